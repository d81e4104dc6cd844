//! The store's seam (issue 29): one connection type over SQLite, the default, and PostgreSQL,
//! for several processes sharing one database.
//!
//! The rest of the crate writes its statements once, in the SQL both engines accept (`?N`
//! parameters, `ON CONFLICT` upserts, `RETURNING`, `"user"` quoted), and runs them through
//! [`Conn`], [`Tx`] and [`Stmt`], whose methods are named and behave as rusqlite's do. What only
//! one engine has (SQLite's pragmas, WAL checkpoints, online backup, integrity checks) is asked
//! for through [`Conn::sqlite`] by the modules that own it, and is absent on PostgreSQL.
//!
//! Reading a column is strict on both engines ([`value`]). Statements are prepared once per
//! connection: parsing SQL anew cost a fifth of an interaction's CPU time (BENCHMARKS.md).

mod grouped;
mod pg;
mod placeholders;
pub mod value;

pub use crate::params;
pub use value::{FromSql, FromSqlError, Params, ToSql, ValueRef};

use std::cell::RefCell;

/// What a write changes of the rows of `tables`, `seats` and `deadlines`, whose changes the
/// read path's cache of running tables must hear of (`crate::store::snapshot`). On PostgreSQL the
/// writer then knows without asking the server; a write that says nothing is asked about.
/// Debug builds check every claim against the server's own notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changes {
    /// None of those rows.
    Unwatched,
    /// Rows of this table only.
    Table(i64),
}

/// Which engine a connection talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A statement or a row that failed, on either engine.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{}", pg_text(.0))]
    Postgres(#[from] tokio_postgres::Error),
    /// The PostgreSQL client's runtime could not start (threads or file handles ran out).
    #[error("cannot start the PostgreSQL client: {0}")]
    Runtime(std::io::Error),
    /// A statement that must return a row returned none (see [`OptionalExtension`]).
    #[error("the query returned no rows")]
    NoRows,
    /// A column holds another class than the one read (a damaged row).
    #[error("column {index} holds {found}, not {wanted}")]
    Type {
        index: usize,
        found: &'static str,
        wanted: &'static str,
    },
    /// An integer column does not fit the type read.
    #[error("column {index} holds {value}, out of range")]
    OutOfRange { index: usize, value: i64 },
    /// A column's value could not be made what it stands for (see `crate::store::error::CorruptColumn`).
    #[error("column {index}: {source}")]
    Conversion {
        index: usize,
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// A parameter cannot be stored.
    #[error("parameter: {0}")]
    Param(String),
    /// The statement binds another number of parameters than it has.
    #[error("the statement has {wanted} parameters, {given} were given")]
    ParamCount { wanted: usize, given: usize },
}

/// PostgreSQL's errors say "db error" until their cause is shown; the others ("error
/// connecting to server") say what failed but not why, which their sources do: a refused
/// connection, a socket file that is not there, a host name that does not resolve.
fn pg_text(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{}: {}", db.code().code(), db.message()),
        None => with_causes(e),
    }
}

/// `e` followed by each error of its source chain (`what failed: why: why that`), leaving out
/// a cause whose text the words before already end with.
pub fn with_causes(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        let said = cause.to_string();
        if !said.is_empty() && !text.ends_with(&said) {
            text.push_str(": ");
            text.push_str(&said);
        }
        source = cause.source();
    }
    text
}

impl Error {
    /// The SQLite error this is, for the store's own checks of SQLite's codes.
    pub fn sqlite(&self) -> Option<&rusqlite::Error> {
        match self {
            Error::Sqlite(e) => Some(e),
            _ => None,
        }
    }

    /// PostgreSQL's SQLSTATE code, if the server refused the statement.
    pub fn sqlstate(&self) -> Option<&str> {
        match self {
            Error::Postgres(e) => e.code().map(|c| c.code()),
            _ => None,
        }
    }

    /// The connection is gone (the server stopped, the network failed): nothing more can be
    /// done on it, and a new one must be opened.
    pub fn is_closed(&self) -> bool {
        match self {
            Error::Postgres(e) => e.is_closed(),
            _ => false,
        }
    }

