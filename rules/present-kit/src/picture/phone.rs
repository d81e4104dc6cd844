//! Test support: how tall the symbols that carry game information stand when a phone shows
//! the picture 400 px wide (issue 44: every such symbol at least `SMALLEST_CAPITAL`, 8 px).
//! A symbol's height is its font size times its glyph's own height in the shipped font (a
//! ● is much shorter than its em), read from the font itself.

use super::font::{drawable, BOLD, REGULAR};
use super::measure::{Measured, PHONE_WIDTH};
use skrifa::prelude::{FontRef, LocationRef, MetadataProvider, Size};

/// The height of `ch`'s ink in ems, the smaller of the two weights (a test does not know
/// which one a run inherits, so it assumes the shorter); `None` when the font lacks it.
pub fn glyph_height(ch: char) -> Option<f32> {
    [REGULAR, BOLD]
        .iter()
        .map(|data| {
            let font = FontRef::new(data).ok()?;
            let em = f32::from(
                font.metrics(Size::unscaled(), LocationRef::default())
                    .units_per_em,
            );
            let glyph = font.charmap().map(ch)?;
            let b = font
                .glyph_metrics(Size::unscaled(), LocationRef::default())
                .bounds(glyph)?;
            Some((b.y_max - b.y_min) / em)
        })
        .collect::<Option<Vec<f32>>>()
        .and_then(|h| h.into_iter().reduce(f32::min))
}

/// Every run of `svg` that is one of `symbols` drawn as a mark (a card's suit, a legend's
/// swatch, a tile), with the symbol's height at phone size (its font size × its glyph's
/// height, scaled to [`PHONE_WIDTH`]): `(text, symbol, px)`. A symbol inside words is text,
/// which the text checks measure.
pub fn symbols_at_phone(svg: &str, symbols: &[char]) -> Vec<(String, char, f32)> {
    let m = Measured::of(svg).expect("a picture the writer made");
    let mut found = Vec::new();
    for label in &m.labels {
        let mut chars = label.text.trim().chars();
        if let (Some(ch), None) = (chars.next(), chars.next()) {
            if !symbols.contains(&ch) {
                continue;
            }
            let ratio = glyph_height(ch).expect("the shipped font draws every symbol");
            found.push((
                label.text.clone(),
                ch,
                label.size * ratio * PHONE_WIDTH / m.width,
            ));
        }
    }
    found
}
/// Whether a text cut to `cut` (what stands before its "…") was cut inside a player's name:
/// it ends with the start of one of `names` (as the font draws them) but not the whole name.
/// Catches a heading "Your hand, Alexander Montgo…" as well as a name cut alone.
pub fn cut_inside_a_name(cut: &str, names: &[String]) -> bool {
    let cut = cut.trim_end();
    names.iter().map(|n| drawable(n)).any(|name| {
        name.char_indices()
            .map(|(i, _)| &name[..i])
            .filter(|start| start.chars().count() >= 3)
            .any(|start| cut.ends_with(start))
    })
}

