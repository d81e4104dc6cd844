//! `/play <game>`: the options each game's subcommand declares ([`play_options`]) and the
//! platform's among them read once, here, into [`PlayOptions`]: the time control and the
//! table's options for bots typed, the game's own left for the game to judge.
//! Uses [`crate::store::bots::options`] for the bots' options.

use crate::store::bots::{self, Level};
use crate::timecontrol::{GameClock, TimeControl};
use crate::words::Said;
use present_kit::present::{CommandOption, OptionKind};
use present_kit::session::Engine;
use serde_json::Value;
use std::collections::BTreeMap;

/// What `/play <game>` was given besides the game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayOptions {
    /// `time`, if given (the server's setting, or live, if not).
    pub time: Option<TimeControl>,
    /// `bots`: bots to seat beside the host.
    pub bots: usize,
    /// `bot_level`, if given.
    pub bot_level: Option<Level>,
    /// `absent:bot`: an absent player's seat is played by a bot, not the timeout default.
    pub absent_bot: bool,
    /// `rated_with_bots`, if given.
    pub rated_with_bots: Option<bool>,
    /// The game's own options as given (e.g. 8-quilibrium's `preset`); the game reads them.
    pub game: BTreeMap<String, Value>,
    /// `clock` (issue 47), if given: the table's chosen clock (the server's default, or none,
    /// if not).
    pub clock: Option<GameClock>,
    /// `lose_on_time`, if given.
    pub lose_on_time: Option<bool>,
}

impl PlayOptions {
    /// Reads `options`, each one [`play_options`] declares for `game`. Every refusal says what
    /// would be accepted.
    pub fn parse(
        game: &dyn Engine,
        mut options: BTreeMap<String, Value>,
    ) -> Result<PlayOptions, Said> {
        let time = match options.remove("time") {
            None => None,
            Some(t) => match t.as_str().and_then(TimeControl::parse) {
                Some(tc) => Some(tc),
                None => return Err(Said::new("input-time")),
            },
        };
        let (clock, lose_on_time) = read_clock(game, &mut options, time)?;
        let seats_left = game.players().1.saturating_sub(1);
        let seating = bots::options::read(&options, game.name(), seats_left)?;
        let given = |key: &str| options.contains_key(key);
        let bot_level = given("bot_level").then_some(seating.level);
        let rated_with_bots = given("rated_with_bots").then_some(seating.rated_with_bots);
        options.retain(|k, _| !bots::options::KEYS.contains(&k.as_str()));
        Ok(PlayOptions {
            time,
            bots: seating.bots,
            bot_level,
            absent_bot: seating.absent_bot,
            rated_with_bots,
            game: options,
            clock,
            lose_on_time,
        })
    }

    /// The bots' options, with what was not given at its default.
    pub fn seating(&self) -> bots::options::TableOptions {
        let default = bots::options::TableOptions::default();
        bots::options::TableOptions {
            bots: self.bots,
            level: self.bot_level.unwrap_or(default.level),
            absent_bot: self.absent_bot,
            rated_with_bots: self.rated_with_bots.unwrap_or(default.rated_with_bots),
        }
    }

    /// The options back, as [`PlayOptions::parse`] reads them.
    pub(crate) fn parts(&self, put: &mut impl FnMut(&str, Value)) {
        if let Some(time) = self.time {
            put("time", time.as_str().into());
        }
        if self.bots > 0 {
            put("bots", self.bots.into());
        }
        if let Some(level) = self.bot_level {
            put("bot_level", level.id().into());
        }
        if self.absent_bot {
            put("absent", "bot".into());
        }
        if let Some(rated) = self.rated_with_bots {
            put("rated_with_bots", rated.into());
        }
        for (k, v) in &self.game {
            put(k, v.clone());
        }
        if let Some(clock) = self.clock {
            put("clock", clock.as_str().into());
        }
        if let Some(lose) = self.lose_on_time {
            put("lose_on_time", lose.into());
        }
    }
}

