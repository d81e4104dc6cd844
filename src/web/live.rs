//! The tables' live pages (issue 46): Server-Sent Events at `/t/{token}/events`.
//!
//! A hub keeps one `watch` channel per watched link, so a table's new version is read and
//! rendered once for all its open pages, however many. It learns of changes from this
//! process's commits (`Core::on_commit`, the ids of the changed tables) and, on PostgreSQL,
//! from one query every [`POLL`] over every watched table's version and link (other
//! processes' commits). Every [`RECHECK`] each watched link is checked again, which finds a
//! server's web links turned off (a setting, not a table's change). A link that stops working
//! ends its streams with an `event: gone`; the page then says so.
//!
//! A stream is in its page's language (issue 48: `?lang=` on the stream's address, which the
//! page writes), so a link is watched once per language its pages are read in.
use super::answer::blocking;
use super::cache::{Key, Kind, Rendered};
use super::html::Reader;
use super::lang::Asked;
use super::{html, App};
use axum::body::Bytes;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderValue, Response};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::IntoResponse;
use commands::pages::{self, PageError, PageResult};
use commands::CommitWatcher;
use present_kit::words::Lang;
use std::collections::{HashMap, HashSet};
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{watch, Notify};

/// How often other processes' commits are looked for (PostgreSQL).
pub const POLL: Duration = Duration::from_millis(250);
/// How often every watched link is checked again.
pub const RECHECK: Duration = Duration::from_secs(3);
/// A comment line this often keeps proxies from closing a quiet stream.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Live streams open at most at once (about 20 KB each): past it, new ones are asked to come
/// back later rather than let memory grow without bound.
pub const STREAMS_MAX: usize = 20_000;
/// How long a browser waits before reconnecting a broken stream.
pub const RETRY: Duration = Duration::from_secs(2);

/// What a stream shows next.
#[derive(Clone)]
enum Shown {
    /// The table at `version`: its fragments' JSON.
    Table { version: i64, json: Bytes },
    /// The link no longer works.
    Gone,
    /// The server is stopping: the stream ends, and the page reconnects to what serves next.
    Closed,
}

struct Watched {
    table: i64,
    version: i64,
    tx: watch::Sender<Shown>,
}

/// A watched link and the language its pages read.
type Watch = (String, Lang);

pub struct Hub {
    watched: Mutex<HashMap<Watch, Watched>>,
    /// Tables a commit of this process changed, not yet looked at.
    dirty: Mutex<HashSet<i64>>,
    wake: Notify,
    poll_versions: bool,
    closed: AtomicBool,
    /// Streams open now.
    open: std::sync::atomic::AtomicUsize,
}

impl Hub {
    pub fn new(poll_versions: bool) -> Arc<Hub> {
        Arc::new(Hub {
            watched: Mutex::default(),
            dirty: Mutex::default(),
            wake: Notify::new(),
            poll_versions,
            closed: AtomicBool::new(false),
            open: std::sync::atomic::AtomicUsize::new(0),
        })
    }

    fn watched(&self) -> std::sync::MutexGuard<'_, HashMap<Watch, Watched>> {
        self.watched.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// What `Core::on_commit` calls: it only notes the ids and wakes the hub (it runs in the
    /// writer's thread, before anyone is answered).
    pub fn watcher(self: &Arc<Self>) -> CommitWatcher {
        let hub = Arc::downgrade(self);
        Arc::new(move |tables: &[i64]| {
            if let Some(hub) = hub.upgrade() {
                hub.dirty
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .extend(tables);
                hub.wake.notify_one();
            }
        })
    }

