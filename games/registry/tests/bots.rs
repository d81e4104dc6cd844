//! The bots (`game_kit::computer`) on every game: bots alone finish games of every variant and player
//! count without an illegal move, a bot's decision depends only on its seat's view (fairness)
//! and on its seed (determinism). Strength is measured by `tabula arena` (`game_kit::computer::arena`,
//! unit-tested there); the last full figures are in BENCHMARKS.md ("Bots: strength").
//!
//! The default run keeps budgets small (about a minute in a debug build). The `#[ignore]`d
//! `many_games` is the long run, meant for a release build:
//!
//! ```text
//! cargo test --release -p rules --test bots -- --ignored --nocapture many_games
//! ```
//!
//! `BOT_FAIR` multiplies the positions the fairness tests check. `BOT_GAMES` sets the games
//! per configuration of `many_games`, `BOT_ITERATIONS` the bots'
//! iterations and `BOT_ONLY` one game id.

use eight_quilibrium::rules::{
    EightQuilibrium as Eq8, Options as EqOptions, Preset, Variant as EqVariant,
};
use equation_hi_lo::rules::{EquationHiLo as HiLo, Options as HlOptions};
use equilibrix::rules::{Equilibrix as Ex, Options as ExOptions};
use game_kit::computer::arena::{self, Player, Tally};
use game_kit::computer::{choose, decide, Budget, Determinize, Level, Recall, SearchRng};
use game_kit::{Game, Seat, Viewer};
use quinox::rules::Quinox;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use relinquish::rules::{Options as RqOptions, Relinquish as Rq};
use std::fmt::Debug;
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------------------------
// Harness

/// Plays one game (see [`arena::play`]), counting every bot move in `tally`; panics on an
/// illegal move, a prompted bot without an answer, or a game that does not end.
fn play<G: Determinize>(
    options: &G::Options,
    seed: u64,
    seats: &[Player],
    max_steps: usize,
    tally: &mut Tally,
) -> G::State {
    arena::play::<G>(options, seats, seed, max_steps, &|_| true, tally)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A state reached by `steps` random legal actions from a new game (or the last state before
/// the end), with the seat of one of its prompts and what that seat remembers.
fn random_state<G: Determinize>(
    options: &G::Options,
    players: usize,
    seed: u64,
    steps: usize,
) -> Option<(G::State, Seat, G::Memory)> {
    let mut s = G::setup(options, players, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut recalls: Vec<Recall<G>> = (0..players).map(Recall::new).collect();
    let mut last = None;
    for _ in 0..steps {
        let prompts = G::prompts(&s);
        let Some(p) = prompts.choose(&mut rng) else {
            break;
        };
        last = Some((s.clone(), p.seat, recalls[p.seat].memory().clone()));
        let a = G::legal(&s, p.seat).choose(&mut rng).unwrap().clone();
        let events = G::apply(&mut s, p.seat, a).unwrap();
        recalls.iter_mut().for_each(|r| r.observe(&events));
    }
    let prompts = G::prompts(&s);
    match prompts.choose(&mut rng) {
        Some(p) => Some((s.clone(), p.seat, recalls[p.seat].memory().clone())),
        None => last,
    }
}

fn json<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_string(x).unwrap()
}

/// A list as a set: its items' JSON, sorted.
fn sorted_json<T: serde::Serialize>(xs: &[T]) -> Vec<String> {
    let mut v: Vec<String> = xs.iter().map(json).collect();
    v.sort();
    v
}

// ---------------------------------------------------------------------------------------------
// Configurations: every variant and player count of each game

fn eq8_configs() -> Vec<(EqOptions, usize)> {
    let mut out = Vec::new();
    for mask in 0u32..32 {
        let variants: Vec<EqVariant> = EqVariant::ALL
            .into_iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, v)| v)
            .collect();
        for players in 2..=6 {
            let o = EqOptions::default().with(&variants);
            if Eq8::validate_options(&o, players).is_ok() {
                out.push((o, players));
            }
        }
    }
    for p in Preset::ALL {
        for &players in p.players() {
            out.push((EqOptions::preset(p), players));
        }
    }
    // A match of several rounds (EQ-2).
    out.push((EqOptions::default().rounds(3), 3));
    out
}

fn hilo_configs() -> Vec<(HlOptions, usize)> {
    let mut out: Vec<(HlOptions, usize)> = (2..=8).map(|p| (HlOptions::default(), p)).collect();
    // Until one player has chips, with short stacks so it ends soon.
    for players in [2, 5] {
        out.push((
            HlOptions {
                chips: 8,
                ante: 2,
                rounds: 0,
                best: false,
            },
            players,
        ));
    }
    out
}

