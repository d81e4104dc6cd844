//! The game state and the deal (EX-S1, EX-T2, EX-T3, EX-K3).
//!
//! Fields are public so tests can build exact positions. Per-seat vectors have one entry per
//! seat; [`State::check_shape`] guards a deserialised state before anything indexes it.

use super::data::{components, Size};
use super::geometry::{Field, Kind};
use super::options::Options;
use super::politics::{Map, MapField};
use super::projects::{Card, Pile};
use super::spiral::Pos;
pub use super::stone::{Stone, STONES};
use super::tree::{TreeField, TreeLayout};
use crate::words::WORDS;
use game_kit::game::{RuleError, Seat};
use game_kit::GameRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// How a positional action uses the activated rule (EX-P1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    /// Place an own stone paired with another own stone (1 positional action).
    PlaceStandard,
    /// Place an own stone paired with a coalition partner's stone (both positional actions).
    PlaceMagical,
    /// Remove an own stone paired with another own stone (1 positional action).
    RemoveStandard,
    /// Remove an own stone paired with a coalition partner's stone (both positional actions).
    RemoveMagical,
}

impl How {
    pub const ALL: [How; 4] = [
        How::PlaceStandard,
        How::PlaceMagical,
        How::RemoveStandard,
        How::RemoveMagical,
    ];
    pub fn magical(self) -> bool {
        matches!(self, How::PlaceMagical | How::RemoveMagical)
    }
    pub fn places(self) -> bool {
        matches!(self, How::PlaceStandard | How::PlaceMagical)
    }
    /// Positional actions it costs.
    pub fn cost(self) -> u8 {
        if self.magical() {
            2
        } else {
            1
        }
    }
}

/// Where the active player is inside their turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum TurnStep {
    /// Between actions: move on the Tree (a positional action), develop (the political action),
    /// report a project, or end the turn.
    Idle,
    /// The Vitruvian has moved: choose how to use the rule, or leave the stone out.
    Moved,
    /// Choose the field for the chosen use.
    Chosen { how: How },
    /// The political action after developing: up to three new relations.
    Recruiting { placed: Vec<(Seat, MapField)> },
}

/// The active player's turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    /// Positional actions left; the one in progress (steps `Moved`, `Chosen`) still counts, so
    /// a magical use is possible while this is 2.
    pub positional_left: u8,
    pub political_done: bool,
    /// The Tree field where the Vitruvian began the turn (not available this turn, EX-G4).
    pub began_on: Option<TreeField>,
    pub step: TurnStep,
    /// Where the Vitruvian stood before the move of the positional action in progress (steps
    /// `Moved` and `Chosen`), so that `Back`, ending the turn or a timeout can put it back:
    /// a Tree move never stands without its stone (EX-G9). Recorded only under those rules
    /// ([`super::options::Rules::move_with_stone`]); absent between actions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before_move: Option<BeforeMove>,
}

/// Where a Vitruvian stood before a Tree move: a field, or off the Tree before its first
/// placement (EX-T4). A struct rather than a nested `Option` so that "off the Tree" survives
/// JSON (`{"on_tree": null}`), distinct from "not recorded" (no `before_move` at all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BeforeMove {
    pub on_tree: Option<TreeField>,
}

impl Turn {
    pub fn new(seat: Seat, began_on: Option<TreeField>) -> Turn {
        Turn {
            seat,
            positional_left: 2,
            political_done: false,
            began_on,
            step: TurnStep::Idle,
            before_move: None,
        }
    }
}

/// A tax owed for crossing a spiral node (EX-K1, EX-G5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tax {
    /// Whose Vitruvian crossed the node.
    pub mover: Seat,
    /// The node (the field it follows).
    pub node: u8,
    /// Stones still to return.
    pub stones: u8,
    /// Who returns them; `None` while the mover decides whether to call charity.
    pub payer: Option<Seat>,
    /// The best-placed other player at the moment the mover crossed, who pays if the mover
    /// calls charity (only when the mover crossed last; EX-G5, EX-G8).
    pub leader: Option<Seat>,
    /// Whether this tax has been answered in part (charity decided or a stone returned): the
    /// decision then awaited continues the same prompt, while a tax not yet begun is a prompt
    /// of its own with its own deadline ([`game_kit::Game::continues_timeout`]).
    #[serde(default)]
    pub begun: bool,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A Vitruvian reached the centre of the spiral (EX-K2).
    Centre,
    /// The round limit passed (EX-K5).
    TurnLimit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Over {
    pub winner: Option<Seat>,
    pub reason: EndReason,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The options the game was dealt with, with the rules it is played by ([`super::options::Rules`]).
    #[serde(serialize_with = "super::options::as_dealt")]
    pub options: Options,
    /// `board[field]`: the stone on each field.
    pub board: Vec<Option<Stone>>,
    /// The age the next placed stone gets.
    pub next_age: u32,
    pub tree: TreeLayout,
    /// `on_tree[seat]`: where each Vitruvian stands on the Tree (none before its first move).
    pub on_tree: Vec<Option<TreeField>>,
    /// `maps[seat]`: each player's political map.
    pub maps: Vec<Map>,
    /// `spiral[seat]`: each player's scoring position.
    pub spiral: Vec<Pos>,
    /// Small, medium and large piles, indexed by [`Size::index`].
    pub piles: Vec<Pile>,
    pub turn: Turn,
    /// 1-based round number.
    pub round: u32,
    /// Taxes still to pay, first in front.
    pub taxes: VecDeque<Tax>,
    /// Fields changed by the last action (for the picture's highlight).
    pub last_changed: Vec<Field>,
    pub over: Option<Over>,
}

