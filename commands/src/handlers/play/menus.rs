//! Menu navigation: a click goes one level down a seat's menu (or turns a page), a typed
//! choice or a form answers a level in words; a path that completes an action is committed.
use super::absence::resume;
use super::views::{refuse_with_view_of, show_hand};
use crate::api::Delivery;
use crate::handlers::ctx::{Ctx, Decided, Decision, Handled, Pending, Stop};
use crate::handlers::load::{self, seat_of, Found, Kept};
use crate::handlers::{lobby, rematch, replay};
use crate::store::ids::{ComponentId, Payload};
use crate::store::snapshot::Loaded;
use crate::store::tables::Status;
use crate::view::{self, private::At};
use game_kit::Seat;
use present_kit::present::FormOutcome;
use present_kit::session::{ApplyError, Menu};
use present_kit::words::Lang;
use std::collections::BTreeMap;

/// Refuses with the catalog's `key`, in the reader's language.
fn refuse<T>(ctx: &Ctx<'_>, key: &str) -> Result<T, Stop> {
    ctx.refuse(crate::words::t(ctx.lang()?, key, &[]))
}

/// The catalog's `key` in the reader's language.
fn say(ctx: &Ctx<'_>, key: &str) -> Result<String, Stop> {
    Ok(crate::words::t(ctx.lang()?, key, &[]))
}

/// Any component click: an answer, or the action its menu path completes.
pub(crate) fn click(ctx: &Ctx<'_>, custom_id: &str, values: &[String]) -> Decided {
    let Some(id) = ComponentId::parse(custom_id) else {
        return refuse(ctx, "play-button-unknown");
    };
    let loaded = match load::table(ctx, id.table)? {
        None => return refuse(ctx, "play-table-gone"),
        Some(Found::Other(table)) => {
            // An ended game's buttons also sit on its result in the parent channel of its
            // thread, and a rematch comes back from the new thread opened for it.
            let home = crate::handlers::threads::home(&table) == ctx.actor.home_channel();
            if table.channel != ctx.actor.channel && !home {
                return refuse(ctx, "play-button-elsewhere");
            }
            return match (table.status, &id.payload) {
                (_, Payload::Replay) => replay::open(ctx, &table).map(Into::into),
                (_, Payload::ReplayStep) => replay::click(ctx, &table, id.version).map(Into::into),
                (_, Payload::ReplayLog) => replay::log_file(ctx, &table).map(Into::into),
                (_, Payload::ReplayPick) => replay::pick(ctx, values).map(Into::into),
                (_, Payload::Rematch) => rematch::rematch(ctx, &table).map(Into::into),
                (Status::Lobby, payload) => {
                    lobby::lobby_click(ctx, *table, payload, values).map(Into::into)
                }
                _ => refuse(ctx, "play-game-over"),
            };
        }
        Some(Found::Running(loaded)) => loaded,
    };
    let (table, seats) = (&loaded.table, loaded.seats.as_slice());
    if table.channel != ctx.actor.channel {
        return refuse(ctx, "play-button-elsewhere");
    }
    let Some(seat) = seat_of(ctx, seats) else {
        return refuse(ctx, "play-not-yours");
    };
    let answered = match &id.payload {
        Payload::Leave => lobby::leave(ctx, table.clone()),
        Payload::Hand => show_hand(ctx, table, seats, loaded.session.as_ref(), seat),
        Payload::Resume => resume(ctx, table.clone(), seats, seat),
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
            return act(ctx, loaded, seat, choice, delivery, id.version);
        }
        Payload::Type { path } => open_typed(ctx, &loaded, seat, path),
        Payload::Form { code } => open_form(ctx, &loaded, seat, code),
        Payload::Join
        | Payload::Start
        | Payload::Set { .. }
        | Payload::AddBot { .. }
        | Payload::RemoveBot { .. } => refuse(ctx, "lobby-started"),
        Payload::Rematch
        | Payload::Replay
        | Payload::ReplayStep
        | Payload::ReplayLog
        | Payload::ReplayPick => refuse(ctx, "play-still-playing"),
    };
    answered.map(Decision::Answer)
}

/// What a menu click chose: the path so far, the page shown, and a select's value.
struct Choice<'a> {
    path: &'a [String],
    page: u8,
    values: &'a [String],
}

