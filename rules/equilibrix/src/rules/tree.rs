//! The Tree of Life (EX-T): its fields and paths, how the column and row pieces are laid out,
//! which rule each field activates, and where a Vitruvian may move.

use super::data::{components, Combination};
use game_kit::game::Seat;
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A field of the Tree, written and read as its name (`Keter`, `Tiferet` ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TreeField(pub u8);

impl TreeField {
    pub fn all() -> impl Iterator<Item = TreeField> {
        (0..components().tree.fields.len()).map(|i| TreeField(i as u8))
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The name; `?` for a number that is no field (a forged action).
    pub fn name(self) -> &'static str {
        components()
            .tree
            .fields
            .get(self.index())
            .map_or("?", |f| f.name.as_str())
    }
    /// 1 (top) to 7 (0 for a number that is no field).
    pub fn row(self) -> u8 {
        components()
            .tree
            .fields
            .get(self.index())
            .map_or(0, |f| f.row)
    }
    /// 0 left, 1 middle, 2 right.
    pub fn column(self) -> u8 {
        components()
            .tree
            .fields
            .get(self.index())
            .map_or(1, |f| f.column)
    }
    /// Parses a name, ignoring case.
    pub fn parse(text: &str) -> Option<TreeField> {
        let t = text.trim();
        TreeField::all().find(|f| f.name().eq_ignore_ascii_case(t))
    }
    pub fn neighbours(self) -> impl Iterator<Item = TreeField> {
        components()
            .tree
            .neighbours
            .get(self.index())
            .into_iter()
            .flatten()
            .map(|&i| TreeField(i))
    }
}

impl fmt::Display for TreeField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

game_kit::serde_as_text!(
    TreeField,
    "a field of the Tree of Life",
    |f: &TreeField| f.name(),
    TreeField::parse
);

/// How the pieces were laid out at setup (EX-T2, EX-T3): public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeLayout {
    /// Column piece (index into the data) on the left, middle and right column.
    pub columns: [u8; 3],
    /// Row piece sides (indices into the data) on top and below.
    pub top: u8,
    pub bottom: u8,
}

/// The placement rule a Tree field activates (EX-P1) and its row's formation (EX-F).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub combination: Combination,
    /// The angle of the pair in 30° steps.
    pub steps: u8,
    /// Index of the row's surround formation (0 = F1).
    pub formation: u8,
}

impl TreeLayout {
    /// Deals the pieces: columns in random order; one row piece on top with a random side, the
    /// other below with its other side (EX-T3).
    pub fn deal(rng: &mut impl Rng) -> TreeLayout {
        let c = components();
        let mut columns: Vec<u8> = (0..c.columns.len() as u8).collect();
        columns.shuffle(rng);
        let top = rng.gen_range(0..c.rows.len()) as u8;
        let top_side = &c.rows[top as usize];
        let bottom = c
            .rows
            .iter()
            .position(|s| s.piece != top_side.piece && s.rows.len() + top_side.rows.len() == 7)
            .unwrap_or(0) as u8;
        TreeLayout {
            columns: [
                columns.first().copied().unwrap_or(0),
                columns.get(1).copied().unwrap_or(0),
                columns.get(2).copied().unwrap_or(0),
            ],
            top,
            bottom,
        }
    }

    /// Row `row` (1-7): its combination and formation.
    pub fn row(&self, row: u8) -> (Combination, u8) {
        let c = components();
        let (Some(top), Some(bottom)) = (
            c.rows.get(self.top as usize),
            c.rows.get(self.bottom as usize),
        ) else {
            return (Combination::BB, 0);
        };
        let i = row.saturating_sub(1) as usize;
        if i < top.rows.len() {
            top.rows[i]
        } else {
            bottom
                .rows
                .get(i - top.rows.len())
                .copied()
                .unwrap_or((Combination::BB, 0))
        }
    }

    /// The rule activated by standing on `field`.
    pub fn rule(&self, field: TreeField) -> Rule {
        let (combination, formation) = self.row(field.row());
        let steps = self
            .columns
            .get(field.column() as usize)
            .and_then(|&p| components().columns.get(p as usize))
            .map_or(0, |piece| piece.steps[combination.index()]);
        Rule {
            combination,
            steps,
            formation,
        }
    }

    /// The row (1-7) showing `formation`.
    pub fn formation_row(&self, formation: u8) -> Option<u8> {
        (1..=7).find(|&r| self.row(r).1 == formation)
    }
}

/// How many Vitruvians fit on one Tree field with this many players (EX-T4).
pub fn capacity(players: usize) -> usize {
    let t = &components().tree;
    if players >= t.share_from {
        t.slots as usize
    } else {
        1
    }
}

/// Where `seat`'s Vitruvian may move now (EX-T4, EX-G4). `on_tree[s]` is every seat's field;
/// `began_on` is where this seat began its turn (never available). A Vitruvian not on the
/// Tree is placed on any available field (the first turn's free placement). Each entry says
/// whether the move is a jump.
pub fn moves(
    on_tree: &[Option<TreeField>],
    seat: Seat,
    began_on: Option<TreeField>,
) -> Vec<(TreeField, bool)> {
    let cap = capacity(on_tree.len());
    let here = on_tree.get(seat).copied().flatten();
    let available = |f: TreeField| {
        Some(f) != began_on
            && Some(f) != here
            && on_tree.iter().filter(|x| **x == Some(f)).count() < cap
    };
    let Some(here) = here else {
        return TreeField::all()
            .filter(|&f| available(f))
            .map(|f| (f, false))
            .collect();
    };
    let near: Vec<(TreeField, bool)> = here
        .neighbours()
        .filter(|&f| available(f))
        .map(|f| (f, false))
        .collect();
    if !near.is_empty() {
        return near;
    }
    let mut far: Vec<TreeField> = here
        .neighbours()
        .flat_map(|n| n.neighbours())
        .filter(|&f| available(f))
        .collect();
    far.sort();
    far.dedup();
    far.into_iter().map(|f| (f, true)).collect()
}
