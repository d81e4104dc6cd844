//! What is secret in Relinquish, as its messages name it: the cards of each hand ("Your hand
//! (n): Commons 3 Wands, 9 Cups · Courts King of Swords · Tarots T4 The Emperor"), the two
//! cards being scried and a Rally pick until the Clash reveals it, all shown only in their
//! owner's private view.
//!
//! Cards are found by every spelling a text may use: labels (`7 Wands`, `Queen of Swords`,
//! `T16`) in every language Relinquish speaks and the pseudo-language (`7 Stäbe`, `Reine
//! d'Épées`), long names (`7 of Wands`) and the stored codes (`7W`, `QS`), each reported as
//! its code, so a check compares like with like. The lines that hold secrets or move cards
//! face up are recognised by their catalog messages in every language.

use crate::rules::cards::full_deck;
use crate::rules::{Card, Rank, Suit};
use crate::words::WORDS;
use present_kit::secrets::Secrets;
use present_kit::words::{speaking, Arg, Lang};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// A value no text holds, standing for a message's variable in [`pieces`].
const SLOT: &str = "\u{1}";

/// The literal pieces of message `key` in `lang` around its variables `vars` (each given
/// [`SLOT`]): "Your hand (", "): ", "" for the hand line.
fn pieces(lang: Lang, key: &str, vars: &[&str]) -> Vec<String> {
    let args: Vec<(&str, Arg<'_>)> = vars.iter().map(|v| (*v, Arg::Text(SLOT))).collect();
    WORDS
        .text(lang, key, &args)
        .split(SLOT)
        .map(str::to_string)
        .collect()
}

/// Whether `line` holds message `key` of some language: its literal pieces in order.
fn says(line: &str, key: &str, vars: &[&str]) -> bool {
    Lang::WITH_PSEUDO.iter().any(|&lang| {
        let mut rest = line;
        for piece in pieces(lang, key, vars) {
            match rest.find(piece.as_str()) {
                Some(at) => rest = &rest[at + piece.len()..],
                None => return false,
            }
        }
        true
    })
}

/// Lowercase words of `text` (letters and digits of any script).
fn lower_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Every Common's and Court's label in every language, as words, with its code.
fn labels() -> &'static [(Vec<String>, String)] {
    static LABELS: OnceLock<Vec<(Vec<String>, String)>> = OnceLock::new();
    LABELS.get_or_init(|| {
        let mut out = Vec::new();
        for lang in Lang::WITH_PSEUDO {
            speaking(lang, || {
                for card in full_deck().into_iter().filter(|c| !c.is_tarot()) {
                    let label = (lower_words(&card.label()), card.code());
                    if !out.contains(&label) {
                        out.push(label);
                    }
                }
            });
        }
        out
    })
}

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
        .split(|c: char| !c.is_alphanumeric())
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
    // Labels in every language (`7 Stäbe`, `Reina de Espadas`).
    let words = lower_words(text);
    for i in 0..words.len() {
        for (label, code) in labels() {
            if words[i..].starts_with(label) {
                out.insert(code.clone());
            }
        }
    }
    out
}

/// The secrets of a private view (hand, scry, Rally pick); `None` for a message that is not a
/// Relinquish private view (a refusal, say).
pub fn secrets(text: &str) -> Option<BTreeSet<String>> {
    let (hand, after) = Lang::WITH_PSEUDO.iter().find_map(|&lang| {
        let p = pieces(lang, "rq-private-hand", &["n", "parts"]);
        let (head, sep) = (p.first()?, p.get(1)?);
        let line = text.lines().find(|l| l.starts_with(head.as_str()))?;
        Some((line, sep.trim().to_string()))
    })?;
    let mut out = cards(hand.split_once(after.as_str()).map_or("", |(_, rest)| rest));
    for key in ["rq-private-scrying", "rq-private-rally"] {
        let var = if key == "rq-private-scrying" {
            "cards"
        } else {
            "card"
        };
        for lang in Lang::WITH_PSEUDO {
            let p = pieces(lang, key, &[var]);
            let Some(prefix) = p.first() else { continue };
            if let Some(line) = text.lines().find(|l| l.starts_with(prefix.as_str())) {
                out.extend(cards(line));
            }
        }
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
    open_move,
};

/// Whether one public line openly moves the cards it names: a kept scry's other card
/// discarded, a Court going to the discard pile, the discard pile shuffled into a new scry pile
/// (in any language).
fn open_move(line: &str) -> bool {
    line.contains(", discarding ")
        || line.contains("discard pile")
        || says(line, "rq-ev-keeps", &["name", "discarded"])
        || says(line, "rq-ev-you-keep", &["card", "discarded"])
        || says(line, "rq-ev-murdered", &["whose", "card"])
        || says(line, "rq-ev-court-discarded", &["whose", "card"])
        || says(line, "rq-ev-reshuffled", &["cards"])
}

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
