//! Menu paths: every legal action as a short sequence of steps (see the table in the parent
//! module's docs), and [`level`], which answers one menu level directly.
//!
//! Labels are built from the full state but say only what the acting seat may know: its own
//! hand, its own scried cards and public tableaus. Card steps carry the card's code as their
//! typed key, so a long list can be typed (`9W`, `KS`, `T16`).
//!
//! [`level`] derives each level from the legal actions' paths, with two departures:
//!
//! - **Answer windows look the same whatever the hand holds.** The first step of a Negate or
//!   Foil window is posted publicly on the notice, so a seat in the window is always offered
//!   "Negate…"/"Foil…" and "No counter", even without a Tarot that could answer (engine ruling
//!   of our own 1: the window itself must not tell what a hand holds). Behind "Negate…" such a
//!   seat finds one step that lets the Enchant stand.
//! - **Confirm is always offered** in a Summon's payment, an Enchant's naming and a Battle's
//!   attackers, also while the choice is incomplete: the engine then refuses it with a message
//!   that says what is missing (how many more Commons, which sum), which teaches more than a
//!   button that is not there.

use super::text::{count, long, name, owner};
use crate::rules::{Action, Arcana, Card, Phase, Relinquish, Selecting, State};
use game_kit::{Game, Seat};
use present_kit::present::{level_from_paths, MenuLevel, MenuStep, Names};

/// The code of a card in a menu step: its typed code in lower case (`9w`, `ks`, `t16`).
fn code(c: Card) -> String {
    c.code().to_ascii_lowercase()
}

/// A step naming `c`, with code `<prefix><card code>` and the card's short label as typed
/// key (`9 Wands`, `Queen of Swords`, `T16`): the key is what the typed-choice form shows as
/// an example, so it is written as players read cards, never as a code. The card's code
/// (`9w`, `qs`) is still understood when typed, for players who learnt it.
fn card_step(prefix: &str, c: Card, label: impl Into<String>) -> MenuStep {
    MenuStep::new(format!("{prefix}{}", code(c)), label)
        .typed(c.short())
        .or_typed(code(c))
}

/// The two activating cards of an ability: code `p<a>-<b>`, typed `7 Wands and 9 Wands`.
fn pair_step(with: &[Card; 2], label: impl Into<String>) -> MenuStep {
    MenuStep::new(format!("p{}-{}", code(with[0]), code(with[1])), label).typed(format!(
        "{} and {}",
        with[0].short(),
        with[1].short()
    ))
}

fn power_step(power: Arcana) -> MenuStep {
    let (code, what) = match power {
        Arcana::Glamour => ("gl", "Glamour (Wands): Stand or Rest a Common"),
        Arcana::Lavish => ("la", "Lavish (Cups): scry once"),
        Arcana::Coerce => ("co", "Coerce (Swords): Stand or Rest a Court"),
        Arcana::Bounty => ("bo", "Bounty (Pence): change a card's value this turn"),
    };
    MenuStep::new(code, what).typed(power.name())
}

/// The tableau card `c` as `seat` reads it: "your 7W" or "Bea's 7W", with its value when a
/// Bounty changed it.
fn on_table(state: &State, seat: Seat, c: Card, names: &Names) -> String {
    let whose = match state.find(c) {
        Some((s, _)) if s == seat => "your".to_string(),
        Some((s, _)) => owner(names, s),
        None => "the".to_string(),
    };
    let value = state.value(c);
    if value != c.printed() {
        format!("{whose} {} (now {value})", c.short())
    } else {
        format!("{whose} {}", c.short())
    }
}

/// The step that opens a counter in an answer window, if `seat` is waiting in one.
fn counter_step(state: &State, seat: Seat) -> Option<MenuStep> {
    match &state.phase {
        Phase::Negate { waiting, .. } if waiting.contains(&seat) => {
            Some(MenuStep::new("ng", "Negate…"))
        }
        Phase::Foil { waiting, .. } if waiting.contains(&seat) => {
            Some(MenuStep::new("fl", "Foil…"))
        }
        _ => None,
    }
}

fn no_counter() -> MenuStep {
    MenuStep::new("nc", "No counter")
}

/// The Negate's kept cards as a bit mask over the named Commons (stable while the window is
/// open, and short enough for any number of them).
fn keep_mask(state: &State, keep: &[Card]) -> u32 {
    match &state.phase {
        Phase::Negate { named, .. } => named
            .iter()
            .enumerate()
            .filter(|(_, c)| keep.contains(c))
            .map(|(i, _)| 1u32 << i.min(31))
            .sum(),
        _ => 0,
    }
}

