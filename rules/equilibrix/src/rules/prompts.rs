//! Who is awaited now. A tax (or the charity question before it) is a follow-up decision of
//! its payer, even outside their turn; everything else is the active player's turn.

use super::positional;
use super::state::{State, TurnStep};
use crate::words::WORDS;
use game_kit::game::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() || state.is_over() {
        return Vec::new();
    }
    if let Some(tax) = state.taxes.front() {
        return vec![match tax.payer {
            None => Prompt {
                seat: tax.mover,
                kind: PromptKind::Decision,
                // The player who would pay under charity by name, which the table fills in
                // (`Prompt::name_of`; issue 25, item 3).
                what: WORDS.say_with(
                    "ex-prompt-charity",
                    &[
                        ("node", tax.node.into()),
                        ("stones", stones(tax.stones).as_str().into()),
                        (
                            "leader",
                            tax.leader
                                .map_or_else(|| WORDS.say("ex-best-placed"), Prompt::name_of)
                                .as_str()
                                .into(),
                        ),
                    ],
                ),
            },
            Some(p) => Prompt {
                seat: p,
                kind: PromptKind::Decision,
                what: WORDS.say_with(
                    "ex-prompt-tax",
                    &[
                        ("node", tax.node.into()),
                        ("stones", stones(tax.stones).as_str().into()),
                    ],
                ),
            },
        }];
    }
    let t = &state.turn;
    let what = match &t.step {
        TurnStep::Idle => WORDS.say_with(
            "ex-prompt-turn",
            &[
                (
                    "positional",
                    positional_actions(t.positional_left).as_str().into(),
                ),
                (
                    "political",
                    if t.political_done { "done" } else { "due" }.into(),
                ),
            ],
        ),
        // Under the earlier rules a move may stand without its stone (EX-G9 did away with it).
        TurnStep::Moved if positional::bare_moves(state) => WORDS.say("ex-prompt-moved-earlier"),
        TurnStep::Moved => WORDS.say("ex-prompt-moved"),
        TurnStep::Chosen { .. } => WORDS.say("ex-prompt-chosen"),
        TurnStep::Recruiting { .. } => WORDS.say("ex-prompt-recruiting"),
    };
    vec![Prompt {
        seat: t.seat,
        kind: PromptKind::Turn,
        what,
    }]
}

/// "1 stone", "2 stones".
pub fn stones(n: u8) -> String {
    WORDS.say_with("ex-stones", &[("n", n.into())])
}

/// "1 positional action", "2 positional actions".
pub fn positional_actions(n: u8) -> String {
    WORDS.say_with("ex-positional-actions", &[("n", n.into())])
}
