//! Brute-force cross-checks (HL-10): the solver's arrangements and best results against every
//! token sequence typed out in random HL-6 spellings and run through the product's parser,
//! validator and evaluator, an independent evaluator, and the showdown (distances, Win Order,
//! swing, odd chip) against an independent reading of sections 9-11 on random hands.

mod hilo;

use equation_hi_lo::rules::cards::full_deck;
use equation_hi_lo::rules::solver::{
    arrangements, best, default_arrangement, index_permutations, swing_low_arrangement,
};
use equation_hi_lo::rules::validate::check;
use equation_hi_lo::rules::{Card, Declaration, Equation, Hand, Holding, Op, Suit};
use game_kit::Seat;
use hilo::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

/// A random hand dealt from `deck`: 4 numbers, 0-3 √, maybe a × replacing + or −.
fn random_hand(deck: &mut Vec<Card>, rng: &mut impl Rng) -> Hand {
    let mut numbers = Vec::new();
    let mut specials = Vec::new();
    while numbers.len() < 4 {
        let c = deck.pop().unwrap();
        if c.is_number() {
            numbers.push(c);
        } else if specials.len() < 3
            && !(matches!(c, Card::Times(_))
                && specials.iter().any(|s| matches!(s, Card::Times(_))))
            && rng.gen_bool(0.5)
        {
            specials.push(c);
        }
    }
    let mut h = Hand::new(numbers[0]);
    for (i, n) in numbers[1..].iter().enumerate() {
        if let Some(s) = specials.get(i) {
            h.open.push(*s);
        }
        h.open.push(*n);
    }
    if h.has_times() {
        h.take_times(if rng.gen_bool(0.5) { Op::Add } else { Op::Sub });
    }
    h
}

/// An evaluator written differently from the product's: √ first, then repeatedly reduce the
/// leftmost × or ÷, then the leftmost + or −. `None` on a division by zero.
fn oracle_value(text_tokens: &[(u8, bool)], ops: &[Op]) -> Option<f64> {
    let mut vals: Vec<f64> = text_tokens
        .iter()
        .map(|&(v, r)| if r { f64::from(v).sqrt() } else { f64::from(v) })
        .collect();
    let mut ops = ops.to_vec();
    while let Some(i) = ops.iter().position(|o| matches!(o, Op::Mul | Op::Div)) {
        let (a, b) = (vals[i], vals[i + 1]);
        let r = if ops[i] == Op::Mul {
            a * b
        } else if b == 0.0 {
            return None;
        } else {
            a / b
        };
        vals.splice(i..=i + 1, [r]);
        ops.remove(i);
    }
    while !ops.is_empty() {
        let (a, b) = (vals[0], vals[1]);
        let r = if ops[0] == Op::Add { a + b } else { a - b };
        vals.splice(0..=1, [r]);
        ops.remove(0);
    }
    Some(vals[0])
}

/// Types an equation out with random spellings and spacing.
fn spell(tokens: &[(u8, bool)], ops: &[Op], rng: &mut impl Rng) -> String {
    let pick = |choices: &[&'static str], rng: &mut dyn rand::RngCore| {
        choices[rng.gen_range(0..choices.len())]
    };
    let mut out = String::new();
    for (i, &(v, root)) in tokens.iter().enumerate() {
        if i > 0 {
            let op = match ops[i - 1] {
                Op::Add => "+",
                Op::Sub => pick(&["-", "−", "–"], rng),
                Op::Mul => pick(&["x", "*", "×", "X"], rng),
                Op::Div => pick(&["/", "÷"], rng),
            };
            out.push_str(pick(&["", " "], rng));
            out.push_str(op);
            out.push_str(pick(&["", " "], rng));
        }
        if root {
            out.push_str(pick(&["√", "r", "sqrt", "SQRT ", "R"], rng));
        }
        out.push_str(&v.to_string());
    }
    out
}

