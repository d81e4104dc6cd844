//! How Equation Hi-Lo is shown and operated in a chat.
//!
//! Menu paths (codes travel in `custom_id`s):
//!
//! | action | path |
//! |---|---|
//! | Check / Call / Fold | `ck` / `cl` / `fd` |
//! | Bet or raise to a total of N | `b` → `t<N>`, or `b` → `g<k>` (a block of 20 amounts) → `t<N>` when more than 20 amounts are possible |
//! | The × replaces + / − | `dp` / `dm` |
//! | Hand in without an equation (four zeros only) | `ne` |
//!
//! Declarations are typed, so they are not menus but [forms](crate::present::Form) (Discord
//! modals): Declare Low, Declare High, Declare Swing, and a private "check an equation" that
//! evaluates a candidate without handing it in (HL-10). Form codes carry the round
//! (`lo-r3`), so a form left open from an earlier round is refused.

mod lobby;
pub mod picture;

use crate::games::text::{ordinal, standings};
use crate::markup::{B, E};
use crate::present::{
    CommandOption, Form, FormInput, FormOutcome, LobbyOption, Names, OptionKind, Present, Step,
};
use rules::equation_hi_lo::betting::{bet_range, is_raise};
use rules::equation_hi_lo::evaluate::{distances, evaluate};
use rules::equation_hi_lo::showdown::{Side, SideWin};
use rules::equation_hi_lo::solver::{default_arrangement, swing_low_arrangement};
use rules::equation_hi_lo::validate::check;
use rules::equation_hi_lo::{
    Action, Card, Declaration, Equation, EquationHiLo, Event, Op, Options, Phase, PhaseView,
    SeatStatus, Settlement, Showdown, State, View,
};
use rules::{RuleError, Seat, Viewer};
use std::collections::BTreeMap;
use std::fmt::Write;

