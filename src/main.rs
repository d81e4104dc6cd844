//! The `tabula` binary: the Discord bot (default), the `local` and `script` drivers that run the
//! same `commands` API without Discord, `bench`, the performance benchmark, and `arena`, bots
//! against each other.
mod allocator;
mod arena;
mod bench;
mod config;
mod discord;
mod local;
mod operations;
mod script;
mod web;
mod words;

use anyhow::Context as _;
use clap::{Arg, Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use commands::store::Location;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

const NO_TOKEN: &str = "\
DISCORD_TOKEN is not set, so Tabula cannot connect to Discord.

To get a token: open https://discord.com/developers/applications, create an application,
open its Bot page, press Reset Token and copy it. Then put it in a .env file in the
directory you start Tabula from (copy .env.example) as DISCORD_TOKEN=..., or export it in
your shell. The README explains how to invite the bot to a server.

To play without Discord right now, give this program `local <game>`:
  tabula local <game>                    (the binary, or in its Docker image)
  cargo run --release -- local <game>    (from the source tree)
(games: {games})";

/// The `tabula` command line. Each game's `/play` options are added to `local` from the
/// registry (see [`with_game_options`]), so nothing here names a game.
#[derive(Parser)]
#[command(
    name = "tabula",
    about = "A Discord bot that hosts tabletop games",
    after_help = "Without a command, runs the Discord bot (needs DISCORD_TOKEN; see README)."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default).
    Run,
    /// Play a game in this terminal: against computer players (--bots easy|normal|strong),
    /// simple bots that pick any legal move, or people sharing the keyboard.
    Local(LocalArgs),
    /// Read JSON input lines on stdin, write JSON reply lines.
    Script {
        /// The database (a fresh temporary one if not given).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Fixed seed, for reproducible games.
        #[arg(long)]
        seed: Option<u64>,
        /// Write every picture Tabula would send into this folder.
        #[arg(long)]
        images: Option<PathBuf>,
        /// Also serve the web pages at this address (port 0: any free port); the line `web
        /// pages at http://ADDR` on stderr says where. PUBLIC_URL sets their public address.
        #[arg(long, value_name = "ADDR")]
        web: Option<std::net::SocketAddr>,
    },
    /// Measure latency, durable throughput, restart, memory and engine speed (build with
    /// --release; see docs/benchmarks.md).
    Bench(bench::BenchArgs),
    /// Play bots against each other and report their strength (build with --release; see
    /// docs/benchmarks.md).
    Arena(arena::ArenaArgs),
    /// Copy the database to DEST, safely while Tabula runs (SQLite's online backup).
    Backup {
        /// Where the copy goes; an existing file is kept unless --force.
        dest: PathBuf,
        /// Overwrite DEST if it exists.
        #[arg(long)]
        force: bool,
        /// The database to copy (default: DATABASE_PATH, as Tabula uses it).
        #[arg(long)]
        db: Option<String>,
    },
    /// Check a database's integrity and summarise its tables; exits with status 1 if it is
    /// damaged. Read-only, safe while Tabula runs.
    Check {
        /// The database: a SQLite file or a postgres:// URL (default: DATABASE_URL or
        /// DATABASE_PATH, as Tabula uses it).
        path: Option<String>,
    },
    /// Remove the slash commands registered in one server (what GUILD_ID was), so that they
    /// do not show twice beside the global ones; or, with --global, the global ones.
    Unregister {
        /// The server whose commands go (its id, as GUILD_ID was set).
        #[arg(long, value_name = "ID", required_unless_present = "global")]
        guild: Option<String>,
        /// Remove the global commands instead.
        #[arg(long, conflicts_with = "guild")]
        global: bool,
    },
    /// Copy the SQLite database into PostgreSQL, to move Tabula to DATABASE_URL (stop it
    /// first).
    ///
    /// The copy is consistent only while nothing writes the file: stop Tabula first (a Tabula process
    /// that still has the file open is found and the copy refused). Every table is copied in
    /// one PostgreSQL transaction and checked by counting its rows on both sides; a failure
    /// leaves the target as it was. A target that already holds Tabula data is refused unless
    /// --force.
    Migrate {
        /// The PostgreSQL database to copy into (postgres://user:password@host/database);
        /// its schema is created or brought up to date first.
        #[arg(long, value_name = "URL")]
        to: String,
        /// The SQLite file to copy (default: DATABASE_PATH, as Tabula uses it). It must
        /// exist; it is brought to this build's schema, and otherwise only read.
        #[arg(long, value_name = "PATH")]
        from: Option<PathBuf>,
        /// Copy into a target that already holds Tabula data: every row of Tabula's tables
        /// there is deleted first, in the same transaction as the copy.
        #[arg(long)]
        force: bool,
    },
}

