//! Menu paths: every legal action as a short sequence of steps, and [`level`], which answers
//! the pool choice's levels directly so that either tile of a pair can be picked first.
//!
//! | step of the turn | action | path |
//! |---|---|---|
//! | colour (Q-14) | `Colour` | `black` / `white` |
//! | the turn's pool tiles (Q-11, Q-15) | `Choose` | `t<tile>` (→ `t<tile>` for a pair) |
//! | which chosen tile next | `Tile` | `t<tile>` |
//! | its face | `Face` / `Back` | `black` / `white` / `bk` |
//! | its space | `Place` / `Back` | `<label>` (e.g. `n49`) / `bk` |
//! | a target space | `Pick` | `<label>` |
//! | SWORD, SPEAR, MACE | `Pattern` | `p<n>` (the n-th pattern offered) |
//! | DESTINY | `Name` | `t<tile>` |
//!
//! `<tile>` is the tile's place in the crate's `data/tiles.txt`; spaces are their labels (`m50` is
//! the Stone's first space), which are also what a player types in a long list.
//! Tiles can be typed by name. Every step offers only what `legal` allows now, in its order
//! (pool order for tiles, coordinate order for spaces, Back last).

use super::text::{colour, face, tile_with_colour};
use crate::rules::{Action, Face, Hex, Phase, Quinox, State, TileId};
use game_kit::{Game, Seat};
use present_kit::codes::valid_code;
use present_kit::present::{MenuLevel, MenuStep, Names};

/// The code of a tile step: `t` and its place in the data file.
fn tile_code(t: TileId) -> String {
    format!("t{}", t.index())
}

/// A tile step, typed by the tile's name.
fn tile_step(t: TileId, label: impl Into<String>) -> MenuStep {
    MenuStep::new(tile_code(t), label).typed(t.name())
}

/// The code of a space: its label, or its axial coordinates for a space too far out to have
/// a short one (no real board gets there, see `crate::rules::hex`).
pub fn hex_code(at: Hex) -> String {
    match at.label() {
        Some(l) if valid_code(&l) => l,
        _ => format!("h{}_{}", at.q, at.r),
    }
}

/// A space step, typed by its label.
fn hex_step(at: Hex, label: impl Into<String>) -> MenuStep {
    MenuStep::new(hex_code(at), label).typed(at.to_string())
}

fn face_step(f: Face, label: impl Into<String>) -> MenuStep {
    MenuStep::new(face(f), label)
}

/// What stands at `at` now, for a target's label: "n49 SWORD (white)", "n49 the Stone",
/// "n49 (empty)".
fn at_label(state: &State, at: Hex) -> String {
    match state.board.get(&at) {
        None => format!("{at} (empty)"),
        Some(p) => match (p.tile(), p.face()) {
            (Some(t), Some(f)) => format!("{at} {t} ({})", face(f)),
            _ => format!("{at} the Stone"),
        },
    }
}

/// The first step of a pool choice: the tile, with its colour and token.
fn first_choice(t: TileId, token: bool, pair: bool) -> MenuStep {
    let label = if pair {
        format!("{} …", tile_with_colour(t, token))
    } else {
        format!("Play {}", tile_with_colour(t, token))
    };
    tile_step(t, label)
}

/// The second step of a pair: "and KEY (yellow)".
fn second_choice(t: TileId, token: bool) -> MenuStep {
    tile_step(t, format!("and {}", tile_with_colour(t, token)))
}

fn token_of(state: &State, t: TileId) -> bool {
    state.pool.iter().any(|p| p.tile == t && p.token)
}

