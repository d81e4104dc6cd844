//! The game state: board, pool, bag, supplies, effects aimed at a turn, and where play stands.
//!
//! Every field is public so tests can build exact positions; [`State::blank`] gives a table
//! with only the Stone, every tile in the bag and the colours chosen, ready to fill.

use super::board::{Board, Piece};
use super::hex::Hex;
use super::tiles::{Face, TileId};
use game_kit::game::Seat;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A tile in the pool (or chosen, or drawn by SPEED) with its new-tile penalty token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolTile {
    pub tile: TileId,
    /// The point token a tile gets when drawn (rulebook "New Tile Penalty"); whoever plays it
    /// gives it to the opponent.
    pub token: bool,
}

/// A tile to be played this turn: chosen from the pool, or drawn by SPEED (which must be
/// played at once, before anything else, Q-15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InHand {
    pub tile: TileId,
    pub token: bool,
    /// Drawn by SPEED: played next, free of MAP.
    pub drawn: bool,
}

/// The yellow effects aimed at one turn (MAP, DESTINY, FAMINE; ).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aimed {
    /// MAP's spaces not yet played into.
    pub map: Vec<Hex>,
    /// DESTINY's two named tiles.
    pub destiny: Vec<TileId>,
    /// FAMINE: a one-tile turn.
    pub famine: bool,
}

impl Aimed {
    pub fn is_empty(&self) -> bool {
        self.map.is_empty() && self.destiny.is_empty() && !self.famine
    }
}

/// A red or yellow action waiting for the player's choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// The tile acting (MIRROR when it copies, Q-10).
    pub actor: TileId,
    /// Where it acts from.
    pub origin: Hex,
    /// The tile whose action is carried out (the copied tile when MIRROR copies).
    pub text: TileId,
    /// Spaces picked so far.
    #[serde(default)]
    pub picks: Vec<Hex>,
    /// Tiles named so far (DESTINY).
    #[serde(default)]
    pub names: Vec<TileId>,
}

/// The step of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum TurnStep {
    /// Which of the chosen tiles to play next.
    Tile,
    /// Which face `tile` shows.
    Face { tile: TileId },
    /// Where `tile` goes.
    Space { tile: TileId, face: Face },
    /// The choices of a placed tile's action.
    Target(Choice),
}

/// Where play stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum Phase {
    /// The second player chooses a colour.
    ChooseColour { seat: Seat },
    /// The active player names the pool tiles of the turn.
    Choose,
    /// Playing the chosen tiles.
    Play(TurnStep),
    /// The game is over and scored.
    Over,
}

/// The final count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Final {
    /// Per seat: tiles showing the seat's face.
    pub tiles: [u32; 2],
    /// Per seat: tokens on those tiles.
    pub tokens_on_tiles: [u32; 2],
    /// Per seat: tokens in supply.
    pub supply: [u32; 2],
    /// Per seat: the total.
    pub score: [u32; 2],
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub board: Board,
    /// The pool, in the order tiles entered it.
    pub pool: Vec<PoolTile>,
    /// Chosen this turn (or drawn by SPEED) and not yet played.
    pub hand: Vec<InHand>,
    /// The bag: its order is never shown (tiles are drawn at random when drawn).
    pub bag: Vec<TileId>,
    /// Out of the game (DEATH, PEACE, VORTEX), in the order removed.
    pub removed: Vec<TileId>,
    /// Penalty tokens received, per seat.
    pub supply: [u32; 2],
    /// Each seat's face, once chosen.
    pub colours: Option<[Face; 2]>,
    /// The seat that plays first (by lot).
    pub first: Seat,
    /// The colour the first player got by lot: the chooser's timeout default is the other one.
    pub lot: Face,
    pub active: Seat,
    /// 1 for the first turn.
    pub turn: u32,
    /// Tiles to play this turn in all (1 or 2), fixed when the turn starts.
    pub turn_size: usize,
    pub phase: Phase,
    /// MAP / DESTINY / FAMINE binding the current turn.
    pub this_turn: Aimed,
    /// MAP / DESTINY / FAMINE aimed at the next turn (the opponent's).
    pub next_turn: Aimed,
    /// Tiles placed this turn, and in the previous turn (for highlighting).
    pub placed: Vec<TileId>,
    pub placed_before: Vec<TileId>,
    pub result: Option<Final>,
    pub rng: ChaCha8Rng,
}

impl State {
    /// The Stone alone in the centre, every tile in the bag (data-file order), seat 0 first
    /// and black, seat 1 white, seat 0 to choose its turn's tiles on turn 2 (a two-tile turn).
    pub fn blank(seed: u64) -> State {
        State {
            board: Board::from([(Hex::CENTRE, Piece::Stone)]),
            pool: Vec::new(),
            hand: Vec::new(),
            bag: TileId::all().collect(),
            removed: Vec::new(),
            supply: [0, 0],
            colours: Some([Face::Black, Face::White]),
            first: 0,
            lot: Face::Black,
            active: 0,
            turn: 2,
            turn_size: 2,
            phase: Phase::Choose,
            this_turn: Aimed::default(),
            next_turn: Aimed::default(),
            placed: Vec::new(),
            placed_before: Vec::new(),
            result: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }

    /// The seat playing `face`.
    pub fn seat_of(&self, face: Face) -> Option<Seat> {
        self.colours?.iter().position(|f| *f == face)
    }

    pub fn opponent(seat: Seat) -> Seat {
        1 - seat.min(1)
    }

    /// Every tile accounted for: board, pool, hand, bag, removed (48 with the Stone).
    pub fn all_tiles(&self) -> Vec<Option<TileId>> {
        let mut v: Vec<Option<TileId>> = self.board.values().map(|p| p.tile()).collect();
        v.extend(self.pool.iter().map(|p| Some(p.tile)));
        v.extend(self.hand.iter().map(|p| Some(p.tile)));
        v.extend(self.bag.iter().map(|t| Some(*t)));
        v.extend(self.removed.iter().map(|t| Some(*t)));
        v
    }

    /// Takes `tile` out of the bag (tests: put it in the pool or on the board afterwards).
    pub fn take_from_bag(&mut self, tile: TileId) -> bool {
        match self.bag.iter().position(|t| *t == tile) {
            Some(i) => {
                self.bag.remove(i);
                true
            }
            None => false,
        }
    }

    /// Current score per seat: tiles of the seat's face, tokens on them, supply.
    pub fn scores(&self) -> [u32; 2] {
        let mut s = self.supply;
        if let Some(colours) = self.colours {
            for p in self.board.values() {
                if let Piece::Tile { face, tokens, .. } = p {
                    for (seat, colour) in colours.iter().enumerate() {
                        if colour == face {
                            s[seat] += 1 + tokens;
                        }
                    }
                }
            }
        }
        s
    }
}
