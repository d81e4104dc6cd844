//! The entry point: one `Core` per process, shared by every front end.
//!
//! Every input runs on the single writer connection inside its own SAVEPOINT of a transaction
//! that it may share with other tables' inputs (group commit, see `batch`); replies are
//! returned only after that transaction commits, so nothing a player was told can be lost by a
//! crash. A refused input rolls back to its savepoint, so refusals never change state and never
//! undo anyone else's input. (On PostgreSQL a transaction first runs *paced*, without
//! savepoints; an input in it that must be undone sends the whole transaction round again
//! unpaced, with them: see `writer`.)
use crate::api::{Actor, Millis, Reply};
use crate::clock::Clock;
use crate::handlers::ctx::{damaged_text, failure_text, Ctx, Decision, Handled, Stop};
use crate::handlers::play;
use crate::input::Input;
use crate::platform::router;
use crate::runtime::batch::Batcher;
use crate::runtime::thinking::think::{Answer, Request, Skip};
use crate::runtime::thinking::{Pool, Wake};
use crate::store::db::{Conn, Tx};
pub use crate::store::error::CoreError;
use crate::store::snapshot::{self, Fresh, Snapshots, WriterCache};
use crate::store::{self, deadlines, tables};
pub use crate::switches::Switches;
use game_kit::random::mix;
use held::Held;
use std::panic::AssertUnwindSafe;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
pub use tournaments::PodThread;

/// Timeouts one call of [`Core::fire_due`] or one input applies at most: guards against a game
/// that keeps prompting an absent seat forever.
const MAX_FIRED: usize = 10_000;

/// Timeouts per job of [`Core::fire_due`]: each chunk is one savepoint per timeout in a shared
/// commit, and inputs queued meanwhile join the batches in between, so a restart with many
/// overdue deadlines neither pays one `fsync` per timeout nor holds the writer for long.
const FIRE_CHUNK: usize = 32;

/// Bot moves [`Core::settle`] lets happen at most, and how long it waits for one search: guards
/// against a table of bots that would play on forever.
const SETTLE_MOVES: usize = 20_000;
/// How often abandoned tables are looked for: periods are whole days, so a minute late is
/// nothing, and the look costs one indexed query.
const SWEEP_EVERY: Millis = 60_000;
const SETTLE_WAIT: std::time::Duration = std::time::Duration::from_secs(60);

/// Told the ids of the tables a committed transaction changed ([`Core::on_commit`]).
pub type CommitWatcher = Arc<dyn Fn(&[i64]) + Send + Sync>;