#[derive(Args)]
struct LocalArgs {
    /// The game, by the id `/play` lists.
    game: String,
    /// Seats at the table (default: the game's smallest table, or the humans if more).
    #[arg(long)]
    players: Option<usize>,
    /// Seats played by people at this terminal; the rest are simple bots that pick any legal
    /// move, or computer players with --bots.
    #[arg(long, default_value_t = 1)]
    humans: usize,
    /// The other seats are computer players of this level (easy, normal or strong) that think
    /// as they do in Discord, instead of simple bots that pick at random.
    #[arg(long, value_name = "LEVEL")]
    bots: Option<String>,
    /// Your name at the table (the first human seat); the game's lines name you by it
    /// (default: "Player 1", in the language played in).
    #[arg(long)]
    name: Option<String>,
    /// Fixed seed (the clock's seconds if not given).
    #[arg(long)]
    seed: Option<u64>,
    /// Draw the boards and your views as pictures into this folder.
    #[arg(long)]
    images: Option<PathBuf>,
    /// The language to play in (en, de, es, fr, pt-BR); default: LC_ALL, LC_MESSAGES or
    /// LANG's if Tabula speaks it, else English.
    #[arg(long, value_name = "TAG")]
    lang: Option<String>,
}

/// Adds every game's `/play` options to `local` as `--<name> VALUE`.
fn with_game_options(cli: clap::Command) -> clap::Command {
    cli.mut_subcommand("local", |local| {
        let mut seen = Vec::new();
        let mut local = local;
        for option in registry::engines().flat_map(|g| g.play_options(present_kit::words::Lang::En))
        {
            if seen.contains(&option.name) {
                continue;
            }
            seen.push(option.name);
            local = local.arg(
                Arg::new(option.name)
                    .long(option.name)
                    .value_name("VALUE")
                    .help(option.description),
            );
        }
        local
    })
}

fn main() -> ExitCode {
    allocator::start_tuned();
    let matches = with_game_options(Cli::command()).get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let result = match cli.command {
        None | Some(Command::Run) => run_on_discord(),
        Some(Command::Local(args)) => {
            let game_options = matches
                .subcommand_matches("local")
                .map(game_options)
                .unwrap_or_default();
            run_local(args, game_options)
        }
        Some(Command::Script {
            db,
            seed,
            images,
            web,
        }) => script::run(
            std::io::stdin().lock(),
            std::io::stdout().lock(),
            db,
            seed,
            images,
            web,
        )
        .map_err(|e| anyhow::anyhow!("{e}")),
        Some(Command::Bench(args)) => bench::run(args),
        Some(Command::Arena(args)) => arena::run(args),
        Some(Command::Backup { dest, force, db }) => run_backup(db, &dest, force),
        Some(Command::Check { path }) => run_check(path),
        Some(Command::Migrate { to, from, force }) => run_migrate(from, &to, force),
        Some(Command::Unregister { guild, .. }) => run_unregister(guild.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e:#}");
            ExitCode::FAILURE
        }
    }
}

/// The game options given to `local`, by name.
fn game_options(matches: &clap::ArgMatches) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for option in registry::engines().flat_map(|g| g.play_options(present_kit::words::Lang::En)) {
        if let Ok(Some(value)) = matches.try_get_one::<String>(option.name) {
            if !out.iter().any(|(k, _)| k == option.name) {
                out.push((option.name.to_string(), value.clone()));
            }
        }
    }
    out
}

/// Logs go to stderr, coloured only when it is a terminal (and `NO_COLOR` is unset or empty):
/// a log file, a pipe, `docker logs` or the journal get plain text.
fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    let colour = log_colour(
        std::io::stderr().is_terminal(),
        std::env::var_os("NO_COLOR").as_deref(),
    );
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(colour)
        .init();
}

/// Whether log lines carry ANSI colours: on a terminal, unless `NO_COLOR` says otherwise
/// (<https://no-color.org>: any non-empty value).
fn log_colour(terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
    terminal && no_color.is_none_or(|v| v.is_empty())
}

