//! Where a tile may go (Q-1, Q-P2, Q-P3, Q-9, Q-8, Q-17) and which pool tiles a turn may
//! choose (DESTINY, FAMINE; ).

use super::board::{frontier, with_effect};
use super::events::Restriction;
use super::hex::Hex;
use super::state::State;
use super::tiles::{Effect, TileId};

/// The spaces open to the next placement, and the restrictions set aside to get them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spaces {
    /// In coordinate order.
    pub spaces: Vec<Hex>,
    pub ignored: Vec<Restriction>,
}

/// Where the next tile may go. `from_pool` is false for SPEED's drawn tile, which MAP does not
/// bind.
///
/// Each active restriction allows a set of spaces among the free ones: MAP its still-free
/// spaces, CHARISMA (while it has a free neighbour) its free neighbours, POISON every free space
/// not next to it. When together they allow nothing, every restriction belonging to a minimal
/// conflicting group is set aside and the others kept.
pub fn spaces(s: &State, from_pool: bool) -> Spaces {
    if !restricted(s, from_pool) {
        return Spaces {
            spaces: frontier(&s.board),
            ignored: Vec::new(),
        };
    }
    let base = frontier(&s.board);
    // Each active restriction as the bit set of the `base` spaces it allows.
    let mut active: Vec<(Restriction, u128)> = Vec::new();
    let bits = |keep: &dyn Fn(&Hex) -> bool| -> u128 {
        base.iter()
            .take(128)
            .enumerate()
            .filter(|(_, h)| keep(h))
            .fold(0, |m, (i, _)| m | (1 << i))
    };
    if from_pool && !s.this_turn.map.is_empty() {
        let map = &s.this_turn.map;
        // MAP binds only while one of its spaces is still legal, that is empty and next to
        // the board; once none is, it has lapsed: it is no restriction any more,
        // so it cannot clash with anything.
        let allowed = bits(&|h| map.contains(h));
        if allowed != 0 {
            active.push((Restriction::Map, allowed));
        }
    }
    for c in with_effect(&s.board, |e| e == Effect::Attract) {
        let free = bits(&|h| h.is_neighbour(c));
        if free != 0 {
            active.push((Restriction::Charisma, free));
        }
    }
    for p in with_effect(&s.board, |e| e == Effect::Repel) {
        active.push((Restriction::Poison, bits(&|h| !h.is_neighbour(p))));
    }
    let everything = bits(&|_| true);
    let allows = |mask: usize| -> u128 {
        active
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .fold(everything, |m, (_, (_, a))| m & a)
    };
    let spaces_of = |m: u128| -> Vec<Hex> {
        base.iter()
            .take(128)
            .enumerate()
            .filter(|(i, _)| m & (1 << i) != 0)
            .map(|(_, h)| *h)
            .collect()
    };
    let all = (1usize << active.len()) - 1;
    let together = allows(all);
    if together != 0 {
        return Spaces {
            spaces: spaces_of(together),
            ignored: Vec::new(),
        };
    }
    // Minimal conflicting groups: allow nothing, while every group one smaller allows something
    // (fewer restrictions only ever allow more).
    let mut ignore = 0usize;
    for mask in 1..=all {
        if allows(mask) == 0
            && (0..active.len())
                .filter(|i| mask & (1 << i) != 0)
                .all(|i| allows(mask & !(1 << i)) != 0)
        {
            ignore |= mask;
        }
    }
    let mut ignored: Vec<Restriction> = Vec::new();
    for (i, (r, _)) in active.iter().enumerate() {
        if ignore & (1 << i) != 0 && !ignored.contains(r) {
            ignored.push(*r);
        }
    }
    Spaces {
        spaces: spaces_of(allows(all & !ignore)),
        ignored,
    }
}

/// Whether any restriction could bind the next placement (MAP for a pool tile, CHARISMA,
/// POISON).
pub fn restricted(s: &State, from_pool: bool) -> bool {
    (from_pool && !s.this_turn.map.is_empty())
        || s.board
            .values()
            .any(|p| matches!(p.effect(), Some(Effect::Attract | Effect::Repel)))
}

/// Every set of pool tiles the active player may choose now, in pool order (each set in pool
/// order; the sets ordered by their first tile, then second).
pub fn choices(s: &State) -> Vec<Vec<TileId>> {
    let pool: Vec<TileId> = s.pool.iter().map(|p| p.tile).collect();
    let k = s.turn_size.min(pool.len());
    let named: Vec<TileId> = pool
        .iter()
        .copied()
        .filter(|t| s.this_turn.destiny.contains(t))
        .collect();
    let fits = |set: &[TileId]| {
        if named.len() <= set.len() {
            named.iter().all(|t| set.contains(t))
        } else {
            set.iter().all(|t| named.contains(t))
        }
    };
    let mut out = Vec::new();
    match k {
        0 => {}
        1 => out.extend(pool.iter().map(|t| vec![*t])),
        _ => {
            for i in 0..pool.len() {
                for j in i + 1..pool.len() {
                    out.push(vec![pool[i], pool[j]]);
                }
            }
        }
    }
    out.retain(|set| fits(set));
    out
}
