//! Red and yellow actions: what each may target, the choices offered, and carrying them out.
//!
//! An action with a choice becomes a [`Choice`] that the player completes step by step
//! ([`offer`] says what the next step accepts); actions without one happen at once. The
//! offers follow the FAQ's rule: a pattern or pair must hit as many legal
//! targets as possible, and among those the player picks freely. Yellow choices are compulsory
//! whenever a target exists.

use super::board::{
    frontier, movable, red_can_flip, red_can_turn, set_face, swap, Board, Graph, Piece,
};
use super::events::Event;
use super::hex::Hex;
use super::state::{Choice, InHand, Phase, State, TurnStep};
use super::tiles::{Colour, Effect, Pattern, TileId};
use rand::Rng;
use std::collections::BTreeSet;

/// What the next step of a choice accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// One space, in coordinate order.
    Picks(Vec<Hex>),
    /// One of these target sets (SWORD, SPEAR, MACE).
    Patterns(Vec<Vec<Hex>>),
    /// One tile name (DESTINY).
    Names(Vec<TileId>),
}

impl Offer {
    pub fn is_empty(&self) -> bool {
        match self {
            Offer::Picks(v) => v.is_empty(),
            Offer::Patterns(v) => v.is_empty(),
            Offer::Names(v) => v.is_empty(),
        }
    }
}

/// How many picks an effect's choice takes (`None`: no choice, or not a pick choice).
fn picks_needed(effect: Effect) -> Option<usize> {
    use Effect::*;
    match effect {
        FlipOne { .. } | SwapSelf | Remove { .. } | Mirror => Some(1),
        FlipPair | SwapNeighbours | SwapTouching | Hook | Map => Some(2),
        _ => None,
    }
}

/// Whether the effect asks the player anything.
pub fn has_choice(effect: Effect) -> bool {
    picks_needed(effect).is_some() || matches!(effect, Effect::FlipPattern { .. } | Effect::Destiny)
}

/// The target sets of a SWORD / SPEAR / MACE at `origin`: for each pattern the tiles it may
/// flip, keeping only the patterns that flip the most. Equal sets appear once.
pub fn patterns(board: &Board, origin: Hex, pattern: Pattern) -> Vec<Vec<Hex>> {
    let cells: Vec<[Hex; 3]> = match pattern {
        Pattern::Arc => origin.arcs().to_vec(),
        Pattern::Line => origin.lines().to_vec(),
        Pattern::Triangle => origin.triangles().to_vec(),
    };
    let mut sets: Vec<Vec<Hex>> = cells
        .iter()
        .map(|c| {
            let mut v: Vec<Hex> = c
                .iter()
                .copied()
                .filter(|h| *h != origin && red_can_flip(board, *h))
                .collect();
            v.sort();
            v
        })
        .collect();
    let best = sets.iter().map(Vec::len).max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    sets.retain(|s| s.len() == best);
    sets.sort();
    sets.dedup();
    sets
}

