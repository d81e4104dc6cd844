//! The table as text: the public board (from the spectator view) and a seat's private part.

use super::{showdown::*, text::*};
use crate::rules::{EquationHiLo, PhaseView, SeatStatus, View};
use crate::words::WORDS;
use game_kit::{Game, Seat};
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
        PhaseView::Discarding { waiting, .. } => WORDS.say_with(
            "hl-waiting-times",
            &[("who", list(waiting).as_str().into())],
        ),
        PhaseView::Betting {
            street: st,
            to_act,
            high,
        } => WORDS.say_with(
            "hl-betting-line",
            &[
                ("street", street(*st).into()),
                ("name", name(names, *to_act).as_str().into()),
                ("high", (*high).into()),
                ("cap", view.cap.into()),
            ],
        ),
        PhaseView::Declaring { waiting } => WORDS.say_with(
            "hl-declaring-line",
            &[("who", list(waiting).as_str().into())],
        ),
        PhaseView::GameOver => WORDS.say("hl-game-over"),
    }
}

pub(super) fn final_standings(view: &View, names: &Names, out: &mut String) {
    let Some(places) = &view.places else { return };
    let mut seats: Vec<Seat> = (0..places.len()).collect();
    seats.sort_by_key(|&s| (places[s], s));
    let _ = writeln!(out, "{}", WORDS.say("hl-final-standings"));
    for s in seats {
        let detail = match view.seats[s].status {
            SeatStatus::Out { round } if view.seats[s].chips == 0 => {
                WORDS.say_with("hl-standing-out", &[("round", round.into())])
            }
            _ => chips(view.seats[s].chips),
        };
        let line = WORDS.say_with(
            "hl-standing-line",
            &[
                ("place", ordinal(places[s]).as_str().into()),
                ("name", name(names, s).as_str().into()),
                ("detail", detail.as_str().into()),
            ],
        );
        let _ = writeln!(out, "{line}");
    }
}

/// The seat lines and the phase: everything public.
pub(super) fn table_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    let head = WORDS.say_with(
        "hl-board-head",
        &[
            ("game", <EquationHiLo as Game>::NAME.into()),
            ("round", view.round.into()),
            ("rounds", view.rounds.into()),
            ("dealer", name(names, view.dealer).as_str().into()),
        ],
    );
    let _ = writeln!(out, "{head}");
    let mut pot = vec![if view.carry > 0 {
        WORDS.say_with(
            "hl-pot-carried",
            &[("pot", view.pot.into()), ("carry", view.carry.into())],
        )
    } else {
        WORDS.say_with("hl-pot", &[("pot", view.pot.into())])
    }];
    pot.push(WORDS.say_with("hl-cap", &[("cap", view.cap.into())]));
    pot.push(WORDS.say_with("hl-ante", &[("ante", view.ante.into())]));
    if view.removed > 0 {
        pot.push(WORDS.say_with(
            "hl-removed",
            &[("chips", chips(view.removed).as_str().into())],
        ));
    }
    let _ = writeln!(out, "{}", pot.join(" · "));
    let acting = match &view.phase {
        PhaseView::Betting { to_act, .. } => Some(*to_act),
        _ => None,
    };
    for (s, seat) in view.seats.iter().enumerate() {
        let marker = if acting == Some(s) { "▶" } else { "·" };
        let who = name(names, s);
        let line = match seat.status {
            SeatStatus::Out { round } => WORDS.say_with("hl-seat-out", &[("round", round.into())]),
            status => {
                let mut parts = vec![
                    chips(seat.chips),
                    WORDS.say_with("hl-seat-in", &[("wagered", seat.wagered.into())]),
                ];
                if !seat.open.is_empty() {
                    parts.push(format!("▮ {}", open_text(&seat.open)));
                }
                if status == SeatStatus::Folded {
                    parts.push(WORDS.say("hl-seat-folded"));
                } else if seat.at_cap && view.phase != PhaseView::GameOver {
                    parts.push(WORDS.say("hl-seat-at-cap"));
                }
                if seat.choosing {
                    parts.push(WORDS.say("hl-seat-choosing"));
                }
                if seat.submitted {
                    parts.push(WORDS.say("hl-seat-handed-in"));
                }
                parts.join(" · ")
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
        let open = if seat.open.is_empty() {
            WORDS.say("hl-none-yet")
        } else {
            open_text(&seat.open)
        };
        let line = WORDS.say_with(
            "hl-closed-line",
            &[
                ("closed", card_name(closed).as_str().into()),
                ("open", open.as_str().into()),
            ],
        );
        let _ = writeln!(out, "{line}");
        let numbers: Vec<String> = me.numbers.iter().map(u8::to_string).collect();
        let mut holding = vec![WORDS.say_with(
            "hl-holding-numbers",
            &[("numbers", numbers.join(" ").as_str().into())],
        )];
        if me.roots > 0 {
            holding.push(format!("√ ×{}", me.roots));
        }
        let ops = ops_text(&me.ops);
        holding.push(WORDS.say_with(
            if me.choosing {
                "hl-holding-ops-waiting"
            } else {
                "hl-holding-ops"
            },
            &[("ops", ops.as_str().into())],
        ));
        let _ = writeln!(out, "{}", holding.join(" · "));
    }
    if let Some(d) = &me.submission {
        let line = WORDS.say_with(
            "hl-handed-in-final",
            &[("declaration", declaration_text(d).as_str().into())],
        );
        let _ = writeln!(out, "{line}");
    }
    let line = match &view.phase {
        PhaseView::Discarding { .. } if me.choosing => Some(WORDS.say("hl-you-drew-times")),
        PhaseView::Betting { to_act, high, .. } if *to_act == me.seat => {
            Some(match (me.to_call, me.bet_range) {
                (None, Some((_, cap))) => {
                    WORDS.say_with("hl-your-turn-check", &[("cap", cap.into())])
                }
                (None, None) => WORDS.say("hl-your-turn-check-no-bet"),
                (Some(owe), Some((_, cap))) => WORDS.say_with(
                    "hl-your-turn-raise",
                    &[
                        ("owe", owe.into()),
                        ("high", (*high).into()),
                        ("cap", cap.into()),
                    ],
                ),
                // The highest wager is already the cap: no raise is possible (HL-2).
                (Some(owe), None) => WORDS.say_with(
                    "hl-your-turn-call",
                    &[("owe", owe.into()), ("high", (*high).into())],
                ),
            })
        }
        PhaseView::Declaring { waiting } if waiting.contains(&me.seat) => {
            if me.numbers.iter().all(|&n| n == 0) {
                Some(WORDS.say("hl-four-zeros"))
            } else {
                Some(WORDS.say_with("hl-declare-now", &[("roots", me.roots.into())]))
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
