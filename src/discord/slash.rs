//! The slash commands. Each one only names itself and its options, parsed into a
//! `commands::Command`; what
//! it does is decided by `commands::Bot`, so the Discord and script front ends cannot drift.
//!
//! A command's doc comment is its description in Discord's command picker, so those are written
//! for players (and kept under Discord's 100 characters).
//!
//! Nothing here knows a game: `/play`'s game options and the games' own commands (e.g.
//! 8-quilibrium's `/score`) come from the registry (`commands::games::GAMES`), declared by each
//! game's presenter, and are registered by [`registration`].

use super::interactions::{answer, Incoming};
use super::Shared;
use commands::present::{CommandOption, OptionKind};
use commands::timecontrol::TimeControl;
use commands::Input;
use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::collections::BTreeMap;
use std::marker::PhantomData;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Shared, Error>;

/// Every slash command, for poise to dispatch: the common ones, then each game's own.
pub fn all() -> Vec<poise::Command<Shared, Error>> {
    let mut list = vec![
        play(),
        join(),
        leave(),
        start(),
        hand(),
        board(),
        history(),
        rules(),
        leaderboard(),
        stats(),
        games(),
        cancel(),
    ];
    list.extend(
        commands::games::GAMES
            .iter()
            .flat_map(|g| g.tools())
            .map(|tool| poise::Command {
                name: tool.name.into(),
                qualified_name: tool.name.into(),
                description: Some(tool.description.into()),
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
            }),
    );
    list
}

/// What Discord registers: each command as poise describes it, plus the options the games
/// declare (`/play`'s game options after `game` and `time`, then the table's options for
/// computer players, and each game command's own).
pub fn registration(commands: &[poise::Command<Shared, Error>]) -> Vec<serenity::CreateCommand> {
    commands
        .iter()
        .filter_map(|c| {
            let declared =
                if c.name == "play" {
                    let mut options = play_options();
                    options.extend(commands::computer::options::play_options().into_iter().map(
                        |o| {
                            let description = o.description.to_string();
                            (o, description)
                        },
                    ));
                    options
                } else {
                    commands::games::GAMES
                        .iter()
                        .flat_map(|g| g.tools())
                        .find(|t| t.name == c.name)
                        .map(|t| {
                            t.options
                                .into_iter()
                                .map(|o| {
                                    let description = o.description.to_string();
                                    (o, description)
                                })
                                .collect()
                        })
                        .unwrap_or_default()
                };
            let builder = c.create_as_slash_command()?;
            Some(
                declared
                    .iter()
                    .map(|(o, d)| create_option(o, d))
                    .fold(builder, |b, o| b.add_option(o)),
            )
        })
        .collect()
}

