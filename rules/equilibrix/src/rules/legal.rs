//! Every action `check` accepts, step by step, each list short enough to be one menu (the
//! stone field is the longest: a presenter may group it by the label's node).

use super::actions::Action;
use super::apply::own_stones;
use super::data::Size;
use super::flow;
use super::positional;
use super::scoring;
use super::state::{State, TurnStep};
use game_kit::game::Seat;

pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    if state.check_shape().is_err() || state.is_over() || seat >= state.players() {
        return Vec::new();
    }
    if let Some(tax) = state.taxes.front() {
        return match tax.payer {
            None if tax.mover == seat => vec![
                Action::Charity { call: true },
                Action::Charity { call: false },
            ],
            Some(p) if p == seat => own_stones(state, seat)
                .into_iter()
                .map(|field| Action::PayTax { field })
                .collect(),
            _ => Vec::new(),
        };
    }
    if seat != state.turn.seat {
        return Vec::new();
    }
    let mut out = Vec::new();
    match &state.turn.step {
        TurnStep::Idle => {
            out.extend(
                positional::moves(state)
                    .into_iter()
                    .map(|(to, _)| Action::Move { to }),
            );
            if !state.turn.political_done {
                out.push(Action::Develop);
            }
            for size in Size::ALL {
                for site in scoring::reportable(state, size) {
                    out.push(Action::Report {
                        size,
                        fields: site.obligatory.clone(),
                    });
                }
            }
        }
        TurnStep::Moved => {
            out.extend(
                positional::hows(state)
                    .into_iter()
                    .map(|how| Action::Choose { how }),
            );
            // Back puts the Vitruvian back (EX-G9); under the earlier rules the move may
            // instead stand without its stone.
            out.push(if positional::bare_moves(state) {
                Action::Skip
            } else {
                Action::Back
            });
        }
        TurnStep::Chosen { how } => {
            out.extend(
                positional::fields(state, *how)
                    .into_iter()
                    .map(|field| Action::Stone { field }),
            );
            out.push(Action::Back);
        }
        TurnStep::Recruiting { .. } => {
            out.extend(
                flow::recruits(state)
                    .into_iter()
                    .map(|(who, at)| Action::Recruit { who, at }),
            );
            out.push(Action::DoneRecruiting);
        }
    }
    out.push(Action::EndTurn);
    out
}
