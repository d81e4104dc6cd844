//! The entry point: one `Bot` per process, shared by every front end.
//!
//! Every input runs on the single writer connection inside its own SAVEPOINT of a transaction
//! that it may share with other tables' inputs (group commit, see [`crate::batch`]); replies are
//! returned only after that transaction commits, so nothing a player was told can be lost by a
//! crash. A refused input rolls back to its savepoint, so refusals never change state and never
//! undo anyone else's input.
use crate::api::{Actor, Millis, Reply};
use crate::batch::Batcher;
use crate::clock::Clock;
use crate::ctx::{mix, Ctx, Handled, Refusal, DAMAGED, FAILURE};
pub use crate::error::BotError;
use crate::input::Input;
pub use crate::settings::Settings;
use crate::thinking::think::{Answer, Request, Skip};
use crate::thinking::{Pool, Wake};
use crate::{deadlines, play, router, store, tables};
use held::Held;
use rusqlite::{Connection, Transaction};
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Timeouts one call of [`Bot::fire_due`] or one input applies at most: guards against a game
/// that keeps prompting an absent seat forever.
const MAX_FIRED: usize = 10_000;

/// Timeouts per job of [`Bot::fire_due`]: each chunk is one savepoint per timeout in a shared
/// commit, and inputs queued meanwhile join the batches in between, so a restart with many
/// overdue deadlines neither pays one `fsync` per timeout nor holds the writer for long.
const FIRE_CHUNK: usize = 32;

/// Bot moves [`Bot::settle`] lets happen at most, and how long it waits for one search: guards
/// against a table of bots that would play on forever.
const SETTLE_MOVES: usize = 20_000;
const SETTLE_WAIT: std::time::Duration = std::time::Duration::from_secs(60);

