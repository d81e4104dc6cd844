//! Committing an action, whoever chose it (a player's menu or form, a bot, a
//! timeout): the engine applies it, and the state, the log, absence, deadlines and ratings
//! follow in the input's savepoint ([`commit`]); the replies are rendered after, from what
//! the commit changed ([`render_committed`]).
use super::views::refuse_with_view;
use crate::api::{Delivery, Reply};
use crate::ctx::{Ctx, Decided, Decision, Handled, Pending, Refusal};
use crate::deadlines;
use crate::load::{self, engine_of};
use crate::markup;
use crate::ratings;
use crate::render::{self, At};
use crate::session::Session;
use crate::snapshot::Loaded;
use crate::tables::{self, SeatRow, Status, Table};
use game_kit::{Ranking, Seat};
use serde_json::Value;

/// Carries out what an input decided, on the writer: an answer as it is, an action committed
/// ([`commit_pending`]).
pub fn carry_out(ctx: &Ctx<'_>, decided: Decided) -> Handled {
    match decided? {
        Decision::Answer(replies) => Ok(replies),
        // Decided in this same savepoint, so the table is as it was read: `again` is never
        // needed, and would only say so.
        Decision::Commit(pending) => commit_pending(ctx, *pending, |_| {
            Err(Refusal::Internal(
                "a table changed between deciding and committing in one savepoint".into(),
            ))
        }),
    }
}