    /// Ends every stream (the server stops).
    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        for (_, w) in self.watched().drain() {
            w.tx.send_replace(Shown::Closed);
        }
        self.wake.notify_one();
    }

    /// Streams open now, over all links (for the tests and the log).
    #[cfg(test)]
    pub fn streams(&self) -> usize {
        self.watched().values().map(|w| w.tx.receiver_count()).sum()
    }

    /// Streams counted open (see [`STREAMS_MAX`]).
    #[cfg(test)]
    pub fn open(&self) -> usize {
        self.open.load(Ordering::SeqCst)
    }

    /// Whether no link is watched.
    #[cfg(test)]
    pub fn is_idle(&self) -> bool {
        self.watched().is_empty()
    }

    fn subscribe(
        &self,
        at: &Watch,
        table: i64,
        version: i64,
        json: Bytes,
    ) -> Option<watch::Receiver<Shown>> {
        if self.closed.load(Ordering::SeqCst) {
            return None;
        }
        let mut watched = self.watched();
        match watched.get_mut(at) {
            Some(w) => {
                if version > w.version {
                    w.version = version;
                    w.tx.send_replace(Shown::Table { version, json });
                }
                Some(w.tx.subscribe())
            }
            None => {
                let (tx, rx) = watch::channel(Shown::Table { version, json });
                watched.insert(at.clone(), Watched { table, version, tx });
                Some(rx)
            }
        }
    }

    fn publish(&self, at: &Watch, version: i64, json: Bytes) {
        if let Some(w) = self.watched().get_mut(at) {
            if version > w.version {
                w.version = version;
                w.tx.send_replace(Shown::Table { version, json });
            }
        }
    }

    fn gone(&self, at: &Watch) {
        if let Some(w) = self.watched().remove(at) {
            w.tx.send_replace(Shown::Gone);
        }
    }

    /// Starts the hub's loop on the current runtime: it wakes on a commit and every [`POLL`].
    pub fn run(app: Arc<App>) {
        tokio::spawn(async move {
            let hub = Arc::clone(&app.hub);
            let mut tick = tokio::time::interval(POLL);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let recheck_every = (RECHECK.as_millis() / POLL.as_millis()).max(1) as u64;
            let mut ticks = 0u64;
            loop {
                let timer = tokio::select! {
                    _ = tick.tick() => true,
                    _ = hub.wake.notified() => false,
                };
                if hub.closed.load(Ordering::SeqCst) {
                    return;
                }
                if timer {
                    ticks += 1;
                }
                let dirty =
                    std::mem::take(&mut *hub.dirty.lock().unwrap_or_else(|p| p.into_inner()));
                let watched: Vec<(Watch, i64, i64)> = {
                    let mut watched = hub.watched();
                    // A link whose last page went is no longer watched.
                    watched.retain(|_, w| w.tx.receiver_count() > 0);
                    watched
                        .iter()
                        .map(|(at, w)| (at.clone(), w.table, w.version))
                        .collect()
                };
                if watched.is_empty() {
                    continue;
                }
                let all = timer && ticks.is_multiple_of(recheck_every);
                let poll = timer && hub.poll_versions;
                if !all && !poll && !watched.iter().any(|(_, t, _)| dirty.contains(t)) {
                    continue;
                }
                let app = Arc::clone(&app);
                let _ = blocking("live", move || {
                    refresh(&app, watched, &dirty, all, poll);
                    Ok(())
                })
                .await;
            }
        });
    }
}

/// Looks at the watched links that may have changed and tells their streams.
fn refresh(
    app: &App,
    watched: Vec<(Watch, i64, i64)>,
    dirty: &HashSet<i64>,
    all: bool,
    poll: bool,
) {
    let mut todo: Vec<&(Watch, i64, i64)> = watched
        .iter()
        .filter(|(_, table, _)| all || dirty.contains(table))
        .collect();
    if poll && !all {
        match versions(app, &watched) {
            Ok(now) => {
                for w in &watched {
                    let ((token, _), table, version) = w;
                    let same = now
                        .get(table)
                        .is_some_and(|(v, t)| v == version && t.as_deref() == Some(token.as_str()));
                    if !same && !todo.contains(&w) {
                        todo.push(w);
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "the live pages could not poll the tables' versions")
            }
        }
    }
    for (at, _, known) in todo {
        match fragments(app, &at.0, at.1) {
            Ok(None) => app.hub.gone(at),
            Ok(Some((_, version, json))) if version > *known => app.hub.publish(at, version, json),
            Ok(Some(_)) => {}
            // The stream keeps its last state; the next change or recheck tries again.
            Err(e) => tracing::warn!(error = %e, "a live page could not be updated"),
        }
    }
}

/// The version and link of every watched table, in one query (other processes' commits).
fn versions(
    app: &App,
    watched: &[(Watch, i64, i64)],
) -> PageResult<HashMap<i64, (i64, Option<String>)>> {
    let ids: Vec<String> = watched.iter().map(|(_, t, _)| t.to_string()).collect();
    // The ids are our own integers, never a client's text.
    let sql = format!(
        "SELECT id, version, web_token FROM tables WHERE id IN ({})",
        ids.join(",")
    );
    app.source.read(|c| {
        let mut stmt = c.prepare(&sql)?;
        let rows = stmt.query_map(commands::params![], |r| {
            Ok((
                r.get::<i64>(0)?,
                (r.get::<i64>(1)?, r.get::<Option<String>>(2)?),
            ))
        })?;
        let mut out = HashMap::new();
        for row in rows {
            let (id, v) = row?;
            out.insert(id, v);
        }
        Ok(out)
    })
}

/// The live fragments of the table behind `token` in `lang`: (table, version, JSON),
/// rendered once per version and language; `None` when the link does not work.
fn fragments(app: &App, token: &str, lang: Lang) -> PageResult<Option<(i64, i64, Bytes)>> {
    let Some((table, version)) = app.source.read(|c| pages::version_of(c, token))? else {
        return Ok(None);
    };
    // The fragments go into a page whose links already say whether they keep the language.
    let reader = Reader::of(lang);
    let key = Key {
        token: token.to_string(),
        version,
        kind: Kind::Fragments,
        step: 0,
        reader,
    };
    if let Some(r) = app.cache.get(&key) {
        return Ok(Some((table, version, r.body.clone())));
    }
    let Some(page) = app.source.read(|c| pages::table_page(c, token, lang))? else {
        return Ok(None);
    };
    let json = serde_json::to_vec(&html::table_fragments(&page, &reader))
        .map_err(|e| PageError(format!("live fragments: {e}")))?;
    let json = Bytes::from(json);
    app.cache.put(
        Key {
            version: page.version,
            ..key
        },
        Arc::new(Rendered {
            body: json.clone(),
            content_type: "application/json",
            disposition: None,
        }),
    );
    Ok(Some((page.table, page.version, json)))
}

fn event(shown: &Shown) -> Option<Event> {
    match shown {
        Shown::Table { version, json } => Some(
            Event::default()
                .event("table")
                .id(version.to_string())
                .data(String::from_utf8_lossy(json)),
        ),
        Shown::Gone => Some(Event::default().event("gone").data("{}")),
        Shown::Closed => None,
    }
}

/// Counts a stream as open while it lives (see [`STREAMS_MAX`]).
struct Open(Arc<Hub>);

impl Drop for Open {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::SeqCst);
    }
}

