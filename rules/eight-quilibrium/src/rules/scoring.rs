//! Scoring an 8-card hand (section 12, worked example 13.E) and the tiebreakers of EQ-3.
//!
//! Also used outside a game by the score calculator (EQ-12), hence [`parse_hand`].

use game_kit::cards::Card;
use game_kit::game::{Ranking, RuleError};
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;

/// The rank sum a perfectly balanced hand aims at (8 cards averaging 7): first tiebreaker.
pub const TARGET_RANK_SUM: u32 = 56;

/// A hand's score and the figures the tiebreakers look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HandScore {
    /// Suit component, 0-10: 8 minus how far the suit counts are from 2 each, plus 2 for an
    /// exact 2-2-2-2.
    pub suit: u32,
    /// Color component, 0-3: 3 minus how far the red count is from 4.
    pub color: u32,
    /// Parity component, 0-3: 3 minus how far the even-rank count is from 4.
    pub parity: u32,
    /// `suit + color + parity`, 0-16. Higher wins.
    pub total: u32,
    /// Cards per suit in [`game_kit::cards::Suit::ALL`] order (clubs, diamonds, hearts, spades).
    pub suit_counts: [u8; 4],
    /// Hearts plus diamonds.
    pub reds: u8,
    /// Cards of even rank (Q = 12 is even; A, J and K are odd).
    pub evens: u8,
    /// Sum of ranks, A = 1 ... K = 13 (tiebreaker 1).
    pub rank_sum: u32,
    /// `|rank_sum - 56|`; smaller wins tiebreaker 1.
    pub distance: u32,
    /// Cards whose rank appears more than once in the hand; fewer wins tiebreaker 3.
    pub same_rank: u32,
}

impl HandScore {
    /// Sort key, greater is better: total, then EQ-3's tiebreakers (rank sum closer to 56,
    /// higher Suit Score, fewer same-rank cards). Equal keys share a place.
    pub fn key(&self) -> (u32, Reverse<u32>, u32, Reverse<u32>) {
        (
            self.total,
            Reverse(self.distance),
            self.suit,
            Reverse(self.same_rank),
        )
    }
}

/// Scores any set of cards with section 12's formulas (they are meant for 8 cards; other sizes
/// are scored the same way, which the engine never needs).
pub fn score_hand(cards: &[Card]) -> HandScore {
    let mut suit_counts = [0u8; 4];
    let mut rank_counts = [0u8; 14];
    let (mut reds, mut evens, mut rank_sum) = (0u8, 0u8, 0u32);
    for card in cards {
        suit_counts[card.suit.index()] += 1;
        if let Some(n) = rank_counts.get_mut(card.rank as usize) {
            *n += 1;
        }
        reds += u8::from(card.is_red());
        evens += u8::from(card.rank % 2 == 0);
        rank_sum += u32::from(card.rank);
    }
    let off: u32 = suit_counts.iter().map(|&n| u32::from(n).abs_diff(2)).sum();
    let bonus = if suit_counts == [2; 4] { 2 } else { 0 };
    let suit = 8u32.saturating_sub(off) + bonus;
    let color = 3u32.saturating_sub(u32::from(reds).abs_diff(4));
    let parity = 3u32.saturating_sub(u32::from(evens).abs_diff(4));
    let same_rank = rank_counts
        .iter()
        .filter(|&&n| n > 1)
        .map(|&n| u32::from(n))
        .sum();
    HandScore {
        suit,
        color,
        parity,
        total: suit + color + parity,
        suit_counts,
        reds,
        evens,
        rank_sum,
        distance: rank_sum.abs_diff(TARGET_RANK_SUM),
        same_rank,
    }
}

