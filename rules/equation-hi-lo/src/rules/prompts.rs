//! Who is awaited now, and with what kind of prompt (so the table picks the deadline).
//! `Prompt::what` is public, so it only mentions public facts (the bet to call, the cap).
//!
//! The declaration is a secret choice, but it is the main decision of the round and needs
//! typing, so it is given turn time ([`PromptKind::Turn`]); the × choice is a quick secret one.

use super::betting::{bet_range, can_check};
use super::state::{Phase, State};
use game_kit::game::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() {
        return Vec::new();
    }
    match &state.phase {
        Phase::Discarding { .. } => state
            .live_seats()
            .into_iter()
            .filter(|&s| state.hand(s).is_some_and(|h| h.pending_times))
            .map(|seat| Prompt {
                seat,
                kind: PromptKind::Secret,
                what: "Choose whether the × replaces your + or your −".into(),
            })
            .collect(),
        Phase::Betting { to_act, .. } => {
            let seat = *to_act;
            let what = if can_check(state, seat) {
                format!("Check, bet (up to a total of {}) or fold", state.cap)
            } else {
                let owe = state.max_wager().saturating_sub(state.wagered[seat]);
                // HL-2: once the highest wager is the cap, nobody can raise any more.
                if bet_range(state, seat).is_some() {
                    format!("Call {owe}, raise or fold")
                } else {
                    format!("Call {owe} or fold")
                }
            };
            vec![Prompt {
                seat,
                kind: PromptKind::Turn,
                what,
            }]
        }
        Phase::Declaring => state
            .live_seats()
            .into_iter()
            .filter(|&s| state.submissions[s].is_none())
            .map(|seat| Prompt {
                seat,
                kind: PromptKind::Turn,
                what: "Declare Low, High or Swing and hand in your equation".into(),
            })
            .collect(),
        Phase::GameOver => Vec::new(),
    }
}
