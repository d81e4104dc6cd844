//! Relinquish: build a tableau of Commons and Courts, capture your opponents' Commons in
//! Battle and with Tarot Magick, and finish with the highest total of Commons.
//!
//! The rulebook (v2.2) with the rulings in `rulings/relinquish.md` (cited as RQ-n; RQ-16
//! onwards win where they refine earlier ones).
//!
//! One module per job: [`cards`] (the 78-card deck and its typed codes), [`options`],
//! [`deal`] (the deal and the first-player flip, RQ-2, RQ-23), [`state`], [`actions`],
//! [`turn`] (Arise, the end of turn, passes, the game's end; RQ-11, RQ-13), [`maneuvers`]
//! (Populate, Summon; RQ-3, RQ-4), [`abilities`] (Arcana and Finesse; RQ-6, RQ-16, RQ-18),
//! [`magick`] (Enchant, Negate, Augur, Murder, Foil; RQ-7, RQ-20, RQ-21), [`battle`] (RQ-8,
//! RQ-9, RQ-15, RQ-17, RQ-25), [`scry`] (RQ-10, RQ-15, RQ-19), [`scoring`] (RQ-11, RQ-24),
//! `apply` (one `check` shared with `legal`), `legal`, `prompts`, [`timeout`], [`view`] and
//! [`events`] (what each viewer sees).
//!
//! # Rulings of our own
//!
//! Cases no ruling covers, decided as a player would expect:
//!
//! 1. **Answer windows open whatever the hand holds.** A Negate window opens for the target
//!    and their partner, a Foil window for the answering side, whenever they hold at least one
//!    card, even with no usable Tarot: a window that opened only for holders of a Tarot would
//!    tell everyone what the hand holds. Players with an empty hand are not asked.
//! 2. **Rallies likewise.** Both clashing players are asked for a Rally unless their hand is
//!    empty (then they Rally nothing without being asked).
//! 3. **A defender without a Standing Court is not asked**: the attackers on them capture in
//!    declared order (the order cannot change which Commons are taken).
//! 4. **A scry that finds a single card** (both piles otherwise empty) keeps it without asking.
//! 5. **Acceptances stop when the scry pile runs out even if the discard pile is empty too**
//!    (there is no new scry pile, but the first one has run out all the same).
//! 6. **Capture timeout**: when the attacker does not choose among equal Commons in time, the
//!    first of them in the defender's tableau is taken.
//! 7. **Short game's leftover cards** are set aside face down (counted, not shown), unlike the
//!    face-up exile pile of flips and used Tarots.
//! 8. **Glamour and Coerce always turn their target** (Stand it if Resting, Rest it if
//!    Standing), so they always change its position as the rulebook demands.
//! 9. **Bounty by zero** (a Page of Pence lends 0, RQ-16) is allowed; it activates and changes
//!    nothing.
//! 10. **Lavish with both piles empty** is allowed and draws nothing (RQ-19).
//! 11. **A choice in progress is private.** Summoning, naming Commons for an Enchant, picking
//!     attackers and aiming an Arcana happen in steps that only the active player sees;
//!     nothing is Rested or played until the choice is confirmed, and `Back` drops it. Ending
//!     the turn (or its timeout) drops it too. Starting and dropping a choice is not an action
//!     for the pass rule.
//! 12. **The Fool's Negate names no Commons** (RQ-7); any other Negate names a subset of the
//!     named Commons adding up exactly to its Tarot, which may be non-empty only.
//! 13. **A Rally pick counts in the hand until the reveal.** The picked Common leaves the hand
//!     in the state, but every view counts it in its owner's hand until both Rallies are
//!     revealed (RQ-8), so nobody learns whether a seat rallied ([`view`]); bots sample
//!     another seat's pick afresh for the same reason.
//! 14. **One timeout, one prompt.** Each default in [`timeout`] answers only the prompt that
//!     timed out: the turn's ends the turn (RQ-12), and the Acceptance's keep (RQ-15) or a
//!     capture among equal Commons (ruling 6) is a prompt of its own, with its own deadline.
//! 15. **"No more Acceptances" is announced once** ([`Event::AcceptancesOver`]), when the scry
//!     pile first runs out; a beginner game has no Acceptances and announces nothing.

pub mod abilities;
pub mod actions;
mod apply;
mod arise;
pub mod battle;
pub mod cards;
pub mod bots;
pub mod deal;
pub mod events;
mod legal;
pub mod magick;
pub mod maneuvers;
pub mod options;
mod prompts;
pub mod scoring;
pub mod scry;
pub mod state;
pub mod terms;
pub mod timeout;
pub mod turn;
pub mod view;

pub use actions::Action;
pub use apply::check;
pub use cards::{Card, Rank, Suit};
pub use events::{ClashResult, Event};
pub use options::Options;
pub use state::{
    AfterScry, Arcana, Attacker, Battle, BattleStep, Bounty, EndReason, Phase, Placed, Played,
    Rally, Selecting, State, Turn,
};
pub use view::{BattleStepView, CardView, PhaseView, Private, SeatView, View};

use game_kit::game::{Game, Prompt, Ranking, RuleError, Seat, Viewer};

/// The Relinquish engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Relinquish;

impl Game for Relinquish {
    const ID: &'static str = "relinquish";
    const NAME: &'static str = "Relinquish";
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
        deal::setup(options, players, seed)
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

    /// Every prompt has its own deadline (our ruling 14): a timed-out turn only ends the turn
    /// (RQ-12), and the Acceptance's keep then waits for the player with its own deadline
    /// (RQ-15's default applies when that one passes); a timed-out Rally leaves a real capture
    /// choice to the attacker (our ruling 6 applies when its deadline passes). Absent players
    /// still get every default at once: their prompts fall due as soon as they are asked.
    fn continues_timeout(_state: &State, _seat: Seat) -> bool {
        false
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
        state.is_over().then(|| scoring::ranking(state))
    }
}
