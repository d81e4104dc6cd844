//! Quinox: two players lay double-sided hex tiles around the grey Stone, each tile acting as it
//! lands; at the end, the tiles showing one's face and the tokens on them and in one's supply
//! score.
//!
//! The rulebook with its rulings, cited as Q-n
//! (Q-17 onwards win where they refine earlier ones) and Q-P1..Q-P11 for the purple tiles.
//!
//! # Modules
//!
//! - [`hex`]: axial geometry, SWORD arcs, SPEAR lines, MACE triangles, labels like `m50`
//!
//! - [`tiles`]: the 47 tiles read from the crate's `data/tiles.txt` and the effect vocabulary;
//! - [`board`]: pieces on spaces, free spaces, contiguity, protection (Q-20, Q-P1, Q-P9,
//!   Q-P10, Q-P11);
//! - [`state`], [`actions`], [`events`];
//! - [`placement`]: where a tile may go, restrictions and their conflicts,
//!   and which pool tiles a turn may choose (DESTINY, FAMINE);
//! - [`effects`]: red and yellow actions, their offers and results (Q-2, Q-9, Q-10, Q-15,
//!
//! - `checks`: SHEEP, WOLF, CROW, ROOSTER after every placement;
//! - `turn`: set-up, the turn, its end and the game's end;
//! - [`scoring`]: blue actions in ascending number, MAGIC, the count;
//! - `apply` and `legal` (one list, so they agree), [`timeout`] (prompts and defaults, Q-12,
//!   Q-24), [`view`].
//!
//! # For a presenter
//!
//! Call [`Quinox::legal`](game_kit::Game::legal) for the prompted seat and offer its actions as a
//! menu; [`view::View::step`] says what the step is about (its `ask` for a target step) and
//! [`view::View::spaces`] lists where the pending tile may go (the spaces to label on the
//! picture). Steps of a turn: `Choose` (at most 21 options) → `Tile` (skipped when one tile
//! can go) → `Face` (+ `Back`) → `Place` (+ `Back`; typically 10-40 spaces, in coordinate
//! order) → for a red or yellow tile with a choice, `Pick` one space at a time (pairs and
//! HOOK take two picks, MIRROR one pick then the copied tile's own choice), `Pattern` or
//! `Name` (DESTINY: twice, 46 options). A typed label is `label.parse::<Hex>()`.
//!
//! # Rulings of our own
//!
//! Cases no ruling covers, decided as a player would expect:
//!
//! 1. **Labels.** The Stone's starting space is `m50`; columns are letters (`a`..`z` around
//!    it, two letters further out), rows are `r + 50`. See [`hex`].
//! 2. **Every action with a choice asks**, even when only one option exists, so the player
//!    always sees what the tile does; an action with nothing to act on reports
//!    [`Event::NoTarget`] and the turn goes on.
//! 3. **Equal patterns merge.** SWORD, SPEAR and MACE are offered as the sets of tiles they
//!    would flip; two patterns flipping the same tiles are one option.
//! 4. **Swaps and moves may involve the Stone** (Q-3) but never JEWEL; DOOR and KEY never
//!    pick the acting tile itself, TREATY picks two different neighbours.
//! 5. **DEATH and EXILE never remove the Stone** (Q-3) nor JEWEL (Q-P9), nor themselves.
//! 6. **MIRROR does not copy another MIRROR-type tile** (there is one MIRROR; a copy of a copy
//!    could loop). A MIRROR with no red or yellow neighbour reports `NoTarget`. A MIRROR
//!    copying DESTINY names neither DESTINY nor MIRROR, which acts.
//! 7. **MAP's spaces** are any two distinct free spaces next to the board when named; each pool
//!    placement of the next turn that lands on one uses it up. A placement that MAP could not
//!    bind (conflict, Q-17) leaves both spaces for the next one. A MAP none of whose spaces
//!    is still legal (empty and next to the board) has lapsed: it binds nothing, so it
//!    is no clash either, and the view no longer lists its taken spaces.
//! 8. **SPEED with an empty bag** draws nothing ([`Event::SpeedDrawn`] with `None`).
//! 9. **WIND** sends back only the unchosen pool (FAQ); the chosen tile still to play stays
//!    in hand. The next refill then draws a whole new pool, each tile with a token.
//! 10. **The pool's tokens** are cleared at the end of every turn; a chosen tile keeps its
//!     token until it is played, and a tile sent back by WIND or EXILE loses its token.
//! 11. **Back** is allowed before the tile is placed (face, or which chosen tile); once placed,
//!     the tile's action must be completed.
//! 12. **The end-of-placement checks run once per placement after its action**, including when
//!     the action waited for choices; MIRROR's copy is part of MIRROR's placement.
//! 13. **Blue actions on a tile beside MAGIC**: the tile's own action does nothing to itself
//!     (SNOW next to MAGIC stays as it is, TOWER next to MAGIC gains nothing), in line with
//!     Q-19 ("no token gained").
//! 14. **Scores in the view during play** count tiles, tokens and supplies as they stand,
//!     before any blue action.

pub mod actions;
mod apply;
pub mod board;
pub mod bots;
mod checks;
pub mod effects;
pub mod events;
pub mod hex;
mod legal;
pub mod placement;
pub mod scoring;
pub mod state;
pub mod tiles;
pub mod timeout;
mod turn;
pub mod view;

pub use actions::Action;
pub use board::{Board, Piece};
pub use events::{Event, Restriction};
pub use hex::Hex;
pub use state::{Aimed, Choice, Final, InHand, Phase, PoolTile, State, TurnStep};
pub use tiles::{catalogue, Colour, Effect, Face, Pattern, TileDef, TileId};
pub use turn::POOL;
pub use view::{Ask, CellView, PoolView, StepView, View};

use game_kit::game::{Game, Prompt, Ranking, RuleError, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Quinox has no lobby options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// The Quinox engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quinox;

impl Game for Quinox {
    const ID: &'static str = "quinox";
    const NAME: &'static str = "Quinox";
    const PLAYERS: (usize, usize) = (2, 2);

    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn validate_options(_: &Options, players: usize) -> Result<(), RuleError> {
        if players == 2 {
            Ok(())
        } else {
            Err(RuleError::new(crate::words::WORDS.say("qx-two-players")))
        }
    }

    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
        Self::validate_options(options, players)?;
        Ok(turn::setup(seed))
    }

    fn prompts(state: &State) -> Vec<Prompt> {
        timeout::prompts(state)
    }

    fn legal(state: &State, seat: Seat) -> Vec<Action> {
        legal::legal(state, seat)
    }

    fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        apply::apply(state, seat, action)
    }

    fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
        timeout::timeout_action(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        events::redact(event, viewer)
    }

    fn outcome(state: &State) -> Option<Ranking> {
        scoring::ranking(state)
    }
}
