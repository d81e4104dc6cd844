//! Equilibrix Project: a political game on the Flower of Life. Players move a Vitruvian on the
//! Tree of Life to activate placement rules, place and remove stones, build commissioned
//! projects with coalition partners, surround their opponents' stones, and race to the centre
//! of the scoring spiral.
//!
//! The rulebook lost its illustrations; the game is defined by the reconstruction in
//! `rulings/equilibrix-project.md` (cited as EX-B1, EX-T3 ...; the EX-G rulings win where they
//! refine earlier ones) and the components in `data/equilibrix/` (see its README).
//!
//! One module per job: [`data`] (the embedded component files), [`geometry`] (the board,
//! labels, angles and shape placement; EX-B), [`tree`] (the Tree of Life, its pieces and
//! Vitruvian movement; EX-T), [`politics`] (the political map; EX-M), [`spiral`] (positions,
//! batch moves, nodes; EX-K1, EX-G5, EX-G6, EX-G8), [`formations`] (surround instances; EX-F),
//! [`projects`] (sites, piles and points; EX-K3, EX-D, EX-G1, EX-G2), [`options`], [`state`]
//! (the state and the deal), [`actions`], [`positional`] (EX-P1), [`scoring`] (surrounds,
//! reports, taxes, the ranking; EX-F, EX-G3, EX-K), [`flow`] (settling, the political steps,
//! the end of the turn and the round limit; EX-K5, EX-K7), `apply` (one `check` shared with
//! `legal`), `legal`, `prompts`, [`timeout`] (EX-K4, EX-K6), [`view`] and [`events`].
//!
//! # Rulings of our own
//!
//! Cases no ruling covers, decided as a player would expect:
//!
//! 1. **Cards.** Each pile's four double-sided cards pair the shapes of `projects.txt` in
//!    order (1st with 2nd, 3rd with 4th ...). At setup each pile is shuffled with a random
//!    side up; the commissioned card and the top of the pile are public, the rest is hidden.
//! 2. **A Tree move comes with its stone** (EX-G9, replacing our earlier "move without a
//!    stone"). Only moves after which a stone can be placed or removed are offered; after
//!    the move, `Back` puts the Vitruvian back and the positional action is still to play;
//!    ending the turn or a timeout before the stone puts it back too. When no move allows a
//!    stone, the positional actions left are skipped at once (`Event::PositionalSkipped`),
//!    checked whenever the player is between actions with nothing owed: at the start of the
//!    turn, and after each action, tax and the political action (which can change partners).
//!    Games begun under the earlier rules keep them ([`options::Rules`]): their options, and
//!    the options in their saved state, have no `rules`, so a game saved mid-way goes on,
//!    and an ended one replays, exactly as before EX-G9 (every move offered, `Skip` after
//!    the move, ending the turn or a timeout keeps the move, nothing skipped at once). A new
//!    table, a rematch included, is played under [`options::Rules::CURRENT`].
//! 3. **No political action inside a positional one.** The political action, reports and the
//!    second positional action start only between actions (after the stone or the skip).
//! 4. **A Vitruvian that cannot move** (no available field, no jump) is a case of ruling 2's
//!    "no move allows a stone": its positional actions left are skipped at once. (With the
//!    Tree of the data and at most six Vitruvians this cannot happen, but the engine does not
//!    rely on it.)
//! 5. **Ending the turn.** `EndTurn` is always possible in the active player's turn (except
//!    while a tax is being settled): positional actions left are declined and the obligatory
//!    development is done if it was not. The turn also ends by itself once both positional
//!    actions and the political action are used and no commissioned project can be reported;
//!    while one can, the player reports or ends the turn.
//! 6. **A double map field** filled "at once" (EX-M1) means within one political action: a
//!    second Vitruvian may join `CD` only if the first came in the same action, and the
//!    coalition limit of two partners counts every placement.
//! 7. **Taxes of one scoring event** (a surround batch, or a report's two batches) are owed
//!    after all its moves, in move order. Whether the mover crossed "last" and who may be named
//!    to pay are judged at the moment that mover crossed, not after the batch (EX-G8): movers
//!    later in the batch have not moved yet. A payer with no stone on the board pays nothing.
//! 8. **Small projects score no voluntary points** (they have no voluntary fields, EX-D).
//! 9. **Project ties beyond the rulebook's**: after the reporter and the worse spiral
//!    position (EX-K3), seat order from the reporter decides; the same order breaks ties of
//!    the batch order after EX-G6's criteria.
//! 10. **The round limit** (EX-K5) ends the game with no winner of the centre; every seat is
//!     ranked by spiral position, seats still off the spiral share the last place.
//! 11. **Surrounds score only on a placement** by the active player (standard or magical); a
//!     removal or a tax never completes one, and a ring closed while neither condition held
//!     never scores later.
//! 12. **Charity is asked whenever the mover crossed last** (judged as in 7), even if the
//!     player it would name has no stone on the board; that player then pays nothing.
//! 13. **A Vitruvian still off the Tree** (its owner skipped every positional action so far)
//!     gets the free placement of EX-T4 at its next positional action.
//! 14. **Taxes and charity are decisions of their payer** even outside their turn (prompt kind
//!     `Decision`), so a timed-out turn never waits on another seat's tax.
//! 15. **Each tax is a prompt of its own** (issue 25): a timeout answers the tax that timed out
//!     (charity not called, then its stones, oldest first); the next tax, even of the same
//!     seat, waits for its own deadline ([`Game::continues_timeout`]).
//!
//! # For a presenter
//!
//! Every menu is `legal(state, seat)` at the current step; each entry is one [`Action`]:
//!
//! | step (`View::turn.step`) | menu |
//! |---|---|
//! | `idle` | `Move` to each Tree field offered (only those that allow a stone), `Develop` (until done), one `Report` per completable site of each commissioned card, `EndTurn` |
//! | `moved` | `Choose` each use of the rule that has a field, `Back` (undo the move; `Skip` instead under the earlier rules, ruling 2: `View::turn.bare_moves`), `EndTurn` |
//! | `chosen` | `Stone` on each allowed field (group by [`Field::node_label`] past 25), `Back`, `EndTurn` |
//! | `recruiting` | `Recruit` each available Vitruvian on each allowed circle, `DoneRecruiting`, `EndTurn` |
//! | a tax (`View::taxes[0]`) | to the mover who crossed last: `Charity { call }`; then to the payer: `PayTax` on each own stone |
//!
//! Labels parse with [`Field::parse`], [`TreeField::parse`] and [`MapField::parse`] (case
//! ignored), so a typed answer becomes the same action. The [`View`] holds the board
//! (`stones`, `stock`), the Tree with each field's rule and occupants, every political map,
//! the spiral, the three projects (commissioned, next, pile size), the turn with its step and
//! active rule, owed taxes and the fields changed last. [`Event`]s are all public.

