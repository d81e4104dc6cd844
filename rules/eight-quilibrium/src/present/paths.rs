//! Menu paths: every legal action as a short sequence of steps (see the table in the parent
//! module's docs).
//!
//! Labels are built from the full state but may only say what the acting seat may know: a
//! face-down Market card is named only when that seat has looked at it (Fog of War), secret
//! picks only to their owner. First steps of reaction prompts are posted publicly and name no
//! hidden card at all.

use super::text::{name, to_whom};
use crate::rules::open_stock::stock;
use crate::rules::{Action, EightQuilibrium, Phase, State};
use game_kit::cards::Card;
use game_kit::Game;
use game_kit::Seat;
use present_kit::present::{level_from_codes, MenuCode, MenuLevel, MenuStep, Names};

/// The Market slot as `seat` may see it: the card, or "face-down slot N" (with the card when
/// `seat` knows it).
pub fn slot_label(state: &State, seat: Seat, slot: usize) -> String {
    match state.market_card(slot) {
        None => format!("slot {}", slot + 1),
        Some(card) if !state.is_face_down(card) => card.to_string(),
        Some(card) if state.has_seen(seat, card) => {
            format!("slot {}: {card} (face down)", slot + 1)
        }
        Some(_) => format!("face-down slot {}", slot + 1),
    }
}

/// A card of the seat's own hand; it can also be typed by its code (`9H`).
fn hand(card: &Card, label: String) -> MenuStep {
    MenuStep::new(format!("h{}", card.code()), label).typed(card.code())
}

fn slots_text(slots: &[usize]) -> String {
    let n: Vec<String> = slots.iter().map(|s| (s + 1).to_string()).collect();
    match n.as_slice() {
        [one] => format!("slot {one}"),
        _ => format!("slots {}", n.join(" and ")),
    }
}

pub fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
    let pending = state.pending_card();
    match action {
        Action::GiveFromMarket { slot, target } => vec![
            MenuStep::new("g", "Give from the Market"),
            MenuStep::new(format!("m{slot}"), slot_label(state, seat, *slot)),
            MenuStep::new(format!("t{target}"), to_whom(seat, *target, names)),
        ],
        Action::DrawFromDeck => vec![MenuStep::new(
            "d",
            match stock(state) {
                Some(card) => format!("Give the Stock ({card})"),
                None => "Give the top card of the deck".into(),
            },
        )],
        Action::GiveTo { target } => {
            let card = pending.map_or_else(|| "the card".to_string(), |c| c.to_string());
            vec![MenuStep::new(
                format!("t{target}"),
                format!("Give {card} {}", to_whom(seat, *target, names)),
            )]
        }
        Action::SwapWithMarket { card, slot } => vec![
            MenuStep::new("sm", "Swap with the Market (1 token)"),
            hand(card, format!("your {card}")),
            MenuStep::new(
                format!("m{slot}"),
                format!("for {}", slot_label(state, seat, *slot)),
            ),
        ],
        Action::SwapWithPlayer { target, card } => vec![
            MenuStep::new("sp", "Swap with a player (1 token)"),
            MenuStep::new(
                format!("t{target}"),
                format!("with {}", name(names, *target)),
            ),
            hand(card, format!("your {card}")),
        ],
        Action::Reject => vec![MenuStep::new("rj", "Reject (1 token)")],
        Action::Accept => vec![MenuStep::new("ac", "Accept")],
        Action::Cancel => vec![MenuStep::new("cn", "Cancel (1 token)")],
        Action::Allow { card } => vec![
            MenuStep::new("al", "Allow and pick a card"),
            hand(card, format!("give your {card}")),
        ],
        Action::Bottom { slot } => vec![MenuStep::new(
            format!("b{slot}"),
            format!("Bottom {}", slot_label(state, seat, *slot)),
        )],
        Action::Assist { to } => vec![
            MenuStep::new("as", "Assist: a token to a teammate (ends your turn)"),
            MenuStep::new(format!("t{to}"), format!("to {}", name(names, *to))),
        ],
        Action::RefreshStock => vec![MenuStep::new(
            "rf",
            match stock(state) {
                Some(card) => format!("Refresh: send the Stock {card} to the bottom (1 token)"),
                None => "Refresh the Stock (1 token)".into(),
            },
        )],
        Action::Peek { slots } => vec![
            MenuStep::new("pk", "Peek at the Market (1 token)"),
            MenuStep::new(
                format!(
                    "s{}",
                    slots.iter().map(ToString::to_string).collect::<String>()
                ),
                format!("look at {}", slots_text(slots)),
            ),
        ],
        Action::RelaySwap { teammate, card } => vec![
            MenuStep::new("rl", "Relay Swap with a teammate (1 token)"),
            MenuStep::new(
                format!("t{teammate}"),
                format!("with {}", name(names, *teammate)),
            ),
            hand(card, format!("your {card}")),
        ],
        Action::QuickToss => vec![MenuStep::new(
            "qt",
            "Quick Toss a token (you skip your next turn)",
        )],
        Action::NoToss => vec![MenuStep::new("nt", "No toss")],
        Action::TakeToss { from } => vec![MenuStep::new(
            format!("f{from}"),
            format!("Take {}'s token", name(names, *from)),
        )],
        Action::RelayPick { card } => vec![hand(card, format!("give your {card}"))],
        Action::JackSwap { card, slot } => vec![
            MenuStep::new("js", "Jack: swap with the Market (free)"),
            hand(card, format!("your {card}")),
            MenuStep::new(
                format!("m{slot}"),
                format!("for {}", slot_label(state, seat, *slot)),
            ),
        ],
        Action::Decline => vec![MenuStep::new(
            "dc",
            match state.phase {
                Phase::JackSwap { .. } => "Decline the Jack's swap",
                _ => "Do not call the Wind (end your turn)",
            },
        )],
        Action::QueenOrder { top } => vec![MenuStep::new(
            format!("o{}", top.code()),
            format!("Put {top} on top"),
        )],
        Action::KingGive { card, target } => vec![
            hand(card, format!("give your {card}")),
            MenuStep::new(format!("t{target}"), to_whom(seat, *target, names)),
        ],
        Action::CallWind { clockwise: true } => {
            vec![MenuStep::new("wc", "Call the Wind clockwise (1 token)")]
        }
        Action::CallWind { clockwise: false } => {
            vec![MenuStep::new(
                "wa",
                "Call the Wind counterclockwise (1 token)",
            )]
        }
        Action::WindPick { card } => vec![hand(card, format!("pass your {card}"))],
    }
}

