//! A table's chosen clock (issue 47): on top of its pace's per-decision deadlines, a turn may be
//! timed by a bank of time per player. Two kinds:
//!
//! - **Fischer** (`5+3`, live tables): each player starts with `base`; their time runs only
//!   while they are to act on their turn; after each move `increment` is added back.
//! - **Correspondence** (`3d`, `3d+7`, async tables): each move may take `per_move`; time a
//!   player leaves unused goes into their bank, up to `cap`, and a move that takes longer than
//!   `per_move` spends the bank first.
//!
//! Everything here is pure arithmetic on milliseconds, so that the rulings can be tested at
//! their edges without a table. Rulings of our own (issue 47):
//!
//! - a correspondence bank starts empty and fills only with unused time, so a player cannot
//!   take `per_move + cap` on their first move;
//! - a move that ends the game earns no increment and no banked time (there is no later turn to
//!   spend it on, and the stored bank is then what the player had when the game ended);
//! - time charged never makes a bank negative: a move received before its deadline but judged
//!   a little later leaves the bank at zero, never below.
use super::TimeControl;
use crate::api::Millis;
use crate::words::Said;

const SECOND: Millis = 1000;
const MINUTE: Millis = 60 * SECOND;
const HOUR: Millis = 60 * MINUTE;
const DAY: Millis = 24 * HOUR;

/// Fischer's base time, minutes: at least one, at most three hours.
pub const BASE_MINUTES: (i64, i64) = (1, 180);
/// Fischer's increment, seconds.
pub const INCREMENT_SECONDS: (i64, i64) = (0, 180);
/// Correspondence days per move.
pub const MOVE_DAYS: (i64, i64) = (1, 30);
/// Correspondence bank cap, days.
pub const BANK_DAYS: (i64, i64) = (0, 60);

/// The clock a table chose (`/play clock:`), stored as its text ([`GameClock::as_str`]) in
/// `tables.clock`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameClock {
    /// A bank of `base` per player, plus `increment` after each move.
    Fischer { base: Millis, increment: Millis },
    /// `per_move` for each move, unused time banked up to `cap`.
    Correspondence {
        per_move: Millis,
        bank: Millis,
        cap: Millis,
    },
}

/// What a player is told when a clock's text does not read: the forms it takes.
fn forms() -> Said {
    Said::new("input-clock-forms")
}

/// Reads a whole number within `range`, saying which `part` of the clock it is if it is not
/// one (`minutes`, `increment`, `move-days`, `bank-days`: the catalog's names of the parts).
fn number(text: &str, part: &str, range: (i64, i64)) -> Result<i64, Said> {
    let n: i64 = text.parse().map_err(|_| {
        // The player's own text, cut short and without marks that would break the quote.
        let shown = present_kit::text::echo(text).replace('`', "'");
        Said::new("input-clock-not-number")
            .with("value", shown)
            .with("part", part)
    })?;
    if n < range.0 || n > range.1 {
        return Err(Said::new("input-clock-range")
            .with("part", part)
            .number("min", range.0)
            .number("max", range.1)
            .number("value", n));
    }
    Ok(n)
}

impl GameClock {
    /// Reads `5+3` (Fischer: minutes + seconds) or `3d` / `3d+7` (correspondence: days per
    /// move, bank cap in days; a trailing `d` on the cap is allowed). Spaces and case do not
    /// matter. The error is a message for the player, with the forms accepted.
    pub fn parse(text: &str) -> Result<GameClock, Said> {
        let t: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        if t.is_empty() {
            return Err(forms());
        }
        let (head, tail) = match t.split_once('+') {
            Some((h, tail)) => (h, Some(tail)),
            None => (t.as_str(), None),
        };
        if let Some(days) = head.strip_suffix('d') {
            let per_move = number(days, "move-days", MOVE_DAYS)?;
            let cap = match tail {
                None => 0,
                Some(c) => number(c.strip_suffix('d').unwrap_or(c), "bank-days", BANK_DAYS)?,
            };
            return Ok(GameClock::Correspondence {
                per_move: per_move * DAY,
                bank: 0,
                cap: cap * DAY,
            });
        }
        let Some(tail) = tail else {
            return Err(forms());
        };
        let base = number(head, "minutes", BASE_MINUTES)?;
        let increment = number(tail, "increment", INCREMENT_SECONDS)?;
        Ok(GameClock::Fischer {
            base: base * MINUTE,
            increment: increment * SECOND,
        })
    }

    /// The clock as [`GameClock::parse`] reads it back (what `tables.clock` stores).
    pub fn as_str(&self) -> String {
        match *self {
            GameClock::Fischer { base, increment } => {
                format!("{}+{}", base / MINUTE, increment / SECOND)
            }
            GameClock::Correspondence {
                per_move, cap: 0, ..
            } => {
                format!("{}d", per_move / DAY)
            }
            GameClock::Correspondence { per_move, cap, .. } => {
                format!("{}d+{}", per_move / DAY, cap / DAY)
            }
        }
    }

