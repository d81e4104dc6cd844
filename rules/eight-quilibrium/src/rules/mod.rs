//! 8-quilibrium: give cards to whoever holds the fewest, spend tokens to swap or to refuse, and
//! end the round with the most balanced 8-card hand.
//!
//! The base game (rulebook sections 1-13), the five variants of section 14 in any combination
//! with the timing of 15.B, the presets of 15.C, and matches of several rounds, with the
//! rulings in `rulings/eight-quilibrium.md` (cited as EQ-n).
//!
//! One module per job, in layers. A module imports only the layers below its own, except that
//! in the lowest layer `state` uses `options` and the others use `state`, and that the variants
//! may use [`open_stock`]. So the module graph has no cycle, which a test checks
//! (`rules/eight-quilibrium/tests/eight_quilibrium_layers.rs`).
//!
//! 1. Plain data and helpers that only read it: [`state`] (data and setup; the variants' and the
//!    match's bookkeeping in `state/`), [`options`] (variants, presets, rounds), [`actions`],
//!    [`events`] (what happened, and what each viewer sees of it), [`targeting`] (sections
//!    9-10), [`scoring`] (section 12, EQ-3) and `checks` (the checks that moves share).
//! 2. [`market`]: the four fixed slots (section 8) and Fog's face states.
//! 3. One module per variant: [`open_stock`] (14.B), which the others may use, [`team_play`]
//!    (14.A), [`wind`] (14.C), [`fog`] (14.D) and [`rank_powers`] (14.E); and [`rounds`] (the
//!    match, EQ-2).
//! 4. `flow`: the shared turn flow and 15.B's order. It calls the variants' hooks; a variant's
//!    move never calls it, but returns, and `apply` carries the turn on.
//! 5. What the engine calls: `apply` (who may act, the turn's actions), `legal`, `prompts`,
//!    [`timeout`] and [`view`] (what each viewer sees).

pub mod actions;
mod apply;
mod checks;
pub mod bots;
pub mod events;
mod flow;
pub mod fog;
mod legal;
pub mod market;
pub mod open_stock;
pub mod options;
mod prompts;
pub mod rank_powers;
pub mod rounds;
pub mod scoring;
pub mod state;
pub mod targeting;
pub mod team_play;
pub mod timeout;
pub mod view;
pub mod wind;

pub use actions::Action;
pub use events::{Event, TokenReason};
pub use options::{Options, Preset, Variant};
pub use scoring::{parse_hand, score_hand, HandScore};
pub use state::{Origin, Pending, Phase, State};
pub use view::{PhaseView, RoundResult, TurnMove, View};

use game_kit::game::{Game, Prompt, Ranking, RuleError, Seat, Viewer};

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

    fn validate_options(options: &Options, players: usize) -> Result<(), RuleError> {
        state::check_players(players)?;
        options.validate(players)
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
        rounds::outcome(state)
    }
}

/// The bots' hooks ([`game_kit::bots`]); the work is in `bot`, so that only this root module
/// names the engine type and the layers stay acyclic.
impl game_kit::bots::Determinize for EightQuilibrium {
    type Memory = bots::Memory;
    const REMEMBERS: bool = true;

    fn remember(memory: &mut bots::Memory, _seat: Seat, event: &Event) {
        bots::remember(memory, event)
    }

    fn determinize(
        state: &State,
        seat: Seat,
        memory: &bots::Memory,
        rng: &mut game_kit::bots::SearchRng,
    ) -> State {
        bots::determinize(state, seat, memory, rng)
    }

    fn playout_action(
        state: &State,
        seat: Seat,
        actions: &[Action],
        rng: &mut game_kit::bots::SearchRng,
    ) -> usize {
        bots::playout_action(state, seat, actions, rng)
    }

    /// Every combination of variants at every table size they allow, every preset, and a match
    /// of several rounds (EQ-2).
    fn variants() -> Vec<(Options, usize)> {
        let mut out = Vec::new();
        for variants in Variant::combinations() {
            for players in Self::PLAYERS.0..=Self::PLAYERS.1 {
                let o = Options::default().with(&variants);
                if Self::validate_options(&o, players).is_ok() {
                    out.push((o, players));
                }
            }
        }
        for p in Preset::ALL {
            for &players in p.players() {
                out.push((Options::preset(p), players));
            }
        }
        out.push((Options::default().rounds(3), 3));
        out
    }

    /// Other hands in another order, the state's RNG reseeded.
    fn rehide(state: &mut State, _seat: Seat, rng: &mut game_kit::bots::SearchRng) {
        bots::rehide(state, rng)
    }
}
