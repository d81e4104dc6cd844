//! How tic-tac-toe is shown and played in a chat: the smallest surface [`Present`] allows.
//!
//! Every action is one menu level: "Keep my coin" or "Toss it again" while the coins are
//! settled, then one button per free square (at most nine). The texts (`text`) come from
//! views only: the board from the spectator's, which holds no coin before the end, and the
//! private text from the seat's own, which names its coin. No pictures.

pub mod secrets;
mod text;

use crate::rules::{square_name, Action, Event, State, TicTacToe, View};
use game_kit::Seat;
use present_kit::present::{MenuStep, Names, Present};

impl Present for TicTacToe {
    fn action_path(_: &State, _: Seat, action: &Action, _: &Names) -> Vec<MenuStep> {
        let label = match action {
            Action::Keep => "Keep my coin".to_string(),
            Action::Toss => "Toss it again".to_string(),
            Action::Place { square } => text::square_label(*square),
        };
        vec![MenuStep::new(code(action), label)]
    }

    fn board_text(view: &View, names: &Names) -> String {
        text::table(view, names)
    }

    fn private_text(view: &View, names: &Names) -> String {
        text::private(view, names)
    }

    fn event_text(event: &Event, names: &Names) -> String {
        text::event(event, names)
    }

    fn rules_text() -> String {
        RULES.to_string()
    }
}

/// The code of `action`'s one menu step, as its button's `custom_id` ends (`keep`, `toss`, a
/// square's name such as `b2`): what a test clicks to play it.
pub fn code(action: &Action) -> String {
    match action {
        Action::Keep => "keep".into(),
        Action::Toss => "toss".into(),
        Action::Place { square } => square_name(*square),
    }
}

/// Our own summary for `/rules`.
const RULES: &str = "\
**Tic-tac-toe** (2 players), with a hidden coin. Each player is dealt a coin, heads or tails, \
that only they see.

**Start:** both players, in secret, keep their coin or toss it once more.

**Play:** X then O put their mark on a free square; three in a row (across, down or \
diagonally) wins.

**Full board:** the coins are revealed and break the tie: heads beats tails, equal coins are \
a draw.

A player who runs out of time keeps their coin, or takes the first free square (a1, b1, c1, \
a2 ...).";
