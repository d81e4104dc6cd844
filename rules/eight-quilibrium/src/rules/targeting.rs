//! Who may receive a Give (sections 9 and 10) and the Forced Give rule of 7.B.
//!
//! Works on hand sizes only, so it is cheap enough for `legal()` and the random playouts.

use super::state::{State, HAND_LIMIT};
use crate::words::{say, say_with};
use game_kit::game::{RuleError, Seat};

/// The seats that may receive a card given by `giver` now.
///
/// - Only players below the hand limit count; among them, those with the fewest cards qualify.
///   That covers "a unique fewest must receive it" (even the giver) and "self only when tied".
/// - `canceler`: for the Forced Give after a Cancel, the canceler must receive the card whenever
///   they are among the fewest (7.B).
/// - Two players tied for fewest: the giver must give to the opponent (section 10). With a
///   canceler this never conflicts: the canceler is then the opponent.
///
/// Empty only when every hand is full, i.e. when the round is over.
pub fn give_targets(state: &State, giver: Seat, canceler: Option<Seat>) -> Vec<Seat> {
    let sizes = || state.hands.iter().map(Vec::len).enumerate();
    let Some(min) = sizes().map(|(_, n)| n).filter(|&n| n < HAND_LIMIT).min() else {
        return Vec::new();
    };
    let fewest: Vec<Seat> = sizes().filter(|&(_, n)| n == min).map(|(s, _)| s).collect();
    if let Some(c) = canceler.filter(|c| fewest.contains(c)) {
        return vec![c];
    }
    if state.players() == 2 && fewest.len() == 2 {
        return fewest.into_iter().filter(|&s| s != giver).collect();
    }
    fewest
}

/// The first eligible recipient clockwise from `giver`, starting with the next seat and ending
/// with the giver: the default when the active player lets a deadline pass (EQ-7).
///
/// We start after the giver because the slow player should not get to feed their own hand by
/// waiting; the giver receives only when nobody else may.
pub fn first_clockwise(state: &State, giver: Seat, canceler: Option<Seat>) -> Option<Seat> {
    let targets = give_targets(state, giver, canceler);
    let n = state.players();
    (1..=n)
        .map(|k| (giver + k) % n)
        .find(|s| targets.contains(s))
}

/// Why `target` may not receive a card from `giver` (call only for a seat not in
/// [`give_targets`]). The message names the rule and what is allowed instead.
pub fn target_error(state: &State, giver: Seat, canceler: Option<Seat>, target: Seat) -> RuleError {
    let n = state.players();
    if target >= n {
        return RuleError::new(say_with(
            "eq-error-no-seat-range",
            &[
                ("seat", target.into()),
                ("last", n.saturating_sub(1).into()),
            ],
        ));
    }
    let size = state.hand_size(target);
    if size >= HAND_LIMIT {
        return RuleError::new(say(if target == giver {
            "eq-error-you-full"
        } else {
            "eq-error-they-full"
        }));
    }
    let targets = give_targets(state, giver, canceler);
    let min = targets.first().map_or(0, |&s| state.hand_size(s));
    if canceler.is_some_and(|c| targets == [c]) {
        return RuleError::new(say("eq-error-canceled-has-fewest-cards"));
    }
    if n == 2 && size == min {
        return RuleError::new(say("eq-error-with-two-players-tied"));
    }
    let key = if target == giver {
        "eq-error-you-not-fewest"
    } else {
        "eq-error-they-not-fewest"
    };
    RuleError::new(say_with(key, &[("size", size.into()), ("min", min.into())]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_kit::cards::full_deck;

    /// A state whose hand sizes are `sizes` (cards are arbitrary but distinct).
    fn with_sizes(sizes: &[usize]) -> State {
        let mut deck = full_deck();
        let hands = sizes.iter().map(|&n| deck.drain(..n).collect()).collect();
        let market = deck.drain(..4).collect();
        State::from_parts(hands, market, deck, 0)
    }

    #[test]
    fn tied_fewest_may_include_the_giver() {
        // 13.A: You (6), Alfa (7), Biden (7), Zelensky (6).
        let s = with_sizes(&[6, 7, 7, 6]);
        assert_eq!(give_targets(&s, 0, None), vec![0, 3]);
    }

    #[test]
    fn unique_fewest_must_receive_even_if_it_is_the_giver() {
        let s = with_sizes(&[4, 5, 5]);
        assert_eq!(give_targets(&s, 0, None), vec![0]);
        assert_eq!(give_targets(&s, 1, None), vec![0]);
    }

    #[test]
    fn full_hands_are_never_targets() {
        let s = with_sizes(&[8, 8, 7, 8]);
        assert_eq!(give_targets(&s, 0, None), vec![2]);
        let s = with_sizes(&[7, 8, 8]);
        assert_eq!(give_targets(&s, 0, None), vec![0], "only the giver is left");
        let s = with_sizes(&[8, 8]);
        assert!(give_targets(&s, 0, None).is_empty());
    }

    #[test]
    fn two_players_tied_must_give_to_the_opponent() {
        let s = with_sizes(&[5, 5]);
        assert_eq!(give_targets(&s, 0, None), vec![1]);
        assert_eq!(give_targets(&s, 1, None), vec![0]);
        let s = with_sizes(&[4, 5]);
        assert_eq!(
            give_targets(&s, 0, None),
            vec![0],
            "unique fewest still receives"
        );
    }

    #[test]
    fn forced_give_goes_to_a_fewest_canceler() {
        let s = with_sizes(&[6, 6, 6, 7]);
        assert_eq!(give_targets(&s, 0, Some(2)), vec![2]);
        // Canceler not among the fewest: ordinary choice.
        assert_eq!(give_targets(&s, 0, Some(3)), vec![0, 1, 2]);
        // Two players, tied: the canceler (the opponent) receives (section 10).
        let s = with_sizes(&[6, 6]);
        assert_eq!(give_targets(&s, 0, Some(1)), vec![1]);
    }

    #[test]
    fn first_clockwise_starts_after_the_giver() {
        let s = with_sizes(&[5, 6, 5, 5]);
        assert_eq!(first_clockwise(&s, 2, None), Some(3));
        assert_eq!(first_clockwise(&s, 3, None), Some(0));
        let s = with_sizes(&[5, 6, 6]);
        assert_eq!(first_clockwise(&s, 0, None), Some(0));
    }

    #[test]
    fn target_errors_explain_the_rule() {
        let s = with_sizes(&[6, 8, 7, 6]);
        assert!(target_error(&s, 0, None, 9).0.contains("no seat 9"));
        assert!(target_error(&s, 0, None, 1).0.contains("already has 8"));
        assert!(target_error(&s, 0, None, 2).0.contains("fewest cards (6)"));
        let s = with_sizes(&[5, 5]);
        assert!(target_error(&s, 0, None, 0).0.contains("opponent"));
        let s = with_sizes(&[6, 6, 6]);
        assert!(target_error(&s, 0, Some(1), 2).0.contains("canceled"));
    }
}