impl State {
    pub fn players(&self) -> usize {
        self.spiral.len()
    }
    pub fn is_over(&self) -> bool {
        self.over.is_some()
    }
    pub fn stone(&self, f: Field) -> Option<Stone> {
        self.board.get(f.index()).copied().flatten()
    }
    /// Stones of `seat` on the board, by kind.
    pub fn on_board(&self, seat: Seat) -> [u8; 2] {
        let mut n = [0u8; 2];
        for f in Field::all() {
            if self.stone(f).is_some_and(|s| s.owner == seat) {
                n[f.kind().index()] += 1;
            }
        }
        n
    }
    /// Stones of `seat` in stock, by kind.
    pub fn stock(&self, seat: Seat) -> [u8; 2] {
        let b = self.on_board(seat);
        [
            STONES[0].saturating_sub(b[0]),
            STONES[1].saturating_sub(b[1]),
        ]
    }
    pub fn stock_of(&self, seat: Seat, kind: Kind) -> u8 {
        self.stock(seat)[kind.index()]
    }
    /// The active player's coalition partners.
    pub fn partners(&self) -> Vec<Seat> {
        self.maps
            .get(self.turn.seat)
            .map(|m| m.coalition())
            .unwrap_or_default()
    }
    /// The commissioned shape of each size.
    pub fn commissioned(&self, size: Size) -> Option<u8> {
        self.piles
            .get(size.index())
            .map(|p| p.commissioned.shape(size))
    }

    /// Guards states that came from storage: per-seat vectors agree, indices are in range.
    pub fn check_shape(&self) -> Result<(), RuleError> {
        let n = self.players();
        let bad = || Err(RuleError::new(WORDS.say("ex-damaged")));
        if !(3..=6).contains(&n)
            || self.on_tree.len() != n
            || self.maps.len() != n
            || self.board.len() != Field::all().count()
            || self.piles.len() != 3
            || self.turn.seat >= n
        {
            return bad();
        }
        let c = components();
        if self
            .maps
            .iter()
            .any(|m| m.0.len() != c.political.fields.len() || m.0.iter().flatten().any(|&s| s >= n))
            || self.board.iter().flatten().any(|s| s.owner >= n)
            || self.taxes.iter().any(|t| {
                t.mover >= n || t.payer.is_some_and(|p| p >= n) || t.leader.is_some_and(|p| p >= n)
            })
            || self
                .on_tree
                .iter()
                .flatten()
                .chain(self.turn.began_on.iter())
                .chain(self.turn.before_move.iter().flat_map(|b| b.on_tree.iter()))
                .any(|f| f.index() >= c.tree.fields.len())
            || self.spiral.iter().any(|p| p.field > c.spiral.centre)
            || self
                .tree
                .columns
                .iter()
                .any(|&p| p as usize >= c.columns.len())
            || self.tree.top as usize >= c.rows.len()
            || self.tree.bottom as usize >= c.rows.len()
            || matches!(&self.turn.step, TurnStep::Recruiting { placed }
                if placed.iter().any(|(s, f)| *s >= n || f.index() >= c.political.fields.len()))
            // Under EX-G9 every move records where the Vitruvian stood, to put it back.
            || (self.options.rules.move_with_stone()
                && matches!(self.turn.step, TurnStep::Moved | TurnStep::Chosen { .. })
                && self.turn.before_move.is_none())
        {
            return bad();
        }
        for (i, p) in self.piles.iter().enumerate() {
            let cards = c.cards[i].len() as u8;
            if std::iter::once(&p.commissioned)
                .chain(p.rest.iter())
                .any(|card| card.card >= cards || card.side > 1)
            {
                return bad();
            }
        }
        Ok(())
    }
}

/// Deals a new game: starting stones (EX-S1), the Tree's pieces (EX-T2, EX-T3) and the three
/// shuffled piles with random sides up (EX-K3).
pub fn setup(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
    options.validate(players)?;
    let c = components();
    let start = c
        .start
        .iter()
        .find(|s| s.players == players)
        .ok_or_else(|| RuleError::new(WORDS.say_with("ex-no-start", &[("n", players.into())])))?;
    let mut rng = GameRng::seed_from_u64(seed);
    let mut board = vec![None; Field::all().count()];
    for (seat, fields) in start.seats.iter().enumerate() {
        for (i, f) in fields.iter().enumerate() {
            board[f.index()] = Some(Stone {
                owner: seat,
                age: i as u32,
            });
        }
    }
    let tree = TreeLayout::deal(&mut rng);
    let piles = Size::ALL
        .iter()
        .map(|size| {
            let mut cards: Vec<Card> = (0..c.cards[size.index()].len() as u8)
                .map(|card| Card {
                    card,
                    side: rng.gen_range(0..2),
                })
                .collect();
            cards.shuffle(&mut rng);
            let mut rest: VecDeque<Card> = cards.into();
            let commissioned = rest.pop_front().unwrap_or(Card { card: 0, side: 0 });
            Pile { commissioned, rest }
        })
        .collect();
    Ok(State {
        options: options.clone(),
        board,
        next_age: 3,
        tree,
        on_tree: vec![None; players],
        maps: vec![Map::empty(); players],
        spiral: vec![Pos::default(); players],
        piles,
        turn: Turn::new(0, None),
        round: 1,
        taxes: VecDeque::new(),
        last_changed: Vec::new(),
        over: None,
    })
}
