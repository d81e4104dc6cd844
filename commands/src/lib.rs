//! Tabula without Discord: every user intent is an [`Input`] handled by [`Bot`] against
//! SQLite-backed tables; the answer is a list of [`api::Reply`]s, returned after the commit.
//!
//! Modules, from the bottom up: `api` (the vocabulary), `backoff` (retry waits), `error`,
//! `settings`, `store` (SQLite, migrations and the checks at open), `tables` (rows), `deadlines`
//! and `timecontrol` (timers as data), `computer` (bots at tables: seats, options, the search
//! pool), `ids` (`custom_id`s), `present` and `session` (the per-game half and its type
//! erasure), `games` (the registry), `render` (replies), `ctx` (what a handler gets, how it
//! refuses), `load` (loading a table), the handlers `lobby`, `play` and `queries`, `ratings`,
//! `input` (typed commands, parsed once at a front end's edge), `router` (which handler answers an input), `bot` (the writer and its transactions), `batch`
//! (group commit), the `script` driver, and `operations` (`tabula backup` and `tabula check`).
pub mod api;
pub mod backoff;
mod batch;
pub mod bot;
pub mod clock;
pub mod computer;
mod ctx;
pub mod deadlines;
pub mod error;
pub mod ids;
pub mod input;
mod load;
mod lobby;
pub mod operations;
pub mod outbox;
mod play;
mod queries;
pub mod ratings;
mod render;
mod router;
pub mod script;
pub mod settings;
pub mod store;
pub mod tables;
pub mod thinking;
pub mod timecontrol;

pub use present_kit::{markup, picture, present, session};

pub use api::{Actor, Millis, Reply};
pub use bot::{Bot, BotError, CommitStats, Settings};
pub use clock::{Clock, FakeClock, SystemClock};
pub use input::{Command, Input};
