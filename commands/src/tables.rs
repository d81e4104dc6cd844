//! Table and seat rows: reading and writing them inside a transaction.
use crate::api::Millis;
use crate::db::{Changes, Conn, Engine, OptionalExtension, Row};
use crate::error::CorruptColumn;
use crate::params;
use crate::timecontrol::TimeControl;
use game_kit::bots::Level;
use serde_json::Value;

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
/// any view shows (a private view shows [`crate::render::PRIVATE_RECENT_INPUTS`]). Rows saved
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
    /// (`/play absent: bot`, see [`crate::computer::controller`]).
    pub absent_bot: bool,
    /// The game counts for the people's ratings although bots play (`/play rated_with_bots`).
    pub rated_with_bots: bool,
    /// The finished table whose Rematch button opened this one.
    pub rematch_of: Option<i64>,
    /// A cancelled table ended because nobody played it for the server's abandonment period
    /// (`crate::abandon`), not because someone cancelled it.
    pub abandoned: bool,
    /// The game options the lobby took from the server's house rules (`crate::house`), by
    /// name, for its board to say so.
    pub house_rules: Vec<String>,
    /// The channel Tabula opened this table's thread in (`channel` is then that thread): the
    /// result goes there and the thread is archived when the table ends (`crate::threads`).
    pub parent: Option<String>,
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
                             rematch_of, ended_why, house_rules, parent";

/// A stored 0/1 flag; anything else is a [`CorruptColumn`], never a guess.
fn flag(r: &Row<'_>, index: usize, table: i64, column: &'static str) -> crate::db::Result<bool> {
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
) -> crate::db::Result<Option<Level>> {
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

pub use crate::error::is_corrupt;

/// The host of table `id`, read alone so that a table whose other columns are damaged can
/// still be cancelled by them.
pub fn host(conn: &Conn, id: i64) -> crate::db::Result<String> {
    conn.prepare_cached("SELECT host FROM tables WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
}

/// Cancels table `id` that cannot be read: its status becomes cancelled and `damaged` says
/// why; no other column is written, so what was stored stays there to be inspected.
pub fn cancel_damaged(conn: &Conn, id: i64, why: &str, now: Millis) -> crate::db::Result<()> {
    conn.prepare_cached(
        "UPDATE tables SET status = 'cancelled', damaged = ?2, updated_at = ?3 WHERE id = ?1",
    )?
    .execute(params![id, why, now])?;
    Ok(())
}

/// Reads a table row. A column that does not hold what it should is an error naming the table
/// and the column ([`CorruptColumn`]), never a default: a damaged row must be noticed, not
/// rewritten with made-up values on the next save.
fn table_from_row(r: &Row<'_>) -> crate::db::Result<Table> {
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
    })
}

/// The lobby and running tables in the threads Tabula opened in channel `parent`, oldest
/// first (`/board` or `/join` typed in the channel finds them).
pub fn open_in_threads_of(conn: &Conn, parent: &str) -> crate::db::Result<Vec<Table>> {
    conn.prepare_cached(&format!(
        "SELECT {TABLE_COLUMNS} FROM tables \
         WHERE parent = ?1 AND status IN ('lobby', 'playing') ORDER BY id"
    ))?
    .query_map([parent], table_from_row)?
    .collect()
}

/// The open lobby (or started game) that finished table `of`'s Rematch button opened, if any.
pub fn open_rematch_of(conn: &Conn, of: i64) -> crate::db::Result<Option<Table>> {
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
/// [`CorruptColumn`] error instead of `None`: its players are told it is damaged, rather than
/// that there is no table, and `/play` does not open a second one beside it (issue 25).
pub fn open_in_channel(conn: &Conn, channel: &str) -> crate::db::Result<Option<Table>> {
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
pub fn open_id_in_channel(conn: &Conn, channel: &str) -> crate::db::Result<Option<i64>> {
    conn.prepare_cached(
        "SELECT id FROM tables WHERE channel = ?1 AND status IN ('lobby', 'playing')",
    )?
    .query_row([channel], |r| r.get(0))
    .optional()
}

/// The newest table of `channel` whose status is none of the four a table can have (a damaged
/// row, issue 25): what `/cancel` ends when the channel has no open table. The WHERE clause is
/// the partial index `tables_damaged_status`'s, word for word, so SQLite uses that index.
pub fn damaged_status_in_channel(conn: &Conn, channel: &str) -> crate::db::Result<Option<i64>> {
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
) -> crate::db::Result<Vec<Ended>> {
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
            at: r.get(19)?,
        })
    })?;
    rows.collect()
}

pub fn get(conn: &Conn, id: i64) -> crate::db::Result<Option<Table>> {
    conn.prepare_cached(&format!("SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?1"))?
        .query_row([id], table_from_row)
        .optional()
}

