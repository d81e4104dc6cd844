//! Table and seat rows: reading and writing them inside a transaction. This module reads
//! table rows; `seating` reads and changes seat rows, `writes` creates and saves tables,
//! `actions` keeps the action log. Callers name them all as `tables::…`.
use crate::api::Millis;
use crate::params;
use crate::store::db::{Conn, OptionalExtension, Row};
use crate::store::error::CorruptColumn;
use crate::timecontrol::TimeControl;
use game_kit::bots::Level;
use serde_json::Value;

mod actions;
mod seating;
mod writes;

pub use actions::{log, log_action, Logged};
pub use seating::{add_seat, remove_player, remove_seat, resign_seat, seats, set_seat_presence};
pub use writes::{create, next_id, save, save_move, set_board_message, Change, NewTable};

/// Lifecycle of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Lobby,
    Playing,
    Finished,
    Cancelled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }
    fn parse(s: &str) -> Option<Status> {
        match s {
            "lobby" => Some(Status::Lobby),
            "playing" => Some(Status::Playing),
            "finished" => Some(Status::Finished),
            "cancelled" => Some(Status::Cancelled),
            _ => None,
        }
    }
    pub fn is_open(self) -> bool {
        matches!(self, Status::Lobby | Status::Playing)
    }
}

/// How many inputs' events a table row keeps: what the board's "recent" lines show, the most
/// any view shows (a private view shows fewer). Rows saved
/// before kept four; nothing reads past the last two.
pub const RECENT_INPUTS: usize = 2;

#[derive(Clone, Debug)]
pub struct Table {
    pub id: i64,
    pub guild: String,
    pub channel: String,
    pub game: String,
    pub status: Status,
    pub host: String,
    pub options: Value,
    pub time_control: TimeControl,
    pub seed: u64,
    pub version: i64,
    pub state: Option<String>,
    /// Events of the last few accepted inputs (full information; redact before showing).
    pub recent: Vec<Vec<Value>>,
    pub board_message: Option<String>,
    /// An absent player's seat is played by a bot instead of the timeout default
    /// (`/play absent: bot`).
    pub absent_bot: bool,
    /// The game counts for the people's ratings although bots play (`/play rated_with_bots`).
    pub rated_with_bots: bool,
    /// The finished table whose Rematch button opened this one.
    pub rematch_of: Option<i64>,
    /// A cancelled table ended because nobody played it for the server's abandonment period,
    /// not because someone cancelled it.
    pub abandoned: bool,
    /// The game options the lobby took from the server's house rules, by
    /// name, for its board to say so.
    pub house_rules: Vec<String>,
    /// The channel Tabula opened this table's thread in (`channel` is then that thread): the
    /// result goes there and the thread is archived when the table ends.
    pub parent: Option<String>,
    /// The unguessable part of the table's web page address (`store::links`); `None` only
    /// for a row a test wrote by hand.
    pub web_token: Option<String>,
    /// The clock the table chose (issue 47, `/play clock:`), `None` for the pace's
    /// per-decision deadlines only.
    pub clock: Option<crate::timecontrol::GameClock>,
    /// A rated two-player table's player whose clock runs out loses the game at once, instead
    /// of the absence policy (issue 47, `/play lose_on_time:`).
    pub lose_on_time: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub seat: usize,
    pub user: String,
    pub name: String,
    pub timeouts: u32,
    pub absent: bool,
    /// The player resigned (`/resign`) or their absent seat was removed (`/remove`): absent for
    /// good, so Resume does not bring them back.
    pub resigned: bool,
    /// Who plays the seat since it was removed, instead of the table's absence policy.
    pub stand_in: Option<StandIn>,
    /// The level of the bot that holds this seat; `None` for a person.
    pub bot: Option<Level>,
    /// The time (ms) left in the seat's clock bank (issue 47) as of its last move; `None`
    /// without a clock, or before the seat's first charged move (then the clock's start).
    pub clock_left: Option<Millis>,
}

impl SeatRow {
    /// A person's seat as [`add_seat`] stores it: present, no timeouts, nobody standing in.
    pub fn joined(seat: usize, user: &str, name: &str) -> SeatRow {
        SeatRow {
            seat,
            user: user.to_owned(),
            name: name.to_owned(),
            timeouts: 0,
            absent: false,
            resigned: false,
            stand_in: None,
            bot: None,
            clock_left: None,
        }
    }
}

/// Who plays a removed seat (`/remove ... to:`): a bot, or the timeout default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandIn {
    Bot,
    Default,
}

impl StandIn {
    /// The stored and typed name.
    pub fn id(self) -> &'static str {
        match self {
            StandIn::Bot => "bot",
            StandIn::Default => "default",
        }
    }

    pub fn parse(id: &str) -> Option<StandIn> {
        [StandIn::Bot, StandIn::Default]
            .into_iter()
            .find(|s| s.id() == id)
    }
}

const TABLE_COLUMNS: &str = "id, guild, channel, game, status, host, options, time_control, seed, \
                             version, state, recent, board_message, absent_bot, rated_with_bots, \
                             rematch_of, ended_why, house_rules, parent, web_token, clock, \
                             lose_on_time";