fn run_on_discord() -> anyhow::Result<()> {
    let config = config::Config::from_env()?;
    init_tracing();
    let Some(token) = config.token.clone() else {
        let games: Vec<&str> = registry::engines().map(|g| g.id()).collect();
        anyhow::bail!(NO_TOKEN.replace("{games}", &games.join(", ")));
    };
    let switches = commands::switches::Switches {
        seed: config.seed,
        // Public messages are owed in the commit and sent by the delivery worker.
        outbox: true,
        bots: config.bot_switches(),
        shards: config.shards.unwrap_or_default(),
        public_url: config.public_url.clone(),
        ..Default::default()
    };
    // The store's errors are one line naming the file and the cause (issue 17, item 5).
    let core = commands::Core::open_at(&config.database, Arc::new(commands::SystemClock), switches)
        .map_err(|e| anyhow::anyhow!("Tabula cannot start: {e}"))?;
    tracing::info!(database = %config.database, "database open");
    // One line, so that a shard nobody runs shows as a line missing from every process's log.
    let shards = config.shards.unwrap_or_default();
    tracing::info!(
        shards = %shards,
        "running shards {} to {} of {}",
        shards.first,
        shards.last,
        shards.total
    );
    let core = Arc::new(core);
    let runtime = tokio::runtime::Runtime::new()?;
    let result = runtime.block_on(async {
        let web = match config.web_addr {
            Some(addr) => match start_web(addr, &config, Arc::clone(&core)).await {
                Ok(web) => Some(web),
                Err(e) if !config.web_addr_given => {
                    // The default address on a machine where it is taken (an upgrade next to
                    // another service): the bot runs, without its pages, and says so.
                    tracing::warn!(
                        error = %format!("{e:#}"),
                        "the web pages are not served; set WEB_ADDR to a free address, or to off"
                    );
                    None
                }
                Err(e) => return Err(e),
            },
            None => None,
        };
        let result = discord::run(&config, &token, Arc::clone(&core)).await;
        if let Some(web) = web {
            // Within what is left of the grace period: the live streams end at once, and
            // a page being made finishes in milliseconds.
            web.stop(WEB_STOP).await;
        }
        result
    });
    // `run` has already waited its grace period: whatever still runs (a shard being
    // re-queued, a reply Discord never acknowledged) is dropped rather than waited for.
    runtime.shutdown_background();
    // Shutdown is complete: leave every commit in the database file itself, not only in its
    // -wal (issue 17, item 6), within what is left of the grace period after a signal (issue
    // 25, item 4: a lock another process holds must not push the exit past it). Not finishing
    // loses nothing: the next start checkpoints.
    let budget = match &result {
        Ok(Some(deadline)) => deadline.saturating_duration_since(std::time::Instant::now()),
        _ => CHECKPOINT_BUDGET,
    };
    match core.checkpoint_within(budget) {
        Ok(true) => tracing::info!("database checkpointed"),
        Ok(false) => tracing::info!(
            budget_ms = budget.as_millis() as u64,
            "database checkpoint left for the next start (busy, or no time left)"
        ),
        Err(e) => tracing::warn!(error = %e, "database checkpoint failed; the -wal keeps it all"),
    }
    result.map(drop)
}

/// What stopping the web server may take at shutdown (its live streams end at once).
const WEB_STOP: std::time::Duration = std::time::Duration::from_millis(500);

/// Serves the web pages at `addr` beside the bot (issue 46).
async fn start_web(
    addr: std::net::SocketAddr,
    config: &config::Config,
    core: Arc<commands::Core>,
) -> anyhow::Result<web::WebServer> {
    let mut options = web::Options::new(config.public_url.clone());
    options.trusted_proxies = config.trusted_proxies.clone();
    options.poll_versions = matches!(config.database, Location::Postgres(_));
    let server = web::start(addr, web::Source::Core(core), options)
        .await
        .with_context(|| {
            format!(
                "Tabula cannot serve its web pages at {addr} (WEB_ADDR): is another program \
                 using that port? Set WEB_ADDR to another address, or to `off`"
            )
        })?;
    tracing::info!(addr = %server.addr, public_url = ?config.public_url, "web pages served");
    Ok(server)
}

/// What the final checkpoint may take when no grace period bounds it (the gateway gave up).
const CHECKPOINT_BUDGET: std::time::Duration = std::time::Duration::from_secs(2);

/// The database Tabula uses, unless given (a file's path or a PostgreSQL URL).
fn database(given: Option<String>) -> anyhow::Result<Location> {
    match given {
        Some(text) => Ok(Location::parse(&text)),
        None => Ok(config::Config::from_env()?.database),
    }
}

