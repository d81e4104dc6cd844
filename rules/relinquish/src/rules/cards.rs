//! The 78-card Relinquish deck: 40 Commons (1-10 in four suits), 16 Courts (Page, Knight, King,
//! Queen in four suits) and the 22 Tarots numbered 0-21 (RQ-22 names).
//!
//! Every card exists once, so a [`Card`] is its own stable id: actions name cards, not
//! positions. Each card has a short *code* that storage uses (serde writes the code, so saved
//! games keep loading): Commons `7W` `10P`, Courts `PW` (Page) `NW` (Knight, as in chess
//! notation, since `K` is the King) `KS` `QC`, Tarots `T0`..`T21`.
//!
//! Players never see the codes (issue 28): `10C` reads as ten of clubs to anyone who knows
//! playing cards, yet it is the ten of Cups. Text and menus write a card's [`Card::label`]
//! (`7 Wands`, `Queen of Swords`, `T16 The Tower`), and pictures draw each suit with a symbol
//! of its own ([`Suit::symbol`]). [`Card::from_str`] reads labels, long names such as
//! `7 of Wands` or `The Tower`, and still the codes for whoever types them.

use crate::words::say_with;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The four suits, in the order the rulebook lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Wands,
    Cups,
    Swords,
    Pence,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Wands, Suit::Cups, Suit::Swords, Suit::Pence];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Wands => "Wands",
            Suit::Cups => "Cups",
            Suit::Swords => "Swords",
            Suit::Pence => "Pence",
        }
    }

    /// The suit's own symbol in pictures, from the shipped DejaVu Sans: a rod for Wands, a
    /// cup's bowl for Cups, crossed blades for Swords, a circled star for Pence (a pentacle).
    /// None is a playing-card suit, so no suit passes for another game's (issue 28), and each
    /// is a solid shape: the thin staff, urn and crossed swords drawn before were grey
    /// scratches on a phone (issue 44).
    pub fn symbol(self) -> char {
        match self {
            Suit::Wands => '▮',
            Suit::Cups => '▼',
            Suit::Swords => '✖',
            Suit::Pence => '✪',
        }
    }

    /// The letter used in card codes (storage and typing only; never shown).
    pub fn letter(self) -> char {
        self.name().chars().next().unwrap_or('?')
    }

    /// The suit's id in the catalog's selectors (`wands`), never shown.
    pub fn id(self) -> &'static str {
        match self {
            Suit::Wands => "wands",
            Suit::Cups => "cups",
            Suit::Swords => "swords",
            Suit::Pence => "pence",
        }
    }

    /// The suit's name as the language spoken now writes it (`Wands`, `Stäbe`).
    pub fn said(self) -> String {
        say_with("rq-suit", &[("suit", self.id().into())])
    }

    fn from_letter(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }

    fn from_name(word: &str) -> Option<Suit> {
        let w = word.trim().to_ascii_lowercase();
        let w = w.strip_suffix('s').unwrap_or(&w);
        Suit::ALL.into_iter().find(|s| {
            let n = s.name().to_ascii_lowercase();
            n.strip_suffix('s').unwrap_or(&n) == w
        })
    }
}

/// The four Court ranks, lowest first; the derived order is the rank order Summon compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    Page,
    Knight,
    King,
    Queen,
}

impl Rank {
    pub const ALL: [Rank; 4] = [Rank::Page, Rank::Knight, Rank::King, Rank::Queen];

    /// Strength in a Clash, and a Court's value for Bounty (0-3).
    pub fn strength(self) -> i32 {
        match self {
            Rank::Page => 0,
            Rank::Knight => 1,
            Rank::King => 2,
            Rank::Queen => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Rank::Page => "Page",
            Rank::Knight => "Knight",
            Rank::King => "King",
            Rank::Queen => "Queen",
        }
    }

    /// The rank's id in the catalog's selectors (`queen`), never shown.
    pub fn id(self) -> &'static str {
        match self {
            Rank::Page => "page",
            Rank::Knight => "knight",
            Rank::King => "king",
            Rank::Queen => "queen",
        }
    }

    /// The rank's name as the language spoken now writes it (`Queen`, `Königin`).
    pub fn said(self) -> String {
        say_with("rq-rank", &[("rank", self.id().into())])
    }

    /// The letter used in card codes: `N` for the Knight, because `K` is the King.
    pub fn letter(self) -> char {
        match self {
            Rank::Page => 'P',
            Rank::Knight => 'N',
            Rank::King => 'K',
            Rank::Queen => 'Q',
        }
    }

    /// Summon cost (RQ-3): Standing Commons of the Court's own suit, or of any suits.
    pub fn cost(self) -> (usize, usize) {
        match self {
            Rank::Page | Rank::Knight => (1, 2),
            Rank::King | Rank::Queen => (2, 3),
        }
    }

    /// Page and Knight capture the lowest Standing Common, King and Queen the highest (RQ-9).
    pub fn takes_highest(self) -> bool {
        self >= Rank::King
    }

    fn from_name(word: &str) -> Option<Rank> {
        match word.trim().to_ascii_lowercase().as_str() {
            "page" | "knave" => Some(Rank::Page),
            "knight" => Some(Rank::Knight),
            "king" => Some(Rank::King),
            "queen" => Some(Rank::Queen),
            _ => None,
        }
    }
}

