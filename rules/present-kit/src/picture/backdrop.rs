//! Backdrops: the part of a picture that stays the same from one table version to the next
//! (a board's empty fields, a track, a legend's shapes), marked as such by the game
//! when it draws, rasterised once and kept as pixels, so each picture pays
//! only for what changed on it plus one copy of the backdrop's pixels.
//!
//! A backdrop is the first group of its document, so the SVG still paints the same anywhere.
//! The cache is keyed by the backdrop's whole document text (size, definitions, panel and
//! shapes): a picture whose backdrop differs in any way, if only in its height, gets its own
//! entry, and a stale backdrop can never be shown.

use super::PictureError;
use resvg::tiny_skia::Pixmap;
use std::sync::{Arc, Mutex};

/// Opens and closes the backdrop group.
pub const OPEN: &str = "<g id=\"backdrop\">\n";
pub const CLOSE: &str = "</g><!-- backdrop -->\n";

/// Pixels kept at most, in bytes: ten or more of the largest boards (an 880×1700 picture is
/// 6 MB), enough for the boards and private views of the tables being played at once.
const MAX_BYTES: usize = 64 << 20;

/// Splits a document into its backdrop (a whole document holding the backdrop group only) and
/// the rest (a whole document without it); `None` when it has no backdrop.
pub fn split(svg: &str) -> Option<(String, String)> {
    let open = svg.find(OPEN)?;
    let close = open + svg[open..].find(CLOSE)? + CLOSE.len();
    let mut backdrop = String::with_capacity(close + 8);
    backdrop.push_str(&svg[..close]);
    backdrop.push_str("</svg>\n");
    let mut rest = String::with_capacity(svg.len() - (close - open));
    rest.push_str(&svg[..open]);
    rest.push_str(&svg[close..]);
    Some((backdrop, rest))
}

/// Most recently used first: each backdrop's document and its pixels.
static CACHE: Mutex<Vec<(String, Arc<Pixmap>)>> = Mutex::new(Vec::new());

fn cache() -> std::sync::MutexGuard<'static, Vec<(String, Arc<Pixmap>)>> {
    // The list stays consistent whatever panicked while it was held.
    CACHE.lock().unwrap_or_else(|p| p.into_inner())
}

/// The pixels of the backdrop `document`, rasterised by `render` unless the cache holds them.
/// Rendering runs outside the lock.
pub fn pixels(
    document: &str,
    render: impl FnOnce(&str) -> Result<Pixmap, PictureError>,
) -> Result<Arc<Pixmap>, PictureError> {
    {
        let mut cache = cache();
        if let Some(i) = cache.iter().position(|(d, _)| d == document) {
            let entry = cache.remove(i);
            let pixels = Arc::clone(&entry.1);
            cache.insert(0, entry);
            return Ok(pixels);
        }
    }
    let pixels = Arc::new(render(document)?);
    let mut cache = cache();
    if !cache.iter().any(|(d, _)| d == document) {
        cache.insert(0, (document.to_string(), Arc::clone(&pixels)));
    }
    let mut bytes = 0;
    cache.retain(|(_, p)| {
        bytes += p.data().len();
        bytes <= MAX_BYTES
    });
    Ok(pixels)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::palette::{INK, PAPER, TABLE};
    use crate::picture::svg::{Style, Svg};

    fn picture(cells: usize, marked: usize) -> String {
        let mut svg = Svg::new(200.0, 120.0);
        svg.background(Style::fill(TABLE), 8.0);
        svg.backdrop(|b| {
            for i in 0..cells {
                b.rect(
                    10.0 + i as f32 * 20.0,
                    10.0,
                    16.0,
                    16.0,
                    &Style::fill(PAPER),
                );
            }
        });
        svg.circle(18.0 + marked as f32 * 20.0, 18.0, 6.0, &Style::fill(INK));
        svg.finish()
    }

    /// The pixels are those of the same picture drawn in one go; a backdrop is drawn once for
    /// all the pictures on it, and a different one is drawn anew.
    #[test]
    fn a_backdrop_is_drawn_once_and_pictures_on_it_look_the_same() {
        let doc = picture(7, 2);
        let (backdrop, rest) = split(&doc).unwrap();
        assert!(backdrop.contains("<rect") && !backdrop.contains("<circle"));
        assert!(rest.contains("<circle") && !rest.contains(OPEN));
        let whole = doc.replace(OPEN, "<g>\n").replace(CLOSE, "</g>\n");
        let a = crate::picture::render_png(&doc).unwrap();
        let b = crate::picture::render_png(&whole).unwrap();
        assert_eq!(a, b, "a backdrop changes no pixel");

        let renders = std::sync::atomic::AtomicUsize::new(0);
        let render = |d: &str| {
            renders.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let tree = resvg::usvg::Tree::from_str(d, &resvg::usvg::Options::default())
                .map_err(|e| PictureError::Parse(e.to_string()))?;
            let mut p = Pixmap::new(200, 120).ok_or(PictureError::Blank)?;
            resvg::render(&tree, Default::default(), &mut p.as_mut());
            Ok(p)
        };
        // Backdrops no other test draws, so the shared cache holds none of them yet.
        let (mine, _) = split(&picture(9, 2)).unwrap();
        let (other, _) = split(&picture(8, 2)).unwrap();
        let first = pixels(&mine, render).unwrap();
        let again = pixels(&split(&picture(9, 5)).unwrap().0, render).unwrap();
        assert!(Arc::ptr_eq(&first, &again), "same backdrop, other marks");
        let third = pixels(&other, render).unwrap();
        assert!(!Arc::ptr_eq(&first, &third));
        assert_eq!(renders.load(std::sync::atomic::Ordering::Relaxed), 2);
    }

    #[test]
    fn a_backdrop_inside_a_group_is_drawn_in_place() {
        let mut svg = Svg::new(100.0, 100.0);
        svg.group(crate::picture::svg::Transform::translate(50.0, 50.0), |g| {
            g.backdrop(|b| b.rect(0.0, 0.0, 10.0, 10.0, &Style::fill(PAPER)));
        });
        let doc = svg.finish();
        assert!(split(&doc).is_none(), "{doc}");
        assert!(doc.contains("<rect"));
    }
}
