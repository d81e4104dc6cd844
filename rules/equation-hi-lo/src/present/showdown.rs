//! The showdown as text: every live hand's declaration, equations and distances, who won
//! which half and why (sections 9-11, HL-7, HL-8, HL-11).

use super::text::*;
use crate::rules::evaluate::{distances, evaluate};
use crate::rules::showdown::{Side, SideWin};
use crate::rules::{Declaration, Equation, Settlement, Showdown};
use present_kit::markup::{B, E};
use present_kit::present::Names;

pub(super) fn declaration_text(d: &Declaration) -> String {
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
pub(super) fn side_text(eq: Option<&Equation>, result: Option<f64>, side: Side) -> String {
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
pub(super) fn tie_text(win: &SideWin, side: Side, names: &Names) -> Option<String> {
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
pub(super) fn empty_side_line(st: &Settlement, side: Side) -> String {
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

pub(super) fn showdown_text(sd: &Showdown, names: &Names) -> String {
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
            let part = |a: &Option<crate::rules::solver::Arrangement>| {
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