pub mod actions;
mod apply;
pub mod bots;
pub mod data;
pub mod events;
pub mod flow;
mod format;
pub mod formations;
pub mod geometry;
mod legal;
pub mod options;
pub mod politics;
pub mod positional;
pub mod projects;
mod prompts;
pub mod scoring;
pub mod spiral;
pub mod state;
mod stone;
pub mod timeout;
pub mod tree;
pub mod view;

pub use actions::Action;
pub use apply::check;
pub use data::{Combination, Size};
pub use events::Event;
pub use geometry::{Field, Kind};
pub use options::{Options, Rules};
pub use politics::{Map, MapField};
pub use spiral::Pos;
pub use state::{BeforeMove, EndReason, How, Over, State, Stone, Tax, Turn, TurnStep};
pub use tree::TreeField;
pub use view::View;

use game_kit::game::{Game, Prompt, Ranking, RuleError, Seat, Viewer};

/// The Equilibrix Project engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Equilibrix;

impl Game for Equilibrix {
    const ID: &'static str = "equilibrix-project";
    const NAME: &'static str = "Equilibrix Project";
    const PLAYERS: (usize, usize) = options::PLAYERS;

    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn validate_options(options: &Options, players: usize) -> Result<(), RuleError> {
        options.validate(players)
    }

    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
        state::setup(options, players, seed)
    }

    fn prompts(state: &State) -> Vec<Prompt> {
        prompts::prompts(state)
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

    /// Each tax is a prompt of its own (issue 25): a timeout settles the tax that timed out
    /// (its charity question and all its stones), never the next one, even of the same seat.
    fn continues_timeout(state: &State, seat: Seat) -> bool {
        timeout::continues_timeout(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        events::redact(event, viewer)
    }

    fn outcome(state: &State) -> Option<Ranking> {
        state.is_over().then(|| scoring::ranking(state))
    }
}
