//! Team Play (14.A): two teams in alternating seats (EQ-11), team scores, and three teamwork
//! tools: Assist (a token to a teammate instead of acting), Quick Toss (a token to a targeted
//! teammate before they decide, paid with a skipped turn; EQ-5) and Relay Swap (a secret card
//! exchange between teammates once per round per team, followed by a Forced Give).
//!
//! None of these open a reaction window or count against the reaction limits (14.A.4).
//!
//! The turn flow calls [`open_toss_window`] and [`take_skip`]; the moves here never call the
//! flow back: each says what comes next (the turn ends, the target decides, a Forced Give) and
//! `apply` does it.

use super::checks::{check_token, position};
use super::events::Event;
use super::open_stock::can_receive_token;
use super::state::{Pending, Phase, State};
pub use super::state::{TeamState, TEAMS};
use game_kit::cards::Card;
use game_kit::game::{RuleError, Seat};

/// If `seat` holds a skip marker, removes it and says so: that turn is skipped (14.A.3).
pub fn take_skip(state: &mut State, seat: Seat) -> bool {
    match state.team.skip.get_mut(seat) {
        Some(skip) if *skip => {
            *skip = false;
            true
        }
        _ => false,
    }
}

fn not_team_play() -> RuleError {
    RuleError::new(crate::words::say("eq-error-no-team-play"))
}

fn check_teammate(state: &State, seat: Seat, mate: Seat) -> Result<(), RuleError> {
    if !state.options.team_play {
        return Err(not_team_play());
    }
    if !state.teammates(seat).contains(&mate) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-not-teammate-teammates-sit",
        )));
    }
    Ok(())
}

/// The teammates `seat` could Assist now.
pub fn assist_targets(state: &State, seat: Seat) -> Vec<Seat> {
    if !state.options.team_play || state.tokens_of(seat) == 0 {
        return Vec::new();
    }
    state
        .teammates(seat)
        .into_iter()
        .filter(|&m| can_receive_token(state, m))
        .collect()
}

/// Assist (14.A.2 A): instead of an action, one token to a teammate; the caller then ends the
/// turn at once.
pub fn assist(
    state: &mut State,
    seat: Seat,
    to: Seat,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_teammate(state, seat, to)?;
    check_token(state, seat)?;
    if !can_receive_token(state, to) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-teammate-already-holds-3",
        )));
    }
    state.tokens[seat] -= 1;
    state.tokens[to] += 1;
    events.push(Event::Assisted { from: seat, to });
    Ok(())
}

/// Teammates of `target` who may Quick Toss: they hold a token and are not the active player
/// (a toss is an off-turn move), and the target could keep the token.
pub fn tossers(state: &State, target: Seat) -> Vec<Seat> {
    if !state.options.team_play || !can_receive_token(state, target) {
        return Vec::new();
    }
    state
        .teammates(target)
        .into_iter()
        .filter(|&m| m != state.active && state.tokens_of(m) > 0)
        .collect()
}

/// Opens the Quick Toss window for a reactable event when a teammate of its target could toss
/// (EQ-5). Returns whether it opened.
pub fn open_toss_window(state: &mut State, pending: &Pending, _events: &mut [Event]) -> bool {
    let waiting = tossers(state, pending.target());
    if waiting.is_empty() {
        return false;
    }
    state.phase = Phase::QuickToss {
        pending: pending.clone(),
        waiting,
        offers: Vec::new(),
    };
    true
}

/// A teammate answers the Quick Toss window: `toss` offers a token, otherwise they pass. Once
/// the last teammate has answered and a single offered token has moved, returns the event
/// whose target decides now: the caller opens its reaction (`flow::open_reaction`). Several
/// offers wait for the target's choice instead.
pub fn answer_toss(
    state: &mut State,
    seat: Seat,
    toss: bool,
    events: &mut Vec<Event>,
) -> Result<Option<Pending>, RuleError> {
    let Phase::QuickToss {
        pending,
        waiting,
        offers,
    } = state.phase.clone()
    else {
        return Err(RuleError::new(crate::words::say(
            "eq-error-quick-toss-answer",
        )));
    };
    if !waiting.contains(&seat) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-teammate-targeted-has-not",
        )));
    }
    if toss {
        check_token(state, seat)?;
    }
    let waiting: Vec<Seat> = waiting.into_iter().filter(|&s| s != seat).collect();
    let mut offers = offers;
    if toss {
        offers.push(seat);
        events.push(Event::TossOffered {
            from: seat,
            to: pending.target(),
        });
    }
    if !waiting.is_empty() {
        state.phase = Phase::QuickToss {
            pending,
            waiting,
            offers,
        };
        return Ok(None);
    }
    match offers.as_slice() {
        [] => Ok(Some(pending)),
        [from] => {
            toss_token(state, *from, pending.target(), events);
            Ok(Some(pending))
        }
        _ => {
            state.phase = Phase::TossChoice { pending, offers };
            Ok(None)
        }
    }
}

