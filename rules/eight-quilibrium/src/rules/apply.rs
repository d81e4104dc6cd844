//! Validating and applying one action: who may act in which phase, and the actions of a turn
//! (section 6 plus the variants' start-of-turn options).
//!
//! Every handler validates everything first and only then mutates, so an `Err` leaves the state
//! exactly as it was (the engine contract), whatever a forged action contains. The shared turn
//! flow is in `flow.rs`, each variant's moves in its own module.
//!
//! The variant modules sit below the turn flow (which calls their hooks), so a variant's move
//! does its own part and returns; this module then carries the turn on through `flow`: it ends
//! the turn, finishes the action, opens the reaction window after a Quick Toss, makes the
//! Forced Give after a Relay Swap, or resolves the acceptance of a King-Give.

use super::actions::Action;
use super::checks::{check_can_react, check_token, no_such_seat, no_such_slot, position};
use super::events::Event;
use super::flow::{
    accept, bottom, cancel, end_turn, finish_action, forced_give_from_deck, give_revealed, offer,
    open_reaction, reject,
};
use super::state::{Origin, Pending, Phase, State};
use super::targeting::{give_targets, target_error};
use super::{fog, market, open_stock, rank_powers, team_play, wind};
use crate::words::{say, say_with};
use game_kit::game::{RuleError, Seat};

