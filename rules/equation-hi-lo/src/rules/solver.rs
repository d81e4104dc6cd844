//! Exhaustive search over every arrangement of a hand (HL-10).
//!
//! A hand has 4 numbers, 3 operators and 0-3 √, so there are at most 4! orders × 6 ways to
//! place the √ × 3! operator orders = 864 equations: small enough to try them all. The product
//! uses this after each showdown ("your best possible Low and High") and for the timeout
//! arrangement of HL-5; the tests use it as the brute-force oracle for the evaluator and the
//! showdown.

use super::equation::Op;
use super::equation::{Equation, Operand};
use super::evaluate::{distances, evaluate, evaluate_parts, EPSILON};
use super::hand::{Hand, Holding};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One valid equation and its value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Arrangement {
    pub equation: Equation,
    pub value: f64,
}

/// The best equation for each side of a hand (`None` only for a hand with no valid equation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Best {
    pub low: Option<Arrangement>,
    pub high: Option<Arrangement>,
}

/// All orderings of `0..n`, in lexicographic order.
pub fn index_permutations(n: usize) -> Vec<Vec<usize>> {
    let mut current: Vec<usize> = (0..n).collect();
    let mut out = vec![current.clone()];
    // Standard next-permutation.
    loop {
        let Some(i) = (1..n).rev().find(|&i| current[i - 1] < current[i]) else {
            return out;
        };
        let j = (i..n)
            .rev()
            .find(|&j| current[j] > current[i - 1])
            .unwrap_or(i);
        current.swap(i - 1, j);
        current[i..].reverse();
        out.push(current.clone());
    }
}

/// All ways to choose `k` of `n` positions, as sorted position lists.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k > n {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut pick = Vec::with_capacity(k);
    fn go(start: usize, n: usize, k: usize, pick: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if pick.len() == k {
            out.push(pick.clone());
            return;
        }
        for p in start..n {
            pick.push(p);
            go(p + 1, n, k, pick, out);
            pick.pop();
        }
    }
    go(0, n, k, &mut pick, &mut out);
    out
}

/// Every distinct valid equation for `holding` (no division by zero), in `Equation` order.
pub fn arrangements(holding: &Holding) -> Vec<Arrangement> {
    let n = holding.numbers.len();
    if n == 0 || holding.ops.len() + 1 != n {
        return Vec::new();
    }
    let mut seen = BTreeSet::new();
    let op_orders = index_permutations(holding.ops.len());
    for order in index_permutations(n) {
        for rooted in combinations(n, holding.roots) {
            let operands: Vec<Operand> = (0..n)
                .map(|pos| Operand::new(holding.numbers[order[pos]], rooted.contains(&pos)))
                .collect();
            for op_order in &op_orders {
                let ops = op_order.iter().map(|&i| holding.ops[i]).collect();
                if let Some(eq) = Equation::new(operands.clone(), ops) {
                    seen.insert(eq);
                }
            }
        }
    }
    seen.into_iter()
        .filter_map(|equation| {
            evaluate(&equation)
                .ok()
                .map(|value| Arrangement { equation, value })
        })
        .collect()
}

