//! Pictures for replies, rendered after the commit (the replies exist only once
//! `Core::handle` or `Core::fire_due` returned) and off the async runtime: rasterising takes
//! milliseconds of CPU, which would stall every other interaction on a runtime thread.
//!
//! One [`Pictures`] is shared by every interaction and the scheduler, so a board shown to many
//! people, or a view opened again, is drawn once per (table, version, viewer) key.

use commands::api::{Picture, Reply};
use present_kit::picture::{Cache, Png};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;
use tracing::{debug, error, warn};

/// How many rendered pictures to keep (a board is about 100 KB): the boards and views of a few
/// dozen busy tables.
const CACHE_PICTURES: usize = 256;

/// How many failed keys to remember; past this the memory is cleared (a failure is logged
/// again, at worst).
const FAILED_MAX: usize = 1024;

/// The shared picture cache, and the keys whose picture could not be made.
pub struct Pictures {
    cache: Cache,
    /// A picture that failed once fails again (drawing is deterministic): remembering the key
    /// logs the error once and spares the retries.
    failed: Mutex<HashSet<String>>,
}

impl Default for Pictures {
    fn default() -> Self {
        Pictures {
            cache: Cache::new(CACHE_PICTURES),
            failed: Mutex::default(),
        }
    }
}

impl Pictures {
    fn failed(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        // A set of keys stays usable whatever panicked while it was held.
        self.failed.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The PNG of `picture` (from the cache, or rendered now on this thread); `None` when it
    /// cannot be made, logged at ERROR the first time for its key.
    fn png(&self, picture: &Picture) -> Option<Arc<Png>> {
        if self.failed().contains(&picture.key) {
            return None;
        }
        let started = Instant::now();
        let renders = self.cache.stats().renders;
        match self.cache.png(picture) {
            Ok(png) => {
                // A cache hit takes microseconds; `rendered` tells them apart (approximately:
                // another picture finishing meanwhile counts too).
                let rendered = self.cache.stats().renders > renders;
                debug!(
                    key = %picture.key,
                    rendered,
                    elapsed_us = started.elapsed().as_micros() as u64,
                    bytes = png.bytes.len(),
                    "picture ready"
                );
                Some(png)
            }
            Err(e) => {
                let mut failed = self.failed();
                if failed.len() >= FAILED_MAX {
                    failed.clear();
                }
                if failed.insert(picture.key.clone()) {
                    error!(key = %picture.key, error = %e, "a picture could not be rendered; its reply goes out without it");
                }
                None
            }
        }
    }
}

/// The pictures of one delivery, rendering in parallel from the moment the replies are known,
/// so a board edit's picture renders while the interaction response is on its way.
pub struct Renders {
    pending: HashMap<String, JoinHandle<Option<Arc<Png>>>>,
    done: HashMap<String, Option<Arc<Png>>>,
}

impl Renders {
    /// Starts rendering every picture of `replies` (each key once) on the blocking pool.
    pub fn start<'a>(
        pictures: &Arc<Pictures>,
        replies: impl IntoIterator<Item = &'a Reply>,
    ) -> Renders {
        let mut pending = HashMap::new();
        for picture in replies.into_iter().filter_map(|r| r.picture.as_ref()) {
            if pending.contains_key(&picture.key) {
                continue;
            }
            let pictures = Arc::clone(pictures);
            let task_picture = picture.clone();
            let task = tokio::task::spawn_blocking(move || pictures.png(&task_picture));
            pending.insert(picture.key.clone(), task);
        }
        Renders {
            pending,
            done: HashMap::new(),
        }
    }

    /// Waits until every picture is rendered, or until `deadline`. Waiting for all of them
    /// first sends the delivery's messages back to back, so a board edit never trails the
    /// interaction's answer by a render.
    pub async fn wait_all(&mut self, deadline: Option<Instant>) {
        let keys: Vec<String> = self.pending.keys().cloned().collect();
        for key in keys {
            let Some(task) = self.pending.get_mut(&key) else {
                continue;
            };
            let joined = match deadline {
                None => task.await,
                Some(t) => {
                    let budget = t.saturating_duration_since(Instant::now());
                    match tokio::time::timeout(budget, &mut *task).await {
                        Ok(joined) => joined,
                        // Left pending: the step that needs it decides how long to wait.
                        Err(_) => continue,
                    }
                }
            };
            self.pending.remove(&key);
            let png = finished(&key, joined);
            self.done.insert(key, png);
        }
    }

    /// The PNG of `picture`, waiting at most `budget` for it (`None`: as long as it takes).
    /// Past the budget the reply goes without its picture; the render goes on and lands in the
    /// cache for whoever asks next.
    pub async fn png(&mut self, picture: &Picture, budget: Option<Duration>) -> Option<Arc<Png>> {
        if let Some(done) = self.done.get(&picture.key) {
            return done.clone();
        }
        let task = self.pending.get_mut(&picture.key)?;
        let joined = match budget {
            None => task.await,
            Some(budget) => match tokio::time::timeout(budget, &mut *task).await {
                Ok(joined) => joined,
                Err(_) => {
                    warn!(
                        key = %picture.key,
                        budget_ms = budget.as_millis() as u64,
                        "a picture was not ready in time for the interaction's answer; sent without it"
                    );
                    return None;
                }
            },
        };
        self.pending.remove(&picture.key);
        let png = finished(&picture.key, joined);
        self.done.insert(picture.key.clone(), png.clone());
        png
    }
}

/// The outcome of a render task; a panic is logged and leaves the reply without its picture.
fn finished(
    key: &str,
    joined: Result<Option<Arc<Png>>, tokio::task::JoinError>,
) -> Option<Arc<Png>> {
    joined.unwrap_or_else(|e| {
        error!(key, error = %e, "rendering a picture panicked; its reply goes out without it");
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use commands::api::Reply;

    fn board(key: &str, svg: &'static str) -> Reply {
        Reply {
            picture: Some(Picture::new(key.to_string(), "board.png", move || {
                svg.to_string()
            })),
            ..Reply::post("10", "The board")
        }
    }

    const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#2a6"/></svg>"##;

    #[tokio::test]
    async fn a_picture_renders_once_per_key_and_a_broken_one_is_skipped() {
        let pictures = Arc::new(Pictures::default());
        let replies = [
            board("t1.v1.board", SVG),
            board("t1.v1.board", SVG),
            board("t1.v2.board", "not svg"),
        ];
        let mut renders = Renders::start(&pictures, &replies);
        let first = renders
            .png(replies[0].picture.as_ref().unwrap(), None)
            .await;
        let png = first.expect("a PNG");
        assert_eq!((png.width, png.height), (40, 30));
        let again = renders
            .png(replies[1].picture.as_ref().unwrap(), Some(Duration::ZERO))
            .await;
        assert!(again.is_some_and(|p| Arc::ptr_eq(&p, &png)));
        let broken = replies[2].picture.as_ref().unwrap();
        assert_eq!(renders.png(broken, None).await, None);
        // Remembered as failed: not drawn again.
        assert!(pictures.failed().contains("t1.v2.board"));
        assert_eq!(pictures.png(broken), None);
        assert_eq!(pictures.cache.stats().renders, 1);
    }
}
