//! What a user did, as the core receives it: a typed [`Command`], a click or a form
//! submission ([`Input`]).
//!
//! A front end parses a slash command once, at its edge, with [`Command::parse`] (Discord's
//! interaction data, a `tabula script` line, `tabula local`'s flags all arrive as a name and
//! a map of options); an unknown command, game or option, or a value of the wrong kind, is a
//! private answer there and never reaches [`crate::Core::handle`]. What each command takes is
//! declared here and by the games (`Engine::play_options`, `Engine::tools`), so the slash
//! commands Discord registers ([`play_options`]) and this parse read the same lists.
//!
//! The values of `/play`'s options are judged by the lobby, the bots' options and
//! the game, which say what would be accepted.

use crate::computer;
use crate::computer::Level;
use crate::house::{self, SettingChange};
use crate::notify::Quiet;

use crate::present::{CommandOption, OptionKind};
use crate::session::Engine;
use crate::tables::StandIn;
use crate::timecontrol::TimeControl;
use present_kit::text::{echo, echo_quoted, ECHO_MAX};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// One thing a user did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// A slash command, parsed ([`Command::parse`]).
    Command(Command),
    /// A button click, or a select menu choice (`values`).
    Click {
        custom_id: String,
        #[serde(default)]
        values: Vec<String>,
    },
    /// A modal submission.
    Submit {
        custom_id: String,
        #[serde(default)]
        fields: BTreeMap<String, String>,
    },
}

impl Input {
    /// A slash command from its name and options, parsed ([`Command::parse`]).
    pub fn command(name: &str, options: BTreeMap<String, Value>) -> Result<Input, String> {
        Command::parse(name, options).map(Input::Command)
    }

    /// Whether the input is tried on the read-only path first (see [`crate::core`]): clicks
    /// (most are menu steps and views; one that changes something is handed to the writer)
    /// and the commands that only show something. Form submissions go to the writer directly.
    pub fn reads_first(&self) -> bool {
        match self {
            Input::Command(command) => command.reads_first(),
            Input::Click { .. } => true,
            Input::Submit { .. } => false,
        }
    }
}

/// A registered game (one of [`registry::GAMES`]); on the wire, its id.
#[derive(Clone, Copy)]
pub struct Game(&'static dyn Engine);

impl Game {
    /// The game of id `eight-quilibrium` or display name `8-quilibrium`, in any case.
    pub fn find(name: &str) -> Option<Game> {
        registry::find(name).map(Game)
    }

    pub fn engine(self) -> &'static dyn Engine {
        self.0
    }

    pub fn id(self) -> &'static str {
        self.0.id()
    }
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Game({})", self.id())
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.id() == other.id()
    }
}

/// Another user named in an option (`/stats user:`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserOption {
    pub id: String,
    /// The name the server shows for them, when the front end knows it.
    pub name: Option<String>,
}

/// A slash command with its options, parsed and checked against what it declares.
///
/// Its serde form is what a front end sends, a name and the options by name
/// (`{"name": "play", "options": {"game": "quinox", "time": "async"}}`), and reading it back
/// runs [`Command::parse`]: a stored or scripted command is checked like a typed one.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `/play <game> …`: opens a table. `options` are the other options given, each one that
    /// `/play <game>` declares ([`play_options`]): the time control, the table's options for
    /// bots and the game's own.
    Play {
        game: Game,
        options: BTreeMap<String, Value>,
    },
    Join,
    Leave,
    Start,
    Cancel,
    /// `/resign`: the caller gives up their seat at the running table (issue 27).
    Resign,
    /// `/remove player:<user> [to:bot|default]`: the host takes an absent player's seat from
    /// them for good, played by `to` (the table's absence policy if not given).
    Remove {
        player: UserOption,
        to: Option<StandIn>,
    },
    Hand,
    Board,
    Rules {
        game: Game,
    },
    Leaderboard {
        game: Game,
    },
    /// `/stats [user] [bots]`: a player's record (the caller's if `user` is not given), or
    /// with `bots` the bots'.
    Stats {
        user: Option<UserOption>,
        bots: bool,
    },
    Games,
    History {
        game: Option<Game>,
    },
    /// `/replay [table]`: steps privately through an ended game of this channel (its last one
    /// if `table` is not given), see `crate::replay`.
    Replay {
        table: Option<i64>,
    },
    /// `/notify [dms:on|off] [quiet:<from-to>|none]`: direct messages when an async table waits
    /// for the caller (`crate::notify`); with no option, says what holds.
    Notify {
        on: Option<bool>,
        /// `Some(None)`: no quiet hours.
        quiet: Option<Option<Quiet>>,
    },
    /// `/settings [scope] [changes]`: lists the server's settings, or changes them for the
    /// whole server or (with `scope:here`) this channel; see `crate::house`.
    Settings {
        here: bool,
        changes: Vec<SettingChange>,
    },
    /// A game's own slash command (e.g. 8-quilibrium's `/score`), with its options as text.
    Tool {
        game: Game,
        name: &'static str,
        options: BTreeMap<String, String>,
    },
}

