//! How a game is shown and operated in a chat: the per-game half of the user interface.
//!
//! `rules` knows what is legal; this trait knows how to *say* it. Every legal action is given a
//! short menu path (e.g. Give → ♥9 from the Market → to Alice). The table walks these paths one
//! level at a time, so any number of legal actions fits Discord's 25-button / 25-option limits,
//! and the chosen prefix travels in the component's `custom_id` instead of in memory.

use rules::{Game, Seat};

/// One level of an action's menu path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Compact code used in `custom_id`s: ASCII letters, digits, `-` and `_` only, at most
    /// 12 characters. Unique among the steps offered at the same level.
    pub code: String,
    /// What the player reads on the button or select option (at most 80 characters).
    pub label: String,
}

impl Step {
    pub fn new(code: impl Into<String>, label: impl Into<String>) -> Step {
        Step {
            code: code.into(),
            label: label.into(),
        }
    }
}

/// Names of the seated players, index = seat.
pub type Names = [String];

/// A game as the chat front ends present it.
pub trait Present: Game {
    /// The menu path of a legal action for `seat`. Paths of different legal actions differ, and
    /// no path is a strict prefix of another's; at most 25 distinct steps follow any prefix.
    /// The labels of the first step of a [`rules::PromptKind::Reaction`] prompt may be shown
    /// publicly, so they carry no hidden information. Codes must not depend on `names`.
    fn action_path(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
        names: &Names,
    ) -> Vec<Step>;

    /// The public board: everything a spectator may know, as readable text.
    fn board_text(view: &Self::View, names: &Names) -> String;

    /// A seat's private view (hand, secret selections ...) as readable text.
    fn private_text(view: &Self::View, names: &Names) -> String;

    /// One line describing an (already redacted) event.
    fn event_text(event: &Self::Event, names: &Names) -> String;

    /// The `/rules` summary, in our own words.
    fn rules_text() -> &'static str;
}
