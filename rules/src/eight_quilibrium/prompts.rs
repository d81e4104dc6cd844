//! Who is awaited now, and with what kind of prompt (so the table picks the right deadline).
//!
//! `Prompt::what` is shown publicly, so it only mentions public cards (a revealed Give, the
//! Market), never a hand card or a swap pick.

use super::state::{Phase, State};
use crate::engine::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() {
        return Vec::new();
    }
    let active = state.active;
    let prompt = |seat, kind, what: String| vec![Prompt { seat, kind, what }];
    match &state.phase {
        Phase::Turn => prompt(
            active,
            PromptKind::Turn,
            "Give a card to a player with the fewest cards, or spend a token to swap".into(),
        ),
        Phase::ChooseTarget { card, canceler } => prompt(
            active,
            PromptKind::Decision,
            if canceler.is_some() {
                format!("Choose who receives {card} (forced Give: it cannot be rejected)")
            } else {
                format!("Choose who receives {card}")
            },
        ),
        Phase::GiveReaction { card, target, .. } => prompt(
            *target,
            PromptKind::Reaction,
            format!("Reject {card} (1 token) or accept it"),
        ),
        Phase::Bottoming { rejector, .. } => prompt(
            *rejector,
            PromptKind::Decision,
            "Choose a Market card to put at the bottom of the deck".into(),
        ),
        // The target always has to pick a card; it is a reaction window only when a Cancel is
        // possible (EQ-4), otherwise just a secret choice.
        Phase::SwapReaction { target, .. } => {
            if state.can_react(*target) {
                prompt(
                    *target,
                    PromptKind::Reaction,
                    "Cancel the swap (1 token) or allow it by picking a card to exchange".into(),
                )
            } else {
                prompt(
                    *target,
                    PromptKind::Secret,
                    "Pick a card to exchange in the swap".into(),
                )
            }
        }
        Phase::RoundOver => Vec::new(),
    }
}
