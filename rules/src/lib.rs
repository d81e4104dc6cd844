//! Tabula's games as pure state machines: no I/O, no async, no Discord.
//!
//! Each game lives in its own module and implements [`Game`]. States are `serde` serialisable
//! and carry their own seeded RNG, so a game replays exactly from its options, seed and actions.
pub mod bots;
pub mod cards;
pub mod eight_quilibrium;
pub mod engine;
pub mod equation_hi_lo;
pub mod equilibrix;
pub mod quinox;
pub mod relinquish;

pub use engine::{Game, Prompt, PromptKind, Ranking, RuleError, Seat, Viewer};
