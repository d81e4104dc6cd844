//! A standard jokerless 52-card deck, shared by the card games.
//!
//! Cards have three spellings:
//! - [`Display`](std::fmt::Display) for people: `♥9`, `♠K`, `♦10`, `♣A`;
//! - a compact ASCII *code* for `custom_id`s and storage: `9h`, `10d`, `ks`, `ac`
//!   ([`Card::code`], [`Card::from_code`]); serde uses it, so states and logs stay readable;
//! - lenient user text ([`Card::parse`], [`std::str::FromStr`]): `9H`, `10d`, `KS`, `♥9`, `qh`,
//!   `h9`, `T♠`, `1c` ... so a typed hand (e.g. for the 8-quilibrium `/score` command) just works.

use crate::game::RuleError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The four suits. The declaration order (clubs, diamonds, hearts, spades) is the tie order used
/// when a rule needs "the lowest card" (8-quilibrium ruling EQ-6), so `Ord` follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All suits in tie order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The printed symbol, e.g. `♥`.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The one-letter ASCII code used in card codes, e.g. `h`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// Hearts and diamonds are red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// Index in [`Suit::ALL`], handy for per-suit counters.
    pub fn index(self) -> usize {
        self as usize
    }

    /// A suit from a letter (`c d h s`, any case) or a symbol (filled or outlined).
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            'c' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | '♥' | '♡' => Some(Suit::Hearts),
            's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// One playing card. `rank` is 1 (Ace) to 13 (King); that is also its value wherever a game adds
/// ranks. Ordering is by rank, then suit in tie order, so `min()` is "the lowest-ranked card".
///
/// Build cards with [`Card::new`], which refuses ranks outside 1..=13; the fields are public so
/// games can read them cheaply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
}

impl Card {
    /// A card, or `None` for a rank outside 1..=13.
    pub fn new(rank: u8, suit: Suit) -> Option<Card> {
        (1..=13).contains(&rank).then_some(Card { rank, suit })
    }

    /// Red cards are hearts and diamonds.
    pub fn is_red(self) -> bool {
        self.suit.is_red()
    }

    /// The rank as people read it: `A`, `2`..`10`, `J`, `Q`, `K` (`?` for an invalid rank).
    pub fn rank_str(self) -> &'static str {
        const RANKS: [&str; 14] = [
            "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        RANKS.get(self.rank as usize).copied().unwrap_or("?")
    }

    /// The compact ASCII code, e.g. `9h`, `10d`, `ks`, `ac`: at most 3 characters from
    /// `[0-9a-z]`, safe in Discord `custom_id`s.
    pub fn code(self) -> String {
        let mut s = self.rank_str().to_ascii_lowercase();
        s.push(self.suit.letter());
        s
    }

    /// Whether `code` is this card's [`Card::code`], without building it (menus compare many
    /// codes per click).
    pub fn is_code(self, code: &str) -> bool {
        let rank = self.rank_str().as_bytes();
        let code = code.as_bytes();
        code.len() == rank.len() + 1
            && code
                .iter()
                .zip(rank)
                .all(|(c, r)| *c == r.to_ascii_lowercase())
            && code.last().copied() == u8::try_from(self.suit.letter()).ok()
    }

    /// Parses a compact code (as produced by [`Card::code`], case-insensitive). Strict: the rank
    /// comes first and the suit is a letter.
    pub fn from_code(code: &str) -> Option<Card> {
        let mut chars = code.chars();
        let suit = Suit::from_char(chars.next_back()?)?;
        if !suit_is_letter(code) {
            return None;
        }
        let rank = parse_rank(chars.as_str())?;
        Card::new(rank, suit)
    }

    /// Parses what a person typed: rank and suit in either order, suit as a letter or a symbol,
    /// `10` or `T` for ten, `1` or `A` for ace, any case, surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<Card, RuleError> {
        let cleaned: String = text
            .trim()
            .chars()
            // U+FE0F turns ♥ into the emoji ♥️ on some keyboards.
            .filter(|c| *c != '\u{FE0F}' && !c.is_whitespace())
            .collect();
        let bad = || {
            RuleError::new(format!(
                "\"{}\" is not a card: write a rank and a suit, like 9H, 10d, KS or ♥9",
                text.trim()
            ))
        };
        let (first, last) = match (cleaned.chars().next(), cleaned.chars().next_back()) {
            (Some(f), Some(l)) if cleaned.chars().count() >= 2 => (f, l),
            _ => return Err(bad()),
        };
        // Suit last ("9h", "10♦") is tried first, so "s9"/"9s" style both work and an
        // ambiguous text never matters: no rank spelling is also a suit letter.
        let (suit, rank_text) = if let Some(s) = Suit::from_char(last) {
            (s, &cleaned[..cleaned.len() - last.len_utf8()])
        } else if let Some(s) = Suit::from_char(first) {
            (s, &cleaned[first.len_utf8()..])
        } else {
            return Err(bad());
        };
        let rank = parse_rank(rank_text).ok_or_else(bad)?;
        Card::new(rank, suit).ok_or_else(bad)
    }
}

/// True when the last character of `code` is an ASCII suit letter (not a symbol).
fn suit_is_letter(code: &str) -> bool {
    code.chars()
        .next_back()
        .is_some_and(|c| c.is_ascii_alphabetic())
}

