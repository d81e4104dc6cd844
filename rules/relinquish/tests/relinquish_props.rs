//! Relinquish property tests: random playouts over 2-4 players, teams, beginner and short
//! games, checking after every step that the 78 cards are all there once, `legal`, `apply`,
//! `prompts` and `timeout_action` agree, forged actions are refused without a trace, states
//! round-trip through JSON, no view or redacted event shows a secret to anyone but its owner,
//! games end (also on timeouts alone) and replays are exact.
//!
//! `RQ_PLAYOUTS` raises the number of playouts per configuration (e.g. in release).

mod rq;

use game_kit::{Game, PromptKind, Seat, Viewer};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use relinquish::rules::cards::full_deck;
use relinquish::rules::{
    Action, Arcana, Battle, BattleStep, Card, Event, Options, Phase, Rally, Relinquish as Rq, State,
};
use rq::{assert_conserved, random_action};
use serde_json::Value;
use std::time::Instant;

/// A safety cap for the test only: the engine itself ends games by its rules.
const MAX_STEPS: usize = 20_000;

fn configs() -> Vec<(usize, Options)> {
    let mut v = Vec::new();
    for players in 2..=4 {
        for (short, beginner) in [(false, false), (true, false), (false, true), (true, true)] {
            v.push((
                players,
                Options {
                    short,
                    beginner,
                    teams: false,
                },
            ));
        }
    }
    for (short, beginner) in [(false, false), (true, true)] {
        v.push((
            4,
            Options {
                short,
                beginner,
                teams: true,
            },
        ));
    }
    v
}

