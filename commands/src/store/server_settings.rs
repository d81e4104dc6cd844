//! A server's own settings (issue 27, `/settings`): which channels may host tables, the default
//! time control, each game's house rules (default `/play` options), which bot
//! levels may play, whether games with them are rated, and after how many days without a
//! person's move a table is abandoned.
//!
//! Each setting is set for the whole server or for one channel; a channel's own setting wins
//! over the server's, and a game's house rules merge option by option. What nobody set is
//! Tabula's default, the same as before settings existed. Rows live in `server_settings`
//! (migration 9), one per setting, with their value as JSON; a stored value this build cannot
//! read is an error naming it, never a default.
use crate::api::Millis;
use crate::params;
use crate::store::bots::Level;
use crate::store::db::Conn;
use crate::timecontrol::TimeControl;
use crate::words::Said;
use present_kit::markup;
use present_kit::text::echo;
use present_kit::words::Lang;
use serde_json::Value;
use std::collections::BTreeMap;

/// Days without a person's move after which a table is abandoned, unless the server says
/// otherwise.
pub const ABANDON_DAYS: u32 = 14;
/// The longest abandonment period a server may set: a year.
pub const ABANDON_DAYS_MAX: u32 = 365;
/// One day.
pub const DAY: Millis = 24 * 60 * 60 * 1000;

/// One change `/settings` makes; `None` values return the setting to the default (the server's
/// for a channel, Tabula's for the server).
#[derive(Clone, Debug, PartialEq)]
pub enum SettingChange {
    /// Whether tables may be opened.
    Tables(Option<bool>),
    /// Whether a table opened in a text channel plays in a thread of its own.
    Threads(Option<bool>),
    Time(Option<TimeControl>),
    /// A game's house rules: `/play <game>` options by name, checked by the game.
    HouseRules {
        game: &'static str,
        options: Option<BTreeMap<String, Value>>,
    },
    /// The bot levels allowed.
    BotLevels(Option<Vec<Level>>),
    /// Whether games with bots count for ratings (`None`: each table chooses).
    BotsRated(Option<bool>),
    AbandonDays(Option<u32>),
    /// Whether tables' web pages may be opened at their links (issue 46; on by default).
    /// Off, every link of the server or channel answers "not found" and boards show none.
    WebLinks(Option<bool>),
    /// The server's pages (leaderboards, recent games, players; issue 46, off by default):
    /// `Some(token)` turns them on at a new unguessable link (revoking any earlier one),
    /// `None` turns them off. Server-wide only.
    WebPages(Option<String>),
    /// How long the server's seasons run, rolling over by themselves at calendar boundaries
    /// (issue 47; `None`: off, seasons only as admins start and end them). Server-wide only.
    Season(Option<crate::store::seasons::Length>),
    /// The clock of new tables (issue 47, `/settings clock:`), `None`: none.
    Clock(Option<crate::timecontrol::GameClock>),
    /// Days of time away (`/away`, issue 47) each player has a year on the server (0: time
    /// away is off; `None`: the default, [`crate::store::away::AWAY_DAYS`]). Server-wide only.
    AwayDays(Option<u32>),
    /// Who may create tournaments (`/tournament`, issue 47): `Some(true)` everyone,
    /// `Some(false)` or `None` (the default) those who may manage the server. Server-wide only.
    TournamentsEveryone(Option<bool>),
    /// The language of the server's public messages (issue 48); `None`: the one Discord says
    /// the server uses, else English. Server-wide only.
    Language(Option<present_kit::words::Lang>),
    /// The language Discord last said the server uses (its `guild_locale`), remembered when a
    /// table is opened so that what Tabula posts by itself (a timeout, a tournament's round)
    /// is in it too (issue 48); not a setting anyone types. Server-wide only.
    DiscordLanguage(present_kit::words::Lang),
}

