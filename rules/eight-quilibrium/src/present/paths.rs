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
use crate::words::{say, say_with};
use game_kit::cards::Card;
use game_kit::Game;
use game_kit::Seat;
use present_kit::present::{level_from_codes, MenuCode, MenuLevel, MenuStep, Names};

/// The Market slot as `seat` may see it: the card, or "face-down slot N" (with the card when
/// `seat` knows it).
pub fn slot_label(state: &State, seat: Seat, slot: usize) -> String {
    match state.market_card(slot) {
        None => say_with("eq-menu-slot", &[("n", (slot + 1).into())]),
        Some(card) if !state.is_face_down(card) => card.to_string(),
        Some(card) if state.has_seen(seat, card) => say_with(
            "eq-menu-slot-seen",
            &[
                ("n", (slot + 1).into()),
                ("card", card.to_string().as_str().into()),
            ],
        ),
        Some(_) => say_with("eq-menu-slot-face-down", &[("n", (slot + 1).into())]),
    }
}

/// A card of the seat's own hand; it can also be typed by its code (`9H`).
/// A label naming one card, from the catalog.
fn card_label(key: &str, card: &Card) -> String {
    say_with(key, &[("card", card.to_string().as_str().into())])
}

fn hand(card: &Card, label: String) -> MenuStep {
    MenuStep::new(format!("h{}", card.code()), label).typed(card.code())
}

fn slots_text(slots: &[usize]) -> String {
    match slots {
        [one] => say_with("eq-menu-slot", &[("n", (one + 1).into())]),
        [first, rest @ ..] => {
            let rest: Vec<String> = rest.iter().map(|s| (s + 1).to_string()).collect();
            say_with(
                "eq-menu-slots",
                &[
                    ("first", (first + 1).into()),
                    ("last", rest.join(", ").as_str().into()),
                ],
            )
        }
        [] => String::new(),
    }
}

pub fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
    let pending = state.pending_card();
    match action {
        Action::GiveFromMarket { slot, target } => vec![
            MenuStep::new("g", say("eq-menu-give-market")),
            MenuStep::new(format!("m{slot}"), slot_label(state, seat, *slot)),
            MenuStep::new(format!("t{target}"), to_whom(seat, *target, names)),
        ],
        Action::DrawFromDeck => vec![MenuStep::new(
            "d",
            match stock(state) {
                Some(card) => say_with(
                    "eq-menu-give-stock",
                    &[("card", card.to_string().as_str().into())],
                ),
                None => say("eq-menu-give-deck"),
            },
        )],
        Action::GiveTo { target } => {
            let card = pending.map_or_else(|| say("eq-menu-the-card"), |c| c.to_string());
            vec![MenuStep::new(
                format!("t{target}"),
                say_with(
                    "eq-menu-give-to",
                    &[
                        ("card", card.as_str().into()),
                        ("to", to_whom(seat, *target, names).as_str().into()),
                    ],
                ),
            )]
        }
        Action::SwapWithMarket { card, slot } => vec![
            MenuStep::new("sm", say("eq-menu-swap-market")),
            hand(card, card_label("eq-menu-your-card", card)),
            MenuStep::new(
                format!("m{slot}"),
                say_with(
                    "eq-menu-for",
                    &[("what", slot_label(state, seat, *slot).as_str().into())],
                ),
            ),
        ],
        Action::SwapWithPlayer { target, card } => vec![
            MenuStep::new("sp", say("eq-menu-swap-player")),
            MenuStep::new(
                format!("t{target}"),
                say_with(
                    "eq-menu-with",
                    &[("name", name(names, *target).as_str().into())],
                ),
            ),
            hand(card, card_label("eq-menu-your-card", card)),
        ],
        Action::Reject => vec![MenuStep::new("rj", say("eq-menu-reject"))],
        Action::Accept => vec![MenuStep::new("ac", say("eq-menu-accept"))],
        Action::Cancel => vec![MenuStep::new("cn", say("eq-menu-cancel"))],
        Action::Allow { card } => vec![
            MenuStep::new("al", say("eq-menu-allow")),
            hand(card, card_label("eq-menu-give-your", card)),
        ],
        Action::Bottom { slot } => vec![MenuStep::new(
            format!("b{slot}"),
            say_with(
                "eq-menu-bottom",
                &[("what", slot_label(state, seat, *slot).as_str().into())],
            ),
        )],
        Action::Assist { to } => vec![
            MenuStep::new("as", say("eq-menu-assist")),
            MenuStep::new(
                format!("t{to}"),
                say_with(
                    "eq-to-player",
                    &[("name", name(names, *to).as_str().into())],
                ),
            ),
        ],
        Action::RefreshStock => vec![MenuStep::new(
            "rf",
            match stock(state) {
                Some(card) => say_with(
                    "eq-menu-refresh-card",
                    &[("card", card.to_string().as_str().into())],
                ),
                None => say("eq-menu-refresh"),
            },
        )],
        Action::Peek { slots } => vec![
            MenuStep::new("pk", say("eq-menu-peek")),
            MenuStep::new(
                format!(
                    "s{}",
                    slots.iter().map(ToString::to_string).collect::<String>()
                ),
                say_with(
                    "eq-menu-look-at",
                    &[("slots", slots_text(slots).as_str().into())],
                ),
            ),
        ],
        Action::RelaySwap { teammate, card } => vec![
            MenuStep::new("rl", say("eq-menu-relay")),
            MenuStep::new(
                format!("t{teammate}"),
                say_with(
                    "eq-menu-with",
                    &[("name", name(names, *teammate).as_str().into())],
                ),
            ),
            hand(card, card_label("eq-menu-your-card", card)),
        ],
        Action::QuickToss => vec![MenuStep::new("qt", say("eq-menu-quick-toss"))],
        Action::NoToss => vec![MenuStep::new("nt", say("eq-menu-no-toss"))],
        Action::TakeToss { from } => vec![MenuStep::new(
            format!("f{from}"),
            say_with(
                "eq-menu-take-toss",
                &[("name", name(names, *from).as_str().into())],
            ),
        )],
        Action::RelayPick { card } => vec![hand(card, card_label("eq-menu-give-your", card))],
        Action::JackSwap { card, slot } => vec![
            MenuStep::new("js", say("eq-menu-jack")),
            hand(card, card_label("eq-menu-your-card", card)),
            MenuStep::new(
                format!("m{slot}"),
                say_with(
                    "eq-menu-for",
                    &[("what", slot_label(state, seat, *slot).as_str().into())],
                ),
            ),
        ],
        Action::Decline => vec![MenuStep::new(
            "dc",
            match state.phase {
                Phase::JackSwap { .. } => say("eq-menu-decline-jack"),
                _ => say("eq-menu-no-wind"),
            },
        )],
        Action::QueenOrder { top } => vec![MenuStep::new(
            format!("o{}", top.code()),
            card_label("eq-menu-queen-top", top),
        )],
        Action::KingGive { card, target } => vec![
            hand(card, card_label("eq-menu-give-your", card)),
            MenuStep::new(format!("t{target}"), to_whom(seat, *target, names)),
        ],
        Action::CallWind { clockwise: true } => {
            vec![MenuStep::new("wc", say("eq-menu-wind-cw"))]
        }
        Action::CallWind { clockwise: false } => {
            vec![MenuStep::new("wa", say("eq-menu-wind-ccw"))]
        }
        Action::WindPick { card } => vec![hand(card, card_label("eq-menu-pass-your", card))],
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
