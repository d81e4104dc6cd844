//! Computer players for every game: one search over the [`Game`](crate::Game) interface,
//! shared by all five games.
//!
//! The search is information-set Monte Carlo tree search ([`search`]): it never reads the
//! true state, only samples of it that a game draws from what the bot's seat may know
//! ([`Determinize::determinize`]). Each game implements [`Determinize`] in its own `bot.rs`:
//! how to sample the hidden parts, and optionally a playout policy and an evaluation of
//! unfinished states (Equilibrix games are long, so its playouts are cut off).
//!
//! A table asks [`choose`] (or [`decide`], with the seat's [`Recall`] of the events it saw)
//! for a prompted bot seat with the [`Budget`] of its [`Difficulty`]; the answer is always an
//! action the engine accepts.

pub mod budget;
pub mod determinize;
pub mod recall;
pub mod search;

pub use budget::{Budget, Difficulty, STRONG_ITERATIONS};
pub use determinize::{pick_weighted, rewards, rewards_from_scores, BotRng, Determinize};
pub use recall::Recall;
pub use search::{choose, decide, policy_action, Decision, SearchStats, MAX_NODES};
