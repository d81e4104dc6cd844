//! Special abilities (RQ-6, RQ-16, RQ-18): Arcana (two Standing cards of one suit: Glamour,
//! Lavish, Coerce, Bounty) and Finesse (Congregate, Conscript), as often as Standing cards
//! allow. Their effect never touches the two activating cards.

use super::cards::Card;
use super::events::Event;
use super::scry::scry;
use super::state::{AfterScry, Arcana, Bounty, Phase, Selecting, State};
use crate::words::say;
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

/// Two different Standing cards of one's own tableau.
fn check_pair(state: &State, seat: Seat, with: [Card; 2], what: &str) -> Result<(), RuleError> {
    let what = say!("rq-ability", ability = what);
    if with[0] == with[1] {
        return refuse(say!("rq-err-pair-same", ability = &what));
    }
    let found = state
        .tableau(seat)
        .iter()
        .filter(|p| !p.resting && with.contains(&p.card))
        .count();
    if found < 2 {
        let c = with
            .into_iter()
            .find(|&c| !state.standing_in(seat, c))
            .unwrap_or(with[0]);
        return refuse(say!(
            "rq-err-pair-standing",
            ability = &what,
            card = &c.label()
        ));
    }
    Ok(())
}

/// Whether `power` has something to act on besides its activating cards.
fn has_target(state: &State, power: Arcana, with: [Card; 2]) -> bool {
    state.tableaus.iter().flatten().any(|p| {
        !with.contains(&p.card)
            && match power {
                Arcana::Glamour => p.card.is_common(),
                Arcana::Coerce => p.card.is_court(),
                Arcana::Bounty | Arcana::Lavish => true,
            }
    })
}

pub fn check_arcana(
    state: &State,
    seat: Seat,
    power: Arcana,
    with: [Card; 2],
) -> Result<(), RuleError> {
    let suit = power.suit();
    check_pair(state, seat, with, power.id())?;
    for c in with {
        if c.suit() != Some(suit) {
            return refuse(say!(
                "rq-err-arcana-suit",
                ability = &power.said(),
                suit = suit.id(),
                card = &c.label()
            ));
        }
    }
    if power != Arcana::Lavish && !has_target(state, power, with) {
        return refuse(say!("rq-err-arcana-nothing", ability = &power.said()));
    }
    Ok(())
}

fn activate(
    state: &mut State,
    seat: Seat,
    power: Arcana,
    with: [Card; 2],
    events: &mut Vec<Event>,
) {
    for c in with {
        state.set_resting(c, true);
    }
    state.turn.acted = true;
    events.push(Event::ArcanaUsed { seat, power, with });
}

/// Lavish scries at once; the other Arcana wait for their target.
pub fn arcana(
    state: &mut State,
    seat: Seat,
    power: Arcana,
    with: [Card; 2],
    events: &mut Vec<Event>,
) {
    if power == Arcana::Lavish {
        activate(state, seat, power, with, events);
        scry(state, seat, 1, AfterScry::Turn, events);
    } else {
        state.phase = Phase::Turn {
            selecting: Some(Selecting::Aim { power, with }),
        };
    }
}

pub fn check_target(
    state: &State,
    power: Arcana,
    with: [Card; 2],
    card: Card,
) -> Result<(), RuleError> {
    let want_court = match power {
        Arcana::Glamour => false,
        Arcana::Coerce => true,
        _ => return refuse(say!("rq-err-no-turn", ability = &power.said())),
    };
    if with.contains(&card) {
        return refuse(say!("rq-err-own-activating", ability = &power.said()));
    }
    match state.find(card) {
        Some((_, p)) if p.card.is_court() == want_court => Ok(()),
        _ => refuse(say!(
            "rq-err-turn-target",
            ability = &power.said(),
            kind = if want_court { "court" } else { "common" },
            card = &card.label()
        )),
    }
}

/// Glamour or Coerce: the card Stands if Resting, Rests if Standing (so it always changes).
pub fn target(
    state: &mut State,
    seat: Seat,
    power: Arcana,
    with: [Card; 2],
    card: Card,
    events: &mut Vec<Event>,
) {
    let Some((owner, p)) = state.find(card) else {
        return;
    };
    activate(state, seat, power, with, events);
    state.set_resting(card, !p.resting);
    events.push(Event::Turned {
        card,
        owner,
        resting: !p.resting,
    });
    state.phase = Phase::Turn { selecting: None };
}

pub fn check_bounty(state: &State, with: [Card; 2], card: Card, by: Card) -> Result<(), RuleError> {
    if with.contains(&card) {
        return refuse(say("rq-err-bounty-own"));
    }
    if state.find(card).is_none() {
        return refuse(say!("rq-err-bounty-target", card = &card.label()));
    }
    if !with.contains(&by) {
        return refuse(say!(
            "rq-err-bounty-amount",
            first = &with[0].label(),
            second = &with[1].label(),
            card = &by.label()
        ));
    }
    Ok(())
}

pub fn bounty(
    state: &mut State,
    seat: Seat,
    with: [Card; 2],
    card: Card,
    by: Card,
    add: bool,
    events: &mut Vec<Event>,
) {
    let amount = state.value(by);
    activate(state, seat, Arcana::Bounty, with, events);
    let delta = if add { amount } else { -amount };
    state.turn.bounties.push(Bounty { card, delta });
    events.push(Event::Bountied {
        card,
        delta,
        value: state.value(card),
    });
    state.phase = Phase::Turn { selecting: None };
}

fn check_finesse(state: &State) -> Result<(), RuleError> {
    if state.options.beginner {
        return refuse(say("rq-err-beginner-finesse"));
    }
    Ok(())
}

pub fn check_congregate(
    state: &State,
    seat: Seat,
    card: Card,
    with: [Card; 2],
) -> Result<(), RuleError> {
    check_finesse(state)?;
    if !card.is_common() || !state.holds(seat, card) {
        return refuse(say!("rq-err-congregate-card", card = &card.label()));
    }
    check_pair(state, seat, with, "congregate")?;
    if with.iter().any(|c| !c.is_common()) {
        return refuse(say("rq-err-congregate-pair"));
    }
    let sum = state.value(with[0]) + state.value(with[1]);
    if sum != card.printed() {
        return refuse(say!(
            "rq-err-congregate-sum",
            value = card.printed(),
            card = &card.label(),
            first = &with[0].label(),
            second = &with[1].label(),
            sum = sum
        ));
    }
    Ok(())
}

pub fn check_conscript(
    state: &State,
    seat: Seat,
    court: Card,
    with: [Card; 2],
) -> Result<(), RuleError> {
    check_finesse(state)?;
    if !court.is_court() || !state.holds(seat, court) {
        return refuse(say!("rq-err-conscript-card", card = &court.label()));
    }
    check_pair(state, seat, with, "conscript")?;
    if with.iter().any(|c| !c.is_court()) {
        return refuse(say("rq-err-conscript-pair"));
    }
    Ok(())
}

/// Congregate or Conscript (checked): Rest `with`, place `card` Standing. Neither uses the
/// turn's Populate or Summon, nor obeys their minimum (RQ-18).
pub fn finesse(
    state: &mut State,
    seat: Seat,
    card: Card,
    with: [Card; 2],
    events: &mut Vec<Event>,
) {
    if !state.take_from_hand(seat, card) {
        return;
    }
    for c in with {
        state.set_resting(c, true);
    }
    state.place(seat, card);
    state.turn.acted = true;
    events.push(if card.is_court() {
        Event::Conscripted {
            seat,
            court: card,
            with,
        }
    } else {
        Event::Congregated { seat, card, with }
    });
}
