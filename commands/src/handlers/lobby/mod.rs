//! Lobby life cycle: open a table ([`play_command`]: `/play`, and [`open()`] for any new lobby), join,
//! leave, seat and remove bots, start, cancel.
use crate::api::{Delivery, Reply};
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::{channel_table, engine_of, require};
use crate::handlers::threads;
use crate::store::bots::{self, Level};
use crate::store::deadlines;
use crate::store::ids::Payload;
use crate::store::tables::{self, Status, Table};
use crate::timecontrol::TimeControl;
use crate::view;
use crate::words::t;
use present_kit::limits::{OPTION_VALUE_MAX, SELECT_OPTIONS_MAX};

mod open;

pub use open::{open, play_command, server_settings_here, Opening};

/// Seats a bot of `level` in the next free seat of lobby `table`; returns its name.
fn seat_bot(ctx: &Ctx<'_>, table: i64, level: Level) -> Result<String, Stop> {
    let seats = tables::seats(ctx.tx, table)?;
    let n = bots::next_number(&seats);
    // Kept like a person's name, in the language the table's public messages speak.
    let name = bots::name(n, level, ctx.public_lang()?);
    tables::add_seat(
        ctx.tx,
        table,
        seats.len(),
        &bots::seat_user(n),
        &name,
        Some(level),
    )?;
    Ok(name)
}