/// The commands without options, by name.
const PLAIN: [(&str, Command); 8] = [
    ("join", Command::Join),
    ("leave", Command::Leave),
    ("start", Command::Start),
    ("cancel", Command::Cancel),
    ("resign", Command::Resign),
    ("hand", Command::Hand),
    ("board", Command::Board),
    ("games", Command::Games),
];

impl Command {
    /// Parses the slash command `name` with its `options` by name (`/play`'s game is its
    /// option `game`: Discord's subcommand, or a script's option). Values may be JSON or text
    /// (`"3"` for 3, `"true"` for true); a `null` counts as not given. Every error is a
    /// sentence for the user: the command, game or option that does not exist (with what
    /// does), or the value that does not fit.
    pub fn parse(name: &str, mut options: BTreeMap<String, Value>) -> Result<Command, String> {
        options.retain(|_, v| !v.is_null());
        if let Some((_, command)) = PLAIN.iter().find(|(n, _)| *n == name) {
            no_options(name, &options)?;
            return Ok(command.clone());
        }
        match name {
            "play" => {
                let Some(wanted) = options.remove("game") else {
                    return Err(format!("Which game? Choose one of: {}.", game_list()));
                };
                let wanted = text(&wanted).unwrap_or_default();
                let Some(game) = Game::find(&wanted) else {
                    return Err(format!(
                        "There is no game called \"{}\". Choose one of: {}.",
                        echo(&wanted),
                        game_list()
                    ));
                };
                declared(
                    &format!("/play {}", game.id()),
                    &options,
                    &play_options(game.engine()),
                )?;
                Ok(Command::Play { game, options })
            }
            "rules" | "leaderboard" => {
                only(name, &options, &["game"])?;
                let game = game_option(options.get("game"))?;
                Ok(match name {
                    "rules" => Command::Rules { game },
                    _ => Command::Leaderboard { game },
                })
            }
            "history" => {
                only(name, &options, &["game"])?;
                let game = match options.get("game") {
                    None => None,
                    Some(v) => Some(game_option(Some(v))?),
                };
                Ok(Command::History { game })
            }
            "notify" => {
                only(name, &options, &["dms", "quiet"])?;
                let on = match options.get("dms").map(text) {
                    None => None,
                    Some(v) => match v.as_deref() {
                        Some("on") => Some(true),
                        Some("off") => Some(false),
                        _ => return Err("`dms` is `on` or `off`.".into()),
                    },
                };
                let quiet = match options.get("quiet").map(text) {
                    None => None,
                    Some(Some(v)) => Some(Quiet::parse(&v)?),
                    Some(None) => {
                        return Err("`quiet` is two UTC hours like `22-7`, or `none`.".into())
                    }
                };
                Ok(Command::Notify { on, quiet })
            }
            "settings" => {
                parse_settings(options).map(|(here, changes)| Command::Settings { here, changes })
            }
            "replay" => {
                only(name, &options, &["table"])?;
                let table = match options.get("table") {
                    None => None,
                    Some(v) => match text(v).and_then(|t| t.parse::<i64>().ok()) {
                        Some(id) if id > 0 => Some(id),
                        _ => {
                            return Err("`table` is a table's number, as /history lists it.".into())
                        }
                    },
                };
                Ok(Command::Replay { table })
            }
            "remove" => {
                only(name, &options, &["player", "player_name", "to"])?;
                let id = options
                    .get("player")
                    .and_then(text)
                    .filter(|id| user_id(id));
                let Some(id) = id else {
                    return Err("Whose seat? Give `player`.".into());
                };
                let name = options.get("player_name").and_then(shown_name);
                let to = match options.get("to").map(text) {
                    None => None,
                    Some(to) => match to.as_deref().and_then(StandIn::parse) {
                        Some(to) => Some(to),
                        None => return Err("`to` must be bot or default.".into()),
                    },
                };
                Ok(Command::Remove {
                    player: UserOption { id, name },
                    to,
                })
            }
            "stats" => {
                only(name, &options, &["user", "user_name", "bots"])?;
                let bots = match options.get("bots") {
                    None => false,
                    Some(v) => match text(v).as_deref() {
                        Some("true") => true,
                        Some("false") => false,
                        _ => return Err("`bots` must be true or false.".into()),
                    },
                };
                let name = options.get("user_name").and_then(shown_name);
                let user = match options.get("user") {
                    None if name.is_some() => {
                        return Err(
                            "`user_name` names the player of `user`; give `user` too.".into()
                        )
                    }
                    None => None,
                    Some(v) => match text(v).filter(|id| user_id(id)) {
                        Some(id) => Some(UserOption { id, name }),
                        None => return Err("`user` must name a player.".into()),
                    },
                };
                if bots && user.is_some() {
                    return Err(
                        "Ask for one player's stats or for the bots', not both at once.".into(),
                    );
                }
                Ok(Command::Stats { user, bots })
            }
            other => {
                let Some((game, tool)) = registry::engines().find_map(|g| {
                    g.tools()
                        .into_iter()
                        .find(|t| t.name == other)
                        .map(|t| (Game(g), t))
                }) else {
                    return Err(format!("Unknown command /{}.", echo(other)));
                };
                declared(&format!("/{other}"), &options, &tool.options)?;
                let options = options
                    .iter()
                    .map(|(k, v)| (k.clone(), text(v).unwrap_or_else(|| v.to_string())))
                    .collect();
                Ok(Command::Tool {
                    game,
                    name: tool.name,
                    options,
                })
            }
        }
    }

