//! Rendered responses by table version (issue 46): a page, an event's fragments, a step, a
//! board, rendered once per (link, version, kind, step, reader's language) and served from
//! here until the table changes, so a reload or a hundred spectators of one table cost one
//! render per language they read (issue 48: a German reader never gets an English rendering).
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// What a response is of a table; with the version and the step it names one rendering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Page,
    Replay,
    Step,
    Fragments,
    Svg,
    Png,
    Log,
}

/// One rendering's key. The link, not the table's number: a revoked link's renderings are
/// never found by the new link. The reader: its language, and whether its links keep it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub token: String,
    pub version: i64,
    pub kind: Kind,
    pub step: usize,
    pub reader: super::html::Reader,
}

/// A rendered response body and what it is.
pub struct Rendered {
    pub body: axum::body::Bytes,
    pub content_type: &'static str,
    /// `Content-Disposition`, for the move log's download.
    pub disposition: Option<String>,
}

/// A bounded cache of renderings (by count and by bytes: a page with its inline board is tens
/// of kilobytes); the least recently used goes first.
pub struct PageCache {
    capacity: usize,
    bytes_max: usize,
    inner: Mutex<Inner>,
    /// Renderings made (not served from here): what the tests count.
    renders: AtomicU64,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Key, (Arc<Rendered>, u64)>,
    clock: u64,
    bytes: usize,
}

impl PageCache {
    pub fn new(capacity: usize, bytes_max: usize) -> PageCache {
        PageCache {
            capacity: capacity.max(1),
            bytes_max,
            inner: Mutex::default(),
            renders: AtomicU64::new(0),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A map of finished renderings stays consistent whatever panicked while it was held.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn get(&self, key: &Key) -> Option<Arc<Rendered>> {
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        inner.entries.get_mut(key).map(|(r, used)| {
            *used = now;
            Arc::clone(r)
        })
    }

    pub fn put(&self, key: Key, rendered: Arc<Rendered>) {
        self.renders.fetch_add(1, Ordering::Relaxed);
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        inner.bytes += rendered.body.len();
        if let Some((old, _)) = inner.entries.insert(key, (rendered, now)) {
            inner.bytes -= old.body.len();
        }
        while inner.entries.len() > self.capacity
            || (inner.bytes > self.bytes_max && inner.entries.len() > 1)
        {
            let oldest = inner
                .entries
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(key, _)| key.clone());
            let Some(gone) = oldest.and_then(|key| inner.entries.remove(&key)) else {
                break;
            };
            inner.bytes -= gone.0.body.len();
        }
    }

    /// How many renderings were made since start.
    #[cfg(test)]
    pub fn renders(&self) -> u64 {
        self.renders.load(Ordering::Relaxed)
    }
}

/// An ETag for `key`, salted with this process's start (`salt`), so that a new build's pages
/// are never taken for the old ones it cached; it names nothing the link does not.
pub fn etag(salt: u64, key: &Key) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    salt.hash(&mut h);
    key.hash(&mut h);
    format!("\"{:016x}\"", h.finish())
}

/// An ETag for a body that has no version (the server's pages, the assets).
pub fn etag_of(salt: u64, body: &[u8]) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    salt.hash(&mut h);
    body.hash(&mut h);
    format!("\"{:016x}\"", h.finish())
}

/// Whether an `If-None-Match` header names `etag` (a list, or `*`).
pub fn matches(if_none_match: Option<&str>, etag: &str) -> bool {
    if_none_match.is_some_and(|v| {
        v.split(',').any(|t| {
            let t = t.trim();
            t == "*" || t.trim_start_matches("W/") == etag
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(version: i64) -> Key {
        Key {
            token: "t".into(),
            version,
            kind: Kind::Page,
            step: 0,
            reader: super::super::html::Reader::of(present_kit::words::Lang::En),
        }
    }

    #[test]
    fn the_least_recently_used_goes_first() {
        let cache = PageCache::new(2, 1 << 20);
        let r = || {
            Arc::new(Rendered {
                body: axum::body::Bytes::from_static(b"x"),
                content_type: "text/plain",
                disposition: None,
            })
        };
        cache.put(key(1), r());
        cache.put(key(2), r());
        assert!(cache.get(&key(1)).is_some());
        cache.put(key(3), r());
        assert!(cache.get(&key(2)).is_none());
        assert!(cache.get(&key(1)).is_some() && cache.get(&key(3)).is_some());
        assert_eq!(cache.renders(), 3);
        // By bytes too: a big rendering pushes the others out, never itself.
        let cache = PageCache::new(10, 4);
        let big = |n: usize| {
            Arc::new(Rendered {
                body: axum::body::Bytes::from(vec![b'x'; n]),
                content_type: "text/plain",
                disposition: None,
            })
        };
        cache.put(key(1), big(2));
        cache.put(key(2), big(2));
        assert!(cache.get(&key(1)).is_some() && cache.get(&key(2)).is_some());
        cache.put(key(3), big(3));
        assert!(cache.get(&key(1)).is_none() && cache.get(&key(2)).is_none());
        cache.put(key(4), big(9));
        assert!(cache.get(&key(4)).is_some() && cache.get(&key(3)).is_none());
    }

    #[test]
    fn if_none_match_lists_and_weak_tags() {
        let tag = etag(1, &key(1));
        assert_ne!(tag, etag(1, &key(2)));
        assert_ne!(tag, etag(2, &key(1)));
        assert!(matches(Some(&tag), &tag));
        assert!(matches(Some(&format!("\"x\", W/{tag}")), &tag));
        assert!(!matches(Some("\"x\""), &tag));
        assert!(!matches(None, &tag));
        // Each language its own tag.
        let german = Key {
            reader: super::super::html::Reader::of(present_kit::words::Lang::De),
            ..key(1)
        };
        assert_ne!(etag(1, &german), tag);
    }
}
