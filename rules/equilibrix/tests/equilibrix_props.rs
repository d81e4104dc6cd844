//! Equilibrix Project property tests: random playouts for 3-6 players checking after every
//! step that each player's 16 stones are all on the board or in stock, `legal`, `apply`,
//! `prompts` and `timeout_action` agree, forged actions are refused without a trace, views
//! show nothing hidden (the piles below their top card), states round-trip through JSON,
//! games end (also on timeouts alone) and replays are exact. EX-G9 along every playout: every
//! offered Tree move allows a stone, no move is ever played without one, Back after a move
//! restores the state before it, a timeout after it puts the Vitruvian back, and a player with
//! positional actions left between actions always has a move.
//!
//! Debug builds run two checked and two full-length playouts per player count (about 3-5 s in
//! all on 2 cores); `EX_PLAYOUTS` raises the number per player count, e.g.
//! `EX_PLAYOUTS=250 cargo test --release -p equilibrix --test equilibrix_props` for thousands.

use equilibrix::rules::spiral;
use equilibrix::rules::state::STONES;
use equilibrix::rules::{
    Action, EndReason, Equilibrix as Ex, Event, Field, How, MapField, Options, Pos, Size, State,
    TreeField, TurnStep,
};
use game_kit::{Game, Seat, Viewer};
use rand::distributions::{Distribution, WeightedIndex};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// A safety cap for the test only: the engine ends games by its own rules (EX-K5).
const MAX_STEPS: usize = 200_000;

fn playouts(default: usize) -> usize {
    std::env::var("EX_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn snapshot(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

fn assert_conserved(s: &State) {
    for seat in 0..s.players() {
        let board = s.on_board(seat);
        let stock = s.stock(seat);
        assert!(board[0] <= STONES[0] && board[1] <= STONES[1], "{board:?}");
        assert_eq!(
            [board[0] + stock[0], board[1] + stock[1]],
            STONES,
            "seat {seat}"
        );
        assert_eq!(STONES[0] + STONES[1], 16);
    }
}

fn random_forged(s: &State, rng: &mut impl Rng) -> Action {
    let field = Field(rng.gen_range(0..=255u8));
    match rng.gen_range(0..12) {
        0 => Action::Move {
            to: TreeField(rng.gen_range(0..12)),
        },
        1 => Action::Choose {
            how: *How::ALL.choose(rng).unwrap(),
        },
        2 => Action::Stone { field },
        3 => Action::Back,
        4 => Action::Skip,
        5 => Action::Develop,
        6 => Action::Recruit {
            who: rng.gen_range(0..8),
            at: MapField(rng.gen_range(0..8)),
        },
        7 => Action::DoneRecruiting,
        8 => {
            let size = *Size::ALL.choose(rng).unwrap();
            let k = rng.gen_range(0..10);
            let mut fields: Vec<Field> = (0..k).map(|_| Field(rng.gen_range(0..150))).collect();
            if rng.gen_bool(0.5) {
                // a real site of a possibly different card
                let shape = s.commissioned(*Size::ALL.choose(rng).unwrap()).unwrap();
                let sites = equilibrix::rules::projects::sites(shape);
                fields = sites[rng.gen_range(0..sites.len())].obligatory.clone();
            }
            Action::Report { size, fields }
        }
        9 => Action::EndTurn,
        10 => Action::Charity {
            call: rng.gen_bool(0.5),
        },
        _ => Action::PayTax { field },
    }
}

/// Picks a random legal action, weighted towards building: reports, placements and new
/// relations are likelier than skipping or ending the turn, so scoring, surrounds and taxes
/// happen often enough to be tested.
fn pick(legal: &[Action], rng: &mut impl Rng) -> Action {
    let weight = |a: &Action| -> f64 {
        match a {
            Action::Report { .. } => 50.0,
            Action::Choose { how } if how.places() => 12.0,
            Action::Choose { .. } => 2.0,
            Action::Stone { .. } | Action::Move { .. } | Action::PayTax { .. } => 5.0,
            Action::Recruit { .. } | Action::Charity { .. } => 4.0,
            Action::Develop => 2.0,
            Action::Skip | Action::DoneRecruiting => 1.0,
            Action::Back => 0.2,
            Action::EndTurn => 0.3,
        }
    };
    let w = WeightedIndex::new(legal.iter().map(weight)).unwrap();
    legal[w.sample(rng)].clone()
}

/// What happened in playouts, to show that they reach every part of the rules.
#[derive(Default, Debug)]
struct Stats {
    games: usize,
    steps: usize,
    surrounds: usize,
    reports: usize,
    taxes: usize,
    charity: usize,
    centre: usize,
    /// Menus right after a Tree move, and those of them offering no stone (EX-G9: none).
    after_move_menus: usize,
    after_move_without_stone: usize,
    /// Positional actions skipped because no move allowed a stone, and moves taken back.
    skipped_at_once: usize,
    moved_back: usize,
}

impl Stats {
    fn count(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Surrounded { .. } => self.surrounds += 1,
                Event::Reported { .. } => self.reports += 1,
                Event::TaxDue { .. } => self.taxes += 1,
                Event::CharityCalled { .. } => self.charity += 1,
                Event::PositionalSkipped { .. } => self.skipped_at_once += 1,
                Event::MovedBack { .. } => self.moved_back += 1,
                Event::Skipped { .. } => panic!("a bare move (EX-G9): {events:?}"),
                Event::GameOver {
                    reason: EndReason::Centre,
                    ..
                } => self.centre += 1,
                _ => {}
            }
        }
    }
}

