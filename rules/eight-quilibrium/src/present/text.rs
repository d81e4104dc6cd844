//! Small text helpers shared by the board, the private view and the event lines.

use crate::rules::state::MARKET_SIZE;
use crate::rules::View;
use crate::words::{say, say_with};
use game_kit::cards::Card;
use game_kit::Seat;
use present_kit::present::Names;

/// A seat as labels show it when no names are available.
pub fn seat_label(seat: Seat) -> String {
    present_kit::text::unnamed_seat(seat)
}

/// A seat's display name, falling back to its seat label.
pub fn name(names: &Names, seat: Seat) -> String {
    names
        .get(seat)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| seat_label(seat))
}

/// Several names: "Alice", "Alice and Bob", "Alice, Bob and Carol".
pub fn names_list(names: &Names, seats: &[Seat]) -> String {
    let all: Vec<String> = seats.iter().map(|&s| name(names, s)).collect();
    match all.split_last() {
        None => say("eq-nobody"),
        Some(_) => present_kit::alt::and_list(&all),
    }
}

pub fn cards_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        return say("eq-no-cards");
    }
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn cards(n: usize) -> String {
    say_with("eq-cards", &[("n", n.into())])
}

/// "1 token", "3 tokens".
pub fn tokens(n: usize) -> String {
    say_with("eq-tokens", &[("n", n.into())])
}

/// "1 point", "3 points" (the kit's words for a score).
pub fn points(n: usize) -> String {
    present_kit::words::KIT.say_with("kit-score", &[("score", n.into())])
}

pub use present_kit::text::ordinal;

/// The recipient part of a Give label.
pub fn to_whom(seat: Seat, target: Seat, names: &Names) -> String {
    if seat == target {
        say("eq-to-yourself")
    } else {
        say_with(
            "eq-to-player",
            &[("name", name(names, target).as_str().into())],
        )
    }
}

/// Team letters: A for the first seat's team.
pub fn team_letter(team: usize) -> char {
    if team == 0 {
        'A'
    } else {
        'B'
    }
}

/// The Market as the view shows it. Plain cards while every slot holds a face-up card;
/// otherwise numbered slots (the numbers never shift, so the log's slot numbers match), with
/// `▢` for a face-down card, `*` after a face-down card the viewer knows, and `—` for an empty
/// slot (its card is being given). A rejected card waiting beside the four slots while its
/// rejector bottoms one is shown after a `+`.
pub fn market_text(view: &View) -> String {
    let numbered = view.face_down.iter().any(|&d| d) || view.empty.iter().any(|&e| e);
    view.market
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let down = view.face_down.get(i).copied().unwrap_or(false);
            let empty = view.empty.get(i).copied().unwrap_or(false);
            let shown = match (card, down) {
                _ if empty => "—".to_string(),
                (Some(c), true) => format!("{c}*"),
                (Some(c), false) => c.to_string(),
                (None, _) => "▢".into(),
            };
            if i >= MARKET_SIZE {
                format!("+ {shown}")
            } else if numbered {
                format!("{}:{shown}", i + 1)
            } else {
                shown
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
