//! A tournament's page, `/s/{token}/tournament/{id}` (issue 47): the standings as `table.standings`, then each round as
//! `section.round[data-round]`, newest first, every table with its players, their places once it
//! ended, and a link to the table's own page.
use super::layout::{OpenGraph, Page};
use super::server::{ordinal, player_link};
use super::{decimal, Reader, Site};
use commands::pages::tournament::{PodLine, PodState, RoundLine, TournamentPage};
use commands::store::tournaments::Status;
use commands::tournament::standings::{BUCHHOLZ, PLACEMENT_SUM, ROUND_REACHED, SONNEBORN_BERGER};
use commands::tournament::Format;
use present_kit::markup::html_escape;

/// "3", "2.5", "0.33": points as players write them (with the reader's decimal mark).
fn points(value: f64, reader: &Reader) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        decimal(
            reader,
            format!("{value:.2}")
                .trim_end_matches('0')
                .trim_end_matches('.'),
        )
    }
}

fn status_text(status: Status, round: u32, rounds: u32, reader: &Reader) -> String {
    match status {
        Status::Signup => reader.t("web-tournament-signup", &[]),
        Status::Running => reader.t(
            "web-tournament-running",
            &[("round", round.into()), ("rounds", rounds.into())],
        ),
        Status::Finished => reader.t("web-tournament-finished", &[]),
        Status::Cancelled => reader.t("web-tournament-cancelled", &[]),
    }
}

/// "Swiss, 4 rounds", "round robin", "knockout".
fn format_text(page: &TournamentPage, reader: &Reader) -> String {
    let key = match page.format {
        Format::Swiss => "web-format-swiss",
        Format::RoundRobin => "web-format-round-robin",
        Format::Knockout => "web-format-knockout",
    };
    let name = reader.t(key, &[]);
    match page.format_rounds {
        Some(n) => reader.t(
            "web-format-rounds",
            &[("format", name.as_str().into()), ("rounds", n.into())],
        ),
        None => name,
    }
}

/// How the tables are timed: the clock, else the pace, else the server's.
fn timing_text(page: &TournamentPage, reader: &Reader) -> String {
    match (&page.clock, page.time.as_deref()) {
        (Some(clock), _) => reader.t("web-timing-clock", &[("clock", clock.into())]),
        (None, Some("live")) => reader.t("web-timing-live", &[]),
        (None, Some("async")) => reader.t("web-timing-async", &[]),
        (None, Some(time)) => reader.t("web-timing-pace", &[("pace", time.into())]),
        (None, None) => reader.t("web-timing-default", &[]),
    }
}

/// A tie-break's name and short head, in the reader's language.
fn tiebreak(name: &str, reader: &Reader) -> (String, String) {
    let (long, short) = match name {
        BUCHHOLZ => ("web-tiebreak-buchholz", "web-tiebreak-buchholz-short"),
        SONNEBORN_BERGER => (
            "web-tiebreak-sonneborn-berger",
            "web-tiebreak-sonneborn-berger-short",
        ),
        PLACEMENT_SUM => ("web-tiebreak-placement", "web-tiebreak-placement-short"),
        ROUND_REACHED => ("web-tiebreak-round", "web-tiebreak-round-short"),
        _ => return (name.to_string(), reader.t("web-tiebreak-other-short", &[])),
    };
    (reader.t(long, &[]), reader.t(short, &[]))
}

/// The standings table; before the start, the entrants (nobody has a point yet).
fn standings(page: &TournamentPage, token: &str, reader: &Reader) -> String {
    if page.standings.is_empty() {
        return format!(
            "<p class=\"note\">{}</p>\n",
            reader.h("web-tournament-nobody", &[])
        );
    }
    if page.status == Status::Signup {
        let names: Vec<String> = page
            .standings
            .iter()
            .map(|s| format!("<li>{}</li>", player_link(token, &s.user, &s.name, reader)))
            .collect();
        return format!(
            "<h2>{}</h2>\n<ul class=\"entrants\">{}</ul>\n",
            reader.h("web-entrants", &[("count", names.len().into())]),
            names.join("")
        );
    }
    let codes: Vec<&str> = page.standings[0]
        .tiebreaks
        .iter()
        .map(|(name, _)| *name)
        .collect();
    let breaks: Vec<(String, String)> = codes.iter().map(|n| tiebreak(n, reader)).collect();
    // Short heads, each spelled out in its title and in the key under the table, so that the
    // table fits a phone's width without breaking its words.
    let mut out = format!(
        "<div class=\"table-scroll\"><table class=\"standings\">\n<caption>{}</caption>\n\
         <thead><tr><th scope=\"col\"><abbr title=\"{}\">#</abbr></th>\
         <th scope=\"col\">{}</th><th scope=\"col\"><abbr title=\"{}\">{}</abbr></th>",
        reader.h("web-standings", &[]),
        reader.h("web-col-rank", &[]),
        reader.h("web-col-player", &[]),
        reader.h("web-col-points", &[]),
        reader.h("web-col-points-short", &[]),
    );
    for (name, short) in &breaks {
        out.push_str(&format!(
            "<th scope=\"col\"><abbr title=\"{}\">{}</abbr></th>",
            html_escape(name),
            html_escape(short)
        ));
    }
    out.push_str(&format!(
        "<th scope=\"col\">{}</th></tr></thead>\n<tbody>\n",
        reader.h("web-col-games", &[])
    ));
    for s in &page.standings {
        let mut who = player_link(token, &s.user, &s.name, reader);
        if s.withdrawn {
            who.push_str(&format!(
                " <span class=\"tag\">{}</span>",
                reader.h("web-withdrawn", &[])
            ));
        }
        out.push_str(&format!(
            "<tr><td>{}</td><th scope=\"row\">{who}</th><td>{}</td>",
            s.rank,
            points(s.points, reader)
        ));
        for (_, value) in &s.tiebreaks {
            out.push_str(&format!("<td>{}</td>", points(*value, reader)));
        }
        let games = if s.byes > 0 {
            reader.h(
                "web-games-with-byes",
                &[("played", s.played.into()), ("byes", s.byes.into())],
            )
        } else {
            s.played.to_string()
        };
        out.push_str(&format!("<td>{games}</td></tr>\n"));
    }
    out.push_str("</tbody></table></div>\n");
    let key: Vec<String> = breaks
        .iter()
        .map(|(name, short)| {
            reader.h(
                "web-tiebreak-key",
                &[
                    ("short", short.as_str().into()),
                    ("name", name.as_str().into()),
                ],
            )
        })
        .collect();
    let scoring = reader.t(
        if codes.contains(&PLACEMENT_SUM) {
            "web-scoring-placement"
        } else {
            "web-scoring-wins"
        },
        &[],
    );
    out.push_str(&format!(
        "<p class=\"note legend\">{} {}.</p>\n",
        reader.h("web-points-legend", &[("scoring", scoring.as_str().into())]),
        key.join(". ")
    ));
    out
}

