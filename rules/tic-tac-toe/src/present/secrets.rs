//! What is secret in tic-tac-toe (the test-only example game), as its messages name it: each
//! player's coin, shown only in their private view ("Your coin: **heads** (only you see it)")
//! until the end reveals both ("Coins revealed: …"). A coin side named in any other public
//! line is a leak.

use present_kit::secrets::Secrets;
use std::collections::BTreeSet;

/// Every coin side named in `text` (`heads`, `tails`, in any case).
pub fn sides(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| w == "heads" || w == "tails")
        .collect()
}

/// The coin of a private view; `None` for any other message.
pub fn coin(text: &str) -> Option<BTreeSet<String>> {
    text.lines()
        .find(|l| l.starts_with("Your coin:"))
        .map(|l| sides(l.split("(only you see it)").next().unwrap_or(l)))
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: coin,
    mentions: sides,
    reveals_all: |t| t.contains("Coins revealed") || t.contains("Final scores"),
    // A coin never moves from one player to another.
    open_move: |_| false,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coin_tokens() {
        let mine = coin("Your coin: **Heads** (only you see it). You play X.\n\n**Tic-tac-toe**");
        assert_eq!(mine, Some(["heads".to_string()].into_iter().collect()));
        assert_eq!(coin("**Tic-tac-toe** · X: Ann · O: Bea"), None);
        assert_eq!(coin("It is not your turn."), None);
        let both = sides("Coins revealed: Ann heads, Bea tails.");
        assert_eq!(both.len(), 2);
        assert!(sides("Ann puts X on b2.").is_empty());
    }
}