    /// The database could not be reached or was held by someone else, rather than refusing
    /// what was asked: PostgreSQL's connection is gone or cannot be made (SQLSTATE class 08),
    /// or the server is shutting down or starting (57P01-57P03); SQLite's file is locked by
    /// another connection beyond the busy timeout. Such a failure ends as soon as the database
    /// is back, so it is retried within a second instead of backing off
    /// (`core::held`).
    pub fn is_unavailable(&self) -> bool {
        match self {
            Error::Postgres(e) => {
                e.is_closed()
                    // Sending or connecting failed (`Io`, `Connect`): their cause is the socket's.
                    || std::error::Error::source(e)
                        .is_some_and(|s| s.downcast_ref::<std::io::Error>().is_some())
                    || e.code().is_some_and(|c| {
                        let code = c.code();
                        code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03")
                    })
            }
            Error::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
            ),
            _ => false,
        }
    }
}

/// `.optional()` on a single-row result: `Ok(None)` where there is no row.
pub trait OptionalExtension<T> {
    fn optional(self) -> Result<Option<T>>;
}

impl<T> OptionalExtension<T> for Result<T> {
    fn optional(self) -> Result<Option<T>> {
        match self {
            Ok(v) => Ok(Some(v)),
            Err(Error::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// One connection to the database.
pub struct Conn {
    inner: Inner,
}

enum Inner {
    Sqlite(rusqlite::Connection),
    /// rusqlite runs statements through `&Connection`; the PostgreSQL client wants `&mut`. The
    /// cell gives it that for the length of one call: no call runs inside another (a row is
    /// read in full before its closure runs), so the borrow never fails.
    Postgres(Box<RefCell<pg::Client>>),
}

impl From<rusqlite::Connection> for Conn {
    fn from(c: rusqlite::Connection) -> Conn {
        Conn {
            inner: Inner::Sqlite(c),
        }
    }
}

impl Conn {
    /// Opens the SQLite file at `path` as it is: no checks, settings or migrations (those are
    /// `crate::store::open`'s), for tools and tests that look into a database.
    pub fn open(path: impl AsRef<std::path::Path>) -> Result<Conn> {
        Ok(rusqlite::Connection::open(path)?.into())
    }

    /// A SQLite database in memory, for tests.
    pub fn open_in_memory() -> Result<Conn> {
        Ok(rusqlite::Connection::open_in_memory()?.into())
    }

    /// Connects to PostgreSQL at `url` (`postgres://user@host/db?...`, or libpq's key=value
    /// form), without TLS: the database is expected on the same host or a private network.
    pub fn postgres(url: &str) -> Result<Conn> {
        Ok(Conn {
            inner: Inner::Postgres(Box::new(RefCell::new(pg::Client::connect(url)?))),
        })
    }

    pub fn engine(&self) -> Engine {
        match self.inner {
            Inner::Sqlite(_) => Engine::Sqlite,
            Inner::Postgres(_) => Engine::Postgres,
        }
    }

    /// The SQLite connection, for what only SQLite has (pragmas, checkpoints, backups).
    pub fn sqlite(&self) -> Option<&rusqlite::Connection> {
        match &self.inner {
            Inner::Sqlite(c) => Some(c),
            Inner::Postgres(_) => None,
        }
    }

    /// The statement for `sql`, prepared once per connection and reused.
    pub fn prepare_cached(&self, sql: &str) -> Result<Stmt<'_>> {
        Ok(Stmt {
            inner: match &self.inner {
                Inner::Sqlite(c) => StmtInner::Sqlite(c.prepare_cached(sql)?),
                Inner::Postgres(c) => {
                    let statement = c.borrow_mut().prepare(sql)?;
                    StmtInner::Postgres(c, statement)
                }
            },
        })
    }

    /// As [`Conn::prepare_cached`]: every statement is kept once prepared.
    pub fn prepare(&self, sql: &str) -> Result<Stmt<'_>> {
        self.prepare_cached(sql)
    }

    /// Runs one statement; returns the rows it changed.
    pub fn execute<P: Params>(&self, sql: &str, params: P) -> Result<usize> {
        self.prepare_cached(sql)?.execute(params)
    }

    /// The first row of `sql`, read by `f`; [`Error::NoRows`] if there is none.
    pub fn query_row<T, P, F>(&self, sql: &str, params: P, f: F) -> Result<T>
    where
        P: Params,
        F: FnOnce(&Row<'_>) -> Result<T>,
    {
        self.prepare_cached(sql)?.query_row(params, f)
    }

    /// The first row of each of `statements`, each read by `f` ([`Error::NoRows`] if one
    /// returns none): on PostgreSQL sent together, in one round trip, for statements none of
    /// which needs another's result. What they write changes `changes` (as for
    /// [`Stmt::execute_later`]), so no change notes are read after them.
    pub fn query_rows<T>(
        &self,
        statements: &[(&str, &[&dyn ToSql])],
        changes: Changes,
        f: impl Fn(&Row<'_>) -> Result<T>,
    ) -> Result<Vec<T>> {
        match &self.inner {
            Inner::Sqlite(_) => statements
                .iter()
                .map(|(sql, params)| self.prepare_cached(sql)?.query_row(*params, &f))
                .collect(),
            Inner::Postgres(c) => {
                let mut prepared = Vec::with_capacity(statements.len());
                let mut values = Vec::with_capacity(statements.len());
                for (sql, params) in statements {
                    prepared.push(c.borrow_mut().prepare(sql)?);
                    values.push(pg_params(params)?);
                }
                let refs: Vec<Vec<&(dyn tokio_postgres::types::ToSql + Sync)>> = values
                    .iter()
                    .map(|v| {
                        v.iter()
                            .map(|p| p as &(dyn tokio_postgres::types::ToSql + Sync))
                            .collect()
                    })
                    .collect();
                let each: Vec<_> = prepared
                    .into_iter()
                    .zip(&refs)
                    .map(|(p, r)| (p, r.as_slice()))
                    .collect();
                let rows = c.borrow_mut().query_all(&each, changes)?;
                rows.iter()
                    .map(|rows| match rows.first() {
                        Some(r) => f(&Row(RowInner::Postgres(r))),
                        None => Err(Error::NoRows),
                    })
                    .collect()
            }
        }
    }

    /// Runs statements without parameters, separated by `;` (schema changes, transactions).
    pub fn execute_batch(&self, sql: &str) -> Result<()> {
        match &self.inner {
            Inner::Sqlite(c) => Ok(c.execute_batch(sql)?),
            Inner::Postgres(c) => Ok(c.borrow_mut().batch_execute(sql)?),
        }
    }

    /// Runs a statement without parameters whose result nobody waits for (transaction
    /// control: `SAVEPOINT`, `RELEASE`, `ROLLBACK TO`; emptying a setting): at once on SQLite;
    /// on PostgreSQL it goes with the next statement, in the same round trip, and an error it
    /// meets is that statement's (the transaction was failed already, and its commit fails
    /// too).
    pub fn later(&self, sql: &'static str) -> Result<()> {
        match &self.inner {
            Inner::Sqlite(c) => {
                c.prepare_cached(sql)?.execute([])?;
                Ok(())
            }
            Inner::Postgres(c) => {
                c.borrow_mut().later(sql);
                Ok(())
            }
        }
    }

    /// Sends what is queued (the writes [`Stmt::execute_later`] queued) without waiting for
    /// the answers, on PostgreSQL: the server runs them while the caller goes on. The answers
    /// are waited for with the next statement that has a result, or at [`Conn::flush_writes`].
    /// Nothing to do on SQLite, which ran them already.
    pub fn send_ahead(&self) {
        if let Inner::Postgres(c) = &self.inner {
            c.borrow_mut().send_ahead();
        }
    }

    /// Sends the writes [`Stmt::execute_later`] queued, and waits for them and for those sent
    /// ahead: the writer does at the end of every input of a transaction that is not paced
    /// ([`Conn::end_input`]), so that an input counts as done only once its writes succeeded,
    /// and a failed write is its own input's failure. Nothing to do on SQLite.
    pub fn flush_writes(&self) -> Result<()> {
        match &self.inner {
            Inner::Sqlite(_) => Ok(()),
            Inner::Postgres(c) => Ok(c.borrow_mut().flush_writes()?),
        }
    }

    /// Makes the open transaction *paced* on PostgreSQL: from now on the end of an input
    /// ([`Conn::end_input`]) waits for the writes of the input before it, not for its own, so
    /// the server runs each input's writes while the writer handles the next. The price: a
    /// failure can no longer be told apart from the input after it, so once one is met
    /// ([`Conn::failed_in_transaction`]) the writer rolls the transaction back and runs its
    /// inputs again unpaced. Nothing to do on SQLite, whose writes run when made.
    pub fn pace_inputs(&self) {
        if let Inner::Postgres(c) = &self.inner {
            c.borrow_mut().pace_inputs();
        }
    }

    /// The end of an input on the writer: in a paced transaction, sends its writes and waits
    /// for those of the input before it; otherwise waits for its own writes
    /// ([`Conn::flush_writes`]), so a failure is this input's. Nothing to do on SQLite.
    pub fn end_input(&self) -> Result<()> {
        match &self.inner {
            Inner::Sqlite(_) => Ok(()),
            Inner::Postgres(c) => Ok(c.borrow_mut().end_input()?),
        }
    }

    /// Whether a statement of the open transaction failed on PostgreSQL (which then refuses
    /// everything up to a rollback to an earlier savepoint). Always false on SQLite, whose
    /// failures are each met by the statement that caused them.
    pub fn failed_in_transaction(&self) -> bool {
        match &self.inner {
            Inner::Sqlite(_) => false,
            Inner::Postgres(c) => c.borrow().failed_in_transaction(),
        }
    }

    /// Whether the open transaction is paced ([`Conn::pace_inputs`]) and met a failure: the
    /// writer then runs it again unpaced.
    pub fn failed_in_paced(&self) -> bool {
        match &self.inner {
            Inner::Sqlite(_) => false,
            Inner::Postgres(c) => c.borrow().failed_in_paced(),
        }
    }

    /// Whether the open transaction is paced ([`Conn::pace_inputs`]): its inputs take no
    /// savepoints, and one that must be undone is undone by running the transaction again
    /// unpaced ([`Conn::undo_by_replay`]). Always false on SQLite.
    pub fn is_paced(&self) -> bool {
        match &self.inner {
            Inner::Sqlite(_) => false,
            Inner::Postgres(c) => c.borrow().is_paced(),
        }
    }

    /// In a paced transaction, an input wrote and must be undone: the writer rolls the
    /// transaction back and runs it again unpaced, as after a failure
    /// ([`Conn::failed_in_paced`] says so from now on). Nothing to do elsewhere.
    pub fn undo_by_replay(&self) {
        if let Inner::Postgres(c) = &self.inner {
            c.borrow_mut().undo_by_replay();
        }
    }

    /// How many writes were queued or run on this PostgreSQL connection since it opened
    /// (see [`Conn::is_paced`]); always 0 on SQLite, whose inputs always take savepoints.
    pub fn writes(&self) -> u64 {
        match &self.inner {
            Inner::Sqlite(_) => 0,
            Inner::Postgres(c) => c.borrow().writes(),
        }
    }

    /// How long this connection's calls waited for PostgreSQL since it opened (the rest of
    /// a caller's time is its own work); `None` on SQLite, whose waits are inside its calls.
    pub fn waited(&self) -> Option<std::time::Duration> {
        match &self.inner {
            Inner::Sqlite(_) => None,
            Inner::Postgres(c) => Some(c.borrow().waited()),
        }
    }

    /// What was written since the last call: whether a statement ran that may have written
    /// rows without saying which (anything but a plain `SELECT` or a write given its
    /// [`Changes`]), and the tables the others said they changed. On SQLite always "may
    /// have": its change notes cost no round trip to read.
    pub fn take_changes(&self) -> (bool, Vec<i64>) {
        match &self.inner {
            Inner::Sqlite(_) => (true, Vec::new()),
            Inner::Postgres(c) => c.borrow_mut().take_changes(),
        }
    }

    /// `FOR UPDATE OF alias SKIP LOCKED` on PostgreSQL, for statements of the writer's
    /// transaction that pick rows to act on: another process acting on the same rows at the
    /// same moment (two processes briefly running one shard, as when a restarted process comes
    /// up before the old one's connection is gone) passes over them instead of acting twice.
    /// Nothing on SQLite, which has one writer.
    pub fn claim(&self, alias: &str) -> String {
        match self.engine() {
            Engine::Sqlite => String::new(),
            Engine::Postgres => format!(" FOR UPDATE OF {alias} SKIP LOCKED"),
        }
    }

    /// Whether the connection is gone for good (PostgreSQL's server restarted, or the network
    /// between failed): every statement on it fails, and a new one must be opened. A SQLite
    /// connection is a file handle and never is.
    pub fn is_closed(&self) -> bool {
        match &self.inner {
            Inner::Sqlite(_) => false,
            Inner::Postgres(c) => c.borrow().is_closed(),
        }
    }

    /// Whether no transaction is open. PostgreSQL's client does not say, so there it is what
    /// [`Tx`] knows: a transaction that a failed statement ended is still open until rolled
    /// back, as PostgreSQL itself sees it.
    pub fn is_autocommit(&self) -> bool {
        match &self.inner {
            Inner::Sqlite(c) => c.is_autocommit(),
            Inner::Postgres(_) => false,
        }
    }

    /// Begins a transaction that writes: on SQLite it takes the write lock at once (waiting
    /// for it through the busy timeout), since SQLite never waits to upgrade a read lock; on
    /// PostgreSQL it is READ COMMITTED, as every writer's is.
    pub fn write_transaction(&mut self) -> Result<Tx<'_>> {
        self.begin(match self.engine() {
            Engine::Sqlite => "BEGIN IMMEDIATE",
            Engine::Postgres => "BEGIN",
        })
    }

    /// Begins a transaction that reads one consistent state for all its statements, as a
    /// SQLite read transaction does (REPEATABLE READ on PostgreSQL). It may also write, on
    /// SQLite at the risk of "database is locked" if another connection writes meanwhile.
    pub fn transaction(&mut self) -> Result<Tx<'_>> {
        self.begin(match self.engine() {
            Engine::Sqlite => "BEGIN DEFERRED",
            Engine::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ",
        })
    }

    /// Begins a transaction. On PostgreSQL its `BEGIN` goes with the first statement, and a
    /// transaction that runs none never reaches the server (see `pg::Client::later`); its
    /// snapshot is taken at its first statement either way.
    fn begin(&self, sql: &'static str) -> Result<Tx<'_>> {
        match &self.inner {
            Inner::Sqlite(c) => c.execute_batch(sql)?,
            Inner::Postgres(c) => c.borrow_mut().later(sql),
        }
        Ok(Tx {
            conn: self,
            open: true,
        })
    }
}

/// An open transaction; it rolls back when dropped without [`Tx::commit`].
pub struct Tx<'c> {
    conn: &'c Conn,
    open: bool,
}

impl std::ops::Deref for Tx<'_> {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        self.conn
    }
}

