//! Reading a slash command: [`Command::parse`] checks the options against the command's
//! declaration ([`super::platform::PLATFORM`], or a game's command from the registry) before the
//! declaration's own parse reads them, and [`Command::to_parts`] gives the name and options
//! back, [`Command`]'s serde form.

use super::list::{self as platform, Declared, Parse, PLATFORM};
use crate::input::declare::{accepts, checked, declared};
use crate::input::settings::settings_parts;
use crate::input::{text, Game};
use crate::input::{Command, Input, Refusal};
use present_kit::text::echo;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

impl Input {
    /// A slash command from its name and options, parsed ([`Command::parse`]).
    pub fn command(name: &str, options: BTreeMap<String, Value>) -> Result<Input, Refusal> {
        Command::parse(name, options).map(Input::Command)
    }
}

impl Command {
    /// Parses the slash command `name` with its `options` by name (`/play`'s game is its
    /// option `game`: Discord's subcommand, or a script's option). Values may be JSON or text
    /// (`"3"` for 3, `"true"` for true); a `null` counts as not given. Every error is a
    /// sentence for the user: the command, game or option that does not exist (with what
    /// does), or the value that does not fit.
    pub fn parse(name: &str, mut options: BTreeMap<String, Value>) -> Result<Command, Refusal> {
        options.retain(|_, v| !v.is_null());
        if let Some(command) = platform::find(name) {
            let declared = command.options();
            if let Declared::Options(_) = command.options {
                accepts(name, &options, &declared)?;
            }
            return match command.parse {
                Parse::Typed(parse) => parse(options),
                Parse::Answered(_) => {
                    checked(name, &options, &declared).map(|()| Command::Listed {
                        name: command.name,
                        options,
                    })
                }
            };
        }
        let Some((game, tool)) = registry::engines().find_map(|g| {
            // A tool's name and options are the same in every language.
            g.tools(present_kit::words::Lang::En)
                .into_iter()
                .find(|t| t.name == name)
                .map(|t| (Game(g), t))
        }) else {
            return Err(Refusal::new("input-unknown-command").with("command", echo(name)));
        };
        declared(&format!("/{name}"), &options, &tool.options)?;
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

    /// The command's name and options, as [`Command::parse`] reads them.
    pub fn to_parts(&self) -> (String, BTreeMap<String, Value>) {
        let mut options = BTreeMap::new();
        let mut put = |k: &str, v: Value| {
            options.insert(k.to_string(), v);
        };
        let name = match self {
            Command::Listed { name, options: o } => {
                for (k, v) in o {
                    put(k, v.clone());
                }
                *name
            }
            Command::Play { game, options: o } => {
                put("game", game.id().into());
                o.parts(&mut put);
                "play"
            }
            Command::Rules { game } => {
                put("game", game.id().into());
                "rules"
            }
            Command::Leaderboard { game, season } => {
                put("game", game.id().into());
                if let Some(season) = season.as_option() {
                    put("season", season.into());
                }
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
            Command::MyLanguage { lang } => {
                put(
                    "my_language",
                    crate::input::settings::my_language_part(*lang).into(),
                );
                "settings"
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
            // A command without options is the entry whose parse gives it.
            plain => PLATFORM
                .iter()
                .find(|p| {
                    p.options().is_empty()
                        && matches!(p.parse, Parse::Typed(parse) if parse(BTreeMap::new()).as_ref() == Ok(plain))
                })
                .map_or("", |p| p.name),
        };
        (name.to_string(), options)
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
