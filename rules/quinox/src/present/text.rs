//! Small wording helpers shared by the board, the private view, the event lines and the menus.
//!
//! Tiles are written by their printed name in capitals (`SWORD`), which is also what a player
//! types to name one; spaces by their label (`m50`, Q-6, Q-23), which is what a player types to
//! pick one.

use crate::rules::{Colour, Face, Hex, TileId, View};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::Names;
use present_kit::text::seat_name;

/// A seat's display name.
pub fn name(names: &Names, seat: Seat) -> String {
    seat_name(names, seat)
}

/// "red", "yellow", "purple", "blue".
pub fn colour(c: Colour) -> String {
    WORDS.say(match c {
        Colour::Red => "qx-colour-red",
        Colour::Yellow => "qx-colour-yellow",
        Colour::Purple => "qx-colour-purple",
        Colour::Blue => "qx-colour-blue",
    })
}

/// What a colour's tiles do, in a word or two.
pub fn colour_kind(c: Colour) -> String {
    WORDS.say(match c {
        Colour::Red => "qx-kind-red",
        Colour::Yellow => "qx-kind-yellow",
        Colour::Purple => "qx-kind-purple",
        Colour::Blue => "qx-kind-blue",
    })
}

/// "black" or "white" (a face's word; its code is `Face`'s `Display`).
pub fn face(f: Face) -> String {
    WORDS.say(match f {
        Face::Black => "qx-face-black",
        Face::White => "qx-face-white",
    })
}

/// "SWORD (red)", with "1 token" for a tile carrying its penalty token.
pub fn tile_with_colour(tile: TileId, token: bool) -> String {
    let c = colour(tile.colour());
    let key = if token {
        "qx-tile-colour-token"
    } else {
        "qx-tile-colour"
    };
    WORDS.say_with(
        key,
        &[("tile", tile.name().into()), ("colour", c.as_str().into())],
    )
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

/// Space labels as alternatives: "m49 or n49", or "none".
pub fn spaces_or(list: &[Hex]) -> String {
    let labels: Vec<String> = list.iter().map(Hex::to_string).collect();
    or_list(&labels)
}

/// "a", "a and b", "a, b and c"; "none" when empty.
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => WORDS.say("qx-none"),
        _ => present_kit::alt::and_list(items),
    }
}

/// "a", "a or b", "a, b or c"; "none" when empty.
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => WORDS.say("qx-none"),
        [one] => one.clone(),
        [init @ .., last] => WORDS.say_with(
            "qx-or",
            &[
                ("first", init.join(", ").as_str().into()),
                ("last", last.into()),
            ],
        ),
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
        Some(c) => WORDS.say_with(
            "qx-player-colour",
            &[
                ("name", name(names, seat).as_str().into()),
                ("face", face(c[seat.min(1)]).as_str().into()),
            ],
        ),
        None => name(names, seat),
    }
}

/// "1 point", "12 points".
pub fn points(n: u32) -> String {
    WORDS.say_with("qx-points", &[("n", n.into())])
}

/// A tile's text, what the tile does, in the language spoken (`qx-tile-<name>`).
pub(crate) fn tile_text(tile: crate::rules::TileId) -> String {
    crate::words::WORDS.say(&format!("qx-tile-{}", tile.name().to_lowercase()))
}
