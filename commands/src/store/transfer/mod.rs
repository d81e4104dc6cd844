//! `tabula migrate` (issue 29): copies a server's SQLite database into PostgreSQL, so Tabula
//! that moves to several processes keeps its games, ratings and settings.
//!
//! The copy is generic: every table of the SQLite file is copied column by column, by name, into
//! the table of the same name, so a column a later schema adds travels without a change here.
//! Both sides are first brought to this build's schema by their own `open`, and must then be at
//! the same version.
//!
//! What keeps the copy whole:
//! - the SQLite file is held with an exclusive lock for the whole copy: a running Tabula process (which
//!   keeps its connections open) makes taking it fail, so a copy never misses what Tabula writes
//!   meanwhile, and Tabula cannot start on the file until the copy is done;
//! - everything written to PostgreSQL is one transaction, whose tables are locked against other
//!   writers: a failure, or a row count that differs at the end, leaves the target as it was;
//! - a target that already holds Tabula rows is refused unless `force`, which empties the
//!   source's tables there (`TRUNCATE`) in that same transaction. Tables of the target that
//!   the file does not have (PostgreSQL's `tabula_schema`, anyone else's) are left alone.

mod copy;
mod plan;

use super::health;
use super::location::{is_postgres_url, redacted};
use crate::store::db::Conn;
use crate::store::error::{CoreError, StoreError};
use copy::{continue_sequences, copy_table, verify};
use plan::{autoincrement, count_all, plan, source_tables, TablePlan};
use rusqlite::config::DbConfig;
use rusqlite::{ErrorCode, OpenFlags};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long taking the source's exclusive lock may wait. A running Tabula process holds its connections
/// open for good, so waiting longer would not help; a short-lived reader (`tabula check`) is
/// waited for.
const LOCK_WAIT: Duration = Duration::from_secs(2);

/// How long the target's tables may take to lock: a writer of a bot on PostgreSQL holds its
/// locks for one short transaction.
const TARGET_LOCK_TIMEOUT: &str = "10s";

/// What a migration copied.
#[derive(Debug)]
pub struct Report {
    pub source: PathBuf,
    /// The target's URL without its password.
    pub target: String,
    pub schema: i64,
    /// Each table with the rows copied, in the order they were copied.
    pub rows: Vec<(String, u64)>,
    /// Rows the target held before, deleted by `force`.
    pub replaced: u64,
    pub took: Duration,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "copied {} (schema {}) into {} in {:.2} s:",
            self.source.display(),
            self.schema,
            self.target,
            self.took.as_secs_f64()
        )?;
        let width = self.rows.iter().map(|(t, _)| t.len()).max().unwrap_or(0);
        for (table, rows) in &self.rows {
            writeln!(f, "  {table:<width$}  {rows:>9} rows")?;
        }
        if self.replaced > 0 {
            writeln!(
                f,
                "(--force: the {} rows the target held before were deleted)",
                self.replaced
            )?;
        }
        let password = if self.target.contains(":***@") {
            " (with its password)"
        } else {
            ""
        };
        write!(
            f,
            "next: set DATABASE_URL={}{password} and remove DATABASE_PATH, then start tabula; \
             keep {} as a backup (tabula no longer writes it)",
            self.target,
            self.source.display()
        )
    }
}

/// Copies the SQLite database at `source` into the PostgreSQL database at `url`: see the
/// module's text. `force` copies into a target that holds Tabula rows, deleting them first.
pub fn migrate(source: &Path, url: &str, force: bool) -> Result<Report, CoreError> {
    let started = Instant::now();
    if !is_postgres_url(url) {
        return Err(CoreError::Io(format!(
            "the target must be a PostgreSQL URL (postgres://user@host/database), got {:?}",
            redacted(url)
        )));
    }
    let mut src = open_source(source)?;
    let schema: i64 = src
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(|e| source_failed(source, "reading its schema version", e))?;
    let tables = source_tables(&src).map_err(|e| source_failed(source, "reading its tables", e))?;
    let sequences = autoincrement(&src).map_err(|e| source_failed(source, "reading it", e))?;
    let mut dst = open_target(url, schema)?;
    let plan = plan(&dst, &tables).map_err(|e| e.at(source, url))?;

    let src_tx = src
        .transaction()
        .map_err(|e| source_failed(source, "beginning to read", e))?;
    let tx = dst
        .write_transaction()
        .map_err(|e| target_failed(url, "beginning the transaction", e))?;
    let replaced = make_room(&tx, &plan, force).map_err(|e| e.at(source, url))?;
    let mut rows = Vec::new();
    for table in &plan {
        let n = copy_table(&src_tx, &tx, table).map_err(|e| e.at(source, url))?;
        rows.push((table.name.clone(), n));
    }
    continue_sequences(&tx, &plan, &sequences)
        .map_err(|e| target_failed(url, "setting its id sequences", e))?;
    verify(&src_tx, &tx, &plan, &rows).map_err(|e| e.at(source, url))?;
    tx.commit()
        .map_err(|e| target_failed(url, "committing the copy", e))?;
    drop(src_tx);
    Ok(Report {
        source: source.to_path_buf(),
        target: redacted(url),
        schema,
        rows,
        replaced,
        took: started.elapsed(),
    })
}

