//! Equation Hi-Lo: every worked example and scenario table of the rulebook, and one test per
//! ruling (cited as HL-n), on positions built by hand.

mod hilo;

use equation_hi_lo::rules::deal::{deal_open, draw_number};
use equation_hi_lo::rules::evaluate::{distances, evaluate};
use equation_hi_lo::rules::round::start_round;
use equation_hi_lo::rules::showdown::Side;
use equation_hi_lo::rules::solver::{best, default_arrangement};
use equation_hi_lo::rules::validate::check;
use equation_hi_lo::rules::{
    Action, Card, Declaration, EquationHiLo as Hl, Event, Hand, Op, Options, Phase, PhaseView,
    State,
};
use game_kit::{Game, PromptKind, Seat, Viewer};
use hilo::*;

fn snapshot(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

/// The swing player's hand in the section 11 scenarios: 8, 3, 1, 4 with − × ÷.
fn s_hand() -> Hand {
    hand("8g", "3s x1 1b 4k", "-x/")
}
const S_LOW: &str = "3 − 8 ÷ 4 × 1"; // exactly 1
const S_HIGH: &str = "8 × 3 ÷ 1 − 4"; // exactly 20 (the rulebook's High example)
const S_BAD_LOW: &str = "4 − 3 × 1 ÷ 8"; // 3.625
const S_BAD_HIGH: &str = "8 − 3 × 1 ÷ 4"; // 7.25

/// A Low declarer: 0, 5, 6, 2 with + − ÷.
fn l_hand() -> Hand {
    hand("0k", "5g 6s 2b", "+-/")
}
const L_LOW: &str = "2 + 0 − 6 ÷ 5"; // 0.8
const L_EXACT: &str = "6 − 5 + 0 ÷ 2"; // exactly 1

/// A High declarer: 10, 9, 1, 2 with + − ÷.
fn h_hand() -> Hand {
    hand("10g", "9s 1g 2k", "+-/")
}
const H_HIGH: &str = "10 + 9 − 1 ÷ 2"; // 18.5

fn value(text: &str) -> f64 {
    evaluate(&eq(text)).unwrap()
}

#[test]
fn scenario_equations_have_the_values_the_tests_rely_on() {
    assert_eq!(value(S_LOW), 1.0);
    assert_eq!(value(S_HIGH), 20.0);
    assert_eq!(value(S_BAD_LOW), 3.625);
    assert_eq!(value(S_BAD_HIGH), 7.25);
    assert!((value(L_LOW) - 0.8).abs() < 1e-12);
    assert_eq!(value(L_EXACT), 1.0);
    assert_eq!(value(H_HIGH), 18.5);
    for (h, eqs) in [
        (s_hand(), vec![S_LOW, S_HIGH, S_BAD_LOW, S_BAD_HIGH]),
        (l_hand(), vec![L_LOW, L_EXACT]),
        (h_hand(), vec![H_HIGH]),
    ] {
        for e in eqs {
            check(&eq(e), &h.holding()).unwrap_or_else(|err| panic!("{e}: {err}"));
        }
    }
}

// ---------------------------------------------------------------- section 8: equations

#[test]
fn section_8_examples() {
    // Low: √4 ÷ 7 + 9 − 8 = 1.286, 0.286 from 1.
    let h = hand("4g", "r1 7s 9b 8k", "+-/");
    let v = check(&eq("√4 ÷ 7 + 9 − 8"), &h.holding()).unwrap();
    assert!((v - 1.2857142857).abs() < 1e-9);
    assert!((distances(v).0 - 0.2857142857).abs() < 1e-9);
    // High: 8 × 3 ÷ 1 − 4 = 20, distance 0.
    let v = check(&eq(S_HIGH), &s_hand().holding()).unwrap();
    assert_eq!(distances(v).1, 0.0);
    // Results may be negative, fractional or zero.
    assert_eq!(value("1 − 9 ÷ 3 + 0"), -2.0);
    assert_eq!(value("0 ÷ 7 + 2 − 2"), 0.0);
}

// ---------------------------------------------------------------- section 6: betting

/// Plays timeouts for any × choices so the round reaches its betting; returns the events.
fn settle_discards(s: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    while let Phase::Discarding { .. } = s.phase {
        let p = Hl::prompts(s).remove(0);
        assert_eq!(p.kind, PromptKind::Secret);
        let a = Hl::timeout_action(s, p.seat).unwrap();
        events.extend(Hl::apply(s, p.seat, a).unwrap());
    }
    events
}

/// A fresh round with the given stacks (and the rest of the options).
fn round_with(chips: &[u32], ante: u32, seed: u64) -> (State, Vec<Event>) {
    let options = Options {
        chips: 50,
        ante,
        rounds: 3,
        best: true,
    };
    let mut s = State::empty(&options, chips.len(), seed);
    s.chips = chips.to_vec();
    let mut events = Vec::new();
    start_round(&mut s, &mut events).unwrap();
    (s, events)
}

#[test]
fn section_6_cap_example() {
    // A 50, B 30, C 12, ante 2: cap 12, 2 wagered each, at most 10 more across both rounds.
    for seed in 0..20 {
        let (mut s, events) = round_with(&[50, 30, 12], 2, seed);
        assert_eq!(s.cap, 12);
        assert_eq!(s.wagered, vec![2, 2, 2]);
        assert_eq!(s.chips, vec![48, 28, 10]);
        assert!(matches!(
            events[0],
            Event::RoundStarted {
                cap: 12,
                ante: 2,
                ..
            }
        ));
        settle_discards(&mut s);
        let Phase::Betting { street: 1, to_act } = s.phase else {
            panic!("betting round 1")
        };
        assert_eq!(to_act, 1, "left of the dealer (seat 0 deals first)");
        let bets: Vec<u32> = Hl::legal(&s, to_act)
            .iter()
            .filter_map(|a| match a {
                Action::Bet { to } => Some(*to),
                _ => None,
            })
            .collect();
        assert_eq!(bets, (3..=12).collect::<Vec<_>>());
        // Betting to the cap: everyone else calls, and the second betting round is skipped.
        let before = snapshot(&s);
        let err = Hl::apply(&mut s, to_act, Action::Bet { to: 13 }).unwrap_err();
        assert!(err.0.contains("cap of 12"), "{err}");
        assert_eq!(snapshot(&s), before);
        Hl::apply(&mut s, 1, Action::Bet { to: 12 }).unwrap();
        Hl::apply(&mut s, 2, Action::Call).unwrap();
        let mut events = Hl::apply(&mut s, 0, Action::Call).unwrap();
        assert_eq!(s.wagered, vec![12, 12, 12]);
        assert_eq!(s.chips, vec![38, 18, 0]);
        events.extend(settle_discards(&mut s));
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::BettingSkipped { street: 2 })));
        assert_eq!(s.phase, Phase::Declaring);
        assert_eq!(s.pot(), 36);
    }
}