fn confirm_label(state: &State) -> String {
    let (what, list, noun) = match &state.phase {
        Phase::Turn {
            selecting: Some(Selecting::Payment { court, paid }),
        } => (
            format!("Summon {} paying", court.short()),
            paid.clone(),
            "Common",
        ),
        Phase::Turn {
            selecting: Some(Selecting::Naming { tarot, named, .. }),
        } => {
            let full = format!("Confirm: Enchant {} with {}", codes(named), tarot.short());
            return fitted(full, || {
                format!(
                    "Confirm: Enchant {} with {}",
                    count(named.len(), "Common"),
                    tarot.short()
                )
            });
        }
        Phase::Turn {
            selecting: Some(Selecting::Attackers { declared }),
        } => (
            "attack with".to_string(),
            declared.iter().map(|a| a.court).collect(),
            "Court",
        ),
        _ => return "Confirm".into(),
    };
    fitted(format!("Confirm: {what} {}", codes(&list)), || {
        format!("Confirm: {what} {}", count(list.len(), noun))
    })
}

/// The longest menu label Discord shows.
use present_kit::limits::BUTTON_LABEL_MAX as LABEL_MAX;

/// `full` when it fits a menu label, else the shorter wording `short` (a list of cards
/// becomes a count: the view lists them).
fn fitted(full: String, short: impl FnOnce() -> String) -> String {
    if full.chars().count() + 24 <= LABEL_MAX {
        full
    } else {
        short()
    }
}

/// A label cut to [`LABEL_MAX`] characters as a last resort (long names).
fn capped(label: String) -> String {
    if label.chars().count() <= LABEL_MAX {
        return label;
    }
    let mut cut: String = label.chars().take(LABEL_MAX - 1).collect();
    cut.push('…');
    cut
}

fn codes(list: &[Card]) -> String {
    if list.is_empty() {
        "nothing yet".into()
    } else {
        super::text::codes(list)
    }
}

pub fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
    steps(state, seat, action, names)
        .into_iter()
        .map(|mut step| {
            step.label = capped(step.label);
            step
        })
        .collect()
}

