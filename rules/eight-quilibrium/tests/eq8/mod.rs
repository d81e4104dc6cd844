//! Shared helpers for the 8-quilibrium tests: cards by code, the Market by slot, and applying
//! actions that must succeed (conserving the 52 cards) or must be refused (leaving the state
//! untouched). Each test file builds its own positions.
#![allow(dead_code)] // each test binary uses its own subset

use eight_quilibrium::rules::{Action, EightQuilibrium as Eq8, Event, State};
use game_kit::cards::Card;
use game_kit::Game;

pub fn c(code: &str) -> Card {
    Card::from_code(code).unwrap_or_else(|| panic!("bad code {code}"))
}

pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}

pub fn snapshot(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

pub fn total_cards(s: &State) -> usize {
    s.hands.iter().map(Vec::len).sum::<usize>()
        + s.market_cards().count()
        + s.deck.len()
        + usize::from(s.pending_card().is_some())
}

/// Applies, asserting success and card conservation, and returns the events.
pub fn play(s: &mut State, seat: usize, action: Action) -> Vec<Event> {
    match Eq8::apply(s, seat, action.clone()) {
        Ok(events) => {
            assert_eq!(total_cards(s), 52, "conservation after {action:?}");
            events
        }
        Err(e) => panic!("seat {seat} {action:?} refused: {e}"),
    }
}

/// Applies an action that must fail; checks the state is untouched and returns the message.
pub fn refuse(s: &mut State, seat: usize, action: Action) -> String {
    let before = snapshot(s);
    let err = Eq8::apply(s, seat, action.clone())
        .expect_err(&format!("seat {seat} {action:?} should be refused"));
    assert_eq!(snapshot(s), before, "state changed by refused {action:?}");
    err.0
}

pub fn slot_of(s: &State, card: &str) -> usize {
    s.market.iter().position(|&k| k == Some(c(card))).unwrap()
}

/// The Market by slot: card codes, `-` for an empty slot.
pub fn slots(codes: &str) -> Vec<Option<Card>> {
    codes
        .split_whitespace()
        .map(|w| (w != "-").then(|| c(w)))
        .collect()
}
