//! Fog of War's bookkeeping (14.D): which Market cards lie face down. The rules that read and
//! flip it are in `fog.rs` and `market.rs`.

use game_kit::cards::Card;
use serde::{Deserialize, Serialize};

/// Fog of War's face states (14.D.1-2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FogState {
    /// The Market cards (by identity) that lie face down, including one that is being given
    /// from a face-down slot.
    pub face_down: Vec<Card>,
}
