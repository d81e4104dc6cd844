//! Market maintenance (section 8): refill after an accepted Market Give, a rejected card coming
//! back, bottoming after a rejected deck card (EQ-1), swaps; with Fog of War's face states
//! (14.D.2) when that variant is on.
//!
//! Slots are kept stable: a card taken from slot `i` is refilled or returned into slot `i`, so
//! the row does not shuffle under players' eyes. Under Fog, whether a card is face down is a
//! property of the card while it is in the Market ([`super::fog::FogState::face_down`]), so it
//! survives a Give that is rejected back ("preserve state on return").

use super::events::Event;
use super::open_stock;
use super::state::{State, MARKET_SIZE};
use crate::cards::Card;
use crate::engine::Seat;

/// After an accepted Market Give: the top card of the deck (the Stock under 14.B) fills the
/// emptied slot, face down under Fog (14.D.2). The deck cannot be empty here (hands hold at
/// most 48 of the 52 cards), but an empty deck would simply leave the slot empty.
pub fn refill(state: &mut State, slot: usize, events: &mut Vec<Event>) {
    if state.market.len() >= MARKET_SIZE {
        return;
    }
    let was_stock = open_stock::stock(state);
    if let Some(card) = open_stock::draw_top(state, events) {
        let slot = slot.min(state.market.len());
        state.market.insert(slot, card);
        if state.options.fog_of_war {
            state.fog.face_down.push(card);
            if was_stock == Some(card) {
                // Everyone saw it as the Stock a moment ago.
                for seat in 0..state.players() {
                    state.note_seen(seat, card);
                }
            }
            events.push(Event::RefilledFaceDown {
                slot,
                card: Some(card),
            });
        } else {
            events.push(Event::Refilled { slot, card });
        }
    }
}

/// A rejected Market card goes back to the slot it came from in the face it had; the Market is
/// 4 again and nothing is bottomed (section 8, 14.D.2).
pub fn return_card(state: &mut State, slot: usize, card: Card) {
    let slot = slot.min(state.market.len());
    state.market.insert(slot, card);
}

/// A rejected deck card joins the Market as a fifth card, face up even under Fog (EQ-1,
/// 14.D.2). Returns whether the Market now needs bottoming.
pub fn add_rejected(state: &mut State, card: Card) -> bool {
    state.market.push(card);
    state.forget(card);
    state.market.len() > MARKET_SIZE
}

/// Moves the Market card in `slot` to the bottom of the deck; a face-down card stays unseen
/// (14.D.2). The caller has checked the slot.
pub fn bottom(state: &mut State, seat: Seat, slot: usize, events: &mut Vec<Event>) {
    if slot >= state.market.len() {
        return;
    }
    let card = state.market.remove(slot);
    state.deck.insert(0, card);
    if state.is_face_down(card) {
        state.fog.face_down.retain(|&c| c != card);
        events.push(Event::BottomedFaceDown {
            seat,
            slot,
            card: Some(card),
        });
    } else {
        events.push(Event::Bottomed { seat, card });
    }
}

/// `card` left the Market (or the deck) for a hand: it is face up for good and nobody's memory
/// of it as a hidden card counts any more.
pub fn leave(state: &mut State, card: Card) {
    state.fog.face_down.retain(|&c| c != card);
    state.forget(card);
}

/// Exchanges `card` from `seat`'s hand (at `index`) with the Market card in `slot`; returns the
/// card taken and whether the one put in lies face down (Fog: "Swap with Market replacement ...
/// enters face-down", 14.D.2). The caller has checked the index and the slot.
pub fn swap_in(
    state: &mut State,
    seat: Seat,
    index: usize,
    slot: usize,
    card: Card,
) -> (Card, bool) {
    let took = state.market[slot];
    state.market[slot] = card;
    state.hands[seat][index] = took;
    leave(state, took);
    let face_down = state.options.fog_of_war;
    if face_down {
        state.fog.face_down.push(card);
        state.note_seen(seat, card);
    }
    (took, face_down)
}
