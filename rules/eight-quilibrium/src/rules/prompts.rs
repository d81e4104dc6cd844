//! Who is awaited now, and with what kind of prompt (so the table picks the right deadline).
//!
//! `Prompt::what` is shown publicly, so it only mentions public cards (a revealed Give, the
//! face-up Market), never a hand card, a swap pick or a face-down Market card. Most phases
//! await one seat; a Quick Toss window awaits every teammate who may toss, and the Wind of
//! Change awaits everyone who has not picked yet.

use super::state::{Phase, State};
use game_kit::game::{Prompt, PromptKind};

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
        Phase::ChooseTarget {
            card,
            canceler,
            forced,
        } => prompt(
            active,
            PromptKind::Decision,
            if canceler.is_some() || *forced {
                format!("Choose who receives {card} (forced Give: it cannot be rejected)")
            } else {
                format!("Choose who receives {card}")
            },
        ),
        Phase::QuickToss { waiting, .. } => waiting
            .iter()
            .map(|&seat| Prompt {
                seat,
                kind: PromptKind::Reaction,
                what: "Quick Toss: hand your targeted teammate a token (you skip your next turn) \
                       or let it pass"
                    .into(),
            })
            .collect(),
        Phase::TossChoice { pending, .. } => prompt(
            pending.target(),
            PromptKind::Decision,
            "Choose whose Quick Toss token to take".into(),
        ),
        Phase::GiveReaction { card, target, .. } => prompt(
            *target,
            PromptKind::Reaction,
            if state.is_face_down(*card) {
                "Reject the face-down Market card (1 token) or accept it".into()
            } else {
                format!("Reject {card} (1 token) or accept it")
            },
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
        Phase::RelayPick { teammate, .. } => prompt(
            *teammate,
            PromptKind::Secret,
            "Pick a card to exchange with your teammate (Relay Swap)".into(),
        ),
        Phase::JackSwap { seat } => prompt(
            *seat,
            PromptKind::Decision,
            "Jack: swap one of your cards with a Market card for free, or decline".into(),
        ),
        Phase::QueenReorder { seat } => prompt(
            *seat,
            PromptKind::Decision,
            "Queen: choose which of the top two deck cards goes back on top".into(),
        ),
        Phase::KingGive { seat, .. } => prompt(
            *seat,
            PromptKind::Decision,
            "King: give one of your cards to a player with the fewest cards".into(),
        ),
        Phase::WindOffer => prompt(
            active,
            PromptKind::Decision,
            "Call the Wind of Change (1 token) or end your turn".into(),
        ),
        Phase::WindPass { picks, .. } => picks
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_none())
            .map(|(seat, _)| Prompt {
                seat,
                kind: PromptKind::Secret,
                what: "Wind of Change: pick the card you pass on".into(),
            })
            .collect(),
        Phase::RoundOver => Vec::new(),
    }
}
