//! Tabula without Discord: every user intent is an [`api::Input`] handled by [`Bot`] against
//! SQLite-backed tables; the answer is a list of [`api::Reply`]s, returned after the commit.
//!
//! Modules: `api` (the vocabulary), `bot` (entry point and transactions), `batch` (group
//! commit), `lobby` and `play` (the table life cycle), `deadlines` and `timecontrol` (timers as
//! data), `ratings` and `queries` (results, leaderboards), `render` (replies), `session` and
//! `games` (the game registry), `store` (SQLite and migrations), `tables` (rows), `ids`
//! (`custom_id`s).
pub mod api;
mod batch;
pub mod bot;
pub mod clock;
pub mod deadlines;
pub mod games;
pub mod ids;
mod lobby;
pub mod picture;
mod play;
pub mod present;
mod queries;
pub mod ratings;
mod render;
pub mod score;
pub mod script;
pub mod session;
pub mod store;
pub mod tables;
pub mod timecontrol;

pub use api::{Actor, Input, Millis, Reply};
pub use bot::{Bot, BotError, CommitStats, Settings};
pub use clock::{Clock, FakeClock, SystemClock};
