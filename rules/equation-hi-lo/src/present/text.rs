//! Small pieces of Equation Hi-Lo text: names, numbers, cards, operators, chips.

use crate::rules::{Card, Op, Suit};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::Names;

pub(super) fn name(names: &Names, seat: Seat) -> String {
    names
        .get(seat)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| present_kit::text::unnamed_seat(seat))
}

/// A suit's name in the language spoken ("Gold", "Silber", "Oro" ...).
pub(crate) fn suit_name(suit: Suit) -> String {
    WORDS.say(suit_key(suit))
}

/// The catalog key of a suit's name.
pub(crate) fn suit_key(suit: Suit) -> &'static str {
    match suit {
        Suit::Gold => "hl-suit-gold",
        Suit::Silver => "hl-suit-silver",
        Suit::Bronze => "hl-suit-bronze",
        Suit::Black => "hl-suit-black",
    }
}

/// A card as people read it, in the language spoken: `Gold 7` (`Silber 7`, `Oro 7` ...), `×`,
/// `√`. The rules' `Display` of a card stays English (logs, tests).
pub(crate) fn card_name(card: Card) -> String {
    match card {
        Card::Number { value, suit } => WORDS.say_with(
            "hl-card",
            &[
                ("suit", suit_name(suit).as_str().into()),
                ("value", value.into()),
            ],
        ),
        other => other.to_string(),
    }
}

/// A result or distance for people: whole numbers as such, otherwise three decimals.
pub(super) fn number(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// Open cards, each special with the number it brought: `Gold 7 · √ Silver 4`.
pub(super) fn open_text(open: &[Card]) -> String {
    let mut chunks: Vec<String> = Vec::new();
    let mut pending = String::new();
    for card in open {
        if card.is_number() {
            chunks.push(format!("{pending}{}", card_name(*card)));
            pending.clear();
        } else {
            pending = format!("{} ", card_name(*card));
        }
    }
    if !pending.is_empty() {
        chunks.push(pending.trim().to_string());
    }
    chunks.join(" · ")
}

pub(super) fn ops_text(ops: &[Op]) -> String {
    ops.iter()
        .map(|o| o.symbol().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn chips(n: u32) -> String {
    WORDS.say_with("hl-chips", &[("n", n.into())])
}

/// "first" or "second", the betting round a message names (`$street` of its message).
pub(super) fn street(street: u8) -> &'static str {
    if street <= 1 {
        "first"
    } else {
        "second"
    }
}

/// "Low" or "High" in the language spoken.
pub(super) fn side_name(side: crate::rules::Side) -> String {
    WORDS.say(match side {
        crate::rules::Side::Low => "hl-low",
        crate::rules::Side::High => "hl-high",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::Card;

    use crate::rules::Suit;

    #[test]
    fn numbers_read_well() {
        assert_eq!(number(20.0), "20");
        assert_eq!(number(-2.0), "-2");
        assert_eq!(number(1.2857142857), "1.286");
        assert_eq!(number(0.8), "0.8");
        assert_eq!(number(0.1 + 0.2), "0.3");
        assert_eq!(
            open_text(&[
                Card::Root(1),
                Card::number(4, Suit::Silver).unwrap(),
                Card::number(7, Suit::Gold).unwrap()
            ]),
            "√ Silver 4 · Gold 7"
        );
    }
}
