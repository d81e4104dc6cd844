//! The board (EX-B): nodes, fields, their labels, angles at a node, and placing shapes.
//!
//! The lattice is built from the radius in the crate's `data/board.txt` (EX-B1 defines it by
//! construction). Nodes are axial `(q, r)` points; a lens (B) joins two neighbouring nodes, a
//! triangle (T) three mutually neighbouring ones. Around a node the twelve fields sit at 30°
//! steps: the lens towards direction `i` (0° = east, counter-clockwise) at step `2i`, the
//! triangle between directions `i` and `i + 1` at step `2i + 1` (EX-B2).
//!
//! Fields are numbered by their label's node (rows A..G, then left to right) and then by suffix
//! in the order `e ne nw u d`, so a menu can go "pick a node, then one of its (at most five)
//! fields".

use super::format::{lines, num};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

/// An axial lattice point `(q, r)`; cartesian `x = q + r/2`, `y = r·√3/2` (y up).
pub type Point = (i8, i8);

/// The six unit directions, counter-clockwise from east: e, ne, nw, w, sw, se.
pub const DIRS: [Point; 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// Row letters of EX-B3, for `r = -3..=3`.
const ROWS: &[u8] = b"ABCDEFG";

/// The two shapes of field and stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Biangular: a lens on a segment between two nodes.
    B,
    /// Triangular: a unit triangle.
    T,
}

impl Kind {
    pub fn index(self) -> usize {
        match self {
            Kind::B => 0,
            Kind::T => 1,
        }
    }
}

/// One field of the board, written and read as its label (EX-B3), e.g. `D4e`, `D4ne`, `C3d`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(pub u8);

impl Field {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// Every field of the board, in label order.
    pub fn all() -> impl Iterator<Item = Field> {
        (0..geometry().fields.len()).map(|i| Field(i as u8))
    }
    pub fn info(self) -> &'static FieldInfo {
        &geometry().fields[self.index()]
    }
    pub fn kind(self) -> Kind {
        self.info().kind
    }
    /// The short label a player reads on the picture and types (at most 4 characters);
    /// `?` for a number that is no field (a forged action).
    pub fn label(self) -> &'static str {
        geometry()
            .fields
            .get(self.index())
            .map_or("?", |f| f.label.as_str())
    }
    /// The label of the node this field is named after (`D4` for `D4ne`): menus page the
    /// fields by it.
    pub fn node_label(self) -> &'static str {
        geometry().fields.get(self.index()).map_or("?", |f| {
            geometry().node_labels[f.label_node as usize].as_str()
        })
    }
    /// Whether this is a field of the board (a forged number may not be).
    pub fn exists(self) -> bool {
        self.index() < geometry().fields.len()
    }
    /// Parses a label, ignoring case and surrounding spaces (`d4NE` is `D4ne`).
    pub fn parse(text: &str) -> Option<Field> {
        let t = text.trim();
        if t.len() < 3 || t.len() > 4 || !t.is_ascii() {
            return None;
        }
        let mut norm = t[..1].to_ascii_uppercase();
        norm.push_str(&t[1..].to_ascii_lowercase());
        geometry().by_label.get(&norm).copied()
    }
    /// The fields meeting this one at a common node at `steps` × 30° (1-6): the pair relation
    /// of the positional rules (EX-B2, EX-P1).
    pub fn at_angle(self, steps: u8) -> &'static [Field] {
        match steps {
            1..=6 => &geometry().pairs[self.index()][steps as usize - 1],
            _ => &[],
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

game_kit::serde_as_text!(Field, "a field label", |f: &Field| f.label(), Field::parse);

/// What the engine knows about one field.
#[derive(Clone, Debug)]
pub struct FieldInfo {
    pub kind: Kind,
    /// Its nodes (indices into [`Geometry::nodes`]), sorted.
    pub nodes: Vec<u8>,
    pub label: String,
    /// The node its label is named after.
    pub label_node: u8,
    /// Centre in cartesian coordinates (the mean of its nodes), for pictures.
    pub centre: (f64, f64),
}

/// The whole lattice with its lookups, built once.
#[derive(Debug)]
pub struct Geometry {
    pub radius: i8,
    pub nodes: Vec<Point>,
    pub node_labels: Vec<String>,
    pub fields: Vec<FieldInfo>,
    /// `at_node[n]`: the fields meeting at node `n` with their 30° step (0-11) around it.
    pub at_node: Vec<Vec<(Field, u8)>>,
    node_index: HashMap<Point, u8>,
    by_nodes: HashMap<Vec<u8>, Field>,
    by_label: HashMap<String, Field>,
    /// `pairs[f][k - 1]`: fields meeting `f` at some node at `k` × 30°.
    pairs: Vec<Vec<Vec<Field>>>,
}

/// The board geometry, built on first use from the embedded radius.
pub fn geometry() -> &'static Geometry {
    static G: OnceLock<Geometry> = OnceLock::new();
    G.get_or_init(|| Geometry::build(board_radius()))
}

