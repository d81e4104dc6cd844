//! Configuration from the environment (and a `.env` file, if present).
//!
//! Parsing is a pure function of a variable lookup ([`Config::from_lookup`]) so tests can feed
//! their own variables without touching the process environment, which other tests share.

use anyhow::{bail, Context as _};
use commands::store::shards::Shards;
use commands::store::Location;
use std::path::PathBuf;

/// Where the database lives when `DATABASE_PATH` is not set.
pub const DEFAULT_DATABASE_PATH: &str = "data/tabula.db";

/// The variables Tabula reads; `.env.example` lists the same names.
const VARIABLES: [&str; 13] = [
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "SHARDS",
    "GUILD_ID",
    "DISCORD_API_BASE",
    "TABULA_SEED",
    "DISCORD_TIMEOUT",
    "BOT_PAUSE_MS",
    "BOT_THREADS",
    "WEB_ADDR",
    "PUBLIC_URL",
    "WEB_TRUSTED_PROXIES",
];

/// Where the web pages are served when `WEB_ADDR` is not set: this machine only, for a
/// reverse proxy in front (issue 46).
pub const DEFAULT_WEB_ADDR: &str = "127.0.0.1:8080";

/// How long one Discord request may take when `DISCORD_TIMEOUT` is not set.
pub const DEFAULT_DISCORD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Everything the binary needs from its environment.
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// `DISCORD_TOKEN`: required to connect to Discord, not needed by the offline drivers.
    pub token: Option<String>,
    /// `DATABASE_URL` (`postgres://…`, several processes sharing one PostgreSQL database) or
    /// `DATABASE_PATH` (a SQLite file, one process); neither set: the file
    /// [`DEFAULT_DATABASE_PATH`].
    pub database: Location,
    /// `SHARDS` (`0-3/8`): the shards this process runs, of how many; unset, every guild in
    /// one shard.
    pub shards: Option<Shards>,
    /// `GUILD_ID`: register slash commands in this one server (instant) instead of globally
    /// (which Discord may take a while to propagate). Meant for development.
    pub guild_id: Option<u64>,
    /// `DISCORD_API_BASE`: a testing aid that points the HTTP client at a fake Discord, e.g.
    /// `http://127.0.0.1:8080` (scheme, host and port only; requests go to `<base>/api/v10/...`).
    pub api_base: Option<String>,
    /// `TABULA_SEED`: a testing aid that fixes the deals (each table's seed still differs by
    /// its id), so a test through the real binary replays the same games. Unset, the deals
    /// come from the clock.
    pub seed: Option<u64>,
    /// `DISCORD_TIMEOUT`: seconds one Discord request may take before it counts as failed
    /// (default [`DEFAULT_DISCORD_TIMEOUT`]); without a limit one request Discord never answers
    /// would hold up whatever waits for it.
    pub discord_timeout: std::time::Duration,
    /// `BOT_PAUSE_MS`: how long a bot waits before it moves in a live game
    /// (default: `commands`' 1500 ms); tests set it low so games with bots run quickly.
    pub bot_pause_ms: Option<i64>,
    /// `BOT_THREADS`: threads that search for bots (default and most: the
    /// machine's cores less one, at least one, so that searches never take every core).
    pub bot_threads: Option<usize>,
    /// `WEB_ADDR`: where the web pages are served (issue 46; default [`DEFAULT_WEB_ADDR`]);
    /// `off`: not at all.
    pub web_addr: Option<std::net::SocketAddr>,
    /// Whether `WEB_ADDR` was set: an address the operator chose must be served (failing to
    /// listen there stops the start), while the default's port being taken on an upgraded
    /// machine only costs the pages (a warning), not the bot.
    pub web_addr_given: bool,
    /// `PUBLIC_URL`: where people reach the pages (`https://tabula.example.org`), without a
    /// trailing slash; unset, boards carry no link.
    pub public_url: Option<String>,
    /// `WEB_TRUSTED_PROXIES`: the reverse proxies whose `X-Forwarded-For` names the client
    /// (for the rate limits); default none.
    pub trusted_proxies: Vec<std::net::IpAddr>,
}

/// Hand-written so the token never ends up in a log line.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token.as_ref().map(|_| "<redacted>"))
            .field("database", &self.database.to_string())
            .field("shards", &self.shards)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .field("seed", &self.seed)
            .field("discord_timeout", &self.discord_timeout)
            .field("bot_pause_ms", &self.bot_pause_ms)
            .field("bot_threads", &self.bot_threads)
            .field("web_addr", &self.web_addr)
            .field("web_addr_given", &self.web_addr_given)
            .field("public_url", &self.public_url)
            .field("trusted_proxies", &self.trusted_proxies)
            .finish()
    }
}

