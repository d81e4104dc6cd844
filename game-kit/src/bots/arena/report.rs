//! What an arena found, as plain data and as one line of text.

use super::Player;
use std::fmt;

/// The result of one [`super::duel`]: the hero's results against the opponent, and what the
/// hero's moves cost. Plain data, so a caller can print it, tabulate it or test it.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaReport {
    /// The game's display name and id.
    pub game: &'static str,
    pub game_id: &'static str,
    pub players: usize,
    /// The bot under test and its budget.
    pub hero: Player,
    /// Who sat in every other seat.
    pub opponent: Player,
    pub games: u64,
    /// The hero's mean score, `0..=1`: per game 1 for a win, 0.5 for a draw, 0 for a loss; with
    /// more players, the share of the other seats it finished ahead of (ties half).
    pub score: f64,
    /// The 95% confidence interval of `score` ([`super::wilson`]).
    pub ci: (f64, f64),
    /// The hero's mean place (1 is first).
    pub average_place: f64,
    /// `places[p]`: the games the hero finished in place `p + 1` (tied places count as the
    /// shared place), so they add up to `games`.
    pub places: Vec<u64>,
    /// The hero's moves, and those where its search failed and the default was played.
    pub moves: u64,
    pub fallbacks: u64,
    /// The hero's speed while thinking.
    pub moves_per_second: f64,
    pub iterations_per_second: f64,
    /// The largest tree one of the hero's searches held: the memory a search needs.
    pub peak_tree_bytes: usize,
    /// Wall-clock time of the whole duel, opponents' moves included.
    pub seconds: f64,
}

impl ArenaReport {
    /// Half the width of the confidence interval, for a "score ± x" reading (Wilson's interval
    /// is not symmetric around the score near 0 and 1; `ci` has its exact ends).
    pub fn half_width(&self) -> f64 {
        (self.ci.1 - self.ci.0) / 2.0
    }
}

/// One line: `8-quilibrium 2p: 2000 it. vs random: score 93.3% (95% CI 84.1-97.4,
/// 60 games), average place 1.07 of 2, 45 moves/s, 90000 iterations/s, tree <= 1200 KB, 80 s`.
impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}p: {} vs {}: score {:.1}% (95% CI {:.1}-{:.1}, {} games), \
             average place {:.2} of {}, {:.1} moves/s, {:.0} iterations/s, tree <= {} KB, {:.0} s",
            self.game,
            self.players,
            self.hero,
            self.opponent,
            100.0 * self.score,
            100.0 * self.ci.0,
            100.0 * self.ci.1,
            self.games,
            self.average_place,
            self.players,
            self.moves_per_second,
            self.iterations_per_second,
            self.peak_tree_bytes / 1024,
            self.seconds,
        )?;
        if self.fallbacks > 0 {
            write!(f, ", {} fallbacks", self.fallbacks)?;
        }
        Ok(())
    }
}