/// The best Low and High of a hand: the smallest distance to 1 and to 20; among equal
/// distances the first equation in `Equation` order, so the answer is deterministic (the same
/// as picking the first minimum of [`arrangements`]).
///
/// This runs after every showdown for every revealed hand, so it walks the arrangements
/// without building an `Equation` for each: the candidates are compared by their parts, which
/// order exactly like `Equation`s of the same length.
pub fn best(holding: &Holding) -> Best {
    let n = holding.numbers.len();
    if n == 0 || holding.ops.len() + 1 != n {
        return Best {
            low: None,
            high: None,
        };
    }
    type Key = (Vec<Operand>, Vec<Op>);
    let mut low: Option<(f64, Key, f64)> = None;
    let mut high: Option<(f64, Key, f64)> = None;
    let better = |slot: &Option<(f64, Key, f64)>, d: f64, operands: &[Operand], ops: &[Op]| {
        slot.as_ref().is_none_or(|(bd, (bo, bops), _)| {
            d < *bd || (d == *bd && (operands, ops) < (bo.as_slice(), bops.as_slice()))
        })
    };
    let op_orders = index_permutations(holding.ops.len());
    let mut operands = vec![Operand::new(0, false); n];
    let mut ops = vec![Op::Add; n - 1];
    for order in index_permutations(n) {
        for rooted in combinations(n, holding.roots) {
            for (pos, o) in operands.iter_mut().enumerate() {
                *o = Operand::new(holding.numbers[order[pos]], rooted.contains(&pos));
            }
            for op_order in &op_orders {
                for (o, &i) in ops.iter_mut().zip(op_order) {
                    *o = holding.ops[i];
                }
                let Ok(value) = evaluate_parts(&operands, &ops) else {
                    continue;
                };
                let (dl, dh) = distances(value);
                if better(&low, dl, &operands, &ops) {
                    low = Some((dl, (operands.clone(), ops.clone()), value));
                }
                if better(&high, dh, &operands, &ops) {
                    high = Some((dh, (operands.clone(), ops.clone()), value));
                }
            }
        }
    }
    let finish = |slot: Option<(f64, Key, f64)>| {
        slot.and_then(|(_, (operands, ops), value)| {
            Equation::new(operands, ops).map(|equation| Arrangement { equation, value })
        })
    };
    Best {
        low: finish(low),
        high: finish(high),
    }
}

/// The timeout arrangement of HL-5: numbers in deal order with the √ on the earliest-dealt
/// numbers, operators in the order + − × ÷; while that divides by zero, the next operator order
/// is tried, and after all of them the next order of the numbers (each in lexicographic order).
/// `None` only for a hand with no valid equation at all (four zeros).
pub fn default_arrangement(hand: &Hand) -> Option<Equation> {
    hl5_order(hand).next()
}

/// Every valid equation of `hand` in the search order of HL-5 (see [`default_arrangement`]),
/// lazily; equal numbers make some equations appear more than once.
fn hl5_order(hand: &Hand) -> impl Iterator<Item = Equation> {
    let holding = hand.holding();
    let numbered: Vec<Operand> = holding
        .numbers
        .iter()
        .enumerate()
        .map(|(i, &v)| Operand::new(v, i < holding.roots))
        .collect();
    let mut ops = holding.ops.clone();
    ops.sort();
    let op_orders = index_permutations(ops.len());
    index_permutations(numbered.len())
        .into_iter()
        .flat_map(move |order| {
            let operands: Vec<Operand> = order.iter().map(|&i| numbered[i]).collect();
            let ops = ops.clone();
            op_orders.clone().into_iter().filter_map(move |op_order| {
                Equation::new(operands.clone(), op_order.iter().map(|&i| ops[i]).collect())
            })
        })
        .filter(|eq| evaluate(eq).is_ok())
}

