//! Equilibrix Project: its rules ([`rules`], the engine and its bots' hooks) and how it is
//! shown and played in a chat ([`present`]), with its data, pictures and tests. Tabula sees
//! the game only through [`ENTRY`], one line of the registry.
pub mod present;
pub mod rules;
mod words;

pub use crate::rules::Equilibrix;
use game_kit::bots::arena::ArenaGame;
use present_kit::entry::Entry;
use present_kit::secrets::QuickGame;
use present_kit::session::EngineOf;

/// Equilibrix Project as Tabula's registry lists it.
pub static ENTRY: Entry = Entry {
    engine: &EngineOf::<Equilibrix>::new(),
    arena: ArenaGame::new::<Equilibrix>(&[(3, 200)], 10, 200_000),
    secrets: present::secrets::SECRETS,
    quick: QuickGame {
        options: r#"{"turns": 2}"#,
        bots: 2,
        prefer: &[],
    },
};
