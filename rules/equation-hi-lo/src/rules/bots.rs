//! What the bots need from Equation Hi-Lo (see [`game_kit::bots`]).
//!
//! # What a sample keeps and what it deals again
//!
//! A seat sees (see [`super::view`]) every open card, stacks and wagers, who folded, who still
//! chooses or has submitted, and its own closed card, operators and submission. A sample deals
//! the unseen cards (the other closed cards and the deck), sorted and then shuffled, giving
//! each other seat still holding a hand a number as its closed card (section 4). A seat that
//! chose what its × replaced (HL-4) gets + or − replaced at random; a seat that has submitted
//! gets a submission drawn by the playout policy for its new hand (HL-5). Who acted since the
//! last raise is public history and kept. The RNG is reseeded.
//!
//! # What the search considers
//!
//! Bets are offered at three sizes (the smallest raise, halfway to the cap, the cap) rather
//! than every total, folding only when facing a bet, and declarations use the hand's best Low and best High (HL-10's solver)
//! instead of the HL-5 default arrangement: any valid equation is accepted (HL-6), and the
//! default is rarely the best one.

use super::actions::{Action, Declaration};
use super::betting::{bet_range, can_check};
use super::cards::Card;
use super::equation::Op;
use super::evaluate::{distances, evaluate};
use super::options::Options;
use super::solver::best;
use super::state::{Phase, State};
use super::EquationHiLo;
use game_kit::bots::{pick_weighted, Determinize, SearchRng};
use game_kit::game::{Game, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

impl Determinize for EquationHiLo {
    type Memory = ();

    fn determinize(state: &State, seat: Seat, _: &(), rng: &mut SearchRng) -> State {
        let mut s = state.clone();
        let n = s.players();
        let others: Vec<Seat> = (0..n)
            .filter(|&t| t != seat && s.hands[t].is_some())
            .collect();
        let mut unseen: Vec<Card> = state.deck.clone();
        unseen.extend(others.iter().filter_map(|&t| s.hand(t).map(|h| h.closed)));
        unseen.sort();
        unseen.shuffle(rng);
        for &t in &others {
            // Every closed card is a number, and there are always numbers enough (44 numbers
            // cover 8 hands of 4).
            let Some(i) = unseen.iter().position(|c| c.is_number()) else {
                break;
            };
            let card = unseen.remove(i);
            if let Some(Some(h)) = s.hands.get_mut(t) {
                h.closed = card;
                if h.has_times() && !h.pending_times {
                    let replaced = if rng.gen_bool(0.5) { Op::Add } else { Op::Sub };
                    h.ops = super::hand::GIVEN_OPS.to_vec();
                    h.take_times(replaced);
                }
            }
        }
        s.deck = unseen;
        s.rng = SearchRng::seed_from_u64(rng.gen());
        // Other seats' submissions, drawn for their new hands.
        for &t in &others {
            if s.submissions[t].is_some() {
                s.submissions[t] = None;
                let options = Self::candidates(&s, t);
                s.submissions[t] = if options.is_empty() {
                    Some(Declaration::NoEquation)
                } else {
                    let i = Self::playout_action(&s, t, &options, rng);
                    match options.into_iter().nth(i) {
                        Some(Action::Declare { declaration }) => Some(declaration),
                        _ => Some(Declaration::NoEquation),
                    }
                };
            }
        }
        s
    }

    /// Playouts stop when the round is settled: later rounds are new deals, and playing them
    /// out at random would only add noise to what this round's choices are worth.
    fn epoch(state: &State) -> u64 {
        u64::from(state.round)
    }

    /// Stacks after the round, linearly: each chip counts the same, so the bot weighs a sure
    /// small loss (folding) against a likely big one (calling) by what they cost, as a player
    /// protecting a stack does (HL-9 ranks by chips).
    fn evaluate(state: &State) -> Option<Vec<f64>> {
        let n = state.players();
        let chips: Vec<f64> = (0..n)
            .map(|s| f64::from(state.chips[s] + state.wagered[s]))
            .collect();
        let total: f64 = chips.iter().sum::<f64>().max(1.0);
        Some(
            (0..n)
                .map(|s| {
                    let others = (total - chips[s]) / (n - 1).max(1) as f64;
                    (0.5 + (chips[s] - others) / total).clamp(0.0, 1.0)
                })
                .collect(),
        )
    }

    fn candidates(state: &State, seat: Seat) -> Vec<Action> {
        match &state.phase {
            Phase::Betting { to_act, .. } if *to_act == seat && state.live(seat) => {
                let mut v = vec![if can_check(state, seat) {
                    Action::Check
                } else {
                    Action::Call
                }];
                if let Some((low, high)) = bet_range(state, seat) {
                    let mut sizes = vec![low, low + (high - low) / 2, high];
                    sizes.dedup();
                    v.extend(sizes.into_iter().map(|to| Action::Bet { to }));
                }
                // Folding when a check is free never helps.
                if !can_check(state, seat) {
                    v.push(Action::Fold);
                }
                v
            }
            Phase::Declaring if state.live(seat) && state.submissions.get(seat) == Some(&None) => {
                let Some(hand) = state.hand(seat) else {
                    return Vec::new();
                };
                let b = best(&hand.holding());
                let (Some(low), Some(high)) = (b.low, b.high) else {
                    return Self::legal(state, seat);
                };
                let mut v = vec![
                    Action::Declare {
                        declaration: Declaration::Low {
                            equation: low.equation.clone(),
                        },
                    },
                    Action::Declare {
                        declaration: Declaration::High {
                            equation: high.equation.clone(),
                        },
                    },
                ];
                if low.equation != high.equation {
                    v.push(Action::Declare {
                        declaration: Declaration::Swing {
                            low: low.equation,
                            high: high.equation,
                        },
                    });
                }
                v
            }
            _ => Self::legal(state, seat),
        }
    }

    /// Declares the side the hand comes closest to (a Swing only when both are close). Bets
    /// by the hand once all four numbers are out (the best distance to 1 or 20, HL-10's
    /// solver): raises a strong hand, folds a weak one to a bet, bluffs now and then. Before
    /// that it mostly checks and calls.
    fn playout_action(state: &State, seat: Seat, actions: &[Action], rng: &mut SearchRng) -> usize {
        let facing = !can_check(state, seat);
        let bets = actions
            .iter()
            .filter(|a| matches!(a, Action::Bet { .. }))
            .count()
            .max(1) as f64;
        let betting = matches!(state.phase, Phase::Betting { .. });
        // (stay, bet, fold) weights by strength.
        let (stay, bet, fold) = match state.hand(seat).filter(|_| betting) {
            Some(hand) if hand.numbers().len() == super::hand::NUMBERS => {
                let b = best(&hand.holding());
                let d = |a: Option<super::solver::Arrangement>, low: bool| {
                    a.map_or(50.0, |a| {
                        let (dl, dh) = distances(a.value);
                        if low {
                            dl
                        } else {
                            dh
                        }
                    })
                };
                let strength = d(b.low, true).min(d(b.high, false));
                if strength < 0.5 {
                    (2.0, 3.0, 0.02)
                } else if strength < 2.0 {
                    (3.0, 0.6, 0.5)
                } else {
                    (if facing { 0.8 } else { 2.0 }, 0.3, 2.0)
                }
            }
            _ => (3.0, 1.0, 0.6),
        };
        let weights: Vec<f64> = actions
            .iter()
            .map(|a| match a {
                Action::Check | Action::Call => stay,
                Action::Bet { .. } => bet / bets,
                Action::Fold if facing => fold,
                Action::Fold => 0.02,
                Action::Declare { declaration } => {
                    let d = |eq: Option<&super::Equation>, low: bool| {
                        eq.and_then(|e| evaluate(e).ok()).map_or(50.0, |v| {
                            let (dl, dh) = distances(v);
                            if low {
                                dl
                            } else {
                                dh
                            }
                        })
                    };
                    match declaration {
                        Declaration::Low { equation } => (-1.5 * d(Some(equation), true)).exp(),
                        Declaration::High { equation } => (-1.5 * d(Some(equation), false)).exp(),
                        Declaration::Swing { low, high } => {
                            0.5 * (-1.5 * (d(Some(low), true) + d(Some(high), false))).exp()
                        }
                        Declaration::NoEquation => 1e-3,
                    }
                }
                _ => 1.0,
            })
            .collect();
        pick_weighted(&weights, rng)
    }

    /// Every table size with the default options, and a game played until one player has all
    /// the chips, with short stacks so it ends soon.
    fn variants() -> Vec<(Options, usize)> {
        let mut out: Vec<(Options, usize)> = (Self::PLAYERS.0..=Self::PLAYERS.1)
            .map(|p| (Options::default(), p))
            .collect();
        for players in [2, 5] {
            let until_one_is_left = Options {
                chips: 8,
                ante: 2,
                rounds: 0,
                best: false,
            };
            out.push((until_one_is_left, players));
        }
        out
    }

    /// The deck in another order, the state's RNG reseeded.
    fn rehide(state: &mut State, _seat: Seat, rng: &mut SearchRng) {
        state.deck.shuffle(rng);
        state.rng = SearchRng::seed_from_u64(rng.gen());
    }
}
