//! Deadline defaults: what is played for a seat that did not answer in time.
//!
//! - Betting: check if possible, else fold (HL-2).
//! - The × choice: give up the − (HL-4).
//! - The declaration: High, with the first valid arrangement in deal order (HL-5); a hand with
//!   no valid equation at all hands in "no equation".

use super::actions::{Action, Declaration};
use super::betting::can_check;
use super::equation::Op;
use super::solver::default_arrangement;
use super::state::{Phase, State};
use game_kit::game::Seat;

pub fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
    state.check_shape().ok()?;
    if !state.live(seat) {
        return None;
    }
    match &state.phase {
        Phase::Discarding { .. } if state.hand(seat)?.pending_times => {
            Some(Action::Discard { op: Op::Sub })
        }
        Phase::Betting { to_act, .. } if *to_act == seat => Some(if can_check(state, seat) {
            Action::Check
        } else {
            Action::Fold
        }),
        Phase::Declaring if state.submissions[seat].is_none() => {
            let declaration = match default_arrangement(state.hand(seat)?) {
                Some(equation) => Declaration::High { equation },
                None => Declaration::NoEquation,
            };
            Some(Action::Declare { declaration })
        }
        _ => None,
    }
}