#[test]
fn hl2_bets_raises_calls_and_the_end_of_a_betting_round() {
    let (mut s, _) = round_with(&[50, 50, 50], 1, 4);
    settle_discards(&mut s);
    assert_eq!(
        s.phase,
        Phase::Betting {
            street: 1,
            to_act: 1
        }
    );
    let before = snapshot(&s);
    for (action, needle) in [
        (Action::Call, "nothing to call"),
        (Action::Bet { to: 1 }, "between 2 and"),
        (Action::Discard { op: Op::Add }, "betting time"),
    ] {
        let err = Hl::apply(&mut s, 1, action).unwrap_err();
        assert!(err.0.contains(needle), "{err}");
    }
    assert!(Hl::apply(&mut s, 2, Action::Check)
        .unwrap_err()
        .0
        .contains("not your turn"));
    assert_eq!(snapshot(&s), before, "refusals change nothing");
    Hl::apply(&mut s, 1, Action::Check).unwrap();
    let e = Hl::apply(&mut s, 2, Action::Bet { to: 4 }).unwrap();
    assert_eq!(
        e,
        vec![Event::Bet {
            seat: 2,
            to: 4,
            raise: false
        }]
    );
    assert!(Hl::apply(&mut s, 0, Action::Check)
        .unwrap_err()
        .0
        .contains("cannot check"));
    // Raises are unlimited within the cap.
    let e = Hl::apply(&mut s, 0, Action::Bet { to: 9 }).unwrap();
    assert_eq!(
        e,
        vec![Event::Bet {
            seat: 0,
            to: 9,
            raise: true
        }]
    );
    Hl::apply(&mut s, 1, Action::Bet { to: 10 }).unwrap();
    Hl::apply(&mut s, 2, Action::Call).unwrap();
    assert_eq!(
        s.phase,
        Phase::Betting {
            street: 1,
            to_act: 0
        },
        "0 must answer the raise"
    );
    let events = Hl::apply(&mut s, 0, Action::Call).unwrap();
    assert_eq!(s.wagered, vec![10, 10, 10]);
    // The betting round is over: the 4th card is dealt face up to everyone.
    let dealt = events
        .iter()
        .find_map(|e| match e {
            Event::Dealt {
                opening: false,
                closed,
                open,
            } => Some((closed.clone(), open.clone())),
            _ => None,
        })
        .expect("4th card");
    assert_eq!(dealt.0, vec![None, None, None]);
    assert!(dealt.1.iter().all(|cards| matches!(cards.len(), 1 | 2)));
    settle_discards(&mut s);
    assert_eq!(
        s.phase,
        Phase::Betting {
            street: 2,
            to_act: 1
        }
    );
    for seat in 0..3 {
        assert_eq!(s.hand(seat).unwrap().numbers().len(), 4);
    }
    // Betting round 2: all check, then the secret declaration.
    for seat in [1, 2, 0] {
        Hl::apply(&mut s, seat, Action::Check).unwrap();
    }
    assert_eq!(s.phase, Phase::Declaring);
    assert_eq!(Hl::prompts(&s).len(), 3);
}

#[test]
fn hl2_timeout_checks_when_it_can_and_folds_otherwise() {
    let (mut s, _) = round_with(&[50, 50, 50], 1, 8);
    settle_discards(&mut s);
    assert_eq!(Hl::timeout_action(&s, 1), Some(Action::Check));
    assert_eq!(Hl::timeout_action(&s, 2), None, "not awaited");
    Hl::apply(&mut s, 1, Action::Bet { to: 3 }).unwrap();
    assert_eq!(Hl::timeout_action(&s, 2), Some(Action::Fold));
    let p = &Hl::prompts(&s)[0];
    assert_eq!((p.seat, p.kind), (2, PromptKind::Turn));
    assert_eq!(p.what, "Call 2, raise or fold");
}

