//! The platform's own slash commands, each declared once in [`PLATFORM`]: its name, the
//! description Discord's picker shows, its options with their Discord-side kinds, ranges and
//! choices, and what it does with them (`Parse`): answered by its own handler, named in the
//! entry, or read into a typed [`Command`] at the edge for the router.
//!
//! The Discord adapter registers these entries generically (as it registers the games' `/play`
//! options and commands), and the core's parse (`Command::parse`) refuses an option an entry
//! does not declare before anything reads the values, so what Discord offers and what the core
//! reads cannot drift. Adding a platform command is its handler and one entry here. Uses the
//! handlers and the option parsers of `input` (`/play`'s options, `/settings`' changes, the
//! options' building blocks).
use crate::handlers::ctx::{Ctx, Handled};
use crate::handlers::play;
use crate::input::declare::{declared, game, option};
use crate::input::settings::parse_settings;
use crate::input::{game_list, game_option, shown_name, text, user_id, Game, UserOption};
use crate::input::{play_options, PlayOptions};
use crate::input::{Command, Refusal};
use crate::store::notify::Quiet;
use crate::store::tables::StandIn;
use present_kit::limits::INTEGER_MAX;
use present_kit::present::{CommandOption, OptionKind};
use present_kit::text::echo;

pub use crate::input::Options;

/// One platform slash command.
pub struct Platform {
    /// Lowercase ASCII, at most 32 characters.
    pub name: &'static str,
    /// What Discord's command picker shows players, at most 100 characters.
    pub description: &'static str,
    /// The options it takes.
    pub options: Declared,
    /// What the command does with its options, each one the entry declares.
    pub(crate) parse: Parse,
}

