//! How tic-tac-toe is shown and played in a chat: the smallest surface [`Present`] allows.
//!
//! Every action is one menu level: "Keep my coin" or "Toss it again" while the coins are
//! settled, then one button per free square (at most nine). The texts (`text`) come from
//! views only: the board from the spectator's, which holds no coin before the end, and the
//! private text from the seat's own, which names its coin. No pictures.

pub mod secrets;
mod text;

use crate::rules::{square_name, Action, Event, State, TicTacToe, View};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::{MenuStep, Names, Present};

impl Present for TicTacToe {
    fn action_path(_: &State, _: Seat, action: &Action, _: &Names) -> Vec<MenuStep> {
        let label = match action {
            Action::Keep => WORDS.say("ttt-keep"),
            Action::Toss => WORDS.say("ttt-toss"),
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
        WORDS.say("ttt-rules")
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

#[cfg(test)]
mod tests {
    use super::*;
    use present_kit::words::{speaking, Lang};

    /// The words come in the language spoken: the rules, a menu label, a refusal, a view.
    #[test]
    fn the_game_speaks_the_readers_language() {
        let english = TicTacToe::rules_text();
        assert!(
            english.starts_with("**Tic-tac-toe** (2 players), with a hidden coin."),
            "{english}"
        );
        assert!(
            english.contains(".\n\n**Start:** both players"),
            "{english}"
        );
        let german = speaking(Lang::De, TicTacToe::rules_text);
        assert!(german.contains("Kopf schlägt Zahl"), "{german}");
        let label = speaking(Lang::Fr, || text::square_label(4));
        assert_eq!(label, "b2 · au centre");
        assert_eq!(text::square_label(0), "a1 · top left");
    }
}
