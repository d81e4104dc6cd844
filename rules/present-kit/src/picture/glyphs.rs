//! Draws the text overlay's runs ([`super::overlay`]) straight onto the canvas, the way a
//! text renderer does rather than the way an SVG renderer does: each text is shaped once (with
//! harfrust, as resvg does, but with one shaping plan kept per face and script instead of one
//! built per run), each glyph is rasterised once per size, squeeze and quarter-pixel position
//! into a coverage mask, and the masks are blended in the text's colour.
//!
//! Glyph outlines, the rasteriser (tiny-skia's anti-aliased fill) and the shaping are the ones
//! resvg uses, so a moved text looks like the text resvg draws; glyphs sit on a quarter-pixel
//! grid, which the eye cannot tell apart. The caches live per rendering thread and are
//! emptied when they grow past a bound (a busy bot draws a few thousand distinct glyphs).

use super::font::{Weight, BOLD, REGULAR};
use super::overlay::Run;
use super::svg::{Anchor, Color};
use super::PictureError;
use harfrust::{Direction, Script, ShapeOptions, ShapePlan, ShaperData, UnicodeBuffer};
use resvg::tiny_skia::{FillRule, Mask, PathBuilder, Pixmap, Transform};
use skrifa::outline::{DrawSettings, OutlineGlyphCollection, OutlinePen};
use skrifa::prelude::{FontRef, LocationRef, MetadataProvider, Size};
use skrifa::GlyphId;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Bounds of the per-thread caches (entries): far above one picture's needs, far below a
/// memory concern (a mask is a few hundred bytes).
const MAX_MASKS: usize = 20_000;
const MAX_SHAPED: usize = 8_000;

/// The largest font size drawn, in pixels: far above any picture's, and a bound on a glyph
/// mask's memory.
const MAX_SIZE: f32 = 400.0;

/// Glyph positions are rounded to a quarter pixel.
const STEPS: f32 = 4.0;

/// Draws `runs` onto `pixmap` in order.
pub fn draw(pixmap: &mut Pixmap, runs: &[Run]) -> Result<(), PictureError> {
    STATE.with(|state| {
        let mut state = state.borrow_mut();
        let state = state.as_mut().ok_or(PictureError::Font)?;
        for run in runs {
            state.draw(pixmap, run)?;
        }
        Ok(())
    })
}

thread_local! {
    /// Faces, plans and caches of this rendering thread; `None` if the shipped font does not
    /// parse (a build defect the tests catch).
    static STATE: RefCell<Option<State>> = RefCell::new(State::new());
}

/// One face: its shaping data and outlines.
struct Face {
    font: FontRef<'static>,
    shaping: ShaperData,
    outlines: OutlineGlyphCollection<'static>,
    units_per_em: f32,
}

impl Face {
    fn load(data: &'static [u8]) -> Option<Face> {
        let font = FontRef::new(data).ok()?;
        let units_per_em = f32::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em,
        );
        Some(Face {
            shaping: ShaperData::new(&font),
            outlines: font.outline_glyphs(),
            font,
            units_per_em,
        })
    }
}

/// A shaped glyph, in font units.
#[derive(Clone, Copy, Debug)]
struct Placed {
    glyph: u32,
    advance: f32,
    dx: f32,
    dy: f32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct MaskKey {
    weight: Weight,
    glyph: u32,
    /// Font size in 1/64 px and squeeze in 1/1024.
    size: u32,
    squeeze: u32,
    /// The glyph origin's position inside its pixel, in quarters.
    fx: u8,
    fy: u8,
}

/// A glyph's coverage, placed relative to the pixel of its origin.
struct GlyphMask {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

struct State {
    faces: [Face; 2],
    plans: HashMap<(Weight, Script), ShapePlan>,
    shaped: HashMap<(Weight, String), Rc<[Placed]>>,
    masks: HashMap<MaskKey, Rc<GlyphMask>>,
}

impl State {
    fn new() -> Option<State> {
        Some(State {
            faces: [Face::load(REGULAR)?, Face::load(BOLD)?],
            plans: HashMap::new(),
            shaped: HashMap::new(),
            masks: HashMap::new(),
        })
    }

    fn face(&self, weight: Weight) -> &Face {
        &self.faces[weight as usize]
    }

