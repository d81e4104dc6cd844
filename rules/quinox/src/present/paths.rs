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

use super::text::{face, tile_with_colour};
use crate::rules::{Action, Face, Hex, Phase, Quinox, State, TileId};
use crate::words::WORDS;
use game_kit::{Game, Seat};
use present_kit::codes::valid_code;
use present_kit::limits::BUTTON_LABEL_MAX;
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

/// A face step: its code is the face's English word whatever the language.
fn face_step(f: Face, label: impl Into<String>) -> MenuStep {
    MenuStep::new(f.to_string(), label)
}

/// What stands at `at` now, for a target's label: "n49 SWORD (white)", "n49 the Stone",
/// "n49 (empty)".
fn at_label(state: &State, at: Hex) -> String {
    let label = at.to_string();
    let piece = state.board.get(&at);
    let at = label.as_str();
    match piece {
        None => WORDS.say_with("qx-at-empty", &[("at", at.into())]),
        Some(p) => match (p.tile(), p.face()) {
            (Some(t), Some(f)) => WORDS.say_with(
                "qx-at-tile",
                &[
                    ("at", at.into()),
                    ("tile", t.name().into()),
                    ("face", face(f).as_str().into()),
                ],
            ),
            _ => WORDS.say_with("qx-cell-stone", &[("at", at.into())]),
        },
    }
}

/// What stands at `at`, without its face: "n49 SWORD", or the full label for the Stone and an
/// empty space.
fn short_label(state: &State, at: Hex) -> String {
    match state.board.get(&at).and_then(|p| p.tile()) {
        Some(t) => format!("{at} {t}"),
        None => at_label(state, at),
    }
}

/// The first step of a pool choice: the tile, with its colour and token.
fn first_choice(t: TileId, token: bool, pair: bool) -> MenuStep {
    let tile = tile_with_colour(t, token);
    let key = if pair {
        "qx-menu-pair-first"
    } else {
        "qx-menu-play"
    };
    let label = WORDS.say_with(key, &[("tile", tile.as_str().into())]);
    tile_step(t, label)
}

/// The second step of a pair: "and KEY (yellow)".
fn second_choice(t: TileId, token: bool) -> MenuStep {
    let tile = tile_with_colour(t, token);
    tile_step(
        t,
        WORDS.say_with("qx-menu-pair-second", &[("tile", tile.as_str().into())]),
    )
}

fn token_of(state: &State, t: TileId) -> bool {
    state.pool.iter().any(|p| p.tile == t && p.token)
}

pub fn action_path(state: &State, seat: Seat, action: &Action, _names: &Names) -> Vec<MenuStep> {
    match action {
        Action::Colour { face: f } => vec![face_step(
            *f,
            WORDS.say_with(
                "qx-menu-colour",
                &[
                    ("face", face(*f).as_str().into()),
                    ("other", face(f.other()).as_str().into()),
                ],
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
            WORDS.say_with(
                "qx-menu-play-next",
                &[("tile", tile_with_colour(*tile, false).as_str().into())],
            ),
        )],
        // Which face is the player's own, said where it is chosen (issue 44): the colour line
        // sits at the top of a long view, far from the menu.
        Action::Face { face: f } => {
            let yours = state.colours.is_some_and(|c| c[seat.min(1)] == *f);
            let key = match (f, yours) {
                (Face::Black, false) => "qx-menu-black-up",
                (Face::Black, true) => "qx-menu-black-up-yours",
                (Face::White, false) => "qx-menu-white-up",
                (Face::White, true) => "qx-menu-white-up-yours",
            };
            vec![face_step(*f, WORDS.say(key))]
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
            let flip = |list: &[String]| {
                WORDS.say_with("qx-menu-flip", &[("list", list.join(", ").as_str().into())])
            };
            let mut label = flip(&labels);
            // A long translation: the spaces and tiles without their faces (the picture
            // shows them), so the label fits a button.
            if label.chars().count() > BUTTON_LABEL_MAX {
                let short: Vec<String> = tiles.iter().map(|h| short_label(state, *h)).collect();
                label = flip(&short);
            }
            vec![MenuStep::new(format!("p{i}"), label).typed(typed.join(" "))]
        }
        Action::Name { tile } => vec![tile_step(*tile, tile_with_colour(*tile, false))],
        Action::Back => {
            let label = match &state.phase {
                Phase::Play(crate::rules::TurnStep::Face { .. }) => "qx-menu-back-tile",
                _ => "qx-menu-back-face",
            };
            vec![MenuStep::new("bk", WORDS.say(label))]
        }
    }
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
