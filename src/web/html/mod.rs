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

use present_kit::markup::html_escape;
use present_kit::words::{Arg, Lang};

/// Who reads a page (issue 48): their language, and whether they chose it with the pages'
/// language switch (`?lang=`), in which case the page's links keep it. A language the
/// browser asked for is not written into links: a link copied from the page and shared reads
/// in each reader's own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reader {
    pub lang: Lang,
    pub chosen: bool,
}

impl Reader {
    /// A reader of `lang` who did not choose it with the switch.
    pub fn of(lang: Lang) -> Reader {
        Reader {
            lang,
            chosen: false,
        }
    }

    /// The binary's text of `key`, plain.
    pub fn t(&self, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        crate::words::t(self.lang, key, args)
    }

    /// The text of `key` as HTML: the message and the values in it escaped.
    pub fn h(&self, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        html_escape(&self.t(key, args))
    }

    /// The text of `key` as HTML with some values that are HTML already (`html`: a link, a
    /// `<time>`), put in after the rest is escaped.
    pub fn h_with(&self, key: &str, args: &[(&str, Arg<'_>)], html: &[(&str, &str)]) -> String {
        let marks: Vec<String> = (0..html.len())
            .map(|i| format!("\u{e000}{i}\u{e001}"))
            .collect();
        let mut all: Vec<(&str, Arg<'_>)> = args.to_vec();
        for (i, (name, _)) in html.iter().enumerate() {
            all.push((*name, Arg::Text(marks[i].as_str())));
        }
        let mut out = html_escape(&self.t(key, &all));
        for (i, (_, value)) in html.iter().enumerate() {
            out = out.replace(&marks[i], value);
        }
        out
    }

    /// `path` (an address on this site, with or without a query) as this page links it: with
    /// the reader's chosen language kept.
    pub fn link(&self, path: &str) -> String {
        if !self.chosen {
            return path.to_string();
        }
        let sep = if path.contains('?') { '&' } else { '?' };
        format!("{path}{sep}lang={}", self.lang.tag())
    }
}

/// A decimal number written with a point (`2.5`) as the reader writes it (`2,5`).
pub fn decimal(reader: &Reader, text: &str) -> String {
    match reader.lang {
        Lang::En | Lang::Pseudo => text.to_string(),
        _ => text.replace('.', ","),
    }
}

/// A moment's date as the reader writes it ("1 November 2026", "1. November 2026"), UTC.
pub fn date_text(reader: &Reader, moment: i64) -> String {
    const DAY: i64 = 24 * 60 * 60 * 1000;
    let (year, month, day) = present_kit::calendar::ymd(moment.div_euclid(DAY));
    reader.t(
        "web-date",
        &[
            ("day", day.into()),
            ("month", month.into()),
            ("year", year.to_string().as_str().into()),
        ],
    )
}

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
/// off all read the same in a language, so nobody can tell which (its language is the
/// reader's alone, never a server's).
pub fn not_found(reader: &Reader) -> String {
    layout::Page {
        title: reader.t("web-not-found-title", &[]),
        description: None,
        og: None,
        scripts: &[],
        query: String::new(),
        body: format!(
            "<main id=\"not-found\">\n<h1>{}</h1>\n<p>{}</p>\n</main>",
            reader.h("web-not-found-heading", &[]),
            reader.h("web-not-found-text", &[])
        ),
    }
    .render(reader)
}
