//! One line per event, in our own words.

use super::text::{how, name, names_list, pos, size_code, stones};
use crate::rules::spiral::centre;
use crate::rules::{EndReason, Event, Field};
use crate::words::{project_name, WORDS};
use present_kit::present::Names;
use present_kit::words::Arg;

fn labels(fields: &[Field]) -> String {
    fields
        .iter()
        .map(|f| f.label())
        .collect::<Vec<_>>()
        .join(" ")
}

fn gains(list: &[(usize, u32)], names: &Names) -> String {
    if list.is_empty() {
        return WORDS.say("ex-nobody");
    }
    list.iter()
        .map(|(s, p)| format!("{} {p}", name(names, *s)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s: usize| name(names, s);
    let say = |key: &str, args: &[(&str, Arg<'_>)]| WORDS.say_with(key, args);
    match event {
        Event::TurnStarted { seat, round } => say(
            "ex-ev-turn",
            &[
                ("round", (*round).into()),
                ("name", n(*seat).as_str().into()),
            ],
        ),
        Event::Moved {
            seat,
            from,
            to,
            jumped,
        } => match from {
            None => say(
                "ex-ev-enters",
                &[("name", n(*seat).as_str().into()), ("to", to.name().into())],
            ),
            Some(f) => say(
                "ex-ev-moves",
                &[
                    ("name", n(*seat).as_str().into()),
                    ("way", if *jumped { "jump" } else { "move" }.into()),
                    ("from", f.name().into()),
                    ("to", to.name().into()),
                ],
            ),
        },
        Event::Placed {
            seat,
            field,
            how: h,
        } => say(
            "ex-ev-placed",
            &[
                ("name", n(*seat).as_str().into()),
                ("field", field.label().into()),
                ("how", how(*h).as_str().into()),
            ],
        ),
        Event::Removed {
            seat,
            field,
            how: h,
        } => say(
            "ex-ev-removed",
            &[
                ("name", n(*seat).as_str().into()),
                ("field", field.label().into()),
                ("how", how(*h).as_str().into()),
            ],
        ),
        Event::Skipped { seat } => say("ex-ev-skipped", &[("name", n(*seat).as_str().into())]),
        Event::MovedBack { seat, from, to } => match to {
            Some(t) => say(
                "ex-ev-back",
                &[
                    ("name", n(*seat).as_str().into()),
                    ("from", from.name().into()),
                    ("to", t.name().into()),
                ],
            ),
            None => say(
                "ex-ev-back-off",
                &[
                    ("name", n(*seat).as_str().into()),
                    ("from", from.name().into()),
                ],
            ),
        },
        Event::PositionalSkipped { seat, skipped } => say(
            "ex-ev-positional-skipped",
            &[("name", n(*seat).as_str().into()), ("n", (*skipped).into())],
        ),
        Event::Developed { seat, ended } => {
            if ended.is_empty() {
                say("ex-ev-developed", &[("name", n(*seat).as_str().into())])
            } else {
                say(
                    "ex-ev-developed-ended",
                    &[
                        ("name", n(*seat).as_str().into()),
                        ("ended", names_list(names, ended).as_str().into()),
                    ],
                )
            }
        }
        Event::Recruited { seat, who, at } => say(
            "ex-ev-recruited",
            &[
                ("name", n(*seat).as_str().into()),
                ("who", n(*who).as_str().into()),
                ("at", at.name().into()),
                (
                    "side",
                    if at.coalition() {
                        "coalition"
                    } else {
                        "opposition"
                    }
                    .into(),
                ),
            ],
        ),
        Event::Surrounded {
            seat,
            formation,
            offensive,
            captured,
        } => {
            let taken: Vec<String> = captured
                .iter()
                .map(|(f, s)| {
                    say(
                        "ex-ev-stone-of",
                        &[("name", n(*s).as_str().into()), ("field", f.label().into())],
                    )
                })
                .collect();
            say(
                "ex-ev-surrounded",
                &[
                    ("name", n(*seat).as_str().into()),
                    ("formation", formation.as_str().into()),
                    ("fields", labels(offensive).as_str().into()),
                    ("taken", taken.join(", ").as_str().into()),
                ],
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
            let (who, project) = (n(*seat), project_name(project));
            let (fields, gains, extra) = (
                labels(fields),
                gains(obligatory, names),
                gains(voluntary, names),
            );
            let args = [
                ("name", who.as_str().into()),
                ("size", size_code(*s).into()),
                ("project", project.as_str().into()),
                ("fields", fields.as_str().into()),
                ("gains", gains.as_str().into()),
                ("extra", extra.as_str().into()),
            ];
            if voluntary.is_empty() {
                say("ex-ev-reported", &args)
            } else {
                say("ex-ev-reported-extra", &args)
            }
        }
        Event::Scored {
            seat,
            gain,
            from,
            to,
        } => say(
            "ex-ev-scored",
            &[
                ("name", n(*seat).as_str().into()),
                ("gain", (*gain).into()),
                ("from", pos(*from, centre()).as_str().into()),
                ("to", pos(*to, centre()).as_str().into()),
            ],
        ),
        Event::TaxDue {
            mover,
            node,
            stones: k,
        } => say(
            "ex-ev-tax-due",
            &[
                ("name", n(*mover).as_str().into()),
                ("node", (*node).into()),
                ("stones", stones(*k).as_str().into()),
            ],
        ),
        Event::CharityCalled { mover, payer } => say(
            "ex-ev-charity",
            &[
                ("name", n(*mover).as_str().into()),
                ("payer", n(*payer).as_str().into()),
            ],
        ),
        Event::TaxPaid { payer, field } => say(
            "ex-ev-tax-paid",
            &[
                ("name", n(*payer).as_str().into()),
                ("field", field.label().into()),
            ],
        ),
        Event::CardReplaced {
            size: s,
            completed,
            commissioned,
            next,
        } => {
            let (completed, commissioned) = (project_name(completed), project_name(commissioned));
            let next_name = next.as_deref().map(project_name).unwrap_or_default();
            let args = [
                ("size", size_code(*s).into()),
                ("completed", completed.as_str().into()),
                ("commissioned", commissioned.as_str().into()),
                ("next", next_name.as_str().into()),
            ];
            if next.is_some() {
                say("ex-ev-card-replaced-next", &args)
            } else {
                say("ex-ev-card-replaced", &args)
            }
        }
        Event::TurnEnded { seat } => say("ex-ev-turn-ended", &[("name", n(*seat).as_str().into())]),
        Event::GameOver { winner, reason } => match (winner, reason) {
            (Some(w), EndReason::Centre) => {
                say("ex-ev-over-centre", &[("name", n(*w).as_str().into())])
            }
            (Some(w), EndReason::TurnLimit) => say(
                "ex-ev-over-limit-winner",
                &[("name", n(*w).as_str().into())],
            ),
            (None, _) => WORDS.say("ex-ev-over-limit"),
        },
    }
}
