//! The frame every page shares (issue 46): the document head with its stylesheet, deferred
//! scripts from `/assets/` only, `noindex` (every link is private, so search engines must not
//! keep one), and the Open Graph tags that make a pasted link unfurl with its board.
use super::Reader;
use present_kit::markup::html_escape;
use present_kit::words::Lang;

/// A picture a link preview shows: its absolute address, size in pixels and alt text.
pub struct OgImage {
    pub url: String,
    pub width: u32,
    pub height: u32,
    pub alt: String,
}

/// The Open Graph part of a page: its absolute address (only known with `PUBLIC_URL`) and
/// its picture.
pub struct OpenGraph {
    pub url: Option<String>,
    pub image: Option<OgImage>,
}

pub struct Page {
    /// The document's title, plain text.
    pub title: String,
    /// One line for link previews, plain text.
    pub description: Option<String>,
    pub og: Option<OpenGraph>,
    /// Script names under `/assets/`, loaded with `defer`.
    pub scripts: &'static [&'static str],
    /// The page's own query beside the language (`step=3` on a replay), which the language
    /// switch's links keep; empty for none.
    pub query: String,
    /// The body's HTML.
    pub body: String,
}

/// The language switch (issue 48): a link per language to this same page in it (the page's
/// own query kept), each named in its own language; the one read now is marked.
pub fn switch(reader: &Reader, query: &str) -> String {
    let mut out = format!(
        "<nav class=\"langs\" aria-label=\"{}\"><ul>",
        reader.h("web-languages", &[])
    );
    let keep = if query.is_empty() {
        String::new()
    } else {
        format!("{query}&")
    };
    for lang in Lang::ALL {
        let tag = lang.tag();
        let current = if lang == reader.lang {
            " aria-current=\"true\""
        } else {
            ""
        };
        out.push_str(&format!(
            "<li><a href=\"?{}lang={tag}\" hreflang=\"{tag}\" lang=\"{tag}\"{current}>{}</a></li>",
            html_escape(&keep),
            html_escape(lang.own_name())
        ));
    }
    out.push_str("</ul></nav>\n");
    out
}

impl Page {
    pub fn render(&self, reader: &Reader) -> String {
        let mut head = String::with_capacity(1024);
        head.push_str(&format!(
            "<!doctype html>\n<html lang=\"{}\">\n",
            reader.lang.tag()
        ));
        head.push_str(
            "<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta name=\"robots\" content=\"noindex, nofollow\">\n\
             <meta name=\"referrer\" content=\"no-referrer\">\n\
             <meta name=\"color-scheme\" content=\"light dark\">\n",
        );
        head.push_str(&format!("<title>{}</title>\n", html_escape(&self.title)));
        // A favicon of nothing: the browser asks for no `/favicon.ico` (whose 404 would be
        // a console error).
        head.push_str("<link rel=\"icon\" href=\"data:,\">\n");
        head.push_str("<link rel=\"stylesheet\" href=\"/assets/style.css\">\n");
        if let Some(description) = &self.description {
            head.push_str(&meta("name", "description", description));
        }
        if let Some(og) = &self.og {
            head.push_str(&meta("property", "og:type", "website"));
            head.push_str(&meta("property", "og:site_name", "Tabula"));
            head.push_str(&meta("property", "og:title", &self.title));
            if let Some(description) = &self.description {
                head.push_str(&meta("property", "og:description", description));
            }
            if let Some(url) = &og.url {
                head.push_str(&meta("property", "og:url", url));
            }
            match &og.image {
                Some(image) => {
                    head.push_str(&meta("property", "og:image", &image.url));
                    head.push_str(&meta("property", "og:image:type", "image/png"));
                    head.push_str(&meta(
                        "property",
                        "og:image:width",
                        &image.width.to_string(),
                    ));
                    head.push_str(&meta(
                        "property",
                        "og:image:height",
                        &image.height.to_string(),
                    ));
                    head.push_str(&meta("property", "og:image:alt", &image.alt));
                    head.push_str(&meta("name", "twitter:card", "summary_large_image"));
                }
                None => head.push_str(&meta("name", "twitter:card", "summary")),
            }
        }
        for script in self.scripts {
            head.push_str(&format!(
                "<script defer src=\"/assets/{}\"></script>\n",
                html_escape(script)
            ));
        }
        format!(
            "{head}</head>\n<body>\n{}{}\n<footer class=\"site\"><p>{}</p></footer>\n</body>\n</html>\n",
            switch(reader, &self.query),
            self.body,
            reader.h("web-footer", &[])
        )
    }
}

fn meta(kind: &str, name: &str, content: &str) -> String {
    format!(
        "<meta {kind}=\"{}\" content=\"{}\">\n",
        html_escape(name),
        html_escape(content)
    )
}
