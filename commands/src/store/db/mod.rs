//! The store's seam (issue 29): one connection type over SQLite, the default, and PostgreSQL,
//! for several processes sharing one database.
//!
//! The rest of the crate writes its statements once, in the SQL both backends accept (`?N`
//! parameters, `ON CONFLICT` upserts, `RETURNING`, `"user"` quoted), and runs them through
//! [`Conn`], [`Tx`] and [`Stmt`], whose methods are named and behave as rusqlite's do. What only
//! one engine has (SQLite's pragmas, WAL checkpoints, online backup, integrity checks) is asked
//! for through [`Conn::sqlite`] by the modules that own it, and is absent on PostgreSQL.
//!
//! Reading a column is strict on both backends ([`value`]). Statements are prepared once per
//! connection: parsing SQL anew cost a fifth of an interaction's CPU time (BENCHMARKS.md).
//!
//! This file holds the connection and its transactions; it uses `error` (what failed),
//! `stmt` (prepared statements and their rows), `value` (the values either backend stores) and
//! `pg` (PostgreSQL's client, with its binary formats in `pg/values.rs` and the statement
//! rewriting of `placeholders` and `grouped`).

mod error;
mod grouped;
mod pg;
mod placeholders;
mod stmt;
pub mod value;

pub use crate::params;
pub use error::{with_causes, Error, OptionalExtension, Result};
use stmt::{pg_params, RowInner, StmtInner};
pub use stmt::{MappedRows, Row, Rows, Stmt};
pub use value::{FromSql, FromSqlError, Params, ToSql, ValueRef};

use std::cell::RefCell;

/// What a write changes of the rows of `tables`, `seats` and `deadlines`, whose changes the
/// read path's cache of running tables must hear of. On PostgreSQL the
/// writer then knows without asking the server; a write that says nothing is asked about.
/// Debug builds check every claim against the server's own notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changes {
    /// None of those rows.
    Unwatched,
    /// Rows of this table only.
    Table(i64),
}

// Which database server a connection talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
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
    /// Opens the SQLite file at `path` as it is: no checks, settings or migrations (the
    /// store's own opening does those), for tools and tests that look into a database.
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

    pub fn backend(&self) -> Backend {
        match self.inner {
            Inner::Sqlite(_) => Backend::Sqlite,
            Inner::Postgres(_) => Backend::Postgres,
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
        match self.backend() {
            Backend::Sqlite => String::new(),
            Backend::Postgres => format!(" FOR UPDATE OF {alias} SKIP LOCKED"),
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
        self.begin(match self.backend() {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        })
    }

    /// Begins a transaction that reads one consistent state for all its statements, as a
    /// SQLite read transaction does (REPEATABLE READ on PostgreSQL). It may also write, on
    /// SQLite at the risk of "database is locked" if another connection writes meanwhile.
    pub fn transaction(&mut self) -> Result<Tx<'_>> {
        self.begin(match self.backend() {
            Backend::Sqlite => "BEGIN DEFERRED",
            Backend::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ",
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
