//! Who is awaited now, and with what kind of prompt (so the table picks the deadline).
//! `Prompt::what` is public, so it only mentions public facts (the bet to call, the cap); it
//! is said in the language spoken (issue 48: English where the core stores it).
//!
//! The declaration is a secret choice, but it is the main decision of the round and needs
//! typing, so it is given turn time ([`PromptKind::Turn`]); the × choice is a quick secret one.

use super::betting::{bet_range, can_check};
use super::state::{Phase, State};
use crate::words::WORDS;
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
                what: WORDS.say("hl-prompt-times"),
            })
            .collect(),
        Phase::Betting { to_act, .. } => {
            let seat = *to_act;
            let what = if can_check(state, seat) {
                WORDS.say_with("hl-prompt-check", &[("cap", state.cap.into())])
            } else {
                let owe = state.max_wager().saturating_sub(state.wagered[seat]);
                // HL-2: once the highest wager is the cap, nobody can raise any more.
                if bet_range(state, seat).is_some() {
                    WORDS.say_with("hl-prompt-call-raise", &[("owe", owe.into())])
                } else {
                    WORDS.say_with("hl-prompt-call", &[("owe", owe.into())])
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
                what: WORDS.say("hl-prompt-declare"),
            })
            .collect(),
        Phase::GameOver => Vec::new(),
    }
}
