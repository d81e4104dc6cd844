//! Battle (RQ-8, RQ-9, RQ-15, RQ-17, RQ-25): the active player declares attackers (Resting
//! them), each against an opponent; defenders are met in declared order, and each defender,
//! one step at a time, blocks an attacker with a Standing Court (a Clash with secret Rallies)
//! or lets it through (it captures). Nothing else happens until the battle is over.
//!
//! A defender without a Standing Court is not asked: their attackers capture in declared order
//! (our ruling; the order cannot change what is captured).

use super::cards::{Card, Rank};
use super::events::{ClashResult, Event};
use super::state::{Attacker, Battle, BattleStep, Phase, Rally, Selecting, State};
use crate::words::say;
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

fn has_standing_court(state: &State, seat: Seat) -> bool {
    state.standing(seat).any(Card::is_court)
}

pub fn check_battle(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.turn.battled {
        return refuse(say("rq-err-battled"));
    }
    if !has_standing_court(state, seat) {
        return refuse(say("rq-err-battle-court"));
    }
    Ok(())
}

pub fn start_battle(state: &mut State) {
    state.phase = Phase::Turn {
        selecting: Some(Selecting::Attackers {
            declared: Vec::new(),
        }),
    };
}

pub fn check_attack(
    state: &State,
    seat: Seat,
    declared: &[Attacker],
    court: Card,
    at: Seat,
) -> Result<(), RuleError> {
    if !court.is_court() || !state.standing_in(seat, court) {
        return refuse(say!("rq-err-attack-with", card = &court.label()));
    }
    if declared.iter().any(|a| a.court == court) {
        return refuse(say!("rq-err-attacking", card = &court.label()));
    }
    if !state.is_opponent(seat, at) {
        return refuse(say("rq-err-attack-opponent"));
    }
    Ok(())
}

/// Declares the attackers: they Rest (until their owner's next Arise, RQ-25) and the battle
/// begins.
pub fn declare(state: &mut State, seat: Seat, declared: Vec<Attacker>, events: &mut Vec<Event>) {
    for a in &declared {
        state.set_resting(a.court, true);
    }
    state.turn.battled = true;
    state.turn.acted = true;
    events.push(Event::BattleDeclared {
        seat,
        attackers: declared.clone(),
    });
    state.phase = Phase::Battle(Battle {
        attackers: declared,
        declining: None,
        step: BattleStep::Blocking { defender: seat },
    });
    advance(state, events);
}

fn battle_mut(state: &mut State) -> Option<&mut Battle> {
    match &mut state.phase {
        Phase::Battle(b) => Some(b),
        _ => None,
    }
}

/// Moves the battle on to the next decision, letting through every attacker that needs no
/// decision, and ends it when every attacker has been met.
pub fn advance(state: &mut State, events: &mut Vec<Event>) {
    loop {
        let Phase::Battle(b) = &state.phase else {
            return;
        };
        // The current defender: the first (in declared order) with an attacker still to meet;
        // all their attackers are met before the next defender's (RQ-17).
        let Some(defender) = b.attackers.iter().find(|a| !a.met).map(|first| {
            b.attackers
                .iter()
                .find(|a| b.attackers.iter().any(|o| o.at == a.at && !o.met))
                .map_or(first.at, |a| a.at)
        }) else {
            events.push(Event::BattleOver);
            state.phase = Phase::Turn { selecting: None };
            return;
        };
        if b.declining != Some(defender) && has_standing_court(state, defender) {
            if let Some(b) = battle_mut(state) {
                b.step = BattleStep::Blocking { defender };
            }
            return;
        }
        let Some(next) = b
            .attackers
            .iter()
            .find(|a| a.at == defender && !a.met)
            .map(|a| a.court)
        else {
            return;
        };
        mark_met(state, next);
        events.push(Event::Declined {
            defender,
            attacker: next,
        });
        if capture_by_rank(state, next, defender, events) {
            return;
        }
    }
}