impl SettingChange {
    /// The row's key and its JSON value (`None`: delete the row).
    fn row(&self) -> (String, Option<Value>) {
        match self {
            SettingChange::Tables(on) => ("tables".into(), on.map(Value::from)),
            SettingChange::Threads(on) => ("threads".into(), on.map(Value::from)),
            SettingChange::Time(t) => ("time".into(), t.map(|t| Value::from(t.as_str()))),
            SettingChange::HouseRules { game, options } => (
                format!("game.{game}"),
                options
                    .as_ref()
                    .map(|o| Value::Object(o.clone().into_iter().collect())),
            ),
            SettingChange::BotLevels(levels) => (
                "bot_levels".into(),
                levels
                    .as_ref()
                    .map(|l| l.iter().map(|l| l.id()).collect::<Vec<_>>().into()),
            ),
            SettingChange::BotsRated(rated) => ("bots_rated".into(), rated.map(Value::from)),
            SettingChange::AbandonDays(days) => ("abandon_days".into(), days.map(Value::from)),
            SettingChange::WebLinks(on) => ("web_links".into(), on.map(Value::from)),
            SettingChange::WebPages(token) => ("web_pages".into(), token.clone().map(Value::from)),
            SettingChange::Season(length) => ("season".into(), length.map(|l| l.as_str().into())),
            SettingChange::Clock(clock) => ("clock".into(), clock.map(|c| c.as_str().into())),
            SettingChange::AwayDays(days) => ("away_days".into(), days.map(Value::from)),
            SettingChange::TournamentsEveryone(on) => {
                ("tournaments_everyone".into(), on.map(Value::from))
            }
            SettingChange::Language(lang) => ("language".into(), lang.map(|l| l.tag().into())),
            SettingChange::DiscordLanguage(lang) => {
                ("discord_language".into(), Some(lang.tag().into()))
            }
        }
    }
}

/// A channel's settings, the channel's own over the server's over Tabula's defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerSettings {
    pub tables: bool,
    /// A table opened in a text channel gets a thread of its own (on unless the server
    /// turned it off).
    pub threads: bool,
    pub time: Option<TimeControl>,
    /// Each game's house rules, by game id.
    pub games: BTreeMap<String, BTreeMap<String, Value>>,
    /// `None`: every level.
    pub bot_levels: Option<Vec<Level>>,
    pub bots_rated: Option<bool>,
    pub abandon_days: u32,
    /// Tables' web pages may be opened at their links ([`SettingChange::WebLinks`]).
    pub web_links: bool,
    /// The link of the server's pages, when they are on ([`SettingChange::WebPages`]).
    pub web_pages: Option<String>,
    /// The seasons' length, when they roll over by themselves ([`SettingChange::Season`]).
    pub season: Option<crate::store::seasons::Length>,
    /// The clock of new tables that choose none (issue 47).
    pub clock: Option<crate::timecontrol::GameClock>,
    /// Days of time away a player has a year ([`SettingChange::AwayDays`]).
    pub away_days: u32,
    /// Anyone may create tournaments, not only server managers
    /// ([`SettingChange::TournamentsEveryone`]).
    pub tournaments_everyone: bool,
    /// The language of public messages, when the server chose one ([`SettingChange::Language`]).
    pub language: Option<present_kit::words::Lang>,
    /// The server's language as Discord last gave it ([`SettingChange::DiscordLanguage`]).
    pub discord_language: Option<present_kit::words::Lang>,
}

impl Default for ServerSettings {
    fn default() -> Self {
        ServerSettings {
            tables: true,
            threads: true,
            time: None,
            games: BTreeMap::new(),
            bot_levels: None,
            bots_rated: None,
            abandon_days: ABANDON_DAYS,
            web_links: true,
            web_pages: None,
            season: None,
            clock: None,
            away_days: crate::store::away::AWAY_DAYS,
            tournaments_everyone: false,
            language: None,
            discord_language: None,
        }
    }
}

impl ServerSettings {
    /// Whether bots of `level` may play here.
    pub fn allows(&self, level: Level) -> bool {
        self.bot_levels.as_ref().is_none_or(|l| l.contains(&level))
    }

    /// The allowed levels, for a refusal: "easy and normal".
    pub fn levels_text(&self, lang: Lang) -> String {
        let levels: Vec<String> = Level::ALL
            .into_iter()
            .filter(|l| self.allows(*l))
            .map(|l| l.id().to_string())
            .collect();
        if levels.is_empty() {
            return crate::words::t(lang, "settings-none", &[]);
        }
        present_kit::words::speaking(lang, || present_kit::alt::and_list(&levels))
    }

