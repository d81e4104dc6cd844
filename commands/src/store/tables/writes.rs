//! Writing a table row: creating a table, saving the state an action leaves (the version goes
//! up by one), and the board message a table is shown in.
use super::seating::add_seat;
use super::{Table, RECENT_INPUTS};
use crate::api::Millis;
use crate::params;
use crate::store::db::{Backend, Changes, Conn};
use crate::timecontrol::TimeControl;
use serde_json::Value;

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
    /// The table's clock (issue 47), if it chose one.
    pub clock: Option<crate::timecontrol::GameClock>,
    /// Lose on time instead of the absence policy (a rated two-player table only).
    pub lose_on_time: bool,
}

/// The id the next table created in this transaction gets. SQLite's writer is the only one,
/// so the next id after the largest is free until it commits; on PostgreSQL several processes
/// create tables at once, so each takes its id from the table's sequence, which never hands
/// one out twice.
pub fn next_id(conn: &Conn) -> crate::store::db::Result<i64> {
    let sql = match conn.backend() {
        Backend::Sqlite => "SELECT COALESCE(MAX(id), 0) + 1 FROM tables",
        Backend::Postgres => "SELECT nextval(pg_get_serial_sequence('tables', 'id'))",
    };
    conn.prepare_cached(sql)?.query_row([], |r| r.get(0))
}

/// Creates a lobby with the host in seat 0 (a person's change: see [`save`]).
pub fn create(conn: &Conn, new: &NewTable<'_>, now: Millis) -> crate::store::db::Result<()> {
    let id = new.id;
    conn.prepare_cached(
        "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
                             seed, version, created_at, updated_at, absent_bot, \
                             rated_with_bots, rematch_of, house_rules, human_at, parent, \
                             guild_key, web_token, clock, lose_on_time) \
         VALUES (?14, ?1, ?2, ?3, 'lobby', ?4, ?5, ?6, ?7, 1, ?8, ?8, ?9, ?10, ?11, ?12, ?8, ?13, \
                 ?15, ?16, ?17, ?18)",
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
            crate::store::shards::guild_key(new.guild),
            crate::store::links::new_token(),
            new.clock.map(|c| c.as_str()),
            new.lose_on_time as i64
        ],
        Changes::Table(id),
    )?;
    // The key its channel's posts are queued with in the outbox; a channel stays in its
    // guild, so the first table's row holds for every later one.
    let mut channel = conn.prepare_cached(
        "INSERT INTO channel_guilds (channel, guild_key) VALUES (?1, ?2) \
         ON CONFLICT (channel) DO NOTHING",
    )?;
    let key = crate::store::shards::guild_key(new.guild);
    for c in std::iter::once(new.channel).chain(new.parent) {
        channel.execute_later(params![c, key], Changes::Unwatched)?;
    }
    add_seat(conn, id, 0, new.host.0, new.host.1, None)
}

/// Writes the table's mutable columns and bumps its version; returns the new version.
pub fn save(
    conn: &Conn,
    table: &mut Table,
    now: Millis,
    by: Change,
) -> crate::store::db::Result<i64> {
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
/// the core's tests' count).
pub fn save_move(
    conn: &Conn,
    table: &mut Table,
    now: Millis,
    by: Change,
) -> crate::store::db::Result<i64> {
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

/// Who changed a table, for abandonment: a person (a lobby change, their own move), or the
/// system (a timeout, a bot's move, the end of an abandoned table), which keeps a table alive no
/// longer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Person,
    System,
}

/// The stored form of a lobby's house-rule option names: NULL for none.
fn house_rules_column(names: &[String]) -> Option<String> {
    (!names.is_empty()).then(|| Value::from(names.to_vec()).to_string())
}

/// The next version, and the recent inputs (the last [`RECENT_INPUTS`]) as stored.
fn bump(table: &mut Table) -> crate::store::db::Result<String> {
    table.version += 1;
    if table.recent.len() > RECENT_INPUTS {
        let drop = table.recent.len() - RECENT_INPUTS;
        table.recent.drain(..drop);
    }
    serde_json::to_string(&table.recent).map_err(|e| crate::store::db::Error::Param(e.to_string()))
}

pub fn set_board_message(conn: &Conn, table: i64, message: &str) -> crate::store::db::Result<()> {
    conn.prepare_cached("UPDATE tables SET board_message = ?2 WHERE id = ?1")?
        .execute_later(params![table, message], Changes::Table(table))?;
    Ok(())
}
