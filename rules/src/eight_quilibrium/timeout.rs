//! Deadline defaults: what the bot plays for a seat that did not answer in time.

use super::actions::Action;
use super::state::{Phase, State};
use super::targeting::first_clockwise;
use crate::engine::Seat;

/// The default action for `seat`, or `None` if the seat is not awaited.
///
/// - Turn: EQ-7, give the top deck card to the first eligible player clockwise. Real play
///   reveals the card before the target is chosen (13.B), so this is [`Action::DrawFromDeck`];
///   the target step that may follow times out to the same clockwise choice.
/// - Reaction to a Give: accept (EQ-4). Swap with Player: allow with the lowest-ranked card,
///   suit order breaking ties (EQ-6).
/// - Bottoming: our product choice is to bottom the card just rejected, so a timeout leaves the
///   Market as it was before the Give.
pub fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
    state.check_shape().ok()?;
    match &state.phase {
        Phase::Turn if seat == state.active => {
            if state.deck.is_empty() {
                // Unreachable in a dealt game (the deck outlasts every open hand); fall back to
                // the first Market card.
                let target = first_clockwise(state, seat, None)?;
                Some(Action::GiveFromMarket { slot: 0, target })
            } else {
                Some(Action::DrawFromDeck)
            }
        }
        Phase::ChooseTarget { canceler, .. } if seat == state.active => {
            first_clockwise(state, seat, *canceler).map(|target| Action::GiveTo { target })
        }
        Phase::GiveReaction { target, .. } if seat == *target => Some(Action::Accept),
        Phase::Bottoming { rejector, rejected } if seat == *rejector => {
            let slot = state
                .market
                .iter()
                .position(|c| c == rejected)
                .unwrap_or(state.market.len().saturating_sub(1));
            Some(Action::Bottom { slot })
        }
        Phase::SwapReaction { target, .. } if seat == *target => state
            .hands
            .get(seat)?
            .iter()
            .min()
            .map(|&card| Action::Allow { card }),
        _ => None,
    }
}
