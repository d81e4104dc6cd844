//! Deadline defaults (EX-K4, EX-K6, EX-G5, EX-G7):
//!
//! - the turn: end it, declining the positional actions left and doing only the obligatory
//!   development (no new relations, no reports);
//! - charity: not called;
//! - a tax: the payer's oldest stone on the board, one per step.
//!
//! One missed deadline answers exactly one prompt: the charity question and the stones of one
//! tax are one prompt, and the next tax (even of the same seat) is a prompt of its own with its
//! own deadline ([`continues_timeout`]).

use super::actions::Action;
use super::scoring::oldest_stone;
use super::state::State;
use game_kit::game::Seat;

pub fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
    state.check_shape().ok()?;
    if state.is_over() {
        return None;
    }
    if let Some(tax) = state.taxes.front() {
        return match tax.payer {
            None if tax.mover == seat => Some(Action::Charity { call: false }),
            Some(p) if p == seat => Some(Action::PayTax {
                field: oldest_stone(state, seat)?,
            }),
            _ => None,
        };
    }
    (seat == state.turn.seat).then_some(Action::EndTurn)
}

/// Whether `seat`'s decision now continues the prompt it just answered by a timeout: only the
/// rest of a tax already begun (the stones after the charity question or the first stone).
pub fn continues_timeout(state: &State, seat: Seat) -> bool {
    state
        .taxes
        .front()
        .is_some_and(|t| t.begun && t.payer == Some(seat))
}