/// The attacker `court` captures from `from` by its rank (RQ-9, RQ-14: current values).
/// Returns true when the attacker must choose among equal Commons first.
fn capture_by_rank(state: &mut State, court: Card, from: Seat, events: &mut Vec<Event>) -> bool {
    let rank = court.rank().unwrap_or(Rank::Page);
    let values: Vec<(Card, i32)> = state
        .standing(from)
        .filter(|c| c.is_common())
        .map(|c| (c, state.value(c)))
        .collect();
    let best = if rank.takes_highest() {
        values.iter().map(|v| v.1).max()
    } else {
        values.iter().map(|v| v.1).min()
    };
    let Some(best) = best else {
        events.push(Event::NothingToCapture { from });
        return false;
    };
    let candidates: Vec<Card> = values.iter().filter(|v| v.1 == best).map(|v| v.0).collect();
    match candidates.as_slice() {
        [only] => {
            take(state, *only, from, events);
            false
        }
        _ => {
            if let Some(b) = battle_mut(state) {
                b.step = BattleStep::Capture { from, candidates };
            }
            true
        }
    }
}

fn take(state: &mut State, card: Card, from: Seat, events: &mut Vec<Event>) {
    let by = state.active;
    if state.capture(card, by).is_some() {
        events.push(Event::Captured { by, from, card });
    }
}

/// The defender's step: `attacker` must be one of theirs not met yet.
fn check_step(state: &State, seat: Seat, attacker: Card) -> Result<(), RuleError> {
    let Phase::Battle(Battle {
        attackers,
        step: BattleStep::Blocking { defender },
        ..
    }) = &state.phase
    else {
        return refuse(say("rq-err-no-attacker-waiting"));
    };
    if *defender != seat {
        return refuse(say("rq-err-other-defender"));
    }
    if !attackers
        .iter()
        .any(|a| a.court == attacker && a.at == seat && !a.met)
    {
        return refuse(say!("rq-err-not-attacker", card = &attacker.label()));
    }
    Ok(())
}

pub fn check_block(state: &State, seat: Seat, attacker: Card, with: Card) -> Result<(), RuleError> {
    check_step(state, seat, attacker)?;
    if !with.is_court() || !state.standing_in(seat, with) {
        return refuse(say!("rq-err-block-with", card = &with.label()));
    }
    Ok(())
}

pub fn check_decline(state: &State, seat: Seat, attacker: Card) -> Result<(), RuleError> {
    check_step(state, seat, attacker)
}

pub fn check_decline_all(state: &State, seat: Seat) -> Result<(), RuleError> {
    match &state.phase {
        Phase::Battle(Battle {
            step: BattleStep::Blocking { defender },
            ..
        }) if *defender == seat => Ok(()),
        _ => refuse(say("rq-err-no-attacker-waiting")),
    }
}

fn mark_met(state: &mut State, attacker: Card) {
    if let Some(b) = battle_mut(state) {
        if let Some(a) = b.attackers.iter_mut().find(|a| a.court == attacker) {
            a.met = true;
        }
    }
}

pub fn decline(state: &mut State, seat: Seat, attacker: Card, events: &mut Vec<Event>) {
    mark_met(state, attacker);
    events.push(Event::Declined {
        defender: seat,
        attacker,
    });
    if !capture_by_rank(state, attacker, seat, events) {
        advance(state, events);
    }
}

pub fn decline_all(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    if let Some(b) = battle_mut(state) {
        b.declining = Some(seat);
    }
    advance(state, events);
}

pub fn block(state: &mut State, seat: Seat, attacker: Card, with: Card, events: &mut Vec<Event>) {
    mark_met(state, attacker);
    events.push(Event::Blocked {
        defender: seat,
        attacker,
        blocker: with,
    });
    // A player with no cards in hand cannot Rally; nothing is hidden by not asking them.
    let blind = |s: Seat| state.hand(s).is_empty().then_some(Rally::Blind);
    let attack_rally = blind(state.active);
    let defend_rally = blind(seat);
    if let Some(b) = battle_mut(state) {
        b.step = BattleStep::Clash {
            attacker,
            blocker: with,
            defender: seat,
            attack_rally,
            defend_rally,
        };
    }
    settle_clash(state, events);
}

