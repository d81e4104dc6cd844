//! WAL checkpoints on a thread of their own, never inside the writer's commits.
//!
//! SQLite's automatic checkpoint runs in the commit that takes the WAL past 1,000 pages: that
//! commit copies the pages into the database file and waits for its `fsync`, and every input
//! of the batch (and those queued behind it) waits too. On a slow disk those commits were the
//! durable inputs' worst latencies (`docs/benchmarks.md`). So the writer's connection checkpoints
//! never (`wal_autocheckpoint = 0`), and this thread, on a connection of its own, runs a
//! `PASSIVE` checkpoint once commits have happened since the last one, at most every
//! [`EVERY`]. A passive checkpoint waits for nobody: the writer goes on appending to the WAL
//! and readers go on reading while it copies, and whatever a reader still needs is copied by
//! a later one. Nothing depends on it for durability (the WAL is as durable as the file), only
//! the WAL's size; a clean shutdown still empties the WAL ([`super::Core::checkpoint`]).
use crate::store;
use crate::store::error::CoreError;
use rusqlite::Connection;
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the thread looks for commits to checkpoint. At the benchmark's thousand
/// interactions a second (about 400 durable inputs of ~6 pages each) the WAL grows by about
/// 1,200 pages in this time, about what the automatic checkpoint let it grow to, and the
/// database file gets one `fsync` per period at most.
pub(crate) const EVERY: Duration = Duration::from_millis(500);

/// The checkpointing thread; stopped and joined when dropped (with the [`super::Core`]).
pub(crate) struct Checkpoints {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

#[derive(Default)]
struct State {
    /// Something was committed since the last checkpoint began.
    committed: bool,
    stop: bool,
    /// Checkpoints run (tests).
    runs: u64,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A few counters, consistent after every assignment.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Checkpoints {
    /// Starts checkpointing the database at `path` (set up by [`store::open`]) on a connection
    /// of its own.
    pub(crate) fn start(path: &Path) -> Result<Checkpoints, CoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(store::BUSY_TIMEOUT)?;
        let shared = Arc::new(Shared::default());
        let thread = std::thread::Builder::new()
            .name("checkpoints".into())
            .spawn({
                let shared = shared.clone();
                move || run(&conn, &shared)
            })
            .map_err(|e| CoreError::Io(format!("cannot start the checkpoint thread: {e}")))?;
        Ok(Checkpoints {
            shared,
            thread: Some(thread),
        })
    }

    /// The writer committed a transaction.
    pub(crate) fn committed(&self) {
        self.shared.lock().committed = true;
    }

    /// Checkpoints run so far.
    #[cfg(test)]
    pub(crate) fn runs(&self) -> u64 {
        self.shared.lock().runs
    }
}

impl Drop for Checkpoints {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.wake.notify_all();
        if let Some(thread) = self.thread.take() {
            // The thread logs its own errors; a panic there has nothing left to clean up.
            let _ = thread.join();
        }
    }
}

fn run(conn: &Connection, shared: &Shared) {
    loop {
        {
            let state = shared.lock();
            let (mut state, _) = shared
                .wake
                .wait_timeout_while(state, EVERY, |s| !s.stop)
                .unwrap_or_else(PoisonError::into_inner);
            if state.stop {
                return;
            }
            if !std::mem::take(&mut state.committed) {
                continue;
            }
            state.runs += 1;
        }
        // Busy (another process's checkpoint or an exclusive lock) or failing, it is tried
        // again after the next commits; nothing is lost meanwhile.
        if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get::<_, i64>(0))
        {
            tracing::warn!(error = %e, "a background checkpoint failed; it is tried again later");
        }
    }
}
