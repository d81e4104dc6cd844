//! A stone on the board and how many each player has: plain data, below the state and the
//! projects that score stones.
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// Each player's stones: 10 lenses and 6 triangles (EX-S1).
pub const STONES: [u8; 2] = [10, 6];

/// A stone on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stone {
    pub owner: Seat,
    /// Placement order: lower is older (EX-G7). Starting stones are 0, 1, 2 in the order of
    /// their seat's starting list.
    pub age: u32,
}