/// A handler run inside the writer's transaction. `FnMut`: a paced transaction that met a
/// failure runs its jobs again (`core::writer`).
type Work = dyn FnMut(&Ctx<'_>) -> Handled + Send;

/// Bookkeeping run inside the writer's transaction; like [`Work`], it may run again.
type Keeping = dyn FnMut(&Tx<'_>) -> crate::store::db::Result<()> + Send;

/// One unit of work for the writer: jobs of several callers share one transaction.
struct Job {
    actor: Actor,
    kind: JobKind,
}

enum JobKind {
    /// A user input, then whatever it made due at once at its channel's table (absent players).
    Input(Box<Work>),
    /// Up to `budget` passed deadlines, of one table or of all.
    Fire { only: Option<i64>, budget: usize },
    /// Reminders whose time has come.
    Remind,
    /// Tables nobody played for their server's abandonment period ([`crate::handlers::abandon`]).
    Abandon,
    /// Direct messages whose time has come, into the outbox ([`crate::store::notify`]).
    Direct,
    /// Bookkeeping of the front end (the outbox's sent rows), sharing the batch's commit.
    Keep(Box<Keeping>),
    /// Bots' answers, each an input of its own savepoint ([`play::bot_move`]).
    Answers(Vec<Answer>),
    /// Seasons whose calendar boundary passed, rolled over (issue 47, [`crate::store::seasons`]).
    Seasons,
    /// Tournaments with a start or a round deadline due (issue 47,
    /// [`crate::handlers::tournaments::sweep`]).
    Tournaments,
}

/// What a job produced.
#[derive(Default)]
struct Done {
    replies: Vec<Reply>,
    /// A `Fire` job stopped at its budget with more deadlines due.
    more: bool,
    /// The job's transaction did not commit: nothing it did survives.
    failed: bool,
}

/// A job's result, or the panic it raised (re-raised in the thread that submitted it, as if it
/// had run there).
type Outcome = std::thread::Result<Done>;

/// The savepoint machinery itself failed, so the batch's transaction can no longer be trusted:
/// the whole batch is rolled back and every input in it is told that nothing changed.
struct Broken(crate::store::db::Error);

/// Counters of the group commit since Tabula opened (benchmarks, monitoring).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CommitStats {
    /// Transactions committed.
    pub commits: u64,
    /// Jobs (inputs, timeout rounds, reminder rounds) in those transactions.
    pub jobs: u64,
    /// Transactions that could not commit (rolled back: a full disk, a lost lock ...).
    pub rolled_back: u64,
    /// Paced transactions (PostgreSQL) that met a failure and were run again unpaced, so
    /// that the failure was its own input's alone.
    pub replayed: u64,
    /// How long the writer waited for PostgreSQL in these transactions (the rest of its time
    /// is its own work); `None` on SQLite.
    pub waited: Option<std::time::Duration>,
}

pub struct Core {
    writer: Mutex<Conn>,
    /// Where the database is, for read connections.
    location: store::Location,
    /// Read connections (see [`Core::read`] and [`readers`]).
    readers: readers::Readers,
    /// Tables whose timeouts failed, and the store's backoff (see [`held`]).
    held: Mutex<Held>,
    batcher: Batcher<Job, Outcome>,
    commits: AtomicU64,
    committed_jobs: AtomicU64,
    rolled_back: AtomicU64,
    replayed: AtomicU64,
    /// Nanoseconds the writer waited for PostgreSQL ([`CommitStats::waited`]).
    waited: AtomicU64,
    clock: Arc<dyn Clock>,
    switches: Switches,
    base_seed: u64,
    /// The threads that search for bots, and the tables whose bot is thinking.
    bots: Pool,
    /// Running tables as last committed, shared by the read path's clicks ([`snapshot`]).
    snapshots: Snapshots,
    /// What the batch running now wrote, and the states its actions left (only the writer
    /// touches it, holding the writer connection).
    fresh: Fresh,
    /// The thread that checkpoints SQLite's WAL, so that no commit of the writer does
    /// ([`checkpoints`]); PostgreSQL checkpoints itself.
    checkpoints: Option<checkpoints::Checkpoints>,
    /// When abandoned tables were last looked for ([`crate::handlers::abandon`]).
    swept: Mutex<Option<Millis>>,
    /// When this process last wrote its heartbeat (issue 47, [`crate::store::clocks`]).
    beaten: Mutex<Option<Millis>>,
    /// Players whose direct messages Discord refused, not told yet ([`crate::store::notify`]): their
    /// next command says so. Read from the database at open, so no command of anyone else
    /// pays for the check.
    dm_untold: Mutex<std::collections::HashSet<String>>,
    /// Who is told the tables each commit changed ([`Core::on_commit`]): the web pages' live
    /// streams.
    watchers: Mutex<Vec<CommitWatcher>>,
    /// Every transaction run: (jobs in it, committed). Lets tests see the batches.
    #[cfg(test)]
    transactions: Mutex<Vec<(usize, bool)>>,
}

/// Runs one savepoint statement (prepared once, like every statement of an input).
fn savepoint(tx: &Tx<'_>, sql: &'static str) -> Result<(), Broken> {
    // On PostgreSQL it goes with the next statement (`Conn::later`): an input's savepoint and
    // the release of the one before cost no round trips of their own.
    tx.later(sql).map_err(Broken)
}

/// Private replies to Tabula's own inputs have nobody to go to.
fn public_only(replies: Vec<Reply>) -> Vec<Reply> {
    replies.into_iter().filter(|r| r.to.is_public()).collect()
}

/// The outcome of a job whose transaction did not commit: nothing it did survives, so a user
/// is told exactly that.
fn failure(actor: &Actor, is_input: bool) -> Done {
    Done {
        replies: if is_input {
            vec![Reply::private(actor, failure_text(actor))]
        } else {
            Vec::new()
        },
        more: false,
        failed: true,
    }
}

/// Rows that break their constraints were found at start (`findings`, from `quick_check`):
/// Tabula starts all the same, and the tables those rows make unreadable are named in the log,
/// once each; their inputs are refused as damaged when they come (issue 25, item 4).
fn report_damaged_rows(conn: &Conn, findings: &[String], held: &mut Held) {
    tracing::warn!(
        findings = findings.join("; "),
        "some rows break their constraints; the tables they belong to are refused, every other table plays on (see `tabula check`)"
    );
    match tables::unreadable(conn) {
        Ok(damaged) => {
            for (_, problem) in damaged {
                held.damaged(&problem);
            }
        }
        Err(e) => tracing::error!(error = %e, "cannot look for the damaged tables"),
    }
}

/// The actor of Tabula's own steps at table `table` (a timeout, a bot's move): the system
/// actor on the table's server, so that what the step posts is in the server's language
/// (issue 48: `Ctx::public_lang` reads the server's settings). A table gone is the step's
/// handler's to find; the actor then has no server.
fn system_actor_at(tx: &crate::store::db::Tx<'_>, table: i64) -> Actor {
    use crate::store::db::OptionalExtension;
    let guild = tx
        .prepare_cached("SELECT guild FROM tables WHERE id = ?1")
        .and_then(|mut stmt| stmt.query_row([table], |r| r.get::<String>(0)).optional());
    match guild {
        Ok(Some(guild)) => Actor {
            guild,
            ..system_actor()
        },
        // Reading it failed: the handler reads the table next and meets the same failure.
        _ => system_actor(),
    }
}

/// The actor of inputs Tabula makes itself (timeouts, reminders). Its private replies are
/// dropped: nobody interacted, so there is nobody to answer privately.
fn system_actor() -> Actor {
    Actor {
        guild: String::new(),
        channel: String::new(),
        user: String::new(),
        name: "timer".into(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    }
}

impl Core {
    /// Opens (creating if needed) the database at `path`. Stored tables and deadlines need no
    /// loading: they are read when used, and [`Core::fire_due`] fires whatever fell due while the
    /// Tabula was down.
    pub fn open(path: &Path, clock: Arc<dyn Clock>) -> Result<Core, CoreError> {
        Core::open_with(path, clock, Switches::default())
    }

    pub fn open_with(
        path: &Path,
        clock: Arc<dyn Clock>,
        switches: Switches,
    ) -> Result<Core, CoreError> {
        Core::open_at(&store::Location::File(path.to_path_buf()), clock, switches)
    }

    /// Opens the database at `location`: a SQLite file or a PostgreSQL database (issue 29).
    pub fn open_at(
        location: &store::Location,
        clock: Arc<dyn Clock>,
        switches: Switches,
    ) -> Result<Core, CoreError> {
        let (mut conn, findings) = store::open_at(location)?;
        // Before any timeout can fire: an outage costs no clock (issue 47).
        {
            let tx = conn.transaction()?;
            let process = store::clocks::process_key(&switches.shards);
            let gap =
                store::clocks::resume_after_outage(&tx, &process, &switches.shards, clock.now())?;
            tx.commit()?;
            if gap > 0 {
                tracing::info!(gap_ms = gap, "clocked turns moved forward past the outage");
            }
        }
        snapshot::watch(&conn)?;
        let checkpoints = match (conn.sqlite(), location.file()) {
            (Some(sqlite), Some(path)) => {
                // The checkpoint thread copies the WAL into the file; the writer's commits
                // never do.
                sqlite.pragma_update(None, "wal_autocheckpoint", 0)?;
                Some(checkpoints::Checkpoints::start(path)?)
            }
            _ => None,
        };
        let untold: std::collections::HashSet<String> = {
            let mut stmt = conn
                .prepare("SELECT \"user\" FROM notify WHERE refused_at IS NOT NULL AND told = 0")?;
            let users = stmt
                .query_map([], |r| r.get::<String>(0))?
                .collect::<crate::store::db::Result<_>>()?;
            users
        };
        let mut held = Held::default();
        if !findings.is_empty() {
            report_damaged_rows(&conn, &findings, &mut held);
        }
        let base = switches.seed.unwrap_or_else(|| {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or_default();
            mix(nanos ^ u64::from(std::process::id()))
        });
        Ok(Core {
            writer: Mutex::new(conn),
            location: location.clone(),
            readers: readers::Readers::new(location),
            held: Mutex::new(held),
            batcher: Batcher::default(),
            commits: AtomicU64::new(0),
            committed_jobs: AtomicU64::new(0),
            rolled_back: AtomicU64::new(0),
            replayed: AtomicU64::new(0),
            waited: AtomicU64::new(0),
            bots: Pool::new(switches.bots.threads, switches.bots.queue),
            snapshots: Snapshots::new(switches.kept_tables),
            fresh: Fresh::default(),
            checkpoints,
            swept: Mutex::new(None),
            beaten: Mutex::new(None),
            dm_untold: Mutex::new(untold),
            watchers: Mutex::default(),
            clock,
            switches,
            base_seed: base,
            #[cfg(test)]
            transactions: Mutex::default(),
        })
    }

    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    fn conn(&self) -> MutexGuard<'_, Conn> {
        // A panic while holding the lock cannot leave a half-written transaction behind (it rolls
        // back on drop), so a poisoned lock is safe to reuse.
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Calls `watcher` after every commit with the ids of the tables it changed (their rows,
    /// seats or deadlines), in the writer's thread right after the commit and before anyone is
    /// answered: it must only hand the ids on (the web pages' live streams, issue 46). Only
    /// this process's commits are seen; other processes' are found by polling their versions.
    pub fn on_commit(&self, watcher: CommitWatcher) {
        self.watchers
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(watcher);
    }

    /// Tells the watchers of [`Core::on_commit`] that `tables` changed.
    fn committed(&self, tables: &[i64]) {
        if tables.is_empty() {
            return;
        }
        for watcher in self
            .watchers
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
        {
            watcher(tables);
        }
    }

    /// How many transactions were committed and how many jobs they held.
    pub fn commit_stats(&self) -> CommitStats {
        CommitStats {
            commits: self.commits.load(Ordering::Relaxed),
            jobs: self.committed_jobs.load(Ordering::Relaxed),
            rolled_back: self.rolled_back.load(Ordering::Relaxed),
            replayed: self.replayed.load(Ordering::Relaxed),
            waited: matches!(self.location, store::Location::Postgres(_))
                .then(|| std::time::Duration::from_nanos(self.waited.load(Ordering::Relaxed))),
        }
    }
}

mod checkpoints;
mod delivery;
mod held;
mod inputs;
mod maintenance;
mod pages;
mod readers;
#[cfg(test)]
mod tests;
mod timers;
mod tournaments;
mod writer;
