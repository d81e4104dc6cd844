//! Housekeeping on the writer connection (issue 17, item 6).
use super::Core;
use crate::store;
use crate::store::error::CoreError;
use std::path::Path;
use std::time::{Duration, Instant};

/// How long a checkpoint waits for the writer to finish its batch, and then for readers in
/// other processes (a backup) to let it through. Shutdown has a grace period to keep
/// (`SHUTDOWN_GRACE`), and a checkpoint not done loses nothing: the WAL stays and the next
/// open checkpoints it.
const CHECKPOINT_WAIT: Duration = Duration::from_secs(1);

impl Core {
    /// Where the database is.
    pub fn location(&self) -> &store::Location {
        &self.location
    }

    /// The SQLite database file, if the database is one.
    pub fn path(&self) -> Option<&Path> {
        self.location.file()
    }

    /// Copies the WAL into the database file and empties it, for the end of a clean shutdown:
    /// the database file alone then holds every commit, which is what an operator who copies
    /// or inspects it expects. Returns whether it completed. Waits at most about
    /// `CHECKPOINT_WAIT` for a batch in progress and as long again for readers.
    pub fn checkpoint(&self) -> Result<bool, CoreError> {
        self.checkpoint_within(2 * CHECKPOINT_WAIT)
    }

    /// [`Core::checkpoint`] in at most about `budget`: half of it for the writer's batch in
    /// progress, the rest for readers and other processes' locks. Shutdown passes what is left
    /// of its grace period (issue 25, item 4: a lock held by another process must not push the
    /// exit past it); with almost nothing left it does not start.
    pub fn checkpoint_within(&self, budget: Duration) -> Result<bool, CoreError> {
        if budget < Duration::from_millis(20) {
            return Ok(false);
        }
        let started = Instant::now();
        let lock_wait = (budget / 2).min(CHECKPOINT_WAIT);
        let conn = loop {
            match self.writer.try_lock() {
                Ok(conn) => break conn,
                // A panic while holding the lock left no open transaction (see `Core::conn`).
                Err(std::sync::TryLockError::Poisoned(p)) => break p.into_inner(),
                Err(std::sync::TryLockError::WouldBlock) if started.elapsed() < lock_wait => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                Err(std::sync::TryLockError::WouldBlock) => return Ok(false),
            }
        };
        let left = budget
            .saturating_sub(started.elapsed())
            .min(CHECKPOINT_WAIT);
        // PostgreSQL has no WAL of ours to fold in: its commits are in the database already.
        let Some(conn) = conn.sqlite() else {
            return Ok(true);
        };
        conn.busy_timeout(left)?;
        let done = store::checkpoint(conn);
        conn.busy_timeout(store::BUSY_TIMEOUT)?;
        Ok(done?)
    }
}

#[cfg(test)]
mod tests {
    use crate::clock::FakeClock;
    use crate::{Actor, Core, Input};
    use std::sync::Arc;

    #[test]
    fn a_checkpoint_leaves_everything_in_the_database_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let core = Core::open(&path, Arc::new(FakeClock::default())).unwrap();
        let actor = Actor {
            guild: "g".into(),
            channel: "c".into(),
            user: "u".into(),
            name: "U".into(),
            manage_channels: false,
            manage_server: false,
            parent: None,
            threads: Default::default(),
            locales: Default::default(),
        };
        let play = Input::command(
            "play",
            [("game".to_string(), serde_json::json!("eight-quilibrium"))]
                .into_iter()
                .collect(),
        )
        .unwrap();
        core.handle(&actor, play);
        let wal = crate::store::health::sibling(&path, "-wal");
        assert!(
            std::fs::metadata(&wal).unwrap().len() > 0,
            "the lobby is in the WAL"
        );
        assert!(core.checkpoint().unwrap());
        assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0, "WAL emptied");
        assert_eq!(core.path(), Some(path.as_path()));
        // The file alone, copied the way an operator would, holds the table.
        let copy = dir.path().join("copy.db");
        std::fs::copy(&path, &copy).unwrap();
        let conn = crate::store::db::Conn::open(&copy).unwrap();
        let n: i64 = conn
            .query_row("SELECT COUNT(*) FROM tables", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 1);
    }
}
