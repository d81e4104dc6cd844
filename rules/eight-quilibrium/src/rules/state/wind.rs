//! Wind of Change's bookkeeping (14.C, EQ-8): who called the Wind this round and the last, and
//! which neighbour receives a passed card. The rules are in `wind.rs`.

use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// Wind of Change's calls (14.C.1, EQ-8).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindState {
    /// Who called the Wind this round (at most one call per round).
    pub called_by: Option<Seat>,
    /// Who called it in the previous round: they may not call in this one (EQ-8).
    pub previous_caller: Option<Seat>,
}

impl WindState {
    /// A new round: the marker is unused again and this round's caller becomes the previous
    /// one (EQ-2 tracks it across rounds).
    pub fn start_round(&mut self) {
        self.previous_caller = self.called_by.take();
    }
}

/// Who receives the card of `seat` when the Wind blows in the given direction.
pub fn receiver(seat: Seat, clockwise: bool, players: usize) -> Seat {
    let n = players.max(1);
    if clockwise {
        (seat + 1) % n
    } else {
        (seat + n - 1) % n
    }
}
