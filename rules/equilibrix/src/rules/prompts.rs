//! Who is awaited now. A tax (or the charity question before it) is a follow-up decision of
//! its payer, even outside their turn; everything else is the active player's turn.

use super::positional;
use super::state::{State, TurnStep};
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
                what: format!(
                    "Crossed the node after field {} last: pay {} of tax or call charity on {}",
                    tax.node,
                    stones(tax.stones),
                    tax.leader.map_or_else(
                        || "the best-placed other player".to_string(),
                        Prompt::name_of
                    )
                ),
            },
            Some(p) => Prompt {
                seat: p,
                kind: PromptKind::Decision,
                what: format!(
                    "Tax for the node after field {}: return {} from the board",
                    tax.node,
                    stones(tax.stones)
                ),
            },
        }];
    }
    let t = &state.turn;
    let what = match &t.step {
        TurnStep::Idle => format!(
            "Play your turn: {} left{}",
            positional_actions(t.positional_left),
            if t.political_done {
                ", political action done"
            } else {
                ", the political action is still due"
            }
        ),
        // Under the earlier rules a move may stand without its stone (EX-G9 did away with it).
        TurnStep::Moved if positional::bare_moves(state) => {
            "Place or remove a stone under the activated rule, or leave it out".into()
        }
        TurnStep::Moved => {
            "Place or remove a stone under the activated rule, or go back to undo the move".into()
        }
        TurnStep::Chosen { .. } => "Choose the field for the stone".into(),
        TurnStep::Recruiting { .. } => "Place up to three Vitruvians on your political map".into(),
    };
    vec![Prompt {
        seat: t.seat,
        kind: PromptKind::Turn,
        what,
    }]
}

/// "1 stone", "2 stones".
pub fn stones(n: u8) -> String {
    if n == 1 {
        "1 stone".into()
    } else {
        format!("{n} stones")
    }
}

/// "1 positional action", "2 positional actions".
pub fn positional_actions(n: u8) -> String {
    if n == 1 {
        "1 positional action".into()
    } else {
        format!("{n} positional actions")
    }
}
