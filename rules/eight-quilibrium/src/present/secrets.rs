//! What is secret in 8-quilibrium, as its messages name it: the cards of each hand, shown
//! only in the owner's private view ("Your hand (n): ♥9 ♠10 ...", in every language).

use crate::words::WORDS;
use present_kit::secrets::Secrets;
use present_kit::words::{Arg, Lang};
use std::collections::BTreeSet;

/// The longest literal piece of `key` in each language, between the places its values go:
/// the words that tell this message from the others.
fn pieces(key: &str, args: &[&str]) -> Vec<String> {
    Lang::WITH_PSEUDO
        .iter()
        .filter_map(|&lang| {
            let marks: Vec<(&str, Arg<'_>)> =
                args.iter().map(|a| (*a, Arg::Text("\u{1}"))).collect();
            WORDS
                .text(lang, key, &marks)
                .split('\u{1}')
                .map(|p| p.trim_matches(['⟦', '⟧']).to_string())
                .max_by_key(|p| p.chars().count())
                .filter(|p| p.trim().chars().count() >= 3)
        })
        .collect()
}

/// Every card named in `text` (`♥9`, `♠10`, `♦A` ...).
pub fn cards(text: &str) -> BTreeSet<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = BTreeSet::new();
    for (i, c) in chars.iter().enumerate() {
        if !matches!(c, '♠' | '♥' | '♦' | '♣') {
            continue;
        }
        let rank = match (chars.get(i + 1), chars.get(i + 2)) {
            (Some('1'), Some('0')) => "10".to_string(),
            (Some(r), _) if "A23456789JQK".contains(*r) => r.to_string(),
            _ => continue,
        };
        out.insert(format!("{c}{rank}"));
    }
    out
}

/// The cards of the "Your hand" line of a private view.
pub fn hand(text: &str) -> Option<BTreeSet<String>> {
    let heads: Vec<String> = Lang::WITH_PSEUDO
        .iter()
        .map(|&lang| {
            let line = WORDS.text(
                lang,
                "eq-private-hand",
                &[("n", Arg::Text("\u{1}")), ("cards", Arg::Text(""))],
            );
            let head = line.split('\u{1}').next().unwrap_or_default();
            head.trim_end_matches('(').trim_end().to_string()
        })
        .collect();
    text.lines()
        .find(|l| {
            heads
                .iter()
                .any(|h| !h.is_empty() && l.starts_with(h.as_str()))
        })
        .map(|l| cards(l.split_once(':').map_or("", |(_, rest)| rest)))
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: hand,
    mentions: cards,
    // The end of a round (and of the match) shows every hand with its score.
    reveals_all: |t| {
        ["over!", "The match is over.", "Final scores"]
            .iter()
            .any(|end| t.contains(end))
            || ["eq-event-round-over", "eq-phase-over"]
                .iter()
                .flat_map(|k| pieces(k, &[]))
                .chain(pieces("eq-event-round-n-over", &["round"]))
                .any(|end| t.contains(end.as_str()))
    },
    // A King-Give hands a card over face up (rulebook 14.E: it is a Give, section 9).
    open_move: |line| {
        line.contains("from their hand")
            || pieces("eq-event-gave-hand", &["from", "card", "to"])
                .iter()
                .chain(&pieces("eq-event-gave-hand-self", &["from", "card"]))
                .any(|p| line.contains(p.as_str()))
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_tokens() {
        let found = cards("Your hand (3): ♥9 ♠10 ♦A, Market ♣K♣2");
        let expected: BTreeSet<String> = ["♥9", "♠10", "♦A", "♣K", "♣2"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(found, expected);
        assert_eq!(
            hand("Your tokens: 2\nYour hand (1): ♥9").map(|h| h.len()),
            Some(1)
        );
        assert_eq!(hand("It is not your turn."), None);
    }

    /// The hand line, the end of a round and a King's open Give are found in every language.
    #[test]
    fn secrets_are_found_in_every_language() {
        use present_kit::words::speaking;
        for lang in Lang::WITH_PSEUDO {
            speaking(lang, || {
                let line = WORDS.say_with(
                    "eq-private-hand",
                    &[("n", 2u32.into()), ("cards", "♥9 ♠10".into())],
                );
                let text = format!("{}\n{line}", WORDS.say("eq-private-skip"));
                assert_eq!(hand(&text).map(|h| h.len()), Some(2), "{text}");
                let over = WORDS.say_with("eq-event-round-n-over", &[("round", 2u32.into())]);
                assert!((SECRETS.reveals_all)(&over), "{over}");
                assert!((SECRETS.reveals_all)(&WORDS.say("eq-phase-over")));
                let gave = WORDS.say_with(
                    "eq-event-gave-hand",
                    &[
                        ("from", "Ann".into()),
                        ("card", "♥K".into()),
                        ("to", "Bea".into()),
                    ],
                );
                assert!((SECRETS.open_move)(&gave), "{gave}");
                let plain = WORDS.say_with(
                    "eq-event-gave",
                    &[
                        ("from", "Ann".into()),
                        ("card", "♥K".into()),
                        ("to", "Bea".into()),
                    ],
                );
                assert!(!(SECRETS.open_move)(&plain), "{plain}");
                let turn = WORDS.say_with(
                    "eq-board-header-rounds",
                    &[
                        ("round", 2u32.into()),
                        ("rounds", 3u32.into()),
                        ("turn", 4u32.into()),
                    ],
                );
                assert!(!(SECRETS.reveals_all)(&turn), "{turn}");
            });
        }
    }
}
