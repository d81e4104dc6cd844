//! Quinox property tests: random playouts checking after every step that the 48 pieces are all
//! there once, the board is one piece during play, `legal`, `apply`, `prompts` and
//! `timeout_action` agree, forged actions are refused without a trace, states round-trip
//! through JSON, views never show the bag's order, games end (also on timeouts alone) and
//! replays are exact.
//!
//! Debug defaults, a few seconds in all: 50 playouts with a tenth of their steps checked in
//! full, 200 unchecked playouts (conservation, contiguity, outcome), 50 games on timeouts alone.
//! `QX_PLAYOUTS=5000` raises the first two (use `--release` for thousands: about 2 ms per
//! unchecked playout there); `soak_every_step_checked` (ignored) checks every step.

#[path = "quinox/helpers.rs"]
mod helpers;

use game_kit::{Game, PromptKind, Seat, Viewer};
use helpers::{assert_conserved, random_action};
use quinox::rules::{board, Action, Face, Hex, Options, Phase, Quinox as Qx, State, TileId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// A safety cap for the test only: the engine ends games by its rules.
const MAX_STEPS: usize = 5_000;

fn playouts(default: usize) -> usize {
    std::env::var("QX_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn snapshot(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

fn check_step(s: &State, rng: &mut impl Rng) {
    assert_conserved(s);
    if !s.is_over() {
        assert!(board::connected(&s.board), "the board is one piece in play");
    }
    let round: State = serde_json::from_str(&snapshot(s)).unwrap();
    assert_eq!(snapshot(&round), snapshot(s), "JSON round trip");
    // The bag's order never shows: shuffling it changes no view.
    let mut shuffled = s.clone();
    shuffled.bag.shuffle(rng);
    for v in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        let a = Qx::view(s, v);
        assert_eq!(a, Qx::view(&shuffled, v));
        assert_eq!(a.bag, s.bag.len());
        serde_json::to_string(&a).unwrap();
    }
    let prompts = Qx::prompts(s);
    if s.is_over() {
        assert!(prompts.is_empty());
        assert!(Qx::outcome(s).is_some());
        return;
    }
    assert!(Qx::outcome(s).is_none());
    assert_eq!(prompts.len(), 1, "one seat awaited");
    for seat in 0..2 {
        let legal = Qx::legal(s, seat);
        let prompt = prompts.iter().find(|p| p.seat == seat);
        assert_eq!(
            !legal.is_empty(),
            prompt.is_some(),
            "legal only when prompted"
        );
        let timeout = Qx::timeout_action(s, seat);
        assert_eq!(timeout.is_some(), prompt.is_some());
        if let Some(a) = &timeout {
            assert!(legal.contains(a), "timeout {a:?} is legal");
            assert_ne!(*a, Action::Back);
        }
        if let Some(p) = prompt {
            let expected = match s.phase {
                Phase::Choose => PromptKind::Turn,
                _ => PromptKind::Decision,
            };
            assert_eq!(p.kind, expected);
        }
        for a in legal.choose_multiple(rng, 4) {
            let mut copy = s.clone();
            Qx::apply(&mut copy, seat, a.clone())
                .unwrap_or_else(|e| panic!("legal {a:?} refused: {e}"));
            assert_conserved(&copy);
        }
    }
}

fn any_hex(s: &State, rng: &mut impl Rng) -> Hex {
    if rng.gen_bool(0.7) {
        let near: Vec<Hex> = s
            .board
            .keys()
            .flat_map(|h| h.neighbours().into_iter().chain([*h]))
            .collect();
        *near.choose(rng).unwrap()
    } else if rng.gen_bool(0.9) {
        Hex::new(rng.gen_range(-60..60), rng.gen_range(-60..60))
    } else {
        Hex::new(i32::MAX, i32::MIN)
    }
}

fn any_tile(rng: &mut impl Rng) -> TileId {
    TileId::all().nth(rng.gen_range(0..47)).unwrap()
}

/// A random action, mostly nonsense, sometimes a legal action of the wrong seat.
fn forged(s: &State, rng: &mut impl Rng) -> (Seat, Action) {
    let seat = rng.gen_range(0..3);
    let face = if rng.gen() { Face::Black } else { Face::White };
    let action = match rng.gen_range(0..9) {
        0 => Action::Colour { face },
        1 => Action::Choose {
            tiles: (0..rng.gen_range(0..4)).map(|_| any_tile(rng)).collect(),
        },
        2 => Action::Tile {
            tile: any_tile(rng),
        },
        3 => Action::Face { face },
        4 => Action::Place {
            at: any_hex(s, rng),
        },
        5 => Action::Pick {
            at: any_hex(s, rng),
        },
        6 => Action::Pattern {
            tiles: (0..rng.gen_range(0..4)).map(|_| any_hex(s, rng)).collect(),
        },
        7 => Action::Name {
            tile: any_tile(rng),
        },
        _ => Action::Back,
    };
    if rng.gen_bool(0.3) {
        if let Some(p) = Qx::prompts(s).first() {
            if let Some(a) = Qx::legal(s, p.seat).choose(rng) {
                return (1 - p.seat, a.clone());
            }
        }
    }
    (seat, action)
}

fn check_forged(s: &State, rng: &mut impl Rng) {
    for _ in 0..4 {
        let (seat, action) = forged(s, rng);
        let pool: Vec<TileId> = s.pool.iter().map(|p| p.tile).collect();
        let legal = Qx::legal(s, seat);
        let mut copy = s.clone();
        let before = snapshot(s);
        match Qx::apply(&mut copy, seat, action.clone()) {
            Ok(_) => assert!(
                legal.contains(&action.normalized(&pool)),
                "seat {seat} {action:?} accepted but not legal"
            ),
            Err(e) => {
                assert!(
                    !legal.contains(&action.normalized(&pool)),
                    "legal {action:?} refused: {e}"
                );
                assert!(!e.0.is_empty());
                assert_eq!(snapshot(&copy), before, "a refusal changes nothing");
            }
        }
    }
}

/// Plays a random game; returns the actions and the final state. `checks` is the share of
/// steps checked in full.
fn playout(seed: u64, checks: f64) -> (Vec<(Seat, Action)>, State) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37);
    let mut s = Qx::setup(&Options::default(), 2, seed).unwrap();
    let mut log = Vec::new();
    for _ in 0..MAX_STEPS {
        let checking = checks > 0.0 && (s.is_over() || rng.gen_bool(checks));
        if checking {
            check_step(&s, &mut rng);
            check_forged(&s, &mut rng);
        }
        if s.is_over() {
            return (log, s);
        }
        let p = Qx::prompts(&s)[0].clone();
        let action = random_action(&s, p.seat, &mut rng).expect("a legal action");
        Qx::apply(&mut s, p.seat, action.clone()).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        assert!(
            s.is_over() || board::connected(&s.board),
            "seed {seed}: the board split after {action:?}"
        );
        log.push((p.seat, action));
    }
    panic!("seed {seed}: no end after {MAX_STEPS} steps");
}

