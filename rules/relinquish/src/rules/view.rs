//! What one viewer may see: the only way state leaves the engine.
//!
//! Public: every tableau (Standing or Resting, current values, where captured cards came
//! from), hand sizes (a Common picked for a Rally still counts in its owner's hand until the
//! Rallies are revealed: RQ-8 hides whether anyone rallied at all), pile sizes, the face-up discard and exile piles, the turn's record and
//! Bounties, what is awaited. Private, in the owner's [`Private`] only: the hand, the two
//! scried cards while choosing, one's own Rally pick until both are revealed, and a choice in
//! progress during one's turn (it may name hand cards).

use super::cards::Card;
use super::events::{redact, Event};
use super::scoring::{courts, ranking, side_totals, tableau_score};
use super::state::{
    Attacker, Battle, BattleStep, Bounty, EndReason, Phase, Played, Rally, Selecting, State,
};
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: usize,
    pub short: bool,
    pub beginner: bool,
    pub teams: bool,
    pub active: Seat,
    pub turn_number: u32,
    pub seats: Vec<SeatView>,
    pub scry_pile: usize,
    /// Face up (RQ-10), newest last.
    pub discard: Vec<Card>,
    /// Face up: first-player flips and used Tarots.
    pub exile: Vec<Card>,
    /// Face-down cards a short game leaves out.
    pub set_aside: usize,
    /// Whether ending a turn still brings an Acceptance: never in a beginner game (RQ-1), and
    /// no more once the scry pile has run out (RQ-10, RQ-19).
    pub acceptances: bool,
    pub flips: Vec<Vec<(Seat, Card)>>,
    /// What the active player has used this turn.
    pub populated: bool,
    pub summoned: bool,
    pub magicked: bool,
    pub battled: bool,
    pub bounties: Vec<Bounty>,
    /// Passes in a row so far (the game ends when everyone has passed in a row).
    pub passes: usize,
    pub phase: PhaseView,
    pub me: Option<Private>,
    /// Final places by seat once the game is over.
    pub places: Option<Vec<u32>>,
    /// What the latest action brought about, as this viewer may see it ([`redact`]).
    #[serde(default)]
    pub last: Vec<Event>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Team index in 2v2 (0 = A, 1 = B), else the seat.
    pub team: usize,
    /// Cards in hand as everyone counts them: a Common picked for a Rally that is not revealed
    /// yet still counts (RQ-8: the picks are secret until both are revealed together, and a
    /// shrinking hand would tell whether the seat rallied).
    pub hand: usize,
    pub tableau: Vec<CardView>,
    /// Printed values of the Commons in this tableau.
    pub score: i64,
    pub courts: i64,
    /// The side's totals (the team's in 2v2), which decide the game.
    pub side_score: i64,
    pub side_courts: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub card: Card,
    pub resting: bool,
    /// Current value (Bounties included); a Court's is its strength.
    pub value: i32,
    /// The seat it was captured from, if it is not its placer's.
    pub captured_from: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PhaseView {
    /// The active player's turn; `choosing` when a several-card choice is in progress.
    Turn {
        choosing: bool,
    },
    Scry {
        seat: Seat,
    },
    Negate {
        enchanter: Seat,
        target: Seat,
        tarot: Card,
        named: Vec<Card>,
        waiting: Vec<Seat>,
    },
    Foil {
        court: Card,
        owner: Seat,
        chain: Vec<Played>,
        waiting: Vec<Seat>,
    },
    Battle {
        attackers: Vec<Attacker>,
        step: BattleStepView,
    },
    Over {
        reason: EndReason,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum BattleStepView {
    Blocking {
        defender: Seat,
    },
    /// Who has picked a Rally already (not what).
    Clash {
        attacker: Card,
        blocker: Card,
        defender: Seat,
        attacker_picked: bool,
        defender_picked: bool,
    },
    Capture {
        from: Seat,
        candidates: Vec<Card>,
    },
}

/// The viewer's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Private {
    pub seat: Seat,
    pub hand: Vec<Card>,
    /// The two scried cards, while choosing which to keep.
    pub scry: Vec<Card>,
    /// One's own Rally pick, until both are revealed.
    pub rally: Option<Rally>,
    /// The several-card choice in progress during one's turn.
    pub selecting: Option<Selecting>,
}

/// The Common `seat` has picked for the current Clash's Rally, while the picks are still
/// secret (RQ-8). The card has left the hand in the state, but publicly it is still held.
pub fn hidden_rally(state: &State, seat: Seat) -> Option<Card> {
    let Phase::Battle(Battle {
        step:
            BattleStep::Clash {
                defender,
                attack_rally,
                defend_rally,
                ..
            },
        ..
    }) = &state.phase
    else {
        return None;
    };
    let pick = if seat == state.active {
        attack_rally
    } else if seat == *defender {
        defend_rally
    } else {
        &None
    };
    pick.and_then(Rally::card)
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let n = state.players();
    let me = match viewer {
        Viewer::Seat(s) if s < n => Some(s),
        _ => None,
    };
    let seats = (0..n)
        .map(|s| {
            let (side_score, side_courts) = side_totals(state, s);
            SeatView {
                team: state.team_of(s),
                hand: state.hand(s).len() + usize::from(hidden_rally(state, s).is_some()),
                tableau: state
                    .tableau(s)
                    .iter()
                    .map(|p| CardView {
                        card: p.card,
                        resting: p.resting,
                        value: state.value(p.card),
                        captured_from: (p.origin != s).then_some(p.origin),
                    })
                    .collect(),
                score: tableau_score(state, s),
                courts: courts(state, s),
                side_score,
                side_courts,
            }
        })
        .collect();
    let phase = match &state.phase {
        Phase::Turn { selecting } => PhaseView::Turn {
            choosing: selecting.is_some(),
        },
        Phase::Scry { seat, .. } => PhaseView::Scry { seat: *seat },
        Phase::Negate {
            enchanter,
            target,
            tarot,
            named,
            waiting,
        } => PhaseView::Negate {
            enchanter: *enchanter,
            target: *target,
            tarot: *tarot,
            named: named.clone(),
            waiting: waiting.clone(),
        },
        Phase::Foil {
            court,
            owner,
            chain,
            waiting,
        } => PhaseView::Foil {
            court: *court,
            owner: *owner,
            chain: chain.clone(),
            waiting: waiting.clone(),
        },
        Phase::Battle(Battle {
            attackers, step, ..
        }) => PhaseView::Battle {
            attackers: attackers.clone(),
            step: match step {
                BattleStep::Blocking { defender } => BattleStepView::Blocking {
                    defender: *defender,
                },
                BattleStep::Clash {
                    attacker,
                    blocker,
                    defender,
                    attack_rally,
                    defend_rally,
                } => BattleStepView::Clash {
                    attacker: *attacker,
                    blocker: *blocker,
                    defender: *defender,
                    attacker_picked: attack_rally.is_some(),
                    defender_picked: defend_rally.is_some(),
                },
                BattleStep::Capture { from, candidates } => BattleStepView::Capture {
                    from: *from,
                    candidates: candidates.clone(),
                },
            },
        },
        Phase::Over { reason } => PhaseView::Over { reason: *reason },
    };
    let private = me.map(|seat| Private {
        seat,
        hand: state.hand(seat).to_vec(),
        scry: match &state.phase {
            Phase::Scry { seat: s, drawn, .. } if *s == seat => drawn.clone(),
            _ => Vec::new(),
        },
        rally: super::battle::picked_rally(state, seat),
        selecting: match &state.phase {
            Phase::Turn { selecting } if seat == state.active => selecting.clone(),
            _ => None,
        },
    });
    View {
        viewer,
        players: n,
        short: state.options.short,
        beginner: state.options.beginner,
        teams: state.options.teams,
        active: state.active,
        turn_number: state.turn_number,
        seats,
        scry_pile: state.scry_pile.len(),
        discard: state.discard.clone(),
        exile: state.exile.clone(),
        set_aside: state.set_aside.len(),
        // A beginner game has no Acceptances at all (RQ-1).
        acceptances: state.acceptances && !state.options.beginner,
        flips: state.flips.clone(),
        populated: state.turn.populated,
        summoned: state.turn.summoned,
        magicked: state.turn.magicked,
        battled: state.turn.battled,
        bounties: state.turn.bounties.clone(),
        passes: state.passes,
        phase,
        me: private,
        places: state.is_over().then(|| ranking(state).place),
        last: state
            .last
            .iter()
            .filter_map(|e| redact(e, viewer))
            .collect(),
    }
}
