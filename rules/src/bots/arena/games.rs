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
    /// The player counts a full run measures: two players, and the table size where the game
    /// plays differently (more hidden hands, a pot split several ways), if any.
    pub measured: &'static [usize],
    /// The strong bot's iterations and the games per matchup of a full run, chosen so a run of
    /// all five games takes under half an hour on one core of the build machine (see
    /// BENCHMARKS.md): the long games (Relinquish, Quinox, Equilibrix) get fewer of both.
    pub iterations: u32,
    pub games: u64,
    /// Steps after which a game counts as endless (a bug), well above the longest real games.
    pub max_steps: usize,
    run: fn(&Duel, usize) -> Result<ArenaReport, ArenaError>,
}

impl ArenaGame {
    const fn new<G: Determinize>(
        measured: &'static [usize],
        iterations: u32,
        games: u64,
        max_steps: usize,
    ) -> ArenaGame {
        ArenaGame {
            id: G::ID,
            name: G::NAME,
            players: G::PLAYERS,
            measured,
            iterations,
            games,
            max_steps,
            run: duel_default::<G>,
        }
    }

    /// Plays `d` with the game's default options.
    pub fn duel(&self, d: &Duel) -> Result<ArenaReport, ArenaError> {
        (self.run)(d, self.max_steps)
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
    ArenaGame::new::<EightQuilibrium>(&[2, 4], 2000, 60, 20_000),
    ArenaGame::new::<EquationHiLo>(&[2, 4], 1000, 40, 20_000),
    ArenaGame::new::<Relinquish>(&[2], 300, 40, 20_000),
    ArenaGame::new::<Quinox>(&[2], 300, 12, 10_000),
    ArenaGame::new::<Equilibrix>(&[3], 200, 6, 200_000),
];
