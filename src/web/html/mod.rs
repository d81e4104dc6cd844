//! The web pages' HTML (issue 46): plain functions from the page data `commands::pages` reads
//! (the spectator view only) to HTML, and the pages' stylesheet and two small scripts.
//!
//! Why plain functions and no template engine: every value goes through one of two escapes
//! (`markup::html_escape` for names and plain text, `markup::render(.., Dialect::Html)` for
//! the core's markup), which a test checks with hostile names on every page; the pages are
//! small enough that a format string reads as well as a template would.
//!
//! Every page works without JavaScript (the board, the players, the moves, and the replay's
//! buttons as links); `LIVE_JS` and `REPLAY_JS` only make them live. The pages carry no inline
//! script, style or handler, so the server's Content-Security-Policy can forbid them all.
mod board;
mod chart;
mod layout;
mod lists;
mod replay;
mod server;
mod table;
mod tournament;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod tests;

pub use replay::{replay_page, replay_step_json};
pub use server::{player_page, season_page, server_page};
pub use table::{table_fragments, table_page};
pub use tournament::tournament_page;

/// Where the pages are reached from outside (`PUBLIC_URL`): with it, pages carry absolute
/// Open Graph addresses so a pasted link unfurls with its board.
#[derive(Clone, Debug, Default)]
pub struct Site {
    pub public_url: Option<String>,
}

impl Site {
    /// The public address without a trailing slash, if there is one.
    fn base(&self) -> Option<&str> {
        self.public_url
            .as_deref()
            .map(|u| u.trim_end_matches('/'))
            .filter(|u| !u.is_empty())
    }
}

/// The pages' stylesheet (`/assets/style.css`).
pub const STYLE_CSS: &str = include_str!("../assets/style.css");
/// The table page's live updates (`/assets/live.js`).
pub const LIVE_JS: &str = include_str!("../assets/live.js");
/// The replay's scrubber (`/assets/replay.js`).
pub const REPLAY_JS: &str = include_str!("../assets/replay.js");

/// The one answer for every link that does not lead to a page: unknown, revoked, or turned
/// off all read the same, so nobody can tell which.
pub fn not_found() -> String {
    layout::Page {
        title: "Page not found".into(),
        description: None,
        og: None,
        scripts: &[],
        body: "<main id=\"not-found\">\n<h1>This link does not work</h1>\n\
               <p>There is no page here. The link may be mistyped, or it may have been \
               replaced or turned off by the people who run the table or the server.</p>\n\
               </main>"
            .into(),
    }
    .render()
}