fn rq_configs() -> Vec<(RqOptions, usize)> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for short in [false, true] {
            for beginner in [false, true] {
                for teams in [false, true] {
                    let o = RqOptions {
                        short,
                        beginner,
                        teams,
                    };
                    if Rq::validate_options(&o, players).is_ok() {
                        out.push((o, players));
                    }
                }
            }
        }
    }
    out
}

fn ex_configs(turns: u32) -> Vec<(ExOptions, usize)> {
    (3..=6).map(|p| (ExOptions { turns }, p)).collect()
}

/// The configurations of the default run: every player count and every variant of each game
/// at least once, without the full cross product.
fn sample<O: Clone>(configs: Vec<(O, usize)>, every: usize) -> Vec<(O, usize)> {
    let mut out: Vec<(O, usize)> = configs.iter().step_by(every).cloned().collect();
    // Keep each player count present.
    for c in &configs {
        if !out.iter().any(|o| o.1 == c.1) {
            out.push(c.clone());
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Bots alone finish games without an illegal move

fn bots_finish<G: Determinize>(
    configs: &[(G::Options, usize)],
    games: u64,
    budget: Budget,
    max_steps: usize,
) -> Tally
where
    G::Options: Debug,
{
    let mut tally = Tally::default();
    for (i, (options, players)) in configs.iter().enumerate() {
        for g in 0..games {
            let seats = vec![Player::Computer(budget); *players];
            let seed = (i as u64) << 20 | g;
            let s = play::<G>(options, seed, &seats, max_steps, &mut tally);
            assert!(G::outcome(&s).is_some(), "{options:?} {players}");
        }
    }
    tally
}

#[test]
fn bots_alone_finish_quinox() {
    let t = bots_finish::<Quinox>(&[(Default::default(), 2)], 2, Budget::iterations(8), 5_000);
    assert_eq!(t.fallbacks, 0);
}

#[test]
fn bots_alone_finish_eight_quilibrium() {
    let t = bots_finish::<Eq8>(&sample(eq8_configs(), 5), 1, Budget::iterations(16), 20_000);
    assert_eq!(t.fallbacks, 0);
}

#[test]
fn bots_alone_finish_equation_hi_lo() {
    let t = bots_finish::<HiLo>(&sample(hilo_configs(), 2), 1, Budget::iterations(8), 20_000);
    assert_eq!(t.fallbacks, 0);
}

#[test]
fn bots_alone_finish_relinquish() {
    let t = bots_finish::<Rq>(&sample(rq_configs(), 4), 1, Budget::iterations(3), 20_000);
    assert_eq!(t.fallbacks, 0);
}

#[test]
fn bots_alone_finish_equilibrix() {
    let t = bots_finish::<Ex>(&ex_configs(2), 1, Budget::iterations(3), 50_000);
    assert_eq!(t.fallbacks, 0);
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn games_env(default: u64) -> u64 {
    std::env::var("BOT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn report(name: &str, games: usize, t: &Tally, elapsed: Duration) {
    eprintln!(
        "{name}: {games} games, {} bot moves ({} searched), {} iterations, {:.0} moves/s, \
         tree at most {} KB, fallbacks {}, {:.1} s",
        t.moves,
        t.searched,
        t.iterations,
        t.moves_per_second(),
        t.peak_tree_bytes / 1024,
        t.fallbacks,
        elapsed.as_secs_f64()
    );
}

/// Thousands of games where every seat is a bot, all variants and player counts (release).
#[test]
#[ignore]
fn many_games() {
    let budget = Budget::iterations(env_or("BOT_ITERATIONS", 10));
    let only = std::env::var("BOT_ONLY").ok();
    let run = |id: &str| only.as_deref().is_none_or(|o| o == id);
    let mut total = 0;
    let mut go = |name: &str, configs: usize, per: u64, f: &dyn Fn(u64) -> Tally| {
        let t = Instant::now();
        let tally = f(per);
        let games = configs * per as usize;
        total += games;
        report(name, games, &tally, t.elapsed());
    };
    if run(Eq8::ID) {
        let c = eq8_configs();
        go(Eq8::NAME, c.len(), games_env(20), &|n| {
            bots_finish::<Eq8>(&c, n, budget, 20_000)
        });
    }
    if run(HiLo::ID) {
        let c = hilo_configs();
        go(HiLo::NAME, c.len(), games_env(150), &|n| {
            bots_finish::<HiLo>(&c, n, budget, 50_000)
        });
    }
    if run(Rq::ID) {
        let c = rq_configs();
        go(Rq::NAME, c.len(), games_env(60), &|n| {
            bots_finish::<Rq>(&c, n, budget, 50_000)
        });
    }
    if run(Quinox::ID) {
        let c = vec![(Default::default(), 2)];
        go(Quinox::NAME, 1, games_env(500), &|n| {
            bots_finish::<Quinox>(&c, n, budget, 10_000)
        });
    }
    if run(Ex::ID) {
        let mut c = ex_configs(40);
        c.extend(ex_configs(8));
        go(Ex::NAME, c.len(), games_env(40), &|n| {
            bots_finish::<Ex>(&c, n, budget, 200_000)
        });
    }
    eprintln!("{total} games in all, no illegal move");
}

// ---------------------------------------------------------------------------------------------
// Fairness and determinism

/// From random positions of `configs`: a second true state `b` that the bot's seat cannot tell
/// from `a` (resampled by the game's own determinization with another seed, then `perturb`ed by
/// this test: RNG reseeded, hidden orders shuffled) has the same view; the samples drawn from
/// `a` and from `b` with the same random draws are identical, each shows the seat its view
/// unchanged, and `choose` gives the same move for both.
fn fairness<G: Determinize>(
    configs: &[(G::Options, usize)],
    positions: u64,
    perturb: impl Fn(&mut G::State, Seat, &mut ChaCha8Rng),
) where
    G::View: PartialEq,
{
    let mut checked = 0;
    let mut differed = 0;
    // `BOT_FAIR` multiplies the positions (a release run checks many more).
    let positions = positions * env_or("BOT_FAIR", 1u64);
    for (i, (options, players)) in configs.iter().enumerate() {
        for k in 0..positions {
            let seed = (i as u64) << 16 | k;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let steps = rng.gen_range(0..120);
            let Some((a, seat, memory)) = random_state::<G>(options, *players, seed, steps) else {
                continue;
            };
            let me = Viewer::Seat(seat);
            let mut b = G::determinize(
                &a,
                seat,
                &memory,
                &mut SearchRng::seed_from_u64(seed ^ 0xfa12),
            );
            perturb(&mut b, seat, &mut rng);
            assert!(
                G::view(&a, me) == G::view(&b, me),
                "{}: the second state shows seat {seat} another view",
                G::NAME
            );
            differed += usize::from(json(&a) != json(&b));
            for draw in 0..3u64 {
                let sa = G::determinize(&a, seat, &memory, &mut SearchRng::seed_from_u64(draw));
                let sb = G::determinize(&b, seat, &memory, &mut SearchRng::seed_from_u64(draw));
                assert_eq!(json(&sa), json(&sb), "{}: samples differ", G::NAME);
                assert!(
                    G::view(&sa, me) == G::view(&a, me),
                    "{}: a sample changes seat {seat}'s view:\n{:?}\n{:?}",
                    G::NAME,
                    G::view(&sa, me),
                    G::view(&a, me)
                );
                // Every prompt of the true state stays, with the same legal actions for the
                // seat (hidden information never changes what the seat may do).
                assert_eq!(json(&G::prompts(&sa)), json(&G::prompts(&a)));
                assert_eq!(
                    sorted_json(&G::legal(&sa, seat)),
                    sorted_json(&G::legal(&a, seat))
                );
            }
            let budget = Budget::iterations(12);
            let ca = decide::<G>(&a, seat, &memory, budget, seed).map(|d| d.action);
            let cb = decide::<G>(&b, seat, &memory, budget, seed).map(|d| d.action);
            assert_eq!(json(&ca), json(&cb), "{}: decisions differ", G::NAME);
            // Without memory too.
            let budget = Budget::iterations(6);
            let ca = choose::<G>(&a, seat, budget, seed);
            let cb = choose::<G>(&b, seat, budget, seed);
            assert_eq!(json(&ca), json(&cb), "{}: decisions differ", G::NAME);
            checked += 1;
        }
    }
    assert!(checked > 0);
    eprintln!(
        "{}: {checked} positions, {differed} with a different true state",
        G::NAME
    );
}

/// Shuffles a list the view shows only as a count or as a set.
fn shuffled<T>(v: &mut [T], rng: &mut ChaCha8Rng) {
    v.shuffle(rng);
}

fn reseed(rng: &mut ChaCha8Rng) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(rng.gen())
}

#[test]
fn fairness_quinox() {
    fairness::<Quinox>(&[(Default::default(), 2)], 12, |s, _, rng| {
        shuffled(&mut s.bag, rng);
        s.rng = reseed(rng);
    });
}

#[test]
fn fairness_eight_quilibrium() {
    fairness::<Eq8>(&sample(eq8_configs(), 3), 3, |s, _, rng| {
        for h in &mut s.hands {
            shuffled(h, rng);
        }
        s.rng = reseed(rng);
    });
}

#[test]
fn fairness_equation_hi_lo() {
    fairness::<HiLo>(&hilo_configs(), 6, |s, _, rng| {
        shuffled(&mut s.deck, rng);
        s.rng = reseed(rng);
    });
}

#[test]
fn fairness_relinquish() {
    fairness::<Rq>(&rq_configs(), 4, |s, seat, rng| {
        for (t, h) in s.hands.iter_mut().enumerate() {
            if t != seat {
                shuffled(h, rng);
            }
        }
        shuffled(&mut s.scry_pile, rng);
        shuffled(&mut s.set_aside, rng);
        s.rng = reseed(rng);
    });
}

#[test]
fn fairness_equilibrix() {
    fairness::<Ex>(&ex_configs(3), 4, |_, _, _| {});
}

/// The same state, seat, seed and iteration budget give the same move.
fn deterministic<G: Determinize>(options: &G::Options, players: usize) {
    for seed in 0..4 {
        let Some((s, seat, _)) = random_state::<G>(options, players, seed, 10 + 7 * seed as usize)
        else {
            continue;
        };
        let budget = Budget::iterations(16);
        let a = choose::<G>(&s, seat, budget, 99);
        let b = choose::<G>(&s, seat, budget, 99);
        assert!(a.is_some());
        assert_eq!(json(&a), json(&b), "{}", G::NAME);
    }
}

#[test]
fn same_seed_same_move() {
    deterministic::<Quinox>(&Default::default(), 2);
    deterministic::<Eq8>(&EqOptions::default(), 3);
    deterministic::<HiLo>(&HlOptions::default(), 4);
    deterministic::<Rq>(&RqOptions::default(), 3);
    deterministic::<Ex>(&ExOptions::default(), 4);
}

/// 8-quilibrium: a card a seat saw another take (an accepted Give) stays in that hand in every
/// sample drawn with the seat's memory, and in few without it.
#[test]
fn eight_quilibrium_samples_remember_given_cards() {
    use eight_quilibrium::rules::Event as E8;
    let mut checked = 0;
    for seed in 0..20u64 {
        let mut s = Eq8::setup(&EqOptions::default(), 3, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut recall = Recall::<Eq8>::new(0);
        while let Some(p) = Eq8::prompts(&s).choose(&mut rng).cloned() {
            let a = Eq8::legal(&s, p.seat).choose(&mut rng).unwrap().clone();
            let events = Eq8::apply(&mut s, p.seat, a).unwrap();
            recall.observe(&events);
            for e in &events {
                let E8::Accepted { seat, card } = e else {
                    continue;
                };
                if *seat == 0 || !s.hands[*seat].contains(card) {
                    continue;
                }
                for draw in 0..4 {
                    let mut r = SearchRng::seed_from_u64(draw);
                    let sample = Eq8::determinize(&s, 0, recall.memory(), &mut r);
                    assert!(sample.hands[*seat].contains(card), "seed {seed}: {card:?}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked}");
}

/// A seat without a prompt gets no move; a move is always one the engine accepts.
#[test]
fn no_move_without_a_prompt() {
    let s = Quinox::setup(&Default::default(), 2, 5).unwrap();
    let prompted: Vec<Seat> = Quinox::prompts(&s).iter().map(|p| p.seat).collect();
    for seat in 0..2 {
        let a = choose::<Quinox>(&s, seat, Budget::iterations(4), 1);
        assert_eq!(a.is_some(), prompted.contains(&seat));
    }
}

#[test]
fn difficulty_budgets_are_ordered() {
    let its: Vec<u32> = Level::ALL
        .iter()
        .map(|d| d.iteration_budget().max_iterations)
        .collect();
    assert!(its.windows(2).all(|w| w[0] < w[1]), "{its:?}");
}

/// `REMEMBERS` says whether a game's memory holds anything: a table replays the log for a bot
/// seat only when it does, so a game that remembers but says it does not would play blind.
#[test]
fn remembers_agrees_with_the_memory_type() {
    fn check<G: Determinize>() {
        assert_eq!(
            G::REMEMBERS,
            std::mem::size_of::<G::Memory>() > 0,
            "{}",
            G::NAME
        );
    }
    check::<Quinox>();
    check::<Eq8>();
    check::<HiLo>();
    check::<Rq>();
    check::<Ex>();
}