impl Tx<'_> {
    /// Commits. If the commit fails the transaction is still open (SQLite keeps it open when a
    /// deferred constraint fails at `COMMIT`), and dropping this rolls it back.
    pub fn commit(mut self) -> Result<()> {
        self.end("COMMIT")?;
        self.open = false;
        Ok(())
    }

    pub fn rollback(mut self) -> Result<()> {
        self.open = false;
        self.end("ROLLBACK")
    }

    fn end(&self, sql: &'static str) -> Result<()> {
        match &self.conn.inner {
            Inner::Sqlite(c) => Ok(c.execute_batch(sql)?),
            Inner::Postgres(c) => Ok(c.borrow_mut().end(sql)?),
        }
    }
}

impl Drop for Tx<'_> {
    fn drop(&mut self) {
        if !self.open {
            return;
        }
        // SQLite may have ended the transaction itself (a full disk); PostgreSQL ends a failed
        // COMMIT's. Either way nothing is left to roll back, and there is nobody to tell.
        let in_transaction = match &self.conn.inner {
            Inner::Sqlite(c) => !c.is_autocommit(),
            Inner::Postgres(_) => true,
        };
        if in_transaction {
            if let Err(e) = self.end("ROLLBACK") {
                if e.is_closed() {
                    // The server ended the transaction with the connection: nothing to undo.
                    tracing::debug!(error = %e, "rolling back a transaction failed");
                } else {
                    tracing::warn!(error = %e, "rolling back a transaction failed");
                }
            }
        }
    }
}

