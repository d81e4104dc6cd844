//! Test support: how tall the symbols that carry game information stand when a phone shows
//! the picture 400 px wide (issue 44: every such symbol at least `SMALLEST_CAPITAL`, 8 px).
//! A symbol's height is its font size times its glyph's own height in the shipped font (a
//! ● is much shorter than its em), read from the font itself.

use present_kit::picture::font::{drawable, BOLD, REGULAR};
use present_kit::picture::measure::{Measured, PHONE_WIDTH};
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