/// Parses a typed 8-card hand such as `"9H 10d KS ♥2 qh 3c 4s 5d"` for the score calculator.
/// Cards may be separated by spaces, commas or semicolons.
pub fn parse_hand(text: &str) -> Result<Vec<Card>, RuleError> {
    let mut cards: Vec<Card> = Vec::with_capacity(8);
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
    {
        let card = Card::parse(word).map_err(|_| {
            RuleError::new(crate::words::say_with(
                "eq-error-not-a-card",
                &[("word", present_kit::text::echo(word).as_ref().into())],
            ))
        })?;
        if cards.contains(&card) {
            return Err(RuleError::new(crate::words::say_with(
                "eq-error-card-twice",
                &[("card", card.to_string().as_str().into())],
            )));
        }
        cards.push(card);
    }
    if cards.len() != 8 {
        return Err(RuleError::new(crate::words::say_with(
            "eq-error-hand-size",
            &[("n", cards.len().into())],
        )));
    }
    Ok(cards)
}

/// The final ranking of `hands` by total score and EQ-3's tiebreakers; a complete tie shares
/// a place.
pub fn rank_hands(hands: &[Vec<Card>]) -> (Vec<HandScore>, Ranking) {
    let scores: Vec<HandScore> = hands.iter().map(|h| score_hand(h)).collect();
    let keys: Vec<_> = scores.iter().map(HandScore::key).collect();
    let totals = scores.iter().map(|s| i64::from(s.total)).collect();
    (scores, Ranking::by_keys(totals, &keys))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> Vec<Card> {
        parse_hand(text).unwrap()
    }

    #[test]
    fn perfect_hand_scores_16() {
        // 2-2-2-2 suits, 4 red, 4 even.
        let s = score_hand(&hand("2c 3c 4d 5d 6h 7h 8s 9s"));
        assert_eq!((s.suit, s.color, s.parity, s.total), (10, 3, 3, 16));
        assert_eq!(s.rank_sum, 44);
        assert_eq!(s.distance, 12);
        assert_eq!(s.same_rank, 0);
    }

    #[test]
    fn one_suit_hand_scores_low() {
        let s = score_hand(&hand("ah 2h 3h 4h 5h 6h 7h 8h"));
        // Suits off by 6+2+2+2 = 12: 0. Reds 8: 0. Evens 4: 3.
        assert_eq!((s.suit, s.color, s.parity, s.total), (0, 0, 3, 3));
        assert_eq!(s.suit_counts, [0, 0, 8, 0]);
    }

    #[test]
    fn face_card_parity_follows_the_rulebook() {
        // A, J, K odd; Q even.
        let s = score_hand(&hand("ac jc kc qc ad jd kd qd"));
        assert_eq!(s.evens, 2);
        assert_eq!(s.rank_sum, 2 * (1 + 11 + 13 + 12));
        assert_eq!(s.same_rank, 8, "every card shares its rank");
    }

    #[test]
    fn same_rank_counts_cards_not_pairs() {
        let s = score_hand(&hand("9c 9d 9h 2s 3s 4s 5s 6s"));
        assert_eq!(s.same_rank, 3);
        let s = score_hand(&hand("9c 9d 2h 2s 3s 4s 5s 6s"));
        assert_eq!(s.same_rank, 4);
    }

    #[test]
    fn parse_hand_explains_mistakes() {
        assert!(parse_hand("9h 9h 2c 3c 4c 5c 6c 7c")
            .unwrap_err()
            .0
            .contains("♥9 appears twice"));
        assert!(parse_hand("9h 2c 3c")
            .unwrap_err()
            .0
            .contains("exactly 8 cards; you wrote 3"));
        assert!(parse_hand("9h 2c 3c 4c 5c 6c 7c 8c 9c")
            .unwrap_err()
            .0
            .contains("you wrote 9"));
        assert!(parse_hand("9h 2c 3c 4c 5c 6c 7c zz")
            .unwrap_err()
            .0
            .contains("\"zz\" is not a card"));
        assert_eq!(parse_hand("9H,10d;KS ♥2 qh 3c 4s 5d").unwrap().len(), 8);
    }
}