#[test]
fn hl2_no_raise_is_offered_once_the_bet_is_the_cap() {
    // Stacks 50, 50, 6: the cap is 6. Seat 1 bets the whole cap, so seat 2 can only call or
    // fold, and is told so.
    let (mut s, _) = round_with(&[50, 50, 6], 1, 8);
    settle_discards(&mut s);
    assert_eq!(s.cap, 6);
    Hl::apply(&mut s, 1, Action::Bet { to: 6 }).unwrap();
    let p = &Hl::prompts(&s)[0];
    assert_eq!(p.seat, 2);
    assert_eq!(p.what, "Call 5 or fold");
    assert_eq!(Hl::legal(&s, 2), vec![Action::Call, Action::Fold]);
    let err = Hl::apply(&mut s, 2, Action::Check).unwrap_err();
    assert!(err.0.ends_with("Call or fold."), "{err}");
    // Below the cap, raising is still offered.
    let (mut s, _) = round_with(&[50, 50, 6], 1, 8);
    settle_discards(&mut s);
    Hl::apply(&mut s, 1, Action::Bet { to: 5 }).unwrap();
    assert_eq!(Hl::prompts(&s)[0].what, "Call 4, raise or fold");
}

// ---------------------------------------------------------------- section 9: the pot

#[test]
fn section_9_odd_chip_example() {
    // Pot 19 (7 + 7, and 5 from a player who folded): 9 and 9, one chip leaves the game.
    let mut s = declaring(vec![Some(l_hand()), Some(h_hand()), None], &[7, 7, 5]);
    assert_eq!(s.pot(), 19);
    let sd = play_showdown(&mut s, vec![(0, low(L_LOW)), (1, high(H_HIGH))]);
    assert_eq!(sd.settlement.payouts, vec![(0, 9), (1, 9)]);
    assert_eq!(sd.settlement.removed, 1);
    assert_eq!(s.chips, vec![43 + 9, 43 + 9, 45]);
    assert_eq!(s.removed, 1);
    assert_eq!(s.total_chips(), 150);
    assert!(s.is_over());
}

#[test]
fn section_9_pot_scenarios() {
    // Both sides have declarers: 50/50.
    let mut s = declaring(vec![Some(l_hand()), Some(h_hand())], &[7, 7]);
    let sd = play_showdown(&mut s, vec![(0, low(L_LOW)), (1, high(H_HIGH))]);
    assert_eq!(
        (sd.settlement.payouts, sd.settlement.removed),
        (vec![(0, 7), (1, 7)], 0)
    );
    // Nobody declared Low: the whole pot to the High winner, even when odd (no split).
    let mut s = declaring(vec![Some(l_hand()), Some(h_hand())], &[7, 8]);
    let sd = play_showdown(&mut s, vec![(0, high("6 + 5 − 0 ÷ 2")), (1, high(H_HIGH))]);
    assert_eq!(
        (sd.settlement.payouts, sd.settlement.removed),
        (vec![(1, 15)], 0)
    );
    // Nobody declared High: the whole pot to the Low winner.
    let mut s = declaring(vec![Some(l_hand()), Some(h_hand())], &[7, 8]);
    let sd = play_showdown(&mut s, vec![(0, low(L_LOW)), (1, low("10 − 9 + 1 ÷ 2"))]);
    assert_eq!(sd.settlement.payouts, vec![(0, 15)]);
    assert!(sd.settlement.high.is_none());
}

#[test]
fn section_9_everyone_else_folds() {
    let (mut s, _) = round_with(&[50, 50, 50], 1, 12);
    settle_discards(&mut s);
    Hl::apply(&mut s, 1, Action::Bet { to: 6 }).unwrap();
    Hl::apply(&mut s, 2, Action::Fold).unwrap();
    let events = Hl::apply(&mut s, 0, Action::Fold).unwrap();
    // 6 + 1 + 1 = 8: the whole pot, no equation, no declaration, nothing removed.
    assert_eq!(events[1], Event::WonUncontested { seat: 1, pot: 8 });
    assert!(!events.iter().any(|e| matches!(e, Event::Showdown { .. })));
    assert!(matches!(
        events[2],
        Event::RoundStarted {
            round: 2,
            dealer: 1,
            ..
        }
    ));
    assert_eq!(s.removed, 0);
    assert_eq!(s.total_chips(), 150);
}

// ---------------------------------------------------------------- section 10: Win Order

#[test]
fn section_10_high_ties() {
    // Same distance (18.5 each): the higher highest card wins; equal values go by suit,
    // Gold > Silver > Bronze > Black.
    let h2 = hand("10s", "9g 1s 2b", "+-/");
    let mut s = declaring(vec![Some(h_hand()), Some(h2)], &[5, 5]);
    let sd = play_showdown(&mut s, vec![(0, high(H_HIGH)), (1, high(H_HIGH))]);
    let win = sd.settlement.high.unwrap();
    assert_eq!(win.winner, 0);
    assert_eq!(win.tied, vec![(0, card("10g")), (1, card("10s"))]);
    // 21.5 and 18.5 are equally close to 20: 10 beats 7.
    let h4 = hand("7g", "x2 3g 1k 2s", "+x/");
    assert_eq!(value("7 × 3 + 1 ÷ 2"), 21.5);
    let mut s = declaring(vec![Some(h4), Some(h_hand())], &[5, 5]);
    let sd = play_showdown(&mut s, vec![(0, high("7 × 3 + 1 ÷ 2")), (1, high(H_HIGH))]);
    let win = sd.settlement.high.unwrap();
    assert_eq!(win.winner, 1);
    assert_eq!(win.tied, vec![(1, card("10g")), (0, card("7g"))]);
}

