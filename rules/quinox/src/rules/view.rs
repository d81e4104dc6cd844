//! What a viewer sees: everything but the bag's order (only its size is shown, Q-6). Every
//! viewer gets the same view apart from [`View::viewer`].

use super::actions::Action;
use super::board::{find, Piece};
use super::effects::{offer, Offer};
use super::events::Restriction;
use super::hex::Hex;
use super::placement;
use super::state::{Aimed, Choice, Final, Phase, State, TurnStep};
use super::tiles::{Colour, Effect, Face, TileId};
use super::turn;
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    /// Every occupied space, in coordinate order.
    pub board: Vec<CellView>,
    /// The pool in pool order, with penalty tokens.
    pub pool: Vec<PoolView>,
    /// Tiles chosen this turn (or drawn by SPEED) and not played yet.
    pub hand: Vec<PoolView>,
    /// How many tiles are in the bag (never which, nor their order).
    pub bag: usize,
    /// Tiles out of the game.
    pub removed: Vec<TileId>,
    /// Penalty tokens received, per seat.
    pub supply: [u32; 2],
    /// Each seat's face, once chosen.
    pub colours: Option<[Face; 2]>,
    pub first: Seat,
    pub active: Seat,
    pub turn: u32,
    /// Tiles to play this turn (1 or 2).
    pub turn_size: usize,
    /// Scores if the game ended now, before blue actions: tiles of each face, tokens on them,
    /// supply.
    pub scores: [u32; 2],
    /// MAP / DESTINY / FAMINE binding this turn.
    pub this_turn: Aimed,
    /// MAP / DESTINY / FAMINE aimed at the next turn.
    pub next_turn: Aimed,
    /// What is awaited.
    pub step: StepView,
    /// Where the tile being placed (or the next one) may go: the spaces to label on the
    /// picture. Empty when no placement is pending.
    pub spaces: Vec<Hex>,
    /// Restrictions set aside for that placement.
    pub ignored: Vec<Restriction>,
    /// During a target choice: every space the acting tile may choose now (a single pick, or
    /// a member of a pattern it may flip), in coordinate order, to mark on the picture. Public
    /// like everything but the bag.
    #[serde(default)]
    pub targets: Vec<Hex>,
    /// Where the tiles placed this turn (or, before any, last turn) are now.
    pub recent: Vec<Hex>,
    /// The final count once the game is over.
    pub result: Option<Final>,
}

/// One occupied space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellView {
    pub at: Hex,
    /// `None` for the Stone.
    pub tile: Option<TileId>,
    /// `None` for the Stone.
    pub colour: Option<Colour>,
    /// `None` for the Stone.
    pub face: Option<Face>,
    pub tokens: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolView {
    pub tile: TileId,
    pub token: bool,
}

/// What the table waits for; the options themselves come from `legal`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum StepView {
    /// `seat` chooses black or white.
    ChooseColour {
        seat: Seat,
    },
    /// `seat` chooses `count` pool tiles; `must` are DESTINY's named tiles in the pool.
    Choose {
        seat: Seat,
        count: usize,
        must: Vec<TileId>,
    },
    /// `seat` chooses which chosen tile to play next.
    Tile {
        seat: Seat,
    },
    /// `seat` chooses the face of `tile`.
    Face {
        seat: Seat,
        tile: TileId,
    },
    /// `seat` chooses where `tile` goes, showing `face`.
    Space {
        seat: Seat,
        tile: TileId,
        face: Face,
    },
    /// `seat` makes a choice for `actor`'s action (`text`'s action when MIRROR copies it), at
    /// `origin`; `picks` and `names` are chosen so far; `ask` says what to choose next.
    Target {
        seat: Seat,
        actor: TileId,
        text: TileId,
        origin: Hex,
        picks: Vec<Hex>,
        names: Vec<TileId>,
        ask: Ask,
    },
    Over,
}

/// What a target choice asks next, for a menu's title and the board's last line: the
/// presenter words it in the reader's language (the view is made outside any language).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "ask")]
pub enum Ask {
    /// The tile to turn over.
    FlipOne,
    /// The pattern of tiles to turn over.
    FlipPattern,
    /// The first tile of the pair to turn over.
    PairFirst,
    /// The tile touching `with` to turn over.
    PairSecond { with: Hex },
    /// The tile to trade places with.
    SwapSelf,
    /// The first tile of the two to trade places.
    SwapFirst,
    /// The tile to trade places with `with`.
    SwapSecond { with: Hex },
    /// The tile to pull.
    Pull,
    /// The empty space to pull `from` into.
    PullInto { from: Hex },
    /// The tile to send back to the bag.
    ToBag,
    /// The tile to remove from the game.
    RemoveOut,
    /// The first space for the opponent's tiles.
    MapFirst,
    /// The second space for the opponent's tiles.
    MapSecond,
    /// The first tile the opponent must play.
    DestinyFirst,
    /// The second tile the opponent must play.
    DestinySecond,
    /// The tile beside it whose action to copy.
    Mirror,
    /// Any other choice, with its number of options.
    Options { n: usize },
}

