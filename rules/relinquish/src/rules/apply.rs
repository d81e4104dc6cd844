//! Validating and applying one action.
//!
//! [`check`] is pure and decides legality for `apply` and `legal` alike, so the two always
//! agree, and it is the only place that refuses: `perform` runs only on checked actions and
//! cannot fail, so an `Err` leaves the state exactly as it was without copying it first.

use super::abilities;
use super::actions::Action;
use super::battle;
use super::events::Event;
use super::magick;
use super::maneuvers;
use super::scry;
use super::state::{Arcana, Attacker, Phase, Selecting, State};
use super::turn;
use crate::words::say;
use game_kit::game::{RuleError, Seat};

fn refuse<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

pub fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    check(state, seat, &action)?;
    let mut events = Vec::new();
    perform(state, seat, action, &mut events);
    // Steps that change nothing anyone sees (picking cards for a move) keep the last news.
    if !events.is_empty() {
        state.last.clone_from(&events);
    }
    Ok(events)
}

/// Whether `seat` may take `action` now, with a reason a player understands if not.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    state.check_shape()?;
    check_shaped(state, seat, action)
}

/// [`check`] for a state whose shape has been checked already (`legal` checks it once).
pub(super) fn check_shaped(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    if seat >= state.players() {
        return refuse(say!("rq-err-no-seat", seat = seat));
    }
    if action.seat().is_some_and(|s| s >= state.players()) {
        return refuse(say("rq-err-no-such-seat"));
    }
    match &state.phase {
        Phase::Over { .. } => refuse(say("rq-err-over")),
        Phase::Turn { selecting } => {
            if seat != state.active {
                return refuse(say("rq-err-not-your-turn"));
            }
            if let Action::EndTurn { fortify } = action {
                return turn::check_end_turn(state, seat, fortify.as_ref());
            }
            match selecting {
                None => check_free(state, seat, action),
                Some(sel) => check_selecting(state, seat, sel, action),
            }
        }
        Phase::Scry { .. } => match action {
            Action::Keep { card } => scry::check_keep(state, seat, *card),
            _ => refuse(waiting_for(state, seat)),
        },
        Phase::Negate { .. } => match action {
            Action::Negate { tarot, keep } => magick::check_negate(state, seat, *tarot, keep),
            Action::NoCounter => magick::check_no_counter(state, seat),
            _ => refuse(waiting_for(state, seat)),
        },
        Phase::Foil { .. } => match action {
            Action::Foil { tarot } => magick::check_foil(state, seat, *tarot),
            Action::NoCounter => magick::check_no_counter(state, seat),
            _ => refuse(waiting_for(state, seat)),
        },
        Phase::Battle(_) => match action {
            Action::Block { attacker, with } => battle::check_block(state, seat, *attacker, *with),
            Action::Decline { attacker } => battle::check_decline(state, seat, *attacker),
            Action::DeclineAll => battle::check_decline_all(state, seat),
            Action::Rally { card } => battle::check_rally(state, seat, *card),
            Action::Capture { card } => battle::check_capture(state, seat, *card),
            _ => refuse(waiting_for(state, seat)),
        },
    }
}

/// What the table is waiting for, as a refusal of anything else.
fn waiting_for(state: &State, seat: Seat) -> String {
    match &state.phase {
        Phase::Scry { seat: s, .. } if *s == seat => say("rq-err-scry-first"),
        Phase::Scry { seat: s, .. } => say!("rq-err-seat-scrying", seat = *s),
        Phase::Negate { .. } => say("rq-err-wait-negate"),
        Phase::Foil { .. } => say("rq-err-wait-foil"),
        Phase::Battle(_) => say("rq-err-wait-battle"),
        _ => say("rq-err-not-now"),
    }
}

fn check_free(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    match action {
        Action::Populate { card } => maneuvers::check_populate(state, seat, *card),
        Action::Summon { court } => maneuvers::check_summon(state, seat, *court),
        Action::Enchant { tarot, target } => magick::check_enchant(state, seat, *tarot, *target),
        Action::Augur { tarot } => magick::check_augur(state, seat, *tarot),
        Action::Murder { tarot, court } => magick::check_murder(state, seat, *tarot, *court),
        Action::Battle => battle::check_battle(state, seat),
        Action::Arcana { power, with } => abilities::check_arcana(state, seat, *power, *with),
        Action::Congregate { card, with } => abilities::check_congregate(state, seat, *card, *with),
        Action::Conscript { court, with } => abilities::check_conscript(state, seat, *court, *with),
        Action::Pick { .. }
        | Action::Attack { .. }
        | Action::Unpick { .. }
        | Action::Confirm
        | Action::Back
        | Action::Target { .. }
        | Action::Bounty { .. } => refuse(say("rq-err-no-choice")),
        _ => refuse(say("rq-err-your-turn")),
    }
}

fn selected(sel: &Selecting) -> Vec<super::cards::Card> {
    match sel {
        Selecting::Payment { paid, .. } => paid.clone(),
        Selecting::Naming { named, .. } => named.clone(),
        Selecting::Attackers { declared } => declared.iter().map(|a| a.court).collect(),
        Selecting::Aim { .. } => Vec::new(),
    }
}