impl Config {
    /// Reads `.env` (when there is one) into the process environment, then the variables.
    ///
    /// Variables already set in the environment win over `.env`, as dotenvy does by default.
    pub fn from_env() -> anyhow::Result<Config> {
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(e) if e.not_found() => {}
            Err(e) => return Err(e).context("could not read the .env file"),
        }
        for name in VARIABLES {
            if let Err(std::env::VarError::NotUnicode(_)) = std::env::var(name) {
                bail!("{name} is not valid UTF-8");
            }
        }
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Builds a configuration from `lookup(name)`, the value of variable `name` if it is set.
    ///
    /// Empty values count as unset, so `GUILD_ID=` in `.env` simply turns the option off.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> anyhow::Result<Config> {
        let get = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let database = database(get("DATABASE_URL"), get("DATABASE_PATH"))?;
        let shards = get("SHARDS")
            .map(|v| Shards::parse(&v).map_err(anyhow::Error::msg))
            .transpose()?;
        refuse_partial_shards_on_a_file(shards, &database)?;
        Ok(Config {
            token: get("DISCORD_TOKEN"),
            database,
            shards,
            guild_id: get("GUILD_ID").map(|v| parse_guild_id(&v)).transpose()?,
            api_base: get("DISCORD_API_BASE")
                .map(|v| parse_api_base(&v))
                .transpose()?,
            seed: get("TABULA_SEED")
                .map(|v| {
                    v.parse::<u64>().map_err(|_| {
                        anyhow::anyhow!("TABULA_SEED must be a whole number, got {v:?}")
                    })
                })
                .transpose()?,
            discord_timeout: get("DISCORD_TIMEOUT")
                .map(|v| match v.parse::<f64>() {
                    Ok(s) if s.is_finite() && s > 0.0 && s <= 600.0 => {
                        Ok(std::time::Duration::from_secs_f64(s))
                    }
                    _ => bail!(
                        "DISCORD_TIMEOUT must be a number of seconds between 0 and 600, got {v:?}"
                    ),
                })
                .transpose()?
                .unwrap_or(DEFAULT_DISCORD_TIMEOUT),
            bot_pause_ms: get("BOT_PAUSE_MS")
                .map(|v| match v.parse::<i64>() {
                    Ok(ms) if (0..=60_000).contains(&ms) => Ok(ms),
                    _ => bail!(
                        "BOT_PAUSE_MS must be a whole number of milliseconds from 0 to 60000, got {v:?}"
                    ),
                })
                .transpose()?,
            bot_threads: get("BOT_THREADS")
                .map(|v| {
                    let most = commands::switches::BotSwitches::default().threads;
                    match v.parse::<usize>() {
                        Ok(n) if (1..=most).contains(&n) => Ok(n),
                        _ => bail!(
                            "BOT_THREADS must be a whole number from 1 to {most} (this machine's cores less one), got {v:?}"
                        ),
                    }
                })
                .transpose()?,
            web_addr: parse_web_addr(get("WEB_ADDR").as_deref().unwrap_or(DEFAULT_WEB_ADDR))?,
            web_addr_given: get("WEB_ADDR").is_some(),
            public_url: get("PUBLIC_URL")
                .map(|v| parse_public_url(&v))
                .transpose()?,
            trusted_proxies: get("WEB_TRUSTED_PROXIES")
                .map(|v| parse_proxies(&v))
                .transpose()?
                .unwrap_or_default(),
        })
    }

    /// How bots think in this process: the defaults, with `BOT_PAUSE_MS` and
    /// `BOT_THREADS` when set.
    pub fn bot_switches(&self) -> commands::switches::BotSwitches {
        let mut bots = commands::switches::BotSwitches::default();
        if let Some(ms) = self.bot_pause_ms {
            bots.pause = ms;
        }
        if let Some(n) = self.bot_threads {
            bots.threads = n;
            bots.queue = 2 * n;
        }
        bots
    }
}

