//! Bots at tables (issue 18): seats held by a bot, and absent players' seats a
//! bot plays for them.
//!
//! The search itself is `game_kit::bots` (information-set MCTS over the rules engine, fair by
//! construction). This module is the table's side of it:
//!
//! - **Seats.** A bot seat has a level ([`Level`]), a seat user `bot:<n>` that no Discord id can
//!   be (ids are digits), and a display name players read everywhere names are shown ("Bot
//!   (strong)", "Bot 2 (easy)"), given when it sits down in the server's language (issue 48:
//!   "Bot 2 (leicht)") and kept like a person's name. It never pings,
//!   never gets a private view and never times out.
//! - **Who plays a seat** ([`controller`]): its bot, or, at a table whose host chose
//!   `absent: bot`, a [`ABSENT_LEVEL`] bot for a player marked absent; nobody else.
//! - **Moves.** A seat a bot plays gets a deadline row like anyone's, with
//!   the bot's level in it and due after a short pause in live games ([`pause`]) or at once in
//!   async ones. When it falls due, the scheduler hands it to a worker pool; the answer
//!   comes back through the writer as an ordinary input, which
//!   checks the table's version first, so an answer to a table that moved on is dropped and
//!   the row, still due, is thought about again. Nothing about a search lives only in memory
//!   that a restart could lose: the row stays until a move is committed.
//! - **Table options** ([`options`]): `/play`'s `bots`, `bot_level`, `absent` and
//!   `rated_with_bots`.

pub mod options;

use crate::api::Millis;
use crate::store::tables::{SeatRow, StandIn, Table};
use crate::timecontrol::TimeControl;
use present_kit::words::Lang;

/// How well a bot plays: the search's budget for each kind of prompt
/// ([`game_kit::bots::Level::budget`]).
pub use game_kit::bots::Level;

/// The level of the bot that plays an absent player's seat at a table with `absent: bot`: it
/// plays well enough to keep the seat in the game, and thinks no longer than a normal bot.
pub const ABSENT_LEVEL: Level = Level::Normal;

/// Seat users of bots start with this; Discord user ids are digits only.
const USER_PREFIX: &str = "bot:";

/// The seat user of bot number `n` at a table (unique within the table, as seats require).
pub fn seat_user(n: u32) -> String {
    format!("{USER_PREFIX}{n}")
}

/// The bot number of a seat user, if it is a bot's.
pub fn number(user: &str) -> Option<u32> {
    user.strip_prefix(USER_PREFIX)?.parse().ok()
}

/// The smallest bot number whose seat user no seat at a table with `seats` has.
pub fn next_number(seats: &[SeatRow]) -> u32 {
    (1..)
        .find(|n| !seats.iter().any(|s| s.user == seat_user(*n)))
        .unwrap_or(1)
}

/// A bot's display name in `lang`: "Bot (strong)" for the first one, "Bot 2 (easy)" after it.
pub fn name(n: u32, level: Level, lang: Lang) -> String {
    crate::words::t(
        lang,
        "bot-name",
        &[("n", n.max(1).into()), ("level", level.id().into())],
    )
}

/// The key under which a level's results and rating are kept per guild and game ("bot:strong"):
/// all the bots of one level are one player for `/stats`.
pub fn rating_key(level: Level) -> String {
    format!("{USER_PREFIX}{}", level.id())
}

/// Who plays `seat` at `table` now when it is prompted: its own bot, a bot for its absent
/// player when the table hands absent seats to one (or whoever removed the seat chose one),
/// or nobody (a person, or the timeout default for an absent one).
pub fn controller(table: &Table, seat: &SeatRow) -> Option<Level> {
    match (seat.bot, seat.stand_in) {
        (Some(level), _) => Some(level),
        (None, _) if !seat.absent => None,
        (None, Some(StandIn::Bot)) => Some(ABSENT_LEVEL),
        (None, Some(StandIn::Default)) => None,
        (None, None) => table.absent_bot.then_some(ABSENT_LEVEL),
    }
}

