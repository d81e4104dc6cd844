//! Team Play's bookkeeping (14.A): skip markers and the Relay Swaps used. The rules are in
//! `team_play.rs`.

use serde::{Deserialize, Serialize};

/// Number of teams: 2v2 or 3v3 (14.A).
pub const TEAMS: usize = 2;

/// Team Play's markers (14.A.2-3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TeamState {
    /// `skip[seat]`: the seat skips its next turn (14.A.3). Several skips condense into one.
    pub skip: Vec<bool>,
    /// `relay_used[team]`: the team made its Relay Swap this round (14.A.2 C).
    pub relay_used: Vec<bool>,
}

impl TeamState {
    pub fn new(players: usize) -> TeamState {
        TeamState {
            skip: vec![false; players],
            relay_used: vec![false; TEAMS],
        }
    }
}