#[test]
fn random_playouts_keep_every_invariant() {
    for seed in 0..playouts(50) as u64 {
        let (log, end) = playout(seed, 0.1);
        assert_conserved(&end);
        // Determinism: the same seed and actions give the same game.
        let mut again = Qx::setup(&Options::default(), 2, seed).unwrap();
        for (seat, a) in log {
            Qx::apply(&mut again, seat, a).unwrap();
        }
        assert_eq!(snapshot(&again), snapshot(&end));
    }
}

#[test]
fn many_playouts_end_with_every_tile_played() {
    for seed in 0..playouts(200) as u64 {
        let (_, end) = playout(10_000 + seed, 0.0);
        assert_conserved(&end);
        assert!(end.pool.is_empty() && end.bag.is_empty() && end.hand.is_empty());
        let r = Qx::outcome(&end).expect("an outcome");
        let f = end.result.clone().unwrap();
        assert_eq!(r.score, vec![f.score[0] as i64, f.score[1] as i64]);
        assert_eq!(f.score[0] + f.score[1], {
            let tiles: u32 = f.tiles.iter().sum();
            tiles + f.tokens_on_tiles.iter().sum::<u32>() + f.supply.iter().sum::<u32>()
        });
    }
}

#[test]
fn timeouts_alone_finish_the_game() {
    for seed in 0..50 {
        let mut s = Qx::setup(&Options::default(), 2, seed).unwrap();
        let mut steps = 0;
        while !s.is_over() {
            let p = Qx::prompts(&s)[0].clone();
            let a = Qx::timeout_action(&s, p.seat).expect("a default for the prompted");
            if let Action::Face { face } = a {
                // a tile placed by default shows the opponent's colour.
                assert_eq!(Some(face), s.colours.map(|c| c[1 - p.seat]));
            }
            Qx::apply(&mut s, p.seat, a).unwrap();
            steps += 1;
            assert!(steps < 1000, "timeouts end the game");
        }
        assert_conserved(&s);
    }
}

/// Every step of many games checked; for release runs:
/// `QX_PLAYOUTS=2000 cargo test -p quinox --release --test quinox_props -- --ignored`.
#[test]
#[ignore]
fn soak_every_step_checked() {
    for seed in 0..playouts(200) as u64 {
        playout(50_000 + seed, 1.0);
    }
}

/// Prints random playouts per second; run with `--release --ignored --nocapture`.
#[test]
#[ignore]
fn playout_speed() {
    let games = playouts(2000);
    let start = Instant::now();
    let mut steps = 0;
    let mut longest = 0;
    for seed in 0..games as u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut s = Qx::setup(&Options::default(), 2, seed).unwrap();
        while !s.is_over() {
            let p = Qx::prompts(&s)[0].clone();
            longest = longest.max(Qx::legal(&s, p.seat).len());
            let a = random_action(&s, p.seat, &mut rng).unwrap();
            Qx::apply(&mut s, p.seat, a).unwrap();
            steps += 1;
        }
    }
    let per = start.elapsed() / games as u32;
    println!(
        "{per:?} per playout, {} steps on average, longest legal list {longest}",
        steps / games
    );
}
