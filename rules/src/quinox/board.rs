//! The board: which piece is on which space, and the questions every rule asks of it
//! (free spaces, contiguity, who is protected from what).

use super::hex::Hex;
use super::tiles::{Colour, Effect, Face, TileId};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What occupies a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Piece {
    /// The grey Stone: no colour, never flipped or removed, but movable by yellow actions
    /// . It never carries tokens.
    Stone,
    /// A tile showing `face`, with the point tokens blue actions put on it.
    Tile {
        tile: TileId,
        face: Face,
        tokens: u32,
    },
}

impl Piece {
    pub fn tile(self) -> Option<TileId> {
        match self {
            Piece::Stone => None,
            Piece::Tile { tile, .. } => Some(tile),
        }
    }

    pub fn face(self) -> Option<Face> {
        match self {
            Piece::Stone => None,
            Piece::Tile { face, .. } => Some(face),
        }
    }

    pub fn tokens(self) -> u32 {
        match self {
            Piece::Stone => 0,
            Piece::Tile { tokens, .. } => tokens,
        }
    }

    pub fn effect(self) -> Option<Effect> {
        self.tile().map(TileId::effect)
    }

    /// JEWEL (Q-P9): never flipped, moved or removed.
    pub fn is_immovable(self) -> bool {
        self.effect() == Some(Effect::Immovable)
    }

    pub fn has_colour(self, c: Colour) -> bool {
        self.tile().is_some_and(|t| t.colour() == c)
    }
}

/// The pieces on the board, by space (iterated in coordinate order).
pub type Board = BTreeMap<Hex, Piece>;

/// Where the tile `tile` is, if on the board.
pub fn find(board: &Board, tile: TileId) -> Option<Hex> {
    board
        .iter()
        .find(|(_, p)| p.tile() == Some(tile))
        .map(|(h, _)| *h)
}

/// Spaces holding a tile with `effect`.
pub fn with_effect(board: &Board, effect: impl Fn(Effect) -> bool) -> Vec<Hex> {
    board
        .iter()
        .filter(|(_, p)| p.effect().is_some_and(&effect))
        .map(|(h, _)| *h)
        .collect()
}

/// Whether `at` neighbours a tile whose effect satisfies `effect`.
pub fn next_to(board: &Board, at: Hex, effect: impl Fn(Effect) -> bool) -> bool {
    at.neighbours()
        .iter()
        .any(|n| board.get(n).and_then(|p| p.effect()).is_some_and(&effect))
}

/// Empty spaces neighbouring the board: where a tile could go with no restriction.
pub fn frontier(board: &Board) -> BTreeSet<Hex> {
    board
        .keys()
        .flat_map(|h| h.neighbours())
        .filter(|n| !board.contains_key(n))
        .collect()
}

/// Whether the occupied spaces, with `without` left out and `with` added, form one piece
///
pub fn connected_with(board: &Board, without: Option<Hex>, with: Option<Hex>) -> bool {
    let occupied = |h: &Hex| (board.contains_key(h) && Some(*h) != without) || Some(*h) == with;
    let total = board.len() - usize::from(without.is_some_and(|w| board.contains_key(&w)))
        + usize::from(with.is_some_and(|w| !board.contains_key(&w)));
    let Some(start) = board.keys().copied().find(|h| Some(*h) != without).or(with) else {
        return true;
    };
    let mut seen = BTreeSet::from([start]);
    let mut stack = vec![start];
    while let Some(h) = stack.pop() {
        for n in h.neighbours() {
            if occupied(&n) && seen.insert(n) {
                stack.push(n);
            }
        }
    }
    seen.len() == total
}

/// Whether the board is one piece.
pub fn connected(board: &Board) -> bool {
    connected_with(board, None, None)
}

/// Whether a red action may turn the piece at `at` to `to`: a tile (not the Stone),
/// not JEWEL, not next to SHIELD, showing the other face, and not a turn that ECLIPSE or
/// AURORA forbids next to it.
pub fn red_can_turn(board: &Board, at: Hex, to: Face) -> bool {
    let Some(piece) = board.get(&at) else {
        return false;
    };
    match piece.face() {
        Some(f) if f != to => {}
        _ => return false,
    }
    if piece.is_immovable() {
        return false;
    }
    !next_to(board, at, |e| {
        e == Effect::Shield || e == Effect::Forbid { face: to }
    })
}

/// Whether a red action may flip the piece at `at` to its other face.
pub fn red_can_flip(board: &Board, at: Hex) -> bool {
    board
        .get(&at)
        .and_then(|p| p.face())
        .is_some_and(|f| red_can_turn(board, at, f.other()))
}

/// Whether yellow actions may move the piece at `at` (anything but JEWEL; the Stone may move).
pub fn movable(board: &Board, at: Hex) -> bool {
    board.get(&at).is_some_and(|p| !p.is_immovable())
}

/// Turns the tile at `at` to `face` (no checks).
pub fn set_face(board: &mut Board, at: Hex, to: Face) {
    if let Some(Piece::Tile { face, .. }) = board.get_mut(&at) {
        *face = to;
    }
}

/// Swaps the contents of two spaces (either may be empty).
pub fn swap(board: &mut Board, a: Hex, b: Hex) {
    let pa = board.remove(&a);
    let pb = board.remove(&b);
    if let Some(p) = pa {
        board.insert(b, p);
    }
    if let Some(p) = pb {
        board.insert(a, p);
    }
}
