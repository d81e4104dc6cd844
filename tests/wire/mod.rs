//! Support for the wire-level tests: the bot process, simulated players and what is secret in
//! each game.

pub mod eight;
pub mod equilibrix;
pub mod fuzz;
pub mod hilo;
pub mod players;
pub mod process;
pub mod quinox;
pub mod relinquish;
