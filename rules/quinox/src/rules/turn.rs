//! The flow of play: set-up, the turn, a placement and what follows it,
//! the end of a turn and of the game.

use super::board::Piece;
use super::checks;
use super::effects;
use super::events::Event;
use super::hex::Hex;
use super::placement;
use super::scoring;
use super::state::{Aimed, InHand, Phase, PoolTile, State, TurnStep};
use super::tiles::{Colour, Face, TileId};
use game_kit::game::Seat;
use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The pool's size after a refill.
pub const POOL: usize = 7;

/// A new game: the Stone in the centre, seven pool tiles without tokens, the first player and
/// the lot's colour drawn from the seed, the other player to choose a colour.
pub fn setup(seed: u64) -> State {
    let mut s = State::blank(seed);
    s.rng = ChaCha8Rng::seed_from_u64(seed);
    s.colours = None;
    s.turn = 0;
    s.turn_size = 1;
    s.first = s.rng.gen_range(0..2);
    s.lot = if s.rng.gen_bool(0.5) {
        Face::Black
    } else {
        Face::White
    };
    s.active = s.first;
    while s.pool.len() < POOL && !s.bag.is_empty() {
        let i = s.rng.gen_range(0..s.bag.len());
        let tile = s.bag.swap_remove(i);
        s.pool.push(PoolTile { tile, token: false });
    }
    s.phase = Phase::ChooseColour {
        seat: State::opponent(s.first),
    };
    s
}

/// The chooser's colour; the first turn starts.
pub fn choose_colour(s: &mut State, seat: Seat, face: Face, events: &mut Vec<Event>) {
    let mut colours = [face.other(); 2];
    colours[seat] = face;
    s.colours = Some(colours);
    events.push(Event::ColourChosen { seat, face });
    s.active = s.first;
    s.turn = 0;
    start_turn(s, events);
}

/// Refill with a token on each new tile, take up the effects aimed at this turn, and ask for
/// the turn's tiles: one on the first turn or under FAMINE, else two, never more than the pool
/// holds.
fn start_turn(s: &mut State, events: &mut Vec<Event>) {
    s.turn += 1;
    s.this_turn = std::mem::take(&mut s.next_turn);
    let mut drawn = Vec::new();
    while s.pool.len() < POOL && !s.bag.is_empty() {
        let i = s.rng.gen_range(0..s.bag.len());
        let tile = s.bag.swap_remove(i);
        s.pool.push(PoolTile { tile, token: true });
        drawn.push(tile);
    }
    if !drawn.is_empty() {
        events.push(Event::Drawn { tiles: drawn });
    }
    let size = if s.turn == 1 || s.this_turn.famine {
        1
    } else {
        2
    };
    s.turn_size = size.min(s.pool.len());
    s.phase = Phase::Choose;
    events.push(Event::TurnStarted {
        seat: s.active,
        turn: s.turn,
        tiles: s.turn_size,
    });
}

/// The chosen tiles leave the pool for the hand, in pool order.
pub fn choose(s: &mut State, tiles: &[TileId], events: &mut Vec<Event>) {
    let mut chosen = Vec::new();
    s.pool.retain(|p| {
        if tiles.contains(&p.tile) {
            chosen.push(InHand {
                tile: p.tile,
                token: p.token,
                drawn: false,
            });
            false
        } else {
            true
        }
    });
    events.push(Event::Chosen {
        seat: s.active,
        tiles: chosen.iter().map(|h| h.tile).collect(),
    });
    s.hand = chosen;
    advance(s, events);
}

/// The tiles that may be played next: SPEED's drawn tile first, else any chosen tile.
pub fn playable(s: &State) -> Vec<TileId> {
    match s.hand.first() {
        Some(h) if h.drawn => vec![h.tile],
        _ => s.hand.iter().map(|h| h.tile).collect(),
    }
}

/// Whether `tile` in the hand is SPEED's drawn tile (free of MAP).
pub fn from_pool(s: &State, tile: TileId) -> bool {
    s.hand.iter().any(|h| h.tile == tile && !h.drawn)
}

/// The next step: a tile to play (the choice skipped when only one can go), or the turn's end.
fn advance(s: &mut State, events: &mut Vec<Event>) {
    let next = playable(s);
    match next[..] {
        [] => end_turn(s, events),
        [tile] => s.phase = Phase::Play(TurnStep::Face { tile }),
        _ => s.phase = Phase::Play(TurnStep::Tile),
    }
}

/// Places `tile` at `at` showing `face`, gives its token to the opponent, and starts its action
/// . The placement is legal (checked by `apply`).
pub fn place(s: &mut State, tile: TileId, face: Face, at: Hex, events: &mut Vec<Event>) {
    let seat = s.active;
    let Some(i) = s.hand.iter().position(|h| h.tile == tile) else {
        return;
    };
    let from_pool = !s.hand[i].drawn;
    if placement::restricted(s, from_pool) {
        let spaces = placement::spaces(s, from_pool);
        if !spaces.ignored.is_empty() {
            events.push(Event::RestrictionsIgnored {
                ignored: spaces.ignored,
            });
        }
    }
    let held = s.hand.remove(i);
    if !held.drawn {
        s.this_turn.map.retain(|h| *h != at);
    }
    let token_to = held.token.then(|| State::opponent(seat));
    if let Some(o) = token_to {
        s.supply[o] += 1;
    }
    s.board.insert(
        at,
        Piece::Tile {
            tile,
            face,
            tokens: 0,
        },
    );
    s.placed.push(tile);
    events.push(Event::Placed {
        seat,
        tile,
        face,
        at,
        token_to,
    });
    let acts = matches!(tile.colour(), Colour::Red | Colour::Yellow);
    if acts && effects::begin(s, tile, at, tile, events) {
        return;
    }
    after_action(s, events);
}

/// The placement's action is done: the end-of-placement checks, then what comes next.
pub fn after_action(s: &mut State, events: &mut Vec<Event>) {
    checks::run(s, events);
    advance(s, events);
}

/// Tokens left on pool tiles are cleared; the game ends if pool and bag are empty,
/// otherwise the opponent's turn starts.
fn end_turn(s: &mut State, events: &mut Vec<Event>) {
    let mut count = 0;
    for p in &mut s.pool {
        if std::mem::take(&mut p.token) {
            count += 1;
        }
    }
    if count > 0 {
        events.push(Event::PoolTokensCleared { count });
    }
    s.this_turn = Aimed::default();
    s.placed_before = std::mem::take(&mut s.placed);
    if s.pool.is_empty() && s.bag.is_empty() {
        scoring::finish(s, events);
        return;
    }
    s.active = State::opponent(s.active);
    start_turn(s, events);
}
