//! Enumerating the legal actions of a seat. Must agree exactly with `apply` (a property test
//! checks both directions); kept allocation-light because random playouts call it every step.

use super::actions::Action;
use super::state::{Phase, State};
use super::targeting::give_targets;
use crate::engine::Seat;

/// Every action `seat` may take now; empty when the seat is not awaited.
pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    if seat >= state.players() || state.check_shape().is_err() {
        return Vec::new();
    }
    match &state.phase {
        Phase::Turn if seat == state.active => turn_actions(state, seat),
        Phase::ChooseTarget { canceler, .. } if seat == state.active => {
            give_targets(state, seat, *canceler)
                .into_iter()
                .map(|target| Action::GiveTo { target })
                .collect()
        }
        Phase::GiveReaction { target, .. } if seat == *target => {
            let mut v = vec![Action::Accept];
            if state.can_react(seat) {
                v.push(Action::Reject);
            }
            v
        }
        Phase::Bottoming { rejector, .. } if seat == *rejector => (0..state.market.len())
            .map(|slot| Action::Bottom { slot })
            .collect(),
        Phase::SwapReaction { target, .. } if seat == *target => {
            let hand = &state.hands[seat];
            let mut v = Vec::with_capacity(hand.len() + 1);
            if state.can_react(seat) {
                v.push(Action::Cancel);
            }
            v.extend(hand.iter().map(|&card| Action::Allow { card }));
            v
        }
        _ => Vec::new(),
    }
}

fn turn_actions(state: &State, seat: Seat) -> Vec<Action> {
    let targets = give_targets(state, seat, None);
    let hand = &state.hands[seat];
    let has_token = state.tokens_of(seat) > 0;
    let mut v = Vec::with_capacity(
        state.market.len() * targets.len()
            + 1
            + if has_token {
                hand.len() * (state.market.len() + state.players())
            } else {
                0
            },
    );
    for slot in 0..state.market.len() {
        v.extend(
            targets
                .iter()
                .map(|&target| Action::GiveFromMarket { slot, target }),
        );
    }
    if !state.deck.is_empty() {
        v.push(Action::DrawFromDeck);
    }
    if has_token {
        for &card in hand {
            v.extend((0..state.market.len()).map(|slot| Action::SwapWithMarket { card, slot }));
        }
        let mine = hand.len();
        for target in (0..state.players()).filter(|&t| t != seat && state.hand_size(t) >= mine) {
            v.extend(
                hand.iter()
                    .map(|&card| Action::SwapWithPlayer { target, card }),
            );
        }
    }
    v
}
