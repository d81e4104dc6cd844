//! Magick (RQ-7, RQ-20, RQ-21): the turn's one Tarot. Enchant (answered by Negate), Augur, and
//! Murder (answered by a chain of Foils). Every Tarot played goes to the exile pile at once.

use super::cards::{Card, DEATH};
use super::events::Event;
use super::scry::scry;
use super::state::{AfterScry, Phase, Played, Selecting, State};
use crate::words::say;
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

/// Whether some subset of `values` (possibly empty) adds up to `target`. Values may be
/// negative after a Bounty, so this tracks every reachable sum.
pub fn reachable(values: &[i32], target: i32) -> bool {
    let mut sums = vec![0i32];
    for &v in values {
        let more: Vec<i32> = sums.iter().map(|s| s + v).collect();
        sums.extend(more);
        sums.sort_unstable();
        sums.dedup();
    }
    sums.binary_search(&target).is_ok()
}

/// Whether some non-empty subset of `values` adds up to `target`.
pub fn reachable_non_empty(values: &[i32], target: i32) -> bool {
    (0..values.len()).any(|i| {
        let rest: Vec<i32> = values
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &v)| v)
            .collect();
        reachable(&rest, target - values[i])
    })
}

fn check_tarot(state: &State, seat: Seat, tarot: Card) -> Result<(), RuleError> {
    if state.turn.magicked {
        return refuse(say("rq-err-magicked"));
    }
    if !tarot.is_tarot() {
        return refuse(say!("rq-err-magick-tarot", card = &tarot.label()));
    }
    if !state.holds(seat, tarot) {
        return refuse(say!("rq-err-not-in-hand", card = &tarot.label()));
    }
    Ok(())
}

/// The Resting Commons of `target` with their current values.
fn resting_commons(state: &State, target: Seat) -> Vec<Card> {
    state
        .tableau(target)
        .iter()
        .filter(|p| p.resting && p.card.is_common())
        .map(|p| p.card)
        .collect()
}

pub fn check_enchant(
    state: &State,
    seat: Seat,
    tarot: Card,
    target: Seat,
) -> Result<(), RuleError> {
    check_tarot(state, seat, tarot)?;
    if !state.is_opponent(seat, target) {
        return refuse(say("rq-err-enchant-opponent"));
    }
    let values: Vec<i32> = resting_commons(state, target)
        .into_iter()
        .map(|c| state.value(c))
        .collect();
    if !reachable_non_empty(&values, tarot.printed()) {
        return refuse(say!(
            "rq-err-enchant-sum",
            value = tarot.printed(),
            card = &tarot.label()
        ));
    }
    Ok(())
}

pub fn start_enchant(state: &mut State, tarot: Card, target: Seat) {
    state.phase = Phase::Turn {
        selecting: Some(Selecting::Naming {
            tarot,
            target,
            named: Vec::new(),
        }),
    };
}

pub fn check_name(
    state: &State,
    tarot: Card,
    target: Seat,
    named: &[Card],
    card: Card,
) -> Result<(), RuleError> {
    let resting = resting_commons(state, target);
    if !resting.contains(&card) {
        return refuse(say!("rq-err-name-resting", card = &card.label()));
    }
    if named.contains(&card) {
        return refuse(say!("rq-err-named-already", card = &card.label()));
    }
    let so_far: i32 = named.iter().chain([&card]).map(|&c| state.value(c)).sum();
    let rest: Vec<i32> = resting
        .iter()
        .filter(|c| **c != card && !named.contains(c))
        .map(|&c| state.value(c))
        .collect();
    if !reachable(&rest, tarot.printed() - so_far) {
        return refuse(say!(
            "rq-err-name-overshoots",
            card = &card.label(),
            so_far = so_far,
            value = tarot.printed()
        ));
    }
    Ok(())
}

pub fn check_named(state: &State, tarot: Card, named: &[Card]) -> Result<(), RuleError> {
    let sum: i32 = named.iter().map(|&c| state.value(c)).sum();
    if named.is_empty() {
        return refuse(say("rq-err-name-one"));
    }
    if sum != tarot.printed() {
        return refuse(say!(
            "rq-err-named-sum",
            value = tarot.printed(),
            card = &tarot.label(),
            sum = sum
        ));
    }
    Ok(())
}

/// Seats of `side` who could answer: they hold at least one card. A window opens for them
/// whatever they hold, so its opening reveals nothing about their hands.
fn answerers(state: &State, side: Vec<Seat>) -> Vec<Seat> {
    side.into_iter()
        .filter(|&s| !state.hand(s).is_empty())
        .collect()
}

/// Carries out the Enchant: the Tarot is exiled and the target's side may Negate (RQ-7).
pub fn enchant(
    state: &mut State,
    seat: Seat,
    tarot: Card,
    target: Seat,
    named: Vec<Card>,
    events: &mut Vec<Event>,
) {
    if !state.take_from_hand(seat, tarot) {
        return;
    }
    state.exile.push(tarot);
    state.turn.magicked = true;
    state.turn.acted = true;
    events.push(Event::Enchanted {
        seat,
        tarot,
        target,
        named: named.clone(),
    });
    let waiting = answerers(state, state.side(target));
    state.phase = Phase::Negate {
        enchanter: seat,
        target,
        tarot,
        named,
        waiting,
    };
    settle_negate(state, None, events);
}

