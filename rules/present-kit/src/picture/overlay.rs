//! The text overlay: texts that nothing drawn after them covers are moved to the end of the
//! document, into one group the rasteriser draws itself from cached glyph masks instead of
//! handing them to resvg.
//!
//! Why: resvg shapes every `<text>` afresh (a new shaping plan per run) and fills each glyph
//! as a path, which made text about two thirds of a board's render time. Drawn from cached
//! glyph masks, the same text costs a few percent of that.
//!
//! Why it is safe: a text moves only if no shape or unmoved text after it overlaps it, so
//! moving it after them changes no pixel; texts keep their order among themselves. The
//! document stays a plain SVG that looks the same anywhere, and every text stays a `<text>`
//! element for readers and for the checks that a picture shows nothing hidden.
//!
//! Which texts move: plain one-run texts (no rotation, no runs of other styles) whose every
//! character the text's face draws (the font has no right-to-left script, so no text needs
//! bidi; a test checks that).
//! The rest stay with resvg, in place.

use super::font::{self, Weight};
use super::style::{Anchor, Color, TextStyle};
use super::PictureError;

/// Opens the overlay group; it is always the document's last element.
pub const GROUP_OPEN: &str = "<g id=\"text-overlay\">\n";
const GROUP_CLOSE: &str = "</g>\n";

/// An axis-aligned box in picture pixels that holds everything an element paints.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

impl Bounds {
    /// For what cannot be bounded cheaply (a transformed group): covers every text.
    pub const EVERYTHING: Bounds = Bounds {
        x0: f32::MIN,
        y0: f32::MIN,
        x1: f32::MAX,
        y1: f32::MAX,
    };

    /// The box around `points`, grown by `pad` on every side (half a stroke, plus a pixel for
    /// anti-aliasing).
    pub fn around(points: impl IntoIterator<Item = (f32, f32)>, pad: f32) -> Bounds {
        let mut b = Bounds {
            x0: f32::MAX,
            y0: f32::MAX,
            x1: f32::MIN,
            y1: f32::MIN,
        };
        for (x, y) in points {
            b.x0 = b.x0.min(x);
            b.y0 = b.y0.min(y);
            b.x1 = b.x1.max(x);
            b.y1 = b.y1.max(y);
        }
        if b.x0 > b.x1 || !(b.x0.is_finite() && b.y0.is_finite()) {
            // No points, or numbers the writer prints as 0: nothing is known, assume the worst.
            return Bounds::EVERYTHING;
        }
        let pad = pad.max(0.0) + 1.0;
        Bounds {
            x0: b.x0 - pad,
            y0: b.y0 - pad,
            x1: b.x1 + pad,
            y1: b.y1 + pad,
        }
    }

    fn overlaps(&self, o: &Bounds) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
}

/// What a one-run text may paint: its advance box from a little above the tallest accent to
/// below the descenders, with room for glyphs that overhang their advance.
pub fn text_bounds(x: f32, y: f32, text: &str, style: &TextStyle) -> Bounds {
    let w = style.width(text) * style.squeeze;
    if style.rotate != 0.0 {
        // Turned about its anchor: anywhere within its length of it.
        let r = w + 1.1 * style.size;
        return Bounds::around([(x - r, y - r), (x + r, y + r)], 0.0);
    }
    let start = match style.anchor {
        Anchor::Start => x,
        Anchor::Middle => x - w / 2.0,
        Anchor::End => x - w,
    };
    let s = style.size;
    Bounds::around([(start, y - 1.1 * s), (start + w, y + 0.35 * s)], 0.25 * s)
}

/// Whether a text may be drawn by the overlay: one run, upright, every character drawable.
pub fn movable(text: &str, style: &TextStyle) -> bool {
    style.rotate == 0.0
        && style.squeeze.is_finite()
        && style.squeeze > 0.0
        && text
            .chars()
            .all(|c| c == ' ' || font::covers_in(c, style.weight))
        && !text.trim().is_empty()
}

