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

use super::text::{commons_count, courts_count, long, name};
use crate::rules::{Action, Arcana, Card, Phase, Relinquish, Selecting, State};
use crate::words::say;
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
    MenuStep::new(format!("p{}-{}", code(with[0]), code(with[1])), label).typed(say!(
        "rq-menu-pair",
        first = &with[0].short(),
        second = &with[1].short()
    ))
}

fn power_step(power: Arcana) -> MenuStep {
    let code = match power {
        Arcana::Glamour => "gl",
        Arcana::Lavish => "la",
        Arcana::Coerce => "co",
        Arcana::Bounty => "bo",
    };
    MenuStep::new(code, say!("rq-menu-power", ability = power.id())).typed(power.said())
}

/// The tableau card `c` as `seat` reads it: "your 7W" or "Bea's 7W", with its value when a
/// Bounty changed it.
fn on_table(state: &State, seat: Seat, c: Card, names: &Names) -> String {
    let (whose, name) = match state.find(c) {
        Some((s, _)) if s == seat => ("yours", String::new()),
        Some((s, _)) => ("theirs", name(names, s)),
        None => ("none", String::new()),
    };
    let value = state.value(c);
    say!(
        "rq-menu-on-table",
        whose = whose,
        name = &name,
        card = &c.short(),
        changed = if value != c.printed() { "yes" } else { "no" },
        value = value
    )
}

/// The step that opens a counter in an answer window, if `seat` is waiting in one.
fn counter_step(state: &State, seat: Seat) -> Option<MenuStep> {
    match &state.phase {
        Phase::Negate { waiting, .. } if waiting.contains(&seat) => {
            Some(MenuStep::new("ng", say("rq-menu-negate")))
        }
        Phase::Foil { waiting, .. } if waiting.contains(&seat) => {
            Some(MenuStep::new("fl", say("rq-menu-foil")))
        }
        _ => None,
    }
}

