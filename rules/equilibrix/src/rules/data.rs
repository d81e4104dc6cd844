//! The components as data (the crate's `data/*.txt`, embedded at build time).
//!
//! Everything a printed game could correct lives in those files: the Tree of Life (EX-T1,
//! EX-T4), the column and row pieces (EX-T2, EX-T3), the formations (EX-F), the political map
//! (EX-M1), the spiral (EX-K1), the project shapes and cards (EX-D) and the starting positions
//! (EX-S1). The files are small line formats (`#` starts a comment) read once per process;
//! `rules/equilibrix/tests/equilibrix.rs` checks them (counts, realisable shapes, symmetric starts, and
//! agreement with `components.json`, the rulings' own copy).

use super::format::{lines, num};
use super::geometry::{geometry, label_points, Field, Kind, Point};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

pub const TREE: &str = include_str!("../../data/tree.txt");
pub const PIECES: &str = include_str!("../../data/pieces.txt");
pub const FORMATIONS: &str = include_str!("../../data/formations.txt");
pub const POLITICAL: &str = include_str!("../../data/political.txt");
pub const SPIRAL: &str = include_str!("../../data/spiral.txt");
pub const PROJECTS: &str = include_str!("../../data/projects.txt");
pub const START: &str = include_str!("../../data/start.txt");

/// A stone combination shown on a row piece (EX-T3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Combination {
    /// Two lenses.
    BB,
    /// Two triangles.
    TT,
    /// One of each.
    BT,
}

impl Combination {
    pub fn index(self) -> usize {
        match self {
            Combination::BB => 0,
            Combination::TT => 1,
            Combination::BT => 2,
        }
    }
    /// Whether a stone of `a` and one of `b` make this combination.
    pub fn matches(self, a: Kind, b: Kind) -> bool {
        match self {
            Combination::BB => a == Kind::B && b == Kind::B,
            Combination::TT => a == Kind::T && b == Kind::T,
            Combination::BT => a != b,
        }
    }
    fn parse(s: &str) -> Result<Self, String> {
        match s {
            "BB" => Ok(Combination::BB),
            "TT" => Ok(Combination::TT),
            "BT" => Ok(Combination::BT),
            _ => Err(format!("{s:?} is not a combination")),
        }
    }
}

/// The size of a project card, and the pile it belongs to (EX-K3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    Small,
    Medium,
    Large,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];
    pub fn index(self) -> usize {
        self as usize
    }
    /// Points for the first, second and third colour on the obligatory fields (EX-K3).
    pub fn points(self) -> &'static [u32] {
        match self {
            Size::Small => &[2],
            Size::Medium => &[5, 3, 2],
            Size::Large => &[8, 5, 3],
        }
    }
    fn parse(s: &str) -> Result<Self, String> {
        match s {
            "small" => Ok(Size::Small),
            "medium" => Ok(Size::Medium),
            "large" => Ok(Size::Large),
            _ => Err(format!("{s:?} is not a project size")),
        }
    }
}

#[derive(Clone, Debug)]
pub struct TreeFieldData {
    pub name: String,
    /// 1 (top) to 7.
    pub row: u8,
    /// 0 left, 1 middle, 2 right.
    pub column: u8,
}

#[derive(Clone, Debug)]
pub struct TreeData {
    pub fields: Vec<TreeFieldData>,
    pub paths: Vec<(u8, u8)>,
    /// `neighbours[f]`: the fields one path away.
    pub neighbours: Vec<Vec<u8>>,
    pub slots: u8,
    /// From this many players on, both slots of a field are used (EX-T4).
    pub share_from: usize,
}

#[derive(Clone, Debug)]
pub struct ColumnPiece {
    pub name: String,
    /// Angle in 30° steps, indexed by [`Combination::index`].
    pub steps: [u8; 3],
}

#[derive(Clone, Debug)]
pub struct RowSide {
    /// `P` or `Q`.
    pub piece: String,
    /// (combination, formation index) for each row it covers, top first.
    pub rows: Vec<(Combination, u8)>,
}

#[derive(Clone, Debug)]
pub struct FormationData {
    pub id: String,
    pub offensive: Vec<Vec<Point>>,
    pub surrounded: Vec<Vec<Point>>,
}

