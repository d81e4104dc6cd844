//! The turn's end: Fortify, the empty-hand check, then the Acceptance (RQ-13); passes (RQ-11)
//! and the game's end. The turn's start is in `arise`.

use super::arise::next_turn;
use super::events::Event;
use super::scoring::ranking;
use super::scry::scry;
use super::state::{AfterScry, EndReason, Phase, State};
use game_kit::game::{RuleError, Seat};

pub fn check_end_turn(
    state: &State,
    seat: Seat,
    fortify: Option<&super::cards::Card>,
) -> Result<(), RuleError> {
    match fortify {
        Some(&card) if !card.is_common() || !state.standing_in(seat, card) => {
            Err(RuleError::new(say!("rq-err-fortify", card = &card.label())))
        }
        _ => Ok(()),
    }
}

/// Ends the active player's turn (RQ-13): Fortify, then the game ends on an empty hand or on
/// a full round of passes, else the Acceptance (unless over or a beginner game), else the next
/// player's turn.
pub fn end_turn(state: &mut State, fortify: Option<super::cards::Card>, events: &mut Vec<Event>) {
    let seat = state.active;
    if let Some(card) = fortify {
        state.set_resting(card, true);
        state.turn.acted = true;
        events.push(Event::Fortified { seat, card });
    }
    let pass = !state.turn.acted;
    state.passes = if pass { state.passes + 1 } else { 0 };
    events.push(Event::TurnEnded { seat, pass });
    // Bounties last until the end of the turn (RQ-14).
    state.turn.bounties.clear();
    if state.hand(seat).is_empty() {
        game_over(state, EndReason::EmptyHand, events);
    } else if state.passes >= state.players() {
        game_over(state, EndReason::AllPassed, events);
    } else if state.acceptances && !state.options.beginner {
        events.push(Event::Acceptance { seat });
        scry(state, seat, 1, AfterScry::NextTurn, events);
    } else {
        next_turn(state, events);
    }
}

fn game_over(state: &mut State, reason: EndReason, events: &mut Vec<Event>) {
    state.phase = Phase::Over { reason };
    let r = ranking(state);
    events.push(Event::GameOver {
        reason,
        scores: r.score,
        places: r.place,
    });
}