pub fn action_path(state: &State, seat: Seat, action: &Action, _names: &Names) -> Vec<MenuStep> {
    match action {
        Action::Colour { face: f } => vec![face_step(
            *f,
            format!(
                "I play {} (the other player gets {})",
                face(*f),
                face(f.other())
            ),
        )],
        Action::Choose { tiles } => match tiles.as_slice() {
            [one] => vec![first_choice(*one, token_of(state, *one), false)],
            [a, b] => vec![
                first_choice(*a, token_of(state, *a), true),
                second_choice(*b, token_of(state, *b)),
            ],
            _ => Vec::new(),
        },
        Action::Tile { tile } => vec![tile_step(
            *tile,
            format!("Play {} next", tile_with_colour(*tile, false)),
        )],
        // Which face is the player's own, said where it is chosen (issue 44): the colour line
        // sits at the top of a long view, far from the menu.
        Action::Face { face: f } => {
            let yours = state.colours.is_some_and(|c| c[seat.min(1)] == *f);
            let label = format!("{} face up", title(face(*f)));
            vec![face_step(
                *f,
                if yours {
                    format!("{label} (your colour)")
                } else {
                    label
                },
            )]
        }
        Action::Place { at } => vec![hex_step(*at, at.to_string())],
        Action::Pick { at } => vec![hex_step(*at, at_label(state, *at))],
        Action::Pattern { tiles } => {
            let i = Quinox::legal(state, seat)
                .iter()
                .filter(|a| matches!(a, Action::Pattern { .. }))
                .position(|a| a == action)
                .unwrap_or(0);
            let labels: Vec<String> = tiles.iter().map(|h| at_label(state, *h)).collect();
            let typed: Vec<String> = tiles.iter().map(Hex::to_string).collect();
            vec![
                MenuStep::new(format!("p{i}"), format!("Flip {}", labels.join(", ")))
                    .typed(typed.join(" ")),
            ]
        }
        Action::Name { tile } => vec![tile_step(
            *tile,
            format!("{tile} ({})", colour(tile.colour())),
        )],
        Action::Back => {
            let label = match &state.phase {
                Phase::Play(crate::rules::TurnStep::Face { .. }) => {
                    "Back: play the other tile first"
                }
                _ => "Back: change the face",
            };
            vec![MenuStep::new("bk", label)]
        }
    }
}

fn title(word: &str) -> String {
    let mut c = word.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The pool choice of a two-tile turn, answered directly: the first level offers every tile
/// that is in some legal pair, the second every partner of the first pick, so the pair can be
/// picked in either order (the action path lists it in pool order). Other steps derive their
/// levels from the paths.
pub fn level(state: &State, seat: Seat, prefix: &[&str]) -> Option<MenuLevel<Action>> {
    if !matches!(state.phase, Phase::Choose) || seat != state.active {
        return None;
    }
    let pairs: Vec<[TileId; 2]> = Quinox::legal(state, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Choose { tiles } => <[TileId; 2]>::try_from(tiles).ok(),
            _ => None,
        })
        .collect();
    if pairs.is_empty() {
        return None;
    }
    let pool: Vec<TileId> = state.pool.iter().map(|p| p.tile).collect();
    let partners = |t: TileId| -> Vec<TileId> {
        let mut v: Vec<TileId> = pairs
            .iter()
            .filter_map(|[a, b]| {
                if *a == t {
                    Some(*b)
                } else if *b == t {
                    Some(*a)
                } else {
                    None
                }
            })
            .collect();
        v.sort_by_key(|x| pool.iter().position(|p| p == x));
        v
    };
    let by_code = |code: &str| pool.iter().copied().find(|t| tile_code(*t) == code);
    Some(match prefix {
        [] => MenuLevel::Choices(
            pool.iter()
                .filter(|t| !partners(**t).is_empty())
                .map(|t| first_choice(*t, token_of(state, *t), true))
                .collect(),
        ),
        [first] => match by_code(first) {
            Some(a) if !partners(a).is_empty() => MenuLevel::Choices(
                partners(a)
                    .into_iter()
                    .map(|b| second_choice(b, token_of(state, b)))
                    .collect(),
            ),
            _ => MenuLevel::Invalid,
        },
        [first, second] => match (by_code(first), by_code(second)) {
            (Some(a), Some(b)) if partners(a).contains(&b) => {
                let mut tiles = vec![a, b];
                tiles.sort_by_key(|x| pool.iter().position(|p| p == x));
                MenuLevel::Action(Action::Choose { tiles })
            }
            _ => MenuLevel::Invalid,
        },
        _ => MenuLevel::Invalid,
    })
}
