//! Support for the wire-level tests: Tabula process, simulated players, and each registered
//! game's secrets as the fake Discord's leak watch reads them.

pub mod fuzz;
pub mod players;
pub mod process;

use fake_discord::LeakRule;

/// The leak watch's rule for `game`, from what its registry entry declares secret
/// (`present_kit::secrets::Secrets`).
pub fn leak_rule(game: &str) -> LeakRule {
    let entry = registry::GAMES
        .iter()
        .find(|e| e.engine.id() == game)
        .unwrap_or_else(|| panic!("{game} is not registered"));
    let s = entry.secrets;
    LeakRule {
        secrets: s.held,
        mentions: s.mentions,
        reveals_all: s.reveals_all,
        open_move: s.open_move,
    }
}
