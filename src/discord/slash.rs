//! The slash commands, registered from their declarations: nothing here names a command or
//! an option. The platform's own commands are those `commands::platform::PLATFORM` declares
//! (name, description, options with their kinds, ranges and choices); every one is parsed
//! into a `commands::Command` by the core and what it does is decided by `commands::Core`,
//! so the Discord and script front ends cannot drift.
//!
//! Nothing here knows a game either: `/play` has one subcommand per game of the registry
//! (`registry::GAMES`), each with only the options `commands::input::play_options`
//! declares for it (the time control, the game's own options with their own ranges and
//! choices, the table's options for bots), and the games' own commands (e.g.
//! 8-quilibrium's `/score`) come from the registry too; [`registration`] registers them.

use super::interactions::{answer, Incoming};
use super::Shared;
use commands::platform::{Declared, Platform, PLATFORM};
use commands::words::{discord_localizations, PLAY_GAME, WORDS};
use commands::Input;
use poise::serenity_prelude as serenity;
use present_kit::limits::DESCRIPTION_MAX;
use present_kit::present::{CommandOption, OptionKind};
use present_kit::words::{Arg, Lang};
use serde_json::Value;
use std::collections::BTreeMap;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Shared, Error>;

/// Every slash command, for poise to dispatch: the platform's, then each game's own.
pub fn all() -> Vec<poise::Command<Shared, Error>> {
    PLATFORM
        .iter()
        .map(|c| match c.options {
            Declared::PerGame => play(c),
            Declared::Options(_) => declared(c.name, c.description),
        })
        .chain(
            registry::engines()
                .flat_map(|g| g.tools(Lang::En))
                .map(|tool| declared(tool.name, tool.description)),
        )
        .collect()
}

/// A command whose options [`registration`] adds from its declaration: poise only dispatches
/// it by name, and [`run`] hands every option the interaction carries to the core's parse.
fn declared(name: &'static str, description: impl Into<String>) -> poise::Command<Shared, Error> {
    poise::Command {
        name: name.into(),
        qualified_name: name.into(),
        description: Some(description.into().into()),
        slash_action: Some(|ctx| {
            Box::pin(async move {
                let name = ctx.command().name.to_string();
                run(poise::Context::Application(ctx), &name, Options::new())
                    .await
                    .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
            })
        }),
        interaction_context: Some(vec![serenity::InteractionContext::Guild]),
        ..Default::default()
    }
}

/// `/play`: one subcommand per registered game (`/play quinox`), whose name is the game's id.
///
/// `/play` itself also answers: a Discord client may still hold the registration of an older
/// build, whose `/play` took the game as an option (`/play game:quinox`); that reaches here
/// without a subcommand and is read the same way (the game from its `game` option).
fn play(command: &Platform) -> poise::Command<Shared, Error> {
    poise::Command {
        name: command.name.into(),
        qualified_name: command.name.into(),
        description: Some(command.description.into()),
        slash_action: Some(|ctx| {
            Box::pin(async move {
                run(poise::Context::Application(ctx), "play", Options::new())
                    .await
                    .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
            })
        }),
        subcommands: registry::engines()
            .map(|game| {
                let players = players_text(game);
                poise::Command {
                    name: game.id().into(),
                    qualified_name: format!("play {}", game.id()).into(),
                    description: Some(
                        cut(
                            &WORDS.text(Lang::En, PLAY_GAME, &play_game_args(game, &players)),
                            DESCRIPTION_MAX,
                        )
                        .into(),
                    ),
                    slash_action: Some(|ctx| {
                        Box::pin(async move {
                            let game = ctx.command().name.to_string();
                            let options = Options::new().text("game", game);
                            run(poise::Context::Application(ctx), "play", options)
                                .await
                                .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
                        })
                    }),
                    interaction_context: Some(vec![serenity::InteractionContext::Guild]),
                    ..Default::default()
                }
            })
            .collect(),
        subcommand_required: true,
        interaction_context: Some(vec![serenity::InteractionContext::Guild]),
        ..Default::default()
    }
}

