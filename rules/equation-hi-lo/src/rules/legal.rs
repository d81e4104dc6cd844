//! Enumerating the legal actions of a seat. Must agree with `apply` (a property test checks
//! that every listed action is accepted).
//!
//! The declaration is the one large space: every arrangement of the cards on each side, and
//! pairs of them for a Swing. `legal` lists one representative per declaration (the HL-5
//! arrangement for Low and High; for a Swing, which needs two different arrangements, that one
//! as High and [`swing_low_arrangement`] as Low); `apply` validates any other equation, and
//! [`super::solver::arrangements`] enumerates them all.

use super::actions::{Action, Declaration};
use super::betting::{bet_range, can_check};
use super::equation::Op;
use super::solver::{default_arrangement, swing_low_arrangement};
use super::state::{Phase, State};
use game_kit::game::Seat;

pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    if seat >= state.players() || state.check_shape().is_err() || !state.live(seat) {
        return Vec::new();
    }
    match &state.phase {
        Phase::Discarding { .. } if state.hand(seat).is_some_and(|h| h.pending_times) => vec![
            Action::Discard { op: Op::Add },
            Action::Discard { op: Op::Sub },
        ],
        Phase::Betting { to_act, .. } if *to_act == seat => {
            let mut v = vec![if can_check(state, seat) {
                Action::Check
            } else {
                Action::Call
            }];
            if let Some((low, high)) = bet_range(state, seat) {
                v.extend((low..=high).map(|to| Action::Bet { to }));
            }
            v.push(Action::Fold);
            v
        }
        Phase::Declaring if state.submissions[seat].is_none() => {
            let Some(hand) = state.hand(seat) else {
                return Vec::new();
            };
            let Some(equation) = default_arrangement(hand) else {
                return vec![Action::Declare {
                    declaration: Declaration::NoEquation,
                }];
            };
            let mut v = vec![
                Action::Declare {
                    declaration: Declaration::Low {
                        equation: equation.clone(),
                    },
                },
                Action::Declare {
                    declaration: Declaration::High {
                        equation: equation.clone(),
                    },
                },
            ];
            // A Swing needs a second, different arrangement (section 7).
            if let Some(low) = swing_low_arrangement(hand) {
                v.push(Action::Declare {
                    declaration: Declaration::Swing {
                        low,
                        high: equation,
                    },
                });
            }
            v
        }
        _ => Vec::new(),
    }
}
