//! Every legal action of a seat now, in the order menus show them (and the timeout default
//! takes the first, Q-12): pool order for tiles, coordinate order for spaces, data-file order
//! for names; `Back` comes last.

use super::actions::Action;
use super::effects::{offer, Offer};
use super::placement;
use super::state::{Phase, State, TurnStep};
use super::tiles::Face;
use super::turn;
use game_kit::game::Seat;

pub fn legal(s: &State, seat: Seat) -> Vec<Action> {
    match &s.phase {
        Phase::Over => Vec::new(),
        Phase::ChooseColour { seat: c } if *c == seat => Face::BOTH
            .into_iter()
            .map(|face| Action::Colour { face })
            .collect(),
        Phase::ChooseColour { .. } => Vec::new(),
        _ if seat != s.active => Vec::new(),
        Phase::Choose => placement::choices(s)
            .into_iter()
            .map(|tiles| Action::Choose { tiles })
            .collect(),
        Phase::Play(step) => match step {
            TurnStep::Tile => turn::playable(s)
                .into_iter()
                .map(|tile| Action::Tile { tile })
                .collect(),
            TurnStep::Face { .. } => {
                let mut v: Vec<Action> = Face::BOTH
                    .into_iter()
                    .map(|face| Action::Face { face })
                    .collect();
                if can_go_back(s, step) {
                    v.push(Action::Back);
                }
                v
            }
            TurnStep::Space { tile, .. } => {
                let mut v: Vec<Action> = placement::spaces(s, turn::from_pool(s, *tile))
                    .spaces
                    .into_iter()
                    .map(|at| Action::Place { at })
                    .collect();
                v.push(Action::Back);
                v
            }
            TurnStep::Target(choice) => match offer(s, choice) {
                Offer::Picks(v) => v.into_iter().map(|at| Action::Pick { at }).collect(),
                Offer::Patterns(v) => v
                    .into_iter()
                    .map(|tiles| Action::Pattern { tiles })
                    .collect(),
                Offer::Names(v) => v.into_iter().map(|tile| Action::Name { tile }).collect(),
            },
        },
    }
}

/// `Back` undoes a face (always) or a tile choice (when another tile could be chosen).
pub fn can_go_back(s: &State, step: &TurnStep) -> bool {
    match step {
        TurnStep::Space { .. } => true,
        TurnStep::Face { .. } => turn::playable(s).len() > 1,
        _ => false,
    }
}
