//! Small wording helpers shared by the board, the private view, the event lines and the menus.
//!
//! Cards are always written with their typed code (`7W`, `KS`, `T16`), which `/rules` explains:
//! the code is what a player types in a long menu, and it is one spelling of each card that
//! tests (and the wire-level leak check) can find in any text. Tarots add their name.

use crate::rules::cards::TAROT_NAMES;
use crate::rules::{Card, CardView};
use game_kit::Seat;
use present_kit::present::Names;
use present_kit::text::seat_name;

/// A seat's display name.
pub fn name(names: &Names, seat: Seat) -> String {
    seat_name(names, seat)
}

/// "Ann's" (a possessive that also reads well for names ending in s).
pub fn owner(names: &Names, seat: Seat) -> String {
    format!("{}'s", name(names, seat))
}

/// A card in running text: its code, plus the name for a Tarot (`T16 The Tower`).
pub fn card(c: Card) -> String {
    match c {
        Card::Tarot(n) => format!(
            "T{n} {}",
            TAROT_NAMES.get(usize::from(n)).copied().unwrap_or("?")
        ),
        _ => c.code(),
    }
}

/// A card with its long name, for menu labels: `9W (9 of Wands)`, `T16 The Tower`.
pub fn long(c: Card) -> String {
    match c {
        Card::Tarot(_) => card(c),
        _ => format!("{} ({})", c.code(), c.name()),
    }
}

/// Cards separated by spaces, or "none".
pub fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        return "none".into();
    }
    list.iter().map(|&c| card(c)).collect::<Vec<_>>().join(", ")
}

/// Codes only, separated by spaces (compact lists: piles, tableaus), or "none".
pub fn codes(list: &[Card]) -> String {
    if list.is_empty() {
        return "none".into();
    }
    list.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
}

/// A tableau card: its code, `=v` when a Bounty changed its value this turn, and `←Bea` when
/// it was captured from another tableau.
pub fn placed(c: &CardView, names: &Names) -> String {
    let mut s = c.card.code();
    if c.value != c.card.printed() {
        s.push_str(&format!("={}", c.value));
    }
    if let Some(from) = c.captured_from {
        s.push_str(&format!("←{}", name(names, from)));
    }
    s
}

pub use present_kit::text::count;

/// Several names: "Ann", "Ann and Bea", "Ann, Bea and Cy".
pub fn names_list(names: &Names, seats: &[Seat]) -> String {
    let mut out = String::new();
    for (i, &s) in seats.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == seats.len() { " and " } else { ", " });
        }
        out.push_str(&name(names, s));
    }
    if out.is_empty() {
        "nobody".into()
    } else {
        out
    }
}

/// Team letters: A for seat 0's team.
pub fn team(index: usize) -> char {
    if index == 0 {
        'A'
    } else {
        'B'
    }
}