    /// `text` shaped left to right in `weight`.
    fn shape(&mut self, weight: Weight, text: &str) -> Result<Rc<[Placed]>, PictureError> {
        if let Some(placed) = self.shaped.get(&(weight, text.to_string())) {
            return Ok(Rc::clone(placed));
        }
        let face = &self.faces[weight as usize];
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        if buffer.direction() != Direction::LeftToRight {
            // `overlay::movable` lets only texts of the shipped (left-to-right) scripts through.
            return Err(PictureError::Parse(format!(
                "text overlay: {text:?} is not left to right"
            )));
        }
        let shaper = face.shaping.shaper(&face.font).build();
        let plan = self
            .plans
            .entry((weight, buffer.script()))
            .or_insert_with(|| {
                ShapePlan::new(
                    &shaper,
                    buffer.direction(),
                    Some(buffer.script()),
                    None,
                    &[],
                )
            });
        let out = shaper.shape(buffer, ShapeOptions::new().plan(Some(plan)));
        let placed: Rc<[Placed]> = out
            .glyph_infos()
            .iter()
            .zip(out.glyph_positions())
            .map(|(info, pos)| Placed {
                glyph: info.glyph_id,
                advance: pos.x_advance as f32,
                dx: pos.x_offset as f32,
                dy: pos.y_offset as f32,
            })
            .collect();
        if self.shaped.len() >= MAX_SHAPED {
            self.shaped.clear();
        }
        self.shaped
            .insert((weight, text.to_string()), Rc::clone(&placed));
        Ok(placed)
    }

    fn mask(&mut self, key: MaskKey) -> Rc<GlyphMask> {
        if let Some(mask) = self.masks.get(&key) {
            return Rc::clone(mask);
        }
        let mask = Rc::new(rasterise(self.face(key.weight), key));
        if self.masks.len() >= MAX_MASKS {
            self.masks.clear();
        }
        self.masks.insert(key, Rc::clone(&mask));
        mask
    }