/// A handler run inside the writer's transaction.
type Work = dyn FnOnce(&Ctx<'_>) -> Handled + Send;

/// Bookkeeping run inside the writer's transaction.
type Keeping = dyn FnOnce(&Transaction<'_>) -> rusqlite::Result<()> + Send;

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
    /// Bookkeeping of the front end (the outbox's sent rows), sharing the batch's commit.
    Keep(Box<Keeping>),
    /// Bots' answers, each an input of its own savepoint ([`play::computer_move`]).
    Answers(Vec<Answer>),
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
struct Broken(rusqlite::Error);

/// Counters of the group commit since the bot opened (benchmarks, monitoring).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CommitStats {
    /// Transactions committed.
    pub commits: u64,
    /// Jobs (inputs, timeout rounds, reminder rounds) in those transactions.
    pub jobs: u64,
    /// Transactions that could not commit (rolled back: a full disk, a lost lock ...).
    pub rolled_back: u64,
}

pub struct Bot {
    writer: Mutex<Connection>,
    /// The database file, for read connections.
    path: PathBuf,
    /// Idle read connections (see [`Bot::read`]); one is opened whenever all are busy.
    readers: Mutex<Vec<Connection>>,
    /// Tables whose timeouts failed, and the store's backoff (see [`held`]).
    held: Mutex<Held>,
    batcher: Batcher<Job, Outcome>,
    commits: AtomicU64,
    committed_jobs: AtomicU64,
    rolled_back: AtomicU64,
    clock: Arc<dyn Clock>,
    settings: Settings,
    base_seed: u64,
    /// The threads that search for bots, and the tables whose bot is thinking.
    computer: Pool,
    /// Every transaction run: (jobs in it, committed). Lets tests see the batches.
    #[cfg(test)]
    transactions: Mutex<Vec<(usize, bool)>>,
}

/// Runs one savepoint statement (prepared once, like every statement of an input).
fn savepoint(tx: &Transaction<'_>, sql: &str) -> Result<(), Broken> {
    tx.prepare_cached(sql)
        .and_then(|mut s| s.execute([]))
        .map(drop)
        .map_err(Broken)
}

/// Private replies to the bot's own inputs have nobody to go to.
fn public_only(replies: Vec<Reply>) -> Vec<Reply> {
    replies.into_iter().filter(|r| r.to.is_public()).collect()
}

/// The outcome of a job whose transaction did not commit: nothing it did survives, so a user
/// is told exactly that.
fn failure(actor: &Actor, is_input: bool) -> Done {
    Done {
        replies: if is_input {
            vec![Reply::private(actor, FAILURE)]
        } else {
            Vec::new()
        },
        more: false,
        failed: true,
    }
}

/// Rows that break their constraints were found at start (`findings`, from `quick_check`):
/// the bot starts all the same, and the tables those rows make unreadable are named in the log,
/// once each; their inputs are refused as damaged when they come (issue 25, item 4).
fn report_damaged_rows(conn: &Connection, findings: &[String], held: &mut Held) {
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

/// The actor of inputs the bot makes itself (timeouts, reminders). Its private replies are
/// dropped: nobody interacted, so there is nobody to answer privately.
fn system_actor() -> Actor {
    Actor {
        guild: String::new(),
        channel: String::new(),
        user: String::new(),
        name: "timer".into(),
        manage_channels: false,
    }
}

impl Bot {
    /// Opens (creating if needed) the database at `path`. Stored tables and deadlines need no
    /// loading: they are read when used, and [`Bot::fire_due`] fires whatever fell due while the
    /// bot was down.
    pub fn open(path: &Path, clock: Arc<dyn Clock>) -> Result<Bot, BotError> {
        Bot::open_with(path, clock, Settings::default())
    }

    pub fn open_with(
        path: &Path,
        clock: Arc<dyn Clock>,
        settings: Settings,
    ) -> Result<Bot, BotError> {
        let (conn, findings) = store::open_with_findings(path)?;
        let mut held = Held::default();
        if !findings.is_empty() {
            report_damaged_rows(&conn, &findings, &mut held);
        }
        let base = settings.seed.unwrap_or_else(|| {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or_default();
            mix(nanos ^ u64::from(std::process::id()))
        });
        Ok(Bot {
            writer: Mutex::new(conn),
            path: path.to_path_buf(),
            readers: Mutex::default(),
            held: Mutex::new(held),
            batcher: Batcher::default(),
            commits: AtomicU64::new(0),
            committed_jobs: AtomicU64::new(0),
            rolled_back: AtomicU64::new(0),
            computer: Pool::new(settings.bots.threads, settings.bots.queue),
            clock,
            settings,
            base_seed: base,
            #[cfg(test)]
            transactions: Mutex::default(),
        })
    }

    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave a half-written transaction behind (it rolls
        // back on drop), so a poisoned lock is safe to reuse.
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `job` in the next batch on the writer and returns once that batch has committed.
    fn submit(&self, actor: &Actor, kind: JobKind) -> Done {
        let job = Job {
            actor: actor.clone(),
            kind,
        };
        let outcome = self.batcher.submit(
            job,
            || self.conn(),
            |mut conn, jobs| self.run_batch(&mut conn, jobs),
        );
        match outcome {
            Ok(done) => done,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    /// Runs a batch of jobs in as few transactions as possible, normally one, and returns one
    /// outcome per job. Only a committed transaction's outcomes are returned as they are; if a
    /// transaction cannot commit, every job in it is answered with a failure (nothing it did
    /// survives, so nobody is told otherwise) and the remaining jobs go on in a new one.
    fn run_batch(&self, conn: &mut Connection, jobs: Vec<Job>) -> Vec<Outcome> {
        let mut outcomes = Vec::with_capacity(jobs.len());
        let mut jobs = jobs.into_iter().peekable();
        while jobs.peek().is_some() {
            // IMMEDIATE: the write lock is taken at BEGIN, where SQLite waits for it through the
            // busy timeout. A DEFERRED transaction would fail at once with "database is locked"
            // when its first write finds another process (an admin's `sqlite3`, a backup)
            // holding the lock, since SQLite never waits to upgrade a read to a write (issue 17,
            // item 4).
            let tx = match conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            {
                Ok(tx) => tx,
                Err(e) => {
                    tracing::error!(error = %e, "cannot begin a transaction");
                    self.rolled_back.fetch_add(1, Ordering::Relaxed);
                    for job in jobs {
                        let is_input = matches!(job.kind, JobKind::Input(_));
                        outcomes.push(Ok(failure(&job.actor, is_input)));
                    }
                    break;
                }
            };
            let mut ran: Vec<(Actor, bool, Outcome)> = Vec::new();
            let mut broken = None;
            for Job { actor, kind } in jobs.by_ref() {
                let is_input = matches!(kind, JobKind::Input(_));
                match self.run_job(&tx, &actor, kind) {
                    Ok(Ok(mut done)) if self.settings.outbox => {
                        // The public messages are owed in the same commit as the state.
                        if let Err(e) =
                            crate::outbox::queue(&tx, &mut done.replies, self.clock.now())
                        {
                            ran.push((actor, is_input, Ok(Done::default())));
                            broken = Some(format!("queueing the outbox: {e}"));
                            break;
                        }
                        ran.push((actor, is_input, Ok(done)));
                    }
                    Ok(outcome) => ran.push((actor, is_input, outcome)),
                    Err(Broken(e)) => {
                        ran.push((actor, is_input, Ok(Done::default())));
                        broken = Some(e.to_string());
                        break;
                    }
                }
                if tx.is_autocommit() {
                    broken = Some("SQLite ended the transaction itself (e.g. disk full)".into());
                    break;
                }
            }
            let committed = match broken {
                Some(e) => {
                    tracing::error!(error = %e, jobs = ran.len(), "batch rolled back");
                    drop(tx);
                    false
                }
                None => match tx.commit() {
                    Ok(()) => true,
                    Err(e) => {
                        tracing::error!(error = %e, jobs = ran.len(), "commit failed; rolled back");
                        false
                    }
                },
            };
            if committed {
                self.commits.fetch_add(1, Ordering::Relaxed);
                self.committed_jobs
                    .fetch_add(ran.len() as u64, Ordering::Relaxed);
            } else {
                self.rolled_back.fetch_add(1, Ordering::Relaxed);
            }
            #[cfg(test)]
            self.transactions
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push((ran.len(), committed));
            for (actor, is_input, outcome) in ran {
                outcomes.push(if committed {
                    outcome
                } else {
                    Ok(failure(&actor, is_input))
                });
            }
        }
        outcomes
    }

    /// Runs one job inside the batch's transaction.
    fn run_job(
        &self,
        tx: &Transaction<'_>,
        actor: &Actor,
        kind: JobKind,
    ) -> Result<Outcome, Broken> {
        match kind {
            JobKind::Input(work) => {
                let mut replies = match self.step(tx, actor, work)? {
                    Ok(replies) => replies,
                    Err(panic) => return Ok(Err(panic)),
                };
                // Absent players' prompts fall due at once; play them before answering.
                let table = match tables::open_id_in_channel(tx, &actor.channel) {
                    Ok(table) => table,
                    Err(e) => {
                        tracing::error!(error = %e, "reading the channel's table failed");
                        None
                    }
                };
                if let Some(table) = table {
                    match self.fire(tx, Some(table), MAX_FIRED)? {
                        Ok(fired) => replies.extend(fired.replies),
                        Err(panic) => return Ok(Err(panic)),
                    }
                }
                Ok(Ok(Done {
                    replies,
                    more: false,
                    failed: false,
                }))
            }
            JobKind::Fire { only, budget } => self.fire(tx, only, budget),
            JobKind::Keep(work) => Ok(match work(tx) {
                Ok(()) => Ok(Done::default()),
                Err(e) => {
                    tracing::error!(error = %e, "bookkeeping failed");
                    Ok(Done {
                        failed: true,
                        ..Done::default()
                    })
                }
            }),
            JobKind::Remind => Ok(self.step(tx, actor, play::remind)?.map(|replies| Done {
                replies: public_only(replies),
                more: false,
                failed: false,
            })),
            JobKind::Answers(answers) => self.commit_answers(tx, answers),
        }
    }

    /// Commits bots' answers, each in its own savepoint like a player's input. An answer to a
    /// table that moved on is dropped by [`play::computer_move`] (its row, still due, is
    /// searched again); a search or a move that failed holds the table's deadlines back, as a
    /// timeout that cannot fire does.
    fn commit_answers(
        &self,
        tx: &Transaction<'_>,
        answers: Vec<Answer>,
    ) -> Result<Outcome, Broken> {
        let system = system_actor();
        let mut replies = Vec::new();
        for answer in answers {
            let now = self.clock.now();
            let table = answer.table;
            let action = match answer.action {
                Ok(action) => action,
                Err(e) => {
                    self.held()
                        .table_failed(table, now, format!("a bot's search failed: {e}"));
                    continue;
                }
            };
            let mv = play::ComputerMove {
                table,
                seat: answer.seat,
                version: answer.version,
                action,
            };
            match self.step_handled(tx, &system, |ctx| play::computer_move(ctx, &mv))? {
                Ok(Ok(out)) => {
                    self.held().table_fired(table);
                    replies.extend(public_only(out));
                }
                Ok(Err(refusal)) => {
                    let error = match refusal {
                        Refusal::Internal(e) | Refusal::Damaged(e) => e,
                        // The engine's words may name a hidden card: they stay out of the log.
                        Refusal::Reply(_) => "the engine refused a bot's move".into(),
                        Refusal::Writer(_) => "a bot's move asked for the writer".into(),
                    };
                    self.held().table_failed(table, now, error);
                }
                Err(panic) => {
                    self.held()
                        .table_failed(table, now, "a bot's move panicked".into());
                    return Ok(Err(panic));
                }
            }
        }
        Ok(Ok(Done {
            replies,
            more: false,
            failed: false,
        }))
    }

    /// Runs `f` in its own savepoint: kept if it succeeds, rolled back if it refuses, fails or
    /// panics, so it never changes state on refusal and never undoes the batch's other inputs.
    fn step(
        &self,
        tx: &Transaction<'_>,
        actor: &Actor,
        f: impl FnOnce(&Ctx<'_>) -> Handled,
    ) -> Result<std::thread::Result<Vec<Reply>>, Broken> {
        Ok(self
            .step_handled(tx, actor, f)?
            .map(|handled| match handled {
                Ok(replies) => replies,
                Err(Refusal::Reply(reply)) => vec![*reply],
                Err(Refusal::Damaged(e)) => {
                    self.held().damaged(&e);
                    vec![Reply::private(actor, DAMAGED)]
                }
                Err(Refusal::Internal(e)) => {
                    tracing::error!(error = %e, "input failed; rolled back");
                    vec![Reply::private(actor, FAILURE)]
                }
                Err(Refusal::Writer(_)) => {
                    tracing::error!("a handler on the writer asked for the writer");
                    vec![Reply::private(actor, FAILURE)]
                }
            }))
    }

    /// [`Bot::step`], returning what the handler said as it is.
    fn step_handled(
        &self,
        tx: &Transaction<'_>,
        actor: &Actor,
        f: impl FnOnce(&Ctx<'_>) -> Handled,
    ) -> Result<std::thread::Result<Handled>, Broken> {
        savepoint(tx, "SAVEPOINT step")?;
        let ctx = Ctx {
            tx,
            actor,
            now: self.clock.now(),
            settings: &self.settings,
            base_seed: self.base_seed,
            read_only: false,
        };
        // A panic (an engine bug) is caught so that it costs only this input; the savepoint
        // undoes whatever it wrote, and the panic goes on in the caller's thread.
        let result = std::panic::catch_unwind(AssertUnwindSafe(|| f(&ctx)));
        if !matches!(result, Ok(Ok(_))) {
            savepoint(tx, "ROLLBACK TO step")?;
        }
        savepoint(tx, "RELEASE step")?;
        Ok(result)
    }

    fn held(&self) -> MutexGuard<'_, Held> {
        // Held holds no invariant a panic could break halfway.
        self.held.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Tries `input` on a read connection, on the last committed state, without the writer:
    /// views, menu steps, stale clicks and queries are answered here and never wait behind a
    /// batch's `fsync`. `Err` hands the input to the writer: it changes something (with the
    /// action a menu click completed, when one was found), or the read failed.
    fn read(
        &self,
        actor: &Actor,
        input: &Input,
    ) -> Result<Vec<Reply>, Option<Box<crate::ctx::Pending>>> {
        let read = self.with_reader(|conn| self.read_on(conn, actor, input));
        read.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "cannot open a read connection; using the writer");
            Err(None)
        })
    }

    /// [`Bot::read`] on read connection `conn`.
    fn read_on(
        &self,
        conn: &mut Connection,
        actor: &Actor,
        input: &Input,
    ) -> Result<Vec<Reply>, Option<Box<crate::ctx::Pending>>> {
        match conn.transaction() {
            // A passed deadline at the channel's table is played before anyone is answered
            // (the scheduler may not have fired it yet, e.g. just after a restart): that is a
            // write.
            Ok(tx) if self.due_at_channel(&tx, &actor.channel) => Err(None),
            Ok(tx) => {
                let ctx = Ctx {
                    tx: &tx,
                    actor,
                    now: self.clock.now(),
                    settings: &self.settings,
                    base_seed: self.base_seed,
                    read_only: true,
                };
                // A panic (an engine bug) goes on in the caller's thread, as on the writer;
                // nothing was written, and the connection is dropped with it.
                match router::route(&ctx, input) {
                    Ok(replies) => Ok(replies),
                    Err(Refusal::Reply(reply)) => Ok(vec![*reply]),
                    Err(Refusal::Damaged(e)) => {
                        self.held().damaged(&e);
                        Ok(vec![Reply::private(actor, DAMAGED)])
                    }
                    Err(Refusal::Writer(pending)) => Err(pending),
                    Err(Refusal::Internal(e)) => {
                        // The writer runs the input again and answers for it.
                        tracing::warn!(error = %e, "read failed; handing the input to the writer");
                        Err(None)
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot begin a read; using the writer");
                Err(None)
            }
        }
    }

    /// Whether the table of `channel` has a deadline that has passed (an error counts as yes:
    /// the writer then handles the input, and reports what fails).
    fn due_at_channel(&self, conn: &Connection, channel: &str) -> bool {
        let due = tables::open_id_in_channel(conn, channel).and_then(|table| match table {
            Some(table) => {
                let now = self.clock.now();
                deadlines::first_due(conn, now, Some(table), |t| self.held().holds(t, now))
            }
            None => Ok(None),
        });
        !matches!(due, Ok(None))
    }

    /// Handles one user input; the replies are returned only after the effects are committed.
    /// Inputs to one table are applied one at a time, in arrival order; a click rendered before
    /// the table moved on is refused by its version.
    pub fn handle(&self, actor: &Actor, input: Input) -> Vec<Reply> {
        // A display name is shown inside the core's own markup; it never carries a mark.
        let mut actor = actor.clone();
        actor.name = crate::markup::strip(&actor.name);
        let actor = &actor;
        let pending = if input.reads_first() {
            match self.read(actor, &input) {
                Ok(replies) => return replies,
                Err(pending) => pending,
            }
        } else {
            None
        };
        let work: Box<Work> = match pending {
            Some(pending) => Box::new(move |ctx: &Ctx<'_>| {
                play::commit_pending(ctx, *pending, |ctx| router::route(ctx, &input))
            }),
            None => Box::new(move |ctx: &Ctx<'_>| router::route(ctx, &input)),
        };
        self.submit(actor, JobKind::Input(work)).replies
    }

    /// Commits the bots' answers that are ready, applies the timeout default of every deadline
    /// that has passed (through the same path as a player input), posts due reminders, and
    /// hands the bot moves that fell due to the worker pool; returns what to post.
    pub fn fire_due(&self) -> Vec<Reply> {
        let mut replies = self.commit_ready_answers();
        replies.extend(self.fire_timeouts());
        self.dispatch_bots();
        replies
    }

    /// Commits the answers the bots have ready, and frees their tables for the next search.
    fn commit_ready_answers(&self) -> Vec<Reply> {
        let answers = self.computer.take_answers();
        if answers.is_empty() {
            return Vec::new();
        }
        let tables: Vec<i64> = answers.iter().map(|a| a.table).collect();
        let done = self.submit(&system_actor(), JobKind::Answers(answers));
        for table in tables {
            self.computer.release(table);
        }
        // A bot's move that could not be saved is a store failure like a timeout's (issue 25,
        // item 4): its row stays due, and no search starts again before the store's backoff
        // has passed, so a full disk is not retried hundreds of times a second.
        if done.failed {
            self.held().store_failed(
                self.clock.now(),
                "a computer player's move did not commit".into(),
            );
        } else if !done.replies.is_empty() {
            // A move was saved (answers for tables that moved on are dropped, writing nothing).
            self.held().store_ok();
        }
        done.replies
    }

    /// Hands the bot rows that fell due to the worker pool, while it has room; the rest stay
    /// due in the database and go when searches finish. Each request is read from the last
    /// committed state on a read connection, never on the writer.
    fn dispatch_bots(&self) {
        let room = self.computer.room();
        if room == 0 {
            return;
        }
        let now = self.clock.now();
        if self.held().store_waits(now) {
            // Its answer could not be saved before the store's backoff ends anyway.
            return;
        }
        let iterations = self.settings.bots.iterations;
        let read = self.with_reader(|conn| {
            let rows = deadlines::bots_due(conn, now, room, |t| {
                self.held().holds(t, now) || self.computer.busy(t)
            })?;
            Ok::<_, rusqlite::Error>(
                rows.iter()
                    .map(|d| (d.table, Request::load(conn, d, iterations)))
                    .collect::<Vec<_>>(),
            )
        });
        let requests = match read {
            Ok(Ok(requests)) => requests,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "reading the bots' due moves failed");
                return;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot open a read connection for the bots");
                return;
            }
        };
        for (table, request) in requests {
            match request {
                Ok(request) => {
                    if !self.computer.submit(request) {
                        // Full: this row and the rest wait, still due, for the next pass.
                        break;
                    }
                }
                Err(Skip::Gone) => self.held().table_failed(
                    table,
                    now,
                    "a bot's deadline at a table that is not running".into(),
                ),
                Err(Skip::Failed(e)) => self.held().table_failed(table, now, e),
            }
        }
    }

    /// Calls `wake` whenever a bot's answer is ready, so that the front end's scheduler
    /// commits it at once ([`Bot::fire_due`]) instead of at its next deadline.
    pub fn set_bot_wake(&self, wake: Wake) {
        self.computer.set_wake(wake);
    }

    /// Whether a bot move is due now, being searched, or waiting for its commit: what
    /// [`Bot::settle`] would do something about.
    pub fn bots_pending(&self) -> bool {
        if !self.computer.idle() {
            return true;
        }
        let now = self.clock.now();
        let due = self
            .with_reader(|conn| deadlines::bots_due(conn, now, 1, |t| self.held().holds(t, now)));
        matches!(due, Ok(Ok(rows)) if !rows.is_empty())
    }

    /// [`Bot::fire_due`] until no bot move is due or being searched: lets the bots play out
    /// what they can at this moment, waiting for their searches. For drivers that have no
    /// scheduler of their own (`tabula script`, `tabula local`, tests).
    pub fn settle(&self) -> Vec<Reply> {
        let mut replies = Vec::new();
        for _ in 0..SETTLE_MOVES {
            replies.extend(self.fire_due());
            if self.computer.idle() {
                break;
            }
            if !self.computer.wait_for_answer(SETTLE_WAIT) {
                tracing::error!("a bot's search took longer than a minute; not waiting longer");
                break;
            }
        }
        replies
    }

    /// The timeouts and reminders of [`Bot::fire_due`].
    fn fire_timeouts(&self) -> Vec<Reply> {
        if self.held().store_waits(self.clock.now()) {
            // Nothing would be tried, and an empty round must not count as the store working.
            return Vec::new();
        }
        let system = system_actor();
        let mut replies = Vec::new();
        for _ in 0..MAX_FIRED / FIRE_CHUNK {
            let done = self.submit(
                &system,
                JobKind::Fire {
                    only: None,
                    budget: FIRE_CHUNK,
                },
            );
            if done.failed {
                // The round did not commit (the store failed): wait before trying again.
                self.held()
                    .store_failed(self.clock.now(), "the transaction did not commit".into());
                return replies;
            }
            if !done.replies.is_empty() {
                // Only a round that fired something shows the store works again: an empty
                // one writes nothing, and commits even on a full disk.
                self.held().store_ok();
            }
            replies.extend(done.replies);
            if !done.more {
                break;
            }
        }
        let reminded = self.submit(&system, JobKind::Remind);
        if reminded.failed {
            self.held()
                .store_failed(self.clock.now(), "the transaction did not commit".into());
        }
        replies.extend(reminded.replies);
        replies
    }

    /// Applies passed deadlines (of table `only`, or all), each in its own savepoint, at most
    /// `budget` of them. One timeout can make the next prompt due at once (an absent player), so
    /// this loops until nothing is due.
    fn fire(
        &self,
        tx: &Transaction<'_>,
        only: Option<i64>,
        budget: usize,
    ) -> Result<Outcome, Broken> {
        let system = system_actor();
        let mut replies = Vec::new();
        let done = |replies, more| {
            Ok(Ok(Done {
                replies,
                more,
                failed: false,
            }))
        };
        let mut last: Option<deadlines::Deadline> = None;
        for _ in 0..budget {
            let now = self.clock.now();
            if self.held().store_waits(now) {
                return done(replies, false);
            }
            let first = match deadlines::first_due(tx, now, only, |t| self.held().holds(t, now)) {
                Ok(Some(d)) => d,
                Ok(None) => return done(replies, false),
                Err(e) => {
                    self.held()
                        .store_failed(now, format!("reading deadlines: {e}"));
                    return done(replies, false);
                }
            };
            let table = first.table;
            if last.as_ref() == Some(&first) {
                // Fired, yet due again unchanged: firing it once more would loop.
                self.held().table_failed(
                    table,
                    now,
                    "its timeout left the same deadline due".into(),
                );
                continue;
            }
            last = Some(first.clone());
            match self.step_handled(tx, &system, |ctx| play::timeout(ctx, &first))? {
                Ok(Ok(out)) => {
                    self.held().table_fired(table);
                    replies.extend(public_only(out));
                }
                Ok(Err(refusal)) => {
                    let error = match refusal {
                        Refusal::Internal(e) | Refusal::Damaged(e) => e,
                        // Already logged where it was refused (a state that does not load, the
                        // engine refusing its own default). The reply's words stay out of the
                        // log: an engine's refusal may name a hidden card.
                        Refusal::Reply(_) => "the timeout was refused; see the error above".into(),
                        Refusal::Writer(_) => "a timeout asked for the writer".into(),
                    };
                    self.held().table_failed(table, now, error);
                }
                Err(panic) => {
                    self.held()
                        .table_failed(table, now, "the timeout panicked".into());
                    return Ok(Err(panic));
                }
            }
        }
        done(replies, true)
    }

    /// How many transactions were committed and how many jobs they held.
    pub fn commit_stats(&self) -> CommitStats {
        CommitStats {
            commits: self.commits.load(Ordering::Relaxed),
            jobs: self.committed_jobs.load(Ordering::Relaxed),
            rolled_back: self.rolled_back.load(Ordering::Relaxed),
        }
    }

    /// The earliest pending deadline or reminder, for the scheduler to sleep until: now if a
    /// bot's answer waits for its commit. A bot row whose search is under way is not counted
    /// (its answer wakes the scheduler), nor one that fell due while the pool is full (a
    /// finished search makes room, and wakes the scheduler).
    pub fn next_deadline(&self) -> Option<Millis> {
        let now = self.clock.now();
        if self.computer.has_answers() {
            return Some(now);
        }
        let full = self.computer.room() == 0;
        let next = deadlines::next(&self.conn(), |t, bot, at| {
            self.held().holds(t, now) || (bot && (self.computer.busy(t) || (full && at <= now)))
        });
        match next {
            Ok(next) => self.held().next(next),
            Err(e) => {
                // Looked at again after the store's backoff (or the scheduler's longest sleep).
                let mut held = self.held();
                held.store_failed(now, format!("reading the next deadline: {e}"));
                held.next(None)
            }
        }
    }

    /// Runs `f` on an idle read connection (last committed state, never waiting for the
    /// writer); one is opened when all are busy. A panic in `f` drops the connection with it.
    fn with_reader<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> Result<T, BotError> {
        let pooled = self.readers.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let mut conn = match pooled {
            Some(conn) => conn,
            None => store::open_reader(&self.path)?,
        };
        let out = f(&mut conn);
        self.readers
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(conn);
        Ok(out)
    }

    /// Up to `limit` messages owed to Discord, oldest first ([`crate::outbox`]).
    pub fn outbox(&self, limit: usize) -> Result<Vec<crate::outbox::Item>, BotError> {
        Ok(self.with_reader(|c| crate::outbox::pending(c, limit))??)
    }

    /// How many messages are owed to Discord.
    pub fn outbox_len(&self) -> Result<i64, BotError> {
        Ok(self.with_reader(|c| crate::outbox::count(c))??)
    }

    /// The board of `table` as committed now, with its version, for an owed board; `None` if
    /// the table is gone, `Err` (with the reason) if it cannot be drawn.
    pub fn board_now(&self, table: i64) -> Result<Option<(Reply, i64)>, String> {
        self.with_reader(|c| crate::outbox::board_now(c, table))
            .map_err(|e| e.to_string())?
    }

    /// Whether message `message`, clicked showing table `table` at version `shown`, is the
    /// table's board and the table has moved on since: a stale board (an edit Discord lost,
    /// or one lost before the outbox existed). Asked before the click is handled, so that the
    /// click's own move does not count. A stale click on the board is how players notice a
    /// stale board; [`Bot::owe_board`] then repairs it (issue 17, item 1).
    pub fn board_stale(&self, table: i64, shown: i64, message: &str) -> bool {
        match self.with_reader(|c| crate::outbox::version(c, table)) {
            Ok(Ok(Some((version, board)))) => version > shown && board.as_deref() == Some(message),
            _ => false,
        }
    }

    /// Owes `table`'s board at its committed version (unless already owed) and returns the
    /// row, for the front end to hand to its delivery worker.
    pub fn owe_board(&self, table: i64) -> Result<Option<crate::api::Queued>, BotError> {
        let owed = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&owed);
        let now = self.clock.now();
        self.keep(move |tx| {
            let queued = crate::outbox::owe_board(tx, table, now)?;
            *slot.lock().unwrap_or_else(|p| p.into_inner()) = queued;
            Ok(())
        })?;
        let queued = *owed.lock().unwrap_or_else(|p| p.into_inner());
        Ok(queued)
    }

    /// These owed messages went out (a board: showing `version` or later), or never can:
    /// they are no longer owed. One commit for all of them.
    pub fn outbox_delivered(&self, done: Vec<crate::api::Queued>) -> Result<(), BotError> {
        if done.is_empty() {
            return Ok(());
        }
        self.keep(move |tx| {
            for q in done {
                match q.version {
                    Some(version) => crate::outbox::board_sent(tx, q.id, version)?,
                    None => crate::outbox::sent(tx, q.id)?,
                }
            }
            Ok(())
        })
    }

    /// Owed message `id` can never go out (`why`): it is no longer owed, and its table is
    /// marked unreachable ([`crate::outbox::dropped`]). Returns whether the mark changed, so
    /// that the front end logs a channel's loss once, across restarts too.
    pub fn outbox_dropped(&self, id: i64, why: String) -> Result<bool, BotError> {
        let changed = Arc::new(Mutex::new(false));
        let slot = Arc::clone(&changed);
        self.keep(move |tx| {
            let marked = crate::outbox::dropped(tx, id, &why)?;
            *slot.lock().unwrap_or_else(|p| p.into_inner()) = marked;
            Ok(())
        })?;
        let changed = *changed.lock().unwrap_or_else(|p| p.into_inner());
        Ok(changed)
    }

    /// Tables whose channel refused their messages for good: (table, channel, why).
    pub fn unreachable(&self) -> Result<Vec<(i64, String, String)>, BotError> {
        Ok(self.with_reader(|c| crate::outbox::unreachable(c))??)
    }

    fn keep(
        &self,
        work: impl FnOnce(&Transaction<'_>) -> rusqlite::Result<()> + Send + 'static,
    ) -> Result<(), BotError> {
        match self.submit(&system_actor(), JobKind::Keep(Box::new(work))) {
            Done { failed: false, .. } => Ok(()),
            _ => Err(BotError::Io("the outbox could not be updated".into())),
        }
    }

    /// Remembers the Discord message id of a table's board after the front end posted it.
    pub fn set_board_message(&self, table: i64, message: &str) -> Result<(), BotError> {
        tables::set_board_message(&self.conn(), table, message)?;
        Ok(())
    }
}

mod held;
mod maintenance;
#[cfg(test)]
mod tests;
