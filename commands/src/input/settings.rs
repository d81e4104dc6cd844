//! `/settings`: the options it declares, their parse into the scope and the
//! [`SettingChange`]s, and the changes back as options. Uses [`crate::store::server_settings`] for what a
//! setting may be and the game itself for house rules.

use super::declare::{declared, game, option};
use super::{game_option, text, Game};
use crate::input::Refusal;
use crate::store::bots::Level;
use crate::store::server_settings::{self, SettingChange};
use crate::timecontrol::TimeControl;
use present_kit::present::{CommandOption, OptionKind};
use present_kit::text::echo;
use present_kit::words::Lang;
use serde_json::Value;
use std::collections::BTreeMap;

/// The options of `/settings`, in the order Discord lists them.
pub(crate) fn options() -> Vec<CommandOption> {
    let on_off = || {
        OptionKind::Choice(vec![
            ("on", "Allowed".into()),
            ("off", "Turned off".into()),
            ("default", "Back to the default".into()),
        ])
    };
    vec![
        option(
            "scope",
            "Where the changes apply: the whole server if not given",
            OptionKind::Choice(vec![
                ("server", "The whole server".into()),
                ("here", "This channel only".into()),
            ]),
        ),
        option("tables", "Whether tables may be opened", on_off()),
        option(
            "threads",
            "Whether a table opened in a text channel plays in a thread of its own",
            on_off(),
        ),
        option(
            "time",
            "The time control of new tables",
            OptionKind::Choice(vec![
                (TimeControl::Live.as_str(), "Live: a game in minutes".into()),
                (TimeControl::Async.as_str(), "Async: moves over days".into()),
                ("default", "Back to the default".into()),
            ]),
        ),
        game("The game whose house rules to set", false),
        option(
            "house_rules",
            "That game's default /play options, e.g. rounds=3 (none clears them)",
            OptionKind::Text,
        ),
        option(
            "bot_levels",
            "Computer-player levels allowed, e.g. easy,normal (all: every level)",
            OptionKind::Text,
        ),
        option(
            "bots_rated",
            "Whether games with computer players count for ratings",
            OptionKind::Choice(vec![
                ("yes", "Always rated".into()),
                ("no", "Never rated".into()),
                ("table", "Each table chooses".into()),
            ]),
        ),
        option(
            "web_links",
            "Whether tables' web pages open at their links, and boards show them",
            on_off(),
        ),
        option(
            "web_pages",
            "The server's web pages: leaderboards, games, players (server-wide; on: a new link)",
            OptionKind::Choice(vec![
                ("on", "On, at a new link (the old one stops working)".into()),
                ("off", "Turned off".into()),
            ]),
        ),
        option(
            "abandon_days",
            "Days without a move after which a table is abandoned (0: the default, 14)",
            OptionKind::Integer {
                min: 0,
                max: i64::from(server_settings::ABANDON_DAYS_MAX),
            },
        ),
        option(
            "season",
            "Seasons that roll over by themselves on the 1st (server-wide)",
            OptionKind::Choice(vec![
                ("monthly", "A season a month".into()),
                (
                    "quarterly",
                    "A season a quarter: January, April, July, October".into(),
                ),
                (
                    "off",
                    "No automatic seasons (admins start and end them)".into(),
                ),
            ]),
        ),
        option(
            "clock",
            "Clock of new tables: 5+3 (live), 3d or 3d+7 (async); default: none",
            OptionKind::Text,
        ),
        option(
            "away_days",
            "Days of time away (/away) each player has a year (0: turned off; server-wide)",
            OptionKind::Integer {
                min: 0,
                max: i64::from(crate::store::away::AWAY_DAYS_MAX),
            },
        ),
        option(
            "tournaments",
            "Who may create tournaments (/tournament; server-wide)",
            OptionKind::Choice(vec![
                (
                    "admins",
                    "Members who may manage the server (the default)".into(),
                ),
                ("everyone", "Anyone".into()),
            ]),
        ),
        option(
            "language",
            "The language of public messages (server-wide; default: the server's Discord language)",
            OptionKind::Choice(language_choices((
                "default",
                "The server's language on Discord",
            ))),
        ),
        option(
            "my_language",
            "Your own language for what Tabula tells you privately, on every server",
            OptionKind::Choice(language_choices((
                MY_DISCORD_LANGUAGE,
                "Follow my Discord language",
            ))),
        ),
    ]
}

