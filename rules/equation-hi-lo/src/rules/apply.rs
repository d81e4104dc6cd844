//! Validating and applying one action.
//!
//! The action is applied to a copy of the state, which replaces the original only on success:
//! an `Err` leaves the state exactly as it was (the engine contract), however deep in a round's
//! cascade (deal, showdown, next round) the problem would be found.

use super::actions::{Action, Declaration};
use super::betting;
use super::equation::Op;
use super::events::Event;
use super::last::LastMove;
use super::round;
use super::solver::default_arrangement;
use super::state::{Phase, State};
use super::validate::check;
use crate::words::WORDS;
use game_kit::game::{RuleError, Seat};

pub fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    if seat >= state.players() {
        return Err(RuleError::new(format!(
            "There is no seat {seat} at this table"
        )));
    }
    state.check_shape()?;
    let mut next = state.clone();
    let mut events = Vec::new();
    let round = state.round;
    step(&mut next, seat, action, &mut events)?;
    if let Some(last) = LastMove::of(&events, round) {
        next.last = Some(last);
    }
    *state = next;
    Ok(events)
}

fn step(
    state: &mut State,
    seat: Seat,
    action: Action,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.in_round(seat) && state.phase != Phase::GameOver {
        return Err(RuleError::new(WORDS.say("hl-out-of-chips")));
    }
    match state.phase.clone() {
        Phase::GameOver => Err(RuleError::new(WORDS.say("hl-game-over"))),
        Phase::Discarding { street } => {
            let Action::Discard { op } = action else {
                return Err(RuleError::new(WORDS.say("hl-wait-times")));
            };
            discard(state, seat, op, events)?;
            round::after_discard(state, street, events)
        }
        Phase::Betting { street, to_act } => {
            if seat != to_act {
                return Err(RuleError::new(WORDS.say(if state.live(seat) {
                    "hl-not-your-turn"
                } else {
                    "hl-folded"
                })));
            }
            betting::act(state, seat, street, action, events)
        }
        Phase::Declaring => {
            let Action::Declare { declaration } = action else {
                return Err(RuleError::new(WORDS.say("hl-betting-over")));
            };
            declare(state, seat, declaration, events)?;
            if state
                .live_seats()
                .iter()
                .all(|&s| state.submissions[s].is_some())
            {
                round::showdown(state, events)?;
            }
            Ok(())
        }
    }
}

/// HL-4: the drawn × replaces the player's + or −.
fn discard(
    state: &mut State,
    seat: Seat,
    op: Op,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.live(seat) {
        return Err(RuleError::new(WORDS.say("hl-folded")));
    }
    if !matches!(op, Op::Add | Op::Sub) {
        return Err(RuleError::new(WORDS.say("hl-times-replaces")));
    }
    let Some(Some(hand)) = state.hands.get_mut(seat) else {
        return Err(RuleError::new(WORDS.say("hl-no-hand")));
    };
    if !hand.pending_times {
        return Err(RuleError::new(WORDS.say("hl-no-times-choice")));
    }
    hand.take_times(op);
    events.push(Event::Discarded { seat, op: Some(op) });
    Ok(())
}

/// HL-5 / HL-6: a live player's one secret submission, checked against their cards (and, for a
/// Swing, two different arrangements, section 7).
fn declare(
    state: &mut State,
    seat: Seat,
    declaration: Declaration,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.live(seat) {
        return Err(RuleError::new(WORDS.say("hl-folded")));
    }
    if state.submissions[seat].is_some() {
        return Err(RuleError::new(WORDS.say("hl-already-handed-in")));
    }
    let Some(hand) = state.hand(seat) else {
        return Err(RuleError::new(WORDS.say("hl-no-hand")));
    };
    let holding = hand.holding();
    match &declaration {
        Declaration::Low { equation } | Declaration::High { equation } => {
            check(equation, &holding)?;
        }
        Declaration::Swing { low, high } => {
            let side = |key: &str, e: RuleError| {
                RuleError::new(WORDS.say_with(key, &[("error", e.0.as_str().into())]))
            };
            check(low, &holding).map_err(|e| side("hl-swing-low-error", e))?;
            check(high, &holding).map_err(|e| side("hl-swing-high-error", e))?;
            // Section 7: the two equations are the same cards arranged differently. Parsed
            // equations are compared, so other spellings or spacing do not make a difference.
            if low == high {
                return Err(RuleError::new(WORDS.say_with(
                    "hl-swing-same",
                    &[("equation", low.to_string().as_str().into())],
                )));
            }
        }
        Declaration::NoEquation => {
            if default_arrangement(hand).is_some() {
                return Err(RuleError::new(WORDS.say("hl-must-declare")));
            }
        }
    }
    state.submissions[seat] = Some(declaration.clone());
    events.push(Event::Submitted {
        seat,
        declaration: Some(declaration),
    });
    Ok(())
}