/// Every game's `/play` options in registry order; an option two games share (`rounds`)
/// appears once, with the range or choices of both and both descriptions.
fn play_options() -> Vec<(CommandOption, String)> {
    let mut out: Vec<(CommandOption, String)> = Vec::new();
    for option in commands::games::GAMES.iter().flat_map(|g| g.play_options()) {
        let Some((known, description)) = out.iter_mut().find(|(o, _)| o.name == option.name) else {
            let description = option.description.to_string();
            out.push((option, description));
            continue;
        };
        if !description.contains(option.description) {
            *description = cut(&format!("{description}; {}", option.description), 100);
        }
        match (&mut known.kind, option.kind) {
            (OptionKind::Integer { min, max }, OptionKind::Integer { min: m, max: x }) => {
                *min = (*min).min(m);
                *max = (*max).max(x);
            }
            (OptionKind::Choice(choices), OptionKind::Choice(more)) => {
                for choice in more {
                    if !choices.iter().any(|(v, _)| *v == choice.0) {
                        choices.push(choice);
                    }
                }
                choices.truncate(25);
            }
            // Text takes anything; the games' parsers judge it.
            (kind, _) => *kind = OptionKind::Text,
        }
    }
    out
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

fn create_option(option: &CommandOption, description: &str) -> serenity::CreateCommandOption {
    let kind = match option.kind {
        OptionKind::Integer { .. } => serenity::CommandOptionType::Integer,
        OptionKind::Boolean => serenity::CommandOptionType::Boolean,
        OptionKind::Text | OptionKind::Choice(_) => serenity::CommandOptionType::String,
    };
    let builder = serenity::CreateCommandOption::new(kind, option.name, description)
        .required(option.required);
    match &option.kind {
        OptionKind::Text | OptionKind::Boolean => builder,
        OptionKind::Choice(choices) => choices.iter().fold(builder, |b, (value, label)| {
            b.add_string_choice(*label, *value)
        }),
        OptionKind::Integer { min, max } => builder
            .min_int_value(*min as u64)
            .max_int_value(*max as u64),
    }
}

/// The choices of a string option, as `(value, label)`: the value is what the bot receives,
/// the label what players see.
pub trait Choices {
    fn list() -> Vec<(&'static str, &'static str)>;
}

/// The games `/play`, `/rules`, `/leaderboard` and `/history` offer: every game in `commands::games::GAMES`
/// (a game added there appears here at the next start).
pub struct Games;

impl Choices for Games {
    fn list() -> Vec<(&'static str, &'static str)> {
        commands::games::GAMES
            .iter()
            .map(|g| (g.id(), g.name()))
            .collect()
    }
}

/// Time controls for `/play`.
pub struct TimeControls;

impl Choices for TimeControls {
    fn list() -> Vec<(&'static str, &'static str)> {
        vec![
            (TimeControl::Live.as_str(), "Live: a game in minutes"),
            (TimeControl::Async.as_str(), "Async: moves over days"),
        ]
    }
}

/// A string option restricted to `K`'s choices in Discord's picker.
///
/// Unlike poise's `ChoiceParameter` (which registers integer indices), the wire value is the
/// choice's string, so reordering the list never changes what a cached client sends. Values are
/// passed through unchecked: `commands` answers an unknown one with a readable message.
pub struct Choice<K>(pub String, PhantomData<fn() -> K>);

#[poise::async_trait]
impl<K: Choices> poise::SlashArgument for Choice<K> {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        match value {
            serenity::ResolvedValue::String(s) => Ok(Choice(s.to_string(), PhantomData)),
            _ => Err(poise::SlashArgError::new_command_structure_mismatch(
                "expected a string choice",
            )),
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        K::list().into_iter().fold(
            builder.kind(serenity::CommandOptionType::String),
            |b, (value, label)| b.add_string_choice(label, value),
        )
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

    /// Adds a string option if it was given; absent options are left out of the map.
    pub fn maybe(self, name: &str, value: Option<impl Into<String>>) -> Self {
        match value {
            Some(v) => self.text(name, v),
            None => self,
        }
    }

    /// Adds a user option as its id, plus `<name>_name` with the name the server shows for them.
    pub fn user(self, name: &str, id: serenity::UserId, display_name: &str) -> Self {
        self.text(name, id.to_string())
            .text(&format!("{name}_name"), display_name)
    }

    pub fn into_map(self) -> BTreeMap<String, Value> {
        self.0
    }
}

/// Hands the command to [`answer`], like components and modals. Options the command declares
/// by name in its signature come in `options`; any other option the interaction carries (the
/// games' declared ones) is added as text.
async fn run(ctx: Context<'_>, name: &str, options: Options) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        // Only slash commands are registered.
        return Ok(());
    };
    let mut options = options.into_map();
    for option in app.interaction.data.options() {
        if options.contains_key(option.name) {
            continue;
        }
        let text = match option.value {
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

/// Open a table for a game in this channel.
///
/// The games' own options (8-quilibrium's preset, Equation Hi-Lo's chips ...) are added to the
/// registration by [`registration`] and read by [`run`].
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The game to play"] game: Choice<Games>,
    #[description = "Live (turns of a minute) or async (turns of a day); live if not given"]
    time: Option<Choice<TimeControls>>,
) -> Result<(), Error> {
    let options = Options::new()
        .text("game", game.0)
        .maybe("time", time.map(|t| t.0));
    run(ctx, "play", options).await
}

/// Take a seat at the table in this channel.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "join", Options::new()).await
}

/// Leave the table in this channel before it starts.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "leave", Options::new()).await
}

/// Start the game at this channel's table.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "start", Options::new()).await
}