fn check_selecting(
    state: &State,
    seat: Seat,
    sel: &Selecting,
    action: &Action,
) -> Result<(), RuleError> {
    match (sel, action) {
        (_, Action::Back) => Ok(()),
        (Selecting::Aim { .. }, Action::Unpick { .. } | Action::Confirm) => {
            refuse(say("rq-err-choose-target"))
        }
        (_, Action::Unpick { card }) => {
            if selected(sel).contains(card) {
                Ok(())
            } else {
                refuse(say!("rq-err-not-chosen", card = &card.label()))
            }
        }
        (Selecting::Payment { court, paid }, Action::Pick { card }) => {
            maneuvers::check_pay(state, seat, *court, paid, *card)
        }
        (Selecting::Payment { court, paid }, Action::Confirm) => {
            maneuvers::check_payment_complete(*court, paid)
        }
        (
            Selecting::Naming {
                tarot,
                target,
                named,
            },
            Action::Pick { card },
        ) => magick::check_name(state, *tarot, *target, named, *card),
        (Selecting::Naming { tarot, named, .. }, Action::Confirm) => {
            magick::check_named(state, *tarot, named)
        }
        (Selecting::Attackers { declared }, Action::Attack { court, at }) => {
            battle::check_attack(state, seat, declared, *court, *at)
        }
        (Selecting::Attackers { declared }, Action::Confirm) => {
            if declared.is_empty() {
                refuse(say("rq-err-no-attacker"))
            } else {
                Ok(())
            }
        }
        (Selecting::Aim { power, with }, Action::Target { card }) => {
            abilities::check_target(state, *power, *with, *card)
        }
        (
            Selecting::Aim {
                power: Arcana::Bounty,
                with,
            },
            Action::Bounty { card, by, .. },
        ) => abilities::check_bounty(state, *with, *card, *by),
        (Selecting::Payment { .. }, _) => refuse(say("rq-err-pick-payment")),
        (Selecting::Naming { .. }, _) => refuse(say("rq-err-pick-named")),
        (Selecting::Attackers { .. }, _) => refuse(say("rq-err-pick-attackers")),
        (Selecting::Aim { power, .. }, _) => {
            refuse(say!("rq-err-choose-target-of", ability = &power.said()))
        }
    }
}

/// Carries out a checked action.
fn perform(state: &mut State, seat: Seat, action: Action, events: &mut Vec<Event>) {
    let selecting = match &mut state.phase {
        Phase::Turn { selecting } => selecting.take(),
        _ => None,
    };
    let restore = |state: &mut State, sel: Selecting| {
        state.phase = Phase::Turn {
            selecting: Some(sel),
        }
    };
    match action {
        Action::EndTurn { fortify } => turn::end_turn(state, fortify, events),
        Action::Back => {}
        Action::Populate { card } => maneuvers::populate(state, seat, card, events),
        Action::Summon { court } => maneuvers::start_summon(state, court),
        Action::Enchant { tarot, target } => magick::start_enchant(state, tarot, target),
        Action::Augur { tarot } => magick::augur(state, seat, tarot, events),
        Action::Murder { tarot, court } => magick::murder(state, seat, tarot, court, events),
        Action::Battle => battle::start_battle(state),
        Action::Arcana { power, with } => abilities::arcana(state, seat, power, with, events),
        Action::Congregate { card, with } => abilities::finesse(state, seat, card, with, events),
        Action::Conscript { court, with } => abilities::finesse(state, seat, court, with, events),
        Action::Pick { card } => {
            if let Some(mut sel) = selecting {
                match &mut sel {
                    Selecting::Payment { paid, .. } => paid.push(card),
                    Selecting::Naming { named, .. } => named.push(card),
                    _ => {}
                }
                restore(state, sel);
            }
        }
        Action::Attack { court, at } => {
            if let Some(mut sel) = selecting {
                if let Selecting::Attackers { declared } = &mut sel {
                    declared.push(Attacker {
                        court,
                        at,
                        met: false,
                    });
                }
                restore(state, sel);
            }
        }
        Action::Unpick { card } => {
            if let Some(mut sel) = selecting {
                match &mut sel {
                    Selecting::Payment { paid, .. } => paid.retain(|&c| c != card),
                    Selecting::Naming { named, .. } => named.retain(|&c| c != card),
                    Selecting::Attackers { declared } => declared.retain(|a| a.court != card),
                    Selecting::Aim { .. } => {}
                }
                restore(state, sel);
            }
        }
        Action::Confirm => match selecting {
            Some(Selecting::Payment { court, paid }) => {
                maneuvers::summon(state, seat, court, paid, events)
            }
            Some(Selecting::Naming {
                tarot,
                target,
                named,
            }) => magick::enchant(state, seat, tarot, target, named, events),
            Some(Selecting::Attackers { declared }) => {
                battle::declare(state, seat, declared, events)
            }
            _ => {}
        },
        Action::Target { card } => {
            if let Some(Selecting::Aim { power, with }) = selecting {
                abilities::target(state, seat, power, with, card, events);
            }
        }
        Action::Bounty { card, by, add } => {
            if let Some(Selecting::Aim { with, .. }) = selecting {
                abilities::bounty(state, seat, with, card, by, add, events);
            }
        }
        Action::Negate { tarot, keep } => magick::negate(state, seat, tarot, keep, events),
        Action::Foil { tarot } => magick::foil(state, seat, tarot, events),
        Action::NoCounter => magick::no_counter(state, seat, events),
        Action::Keep { card } => scry::keep(state, card, events),
        Action::Block { attacker, with } => battle::block(state, seat, attacker, with, events),
        Action::Decline { attacker } => battle::decline(state, seat, attacker, events),
        Action::DeclineAll => battle::decline_all(state, seat, events),
        Action::Rally { card } => battle::rally(state, seat, card, events),
        Action::Capture { card } => battle::capture(state, card, events),
    }
}
