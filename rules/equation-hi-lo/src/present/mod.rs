//! How Equation Hi-Lo is shown and operated in a chat.
//!
//! Menu paths (codes travel in `custom_id`s):
//!
//! | action | path |
//! |---|---|
//! | Check / Call / Fold | `ck` / `cl` / `fd` |
//! | Bet or raise to a total of N | `b` → `t<N>` (a long range is paged by the table and can be typed: `57`) |
//! | The × replaces + / − | `dp` / `dm` |
//! | Hand in without an equation (four zeros only) | `ne` |
//!
//! Declarations are typed, so they are not menus but [forms](present_kit::present::Form) (Discord
//! modals): Declare Low, Declare High, Declare Swing, and a private "check an equation" that
//! evaluates a candidate without handing it in (HL-10). Form codes carry the round
//! (`lo-r3`), so a form left open from an earlier round is refused.
//!
//! Modules: `text` (numbers, cards, operators, chips), `board` (the table and a seat's private
//! part), `showdown`, `events`, `paths` (menus), `forms` (typed declarations), `lobby`,
//! `picture`; `testing` holds the tests' shared helpers.

mod alt;
mod board;
mod events;
mod forms;
#[cfg(test)]
mod languages;
mod lobby;
mod paths;
pub mod picture;
pub mod secrets;
mod showdown;
#[cfg(test)]
mod testing;
mod text;

use self::{board::*, text::*};
use crate::rules::{Action, EquationHiLo, Event, State, View};
use crate::words::WORDS;
use game_kit::{Game, Seat, Viewer};
use present_kit::present::{
    CommandOption, EventDrawing, Forms, Lobby, LobbySelects, MenuStep, Names, OptionKind, Pictures,
    Present,
};

impl Present for EquationHiLo {
    fn score_text(score: i64) -> String {
        WORDS.say_with("hl-chips", &[("n", score.into())])
    }

    fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
        paths::action_path(state, seat, action, names)
    }

    fn board_text(view: &View, names: &Names) -> String {
        table_text(view, names)
    }

    fn private_text(view: &View, names: &Names) -> String {
        let table = table_text(view, names);
        match (view.viewer, private_part(view)) {
            (Viewer::Seat(_), Some(mine)) if !mine.is_empty() => format!("{mine}\n\n{table}"),
            _ => table,
        }
    }

    fn event_text(event: &Event, names: &Names) -> String {
        events::event_text(event, names)
    }

    fn rules_text() -> String {
        // Our own summary of the game for `/rules`.
        WORDS.say("hl-rules")
    }

    const PICTURES: Option<Pictures<Self>> = Some(Pictures {
        board: picture::board_svg,
        board_alt: alt::board_alt,
        private: picture::private_svg,
        private_alt: alt::private_alt,
        event: event_picture,
    });

    const LOBBY: Option<Lobby<Self>> = Some(Lobby {
        text: |options, _names| lobby::lobby_text(options),
        selects: Some(LobbySelects {
            list: lobby::lobby_options,
            set: lobby::set_lobby_option,
        }),
        play: play_options,
    });

    const FORMS: Option<Forms<Self>> = Some(Forms {
        offered: forms::forms,
        submit: forms::submit,
    });
}

/// The showdown as a picture of every live hand with its equation(s); the event is public.
fn event_picture(event: &Event, names: &Names) -> Option<EventDrawing> {
    match event {
        Event::Showdown { showdown } => Some(EventDrawing {
            svg: picture::showdown_svg(showdown, names),
            alt: alt::showdown_alt(showdown, names),
        }),
        _ => None,
    }
}

/// The `/play equation-hi-lo` options: chips, ante, rounds and the best hands' display.
fn play_options() -> Vec<CommandOption> {
    let option = |name, description: &str, kind| CommandOption {
        name,
        description: WORDS.say_with(
            description,
            &[("game", <EquationHiLo as Game>::NAME.into())],
        ),
        kind,
        required: false,
    };
    vec![
        option(
            "chips",
            "hl-opt-chips",
            OptionKind::Integer {
                min: 1,
                max: i64::from(crate::rules::options::MAX_CHIPS),
            },
        ),
        option(
            "ante",
            "hl-opt-ante",
            OptionKind::Integer {
                min: 1,
                max: i64::from(crate::rules::options::MAX_CHIPS),
            },
        ),
        option(
            "rounds",
            "hl-opt-rounds",
            OptionKind::Integer {
                min: 0,
                max: i64::from(crate::rules::options::MAX_ROUNDS),
            },
        ),
        option(
            "best",
            "hl-opt-best",
            OptionKind::Choice(vec![
                ("yes", WORDS.say("hl-yes")),
                ("no", WORDS.say("hl-no")),
            ]),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_text_covers_the_essentials() {
        let t = EquationHiLo::rules_text();
        for word in [
            "Low",
            "High",
            "Swing",
            "cap",
            "√",
            "×",
            "odd chip",
            "check an equation",
        ] {
            assert!(t.contains(word), "{word}");
        }
        assert!(t.len() < 2000, "fits one Discord message");
    }
}
