//! Loading a table for a handler: its row, its game, its seats and its saved state.
use crate::api::Reply;
use crate::ctx::{Ctx, Refusal};
use crate::deadlines;
use crate::render;
use crate::session::{Engine, Session};
use crate::tables::{self, SeatRow, Table};
use game_kit::Seat;

/// The engine of a stored table; a table of a game this build does not know is refused.
pub fn engine_of(ctx: &Ctx<'_>, table: &Table) -> Result<&'static dyn Engine, Refusal> {
    match games::find(&table.game) {
        Some(e) => Ok(e),
        None => ctx.refuse("This table's game is not available in this version of Tabula."),
    }
}

/// Loads a running table's state. A state that does not load is damage: the player is told
/// what can be done ([`crate::ctx::DAMAGED`]), and the row is left as it is.
pub fn session(ctx: &Ctx<'_>, table: &Table) -> Result<Box<dyn Session>, Refusal> {
    let engine = engine_of(ctx, table)?;
    let loaded = table
        .state
        .as_deref()
        .ok_or_else(|| "no state stored".to_string())
        .and_then(|s| engine.load(s));
    loaded.map_err(|e| Refusal::Damaged(format!("table {}: saved state: {e}", table.id)))
}

/// The lobby or running table of the actor's channel.
pub fn channel_table(ctx: &Ctx<'_>) -> Result<Table, Refusal> {
    match tables::open_in_channel(ctx.tx, &ctx.actor.channel)? {
        Some(t) => Ok(t),
        None => ctx.refuse("There is no table in this channel. Open one with /play."),
    }
}

/// A table that must exist.
pub fn require(ctx: &Ctx<'_>, table: Option<Table>) -> Result<Table, Refusal> {
    match table {
        Some(t) => Ok(t),
        None => ctx.refuse("That table does not exist."),
    }
}

/// The actor's seat at a table, if they sit at it. A bot's seat is nobody's to click for,
/// whatever user id a front end sends.
pub fn seat_of(ctx: &Ctx<'_>, seats: &[SeatRow]) -> Option<Seat> {
    seats
        .iter()
        .find(|s| s.user == ctx.actor.user && s.bot.is_none())
        .map(|s| s.seat)
}

/// The table's board as it stands (after a change that is not a game action, e.g. presence).
pub fn board_now(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
) -> Result<Reply, Refusal> {
    let engine = engine_of(ctx, table)?;
    let dl = deadlines::for_table(ctx.tx, table.id)?;
    Ok(render::board(table, seats, engine, session, &dl)?)
}
