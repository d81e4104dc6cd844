//! The showdown as text: every live hand's declaration, equations and distances, who won
//! which half and why (sections 9-11, HL-7, HL-8, HL-11).

use super::text::*;
use crate::rules::evaluate::{distances, evaluate};
use crate::rules::showdown::{Side, SideWin};
use crate::rules::{Declaration, Equation, Settlement, Showdown};
use crate::words::WORDS;
use present_kit::present::Names;

/// An equation with its value: "`eq` = 1.5" (just "`eq`" when it divides by zero).
fn with_value(e: &Equation) -> String {
    match evaluate(e) {
        Ok(v) => format!("`{e}` = {}", number(v)),
        Err(_) => format!("`{e}`"),
    }
}

pub(super) fn declaration_text(d: &Declaration) -> String {
    match d {
        Declaration::Low { equation } => WORDS.say_with(
            "hl-declared-low",
            &[("equation", with_value(equation).as_str().into())],
        ),
        Declaration::High { equation } => WORDS.say_with(
            "hl-declared-high",
            &[("equation", with_value(equation).as_str().into())],
        ),
        Declaration::Swing { low, high } => WORDS.say_with(
            "hl-declared-swing",
            &[
                ("low", with_value(low).as_str().into()),
                ("high", with_value(high).as_str().into()),
            ],
        ),
        Declaration::NoEquation => WORDS.say("hl-declared-none"),
    }
}

/// One side of one revealed hand: "`eq` = 1.286, 0.286 from 1".
pub(super) fn side_text(eq: Option<&Equation>, result: Option<f64>, side: Side) -> String {
    let (Some(eq), Some(v)) = (eq, result) else {
        return String::new();
    };
    let (d1, d20) = distances(v);
    let (key, away) = match side {
        Side::Low => ("hl-side-low", d1),
        Side::High => ("hl-side-high", d20),
    };
    WORDS.say_with(
        key,
        &[
            ("equation", format!("`{eq}`").as_str().into()),
            ("value", number(v).as_str().into()),
            ("away", number(away).as_str().into()),
        ],
    )
}

/// "Tied at 1.5 with Bea: Win Order by highest number card, Gold 10 beats Gold 7."
pub(super) fn tie_text(win: &SideWin, side: Side, names: &Names) -> Option<String> {
    let (winner, key) = win.tied.first()?;
    let others: Vec<String> = win.tied[1..]
        .iter()
        .map(|(s, c)| {
            WORDS.say_with(
                "hl-whose-card",
                &[
                    ("name", name(names, *s).as_str().into()),
                    ("card", card_name(*c).as_str().into()),
                ],
            )
        })
        .collect();
    Some(format!(
        "  {}",
        WORDS.say_with(
            "hl-tie",
            &[
                ("side", side_key(side).into()),
                ("away", number(win.distance).as_str().into()),
                ("name", name(names, *winner).as_str().into()),
                ("card", card_name(*key).as_str().into()),
                (
                    "others",
                    present_kit::alt::and_list(&others).as_str().into()
                ),
            ],
        )
    ))
}

/// "low" or "high": the `$side` of a message that chooses by it.
pub(super) fn side_key(side: Side) -> &'static str {
    match side {
        Side::Low => "low",
        Side::High => "high",
    }
}

/// Why one side pays nothing when the other side's winner takes the whole pot: nobody declared
/// it, or only swing players who failed, and they leave both sides (section 11, HL-8).
pub(super) fn empty_side_line(st: &Settlement, side: Side) -> String {
    let entered = match side {
        Side::Low => st.low_all.is_some(),
        Side::High => st.high_all.is_some(),
    };
    let key = if !entered {
        "hl-side-undeclared"
    } else {
        "hl-side-failed-swings"
    };
    format!(
        "  {}",
        WORDS.say_with(
            key,
            &[
                ("side", side_key(side).into()),
                ("swings", st.swings.len().into())
            ]
        )
    )
}

