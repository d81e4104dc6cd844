//! The board: which piece is on which space, and the questions every rule asks of it
//! (free spaces, contiguity, who is protected from what).

use super::hex::Hex;
use super::tiles::{Colour, Effect, Face, TileId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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

/// Empty spaces neighbouring the board, in coordinate order: where a tile could go with no
/// restriction.
///
/// Marks the board's bounding box (with a margin of one) in a flat grid rather than asking
/// the map six times per tile: this runs on every placement step.
pub fn frontier(board: &Board) -> Vec<Hex> {
    let (Some(first), Some(last)) = (board.keys().next(), board.keys().next_back()) else {
        return Vec::new();
    };
    let (r0, r1) = (first.r - 1, last.r + 1);
    let (mut q0, mut q1) = (i32::MAX, i32::MIN);
    for h in board.keys() {
        q0 = q0.min(h.q);
        q1 = q1.max(h.q);
    }
    let (q0, q1) = (q0 - 1, q1 + 1);
    let w = (q1 - q0 + 1) as usize;
    let h = (r1 - r0 + 1) as usize;
    let at = |x: Hex| (x.r - r0) as usize * w + (x.q - q0) as usize;
    // 0 empty, 1 occupied, 2 free and next to the board.
    let mut grid = vec![0u8; w * h];
    for x in board.keys() {
        grid[at(*x)] = 1;
    }
    for x in board.keys() {
        for n in x.neighbours() {
            let i = at(n);
            if grid[i] == 0 {
                grid[i] = 2;
            }
        }
    }
    let mut out = Vec::new();
    for (i, g) in grid.iter().enumerate() {
        if *g == 2 {
            out.push(Hex::new(q0 + (i % w) as i32, r0 + (i / w) as i32));
        }
    }
    out
}

/// The occupied spaces (plus a few extra ones) as a small graph, for fast contiguity
/// questions: node `i` is `cells[i]`, `adj[i]` the bit set of its neighbours.
pub struct Graph {
    pub cells: Vec<Hex>,
    adj: Vec<u128>,
}

impl Graph {
    /// The board's spaces and `extra` spaces (at most 128 in all; a board holds at most 48).
    pub fn new(board: &Board, extra: &[Hex]) -> Graph {
        let mut cells: Vec<Hex> = board.keys().copied().collect();
        cells.extend(extra.iter().filter(|h| !board.contains_key(h)));
        cells.truncate(128);
        let on_board = board.len().min(cells.len());
        let find = |n: Hex| {
            cells[..on_board].binary_search(&n).ok().or_else(|| {
                cells[on_board..]
                    .iter()
                    .position(|x| *x == n)
                    .map(|j| j + on_board)
            })
        };
        let adj = cells
            .iter()
            .map(|c| {
                let mut m = 0u128;
                for n in c.neighbours() {
                    if let Some(j) = find(n) {
                        m |= 1 << j;
                    }
                }
                m
            })
            .collect();
        Graph { cells, adj }
    }

    pub fn index(&self, h: Hex) -> Option<usize> {
        self.cells.iter().position(|x| *x == h)
    }

    /// The bit set of the board's own spaces (the first `board.len()` nodes).
    pub fn board_mask(board: &Board) -> u128 {
        match board.len() {
            0 => 0,
            n if n >= 128 => u128::MAX,
            n => (1u128 << n) - 1,
        }
    }

    /// Whether the nodes in `mask` form one piece.
    pub fn connected(&self, mask: u128) -> bool {
        if mask == 0 {
            return true;
        }
        let start = mask & mask.wrapping_neg();
        let (mut seen, mut todo) = (start, start);
        while todo != 0 {
            let i = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let new = self.adj[i] & mask & !seen;
            seen |= new;
            todo |= new;
        }
        seen == mask
    }
}

/// Whether the occupied spaces, with `without` left out and `with` added, form one piece
///
pub fn connected_with(board: &Board, without: Option<Hex>, with: Option<Hex>) -> bool {
    let extra: Vec<Hex> = with.into_iter().collect();
    let g = Graph::new(board, &extra);
    let mut mask = Graph::board_mask(board);
    if let Some(i) = without.and_then(|w| board.contains_key(&w).then(|| g.index(w)).flatten()) {
        mask &= !(1 << i);
    }
    if let Some(i) = with.and_then(|w| g.index(w)) {
        mask |= 1 << i;
    }
    g.connected(mask)
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