#[derive(Clone, Debug)]
pub struct MapFieldData {
    pub name: String,
    pub coalition: bool,
    pub circle: bool,
    pub slots: u8,
    pub next: Option<u8>,
}

#[derive(Clone, Debug)]
pub struct PoliticalData {
    pub fields: Vec<MapFieldData>,
    pub coalition_limit: usize,
    pub placements: usize,
}

#[derive(Clone, Debug)]
pub struct SpiralData {
    pub centre: u8,
    pub slots: u8,
    /// (after field, tax in stones), in spiral order.
    pub nodes: Vec<(u8, u8)>,
}

#[derive(Clone, Debug)]
pub struct ShapeData {
    pub size: Size,
    pub name: String,
    pub obligatory: Vec<Vec<Point>>,
    pub voluntary: Vec<Vec<Point>>,
    /// The labels as written in the data (the shape at its reference position).
    pub obligatory_labels: Vec<String>,
    pub voluntary_labels: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct StartData {
    pub players: usize,
    pub sectors: Vec<u8>,
    /// `seats[i]`: seat i's starting fields, oldest first (EX-G7).
    pub seats: Vec<Vec<Field>>,
}

/// All components.
#[derive(Clone, Debug)]
pub struct Components {
    pub tree: TreeData,
    pub columns: Vec<ColumnPiece>,
    pub rows: Vec<RowSide>,
    pub formations: Vec<FormationData>,
    pub political: PoliticalData,
    pub spiral: SpiralData,
    pub shapes: Vec<ShapeData>,
    /// Cards of each pile as pairs of shape indices, indexed by [`Size::index`].
    pub cards: [Vec<[u8; 2]>; 3],
    pub start: Vec<StartData>,
}

/// The embedded components, parsed once. The data is checked by tests, so a failure here is a
/// build defect, never reachable from a player's input.
pub fn components() -> &'static Components {
    static C: OnceLock<Components> = OnceLock::new();
    C.get_or_init(|| load().expect("the data files are checked by the tests"))
}

/// Lines of a data file without comments and blank lines, split into words.
fn points(label: &str, at: &str) -> Result<Vec<Point>, String> {
    label_points(label).ok_or_else(|| format!("{at}: {label:?} is not a field label"))
}

fn board_field(label: &str, at: &str) -> Result<Field, String> {
    geometry()
        .field_at(&points(label, at)?)
        .filter(|f| f.label() == label)
        .ok_or_else(|| format!("{at}: {label} is not on the board"))
}

/// Parses every file.
pub fn load() -> Result<Components, String> {
    let tree = parse_tree(TREE)?;
    let (columns, rows) = parse_pieces(PIECES)?;
    let formations = parse_formations(FORMATIONS)?;
    for side in &rows {
        for (_, f) in &side.rows {
            if *f as usize >= formations.len() {
                return Err(format!(
                    "row piece {} names a missing formation",
                    side.piece
                ));
            }
        }
    }
    let political = parse_political(POLITICAL)?;
    let spiral = parse_spiral(SPIRAL)?;
    let (shapes, cards) = parse_projects(PROJECTS)?;
    let start = parse_start(START)?;
    Ok(Components {
        tree,
        columns,
        rows,
        formations,
        political,
        spiral,
        shapes,
        cards,
        start,
    })
}

