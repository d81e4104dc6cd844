//! Market maintenance (section 8): refill after an accepted Market Give, a rejected card coming
//! back, bottoming after a rejected deck card (EQ-1), swaps; with Fog of War's face states
//! (14.D.2) when that variant is on.
//!
//! The Market is four fixed slots (section 8, 14.D.1, EQ-9): a card keeps its slot for as long as
//! it stays, a card taken from slot `i` leaves `i` empty until it is refilled or the card comes
//! back, and a rejected deck card that made the Market 5 moves into the slot that bottoming
//! freed. So a slot number in the log always names the same place on the board. Under Fog,
//! whether a card is face down is a property of the card while it is in the Market
//! ([`super::state::FogState::face_down`]), so it survives a Give that is rejected back
//! ("preserve state on return").
//!
//! The Market knows nothing of the other rules: it sits just above the plain data, and what it
//! needs of Open Stock Economy (which card is the Stock) its caller passes in.

use super::events::Event;
use super::state::{State, MARKET_SIZE};
use game_kit::cards::Card;
use game_kit::game::Seat;

/// Takes the card out of `slot` for a Give, leaving the slot empty. The caller has checked that
/// the slot holds a card.
pub fn take(state: &mut State, slot: usize) -> Option<Card> {
    state.market.get_mut(slot).and_then(Option::take)
}

/// After an accepted Market Give: the top card of the deck (the Stock under 14.B) fills the
/// emptied slot, face down under Fog (14.D.2). `stock` is the face-up Stock before the refill
/// (`open_stock::stock`): a card everyone saw there is remembered as seen when it goes face
/// down. Returns whether a card moved; the caller then shows the next Stock at once (14.B.2).
/// The deck cannot be empty here (hands hold at most 48 of the 52 cards), but an empty deck
/// would simply leave the slot empty.
pub fn refill(
    state: &mut State,
    slot: usize,
    stock: Option<Card>,
    events: &mut Vec<Event>,
) -> bool {
    if state.market.get(slot) != Some(&None) && !legacy_gap(state) {
        return false;
    }
    let Some(card) = state.deck.pop() else {
        return false;
    };
    let slot = put(state, slot, card);
    if state.options.fog_of_war {
        state.fog.face_down.push(card);
        if stock == Some(card) {
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
    true
}

/// A rejected Market card goes back to the slot it came from in the face it had; the Market is
/// 4 again and nothing is bottomed (section 8, 14.D.2).
pub fn return_card(state: &mut State, slot: usize, card: Card) {
    put(state, slot, card);
}

/// A state stored before slots were fixed holds the Market's other cards side by side while a
/// Market card is being given (3 entries, no gap).
fn legacy_gap(state: &State) -> bool {
    state.market.len() < MARKET_SIZE
}

/// Puts `card` into the empty `slot`, or, for a stored state without the gap (see
/// [`legacy_gap`]), back between its old neighbours; never loses the card. Returns the slot it
/// now occupies.
fn put(state: &mut State, slot: usize, card: Card) -> usize {
    if state.market.get(slot) == Some(&None) {
        state.market[slot] = Some(card);
        slot
    } else if legacy_gap(state) {
        let slot = slot.min(state.market.len());
        state.market.insert(slot, Some(card));
        slot
    } else {
        // Only reachable in a hand-built state.
        state.market.push(Some(card));
        state.market.len() - 1
    }
}

/// A rejected deck card joins the Market face up, even under Fog (14.D.2). The four slots are
/// full at that moment, so it is a fifth card beside them and the rejector must bottom one
/// card (EQ-1); returns whether that is needed. (Were a slot empty, the card would simply fill
/// it.)
pub fn add_rejected(state: &mut State, card: Card) -> bool {
    state.forget(card);
    if let Some(place) = state.market.iter_mut().find(|place| place.is_none()) {
        *place = Some(card);
        return false;
    }
    state.market.push(Some(card));
    state.market.len() > MARKET_SIZE
}

/// Moves the Market card in `slot` to the bottom of the deck; a face-down card stays unseen
/// (14.D.2). When the Market held 5, the fifth card (the rejected one) takes the freed slot,
/// so every other card stays where it was; bottoming the fifth card itself leaves the four
/// slots as they were. The caller has checked the slot.
pub fn bottom(state: &mut State, seat: Seat, slot: usize, events: &mut Vec<Event>) {
    if state.market_card(slot).is_none() {
        return;
    }
    let card = if state.market.len() > MARKET_SIZE {
        state.market.swap_remove(slot)
    } else {
        state.market[slot].take()
    };
    let Some(card) = card else {
        return;
    };
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
/// enters face-down", 14.D.2). The caller has checked the index and that the slot holds a
/// card.
pub fn swap_in(
    state: &mut State,
    seat: Seat,
    index: usize,
    slot: usize,
    card: Card,
) -> (Card, bool) {
    let took = state.market[slot].replace(card).unwrap_or(card);
    state.hands[seat][index] = took;
    leave(state, took);
    let face_down = state.options.fog_of_war;
    if face_down {
        state.fog.face_down.push(card);
        state.note_seen(seat, card);
    }
    (took, face_down)
}
