//! The checks every game's bots must pass, written once for all games and run for
//! each registered game by `rules/registry/tests/bots.rs` (through [`Checks`], which the
//! game's arena entry carries, so no test names a game):
//!
//! - **they finish games**: bots alone play every variant and table size the game
//!   lists ([`Determinize::variants`]) to the end, without an illegal move or a fallback;
//! - **they are fair**: from random positions, a second true state the seat cannot tell from
//!   the first (the game's own resample, then changed again where the seat cannot see by
//!   [`Determinize::rehide`]) shows the same view, gives the same samples for the same draws,
//!   and the same decision;
//! - **they are deterministic**: the same state, seat, seed and iteration budget give the same
//!   move;
//! - a seat without a prompt gets no move, and [`Determinize::REMEMBERS`] agrees with the
//!   memory's type.
//!
//! Each check returns what it found wrong as an `Err` with the game's name, for the test to
//! fail on.
use super::{play, Player, Tally};
use crate::bots::{choose, decide, Budget, Determinize, Recall, SearchRng};
use crate::{Seat, Viewer};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// The checks for one game, its generic functions behind plain pointers (see the module).
#[derive(Clone, Copy, Debug)]
pub struct Checks {
    variants: fn(&Sample) -> usize,
    finish: fn(&Sample, u64, Budget, usize) -> Result<Tally, String>,
    fairness: fn(&Sample, u64) -> Result<Fairness, String>,
    deterministic: fn() -> Result<(), String>,
    no_move_without_a_prompt: fn() -> Result<(), String>,
    remembers: fn() -> Result<(), String>,
}

/// Which of a game's variants a run covers: at most `configs` of them spread over the list,
/// plus one of every table size the list holds, so every player count is always checked.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub configs: usize,
}

impl Sample {
    /// Every variant the game lists.
    pub const ALL: Sample = Sample {
        configs: usize::MAX,
    };

    fn pick<O: Clone>(&self, all: Vec<(O, usize)>) -> Vec<(O, usize)> {
        let every = all.len().div_ceil(self.configs.max(1)).max(1);
        let mut out: Vec<(O, usize)> = all.iter().step_by(every).cloned().collect();
        for c in &all {
            if !out.iter().any(|o| o.1 == c.1) {
                out.push(c.clone());
            }
        }
        out
    }
}

/// What a fairness run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fairness {
    /// Positions compared.
    pub positions: usize,
    /// Of those, the positions whose second true state differed from the first (hidden
    /// information the check actually varied).
    pub differed: usize,
}

impl Checks {
    pub const fn new<G: Determinize>() -> Checks
    where
        G::View: PartialEq,
    {
        Checks {
            variants: |sample| sample.pick(G::variants()).len(),
            finish: finish::<G>,
            fairness: fairness::<G>,
            deterministic: deterministic::<G>,
            no_move_without_a_prompt: no_move_without_a_prompt::<G>,
            remembers: remembers::<G>,
        }
    }

    /// How many variants `sample` takes of the game's list.
    pub fn variants(&self, sample: &Sample) -> usize {
        (self.variants)(sample)
    }

    /// Bots alone, `games` games of each sampled variant with `budget` per move,
    /// each game within `max_steps` steps.
    pub fn finish(
        &self,
        sample: &Sample,
        games: u64,
        budget: Budget,
        max_steps: usize,
    ) -> Result<Tally, String> {
        (self.finish)(sample, games, budget, max_steps)
    }

    /// `positions` random positions of each sampled variant.
    pub fn fairness(&self, sample: &Sample, positions: u64) -> Result<Fairness, String> {
        (self.fairness)(sample, positions)
    }

    pub fn deterministic(&self) -> Result<(), String> {
        (self.deterministic)()
    }

    pub fn no_move_without_a_prompt(&self) -> Result<(), String> {
        (self.no_move_without_a_prompt)()
    }

    pub fn remembers(&self) -> Result<(), String> {
        (self.remembers)()
    }
}

