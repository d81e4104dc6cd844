//! What a tournament says in its channel (issue 47): the sign-up message with its buttons, a
//! round's pairing, the standings as text, and the final result with its picture
//! (`view::tournament_picture`). Nothing here is hidden information: a tournament is public.
use crate::api::{Component, ComponentKind, Reply, Style};
use crate::store::tournaments::{EntrantRow, Status, Tournament};
use crate::tournament::Standing;
use crate::words::t as say;
use present_kit::markup::{self, bold};
use present_kit::words::Lang;
use std::collections::BTreeMap;

/// A sign-up button's action, in its `custom_id`: `tn:<tournament>:<action>` beside the
/// tables' `<table>:<version>:<payload>` (a tournament's id is not a table's, and the prefix
/// keeps the two apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    Join,
    Leave,
    Start,
}

impl Button {
    const ALL: [Button; 3] = [Button::Join, Button::Leave, Button::Start];

    fn code(self) -> &'static str {
        match self {
            Button::Join => "join",
            Button::Leave => "leave",
            Button::Start => "start",
        }
    }

    /// The button's `custom_id` on tournament `id`'s sign-up.
    pub fn id(self, tournament: i64) -> String {
        format!("tn:{tournament}:{}", self.code())
    }

    /// Reads a sign-up button's `custom_id`: its tournament and action; None for any other id.
    pub fn parse(custom_id: &str) -> Option<(i64, Button)> {
        let rest = custom_id.strip_prefix("tn:")?;
        let (id, code) = rest.split_once(':')?;
        let id: i64 = id.parse().ok().filter(|id| *id > 0)?;
        let button = Button::ALL.into_iter().find(|b| b.code() == code)?;
        Some((id, button))
    }
}

/// "Swiss, 4 rounds" / "round robin" / "knockout", in `lang`.
pub fn format_text(t: &Tournament, rounds: Option<u32>, lang: Lang) -> String {
    let format = t.format.as_str();
    match rounds {
        Some(n) => say(
            lang,
            "tournament-post-format-rounds",
            &[("format", format.into()), ("rounds", n.into())],
        ),
        None => say(lang, "tournament-post-format", &[("format", format.into())]),
    }
}

/// How the tables are timed: the clock, else the pace, in `lang`.
pub fn timing_text(t: &Tournament, lang: Lang) -> String {
    let clock = t.options.get("clock").and_then(|v| v.as_str());
    let time = t.options.get("time").and_then(|v| v.as_str());
    match (clock, time) {
        (Some(clock), _) => say(lang, "tournament-post-clock", &[("clock", clock.into())]),
        (None, Some(time)) => say(lang, "tournament-post-pace", &[("pace", time.into())]),
        (None, None) => say(lang, "tournament-post-default-pace", &[]),
    }
}

/// The sign-up message: what the tournament is, who is in, and Join/Leave/Start. After the
/// start the same message shows the entrants and no buttons. In `lang`, the server's.
pub fn signup(
    t: &Tournament,
    game: &str,
    entrants: &[EntrantRow],
    round_days: u32,
    lang: Lang,
) -> Reply {
    let (name, game) = (bold(markup::strip(&t.name)), bold(game));
    let (format, timing) = (format_text(t, t.rounds, lang), timing_text(t, lang));
    let mut lines = vec![say(
        lang,
        "tournament-post-head",
        &[
            ("name", (&name).into()),
            ("game", (&game).into()),
            ("format", (&format).into()),
            ("timing", (&timing).into()),
        ],
    )];
    lines.push(say(
        lang,
        "tournament-post-round-days",
        &[("days", round_days.into())],
    ));
    lines.push(match (t.status, t.starts_at) {
        (Status::Signup, Some(at)) => say(
            lang,
            "tournament-post-starts-at",
            &[("at", (&markup::at(at)).into())],
        ),
        (Status::Signup, None) => say(lang, "tournament-post-starts", &[]),
        (Status::Running, _) => say(
            lang,
            "tournament-post-under-way",
            &[("round", t.round.into())],
        ),
        (Status::Finished, _) => say(lang, "tournament-post-finished", &[]),
        (Status::Cancelled, _) => say(lang, "tournament-post-cancelled", &[]),
    });
    let names: Vec<String> = entrants.iter().map(|e| markup::strip(&e.name)).collect();
    lines.push(match names.len() {
        0 => say(lang, "tournament-post-no-entrants", &[]),
        n => say(
            lang,
            "tournament-post-entrants",
            &[
                ("count", n.into()),
                ("names", (&shorten(&names, 60, lang)).into()),
            ],
        ),
    });
    lines.push(say(
        lang,
        "tournament-post-number",
        &[("id", (&t.id.to_string()).into())],
    ));
    let mut reply = Reply::post(&t.channel, lines.join("\n"));
    reply.title = Some(format!("🏆 {}", markup::strip(&t.name)));
    if t.status == Status::Signup {
        let button = |b: Button, label: &str, style: Style| Component {
            custom_id: b.id(t.id),
            label: label.to_string(),
            kind: ComponentKind::Button,
            options: Vec::new(),
            style,
            row: 0,
            url: None,
        };
        reply.components = vec![
            button(
                Button::Join,
                &say(lang, "tournament-post-join", &[]),
                Style::Success,
            ),
            button(
                Button::Leave,
                &say(lang, "tournament-post-leave", &[]),
                Style::Secondary,
            ),
            button(
                Button::Start,
                &say(lang, "tournament-post-start", &[]),
                Style::Primary,
            ),
        ];
    }
    reply
}

