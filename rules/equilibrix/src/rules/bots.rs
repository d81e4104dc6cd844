//! What the bots need from Equilibrix Project (see [`game_kit::bots`]).
//!
//! Equilibrix has no secrets in play; the one hidden thing is the order of each project pile
//! below its visible top card (see [`super::view`]). Each pile holds every card of its size
//! but the commissioned one, and a shape names its card and side (every shape is on one card
//! only), so the cards below the top are known as a set: a sample orders them at random with
//! random sides up (EX-K3; cards put back under a pile are turned over, but the view does not
//! say which, so a sample does not rely on it). The engine draws nothing at random after the
//! deal.
//!
//! Games last dozens of rounds, so playouts stop after [`Determinize::PLAYOUT_DEPTH`] steps and
//! the position is judged by the spiral (EX-K1, EX-K2): the race to the centre decides the game.

use super::options::Options;
use super::projects::Card;
use super::state::State;
use super::{Action, Equilibrix};
use game_kit::bots::{pick_weighted, rewards_from_scores, Determinize, SearchRng};
use game_kit::game::{Game, Seat};
use rand::seq::SliceRandom;
use rand::Rng;

impl Determinize for Equilibrix {
    type Memory = ();

    fn determinize(state: &State, _seat: Seat, _: &(), rng: &mut SearchRng) -> State {
        let mut s = state.clone();
        for pile in &mut s.piles {
            if pile.rest.len() > 1 {
                let mut below: Vec<u8> = pile.rest.iter().skip(1).map(|c| c.card).collect();
                below.sort();
                below.shuffle(rng);
                pile.rest.truncate(1);
                pile.rest.extend(below.into_iter().map(|card| Card {
                    card,
                    side: rng.gen_range(0..2),
                }));
            }
        }
        s
    }

    /// Every legal action but `Back`: dropping a chosen use or undoing a move (EX-G9) only
    /// leads back to a choice the search already weighs, and a search that saw no harm in it
    /// could go back and forth.
    fn candidates(state: &State, seat: Seat) -> Vec<Action> {
        let all = Self::legal(state, seat);
        if all.iter().all(|a| *a == Action::Back) {
            return all;
        }
        all.into_iter().filter(|a| *a != Action::Back).collect()
    }

    /// Reports whenever it can (projects move the spiral most, EX-K3), places stones rather
    /// than passing, and seldom drops a choice or ends a turn early.
    fn playout_action(_: &State, _: Seat, actions: &[Action], rng: &mut SearchRng) -> usize {
        let weights: Vec<f64> = actions
            .iter()
            .map(|a| match a {
                Action::Report { .. } => 20.0,
                Action::Choose { how } if how.places() => 2.0,
                Action::Stone { .. } => 1.5,
                Action::Skip | Action::EndTurn => 0.3,
                _ => 1.0,
            })
            .collect();
        pick_weighted(&weights, rng)
    }

    fn evaluate(state: &State) -> Option<Vec<f64>> {
        let scores: Vec<f64> = state.spiral.iter().map(|p| f64::from(p.key())).collect();
        Some(rewards_from_scores(&scores, 6.0))
    }

    const PLAYOUT_DEPTH: usize = 80;

    /// Every table size, at three turns each so the checks' many games stay short.
    fn variants() -> Vec<(Options, usize)> {
        (Self::PLAYERS.0..=Self::PLAYERS.1)
            .map(|players| (Options::rounds(3), players))
            .collect()
    }
}
