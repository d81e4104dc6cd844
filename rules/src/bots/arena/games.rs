//! Every game the arena can run, with the configuration a full run measures.

use super::{duel, ArenaError, ArenaReport, Duel};
use crate::bots::Determinize;
use crate::eight_quilibrium::EightQuilibrium;
use crate::equation_hi_lo::EquationHiLo;
use crate::equilibrix::Equilibrix;
use crate::quinox::Quinox;
use crate::relinquish::Relinquish;

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
    run: fn(&Duel, usize) -> Result<ArenaReport, ArenaError>,
}

impl ArenaGame {
    const fn new<G: Determinize>(
        measured: &'static [(usize, u32)],
        games: u64,
        max_steps: usize,
    ) -> ArenaGame {
        ArenaGame {
            id: G::ID,
            name: G::NAME,
            players: G::PLAYERS,
            measured,
            games,
            max_steps,
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

    /// The game with this id.
    pub fn find(id: &str) -> Option<&'static ArenaGame> {
        GAMES.iter().find(|g| g.id == id)
    }
}

/// [`duel`] with the game's default options.
fn duel_default<G: Determinize>(d: &Duel, max_steps: usize) -> Result<ArenaReport, ArenaError> {
    duel::<G>(&G::Options::default(), d, max_steps)
}

/// The five games, in the order the README lists them.
pub static GAMES: [ArenaGame; 5] = [
    // 8-quilibrium with 4 players at 8000 iterations (about 200 ms a move): at 2000 the bot beat
    // random only 88% of the time, at 8000 92%. With 2 players 2000 (about 15 ms a move) is
    // kept: it already beats random 93% of the time, and there 8000 played no better than its
    // tenth (48%, interval 36-61): with 2 players the search has found what it can by about
    // 1000 iterations.
    ArenaGame::new::<EightQuilibrium>(&[(2, 2000), (4, 8000)], 60, 20_000),
    ArenaGame::new::<EquationHiLo>(&[(2, 1000), (4, 1000)], 160, 20_000),
    ArenaGame::new::<Relinquish>(&[(2, 300)], 40, 20_000),
    ArenaGame::new::<Quinox>(&[(2, 300)], 20, 10_000),
    ArenaGame::new::<Equilibrix>(&[(3, 200)], 10, 200_000),
];