pub(super) fn showdown_text(sd: &Showdown, names: &Names) -> String {
    let st = &sd.settlement;
    let mut lines = vec![WORDS.say_with(
        "hl-showdown-head",
        &[
            ("round", sd.round.into()),
            ("pot", chips(st.pot).as_str().into()),
        ],
    )];
    for r in &sd.reveals {
        let who = WORDS.say_with(
            "hl-revealed",
            &[
                ("name", name(names, r.seat).as_str().into()),
                ("card", card_name(r.closed).as_str().into()),
            ],
        );
        let line = match &r.declaration {
            Declaration::Low { equation } => WORDS.say_with(
                "hl-reveal-low",
                &[(
                    "low",
                    side_text(Some(equation), r.low, Side::Low).as_str().into(),
                )],
            ),
            Declaration::High { equation } => WORDS.say_with(
                "hl-reveal-high",
                &[(
                    "high",
                    side_text(Some(equation), r.high, Side::High)
                        .as_str()
                        .into(),
                )],
            ),
            Declaration::Swing { low, high } => WORDS.say_with(
                "hl-reveal-swing",
                &[
                    (
                        "low",
                        side_text(Some(low), r.low, Side::Low).as_str().into(),
                    ),
                    (
                        "high",
                        side_text(Some(high), r.high, Side::High).as_str().into(),
                    ),
                ],
            ),
            Declaration::NoEquation => WORDS.say("hl-reveal-none"),
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
            WORDS.say_with(
                "hl-swing-won",
                &[
                    ("name", who.as_str().into()),
                    ("pot", chips(st.pot).as_str().into()),
                ],
            )
        } else {
            let (how, by) = match (sw.won_low, sw.won_high) {
                (true, false) => ("low", beaten_by(&st.high_all)),
                (false, true) => ("high", beaten_by(&st.low_all)),
                _ => ("neither", String::new()),
            };
            WORDS.say_with(
                "hl-swing-failed",
                &[
                    ("name", who.as_str().into()),
                    ("won", how.into()),
                    ("by", by.as_str().into()),
                ],
            )
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
        let win_line = |w: &SideWin, side: Side, amount: u32, half: bool| {
            WORDS.say_with(
                if half { "hl-half-won" } else { "hl-pot-won" },
                &[
                    ("side", side_key(side).into()),
                    ("chips", chips(amount).as_str().into()),
                    ("name", name(names, w.winner).as_str().into()),
                    ("away", number(w.distance).as_str().into()),
                ],
            )
        };
        match (&st.low, &st.high) {
            (Some(low), Some(high)) => {
                let half = st.pot / 2;
                lines.push(win_line(low, Side::Low, half, true));
                lines.extend(tie_text(low, Side::Low, names));
                lines.push(win_line(high, Side::High, half, true));
                lines.extend(tie_text(high, Side::High, names));
            }
            (Some(w), None) => {
                lines.push(win_line(w, Side::Low, st.pot, false));
                lines.push(empty_side_line(st, Side::High));
                lines.extend(tie_text(w, Side::Low, names));
            }
            (None, Some(w)) => {
                lines.push(win_line(w, Side::High, st.pot, false));
                lines.push(empty_side_line(st, Side::Low));
                lines.extend(tie_text(w, Side::High, names));
            }
            (None, None) if sd.carry_shared => {
                let who: Vec<String> = st.swings.iter().map(|s| name(names, s.seat)).collect();
                lines.push(WORDS.say_with(
                    "hl-failed-swings-shared",
                    &[
                        ("pot", chips(st.carried).as_str().into()),
                        ("who", present_kit::alt::and_list(&who).as_str().into()),
                    ],
                ));
            }
            (None, None) => lines.push(WORDS.say_with(
                "hl-failed-swings-carried",
                &[("pot", chips(st.carried).as_str().into())],
            )),
        }
    }
    if st.removed > 0 {
        lines.push(WORDS.say_with(
            "hl-odd-chip",
            &[("chips", chips(st.removed).as_str().into())],
        ));
    }
    if !sd.best.is_empty() {
        lines.push(WORDS.say("hl-best-head"));
        for (seat, best) in &sd.best {
            let part = |a: &Option<crate::rules::solver::Arrangement>| {
                a.as_ref()
                    .map(|a| format!("`{}` = {}", a.equation, number(a.value)))
                    .unwrap_or_else(|| WORDS.say("hl-best-none"))
            };
            lines.push(format!(
                "  {}",
                WORDS.say_with(
                    "hl-best-line",
                    &[
                        ("name", name(names, *seat).as_str().into()),
                        ("low", part(&best.low).as_str().into()),
                        ("high", part(&best.high).as_str().into()),
                    ],
                )
            ));
        }
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    use present_kit::present::Present;

    use crate::rules::{Card, Declaration, Equation, EquationHiLo, Event, Showdown};
    use game_kit::Seat;

    use crate::present::testing::*;

    use crate::rules::Suit;

    #[test]
    fn showdown_text_tells_who_won_what_and_why() {
        use crate::rules::showdown::{settle, Contender, Reveal};
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
        let text = present_kit::markup::render(
            &showdown_text(&sd, &names(4)),
            present_kit::markup::Dialect::Discord,
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
        use crate::rules::showdown::{settle, Contender};
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
}
