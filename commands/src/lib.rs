//! Tabula without Discord: every user intent is an [`Input`] handled by [`Core`] against
//! SQLite-backed tables; the answer is a list of [`api::Reply`]s, returned after the commit.
//!
//! Modules, from the bottom up: `api` (the vocabulary), `backoff` (retry waits), `error`,
//! `settings`, `store` (SQLite, migrations and the checks at open), `tables` (rows), `house` (a
//! server's own settings, `/settings`), `notify` (your-turn direct messages), `deadlines` and
//! `timecontrol` (timers as data), `computer` (bots at tables: seats, levels, options), `ids`
//! (`custom_id`s), `render` (replies), `ctx` (what a handler gets, how it refuses or hands an
//! action to the writer), `load` (loading a table), `thinking` (a move's search and the pool
//! that runs it), the handlers `lobby`, `play`, `queries`, `rematch`, `replay` and
//! `preferences` (`/notify`), `abandon` (tables nobody plays), `ratings`, `input` (typed
//! commands, parsed once at a front end's edge), `router` (which handler answers an input),
//! `core` (the application core: inputs, the writer and its transactions, timers, delivery),
//! `batch` (group commit), the `script` driver, and `operations` (`tabula backup` and `tabula
//! check`). The per-game half (`present`, `session`, `markup`, `picture`) comes from
//! `present-kit`, the registry from the `registry` crate. `tests/layers.rs` (workspace root) fails
//! on any import circle among them.
mod abandon;
pub mod api;
pub mod backoff;
mod batch;
pub mod clock;
pub mod computer;
pub mod core;
mod ctx;
pub mod db;
pub mod deadlines;
pub mod error;
pub mod house;
pub mod ids;
pub mod input;
mod load;
mod lobby;
pub mod notify;
pub mod operations;
pub mod outbox;
mod play;
mod preferences;
mod queries;
pub mod ratings;
mod rematch;
mod render;
mod replay;
mod router;
pub mod script;
pub mod settings;
pub mod shards;
pub mod snapshot;
pub mod store;
pub mod tables;
pub mod thinking;
mod threads;
pub mod timecontrol;

pub use present_kit::{markup, picture, present, session};
/// The input id of the "Type a choice…" form, for front ends that type choices themselves.
pub use render::TYPED_INPUT;

pub use crate::core::{CommitStats, Core, CoreError, Switches};
pub use api::{Actor, Millis, Reply};
pub use clock::{Clock, FakeClock, SystemClock};
pub use input::{Command, Input};
