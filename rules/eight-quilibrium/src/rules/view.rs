//! What one viewer may see: the only way state leaves the engine.
//!
//! Public: the face-up Market by fixed slot, deck size, the Stock (Open Stock, once turned up),
//! hand sizes, tokens, whose turn, the phase, any card that is face up in play (a Give's card is
//! revealed before it is given), skip markers, Relay and Wind use, and the match score.
//! Private: a seat's own hand, its secret picks (Swap with Player, Relay Swap, Wind), the
//! face-down Market cards and deck cards it has looked at (Fog peeks, the Queen), a face-down
//! Market card being given to it, and in its own turn the kinds of move it may make. Once the
//! match is over, the last hands and every score are public.

use super::actions::Action;
use super::legal::legal;
use super::options::Options;
use super::rank_powers::top_two;
use super::rounds::{cumulative, outcome, team_totals, RoundRecord};
use super::scoring::{rank_hands, score_hand, HandScore};
use super::state::{Origin, Pending, Phase, State};
use super::targeting::give_targets;
use super::{open_stock, team_play};
use game_kit::cards::Card;
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: usize,
    /// Turn number within the round, counting from 1.
    pub turn: u32,
    pub active: Seat,
    /// The Market by slot (slot numbers never shift, 14.D.1): the card if it lies face up, or
    /// face down but known to the viewer; `None` for a face-down card the viewer has not seen
    /// (Fog of War) and for an empty slot. A fifth entry is the rejected card while its
    /// rejector bottoms one (EQ-1).
    pub market: Vec<Option<Card>>,
    /// `face_down[slot]`: the slot's card lies face down (Fog of War).
    pub face_down: Vec<bool>,
    /// `empty[slot]`: the slot's card is being given and the slot waits for the refill or for
    /// the card's return.
    #[serde(default)]
    pub empty: Vec<bool>,
    pub deck_count: usize,
    /// The face-up top card of the deck under Open Stock Economy.
    pub stock: Option<Card>,
    /// Cards on top of the deck the viewer has looked at (a Queen's power), top first.
    pub deck_top: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    pub tokens: Vec<u8>,
    /// `reacted[seat]`: already reacted during this active turn.
    pub reacted: Vec<bool>,
    pub phase: PhaseView,
    /// The viewer's own hand, sorted by rank then suit; `None` for spectators.
    pub hand: Option<Vec<Card>>,
    /// The last round's hands, scores and places once the match is over.
    pub result: Option<RoundResult>,
    /// The variants, presets and rounds in play.
    pub options: Options,
    /// The round being played (from 1) and how many the match has (EQ-2).
    pub round: u8,
    pub rounds: u8,
    /// Points per seat over the finished rounds.
    pub match_points: Vec<u32>,
    /// Team points over the finished rounds (index = team), under Team Play.
    pub team_points: Option<Vec<u32>>,
    /// The most recently finished round, for showing scores between rounds.
    pub last_round: Option<RoundResult>,
    /// Final places of the match (by team under Team Play) once it is over.
    pub match_places: Option<Vec<u32>>,
    /// `team[seat]` under Team Play (seats alternate teams).
    pub team: Option<Vec<usize>>,
    /// `skip[seat]`: the seat will skip its next turn (Quick Toss).
    pub skip: Vec<bool>,
    /// `relay_used[team]`: the team made its Relay Swap this round.
    pub relay_used: Vec<bool>,
    /// Who called the Wind of Change this round, and who may not call it (last round's caller).
    pub wind_called_by: Option<Seat>,
    pub wind_barred: Option<Seat>,
    /// A Fog peek was made this turn (once per turn).
    pub peeked: bool,
    /// The Stock was refreshed this turn (once per turn).
    pub refreshed: bool,
    /// In the viewer's own turn (phase `Turn`), the kinds of move the rules allow them right
    /// now, derived from the legal actions; empty otherwise. Lets a front end offer only what
    /// is possible (no Peek without a token, no second Relay Swap, ...).
    #[serde(default)]
    pub moves: Vec<TurnMove>,
}

/// A kind of move of the active player's turn: the actions of section 6 and the variants'
/// start-of-turn options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnMove {
    GiveFromMarket,
    GiveFromDeck,
    SwapWithMarket,
    SwapWithPlayer,
    /// Team Play (14.A.2 A).
    Assist,
    /// Team Play (14.A.2 C).
    RelaySwap,
    /// Open Stock Economy (14.B.4).
    RefreshStock,
    /// Fog of War (14.D.3).
    Peek,
}

