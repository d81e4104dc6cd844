//! The action log: each accepted action, in order, as a game's replay and `/history` read it.
use super::flag;
use crate::api::Millis;
use crate::params;
use crate::store::db::{Changes, Conn};
use crate::store::error::CorruptColumn;
use serde_json::Value;

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
pub fn log(conn: &Conn, table: i64) -> crate::store::db::Result<Vec<Logged>> {
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
) -> crate::store::db::Result<()> {
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
