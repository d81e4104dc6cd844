//! The round flow (section 4): ante and deal, the betting rounds with their × choices, the
//! showdown, then elimination and the end of the match (sections 12-13, HL-9, HL-11).

use super::actions::Declaration;
use super::cards::full_deck;
use super::deal::{deal_open, draw_number};
use super::evaluate::evaluate;
use super::events::Event;
use super::hand::Hand;
use super::showdown::{settle, Contender, Reveal, Showdown};
use super::solver;
use super::state::{Phase, State};
use game_kit::game::{Ranking, RuleError, Seat};
use rand::seq::SliceRandom;

/// Seats still in the match (chips left).
pub fn seats_with_chips(state: &State) -> Vec<Seat> {
    (0..state.players())
        .filter(|&s| state.chips[s] > 0 && state.eliminated_in[s].is_none())
        .collect()
}

/// `seats` in clockwise order starting left of the dealer.
fn from_left_of_dealer(state: &State, seats: &[Seat]) -> Vec<Seat> {
    let n = state.players();
    (1..=n)
        .map(|i| (state.dealer + i) % n)
        .filter(|s| seats.contains(s))
        .collect()
}

/// Starts the next round: the button moves clockwise (HL-1), the cap is the smallest stack
/// (section 6), everyone antes (never more than the cap, so a stack equal to the ante goes
/// all-in, section 12), and the first three cards are dealt.
pub fn start_round(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let seats = seats_with_chips(state);
    let n = state.players();
    state.round += 1;
    state.dealer = (1..=n)
        .map(|i| (state.dealer + i) % n)
        .find(|s| seats.contains(s))
        .unwrap_or(0);
    state.cap = seats.iter().map(|&s| state.chips[s]).min().unwrap_or(0);
    state.ante = state.options.ante.min(state.cap);
    state.wagered = vec![0; n];
    state.folded = vec![false; n];
    state.acted = vec![false; n];
    state.submissions = vec![None; n];
    state.hands = vec![None; n];
    state.deck = full_deck();
    {
        let State { deck, rng, .. } = state;
        deck.shuffle(rng);
    }
    for &s in &seats {
        state.chips[s] -= state.ante;
        state.wagered[s] = state.ante;
    }
    events.push(Event::RoundStarted {
        round: state.round,
        dealer: state.dealer,
        cap: state.cap,
        ante: state.ante,
        seats: seats.clone(),
    });
    let order = from_left_of_dealer(state, &seats);
    let mut closed = vec![None; n];
    for &s in &order {
        let card = draw_number(state)?;
        state.hands[s] = Some(Hand::new(card));
        closed[s] = Some(card);
    }
    let mut open = vec![Vec::new(); n];
    for _ in 0..2 {
        for &s in &order {
            let cards = deal_open(state, s, events)?;
            open[s].extend(cards);
        }
    }
    events.push(Event::Dealt {
        opening: true,
        closed,
        open,
    });
    after_deal(state, 1, events)
}

/// After a deal: wait for × choices (HL-4), then betting round `street`.
fn after_deal(state: &mut State, street: u8, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let pending = state
        .live_seats()
        .into_iter()
        .any(|s| state.hand(s).is_some_and(|h| h.pending_times));
    if pending {
        state.phase = Phase::Discarding { street };
        Ok(())
    } else {
        begin_street(state, street, events)
    }
}

/// Opens betting round `street`, left of the dealer; skipped when every live player is at the
/// cap (section 6).
pub fn begin_street(
    state: &mut State,
    street: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    state.acted = vec![false; state.players()];
    match state.next_to_act(state.dealer) {
        Some(to_act) => {
            state.phase = Phase::Betting { street, to_act };
            Ok(())
        }
        None => {
            events.push(Event::BettingSkipped { street });
            end_street(state, street, events)
        }
    }
}

/// Betting round `street` is over: deal the 4th card after the first, declare after the second.
pub fn end_street(state: &mut State, street: u8, events: &mut Vec<Event>) -> Result<(), RuleError> {
    if street >= 2 {
        state.phase = Phase::Declaring;
        return Ok(());
    }
    let n = state.players();
    let order = from_left_of_dealer(state, &state.live_seats());
    let mut open = vec![Vec::new(); n];
    for &s in &order {
        open[s] = deal_open(state, s, events)?;
    }
    events.push(Event::Dealt {
        opening: false,
        closed: vec![None; n],
        open,
    });
    after_deal(state, 2, events)
}

/// After a × choice: betting resumes once nobody is choosing any more.
pub fn after_discard(
    state: &mut State,
    street: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    after_deal(state, street, events)
}