/// A prepared statement.
pub struct Stmt<'c> {
    inner: StmtInner<'c>,
}

enum StmtInner<'c> {
    Sqlite(rusqlite::CachedStatement<'c>),
    Postgres(&'c RefCell<pg::Client>, pg::Prepared),
}

/// Binds `params` to a SQLite statement, checking their number.
fn bind_sqlite(stmt: &mut rusqlite::Statement<'_>, params: &impl Params) -> Result<()> {
    let mut given = 0;
    params.each(&mut |p| {
        given += 1;
        stmt.raw_bind_parameter(given, Sqlite(p.to_value()?))?;
        Ok(())
    })?;
    let wanted = stmt.parameter_count();
    if given != wanted {
        return Err(Error::ParamCount { wanted, given });
    }
    Ok(())
}

/// A value as rusqlite binds it.
struct Sqlite<'a>(ValueRef<'a>);

impl rusqlite::ToSql for Sqlite<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::ValueRef as V;
        Ok(rusqlite::types::ToSqlOutput::Borrowed(match self.0 {
            ValueRef::Null => V::Null,
            ValueRef::Integer(i) => V::Integer(i),
            ValueRef::Real(r) => V::Real(r),
            ValueRef::Text(t) => V::Text(t.as_bytes()),
            ValueRef::Blob(b) => V::Blob(b),
        }))
    }
}