fn act(
    ctx: &Ctx<'_>,
    loaded: Kept,
    seat: Seat,
    choice: Choice<'_>,
    delivery: Delivery,
    version: i64,
) -> Decided {
    let Choice { path, page, values } = choice;
    if version != loaded.table.version {
        return refuse_with_view_of(
            ctx,
            &loaded,
            seat,
            Delivery::Respond,
            &say(ctx, "play-moment-passed")?,
        )
        .map(Decision::Answer);
    }
    if let Some(row) = loaded.seats.get(seat).filter(|s| s.absent) {
        return refuse_with_view_of(
            ctx,
            &loaded,
            seat,
            Delivery::Respond,
            &view::parts::absent_note(row, ctx.lang()?),
        )
        .map(Decision::Answer);
    }
    let mut path = path.to_vec();
    if let Some(value) = values.first() {
        let ok = value.len() <= 12
            && !value.is_empty()
            && value
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !ok || values.len() > 1 {
            return refuse(ctx, "play-choice-unknown");
        }
        path.push(value.clone());
    }
    // A page turn shows the same level again; a choice starts the next level at its first page.
    let page = if values.is_empty() { page } else { 0 };
    choose(ctx, loaded, seat, &path, page, delivery)
}

/// Goes to menu level `path` (at `page`): shows the next choices, or decides the action the
/// path completes, with the state it was chosen on.
fn choose(
    ctx: &Ctx<'_>,
    loaded: Kept,
    seat: Seat,
    path: &[String],
    page: u8,
    delivery: Delivery,
) -> Decided {
    let refs: Vec<&str> = path.iter().map(String::as_str).collect();
    let names = view::parts::names(&loaded.seats);
    match loaded.session.menu(seat, &refs, &names, ctx.lang()?)? {
        Menu::Choices(_) => Ok(Decision::Answer(vec![view::private::private(
            ctx.actor,
            &loaded.table,
            &loaded.seats,
            loaded.session.as_ref(),
            seat,
            At::new(path, page),
            delivery,
            None,
            ctx.lang()?,
        )?])),
        Menu::Action(action) => Ok(to_commit(loaded, seat, action, delivery)),
        Menu::Invalid => {
            let has_prompt = loaded.session.prompts().iter().any(|p| p.seat == seat);
            let note = say(
                ctx,
                if has_prompt {
                    "play-option-unavailable"
                } else {
                    "play-choice-not-yours"
                },
            )?;
            refuse_with_view_of(ctx, &loaded, seat, Delivery::Respond, &note).map(Decision::Answer)
        }
    }
}

/// The decision to commit `action` of `seat`, chosen on `loaded` (whose state the writer
/// copies if the table is still at its version).
fn to_commit(loaded: Kept, seat: Seat, action: serde_json::Value, delivery: Delivery) -> Decision {
    Decision::Commit(Box::new(Pending {
        table: loaded.table.id,
        version: loaded.table.version,
        seat,
        action,
        delivery,
        loaded: loaded.into_shared(),
    }))
}

/// "Type a choice…": answers with the typed-choice form for the level after `path`.
fn open_typed(ctx: &Ctx<'_>, loaded: &Loaded, seat: Seat, path: &[String]) -> Handled {
    let refs: Vec<&str> = path.iter().map(String::as_str).collect();
    match loaded
        .session
        .menu(seat, &refs, &view::parts::names(&loaded.seats), ctx.lang()?)?
    {
        Menu::Choices(steps) => Ok(vec![view::forms::typed_choice_modal(
            ctx.actor,
            &loaded.table,
            path,
            &steps,
            ctx.lang()?,
        )]),
        Menu::Action(_) | Menu::Invalid => refuse_with_view_of(
            ctx,
            loaded,
            seat,
            Delivery::Respond,
            &say(ctx, "play-choice-closed")?,
        ),
    }
}

/// A typed choice: the text names one of the choices after `path` (by its key, code or
/// label, in the reader's language or in English: issue 48, a player may have learnt the
/// game's words in either); the path it completes goes through the menu like a click, so the
/// engine validates the action as always.
fn submit_typed(ctx: &Ctx<'_>, loaded: Kept, seat: Seat, path: &[String], text: &str) -> Decided {
    let refs: Vec<&str> = path.iter().map(String::as_str).collect();
    let session = loaded.session.as_ref();
    let lang = ctx.lang()?;
    let names = view::parts::names(&loaded.seats);
    let Menu::Choices(steps) = session.menu(seat, &refs, &names, lang)? else {
        return refuse_with_view_of(
            ctx,
            &loaded,
            seat,
            Delivery::Update,
            &say(ctx, "play-choice-closed")?,
        )
        .map(Decision::Answer);
    };
    // A menu's codes are the same in every language: the English step that answers names the
    // same choice.
    let english = || -> Result<Vec<present_kit::present::MenuStep>, Stop> {
        Ok(match session.menu(seat, &refs, &names, Lang::En)? {
            Menu::Choices(steps) if lang != Lang::En => steps,
            _ => Vec::new(),
        })
    };
    let answered = match steps.iter().find(|s| s.answers(text)) {
        Some(step) => Some(step.code.clone()),
        None => english()?
            .into_iter()
            .find(|s| s.answers(text))
            .map(|s| s.code)
            .filter(|code| steps.iter().any(|s| s.code == *code)),
    };
    let Some(code) = answered else {
        let examples = view::forms::typed_examples(&steps, 6).join(", ");
        let shown = text.trim().chars().take(40).collect::<String>();
        let note = match session.typed_refusal(seat, &refs, text, lang) {
            Some(why) => crate::words::t(
                lang,
                "play-typed-why",
                &[("why", (&why).into()), ("examples", (&examples).into())],
            ),
            None => crate::words::t(
                lang,
                "play-typed-unknown",
                &[("typed", (&shown).into()), ("examples", (&examples).into())],
            ),
        };
        return Err(Stop::Refused(Box::new(view::private::private(
            ctx.actor,
            &loaded.table,
            &loaded.seats,
            session,
            seat,
            At::new(path, 0),
            Delivery::Update,
            Some(&note),
            lang,
        )?)));
    };
    let mut chosen = path.to_vec();
    chosen.push(code);
    choose(ctx, loaded, seat, &chosen, 0, Delivery::Update)
}

