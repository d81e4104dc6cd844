//! Clocks' rows (issue 47): a seat's bank after a charged move, and the process's sign of
//! life, which tells the next start how long nobody could play. An outage is never charged to
//! a clock: at start-up the clocked turns of this process's tables are moved forward by the
//! time since the last heartbeat, `started` with `due` and `remind_at`, so that what a move
//! costs (from `started` to the click) leaves the outage out.
use crate::api::Millis;
use crate::params;
use crate::store::db::{Changes, Conn, OptionalExtension, ToSql};
use crate::store::shards::Shards;

/// How often a running process writes its heartbeat: the scheduler passes at least this often
/// (its longest sleep), so a gap much longer than this is an outage.
pub const BEAT_EVERY: Millis = 30_000;

/// A gap since the last heartbeat longer than this is an outage whose length no clock is
/// charged for; a shorter one (a quick restart, a slow pass) is not worth rewriting rows for.
pub const OUTAGE: Millis = 2 * 60_000;

/// Stores `left` as `seat`'s bank at `table`.
pub fn set_clock_left(
    conn: &Conn,
    table: i64,
    seat: usize,
    left: Millis,
) -> crate::store::db::Result<()> {
    conn.prepare_cached("UPDATE seats SET clock_left = ?3 WHERE table_id = ?1 AND seat = ?2")?
        .execute_later(params![table, seat as i64, left], Changes::Table(table))?;
    Ok(())
}

/// The heartbeats row of a process serving `shards`: one per set of shards, which is one
/// process (`SHARDS`).
pub fn process_key(shards: &Shards) -> String {
    format!("shards {shards}")
}

/// Writes `process`'s heartbeat at `now`.
pub fn beat(conn: &Conn, process: &str, now: Millis) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "INSERT INTO heartbeats (process, at) VALUES (?1, ?2) \
         ON CONFLICT (process) DO UPDATE SET at = excluded.at",
    )?
    .execute(params![process, now])?;
    Ok(())
}

/// At start-up, before any timeout fires: if `process` was silent for longer than [`OUTAGE`],
/// moves the clocked turn deadlines of `shards`' running tables forward by the silence, then
/// writes the heartbeat. Returns the gap no clock was charged for (0 when there was none).
pub fn resume_after_outage(
    conn: &Conn,
    process: &str,
    shards: &Shards,
    now: Millis,
) -> crate::store::db::Result<Millis> {
    let last: Option<Millis> = conn
        .prepare_cached("SELECT at FROM heartbeats WHERE process = ?1")?
        .query_row([process], |r| r.get(0))
        .optional()?;
    let gap = last.map_or(0, |at| now - at);
    let shifted = if gap > OUTAGE {
        let values = shards.values();
        let mut params: Vec<&dyn ToSql> = vec![&gap];
        shards.bind(&values, &mut params);
        conn.prepare_cached(&format!(
            "UPDATE deadlines SET started = started + ?1, due = due + ?1, \
             remind_at = remind_at + ?1 WHERE started IS NOT NULL AND table_id IN \
             (SELECT id FROM tables WHERE status = 'playing'{ours})",
            ours = shards.condition("guild_key", 2),
        ))?
        .execute(params.as_slice())?;
        gap
    } else {
        0
    };
    beat(conn, process, now)?;
    Ok(shifted)
}
