//! A clocked table's moves (issue 47): the seat that ends its turn is charged the time from the
//! turn's `started` to the moment its input was received ([`charge`]), and a player of a
//! table that loses on time loses the game when their clock runs out ([`lose_on_time`]).
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::engine_of;
use crate::store::deadlines::{self, Deadline};
use crate::store::tables::{self, SeatRow, Status, Table};
use crate::store::{clocks, ratings};
use crate::view;
use crate::words::t;
use game_kit::{Prompt, Ranking, Seat};
use present_kit::markup;
use present_kit::session::Session;

/// Charges `seat` for the clocked turn it just ended (its row in `before` has a `started`):
/// its bank becomes [`crate::timecontrol::GameClock::after_move`] of the time from `started`
/// to `ctx.received`. Nothing while the turn goes on (a follow-up decision of the same turn,
/// in `prompts`) or without a clock (the caller leaves bots' moves out). Only the player's
/// own move (`own`, not a timeout's default) earns the increment (or banks unused time), and
/// never the move that ends the game (`ended`).
#[allow(clippy::too_many_arguments)] // the move's facts, each needed
pub(super) fn charge(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &mut [SeatRow],
    before: &[Deadline],
    prompts: &[Prompt],
    seat: Seat,
    own: bool,
    ended: bool,
) -> Result<(), Stop> {
    let Some(clock) = table.clock else {
        return Ok(());
    };
    let Some(started) = before
        .iter()
        .find(|d| d.seat == seat && d.bot.is_none())
        .and_then(|d| d.started)
    else {
        return Ok(());
    };
    let goes_on = !ended
        && prompts
            .iter()
            .any(|p| p.seat == seat && deadlines::turn_goes_on(before, p, Some(seat)).is_some());
    if goes_on {
        return Ok(());
    }
    let Some(row) = seats.iter_mut().find(|s| s.seat == seat) else {
        return Ok(());
    };
    let bank = row.clock_left.unwrap_or_else(|| clock.initial_bank());
    let left = clock.after_move(bank, ctx.received - started, ended || !own);
    clocks::set_clock_left(ctx.tx, table.id, seat, left)?;
    row.clock_left = Some(left);
    Ok(())
}

/// Whether the clocked turn `due` that ran out makes its player lose the game at once: the
/// table chose `lose_on_time`, the deadline is a clocked turn's, and two seats play.
pub(super) fn loses_on_time(table: &Table, seats: &[SeatRow], due: &Deadline) -> bool {
    table.lose_on_time && due.started.is_some() && due.bot.is_none() && seats.len() == 2
}

/// `seat`'s clock ran out at a table that loses on time (issue 47): the player resigns (absent
/// for good, so they rank last, as `/resign` ranks them) and the game ends at once, the other
/// player first. The saved state stays as it was, with no move of the timeout default played;
/// the result and the notice say "lost on time".
pub(super) fn lose_on_time(
    ctx: &Ctx<'_>,
    mut table: Table,
    session: &dyn Session,
    seat: Seat,
) -> Handled {
    let engine = engine_of(ctx, &table)?;
    tables::resign_seat(ctx.tx, table.id, seat)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    let ranking = Ranking {
        place: seats
            .iter()
            .map(|s| if s.seat == seat { 2 } else { 1 })
            .collect(),
        score: vec![0; seats.len()],
        team: (0..seats.len()).collect(),
    };
    table.status = Status::Finished;
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::System)?;
    deadlines::clear(ctx.tx, table.id)?;
    ratings::record(ctx.tx, &table, &seats, &ranking, ctx.now)?;
    let loser = seats.get(seat).map_or("?", |s| s.name.as_str());
    let winner = seats
        .iter()
        .find(|s| s.seat != seat)
        .map_or("?", |s| s.name.as_str());
    let lang = ctx.public_lang()?;
    let line = t(
        lang,
        "play-lost-on-time",
        &[("loser", loser.into()), ("winner", winner.into())],
    );
    let board = view::board::board(&table, &seats, engine, session, &[], lang)?;
    let mut result = view::results::result(&table, &seats, &ranking, engine, lang);
    result.text = format!("{line}\n{}", result.text);
    let (game, id) = (markup::bold(engine.name()), table.id.to_string());
    let closing = crate::handlers::threads::closing(
        &table,
        lang,
        &t(
            lang,
            "play-ended-line",
            &[
                ("game", (&game).into()),
                ("table", (&id).into()),
                ("line", (&line).into()),
            ],
        ),
        Some(&board),
    );
    let mut replies = vec![board, result];
    replies.extend(closing);
    replies.extend(crate::handlers::tournaments::table_ended(
        ctx,
        table.id,
        &seats,
        Some(&ranking),
    )?);
    Ok(replies)
}
