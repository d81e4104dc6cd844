//! PostgreSQL's side of the seam: a client with its prepared statements and what it sends
//! ahead in one round trip, using [`values`] for the conversion of the seam's values to and
//! from PostgreSQL's binary formats.
//!
//! The schema keeps SQLite's storage classes (`BIGINT`, `DOUBLE PRECISION`, `TEXT`, `BYTEA`),
//! but PostgreSQL infers a parameter's type from where it is used (`LIMIT ?1` is a `BIGINT`,
//! `?1 = some_int_column` an `INTEGER`) and computes its own types (`COUNT` is `BIGINT`, `SUM`
//! of `BIGINT` is `NUMERIC`, `EXISTS` is `BOOLEAN`). So a value is converted to whatever type
//! the server asks for, and a column of any of these types reads as the class it stands for,
//! with a range check instead of a silent wrap.
//!
//! **Round trips.** The writer is one thread, and each statement it waits for costs a round
//! trip to the server (about 130 µs on this project's machine, docs/benchmarks.md run 14), which
//! held it to a fifth of bare PostgreSQL's commits. So what has no result to wait for is not
//! waited for on its own: transaction control ([`Client::later`]) and writes whose row count
//! nobody reads ([`Client::execute_later`]) are queued, and go to the server either with the
//! next request that has a result, pipelined (tokio-postgres sends every request before
//! reading any answer), or ahead, unwaited for, when the writer says so
//! ([`Client::send_ahead`]: an action's writes, which the server then runs while the writer
//! draws the replies); neighbouring queued writes of different relations go as one statement
//! ([`grouped`]). The writer's transaction is paced ([`Client::pace`]): the end of an
//! input waits for the writes of the input before it, which the server ran while the writer
//! handled this one, so the writer and the server work side by side instead of taking turns.
//! A paced transaction takes no savepoints ([`Client::is_paced`]). A failure met then may be
//! either input's; the writer rolls back and runs the transaction's
//! inputs again unpaced, each input's writes waited for at its own end
//! ([`Client::flush_writes`]) before its savepoint is released, so a write that fails is
//! always its own input's failure, undone alone. A write also says which table it changes
//! ([`Changes`]), so reading the server's change notes (for a cache of running tables)
//! costs no round trip when every write since said so.

mod values;

use super::grouped::{self, Alone};
use super::Changes;
use futures_util::future::{try_join, try_join_all};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::Poll;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Row, Statement};
pub use values::{Column, Owned, Param};

/// A request sent, or to be sent when first polled, whose answer is awaited later.
type Answer = Pin<Box<dyn Future<Output = Result<(), tokio_postgres::Error>> + Send>>;

/// A connection, the statements prepared on it (by their SQL as the project writes it), and
/// what is queued or in flight.
pub struct Client {
    /// Drives the connection while a call waits: the client is used from one thread at a time.
    runtime: tokio::runtime::Runtime,
    client: Arc<tokio_postgres::Client>,
    /// Each statement, by its SQL as the project writes it.
    statements: HashMap<String, Prepared>,
    /// Each combination of statements sent as one ([`grouped`]), by its parts (their
    /// [`Alone`]s' addresses: each lives in `statements` as long as the connection), so that
    /// finding it builds no SQL. `None`: the server would not prepare it for a reason of its
    /// own (an engine that refuses data-modifying `WITH` parts, say), and its parts go one by
    /// one from then on.
    combinations: HashMap<Vec<usize>, Option<Statement>>,
    /// What goes with the next request, in order.
    queue: Vec<Queued>,
    /// Requests sent whose answers nobody waited for yet, in the order sent.
    in_flight: Vec<Answer>,
    /// In a paced transaction ([`Client::pace`]): the requests sent up to the end of the last
    /// input, waited for at the end of the next one. Sent before those in `in_flight`.
    earlier: Vec<Answer>,
    /// The open transaction waits for an input's writes one input later ([`Client::pace`]).
    paced: bool,
    /// A request of the open transaction failed: in a paced transaction nobody can tell
    /// whose input it belonged to ([`Client::failed_in_transaction`]).
    failed: bool,
    /// See [`Client::waited`].
    waited: std::time::Duration,
    /// The open transaction's `tabula.claimed` setting as the server will have it when what
    /// is queued has run: set for writes that say what they change, cleared for all others
    /// (see [`Client::claim`]); `None` when unknown (after a rollback to a savepoint, which
    /// restores the setting as it was then).
    claimed: Option<bool>,
    /// Whether writes that say what they change are still noted, apart, so that the writer
    /// can check each claim (debug builds: `tabula.claimed` is 'check' rather than 'on').
    check_claims: bool,
    /// Whether the open transaction's `BEGIN` has gone to the server; `None` outside one.
    begun: Option<bool>,
    /// A statement that may have written rows, and said nothing of which, ran since
    /// [`Client::take_changes`] last asked.
    written: bool,
    /// Tables whose rows writes said they changed ([`Changes::Table`]) since then.
    changed: Vec<i64>,
    /// Writes queued or run since the connection opened ([`Client::writes`]).
    writes: u64,
}

