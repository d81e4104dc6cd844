//! What a player can do. Every input (a button, a typed equation, a script line) becomes one
//! [`Action`]; actions are plain data and may be forged, so `apply` checks every field.

use super::equation::{Equation, Op};
use serde::{Deserialize, Serialize};

/// One move by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    // ---- betting (section 6, HL-2) ----
    /// Pass without betting; only when nobody has bet more than you this betting round.
    Check,
    /// Match the highest wager of the round.
    Call,
    /// Bet or raise so that your total wager this round (ante included) becomes `to`: more than
    /// the highest wager so far, at most the cap.
    Bet { to: u32 },
    /// Give up the hand and every chip wagered this round.
    Fold,

    // ---- the × choice (section 5, HL-4) ----
    /// The drawn × replaces `op`, which must be + or −.
    Discard { op: Op },

    // ---- the secret submission (sections 7-8, HL-5) ----
    /// Declare a side together with the equation(s). Final once accepted.
    Declare { declaration: Declaration },
}

/// A declaration with its equation(s) (HL-5: one secret step).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "side")]
pub enum Declaration {
    /// Aim for 1.
    Low { equation: Equation },
    /// Aim for 20.
    High { equation: Equation },
    /// Both: two arrangements of the same cards, and both sides must be won (section 11).
    Swing { low: Equation, high: Equation },
    /// Only for a hand that has no valid equation at all (four zeros: every ÷ would divide by
    /// zero). The hand takes part in nothing at the showdown. Our ruling for a case the
    /// rulebook does not cover.
    NoEquation,
}

impl Declaration {
    /// The equation competing for the Low side, if any.
    pub fn low(&self) -> Option<&Equation> {
        match self {
            Declaration::Low { equation } => Some(equation),
            Declaration::Swing { low, .. } => Some(low),
            _ => None,
        }
    }

    /// The equation competing for the High side, if any.
    pub fn high(&self) -> Option<&Equation> {
        match self {
            Declaration::High { equation } => Some(equation),
            Declaration::Swing { high, .. } => Some(high),
            _ => None,
        }
    }

    /// "Low (1)", "High (20)", "Swing (1 & 20)" or "no equation".
    pub fn name(&self) -> &'static str {
        match self {
            Declaration::Low { .. } => "Low (1)",
            Declaration::High { .. } => "High (20)",
            Declaration::Swing { .. } => "Swing (1 & 20)",
            Declaration::NoEquation => "no equation",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_serialise_readably() {
        let a = Action::Declare {
            declaration: Declaration::Swing {
                low: Equation::parse("r4/7+9-8").unwrap(),
                high: Equation::parse("8x3/1-4").unwrap(),
            },
        };
        let json = serde_json::to_value(&a).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"type": "declare", "declaration":
                {"side": "swing", "low": "√4 ÷ 7 + 9 − 8", "high": "8 × 3 ÷ 1 − 4"}})
        );
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), a);
        assert_eq!(
            serde_json::to_value(Action::Bet { to: 5 }).unwrap(),
            serde_json::json!({"type": "bet", "to": 5})
        );
        assert_eq!(
            serde_json::to_value(Action::Discard { op: Op::Sub }).unwrap(),
            serde_json::json!({"type": "discard", "op": "sub"})
        );
    }
}