fn check_step(s: &State, rng: &mut impl Rng, thorough: bool) {
    assert_conserved(s);
    let prompts = Ex::prompts(s);
    let n = s.players();
    if s.is_over() {
        assert!(prompts.is_empty());
        let r = Ex::outcome(s).expect("an outcome at the end");
        assert_eq!(r.place.len(), n);
        assert!(r.place.contains(&1));
        for seat in 0..n {
            assert!(Ex::legal(s, seat).is_empty());
            assert_eq!(Ex::timeout_action(s, seat), None);
        }
        return;
    }
    assert_eq!(prompts.len(), 1, "one seat is awaited at a time");
    assert!(Ex::outcome(s).is_none());
    for seat in 0..n {
        let legal = Ex::legal(s, seat);
        let prompted = prompts.iter().any(|p| p.seat == seat);
        assert_eq!(
            !legal.is_empty(),
            prompted,
            "seat {seat}: legal iff prompted"
        );
        if prompted {
            let t = Ex::timeout_action(s, seat).expect("a default for the prompted seat");
            assert!(legal.contains(&t), "timeout {t:?} is legal");
        } else {
            assert_eq!(Ex::timeout_action(s, seat), None);
        }
        if thorough {
            for a in &legal {
                let mut c = s.clone();
                Ex::apply(&mut c, seat, a.clone())
                    .unwrap_or_else(|e| panic!("legal {a:?} refused: {e}"));
            }
        }
        for _ in 0..if thorough { 30 } else { 4 } {
            let a = random_forged(s, rng);
            if legal.contains(&a) {
                continue;
            }
            let mut c = s.clone();
            assert!(
                Ex::apply(&mut c, seat, a.clone()).is_err(),
                "forged {a:?} by seat {seat} accepted"
            );
            assert_eq!(&c, s, "a refused action changed the state");
        }
    }
    // No seat beyond the table.
    assert!(Ex::legal(s, n).is_empty());
    assert!(Ex::apply(&mut s.clone(), n, Action::EndTurn).is_err());
    if thorough {
        let round: State = serde_json::from_str(&snapshot(s)).unwrap();
        assert_eq!(&round, s, "JSON round trip");
        // Everyone sees the same public view; the piles' hidden order is not in it.
        let spectator = Ex::view(s, Viewer::Spectator);
        for seat in 0..n {
            let mut v = Ex::view(s, Viewer::Seat(seat));
            assert_eq!(v.me, Some(seat));
            v.me = None;
            assert_eq!(v, spectator);
        }
        let mut hidden = s.clone();
        for pile in &mut hidden.piles {
            if pile.rest.len() > 2 {
                let top = pile.rest.pop_front().unwrap();
                let mut rest: Vec<_> = pile.rest.drain(..).collect();
                rest.reverse();
                pile.rest = std::iter::once(top).chain(rest).collect();
            }
        }
        assert_eq!(Ex::view(&hidden, Viewer::Spectator), spectator);
        serde_json::to_string(&spectator).unwrap();
    }
}