/// Something sent with the next request.
enum Queued {
    /// Transaction control, without parameters.
    Control(&'static str),
    /// A write whose row count is not wanted, with its parameters.
    Write(Prepared, Vec<Owned>),
}

/// A prepared statement, whether it only reads (see [`Client::take_changes`]), and whether
/// it may be sent as a part of one statement with the writes next to it ([`grouped`]).
#[derive(Clone)]
pub struct Prepared {
    pub statement: Statement,
    pub reads: bool,
    alone: Option<Arc<Alone>>,
}

impl Client {
    /// Connects without TLS: the database is expected on the same host or a private network.
    pub fn connect(url: &str) -> super::Result<Client> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(super::Error::Runtime)?;
        let (client, connection) =
            runtime.block_on(tokio_postgres::connect(url, tokio_postgres::NoTls))?;
        runtime.spawn(drive(connection));
        Ok(Client {
            runtime,
            client: Arc::new(client),
            statements: HashMap::new(),
            combinations: HashMap::new(),
            queue: Vec::new(),
            in_flight: Vec::new(),
            earlier: Vec::new(),
            paced: false,
            failed: false,
            waited: std::time::Duration::ZERO,
            claimed: None,
            check_claims: cfg!(debug_assertions),
            begun: None,
            written: false,
            changed: Vec::new(),
            writes: 0,
        })
    }

    /// Whether the connection is gone. What the server sent while nobody waited for it (a
    /// restart's or `pg_terminate_backend`'s "terminating connection", the socket's end) is
    /// read first: the connection is driven only while a call waits, so without this a
    /// connection the server closed seconds ago would still look open, and the first input
    /// after a restart would fail on it in front of its player instead of going to a new one.
    /// It costs no round trip: what has arrived is read, nothing is sent.
    pub fn is_closed(&self) -> bool {
        if !self.client.is_closed() {
            self.runtime.block_on(async {
                // Each yield lets the runtime poll the socket and run the connection's task.
                for _ in 0..3 {
                    tokio::task::yield_now().await;
                }
            });
        }
        self.client.is_closed()
    }

    /// The statement for `sql`, prepared once per connection.
    pub fn prepare(&mut self, sql: &str) -> Result<Prepared, tokio_postgres::Error> {
        if let Some(prepared) = self.statements.get(sql) {
            return Ok(prepared.clone());
        }
        let numbered = super::placeholders::numbered(sql);
        let before = self.before_next();
        let client = self.client.clone();
        let (_, statement) = self.wait(try_join(before, client.prepare(&numbered)))?;
        let reads = only_reads(sql);
        let prepared = Prepared {
            statement,
            reads,
            alone: if reads {
                None
            } else {
                Alone::of(sql).map(Arc::new)
            },
        };
        self.statements.insert(sql.to_owned(), prepared.clone());
        Ok(prepared)
    }