/// `/t/{token}/events`: the table's state now, then each new version, until the link stops
/// working (or the server stops). A browser reconnecting with the version it has
/// (`Last-Event-ID`) is not sent that version again.
pub async fn events(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: axum::http::HeaderMap,
) -> axum::response::Response {
    let asked = Asked::of(query.as_deref(), &headers);
    let open = Open(Arc::clone(&app.hub));
    if app.hub.open.fetch_add(1, Ordering::SeqCst) >= STREAMS_MAX {
        let mut r = (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            format!("{}\n", asked.reader(None).t("web-live-too-many", &[])),
        )
            .into_response();
        r.headers_mut()
            .insert(axum::http::header::RETRY_AFTER, HeaderValue::from(60u32));
        return r;
    }
    let first = {
        let (app, token) = (Arc::clone(&app), token.clone());
        blocking("events", move || {
            let server = match asked.needs_server() {
                true => app.source.read(|c| pages::server_lang_of(c, &token))?,
                false => None,
            };
            let lang = asked.reader(server).lang;
            Ok(fragments(&app, &token, lang)?.map(|f| (f, lang)))
        })
        .await
    };
    let ((table, version, json), lang) = match first {
        Ok(Some(f)) => f,
        Ok(None) => {
            let mut r = super::answer::not_found_in(&asked.reader(None));
            asked.vary(r.headers_mut());
            return r;
        }
        Err(r) => return r,
    };
    let Some(rx) = app.hub.subscribe(&(token, lang), table, version, json) else {
        return (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            format!("{}\n", Reader::of(lang).t("web-live-stopping", &[])),
        )
            .into_response();
    };
    let has: Option<i64> = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    // The first event carries the reconnection delay; a stream ends after `gone`.
    let stream = futures_util::stream::unfold(
        (rx, true, false, has, open),
        |(mut rx, first, ended, has, open)| async move {
            if ended {
                return None;
            }
            if !first && rx.changed().await.is_err() {
                return None;
            }
            let shown = rx.borrow_and_update().clone();
            let mut event = match (&shown, first) {
                (Shown::Table { version, .. }, true) if Some(*version) == has => {
                    Event::default().comment("unchanged")
                }
                _ => event(&shown)?,
            };
            if first {
                event = event.retry(RETRY);
            }
            let ended = matches!(shown, Shown::Gone);
            Some((Ok::<_, Infallible>(event), (rx, false, ended, has, open)))
        },
    );
    let mut response: Response<_> = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response();
    let headers = response.headers_mut();
    headers.insert(
        axum::http::header::CACHE_CONTROL,
        HeaderValue::from_static("no-cache"),
    );
    // nginx would otherwise hold the events back in its buffer.
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}
