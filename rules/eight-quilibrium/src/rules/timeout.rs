//! Deadline defaults: what the bot plays for a seat that did not answer in time.

use super::actions::Action;
use super::rank_powers::top_two;
use super::state::{Phase, State};
use super::targeting::first_clockwise;
use game_kit::game::Seat;

/// The default action for `seat`, or `None` if the seat is not awaited.
///
/// - Turn: EQ-7, give the top deck card (the Stock under 14.B) to the first eligible player
///   clockwise. Real play reveals the card before the target is chosen (13.B), so this is
///   [`Action::DrawFromDeck`]; the target step that may follow times out to the same clockwise
///   choice. No start-of-turn option (Assist, Refresh, Peek, Relay Swap) is taken.
/// - Reaction to a Give: accept (EQ-4). Swap with Player: allow with the lowest-ranked card,
///   suit order breaking ties (EQ-6).
/// - Bottoming: our product choice is to bottom the card just rejected, so a timeout leaves the
///   Market as it was before the Give.
/// - Quick Toss: no toss (EQ-5). Choosing among several offers: the first offer clockwise from
///   the target (our choice; either token is the same token).
/// - Relay Swap pick: the lowest-ranked card, as for a swap (EQ-6).
/// - Jack: decline; Queen: keep the order; King: give the King to the first eligible player
///   clockwise (EQ-10).
/// - Wind: not called; a pick: the lowest-ranked card (EQ-8).
pub fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
    state.check_shape().ok()?;
    let lowest = || state.hands.get(seat)?.iter().min().copied();
    match &state.phase {
        Phase::Turn if seat == state.active => {
            if state.deck.is_empty() {
                // Unreachable in a dealt game (the deck outlasts every open hand); fall back to
                // the first Market card.
                let target = first_clockwise(state, seat, None)?;
                let slot = state.occupied_slots().next()?;
                Some(Action::GiveFromMarket { slot, target })
            } else {
                Some(Action::DrawFromDeck)
            }
        }
        Phase::ChooseTarget { canceler, .. } if seat == state.active => {
            first_clockwise(state, seat, *canceler).map(|target| Action::GiveTo { target })
        }
        Phase::QuickToss { waiting, .. } if waiting.contains(&seat) => Some(Action::NoToss),
        Phase::TossChoice { pending, offers } if seat == pending.target() => {
            let n = state.players();
            (1..=n)
                .map(|k| (seat + k) % n)
                .find(|s| offers.contains(s))
                .map(|from| Action::TakeToss { from })
        }
        Phase::GiveReaction { target, .. } if seat == *target => Some(Action::Accept),
        Phase::Bottoming { rejector, rejected } if seat == *rejector => {
            let slot = state
                .market
                .iter()
                .position(|c| *c == Some(*rejected))
                .or_else(|| state.occupied_slots().last())?;
            Some(Action::Bottom { slot })
        }
        Phase::SwapReaction { target, .. } if seat == *target => {
            lowest().map(|card| Action::Allow { card })
        }
        Phase::RelayPick { teammate, .. } if seat == *teammate => {
            lowest().map(|card| Action::RelayPick { card })
        }
        Phase::JackSwap { seat: holder } if seat == *holder => Some(Action::Decline),
        Phase::QueenReorder { seat: holder } if seat == *holder => top_two(state)
            .first()
            .map(|&top| Action::QueenOrder { top }),
        Phase::KingGive { seat: holder, king } if seat == *holder => {
            let target = first_clockwise(state, seat, None)?;
            let card = if state.hands[seat].contains(king) {
                *king
            } else {
                lowest()?
            };
            Some(Action::KingGive { card, target })
        }
        Phase::WindOffer if seat == state.active => Some(Action::Decline),
        Phase::WindPass { picks, .. } if picks.get(seat) == Some(&None) => {
            lowest().map(|card| Action::WindPick { card })
        }
        _ => None,
    }
}