/// The highest Tarot number (The World).
pub const MAX_TAROT: u8 = 21;
/// Tarots of this value or more Murder; lower ones Augur.
pub const DEATH: u8 = 13;

/// RQ-22: Rider-Waite-Smith names, by number.
pub const TAROT_NAMES: [&str; 22] = [
    "The Fool",
    "The Magician",
    "The High Priestess",
    "The Empress",
    "The Emperor",
    "The Hierophant",
    "The Lovers",
    "The Chariot",
    "Strength",
    "The Hermit",
    "Wheel of Fortune",
    "Justice",
    "The Hanged Man",
    "Death",
    "Temperance",
    "The Devil",
    "The Tower",
    "The Star",
    "The Moon",
    "The Sun",
    "Judgement",
    "The World",
];

/// One card of the deck; unique, so it also identifies where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// A numbered card, 1-10.
    Common {
        suit: Suit,
        value: u8,
    },
    Court {
        suit: Suit,
        rank: Rank,
    },
    /// A Major Arcana card, 0-21.
    Tarot(u8),
}

/// The three card types (the first-player flip ranks them Tarot > Court > Common, RQ-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Common,
    Court,
    Tarot,
}

impl Card {
    pub fn common(value: u8, suit: Suit) -> Card {
        Card::Common { suit, value }
    }

    pub fn court(rank: Rank, suit: Suit) -> Card {
        Card::Court { suit, rank }
    }

    pub fn kind(self) -> Kind {
        match self {
            Card::Common { .. } => Kind::Common,
            Card::Court { .. } => Kind::Court,
            Card::Tarot(_) => Kind::Tarot,
        }
    }

    pub fn is_common(self) -> bool {
        matches!(self, Card::Common { .. })
    }

    pub fn is_court(self) -> bool {
        matches!(self, Card::Court { .. })
    }