/// A stored 0/1 flag; anything else is a [`CorruptColumn`], never a guess.
pub(super) fn flag(
    r: &Row<'_>,
    index: usize,
    table: i64,
    column: &'static str,
) -> crate::store::db::Result<bool> {
    match r.get::<i64>(index)? {
        0 => Ok(false),
        1 => Ok(true),
        other => Err(CorruptColumn {
            table,
            column,
            problem: format!("{other} is not 0 or 1"),
        }
        .into_sql(index)),
    }
}

/// A stored bot level (or NULL for a person); an unknown level is a [`CorruptColumn`].
pub(crate) fn level(
    r: &Row<'_>,
    index: usize,
    table: i64,
    column: &'static str,
) -> crate::store::db::Result<Option<Level>> {
    match r.get::<Option<String>>(index)? {
        None => Ok(None),
        Some(text) => match Level::parse(&text) {
            Some(level) => Ok(Some(level)),
            None => Err(CorruptColumn {
                table,
                column,
                problem: format!("unknown bot level {text:?}"),
            }
            .into_sql(index)),
        },
    }
}

pub use crate::store::error::is_corrupt;

/// The host of table `id`, read alone so that a table whose other columns are damaged can
/// still be cancelled by them.
pub fn host(conn: &Conn, id: i64) -> crate::store::db::Result<String> {
    conn.prepare_cached("SELECT host FROM tables WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
}

/// Cancels table `id` that cannot be read: its status becomes cancelled and `damaged` says
/// why; no other column is written, so what was stored stays there to be inspected.
pub fn cancel_damaged(
    conn: &Conn,
    id: i64,
    why: &str,
    now: Millis,
) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "UPDATE tables SET status = 'cancelled', damaged = ?2, updated_at = ?3 WHERE id = ?1",
    )?
    .execute(params![id, why, now])?;
    Ok(())
}

/// Reads a table row. A column that does not hold what it should is an error naming the table
/// and the column ([`CorruptColumn`]), never a default: a damaged row must be noticed, not
/// rewritten with made-up values on the next save.
fn table_from_row(r: &Row<'_>) -> crate::store::db::Result<Table> {
    let id: i64 = r.get(0)?;
    let corrupt = |index: usize, column: &'static str, problem: String| {
        CorruptColumn {
            table: id,
            column,
            problem,
        }
        .into_sql(index)
    };
    let status: String = r.get(4)?;
    let status = Status::parse(&status)
        .ok_or_else(|| corrupt(4, "status", format!("unknown status {status:?}")))?;
    let options: String = r.get(6)?;
    let options: Value =
        serde_json::from_str(&options).map_err(|e| corrupt(6, "options", e.to_string()))?;
    let time_control: String = r.get(7)?;
    let time_control = TimeControl::parse(&time_control).ok_or_else(|| {
        corrupt(
            7,
            "time_control",
            format!("unknown time control {time_control:?}"),
        )
    })?;
    let recent: String = r.get(11)?;
    let recent = serde_json::from_str(&recent).map_err(|e| corrupt(11, "recent", e.to_string()))?;
    Ok(Table {
        id,
        guild: r.get(1)?,
        channel: r.get(2)?,
        game: r.get(3)?,
        status,
        host: r.get(5)?,
        options,
        time_control,
        seed: r.get::<i64>(8)? as u64,
        version: r.get(9)?,
        state: r.get(10)?,
        recent,
        board_message: r.get(12)?,
        absent_bot: flag(r, 13, id, "absent_bot")?,
        rated_with_bots: flag(r, 14, id, "rated_with_bots")?,
        rematch_of: r.get(15)?,
        abandoned: match r.get::<Option<String>>(16)?.as_deref() {
            None => false,
            Some("abandoned") => true,
            Some(other) => {
                return Err(corrupt(
                    16,
                    "ended_why",
                    format!("unknown reason {other:?}"),
                ))
            }
        },
        house_rules: match r.get::<Option<String>>(17)? {
            None => Vec::new(),
            Some(names) => serde_json::from_str(&names)
                .map_err(|e| corrupt(17, "house_rules", e.to_string()))?,
        },
        parent: r.get(18)?,
        web_token: r.get(19)?,
        clock: match r.get::<Option<String>>(20)? {
            None => None,
            Some(text) => Some(
                crate::timecontrol::GameClock::parse(&text)
                    .map_err(|e| corrupt(20, "clock", format!("{text:?}: {e}")))?,
            ),
        },
        lose_on_time: flag(r, 21, id, "lose_on_time")?,
    })
}

/// The lobby and running tables in the threads Tabula opened in channel `parent`, oldest
/// first (`/board` or `/join` typed in the channel finds them).
pub fn open_in_threads_of(conn: &Conn, parent: &str) -> crate::store::db::Result<Vec<Table>> {
    conn.prepare_cached(&format!(
        "SELECT {TABLE_COLUMNS} FROM tables \
         WHERE parent = ?1 AND status IN ('lobby', 'playing') ORDER BY id"
    ))?
    .query_map([parent], table_from_row)?
    .collect()
}