/// `A`/`1`, `2`..`10`, `T`, `J`/`11`, `Q`/`12`, `K`/`13`, any case.
fn parse_rank(text: &str) -> Option<u8> {
    match text.to_ascii_lowercase().as_str() {
        "a" => Some(1),
        "t" => Some(10),
        "j" => Some(11),
        "q" => Some(12),
        "k" => Some(13),
        digits if !digits.is_empty() && digits.len() <= 2 => {
            let n: u8 = digits.parse().ok()?;
            (1..=13).contains(&n).then_some(n)
        }
        _ => None,
    }
}

impl fmt::Display for Card {
    /// Suit symbol first, as players write it in chat: `♥9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.symbol(), self.rank_str())
    }
}

impl FromStr for Card {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Card, RuleError> {
        Card::parse(s)
    }
}

crate::serde_as_text!(Card, "a card code", |c: &Card| c.code(), Card::from_code);

/// The 52 cards, ordered by suit then rank (unshuffled).
pub fn full_deck() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| (1..=13).map(move |rank| Card { rank, suit }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(rank: u8, suit: Suit) -> Card {
        Card { rank, suit }
    }

    #[test]
    fn a_card_knows_its_own_code_and_only_it() {
        let deck = full_deck();
        for card in &deck {
            for other in &deck {
                assert_eq!(card.is_code(&other.code()), card == other, "{card} {other}");
            }
            let code = card.code();
            assert!(!card.is_code(&code.to_uppercase()) && !card.is_code(&format!("{code}x")));
            assert!(!card.is_code(&code[1..]) && !card.is_code(""));
        }
    }

    #[test]
    fn display_uses_suit_symbol_then_rank() {
        assert_eq!(c(9, Suit::Hearts).to_string(), "♥9");
        assert_eq!(c(13, Suit::Spades).to_string(), "♠K");
        assert_eq!(c(10, Suit::Diamonds).to_string(), "♦10");
        assert_eq!(c(1, Suit::Clubs).to_string(), "♣A");
    }

    #[test]
    fn codes_round_trip_for_the_whole_deck() {
        let deck = full_deck();
        assert_eq!(deck.len(), 52);
        for card in &deck {
            let code = card.code();
            assert!(code.len() <= 3, "{code}");
            assert!(code
                .chars()
                .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit()));
            assert_eq!(Card::from_code(&code), Some(*card));
            assert_eq!(Card::parse(&card.to_string()), Ok(*card));
        }
        assert_eq!(c(9, Suit::Hearts).code(), "9h");
        assert_eq!(c(10, Suit::Diamonds).code(), "10d");
        assert_eq!(c(13, Suit::Spades).code(), "ks");
        assert_eq!(c(1, Suit::Clubs).code(), "ac");
    }

    #[test]
    fn from_code_is_strict() {
        for bad in ["", "h", "9", "h9", "0h", "14s", "9x", "♥9", "10♦", "1010d"] {
            assert_eq!(Card::from_code(bad), None, "{bad}");
        }
    }

    #[test]
    fn user_text_parses_in_many_spellings() {
        let cases = [
            ("9H", c(9, Suit::Hearts)),
            ("10d", c(10, Suit::Diamonds)),
            ("KS", c(13, Suit::Spades)),
            ("♥9", c(9, Suit::Hearts)),
            ("♥️9", c(9, Suit::Hearts)),
            ("qh", c(12, Suit::Hearts)),
            ("h9", c(9, Suit::Hearts)),
            ("T♠", c(10, Suit::Spades)),
            ("1c", c(1, Suit::Clubs)),
            (" a s ", c(1, Suit::Spades)),
            ("♦10", c(10, Suit::Diamonds)),
        ];
        for (text, card) in cases {
            assert_eq!(Card::parse(text), Ok(card), "{text}");
            assert_eq!(text.parse::<Card>(), Ok(card), "{text}");
        }
    }

    #[test]
    fn bad_user_text_explains_the_format() {
        for bad in ["", "x", "9", "14h", "0s", "zz", "♥", "9 h h"] {
            let err = Card::parse(bad).unwrap_err();
            assert!(err.0.contains("is not a card"), "{bad}: {err}");
        }
    }

    #[test]
    fn ordering_is_rank_then_suit_tie_order() {
        assert!(c(2, Suit::Spades) < c(3, Suit::Clubs));
        assert!(c(5, Suit::Clubs) < c(5, Suit::Diamonds));
        assert!(c(5, Suit::Diamonds) < c(5, Suit::Hearts));
        assert!(c(5, Suit::Hearts) < c(5, Suit::Spades));
    }

    #[test]
    fn serde_uses_the_code() {
        let json = serde_json::to_string(&c(10, Suit::Diamonds)).unwrap();
        assert_eq!(json, "\"10d\"");
        let back: Card = serde_json::from_str("\"ks\"").unwrap();
        assert_eq!(back, c(13, Suit::Spades));
        assert!(serde_json::from_str::<Card>("\"zz\"").is_err());
    }

    #[test]
    fn new_rejects_out_of_range_ranks() {
        assert_eq!(Card::new(0, Suit::Clubs), None);
        assert_eq!(Card::new(14, Suit::Clubs), None);
        assert_eq!(Card::new(13, Suit::Clubs), Some(c(13, Suit::Clubs)));
    }
}
