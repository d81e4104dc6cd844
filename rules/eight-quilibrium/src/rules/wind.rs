//! Wind of Change (14.C, EQ-8): once per round, right after their action has fully resolved,
//! the active player may spend a token to make everyone pass one secretly chosen card to the
//! neighbour in the direction they name. The previous round's caller may not call it.
//!
//! It is not a Give or a Swap: no reaction window, no reaction limits. Hand sizes do not change,
//! and each player learns only the card they gave and the card they received.
//!
//! The turn flow asks [`may_call`] when an action has resolved; declining the Wind, or the last
//! pick, ends the turn, which `apply` does.

use super::checks::{check_token, position};
use super::events::Event;
pub use super::state::{receiver, WindState};
use super::state::{Phase, State};
use game_kit::cards::Card;
use game_kit::game::{RuleError, Seat};

/// Whether `seat` may call the Wind now that its action has resolved.
pub fn may_call(state: &State, seat: Seat) -> bool {
    state.options.wind_of_change
        && state.wind.called_by.is_none()
        && state.wind.previous_caller != Some(seat)
        && state.tokens_of(seat) > 0
}

/// Why `seat` may not call the Wind, for a refusal.
fn refusal(state: &State, seat: Seat) -> RuleError {
    if !state.options.wind_of_change {
        RuleError::new(crate::words::say("eq-error-no-wind-variant"))
    } else if state.wind.called_by.is_some() {
        RuleError::new(crate::words::say("eq-error-wind-change-was-already"))
    } else if state.wind.previous_caller == Some(seat) {
        RuleError::new(crate::words::say("eq-error-called-wind-last-round"))
    } else {
        RuleError::new(crate::words::say("eq-error-have-reject-tokens-left"))
    }
}

/// Calls the Wind: spend a token, name the direction, and everyone picks a card.
pub fn call(
    state: &mut State,
    seat: Seat,
    clockwise: bool,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_token(state, seat)?;
    if !may_call(state, seat) {
        return Err(refusal(state, seat));
    }
    state.tokens[seat] -= 1;
    state.wind.called_by = Some(seat);
    events.push(Event::WindCalled { seat, clockwise });
    state.phase = Phase::WindPass {
        clockwise,
        picks: vec![None; state.players()],
    };
    Ok(())
}

/// `seat` picks the card to pass. When the last pick is in, all cards move at once; returns
/// whether they did, after which the caller ends the turn.
pub fn pick(
    state: &mut State,
    seat: Seat,
    card: Card,
    events: &mut Vec<Event>,
) -> Result<bool, RuleError> {
    let Phase::WindPass { clockwise, picks } = state.phase.clone() else {
        return Err(RuleError::new(crate::words::say(
            "eq-error-wind-change-not-blowing",
        )));
    };
    match picks.get(seat) {
        Some(None) => {}
        Some(Some(_)) => {
            return Err(RuleError::new(crate::words::say(
                "eq-error-already-picked-card",
            )))
        }
        None => {
            return Err(RuleError::new(crate::words::say_with(
                "eq-error-no-seat",
                &[("seat", seat.into())],
            )))
        }
    }
    position(state, seat, card)?;
    let mut picks = picks;
    picks[seat] = Some(card);
    events.push(Event::WindPicked { seat });
    if picks.iter().any(Option::is_none) {
        state.phase = Phase::WindPass { clockwise, picks };
        return Ok(false);
    }
    blow(state, clockwise, &picks, events);
    Ok(true)
}

/// All chosen cards leave their hands together and each lands with the next player in the
/// called direction (14.C.2 step 3).
fn blow(state: &mut State, clockwise: bool, picks: &[Option<Card>], events: &mut Vec<Event>) {
    let n = state.players();
    for (seat, card) in picks.iter().enumerate() {
        if let (Some(card), Some(hand)) = (card, state.hands.get_mut(seat)) {
            hand.retain(|c| c != card);
        }
    }
    for (seat, card) in picks.iter().enumerate() {
        let to = receiver(seat, clockwise, n);
        if let (Some(card), Some(hand)) = (card, state.hands.get_mut(to)) {
            hand.push(*card);
        }
    }
    events.push(Event::WindPassed {
        clockwise,
        passes: picks.to_vec(),
    });
}
