//! Which language a page is read in (issue 48): the language the reader chose with the pages'
//! switch (`?lang=<tag>`), else the first one their browser asks for (`Accept-Language`, by
//! its q-values) that Tabula speaks, else the server's (its `/settings language`, else the
//! language Discord gives it), else English.
use super::html::Reader;
use axum::http::{header, HeaderMap, HeaderValue};
use present_kit::words::Lang;

/// What a request asks for, before the server's language is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// Chosen with the switch (`?lang=`).
    pub chosen: Option<Lang>,
    /// The browser's first language Tabula speaks.
    pub browser: Option<Lang>,
}

impl Asked {
    /// What `query` and `headers` ask for.
    pub fn of(query: Option<&str>, headers: &HeaderMap) -> Asked {
        Asked {
            chosen: chosen(query),
            browser: headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(accept_language),
        }
    }

    /// Whether the server's language is needed to decide.
    pub fn needs_server(&self) -> bool {
        self.chosen.is_none() && self.browser.is_none()
    }

    /// The reader, with the server's language (`None`: not known, or no server) last.
    pub fn reader(&self, server: Option<Lang>) -> Reader {
        match self.chosen {
            Some(lang) => Reader { lang, chosen: true },
            None => Reader::of(self.browser.or(server).unwrap_or(Lang::En)),
        }
    }

    /// Puts `Vary: Accept-Language` on an answer whose language the browser's header chose
    /// (or could have): a cache between must not give it to a reader of another language.
    pub fn vary(&self, headers: &mut HeaderMap) {
        if self.chosen.is_none() {
            headers.append(header::VARY, HeaderValue::from_static("accept-language"));
        }
    }
}

/// The language of `?lang=<tag>` in a query string: a tag or a language's own name that
/// Tabula speaks, or the pseudo-language's `en-XA` (for tests and translators).
pub fn chosen(query: Option<&str>) -> Option<Lang> {
    let mut found = None;
    for pair in query.unwrap_or_default().split('&') {
        if let Some(value) = pair.strip_prefix("lang=") {
            let value = value.replace("%20", " ").replace('+', " ");
            found = Lang::parse(&value).or_else(|| {
                value
                    .eq_ignore_ascii_case(Lang::Pseudo.tag())
                    .then_some(Lang::Pseudo)
            });
        }
    }
    found
}

/// The first language of an `Accept-Language` header that Tabula speaks, by preference
/// (q-values; equal ones in the header's order); `None` when it names none (`*` names none).
pub fn accept_language(header: &str) -> Option<Lang> {
    let mut asked: Vec<(f32, usize, Lang)> = Vec::new();
    for (i, item) in header.split(',').enumerate().take(32) {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or_default().trim();
        let mut q = 1.0f32;
        for param in parts {
            let param = param.trim();
            if let Some(value) = param
                .strip_prefix("q=")
                .or_else(|| param.strip_prefix("Q="))
            {
                q = value.trim().parse().unwrap_or(0.0);
            }
        }
        if q <= 0.0 || tag.is_empty() || tag == "*" {
            continue;
        }
        if let Some(lang) = Lang::from_discord(tag) {
            asked.push((q, i, lang));
        }
    }
    asked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    asked.first().map(|(_, _, lang)| *lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_s_first_language_tabula_speaks_wins() {
        assert_eq!(accept_language("de-DE,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(accept_language("ja,fr;q=0.5,en;q=0.4"), Some(Lang::Fr));
        assert_eq!(accept_language("en;q=0.3, pt-BR"), Some(Lang::PtBr));
        assert_eq!(accept_language("es-419;q=0.8, de;q=0.8"), Some(Lang::Es));
        assert_eq!(accept_language("de;q=0, fr;q=0.1"), Some(Lang::Fr));
        assert_eq!(accept_language("ja, zh-CN;q=0.5, *;q=0.1"), None);
        assert_eq!(accept_language(""), None);
        assert_eq!(accept_language("en-XA"), Some(Lang::Pseudo));
    }

    #[test]
    fn the_switch_names_a_language_by_its_tag() {
        assert_eq!(chosen(Some("lang=de")), Some(Lang::De));
        assert_eq!(chosen(Some("step=3&lang=pt-BR")), Some(Lang::PtBr));
        assert_eq!(chosen(Some("lang=en-XA")), Some(Lang::Pseudo));
        assert_eq!(chosen(Some("lang=xx")), None);
        assert_eq!(chosen(None), None);
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("fr"));
        let asked = Asked::of(Some("lang=de"), &headers);
        assert_eq!(
            asked.reader(Some(Lang::Es)),
            Reader {
                lang: Lang::De,
                chosen: true
            }
        );
        let asked = Asked::of(None, &headers);
        assert_eq!(asked.reader(Some(Lang::Es)), Reader::of(Lang::Fr));
        let asked = Asked::of(None, &HeaderMap::new());
        assert!(asked.needs_server());
        assert_eq!(asked.reader(Some(Lang::Es)), Reader::of(Lang::Es));
        assert_eq!(asked.reader(None), Reader::of(Lang::En));
    }
}
