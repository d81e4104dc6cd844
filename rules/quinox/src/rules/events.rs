//! What happened, step by step. Quinox hides nothing but the bag's order, and no event names
//! a tile still in the bag, so every viewer sees every event as it is.

use super::hex::Hex;
use super::tiles::{Face, TileId};
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Which placement restriction was set aside because the restrictions clashed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Restriction {
    Map,
    /// CHARISMA (any tile with the `attract` effect).
    Charisma,
    /// POISON (any tile with the `repel` effect).
    Poison,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// Set-up: the first player drawn by lot; the other chooses a colour.
    FirstPlayer {
        seat: Seat,
    },
    ColourChosen {
        seat: Seat,
        face: Face,
    },
    /// A turn starts: `tiles` to play (1 or 2; the view's `this_turn` says what MAP, DESTINY
    /// and FAMINE bind it).
    TurnStarted {
        seat: Seat,
        turn: u32,
        tiles: usize,
    },
    /// Tiles drawn into the pool, each with a penalty token.
    Drawn {
        tiles: Vec<TileId>,
    },
    Chosen {
        seat: Seat,
        tiles: Vec<TileId>,
    },
    /// A tile placed; `token_to` got its penalty token.
    Placed {
        seat: Seat,
        tile: TileId,
        face: Face,
        at: Hex,
        token_to: Option<Seat>,
    },
    /// Restrictions set aside for this placement because together they allowed no space.
    RestrictionsIgnored {
        ignored: Vec<Restriction>,
    },
    /// A tile changed face: by a red action, an end-of-placement check or a blue action.
    Turned {
        at: Hex,
        tile: TileId,
        face: Face,
        by: TileId,
    },
    /// Two spaces' contents traded places.
    Swapped {
        a: Hex,
        b: Hex,
        by: TileId,
    },
    /// A piece moved from one space to another (HOOK).
    Moved {
        from: Hex,
        to: Hex,
        by: TileId,
    },
    /// A tile left the board: out of the game with its tokens, or back to the bag.
    Removed {
        at: Hex,
        tile: TileId,
        to_bag: bool,
        by: TileId,
    },
    /// MIRROR copies `copied`'s action.
    Mirrored {
        copied: TileId,
    },
    /// The action found nothing it could act on (Q-2: the rest of an action is lost).
    NoTarget {
        tile: TileId,
    },
    /// MAP: the opponent's next two pool tiles go to these spaces.
    Mapped {
        spaces: Vec<Hex>,
    },
    /// DESTINY named these tiles.
    Destined {
        tiles: Vec<TileId>,
    },
    /// FAMINE: the opponent's next turn is one tile.
    Famine,
    /// SPEED drew `tile` (with its penalty token), to be played at once; `None` when the bag
    /// was empty.
    SpeedDrawn {
        tile: Option<TileId>,
    },
    /// WIND sent these pool tiles back to the bag.
    Blown {
        tiles: Vec<TileId>,
    },
    /// Tokens left on pool tiles at the end of the turn were cleared.
    PoolTokensCleared {
        count: u32,
    },
    /// A blue action put `count` tokens on the tile at `at`.
    TokensAdded {
        at: Hex,
        count: u32,
        by: TileId,
    },
    /// THEFT took `count` tokens from `from`.
    TokensTaken {
        from: Hex,
        count: u32,
        by: TileId,
    },
    /// The game ended and was scored.
    GameOver {
        scores: [u32; 2],
    },
}

/// Everything is public; the bag's order never appears in an event.
pub fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
    Some(event.clone())
}