/// Everything `/play <game>` takes, in the order Discord lists it: the time control, the
/// game's own options, then the table's options for bots (at most as many bots
/// as the game has seats beside the host's). The game's own options are described in `lang`
/// (the platform's are English: Discord's localizations carry their translations).
pub fn play_options(game: &dyn Engine, lang: present_kit::words::Lang) -> Vec<CommandOption> {
    let mut out = vec![time_option()];
    out.extend(game.play_options(lang));
    let seats_left = i64::try_from(game.players().1.saturating_sub(1)).unwrap_or(i64::MAX);
    out.extend(bots::options::play_options().into_iter().map(|mut option| {
        if let OptionKind::Integer { max, .. } = &mut option.kind {
            if option.name == "bots" {
                *max = (*max).min(seats_left);
            }
        }
        option
    }));
    out.extend(clock_options());
    out
}

/// `time`: the table's pace, first among every game's options.
fn time_option() -> CommandOption {
    CommandOption {
        name: "time",
        description: "Live (turns of a minute) or async (turns of a day); live if not given".into(),
        kind: OptionKind::Choice(vec![
            (TimeControl::Live.as_str(), "Live: a game in minutes".into()),
            (TimeControl::Async.as_str(), "Async: moves over days".into()),
        ]),
        required: false,
    }
}

/// The options every game's `/play` has (the time, the bots', the clock's), without any game's
/// own or its limits: their words are in the core's catalog (issue 48).
pub(crate) fn shared_play_options() -> Vec<CommandOption> {
    let mut out = vec![time_option()];
    out.extend(bots::options::play_options());
    out.extend(clock_options());
    out
}

/// The clock's options (issue 47), after the bots'. `clock` is free text, not a list of
/// presets: Discord offers either choices or free text, and a list would leave out the clocks
/// players ask for (`15+10`, `5d+14`); a text that does not read is refused with the forms.
fn clock_options() -> Vec<CommandOption> {
    vec![
        CommandOption {
            name: "clock",
            description: "A clock: 5+3 (live: minutes + seconds a move) or 3d / 3d+7 (async: days a move + bank)".into(),
            kind: OptionKind::Text,
            required: false,
        },
        CommandOption {
            name: "lose_on_time",
            description: "Rated two-player games: running out of clock loses the game (no if not given)".into(),
            kind: OptionKind::Boolean,
            required: false,
        },
    ]
}

/// Reads `clock` and `lose_on_time` out of `options` (issue 47): a clock must read and agree
/// with a `time` given; losing on time is for games two can play, with a clock (the server's
/// default clock counts, see `handlers::lobby::open`).
fn read_clock(
    game: &dyn Engine,
    options: &mut BTreeMap<String, Value>,
    time: Option<TimeControl>,
) -> Result<(Option<GameClock>, Option<bool>), Said> {
    let clock = match options.remove("clock") {
        None => None,
        Some(v) => match v.as_str() {
            Some(text) => Some(GameClock::parse(text)?),
            None => return Err(GameClock::parse("").unwrap_err()),
        },
    };
    if let (Some(clock), Some(time)) = (clock, time) {
        if clock.pace() != time {
            return Err(Said::new("input-clock-pace")
                .with("clock", clock.as_str())
                .with("pace", clock.pace().as_str())
                .with("time", time.as_str())
                .with(
                    "example",
                    match time {
                        TimeControl::Live => "5+3",
                        TimeControl::Async => "3d+7",
                    },
                ));
        }
    }
    let lose_on_time = match options.remove("lose_on_time") {
        None => None,
        Some(Value::Bool(b)) => Some(b),
        Some(v) => match v.as_str().map(str::to_ascii_lowercase).as_deref() {
            Some("true" | "yes") => Some(true),
            Some("false" | "no") => Some(false),
            _ => return Err(Said::new("input-lose-on-time")),
        },
    };
    if lose_on_time == Some(true) && game.players().0 > 2 {
        return Err(Said::new("input-lose-on-time-players")
            .with("game", game.name())
            .number("min", game.players().0 as i64));
    }
    Ok((clock, lose_on_time))
}