/// Every language Tabula speaks, by its tag and its own name, then `last` (what no choice of a
/// language means).
fn language_choices(last: (&'static str, &str)) -> Vec<(&'static str, String)> {
    Lang::ALL
        .into_iter()
        .map(|l| (l.tag(), l.own_name().to_string()))
        .chain([(last.0, last.1.to_string())])
        .collect()
}

/// `my_language`'s choice that follows the player's Discord language again.
const MY_DISCORD_LANGUAGE: &str = "discord";

/// `/settings my_language:` (issue 48): a player's own language, which anyone may choose, so
/// it is given on its own, never with the server's settings. `None` when it is not given;
/// `Some(None)` for following Discord's language again.
pub(crate) fn my_language(
    options: &BTreeMap<String, Value>,
) -> Option<Result<Option<Lang>, Refusal>> {
    let value = options.get("my_language")?;
    if options.len() > 1 {
        return Some(Err(Refusal::new("input-my-language-alone")));
    }
    Some(match text(value).as_deref() {
        Some(MY_DISCORD_LANGUAGE) => Ok(None),
        Some(tag) => Lang::parse(tag)
            .map(Some)
            .ok_or_else(|| Refusal::new("input-my-language")),
        None => Err(Refusal::new("input-word-or-number").with("option", "my_language")),
    })
}

/// [`my_language`]'s choice as the option says it, for [`Command::to_parts`](crate::input::Command).
pub(crate) fn my_language_part(lang: Option<Lang>) -> &'static str {
    lang.map_or(MY_DISCORD_LANGUAGE, Lang::tag)
}

/// `/settings`' options, each one [`options`] declares: the scope (`here`: this channel) and
/// the changes, each checked as `/play` would check it (a game's house rules by the game itself).
pub(crate) fn parse_settings(
    mut options: BTreeMap<String, Value>,
) -> Result<(bool, Vec<SettingChange>), Refusal> {
    // Every value is a word or a number: a list or an object would otherwise read as empty,
    // and an empty `house_rules` clears them.
    if let Some((name, _)) = options.iter().find(|(_, v)| text(v).is_none()) {
        return Err(Refusal::new("input-word-or-number").with("option", echo(name)));
    }
    let mut take = |name: &str| options.remove(name).and_then(|v| text(&v));
    let here = match take("scope").as_deref() {
        None | Some("server") => false,
        Some("here") => true,
        Some(_) => return Err(Refusal::new("input-scope")),
    };
    let mut changes = Vec::new();
    if let Some(v) = take("tables") {
        changes.push(SettingChange::Tables(match v.as_str() {
            "on" => Some(true),
            "off" => Some(false),
            "default" => None,
            _ => return Err(Refusal::new("input-on-off-default").with("option", "tables")),
        }));
    }
    if let Some(v) = take("threads") {
        changes.push(SettingChange::Threads(match v.as_str() {
            "on" => Some(true),
            "off" => Some(false),
            "default" => None,
            _ => return Err(Refusal::new("input-on-off-default").with("option", "threads")),
        }));
    }
    if let Some(v) = take("time") {
        changes.push(SettingChange::Time(match v.as_str() {
            "default" => None,
            other => match TimeControl::parse(other) {
                Some(tc) => Some(tc),
                None => return Err(Refusal::new("input-time-or-default")),
            },
        }));
    }
    match (take("game"), take("house_rules")) {
        (None, None) => {}
        (Some(_), None) => return Err(Refusal::new("input-house-rules-too")),
        (None, Some(_)) => return Err(Refusal::new("input-house-rules-game")),
        (Some(game), Some(rules)) => {
            let game = game_option(Some(&Value::from(game)))?;
            let options = server_settings::parse_house_rules(&rules)?;
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
                _ => return Err(Refusal::new("input-bot-levels")),
            }
        };
        changes.push(SettingChange::BotLevels(levels));
    }
    if let Some(v) = take("bots_rated") {
        changes.push(SettingChange::BotsRated(match v.as_str() {
            "yes" => Some(true),
            "no" => Some(false),
            "table" => None,
            _ => return Err(Refusal::new("input-bots-rated")),
        }));
    }
    if let Some(v) = take("web_links") {
        changes.push(SettingChange::WebLinks(match v.as_str() {
            "on" => Some(true),
            "off" => Some(false),
            "default" => None,
            _ => return Err(Refusal::new("input-on-off-default").with("option", "web_links")),
        }));
    }
    if let Some(v) = take("web_pages") {
        // Each time they are turned on, at a new link: turning them off and on again is how
        // a server admin revokes a link that went too far (issue 46).
        changes.push(SettingChange::WebPages(match v.as_str() {
            "on" => Some(crate::store::links::new_token()),
            "off" => None,
            _ => return Err(Refusal::new("input-web-pages")),
        }));
    }
    if let Some(v) = take("abandon_days") {
        let max = server_settings::ABANDON_DAYS_MAX;
        changes.push(SettingChange::AbandonDays(match v.parse::<u32>() {
            Ok(0) => None,
            Ok(days) if days <= max => Some(days),
            _ => {
                return Err(Refusal::new("input-abandon-days")
                    .with("max", max)
                    .with("default", server_settings::ABANDON_DAYS))
            }
        }));
    }
    if let Some(v) = take("season") {
        changes.push(SettingChange::Season(match v.as_str() {
            "off" => None,
            other => match crate::store::seasons::Length::parse(other) {
                Some(length) => Some(length),
                None => return Err(Refusal::new("input-season")),
            },
        }));
    }
    if let Some(v) = take("clock") {
        changes.push(SettingChange::Clock(match v.as_str() {
            "default" | "none" => None,
            other => Some(crate::timecontrol::GameClock::parse(other).map_err(|e| {
                Refusal::from(crate::words::Said::new("input-clock-default").within("why", e))
            })?),
        }));
    }
    if let Some(v) = take("away_days") {
        let max = crate::store::away::AWAY_DAYS_MAX;
        changes.push(SettingChange::AwayDays(match v.parse::<u32>() {
            Ok(days) if days <= max => Some(days),
            _ => return Err(Refusal::new("input-away-days").with("max", max)),
        }));
    }
    if let Some(v) = take("tournaments") {
        changes.push(SettingChange::TournamentsEveryone(match v.as_str() {
            "everyone" => Some(true),
            "admins" => None,
            _ => return Err(Refusal::new("input-tournaments")),
        }));
    }
    if let Some(v) = take("language") {
        changes.push(SettingChange::Language(match v.as_str() {
            "default" => None,
            other => match present_kit::words::Lang::parse(other) {
                Some(lang) => Some(lang),
                None => return Err(Refusal::new("input-language")),
            },
        }));
    }
    Ok((here, changes))
}

