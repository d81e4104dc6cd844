//! Validating and applying one action: the turn flow of sections 6-11.
//!
//! Every handler validates everything first and only then mutates, so an `Err` leaves the state
//! exactly as it was (the engine contract), whatever a forged action contains.

use super::actions::Action;
use super::events::Event;
use super::market;
use super::scoring::rank_hands;
use super::state::{Origin, Phase, State};
use super::targeting::{give_targets, target_error};
use crate::cards::Card;
use crate::engine::{RuleError, Seat};

/// Applies `action` by `seat`; see the module docs for the no-change-on-error guarantee.
pub fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    if seat >= state.players() {
        return Err(RuleError::new(format!(
            "There is no seat {seat} at this table"
        )));
    }
    state.check_shape()?;
    let mut events = Vec::new();
    match state.phase.clone() {
        Phase::Turn => {
            if seat != state.active {
                return Err(RuleError::new("It is not your turn"));
            }
            turn_action(state, seat, action, &mut events)?;
        }
        Phase::ChooseTarget { card, canceler } => {
            if seat != state.active {
                return Err(RuleError::new(
                    "Only the active player chooses who receives the card",
                ));
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
                canceler.is_some(),
                &mut events,
            );
        }
        Phase::GiveReaction {
            card,
            origin,
            target,
        } => {
            if seat != target {
                return Err(RuleError::new(
                    "Only the player receiving the card may answer now",
                ));
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
                return Err(RuleError::new(
                    "Only the player who rejected the card chooses what to bottom",
                ));
            }
            let Action::Bottom { slot } = action else {
                return Err(not_now(state));
            };
            if slot >= state.market.len() {
                return Err(no_such_slot());
            }
            market::bottom(state, seat, slot, &mut events);
            end_turn(state, &mut events);
        }
        Phase::SwapReaction { target, offered } => {
            if seat != target {
                return Err(RuleError::new(
                    "Only the player asked to swap may answer now",
                ));
            }
            match action {
                Action::Cancel => {
                    check_can_react(state, seat)?;
                    cancel(state, seat, &mut events);
                }
                Action::Allow { card } => {
                    let mine = position(state, seat, card)?;
                    let Some(theirs) = state.hands[state.active].iter().position(|&c| c == offered)
                    else {
                        // Only reachable in a hand-built state; refuse rather than invent.
                        return Err(RuleError::new(
                            "The swap can no longer happen: the offered card is gone",
                        ));
                    };
                    let active = state.active;
                    state.hands[active][theirs] = card;
                    state.hands[seat][mine] = offered;
                    events.push(Event::SwappedWithPlayer {
                        from: active,
                        to: seat,
                        gave: Some(offered),
                        got: Some(card),
                    });
                    end_turn(state, &mut events);
                }
                _ => return Err(not_now(state)),
            }
        }
        Phase::RoundOver => return Err(RuleError::new("The round is over")),
    }
    Ok(events)
}

