//! Open Stock Economy (14.B): the top card of the deck lies face up as the Stock, accepting a
//! card from it earns a token (Burden Pays, capped at 3), and a token can send the Stock to the
//! bottom (Refresh).
//!
//! The Stock is simply the last card of `State::deck` shown to everyone. When a Give takes the
//! Stock, the card under it is turned up only once that Give has resolved: after the target
//! accepted it, or rejected it and any bottoming is done (14.B.2, the examples of 14.B.5, 15.B
//! step 2). Until then the new top card stays face down, so the target decides without seeing
//! it. A Market refill takes the Stock after the acceptance and shows the next card at once.
//! Every time a card becomes the Stock, a [`Event::StockRevealed`] says so (see [`reveal`]),
//! so the log and the board always agree.
//!
//! Token gains of every variant go through [`gain_token`], which applies the cap.

use super::checks::check_token;
use super::events::{Event, TokenReason};
use super::state::{Origin, Pending, Phase, State};
use game_kit::cards::Card;
use game_kit::game::{RuleError, Seat};

/// Most tokens a player may hold under Open Stock Economy (14.B.3) and after an Ace (14.E.2).
pub const TOKEN_CAP: u8 = 3;

/// The face-up Stock, when the variant is on: the top card of the deck, unless it is still
/// waiting to be turned up (see [`awaits_reveal`]).
pub fn stock(state: &State) -> Option<Card> {
    if !state.options.open_stock || awaits_reveal(state) {
        return None;
    }
    state.deck.last().copied()
}

/// Whether the Stock has been taken for a Give that has not resolved yet: the card under it is
/// not turned up before the target's answer and any bottoming (14.B.2, 15.B). Derived from the
/// phase, so it cannot drift from it: these phases all hold a card drawn from the deck.
pub fn awaits_reveal(state: &State) -> bool {
    let deck_give = |pending: &Pending| {
        matches!(
            pending,
            Pending::Give {
                origin: Origin::Deck,
                ..
            }
        )
    };
    match &state.phase {
        Phase::ChooseTarget { .. } | Phase::Bottoming { .. } => true,
        Phase::GiveReaction { origin, .. } => *origin == Origin::Deck,
        Phase::QuickToss { pending, .. } | Phase::TossChoice { pending, .. } => deck_give(pending),
        _ => false,
    }
}

/// Takes the top card of the deck (the Stock under 14.B). The next card is not shown here:
/// see [`reveal`].
pub fn take_top(state: &mut State) -> Option<Card> {
    state.deck.pop()
}

/// Under Open Stock, turns the top card of the deck up as the new Stock and says so. Called
/// whenever the top card changed and the moment to show it has come: after a refill, after the
/// Give of a Stock card resolved (accept, or reject and bottoming, which may even make the
/// bottomed card the Stock of an empty deck), after a Refresh and after a Queen's reorder.
pub fn reveal(state: &mut State, events: &mut Vec<Event>) {
    if !state.options.open_stock {
        return;
    }
    if let Some(&card) = state.deck.last() {
        state.forget(card);
        events.push(Event::StockRevealed { card });
    }
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
        return Err(RuleError::new(crate::words::say("eq-error-no-open-stock")));
    }
    if state.this_turn.refreshed {
        return Err(RuleError::new(crate::words::say(
            "eq-error-already-refreshed-stock-turn",
        )));
    }
    check_token(state, seat)?;
    if state.deck.len() < 2 {
        return Err(RuleError::new(crate::words::say(
            "eq-error-deck-has-other-card",
        )));
    }
    state.tokens[seat] -= 1;
    state.this_turn.refreshed = true;
    if let Some(card) = state.deck.pop() {
        state.deck.insert(0, card);
        events.push(Event::StockRefreshed { seat, card });
    }
    reveal(state, events);
    Ok(())
}