/// Show your hand and your options, privately.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "hand", Options::new()).await
}

/// Post this channel's board again, or the last game's final board and scores.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "board", Options::new()).await
}

/// The last game played in this channel: final board, scores and earlier games (only you see it).
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Only this game's tables; any game if not given"] game: Option<Choice<Games>>,
) -> Result<(), Error> {
    run(
        ctx,
        "history",
        Options::new().maybe("game", game.map(|g| g.0)),
    )
    .await
}

/// How to play a game.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game"] game: Choice<Games>,
) -> Result<(), Error> {
    run(ctx, "rules", Options::new().text("game", game.0)).await
}

/// This server's best players of a game.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game"] game: Choice<Games>,
) -> Result<(), Error> {
    run(ctx, "leaderboard", Options::new().text("game", game.0)).await
}

/// Ratings and results of a player on this server, or of the bots.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats; yours if not given"] user: Option<serenity::User>,
    #[description = "Show the computer players' results on this server instead"] bots: Option<bool>,
) -> Result<(), Error> {
    let options = match &user {
        Some(u) => Options::new().user("user", u.id, &option_user_name(ctx, u)),
        None => Options::new(),
    };
    let options = options.maybe("bots", bots.map(|b| b.to_string()));
    run(ctx, "stats", options).await
}

/// Your open games on this server.
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "games", Options::new()).await
}

