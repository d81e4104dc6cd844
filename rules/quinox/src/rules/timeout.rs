//! Who is awaited, and the deadline defaults. What a prompt asks is said
//! in the language spoken (issue 48): English where the core stores it, the reader's where it
//! is shown.
//!
//! The first step of a turn (choosing its tiles) is a [`PromptKind::Turn`]; every later step of
//! the same turn is a [`PromptKind::Decision`], so a table settles the rest of a timed-out turn
//! in one go. The defaults never help the slow player: the first legal tile set in pool order,
//! the first tile in hand, the **opponent's** face, the first legal space in coordinate
//! order, the first legal target; the colour left by the lot for the chooser.

use super::actions::Action;
use super::legal::legal;
use super::state::{Phase, State, TurnStep};
use super::tiles::Face;
use crate::words::WORDS;
use game_kit::game::{Prompt, PromptKind, Seat};

pub fn prompts(s: &State) -> Vec<Prompt> {
    let one = |seat, kind, what: String| vec![Prompt { seat, kind, what }];
    match &s.phase {
        Phase::Over => Vec::new(),
        Phase::ChooseColour { seat } => {
            one(*seat, PromptKind::Decision, WORDS.say("qx-refuse-colour"))
        }
        Phase::Choose => one(
            s.active,
            PromptKind::Turn,
            WORDS.say_with("qx-prompt-choose", &[("n", s.turn_size.into())]),
        ),
        Phase::Play(step) => {
            let what = match step {
                TurnStep::Tile => WORDS.say("qx-prompt-tile"),
                TurnStep::Face { tile } => {
                    WORDS.say_with("qx-prompt-face", &[("tile", tile.name().into())])
                }
                TurnStep::Space { tile, .. } => {
                    WORDS.say_with("qx-prompt-space", &[("tile", tile.name().into())])
                }
                TurnStep::Target(c) => {
                    WORDS.say_with("qx-prompt-target", &[("tile", c.actor.name().into())])
                }
            };
            one(s.active, PromptKind::Decision, what)
        }
    }
}

pub fn timeout_action(s: &State, seat: Seat) -> Option<Action> {
    match &s.phase {
        Phase::ChooseColour { seat: c } if *c == seat => Some(Action::Colour {
            face: s.lot.other(),
        }),
        Phase::Play(TurnStep::Face { .. }) if seat == s.active => {
            let mine = s.colours.map_or(Face::Black, |c| c[seat.min(1)]);
            Some(Action::Face { face: mine.other() })
        }
        _ => legal(s, seat).into_iter().find(|a| *a != Action::Back),
    }
}
