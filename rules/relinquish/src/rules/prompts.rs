//! Who is awaited now, and with what kind of prompt (so the table picks the deadline).
//! `Prompt::what` is public, so it names only public facts: a choice in progress during a turn
//! is not mentioned (it may involve hand cards), and a Negate or Foil window opens for every
//! eligible player holding cards, whatever they hold.

use super::battle::awaits_rally;
use super::state::{Battle, BattleStep, Phase, State};
use game_kit::game::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() {
        return Vec::new();
    }
    let one = |seat, kind, what: String| vec![Prompt { seat, kind, what }];
    match &state.phase {
        Phase::Over { .. } => Vec::new(),
        Phase::Turn { .. } => one(
            state.active,
            PromptKind::Turn,
            "Play your turn: Populate, Summon, Magick, Battle, abilities, then end the turn".into(),
        ),
        Phase::Scry { seat, .. } => one(
            *seat,
            PromptKind::Decision,
            "Keep one of the two scried cards".into(),
        ),
        // The enchanter by name (the table fills it in: `Prompt::name_of`), and whose Commons
        // the Enchant takes.
        Phase::Negate {
            enchanter,
            target,
            tarot,
            waiting,
            ..
        } => {
            waiting
                .iter()
                .map(|&seat| Prompt {
                    seat,
                    kind: PromptKind::Reaction,
                    what: format!(
                    "Negate {}'s Enchant ({tarot}) on {} Commons with a lower Tarot, or let it be",
                    Prompt::name_of(*enchanter),
                    if seat == *target { "your" } else { "your partner's" }
                ),
                })
                .collect()
        }
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
                what: format!(
                    "Foil the Murder of {court} with a Tarot above {}, or let it be",
                    chain.last().map_or(0, |p| p.tarot.printed())
                ),
            })
            .collect(),
        Phase::Battle(Battle { step, .. }) => match step {
            BattleStep::Blocking { defender } => one(
                *defender,
                PromptKind::Decision,
                "Choose an attacker: block it with a Standing Court or let it through".into(),
            ),
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
                    what: format!("Clash of {attacker} and {blocker}: Rally a Common or none"),
                })
                .collect(),
            BattleStep::Capture { .. } => one(
                state.active,
                PromptKind::Decision,
                "Choose which of the equal Commons to capture".into(),
            ),
        },
    }
}