/// The lobby's "Add bot": without a level, asks the host which; with one, seats the bot.
fn add_bot(ctx: &Ctx<'_>, mut table: Table, level: Option<Level>) -> Handled {
    let engine = engine_of(ctx, &table)?;
    let me = ctx.lang()?;
    if table.host != ctx.actor.user {
        return ctx.refuse(t(me, "lobby-host-adds-bots", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let (_, max) = engine.players();
    if seats.len() >= max {
        return ctx.refuse(t(me, "lobby-full-bots", &[("max", max.into())]));
    }
    let server = server_settings_here(ctx)?;
    let allowed: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|l| server.allows(*l))
        .collect();
    let Some(level) = level else {
        if allowed.is_empty() {
            return ctx.refuse(t(me, "lobby-no-bots-here", &[]));
        }
        return Ok(vec![view::lobby::bot_levels(
            ctx.actor,
            &table,
            &allowed,
            ctx.lang()?,
        )]);
    };
    if !allowed.contains(&level) {
        let levels = server.levels_text(me);
        return ctx.refuse(t(
            me,
            "lobby-bot-levels",
            &[("levels", levels.as_str().into())],
        ));
    }
    let name = seat_bot(ctx, table.id, level)?;
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    let mut done = Reply::private(
        ctx.actor,
        t(me, "lobby-bot-seated", &[("name", name.as_str().into())]),
    );
    done.delivery = Delivery::Update;
    Ok(vec![
        view::lobby::lobby_board(&table, &seats, engine, ctx.public_lang()?)?,
        done,
    ])
}

/// The lobby's "Remove bot": removes the only bot, or asks the host which of several; with a
/// number, removes that bot.
fn remove_bot(ctx: &Ctx<'_>, mut table: Table, number: Option<u32>) -> Handled {
    let engine = engine_of(ctx, &table)?;
    let me = ctx.lang()?;
    if table.host != ctx.actor.user {
        return ctx.refuse(t(me, "lobby-host-removes-bots", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let bots: Vec<&tables::SeatRow> = seats.iter().filter(|s| s.bot.is_some()).collect();
    let target = match (number, bots.as_slice()) {
        (_, []) => return ctx.refuse(t(me, "lobby-no-bot", &[])),
        (None, [only]) => *only,
        (None, _) => {
            return Ok(vec![view::lobby::bots_to_remove(
                ctx.actor,
                &table,
                &seats,
                ctx.lang()?,
            )])
        }
        (Some(n), _) => match bots.iter().find(|s| s.user == bots::seat_user(n)) {
            Some(s) => *s,
            None => return ctx.refuse(t(me, "lobby-bot-gone", &[])),
        },
    };
    let name = target.name.clone();
    tables::remove_seat(ctx.tx, table.id, target.seat)?;
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    let mut done = Reply::private(
        ctx.actor,
        t(me, "lobby-bot-left", &[("name", name.as_str().into())]),
    );
    if number.is_some() {
        done.delivery = Delivery::Update;
    }
    Ok(vec![
        view::lobby::lobby_board(&table, &seats, engine, ctx.public_lang()?)?,
        done,
    ])
}

pub fn join_channel(ctx: &Ctx<'_>) -> Handled {
    let table = channel_table(ctx)?;
    join(ctx, table)
}

pub fn leave_channel(ctx: &Ctx<'_>) -> Handled {
    let table = channel_table(ctx)?;
    leave(ctx, table)
}

pub fn start_channel(ctx: &Ctx<'_>) -> Handled {
    let table = channel_table(ctx)?;
    start(ctx, table)
}

/// Routes the lobby buttons.
pub fn lobby_click(ctx: &Ctx<'_>, table: Table, payload: &Payload, values: &[String]) -> Handled {
    ctx.writes()?;
    match payload {
        Payload::Join => join(ctx, table),
        Payload::Leave => leave(ctx, table),
        Payload::Start => start(ctx, table),
        Payload::Set { key } => set_option(ctx, table, key, values),
        Payload::AddBot { level } => add_bot(ctx, table, *level),
        Payload::RemoveBot { number } => remove_bot(ctx, table, *number),
        _ => ctx.refuse(t(ctx.lang()?, "lobby-not-started", &[])),
    }
}

/// A host option chosen on the lobby board. `time` is the table's time control; any other key
/// is a game option, applied and validated by the game (a multi-select may send several values,
/// or none).
fn set_option(ctx: &Ctx<'_>, mut table: Table, key: &str, values: &[String]) -> Handled {
    let engine = engine_of(ctx, &table)?;
    let me = ctx.lang()?;
    if table.host != ctx.actor.user {
        return ctx.refuse(t(me, "lobby-host-options", &[]));
    }
    // A select holds at most Discord's number of options, each value within its length.
    if values.len() > SELECT_OPTIONS_MAX || values.iter().any(|v| v.len() > OPTION_VALUE_MAX) {
        return ctx.refuse(t(me, "lobby-choice-unknown", &[]));
    }
    // The host's own choice now: the board no longer calls it a house rule.
    table.house_rules.retain(|k| k != key);
    if key == "time" {
        let [value] = values else {
            return ctx.refuse(t(me, "lobby-choose-one", &[]));
        };
        match TimeControl::parse(value) {
            // A clock implies its pace (issue 47): the other pace would leave its turns
            // timed by a clock made for it.
            Some(tc) if table.clock.is_some_and(|c| c.pace() != tc) => {
                let clock = table.clock.map(|c| c.as_str()).unwrap_or_default();
                return ctx.refuse(t(
                    me,
                    "lobby-clock-pace",
                    &[
                        ("clock", clock.as_str().into()),
                        ("pace", table.time_control.as_str().into()),
                    ],
                ));
            }
            Some(tc) => table.time_control = tc,
            None => return ctx.refuse(t(me, "lobby-time-control", &[])),
        }
    } else {
        match engine.set_option(&table.options, key, values, me) {
            Ok(o) => table.options = o,
            Err(e) => return ctx.refuse(e.0),
        }
    }
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    Ok(vec![
        view::lobby::lobby_board(&table, &seats, engine, ctx.public_lang()?)?,
        Reply::private(ctx.actor, t(me, "lobby-option-saved", &[])),
    ])
}

pub fn join(ctx: &Ctx<'_>, mut table: Table) -> Handled {
    ctx.writes()?;
    let engine = engine_of(ctx, &table)?;
    let me = ctx.lang()?;
    if table.status != Status::Lobby {
        return ctx.refuse(t(me, "lobby-started-join", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    if seats.iter().any(|s| s.user == ctx.actor.user) {
        return ctx.refuse(t(me, "lobby-seated-already", &[]));
    }
    let (_, max) = engine.players();
    if seats.len() >= max {
        return ctx.refuse(t(me, "lobby-full", &[("max", max.into())]));
    }
    tables::add_seat(
        ctx.tx,
        table.id,
        seats.len(),
        &ctx.actor.user,
        &ctx.actor.name,
        None,
    )?;
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    // The seat as its row now reads (the schema's defaults), without reading it back: on
    // PostgreSQL a read waits for every write before it.
    let mut seats = seats;
    seats.push(tables::SeatRow::joined(
        seats.len(),
        &ctx.actor.user,
        &ctx.actor.name,
    ));
    Ok(vec![
        view::lobby::lobby_board(&table, &seats, engine, ctx.public_lang()?)?,
        Reply::private(ctx.actor, t(me, "lobby-joined", &[])),
    ])
}

pub fn leave(ctx: &Ctx<'_>, mut table: Table) -> Handled {
    ctx.writes()?;
    let engine = engine_of(ctx, &table)?;
    let lang = ctx.lang()?;
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(me) = seats.iter().find(|s| s.user == ctx.actor.user) else {
        return ctx.refuse(t(lang, "lobby-not-seated", &[]));
    };
    if table.status == Status::Playing && me.resigned {
        // Out for good already (resigned, or removed by the host).
        return ctx.refuse(crate::view::parts::absent_note(me, lang));
    }
    if table.status == Status::Playing {
        // Leaving a running game hands the seat to the absence policy until the player
        // resumes (`/resign` is the same for good).
        tables::set_seat_presence(ctx.tx, table.id, me.seat, me.timeouts, true)?;
        let seats = tables::seats(ctx.tx, table.id)?;
        let session = crate::handlers::load::session(ctx, &table)?;
        deadlines::reschedule(
            ctx.tx,
            &table,
            session.as_ref(),
            &seats,
            None,
            ctx.now,
            ctx.switches.bots.pause,
        )?;
        let by = if table.absent_bot { "bot" } else { "default" };
        let post = Reply::post(
            &table.channel,
            t(
                ctx.public_lang()?,
                "lobby-left-game",
                &[("name", me.name.as_str().into()), ("by", by.into())],
            ),
        );
        return Ok(vec![
            crate::handlers::load::board_now(ctx, &table, &seats, session.as_ref())?,
            post,
            Reply::private(ctx.actor, t(lang, "lobby-left-game-you", &[])),
        ]);
    }
    tables::remove_seat(ctx.tx, table.id, me.seat)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    // Bots do not keep a table open: someone must be there to start it.
    let Some(first_person) = seats.iter().find(|s| s.bot.is_none()) else {
        table.status = Status::Cancelled;
        tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
        let public = ctx.public_lang()?;
        let mut board = view::lobby::lobby_board(&table, &seats, engine, public)?;
        board.text = t(public, "lobby-everyone-left", &[]);
        let closing = threads::closing(
            &table,
            public,
            &t(
                public,
                "lobby-everyone-left-thread",
                &[("game", engine.name().into()), ("table", table.id.into())],
            ),
            None,
        );
        let mut replies = vec![board];
        replies.extend(closing);
        replies.push(Reply::private(ctx.actor, t(lang, "lobby-left-closed", &[])));
        return Ok(replies);
    };
    if table.host == ctx.actor.user {
        table.host = first_person.user.clone();
    }
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    Ok(vec![
        view::lobby::lobby_board(&table, &seats, engine, ctx.public_lang()?)?,
        Reply::private(ctx.actor, t(lang, "lobby-left", &[])),
    ])
}

pub fn start(ctx: &Ctx<'_>, table: Table) -> Handled {
    ctx.writes()?;
    let engine = engine_of(ctx, &table)?;
    let me = ctx.lang()?;
    if table.status != Status::Lobby {
        return ctx.refuse(t(me, "lobby-started", &[]));
    }
    if table.host != ctx.actor.user {
        return ctx.refuse(t(me, "lobby-host-starts", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let (min, max) = engine.players();
    if seats.len() < min || seats.len() > max {
        let range = if min == max {
            min.to_string()
        } else {
            format!("{min}-{max}")
        };
        return ctx.refuse(t(
            me,
            "lobby-needs",
            &[
                ("game", engine.name().into()),
                ("range", range.as_str().into()),
                ("seated", seats.len().into()),
            ],
        ));
    }
    let mut replies = crate::handlers::begin::begin(ctx, table, engine)?;
    replies.push(Reply::private(ctx.actor, t(me, "lobby-game-started", &[])));
    Ok(replies)
}

/// `/cancel`: the host or anyone who may manage the channel ends the table.
///
/// A table whose row or saved state cannot be read (damaged, or a game this build lacks) can be
/// cancelled too, or its channel could never open a new table: only its status changes, it is
/// marked `damaged` with the reason, and everything else in the row is kept as it was for
/// whoever inspects it (issue 17, item 3).
pub fn cancel(ctx: &Ctx<'_>) -> Handled {
    ctx.writes()?;
    // A table whose status itself is damaged is neither open nor ended: it is found here only,
    // so that it can be ended too (issue 25, item 4).
    let id = match tables::open_id_in_channel(ctx.tx, &ctx.actor.channel)? {
        Some(id) => Some(id),
        None => tables::damaged_status_in_channel(ctx.tx, &ctx.actor.channel)?,
    };
    let me = ctx.lang()?;
    let Some(id) = id else {
        return ctx.refuse(t(me, "lobby-no-table", &[]));
    };
    let host = tables::host(ctx.tx, id)?;
    if host != ctx.actor.user && !ctx.actor.manage_channels {
        return ctx.refuse(t(me, "lobby-cancel-who", &[]));
    }
    // A tournament's table is not its first player's to end (issue 47).
    if crate::store::tournaments::pod_of_table(ctx.tx, id)?.is_some() && !ctx.actor.manage_server {
        return ctx.refuse(t(me, "lobby-cancel-tournament", &[]));
    }
    let table = match tables::get(ctx.tx, id) {
        Ok(table) => require(ctx, table)?,
        Err(e) if tables::is_corrupt(&e) => return cancel_damaged(ctx, id, e.to_string()),
        Err(e) => return Err(e.into()),
    };
    let Some(engine) = registry::find(&table.game) else {
        let why = format!("game {:?} is not in this build", table.game);
        return cancel_damaged(ctx, id, why);
    };
    let session = match table.status {
        Status::Lobby => None,
        _ => match table.state.as_deref().map(|s| engine.load(s)) {
            Some(Ok(session)) => Some(session),
            Some(Err(e)) => return cancel_damaged(ctx, id, format!("saved state: {e}")),
            None => return cancel_damaged(ctx, id, "no saved state".into()),
        },
    };
    let mut table = table;
    table.status = Status::Cancelled;
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    deadlines::clear(ctx.tx, table.id)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    let public = ctx.public_lang()?;
    let mut board = match &session {
        None => view::lobby::lobby_board(&table, &seats, engine, public)?,
        Some(session) => view::board::board(&table, &seats, engine, session.as_ref(), &[], public)?,
    };
    let name = ctx.actor.name.as_str();
    let by = t(public, "lobby-cancelled-by", &[("name", name.into())]);
    board.text = format!("{}\n\n{by}", board.text);
    board.components.clear();
    let closing = threads::closing(
        &table,
        public,
        &t(
            public,
            "lobby-cancelled-thread",
            &[
                ("name", name.into()),
                ("game", engine.name().into()),
                ("table", table.id.into()),
            ],
        ),
        None,
    );
    let mut replies = vec![
        board,
        Reply::post(
            &table.channel,
            t(public, "lobby-cancelled-notice", &[("name", name.into())]),
        ),
    ];
    replies.extend(closing);
    replies.extend(crate::handlers::tournaments::table_ended(
        ctx, table.id, &seats, None,
    )?);
    Ok(replies)
}

/// Cancels table `id`, which cannot be read, without rewriting it.
fn cancel_damaged(ctx: &Ctx<'_>, id: i64, why: String) -> Handled {
    tracing::warn!(table = id, %why, "cancelling a table that cannot be read; its row is kept for inspection");
    tables::cancel_damaged(ctx.tx, id, &why, ctx.now)?;
    deadlines::clear(ctx.tx, id)?;
    Ok(vec![
        Reply::post(
            &ctx.actor.channel,
            t(
                ctx.public_lang()?,
                "lobby-cancelled-damaged",
                &[("name", ctx.actor.name.as_str().into())],
            ),
        ),
        Reply::private(ctx.actor, t(ctx.lang()?, "lobby-cancelled", &[])),
    ])
}
