//! Pictures of boards and private views: SVG drawn by each game's presenter from a view, and
//! rasterised to PNG for Discord.
//!
//! A public picture is drawn from the spectator's view only, a private one from that seat's
//! view only, so a picture can show no more than the text beside it. Modules: [`svg`] (a tiny
//! generic SVG writer), [`font`] (the shipped font, measuring and wrapping text), [`palette`]
//! (colours and sizes the games share), [`draw`] (pieces several games draw: card backs,
//! empty slots, coins, badges, wrapped lines), [`raster`] (SVG → PNG), `measure` (a picture's texts as a phone shows them, for tests), `vision` (colours as
//! colour-blind players see them, for tests), `phone` (symbols and marks drawn as shapes
//! measured as a phone shows them, and names cut anywhere in a line, for tests), `overlay` and
//! `glyphs` (the texts nothing covers, drawn from cached glyph masks instead of by resvg),
//! `backdrop` (what stays the same between table versions, rasterised once),
//! [`cache`] (each picture rasterised once per table version and viewer, after the commit, by
//! the front end).

mod backdrop;
pub mod cache;
pub mod draw;
pub mod font;
mod glyphs;
#[cfg(any(test, feature = "testing"))]
pub mod measure;
mod overlay;
pub mod palette;
#[cfg(any(test, feature = "testing"))]
pub mod phone;
pub mod raster;
mod style;
pub mod svg;
#[cfg(any(test, feature = "testing"))]
pub mod vision;

pub use cache::{Cache, CacheStats};
pub use raster::{render_png, PictureError, Png};
pub use svg::texts;

#[cfg(any(test, feature = "testing"))]
pub mod testing;
