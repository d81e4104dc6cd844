//! Host options: the turn limit of EX-K5.

use game_kit::engine::RuleError;
use serde::{Deserialize, Serialize};

/// Equilibrix Project seats 3 to 6 players (EX-S1).
pub const PLAYERS: (usize, usize) = (3, 6);
/// EX-K5's default number of rounds.
pub const DEFAULT_TURNS: u32 = 40;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Rounds before the game ends by spiral position (EX-K5); 0 = no limit. Accepts a number or
    /// its text, since chat options arrive as text.
    #[serde(deserialize_with = "number")]
    pub turns: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            turns: DEFAULT_TURNS,
        }
    }
}

fn number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum N {
        Num(u32),
        Text(String),
    }
    match N::deserialize(d)? {
        N::Num(n) => Ok(n),
        N::Text(t) => t
            .trim()
            .parse()
            .map_err(|_| serde::de::Error::custom(format!("{t:?} is not a number of rounds"))),
    }
}

impl Options {
    pub fn validate(&self, players: usize) -> Result<(), RuleError> {
        let (min, max) = PLAYERS;
        if !(min..=max).contains(&players) {
            return Err(RuleError::new(format!(
                "Equilibrix Project needs {min} to {max} players, not {players}"
            )));
        }
        if self.turns > 1000 {
            return Err(RuleError::new("At most 1000 rounds (0 for no limit)"));
        }
        Ok(())
    }
}