/// One table of a round as a list item.
fn pod(index: usize, pod: &PodLine, token: &str, reader: &Reader) -> String {
    let seats: Vec<String> = pod
        .seats
        .iter()
        .map(|s| {
            let mut text = player_link(token, &s.user, &s.name, reader);
            match (s.place, s.forfeit) {
                (_, true) => text.push_str(&format!(
                    " <span class=\"tag\">{}</span>",
                    reader.h("web-forfeit", &[])
                )),
                (Some(place), false) => text.push_str(&format!(
                    " <span class=\"place\">{}</span>",
                    html_escape(&ordinal(place, reader))
                )),
                (None, false) => {}
            }
            if let Some(p) = s.points.filter(|_| s.place.is_some()) {
                text.push_str(&format!(
                    " <span class=\"note\">{}</span>",
                    reader.h(
                        "web-pod-points",
                        &[("points", points(p, reader).as_str().into())]
                    )
                ));
            }
            text
        })
        .collect();
    let link = match (&pod.token, pod.table) {
        (Some(t), Some(id)) => format!(
            " <a class=\"replay-link\" href=\"{}\">{}</a>",
            html_escape(&reader.link(&format!("/t/{t}"))),
            reader.h("web-pod-table", &[("table", id.into())])
        ),
        (None, Some(id)) => format!(
            " <span class=\"note\">{}</span>",
            reader.h("web-pod-table-no-link", &[("table", id.into())])
        ),
        (_, None) => String::new(),
    };
    let state = match pod.state {
        PodState::Waiting => "web-pod-waiting",
        PodState::Gone => "web-pod-gone",
        PodState::Playing => "web-pod-playing",
        PodState::Finished => "web-pod-finished",
        PodState::EndedEarly => "web-pod-ended-early",
    };
    format!(
        "<li data-pod=\"{}\"><span class=\"tag\">{}</span> {}{link}</li>",
        index + 1,
        reader.h(state, &[]),
        seats.join(" · ")
    )
}

/// One round as `section.round[data-round]`.
fn round(r: &RoundLine, token: &str, reader: &Reader) -> String {
    let mut out = format!(
        "<section class=\"game round\" data-round=\"{}\">\n<h2>{}</h2>\n<ol class=\"recent\">",
        r.number,
        reader.h("web-round", &[("round", r.number.into())])
    );
    for (i, p) in r.pods.iter().enumerate() {
        out.push_str(&pod(i, p, token, reader));
    }
    out.push_str("</ol>\n");
    if !r.byes.is_empty() {
        out.push_str(&format!(
            "<p class=\"note\">{}</p>\n",
            reader.h("web-byes", &[("names", r.byes.join(", ").as_str().into())])
        ));
    }
    out.push_str("</section>\n");
    out
}

/// The tournament's page.
pub fn tournament_page(page: &TournamentPage, token: &str, site: &Site, reader: &Reader) -> String {
    let mut body = format!(
        "<main id=\"tournament\" data-tournament=\"{}\">\n<header class=\"page-head\"><h1>{}</h1>\n\
         <p>{} <a href=\"{}\">{}</a></p></header>\n",
        page.id,
        html_escape(&page.name),
        reader.h(
            "web-tournament-intro",
            &[
                ("id", page.id.into()),
                ("game", page.game_name.as_str().into()),
                ("format", format_text(page, reader).as_str().into()),
                ("timing", timing_text(page, reader).as_str().into()),
                (
                    "status",
                    status_text(page.status, page.round, page.rounds, reader)
                        .as_str()
                        .into()
                ),
            ]
        ),
        html_escape(&reader.link(&format!("/s/{token}"))),
        reader.h("web-all-games", &[])
    );
    body.push_str(&standings(page, token, reader));
    for r in &page.round_lines {
        body.push_str(&round(r, token, reader));
    }
    body.push_str("</main>");
    Page {
        title: reader.t(
            "web-tournament-title",
            &[("name", page.name.as_str().into())],
        ),
        description: Some(reader.t(
            "web-tournament-description",
            &[
                ("name", page.name.as_str().into()),
                ("game", page.game_name.as_str().into()),
            ],
        )),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/s/{token}/tournament/{}", page.id)),
            image: None,
        }),
        scripts: &[],
        query: String::new(),
        body,
    }
    .render(reader)
}
