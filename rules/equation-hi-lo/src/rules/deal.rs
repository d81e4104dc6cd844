//! Dealing from the deck (sections 4-5, HL-3): the closed card and the extra card after a
//! special must be numbers; specials met while looking for one are set aside and shuffled back
//! once it is found; a second × for the same player is shuffled back and the position dealt
//! again.

use super::cards::Card;
use super::events::Event;
use super::state::State;
use game_kit::game::{RuleError, Seat};
use rand::seq::SliceRandom;

fn shuffle(state: &mut State) {
    let State { deck, rng, .. } = state;
    deck.shuffle(rng);
}

fn exhausted() -> RuleError {
    // 44 numbers cover 8 players × 4; only a corrupt state gets here.
    RuleError::new("The deck has run out of number cards")
}

/// Takes the first number card from the top. Specials on the way are set aside and, once the
/// number is found, shuffled back into the deck (HL-3).
pub fn draw_number(state: &mut State) -> Result<Card, RuleError> {
    let mut aside = Vec::new();
    let found = loop {
        match state.deck.pop() {
            Some(card) if card.is_number() => break Some(card),
            Some(special) => aside.push(special),
            None => break None,
        }
    };
    let had_aside = !aside.is_empty();
    state.deck.extend(aside);
    if had_aside {
        shuffle(state);
    }
    found.ok_or_else(exhausted)
}

/// Deals one open position to `seat` (section 5) and returns the cards placed face up: a
/// number; or a √ / × followed by its extra number. A × leaves the player a choice to make
/// (HL-4), marked on the hand.
pub fn deal_open(
    state: &mut State,
    seat: Seat,
    events: &mut Vec<Event>,
) -> Result<Vec<Card>, RuleError> {
    // Each retry puts a × back at random, so this ends quickly; the bound only guards against
    // a corrupt deck of nothing but ×.
    for _ in 0..64 {
        let card = state.deck.pop().ok_or_else(exhausted)?;
        let has_times = state.hand(seat).is_some_and(|h| h.has_times());
        match card {
            Card::Number { .. } => return place(state, seat, vec![card]),
            Card::Times(_) if has_times => {
                state.deck.push(card);
                shuffle(state);
                events.push(Event::SecondTimes { seat });
            }
            special => {
                let extra = draw_number(state)?;
                if let (Card::Times(_), Some(Some(hand))) = (special, state.hands.get_mut(seat)) {
                    hand.pending_times = true;
                }
                return place(state, seat, vec![special, extra]);
            }
        }
    }
    let card = draw_number(state)?;
    place(state, seat, vec![card])
}

fn place(state: &mut State, seat: Seat, cards: Vec<Card>) -> Result<Vec<Card>, RuleError> {
    match state.hands.get_mut(seat) {
        Some(Some(hand)) => {
            hand.open.extend(&cards);
            Ok(cards)
        }
        _ => Err(RuleError::new(format!(
            "Seat {seat} has no hand to deal to"
        ))),
    }
}