/// The four actions of section 6.
fn turn_action(
    state: &mut State,
    seat: Seat,
    action: Action,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    match action {
        Action::GiveFromMarket { slot, target } => {
            if slot >= state.market.len() {
                return Err(no_such_slot());
            }
            if !give_targets(state, seat, None).contains(&target) {
                return Err(target_error(state, seat, None, target));
            }
            let card = state.market.remove(slot);
            offer(state, card, Origin::Market { slot }, target, false, events);
        }
        Action::DrawFromDeck => {
            let Some(card) = state.deck.pop() else {
                return Err(RuleError::new(
                    "The deck is empty: give a card from the Market",
                ));
            };
            events.push(Event::DeckRevealed {
                by: seat,
                card,
                forced: false,
            });
            give_revealed(state, card, None, events);
        }
        Action::SwapWithMarket { card, slot } => {
            check_token(state, seat)?;
            let idx = position(state, seat, card)?;
            let Some(&took) = state.market.get(slot) else {
                return Err(no_such_slot());
            };
            state.tokens[seat] -= 1;
            state.market[slot] = card;
            state.hands[seat][idx] = took;
            events.push(Event::SwappedWithMarket {
                seat,
                gave: card,
                took,
                slot,
            });
            end_turn(state, events);
        }
        Action::SwapWithPlayer { target, card } => {
            check_token(state, seat)?;
            if target >= state.players() {
                return Err(RuleError::new(format!(
                    "There is no seat {target} at this table"
                )));
            }
            if target == seat {
                return Err(RuleError::new(
                    "You cannot swap with yourself: pick another player",
                ));
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
            state.phase = Phase::SwapReaction {
                target,
                offered: card,
            };
        }
        _ => return Err(not_now(state)),
    }
    Ok(())
}

/// A deck card has just been revealed: give it at once when only one player qualifies,
/// otherwise let the active player choose (13.B). `canceler` marks the Forced Give (7.B).
fn give_revealed(state: &mut State, card: Card, canceler: Option<Seat>, events: &mut Vec<Event>) {
    let targets = give_targets(state, state.active, canceler);
    match targets.as_slice() {
        [only] => offer(state, card, Origin::Deck, *only, canceler.is_some(), events),
        [] => {
            // Nobody can receive: only possible when every hand is full, which ends the round
            // before any turn starts. Put the card back rather than lose it.
            state.deck.push(card);
            end_turn(state, events);
        }
        _ => state.phase = Phase::ChooseTarget { card, canceler },
    }
}

/// Gives `card` to `target`. A reaction window opens only when the Give is not forced and the
/// target can still react; otherwise the card is accepted with no wait (EQ-4).
fn offer(
    state: &mut State,
    card: Card,
    origin: Origin,
    target: Seat,
    forced: bool,
    events: &mut Vec<Event>,
) {
    events.push(Event::Gave {
        from: state.active,
        to: target,
        card,
        origin,
        forced,
    });
    if !forced && state.can_react(target) {
        state.phase = Phase::GiveReaction {
            card,
            origin,
            target,
        };
    } else {
        accept(state, card, origin, target, events);
    }
}

/// The target keeps the card and a Market-origin card is replaced from the deck (section 8).
/// The round then ends at once if every hand is full. The base game refills even then, because
/// section 11 has the Market stay at 4 at round end (a card is always left for it: hands, Market
/// and deck always hold all 52). Fog of War will skip that last refill (14.D.4).
fn accept(state: &mut State, card: Card, origin: Origin, target: Seat, events: &mut Vec<Event>) {
    state.hands[target].push(card);
    events.push(Event::Accepted { seat: target, card });
    if let Origin::Market { slot } = origin {
        market::refill(state, slot, events);
    }
    if state.all_hands_full() {
        end_round(state, events);
        return;
    }
    end_turn(state, events);
}

/// Section 7.A: the card goes to the Market and the active turn ends, unless a deck card made the
/// Market 5, in which case the rejector first bottoms one card (EQ-1).
fn reject(state: &mut State, card: Card, origin: Origin, seat: Seat, events: &mut Vec<Event>) {
    spend_reaction(state, seat);
    events.push(Event::Rejected { seat, card, origin });
    match origin {
        Origin::Market { slot } => {
            market::return_card(state, slot, card);
            end_turn(state, events);
        }
        Origin::Deck => {
            if market::add_rejected(state, card) {
                state.phase = Phase::Bottoming {
                    rejector: seat,
                    rejected: card,
                };
            } else {
                end_turn(state, events);
            }
        }
    }
}

/// Section 7.B: the swap is off (cards stay hidden) and the active player makes a Forced Give
/// from the top of the deck, which nobody can react to.
fn cancel(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    spend_reaction(state, seat);
    events.push(Event::SwapCanceled {
        from: state.active,
        by: seat,
    });
    match state.deck.pop() {
        Some(card) => {
            events.push(Event::DeckRevealed {
                by: state.active,
                card,
                forced: true,
            });
            give_revealed(state, card, Some(seat), events);
        }
        // The deck cannot be empty while a hand has room (52 = 6 x 8 + 4), but never panic.
        None => end_turn(state, events),
    }
}

fn spend_reaction(state: &mut State, seat: Seat) {
    state.tokens[seat] = state.tokens[seat].saturating_sub(1);
    state.reacted[seat] = true;
}

/// Passes the turn clockwise; reaction limits reset with each active turn (section 7).
fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    state.active = state.next_seat(state.active);
    state.reacted.iter_mut().for_each(|r| *r = false);
    state.phase = Phase::Turn;
    state.turn += 1;
    events.push(Event::TurnStarted { seat: state.active });
}

/// Every hand is full: hands are revealed and scored.
fn end_round(state: &mut State, events: &mut Vec<Event>) {
    state.phase = Phase::RoundOver;
    let (scores, ranking) = rank_hands(&state.hands);
    events.push(Event::RoundEnded {
        hands: state.hands.clone(),
        totals: scores.iter().map(|s| s.total).collect(),
        places: ranking.place,
    });
}

fn check_token(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.tokens_of(seat) == 0 {
        Err(RuleError::new("You have no Reject tokens left"))
    } else {
        Ok(())
    }
}

/// Reaction limits of section 7 and EQ-4.
fn check_can_react(state: &State, seat: Seat) -> Result<(), RuleError> {
    check_token(state, seat)?;
    if state.reacted.get(seat).copied().unwrap_or(true) {
        return Err(RuleError::new(
            "You have already reacted during this turn: each player reacts at most once per turn",
        ));
    }
    Ok(())
}

/// Index of `card` in `seat`'s hand, or an error saying the player does not hold it.
fn position(state: &State, seat: Seat, card: Card) -> Result<usize, RuleError> {
    state.hands[seat]
        .iter()
        .position(|&c| c == card)
        .ok_or_else(|| RuleError::new(format!("You do not hold {card}")))
}

fn no_such_slot() -> RuleError {
    RuleError::new("There is no such Market card: pick one of the cards shown in the Market")
}

/// The error for an action that does not fit the current phase, saying what is expected.
fn not_now(state: &State) -> RuleError {
    let hint = match &state.phase {
        Phase::Turn => {
            "it is your turn: give a card (from the Market or the deck) or spend a token to swap"
                .to_string()
        }
        Phase::ChooseTarget { card, .. } => format!("choose who receives {card}"),
        Phase::GiveReaction { card, .. } => format!("reject {card} (1 token) or accept it"),
        Phase::Bottoming { .. } => "choose a Market card to put at the bottom of the deck".into(),
        Phase::SwapReaction { .. } => {
            "cancel the swap (1 token) or allow it by picking one of your cards".into()
        }
        Phase::RoundOver => "the round is over".into(),
    };
    RuleError::new(format!("That is not possible now: {hint}"))
}