/// `x` as JSON text, to compare states and actions that need not be `PartialEq`.
fn json<T: Serialize>(x: &T) -> String {
    serde_json::to_string(x).expect("a game's values serialize")
}

fn sorted_json<T: Serialize>(xs: &[T]) -> Vec<String> {
    let mut v: Vec<String> = xs.iter().map(json).collect();
    v.sort();
    v
}

/// A state, the seat of one of its prompts, and what that seat remembers.
type Position<G> = (<G as crate::Game>::State, Seat, <G as Determinize>::Memory);

/// A state reached by `steps` random legal actions from a new game (or the last state before
/// the end), with the seat of one of its prompts and what that seat remembers.
fn random_state<G: Determinize>(
    options: &G::Options,
    players: usize,
    seed: u64,
    steps: usize,
) -> Result<Option<Position<G>>, String> {
    let mut s = G::setup(options, players, seed)
        .map_err(|e| format!("{}: {options:?} at {players}: {e}", G::NAME))?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut recalls: Vec<Recall<G>> = (0..players).map(Recall::new).collect();
    let mut last = None;
    for _ in 0..steps {
        let prompts = G::prompts(&s);
        let Some(p) = prompts.choose(&mut rng) else {
            break;
        };
        last = Some((s.clone(), p.seat, recalls[p.seat].memory().clone()));
        let a = G::legal(&s, p.seat)
            .choose(&mut rng)
            .ok_or_else(|| format!("{}: a prompted seat has no legal action", G::NAME))?
            .clone();
        let events = G::apply(&mut s, p.seat, a)
            .map_err(|e| format!("{}: a legal action was refused: {e:?}", G::NAME))?;
        recalls.iter_mut().for_each(|r| r.observe(&events));
    }
    let prompts = G::prompts(&s);
    Ok(match prompts.choose(&mut rng) {
        Some(p) => Some((s.clone(), p.seat, recalls[p.seat].memory().clone())),
        None => last,
    })
}

fn finish<G: Determinize>(
    sample: &Sample,
    games: u64,
    budget: Budget,
    max_steps: usize,
) -> Result<Tally, String> {
    let mut tally = Tally::default();
    for (i, (options, players)) in sample.pick(G::variants()).iter().enumerate() {
        for g in 0..games {
            let seats = vec![Player::Computer(budget); *players];
            let seed = (i as u64) << 20 | g;
            let s = play::<G>(options, &seats, seed, max_steps, &|_| true, &mut tally)
                .map_err(|e| e.to_string())?;
            if G::outcome(&s).is_none() {
                return Err(format!("{}: {options:?} at {players} did not end", G::NAME));
            }
        }
    }
    if tally.fallbacks > 0 {
        return Err(format!(
            "{}: {} fallbacks: {tally:?}",
            G::NAME,
            tally.fallbacks
        ));
    }
    Ok(tally)
}

