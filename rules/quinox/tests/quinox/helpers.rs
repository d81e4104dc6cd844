//! Shared helpers for the Quinox tests: boards built by hand (tiles taken from the bag, so the
//! 48 pieces stay accounted for) and a random player for playouts.
#![allow(dead_code)]

use game_kit::{Game, Seat};
use quinox::rules::{
    Action, Event, Face, Hex, Phase, Piece, PoolTile, Quinox, State, TileId, TurnStep,
};
use rand::seq::SliceRandom;
use rand::Rng;

pub const B: Face = Face::Black;
pub const W: Face = Face::White;

pub fn hex(label: &str) -> Hex {
    label.parse().unwrap_or_else(|e| panic!("{e}"))
}

pub fn hexes(labels: &str) -> Vec<Hex> {
    let mut v: Vec<Hex> = labels.split_whitespace().map(hex).collect();
    v.sort();
    v
}

pub fn tile(name: &str) -> TileId {
    TileId::named(name).unwrap_or_else(|| panic!("no tile {name}"))
}

/// A table with only the Stone at `m50`, seat 0 black and to play a two-tile turn (turn 2),
/// every tile in the bag.
pub fn table() -> State {
    State::blank(7)
}

/// Puts `name` on the board at `label` showing `face` (taken from the bag).
pub fn put(s: &mut State, label: &str, name: &str, face: Face) {
    let t = tile(name);
    assert!(s.take_from_bag(t), "{name} is not in the bag");
    s.board.insert(
        hex(label),
        Piece::Tile {
            tile: t,
            face,
            tokens: 0,
        },
    );
}

/// Moves the Stone (tests of positions where the Stone is elsewhere).
pub fn stone_to(s: &mut State, label: &str) {
    s.board.retain(|_, p| *p != Piece::Stone);
    s.board.insert(hex(label), Piece::Stone);
}

/// Puts these tiles (by name) in the pool, without tokens.
pub fn pool(s: &mut State, names: &str) {
    for n in names.split_whitespace() {
        let t = tile(n);
        assert!(s.take_from_bag(t), "{n} is not in the bag");
        s.pool.push(PoolTile {
            tile: t,
            token: false,
        });
    }
}

/// The face shown at `label` (`None` for the Stone or an empty space).
pub fn face_at(s: &State, label: &str) -> Option<Face> {
    s.board.get(&hex(label)).and_then(|p| p.face())
}

pub fn name_at(s: &State, label: &str) -> Option<&'static str> {
    s.board
        .get(&hex(label))
        .and_then(|p| p.tile())
        .map(|t| t.name())
}

pub fn play(s: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    let before = serde_json::to_string(&*s).unwrap();
    match Quinox::apply(s, seat, action.clone()) {
        Ok(e) => e,
        Err(e) => {
            assert_eq!(serde_json::to_string(&*s).unwrap(), before);
            panic!("{action:?} refused: {e}");
        }
    }
}

/// Expects a refusal that changes nothing; returns its message.
pub fn refuse(s: &mut State, seat: Seat, action: Action) -> String {
    let before = serde_json::to_string(&*s).unwrap();
    let e = Quinox::apply(s, seat, action.clone())
        .err()
        .unwrap_or_else(|| panic!("{action:?} accepted"));
    assert_eq!(serde_json::to_string(&*s).unwrap(), before);
    e.0
}

/// Seat 0 places `name` (already chosen or in the pool of a one-tile turn) at `label`.
/// Chooses the tile first when a choice of tile is waiting.
pub fn place(s: &mut State, name: &str, face: Face, label: &str) -> Vec<Event> {
    let seat = s.active;
    let mut events = Vec::new();
    if matches!(s.phase, Phase::Choose) {
        events.extend(play(
            s,
            seat,
            Action::Choose {
                tiles: vec![tile(name)],
            },
        ));
    }
    if matches!(s.phase, Phase::Play(TurnStep::Tile)) {
        events.extend(play(s, seat, Action::Tile { tile: tile(name) }));
    }
    events.extend(play(s, seat, Action::Face { face }));
    events.extend(play(s, seat, Action::Place { at: hex(label) }));
    events
}

/// Sets up a one-tile turn for seat 0 with `name` the only pool tile, then places it.
pub fn drop_tile(s: &mut State, name: &str, face: Face, label: &str) -> Vec<Event> {
    pool(s, name);
    s.turn_size = 1;
    s.phase = Phase::Choose;
    place(s, name, face, label)
}

pub fn picks(s: &State) -> Vec<Hex> {
    Quinox::legal(s, s.active)
        .into_iter()
        .filter_map(|a| match a {
            Action::Pick { at } => Some(at),
            _ => None,
        })
        .collect()
}

pub fn pick(s: &mut State, label: &str) -> Vec<Event> {
    let seat = s.active;
    play(s, seat, Action::Pick { at: hex(label) })
}

pub fn assert_conserved(s: &State) {
    let mut all = s.all_tiles();
    assert_eq!(all.len(), 48, "48 pieces with the Stone");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 48, "every piece once");
    assert_eq!(all.iter().filter(|t| t.is_none()).count(), 1, "one Stone");
}

/// A random legal action for `seat`; `Back` only now and then, so games move on.
pub fn random_action(s: &State, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    let legal = Quinox::legal(s, seat);
    let forward: Vec<&Action> = legal.iter().filter(|a| **a != Action::Back).collect();
    if legal.contains(&Action::Back) && rng.gen_bool(0.03) {
        return Some(Action::Back);
    }
    forward.choose(rng).map(|a| (*a).clone())
}
