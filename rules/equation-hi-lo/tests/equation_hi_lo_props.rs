//! Equation Hi-Lo property tests: random legal playouts over 2-8 players, many seeds and random
//! host options, checking after every step that chips are conserved (except odd chips, which
//! are counted as removed), the 52 cards are all there, every hand is well formed, `legal`,
//! `apply`, `prompts` and `timeout_action` agree, forged actions change nothing, no view or
//! redacted event shows a secret to anyone but its owner, games end, and replays are exact.

use equation_hi_lo::rules::cards::full_deck;
use equation_hi_lo::rules::solver::arrangements;
use equation_hi_lo::rules::{
    Action, Card, Declaration, Equation, EquationHiLo as Hl, Event, Op, Options, Phase, State,
};
use game_kit::{Game, PromptKind, Seat, Viewer};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

const MAX_STEPS: usize = 20_000;

fn random_options(rng: &mut impl Rng) -> Options {
    let chips = rng.gen_range(3..=60);
    Options {
        chips,
        ante: rng.gen_range(1..=chips.min(4)),
        // Unlimited matches only with small stacks, so they end soon.
        rounds: if chips <= 12 && rng.gen_bool(0.3) {
            0
        } else {
            rng.gen_range(1..=6)
        },
        best: rng.gen_bool(0.5),
    }
}

/// A random legal action for `seat`: any betting move, or a random declaration built from a
/// random valid arrangement of the hand (not only `legal`'s representatives).
fn random_action(s: &State, seat: Seat, rng: &mut impl Rng) -> Action {
    let legal = Hl::legal(s, seat);
    if s.phase == Phase::Declaring {
        let hand = s.hand(seat).expect("a live hand");
        let all = arrangements(&hand.holding());
        if all.is_empty() {
            return Action::Declare {
                declaration: Declaration::NoEquation,
            };
        }
        let side = rng.gen_range(0..3);
        // Two different arrangements (section 7); `arrangements` lists each one once, and a
        // hand with any valid equation has at least two.
        let two: Vec<Equation> = all
            .choose_multiple(rng, 2)
            .map(|a| a.equation.clone())
            .collect();
        let declaration = match (side, &two[..]) {
            (0, _) => Declaration::Low {
                equation: two[0].clone(),
            },
            (1, _) => Declaration::High {
                equation: two[0].clone(),
            },
            (_, [low, high]) => Declaration::Swing {
                low: low.clone(),
                high: high.clone(),
            },
            (_, _) => panic!("a hand with a single valid arrangement: {hand:?}"),
        };
        return Action::Declare { declaration };
    }
    // Favour calm betting so rounds reach the showdown often.
    let calm: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Check | Action::Call))
        .collect();
    if rng.gen_bool(0.6) && !calm.is_empty() {
        return calm[0].clone();
    }
    legal.choose(rng).expect("a legal action").clone()
}

