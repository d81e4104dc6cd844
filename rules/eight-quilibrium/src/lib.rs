//! 8-quilibrium: its rules ([`rules`], the engine and its bots' hooks) and how it is
//! shown and played in a chat ([`present`]), with its data, pictures and tests. Tabula sees
//! the game only through [`ENTRY`], one line of the registry.
pub mod present;
pub mod rules;
pub(crate) mod words;

pub use crate::rules::EightQuilibrium;
use game_kit::bots::arena::ArenaGame;
use present_kit::entry::Entry;
use present_kit::secrets::QuickGame;
use present_kit::session::EngineOf;

/// 8-quilibrium as Tabula's registry lists it.
pub static ENTRY: Entry = Entry {
    engine: &EngineOf::<EightQuilibrium>::new(),
    // With 4 players at 8000 iterations (about 200 ms a move): at 2000 the bot beat random only
    // 88% of the time, at 8000 92%. With 2 players 2000 (about 15 ms a move) is kept: it already
    // beats random 93% of the time, and there 8000 played no better than its tenth (48%,
    // interval 36-61): with 2 players the search has found what it can by about 1000 iterations.
    arena: ArenaGame::new::<EightQuilibrium>(&[(2, 2000), (4, 8000)], 60, 20_000),
    secrets: present::secrets::SECRETS,
    quick: QuickGame {
        options: r#"{"rounds": 1}"#,
        bots: 1,
        prefer: &[],
    },
};
