//! Market maintenance (section 8): refill after an accepted Market Give, a rejected card coming
//! back, and bottoming after a rejected deck card (EQ-1).
//!
//! Slots are kept stable: a card taken from slot `i` is refilled or returned into slot `i`, so
//! the row does not shuffle under players' eyes.

use super::events::Event;
use super::state::{State, MARKET_SIZE};
use crate::cards::Card;
use crate::engine::Seat;

/// After an accepted Market Give: the top card of the deck fills the emptied slot. The deck cannot
/// be empty here (hands hold at most 48 of the 52 cards), but an empty deck would simply leave
/// the slot empty rather than fail.
pub fn refill(state: &mut State, slot: usize, events: &mut Vec<Event>) {
    if state.market.len() >= MARKET_SIZE {
        return;
    }
    if let Some(card) = state.deck.pop() {
        let slot = slot.min(state.market.len());
        state.market.insert(slot, card);
        events.push(Event::Refilled { slot, card });
    }
}

/// A rejected Market card goes back to the slot it came from; the Market is 4 again and
/// nothing is bottomed (section 8).
pub fn return_card(state: &mut State, slot: usize, card: Card) {
    let slot = slot.min(state.market.len());
    state.market.insert(slot, card);
}

/// A rejected deck card joins the Market as a fifth card (EQ-1). Returns whether the Market now
/// needs bottoming.
pub fn add_rejected(state: &mut State, card: Card) -> bool {
    state.market.push(card);
    state.market.len() > MARKET_SIZE
}

/// Moves the Market card in `slot` to the bottom of the deck. The caller has checked the slot.
pub fn bottom(state: &mut State, seat: Seat, slot: usize, events: &mut Vec<Event>) {
    if slot < state.market.len() {
        let card = state.market.remove(slot);
        state.deck.insert(0, card);
        events.push(Event::Bottomed { seat, card });
    }
}
