//! The tile colours as a picture shows them: each colour's hue and its symbol (▲ red, ● yellow,
//! ◆ purple, ■ blue), so colour never carries meaning alone (issue 44).
//!
//! # Seen by colour-blind players
//!
//! The hues start from Okabe-Ito, with red darkened and purple lightened: with deuteranopia
//! Okabe-Ito's vermillion and yellow become two yellows, and with protanopia its reddish purple
//! and blue two greyish blues. Here red is dark and yellow light, purple light and blue dark,
//! so each pair differs in lightness whatever hues a player sees (the palette test runs them
//! through `present_kit::picture::vision`). The symbols carry it too.
//!
//! # Large enough on a phone
//!
//! Every symbol is [`SYMBOL`] px across, at least 8 px when the picture is shown 400 px wide,
//! on every board: the hexes shrink on a large board, the symbols do not.

use crate::rules::Colour;
use present_kit::picture::palette::WIDTH;
use present_kit::picture::svg::{Color, Style, Svg};

/// How wide a phone shows a picture (the kit's `measure::PHONE_WIDTH`, which only its tests
/// build; a test checks they agree).
pub const PHONE_WIDTH: f32 = 400.0;

/// A symbol's height and width (its bounding box): 8.8 px at phone width, a little above the
/// 8 px capitals of the smallest text.
pub const SYMBOL: f32 = SMALLEST_SYMBOL * WIDTH / PHONE_WIDTH * 1.1;
/// The smallest a symbol may be at phone width: as tall as the smallest text's capitals (the
/// kit's `measure::SMALLEST_CAPITAL`).
pub const SMALLEST_SYMBOL: f32 = 8.0;

/// The ink of a symbol on a dark hue and on a light one: pure white and black, used for
/// nothing else in the picture (a test finds the symbols by them).
pub const ON_DARK: Color = Color(0xff, 0xff, 0xff);
pub const ON_LIGHT: Color = Color(0x00, 0x00, 0x00);

/// Every colour in the order the legend lists them (their words are the catalog's).
pub const COLOURS: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Purple, Colour::Blue];

/// The colour's hue and the ink of its symbol on that hue.
pub fn hue(c: Colour) -> (Color, Color) {
    match c {
        // Okabe-Ito vermillion darkened: apart from yellow in lightness too.
        Colour::Red => (Color(0xb8, 0x44, 0x00), ON_DARK),
        Colour::Yellow => (Color(0xf0, 0xe4, 0x42), ON_LIGHT),
        // Okabe-Ito reddish purple lightened: apart from blue in lightness too.
        Colour::Purple => (Color(0xea, 0xb0, 0xd8), ON_LIGHT),
        Colour::Blue => (Color(0x00, 0x5a, 0x9a), ON_DARK),
    }
}

/// The colour's symbol centred on (`cx`, `cy`), [`SYMBOL`] px high and wide (the triangle and
/// the diamond a little wider, the square a little smaller, so they look alike in size).
pub fn symbol(svg: &mut Svg, c: Colour, cx: f32, cy: f32, ink: Color) {
    let h = SYMBOL / 2.0;
    let style = Style::fill(ink);
    match c {
        Colour::Red => svg.polygon(
            &[
                (cx, cy - h),
                (cx + h * 1.15, cy + h),
                (cx - h * 1.15, cy + h),
            ],
            &style,
        ),
        Colour::Yellow => svg.circle(cx, cy, h, &style),
        Colour::Purple => svg.polygon(
            &[
                (cx, cy - h * 1.1),
                (cx + h * 1.1, cy),
                (cx, cy + h * 1.1),
                (cx - h * 1.1, cy),
            ],
            &style,
        ),
        Colour::Blue => svg.rect(cx - h * 0.95, cy - h * 0.95, h * 1.9, h * 1.9, &style),
    }
}

/// How high a band must be to hold a symbol.
pub const BAND: f32 = SYMBOL + 6.0;

/// A colour chip: the hue as a rounded rectangle [`BAND`] high with the symbol in its middle.
pub fn chip_band(svg: &mut Svg, x: f32, y: f32, w: f32, c: Colour) {
    let (fill, ink) = hue(c);
    svg.rounded_rect(x, y, w, BAND, BAND * 0.3, &Style::fill(fill));
    symbol(svg, c, x + w / 2.0, y + BAND / 2.0, ink);
}
