//! What a viewer sees. Equilibrix has no secrets in play: every viewer sees the same board,
//! Tree, maps, spiral and projects. The one hidden thing is the order of each project pile
//! below its visible top card; the view shows only the commissioned card, the next one and how
//! many cards the pile holds.

use super::data::{components, Combination, Size};
use super::formations;
use super::geometry::{Field, Kind};
use super::politics::MapField;
use super::positional;
use super::projects::shape_name;
use super::spiral::Pos;
use super::state::{How, Over, State, Tax, TurnStep};
use super::tree::{Rule, TreeField};
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub players: usize,
    /// The seat looking, if a player.
    pub me: Option<Seat>,
    /// Whose turn it is.
    pub active: Seat,
    pub round: u32,
    /// The round limit (EX-K5; 0 = none).
    pub turn_limit: u32,
    /// Every stone on the board.
    pub stones: Vec<StoneView>,
    /// `stock[seat]`: lenses and triangles in stock.
    pub stock: Vec<[u8; 2]>,
    pub tree: TreeView,
    /// `on_tree[seat]`: each Vitruvian's Tree field.
    pub on_tree: Vec<Option<TreeField>>,
    /// `maps[seat]`: each player's political map.
    pub maps: Vec<MapView>,
    /// `spiral[seat]`: each player's spiral position.
    pub spiral: Vec<Pos>,
    /// Small, medium and large.
    pub projects: Vec<ProjectView>,
    pub turn: TurnView,
    /// Taxes still owed, the one being paid first.
    pub taxes: Vec<Tax>,
    /// Fields changed by the last action, to highlight.
    pub last_changed: Vec<Field>,
    pub over: Option<Over>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoneView {
    pub field: Field,
    pub kind: Kind,
    pub owner: Seat,
}

/// The Tree with its pieces as laid out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeView {
    /// Rows 1-7, top first.
    pub rows: Vec<RowView>,
    /// Left, middle, right.
    pub columns: Vec<ColumnView>,
    pub fields: Vec<TreeFieldView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowView {
    pub row: u8,
    pub combination: Combination,
    /// The formation's id (`F1` ...).
    pub formation: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnView {
    pub piece: String,
    /// Angles in degrees for B-B, T-T and B-T.
    pub degrees: [u16; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeFieldView {
    pub field: TreeField,
    pub row: u8,
    /// 0 left, 1 middle, 2 right.
    pub column: u8,
    pub vitruvians: Vec<Seat>,
    /// What standing here activates.
    pub rule: RuleView,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleView {
    pub combination: Combination,
    pub degrees: u16,
    pub formation: String,
}

impl From<Rule> for RuleView {
    fn from(r: Rule) -> Self {
        RuleView {
            combination: r.combination,
            degrees: r.steps as u16 * 30,
            formation: formations::id(r.formation).to_string(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MapView {
    /// Each map field with the Vitruvians on it.
    pub fields: Vec<(MapField, Vec<Seat>)>,
    pub coalition: Vec<Seat>,
    pub opposition: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShapeView {
    pub name: String,
    /// The card's fields at its reference position (labels), for drawing the card.
    pub obligatory: Vec<String>,
    pub voluntary: Vec<String>,
}

impl ShapeView {
    fn of(shape: u8) -> ShapeView {
        let s = components().shapes.get(shape as usize);
        ShapeView {
            name: shape_name(shape).to_string(),
            obligatory: s.map(|s| s.obligatory_labels.clone()).unwrap_or_default(),
            voluntary: s.map(|s| s.voluntary_labels.clone()).unwrap_or_default(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectView {
    pub size: Size,
    pub points: Vec<u32>,
    pub commissioned: ShapeView,
    /// The top of the pile, visible to all.
    pub next: Option<ShapeView>,
    /// Cards in the pile (the commissioned one not counted).
    pub pile: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    pub seat: Seat,
    pub positional_left: u8,
    pub political_done: bool,
    pub began_on: Option<TreeField>,
    pub step: StepView,
    /// The rule the active Vitruvian activates now, if it stands on the Tree.
    pub rule: Option<RuleView>,
    /// The game is played under the rules before EX-G9: every Tree move is offered and a
    /// move may stand without its stone. Written only then, so today's views are unchanged.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bare_moves: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum StepView {
    Idle,
    Moved,
    Chosen { how: How },
    Recruiting { placed: Vec<(Seat, MapField)> },
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let n = state.players();
    let me = match viewer {
        Viewer::Seat(s) if s < n => Some(s),
        _ => None,
    };
    let c = components();
    let tree = TreeView {
        rows: (1..=7)
            .map(|row| {
                let (combination, f) = state.tree.row(row);
                RowView {
                    row,
                    combination,
                    formation: formations::id(f).to_string(),
                }
            })
            .collect(),
        columns: state
            .tree
            .columns
            .iter()
            .filter_map(|&p| c.columns.get(p as usize))
            .map(|piece| ColumnView {
                piece: piece.name.clone(),
                degrees: piece.steps.map(|s| s as u16 * 30),
            })
            .collect(),
        fields: TreeField::all()
            .map(|f| TreeFieldView {
                field: f,
                row: f.row(),
                column: f.column(),
                vitruvians: (0..n)
                    .filter(|&s| state.on_tree.get(s) == Some(&Some(f)))
                    .collect(),
                rule: state.tree.rule(f).into(),
            })
            .collect(),
    };
    View {
        players: n,
        me,
        active: state.turn.seat,
        round: state.round,
        turn_limit: state.options.turns,
        stones: Field::all()
            .filter_map(|f| {
                state.stone(f).map(|s| StoneView {
                    field: f,
                    kind: f.kind(),
                    owner: s.owner,
                })
            })
            .collect(),
        stock: (0..n).map(|s| state.stock(s)).collect(),
        tree,
        on_tree: state.on_tree.clone(),
        maps: state
            .maps
            .iter()
            .map(|m| MapView {
                fields: MapField::all().map(|f| (f, m.on(f).to_vec())).collect(),
                coalition: m.coalition(),
                opposition: m.opposition(),
            })
            .collect(),
        spiral: state.spiral.clone(),
        projects: Size::ALL
            .iter()
            .zip(&state.piles)
            .map(|(&size, pile)| ProjectView {
                size,
                points: size.points().to_vec(),
                commissioned: ShapeView::of(pile.commissioned.shape(size)),
                next: pile.rest.front().map(|c| ShapeView::of(c.shape(size))),
                pile: pile.rest.len(),
            })
            .collect(),
        turn: TurnView {
            seat: state.turn.seat,
            positional_left: state.turn.positional_left,
            political_done: state.turn.political_done,
            began_on: state.turn.began_on,
            step: match &state.turn.step {
                TurnStep::Idle => StepView::Idle,
                TurnStep::Moved => StepView::Moved,
                TurnStep::Chosen { how } => StepView::Chosen { how: *how },
                TurnStep::Recruiting { placed } => StepView::Recruiting {
                    placed: placed.clone(),
                },
            },
            rule: positional::rule(state).map(Into::into),
            bare_moves: positional::bare_moves(state),
        },
        taxes: state.taxes.iter().cloned().collect(),
        last_changed: state.last_changed.clone(),
        over: state.over,
    }
}
