//! Helpers for tests that call `commands::Core` directly (not through the script driver).
use commands::api::Actor;
use commands::Input;
use commands::{Core, FakeClock, Switches};
use std::path::Path;
use std::sync::Arc;

/// 2026-01-01 00:00 UTC, the fake clock's start.
pub const EPOCH: i64 = 1_767_225_600_000;

/// A member of guild `g1` acting in `channel`.
pub fn actor(channel: &str, user: &str) -> Actor {
    actor_in("g1", channel, user)
}

/// A member of `guild` acting in `channel`.
pub fn actor_in(guild: &str, channel: &str, user: &str) -> Actor {
    Actor {
        guild: guild.into(),
        channel: channel.into(),
        user: user.into(),
        name: user.into(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    }
}

/// A slash command with its options as JSON.
pub fn command(name: &str, options: serde_json::Value) -> Input {
    Input::command(name, serde_json::from_value(options).unwrap()).unwrap()
}

/// Opens (or reopens, as after a restart) the database at `db` with a fixed seed.
pub fn open_core(db: &Path, clock: &Arc<FakeClock>, seed: u64, outbox: bool) -> Core {
    let switches = Switches {
        seed: Some(seed),
        outbox,
        ..Switches::default()
    };
    Core::open_at(&super::location(db), clock.clone(), switches).unwrap()
}
