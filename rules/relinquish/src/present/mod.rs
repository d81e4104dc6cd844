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
    let yes_no = |name, description: &str| CommandOption {
        name,
        description: description.to_string(),
        kind: OptionKind::Choice(vec![("yes", "yes".into()), ("no", "no".into())]),
        required: false,
    };
    vec![
        yes_no(
            "short",
            "Relinquish: a short game with a 16-card scry pile (no)",
        ),
        yes_no(
            "beginner",
            "Relinquish: a beginner game without Finesse or Acceptances (no)",
        ),
        yes_no("teams", "Relinquish: 2v2 teams, 4 players (no)"),
    ]
}

/// Our own summary of the game for `/rules`.
const RULES: &str = "\
**Relinquish** (2-4 players, or 2v2) — a 78-card tarot deck. Finish with the highest total of \
Commons in your tableau.

**Cards:** Commons 1-10 like `7 Wands`, `10 Cups`, `3 Swords`, `9 Pence`; \
Courts Page, Knight, King, Queen (strength 0-3), written `Queen of Swords`; Tarots `T0` \
(The Fool) to `T21` (The World). Pictures show ▮ Wands, ▼ Cups, ✖ Swords, ✪ Pence and Courts \
P, N (Knight), K, Q. Everyone starts with 13 cards; cards on the table **Stand** or \
**Rest** (turned sideways).

**Your turn:** all your cards Stand again. Then, in any order, at most one of each:
• **Populate** — place a Common at least as high as your highest Standing Common.
• **Summon** — place a Court no lower than your Standing Courts, paying by Resting Standing \
Commons: Page or Knight 1 of its suit or 2 of any; King or Queen 2 of its suit or 3 of any.
• **Magick** — exile a Tarot. **Enchant**: name an opponent's Resting Commons adding up to the \
Tarot's number and capture them. **Augur** (below 13): scry twice. **Murder** (13 or more): \
discard an opponent's Court.
• **Battle** — Rest Standing Courts to attack opponents' Standing Commons.
Then end the turn, optionally Resting one of your Commons (**Fortify**), and take the \
**Acceptance**: one scry. To **scry** is to look at two cards from the pile, keep one and \
discard the other face up.

**Abilities** (as often as you can pay): Rest two Standing cards of one suit. Wands **Glamour** \
Stands or Rests a Common; Swords **Coerce** does the same to a Court; Pence **Bounty** adds or \
takes away one payer's value from a card until the turn ends; Cups **Lavish** scries. \
**Finesse**: two Commons adding up to a Common in your hand place it (**Congregate**); two \
Courts place a Court from your hand (**Conscript**).

**Counters:** the Enchanted player (or partner) may **Negate** with a lower Tarot: only named \
Commons adding up to that Tarot are captured (The Fool stops it all). A Murdered Court's owner \
may **Foil** with a higher Tarot; the murderer's side may Foil back, and so on; the last Tarot \
decides. Answers come as timed buttons; the window opens whatever your hand holds.

**Battle:** each attacked player meets the attackers one by one: block with a Standing Court \
(a **Clash**) or let it through. In a Clash both players secretly **Rally** a Common from hand \
(or nothing); strength plus Rally decides, the loser is discarded, a tie discards both. A \
winning or unblocked attacker captures a Standing Common: Page and Knight take the lowest, King \
and Queen the highest. A winning blocker may block again.

**End:** when a player ends a turn with an empty hand, or everyone passes in a row. Commons \
score their printed value (partners add up); ties go to more Courts. Options: **short** game, \
**beginner** (no Finesse, no Acceptance), **teams**.";