/// Every complete sequence of picks for a pick choice (not MAP, whose pairs are any two
/// distinct free spaces). Pairs whose order does not matter appear in both orders.
fn completions(board: &Board, origin: Hex, effect: Effect) -> Vec<Vec<Hex>> {
    let tiles = || board.iter().filter(move |(h, _)| **h != origin);
    let mut out: Vec<Vec<Hex>> = Vec::new();
    match effect {
        Effect::FlipOne { min, max, showing } => {
            for (h, p) in tiles() {
                let d = h.distance(origin);
                let in_range = d >= min as i32 && max.is_none_or(|m| d <= m as i32);
                let face_ok = showing.is_none_or(|f| p.face() == Some(f));
                if in_range && face_ok && red_can_flip(board, *h) {
                    out.push(vec![*h]);
                }
            }
        }
        Effect::FlipPair => {
            let mut best = 1;
            for (a, pa) in tiles() {
                for b in a.neighbours() {
                    let Some(pb) = board.get(&b) else { continue };
                    let (Some(fa), Some(fb)) = (pa.face(), pb.face()) else {
                        continue;
                    };
                    if b == origin || fa == fb {
                        continue;
                    }
                    let score =
                        usize::from(red_can_flip(board, *a)) + usize::from(red_can_flip(board, b));
                    if score > best {
                        best = score;
                        out.clear();
                    }
                    if score == best {
                        out.push(vec![*a, b]);
                    }
                }
            }
        }
        Effect::SwapSelf => {
            for (h, _) in tiles() {
                if movable(board, *h) {
                    out.push(vec![*h]);
                }
            }
        }
        Effect::SwapNeighbours => {
            let ns: Vec<Hex> = origin
                .neighbours()
                .into_iter()
                .filter(|n| movable(board, *n))
                .collect();
            for a in &ns {
                for b in &ns {
                    if a != b {
                        out.push(vec![*a, *b]);
                    }
                }
            }
        }
        Effect::SwapTouching => {
            for (a, _) in tiles() {
                if !movable(board, *a) {
                    continue;
                }
                for b in a.neighbours() {
                    if b != origin && movable(board, b) {
                        out.push(vec![*a, b]);
                    }
                }
            }
        }
        Effect::Hook => {
            let dests: Vec<Hex> = origin
                .neighbours()
                .into_iter()
                .filter(|n| !board.contains_key(n))
                .collect();
            if !dests.is_empty() {
                let g = Graph::new(board, &dests);
                let all = Graph::board_mask(board);
                for (i, (t, _)) in board.iter().enumerate() {
                    if *t == origin || !movable(board, *t) {
                        continue;
                    }
                    let apart = all & !(1 << i);
                    let apart_ok = g.connected(apart);
                    for (k, d) in dests.iter().enumerate() {
                        let j = board.len() + k;
                        if apart_ok || g.connected(apart | (1 << j)) {
                            out.push(vec![*t, *d]);
                        }
                    }
                }
            }
        }
        Effect::Remove { .. } => {
            let g = Graph::new(board, &[]);
            let all = Graph::board_mask(board);
            for (i, (h, p)) in board.iter().enumerate() {
                if *h != origin
                    && matches!(p, Piece::Tile { .. })
                    && !p.is_immovable()
                    && g.connected(all & !(1 << i))
                {
                    out.push(vec![*h]);
                }
            }
        }
        Effect::Mirror => {
            for n in origin.neighbours() {
                if let Some(t) = board.get(&n).and_then(|p| p.tile()) {
                    let copyable = matches!(t.colour(), Colour::Red | Colour::Yellow);
                    if copyable && t.effect() != Effect::Mirror {
                        out.push(vec![n]);
                    }
                }
            }
        }
        _ => {}
    }
    out
}

/// What the next step of `choice` accepts (empty when nothing can be chosen).
pub fn offer(s: &State, choice: &Choice) -> Offer {
    let effect = choice.text.effect();
    match effect {
        Effect::FlipPattern { pattern } => Offer::Patterns(if choice.picks.is_empty() {
            patterns(&s.board, choice.origin, pattern)
        } else {
            Vec::new()
        }),
        // Two different tiles other than DESTINY. A MIRROR copying DESTINY acts as
        // MIRROR, and no tile chooses itself: it may not name MIRROR either.
        Effect::Destiny => Offer::Names(
            TileId::all()
                .filter(|t| {
                    t.effect() != Effect::Destiny && *t != choice.actor && !choice.names.contains(t)
                })
                .collect(),
        ),
        Effect::Map => Offer::Picks(
            frontier(&s.board)
                .into_iter()
                .filter(|h| !choice.picks.contains(h))
                .collect(),
        ),
        _ => {
            let k = choice.picks.len();
            let next: BTreeSet<Hex> = completions(&s.board, choice.origin, effect)
                .into_iter()
                .filter(|c| c.len() > k && c[..k] == choice.picks[..])
                .map(|c| c[k])
                .collect();
            Offer::Picks(next.into_iter().collect())
        }
    }
}

/// Whether the choice has all it needs.
pub fn complete(choice: &Choice) -> bool {
    let effect = choice.text.effect();
    match effect {
        Effect::Destiny => choice.names.len() >= 2,
        _ => picks_needed(effect).is_some_and(|n| choice.picks.len() >= n),
    }
}

/// Starts the action of `text` for `actor` placed (or standing, for MIRROR) at `origin`.
/// Returns true when it waits for the player's choice (the phase is then set).
pub fn begin(
    s: &mut State,
    actor: TileId,
    origin: Hex,
    text: TileId,
    events: &mut Vec<Event>,
) -> bool {
    let effect = text.effect();
    if has_choice(effect) {
        let choice = Choice {
            actor,
            origin,
            text,
            picks: Vec::new(),
            names: Vec::new(),
        };
        if offer(s, &choice).is_empty() {
            events.push(Event::NoTarget { tile: actor });
            return false;
        }
        s.phase = Phase::Play(TurnStep::Target(choice));
        return true;
    }
    immediate(s, actor, origin, effect, events);
    false
}

fn turned(s: &mut State, at: Hex, face: super::tiles::Face, by: TileId, events: &mut Vec<Event>) {
    set_face(&mut s.board, at, face);
    if let Some(tile) = s.board.get(&at).and_then(|p| p.tile()) {
        events.push(Event::Turned { at, tile, face, by });
    }
}