/// The result of a declared equation (validated on submission, so it evaluates).
fn result_of(eq: Option<&super::equation::Equation>) -> Option<f64> {
    eq.and_then(|e| evaluate(e).ok())
}

/// Everyone has submitted: reveal, settle, pay (HL-5, sections 8-11).
pub fn showdown(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    let mut reveals = Vec::new();
    let mut contenders = Vec::new();
    let mut best = Vec::new();
    for seat in state.live_seats() {
        let (Some(hand), Some(declaration)) = (state.hand(seat), state.submissions[seat].clone())
        else {
            return Err(RuleError::new("The showdown came before every submission"));
        };
        let low = result_of(declaration.low());
        let high = result_of(declaration.high());
        if declaration != Declaration::NoEquation {
            if let (Some(low_key), Some(high_key)) = (hand.low_key(), hand.high_key()) {
                contenders.push(Contender {
                    seat,
                    low,
                    high,
                    low_key,
                    high_key,
                });
            }
        }
        if state.options.best {
            best.push((seat, solver::best(&hand.holding())));
        }
        reveals.push(Reveal {
            seat,
            closed: hand.closed,
            declaration,
            low,
            high,
        });
    }
    let settlement = settle(&contenders, state.pot());
    for &(seat, chips) in &settlement.payouts {
        state.chips[seat] += chips;
    }
    state.removed += settlement.removed;
    state.carry = settlement.carried;
    state.carried_by = if settlement.carried > 0 {
        settlement.swings.iter().map(|s| s.seat).collect()
    } else {
        Vec::new()
    };
    state.wagered = vec![0; state.players()];
    let carry_shared = state.carry > 0 && no_round_follows(state);
    events.push(Event::Showdown {
        showdown: Box::new(Showdown {
            round: state.round,
            reveals,
            settlement,
            best,
            carry_shared,
        }),
    });
    finish_round(state, events)
}

/// Everyone else folded: the last live player takes the pot (section 9).
pub fn win_uncontested(
    state: &mut State,
    seat: Seat,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let pot = state.pot();
    state.chips[seat] += pot;
    state.carry = 0;
    state.carried_by.clear();
    state.wagered = vec![0; state.players()];
    events.push(Event::WonUncontested { seat, pot });
    finish_round(state, events)
}

/// Whether the round just settled is the last one: the set number of rounds is reached, or
/// fewer than two players have chips to play another (HL-9, section 13).
fn no_round_follows(state: &State) -> bool {
    let last_round = state.options.rounds > 0 && state.round >= state.options.rounds;
    last_round || seats_with_chips(state).len() < 2
}

/// Eliminations, the HL-11 split of a stranded pot, and the end of the match or the next round.
fn finish_round(state: &mut State, events: &mut Vec<Event>) -> Result<(), RuleError> {
    // A pot that only failed swing players could have won waits for the next round; when there
    // is none (the last round, or fewer than two players left to play it) those players share
    // it, the remainder leaving the game like an odd chip (HL-11). The showdown has already
    // announced which of the two happens (`Showdown::carry_shared`), by the same test.
    if state.carry > 0 && no_round_follows(state) {
        let seats = std::mem::take(&mut state.carried_by);
        let share = u32::try_from(seats.len()).unwrap_or(u32::MAX).max(1);
        let each = state.carry / share;
        let removed = state.carry - each * u32::try_from(seats.len()).unwrap_or(0);
        for &s in &seats {
            state.chips[s] += each;
        }
        state.removed += removed;
        state.carry = 0;
        events.push(Event::CarrySplit {
            seats,
            each,
            removed,
        });
    }
    for seat in 0..state.players() {
        if state.in_round(seat) && state.chips[seat] == 0 && state.eliminated_in[seat].is_none() {
            state.eliminated_in[seat] = Some(state.round);
            events.push(Event::Eliminated {
                seat,
                round: state.round,
            });
        }
    }
    if no_round_follows(state) {
        state.phase = Phase::GameOver;
        let ranking = ranking(state);
        events.push(Event::GameOver {
            chips: state.chips.clone(),
            places: ranking.place,
        });
        return Ok(());
    }
    start_round(state, events)
}

/// The final ranking (HL-9): players with chips by chips; eliminated players after them, the
/// later their elimination the better; equal keys share a place.
pub fn ranking(state: &State) -> Ranking {
    let keys: Vec<(bool, u32, u32)> = (0..state.players())
        .map(|s| match state.eliminated_in.get(s).copied().flatten() {
            None if state.chips[s] > 0 => (true, state.chips[s], 0),
            None => (false, 0, state.round),
            Some(round) => (false, 0, round),
        })
        .collect();
    Ranking::by_keys(state.chips.iter().map(|&c| i64::from(c)).collect(), &keys)
}