    /// The command's name and options, as [`Command::parse`] reads them.
    pub fn to_parts(&self) -> (String, BTreeMap<String, Value>) {
        let mut options = BTreeMap::new();
        let mut put = |k: &str, v: Value| {
            options.insert(k.to_string(), v);
        };
        let name = match self {
            Command::Play { game, options: o } => {
                put("game", game.id().into());
                for (k, v) in o {
                    put(k, v.clone());
                }
                "play"
            }
            Command::Rules { game } => {
                put("game", game.id().into());
                "rules"
            }
            Command::Leaderboard { game } => {
                put("game", game.id().into());
                "leaderboard"
            }
            Command::History { game } => {
                if let Some(game) = game {
                    put("game", game.id().into());
                }
                "history"
            }
            Command::Replay { table } => {
                if let Some(table) = table {
                    put("table", (*table).into());
                }
                "replay"
            }
            Command::Notify { on, quiet } => {
                if let Some(on) = on {
                    put("dms", if *on { "on" } else { "off" }.into());
                }
                if let Some(quiet) = quiet {
                    put(
                        "quiet",
                        quiet
                            .map_or("none".to_string(), |q| format!("{}-{}", q.from, q.to))
                            .into(),
                    );
                }
                "notify"
            }
            Command::Settings { here, changes } => {
                if *here {
                    put("scope", "here".into());
                }
                for change in changes {
                    settings_parts(change, &mut put);
                }
                "settings"
            }
            Command::Remove { player, to } => {
                put("player", player.id.clone().into());
                if let Some(name) = &player.name {
                    put("player_name", name.clone().into());
                }
                if let Some(to) = to {
                    put("to", to.id().into());
                }
                "remove"
            }
            Command::Stats { user, bots } => {
                if let Some(user) = user {
                    put("user", user.id.clone().into());
                    if let Some(name) = &user.name {
                        put("user_name", name.clone().into());
                    }
                }
                if *bots {
                    put("bots", true.into());
                }
                "stats"
            }
            Command::Tool {
                name, options: o, ..
            } => {
                for (k, v) in o {
                    put(k, v.clone().into());
                }
                *name
            }
            plain => PLAIN
                .iter()
                .find(|(_, c)| c == plain)
                .map_or("", |(n, _)| *n),
        };
        (name.to_string(), options)
    }

