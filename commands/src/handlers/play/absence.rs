//! Time at a table: a deadline's default played, reminders posted, a player resigning, and an
//! absent player coming back.
use super::apply::{Acting, By};
use super::commit::commit_action;
use super::views::{refuse_with_view, NOT_SEATED};
use crate::api::{Delivery, Reply};
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::{self, board_now};
use crate::input::UserOption;
use crate::store::deadlines::{self, Deadline};
use crate::store::ids::{ComponentId, Payload};
use crate::store::tables::{self, SeatRow, StandIn, Status, Table};
use crate::view::{self, private::At};
use crate::words::t;
use game_kit::Seat;
use present_kit::markup;
use present_kit::session::Session;

/// `seat`'s presence changed (its player resumed, resigned or was removed): its deadline is
/// set again for whoever plays it now (falling due at once for the timeout default). Returns
/// the seats as they are now.
fn presence_changed(
    ctx: &Ctx<'_>,
    table: &Table,
    session: &dyn Session,
    seat: Seat,
) -> Result<Vec<SeatRow>, Stop> {
    let seats = tables::seats(ctx.tx, table.id)?;
    deadlines::reschedule(
        ctx.tx,
        table,
        session,
        &seats,
        Some(seat),
        ctx.now,
        ctx.switches.bots.pause,
    )?;
    Ok(seats)
}