/// A form button: answers with the modal. Read-only, so any version is fine; whether the form
/// is still offered is what counts.
fn open_form(ctx: &Ctx<'_>, loaded: &Loaded, seat: Seat, code: &str) -> Handled {
    if let Some(row) = loaded.seats.get(seat).filter(|s| s.absent) {
        return refuse_with_view_of(
            ctx,
            loaded,
            seat,
            Delivery::Respond,
            &view::parts::absent_note(row, ctx.lang()?),
        );
    }
    match loaded
        .session
        .forms(seat, ctx.lang()?)?
        .into_iter()
        .find(|f| f.code == code)
    {
        Some(form) => Ok(vec![view::forms::modal(
            ctx.actor,
            &loaded.table,
            &form,
            ctx.lang()?,
        )]),
        None => refuse_with_view_of(
            ctx,
            loaded,
            seat,
            Delivery::Respond,
            &say(ctx, "play-form-closed")?,
        ),
    }
}

/// A modal submission. Forms are not tied to the table version (other players' moves during
/// a simultaneous choice would make every open form stale); the game accepts a form only while
/// it offers that form, and the engine validates the action like any other.
pub(crate) fn submit(ctx: &Ctx<'_>, custom_id: &str, fields: &BTreeMap<String, String>) -> Decided {
    let Some(ComponentId {
        table: table_id,
        version,
        payload: payload @ (Payload::Form { .. } | Payload::Type { .. }),
    }) = ComponentId::parse(custom_id)
    else {
        return refuse(ctx, "play-form-unused");
    };
    let loaded = match load::table(ctx, table_id)? {
        None => return refuse(ctx, "play-table-gone"),
        Some(Found::Other(table)) if table.channel != ctx.actor.channel => {
            return refuse(ctx, "play-form-elsewhere")
        }
        Some(Found::Other(_)) => return refuse(ctx, "play-not-running"),
        Some(Found::Running(loaded)) => loaded,
    };
    if loaded.table.channel != ctx.actor.channel {
        return refuse(ctx, "play-form-elsewhere");
    }
    let Some(seat) = seat_of(ctx, &loaded.seats) else {
        return refuse(ctx, "play-not-playing");
    };
    if let Some(row) = loaded.seats.get(seat).filter(|s| s.absent) {
        return refuse_with_view_of(
            ctx,
            &loaded,
            seat,
            Delivery::Update,
            &view::parts::absent_note(row, ctx.lang()?),
        )
        .map(Decision::Answer);
    }
    let code = match payload {
        Payload::Type { path } => {
            // A typed choice continues a menu, so like a click it must be as new as the table.
            if version != loaded.table.version {
                return refuse_with_view_of(
                    ctx,
                    &loaded,
                    seat,
                    Delivery::Update,
                    &say(ctx, "play-moment-passed")?,
                )
                .map(Decision::Answer);
            }
            let text = fields
                .get(view::forms::TYPED_INPUT)
                .map(String::as_str)
                .unwrap_or_default();
            return submit_typed(ctx, loaded, seat, &path, text);
        }
        Payload::Form { code } => code,
        _ => return refuse(ctx, "play-form-unused"),
    };
    match loaded.session.submit_form(seat, &code, fields, ctx.lang()?) {
        Err(ApplyError::Rule(e)) => {
            refuse_with_view_of(ctx, &loaded, seat, Delivery::Update, &e.0).map(Decision::Answer)
        }
        Err(ApplyError::Broken(e)) => Err(e.into()),
        Ok(FormOutcome::Note(note)) => Ok(Decision::Answer(vec![view::private::private(
            ctx.actor,
            &loaded.table,
            &loaded.seats,
            loaded.session.as_ref(),
            seat,
            At::ROOT,
            Delivery::Update,
            Some(&note),
            ctx.lang()?,
        )?])),
        Ok(FormOutcome::Action(action)) => Ok(to_commit(loaded, seat, action, Delivery::Update)),
    }
}
