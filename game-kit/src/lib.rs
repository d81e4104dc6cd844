//! The game kit: what every game's rules are written against, with no I/O, no async and no
//! Discord. [`Game`] is the engine interface (states are `serde` serialisable and carry their
//! own seeded RNG, so a game replays exactly from its options, seed and actions), [`cards`]
//! the shared card helpers, and [`computer`] the bots' search over any [`Game`] with
//! the arena that measures them. Each game is a crate of its own under `rules/`.
pub mod cards;
pub mod bots;
pub mod game;
pub mod text_serde;

pub use game::{Game, Prompt, PromptKind, Ranking, RuleError, Seat, Viewer};
/// For [`serde_as_text!`]: the serde its impls name.
#[doc(hidden)]
pub use serde;
