//! Committing an action, whoever chose it (a player's menu or form, a bot, a
//! timeout): the table is found as it was decided on ([`commit_pending`], [`computer_move`]),
//! the move path's checklist runs in the input's savepoint (`apply::commit`), and the replies
//! are rendered after, from what the commit changed ([`render_committed`]).
use super::apply::{commit, Acting, By, Committed, Next};
use super::views::refuse_with_view;
use crate::api::{Delivery, Reply};
use crate::handlers::ctx::{Ctx, Decided, Decision, Handled, Pending, Stop};
use crate::handlers::load::{self, engine_of};
use crate::store::deadlines;
use crate::store::snapshot::Loaded;
use crate::store::tables::{self, SeatRow, Status, Table};
use crate::view::{self, private::At};
use crate::words::t;
use game_kit::Seat;
use present_kit::markup;
use serde_json::Value;

/// Carries out what an input decided, on the writer: an answer as it is, an action committed
/// ([`commit_pending`]).
pub(crate) fn carry_out(ctx: &Ctx<'_>, decided: Decided) -> Handled {
    match decided? {
        Decision::Answer(replies) => Ok(replies),
        // Decided in this same savepoint, so the table is as it was read: `again` is never
        // needed, and would only say so.
        Decision::Commit(pending) => commit_pending(ctx, *pending, |_| {
            Err(Stop::Internal(
                "a table changed between deciding and committing in one savepoint".into(),
            ))
        }),
    }
}

/// Commits `pending` on the writer: the table must still be at the version it was decided on,
/// playing, with the seat its actor's and present; otherwise the input is decided again from
/// the start, by `again`, on this transaction. The first steps of the move path; [`commit`]
/// does the rest.
pub(crate) fn commit_pending(
    ctx: &Ctx<'_>,
    pending: Pending,
    again: impl FnOnce(&Ctx<'_>) -> Decided,
) -> Handled {
    let Some((table, seats, deadlines)) = table_found(ctx, &pending)? else {
        return carry_out(ctx, again(ctx));
    };
    if table.version != pending.version // the version is current
        || table.status != Status::Playing // the game is not over
        || !seat_may_act(ctx, &seats, pending.seat)
    {
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

/// A table's row, seats and, when known without reading them, deadlines.
type Found = (Table, Vec<SeatRow>, Option<Vec<deadlines::Deadline>>);

/// The table `pending` was decided on, as it is now; `None` if it is gone.
fn table_found(ctx: &Ctx<'_>, pending: &Pending) -> Result<Option<Found>, Stop> {
    Ok(match ctx.cache {
        // The state the click was decided on is still the table's last word: its row, seats
        // and deadlines are what a read would find (see `snapshot::WriterCache`).
        Some(cache) if cache.unchanged(ctx.tx, &pending.loaded)? => Some((
            pending.loaded.table.clone(),
            pending.loaded.seats.clone(),
            Some(pending.loaded.deadlines.clone()),
        )),
        _ => match tables::get(ctx.tx, pending.table)? {
            Some(table) => {
                let seats = tables::seats(ctx.tx, table.id)?;
                Some((table, seats, None))
            }
            None => None,
        },
    })
}

/// The seat may act: it is the actor's, and they are present (not played for while absent).
fn seat_may_act(ctx: &Ctx<'_>, seats: &[SeatRow], seat: Seat) -> bool {
    seats
        .get(seat)
        .is_some_and(|s| s.user == ctx.actor.user && !s.absent)
}

/// A bot's answer for `seat` of `table`, searched at `version` (see [`crate::store::bots`]).
pub(crate) struct BotMove {
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
pub(crate) fn bot_move(ctx: &Ctx<'_>, mv: &BotMove) -> Handled {
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
            session.as_ref(),
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
        Err(Stop::Refused(refusal)) => {
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
    let mut replies = render_committed(ctx, &committed)?;
    // A tournament's table that ended moves its tournament on (issue 47): its places, and the
    // next round when it was the round's last.
    if let Next::Finished(ranking) = &committed.next {
        replies.extend(crate::handlers::tournaments::table_ended(
            ctx,
            committed.table.id,
            &committed.seats,
            Some(ranking),
        )?);
    }
    if let (Some(cache), Next::Awaits(_)) = (ctx.cache, &committed.next) {
        // Every caller read the table, its seats and deadlines in this savepoint after any
        // write of its own, so everything written so far is in the state below: its table's
        // last word until something writes it again (see `snapshot::Fresh`).
        cache.fresh.note_writes(ctx.tx)?;
        cache.fresh.left(committed.into_loaded());
    }
    Ok(replies)
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
    // What the table reads is in the server's language; the mover's own view in theirs.
    let public = ctx.public_lang()?;
    let mut replies = Vec::new();
    match next {
        Next::Finished(ranking) => {
            let board = view::board::board(table, seats, engine, session, &[], public)?;
            let result = view::results::result(table, seats, ranking, engine, public);
            // A table in its own thread: the result and the final board go to the parent
            // channel too, and the thread is archived after its last messages (issue 27).
            let (game, id) = (markup::bold(engine.name()), table.id.to_string());
            let ended = t(
                public,
                "play-ended-scores",
                &[("game", (&game).into()), ("table", (&id).into())],
            );
            let closing = crate::handlers::threads::closing(
                table,
                public,
                &format!("{ended}\n{}", result.text),
                Some(&board),
            );
            replies.push(board);
            let mut notice = view::board::notice(table, seats, session, events, &[], public)?;
            // The game's last turn may time out too: its notice says so like any other's.
            if by == By::Timeout {
                timed_out(&mut notice, seats, seat, public);
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
            replies.push(view::board::board(
                table, seats, engine, session, after, public,
            )?);
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
            let mut notice = view::board::notice(table, seats, session, events, &named, public)?;
            if by == By::Timeout {
                timed_out(&mut notice, seats, seat, public);
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
            view::private::private(
                ctx.actor,
                table,
                seats,
                session,
                seat,
                At::ROOT,
                Delivery::Update,
                None,
                ctx.lang()?,
            )?,
        );
    }
    Ok(replies)
}

/// Opens a timed-out move's notice with the line that says so, in `lang` (the server's).
pub(super) fn timed_out(
    notice: &mut Reply,
    seats: &[SeatRow],
    seat: Seat,
    lang: present_kit::words::Lang,
) {
    let name = seats.get(seat).map(|s| s.name.as_str()).unwrap_or("?");
    notice.text = format!(
        "{}\n{}",
        t(lang, "play-timed-out", &[("name", name.into())]),
        notice.text
    );
}