#[test]
fn solver_agrees_with_brute_force_over_typed_equations() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for round in 0..120 {
        let mut deck = full_deck();
        deck.shuffle(&mut rng);
        let hand = random_hand(&mut deck, &mut rng);
        let holding = hand.holding();
        // Every order of the 4 numbers, every placement of the √, every operator order.
        let mut typed: BTreeMap<String, f64> = BTreeMap::new();
        let mut refused = 0;
        for order in index_permutations(4) {
            for mask in 0u8..16 {
                if mask.count_ones() as usize != holding.roots {
                    continue;
                }
                let tokens: Vec<(u8, bool)> = (0..4)
                    .map(|p| (holding.numbers[order[p]], mask & (1 << p) != 0))
                    .collect();
                for op_order in index_permutations(3) {
                    let ops: Vec<Op> = op_order.iter().map(|&i| holding.ops[i]).collect();
                    let text = spell(&tokens, &ops, &mut rng);
                    let parsed = Equation::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                    match (check(&parsed, &holding), oracle_value(&tokens, &ops)) {
                        (Ok(v), Some(o)) => {
                            assert!((v - o).abs() < 1e-9, "{text}: {v} vs {o}");
                            typed.insert(parsed.to_string(), v);
                        }
                        (Err(e), None) => {
                            assert!(e.0.contains("Division by zero"), "{text}: {e}");
                            refused += 1;
                        }
                        (a, b) => panic!("{text}: product {a:?}, oracle {b:?}"),
                    }
                }
            }
        }
        let solved = arrangements(&holding);
        let solved_map: BTreeMap<String, f64> = solved
            .iter()
            .map(|a| (a.equation.to_string(), a.value))
            .collect();
        assert_eq!(
            typed.keys().collect::<Vec<_>>(),
            solved_map.keys().collect::<Vec<_>>(),
            "round {round}: the same valid equations"
        );
        let min = |f: &dyn Fn(f64) -> f64| typed.values().map(|&v| f(v)).fold(f64::MAX, f64::min);
        let b = best(&holding);
        match (b.low, b.high) {
            (Some(lo), Some(hi)) => {
                assert_eq!((lo.value - 1.0).abs(), min(&|v| (v - 1.0).abs()));
                assert_eq!((hi.value - 20.0).abs(), min(&|v| (v - 20.0).abs()));
            }
            _ => assert!(typed.is_empty() && refused > 0),
        }
    }
}

// ---------------------------------------------------------------- the showdown oracle

fn high_rank(s: Suit) -> u8 {
    match s {
        Suit::Gold => 4,
        Suit::Silver => 3,
        Suit::Bronze => 2,
        Suit::Black => 1,
    }
}

fn low_rank(s: Suit) -> u8 {
    match s {
        Suit::Black => 4,
        Suit::Bronze => 3,
        Suit::Silver => 2,
        Suit::Gold => 1,
    }
}

fn num(c: Card) -> (u8, Suit) {
    match c {
        Card::Number { value, suit } => (value, suit),
        _ => unreachable!(),
    }
}

/// Whether hand `a` beats hand `b` in a tie on `high` (true) or Low (section 10), comparing
/// each hand's key card.
fn wins_tie(a: &Hand, b: &Hand, high: bool) -> bool {
    let key = |h: &Hand| {
        let nums: Vec<(u8, Suit)> = h.numbers().into_iter().map(num).collect();
        if high {
            let top = nums.iter().map(|n| n.0).max().unwrap();
            let suit = nums
                .iter()
                .filter(|n| n.0 == top)
                .map(|n| high_rank(n.1))
                .max()
                .unwrap();
            (top as i32, suit as i32)
        } else {
            let bottom = nums.iter().map(|n| n.0).min().unwrap();
            let suit = nums
                .iter()
                .filter(|n| n.0 == bottom)
                .map(|n| low_rank(n.1))
                .max()
                .unwrap();
            (-(bottom as i32), suit as i32)
        }
    };
    key(a) > key(b)
}

struct Claim {
    seat: Seat,
    low: Option<f64>,
    high: Option<f64>,
}