/// One element of a document's body: its byte range, what it may paint, and whether it is a
/// text the overlay could draw.
#[derive(Clone, Copy, Debug)]
pub struct Item {
    pub start: usize,
    pub end: usize,
    pub bounds: Bounds,
    pub movable: bool,
}

/// `body` with the texts nothing later covers moved, in order, into the overlay group at its
/// end. Bytes outside every item stay where they are.
pub fn arrange(body: &str, items: &[Item]) -> String {
    let mut moved = vec![false; items.len()];
    let mut covers: Vec<Bounds> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate().rev() {
        if item.movable && !covers.iter().any(|c| c.overlaps(&item.bounds)) {
            moved[i] = true;
        } else {
            covers.push(item.bounds);
        }
    }
    if !moved.contains(&true) {
        return body.to_string();
    }
    let mut kept = String::with_capacity(body.len() + GROUP_OPEN.len() + GROUP_CLOSE.len());
    let mut overlay = String::new();
    let mut at = 0;
    for (item, moved) in items.iter().zip(moved) {
        if moved {
            kept.push_str(&body[at..item.start]);
            overlay.push_str(&body[item.start..item.end]);
            at = item.end;
        }
    }
    kept.push_str(&body[at..]);
    kept.push_str(GROUP_OPEN);
    kept.push_str(&overlay);
    kept.push_str(GROUP_CLOSE);
    kept
}

/// One text of the overlay, as the writer wrote it.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub weight: Weight,
    pub fill: Color,
    pub anchor: Anchor,
    pub squeeze: f32,
    /// The text with SVG's default white-space handling applied (runs of spaces collapsed,
    /// none at the ends), as resvg would lay it out.
    pub text: String,
}

/// Splits a finished document into the part resvg draws (a whole document) and the overlay's
/// texts; `None` when it has no overlay.
pub fn split(svg: &str) -> Option<(String, &str)> {
    let open = svg.rfind(GROUP_OPEN)?;
    let overlay = &svg[open + GROUP_OPEN.len()..];
    let end = overlay.rfind(GROUP_CLOSE)?;
    let mut base = String::with_capacity(open + 8);
    base.push_str(&svg[..open]);
    base.push_str("</svg>\n");
    Some((base, &overlay[..end]))
}

/// Reads the overlay's texts back. Only what the SVG writer writes for a movable text is
/// accepted; anything else is a defect of the writer, reported rather than guessed at.
pub fn parse(overlay: &str) -> Result<Vec<Run>, PictureError> {
    let bad = |what: &str| PictureError::Parse(format!("text overlay: {what}"));
    let mut runs = Vec::new();
    let mut rest = overlay.trim_start();
    while !rest.is_empty() {
        let tag = rest
            .strip_prefix("<text ")
            .ok_or_else(|| bad("expected a <text> element"))?;
        let close = tag.find('>').ok_or_else(|| bad("unclosed tag"))?;
        let (attrs, after) = (&tag[..close], &tag[close + 1..]);
        let end = after.find("</text>").ok_or_else(|| bad("unclosed text"))?;
        let content = &after[..end];
        rest = after[end + "</text>".len()..].trim_start();

        let attr = |name: &str| -> Option<&str> {
            let key = format!(" {name}=\"");
            let from = format!(" {attrs}").find(&key)? + key.len() - 1;
            let value = &attrs[from..];
            Some(&value[..value.find('"')?])
        };
        let number = |name: &str| -> Result<f32, PictureError> {
            attr(name)
                .and_then(|v| v.parse::<f32>().ok())
                .ok_or_else(|| bad(&format!("{name} missing")))
        };
        let fill = attr("fill")
            .and_then(parse_color)
            .ok_or_else(|| bad("fill missing"))?;
        let weight = match attr("font-weight") {
            None => Weight::Regular,
            Some("bold") => Weight::Bold,
            Some(w) => return Err(bad(&format!("font-weight {w}"))),
        };
        let anchor = match attr("text-anchor") {
            None => Anchor::Start,
            Some("middle") => Anchor::Middle,
            Some("end") => Anchor::End,
            Some(a) => return Err(bad(&format!("text-anchor {a}"))),
        };
        let squeeze = match attr("transform") {
            None => 1.0,
            Some(t) => t
                .strip_prefix("matrix(")
                .and_then(|m| m.split_whitespace().next())
                .and_then(|s| s.parse::<f32>().ok())
                .ok_or_else(|| bad(&format!("transform {t}")))?,
        };
        runs.push(Run {
            x: number("x")?,
            y: number("y")?,
            size: number("font-size")?,
            weight,
            fill,
            anchor,
            squeeze,
            text: collapse(&unescape(content)),
        });
    }
    Ok(runs)
}

