//! `/tournament` (issue 47): a server's tournaments of one game, from their sign-up to their
//! final standings.
//!
//! `create` posts the sign-up (Join, Leave, Start now) in the channel; the tournament starts at
//! its start time ([`rounds::sweep`]) or when its organiser (or anyone who may manage the
//! server) starts it. Each round is paired by the pure rules (`crate::tournament`) and written
//! whole; its tables are opened by the scheduler, each in a thread of the tournament's channel
//! ([`tables::open_pod`]); each table's end writes its pod's places ([`rounds::table_ended`]),
//! and the last one pairs the next round, or ends the tournament with its standings and their
//! picture. Who may create one is the server's `/settings tournaments` (admins by default).
use super::ctx::{Ctx, Handled, Stop};
use crate::api::{Delivery, Reply};
use crate::input::{text, Game, Options, PlayOptions};
use crate::store::server_settings;
use crate::store::tournaments::{self, NewTournament, Status, Tournament};
use crate::tournament::{self as rules, Format};
use crate::view::tournament::{self as view, Button};
use crate::words::t as tr;
use present_kit::markup;
use present_kit::words::Lang;
use serde_json::{json, Value};

pub(crate) mod rounds;
pub(crate) mod tables;

pub(crate) use rounds::{sweep, table_ended};

/// The longest tournament name.
pub const NAME_MAX: usize = 60;
/// Rounds a Swiss tournament may ask for.
pub const ROUNDS_MAX: u32 = 20;
/// The latest start, in hours from now (30 days).
pub const STARTS_IN_MAX: u32 = 720;
/// The longest round, in days.
pub const ROUND_DAYS_MAX: u32 = 30;
/// A round's length when `round_days` is not given: a week for async tables (a correspondence
/// game of a few days a move needs most of it), a day for live ones.
pub const ROUND_DAYS_ASYNC: u32 = 7;
pub const ROUND_DAYS_LIVE: u32 = 1;

const DAY: i64 = 24 * 60 * 60 * 1000;
const HOUR: i64 = 60 * 60 * 1000;

/// `/tournament action:…`: every answer to the user is private; what the tournament does is
/// posted in its channel.
pub(crate) fn tournament_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let action = options.get("action").and_then(text);
    match action.as_deref() {
        Some("create") => create(ctx, options),
        Some("start") => with_tournament(ctx, options, |ctx, t| {
            ctx.writes()?;
            rounds::start(ctx, t, true)
        }),
        Some("cancel") => with_tournament(ctx, options, cancel),
        Some("withdraw") => with_tournament(ctx, options, withdraw),
        None | Some("standings") => with_tournament(ctx, options, standings),
        Some(_) => ctx.refuse(tr(ctx.lang()?, "tournament-action", &[])),
    }
}

