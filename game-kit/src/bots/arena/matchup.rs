//! The three opponents the strong bot is measured against, and the bar each must clear.

use super::{ArenaReport, Player};
use crate::bots::{Budget, Level};

/// A standard opponent for the strong bot, one per question the issue asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Matchup {
    /// A random player: does the bot play the game at all?
    Random,
    /// The easy bot ([`Level::Easy`] without its clock, so runs replay): is strong
    /// clearly stronger than what a beginner is offered?
    Easy,
    /// The strong bot itself with a tenth of the budget: does more thinking play better?
    Tenth,
}

impl Matchup {
    pub const ALL: [Matchup; 3] = [Matchup::Random, Matchup::Easy, Matchup::Tenth];

    /// The opponent for a hero with budget `strong`.
    pub fn opponent(self, strong: Budget) -> Player {
        match self {
            Matchup::Random => Player::Random,
            Matchup::Easy => Player::Computer(Level::Easy.iteration_budget()),
            Matchup::Tenth => Player::Computer(Budget {
                max_iterations: (strong.max_iterations / 10).max(1),
                max_time: strong.max_time.map(|t| t / 10),
                ..strong
            }),
        }
    }

    /// The bar, in words.
    pub fn bar(self) -> &'static str {
        match self {
            Matchup::Random => "score >= 90%",
            Matchup::Easy => "CI above 50%",
            Matchup::Tenth => "score > 50%",
        }
    }

    /// Whether `report` (a duel of the strong bot against this opponent) clears the bar.
    ///
    /// Against random, 90% is the "wins at least 90% of two-player games"; with more
    /// players the score is the share of opponents beaten, so the same 90% is the average place
    /// that equivalent: at most `1 + 0.1 (players - 1)` (1.3 of 4) when no one ties. Against
    /// easy, "clearly" means the whole 95% interval lies above even. Against a tenth of the
    /// budget, more thinking must at least score better than even.
    pub fn met(self, report: &ArenaReport) -> bool {
        match self {
            Matchup::Random => report.score >= 0.9,
            Matchup::Easy => report.ci.0 > 0.5,
            Matchup::Tenth => report.score > 0.5,
        }
    }
}