/// Applies `action` by `seat`; see the module docs for the no-change-on-error guarantee.
pub fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    if seat >= state.players() {
        return Err(no_such_seat(seat));
    }
    state.check_shape()?;
    let mut events = Vec::new();
    match state.phase.clone() {
        Phase::Turn => {
            if seat != state.active {
                return Err(RuleError::new(say("eq-error-not-turn")));
            }
            turn_action(state, seat, action, &mut events)?;
        }
        Phase::ChooseTarget {
            card,
            canceler,
            forced,
        } => {
            if seat != state.active {
                return Err(RuleError::new(say("eq-error-active-chooses-receives-card")));
            }
            let Action::GiveTo { target } = action else {
                return Err(not_now(state));
            };
            if !give_targets(state, seat, canceler).contains(&target) {
                return Err(target_error(state, seat, canceler, target));
            }
            offer(
                state,
                card,
                Origin::Deck,
                target,
                forced || canceler.is_some(),
                &mut events,
            );
        }
        Phase::QuickToss { waiting, .. } => {
            if !waiting.contains(&seat) {
                return Err(RuleError::new(say("eq-error-teammate-targeted-quick-toss")));
            }
            let decided = match action {
                Action::QuickToss => team_play::answer_toss(state, seat, true, &mut events)?,
                Action::NoToss => team_play::answer_toss(state, seat, false, &mut events)?,
                _ => return Err(not_now(state)),
            };
            if let Some(pending) = decided {
                open_reaction(state, pending, &mut events);
            }
        }
        Phase::TossChoice { pending, .. } => {
            if seat != pending.target() {
                return Err(RuleError::new(say("eq-error-targeted-chooses-whose-token")));
            }
            let Action::TakeToss { from } = action else {
                return Err(not_now(state));
            };
            let pending = team_play::take_toss(state, seat, from, &mut events)?;
            open_reaction(state, pending, &mut events);
        }
        Phase::GiveReaction {
            card,
            origin,
            target,
        } => {
            if seat != target {
                return Err(RuleError::new(say("eq-error-receiving-card-answer")));
            }
            match action {
                Action::Accept => accept(state, card, origin, target, &mut events),
                Action::Reject => {
                    check_can_react(state, seat)?;
                    reject(state, card, origin, seat, &mut events);
                }
                _ => return Err(not_now(state)),
            }
        }
        Phase::Bottoming { rejector, .. } => {
            if seat != rejector {
                return Err(RuleError::new(say("eq-error-rejected-card-chooses-what")));
            }
            let Action::Bottom { slot } = action else {
                return Err(not_now(state));
            };
            if state.market_card(slot).is_none() {
                return Err(no_such_slot());
            }
            bottom(state, seat, slot, &mut events);
        }
        Phase::SwapReaction { target, offered } => {
            if seat != target {
                return Err(RuleError::new(say("eq-error-asked-swap-answer")));
            }
            match action {
                Action::Cancel => {
                    check_can_react(state, seat)?;
                    cancel(state, seat, &mut events);
                }
                Action::Allow { card } => {
                    let mine = position(state, seat, card)?;
                    let active = state.active;
                    let Ok(theirs) = position(state, active, offered) else {
                        // Only reachable in a hand-built state; refuse rather than invent.
                        return Err(RuleError::new(say("eq-error-swap-can-longer-happen")));
                    };
                    state.hands[active][theirs] = card;
                    state.hands[seat][mine] = offered;
                    events.push(Event::SwappedWithPlayer {
                        from: active,
                        to: seat,
                        gave: Some(offered),
                        got: Some(card),
                    });
                    finish_action(state, &mut events);
                }
                _ => return Err(not_now(state)),
            }
        }
        Phase::RelayPick { teammate, .. } => {
            if seat != teammate {
                return Err(RuleError::new(say("eq-error-teammate-asked-for-relay")));
            }
            let Action::RelayPick { card } = action else {
                return Err(not_now(state));
            };
            team_play::relay_pick(state, seat, card, &mut events)?;
            forced_give_from_deck(state, None, &mut events);
        }
        Phase::JackSwap { seat: holder } => {
            if seat != holder {
                return Err(RuleError::new(say("eq-error-accepted-jack-decides-swap")));
            }
            match action {
                Action::JackSwap { card, slot } => {
                    rank_powers::jack_swap(state, seat, card, slot, &mut events)?
                }
                Action::Decline => rank_powers::decline_jack(seat, &mut events),
                _ => return Err(not_now(state)),
            }
            finish_action(state, &mut events);
        }
        Phase::QueenReorder { seat: holder } => {
            if seat != holder {
                return Err(RuleError::new(say("eq-error-accepted-queen-orders-deck")));
            }
            let Action::QueenOrder { top } = action else {
                return Err(not_now(state));
            };
            rank_powers::queen_order(state, seat, top, &mut events)?;
            finish_action(state, &mut events);
        }
        Phase::KingGive { seat: holder, .. } => {
            if seat != holder {
                return Err(RuleError::new(say("eq-error-accepted-king-gives-card")));
            }
            let Action::KingGive { card, target } = action else {
                return Err(not_now(state));
            };
            match rank_powers::king_give(state, seat, card, target, &mut events)? {
                Some(receiver) => accept(state, card, Origin::Hand, receiver, &mut events),
                None => finish_action(state, &mut events),
            }
        }
        Phase::WindOffer => {
            if seat != state.active {
                return Err(RuleError::new(say("eq-error-whose-turn-call-wind")));
            }
            match action {
                Action::CallWind { clockwise } => wind::call(state, seat, clockwise, &mut events)?,
                // Letting the moment pass ends the turn.
                Action::Decline => end_turn(state, &mut events),
                _ => return Err(not_now(state)),
            }
        }
        Phase::WindPass { .. } => {
            let Action::WindPick { card } = action else {
                return Err(not_now(state));
            };
            if wind::pick(state, seat, card, &mut events)? {
                end_turn(state, &mut events);
            }
        }
        Phase::RoundOver => return Err(RuleError::new(say("eq-error-round-over"))),
    }
    Ok(events)
}

