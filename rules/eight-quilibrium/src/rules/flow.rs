//! The turn flow shared by the base game and the variants: offering a Give, the target's answer,
//! what an accepted card sets off (15.B), and the end of an action and of a turn.
//!
//! Everything here runs after validation: callers check first and then call these, which only
//! mutate (so an `Err` never leaves a half-changed state).
//!
//! The order when a Give is accepted follows 15.B: Market maintenance (section 8, skipped under
//! Fog when the round ends, 14.D.4), then the round-end check (section 11), then the new Stock
//! and Burden Pays (14.B.2-3), then the Rank Power (14.E), and only when everything has
//! resolved the Wind of Change (14.C) and the next turn. A rejected Stock card shows the new
//! Stock after the bottoming (14.B.2, 14.B.5).
//!
//! The variant modules sit below this one: the flow calls their hooks (the Quick Toss window,
//! skip markers, the end of a round, Burden Pays, Rank Power triggers, whether the Wind may be
//! called), and their moves never call back into it: they return, and `apply` carries the turn
//! on with the functions here. The checks the moves share are in `checks.rs`.

use super::events::Event;
use super::state::{Origin, Pending, Phase, State, TurnState};
use super::targeting::give_targets;
use super::{market, open_stock, rank_powers, rounds, team_play, wind};
use game_kit::cards::Card;
use game_kit::game::Seat;

/// Gives `card` to `target`. A reactable Give first lets teammates Quick Toss (EQ-5), then
/// opens the target's window (EQ-4); a forced Give, a Give to oneself, or one whose target
/// already reacted this turn is accepted with no wait.
pub fn offer(
    state: &mut State,
    card: Card,
    origin: Origin,
    target: Seat,
    forced: bool,
    events: &mut Vec<Event>,
) {
    let from = state.active;
    match origin {
        Origin::Market { slot } if state.is_face_down(card) => events.push(Event::GaveFaceDown {
            from,
            to: target,
            slot,
            card: Some(card),
        }),
        _ => events.push(Event::Gave {
            from,
            to: target,
            card,
            origin,
            forced,
        }),
    }
    let reactable =
        !forced && target != from && !state.reacted.get(target).copied().unwrap_or(true);
    if !reactable {
        accept(state, card, origin, target, events);
        return;
    }
    let pending = Pending::Give {
        card,
        origin,
        target,
    };
    if !team_play::open_toss_window(state, &pending, events) {
        open_reaction(state, pending, events);
    }
}

/// The target of a reactable event decides now: a reaction window when it can react, otherwise
/// the Give is simply accepted and the swap target just picks its card (EQ-4).
pub fn open_reaction(state: &mut State, pending: Pending, events: &mut Vec<Event>) {
    match pending {
        Pending::Give {
            card,
            origin,
            target,
        } => {
            if state.can_react(target) {
                state.phase = Phase::GiveReaction {
                    card,
                    origin,
                    target,
                };
            } else {
                accept(state, card, origin, target, events);
            }
        }
        Pending::Swap { target, offered } => {
            state.phase = Phase::SwapReaction { target, offered };
        }
    }
}

/// A deck card has just been revealed: give it at once when only one player qualifies,
/// otherwise let the active player choose (13.B). `canceler` and `forced` mark the Forced Give
/// (7.B, 14.A.2 C).
pub fn give_revealed(
    state: &mut State,
    card: Card,
    canceler: Option<Seat>,
    forced: bool,
    events: &mut Vec<Event>,
) {
    let targets = give_targets(state, state.active, canceler);
    match targets.as_slice() {
        [only] => offer(state, card, Origin::Deck, *only, forced, events),
        [] => {
            // Nobody can receive: only possible when every hand is full, which ends the round
            // before any turn starts. Put the card back rather than lose it.
            state.deck.push(card);
            open_stock::reveal(state, events);
            finish_action(state, events);
        }
        _ => {
            state.phase = Phase::ChooseTarget {
                card,
                canceler,
                forced,
            }
        }
    }
}

/// Turns the top card of the deck (the Stock under 14.B) for a Forced Give (7.B, 14.A.2 C).
pub fn forced_give_from_deck(state: &mut State, canceler: Option<Seat>, events: &mut Vec<Event>) {
    match open_stock::take_top(state) {
        Some(card) => {
            events.push(Event::DeckRevealed {
                by: state.active,
                card,
                forced: true,
            });
            give_revealed(state, card, canceler, true, events);
        }
        // The deck cannot be empty while a hand has room (52 = 6 x 8 + 4), but never panic.
        None => finish_action(state, events),
    }
}

