//! Every game the arena can run, with the configuration a full run measures.

use super::checks::Checks;
use super::{duel, ArenaError, ArenaReport, Duel};
use crate::bots::Determinize;

/// One game for the arena, its generic [`duel`] behind a plain function so a caller can pick
/// games by id at run time (`tabula arena --game <id>`).
#[derive(Clone, Copy, Debug)]
pub struct ArenaGame {
    pub id: &'static str,
    pub name: &'static str,
    /// The player counts the game allows.
    pub players: (usize, usize),
    /// The tables a full run measures, as (players, the strong bot's iterations per move):
    /// two players, and the table size where the game plays differently (more hidden hands, a
    /// pot split several ways), if any.
    ///
    /// Iterations and games per matchup are chosen so a run of all five games takes under half
    /// an hour on one core of the build machine (see BENCHMARKS.md). The long games
    /// (Relinquish, Quinox, Equilibrix) get fewer of both; Equation Hi-Lo, quick but a game of
    /// luck where a clear edge still loses a third of its matches, gets the most games so its
    /// interval is narrow enough to tell.
    pub measured: &'static [(usize, u32)],
    pub games: u64,
    /// Steps after which a game counts as endless (a bug), well above the longest real games.
    pub max_steps: usize,
    /// The checks every game's bots must pass, for this game.
    pub checks: Checks,
    run: fn(&Duel, usize) -> Result<ArenaReport, ArenaError>,
}

impl ArenaGame {
    pub const fn new<G: Determinize>(
        measured: &'static [(usize, u32)],
        games: u64,
        max_steps: usize,
    ) -> ArenaGame
    where
        G::View: PartialEq,
    {
        ArenaGame {
            id: G::ID,
            name: G::NAME,
            players: G::PLAYERS,
            measured,
            games,
            max_steps,
            checks: Checks::new::<G>(),
            run: duel_default::<G>,
        }
    }

    /// Plays `d` with the game's default options.
    pub fn duel(&self, d: &Duel) -> Result<ArenaReport, ArenaError> {
        (self.run)(d, self.max_steps)
    }

    /// The strong bot's iterations for a table of `players`: those of the measured table of
    /// that size, else of the first (two players).
    pub fn iterations(&self, players: usize) -> u32 {
        self.measured
            .iter()
            .find(|(p, _)| *p == players)
            .or(self.measured.first())
            .map_or(1000, |(_, it)| *it)
    }

    /// Whether the game seats `players`.
    pub fn seats(&self, players: usize) -> bool {
        (self.players.0..=self.players.1).contains(&players)
    }
}

/// [`duel`] with the game's default options.
fn duel_default<G: Determinize>(d: &Duel, max_steps: usize) -> Result<ArenaReport, ArenaError> {
    duel::<G>(&G::Options::default(), d, max_steps)
}
