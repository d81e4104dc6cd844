//! What a player can do. Every input (a menu pick, a typed label, a script line) becomes one
//! [`Action`]; actions may be forged, so `apply` accepts only what `legal` lists.
//!
//! A turn is a sequence of small steps, each one a menu:
//!
//! 1. [`Action::Choose`] the turn's pool tiles (both at once, before playing either);
//! 2. for each tile: [`Action::Tile`] (which chosen tile next; skipped when only one can go),
//!    [`Action::Face`], [`Action::Place`];
//! 3. then, if its red or yellow action has a choice, [`Action::Pick`] (one space at a time:
//!    pairs take two picks), [`Action::Pattern`] (SWORD, SPEAR, MACE) or [`Action::Name`]
//!    (DESTINY, twice).
//!
//! [`Action::Back`] undoes the tile or face step before the tile is placed.

use super::hex::Hex;
use super::tiles::{Face, TileId};
use serde::{Deserialize, Serialize};

/// One step by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// The second player's colour.
    Colour { face: Face },
    /// The pool tiles of this turn: two (one on the first turn, under FAMINE, or when one is
    /// left), in any order; DESTINY's named tiles in the pool must be among them.
    Choose { tiles: Vec<TileId> },
    /// Which chosen tile to play next.
    Tile { tile: TileId },
    /// The face the tile shows (either, whatever one's colour).
    Face { face: Face },
    /// The space the tile goes to.
    Place { at: Hex },
    /// One space for the placed tile's action: a tile to flip, swap, move, remove or copy, a
    /// HOOK destination, a MAP space.
    Pick { at: Hex },
    /// SWORD / SPEAR / MACE: the tiles the chosen pattern flips (sorted in coordinate order).
    Pattern { tiles: Vec<Hex> },
    /// DESTINY: one tile named (two in all).
    Name { tile: TileId },
    /// Undo the face or the tile chosen for the next placement.
    Back,
}

impl Action {
    /// The same action in the form `legal` lists it (chosen tiles and pattern tiles sorted).
    pub fn normalized(&self, pool_order: &[TileId]) -> Action {
        let mut a = self.clone();
        match &mut a {
            Action::Choose { tiles } => {
                tiles.sort_by_key(|t| pool_order.iter().position(|p| p == t));
            }
            Action::Pattern { tiles } => tiles.sort(),
            _ => {}
        }
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_serialise_readably() {
        let a = Action::Choose {
            tiles: vec![
                TileId::named("sword").unwrap(),
                TileId::named("KEY").unwrap(),
            ],
        };
        let json = serde_json::to_value(&a).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"type": "choose", "tiles": ["SWORD", "KEY"]})
        );
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), a);
        let p = Action::Place {
            at: "c4".parse().unwrap(),
        };
        assert_eq!(
            serde_json::to_value(&p).unwrap(),
            serde_json::json!({"type": "place", "at": "c4"})
        );
    }
}