    /// Whether the command is tried on the read-only path first: those that only show
    /// something. Opening, joining, leaving, starting or cancelling a table, or resigning,
    /// goes to the writer directly.
    pub fn reads_first(&self) -> bool {
        !matches!(
            self,
            Command::Play { .. }
                | Command::Join
                | Command::Leave
                | Command::Start
                | Command::Cancel
                | Command::Resign
                | Command::Remove { .. }
        ) && !matches!(self, Command::Settings { changes, .. } if !changes.is_empty())
            && !matches!(self, Command::Notify { on, quiet } if on.is_some() || quiet.is_some())
    }
}

/// [`Command`]'s serde form.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Parts {
    name: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    options: BTreeMap<String, Value>,
}

impl Serialize for Command {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (name, options) = self.to_parts();
        Parts { name, options }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Command {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Command, D::Error> {
        let parts = Parts::deserialize(deserializer)?;
        Command::parse(&parts.name, parts.options).map_err(serde::de::Error::custom)
    }
}

/// `/settings`' options: the scope (`here`: this channel) and the changes, each checked as
/// `/play` would check it (a game's house rules by the game itself).
fn parse_settings(
    mut options: BTreeMap<String, Value>,
) -> Result<(bool, Vec<SettingChange>), String> {
    only(
        "settings",
        &options,
        &[
            "scope",
            "tables",
            "threads",
            "time",
            "game",
            "house_rules",
            "bot_levels",
            "bots_rated",
            "abandon_days",
        ],
    )?;
    // Every value is a word or a number: a list or an object would otherwise read as empty,
    // and an empty `house_rules` clears them.
    if let Some((name, _)) = options.iter().find(|(_, v)| text(v).is_none()) {
        return Err(format!("`{}` takes a word or a number.", echo(name)));
    }
    let mut take = |name: &str| options.remove(name).and_then(|v| text(&v));
    let here = match take("scope").as_deref() {
        None | Some("server") => false,
        Some("here") => true,
        Some(_) => return Err("`scope` is `server` or `here` (this channel).".into()),
    };
    let mut changes = Vec::new();
    if let Some(v) = take("tables") {
        changes.push(SettingChange::Tables(match v.as_str() {
            "on" => Some(true),
            "off" => Some(false),
            "default" => None,
            _ => return Err("`tables` is `on`, `off` or `default`.".into()),
        }));
    }
    if let Some(v) = take("threads") {
        changes.push(SettingChange::Threads(match v.as_str() {
            "on" => Some(true),
            "off" => Some(false),
            "default" => None,
            _ => return Err("`threads` is `on`, `off` or `default`.".into()),
        }));
    }
    if let Some(v) = take("time") {
        changes.push(SettingChange::Time(match v.as_str() {
            "default" => None,
            other => match TimeControl::parse(other) {
                Some(tc) => Some(tc),
                None => return Err("`time` is `live`, `async` or `default`.".into()),
            },
        }));
    }
    match (take("game"), take("house_rules")) {
        (None, None) => {}
        (Some(_), None) => {
            return Err("Give the game's `house_rules` too (`none` clears them).".into())
        }
        (None, Some(_)) => return Err("Whose house rules? Give `game` too.".into()),
        (Some(game), Some(rules)) => {
            let game = game_option(Some(&Value::from(game)))?;
            let options = house::parse_house_rules(&rules)?;
            if let Some(options) = &options {
                house_rules_fit(game, options)?;
            }
            changes.push(SettingChange::HouseRules {
                game: game.id(),
                options,
            });
        }
    }
    if let Some(v) = take("bot_levels") {
        let levels = if v.trim() == "all" {
            None
        } else {
            let levels: Option<Vec<Level>> = v
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|l| !l.is_empty())
                .map(Level::parse)
                .collect();
            match levels {
                Some(mut levels) if !levels.is_empty() => {
                    levels.sort_by_key(|l| Level::ALL.iter().position(|a| a == l));
                    levels.dedup();
                    Some(levels)
                }
                _ => {
                    return Err(
                        "`bot_levels` lists levels (`easy`, `normal`, `strong`), or is `all`."
                            .into(),
                    )
                }
            }
        };
        changes.push(SettingChange::BotLevels(levels));
    }
    if let Some(v) = take("bots_rated") {
        changes.push(SettingChange::BotsRated(match v.as_str() {
            "yes" => Some(true),
            "no" => Some(false),
            "table" => None,
            _ => return Err("`bots_rated` is `yes`, `no` or `table` (each table chooses).".into()),
        }));
    }
    if let Some(v) = take("abandon_days") {
        let max = house::ABANDON_DAYS_MAX;
        changes.push(SettingChange::AbandonDays(match v.parse::<u32>() {
            Ok(0) => None,
            Ok(days) if days <= max => Some(days),
            _ => {
                return Err(format!(
                "`abandon_days` is a whole number of days from 1 to {max} (0: the default, {}).",
                house::ABANDON_DAYS
            ))
            }
        }));
    }
    Ok((here, changes))
}

