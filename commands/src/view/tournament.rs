//! What a tournament says in its channel (issue 47): the sign-up message with its buttons, a
//! round's pairing, the standings as text, and the final result with its picture
//! (`view::tournament_picture`). Nothing here is hidden information: a tournament is public.
use crate::api::{Component, ComponentKind, Reply, Style};
use crate::store::tournaments::{EntrantRow, Status, Tournament};
use crate::tournament::{Format, Standing};
use present_kit::markup::{self, bold};
use present_kit::text::count;
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

/// "Swiss, 4 rounds" / "round robin" / "knockout".
pub fn format_text(t: &Tournament, rounds: Option<u32>) -> String {
    let name = match t.format {
        Format::Swiss => "Swiss",
        Format::RoundRobin => "round robin",
        Format::Knockout => "knockout",
    };
    match rounds {
        Some(n) => format!("{name}, {}", count(n as usize, "round")),
        None => name.to_string(),
    }
}

/// How the tables are timed: the clock, else the pace.
pub fn timing_text(t: &Tournament) -> String {
    let clock = t.options.get("clock").and_then(|v| v.as_str());
    let time = t.options.get("time").and_then(|v| v.as_str());
    match (clock, time) {
        (Some(clock), _) => format!("clock {clock}"),
        (None, Some(time)) => format!("{time} tables"),
        (None, None) => "the server's default pace".to_string(),
    }
}

/// The sign-up message: what the tournament is, who is in, and Join/Leave/Start. After the
/// start the same message shows the entrants and no buttons.
pub fn signup(t: &Tournament, game: &str, entrants: &[EntrantRow], round_days: u32) -> Reply {
    let mut lines = vec![format!(
        "{} tournament of {}: {}, {}.",
        bold(markup::strip(&t.name)),
        bold(game),
        format_text(t, t.rounds),
        timing_text(t)
    )];
    lines.push(format!(
        "Each round lasts at most {}; tables still playing then end as they stand.",
        count(round_days as usize, "day")
    ));
    lines.push(match (t.status, t.starts_at) {
        (Status::Signup, Some(at)) => format!(
            "Starts {} (or when its organiser starts it). Join to play; leave any time before the start.",
            markup::at(at)
        ),
        (Status::Signup, None) => {
            "Starts when its organiser starts it. Join to play; leave any time before the start."
                .to_string()
        }
        (Status::Running, _) => format!("Under way: round {}.", t.round),
        (Status::Finished, _) => "Finished.".to_string(),
        (Status::Cancelled, _) => "Cancelled.".to_string(),
    });
    let names: Vec<String> = entrants.iter().map(|e| markup::strip(&e.name)).collect();
    lines.push(match names.len() {
        0 => "No entrants yet.".to_string(),
        n => format!("Entrants ({n}): {}", shorten(&names, 60)),
    });
    lines.push(format!("Tournament number: {}.", t.id));
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
            button(Button::Join, "Join", Style::Success),
            button(Button::Leave, "Leave", Style::Secondary),
            button(Button::Start, "Start now", Style::Primary),
        ];
    }
    reply
}

/// At most `max` names, then "and N more".
fn shorten(names: &[String], max: usize) -> String {
    if names.len() <= max {
        return names.join(", ");
    }
    format!("{} and {} more", names[..max].join(", "), names.len() - max)
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

/// A round's pairing, as posted in the tournament's channel.
pub fn round_paired(
    t: &Tournament,
    round: u32,
    of: u32,
    pods: &[Vec<String>],
    byes: &[String],
    names: &BTreeMap<String, String>,
    due: Option<i64>,
) -> Reply {
    let name = |u: &String| markup::strip(names.get(u).map_or(u.as_str(), String::as_str));
    let mut lines = vec![format!(
        "{}: round {round} of {of} is paired, {}. Each table opens in its own thread of this channel.",
        bold(markup::strip(&t.name)),
        count(pods.len(), "table")
    )];
    for (i, pod) in pods.iter().enumerate().take(40) {
        let seated: Vec<String> = pod.iter().map(name).collect();
        lines.push(format!("Table {}: {}", i + 1, seated.join(" · ")));
    }
    if pods.len() > 40 {
        lines.push(format!("… and {} more tables.", pods.len() - 40));
    }
    if !byes.is_empty() {
        let sitting: Vec<String> = byes.iter().map(name).collect();
        lines.push(format!(
            "A bye (a win's points, no game) for: {}.",
            sitting.join(", ")
        ));
    }
    if let Some(due) = due {
        lines.push(format!("The round ends {} at the latest.", markup::at(due)));
    }
    let mut reply = Reply::post(&t.channel, lines.join("\n"));
    reply.mentions = pods.iter().flatten().cloned().collect();
    reply
}

/// The standings as text lines: rank, name, points and tie-breaks.
pub fn standings_lines(
    standings: &[Standing],
    names: &BTreeMap<String, String>,
    max: usize,
) -> Vec<String> {
    let mut lines: Vec<String> = standings
        .iter()
        .take(max)
        .map(|s| {
            let name = markup::strip(names.get(&s.id).map_or(s.id.as_str(), String::as_str));
            let breaks: Vec<String> = s
                .tiebreaks
                .iter()
                .map(|(what, v)| format!("{what} {}", points_text(*v)))
                .collect();
            let withdrawn = if s.withdrawn { " (withdrawn)" } else { "" };
            let breaks = if breaks.is_empty() {
                String::new()
            } else {
                format!(" · {}", breaks.join(" · "))
            };
            format!(
                "{}. {}{withdrawn}: {} {}{breaks}",
                s.rank,
                bold(name),
                points_text(s.points),
                if s.points == 1.0 { "point" } else { "points" }
            )
        })
        .collect();
    if standings.len() > max {
        lines.push(format!("… and {} more.", standings.len() - max));
    }
    lines
}
