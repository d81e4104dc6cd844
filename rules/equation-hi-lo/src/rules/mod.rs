//! Equation Hi-Lo: bet on the equation you can build from your cards, aiming at 1 (Low), 20
//! (High) or both (Swing).
//!
//! Rulebook sections 1-15 with the rulings in `rulings/equation-hi-lo.md` (cited as HL-n).
//!
//! One module per job: [`cards`] (the deck), [`hand`], [`equation`] (typed equations, HL-6
//! spellings), [`validate`] (does it fit the cards, HL-6), [`evaluate`] (precedence, no
//! division by zero, HL-7), [`solver`] (every arrangement; best Low and High, HL-10; the HL-5
//! default), [`deal`] (sections 4-5, HL-3), [`betting`] (section 6, HL-2), [`showdown`]
//! (sections 9-11, HL-8, HL-11), [`round`] (the round flow, elimination, HL-9), `apply`,
//! `legal`, `prompts`, [`timeout`], [`view`] and [`events`] (what each viewer sees).

pub mod actions;
mod apply;
pub mod betting;
pub mod cards;
pub mod bots;
pub mod deal;
pub mod equation;
pub mod evaluate;
pub mod events;
pub mod hand;
pub mod last;
mod legal;
pub mod options;
mod prompts;
pub mod round;
pub mod showdown;
pub mod solver;
pub mod state;
pub mod timeout;
pub mod validate;
pub mod view;

pub use actions::{Action, Declaration};
pub use cards::{Card, Suit};
pub use equation::{Equation, Op, Operand};
pub use events::Event;
pub use hand::{Hand, Holding};
pub use last::{Act, LastMove};
pub use options::Options;
pub use showdown::{Settlement, Showdown, Side};
pub use state::{Phase, State};
pub use view::{PhaseView, Private, SeatStatus, SeatView, View};

use game_kit::game::{Game, Prompt, Ranking, RuleError, Seat, Viewer};

/// The Equation Hi-Lo engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EquationHiLo;

impl Game for EquationHiLo {
    const ID: &'static str = "equation-hi-lo";
    const NAME: &'static str = "Equation Hi-Lo";
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
        options.validate(players)?;
        let mut state = State::empty(options, players, seed);
        round::start_round(&mut state, &mut Vec::new())?;
        Ok(state)
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
        state.is_over().then(|| round::ranking(state))
    }
}