#[test]
fn section_10_low_ties() {
    // 0.8 and 1.2 are equally close to 1: the lower lowest card wins (0 beats 1).
    let l2 = hand("4b", "5b 1s 3k", "+-/");
    assert!((value("4 + 1 ÷ 5 − 3") - 1.2).abs() < 1e-12);
    let mut s = declaring(vec![Some(l2), Some(l_hand())], &[5, 5]);
    let sd = play_showdown(&mut s, vec![(0, low("4 + 1 ÷ 5 − 3")), (1, low(L_LOW))]);
    assert_eq!(sd.settlement.low.unwrap().winner, 1);
    // Two zeros: Black > Bronze > Silver > Gold for Low.
    let l3 = hand("0g", "5k 6k 2g", "+-/");
    let mut s = declaring(vec![Some(l3), Some(l_hand())], &[5, 5]);
    let sd = play_showdown(&mut s, vec![(0, low(L_LOW)), (1, low(L_LOW))]);
    let win = sd.settlement.low.unwrap();
    assert_eq!(win.winner, 1);
    assert_eq!(win.tied, vec![(1, card("0k")), (0, card("0g"))]);
}

// ---------------------------------------------------------------- section 11: swing

/// Seats: 0 swing (S), 1 Low (L), 2 High (H); `None` hands have folded. 7 chips each.
fn swing_table(l: bool, h: bool) -> State {
    declaring(
        vec![Some(s_hand()), l.then(l_hand), h.then(h_hand)],
        &[7, 7, 7],
    )
}

fn decl(s: &State, swing_low: &str, swing_high: &str) -> Vec<(Seat, Declaration)> {
    let mut v = vec![(0, swing(swing_low, swing_high))];
    if s.live(1) {
        v.push((1, low(L_LOW)));
    }
    if s.live(2) {
        v.push((2, high(H_HIGH)));
    }
    v
}

#[test]
fn section_11_swing_wins_both_sides() {
    let mut s = swing_table(true, true);
    let d = decl(&s, S_LOW, S_HIGH);
    let sd = play_showdown(&mut s, d);
    assert_eq!(sd.settlement.swing_winner(), Some(0));
    assert_eq!(
        (sd.settlement.payouts, sd.settlement.removed),
        (vec![(0, 21)], 0)
    );
    assert_eq!(s.chips, vec![43 + 21, 43, 43]);
}

#[test]
fn section_11_swing_wins_low_but_loses_high() {
    let mut s = swing_table(true, true);
    let d = decl(&s, S_LOW, S_BAD_HIGH);
    let sd = play_showdown(&mut s, d);
    let st = &sd.settlement;
    assert_eq!((st.swings[0].won_low, st.swings[0].won_high), (true, false));
    // Nothing for the swing player; Low goes to the next best Low declarer.
    assert_eq!(st.low_all.as_ref().unwrap().winner, 0);
    assert_eq!(st.low.as_ref().unwrap().winner, 1);
    assert_eq!(
        (st.payouts.clone(), st.removed),
        (vec![(1, 10), (2, 10)], 1)
    );
    // With no other Low declarer, the Low half goes to the High winner too.
    let mut s = swing_table(false, true);
    let d = decl(&s, S_LOW, S_BAD_HIGH);
    let sd = play_showdown(&mut s, d);
    assert_eq!(
        (sd.settlement.payouts, sd.settlement.removed),
        (vec![(2, 21)], 0)
    );
}

#[test]
fn section_11_swing_wins_high_but_loses_low() {
    let mut s = swing_table(true, true);
    let d = decl(&s, S_BAD_LOW, S_HIGH);
    let sd = play_showdown(&mut s, d);
    let st = &sd.settlement;
    assert_eq!((st.swings[0].won_low, st.swings[0].won_high), (false, true));
    assert_eq!(st.high.as_ref().unwrap().winner, 2);
    assert_eq!(st.payouts, vec![(1, 10), (2, 10)]);
    let mut s = swing_table(true, false);
    let d = decl(&s, S_BAD_LOW, S_HIGH);
    let sd = play_showdown(&mut s, d);
    assert_eq!(sd.settlement.payouts, vec![(1, 21)]);
}

#[test]
fn section_11_swing_loses_both_sides() {
    let mut s = swing_table(true, true);
    let d = decl(&s, S_BAD_LOW, S_BAD_HIGH);
    let sd = play_showdown(&mut s, d);
    let st = &sd.settlement;
    assert_eq!(
        (st.swings[0].won_low, st.swings[0].won_high),
        (false, false)
    );
    assert_eq!(
        (st.payouts.clone(), st.removed),
        (vec![(1, 10), (2, 10)], 1)
    );
}

#[test]
fn section_11_swing_alone_on_a_side() {
    // Nobody else on Low: the swing player wins it uncontested, and must still win High.
    let mut s = swing_table(false, true);
    let d = decl(&s, S_BAD_LOW, S_HIGH);
    let sd = play_showdown(&mut s, d);
    assert_eq!(sd.settlement.swing_winner(), Some(0));
    assert_eq!(sd.settlement.payouts, vec![(0, 21)]);
    let mut s = swing_table(false, true);
    let d = decl(&s, S_BAD_LOW, S_BAD_HIGH);
    let sd = play_showdown(&mut s, d);
    assert_eq!(sd.settlement.swing_winner(), None);
    assert_eq!(sd.settlement.payouts, vec![(2, 21)]);
}

#[test]
fn section_11_swing_with_no_other_declarers() {
    // The other live hand is four zeros: it has no valid equation and declares nothing.
    let zeros = hand("0g", "0s 0b 0k", "+-/");
    let mut s = declaring(vec![Some(s_hand()), Some(zeros)], &[7, 8]);
    let before = snapshot(&s);
    assert!(Hl::apply(
        &mut s,
        1,
        Action::Declare {
            declaration: high("0 + 0 − 0 ÷ 0")
        }
    )
    .unwrap_err()
    .0
    .contains("Division by zero"));
    assert_eq!(snapshot(&s), before);
    assert_eq!(
        Hl::legal(&s, 1),
        vec![Action::Declare {
            declaration: Declaration::NoEquation
        }]
    );
    let sd = play_showdown(
        &mut s,
        vec![
            (0, swing(S_BAD_LOW, S_BAD_HIGH)),
            (1, Declaration::NoEquation),
        ],
    );
    assert_eq!(sd.settlement.swing_winner(), Some(0));
    assert_eq!(sd.settlement.payouts, vec![(0, 15)]);
    // "No equation" is refused for a hand that has one.
    let mut s = declaring(vec![Some(s_hand()), Some(l_hand())], &[7, 8]);
    let err = Hl::apply(
        &mut s,
        1,
        Action::Declare {
            declaration: Declaration::NoEquation,
        },
    )
    .unwrap_err();
    assert!(err.0.contains("do make a valid equation"), "{err}");
}