/// `seat`'s pick in the current Clash, if it has picked.
pub fn picked_rally(state: &State, seat: Seat) -> Option<Rally> {
    match &state.phase {
        Phase::Battle(Battle {
            step:
                BattleStep::Clash {
                    defender,
                    attack_rally,
                    defend_rally,
                    ..
                },
            ..
        }) => {
            if seat == state.active {
                *attack_rally
            } else if seat == *defender {
                *defend_rally
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Whether `seat` still has to pick a Rally in the current Clash.
pub fn awaits_rally(state: &State, seat: Seat) -> bool {
    match &state.phase {
        Phase::Battle(Battle {
            step:
                BattleStep::Clash {
                    defender,
                    attack_rally,
                    defend_rally,
                    ..
                },
            ..
        }) => {
            (seat == state.active && attack_rally.is_none())
                || (seat == *defender && defend_rally.is_none())
        }
        _ => false,
    }
}

pub fn check_rally(state: &State, seat: Seat, card: Option<Card>) -> Result<(), RuleError> {
    if !awaits_rally(state, seat) {
        return refuse(say("rq-err-no-rally"));
    }
    match card {
        Some(c) if !c.is_common() || !state.holds(seat, c) => {
            refuse(say!("rq-err-rally-with", card = &c.label()))
        }
        _ => Ok(()),
    }
}

/// Records a secret Rally pick; the Clash is decided once both are in.
pub fn rally(state: &mut State, seat: Seat, card: Option<Card>, events: &mut Vec<Event>) {
    let pick = match card {
        Some(c) if state.take_from_hand(seat, c) => Rally::Common(c),
        _ => Rally::Blind,
    };
    let active = state.active;
    if let Some(Battle {
        step:
            BattleStep::Clash {
                defender,
                attack_rally,
                defend_rally,
                ..
            },
        ..
    }) = battle_mut(state)
    {
        if seat == active && attack_rally.is_none() {
            *attack_rally = Some(pick);
        } else if seat == *defender {
            *defend_rally = Some(pick);
        }
    }
    events.push(Event::RallyPicked {
        seat,
        rally: Some(pick),
    });
    settle_clash(state, events);
}

/// Once both Rallies are in: reveal them together, compare strengths (RQ-14: Bounties count,
/// RQ-16: a Rally counts its printed value), discard the Rallies and the loser(s), capture.
fn settle_clash(state: &mut State, events: &mut Vec<Event>) {
    let Phase::Battle(Battle {
        step:
            BattleStep::Clash {
                attacker,
                blocker,
                defender,
                attack_rally: Some(ar),
                defend_rally: Some(dr),
            },
        ..
    }) = &state.phase
    else {
        return;
    };
    let (attacker, blocker, defender, ar, dr) = (*attacker, *blocker, *defender, *ar, *dr);
    let attack = state.value(attacker) + ar.value();
    let defend = state.value(blocker) + dr.value();
    let result = match attack.cmp(&defend) {
        std::cmp::Ordering::Greater => ClashResult::Attacker,
        std::cmp::Ordering::Less => ClashResult::Defender,
        std::cmp::Ordering::Equal => ClashResult::Tie,
    };
    state
        .discard
        .extend([ar.card(), dr.card()].into_iter().flatten());
    events.push(Event::Clash {
        attacker,
        blocker,
        attack_rally: ar,
        defend_rally: dr,
        attack,
        defend,
        result,
    });
    let mut lost = Vec::new();
    if result != ClashResult::Attacker {
        lost.push(attacker);
    }
    if result != ClashResult::Defender {
        lost.push(blocker);
    }
    for card in lost {
        if let Some(owner) = state.discard_from_tableau(card) {
            events.push(Event::CourtDiscarded { card, owner });
        }
    }
    if let Some(b) = battle_mut(state) {
        b.step = BattleStep::Blocking { defender };
    }
    if result != ClashResult::Defender && capture_by_rank(state, attacker, defender, events) {
        return;
    }
    advance(state, events);
}

pub fn check_capture(state: &State, seat: Seat, card: Card) -> Result<(), RuleError> {
    match &state.phase {
        Phase::Battle(Battle {
            step: BattleStep::Capture { candidates, .. },
            ..
        }) if seat == state.active => {
            if candidates.contains(&card) {
                Ok(())
            } else {
                let list: Vec<String> = candidates.iter().map(|c| c.to_string()).collect();
                refuse(say!(
                    "rq-err-capture-one",
                    cards = &list.join(", "),
                    card = &card.label()
                ))
            }
        }
        _ => refuse(say("rq-err-no-capture")),
    }
}

pub fn capture(state: &mut State, card: Card, events: &mut Vec<Event>) {
    let from = match &state.phase {
        Phase::Battle(Battle {
            step: BattleStep::Capture { from, .. },
            ..
        }) => *from,
        _ => return,
    };
    take(state, card, from, events);
    advance(state, events);
}
