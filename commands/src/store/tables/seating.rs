//! Seat rows: reading a table's seats, and seating, removing, resigning and marking seats
//! present or absent.
use super::{flag, level, SeatRow, StandIn};
use crate::params;
use crate::store::db::{Changes, Conn, Row};
use crate::store::error::CorruptColumn;
use game_kit::bots::Level;

pub fn seats(conn: &Conn, table: i64) -> crate::store::db::Result<Vec<SeatRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seat, \"user\", name, timeouts, absent, bot, resigned, stand_in, clock_left \
         FROM seats \
         WHERE table_id = ?1 ORDER BY seat",
    )?;
    let rows = stmt.query_map([table], |r| seat_from_row(table, r))?;
    rows.collect()
}

/// Reads a seat row. As for [`table_from_row`], a value out of range is an error naming the
/// table and the column, never a wrapped cast: a negative seat read `as usize` would name a
/// seat that does not exist, and a negative timeout count would become four billion.
fn seat_from_row(table: i64, r: &Row<'_>) -> crate::store::db::Result<SeatRow> {
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
        clock_left: r.get(8)?,
    })
}

/// Seats `user` (a bot's seat user when `bot` is its level) in `seat`.
pub fn add_seat(
    conn: &Conn,
    table: i64,
    seat: usize,
    user: &str,
    name: &str,
    bot: Option<Level>,
) -> crate::store::db::Result<()> {
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
pub fn remove_seat(conn: &Conn, table: i64, seat: usize) -> crate::store::db::Result<()> {
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
) -> crate::store::db::Result<()> {
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
pub fn resign_seat(conn: &Conn, table: i64, seat: usize) -> crate::store::db::Result<()> {
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
) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "UPDATE seats SET timeouts = ?3, absent = ?4 WHERE table_id = ?1 AND seat = ?2",
    )?
    .execute_later(
        params![table, seat as i64, timeouts as i64, absent as i64],
        Changes::Table(table),
    )?;
    Ok(())
}
