//! Bots against each other: how strong they are, measured.
//!
//! The issue asks three questions of every game's bot: does the strong bot beat a random
//! player (at least 90% of two-player games, or the same share of opponents beaten with more
//! players), does it beat the easy bot clearly, and does more thinking play better? An arena
//! answers them by playing many seeded games: a *hero* in one seat (rotating, so no seat's
//! advantage counts for or against it), an *opponent* in every other seat. [`duel`] returns an
//! [`ArenaReport`]: the hero's mean score with its confidence interval ([`wilson`]), average
//! place, and what its moves cost (moves and iterations per second, the largest search tree).
//!
//! [`Matchup`] names the three standard opponents and their bars; [`ArenaGame`] is a game
//! with the configuration a full run measures (each game crate exports its own; the registry
//! lists them), for `tabula arena` and the tests; [`checks`] are what every game's computer
//! players must pass, run from the same entries.

pub mod checks;
mod entry;
mod interval;
mod matchup;
mod report;

pub use entry::ArenaGame;
pub use interval::wilson;
pub use matchup::Matchup;
pub use report::ArenaReport;

use super::{decide, rewards, Budget, Determinize, Recall, SearchStats};
use crate::game::{RuleError, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::time::{Duration, Instant};

/// Who plays a seat in an arena.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// A uniformly random legal action: the floor any bot must clear.
    Random,
    /// The search with this budget.
    Computer(Budget),
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => write!(f, "random"),
            Player::Computer(b) => {
                match b.max_time {
                    Some(t) => write!(f, "{} ms", t.as_millis())?,
                    None => write!(f, "{} it.", b.max_iterations)?,
                }
                if b.blunders > 0.0 {
                    write!(f, " ({:.0}% random)", 100.0 * b.blunders)?;
                }
                Ok(())
            }
        }
    }
}

/// What a bot's moves cost over some games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Moves asked of the bot.
    pub moves: u64,
    /// Moves that needed a search (more than one option, and not a blunder).
    pub searched: u64,
    /// Time spent deciding, all moves together.
    pub thinking: Duration,
    pub iterations: u64,
    /// The largest tree one search held (see [`SearchStats::tree_bytes`]).
    pub peak_tree_bytes: usize,
    /// Moves where the search failed and the ruling's default was played.
    pub fallbacks: u64,
}

impl Tally {
    /// Counts one move that took `thinking` and searched as `stats` says.
    pub fn record(&mut self, stats: &SearchStats, thinking: Duration) {
        self.moves += 1;
        self.searched += u64::from(stats.iterations > 0);
        self.thinking += thinking;
        self.iterations += u64::from(stats.iterations);
        self.peak_tree_bytes = self.peak_tree_bytes.max(stats.tree_bytes);
        self.fallbacks += u64::from(stats.fallback);
    }

    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.thinking.as_secs_f64().max(1e-9)
    }

    pub fn iterations_per_second(&self) -> f64 {
        self.iterations as f64 / self.thinking.as_secs_f64().max(1e-9)
    }
}

/// Why an arena game could not be played to its end: each is a bug in a game or in the bots
/// (or, for [`ArenaError::Setup`], a player count the game does not take).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ArenaError {
    #[error("{game}: cannot seat {players} players: {reason}")]
    Setup {
        game: &'static str,
        players: usize,
        reason: RuleError,
    },
    #[error("{game} (seed {seed}) step {step}: no move for prompted seat {seat}")]
    NoMove {
        game: &'static str,
        seed: u64,
        step: usize,
        seat: Seat,
    },
    #[error("{game} (seed {seed}) step {step}: seat {seat}'s {action} refused: {reason}")]
    Refused {
        game: &'static str,
        seed: u64,
        step: usize,
        seat: Seat,
        action: String,
        reason: RuleError,
    },
    #[error("{game} (seed {seed}) step {step}: no prompt and no outcome")]
    Stuck {
        game: &'static str,
        seed: u64,
        step: usize,
    },
    #[error("{game} (seed {seed}): no end after {steps} steps")]
    Endless {
        game: &'static str,
        seed: u64,
        steps: usize,
    },
}