/// `tabula backup`: a consistent copy through SQLite's online backup API. PostgreSQL has its
/// own tools, which Tabula does not redo.
fn run_backup(db: Option<String>, dest: &std::path::Path, force: bool) -> anyhow::Result<()> {
    let source = match database(db)? {
        Location::File(path) => path,
        Location::Postgres(url) => anyhow::bail!(
            "tabula backup copies a SQLite file; back up PostgreSQL with its own tools, e.g. \
             `pg_dump --format=custom --file=tabula.dump '{}'` (consistent while the bot runs) \
             and `pg_restore` (README, Running several processes)",
            commands::store::redacted(&url)
        ),
    };
    let report = operations::backup(&source, dest, force)
        .map_err(|e| anyhow::anyhow!("backup failed: {e}"))?;
    println!("{report}");
    Ok(())
}

/// `tabula check`: integrity and a summary; failing (status 1) when damaged.
fn run_check(path: Option<String>) -> anyhow::Result<()> {
    let location = database(path)?;
    let now = commands::Clock::now(&commands::SystemClock);
    let report =
        operations::check_at(&location, now).map_err(|e| anyhow::anyhow!("cannot check: {e}"))?;
    println!("{report}");
    if report.is_damaged() {
        anyhow::bail!("{location} is damaged");
    }
    Ok(())
}

/// `tabula migrate`: copies Tabula's SQLite file (or `--from`) into PostgreSQL.
fn run_migrate(from: Option<PathBuf>, to: &str, force: bool) -> anyhow::Result<()> {
    let source = match from {
        Some(path) => path,
        None => match database(None)? {
            Location::File(path) => path,
            Location::Postgres(url) => anyhow::bail!(
                "the bot's database is already PostgreSQL ({}): give the SQLite file to copy \
                 with --from",
                commands::store::redacted(&url)
            ),
        },
    };
    let report = commands::store::transfer::migrate(&source, to, force)
        .map_err(|e| anyhow::anyhow!("migration failed: {e}"))?;
    println!("{report}");
    Ok(())
}

/// `tabula unregister`: clears one server's slash commands (or the global ones, `None`).
fn run_unregister(guild: Option<&str>) -> anyhow::Result<()> {
    let guild = match guild {
        Some(text) => Some(
            text.trim()
                .parse::<std::num::NonZeroU64>()
                .map(poise::serenity_prelude::GuildId::from)
                .map_err(|_| {
                    anyhow::anyhow!(
                        "--guild must be a Discord server id (a positive whole number such as \
                         123456789012345678)"
                    )
                })?,
        ),
        None => None,
    };
    let config = config::Config::from_env()?;
    let Some(token) = config.token.clone() else {
        anyhow::bail!("DISCORD_TOKEN is not set: the commands belong to the bot it names");
    };
    let runtime = tokio::runtime::Runtime::new()?;
    let report = runtime.block_on(discord::unregister(&config, &token, guild))?;
    println!("{report}");
    Ok(())
}

/// The longest `--name` of `tabula local`'s first human seat.
const NAME_MAX: usize = 32;

fn run_local(args: LocalArgs, game_options: Vec<(String, String)>) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or_default()
    });
    // Everything said from here on is in the player's language (issue 48).
    let lang = local::language(args.lang.as_deref(), |name| std::env::var(name).ok())
        .map_err(anyhow::Error::msg)?;
    let say = |key: &str, args: &[(&str, present_kit::words::Arg<'_>)]| words::t(lang, key, args);
    let name = match &args.name {
        Some(name) => name.trim().to_string(),
        None => say("local-player", &[("n", 1u32.into())]),
    };
    if name.is_empty() || name.chars().count() > NAME_MAX {
        anyhow::bail!("{}", say("local-name-length", &[("most", NAME_MAX.into())]));
    }
    if args.bots.is_some() && args.humans == 0 {
        anyhow::bail!("{}", say("local-bots-need-a-human", &[]));
    }
    if args.humans > 0 && !std::io::stdin().is_terminal() {
        eprintln!("{}", say("local-reading-input", &[]));
    }
    let opts = local::LocalOptions {
        game: args.game,
        players: args.players,
        humans: args.humans,
        name,
        seed,
        game_options,
        ansi: std::io::stdout().is_terminal(),
        images: args.images,
        bots: args.bots,
        lang,
    };
    local::run(opts, std::io::stdin().lock(), std::io::stdout().lock())
}

#[cfg(test)]
mod tests {
    use super::log_colour;
    use std::ffi::OsStr;

    #[test]
    fn logs_are_coloured_only_on_a_terminal_without_no_color() {
        assert!(log_colour(true, None));
        assert!(log_colour(true, Some(OsStr::new(""))));
        assert!(!log_colour(true, Some(OsStr::new("1"))));
        assert!(!log_colour(false, None));
        assert!(!log_colour(false, Some(OsStr::new(""))));
    }
}
