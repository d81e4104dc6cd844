//! What is secret in Equilibrix Project, as its messages name it: nothing but the order of
//! the project piles below their next card (EX-K, `equilibrix::rules::view`). Board, Tree,
//! political maps, spiral, stocks and the commissioned and next projects are public, so a
//! private view holds no secret of its own, and no message can name a pile's hidden cards:
//! the views carry only each pile's count.

use present_kit::secrets::Secrets;
use std::collections::BTreeSet;

/// An Equilibrix private view holds nothing only its reader may see; `None` for other
/// messages.
pub fn secrets(text: &str) -> Option<BTreeSet<String>> {
    text.contains("**Equilibrix Project**").then(BTreeSet::new)
}

/// What the end-to-end tests watch public messages for (see [`Secrets`]).
pub const SECRETS: Secrets = Secrets {
    held: secrets,
    mentions: |_| BTreeSet::new(),
    reveals_all: |t| t.contains("Final scores"),
    open_move: |_| false,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_hold_no_secret() {
        assert_eq!(secrets("That moment has passed."), None);
        assert_eq!(
            secrets("**Equilibrix Project** · round 3"),
            Some(BTreeSet::new())
        );
    }
}
