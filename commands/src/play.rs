//! Playing: private views, menu navigation, actions, timeouts and absence.
use crate::api::{Delivery, Reply};
use crate::ctx::{Ctx, Handled, Pending, Refusal};
use crate::deadlines::{self, Deadline};
use crate::ids::{ComponentId, Payload};
use crate::load::{self, board_now, engine_of, seat_of};
use crate::lobby;
use crate::markup;
use crate::present::FormOutcome;
use crate::queries;
use crate::ratings;
use crate::render::{self, At};
use crate::session::{ApplyError, Menu, Session};
use crate::tables::{self, SeatRow, Status, Table};
use game_kit::Seat;
use serde_json::Value;
use std::collections::BTreeMap;

/// `/hand`: the caller's private view at this channel's table.
///
/// With no open table it says so and points to how the last game ended (`/board`,
/// `/history`). It shows no private view of an ended game: the final board is what a game
/// reveals at its end (8-quilibrium shows every final hand with its score), and a private view
/// would only repeat it, or show what the game never made public.
pub fn hand_command(ctx: &Ctx<'_>) -> Handled {
    let Some(table) = tables::open_in_channel(ctx.tx, &ctx.actor.channel)? else {
        let last = tables::ended_in_channel(ctx.tx, &ctx.actor.guild, &ctx.actor.channel, None, 1)?;
        return ctx.refuse(match last.first() {
            Some(e) => format!(
                "There is no table in this channel. The last game here ({}, table {}) ended {}: /board posts its final board and scores for everyone, /history shows them to you alone. Open a new table with /play.",
                games::find(&e.table.game).map_or(e.table.game.as_str(), |g| g.name()),
                e.table.id,
                markup::at(e.at)
            ),
            None => "There is no table in this channel. Open one with /play.".to_string(),
        });
    };
    if table.status == Status::Lobby {
        return ctx.refuse("The game has not started yet.");
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(seat) = seat_of(ctx, &seats) else {
        return ctx.refuse("You are not playing at this table; the board shows everything public.");
    };
    show_hand(ctx, &table, &seats, seat)
}

/// A seat's private view at the root of its menu, as a new private message.
fn show_hand(ctx: &Ctx<'_>, table: &Table, seats: &[SeatRow], seat: Seat) -> Handled {
    let session = load::session(ctx, table)?;
    let view = render::private(
        ctx.actor,
        table,
        seats,
        session.as_ref(),
        seat,
        At::ROOT,
        Delivery::Respond,
        None,
    )?;
    Ok(vec![view])
}

/// `/board`: posts the board again (e.g. when it scrolled away) and makes it the live one.
///
/// With no open table it posts the channel's last ended game for everyone instead (finished,
/// or cancelled after its start: [`render::ended`]), so a player who missed the end sees the
/// final board, the scores and who was absent. That post is a plain message: it never
/// becomes the ended table's board message, which only moves would edit.
pub fn board_command(ctx: &Ctx<'_>) -> Handled {
    let Some(mut table) = tables::open_in_channel(ctx.tx, &ctx.actor.channel)? else {
        let last = tables::ended_in_channel(ctx.tx, &ctx.actor.guild, &ctx.actor.channel, None, 1)?;
        let Some(last) = last.first() else {
            return ctx.refuse(
                "There is no table in this channel, and no game has ended here yet. Open one with /play.",
            );
        };
        return Ok(vec![
            queries::ended_board(ctx, last)?,
            Reply::private(
                ctx.actor,
                "No table is open here, so the last game's final board is posted. /history lists the games before it; /play opens a new table.",
            ),
        ]);
    };
    let engine = engine_of(ctx, &table)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    table.board_message = None;
    let board = if table.status == Status::Lobby {
        render::lobby_board(&table, &seats, engine)?
    } else {
        let session = load::session(ctx, &table)?;
        let dl = deadlines::for_table(ctx.tx, table.id)?;
        render::board(&table, &seats, engine, session.as_ref(), &dl)?
    };
    Ok(vec![board, Reply::private(ctx.actor, "Board posted.")])
}

/// Any component click.
pub fn click(ctx: &Ctx<'_>, custom_id: &str, values: &[String]) -> Handled {
    let Some(id) = ComponentId::parse(custom_id) else {
        return ctx
            .refuse("That button is not recognised; it may be from an older version of the bot.");
    };
    let Some(table) = tables::get(ctx.tx, id.table)? else {
        return ctx.refuse("That table no longer exists.");
    };
    if table.channel != ctx.actor.channel {
        return ctx.refuse("That button belongs to a table in another channel.");
    }
    match table.status {
        Status::Lobby => return lobby::lobby_click(ctx, table, &id.payload, values),
        Status::Finished | Status::Cancelled => return ctx.refuse("This game is over."),
        Status::Playing => {}
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(seat) = seat_of(ctx, &seats) else {
        return ctx.refuse("You are not playing at this table, so this is not yours to click.");
    };
    match &id.payload {
        Payload::Leave => lobby::leave(ctx, table),
        Payload::Hand => show_hand(ctx, &table, &seats, seat),
        Payload::Resume => resume(ctx, table, &seats, seat),
        Payload::Act { path, public, page } => {
            let delivery = if *public {
                Delivery::Respond
            } else {
                Delivery::Update
            };
            let choice = Choice {
                path,
                page: *page,
                values,
            };
            act(ctx, table, &seats, seat, choice, delivery, id.version)
        }
        Payload::Type { path } => open_typed(ctx, &table, &seats, seat, path),
        Payload::Form { code } => open_form(ctx, &table, &seats, seat, code),
        Payload::Join
        | Payload::Start
        | Payload::Set { .. }
        | Payload::AddBot { .. }
        | Payload::RemoveBot { .. } => ctx.refuse("This game has already started."),
    }
}

fn refuse_with_view(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    seat: Seat,
    delivery: Delivery,
    note: &str,
) -> Handled {
    Err(Refusal::Reply(Box::new(render::private(
        ctx.actor,
        table,
        seats,
        session,
        seat,
        At::ROOT,
        delivery,
        Some(note),
    )?)))
}

/// What a menu click chose: the path so far, the page shown, and a select's value.
struct Choice<'a> {
    path: &'a [String],
    page: u8,
    values: &'a [String],
}

fn act(
    ctx: &Ctx<'_>,
    table: Table,
    seats: &[SeatRow],
    seat: Seat,
    choice: Choice<'_>,
    delivery: Delivery,
    version: i64,
) -> Handled {
    let Choice { path, page, values } = choice;
    let session = load::session(ctx, &table)?;
    if version != table.version {
        return refuse_with_view(
            ctx,
            &table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            "That moment has passed; here is the table as it is now.",
        );
    }
    if seats.get(seat).is_some_and(|s| s.absent) {
        return refuse_with_view(
            ctx,
            &table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            "You are marked absent. Click Resume first.",
        );
    }
    let mut path = path.to_vec();
    if let Some(value) = values.first() {
        let ok = value.len() <= 12
            && !value.is_empty()
            && value
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !ok || values.len() > 1 {
            return ctx.refuse("That choice is not recognised.");
        }
        path.push(value.clone());
    }
    // A page turn shows the same level again; a choice starts the next level at its first page.
    let page = if values.is_empty() { page } else { 0 };
    choose(ctx, table, seats, seat, session, &path, page, delivery)
}

/// Goes to menu level `path` (at `page`): shows the next choices, or carries out the action
/// the path completes.
#[allow(clippy::too_many_arguments)]
fn choose(
    ctx: &Ctx<'_>,
    table: Table,
    seats: &[SeatRow],
    seat: Seat,
    session: Box<dyn Session>,
    path: &[String],
    page: u8,
    delivery: Delivery,
) -> Handled {
    let refs: Vec<&str> = path.iter().map(String::as_str).collect();
    match session.menu(seat, &refs, &render::names(seats))? {
        Menu::Choices(_) => Ok(vec![render::private(
            ctx.actor,
            &table,
            seats,
            session.as_ref(),
            seat,
            At::new(path, page),
            delivery,
            None,
        )?]),
        Menu::Action(action) if ctx.read_only => Err(Refusal::Writer(Some(Box::new(Pending {
            table: table.id,
            version: table.version,
            seat,
            action,
            delivery,
            session,
        })))),
        Menu::Action(action) => apply_chosen(ctx, table, seats, seat, session, &action, delivery),
        Menu::Invalid => {
            let has_prompt = session.prompts().iter().any(|p| p.seat == seat);
            let note = if has_prompt {
                "That option is not available now; choose again."
            } else {
                "This choice is not yours to make right now."
            };
            refuse_with_view(
                ctx,
                &table,
                seats,
                session.as_ref(),
                seat,
                Delivery::Respond,
                note,
            )
        }
    }
}

/// Applies `pending` on the writer; if the table moved on since it was read (or anything else
/// differs), the input is handled from the start instead, by `again`.
pub fn commit_pending(
    ctx: &Ctx<'_>,
    pending: Pending,
    again: impl FnOnce(&Ctx<'_>) -> Handled,
) -> Handled {
    let Some(table) = tables::get(ctx.tx, pending.table)? else {
        return again(ctx);
    };
    if table.version != pending.version || table.status != Status::Playing {
        return again(ctx);
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let present = seats
        .get(pending.seat)
        .is_some_and(|s| s.user == ctx.actor.user && !s.absent);
    if !present {
        return again(ctx);
    }
    apply_chosen(
        ctx,
        table,
        &seats,
        pending.seat,
        pending.session,
        &pending.action,
        pending.delivery,
    )
}

/// A bot's answer for `seat` of `table`, searched at `version` (see [`crate::computer`]).
pub struct ComputerMove {
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
pub fn computer_move(ctx: &Ctx<'_>, mv: &ComputerMove) -> Handled {
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
            ctx.settings.bots.pause,
        )?;
        return Ok(Vec::new());
    };
    commit_action(ctx, table, seats, session, mv.seat, action, By::Computer)
}

/// Carries out the action a menu path completed; the actor's fresh view answers the click.
fn apply_chosen(
    ctx: &Ctx<'_>,
    table: Table,
    seats: &[SeatRow],
    seat: Seat,
    session: Box<dyn Session>,
    action: &Value,
    delivery: Delivery,
) -> Handled {
    let before = table.clone();
    match commit_action(
        ctx,
        table,
        seats.to_vec(),
        session,
        seat,
        action,
        By::Player,
    ) {
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
            let session = load::session(ctx, &before)?;
            refuse_with_view(
                ctx,
                &before,
                seats,
                session.as_ref(),
                seat,
                delivery,
                &refusal.text,
            )
        }
        Err(e) => Err(e),
    }
}

/// "Type a choice…": answers with the typed-choice form for the level after `path`.
fn open_typed(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    seat: Seat,
    path: &[String],
) -> Handled {
    let session = load::session(ctx, table)?;
    let refs: Vec<&str> = path.iter().map(String::as_str).collect();
    match session.menu(seat, &refs, &render::names(seats))? {
        Menu::Choices(steps) => Ok(vec![render::typed_choice_modal(
            ctx.actor, table, path, &steps,
        )]),
        Menu::Action(_) | Menu::Invalid => refuse_with_view(
            ctx,
            table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            "That choice is no longer open; here is the table as it is now.",
        ),
    }
}

/// A typed choice: the text names one of the choices after `path` (by its key, code or
/// label); the path it completes goes through the menu like a click, so the engine validates
/// the action as always.
fn submit_typed(
    ctx: &Ctx<'_>,
    table: Table,
    seats: &[SeatRow],
    seat: Seat,
    session: Box<dyn Session>,
    path: &[String],
    text: &str,
) -> Handled {
    let refs: Vec<&str> = path.iter().map(String::as_str).collect();
    let Menu::Choices(steps) = session.menu(seat, &refs, &render::names(seats))? else {
        return refuse_with_view(
            ctx,
            &table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Update,
            "That choice is no longer open; here is the table as it is now.",
        );
    };
    let Some(step) = steps.iter().find(|s| s.answers(text)) else {
        let examples: Vec<String> = steps.iter().take(6).map(|s| s.key_or_code()).collect();
        let shown = text.trim().chars().take(40).collect::<String>();
        let note = match session.typed_refusal(seat, &refs, text) {
            Some(why) => format!(
                "{why} Type one of the choices, e.g. {}.",
                examples.join(", ")
            ),
            None => format!(
                "\"{shown}\" is not one of the choices here. Type one of them, e.g. {}.",
                examples.join(", ")
            ),
        };
        let prefix = path.to_vec();
        return Err(Refusal::Reply(Box::new(render::private(
            ctx.actor,
            &table,
            seats,
            session.as_ref(),
            seat,
            At::new(&prefix, 0),
            Delivery::Update,
            Some(&note),
        )?)));
    };
    let mut chosen = path.to_vec();
    chosen.push(step.code.clone());
    choose(
        ctx,
        table,
        seats,
        seat,
        session,
        &chosen,
        0,
        Delivery::Update,
    )
}

/// A form button: answers with the modal. Read-only, so any version is fine; whether the form
/// is still offered is what counts.
fn open_form(ctx: &Ctx<'_>, table: &Table, seats: &[SeatRow], seat: Seat, code: &str) -> Handled {
    let session = load::session(ctx, table)?;
    if seats.get(seat).is_some_and(|s| s.absent) {
        return refuse_with_view(
            ctx,
            table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            "You are marked absent. Click Resume first.",
        );
    }
    match session.forms(seat)?.into_iter().find(|f| f.code == code) {
        Some(form) => Ok(vec![render::modal(ctx.actor, table, &form)]),
        None => refuse_with_view(
            ctx,
            table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            "That form is no longer open; here is the table as it is now.",
        ),
    }
}

/// A modal submission. Forms are not tied to the table version (other players' moves during
/// a simultaneous choice would make every open form stale); the game accepts a form only while
/// it offers that form, and the engine validates the action like any other.
pub fn submit(ctx: &Ctx<'_>, custom_id: &str, fields: &BTreeMap<String, String>) -> Handled {
    let Some(ComponentId {
        table: table_id,
        version,
        payload: payload @ (Payload::Form { .. } | Payload::Type { .. }),
    }) = ComponentId::parse(custom_id)
    else {
        return ctx.refuse("This form is not in use any more.");
    };
    let Some(table) = tables::get(ctx.tx, table_id)? else {
        return ctx.refuse("That table no longer exists.");
    };
    if table.channel != ctx.actor.channel {
        return ctx.refuse("That form belongs to a table in another channel.");
    }
    if table.status != Status::Playing {
        return ctx.refuse("This game is not running.");
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(seat) = seat_of(ctx, &seats) else {
        return ctx.refuse("You are not playing at this table.");
    };
    let session = load::session(ctx, &table)?;
    if seats.get(seat).is_some_and(|s| s.absent) {
        return refuse_with_view(
            ctx,
            &table,
            &seats,
            session.as_ref(),
            seat,
            Delivery::Update,
            "You are marked absent. Click Resume first.",
        );
    }
    let code = match payload {
        Payload::Type { path } => {
            // A typed choice continues a menu, so like a click it must be as new as the table.
            if version != table.version {
                return refuse_with_view(
                    ctx,
                    &table,
                    &seats,
                    session.as_ref(),
                    seat,
                    Delivery::Update,
                    "That moment has passed; here is the table as it is now.",
                );
            }
            let text = fields
                .get(render::TYPED_INPUT)
                .map(String::as_str)
                .unwrap_or_default();
            return submit_typed(ctx, table, &seats, seat, session, &path, text);
        }
        Payload::Form { code } => code,
        _ => return ctx.refuse("This form is not in use any more."),
    };
    match session.submit_form(seat, &code, fields) {
        Err(ApplyError::Rule(e)) => refuse_with_view(
            ctx,
            &table,
            &seats,
            session.as_ref(),
            seat,
            Delivery::Update,
            &e.0,
        ),
        Err(ApplyError::Broken(e)) => Err(e.into()),
        Ok(FormOutcome::Note(note)) => Ok(vec![render::private(
            ctx.actor,
            &table,
            &seats,
            session.as_ref(),
            seat,
            At::ROOT,
            Delivery::Update,
            Some(&note),
        )?]),
        Ok(FormOutcome::Action(action)) => {
            commit_action(ctx, table, seats, session, seat, &action, By::Player)
        }
    }
}

/// Who made an action: the seat's player, the timeout default, or a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum By {
    Player,
    Timeout,
    Computer,
}

/// Applies one action and commits everything that follows from it. The caller's transaction
/// commits after this returns; replies describe only committed facts.
///
/// The absence policy counts timeouts only: a player's own action resets the count, and a
/// bot's move leaves it as it is (a bot never times out, and one playing an absent player's
/// seat keeps that player absent until they resume).
fn commit_action(
    ctx: &Ctx<'_>,
    mut table: Table,
    mut seats: Vec<SeatRow>,
    mut session: Box<dyn Session>,
    seat: Seat,
    action: &Value,
    by: By,
) -> Handled {
    ctx.writes()?;
    let by_timeout = by == By::Timeout;
    let engine = engine_of(ctx, &table)?;
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
    if let Some(row) = seats.get_mut(seat).filter(|_| by != By::Computer) {
        let (timeouts, absent) = if by_timeout {
            let t = row.timeouts + 1;
            (t, row.absent || t >= ctx.settings.absence_limit)
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
    if outcome.is_some() {
        table.status = Status::Finished;
    }
    table.state = Some(session.save()?);
    table.recent.push(events.clone());
    let version = tables::save(ctx.tx, &mut table, ctx.now)?;
    for (step, action) in applied.iter().enumerate() {
        tables::log_action(
            ctx.tx, table.id, version, step, seat, action, by_timeout, ctx.now,
        )?;
    }
    let mut replies = Vec::new();
    if let Some(ranking) = &outcome {
        deadlines::clear(ctx.tx, table.id)?;
        ratings::record(ctx.tx, &table, &seats, ranking, ctx.now)?;
        replies.push(render::board(
            &table,
            &seats,
            engine,
            session.as_ref(),
            &[],
        )?);
        let mut notice = render::notice(&table, &seats, session.as_ref(), &events, &[])?;
        // The game's last turn may time out too: its notice says so like any other's.
        if by_timeout {
            timed_out(&mut notice, &seats, seat);
        }
        notice.text = [notice.text, notes.join("\n")]
            .join("\n")
            .trim()
            .to_string();
        replies.push(notice);
        // The board above and this post read absence from the same `seats`.
        replies.push(render::result(&table, &seats, ranking, engine.score_unit()));
    } else {
        let before = deadlines::reschedule(
            ctx.tx,
            &table,
            &session.prompts(),
            &seats,
            Some(seat),
            ctx.now,
            ctx.settings.bots.pause,
        )?;
        let dl = deadlines::for_table(ctx.tx, table.id)?;
        replies.push(render::board(
            &table,
            &seats,
            engine,
            session.as_ref(),
            &dl,
        )?);
        // The notice names and pings only whoever is newly awaited: a player making the small
        // moves of one long turn (Relinquish) is not pinged after each of them, and the board
        // shows their deadline. A reaction window's notice carries its buttons, so it names
        // everyone it waits for.
        let reacting = session
            .prompts()
            .iter()
            .any(|p| p.kind == game_kit::PromptKind::Reaction);
        let mut named = if reacting {
            dl.clone()
        } else {
            deadlines::newly_awaited(&before, &dl)
        };
        if by == By::Computer {
            // A bot going on with its own turn is no news: its moves say it all.
            named.retain(|d| d.seat != seat);
        }
        let mut notice = render::notice(&table, &seats, session.as_ref(), &events, &named)?;
        if by_timeout {
            timed_out(&mut notice, &seats, seat);
        }
        if !notes.is_empty() {
            notice.text = format!("{}\n{}", notice.text, notes.join("\n"));
        }
        // A move that says nothing in public (a private pick) and awaits nobody new posts no
        // notice: the board's edit shows the change.
        if !(notice.text.trim().is_empty() && notice.picture.is_none()) {
            replies.push(notice);
        }
    }
    if by == By::Player {
        replies.insert(
            0,
            render::private(
                ctx.actor,
                &table,
                &seats,
                session.as_ref(),
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
fn timed_out(notice: &mut Reply, seats: &[SeatRow], seat: Seat) {
    let name = seats.get(seat).map(|s| s.name.as_str()).unwrap_or("?");
    notice.text = format!(
        "⏰ Time ran out for {name}; the default was played.\n{}",
        notice.text
    );
}

/// A returning player clears their absence.
fn resume(ctx: &Ctx<'_>, table: Table, seats: &[SeatRow], seat: Seat) -> Handled {
    ctx.writes()?;
    let session = load::session(ctx, &table)?;
    if !seats.get(seat).is_some_and(|s| s.absent) {
        return refuse_with_view(
            ctx,
            &table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            "You are not marked absent.",
        );
    }
    // Presence is not game state: the version stays, so nobody's open menu goes stale. A bot
    // playing the seat loses its row here, so its answer, if it is thinking, is dropped.
    tables::set_seat_presence(ctx.tx, table.id, seat, 0, false)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    deadlines::reschedule(
        ctx.tx,
        &table,
        &session.prompts(),
        &seats,
        Some(seat),
        ctx.now,
        ctx.settings.bots.pause,
    )?;
    let name = seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    Ok(vec![
        render::private(
            ctx.actor,
            &table,
            &seats,
            session.as_ref(),
            seat,
            At::ROOT,
            Delivery::Update,
            Some("Welcome back!"),
        )?,
        board_now(ctx, &table, &seats, session.as_ref())?,
        Reply::post(&table.channel, format!("{name} is back at the table.")),
    ])
}

/// A deadline passed: apply the ruling's default through the same path as a player input.
pub fn timeout(ctx: &Ctx<'_>, due: &Deadline) -> Handled {
    let table = tables::get(ctx.tx, due.table)?;
    let Some(table) = table.filter(|t| t.status == Status::Playing) else {
        deadlines::clear(ctx.tx, due.table)?;
        return Ok(Vec::new());
    };
    let seats = tables::seats(ctx.tx, table.id)?;
    let session = load::session(ctx, &table)?;
    let action = if session.prompts().iter().any(|p| p.seat == due.seat) {
        session.timeout_action(due.seat)?
    } else {
        None
    };
    let Some(action) = action else {
        // The prompt is gone (should not happen: deadlines are rewritten with the state).
        deadlines::reschedule(
            ctx.tx,
            &table,
            &session.prompts(),
            &seats,
            Some(due.seat),
            ctx.now,
            ctx.settings.bots.pause,
        )?;
        return Ok(Vec::new());
    };
    match commit_action(ctx, table, seats, session, due.seat, &action, By::Timeout) {
        Err(Refusal::Reply(r)) => {
            // The engine's message may name a hidden card, so it stays out of the log.
            tracing::error!(
                table = due.table,
                seat = due.seat,
                "the engine refused its own timeout default"
            );
            Err(Refusal::Reply(r))
        }
        other => other,
    }
}

/// Posts reminders whose time has come (async tables).
pub fn remind(ctx: &Ctx<'_>) -> Handled {
    let mut replies = Vec::new();
    for d in deadlines::reminders_due(ctx.tx, ctx.now)? {
        deadlines::mark_reminded(ctx.tx, d.table, d.seat)?;
        // A table that cannot be read loses its reminder, not everyone's (issue 17, item 3):
        // it is marked sent above, so it is not tried again.
        let table = match tables::get(ctx.tx, d.table) {
            Ok(Some(table)) => table,
            Ok(None) => continue,
            Err(e) if tables::is_corrupt(&e) => {
                tracing::error!(table = d.table, error = %e, "reminder skipped: the table cannot be read");
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        let seats = tables::seats(ctx.tx, d.table)?;
        let Some(row) = seats.get(d.seat) else {
            continue;
        };
        let mut post = Reply::post(
            &table.channel,
            format!(
                "⏰ Reminder for {}: {} (until {}).",
                row.name,
                d.what,
                markup::at(d.due)
            ),
        );
        post.mentions = vec![row.user.clone()];
        post.components = vec![crate::api::Component {
            custom_id: ComponentId::new(table.id, table.version, Payload::Hand).render(),
            label: "Show my hand / act".into(),
            kind: crate::api::ComponentKind::Button,
            options: Vec::new(),
            style: crate::api::Style::Primary,
            row: 0,
        }];
        replies.push(post);
    }
    Ok(replies)
}