fn snapshot(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

/// Cards (by code) that occur as string values anywhere in `value`.
fn cards_in(value: &Value, out: &mut Vec<Card>) {
    match value {
        Value::String(s) => out.extend(Card::from_code(s)),
        Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

fn check_invariants(s: &State, players: usize, start: u32) {
    assert_eq!(
        s.total_chips(),
        players as u64 * u64::from(start),
        "chips conserved (stacks + pot + removed)"
    );
    // 52 cards: deck plus every hand dealt this round, each exactly once.
    let mut all: Vec<Card> = s.deck.clone();
    for h in s.hands.iter().flatten() {
        all.extend(h.cards());
    }
    assert_eq!(all.len(), 52, "52 cards in play");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 52, "every card once");
    for seat in 0..players {
        assert!(s.wagered[seat] <= s.cap, "nobody wagers past the cap");
        if let Some(h) = s.hand(seat) {
            assert!(h.closed.is_number(), "the closed card is a number");
            assert!(
                h.open
                    .iter()
                    .filter(|c| matches!(c, Card::Times(_)))
                    .count()
                    <= 1
            );
            assert_eq!(h.ops.len(), 3, "three binary operators");
            assert!(h.ops.contains(&Op::Div), "÷ is never given up");
            // Every special is followed by its extra number.
            for (i, c) in h.open.iter().enumerate() {
                if !c.is_number() {
                    assert!(h.open.get(i + 1).is_some_and(|n| n.is_number()), "{h:?}");
                }
            }
            if s.phase == Phase::Declaring && s.live(seat) {
                assert_eq!(h.numbers().len(), 4, "four numbers at the declaration");
                assert!(!h.pending_times);
                assert_eq!(h.ops.contains(&Op::Mul), h.has_times());
            }
        } else {
            assert_eq!(s.wagered[seat], 0);
        }
    }
    let prompts = Hl::prompts(s);
    if s.is_over() {
        assert!(prompts.is_empty());
        assert!(Hl::outcome(s).is_some());
        assert_eq!(s.pot(), 0, "nothing is left in the pot at the end");
        return;
    }
    assert!(!prompts.is_empty(), "someone is always awaited");
    assert!(s.live_seats().len() >= 2, "a round has two live players");
    for seat in 0..players {
        let legal = Hl::legal(s, seat);
        let prompted = prompts.iter().any(|p| p.seat == seat);
        assert_eq!(!legal.is_empty(), prompted, "legal only for prompted seats");
        let timeout = Hl::timeout_action(s, seat);
        assert_eq!(timeout.is_some(), prompted);
        if let Some(a) = timeout {
            assert!(legal.contains(&a), "timeout {a:?} is legal");
        }
        // Everything `legal` lists is accepted.
        for a in legal {
            let mut copy = s.clone();
            Hl::apply(&mut copy, seat, a.clone())
                .unwrap_or_else(|e| panic!("legal {a:?} refused: {e}"));
        }
    }
}

/// Secrets of the current round: closed cards, and per seat its hidden operators/submission.
fn check_views(s: &State, events: &[Event], players: usize) {
    for viewer in (0..players)
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator))
    {
        let secret: Vec<Card> = (0..players)
            .filter(|&o| Viewer::Seat(o) != viewer)
            .filter_map(|o| s.hand(o).map(|h| h.closed))
            .collect();
        let view = serde_json::to_value(Hl::view(s, viewer)).unwrap();
        let mut seen = Vec::new();
        cards_in(&view, &mut seen);
        for c in &secret {
            assert!(!seen.contains(c), "{viewer:?} sees closed {c}: {view}");
        }
        for o in (0..players).filter(|&o| Viewer::Seat(o) != viewer) {
            assert!(
                view["me"].is_null() || view["me"]["seat"] != o,
                "only one's own private part"
            );
        }
        // Events, as redacted for this viewer: no other seat's closed card before a showdown,
        // no other seat's operator choice or submission.
        for e in events {
            let r = Hl::redact(e, viewer).expect("every event tells something");
            match &r {
                Event::Dealt { closed, .. } => {
                    for (seat, c) in closed.iter().enumerate() {
                        assert!(c.is_none() || viewer == Viewer::Seat(seat), "{r:?}");
                    }
                }
                Event::Discarded { seat, op } => {
                    assert!(op.is_none() || viewer == Viewer::Seat(*seat))
                }
                Event::Submitted { seat, declaration } => {
                    assert!(declaration.is_none() || viewer == Viewer::Seat(*seat))
                }
                _ => {}
            }
        }
    }
}

/// Flips every secret of `seat` (closed card, which of +/− the × replaced, the submission)
/// and checks that nobody else's view changes.
fn check_secrets_are_invisible(s: &State, players: usize, rng: &mut impl Rng) {
    for owner in 0..players {
        let Some(hand) = s.hand(owner) else { continue };
        let mut other = s.clone();
        // Swap the closed card with a number card from the deck.
        if let Some(i) = other.deck.iter().position(|c| c.is_number()) {
            let h = other.hands[owner].as_mut().unwrap();
            std::mem::swap(&mut h.closed, &mut other.deck[i]);
        }
        let h = other.hands[owner].as_mut().unwrap();
        if hand.ops.contains(&Op::Mul) {
            h.ops = if hand.ops.contains(&Op::Add) {
                vec![Op::Sub, Op::Mul, Op::Div]
            } else {
                vec![Op::Add, Op::Mul, Op::Div]
            };
        }
        if other.submissions[owner].is_some() {
            other.submissions[owner] = Some(Declaration::Low {
                equation: Equation::parse(&format!("{}", rng.gen_range(0..=10))).unwrap(),
            });
        }
        for viewer in (0..players)
            .filter(|&v| v != owner)
            .map(Viewer::Seat)
            .chain(std::iter::once(Viewer::Spectator))
        {
            assert_eq!(
                Hl::view(s, viewer),
                Hl::view(&other, viewer),
                "{viewer:?} learns a secret of seat {owner}"
            );
        }
        assert_eq!(Hl::prompts(s), Hl::prompts(&other), "prompts leak nothing");
    }
}

