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
        vec![match action {
            Action::Keep => MenuStep::new("keep", "Keep my coin"),
            Action::Toss => MenuStep::new("toss", "Toss it again"),
            Action::Place { square } => {
                MenuStep::new(square_name(*square), text::square_label(*square))
            }
        }]
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

    fn rules_text() -> &'static str {
        RULES
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