fn playouts(default: usize) -> usize {
    std::env::var("RQ_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn snapshot(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

/// Cards (by code) that occur as string values anywhere in `value`.
fn cards_in(value: &Value, out: &mut Vec<Card>) {
    match value {
        Value::String(_) => out.extend(serde_json::from_value::<Card>(value.clone()).ok()),
        Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

/// The secrets of `owner`: hand, scried cards, unrevealed Rally.
fn secrets_of(s: &State, owner: Seat) -> Vec<Card> {
    let mut v = s.hands[owner].clone();
    match &s.phase {
        Phase::Scry { seat, drawn, .. } if *seat == owner => v.extend(drawn),
        Phase::Battle(Battle {
            step:
                BattleStep::Clash {
                    defender,
                    attack_rally,
                    defend_rally,
                    ..
                },
            ..
        }) => {
            let mine = if owner == s.active {
                attack_rally
            } else if owner == *defender {
                defend_rally
            } else {
                &None
            };
            v.extend(mine.and_then(Rally::card));
        }
        _ => {}
    }
    v
}

/// Nobody sees another seat's secrets, the scry pile or the set-aside cards in views; redacted
/// events hide scried cards and Rallies from everyone but their owner, and never name a card
/// that stayed in another seat's hand through the step (`before` is the state before it).
fn check_secrecy(before: &State, s: &State, events: &[Event]) {
    let n = s.players();
    for viewer in (0..n).map(Viewer::Seat).chain([Viewer::Spectator]) {
        let mut hidden: Vec<Card> = s.set_aside.clone();
        hidden.extend(&s.scry_pile);
        for owner in (0..n).filter(|&o| Viewer::Seat(o) != viewer) {
            hidden.extend(secrets_of(s, owner));
        }
        let mut view = serde_json::to_value(Rq::view(s, viewer)).unwrap();
        // The news of the last step is its events as this viewer was told them (checked
        // below): a card they named may have gone on since (a public discard shuffled into
        // the new scry pile), which tells nothing new.
        let last = view
            .as_object_mut()
            .and_then(|v| v.remove("last"))
            .expect("a view has the last step's news");
        if !events.is_empty() {
            let told: Vec<Event> = events
                .iter()
                .filter_map(|e| Rq::redact(e, viewer))
                .collect();
            assert_eq!(last, serde_json::to_value(&told).unwrap());
        }
        let mut seen = Vec::new();
        cards_in(&view, &mut seen);
        for c in &hidden {
            assert!(!seen.contains(c), "{viewer:?} sees {c}: {view}");
        }
        if let Viewer::Seat(me) = viewer {
            assert_eq!(view["me"]["seat"], me);
            let mine: Vec<Card> = serde_json::from_value(view["me"]["hand"].clone()).unwrap();
            assert_eq!(mine, s.hands[me]);
        } else {
            assert!(view["me"].is_null());
        }
        let kept_in_hand: Vec<Card> = (0..n)
            .filter(|&o| Viewer::Seat(o) != viewer)
            .flat_map(|o| {
                s.hands[o]
                    .iter()
                    .copied()
                    .filter(move |c| before.hands[o].contains(c))
            })
            .collect();
        for e in events {
            let r = Rq::redact(e, viewer).expect("events tell everyone");
            let mine = |seat: &Seat| viewer == Viewer::Seat(*seat);
            match &r {
                Event::ScryDrawn { seat, cards } => {
                    assert!(mine(seat) || cards.iter().all(Option::is_none), "{r:?}")
                }
                Event::Kept { seat, kept, .. } => assert!(mine(seat) || kept.is_none()),
                Event::RallyPicked { seat, rally } => assert!(mine(seat) || rally.is_none()),
                _ => {}
            }
            let mut seen = Vec::new();
            cards_in(&serde_json::to_value(&r).unwrap(), &mut seen);
            for c in &kept_in_hand {
                assert!(!seen.contains(c), "{viewer:?} learns {c} from {r:?}");
            }
        }
    }
}

/// Swapping a seat's hand for other cards changes nobody else's view, and no prompt: the
/// windows and Rallies that open for a seat depend on its hand size, never on its cards.
fn check_hands_are_invisible(s: &State) {
    let n = s.players();
    for owner in 0..n {
        let k = s.hands[owner].len();
        if k == 0 || s.scry_pile.len() < k {
            continue;
        }
        let mut other = s.clone();
        for i in 0..k {
            std::mem::swap(&mut other.hands[owner][i], &mut other.scry_pile[i]);
        }
        for viewer in (0..n)
            .filter(|&v| v != owner)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
        {
            assert_eq!(
                Rq::view(s, viewer),
                Rq::view(&other, viewer),
                "{viewer:?} learns seat {owner}'s hand"
            );
        }
        assert_eq!(Rq::prompts(s), Rq::prompts(&other), "prompts leak a hand");
    }
}

fn check_step(s: &State, rng: &mut impl Rng, thorough: bool) {
    assert_conserved(s);
    let round = serde_json::from_str::<State>(&snapshot(s)).unwrap();
    assert_eq!(snapshot(&round), snapshot(s), "JSON round trip");
    let prompts = Rq::prompts(s);
    if s.is_over() {
        assert!(prompts.is_empty());
        let r = Rq::outcome(s).expect("an outcome at the end");
        if s.options.teams {
            for seat in 0..4 {
                assert_eq!(r.team[seat], seat % 2);
                assert_eq!(
                    r.place[seat],
                    r.place[(seat + 2) % 4],
                    "partners share a place"
                );
            }
        }
        return;
    }
    assert!(Rq::outcome(s).is_none());
    assert!(
        !prompts.is_empty(),
        "someone is always awaited: {:?}",
        s.phase
    );
    for seat in 0..s.players() {
        let legal = Rq::legal(s, seat);
        assert!(legal.len() <= 600, "legal stays small: {}", legal.len());
        let prompt = prompts.iter().find(|p| p.seat == seat);
        assert_eq!(
            !legal.is_empty(),
            prompt.is_some(),
            "legal only when prompted"
        );
        let timeout = Rq::timeout_action(s, seat);
        assert_eq!(timeout.is_some(), prompt.is_some());
        if let Some(a) = &timeout {
            assert!(legal.contains(a), "timeout {a:?} is legal");
        }
        if let Some(p) = prompt {
            let expected = match &s.phase {
                Phase::Turn { .. } => PromptKind::Turn,
                Phase::Negate { .. } | Phase::Foil { .. } => PromptKind::Reaction,
                Phase::Battle(Battle {
                    step: BattleStep::Clash { .. },
                    ..
                }) => PromptKind::Secret,
                _ => PromptKind::Decision,
            };
            assert_eq!(p.kind, expected);
        }
        let sample: Vec<&Action> = if thorough {
            legal.iter().collect()
        } else {
            legal.choose_multiple(rng, 6).collect()
        };
        for a in sample {
            let mut copy = s.clone();
            Rq::apply(&mut copy, seat, a.clone())
                .unwrap_or_else(|e| panic!("legal {a:?} refused: {e}"));
            assert_conserved(&copy);
        }
    }
}

fn any_card(rng: &mut impl Rng) -> Card {
    *full_deck().choose(rng).unwrap()
}

/// A random action, mostly nonsense, sometimes a legal action with one card swapped.
fn forged(s: &State, rng: &mut impl Rng) -> (Seat, Action) {
    let n = s.players();
    let seat = rng.gen_range(0..n + 1);
    let c = any_card(rng);
    let d = any_card(rng);
    let at = rng.gen_range(0..n + 2);
    let power = *Arcana::ALL.choose(rng).unwrap();
    let action = match rng.gen_range(0..26) {
        0 => Action::Populate { card: c },
        1 => Action::Summon { court: c },
        2 => Action::Enchant {
            tarot: c,
            target: at,
        },
        3 => Action::Augur { tarot: c },
        4 => Action::Murder { tarot: c, court: d },
        5 => Action::Battle,
        6 => Action::Arcana {
            power,
            with: [c, d],
        },
        7 => Action::Congregate {
            card: c,
            with: [d, any_card(rng)],
        },
        8 => Action::Conscript {
            court: c,
            with: [d, any_card(rng)],
        },
        9 => Action::EndTurn {
            fortify: rng.gen_bool(0.5).then_some(c),
        },
        10 => Action::Pick { card: c },
        11 => Action::Attack { court: c, at },
        12 => Action::Unpick { card: c },
        13 => Action::Confirm,
        14 => Action::Back,
        15 => Action::Target { card: c },
        16 => Action::Bounty {
            card: c,
            by: d,
            add: rng.gen(),
        },
        17 => Action::Negate {
            tarot: c,
            keep: vec![d],
        },
        18 => Action::Foil { tarot: c },
        19 => Action::NoCounter,
        20 => Action::Keep { card: c },
        21 => Action::Block {
            attacker: c,
            with: d,
        },
        22 => Action::Decline { attacker: c },
        23 => Action::DeclineAll,
        24 => Action::Rally {
            card: rng.gen_bool(0.7).then_some(c),
        },
        _ => Action::Capture { card: c },
    };
    // Half the time, near misses: a legal action of a prompted seat with a card changed.
    if rng.gen_bool(0.5) {
        if let Some(p) = Rq::prompts(s).choose(rng) {
            if let Some(a) = Rq::legal(s, p.seat).choose(rng) {
                let json = serde_json::to_string(a).unwrap();
                let cards: Vec<Card> = {
                    let mut v = Vec::new();
                    cards_in(&serde_json::from_str(&json).unwrap(), &mut v);
                    v
                };
                if let Some(old) = cards.choose(rng) {
                    let swapped =
                        json.replace(&format!("\"{}\"", old.code()), &format!("\"{}\"", c.code()));
                    if let Ok(a) = serde_json::from_str(&swapped) {
                        return (p.seat, a);
                    }
                }
                return (rng.gen_range(0..n + 1), a.clone());
            }
        }
    }
    (seat, action)
}

fn check_forged(s: &State, rng: &mut impl Rng) {
    for _ in 0..4 {
        let (seat, action) = forged(s, rng);
        let legal: Vec<Action> = Rq::legal(s, seat).iter().map(Action::normalized).collect();
        let mut copy = s.clone();
        let before = snapshot(s);
        match Rq::apply(&mut copy, seat, action.clone()) {
            Ok(_) => assert!(
                legal.contains(&action.normalized()),
                "seat {seat} {action:?} accepted but not legal in {:?}",
                s.phase
            ),
            Err(e) => {
                assert!(
                    !legal.contains(&action.normalized()),
                    "legal {action:?} refused: {e}"
                );
                assert!(!e.0.is_empty());
                assert_eq!(snapshot(&copy), before, "a refusal changes nothing");
            }
        }
    }
}

/// Plays a random game; returns the actions taken and the final state.
/// `checks` is the share of steps checked in full (the checks cost far more than the step).
fn playout(
    players: usize,
    options: &Options,
    seed: u64,
    checks: f64,
) -> (Vec<(Seat, Action)>, State) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut s = Rq::setup(options, players, seed).unwrap();
    let mut log = Vec::new();
    for step in 0..MAX_STEPS {
        let checking = checks > 0.0 && (s.is_over() || rng.gen_bool(checks));
        if checking {
            check_step(&s, &mut rng, step % 50 == 0);
            check_forged(&s, &mut rng);
        }
        if s.is_over() {
            return (log, s);
        }
        let prompts = Rq::prompts(&s);
        let p = prompts.choose(&mut rng).expect("a prompt");
        let action = random_action(&s, p.seat, &mut rng).expect("a legal action");
        let before = checking.then(|| s.clone());
        let events =
            Rq::apply(&mut s, p.seat, action.clone()).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        if let Some(before) = before {
            check_secrecy(&before, &s, &events);
            check_hands_are_invisible(&s);
        }
        log.push((p.seat, action));
    }
    panic!("seed {seed}: no end after {MAX_STEPS} steps");
}

#[test]
fn random_playouts_keep_every_invariant() {
    let n = playouts(2);
    for (i, (players, options)) in configs().into_iter().enumerate() {
        for k in 0..n {
            let seed = (i * 1000 + k) as u64;
            let (log, end) = playout(players, &options, seed, 0.15);
            // Determinism: the same seed and actions give the same game.
            let mut again = Rq::setup(&options, players, seed).unwrap();
            for (seat, a) in log {
                Rq::apply(&mut again, seat, a).unwrap();
            }
            assert_eq!(snapshot(&again), snapshot(&end));
        }
    }
}

#[test]
fn many_playouts_end_and_conserve_cards() {
    let n = playouts(15);
    for (i, (players, options)) in configs().into_iter().enumerate() {
        for k in 0..n {
            let seed = (i * 100_000 + 500 + k) as u64;
            let (_, end) = playout(players, &options, seed, 0.0);
            assert_conserved(&end);
            assert!(Rq::outcome(&end).is_some());
        }
    }
}

#[test]
fn timeouts_alone_finish_the_game() {
    for (i, (players, options)) in configs().into_iter().enumerate() {
        for k in 0..20 {
            let seed = (i * 77 + k) as u64;
            let mut s = Rq::setup(&options, players, seed).unwrap();
            let mut steps = 0;
            while !s.is_over() {
                let p = Rq::prompts(&s)[0].clone();
                let a = Rq::timeout_action(&s, p.seat).expect("a default for the prompted");
                Rq::apply(&mut s, p.seat, a).unwrap();
                steps += 1;
                assert!(steps < 1000, "timeouts end the game");
            }
            assert!(matches!(
                s.phase,
                Phase::Over {
                    reason: relinquish::rules::EndReason::AllPassed
                }
            ));
        }
    }
}

/// Every step of many games checked in full; for release runs:
/// `RQ_PLAYOUTS=200 cargo test -p relinquish --release --test relinquish_props -- --ignored`.
#[test]
#[ignore]
fn soak_every_step_checked() {
    let n = playouts(15);
    for (i, (players, options)) in configs().into_iter().enumerate() {
        for k in 0..n {
            playout(players, &options, (i * 10_000 + 7_000 + k) as u64, 1.0);
        }
    }
}

/// Prints random playouts per second; run with `--release --ignored --nocapture`.
#[test]
#[ignore]
fn playout_speed() {
    let only: Option<usize> = std::env::var("RQ_CONFIG").ok().and_then(|v| v.parse().ok());
    for (i, (players, options)) in configs().into_iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        let start = Instant::now();
        let mut steps = 0;
        let games = 300;
        for seed in 0..games {
            steps += playout(players, &options, seed, 0.0).0.len();
        }
        let per = start.elapsed() / games as u32;
        // The longest `legal` list met along the way (the menus' worst case).
        let mut longest = 0;
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut s = Rq::setup(&options, players, seed).unwrap();
            while !s.is_over() {
                let p = Rq::prompts(&s)[0].clone();
                longest = longest.max(Rq::legal(&s, p.seat).len());
                let a = random_action(&s, p.seat, &mut rng).unwrap();
                Rq::apply(&mut s, p.seat, a).unwrap();
            }
        }
        println!(
            "{players} players {options:?}: {per:?} per playout, {} steps on average, \
             longest legal list {longest}",
            steps / games as usize
        );
    }
}