/// EX-G9 at one step, for the prompted `seat` with its `legal` menu; `before_move` is the state
/// before the Tree move of the positional action in progress, if one is.
fn check_ex_g9(
    s: &State,
    seat: Seat,
    legal: &[Action],
    before_move: Option<&State>,
    stats: &mut Stats,
) {
    assert!(!legal.contains(&Action::Skip), "never a bare move");
    if !s.taxes.is_empty() || seat != s.turn.seat {
        return;
    }
    match s.turn.step {
        TurnStep::Idle => {
            // Every offered move allows a stone; with positional actions left, one is offered.
            let moves: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Move { .. }))
                .collect();
            assert_eq!(
                !moves.is_empty(),
                s.turn.positional_left > 0,
                "positional actions left without a move are skipped at once"
            );
            for m in moves {
                let mut c = s.clone();
                Ex::apply(&mut c, seat, m.clone()).unwrap();
                let after = Ex::legal(&c, seat);
                stats.after_move_menus += 1;
                if !after.iter().any(|a| matches!(a, Action::Choose { .. })) {
                    stats.after_move_without_stone += 1;
                }
                assert!(
                    after
                        .iter()
                        .filter_map(|a| match a {
                            Action::Choose { how } => Some(*how),
                            _ => None,
                        })
                        .all(|how| {
                            let mut d = c.clone();
                            Ex::apply(&mut d, seat, Action::Choose { how }).unwrap();
                            Ex::legal(&d, seat)
                                .iter()
                                .any(|a| matches!(a, Action::Stone { .. }))
                        }),
                    "every use offered has a field"
                );
            }
        }
        TurnStep::Moved | TurnStep::Chosen { .. } => {
            let before = before_move.expect("a move in progress");
            if s.turn.step == TurnStep::Moved {
                // Back undoes the move: the state is as before it.
                let mut c = s.clone();
                Ex::apply(&mut c, seat, Action::Back).unwrap();
                assert_eq!(&c, before, "Back undoes the move");
            }
            // A timeout skips the whole positional action: the Vitruvian goes back.
            let mut c = s.clone();
            let t = Ex::timeout_action(s, seat).unwrap();
            Ex::apply(&mut c, seat, t).unwrap();
            assert_eq!(
                c.on_tree[seat], before.on_tree[seat],
                "timeout puts it back"
            );
            assert_eq!(c.board, before.board, "no stone");
        }
        TurnStep::Recruiting { .. } => {}
    }
}

