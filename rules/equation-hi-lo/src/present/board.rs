//! The table as text: the public board (from the spectator view) and a seat's private part.

use super::{showdown::*, text::*};
use crate::rules::{PhaseView, SeatStatus, View};
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::text::ordinal;
use std::fmt::Write;

/// What the table waits for, in public terms.
pub(super) fn phase_line(view: &View, names: &Names) -> String {
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

pub(super) fn final_standings(view: &View, names: &Names, out: &mut String) {
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
pub(super) fn table_text(view: &View, names: &Names) -> String {
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
pub(super) fn private_part(view: &View) -> Option<String> {
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

#[cfg(test)]
mod tests {
    use super::*;

    use present_kit::present::Present;

    use crate::rules::EquationHiLo;
    use game_kit::Viewer;

    use crate::present::testing::*;

    use game_kit::Game;

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
}
