//! `/score`: the 8-quilibrium hand calculator (ruling EQ-12), shown with all three components and
//! the tiebreak figures so players can check a final result by hand.
use crate::rules::scoring::{parse_hand, score_hand};
use present_kit::markup::{B, E};

/// Scores the cards written in `text` (e.g. "AH 2C 3D 4S 5H 6C 7D 8S"); the error explains what
/// is wrong with the input.
pub fn score_text(text: &str) -> Result<String, String> {
    let cards = parse_hand(text).map_err(|e| e.0)?;
    let s = score_hand(&cards);
    let hand: Vec<String> = cards.iter().map(ToString::to_string).collect();
    let [clubs, diamonds, hearts, spades] = s.suit_counts;
    Ok(crate::words::say_with(
        "eq-score-text",
        &[
            ("hand", hand.join(" ").as_str().into()),
            ("clubs", clubs.into()),
            ("diamonds", diamonds.into()),
            ("hearts", hearts.into()),
            ("spades", spades.into()),
            ("bold", B.to_string().as_str().into()),
            ("unbold", E.to_string().as_str().into()),
            ("suit", s.suit.into()),
            ("reds", s.reds.into()),
            ("color", s.color.into()),
            ("evens", s.evens.into()),
            ("parity", s.parity.into()),
            ("total", s.total.into()),
            ("sum", s.rank_sum.into()),
            ("distance", s.distance.into()),
            ("same", s.same_rank.into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect_hand_scores_sixteen() {
        // Two of each suit, four red, four even (2, 4, 6, 8 ... ranks chosen to balance parity).
        let text = present_kit::markup::render(
            &score_text("AC 2C 3D 4D 5H 6H 7S 8S").unwrap(),
            present_kit::markup::Dialect::Discord,
        );
        assert!(text.contains("**Total: 16**"), "{text}");
        assert!(text.contains("rank sum 36 (20 from 56)"), "{text}");
    }

    #[test]
    fn bad_input_is_explained() {
        assert!(score_text("AH 2C").is_err());
        assert!(score_text("AH AH 2C 3C 4C 5C 6C 7C").is_err());
        assert!(score_text("ZZ 2C 3C 4C 5C 6C 7C 8C").is_err());
    }
}
