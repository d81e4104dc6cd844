//! The public board and a seat's private view as text.
//!
//! Both are built from a [`View`] only, so they say no more than the engine lets that viewer
//! know: the board from the spectator's view (tableaus, hand and pile sizes, the face-up piles,
//! what is awaited), the private text from the seat's own view (its hand, its scry, its Rally
//! pick, its choice in progress, and what it can do now).

use super::text::{
    cards, codes, courts_count, name, names_list, none, placed, players_count, team,
};
use crate::rules::cards::DEATH;
use crate::rules::magick::reachable_non_empty;
use crate::rules::{
    BattleStepView, Card, EndReason, PhaseView, Private, Rally, SeatView, Selecting, View,
};
use crate::words::say;
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
        PhaseView::Turn { choosing: false } => say!("rq-phase-turn", name = &active),
        PhaseView::Turn { choosing: true } => say!("rq-phase-turn-choosing", name = &active),
        PhaseView::Scry { seat } => say!("rq-phase-scry", name = &name(names, *seat)),
        PhaseView::Negate {
            enchanter,
            target,
            tarot,
            named,
            waiting,
        } => say!(
            "rq-phase-negate",
            name = &name(names, *enchanter),
            whose = &name(names, *target),
            cards = &codes(named),
            total = tarot.printed(),
            tarot = &cards(&[*tarot]),
            waiting = &names_list(names, waiting)
        ),
        PhaseView::Foil {
            court,
            owner: court_owner,
            chain,
            waiting,
        } => {
            let played: Vec<String> = chain
                .iter()
                .map(|p| {
                    say!(
                        "rq-phase-played-by",
                        card = &p.tarot.short(),
                        name = &name(names, p.seat)
                    )
                })
                .collect();
            let top = chain.last().map_or(0, |p| p.tarot.printed());
            say!(
                "rq-phase-foil",
                whose = &name(names, *court_owner),
                card = &court.short(),
                played = &played.join(&say("rq-phase-then")),
                waiting = &names_list(names, waiting),
                top = top
            )
        }
        PhaseView::Battle { attackers, step } => {
            let list: Vec<String> = attackers
                .iter()
                .map(|a| {
                    say!(
                        "rq-phase-attacker",
                        card = &a.court.short(),
                        name = &name(names, a.at),
                        met = if a.met { "yes" } else { "no" }
                    )
                })
                .collect();
            let now = match step {
                BattleStepView::Blocking { defender } => {
                    say!("rq-phase-blocking", name = &name(names, *defender))
                }
                BattleStepView::Clash {
                    attacker,
                    blocker,
                    defender,
                    attacker_picked,
                    defender_picked,
                } => {
                    let picked = |done: bool| if done { "yes" } else { "no" };
                    say!(
                        "rq-phase-clash",
                        name = &active,
                        attacker = &attacker.short(),
                        defender = &name(names, *defender),
                        blocker = &blocker.short(),
                        attacker_picked = picked(*attacker_picked),
                        defender_picked = picked(*defender_picked)
                    )
                }
                BattleStepView::Capture { from, candidates } => say!(
                    "rq-phase-capture",
                    name = &active,
                    whose = &name(names, *from),
                    cards = &codes(candidates)
                ),
            };
            say!(
                "rq-phase-battle",
                name = &active,
                attackers = &list.join(", "),
                now = &now
            )
        }
        PhaseView::Over { reason } => match reason {
            EndReason::EmptyHand => say!("rq-phase-over-empty", name = &active),
            EndReason::AllPassed => say("rq-phase-over-passed"),
        },
    }
}

/// A seat's line and its tableau (Standing, then Resting cards).
fn seat_lines(view: &View, seat: Seat, s: &SeatView, names: &Names) -> String {
    let marker = if seat == view.active { "▶" } else { "•" };
    let team = if view.teams {
        team(s.team).to_string()
    } else {
        "none".to_string()
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
    let head = say!(
        "rq-board-seat",
        name = &format!("{B}{}{E}", name(names, seat)),
        team = team.as_str(),
        hand = &super::text::cards_count(s.hand),
        score = s.score,
        courts = &courts_count(s.courts as usize)
    );
    format!(
        "{marker} {head}\n   {}\n   {}",
        say!("rq-board-standing", cards = &list(&standing)),
        say!("rq-board-resting", cards = &list(&resting))
    )
}

/// The table as everyone sees it.
fn table_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    let mut variant = vec![players_count(view.players)];
    if view.teams {
        variant.push("2v2".into());
    }
    if view.short {
        variant.push(say("rq-board-short"));
    }
    if view.beginner {
        variant.push(say("rq-board-beginner"));
    }
    let _ = writeln!(
        out,
        "{}",
        say!(
            "rq-board-title",
            game = &format!("{B}Relinquish{E}"),
            turn = view.turn_number,
            variant = &variant.join(" · ")
        )
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
        "{}",
        say!(
            "rq-board-piles",
            scry = view.scry_pile,
            discard = view.discard.len(),
            newest = &if newest.is_empty() {
                "none".to_string()
            } else {
                codes(&newest)
            },
            acceptances = acceptances_word(view)
        )
    );
    let _ = write!(
        out,
        "{}",
        say!(
            "rq-board-exile",
            n = view.exile.len(),
            cards = &codes(&view.exile)
        )
    );
    if view.set_aside > 0 {
        let _ = write!(out, "{}", say!("rq-board-set-aside", n = view.set_aside));
    }
    out.push('\n');
    if let Some(line) = flips_line(view, names, Card::short) {
        let _ = writeln!(out, "{line}");
    }
    let used = used_this_turn(view);
    if !used.is_empty() {
        let _ = writeln!(out, "{}", say!("rq-board-used", used = &used.join(", ")));
    }
    if let Some(line) = bounties_line(view, Card::short) {
        let _ = writeln!(out, "{line}");
    }
    if view.passes > 0 && view.places.is_none() {
        let _ = writeln!(
            out,
            "{}",
            say!("rq-board-passes", n = view.passes, of = view.players)
        );
    }
    if let Some(places) = &view.places {
        let _ = writeln!(
            out,
            "{}",
            say!(
                "rq-board-final",
                standings = &standings(places, |s| view.seats[s].side_score, |s| name(names, s))
            )
        );
    }
    let _ = write!(out, "{}", phase_line(view, names));
    out
}

