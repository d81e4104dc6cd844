//! The web pages' HTML (issue 46). A small stand-in with the agreed interface, real enough for
//! the server's tests (the ids, `data-version`, the inline SVG); the full pages replace it.
use commands::pages::server::{PlayerPage, ServerPage};
use commands::pages::{ReplayStep, Stage, TablePage};
use present_kit::markup::{self, html_escape, Dialect};

pub const STYLE_CSS: &str = "body{font-family:sans-serif}\n";
pub const LIVE_JS: &str = "\"use strict\";\n";
pub const REPLAY_JS: &str = "\"use strict\";\n";

/// Where the pages are reached from outside (absolute links in Open Graph tags).
#[derive(Clone, Debug, Default)]
pub struct Site {
    pub public_url: Option<String>,
}

/// The parts of a table's page a live event replaces.
#[derive(Clone, Debug, serde::Serialize)]
pub struct TableFragments {
    pub version: i64,
    pub stage: String,
    pub title: String,
    pub board: String,
    pub text: String,
    pub players: String,
    pub moves: String,
}

fn stage(stage: Stage) -> &'static str {
    match stage {
        Stage::Lobby => "lobby",
        Stage::Playing => "playing",
        Stage::Finished => "finished",
        Stage::Cancelled => "cancelled",
    }
}

fn board(picture: Option<&commands::api::Picture>) -> String {
    picture.map(|p| p.svg()).unwrap_or_default()
}

pub fn table_fragments(page: &TablePage) -> TableFragments {
    TableFragments {
        version: page.version,
        stage: stage(page.stage).into(),
        title: html_escape(&page.title),
        board: board(page.picture.as_ref()),
        text: markup::render(&page.text, Dialect::Html),
        players: page
            .players
            .iter()
            .map(|p| format!("<li data-seat=\"{}\">{}</li>", p.seat, html_escape(&p.name)))
            .collect(),
        moves: page
            .moves
            .iter()
            .flatten()
            .map(|m| format!("<li data-move=\"{}\"></li>", m.number))
            .collect(),
    }
}

fn document(title: &str, body: &str) -> String {
    page(title, "", body)
}

fn page(title: &str, head: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>{head}\
         <link rel=\"stylesheet\" href=\"/assets/style.css\"></head><body>{body}</body></html>",
        html_escape(title)
    )
}

pub fn table_page(page: &TablePage, token: &str, site: &Site) -> String {
    let f = table_fragments(page);
    let live = if page.stage.ended() {
        String::new()
    } else {
        format!(" data-live=\"/t/{token}/events\"")
    };
    let head = site
        .public_url
        .as_deref()
        .map(|url| format!("<meta property=\"og:image\" content=\"{url}/t/{token}/board.png\">"))
        .unwrap_or_default();
    self::page(
        &page.title,
        &head,
        &format!(
            "<main id=\"table\" data-version=\"{}\" data-stage=\"{}\"{live}><h1 id=\"title\">{}</h1>\
             <div id=\"board\">{}</div><div id=\"text\">{}</div><ul id=\"players\">{}</ul>\
             <ol id=\"moves\">{}</ol></main><script src=\"/assets/live.js\"></script>",
            f.version, f.stage, f.title, f.board, f.text, f.players, f.moves
        ),
    )
}

pub fn replay_page(step: &ReplayStep, token: &str, _site: &Site) -> String {
    document(
        step.game_name,
        &format!(
            "<section id=\"replay\" data-step=\"{}\" data-steps=\"{}\" data-token=\"{token}\">\
             <div id=\"board\">{}</div></section>",
            step.step,
            step.steps,
            board(step.picture.as_ref())
        ),
    )
}

pub fn replay_step_json(step: &ReplayStep) -> String {
    serde_json::json!({
        "step": step.step,
        "steps": step.steps,
        "board": board(step.picture.as_ref()),
        "text": markup::render(&step.text, Dialect::Html),
    })
    .to_string()
}

pub fn server_page(page: &ServerPage, _token: &str, _site: &Site) -> String {
    let games: String = page
        .games
        .iter()
        .map(|g| {
            format!(
                "<section class=\"game\" data-game=\"{}\"></section>",
                g.game
            )
        })
        .collect();
    document("Server", &format!("<main id=\"server\">{games}</main>"))
}

pub fn player_page(page: &PlayerPage, _token: &str, _site: &Site) -> String {
    document(&page.name, "<main id=\"player\"></main>")
}

pub fn not_found() -> String {
    document(
        "Not found",
        "<main><h1>Not found</h1><p>This link does not lead to a page.</p></main>",
    )
}
