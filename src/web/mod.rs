//! The web pages (issue 46): an HTTP server in the bot's process, on its tokio runtime, over
//! the same core as Discord. Tables' pages (live), their replays, and the servers' pages, at
//! unguessable links; only what a spectator sees, ever.
//!
//! | module | job |
//! |---|---|
//! | `routes` | the URLs, each a page read on a blocking thread and rendered by `html` |
//! | `live` | the live streams (Server-Sent Events): one render per table version for all pages |
//! | `guard` | what every request passes: methods, sizes, rate limits, security headers |
//! | `limit` | the per-client token buckets and who the client is behind a proxy |
//! | `cache` | renderings by (link, version, kind, step, language), and their ETags |
//! | `lang` | the reader's language: the switch (`?lang=`), `Accept-Language`, the server's |
//! | `source` | the core the pages read from (the bot's, or `tabula script`'s) |
//! | `html` | the pages' HTML, CSS and scripts |
mod answer;
mod cache;
mod guard;
pub mod html;
mod lang;
mod limit;
mod live;
mod routes;
mod source;
#[cfg(test)]
mod tests;

pub use source::Source;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use tokio::sync::oneshot;

/// How the web server runs.
#[derive(Clone, Debug)]
pub struct Options {
    pub site: html::Site,
    /// Peers whose `X-Forwarded-For` is believed (`WEB_TRUSTED_PROXIES`).
    pub trusted_proxies: Vec<IpAddr>,
    /// Requests a second each client may make, and its burst.
    pub rate: f64,
    pub burst: f64,
    /// Whether other processes may commit to the database (PostgreSQL): their commits are
    /// found by polling the watched tables' versions.
    pub poll_versions: bool,
}

/// Requests a second a client may make, on average: a page and its assets are five, a replay
/// scrubbed quickly a few steps a second.
pub const RATE: f64 = 20.0;
/// And at once.
pub const BURST: f64 = 60.0;

impl Options {
    pub fn new(public_url: Option<String>) -> Options {
        Options {
            site: html::Site { public_url },
            trusted_proxies: Vec::new(),
            rate: RATE,
            burst: BURST,
            poll_versions: false,
        }
    }
}

/// What every request's handler shares.
pub(crate) struct App {
    pub source: Source,
    pub site: html::Site,
    pub cache: cache::PageCache,
    pub pictures: present_kit::picture::Cache,
    pub hub: Arc<live::Hub>,
    pub limiter: limit::Limiter,
    pub trusted: Vec<IpAddr>,
    /// This process's start, in every ETag (see [`cache::etag`]).
    pub salt: u64,
}

/// Renderings kept: pages, steps and events of a few dozen busy tables, in at most
/// [`CACHED_BYTES`].
const CACHED_RENDERINGS: usize = 1024;
const CACHED_BYTES: usize = 32 << 20;
/// Board PNGs kept for link previews (about 100 KB each).
const CACHED_PNGS: usize = 64;

/// A running web server.
pub struct WebServer {
    pub addr: SocketAddr,
    #[cfg_attr(not(test), allow(dead_code))]
    app: Arc<App>,
    hub: Arc<live::Hub>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

/// Binds `addr` and serves the pages from `source`, on the current tokio runtime.
pub async fn start(
    addr: SocketAddr,
    source: Source,
    options: Options,
) -> std::io::Result<WebServer> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    serve(listener, source, options)
}

/// Serves the pages on `listener`.
pub fn serve(
    listener: tokio::net::TcpListener,
    source: Source,
    options: Options,
) -> std::io::Result<WebServer> {
    let addr = listener.local_addr()?;
    let salt = rand::random::<u64>();
    let cache = cache::PageCache::new(CACHED_RENDERINGS, CACHED_BYTES);
    let hub = live::Hub::new(options.poll_versions);
    let app = Arc::new(App {
        source: source.clone(),
        site: options.site,
        cache,
        pictures: present_kit::picture::Cache::new(CACHED_PNGS),
        hub: Arc::clone(&hub),
        limiter: limit::Limiter::new(options.rate, options.burst),
        trusted: options.trusted_proxies,
        salt,
    });
    source.with_core(|core| core.on_commit(hub.watcher()));
    live::Hub::run(Arc::clone(&app));
    let router = routes::router(Arc::clone(&app));
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let served = axum::serve(
            listener,
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async move {
            let _ = stopped.await;
        })
        .await;
        if let Err(e) = served {
            tracing::warn!(error = %e, "the web server stopped");
        }
    });
    Ok(WebServer {
        addr,
        app,
        hub,
        stop: Some(stop),
        task,
    })
}

impl WebServer {
    /// Tells `core`'s commits to the live streams: `tabula script`'s `restart` line makes a
    /// new core.
    pub fn watch(&self, core: &commands::Core) {
        core.on_commit(self.hub.watcher());
    }

    /// Stops accepting, ends the live streams (their pages reconnect to whatever serves next)
    /// and waits for the connections to close, at most `within`.
    pub async fn stop(mut self, within: std::time::Duration) {
        self.hub.close();
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if tokio::time::timeout(within, &mut self.task).await.is_err() {
            tracing::warn!("the web server's connections did not close in time; dropped");
            self.task.abort();
        }
    }
}