/// `params` as PostgreSQL's client binds them.
fn pg_params(params: &impl Params) -> Result<Vec<pg::Param<'_>>> {
    let mut values = Vec::new();
    params.each(&mut |p| {
        values.push(pg::Param(p.to_value()?));
        Ok(())
    })?;
    Ok(values)
}

/// Runs `f` with `params` bound for PostgreSQL.
fn with_pg_params<R>(
    params: &impl Params,
    f: impl FnOnce(&[&(dyn tokio_postgres::types::ToSql + Sync)]) -> Result<R>,
) -> Result<R> {
    let values = pg_params(params)?;
    let refs: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> = values
        .iter()
        .map(|v| v as &(dyn tokio_postgres::types::ToSql + Sync))
        .collect();
    f(&refs)
}

impl<'c> Stmt<'c> {
    /// Runs the statement; returns the rows it changed.
    pub fn execute<P: Params>(&mut self, params: P) -> Result<usize> {
        match &mut self.inner {
            StmtInner::Sqlite(s) => {
                bind_sqlite(s, &params)?;
                Ok(s.raw_execute()?)
            }
            StmtInner::Postgres(c, prepared) => with_pg_params(&params, |p| {
                let n = c.borrow_mut().execute(prepared, p)?;
                Ok(n as usize)
            }),
        }
    }

