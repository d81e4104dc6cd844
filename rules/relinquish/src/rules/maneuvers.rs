//! Populate (RQ-4) and Summon (RQ-3): the turn's one Common and one Court from hand.

use super::cards::{Card, Rank};
use super::events::Event;
use super::state::{Phase, Selecting, State};
use crate::words::say;
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

pub fn check_populate(state: &State, seat: Seat, card: Card) -> Result<(), RuleError> {
    if state.turn.populated {
        return refuse(say("rq-err-populated"));
    }
    if !card.is_common() {
        return refuse(say!("rq-err-populate-common", card = &card.label()));
    }
    if !state.holds(seat, card) {
        return refuse(say!("rq-err-not-in-hand", card = &card.label()));
    }
    // RQ-4, RQ-14: compared with the current values of the Standing Commons (captured ones
    // included).
    if let Some(high) = state.highest_standing_common(seat) {
        if card.printed() < high {
            return refuse(say!(
                "rq-err-populate-low",
                high = high,
                card = &card.label()
            ));
        }
    }
    Ok(())
}

pub fn populate(state: &mut State, seat: Seat, card: Card, events: &mut Vec<Event>) {
    if state.take_from_hand(seat, card) {
        state.place(seat, card);
        state.turn.populated = true;
        state.turn.acted = true;
        events.push(Event::Populated { seat, card });
    }
}

fn court_rank(card: Card) -> Result<Rank, RuleError> {
    card.rank()
        .ok_or_else(|| RuleError::new(say!("rq-err-summon-court", card = &card.label())))
}

/// Standing Commons of `seat`: `(of the Court's suit, in all)`.
fn payable(state: &State, seat: Seat, court: Card) -> (usize, usize) {
    let commons: Vec<Card> = state.standing(seat).filter(|c| c.is_common()).collect();
    let suited = commons.iter().filter(|c| c.suit() == court.suit()).count();
    (suited, commons.len())
}

fn cost_text(court: Card, rank: Rank) -> String {
    let (matched, any) = rank.cost();
    let suit = court.suit().map_or("?", |s| s.id());
    say!(
        "rq-summon-cost",
        card = &court.label(),
        matched = matched,
        suit = suit,
        any = any
    )
}

pub fn check_summon(state: &State, seat: Seat, court: Card) -> Result<(), RuleError> {
    if state.turn.summoned {
        return refuse(say("rq-err-summoned"));
    }
    let rank = court_rank(court)?;
    if !state.holds(seat, court) {
        return refuse(say!("rq-err-not-in-hand", card = &court.label()));
    }
    // RQ-3: at least the rank of every Standing Court of one's own.
    if let Some(high) = state.highest_standing_court(seat) {
        if rank < high {
            return refuse(say!(
                "rq-err-summon-rank",
                high = &high.said(),
                rank = &rank.said()
            ));
        }
    }
    let (matched, any) = rank.cost();
    let (suited, all) = payable(state, seat, court);
    if suited < matched && all < any {
        return refuse(say!(
            "rq-err-summon-have",
            cost = &cost_text(court, rank),
            all = all,
            suited = suited
        ));
    }
    Ok(())
}

pub fn start_summon(state: &mut State, court: Card) {
    state.phase = Phase::Turn {
        selecting: Some(Selecting::Payment {
            court,
            paid: Vec::new(),
        }),
    };
}

/// Whether `paid` plus `card` can still grow into an exact payment.
pub fn check_pay(
    state: &State,
    seat: Seat,
    court: Card,
    paid: &[Card],
    card: Card,
) -> Result<(), RuleError> {
    let rank = court_rank(court)?;
    if !card.is_common() || !state.standing_in(seat, card) {
        return refuse(say!("rq-err-pay-with", card = &card.label()));
    }
    if paid.contains(&card) {
        return refuse(say!("rq-err-paid-already", card = &card.label()));
    }
    let (matched, any) = rank.cost();
    let (suited, all) = payable(state, seat, court);
    let n = paid.len() + 1;
    let all_suited = paid.iter().chain([&card]).all(|c| c.suit() == court.suit());
    if (all_suited && n <= matched && suited >= matched) || (n <= any && all >= any) {
        Ok(())
    } else {
        refuse(say!(
            "rq-err-pay-inexact",
            cost = &cost_text(court, rank),
            card = &card.label()
        ))
    }
}

pub fn check_payment_complete(court: Card, paid: &[Card]) -> Result<(), RuleError> {
    let rank = court_rank(court)?;
    let (matched, any) = rank.cost();
    let all_suited = paid.iter().all(|c| c.suit() == court.suit());
    if paid.len() == any || (paid.len() == matched && all_suited) {
        Ok(())
    } else {
        refuse(say!(
            "rq-err-pay-chosen",
            cost = &cost_text(court, rank),
            n = paid.len()
        ))
    }
}

pub fn summon(
    state: &mut State,
    seat: Seat,
    court: Card,
    paid: Vec<Card>,
    events: &mut Vec<Event>,
) {
    if !state.take_from_hand(seat, court) {
        return;
    }
    for &c in &paid {
        state.set_resting(c, true);
    }
    state.place(seat, court);
    state.turn.summoned = true;
    state.turn.acted = true;
    state.phase = Phase::Turn { selecting: None };
    events.push(Event::Summoned { seat, court, paid });
}
