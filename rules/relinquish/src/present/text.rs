//! Small wording helpers shared by the board, the private view, the event lines and the menus.
//!
//! Cards are written by their labels (`7 Wands`, `Queen of Swords`, `T16 The Tower`), never by
//! their stored codes: `10C` would read as ten of clubs (issue 28). A label is also what a
//! player types in a long menu, and one spelling of each card that the leak checks find in
//! any text ([`super::secrets::cards`]). Compact lists write Tarots by number only (`T16`).

use crate::rules::{Card, CardView};
use crate::words::say;
use game_kit::Seat;
use present_kit::alt::and_list;
use present_kit::present::Names;
use present_kit::text::seat_name;
use present_kit::words::KIT;

/// A seat's display name.
pub fn name(names: &Names, seat: Seat) -> String {
    seat_name(names, seat)
}

/// A card in running text: `7 Wands`, `Queen of Swords`, `T16 The Tower`.
pub fn card(c: Card) -> String {
    c.label()
}

/// A card in a menu label (the same as in running text).
pub fn long(c: Card) -> String {
    card(c)
}

/// Cards separated by commas, or "none".
pub fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        return none();
    }
    list.iter().map(|&c| card(c)).collect::<Vec<_>>().join(", ")
}

/// Short labels separated by commas (compact lists: piles, payments), or "none".
pub fn codes(list: &[Card]) -> String {
    if list.is_empty() {
        return none();
    }
    list.iter()
        .map(|c| c.short())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A tableau card: its label, ` =v` when a Bounty changed its value this turn, and ` ←Bea`
/// when it was captured from another tableau.
pub fn placed(c: &CardView, names: &Names) -> String {
    let mut s = c.card.short();
    if c.value != c.card.printed() {
        s.push_str(&format!(" ={}", c.value));
    }
    if let Some(from) = c.captured_from {
        s.push_str(&format!(" ←{}", name(names, from)));
    }
    s
}

/// "none" (an empty list of cards).
pub fn none() -> String {
    say("rq-none")
}

/// "1 card", "3 cards".
pub fn cards_count(n: usize) -> String {
    say!("rq-n-cards", n = n)
}

/// "1 Court", "3 Courts".
pub fn courts_count(n: usize) -> String {
    say!("rq-n-courts", n = n)
}

/// "1 Common", "3 Commons".
pub fn commons_count(n: usize) -> String {
    say!("rq-n-commons", n = n)
}

/// "2 players".
pub fn players_count(n: usize) -> String {
    KIT.say_with("kit-players", &[("n", n.into())])
}

/// Several names: "Ann", "Ann and Bea", "Ann, Bea and Cy".
pub fn names_list(names: &Names, seats: &[Seat]) -> String {
    let list: Vec<String> = seats.iter().map(|&s| name(names, s)).collect();
    if list.is_empty() {
        say("rq-nobody")
    } else {
        and_list(&list)
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
