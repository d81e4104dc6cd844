//! Tabula without Discord: every user intent is an [`Input`] handled by [`Core`] against
//! SQLite-backed tables; the answer is a list of [`api::Reply`]s, returned after the commit.
//!
//! The crate is in rooms, from the bottom up: the words every room uses at the top (`api`,
//! `backoff`, `clock`, `timecontrol`); `store` (the ground floor: the database, its rows and
//! what is kept in it: tables, seats, deadlines, ids, server settings, ratings, the snapshots
//! of running tables); `switches` (a core's switches) and `input` (typed commands and their
//! options' readers); `view` (replies, by what they draw); `handlers` (one module per feature,
//! with what every handler gets: `ctx`, `load`); `platform` (the list of platform commands, each
//! naming its handler, the parse at a front end's edge, and the `router` that picks a
//! handler); and `runtime` (the core, group commit, the outbox, the bots' thinking pool).
//! Beside them, the `script` driver: a core driven by JSON lines. The per-game half comes from
//! `present_kit`, the registry from the `registry` crate. `tests/layers.rs` (workspace root)
//! fails on any import circle inside a room or between rooms, and `tests/readme_modules.rs`
//! keeps the README's table of these modules true.
pub mod api;
pub mod backoff;
pub mod clock;
mod handlers;
pub mod input;
pub mod pages;
pub mod platform;
pub mod runtime;
pub mod script;
pub mod store;
pub mod switches;
pub(crate) mod timecontrol;
pub mod tournament;
mod view;
pub mod words;

/// The input id of the "Type a choice…" form, for front ends that type choices themselves.
pub use view::forms::TYPED_INPUT;

pub use crate::runtime::core::{CommitStats, CommitWatcher, Core, CoreError, PodThread, Switches};
pub use api::{Actor, Millis, Reply};
pub use clock::{Clock, FakeClock, SystemClock};
pub use input::{Command, Input};
