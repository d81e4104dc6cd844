//! Bots for every game: one search over the [`Game`](crate::Game) interface,
//! shared by all five games.
//!
//! # How a bot decides
//!
//! The search is single-observer information-set Monte Carlo tree search ([`search`]). It
//! never reads the true state: each iteration it asks the game for a sample of the state drawn
//! from what the bot's seat may know ([`Determinize::determinize`]: its view, the public
//! history kept in the state, and its [`Recall`] of the events it saw), plays it down one
//! shared tree and out to the end (or to a cut-off judged by [`Determinize::evaluate`]), and
//! finally plays the move the samples voted for most. Two true states that look the same to
//! the seat therefore give the same move for the same seed: fair by construction, and checked
//! for every game by [`arena::checks`], which `rules/registry/tests/bots.rs` runs on each registered game.
//!
//! # For a table
//!
//! For each prompted bot seat, call [`decide`] (or [`choose`] without memory) with the
//! [`Budget`] of its [`Level`] for the prompt's kind and any seed; it returns `None` only
//! for a seat that has no prompt, and otherwise an action [`Game::apply`](crate::Game::apply)
//! accepts (the search's answer is checked on a copy; the ruling's timeout default is the
//! fallback). Each engine action is one step, so a multi-step menu is several calls, and
//! several prompted seats (reactions, secret picks) are several independent calls. Keep one
//! [`Recall`] per bot seat and pass it every batch of events `apply` returns (it redacts them
//! for its seat); rebuild it by replaying the log after a restart.
//!
//! | [`Level`] | iterations | time for a turn / decision / reaction or secret | other |
//! |---|---|---|---|
//! | `Easy` | 24 | 100 / 50 / 30 ms | one move in five at random |
//! | `Normal` | 400 | 500 / 250 / 150 ms | |
//! | `Strong` | [`STRONG_ITERATIONS`] | 1000 / 500 / 300 ms | |
//!
//! A search holds its tree only while it runs: about 90 to 180 bytes per node (one node per
//! iteration, at most [`MAX_NODES`]), so a few megabytes for a second of thinking, plus one
//! sampled state at a time.
//!
//! # What each game provides
//!
//! Each game implements [`Determinize`] in its own `bot.rs` (see there for the details):
//! Quinox hides only its bag's order, Equilibrix only the order of the project piles below
//! their top cards; 8-quilibrium, Equation Hi-Lo and Relinquish deal the unseen cards again
//! into other hands, the deck and face-down places, and redraw other players' secret picks.
//! Games add a cheap playout policy, and the long ones cut playouts short and judge the
//! position (Quinox, Relinquish, Equilibrix after a number of steps, Equation Hi-Lo when the
//! round is settled).
//!
//! # How strong
//!
//! [`arena`] plays bots against each other (a random player, the easy bot, the strong bot with a
//! tenth of its budget) and reports scores with confidence intervals; `tabula arena` runs it
//! for every game and BENCHMARKS.md records the figures.

pub mod arena;
pub mod budget;
pub mod determinize;
pub mod recall;
pub mod search;

pub use budget::{Budget, Level, STRONG_ITERATIONS};
pub use determinize::{pick_weighted, rewards, rewards_from_scores, Determinize, SearchRng};
pub use recall::Recall;
pub use search::{choose, decide, policy_action, Decision, SearchStats, MAX_NODES};