fn parse_color(v: &str) -> Option<Color> {
    let hex = v.strip_prefix('#').filter(|h| h.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some(Color(byte(0)?, byte(2)?, byte(4)?))
}

/// The reverse of the SVG writer's escaping, for what it writes.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// SVG's default `xml:space` handling: spaces collapsed, none at the ends.
fn collapse(text: &str) -> String {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::palette::{INK, PAPER};
    use crate::picture::svg::{Style, Svg};

    #[test]
    fn only_texts_nothing_later_covers_move_and_they_keep_their_order() {
        let mut svg = Svg::new(300.0, 200.0);
        let style = TextStyle::new(20.0, INK);
        svg.text(10.0, 30.0, "first", &style);
        svg.text(10.0, 90.0, "covered", &style);
        // A disc over "covered", drawn after it.
        svg.circle(40.0, 85.0, 12.0, &Style::fill(PAPER));
        svg.text(10.0, 150.0, "second", &style);
        svg.text(250.0, 30.0, "up", &style.rotated(-90.0));
        let doc = svg.finish();
        let (base, overlay) = split(&doc).unwrap();
        let moved: Vec<String> = parse(overlay)
            .unwrap()
            .into_iter()
            .map(|r| r.text)
            .collect();
        assert_eq!(moved, vec!["first", "second"]);
        assert!(base.contains(">covered</text>") && base.contains(">up</text>"));
        assert!(!base.contains(GROUP_OPEN) && base.ends_with("</svg>\n"));
        // "covered" still paints before the disc.
        assert!(base.find(">covered<").unwrap() < base.find("<circle").unwrap());
        // Every text is still in the document for readers.
        assert_eq!(
            crate::picture::texts(&doc).unwrap().len(),
            4,
            "no text lost"
        );
    }

    #[test]
    fn a_text_that_only_later_texts_cover_stays_if_they_cannot_move() {
        let mut svg = Svg::new(300.0, 100.0);
        let style = TextStyle::new(20.0, INK);
        svg.text(10.0, 50.0, "under", &style);
        svg.text(12.0, 52.0, "over", &style.rotated(5.0));
        let doc = svg.finish();
        assert!(split(&doc).is_none(), "{doc}");
    }

    #[test]
    fn the_reader_reads_what_the_writer_writes() {
        let style = TextStyle::new(17.5, INK).bold().middle().squeezed(0.8);
        let mut svg = Svg::new(300.0, 100.0);
        svg.text(100.0, 40.5, "  A&B  <c> 'd'  ", &style);
        svg.text(280.0, 80.0, "end", &TextStyle::new(12.0, PAPER).end());
        let doc = svg.finish();
        let (_, overlay) = split(&doc).unwrap();
        let runs = parse(overlay).unwrap();
        assert_eq!(
            runs[0],
            Run {
                x: 100.0,
                y: 40.5,
                size: 17.5,
                weight: Weight::Bold,
                fill: INK,
                anchor: Anchor::Middle,
                squeeze: 0.8,
                text: "A&B <c> 'd'".into(),
            }
        );
        assert_eq!(runs[1].anchor, Anchor::End);
        assert_eq!(runs[1].fill, PAPER);
        assert_eq!(runs[1].weight, Weight::Regular);
        assert!(matches!(
            parse("<rect/>"),
            Err(PictureError::Parse(e)) if e.contains("expected a <text>")
        ));
    }
}
