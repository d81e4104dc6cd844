//! Time away (issue 47, `/away`): a player's absences on a server, as rows of `away` (schema
//! 15), and what an absence does to their deadlines.
//!
//! A player going on holiday would otherwise time out at every async table and be marked
//! absent. While they are away, every deadline of theirs at an async table of that server (a
//! person's, never a bot's: whatever the prompt, a turn, a reaction or a secret choice) waits
//! for them: at the start, the waiting ones move forward by the time away ([`pause`]); a prompt
//! that comes to them while away is due only after they are back, with its whole allowance
//! counted from the end ([`hold`], called where a table's deadlines are rescheduled); ending early
//! moves the pushed ones back by what was left ([`resume`]). Live tables are never paused:
//! everyone there is playing now. A year's allowance is the sum of the absences started in that
//! UTC calendar year, each in whole days rounded up ([`days_used`]).
use crate::api::Millis;
use crate::params;
use crate::store::db::{Conn, OptionalExtension};
use crate::store::tables::{SeatRow, Table};
use crate::timecontrol::TimeControl;

/// One day.
pub const DAY: Millis = 24 * 60 * 60 * 1000;
/// Days of time away a player has each year on a server that did not choose otherwise.
pub const AWAY_DAYS: u32 = 21;
/// The most a server may allow: a year.
pub const AWAY_DAYS_MAX: u32 = 365;
/// After `/away off`, a deadline that the early return would put in the past, or almost, is
/// due this long after the return instead: the player just came back and first reads the
/// table.
pub const GRACE: Millis = 60 * 60 * 1000;

/// One absence of a player on a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Absence {
    pub starts: Millis,
    /// The planned end, or the actual one after `/away off`.
    pub ends: Millis,
}

/// A table an absence concerns: a running async table of the server where the player has
/// a seat (present, played by themselves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concerned {
    pub table: i64,
    pub channel: String,
    /// The player's name as seated there.
    pub name: String,
}

/// The absence of `user` on `guild` in force at `at`, if any.
pub fn in_force(
    conn: &Conn,
    guild: &str,
    user: &str,
    at: Millis,
) -> crate::store::db::Result<Option<Absence>> {
    conn.prepare_cached(
        "SELECT starts, ends FROM away WHERE guild = ?1 AND \"user\" = ?2 \
         AND starts <= ?3 AND ends > ?3 ORDER BY starts DESC LIMIT 1",
    )?
    .query_row(params![guild, user, at], |r| {
        Ok(Absence {
            starts: r.get(0)?,
            ends: r.get(1)?,
        })
    })
    .optional()
}

/// Records an absence of `user` on `guild` from `starts` to `ends`. An absence ended at the
/// very moment it started (`/away off` at once) is replaced, as it never was.
pub fn start(
    conn: &Conn,
    guild: &str,
    user: &str,
    starts: Millis,
    ends: Millis,
) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "INSERT INTO away (guild, \"user\", starts, ends) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (guild, \"user\", starts) DO UPDATE SET ends = excluded.ends",
    )?
    .execute(params![guild, user, starts, ends])?;
    Ok(())
}

/// Ends `absence` of `user` on `guild` at `now` (`/away off`).
pub fn end_early(
    conn: &Conn,
    guild: &str,
    user: &str,
    absence: Absence,
    now: Millis,
) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "UPDATE away SET ends = ?4 WHERE guild = ?1 AND \"user\" = ?2 AND starts = ?3",
    )?
    .execute(params![guild, user, absence.starts, now])?;
    Ok(())
}

/// The days of time away `user` took on `guild` in the UTC calendar year of `now`: each
/// absence started in it, in whole days rounded up (an absence ended at once counts none).
pub fn days_used(
    conn: &Conn,
    guild: &str,
    user: &str,
    now: Millis,
) -> crate::store::db::Result<u32> {
    let (from, to) = year_of(now);
    let mut stmt = conn.prepare_cached(
        "SELECT starts, ends FROM away WHERE guild = ?1 AND \"user\" = ?2 \
         AND starts >= ?3 AND starts < ?4",
    )?;
    let rows = stmt.query_map(params![guild, user, from, to], |r| {
        Ok((r.get::<Millis>(0)?, r.get::<Millis>(1)?))
    })?;
    let mut days: i64 = 0;
    for row in rows {
        let (starts, ends) = row?;
        days += ((ends - starts).max(0) + DAY - 1) / DAY;
    }
    Ok(u32::try_from(days).unwrap_or(u32::MAX))
}

/// The absences that ended in `(from, to]`: who is back (a notice, a report).
pub fn ending(
    conn: &Conn,
    from: Millis,
    to: Millis,
) -> crate::store::db::Result<Vec<(String, String, Absence)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT guild, \"user\", starts, ends FROM away WHERE ends > ?1 AND ends <= ?2 \
         ORDER BY ends, guild, \"user\"",
    )?;
    let rows = stmt.query_map(params![from, to], |r| {
        Ok((
            r.get(0)?,
            r.get(1)?,
            Absence {
                starts: r.get(2)?,
                ends: r.get(3)?,
            },
        ))
    })?;
    rows.collect()
}

/// The first moment of the UTC calendar year of `now`, and of the next.
pub fn year_of(now: Millis) -> (Millis, Millis) {
    let days = now.div_euclid(DAY);
    let year = present_kit::calendar::ymd(days).0;
    (
        present_kit::calendar::days_from_civil(year, 1, 1) * DAY,
        present_kit::calendar::days_from_civil(year + 1, 1, 1) * DAY,
    )
}

