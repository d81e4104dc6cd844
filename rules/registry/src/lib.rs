//! The registry: every game Tabula hosts, one line each, in the order `/play` lists them.
//! Everything that needs "all games" reads [`GAMES`]: the slash commands, the core's lookups,
//! `/rules` and `/games`, the arena, `tabula local`, and the shared test harnesses.
use game_kit::bots::arena::ArenaGame;
pub use present_kit::entry::Entry;
use present_kit::session::Engine;

/// Every game, in the order `/play` lists them.
pub static GAMES: &[&Entry] = &[
    &eight_quilibrium::ENTRY,
    &equation_hi_lo::ENTRY,
    &equilibrix::ENTRY,
    &relinquish::ENTRY,
    &quinox::ENTRY,
    #[cfg(feature = "example")]
    &tic_tac_toe::ENTRY,
];

/// Every game's engine, in registry order.
pub fn engines() -> impl Iterator<Item = &'static dyn Engine> {
    GAMES.iter().map(|e| e.engine)
}

/// Looks a game up by id (`eight-quilibrium`) or by its display name, ignoring case.
pub fn find(name: &str) -> Option<&'static dyn Engine> {
    let wanted = name.trim().to_ascii_lowercase();
    engines().find(|g| g.id() == wanted || g.name().to_ascii_lowercase() == wanted)
}

/// The game that declares the slash command `name` (a game's own tool, e.g. `/score`). A
/// command's name is the same in every language, so English's list is asked.
pub fn tool_owner(name: &str) -> Option<&'static dyn Engine> {
    engines().find(|g| {
        g.tools(present_kit::words::Lang::En)
            .iter()
            .any(|t| t.name == name)
    })
}

/// The arena's side of every game, in registry order.
pub fn arena_games() -> impl Iterator<Item = &'static ArenaGame> {
    GAMES.iter().map(|e| &e.arena)
}

/// The arena's side of the game with this id.
pub fn arena_game(id: &str) -> Option<&'static ArenaGame> {
    arena_games().find(|g| g.id == id)
}
