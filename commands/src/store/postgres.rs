//! The PostgreSQL store (issue 29): one database shared by several processes.
//!
//! What SQLite's store does with pragmas and files, PostgreSQL does itself: every commit is
//! durable once acknowledged (`synchronous_commit` on, the server's default), foreign keys
//! always hold, and readers see the last commit without waiting for writers. What is left here
//! is the schema: its versions are SQLite's (a database of either backend at schema 13 has the
//! same tables), kept in `tabula_schema`, and each step is one transaction, so processes
//! starting together apply it once: the second waits on the first's row lock, then finds the
//! schema up to date.

use super::location::redacted;
use crate::store::db::{Conn, OptionalExtension};
use crate::store::error::{CoreError, StoreError};

/// The steps, each with the schema version it reaches. The first reaches SQLite's version 11
/// at once; later steps go one version at a time, beside SQLite's file of the same number.
const MIGRATIONS: [(i64, &str); 8] = [
    (11, include_str!("postgres/11-schema.sql")),
    (12, include_str!("postgres/12-shard-keys.sql")),
    (13, include_str!("postgres/13-claimed-writes-unnoted.sql")),
    (14, include_str!("postgres/14-web-links.sql")),
    (15, include_str!("postgres/15-leagues.sql")),
    (16, include_str!("postgres/16-tournament-seat-order.sql")),
    (17, include_str!("postgres/17-player-languages.sql")),
    (18, include_str!("postgres/18-direct-message-language.sql")),
];

/// The version this build's steps reach, which must be SQLite's.
pub fn schema_version() -> i64 {
    MIGRATIONS[MIGRATIONS.len() - 1].0
}

fn failed(url: &str, what: &str, e: impl std::fmt::Display) -> CoreError {
    CoreError::Store(StoreError::Server {
        location: redacted(url),
        cause: format!("{what}: {e}"),
    })
}

/// Connects to the database at `url`, refuses one written by a newer Tabula, and brings the
/// schema up to date.
pub fn open(url: &str) -> Result<Conn, CoreError> {
    let mut conn = Conn::postgres(url).map_err(|e| failed(url, "cannot connect", e))?;
    migrate(&mut conn, url)?;
    Ok(conn)
}

/// A connection whose transactions cannot write: the read path's, as SQLite's `query_only`.
pub fn reader(url: &str) -> Result<Conn, CoreError> {
    let conn = Conn::postgres(url).map_err(|e| failed(url, "cannot connect", e))?;
    conn.execute_batch("SET default_transaction_read_only = on")
        .map_err(|e| failed(url, "cannot set up a read connection", e))?;
    Ok(conn)
}

/// The schema version of the database `conn` is connected to (0 for an empty one).
pub fn version(conn: &Conn) -> crate::store::db::Result<i64> {
    let exists: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM information_schema.tables \
         WHERE table_schema = current_schema() AND table_name = 'tabula_schema')",
        [],
        |r| r.get(0),
    )?;
    if !exists {
        return Ok(0);
    }
    Ok(conn
        .query_row("SELECT version FROM tabula_schema", [], |r| r.get(0))
        .optional()?
        .unwrap_or(0))
}

fn migrate(conn: &mut Conn, url: &str) -> Result<(), CoreError> {
    // Two processes may create the version table at once; the loser's statement fails, and
    // it goes on with the table the winner made.
    if let Err(e) = conn.execute_batch(
        "CREATE TABLE IF NOT EXISTS tabula_schema \
         (one BIGINT PRIMARY KEY CHECK (one = 1), version BIGINT NOT NULL); \
         INSERT INTO tabula_schema (one, version) VALUES (1, 0) ON CONFLICT (one) DO NOTHING",
    ) {
        tracing::debug!(error = %e, "another process created the schema table first");
        conn.execute_batch(
            "INSERT INTO tabula_schema (one, version) VALUES (1, 0) ON CONFLICT (one) DO NOTHING",
        )
        .map_err(|e| failed(url, "cannot create the schema table", e))?;
    }
    let tx = conn
        .write_transaction()
        .map_err(|e| failed(url, "cannot begin the migration", e))?;
    // The row lock makes every other starting process wait here until this one committed.
    let found: i64 = tx
        .query_row(
            "SELECT version FROM tabula_schema WHERE one = 1 FOR UPDATE",
            [],
            |r| r.get(0),
        )
        .map_err(|e| failed(url, "cannot read the schema version", e))?;
    if found > schema_version() {
        return Err(CoreError::Store(StoreError::ServerNewer {
            location: redacted(url),
            found,
            known: schema_version(),
        }));
    }
    if found != 0 && found < MIGRATIONS[0].0 {
        return Err(failed(
            url,
            "unknown schema",
            format!("version {found} was never written by Tabula on PostgreSQL"),
        ));
    }
    for (version, sql) in MIGRATIONS.iter().filter(|(v, _)| *v > found) {
        tx.execute_batch(sql)
            .map_err(|e| failed(url, &format!("migrating to schema {version}"), e))?;
        tx.execute("UPDATE tabula_schema SET version = ?1", [version])
            .map_err(|e| failed(url, "cannot record the schema version", e))?;
        tracing::info!(version, "PostgreSQL schema migrated");
    }
    tx.commit()
        .map_err(|e| failed(url, "cannot commit the migration", e))
}
