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

use crate::rules::{Action, Event, Options, Quinox, State, View};
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
        RULES.to_string()
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
    let mut line = "Two players. The first player is drawn by lot; the other then chooses \
                    black or white (Q-14)."
        .to_string();
    if names.len() < 2 {
        line.push_str("\n⚠ Quinox needs 2 players.");
    }
    line
}

/// Our own summary of the game for `/rules`.
const RULES: &str = "\
**Quinox** (2 players) — 47 hexagonal tiles, black on one side and white on the other, laid \
around the grey **Stone**. One player scores the black faces, the other the white ones.

**Start:** a lot decides who plays first; the other player picks a colour. The first turn is a \
single tile, every later turn two.

**A turn:** the pool is topped up to 7 tiles from the bag, and each newly drawn tile gets a \
point token. Pick the turn's tiles from the pool (both before playing either), then play them \
one by one: choose a face (either one, whatever your colour) and an empty space touching the \
board. Playing a tile that carries a token hands the token to your opponent. Tokens still on \
pool tiles are cleared when the turn ends.

**Tile colours:** **red** tiles flip tiles as soon as they land; **yellow** ones act once in \
another way (swap, move, remove, name the opponent's spaces or tiles ...); **purple** ones act \
for as long as they stay on the board; **blue** ones act when the game is scored. When an \
action lets you choose, you must pick an option hitting as many tiles as it can.

**End:** when the pool and the bag are empty at the end of a turn, the blue tiles act in \
ascending number. Each tile showing your face, each token on those tiles and each token in \
your supply is a point. Equal scores share the place.

**Playing here:** the board is a picture. Every space has a short label (the Stone starts at \
`m50`; letters are columns, numbers rows): free spaces where the next tile may go are dashed \
and labelled, and a long list of spaces can be typed by label. Tiles are named in capitals \
(SWORD, KEY ...); the private view explains the tiles you are choosing from. A timed-out step \
plays the first legal option, and a tile placed that way shows the opponent's colour.";