    pub fn is_tarot(self) -> bool {
        matches!(self, Card::Tarot(_))
    }

    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Common { suit, .. } | Card::Court { suit, .. } => Some(suit),
            Card::Tarot(_) => None,
        }
    }

    pub fn rank(self) -> Option<Rank> {
        match self {
            Card::Court { rank, .. } => Some(rank),
            _ => None,
        }
    }

    /// The printed value: a Common's number, a Court's strength, a Tarot's number. Bounty
    /// changes the value of cards in a tableau for a turn (see `State::value`).
    pub fn printed(self) -> i32 {
        match self {
            Card::Common { value, .. } => i32::from(value),
            Card::Court { rank, .. } => rank.strength(),
            Card::Tarot(n) => i32::from(n),
        }
    }

    /// The stored code: `7W`, `QS`, `NC`, `T16` (also accepted when typed, never shown).
    pub fn code(self) -> String {
        match self {
            Card::Common { suit, value } => format!("{value}{}", suit.letter()),
            Card::Court { suit, rank } => format!("{}{}", rank.letter(), suit.letter()),
            Card::Tarot(n) => format!("T{n}"),
        }
    }

    /// How text and menus write the card, in the language spoken now: `7 Wands`, `Queen of
    /// Swords`, `T16 The Tower` (`7 Stäbe`, `Königin der Schwerter`, `T16 Der Turm`). No letter
    /// stands for a suit, so nothing reads as a playing card.
    pub fn label(self) -> String {
        match self {
            Card::Common { suit, value } => say_with(
                "rq-card-common",
                &[("value", value.into()), ("suit", suit.id().into())],
            ),
            Card::Court { suit, rank } => say_with(
                "rq-card-court",
                &[("rank", rank.id().into()), ("suit", suit.id().into())],
            ),
            Card::Tarot(n) => say_with(
                "rq-card-tarot",
                &[
                    ("code", format!("T{n}").as_str().into()),
                    ("name", tarot_said(n).as_str().into()),
                ],
            ),
        }
    }

    /// The label in compact lists: a Tarot by its number only (`T16`).
    pub fn short(self) -> String {
        match self {
            Card::Tarot(n) => format!("T{n}"),
            _ => self.label(),
        }
    }

    /// The long name: `7 of Wands`, `Queen of Swords`, `The Tower (16)`.
    pub fn name(self) -> String {
        match self {
            Card::Common { suit, value } => format!("{value} of {}", suit.name()),
            Card::Court { suit, rank } => format!("{} of {}", rank.name(), suit.name()),
            Card::Tarot(n) => format!("{} ({n})", tarot_name(n)),
        }
    }

    fn valid(self) -> bool {
        match self {
            Card::Common { value, .. } => (1..=10).contains(&value),
            Card::Court { .. } => true,
            Card::Tarot(n) => n <= MAX_TAROT,
        }
    }

    fn parse_code(text: &str) -> Option<Card> {
        let t = text.trim().to_ascii_uppercase();
        if let Some(n) = t.strip_prefix('T') {
            let n: u8 = n.parse().ok()?;
            return Some(Card::Tarot(n)).filter(|c| c.valid());
        }
        let mut chars: Vec<char> = t.chars().collect();
        let suit = Suit::from_letter(chars.pop()?)?;
        let head: String = chars.into_iter().collect();
        if let Ok(value) = head.parse::<u8>() {
            return Some(Card::common(value, suit)).filter(|c| c.valid());
        }
        let rank = match head.as_str() {
            "P" => Rank::Page,
            "N" | "KN" | "KT" => Rank::Knight,
            "K" => Rank::King,
            "Q" => Rank::Queen,
            _ => return None,
        };
        Some(Card::court(rank, suit))
    }

    /// A Tarot by name (`The Tower`, `tower`), by label (`T16 The Tower`) or by its old long
    /// name (`The Tower (16)`).
    fn parse_tarot(lower: &str) -> Option<Card> {
        let by_name = |text: &str| {
            let bare = text.strip_prefix("the ").unwrap_or(text);
            TAROT_NAMES
                .iter()
                .position(|name| {
                    let name = name.to_ascii_lowercase();
                    name.strip_prefix("the ").unwrap_or(&name) == bare
                })
                .and_then(|n| u8::try_from(n).ok())
        };
        if let Some(n) = by_name(lower) {
            return Some(Card::Tarot(n));
        }
        if let Some((head, rest)) = lower.split_once(' ') {
            if let Some(Card::Tarot(n)) = Card::parse_code(head) {
                return (by_name(rest.trim()) == Some(n)).then_some(Card::Tarot(n));
            }
        }
        let (name, number) = lower.strip_suffix(')')?.rsplit_once(" (")?;
        let n: u8 = number.parse().ok()?;
        (by_name(name.trim()) == Some(n)).then_some(Card::Tarot(n))
    }

    /// A Common or Court by words: `7 Wands`, `7 of Wands`, `Queen of Swords`, `queen swords`.
    fn parse_name(text: &str) -> Option<Card> {
        let lower = text.trim().to_ascii_lowercase();
        let lower = lower.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some(tarot) = Card::parse_tarot(&lower) {
            return Some(tarot);
        }
        let (head, suit) = lower.split_once(" of ").or_else(|| lower.split_once(' '))?;
        let suit = Suit::from_name(suit)?;
        if let Some(rank) = Rank::from_name(head) {
            return Some(Card::court(rank, suit));
        }
        let value: u8 = head.trim().parse().ok()?;
        Some(Card::common(value, suit)).filter(|c| c.valid())
    }
}

/// A Tarot's name by number in the language spoken now (RQ-22).
pub fn tarot_said(n: u8) -> String {
    say_with("rq-tarot", &[("n", n.into())])
}

/// A Tarot's name by number (RQ-22), in English: what the parser reads.
fn tarot_name(n: u8) -> &'static str {
    TAROT_NAMES.get(usize::from(n)).copied().unwrap_or("?")
}

/// A card as players read it: its [`Card::label`] (so every refusal names cards the way the
/// menus do).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// A typed card that is not one of the 78. The examples are labels, each of which the parser
/// reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a card: write a Common like 7 Wands or 10 Cups, a Court like Page of Pence \
     or Queen of Swords, or a Tarot like T16 or The Tower"
)]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        Card::parse_code(s)
            .or_else(|| Card::parse_name(s))
            .ok_or_else(|| ParseCardError(s.to_string()))
    }
}

game_kit::serde_as_text!(Card, "a card code", |c: &Card| c.code(), Card::parse_code);

/// All 78 cards in a fixed order: Commons by suit, then Courts by suit, then Tarots 0-21.
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::with_capacity(78);
    for suit in Suit::ALL {
        deck.extend((1..=10).map(|v| Card::common(v, suit)));
    }
    for suit in Suit::ALL {
        deck.extend(Rank::ALL.into_iter().map(|r| Card::court(r, suit)));
    }
    deck.extend((0..=MAX_TAROT).map(Card::Tarot));
    deck
}