fn oracle_side(claims: &[&Claim], hands: &[Hand], high: bool) -> Option<Seat> {
    let dist = |c: &Claim| {
        if high {
            c.high.map(|v| (v - 20.0).abs())
        } else {
            c.low.map(|v| (v - 1.0).abs())
        }
    };
    let entries: Vec<(Seat, f64)> = claims
        .iter()
        .filter_map(|c| dist(c).map(|d| (c.seat, d)))
        .collect();
    let min = entries.iter().map(|e| e.1).fold(f64::INFINITY, f64::min);
    let tied: Vec<Seat> = entries
        .iter()
        .filter(|e| e.1 - min < 1e-9)
        .map(|e| e.0)
        .collect();
    tied.iter().copied().find(|&a| {
        tied.iter()
            .all(|&b| a == b || wins_tie(&hands[a], &hands[b], high))
    })
}

/// Sections 9 and 11 read independently: (payouts by seat, removed, carried).
fn oracle(claims: &[Claim], hands: &[Hand], pot: u32) -> (BTreeMap<Seat, u32>, u32, u32) {
    let all: Vec<&Claim> = claims.iter().collect();
    let low_all = oracle_side(&all, hands, false);
    let high_all = oracle_side(&all, hands, true);
    let mut pay = BTreeMap::new();
    for c in claims
        .iter()
        .filter(|c| c.low.is_some() && c.high.is_some())
    {
        if low_all == Some(c.seat) && high_all == Some(c.seat) {
            pay.insert(c.seat, pot);
            return (pay, 0, 0);
        }
    }
    let rest: Vec<&Claim> = claims
        .iter()
        .filter(|c| c.low.is_none() || c.high.is_none())
        .collect();
    match (
        oracle_side(&rest, hands, false),
        oracle_side(&rest, hands, true),
    ) {
        (Some(l), Some(h)) => {
            pay.insert(l, pot / 2);
            pay.insert(h, pot / 2);
            (pay, pot % 2, 0)
        }
        (Some(w), None) | (None, Some(w)) => {
            pay.insert(w, pot);
            (pay, 0, 0)
        }
        (None, None) => (pay, 0, pot),
    }
}

#[test]
fn showdown_agrees_with_an_independent_reading_of_sections_9_to_11() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut ties = 0;
    let mut swings_won = 0;
    let mut odd = 0;
    for round in 0..400 {
        let players = rng.gen_range(2..=6);
        let mut deck = full_deck();
        deck.shuffle(&mut rng);
        let hands: Vec<Hand> = (0..players)
            .map(|_| random_hand(&mut deck, &mut rng))
            .collect();
        let wagered: Vec<u32> = (0..players).map(|_| rng.gen_range(1..=9)).collect();
        let mut s = declaring(hands.iter().cloned().map(Some).collect(), &wagered);
        let pot = s.pot();
        let mut declarations = Vec::new();
        let mut claims = Vec::new();
        for (seat, h) in hands.iter().enumerate() {
            let all = arrangements(&h.holding());
            if all.is_empty() {
                declarations.push((seat, Declaration::NoEquation));
                continue;
            }
            let b = best(&h.holding());
            let side = rng.gen_range(0..5);
            // Mostly the best equation for the side (so exact 1s and 20s tie often).
            let mut choose = |best: &Option<equation_hi_lo::rules::solver::Arrangement>| {
                if rng.gen_bool(0.7) {
                    best.clone().unwrap()
                } else {
                    all.choose(&mut rng).unwrap().clone()
                }
            };
            let (d, low, high) = match side {
                0 | 1 => {
                    let a = choose(&b.low);
                    (
                        Declaration::Low {
                            equation: a.equation,
                        },
                        Some(a.value),
                        None,
                    )
                }
                2 | 3 => {
                    let a = choose(&b.high);
                    (
                        Declaration::High {
                            equation: a.equation,
                        },
                        None,
                        Some(a.value),
                    )
                }
                _ => {
                    let l = choose(&b.low);
                    let mut hi = choose(&b.high);
                    // A Swing's two arrangements differ (section 7).
                    if hi.equation == l.equation {
                        hi = all
                            .iter()
                            .find(|a| a.equation != l.equation)
                            .unwrap()
                            .clone();
                    }
                    (
                        Declaration::Swing {
                            low: l.equation,
                            high: hi.equation,
                        },
                        Some(l.value),
                        Some(hi.value),
                    )
                }
            };
            // The solver's best is never beaten by a submitted equation.
            if let Some(v) = low {
                assert!((b.low.as_ref().unwrap().value - 1.0).abs() <= (v - 1.0).abs());
            }
            if let Some(v) = high {
                assert!((b.high.as_ref().unwrap().value - 20.0).abs() <= (v - 20.0).abs());
            }
            declarations.push((seat, d));
            claims.push(Claim { seat, low, high });
        }
        let sd = play_showdown(&mut s, declarations);
        let (pay, removed, carried) = oracle(&claims, &hands, pot);
        let st = &sd.settlement;
        let engine_pay: BTreeMap<Seat, u32> = st.payouts.iter().copied().collect();
        assert_eq!(engine_pay, pay, "round {round}");
        assert_eq!(
            (st.removed, st.carried),
            (removed, carried),
            "round {round}"
        );
        let start: u32 = 50;
        for (seat, wager) in wagered.iter().enumerate() {
            let expect = start - wager + pay.get(&seat).copied().unwrap_or(0);
            // With one round, a stranded pot is shared at once (HL-11): allow for it.
            if carried == 0 {
                assert_eq!(s.chips[seat], expect, "round {round} seat {seat}");
            }
        }
        assert_eq!(s.total_chips(), 50 * players as u64);
        ties += usize::from(
            st.low.as_ref().is_some_and(|w| !w.tied.is_empty())
                || st.high.as_ref().is_some_and(|w| !w.tied.is_empty()),
        );
        swings_won += usize::from(st.swing_winner().is_some());
        odd += usize::from(st.removed > 0);
    }
    assert!(ties > 20, "Win Order exercised ({ties})");
    assert!(swings_won > 5, "swings won ({swings_won})");
    assert!(odd > 20, "odd chips ({odd})");
}