    /// The statement that runs `parts` as one ([`grouped::combined`]), prepared once per
    /// connection; `None` if the server would not prepare it, and then the parts go one by
    /// one. In a transaction a failure aborted, they meet that failure themselves; any other
    /// refusal is logged and remembered, so that the combination is not asked for again.
    fn prepare_combined(&mut self, parts: &[&Prepared]) -> Option<Statement> {
        let alone: Vec<&Arc<Alone>> = parts
            .iter()
            .map(|p| p.alone.as_ref())
            .collect::<Option<_>>()?;
        let key: Vec<usize> = alone.iter().map(|a| Arc::as_ptr(a) as usize).collect();
        if let Some(known) = self.combinations.get(&key) {
            return known.clone();
        }
        let described: Vec<(&Alone, usize)> = alone
            .iter()
            .zip(parts)
            .map(|(a, p)| (a.as_ref(), p.statement.params().len()))
            .collect();
        let sql = grouped::combined(&described);
        // A request of its own, once per combination: what is queued or in flight is not
        // waited for (its answer does not matter to preparing), and the statement is known
        // before the parts would have been sent.
        let client = self.client.clone();
        let started = std::time::Instant::now();
        let statement = self
            .runtime
            .block_on(async move { client.prepare(&sql).await });
        self.waited += started.elapsed();
        let known = match statement {
            Ok(statement) => Some(statement),
            // Nothing is prepared in a transaction a failure aborted: the parts meet it.
            Err(e)
                if e.code()
                    == Some(&tokio_postgres::error::SqlState::IN_FAILED_SQL_TRANSACTION) =>
            {
                return None;
            }
            Err(e) => {
                tracing::warn!(error = %e, "the server refuses writes sent as one statement; sending them one by one");
                None
            }
        };
        self.combinations.insert(key, known.clone());
        known
    }

    /// Queues transaction control (`BEGIN`, `SAVEPOINT`, `RELEASE`, `ROLLBACK TO`). A
    /// transaction in which nothing else is sent never reaches the server at all
    /// ([`Client::end`]): a click served from a cache of running tables
    /// opens and closes its read transaction without a round trip.
    pub fn later(&mut self, sql: &'static str) {
        if sql.starts_with("BEGIN") {
            self.begun = Some(false);
            self.paced = false;
            self.failed = false;
            self.claimed = Some(false);
        } else if sql.starts_with("ROLLBACK TO") {
            self.claimed = None;
        }
        self.queue.push(Queued::Control(sql));
    }

    /// Makes the server's `tabula.claimed` say whether the next writes said what they change,
    /// queueing the setting's change if needed. The schema's change-note triggers (schema 13)
    /// do not run while it is 'on': the writer knows what those writes changed. Every other
    /// write in a transaction runs with it cleared, so that what it changed is noted.
    fn claim(&mut self, claimed: bool) {
        if self.begun.is_none() || self.claimed == Some(claimed) {
            return;
        }
        self.claimed = Some(claimed);
        self.queue
            .push(Queued::Control(match (claimed, self.check_claims) {
                (false, _) => "SELECT set_config('tabula.claimed', '', true)",
                (true, false) => "SELECT set_config('tabula.claimed', 'on', true)",
                (true, true) => "SELECT set_config('tabula.claimed', 'check', true)",
            }));
    }

    /// A statement that may write rows without saying which: the change notes are read after
    /// it ([`Client::take_changes`]), and it runs with the claim cleared, so that the server
    /// notes what it changed.
    fn writes_unsaid(&mut self) {
        self.writes += 1;
        self.written = true;
        self.claim(false);
    }

