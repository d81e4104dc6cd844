//! What one viewer may see: the only way state leaves the engine.
//!
//! Public: Market, deck size, hand sizes, tokens, whose turn, the phase, and any card that is
//! face up in play (a Give's card is revealed before it is given). Private: a seat's own hand,
//! and the card the active player secretly picked for a Swap with Player (EQ-6). Once the round
//! is over, every hand and score is public.

use super::scoring::{rank_hands, HandScore};
use super::state::{Origin, Phase, State};
use super::targeting::give_targets;
use crate::cards::Card;
use crate::engine::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: usize,
    /// Turn number, counting from 1.
    pub turn: u32,
    pub active: Seat,
    /// Face-up Market cards by slot.
    pub market: Vec<Card>,
    pub deck_count: usize,
    pub hand_sizes: Vec<usize>,
    pub tokens: Vec<u8>,
    /// `reacted[seat]`: already reacted during this active turn.
    pub reacted: Vec<bool>,
    pub phase: PhaseView,
    /// The viewer's own hand, sorted by rank then suit; `None` for spectators.
    pub hand: Option<Vec<Card>>,
    /// Hands, scores and places once the round is over.
    pub result: Option<RoundResult>,
}

/// The phase in public terms, plus the viewer's own secret where they have one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PhaseView {
    /// The active player chooses an action.
    Turn,
    /// The active player picks who receives the revealed `card` among `targets`.
    ChooseTarget {
        card: Card,
        forced: bool,
        targets: Vec<Seat>,
    },
    /// `target` may Reject (if `can_reject`) or Accept `card`, given by the active player.
    GiveReaction {
        card: Card,
        origin: Origin,
        target: Seat,
        can_reject: bool,
    },
    /// `rejector` bottoms one of the 5 Market cards after rejecting `rejected`.
    Bottoming {
        rejector: Seat,
        rejected: Card,
    },
    /// The active player asked `target` to swap. `offered` is shown to the active player only.
    SwapReaction {
        target: Seat,
        can_cancel: bool,
        offered: Option<Card>,
    },
    RoundOver,
}

/// Final hands and scores (public after the round).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// Sorted hands by seat.
    pub hands: Vec<Vec<Card>>,
    pub scores: Vec<HandScore>,
    /// `places[seat]`, 1 = best; equal after every tiebreaker means a shared place (EQ-3).
    pub places: Vec<u32>,
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let me = match viewer {
        Viewer::Seat(s) if s < state.players() => Some(s),
        _ => None,
    };
    let sorted = |hand: &Vec<Card>| {
        let mut h = hand.clone();
        h.sort();
        h
    };
    let phase = match &state.phase {
        Phase::Turn => PhaseView::Turn,
        Phase::ChooseTarget { card, canceler } => PhaseView::ChooseTarget {
            card: *card,
            forced: canceler.is_some(),
            targets: give_targets(state, state.active, *canceler),
        },
        Phase::GiveReaction {
            card,
            origin,
            target,
        } => PhaseView::GiveReaction {
            card: *card,
            origin: *origin,
            target: *target,
            can_reject: state.can_react(*target),
        },
        Phase::Bottoming { rejector, rejected } => PhaseView::Bottoming {
            rejector: *rejector,
            rejected: *rejected,
        },
        Phase::SwapReaction { target, offered } => PhaseView::SwapReaction {
            target: *target,
            can_cancel: state.can_react(*target),
            offered: (me == Some(state.active)).then_some(*offered),
        },
        Phase::RoundOver => PhaseView::RoundOver,
    };
    let result = state.is_over().then(|| {
        let (scores, ranking) = rank_hands(&state.hands);
        RoundResult {
            hands: state.hands.iter().map(sorted).collect(),
            scores,
            places: ranking.place,
        }
    });
    View {
        viewer,
        players: state.players(),
        turn: state.turn,
        active: state.active,
        market: state.market.clone(),
        deck_count: state.deck.len(),
        hand_sizes: state.hands.iter().map(Vec::len).collect(),
        tokens: state.tokens.clone(),
        reacted: state.reacted.clone(),
        phase,
        hand: me.map(|s| sorted(&state.hands[s])),
        result,
    }
}
