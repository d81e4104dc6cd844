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
mod tests;
mod text;

use crate::rules::{Action, Equilibrix, Event, State, View};
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
        RULES.to_string()
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
        description:
            "Equilibrix Project: rounds before the game ends by spiral position (40; 0 = none)"
                .into(),
        kind: OptionKind::Integer { min: 0, max: 1000 },
        required: false,
    }]
}

/// Our own summary of the game for `/rules`.
const RULES: &str = "\
**Equilibrix Project** (3-6 players) — build on the Flower of Life, make coalitions, and be \
the first Vitruvian to reach the middle of the scoring spiral.

**Board.** Fields are lenses (between two neighbouring nodes) and triangles, written by their \
label, e.g. `D4ne` (a lens from node D4 to the north-east) or `C3d`. Everyone has 10 lens \
stones and 6 triangle stones; three start on the board.

**Your turn:** two positional actions and one political action, in any order; you may end \
the turn early.
• **Positional action** — move your Vitruvian on the **Tree of Life** to a connected free \
field (or jump when none is free). The field's **row** says which pair of stones counts \
(two lenses, two triangles, or one of each) and which surround formation scores; its \
**column** says the angle between the two stones. Then place or remove one of your stones so \
that it makes that pair at that angle with another of yours (**standard**), or with a \
coalition partner's stone (**magical**, uses both positional actions). A move always comes \
with its stone: only moves that allow one are offered, **Back** undoes the move, and if no \
move allows a stone your positional actions are skipped.
• **Political action** — your map first develops (every relation moves one step along its \
arrow; some leave the map), then you may place up to three other players' Vitruvians on the \
circles of your map. Coalition fields make partners (at most two), opposition fields make \
opponents.

**Scoring.** Surround an opponent's stones in the formation of your row and they return to \
stock, scoring for you. Report a **commissioned project** (small, medium or large card) when \
its obligatory fields are filled: the colours there score by how many stones they hold, \
voluntary fields add a little. Points move your Vitruvian along the spiral.

**Taxes.** Crossing a node of the spiral costs stones from the board. If everyone else \
already stood past the node when you crossed it, you crossed it last and may call \
**charity**: the player best placed at that moment pays instead. Points scored together move \
one Vitruvian at a time: bigger gains first, then lower positions, then seat order from the \
player whose turn it is.

**End:** the first Vitruvian at the centre wins; otherwise, after the round limit (option \
`turns`, 40 by default, 0 for none), spiral positions decide.

Where the rulebook is silent we decided: the political action \
and reports happen between positional actions; a tax is its payer's decision, even outside \
their turn; surrounds score only on a placement; small projects have no voluntary points.";
