//! What is secret in 8-quilibrium, as its messages name it: the cards of each hand, shown
//! only in the owner's private view ("Your hand (n): ♥9 ♠10 ...").

use present_kit::secrets::Secrets;
use std::collections::BTreeSet;

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
    text.lines()
        .find(|l| l.starts_with("Your hand"))
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
    },
    // A King-Give hands a card over face up (rulebook 14.E: it is a Give, section 9).
    open_move: |line| line.contains("from their hand"),
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
}
