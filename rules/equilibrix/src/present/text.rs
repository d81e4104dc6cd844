//! Wording helpers shared by the board, the menus and the event lines: each a message of the
//! game's catalog ([`crate::words`]) in the language spoken now.

use crate::rules::view::RuleView;
use crate::rules::{Combination, How, Pos, Size};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::text::seat_name;

/// A seat's name.
pub fn name(names: &[String], seat: Seat) -> String {
    seat_name(names, seat)
}

/// Several seats' names, "nobody" for none.
pub fn names_list(names: &[String], seats: &[Seat]) -> String {
    if seats.is_empty() {
        return WORDS.say("ex-nobody");
    }
    seats
        .iter()
        .map(|&s| name(names, s))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn how(h: How) -> String {
    WORDS.say(match h {
        How::PlaceStandard => "ex-how-place-standard",
        How::PlaceMagical => "ex-how-place-magical",
        How::RemoveStandard => "ex-how-remove-standard",
        How::RemoveMagical => "ex-how-remove-magical",
    })
}

/// A size as the messages choose by it (`{ $size -> [small] ... }`): a code, never shown.
pub fn size_code(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

pub fn combination(c: Combination) -> String {
    WORDS.say(match c {
        Combination::BB => "ex-pair-bb",
        Combination::TT => "ex-pair-tt",
        Combination::BT => "ex-pair-bt",
    })
}

/// What a Tree field activates: "a lens and a triangle at 60°, surround F3".
pub fn rule(r: &RuleView) -> String {
    WORDS.say_with(
        "ex-rule",
        &[
            ("pair", combination(r.combination).as_str().into()),
            ("degrees", r.degrees.into()),
            ("formation", r.formation.as_str().into()),
        ],
    )
}

/// A spiral position: "off the spiral", "field 12", "the centre".
pub fn pos(p: Pos, centre: u8) -> String {
    if p.field == 0 {
        WORDS.say("ex-pos-off")
    } else if p.field >= centre {
        WORDS.say("ex-pos-centre")
    } else {
        WORDS.say_with("ex-pos-field", &[("field", p.field.into())])
    }
}

/// "1 stone", "2 stones".
pub fn stones(n: u8) -> String {
    WORDS.say_with("ex-stones", &[("n", n.into())])
}

/// "1 positional action", "2 positional actions".
pub fn positional_actions(n: u8) -> String {
    WORDS.say_with("ex-positional-actions", &[("n", n.into())])
}

/// A stock in words: "3 lenses, 1 triangle".
pub fn stock(stock: [u8; 2]) -> String {
    WORDS.say_with(
        "ex-stock",
        &[("lenses", stock[0].into()), ("triangles", stock[1].into())],
    )
}

/// What the codes of a political map mean, for a reader of the text.
pub fn map_legend() -> String {
    WORDS.say("ex-map-legend")
}
