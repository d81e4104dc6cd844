//! A table's page (issue 46): the board, the players (whose turn, their deadlines) and the
//! public log, live while the game runs; once it has ended, the result and the replay at its
//! last step.
//!
//! The live parts are [`TableFragments`]: the page is assembled from them, and the live
//! stream sends the same fragments, so what a watcher sees after an update is exactly what a
//! reload would show.
use super::board;
use super::layout::{OgImage, OpenGraph, Page};
use super::lists::{moves, players, stage_name};
use super::replay;
use super::Site;
use commands::pages::{Stage, TablePage};
use present_kit::markup::{self, html_escape, Dialect};
use serde::Serialize;

/// The parts of a table's page that change as it is played, as HTML: what the live stream
/// sends (`event: table`) and what the live script puts in place by id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableFragments {
    pub version: i64,
    /// `lobby`, `playing`, `finished` or `cancelled` (the page's `data-stage`).
    pub stage: &'static str,
    /// `#title`'s content.
    pub title: String,
    /// `#board`'s content: the responsive SVG, or a sentence when there is no picture.
    pub board: String,
    /// `#text`'s content: the board message's text.
    pub text: String,
    /// `#players`' `<li>` items.
    pub players: String,
    /// `#moves`' `<li>` items.
    pub moves: String,
}

/// The live parts of `page`.
pub fn table_fragments(page: &TablePage) -> TableFragments {
    fragments_with(page, board_html(page).html)
}

/// The live parts of `page` around its board's HTML (drawn once per page: drawing is most of
/// a page's cost).
fn fragments_with(page: &TablePage, board: String) -> TableFragments {
    TableFragments {
        version: page.version,
        stage: stage_name(page.stage),
        title: html_escape(&page.title),
        board,
        text: markup::render(&page.text, Dialect::Html),
        players: players(&page.players, page.stage),
        moves: page
            .moves
            .as_deref()
            .map(|m| moves(m, None, None))
            .unwrap_or_default(),
    }
}

fn board_html(page: &TablePage) -> board::Board {
    match &page.picture {
        Some(picture) => board::board(
            picture,
            &format!(
                "{}: {}",
                page.game_name,
                markup::render(&page.text, Dialect::Plain)
            ),
        ),
        None => board::Board {
            html: board::no_picture(match page.stage {
                Stage::Lobby => "The game has not started yet: the board appears when it does.",
                _ => "This game has no board picture: its text below shows the table.",
            }),
            size: None,
        },
    }
}

/// Open Graph for a table's page at `path` (`/t/{token}`): its address and board picture
/// need `PUBLIC_URL`.
fn open_graph(site: &Site, token: &str, page: &TablePage, size: Option<(u32, u32)>) -> OpenGraph {
    let base = site.base();
    OpenGraph {
        url: base.map(|b| format!("{b}/t/{token}")),
        image: match (base, &page.picture, size) {
            (Some(b), Some(picture), Some((width, height))) => Some(OgImage {
                url: format!("{b}/t/{token}/board.png"),
                width,
                height,
                alt: picture
                    .alt
                    .clone()
                    .unwrap_or_else(|| format!("The {} board", page.game_name)),
            }),
            _ => None,
        },
    }
}

/// The whole page of a table, at `/t/{token}`.
pub fn table_page(page: &TablePage, token: &str, site: &Site) -> String {
    let board = board_html(page);
    let og = open_graph(site, token, page, board.size);
    let parts = fragments_with(page, board.html);
    let token_attr = html_escape(token);
    let ended = page.stage.ended();
    let steps = page.moves.as_ref().map_or(0, Vec::len);
    let body = if ended && steps > 0 {
        ended_body(page, &parts, token)
    } else {
        let live = if ended {
            String::new()
        } else {
            format!(" data-live=\"/t/{token_attr}/events\"")
        };
        let status = if ended {
            String::new()
        } else {
            "<p id=\"live\" class=\"live-status\" role=\"status\">Not updating by itself: \
             reload the page to see new moves.</p>\n"
                .to_string()
        };
        let (players_head, moves_block) = match page.stage {
            Stage::Lobby => ("Joined so far", String::new()),
            _ => (
                "Players",
                format!(
                    "<h2>Moves</h2>\n<div class=\"scroll scroll-end\" tabindex=\"0\" \
                     aria-label=\"Moves, newest last\"><ol id=\"moves\">{}</ol></div>\n{}",
                    parts.moves,
                    if page.moves.is_none() {
                        "<p class=\"note\">This game's moves cannot be listed.</p>\n"
                    } else {
                        ""
                    }
                ),
            ),
        };
        format!(
            "<main id=\"table\" data-version=\"{}\" data-stage=\"{}\"{live}>\n\
             <header class=\"page-head\"><h1 id=\"title\">{}</h1>\n{status}</header>\n\
             <div class=\"columns\">\n<div class=\"main-col\">\n\
             <div id=\"board\" class=\"board\">{}</div>\n\
             <div id=\"text\" class=\"board-text\">{}</div>\n</div>\n\
             <aside class=\"side-col\">\n<h2>{players_head}</h2>\n<ul id=\"players\">{}</ul>\n\
             {moves_block}</aside>\n</div>\n</main>",
            parts.version, parts.stage, parts.title, parts.board, parts.text, parts.players,
        )
    };
    Page {
        title: page.title.clone(),
        description: Some(page.summary.clone()),
        og: Some(og),
        scripts: if ended { &["replay.js"] } else { &["live.js"] },
        body,
    }
    .render()
}

/// An ended game's page: the result, and the replay's scrubber at the last step.
fn ended_body(page: &TablePage, parts: &TableFragments, token: &str) -> String {
    let moves = page.moves.as_deref().unwrap_or_default();
    let last = moves.len();
    let said: Vec<String> = moves.last().map(|m| m.lines.clone()).unwrap_or_default();
    let scrubber = replay::scrubber(&replay::Scrubber {
        token,
        step: last,
        steps: last,
        board: &parts.board,
        text_id: "text",
        text: &parts.text,
        said: &said,
        players: &parts.players,
        moves,
        links: replay::Links::Absolute,
    });
    format!(
        "<main id=\"table\" data-version=\"{}\" data-stage=\"{}\">\n\
         <header class=\"page-head\"><h1 id=\"title\">{}</h1>\n\
         <p class=\"ended-note\">The game is over: below is how it ended, and every move \
         to step through.</p></header>\n{scrubber}\n</main>",
        parts.version, parts.stage, parts.title,
    )
}
