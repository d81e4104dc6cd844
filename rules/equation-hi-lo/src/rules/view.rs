//! What one viewer may see: the only way state leaves the engine.
//!
//! Public: stacks, wagers, the pot, the cap, open cards, who folded, who still has to choose or
//! submit, whose turn it is. Private, in the owner's [`Private`] only: the closed card, the
//! operators held (others see the × card but not whether it replaced + or −), and the
//! submission until the showdown reveals everything at once (HL-5).

use super::actions::Declaration;
use super::betting::{bet_range, can_check};
use super::cards::Card;
use super::equation::Op;
use super::last::LastMove;
use super::round::ranking;
use super::state::{Phase, State};
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: usize,
    pub round: u32,
    /// Rounds in the match; 0 = until one player has chips.
    pub rounds: u32,
    pub dealer: Seat,
    pub cap: u32,
    pub ante: u32,
    /// This round's wagers plus any carried-over pot.
    pub pot: u32,
    /// The part of the pot carried over from an earlier round (HL-11).
    pub carry: u32,
    /// Chips that have left the game (odd chips).
    pub removed: u32,
    pub seats: Vec<SeatView>,
    pub phase: PhaseView,
    /// The viewer's own secrets and choices; `None` for spectators.
    pub me: Option<Private>,
    /// Final places by seat once the match is over (HL-9).
    pub places: Option<Vec<u32>>,
    /// The last move, public (see [`LastMove`]).
    #[serde(default)]
    pub last: Option<LastMove>,
}

/// One seat, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub chips: u32,
    /// Wagered this round (ante included).
    pub wagered: u32,
    pub status: SeatStatus,
    /// Face-up cards in deal order.
    pub open: Vec<Card>,
    /// Wagered the cap: nothing more to bet (all-in).
    pub at_cap: bool,
    /// Still has to choose what the × replaces.
    pub choosing: bool,
    /// Has handed in the secret submission (not what it is).
    pub submitted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum SeatStatus {
    Playing,
    Folded,
    /// Ran out of chips in `round`.
    Out {
        round: u32,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PhaseView {
    Discarding {
        street: u8,
        waiting: Vec<Seat>,
    },
    Betting {
        street: u8,
        to_act: Seat,
        /// The highest wager of the round.
        high: u32,
    },
    Declaring {
        waiting: Vec<Seat>,
    },
    GameOver,
}

/// The viewer's own hand and choices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Private {
    pub seat: Seat,
    /// The face-down card (`None` when not dealt in).
    pub closed: Option<Card>,
    /// Number values in deal order, the closed card first.
    pub numbers: Vec<u8>,
    pub roots: usize,
    /// Binary operators held, in the order + − × ÷.
    pub ops: Vec<Op>,
    /// A × waits for the choice of + or −.
    pub choosing: bool,
    /// The submission handed in this round (until the next round starts).
    pub submission: Option<Declaration>,
    /// When it is this seat's turn to bet: what a call costs, and the totals a bet may reach.
    pub to_call: Option<u32>,
    pub can_check: bool,
    pub bet_range: Option<(u32, u32)>,
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let n = state.players();
    let me = match viewer {
        Viewer::Seat(s) if s < n && state.check_shape().is_ok() => Some(s),
        _ => None,
    };
    let seats = (0..n)
        .map(|s| {
            let hand = state.hand(s);
            SeatView {
                chips: state.chips.get(s).copied().unwrap_or(0),
                wagered: state.wagered.get(s).copied().unwrap_or(0),
                status: match state.eliminated_in.get(s).copied().flatten() {
                    Some(round) => SeatStatus::Out { round },
                    None if state.folded.get(s).copied().unwrap_or(false) => SeatStatus::Folded,
                    None => SeatStatus::Playing,
                },
                open: hand.map(|h| h.open.clone()).unwrap_or_default(),
                at_cap: state.in_round(s) && state.at_cap(s),
                choosing: state.live(s) && hand.is_some_and(|h| h.pending_times),
                submitted: state.submissions.get(s).is_some_and(Option::is_some),
            }
        })
        .collect();
    let phase = match &state.phase {
        Phase::Discarding { street } => PhaseView::Discarding {
            street: *street,
            waiting: (0..n)
                .filter(|&s| state.live(s) && state.hand(s).is_some_and(|h| h.pending_times))
                .collect(),
        },
        Phase::Betting { street, to_act } => PhaseView::Betting {
            street: *street,
            to_act: *to_act,
            high: state.max_wager(),
        },
        Phase::Declaring => PhaseView::Declaring {
            waiting: (0..n)
                .filter(|&s| state.live(s) && state.submissions.get(s) == Some(&None))
                .collect(),
        },
        Phase::GameOver => PhaseView::GameOver,
    };
    let private = me.map(|seat| {
        let hand = state.hand(seat);
        let holding = hand.map(|h| h.holding());
        let my_turn = matches!(state.phase, Phase::Betting { to_act, .. } if to_act == seat);
        Private {
            seat,
            closed: hand.map(|h| h.closed),
            numbers: holding
                .as_ref()
                .map(|h| h.numbers.clone())
                .unwrap_or_default(),
            roots: holding.as_ref().map_or(0, |h| h.roots),
            ops: holding.map(|h| h.ops).unwrap_or_default(),
            choosing: state.live(seat) && hand.is_some_and(|h| h.pending_times),
            submission: state.submissions.get(seat).cloned().flatten(),
            to_call: my_turn
                .then(|| {
                    state
                        .max_wager()
                        .saturating_sub(state.wagered.get(seat).copied().unwrap_or(0))
                })
                .filter(|&owe| owe > 0),
            can_check: my_turn && can_check(state, seat),
            bet_range: if my_turn {
                bet_range(state, seat)
            } else {
                None
            },
        }
    });
    View {
        viewer,
        players: n,
        round: state.round,
        rounds: state.options.rounds,
        dealer: state.dealer,
        cap: state.cap,
        ante: state.ante,
        pot: state.pot(),
        carry: state.carry,
        removed: state.removed,
        seats,
        phase,
        me: private,
        places: state.is_over().then(|| ranking(state).place),
        last: state.last.clone(),
    }
}