/// One random playout; returns the actions taken and the number of steps.
fn playout(
    players: usize,
    options: &Options,
    seed: u64,
    checks: bool,
    stats: &mut Stats,
) -> (Vec<(Seat, Action)>, State) {
    stats.games += 1;
    let mut s = Ex::setup(options, players, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut log = Vec::new();
    // The state before the Tree move of the positional action in progress.
    let mut before_move: Option<State> = None;
    for step in 0..MAX_STEPS {
        if checks {
            check_step(&s, &mut rng, step % 50 == 0);
        }
        let Some(p) = Ex::prompts(&s).first().cloned() else {
            return (log, s);
        };
        let legal = Ex::legal(&s, p.seat);
        if checks {
            check_ex_g9(&s, p.seat, &legal, before_move.as_ref(), stats);
        }
        let a = pick(&legal, &mut rng);
        if matches!(a, Action::Move { .. }) {
            before_move = Some(s.clone());
        } else if s.turn.step == TurnStep::Idle {
            before_move = None;
        }
        let events = Ex::apply(&mut s, p.seat, a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        for e in &events {
            for viewer in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
                assert_eq!(Ex::redact(e, viewer).as_ref(), Some(e), "events are public");
            }
            serde_json::to_string(e).unwrap();
        }
        stats.count(&events);
        stats.steps += 1;
        log.push((p.seat, a));
    }
    panic!("seed {seed}: no end after {MAX_STEPS} steps");
}

#[test]
fn random_playouts_keep_every_invariant_and_end() {
    let t = Instant::now();
    let options = Options::rounds(10);
    let mut stats = Stats::default();
    for players in 3..=6 {
        for i in 0..playouts(2) {
            let seed = 1000 * players as u64 + i as u64;
            let (_, s) = playout(players, &options, seed, true, &mut stats);
            assert!(s.is_over());
        }
    }
    eprintln!("playouts with checks: {:?} {stats:?}", t.elapsed());
    assert!(
        stats.reports > 0 && stats.surrounds > 0 && stats.taxes > 0,
        "{stats:?}"
    );
    assert!(
        stats.after_move_menus > 0 && stats.moved_back > 0,
        "{stats:?}"
    );
    assert_eq!(stats.after_move_without_stone, 0, "{stats:?}");
}

#[test]
fn full_length_playouts_end_by_the_turn_limit_or_the_centre() {
    let t = Instant::now();
    let mut stats = Stats::default();
    for players in 3..=6 {
        for i in 0..playouts(2) {
            let (_, s) = playout(
                players,
                &Options::default(),
                77 + i as u64,
                false,
                &mut stats,
            );
            let over = s.over.unwrap();
            assert!(s.round <= 40);
            if over.winner.is_some() {
                assert!(s.spiral.iter().any(|p| p.field == 40));
            }
        }
    }
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "{} full playouts in {secs:.2} s ({:.0} playouts/s, {:.0} steps/s) {stats:?}",
        stats.games,
        stats.games as f64 / secs,
        stats.steps as f64 / secs
    );
}

#[test]
fn timeouts_alone_finish_a_game() {
    for players in 3..=6 {
        let mut s = Ex::setup(&Options::default(), players, 5).unwrap();
        let mut steps = 0;
        while let Some(p) = Ex::prompts(&s).first().cloned() {
            let a = Ex::timeout_action(&s, p.seat).unwrap();
            assert_eq!(a, Action::EndTurn);
            Ex::apply(&mut s, p.seat, a).unwrap();
            steps += 1;
            assert!(steps <= 40 * players);
        }
        assert_eq!(steps, 40 * players, "one timeout per turn");
        let r = Ex::outcome(&s).unwrap();
        assert_eq!(
            r.place,
            vec![1; players],
            "nobody scored: all share first place"
        );
    }
}

#[test]
fn same_seed_and_actions_replay_identically() {
    for players in 3..=6 {
        let options = Options::rounds(8);
        let seed = 4242 + players as u64;
        let (log, end) = playout(players, &options, seed, false, &mut Stats::default());
        let mut s = Ex::setup(&options, players, seed).unwrap();
        for (i, (seat, a)) in log.iter().enumerate() {
            Ex::apply(&mut s, *seat, a.clone()).unwrap();
            if i == log.len() / 2 {
                // mid-game: the state round-trips through JSON and play goes on from the copy
                s = serde_json::from_str(&snapshot(&s)).unwrap();
            }
        }
        assert_eq!(snapshot(&s), snapshot(&end));
        // A different seed deals differently somewhere (tree or piles).
        let other = Ex::setup(&options, players, seed + 1).unwrap();
        let first = Ex::setup(&options, players, seed).unwrap();
        assert!(other.tree != first.tree || other.piles != first.piles || seed == 0);
    }
}

