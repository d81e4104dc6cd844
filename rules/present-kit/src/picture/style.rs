//! The plain values a drawing is styled with (a colour, a text's anchor, size and weight),
//! below both the SVG writer and the text overlay that measure and draw with them. The SVG
//! writer re-exports them, so games name them as its own (`Color` and so on).
use super::font::Weight;
use std::fmt;

/// An opaque sRGB colour, written as `#rrggbb`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Color(pub u8, pub u8, pub u8);

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Where a text's `x` lies: at its start, its middle or its end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Anchor {
    #[default]
    Start,
    Middle,
    End,
}

/// How a text is drawn. `y` is always the baseline; [`TextStyle::baseline_for`] finds the
/// baseline that centres a line vertically.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextStyle {
    pub size: f32,
    pub weight: Weight,
    pub fill: Color,
    pub anchor: Anchor,
    /// Degrees clockwise about the anchor point.
    pub rotate: f32,
    /// Horizontal scale about the anchor point (1 = none): a long word narrowed to fit its
    /// box keeps its height, which reads better than a smaller font.
    pub squeeze: f32,
}

impl TextStyle {
    pub fn new(size: f32, fill: Color) -> TextStyle {
        TextStyle {
            size,
            weight: Weight::Regular,
            fill,
            anchor: Anchor::Start,
            rotate: 0.0,
            squeeze: 1.0,
        }
    }

    pub fn bold(self) -> TextStyle {
        TextStyle {
            weight: Weight::Bold,
            ..self
        }
    }

    pub fn middle(self) -> TextStyle {
        TextStyle {
            anchor: Anchor::Middle,
            ..self
        }
    }

    pub fn end(self) -> TextStyle {
        TextStyle {
            anchor: Anchor::End,
            ..self
        }
    }

    pub fn rotated(self, degrees: f32) -> TextStyle {
        TextStyle {
            rotate: degrees,
            ..self
        }
    }

    /// Narrowed horizontally to `scale` of its width (see [`TextStyle::squeeze`]).
    pub fn squeezed(self, scale: f32) -> TextStyle {
        TextStyle {
            squeeze: scale,
            ..self
        }
    }

    /// The baseline that puts the middle of capitals and digits at `centre_y` (DejaVu's cap
    /// height is 0.73 em).
    pub fn baseline_for(&self, centre_y: f32) -> f32 {
        centre_y + self.size * 0.365
    }

    /// Width of `text` in this style, in pixels.
    pub fn width(&self, text: &str) -> f32 {
        super::font::width(text, self.size, self.weight)
    }
}
