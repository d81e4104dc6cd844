//! The Discord front end: slash commands, component and modal routing, replies rendered as
//! embeds and components, and the deadline scheduler, all over one shared [`commands::Core`].
//!
//! Every interaction becomes an `Input` for the bot; its `Reply`s are planned ([`plan`]),
//! rendered ([`render`]), their pictures rasterised ([`pictures`]) and sent ([`deliver`]). Nothing about a game lives in memory here, so
//! a restart loses nothing and old buttons keep working.

mod deliver;
mod interactions;
mod outbox;
mod pictures;
mod plan;
mod pods;
mod render;
mod scheduler;
mod shutdown;
mod slash;
mod threads;
mod unregister;

use crate::config::Config;
use anyhow::Context as _;
use commands::Core;
use pictures::Pictures;
use poise::serenity_prelude as serenity;
use shutdown::{InFlight, Signals};
use std::future::IntoFuture as _;
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Notify};
use tokio::time::Instant;
use tracing::{error, info, warn};
pub use unregister::unregister;

/// How long a shutdown may take, from the first SIGTERM or Ctrl-C to the end of the process,
/// whatever the gateway is doing (connecting, reconnecting, connected). Within it the gateway
/// is closed, the scheduler stopped and interactions being answered finish; whatever is still
/// running then is abandoned, which loses nothing: every input is committed before its reply.
/// Below Docker's default 10 s between `docker stop`'s SIGTERM and its SIGKILL (README).
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(8);

/// The end of a shutdown kept free for the process to exit after the tasks were given up.
const EXIT_MARGIN: Duration = Duration::from_millis(500);

/// Where serenity connects when it cannot fetch the gateway URL (`GET /gateway`).
const SERENITY_FALLBACK_GATEWAY: &str = "wss://gateway.discord.gg";

/// What every command and event handler shares (poise's user data).
pub struct Shared {
    core: Arc<Core>,
    /// Wakes the scheduler after each handled interaction, which may have set a new deadline.
    wake: Arc<Notify>,
    /// What the outbox holds that the replies' own delivery could not send.
    owed: Arc<outbox::Owed>,
    in_flight: InFlight,
    /// Rendered pictures, shared with the scheduler: each drawn once per table version and
    /// viewer.
    pictures: Arc<Pictures>,
}

