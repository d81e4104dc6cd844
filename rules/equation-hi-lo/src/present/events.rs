//! One line per event, as the viewer may see it.

use super::{showdown::*, text::*};
use crate::rules::Event;
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::Names;
use present_kit::text::standings;

pub(super) fn event_text(event: &Event, names: &Names) -> String {
    let n = |s: &Seat| name(names, *s);
    let one = |key: &str, seat: &Seat| WORDS.say_with(key, &[("name", n(seat).as_str().into())]);
    match event {
        Event::RoundStarted {
            round,
            dealer,
            cap,
            ante,
            ..
        } => WORDS.say_with(
            "hl-ev-round",
            &[
                ("round", (*round).into()),
                ("dealer", n(dealer).as_str().into()),
                ("ante", (*ante).into()),
                ("cap", (*cap).into()),
            ],
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
                .map(|(s, cards)| match closed.get(s).copied().flatten() {
                    Some(c) => WORDS.say_with(
                        "hl-ev-dealt-mine",
                        &[
                            ("name", n(&s).as_str().into()),
                            ("card", card_name(c).as_str().into()),
                            ("open", open_text(cards).as_str().into()),
                        ],
                    ),
                    None => format!("{}: {}", n(&s), open_text(cards)),
                })
                .collect();
            WORDS.say_with(
                if *opening {
                    "hl-ev-dealt"
                } else {
                    "hl-ev-fourth"
                },
                &[("parts", parts.join("; ").as_str().into())],
            )
        }
        Event::SecondTimes { seat } => one("hl-ev-second-times", seat),
        Event::Discarded { seat, op } => match op {
            Some(op) => WORDS.say_with(
                "hl-ev-gave-up",
                &[("op", op.symbol().to_string().as_str().into())],
            ),
            None => one("hl-ev-placed-times", seat),
        },
        Event::Checked { seat } => one("hl-ev-checks", seat),
        Event::Called { seat, to } => WORDS.say_with(
            "hl-ev-calls",
            &[("name", n(seat).as_str().into()), ("to", (*to).into())],
        ),
        Event::Bet { seat, to, raise } => WORDS.say_with(
            "hl-ev-bets",
            &[
                ("name", n(seat).as_str().into()),
                ("raise", if *raise { "yes" } else { "no" }.into()),
                ("to", (*to).into()),
            ],
        ),
        Event::Folded { seat } => one("hl-ev-folds", seat),
        Event::BettingSkipped { street: st } => {
            WORDS.say_with("hl-ev-skipped", &[("street", street(*st).into())])
        }
        Event::Submitted { seat, declaration } => match declaration {
            Some(d) => WORDS.say_with(
                "hl-ev-you-handed-in",
                &[("declaration", declaration_text(d).as_str().into())],
            ),
            None => one("hl-ev-handed-in", seat),
        },
        Event::Showdown { showdown } => showdown_text(showdown, names),
        Event::WonUncontested { seat, pot } => WORDS.say_with(
            "hl-ev-uncontested",
            &[
                ("name", n(seat).as_str().into()),
                ("pot", chips(*pot).as_str().into()),
            ],
        ),
        Event::CarrySplit {
            seats,
            each,
            removed,
        } => {
            let who: Vec<String> = seats.iter().map(n).collect();
            let who = present_kit::alt::and_list(&who);
            if *removed > 0 {
                WORDS.say_with(
                    "hl-ev-carry-split-removed",
                    &[
                        ("who", who.as_str().into()),
                        ("each", chips(*each).as_str().into()),
                        ("removed", chips(*removed).as_str().into()),
                    ],
                )
            } else {
                WORDS.say_with(
                    "hl-ev-carry-split",
                    &[
                        ("who", who.as_str().into()),
                        ("each", chips(*each).as_str().into()),
                    ],
                )
            }
        }
        Event::Eliminated { seat, .. } => one("hl-ev-out", seat),
        Event::GameOver {
            chips: stacks,
            places,
        } => {
            let table = standings(places, |s| stacks.get(s).copied().unwrap_or(0), |s| n(&s));
            WORDS.say_with("hl-ev-game-over", &[("standings", table.as_str().into())])
        }
    }
}

#[cfg(test)]
mod tests {

    use present_kit::present::Present;

    use crate::rules::{EquationHiLo, Event, Options, Phase, State};
    use game_kit::Viewer;

    use crate::present::testing::*;

    use game_kit::Game;

    #[test]
    fn event_text_hides_secrets_from_others() {
        let mut s = EquationHiLo::setup(&Options::default(), 3, 4).unwrap();
        let n = names(3);
        // The opening deal, as the events of a fresh round show it.
        let mut events = Vec::new();
        let mut st = State::empty(&Options::default(), 3, 4);
        crate::rules::round::start_round(&mut st, &mut events).unwrap();
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
}
