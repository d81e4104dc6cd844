//! A server's pages (issue 46): per game its leaderboard and recent games, and a page per
//! player with their record and rating over time. Bots are listed in games but have no page
//! of their own (their record is `/stats bots`).
use super::chart::{self, rating};
use super::layout::{OpenGraph, Page};
use super::Site;
use commands::pages::server::{PlayerPage, RecentGame, SeasonPage, ServerPage, TournamentLine};
use commands::pages::Stage;
use commands::store::ratings::{self, Standing};
use commands::store::seasons::{self, Season};
use commands::store::tournaments::Status;
use present_kit::markup::{self, html_escape};

pub(super) fn ordinal(place: u32) -> String {
    let suffix = match (place % 10, place % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

fn is_bot(user: &str) -> bool {
    user.starts_with("bot:")
}

/// A person's name linking to their page (bots: the name alone).
pub(super) fn player_link(token: &str, user: &str, name: &str) -> String {
    if is_bot(user) {
        return html_escape(name);
    }
    format!(
        "<a href=\"/s/{}/p/{}\">{}</a>",
        html_escape(token),
        html_escape(&urlencode(user)),
        html_escape(name)
    )
}

/// `text` safe in a URL's path segment (user keys are Discord ids, digits only, but nothing
/// here relies on it).
fn urlencode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn date(moment: i64) -> String {
    let iso = markup::iso(moment);
    format!(
        "<time datetime=\"{iso}\">{}</time>",
        iso.get(..10).unwrap_or(&iso)
    )
}

/// The recent games as `ol.recent`.
fn recent(token: &str, games: &[RecentGame]) -> String {
    if games.is_empty() {
        return "<p class=\"note\">No finished games yet.</p>".into();
    }
    let mut out = String::from("<ol class=\"recent\">");
    for g in games {
        let mut players: Vec<&(String, String, u32)> = g.players.iter().collect();
        players.sort_by_key(|(_, _, place)| if *place == 0 { u32::MAX } else { *place });
        let who: Vec<String> = players
            .iter()
            .map(|(user, name, place)| {
                let place = if *place == 0 {
                    "unplaced".to_string()
                } else {
                    ordinal(*place)
                };
                format!(
                    "<span class=\"place\">{place}</span> {}",
                    player_link(token, user, name)
                )
            })
            .collect();
        let how = match g.stage {
            Stage::Cancelled => " <span class=\"tag\">abandoned</span>",
            _ => "",
        };
        let replay = match &g.token {
            Some(t) => format!(
                " <a class=\"replay-link\" href=\"/t/{}/replay\">Replay of table {}</a>",
                html_escape(t),
                g.table
            ),
            None => format!(
                " <span class=\"note\">table {} (no web link)</span>",
                g.table
            ),
        };
        out.push_str(&format!(
            "<li>{}{how}: {}.{replay}</li>",
            date(g.ended_at),
            who.join(", ")
        ));
    }
    out.push_str("</ol>");
    out
}

/// "Season 3, since 1 November 2026", or an ended one's dates.
fn season_caption(s: &Season) -> String {
    match s.ends {
        Some(ends) if s.closed => format!(
            "Season {}, {} to {}",
            s.number,
            seasons::date_text(s.starts),
            seasons::date_text(ends)
        ),
        _ => format!(
            "Season {}, since {}",
            s.number,
            seasons::date_text(s.starts)
        ),
    }
}

/// What the provisional marker means, and (on current boards) that inactive players are not
/// listed (issue 47).
fn legend(current: bool) -> String {
    let mut text = format!(
        "<p class=\"note legend\"><span class=\"provisional\">?</span> after a rating: provisional \
         (fewer than {} rated games, or still uncertain).",
        ratings::PROVISIONAL_GAMES
    );
    if current {
        text.push_str(&format!(
            " Players without a rated game in {} days are not listed.",
            ratings::INACTIVE_DAYS
        ));
    }
    text.push_str("</p>\n");
    text
}

/// A rating with its provisional marker when it has one.
fn marked(skill: f64, provisional: bool) -> String {
    if provisional {
        format!(
            "{}<abbr class=\"provisional\" title=\"provisional\">?</abbr>",
            rating(skill)
        )
    } else {
        rating(skill)
    }
}

/// One board as `table.leaderboard[data-board=…]` ("season" or "all"), or `empty` as a note.
fn board(token: &str, caption: &str, kind: &str, standings: &[Standing], empty: &str) -> String {
    if standings.is_empty() {
        return format!(
            "<p class=\"note\" data-board=\"{kind}\">{}: {empty}</p>\n",
            html_escape(caption)
        );
    }
    let mut out = format!(
        "<div class=\"table-scroll\"><table class=\"leaderboard\" data-board=\"{kind}\">\n\
         <caption>{}</caption>\n<thead><tr><th scope=\"col\">Rank</th>\
         <th scope=\"col\">Player</th><th scope=\"col\">Rating</th>\
         <th scope=\"col\">Games</th><th scope=\"col\">Wins</th></tr></thead>\n<tbody>\n",
        html_escape(caption)
    );
    for (i, s) in standings.iter().enumerate() {
        out.push_str(&format!(
            "<tr><td>{}</td><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            i + 1,
            player_link(token, &s.user, &s.name),
            marked(s.skill, s.provisional()),
            s.games,
            s.wins
        ));
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// A season's page, `/s/{token}/season/{n}` (issue 47).
pub fn season_page(page: &SeasonPage, token: &str, site: &Site) -> String {
    let caption = season_caption(&page.season);
    let mut body = format!(
        "<main id=\"season\" data-season=\"{}\">\n<header class=\"page-head\"><h1>{}</h1>\n\
         <p>{} <a href=\"/s/{}\">All games on this server</a></p></header>\n",
        page.season.number,
        html_escape(&caption),
        if page.season.closed {
            "Final standings."
        } else {
            "The season is running: standings so far."
        },
        html_escape(token)
    );
    if page.games.is_empty() {
        body.push_str("<p class=\"note\">No rated games in this season.</p>\n");
    } else {
        body.push_str(&legend(!page.season.closed));
    }
    for (id, name, standings) in &page.games {
        body.push_str(&format!(
            "<section class=\"game\" data-game=\"{id}\">\n<h2>{}</h2>\n{}</section>\n",
            html_escape(name),
            board(
                token,
                if page.season.closed {
                    "Final standings"
                } else {
                    "Standings so far"
                },
                "season",
                standings,
                ""
            ),
            id = html_escape(id)
        ));
    }
    body.push_str("</main>");
    Page {
        title: format!("Tabula: season {}", page.season.number),
        description: Some(format!("{caption} on this server")),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/s/{token}/season/{}", page.season.number)),
            image: None,
        }),
        scripts: &[],
        body,
    }
    .render()
}

/// The server page's list of its tournaments, or nothing when it has none.
fn tournaments_section(lines: &[TournamentLine], token: &str) -> String {
    if lines.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "<nav class=\"seasons tournaments\" aria-label=\"Tournaments\"><h2>Tournaments</h2><ul>",
    );
    for t in lines {
        let state = match t.status {
            Status::Signup => "taking entrants".to_string(),
            Status::Running => format!("round {}", t.round),
            Status::Finished => "finished".to_string(),
            Status::Cancelled => "cancelled".to_string(),
        };
        out.push_str(&format!(
            "<li><a href=\"/s/{}/tournament/{}\">{} ({}, {}, {} entrants)</a></li>",
            html_escape(token),
            t.id,
            html_escape(&t.name),
            html_escape(&t.game_name),
            state,
            t.entrants
        ));
    }
    out.push_str("</ul></nav>\n");
    out
}

/// The server's page, `/s/{token}`.
pub fn server_page(page: &ServerPage, token: &str, site: &Site) -> String {
    let mut body = String::from(
        "<main id=\"server\">\n<header class=\"page-head\"><h1>Leaderboards and recent games</h1>\n\
         <p>This server's games on Tabula. Ratings are conservative estimates that rise with \
         wins and with games played; games with bots count only where the server rates them.</p></header>\n",
    );
    if page.games.is_empty() {
        body.push_str("<p class=\"note\">No game has finished on this server yet.</p>\n");
    }
    if page.games.len() > 1 {
        body.push_str("<nav class=\"games-nav\" aria-label=\"Games\"><ul>");
        for g in &page.games {
            body.push_str(&format!(
                "<li><a href=\"#game-{}\">{}</a></li>",
                html_escape(g.game),
                html_escape(g.game_name)
            ));
        }
        body.push_str("</ul></nav>\n");
    }
    if !page.games.is_empty() {
        body.push_str(&legend(true));
    }
    body.push_str(&tournaments_section(&page.tournaments, token));
    if !page.past_seasons.is_empty() {
        body.push_str(
            "<nav class=\"seasons\" aria-label=\"Past seasons\"><h2>Past seasons</h2><ul>",
        );
        for s in &page.past_seasons {
            body.push_str(&format!(
                "<li><a href=\"/s/{}/season/{}\">{}</a></li>",
                html_escape(token),
                s.number,
                html_escape(&season_caption(s))
            ));
        }
        body.push_str("</ul></nav>\n");
    }
    for g in &page.games {
        body.push_str(&format!(
            "<section class=\"game\" data-game=\"{id}\" id=\"game-{id}\">\n<h2>{}</h2>\n",
            html_escape(g.game_name),
            id = html_escape(g.game)
        ));
        if let (Some(season), Some(standings)) = (&page.season, &g.season) {
            body.push_str(&board(
                token,
                &season_caption(season),
                "season",
                standings,
                &format!(
                    "No rated {} games this season yet.",
                    html_escape(g.game_name)
                ),
            ));
        }
        body.push_str(&board(
            token,
            "All time",
            "all",
            &g.standings,
            &format!(
                "Nobody is rated in this game yet, or nobody rated played it in the last {} days.",
                ratings::INACTIVE_DAYS
            ),
        ));
        body.push_str("<h3>Recent games</h3>\n");
        body.push_str(&recent(token, &g.recent));
        body.push_str("\n</section>\n");
    }
    body.push_str("</main>");
    Page {
        title: "Tabula: leaderboards and recent games".into(),
        description: Some(format!(
            "Leaderboards and recent games of {} on this server",
            if page.games.is_empty() {
                "Tabula's games".to_string()
            } else {
                page.games
                    .iter()
                    .map(|g| g.game_name)
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        )),
        og: Some(OpenGraph {
            url: site.base().map(|b| format!("{b}/s/{token}")),
            image: None,
        }),
        scripts: &[],
        body,
    }
    .render()
}

/// A player's page, `/s/{token}/p/{user}`.
pub fn player_page(page: &PlayerPage, token: &str, site: &Site) -> String {
    let name = html_escape(&page.name);
    let mut body = format!(
        "<main id=\"player\">\n<header class=\"page-head\"><h1>{name}</h1>\n\
         <p><a href=\"/s/{}\">All games on this server</a></p></header>\n",
        html_escape(token)
    );
    for (i, g) in page.games.iter().enumerate() {
        body.push_str(&format!(
            "<section class=\"game\" data-game=\"{}\">\n<h2>{}</h2>\n<dl class=\"record\">\
             <div><dt>Games</dt><dd>{}</dd></div><div><dt>Wins</dt><dd>{}</dd></div>\
             <div><dt>Average place</dt><dd>{:.1}</dd></div>\
             <div><dt>Rating now</dt><dd>{}</dd></div></dl>\n<h3>Rating over time</h3>\n{}\n\
             <h3>Recent games</h3>\n{}\n</section>\n",
            html_escape(g.game),
            html_escape(g.game_name),
            g.games,
            g.wins,
            g.average_place,
            g.skill
                .map_or("not rated".to_string(), |s| marked(s, g.provisional)),
            chart::rating_chart(&g.history, &format!("chart-{i}")),
            recent(token, &g.recent)
        ));
    }
    body.push_str("</main>");
    let games: Vec<&str> = page.games.iter().map(|g| g.game_name).collect();
    Page {
        title: format!("{} on Tabula", page.name),
        description: Some(format!("{}'s games: {}", page.name, games.join(", "))),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/s/{token}/p/{}", urlencode(&page.user))),
            image: None,
        }),
        scripts: &[],
        body,
    }
    .render()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_whole_numbers_and_places_ordinals() {
        assert_eq!(rating(2.49), "2");
        assert_eq!(rating(-0.4), "0");
        assert_eq!(rating(-1.6), "-2");
        assert_eq!(rating(f64::NAN), "0");
        let places: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            places,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        );
        assert_eq!(urlencode("12<a b>"), "12%3Ca%20b%3E");
    }
}