/// How many players a game seats, as `/play`'s subcommands say it: "2", "3-6".
fn players_text(game: &dyn present_kit::session::Engine) -> String {
    let (min, max) = game.players();
    if min == max {
        min.to_string()
    } else {
        format!("{min}-{max}")
    }
}

/// The values of a `/play` subcommand's description ([`PLAY_GAME`]).
fn play_game_args<'a>(
    game: &'a dyn present_kit::session::Engine,
    players: &'a str,
) -> [(&'static str, Arg<'a>); 2] {
    [
        ("game", Arg::Text(game.name())),
        ("players", Arg::Text(players)),
    ]
}

/// What Discord registers: each command as poise describes it, with the options the core
/// declares: each platform command's (`commands::platform::PLATFORM`), each `/play`
/// subcommand's ([`commands::input::play_options`] of its game) and each game command's own.
pub fn registration(commands: &[poise::Command<Shared, Error>]) -> Vec<serenity::CreateCommand> {
    commands
        .iter()
        .filter_map(|c| {
            let key = format!("cmd-{}", c.name);
            // Issue 48: the description in each language the core's catalog has, or a game's
            // own command's in each language its catalog has.
            let tool = |lang| {
                registry::tool_owner(&c.name)
                    .and_then(|g| g.tools(lang).into_iter().find(|t| t.name == c.name))
            };
            let described = if registry::tool_owner(&c.name).is_some() {
                game_localizations(|lang| tool(lang).map(|t| t.description))
            } else {
                discord_localizations(&key, &[])
            };
            let builder = described
                .into_iter()
                .fold(c.create_as_slash_command()?, |b, (locale, text)| {
                    b.description_localized(locale, text)
                });
            if c.name == "play" {
                let subcommands = c
                    .subcommands
                    .iter()
                    .filter_map(|sub| {
                        let game = registry::find(&sub.name)?;
                        let description = sub.description.as_deref().unwrap_or_default();
                        let players = players_text(game);
                        let option =
                            discord_localizations(PLAY_GAME, &play_game_args(game, &players))
                                .into_iter()
                                .fold(
                                    serenity::CreateCommandOption::new(
                                        serenity::CommandOptionType::SubCommand,
                                        sub.name.clone(),
                                        description,
                                    ),
                                    |o, (locale, text)| o.description_localized(locale, text),
                                );
                        // The game's own options in each language its catalog has; the
                        // platform's from the core's catalog.
                        let own = |lang| game.play_options(lang);
                        Some(
                            commands::input::play_options(game, Lang::En)
                                .iter()
                                .map(|o| {
                                    let mine =
                                        |lang| own(lang).into_iter().find(|g| g.name == o.name);
                                    match mine(Lang::En) {
                                        Some(_) => create_option(o, &Texts::Game(&mine)),
                                        None => create_option(o, &Texts::Catalog(&key)),
                                    }
                                })
                                .fold(option, |o, sub| o.add_sub_option(sub)),
                        )
                    })
                    .collect();
                return Some(builder.set_options(subcommands));
            }
            if let Some(platform) = commands::platform::list::find(&c.name) {
                return Some(
                    platform
                        .options()
                        .iter()
                        .map(|o| create_option(o, &Texts::Catalog(&key)))
                        .fold(builder, |b, o| b.add_option(o)),
                );
            }
            let options = tool(Lang::En).map(|t| t.options).unwrap_or_default();
            Some(
                options
                    .iter()
                    .map(|o| {
                        let mine = |lang| {
                            tool(lang)
                                .and_then(|t| t.options.into_iter().find(|g| g.name == o.name))
                        };
                        create_option(o, &Texts::Game(&mine))
                    })
                    .fold(builder, |b, o| b.add_option(o)),
            )
        })
        .collect()
}

/// `text` in at most `max` characters, ending with "…" when cut.
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut s: String = text.chars().take(max - 1).collect();
    s.push('…');
    s
}