/// The Low equation offered for a Swing next to the HL-5 default as its High: a Swing needs two
/// different arrangements of the cards (section 7), and Tabula never suggests the best one
/// (HL-10). So this is the first arrangement after the default, in the same order, whose result
/// is the best on neither side; only when every other arrangement ties for a best result (as
/// with 0, 0, 0, 5, where every order makes 0) it is simply the next different one. `None` only
/// for a hand without a default.
pub fn swing_low_arrangement(hand: &Hand) -> Option<Equation> {
    let default = default_arrangement(hand)?;
    let top = best(&hand.holding());
    let best_distance = |a: &Option<Arrangement>, side: fn((f64, f64)) -> f64| {
        a.as_ref()
            .map_or(f64::INFINITY, |a| side(distances(a.value)))
    };
    let low = best_distance(&top.low, |d| d.0);
    let high = best_distance(&top.high, |d| d.1);
    let is_best = |eq: &Equation| {
        evaluate(eq).map_or(true, |v| {
            let (dl, dh) = distances(v);
            dl - low < EPSILON || dh - high < EPSILON
        })
    };
    let mut others = hl5_order(hand).filter(|eq| *eq != default);
    let first_other = others.next()?;
    if !is_best(&first_other) {
        return Some(first_other);
    }
    Some(others.find(|eq| !is_best(eq)).unwrap_or(first_other))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::{Card, Suit};
    use crate::rules::equation::Op;

    #[test]
    fn permutations_and_combinations() {
        assert_eq!(index_permutations(3).len(), 6);
        assert_eq!(index_permutations(3)[1], vec![0, 2, 1]);
        assert_eq!(index_permutations(4).len(), 24);
        assert_eq!(combinations(4, 2).len(), 6);
        assert_eq!(combinations(4, 0), vec![Vec::<usize>::new()]);
        assert!(combinations(2, 3).is_empty());
    }

    #[test]
    fn counts_distinct_arrangements() {
        // 4 different numbers, no √, 3 different operators: 24 × 6 equations.
        let h = Holding {
            numbers: vec![1, 2, 3, 4],
            roots: 0,
            ops: vec![Op::Add, Op::Sub, Op::Div],
        };
        assert_eq!(arrangements(&h).len(), 144);
        // Repeated numbers collapse: {5,5,5,5} has one order; ÷ never meets a zero.
        let same = Holding {
            numbers: vec![5, 5, 5, 5],
            roots: 1,
            ops: vec![Op::Add, Op::Sub, Op::Div],
        };
        assert_eq!(arrangements(&same).len(), 4 * 6);
    }

    #[test]
    fn best_finds_the_rulebook_high_example() {
        let h = Holding {
            numbers: vec![8, 3, 1, 4],
            roots: 0,
            ops: vec![Op::Sub, Op::Mul, Op::Div],
        };
        let best = best(&h);
        assert_eq!(best.high.unwrap().value, 20.0);
        assert!(distances(best.low.unwrap().value).0 < 0.5);
    }

    #[test]
    fn best_is_the_first_minimum_of_all_arrangements() {
        for (numbers, roots, ops) in [
            (vec![1, 2, 3, 4], 0, vec![Op::Add, Op::Sub, Op::Div]),
            (vec![5, 5, 0, 9], 2, vec![Op::Add, Op::Mul, Op::Div]),
            (vec![10, 0, 0, 7], 3, vec![Op::Sub, Op::Mul, Op::Div]),
        ] {
            let h = Holding {
                numbers,
                roots,
                ops,
            };
            let all = arrangements(&h);
            let first_min = |side: fn(f64) -> f64| {
                all.iter()
                    .min_by(|a, b| side(a.value).total_cmp(&side(b.value)))
                    .cloned()
            };
            let b = best(&h);
            assert_eq!(b.low, first_min(|v| distances(v).0));
            assert_eq!(b.high, first_min(|v| distances(v).1));
        }
    }

    #[test]
    fn four_zeros_have_no_equation() {
        let n = |s| Card::number(0, s).unwrap();
        let mut hand = Hand::new(n(Suit::Gold));
        hand.open = vec![n(Suit::Black), n(Suit::Silver), n(Suit::Bronze)];
        assert!(arrangements(&hand.holding()).is_empty());
        assert_eq!(default_arrangement(&hand), None);
        assert_eq!(best(&hand.holding()).low, None);
    }

    #[test]
    fn default_arrangement_follows_hl5() {
        let n = |v| Card::number(v, Suit::Gold).unwrap();
        let mut hand = Hand::new(n(6));
        hand.open = vec![Card::Root(1), n(9), n(2), n(3)];
        assert_eq!(
            default_arrangement(&hand).unwrap().to_string(),
            "√6 + 9 − 2 ÷ 3"
        );
        // A zero right after the ÷: the next operator order moves the ÷.
        let mut hand = Hand::new(n(5));
        hand.open = vec![
            n(1),
            n(2),
            Card::Number {
                value: 0,
                suit: Suit::Black,
            },
        ];
        assert_eq!(
            default_arrangement(&hand).unwrap().to_string(),
            "5 + 1 ÷ 2 − 0"
        );
        // Zeros everywhere after the first number: the numbers have to be reordered.
        let z = |s| Card::number(0, s).unwrap();
        let mut hand = Hand::new(n(5));
        hand.open = vec![z(Suit::Black), z(Suit::Silver), z(Suit::Bronze)];
        assert_eq!(
            default_arrangement(&hand).unwrap().to_string(),
            "0 ÷ 5 + 0 − 0"
        );
    }
}