impl TurnMove {
    /// The kind of a turn action; `None` for actions of other phases.
    pub fn of(action: &Action) -> Option<TurnMove> {
        Some(match action {
            Action::GiveFromMarket { .. } => TurnMove::GiveFromMarket,
            Action::DrawFromDeck => TurnMove::GiveFromDeck,
            Action::SwapWithMarket { .. } => TurnMove::SwapWithMarket,
            Action::SwapWithPlayer { .. } => TurnMove::SwapWithPlayer,
            Action::Assist { .. } => TurnMove::Assist,
            Action::RelaySwap { .. } => TurnMove::RelaySwap,
            Action::RefreshStock => TurnMove::RefreshStock,
            Action::Peek { .. } => TurnMove::Peek,
            _ => return None,
        })
    }
}

/// The kinds of move `seat` may make now, when it is their turn to choose an action.
fn turn_moves(state: &State, seat: Option<Seat>) -> Vec<TurnMove> {
    let Some(seat) = seat.filter(|&s| s == state.active && state.phase == Phase::Turn) else {
        return Vec::new();
    };
    let mut moves: Vec<TurnMove> = legal(state, seat).iter().filter_map(TurnMove::of).collect();
    moves.sort();
    moves.dedup();
    moves
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
    /// Teammates of `target` may Quick Toss a token before `target` decides about the event:
    /// a Give of `card` (`None` if face down and not the viewer's to see) or a swap (`swap`).
    QuickToss {
        target: Seat,
        swap: bool,
        card: Option<Card>,
        waiting: Vec<Seat>,
        offers: Vec<Seat>,
    },
    /// `target` chooses which teammate's token to take.
    TossChoice {
        target: Seat,
        offers: Vec<Seat>,
    },
    /// `target` may Reject (if `can_reject`) or Accept `card`, given by the active player.
    /// `card` is `None` for a face-down Market card (Fog) unless the viewer is the target.
    GiveReaction {
        card: Option<Card>,
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
    /// The active player's teammate picks a card for the Relay Swap; `offered` for the active
    /// player only.
    RelayPick {
        teammate: Seat,
        offered: Option<Card>,
    },
    /// `seat` may swap with the Market for free (Jack).
    JackSwap {
        seat: Seat,
    },
    /// `seat` orders the top two deck cards (Queen); `top` (top first) for them only.
    QueenReorder {
        seat: Seat,
        top: Option<Vec<Card>>,
    },
    /// `seat` gives a card to one of `targets` (King).
    KingGive {
        seat: Seat,
        king: Card,
        targets: Vec<Seat>,
    },
    /// The active player may call the Wind of Change.
    WindOffer,
    /// Everyone picks a card to pass; `picked[seat]` once they did, `mine` the viewer's pick.
    WindPass {
        clockwise: bool,
        picked: Vec<bool>,
        mine: Option<Card>,
    },
    RoundOver,
}

/// One round's hands and scores (public after the round).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The round number, from 1.
    pub round: u8,
    /// Sorted hands by seat.
    pub hands: Vec<Vec<Card>>,
    pub scores: Vec<HandScore>,
    /// `places[seat]`, 1 = best; equal after every tiebreaker means a shared place (EQ-3). By
    /// team under Team Play.
    pub places: Vec<u32>,
    /// Team points of the round (index = team), under Team Play.
    pub team_totals: Option<Vec<u32>>,
}

fn sorted(hand: &[Card]) -> Vec<Card> {
    let mut h = hand.to_vec();
    h.sort();
    h
}