fn steps(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
    let selecting = match &state.phase {
        Phase::Turn { selecting } => selecting.as_ref(),
        _ => None,
    };
    match action {
        Action::Populate { card } => vec![
            MenuStep::new("po", "Populate: place a Common"),
            card_step("c", *card, format!("Populate {}", long(*card))),
        ],
        Action::Summon { court } => vec![
            MenuStep::new("su", "Summon: place a Court"),
            card_step("c", *court, format!("Summon {} (pay next)", long(*court))),
        ],
        Action::Enchant { tarot, target } => vec![
            MenuStep::new("en", "Magick: Enchant (capture Resting Commons)"),
            card_step("t", *tarot, format!("with {}", long(*tarot))),
            MenuStep::new(
                format!("s{target}"),
                format!("{} Resting Commons (name them next)", owner(names, *target)),
            ),
        ],
        Action::Augur { tarot } => vec![
            MenuStep::new("au", "Magick: Augur (scry twice)"),
            card_step("t", *tarot, format!("exile {}", long(*tarot))),
        ],
        Action::Murder { tarot, court } => vec![
            MenuStep::new("mu", "Magick: Murder a Court"),
            card_step("t", *tarot, format!("with {}", long(*tarot))),
            card_step("c", *court, on_table(state, seat, *court, names)),
        ],
        Action::Battle => vec![MenuStep::new("ba", "Battle: choose attackers")],
        Action::Arcana { power, with } => vec![
            MenuStep::new("ar", "Arcana: Rest two cards of one suit"),
            power_step(*power),
            pair_step(
                with,
                format!("Rest {} and {}", with[0].short(), with[1].short()),
            ),
        ],
        Action::Congregate { card, with } => vec![
            MenuStep::new("cg", "Congregate: place a Common (Finesse)"),
            card_step("c", *card, format!("place {}", long(*card))),
            pair_step(
                with,
                format!(
                    "Rest {} and {} ({} + {})",
                    with[0].short(),
                    with[1].short(),
                    state.value(with[0]),
                    state.value(with[1])
                ),
            ),
        ],
        Action::Conscript { court, with } => vec![
            MenuStep::new("cs", "Conscript: place a Court (Finesse)"),
            card_step("c", *court, format!("place {}", long(*court))),
            pair_step(
                with,
                format!("Rest {} and {}", with[0].short(), with[1].short()),
            ),
        ],
        Action::EndTurn { fortify: None } => vec![MenuStep::new("ed", "End the turn")],
        Action::EndTurn {
            fortify: Some(card),
        } => vec![
            MenuStep::new("fy", "Fortify (Rest a Common) and end the turn"),
            card_step("c", *card, format!("Fortify {}", card.short())),
        ],
        Action::Pick { card } => {
            let label = match selecting {
                Some(Selecting::Naming { .. }) => {
                    format!("Name {}", on_table(state, seat, *card, names))
                }
                _ => format!("Pay with {}", card.short()),
            };
            vec![card_step("p", *card, label)]
        }
        Action::Attack { court, at } => {
            if state.opponents(seat).len() == 1 {
                vec![card_step(
                    "a",
                    *court,
                    format!("Attack {} with {}", name(names, *at), long(*court)),
                )]
            } else {
                vec![
                    card_step("a", *court, format!("Attack with {}…", long(*court))),
                    MenuStep::new(format!("s{at}"), format!("at {}", name(names, *at))),
                ]
            }
        }
        Action::Unpick { card } => vec![card_step(
            "u",
            *card,
            format!("Take {} back out of the choice", card.short()),
        )],
        Action::Confirm => vec![MenuStep::new("ok", confirm_label(state))],
        Action::Back => vec![MenuStep::new("bk", "Back: drop this choice")],
        Action::Target { card } => {
            let resting = state.find(*card).is_some_and(|(_, p)| p.resting);
            let verb = if resting { "Stand" } else { "Rest" };
            vec![card_step(
                "t",
                *card,
                format!("{verb} {}", on_table(state, seat, *card, names)),
            )]
        }
        Action::Bounty { card, by, add } => {
            let now = state.value(*card);
            let amount = state.value(*by);
            let (sign, after) = if *add {
                ('+', now + amount)
            } else {
                ('-', now - amount)
            };
            vec![
                card_step(
                    "b",
                    *card,
                    format!("Bounty on {}", on_table(state, seat, *card, names)),
                ),
                MenuStep::new(
                    format!("{}{}", if *add { "a" } else { "s" }, code(*by)),
                    format!(
                        "{sign}{amount} (the value of {}): becomes {after}",
                        by.short()
                    ),
                )
                .typed(format!("{sign}{}", by.short())),
            ]
        }
        Action::Negate { tarot, keep } => {
            let enchanter = match &state.phase {
                Phase::Negate { enchanter, .. } => *enchanter,
                _ => state.active,
            };
            let taker = name(names, enchanter);
            let what = if keep.is_empty() {
                format!("{taker} captures nothing")
            } else {
                fitted(
                    format!("{taker} captures only {}", super::text::codes(keep)),
                    || format!("{taker} captures only {}", count(keep.len(), "Common")),
                )
            };
            vec![
                MenuStep::new("ng", "Negate…"),
                card_step("t", *tarot, format!("with {}", long(*tarot))),
                MenuStep::new(format!("k{}", keep_mask(state, keep)), what),
            ]
        }
        Action::Foil { tarot } => vec![
            MenuStep::new("fl", "Foil…"),
            card_step("t", *tarot, format!("with {}", long(*tarot))),
        ],
        Action::NoCounter => vec![no_counter()],
        Action::Keep { card } => {
            let other = match &state.phase {
                Phase::Scry { drawn, .. } => drawn.iter().find(|c| *c != card).copied(),
                _ => None,
            };
            let label = match other {
                Some(o) => format!("Keep {}, discard {}", long(*card), o.short()),
                None => format!("Keep {}", long(*card)),
            };
            vec![card_step("k", *card, label)]
        }
        Action::Block { attacker, with } => vec![
            meet_step(state, seat, *attacker, names),
            card_step(
                "w",
                *with,
                format!(
                    "Block with your {} (strength {})",
                    with.short(),
                    state.value(*with)
                ),
            ),
        ],
        Action::Decline { attacker } => vec![
            meet_step(state, seat, *attacker, names),
            MenuStep::new("dl", "Let it through (it captures)"),
        ],
        Action::DeclineAll => vec![MenuStep::new("da", "Let every remaining attacker through")],
        Action::Rally { card: None } => vec![MenuStep::new("rn", "No Rally")],
        Action::Rally { card: Some(c) } => vec![card_step(
            "r",
            *c,
            format!("Rally {} (+{})", long(*c), c.printed()),
        )],
        Action::Capture { card } => vec![card_step(
            "c",
            *card,
            format!("Capture {}", on_table(state, seat, *card, names)),
        )],
    }
}

