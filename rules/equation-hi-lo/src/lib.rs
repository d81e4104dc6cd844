//! Equation Hi-Lo: its rules ([`rules`], the engine and its bots' hooks) and how it is
//! shown and played in a chat ([`present`]), with its data, pictures and tests. Tabula sees
//! the game only through [`ENTRY`], one line of the registry.
pub mod present;
pub mod rules;
pub(crate) mod words;

pub use crate::rules::EquationHiLo;
use game_kit::bots::arena::ArenaGame;
use present_kit::entry::Entry;
use present_kit::secrets::QuickGame;
use present_kit::session::EngineOf;

/// Equation Hi-Lo as Tabula's registry lists it.
pub static ENTRY: Entry = Entry {
    engine: &EngineOf::<EquationHiLo>::new(),
    arena: ArenaGame::new::<EquationHiLo>(&[(2, 1000), (4, 1000)], 160, 20_000),
    secrets: present::secrets::SECRETS,
    quick: QuickGame {
        options: r#"{"rounds": 1}"#,
        bots: 1,
        prefer: &[],
    },
};
