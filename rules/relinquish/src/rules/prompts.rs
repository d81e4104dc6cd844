//! Who is awaited now, and with what kind of prompt (so the table picks the deadline).
//! `Prompt::what` is public, so it names only public facts: a choice in progress during a turn
//! is not mentioned (it may involve hand cards), and a Negate or Foil window opens for every
//! eligible player holding cards, whatever they hold.

use super::battle::awaits_rally;
use super::state::{Battle, BattleStep, Phase, State};
use crate::words::say;
use game_kit::game::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() {
        return Vec::new();
    }
    let one = |seat, kind, what: String| vec![Prompt { seat, kind, what }];
    match &state.phase {
        Phase::Over { .. } => Vec::new(),
        Phase::Turn { .. } => one(state.active, PromptKind::Turn, say("rq-prompt-turn")),
        Phase::Scry { seat, .. } => one(*seat, PromptKind::Decision, say("rq-prompt-scry")),
        // The enchanter by name (the table fills it in: `Prompt::name_of`), and whose Commons
        // the Enchant takes.
        Phase::Negate {
            enchanter,
            target,
            tarot,
            waiting,
            ..
        } => waiting
            .iter()
            .map(|&seat| Prompt {
                seat,
                kind: PromptKind::Reaction,
                what: say!(
                    "rq-prompt-negate",
                    name = &Prompt::name_of(*enchanter),
                    card = &tarot.label(),
                    whose = if seat == *target { "yours" } else { "partner" }
                ),
            })
            .collect(),
        Phase::Foil {
            court,
            chain,
            waiting,
            ..
        } => waiting
            .iter()
            .map(|&seat| Prompt {
                seat,
                kind: PromptKind::Reaction,
                what: say!(
                    "rq-prompt-foil",
                    card = &court.label(),
                    value = chain.last().map_or(0, |p| p.tarot.printed())
                ),
            })
            .collect(),
        Phase::Battle(Battle { step, .. }) => match step {
            BattleStep::Blocking { defender } => {
                one(*defender, PromptKind::Decision, say("rq-prompt-block"))
            }
            BattleStep::Clash {
                attacker,
                blocker,
                defender,
                ..
            } => [state.active, *defender]
                .into_iter()
                .filter(|&s| awaits_rally(state, s))
                .map(|seat| Prompt {
                    seat,
                    kind: PromptKind::Secret,
                    what: say!(
                        "rq-prompt-rally",
                        attacker = &attacker.label(),
                        blocker = &blocker.label()
                    ),
                })
                .collect(),
            BattleStep::Capture { .. } => {
                one(state.active, PromptKind::Decision, say("rq-prompt-capture"))
            }
        },
    }
}