fn meet_step(state: &State, seat: Seat, attacker: Card, names: &Names) -> MenuStep {
    card_step(
        "m",
        attacker,
        format!(
            "Meet {} (strength {})",
            on_table(state, seat, attacker, names),
            state.value(attacker)
        ),
    )
}

/// Where a root step is listed: the turn's maneuvers in rulebook order, then the end of the
/// turn, then abilities (which can be repeated while cards Stand to pay for them, so a player
/// who always takes the first choice still ends the turn); inside a choice, a Confirm that
/// would be accepted first, then the cards to add, then the rest. Counters come before "No
/// counter", "No Rally" after the Rallies. So the first choice always moves play on.
fn root_rank(code: &str, confirm_ok: bool, choosing: bool) -> u8 {
    match code {
        "ok" if confirm_ok => 0,
        "ed" if choosing => 24,
        "fy" if choosing => 25,
        "po" => 1,
        "su" => 2,
        "en" => 3,
        "au" => 4,
        "mu" => 5,
        "ba" => 6,
        "ed" => 7,
        "fy" => 8,
        "ar" => 9,
        "cg" => 10,
        "cs" => 11,
        "ng" | "fl" => 12,
        "ok" => 21,
        "bk" => 23,
        "nc" | "rn" | "da" => 26,
        _ if code.starts_with('u') => 22,
        _ => 20,
    }
}

/// The menu level after `prefix` for `seat` (see the module docs).
pub fn level(
    state: &State,
    seat: Seat,
    prefix: &[&str],
    names: &Names,
) -> Option<MenuLevel<Action>> {
    let legal = Relinquish::legal(state, seat);
    let paths: Vec<(Vec<MenuStep>, Action)> = legal
        .into_iter()
        .map(|a| (action_path(state, seat, &a, names), a))
        .collect();
    // An answer window without a possible counter still shows the counter step.
    if let Some(counter) = counter_step(state, seat) {
        let can_counter = paths.iter().any(|(p, _)| p[0].code == counter.code);
        if !can_counter {
            let nothing = match counter.code.as_str() {
                "ng" => "No Tarot of yours can Negate this: let it stand",
                _ => "No Tarot of yours can Foil this: let it stand",
            };
            match prefix {
                [] => return Some(MenuLevel::Choices(vec![counter, no_counter()])),
                [c] if *c == counter.code => {
                    return Some(MenuLevel::Choices(vec![MenuStep::new("none", nothing)]))
                }
                [c, "none"] if *c == counter.code => {
                    return Some(MenuLevel::Action(Action::NoCounter))
                }
                _ => {}
            }
        }
    }
    let confirmable = matches!(
        &state.phase,
        Phase::Turn {
            selecting: Some(
                Selecting::Payment { .. } | Selecting::Naming { .. } | Selecting::Attackers { .. }
            )
        }
    ) && state.active == seat;
    let confirm_ok = paths.iter().any(|(_, a)| *a == Action::Confirm);
    if confirmable && !confirm_ok && prefix == ["ok"] {
        // Refused by the engine with what is missing.
        return Some(MenuLevel::Action(Action::Confirm));
    }
    let mut next = match level_from_paths(&paths, prefix) {
        Ok(MenuLevel::Choices(steps)) => steps,
        Ok(MenuLevel::Invalid) => Vec::new(),
        Ok(action) => return Some(action),
        // An ambiguous path is a presenter bug: the session's own derivation reports it.
        Err(_) => return None,
    };
    if prefix.is_empty() {
        if confirmable && !confirm_ok {
            let label = confirm_label(state).replacen("Confirm:", "Incomplete:", 1);
            next.push(MenuStep::new(
                "ok",
                capped(format!("{label} (see what is missing)")),
            ));
        }
        let choosing = matches!(state.phase, Phase::Turn { selecting: Some(_) });
        next.sort_by_key(|s| root_rank(&s.code, confirm_ok, choosing));
    }
    Some(if next.is_empty() {
        MenuLevel::Invalid
    } else {
        MenuLevel::Choices(next)
    })
}
