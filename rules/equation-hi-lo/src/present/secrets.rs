//! What is secret in Equation Hi-Lo, as its messages name it: each player's closed card,
//! shown only in their private view ("Your closed card: **Gold 7** (only you see it)") until the
//! showdown. The messages may be in any language Tabula speaks (issue 48), so the suits, the
//! closed card's line and the showdown are recognised as every language says them.

use crate::words::WORDS;
use present_kit::secrets::Secrets;
use present_kit::words::Lang;
use std::collections::BTreeSet;

/// Stand-ins for the values put into a message, to find the words around them.
const FIRST: &str = "\u{1}";
const SECOND: &str = "\u{2}";

/// `key`'s text in `lang` with its values as stand-ins, the bold marks as Discord shows them.
fn template(lang: Lang, key: &str, first: &str, second: &str) -> String {
    WORDS
        .text(
            lang,
            key,
            &[
                (first, FIRST.into()),
                (second, SECOND.into()),
                ("pot", SECOND.into()),
            ],
        )
        .replace(['\u{E000}', '\u{E001}'], "**")
}

/// A number card as `lang` names it: its suit's word and its number.
fn suit_words(lang: Lang) -> Vec<(String, &'static str)> {
    use crate::rules::Suit;
    Suit::ALL
        .into_iter()
        .map(|suit| {
            let word = WORDS.text(lang, super::text::suit_key(suit), &[]);
            let word = word
                .trim_start_matches('⟦')
                .trim_end_matches('⟧')
                .to_string();
            (word, suit.name())
        })
        .collect()
}

/// Every number card named in `text` (`Gold 7`, `Black 10` ..., or `Silber 7`, `Negro 10` ...
/// in another language), each as English names it, so a card is the same in every language.
pub fn cards(text: &str) -> BTreeSet<String> {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let suits: Vec<(String, &str)> = Lang::WITH_PSEUDO.into_iter().flat_map(suit_words).collect();
    words
        .windows(2)
        .filter(|w| w[1].parse::<u8>().is_ok_and(|n| n <= 10))
        .filter_map(|w| {
            suits
                .iter()
                .find(|(word, _)| word == w[0])
                .map(|(_, english)| format!("{english} {}", w[1]))
        })
        .collect()
}

/// The closed card of a private view; empty for a view without one (a player who is out),
/// `None` for a message that is not a view (a refusal).
pub fn closed(text: &str) -> Option<BTreeSet<String>> {
    for lang in Lang::WITH_PSEUDO {
        let line = template(lang, "hl-closed-line", "closed", "open");
        let (Some(start), Some(end)) = (line.find(FIRST), line.find(SECOND)) else {
            continue;
        };
        let (before, after) = (&line[..start], &line[start + FIRST.len()..end]);
        if let Some(found) = text.lines().find_map(|l| l.strip_prefix(before)) {
            let card = found.split(after).next().unwrap_or(found);
            return Some(cards(card));
        }
    }
    let game = <crate::rules::EquationHiLo as game_kit::Game>::NAME;
    text.contains(&format!("**{game}**")).then(BTreeSet::new)
}

/// Whether `text` shows every live player's closed card: the showdown (its heading, or a hand
/// shown as "`<name> (closed <card>)`"), or the game's end.
pub fn reveals_all(text: &str) -> bool {
    Lang::WITH_PSEUDO.into_iter().any(|lang| {
        let head = template(lang, "hl-showdown-head", "round", "pot");
        let head = head.split(FIRST).next().unwrap_or(&head);
        let hand = template(lang, "hl-revealed", "name", "card");
        let hand = hand
            .split(FIRST)
            .nth(1)
            .and_then(|h| h.split(SECOND).next())
            .unwrap_or(&hand);
        (!head.is_empty() && text.contains(head))
            || (!hand.trim().is_empty() && text.contains(hand))
    }) || text.contains("Final scores")
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: closed,
    mentions: cards,
    // The showdown shows the live players' closed cards, each as "<name> (closed <card>)",
    // in its text and in its picture's alt text; the result ends the game.
    reveals_all,
    // No card ever moves from one player to another.
    open_move: |_| false,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_tokens() {
        let found =
            cards("Your closed card: **Gold 7** (only you see it) · open: √ Black 10, Silver 0");
        assert_eq!(found.len(), 3);
        assert!(found.contains("Black 10") && found.contains("Silver 0"));
        let mine = closed("Your closed card: **Gold 7** (only you see it) · open: Black 10");
        assert_eq!(mine, Some(["Gold 7".to_string()].into_iter().collect()));
        assert_eq!(closed("It is not your turn."), None);
        let out = closed("**Equation Hi-Lo** · round 3 of 5 · dealer Ann\nPot 4");
        assert_eq!(out, Some(BTreeSet::new()));
        assert!(reveals_all("**Showdown, round 2** · pot 9 chips"));
        assert!(reveals_all("• Ann (closed Gold 7): Low: …"));
        assert!(!reveals_all("Ann checks."));
    }
}