pub fn on_board(p: Point, radius: i8) -> bool {
    let (q, r) = (p.0 as i16, p.1 as i16);
    let rad = radius as i16;
    q.abs() <= rad && r.abs() <= rad && (q + r).abs() <= rad
}

fn add(a: Point, b: Point) -> Point {
    (a.0 + b.0, a.1 + b.1)
}

/// Rotates a point by `k` × 60° counter-clockwise about the centre.
pub fn rotate(p: Point, k: usize) -> Point {
    let mut p = p;
    for _ in 0..k % 6 {
        p = (-p.1, p.0 + p.1);
    }
    p
}

/// The label of a node (EX-B3): row letter for `r`, then `q + r + 4`.
pub fn node_label(p: Point) -> String {
    let row = ROWS[(p.1 + 3) as usize] as char;
    format!("{row}{}", p.0 + p.1 + 4)
}

/// The nodes of the field written `label`, whether or not they lie on the board (shapes in the
/// data may be written at a position where part of them falls off, EX-G1).
pub fn label_points(label: &str) -> Option<Vec<Point>> {
    let b = label.as_bytes();
    if b.len() < 3 {
        return None;
    }
    let row = ROWS.iter().position(|&c| c == b[0])? as i8 - 3;
    let num = (b[1] as char).to_digit(10)? as i8;
    let p = (num - 4 - row, row);
    let pts = match &label[2..] {
        "e" => vec![p, add(p, (1, 0))],
        "ne" => vec![p, add(p, (0, 1))],
        "nw" => vec![p, add(p, (-1, 1))],
        "u" => vec![p, add(p, (1, 0)), add(p, (0, 1))],
        "d" => vec![p, add(p, (1, 0)), add(p, (1, -1))],
        _ => return None,
    };
    let mut pts = pts;
    pts.sort();
    Some(pts)
}

