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
use crate::words::{project_name, WORDS};
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
        return refuse(WORDS.say("ex-no-game-over"));
    }
    if seat >= state.players() {
        return refuse(WORDS.say_with("ex-no-seat", &[("seat", seat.into())]));
    }
    if let Some(tax) = state.taxes.front() {
        return match (action, tax.payer) {
            (Action::Charity { .. }, None) if seat == tax.mover => Ok(()),
            (Action::PayTax { field }, Some(p)) if p == seat => {
                if state.stone(*field).is_some_and(|s| s.owner == seat) {
                    Ok(())
                } else {
                    refuse(
                        WORDS.say_with("ex-no-stone-of-yours", &[("field", field.label().into())]),
                    )
                }
            }
            _ => match tax.payer {
                Some(p) => refuse(WORDS.say_with("ex-no-waiting-tax", &[("seat", p.into())])),
                None => {
                    refuse(WORDS.say_with("ex-no-waiting-charity", &[("seat", tax.mover.into())]))
                }
            },
        };
    }
    if matches!(action, Action::Charity { .. } | Action::PayTax { .. }) {
        return refuse(WORDS.say("ex-no-tax"));
    }
    if seat != state.turn.seat {
        return refuse(WORDS.say_with("ex-no-turn", &[("seat", state.turn.seat.into())]));
    }
    let turn = &state.turn;
    match (&turn.step, action) {
        (_, Action::EndTurn) => Ok(()),
        (TurnStep::Idle, Action::Move { to }) => {
            if turn.positional_left == 0 {
                return refuse(WORDS.say("ex-no-positional"));
            }
            if positional::moves(state).iter().any(|m| m.0 == *to) {
                Ok(())
            } else {
                refuse(WORDS.say_with("ex-no-move", &[("field", to.to_string().as_str().into())]))
            }
        }
        (TurnStep::Idle, Action::Develop) => {
            if turn.political_done {
                refuse(WORDS.say("ex-no-political"))
            } else {
                Ok(())
            }
        }
        (TurnStep::Idle, Action::Report { size, fields }) => {
            let Some(shape) = state.commissioned(*size) else {
                return refuse(WORDS.say("ex-no-project"));
            };
            let Some(site) = projects::site_at(shape, fields) else {
                return refuse(WORDS.say_with(
                    "ex-no-shape",
                    &[(
                        "project",
                        project_name(projects::shape_name(shape)).as_str().into(),
                    )],
                ));
            };
            if projects::completable(&state.board, site, *size, seat, &state.partners()) {
                Ok(())
            } else {
                refuse(WORDS.say("ex-no-completable"))
            }
        }
        (TurnStep::Moved, Action::Choose { how }) => {
            if how.magical() && turn.positional_left < 2 {
                return refuse(WORDS.say("ex-no-magical"));
            }
            if positional::fields(state, *how).is_empty() {
                refuse(WORDS.say("ex-no-stone-that-way"))
            } else {
                Ok(())
            }
        }
        (TurnStep::Moved, Action::Back) => {
            if positional::bare_moves(state) {
                refuse(WORDS.say("ex-no-back-earlier"))
            } else {
                Ok(())
            }
        }
        (TurnStep::Moved, Action::Skip) => {
            if positional::bare_moves(state) {
                Ok(())
            } else {
                refuse(WORDS.say("ex-no-skip"))
            }
        }
        (TurnStep::Chosen { how }, Action::Stone { field }) => {
            if positional::fields(state, *how).contains(field) {
                Ok(())
            } else {
                refuse(WORDS.say_with("ex-no-field-that-way", &[("field", field.label().into())]))
            }
        }
        (TurnStep::Chosen { .. }, Action::Back) => Ok(()),
        (TurnStep::Recruiting { placed }, Action::Recruit { who, at }) => state.maps[seat]
            .check_recruit(seat, state.players(), placed, *who, *at)
            .map_err(RuleError::new),
        (TurnStep::Recruiting { .. }, Action::DoneRecruiting) => Ok(()),
        (step, _) => refuse(WORDS.say(match step {
            TurnStep::Idle => "ex-no-idle",
            TurnStep::Moved if positional::bare_moves(state) => "ex-no-moved-earlier",
            TurnStep::Moved => "ex-no-moved",
            TurnStep::Chosen { .. } => "ex-no-chosen",
            TurnStep::Recruiting { .. } => "ex-no-recruiting",
        })),
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
