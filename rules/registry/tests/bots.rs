//! The bots on every registered game: the checks of `game_kit::bots::arena::checks`
//! (bots alone finish every variant and table size a game lists without an illegal
//! move; a decision depends only on the seat's view (fairness) and on its seed (determinism);
//! no move without a prompt; `REMEMBERS` agrees with the memory), run for each entry of the
//! registry, so nothing here names a game. Strength is measured by `tabula arena`
//! (`game_kit::bots::arena`, unit-tested there); the last full figures are in
//! BENCHMARKS.md ("Bots: strength").
//!
//! The default run samples each game's variants and keeps budgets small (under a minute in a
//! debug build). The `#[ignore]`d `many_games` is the long run, meant for a release build:
//!
//! ```text
//! cargo test --release -p registry --test bots -- --ignored --nocapture many_games
//! ```
//!
//! `BOT_FAIR` multiplies the positions the fairness check compares. `BOT_GAMES` sets the games
//! per variant of `many_games`, `BOT_ITERATIONS` the bots' iterations and
//! `BOT_ONLY` one game id.

use game_kit::bots::arena::checks::Sample;
use game_kit::bots::arena::ArenaGame;
use game_kit::bots::{Budget, Level};
use std::time::Instant;

/// Runs `check` on every registered game, then fails with every game's failure at once.
fn each_game(check: impl Fn(&ArenaGame) -> Result<String, String>) {
    let mut failures = Vec::new();
    for game in registry::arena_games() {
        let started = Instant::now();
        match check(game) {
            Ok(report) => eprintln!(
                "{}: {report} ({:.1} s)",
                game.id,
                started.elapsed().as_secs_f64()
            ),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A dozen variants of each game (and every table size), one game each.
#[test]
fn computer_players_alone_finish_every_game() {
    let sample = Sample { configs: 12 };
    each_game(|g| {
        let t = g
            .checks
            .finish(&sample, 1, Budget::iterations(4), g.max_steps)?;
        Ok(format!(
            "{} variants, {} moves, no fallback",
            g.checks.variants(&sample),
            t.moves
        ))
    });
}

/// At least 32 positions of each game, and three of every sampled variant.
#[test]
fn computer_players_decide_only_on_what_their_seat_knows() {
    let sample = Sample { configs: 48 };
    let scale = env_or("BOT_FAIR", 1u64);
    each_game(|g| {
        let variants = g.checks.variants(&sample) as u64;
        let per_variant = 32u64.div_ceil(variants).max(3) * scale;
        let f = g.checks.fairness(&sample, per_variant)?;
        Ok(format!(
            "{} positions, {} with a different true state",
            f.positions, f.differed
        ))
    });
}

#[test]
fn the_same_seed_gives_the_same_move() {
    each_game(|g| g.checks.deterministic().map(|()| "deterministic".into()));
}

#[test]
fn no_move_without_a_prompt() {
    each_game(|g| g.checks.no_move_without_a_prompt().map(|()| "ok".into()));
}

/// A table replays the log for a computer seat only when its game says it remembers.
#[test]
fn remembers_agrees_with_the_memory_type() {
    each_game(|g| g.checks.remembers().map(|()| "ok".into()));
}

#[test]
fn difficulty_budgets_are_ordered() {
    let its: Vec<u32> = Level::ALL
        .iter()
        .map(|d| d.iteration_budget().max_iterations)
        .collect();
    assert!(its.windows(2).all(|w| w[0] < w[1]), "{its:?}");
}

/// Thousands of games where every seat is a bot, every variant of every game
/// (release build).
#[test]
#[ignore]
fn many_games() {
    let budget = Budget::iterations(env_or("BOT_ITERATIONS", 10));
    let games = env_or("BOT_GAMES", 20u64);
    let only = std::env::var("BOT_ONLY").ok();
    each_game(|g| {
        if only.as_deref().is_some_and(|o| o != g.id) {
            return Ok("skipped".into());
        }
        let t = g.checks.finish(&Sample::ALL, games, budget, g.max_steps)?;
        Ok(format!(
            "{} games, {} moves ({} searched), {} iterations, {:.0} moves/s, tree at most {} KB",
            g.checks.variants(&Sample::ALL) as u64 * games,
            t.moves,
            t.searched,
            t.iterations,
            t.moves_per_second(),
            t.peak_tree_bytes / 1024
        ))
    });
}