/// What a platform command does with its options once they are checked against its
/// declaration (each one declared, of its kind, within its range or choices).
pub(crate) enum Parse {
    /// Read at the edge into the command's own typed [`Command`] variant, which the router
    /// hands to its handler: for commands whose options need more reading than their
    /// declaration says (a time span, a list of changes). Every error is a sentence for the user.
    Typed(fn(Options) -> Result<Command, Refusal>),
    /// Answered by this handler, with the options as declared and checked
    /// ([`Command::Listed`]): a new command needs nothing but its entry and its handler.
    Answered(fn(&Ctx<'_>, &Options) -> Handled),
}

/// What options a platform command takes.
pub enum Declared {
    /// These, in the order Discord lists them.
    Options(fn() -> Vec<CommandOption>),
    /// One subcommand per game of the registry, each taking [`play_options`] of its game
    /// (`/play quinox time:async`); the game arrives as the option `game`.
    PerGame,
}

impl Platform {
    /// The options Discord registers for the command (none for [`Declared::PerGame`], whose
    /// subcommands carry them).
    pub fn options(&self) -> Vec<CommandOption> {
        match self.options {
            Declared::Options(options) => options(),
            Declared::PerGame => Vec::new(),
        }
    }
}

/// Every platform command, in the order Discord lists them (the games' own commands follow).
pub static PLATFORM: &[Platform] = &[
    Platform {
        name: "play",
        description: "Open a table for a game in this channel",
        options: Declared::PerGame,
        parse: Parse::Typed(play),
    },
    Platform {
        name: "join",
        description: "Take a seat at the table in this channel.",
        options: Declared::Options(Vec::new),
        parse: Parse::Typed(|_| Ok(Command::Join)),
    },
    Platform {
        name: "leave",
        description: "Leave the table in this channel before it starts.",
        options: Declared::Options(Vec::new),
        parse: Parse::Typed(|_| Ok(Command::Leave)),
    },
    Platform {
        name: "start",
        description: "Start the game at this channel's table.",
        options: Declared::Options(Vec::new),
        parse: Parse::Typed(|_| Ok(Command::Start)),
    },
    Platform {
        name: "hand",
        description: "Show your hand and your options, privately.",
        options: Declared::Options(Vec::new),
        parse: Parse::Answered(|ctx, _| play::hand_command(ctx)),
    },
    Platform {
        name: "board",
        description: "Post this channel's board again, or the last game's final board and scores.",
        options: Declared::Options(Vec::new),
        parse: Parse::Answered(|ctx, _| play::board_command(ctx)),
    },
    Platform {
        name: "history",
        description: "The last game played in this channel: final board, scores and earlier games (only you see it).",
        options: Declared::Options(|| {
            vec![game("Only this game's tables; any game if not given", false)]
        }),
        parse: Parse::Typed(history),
    },
    Platform {
        name: "replay",
        description: "Step through a game that ended in this channel, privately.",
        options: Declared::Options(|| {
            vec![CommandOption {
                name: "table",
                description:
                    "The table's number, as /history lists it; the last game here if not given".into(),
                kind: OptionKind::Integer {
                    min: 1,
                    max: INTEGER_MAX,
                },
                required: false,
            }]
        }),
        parse: Parse::Typed(replay),
    },
    Platform {
        name: "link",
        description: "The web page of this channel's table, to watch it live or replay it (only you see it).",
        options: Declared::Options(|| {
            vec![option(
                "new",
                "Give the table a new link; the old one stops working (its host or a channel manager)",
                OptionKind::Boolean,
            )]
        }),
        parse: Parse::Answered(crate::handlers::link::link_command),
    },
    Platform {
        name: "rules",
        description: "How to play a game.",
        options: Declared::Options(|| vec![game("The game", true)]),
        parse: Parse::Typed(|options| {
            Ok(Command::Rules {
                game: game_option(options.get("game"))?,
            })
        }),
    },
    Platform {
        name: "leaderboard",
        description: "This server's best players of a game.",
        options: Declared::Options(|| {
            vec![
                game("The game", true),
                option(
                    "season",
                    "current, all (all time) or a season's number; the running season if not given",
                    OptionKind::Text,
                ),
            ]
        }),
        parse: Parse::Typed(|options| {
            Ok(Command::Leaderboard {
                game: game_option(options.get("game"))?,
                season: match options.get("season") {
                    None => crate::store::seasons::Board::Default,
                    Some(v) => crate::store::seasons::Board::parse(&text(v).unwrap_or_default())?,
                },
            })
        }),
    },
    Platform {
        name: "stats",
        description: "Ratings and results of a player on this server, or of the bots.",
        options: Declared::Options(|| {
            vec![
                option("user", "Whose stats; yours if not given", OptionKind::User),
                option(
                    "bots",
                    "Show the computer players' results on this server instead",
                    OptionKind::Boolean,
                ),
            ]
        }),
        parse: Parse::Typed(stats),
    },
    Platform {
        name: "games",
        description: "Your open games on this server.",
        options: Declared::Options(Vec::new),
        parse: Parse::Typed(|_| Ok(Command::Games)),
    },
    Platform {
        name: "cancel",
        description:
            "Cancel the table in this channel (its host, or anyone who may manage the channel).",
        options: Declared::Options(Vec::new),
        parse: Parse::Typed(|_| Ok(Command::Cancel)),
    },
    Platform {
        name: "resign",
        description: "Resign from the game in this channel: your seat is played to the end for you, and you rank last.",
        options: Declared::Options(Vec::new),
        parse: Parse::Typed(|_| Ok(Command::Resign)),
    },
    Platform {
        name: "remove",
        description:
            "Take an absent player's seat for good (the host, or anyone who can manage the channel).",
        options: Declared::Options(|| {
            vec![
                CommandOption {
                    required: true,
                    ..option("player", "The absent player", OptionKind::User)
                },
                option(
                    "to",
                    "Who plays the seat from now on; the table's choice for absent players if not given",
                    OptionKind::Choice(vec![
                        ("bot", "A computer player".into()),
                        ("default", "The timeout default".into()),
                    ]),
                ),
            ]
        }),
        parse: Parse::Typed(remove),
    },
    Platform {
        name: "settings",
        description: "Show this server's settings, or change them (Manage Server).",
        options: Declared::Options(crate::input::settings::options),
        parse: Parse::Typed(
            |options| match crate::input::settings::my_language(&options) {
                Some(chosen) => chosen.map(|lang| Command::MyLanguage { lang }),
                None => parse_settings(options)
                    .map(|(here, changes)| Command::Settings { here, changes }),
            },
        ),
    },
    Platform {
        name: "notify",
        description: "A direct message when an async table waits for you, with quiet hours.",
        options: Declared::Options(|| {
            vec![
                option(
                    "dms",
                    "Direct messages on or off; as they are if not given",
                    OptionKind::Choice(vec![
                        (
                            "on",
                            "Send me a direct message when an async table waits for me".into(),
                        ),
                        ("off", "No direct messages".into()),
                    ]),
                ),
                option(
                    "quiet",
                    "Quiet hours in UTC, e.g. 22-7 (none: no quiet hours)",
                    OptionKind::Text,
                ),
            ]
        }),
        parse: Parse::Typed(notify),
    },
    Platform {
        name: "season",
        description: "This server's seasons, a past one's final standings; admins start and end them.",
        options: Declared::Options(|| {
            vec![
                option(
                    "action",
                    "What to do: show if not given",
                    OptionKind::Choice(vec![
                        ("show", "Show the seasons, or season `number`'s standings".into()),
                        ("start", "Start a season now (Manage Server)".into()),
                        ("end", "End the running season now (Manage Server)".into()),
                    ]),
                ),
                option(
                    "number",
                    "The season to show",
                    OptionKind::Integer {
                        min: 1,
                        max: INTEGER_MAX,
                    },
                ),
            ]
        }),
        parse: Parse::Answered(crate::handlers::seasons::season_command),
    },
    Platform {
        name: "away",
        description: "Time away: your async deadlines on this server wait while you are away (only you see it).",
        options: Declared::Options(|| {
            vec![
                option(
                    "days",
                    "Go away for this many days, from now",
                    OptionKind::Integer {
                        min: 1,
                        max: i64::from(crate::store::away::AWAY_DAYS_MAX),
                    },
                ),
                option(
                    "off",
                    "Come back now, before your time away ends",
                    OptionKind::Boolean,
                ),
            ]
        }),
        parse: Parse::Answered(crate::handlers::away::away_command),
    },
    Platform {
        name: "tournament",
        description: "Tournaments of one game across days: create one, start, withdraw, standings.",
        options: Declared::Options(tournament_options),
        parse: Parse::Answered(crate::handlers::tournaments::tournament_command),
    },
];

/// `/tournament`'s options (issue 47): what to do, and for `create` how the tournament plays.
fn tournament_options() -> Vec<CommandOption> {
    use crate::handlers::tournaments as t;
    vec![
        option(
            "action",
            "What to do: standings if not given",
            OptionKind::Choice(vec![
                (
                    "create",
                    "Create a tournament here, with a sign-up post".into(),
                ),
                (
                    "start",
                    "Start it now (its organiser or a server manager)".into(),
                ),
                ("standings", "Show how it stands".into()),
                ("withdraw", "Leave it: you are not paired again".into()),
                (
                    "cancel",
                    "Cancel it (its organiser or a server manager)".into(),
                ),
            ]),
        ),
        game("The tournament's game (create)", false),
        option(
            "format",
            "How players meet (create; default swiss)",
            OptionKind::Choice(vec![
                ("swiss", "Swiss: by score, nobody meets twice".into()),
                ("round_robin", "Round robin: everyone meets everyone".into()),
                ("knockout", "Knockout: the losers leave each round".into()),
            ]),
        ),
        option(
            "rounds",
            "Swiss rounds (create; default: enough for the entrants)",
            OptionKind::Integer {
                min: 1,
                max: i64::from(t::ROUNDS_MAX),
            },
        ),
        option(
            "clock",
            "The tables' clock (create): 5+3 (live), 3d or 3d+7 (async)",
            OptionKind::Text,
        ),
        option(
            "time",
            "The tables' pace (create; default: the clock's, else async)",
            OptionKind::Choice(vec![
                ("live", "Live: short deadlines".into()),
                ("async", "Async: a day a decision, or the clock's".into()),
            ]),
        ),
        option(
            "starts_in_hours",
            "Start by itself this many hours from now (create; else its organiser starts it)",
            OptionKind::Integer {
                min: 1,
                max: i64::from(t::STARTS_IN_MAX),
            },
        ),
        option(
            "round_days",
            "Days a round lasts at most (create; default 7 async, 1 live)",
            OptionKind::Integer {
                min: 1,
                max: i64::from(t::ROUND_DAYS_MAX),
            },
        ),
        option("name", "The tournament's name (create)", OptionKind::Text),
        option(
            "id",
            "Which tournament (default: this channel's)",
            OptionKind::Integer {
                min: 1,
                max: INTEGER_MAX,
            },
        ),
    ]
}

/// The platform command called `name`.
pub fn find(name: &str) -> Option<&'static Platform> {
    PLATFORM.iter().find(|p| p.name == name)
}

fn play(mut options: Options) -> Result<Command, Refusal> {
    let Some(wanted) = options.remove("game") else {
        return Err(Refusal::new("input-which-game").with("games", game_list()));
    };
    let wanted = text(&wanted).unwrap_or_default();
    let Some(game) = Game::find(&wanted) else {
        return Err(Refusal::new("input-no-game")
            .with("game", echo(&wanted))
            .with("games", game_list()));
    };
    declared(
        &format!("/play {}", game.id()),
        &options,
        // Names and kinds are the same in every language.
        &play_options(game.engine(), present_kit::words::Lang::En),
    )?;
    let options = PlayOptions::parse(game.engine(), options)?;
    Ok(Command::Play { game, options })
}

fn history(options: Options) -> Result<Command, Refusal> {
    let game = match options.get("game") {
        None => None,
        Some(v) => Some(game_option(Some(v))?),
    };
    Ok(Command::History { game })
}

fn replay(options: Options) -> Result<Command, Refusal> {
    let table = match options.get("table") {
        None => None,
        Some(v) => match text(v).and_then(|t| t.parse::<i64>().ok()) {
            Some(id) if id > 0 => Some(id),
            _ => return Err(Refusal::new("input-table-number")),
        },
    };
    Ok(Command::Replay { table })
}

fn notify(options: Options) -> Result<Command, Refusal> {
    let on = match options.get("dms").map(text) {
        None => None,
        Some(v) => match v.as_deref() {
            Some("on") => Some(true),
            Some("off") => Some(false),
            _ => return Err(Refusal::new("input-dms")),
        },
    };
    let quiet = match options.get("quiet").map(text) {
        None => None,
        Some(Some(v)) => Some(Quiet::parse(&v)?),
        Some(None) => return Err(Refusal::new("input-quiet")),
    };
    Ok(Command::Notify { on, quiet })
}

fn remove(options: Options) -> Result<Command, Refusal> {
    let id = options
        .get("player")
        .and_then(text)
        .filter(|id| user_id(id));
    let Some(id) = id else {
        return Err(Refusal::new("input-whose-seat"));
    };
    let name = options.get("player_name").and_then(shown_name);
    let to = match options.get("to").map(text) {
        None => None,
        Some(to) => match to.as_deref().and_then(StandIn::parse) {
            Some(to) => Some(to),
            None => return Err(Refusal::new("input-remove-to")),
        },
    };
    Ok(Command::Remove {
        player: UserOption { id, name },
        to,
    })
}

fn stats(options: Options) -> Result<Command, Refusal> {
    let bots = match options.get("bots") {
        None => false,
        Some(v) => match text(v).as_deref() {
            Some("true") => true,
            Some("false") => false,
            _ => return Err(Refusal::new("input-stats-bots")),
        },
    };
    let name = options.get("user_name").and_then(shown_name);
    let user = match options.get("user") {
        None if name.is_some() => return Err(Refusal::new("input-user-name-alone")),
        None => None,
        Some(v) => match text(v).filter(|id| user_id(id)) {
            Some(id) => Some(UserOption { id, name }),
            None => return Err(Refusal::new("input-user")),
        },
    };
    if bots && user.is_some() {
        return Err(Refusal::new("input-stats-both"));
    }
    Ok(Command::Stats { user, bots })
}
