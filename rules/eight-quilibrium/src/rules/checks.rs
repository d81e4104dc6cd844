//! The checks that moves share: tokens, reaction limits, hand cards, Market slots and seats.
//!
//! They only read the state, so every rules module may use them.

use super::state::State;
use game_kit::cards::Card;
use game_kit::game::{RuleError, Seat};

/// `seat` has a Reject token to spend.
pub fn check_token(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.tokens_of(seat) == 0 {
        Err(RuleError::new(crate::words::say(
            "eq-error-have-reject-tokens-left",
        )))
    } else {
        Ok(())
    }
}

/// Reaction limits of section 7 and EQ-4.
pub fn check_can_react(state: &State, seat: Seat) -> Result<(), RuleError> {
    check_token(state, seat)?;
    if state.reacted.get(seat).copied().unwrap_or(true) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-have-already-reacted-during",
        )));
    }
    Ok(())
}

/// Index of `card` in `seat`'s hand, or an error saying the player does not hold it.
pub fn position(state: &State, seat: Seat, card: Card) -> Result<usize, RuleError> {
    state
        .hands
        .get(seat)
        .and_then(|h| h.iter().position(|&c| c == card))
        .ok_or_else(|| {
            RuleError::new(crate::words::say_with(
                "eq-error-not-holding",
                &[("card", card.to_string().as_str().into())],
            ))
        })
}

/// The refusal for a Market slot that does not exist or holds no card now.
pub fn no_such_slot() -> RuleError {
    RuleError::new(crate::words::say("eq-error-such-market-card-pick"))
}

/// The refusal for a seat that does not exist.
pub fn no_such_seat(seat: Seat) -> RuleError {
    RuleError::new(crate::words::say_with(
        "eq-error-no-seat",
        &[("seat", seat.into())],
    ))
}
