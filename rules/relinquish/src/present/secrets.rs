//! What is secret in Relinquish, as its messages name it: the cards of each hand ("Your hand
//! (n): Commons 3 Wands, 9 Cups · Courts King of Swords · Tarots T4 The Emperor"), the two
//! cards being scried and a Rally pick until the Clash reveals it, all shown only in their
//! owner's private view.
//!
//! Cards are found by every spelling a text may use: labels (`7 Wands`, `Queen of Swords`,
//! `T16`), long names (`7 of Wands`) and the stored codes (`7W`, `QS`), each reported as its
//! code, so a check compares like with like.

use crate::rules::{Card, Rank, Suit};
use present_kit::secrets::Secrets;
use std::collections::BTreeSet;

/// Whether `word` is a card code: a Common `7W`/`10P`, a Court `PW` `NC` `KS` `QP`, or a
/// Tarot `T0`..`T21`.
fn is_card(word: &str) -> bool {
    let suit = |c: char| "WCSP".contains(c);
    match word.as_bytes() {
        [b'T', digits @ ..] if !digits.is_empty() && digits.len() <= 2 => {
            std::str::from_utf8(digits)
                .ok()
                .and_then(|d| d.parse::<u8>().ok())
                .is_some_and(|n| n <= 21 && !(digits.len() == 2 && digits[0] == b'0'))
        }
        _ => {
            let mut chars = word.chars();
            let Some(last) = chars.next_back() else {
                return false;
            };
            let head: String = chars.collect();
            suit(last)
                && (matches!(head.as_str(), "P" | "N" | "K" | "Q")
                    || head.parse::<u8>().is_ok_and(|v| (1..=10).contains(&v))
                        && !head.starts_with('0'))
        }
    }
}

/// The suit a word names (`Wands`, `cups`), if any.
fn suit_word(word: &str) -> Option<Suit> {
    Suit::ALL
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(word))
}

/// The card a value or rank word and a suit word name (`7` `Wands`, `Queen` `Swords`).
fn named(head: &str, suit: Suit) -> Option<Card> {
    let rank = Rank::ALL
        .into_iter()
        .find(|r| r.name().eq_ignore_ascii_case(head));
    match (rank, head.parse::<u8>()) {
        (Some(rank), _) => Some(Card::court(rank, suit)),
        (None, Ok(v)) if (1..=10).contains(&v) && !head.starts_with('0') => {
            Some(Card::common(v, suit))
        }
        _ => None,
    }
}

/// Every card named in `text`, by label, long name or code, as its code.
pub fn cards(text: &str) -> BTreeSet<String> {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut out = BTreeSet::new();
    for (i, w) in words.iter().enumerate() {
        if is_card(w) {
            out.insert((*w).to_string());
            continue;
        }
        // `7 Wands`, `7 of Wands`, `Queen of Swords`.
        let suit = match words.get(i + 1) {
            Some(next) if next.eq_ignore_ascii_case("of") => words.get(i + 2),
            next => next,
        };
        if let Some(card) = suit.and_then(|s| suit_word(s)).and_then(|s| named(w, s)) {
            out.insert(card.code());
        }
    }
    out
}

/// The secrets of a private view (hand, scry, Rally pick); `None` for a message that is not a
/// Relinquish private view (a refusal, say).
pub fn secrets(text: &str) -> Option<BTreeSet<String>> {
    let mut lines = text.lines();
    let hand = lines.clone().find(|l| l.starts_with("Your hand ("))?;
    let mut out = cards(hand.split_once("):").map_or("", |(_, rest)| rest));
    for prefix in ["Scrying:", "Your Rally:"] {
        if let Some(line) = lines.find(|l| l.starts_with(prefix)) {
            out.extend(cards(line));
        }
        lines = text.lines();
    }
    Some(out)
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: secrets,
    mentions: cards,
    reveals_all: |t| t.contains("Final scores"),
    // A card discarded face up (a scry's other card, a Clash's loser) is known to all from
    // then on, even if a reshuffle brings it back to the same hand within the step: late in
    // a game the discard pile may hold only that card (RQ-10, RQ-19).
    open_move: |line| line.contains(", discarding ") || line.contains("discard pile"),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_tokens() {
        let found = cards("Ann Populates 10P; T16 The Tower, KS, NC and 7W (T22 0W 11C KX)");
        let expected: BTreeSet<String> = ["10P", "T16", "KS", "NC", "7W"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(found, expected);
        let found = cards(
            "Ann Populates 10 Pence; T16 The Tower, King of Swords, Knight of Cups and 7 Wands \
             (11 Cups, 0 Wands, Queen of Stars, 2 Standing Commons, 7 of Pence)",
        );
        let expected: BTreeSet<String> = ["10P", "T16", "KS", "NC", "7W", "7P"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(found, expected);
        let view = "Your hand (3): Commons 3 Wands · Courts King of Swords · Tarots T4 The \
                    Emperor\nScrying: 9 Cups, T2 (keep one)\nYour Rally: 5 Pence (hidden)\nBea: \
                    Standing 8 Swords";
        let s = secrets(view).unwrap();
        assert_eq!(s.len(), 6, "{s:?}");
        assert!(!s.contains("8S"));
        assert_eq!(secrets("That moment has passed."), None);
    }

    #[test]
    fn a_discard_is_an_open_move() {
        let rule = SECRETS;
        assert!((rule.open_move)("Ann keeps a card, discarding T10."));
        assert!((rule.open_move)("Bea's 7 Wands goes to the discard pile."));
        assert!(!(rule.open_move)("Ann captures 7 Wands from Bea."));
        assert!(!(rule.open_move)("Ann keeps a card."));
    }
}