/// What a new table is: where, which game, whose, and how it is played.
pub struct NewTable<'a> {
    /// From [`next_id`]: the table's seed is made from it before the row exists.
    pub id: i64,
    pub guild: &'a str,
    pub channel: &'a str,
    pub game: &'a str,
    /// The host's user id and display name.
    pub host: (&'a str, &'a str),
    pub options: &'a Value,
    pub time_control: TimeControl,
    pub seed: u64,
    pub absent_bot: bool,
    pub rated_with_bots: bool,
    /// The finished table this one is a rematch of.
    pub rematch_of: Option<i64>,
    /// The options taken from the house rules, by name.
    pub house_rules: &'a [String],
    /// The channel the table's thread (`channel`) was opened in, if it has its own.
    pub parent: Option<&'a str>,
}

/// The id the next table created in this transaction gets. SQLite's writer is the only one,
/// so the next id after the largest is free until it commits; on PostgreSQL several processes
/// create tables at once, so each takes its id from the table's sequence, which never hands
/// one out twice.
pub fn next_id(conn: &Conn) -> crate::db::Result<i64> {
    let sql = match conn.engine() {
        Engine::Sqlite => "SELECT COALESCE(MAX(id), 0) + 1 FROM tables",
        Engine::Postgres => "SELECT nextval(pg_get_serial_sequence('tables', 'id'))",
    };
    conn.prepare_cached(sql)?.query_row([], |r| r.get(0))
}

/// Creates a lobby with the host in seat 0 (a person's change: see [`save`]).
pub fn create(conn: &Conn, new: &NewTable<'_>, now: Millis) -> crate::db::Result<()> {
    let id = new.id;
    conn.prepare_cached(
        "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
                             seed, version, created_at, updated_at, absent_bot, \
                             rated_with_bots, rematch_of, house_rules, human_at, parent, \
                             guild_key) \
         VALUES (?14, ?1, ?2, ?3, 'lobby', ?4, ?5, ?6, ?7, 1, ?8, ?8, ?9, ?10, ?11, ?12, ?8, ?13, \
                 ?15)",
    )?
    .execute_later(
        params![
            new.guild,
            new.channel,
            new.game,
            new.host.0,
            new.options.to_string(),
            new.time_control.as_str(),
            new.seed as i64,
            now,
            new.absent_bot as i64,
            new.rated_with_bots as i64,
            new.rematch_of,
            house_rules_column(new.house_rules),
            new.parent,
            id,
            crate::shards::guild_key(new.guild)
        ],
        Changes::Table(id),
    )?;
    // The key its channel's posts are queued with (`crate::outbox`); a channel stays in its
    // guild, so the first table's row holds for every later one.
    let mut channel = conn.prepare_cached(
        "INSERT INTO channel_guilds (channel, guild_key) VALUES (?1, ?2) \
         ON CONFLICT (channel) DO NOTHING",
    )?;
    let key = crate::shards::guild_key(new.guild);
    for c in std::iter::once(new.channel).chain(new.parent) {
        channel.execute_later(params![c, key], Changes::Unwatched)?;
    }
    add_seat(conn, id, 0, new.host.0, new.host.1, None)
}

pub fn seats(conn: &Conn, table: i64) -> crate::db::Result<Vec<SeatRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seat, \"user\", name, timeouts, absent, bot, resigned, stand_in FROM seats \
         WHERE table_id = ?1 ORDER BY seat",
    )?;
    let rows = stmt.query_map([table], |r| seat_from_row(table, r))?;
    rows.collect()
}

/// Reads a seat row. As for [`table_from_row`], a value out of range is an error naming the
/// table and the column, never a wrapped cast: a negative seat read `as usize` would name a
/// seat that does not exist, and a negative timeout count would become four billion.
fn seat_from_row(table: i64, r: &Row<'_>) -> crate::db::Result<SeatRow> {
    let corrupt = |index: usize, column: &'static str, problem: String| {
        CorruptColumn {
            table,
            column,
            problem,
        }
        .into_sql(index)
    };
    let seat: i64 = r.get(0)?;
    let seat = usize::try_from(seat)
        .map_err(|_| corrupt(0, "seats.seat", format!("seat {seat} is negative")))?;
    let timeouts: i64 = r.get(3)?;
    let timeouts = u32::try_from(timeouts)
        .map_err(|_| corrupt(3, "seats.timeouts", format!("{timeouts} is out of range")))?;
    let absent = match r.get::<i64>(4)? {
        0 => false,
        1 => true,
        other => return Err(corrupt(4, "seats.absent", format!("{other} is not 0 or 1"))),
    };
    Ok(SeatRow {
        seat,
        user: r.get(1)?,
        name: r.get(2)?,
        timeouts,
        absent,
        resigned: flag(r, 6, table, "seats.resigned")?,
        stand_in: match r.get::<Option<String>>(7)? {
            None => None,
            Some(id) => Some(StandIn::parse(&id).ok_or_else(|| {
                corrupt(7, "seats.stand_in", format!("{id:?} is not bot or default"))
            })?),
        },
        bot: level(r, 5, table, "seats.bot")?,
    })
}

