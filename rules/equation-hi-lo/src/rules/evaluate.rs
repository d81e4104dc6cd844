//! The value of an equation (section 8): √ first, then × and ÷ left to right, then + and −
//! left to right; division by zero is refused, never turned into infinity.
//!
//! Results are `f64` (HL-7). Everything that compares results (the showdown, the solver, the
//! "check a candidate" help) goes through this one function, so they can never disagree.

use super::equation::{Equation, Op, Operand};

/// Two distances closer than this are equal and go to the Win Order (HL-7).
pub const EPSILON: f64 = 1e-9;

/// The target of the Low side.
pub const LOW_TARGET: f64 = 1.0;
/// The target of the High side.
pub const HIGH_TARGET: f64 = 20.0;

/// The equation divides by zero: the operand after a ÷ is 0 (or √0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionByZero {
    /// Index of the offending operand.
    pub operand: usize,
}

/// An operand's value: the number, or its square root.
pub fn operand_value(o: Operand) -> f64 {
    let v = f64::from(o.value);
    if o.root {
        v.sqrt()
    } else {
        v
    }
}

/// Evaluates with standard precedence. Terms (maximal × ÷ chains) are computed left to right,
/// then added up left to right with their signs, which is exactly left-to-right + and −.
pub fn evaluate(eq: &Equation) -> Result<f64, DivisionByZero> {
    evaluate_parts(eq.operands(), eq.ops())
}

/// [`evaluate`] on the parts of an equation (`operands.len() == ops.len() + 1`), for the
/// solver's inner loop, which avoids building an [`Equation`] per arrangement.
pub fn evaluate_parts(operands: &[Operand], ops: &[Op]) -> Result<f64, DivisionByZero> {
    let Some(&first) = operands.first() else {
        return Ok(0.0);
    };
    let mut total = 0.0;
    let mut sign = 1.0;
    let mut term = operand_value(first);
    for (i, (&op, &operand)) in ops.iter().zip(&operands[1..]).enumerate() {
        let x = operand_value(operand);
        match op {
            Op::Mul => term *= x,
            Op::Div => {
                if x == 0.0 {
                    return Err(DivisionByZero { operand: i + 1 });
                }
                term /= x;
            }
            Op::Add | Op::Sub => {
                total += sign * term;
                sign = if op == Op::Add { 1.0 } else { -1.0 };
                term = x;
            }
        }
    }
    Ok(total + sign * term)
}

/// How far `result` is from 1 (Low) and from 20 (High).
pub fn distances(result: f64) -> (f64, f64) {
    ((result - LOW_TARGET).abs(), (result - HIGH_TARGET).abs())
}

/// Whether two distances count as equal (HL-7).
pub fn same_distance(a: f64, b: f64) -> bool {
    (a - b).abs() < EPSILON
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(text: &str) -> Result<f64, DivisionByZero> {
        evaluate(&Equation::parse(text).unwrap())
    }

    #[test]
    fn rulebook_examples_of_section_8() {
        // Low example: √4 ÷ 7 + 9 − 8 = 2/7 + 1 ≈ 1.286, distance ≈ 0.286 from 1.
        let low = eval("√4 ÷ 7 + 9 − 8").unwrap();
        assert!((low - (2.0 / 7.0 + 1.0)).abs() < 1e-12);
        assert!((distances(low).0 - 0.2857142857).abs() < 1e-9);
        // High example: 8 × 3 ÷ 1 − 4 = 20 exactly, distance 0.
        let high = eval("8 × 3 ÷ 1 − 4").unwrap();
        assert_eq!(high, 20.0);
        assert_eq!(distances(high).1, 0.0);
    }

    #[test]
    fn precedence_and_left_to_right() {
        assert_eq!(eval("2 + 3 × 4").unwrap(), 14.0);
        assert_eq!(eval("8 ÷ 4 ÷ 2").unwrap(), 1.0);
        assert_eq!(eval("8 − 4 − 2").unwrap(), 2.0);
        assert_eq!(eval("8 − 4 + 2").unwrap(), 6.0);
        assert_eq!(eval("6 ÷ 3 × 2").unwrap(), 4.0);
        assert_eq!(eval("1 − 2 × 3 + √9").unwrap(), -2.0);
        assert_eq!(eval("√0 + 0").unwrap(), 0.0);
        assert!((eval("√7 + 0").unwrap() - 7f64.sqrt()).abs() < 1e-15);
        assert_eq!(eval("5").unwrap(), 5.0);
    }

    #[test]
    fn division_by_zero_is_refused() {
        assert_eq!(eval("3 ÷ 0 + 1"), Err(DivisionByZero { operand: 1 }));
        assert_eq!(eval("3 + 1 ÷ √0"), Err(DivisionByZero { operand: 2 }));
        // Zero elsewhere is fine.
        assert_eq!(eval("0 ÷ 3 + 1").unwrap(), 1.0);
    }

    #[test]
    fn distances_tie_within_epsilon() {
        assert!(same_distance(0.1 + 0.2, 0.3));
        assert!(!same_distance(0.3, 0.3 + 1e-6));
    }
}