/// Commits `pending` on the writer: the table must still be at the version it was decided on,
/// playing, with the seat its actor's and present; otherwise the input is decided again from
/// the start, by `again`, on this transaction.
pub fn commit_pending(
    ctx: &Ctx<'_>,
    pending: Pending,
    again: impl FnOnce(&Ctx<'_>) -> Decided,
) -> Handled {
    let (table, seats, deadlines) = match ctx.cache {
        // The state the click was decided on is still the table's last word: its row, seats
        // and deadlines are what a read would find (see `snapshot::WriterCache`).
        Some(cache) if cache.unchanged(ctx.tx, &pending.loaded)? => (
            pending.loaded.table.clone(),
            pending.loaded.seats.clone(),
            Some(pending.loaded.deadlines.clone()),
        ),
        _ => {
            let Some(table) = tables::get(ctx.tx, pending.table)? else {
                return carry_out(ctx, again(ctx));
            };
            let seats = tables::seats(ctx.tx, table.id)?;
            (table, seats, None)
        }
    };
    if table.version != pending.version || table.status != Status::Playing {
        return carry_out(ctx, again(ctx));
    }
    let present = seats
        .get(pending.seat)
        .is_some_and(|s| s.user == ctx.actor.user && !s.absent);
    if !present {
        return carry_out(ctx, again(ctx));
    }
    let session = Loaded::session_to_change(pending.loaded);
    let acting = Acting {
        table,
        seats,
        session,
        deadlines,
    };
    apply_chosen(ctx, acting, pending.seat, &pending.action, pending.delivery)
}

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

/// A bot's answer for `seat` of `table`, searched at `version` (see [`crate::computer`]).
pub struct BotMove {
    pub table: i64,
    pub seat: Seat,
    pub version: i64,
    /// `None`: the seat had no prompt at that version.
    pub action: Option<Value>,
}

/// Commits a bot's move through the same path as a player's action ([`commit_action`]: the
/// engine validates it, the state, log, deadlines and version are written in this input's
/// savepoint). Dropped, changing nothing, when the table moved on since the search read it
/// (another version) or the seat is no longer a bot's to play (its player resumed): the
/// table's bot row, if still due, is then searched again.
pub fn bot_move(ctx: &Ctx<'_>, mv: &BotMove) -> Handled {
    ctx.writes()?;
    let Some(table) = tables::get(ctx.tx, mv.table)? else {
        return Ok(Vec::new());
    };
    if table.status != Status::Playing || table.version != mv.version {
        return Ok(Vec::new());
    }
    if deadlines::bot_row(ctx.tx, table.id, mv.seat)?.is_none() {
        return Ok(Vec::new());
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let session = load::session(ctx, &table)?;
    let Some(action) = &mv.action else {
        // The prompt is gone (should not happen: deadlines are rewritten with the state).
        deadlines::reschedule(
            ctx.tx,
            &table,
            &session.prompts(),
            &seats,
            Some(mv.seat),
            ctx.now,
            ctx.switches.bots.pause,
        )?;
        return Ok(Vec::new());
    };
    let acting = Acting::read(table, seats, session);
    commit_action(ctx, acting, mv.seat, action, By::Bot)
}

/// Carries out the action a menu path completed; the actor's fresh view answers the click.
fn apply_chosen(
    ctx: &Ctx<'_>,
    acting: Acting,
    seat: Seat,
    action: &Value,
    delivery: Delivery,
) -> Handled {
    let before = acting.table.clone();
    let seats = acting.seats.clone();
    match commit_action(ctx, acting, seat, action, By::Player) {
        Ok(mut replies) => {
            if let Some(first) = replies.iter_mut().find(|r| !r.to.is_public()) {
                first.delivery = delivery;
            }
            Ok(replies)
        }
        // The engine refused what the menu led to (e.g. Relinquish's Confirm of an incomplete
        // choice): its reason comes with the view, so the player goes on from their menu.
        // Nothing was applied.
        Err(Refusal::Reply(refusal)) => {
            // The row as stored: a kept table carries no saved state to parse again.
            let stored = load::require(ctx, tables::get(ctx.tx, before.id)?)?;
            let session = load::session(ctx, &stored)?;
            refuse_with_view(
                ctx,
                &before,
                &seats,
                session.as_ref(),
                seat,
                delivery,
                &refusal.text,
            )
        }
        Err(e) => Err(e),
    }
}

/// Who made an action: the seat's player, the timeout default, or a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum By {
    Player,
    Timeout,
    Computer,
}

/// Applies one action, commits everything that follows from it ([`commit`]), then renders
/// what the commit changed ([`render_committed`]). The caller's transaction commits after this
/// returns; replies describe only committed facts.
pub(super) fn commit_action(
    ctx: &Ctx<'_>,
    acting: Acting,
    seat: Seat,
    action: &Value,
    by: By,
) -> Handled {
    let committed = commit(ctx, acting, seat, action, by)?;
    let replies = render_committed(ctx, &committed)?;
    if let (Some(cache), Next::Awaits(_)) = (ctx.cache, &committed.next) {
        // Every caller read the table, its seats and deadlines in this savepoint after any
        // write of its own, so everything written so far is in the state below: its table's
        // last word until something writes it again (see `snapshot::Fresh`).
        cache.fresh.note_writes(ctx.tx)?;
        cache.fresh.left(committed.into_loaded());
    }
    Ok(replies)
}

/// What one committed action changed: everything its replies are drawn from.
struct Committed {
    /// The table as saved, at its new version.
    table: Table,
    /// The seats after the absence policy.
    seats: Vec<SeatRow>,
    session: Box<dyn Session>,
    seat: Seat,
    by: By,
    /// Every event of the action and of a timed-out turn's follow-ups, in order.
    events: Vec<Value>,
    next: Next,
    /// Lines the notice adds (a player newly marked absent).
    notes: Vec<String>,
}

impl Committed {
    /// The running table as a read would now load it.
    fn into_loaded(self) -> Loaded {
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
enum Next {
    /// It ended so (results and ratings are written).
    Finished(Ranking),
    /// It goes on: the deadlines it awaited before the action and those it awaits now.
    Awaits(deadlines::Rescheduled),
}

/// Applies one action and writes everything that follows from it in the caller's savepoint:
/// the state, the log, absence, the version, deadlines, and on the game's end results and
/// ratings. Nothing is rendered here.
///
/// The absence policy counts timeouts only: a player's own action resets the count, and a
/// bot's move leaves it as it is (a bot never times out, and one playing an absent player's
/// seat keeps that player absent until they resume).
fn commit(
    ctx: &Ctx<'_>,
    acting: Acting,
    seat: Seat,
    action: &Value,
    by: By,
) -> Result<Committed, Refusal> {
    ctx.writes()?;
    let Acting {
        mut table,
        mut seats,
        mut session,
        deadlines: known,
    } = acting;
    let by_timeout = by == By::Timeout;
    let mut events = match session.apply(seat, action) {
        Ok(events) => events,
        Err(e) => return ctx.refuse_apply(e),
    };
    let mut applied = vec![action.clone()];
    if by_timeout {
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
            match session.apply(seat, &next) {
                Ok(more) => events.extend(more),
                Err(e) => return ctx.refuse_apply(e),
            }
            applied.push(next);
        }
    }
    // Absence policy: count consecutive timeouts; any own action resets the count.
    let mut notes = Vec::new();
    if let Some(row) = seats.get_mut(seat).filter(|_| by != By::Bot) {
        let (timeouts, absent) = if by_timeout {
            let t = row.timeouts + 1;
            (t, row.absent || t >= ctx.switches.absence_limit)
        } else {
            (0, row.absent)
        };
        if absent && !row.absent {
            notes.push(format!(
                "{} timed out {timeouts} times in a row and is now marked absent: their turns are played by {}, and they rank last for ratings. They can click Resume to come back.",
                row.name,
                render::absent_player(&table)
            ));
        }
        if (timeouts, absent) != (row.timeouts, row.absent) {
            tables::set_seat_presence(ctx.tx, table.id, seat, timeouts, absent)?;
            row.timeouts = timeouts;
            row.absent = absent;
        }
    }
    let outcome = session.outcome();
    table.state = Some(session.save()?);
    table.recent.push(events.clone());
    let change = match by {
        By::Player => tables::Change::Person,
        By::Timeout | By::Bot => tables::Change::System,
    };
    let version = if outcome.is_some() {
        table.status = Status::Finished;
        tables::save(ctx.tx, &mut table, ctx.now, change)?
    } else {
        tables::save_move(ctx.tx, &mut table, ctx.now, change)?
    };
    for (step, action) in applied.iter().enumerate() {
        tables::log_action(
            ctx.tx, table.id, version, step, seat, action, by_timeout, ctx.now,
        )?;
    }
    let next = match outcome {
        Some(ranking) => {
            deadlines::clear(ctx.tx, table.id)?;
            ratings::record(ctx.tx, &table, &seats, &ranking, ctx.now)?;
            Next::Finished(ranking)
        }
        None => Next::Awaits(deadlines::reschedule_from(
            ctx.tx,
            match known {
                Some(known) => known,
                None => deadlines::for_table(ctx.tx, table.id)?,
            },
            &table,
            &session.prompts(),
            &seats,
            Some(seat),
            ctx.now,
            ctx.switches.bots.pause,
        )?),
    };
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

/// The replies of a committed action: the edited board, the public notice (what happened, who
/// is newly awaited, and at the end the result), and for a player's own action their fresh
/// private view first.
fn render_committed(ctx: &Ctx<'_>, committed: &Committed) -> Handled {
    let Committed {
        table,
        seats,
        session,
        seat,
        by,
        events,
        next,
        notes,
    } = committed;
    let (seat, by) = (*seat, *by);
    let engine = engine_of(ctx, table)?;
    let session = session.as_ref();
    let mut replies = Vec::new();
    match next {
        Next::Finished(ranking) => {
            let board = render::board(table, seats, engine, session, &[])?;
            let result = render::result(table, seats, ranking, engine.score_unit());
            // A table in its own thread: the result and the final board go to the parent
            // channel too, and the thread is archived after its last messages (issue 27).
            let closing = crate::threads::closing(
                table,
                &format!(
                    "{} table {} has ended. Final scores:\n{}",
                    markup::bold(engine.name()),
                    table.id,
                    result.text
                ),
                Some(&board),
            );
            replies.push(board);
            let mut notice = render::notice(table, seats, session, events, &[])?;
            // The game's last turn may time out too: its notice says so like any other's.
            if by == By::Timeout {
                timed_out(&mut notice, seats, seat);
            }
            notice.text = [notice.text, notes.join("\n")]
                .join("\n")
                .trim()
                .to_string();
            replies.push(notice);
            // The board above and this post read absence from the same `seats`.
            replies.push(result);
            replies.extend(closing);
        }
        Next::Awaits(deadlines::Rescheduled { before, after }) => {
            replies.push(render::board(table, seats, engine, session, after)?);
            // The notice names and pings only whoever is newly awaited: a player making the
            // small moves of one long turn (Relinquish) is not pinged after each of them, and
            // the board shows their deadline. A reaction window's notice carries its buttons,
            // so it names everyone it waits for.
            let reacting = session
                .prompts()
                .iter()
                .any(|p| p.kind == game_kit::PromptKind::Reaction);
            let mut named = if reacting {
                after.clone()
            } else {
                deadlines::newly_awaited(before, after)
            };
            if by == By::Bot {
                // A bot going on with its own turn is no news: its moves say it all.
                named.retain(|d| d.seat != seat);
            }
            let mut notice = render::notice(table, seats, session, events, &named)?;
            if by == By::Timeout {
                timed_out(&mut notice, seats, seat);
            }
            if !notes.is_empty() {
                notice.text = format!("{}\n{}", notice.text, notes.join("\n"));
            }
            // A move that says nothing in public (a private pick) and awaits nobody new posts
            // no notice: the board's edit shows the change.
            if !(notice.text.trim().is_empty() && notice.picture.is_none()) {
                replies.push(notice);
            }
        }
    }
    if by == By::Player {
        replies.insert(
            0,
            render::private(
                ctx.actor,
                table,
                seats,
                session,
                seat,
                At::ROOT,
                Delivery::Update,
                None,
            )?,
        );
    }
    Ok(replies)
}

/// Opens a timed-out move's notice with the line that says so.
pub(super) fn timed_out(notice: &mut Reply, seats: &[SeatRow], seat: Seat) {
    let name = seats.get(seat).map(|s| s.name.as_str()).unwrap_or("?");
    notice.text = format!(
        "⏰ Time ran out for {name}; the default was played.\n{}",
        notice.text
    );
}