/// Every stored row that does not read back (`tabula check`): each table row and its seats,
/// as `(table id, what is wrong)`. Nothing is changed.
pub fn unreadable(conn: &Conn) -> crate::db::Result<Vec<(i64, String)>> {
    let ids: Vec<i64> = conn
        .prepare("SELECT id FROM tables ORDER BY id")?
        .query_map([], |r| r.get(0))?
        .collect::<crate::db::Result<_>>()?;
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
fn conversion_problem(e: crate::db::Error) -> String {
    match &e {
        crate::db::Error::Conversion { source, .. } => source.to_string(),
        _ => e.to_string(),
    }
}

/// Seats `user` (a bot's seat user when `bot` is its level) in `seat`.
pub fn add_seat(
    conn: &Conn,
    table: i64,
    seat: usize,
    user: &str,
    name: &str,
    bot: Option<Level>,
) -> crate::db::Result<()> {
    conn.prepare_cached(
        "INSERT INTO seats (table_id, seat, \"user\", name, bot) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute_later(
        params![table, seat as i64, user, name, bot.map(Level::id)],
        Changes::Table(table),
    )?;
    Ok(())
}

/// Removes a lobby seat and closes the gap so seats stay `0..n` in join order.
pub fn remove_seat(conn: &Conn, table: i64, seat: usize) -> crate::db::Result<()> {
    conn.prepare_cached("DELETE FROM seats WHERE table_id = ?1 AND seat = ?2")?
        .execute_later(params![table, seat as i64], Changes::Table(table))?;
    // Two steps so the primary key never collides while shifting.
    conn.prepare_cached("UPDATE seats SET seat = -seat WHERE table_id = ?1 AND seat > ?2")?
        .execute_later(params![table, seat as i64], Changes::Table(table))?;
    conn.prepare_cached("UPDATE seats SET seat = -seat - 1 WHERE table_id = ?1 AND seat < 0")?
        .execute_later(params![table], Changes::Table(table))?;
    Ok(())
}

/// `seat`'s absent player was removed: absent for good, played by `stand_in` (`/remove`).
pub fn remove_player(
    conn: &Conn,
    table: i64,
    seat: usize,
    stand_in: StandIn,
) -> crate::db::Result<()> {
    conn.prepare_cached(
        "UPDATE seats SET absent = 1, resigned = 1, stand_in = ?3 \
         WHERE table_id = ?1 AND seat = ?2",
    )?
    .execute_later(
        params![table, seat as i64, stand_in.id()],
        Changes::Table(table),
    )?;
    Ok(())
}

/// `seat`'s player resigned: absent for good (see [`SeatRow::resigned`]).
pub fn resign_seat(conn: &Conn, table: i64, seat: usize) -> crate::db::Result<()> {
    conn.prepare_cached(
        "UPDATE seats SET absent = 1, resigned = 1 WHERE table_id = ?1 AND seat = ?2",
    )?
    .execute_later(params![table, seat as i64], Changes::Table(table))?;
    Ok(())
}

pub fn set_seat_presence(
    conn: &Conn,
    table: i64,
    seat: usize,
    timeouts: u32,
    absent: bool,
) -> crate::db::Result<()> {
    conn.prepare_cached(
        "UPDATE seats SET timeouts = ?3, absent = ?4 WHERE table_id = ?1 AND seat = ?2",
    )?
    .execute_later(
        params![table, seat as i64, timeouts as i64, absent as i64],
        Changes::Table(table),
    )?;
    Ok(())
}

/// Writes the table's mutable columns and bumps its version; returns the new version.
pub fn save(conn: &Conn, table: &mut Table, now: Millis, by: Change) -> crate::db::Result<i64> {
    let recent = bump(table)?;
    conn.prepare_cached(
        "UPDATE tables SET status = ?2, host = ?3, options = ?4, version = ?5, state = ?6, \
                           recent = ?7, updated_at = ?8, time_control = ?9, house_rules = ?10, \
                           ended_why = ?11, \
                           human_at = CASE WHEN ?12 THEN ?8 ELSE human_at END WHERE id = ?1",
    )?
    .execute_later(
        params![
            table.id,
            table.status.as_str(),
            table.host,
            table.options.to_string(),
            table.version,
            table.state,
            recent,
            now,
            table.time_control.as_str(),
            house_rules_column(&table.house_rules),
            table.abandoned.then_some("abandoned"),
            by == Change::Person
        ],
        Changes::Table(table.id),
    )?;
    Ok(table.version)
}

/// [`save`] for an action that leaves the game running: only the version, state, recent
/// events and time change (and, for a person's move, when a person last played). Naming no
/// indexed column keeps the table's three indexes (channel, guild and status) unwritten: a
/// quarter fewer pages per action in the write-ahead log (issue 26; 6.3 instead of 8.2 in
/// `core::tests`' count).
pub fn save_move(
    conn: &Conn,
    table: &mut Table,
    now: Millis,
    by: Change,
) -> crate::db::Result<i64> {
    let recent = bump(table)?;
    conn.prepare_cached(
        "UPDATE tables SET version = ?2, state = ?3, recent = ?4, updated_at = ?5, \
                           human_at = CASE WHEN ?6 THEN ?5 ELSE human_at END WHERE id = ?1",
    )?
    .execute_later(
        params![
            table.id,
            table.version,
            table.state,
            recent,
            now,
            by == Change::Person
        ],
        Changes::Table(table.id),
    )?;
    Ok(table.version)
}

/// Who changed a table, for abandonment (`crate::abandon`): a person (a lobby change, their
/// own move), or Tabula itself (a timeout, a bot's move, the end of an abandoned
/// table), which keeps a table alive no longer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Person,
    Bot,
}