/// The source, checked and brought to this build's schema by the store's own open, then held
/// exclusively (see [`lock_source`]) for the copy.
fn open_source(source: &Path) -> Result<Conn, CoreError> {
    require_existing(source)?;
    // Before anything migrates the file: a bot of another build may be running on it.
    drop(lock_source(source)?);
    let (checked, damaged) = super::open_with_findings(source)?;
    drop(checked);
    if let Some(first) = damaged.first() {
        return Err(CoreError::Io(format!(
            "{} has damaged rows PostgreSQL would refuse ({first}{}): see `tabula check {}`",
            source.display(),
            if damaged.len() > 1 {
                format!("; and {} more", damaged.len() - 1)
            } else {
                String::new()
            },
            source.display()
        )));
    }
    let locked = lock_source(source)?;
    // Checked and checkpointed now: closing may tidy the -wal away as Tabula's closing does.
    locked
        .set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)
        .map_err(|e| source_failed(source, "setting up", e))?;
    Ok(locked.into())
}

/// The target, brought to this build's schema by the store's own open, which must then be the
/// source's.
fn open_target(url: &str, schema: i64) -> Result<Conn, CoreError> {
    let dst = super::postgres::open(url)?;
    let found =
        super::postgres::version(&dst).map_err(|e| target_failed(url, "reading its schema", e))?;
    if found != schema {
        return Err(target_failed(
            url,
            "schema differs",
            format!(
                "it is at schema {found}, the SQLite file at {schema}; this build writes {}",
                super::schema_version()
            ),
        ));
    }
    Ok(dst)
}

/// Locks the target's tables against other writers until the copy commits, and makes sure
/// they are empty: a target with rows is refused unless `force`, which deletes them. Returns
/// the rows deleted.
fn make_room(tx: &Conn, plan: &[TablePlan], force: bool) -> Result<u64, Failure> {
    let all = plan
        .iter()
        .map(|t| ident(&t.name))
        .collect::<Vec<_>>()
        .join(", ");
    tx.execute_batch(&format!(
        "SET LOCAL lock_timeout = '{TARGET_LOCK_TIMEOUT}'; LOCK TABLE {all} IN EXCLUSIVE MODE"
    ))
    .map_err(|e| {
        Failure::Target(format!(
            "locking its tables (is a tabula process using it?): {e}"
        ))
    })?;
    let held = count_all(tx, plan)?;
    let rows: u64 = held.iter().map(|(_, n)| n).sum();
    if rows == 0 {
        return Ok(0);
    }
    if !force {
        let listed = held
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(t, n)| format!("{t}: {n}"))
            .collect::<Vec<_>>()
            .join(", ");
        return Err(Failure::Target(format!(
            "it already holds Tabula data ({listed} rows); copying would mix two databases: \
             give an empty database, or pass --force to delete these rows and copy in their place"
        )));
    }
    // TRUNCATE, not DELETE: no row triggers, and no time spent per row.
    tx.execute_batch(&format!("TRUNCATE {all}"))
        .map_err(|e| Failure::Target(format!("emptying its tables (--force): {e}")))?;
    Ok(rows)
}

/// Refuses a source that is missing, not a file or empty: opening it would create a new, empty
/// database, and copying that would only empty the target.
fn require_existing(path: &Path) -> Result<(), CoreError> {
    let problem = match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => "does not exist".to_string(),
        Err(e) => format!("cannot be read ({e})"),
        Ok(m) if !m.is_file() => "is not a file".to_string(),
        Ok(m) if m.len() == 0 => "is empty".to_string(),
        Ok(_) => return Ok(()),
    };
    Err(CoreError::Io(format!(
        "the SQLite database {} {problem}: there is nothing to migrate (give tabula's file with \
         --from, or set DATABASE_PATH to it)",
        path.display()
    )))
}