/// Which of a player's seats an absence pauses, as a condition on a deadline row `deadlines`:
/// a person's row (no bot answers it) of a seat `?2` holds, present, at a running async table
/// of server `?1`.
const PAUSED_ROWS: &str = "deadlines.bot IS NULL AND EXISTS (SELECT 1 FROM seats s \
     JOIN tables t ON t.id = s.table_id WHERE s.table_id = deadlines.table_id \
     AND s.seat = deadlines.seat AND t.guild = ?1 AND s.\"user\" = ?2 AND s.absent = 0 \
     AND t.status = 'playing' AND t.time_control = 'async')";

/// The tables an absence of `user` on `guild` concerns, by id.
pub fn concerned(conn: &Conn, guild: &str, user: &str) -> crate::store::db::Result<Vec<Concerned>> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.id, t.channel, MIN(s.name) FROM seats s JOIN tables t ON t.id = s.table_id \
         WHERE t.guild = ?1 AND s.\"user\" = ?2 AND s.absent = 0 AND s.bot IS NULL \
         AND t.status = 'playing' AND t.time_control = 'async' \
         GROUP BY t.id, t.channel ORDER BY t.id",
    )?;
    let rows = stmt.query_map(params![guild, user], |r| {
        Ok(Concerned {
            table: r.get(0)?,
            channel: r.get(1)?,
            name: r.get(2)?,
        })
    })?;
    rows.collect()
}

/// An absence of `user` on `guild` starts at `now` for `span`: their waiting deadlines (and
/// reminders, and the moment their clock's wait began) at async tables move forward by it.
pub fn pause(conn: &Conn, guild: &str, user: &str, span: Millis) -> crate::store::db::Result<()> {
    conn.prepare_cached(&format!(
        "UPDATE deadlines SET due = due + ?3, remind_at = remind_at + ?3, \
         started = started + ?3 WHERE {PAUSED_ROWS}"
    ))?
    .execute(params![guild, user, span])?;
    Ok(())
}

/// `user` came back on `guild` at `now`, `left` before their absence was to end: every
/// deadline of theirs the absence pushed moves back by `left`, but never to before `now` +
/// [`GRACE`]; a reminder that would then be past is dropped.
pub fn resume(
    conn: &Conn,
    guild: &str,
    user: &str,
    left: Millis,
    now: Millis,
) -> crate::store::db::Result<()> {
    let floor = now + GRACE;
    conn.prepare_cached(&format!(
        "UPDATE deadlines SET \
         due = CASE WHEN due - ?3 < ?4 THEN ?4 ELSE due - ?3 END, \
         remind_at = CASE WHEN remind_at - ?3 > ?5 THEN remind_at - ?3 ELSE NULL END, \
         started = started - ?3 \
         WHERE due > ?5 AND {PAUSED_ROWS}"
    ))?
    .execute(params![guild, user, left, floor, now])?;
    Ok(())
}

/// When a direct message to `user` about a table of `guild` may go: after their absence in
/// force at `now`, if any.
pub fn back_at(
    conn: &Conn,
    guild: &str,
    user: &str,
    now: Millis,
) -> crate::store::db::Result<Millis> {
    Ok(in_force(conn, guild, user, now)?.map_or(now, |a| a.ends))
}

/// A deadline about to be written where a table's deadlines are rescheduled: its seat, and
/// its due time, reminder and clocked start, which [`hold`] may move.
pub struct Held<'a> {
    pub seat: usize,
    pub due: &'a mut Millis,
    pub remind_at: &'a mut Option<Millis>,
    /// A clocked turn's start (issue 47): moved with the due time, so that the time away is
    /// never charged to the player's clock.
    pub started: &'a mut Option<Millis>,
}

/// The pass over the new person's deadlines a table's rescheduling is about to write: a
/// prompt that comes to a player who is away, at an async table, is due only after they are
/// back, its whole allowance counted from their return (and its reminder with it). The caller
/// leaves out rows that were paused already (kept, or carrying the due of the seat's earlier
/// row: a turn's next step) and bots' rows.
pub fn hold<'a>(
    conn: &Conn,
    table: &Table,
    seats: &[SeatRow],
    rows: impl Iterator<Item = Held<'a>>,
    now: Millis,
) -> crate::store::db::Result<()> {
    if table.time_control != TimeControl::Async {
        return Ok(());
    }
    for d in rows {
        if *d.due <= now {
            continue;
        }
        let Some(seat) = seats.iter().find(|s| s.seat == d.seat && !s.absent) else {
            continue;
        };
        let Some(absence) = in_force(conn, &table.guild, &seat.user, now)? else {
            continue;
        };
        let shift = absence.ends - now;
        *d.due += shift;
        *d.remind_at = d.remind_at.map(|at| at + shift);
        *d.started = d.started.map(|at| at + shift);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_year_runs_from_new_year_to_new_year_in_utc() {
        // 2026-11-28 22:00 UTC.
        let now = 1_795_903_200_000;
        let (from, to) = year_of(now);
        assert_eq!(from, 1_767_225_600_000, "2026-01-01 00:00 UTC");
        assert_eq!(to, 1_798_761_600_000, "2027-01-01 00:00 UTC");
        assert_eq!(year_of(from), (from, to), "its first moment is in it");
        assert_eq!(year_of(to - 1), (from, to), "so is its last");
        assert_eq!(year_of(to).0, to, "the next year starts at its end");
        // A leap year: 2028 has 366 days.
        let (from, to) = year_of(1_830_297_600_000 + DAY);
        assert_eq!((to - from) / DAY, 366);
    }
}
