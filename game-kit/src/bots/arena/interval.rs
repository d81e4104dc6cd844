//! The confidence interval of an arena's mean score.

/// The normal quantile for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// The 95% Wilson score interval `(low, high)` of a mean score `mean` (each game scores
/// `0..=1`) over `n` games.
///
/// Why Wilson rather than the normal approximation over the per-game scores: strong bots
/// often win every game of a run, and the normal approximation then says "100% ± 0" (zero
/// sample variance), which claims a certainty twelve games cannot give; Wilson's interval
/// stays honest at 0% and 100% and never leaves `[0, 1]`. Games that end in draws or, with
/// more than two players, score the share of opponents beaten are not plain wins and losses;
/// treating the mean as a win rate is then conservative, since a score in `[0, 1]` with mean
/// `p` has a variance of at most `p (1 - p)`, the variance Wilson assumes.
pub fn wilson(mean: f64, n: u64) -> (f64, f64) {
    if n == 0 || !mean.is_finite() {
        return (0.0, 1.0);
    }
    let p = mean.clamp(0.0, 1.0);
    let n = n as f64;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_matches_known_values_and_stays_in_bounds() {
        // 8 wins in 10: the textbook interval is about 0.490 to 0.943.
        let (lo, hi) = wilson(0.8, 10);
        assert!(
            (lo - 0.490).abs() < 0.002 && (hi - 0.943).abs() < 0.002,
            "{lo} {hi}"
        );
        // Every game won: the interval is not empty and reaches 1.
        let (lo, hi) = wilson(1.0, 12);
        assert!(lo > 0.7 && lo < 0.8 && hi == 1.0, "{lo} {hi}");
        let (lo, hi) = wilson(0.0, 12);
        assert!(lo == 0.0 && hi < 0.3, "{lo} {hi}");
        // More games, narrower interval; nothing known without games.
        assert!(wilson(0.6, 400).1 - wilson(0.6, 400).0 < wilson(0.6, 40).1 - wilson(0.6, 40).0);
        assert_eq!(wilson(0.5, 0), (0.0, 1.0));
    }
}