/// The open lobby (or started game) that finished table `of`'s Rematch button opened, if any.
pub fn open_rematch_of(conn: &Conn, of: i64) -> crate::store::db::Result<Option<Table>> {
    conn.prepare_cached(&format!(
        "SELECT {TABLE_COLUMNS} FROM tables \
         WHERE rematch_of = ?1 AND status IN ('lobby', 'playing') ORDER BY id DESC LIMIT 1"
    ))?
    .query_row([of], table_from_row)
    .optional()
}

/// The lobby or running table of a channel, if any.
///
/// A channel with no open table but one whose status is damaged gets that table's
/// `CorruptColumn` error instead of `None`: its players are told it is damaged, rather than
/// that there is no table, and `/play` does not open a second one beside it (issue 25).
pub fn open_in_channel(conn: &Conn, channel: &str) -> crate::store::db::Result<Option<Table>> {
    let open = conn
        .prepare_cached(&format!(
            "SELECT {TABLE_COLUMNS} FROM tables \
             WHERE channel = ?1 AND status IN ('lobby', 'playing')"
        ))?
        .query_row([channel], table_from_row)
        .optional()?;
    if open.is_none() {
        if let Some(id) = damaged_status_in_channel(conn, channel)? {
            // Reading it fails, naming the table and its status.
            get(conn, id)?;
        }
    }
    Ok(open)
}

/// The id of the channel's lobby or running table, if any (without reading the row).
pub fn open_id_in_channel(conn: &Conn, channel: &str) -> crate::store::db::Result<Option<i64>> {
    conn.prepare_cached(
        "SELECT id FROM tables WHERE channel = ?1 AND status IN ('lobby', 'playing')",
    )?
    .query_row([channel], |r| r.get(0))
    .optional()
}

/// The newest table of `channel` whose status is none of the four a table can have (a damaged
/// row, issue 25): what `/cancel` ends when the channel has no open table. The WHERE clause is
/// the partial index `tables_damaged_status`'s, word for word, so SQLite uses that index.
pub fn damaged_status_in_channel(
    conn: &Conn,
    channel: &str,
) -> crate::store::db::Result<Option<i64>> {
    conn.prepare_cached(
        "SELECT id FROM tables WHERE channel = ?1 AND status NOT IN \
         ('lobby', 'playing', 'finished', 'cancelled') ORDER BY id DESC LIMIT 1",
    )?
    .query_row([channel], |r| r.get(0))
    .optional()
}

/// A table whose game ended, and when (its last save: the final move or the cancellation).
#[derive(Clone, Debug)]
pub struct Ended {
    pub table: Table,
    pub at: Millis,
}

/// The channel's ended games, newest first, at most `limit`; only `game`'s when given.
///
/// An ended game is a finished one, or one cancelled after it started: a lobby cancelled
/// before its start has no board to show, so it is not part of the channel's history.
/// `guild` comes first so the `(guild, status)` index narrows the search.
pub fn ended_in_channel(
    conn: &Conn,
    guild: &str,
    channel: &str,
    game: Option<&str>,
    limit: usize,
) -> crate::store::db::Result<Vec<Ended>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {TABLE_COLUMNS}, updated_at FROM tables \
         WHERE guild = ?1 AND status IN ('finished', 'cancelled') \
               AND (channel = ?2 OR parent = ?2) \
               AND state IS NOT NULL AND (CAST(?3 AS TEXT) IS NULL OR game = ?3) \
         ORDER BY updated_at DESC, id DESC LIMIT ?4"
    ))?;
    let rows = stmt.query_map(params![guild, channel, game, limit as i64], |r| {
        Ok(Ended {
            table: table_from_row(r)?,
            at: r.get(22)?,
        })
    })?;
    rows.collect()
}

pub fn get(conn: &Conn, id: i64) -> crate::store::db::Result<Option<Table>> {
    conn.prepare_cached(&format!("SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?1"))?
        .query_row([id], table_from_row)
        .optional()
}

/// Every stored row that does not read back (`tabula check`): each table row and its seats,
/// as `(table id, what is wrong)`. Nothing is changed.
pub fn unreadable(conn: &Conn) -> crate::store::db::Result<Vec<(i64, String)>> {
    let ids: Vec<i64> = conn
        .prepare("SELECT id FROM tables ORDER BY id")?
        .query_map([], |r| r.get(0))?
        .collect::<crate::store::db::Result<_>>()?;
    let mut bad = Vec::new();
    for id in ids {
        if let Err(e) = get(conn, id) {
            bad.push((id, conversion_problem(e)));
        }
        if let Err(e) = seats(conn, id) {
            bad.push((id, conversion_problem(e)));
        }
    }
    Ok(bad)
}

/// The [`CorruptColumn`] inside a row reader's error, or the error itself.
fn conversion_problem(e: crate::store::db::Error) -> String {
    match &e {
        crate::store::db::Error::Conversion { source, .. } => source.to_string(),
        _ => e.to_string(),
    }
}
