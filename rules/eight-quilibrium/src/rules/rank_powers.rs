//! Rank Powers (14.E): accepting a Jack, Queen, King or Ace from a Give sets off its power,
//! after the Market maintenance and Burden Pays of that acceptance (15.B):
//!
//! - Jack: a free Swap with Market, which may be declined (EQ-10: timeout declines);
//! - Queen: look at the top two deck cards and put them back in either order (timeout keeps
//!   the order); under Open Stock the top one stays face up;
//! - King: give one hand card, maybe the King, to a fewest-cards player; nobody can react
//!   (timeout gives the King clockwise, EQ-10). An accepted King-Give can chain a new power;
//! - Ace: one token, up to 3.
//!
//! Powers are not actions and open no reaction window. A card's power resolves at most once per
//! turn for each player (see `TurnState::fired`): a King handed on by a King-Give gives its new
//! holder the King's power too (14.E.3, the King's tribute of 14.E.4), yet a King bouncing
//! between two players stops when it reaches one a second time. A King-Give to oneself moves
//! nothing and sets off nothing. Both keep chains finite.
//!
//! The turn flow calls [`trigger`] when a card is accepted; the decisions here never call the
//! flow back: they return, and `apply` finishes the action or has the King-Give's recipient
//! accept the card.

use super::checks::{no_such_slot, position};
use super::events::{Event, TokenReason};
use super::market;
use super::open_stock::{gain_token, reveal};
use super::state::{Origin, Phase, State};
use super::targeting::{give_targets, target_error};
use game_kit::cards::Card;
use game_kit::game::{RuleError, Seat};

/// Aces and face cards have powers.
pub fn has_power(card: Card) -> bool {
    matches!(card.rank, 1 | 11 | 12 | 13)
}

/// `seat` has just accepted `card` (maintenance done, round not over). Resolves the power, or
/// sets the phase that awaits its decision; returns whether a decision is now awaited.
pub fn trigger(state: &mut State, seat: Seat, card: Card, events: &mut Vec<Event>) -> bool {
    if !has_power(card) || state.this_turn.fired.contains(&(seat, card)) {
        return false;
    }
    state.this_turn.fired.push((seat, card));
    events.push(Event::RankPower { seat, card });
    match card.rank {
        1 => {
            gain_token(state, seat, TokenReason::Ace, events);
            false
        }
        11 => {
            state.phase = Phase::JackSwap { seat };
            true
        }
        12 => {
            let top = top_two(state);
            for &c in &top {
                state.note_seen(seat, c);
            }
            events.push(Event::QueenPeeked {
                seat,
                cards: top.iter().copied().map(Some).collect(),
            });
            if top.len() == 2 {
                state.phase = Phase::QueenReorder { seat };
                true
            } else {
                false
            }
        }
        _ => {
            state.phase = Phase::KingGive { seat, king: card };
            true
        }
    }
}

/// The top two cards of the deck, top first.
pub fn top_two(state: &State) -> Vec<Card> {
    state.deck.iter().rev().take(2).copied().collect()
}

/// The Jack's free Swap with Market: any slot, face-down ones included (14.E.2, 14.D.2). The
/// caller then finishes the action.
pub fn jack_swap(
    state: &mut State,
    seat: Seat,
    card: Card,
    slot: usize,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let index = position(state, seat, card)?;
    if state.market_card(slot).is_none() {
        return Err(no_such_slot());
    }
    let (took, face_down) = market::swap_in(state, seat, index, slot, card);
    events.push(Event::JackSwapped {
        seat,
        gave: Some(card),
        took,
        slot,
        face_down,
    });
    Ok(())
}

/// The Jack's holder declines its swap; the caller then finishes the action.
pub fn decline_jack(seat: Seat, events: &mut Vec<Event>) {
    events.push(Event::PowerDeclined { seat });
}

/// The Queen's holder puts `top` on top of the deck (the other of the two below it). The caller
/// then finishes the action.
pub fn queen_order(
    state: &mut State,
    seat: Seat,
    top: Card,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let two = top_two(state);
    if !two.contains(&top) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-choose-one-two-cards",
        )));
    }
    let n = state.deck.len();
    let swapped = two.first() != Some(&top);
    if swapped && n >= 2 {
        state.deck.swap(n - 1, n - 2);
    }
    events.push(Event::QueenReordered {
        seat,
        top: Some(top),
    });
    if swapped {
        // Under Open Stock the other card is the Stock now (14.E.2 keeps the top face up).
        reveal(state, events);
    }
    Ok(())
}

/// The King-Give: `card` from `seat`'s hand to a fewest-cards player (section 9), unreactable.
/// The card leaves the hand and the recipient accepts it at once, which may set off their own
/// power: returns that recipient, whose acceptance the caller then resolves (`flow::accept`
/// with [`Origin::Hand`]). A Give to oneself moves nothing and returns `None`: the caller
/// finishes the action.
pub fn king_give(
    state: &mut State,
    seat: Seat,
    card: Card,
    target: Seat,
    events: &mut Vec<Event>,
) -> Result<Option<Seat>, RuleError> {
    let index = position(state, seat, card)?;
    if !give_targets(state, seat, None).contains(&target) {
        return Err(target_error(state, seat, None, target));
    }
    events.push(Event::Gave {
        from: seat,
        to: target,
        card,
        origin: Origin::Hand,
        forced: true,
    });
    if target == seat {
        // A Give to yourself from your own hand: nothing arrives, nothing is set off.
        return Ok(None);
    }
    state.hands[seat].remove(index);
    Ok(Some(target))
}
