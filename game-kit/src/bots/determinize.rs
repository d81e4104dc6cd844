//! What a game provides so the shared search can play it.

use crate::game::{Game, Ranking, Seat};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The random number generator of the search (and of the states it samples).
pub type SearchRng = ChaCha8Rng;

/// A game the bots can play.
///
/// The search never looks at the true state directly: it only searches states returned by
/// [`Determinize::determinize`], which must be a function of what `seat` may know. That is
/// what makes the bots fair by construction, and what `rules/registry/tests/bots.rs` checks for every
/// game (two true states with the same view give the same sample for the same random draws).
pub trait Determinize: Game {
    /// What a seat remembers of the public history: facts its current view no longer shows
    /// (in 8-quilibrium, which cards went into which hand). Built only from events as redacted
    /// for the seat (see [`super::Recall`]); `()` for games whose view says it all.
    type Memory: Clone + std::fmt::Debug + Default + Send + Sync;

    /// Whether [`Determinize::Memory`] holds anything. A table rebuilds a bot seat's
    /// [`super::Recall`] by replaying the game's log only for a game that remembers; the
    /// others search from the state alone ([`super::choose`]). `rules/registry/tests/bots.rs` checks
    /// that it agrees with the memory's type.
    const REMEMBERS: bool = false;

    /// Adds `event`, as `seat` saw it (already redacted for `seat`), to `memory`.
    fn remember(memory: &mut Self::Memory, seat: Seat, event: &Self::Event) {
        let _ = (memory, seat, event);
    }

    /// A full state that `seat` cannot tell apart from `state`: everything `seat` sees (its
    /// view), everything the table saw happen (public history kept in the state) and what
    /// `memory` says are kept; everything else (other hands, deck and bag order, face-down
    /// cards, other players' secret picks, the state's own RNG) is replaced by a random
    /// assignment consistent with it.
    ///
    /// The result must depend on `state` only through that knowledge: hidden collections are
    /// put in a canonical order (sorted) before they are shuffled with `rng`, and the state's
    /// RNG is reseeded from `rng`, so that two states with the same view give the same sample
    /// for the same `memory` and `rng`. A memory that history made stale (a card it places in
    /// a hand is visible elsewhere) must never make the sample contradict the view.
    fn determinize(
        state: &Self::State,
        seat: Seat,
        memory: &Self::Memory,
        rng: &mut SearchRng,
    ) -> Self::State;

    /// The actions the search considers for `seat`; [`Game::legal`] unless a game has a better
    /// list (every one must be accepted by [`Game::apply`]).
    fn candidates(state: &Self::State, seat: Seat) -> Vec<Self::Action> {
        Self::legal(state, seat)
    }

    /// The playout policy: which of `actions` (the [`Determinize::candidates`], never empty)
    /// `seat` plays in a simulated game. Uniform by default; a cheap heuristic that plays
    /// better than random makes the search's estimates much sharper.
    fn playout_action(
        state: &Self::State,
        seat: Seat,
        actions: &[Self::Action],
        rng: &mut SearchRng,
    ) -> usize {
        let _ = (state, seat);
        rng.gen_range(0..actions.len())
    }

    /// How good an unfinished state looks for each seat, each value in `0.0..=1.0` (1 = sure
    /// to come first), for playouts cut off after [`Determinize::PLAYOUT_DEPTH`] steps. `None`
    /// counts every seat as even.
    fn evaluate(state: &Self::State) -> Option<Vec<f64>> {
        let _ = state;
        None
    }

    /// A number that changes when a playout has gone far enough to be judged by
    /// [`Determinize::evaluate`] (the round, in a game of rounds). Constant by default.
    fn epoch(state: &Self::State) -> u64 {
        let _ = state;
        0
    }

    /// Steps a playout takes before it stops and asks [`Determinize::evaluate`]. Games that
    /// always end quickly under random play keep the default (effectively unlimited).
    const PLAYOUT_DEPTH: usize = 5_000;

