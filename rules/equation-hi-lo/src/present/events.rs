//! One line per event, as the viewer may see it.

use super::{showdown::*, text::*};
use crate::rules::Event;
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::text::standings;
use std::fmt::Write;

pub(super) fn event_text(event: &Event, names: &Names) -> String {
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