    fn draw(&mut self, pixmap: &mut Pixmap, run: &Run) -> Result<(), PictureError> {
        let usable = |v: f32, max: f32| v.is_finite() && v > 0.0 && v <= max;
        if !usable(run.size, MAX_SIZE) || !usable(run.squeeze, 4.0) {
            return Err(PictureError::Parse(format!(
                "text overlay: unusable size {} or squeeze {}",
                run.size, run.squeeze
            )));
        }
        if run.text.is_empty() {
            return Ok(());
        }
        let placed = self.shape(run.weight, &run.text)?;
        let scale = run.size / self.face(run.weight).units_per_em;
        let sx = scale * run.squeeze;
        let width: f32 = placed.iter().map(|p| p.advance).sum::<f32>() * sx;
        let start = match run.anchor {
            Anchor::Start => run.x,
            Anchor::Middle => run.x - width / 2.0,
            Anchor::End => run.x - width,
        };
        let mut pen = 0.0;
        for p in placed.iter() {
            let gx = start + (pen + p.dx) * sx;
            let gy = run.y - p.dy * scale;
            pen += p.advance;
            let (px, fx) = quarter(gx);
            let (py, fy) = quarter(gy);
            let mask = self.mask(MaskKey {
                weight: run.weight,
                glyph: p.glyph,
                size: (run.size * 64.0).round() as u32,
                squeeze: (run.squeeze * 1024.0).round() as u32,
                fx,
                fy,
            });
            blend(pixmap, &mask, px + mask.left, py + mask.top, run.fill);
        }
        Ok(())
    }
}

/// The whole pixel and the quarter within it nearest to `v`.
fn quarter(v: f32) -> (i32, u8) {
    let q = (v * STEPS).round() as i64;
    (
        q.div_euclid(STEPS as i64) as i32,
        q.rem_euclid(STEPS as i64) as u8,
    )
}

/// Collects a glyph outline into a path.
struct Pen(PathBuilder);

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(cx0, cy0, x, y);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

/// The coverage of one glyph at the key's size, squeeze and sub-pixel position. A glyph
/// without an outline (a space) has an empty mask.
fn rasterise(face: &Face, key: MaskKey) -> GlyphMask {
    let empty = GlyphMask {
        left: 0,
        top: 0,
        width: 0,
        coverage: Vec::new(),
    };
    let Some(outline) = face.outlines.get(GlyphId::new(key.glyph)) else {
        return empty;
    };
    let mut pen = Pen(PathBuilder::new());
    let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
    if outline.draw(settings, &mut pen).is_err() {
        return empty;
    }
    let Some(path) = pen.0.finish() else {
        return empty;
    };
    let sy = key.size as f32 / 64.0 / face.units_per_em;
    let sx = sy * key.squeeze as f32 / 1024.0;
    let (ox, oy) = (f32::from(key.fx) / STEPS, f32::from(key.fy) / STEPS);
    let b = path.bounds();
    let left = (b.left() * sx + ox).floor() as i32 - 1;
    let right = (b.right() * sx + ox).ceil() as i32 + 1;
    // Font units point up, pixels down.
    let top = (-b.bottom() * sy + oy).floor() as i32 - 1;
    let bottom = (-b.top() * sy + oy).ceil() as i32 + 1;
    let (w, h) = ((right - left).max(1) as u32, (bottom - top).max(1) as u32);
    let Some(mut mask) = Mask::new(w, h) else {
        return empty;
    };
    let transform = Transform::from_row(sx, 0.0, 0.0, -sy, ox - left as f32, oy - top as f32);
    mask.fill_path(&path, FillRule::Winding, true, transform);
    GlyphMask {
        left,
        top,
        width: w as usize,
        coverage: mask.data().to_vec(),
    }
}

/// Paints `color` through `mask` with its top left corner at (`x`, `y`), clipped to the
/// canvas. The canvas holds premultiplied RGBA; the colour is opaque.
fn blend(pixmap: &mut Pixmap, mask: &GlyphMask, x: i32, y: i32, color: Color) {
    if mask.width == 0 {
        return;
    }
    let (cw, ch) = (pixmap.width() as i32, pixmap.height() as i32);
    let src = [
        u32::from(color.0),
        u32::from(color.1),
        u32::from(color.2),
        255,
    ];
    let data = pixmap.data_mut();
    for (row, line) in mask.coverage.chunks_exact(mask.width).enumerate() {
        let py = y + row as i32;
        if py < 0 || py >= ch {
            continue;
        }
        for (col, &c) in line.iter().enumerate() {
            let px = x + col as i32;
            if c == 0 || px < 0 || px >= cw {
                continue;
            }
            let at = (py as usize * cw as usize + px as usize) * 4;
            let dst = &mut data[at..at + 4];
            if c == 255 {
                for (d, s) in dst.iter_mut().zip(src) {
                    *d = s as u8;
                }
            } else {
                let (c, keep) = (u32::from(c), 255 - u32::from(c));
                for (d, s) in dst.iter_mut().zip(src) {
                    *d = ((s * c + u32::from(*d) * keep + 127) / 255) as u8;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::palette::{INK, PAPER, TABLE};
    use crate::picture::svg::{Style, Svg, TextStyle};

    /// The same texts drawn by resvg and by the overlay differ by less than a trace: the
    /// average difference per channel over the texts' area is a small fraction of one level
    /// of 255, and no pixel is far off.
    #[test]
    fn overlay_text_looks_like_resvg_text() {
        let draw = |svg: &mut Svg| {
            svg.rect(0.0, 0.0, 420.0, 160.0, &Style::fill(TABLE));
            let texts: [(&str, TextStyle); 5] = [
                ("Quinox · Turn 12", TextStyle::new(26.0, PAPER).bold()),
                ("AVAST Wo fi ffl 10♥ √×", TextStyle::new(19.0, PAPER)),
                ("CHARISMA", TextStyle::new(15.3, INK).bold().squeezed(0.8)),
                ("c4 · d-2", TextStyle::new(13.0, PAPER).middle()),
                ("Élan ñ Ž — end", TextStyle::new(17.0, PAPER).end()),
            ];
            for (i, (text, style)) in texts.iter().enumerate() {
                let x = match style.anchor {
                    Anchor::Start => 10.0,
                    Anchor::Middle => 210.0,
                    Anchor::End => 410.0,
                };
                if i == 2 {
                    svg.rect(10.0, 62.0, 200.0, 24.0, &Style::fill(PAPER));
                }
                svg.text(x, 30.3 + i as f32 * 28.0, text, style);
            }
        };
        let mut moved = Svg::new(420.0, 160.0);
        draw(&mut moved);
        let moved = moved.finish();
        assert!(super::super::overlay::split(&moved).is_some());
        // The same document with the overlay group unwrapped: resvg draws every text.
        let plain = moved
            .replace(super::super::overlay::GROUP_OPEN, "")
            .replace("</g>\n</svg>", "</svg>");
        let a = Pixmap::decode_png(&super::super::render_png(&moved).unwrap().bytes).unwrap();
        let b = Pixmap::decode_png(&super::super::render_png(&plain).unwrap().bytes).unwrap();
        let diffs: Vec<u32> = a
            .data()
            .iter()
            .zip(b.data())
            .map(|(x, y)| u32::from(x.abs_diff(*y)))
            .collect();
        let changed = diffs.iter().filter(|&&d| d > 0).count().max(1);
        let mean = diffs.iter().sum::<u32>() as f32 / changed as f32;
        let big = diffs.iter().filter(|&&d| d > 96).count();
        assert!(changed > 100, "the texts drew something different at all");
        assert!(mean < 32.0, "mean difference {mean} over {changed} values");
        assert!(big * 50 < changed, "{big} of {changed} values far off");
    }

    /// The overlay shapes every text left to right: the shipped faces must have no letter of
    /// a right-to-left script (if a cut of the font adds one, texts in it need bidi first).
    #[test]
    fn the_shipped_font_has_no_right_to_left_script() {
        use crate::picture::font::{covers_in, Weight};
        for ch in ['א', 'ש', 'ب', 'ع', 'ܐ', 'ދ', 'ߊ'] {
            for weight in [Weight::Regular, Weight::Bold] {
                assert!(!covers_in(ch, weight), "{ch} ({weight:?})");
            }
        }
    }

    #[test]
    fn quarters() {
        assert_eq!(quarter(10.0), (10, 0));
        assert_eq!(quarter(10.3), (10, 1));
        assert_eq!(quarter(10.9), (11, 0));
        assert_eq!(quarter(-0.3), (-1, 3));
    }
}