    /// Reads one stored row into these settings.
    fn apply(&mut self, key: &str, value: &Value) -> Result<(), String> {
        let bad = || format!("setting {key:?} holds {value}");
        match key {
            "tables" => self.tables = value.as_bool().ok_or_else(bad)?,
            "threads" => self.threads = value.as_bool().ok_or_else(bad)?,
            "time" => {
                self.time = Some(
                    value
                        .as_str()
                        .and_then(TimeControl::parse)
                        .ok_or_else(bad)?,
                )
            }
            "bot_levels" => {
                let levels = value.as_array().ok_or_else(bad)?;
                self.bot_levels = Some(
                    levels
                        .iter()
                        .map(|l| l.as_str().and_then(Level::parse).ok_or_else(bad))
                        .collect::<Result<_, _>>()?,
                );
            }
            "bots_rated" => self.bots_rated = Some(value.as_bool().ok_or_else(bad)?),
            "abandon_days" => {
                let days = value.as_u64().and_then(|d| u32::try_from(d).ok());
                self.abandon_days = days
                    .filter(|d| (1..=ABANDON_DAYS_MAX).contains(d))
                    .ok_or_else(bad)?;
            }
            "web_links" => self.web_links = value.as_bool().ok_or_else(bad)?,
            "web_pages" => {
                let token = value
                    .as_str()
                    .filter(|t| crate::store::links::well_formed(t));
                self.web_pages = Some(token.ok_or_else(bad)?.to_string());
            }
            "season" => {
                self.season = Some(
                    value
                        .as_str()
                        .and_then(crate::store::seasons::Length::parse)
                        .ok_or_else(bad)?,
                )
            }
            "clock" => {
                let clock = value.as_str().map(crate::timecontrol::GameClock::parse);
                self.clock = Some(clock.and_then(Result::ok).ok_or_else(bad)?);
            }
            "away_days" => {
                let days = value.as_u64().and_then(|d| u32::try_from(d).ok());
                self.away_days = days
                    .filter(|d| *d <= crate::store::away::AWAY_DAYS_MAX)
                    .ok_or_else(bad)?;
            }
            "tournaments_everyone" => {
                self.tournaments_everyone = value.as_bool().ok_or_else(bad)?
            }
            "language" => {
                self.language = Some(
                    value
                        .as_str()
                        .and_then(present_kit::words::Lang::parse)
                        .ok_or_else(bad)?,
                )
            }
            "discord_language" => {
                self.discord_language = Some(
                    value
                        .as_str()
                        .and_then(present_kit::words::Lang::from_discord)
                        .ok_or_else(bad)?,
                )
            }
            _ => match key.strip_prefix("game.") {
                Some(game) => {
                    let options = value.as_object().ok_or_else(bad)?;
                    let rules = self.games.entry(game.to_string()).or_default();
                    rules.extend(options.iter().map(|(k, v)| (k.clone(), v.clone())));
                }
                None => return Err(format!("unknown setting {key:?}")),
            },
        }
        Ok(())
    }
}

/// A stored row of `server_settings`: `channel` is `None` for the whole server.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Row {
    pub(crate) channel: Option<String>,
    pub(crate) key: String,
    pub(crate) value: Value,
}

/// The rows of `guild` (all channels' with `channel` `None`, else the server's and that
/// channel's), the server's first.
pub(crate) fn rows(conn: &Conn, guild: &str, channel: Option<&str>) -> Result<Vec<Row>, String> {
    let mut stmt = conn
        .prepare_cached(
            "SELECT channel, key, value FROM server_settings \
             WHERE guild = ?1 AND (CAST(?2 AS TEXT) IS NULL OR channel IN ('', ?2)) ORDER BY channel, key",
        )
        .map_err(|e| e.to_string())?;
    let rows = stmt
        .query_map(params![guild, channel], |r| {
            Ok((
                r.get::<String>(0)?,
                r.get::<String>(1)?,
                r.get::<String>(2)?,
            ))
        })
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for row in rows {
        let (channel, key, value) = row.map_err(|e| e.to_string())?;
        let value = serde_json::from_str(&value)
            .map_err(|e| format!("setting {key:?} does not read back: {e}"))?;
        out.push(Row {
            channel: (!channel.is_empty()).then_some(channel),
            key,
            value,
        });
    }
    Ok(out)
}

