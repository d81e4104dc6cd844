//! What the bots need from tic-tac-toe (see [`game_kit::bots`]): everything is public but
//! the other player's coin, so a sample draws that coin again and reseeds the state's RNG (the
//! tosses still to come). The sample depends only on what `seat` sees.

use super::{Coin, State, TicTacToe};
use game_kit::bots::{Determinize, SearchRng};
use game_kit::Seat;
use rand::{Rng, SeedableRng};

impl Determinize for TicTacToe {
    type Memory = ();

    fn determinize(state: &State, seat: Seat, _: &(), rng: &mut SearchRng) -> State {
        let mut sample = state.clone();
        for other in (0..2).filter(|&s| s != seat) {
            sample.coins[other] = Coin::toss(rng);
        }
        sample.rng = SearchRng::seed_from_u64(rng.gen());
        sample
    }
}