    /// Queues a write whose row count is not wanted: it goes to the server with the next
    /// request, or before when the writer sends its queue ahead ([`Client::send_ahead`]), and
    /// its answer is waited for with the next statement that has a result, or at
    /// [`Client::flush_writes`] or [`Client::pace`]. Outside a transaction it runs at once,
    /// since nothing would send it, and what it changes is still told
    /// ([`Client::take_changes`]): the server's notes of a statement outside a transaction end
    /// with that statement.
    pub fn execute_later(
        &mut self,
        prepared: &Prepared,
        params: Vec<Owned>,
        changes: Changes,
    ) -> Result<(), tokio_postgres::Error> {
        self.writes += 1;
        if self.begun.is_none() {
            if let Changes::Table(table) = changes {
                self.changed.push(table);
            }
            let params: Vec<&(dyn ToSql + Sync)> =
                params.iter().map(|p| p as &(dyn ToSql + Sync)).collect();
            return self.execute(prepared, &params).map(drop);
        }
        match changes {
            Changes::Unwatched => {}
            Changes::Table(table) => {
                self.claim(true);
                self.changed.push(table);
            }
        }
        self.queue.push(Queued::Write(prepared.clone(), params));
        Ok(())
    }

    /// Sends what is queued and goes on without waiting for the answers: the server runs an
    /// action's writes while the writer draws its replies.
    pub fn send_ahead(&mut self) {
        let answers = self.answers();
        if answers.is_empty() {
            return;
        }
        let sent = self.runtime.block_on(async move {
            let mut polled = Vec::with_capacity(answers.len());
            // A request goes to the connection's task when its future is first polled...
            for mut answer in answers {
                match futures_util::poll!(answer.as_mut()) {
                    Poll::Pending => polled.push(answer),
                    // The connection is gone: the error waits for whoever waits for this.
                    Poll::Ready(done) => polled.push(Box::pin(std::future::ready(done)) as Answer),
                }
            }
            // ... and that task, run before this returns, writes it to the socket.
            tokio::task::yield_now().await;
            polled
        });
        self.in_flight.extend(sent);
    }

    /// Waits for the answers of the writes queued or in flight, if any: an input's writes
    /// must have succeeded before it counts as done. Queued control alone waits for the next
    /// request.
    pub fn flush_writes(&mut self) -> Result<(), tokio_postgres::Error> {
        if self.in_flight.is_empty()
            && self.earlier.is_empty()
            && !self.queue.iter().any(|q| matches!(q, Queued::Write(..)))
        {
            return Ok(());
        }
        let before = self.before_next();
        self.wait(before)
    }

    /// Makes the open transaction paced: the end of an input ([`Client::pace`]) waits for the
    /// input before it instead of for itself. Ends with the transaction.
    pub fn pace_inputs(&mut self) {
        self.paced = true;
    }

    /// The end of an input on the writer: [`Client::pace`] in a paced transaction, otherwise
    /// [`Client::flush_writes`].
    pub fn end_input(&mut self) -> Result<(), tokio_postgres::Error> {
        if self.paced {
            self.pace()
        } else {
            self.flush_writes()
        }
    }

    /// The end of an input in a paced transaction: sends what it queued (its writes) and
    /// waits for what was sent up to the end of the input before it, whose answers are
    /// normally in by then (the server ran them while this input was handled). So the writer never waits for the server's work on the input it
    /// just handled, and at most two inputs' writes are outstanding. An error met here may be
    /// either input's: [`Client::failed_in_transaction`] tells the writer, which then runs
    /// the transaction's inputs again, unpaced.
    pub fn pace(&mut self) -> Result<(), tokio_postgres::Error> {
        let earlier = std::mem::take(&mut self.earlier);
        self.send_ahead();
        self.earlier = std::mem::take(&mut self.in_flight);
        if earlier.is_empty() {
            return Ok(());
        }
        self.wait(async move { try_join_all(earlier).await.map(drop) })
    }

    /// Whether a request of the open transaction failed (PostgreSQL then refuses everything
    /// up to a rollback to a savepoint from before the failure).
    pub fn failed_in_transaction(&self) -> bool {
        self.failed
    }