#[test]
fn section_7_a_swing_needs_two_different_arrangements() {
    let mut s = swing_table(true, true);
    let before = snapshot(&s);
    // The same arrangement twice, even spelled and spaced differently, is refused.
    for (l, h) in [(S_HIGH, S_HIGH), ("8x3/1-4", "8 × 3 ÷ 1 − 4")] {
        let err = Hl::apply(
            &mut s,
            0,
            Action::Declare {
                declaration: swing(l, h),
            },
        )
        .unwrap_err();
        assert!(err.0.contains("two different arrangements"), "{err}");
        assert!(err.0.contains(&format!("`{S_HIGH}`")), "{err}");
        assert_eq!(snapshot(&s), before);
    }
    // A different order of the same cards is a different arrangement, even with the same value.
    assert_eq!(value("3 × 8 ÷ 1 − 4"), 20.0);
    Hl::apply(
        &mut s,
        0,
        Action::Declare {
            declaration: swing("3 × 8 ÷ 1 − 4", S_HIGH),
        },
    )
    .unwrap();
    // `legal`'s Swing pairs the HL-5 default (High) with another arrangement (Low) that is the
    // best on neither side (HL-10).
    let s = swing_table(true, true);
    let Some(Action::Declare {
        declaration: Declaration::Swing { low: l, high: h },
    }) = Hl::legal(&s, 1).pop()
    else {
        panic!("no Swing among {:?}", Hl::legal(&s, 1));
    };
    assert_eq!(Some(&h), default_arrangement(s.hand(1).unwrap()).as_ref());
    assert_ne!(l, h);
    let b = best(&s.hand(1).unwrap().holding());
    let (dl, dh) = distances(value(&l.to_string()));
    assert!(dl > distances(b.low.unwrap().value).0);
    assert!(dh > distances(b.high.unwrap().value).1);
}

#[test]
fn section_11_swing_ties_follow_the_win_order() {
    // L also makes exactly 1 and its 0 beats the swing player's 1: the swing fails.
    let mut s = swing_table(true, true);
    let sd = play_showdown(
        &mut s,
        vec![
            (0, swing(S_LOW, S_HIGH)),
            (1, low(L_EXACT)),
            (2, high(H_HIGH)),
        ],
    );
    let st = &sd.settlement;
    assert_eq!(
        st.low_all.as_ref().unwrap().tied,
        vec![(1, card("0k")), (0, card("1b"))]
    );
    assert_eq!(st.swing_winner(), None);
    assert_eq!(st.payouts, vec![(1, 10), (2, 10)]);
    // M makes exactly 1 too, but the swing player's 1 beats M's 2: the tiebreak win counts.
    let m = hand("2s", "6g 3b 5s", "+-/");
    assert_eq!(value("6 ÷ 2 + 3 − 5"), 1.0);
    let mut s = declaring(vec![Some(s_hand()), Some(m), Some(h_hand())], &[7, 7, 7]);
    let sd = play_showdown(
        &mut s,
        vec![
            (0, swing(S_LOW, S_HIGH)),
            (1, low("6 ÷ 2 + 3 − 5")),
            (2, high(H_HIGH)),
        ],
    );
    assert_eq!(sd.settlement.swing_winner(), Some(0));
    assert_eq!(sd.settlement.payouts, vec![(0, 21)]);
}

#[test]
fn hl11_a_pot_of_failed_swings_carries_over_or_is_shared_at_the_end() {
    let t = hand("8s", "x3 3k 1s 4b", "-x/");
    // Both swing; S is best on Low, T on High: both fail and nobody else declared.
    let decls = || vec![(0, swing(S_LOW, S_BAD_HIGH)), (1, swing(S_BAD_LOW, S_HIGH))];
    // Last round: the two share the pot, the odd chip leaves the game.
    let mut s = declaring(vec![Some(s_hand()), Some(t.clone())], &[7, 8]);
    let mut events = Vec::new();
    for (seat, d) in decls() {
        events = Hl::apply(&mut s, seat, Action::Declare { declaration: d }).unwrap();
    }
    assert!(events.contains(&Event::CarrySplit {
        seats: vec![0, 1],
        each: 7,
        removed: 1
    }));
    assert_eq!(s.chips, vec![43 + 7, 42 + 7]);
    assert_eq!(s.total_chips(), 100);
    // The showdown says so before the split, so the table can announce it correctly.
    let Some(Event::Showdown { showdown }) =
        events.iter().find(|e| matches!(e, Event::Showdown { .. }))
    else {
        panic!("no showdown in {events:?}");
    };
    assert_eq!(
        (showdown.settlement.carried, showdown.carry_shared),
        (15, true)
    );
    // With rounds to come, the pot waits in the middle for the next round.
    let mut s = declaring(vec![Some(s_hand()), Some(t)], &[7, 8]);
    s.options.rounds = 3;
    let sd = play_showdown(&mut s, decls());
    assert_eq!(sd.settlement.carried, 15);
    assert!(!sd.carry_shared);
    assert_eq!(s.round, 2);
    assert_eq!(s.carry, 15);
    assert_eq!(s.pot(), 15 + 2, "carry plus this round's antes");
    let view = Hl::view(&s, Viewer::Spectator);
    assert_eq!((view.pot, view.carry), (17, 15));
    assert_eq!(s.total_chips(), 100);
}