    /// The pace a clock implies: Fischer is live, correspondence async.
    pub fn pace(&self) -> TimeControl {
        match self {
            GameClock::Fischer { .. } => TimeControl::Live,
            GameClock::Correspondence { .. } => TimeControl::Async,
        }
    }

    /// A seat's bank when the game starts: Fischer's base; a correspondence bank's start
    /// (empty, by our ruling).
    pub fn initial_bank(&self) -> Millis {
        match *self {
            GameClock::Fischer { base, .. } => base,
            GameClock::Correspondence { bank, .. } => bank,
        }
    }

    /// When a turn whose wait began at `started`, for a seat with `bank` left, runs out.
    pub fn due(&self, started: Millis, bank: Millis) -> Millis {
        let bank = bank.max(0);
        match *self {
            GameClock::Fischer { .. } => started.saturating_add(bank),
            GameClock::Correspondence { per_move, .. } => {
                started.saturating_add(per_move).saturating_add(bank)
            }
        }
    }

    /// The bank after a move that took `elapsed` (from the turn's `started` to the moment the
    /// move was received); `ends_game` when that move finished the game (no increment, nothing
    /// banked). Never below zero.
    pub fn after_move(&self, bank: Millis, elapsed: Millis, ends_game: bool) -> Millis {
        let bank = bank.max(0);
        let elapsed = elapsed.max(0);
        match *self {
            GameClock::Fischer { increment, .. } => {
                let left = (bank - elapsed).max(0);
                if ends_game {
                    left
                } else {
                    left + increment
                }
            }
            GameClock::Correspondence { per_move, cap, .. } => {
                if elapsed > per_move {
                    (bank - (elapsed - per_move)).max(0)
                } else if ends_game {
                    bank
                } else {
                    (bank + (per_move - elapsed)).min(cap.max(bank))
                }
            }
        }
    }

    /// How long before a turn's deadline its reminder is posted: none on a live clock, two hours
    /// on a correspondence one (as an async table's turn).
    pub fn reminder_lead(&self) -> Option<Millis> {
        match self {
            GameClock::Fischer { .. } => None,
            GameClock::Correspondence { .. } => Some(2 * HOUR),
        }
    }

    /// The clock in words, for the lobby: "5 minutes each, 3 seconds more a move".
    pub fn describe(&self) -> String {
        let plural = |n: i64, unit: &str| {
            if n == 1 {
                format!("1 {unit}")
            } else {
                format!("{n} {unit}s")
            }
        };
        match *self {
            GameClock::Fischer { base, increment } => format!(
                "{} each, {} more a move",
                plural(base / MINUTE, "minute"),
                plural(increment / SECOND, "second")
            ),
            GameClock::Correspondence {
                per_move, cap: 0, ..
            } => {
                format!("{} a move", plural(per_move / DAY, "day"))
            }
            GameClock::Correspondence { per_move, cap, .. } => format!(
                "{} a move, unused time banked up to {}",
                plural(per_move / DAY, "day"),
                plural(cap / DAY, "day")
            ),
        }
    }

