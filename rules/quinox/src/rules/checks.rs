//! The end-of-placement checks of SHEEP, WOLF, CROW and ROOSTER (Q-P5..Q-P8, Q-7, Q-22).
//!
//! They run after every placement, once its action is done, each once, in the order their
//! tiles appear in the data file (Q-7: SHEEP, WOLF, CROW, ROOSTER). They are not red actions:
//! SHIELD, ECLIPSE and AURORA do not stop them. Only coloured neighbours count (not the Stone).

use super::board::{find, set_face};
use super::events::Event;
use super::state::State;
use super::tiles::{Effect, Face, TileId};

pub fn run(s: &mut State, events: &mut Vec<Event>) {
    for tile in TileId::all().filter(|t| t.effect().is_check()) {
        let Some(at) = find(&s.board, tile) else {
            continue;
        };
        let Some(face) = s.board.get(&at).and_then(|p| p.face()) else {
            continue;
        };
        let (mut black, mut white) = (0, 0);
        for n in at.neighbours() {
            match s.board.get(&n).and_then(|p| p.face()) {
                Some(Face::Black) => black += 1,
                Some(Face::White) => white += 1,
                None => {}
            }
        }
        let majority = match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Face::Black),
            std::cmp::Ordering::Less => Some(Face::White),
            std::cmp::Ordering::Equal => None,
        };
        let to = match tile.effect() {
            Effect::FollowMajority => majority,
            Effect::OpposeMajority => majority.map(Face::other),
            Effect::Join { face: f } => {
                let touching = match f {
                    Face::Black => black,
                    Face::White => white,
                };
                (touching > 0).then_some(f)
            }
            _ => None,
        };
        if let Some(to) = to.filter(|to| *to != face) {
            set_face(&mut s.board, at, to);
            events.push(Event::Turned {
                at,
                tile,
                face: to,
                by: tile,
            });
        }
    }
}