/// How long after its prompt a bot's move falls due: a short pause in live games, so people
/// can follow what happens, and none in async games, where nobody is watching move by move.
pub fn pause(time_control: TimeControl, live_pause: Millis) -> Millis {
    match time_control {
        TimeControl::Live => live_pause,
        TimeControl::Async => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(n: usize, user: &str, bot: Option<Level>) -> SeatRow {
        SeatRow {
            seat: n,
            user: user.into(),
            name: user.into(),
            timeouts: 0,
            absent: false,
            resigned: false,
            stand_in: None,
            bot,
            clock_left: None,
        }
    }

    #[test]
    fn names_keys_and_numbers() {
        assert_eq!(name(1, Level::Strong, Lang::En), "Bot (strong)");
        assert_eq!(name(2, Level::Easy, Lang::En), "Bot 2 (easy)");
        assert_eq!(name(0, Level::Normal, Lang::En), "Bot (normal)");
        assert_eq!(name(2, Level::Easy, Lang::De), "Bot 2 (leicht)");
        assert_eq!(name(1, Level::Strong, Lang::Fr), "Bot (fort)");
        // A name fits every picture's name box: short in every language.
        for lang in Lang::ALL {
            for level in [Level::Easy, Level::Normal, Level::Strong] {
                assert!(name(8, level, lang).chars().count() <= 16, "{lang:?}");
            }
        }
        assert_eq!(number(&seat_user(7)), Some(7));
        assert_eq!(number("1234567890"), None);
        assert_eq!(number("bot:x"), None);
        assert_eq!(rating_key(Level::Strong), "bot:strong");
    }

    #[test]
    fn the_next_number_fills_the_first_gap() {
        let seats = [
            seat(0, "111", None),
            seat(1, &seat_user(1), Some(Level::Easy)),
            seat(2, &seat_user(3), Some(Level::Easy)),
        ];
        assert_eq!(next_number(&seats), 2);
        assert_eq!(next_number(&seats[..1]), 1);
        // A user that looks like a bot's (a script's) keeps its seat user unique all the same.
        assert_eq!(next_number(&[seat(0, &seat_user(1), None)]), 2);
    }

    /// Issue 27: a removed seat is played by whoever removed it chose, whatever the table's
    /// policy for absent players; any other absent seat follows that policy.
    #[test]
    fn a_removed_seat_is_played_by_its_stand_in_and_an_absent_one_by_the_policy() {
        let table = |absent_bot| Table {
            id: 1,
            guild: "g".into(),
            channel: "c".into(),
            game: "quinox".into(),
            status: crate::store::tables::Status::Playing,
            host: "1".into(),
            options: serde_json::Value::Null,
            time_control: TimeControl::Async,
            seed: 0,
            version: 1,
            state: None,
            recent: Vec::new(),
            board_message: None,
            absent_bot,
            rated_with_bots: false,
            rematch_of: None,
            abandoned: false,
            house_rules: Vec::new(),
            parent: None,
            web_token: None,
            clock: None,
            lose_on_time: false,
        };
        let person = seat(0, "1", None);
        let absent = SeatRow {
            absent: true,
            ..person.clone()
        };
        let removed = |stand_in| SeatRow {
            resigned: true,
            stand_in: Some(stand_in),
            ..absent.clone()
        };
        for policy in [false, true] {
            let t = table(policy);
            assert_eq!(controller(&t, &person), None);
            assert_eq!(controller(&t, &absent), policy.then_some(ABSENT_LEVEL));
            assert_eq!(controller(&t, &removed(StandIn::Bot)), Some(ABSENT_LEVEL));
            assert_eq!(controller(&t, &removed(StandIn::Default)), None);
            let bot = seat(1, &seat_user(1), Some(Level::Easy));
            assert_eq!(controller(&t, &bot), Some(Level::Easy));
        }
    }

    #[test]
    fn live_games_pause_and_async_ones_do_not() {
        assert_eq!(pause(TimeControl::Live, 1_500), 1_500);
        assert_eq!(pause(TimeControl::Async, 1_500), 0);
    }
}