/// Cancel the table in this channel (its host, or anyone who may manage the channel).
#[poise::command(slash_command, interaction_context = "Guild")]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "cancel", Options::new()).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn options_become_a_json_map() {
        let map = Options::new()
            .text("game", "eight-quilibrium")
            .maybe("time", None::<String>)
            .into_map();
        assert_eq!(
            serde_json::to_value(&map).expect("json"),
            json!({"game": "eight-quilibrium"})
        );
        let map = Options::new()
            .text("game", "eight-quilibrium")
            .maybe("time", Some("async"))
            .into_map();
        assert_eq!(
            serde_json::to_value(&map).expect("json"),
            json!({"game": "eight-quilibrium", "time": "async"})
        );
    }

    #[test]
    fn user_option_carries_id_and_name() {
        let map = Options::new()
            .user("user", serenity::UserId::new(42), "Countess")
            .into_map();
        assert_eq!(
            serde_json::to_value(&map).expect("json"),
            json!({"user": "42", "user_name": "Countess"})
        );
    }

    #[test]
    fn commands_register_as_specified() {
        let registered: Vec<serde_json::Value> = registration(&all())
            .iter()
            .map(|c| serde_json::to_value(c).expect("json"))
            .collect();
        let names: Vec<&str> = registered
            .iter()
            .map(|c| c["name"].as_str().unwrap_or_default())
            .collect();
        assert_eq!(
            names,
            [
                "play",
                "join",
                "leave",
                "start",
                "hand",
                "board",
                "history",
                "rules",
                "leaderboard",
                "stats",
                "games",
                "cancel",
                "score"
            ]
        );
        for c in &registered {
            // Guild only: Discord does not offer them in DMs.
            assert_eq!(c["contexts"], json!([0]), "{}", c["name"]);
            let description = c["description"].as_str().unwrap_or_default();
            assert!(
                !description.is_empty() && description.chars().count() <= 100,
                "{}",
                c["name"]
            );
        }
        let play = &registered[0];
        assert_eq!(play["options"][0]["name"], "game");
        assert_eq!(play["options"][0]["type"], 3);
        assert_eq!(play["options"][0]["required"], true);
        assert_eq!(
            play["options"][0]["choices"][0]["value"],
            json!("eight-quilibrium")
        );
        let games = play["options"][0]["choices"].as_array().map_or(0, Vec::len);
        assert_eq!(games, commands::games::GAMES.len());
        assert!(games <= 25, "Discord allows 25 choices");
        assert_eq!(play["options"][1]["name"], "time");
        assert_eq!(play["options"][1]["required"], false);
        let values: Vec<&serde_json::Value> = play["options"][1]["choices"]
            .as_array()
            .map(|a| a.iter().map(|c| &c["value"]).collect())
            .unwrap_or_default();
        assert_eq!(values, [&json!("live"), &json!("async")]);
        // Game options: optional, after the required ones.
        let preset = &play["options"][2];
        assert_eq!(preset["name"], "preset");
        assert_eq!(preset["required"], false);
        let presets = preset["choices"].as_array().map_or(0, Vec::len);
        assert!((5..=25).contains(&presets), "{presets} presets");
        assert_eq!(preset["choices"][0]["value"], json!("enigma"));
        assert_eq!(preset["choices"][0]["name"], json!("Enigma"));
        assert_eq!(play["options"][3]["name"], "variants");
        assert_eq!(play["options"][3]["type"], 3);
        assert_eq!(play["options"][4]["name"], "rounds");
        assert_eq!(play["options"][4]["type"], 4);
        // Shared by 8-quilibrium (1-9) and Equation Hi-Lo (0-100, 0 = until one has chips).
        assert_eq!(play["options"][4]["min_value"].as_f64(), Some(0.0));
        assert_eq!(play["options"][4]["max_value"].as_f64(), Some(100.0));
        let names: Vec<&str> = play["options"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|o| o["name"].as_str().unwrap_or_default())
            .collect();
        assert_eq!(
            names,
            [
                "game",
                "time",
                "preset",
                "variants",
                "rounds",
                "chips",
                "ante",
                "best",
                "turns",
                "short",
                "beginner",
                "teams",
                "bots",
                "bot_level",
                "absent",
                "rated_with_bots"
            ]
        );
        for o in play["options"].as_array().into_iter().flatten() {
            let d = o["description"].as_str().unwrap_or_default();
            assert!(!d.is_empty() && d.chars().count() <= 100, "{d}");
        }
        let history = &registered[6];
        assert_eq!(history["options"][0]["name"], "game");
        assert_eq!(history["options"][0]["type"], 3);
        assert_eq!(history["options"][0]["required"], false);
        let choices = history["options"][0]["choices"]
            .as_array()
            .map_or(0, Vec::len);
        assert_eq!(choices, commands::games::GAMES.len());
        let stats = &registered[9];
        assert_eq!(stats["options"][0]["type"], 6);
        assert_eq!(stats["options"][0]["required"], false);
        assert_eq!(stats["options"][1]["name"], "bots");
        assert_eq!(stats["options"][1]["type"], 5, "a boolean");
        let option = |name: &str| {
            play["options"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|o| o["name"] == name)
                .cloned()
                .unwrap_or_default()
        };
        assert_eq!(option("bots")["type"], 4);
        assert_eq!(option("bots")["max_value"].as_f64(), Some(5.0));
        assert_eq!(option("bot_level")["choices"][2]["value"], "strong");
        assert_eq!(option("absent")["choices"][1]["value"], "bot");
        assert_eq!(option("rated_with_bots")["type"], 5, "a boolean");
        assert!(play["options"].as_array().map_or(0, Vec::len) <= 25);
        let score = &registered[12];
        assert_eq!(score["options"][0]["name"], "hand");
        assert_eq!(score["options"][0]["required"], true);
    }
}
