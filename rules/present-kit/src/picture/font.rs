//! The one font every picture uses, shipped in `data/fonts/` (DejaVu Sans, Bitstream Vera
//! licence, see `data/fonts/LICENSE-DejaVu.txt`) and embedded in the binary, so a picture looks
//! the same on every machine and in the Docker image, whatever fonts the system has.
//!
//! Also measures text with the font's own advance widths, so drawings can wrap lines, fit names
//! into their boxes and centre things without guessing.

use skrifa::prelude::{FontRef, LocationRef, MetadataProvider, Size};
use skrifa::{charmap::Charmap, metrics::GlyphMetrics};
use std::sync::LazyLock;

/// The family name inside the shipped font files; every `<text>` names it explicitly.
pub const FAMILY: &str = "DejaVu Sans";

/// DejaVu Sans, regular and bold.
pub const REGULAR: &[u8] = include_bytes!("../../../../data/fonts/DejaVuSans.ttf");
pub const BOLD: &[u8] = include_bytes!("../../../../data/fonts/DejaVuSans-Bold.ttf");

/// Font weight of a text run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Weight {
    #[default]
    Regular,
    Bold,
}

/// What measuring needs of one face: its character map, unscaled advance widths and how tall
/// its capitals stand.
struct Face {
    charmap: Charmap<'static>,
    metrics: GlyphMetrics<'static>,
    units_per_em: f32,
    /// Capital height in ems (the OS/2 table's `sCapHeight`).
    cap_height: f32,
}

impl Face {
    fn load(data: &'static [u8]) -> Option<Face> {
        let font = FontRef::new(data).ok()?;
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let units_per_em = f32::from(metrics.units_per_em);
        let charmap = font.charmap();
        let glyphs = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        // DejaVu's OS/2 table is too old to say its capital height: the top of "H" is it.
        let cap_height = metrics
            .cap_height
            .or_else(|| glyphs.bounds(charmap.map('H')?).map(|b| b.y_max))?;
        Some(Face {
            charmap,
            metrics: glyphs,
            units_per_em,
            cap_height: cap_height / units_per_em,
        })
    }

    /// Advance of `ch` in ems; `None` when the font has no glyph for it.
    fn advance(&self, ch: char) -> Option<f32> {
        let glyph = self.charmap.map(ch)?;
        Some(self.metrics.advance_width(glyph)? / self.units_per_em)
    }
}

// Both faces are embedded: a parse failure is a build defect, caught by the tests below; at run
// time the measuring then falls back to an estimate instead of panicking.
static FACES: LazyLock<[Option<Face>; 2]> =
    LazyLock::new(|| [Face::load(REGULAR), Face::load(BOLD)]);

fn face(weight: Weight) -> Option<&'static Face> {
    FACES[weight as usize].as_ref()
}

/// Whether the shipped font can draw `ch` (spaces and the like included).
pub fn covers(ch: char) -> bool {
    covers_in(ch, Weight::Regular)
}

/// Whether the shipped face of `weight` has a glyph for `ch`.
pub fn covers_in(ch: char, weight: Weight) -> bool {
    face(weight).is_some_and(|f| f.charmap.map(ch).is_some())
}

/// Width of `text` in pixels at `size` px (kerning ignored: DejaVu's is small, and a slightly
/// generous estimate only leaves a little more room).
pub fn width(text: &str, size: f32, weight: Weight) -> f32 {
    let Some(face) = face(weight) else {
        return text.chars().count() as f32 * size * 0.62;
    };
    text.chars()
        .map(|c| face.advance(c).unwrap_or(0.62))
        .sum::<f32>()
        * size
}

/// How tall the capitals (and digits) of `weight` stand, as a fraction of the font size: what
/// a reader sees of "a 10 px font" is its capitals, about 7.3 px in DejaVu Sans (issue 44).
pub fn cap_height(weight: Weight) -> f32 {
    face(weight).map_or(0.73, |f| f.cap_height)
}

/// Drawn in place of characters the font lacks (CJK, emoji): a visible box, so a name keeps
/// its shape and its spaces mean something ("李 Wei" reads "□ Wei", not " Wei").
pub const PLACEHOLDER: char = '□';