/// One code of a menu path, compared without being written out (see [`action_codes`]).
#[derive(Debug)]
pub enum Code {
    Word(&'static str),
    /// A letter and a slot or seat: `m2`, `t0`.
    Num(char, usize),
    /// A letter and a card: `h9h`.
    Card(char, Card),
    /// Peek's slots, written out (rare).
    Text(String),
}

impl MenuCode for Code {
    fn is(&self, code: &str) -> bool {
        match self {
            Code::Word(word) => *word == code,
            Code::Num(letter, n) => code
                .strip_prefix(*letter)
                .is_some_and(|digits| is_number(digits, *n)),
            Code::Card(letter, card) => code
                .strip_prefix(*letter)
                .is_some_and(|rest| card.is_code(rest)),
            Code::Text(text) => text == code,
        }
    }
}

/// Whether `digits` is `n` written in decimal (no sign, no leading zero).
fn is_number(digits: &str, n: usize) -> bool {
    let canonical = digits == "0" || !digits.starts_with('0');
    canonical && digits.bytes().all(|b| b.is_ascii_digit()) && digits.parse() == Ok(n)
}

/// The codes of `action`'s menu path: [`action_path`] without its labels, which are most of
/// its cost (names, card and slot wording). The module table in `present/mod.rs` is the one
/// source both follow; `codes_and_levels_agree_with_the_paths` checks them against each other
/// over random playouts.
pub fn action_codes(action: &Action) -> Vec<Code> {
    use Code::{Num, Word};
    let hand = |card: &Card| Code::Card('h', *card);
    match action {
        Action::GiveFromMarket { slot, target } => {
            vec![Word("g"), Num('m', *slot), Num('t', *target)]
        }
        Action::DrawFromDeck => vec![Word("d")],
        Action::GiveTo { target } => vec![Num('t', *target)],
        Action::SwapWithMarket { card, slot } => vec![Word("sm"), hand(card), Num('m', *slot)],
        Action::SwapWithPlayer { target, card } => vec![Word("sp"), Num('t', *target), hand(card)],
        Action::Reject => vec![Word("rj")],
        Action::Accept => vec![Word("ac")],
        Action::Cancel => vec![Word("cn")],
        Action::Allow { card } => vec![Word("al"), hand(card)],
        Action::Bottom { slot } => vec![Num('b', *slot)],
        Action::Assist { to } => vec![Word("as"), Num('t', *to)],
        Action::RefreshStock => vec![Word("rf")],
        Action::Peek { slots } => vec![
            Word("pk"),
            Code::Text(format!(
                "s{}",
                slots.iter().map(ToString::to_string).collect::<String>()
            )),
        ],
        Action::RelaySwap { teammate, card } => vec![Word("rl"), Num('t', *teammate), hand(card)],
        Action::QuickToss => vec![Word("qt")],
        Action::NoToss => vec![Word("nt")],
        Action::TakeToss { from } => vec![Num('f', *from)],
        Action::RelayPick { card } | Action::WindPick { card } => vec![hand(card)],
        Action::JackSwap { card, slot } => vec![Word("js"), hand(card), Num('m', *slot)],
        Action::Decline => vec![Word("dc")],
        Action::QueenOrder { top } => vec![Code::Card('o', *top)],
        Action::KingGive { card, target } => vec![hand(card), Num('t', *target)],
        Action::CallWind { clockwise: true } => vec![Word("wc")],
        Action::CallWind { clockwise: false } => vec![Word("wa")],
    }
}

/// The menu level after `prefix` for `seat`, labelling only the steps it shows: a level
/// offers a handful of distinct steps out of dozens of legal actions, whose full paths were
/// most of the CPU of a menu click (`docs/benchmarks.md`, run 11). `None` (the paths are then
/// derived the slow way, which reports the error) if the codes would make an ambiguous menu.
pub fn level(
    state: &State,
    seat: Seat,
    prefix: &[&str],
    names: &Names,
) -> Option<MenuLevel<Action>> {
    level_from_codes(
        <EightQuilibrium as Game>::legal(state, seat),
        action_codes,
        |action| action_path(state, seat, action, names),
        prefix,
    )
    .ok()
}
