//! The public board and a seat's private view as text.
//!
//! Both are built from a [`View`] only, so they say no more than the engine lets that viewer
//! know: the board from the spectator's view (tableaus, hand and pile sizes, the face-up piles,
//! what is awaited), the private text from the seat's own view (its hand, its scry, its Rally
//! pick, its choice in progress, and what it can do now).

use super::text::{cards, codes, count, name, names_list, owner, placed, team};
use crate::rules::cards::DEATH;
use crate::rules::magick::reachable_non_empty;
use crate::rules::{
    BattleStepView, Card, EndReason, PhaseView, Private, Rally, SeatView, Selecting, View,
};
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::text::standings;
use std::fmt::Write;

/// The most recent discards the board lists by card (the pile is face up, but long).
const DISCARD_SHOWN: usize = 8;

/// One line saying what the table is waiting for, in public terms.
pub fn phase_line(view: &View, names: &Names) -> String {
    let active = name(names, view.active);
    match &view.phase {
        PhaseView::Turn { choosing: false } => format!("Waiting for {active} to play the turn."),
        PhaseView::Turn { choosing: true } => {
            format!("Waiting for {active} to play the turn (choosing cards for a move).")
        }
        PhaseView::Scry { seat } => format!(
            "{} is scrying: keeps one of two cards, the other is discarded face up.",
            name(names, *seat)
        ),
        PhaseView::Negate {
            enchanter,
            target,
            tarot,
            named,
            waiting,
        } => format!(
            "{} Enchants {} {} (total {}) with {}. {} may Negate with a lower Tarot.",
            name(names, *enchanter),
            owner(names, *target),
            codes(named),
            tarot.printed(),
            cards(&[*tarot]),
            names_list(names, waiting)
        ),
        PhaseView::Foil {
            court,
            owner: court_owner,
            chain,
            waiting,
        } => {
            let played: Vec<String> = chain
                .iter()
                .map(|p| format!("{} by {}", p.tarot.short(), name(names, p.seat)))
                .collect();
            let top = chain.last().map_or(0, |p| p.tarot.printed());
            format!(
                "Murder of {} {}: {}. {} may Foil with a Tarot above {top}.",
                owner(names, *court_owner),
                court.short(),
                played.join(", then "),
                names_list(names, waiting)
            )
        }
        PhaseView::Battle { attackers, step } => {
            let list: Vec<String> = attackers
                .iter()
                .map(|a| {
                    format!(
                        "{}→{}{}",
                        a.court.short(),
                        name(names, a.at),
                        if a.met { " (met)" } else { "" }
                    )
                })
                .collect();
            let now = match step {
                BattleStepView::Blocking { defender } => format!(
                    "{} chooses an attacker to block or let through.",
                    name(names, *defender)
                ),
                BattleStepView::Clash {
                    attacker,
                    blocker,
                    defender,
                    attacker_picked,
                    defender_picked,
                } => {
                    let picked = |done: bool| if done { "picked" } else { "choosing" };
                    format!(
                        "Clash: {active}'s {} against {} {}. Secret Rallies: {active} {}, {} {}.",
                        attacker.short(),
                        owner(names, *defender),
                        blocker.short(),
                        picked(*attacker_picked),
                        name(names, *defender),
                        picked(*defender_picked)
                    )
                }
                BattleStepView::Capture { from, candidates } => format!(
                    "{active} chooses which of {} equal Commons to capture: {}.",
                    owner(names, *from),
                    codes(candidates)
                ),
            };
            format!("{active} attacks: {}. {now}", list.join(", "))
        }
        PhaseView::Over { reason } => match reason {
            EndReason::EmptyHand => {
                format!("The game is over: {active} ended a turn with an empty hand.")
            }
            EndReason::AllPassed => "The game is over: every player passed in a row.".into(),
        },
    }
}