    /// Runs a write whose row count is not wanted, which changes what `changes` says of the
    /// rows the read path's cache keeps (`crate::store::snapshot`): at once on SQLite; on PostgreSQL
    /// it is sent and not waited for, and its answer is waited for with the next statement
    /// that has a result (or at the writer's end of an input, or of the input after it in a
    /// paced transaction: [`Conn::end_input`]), whose error it then is.
    pub fn execute_later<P: Params>(&mut self, params: P, changes: Changes) -> Result<()> {
        match &mut self.inner {
            StmtInner::Sqlite(_) => self.execute(params).map(drop),
            StmtInner::Postgres(c, prepared) => {
                let mut owned = Vec::new();
                params.each(&mut |p| {
                    owned.push(pg::Owned::new(p.to_value()?));
                    Ok(())
                })?;
                Ok(c.borrow_mut().execute_later(prepared, owned, changes)?)
            }
        }
    }

    /// The first row, read by `f`; [`Error::NoRows`] if there is none.
    pub fn query_row<T, P, F>(&mut self, params: P, f: F) -> Result<T>
    where
        P: Params,
        F: FnOnce(&Row<'_>) -> Result<T>,
    {
        match &mut self.inner {
            StmtInner::Sqlite(s) => {
                bind_sqlite(s, &params)?;
                let mut rows = s.raw_query();
                match rows.next()? {
                    Some(r) => f(&Row(RowInner::Sqlite(r))),
                    None => Err(Error::NoRows),
                }
            }
            StmtInner::Postgres(c, prepared) => {
                let rows = with_pg_params(&params, |p| Ok(c.borrow_mut().query(prepared, p)?))?;
                match rows.first() {
                    Some(r) => f(&Row(RowInner::Postgres(r))),
                    None => Err(Error::NoRows),
                }
            }
        }
    }

    /// Whether the statement returns a row.
    pub fn exists<P: Params>(&mut self, params: P) -> Result<bool> {
        self.query_row(params, |_| Ok(()))
            .optional()
            .map(|r| r.is_some())
    }

    /// Every row, each read by `f`.
    pub fn query_map<T, P, F>(&mut self, params: P, f: F) -> Result<MappedRows<'_, F>>
    where
        P: Params,
        F: FnMut(&Row<'_>) -> Result<T>,
    {
        Ok(MappedRows {
            rows: self.query(params)?,
            f,
        })
    }

    /// Every row, to be stepped through with [`Rows::next`].
    pub fn query<P: Params>(&mut self, params: P) -> Result<Rows<'_>> {
        Ok(Rows(match &mut self.inner {
            StmtInner::Sqlite(s) => {
                bind_sqlite(s, &params)?;
                RowsInner::Sqlite(s.raw_query())
            }
            StmtInner::Postgres(c, prepared) => {
                let rows = with_pg_params(&params, |p| Ok(c.borrow_mut().query(prepared, p)?))?;
                RowsInner::Postgres(rows.into_iter(), None)
            }
        }))
    }
}

/// The rows of a query.
pub struct Rows<'s>(RowsInner<'s>);