#[test]
fn damaged_states_are_refused_not_panicked_on() {
    let s = Ex::setup(&Options::default(), 4, 3).unwrap();
    let mut bad = s.clone();
    bad.on_tree[1] = Some(TreeField(99));
    assert!(Ex::legal(&bad, 0).is_empty());
    assert!(Ex::prompts(&bad).is_empty());
    assert!(Ex::apply(&mut bad.clone(), 0, Action::EndTurn).is_err());
    assert_eq!(Ex::timeout_action(&bad, 0), None);
    let mut bad = s.clone();
    bad.tree.columns[0] = 9;
    assert!(Ex::legal(&bad, 0).is_empty());
    Ex::view(&bad, Viewer::Spectator);
    let mut bad = s.clone();
    bad.maps.pop();
    assert!(Ex::apply(&mut bad.clone(), 0, Action::Develop).is_err());
    let mut bad = s;
    bad.board[0] = Some(equilibrix::rules::Stone { owner: 9, age: 0 });
    assert!(Ex::legal(&bad, 0).is_empty());
}

/// EX-G6, EX-G8: one action's spiral moves, checked against moving the movers one at a time.
/// Within each batch the movers come in the EX-G6 order (higher gain, then the lower field,
/// whatever the slot, then seat order from the active player); moving each mover alone on the
/// spiral as it stands then gives the same positions; and each crossing's charity is judged at
/// that moment: the mover may call it only if every other Vitruvian already stands past the
/// node, naming the best-placed other one. Returns the number of crossings checked.
fn check_batches(pre: &State, post: &State, events: &[Event], first: Option<usize>) -> usize {
    let moves: Vec<(Seat, u32, Pos, Pos)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scored {
                seat,
                gain,
                from,
                to,
            } => Some((*seat, *gain, *from, *to)),
            _ => None,
        })
        .collect();
    if moves.is_empty() {
        return 0;
    }
    let n = pre.players();
    let active = pre.turn.seat;
    // A report moves its obligatory batch first (EX-G6); anything else is one batch.
    let first = first
        .or_else(|| {
            events.iter().find_map(|e| match e {
                Event::Reported { obligatory, .. } => {
                    Some(obligatory.iter().filter(|g| g.1 > 0).count())
                }
                _ => None,
            })
        })
        .unwrap_or(moves.len())
        .min(moves.len());
    for batch in [&moves[..first], &moves[first..]] {
        let key =
            |m: &(Seat, u32, Pos, Pos)| (std::cmp::Reverse(m.1), m.2.field, (m.0 + n - active) % n);
        for w in batch.windows(2) {
            assert!(key(&w[0]) < key(&w[1]), "batch order {batch:?}");
        }
    }
    let mut sp = pre.spiral.clone();
    let mut expected = Vec::new();
    for &(seat, gain, from, to) in &moves {
        let (one, _) = spiral::move_batch(&mut sp, &[(seat, gain)], active);
        assert_eq!((one[0].from, one[0].to), (from, to), "seat {seat} alone");
        for (node, stones) in spiral::crossed(from.field, to.field) {
            let others = || (0..n).filter(|&o| o != seat);
            let last = others().all(|o| sp[o].field > node);
            let leader = if last {
                others().max_by_key(|&o| sp[o].key())
            } else {
                None
            };
            let payer = if last { None } else { Some(seat) };
            expected.push((seat, node, stones, payer, leader));
        }
    }
    assert_eq!(sp, post.spiral, "the same positions");
    if post.is_over() {
        assert!(post.taxes.is_empty());
        return expected.len();
    }
    let queued: Vec<_> = post
        .taxes
        .iter()
        .map(|t| (t.mover, t.node, t.stones, t.payer, t.leader))
        .collect();
    assert!(
        expected.ends_with(&queued),
        "taxes {queued:?}, expected {expected:?}"
    );
    // What is not queued any more was owed by a payer with nothing left on the board.
    for x in &expected[..expected.len() - queued.len()] {
        assert!(x.3.is_some_and(|p| post.on_board(p) == [0, 0]), "{x:?}");
    }
    expected.len()
}

