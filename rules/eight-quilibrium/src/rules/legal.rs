//! Enumerating the legal actions of a seat. Must agree exactly with `apply` (a property test
//! checks both directions); kept allocation-light because random playouts call it every step.

use super::actions::Action;
use super::state::{Phase, State};
use super::targeting::give_targets;
use super::{fog, open_stock, rank_powers, team_play};
use game_kit::game::Seat;

/// Every action `seat` may take now; empty when the seat is not awaited.
pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    if seat >= state.players() || state.check_shape().is_err() {
        return Vec::new();
    }
    let hand_cards = |make: fn(game_kit::cards::Card) -> Action| -> Vec<Action> {
        state.hands[seat].iter().map(|&c| make(c)).collect()
    };
    match &state.phase {
        Phase::Turn if seat == state.active => turn_actions(state, seat),
        Phase::ChooseTarget { canceler, .. } if seat == state.active => {
            give_targets(state, seat, *canceler)
                .into_iter()
                .map(|target| Action::GiveTo { target })
                .collect()
        }
        Phase::QuickToss { waiting, .. } if waiting.contains(&seat) => {
            let mut v = Vec::with_capacity(2);
            if state.tokens_of(seat) > 0 {
                v.push(Action::QuickToss);
            }
            v.push(Action::NoToss);
            v
        }
        Phase::TossChoice { pending, offers } if seat == pending.target() => offers
            .iter()
            .map(|&from| Action::TakeToss { from })
            .collect(),
        Phase::GiveReaction { target, .. } if seat == *target => {
            let mut v = vec![Action::Accept];
            if state.can_react(seat) {
                v.push(Action::Reject);
            }
            v
        }
        Phase::Bottoming { rejector, .. } if seat == *rejector => state
            .occupied_slots()
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
        Phase::RelayPick { teammate, .. } if seat == *teammate => {
            hand_cards(|card| Action::RelayPick { card })
        }
        Phase::JackSwap { seat: holder } if seat == *holder => {
            let mut v = vec![Action::Decline];
            for &card in &state.hands[seat] {
                v.extend(
                    state
                        .occupied_slots()
                        .map(|slot| Action::JackSwap { card, slot }),
                );
            }
            v
        }
        Phase::QueenReorder { seat: holder } if seat == *holder => rank_powers::top_two(state)
            .into_iter()
            .map(|top| Action::QueenOrder { top })
            .collect(),
        Phase::KingGive { seat: holder, .. } if seat == *holder => {
            let targets = give_targets(state, seat, None);
            let mut v = Vec::with_capacity(state.hands[seat].len() * targets.len());
            for &card in &state.hands[seat] {
                v.extend(
                    targets
                        .iter()
                        .map(|&target| Action::KingGive { card, target }),
                );
            }
            v
        }
        Phase::WindOffer if seat == state.active => vec![
            Action::CallWind { clockwise: true },
            Action::CallWind { clockwise: false },
            Action::Decline,
        ],
        Phase::WindPass { picks, .. } if picks.get(seat) == Some(&None) => {
            hand_cards(|card| Action::WindPick { card })
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
    for slot in state.occupied_slots() {
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
            v.extend(
                state
                    .occupied_slots()
                    .map(|slot| Action::SwapWithMarket { card, slot }),
            );
        }
        let mine = hand.len();
        for target in (0..state.players()).filter(|&t| t != seat && state.hand_size(t) >= mine) {
            v.extend(
                hand.iter()
                    .map(|&card| Action::SwapWithPlayer { target, card }),
            );
        }
    }
    // The variants' options (each checks its own variant and cost).
    v.extend(
        team_play::assist_targets(state, seat)
            .into_iter()
            .map(|to| Action::Assist { to }),
    );
    if open_stock::can_refresh(state, seat) {
        v.push(Action::RefreshStock);
    }
    v.extend(
        fog::peek_choices(state, seat)
            .into_iter()
            .map(|slots| Action::Peek { slots }),
    );
    if team_play::can_relay(state, seat) {
        for teammate in state.teammates(seat) {
            v.extend(
                hand.iter()
                    .map(|&card| Action::RelaySwap { teammate, card }),
            );
        }
    }
    v
}
