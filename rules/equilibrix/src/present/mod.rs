//! How Equilibrix Project is shown and operated in a chat: text, menus and pictures.
//!
//! Menu paths (codes travel in `custom_id`s; every field step can be typed by its label):
//!
//! | action | path |
//! |---|---|
//! | Move on the Tree | `mv` → `t<tree field>` (typed: the field's name, e.g. `Tiferet`) |
//! | Place / remove, standard / magical | `ps` / `pm` / `rs` / `rm` |
//! | Leave the stone out (only a move saved under the earlier rules) | `sk` |
//! | The field (up to 25 fields) | `f<field>` (typed: its label, e.g. `D4ne`) |
//! | The field (more than 25) | `n<node>` (typed: the node, e.g. `D4`) → `f<field>` |
//! | Back from the field to the choice; from the choice, undo the move | `bk` |
//! | Political action (develop) | `po` |
//! | A new relation / no more | `w<seat>` → `m<map field>` (typed: `C1`) / `dn` |
//! | Report a project | `rp` → `s` / `m` / `l` → `x<site>` |
//! | Call charity / pay the tax oneself | `cy` / `cn` |
//! | Return a stone as tax | `f<field>` (typed: its label) |
//! | End the turn | `ed` |
//!
//! Each level offers only what `legal` allows now; the shared menu machinery pages levels past
//! 25 choices, and every level with labels to type offers "Type a choice…".
//!
//! Modules: `paths` (menu paths), `board` (public board and private view as text), `picture`
//! (the same as pictures), `events` (event lines), `lobby` (the host's options), `text`
//! (wording helpers).

mod alt;
mod board;
mod events;
mod lobby;
mod paths;
mod picture;
pub mod secrets;
#[cfg(test)]
pub(crate) mod tests;
mod text;

use crate::rules::{Action, Equilibrix, Event, State, View};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::{
    generic_refusal, no_event_pictures, CommandOption, Lobby, LobbySelects, MenuStep, Names,
    OptionKind, Pictures, Present, Typing,
};

impl Present for Equilibrix {
    fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
        paths::action_path(state, seat, action, names)
    }

    fn board_text(view: &View, names: &Names) -> String {
        board::board_text(view, names)
    }

    fn private_text(view: &View, names: &Names) -> String {
        board::private_text(view, names)
    }

    const PICTURES: Option<Pictures<Self>> = Some(Pictures {
        board: picture::board_svg,
        board_alt: alt::board_alt,
        private: picture::private_svg,
        private_alt: alt::private_alt,
        event: no_event_pictures,
    });

    fn event_text(event: &Event, names: &Names) -> String {
        events::event_text(event, names)
    }

    /// Fields, Tree fields, nodes and map fields can always be typed by the labels the board
    /// shows (`D4ne`, `Tiferet`, `C1`).
    const TYPING: Option<Typing<Self>> = Some(Typing {
        every_level: true,
        refusal: generic_refusal,
    });

    fn rules_text() -> String {
        rules_summary()
    }

    const LOBBY: Option<Lobby<Self>> = Some(Lobby {
        text: lobby::lobby_text,
        selects: Some(LobbySelects {
            list: lobby::lobby_options,
            set: lobby::set_lobby_option,
        }),
        play: play_options,
    });
}

/// The `/play equilibrix` option: the round limit.
fn play_options() -> Vec<CommandOption> {
    vec![CommandOption {
        name: "turns",
        description: WORDS.say("ex-play-turns"),
        kind: OptionKind::Integer { min: 0, max: 1000 },
        required: false,
    }]
}

/// Our own summary of the game for `/rules`: paragraphs of the catalog.
fn rules_summary() -> String {
    let p = |key: &str| WORDS.say(key);
    [
        p("ex-rules-intro"),
        p("ex-rules-board"),
        [
            p("ex-rules-turn"),
            p("ex-rules-positional"),
            p("ex-rules-political"),
        ]
        .join("\n"),
        p("ex-rules-scoring"),
        p("ex-rules-taxes"),
        p("ex-rules-end"),
        p("ex-rules-rulings"),
    ]
    .join("\n\n")
}

/// A Tree field's rule in words, for the catalog's tests.
#[cfg(test)]
pub(crate) fn text_rule(r: &crate::rules::view::RuleView) -> String {
    text::rule(r)
}