    /// Every variant and table size the bots are checked on ([`super::arena::checks`]:
    /// they finish games alone, fairly and deterministically), as (options, players); the
    /// first is the one the determinism check uses. A run samples the list but always keeps
    /// every table size in it. The default options at every player count by default; a game
    /// with variants lists them, and a long game lists short settings (the checks play many
    /// games in a debug build).
    fn variants() -> Vec<(Self::Options, usize)> {
        (Self::PLAYERS.0..=Self::PLAYERS.1)
            .map(|players| (Self::Options::default(), players))
            .collect()
    }

    /// Changes `state` only where `seat` cannot see (shuffles other hands and hidden piles,
    /// reseeds the state's own RNG), for the fairness check: a bot must decide the
    /// same on both states. Written by the check's side, not by [`Determinize::determinize`],
    /// so a resample that forgets something is still caught. Nothing by default, for a game
    /// whose [`Determinize::determinize`] already varies everything hidden.
    fn rehide(state: &mut Self::State, seat: Seat, rng: &mut SearchRng) {
        let _ = (state, seat, rng);
    }
}

/// An index drawn with probability proportional to `weights` (uniform if they are all zero);
/// the usual shape of a playout policy: weigh the moves by a quick judgement, keep some chance
/// for every move.
pub fn pick_weighted(weights: &[f64], rng: &mut SearchRng) -> usize {
    let total: f64 = weights.iter().map(|w| w.max(0.0)).sum();
    if weights.is_empty() || total <= 0.0 || total.is_nan() {
        return rng.gen_range(0..weights.len().max(1));
    }
    let mut x = rng.gen_range(0.0..total);
    for (i, w) in weights.iter().enumerate() {
        let w = w.max(0.0);
        if x < w {
            return i;
        }
        x -= w;
    }
    weights.len() - 1
}

/// Rewards in `0.0..=1.0` per seat from a final ranking: the share of the seats of other teams
/// that a seat's team finished ahead of, ties counting half. In a two-player game that is 1
/// for a win, 0.5 for a draw and 0 for a loss; in a team game every member of the winning team
/// gets 1.
pub fn rewards(ranking: &Ranking) -> Vec<f64> {
    let n = ranking.place.len();
    (0..n)
        .map(|s| {
            let mut score = 0.0;
            let mut others = 0usize;
            for t in 0..n {
                if ranking.team.get(t) == ranking.team.get(s) {
                    continue;
                }
                others += 1;
                score += match ranking.place[s].cmp(&ranking.place[t]) {
                    std::cmp::Ordering::Less => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Greater => 0.0,
                };
            }
            if others == 0 {
                0.5
            } else {
                score / others as f64
            }
        })
        .collect()
}

/// Rewards from scores where more is better (the shape [`Determinize::evaluate`] returns):
/// for each other seat, a logistic of the score difference over `scale` (the lead that makes a
/// win about three times as likely as a loss), averaged. A small scale trusts any lead, a large
/// one calls close positions even.
pub fn rewards_from_scores(scores: &[f64], scale: f64) -> Vec<f64> {
    let n = scores.len();
    if n < 2 {
        return vec![0.5; n];
    }
    let scale = scale.max(1e-9);
    (0..n)
        .map(|s| {
            let sum: f64 = (0..n)
                .filter(|&t| t != s)
                .map(|t| 1.0 / (1.0 + (-(scores[s] - scores[t]) * 1.1 / scale).exp()))
                .sum();
            sum / (n - 1) as f64
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewards_follow_places_and_teams() {
        let r = rewards(&Ranking::by_keys(vec![3, 1], &[3, 1]));
        assert_eq!(r, vec![1.0, 0.0]);
        let r = rewards(&Ranking::by_keys(vec![1, 1, 0], &[1, 1, 0]));
        assert_eq!(r, vec![0.75, 0.75, 0.0]);
        let teams = Ranking {
            place: vec![1, 2, 1, 2],
            score: vec![0; 4],
            team: vec![0, 1, 0, 1],
        };
        assert_eq!(rewards(&teams), vec![1.0, 0.0, 1.0, 0.0]);
        let r = rewards_from_scores(&[2.0, 1.0], 1.0);
        assert!(
            (r[0] - 0.75).abs() < 0.01 && (r[0] + r[1] - 1.0).abs() < 1e-9,
            "{r:?}"
        );
    }
}