pub fn check_negate(
    state: &State,
    seat: Seat,
    tarot: Card,
    keep: &[Card],
) -> Result<(), RuleError> {
    let Phase::Negate {
        tarot: enchant,
        named,
        waiting,
        ..
    } = &state.phase
    else {
        return refuse(say("rq-err-no-enchant"));
    };
    if !waiting.contains(&seat) {
        return refuse(say("rq-err-negate-who"));
    }
    if !tarot.is_tarot() || !state.holds(seat, tarot) {
        return refuse(say!("rq-err-negate-tarot", card = &tarot.label()));
    }
    if tarot.printed() >= enchant.printed() {
        return refuse(say!(
            "rq-err-negate-lower",
            enchant = &enchant.label(),
            value = enchant.printed(),
            card = &tarot.label()
        ));
    }
    for (i, c) in keep.iter().enumerate() {
        if !named.contains(c) || keep[..i].contains(c) {
            return refuse(say!("rq-err-keep-named", card = &c.label()));
        }
    }
    if tarot == Card::Tarot(0) {
        // RQ-7: The Fool names nothing; the whole Enchant comes to nothing.
        if !keep.is_empty() {
            return refuse(say("rq-err-fool-names"));
        }
        return Ok(());
    }
    let sum: i32 = keep.iter().map(|&c| state.value(c)).sum();
    if sum != tarot.printed() {
        return refuse(say!(
            "rq-err-negate-sum",
            value = tarot.printed(),
            card = &tarot.label(),
            sum = sum
        ));
    }
    Ok(())
}

/// Every valid Negate for `seat` now (for `legal`).
pub fn negates(state: &State, seat: Seat) -> Vec<(Card, Vec<Card>)> {
    let Phase::Negate { named, .. } = &state.phase else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let n = named.len().min(20);
    for &tarot in state.hand(seat).iter().filter(|c| c.is_tarot()) {
        if tarot == Card::Tarot(0) {
            out.push((tarot, Vec::new()));
            continue;
        }
        for mask in 1u32..(1 << n) {
            let keep: Vec<Card> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| named[i])
                .collect();
            if keep.iter().map(|&c| state.value(c)).sum::<i32>() == tarot.printed() {
                out.push((tarot, keep));
            }
        }
    }
    out.retain(|(t, k)| check_negate(state, seat, *t, k).is_ok());
    out
}

pub fn negate(
    state: &mut State,
    seat: Seat,
    tarot: Card,
    keep: Vec<Card>,
    events: &mut Vec<Event>,
) {
    if !state.take_from_hand(seat, tarot) {
        return;
    }
    state.exile.push(tarot);
    events.push(Event::Negated {
        seat,
        tarot,
        keep: keep.clone(),
    });
    settle_negate(state, Some(keep), events);
}

/// Closes the Negate window when someone Negated (`keep`) or nobody is left to answer: the
/// enchanter captures the named Commons, or the Negate's part of them.
fn settle_negate(state: &mut State, keep: Option<Vec<Card>>, events: &mut Vec<Event>) {
    let Phase::Negate {
        enchanter,
        target,
        named,
        waiting,
        ..
    } = &state.phase
    else {
        return;
    };
    if keep.is_none() && !waiting.is_empty() {
        return;
    }
    let (enchanter, target) = (*enchanter, *target);
    let taken = keep.unwrap_or_else(|| named.clone());
    for card in taken {
        if state.capture(card, enchanter).is_some() {
            events.push(Event::Captured {
                by: enchanter,
                from: target,
                card,
            });
        }
    }
    state.phase = Phase::Turn { selecting: None };
}

pub fn check_augur(state: &State, seat: Seat, tarot: Card) -> Result<(), RuleError> {
    check_tarot(state, seat, tarot)?;
    if tarot.printed() >= i32::from(DEATH) {
        return refuse(say!(
            "rq-err-augur-tarot",
            death = DEATH,
            card = &tarot.label()
        ));
    }
    Ok(())
}

pub fn augur(state: &mut State, seat: Seat, tarot: Card, events: &mut Vec<Event>) {
    if !state.take_from_hand(seat, tarot) {
        return;
    }
    state.exile.push(tarot);
    state.turn.magicked = true;
    state.turn.acted = true;
    events.push(Event::Augured { seat, tarot });
    scry(state, seat, 2, AfterScry::Turn, events);
}

