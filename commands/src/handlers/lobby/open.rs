//! Opening a lobby: `/play` (its options held to the server's settings, the game's own
//! options over the game's house rules, the table placed in a thread of its own when the
//! server wants one) and [`open`], which creates the table and seats the bots asked for
//! (the [`Opening`] may name the game it is a rematch of). Uses [`crate::store::server_settings`] for the
//! server's settings, [`crate::handlers::threads`] for where the table goes and [`crate::store::tables`] to
//! store it.
use super::seat_bot;
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::require;
use crate::handlers::threads::{self, Spot};
use crate::input::PlayOptions;
use crate::store::bots::{self, Level};
use crate::store::server_settings::{self, ServerSettings};
use crate::store::tables::{self, Table};
use crate::timecontrol::TimeControl;
use crate::view;
use crate::words::t;
use present_kit::markup;
use present_kit::session::Engine;
use present_kit::words::Lang;
use serde_json::Value;

/// `/play <game> [time] [game options] [bots bot_level absent rated_with_bots]`: opens a
/// lobby in this channel, with the bots asked for already seated. The options are read at the
/// edge ([`PlayOptions`]); here they are held to the server's settings, and the game judges
/// its own.
pub fn play_command(ctx: &Ctx<'_>, engine: &'static dyn Engine, options: &PlayOptions) -> Handled {
    ctx.writes()?;
    let server = server_settings_here(ctx)?;
    let me = ctx.lang()?;
    if !server.tables {
        return ctx.refuse(t(me, "lobby-tables-off", &[]));
    }
    // What the house rules give that `/play` did not (issue 27): the lobby names them.
    let mut from_house = Vec::new();
    let (clock, lose_on_time) = match choose_clock(&server, options, me) {
        Ok(chosen) => chosen,
        Err(e) => return ctx.refuse(e),
    };
    let time_control = match options.time.or(clock.map(|c| c.pace())) {
        None => match server.time {
            Some(tc) => {
                from_house.push("time".to_string());
                tc
            }
            None => TimeControl::Live,
        },
        Some(tc) => tc,
    };
    if let Err(e) = bots::options::check(options.bots, options.bot_level.is_some()) {
        return ctx.refuse(e.say(me));
    }
    let mut seating = options.seating();
    if let Err(e) = admit_bots(&server, options, &mut seating, me) {
        return ctx.refuse(e);
    }
    if lose_on_time && seating.bots > 0 && !seating.rated_with_bots {
        return ctx.refuse(t(me, "lobby-lose-on-time-rated", &[]));
    }
    // Game-specific options are whatever else was given (e.g. an 8-quilibrium `preset`), over
    // the game's house rules.
    let mut game_options = serde_json::Map::new();
    if let Some(rules) = server.games.get(engine.id()) {
        for (k, v) in rules {
            if !options.game.contains_key(k) {
                game_options.insert(k.clone(), v.clone());
                from_house.push(k.clone());
            }
        }
    }
    for (k, v) in &options.game {
        game_options.insert(k.clone(), v.clone());
    }
    let game_options = match engine.parse_options(&Value::Object(game_options), me) {
        Ok(o) => o,
        Err(e) if from_house.is_empty() => return ctx.refuse(e.0),
        Err(e) => {
            let set = from_house.join(", ");
            return ctx.refuse(t(
                me,
                "lobby-house-rules-error",
                &[
                    ("error", e.0.as_str().into()),
                    ("options", set.as_str().into()),
                ],
            ));
        }
    };
    remember_discord_language(ctx, &server)?;
    // A thread of its own when the server wants one and the table is not opened in a thread.
    let wanted = threads::Wanted::from(server.threads, ctx.actor.parent.is_none());
    let public = ctx.public_lang()?;
    let thread_name = || threads::name(public, engine.name(), &ctx.actor.name);
    let Spot {
        channel,
        parent,
        note,
    } = match threads::place(ctx.actor, me, wanted, &ctx.actor.channel, thread_name) {
        Ok(spot) => spot,
        Err(ask) => return Ok(vec![*ask]),
    };
    if let Some(existing) = tables::open_in_channel(ctx.tx, &channel)? {
        return ctx.refuse(t(
            me,
            "lobby-channel-has-table",
            &[
                ("game", existing.game.as_str().into()),
                ("status", existing.status.as_str().into()),
            ],
        ));
    }
    let (table, seats) = open(
        ctx,
        engine,
        Opening {
            options: &game_options,
            time_control,
            absent_bot: seating.absent_bot,
            rated_with_bots: seating.rated_with_bots,
            rematch_of: None,
            house_rules: &from_house,
            channel: &channel,
            parent: parent.as_deref(),
            clock,
            lose_on_time,
        },
        &vec![seating.level; seating.bots],
    )?;
    let mut replies = vec![view::lobby::lobby_board(&table, &seats, engine, public)?];
    replies.extend(threads::opened(
        &table,
        public,
        engine.name(),
        &ctx.actor.name,
        None,
    ));
    let thread = markup::channel(&table.channel);
    // The button as the lobby shows it, in the server's language.
    let join = t(public, "lobby-board-join-button", &[]);
    let args = [
        ("game", engine.name().into()),
        ("bots", seating.bots.into()),
        ("thread", thread.as_str().into()),
        ("join", join.as_str().into()),
    ];
    let mut answer = match &table.parent {
        Some(_) => t(me, "lobby-opened-thread", &args),
        None => t(me, "lobby-opened", &args),
    };
    if let Some(note) = note {
        answer = format!("{answer}\n{note}");
    }
    replies.push(Reply::private(ctx.actor, answer));
    Ok(replies)
}