/// The stored form of a lobby's house-rule option names: NULL for none.
fn house_rules_column(names: &[String]) -> Option<String> {
    (!names.is_empty()).then(|| Value::from(names.to_vec()).to_string())
}

/// The next version, and the recent inputs (the last [`RECENT_INPUTS`]) as stored.
fn bump(table: &mut Table) -> crate::db::Result<String> {
    table.version += 1;
    if table.recent.len() > RECENT_INPUTS {
        let drop = table.recent.len() - RECENT_INPUTS;
        table.recent.drain(..drop);
    }
    serde_json::to_string(&table.recent).map_err(|e| crate::db::Error::Param(e.to_string()))
}

pub fn set_board_message(conn: &Conn, table: i64, message: &str) -> crate::db::Result<()> {
    conn.prepare_cached("UPDATE tables SET board_message = ?2 WHERE id = ?1")?
        .execute_later(params![table, message], Changes::Table(table))?;
    Ok(())
}

/// One accepted action of a table's log.
#[derive(Clone, Debug, PartialEq)]
pub struct Logged {
    /// The table version the input that applied it left.
    pub version: i64,
    pub seat: usize,
    pub action: Value,
    /// Played for the seat when its time ran out (or by its absence policy), not chosen.
    pub by_timeout: bool,
}

/// The table's log, in order: each accepted action with the seat that made it and the version
/// it made. With the table's options, seat count and seed it replays the game (a bot's memory
/// is rebuilt so, and `/replay` shows it).
pub fn log(conn: &Conn, table: i64) -> crate::db::Result<Vec<Logged>> {
    let mut stmt = conn.prepare_cached(
        "SELECT version, seat, action, by_timeout FROM actions WHERE table_id = ?1 \
         ORDER BY version, step",
    )?;
    let rows = stmt.query_map([table], |r| {
        let seat: i64 = r.get(1)?;
        let seat = usize::try_from(seat).map_err(|_| {
            CorruptColumn {
                table,
                column: "actions.seat",
                problem: format!("seat {seat} is negative"),
            }
            .into_sql(1)
        })?;
        let action: String = r.get(2)?;
        let action = serde_json::from_str(&action).map_err(|e| {
            CorruptColumn {
                table,
                column: "actions.action",
                problem: e.to_string(),
            }
            .into_sql(2)
        })?;
        Ok(Logged {
            version: r.get(0)?,
            seat,
            action,
            by_timeout: flag(r, 3, table, "actions.by_timeout")?,
        })
    })?;
    rows.collect()
}

/// Appends an accepted action to the table's log.
#[allow(clippy::too_many_arguments)]
pub fn log_action(
    conn: &Conn,
    table: i64,
    version: i64,
    step: usize,
    seat: usize,
    action: &Value,
    by_timeout: bool,
    now: Millis,
) -> crate::db::Result<()> {
    conn.prepare_cached(
        "INSERT INTO actions (table_id, version, step, seat, action, by_timeout, at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute_later(
        params![
            table,
            version,
            step as i64,
            seat as i64,
            action.to_string(),
            by_timeout as i64,
            now
        ],
        // The log is not part of a running table as the cache keeps it.
        Changes::Unwatched,
    )?;
    Ok(())
}
