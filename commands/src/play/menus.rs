//! Menu navigation: a click goes one level down a seat's menu (or turns a page), a typed
//! choice or a form answers a level in words; a path that completes an action is committed.
use super::absence::resume;
use super::commit::{apply_chosen, commit_action, By};
use super::views::{refuse_with_view, show_hand};
use crate::api::Delivery;
use crate::ctx::{Ctx, Handled, Pending, Refusal};
use crate::ids::{ComponentId, Payload};
use crate::load::{self, seat_of};
use crate::lobby;
use crate::present::FormOutcome;
use crate::render::{self, At};
use crate::session::{ApplyError, Menu, Session};
use crate::tables::{self, SeatRow, Status, Table};
use game_kit::Seat;
use std::collections::BTreeMap;

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