/// `/resign` (issue 27, no stalled games): the caller gives up their seat at the channel's
/// running game. The seat is absent for good: the table's absence policy (the timeout default
/// or a bot) plays it to the end, its deadline falls due at once, the player ranks last for
/// ratings like any absent player, and Resume no longer brings them back. Like Resume, this
/// changes presence, not the game: the version stays.
pub(crate) fn resign(ctx: &Ctx<'_>) -> Handled {
    ctx.writes()?;
    let me = ctx.lang()?;
    let Some(table) = tables::open_in_channel(ctx.tx, &ctx.actor.channel)? else {
        return ctx.refuse(t(me, "play-resign-no-game", &[]));
    };
    if table.status == Status::Lobby {
        return ctx.refuse(t(me, "play-resign-lobby", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(seat) = load::seat_of(ctx, &seats) else {
        return ctx.refuse(t(me, NOT_SEATED, &[]));
    };
    if seats[seat].resigned {
        // Resigned already, or removed by the host.
        return ctx.refuse(view::parts::absent_note(&seats[seat], me));
    }
    let session = load::session(ctx, &table)?;
    tables::resign_seat(ctx.tx, table.id, seat)?;
    let seats = presence_changed(ctx, &table, session.as_ref(), seat)?;
    let name = &seats[seat].name;
    let by = view::parts::absent_by(&table);
    let id = table.id.to_string();
    Ok(vec![
        Reply::private(
            ctx.actor,
            t(
                me,
                "play-resigned",
                &[("table", (&id).into()), ("by", by.into())],
            ),
        ),
        board_now(ctx, &table, &seats, session.as_ref())?,
        Reply::post(
            &table.channel,
            t(
                ctx.public_lang()?,
                "play-resigned-notice",
                &[("name", name.into()), ("by", by.into())],
            ),
        ),
    ])
}

/// `/remove player:<user> [to:bot|default]` (issue 27, no stalled games): the host, or anyone
/// who can manage the channel, takes an absent player's seat from them for good. Whoever
/// removes it chooses who plays it from now on (`to`; the table's absence policy if not
/// given); the player ranks last and can no longer resume. Only an absent player's seat: one
/// who is there, however slow, is marked absent by their own timeouts first.
pub(crate) fn remove(ctx: &Ctx<'_>, player: &UserOption, to: Option<StandIn>) -> Handled {
    ctx.writes()?;
    let me = ctx.lang()?;
    let Some(table) = tables::open_in_channel(ctx.tx, &ctx.actor.channel)? else {
        return ctx.refuse(t(me, "play-remove-no-game", &[]));
    };
    if table.status == Status::Lobby {
        return ctx.refuse(t(me, "play-remove-lobby", &[]));
    }
    if table.host != ctx.actor.user && !ctx.actor.manage_channels {
        return ctx.refuse(t(me, "play-remove-who", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(row) = seats
        .iter()
        .find(|s| s.bot.is_none() && s.user == player.id)
    else {
        return ctx.refuse(match player.name.as_deref() {
            Some(who) => t(me, "play-remove-not-playing", &[("name", who.into())]),
            None => t(me, "play-remove-not-playing-unnamed", &[]),
        });
    };
    if row.user == ctx.actor.user {
        return ctx.refuse(t(me, "play-remove-self", &[]));
    }
    if !row.absent {
        return ctx.refuse(t(
            me,
            "play-remove-not-absent",
            &[
                ("name", (&row.name).into()),
                ("limit", ctx.switches.absence_limit.into()),
            ],
        ));
    }
    let stand_in = to.unwrap_or(if table.absent_bot {
        StandIn::Bot
    } else {
        StandIn::Default
    });
    if row.resigned && row.stand_in == Some(stand_in) {
        return ctx.refuse(t(
            me,
            "play-remove-already",
            &[
                ("name", (&row.name).into()),
                ("by", view::parts::played_by(&table, row).into()),
            ],
        ));
    }
    let (seat, name) = (row.seat, row.name.clone());
    let session = load::session(ctx, &table)?;
    tables::remove_player(ctx.tx, table.id, seat, stand_in)?;
    let seats = presence_changed(ctx, &table, session.as_ref(), seat)?;
    let by = view::parts::played_by(&table, &seats[seat]);
    Ok(vec![
        Reply::private(
            ctx.actor,
            t(
                me,
                "play-removed",
                &[("name", (&name).into()), ("by", by.into())],
            ),
        ),
        board_now(ctx, &table, &seats, session.as_ref())?,
        Reply::post(
            &table.channel,
            t(
                ctx.public_lang()?,
                "play-removed-notice",
                &[
                    ("remover", (&ctx.actor.name).into()),
                    ("name", (&name).into()),
                    ("by", by.into()),
                ],
            ),
        ),
    ])
}

/// A returning player clears their absence.
pub(super) fn resume(ctx: &Ctx<'_>, table: Table, seats: &[SeatRow], seat: Seat) -> Handled {
    ctx.writes()?;
    let session = load::session(ctx, &table)?;
    let me = ctx.lang()?;
    let refusal = match seats.get(seat) {
        // Resigned or removed: absent for good.
        Some(row) if row.resigned => Some(format!(
            "{} {}",
            view::parts::absent_note(row, me),
            t(me, "play-seat-stays", &[])
        )),
        Some(row) if row.absent => None,
        _ => Some(t(me, "play-not-absent", &[])),
    };
    if let Some(refusal) = refusal {
        return refuse_with_view(
            ctx,
            &table,
            seats,
            session.as_ref(),
            seat,
            Delivery::Respond,
            &refusal,
        );
    }
    // Presence is not game state: the version stays, so nobody's open menu goes stale. A bot
    // playing the seat loses its row here, so its answer, if it is thinking, is dropped.
    tables::set_seat_presence(ctx.tx, table.id, seat, 0, false)?;
    let seats = presence_changed(ctx, &table, session.as_ref(), seat)?;
    let name = seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    Ok(vec![
        view::private::private(
            ctx.actor,
            &table,
            &seats,
            session.as_ref(),
            seat,
            At::ROOT,
            Delivery::Update,
            Some(&t(me, "play-welcome-back", &[])),
            me,
        )?,
        board_now(ctx, &table, &seats, session.as_ref())?,
        Reply::post(
            &table.channel,
            t(
                ctx.public_lang()?,
                "play-back-notice",
                &[("name", (&name).into())],
            ),
        ),
    ])
}

/// A deadline passed: apply the ruling's default through the same path as a player input.
pub(crate) fn timeout(ctx: &Ctx<'_>, due: &Deadline) -> Handled {
    let table = tables::get(ctx.tx, due.table)?;
    let Some(table) = table.filter(|t| t.status == Status::Playing) else {
        deadlines::clear(ctx.tx, due.table)?;
        return Ok(Vec::new());
    };
    let seats = tables::seats(ctx.tx, table.id)?;
    let session = load::session(ctx, &table)?;
    if super::clocks::loses_on_time(&table, &seats, due) {
        return super::clocks::lose_on_time(ctx, table, session.as_ref(), due.seat);
    }
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
            session.as_ref(),
            &seats,
            Some(due.seat),
            ctx.now,
            ctx.switches.bots.pause,
        )?;
        return Ok(Vec::new());
    };
    let acting = Acting::read(table, seats, session);
    match commit_action(ctx, acting, due.seat, &action, By::Timeout) {
        Err(Stop::Refused(r)) => {
            // The engine's message may name a hidden card, so it stays out of the log.
            tracing::error!(
                table = due.table,
                seat = due.seat,
                "the engine refused its own timeout default"
            );
            Err(Stop::Refused(r))
        }
        other => other,
    }
}

/// Posts reminders whose time has come (async tables).
pub(crate) fn remind(ctx: &Ctx<'_>) -> Handled {
    let mut replies = Vec::new();
    for d in deadlines::reminders_due(ctx.tx, ctx.now, &ctx.switches.shards)? {
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
        // What the table waits for, in each reader's language (issue 48).
        let session = match crate::handlers::load::session(ctx, &table) {
            Ok(session) => session,
            Err(Stop::Damaged(e)) => {
                tracing::error!(table = d.table, error = %e, "reminder skipped: the table cannot be read");
                continue;
            }
            Err(e) => return Err(e),
        };
        let what = |lang| deadlines::asked_in(session.as_ref(), &d, &seats, lang);
        let wait = crate::store::notify::Wait {
            user: &row.user,
            what: &what,
            due: d.due,
        };
        crate::store::notify::reminder(ctx.tx, &table, wait, ctx.now)?;
        // Posted by the scheduler: no input says the server's language.
        let lang =
            crate::store::server_settings::server_lang(ctx.tx, &table).map_err(Stop::Internal)?;
        let asked = what(lang);
        let due = markup::at(d.due);
        let mut post = Reply::post(
            &table.channel,
            t(
                lang,
                "play-reminder",
                &[
                    ("name", (&row.name).into()),
                    ("what", (&asked).into()),
                    ("due", (&due).into()),
                ],
            ),
        );
        post.mentions = vec![row.user.clone()];
        post.components = vec![crate::api::Component {
            url: None,
            custom_id: ComponentId::new(table.id, table.version, Payload::Hand).render(),
            label: t(lang, "board-hand", &[]),
            kind: crate::api::ComponentKind::Button,
            options: Vec::new(),
            style: crate::api::Style::Primary,
            row: 0,
        }];
        replies.push(post);
    }
    Ok(replies)
}
