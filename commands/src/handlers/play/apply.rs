//! The move path once the table is found current and the seat may act: the game accepts the
//! action, the seat's absence is counted, the state is saved at the next version, the action
//! logged, and the deadlines set for what the game awaits now (or the results written), all
//! in the input's savepoint ([`commit`]). Nothing is rendered here.
use crate::handlers::ctx::{Ctx, Stop};
use crate::store::deadlines;
use crate::store::ratings;
use crate::store::snapshot::Loaded;
use crate::store::tables::{self, SeatRow, Status, Table};
use crate::view;
use game_kit::{Ranking, Seat};
use present_kit::session::Session;
use serde_json::Value;

/// A table as an action finds it: its row, seats and parsed state, and its deadlines when
/// they are known without reading them (a kept table's, see `snapshot::WriterCache`).
pub(super) struct Acting {
    pub table: Table,
    pub seats: Vec<SeatRow>,
    pub session: Box<dyn Session>,
    pub deadlines: Option<Vec<deadlines::Deadline>>,
}

impl Acting {
    /// A table read in this savepoint, its deadlines still to read.
    pub fn read(table: Table, seats: Vec<SeatRow>, session: Box<dyn Session>) -> Acting {
        Acting {
            table,
            seats,
            session,
            deadlines: None,
        }
    }
}

/// Who made an action: the seat's player, the timeout default, or a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum By {
    Player,
    Timeout,
    Bot,
}

/// What one committed action changed: everything its replies are drawn from.
pub(super) struct Committed {
    /// The table as saved, at its new version.
    pub(super) table: Table,
    /// The seats after the absence policy.
    pub(super) seats: Vec<SeatRow>,
    pub(super) session: Box<dyn Session>,
    pub(super) seat: Seat,
    pub(super) by: By,
    /// Every event of the action and of a timed-out turn's follow-ups, in order.
    pub(super) events: Vec<Value>,
    pub(super) next: Next,
    /// Lines the notice adds (a player newly marked absent).
    pub(super) notes: Vec<String>,
}

impl Committed {
    /// The running table as a read would now load it.
    pub(super) fn into_loaded(self) -> Loaded {
        let after = match self.next {
            Next::Awaits(deadlines::Rescheduled { after, .. }) => after,
            Next::Finished(_) => Vec::new(),
        };
        // The menus its replies computed are not kept (see `load::Kept`).
        self.session.forget_menus();
        Loaded::for_reads(self.table, self.seats, after, self.session)
    }
}

/// Where a committed action left the game.
pub(super) enum Next {
    /// It ended so (results and ratings are written).
    Finished(Ranking),
    /// It goes on: the deadlines it awaited before the action and those it awaits now.
    Awaits(deadlines::Rescheduled),
}

/// Applies one action and writes everything that follows from it in the caller's savepoint.
/// Nothing is rendered here. The move path, as a checklist (the table was found, at the
/// version the move was decided on, still playing, and the seat may act: [`commit_pending`]
/// for a player, [`computer_move`] for a bot, the timers for a timeout):
/// 1. the game accepts the action (and a timed-out turn's follow-ups),
/// 2. the seat's absence is counted,
/// 3. the state is saved and the version goes up by one,
/// 4. the action is logged at that version,
/// 5. the deadlines are set for what the game awaits now, or the results and ratings written.
pub(super) fn commit(
    ctx: &Ctx<'_>,
    acting: Acting,
    seat: Seat,
    action: &Value,
    by: By,
) -> Result<Committed, Stop> {
    ctx.writes()?;
    let Acting {
        mut table,
        mut seats,
        mut session,
        deadlines: known,
    } = acting;
    let (events, applied) = game_accepts(ctx, session.as_mut(), seat, action, by)?;
    let notes = count_absence(ctx, &table, &mut seats, seat, by)?;
    let outcome = session.outcome();
    // A clocked table (issue 47): the turn just ended is charged, before the next turn's
    // deadline is set from the seat's bank.
    let known = match (table.clock, known) {
        (Some(_), None) => Some(deadlines::for_table(ctx.tx, table.id)?),
        (_, known) => known,
    };
    // A bot's move is never charged: bots have no clock.
    if let Some(before) = known
        .as_deref()
        .filter(|_| table.clock.is_some() && by != By::Bot)
    {
        let prompts = session.prompts();
        let (own, ended) = (by == By::Player, outcome.is_some());
        super::clocks::charge(ctx, &table, &mut seats, before, &prompts, seat, own, ended)?;
    }
    let version = save_version_up(ctx, &mut table, session.as_ref(), &events, &outcome, by)?;
    log_applied(ctx, &table, version, seat, &applied, by)?;
    let next = what_follows(ctx, &table, &seats, session.as_ref(), seat, known, outcome)?;
    // On PostgreSQL the server writes all this while the replies are drawn (`db::pg`).
    ctx.tx.send_ahead();
    Ok(Committed {
        table,
        seats,
        session,
        seat,
        by,
        events,
        next,
        notes,
    })
}