fn no_counter() -> MenuStep {
    MenuStep::new("nc", say("rq-menu-no-counter"))
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

/// The Confirm step's label; `incomplete` when the engine would refuse it (the label then
/// says so, and the refusal says what is missing). Whether the cards are listed or counted is
/// decided on the Confirm label, so both labels list the same.
fn confirm_label(state: &State, incomplete: bool) -> String {
    let done = if incomplete { "no" } else { "yes" };
    // The label with the cards listed when the Confirm label fits with them, else counted.
    let pick = |say: &dyn Fn(&str, &str) -> String, listed: String, counted: String| {
        if fits(&say("yes", &listed)) {
            say(done, &listed)
        } else {
            say(done, &counted)
        }
    };
    match &state.phase {
        Phase::Turn {
            selecting: Some(Selecting::Payment { court, paid }),
        } => pick(
            &|done, cards| {
                say!(
                    "rq-menu-confirm-summon",
                    done = done,
                    card = &court.short(),
                    cards = cards
                )
            },
            codes(paid),
            commons_count(paid.len()),
        ),
        Phase::Turn {
            selecting: Some(Selecting::Naming { tarot, named, .. }),
        } => pick(
            &|done, cards| {
                say!(
                    "rq-menu-confirm-enchant",
                    done = done,
                    cards = cards,
                    tarot = &tarot.short()
                )
            },
            codes(named),
            commons_count(named.len()),
        ),
        Phase::Turn {
            selecting: Some(Selecting::Attackers { declared }),
        } => {
            let list: Vec<Card> = declared.iter().map(|a| a.court).collect();
            pick(
                &|done, cards| say!("rq-menu-confirm-attack", done = done, cards = cards),
                codes(&list),
                courts_count(list.len()),
            )
        }
        _ => say("rq-menu-confirm"),
    }
}

/// The longest menu label Discord shows.
use present_kit::limits::BUTTON_LABEL_MAX as LABEL_MAX;

/// Whether `full` fits a menu label with room to spare (an incomplete Confirm's longer
/// wording included).
fn fits(full: &str) -> bool {
    full.chars().count() + 24 <= LABEL_MAX
}

/// `full` when it fits a menu label, else the shorter wording `short` (a list of cards
/// becomes a count: the view lists them).
fn fitted(full: String, short: impl FnOnce() -> String) -> String {
    if fits(&full) {
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
        say("rq-menu-nothing-yet")
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
            MenuStep::new("po", say("rq-menu-populate")),
            card_step(
                "c",
                *card,
                say!("rq-menu-populate-card", card = &long(*card)),
            ),
        ],
        Action::Summon { court } => vec![
            MenuStep::new("su", say("rq-menu-summon")),
            card_step(
                "c",
                *court,
                say!("rq-menu-summon-card", card = &long(*court)),
            ),
        ],
        Action::Enchant { tarot, target } => vec![
            MenuStep::new("en", say("rq-menu-enchant")),
            card_step("t", *tarot, say!("rq-menu-with", card = &long(*tarot))),
            MenuStep::new(
                format!("s{target}"),
                say!("rq-menu-enchant-whom", name = &name(names, *target)),
            ),
        ],
        Action::Augur { tarot } => vec![
            MenuStep::new("au", say("rq-menu-augur")),
            card_step("t", *tarot, say!("rq-menu-exile", card = &long(*tarot))),
        ],
        Action::Murder { tarot, court } => vec![
            MenuStep::new("mu", say("rq-menu-murder")),
            card_step("t", *tarot, say!("rq-menu-with", card = &long(*tarot))),
            card_step("c", *court, on_table(state, seat, *court, names)),
        ],
        Action::Battle => vec![MenuStep::new("ba", say("rq-menu-battle"))],
        Action::Arcana { power, with } => vec![
            MenuStep::new("ar", say("rq-menu-arcana")),
            power_step(*power),
            pair_step(with, rest_pair(with)),
        ],
        Action::Congregate { card, with } => vec![
            MenuStep::new("cg", say("rq-menu-congregate")),
            card_step("c", *card, say!("rq-menu-place", card = &long(*card))),
            pair_step(
                with,
                say!(
                    "rq-menu-rest-pair-sum",
                    first = &with[0].short(),
                    second = &with[1].short(),
                    a = state.value(with[0]),
                    b = state.value(with[1])
                ),
            ),
        ],
        Action::Conscript { court, with } => vec![
            MenuStep::new("cs", say("rq-menu-conscript")),
            card_step("c", *court, say!("rq-menu-place", card = &long(*court))),
            pair_step(with, rest_pair(with)),
        ],
        Action::EndTurn { fortify: None } => vec![MenuStep::new("ed", say("rq-menu-end"))],
        Action::EndTurn {
            fortify: Some(card),
        } => vec![
            MenuStep::new("fy", say("rq-menu-fortify")),
            card_step(
                "c",
                *card,
                say!("rq-menu-fortify-card", card = &card.short()),
            ),
        ],
        Action::Pick { card } => {
            let label = match selecting {
                Some(Selecting::Naming { .. }) => {
                    say!("rq-menu-name", card = &on_table(state, seat, *card, names))
                }
                _ => say!("rq-menu-pay", card = &card.short()),
            };
            vec![card_step("p", *card, label)]
        }
        Action::Attack { court, at } => {
            if state.opponents(seat).len() == 1 {
                vec![card_step(
                    "a",
                    *court,
                    say!(
                        "rq-menu-attack",
                        name = &name(names, *at),
                        card = &long(*court)
                    ),
                )]
            } else {
                vec![
                    card_step(
                        "a",
                        *court,
                        say!("rq-menu-attack-with", card = &long(*court)),
                    ),
                    MenuStep::new(
                        format!("s{at}"),
                        say!("rq-menu-attack-at", name = &name(names, *at)),
                    ),
                ]
            }
        }
        Action::Unpick { card } => vec![card_step(
            "u",
            *card,
            say!("rq-menu-unpick", card = &card.short()),
        )],
        Action::Confirm => vec![MenuStep::new("ok", confirm_label(state, false))],
        Action::Back => vec![MenuStep::new("bk", say("rq-menu-back"))],
        Action::Target { card } => {
            let resting = state.find(*card).is_some_and(|(_, p)| p.resting);
            vec![card_step(
                "t",
                *card,
                say!(
                    "rq-menu-turn",
                    stand = if resting { "yes" } else { "no" },
                    card = &on_table(state, seat, *card, names)
                ),
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
                    say!(
                        "rq-menu-bounty-on",
                        card = &on_table(state, seat, *card, names)
                    ),
                ),
                MenuStep::new(
                    format!("{}{}", if *add { "a" } else { "s" }, code(*by)),
                    say!(
                        "rq-menu-bounty-by",
                        amount = &format!("{sign}{amount}"),
                        card = &by.short(),
                        after = after
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
                say!("rq-menu-captures-nothing", name = &taker)
            } else {
                let only =
                    |cards: &str| say!("rq-menu-captures-only", name = &taker, cards = cards);
                fitted(only(&super::text::codes(keep)), || {
                    only(&commons_count(keep.len()))
                })
            };
            vec![
                MenuStep::new("ng", say("rq-menu-negate")),
                card_step("t", *tarot, say!("rq-menu-with", card = &long(*tarot))),
                MenuStep::new(format!("k{}", keep_mask(state, keep)), what),
            ]
        }
        Action::Foil { tarot } => vec![
            MenuStep::new("fl", say("rq-menu-foil")),
            card_step("t", *tarot, say!("rq-menu-with", card = &long(*tarot))),
        ],
        Action::NoCounter => vec![no_counter()],
        Action::Keep { card } => {
            let other = match &state.phase {
                Phase::Scry { drawn, .. } => drawn.iter().find(|c| *c != card).copied(),
                _ => None,
            };
            let label = match other {
                Some(o) => say!(
                    "rq-menu-keep-discard",
                    card = &long(*card),
                    other = &o.short()
                ),
                None => say!("rq-menu-keep", card = &long(*card)),
            };
            vec![card_step("k", *card, label)]
        }
        Action::Block { attacker, with } => vec![
            meet_step(state, seat, *attacker, names),
            card_step(
                "w",
                *with,
                say!(
                    "rq-menu-block",
                    card = &with.short(),
                    strength = state.value(*with)
                ),
            ),
        ],
        Action::Decline { attacker } => vec![
            meet_step(state, seat, *attacker, names),
            MenuStep::new("dl", say("rq-menu-let-through")),
        ],
        Action::DeclineAll => vec![MenuStep::new("da", say("rq-menu-let-all-through"))],
        Action::Rally { card: None } => vec![MenuStep::new("rn", say("rq-menu-no-rally"))],
        Action::Rally { card: Some(c) } => vec![card_step(
            "r",
            *c,
            say!("rq-menu-rally", card = &long(*c), value = c.printed()),
        )],
        Action::Capture { card } => vec![card_step(
            "c",
            *card,
            say!(
                "rq-menu-capture",
                card = &on_table(state, seat, *card, names)
            ),
        )],
    }
}

/// "Rest 7 Wands and 9 Wands": the two activating cards of an ability.
fn rest_pair(with: &[Card; 2]) -> String {
    say!(
        "rq-menu-rest-pair",
        first = &with[0].short(),
        second = &with[1].short()
    )
}

fn meet_step(state: &State, seat: Seat, attacker: Card, names: &Names) -> MenuStep {
    card_step(
        "m",
        attacker,
        say!(
            "rq-menu-meet",
            card = &on_table(state, seat, attacker, names),
            strength = state.value(attacker)
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
                "ng" => say("rq-menu-cannot-negate"),
                _ => say("rq-menu-cannot-foil"),
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
            next.push(MenuStep::new("ok", capped(confirm_label(state, true))));
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
