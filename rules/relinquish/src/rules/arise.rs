//! The turn's start: the next seat in order, and Arise (its cards all Stand). Below `turn` and
//! `scry`, which both pass the turn on.

use super::events::Event;
use super::state::{Phase, State, Turn};

/// The active player's cards all Stand; the turn's record starts afresh.
pub fn arise(state: &mut State, events: &mut Vec<Event>) {
    let seat = state.active;
    if let Some(t) = state.tableaus.get_mut(seat) {
        for p in t {
            p.resting = false;
        }
    }
    state.turn = Turn::default();
    state.phase = Phase::Turn { selecting: None };
    events.push(Event::Arose {
        seat,
        turn: state.turn_number,
    });
}

/// The next seat in order Arises (in 2v2 the seats alternate teams, so turns do too).
pub fn next_turn(state: &mut State, events: &mut Vec<Event>) {
    state.active = state.next_seat(state.active);
    state.turn_number += 1;
    arise(state, events);
}
