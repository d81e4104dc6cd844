//! Tournaments' pure rules (issue 47): who sits with whom each round, how many rounds there are,
//! when a tournament is over and its standings. Plain data in, plain data out: no database, no
//! Discord, no clock and no randomness, so every process that reads the same rows computes the
//! same pairing (the store decides which process writes it, once).
//!
//! The rulings of our own where issue 47 is silent are written on the functions that apply them:
//! [`pairing`](mod@pairing) (pods, byes, seat order, knockout brackets) and
//! [`standings`](mod@standings) (points, forfeits, tie-breaks).
pub mod pairing;
pub mod standings;

pub use pairing::{finished, pair, pod_sizes, rounds};
pub use standings::{points, standings};

/// A tournament's format (`tournaments.format`: "swiss", "round_robin", "knockout").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Swiss,
    RoundRobin,
    Knockout,
}

impl Format {
    /// Reads a stored or typed format; `round-robin` (as `/tournament create` shows it) is
    /// accepted beside the stored `round_robin`.
    pub fn parse(s: &str) -> Option<Format> {
        match s.trim().to_ascii_lowercase().as_str() {
            "swiss" => Some(Format::Swiss),
            "round_robin" | "round-robin" => Some(Format::RoundRobin),
            "knockout" => Some(Format::Knockout),
            _ => None,
        }
    }

    /// The stored name (`tournaments.format`).
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round_robin",
            Format::Knockout => "knockout",
        }
    }
}

/// The table sizes the game allows (e.g. Quinox 2..=2, Equilibrix 3..=6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub min: usize,
    pub max: usize,
}

impl Sizes {
    /// A two-player game: every pod is a pair, and the standings use Buchholz and
    /// Sonneborn-Berger. A game that seats 2 to 4 is a multiplayer game (pods of up to 4).
    pub fn two_player(self) -> bool {
        self.max <= 2
    }

    /// Sizes a pod can have at all (at least 2 seats, `min <= max`).
    pub fn valid(self) -> bool {
        self.min >= 2 && self.min <= self.max
    }
}

/// One entrant: `id` is the user id; `seed` orders entrants before any game (higher = stronger: the
/// caller passes the conservative rating mu - 3 sigma); `withdrawn`: the round from which they no longer
/// play (None = still in).
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub id: String,
    pub seed: f64,
    pub withdrawn: Option<u32>,
}

impl Entrant {
    /// Whether the entrant is paired in round `round` (1-based).
    pub fn plays(&self, round: u32) -> bool {
        self.withdrawn.is_none_or(|from| round < from)
    }
}

/// One pod (table) of a finished or running round: players in seat order; `places[i]` is the place
/// of `players[i]` (1 = best, shared places for ties) once the table ended, None while it plays;
/// `forfeits`: players who forfeited (did not play / withdrew during the game): they rank last.
#[derive(Clone, Debug, PartialEq)]
pub struct Pod {
    pub players: Vec<String>,
    pub places: Option<Vec<u32>>,
    pub forfeits: Vec<String>,
}

/// A round: its pods and who had a bye.
#[derive(Clone, Debug, PartialEq)]
pub struct Round {
    pub number: u32,
    pub pods: Vec<Pod>,
    pub byes: Vec<String>,
}

/// The next round's pairing: pods (each a list of user ids in seat order) and byes.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    pub pods: Vec<Vec<String>>,
    pub byes: Vec<String>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub id: String,
    pub rank: u32,
    pub points: f64,
    /// Tie-breaks in the order they apply, by name ("Buchholz", "Sonneborn-Berger" for two-player
    /// games; "Placement sum" (lower is better: say so in the name or a field) for multiplayer).
    pub tiebreaks: Vec<(&'static str, f64)>,
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
    /// Knockout: still in the bracket.
    pub alive: bool,
}

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PairError {
    /// Why, for the organiser: a message of the core's catalog, said in their language.
    #[error("{0}")]
    Refused(crate::words::Said),
}