/// A connection to the SQLite file that holds it exclusively. In WAL mode every open
/// connection keeps a shared lock on the file, so the exclusive lock is only granted when no
/// other connection, in any process, has the file open: a running Tabula process is found this way, not
/// only one that is writing at this moment.
fn lock_source(path: &Path) -> Result<rusqlite::Connection, CoreError> {
    let sql = |e: rusqlite::Error| -> CoreError {
        if e.sqlite_error_code() == Some(ErrorCode::DatabaseBusy)
            || e.sqlite_error_code() == Some(ErrorCode::DatabaseLocked)
        {
            CoreError::Io(format!(
                "{} is open in another process (a running tabula, or another tabula command): stop \
                 tabula before migrating, so nothing it writes during the copy is lost",
                path.display()
            ))
        } else {
            health::classify(path, &e).into()
        }
    };
    // No create flag: the file exists (see `require_existing`), and must not be made anew.
    let conn = rusqlite::Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(sql)?;
    // A refused file (say, one of a newer build with its -wal) is left as it was.
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .map_err(sql)?;
    conn.busy_timeout(LOCK_WAIT).map_err(sql)?;
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE")
        .map_err(sql)?;
    // The first read of a WAL database in exclusive mode takes the exclusive lock.
    conn.query_row("SELECT COUNT(*) FROM sqlite_schema", [], |r| {
        r.get::<_, i64>(0)
    })
    .map_err(sql)?;
    Ok(conn)
}

fn source_failed(path: &Path, what: &str, e: impl fmt::Display) -> CoreError {
    CoreError::Store(StoreError::Io {
        path: path.to_path_buf(),
        cause: format!("{what}: {e}"),
    })
}

fn target_failed(url: &str, what: &str, e: impl fmt::Display) -> CoreError {
    CoreError::Store(StoreError::Server {
        location: redacted(url),
        cause: format!("{what}: {e}"),
    })
}

/// A failure while planning or copying, said of the database it is about.
#[derive(Debug)]
enum Failure {
    /// The SQLite file: reading it, or a value in it.
    Source(String),
    /// The PostgreSQL database.
    Target(String),
}

impl Failure {
    fn at(self, path: &Path, url: &str) -> CoreError {
        CoreError::Store(match self {
            Failure::Source(cause) => StoreError::Io {
                path: path.to_path_buf(),
                cause,
            },
            Failure::Target(cause) => StoreError::Server {
                location: redacted(url),
                cause,
            },
        })
    }

    #[cfg(test)]
    fn text(&self) -> &str {
        match self {
            Failure::Source(t) | Failure::Target(t) => t,
        }
    }
}

/// A statement on the target failed (planning reads only the target).
impl From<crate::store::db::Error> for Failure {
    fn from(e: crate::store::db::Error) -> Failure {
        Failure::Target(e.to_string())
    }
}

/// Labels a failed statement on the source with what was being done.
fn reading(what: &str) -> impl FnOnce(crate::store::db::Error) -> Failure + '_ {
    move |e| Failure::Source(format!("{what}: {e}"))
}

/// `name` as a quoted SQL identifier (our `"user"` column needs it on PostgreSQL).
fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// `text` as a SQL string literal.
fn literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

#[cfg(test)]
mod tests {
    use super::copy::Value;
    use super::plan::order_by_references;
    use super::*;

    fn table(name: &str) -> TablePlan {
        TablePlan {
            name: name.into(),
            columns: Vec::new(),
            sequenced: Vec::new(),
        }
    }

    #[test]
    fn referenced_tables_come_first() {
        let refs = [
            ("seats".to_string(), "tables".to_string()),
            ("actions".to_string(), "tables".to_string()),
            ("tables".to_string(), "tables".to_string()),
            ("late".to_string(), "seats".to_string()),
        ];
        let order: Vec<String> = order_by_references(
            ["late", "seats", "actions", "tables", "ratings"]
                .map(table)
                .into(),
            &refs,
        )
        .unwrap_or_else(|e| panic!("{}", e.text()))
        .into_iter()
        .map(|t| t.name)
        .collect();
        assert_eq!(order, ["ratings", "tables", "actions", "seats", "late"]);
    }

    #[test]
    fn a_cycle_is_an_error_naming_its_tables() {
        let refs = [
            ("a".to_string(), "b".to_string()),
            ("b".to_string(), "a".to_string()),
        ];
        let Err(e) = order_by_references(["a", "b", "c"].map(table).into(), &refs) else {
            panic!("a cycle was ordered");
        };
        assert!(e.text().contains("a, b"), "{}", e.text());
    }

    #[test]
    fn names_and_texts_are_quoted() {
        assert_eq!(ident("user"), "\"user\"");
        assert_eq!(ident("a\"b"), "\"a\"\"b\"");
        assert_eq!(literal(&ident("it's")), "'\"it''s\"'");
    }

    #[test]
    fn values_fit_the_types_the_seam_converts_them_to() {
        assert!(Value::Integer(1).fits("int8") && Value::Integer(1).fits("bool"));
        assert!(Value::Integer(1).fits("float8") && !Value::Integer(1).fits("text"));
        assert!(Value::Text("x".into()).fits("text") && !Value::Text("1".into()).fits("int8"));
        assert!(Value::Real(0.5).fits("float8") && !Value::Real(0.5).fits("int8"));
        assert!(Value::Null.fits("int8") && Value::Blob(vec![]).fits("bytea"));
    }
}
