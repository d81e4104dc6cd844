//! How much thinking a move may take: an iteration cap and an optional time limit, and the three
//! difficulty levels a table offers.

use crate::game::PromptKind;
use std::time::Duration;

/// The limits of one search. The search stops at whichever comes first.
///
/// With `max_time: None` a search is bound by iterations only and so is exactly reproducible
/// from its seed (tests, replays, fairness checks); with a time limit the number of iterations
/// depends on the machine, so the chosen move may vary from run to run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Iterations of the search (one determinization, one descent, one playout each).
    pub max_iterations: u32,
    /// Wall-clock limit of the search, checked between iterations.
    pub max_time: Option<Duration>,
    /// The chance (0 to 1) that the bot plays a random move instead of searching: how
    /// [`Level::Easy`] leaves a beginner room to win.
    pub blunders: f64,
}

impl Budget {
    /// A reproducible budget: `n` iterations, no clock.
    pub fn iterations(n: u32) -> Budget {
        Budget {
            max_iterations: n,
            max_time: None,
            blunders: 0.0,
        }
    }

    /// A time-bound budget with a generous iteration cap (so memory stays bounded).
    pub fn time(limit: Duration) -> Budget {
        Budget {
            max_iterations: STRONG_ITERATIONS,
            max_time: Some(limit),
            blunders: 0.0,
        }
    }
}

/// The iteration cap of [`Level::Strong`]: high enough that the time limit binds on the
/// machines we run on, low enough that the tree stays a few tens of megabytes at most.
pub const STRONG_ITERATIONS: u32 = 60_000;

/// How well a bot plays.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A handful of iterations, and one move in five at random: the bot avoids the worst
    /// mistakes most of the time and little more, so a new player can win.
    Easy,
    /// A few hundred iterations within half a second.
    #[default]
    Normal,
    /// The full budget: one second for a turn, less for a reaction, up to
    /// [`STRONG_ITERATIONS`].
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    /// The budget for a prompt of `kind`. Reactions and secret choices get less time than a
    /// turn because the table gives them shorter deadlines and the other players wait on them.
    pub fn budget(self, kind: PromptKind) -> Budget {
        let (iterations, turn_ms) = match self {
            Level::Easy => (24, 100),
            Level::Normal => (400, 500),
            Level::Strong => (STRONG_ITERATIONS, 1000),
        };
        let ms = match kind {
            PromptKind::Turn => turn_ms,
            PromptKind::Decision => turn_ms / 2,
            PromptKind::Reaction | PromptKind::Secret => turn_ms * 3 / 10,
        };
        Budget {
            max_iterations: iterations,
            max_time: Some(Duration::from_millis(ms)),
            blunders: if self == Level::Easy { 0.2 } else { 0.0 },
        }
    }

    /// The same budget without the clock, for reproducible runs (tests, arenas).
    pub fn iteration_budget(self) -> Budget {
        Budget {
            max_time: None,
            ..self.budget(PromptKind::Turn)
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        let t = text.trim().to_ascii_lowercase();
        Level::ALL.into_iter().find(|d| d.id() == t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reactions_get_less_time_than_turns() {
        for d in Level::ALL {
            let turn = d.budget(PromptKind::Turn).max_time.unwrap();
            let reaction = d.budget(PromptKind::Reaction).max_time.unwrap();
            assert!(reaction < turn, "{d:?}");
        }
        assert_eq!(Level::parse(" Strong "), Some(Level::Strong));
    }
}