fn flip(s: &mut State, at: Hex, by: TileId, events: &mut Vec<Event>) {
    if let Some(f) = s.board.get(&at).and_then(|p| p.face()) {
        turned(s, at, f.other(), by, events);
    }
}

/// Actions without a choice.
fn immediate(s: &mut State, actor: TileId, origin: Hex, effect: Effect, events: &mut Vec<Event>) {
    match effect {
        Effect::TurnAround { face } => {
            // Judged on the board before the action; "itself" is the acting tile.
            let targets: Vec<Hex> = std::iter::once(origin)
                .chain(origin.neighbours())
                .filter(|h| red_can_turn(&s.board, *h, face))
                .collect();
            if targets.is_empty() {
                events.push(Event::NoTarget { tile: actor });
            }
            for h in targets {
                turned(s, h, face, actor, events);
            }
        }
        Effect::FlipNeighbours => {
            let targets: Vec<Hex> = origin
                .neighbours()
                .into_iter()
                .filter(|h| red_can_flip(&s.board, *h))
                .collect();
            if targets.is_empty() {
                events.push(Event::NoTarget { tile: actor });
            }
            for h in targets {
                flip(s, h, actor, events);
            }
        }
        Effect::Speed => {
            if s.bag.is_empty() {
                events.push(Event::SpeedDrawn { tile: None });
            } else {
                let i = s.rng.gen_range(0..s.bag.len());
                let tile = s.bag.swap_remove(i);
                s.hand.insert(
                    0,
                    InHand {
                        tile,
                        token: true,
                        drawn: true,
                    },
                );
                events.push(Event::SpeedDrawn { tile: Some(tile) });
            }
        }
        Effect::Wind => {
            let tiles: Vec<TileId> = s.pool.drain(..).map(|p| p.tile).collect();
            s.bag.extend(&tiles);
            events.push(Event::Blown { tiles });
        }
        Effect::Famine => {
            s.next_turn.famine = true;
            events.push(Event::Famine);
        }
        _ => {}
    }
}

/// Carries out a complete choice. Returns true when a new choice waits (MIRROR's copy).
pub fn finish(s: &mut State, choice: Choice, events: &mut Vec<Event>) -> bool {
    let Choice {
        actor,
        origin,
        text,
        picks,
        names,
    } = choice;
    let effect = text.effect();
    match effect {
        Effect::FlipOne { .. } => flip(s, picks[0], actor, events),
        Effect::FlipPair => {
            let flips: Vec<Hex> = picks
                .iter()
                .copied()
                .filter(|h| red_can_flip(&s.board, *h))
                .collect();
            for h in flips {
                flip(s, h, actor, events);
            }
        }
        Effect::SwapSelf => {
            swap(&mut s.board, origin, picks[0]);
            events.push(Event::Swapped {
                a: origin,
                b: picks[0],
                by: actor,
            });
        }
        Effect::SwapNeighbours | Effect::SwapTouching => {
            swap(&mut s.board, picks[0], picks[1]);
            events.push(Event::Swapped {
                a: picks[0],
                b: picks[1],
                by: actor,
            });
        }
        Effect::Hook => {
            if let Some(p) = s.board.remove(&picks[0]) {
                s.board.insert(picks[1], p);
            }
            events.push(Event::Moved {
                from: picks[0],
                to: picks[1],
                by: actor,
            });
        }
        Effect::Remove { to_bag } => {
            if let Some(tile) = s.board.remove(&picks[0]).and_then(|p| p.tile()) {
                // A removed tile takes its tokens out of the game; one sent to the bag loses
                // them.
                if to_bag {
                    s.bag.push(tile);
                } else {
                    s.removed.push(tile);
                }
                events.push(Event::Removed {
                    at: picks[0],
                    tile,
                    to_bag,
                    by: actor,
                });
            }
        }
        Effect::Map => {
            // A second MAP aimed at the same turn replaces the first.
            s.next_turn.map = picks.clone();
            events.push(Event::Mapped { spaces: picks });
        }
        Effect::Destiny => {
            s.next_turn.destiny = names.clone();
            events.push(Event::Destined { tiles: names });
        }
        Effect::Mirror => {
            if let Some(copied) = s.board.get(&picks[0]).and_then(|p| p.tile()) {
                events.push(Event::Mirrored { copied });
                return begin(s, actor, origin, copied, events);
            }
        }
        _ => {}
    }
    false
}

/// Flips a pattern's tiles (already checked against the offer).
pub fn flip_pattern(s: &mut State, actor: TileId, tiles: &[Hex], events: &mut Vec<Event>) {
    for h in tiles {
        flip(s, *h, actor, events);
    }
}
