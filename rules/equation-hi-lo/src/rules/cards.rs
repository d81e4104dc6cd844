//! The 52-card Equation Hi-Lo deck: numbers 0-10 in four metal suits, four × and four √.
//!
//! Cards have two spellings:
//! - [`Display`](fmt::Display) for people: `Gold 7`, `Black 0`, `×`, `√`;
//! - a compact ASCII *code* for storage and `custom_id`s: `7g`, `0k`, `10s`, `3b`, `x1`, `r4`
//!   ([`Card::code`], [`Card::from_code`]). Serde uses the code, so states stay readable.
//!
//! The four × and four √ are numbered 1-4 only so that every card is unique and conservation
//! can be checked; the number means nothing in play.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four suits. The declaration order (Black < Bronze < Silver < Gold) is the Win Order of
/// section 10 read upwards: a High tie goes to the *greatest* `(value, suit)` key card, a Low
/// tie to the *smallest*, so `Ord` needs no per-side table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Black,
    Bronze,
    Silver,
    Gold,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Black, Suit::Bronze, Suit::Silver, Suit::Gold];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Black => "Black",
            Suit::Bronze => "Bronze",
            Suit::Silver => "Silver",
            Suit::Gold => "Gold",
        }
    }

    /// The letter used in card codes (`k` for Black, as `b` is Bronze).
    pub fn letter(self) -> char {
        match self {
            Suit::Black => 'k',
            Suit::Bronze => 'b',
            Suit::Silver => 's',
            Suit::Gold => 'g',
        }
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.letter() == c)
    }
}

/// The highest number on a card.
pub const MAX_VALUE: u8 = 10;
/// How many × cards and how many √ cards the deck holds.
pub const SPECIALS_EACH: u8 = 4;

/// One card of the main deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// A number card, `value` 0-10.
    Number { value: u8, suit: Suit },
    /// A multiply card (`copy` 1-4).
    Times(u8),
    /// A square-root card (`copy` 1-4).
    Root(u8),
}

impl Card {
    /// A number card; `None` for values above 10.
    pub fn number(value: u8, suit: Suit) -> Option<Card> {
        (value <= MAX_VALUE).then_some(Card::Number { value, suit })
    }

    /// The value of a number card.
    pub fn value(self) -> Option<u8> {
        match self {
            Card::Number { value, .. } => Some(value),
            _ => None,
        }
    }

    pub fn is_number(self) -> bool {
        matches!(self, Card::Number { .. })
    }

    /// The Win Order key of a number card: `(value, suit)`, compared as a tuple.
    pub fn key(self) -> Option<(u8, Suit)> {
        match self {
            Card::Number { value, suit } => Some((value, suit)),
            _ => None,
        }
    }

    pub fn code(self) -> String {
        match self {
            Card::Number { value, suit } => format!("{value}{}", suit.letter()),
            Card::Times(n) => format!("x{n}"),
            Card::Root(n) => format!("r{n}"),
        }
    }

    /// Parses a code such as `7g`, `10k`, `x2` or `r4`; strict (lower case, no spaces).
    pub fn from_code(code: &str) -> Option<Card> {
        let special = |n: &str| {
            n.parse::<u8>()
                .ok()
                .filter(|n| (1..=SPECIALS_EACH).contains(n))
        };
        if let Some(n) = code.strip_prefix('x') {
            return special(n).map(Card::Times);
        }
        if let Some(n) = code.strip_prefix('r') {
            return special(n).map(Card::Root);
        }
        let suit = Suit::from_letter(code.chars().last()?)?;
        let digits = &code[..code.len() - 1];
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        if digits.len() == 2 && digits.starts_with('0') {
            return None;
        }
        Card::number(digits.parse().ok()?, suit)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Number { value, suit } => write!(f, "{} {value}", suit.name()),
            Card::Times(_) => f.write_str("×"),
            Card::Root(_) => f.write_str("√"),
        }
    }
}

game_kit::serde_as_text!(Card, "a card code", |c: &Card| c.code(), Card::from_code);

/// The whole deck, unshuffled: 44 numbers, then the four ×, then the four √.
pub fn full_deck() -> Vec<Card> {
    let mut deck: Vec<Card> = Suit::ALL
        .into_iter()
        .flat_map(|suit| (0..=MAX_VALUE).map(move |value| Card::Number { value, suit }))
        .collect();
    deck.extend((1..=SPECIALS_EACH).map(Card::Times));
    deck.extend((1..=SPECIALS_EACH).map(Card::Root));
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_matches_section_2() {
        let deck = full_deck();
        assert_eq!(deck.len(), 52);
        assert_eq!(deck.iter().filter(|c| c.is_number()).count(), 44);
        assert_eq!(
            deck.iter().filter(|c| matches!(c, Card::Times(_))).count(),
            4
        );
        assert_eq!(
            deck.iter().filter(|c| matches!(c, Card::Root(_))).count(),
            4
        );
        let mut unique = deck.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 52);
    }

    #[test]
    fn codes_round_trip() {
        for card in full_deck() {
            assert_eq!(Card::from_code(&card.code()), Some(card), "{card:?}");
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
        }
        for bad in [
            "", "g", "11g", "7", "7x", "x0", "x5", "r", "07g", "-1g", "7G", "100g",
        ] {
            assert_eq!(Card::from_code(bad), None, "{bad}");
        }
    }

    #[test]
    fn display_and_win_order_keys() {
        let gold7 = Card::number(7, Suit::Gold).unwrap();
        assert_eq!(gold7.to_string(), "Gold 7");
        assert_eq!(Card::Times(2).to_string(), "×");
        assert_eq!(Card::Root(1).to_string(), "√");
        // High: Gold > Silver > Bronze > Black; Low: the reverse (section 10).
        let keys: Vec<_> = Suit::ALL
            .iter()
            .map(|&s| Card::number(5, s).unwrap().key().unwrap())
            .collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Card::number(11, Suit::Gold), None);
    }
}