// ---------------------------------------------------------------- section 5 / HL-3: dealing

/// A state whose deck top is `top` (topmost first), with `seat` holding `h`.
fn with_deck(h: Hand, top: &str) -> State {
    let mut s = declaring(vec![Some(h), Some(h_hand())], &[1, 1]);
    let top = cards(top);
    s.deck.retain(|c| !top.contains(c));
    s.deck.extend(top.iter().rev());
    s
}

#[test]
fn closed_card_is_a_number_and_specials_are_set_aside_then_shuffled_back() {
    let mut s = with_deck(hand("7g", "", "+-/"), "x2 r3 5g");
    let size = s.deck.len();
    assert_eq!(draw_number(&mut s).unwrap(), card("5g"));
    assert_eq!(s.deck.len(), size - 1);
    assert!(s.deck.contains(&Card::Times(2)) && s.deck.contains(&Card::Root(3)));
}

#[test]
fn root_brings_an_extra_number_and_keeps_every_operator() {
    let mut s = with_deck(hand("7g", "", "+-/"), "r1 x2 4g");
    let mut events = Vec::new();
    let placed = deal_open(&mut s, 0, &mut events).unwrap();
    // The × met while looking for the extra number is set aside, not dealt.
    assert_eq!(placed, vec![Card::Root(1), card("4g")]);
    let h = s.hand(0).unwrap();
    assert_eq!(h.ops, vec![Op::Add, Op::Sub, Op::Div]);
    assert!(!h.pending_times);
    assert!(s.deck.contains(&Card::Times(2)));
}

#[test]
fn times_brings_an_extra_number_and_a_choice() {
    let mut s = with_deck(hand("7g", "3g", "+-/"), "x2 9b");
    let placed = deal_open(&mut s, 0, &mut Vec::new()).unwrap();
    assert_eq!(placed, vec![Card::Times(2), card("9b")]);
    assert!(s.hand(0).unwrap().pending_times);
    // HL-4: play waits for the choice; + or − only; the default gives up the −.
    s.phase = Phase::Discarding { street: 1 };
    assert_eq!(
        Hl::legal(&s, 0),
        vec![
            Action::Discard { op: Op::Add },
            Action::Discard { op: Op::Sub }
        ]
    );
    assert_eq!(
        Hl::timeout_action(&s, 0),
        Some(Action::Discard { op: Op::Sub })
    );
    let before = snapshot(&s);
    assert!(Hl::apply(&mut s, 0, Action::Discard { op: Op::Div }).is_err());
    assert!(Hl::apply(&mut s, 1, Action::Discard { op: Op::Add })
        .unwrap_err()
        .0
        .contains("no × choice"));
    assert_eq!(snapshot(&s), before);
    let events = Hl::apply(&mut s, 0, Action::Discard { op: Op::Add }).unwrap();
    assert_eq!(
        events[0],
        Event::Discarded {
            seat: 0,
            op: Some(Op::Add)
        }
    );
    assert_eq!(s.hand(0).unwrap().ops, vec![Op::Sub, Op::Mul, Op::Div]);
    assert!(matches!(s.phase, Phase::Betting { street: 1, .. }));
}

#[test]
fn a_second_times_is_shuffled_back_and_the_card_dealt_again() {
    for seed in 0..10 {
        let mut s = with_deck(hand("7g", "x1 3g", "-x/"), "x2");
        s.rng = rand_chacha_seed(seed);
        let mut events = Vec::new();
        let placed = deal_open(&mut s, 0, &mut events).unwrap();
        assert!(events.contains(&Event::SecondTimes { seat: 0 }));
        assert!(!placed.iter().any(|c| matches!(c, Card::Times(_))));
        assert!(placed.last().unwrap().is_number());
        assert!(s.deck.contains(&Card::Times(2)));
        assert_eq!(
            s.hand(0)
                .unwrap()
                .open
                .iter()
                .filter(|c| matches!(c, Card::Times(_)))
                .count(),
            1
        );
    }
}

fn rand_chacha_seed(seed: u64) -> rand_chacha::ChaCha8Rng {
    use rand::SeedableRng;
    rand_chacha::ChaCha8Rng::seed_from_u64(seed)
}

#[test]
fn section_5_multiple_special_cards() {
    // Two √: 4 numbers, 2 √, + − ÷.
    let mut s = with_deck(hand("7g", "", "+-/"), "r1 2g r2 3g 4g");
    for _ in 0..3 {
        deal_open(&mut s, 0, &mut Vec::new()).unwrap();
    }
    let h = s.hand(0).unwrap().holding();
    assert_eq!(
        (h.numbers.len(), h.roots, h.ops.clone()),
        (4, 2, vec![Op::Add, Op::Sub, Op::Div])
    );
    // One √ and one ×: 4 numbers, a √, × ÷ and one of + −.
    let mut s = with_deck(hand("7g", "", "+-/"), "r1 2g x1 3g 4g");
    for _ in 0..3 {
        deal_open(&mut s, 0, &mut Vec::new()).unwrap();
    }
    s.phase = Phase::Discarding { street: 2 };
    Hl::apply(&mut s, 0, Action::Discard { op: Op::Sub }).unwrap();
    let h = s.hand(0).unwrap().holding();
    assert_eq!(
        (h.numbers.len(), h.roots, h.ops.clone()),
        (4, 1, vec![Op::Add, Op::Mul, Op::Div])
    );
    // Three √: 4 numbers, 3 √, + − ÷.
    let mut s = with_deck(hand("7g", "", "+-/"), "r1 2g r2 3g r3 4g");
    for _ in 0..3 {
        deal_open(&mut s, 0, &mut Vec::new()).unwrap();
    }
    let h = s.hand(0).unwrap().holding();
    assert_eq!((h.numbers.len(), h.roots), (4, 3));
    let b = best(&h);
    assert!(b.low.is_some() && b.high.is_some());
}