    /// A duration as a player reads it on the board: `4:07` under an hour, `1h 05m` under a
    /// day, `2d 3h` beyond.
    pub fn left_text(left: Millis) -> String {
        let left = left.max(0);
        if left < HOUR {
            let s = left / SECOND;
            format!("{}:{:02}", s / 60, s % 60)
        } else if left < DAY {
            format!("{}h {:02}m", left / HOUR, (left % HOUR) / MINUTE)
        } else {
            format!("{}d {}h", left / DAY, (left % DAY) / HOUR)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fischer(min: i64, sec: i64) -> GameClock {
        GameClock::Fischer {
            base: min * MINUTE,
            increment: sec * SECOND,
        }
    }

    #[test]
    fn texts_read_and_round_trip() {
        assert_eq!(GameClock::parse("5+3"), Ok(fischer(5, 3)));
        assert_eq!(GameClock::parse(" 10 + 0 "), Ok(fischer(10, 0)));
        assert_eq!(
            GameClock::parse("3D+7d"),
            Ok(GameClock::Correspondence {
                per_move: 3 * DAY,
                bank: 0,
                cap: 7 * DAY
            })
        );
        for text in [
            "5+3", "1+2", "10+0", "180+180", "3d", "3d+7", "1d", "30d+60",
        ] {
            let clock = GameClock::parse(text).expect(text);
            assert_eq!(clock.as_str(), text);
            assert_eq!(GameClock::parse(&clock.as_str()), Ok(clock));
        }
        // A zero cap is no bank: the same clock as without one.
        assert_eq!(GameClock::parse("3d+0"), GameClock::parse("3d"));
    }

    #[test]
    fn bad_texts_are_refused_with_the_forms() {
        for bad in [
            "", "5", "5+", "+3", "x+3", "0+3", "181+0", "5+181", "0d", "31d", "3d+61", "3d+x",
            "-1+2", "5+3+1",
        ] {
            let e = GameClock::parse(bad).expect_err(bad).to_string();
            assert!(e.ends_with('.') && e.len() > 20, "{bad}: {e}");
        }
        assert!(GameClock::parse("0+3")
            .unwrap_err()
            .to_string()
            .contains("minutes must be from 1 to 180 (you gave 0)"));
        assert!(GameClock::parse("5+x")
            .unwrap_err()
            .to_string()
            .starts_with("`x` is not a whole number of seconds of increment."));
        assert!(GameClock::parse("5")
            .unwrap_err()
            .to_string()
            .contains("`5+3`"));
        // In the reader's language, the part of the clock named in it.
        let de = GameClock::parse("3d+99")
            .unwrap_err()
            .say(present_kit::words::Lang::De);
        assert!(de.contains("60") && de.contains("99"), "{de}");
    }

    #[test]
    fn pace_follows_the_clock() {
        assert_eq!(fischer(5, 3).pace(), TimeControl::Live);
        assert_eq!(GameClock::parse("3d").unwrap().pace(), TimeControl::Async);
    }

    #[test]
    fn fischer_charges_the_move_and_adds_the_increment() {
        let c = fischer(5, 3);
        let bank = c.initial_bank();
        assert_eq!(bank, 5 * MINUTE);
        assert_eq!(c.due(1_000, bank), 1_000 + 5 * MINUTE);
        assert_eq!(
            c.after_move(bank, 10 * SECOND, false),
            5 * MINUTE - 7 * SECOND
        );
        // No increment after the move that ends the game.
        assert_eq!(
            c.after_move(bank, 10 * SECOND, true),
            5 * MINUTE - 10 * SECOND
        );
        // A move taking the whole bank keeps only the increment; never negative.
        assert_eq!(c.after_move(bank, 5 * MINUTE, false), 3 * SECOND);
        assert_eq!(c.after_move(bank, 6 * MINUTE, true), 0);
        // A clock running backwards (a receipt before the start) charges nothing.
        assert_eq!(c.after_move(bank, -5, false), bank + 3 * SECOND);
    }

    #[test]
    fn correspondence_banks_unused_time_up_to_the_cap() {
        let c = GameClock::parse("3d+7").unwrap();
        assert_eq!(c.initial_bank(), 0);
        assert_eq!(c.due(0, 0), 3 * DAY);
        assert_eq!(c.due(0, 2 * DAY), 5 * DAY);
        // One day used of three: two banked.
        assert_eq!(c.after_move(0, DAY, false), 2 * DAY);
        // The bank hits the cap and stays there.
        assert_eq!(c.after_move(6 * DAY, HOUR, false), 7 * DAY);
        assert_eq!(c.after_move(7 * DAY, 0, false), 7 * DAY);
        // Overspent time comes out of the bank, never below zero.
        assert_eq!(c.after_move(2 * DAY, 4 * DAY, false), DAY);
        assert_eq!(c.after_move(2 * DAY, 6 * DAY, false), 0);
        // The last move banks nothing.
        assert_eq!(c.after_move(DAY, 0, true), DAY);
        // Without a cap nothing is banked.
        let plain = GameClock::parse("3d").unwrap();
        assert_eq!(plain.after_move(0, 0, false), 0);
    }

    #[test]
    fn a_pause_moving_started_and_due_is_charged_nothing() {
        // An outage or time away moves `started` (and with it `due`) forward by the pause: the
        // charge is from the moved start, so the pause costs nothing.
        let c = fischer(5, 0);
        let (started, pause, thinking) = (10_000, 3 * HOUR, 40 * SECOND);
        let moved = started + pause;
        assert_eq!(
            c.due(moved, c.initial_bank()),
            c.due(started, c.initial_bank()) + pause
        );
        let received = started + pause + thinking;
        assert_eq!(
            c.after_move(c.initial_bank(), received - moved, false),
            5 * MINUTE - thinking
        );
    }

    #[test]
    fn time_left_reads() {
        assert_eq!(GameClock::left_text(4 * MINUTE + 7 * SECOND), "4:07");
        assert_eq!(GameClock::left_text(-3), "0:00");
        assert_eq!(GameClock::left_text(HOUR + 5 * MINUTE), "1h 05m");
        assert_eq!(GameClock::left_text(2 * DAY + 3 * HOUR), "2d 3h");
    }
}
