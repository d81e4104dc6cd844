//! 8-quilibrium: give cards to whoever holds the fewest, spend tokens to swap or to refuse, and
//! end the round with the most balanced 8-card hand.
//!
//! The base game (rulebook sections 1-13) with the rulings in `rulings/eight-quilibrium.md`
//! (cited as EQ-n). Variants (section 14) are not implemented yet; [`Options`] and the [`Phase`]
//! enum are where they will plug in.
//!
//! One module per job: [`state`] (data and setup), [`actions`], [`targeting`] (sections 9-10),
//! [`market`] (section 8), `apply` (the turn flow), `legal`, `prompts`, [`timeout`],
//! [`scoring`] (section 12, EQ-3), [`view`] and [`events`] (what each viewer sees).

pub mod actions;
mod apply;
pub mod events;
mod legal;
pub mod market;
pub mod options;
mod prompts;
pub mod scoring;
pub mod state;
pub mod targeting;
pub mod timeout;
pub mod view;

pub use actions::Action;
pub use events::Event;
pub use options::Options;
pub use scoring::{parse_hand, score_hand, HandScore};
pub use state::{Origin, Phase, State};
pub use view::{PhaseView, RoundResult, View};

use crate::engine::{Game, Prompt, Ranking, RuleError, Seat, Viewer};

/// The 8-quilibrium engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EightQuilibrium;

impl Game for EightQuilibrium {
    const ID: &'static str = "eight-quilibrium";
    const NAME: &'static str = "8-quilibrium";
    const PLAYERS: (usize, usize) = (2, 6);

    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn validate_options(_options: &Options, players: usize) -> Result<(), RuleError> {
        state::check_players(players)
    }

    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
        Self::validate_options(options, players)?;
        State::deal(options, players, seed)
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

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        events::redact(event, viewer)
    }

    fn outcome(state: &State) -> Option<Ranking> {
        state.is_over().then(|| scoring::rank_hands(&state.hands).1)
    }
}
