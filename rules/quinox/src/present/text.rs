//! Small wording helpers shared by the board, the private view, the event lines and the menus.
//!
//! Tiles are written by their printed name in capitals (`SWORD`), which is also what a player
//! types to name one; spaces by their label (`m50`, Q-6, Q-23), which is what a player types to
//! pick one.

use crate::rules::{Colour, Face, Hex, TileId, View};
use game_kit::Seat;
use present_kit::present::Names;
pub use present_kit::text::count;
use present_kit::text::seat_name;

/// A seat's display name.
pub fn name(names: &Names, seat: Seat) -> String {
    seat_name(names, seat)
}

/// "red", "yellow", "purple", "blue".
pub fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Purple => "purple",
        Colour::Blue => "blue",
    }
}

/// What a colour's tiles do, in a word or two.
pub fn colour_kind(c: Colour) -> &'static str {
    match c {
        Colour::Red => "flips",
        Colour::Yellow => "acts once",
        Colour::Purple => "lasting",
        Colour::Blue => "scores at the end",
    }
}

/// "black" or "white".
pub fn face(f: Face) -> &'static str {
    match f {
        Face::Black => "black",
        Face::White => "white",
    }
}

/// "SWORD (red)", with "1 token" for a tile carrying its penalty token.
pub fn tile_with_colour(tile: TileId, token: bool) -> String {
    let c = colour(tile.colour());
    if token {
        format!("{tile} ({c}, 1 token)")
    } else {
        format!("{tile} ({c})")
    }
}

/// Tile names joined: "SWORD, KEY and FIRE", or "none".
pub fn tiles(list: &[TileId]) -> String {
    let names: Vec<String> = list.iter().map(TileId::to_string).collect();
    and_list(&names)
}

/// Space labels joined: "m49, n49 and o49", or "none".
pub fn spaces(list: &[Hex]) -> String {
    let labels: Vec<String> = list.iter().map(Hex::to_string).collect();
    and_list(&labels)
}

/// "a", "a and b", "a, b and c"; "none" when empty.
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => "none".into(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// "1 token", "3 tokens".
pub fn tokens(n: u32) -> String {
    if n == 1 {
        "1 token".into()
    } else {
        format!("{n} tokens")
    }
}

/// The seat playing `f`, once the colours are chosen.
pub fn seat_of(view: &View, f: Face) -> Option<Seat> {
    view.colours.and_then(|c| c.iter().position(|x| *x == f))
}

/// The opponent of `seat` in a two-player game.
pub fn other(seat: Seat) -> Seat {
    1 - seat.min(1)
}

/// "Ann (black)" once colours are chosen, else "Ann".
pub fn player(view: &View, names: &Names, seat: Seat) -> String {
    match view.colours {
        Some(c) => format!("{} ({})", name(names, seat), face(c[seat.min(1)])),
        None => name(names, seat),
    }
}

/// "1 point", "12 points".
pub fn points(n: u32) -> String {
    count(n as usize, "point")
}
