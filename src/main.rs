//! The `tabula` binary: the Discord bot (default), the `local` and `script` drivers that run the
//! same `commands` API without Discord, and `bench`, the performance benchmark.
mod bench;
mod config;
mod discord;
mod local;

/// mimalloc instead of glibc's allocator: an interaction allocates and frees many small JSON
/// values and strings from many threads, and glibc's malloc took a fifth of its CPU time
/// (BENCHMARKS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

const USAGE: &str = "\
Usage:
  tabula                         run the Discord bot (needs DISCORD_TOKEN; see README)
  tabula local <game> [--players N] [--humans N] [--seed N]
               [--preset NAME] [--variants A,B] [--rounds N]
                                 play in this terminal against random bots
                                 (8-quilibrium presets: enigma, token_day, deduction_night,
                                 pillow_of_winds, socialist_capitalism; variants: team_play,
                                 open_stock, wind_of_change, fog_of_war, rank_powers)
  tabula script [--db PATH] [--seed N]
                                 read JSON input lines on stdin, write JSON reply lines
  tabula bench [--quick] [--dir PATH] [--stored N] [--active N] [--rate N] [--seconds S]
                                 measure latency, durable throughput, restart, memory and
                                 engine speed (build with --release; see BENCHMARKS.md)
  tabula help                    this text";

const NO_TOKEN: &str = "\
DISCORD_TOKEN is not set, so Tabula cannot connect to Discord.

To get a token: open https://discord.com/developers/applications, create an application,
open its Bot page, press Reset Token and copy it. Then put it in a .env file next to
the binary (copy .env.example) as DISCORD_TOKEN=..., or export it in your shell.
The README explains how to invite the bot to a server.

To play without Discord right now:  cargo run --release -- local eight-quilibrium";

fn flag<T: std::str::FromStr>(args: &[String], name: &str) -> Result<Option<T>, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(None),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .map(Some)
            .ok_or_else(|| format!("{name} needs a valid value")),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        None | Some("run") => run_bot(),
        Some("local") => run_local(&args[1..]),
        Some("script") => run_script(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(anyhow::anyhow!("unknown command `{other}`\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e:#}");
            ExitCode::FAILURE
        }
    }
}

fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .init();
}

fn run_bot() -> anyhow::Result<()> {
    let config = config::Config::from_env()?;
    init_tracing();
    let Some(token) = config.token.clone() else {
        anyhow::bail!(NO_TOKEN);
    };
    let bot = commands::Bot::open(&config.database_path, Arc::new(commands::SystemClock))?;
    tracing::info!(database = %config.database_path.display(), "database open");
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(discord::run(&config, &token, Arc::new(bot)))
}

fn run_local(args: &[String]) -> anyhow::Result<()> {
    let game = args
        .first()
        .filter(|a| !a.starts_with("--"))
        .cloned()
        .ok_or_else(|| anyhow::anyhow!("which game? e.g. `tabula local eight-quilibrium`"))?;
    let players = flag(args, "--players")
        .map_err(anyhow::Error::msg)?
        .unwrap_or(4);
    let humans = flag(args, "--humans")
        .map_err(anyhow::Error::msg)?
        .unwrap_or(1);
    let seed = flag(args, "--seed")
        .map_err(anyhow::Error::msg)?
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or_default()
        });
    if humans > players {
        anyhow::bail!("--humans cannot exceed --players");
    }
    if humans > 0 && !std::io::stdin().is_terminal() {
        eprintln!("(reading moves from standard input)");
    }
    let mut game_options = Vec::new();
    for key in ["preset", "variants", "rounds"] {
        if let Some(value) =
            flag::<String>(args, &format!("--{key}")).map_err(anyhow::Error::msg)?
        {
            game_options.push((key.to_string(), value));
        }
    }
    let opts = local::LocalOptions {
        game,
        players,
        humans,
        seed,
        game_options,
        ansi: std::io::stdout().is_terminal(),
    };
    local::run(opts, std::io::stdin().lock(), std::io::stdout().lock())
}

fn run_script(args: &[String]) -> anyhow::Result<()> {
    let db: Option<PathBuf> = flag(args, "--db").map_err(anyhow::Error::msg)?;
    let seed: Option<u64> = flag(args, "--seed").map_err(anyhow::Error::msg)?;
    commands::script::run(std::io::stdin().lock(), std::io::stdout().lock(), db, seed)
        .map_err(|e| anyhow::anyhow!("{e}"))
}
