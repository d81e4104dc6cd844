//! Whether an equation fits a player's cards (HL-6), with a reason a player understands when it
//! does not: exactly the 4 numbers and the 3 operators held, each once; as many √ as held, each
//! before one number (the parser already refuses nesting and parentheses); no division by zero.

use super::equation::{Equation, Op};
use super::evaluate::{evaluate, DivisionByZero};
use super::hand::Holding;
use crate::words::WORDS;
use game_kit::game::RuleError;

fn list<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn ops_text(ops: &[Op]) -> String {
    ops.iter()
        .map(|o| o.symbol().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks `eq` against `holding` and returns its value.
pub fn check(eq: &Equation, holding: &Holding) -> Result<f64, RuleError> {
    let mut mine = holding.numbers.clone();
    mine.sort_unstable();
    let mut used: Vec<u8> = eq.operands().iter().map(|o| o.value).collect();
    used.sort_unstable();
    if used.len() != mine.len() {
        return Err(RuleError::new(WORDS.say_with(
            "hl-val-count",
            &[
                ("count", mine.len().into()),
                ("mine", list(&mine).as_str().into()),
                ("used", used.len().into()),
            ],
        )));
    }
    if used != mine {
        return Err(RuleError::new(WORDS.say_with(
            "hl-val-numbers",
            &[
                ("mine", list(&mine).as_str().into()),
                ("used", list(&used).as_str().into()),
            ],
        )));
    }
    let roots = eq.operands().iter().filter(|o| o.root).count();
    if roots != holding.roots {
        return Err(RuleError::new(match holding.roots {
            0 => WORDS.say("hl-val-no-root"),
            1 => WORDS.say_with("hl-val-one-root", &[("used", roots.into())]),
            n => WORDS.say_with("hl-val-roots", &[("n", n.into()), ("used", roots.into())]),
        }));
    }
    let mut ops = eq.ops().to_vec();
    ops.sort();
    let mut held = holding.ops.clone();
    held.sort();
    if ops != held {
        return Err(RuleError::new(WORDS.say_with(
            "hl-val-ops",
            &[
                ("held", ops_text(&held).as_str().into()),
                ("used", ops_text(&ops).as_str().into()),
            ],
        )));
    }
    evaluate(eq).map_err(|DivisionByZero { operand }| {
        let zero = eq.operands().get(operand).copied();
        let what = zero.map_or("0".to_string(), |o| o.to_string());
        RuleError::new(WORDS.say_with("hl-val-div-zero", &[("what", what.as_str().into())]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holding(numbers: &[u8], roots: usize, ops: &[Op]) -> Holding {
        Holding {
            numbers: numbers.to_vec(),
            roots,
            ops: ops.to_vec(),
        }
    }

    fn check_text(text: &str, h: &Holding) -> Result<f64, RuleError> {
        check(&Equation::parse(text).unwrap(), h)
    }

    #[test]
    fn the_rulebook_examples_are_valid_for_their_hands() {
        let low = holding(&[4, 7, 9, 8], 1, &[Op::Add, Op::Sub, Op::Div]);
        assert!((check_text("√4 ÷ 7 + 9 − 8", &low).unwrap() - 1.2857142857).abs() < 1e-9);
        let high = holding(&[8, 3, 1, 4], 0, &[Op::Sub, Op::Mul, Op::Div]);
        assert_eq!(check_text("8 × 3 ÷ 1 − 4", &high).unwrap(), 20.0);
    }

    #[test]
    fn each_mistake_has_its_reason() {
        let h = holding(&[0, 3, 7, 9], 1, &[Op::Add, Op::Sub, Op::Div]);
        for (text, needle) in [
            ("√3 + 7 − 9", "exactly once: this equation uses 3 numbers"),
            ("√3 + √7 − 9 ÷ 0", "this equation puts √ before 2 numbers"),
            ("√3 + 7 − 9 ÷ 9", "uses 3, 7, 9, 9"),
            ("3 + 7 − 9 ÷ 0", "You hold one √"),
            ("√3 + √7 − 9 ÷ 0", "You hold one √"),
            ("√3 × 7 − 9 ÷ 0", "Your operators are + − ÷"),
            ("√3 + 7 − 9 ÷ 0", "÷ is followed by 0"),
            ("3 + 7 − 9 ÷ √0", "÷ is followed by √0"),
        ] {
            match check_text(text, &h) {
                Err(e) if e.0.contains(needle) => {}
                other => panic!("{text}: expected {needle:?}, got {other:?}"),
            }
        }
        let none = holding(&[1, 2, 3, 4], 0, &[Op::Add, Op::Sub, Op::Div]);
        assert!(check_text("√1 + 2 − 3 ÷ 4", &none)
            .unwrap_err()
            .0
            .contains("no √"));
        let two = holding(&[1, 2, 3, 4], 2, &[Op::Add, Op::Sub, Op::Div]);
        assert!(check_text("√1 + 2 − 3 ÷ 4", &two)
            .unwrap_err()
            .0
            .contains("You hold 2 √"));
    }

    #[test]
    fn zero_is_fine_anywhere_but_after_a_division() {
        let h = holding(&[0, 0, 0, 5], 0, &[Op::Add, Op::Sub, Op::Div]);
        assert_eq!(check_text("0 + 0 − 0 ÷ 5", &h).unwrap(), 0.0);
        assert!(check_text("5 + 0 − 0 ÷ 0", &h).is_err());
    }
}
