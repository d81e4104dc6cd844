//! SVG → PNG with resvg, pure Rust: no system library and no system font.
//!
//! The font database holds only the shipped DejaVu faces ([`super::font`]); it is built once
//! and shared by every render, so a render costs parsing, drawing and PNG encoding only.

use super::font::{BOLD, FAMILY, REGULAR};
use super::{backdrop, glyphs, overlay};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb};
use std::borrow::Cow;
use std::cell::RefCell;
use std::sync::{Arc, LazyLock};

/// A rendered picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    /// The encoded PNG file.
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Why a picture could not be made. Callers roll back or fall back to text; a picture is
/// never silently empty.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    #[error("the picture's SVG could not be read: {0}")]
    Parse(String),
    #[error("the shipped font could not be loaded")]
    Font,
    #[error("the picture has an unusable size ({width}×{height})")]
    Size { width: u32, height: u32 },
    #[error("the picture came out blank")]
    Blank,
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(String),
}

/// The largest side we agree to render: far above any board, far below a memory problem.
const MAX_SIDE: u32 = 4096;

/// The shared font database: the shipped faces only (no system fonts), `None` if they do not
/// parse (a build defect the tests catch).
static FONTS: LazyLock<Option<Arc<fontdb::Database>>> = LazyLock::new(|| {
    let mut db = fontdb::Database::new();
    for data in [REGULAR, BOLD] {
        db.load_font_source(fontdb::Source::Binary(Arc::new(data)));
    }
    db.set_sans_serif_family(FAMILY);
    (db.len() == 2
        && db
            .faces()
            .all(|f| f.families.iter().any(|(n, _)| n == FAMILY)))
    .then(|| Arc::new(db))
});

fn fonts() -> Result<Arc<fontdb::Database>, PictureError> {
    FONTS.as_ref().cloned().ok_or(PictureError::Font)
}

/// Renders an SVG document at its own size (1 SVG unit = 1 pixel), in three layers that
/// paint what the document paints: its backdrop's pixels (`picture::backdrop`, drawn once for
/// every picture sharing it), then resvg's drawing of the rest but the text overlay, then the
/// overlay's texts from cached glyphs (see `picture::overlay` for why moving them changes
/// nothing).
pub fn render_png(svg: &str) -> Result<Png, PictureError> {
    let options = usvg::Options {
        font_family: FAMILY.to_string(),
        fontdb: fonts()?,
        ..usvg::Options::default()
    };
    let (document, runs) = match overlay::split(svg) {
        Some((base, texts)) => (Cow::Owned(base), overlay::parse(texts)?),
        None => (Cow::Borrowed(svg), Vec::new()),
    };
    let (base, document) = match backdrop::split(&document) {
        Some((base, rest)) => (Some(base), Cow::Owned(rest)),
        None => (None, document),
    };
    let tree = parse(&document, &options)?;
    let size = tree.size().to_int_size();
    let (width, height) = (size.width(), size.height());
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(PictureError::Size { width, height });
    }
    let base = match base {
        Some(base) => Some(backdrop::pixels(&base, |base| {
            let tree = parse(base, &options)?;
            let mut pixmap =
                Pixmap::new(width, height).ok_or(PictureError::Size { width, height })?;
            resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
            Ok(pixmap)
        })?),
        None => None,
    };
    CANVAS.with(|canvas| {
        let mut canvas = canvas.borrow_mut();
        let mut pixmap = match canvas.take() {
            Some(p) if p.width() == width && p.height() == height => p,
            _ => Pixmap::new(width, height).ok_or(PictureError::Size { width, height })?,
        };
        match &base {
            Some(base) if base.width() == width && base.height() == height => {
                pixmap.data_mut().copy_from_slice(base.data());
            }
            Some(base) => {
                // The backdrop's document has the picture's own size; anything else is a
                // defect of the writer.
                return Err(PictureError::Size {
                    width: base.width(),
                    height: base.height(),
                });
            }
            None => pixmap.fill(resvg::tiny_skia::Color::TRANSPARENT),
        }
        let pixmap = canvas.insert(pixmap);
        resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
        glyphs::draw(pixmap, &runs)?;
        if pixmap.data().chunks_exact(4).all(|px| px[3] == 0) {
            return Err(PictureError::Blank);
        }
        let bytes = encode(pixmap).map_err(|e| PictureError::Encode(e.to_string()))?;
        Ok(Png {
            bytes,
            width,
            height,
        })
    })
}

fn parse(document: &str, options: &usvg::Options<'_>) -> Result<usvg::Tree, PictureError> {
    usvg::Tree::from_str(document, options).map_err(|e| PictureError::Parse(e.to_string()))
}

thread_local! {
    /// The last picture's canvas, reused by the next picture of the same size (a table's
    /// pictures mostly keep theirs): a fresh 3-4 MB canvas per render cost about a tenth of the
    /// render time in page faults and zeroing. One canvas per rendering thread.
    static CANVAS: RefCell<Option<Pixmap>> = const { RefCell::new(None) };
}

/// PNG at deflate level 1 (zlib-rs) with the Sub filter: measured on the 880×1618 Equilibrix
/// board, 4.2 ms and 352 KB, against 4.5 ms and 391 KB with Up, 6.4 ms and 263 KB at level 2,
/// and 2.7 ms but 639 KB with fdeflate (miniz_oxide at level 1 took 8.6 ms). Every table
/// version is drawn once and sent once, so speed matters more than the last kilobytes.
/// The canvas is turned to straight alpha in place (it is cleared before its next use).
fn encode(pixmap: &mut Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    // tiny-skia keeps premultiplied alpha; PNG wants it straight. Only the panel's rounded
    // corners are partly transparent, so most pixels pass through unchanged.
    let (width, height) = (pixmap.width(), pixmap.height());
    let data = pixmap.data_mut();
    // Alpha bytes are looked at by index: up to 1.5 million pixels a picture, and a chunk
    // iterator costs a checked slice split per pixel in the unoptimised builds tests run.
    for at in (3..data.len()).step_by(4) {
        let a = u16::from(data[at]);
        if a != 0 && a != 255 {
            for c in &mut data[at - 3..at] {
                *c = ((u16::from(*c) * 255 + a / 2) / a).min(255) as u8;
            }
        }
    }
    let mut out = Vec::with_capacity(data.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::Sub);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(data)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_shipped_faces_are_loaded() {
        let db = fonts().unwrap();
        assert_eq!(db.len(), 2);
        let mut weights: Vec<u16> = db.faces().map(|f| f.weight.0).collect();
        weights.sort();
        assert_eq!(weights, vec![400, 700]);
    }

    #[test]
    fn renders_text_and_refuses_bad_input() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">
            <rect width="120" height="40" fill="#ffffff"/>
            <text x="4" y="30" font-family="DejaVu Sans" font-size="24" fill="#000000">♥9 √×</text>
        </svg>"##;
        let png = render_png(svg).unwrap();
        assert_eq!((png.width, png.height), (120, 40));
        let decoded = Pixmap::decode_png(&png.bytes).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (120, 40));
        // The text drew dark pixels on the white ground.
        assert!(decoded.data().chunks_exact(4).any(|p| p[0] < 80));
        assert!(matches!(render_png("<svg"), Err(PictureError::Parse(_))));
        let empty = r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>"#;
        assert_eq!(render_png(empty), Err(PictureError::Blank));
        let huge = r#"<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="10"><rect width="10" height="10"/></svg>"#;
        assert!(matches!(render_png(huge), Err(PictureError::Size { .. })));
    }
}