/// The database from `DATABASE_URL` (PostgreSQL) or `DATABASE_PATH` (a SQLite file). Both set
/// is refused rather than one quietly ignored.
fn database(url: Option<String>, path: Option<String>) -> anyhow::Result<Location> {
    match (url, path) {
        (Some(_), Some(_)) => bail!(
            "DATABASE_URL and DATABASE_PATH are both set: set DATABASE_URL for PostgreSQL or \
             DATABASE_PATH for a SQLite file, not both"
        ),
        (Some(url), None) if commands::store::is_postgres_url(&url) => Ok(Location::Postgres(url)),
        (Some(url), None) => bail!(
            "DATABASE_URL must be a PostgreSQL URL (postgres://user@host/database), got {:?}; a \
             SQLite file is DATABASE_PATH",
            commands::store::redacted(&url)
        ),
        (None, path) => Ok(Location::File(PathBuf::from(
            path.as_deref().unwrap_or(DEFAULT_DATABASE_PATH),
        ))),
    }
}

/// A Discord id is a positive 64-bit integer (a snowflake); zero is not a valid id.
/// A process that runs only some shards leaves the other guilds to processes that share its
/// database; a SQLite file is one process's own, so with it those guilds would be served from
/// a private file, or by nobody (issue 44). `SHARDS` covering every shard of its count (`0-1/2`)
/// is one process and is accepted.
fn refuse_partial_shards_on_a_file(
    shards: Option<Shards>,
    database: &Location,
) -> anyhow::Result<()> {
    match (shards, database) {
        (Some(shards), Location::File(path)) if !shards.is_all() => bail!(
            "SHARDS={shards} runs only part of the servers, but the database is the SQLite file \
             {} (DATABASE_PATH, or the default), which no other process shares: the servers of \
             the other shards would be served by nobody. Several processes need one PostgreSQL \
             database (DATABASE_URL); one process runs every shard (unset SHARDS, or SHARDS=0-{}/{})",
            path.display(),
            shards.total - 1,
            shards.total
        ),
        _ => Ok(()),
    }
}

fn parse_guild_id(value: &str) -> anyhow::Result<u64> {
    match value.parse::<u64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => bail!(
            "GUILD_ID must be a Discord server id (a positive whole number such as \
             123456789012345678), got {value:?}"
        ),
    }
}

/// serenity's proxy option replaces `https://discord.com` in each route with this base, so it
/// must be a scheme plus authority without a trailing slash.
fn parse_api_base(value: &str) -> anyhow::Result<String> {
    let base = value.trim_end_matches('/');
    let authority = base
        .strip_prefix("http://")
        .or_else(|| base.strip_prefix("https://"));
    match authority {
        Some(rest) if !rest.is_empty() && !rest.contains('/') => Ok(base.to_string()),
        _ => bail!(
            "DISCORD_API_BASE must look like http://127.0.0.1:8080 (scheme, host and optional \
             port, no path), got {value:?}"
        ),
    }
}

/// `WEB_ADDR`: an address and port to listen on, or `off`.
fn parse_web_addr(value: &str) -> anyhow::Result<Option<std::net::SocketAddr>> {
    if value.eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    value.parse().map(Some).map_err(|_| {
        anyhow::anyhow!(
            "WEB_ADDR must be an address and port to serve the web pages at, such as \
             127.0.0.1:8080 or 0.0.0.0:8080 (or [::]:8080), or `off` for none; got {value:?}"
        )
    })
}

/// `PUBLIC_URL`: an absolute http(s) address, kept without its trailing slash (links are
/// made by appending `/t/...`).
pub fn parse_public_url(value: &str) -> anyhow::Result<String> {
    let url = value.trim_end_matches('/');
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    let host = rest.map(|r| r.split('/').next().unwrap_or_default());
    let fine = host.is_some_and(|h| !h.is_empty())
        && !url.contains(['?', '#', ' ', '"', '<', '>', '\\'])
        && url.chars().all(|c| c.is_ascii_graphic());
    if !fine {
        bail!(
            "PUBLIC_URL must be the absolute address people open the web pages at, such as \
             https://tabula.example.org (http or https, a host, optionally a path), got {value:?}"
        );
    }
    Ok(url.to_string())
}

