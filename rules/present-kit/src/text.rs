//! Wording every game's presenter shares: seat names, places and standings, in the language
//! spoken ([`crate::words::speaking`]).

use crate::words::KIT;
use game_kit::Seat;
use std::fmt::Display;

/// A seat's display name; "Seat N" (1-based) when the table has no usable name for it.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    match names.get(seat).map(|n| n.trim()) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => unnamed_seat(seat),
    }
}

/// "Seat N" (1-based), for a seat without a usable name.
pub fn unnamed_seat(seat: Seat) -> String {
    KIT.say_with("kit-seat", &[("n", (seat + 1).into())])
}

/// "1 card", "3 cards": `n` of `one` with a plain English plural. English only: the core's
/// texts not yet in its catalog use it; a catalog's message chooses its own plural.
pub fn count(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// A table's size: "2 players" when it takes exactly that many, else "2-6 players".
pub fn players(min: usize, max: usize) -> String {
    if min == max {
        KIT.say_with("kit-players", &[("n", min.into())])
    } else {
        KIT.say_with(
            "kit-players-range",
            &[("min", min.into()), ("max", max.into())],
        )
    }
}

/// "1st", "2nd", "3rd", "4th" ... "11th", "21st" (German "1.", French "1er", "2e" ...).
pub fn ordinal(place: u32) -> String {
    KIT.say_with("kit-ordinal", &[("place", place.into())])
}

/// "1st Ann (12), 2nd Bea (9)": seats by place (ties in seat order), each with `value`.
pub fn standings<V: Display>(
    places: &[u32],
    value: impl Fn(Seat) -> V,
    name: impl Fn(Seat) -> String,
) -> String {
    let mut seats: Vec<Seat> = (0..places.len()).collect();
    seats.sort_by_key(|&s| (places[s], s));
    seats
        .iter()
        .map(|&s| format!("{} {} ({})", ordinal(places[s]), name(s), value(s)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The most characters of one piece of a user's input (a name, typed text, a label, an
/// equation, an option's value) that an answer repeats back.
pub const ECHO_MAX: usize = 100;

/// `input` as an answer may repeat it: whole up to [`ECHO_MAX`] characters, else its first
/// ones and "…". A refusal that echoed a 5,000-character name whole would be longer than
/// Discord lets a message be (issue 44); the start is enough to see what was typed. Cut at a
/// character, never inside one.
pub fn echo(input: &str) -> std::borrow::Cow<'_, str> {
    match input.char_indices().nth(ECHO_MAX) {
        None => std::borrow::Cow::Borrowed(input),
        Some(_) => {
            let cut = input
                .char_indices()
                .nth(ECHO_MAX - 1)
                .map_or(input.len(), |(i, _)| i);
            std::borrow::Cow::Owned(format!("{}…", &input[..cut]))
        }
    }
}

/// `message` with every piece between a pair of `"` or of backticks bounded by [`echo`]: for
/// messages built by code that quotes input as it is (a parser's or a game's refusal), so
/// that none repeats more than [`ECHO_MAX`] characters of it. An unpaired mark bounds the
/// rest of the message.
pub fn echo_quoted(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(1_000));
    let mut rest = message;
    while let Some(open) = rest.find(['"', '`']) {
        let mark = &rest[open..open + 1];
        out.push_str(&rest[..open + 1]);
        let inside = &rest[open + 1..];
        match inside.find(mark) {
            Some(close) => {
                out.push_str(&echo(&inside[..close]));
                out.push_str(mark);
                rest = &inside[close + 1..];
            }
            None => {
                out.push_str(&echo(inside));
                return out;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_input_in_a_message_is_bounded() {
        let long = "ŵ".repeat(5_000);
        let message = format!("There is no preset \"{long}\"; `{long}` is not `rounds=3`.");
        let bounded = echo_quoted(&message);
        let cut = echo(&long);
        assert_eq!(
            bounded,
            format!("There is no preset \"{cut}\"; `{cut}` is not `rounds=3`.")
        );
        assert_eq!(echo_quoted("no quotes"), "no quotes");
        assert_eq!(
            echo_quoted(&format!("open \"{long}")),
            format!("open \"{cut}")
        );
    }

    #[test]
    fn an_echo_keeps_short_input_whole_and_cuts_long_input_at_a_character() {
        assert_eq!(echo("Ann"), "Ann");
        let exact = "é".repeat(ECHO_MAX);
        assert_eq!(echo(&exact), exact.as_str());
        let long = "漢🎲é".repeat(2_000);
        let cut = echo(&long);
        assert_eq!(cut.chars().count(), ECHO_MAX);
        assert!(cut.ends_with('…'));
        assert!(long.starts_with(cut.trim_end_matches('…')));
        assert_eq!(echo(""), "");
    }

    #[test]
    fn a_table_size_reads_as_a_count() {
        assert_eq!(players(2, 2), "2 players");
        assert_eq!(players(2, 6), "2-6 players");
        assert_eq!(count(1, "token"), "1 token");
    }

    #[test]
    fn ordinals_and_standings() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).to_vec();
        assert_eq!(
            got,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        );
        let names = ["Ann", "Bea", "Cy"];
        let text = standings(&[2, 1, 2], |s| [5, 9, 5][s], |s| names[s].to_string());
        assert_eq!(text, "1st Bea (9), 2nd Ann (5), 2nd Cy (5)");
        let names = ["Ann".to_string(), " ".to_string()];
        assert_eq!(seat_name(&names, 0), "Ann");
        assert_eq!(seat_name(&names, 1), "Seat 2");
        assert_eq!(seat_name(&names, 5), "Seat 6");
    }
}
