//! What a game crate exports: one value the registry lists.
use crate::secrets::{QuickGame, Secrets};
use crate::session::Engine;
use game_kit::bots::arena::ArenaGame;

/// One game as Tabula knows it: its type-erased engine (rules and presentation), the arena's
/// configuration for measuring its bots, and what end-to-end tests need to know of
/// it (what it keeps secret, its shortest game).
pub struct Entry {
    pub engine: &'static dyn Engine,
    pub arena: ArenaGame,
    pub secrets: Secrets,
    pub quick: QuickGame,
}
