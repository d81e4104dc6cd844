//! Deadline defaults (EX-K4, EX-K6, EX-G5, EX-G7):
//!
//! - the turn: end it, declining the positional actions left and doing only the obligatory
//!   development (no new relations, no reports);
//! - charity: not called;
//! - a tax: the payer's oldest stone on the board, one per step.

use super::actions::Action;
use super::scoring::oldest_stone;
use super::state::State;
use crate::engine::Seat;

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