fn forged(s: &State, players: usize, rng: &mut impl Rng) -> (Seat, Action) {
    let seat = rng.gen_range(0..players + 1);
    let text = ["1+2", "3 x 4 / 2 - 1", "√9+0-1/2", "10/0+1-1", "7"][rng.gen_range(0..5)];
    let eq = Equation::parse(text).unwrap();
    let action = match rng.gen_range(0..9) {
        0 => Action::Check,
        1 => Action::Call,
        2 => Action::Fold,
        3 => Action::Bet {
            to: rng.gen_range(0..=s.cap + 3),
        },
        4 => Action::Discard {
            op: [Op::Add, Op::Sub, Op::Mul, Op::Div][rng.gen_range(0..4)],
        },
        5 => Action::Declare {
            declaration: Declaration::High { equation: eq },
        },
        6 => Action::Declare {
            declaration: Declaration::Swing {
                low: eq.clone(),
                high: eq,
            },
        },
        7 => Action::Declare {
            declaration: Declaration::NoEquation,
        },
        _ => Action::Bet { to: u32::MAX },
    };
    (seat, action)
}

/// What happened across playouts, to show the random games reach every rule.
#[derive(Default, Debug)]
struct Seen {
    kinds: std::collections::BTreeMap<&'static str, usize>,
}

impl Seen {
    fn note(&mut self, events: &[Event]) {
        for e in events {
            let kind = match e {
                Event::SecondTimes { .. } => "second ×",
                Event::Discarded { .. } => "× choice",
                Event::Bet { raise: true, .. } => "raise",
                Event::BettingSkipped { .. } => "betting skipped",
                Event::WonUncontested { .. } => "uncontested",
                Event::CarrySplit { .. } => "carry split",
                Event::Eliminated { .. } => "elimination",
                Event::Showdown { showdown } => {
                    let st = &showdown.settlement;
                    if st.swing_winner().is_some() {
                        *self.kinds.entry("swing won").or_default() += 1;
                    } else if !st.swings.is_empty() {
                        *self.kinds.entry("swing failed").or_default() += 1;
                    }
                    if st.carried > 0 {
                        *self.kinds.entry("carry").or_default() += 1;
                    }
                    if st.removed > 0 {
                        *self.kinds.entry("odd chip").or_default() += 1;
                    }
                    if st.low.as_ref().is_some_and(|w| !w.tied.is_empty())
                        || st.high.as_ref().is_some_and(|w| !w.tied.is_empty())
                    {
                        *self.kinds.entry("win order").or_default() += 1;
                    }
                    "showdown"
                }
                _ => continue,
            };
            *self.kinds.entry(kind).or_default() += 1;
        }
    }
}

/// Plays one random game; returns the number of steps and the actions, for replays.
fn playout(seed: u64, deep_checks: bool) -> (usize, Vec<(Seat, Action)>, State) {
    playout_noting(seed, deep_checks, &mut Seen::default())
}

fn playout_noting(
    seed: u64,
    deep_checks: bool,
    seen: &mut Seen,
) -> (usize, Vec<(Seat, Action)>, State) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let players = rng.gen_range(2..=8);
    let options = random_options(&mut rng);
    let mut s = Hl::setup(&options, players, seed).unwrap();
    let mut log = Vec::new();
    let mut events = Vec::new();
    for step in 0..MAX_STEPS {
        check_invariants(&s, players, options.chips);
        if deep_checks {
            check_views(&s, &events, players);
            check_secrets_are_invisible(&s, players, &mut rng);
        }
        // A forged action either is legal or changes nothing.
        let before = snapshot(&s);
        let (fseat, faction) = forged(&s, players, &mut rng);
        let mut copy = s.clone();
        if Hl::apply(&mut copy, fseat, faction.clone()).is_err() {
            assert_eq!(
                snapshot(&copy),
                before,
                "a refused {faction:?} changed the state"
            );
        }
        let prompts = Hl::prompts(&s);
        let Some(p) = prompts.choose(&mut rng) else {
            return (step, log, s);
        };
        // Now and then a deadline passes instead.
        let action = if rng.gen_bool(0.1) {
            Hl::timeout_action(&s, p.seat).unwrap()
        } else {
            random_action(&s, p.seat, &mut rng)
        };
        events = Hl::apply(&mut s, p.seat, action.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: {action:?} by {} refused: {e}", p.seat));
        seen.note(&events);
        log.push((p.seat, action));
    }
    panic!("seed {seed}: no end after {MAX_STEPS} steps");
}

