//! What is secret in Quinox, as its messages name it: nothing but the bag's order.
//! The pool, the board, the chosen tiles and every event are public, so a private view holds
//! no secret of its own; the rule still reads every message, and the tile names it finds are
//! what a leak of the bag would have to name.

use present_kit::secrets::Secrets;
use std::collections::BTreeSet;

/// Every tile named in `text` (names are written in capitals: `SWORD`, `KEY`).
pub fn tiles(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| crate::rules::TileId::named(w).is_some_and(|t| t.name() == *w))
        .map(str::to_string)
        .collect()
}

/// A Quinox private view holds nothing only its reader may see; `None` for other messages.
pub fn secrets(text: &str) -> Option<BTreeSet<String>> {
    text.contains("**Quinox**").then(BTreeSet::new)
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: secrets,
    mentions: tiles,
    reveals_all: |t| t.contains("Final scores"),
    open_move: |_| false,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_tokens() {
        let found = tiles("Ann places SWORD at n49; KEY (yellow) · sword Swords STONE");
        let expected: BTreeSet<String> = ["SWORD", "KEY"].iter().map(|s| s.to_string()).collect();
        assert_eq!(found, expected);
        assert_eq!(secrets("That moment has passed."), None);
        assert_eq!(secrets("**Quinox** · turn 3"), Some(BTreeSet::new()));
    }
}
