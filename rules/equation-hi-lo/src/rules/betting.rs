//! Betting (section 6, HL-2): check, bet or raise up to the cap, call, fold; a betting round
//! ends when everyone who can still act has acted since the last raise and the wagers are
//! equal.
//!
//! No stack can run dry mid-round: the cap is the smallest stack at the start of the round,
//! so there are no side pots. A player at the cap is all-in and is skipped.

use super::actions::Action;
use super::events::Event;
use super::round;
use super::state::{Phase, State};
use crate::words::WORDS;
use game_kit::game::{RuleError, Seat};

/// Whether `seat` may check: nobody has wagered more than it this betting round.
pub fn can_check(state: &State, seat: Seat) -> bool {
    state.wagered.get(seat) == Some(&state.max_wager())
}

/// The totals `seat` may bet or raise to: from one more than the highest wager up to the cap
/// (HL-2); `None` when the highest wager is already the cap.
pub fn bet_range(state: &State, seat: Seat) -> Option<(u32, u32)> {
    let low = state.max_wager() + 1;
    (state.live(seat) && low <= state.cap).then_some((low, state.cap))
}

/// Whether a bet by `seat` now raises an earlier bet of this betting round. All live wagers
/// are equal when a betting round opens, so there was a bet exactly when `seat` cannot check.
pub fn is_raise(state: &State, seat: Seat) -> bool {
    !can_check(state, seat)
}

/// Applies a betting action of `seat`, whose turn it is, in betting round `street`.
pub fn act(
    state: &mut State,
    seat: Seat,
    street: u8,
    action: Action,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let high = state.max_wager();
    match action {
        Action::Check => {
            if !can_check(state, seat) {
                let raise = if bet_range(state, seat).is_some() {
                    "yes"
                } else {
                    "no"
                };
                return Err(RuleError::new(WORDS.say_with(
                    "hl-cannot-check",
                    &[
                        ("high", high.into()),
                        ("mine", state.wagered[seat].into()),
                        ("raise", raise.into()),
                    ],
                )));
            }
            events.push(Event::Checked { seat });
        }
        Action::Call => {
            if can_check(state, seat) {
                return Err(RuleError::new(WORDS.say("hl-nothing-to-call")));
            }
            pay(state, seat, high);
            events.push(Event::Called { seat, to: high });
        }
        Action::Bet { to } => {
            let Some((low, cap)) = bet_range(state, seat) else {
                return Err(RuleError::new(
                    WORDS.say_with("hl-at-cap", &[("cap", state.cap.into())]),
                ));
            };
            if !(low..=cap).contains(&to) {
                return Err(RuleError::new(WORDS.say_with(
                    "hl-bet-range",
                    &[("low", low.into()), ("cap", cap.into()), ("to", to.into())],
                )));
            }
            let raise = is_raise(state, seat);
            pay(state, seat, to);
            state.acted.iter_mut().for_each(|a| *a = false);
            events.push(Event::Bet { seat, to, raise });
        }
        Action::Fold => {
            state.folded[seat] = true;
            events.push(Event::Folded { seat });
            if let [only] = state.live_seats()[..] {
                return round::win_uncontested(state, only, events);
            }
        }
        Action::Discard { .. } | Action::Declare { .. } => {
            return Err(RuleError::new(WORDS.say("hl-betting-time")))
        }
    }
    state.acted[seat] = true;
    match state.next_to_act(seat) {
        Some(to_act) => {
            state.phase = Phase::Betting { street, to_act };
            Ok(())
        }
        None => round::end_street(state, street, events),
    }
}

/// Raises `seat`'s total wager to `to`. The cap keeps `to` within the stack the seat had at
/// the start of the round.
fn pay(state: &mut State, seat: Seat, to: u32) {
    let more = to.saturating_sub(state.wagered[seat]);
    let paid = more.min(state.chips[seat]);
    state.chips[seat] -= paid;
    state.wagered[seat] += paid;
}
