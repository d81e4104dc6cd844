//! Rendered pictures by key ([`crate::attachment::Picture::key`]): a board shown to many people, or a
//! view re-opened, is drawn and rasterised once per table version and viewer.
use super::raster::{render_png, PictureError, Png};
use crate::attachment::Picture;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A bounded cache of rendered pictures; the least recently used goes first.
pub struct Cache {
    capacity: usize,
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    pngs: HashMap<String, (Arc<Png>, u64)>,
    clock: u64,
    hits: u64,
    renders: u64,
}

/// How a cache was used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    pub hits: u64,
    pub renders: u64,
}

impl Cache {
    /// Keeps at most `capacity` pictures (a board is about 100 KB).
    pub fn new(capacity: usize) -> Cache {
        Cache {
            capacity: capacity.max(1),
            inner: Mutex::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // The map stays consistent whatever panicked while it was held.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The PNG of `picture`, rendered now unless the cache holds it. Rendering runs outside
    /// the lock, so pictures render in parallel.
    pub fn png(&self, picture: &Picture) -> Result<Arc<Png>, PictureError> {
        {
            let mut inner = self.lock();
            inner.clock += 1;
            let now = inner.clock;
            if let Some((png, used)) = inner.pngs.get_mut(&picture.key) {
                *used = now;
                let png = Arc::clone(png);
                inner.hits += 1;
                return Ok(png);
            }
        }
        let png = Arc::new(render_png(&picture.svg())?);
        let mut inner = self.lock();
        inner.renders += 1;
        inner.clock += 1;
        let now = inner.clock;
        inner
            .pngs
            .insert(picture.key.clone(), (Arc::clone(&png), now));
        while inner.pngs.len() > self.capacity {
            let oldest = inner
                .pngs
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(key, _)| key.clone());
            match oldest {
                Some(key) => inner.pngs.remove(&key),
                None => break,
            };
        }
        Ok(png)
    }

    pub fn stats(&self) -> CacheStats {
        let inner = self.lock();
        CacheStats {
            hits: inner.hits,
            renders: inner.renders,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::palette;
    use crate::picture::svg::{Style, Svg};
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn picture(key: &str, draws: &Arc<AtomicUsize>) -> Picture {
        let draws = Arc::clone(draws);
        Picture::new(key.to_string(), "board.png", move || {
            draws.fetch_add(1, Ordering::Relaxed);
            let mut svg = Svg::new(40.0, 30.0);
            svg.rect(0.0, 0.0, 40.0, 30.0, &Style::fill(palette::TABLE));
            svg.finish()
        })
    }

    #[test]
    fn a_picture_is_drawn_once_per_key_and_old_ones_make_room() {
        let draws = Arc::new(AtomicUsize::new(0));
        let cache = Cache::new(2);
        let a = cache.png(&picture("t1.v1.board", &draws)).unwrap();
        let again = cache.png(&picture("t1.v1.board", &draws)).unwrap();
        assert!(Arc::ptr_eq(&a, &again));
        assert_eq!(draws.load(Ordering::Relaxed), 1);
        assert_eq!((a.width, a.height), (40, 30));
        cache.png(&picture("t1.v2.board", &draws)).unwrap();
        cache.png(&picture("t1.v3.board", &draws)).unwrap();
        // v1 was the least recently used: drawn again.
        cache.png(&picture("t1.v1.board", &draws)).unwrap();
        assert_eq!(draws.load(Ordering::Relaxed), 4);
        assert_eq!(
            cache.stats(),
            CacheStats {
                hits: 1,
                renders: 4
            }
        );
    }
}
