//! The board picture inline in a page (issue 46): the very SVG the PNG is rasterised from (no
//! second drawing), made to fit any width and given its alt text as its accessible name.
//!
//! The picture writer gives the root `<svg>` a fixed `width` and `height` (1 unit = 1 pixel
//! of the PNG). Inline, those would force a phone to scroll sideways, so they are taken off
//! and the `viewBox` kept: the stylesheet then sizes the picture to its column and the
//! browser keeps its proportions. `<title>` and `<desc>` go first, as SVG asks, and
//! `role="img"` with `aria-labelledby` makes screen readers read the alt text and not the
//! hundreds of `<text>` elements inside.
use commands::api::Picture;
use present_kit::markup::html_escape;

/// The board's HTML for `#board`, and its size in pixels (the PNG's) when known.
pub struct Board {
    pub html: String,
    pub size: Option<(u32, u32)>,
}

/// `picture` ready to sit in `#board`; `fallback` names it when the picture has no alt text
/// of its own (the reply's text stands in, as on Discord).
pub fn board(picture: &Picture, fallback: &str) -> Board {
    let alt = picture
        .alt
        .clone()
        .filter(|a| !a.trim().is_empty())
        .unwrap_or_else(|| fallback.to_string());
    responsive(&picture.svg(), &alt)
}

/// What `#board` holds when there is no picture to show.
pub fn no_picture(why: &str) -> String {
    format!("<p class=\"no-picture\">{}</p>", html_escape(why))
}

/// The value of attribute `name` in the start tag `tag`.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

/// `tag` without attribute `name`.
fn without(tag: &str, name: &str) -> String {
    let key = format!(" {name}=\"");
    let Some(start) = tag.find(&key) else {
        return tag.to_string();
    };
    let value = start + key.len();
    match tag[value..].find('"') {
        Some(len) => format!("{}{}", &tag[..start], &tag[value + len + 1..]),
        None => tag.to_string(),
    }
}

fn number(text: Option<&str>) -> Option<u32> {
    let n: f64 = text?.trim().parse().ok()?;
    (n.is_finite() && n > 0.0 && n < 100_000.0).then(|| n.round() as u32)
}

/// The SVG document `svg` without a fixed size, named by `alt`.
pub fn responsive(svg: &str, alt: &str) -> Board {
    let alt = html_escape(alt);
    let Some(open) = svg.find("<svg") else {
        // Not an SVG document: the picture writer's defect. Show its alt text rather than
        // something unknown.
        return Board {
            html: format!("<p class=\"no-picture\">{alt}</p>"),
            size: None,
        };
    };
    let Some(close) = svg[open..].find('>').map(|c| open + c) else {
        return Board {
            html: format!("<p class=\"no-picture\">{alt}</p>"),
            size: None,
        };
    };
    let tag = svg[open..close].trim_end_matches('/');
    let width = number(attr(tag, "width"));
    let height = number(attr(tag, "height"));
    let mut tag = without(&without(tag, "width"), "height");
    if attr(&tag, "viewBox").is_none() {
        if let (Some(w), Some(h)) = (width, height) {
            tag.push_str(&format!(" viewBox=\"0 0 {w} {h}\""));
        }
    }
    let rest = &svg[close + 1..];
    let html = format!(
        "{tag} class=\"board-picture\" role=\"img\" aria-labelledby=\"board-title\" \
         aria-describedby=\"board-desc\" focusable=\"false\">\
         <title id=\"board-title\">{alt}</title><desc id=\"board-desc\">{alt}</desc>{}",
        rest.trim_end()
    );
    Board {
        html,
        size: width.zip(height),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixed_size_goes_and_the_view_box_and_the_alt_text_come() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"880\" height=\"1100\" \
                   viewBox=\"0 0 880 1100\">\n<rect width=\"10\" height=\"10\"/></svg>\n";
        let b = responsive(svg, "A <board> & \"more\"");
        assert_eq!(b.size, Some((880, 1100)));
        let tag = &b.html[..b.html.find('>').unwrap()];
        assert!(!tag.contains(" width="), "{tag}");
        assert!(!tag.contains(" height="), "{tag}");
        assert!(tag.contains("viewBox=\"0 0 880 1100\""), "{tag}");
        assert!(tag.contains("role=\"img\""));
        // The inner shapes keep their own sizes.
        assert!(b.html.contains("<rect width=\"10\" height=\"10\"/>"));
        let after = &b.html[b.html.find('>').unwrap() + 1..];
        assert!(
            after.starts_with(
                "<title id=\"board-title\">A &lt;board&gt; &amp; &quot;more&quot;</title>\
                 <desc id=\"board-desc\">A &lt;board&gt; &amp; &quot;more&quot;</desc>\n<rect"
            ),
            "{after}"
        );
    }

    #[test]
    fn a_picture_without_a_view_box_gets_one_from_its_size() {
        let b = responsive("<svg width=\"20\" height=\"10\"><g/></svg>", "x");
        assert!(
            b.html.starts_with("<svg viewBox=\"0 0 20 10\""),
            "{}",
            b.html
        );
        let b = responsive("not a picture", "alt <x>");
        assert_eq!(b.html, "<p class=\"no-picture\">alt &lt;x&gt;</p>");
        assert_eq!(b.size, None);
    }
}
