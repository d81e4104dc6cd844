//! How Relinquish is shown and operated in a chat.
//!
//! Menu paths (codes travel in `custom_id`s; cards in codes are their stored codes in lower
//! case, e.g. `c9w`, never shown; every card step can be typed by its label, e.g. `9 Wands`):
//!
//! | action | path |
//! |---|---|
//! | Populate | `po` → `c<card>` |
//! | Summon (then the payment) | `su` → `c<court>` |
//! | Enchant (then the named Commons) | `en` → `t<tarot>` → `s<seat>` |
//! | Augur | `au` → `t<tarot>` |
//! | Murder | `mu` → `t<tarot>` → `c<court>` |
//! | Battle (then the attackers) | `ba` |
//! | Arcana | `ar` → `gl`/`la`/`co`/`bo` → `p<card>-<card>` |
//! | Congregate / Conscript (Finesse) | `cg` / `cs` → `c<card>` → `p<card>-<card>` |
//! | End the turn / Fortify and end | `ed` / `fy` → `c<card>` |
//! | In a choice: pay with or name a card / take it back | `p<card>` / `u<card>` |
//! | In a choice: an attacker | `a<court>` (→ `s<seat>` with several opponents) |
//! | In a choice: Confirm / Back | `ok` / `bk` |
//! | Glamour or Coerce target | `t<card>` |
//! | Bounty | `b<card>` → `a<by>` (add) / `s<by>` (subtract) |
//! | Negate | `ng` → `t<tarot>` → `k<mask of the kept named Commons>` |
//! | Foil | `fl` → `t<tarot>` |
//! | No counter | `nc` (also `ng`/`fl` → `none` without a usable Tarot) |
//! | Keep a scried card | `k<card>` |
//! | Block / let through | `m<attacker>` → `w<blocker>` / `dl`; all through: `da` |
//! | Rally / no Rally | `r<card>` / `rn` |
//! | Capture among equal Commons | `c<card>` |
//!
//! Within one prompt no path is a prefix of another: each first code leads to one kind of
//! action with a fixed length. The first step of a Negate or Foil window ("Negate…", "Foil…",
//! "No counter") is posted on the public notice and names no card, and every seat in the window
//! is offered the same first steps whatever its hand holds (see `paths`).
//!
//! Modules: `paths` (menu paths and levels), `board` (public board and private view),
//! `picture` (the same as pictures), `events` (event lines), `lobby` (the host's options),
//! `text` (wording helpers).

mod alt;
mod board;
mod events;
#[cfg(test)]
mod lang_tests;
mod lobby;
mod paths;
mod picture;
pub mod secrets;
#[cfg(test)]
mod tests;
mod text;

use crate::rules::{Action, Event, Relinquish, State, View};
use game_kit::Seat;
use present_kit::present::{
    no_event_pictures, CommandOption, Lobby, LobbySelects, MenuLevel, MenuStep, Names, OptionKind,
    Pictures, Present,
};

impl Present for Relinquish {
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

    fn rules_text() -> String {
        crate::words::say("rq-rules")
    }

    const LOBBY: Option<Lobby<Self>> = Some(Lobby {
        text: lobby::lobby_text,
        selects: Some(LobbySelects {
            list: lobby::lobby_options,
            set: lobby::set_lobby_option,
        }),
        play: play_options,
    });

    fn menu_level(
        state: &State,
        seat: Seat,
        prefix: &[&str],
        names: &Names,
    ) -> Option<MenuLevel<Action>> {
        paths::level(state, seat, prefix, names)
    }
}

/// The `/play relinquish` options: the short, beginner and team games.
fn play_options() -> Vec<CommandOption> {
    let yes_no = |name, description: String| CommandOption {
        name,
        description,
        kind: OptionKind::Choice(vec![
            ("yes", crate::words::say("rq-play-yes")),
            ("no", crate::words::say("rq-play-no")),
        ]),
        required: false,
    };
    vec![
        yes_no("short", crate::words::say("rq-play-short")),
        yes_no("beginner", crate::words::say("rq-play-beginner")),
        yes_no("teams", crate::words::say("rq-play-teams")),
    ]
}