/// The settings that hold in `channel` of `guild`.
pub fn for_channel(conn: &Conn, guild: &str, channel: &str) -> Result<ServerSettings, String> {
    let mut server = ServerSettings::default();
    // The server's rows come first (channel ''), so the channel's own override them.
    for row in rows(conn, guild, Some(channel))? {
        server.apply(&row.key, &row.value)?;
    }
    Ok(server)
}

/// The shortest abandonment period any server set, or the default if that is shorter: no
/// table anywhere is abandoned sooner.
pub fn shortest_abandon_days(conn: &Conn) -> crate::store::db::Result<u32> {
    let shortest: Option<i64> = conn
        .prepare_cached(
            "SELECT MIN(CAST(value AS INTEGER)) FROM server_settings \
             WHERE key = 'abandon_days'",
        )?
        .query_row([], |r| r.get(0))?;
    Ok(shortest
        .and_then(|d| u32::try_from(d).ok())
        .map_or(ABANDON_DAYS, |d| d.clamp(1, ABANDON_DAYS)))
}

/// Writes `change` for the server (`channel` `None`) or one channel.
pub(crate) fn write(
    conn: &Conn,
    guild: &str,
    channel: Option<&str>,
    change: &SettingChange,
    by: &str,
    now: Millis,
) -> crate::store::db::Result<()> {
    let (key, value) = change.row();
    let channel = channel.unwrap_or("");
    match value {
        Some(value) => conn
            .prepare_cached(
                "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (guild, channel, key) \
                 DO UPDATE SET value = excluded.value, set_by = excluded.set_by, \
                               set_at = excluded.set_at",
            )?
            .execute(params![guild, channel, key, value.to_string(), by, now])?,
        None => conn
            .prepare_cached(
                "DELETE FROM server_settings WHERE guild = ?1 AND channel = ?2 AND key = ?3",
            )?
            .execute(params![guild, channel, key])?,
    };
    Ok(())
}

/// House-rule options as typed: "rounds=3 variants=fog".
pub fn options_text(options: &BTreeMap<String, Value>) -> String {
    options
        .iter()
        .map(|(k, v)| format!("{k}={}", value_text(v)))
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn value_text(value: &Value) -> String {
    match value {
        Value::String(s) => markup::strip(s),
        Value::Bool(true) => "on".into(),
        Value::Bool(false) => "off".into(),
        Value::Array(items) => items.iter().map(value_text).collect::<Vec<_>>().join(","),
        other => other.to_string(),
    }
}

pub(crate) fn game_name(id: &str) -> &str {
    registry::find(id).map_or(id, |g| g.name())
}

/// House rules as typed in `/settings house_rules:` (`rounds=3 variants=fog, wind`): `name=value`
/// pairs; a word without `=` continues the value before it. `none` (or nothing) clears them.
pub fn parse_house_rules(text: &str) -> Result<Option<BTreeMap<String, Value>>, Said> {
    let text = text.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    let mut out: BTreeMap<String, Value> = BTreeMap::new();
    let mut last: Option<String> = None;
    for word in text.split_whitespace() {
        match word.split_once('=') {
            Some((name, value)) => {
                let name = name.trim().to_ascii_lowercase();
                if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') {
                    return Err(Said::new("input-house-rules-word").with("word", echo(word)));
                }
                if out.insert(name.clone(), Value::from(value)).is_some() {
                    return Err(Said::new("input-house-rules-twice").with("name", echo(&name)));
                }
                last = Some(name);
            }
            None => match last.as_ref().and_then(|n| out.get_mut(n)) {
                Some(Value::String(value)) => {
                    value.push(' ');
                    value.push_str(word);
                }
                _ => return Err(Said::new("input-house-rules-word").with("word", echo(word))),
            },
        }
    }
    Ok(Some(out))
}

/// The language of the server's public messages (issue 48): its `/settings language`, else the
/// language Discord says the server uses (from this input, else as last remembered: a
/// timeout or the scheduler has no input), else English.
pub(crate) fn public_lang(actor: &crate::api::Actor, server: &ServerSettings) -> Lang {
    server
        .language
        .or_else(|| actor.locales.guild.as_deref().and_then(Lang::from_discord))
        .or(server.discord_language)
        .unwrap_or(Lang::En)
}

