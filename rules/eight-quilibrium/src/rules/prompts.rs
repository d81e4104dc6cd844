//! Who is awaited now, and with what kind of prompt (so the table picks the right deadline).
//!
//! `Prompt::what` is shown publicly, so it only mentions public cards (a revealed Give, the
//! face-up Market), never a hand card, a swap pick or a face-down Market card. Most phases
//! await one seat; a Quick Toss window awaits every teammate who may toss, and the Wind of
//! Change awaits everyone who has not picked yet.

use super::state::{Phase, State};
use crate::words::{say, say_with};
use game_kit::game::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() {
        return Vec::new();
    }
    let active = state.active;
    let card_text = |key: &str, card: &game_kit::cards::Card| {
        say_with(key, &[("card", card.to_string().as_str().into())])
    };
    let prompt = |seat, kind, what: String| vec![Prompt { seat, kind, what }];
    match &state.phase {
        Phase::Turn => prompt(active, PromptKind::Turn, say("eq-prompt-turn")),
        Phase::ChooseTarget {
            card,
            canceler,
            forced,
        } => prompt(
            active,
            PromptKind::Decision,
            if canceler.is_some() || *forced {
                card_text("eq-prompt-choose-forced", card)
            } else {
                card_text("eq-prompt-choose", card)
            },
        ),
        Phase::QuickToss { waiting, .. } => waiting
            .iter()
            .map(|&seat| Prompt {
                seat,
                kind: PromptKind::Reaction,
                what: say("eq-prompt-quick-toss"),
            })
            .collect(),
        Phase::TossChoice { pending, .. } => prompt(
            pending.target(),
            PromptKind::Decision,
            say("eq-prompt-toss-choice"),
        ),
        Phase::GiveReaction { card, target, .. } => prompt(
            *target,
            PromptKind::Reaction,
            if state.is_face_down(*card) {
                say("eq-prompt-reject-hidden")
            } else {
                card_text("eq-prompt-reject", card)
            },
        ),
        Phase::Bottoming { rejector, .. } => {
            prompt(*rejector, PromptKind::Decision, say("eq-prompt-bottoming"))
        }
        // The target always has to pick a card; it is a reaction window only when a Cancel is
        // possible (EQ-4), otherwise just a secret choice.
        Phase::SwapReaction { target, .. } => {
            if state.can_react(*target) {
                prompt(*target, PromptKind::Reaction, say("eq-prompt-swap-cancel"))
            } else {
                prompt(*target, PromptKind::Secret, say("eq-prompt-swap"))
            }
        }
        Phase::RelayPick { teammate, .. } => {
            prompt(*teammate, PromptKind::Secret, say("eq-prompt-relay"))
        }
        Phase::JackSwap { seat } => prompt(*seat, PromptKind::Decision, say("eq-prompt-jack")),
        Phase::QueenReorder { seat } => prompt(*seat, PromptKind::Decision, say("eq-prompt-queen")),
        Phase::KingGive { seat, .. } => prompt(*seat, PromptKind::Decision, say("eq-prompt-king")),
        Phase::WindOffer => prompt(active, PromptKind::Decision, say("eq-prompt-wind-offer")),
        Phase::WindPass { picks, .. } => picks
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_none())
            .map(|(seat, _)| Prompt {
                seat,
                kind: PromptKind::Secret,
                what: say("eq-prompt-wind-pass"),
            })
            .collect(),
        Phase::RoundOver => Vec::new(),
    }
}
