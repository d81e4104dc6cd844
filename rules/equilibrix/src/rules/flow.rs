//! The turn's flow (EX-K7, EX-K5): settling what is due after each action, the political
//! action's steps, ending the turn and the round limit.

use super::events::Event;
use super::politics::MapField;
use super::positional;
use super::scoring;
use super::state::{EndReason, Over, State, Turn, TurnStep};
use game_kit::game::Seat;

/// After an action: drops taxes nobody can pay any more, skips the positional actions left
/// when no Tree move allows a stone (EX-G9), and passes the turn when all three actions are
/// used, nothing is owed and no project can be reported (EX-K7).
pub fn settle(state: &mut State, events: &mut Vec<Event>) {
    if state.over.is_some() {
        return;
    }
    while let Some(t) = state.taxes.front() {
        let done = match t.payer {
            Some(p) => t.stones == 0 || state.on_board(p) == [0, 0],
            None => false,
        };
        if !done {
            return;
        }
        state.taxes.pop_front();
    }
    skip_positional_if_no_move(state, events);
    let t = &state.turn;
    if t.step == TurnStep::Idle
        && t.political_done
        && (t.positional_left == 0 || positional::moves(state).is_empty())
        && !scoring::any_reportable(state)
    {
        end_turn(state, events);
    }
}

/// Between actions of the active player, with positional actions left and nothing owed: when
/// no Tree move allows a stone, the positional actions left are skipped at once, with a line
/// in the public log, and the turn goes on to what follows them (EX-G9). This also covers a
/// Vitruvian that cannot move at all. Not under the earlier rules, which offered every move.
fn skip_positional_if_no_move(state: &mut State, events: &mut Vec<Event>) {
    let t = &state.turn;
    if !positional::bare_moves(state)
        && t.step == TurnStep::Idle
        && t.positional_left > 0
        && state.taxes.is_empty()
        && positional::moves(state).is_empty()
    {
        let skipped = t.positional_left;
        state.turn.positional_left = 0;
        events.push(Event::PositionalSkipped {
            seat: state.turn.seat,
            skipped,
        });
    }
}

/// Develops the active player's map and opens the placements (EX-M2).
pub fn develop(state: &mut State, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    let ended = state.maps[seat].develop();
    state.turn.political_done = true;
    events.push(Event::Developed { seat, ended });
    state.turn.step = TurnStep::Recruiting { placed: Vec::new() };
    close_recruiting_if_full(state, events);
}

/// The placements possible now in the political action.
pub fn recruits(state: &State) -> Vec<(Seat, MapField)> {
    let TurnStep::Recruiting { placed } = &state.turn.step else {
        return Vec::new();
    };
    let seat = state.turn.seat;
    let map = &state.maps[seat];
    let mut out = Vec::new();
    for who in 0..state.players() {
        for at in MapField::all() {
            if map
                .check_recruit(seat, state.players(), placed, who, at)
                .is_ok()
            {
                out.push((who, at));
            }
        }
    }
    out
}

pub fn recruit(state: &mut State, who: Seat, at: MapField, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    state.maps[seat].0[at.index()].push(who);
    if let TurnStep::Recruiting { placed } = &mut state.turn.step {
        placed.push((who, at));
    }
    events.push(Event::Recruited { seat, who, at });
    close_recruiting_if_full(state, events);
}

fn close_recruiting_if_full(state: &mut State, events: &mut Vec<Event>) {
    if recruits(state).is_empty() {
        state.turn.step = TurnStep::Idle;
        settle(state, events);
    }
}

pub fn done_recruiting(state: &mut State, events: &mut Vec<Event>) {
    state.turn.step = TurnStep::Idle;
    settle(state, events);
}

/// Ends the turn at once (EX-K4): the step in progress is dropped (a Tree move without its
/// stone is taken back, EX-G9; under the earlier rules the move stays), positional actions
/// left are declined, and the obligatory development is done if it was not.
pub fn end_turn_now(state: &mut State, events: &mut Vec<Event>) {
    if !positional::bare_moves(state)
        && matches!(state.turn.step, TurnStep::Moved | TurnStep::Chosen { .. })
    {
        positional::take_back(state, events);
    }
    state.turn.step = TurnStep::Idle;
    if !state.turn.political_done {
        let seat = state.turn.seat;
        let ended = state.maps[seat].develop();
        state.turn.political_done = true;
        events.push(Event::Developed { seat, ended });
    }
    end_turn(state, events);
}

/// Passes the turn to the next seat; after the last seat's turn of the last round the game
/// ends by spiral position (EX-K5).
pub fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    events.push(Event::TurnEnded { seat });
    let next = (seat + 1) % state.players();
    if next == 0 {
        state.round += 1;
        if state.options.turns > 0 && state.round > state.options.turns {
            state.round = state.options.turns;
            state.over = Some(Over {
                winner: None,
                reason: EndReason::TurnLimit,
            });
            events.push(Event::GameOver {
                winner: None,
                reason: EndReason::TurnLimit,
            });
            return;
        }
    }
    state.turn = Turn::new(next, state.on_tree[next]);
    events.push(Event::TurnStarted {
        seat: next,
        round: state.round,
    });
    skip_positional_if_no_move(state, events);
}
