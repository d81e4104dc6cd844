//! What the bots need from Relinquish (see [`game_kit::bots`]).
//!
//! # What a sample keeps and what it deals again
//!
//! A seat sees (see [`super::view`]) every tableau, the face-up discard and exile piles, the
//! sizes of hands and piles, and privately its own hand, its own scried cards and its own Rally
//! pick. A sample deals the unseen cards (the other hands, the scry pile, a short game's
//! set-aside cards, another seat's scried cards), sorted and then shuffled, keeping every
//! count. Another seat's Rally pick (RQ-8) is secret, whether it is a Common or none (its hand
//! counts the same either way, see [`super::view`]): the sample deals that seat its counted
//! hand and then picks afresh, none or one of the dealt Commons. Another seat's choice in
//! progress (our ruling 11: private, and `Back` drops it) is dropped. The RNG is reseeded.

use super::cards::Card;
use super::options::Options;
use super::scoring::side_totals;
use super::state::{Battle, BattleStep, Phase, Rally, State};
use super::Action;
use super::Relinquish;
use game_kit::bots::{pick_weighted, rewards_from_scores, Determinize, SearchRng};
use game_kit::game::{Game, Seat, Viewer};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// The turn after which bots stop putting off the end of the game (see `candidates`). Games
/// between players who want them to end take a few dozen turns.
pub const PATIENCE: u32 = 150;

impl Determinize for Relinquish {
    type Memory = ();

    fn determinize(state: &State, seat: Seat, _: &(), rng: &mut SearchRng) -> State {
        let mut s = state.clone();
        let n = s.players();
        let others: Vec<Seat> = (0..n).filter(|&t| t != seat).collect();
        let mut unseen: Vec<Card> = Vec::new();
        for &t in &others {
            unseen.extend(state.hand(t));
        }
        unseen.extend(&state.scry_pile);
        unseen.extend(&state.set_aside);
        let scried = match &state.phase {
            Phase::Scry { seat: t, drawn, .. } if *t != seat => drawn.len(),
            _ => 0,
        };
        if let Phase::Scry { drawn, .. } = &state.phase {
            if scried > 0 {
                unseen.extend(drawn);
            }
        }
        // Another clasher's pick is secret until the reveal (RQ-8), whether it is a Common or
        // none: a rallied Common goes back among the unseen cards, the seat is dealt as many
        // cards as everyone counts in its hand (the pick included, see `view`), and the sample
        // decides afresh whether it rallied and with what. Two states that look the same to
        // `seat` are sampled alike.
        let mut picked: Vec<Seat> = Vec::new();
        for &t in &others {
            if super::battle::picked_rally(state, t).is_some() {
                picked.push(t);
            }
            if let Some(c) = super::view::hidden_rally(state, t) {
                unseen.push(c);
            }
        }
        unseen.sort();
        unseen.shuffle(rng);
        let mut deal = unseen.into_iter();
        for &t in &others {
            let k =
                state.hand(t).len() + usize::from(super::view::hidden_rally(state, t).is_some());
            s.hands[t] = deal.by_ref().take(k).collect();
            s.hands[t].sort();
        }
        for t in picked {
            let commons: Vec<usize> = (0..s.hands[t].len())
                .filter(|&i| s.hands[t][i].is_common())
                .collect();
            let pick = if !commons.is_empty() && rng.gen_bool(0.5) {
                Rally::Common(s.hands[t].remove(commons[rng.gen_range(0..commons.len())]))
            } else {
                Rally::Blind
            };
            set_rally(&mut s, t, pick);
        }
        if let Phase::Scry { drawn, .. } = &mut s.phase {
            if scried > 0 {
                *drawn = deal.by_ref().take(scried).collect();
            }
        }
        s.scry_pile = deal.by_ref().take(state.scry_pile.len()).collect();
        s.set_aside = deal.by_ref().take(state.set_aside.len()).collect();
        s.set_aside.sort();
        if let Phase::Turn { selecting } = &mut s.phase {
            if s.active != seat {
                *selecting = None;
            }
        }
        s.rng = SearchRng::seed_from_u64(rng.gen());
        // The news of the last action as this seat saw it: a secret in it (a Rally picked,
        // a card kept from a scry) is not Tabula's to know.
        s.last = state
            .last
            .iter()
            .filter_map(|e| super::events::redact(e, Viewer::Seat(seat)))
            .collect();
        s
    }