/// A seat's line and its tableau (Standing, then Resting cards).
fn seat_lines(view: &View, seat: Seat, s: &SeatView, names: &Names) -> String {
    let marker = if seat == view.active { "▶" } else { "•" };
    let team = if view.teams {
        format!(" (team {})", team(s.team))
    } else {
        String::new()
    };
    let standing: Vec<String> = s
        .tableau
        .iter()
        .filter(|c| !c.resting)
        .map(|c| placed(c, names))
        .collect();
    let resting: Vec<String> = s
        .tableau
        .iter()
        .filter(|c| c.resting)
        .map(|c| placed(c, names))
        .collect();
    let list = |v: &[String]| {
        if v.is_empty() {
            "—".to_string()
        } else {
            v.join(", ")
        }
    };
    format!(
        "{marker} {B}{}{E}{team}: hand {} · score {} · {}\n   Standing: {}\n   Resting: {}",
        name(names, seat),
        count(s.hand, "card"),
        s.score,
        count(s.courts as usize, "Court"),
        list(&standing),
        list(&resting)
    )
}

/// The table as everyone sees it.
fn table_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    let mut variant = vec![count(view.players, "player")];
    if view.teams {
        variant.push("2v2".into());
    }
    if view.short {
        variant.push("short game".into());
    }
    if view.beginner {
        variant.push("beginner (no Finesse, no Acceptance)".into());
    }
    let _ = writeln!(
        out,
        "{B}Relinquish{E} · turn {} · {}",
        view.turn_number,
        variant.join(" · ")
    );
    for (seat, s) in view.seats.iter().enumerate() {
        let _ = writeln!(out, "{}", seat_lines(view, seat, s, names));
    }
    if let Some(line) = teams_line(view, names) {
        let _ = writeln!(out, "{line}");
    }
    let newest: Vec<Card> = view
        .discard
        .iter()
        .rev()
        .take(DISCARD_SHOWN)
        .copied()
        .collect();
    let _ = writeln!(
        out,
        "Scry pile {} · Discard {}{} · Acceptances {}",
        view.scry_pile,
        view.discard.len(),
        if newest.is_empty() {
            String::new()
        } else {
            format!(" (newest first: {})", codes(&newest))
        },
        acceptances_word(view)
    );
    let _ = write!(out, "Exile {}: {}", view.exile.len(), codes(&view.exile));
    if view.set_aside > 0 {
        let _ = write!(out, " · set aside face down: {}", view.set_aside);
    }
    out.push('\n');
    if let Some(line) = flips_line(view, names, Card::short) {
        let _ = writeln!(out, "{line}");
    }
    let used = used_this_turn(view);
    if !used.is_empty() {
        let _ = writeln!(out, "Used this turn: {}", used.join(", "));
    }
    if let Some(line) = bounties_line(view, Card::short) {
        let _ = writeln!(out, "{line}");
    }
    if view.passes > 0 && view.places.is_none() {
        let _ = writeln!(out, "Passes in a row: {} of {}", view.passes, view.players);
    }
    if let Some(places) = &view.places {
        let _ = writeln!(
            out,
            "Final: {}",
            standings(places, |s| view.seats[s].side_score, |s| name(names, s))
        );
    }
    let _ = write!(out, "{}", phase_line(view, names));
    out
}

/// Whether ending a turn brings an Acceptance, in the board's words: a beginner game has none
/// from the start (RQ-1), a full game until the scry pile first runs out (RQ-10, RQ-19).
pub(super) fn acceptances_word(view: &View) -> &'static str {
    if view.beginner {
        "none (beginner game)"
    } else if view.acceptances {
        "on"
    } else {
        "over"
    }
}

/// The public board.
pub fn board_text(view: &View, names: &Names) -> String {
    table_text(view, names)
}

/// The private view: the seat's secrets and options first, then the table.
pub fn private_text(view: &View, names: &Names) -> String {
    let Some(me) = &view.me else {
        return table_text(view, names);
    };
    let mut out = String::new();
    let _ = writeln!(out, "{}", hand_line(&me.hand));
    if !me.scry.is_empty() {
        let _ = writeln!(
            out,
            "Scrying: {} (keep one, the other is discarded face up)",
            codes(&me.scry)
        );
    }
    if let Some(rally) = me.rally {
        let _ = writeln!(
            out,
            "Your Rally: {} (hidden until both Rallies are in)",
            match rally {
                Rally::Blind => "none".to_string(),
                Rally::Common(c) => c.short(),
            }
        );
    }
    if let Some(sel) = &me.selecting {
        let _ = writeln!(out, "{}", choosing_line(sel, names));
    }
    if let Some(line) = options_line(view, me) {
        let _ = writeln!(out, "{line}");
    }
    out.push('\n');
    out.push_str(&table_text(view, names));
    out
}

