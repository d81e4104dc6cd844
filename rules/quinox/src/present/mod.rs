//! How Quinox is shown and operated in a chat.
//!
//! A turn is a chain of small prompts, one engine action each (`crate::rules::actions`):
//! choose the turn's pool tiles (both at once, Q-11, Q-15), then for each tile which one, its
//! face, its space, and the targets of a red or yellow action. Every step is one menu level
//! (the pool pair is two levels, in either order); see `paths` for the codes. Spaces and
//! targets are listed in coordinate order as buttons, or as a select of 25 a page when
//! there are more than the buttons hold, and every such level also offers "Type a choice…" (the
//! table's typed-choice form): a space is typed by its label (`n49`), a tile by its name, a
//! pattern by its labels. A label that is not among the choices is refused privately with the
//! reason (`typed`: taken, off the edge, POISON, CHARISMA, MAP, not a target) and examples of
//! what may be typed; text that is no label at all gets the examples.
//!
//! Quinox hides nothing but the bag's order: the board text, the event lines and both
//! pictures come from views in which the bag is a count.
//!
//! Every word a player reads comes from the game's catalog (`crate::words`, issue 48) in the
//! language the layer speaks around each call; codes, tile names and space labels never
//! depend on it. `words_tests` checks the catalog, the translations and the pseudo-language.
//!
//! Modules: `paths` (menu paths and the pool pair's levels), `board` (board and private text),
//! `picture` (the same as pictures), `events` (event lines), `text` (wording helpers).

mod alt;
mod board;
mod events;
mod paths;
mod picture;
#[cfg(test)]
mod picture_tests;
pub mod secrets;
mod symbols;
#[cfg(test)]
mod tests;
mod text;
mod typed;
#[cfg(test)]
mod words_tests;

use crate::rules::{Action, Event, Options, Quinox, State, View};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::{
    no_event_pictures, Lobby, MenuLevel, MenuStep, Names, Pictures, Present, Typing,
};

impl Present for Quinox {
    fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
        paths::action_path(state, seat, action, names)
    }

    fn board_text(view: &View, names: &Names) -> String {
        board::board_text(view, names)
    }

    fn private_text(view: &View, names: &Names) -> String {
        board::private_text(view, names)
    }

    fn event_text(event: &Event, names: &Names) -> String {
        events::event_text(event, names)
    }

    const PICTURES: Option<Pictures<Self>> = Some(Pictures {
        board: picture::board_svg,
        board_alt: alt::board_alt,
        private: picture::private_svg,
        private_alt: alt::private_alt,
        event: no_event_pictures,
    });

    /// Spaces, targets and tiles can always be typed (`n49`, `SWORD`): players read the
    /// labels off the picture.
    const TYPING: Option<Typing<Self>> = Some(Typing {
        every_level: true,
        refusal: typed::typed_refusal,
    });

    fn rules_text() -> String {
        WORDS.say("qx-rules")
    }

    /// No choices: the lobby only says how the colours are settled.
    const LOBBY: Option<Lobby<Self>> = Some(Lobby {
        text: lobby_text,
        selects: None,
        play: Vec::new,
    });

    fn menu_level(
        state: &State,
        seat: Seat,
        prefix: &[&str],
        _names: &Names,
    ) -> Option<MenuLevel<Action>> {
        paths::level(state, seat, prefix)
    }
}

/// The lobby line: how the first player and the colours are chosen.
fn lobby_text(_options: &Options, names: &Names) -> String {
    let mut line = WORDS.say("qx-lobby");
    if names.len() < 2 {
        line.push('\n');
        line.push_str(&WORDS.say("qx-lobby-needs-two"));
    }
    line
}
