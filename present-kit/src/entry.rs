//! What a game crate exports: one value the registry lists.
use crate::session::Engine;
use game_kit::computer::arena::ArenaGame;

/// One game as the bot knows it: its type-erased engine (rules and presentation) and the
/// arena's configuration for measuring its computer players.
pub struct Entry {
    pub engine: &'static dyn Engine,
    pub arena: ArenaGame,
}
