//! Populate (RQ-4) and Summon (RQ-3): the turn's one Common and one Court from hand.

use super::cards::{Card, Rank};
use super::events::Event;
use super::state::{Phase, Selecting, State};
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

pub fn check_populate(state: &State, seat: Seat, card: Card) -> Result<(), RuleError> {
    if state.turn.populated {
        return refuse("You have already Populated this turn (one Populate per turn)");
    }
    if !card.is_common() {
        return refuse(format!("Populate places a Common; {card} is not one"));
    }
    if !state.holds(seat, card) {
        return refuse(format!("{card} is not in your hand"));
    }
    // RQ-4, RQ-14: compared with the current values of the Standing Commons (captured ones
    // included).
    if let Some(high) = state.highest_standing_common(seat) {
        if card.printed() < high {
            return refuse(format!(
                "Populate needs a Common at least as high as your highest Standing Common \
                 ({high}); {card} is lower. Rest that Common first (pay a Summon with it, or use \
                 an Arcana or a Finesse)"
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
        .ok_or_else(|| RuleError::new(format!("Summon places a Court; {card} is not one")))
}

/// Standing Commons of `seat`: `(of the Court's suit, in all)`.
fn payable(state: &State, seat: Seat, court: Card) -> (usize, usize) {
    let commons: Vec<Card> = state.standing(seat).filter(|c| c.is_common()).collect();
    let suited = commons.iter().filter(|c| c.suit() == court.suit()).count();
    (suited, commons.len())
}

fn cost_text(court: Card, rank: Rank) -> String {
    let (matched, any) = rank.cost();
    let suit = court.suit().map_or("?", |s| s.name());
    format!(
        "The {} costs {matched} Standing {suit} Common{} or {any} Standing Commons of any suits",
        court.name(),
        if matched == 1 { "" } else { "s" }
    )
}

pub fn check_summon(state: &State, seat: Seat, court: Card) -> Result<(), RuleError> {
    if state.turn.summoned {
        return refuse("You have already Summoned this turn (one Summon per turn)");
    }
    let rank = court_rank(court)?;
    if !state.holds(seat, court) {
        return refuse(format!("{court} is not in your hand"));
    }
    // RQ-3: at least the rank of every Standing Court of one's own.
    if let Some(high) = state.highest_standing_court(seat) {
        if rank < high {
            return refuse(format!(
                "You have a Standing {}: a Summon must be of that rank or higher; {} is lower",
                high.name(),
                rank.name()
            ));
        }
    }
    let (matched, any) = rank.cost();
    let (suited, all) = payable(state, seat, court);
    if suited < matched && all < any {
        return refuse(format!(
            "{}; you have {all} Standing Common{} ({suited} of its suit)",
            cost_text(court, rank),
            if all == 1 { "" } else { "s" }
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
        return refuse(format!(
            "Pay with Standing Commons of your own tableau; {card} is not one"
        ));
    }
    if paid.contains(&card) {
        return refuse(format!("{card} is already part of the payment"));
    }
    let (matched, any) = rank.cost();
    let (suited, all) = payable(state, seat, court);
    let n = paid.len() + 1;
    let all_suited = paid.iter().chain([&card]).all(|c| c.suit() == court.suit());
    if (all_suited && n <= matched && suited >= matched) || (n <= any && all >= any) {
        Ok(())
    } else {
        refuse(format!(
            "{}; with {card} the payment could not be made exactly",
            cost_text(court, rank)
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
        refuse(format!(
            "{}; you have chosen {}",
            cost_text(court, rank),
            paid.len()
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
