//! The end: blue actions in ascending number, then the count.
//!
//! MAGIC still shields its neighbours from every blue effect (no flip, no removal, no token
//! gained or lost), JEWEL is still never flipped or removed, and the Stone never carries a
//! token; no other purple tile matters now, and removals may split the board (FAQ, Q-4).

use super::board::{next_to, set_face, Board, Piece};
use super::events::Event;
use super::hex::Hex;
use super::state::{Final, Phase, State};
use super::tiles::{Effect, Face, TileId};
use game_kit::game::Ranking;

fn shielded(board: &Board, at: Hex) -> bool {
    next_to(board, at, |e| e == Effect::Magic)
}

fn add_tokens(s: &mut State, at: Hex, n: u32, by: TileId, events: &mut Vec<Event>) {
    if n == 0 || shielded(&s.board, at) {
        return;
    }
    if let Some(Piece::Tile { tokens, .. }) = s.board.get_mut(&at) {
        *tokens += n;
        events.push(Event::TokensAdded { at, count: n, by });
    }
}

fn remove(s: &mut State, at: Hex, by: TileId, events: &mut Vec<Event>) {
    let removable = s
        .board
        .get(&at)
        .is_some_and(|p| matches!(p, Piece::Tile { .. }) && !p.is_immovable());
    if removable && !shielded(&s.board, at) {
        if let Some(tile) = s.board.remove(&at).and_then(|p| p.tile()) {
            s.removed.push(tile);
            events.push(Event::Removed {
                at,
                tile,
                to_bag: false,
                by,
            });
        }
    }
}

fn turn(s: &mut State, at: Hex, to: Face, by: TileId, events: &mut Vec<Event>) {
    let Some(p) = s.board.get(&at).copied() else {
        return;
    };
    if p.face().is_some_and(|f| f != to) && !p.is_immovable() && !shielded(&s.board, at) {
        set_face(&mut s.board, at, to);
        if let Some(tile) = p.tile() {
            events.push(Event::Turned {
                at,
                tile,
                face: to,
                by,
            });
        }
    }
}

/// One blue tile's action, from where it stands.
fn act(s: &mut State, tile: TileId, at: Hex, events: &mut Vec<Event>) {
    let Some(face) = s.board.get(&at).and_then(|p| p.face()) else {
        return;
    };
    let around: Vec<Hex> = at.neighbours().to_vec();
    let face_of = |s: &State, h: &Hex| s.board.get(h).and_then(|p| p.face());
    match tile.effect() {
        Effect::Become { face: to } => turn(s, at, to, tile, events),
        Effect::Tokens { n } => add_tokens(s, at, n, tile, events),
        Effect::TokensPerNeighbour { same } => {
            let n = around
                .iter()
                .filter_map(|h| face_of(s, h))
                .filter(|f| (*f == face) == same)
                .count() as u32;
            add_tokens(s, at, n, tile, events);
        }
        Effect::TokensPerVacancy => {
            let n = around.iter().filter(|h| !s.board.contains_key(h)).count() as u32;
            add_tokens(s, at, n, tile, events);
        }
        Effect::TokensAround { n } => {
            for h in std::iter::once(at).chain(around) {
                add_tokens(s, h, n, tile, events);
            }
        }
        Effect::TokensOnNeighbours { colour, n } => {
            for h in around {
                if s.board.get(&h).is_some_and(|p| p.has_colour(colour)) {
                    add_tokens(s, h, n, tile, events);
                }
            }
        }
        Effect::StealTokens => {
            if shielded(&s.board, at) {
                return;
            }
            for h in around {
                if shielded(&s.board, h) {
                    continue;
                }
                let taken = match s.board.get_mut(&h) {
                    Some(Piece::Tile { tokens, .. }) if *tokens > 0 => std::mem::take(tokens),
                    _ => continue,
                };
                if let Some(Piece::Tile { tokens, .. }) = s.board.get_mut(&at) {
                    *tokens += taken;
                }
                events.push(Event::TokensTaken {
                    from: h,
                    count: taken,
                    by: tile,
                });
            }
        }
        Effect::FlipAround => {
            // Every face is judged before the action: shields are fixed, so flip in turn.
            let targets: Vec<(Hex, Face)> = std::iter::once(at)
                .chain(around)
                .filter_map(|h| face_of(s, &h).map(|f| (h, f.other())))
                .collect();
            for (h, to) in targets {
                turn(s, h, to, tile, events);
            }
        }
        Effect::RemoveNeighbours { colour } => {
            for h in around {
                if s.board.get(&h).is_some_and(|p| p.has_colour(colour)) {
                    remove(s, h, tile, events);
                }
            }
        }
        Effect::RemoveAround => {
            // Neighbours first: VORTEX's own MAGIC shield (if any) is judged while it stands.
            let shields: Vec<bool> = std::iter::once(at)
                .chain(around.iter().copied())
                .map(|h| shielded(&s.board, h))
                .collect();
            for (h, shield) in std::iter::once(at).chain(around).zip(shields) {
                if !shield {
                    remove(s, h, tile, events);
                }
            }
        }
        _ => {}
    }
}

/// Resolves the blue tiles in ascending number and ends the game.
pub fn finish(s: &mut State, events: &mut Vec<Event>) {
    let mut blues: Vec<(u32, TileId)> = s
        .board
        .values()
        .filter_map(|p| p.tile())
        .filter_map(|t| t.def().number.map(|n| (n, t)))
        .collect();
    blues.sort();
    for (_, tile) in blues {
        if let Some(at) = super::board::find(&s.board, tile) {
            act(s, tile, at, events);
        }
    }
    let colours = s.colours.unwrap_or([Face::Black, Face::White]);
    let mut f = Final {
        tiles: [0, 0],
        tokens_on_tiles: [0, 0],
        supply: s.supply,
        score: [0, 0],
    };
    for p in s.board.values() {
        if let Piece::Tile { face, tokens, .. } = p {
            for (seat, colour) in colours.iter().enumerate() {
                if colour == face {
                    f.tiles[seat] += 1;
                    f.tokens_on_tiles[seat] += tokens;
                }
            }
        }
    }
    for seat in 0..2 {
        f.score[seat] = f.tiles[seat] + f.tokens_on_tiles[seat] + f.supply[seat];
    }
    events.push(Event::GameOver { scores: f.score });
    s.result = Some(f);
    s.phase = Phase::Over;
}

/// The ranking once scored: higher score first, ties share a place.
pub fn ranking(s: &State) -> Option<Ranking> {
    let f = s.result.as_ref()?;
    let score: Vec<i64> = f.score.iter().map(|x| *x as i64).collect();
    Some(Ranking::by_keys(score.clone(), &score))
}
