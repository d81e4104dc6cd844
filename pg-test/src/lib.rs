//! Throwaway PostgreSQL clusters for tests: one per test process, started on first use, with
//! a fresh empty database for each test that asks.
//!
//! ```no_run
//! let url = pg_test::server().fresh_database();
//! let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
//! client.batch_execute("CREATE TABLE t (x INT)").unwrap();
//! ```
//!
//! The cluster lives in a temporary folder and listens on a Unix socket there only
//! (`listen_addresses = ''`), so concurrent test processes never compete for a TCP port. Trust
//! authentication, superuser [`SUPERUSER`]. PostgreSQL refuses to run as root: as root (CI),
//! the cluster runs as the `postgres` user that Debian's package creates. A watchdog process
//! stops the server and removes the folder when the test process ends, however it ends
//! (see the `watchdog` module), so no cluster outlives its tests.
//!
//! The server programs come from `PATH` or Debian's `/usr/lib/postgresql/VERSION/bin`;
//! `.ci/run` installs Debian's `postgresql` package when they are missing.

mod account;
mod binaries;
mod launch;
mod url;
mod watchdog;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use launch::Cluster;
use watchdog::Watchdog;

/// The superuser every cluster is created with; URLs connect as it.
pub const SUPERUSER: &str = "tabula";

/// The database that always exists, used to create the others.
const MAINTENANCE_DB: &str = "postgres";

/// The shared cluster, or why it could not start: remembered, so that every later test fails
/// at once with the same reason instead of trying again.
static SHARED: OnceLock<Result<Server, String>> = OnceLock::new();

/// This test process's cluster, started by the first call (about a second); every later or
/// concurrent call gets the same one.
///
/// # Panics
/// When the cluster cannot start, with the reason: PostgreSQL not installed ("install the
/// postgresql package, or run .ci/run"), no `postgres` user to run it as root, or the
/// server's own error and the end of its log.
#[track_caller]
pub fn server() -> &'static Server {
    match SHARED.get_or_init(launch::launch) {
        Ok(server) => server,
        Err(message) => panic!("pg-test: {message}"),
    }
}

/// A running throwaway cluster.
pub struct Server {
    cluster: Cluster,
    port: u16,
    next_database: AtomicU64,
    /// Stops the server and removes its folder when dropped, or when the process ends.
    _watchdog: Watchdog,
}

/// How [`Server::stop`] stops the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shutdown {
    /// Rolls back open transactions, disconnects the clients and writes a checkpoint.
    Fast,
    /// Ends every server process at once, as a crash of the server would: no checkpoint, so
    /// what was committed survives through the write-ahead log (the operating system's cache
    /// survives too, unlike after a power cut).
    Immediate,
}

impl Server {
    /// Starts a private cluster, stopped and removed when the `Server` is dropped: for a test
    /// that stops or restarts its server, which would break other tests on the shared one.
    ///
    /// # Panics
    /// As [`server`] does.
    pub fn launch() -> Server {
        launch::launch().unwrap_or_else(|message| panic!("pg-test: {message}"))
    }

    pub(crate) fn new(cluster: Cluster, port: u16, watchdog: Watchdog) -> Server {
        Server {
            cluster,
            port,
            next_database: AtomicU64::new(0),
            _watchdog: watchdog,
        }
    }

    /// Creates a new empty database (a copy of `template1`) with a name unique in this
    /// cluster, and returns its URL (see [`Server::url`]).
    ///
    /// # Panics
    /// When the server does not answer or refuses.
    pub fn fresh_database(&self) -> String {
        let name = format!(
            "test_{}",
            self.next_database.fetch_add(1, Ordering::Relaxed)
        );
        self.connect(MAINTENANCE_DB)
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap_or_else(|e| panic!("pg-test: cannot create database {name}: {e}"));
        self.url(&name)
    }

    /// The URL of database `database`:
    /// `postgres://tabula@/DATABASE?host=SOCKET_DIR&port=PORT`, which both the `postgres`
    /// crate and libpq read as a Unix socket in `SOCKET_DIR`.
    pub fn url(&self, database: &str) -> String {
        url::url(SUPERUSER, database, self.socket_dir(), self.port)
    }

    /// A connection to `database` as [`SUPERUSER`].
    ///
    /// # Panics
    /// When the server does not answer or refuses.
    pub fn connect(&self, database: &str) -> postgres::Client {
        self.config(database)
            .connect(postgres::NoTls)
            .unwrap_or_else(|e| panic!("pg-test: cannot connect to database {database}: {e}"))
    }

    /// Connection settings for `database` as [`SUPERUSER`], for clients built from parts.
    pub fn config(&self, database: &str) -> postgres::Config {
        let mut config = postgres::Config::new();
        config
            .host_path(self.socket_dir())
            .port(self.port)
            .user(SUPERUSER)
            .dbname(database);
        config
    }

    /// The folder of the server's Unix socket (also the cluster's own temporary folder).
    pub fn socket_dir(&self) -> &Path {
        &self.cluster.dir
    }

    /// The port: with no TCP listener, only part of the socket's file name.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The cluster's data directory.
    pub fn data_dir(&self) -> PathBuf {
        self.cluster.data_dir()
    }

    /// The server's log file.
    pub fn log_path(&self) -> PathBuf {
        self.cluster.log_path()
    }

    /// Stops the server and waits until it has stopped. On the shared [`server`] this breaks
    /// every other test of the process: use a private one from [`Server::launch`].
    ///
    /// # Panics
    /// When `pg_ctl` fails (for one, when the server is not running).
    pub fn stop(&self, mode: Shutdown) {
        let mode = match mode {
            Shutdown::Fast => "fast",
            Shutdown::Immediate => "immediate",
        };
        self.cluster
            .stop(mode)
            .unwrap_or_else(|e| panic!("pg-test: {e}"));
    }

    /// Starts the server again after [`Server::stop`], on the same socket and port, and waits
    /// until it accepts connections (after recovery, if it was stopped as by a crash).
    ///
    /// # Panics
    /// When the server does not start, with the end of its log.
    pub fn start(&self) {
        self.cluster
            .start(self.port)
            .unwrap_or_else(|e| panic!("pg-test: {e}"));
    }
}

/// The variable that runs a test suite against PostgreSQL: `TABULA_TEST_ENGINE=postgres`
/// (unset or `sqlite`: SQLite files, the default).
pub const ENGINE_VARIABLE: &str = "TABULA_TEST_ENGINE";

/// The PostgreSQL database standing for the SQLite file `path` when the suite runs against
/// PostgreSQL ([`ENGINE_VARIABLE`]), else `None`. The same path always gives the same
/// database, so a test that reopens its file (a restart) reopens its database; each new path
/// gets a fresh, empty one.
///
/// # Panics
/// When the variable holds anything but `sqlite` or `postgres`, or the cluster cannot start.
#[track_caller]
pub fn database_for(path: &Path) -> Option<String> {
    static DATABASES: std::sync::Mutex<Vec<(PathBuf, String)>> = std::sync::Mutex::new(Vec::new());
    match std::env::var(ENGINE_VARIABLE).as_deref() {
        Err(_) | Ok("") | Ok("sqlite") => None,
        Ok("postgres") => {
            let mut known = DATABASES.lock().unwrap_or_else(|p| p.into_inner());
            if let Some((_, url)) = known.iter().find(|(p, _)| p == path) {
                return Some(url.clone());
            }
            let url = server().fresh_database();
            known.push((path.to_path_buf(), url.clone()));
            Some(url)
        }
        Ok(other) => panic!("pg-test: {ENGINE_VARIABLE}={other}: use sqlite or postgres"),
    }
}
