//! Every legal action of a seat: candidates built from the cards involved, kept when
//! `apply::check` accepts them, so `legal` and `apply` agree by construction.
//!
//! Lists stay short because several-card choices are made one card at a time: a free turn
//! lists single cards, activation pairs of one suit and end-of-turn options; a step lists the
//! cards that can still complete the choice.

use super::actions::Action;
use super::apply::check_shaped;
use super::battle::awaits_rally;
use super::cards::Card;
use super::magick::negates;
use super::state::{Arcana, Battle, BattleStep, Phase, Selecting, State};
use game_kit::game::Seat;

pub fn legal(state: &State, seat: Seat) -> Vec<Action> {
    if seat >= state.players() || state.check_shape().is_err() {
        return Vec::new();
    }
    let mut trusted = Vec::new();
    let candidates = candidates(state, seat, &mut trusted);
    // Trusted candidates are valid by construction (see `free_candidates`); debug builds,
    // and so every test, still check that `apply` agrees.
    debug_assert!(
        trusted.iter().all(|a| check_shaped(state, seat, a).is_ok()),
        "a trusted candidate is refused"
    );
    let mut v: Vec<Action> = candidates
        .into_iter()
        .filter(|a| check_shaped(state, seat, a).is_ok())
        .collect();
    v.extend(trusted);
    v
}

/// Unordered pairs of distinct cards.
fn pairs(cards: &[Card]) -> Vec<[Card; 2]> {
    let mut out = Vec::new();
    for (i, &a) in cards.iter().enumerate() {
        for &b in &cards[i + 1..] {
            out.push([a, b]);
        }
    }
    out
}

/// Candidates to check; those valid by construction go to `trusted` (pairs of one's own
/// Standing cards make many of them, and checking each again is most of `legal`'s cost).
fn candidates(state: &State, seat: Seat, trusted: &mut Vec<Action>) -> Vec<Action> {
    let hand = state.hand(seat);
    let mut v = Vec::new();
    match &state.phase {
        Phase::Over { .. } => {}
        Phase::Turn { selecting } => {
            if seat != state.active {
                return v;
            }
            match selecting {
                None => free_candidates(state, seat, &mut v, trusted),
                Some(sel) => selecting_candidates(state, seat, sel, &mut v, trusted),
            }
            v.push(Action::EndTurn { fortify: None });
            v.extend(
                state
                    .standing(seat)
                    .filter(|c| c.is_common())
                    .map(|c| Action::EndTurn { fortify: Some(c) }),
            );
        }
        Phase::Scry { seat: s, drawn, .. } if *s == seat => {
            v.extend(drawn.iter().map(|&card| Action::Keep { card }));
        }
        Phase::Scry { .. } => {}
        Phase::Negate { waiting, .. } if waiting.contains(&seat) => {
            v.push(Action::NoCounter);
            v.extend(
                negates(state, seat)
                    .into_iter()
                    .map(|(tarot, keep)| Action::Negate { tarot, keep }),
            );
        }
        Phase::Foil { waiting, .. } if waiting.contains(&seat) => {
            v.push(Action::NoCounter);
            v.extend(
                hand.iter()
                    .filter(|c| c.is_tarot())
                    .map(|&tarot| Action::Foil { tarot }),
            );
        }
        Phase::Negate { .. } | Phase::Foil { .. } => {}
        Phase::Battle(Battle {
            attackers, step, ..
        }) => match step {
            BattleStep::Blocking { defender } if *defender == seat => {
                let blockers: Vec<Card> = state.standing(seat).filter(|c| c.is_court()).collect();
                for a in attackers.iter().filter(|a| a.at == seat && !a.met) {
                    v.extend(blockers.iter().map(|&with| Action::Block {
                        attacker: a.court,
                        with,
                    }));
                    v.push(Action::Decline { attacker: a.court });
                }
                v.push(Action::DeclineAll);
            }
            BattleStep::Clash { .. } if awaits_rally(state, seat) => {
                v.push(Action::Rally { card: None });
                v.extend(
                    hand.iter()
                        .filter(|c| c.is_common())
                        .map(|&c| Action::Rally { card: Some(c) }),
                );
            }
            BattleStep::Capture { candidates, .. } if seat == state.active => {
                v.extend(candidates.iter().map(|&card| Action::Capture { card }));
            }
            _ => {}
        },
    }
    v
}

