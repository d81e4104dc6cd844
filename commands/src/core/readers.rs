//! Read connections: idle ones are kept for the next read, and one is opened whenever all are
//! busy. On PostgreSQL each is a server process counted against the server's
//! `max_connections` (100 by default), shared by every Tabula process: so there a process keeps
//! at most [`ON_POSTGRES`] open, and a read that finds them all busy waits for one. (A click
//! the cache of running tables answers holds one only for microseconds and sends nothing, see
//! `db::pg`.)
use crate::db::Conn;
use crate::error::CoreError;
use crate::store::{self, Location};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Read connections a process opens at most on PostgreSQL, besides its writer.
pub const ON_POSTGRES: usize = 16;

/// How long a read waits for a busy connection to be free before it gives up (the caller
/// then falls back as when no connection opens: the read path hands the input to the writer).
const WAIT: Duration = Duration::from_secs(30);

pub(super) struct Readers {
    pool: Mutex<Pool>,
    freed: Condvar,
    /// At most this many open at once; `None`: as many as reads at once (SQLite's are file
    /// handles).
    cap: Option<usize>,
}

#[derive(Default)]
struct Pool {
    idle: Vec<Conn>,
    /// Open connections, idle or in use.
    open: usize,
}

/// A connection taken from the pool: given back when dropped, or, if its read panicked,
/// closed (its state is unknown), freeing its place.
struct Taken<'a> {
    readers: &'a Readers,
    conn: Option<Conn>,
}

impl Drop for Taken<'_> {
    fn drop(&mut self) {
        let mut pool = self.readers.lock();
        match self.conn.take() {
            Some(conn) if !std::thread::panicking() => pool.idle.push(conn),
            _ => pool.open -= 1,
        }
        drop(pool);
        self.readers.freed.notify_one();
    }
}

impl Readers {
    pub fn new(location: &Location) -> Readers {
        Readers {
            pool: Mutex::default(),
            freed: Condvar::new(),
            cap: matches!(location, Location::Postgres(_)).then_some(ON_POSTGRES),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Pool> {
        // Every update of the pool is a push, a pop or a count: nothing a panic leaves halfway.
        self.pool.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `f` on an idle read connection, opening one if none is idle and the cap allows,
    /// waiting for one otherwise. A connection PostgreSQL closed (a restart, a failover) is
    /// replaced by a new one.
    pub fn with<T>(
        &self,
        location: &Location,
        f: impl FnOnce(&mut Conn) -> T,
    ) -> Result<T, CoreError> {
        let deadline = Instant::now() + WAIT;
        let mut pool = self.lock();
        let idle = loop {
            if let Some(conn) = pool.idle.pop() {
                break Some(conn);
            }
            if self.cap.is_none_or(|cap| pool.open < cap) {
                pool.open += 1;
                break None;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(CoreError::Io(format!(
                    "all {} read connections stayed busy for {} s",
                    pool.open,
                    WAIT.as_secs()
                )));
            }
            pool = self
                .freed
                .wait_timeout(pool, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        };
        drop(pool);
        // The place is taken: from here on, dropping `taken` frees it, whatever happens.
        let mut taken = Taken {
            readers: self,
            conn: None,
        };
        let conn = taken.conn.insert(match idle {
            Some(conn) if !conn.is_closed() => conn,
            _ => store::reader_at(location)?,
        });
        Ok(f(conn))
    }

    /// Open read connections, idle or in use (tests).
    #[cfg(test)]
    pub fn open(&self) -> usize {
        self.lock().open
    }
}