/// The actions of section 6 and the variants' start-of-turn options.
fn turn_action(
    state: &mut State,
    seat: Seat,
    action: Action,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    match action {
        Action::GiveFromMarket { slot, target } => {
            if state.market_card(slot).is_none() {
                return Err(no_such_slot());
            }
            if !give_targets(state, seat, None).contains(&target) {
                return Err(target_error(state, seat, None, target));
            }
            // The slot stays empty (and keeps its number) until the refill or the card's
            // return (14.D.1).
            let Some(card) = market::take(state, slot) else {
                return Err(no_such_slot());
            };
            offer(state, card, Origin::Market { slot }, target, false, events);
        }
        Action::DrawFromDeck => {
            // Under Open Stock this takes the Stock; the card under it is shown only once this
            // Give has resolved (14.B.2).
            let Some(card) = open_stock::take_top(state) else {
                return Err(RuleError::new(say("eq-error-deck-empty-give-card")));
            };
            events.push(Event::DeckRevealed {
                by: seat,
                card,
                forced: false,
            });
            give_revealed(state, card, None, false, events);
        }
        Action::SwapWithMarket { card, slot } => {
            check_token(state, seat)?;
            let index = position(state, seat, card)?;
            if state.market_card(slot).is_none() {
                return Err(no_such_slot());
            }
            state.tokens[seat] -= 1;
            let (took, face_down) = market::swap_in(state, seat, index, slot, card);
            events.push(if face_down {
                Event::SwappedWithMarketFaceDown {
                    seat,
                    gave: Some(card),
                    took,
                    slot,
                }
            } else {
                Event::SwappedWithMarket {
                    seat,
                    gave: card,
                    took,
                    slot,
                }
            });
            finish_action(state, events);
        }
        Action::SwapWithPlayer { target, card } => {
            check_token(state, seat)?;
            if target >= state.players() {
                return Err(no_such_seat(target));
            }
            if target == seat {
                return Err(RuleError::new(say("eq-error-cannot-swap-with-yourself")));
            }
            let (theirs, mine) = (state.hand_size(target), state.hand_size(seat));
            if theirs < mine {
                return Err(RuleError::new(format!(
                    "That player has fewer cards than you ({theirs} against your {mine}): \
                     you may only swap with a player who has at least as many cards"
                )));
            }
            position(state, seat, card)?;
            state.tokens[seat] -= 1;
            events.push(Event::SwapOffered {
                from: seat,
                to: target,
                card: Some(card),
            });
            let pending = Pending::Swap {
                target,
                offered: card,
            };
            // A target who already reacted this turn has no window, so no Quick Toss either.
            let reactable = !state.reacted.get(target).copied().unwrap_or(true);
            if !(reactable && team_play::open_toss_window(state, &pending, events)) {
                open_reaction(state, pending, events);
            }
        }
        Action::Assist { to } => {
            team_play::assist(state, seat, to, events)?;
            end_turn(state, events);
        }
        Action::RefreshStock => open_stock::refresh(state, seat, events)?,
        Action::Peek { slots } => fog::peek(state, seat, &slots, events)?,
        Action::RelaySwap { teammate, card } => {
            team_play::relay_swap(state, seat, teammate, card, events)?
        }
        _ => return Err(not_now(state)),
    }
    Ok(())
}

/// The error for an action that does not fit the current phase, saying what is expected.
fn not_now(state: &State) -> RuleError {
    let card_hint = |key: &str, card: &game_kit::cards::Card| {
        say_with(key, &[("card", card.to_string().as_str().into())])
    };
    let hint = match &state.phase {
        Phase::Turn => say("eq-hint-turn"),
        Phase::ChooseTarget { card, .. } => card_hint("eq-hint-choose-target", card),
        Phase::QuickToss { .. } => say("eq-hint-quick-toss"),
        Phase::TossChoice { .. } => say("eq-hint-toss-choice"),
        Phase::GiveReaction { card, .. } => {
            if state.is_face_down(*card) {
                say("eq-hint-reject-hidden")
            } else {
                card_hint("eq-hint-reject", card)
            }
        }
        Phase::Bottoming { .. } => say("eq-hint-bottoming"),
        Phase::SwapReaction { .. } => say("eq-hint-swap"),
        Phase::RelayPick { .. } => say("eq-hint-relay"),
        Phase::JackSwap { .. } => say("eq-hint-jack"),
        Phase::QueenReorder { .. } => say("eq-hint-queen"),
        Phase::KingGive { .. } => say("eq-hint-king"),
        Phase::WindOffer => say("eq-hint-wind-offer"),
        Phase::WindPass { .. } => say("eq-hint-wind-pass"),
        Phase::RoundOver => say("eq-hint-over"),
    };
    RuleError::new(say_with(
        "eq-error-not-now",
        &[("hint", hint.as_str().into())],
    ))
}