/// Where an option's words in the other languages come from.
enum Texts<'a> {
    /// The core's catalog, under `cmd-<command>` (a platform command's option).
    Catalog(&'a str),
    /// The game's own words: the same option as the game declares it in a language.
    Game(&'a dyn Fn(Lang) -> Option<CommandOption>),
}

/// A game's text in each language it is not English in, as Discord registers it: `(locale,
/// text)` within Discord's 100 characters (a longer one is the game's checks' to find).
fn game_localizations(text: impl Fn(Lang) -> Option<String>) -> Vec<(&'static str, String)> {
    let english = text(Lang::En);
    let mut out = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let Some(said) = text(lang) else { continue };
        if Some(&said) == english.as_ref() || said.chars().count() > DESCRIPTION_MAX {
            continue;
        }
        for locale in lang.discord_locales() {
            out.push((*locale, said.clone()));
        }
    }
    out
}

/// `option` as Discord registers it, its description and choices in every language its words
/// have them in ([`Texts`]).
fn create_option(option: &CommandOption, texts: &Texts<'_>) -> serenity::CreateCommandOption {
    // The option's description (`None`) or a choice's label (`Some(value)`).
    let localized = |value: Option<&str>| match texts {
        Texts::Catalog(prefix) => {
            let key = match value {
                None => format!("{prefix}-{}", option.name),
                Some(value) => format!("{prefix}-{}-{value}", option.name),
            };
            discord_localizations(&key, &[])
        }
        Texts::Game(mine) => game_localizations(|lang| {
            let option = mine(lang)?;
            match (value, option.kind) {
                (None, _) => Some(option.description),
                (Some(value), OptionKind::Choice(choices)) => choices
                    .into_iter()
                    .find(|(v, _)| *v == value)
                    .map(|(_, label)| label),
                (Some(_), _) => None,
            }
        }),
    };
    let kind = match option.kind {
        OptionKind::Integer { .. } => serenity::CommandOptionType::Integer,
        OptionKind::Boolean => serenity::CommandOptionType::Boolean,
        OptionKind::User => serenity::CommandOptionType::User,
        OptionKind::Text | OptionKind::Choice(_) => serenity::CommandOptionType::String,
    };
    let builder = serenity::CreateCommandOption::new(
        kind,
        option.name,
        cut(&option.description, DESCRIPTION_MAX),
    )
    .required(option.required);
    let builder = localized(None)
        .into_iter()
        .fold(builder, |b, (locale, text)| {
            b.description_localized(locale, text)
        });
    match &option.kind {
        OptionKind::Text | OptionKind::Boolean | OptionKind::User => builder,
        OptionKind::Choice(choices) => choices.iter().fold(builder, |b, (value, label)| {
            let localized = localized(Some(value));
            if localized.is_empty() {
                b.add_string_choice(label, *value)
            } else {
                b.add_string_choice_localized(label, *value, localized)
            }
        }),
        OptionKind::Integer { min, max } => builder
            .min_int_value(*min as u64)
            .max_int_value(*max as u64),
    }
}

/// The options of one command, by name, as `Command::parse` reads them.
#[derive(Debug, Default, PartialEq)]
pub struct Options(BTreeMap<String, Value>);

impl Options {
    pub fn new() -> Self {
        Options::default()
    }

    /// Adds a string option.
    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.0.insert(name.to_string(), Value::String(value.into()));
        self
    }

    pub fn into_map(self) -> BTreeMap<String, Value> {
        self.0
    }
}