    /// Whether the open transaction is paced and a request of it failed: the writer then runs
    /// it again unpaced.
    pub fn failed_in_paced(&self) -> bool {
        self.paced && self.failed
    }

    /// Whether the open transaction is paced ([`Client::pace_inputs`]).
    pub fn is_paced(&self) -> bool {
        self.paced
    }

    /// An input of the paced transaction wrote and must be undone. A paced transaction takes
    /// no savepoint per input, so the only way back is the writer's: the transaction is
    /// rolled back and run again unpaced, as after a failure ([`Client::failed_in_paced`]).
    pub fn undo_by_replay(&mut self) {
        if self.paced {
            self.failed = true;
        }
    }

    /// How many writes (statements that may change rows) were queued or run on this
    /// connection since it opened: an input that leaves it unchanged wrote nothing, so there
    /// is nothing to undo when it is refused.
    pub fn writes(&self) -> u64 {
        self.writes
    }

    /// Runs `until` to its end, driving the connection meanwhile; the time is counted as
    /// waited for the server ([`Client::waited`]), and a failure in a transaction is
    /// remembered ([`Client::failed_in_transaction`]).
    fn wait<T>(
        &mut self,
        until: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, tokio_postgres::Error> {
        let started = std::time::Instant::now();
        let done = self.runtime.block_on(until);
        self.waited += started.elapsed();
        if done.is_err() && self.begun.is_some() {
            self.failed = true;
        }
        done
    }

    /// How long this connection's calls waited for the server (or for the network, or for the
    /// connection's own sending) since it opened. What the writer's time goes to besides its
    /// own work (`tabula bench`).
    pub fn waited(&self) -> std::time::Duration {
        self.waited
    }

    /// The queue, as requests sent when first polled, in order (control statements next to
    /// each other in one simple query); the transaction's `BEGIN` is in it if it was not sent
    /// yet.
    fn answers(&mut self) -> Vec<Answer> {
        if self.begun == Some(false) && !self.queue.is_empty() {
            self.begun = Some(true);
        }
        let mut answers: Vec<Answer> = Vec::new();
        let mut control = String::new();
        // Writes that go as one statement, gathered until one cannot join.
        let mut group: Vec<(Prepared, Vec<Owned>)> = Vec::new();
        for item in std::mem::take(&mut self.queue) {
            match item {
                Queued::Control(sql) => {
                    self.send_group(&mut group, &mut answers);
                    if !control.is_empty() {
                        control.push_str("; ");
                    }
                    control.push_str(sql);
                }
                Queued::Write(prepared, params) => {
                    if !control.is_empty() {
                        answers.push(self.control(std::mem::take(&mut control)));
                    }
                    // Only a part joins, and only a group of parts.
                    let parts: Option<Vec<&Alone>> =
                        group.iter().map(|(p, _)| p.alone.as_deref()).collect();
                    let joins = match (&prepared.alone, parts) {
                        (Some(alone), Some(parts)) => alone.joins(&parts),
                        _ => false,
                    };
                    if !joins {
                        self.send_group(&mut group, &mut answers);
                    }
                    group.push((prepared, params));
                }
            }
        }
        self.send_group(&mut group, &mut answers);
        if !control.is_empty() {
            answers.push(self.control(control));
        }
        answers
    }

    /// The writes of `group` as one request, in order after `answers`: one statement if there
    /// are several ([`grouped`]).
    fn send_group(&mut self, group: &mut Vec<(Prepared, Vec<Owned>)>, answers: &mut Vec<Answer>) {
        let group = std::mem::take(group);
        let combined = match group.len() {
            0 => return,
            1 => None,
            _ => self.prepare_combined(&group.iter().map(|(p, _)| p).collect::<Vec<_>>()),
        };
        match combined {
            Some(statement) => {
                let params = group.into_iter().flat_map(|(_, params)| params).collect();
                answers.push(self.write(statement, params));
            }
            None => {
                for (prepared, params) in group {
                    answers.push(self.write(prepared.statement, params));
                }
            }
        }
    }

    /// `statement` run with `params`, as a request sent when first polled.
    fn write(&self, statement: Statement, params: Vec<Owned>) -> Answer {
        let client = self.client.clone();
        Box::pin(async move {
            let params: Vec<&(dyn ToSql + Sync)> =
                params.iter().map(|p| p as &(dyn ToSql + Sync)).collect();
            client.execute(&statement, &params).await.map(drop)
        })
    }

    fn control(&self, sql: String) -> Answer {
        let client = self.client.clone();
        Box::pin(async move { client.batch_execute(&sql).await })
    }

    /// Everything before the next request, as one future: the answers in flight (sent
    /// before), then the queue, sent when this is first polled. Polled before the request
    /// after it, so the server sees them in order; its error is the first met.
    fn before_next(&mut self) -> Answer {
        let mut all = std::mem::take(&mut self.earlier);
        all.append(&mut self.in_flight);
        all.extend(self.answers());
        Box::pin(async move { try_join_all(all).await.map(drop) })
    }

    /// Runs `prepared` after what is queued or in flight, in one round trip; returns the rows
    /// it changed.
    pub fn execute(
        &mut self,
        prepared: &Prepared,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<u64, tokio_postgres::Error> {
        if !prepared.reads {
            self.writes_unsaid();
        }
        let before = self.before_next();
        let client = self.client.clone();
        let run = try_join(before, client.execute(&prepared.statement, params));
        Ok(self.wait(run)?.1)
    }

    /// Runs `prepared` after what is queued or in flight, in one round trip; returns its rows.
    pub fn query(
        &mut self,
        prepared: &Prepared,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, tokio_postgres::Error> {
        if !prepared.reads {
            self.writes_unsaid();
        }
        let before = self.before_next();
        let client = self.client.clone();
        let run = try_join(before, client.query(&prepared.statement, params));
        Ok(self.wait(run)?.1)
    }

    /// Runs each of `statements`, after what is queued or in flight, all in one round trip;
    /// returns each one's rows. Their writes change `changes` (as for
    /// [`Client::execute_later`]): no change notes are read after them.
    pub fn query_all(
        &mut self,
        statements: &[(Prepared, &[&(dyn ToSql + Sync)])],
        changes: Changes,
    ) -> Result<Vec<Vec<Row>>, tokio_postgres::Error> {
        if statements.iter().any(|(prepared, _)| !prepared.reads) {
            self.writes += 1;
            if let Changes::Table(table) = changes {
                self.claim(true);
                self.changed.push(table);
            }
        }
        let before = self.before_next();
        let client = self.client.clone();
        let queries = try_join_all(
            statements
                .iter()
                .map(|(prepared, params)| client.query(&prepared.statement, params)),
        );
        Ok(self.wait(try_join(before, queries))?.1)
    }

    /// Runs statements without parameters, after what is queued or in flight.
    pub fn batch_execute(&mut self, sql: &str) -> Result<(), tokio_postgres::Error> {
        self.writes_unsaid();
        let before = self.before_next();
        let client = self.client.clone();
        let run = try_join(before, client.batch_execute(sql));
        self.wait(run).map(drop)
    }

    /// Ends the open transaction with `end` (`COMMIT` or `ROLLBACK`). If nothing of it reached
    /// the server, not even its `BEGIN`, there is nothing to end and no round trip is made.
    /// A `COMMIT` waits for what is in flight and goes with what is queued; a `ROLLBACK`
    /// drops both (it undoes them anyway).
    pub fn end(&mut self, end: &'static str) -> Result<(), tokio_postgres::Error> {
        let begun = self.begun.take();
        self.changed.clear();
        self.paced = false;
        self.failed = false;
        self.claimed = None;
        if end != "COMMIT" {
            self.queue.clear();
            self.in_flight.clear();
            self.earlier.clear();
        }
        let writes = self.queue.iter().any(|q| matches!(q, Queued::Write(..)));
        if begun == Some(false) && !writes {
            // Nothing was sent (whatever sends the queue sends `BEGIN` first), and nothing but
            // transaction control waits to be.
            self.queue.clear();
            return Ok(());
        }
        // PostgreSQL answers `COMMIT` of a transaction a failed statement aborted with a silent
        // rollback, not an error: the `SELECT` before it fails in such a transaction (and the
        // `COMMIT` after it is then not run), so a commit that did not happen is never taken
        // for one, whatever error was met and not passed on before.
        let end = if end == "COMMIT" {
            "SELECT 1; COMMIT"
        } else {
            end
        };
        let before = self.before_next();
        let client = self.client.clone();
        let run = try_join(before, client.batch_execute(end));
        self.wait(run).map(drop)
    }

    /// What was written since the last call (each call starts afresh): whether a statement
    /// that may have written rows without saying which ran, and the tables the others said
    /// they changed. A cache of running tables reads the server's change notes after
    /// this: none to read when every write said what it changed.
    pub fn take_changes(&mut self) -> (bool, Vec<i64>) {
        (
            std::mem::take(&mut self.written),
            std::mem::take(&mut self.changed),
        )
    }
}

/// Runs `connection` until it ends, passing on what the server says outside any answer.
/// tokio-postgres's own driver logs every notice at INFO, so `CREATE TABLE IF NOT EXISTS`
/// would log "relation already exists, skipping" on every start and reconnect: here a notice
/// is logged by its weight ([`notice_level`]).
async fn drive<S, T>(mut connection: tokio_postgres::Connection<S, T>)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
    while let Some(message) = futures_util::StreamExt::next(&mut messages).await {
        match message {
            Ok(tokio_postgres::AsyncMessage::Notice(notice)) => {
                let (severity, text) = (notice.severity(), notice.message());
                match notice_level(notice.parsed_severity()) {
                    tracing::Level::WARN => tracing::warn!(severity, "PostgreSQL: {text}"),
                    _ => tracing::debug!(severity, "PostgreSQL: {text}"),
                }
            }
            // Nothing here listens for notifications (`LISTEN`).
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(error = %super::with_causes(&e), "the PostgreSQL connection ended");
                return;
            }
        }
    }
}

/// How a server notice is logged: a warning (or worse) is the operator's business; a notice,
/// an info or a debug message (`relation already exists, skipping`) is the server telling
/// what it did as asked, and is kept out of the log unless debugging.
fn notice_level(severity: Option<tokio_postgres::error::Severity>) -> tracing::Level {
    use tokio_postgres::error::Severity;
    match severity {
        Some(Severity::Notice | Severity::Info | Severity::Debug | Severity::Log) => {
            tracing::Level::DEBUG
        }
        // Warnings and above, and a severity this client does not know.
        _ => tracing::Level::WARN,
    }
}

/// Whether `sql` only reads rows: a plain `SELECT` (a row claim, `FOR UPDATE`, locks rows but
/// changes none). Anything else counts as a write, including `WITH`, whose parts may write.
fn only_reads(sql: &str) -> bool {
    let head = sql.trim_start();
    head.get(..6)
        .is_some_and(|w| w.eq_ignore_ascii_case("SELECT"))
        && head
            .as_bytes()
            .get(6)
            .is_some_and(|b| b.is_ascii_whitespace())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_notices_are_logged_only_from_warnings_up() {
        use tokio_postgres::error::Severity;
        for quiet in [
            Severity::Notice,
            Severity::Info,
            Severity::Debug,
            Severity::Log,
        ] {
            assert_eq!(
                notice_level(Some(quiet)),
                tracing::Level::DEBUG,
                "{quiet:?}"
            );
        }
        for loud in [
            Severity::Warning,
            Severity::Error,
            Severity::Fatal,
            Severity::Panic,
        ] {
            assert_eq!(notice_level(Some(loud)), tracing::Level::WARN, "{loud:?}");
        }
        assert_eq!(notice_level(None), tracing::Level::WARN);
    }
}
