//! Scrying (RQ-10, RQ-15, RQ-19): draw two cards from the scry pile, keep one, discard the
//! other face up.
//!
//! A pile holding fewer than two cards gives what it has; then the discard pile is shuffled
//! into a new scry pile and the rest is drawn. After a scry completes, an empty scry pile is
//! refilled the same way at once. Either reshuffle ends the Acceptances for the rest of the
//! game, the current turn's included. With both piles empty a scry draws nothing; a scry that
//! finds a single card keeps it without asking (there is nothing to choose).

use super::arise::next_turn;
use super::cards::Card;
use super::events::Event;
use super::state::{AfterScry, Phase, State};
use crate::words::say;
use game_kit::game::{RuleError, Seat};
use rand::seq::SliceRandom;

/// The discard pile becomes the scry pile; Acceptances stop. With an empty discard pile there
/// is nothing to shuffle, but the scry pile has still run out, so Acceptances stop too.
fn reshuffle(state: &mut State, events: &mut Vec<Event>) {
    if state.discard.is_empty() {
        end_acceptances(state, events);
        return;
    }
    let mut pile = std::mem::take(&mut state.discard);
    pile.shuffle(&mut state.rng);
    events.push(Event::Reshuffled { cards: pile.len() });
    state.scry_pile = pile;
    end_acceptances(state, events);
}

/// The first time the scry pile runs out, Acceptances stop (RQ-10, RQ-19) and the table is
/// told once; a rebuilt pile running out again changes nothing and says nothing. A beginner
/// game never had Acceptances (RQ-1), so there is nothing to announce.
fn end_acceptances(state: &mut State, events: &mut Vec<Event>) {
    if state.acceptances && !state.options.beginner {
        events.push(Event::AcceptancesOver);
    }
    state.acceptances = false;
}

fn draw_two(state: &mut State, events: &mut Vec<Event>) -> Vec<Card> {
    let mut drawn = Vec::with_capacity(2);
    while drawn.len() < 2 {
        if let Some(c) = state.scry_pile.pop() {
            drawn.push(c);
        } else if state.discard.is_empty() {
            end_acceptances(state, events);
            break;
        } else {
            reshuffle(state, events);
        }
    }
    drawn
}

/// After a scry completes: an empty scry pile is refilled at once (RQ-19).
fn completed(state: &mut State, events: &mut Vec<Event>) {
    if state.scry_pile.is_empty() {
        reshuffle(state, events);
    }
}

/// `seat` scries `count` times, then play goes on as `then` says.
pub fn scry(state: &mut State, seat: Seat, count: u8, then: AfterScry, events: &mut Vec<Event>) {
    let mut left = count;
    while left > 0 {
        left -= 1;
        let drawn = draw_two(state, events);
        events.push(Event::ScryDrawn {
            seat,
            cards: drawn.iter().copied().map(Some).collect(),
        });
        match drawn.as_slice() {
            [] => events.push(Event::ScryEmpty { seat }),
            [only] => {
                if let Some(h) = state.hands.get_mut(seat) {
                    h.push(*only);
                }
                events.push(Event::Kept {
                    seat,
                    kept: Some(*only),
                    discarded: None,
                });
                completed(state, events);
            }
            _ => {
                state.phase = Phase::Scry {
                    seat,
                    drawn,
                    more: left,
                    then,
                };
                return;
            }
        }
    }
    finish(state, then, events);
}

fn finish(state: &mut State, then: AfterScry, events: &mut Vec<Event>) {
    match then {
        AfterScry::Turn => state.phase = Phase::Turn { selecting: None },
        AfterScry::NextTurn => next_turn(state, events),
    }
}

pub fn check_keep(state: &State, seat: Seat, card: Card) -> Result<(), RuleError> {
    match &state.phase {
        Phase::Scry { seat: s, drawn, .. } if *s == seat => {
            if drawn.contains(&card) {
                Ok(())
            } else {
                Err(RuleError::new(say!(
                    "rq-err-keep-scried",
                    card = &card.label()
                )))
            }
        }
        _ => Err(RuleError::new(say("rq-err-no-scry"))),
    }
}

/// Keeps `card` (checked by [`check_keep`]); the other card is discarded face up.
pub fn keep(state: &mut State, card: Card, events: &mut Vec<Event>) {
    let Phase::Scry {
        seat,
        drawn,
        more,
        then,
    } = std::mem::replace(&mut state.phase, Phase::Turn { selecting: None })
    else {
        return;
    };
    let mut discarded = None;
    for c in drawn {
        if c == card {
            if let Some(h) = state.hands.get_mut(seat) {
                h.push(c);
            }
        } else {
            state.discard.push(c);
            discarded = Some(c);
        }
    }
    events.push(Event::Kept {
        seat,
        kept: Some(card),
        discarded,
    });
    completed(state, events);
    scry(state, seat, more, then, events);
}