/// The server's settings for the actor's channel (`crate::store::server_settings`); a stored setting that does
/// not read back is our failure, said as such, never a default.
pub fn server_settings_here(ctx: &Ctx<'_>) -> Result<ServerSettings, Stop> {
    server_settings::for_channel(ctx.tx, &ctx.actor.guild, ctx.actor.home_channel())
        .map_err(|e| Stop::Internal(format!("server settings: {e}")))
}

/// Remembers the language Discord says the server uses (issue 48), when it is not the one
/// remembered: what Tabula later posts by itself at this table (a timeout's notice, an owed
/// board) has no input to say it.
fn remember_discord_language(ctx: &Ctx<'_>, server: &ServerSettings) -> Result<(), Stop> {
    let said = ctx.actor.locales.guild.as_deref();
    // The pseudo-language (`en-XA`, which only the tests' front ends send) is remembered too:
    // the row reads back through `Lang::from_discord`, and what Tabula posts by itself at a
    // pseudo-language test server is then checked like the rest.
    let Some(lang) = said.and_then(present_kit::words::Lang::from_discord) else {
        return Ok(());
    };
    if server.discord_language != Some(lang) {
        let change = server_settings::SettingChange::DiscordLanguage(lang);
        server_settings::write(
            ctx.tx,
            &ctx.actor.guild,
            None,
            &change,
            &ctx.actor.user,
            ctx.now,
        )?;
    }
    Ok(())
}

/// Holds `/play`'s bot options to the server's settings: only allowed levels (a
/// level not given becomes normal, or the first allowed one), and ratings as the server says.
fn admit_bots(
    server: &ServerSettings,
    options: &PlayOptions,
    seating: &mut bots::options::TableOptions,
    lang: Lang,
) -> Result<(), String> {
    let levels = server.levels_text(lang);
    let levels = [("levels", levels.as_str().into())];
    if options.bot_level.is_none() && !server.allows(seating.level) {
        if let Some(level) = Level::ALL.into_iter().find(|l| server.allows(*l)) {
            seating.level = level;
        }
    }
    if seating.bots > 0 && !server.allows(seating.level) {
        return Err(t(lang, "lobby-bot-levels", &levels));
    }
    if seating.absent_bot && !server.allows(Level::Normal) {
        return Err(t(lang, "lobby-absent-bot-level", &levels));
    }
    match server.bots_rated {
        Some(rated) if options.rated_with_bots.is_some() && rated != seating.rated_with_bots => {
            Err(if rated {
                t(lang, "lobby-bots-always-rated", &[])
            } else {
                t(lang, "lobby-bots-never-rated", &[])
            })
        }
        Some(rated) => {
            seating.rated_with_bots = rated;
            Ok(())
        }
        None => Ok(()),
    }
}

/// How a new lobby is set: the game's options, the time control, the bots'
/// options and the game it is a rematch of.
pub struct Opening<'a> {
    pub options: &'a Value,
    pub time_control: TimeControl,
    pub absent_bot: bool,
    pub rated_with_bots: bool,
    pub rematch_of: Option<i64>,
    /// The options taken from the server's house rules, by name.
    pub house_rules: &'a [String],
    /// Where the lobby opens ([`crate::handlers::threads::place`]), and the channel its thread is in
    /// when it has one of its own.
    pub channel: &'a str,
    pub parent: Option<&'a str>,
    /// The table's clock (issue 47) and whether it loses on time.
    pub clock: Option<crate::timecontrol::GameClock>,
    pub lose_on_time: bool,
}

/// The clock of a new table (issue 47): the one `/play` chose, else the server's default
/// unless `time` chose the other pace; and whether it loses on time, which needs a clock.
fn choose_clock(
    server: &ServerSettings,
    options: &PlayOptions,
    lang: Lang,
) -> Result<(Option<crate::timecontrol::GameClock>, bool), String> {
    let clock = options.clock.or(server
        .clock
        .filter(|c| options.time.is_none_or(|t| t == c.pace())));
    let lose_on_time = options.lose_on_time.unwrap_or(false);
    if lose_on_time && clock.is_none() {
        return Err(t(lang, "lobby-lose-on-time-clock", &[]));
    }
    Ok((clock, lose_on_time))
}

/// Opens a lobby of `engine` where `opening` says, hosted by the actor, with bots of
/// `bots`' levels seated after them; returns it with its seats.
pub fn open(
    ctx: &Ctx<'_>,
    engine: &dyn Engine,
    opening: Opening<'_>,
    bots: &[Level],
) -> Result<(Table, Vec<tables::SeatRow>), Stop> {
    let id = tables::next_id(ctx.tx)?;
    tables::create(
        ctx.tx,
        &tables::NewTable {
            id,
            guild: &ctx.actor.guild,
            channel: opening.channel,
            game: engine.id(),
            host: (&ctx.actor.user, &ctx.actor.name),
            options: opening.options,
            time_control: opening.time_control,
            seed: ctx.table_seed(id),
            absent_bot: opening.absent_bot,
            rated_with_bots: opening.rated_with_bots,
            rematch_of: opening.rematch_of,
            house_rules: opening.house_rules,
            parent: opening.parent,
            clock: opening.clock,
            lose_on_time: opening.lose_on_time,
        },
        ctx.now,
    )?;
    for level in bots {
        seat_bot(ctx, id, *level)?;
    }
    let table = require(ctx, tables::get(ctx.tx, id)?)?;
    let seats = tables::seats(ctx.tx, id)?;
    Ok((table, seats))
}
