//! Small pieces of Equation Hi-Lo text: names, numbers, cards, operators, chips.

use crate::rules::{Card, Op};
use game_kit::Seat;
use present_kit::present::Names;

pub(super) fn name(names: &Names, seat: Seat) -> String {
    names
        .get(seat)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
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
            chunks.push(format!("{pending}{card}"));
            pending.clear();
        } else {
            pending = format!("{card} ");
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
    format!("{n} chip{}", if n == 1 { "" } else { "s" })
}

pub(super) fn street_name(street: u8) -> &'static str {
    if street <= 1 {
        "first betting round"
    } else {
        "second betting round"
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
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
