//! Who is awaited, and the deadline defaults.
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
use game_kit::game::{Prompt, PromptKind, Seat};

pub fn prompts(s: &State) -> Vec<Prompt> {
    let one = |seat, kind, what: String| vec![Prompt { seat, kind, what }];
    match &s.phase {
        Phase::Over => Vec::new(),
        Phase::ChooseColour { seat } => one(
            *seat,
            PromptKind::Decision,
            "Choose your colour: black or white".into(),
        ),
        Phase::Choose => one(
            s.active,
            PromptKind::Turn,
            format!("Choose {} to play this turn", the_pool_tiles(s.turn_size)),
        ),
        Phase::Play(step) => {
            let what = match step {
                TurnStep::Tile => "Choose which chosen tile to play next".into(),
                TurnStep::Face { tile } => format!("Choose the face of {tile}"),
                TurnStep::Space { tile, .. } => format!("Choose where {tile} goes"),
                TurnStep::Target(c) => format!("Choose for {}'s action", c.actor),
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

/// "the pool tile", "the 2 pool tiles": what a turn takes from the pool, counted.
pub(crate) fn the_pool_tiles(n: usize) -> String {
    match n {
        1 => "the pool tile".into(),
        n => format!("the {n} pool tiles"),
    }
}