/// Hands the command to [`answer`], like components and modals. Options the command declares
/// by name in its signature come in `options`; any other option the interaction carries (those
/// of a `/play` subcommand, or of a game's command) is added as text.
async fn run(ctx: Context<'_>, name: &str, options: Options) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        // Only slash commands are registered.
        return Ok(());
    };
    let mut options = options.into_map();
    // The options of the command poise dispatched to: a subcommand's own (`/play quinox
    // time:async`), or the command's.
    for option in app.args {
        if options.contains_key(option.name) {
            continue;
        }
        let text = match &option.value {
            serenity::ResolvedValue::String(s) => s.to_string(),
            serenity::ResolvedValue::Integer(i) => i.to_string(),
            serenity::ResolvedValue::Number(n) => n.to_string(),
            serenity::ResolvedValue::Boolean(b) => b.to_string(),
            serenity::ResolvedValue::User(user, _) => {
                let name = option_user_name(ctx, user);
                options.insert(format!("{}_name", option.name), Value::String(name));
                user.id.to_string()
            }
            // No command declares other kinds.
            _ => continue,
        };
        options.insert(option.name.to_string(), Value::String(text));
    }
    // Parsed once, here: a command this build does not know (a client's stale copy of an
    // older registration) or options it does not take are answered privately.
    let input = Input::command(name, options);
    answer(
        ctx.serenity_context(),
        ctx.data(),
        Incoming::command(app.interaction),
        input,
    )
    .await;
    Ok(())
}