/// At most `max` names, then "and N more".
fn shorten(names: &[String], max: usize, lang: Lang) -> String {
    if names.len() <= max {
        return names.join(", ");
    }
    say(
        lang,
        "tournament-post-more-names",
        &[
            ("names", (&names[..max].join(", ")).into()),
            ("more", (names.len() - max).into()),
        ],
    )
}

/// Points as players write them in `lang`: "2.5" in English, "2,5" in the others.
pub fn points_in(points: f64, lang: Lang) -> String {
    let text = points_text(points);
    match lang {
        Lang::En | Lang::Pseudo => text,
        _ => text.replace('.', ","),
    }
}

/// A tie-break's name as the catalog's selectors say it.
pub(crate) fn tiebreak_code(name: &str) -> &'static str {
    match name {
        crate::tournament::standings::BUCHHOLZ => "buchholz",
        crate::tournament::standings::SONNEBORN_BERGER => "sonneborn-berger",
        crate::tournament::standings::PLACEMENT_SUM => "placement",
        crate::tournament::standings::ROUND_REACHED => "round",
        _ => "other",
    }
}

/// "3", "2.5": points as players write them.
pub fn points_text(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        let text = format!("{points:.2}");
        text.trim_end_matches('0').to_string()
    }
}

/// A round's pairing, as posted in the tournament's channel, in `lang` (the server's).
#[allow(clippy::too_many_arguments)] // the round's facts, each needed
pub fn round_paired(
    t: &Tournament,
    round: u32,
    of: u32,
    pods: &[Vec<String>],
    byes: &[String],
    names: &BTreeMap<String, String>,
    due: Option<i64>,
    lang: Lang,
) -> Reply {
    let name = |u: &String| markup::strip(names.get(u).map_or(u.as_str(), String::as_str));
    let mut lines = vec![say(
        lang,
        "tournament-post-paired",
        &[
            ("name", (&bold(markup::strip(&t.name))).into()),
            ("round", round.into()),
            ("of", of.into()),
            ("tables", pods.len().into()),
        ],
    )];
    for (i, pod) in pods.iter().enumerate().take(40) {
        let seated: Vec<String> = pod.iter().map(name).collect();
        lines.push(say(
            lang,
            "tournament-post-table",
            &[
                ("number", (i + 1).into()),
                ("players", (&seated.join(" · ")).into()),
            ],
        ));
    }
    if pods.len() > 40 {
        lines.push(say(
            lang,
            "tournament-post-more-tables",
            &[("more", (pods.len() - 40).into())],
        ));
    }
    if !byes.is_empty() {
        let sitting: Vec<String> = byes.iter().map(name).collect();
        lines.push(say(
            lang,
            "tournament-post-byes",
            &[("names", (&sitting.join(", ")).into())],
        ));
    }
    if let Some(due) = due {
        lines.push(say(
            lang,
            "tournament-post-round-ends",
            &[("at", (&markup::at(due)).into())],
        ));
    }
    let mut reply = Reply::post(&t.channel, lines.join("\n"));
    reply.mentions = pods.iter().flatten().cloned().collect();
    reply
}

/// The standings as text lines: rank, name, points and tie-breaks, in `lang`.
pub fn standings_lines(
    standings: &[Standing],
    names: &BTreeMap<String, String>,
    max: usize,
    lang: Lang,
) -> Vec<String> {
    let mut lines: Vec<String> = standings
        .iter()
        .take(max)
        .map(|s| {
            let name = markup::strip(names.get(&s.id).map_or(s.id.as_str(), String::as_str));
            let breaks: Vec<String> = s
                .tiebreaks
                .iter()
                .map(|(what, v)| {
                    say(
                        lang,
                        "tournament-post-tiebreak",
                        &[
                            ("tiebreak", tiebreak_code(what).into()),
                            ("value", (&points_in(*v, lang)).into()),
                        ],
                    )
                })
                .collect();
            let breaks = if breaks.is_empty() {
                String::new()
            } else {
                format!(" · {}", breaks.join(" · "))
            };
            let key = if s.withdrawn {
                "tournament-post-standing-withdrawn"
            } else {
                "tournament-post-standing"
            };
            let line = say(
                lang,
                key,
                &[
                    ("rank", s.rank.into()),
                    ("name", (&bold(name)).into()),
                    ("points", (&points_in(s.points, lang)).into()),
                    ("n", s.points.into()),
                ],
            );
            format!("{line}{breaks}")
        })
        .collect();
    if standings.len() > max {
        lines.push(say(
            lang,
            "tournament-post-more",
            &[("more", (standings.len() - max).into())],
        ));
    }
    lines
}