// ---------------------------------------------------------------- HL-5 / HL-6: declaring

#[test]
fn hl6_invalid_submissions_are_refused_with_the_reason() {
    let mut s = declaring(vec![Some(s_hand()), Some(h_hand())], &[3, 3]);
    let before = snapshot(&s);
    for (d, needle) in [
        (high("8 × 3 ÷ 1 + 4"), "Your operators are − × ÷"),
        (high("8 × 3 ÷ 1 − 5"), "Your numbers are 1, 3, 4, 8"),
        (high("8 × 3 ÷ 1"), "exactly once"),
        (high("√8 × 3 ÷ 1 − 4"), "no √"),
        (swing(S_LOW, "8 × 4 ÷ 0 − 3"), "High equation"),
    ] {
        let err = Hl::apply(&mut s, 0, Action::Declare { declaration: d }).unwrap_err();
        assert!(err.0.contains(needle), "{err}");
        assert_eq!(snapshot(&s), before);
    }
    // A valid one is accepted and final.
    Hl::apply(
        &mut s,
        0,
        Action::Declare {
            declaration: high(S_HIGH),
        },
    )
    .unwrap();
    let err = Hl::apply(
        &mut s,
        0,
        Action::Declare {
            declaration: low(S_LOW),
        },
    )
    .unwrap_err();
    assert!(err.0.contains("final"), "{err}");
}

#[test]
fn high_example_parses_only_with_parentheses_refused() {
    assert!(equation_hi_lo::rules::Equation::parse("8 × 3 ÷ (1 − 4)")
        .unwrap_err()
        .0
        .contains("Parentheses"));
}

#[test]
fn hl5_submissions_stay_secret_until_all_are_in() {
    let mut s = declaring(
        vec![Some(s_hand()), Some(l_hand()), Some(h_hand())],
        &[3, 3, 3],
    );
    let events = Hl::apply(
        &mut s,
        0,
        Action::Declare {
            declaration: swing(S_LOW, S_HIGH),
        },
    )
    .unwrap();
    assert_eq!(events.len(), 1, "nothing is revealed yet");
    for viewer in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
        assert_eq!(
            Hl::redact(&events[0], viewer),
            Some(Event::Submitted {
                seat: 0,
                declaration: None
            })
        );
        let v = Hl::view(&s, viewer);
        assert!(v.seats[0].submitted && !v.seats[1].submitted);
        let json = serde_json::to_string(&v).unwrap();
        assert!(!json.contains("swing") && !json.contains("8g"), "{json}");
    }
    let mine = Hl::view(&s, Viewer::Seat(0)).me.unwrap();
    assert_eq!(mine.submission, Some(swing(S_LOW, S_HIGH)));
    assert_eq!(mine.closed, Some(card("8g")));
    assert_eq!(
        Hl::view(&s, Viewer::Seat(0)).phase,
        PhaseView::Declaring {
            waiting: vec![1, 2]
        }
    );
    let sd = play_showdown(&mut s, vec![(1, low(L_LOW)), (2, high(H_HIGH))]);
    // The reveal shows every closed card and both of the swing player's equations.
    assert_eq!(
        sd.reveals.iter().map(|r| r.closed).collect::<Vec<_>>(),
        vec![card("8g"), card("0k"), card("10g")]
    );
    assert_eq!(sd.reveals[0].low, Some(1.0));
    assert_eq!(sd.reveals[0].high, Some(20.0));
    // HL-10: after the showdown, everyone's best possible result.
    assert_eq!(sd.best.len(), 3);
    assert_eq!(sd.best[0].1.high.as_ref().unwrap().value, 20.0);
}

#[test]
fn hl5_timeout_declares_high_with_the_first_valid_arrangement() {
    let mut s = declaring(vec![Some(s_hand()), Some(l_hand())], &[3, 3]);
    assert_eq!(
        Hl::timeout_action(&s, 1),
        Some(Action::Declare {
            declaration: high("0 + 5 − 6 ÷ 2")
        })
    );
    // S holds − × ÷; numbers in deal order 8 3 1 4.
    assert_eq!(
        Hl::timeout_action(&s, 0),
        Some(Action::Declare {
            declaration: high("8 − 3 × 1 ÷ 4")
        })
    );
    assert_eq!(
        default_arrangement(s.hand(0).unwrap()).unwrap().to_string(),
        "8 − 3 × 1 ÷ 4"
    );
    let a = Hl::timeout_action(&s, 1).unwrap();
    Hl::apply(&mut s, 1, a).unwrap();
    assert_eq!(Hl::timeout_action(&s, 1), None, "already submitted");
    assert_eq!(Hl::prompts(&s).len(), 1);
}

// ---------------------------------------------------------------- sections 12-13, HL-1, HL-9

