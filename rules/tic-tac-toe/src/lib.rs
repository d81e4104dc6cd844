//! Tic-tac-toe with a hidden coin: Tabula's example game, the README's "How to add a game"
//! worked through. Its rules ([`rules`], the engine and its bots' hook) and how it
//! is shown in a chat ([`present`]); Tabula sees it only through [`ENTRY`], one line of the
//! registry.
//!
//! The rules in short (see [`rules`]): X and O, three in a row wins; each player holds a coin
//! dealt from the seed, seen only by them, kept or tossed again in secret before the first
//! move; a full board goes to heads over tails (equal coins draw), the coins shown at the end.
//!
//! It is registered for tests only (the registry's `example` feature, which only
//! dev-dependencies turn on), so a release build never offers it, while every shared harness
//! (menus, save and load, forged actions, timeouts, secrets, playouts, the arena, `/play`'s
//! registration and the wire tests) plays it like any other game.
pub mod present;
pub mod rules;
pub mod words;

pub use crate::rules::TicTacToe;
use game_kit::bots::arena::ArenaGame;
use present_kit::entry::Entry;
use present_kit::secrets::QuickGame;
use present_kit::session::EngineOf;

/// Tic-tac-toe as Tabula's registry lists it: at most 11 steps a game (two coins, nine
/// squares).
pub static ENTRY: Entry = Entry {
    engine: &EngineOf::<TicTacToe>::new(),
    arena: ArenaGame::new::<TicTacToe>(&[(2, 200)], 20, 100),
    secrets: present::secrets::SECRETS,
    quick: QuickGame {
        options: r#"{}"#,
        bots: 1,
        prefer: &[],
    },
};