/// House rules are the game's own `/play` options, with values the game accepts.
fn house_rules_fit(game: Game, options: &BTreeMap<String, Value>) -> Result<(), Refusal> {
    // The options' names and kinds are the same in every language; a refusal is the game's,
    // asked again in the reader's language where it is answered (`Refusal::Game`).
    let own = game.engine().play_options(Lang::En);
    declared(&format!("/play {}", game.id()), options, &own)?;
    let object = Value::Object(options.clone().into_iter().collect());
    game.engine()
        .parse_options(&object, Lang::En)
        .map(drop)
        .map_err(|_| Refusal::Game {
            game,
            options: object,
        })
}

/// One change as `/settings` options, for [`Command::to_parts`].
pub(crate) fn settings_parts(change: &SettingChange, put: &mut impl FnMut(&str, Value)) {
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
        SettingChange::WebLinks(on) => put(
            "web_links",
            match on {
                Some(true) => "on",
                Some(false) => "off",
                None => "default",
            }
            .into(),
        ),
        SettingChange::WebPages(token) => put(
            "web_pages",
            if token.is_some() { "on" } else { "off" }.into(),
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
                    .map_or("none".to_string(), server_settings::options_text)
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
        SettingChange::Season(length) => put(
            "season",
            length
                .map_or("off", crate::store::seasons::Length::as_str)
                .into(),
        ),
        SettingChange::Clock(clock) => put(
            "clock",
            clock.map_or("default".to_string(), |c| c.as_str()).into(),
        ),
        SettingChange::AwayDays(days) => put(
            "away_days",
            days.unwrap_or(crate::store::away::AWAY_DAYS).into(),
        ),
        SettingChange::TournamentsEveryone(on) => put(
            "tournaments",
            if on.unwrap_or(false) {
                "everyone"
            } else {
                "admins"
            }
            .into(),
        ),
        SettingChange::Language(lang) => put(
            "language",
            lang.map_or("default", present_kit::words::Lang::tag).into(),
        ),
        // Remembered from Discord when a table opens, never typed: no `/settings` option
        // says it, and no command carries it.
        SettingChange::DiscordLanguage(_) => {}
    }
}