impl Geometry {
    fn build(radius: i8) -> Geometry {
        let mut nodes: Vec<Point> = Vec::new();
        for r in -radius..=radius {
            for q in -radius..=radius {
                if on_board((q, r), radius) {
                    nodes.push((q, r));
                }
            }
        }
        let node_index: HashMap<Point, u8> = nodes
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, i as u8))
            .collect();
        let node_labels = nodes.iter().map(|&p| node_label(p)).collect();
        let mut fields = Vec::new();
        for (ni, &p) in nodes.iter().enumerate() {
            let shapes: [(&str, Kind, Vec<Point>); 5] = [
                ("e", Kind::B, vec![p, add(p, (1, 0))]),
                ("ne", Kind::B, vec![p, add(p, (0, 1))]),
                ("nw", Kind::B, vec![p, add(p, (-1, 1))]),
                ("u", Kind::T, vec![p, add(p, (1, 0)), add(p, (0, 1))]),
                ("d", Kind::T, vec![p, add(p, (1, 0)), add(p, (1, -1))]),
            ];
            for (suffix, kind, pts) in shapes {
                if !pts.iter().all(|&q| on_board(q, radius)) {
                    continue;
                }
                let mut idx: Vec<u8> = pts.iter().map(|q| node_index[q]).collect();
                idx.sort();
                let n = pts.len() as f64;
                let cx = pts
                    .iter()
                    .map(|q| q.0 as f64 + q.1 as f64 / 2.0)
                    .sum::<f64>()
                    / n;
                let cy = pts
                    .iter()
                    .map(|q| q.1 as f64 * 3f64.sqrt() / 2.0)
                    .sum::<f64>()
                    / n;
                fields.push(FieldInfo {
                    kind,
                    nodes: idx,
                    label: format!("{}{suffix}", node_label(p)),
                    label_node: ni as u8,
                    centre: (cx, cy),
                });
            }
        }
        let by_nodes = fields
            .iter()
            .enumerate()
            .map(|(i, f)| (f.nodes.clone(), Field(i as u8)))
            .collect();
        let by_label = fields
            .iter()
            .enumerate()
            .map(|(i, f)| (f.label.clone(), Field(i as u8)))
            .collect();
        // Each field's step around each of its nodes.
        let mut at_node: Vec<Vec<(Field, u8)>> = vec![Vec::new(); nodes.len()];
        for (fi, f) in fields.iter().enumerate() {
            for &n in &f.nodes {
                let p = nodes[n as usize];
                let dirs: Vec<usize> = f
                    .nodes
                    .iter()
                    .filter(|&&m| m != n)
                    .map(|&m| {
                        let q = nodes[m as usize];
                        let d = (q.0 - p.0, q.1 - p.1);
                        DIRS.iter().position(|&x| x == d).unwrap_or(0)
                    })
                    .collect();
                let step = match dirs.as_slice() {
                    [i] => 2 * *i,
                    [i, j] => {
                        // consecutive directions; the triangle sits between them
                        let (lo, hi) = if (i + 1) % 6 == *j {
                            (*i, *j)
                        } else {
                            (*j, *i)
                        };
                        debug_assert_eq!((lo + 1) % 6, hi);
                        2 * lo + 1
                    }
                    _ => 0,
                };
                at_node[n as usize].push((Field(fi as u8), step as u8));
            }
        }
        let mut pairs = vec![vec![Vec::new(); 6]; fields.len()];
        for around in &at_node {
            for &(a, sa) in around {
                for &(b, sb) in around {
                    if a == b {
                        continue;
                    }
                    let d = (sa as i16 - sb as i16).unsigned_abs() as u8;
                    let k = d.min(12 - d);
                    let list: &mut Vec<Field> = &mut pairs[a.index()][k as usize - 1];
                    if !list.contains(&b) {
                        list.push(b);
                    }
                }
            }
        }
        for p in pairs.iter_mut().flatten() {
            p.sort();
        }
        Geometry {
            radius,
            nodes,
            node_labels,
            fields,
            at_node,
            node_index,
            by_nodes,
            by_label,
            pairs,
        }
    }

    pub fn node(&self, p: Point) -> Option<u8> {
        self.node_index.get(&p).copied()
    }

    /// The field with exactly these nodes, if it is on the board.
    pub fn field_at(&self, points: &[Point]) -> Option<Field> {
        let mut idx = points
            .iter()
            .map(|&p| self.node(p))
            .collect::<Option<Vec<u8>>>()?;
        idx.sort();
        self.by_nodes.get(&idx).copied()
    }

    /// The angle between two fields in 30° steps at a node they share, or `None` if they do not
    /// meet (EX-B2; a pair meeting at two nodes has the same angle at both).
    pub fn angle(&self, a: Field, b: Field) -> Option<u8> {
        let fa = self.fields.get(a.index())?;
        let fb = self.fields.get(b.index())?;
        let n = *fa.nodes.iter().find(|n| fb.nodes.contains(n))?;
        let around = &self.at_node[n as usize];
        let sa = around.iter().find(|x| x.0 == a)?.1;
        let sb = around.iter().find(|x| x.0 == b)?.1;
        let d = (sa as i16 - sb as i16).unsigned_abs() as u8;
        Some(d.min(12 - d))
    }

    /// Every placement of a shape (fields given as point sets) on the board: the six rotations
    /// about the centre, translated so that every field of `required` is on the board. Each
    /// placement gives the required fields and the `optional` ones (`None` where off the
    /// board), in the order given.
    pub fn placements(
        &self,
        required: &[Vec<Point>],
        optional: &[Vec<Point>],
    ) -> Vec<(Vec<Field>, Vec<Option<Field>>)> {
        let mut out = Vec::new();
        let Some(first) = required.first().and_then(|f| f.first()) else {
            return out;
        };
        for k in 0..6 {
            let anchor = rotate(*first, k);
            for &t in &self.nodes {
                let shift = (t.0 - anchor.0, t.1 - anchor.1);
                let place = |f: &Vec<Point>| -> Option<Field> {
                    let pts: Vec<Point> = f.iter().map(|&p| add(rotate(p, k), shift)).collect();
                    if pts.iter().all(|&p| on_board(p, self.radius)) {
                        self.field_at(&pts)
                    } else {
                        None
                    }
                };
                let Some(req) = required.iter().map(place).collect::<Option<Vec<Field>>>() else {
                    continue;
                };
                let opt = optional.iter().map(place).collect();
                out.push((req, opt));
            }
        }
        out
    }
}

pub const BOARD: &str = include_str!("../../data/board.txt");

/// The board's radius from `board.txt` (EX-B1).
pub fn board_radius() -> i8 {
    parse_board(BOARD).unwrap_or(3)
}

pub fn parse_board(text: &str) -> Result<i8, String> {
    for (n, w) in lines(text) {
        if let ["radius", r] = w.as_slice() {
            return num(r, &format!("board.txt:{n}"));
        }
    }
    Err("board.txt has no radius".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_label_round_trip() {
        let g = geometry();
        assert_eq!(g.nodes.len(), 37);
        let b = g.fields.iter().filter(|f| f.kind == Kind::B).count();
        let t = g.fields.iter().filter(|f| f.kind == Kind::T).count();
        assert_eq!((b, t), (90, 54));
        for f in Field::all() {
            assert!(f.label().len() <= 4);
            assert_eq!(Field::parse(f.label()), Some(f));
            assert_eq!(Field::parse(&f.label().to_lowercase()), Some(f));
        }
    }
}