/// `WEB_TRUSTED_PROXIES`: IP addresses, separated by commas.
fn parse_proxies(value: &str) -> anyhow::Result<Vec<std::net::IpAddr>> {
    value
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(|v| {
            v.parse().map_err(|_| {
                anyhow::anyhow!(
                    "WEB_TRUSTED_PROXIES must be IP addresses separated by commas, such as \
                     127.0.0.1,::1; {v:?} is not one"
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn parse(vars: &[(&str, &str)]) -> anyhow::Result<Config> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|name| vars.get(name).cloned())
    }

    #[test]
    fn defaults_when_nothing_is_set() {
        let config = parse(&[]).expect("empty environment is valid");
        assert_eq!(config.token, None);
        assert_eq!(config.database, Location::File("data/tabula.db".into()));
        assert_eq!(config.shards, None);
        assert_eq!(config.guild_id, None);
        assert_eq!(config.api_base, None);
        assert_eq!(config.seed, None);
    }

    #[test]
    fn the_discord_timeout_is_a_positive_number_of_seconds() {
        assert_eq!(parse(&[]).unwrap().discord_timeout, DEFAULT_DISCORD_TIMEOUT);
        assert_eq!(
            parse(&[("DISCORD_TIMEOUT", "2.5")])
                .unwrap()
                .discord_timeout,
            std::time::Duration::from_millis(2_500)
        );
        for bad in ["0", "-1", "ten", "NaN", "601"] {
            let err = parse(&[("DISCORD_TIMEOUT", bad)])
                .expect_err(bad)
                .to_string();
            assert!(err.contains("DISCORD_TIMEOUT"), "{err}");
        }
    }

    #[test]
    fn bot_settings_come_from_the_environment_or_the_defaults() {
        let config = parse(&[("BOT_PAUSE_MS", "0"), ("BOT_THREADS", "1")]).unwrap();
        let bots = config.bot_switches();
        assert_eq!((bots.pause, bots.threads, bots.queue), (0, 1, 2));
        let default = parse(&[]).unwrap().bot_switches();
        assert_eq!(default.pause, 1_500);
        assert!(default.threads >= 1);
        for (name, bad) in [
            ("BOT_PAUSE_MS", "-1"),
            ("BOT_PAUSE_MS", "soon"),
            ("BOT_THREADS", "0"),
            ("BOT_THREADS", "100000"),
            ("BOT_THREADS", "many"),
        ] {
            let err = parse(&[(name, bad)]).expect_err(bad).to_string();
            assert!(err.contains(name), "{err}");
        }
    }

    #[test]
    fn the_web_settings_are_checked() {
        let config = parse(&[]).unwrap();
        assert_eq!(config.web_addr, Some("127.0.0.1:8080".parse().unwrap()));
        assert!(!config.web_addr_given);
        assert_eq!(config.public_url, None);
        assert!(config.trusted_proxies.is_empty());
        let config = parse(&[
            ("WEB_ADDR", "0.0.0.0:9000"),
            ("PUBLIC_URL", "https://tabula.example.org/games/"),
            ("WEB_TRUSTED_PROXIES", "127.0.0.1, ::1"),
        ])
        .unwrap();
        assert_eq!(config.web_addr, Some("0.0.0.0:9000".parse().unwrap()));
        assert!(config.web_addr_given);
        assert_eq!(
            config.public_url.as_deref(),
            Some("https://tabula.example.org/games")
        );
        assert_eq!(
            config.trusted_proxies,
            vec![
                "127.0.0.1".parse::<std::net::IpAddr>().unwrap(),
                "::1".parse().unwrap()
            ]
        );
        assert_eq!(parse(&[("WEB_ADDR", "off")]).unwrap().web_addr, None);
        for (name, bad) in [
            ("WEB_ADDR", "8080"),
            ("WEB_ADDR", "localhost:8080"),
            ("WEB_ADDR", "127.0.0.1"),
            ("PUBLIC_URL", "tabula.example.org"),
            ("PUBLIC_URL", "ftp://tabula.example.org"),
            ("PUBLIC_URL", "https://"),
            ("PUBLIC_URL", "https://a.example/x?y=1"),
            ("WEB_TRUSTED_PROXIES", "proxy.example"),
        ] {
            let err = parse(&[(name, bad)]).expect_err(bad).to_string();
            assert!(err.contains(name) && err.contains(bad), "{err}");
        }
        let err = parse(&[("WEB_TRUSTED_PROXIES", "127.0.0.1, 10.0.0")]).unwrap_err();
        assert!(err.to_string().contains("\"10.0.0\" is not one"), "{err}");
        // What is expected is said.
        let err = parse(&[("WEB_ADDR", "8080")]).unwrap_err().to_string();
        assert!(
            err.contains("127.0.0.1:8080") && err.contains("off"),
            "{err}"
        );
    }

    #[test]
    fn a_seed_is_a_whole_number() {
        assert_eq!(parse(&[("TABULA_SEED", "42")]).unwrap().seed, Some(42));
        let err = parse(&[("TABULA_SEED", "forty")]).unwrap_err().to_string();
        assert!(err.contains("TABULA_SEED"), "{err}");
    }

    #[test]
    fn reads_every_variable() {
        let config = parse(&[
            ("DISCORD_TOKEN", " abc.def \n"),
            ("DATABASE_PATH", "/var/lib/tabula/t.db"),
            ("GUILD_ID", "123456789012345678"),
            ("DISCORD_API_BASE", "http://127.0.0.1:8080/"),
        ])
        .expect("valid");
        assert_eq!(config.token.as_deref(), Some("abc.def"));
        assert_eq!(
            config.database,
            Location::File("/var/lib/tabula/t.db".into())
        );
        assert_eq!(config.guild_id, Some(123456789012345678));
        assert_eq!(config.api_base.as_deref(), Some("http://127.0.0.1:8080"));
    }

    #[test]
    fn part_of_the_shards_needs_postgres() {
        for vars in [
            &[("SHARDS", "0-0/2")][..],
            &[("SHARDS", "1/2"), ("DATABASE_PATH", "/var/lib/tabula/t.db")],
            &[("SHARDS", "0-2/4"), ("DATABASE_PATH", "t.db")],
        ] {
            let err = parse(vars)
                .expect_err("a partial range on SQLite")
                .to_string();
            for words in ["SHARDS=", "SQLite", "DATABASE_URL", "unset SHARDS"] {
                assert!(err.contains(words), "{words:?} in {err}");
            }
        }
        let err = parse(&[("SHARDS", "1-1/2")]).unwrap_err().to_string();
        assert!(
            err.contains(DEFAULT_DATABASE_PATH) && err.contains("SHARDS=0-1/2"),
            "{err}"
        );
        // Every shard of its count is one process, on any database.
        for all in ["0-1/2", "0/1", "0-7/8"] {
            let config = parse(&[("SHARDS", all)]).expect(all);
            assert!(config.shards.unwrap().is_all());
        }
        assert!(parse(&[("SHARDS", "0-0/2"), ("DATABASE_URL", "postgres://db/t")]).is_ok());
    }

    #[test]
    fn postgres_comes_from_database_url_and_shards_from_shards() {
        let config = parse(&[
            ("DATABASE_URL", "postgres://bot:pw@db/tabula"),
            ("SHARDS", "1-1/2"),
        ])
        .expect("valid");
        assert_eq!(
            config.database,
            Location::Postgres("postgres://bot:pw@db/tabula".into())
        );
        assert_eq!(config.shards, Some(Shards::parse("1/2").unwrap()));
        assert!(!format!("{config:?}").contains("pw"), "{config:?}");
        let both = parse(&[
            ("DATABASE_URL", "postgres://db/t"),
            ("DATABASE_PATH", "t.db"),
        ]);
        assert!(both.unwrap_err().to_string().contains("not both"));
        let sqlite_url = parse(&[("DATABASE_URL", "sqlite://t.db")]).unwrap_err();
        assert!(
            sqlite_url.to_string().contains("DATABASE_PATH"),
            "{sqlite_url}"
        );
        let bad = parse(&[("SHARDS", "3/2")]).unwrap_err();
        assert!(bad.to_string().contains("SHARDS"), "{bad}");
    }

    #[test]
    fn empty_values_count_as_unset() {
        let config = parse(&[
            ("DISCORD_TOKEN", ""),
            ("DATABASE_PATH", "  "),
            ("GUILD_ID", ""),
            ("DISCORD_API_BASE", ""),
        ])
        .expect("valid");
        assert_eq!(config, parse(&[]).expect("valid"));
    }

    #[test]
    fn bad_guild_ids_are_explained() {
        for bad in ["abc", "-5", "0", "1.5", "99999999999999999999999"] {
            let err = parse(&[("GUILD_ID", bad)]).expect_err(bad).to_string();
            assert!(err.contains("GUILD_ID"), "{err}");
            assert!(err.contains(bad), "{err}");
        }
    }

    #[test]
    fn bad_api_bases_are_explained() {
        for bad in ["127.0.0.1:8080", "ftp://x", "http://", "http://h/api/v10"] {
            let err = parse(&[("DISCORD_API_BASE", bad)])
                .expect_err(bad)
                .to_string();
            assert!(err.contains("DISCORD_API_BASE"), "{err}");
        }
        assert!(parse(&[("DISCORD_API_BASE", "https://proxy.example")]).is_ok());
    }

    #[test]
    fn debug_output_hides_the_token() {
        let config = parse(&[("DISCORD_TOKEN", "secret-token")]).expect("valid");
        let shown = format!("{config:?}");
        assert!(!shown.contains("secret-token"), "{shown}");
        assert!(shown.contains("redacted"), "{shown}");
    }
}