/// House rules are the game's own `/play` options, with values the game accepts.
fn house_rules_fit(game: Game, options: &BTreeMap<String, Value>) -> Result<(), String> {
    let own = game.engine().play_options();
    declared(&format!("/play {}", game.id()), options, &own)?;
    let object = Value::Object(options.clone().into_iter().collect());
    game.engine()
        .parse_options(&object)
        .map(drop)
        .map_err(|e| echo_quoted(&e.0))
}

/// One change as `/settings` options, for [`Command::to_parts`].
fn settings_parts(change: &SettingChange, put: &mut impl FnMut(&str, Value)) {
    match change {
        SettingChange::Tables(on) => put(
            "tables",
            match on {
                Some(true) => "on",
                Some(false) => "off",
                None => "default",
            }
            .into(),
        ),
        SettingChange::Threads(on) => put(
            "threads",
            match on {
                Some(true) => "on",
                Some(false) => "off",
                None => "default",
            }
            .into(),
        ),
        SettingChange::Time(t) => put("time", t.map_or("default", TimeControl::as_str).into()),
        SettingChange::HouseRules { game, options } => {
            put("game", (*game).into());
            put(
                "house_rules",
                options
                    .as_ref()
                    .map_or("none".to_string(), house::options_text)
                    .into(),
            );
        }
        SettingChange::BotLevels(levels) => put(
            "bot_levels",
            levels
                .as_ref()
                .map_or("all".to_string(), |l| {
                    l.iter().map(|l| l.id()).collect::<Vec<_>>().join(",")
                })
                .into(),
        ),
        SettingChange::BotsRated(rated) => put(
            "bots_rated",
            match rated {
                Some(true) => "yes",
                Some(false) => "no",
                None => "table",
            }
            .into(),
        ),
        SettingChange::AbandonDays(days) => put("abandon_days", days.unwrap_or(0).into()),
    }
}

