//! Relinquish: its rules ([`rules`], the engine and its bots' hooks) and how it is
//! shown and played in a chat ([`present`]), with its data, pictures and tests. Tabula sees
//! the game only through [`ENTRY`], one line of the registry.
#[macro_use]
mod words;
pub mod present;
pub mod rules;

pub use crate::rules::Relinquish;
use game_kit::bots::arena::ArenaGame;
use present_kit::entry::Entry;
use present_kit::secrets::QuickGame;
use present_kit::session::EngineOf;

/// Relinquish as Tabula's registry lists it.
pub static ENTRY: Entry = Entry {
    engine: &EngineOf::<Relinquish>::new(),
    arena: ArenaGame::new::<Relinquish>(&[(2, 300)], 40, 20_000),
    secrets: present::secrets::SECRETS,
    quick: QuickGame {
        options: r#"{"short": "yes"}"#,
        bots: 1,
        // Both sides ending their turn at once ends a short game in two moves.
        prefer: &["Populate", "Summon"],
    },
};
