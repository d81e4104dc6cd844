//! Deadline defaults: what is played for a seat that did not answer in time. None of them
//! gains the slow player anything, and none reveals a secret.
//!
//! - The turn: end it without Fortifying, dropping any choice in progress (RQ-12).
//! - A Negate or Foil window: no counter (RQ-7).
//! - A defender's step: let every remaining attacker through, in declared order (RQ-17).
//! - A Rally: none (RQ-8).
//! - A scry: keep the first card drawn (RQ-15).
//! - Which equal Common to capture: the first one in the defender's tableau (our ruling).

use super::actions::Action;
use super::battle::awaits_rally;
use super::state::{Battle, BattleStep, Phase, State};
use game_kit::game::Seat;

pub fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
    state.check_shape().ok()?;
    match &state.phase {
        Phase::Turn { .. } if seat == state.active => Some(Action::EndTurn { fortify: None }),
        Phase::Scry { seat: s, drawn, .. } if *s == seat => Some(Action::Keep {
            card: *drawn.first()?,
        }),
        Phase::Negate { waiting, .. } | Phase::Foil { waiting, .. } if waiting.contains(&seat) => {
            Some(Action::NoCounter)
        }
        Phase::Battle(Battle { step, .. }) => match step {
            BattleStep::Blocking { defender } if *defender == seat => Some(Action::DeclineAll),
            BattleStep::Clash { .. } if awaits_rally(state, seat) => {
                Some(Action::Rally { card: None })
            }
            BattleStep::Capture { candidates, .. } if seat == state.active => {
                Some(Action::Capture {
                    card: *candidates.first()?,
                })
            }
            _ => None,
        },
        _ => None,
    }
}
