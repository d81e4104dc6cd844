//! A tournament's page, `/s/{token}/tournament/{id}` (issue 47): the standings as `table.standings`, then each round as
//! `section.round[data-round]`, newest first, every table with its players, their places once it
//! ended, and a link to the table's own page.
use super::layout::{OpenGraph, Page};
use super::server::player_link;
use super::Site;
use commands::pages::tournament::{PodLine, RoundLine, TournamentPage};
use commands::store::tournaments::Status;
use present_kit::markup::html_escape;

/// "3", "2.5", "0.33": points as players write them.
fn points(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.2}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    }
}

fn status_text(status: Status, round: u32, rounds: u32) -> String {
    match status {
        Status::Signup => "Taking entrants".to_string(),
        Status::Running => format!("Round {round} of {rounds} under way"),
        Status::Finished => "Finished".to_string(),
        Status::Cancelled => "Cancelled".to_string(),
    }
}

/// The standings table; before the start, the entrants (nobody has a point yet).
fn standings(page: &TournamentPage, token: &str) -> String {
    if page.standings.is_empty() {
        return "<p class=\"note\">Nobody has joined yet.</p>\n".into();
    }
    if page.status == Status::Signup {
        let names: Vec<String> = page
            .standings
            .iter()
            .map(|s| format!("<li>{}</li>", player_link(token, &s.user, &s.name)))
            .collect();
        return format!(
            "<h2>Entrants ({})</h2>\n<ul class=\"entrants\">{}</ul>\n",
            names.len(),
            names.join("")
        );
    }
    let breaks: Vec<&str> = page.standings[0]
        .tiebreaks
        .iter()
        .map(|(name, _)| *name)
        .collect();
    // Short heads, each spelled out in its title and in the key under the table, so that the
    // table fits a phone's width without breaking its words.
    let mut out = String::from(
        "<div class=\"table-scroll\"><table class=\"standings\">\n<caption>Standings</caption>\n\
         <thead><tr><th scope=\"col\"><abbr title=\"Rank\">#</abbr></th>\
         <th scope=\"col\">Player</th><th scope=\"col\"><abbr title=\"Points\">Pts</abbr></th>",
    );
    for name in &breaks {
        out.push_str(&format!(
            "<th scope=\"col\"><abbr title=\"{}\">{}</abbr></th>",
            html_escape(name),
            short(name)
        ));
    }
    out.push_str("<th scope=\"col\">Games</th></tr></thead>\n<tbody>\n");
    for s in &page.standings {
        let mut who = player_link(token, &s.user, &s.name);
        if s.withdrawn {
            who.push_str(" <span class=\"tag\">withdrawn</span>");
        }
        out.push_str(&format!(
            "<tr><td>{}</td><th scope=\"row\">{who}</th><td>{}</td>",
            s.rank,
            points(s.points)
        ));
        for (_, value) in &s.tiebreaks {
            out.push_str(&format!("<td>{}</td>", points(*value)));
        }
        let games = if s.byes > 0 {
            format!(
                "{} + {} bye{}",
                s.played,
                s.byes,
                if s.byes == 1 { "" } else { "s" }
            )
        } else {
            s.played.to_string()
        };
        out.push_str(&format!("<td>{games}</td></tr>\n"));
    }
    out.push_str("</tbody></table></div>\n");
    let key: Vec<String> = breaks
        .iter()
        .map(|name| format!("{}: {}", short(name), html_escape(name)))
        .collect();
    let scoring = if breaks.contains(&commands::tournament::standings::PLACEMENT_SUM) {
        "at each table, the share of the other players placed below you; a bye 1"
    } else {
        "a win 1, a draw ½, a bye 1"
    };
    out.push_str(&format!(
        "<p class=\"note legend\">Pts: points ({scoring}). {}.</p>\n",
        key.join(". ")
    ));
    out
}

/// A tie-break's short head.
fn short(name: &str) -> &'static str {
    use commands::tournament::standings::{
        BUCHHOLZ, PLACEMENT_SUM, ROUND_REACHED, SONNEBORN_BERGER,
    };
    match name {
        BUCHHOLZ => "Bu",
        SONNEBORN_BERGER => "SB",
        PLACEMENT_SUM => "Pl",
        ROUND_REACHED => "Rd",
        _ => "TB",
    }
}

/// One table of a round as a list item.
fn pod(index: usize, pod: &PodLine, token: &str) -> String {
    let seats: Vec<String> = pod
        .seats
        .iter()
        .map(|s| {
            let mut text = player_link(token, &s.user, &s.name);
            match (s.place, s.forfeit) {
                (_, true) => text.push_str(" <span class=\"tag\">forfeit</span>"),
                (Some(place), false) => text.push_str(&format!(
                    " <span class=\"place\">{}</span>",
                    super::server::ordinal(place)
                )),
                (None, false) => {}
            }
            if let Some(p) = s.points.filter(|_| s.place.is_some()) {
                text.push_str(&format!(" <span class=\"note\">{} pt</span>", points(p)));
            }
            text
        })
        .collect();
    let link = match (&pod.token, pod.table) {
        (Some(t), Some(id)) => format!(
            " <a class=\"replay-link\" href=\"/t/{}\">Table {id}</a>",
            html_escape(t)
        ),
        (None, Some(id)) => format!(" <span class=\"note\">table {id}</span>"),
        (_, None) => String::new(),
    };
    format!(
        "<li data-pod=\"{}\"><span class=\"tag\">{}</span> {}{link}</li>",
        index + 1,
        html_escape(pod.state),
        seats.join(" · ")
    )
}

/// One round as `section.round[data-round]`.
fn round(r: &RoundLine, token: &str) -> String {
    let mut out = format!(
        "<section class=\"game round\" data-round=\"{}\">\n<h2>Round {}</h2>\n<ol class=\"recent\">",
        r.number, r.number
    );
    for (i, p) in r.pods.iter().enumerate() {
        out.push_str(&pod(i, p, token));
    }
    out.push_str("</ol>\n");
    if !r.byes.is_empty() {
        let names: Vec<String> = r.byes.iter().map(|n| html_escape(n)).collect();
        out.push_str(&format!(
            "<p class=\"note\">A bye (a win's points, no game): {}.</p>\n",
            names.join(", ")
        ));
    }
    out.push_str("</section>\n");
    out
}

/// The tournament's page.
pub fn tournament_page(page: &TournamentPage, token: &str, site: &Site) -> String {
    let mut body = format!(
        "<main id=\"tournament\" data-tournament=\"{}\">\n<header class=\"page-head\"><h1>{}</h1>\n\
         <p>Tournament {} of {}: {}, {}. {}. <a href=\"/s/{}\">All games on this server</a></p></header>\n",
        page.id,
        html_escape(&page.name),
        page.id,
        html_escape(&page.game_name),
        html_escape(&page.format),
        html_escape(&page.timing),
        status_text(page.status, page.round, page.rounds),
        html_escape(token)
    );
    body.push_str(&standings(page, token));
    for r in &page.round_lines {
        body.push_str(&round(r, token));
    }
    body.push_str("</main>");
    Page {
        title: format!("Tabula: {}", page.name),
        description: Some(format!(
            "{}: a {} tournament on Tabula",
            page.name, page.game_name
        )),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/s/{token}/tournament/{}", page.id)),
            image: None,
        }),
        scripts: &[],
        body,
    }
    .render()
}
