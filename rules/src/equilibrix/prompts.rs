//! Who is awaited now. A tax (or the charity question before it) is a follow-up decision of
//! its payer, even outside their turn; everything else is the active player's turn.

use super::state::{State, Step};
use crate::engine::{Prompt, PromptKind};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.check_shape().is_err() || state.is_over() {
        return Vec::new();
    }
    if let Some(tax) = state.taxes.front() {
        return vec![match tax.payer {
            None => Prompt {
                seat: tax.mover,
                kind: PromptKind::Decision,
                what: format!(
                    "Crossed the node after field {} last: pay {} stone(s) of tax or call charity on seat {}",
                    tax.node,
                    tax.stones,
                    tax.leader.unwrap_or(tax.mover)
                ),
            },
            Some(p) => Prompt {
                seat: p,
                kind: PromptKind::Decision,
                what: format!(
                    "Tax for the node after field {}: return {} stone(s) from the board",
                    tax.node, tax.stones
                ),
            },
        }];
    }
    let t = &state.turn;
    let what = match &t.step {
        Step::Idle => format!(
            "Play your turn: {} positional action(s) left{}",
            t.positional_left,
            if t.political_done {
                ", political action done"
            } else {
                ", the political action is still due"
            }
        ),
        Step::Moved => "Place or remove a stone under the activated rule, or skip it".into(),
        Step::Chosen { .. } => "Choose the field for the stone".into(),
        Step::Recruiting { .. } => "Place up to three Vitruvians on your political map".into(),
    };
    vec![Prompt {
        seat: t.seat,
        kind: PromptKind::Turn,
        what,
    }]
}