/// What the choice asks next (the acting tile's name is the presenter's to add).
pub fn asking(s: &State, c: &Choice) -> Ask {
    let k = c.picks.len();
    match c.text.effect() {
        Effect::FlipOne { .. } => Ask::FlipOne,
        Effect::FlipPattern { .. } => Ask::FlipPattern,
        Effect::FlipPair if k == 0 => Ask::PairFirst,
        Effect::FlipPair => Ask::PairSecond { with: c.picks[0] },
        Effect::SwapSelf => Ask::SwapSelf,
        Effect::SwapNeighbours | Effect::SwapTouching if k == 0 => Ask::SwapFirst,
        Effect::SwapNeighbours | Effect::SwapTouching => Ask::SwapSecond { with: c.picks[0] },
        Effect::Hook if k == 0 => Ask::Pull,
        Effect::Hook => Ask::PullInto { from: c.picks[0] },
        Effect::Remove { to_bag: true } => Ask::ToBag,
        Effect::Remove { to_bag: false } => Ask::RemoveOut,
        Effect::Map if k == 0 => Ask::MapFirst,
        Effect::Map => Ask::MapSecond,
        Effect::Destiny if c.names.is_empty() => Ask::DestinyFirst,
        Effect::Destiny => Ask::DestinySecond,
        Effect::Mirror => Ask::Mirror,
        _ => Ask::Options {
            n: match offer(s, c) {
                Offer::Picks(v) => v.len(),
                Offer::Patterns(v) => v.len(),
                Offer::Names(v) => v.len(),
            },
        },
    }
}

pub fn view(s: &State, viewer: Viewer) -> View {
    let board = s
        .board
        .iter()
        .map(|(at, p)| CellView {
            at: *at,
            tile: p.tile(),
            colour: p.tile().map(TileId::colour),
            face: p.face(),
            tokens: match p {
                Piece::Stone => 0,
                Piece::Tile { tokens, .. } => *tokens,
            },
        })
        .collect();
    let seat = s.active;
    let step = match &s.phase {
        Phase::ChooseColour { seat } => StepView::ChooseColour { seat: *seat },
        Phase::Choose => StepView::Choose {
            seat,
            count: s.turn_size,
            must: s
                .pool
                .iter()
                .map(|p| p.tile)
                .filter(|t| s.this_turn.destiny.contains(t))
                .collect(),
        },
        Phase::Play(TurnStep::Tile) => StepView::Tile { seat },
        Phase::Play(TurnStep::Face { tile }) => StepView::Face { seat, tile: *tile },
        Phase::Play(TurnStep::Space { tile, face }) => StepView::Space {
            seat,
            tile: *tile,
            face: *face,
        },
        Phase::Play(TurnStep::Target(c)) => StepView::Target {
            seat,
            actor: c.actor,
            text: c.text,
            origin: c.origin,
            picks: c.picks.clone(),
            names: c.names.clone(),
            ask: asking(s, c),
        },
        Phase::Over => StepView::Over,
    };
    let next_tile = match &s.phase {
        Phase::Play(TurnStep::Face { tile } | TurnStep::Space { tile, .. }) => Some(*tile),
        Phase::Play(TurnStep::Tile) => turn::playable(s).first().copied(),
        _ => None,
    };
    let (spaces, ignored) = match next_tile {
        Some(t) => {
            let sp = placement::spaces(s, turn::from_pool(s, t));
            (sp.spaces, sp.ignored)
        }
        None => (Vec::new(), Vec::new()),
    };
    let mut targets: Vec<Hex> = match &s.phase {
        Phase::Play(TurnStep::Target(_)) => super::legal::legal(s, s.active)
            .into_iter()
            .flat_map(|a| match a {
                Action::Pick { at } => vec![at],
                Action::Pattern { tiles } => tiles,
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    };
    targets.sort();
    targets.dedup();
    let recent_tiles = if s.placed.is_empty() {
        &s.placed_before
    } else {
        &s.placed
    };
    View {
        viewer,
        board,
        pool: s
            .pool
            .iter()
            .map(|p| PoolView {
                tile: p.tile,
                token: p.token,
            })
            .collect(),
        hand: s
            .hand
            .iter()
            .map(|h| PoolView {
                tile: h.tile,
                token: h.token,
            })
            .collect(),
        bag: s.bag.len(),
        removed: s.removed.clone(),
        supply: s.supply,
        colours: s.colours,
        first: s.first,
        active: s.active,
        turn: s.turn,
        turn_size: s.turn_size,
        scores: s.result.as_ref().map_or_else(|| s.scores(), |f| f.score),
        // A mapped space taken since MAP named it binds nothing any more: it is
        // not shown as a restriction.
        this_turn: Aimed {
            map: s
                .this_turn
                .map
                .iter()
                .copied()
                .filter(|h| !s.board.contains_key(h))
                .collect(),
            ..s.this_turn.clone()
        },
        next_turn: s.next_turn.clone(),
        step,
        spaces,
        ignored,
        targets,
        recent: recent_tiles
            .iter()
            .filter_map(|t| find(&s.board, *t))
            .collect(),
        result: s.result.clone(),
    }
}
