//! Setting up (RQ-2, RQ-23): shuffle the 78 cards, deal 13 to each player, flip one card per
//! player for the first turn (Tarot > Court > Common, then the higher number or rank; only the
//! players tied for the best card flip again; suits never break a tie), exile the flips, and
//! make the scry pile of the rest. A short game keeps 16 cards in it and sets the others aside.

use super::arise::arise;
use super::cards::{Card, Kind};
use super::options::{Options, SHORT_SCRY_PILE};
use super::state::State;
use game_kit::game::{RuleError, Seat};
use rand::seq::SliceRandom;

/// Cards dealt to each player.
pub const HAND: usize = 13;

/// How a flipped card ranks for the first turn (RQ-2): type first, then number or rank.
pub fn flip_key(card: Card) -> (Kind, i32) {
    let n = match card {
        Card::Common { value, .. } => i32::from(value),
        Card::Court { rank, .. } => rank.strength(),
        Card::Tarot(n) => i32::from(n),
    };
    (card.kind(), n)
}

pub fn setup(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
    options.validate(players)?;
    let mut state = State::blank(options, players, seed);
    let mut deck = super::cards::full_deck();
    deck.shuffle(&mut state.rng);
    for hand in &mut state.hands {
        let at = deck.len().saturating_sub(HAND);
        *hand = deck.split_off(at);
        hand.sort();
    }
    state.active = first_player(&mut state, &mut deck);
    if options.short && deck.len() > SHORT_SCRY_PILE {
        let keep = deck.split_off(deck.len() - SHORT_SCRY_PILE);
        state.set_aside = std::mem::replace(&mut deck, keep);
    }
    state.scry_pile = deck;
    arise(&mut state, &mut Vec::new());
    Ok(state)
}

/// Flips for the first turn from the top of `deck` until one seat holds the best card. The
/// flips go to the exile pile and are recorded in `state.flips`.
fn first_player(state: &mut State, deck: &mut Vec<Card>) -> Seat {
    let mut tied: Vec<Seat> = (0..state.players()).collect();
    while tied.len() > 1 {
        let mut round = Vec::new();
        for &seat in &tied {
            // 78 - 52 leaves at least 26 cards; a deck this short is impossible, but ending
            // the flips then is better than looping.
            let Some(card) = deck.pop() else {
                return tied[0];
            };
            state.exile.push(card);
            round.push((seat, card));
        }
        let best = round.iter().map(|&(_, c)| flip_key(c)).max();
        tied = round
            .iter()
            .filter(|&&(_, c)| Some(flip_key(c)) == best)
            .map(|&(s, _)| s)
            .collect();
        state.flips.push(round);
    }
    tied.first().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_conserves_and_the_best_flip_starts() {
        for seed in 0..200 {
            for players in 2..=4 {
                let options = Options {
                    short: seed % 2 == 0,
                    ..Options::default()
                };
                let s = setup(&options, players, seed).unwrap();
                let mut all = s.all_cards();
                all.sort();
                all.dedup();
                assert_eq!(all.len(), 78);
                assert!(s.hands.iter().all(|h| h.len() == HAND));
                let last = s.flips.last().unwrap();
                let winner = last.iter().max_by_key(|(_, c)| flip_key(*c)).unwrap();
                assert_eq!(winner.0, s.active);
                assert_eq!(
                    last.iter()
                        .filter(|(_, c)| flip_key(*c) == flip_key(winner.1))
                        .count(),
                    1
                );
                if options.short {
                    assert_eq!(s.scry_pile.len(), SHORT_SCRY_PILE);
                }
                let flipped: usize = s.flips.iter().map(Vec::len).sum();
                assert_eq!(s.exile.len(), flipped);
            }
        }
    }
}