#[test]
fn random_playouts_keep_every_invariant() {
    let mut finished = 0;
    let mut showdown_kinds = std::collections::HashSet::new();
    let mut seen = Seen::default();
    for seed in 0..250 {
        let (steps, log, end) = playout_noting(seed, seed < 40, &mut seen);
        assert!(end.is_over() && steps > 0);
        finished += 1;
        for (_, a) in &log {
            if let Action::Declare { declaration } = a {
                showdown_kinds.insert(declaration.name());
            }
        }
    }
    assert_eq!(finished, 250);
    assert!(showdown_kinds.len() >= 3, "{showdown_kinds:?}");
    // The random games reach every rule at least once.
    for kind in [
        "second ×",
        "× choice",
        "raise",
        "betting skipped",
        "uncontested",
        "elimination",
        "showdown",
        "swing won",
        "swing failed",
        "carry",
        "carry split",
        "odd chip",
        "win order",
    ] {
        assert!(
            seen.kinds.get(kind).is_some_and(|&n| n > 0),
            "{kind}: {seen:?}"
        );
    }
}

#[test]
fn replays_are_exact() {
    for seed in [3u64, 17, 99] {
        let (_, log, end) = playout(seed, false);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = rng.gen_range(2..=8);
        let options = random_options(&mut rng);
        let mut s = Hl::setup(&options, players, seed).unwrap();
        for (seat, a) in log {
            Hl::apply(&mut s, seat, a).unwrap();
        }
        assert_eq!(snapshot(&s), snapshot(&end));
    }
}

#[test]
fn timeouts_alone_finish_a_match() {
    for players in 2..=8 {
        let mut s = Hl::setup(&Options::default(), players, players as u64).unwrap();
        let mut steps = 0;
        while let Some(p) = Hl::prompts(&s).into_iter().next() {
            let kind = p.kind;
            let a = Hl::timeout_action(&s, p.seat).unwrap();
            match (&s.phase, &a) {
                (Phase::Betting { .. }, Action::Check | Action::Fold) => {}
                (Phase::Discarding { .. }, Action::Discard { op: Op::Sub }) => {}
                (Phase::Declaring, Action::Declare { declaration }) => assert!(matches!(
                    declaration,
                    Declaration::High { .. } | Declaration::NoEquation
                )),
                other => panic!("unexpected default {other:?}"),
            }
            assert!(kind != PromptKind::Reaction);
            Hl::apply(&mut s, p.seat, a).unwrap();
            steps += 1;
            assert!(steps < 2000);
        }
        assert!(s.is_over());
        assert_eq!(s.round, 5, "the default match has 5 rounds");
        let total: u32 = s.chips.iter().sum::<u32>() + s.removed;
        assert_eq!(total, 50 * players as u32);
    }
}

#[test]
fn the_whole_deck_is_used_each_round() {
    let deck = full_deck();
    let s = Hl::setup(&Options::default(), 8, 5).unwrap();
    let mut cards: Vec<Card> = s.deck.clone();
    for h in s.hands.iter().flatten() {
        cards.extend(h.cards());
    }
    cards.sort();
    let mut sorted = deck;
    sorted.sort();
    assert_eq!(cards, sorted);
}

/// `cargo test -p equation-hi-lo --release --test equation_hi_lo_props -- --ignored --nocapture`.
#[test]
#[ignore]
fn measure_playout_speed() {
    let start = std::time::Instant::now();
    let (mut games, mut rounds, mut steps) = (0u64, 0u64, 0u64);
    for seed in 0..5_000u64 {
        let players = 2 + (seed % 7) as usize;
        let options = Options {
            best: std::env::var("HILO_BEST").is_ok(),
            ..Options::default()
        };
        let mut s = Hl::setup(&options, players, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(p) = Hl::prompts(&s).into_iter().next() {
            let legal = Hl::legal(&s, p.seat);
            let a = legal.choose(&mut rng).unwrap().clone();
            Hl::apply(&mut s, p.seat, a).unwrap();
            steps += 1;
        }
        games += 1;
        rounds += u64::from(s.round);
    }
    let per_game = start.elapsed() / games as u32;
    println!(
        "{games} matches ({rounds} rounds, {steps} steps): {per_game:?} per match, {:?} per round",
        start.elapsed() / rounds as u32
    );
    assert!(per_game < std::time::Duration::from_millis(5));
}