/// Parses a list of codes separated by spaces or commas.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseCardError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(str::parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_78_distinct_cards() {
        let mut d = full_deck();
        assert_eq!(d.len(), 78);
        d.sort();
        d.dedup();
        assert_eq!(d.len(), 78);
        assert_eq!(d.iter().filter(|c| c.is_common()).count(), 40);
        assert_eq!(d.iter().filter(|c| c.is_court()).count(), 16);
        assert_eq!(d.iter().filter(|c| c.is_tarot()).count(), 22);
    }

    #[test]
    fn codes_round_trip() {
        for c in full_deck() {
            assert_eq!(c.code().parse::<Card>(), Ok(c), "{c}");
            assert_eq!(c.code().to_ascii_lowercase().parse::<Card>(), Ok(c), "{c}");
            assert_eq!(c.name().parse::<Card>(), Ok(c), "{c}");
            assert_eq!(c.label().parse::<Card>(), Ok(c), "{c}");
            assert_eq!(c.short().parse::<Card>(), Ok(c), "{c}");
            assert_eq!(c.label().to_ascii_lowercase().parse::<Card>(), Ok(c), "{c}");
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), c);
        }
    }

    #[test]
    fn typed_spellings() {
        assert_eq!("9w".parse(), Ok(Card::common(9, Suit::Wands)));
        assert_eq!("10P".parse(), Ok(Card::common(10, Suit::Pence)));
        assert_eq!("KS".parse(), Ok(Card::court(Rank::King, Suit::Swords)));
        assert_eq!("KnS".parse(), Ok(Card::court(Rank::Knight, Suit::Swords)));
        assert_eq!("NC".parse(), Ok(Card::court(Rank::Knight, Suit::Cups)));
        assert_eq!("T16".parse(), Ok(Card::Tarot(16)));
        assert_eq!("the tower".parse(), Ok(Card::Tarot(16)));
        assert_eq!("Death".parse(), Ok(Card::Tarot(13)));
        assert_eq!(
            "Queen of Swords".parse(),
            Ok(Card::court(Rank::Queen, Suit::Swords))
        );
        assert_eq!(
            "Knave of Cups".parse(),
            Ok(Card::court(Rank::Page, Suit::Cups))
        );
        assert_eq!("7 of wands".parse(), Ok(Card::common(7, Suit::Wands)));
        assert_eq!("10 cups".parse(), Ok(Card::common(10, Suit::Cups)));
        assert_eq!("10c".parse(), Ok(Card::common(10, Suit::Cups)));
        assert_eq!("T16 The Tower".parse(), Ok(Card::Tarot(16)));
        assert_eq!(Card::Tarot(16).name(), "The Tower (16)");
        assert_eq!(Card::common(10, Suit::Cups).label(), "10 Cups");
        assert_eq!(
            Card::court(Rank::Knight, Suit::Pence).to_string(),
            "Knight of Pence"
        );
        assert_eq!(Card::Tarot(16).label(), "T16 The Tower");
        // The stored form stays the code, so saved games keep loading.
        assert_eq!(
            serde_json::to_string(&Card::common(10, Suit::Cups)).unwrap(),
            "\"10C\""
        );
        for bad in ["T16 The Moon", "11 Cups", "Queen of Clubs", "7 Hearts"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        for bad in ["0W", "11C", "T22", "ZW", "9X", "", "Queen of Stars"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert!(err.to_string().contains("is not a card"), "{bad}");
        }
    }

    /// Every example the refusal shows is a card the parser reads, and no card is shown
    /// with a playing-card suit.
    #[test]
    fn the_refusal_shows_only_spellings_that_parse() {
        let err = "nonsense".parse::<Card>().unwrap_err().to_string();
        for example in [
            "7 Wands",
            "10 Cups",
            "Page of Pence",
            "Queen of Swords",
            "T16",
            "The Tower",
        ] {
            assert!(err.contains(example), "{err}");
            assert!(example.parse::<Card>().is_ok(), "{example}");
        }
        for c in full_deck() {
            assert!(!c.label().contains(['♣', '♥', '♠', '♦']));
        }
        for suit in Suit::ALL {
            let symbol = suit.symbol();
            for weight in [
                present_kit::picture::font::Weight::Regular,
                present_kit::picture::font::Weight::Bold,
            ] {
                assert!(
                    present_kit::picture::font::covers_in(symbol, weight),
                    "{suit:?}"
                );
            }
        }
    }
}