/// Connects to Discord, registers the slash commands (in `config.guild_id`'s server if set,
/// else globally) and serves interactions and deadlines until SIGTERM or Ctrl-C; then stops
/// within [`SHUTDOWN_GRACE`] and returns `Ok`, whatever the gateway is doing. A second signal
/// ends the process at once (status 0). Returns when the shutdown must be done, short of the
/// grace period's end by a margin for the exit, when a signal stopped it (what is left until
/// then is the final checkpoint's to use), `None` when the gateway
/// ended by itself, and an error only when the gateway gives up (e.g. a token Discord
/// refuses).
pub async fn run(
    config: &Config,
    token: &str,
    core: Arc<Core>,
) -> anyhow::Result<Option<std::time::Instant>> {
    // Listen first: from here on a signal always leads to a bounded, clean exit.
    let mut signals = Signals::listen().context("cannot listen for SIGTERM and Ctrl-C")?;
    let wake = Arc::new(Notify::new());
    // A bot's answer is committed by the scheduler: wake it as soon as one is ready.
    let bot_wake = Arc::clone(&wake);
    core.set_bot_wake(Arc::new(move || bot_wake.notify_one()));
    let owed = Arc::new(outbox::Owed::default());
    let in_flight = InFlight::default();
    let pictures = Arc::new(Pictures::default());
    let shared = Shared {
        core: Arc::clone(&core),
        wake: Arc::clone(&wake),
        owed: Arc::clone(&owed),
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
    // Building the client asks Discord for the gateway's address, which may hang.
    let building = serenity::ClientBuilder::new_with_http(
        http_client(config, token),
        serenity::GatewayIntents::GUILDS,
    )
    .framework(framework)
    .into_future();
    let mut client = tokio::select! {
        client = building => client.context("could not set up the Discord client")?,
        signal = signals.next() => {
            info!(signal, "{signal} received before connecting; stopped");
            return Ok(Some((Instant::now() + SHUTDOWN_GRACE - EXIT_MARGIN).into_std()));
        }
    };
    if let Some(base) = &config.api_base {
        keep_gateway_at(&client, base).await;
    }

    let (stop, stopped) = watch::channel(false);
    let worker = outbox::spawn(
        Arc::clone(&client.http),
        Arc::clone(&core),
        Arc::clone(&pictures),
        Arc::clone(&owed),
        stopped.clone(),
    );
    let scheduler = scheduler::spawn(
        Arc::clone(&client.http),
        core,
        pictures,
        wake,
        owed,
        stopped,
    );
    let shard_manager = Arc::clone(&client.shard_manager);

    // `client.start()` returns only when the gateway gives up or every shard was shut down
    // *while running*: a shard that is still being (re)connected is re-queued every 5 s
    // forever, and `shutdown_all` does not stop that. So the signal does not wait for it.
    let shards = config.shards.unwrap_or_default();
    let ended = tokio::select! {
        // serenity 0.12 reads the range's end as the last shard to run (inclusive), unlike
        // Rust's ranges: `first..last` runs `first` to `last`.
        result = client.start_shard_range(shards.first..shards.last, shards.total) => Some(result),
        signal = signals.next() => {
            info!(
                signal,
                grace_ms = SHUTDOWN_GRACE.as_millis() as u64,
                "{signal} received; shutting down"
            );
            None
        }
    };
    let signalled = Instant::now();
    // The tasks get the grace period less a margin that the final checkpoint (bounded by
    // what is left) and the exit itself need (issue 25, item 4).
    let deadline = signalled + SHUTDOWN_GRACE - EXIT_MARGIN;
    // A second signal means "now": every input is already committed, so nothing is lost.
    tokio::spawn(async move {
        let signal = signals.next().await;
        warn!(signal, "second {signal}: exiting at once");
        std::process::exit(0);
    });

    let _ = stop.send(true);
    let gateway = async {
        if tokio::time::timeout_at(deadline, shard_manager.shutdown_all())
            .await
            .is_err()
        {
            warn!("the gateway did not close within the grace period");
        }
    };
    let scheduler = async {
        if tokio::time::timeout_at(deadline, scheduler).await.is_err() {
            warn!("the scheduler did not stop within the grace period");
        }
    };
    // Whatever it has not sent stays owed in the outbox and goes out after the restart.
    let worker = async {
        if tokio::time::timeout_at(deadline, worker).await.is_err() {
            warn!("the delivery worker did not stop within the grace period");
        }
    };
    let answers = async {
        if tokio::time::timeout_at(deadline, in_flight.drained())
            .await
            .is_err()
        {
            warn!("some interactions were still being answered at the end of the grace period");
        }
    };
    tokio::join!(gateway, scheduler, worker, answers);
    match ended {
        Some(result) => {
            result.context("the Discord connection failed")?;
            info!("disconnected from Discord");
            Ok(None)
        }
        None => {
            info!(
                elapsed_ms = signalled.elapsed().as_millis() as u64,
                "stopped"
            );
            Ok(Some(deadline.into_std()))
        }
    }
}

/// With `DISCORD_API_BASE` set Tabula must not talk to Discord itself; but when `GET /gateway`
/// fails, serenity falls back to Discord's real gateway. Then the gateway is looked for at the
/// API base's own address (`http` -> `ws`), where a proxy serving both would have it.
async fn keep_gateway_at(client: &serenity::Client, base: &str) {
    let mut url = client.ws_url.lock().await;
    if url.as_str() == SERENITY_FALLBACK_GATEWAY {
        *url = gateway_at(base);
        warn!(gateway = %*url, "no gateway address from DISCORD_API_BASE; trying the same address");
    }
}

/// `http://host:port` -> `ws://host:port`, `https://...` -> `wss://...`.
fn gateway_at(base: &str) -> String {
    base.replacen("http", "ws", 1)
}

/// The HTTP client; with `DISCORD_API_BASE` it talks to that server instead of Discord. The
/// ratelimiter must be off then: with it on, serenity's requests bypass the proxy.
///
/// Every request has a time limit ([`Config::discord_timeout`]): serenity sets none, so a
/// request Discord never answered used to hold up whatever awaited it, the deadlines included.
fn http_client(config: &Config, token: &str) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(token);
    match reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(config.discord_timeout)
        .build()
    {
        Ok(client) => builder = builder.client(client),
        // Only a broken TLS set-up gets here; serenity's own client would fail the same way.
        Err(e) => {
            error!(error = %e, "building the HTTP client with a timeout failed; using serenity's")
        }
    }
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

/// Commands only fail on bugs (input problems are replies). A command that panicked is
/// answered with the adapter's own failure notice in the reader's language (issue 48), never
/// poise's English one; everything else, such as a command definition Discord has cached from
/// an older version, is poise's to handle (none of what Tabula's commands can meet there says
/// anything to the user: the checks, cooldowns and permissions it words are not used).
async fn on_error(error: poise::FrameworkError<'_, Shared, anyhow::Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.command().name, error = format!("{error:#}"), "command failed");
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            error!(command = %ctx.command().name, payload = payload.as_deref().unwrap_or("?"), "command panicked");
            let locales = match ctx {
                poise::Context::Application(a) => commands::api::Locales {
                    user: Some(a.interaction.locale.clone()),
                    guild: a.interaction.guild_locale.clone(),
                },
                poise::Context::Prefix(_) => commands::api::Locales::default(),
            };
            let lang = locales.lang();
            let notice = poise::CreateReply::default()
                .content(interactions::failure_notice(lang))
                .ephemeral(true);
            if let Err(e) = ctx.send(notice).await {
                error!(error = %e, "answering a panicked command failed");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "handling a framework error failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gateway_is_looked_for_at_the_api_base() {
        assert_eq!(gateway_at("http://127.0.0.1:8080"), "ws://127.0.0.1:8080");
        assert_eq!(gateway_at("https://proxy.example"), "wss://proxy.example");
    }
}