/// `text` as the font can draw it: each run of characters the font lacks (an emoji with its
/// joiners and variation selectors counts as one run) becomes one [`PLACEHOLDER`], and
/// control characters go. Issue 44: dropping them left names unrecognisable ("🐉 Lee" as
/// "Lee", a CJK name as nothing at all).
pub fn drawable(text: &str) -> String {
    placeholders(text).trim().to_string()
}

/// `text` with each run of characters the font lacks as one [`PLACEHOLDER`] and control
/// characters gone, as [`drawable`] but keeping its spaces at either end. The SVG writer
/// draws every text through it, so no text of any picture loses a character silently.
pub fn placeholders(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().all(|c| !c.is_control() && covers(c)) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut in_missing = false;
    for c in text.chars() {
        if c.is_control() {
            continue;
        }
        // Joiners and variation selectors belong to the missing run they sit in.
        let modifier = matches!(c, '\u{200d}' | '\u{fe0e}' | '\u{fe0f}')
            || ('\u{1f3fb}'..='\u{1f3ff}').contains(&c);
        if modifier && in_missing {
            continue;
        }
        if covers(c) && !modifier {
            out.push(c);
            in_missing = false;
        } else if !in_missing || !is_wide(c) {
            out.push(PLACEHOLDER);
            in_missing = true;
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Emoji, pictographs and flag letters (all within U+1F000-U+1FAFF), which stand for one thing however many code points spell them;
/// other missing characters (CJK ideographs, other scripts) keep one box each, so a name of
/// three ideographs still shows three.
fn is_wide(c: char) -> bool {
    matches!(u32::from(c), 0x1f000..=0x1faff | 0x2600..=0x27bf)
}

/// `text` shortened with "…" until it fits `max` pixels.
pub fn fit(text: &str, size: f32, weight: Weight, max: f32) -> String {
    if width(text, size, weight) <= max {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if width(&candidate, size, weight) <= max {
            return candidate;
        }
    }
    "…".to_string()
}

/// Greedy word wrap of `text` into lines of at most `max` pixels (a single word wider than
/// that is shortened with "…").
pub fn wrap(text: &str, size: f32, weight: Weight, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(&candidate, size, weight) <= max || line.is_empty() {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
        .into_iter()
        .map(|l| fit(&l, size, weight, max))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_faces_parse_and_cover_the_symbols_the_games_draw() {
        assert!(face(Weight::Regular).is_some() && face(Weight::Bold).is_some());
        for ch in "♠♥♦♣√×÷−+→←▶★◆▲●✔✘…·0123456789AJQKaz".chars()
        {
            for weight in [Weight::Regular, Weight::Bold] {
                let f = face(weight).unwrap();
                assert!(f.advance(ch).is_some(), "{ch:?} missing ({weight:?})");
            }
        }
    }

    #[test]
    fn measuring_fitting_and_wrapping() {
        let w = width("Alice", 20.0, Weight::Regular);
        assert!((40.0..70.0).contains(&w), "{w}");
        assert!(width("Alice", 20.0, Weight::Bold) > w);
        let fitted = fit("Bartholomew the Magnificent", 20.0, Weight::Bold, 120.0);
        assert!(fitted.ends_with('…') && width(&fitted, 20.0, Weight::Bold) <= 120.0);
        let lines = wrap(
            "one two three four five six seven",
            20.0,
            Weight::Regular,
            120.0,
        );
        assert!(lines.len() > 1);
        assert!(lines
            .iter()
            .all(|l| width(l, 20.0, Weight::Regular) <= 120.0));
        assert_eq!(lines.join(" "), "one two three four five six seven");
        assert_eq!(drawable("Bea 🎲\u{7}"), "Bea □");
        // A family emoji (joined by ZWJ) and a skin tone are one box each; ideographs one each.
        assert_eq!(drawable("👨\u{200d}👩\u{200d}👧 Kim"), "□ Kim");
        assert_eq!(drawable("👍🏽 ok"), "□ ok");
        assert_eq!(drawable("李小龙 Lee"), "□□□ Lee");
        assert!(covers(PLACEHOLDER) && covers_in(PLACEHOLDER, Weight::Bold));
    }

    #[test]
    fn capitals_stand_about_three_quarters_of_the_font_size() {
        for weight in [Weight::Regular, Weight::Bold] {
            let cap = cap_height(weight);
            assert!((0.70..0.76).contains(&cap), "{weight:?}: {cap}");
        }
    }
}
