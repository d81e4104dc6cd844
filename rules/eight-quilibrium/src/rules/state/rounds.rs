//! The match's bookkeeping (EQ-2): the round being played and the finished ones. The rules are
//! in `rounds.rs`.

use game_kit::cards::Card;
use serde::{Deserialize, Serialize};

/// The match so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchState {
    /// The round being played, from 1.
    pub round: u8,
    /// Every finished round, oldest first.
    pub history: Vec<RoundRecord>,
}

impl Default for MatchState {
    fn default() -> Self {
        MatchState {
            round: 1,
            history: Vec::new(),
        }
    }
}

/// One finished round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    /// The 8-card hands, by seat, as they ended.
    pub hands: Vec<Vec<Card>>,
    /// Section-12 points by seat.
    pub totals: Vec<u32>,
    /// The round's places by seat (by team under Team Play).
    pub places: Vec<u32>,
}