    /// Every legal action but `Back` and `Unpick` (our ruling 11): dropping a choice in
    /// progress, or one card of it, only leads back to choices the search already weighs, and
    /// a search that saw no harm in it could go back and forth for ever.
    ///
    /// Past [`PATIENCE`] turns a bot only passes at the start of its turn: a Fortify or an
    /// Arcana is not a pass (RQ-11, RQ-13), so a player who is behind can put off the end for
    /// ever, and a bot that searched well would; this way games between bots always end.
    fn candidates(state: &State, seat: Seat) -> Vec<Action> {
        let undo = |a: &Action| matches!(a, Action::Back | Action::Unpick { .. });
        let all = Self::legal(state, seat);
        let pass = Action::EndTurn { fortify: None };
        if state.turn_number > PATIENCE
            && matches!(state.phase, Phase::Turn { selecting: None })
            && all.contains(&pass)
        {
            return vec![pass];
        }
        if all.iter().all(undo) {
            return all;
        }
        all.into_iter().filter(|a| !undo(a)).collect()
    }

    /// Weighs the moves so that simulated turns do something: place cards, summon, battle,
    /// confirm choices rather than drop them, and end the turn once in a while. Populating
    /// favours high Commons, since they are the score (RQ-11).
    fn playout_action(
        state: &State,
        _seat: Seat,
        actions: &[Action],
        rng: &mut SearchRng,
    ) -> usize {
        let ends = actions
            .iter()
            .filter(|a| matches!(a, Action::EndTurn { .. }))
            .count()
            .max(1) as f64;
        let weights: Vec<f64> = actions
            .iter()
            .map(|a| match a {
                Action::Populate { card } => 2.0 + f64::from(card.printed()) / 3.0,
                Action::Summon { .. } | Action::Congregate { .. } | Action::Conscript { .. } => 3.0,
                Action::Battle => 2.0,
                Action::Augur { .. } | Action::Enchant { .. } | Action::Murder { .. } => 1.0,
                Action::Arcana { .. } => 0.3,
                Action::EndTurn { fortify: None } => 0.6 / ends + 0.6,
                Action::EndTurn { .. } => 0.6 / ends,
                Action::Confirm => 3.0,
                Action::Pick { .. } | Action::Attack { .. } | Action::Target { .. } => 1.0,
                Action::Bounty { .. } => 0.2,
                Action::NoCounter => 2.0,
                _ => 1.0,
            })
            .collect();
        let _ = state;
        pick_weighted(&weights, rng)
    }

    /// The side's Commons in play (the score, RQ-11), with a little for cards in hand, which
    /// may still become Commons on the table.
    fn evaluate(state: &State) -> Option<Vec<f64>> {
        let scores: Vec<f64> = (0..state.players())
            .map(|s| {
                let (score, courts) = side_totals(state, s);
                let hand: usize = state.side(s).iter().map(|&m| state.hand(m).len()).sum();
                score as f64 + 0.5 * courts as f64 + 0.3 * hand as f64
            })
            .collect();
        Some(rewards_from_scores(&scores, 6.0))
    }

    /// Random play in Relinquish wanders (choices started and dropped, passes), so playouts
    /// stop early and the tableaus decide.
    const PLAYOUT_DEPTH: usize = 60;

    /// Every combination of the short game, the beginner's deck and teams, at every table
    /// size it allows.
    fn variants() -> Vec<(Options, usize)> {
        let mut out = Vec::new();
        for players in Self::PLAYERS.0..=Self::PLAYERS.1 {
            for short in [false, true] {
                for beginner in [false, true] {
                    for teams in [false, true] {
                        let o = Options {
                            short,
                            beginner,
                            teams,
                        };
                        if Self::validate_options(&o, players).is_ok() {
                            out.push((o, players));
                        }
                    }
                }
            }
        }
        out
    }

    /// Other hands, the scry pile and the set-aside cards in another order, the state's RNG
    /// reseeded.
    fn rehide(state: &mut State, seat: Seat, rng: &mut SearchRng) {
        for (t, h) in state.hands.iter_mut().enumerate() {
            if t != seat {
                h.shuffle(rng);
            }
        }
        state.scry_pile.shuffle(rng);
        state.set_aside.shuffle(rng);
        state.rng = SearchRng::seed_from_u64(rng.gen());
    }
}

/// Records `pick` as `seat`'s Rally in the current Clash.
fn set_rally(state: &mut State, seat: Seat, pick: Rally) {
    let active = state.active;
    if let Phase::Battle(Battle {
        step:
            BattleStep::Clash {
                defender,
                attack_rally,
                defend_rally,
                ..
            },
        ..
    }) = &mut state.phase
    {
        if seat == active {
            *attack_rally = Some(pick);
        } else if seat == *defender {
            *defend_rally = Some(pick);
        }
    }
}
