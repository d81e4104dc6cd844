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
use super::tiles::TileId;
use super::turn;
use crate::words::WORDS;
use game_kit::game::{RuleError, Seat};
use present_kit::words::Arg;

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

/// Space labels for a refusal: at most twelve, then how many in all.
fn list(hexes: impl IntoIterator<Item = Hex>) -> String {
    let v: Vec<String> = hexes.into_iter().map(|h| h.to_string()).collect();
    if v.len() > 12 {
        WORDS.say_with(
            "qx-refuse-list-more",
            &[
                ("list", v[..12].join(", ").as_str().into()),
                ("n", v.len().into()),
            ],
        )
    } else {
        v.join(", ")
    }
}

/// Why `action` is refused, and what is allowed (in the language spoken: `apply` runs inside
/// the layer's `speaking`).
fn refusal(s: &State, seat: Seat, action: &Action, allowed: &[Action]) -> String {
    let say = |key: &str, args: &[(&str, Arg<'_>)]| WORDS.say_with(key, args);
    if seat > 1 {
        return say("qx-refuse-no-seat", &[("seat", seat.into())]);
    }
    match &s.phase {
        Phase::Over => return WORDS.say("qx-refuse-over"),
        Phase::ChooseColour { seat: c } if *c != seat => {
            return say("qx-refuse-colour-other", &[("seat", (*c).into())])
        }
        Phase::ChooseColour { .. } => return WORDS.say("qx-refuse-colour"),
        _ if seat != s.active => return say("qx-refuse-not-yours", &[("seat", s.active.into())]),
        _ => {}
    }
    let tile_arg = |t: &TileId| -> String { t.to_string() };
    match (&s.phase, action) {
        (Phase::Choose, Action::Choose { tiles }) => {
            let named: Vec<String> = s
                .pool
                .iter()
                .filter(|p| s.this_turn.destiny.contains(&p.tile))
                .map(|p| p.tile.to_string())
                .collect();
            if tiles.iter().any(|t| !s.pool.iter().any(|p| p.tile == *t)) {
                WORDS.say("qx-refuse-from-pool")
            } else if tiles.len() != s.turn_size {
                say("qx-refuse-count", &[("n", s.turn_size.into())])
            } else if !named.is_empty() {
                let list = present_kit::alt::and_list(&named);
                say("qx-refuse-destiny", &[("tiles", list.as_str().into())])
            } else {
                WORDS.say("qx-refuse-different")
            }
        }
        (Phase::Choose, _) => say("qx-refuse-choose-first", &[("n", s.turn_size.into())]),
        (Phase::Play(TurnStep::Tile), _) => {
            let names: Vec<String> = turn::playable(s).iter().map(|t| t.to_string()).collect();
            let list = if names.len() > 1 {
                WORDS.say_with(
                    "qx-or",
                    &[
                        ("first", names[..names.len() - 1].join(", ").as_str().into()),
                        ("last", names[names.len() - 1].as_str().into()),
                    ],
                )
            } else {
                names.join("")
            };
            say("qx-refuse-which-tile", &[("tiles", list.as_str().into())])
        }
        (Phase::Play(TurnStep::Face { tile }), Action::Back) => say(
            "qx-refuse-only-tile",
            &[("tile", tile_arg(tile).as_str().into())],
        ),
        (Phase::Play(TurnStep::Face { tile }), _) => say(
            "qx-refuse-face",
            &[("tile", tile_arg(tile).as_str().into())],
        ),
        (Phase::Play(TurnStep::Space { tile, .. }), Action::Place { at }) => {
            let spaces = allowed.iter().filter_map(|a| match a {
                Action::Place { at } => Some(*at),
                _ => None,
            });
            say(
                "qx-refuse-space",
                &[
                    ("tile", tile_arg(tile).as_str().into()),
                    ("at", at.to_string().as_str().into()),
                    ("spaces", list(spaces).as_str().into()),
                ],
            )
        }
        (Phase::Play(TurnStep::Space { tile, .. }), _) => say(
            "qx-refuse-where",
            &[("tile", tile_arg(tile).as_str().into())],
        ),
        (Phase::Play(TurnStep::Target(choice)), _) => {
            let tile = choice.actor.to_string();
            match offer(s, choice) {
                Offer::Picks(v) => say(
                    "qx-refuse-target-pick",
                    &[
                        ("tile", tile.as_str().into()),
                        ("list", list(v).as_str().into()),
                    ],
                ),
                Offer::Patterns(v) => {
                    let patterns = v
                        .iter()
                        .map(|p| list(p.iter().copied()))
                        .collect::<Vec<_>>()
                        .join(" / ");
                    say(
                        "qx-refuse-target-pattern",
                        &[
                            ("tile", tile.as_str().into()),
                            ("list", patterns.as_str().into()),
                        ],
                    )
                }
                Offer::Names(_) => say("qx-refuse-target-name", &[("tile", tile.as_str().into())]),
            }
        }
        _ => WORDS.say("qx-refuse-not-now"),
    }
}