/// The marks a picture draws as shapes (the turn marker, the dealer's disc, team badges,
/// coins, a peeked card's corner: every `<polygon>` and `<circle>` not inside a larger one,
/// which is the mark's own detail, like a coin's inner ring), each as its kind and the
/// smaller side of its box at phone size. The pictures draw no scaled groups, so a shape's
/// coordinates are its place.
pub fn shapes_at_phone(svg: &str) -> Vec<(&'static str, f32)> {
    let m = Measured::of(svg).expect("a picture the writer made");
    let scale = PHONE_WIDTH / m.width;
    let attribute = |tag: &str, name: &str| -> Option<f32> {
        let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        let end = tag[start..].find('"')? + start;
        tag[start..end].parse().ok()
    };
    let points = |tag: &str| -> Vec<(f32, f32)> {
        let Some(start) = tag.find(" points=\"").map(|i| i + 9) else {
            return Vec::new();
        };
        let end = tag[start..].find('"').map_or(start, |e| e + start);
        tag[start..end]
            .split_whitespace()
            .filter_map(|p| {
                let (x, y) = p.split_once(',')?;
                Some((x.parse().ok()?, y.parse().ok()?))
            })
            .collect()
    };
    // Each shape's kind and box [left, top, right, bottom].
    let mut boxes: Vec<(&'static str, [f32; 4])> = Vec::new();
    for (kind, open) in [("polygon", "<polygon "), ("circle", "<circle ")] {
        for (at, _) in svg.match_indices(open) {
            let tag = &svg[at..at + svg[at..].find('>').unwrap_or(0)];
            let corners = if kind == "circle" {
                match (
                    attribute(tag, "cx"),
                    attribute(tag, "cy"),
                    attribute(tag, "r"),
                ) {
                    (Some(x), Some(y), Some(r)) => vec![(x - r, y - r), (x + r, y + r)],
                    _ => Vec::new(),
                }
            } else {
                points(tag)
            };
            if corners.is_empty() {
                continue;
            }
            let xs = corners.iter().map(|p| p.0);
            let ys = corners.iter().map(|p| p.1);
            boxes.push((
                kind,
                [
                    xs.clone().fold(f32::MAX, f32::min),
                    ys.clone().fold(f32::MAX, f32::min),
                    xs.fold(f32::MIN, f32::max),
                    ys.fold(f32::MIN, f32::max),
                ],
            ));
        }
    }
    let inside = |a: &[f32; 4], b: &[f32; 4]| {
        a != b && a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3]
    };
    boxes
        .iter()
        .filter(|(_, a)| !boxes.iter().any(|(_, b)| inside(a, b)))
        .map(|(kind, b)| (*kind, (b[2] - b[0]).min(b[3] - b[1]) * scale))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The font's own glyphs: a ● stands shorter than its em, a × much shorter, and a mark
    /// drawn alone is measured while the same character inside words is not.
    #[test]
    fn symbols_are_measured_by_their_glyphs() {
        let star = glyph_height('★').unwrap();
        assert!(star > 0.6 && star < 0.9, "{star}");
        assert!(glyph_height('×').unwrap() < star);
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="880" height="100"><text x="10" y="50" font-size="20">★</text><text x="100" y="50" font-size="40">3 × 4</text></svg>"#;
        let found = symbols_at_phone(svg, &['★', '×']);
        assert_eq!(found.len(), 1, "{found:?}");
        let (_, ch, px) = &found[0];
        assert_eq!(*ch, '★');
        assert!((px - 20.0 * star * 400.0 / 880.0).abs() < 0.01, "{px}");
    }

    #[test]
    fn shapes_are_measured_by_their_boxes() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="880" height="100"><polygon points="10,10 30.9,22 10,34" fill="red"/><circle cx="50" cy="50" r="7" fill="red"/><circle cx="50" cy="50" r="4" fill="red"/></svg>"#;
        // The inner circle is the outer one's detail.
        let found = shapes_at_phone(svg);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            (found[0].1 - 20.9 * 400.0 / 880.0).abs() < 0.01,
            "{found:?}"
        );
        assert!(
            (found[1].1 - 14.0 * 400.0 / 880.0).abs() < 0.01,
            "{found:?}"
        );
    }

    #[test]
    fn a_name_cut_is_seen_wherever_it_stands() {
        let names = vec![
            "Alexander Montgomery".to_string(),
            "Bot 3 (strong)".to_string(),
        ];
        assert!(cut_inside_a_name("Alexander Mont", &names));
        assert!(cut_inside_a_name("Your hand, Alexander Mont", &names));
        assert!(cut_inside_a_name("the tie goes to Bot 3 ", &names));
        assert!(!cut_inside_a_name(
            "Alexander Montgomery gives a card to",
            &names
        ));
        assert!(!cut_inside_a_name("placing a × · cap 14 ·", &names));
    }
}