/// The language of `table`'s server's public messages when no input says it (an owed board,
/// a page): its `/settings language`, else the language Discord last gave for the server
/// (remembered when a table is opened), else English.
pub(crate) fn server_lang(
    conn: &crate::store::db::Conn,
    table: &crate::store::tables::Table,
) -> Result<Lang, String> {
    let settings = for_channel(conn, &table.guild, &table.channel)?;
    Ok(settings
        .language
        .or(settings.discord_language)
        .unwrap_or(Lang::En))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_rules_read_as_typed() {
        let rules = parse_house_rules("rounds=3 variants=fog, wind")
            .unwrap()
            .unwrap();
        assert_eq!(rules["rounds"], "3");
        assert_eq!(rules["variants"], "fog, wind");
        assert_eq!(parse_house_rules(" none ").unwrap(), None);
        assert_eq!(parse_house_rules("").unwrap(), None);
        assert!(parse_house_rules("fog")
            .unwrap_err()
            .to_string()
            .contains("name=value"));
        assert!(parse_house_rules("rounds=1 rounds=2")
            .unwrap_err()
            .to_string()
            .contains("twice"));
        assert!(parse_house_rules("=3").is_err());
    }

    /// A channel's own setting wins over the server's; house rules merge option by option;
    /// a value this build cannot read is an error, never a default.
    #[test]
    fn a_channels_settings_win_over_the_servers() {
        let mut raw = rusqlite::Connection::open_in_memory().unwrap();
        crate::store::migrations().to_latest(&mut raw).unwrap();
        let conn = Conn::from(raw);
        let set = |channel: Option<&str>, change: SettingChange| {
            write(&conn, "g", channel, &change, "admin", 1).unwrap()
        };
        let rules = |pairs: &[(&str, Value)]| {
            Some(
                pairs
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.clone()))
                    .collect(),
            )
        };
        set(None, SettingChange::Time(Some(TimeControl::Async)));
        set(None, SettingChange::AbandonDays(Some(30)));
        set(
            None,
            SettingChange::HouseRules {
                game: "eight-quilibrium",
                options: rules(&[("rounds", "3".into()), ("preset", "enigma".into())]),
            },
        );
        set(Some("c2"), SettingChange::Tables(Some(false)));
        set(Some("c2"), SettingChange::Time(Some(TimeControl::Live)));
        set(
            Some("c2"),
            SettingChange::HouseRules {
                game: "eight-quilibrium",
                options: rules(&[("rounds", "5".into())]),
            },
        );
        set(
            Some("c2"),
            SettingChange::BotLevels(Some(vec![Level::Easy])),
        );
        let c1 = for_channel(&conn, "g", "c1").unwrap();
        assert!(c1.tables);
        assert_eq!(c1.time, Some(TimeControl::Async));
        assert_eq!(c1.abandon_days, 30);
        assert_eq!(c1.games["eight-quilibrium"]["rounds"], "3");
        assert!(c1.allows(Level::Strong));
        let c2 = for_channel(&conn, "g", "c2").unwrap();
        assert!(!c2.tables);
        assert_eq!(c2.time, Some(TimeControl::Live));
        assert_eq!(c2.games["eight-quilibrium"]["rounds"], "5");
        assert_eq!(c2.games["eight-quilibrium"]["preset"], "enigma");
        assert!(c2.allows(Level::Easy) && !c2.allows(Level::Normal));
        assert_eq!(c2.levels_text(Lang::En), "easy");
        assert_eq!(c1.levels_text(Lang::En), "easy, normal and strong");
        assert_eq!(c1.levels_text(Lang::De), "easy, normal und strong");
        // Another server sees none of it.
        assert_eq!(
            for_channel(&conn, "other", "c2").unwrap(),
            ServerSettings::default()
        );
        // Back to the server's for c2's time.
        set(Some("c2"), SettingChange::Time(None));
        assert_eq!(
            for_channel(&conn, "g", "c2").unwrap().time,
            Some(TimeControl::Async)
        );
        assert_eq!(shortest_abandon_days(&conn).unwrap(), 14);
        set(Some("c3"), SettingChange::AbandonDays(Some(2)));
        assert_eq!(shortest_abandon_days(&conn).unwrap(), 2);
        conn.execute(
            "UPDATE server_settings SET value = '\"soon\"' WHERE key = 'abandon_days' \
             AND channel = ''",
            [],
        )
        .unwrap();
        let e = for_channel(&conn, "g", "c1").unwrap_err();
        assert!(e.contains("abandon_days"), "{e}");
    }
}
