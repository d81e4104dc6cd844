//! A picture as a reply carries it: drawn on demand, with its alt text.
use std::sync::Arc;

/// A picture to attach to a reply, drawn on demand: making the reply costs nothing more, and
/// a front end that already holds the PNG for [`Picture::key`] never draws it again.
#[derive(Clone)]
pub struct Picture {
    /// The same key always stands for the same picture: `t<table>.v<version>.<viewer>`, where
    /// the viewer is `board` (the spectator), `s<seat>` or `e<n>` (an event's picture).
    pub key: String,
    /// The attachment's file name, e.g. `board.png`.
    pub file: String,
    /// What a screen reader reads instead of the picture (Discord's attachment
    /// `description`): a summary the game's presenter made from the same view the picture is
    /// drawn from, at most [`ALT_TEXT_MAX`] characters by construction.
    /// `None`: the reply's text stands in for it when it fits.
    pub alt: Option<String>,
    draw: Arc<dyn Fn() -> String + Send + Sync>,
}

/// Discord's limit on an attachment's `description` (a picture's alt text), in characters.
pub use crate::limits::ALT_TEXT_MAX;

impl Picture {
    pub fn new(
        key: String,
        file: impl Into<String>,
        draw: impl Fn() -> String + Send + Sync + 'static,
    ) -> Picture {
        Picture {
            key,
            file: file.into(),
            alt: None,
            draw: Arc::new(draw),
        }
    }

    /// The same picture with its own alt text (`None` leaves the reply's text to stand in).
    pub fn with_alt(mut self, alt: Option<String>) -> Picture {
        self.alt = alt;
        self
    }

    /// The picture as SVG.
    pub fn svg(&self) -> String {
        (self.draw)()
    }
}

impl std::fmt::Debug for Picture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Picture")
            .field("key", &self.key)
            .field("file", &self.file)
            .field("alt", &self.alt)
            .finish()
    }
}

/// Pictures are equal when they stand for the same picture.
impl PartialEq for Picture {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key && self.file == other.file && self.alt == other.alt
    }
}