fn round_result(state: &State, round: u8, record: &RoundRecord) -> RoundResult {
    RoundResult {
        round,
        hands: record.hands.iter().map(|h| sorted(h)).collect(),
        scores: record.hands.iter().map(|h| score_hand(h)).collect(),
        places: record.places.clone(),
        team_totals: team_totals(state, &record.totals),
    }
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let me = match viewer {
        Viewer::Seat(s) if s < state.players() => Some(s),
        _ => None,
    };
    let is_me = |seat: Seat| me == Some(seat);
    // A card given from the Market is public unless it lies face down (Fog), when only its
    // target sees it.
    let given =
        |card: Card, target: Seat| (!state.is_face_down(card) || is_me(target)).then_some(card);
    let phase = match &state.phase {
        Phase::Turn => PhaseView::Turn,
        Phase::ChooseTarget {
            card,
            canceler,
            forced,
        } => PhaseView::ChooseTarget {
            card: *card,
            forced: *forced || canceler.is_some(),
            targets: give_targets(state, state.active, *canceler),
        },
        Phase::QuickToss {
            pending,
            waiting,
            offers,
        } => PhaseView::QuickToss {
            target: pending.target(),
            swap: matches!(pending, Pending::Swap { .. }),
            card: match pending {
                Pending::Give { card, target, .. } => given(*card, *target),
                Pending::Swap { .. } => None,
            },
            waiting: waiting.clone(),
            offers: offers.clone(),
        },
        Phase::TossChoice { pending, offers } => PhaseView::TossChoice {
            target: pending.target(),
            offers: offers.clone(),
        },
        Phase::GiveReaction {
            card,
            origin,
            target,
        } => PhaseView::GiveReaction {
            card: given(*card, *target),
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
            offered: is_me(state.active).then_some(*offered),
        },
        Phase::RelayPick { teammate, offered } => PhaseView::RelayPick {
            teammate: *teammate,
            offered: is_me(state.active).then_some(*offered),
        },
        Phase::JackSwap { seat } => PhaseView::JackSwap { seat: *seat },
        Phase::QueenReorder { seat } => PhaseView::QueenReorder {
            seat: *seat,
            top: is_me(*seat).then(|| top_two(state)),
        },
        Phase::KingGive { seat, king } => PhaseView::KingGive {
            seat: *seat,
            king: *king,
            targets: give_targets(state, *seat, None),
        },
        Phase::WindOffer => PhaseView::WindOffer,
        Phase::WindPass { clockwise, picks } => PhaseView::WindPass {
            clockwise: *clockwise,
            picked: picks.iter().map(Option::is_some).collect(),
            mine: me.and_then(|s| picks.get(s).copied().flatten()),
        },
        Phase::RoundOver => PhaseView::RoundOver,
    };
    let result = state.is_over().then(|| {
        let (scores, ranking) = rank_hands(&state.hands);
        let totals: Vec<u32> = scores.iter().map(|s| s.total).collect();
        RoundResult {
            round: state.round.round,
            hands: state.hands.iter().map(|h| sorted(h)).collect(),
            places: state
                .round
                .history
                .last()
                .map_or(ranking.place, |r| r.places.clone()),
            team_totals: team_totals(state, &totals),
            scores,
        }
    });
    let market = state
        .market
        .iter()
        .map(|&slot| {
            slot.filter(|&c| !state.is_face_down(c) || me.is_some_and(|s| state.has_seen(s, c)))
        })
        .collect();
    let stock = open_stock::stock(state);
    let deck_top = match me {
        Some(s) => state
            .deck
            .iter()
            .rev()
            .take_while(|&&c| Some(c) == stock || state.has_seen(s, c))
            .copied()
            .filter(|&c| Some(c) != stock)
            .collect(),
        None => Vec::new(),
    };
    let points = cumulative(state);
    let rounds_done = state.round.history.len();
    View {
        viewer,
        players: state.players(),
        turn: state.turn,
        active: state.active,
        market,
        face_down: state
            .market
            .iter()
            .map(|slot| slot.is_some_and(|c| state.is_face_down(c)))
            .collect(),
        empty: state.market.iter().map(Option::is_none).collect(),
        deck_count: state.deck.len(),
        stock,
        deck_top,
        hand_sizes: state.hands.iter().map(Vec::len).collect(),
        tokens: state.tokens.clone(),
        reacted: state.reacted.clone(),
        phase,
        hand: me.map(|s| sorted(&state.hands[s])),
        result,
        options: state.options.clone(),
        round: state.round.round,
        rounds: state.options.rounds,
        team_points: team_totals(state, &points),
        match_points: points,
        last_round: state
            .round
            .history
            .last()
            .map(|r| round_result(state, rounds_done as u8, r)),
        match_places: outcome(state).map(|r| r.place),
        team: state
            .options
            .team_play
            .then(|| (0..state.players()).map(|s| s % team_play::TEAMS).collect()),
        skip: state.team.skip.clone(),
        relay_used: state.team.relay_used.clone(),
        wind_called_by: state.wind.called_by,
        wind_barred: state
            .options
            .wind_of_change
            .then_some(state.wind.previous_caller)
            .flatten(),
        peeked: state.this_turn.peeked,
        refreshed: state.this_turn.refreshed,
        moves: turn_moves(state, me),
    }
}