/// The tournament `id` names, else the newest one of this channel that is not over (else
/// the newest of the channel).
fn with_tournament(
    ctx: &Ctx<'_>,
    options: &Options,
    then: impl FnOnce(&Ctx<'_>, Tournament) -> Handled,
) -> Handled {
    let found = match options.get("id") {
        Some(v) => match text(v).and_then(|t| t.parse::<i64>().ok()) {
            Some(id) if id > 0 => {
                tournaments::get(ctx.tx, id)?.filter(|t| t.guild == ctx.actor.guild)
            }
            _ => return ctx.refuse(tr(ctx.lang()?, "tournament-id", &[])),
        },
        None => {
            let here = ctx.actor.home_channel();
            let mine = tournaments::of_guild(ctx.tx, &ctx.actor.guild, 50)?;
            let in_channel = || mine.iter().filter(|t| t.channel == here);
            in_channel()
                .find(|t| matches!(t.status, Status::Signup | Status::Running))
                .or_else(|| in_channel().next())
                .cloned()
        }
    };
    match found {
        Some(t) => then(ctx, t),
        None => ctx.refuse(tr(ctx.lang()?, "tournament-none-here", &[])),
    }
}

/// The language of `t`'s public posts (issue 48): its channel's server's (`/settings
/// language`, else Discord's as this input or the last one said it).
pub(crate) fn public_lang(ctx: &Ctx<'_>, t: &Tournament) -> Result<Lang, Stop> {
    let settings = server_settings::for_channel(ctx.tx, &t.guild, &t.channel)
        .map_err(|e| Stop::Internal(format!("server settings: {e}")))?;
    Ok(crate::store::server_settings::public_lang(
        ctx.actor, &settings,
    ))
}

/// Whether the actor runs `t`: its organiser, or anyone who may manage the server.
fn organises(ctx: &Ctx<'_>, t: &Tournament) -> bool {
    ctx.actor.manage_server || ctx.actor.user == t.created_by
}

/// `create`: checks every option, stores the tournament and posts its sign-up.
fn create(ctx: &Ctx<'_>, options: &Options) -> Handled {
    ctx.writes()?;
    let settings = server_settings::for_channel(ctx.tx, &ctx.actor.guild, ctx.actor.home_channel())
        .map_err(|e| Stop::Internal(format!("server settings: {e}")))?;
    let me = ctx.lang()?;
    if !settings.tournaments_everyone && !ctx.actor.manage_server {
        return ctx.refuse(tr(me, "tournament-create-who", &[]));
    }
    if ctx.actor.parent.is_some() {
        return ctx.refuse(tr(me, "tournament-not-in-thread", &[]));
    }
    let Some(game) = options.get("game").and_then(text) else {
        return ctx.refuse(tr(me, "tournament-which-game", &[]));
    };
    let Some(game) = Game::find(&game) else {
        let games = crate::input::game_list();
        return ctx.refuse(tr(
            me,
            "tournament-game-list",
            &[("games", games.as_str().into())],
        ));
    };
    let engine = game.engine();
    let format = match options.get("format").and_then(text) {
        None => Format::Swiss,
        Some(f) => match Format::parse(&f) {
            Some(f) => f,
            None => return ctx.refuse(tr(me, "tournament-format", &[])),
        },
    };
    let rounds = match options.get("rounds") {
        None => None,
        Some(v) => match text(v).and_then(|t| t.parse::<u32>().ok()) {
            Some(n) if (1..=ROUNDS_MAX).contains(&n) => Some(n),
            _ => return ctx.refuse(tr(me, "tournament-rounds", &[("max", ROUNDS_MAX.into())])),
        },
    };
    if rounds.is_some() && format != Format::Swiss {
        return ctx.refuse(tr(me, "tournament-rounds-swiss", &[]));
    }
    let (min, max) = engine.players();
    let sizes = rules::Sizes { min, max };
    if !sizes.valid() {
        return ctx.refuse(tr(
            me,
            "tournament-game-unfit",
            &[("game", engine.name().into())],
        ));
    }
    // The tables' clock and pace are read as `/play` reads them, so the same words work.
    let mut table_options = serde_json::Map::new();
    for key in ["clock", "time"] {
        if let Some(v) = options.get(key) {
            table_options.insert(key.to_string(), v.clone());
        }
    }
    let played = match PlayOptions::parse(engine, table_options.clone().into_iter().collect()) {
        Ok(p) => p,
        Err(e) => return ctx.refuse(e.say(me)),
    };
    if let (Some(clock), Some(time)) = (played.clock, played.time) {
        if clock.pace() != time {
            let clock_text = clock.as_str();
            return ctx.refuse(tr(
                me,
                "tournament-clock-pace",
                &[
                    ("clock", clock_text.as_str().into()),
                    ("pace", clock.pace().as_str().into()),
                    ("time", time.as_str().into()),
                ],
            ));
        }
    }
    let pace = played
        .time
        .or(played.clock.map(|c| c.pace()))
        .or(settings.time)
        .unwrap_or(crate::timecontrol::TimeControl::Async);
    table_options.insert("time".into(), Value::from(pace.as_str()));
    if let Some(clock) = played.clock.or(settings.clock.filter(|c| c.pace() == pace)) {
        table_options.insert("clock".into(), Value::from(clock.as_str()));
    }
    let round_days = match options.get("round_days") {
        None if pace == crate::timecontrol::TimeControl::Live => ROUND_DAYS_LIVE,
        None => ROUND_DAYS_ASYNC,
        Some(v) => match text(v).and_then(|t| t.parse::<u32>().ok()) {
            Some(n) if (1..=ROUND_DAYS_MAX).contains(&n) => n,
            _ => {
                return ctx.refuse(tr(
                    me,
                    "tournament-round-days",
                    &[("max", ROUND_DAYS_MAX.into())],
                ))
            }
        },
    };
    table_options.insert("round_days".into(), json!(round_days));
    let starts_at = match options.get("starts_in_hours") {
        None => None,
        Some(v) => match text(v).and_then(|t| t.parse::<u32>().ok()) {
            Some(h) if (1..=STARTS_IN_MAX).contains(&h) => Some(ctx.now + i64::from(h) * HOUR),
            _ => {
                return ctx.refuse(tr(
                    me,
                    "tournament-starts-in",
                    &[("max", STARTS_IN_MAX.into())],
                ))
            }
        },
    };
    let name = match options.get("name").and_then(text) {
        Some(n) => {
            let n = markup::strip(n.trim());
            if n.is_empty() || n.chars().count() > NAME_MAX {
                return ctx.refuse(tr(
                    me,
                    "tournament-name-length",
                    &[("max", NAME_MAX.into())],
                ));
            }
            n
        }
        // The name everyone reads, in the server's language.
        None => tr(
            crate::store::server_settings::public_lang(ctx.actor, &settings),
            "tournament-default-name",
            &[("game", engine.name().into())],
        ),
    };
    let new = NewTournament {
        guild: &ctx.actor.guild,
        channel: &ctx.actor.channel,
        name: &name,
        game: engine.id(),
        format,
        rounds,
        options: &table_options,
        created_by: &ctx.actor.user,
        starts_at,
    };
    let id = tournaments::create(ctx.tx, &new, ctx.now)?;
    let Some(t) = tournaments::get(ctx.tx, id)? else {
        return Err(Stop::Internal(format!("tournament {id} not read back")));
    };
    Ok(vec![
        view::signup(&t, engine.name(), &[], round_days, ctx.public_lang()?),
        Reply::private(
            ctx.actor,
            match starts_at {
                Some(at) => {
                    let at = markup::at(at);
                    tr(
                        me,
                        "tournament-created-at",
                        &[("id", id.into()), ("at", at.as_str().into())],
                    )
                }
                None => tr(me, "tournament-created", &[("id", id.into())]),
            },
        ),
    ])
}

/// How `t`'s tables play, as `create` stored it in its options: their pace, their clock, and
/// the days a round lasts at most.
pub(crate) struct Plan {
    pub time: crate::timecontrol::TimeControl,
    pub clock: Option<crate::timecontrol::GameClock>,
    pub round_days: u32,
}

/// `t`'s [`Plan`]; options that do not read back are a damaged row, said so (never another
/// pace or clock than the organiser chose).
pub(crate) fn plan(t: &Tournament) -> Result<Plan, Stop> {
    let damaged = |what: &str| {
        Stop::Internal(format!(
            "tournament {}'s options hold no valid {what}: {:?}",
            t.id, t.options
        ))
    };
    let time = t
        .options
        .get("time")
        .and_then(Value::as_str)
        .and_then(crate::timecontrol::TimeControl::parse)
        .ok_or_else(|| damaged("time"))?;
    let clock = match t.options.get("clock") {
        None => None,
        Some(v) => Some(
            v.as_str()
                .and_then(|c| crate::timecontrol::GameClock::parse(c).ok())
                .ok_or_else(|| damaged("clock"))?,
        ),
    };
    let round_days = t
        .options
        .get("round_days")
        .and_then(Value::as_u64)
        .and_then(|d| u32::try_from(d).ok())
        .filter(|d| (1..=ROUND_DAYS_MAX).contains(d))
        .ok_or_else(|| damaged("round_days"))?;
    Ok(Plan {
        time,
        clock,
        round_days,
    })
}

/// When a round of `t` opened at `now` ends at the latest.
pub(crate) fn round_due(t: &Tournament, now: i64) -> Result<i64, Stop> {
    Ok(now + i64::from(plan(t)?.round_days) * DAY)
}

/// The sign-up message as it stands, for the answer to a click on it.
fn signup_now(ctx: &Ctx<'_>, t: &Tournament) -> Result<Reply, Stop> {
    let entrants = tournaments::entrants(ctx.tx, t.id)?;
    let game = registry::find(&t.game).map_or(t.game.as_str(), |e| e.name());
    let mut reply = view::signup(t, game, &entrants, plan(t)?.round_days, ctx.public_lang()?);
    reply.delivery = Delivery::Update;
    Ok(reply)
}

/// A click on a sign-up button: the message is updated to show who is in, and the clicker
/// is answered privately.
pub(crate) fn click(ctx: &Ctx<'_>, id: i64, button: Button) -> Handled {
    let me = ctx.lang()?;
    let Some(t) = tournaments::get(ctx.tx, id)?.filter(|t| t.guild == ctx.actor.guild) else {
        return ctx.refuse(tr(me, "tournament-gone", &[]));
    };
    if t.status != Status::Signup {
        let mut replies = vec![signup_now(ctx, &t)?];
        replies.push(Reply::private(
            ctx.actor,
            match t.status {
                Status::Running => tr(me, "tournament-running", &[]),
                Status::Finished => tr(me, "tournament-finished", &[]),
                _ => tr(me, "tournament-was-cancelled", &[]),
            },
        ));
        return Ok(replies);
    }
    ctx.writes()?;
    let said = match button {
        Button::Join => {
            if tournaments::join(
                ctx.tx,
                id,
                &ctx.actor.user,
                &markup::strip(&ctx.actor.name),
                ctx.now,
            )? {
                tr(me, "tournament-joined", &[])
            } else {
                return ctx.refuse(tr(me, "tournament-already-in", &[]));
            }
        }
        Button::Leave => {
            if tournaments::leave(ctx.tx, id, &ctx.actor.user)? {
                tr(me, "tournament-left", &[])
            } else {
                return ctx.refuse(tr(me, "tournament-not-in", &[]));
            }
        }
        Button::Start => {
            let mut replies = rounds::start(ctx, t, true)?;
            // The sign-up shows that it started, without its buttons.
            if let Some(t) = tournaments::get(ctx.tx, id)? {
                replies.insert(0, signup_now(ctx, &t)?);
            }
            return Ok(replies);
        }
    };
    Ok(vec![signup_now(ctx, &t)?, Reply::private(ctx.actor, said)])
}

/// `cancel`: the organiser ends the tournament; its tables still playing play on as ordinary
/// games.
fn cancel(ctx: &Ctx<'_>, t: Tournament) -> Handled {
    let me = ctx.lang()?;
    if !organises(ctx, &t) {
        return ctx.refuse(tr(me, "tournament-cancel-who", &[]));
    }
    if matches!(t.status, Status::Finished | Status::Cancelled) {
        return ctx.refuse(tr(me, "tournament-already-over", &[]));
    }
    ctx.writes()?;
    tournaments::set_status(ctx.tx, t.id, Status::Cancelled, ctx.now)?;
    let name = markup::bold(markup::strip(&t.name));
    Ok(vec![
        Reply::post(
            &t.channel,
            tr(
                ctx.public_lang()?,
                "tournament-cancelled-notice",
                &[("name", name.as_str().into()), ("id", t.id.into())],
            ),
        ),
        Reply::private(ctx.actor, tr(me, "tournament-cancelled", &[])),
    ])
}

/// `withdraw`: before the start, as Leave; after it, the player is paired no more, and a table
/// of theirs still playing counts as their forfeit.
fn withdraw(ctx: &Ctx<'_>, t: Tournament) -> Handled {
    let entrants = tournaments::entrants(ctx.tx, t.id)?;
    let lang = ctx.lang()?;
    let Some(me) = entrants.iter().find(|e| e.user == ctx.actor.user) else {
        return ctx.refuse(tr(lang, "tournament-not-in", &[]));
    };
    match t.status {
        Status::Signup => {
            ctx.writes()?;
            tournaments::leave(ctx.tx, t.id, &ctx.actor.user)?;
            Ok(vec![Reply::private(
                ctx.actor,
                tr(lang, "tournament-left-before-start", &[]),
            )])
        }
        Status::Running if me.withdrawn.is_none() => {
            ctx.writes()?;
            // Paired no more from the next round; this round's game, if still playing, is a
            // forfeit (ranked last at its table: `rounds::table_ended`).
            tournaments::withdraw(ctx.tx, t.id, &ctx.actor.user, t.round + 1)?;
            let (player, name) = (
                markup::bold(markup::strip(&me.name)),
                markup::bold(markup::strip(&t.name)),
            );
            let mut replies = vec![Reply::post(
                &t.channel,
                tr(
                    ctx.public_lang()?,
                    "tournament-withdrew-notice",
                    &[
                        ("player", player.as_str().into()),
                        ("name", name.as_str().into()),
                    ],
                ),
            )];
            replies.push(Reply::private(
                ctx.actor,
                tr(lang, "tournament-withdrawn", &[]),
            ));
            // A round that waited only for this player's result may now be complete.
            replies.extend(rounds::advance(ctx, t.id)?);
            Ok(replies)
        }
        Status::Running => ctx.refuse(tr(lang, "tournament-already-withdrawn", &[])),
        _ => ctx.refuse(tr(lang, "tournament-over", &[])),
    }
}

/// `standings`: how the tournament stands, privately, with its picture.
fn standings(ctx: &Ctx<'_>, t: Tournament) -> Handled {
    let mut reply = rounds::standings_post(ctx, &t, ctx.lang()?)?;
    reply = reply.answering(ctx.actor);
    Ok(vec![reply])
}
