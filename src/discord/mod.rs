//! The Discord front end: slash commands, component and modal routing, replies rendered as
//! embeds and components, and the deadline scheduler, all over one shared [`commands::Bot`].
//!
//! Every interaction becomes an `Input` for the bot; its `Reply`s are planned ([`plan`]),
//! rendered ([`render`]), their pictures rasterised ([`pictures`]) and sent ([`deliver`]). Nothing about a game lives in memory here, so
//! a restart loses nothing and old buttons keep working.

mod deliver;
mod interactions;
mod pictures;
mod plan;
mod render;
mod scheduler;
mod shutdown;
mod slash;

use crate::config::Config;
use anyhow::Context as _;
use commands::Bot;
use pictures::Pictures;
use poise::serenity_prelude as serenity;
use shutdown::InFlight;
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Notify};
use tracing::{error, info, warn};

/// How long shutdown waits for the scheduler and for interactions being answered.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// What every command and event handler shares (poise's user data).
pub struct Shared {
    bot: Arc<Bot>,
    /// Wakes the scheduler after each handled interaction, which may have set a new deadline.
    wake: Arc<Notify>,
    in_flight: InFlight,
    /// Rendered pictures, shared with the scheduler: each drawn once per table version and
    /// viewer.
    pictures: Arc<Pictures>,
}

/// Connects to Discord, registers the slash commands (in `config.guild_id`'s server if set,
/// else globally) and serves interactions and deadlines until SIGTERM or Ctrl-C.
pub async fn run(config: &Config, token: &str, bot: Arc<Bot>) -> anyhow::Result<()> {
    let wake = Arc::new(Notify::new());
    let in_flight = InFlight::default();
    let pictures = Arc::new(Pictures::default());
    let shared = Shared {
        bot: Arc::clone(&bot),
        wake: Arc::clone(&wake),
        in_flight: in_flight.clone(),
        pictures: Arc::clone(&pictures),
    };
    let guild = config
        .guild_id
        .and_then(NonZeroU64::new)
        .map(serenity::GuildId::from);

    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: slash::all(),
            event_handler: interactions::event_handler,
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        // Owners only matter for owner-only commands, which Tabula has none of.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    "connected to Discord"
                );
                register(ctx, &framework.options().commands, guild).await;
                Ok(shared)
            })
        })
        .build();

    // Interactions arrive whatever the intents; GUILDS keeps the cache aware of channels.
    let mut client = serenity::ClientBuilder::new_with_http(
        http_client(config, token),
        serenity::GatewayIntents::GUILDS,
    )
    .framework(framework)
    .await
    .context("could not set up the Discord client")?;

    let (stop, stopped) = watch::channel(false);
    let scheduler = scheduler::spawn(Arc::clone(&client.http), bot, pictures, wake, stopped);
    let shard_manager = Arc::clone(&client.shard_manager);
    let signals = tokio::spawn(async move {
        shutdown::signal().await;
        shard_manager.shutdown_all().await;
    });

    let result = client.start().await;

    signals.abort();
    let _ = stop.send(true);
    if tokio::time::timeout(SHUTDOWN_GRACE, scheduler)
        .await
        .is_err()
    {
        warn!("the scheduler did not stop in time");
    }
    if tokio::time::timeout(SHUTDOWN_GRACE, in_flight.drained())
        .await
        .is_err()
    {
        warn!("some interactions were still being answered at shutdown");
    }
    result.context("the Discord connection failed")?;
    info!("disconnected from Discord");
    Ok(())
}

/// The HTTP client; with `DISCORD_API_BASE` it talks to that server instead of Discord. The
/// ratelimiter must be off then: with it on, serenity's requests bypass the proxy.
fn http_client(config: &Config, token: &str) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(token);
    if let Some(base) = &config.api_base {
        warn!(%base, "DISCORD_API_BASE is set: talking to it instead of Discord");
        builder = builder.proxy(base).ratelimiter_disabled(true);
    }
    builder.build()
}

/// Registers the slash commands. A failure is logged, not fatal: commands registered earlier
/// keep working, and buttons never depend on registration.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Shared, anyhow::Error>],
    guild: Option<serenity::GuildId>,
) {
    let registered = slash::registration(commands);
    let result = match guild {
        Some(guild) => guild.set_commands(ctx, registered).await.map(drop),
        None => serenity::Command::set_global_commands(ctx, registered)
            .await
            .map(drop),
    };
    match (result, guild) {
        (Ok(()), Some(guild)) => {
            info!(%guild, count = commands.len(), "slash commands registered in the server")
        }
        (Ok(()), None) => info!(count = commands.len(), "slash commands registered globally"),
        (Err(e), _) => error!(error = %e, "registering slash commands failed"),
    }
}

/// Commands only fail on bugs (input problems are replies); everything else, such as a command
/// definition Discord has cached from an older version, is poise's to explain.
async fn on_error(error: poise::FrameworkError<'_, Shared, anyhow::Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.command().name, error = format!("{error:#}"), "command failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "handling a framework error failed");
            }
        }
    }
}
