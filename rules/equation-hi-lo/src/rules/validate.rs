//! Whether an equation fits a player's cards (HL-6), with a reason a player understands when it
//! does not: exactly the 4 numbers and the 3 operators held, each once; as many √ as held, each
//! before one number (the parser already refuses nesting and parentheses); no division by zero.

use super::equation::{Equation, Op};
use super::evaluate::{evaluate, DivisionByZero};
use super::hand::Holding;
use game_kit::game::RuleError;

fn list<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// "no number", "1 number", "3 numbers": a count that cannot be read as a card.
fn numbers(n: usize) -> String {
    match n {
        0 => "no number".into(),
        1 => "1 number".into(),
        n => format!("{n} numbers"),
    }
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
        return Err(RuleError::new(format!(
            "Use each of your {} numbers ({}) exactly once: this equation uses {}.",
            mine.len(),
            list(&mine),
            numbers(used.len())
        )));
    }
    if used != mine {
        return Err(RuleError::new(format!(
            "Your numbers are {}, but this equation uses {}.",
            list(&mine),
            list(&used)
        )));
    }
    let roots = eq.operands().iter().filter(|o| o.root).count();
    if roots != holding.roots {
        return Err(RuleError::new(match holding.roots {
            0 => "You hold no √, so the equation cannot use one.".to_string(),
            1 => format!("You hold one √: put it before exactly one number (this equation puts √ before {}).", numbers(roots)),
            n => format!("You hold {n} √: put one before each of {n} different numbers (this equation puts √ before {}).", numbers(roots)),
        }));
    }
    let mut ops = eq.ops().to_vec();
    ops.sort();
    let mut held = holding.ops.clone();
    held.sort();
    if ops != held {
        return Err(RuleError::new(format!(
            "Your operators are {}, each used once; this equation uses {}.",
            ops_text(&held),
            ops_text(&ops)
        )));
    }
    evaluate(eq).map_err(|DivisionByZero { operand }| {
        let zero = eq.operands().get(operand).copied();
        let what = zero.map_or("0".to_string(), |o| o.to_string());
        RuleError::new(format!(
            "Division by zero: ÷ is followed by {what}. Move the ÷ or the {what}."
        ))
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