pub fn check_murder(state: &State, seat: Seat, tarot: Card, court: Card) -> Result<(), RuleError> {
    check_tarot(state, seat, tarot)?;
    if tarot.printed() < i32::from(DEATH) {
        return refuse(say!(
            "rq-err-murder-tarot",
            death = DEATH,
            card = &tarot.label()
        ));
    }
    match state.find(court) {
        Some((owner, p)) if p.card.is_court() && state.is_opponent(seat, owner) => Ok(()),
        _ => refuse(say!("rq-err-murder-target", card = &court.label())),
    }
}

/// The seats who may answer the last Tarot of a Murder chain: the other side from whoever
/// played it (RQ-7).
fn foil_waiting(state: &State, owner: Seat, chain: &[Played]) -> Vec<Seat> {
    let murderer = state.active;
    let last_from_murderer =
        chain.last().map(|p| state.team_of(p.seat)) == Some(state.team_of(murderer));
    let side = if last_from_murderer {
        state.side(owner)
    } else {
        state.side(murderer)
    };
    answerers(state, side)
}

pub fn murder(state: &mut State, seat: Seat, tarot: Card, court: Card, events: &mut Vec<Event>) {
    let Some((owner, _)) = state.find(court) else {
        return;
    };
    if !state.take_from_hand(seat, tarot) {
        return;
    }
    state.exile.push(tarot);
    state.turn.magicked = true;
    state.turn.acted = true;
    events.push(Event::Murder {
        seat,
        tarot,
        court,
        owner,
    });
    let chain = vec![Played { seat, tarot }];
    let waiting = foil_waiting(state, owner, &chain);
    state.phase = Phase::Foil {
        court,
        owner,
        chain,
        waiting,
    };
    settle_foil(state, events);
}

pub fn check_foil(state: &State, seat: Seat, tarot: Card) -> Result<(), RuleError> {
    let Phase::Foil { chain, waiting, .. } = &state.phase else {
        return refuse(say("rq-err-no-murder"));
    };
    if !waiting.contains(&seat) {
        return refuse(say("rq-err-foil-who"));
    }
    if !tarot.is_tarot() || !state.holds(seat, tarot) {
        return refuse(say!("rq-err-foil-tarot", card = &tarot.label()));
    }
    let last = chain.last().map_or(0, |p| p.tarot.printed());
    if tarot.printed() <= last {
        return refuse(say!(
            "rq-err-foil-higher",
            last = last,
            card = &tarot.label()
        ));
    }
    Ok(())
}

pub fn foil(state: &mut State, seat: Seat, tarot: Card, events: &mut Vec<Event>) {
    if !state.take_from_hand(seat, tarot) {
        return;
    }
    state.exile.push(tarot);
    events.push(Event::Foiled { seat, tarot });
    let next = match &mut state.phase {
        Phase::Foil { owner, chain, .. } => {
            chain.push(Played { seat, tarot });
            Some((*owner, chain.clone()))
        }
        _ => None,
    };
    if let Some((owner, chain)) = next {
        let w = foil_waiting(state, owner, &chain);
        if let Phase::Foil { waiting, .. } = &mut state.phase {
            *waiting = w;
        }
    }
    settle_foil(state, events);
}

/// When nobody is left to answer: the Court is discarded if the last Tarot came from the
/// murderer's side, and spared otherwise (RQ-7).
fn settle_foil(state: &mut State, events: &mut Vec<Event>) {
    let Phase::Foil {
        court,
        owner,
        chain,
        waiting,
    } = &state.phase
    else {
        return;
    };
    if !waiting.is_empty() {
        return;
    }
    let (court, owner) = (*court, *owner);
    let murderer_wins =
        chain.last().map(|p| state.team_of(p.seat)) == Some(state.team_of(state.active));
    if murderer_wins {
        if let Some(owner) = state.discard_from_tableau(court) {
            events.push(Event::Murdered { court, owner });
        }
    } else {
        events.push(Event::Spared { court, owner });
    }
    state.phase = Phase::Turn { selecting: None };
}

/// A seat in a Negate or Foil window lets it pass; when nobody is left, it settles.
pub fn no_counter(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    match &mut state.phase {
        Phase::Negate { waiting, .. } | Phase::Foil { waiting, .. } => {
            waiting.retain(|&s| s != seat)
        }
        _ => return,
    }
    events.push(Event::NoCounter { seat });
    if matches!(state.phase, Phase::Negate { .. }) {
        settle_negate(state, None, events);
    } else {
        settle_foil(state, events);
    }
}

pub fn check_no_counter(state: &State, seat: Seat) -> Result<(), RuleError> {
    match &state.phase {
        Phase::Negate { waiting, .. } | Phase::Foil { waiting, .. } if waiting.contains(&seat) => {
            Ok(())
        }
        _ => refuse(say("rq-err-nothing-to-answer")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subset_sums() {
        assert!(reachable(&[3, 4, 9], 16));
        assert!(reachable(&[3, 4, 9], 0));
        assert!(!reachable(&[3, 4, 9], 8));
        assert!(reachable(&[3, -3, 9], 0));
        assert!(reachable_non_empty(&[3, -3, 9], 0));
        assert!(!reachable_non_empty(&[3, 4], 0));
    }
}