fn name(names: &Names, seat: Seat) -> String {
    names
        .get(seat)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

/// A result or distance for people: whole numbers as such, otherwise three decimals.
pub fn number(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// Open cards, each special with the number it brought: `Gold 7 · √ Silver 4`.
fn open_text(open: &[Card]) -> String {
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

fn ops_text(ops: &[Op]) -> String {
    ops.iter()
        .map(|o| o.symbol().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn chips(n: u32) -> String {
    format!("{n} chip{}", if n == 1 { "" } else { "s" })
}

fn street_name(street: u8) -> &'static str {
    if street <= 1 {
        "first betting round"
    } else {
        "second betting round"
    }
}

/// What the table waits for, in public terms.
fn phase_line(view: &View, names: &Names) -> String {
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| name(names, s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match &view.phase {
        PhaseView::Discarding { waiting, .. } => {
            format!(
                "Waiting for {} to choose what the × replaces.",
                list(waiting)
            )
        }
        PhaseView::Betting {
            street,
            to_act,
            high,
        } => format!(
            "{}: {} to act (highest wager {high}, cap {}).",
            capitalise(street_name(*street)),
            name(names, *to_act),
            view.cap
        ),
        PhaseView::Declaring { waiting } => format!(
            "Declarations: waiting for {} (hidden until everyone has handed in).",
            list(waiting)
        ),
        PhaseView::GameOver => "The game is over.".into(),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

fn final_standings(view: &View, names: &Names, out: &mut String) {
    let Some(places) = &view.places else { return };
    let mut seats: Vec<Seat> = (0..places.len()).collect();
    seats.sort_by_key(|&s| (places[s], s));
    let _ = writeln!(out, "Final standings:");
    for s in seats {
        let detail = match view.seats[s].status {
            SeatStatus::Out { round } if view.seats[s].chips == 0 => {
                format!("out of chips in round {round}")
            }
            _ => chips(view.seats[s].chips),
        };
        let _ = writeln!(out, "{} {}: {detail}", ordinal(places[s]), name(names, s));
    }
}

/// The seat lines and the phase: everything public.
fn table_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    let rounds = if view.rounds == 0 {
        format!("round {} (until one player is left)", view.round)
    } else {
        format!("round {} of {}", view.round, view.rounds)
    };
    let _ = writeln!(
        out,
        "{B}Equation Hi-Lo{E} · {rounds} · dealer {}",
        name(names, view.dealer)
    );
    let mut pot = format!("Pot {}", view.pot);
    if view.carry > 0 {
        let _ = write!(pot, " ({} carried over)", view.carry);
    }
    let _ = write!(pot, " · cap {} · ante {}", view.cap, view.ante);
    if view.removed > 0 {
        let _ = write!(pot, " · {} left the game", chips(view.removed));
    }
    let _ = writeln!(out, "{pot}");
    let acting = match &view.phase {
        PhaseView::Betting { to_act, .. } => Some(*to_act),
        _ => None,
    };
    for (s, seat) in view.seats.iter().enumerate() {
        let marker = if acting == Some(s) { "▶" } else { "·" };
        let who = name(names, s);
        let line = match seat.status {
            SeatStatus::Out { round } => format!("out (round {round})"),
            status => {
                let mut line = format!("{} · in {}", chips(seat.chips), seat.wagered);
                if !seat.open.is_empty() {
                    let _ = write!(line, " · ▮ {}", open_text(&seat.open));
                }
                if status == SeatStatus::Folded {
                    line.push_str(" · folded");
                } else if seat.at_cap && view.phase != PhaseView::GameOver {
                    line.push_str(" · at the cap");
                }
                if seat.choosing {
                    line.push_str(" · choosing for ×");
                }
                if seat.submitted {
                    line.push_str(" · handed in");
                }
                line
            }
        };
        let _ = writeln!(out, "{marker} {}. {who}: {line}", s + 1);
    }
    let _ = writeln!(out, "{}", phase_line(view, names));
    final_standings(view, names, &mut out);
    out.trim_end().to_string()
}

/// The viewer's own cards and what is asked of them.
fn private_part(view: &View) -> Option<String> {
    let me = view.me.as_ref()?;
    let mut out = String::new();
    let seat = view.seats.get(me.seat)?;
    if let Some(closed) = me.closed {
        let _ = writeln!(
            out,
            "Your closed card: {B}{closed}{E} (only you see it) · open: {}",
            if seat.open.is_empty() {
                "none yet".to_string()
            } else {
                open_text(&seat.open)
            }
        );
        let numbers: Vec<String> = me.numbers.iter().map(u8::to_string).collect();
        let mut holding = format!("Numbers {}", numbers.join(" "));
        if me.roots > 0 {
            let _ = write!(holding, " · √ ×{}", me.roots);
        }
        let _ = write!(holding, " · operators {}", ops_text(&me.ops));
        if me.choosing {
            holding.push_str(" (and the × waiting for your choice)");
        }
        let _ = writeln!(out, "{holding}");
    }
    if let Some(d) = &me.submission {
        let _ = writeln!(out, "You handed in {}. It is final.", declaration_text(d));
    }
    let line = match &view.phase {
        PhaseView::Discarding { .. } if me.choosing => {
            Some("You drew a ×: choose whether it replaces your + or your −.".to_string())
        }
        PhaseView::Betting { to_act, high, .. } if *to_act == me.seat => {
            let up_to = me
                .bet_range
                .map(|(_, cap)| format!(" (up to a total of {cap})"))
                .unwrap_or_default();
            Some(match (me.to_call, me.bet_range) {
                (None, _) => format!("Your turn to bet: check, bet{up_to} or fold."),
                (Some(owe), Some(_)) => {
                    format!("Your turn: call {owe} (to {high} in total), raise{up_to} or fold.")
                }
                // The highest wager is already the cap: no raise is possible (HL-2).
                (Some(owe), None) => {
                    format!("Your turn: call {owe} (to {high} in total, the cap) or fold.")
                }
            })
        }
        PhaseView::Declaring { waiting } if waiting.contains(&me.seat) => {
            if me.numbers.iter().all(|&n| n == 0) {
                Some(
                    "All four of your numbers are 0: every ÷ would divide by zero, so you hand \
                     in without an equation."
                        .to_string(),
                )
            } else {
                let roots = match me.roots {
                    0 => String::new(),
                    1 => ", with your √ before one number".into(),
                    n => format!(", with your {n} √ before {n} different numbers"),
                };
                Some(format!(
                    "Declare Low (aim for 1), High (aim for 20) or Swing (both, win both or \
                     nothing) and type your equation: all 4 numbers and your 3 operators, each \
                     once{roots}. Check an equation privately first if you like."
                ))
            }
        }
        _ => None,
    };
    if let Some(line) = line {
        let _ = writeln!(out, "{line}");
    }
    Some(out.trim_end().to_string())
}

fn declaration_text(d: &Declaration) -> String {
    let with = |e: &Equation| match evaluate(e) {
        Ok(v) => format!("`{e}` = {}", number(v)),
        Err(_) => format!("`{e}`"),
    };
    match d {
        Declaration::Low { equation } => format!("Low (1) with {}", with(equation)),
        Declaration::High { equation } => format!("High (20) with {}", with(equation)),
        Declaration::Swing { low, high } => {
            format!("Swing: Low {} and High {}", with(low), with(high))
        }
        Declaration::NoEquation => "no equation".into(),
    }
}

/// One side of one revealed hand: "`eq` = 1.286, 0.286 from 1".
fn side_text(eq: Option<&Equation>, result: Option<f64>, side: Side) -> String {
    let (Some(eq), Some(v)) = (eq, result) else {
        return String::new();
    };
    let (d1, d20) = distances(v);
    match side {
        Side::Low => format!("`{eq}` = {}, {} from 1", number(v), number(d1)),
        Side::High => format!("`{eq}` = {}, {} from 20", number(v), number(d20)),
    }
}

/// "Tied at 1.5 with Bea: Win Order by highest number card, Gold 10 beats Gold 7."
fn tie_text(win: &SideWin, side: Side, names: &Names) -> Option<String> {
    let (winner, key) = win.tied.first()?;
    let others: Vec<String> = win.tied[1..]
        .iter()
        .map(|(s, c)| format!("{}'s {c}", name(names, *s)))
        .collect();
    let which = match side {
        Side::Low => "lowest number card; at equal numbers Black beats Bronze, Silver, Gold",
        Side::High => "highest number card; at equal numbers Gold beats Silver, Bronze, Black",
    };
    Some(format!(
        "  Tie at {} from the target, broken by the Win Order ({which}): {}'s {key} beats {}.",
        number(win.distance),
        name(names, *winner),
        others.join(" and ")
    ))
}

/// Why one side pays nothing when the other side's winner takes the whole pot: nobody declared
/// it, or only swing players who failed, and they leave both sides (section 11, HL-8).
fn empty_side_line(st: &Settlement, side: Side) -> String {
    let entered = match side {
        Side::Low => st.low_all.is_some(),
        Side::High => st.high_all.is_some(),
    };
    let other = match side {
        Side::Low => Side::High,
        Side::High => Side::Low,
    };
    if !entered {
        format!(
            "  Nobody declared {}, so the {} winner takes it all.",
            side.name(),
            other.name()
        )
    } else if st.swings.len() == 1 {
        format!(
            "  The only {} entry was a failed swing, so that half goes to the {} winner too.",
            side.name(),
            other.name()
        )
    } else {
        format!(
            "  The only {} entries were failed swings, so that half goes to the {} winner too.",
            side.name(),
            other.name()
        )
    }
}

fn showdown_text(sd: &Showdown, names: &Names) -> String {
    let st = &sd.settlement;
    let mut lines = vec![format!(
        "{B}Showdown, round {}{E} · pot {}",
        sd.round,
        chips(st.pot)
    )];
    for r in &sd.reveals {
        let who = format!("{} (closed {})", name(names, r.seat), r.closed);
        let line = match &r.declaration {
            Declaration::Low { equation } => {
                format!("Low: {}", side_text(Some(equation), r.low, Side::Low))
            }
            Declaration::High { equation } => {
                format!("High: {}", side_text(Some(equation), r.high, Side::High))
            }
            Declaration::Swing { low, high } => format!(
                "Swing: Low {} · High {}",
                side_text(Some(low), r.low, Side::Low),
                side_text(Some(high), r.high, Side::High)
            ),
            Declaration::NoEquation => "no valid equation (four zeros): takes no part".into(),
        };
        lines.push(format!("• {who}: {line}"));
    }
    for sw in &st.swings {
        let who = name(names, sw.seat);
        let beaten_by = |all: &Option<SideWin>| {
            all.as_ref()
                .map(|w| name(names, w.winner))
                .unwrap_or_default()
        };
        lines.push(if sw.succeeded() {
            format!(
                "{who} swung and won both sides: the whole pot of {} is theirs.",
                chips(st.pot)
            )
        } else {
            let lost = match (sw.won_low, sw.won_high) {
                (true, false) => format!("won Low but lost High to {}", beaten_by(&st.high_all)),
                (false, true) => format!("won High but lost Low to {}", beaten_by(&st.low_all)),
                _ => "won neither side".to_string(),
            };
            format!("{who} swung and {lost}: nothing for them, and they leave both sides.")
        });
        for (side, all) in [(Side::Low, &st.low_all), (Side::High, &st.high_all)] {
            if let Some(line) = all
                .as_ref()
                .filter(|w| w.tied.iter().any(|(s, _)| *s == sw.seat))
                .and_then(|w| tie_text(w, side, names))
            {
                lines.push(line);
            }
        }
    }
    if st.swing_winner().is_none() {
        let win_line = |w: &SideWin, side: Side, amount: u32, what: &str| {
            let target = if side == Side::Low { 1 } else { 20 };
            format!(
                "{what} ({}): {}, closest to {target} ({} away).",
                chips(amount),
                name(names, w.winner),
                number(w.distance)
            )
        };
        match (&st.low, &st.high) {
            (Some(low), Some(high)) => {
                let half = st.pot / 2;
                lines.push(win_line(low, Side::Low, half, "Low half"));
                lines.extend(tie_text(low, Side::Low, names));
                lines.push(win_line(high, Side::High, half, "High half"));
                lines.extend(tie_text(high, Side::High, names));
            }
            (Some(w), None) => {
                lines.push(win_line(w, Side::Low, st.pot, "The whole pot"));
                lines.push(empty_side_line(st, Side::High));
                lines.extend(tie_text(w, Side::Low, names));
            }
            (None, Some(w)) => {
                lines.push(win_line(w, Side::High, st.pot, "The whole pot"));
                lines.push(empty_side_line(st, Side::Low));
                lines.extend(tie_text(w, Side::High, names));
            }
            (None, None) if sd.carry_shared => {
                let who: Vec<String> = st.swings.iter().map(|s| name(names, s.seat)).collect();
                lines.push(format!(
                    "Only failed swings declared, so nobody wins the pot of {}. It cannot wait \
                     for another round, so {} share it now.",
                    chips(st.carried),
                    who.join(" and ")
                ));
            }
            (None, None) => lines.push(format!(
                "Only failed swings declared, so nobody wins the pot of {}: it carries over to \
                 the next round.",
                chips(st.carried)
            )),
        }
    }
    if st.removed > 0 {
        lines.push(format!(
            "The pot does not split evenly: {} leaves the game.",
            chips(st.removed)
        ));
    }
    if !sd.best.is_empty() {
        lines.push("Best possible with these cards:".into());
        for (seat, best) in &sd.best {
            let part = |a: &Option<rules::equation_hi_lo::solver::Arrangement>| {
                a.as_ref()
                    .map(|a| format!("`{}` = {}", a.equation, number(a.value)))
                    .unwrap_or_else(|| "none".into())
            };
            lines.push(format!(
                "  {}: Low {} · High {}",
                name(names, *seat),
                part(&best.low),
                part(&best.high)
            ));
        }
    }
    lines.join("\n")
}

/// The form codes of this round: `lo-r3`, `hi-r3`, `sw-r3`, `ck-r3`.
fn form_code(kind: &str, round: u32) -> String {
    format!("{kind}-r{round}")
}

/// The hint shown in every equation input: the cards to use.
fn hint(state: &State, seat: Seat) -> String {
    let Some(h) = state.hand(seat).map(|h| h.holding()) else {
        return String::new();
    };
    let numbers: Vec<String> = h.numbers.iter().map(u8::to_string).collect();
    let roots = match h.roots {
        0 => String::new(),
        n => format!(" · √ ×{n}"),
    };
    format!(
        "Use {}{roots} · {} · e.g. 3 x 4 / 2 - 1, r9 for √9",
        numbers.join(" "),
        ops_text(&h.ops)
    )
}

/// Parses an equation typed in field `id` and checks it against the seat's cards.
fn typed(
    state: &State,
    seat: Seat,
    fields: &BTreeMap<String, String>,
    id: &str,
    what: &str,
) -> Result<Equation, RuleError> {
    let text = fields.get(id).map(String::as_str).unwrap_or("").trim();
    let fail = |e: RuleError| RuleError::new(format!("{what} `{text}`: {e}"));
    let eq = Equation::parse(text).map_err(fail)?;
    let hand = state
        .hand(seat)
        .ok_or_else(|| RuleError::new("You have no hand this round."))?;
    check(&eq, &hand.holding()).map_err(fail)?;
    Ok(eq)
}

/// The private answer to "check an equation" (HL-10): its value, both distances, and whether
/// it fits the cards. Nothing is handed in.
fn check_note(state: &State, seat: Seat, text: &str) -> String {
    let text = text.trim();
    let eq = match Equation::parse(text) {
        Ok(eq) => eq,
        Err(e) => return format!("Checked `{text}`: {e}"),
    };
    let fits = state
        .hand(seat)
        .map(|h| check(&eq, &h.holding()))
        .unwrap_or_else(|| Err(RuleError::new("You have no hand this round.")));
    let value = match evaluate(&eq) {
        Ok(v) => {
            let (d1, d20) = distances(v);
            format!(
                "`{eq}` = {}: {} from 1, {} from 20.",
                number(v),
                number(d1),
                number(d20)
            )
        }
        Err(_) => format!("`{eq}` divides by zero."),
    };
    match fits {
        Ok(_) => format!("Checked (nothing handed in): {value} It uses your cards correctly."),
        Err(e) => {
            format!("Checked (nothing handed in): {value} But it does not fit your cards: {e}")
        }
    }
}

impl Present for EquationHiLo {
    const SCORE_UNIT: &'static str = "chips";

    fn play_options() -> Vec<CommandOption> {
        let option = |name, description, kind| CommandOption {
            name,
            description,
            kind,
            required: false,
        };
        vec![
            option(
                "chips",
                "Equation Hi-Lo: starting chips (50 if not given)",
                OptionKind::Integer {
                    min: 1,
                    max: i64::from(rules::equation_hi_lo::options::MAX_CHIPS),
                },
            ),
            option(
                "ante",
                "Equation Hi-Lo: the ante each round (1 if not given)",
                OptionKind::Integer {
                    min: 1,
                    max: i64::from(rules::equation_hi_lo::options::MAX_CHIPS),
                },
            ),
            option(
                "rounds",
                "Equation Hi-Lo: 0-100 rounds, 0 = until one has chips (5)",
                OptionKind::Integer {
                    min: 0,
                    max: i64::from(rules::equation_hi_lo::options::MAX_ROUNDS),
                },
            ),
            option(
                "best",
                "Equation Hi-Lo: show each hand's best Low and High after a showdown",
                OptionKind::Choice(vec![("yes", "Yes"), ("no", "No")]),
            ),
        ]
    }

    fn lobby_options() -> Vec<LobbyOption> {
        lobby::lobby_options()
    }

    fn set_lobby_option(
        options: &Options,
        key: &str,
        values: &[String],
    ) -> Result<Options, RuleError> {
        lobby::set_lobby_option(options, key, values)
    }

    fn lobby_text(options: &Options, _names: &Names) -> String {
        lobby::lobby_text(options)
    }

    fn action_path(state: &State, seat: Seat, action: &Action, _names: &Names) -> Vec<Step> {
        let mine = state.wagered.get(seat).copied().unwrap_or(0);
        match action {
            Action::Check => vec![Step::new("ck", "Check")],
            Action::Call => {
                let high = state.max_wager();
                vec![Step::new(
                    "cl",
                    format!("Call {} ({high} in total)", high.saturating_sub(mine)),
                )]
            }
            Action::Fold => vec![Step::new("fd", "Fold")],
            Action::Bet { to } => {
                let high = bet_range(state, seat).map_or(*to, |(_, high)| high);
                let word = if is_raise(state, seat) {
                    "Raise"
                } else {
                    "Bet"
                };
                let first = Step::new("b", format!("{word}… (up to {high} in total)"));
                let last = Step::new(
                    format!("t{to}"),
                    format!("{word} to {to} in total (+{})", to.saturating_sub(mine)),
                );
                // A long range of amounts is paged by the table's shared pager, and the
                // amount can be typed.
                vec![first, last.typed(to.to_string())]
            }
            Action::Discard { op: Op::Add } => vec![Step::new("dp", "The × replaces my +")],
            Action::Discard { op: _ } => vec![Step::new("dm", "The × replaces my −")],
            Action::Declare {
                declaration: Declaration::NoEquation,
            } => vec![Step::new("ne", "Hand in without an equation")],
            // Typed in a form instead.
            Action::Declare { .. } => Vec::new(),
        }
    }

    fn board_text(view: &View, names: &Names) -> String {
        table_text(view, names)
    }

    fn private_text(view: &View, names: &Names) -> String {
        let table = table_text(view, names);
        match (view.viewer, private_part(view)) {
            (Viewer::Seat(_), Some(mine)) if !mine.is_empty() => format!("{mine}\n\n{table}"),
            _ => table,
        }
    }

    fn event_text(event: &Event, names: &Names) -> String {
        let n = |s: &Seat| name(names, *s);
        match event {
            Event::RoundStarted {
                round,
                dealer,
                cap,
                ante,
                ..
            } => format!(
                "{B}Round {round}{E}: {} deals. Everyone antes {ante}; nobody may put in more than \
                 {cap} this round.",
                n(dealer)
            ),
            Event::Dealt {
                opening,
                closed,
                open,
            } => {
                let parts: Vec<String> = open
                    .iter()
                    .enumerate()
                    .filter(|(s, cards)| {
                        !cards.is_empty() || closed.get(*s).is_some_and(Option::is_some)
                    })
                    .map(|(s, cards)| {
                        let mine = closed
                            .get(s)
                            .copied()
                            .flatten()
                            .map(|c| format!(" (your closed card: {c})"))
                            .unwrap_or_default();
                        format!("{}{mine}: {}", n(&s), open_text(cards))
                    })
                    .collect();
                if *opening {
                    format!(
                        "Dealt (one closed card each, then open): {}",
                        parts.join("; ")
                    )
                } else {
                    format!("4th card: {}", parts.join("; "))
                }
            }
            Event::SecondTimes { seat } => format!(
                "{} drew a second ×: it is shuffled back and the card is dealt again.",
                n(seat)
            ),
            Event::Discarded { seat, op } => match op {
                Some(op) => format!("You gave up your {op} for the ×."),
                None => format!("{} chose which operator the × replaces.", n(seat)),
            },
            Event::Checked { seat } => format!("{} checks.", n(seat)),
            Event::Called { seat, to } => format!("{} calls ({to} in total).", n(seat)),
            Event::Bet { seat, to, raise } => format!(
                "{} {} to {to} in total.",
                n(seat),
                if *raise { "raises" } else { "bets" }
            ),
            Event::Folded { seat } => format!("{} folds.", n(seat)),
            Event::BettingSkipped { street } => format!(
                "Everyone still in is at the cap: the {} is skipped.",
                street_name(*street)
            ),
            Event::Submitted { seat, declaration } => match declaration {
                Some(d) => format!("You handed in {}.", declaration_text(d)),
                None => format!("{} has handed in their declaration.", n(seat)),
            },
            Event::Showdown { showdown } => showdown_text(showdown, names),
            Event::WonUncontested { seat, pot } => format!(
                "Everyone else folded: {} takes the pot of {} without a showdown.",
                n(seat),
                chips(*pot)
            ),
            Event::CarrySplit {
                seats,
                each,
                removed,
            } => {
                let who: Vec<String> = seats.iter().map(n).collect();
                let mut line = format!(
                    "The pot nobody won is shared by {}: {} each.",
                    who.join(" and "),
                    chips(*each)
                );
                if *removed > 0 {
                    let _ = write!(line, " {} left over leaves the game.", chips(*removed));
                }
                line
            }
            Event::Eliminated { seat, .. } => format!("{} is out of chips.", n(seat)),
            Event::GameOver {
                chips: stacks,
                places,
            } => {
                let table = standings(places, |s| stacks.get(s).copied().unwrap_or(0), |s| n(&s));
                format!("Game over! {table}")
            }
        }
    }

    fn rules_text() -> &'static str {
        RULES
    }

    fn forms(state: &State, seat: Seat) -> Vec<Form> {
        let open = state.phase == Phase::Declaring
            && state.live(seat)
            && state.submissions.get(seat) == Some(&None);
        let Some(default) = state
            .hand(seat)
            .filter(|_| open)
            .and_then(default_arrangement)
        else {
            return Vec::new();
        };
        let round = state.round;
        let hint = hint(state, seat);
        let input_with = |id: &str, label: &str, value: Option<&Equation>| FormInput {
            id: id.into(),
            label: label.into(),
            placeholder: Some(hint.clone()),
            value: value.map(Equation::to_string),
            max_length: 100,
        };
        let input = |id: &str, label: &str| input_with(id, label, Some(&default));
        // A Swing's two equations must differ (section 7): its Low starts with another
        // arrangement, never the best one (HL-10).
        let swing_low = state.hand(seat).and_then(swing_low_arrangement);
        vec![
            Form {
                code: form_code("lo", round),
                button: "Declare Low (1)".into(),
                title: "Declare Low: aim for 1".into(),
                inputs: vec![input("low", "Your equation for 1")],
            },
            Form {
                code: form_code("hi", round),
                button: "Declare High (20)".into(),
                title: "Declare High: aim for 20".into(),
                inputs: vec![input("high", "Your equation for 20")],
            },
            Form {
                code: form_code("sw", round),
                button: "Declare Swing (1 and 20)".into(),
                title: "Declare Swing: win both or nothing".into(),
                inputs: vec![
                    input_with("low", "Equation for 1 (Low)", swing_low.as_ref()),
                    input("high", "Equation for 20 (High)"),
                ],
            },
            Form {
                code: form_code("ck", round),
                button: "Check an equation (private)".into(),
                title: "Check an equation privately".into(),
                inputs: vec![input("equation", "Equation to check")],
            },
        ]
    }

    fn submit_form(
        state: &State,
        seat: Seat,
        code: &str,
        fields: &BTreeMap<String, String>,
    ) -> Result<FormOutcome<Action>, RuleError> {
        let kind = code.split('-').next().unwrap_or_default();
        let declaration = match kind {
            "lo" => Declaration::Low {
                equation: typed(state, seat, fields, "low", "Your equation for 1")?,
            },
            "hi" => Declaration::High {
                equation: typed(state, seat, fields, "high", "Your equation for 20")?,
            },
            "sw" => Declaration::Swing {
                low: typed(state, seat, fields, "low", "Your equation for 1")?,
                high: typed(state, seat, fields, "high", "Your equation for 20")?,
            },
            "ck" => {
                let text = fields.get("equation").map(String::as_str).unwrap_or("");
                return Ok(FormOutcome::Note(check_note(state, seat, text)));
            }
            _ => return Err(RuleError::new("This form is not in use any more.")),
        };
        Ok(FormOutcome::Action(Action::Declare { declaration }))
    }
}

/// Our own summary of the game for `/rules`.
const RULES: &str = "\
**Equation Hi-Lo** (2-8 players): bet on the equation you can make from your cards.

**Cards:** a deck of numbers 0-10 in four suits (Gold, Silver, Bronze, Black), four × and four √. \
Every round you also get the operators + − ÷.

**A round:** everyone antes. You get one closed number card (only you see it) and two open cards, \
then a betting round, a 4th open card, a second betting round, and the showdown. An open √ brings \
an extra number; an open × also brings an extra number and replaces your + or − (your choice, kept \
secret). You never hold more than one ×.

**Betting:** check, bet, raise, call or fold. Nobody may put in more in one round (ante included) \
than the smallest stack at the start of the round; once everyone is at that cap, betting stops.

**Showdown:** in secret, declare **Low** (aim for 1), **High** (aim for 20) or **Swing** (both, \
with two arrangements), with your equation: all 4 numbers and your 3 operators, each once, a √ \
right before a number, no brackets, × and ÷ before + and −, never dividing by zero. You can check \
an equation privately before handing it in. The closest Low and the closest High split the pot; an \
odd chip leaves the game. A swing must win both sides to take everything, or gets nothing. Equal \
distances go to the best key card (highest number for High, lowest for Low, then suit).

**End:** after the set number of rounds, or when one player has all the chips left; most chips \
wins. At 0 chips you are out.";

#[cfg(test)]
mod tests {
    use super::*;
    use rules::equation_hi_lo::{Options, Suit};
    use rules::Game;

    fn names(n: usize) -> Vec<String> {
        [
            "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gus", "Hana",
        ][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// A tiny deterministic generator, so the tests need no extra dependency.
    struct XorShift(u64);
    impl XorShift {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// Plays random games (random menu actions and random typed declarations through the
    /// forms) and calls `check` on every state before each move.
    fn playouts(games: u64, mut check: impl FnMut(&State)) {
        for seed in 0..games {
            let players = 2 + (seed % 7) as usize;
            let options = Options {
                chips: 8 + (seed % 30) as u32,
                rounds: 3,
                ..Options::default()
            };
            let mut s = EquationHiLo::setup(&options, players, seed).unwrap();
            let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            while let Some(p) = {
                check(&s);
                EquationHiLo::prompts(&s).into_iter().next()
            } {
                let forms = EquationHiLo::forms(&s, p.seat);
                let action = if forms.is_empty() {
                    let legal = EquationHiLo::legal(&s, p.seat);
                    legal[rng.below(legal.len())].clone()
                } else {
                    let form = &forms[rng.below(3)];
                    let fields: BTreeMap<String, String> = form
                        .inputs
                        .iter()
                        .map(|i| (i.id.clone(), i.value.clone().unwrap()))
                        .collect();
                    match EquationHiLo::submit_form(&s, p.seat, &form.code, &fields).unwrap() {
                        FormOutcome::Action(a) => a,
                        FormOutcome::Note(n) => panic!("a declaration form gave a note: {n}"),
                    }
                };
                EquationHiLo::apply(&mut s, p.seat, action).unwrap();
            }
        }
    }

    /// Whether `text` shows `card` (as "Gold 1", not as part of "Gold 10").
    fn shows(text: &str, card: Card) -> bool {
        let word = card.to_string();
        text.match_indices(&word).any(|(i, _)| {
            !text[i + word.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
        })
    }

    #[test]
    fn paths_are_valid_unique_and_prefix_free() {
        playouts(150, |s| {
            for seat in 0..s.players() {
                let paths: Vec<Vec<Step>> = EquationHiLo::legal(s, seat)
                    .iter()
                    .map(|a| EquationHiLo::action_path(s, seat, a, &[]))
                    .filter(|p| !p.is_empty())
                    .collect();
                let mut codes: Vec<Vec<&str>> = paths
                    .iter()
                    .map(|p| p.iter().map(|s| s.code.as_str()).collect())
                    .collect();
                codes.sort();
                for pair in codes.windows(2) {
                    let (a, b) = (&pair[0], &pair[1]);
                    assert!(
                        !(a.len() <= b.len() && b[..a.len()] == a[..]),
                        "{a:?} {b:?}"
                    );
                }
                for p in &paths {
                    for step in p {
                        assert!(
                            !step.code.is_empty()
                                && step.code.len() <= 12
                                && step.code.bytes().all(|b| b.is_ascii_lowercase()
                                    || b.is_ascii_digit()
                                    || b == b'-'),
                            "{step:?}"
                        );
                        assert!(!step.label.is_empty() && step.label.chars().count() <= 80);
                    }
                }
                for f in EquationHiLo::forms(s, seat) {
                    assert!(f.code.len() <= 12 && f.title.chars().count() <= 45, "{f:?}");
                    assert!((1..=5).contains(&f.inputs.len()));
                    for i in &f.inputs {
                        assert!(i.label.chars().count() <= 45, "{i:?}");
                        assert!(
                            i.placeholder.as_ref().unwrap().chars().count() <= 100,
                            "{i:?}"
                        );
                    }
                }
            }
        });
    }

    #[test]
    fn public_text_never_shows_a_closed_card_or_hidden_operator() {
        let mut checked = 0;
        playouts(150, |s| {
            let n = names(s.players());
            let board = EquationHiLo::board_text(&EquationHiLo::view(s, Viewer::Spectator), &n);
            for seat in 0..s.players() {
                let Some(h) = s.hand(seat) else { continue };
                assert!(!shows(&board, h.closed), "{} in\n{board}", h.closed);
                checked += 1;
                for other in (0..s.players()).filter(|&o| o != seat) {
                    let text =
                        EquationHiLo::private_text(&EquationHiLo::view(s, Viewer::Seat(other)), &n);
                    assert!(!shows(&text, h.closed), "{} in {other}'s\n{text}", h.closed);
                }
                let mine =
                    EquationHiLo::private_text(&EquationHiLo::view(s, Viewer::Seat(seat)), &n);
                assert!(shows(&mine, h.closed), "own closed card missing:\n{mine}");
                assert!(
                    mine.contains(&format!("operators {}", ops_text(&h.ops))),
                    "{mine}"
                );
            }
            for p in EquationHiLo::prompts(s) {
                assert!(!p.what.contains("Gold") && !p.what.contains("Black"));
            }
        });
        assert!(checked > 1000);
    }

    #[test]
    fn event_text_hides_secrets_from_others() {
        let mut s = EquationHiLo::setup(&Options::default(), 3, 4).unwrap();
        let n = names(3);
        // The opening deal, as the events of a fresh round show it.
        let mut events = Vec::new();
        let mut st = State::empty(&Options::default(), 3, 4);
        rules::equation_hi_lo::round::start_round(&mut st, &mut events).unwrap();
        let dealt = events
            .iter()
            .find(|e| matches!(e, Event::Dealt { .. }))
            .unwrap();
        let c0 = st.hand(0).unwrap().closed;
        for viewer in [Viewer::Seat(1), Viewer::Spectator] {
            let line = EquationHiLo::event_text(&EquationHiLo::redact(dealt, viewer).unwrap(), &n);
            assert!(!shows(&line, c0), "{line}");
            assert!(line.starts_with("Dealt"), "{line}");
        }
        let line =
            EquationHiLo::event_text(&EquationHiLo::redact(dealt, Viewer::Seat(0)).unwrap(), &n);
        assert!(line.contains(&format!("your closed card: {c0}")), "{line}");
        // A submission is private until the showdown.
        while s.phase != Phase::Declaring {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let a = EquationHiLo::timeout_action(&s, 0).unwrap();
        let ev = EquationHiLo::apply(&mut s, 0, a).unwrap();
        let public = EquationHiLo::event_text(
            &EquationHiLo::redact(&ev[0], Viewer::Spectator).unwrap(),
            &n,
        );
        assert_eq!(public, "Alice has handed in their declaration.");
        let own =
            EquationHiLo::event_text(&EquationHiLo::redact(&ev[0], Viewer::Seat(0)).unwrap(), &n);
        assert!(own.starts_with("You handed in High (20) with `"), "{own}");
    }

    /// Every amount is one step after "Bet…"; a long range is paged by the shared pager (see
    /// `render`'s tests), and an amount can be typed by its number.
    #[test]
    fn bet_menus_offer_every_amount_and_take_typed_amounts() {
        let options = Options {
            chips: 200,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, 2, 1).unwrap();
        while !matches!(s.phase, Phase::Betting { .. }) {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        let path = EquationHiLo::action_path(&s, to_act, &Action::Bet { to: 57 }, &[]);
        assert_eq!(
            path,
            vec![
                Step::new("b", "Bet… (up to 200 in total)"),
                Step::new("t57", "Bet to 57 in total (+56)").typed("57"),
            ]
        );
        assert!(path[1].answers(" 57") && !path[1].answers("56"));
    }

    #[test]
    fn forms_turn_typed_text_into_declarations_or_private_notes() {
        let mut s = EquationHiLo::setup(&Options::default(), 2, 9).unwrap();
        while s.phase != Phase::Declaring {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let forms = EquationHiLo::forms(&s, 0);
        let codes: Vec<&str> = forms.iter().map(|f| f.code.as_str()).collect();
        assert_eq!(codes, vec!["lo-r1", "hi-r1", "sw-r1", "ck-r1"]);
        let default = default_arrangement(s.hand(0).unwrap()).unwrap();
        let field = |k: &str, v: &str| BTreeMap::from([(k.to_string(), v.to_string())]);
        // Typed with other spellings, it becomes the same equation.
        let typed_text = default
            .to_string()
            .replace('−', "-")
            .replace('÷', "/")
            .replace('×', "x")
            .replace('√', "r")
            .replace(' ', "");
        match EquationHiLo::submit_form(&s, 0, "lo-r1", &field("low", &typed_text)).unwrap() {
            FormOutcome::Action(Action::Declare {
                declaration: Declaration::Low { equation },
            }) => assert_eq!(equation, default),
            other => panic!("{other:?}"),
        }
        // Mistakes come back with the typed text and the reason.
        let err = EquationHiLo::submit_form(&s, 0, "hi-r1", &field("high", "1 + 1")).unwrap_err();
        assert!(
            err.0
                .starts_with("Your equation for 20 `1 + 1`: Use each of your 4 numbers"),
            "{err}"
        );
        let err =
            EquationHiLo::submit_form(&s, 0, "sw-r1", &field("low", &typed_text)).unwrap_err();
        assert!(err.0.contains("Your equation for 20 ``"), "{err}");
        // Checking evaluates privately and hands nothing in.
        match EquationHiLo::submit_form(&s, 0, "ck-r1", &field("equation", &typed_text)).unwrap() {
            FormOutcome::Note(note) => {
                let v = evaluate(&default).unwrap();
                assert!(note.contains(&format!("= {}", number(v))), "{note}");
                assert!(note.contains("uses your cards correctly"), "{note}");
            }
            other => panic!("{other:?}"),
        }
        match EquationHiLo::submit_form(&s, 0, "ck-r1", &field("equation", "10 / 0")).unwrap() {
            FormOutcome::Note(note) => assert!(note.contains("divides by zero"), "{note}"),
            other => panic!("{other:?}"),
        }
        assert!(EquationHiLo::submit_form(&s, 0, "zz-r1", &BTreeMap::new()).is_err());
        // After handing in, no more forms.
        let a = EquationHiLo::timeout_action(&s, 0).unwrap();
        EquationHiLo::apply(&mut s, 0, a).unwrap();
        assert!(EquationHiLo::forms(&s, 0).is_empty());
        assert_eq!(EquationHiLo::forms(&s, 1).len(), 4);
    }

    #[test]
    fn showdown_text_tells_who_won_what_and_why() {
        use rules::equation_hi_lo::showdown::{settle, Contender, Reveal};
        let k = |v, s| Card::number(v, s).unwrap();
        let eq = |t: &str| Equation::parse(t).unwrap();
        let contenders = vec![
            Contender {
                seat: 0,
                low: Some(1.0),
                high: Some(7.25),
                low_key: k(1, Suit::Bronze),
                high_key: k(8, Suit::Gold),
            },
            Contender {
                seat: 1,
                low: Some(0.8),
                high: None,
                low_key: k(0, Suit::Black),
                high_key: k(6, Suit::Silver),
            },
            Contender {
                seat: 2,
                low: None,
                high: Some(18.5),
                low_key: k(1, Suit::Gold),
                high_key: k(10, Suit::Gold),
            },
            Contender {
                seat: 3,
                low: None,
                high: Some(21.5),
                low_key: k(1, Suit::Black),
                high_key: k(7, Suit::Gold),
            },
        ];
        let sd = Showdown {
            round: 2,
            reveals: vec![
                Reveal {
                    seat: 0,
                    closed: k(8, Suit::Gold),
                    declaration: Declaration::Swing {
                        low: eq("3 − 8 ÷ 4 × 1"),
                        high: eq("8 − 3 × 1 ÷ 4"),
                    },
                    low: Some(1.0),
                    high: Some(7.25),
                },
                Reveal {
                    seat: 1,
                    closed: k(0, Suit::Black),
                    declaration: Declaration::Low {
                        equation: eq("2 + 0 − 6 ÷ 5"),
                    },
                    low: Some(0.8),
                    high: None,
                },
                Reveal {
                    seat: 2,
                    closed: k(10, Suit::Gold),
                    declaration: Declaration::High {
                        equation: eq("10 + 9 − 1 ÷ 2"),
                    },
                    low: None,
                    high: Some(18.5),
                },
                Reveal {
                    seat: 3,
                    closed: k(7, Suit::Gold),
                    declaration: Declaration::High {
                        equation: eq("7 × 3 + 1 ÷ 2"),
                    },
                    low: None,
                    high: Some(21.5),
                },
            ],
            settlement: settle(&contenders, 21),
            best: Vec::new(),
            carry_shared: false,
        };
        let text = crate::markup::render(
            &showdown_text(&sd, &names(4)),
            crate::markup::Dialect::Discord,
        );
        for needle in [
            "**Showdown, round 2** · pot 21 chips",
            "• Alice (closed Gold 8): Swing: Low `3 − 8 ÷ 4 × 1` = 1, 0 from 1 · High `8 − 3 × 1 ÷ 4` = 7.25, 12.75 from 20",
            "• Bob (closed Black 0): Low: `2 + 0 − 6 ÷ 5` = 0.8, 0.2 from 1",
            "Alice swung and won Low but lost High to Carol: nothing for them, and they leave both sides.",
            "Low half (10 chips): Bob, closest to 1 (0.2 away).",
            "High half (10 chips): Carol, closest to 20 (1.5 away).",
            "Tie at 1.5 from the target, broken by the Win Order (highest number card; at equal numbers Gold beats Silver, Bronze, Black): Carol's Gold 10 beats Dave's Gold 7.",
            "The pot does not split evenly: 1 chip leaves the game.",
        ] {
            assert!(text.contains(needle), "missing {needle:?} in\n{text}");
        }
    }

    /// A showdown of `contenders` (no reveal lines) for a pot of `pot`.
    fn settled(
        contenders: &[(Seat, Option<f64>, Option<f64>)],
        pot: u32,
        carry_shared: bool,
    ) -> Showdown {
        use rules::equation_hi_lo::showdown::{settle, Contender};
        let k = |v, s| Card::number(v, s).unwrap();
        let contenders: Vec<Contender> = contenders
            .iter()
            .map(|&(seat, low, high)| Contender {
                seat,
                low,
                high,
                low_key: k(seat as u8, Suit::Black),
                high_key: k(10 - seat as u8, Suit::Gold),
            })
            .collect();
        Showdown {
            round: 3,
            reveals: Vec::new(),
            settlement: settle(&contenders, pot),
            best: Vec::new(),
            carry_shared,
        }
    }

    #[test]
    fn a_side_left_empty_says_why() {
        // Alice swings and fails on High; nobody else is on Low: the Low half is not unclaimed,
        // it goes to Bob because the swing failed.
        let text = showdown_text(
            &settled(
                &[(0, Some(1.0), Some(7.25)), (1, None, Some(18.5))],
                21,
                false,
            ),
            &names(2),
        );
        assert!(!text.contains("Nobody"), "{text}");
        for needle in [
            "Alice swung and won Low but lost High to Bob",
            "The whole pot (21 chips): Bob, closest to 20 (1.5 away).",
            "The only Low entry was a failed swing, so that half goes to the High winner too.",
        ] {
            assert!(text.contains(needle), "missing {needle:?} in\n{text}");
        }
        // Two failed swings and one Low declarer: High had only the swings.
        let text = showdown_text(
            &settled(
                &[
                    (0, Some(1.0), Some(7.0)),
                    (1, Some(3.0), Some(20.0)),
                    (2, Some(1.5), None),
                ],
                9,
                false,
            ),
            &names(3),
        );
        assert!(
            text.contains("The only High entries were failed swings, so that half goes to the Low winner too."),
            "{text}"
        );
        // Nobody declared Low at all.
        let text = showdown_text(
            &settled(&[(0, None, Some(21.0)), (1, None, Some(18.5))], 8, false),
            &names(2),
        );
        assert!(
            text.contains("Nobody declared Low, so the High winner takes it all."),
            "{text}"
        );
    }

    #[test]
    fn a_pot_nobody_wins_is_announced_as_carried_or_shared() {
        // HL-11: Alice wins Low, Bob wins High, both swung: nobody wins the pot.
        let swings = [(0, Some(1.0), Some(10.0)), (1, Some(4.0), Some(20.0))];
        let carried = showdown_text(&settled(&swings, 15, false), &names(2));
        assert!(
            carried.contains("nobody wins the pot of 15 chips: it carries over to the next round."),
            "{carried}"
        );
        let shared = showdown_text(&settled(&swings, 15, true), &names(2));
        assert!(!shared.contains("next round"), "{shared}");
        assert!(
            shared.contains("It cannot wait for another round, so Alice and Bob share it now."),
            "{shared}"
        );
        let split = EquationHiLo::event_text(
            &Event::CarrySplit {
                seats: vec![0, 1],
                each: 7,
                removed: 1,
            },
            &names(2),
        );
        assert_eq!(
            split,
            "The pot nobody won is shared by Alice and Bob: 7 chips each. 1 chip left over \
             leaves the game."
        );
    }

    #[test]
    fn raising_is_not_offered_once_the_bet_is_the_cap() {
        // Everyone starts with 6 chips, so the cap is 6.
        let options = Options {
            chips: 6,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, 3, 2).unwrap();
        while !matches!(s.phase, Phase::Betting { .. }) {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        let n = names(3);
        let mine = |s: &State, seat| {
            EquationHiLo::private_text(&EquationHiLo::view(s, Viewer::Seat(seat)), &n)
        };
        EquationHiLo::apply(&mut s, to_act, Action::Bet { to: 4 }).unwrap();
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        assert!(
            mine(&s, to_act)
                .contains("Your turn: call 3 (to 4 in total), raise (up to a total of 6) or fold."),
            "{}",
            mine(&s, to_act)
        );
        EquationHiLo::apply(&mut s, to_act, Action::Bet { to: 6 }).unwrap();
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        let text = mine(&s, to_act);
        assert!(
            text.contains("Your turn: call 5 (to 6 in total, the cap) or fold."),
            "{text}"
        );
        assert!(!text.contains("raise"), "{text}");
        assert_eq!(EquationHiLo::prompts(&s)[0].what, "Call 5 or fold");
    }

    #[test]
    fn the_swing_form_starts_with_two_different_arrangements_that_are_accepted() {
        use rules::equation_hi_lo::solver::arrangements;
        for seed in 0..40 {
            let mut s = EquationHiLo::setup(&Options::default(), 3, seed).unwrap();
            while s.phase != Phase::Declaring {
                let p = EquationHiLo::prompts(&s).remove(0);
                let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
                EquationHiLo::apply(&mut s, p.seat, a).unwrap();
            }
            for seat in s.live_seats() {
                let forms = EquationHiLo::forms(&s, seat);
                let Some(swing) = forms.iter().find(|f| f.code.starts_with("sw-")) else {
                    continue; // four zeros: no equation, no forms
                };
                let fields: BTreeMap<String, String> = swing
                    .inputs
                    .iter()
                    .map(|i| (i.id.clone(), i.value.clone().unwrap()))
                    .collect();
                let hand = s.hand(seat).unwrap();
                // High starts with the HL-5 default, Low with another arrangement.
                assert_eq!(
                    fields["high"],
                    default_arrangement(hand).unwrap().to_string()
                );
                assert_ne!(fields["low"], fields["high"]);
                // HL-10: the Low offered is not the best Low.
                let all = arrangements(&hand.holding());
                let best_low = all
                    .iter()
                    .map(|a| distances(a.value).0)
                    .fold(f64::MAX, f64::min);
                let low = evaluate(&Equation::parse(&fields["low"]).unwrap()).unwrap();
                if all.iter().any(|a| distances(a.value).0 - best_low > 1e-9) {
                    assert!(distances(low).0 - best_low > 1e-9, "{}", fields["low"]);
                }
                let FormOutcome::Action(action) =
                    EquationHiLo::submit_form(&s, seat, &swing.code, &fields).unwrap()
                else {
                    panic!("the Swing form gave a note");
                };
                EquationHiLo::apply(&mut s.clone(), seat, action).unwrap();
            }
        }
    }

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

    #[test]
    fn rules_text_covers_the_essentials() {
        let t = EquationHiLo::rules_text();
        for word in [
            "Low",
            "High",
            "Swing",
            "cap",
            "√",
            "×",
            "odd chip",
            "check an equation",
        ] {
            assert!(t.contains(word), "{word}");
        }
        assert!(t.len() < 2000, "fits one Discord message");
    }
}
