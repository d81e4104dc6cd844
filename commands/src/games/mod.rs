//! The registry of games. To add a game: implement `rules::Game` and [`crate::present::Present`],
//! then add it to [`GAMES`]; `/play` options, lobby menus and the game's own slash commands
//! come from its presenter.
pub mod alt;
pub mod eight_quilibrium;
pub mod equation_hi_lo;
pub mod equilibrix;
pub mod quinox;
pub mod relinquish;
#[cfg(test)]
pub(crate) mod testing;
pub mod text;

use crate::session::{Engine, EngineOf};

/// Every game the bot hosts, in the order `/play` lists them.
pub static GAMES: &[&dyn Engine] = &[
    &EngineOf::<rules::eight_quilibrium::EightQuilibrium>::new(),
    &EngineOf::<rules::equation_hi_lo::EquationHiLo>::new(),
    &EngineOf::<rules::equilibrix::Equilibrix>::new(),
    &EngineOf::<rules::relinquish::Relinquish>::new(),
    &EngineOf::<rules::quinox::Quinox>::new(),
];

/// Looks a game up by id (`eight-quilibrium`) or by its display name, ignoring case.
pub fn find(name: &str) -> Option<&'static dyn Engine> {
    let wanted = name.trim().to_ascii_lowercase();
    GAMES
        .iter()
        .copied()
        .find(|g| g.id() == wanted || g.name().to_ascii_lowercase() == wanted)
}

/// The game that declares the slash command `name` (see [`crate::present::Present::tools`]).
pub fn tool_owner(name: &str) -> Option<&'static dyn Engine> {
    GAMES
        .iter()
        .copied()
        .find(|g| g.tools().iter().any(|t| t.name == name))
}