#[test]
fn section_12_all_in_on_the_ante() {
    // A stack equal to the ante: the cap is the ante, both betting rounds are skipped, and
    // the player stays in to the showdown.
    for seed in 0..10 {
        let (mut s, events) = round_with(&[1, 50, 50], 1, seed);
        assert_eq!((s.cap, s.chips[0], s.wagered[0]), (1, 0, 1));
        let mut all = events;
        while !matches!(s.phase, Phase::Declaring) {
            let p = Hl::prompts(&s).remove(0);
            let a = Hl::timeout_action(&s, p.seat).unwrap();
            all.extend(Hl::apply(&mut s, p.seat, a).unwrap());
        }
        assert!(all.contains(&Event::BettingSkipped { street: 1 }));
        assert!(all.contains(&Event::BettingSkipped { street: 2 }));
        assert!(s.live(0));
        assert_eq!(Hl::prompts(&s).len(), 3, "all three declare");
    }
}

#[test]
fn section_12_a_broke_player_is_eliminated_and_skipped() {
    // Seat 0 started the round with 5 chips, so the cap was 5 and everyone called it (section
    // 6): seat 0 is all-in and loses the only side everyone declared.
    let mut s = declaring_with_stacks(
        vec![Some(l_hand()), Some(h_hand()), Some(s_hand())],
        &[5, 50, 50],
        &[5, 5, 5],
    );
    assert_eq!((s.cap, s.chips[0]), (5, 0));
    s.options.rounds = 3;
    let mut events = Vec::new();
    for (seat, d) in [(0, high(L_LOW)), (1, high(H_HIGH)), (2, high(S_HIGH))] {
        events = Hl::apply(&mut s, seat, Action::Declare { declaration: d }).unwrap();
    }
    assert!(events.contains(&Event::Eliminated { seat: 0, round: 1 }));
    assert_eq!(s.eliminated_in, vec![Some(1), None, None]);
    // The button moves from seat 2 past the eliminated seat 0 to seat 1.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RoundStarted { round: 2, dealer: 1, seats, .. } if *seats == vec![1, 2]
    )));
    assert!(!s.in_round(0));
    assert!(Hl::legal(&s, 0).is_empty());
    assert!(Hl::prompts(&s).iter().all(|p| p.seat != 0));
    // The whole pot of 15 went to seat 2's exact 20.
    assert_eq!(s.chips[0], 0);
    assert_eq!(s.total_chips(), 105);
}

#[test]
fn section_13_last_player_standing_wins_at_once() {
    let mut s = declaring(vec![Some(l_hand()), Some(h_hand())], &[50, 50]);
    s.options.rounds = 0;
    let sd = play_showdown(&mut s, vec![(0, high(L_LOW)), (1, high(H_HIGH))]);
    assert_eq!(sd.settlement.payouts, vec![(1, 100)]);
    assert!(s.is_over());
    let r = Hl::outcome(&s).unwrap();
    assert_eq!(r.place, vec![2, 1]);
    assert_eq!(r.score, vec![0, 100]);
}

#[test]
fn hl9_final_ranking_by_chips_then_elimination_round() {
    let mut s = State::empty(&Options::default(), 5, 1);
    s.chips = vec![0, 30, 0, 30, 90];
    s.eliminated_in = vec![Some(2), None, Some(4), None, None];
    s.phase = Phase::GameOver;
    let r = Hl::outcome(&s).unwrap();
    // 90 first; the two 30s share second; eliminated in round 4 beats round 2.
    assert_eq!(r.place, vec![5, 2, 4, 2, 1]);
}

#[test]
fn hl1_the_match_lasts_the_set_number_of_rounds() {
    for rounds in [1, 2, 4] {
        let options = Options {
            rounds,
            ..Options::default()
        };
        let mut s = Hl::setup(&options, 3, 21).unwrap();
        let mut dealers = vec![s.dealer];
        while let Some(p) = Hl::prompts(&s).into_iter().next() {
            let a = Hl::timeout_action(&s, p.seat).unwrap();
            for e in Hl::apply(&mut s, p.seat, a).unwrap() {
                if let Event::RoundStarted { dealer, .. } = e {
                    dealers.push(dealer);
                }
            }
        }
        assert_eq!(s.round, rounds);
        // The button moves one seat clockwise each round.
        assert_eq!(
            dealers,
            (0..rounds as usize).map(|r| r % 3).collect::<Vec<_>>()
        );
    }
}

#[test]
fn setup_rejects_bad_options() {
    assert!(Hl::setup(&Options::default(), 1, 0).is_err());
    assert!(Hl::setup(&Options::default(), 9, 0).is_err());
    assert!(Hl::setup(
        &Options {
            ante: 0,
            ..Options::default()
        },
        3,
        0
    )
    .is_err());
    let s = Hl::setup(&Options::default(), 8, 0).unwrap();
    assert_eq!(s.round, 1);
    assert_eq!(s.wagered, vec![1; 8]);
    assert_eq!(Side::Low.name(), "Low");
}

#[test]
fn a_corrupt_state_is_refused_not_panicked_on() {
    for phase in [
        Phase::Declaring,
        Phase::Betting {
            street: 1,
            to_act: 7,
        },
    ] {
        let mut s = Hl::setup(&Options::default(), 3, 1).unwrap();
        s.wagered.pop();
        s.submissions.clear();
        s.phase = phase;
        let before = snapshot(&s);
        for seat in 0..4 {
            assert!(Hl::apply(&mut s, seat, Action::Check).is_err());
            assert!(Hl::legal(&s, seat).is_empty());
            assert!(Hl::timeout_action(&s, seat).is_none());
            let _ = Hl::view(&s, Viewer::Seat(seat));
            let _ = Hl::view(&s, Viewer::Spectator);
        }
        assert!(Hl::prompts(&s).is_empty());
        assert!(Hl::outcome(&s).is_none());
        assert_eq!(snapshot(&s), before);
    }
}