/// The server's name for a user given as an option: nickname, else global name, else username.
fn option_user_name(ctx: Context<'_>, user: &serenity::User) -> String {
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    nick.unwrap_or_else(|| user.display_name().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use present_kit::limits::{
        COMMANDS_MAX, COMMAND_CHARACTERS_MAX, COMMAND_NAME_MAX, COMMAND_OPTIONS_MAX,
    };
    use serde_json::json;

    /// A name Discord takes for a slash command or option: 1-32 lowercase letters, digits,
    /// `-` or `_`.
    fn discord_name(name: &str) -> bool {
        (1..=COMMAND_NAME_MAX).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c == '-' || c == '_' || c.is_ascii_digit() || c.is_ascii_lowercase())
    }

    /// A description Discord takes: 1-100 characters.
    fn discord_description(item: &Value) -> bool {
        let d = item["description"].as_str().unwrap_or_default();
        (1..=DESCRIPTION_MAX).contains(&d.chars().count())
    }

    /// What Discord counts against a command's 8,000 characters: the names, descriptions and
    /// values of the command, its options (subcommands included) and their choices.
    fn characters(item: &Value) -> usize {
        let own: usize = ["name", "description"]
            .iter()
            .map(|k| item[*k].as_str().map_or(0, |s| s.chars().count()))
            .sum();
        let choices: usize = item["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                c["name"].as_str().map_or(0, |s| s.chars().count())
                    + c["value"].as_str().map_or(0, |s| s.chars().count())
            })
            .sum();
        own + choices + options(item).iter().map(characters).sum::<usize>()
    }

    fn options(item: &Value) -> Vec<Value> {
        item["options"].as_array().cloned().unwrap_or_default()
    }

    fn named<'a>(list: &'a [Value], name: &str) -> &'a Value {
        list.iter()
            .find(|o| o["name"] == name)
            .unwrap_or_else(|| panic!("no option {name}"))
    }

    /// One registered option against its declaration: kind, requiredness, name, description,
    /// and the range or choices Discord enforces.
    fn matches_declaration(registered: &Value, declared: &CommandOption, what: &str) {
        assert_eq!(registered["name"], declared.name, "{what}");
        assert!(discord_name(declared.name), "{what}");
        assert!(discord_description(registered), "{what}");
        assert_eq!(registered["required"], declared.required, "{what}");
        match &declared.kind {
            OptionKind::Integer { min, max } => {
                assert_eq!(registered["type"], 4, "{what}");
                assert!(min <= max, "{what}");
                assert_eq!(registered["min_value"].as_i64(), Some(*min), "{what}");
                assert_eq!(registered["max_value"].as_i64(), Some(*max), "{what}");
            }
            OptionKind::Boolean => assert_eq!(registered["type"], 5, "{what}"),
            OptionKind::User => assert_eq!(registered["type"], 6, "{what}"),
            OptionKind::Text => {
                assert_eq!(registered["type"], 3, "{what}");
                assert!(
                    registered["choices"].as_array().is_none_or(Vec::is_empty),
                    "{what}: free text"
                );
            }
            OptionKind::Choice(choices) => {
                assert_eq!(registered["type"], 3, "{what}");
                let values: Vec<&str> = registered["choices"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|c| c["value"].as_str().unwrap_or_default())
                    .collect();
                let declared: Vec<&str> = choices.iter().map(|(v, _)| *v).collect();
                assert_eq!(values, declared, "{what}");
                assert!(
                    (1..=COMMAND_OPTIONS_MAX).contains(&values.len()),
                    "{what}: 1-25 choices"
                );
                for c in registered["choices"].as_array().into_iter().flatten() {
                    let name = c["name"].as_str().unwrap_or_default().chars().count();
                    let value = c["value"].as_str().unwrap_or_default().chars().count();
                    assert!((1..=DESCRIPTION_MAX).contains(&name), "{what}: {c}");
                    assert!((1..=DESCRIPTION_MAX).contains(&value), "{what}: {c}");
                }
            }
        }
    }

    /// A value Discord would send for `option`.
    fn sample(option: &CommandOption) -> Value {
        match &option.kind {
            OptionKind::Integer { min, .. } => json!(min.to_string()),
            OptionKind::Boolean => json!("true"),
            OptionKind::User => json!("42"),
            OptionKind::Text => json!("x"),
            OptionKind::Choice(choices) => json!(choices[0].0),
        }
    }

    /// [`sample`] for a `/play` option, where the clock's options need a value that reads
    /// alone: a clock's text (`x` is none), and `lose_on_time` off (on, it needs a clock).
    fn play_sample(option: &CommandOption) -> Value {
        match option.name {
            "clock" => json!("5+3"),
            "lose_on_time" => json!("false"),
            _ => sample(option),
        }
    }

    /// The registration in one Discord locale: each description and choice name replaced by its
    /// localization there, as Discord shows it to a member of that locale.
    fn in_locale(item: &Value, locale: &str) -> Value {
        let mut out = item.clone();
        if let Some(text) = item["description_localizations"][locale].as_str() {
            out["description"] = json!(text);
        }
        if let Some(text) = item["name_localizations"][locale].as_str() {
            out["name"] = json!(text);
        }
        for list in ["options", "choices"] {
            if let Some(items) = item[list].as_array() {
                out[list] = Value::Array(items.iter().map(|i| in_locale(i, locale)).collect());
            }
        }
        out
    }

    /// Issue 48: every platform command, its options and their choices carry a description (or
    /// name) in German, Spanish (both of Discord's), French and Brazilian Portuguese, within
    /// Discord's limits; `/play`'s subcommands too, naming their game; and each command's
    /// total stays under 8,000 characters in every locale (Discord counts its longest one).
    #[test]
    fn commands_register_in_every_language() {
        let registered: Vec<Value> = registration(&all())
            .iter()
            .map(|c| serde_json::to_value(c).expect("json"))
            .collect();
        let locales = ["de", "es-ES", "es-419", "fr", "pt-BR"];
        for command in PLATFORM {
            let c = named(&registered, command.name);
            for locale in locales {
                let local = in_locale(c, locale);
                assert!(discord_description(&local), "/{} {locale}", command.name);
                assert_ne!(
                    local["description"], c["description"],
                    "/{} has a {locale} description",
                    command.name
                );
                assert!(
                    characters(&local) <= COMMAND_CHARACTERS_MAX,
                    "/{} in {locale}: {} characters",
                    command.name,
                    characters(&local)
                );
                for o in options(&local) {
                    assert!(discord_description(&o), "/{} {locale}: {o}", command.name);
                    for choice in o["choices"].as_array().into_iter().flatten() {
                        let n = choice["name"].as_str().unwrap_or_default().chars().count();
                        assert!((1..=DESCRIPTION_MAX).contains(&n), "{locale}: {choice}");
                    }
                }
            }
            // A platform option (not a game's own) has its translations.
            if command.name != "play" {
                for o in options(c) {
                    assert!(
                        o["description_localizations"]["de"].is_string(),
                        "/{} {}: no German",
                        command.name,
                        o["name"]
                    );
                }
            }
        }
        let play = named(&registered, "play");
        for sub in options(play) {
            let german = sub["description_localizations"]["de"]
                .as_str()
                .unwrap_or_default();
            let game = registry::find(sub["name"].as_str().unwrap()).unwrap();
            assert!(german.contains(game.name()), "{german}");
            let sub_options = options(&sub);
            let time = named(&sub_options, "time");
            assert!(
                time["description_localizations"]["pt-BR"].is_string(),
                "{time}"
            );
        }
    }

    /// Every command and option, from the registry: nothing here names a game.
    #[test]
    fn commands_register_as_specified() {
        let registered: Vec<Value> = registration(&all())
            .iter()
            .map(|c| serde_json::to_value(c).expect("json"))
            .collect();
        let names: Vec<&str> = registered
            .iter()
            .map(|c| c["name"].as_str().unwrap_or_default())
            .collect();
        let tools: Vec<_> = registry::engines()
            .flat_map(|g| g.tools(present_kit::words::Lang::En))
            .collect();
        // Every platform command as the core declares it, in its order, then the games' own;
        // no name twice (Discord refuses a registration that repeats one).
        let mut expected: Vec<&str> = PLATFORM.iter().map(|c| c.name).collect();
        expected.extend(tools.iter().map(|t| t.name));
        assert_eq!(names, expected);
        let unique: std::collections::BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(unique.len(), names.len(), "{names:?}");
        assert!(
            registered.len() <= COMMANDS_MAX,
            "Discord allows 100 commands"
        );
        for c in &registered {
            let what = c["name"].as_str().unwrap_or_default();
            // Guild only: Discord does not offer them in DMs.
            assert_eq!(c["contexts"], json!([0]), "{what}");
            assert!(discord_name(what), "{what}");
            assert!(discord_description(c), "{what}");
            assert!(
                options(c).len() <= COMMAND_OPTIONS_MAX,
                "{what}: 25 options at most"
            );
            // Discord's limit on a command with its options, subcommands and choices.
            assert!(
                characters(c) <= COMMAND_CHARACTERS_MAX,
                "{what}: {} characters",
                characters(c)
            );
        }

        // /play: one subcommand per game, in registry order, each with only its own options.
        let play = &registered[0];
        let subcommands = options(play);
        assert_eq!(subcommands.len(), registry::GAMES.len());
        assert!(
            subcommands.len() <= COMMAND_OPTIONS_MAX,
            "Discord allows 25 subcommands"
        );
        for (game, sub) in registry::engines().zip(&subcommands) {
            let what = format!("/play {}", game.id());
            assert_eq!(sub["type"], 1, "{what} is a subcommand");
            assert_eq!(sub["name"], game.id(), "{what}");
            assert!(discord_name(game.id()), "{what}");
            assert!(discord_description(sub), "{what}");
            let description = sub["description"].as_str().unwrap_or_default();
            assert!(description.contains(game.name()), "{what}: {description}");
            let declared = commands::input::play_options(game, present_kit::words::Lang::En);
            let registered = options(sub);
            assert!(
                registered.len() <= COMMAND_OPTIONS_MAX,
                "{what}: 25 options at most"
            );
            let names: Vec<&str> = registered
                .iter()
                .map(|o| o["name"].as_str().unwrap_or_default())
                .collect();
            let declared_names: Vec<&str> = declared.iter().map(|o| o.name).collect();
            assert_eq!(names, declared_names, "{what}");
            // The game's own options, with the ranges and choices it declares.
            for option in game.play_options(present_kit::words::Lang::En) {
                assert!(names.contains(&option.name), "{what}: {}", option.name);
            }
            for (r, d) in registered.iter().zip(&declared) {
                matches_declaration(r, d, &format!("{what} {}", d.name));
            }
            let first_optional = registered
                .iter()
                .position(|o| o["required"] != true)
                .unwrap_or(registered.len());
            assert!(
                registered[first_optional..]
                    .iter()
                    .all(|o| o["required"] != true),
                "{what}: required options first"
            );
            // The options the platform owns, on every game.
            assert_eq!(named(&registered, "time")["required"], false, "{what}");
            let times: Vec<&Value> = named(&registered, "time")["choices"]
                .as_array()
                .map(|a| a.iter().map(|c| &c["value"]).collect())
                .unwrap_or_default();
            assert_eq!(times, [&json!("live"), &json!("async")], "{what}");
            let bots = named(&registered, "bots");
            assert_eq!(bots["type"], 4, "{what}");
            let seats_beside_host = game.players().1 as f64 - 1.0;
            let most = seats_beside_host.min(commands::store::bots::options::MAX_BOTS as f64);
            assert_eq!(bots["max_value"].as_f64(), Some(most), "{what}");
            assert_eq!(
                named(&registered, "bot_level")["choices"][2]["value"],
                "strong"
            );
            assert_eq!(named(&registered, "absent")["choices"][1]["value"], "bot");
            assert_eq!(
                named(&registered, "rated_with_bots")["type"],
                5,
                "a boolean"
            );
            // What Discord registers is what the core reads: every option parses with a
            // value Discord would send, and an option of another game's is refused.
            for option in &declared {
                let options: BTreeMap<String, Value> = [
                    ("game".to_string(), json!(game.id())),
                    (option.name.to_string(), play_sample(option)),
                ]
                .into_iter()
                .collect();
                assert!(
                    commands::Command::parse("play", options).is_ok(),
                    "{what} {}",
                    option.name
                );
            }
            for other in
                registry::engines().flat_map(|g| g.play_options(present_kit::words::Lang::En))
            {
                if declared_names.contains(&other.name) {
                    continue;
                }
                let options: BTreeMap<String, Value> = [
                    ("game".to_string(), json!(game.id())),
                    (other.name.to_string(), sample(&other)),
                ]
                .into_iter()
                .collect();
                assert!(
                    commands::Command::parse("play", options).is_err(),
                    "{what} takes no {}",
                    other.name
                );
            }
        }

        // /rules, /leaderboard and /history keep a game choice.
        for (name, required) in [("rules", true), ("leaderboard", true), ("history", false)] {
            let c = &registered[names.iter().position(|n| *n == name).unwrap_or(0)];
            let game = &c["options"][0];
            assert_eq!(game["name"], "game", "/{name}");
            assert_eq!(game["type"], 3, "/{name}");
            assert_eq!(game["required"], required, "/{name}");
            let values: Vec<&str> = game["choices"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| c["value"].as_str().unwrap_or_default())
                .collect();
            let ids: Vec<&str> = registry::engines().map(|g| g.id()).collect();
            assert_eq!(values, ids, "/{name}");
            assert!(
                values.len() <= COMMAND_OPTIONS_MAX,
                "Discord allows 25 choices"
            );
        }
        let stats = &registered[names.iter().position(|n| *n == "stats").unwrap_or(0)];
        assert_eq!(stats["options"][0]["type"], 6);
        assert_eq!(stats["options"][0]["required"], false);
        assert_eq!(stats["options"][1]["name"], "bots");
        assert_eq!(stats["options"][1]["type"], 5, "a boolean");
        // The platform's commands, each as `commands::platform::PLATFORM` declares it.
        for command in PLATFORM {
            let c = &registered[names.iter().position(|n| *n == command.name).unwrap_or(0)];
            assert_eq!(c["description"], command.description, "/{}", command.name);
            if let Declared::Options(_) = command.options {
                let declared = command.options();
                let registered = options(c);
                assert_eq!(registered.len(), declared.len(), "/{}", command.name);
                for (r, d) in registered.iter().zip(&declared) {
                    matches_declaration(r, d, &format!("/{} {}", command.name, d.name));
                }
            }
        }
        // The games' own commands, with their declared options.
        for tool in &tools {
            let c = &registered[names.iter().position(|n| *n == tool.name).unwrap_or(0)];
            let registered = options(c);
            assert_eq!(registered.len(), tool.options.len(), "/{}", tool.name);
            for (r, d) in registered.iter().zip(&tool.options) {
                matches_declaration(r, d, &format!("/{} {}", tool.name, d.name));
            }
        }
    }
}
