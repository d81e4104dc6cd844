//! Open Stock Economy (14.B): the top card of the deck lies face up as the Stock, accepting a
//! card from it earns a token (Burden Pays, capped at 3), and a token can send the Stock to the
//! bottom (Refresh).
//!
//! The Stock is simply the last card of `State::deck` shown to everyone: "take the Stock, then
//! reveal the next" is a pop followed by a [`Event::StockRevealed`] for the new top card.
//! Token gains of every variant go through [`gain_token`], which applies the cap.

use super::events::{Event, TokenReason};
use super::flow::check_token;
use super::state::State;
use crate::cards::Card;
use crate::engine::{RuleError, Seat};

/// Most tokens a player may hold under Open Stock Economy (14.B.3) and after an Ace (14.E.2).
pub const TOKEN_CAP: u8 = 3;

/// The face-up Stock, when the variant is on.
pub fn stock(state: &State) -> Option<Card> {
    state
        .options
        .open_stock
        .then(|| state.deck.last().copied())
        .flatten()
}

/// Takes the top card of the deck. Under Open Stock that is the Stock, and the next card is
/// revealed at once as the new Stock (14.B.2).
pub fn draw_top(state: &mut State, events: &mut Vec<Event>) -> Option<Card> {
    let card = state.deck.pop()?;
    if let Some(next) = stock(state) {
        state.forget(next);
        events.push(Event::StockRevealed { card: next });
    }
    Some(card)
}

/// Burden Pays (14.B.3): the recipient of an accepted Give that came from the Stock gains a
/// token.
pub fn burden_pays(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    gain_token(state, seat, TokenReason::BurdenPays, events);
}

/// `seat` gains one token. Under Open Stock (14.B.3) and for an Ace (14.E.2) nobody holds more
/// than 3; a gain beyond that is lost (and said so).
pub fn gain_token(state: &mut State, seat: Seat, reason: TokenReason, events: &mut Vec<Event>) {
    let capped = state.options.open_stock || reason == TokenReason::Ace;
    let Some(tokens) = state.tokens.get_mut(seat) else {
        return;
    };
    let kept = !(capped && *tokens >= TOKEN_CAP);
    if kept {
        *tokens += 1;
    }
    events.push(Event::TokenGained { seat, reason, kept });
}

/// Whether a token handed to `seat` (Assist, Quick Toss) would be kept: not under Open Stock
/// when they already hold 3.
pub fn can_receive_token(state: &State, seat: Seat) -> bool {
    !(state.options.open_stock && state.tokens_of(seat) >= TOKEN_CAP)
}

/// Whether `seat` may Refresh now: once per turn, at its start (before the action), with a
/// token, and with a card left to become the new Stock. Once per turn is our reading of "at the
/// start of your turn"; more would only trade tokens for deck cycling.
pub fn can_refresh(state: &State, seat: Seat) -> bool {
    state.options.open_stock
        && !state.this_turn.refreshed
        && state.tokens_of(seat) > 0
        && state.deck.len() >= 2
}

/// Refresh the Stock (14.B.4): spend a token, bottom the Stock face up, reveal the next. The
/// turn goes on and no reaction window opens.
pub fn refresh(state: &mut State, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
    if !state.options.open_stock {
        return Err(RuleError::new(
            "This table does not play Open Stock Economy: there is no Stock to refresh",
        ));
    }
    if state.this_turn.refreshed {
        return Err(RuleError::new("You already refreshed the Stock this turn"));
    }
    check_token(state, seat)?;
    if state.deck.len() < 2 {
        return Err(RuleError::new(
            "The deck has no other card to become the Stock",
        ));
    }
    state.tokens[seat] -= 1;
    state.this_turn.refreshed = true;
    if let Some(card) = state.deck.pop() {
        state.deck.insert(0, card);
        events.push(Event::StockRefreshed { seat, card });
    }
    if let Some(next) = stock(state) {
        state.forget(next);
        events.push(Event::StockRevealed { card: next });
    }
    Ok(())
}