fn free_candidates(state: &State, seat: Seat, v: &mut Vec<Action>, trusted: &mut Vec<Action>) {
    // Cheap pre-filters keep refused candidates (and their messages) out of the hot path;
    // `check` still decides.
    let hand = state.hand(seat);
    let opponents = state.opponents(seat);
    let floor = state.highest_standing_common(seat).unwrap_or(i32::MIN);
    let turn = &state.turn;
    for &card in hand {
        match card {
            Card::Common { .. } if !turn.populated && card.printed() >= floor => {
                v.push(Action::Populate { card })
            }
            Card::Court { .. } if !turn.summoned => v.push(Action::Summon { court: card }),
            Card::Tarot(_) if !turn.magicked => {
                v.push(Action::Augur { tarot: card });
                v.extend(opponents.iter().map(|&target| Action::Enchant {
                    tarot: card,
                    target,
                }));
                for &o in &opponents {
                    v.extend(
                        state
                            .tableau(o)
                            .iter()
                            .filter(|p| p.card.is_court())
                            .map(|p| Action::Murder {
                                tarot: card,
                                court: p.card,
                            }),
                    );
                }
            }
            _ => {}
        }
    }
    if !turn.battled {
        v.push(Action::Battle);
    }
    let standing: Vec<Card> = state.standing(seat).collect();
    let all = state.tableaus.iter().flatten();
    let (commons, courts) = all.fold((0, 0), |(a, b), p| {
        (
            a + usize::from(p.card.is_common()),
            b + usize::from(p.card.is_court()),
        )
    });
    for power in Arcana::ALL {
        let suited: Vec<Card> = standing
            .iter()
            .copied()
            .filter(|c| c.suit() == Some(power.suit()))
            .collect();
        // With three or more cards of the kind on the table, one is not an activator.
        let plenty = match power {
            Arcana::Glamour => commons > 2,
            Arcana::Coerce => courts > 2,
            Arcana::Lavish | Arcana::Bounty => commons + courts > 2,
        };
        let pairs = pairs(&suited)
            .into_iter()
            .map(|with| Action::Arcana { power, with });
        if plenty {
            trusted.extend(pairs);
        } else {
            v.extend(pairs);
        }
    }
    if !state.options.beginner {
        let commons: Vec<Card> = standing.iter().copied().filter(|c| c.is_common()).collect();
        for with in pairs(&commons) {
            let sum = state.value(with[0]) + state.value(with[1]);
            trusted.extend(
                hand.iter()
                    .filter(|c| c.is_common() && c.printed() == sum)
                    .map(|&card| Action::Congregate { card, with }),
            );
        }
        let courts: Vec<Card> = standing.iter().copied().filter(|c| c.is_court()).collect();
        for with in pairs(&courts) {
            trusted.extend(
                hand.iter()
                    .filter(|c| c.is_court())
                    .map(|&court| Action::Conscript { court, with }),
            );
        }
    }
}

fn selecting_candidates(
    state: &State,
    seat: Seat,
    sel: &Selecting,
    v: &mut Vec<Action>,
    trusted: &mut Vec<Action>,
) {
    v.push(Action::Back);
    v.push(Action::Confirm);
    match sel {
        Selecting::Payment { paid, .. } => {
            v.extend(state.standing(seat).map(|card| Action::Pick { card }));
            v.extend(paid.iter().map(|&card| Action::Unpick { card }));
        }
        Selecting::Naming { target, named, .. } => {
            v.extend(
                state
                    .tableau(*target)
                    .iter()
                    .map(|p| Action::Pick { card: p.card }),
            );
            v.extend(named.iter().map(|&card| Action::Unpick { card }));
        }
        Selecting::Attackers { declared } => {
            let courts: Vec<Card> = state.standing(seat).filter(|c| c.is_court()).collect();
            for at in state.opponents(seat) {
                v.extend(courts.iter().map(|&court| Action::Attack { court, at }));
            }
            v.extend(declared.iter().map(|a| Action::Unpick { card: a.court }));
        }
        Selecting::Aim { power, with } => {
            let cards = state
                .tableaus
                .iter()
                .flatten()
                .map(|p| p.card)
                .filter(|c| !with.contains(c));
            if *power == Arcana::Bounty {
                for card in cards {
                    for by in *with {
                        for add in [true, false] {
                            trusted.push(Action::Bounty { card, by, add });
                        }
                    }
                }
            } else {
                let courts = *power == Arcana::Coerce;
                trusted.extend(
                    cards
                        .filter(|c| c.is_court() == courts)
                        .map(|card| Action::Target { card }),
                );
            }
        }
    }
}
