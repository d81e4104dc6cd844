//! Wording helpers shared by the board, the menus and the event lines.

use crate::rules::view::RuleView;
use crate::rules::{Combination, How, Pos, Size};
use game_kit::Seat;
use present_kit::text::seat_name;

/// A seat's name.
pub fn name(names: &[String], seat: Seat) -> String {
    seat_name(names, seat)
}

/// Several seats' names, "nobody" for none.
pub fn names_list(names: &[String], seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "nobody".into();
    }
    seats
        .iter()
        .map(|&s| name(names, s))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn how(h: How) -> &'static str {
    match h {
        How::PlaceStandard => "place (standard)",
        How::PlaceMagical => "place (magical, with a partner's stone)",
        How::RemoveStandard => "remove (standard)",
        How::RemoveMagical => "remove (magical, with a partner's stone)",
    }
}

pub fn size(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

pub fn combination(c: Combination) -> &'static str {
    match c {
        Combination::BB => "two lenses",
        Combination::TT => "two triangles",
        Combination::BT => "a lens and a triangle",
    }
}

/// What a Tree field activates: "a lens and a triangle at 60°, surround F3".
pub fn rule(r: &RuleView) -> String {
    format!(
        "{} at {}°, surround {}",
        combination(r.combination),
        r.degrees,
        r.formation
    )
}

/// A spiral position: "off the spiral", "field 12", "field 12 (behind)".
pub fn pos(p: Pos, centre: u8) -> String {
    if p.field == 0 {
        "off the spiral".into()
    } else if p.field >= centre {
        "the centre".into()
    } else {
        format!("field {}", p.field)
    }
}

/// "1 stone", "2 stones".
pub fn stones(n: u8) -> String {
    count(n, "stone", "stones")
}

/// `n` with the singular or plural noun: "1 triangle", "0 triangles", "2 triangles".
pub fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A stock in words: "3 lenses, 1 triangle".
pub fn stock(stock: [u8; 2]) -> String {
    format!(
        "{}, {}",
        count(stock[0], "lens", "lenses"),
        count(stock[1], "triangle", "triangles")
    )
}

/// What the codes of a political map mean, for a reader of the text.
pub const MAP_LEGEND: &str =
    "map fields: C1, C2 coalition; CD coalition, double; O1, O2 opposition; OD opposition, double";