fn parse_tree(text: &str) -> Result<TreeData, String> {
    let mut fields: Vec<TreeFieldData> = Vec::new();
    let mut paths = Vec::new();
    let (mut slots, mut share_from) = (2, 5);
    for (n, w) in lines(text) {
        let at = format!("tree.txt:{n}");
        match w.as_slice() {
            ["field", name, row, col] => {
                let column = match *col {
                    "left" => 0,
                    "middle" => 1,
                    "right" => 2,
                    _ => return Err(format!("{at}: bad column {col}")),
                };
                fields.push(TreeFieldData {
                    name: name.to_string(),
                    row: num(row, &at)?,
                    column,
                });
            }
            ["path", a, b] => {
                let find = |x: &str| {
                    fields
                        .iter()
                        .position(|f| f.name == x)
                        .map(|i| i as u8)
                        .ok_or_else(|| format!("{at}: no field {x}"))
                };
                paths.push((find(a)?, find(b)?));
            }
            ["slots", s] => slots = num(s, &at)?,
            ["share", s] => share_from = num(s, &at)?,
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    let mut neighbours = vec![Vec::new(); fields.len()];
    for &(a, b) in &paths {
        neighbours[a as usize].push(b);
        neighbours[b as usize].push(a);
    }
    Ok(TreeData {
        fields,
        paths,
        neighbours,
        slots,
        share_from,
    })
}

fn parse_pieces(text: &str) -> Result<(Vec<ColumnPiece>, Vec<RowSide>), String> {
    let mut columns = Vec::new();
    let mut rows = Vec::new();
    for (n, w) in lines(text) {
        let at = format!("pieces.txt:{n}");
        match w.as_slice() {
            ["column", name, bb, tt, bt] => {
                let step = |d: &str| -> Result<u8, String> {
                    let deg: u16 = num(d, &at)?;
                    if !deg.is_multiple_of(30) || deg == 0 || deg > 180 {
                        return Err(format!("{at}: {deg} is not a 30-degree step"));
                    }
                    Ok((deg / 30) as u8)
                };
                columns.push(ColumnPiece {
                    name: name.to_string(),
                    steps: [step(bb)?, step(tt)?, step(bt)?],
                });
            }
            ["row", piece, side, entries @ ..] => {
                let count: usize = num(side, &at)?;
                if entries.len() != count {
                    return Err(format!("{at}: side {side} lists {} rows", entries.len()));
                }
                let rs = entries
                    .iter()
                    .map(|e| {
                        let (c, f) = e
                            .split_once(':')
                            .ok_or_else(|| format!("{at}: {e} is not combination:formation"))?;
                        let fi: u8 = f
                            .strip_prefix('F')
                            .and_then(|x| x.parse().ok())
                            .filter(|&x: &u8| x >= 1)
                            .ok_or_else(|| format!("{at}: {f} is not a formation"))?;
                        Ok((Combination::parse(c)?, fi - 1))
                    })
                    .collect::<Result<Vec<_>, String>>()?;
                rows.push(RowSide {
                    piece: piece.to_string(),
                    rows: rs,
                });
            }
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    Ok((columns, rows))
}

fn parse_formations(text: &str) -> Result<Vec<FormationData>, String> {
    let mut out = Vec::new();
    for (n, w) in lines(text) {
        let at = format!("formations.txt:{n}");
        match w.as_slice() {
            ["formation", id, rest @ ..] => {
                let arrow = rest
                    .iter()
                    .position(|x| *x == "->")
                    .ok_or_else(|| format!("{at}: no ->"))?;
                let off = rest[..arrow]
                    .iter()
                    .map(|l| points(l, &at))
                    .collect::<Result<Vec<_>, _>>()?;
                let sur = rest[arrow + 1..]
                    .iter()
                    .map(|l| points(l, &at))
                    .collect::<Result<Vec<_>, _>>()?;
                if format!("F{}", out.len() + 1) != *id {
                    return Err(format!("{at}: formations must be F1, F2 ... in order"));
                }
                out.push(FormationData {
                    id: id.to_string(),
                    offensive: off,
                    surrounded: sur,
                });
            }
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    Ok(out)
}

fn parse_political(text: &str) -> Result<PoliticalData, String> {
    let mut raw = Vec::new();
    let (mut coalition_limit, mut placements) = (2, 3);
    for (n, w) in lines(text) {
        let at = format!("political.txt:{n}");
        match w.as_slice() {
            ["field", name, side, circle, slots, next] => {
                let coalition = match *side {
                    "coalition" => true,
                    "opposition" => false,
                    _ => return Err(format!("{at}: bad side {side}")),
                };
                raw.push((
                    name.to_string(),
                    coalition,
                    *circle == "circle",
                    num::<u8>(slots, &at)?,
                    next.to_string(),
                ));
            }
            ["coalition", k] => coalition_limit = num(k, &at)?,
            ["placements", k] => placements = num(k, &at)?,
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    let names: Vec<String> = raw.iter().map(|r| r.0.clone()).collect();
    let fields = raw
        .into_iter()
        .map(|(name, coalition, circle, slots, next)| {
            let next = if next == "off" {
                None
            } else {
                Some(
                    names
                        .iter()
                        .position(|x| *x == next)
                        .ok_or_else(|| format!("political.txt: no field {next}"))?
                        as u8,
                )
            };
            Ok(MapFieldData {
                name,
                coalition,
                circle,
                slots,
                next,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(PoliticalData {
        fields,
        coalition_limit,
        placements,
    })
}

fn parse_spiral(text: &str) -> Result<SpiralData, String> {
    let mut s = SpiralData {
        centre: 40,
        slots: 2,
        nodes: Vec::new(),
    };
    for (n, w) in lines(text) {
        let at = format!("spiral.txt:{n}");
        match w.as_slice() {
            ["centre", c] => s.centre = num(c, &at)?,
            ["slots", c] => s.slots = num(c, &at)?,
            ["node", after, tax] => s.nodes.push((num(after, &at)?, num(tax, &at)?)),
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    Ok(s)
}

type Cards = [Vec<[u8; 2]>; 3];

fn parse_projects(text: &str) -> Result<(Vec<ShapeData>, Cards), String> {
    let mut shapes: Vec<ShapeData> = Vec::new();
    let mut cards: Cards = Default::default();
    for (n, w) in lines(text) {
        let at = format!("projects.txt:{n}");
        match w.as_slice() {
            ["shape", size, name, rest @ ..] => {
                let bars: Vec<usize> = rest
                    .iter()
                    .enumerate()
                    .filter(|(_, x)| **x == "|")
                    .map(|(i, _)| i)
                    .collect();
                let [b1, b2] = bars.as_slice() else {
                    return Err(format!("{at}: a shape needs | obligatory | voluntary"));
                };
                let obl: Vec<String> = rest[b1 + 1..*b2].iter().map(|s| s.to_string()).collect();
                let vol: Vec<String> = rest[b2 + 1..].iter().map(|s| s.to_string()).collect();
                shapes.push(ShapeData {
                    size: Size::parse(size)?,
                    name: name.replace('_', " "),
                    obligatory: obl
                        .iter()
                        .map(|l| points(l, &at))
                        .collect::<Result<_, _>>()?,
                    voluntary: vol
                        .iter()
                        .map(|l| points(l, &at))
                        .collect::<Result<_, _>>()?,
                    obligatory_labels: obl,
                    voluntary_labels: vol,
                });
            }
            ["card", size, a, b] => {
                let size = Size::parse(size)?;
                let find = |x: &str| {
                    let x = x.replace('_', " ");
                    shapes
                        .iter()
                        .position(|s| s.name == x && s.size == size)
                        .map(|i| i as u8)
                        .ok_or_else(|| format!("{at}: no {size:?} shape {x}"))
                };
                cards[size.index()].push([find(a)?, find(b)?]);
            }
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    Ok((shapes, cards))
}

fn parse_start(text: &str) -> Result<Vec<StartData>, String> {
    let mut out: Vec<StartData> = Vec::new();
    for (n, w) in lines(text) {
        let at = format!("start.txt:{n}");
        match w.as_slice() {
            ["start", players, seat, sector, fields @ ..] => {
                let players: usize = num(players, &at)?;
                let seat: usize = num(seat, &at)?;
                let fields = fields
                    .iter()
                    .map(|l| board_field(l, &at))
                    .collect::<Result<Vec<_>, _>>()?;
                if !out.iter().any(|s| s.players == players) {
                    out.push(StartData {
                        players,
                        sectors: Vec::new(),
                        seats: Vec::new(),
                    });
                }
                let entry = out
                    .iter_mut()
                    .find(|s| s.players == players)
                    .ok_or("unreachable")?;
                if entry.seats.len() != seat {
                    return Err(format!("{at}: seats must come in order"));
                }
                entry.sectors.push(num(sector, &at)?);
                entry.seats.push(fields);
            }
            _ => return Err(format!("{at}: cannot read {w:?}")),
        }
    }
    Ok(out)
}
