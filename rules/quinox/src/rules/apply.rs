//! Validating and applying one action.
//!
//! An action is accepted exactly when [`legal`] lists it (after putting its tile or pattern
//! lists in the listed order), so `legal` and `apply` agree by construction; a refusal says
//! what is allowed instead and leaves the state untouched, since nothing is written before the
//! check.

use super::actions::Action;
use super::effects::{self, complete, offer, Offer};
use super::events::Event;
use super::hex::Hex;
use super::legal::legal;
use super::state::{Phase, State, TurnStep};
use super::turn;
use game_kit::game::{RuleError, Seat};

pub fn apply(s: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    let pool: Vec<_> = s.pool.iter().map(|p| p.tile).collect();
    let action = action.normalized(&pool);
    let allowed = legal(s, seat);
    if !allowed.contains(&action) {
        return Err(RuleError::new(refusal(s, seat, &action, &allowed)));
    }
    let mut events = Vec::new();
    perform(s, seat, action, &mut events);
    Ok(events)
}

fn perform(s: &mut State, seat: Seat, action: Action, events: &mut Vec<Event>) {
    match action {
        Action::Colour { face } => turn::choose_colour(s, seat, face, events),
        Action::Choose { tiles } => turn::choose(s, &tiles, events),
        Action::Tile { tile } => s.phase = Phase::Play(TurnStep::Face { tile }),
        Action::Face { face } => {
            if let Phase::Play(TurnStep::Face { tile }) = s.phase {
                s.phase = Phase::Play(TurnStep::Space { tile, face });
            }
        }
        Action::Back => match s.phase {
            Phase::Play(TurnStep::Space { tile, .. }) => {
                s.phase = Phase::Play(TurnStep::Face { tile })
            }
            Phase::Play(TurnStep::Face { .. }) => s.phase = Phase::Play(TurnStep::Tile),
            _ => {}
        },
        Action::Place { at } => {
            if let Phase::Play(TurnStep::Space { tile, face }) = s.phase {
                turn::place(s, tile, face, at, events);
            }
        }
        Action::Pick { .. } | Action::Pattern { .. } | Action::Name { .. } => {
            let Phase::Play(TurnStep::Target(mut choice)) =
                std::mem::replace(&mut s.phase, Phase::Over)
            else {
                return;
            };
            match action {
                Action::Pick { at } => choice.picks.push(at),
                Action::Name { tile } => choice.names.push(tile),
                Action::Pattern { tiles } => {
                    effects::flip_pattern(s, choice.actor, &tiles, events);
                    turn::after_action(s, events);
                    return;
                }
                _ => {}
            }
            if !complete(&choice) {
                s.phase = Phase::Play(TurnStep::Target(choice));
            } else if !effects::finish(s, choice, events) {
                turn::after_action(s, events);
            }
        }
    }
}

fn list(hexes: impl IntoIterator<Item = Hex>) -> String {
    let v: Vec<String> = hexes.into_iter().map(|h| h.to_string()).collect();
    if v.len() > 12 {
        format!("{} ... ({} in all)", v[..12].join(", "), v.len())
    } else {
        v.join(", ")
    }
}

/// Why `action` is refused, and what is allowed.
fn refusal(s: &State, seat: Seat, action: &Action, allowed: &[Action]) -> String {
    if seat > 1 {
        return format!("There is no seat {seat} at this table");
    }
    match &s.phase {
        Phase::Over => return "The game is over".into(),
        Phase::ChooseColour { seat: c } if *c != seat => {
            return format!("Seat {c} is choosing a colour")
        }
        Phase::ChooseColour { .. } => return "Choose your colour: black or white".into(),
        _ if seat != s.active => return format!("It is seat {}'s turn", s.active),
        _ => {}
    }
    match (&s.phase, action) {
        (Phase::Choose, Action::Choose { tiles }) => {
            let named: Vec<String> = s
                .pool
                .iter()
                .filter(|p| s.this_turn.destiny.contains(&p.tile))
                .map(|p| p.tile.to_string())
                .collect();
            if tiles.iter().any(|t| !s.pool.iter().any(|p| p.tile == *t)) {
                "Choose tiles from the pool".into()
            } else if tiles.len() != s.turn_size {
                match s.turn_size {
                    1 => "Choose 1 tile from the pool".into(),
                    n => format!("Choose {n} tiles from the pool"),
                }
            } else if !named.is_empty() {
                format!("DESTINY: you must choose {}", named.join(" and "))
            } else {
                "Choose two different pool tiles".into()
            }
        }
        (Phase::Choose, _) => format!(
            "First choose {} you will play this turn",
            super::timeout::the_pool_tiles(s.turn_size)
        ),
        (Phase::Play(TurnStep::Tile), _) => {
            let names: Vec<String> = turn::playable(s).iter().map(|t| t.to_string()).collect();
            format!("Choose which tile to play next: {}", names.join(" or "))
        }
        (Phase::Play(TurnStep::Face { tile }), Action::Back) => {
            format!("{tile} is the only tile left to play: choose its face")
        }
        (Phase::Play(TurnStep::Face { tile }), _) => format!("Choose the face {tile} shows"),
        (Phase::Play(TurnStep::Space { tile, .. }), Action::Place { at }) => {
            let spaces = allowed.iter().filter_map(|a| match a {
                Action::Place { at } => Some(*at),
                _ => None,
            });
            format!(
                "{tile} cannot go to {at} now; it may go to {}",
                list(spaces)
            )
        }
        (Phase::Play(TurnStep::Space { tile, .. }), _) => format!("Choose where {tile} goes"),
        (Phase::Play(TurnStep::Target(choice)), _) => {
            let what = match offer(s, choice) {
                Offer::Picks(v) => format!("pick one of {}", list(v)),
                Offer::Patterns(v) => format!(
                    "choose one of these patterns: {}",
                    v.iter()
                        .map(|p| list(p.iter().copied()))
                        .collect::<Vec<_>>()
                        .join(" / ")
                ),
                Offer::Names(_) => "name a tile other than DESTINY not named yet".into(),
            };
            format!("{}'s action waits: {what}", choice.actor)
        }
        _ => "That is not possible now".into(),
    }
}