fn fairness<G: Determinize>(sample: &Sample, positions: u64) -> Result<Fairness, String>
where
    G::View: PartialEq,
{
    let mut found = Fairness::default();
    for (i, (options, players)) in sample.pick(G::variants()).iter().enumerate() {
        for k in 0..positions {
            let seed = (i as u64) << 16 | k;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let steps = rng.gen_range(0..120);
            let Some((a, seat, memory)) = random_state::<G>(options, *players, seed, steps)? else {
                continue;
            };
            let me = Viewer::Seat(seat);
            let mut b = G::determinize(
                &a,
                seat,
                &memory,
                &mut SearchRng::seed_from_u64(seed ^ 0xfa12),
            );
            G::rehide(&mut b, seat, &mut rng);
            let fail =
                |what: String| Err(format!("{} ({options:?} at {players}): {what}", G::NAME));
            if G::view(&a, me) != G::view(&b, me) {
                return fail(format!("the second state shows seat {seat} another view"));
            }
            found.differed += usize::from(json(&a) != json(&b));
            for draw in 0..3u64 {
                let sa = G::determinize(&a, seat, &memory, &mut SearchRng::seed_from_u64(draw));
                let sb = G::determinize(&b, seat, &memory, &mut SearchRng::seed_from_u64(draw));
                if json(&sa) != json(&sb) {
                    return fail("samples of two states with one view differ".into());
                }
                if G::view(&sa, me) != G::view(&a, me) {
                    return fail(format!(
                        "a sample changes seat {seat}'s view:\n{:?}\n{:?}",
                        G::view(&sa, me),
                        G::view(&a, me)
                    ));
                }
                // Every prompt of the true state stays, with the same legal actions for the
                // seat (hidden information never changes what the seat may do).
                if json(&G::prompts(&sa)) != json(&G::prompts(&a))
                    || sorted_json(&G::legal(&sa, seat)) != sorted_json(&G::legal(&a, seat))
                {
                    return fail("a sample changes the prompts or the seat's legal actions".into());
                }
            }
            let budget = Budget::iterations(12);
            let ca = decide::<G>(&a, seat, &memory, budget, seed).map(|d| d.action);
            let cb = decide::<G>(&b, seat, &memory, budget, seed).map(|d| d.action);
            if json(&ca) != json(&cb) {
                return fail("decisions differ".into());
            }
            // Without memory too.
            let budget = Budget::iterations(6);
            if json(&choose::<G>(&a, seat, budget, seed))
                != json(&choose::<G>(&b, seat, budget, seed))
            {
                return fail("decisions without memory differ".into());
            }
            found.positions += 1;
        }
    }
    if found.positions == 0 {
        return Err(format!("{}: no position reached", G::NAME));
    }
    Ok(found)
}

/// The first variant the game lists, four positions of it.
fn deterministic<G: Determinize>() -> Result<(), String> {
    let (options, players) = G::variants()
        .into_iter()
        .next()
        .ok_or_else(|| format!("{}: no variant listed", G::NAME))?;
    for seed in 0..4 {
        let Some((s, seat, _)) =
            random_state::<G>(&options, players, seed, 10 + 7 * seed as usize)?
        else {
            continue;
        };
        let budget = Budget::iterations(16);
        let a = choose::<G>(&s, seat, budget, 99);
        let b = choose::<G>(&s, seat, budget, 99);
        if a.is_none() {
            return Err(format!("{}: no move for a prompted seat", G::NAME));
        }
        if json(&a) != json(&b) {
            return Err(format!("{}: the same seed gave {a:?} and {b:?}", G::NAME));
        }
    }
    Ok(())
}

/// At the start of each table size, a seat gets a move exactly when it has a prompt.
fn no_move_without_a_prompt<G: Determinize>() -> Result<(), String> {
    let first_of_each_size = Sample { configs: 1 };
    for (options, players) in first_of_each_size.pick(G::variants()) {
        let s = G::setup(&options, players, 5).map_err(|e| format!("{}: {e}", G::NAME))?;
        let prompted: Vec<Seat> = G::prompts(&s).iter().map(|p| p.seat).collect();
        for seat in 0..players {
            let a = choose::<G>(&s, seat, Budget::iterations(4), 1);
            if a.is_some() != prompted.contains(&seat) {
                return Err(format!(
                    "{}: seat {seat} at {players}: prompted {}, move {a:?}",
                    G::NAME,
                    prompted.contains(&seat)
                ));
            }
        }
    }
    Ok(())
}

/// `REMEMBERS` says whether a game's memory holds anything: a table replays the log for a
/// computer seat only when it does, so a game that remembers but says it does not would play
/// blind.
fn remembers<G: Determinize>() -> Result<(), String> {
    if G::REMEMBERS == (std::mem::size_of::<G::Memory>() > 0) {
        Ok(())
    } else {
        Err(format!(
            "{}: REMEMBERS is {} for a memory of {} bytes",
            G::NAME,
            G::REMEMBERS,
            std::mem::size_of::<G::Memory>()
        ))
    }
}