/// Whether ending a turn brings an Acceptance, in the board's words: a beginner game has none
/// from the start (RQ-1), a full game until the scry pile first runs out (RQ-10, RQ-19).
pub(super) fn acceptances_word(view: &View) -> &'static str {
    if view.beginner {
        "beginner"
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
            "{}",
            say!("rq-private-scrying", cards = &codes(&me.scry))
        );
    }
    if let Some(rally) = me.rally {
        let _ = writeln!(
            out,
            "{}",
            say!(
                "rq-private-rally",
                card = &match rally {
                    Rally::Blind => none(),
                    Rally::Common(c) => c.short(),
                }
            )
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
    say!(
        "rq-private-hand",
        n = hand.len(),
        parts = &hand_parts(hand).join(" · ")
    )
}

/// A hand by kind ("Commons 3W 9C", "Courts KS", "Tarots T4 ..."), or "empty": for the view's
/// hand line and its alt text.
pub(super) fn hand_parts(hand: &[Card]) -> Vec<String> {
    let of = |f: fn(&Card) -> bool| hand.iter().copied().filter(f).collect::<Vec<_>>();
    let mut parts = Vec::new();
    for (kind, list) in [
        ("common", of(|c| c.is_common())),
        ("court", of(|c| c.is_court())),
        ("tarot", of(|c| c.is_tarot())),
    ] {
        if !list.is_empty() {
            parts.push(say!(
                "rq-private-hand-part",
                kind = kind,
                cards = &cards(&list)
            ));
        }
    }
    if parts.is_empty() {
        parts.push(say("rq-private-hand-empty"));
    }
    parts
}

pub(super) fn choosing_line(sel: &Selecting, names: &Names) -> String {
    match sel {
        Selecting::Payment { court, paid } => {
            let rank = court.rank().map(|r| r.cost()).unwrap_or((1, 2));
            say!(
                "rq-choosing-payment",
                card = &court.short(),
                paid = &codes(paid),
                matched = rank.0,
                any = rank.1
            )
        }
        Selecting::Naming {
            tarot,
            target,
            named,
        } => say!(
            "rq-choosing-naming",
            whose = &name(names, *target),
            tarot = &tarot.short(),
            named = &codes(named),
            value = tarot.printed()
        ),
        Selecting::Attackers { declared } => {
            let list: Vec<String> = declared
                .iter()
                .map(|a| format!("{}→{}", a.court.short(), name(names, a.at)))
                .collect();
            say!(
                "rq-choosing-attackers",
                attackers = &if list.is_empty() {
                    none()
                } else {
                    list.join(", ")
                }
            )
        }
        Selecting::Aim { power, with } => say!(
            "rq-choosing-aim",
            ability = &power.said(),
            first = &with[0].short(),
            second = &with[1].short()
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
            can.push(say!("rq-can-populate", cards = &codes(&ok)));
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
            can.push(say!("rq-can-summon", cards = &codes(&ok)));
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
                uses.push(say("rq-can-enchant"));
            }
            if v < i32::from(DEATH) {
                uses.push(say("rq-can-augur"));
            } else if opponents
                .iter()
                .any(|o| o.tableau.iter().any(|c| c.card.is_court()))
            {
                uses.push(say("rq-can-murder"));
            }
            if !uses.is_empty() {
                magick.push(format!("{} {}", t.short(), uses.join("/")));
            }
        }
        if !magick.is_empty() {
            can.push(say!("rq-can-magick", uses = &magick.join(", ")));
        }
    }
    if !view.battled && standing().any(|c| c.card.is_court()) {
        can.push(say("rq-can-battle"));
    }
    can.push(say("rq-can-abilities"));
    can.push(say("rq-can-end"));
    Some(say!("rq-can", options = &can.join("; ")))
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
            Some(say!(
                "rq-board-team",
                team = team(t).to_string().as_str(),
                names = &names_list(names, &seats),
                score = first.side_score
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
    Some(say!(
        "rq-board-flips",
        rounds = &rounds.join(&say("rq-board-flips-then"))
    ))
}

/// The once-per-turn maneuvers the turn has used (RQ-5).
pub(super) fn used_this_turn(view: &View) -> Vec<String> {
    [
        (view.populated, "populate"),
        (view.summoned, "summon"),
        (view.magicked, "magick"),
        (view.battled, "battle"),
    ]
    .into_iter()
    .filter(|(done, _)| *done)
    .map(|(_, what)| say!("rq-maneuver", maneuver = what))
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
    Some(say!("rq-board-bounties", bounties = &b.join(", ")))
}