/// Everything `/play <game>` takes, in the order Discord lists it: the time control, the
/// game's own options, then the table's options for bots (at most as many bots
/// as the game has seats beside the host's).
pub fn play_options(game: &dyn Engine) -> Vec<CommandOption> {
    let mut out = vec![CommandOption {
        name: "time",
        description: "Live (turns of a minute) or async (turns of a day); live if not given",
        kind: OptionKind::Choice(vec![
            (TimeControl::Live.as_str(), "Live: a game in minutes"),
            (TimeControl::Async.as_str(), "Async: moves over days"),
        ]),
        required: false,
    }];
    out.extend(game.play_options());
    let seats_left = i64::try_from(game.players().1.saturating_sub(1)).unwrap_or(i64::MAX);
    out.extend(
        computer::options::play_options()
            .into_iter()
            .map(|mut option| {
                if let OptionKind::Integer { max, .. } = &mut option.kind {
                    if option.name == "bots" {
                        *max = (*max).min(seats_left);
                    }
                }
                option
            }),
    );
    out
}

/// The registered games' ids, for a refusal: "`eight-quilibrium`, `quinox`".
fn game_list() -> String {
    registry::engines()
        .map(|g| format!("`{}`", g.id()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The game an option names.
fn game_option(value: Option<&Value>) -> Result<Game, String> {
    value
        .and_then(text)
        .and_then(|name| Game::find(&name))
        .ok_or_else(|| format!("Which game? Choose one of: {}.", game_list()))
}

/// A value as text: a string as it is, a number or a boolean written out.
fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// Whether `id` can be a user's id: not empty, and no longer than [`ECHO_MAX`] (Discord's
/// ids are at most 20 digits), since an answer about that user may name them by it.
fn user_id(id: &str) -> bool {
    !id.is_empty() && id.chars().count() <= ECHO_MAX
}

/// A user's name given with their id (Discord's resolved display name), bounded as an answer
/// may show it.
fn shown_name(value: &Value) -> Option<String> {
    text(value).map(|name| echo(&name).into_owned())
}

fn no_options(name: &str, options: &BTreeMap<String, Value>) -> Result<(), String> {
    match options.keys().next() {
        None => Ok(()),
        Some(key) => Err(format!("/{name} takes no options (not `{}`).", echo(key))),
    }
}

/// Refuses an option `command` does not take, naming those it does.
fn only(command: &str, options: &BTreeMap<String, Value>, names: &[&str]) -> Result<(), String> {
    match options.keys().find(|k| !names.contains(&k.as_str())) {
        None => Ok(()),
        Some(key) => Err(format!(
            "/{command} has no option `{}`; it takes {}.",
            echo(key),
            names
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// Checks `options` against the `declared` ones of `command` (e.g. `/play quinox`): each
/// given option is declared and every required one is given. Whether a value is the right
/// kind, number or choice is left to whoever reads it, which says what would do (a script
/// may give a list where Discord gives text, e.g. 8-quilibrium's `variants`).
fn declared(
    command: &str,
    options: &BTreeMap<String, Value>,
    declared: &[CommandOption],
) -> Result<(), String> {
    if let Some(key) = options
        .keys()
        .find(|k| !declared.iter().any(|o| o.name == k.as_str()))
    {
        let names: Vec<String> = declared.iter().map(|o| format!("`{}`", o.name)).collect();
        return Err(if names.is_empty() {
            format!("{command} takes no options (not `{}`).", echo(key))
        } else {
            format!(
                "{command} has no option `{}`; it takes {}.",
                echo(key),
                names.join(", ")
            )
        });
    }
    if let Some(missing) = declared
        .iter()
        .find(|o| o.required && !options.contains_key(o.name))
    {
        return Err(format!(
            "{command} needs its option `{}` ({}).",
            missing.name, missing.description
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(name: &str, options: Value) -> Result<Command, String> {
        Command::parse(name, serde_json::from_value(options).unwrap())
    }

    fn game(id: &str) -> Game {
        Game::find(id).unwrap()
    }

    #[test]
    fn commands_parse_into_their_types() {
        assert_eq!(parse("join", json!({})), Ok(Command::Join));
        assert_eq!(parse("games", json!({})), Ok(Command::Games));
        assert_eq!(
            parse("play", json!({"game": "8-Quilibrium", "rounds": 3})),
            Ok(Command::Play {
                game: game("eight-quilibrium"),
                options: [("rounds".to_string(), json!(3))].into_iter().collect(),
            })
        );
        assert_eq!(
            parse("rules", json!({"game": "quinox"})),
            Ok(Command::Rules {
                game: game("quinox")
            })
        );
        assert_eq!(
            parse("history", json!({"game": null})),
            Ok(Command::History { game: None })
        );
        assert_eq!(
            parse("stats", json!({"user": "42", "user_name": "Countess"})),
            Ok(Command::Stats {
                user: Some(UserOption {
                    id: "42".into(),
                    name: Some("Countess".into())
                }),
                bots: false
            })
        );
        assert_eq!(
            parse("stats", json!({"bots": "true"})),
            Ok(Command::Stats {
                user: None,
                bots: true
            })
        );
        assert_eq!(
            parse("score", json!({"hand": "AH 2C"})),
            Ok(Command::Tool {
                game: game("eight-quilibrium"),
                name: "score",
                options: [("hand".to_string(), "AH 2C".to_string())]
                    .into_iter()
                    .collect(),
            })
        );
    }

    #[test]
    fn what_does_not_exist_is_refused_with_what_does() {
        let refused = |name: &str, options: Value| parse(name, options).unwrap_err();
        assert_eq!(refused("dance", json!({})), "Unknown command /dance.");
        assert!(
            refused("play", json!({})).starts_with("Which game? Choose one of: `eight-quilibrium`")
        );
        assert!(refused("play", json!({"game": "chess"}))
            .starts_with("There is no game called \"chess\". Choose one of:"));
        assert!(refused("rules", json!({})).starts_with("Which game?"));
        assert!(refused("history", json!({"game": "chess"})).starts_with("Which game?"));
        // Each game's /play takes only its own options, plus the table's.
        let e = refused("play", json!({"game": "quinox", "rounds": 3}));
        assert!(
            e.starts_with("/play quinox has no option `rounds`; it takes `time`"),
            "{e}"
        );
        assert!(e.contains("`rated_with_bots`"), "{e}");
        assert!(parse("play", json!({"game": "equation-hi-lo", "rounds": 3})).is_ok());
        assert_eq!(
            refused("join", json!({"game": "quinox"})),
            "/join takes no options (not `game`)."
        );
        assert!(refused("rules", json!({"game": "quinox", "page": 2})).contains("no option `page`"));
        assert!(refused("stats", json!({"bots": "maybe"})).contains("true or false"));
        assert!(refused("stats", json!({"bots": true, "user": "1"})).contains("not both"));
        assert!(refused("stats", json!({"user_name": "Bea"})).contains("give `user` too"));
        assert!(refused("score", json!({})).contains("needs its option `hand`"));
        assert!(
            refused("settings", json!({"game": "quinox", "house_rules": ["x"]}))
                .contains("`house_rules` takes a word or a number")
        );
        assert!(refused("notify", json!({"quiet": {"from": 1}})).contains("two UTC hours"));
        for bad in [json!("x"), json!(0), json!(-2), json!(1.5)] {
            assert!(refused("replay", json!({ "table": bad })).contains("table's number"));
        }
        assert!(refused("replay", json!({"game": "quinox"})).contains("no option `game`"));
        assert!(refused("score", json!({"hand": "AH", "suit": "H"})).contains("no option `suit`"));
        // Values are judged by their readers: a script's list of variants reaches the game.
        assert!(parse(
            "play",
            json!({"game": "eight-quilibrium", "variants": ["fog"]})
        )
        .is_ok());
    }

    #[test]
    fn the_serde_form_is_the_name_and_options_and_reads_back_through_the_parse() {
        let commands = [
            parse(
                "play",
                json!({"game": "relinquish", "teams": "yes", "bots": 3}),
            ),
            parse("leave", json!({})),
            parse("resign", json!({})),
            parse(
                "remove",
                json!({"player": "7", "player_name": "Bea", "to": "default"}),
            ),
            parse("remove", json!({"player": "7"})),
            parse("leaderboard", json!({"game": "quinox"})),
            parse("history", json!({"game": "equation-hi-lo"})),
            parse("replay", json!({})),
            parse("replay", json!({"table": 12})),
            parse("settings", json!({})),
            parse("notify", json!({})),
            parse("notify", json!({"dms": "on", "quiet": "22-7"})),
            parse("notify", json!({"dms": "off", "quiet": "none"})),
            parse(
                "settings",
                json!({"scope": "here", "tables": "off", "time": "default",
                       "game": "eight-quilibrium", "house_rules": "rounds=3 variants=fog",
                       "bot_levels": "normal,easy", "bots_rated": "table", "abandon_days": 30}),
            ),
            parse(
                "settings",
                json!({"game": "quinox", "house_rules": "none", "bot_levels": "all",
                       "abandon_days": 0}),
            ),
            parse("stats", json!({"user": "7", "user_name": "Bea"})),
            parse("stats", json!({"bots": true})),
            parse("score", json!({"hand": "AH"})),
        ];
        for command in commands {
            let command = command.unwrap();
            let input = Input::Command(command.clone());
            let json = serde_json::to_value(&input).unwrap();
            assert_eq!(
                serde_json::from_value::<Input>(json.clone()).unwrap(),
                input
            );
            let (name, options) = command.to_parts();
            assert_eq!(json["command"]["name"], json!(name));
            assert_eq!(Command::parse(&name, options), Ok(command));
        }
        assert_eq!(
            serde_json::to_value(Input::Command(Command::Play {
                game: game("quinox"),
                options: BTreeMap::new()
            }))
            .unwrap(),
            json!({"command": {"name": "play", "options": {"game": "quinox"}}})
        );
        let bad = serde_json::from_value::<Input>(json!({"command": {"name": "dance"}}));
        assert!(bad
            .unwrap_err()
            .to_string()
            .contains("Unknown command /dance."));
    }

    #[test]
    fn play_options_follow_the_game() {
        for engine in registry::engines() {
            let options = play_options(engine);
            let names: Vec<&str> = options.iter().map(|o| o.name).collect();
            assert_eq!(names[0], "time");
            assert!(names.ends_with(&computer::options::KEYS), "{names:?}");
            let bots = options.iter().find(|o| o.name == "bots").unwrap();
            let (_, max_players) = engine.players();
            let most = (max_players as i64 - 1).min(computer::options::MAX_BOTS);
            assert_eq!(bots.kind, OptionKind::Integer { min: 0, max: most });
        }
    }

    #[test]
    fn reads_first_only_what_shows() {
        for (name, options, reads) in [
            ("play", json!({"game": "quinox"}), false),
            ("join", json!({}), false),
            ("leave", json!({}), false),
            ("start", json!({}), false),
            ("cancel", json!({}), false),
            ("resign", json!({}), false),
            ("remove", json!({"player": "7", "to": "bot"}), false),
            ("hand", json!({}), true),
            ("board", json!({}), true),
            ("rules", json!({"game": "quinox"}), true),
            ("games", json!({}), true),
            ("replay", json!({"table": "3"}), true),
            ("settings", json!({}), true),
            ("settings", json!({"tables": "on"}), false),
            ("notify", json!({}), true),
            ("notify", json!({"quiet": "1-5"}), false),
            ("score", json!({"hand": "AH"}), true),
        ] {
            let input = Input::Command(parse(name, options).unwrap());
            assert_eq!(input.reads_first(), reads, "{name}");
        }
        assert!(Input::Click {
            custom_id: "1:1:hand".into(),
            values: vec![]
        }
        .reads_first());
        assert!(!Input::Submit {
            custom_id: "1:1:f.x".into(),
            fields: BTreeMap::new()
        }
        .reads_first());
    }
}
