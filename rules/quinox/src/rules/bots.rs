//! What the bots need from Quinox (see [`game_kit::bots`]).
//!
//! Everything is public but the bag's order: its contents are every tile not on the
//! board, in the pool, in hand or removed. A sample sorts the bag and reseeds the state's RNG,
//! which draws tiles at random from the bag, so the sample depends only on the view.
//!
//! Playouts show the mover's own face, aim actions at the opponent's tiles, and stop after a
//! few turns, when the count as it stands (Q-13, before blue actions) judges the position.

use super::board::Piece;
use super::{Action, Face, Quinox, State};
use game_kit::bots::{pick_weighted, rewards_from_scores, Determinize, SearchRng};
use game_kit::game::{Game, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// +1 for a tile showing `seat`'s face at `at`, -1 for the opponent's, 0 otherwise.
fn owner_sign(state: &State, seat: Seat, at: &super::Hex) -> f64 {
    let mine = state.colours.map(|c| c[seat.min(1)]);
    match state.board.get(at) {
        Some(Piece::Tile { face, .. }) if Some(*face) == mine => 1.0,
        Some(Piece::Tile { .. }) => -1.0,
        _ => 0.0,
    }
}

/// `actions` without `Back`, unless nothing else is left.
fn without_back(actions: Vec<Action>) -> Vec<Action> {
    if actions.iter().all(|a| *a == Action::Back) {
        return actions;
    }
    actions.into_iter().filter(|a| *a != Action::Back).collect()
}

impl Determinize for Quinox {
    type Memory = ();

    fn determinize(state: &State, _seat: Seat, _: &(), rng: &mut SearchRng) -> State {
        let mut s = state.clone();
        s.bag.sort();
        s.rng = SearchRng::seed_from_u64(rng.gen());
        s
    }

    /// Every legal step but `Back` (our ruling 11): undoing a face or tile choice only leads
    /// back to a choice the search already weighs, and a search that saw no harm in it could
    /// go back and forth for ever.
    fn candidates(state: &State, seat: Seat) -> Vec<Action> {
        without_back(Self::legal(state, seat))
    }

    fn playout_action(state: &State, seat: Seat, actions: &[Action], rng: &mut SearchRng) -> usize {
        let mine: Option<Face> = state.colours.map(|c| c[seat.min(1)]);
        let weights: Vec<f64> = actions
            .iter()
            .map(|a| match a {
                Action::Face { face } if Some(*face) == mine => 6.0,
                Action::Face { .. } => 1.0,
                // Most actions flip, move or remove what they pick: better the opponent's.
                Action::Pick { at } => (0.8 * -owner_sign(state, seat, at)).exp(),
                Action::Pattern { tiles } => {
                    let d: f64 = tiles.iter().map(|h| -owner_sign(state, seat, h)).sum();
                    (0.8 * d).exp()
                }
                _ => 1.0,
            })
            .collect();
        pick_weighted(&weights, rng)
    }

    fn evaluate(state: &State) -> Option<Vec<f64>> {
        let scores = state.scores();
        Some(rewards_from_scores(
            &[f64::from(scores[0]), f64::from(scores[1])],
            4.0,
        ))
    }

    const PLAYOUT_DEPTH: usize = 48;

    /// The bag in another order, the state's RNG reseeded.
    fn rehide(state: &mut State, _seat: Seat, rng: &mut SearchRng) {
        state.bag.shuffle(rng);
        state.rng = SearchRng::seed_from_u64(rng.gen());
    }
}
