//! Validating and applying one action.
//!
//! [`check`] is pure and the only place that refuses; `legal` offers exactly what it accepts
//! (both use the same generators in `positional`, `flow` and `scoring`). `perform` runs only on
//! checked actions, so an `Err` leaves the state untouched.

use super::actions::Action;
use super::events::Event;
use super::flow;
use super::geometry::Field;
use super::positional;
use super::projects;
use super::scoring;
use super::state::{State, TurnStep};
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

pub fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    check(state, seat, &action)?;
    let mut events = Vec::new();
    perform(state, seat, action, &mut events);
    Ok(events)
}

/// Whether `seat` may take `action` now, with a reason a player understands if not.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    state.check_shape()?;
    if state.is_over() {
        return refuse("The game is over");
    }
    if seat >= state.players() {
        return refuse(format!("There is no seat {seat} at this table"));
    }
    if let Some(tax) = state.taxes.front() {
        return match (action, tax.payer) {
            (Action::Charity { .. }, None) if seat == tax.mover => Ok(()),
            (Action::PayTax { field }, Some(p)) if p == seat => {
                if state.stone(*field).is_some_and(|s| s.owner == seat) {
                    Ok(())
                } else {
                    refuse(format!("{field} holds no stone of yours"))
                }
            }
            _ => match tax.payer {
                Some(p) => refuse(format!("Waiting for seat {p} to pay a tax")),
                None => refuse(format!(
                    "Waiting for seat {} to decide on charity",
                    tax.mover
                )),
            },
        };
    }
    if matches!(action, Action::Charity { .. } | Action::PayTax { .. }) {
        return refuse("No tax is due");
    }
    if seat != state.turn.seat {
        return refuse(format!("It is seat {}'s turn", state.turn.seat));
    }
    let turn = &state.turn;
    match (&turn.step, action) {
        (_, Action::EndTurn) => Ok(()),
        (TurnStep::Idle, Action::Move { to }) => {
            if turn.positional_left == 0 {
                return refuse("Both positional actions are used");
            }
            if positional::moves(state).iter().any(|m| m.0 == *to) {
                Ok(())
            } else {
                refuse(format!(
                    "Your Vitruvian cannot move to {to} (it must move to an available connected field, jumping only when none is free, and not back to where it began the turn)"
                ))
            }
        }
        (TurnStep::Idle, Action::Develop) => {
            if turn.political_done {
                refuse("The political action is done for this turn")
            } else {
                Ok(())
            }
        }
        (TurnStep::Idle, Action::Report { size, fields }) => {
            let Some(shape) = state.commissioned(*size) else {
                return refuse("No such project");
            };
            let Some(site) = projects::site_at(shape, fields) else {
                return refuse(format!(
                    "Those fields are not the shape of {}",
                    projects::shape_name(shape)
                ));
            };
            if projects::completable(&state.board, site, *size, seat, &state.partners()) {
                Ok(())
            } else {
                refuse("Those obligatory fields are not all held by you and your coalition (a small project: by you alone)")
            }
        }
        (TurnStep::Moved, Action::Choose { how }) => {
            if how.magical() && turn.positional_left < 2 {
                return refuse("A magical use needs both positional actions");
            }
            if positional::fields(state, *how).is_empty() {
                refuse("The rule allows no stone that way now")
            } else {
                Ok(())
            }
        }
        (TurnStep::Moved, Action::Back) => {
            if positional::bare_moves(state) {
                refuse("This game is played under the earlier rules, where a move is not taken back: use the rule, leave the stone out or end the turn")
            } else {
                Ok(())
            }
        }
        (TurnStep::Moved, Action::Skip) => {
            if positional::bare_moves(state) {
                Ok(())
            } else {
                refuse(
                    "A Tree move comes with its stone: go back to undo the move, or end the turn",
                )
            }
        }
        (TurnStep::Chosen { how }, Action::Stone { field }) => {
            if positional::fields(state, *how).contains(field) {
                Ok(())
            } else {
                refuse(format!(
                    "The activated rule does not allow {field} that way"
                ))
            }
        }
        (TurnStep::Chosen { .. }, Action::Back) => Ok(()),
        (TurnStep::Recruiting { placed }, Action::Recruit { who, at }) => state.maps[seat]
            .check_recruit(seat, state.players(), placed, *who, *at)
            .map_err(RuleError::new),
        (TurnStep::Recruiting { .. }, Action::DoneRecruiting) => Ok(()),
        (step, _) => refuse(match step {
            TurnStep::Idle => {
                "Move on the Tree, develop relations, report a project or end the turn"
            }
            TurnStep::Moved if positional::bare_moves(state) => {
                "Choose how to use the rule, or skip the stone"
            }
            TurnStep::Moved => "Choose how to use the rule, or go back to undo the move",
            TurnStep::Chosen { .. } => "Choose the field, or go back",
            TurnStep::Recruiting { .. } => "Place a Vitruvian on your political map, or finish",
        }),
    }
}

fn perform(state: &mut State, seat: Seat, action: Action, events: &mut Vec<Event>) {
    match action {
        Action::Charity { call } => {
            if let Some(t) = state.taxes.front_mut() {
                t.begun = true;
                t.payer = Some(if call { t.leader.unwrap_or(seat) } else { seat });
                if call {
                    events.push(Event::CharityCalled {
                        mover: seat,
                        payer: t.payer.unwrap_or(seat),
                    });
                }
            }
            flow::settle(state, events);
        }
        Action::PayTax { field } => {
            state.board[field.index()] = None;
            state.last_changed = vec![field];
            if let Some(t) = state.taxes.front_mut() {
                t.begun = true;
                t.stones = t.stones.saturating_sub(1);
            }
            events.push(Event::TaxPaid { payer: seat, field });
            flow::settle(state, events);
        }
        Action::EndTurn => flow::end_turn_now(state, events),
        Action::Move { to } => {
            let jumped = positional::moves(state).iter().any(|m| m.0 == to && m.1);
            positional::perform_move(state, to, jumped, events);
        }
        Action::Develop => flow::develop(state, events),
        Action::Report { size, fields } => {
            if let Some(site) = state
                .commissioned(size)
                .and_then(|shape| projects::site_at(shape, &fields))
            {
                scoring::report(state, size, site, events);
                flow::settle(state, events);
            }
        }
        Action::Choose { how } => state.turn.step = TurnStep::Chosen { how },
        Action::Skip => {
            positional::perform_skip(state, events);
            flow::settle(state, events);
        }
        Action::Stone { field } => {
            if let TurnStep::Chosen { how } = state.turn.step {
                positional::perform_stone(state, how, field, events);
                flow::settle(state, events);
            }
        }
        Action::Back => {
            if state.turn.step == TurnStep::Moved {
                positional::take_back(state, events);
                flow::settle(state, events);
            } else {
                state.turn.step = TurnStep::Moved;
            }
        }
        Action::Recruit { who, at } => flow::recruit(state, who, at, events),
        Action::DoneRecruiting => flow::done_recruiting(state, events),
    }
}

/// The own stones `seat` could return as tax.
pub fn own_stones(state: &State, seat: Seat) -> Vec<Field> {
    Field::all()
        .filter(|&f| state.stone(f).is_some_and(|s| s.owner == seat))
        .collect()
}
