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
use super::{Reader, Site};
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

/// The live parts of `page`, for `reader`.
pub fn table_fragments(page: &TablePage, reader: &Reader) -> TableFragments {
    fragments_with(page, board_html(page, reader).html, reader)
}

/// The page's title: the board message's, else the game and the table's number.
fn title(page: &TablePage, reader: &Reader) -> String {
    page.title.clone().unwrap_or_else(|| {
        reader.t(
            "web-table-title",
            &[
                ("game", page.game_name.into()),
                ("table", page.table.into()),
            ],
        )
    })
}

/// One line for link previews: the game, the players, and where it stands ("Quinox: Ann,
/// Bob · 12 moves · waiting for Ann").
pub(super) fn summary(page: &TablePage, reader: &Reader) -> String {
    let names: Vec<&str> = page.players.iter().map(|p| p.name.as_str()).collect();
    let names = names.join(", ");
    let moves = page.moves.as_ref().map_or(0, Vec::len);
    let up: Vec<&str> = page
        .players
        .iter()
        .filter(|p| p.awaited)
        .map(|p| p.name.as_str())
        .collect();
    let up = up.join(", ");
    let game = page.game_name;
    let key = match page.stage {
        Stage::Lobby => "web-summary-lobby",
        Stage::Playing if up.is_empty() => "web-summary-playing",
        Stage::Playing => "web-summary-waiting",
        Stage::Finished => "web-summary-finished",
        Stage::Cancelled if page.abandoned => "web-summary-abandoned",
        Stage::Cancelled => "web-summary-cancelled",
    };
    reader.t(
        key,
        &[
            ("game", game.into()),
            ("players", names.as_str().into()),
            ("moves", moves.into()),
            ("up", up.as_str().into()),
        ],
    )
}

/// The live parts of `page` around its board's HTML (drawn once per page: drawing is most of
/// a page's cost).
fn fragments_with(page: &TablePage, board: String, reader: &Reader) -> TableFragments {
    TableFragments {
        version: page.version,
        stage: stage_name(page.stage),
        title: html_escape(&title(page, reader)),
        board,
        text: markup::render(&page.text, Dialect::Html),
        players: players(&page.players, page.stage, reader),
        moves: page
            .moves
            .as_deref()
            .map(|m| moves(m, None, None, reader))
            .unwrap_or_default(),
    }
}

fn board_html(page: &TablePage, reader: &Reader) -> board::Board {
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
            html: board::no_picture(&reader.t(
                match page.stage {
                    Stage::Lobby => "web-board-not-started",
                    _ => "web-board-no-picture",
                },
                &[],
            )),
            size: None,
        },
    }
}

/// Open Graph for a table's page at `path` (`/t/{token}`): its address and board picture
/// need `PUBLIC_URL`.
fn open_graph(
    site: &Site,
    token: &str,
    page: &TablePage,
    size: Option<(u32, u32)>,
    reader: &Reader,
) -> OpenGraph {
    let base = site.base();
    OpenGraph {
        url: base.map(|b| format!("{b}/t/{token}")),
        image: match (base, &page.picture, size) {
            (Some(b), Some(picture), Some((width, height))) => Some(OgImage {
                url: format!("{b}/t/{token}/board.png"),
                width,
                height,
                alt: picture.alt.clone().unwrap_or_else(|| {
                    reader.t("web-board-alt", &[("game", page.game_name.into())])
                }),
            }),
            _ => None,
        },
    }
}

/// The whole page of a table, at `/t/{token}`.
pub fn table_page(page: &TablePage, token: &str, site: &Site, reader: &Reader) -> String {
    let board = board_html(page, reader);
    let og = open_graph(site, token, page, board.size, reader);
    let parts = fragments_with(page, board.html, reader);
    let ended = page.stage.ended();
    let steps = page.moves.as_ref().map_or(0, Vec::len);
    let body = if ended && steps > 0 {
        ended_body(page, &parts, token, reader)
    } else {
        // The stream is in the page's language: the switch's, else the same browser's.
        let live = if ended {
            String::new()
        } else {
            format!(
                " data-live=\"{}\"",
                html_escape(&reader.link(&format!("/t/{token}/events")))
            )
        };
        let status = if ended {
            String::new()
        } else {
            // What the live script says, in the page's language.
            let says: String = [
                ("connecting", "web-live-connecting"),
                ("live", "web-live-live"),
                ("reconnecting", "web-live-reconnecting"),
                ("ended", "web-live-ended"),
                ("gone", "web-live-gone"),
            ]
            .iter()
            .map(|(state, key)| format!(" data-say-{state}=\"{}\"", reader.h(key, &[])))
            .collect();
            format!(
                "<p id=\"live\" class=\"live-status\" role=\"status\"{says}>{}</p>\n",
                reader.h("web-live-static", &[])
            )
        };
        let (players_head, moves_block) = match page.stage {
            Stage::Lobby => (reader.h("web-joined-so-far", &[]), String::new()),
            _ => (
                reader.h("web-players", &[]),
                format!(
                    "<h2>{}</h2>\n<div class=\"scroll scroll-end\" tabindex=\"0\" \
                     aria-label=\"{}\"><ol id=\"moves\">{}</ol></div>\n{}",
                    reader.h("web-moves", &[]),
                    reader.h("web-moves-newest-last", &[]),
                    parts.moves,
                    if page.moves.is_none() {
                        format!(
                            "<p class=\"note\">{}</p>\n",
                            reader.h("web-moves-unlisted", &[])
                        )
                    } else {
                        String::new()
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
        title: title(page, reader),
        description: Some(summary(page, reader)),
        og: Some(og),
        scripts: if ended { &["replay.js"] } else { &["live.js"] },
        query: String::new(),
        body,
    }
    .render(reader)
}

/// An ended game's page: the result, and the replay's scrubber at the last step.
fn ended_body(page: &TablePage, parts: &TableFragments, token: &str, reader: &Reader) -> String {
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
        reader,
    });
    format!(
        "<main id=\"table\" data-version=\"{}\" data-stage=\"{}\">\n\
         <header class=\"page-head\"><h1 id=\"title\">{}</h1>\n\
         <p class=\"ended-note\">{}</p></header>\n{scrubber}\n</main>",
        parts.version,
        parts.stage,
        parts.title,
        reader.h("web-ended-note", &[]),
    )
}