/// "Your hand (5): Commons 3W 9C · Courts KS · Tarots T4 The Emperor" (the leak checks read
/// this line as the hand).
fn hand_line(hand: &[Card]) -> String {
    format!(
        "Your hand ({}): {}",
        hand.len(),
        hand_parts(hand).join(" · ")
    )
}

/// A hand by kind ("Commons 3W 9C", "Courts KS", "Tarots T4 ..."), or "empty": for the view's
/// hand line and its alt text.
pub(super) fn hand_parts(hand: &[Card]) -> Vec<String> {
    let of = |f: fn(&Card) -> bool| hand.iter().copied().filter(f).collect::<Vec<_>>();
    let mut parts = Vec::new();
    for (label, list) in [
        ("Commons", of(|c| c.is_common())),
        ("Courts", of(|c| c.is_court())),
        ("Tarots", of(|c| c.is_tarot())),
    ] {
        if !list.is_empty() {
            parts.push(format!("{label} {}", cards(&list)));
        }
    }
    if parts.is_empty() {
        parts.push("empty".into());
    }
    parts
}

pub(super) fn choosing_line(sel: &Selecting, names: &Names) -> String {
    match sel {
        Selecting::Payment { court, paid } => {
            let rank = court.rank().map(|r| r.cost()).unwrap_or((1, 2));
            format!(
                "Choosing: the payment for {}: paid so far {} (it costs exactly {} Standing \
                 Common{} of its suit, or exactly {} of any suits)",
                court.short(),
                codes(paid),
                rank.0,
                if rank.0 == 1 { "" } else { "s" },
                rank.1
            )
        }
        Selecting::Naming {
            tarot,
            target,
            named,
        } => format!(
            "Choosing: {} Resting Commons for {}: named so far {} (they must add up to exactly \
             {})",
            owner(names, *target),
            tarot.short(),
            codes(named),
            tarot.printed()
        ),
        Selecting::Attackers { declared } => {
            let list: Vec<String> = declared
                .iter()
                .map(|a| format!("{}→{}", a.court.short(), name(names, a.at)))
                .collect();
            format!(
                "Choosing: attackers so far {}",
                if list.is_empty() {
                    "none".to_string()
                } else {
                    list.join(", ")
                }
            )
        }
        Selecting::Aim { power, with } => format!(
            "Choosing: the target of {} (Rested {} and {})",
            power.name(),
            with[0].short(),
            with[1].short()
        ),
    }
}

