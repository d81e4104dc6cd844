//! One line per event, in our own words.

use super::text::{how, name, names_list, pos, size, stones};
use crate::rules::spiral::centre;
use crate::rules::{EndReason, Event, Field};
use present_kit::present::Names;

fn labels(fields: &[Field]) -> String {
    fields
        .iter()
        .map(|f| f.label())
        .collect::<Vec<_>>()
        .join(" ")
}

fn gains(list: &[(usize, u32)], names: &Names) -> String {
    if list.is_empty() {
        return "nobody".into();
    }
    list.iter()
        .map(|(s, p)| format!("{} {p}", name(names, *s)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s: usize| name(names, s);
    match event {
        Event::TurnStarted { seat, round } => format!("Round {round}: {}'s turn.", n(*seat)),
        Event::Moved {
            seat,
            from,
            to,
            jumped,
        } => match from {
            None => format!("{} enters the Tree of Life on {}.", n(*seat), to.name()),
            Some(f) => format!(
                "{} {} from {} to {} on the Tree.",
                n(*seat),
                if *jumped { "jumps" } else { "moves" },
                f.name(),
                to.name()
            ),
        },
        Event::Placed {
            seat,
            field,
            how: h,
        } => {
            format!(
                "{} puts a stone on {} ({}).",
                n(*seat),
                field.label(),
                how(*h)
            )
        }
        Event::Removed {
            seat,
            field,
            how: h,
        } => format!(
            "{} takes their stone off {} ({}).",
            n(*seat),
            field.label(),
            how(*h)
        ),
        Event::Skipped { seat } => format!("{} moves without a stone.", n(*seat)),
        Event::MovedBack { seat, from, to } => match to {
            Some(t) => format!(
                "{}'s Vitruvian goes back from {} to {} (no stone this time).",
                n(*seat),
                from.name(),
                t.name()
            ),
            None => format!(
                "{}'s Vitruvian leaves {} and the Tree again (no stone this time).",
                n(*seat),
                from.name()
            ),
        },
        Event::PositionalSkipped { seat, skipped } => format!(
            "No move on the Tree would let {} place or remove a stone: {} skipped.",
            n(*seat),
            if *skipped == 1 {
                "their positional action is"
            } else {
                "their positional actions are"
            }
        ),
        Event::Developed { seat, ended } => {
            if ended.is_empty() {
                format!("{}'s relations develop.", n(*seat))
            } else {
                format!(
                    "{}'s relations develop; relations with {} end.",
                    n(*seat),
                    names_list(names, ended)
                )
            }
        }
        Event::Recruited { seat, who, at } => format!(
            "{} puts {} on {} of their map ({}).",
            n(*seat),
            n(*who),
            at.name(),
            if at.coalition() {
                "coalition"
            } else {
                "opposition"
            }
        ),
        Event::Surrounded {
            seat,
            formation,
            offensive,
            captured,
        } => {
            let taken: Vec<String> = captured
                .iter()
                .map(|(f, s)| format!("{}'s {}", n(*s), f.label()))
                .collect();
            format!(
                "{} closes surround {formation} with {}: {} back to stock.",
                n(*seat),
                labels(offensive),
                taken.join(", ")
            )
        }
        Event::Reported {
            seat,
            size: s,
            project,
            fields,
            obligatory,
            voluntary,
        } => {
            let mut line = format!(
                "{} reports the {} project {project} on {}: {}",
                n(*seat),
                size(*s),
                labels(fields),
                gains(obligatory, names)
            );
            if !voluntary.is_empty() {
                line.push_str(&format!("; extra fields: {}", gains(voluntary, names)));
            }
            line.push('.');
            line
        }
        Event::Scored {
            seat,
            gain,
            from,
            to,
        } => format!(
            "{} gains {gain} on the spiral: {} → {}.",
            n(*seat),
            pos(*from, centre()),
            pos(*to, centre())
        ),
        Event::TaxDue {
            mover,
            node,
            stones: k,
        } => format!(
            "{} passes the node after field {node}: a tax of {}.",
            n(*mover),
            stones(*k)
        ),
        Event::CharityCalled { mover, payer } => {
            format!("{} calls charity: {} pays.", n(*mover), n(*payer))
        }
        Event::TaxPaid { payer, field } => {
            format!(
                "{} returns their stone on {} as tax.",
                n(*payer),
                field.label()
            )
        }
        Event::CardReplaced {
            size: s,
            completed,
            commissioned,
            next,
        } => format!(
            "The {} card {completed} goes under its pile; now commissioned: {commissioned}{}.",
            size(*s),
            next.as_ref()
                .map_or(String::new(), |x| format!(" (next {x})"))
        ),
        Event::TurnEnded { seat } => format!("{} ends the turn.", n(*seat)),
        Event::GameOver { winner, reason } => match (winner, reason) {
            (Some(w), EndReason::Centre) => format!("{} reaches the centre and wins!", n(*w)),
            (Some(w), EndReason::TurnLimit) => format!(
                "The round limit is reached; {} is furthest on the spiral and wins.",
                n(*w)
            ),
            (None, _) => "The round limit is reached; the spiral decides the places.".into(),
        },
    }
}