/// Plays one game with `seats[s]` at seat `s` (as many players as seats), dealt from `seed`,
/// to its end, and returns the final state. When several seats are prompted at once, one of
/// them is picked at random (as players' clicks would arrive). Every bot keeps its own
/// [`Recall`] of the events it saw. The moves of the seats `counted` accepts are added to
/// `tally`.
///
/// Everything (deal, order of prompts, random players, bots' seeds) follows from `seed`, so a
/// game between iteration-bound bots replays exactly.
pub fn play<G: Determinize>(
    options: &G::Options,
    seats: &[Player],
    seed: u64,
    max_steps: usize,
    counted: &dyn Fn(Seat) -> bool,
    tally: &mut Tally,
) -> Result<G::State, ArenaError> {
    let players = seats.len();
    let mut s = G::setup(options, players, seed).map_err(|reason| ArenaError::Setup {
        game: G::NAME,
        players,
        reason,
    })?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xb075);
    let mut recalls: Vec<Recall<G>> = (0..players).map(Recall::new).collect();
    for step in 0..max_steps {
        let prompts = G::prompts(&s);
        let Some(seat) = prompts.choose(&mut rng).map(|p| p.seat) else {
            return match G::outcome(&s) {
                Some(_) => Ok(s),
                None => Err(ArenaError::Stuck {
                    game: G::NAME,
                    seed,
                    step,
                }),
            };
        };
        let no_move = ArenaError::NoMove {
            game: G::NAME,
            seed,
            step,
            seat,
        };
        let action = match seats.get(seat) {
            Some(Player::Random) => G::legal(&s, seat).choose(&mut rng).cloned(),
            Some(Player::Computer(budget)) => {
                let started = Instant::now();
                let memory = recalls[seat].memory();
                let decision = decide::<G>(&s, seat, memory, *budget, rng.gen());
                if let Some(d) = &decision {
                    if counted(seat) {
                        tally.record(&d.stats, started.elapsed());
                    }
                }
                decision.map(|d| d.action)
            }
            None => None,
        }
        .ok_or(no_move)?;
        match G::apply(&mut s, seat, action.clone()) {
            Ok(events) => recalls.iter_mut().for_each(|r| r.observe(&events)),
            Err(reason) => {
                return Err(ArenaError::Refused {
                    game: G::NAME,
                    seed,
                    step,
                    seat,
                    action: format!("{action:?}"),
                    reason,
                })
            }
        }
    }
    Err(ArenaError::Endless {
        game: G::NAME,
        seed,
        steps: max_steps,
    })
}

/// A series of games between a hero and an opponent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Duel {
    /// Seats at the table: the hero in one, the opponent in all the others.
    pub players: usize,
    pub games: u64,
    pub hero: Player,
    pub opponent: Player,
    /// Game `g` is dealt from `seed + g`, with the hero in seat `g % players`.
    pub seed: u64,
}

/// Plays `duel.games` games (see [`Duel`]) and reports the hero's results and the cost of its
/// moves (the opponent's moves are not counted). `max_steps` bounds each game, so a bug that
/// keeps a game going is an error instead of a hang.
pub fn duel<G: Determinize>(
    options: &G::Options,
    duel: &Duel,
    max_steps: usize,
) -> Result<ArenaReport, ArenaError> {
    let started = Instant::now();
    let n = duel.players;
    let mut tally = Tally::default();
    let mut total = 0.0;
    let mut places = vec![0u64; n];
    for g in 0..duel.games {
        let hero = (g % n as u64) as usize;
        let mut seats = vec![duel.opponent; n];
        seats[hero] = duel.hero;
        let seed = duel.seed.wrapping_add(g);
        let end = play::<G>(options, &seats, seed, max_steps, &|s| s == hero, &mut tally)?;
        let ranking = G::outcome(&end).ok_or(ArenaError::Stuck {
            game: G::NAME,
            seed,
            step: max_steps,
        })?;
        total += rewards(&ranking)[hero];
        let place = ranking.place[hero].clamp(1, n as u32) as usize;
        places[place - 1] += 1;
    }
    let score = if duel.games == 0 {
        0.5
    } else {
        total / duel.games as f64
    };
    let average_place = if duel.games == 0 {
        0.0
    } else {
        (1..=n as u64).zip(&places).map(|(p, c)| p * c).sum::<u64>() as f64 / duel.games as f64
    };
    Ok(ArenaReport {
        game: G::NAME,
        game_id: G::ID,
        players: n,
        hero: duel.hero,
        opponent: duel.opponent,
        games: duel.games,
        score,
        ci: wilson(score, duel.games),
        average_place,
        places,
        moves: tally.moves,
        fallbacks: tally.fallbacks,
        moves_per_second: tally.moves_per_second(),
        iterations_per_second: tally.iterations_per_second(),
        peak_tree_bytes: tally.peak_tree_bytes,
        seconds: started.elapsed().as_secs_f64(),
    })
}