/// The target keeps the card. Then, in 15.B's order: Market maintenance, the round-end check,
/// Burden Pays, the Rank Power, and the end of the action.
///
/// The base game refills even when the round ends, because section 11 keeps the Market at 4
/// (a card is always left for it: hands, Market and deck always hold all 52). Fog of War skips
/// that last refill (14.D.4).
pub fn accept(
    state: &mut State,
    card: Card,
    origin: Origin,
    target: Seat,
    events: &mut Vec<Event>,
) {
    market::leave(state, card);
    if let Some(hand) = state.hands.get_mut(target) {
        hand.push(card);
    }
    events.push(Event::Accepted { seat: target, card });
    if let Origin::Market { slot } = origin {
        if !(state.options.fog_of_war && state.all_hands_full()) {
            let stock = open_stock::stock(state);
            if market::refill(state, slot, stock, events) {
                // The refill took the Stock: the next card is shown at once (14.B.2).
                open_stock::reveal(state, events);
            }
        }
    }
    if state.all_hands_full() {
        rounds::end_round(state, events);
        return;
    }
    if origin == Origin::Deck && state.options.open_stock {
        // 15.B step 2: the Give of the Stock has resolved, so the next card is shown now, and
        // the recipient earns their token.
        open_stock::reveal(state, events);
        open_stock::burden_pays(state, target, events);
    }
    if state.options.rank_powers && rank_powers::trigger(state, target, card, events) {
        return;
    }
    finish_action(state, events);
}

/// Section 7.A: the card goes back to the Market, unless a deck card made the Market 5, in
/// which case the rejector first bottoms one card (EQ-1). Under Fog a deck card enters face up
/// and a Market card keeps its face (14.D.2).
pub fn reject(state: &mut State, card: Card, origin: Origin, seat: Seat, events: &mut Vec<Event>) {
    spend_reaction(state, seat);
    match origin {
        Origin::Market { slot } => {
            if state.is_face_down(card) {
                // The rejector held it in their hands for a moment: they know what went back.
                state.note_seen(seat, card);
                events.push(Event::RejectedFaceDown {
                    seat,
                    slot,
                    card: Some(card),
                });
            } else {
                events.push(Event::Rejected { seat, card, origin });
            }
            market::return_card(state, slot, card);
            finish_action(state, events);
        }
        Origin::Deck => {
            events.push(Event::Rejected { seat, card, origin });
            if market::add_rejected(state, card) {
                // The new Stock is shown once the bottoming is done (see `bottom`).
                state.phase = Phase::Bottoming {
                    rejector: seat,
                    rejected: card,
                };
            } else {
                open_stock::reveal(state, events);
                finish_action(state, events);
            }
        }
        Origin::Hand => {
            // King-Gives cannot be reacted to; should one get here, the card goes home.
            events.push(Event::Rejected { seat, card, origin });
            let giver = state.active;
            if let Some(hand) = state.hands.get_mut(giver) {
                hand.push(card);
            }
            finish_action(state, events);
        }
    }
}

/// The rejector of a deck card bottoms the Market card in `slot` (EQ-1); then, under Open
/// Stock, the card now on top of the deck is shown as the new Stock (14.B.2, 14.B.5). That may
/// be the card just bottomed, when the deck was empty: even a face-down Fog card bottomed
/// unseen is then turned up as the Stock, and the log says so.
pub fn bottom(state: &mut State, seat: Seat, slot: usize, events: &mut Vec<Event>) {
    market::bottom(state, seat, slot, events);
    open_stock::reveal(state, events);
    finish_action(state, events);
}

/// Section 7.B: the swap is off (cards stay hidden) and the active player makes a Forced Give
/// from the top of the deck, which nobody can react to.
pub fn cancel(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    spend_reaction(state, seat);
    events.push(Event::SwapCanceled {
        from: state.active,
        by: seat,
    });
    forced_give_from_deck(state, Some(seat), events);
}

pub fn spend_reaction(state: &mut State, seat: Seat) {
    if let Some(t) = state.tokens.get_mut(seat) {
        *t = t.saturating_sub(1);
    }
    if let Some(r) = state.reacted.get_mut(seat) {
        *r = true;
    }
}

/// The active player's action has fully resolved (reactions, Forced Gives and Rank Powers
/// included): the Wind of Change may be called now (14.C.2), otherwise the turn passes.
pub fn finish_action(state: &mut State, events: &mut Vec<Event>) {
    if wind::may_call(state, state.active) {
        state.phase = Phase::WindOffer;
    } else {
        end_turn(state, events);
    }
}

/// Passes the turn clockwise; reaction limits and per-turn options reset with each active turn
/// (section 7). Seats with a skip marker lose that turn and the marker (14.A.3).
pub fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    let mut next = state.next_seat(state.active);
    for _ in 0..state.players() {
        if !team_play::take_skip(state, next) {
            break;
        }
        events.push(Event::TurnSkipped { seat: next });
        next = state.next_seat(next);
    }
    state.active = next;
    state.reacted.iter_mut().for_each(|r| *r = false);
    state.phase = Phase::Turn;
    state.turn += 1;
    state.this_turn = TurnState::default();
    events.push(Event::TurnStarted { seat: state.active });
}
