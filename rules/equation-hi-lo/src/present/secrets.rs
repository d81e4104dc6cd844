//! What is secret in Equation Hi-Lo, as its messages name it: each player's closed card,
//! shown only in their private view ("Your closed card: **Gold 7** (only you see it)") until the
//! showdown.

use present_kit::secrets::Secrets;
use std::collections::BTreeSet;

const SUITS: [&str; 4] = ["Gold", "Silver", "Bronze", "Black"];

/// Every number card named in `text` (`Gold 7`, `Black 10` ...).
pub fn cards(text: &str) -> BTreeSet<String> {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(2)
        .filter(|w| SUITS.contains(&w[0]) && w[1].parse::<u8>().is_ok_and(|n| n <= 10))
        .map(|w| format!("{} {}", w[0], w[1]))
        .collect()
}

/// The closed card of a private view; empty for a view without one (a player who is out),
/// `None` for a message that is not a view (a refusal).
pub fn closed(text: &str) -> Option<BTreeSet<String>> {
    match text.lines().find(|l| l.starts_with("Your closed card:")) {
        Some(line) => Some(cards(
            line.split("(only you see it)").next().unwrap_or(line),
        )),
        None => text.contains("**Equation Hi-Lo**").then(BTreeSet::new),
    }
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: closed,
    mentions: cards,
    // The showdown shows the live players' closed cards, each as "<name> (closed <card>)",
    // in its text and in its picture's alt text; the result ends the game.
    reveals_all: |t| {
        t.contains("**Showdown") || t.contains("(closed ") || t.contains("Final scores")
    },
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
    }
}
