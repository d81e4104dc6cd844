//! The scoring spiral (EX-K1, EX-G5, EX-G6): positions, moving a batch of gains, and the
//! nodes (taxes) a move crosses.

use super::data::components;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// A Vitruvian's place on the spiral. Field 0 is off the spiral (not yet scored); on a shared
/// field the Vitruvian in the slot `ahead` is closer to the centre.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pos {
    pub field: u8,
    pub ahead: bool,
}

impl Pos {
    /// Orders positions: further along is greater; ahead on a shared field is greater.
    pub fn key(self) -> u16 {
        self.field as u16 * 2 + self.ahead as u16
    }
}

pub fn centre() -> u8 {
    components().spiral.centre
}

/// One Vitruvian's move on the spiral.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub seat: Seat,
    pub gain: u32,
    pub from: Pos,
    pub to: Pos,
}

/// The order in which a batch of gains moves (EX-K1, EX-G6, EX-G8): higher gain first, then
/// the lower current score, then seat order starting with the active player.
///
/// The score is the spiral *field*: two Vitruvians on the same field have the same score
/// whichever slot they hold, so the slot never decides the order (EX-G8: the tie goes by seat
/// order, also when it decides who reaches the centre first).
pub fn order(spiral: &[Pos], gains: &[(Seat, u32)], active: Seat) -> Vec<(Seat, u32)> {
    let n = spiral.len().max(1);
    let mut g: Vec<(Seat, u32)> = gains.iter().copied().filter(|x| x.1 > 0).collect();
    g.sort_by_key(|&(s, gain)| {
        (
            std::cmp::Reverse(gain),
            spiral.get(s).map_or(0, |p| p.field),
            (s + n - active % n) % n,
        )
    });
    g
}

/// Moves the batch in order. Stops at once when a Vitruvian reaches the centre (EX-G5):
/// returns the moves made and the winner, if any.
pub fn move_batch(
    spiral: &mut [Pos],
    gains: &[(Seat, u32)],
    active: Seat,
) -> (Vec<Move>, Option<Seat>) {
    let mut moves = Vec::new();
    for (seat, gain) in order(spiral, gains, active) {
        let Some(from) = spiral.get(seat).copied() else {
            continue;
        };
        let to = advance(spiral, seat, gain);
        spiral[seat] = to;
        moves.push(Move {
            seat,
            gain,
            from,
            to,
        });
        if to.field >= centre() {
            return (moves, Some(seat));
        }
    }
    (moves, None)
}

/// Where `seat` lands gaining `gain`: the target field (at most the centre), moving on field
/// by field past full ones; the slot ahead when free (EX-G5).
fn advance(spiral: &[Pos], seat: Seat, gain: u32) -> Pos {
    let s = &components().spiral;
    let from = spiral[seat];
    let mut field = (from.field as u32 + gain).min(s.centre as u32) as u8;
    loop {
        let others: Vec<Pos> = spiral
            .iter()
            .enumerate()
            .filter(|&(o, p)| o != seat && p.field == field)
            .map(|(_, p)| *p)
            .collect();
        if field >= s.centre || others.len() < s.slots as usize {
            let ahead = !others.iter().any(|p| p.ahead);
            return Pos { field, ahead };
        }
        field += 1;
    }
}

/// The nodes crossed moving from field `from` to field `to`: (node, tax in stones).
pub fn crossed(from: u8, to: u8) -> Vec<(u8, u8)> {
    components()
        .spiral
        .nodes
        .iter()
        .copied()
        .filter(|&(after, _)| from <= after && after < to)
        .collect()
}
