//! A server's pages (issue 46): per game its leaderboard and recent games, and a page per
//! player with their record and rating over time. Bots are listed in games but have no page
//! of their own (their record is `/stats bots`).
use super::chart::{self, rating};
use super::layout::{OpenGraph, Page};
use super::{date_text, decimal, Reader, Site};
use commands::pages::server::{PlayerPage, RecentGame, SeasonPage, ServerPage, TournamentLine};
use commands::pages::Stage;
use commands::store::ratings::{self, Standing};
use commands::store::seasons::Season;
use commands::store::tournaments::Status;
use present_kit::markup::{self, html_escape};

/// "1st", "1.", "1er": a place as the reader writes it.
pub(super) fn ordinal(place: u32, reader: &Reader) -> String {
    reader.t("web-ordinal", &[("place", place.into())])
}

fn is_bot(user: &str) -> bool {
    user.starts_with("bot:")
}

/// A person's name linking to their page (bots: the name alone).
pub(super) fn player_link(token: &str, user: &str, name: &str, reader: &Reader) -> String {
    if is_bot(user) {
        return html_escape(name);
    }
    format!(
        "<a href=\"{}\">{}</a>",
        html_escape(&reader.link(&format!("/s/{token}/p/{}", urlencode(user)))),
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
fn recent(token: &str, games: &[RecentGame], reader: &Reader) -> String {
    if games.is_empty() {
        return format!("<p class=\"note\">{}</p>", reader.h("web-recent-none", &[]));
    }
    let mut out = String::from("<ol class=\"recent\">");
    for g in games {
        let mut players: Vec<&(String, String, u32)> = g.players.iter().collect();
        players.sort_by_key(|(_, _, place)| if *place == 0 { u32::MAX } else { *place });
        let who: Vec<String> = players
            .iter()
            .map(|(user, name, place)| {
                let place = if *place == 0 {
                    reader.t("web-unplaced", &[])
                } else {
                    ordinal(*place, reader)
                };
                format!(
                    "<span class=\"place\">{}</span> {}",
                    html_escape(&place),
                    player_link(token, user, name, reader)
                )
            })
            .collect();
        let how = match g.stage {
            Stage::Cancelled => format!(
                " <span class=\"tag\">{}</span>",
                reader.h("web-recent-abandoned", &[])
            ),
            _ => String::new(),
        };
        let replay = match &g.token {
            Some(t) => format!(
                " <a class=\"replay-link\" href=\"{}\">{}</a>",
                html_escape(&reader.link(&format!("/t/{t}/replay"))),
                reader.h("web-recent-replay", &[("table", g.table.into())])
            ),
            None => format!(
                " <span class=\"note\">{}</span>",
                reader.h("web-recent-no-link", &[("table", g.table.into())])
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
fn season_caption(s: &Season, reader: &Reader) -> String {
    match s.ends {
        Some(ends) if s.closed => reader.t(
            "web-season-ended",
            &[
                ("season", s.number.into()),
                ("from", date_text(reader, s.starts).as_str().into()),
                ("to", date_text(reader, ends).as_str().into()),
            ],
        ),
        _ => reader.t(
            "web-season-running",
            &[
                ("season", s.number.into()),
                ("from", date_text(reader, s.starts).as_str().into()),
            ],
        ),
    }
}

/// What the provisional marker means, and (on current boards) that inactive players are not
/// listed (issue 47).
fn legend(current: bool, reader: &Reader) -> String {
    let mut text = format!(
        "<p class=\"note legend\"><span class=\"provisional\">?</span> {}",
        reader.h(
            "web-legend-provisional",
            &[("games", ratings::PROVISIONAL_GAMES.into())]
        )
    );
    if current {
        text.push(' ');
        text.push_str(&reader.h(
            "web-legend-inactive",
            &[("days", ratings::INACTIVE_DAYS.into())],
        ));
    }
    text.push_str("</p>\n");
    text
}

/// A rating with its provisional marker when it has one.
fn marked(skill: f64, provisional: bool, reader: &Reader) -> String {
    if provisional {
        format!(
            "{}<abbr class=\"provisional\" title=\"{}\">?</abbr>",
            rating(skill),
            reader.h("web-provisional", &[])
        )
    } else {
        rating(skill)
    }
}

/// One board as `table.leaderboard[data-board=…]` ("season" or "all"), or `empty` as a note.
fn board(
    token: &str,
    caption: &str,
    kind: &str,
    standings: &[Standing],
    empty: &str,
    reader: &Reader,
) -> String {
    if standings.is_empty() {
        return format!(
            "<p class=\"note\" data-board=\"{kind}\">{}</p>\n",
            reader.h(
                "web-board-empty",
                &[("caption", caption.into()), ("why", empty.into())]
            )
        );
    }
    let mut out = format!(
        "<div class=\"table-scroll\"><table class=\"leaderboard\" data-board=\"{kind}\">\n\
         <caption>{}</caption>\n<thead><tr><th scope=\"col\">{}</th>\
         <th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
         <th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead>\n<tbody>\n",
        html_escape(caption),
        reader.h("web-col-rank", &[]),
        reader.h("web-col-player", &[]),
        reader.h("web-col-rating", &[]),
        reader.h("web-col-games", &[]),
        reader.h("web-col-wins", &[]),
    );
    for (i, s) in standings.iter().enumerate() {
        out.push_str(&format!(
            "<tr><td>{}</td><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            i + 1,
            player_link(token, &s.user, &s.name, reader),
            marked(s.skill, s.provisional(), reader),
            s.games,
            s.wins
        ));
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// The link back to the server's page.
fn all_games(token: &str, reader: &Reader) -> String {
    format!(
        "<a href=\"{}\">{}</a>",
        html_escape(&reader.link(&format!("/s/{token}"))),
        reader.h("web-all-games", &[])
    )
}

/// A season's page, `/s/{token}/season/{n}` (issue 47).
pub fn season_page(page: &SeasonPage, token: &str, site: &Site, reader: &Reader) -> String {
    let caption = season_caption(&page.season, reader);
    let mut body = format!(
        "<main id=\"season\" data-season=\"{}\">\n<header class=\"page-head\"><h1>{}</h1>\n\
         <p>{} {}</p></header>\n",
        page.season.number,
        html_escape(&caption),
        reader.h(
            if page.season.closed {
                "web-season-final"
            } else {
                "web-season-so-far"
            },
            &[]
        ),
        all_games(token, reader)
    );
    if page.games.is_empty() {
        body.push_str(&format!(
            "<p class=\"note\">{}</p>\n",
            reader.h("web-season-no-games", &[])
        ));
    } else {
        body.push_str(&legend(!page.season.closed, reader));
    }
    for (id, name, standings) in &page.games {
        body.push_str(&format!(
            "<section class=\"game\" data-game=\"{id}\">\n<h2>{}</h2>\n{}</section>\n",
            html_escape(name),
            board(
                token,
                &reader.t(
                    if page.season.closed {
                        "web-standings-final"
                    } else {
                        "web-standings-so-far"
                    },
                    &[]
                ),
                "season",
                standings,
                "",
                reader
            ),
            id = html_escape(id)
        ));
    }
    body.push_str("</main>");
    Page {
        title: reader.t("web-season-title", &[("season", page.season.number.into())]),
        description: Some(reader.t(
            "web-season-description",
            &[("caption", caption.as_str().into())],
        )),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/s/{token}/season/{}", page.season.number)),
            image: None,
        }),
        scripts: &[],
        query: String::new(),
        body,
    }
    .render(reader)
}

/// The server page's list of its tournaments, or nothing when it has none.
fn tournaments_section(lines: &[TournamentLine], token: &str, reader: &Reader) -> String {
    if lines.is_empty() {
        return String::new();
    }
    let heading = reader.h("web-tournaments", &[]);
    let mut out = format!(
        "<nav class=\"seasons tournaments\" aria-label=\"{heading}\"><h2>{heading}</h2><ul>"
    );
    for t in lines {
        let state = match t.status {
            Status::Signup => reader.t("web-tournament-line-signup", &[]),
            Status::Running => reader.t("web-tournament-line-round", &[("round", t.round.into())]),
            Status::Finished => reader.t("web-tournament-line-finished", &[]),
            Status::Cancelled => reader.t("web-tournament-line-cancelled", &[]),
        };
        out.push_str(&format!(
            "<li><a href=\"{}\">{}</a></li>",
            html_escape(&reader.link(&format!("/s/{token}/tournament/{}", t.id))),
            reader.h(
                "web-tournament-line",
                &[
                    ("name", t.name.as_str().into()),
                    ("game", t.game_name.as_str().into()),
                    ("state", state.as_str().into()),
                    ("entrants", t.entrants.into()),
                ]
            )
        ));
    }
    out.push_str("</ul></nav>\n");
    out
}

/// The server's page, `/s/{token}`.
pub fn server_page(page: &ServerPage, token: &str, site: &Site, reader: &Reader) -> String {
    let mut body = format!(
        "<main id=\"server\">\n<header class=\"page-head\"><h1>{}</h1>\n<p>{}</p></header>\n",
        reader.h("web-server-heading", &[]),
        reader.h("web-server-intro", &[])
    );
    if page.games.is_empty() {
        body.push_str(&format!(
            "<p class=\"note\">{}</p>\n",
            reader.h("web-server-no-games", &[])
        ));
    }
    if page.games.len() > 1 {
        body.push_str(&format!(
            "<nav class=\"games-nav\" aria-label=\"{}\"><ul>",
            reader.h("web-games", &[])
        ));
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
        body.push_str(&legend(true, reader));
    }
    body.push_str(&tournaments_section(&page.tournaments, token, reader));
    if !page.past_seasons.is_empty() {
        let heading = reader.h("web-past-seasons", &[]);
        body.push_str(&format!(
            "<nav class=\"seasons\" aria-label=\"{heading}\"><h2>{heading}</h2><ul>"
        ));
        for s in &page.past_seasons {
            body.push_str(&format!(
                "<li><a href=\"{}\">{}</a></li>",
                html_escape(&reader.link(&format!("/s/{token}/season/{}", s.number))),
                html_escape(&season_caption(s, reader))
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
                &season_caption(season, reader),
                "season",
                standings,
                &reader.t("web-season-empty", &[("game", g.game_name.into())]),
                reader,
            ));
        }
        body.push_str(&board(
            token,
            &reader.t("web-all-time", &[]),
            "all",
            &g.standings,
            &reader.t(
                "web-all-time-empty",
                &[("days", ratings::INACTIVE_DAYS.into())],
            ),
            reader,
        ));
        body.push_str(&format!("<h3>{}</h3>\n", reader.h("web-recent-games", &[])));
        body.push_str(&recent(token, &g.recent, reader));
        body.push_str("\n</section>\n");
    }
    body.push_str("</main>");
    let games: Vec<&str> = page.games.iter().map(|g| g.game_name).collect();
    Page {
        title: reader.t("web-server-title", &[]),
        description: Some(if games.is_empty() {
            reader.t("web-server-description-none", &[])
        } else {
            reader.t(
                "web-server-description",
                &[("games", games.join(", ").as_str().into())],
            )
        }),
        og: Some(OpenGraph {
            url: site.base().map(|b| format!("{b}/s/{token}")),
            image: None,
        }),
        scripts: &[],
        query: String::new(),
        body,
    }
    .render(reader)
}

/// A player's page, `/s/{token}/p/{user}`.
pub fn player_page(page: &PlayerPage, token: &str, site: &Site, reader: &Reader) -> String {
    let name = html_escape(&page.name);
    let mut body = format!(
        "<main id=\"player\">\n<header class=\"page-head\"><h1>{name}</h1>\n\
         <p>{}</p></header>\n",
        all_games(token, reader)
    );
    for (i, g) in page.games.iter().enumerate() {
        body.push_str(&format!(
            "<section class=\"game\" data-game=\"{}\">\n<h2>{}</h2>\n<dl class=\"record\">\
             <div><dt>{}</dt><dd>{}</dd></div><div><dt>{}</dt><dd>{}</dd></div>\
             <div><dt>{}</dt><dd>{}</dd></div>\
             <div><dt>{}</dt><dd>{}</dd></div></dl>\n<h3>{}</h3>\n{}\n\
             <h3>{}</h3>\n{}\n</section>\n",
            html_escape(g.game),
            html_escape(g.game_name),
            reader.h("web-col-games", &[]),
            g.games,
            reader.h("web-col-wins", &[]),
            g.wins,
            reader.h("web-average-place", &[]),
            decimal(reader, &format!("{:.1}", g.average_place)),
            reader.h("web-rating-now", &[]),
            g.skill.map_or(reader.h("web-not-rated", &[]), |s| marked(
                s,
                g.provisional,
                reader
            )),
            reader.h("web-rating-over-time", &[]),
            chart::rating_chart(&g.history, &format!("chart-{i}"), reader),
            reader.h("web-recent-games", &[]),
            recent(token, &g.recent, reader)
        ));
    }
    body.push_str("</main>");
    let games: Vec<&str> = page.games.iter().map(|g| g.game_name).collect();
    Page {
        title: reader.t("web-player-title", &[("name", page.name.as_str().into())]),
        description: Some(reader.t(
            "web-player-description",
            &[
                ("name", page.name.as_str().into()),
                ("games", games.join(", ").as_str().into()),
            ],
        )),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/s/{token}/p/{}", urlencode(&page.user))),
            image: None,
        }),
        scripts: &[],
        query: String::new(),
        body,
    }
    .render(reader)
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
            .map(|p| ordinal(p, &Reader::of(present_kit::words::Lang::En)))
            .collect();
        assert_eq!(
            places,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
        );
        assert_eq!(urlencode("12<a b>"), "12%3Ca%20b%3E");
    }
}
