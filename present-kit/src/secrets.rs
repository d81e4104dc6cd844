//! What a game keeps hidden, in the words its messages use, and the shortest table it can be
//! played at: what the end-to-end tests need to know of a game, declared by the game beside its
//! presenter (only the presenter knows how a hand or a secret choice is written) and read by
//! the tests from the registry, so a new game is checked without a test naming it.
//!
//! The watch itself lives in the fake Discord: a token (a card, a coin side) that reached a
//! player's private view without being named in public must not appear in a new public line
//! while some player still holds it, unless the line reveals everything (a result) or openly
//! moves it (a card given face up).
use std::collections::BTreeSet;

/// How a game's secrets read in its messages. Plain functions of a message's text, so the
/// watch needs nothing of the game's types.
#[derive(Clone, Copy, Debug)]
pub struct Secrets {
    /// The tokens a private view shows its reader as theirs alone (empty when they hold none
    /// now), or `None` when the text is not one of the game's private views (a refusal, say).
    pub held: fn(&str) -> Option<BTreeSet<String>>,
    /// Every token of the same kind named anywhere in a text.
    pub mentions: fn(&str) -> BTreeSet<String>,
    /// Whether a public message legitimately reveals every hidden token (a result, a showdown).
    pub reveals_all: fn(&str) -> bool,
    /// Whether one public line openly moves the tokens it names out of a hand (a card given or
    /// discarded face up): a reveal, not a leak.
    pub open_move: fn(&str) -> bool,
}

/// The shortest game one person and bots can play to the end: what the end-to-end
/// tests start for every registered game.
#[derive(Clone, Copy, Debug)]
pub struct QuickGame {
    /// The lobby options, as the JSON object `/play` would send (say `{"rounds": 1}`); the
    /// tests add the bots (`bots`, `bot_level`).
    pub options: &'static str,
    /// Bots to seat besides the one person.
    pub bots: u32,
    /// Menu labels the person prefers where a game could otherwise run long (Relinquish ends
    /// in two moves when both sides end their turn at once).
    pub prefer: &'static [&'static str],
}
