//! Fog of War (14.D): the Market lies face down in four fixed slots, cards are revealed only as
//! they leave, and a token buys a peek at up to two slots (EQ-9).
//!
//! Face states live in [`FogState::face_down`]; the maintenance that flips them is in
//! `market.rs` (refill, return, bottoming, swaps). Who has looked at which face-down card is in
//! `State::seen`, so a peek stays visible to the peeker, and to nobody else, for as long as the
//! card stays where it was seen.
//!
//! What a Give from a face-down slot looks like is our reading of 14.D.2: the card is revealed
//! to the table only when it leaves the Market for good (accepted), so while its target decides
//! only the target sees it, as the player it is handed to; rejected, it goes back face down
//! and the target remembers it.

use super::checks::{check_token, no_such_slot};
use super::events::Event;
pub use super::state::FogState;
use super::state::State;
use game_kit::game::{RuleError, Seat};

/// Most slots one peek may look at (14.D.3).
pub const PEEK_SLOTS: usize = 2;

/// The face-down slots of the Market now.
pub fn face_down_slots(state: &State) -> Vec<usize> {
    state
        .occupied_slots()
        .filter(|&i| state.market_card(i).is_some_and(|c| state.is_face_down(c)))
        .collect()
}

/// Every peek `seat` could make now: one or two face-down slots, in slot order.
pub fn peek_choices(state: &State, seat: Seat) -> Vec<Vec<usize>> {
    if !can_peek(state, seat) {
        return Vec::new();
    }
    let slots = face_down_slots(state);
    let mut out: Vec<Vec<usize>> = slots.iter().map(|&s| vec![s]).collect();
    for (i, &a) in slots.iter().enumerate() {
        out.extend(slots[i + 1..].iter().map(|&b| vec![a, b]));
    }
    out
}

/// A peek is possible at the start of a turn, once, with a token and a face-down slot.
pub fn can_peek(state: &State, seat: Seat) -> bool {
    state.options.fog_of_war
        && !state.this_turn.peeked
        && state.tokens_of(seat) > 0
        && !face_down_slots(state).is_empty()
}

/// Peek (14.D.3): spend a token and look at the chosen face-down slots. The turn goes on and no
/// reaction window opens; only the peeker learns the cards (EQ-9).
pub fn peek(
    state: &mut State,
    seat: Seat,
    slots: &[usize],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.options.fog_of_war {
        return Err(RuleError::new(crate::words::say("eq-error-no-fog")));
    }
    if state.this_turn.peeked {
        return Err(RuleError::new(crate::words::say(
            "eq-error-already-peeked-turn",
        )));
    }
    check_token(state, seat)?;
    if slots.is_empty() || slots.len() > PEEK_SLOTS {
        return Err(RuleError::new(crate::words::say(
            "eq-error-peek-looks-one-two",
        )));
    }
    if slots.len() == 2 && slots[0] >= slots[1] {
        return Err(RuleError::new(crate::words::say(
            "eq-error-pick-two-different-slots",
        )));
    }
    let mut cards = Vec::with_capacity(slots.len());
    for &slot in slots {
        let Some(card) = state.market_card(slot) else {
            return Err(no_such_slot());
        };
        if !state.is_face_down(card) {
            return Err(RuleError::new(crate::words::say_with(
                "eq-error-slot-face-up",
                &[("slot", (slot + 1).into())],
            )));
        }
        cards.push(card);
    }
    state.tokens[seat] -= 1;
    state.this_turn.peeked = true;
    for &card in &cards {
        state.note_seen(seat, card);
    }
    events.push(Event::Peeked {
        seat,
        slots: slots.to_vec(),
        cards: cards.into_iter().map(Some).collect(),
    });
    Ok(())
}