enum RowsInner<'s> {
    Sqlite(rusqlite::Rows<'s>),
    /// PostgreSQL's rows, fetched in full, and the one being read.
    Postgres(
        std::vec::IntoIter<tokio_postgres::Row>,
        Option<tokio_postgres::Row>,
    ),
}

impl Rows<'_> {
    /// The next row, or `None` after the last.
    #[allow(clippy::should_implement_trait)] // it lends the row, which Iterator cannot
    pub fn next(&mut self) -> Result<Option<Row<'_>>> {
        match &mut self.0 {
            RowsInner::Sqlite(rows) => Ok(rows.next()?.map(|r| Row(RowInner::Sqlite(r)))),
            RowsInner::Postgres(rows, current) => {
                *current = rows.next();
                Ok(current.as_ref().map(|r| Row(RowInner::Postgres(r))))
            }
        }
    }
}

/// The rows of [`Stmt::query_map`], each read by its function.
pub struct MappedRows<'s, F> {
    rows: Rows<'s>,
    f: F,
}

impl<T, F: FnMut(&Row<'_>) -> Result<T>> Iterator for MappedRows<'_, F> {
    type Item = Result<T>;

    fn next(&mut self) -> Option<Result<T>> {
        match self.rows.next() {
            Ok(Some(row)) => Some((self.f)(&row)),
            Ok(None) => None,
            Err(e) => Some(Err(e)),
        }
    }
}

/// One row of a result.
pub struct Row<'r>(RowInner<'r>);

enum RowInner<'r> {
    Sqlite(&'r rusqlite::Row<'r>),
    Postgres(&'r tokio_postgres::Row),
}

impl Row<'_> {
    /// Column `index` (from 0) as a `T`; a column of another class, or out of `T`'s range, is
    /// an error (see [`value`]).
    pub fn get<T: FromSql>(&self, index: usize) -> Result<T> {
        self.with_value(index, |v| {
            T::column(v).map_err(|e| e.at(index, std::any::type_name::<T>()))
        })
    }

    /// Runs `f` with column `index` as it is stored.
    pub fn with_value<T>(
        &self,
        index: usize,
        f: impl FnOnce(ValueRef<'_>) -> Result<T>,
    ) -> Result<T> {
        match &self.0 {
            RowInner::Sqlite(r) => {
                use rusqlite::types::ValueRef as V;
                let value = match r.get_ref(index)? {
                    V::Null => ValueRef::Null,
                    V::Integer(i) => ValueRef::Integer(i),
                    V::Real(x) => ValueRef::Real(x),
                    V::Text(t) => {
                        ValueRef::Text(std::str::from_utf8(t).map_err(|e| Error::Conversion {
                            index,
                            source: Box::new(e),
                        })?)
                    }
                    V::Blob(b) => ValueRef::Blob(b),
                };
                f(value)
            }
            RowInner::Postgres(r) => {
                let column: pg::Column<'_> = r.try_get(index)?;
                f(column.0)
            }
        }
    }
}