#[test]
fn random_hands_always_have_four_numbers_and_three_operators() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..200 {
        let mut deck = full_deck();
        deck.shuffle(&mut rng);
        let h: Holding = random_hand(&mut deck, &mut rng).holding();
        assert_eq!((h.numbers.len(), h.ops.len()), (4, 3));
    }
}

#[test]
fn the_swing_low_offered_is_another_arrangement_and_never_the_best() {
    // Section 7 (two different arrangements) and HL-10 (never suggest the best), checked
    // against every arrangement of random hands and of hands whose results all tie.
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut hands: Vec<Hand> = (0..300)
        .map(|_| {
            let mut deck = full_deck();
            deck.shuffle(&mut rng);
            random_hand(&mut deck, &mut rng)
        })
        .collect();
    hands.push(hand("5g", "0s 0b 0k", "+-/"));
    hands.push(hand("0g", "r1 0s 0b 0k", "+-/"));
    let mut not_best = 0;
    for h in &hands {
        let all = arrangements(&h.holding());
        let default = default_arrangement(h);
        let offered = swing_low_arrangement(h);
        if all.is_empty() {
            assert_eq!((default, offered), (None, None), "{h:?}");
            continue;
        }
        assert!(all.len() >= 2, "a Swing is always possible: {h:?}");
        let (default, offered) = (default.unwrap(), offered.unwrap());
        assert_ne!(offered, default, "{h:?}");
        check(&offered, &h.holding()).unwrap();
        let low = all
            .iter()
            .map(|a| (a.value - 1.0).abs())
            .fold(f64::MAX, f64::min);
        let high = all
            .iter()
            .map(|a| (a.value - 20.0).abs())
            .fold(f64::MAX, f64::min);
        let is_best = |v: f64| (v - 1.0).abs() - low < 1e-9 || (v - 20.0).abs() - high < 1e-9;
        let possible = all
            .iter()
            .any(|a| a.equation != default && !is_best(a.value));
        let v = all.iter().find(|a| a.equation == offered).unwrap().value;
        assert_eq!(!is_best(v), possible, "{h:?}: offered {offered}");
        not_best += usize::from(possible);
    }
    assert!(not_best > 250, "{not_best}");
}