/// The target takes the token of `from` among several offers (14.A.4). Returns the event the
/// target now decides on: the caller opens its reaction (`flow::open_reaction`).
pub fn take_toss(
    state: &mut State,
    seat: Seat,
    from: Seat,
    events: &mut Vec<Event>,
) -> Result<Pending, RuleError> {
    let Phase::TossChoice { pending, offers } = state.phase.clone() else {
        return Err(RuleError::new(crate::words::say(
            "eq-error-quick-toss-take",
        )));
    };
    if seat != pending.target() {
        return Err(RuleError::new(crate::words::say(
            "eq-error-targeted-chooses-whose-token",
        )));
    }
    if !offers.contains(&from) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-did-not-offer-token",
        )));
    }
    toss_token(state, from, seat, events);
    Ok(pending)
}

/// The token moves and the tosser will skip their next turn (14.A.2 B).
fn toss_token(state: &mut State, from: Seat, to: Seat, events: &mut Vec<Event>) {
    if let Some(t) = state.tokens.get_mut(from) {
        *t = t.saturating_sub(1);
    }
    if let Some(t) = state.tokens.get_mut(to) {
        *t += 1;
    }
    if let Some(skip) = state.team.skip.get_mut(from) {
        *skip = true;
    }
    events.push(Event::QuickTossed { from, to });
}

/// Whether `seat`'s team may still Relay Swap this round and `seat` can pay for it.
pub fn can_relay(state: &State, seat: Seat) -> bool {
    state.options.team_play
        && state.tokens_of(seat) > 0
        && state
            .team_of(seat)
            .is_some_and(|t| !state.team.relay_used.get(t).copied().unwrap_or(false))
}

/// Relay Swap (14.A.2 C): spend a token and secretly offer `card` to `teammate`, who picks a
/// card in return.
pub fn relay_swap(
    state: &mut State,
    seat: Seat,
    teammate: Seat,
    card: Card,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_teammate(state, seat, teammate)?;
    check_token(state, seat)?;
    if !can_relay(state, seat) {
        return Err(RuleError::new(crate::words::say(
            "eq-error-team-already-made-relay",
        )));
    }
    position(state, seat, card)?;
    state.tokens[seat] -= 1;
    if let Some(team) = state.team_of(seat) {
        if let Some(used) = state.team.relay_used.get_mut(team) {
            *used = true;
        } else {
            state.team.relay_used.resize(TEAMS, false);
            state.team.relay_used[team] = true;
        }
    }
    events.push(Event::RelayOffered {
        from: seat,
        to: teammate,
        card: Some(card),
    });
    state.phase = Phase::RelayPick {
        teammate,
        offered: card,
    };
    Ok(())
}

/// The teammate picks `card`; both cards change hands (seen only by the two). The caller then
/// has the active player make a Forced Give from the top of the deck
/// (`flow::forced_give_from_deck`).
pub fn relay_pick(
    state: &mut State,
    seat: Seat,
    card: Card,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Phase::RelayPick { teammate, offered } = state.phase.clone() else {
        return Err(RuleError::new(crate::words::say(
            "eq-error-relay-swap-answer",
        )));
    };
    if seat != teammate {
        return Err(RuleError::new(crate::words::say(
            "eq-error-teammate-asked-for-relay",
        )));
    }
    let mine = position(state, seat, card)?;
    let active = state.active;
    let Ok(theirs) = position(state, active, offered) else {
        return Err(RuleError::new(crate::words::say(
            "eq-error-relay-swap-can-longer",
        )));
    };
    state.hands[active][theirs] = card;
    state.hands[seat][mine] = offered;
    events.push(Event::RelaySwapped {
        from: active,
        to: seat,
        gave: Some(offered),
        got: Some(card),
    });
    Ok(())
}
