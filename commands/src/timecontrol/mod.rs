//! Time controls: how long each kind of prompt may wait before its timeout default applies,
//! and (issue 47) the clock a table may choose on top of its pace ([`clock`]).
pub mod clock;

pub use clock::GameClock;

use crate::api::Millis;
use game_kit::PromptKind;
use serde::{Deserialize, Serialize};

/// Per-table pace, chosen in `/play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum TimeControl {
    /// Everyone at the table now: minutes per game.
    #[default]
    Live,
    /// Play over days: a turn a day, with a reminder before the deadline.
    Async,
}

const SECOND: Millis = 1000;
const MINUTE: Millis = 60 * SECOND;
const HOUR: Millis = 60 * MINUTE;

impl TimeControl {
    pub fn parse(s: &str) -> Option<TimeControl> {
        match s.trim().to_ascii_lowercase().as_str() {
            "live" => Some(TimeControl::Live),
            "async" => Some(TimeControl::Async),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TimeControl::Live => "live",
            TimeControl::Async => "async",
        }
    }

    /// Time allowed for a prompt of this kind.
    pub fn allowance(self, kind: PromptKind) -> Millis {
        match (self, kind) {
            (TimeControl::Live, PromptKind::Turn) => 60 * SECOND,
            (TimeControl::Live, PromptKind::Reaction) => 20 * SECOND,
            (TimeControl::Live, PromptKind::Secret | PromptKind::Decision) => 30 * SECOND,
            (TimeControl::Async, PromptKind::Turn) => 24 * HOUR,
            (TimeControl::Async, PromptKind::Reaction) => 2 * HOUR,
            (TimeControl::Async, PromptKind::Secret | PromptKind::Decision) => 4 * HOUR,
        }
    }

    /// How long before the deadline a reminder is posted; live games get none.
    pub fn reminder_lead(self, kind: PromptKind) -> Option<Millis> {
        match (self, kind) {
            (TimeControl::Live, _) => None,
            (TimeControl::Async, PromptKind::Turn) => Some(2 * HOUR),
            (TimeControl::Async, _) => Some(30 * MINUTE),
        }
    }
}

/// The name of a prompt kind as stored in the deadlines table.
pub fn kind_str(kind: PromptKind) -> &'static str {
    match kind {
        PromptKind::Turn => "turn",
        PromptKind::Reaction => "reaction",
        PromptKind::Secret => "secret",
        PromptKind::Decision => "decision",
    }
}