/// What the seat can start now in its turn, worked out from its own view the way the engine
/// decides it (RQ-3, RQ-4, RQ-5, RQ-20, RQ-21). Abilities are summed up: the menu lists them.
pub(super) fn options_line(view: &View, me: &Private) -> Option<String> {
    if view.active != me.seat || view.places.is_some() {
        return None;
    }
    if !matches!(view.phase, PhaseView::Turn { choosing: false }) {
        return None;
    }
    let mine = view.seats.get(me.seat)?;
    let standing = || mine.tableau.iter().filter(|c| !c.resting);
    let mut can = Vec::new();
    if !view.populated {
        let floor = standing()
            .filter(|c| c.card.is_common())
            .map(|c| c.value)
            .max();
        let ok: Vec<Card> = me
            .hand
            .iter()
            .copied()
            .filter(|c| c.is_common() && floor.is_none_or(|f| c.printed() >= f))
            .collect();
        if !ok.is_empty() {
            can.push(format!("Populate ({})", codes(&ok)));
        }
    }
    if !view.summoned {
        let floor = standing().filter_map(|c| c.card.rank()).max();
        let commons: Vec<Card> = standing()
            .map(|c| c.card)
            .filter(|c| c.is_common())
            .collect();
        let ok: Vec<Card> = me
            .hand
            .iter()
            .copied()
            .filter(|c| {
                let Some(rank) = c.rank() else {
                    return false;
                };
                let (matched, any) = rank.cost();
                let suited = commons.iter().filter(|m| m.suit() == c.suit()).count();
                floor.is_none_or(|f| rank >= f) && (suited >= matched || commons.len() >= any)
            })
            .collect();
        if !ok.is_empty() {
            can.push(format!("Summon ({})", codes(&ok)));
        }
    }
    if !view.magicked {
        let opponents: Vec<&SeatView> = view
            .seats
            .iter()
            .enumerate()
            .filter(|(s, o)| *s != me.seat && (!view.teams || o.team != mine.team))
            .map(|(_, o)| o)
            .collect();
        let mut magick = Vec::new();
        for t in me.hand.iter().filter(|c| c.is_tarot()) {
            let v = t.printed();
            let mut uses = Vec::new();
            let enchantable = opponents.iter().any(|o| {
                let values: Vec<i32> = o
                    .tableau
                    .iter()
                    .filter(|c| c.resting && c.card.is_common())
                    .map(|c| c.value)
                    .collect();
                reachable_non_empty(&values, v)
            });
            if enchantable {
                uses.push("Enchant");
            }
            if v < i32::from(DEATH) {
                uses.push("Augur");
            } else if opponents
                .iter()
                .any(|o| o.tableau.iter().any(|c| c.card.is_court()))
            {
                uses.push("Murder");
            }
            if !uses.is_empty() {
                magick.push(format!("{} {}", t.short(), uses.join("/")));
            }
        }
        if !magick.is_empty() {
            can.push(format!("Magick ({})", magick.join(", ")));
        }
    }
    if !view.battled && standing().any(|c| c.card.is_court()) {
        can.push("Battle".into());
    }
    can.push("abilities with two Standing cards of one suit or type".into());
    can.push("end the turn".into());
    Some(format!("Your turn. You can: {}.", can.join("; ")))
}

/// The teams and their shared scores (2v2), shared by the text and the picture.
pub(super) fn teams_line(view: &View, names: &Names) -> Option<String> {
    if !view.teams {
        return None;
    }
    let sides: Vec<String> = (0..2)
        .filter_map(|t| {
            let seats: Vec<Seat> = (0..view.seats.len())
                .filter(|&s| view.seats[s].team == t)
                .collect();
            let first = view.seats.get(*seats.first()?)?;
            Some(format!(
                "Team {} ({}): {}",
                team(t),
                names_list(names, &seats),
                first.side_score
            ))
        })
        .collect();
    Some(sides.join(" · "))
}

/// The first-player flips (RQ-2), on the first turn only; cards written by `card`.
pub(super) fn flips_line(
    view: &View,
    names: &Names,
    card: impl Fn(Card) -> String,
) -> Option<String> {
    if view.turn_number != 1 || view.flips.is_empty() {
        return None;
    }
    let rounds: Vec<String> = view
        .flips
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|(s, c)| format!("{} {}", name(names, *s), card(*c)))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    Some(format!("First-player flips: {}", rounds.join("; then ")))
}

/// The once-per-turn maneuvers the turn has used (RQ-5).
pub(super) fn used_this_turn(view: &View) -> Vec<&'static str> {
    [
        (view.populated, "Populate"),
        (view.summoned, "Summon"),
        (view.magicked, "Magick"),
        (view.battled, "Battle"),
    ]
    .into_iter()
    .filter(|(done, _)| *done)
    .map(|(_, what)| what)
    .collect()
}

/// The Bounties in force until the end of the turn (RQ-14); cards written by `card`.
pub(super) fn bounties_line(view: &View, card: impl Fn(Card) -> String) -> Option<String> {
    if view.bounties.is_empty() {
        return None;
    }
    let b: Vec<String> = view
        .bounties
        .iter()
        .map(|b| format!("{} {:+}", card(b.card), b.delta))
        .collect();
    Some(format!(
        "Bounties until the end of the turn: {}",
        b.join(", ")
    ))
}