#[test]
fn batches_move_like_one_mover_at_a_time() {
    let t = Instant::now();
    let (mut batches, mut crossings, mut ties) = (0, 0, 0);
    for players in 3..=6 {
        for turns in [0, 40] {
            for i in 0..playouts(3) {
                let options = Options::rounds(turns);
                let seed = 25_000 + 100 * players as u64 + i as u64;
                let mut s = Ex::setup(&options, players, seed).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
                for _ in 0..MAX_STEPS {
                    let Some(p) = Ex::prompts(&s).first().cloned() else {
                        break;
                    };
                    let a = pick(&Ex::legal(&s, p.seat), &mut rng);
                    let pre = s.clone();
                    let events = Ex::apply(&mut s, p.seat, a).unwrap();
                    let scored: Vec<(u32, u8)> = events
                        .iter()
                        .filter_map(|e| match e {
                            Event::Scored { gain, from, .. } => Some((*gain, from.field)),
                            _ => None,
                        })
                        .collect();
                    if !scored.is_empty() {
                        batches += 1;
                        ties += scored
                            .iter()
                            .enumerate()
                            .filter(|(i, x)| scored[..*i].contains(x))
                            .count();
                    }
                    crossings += check_batches(&pre, &s, &events, None);
                }
                assert!(s.is_over());
            }
        }
    }
    eprintln!(
        "{batches} batches, {crossings} crossings, {ties} equal gains from one field in {:?}",
        t.elapsed()
    );
    assert!(batches > 0 && crossings > 0, "the property was exercised");
}

#[test]
fn random_batches_move_like_one_mover_at_a_time() {
    // Random spirals crowded before the first nodes, so equal gains from one field, full
    // fields and several crossings of one node in one batch are common; one or two batches
    // (a report's obligatory and voluntary points) of random gains in a random seat's turn.
    use equilibrix::rules::scoring;
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let (mut ties, mut crossings, mut charity) = (0, 0, 0);
    for case in 0..playouts(2) as u64 * 1000 {
        let players = rng.gen_range(3..=6);
        let mut s = Ex::setup(&Options::default(), players, case).unwrap();
        for seat in 0..players {
            s.spiral[seat] = loop {
                let field = if rng.gen_bool(0.1) {
                    0
                } else {
                    rng.gen_range(4..=13)
                };
                let here: Vec<Pos> = s.spiral[..seat]
                    .iter()
                    .copied()
                    .filter(|p| p.field == field && field > 0)
                    .collect();
                match here.len() {
                    0 => {
                        break Pos {
                            field,
                            ahead: field > 0 && rng.gen_bool(0.7),
                        }
                    }
                    1 => {
                        break Pos {
                            field,
                            ahead: !here[0].ahead,
                        }
                    }
                    _ => continue,
                }
            };
        }
        s.turn.seat = rng.gen_range(0..players);
        let mut batches: Vec<Vec<(Seat, u32)>> = Vec::new();
        for _ in 0..rng.gen_range(1..=2) {
            let mut batch = Vec::new();
            for seat in 0..players {
                if rng.gen_bool(0.6) {
                    batch.push((seat, rng.gen_range(1..=3)));
                }
            }
            batches.push(batch);
        }
        let first = batches[0].len();
        for b in &batches {
            for (i, x) in b.iter().enumerate() {
                ties += b[..i]
                    .iter()
                    .filter(|y| y.1 == x.1 && s.spiral[y.0].field == s.spiral[x.0].field)
                    .count();
            }
        }
        let pre = s.clone();
        let mut events = Vec::new();
        let taxes = scoring::move_batches(&mut s, &batches, &mut events);
        scoring::queue_taxes(&mut s, taxes, &mut events);
        crossings += check_batches(&pre, &s, &events, Some(first));
        charity += s.taxes.iter().filter(|t| t.leader.is_some()).count();
    }
    eprintln!(
        "{ties} equal gains from one field, {crossings} crossings, {charity} charity questions"
    );
    assert!(ties > 100 && crossings > 100 && charity > 100);
}