/// The game applies `action` for `seat`: its events, and the actions applied (more than one
/// when a timed-out turn is settled with its follow-ups). A rule the action breaks refuses it.
fn game_accepts(
    ctx: &Ctx<'_>,
    session: &mut dyn Session,
    seat: Seat,
    action: &Value,
    by: By,
) -> Result<(Vec<Value>, Vec<Value>), Stop> {
    let mut events = match session.apply(seat, action, ctx.lang()?) {
        Ok(events) => events,
        Err(e) => return ctx.refuse_apply(e),
    };
    let mut applied = vec![action.clone()];
    if by == By::Timeout {
        // A timed-out turn is settled in one go: follow-up decisions of the same seat (e.g. the
        // recipient of the deck card it revealed, EQ-7) take their defaults too, so one missed
        // deadline is one timeout. A decision that is a prompt of its own (the game says so:
        // Equilibrix's next tax, every Relinquish prompt) is not a follow-up: it gets its own
        // deadline (`game_kit::Game::continues_timeout`).
        while applied.len() < 16 {
            let follow_up = session
                .prompts()
                .iter()
                .any(|p| p.seat == seat && p.kind == game_kit::PromptKind::Decision)
                && session.continues_timeout(seat);
            let next = if follow_up {
                session.timeout_action(seat)?
            } else {
                None
            };
            let Some(next) = next else {
                break;
            };
            match session.apply(seat, &next, ctx.lang()?) {
                Ok(more) => events.extend(more),
                Err(e) => return ctx.refuse_apply(e),
            }
            applied.push(next);
        }
    }
    Ok((events, applied))
}

/// The absence policy counts timeouts only: a player's own action resets the count, and a
/// bot's move leaves it as it is (a bot never times out, and one playing an absent player's
/// seat keeps that player absent until they resume). Returns the lines the notice adds (a
/// player newly marked absent).
fn count_absence(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &mut [SeatRow],
    seat: Seat,
    by: By,
) -> Result<Vec<String>, Stop> {
    let mut notes = Vec::new();
    if let Some(row) = seats.get_mut(seat).filter(|_| by != By::Bot) {
        let (timeouts, absent) = if by == By::Timeout {
            let t = row.timeouts + 1;
            (t, row.absent || t >= ctx.switches.absence_limit)
        } else {
            (0, row.absent)
        };
        if absent && !row.absent {
            // A line of the table's notice: the server's language.
            notes.push(crate::words::t(
                ctx.public_lang()?,
                "play-now-absent",
                &[
                    ("name", (&row.name).into()),
                    ("count", timeouts.into()),
                    ("by", view::parts::absent_by(table).into()),
                ],
            ));
        }
        if (timeouts, absent) != (row.timeouts, row.absent) {
            tables::set_seat_presence(ctx.tx, table.id, seat, timeouts, absent)?;
            row.timeouts = timeouts;
            row.absent = absent;
        }
    }
    Ok(notes)
}

/// Saves the state the action left (finished, when the game has an outcome): the table's
/// version goes up by one, and the new version is returned.
fn save_version_up(
    ctx: &Ctx<'_>,
    table: &mut Table,
    session: &dyn Session,
    events: &[Value],
    outcome: &Option<Ranking>,
    by: By,
) -> Result<i64, Stop> {
    table.state = Some(session.save()?);
    table.recent.push(events.to_vec());
    let change = match by {
        By::Player => tables::Change::Person,
        By::Timeout | By::Bot => tables::Change::System,
    };
    Ok(if outcome.is_some() {
        table.status = Status::Finished;
        tables::save(ctx.tx, table, ctx.now, change)?
    } else {
        tables::save_move(ctx.tx, table, ctx.now, change)?
    })
}

/// Logs every action applied, in order, at `version`.
fn log_applied(
    ctx: &Ctx<'_>,
    table: &Table,
    version: i64,
    seat: Seat,
    applied: &[Value],
    by: By,
) -> Result<(), Stop> {
    for (step, action) in applied.iter().enumerate() {
        tables::log_action(
            ctx.tx,
            table.id,
            version,
            step,
            seat,
            action,
            by == By::Timeout,
            ctx.now,
        )?;
    }
    Ok(())
}

/// Where the game goes from here: at its end the deadlines are cleared and the results and
/// ratings written; otherwise the deadlines are set for what it awaits now (from the ones
/// `known` before the action, or read).
fn what_follows(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    seat: Seat,
    known: Option<Vec<deadlines::Deadline>>,
    outcome: Option<Ranking>,
) -> Result<Next, Stop> {
    Ok(match outcome {
        Some(ranking) => {
            deadlines::clear(ctx.tx, table.id)?;
            ratings::record(ctx.tx, table, seats, &ranking, ctx.now)?;
            Next::Finished(ranking)
        }
        None => Next::Awaits(deadlines::reschedule_from(
            ctx.tx,
            match known {
                Some(known) => known,
                None => deadlines::for_table(ctx.tx, table.id)?,
            },
            table,
            session,
            seats,
            Some(seat),
            ctx.now,
            ctx.switches.bots.pause,
        )?),
    })
}
