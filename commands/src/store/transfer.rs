//! `tabula migrate` (issue 29): copies a server's SQLite database into PostgreSQL, so a bot
//! that moves to several processes keeps its games, ratings and settings.
//!
//! The copy is generic: every table of the SQLite file is copied column by column, by name, into
//! the table of the same name, so a column a later schema adds travels without a change here.
//! Both sides are first brought to this build's schema by their own `open`, and must then be at
//! the same version.
//!
//! What keeps the copy whole:
//! - the SQLite file is held with an exclusive lock for the whole copy: a running bot (which
//!   keeps its connections open) makes taking it fail, so a copy never misses what a bot writes
//!   meanwhile, and a bot cannot start on the file until the copy is done;
//! - everything written to PostgreSQL is one transaction, whose tables are locked against other
//!   writers: a failure, or a row count that differs at the end, leaves the target as it was;
//! - a target that already holds Tabula rows is refused unless `force`, which empties the
//!   source's tables there (`TRUNCATE`) in that same transaction. Tables of the target that
//!   the file does not have (PostgreSQL's `tabula_schema`, anyone else's) are left alone.

use super::health;
use super::location::{is_postgres_url, redacted};
use crate::db::{Conn, ToSql, ValueRef};
use crate::error::{CoreError, StoreError};
use rusqlite::config::DbConfig;
use rusqlite::{ErrorCode, OpenFlags};
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long taking the source's exclusive lock may wait. A running bot holds its connections
/// open for good, so waiting longer would not help; a short-lived reader (`tabula check`) is
/// waited for.
const LOCK_WAIT: Duration = Duration::from_secs(2);

/// How long the target's tables may take to lock: a writer of a bot on PostgreSQL holds its
/// locks for one short transaction.
const TARGET_LOCK_TIMEOUT: &str = "10s";

/// Rows go in multi-row `INSERT`s of at most this many parameters (PostgreSQL takes 65,535)
/// and rows: one statement per row took 7 times as long (a round trip each), while 100 or
/// 5,000 rows a statement took about as long as 1,000 (10,000 tables in about 3 s).
const BATCH_PARAMETERS: usize = 30_000;
const BATCH_ROWS: usize = 1_000;

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
            "next: set DATABASE_URL={}{password} and remove DATABASE_PATH, then start the bot; \
             keep {} as a backup (the bot no longer writes it)",
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
    // Checked and checkpointed now: closing may tidy the -wal away as the bot's closing does.
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
    .map_err(|e| Failure::Target(format!("locking its tables (is a bot using it?): {e}")))?;
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
        "the SQLite database {} {problem}: there is nothing to migrate (give the bot's file with \
         --from, or set DATABASE_PATH to it)",
        path.display()
    )))
}

/// A connection to the SQLite file that holds it exclusively. In WAL mode every open
/// connection keeps a shared lock on the file, so the exclusive lock is only granted when no
/// other connection, in any process, has the file open: a running bot is found this way, not
/// only one that is writing at this moment.
fn lock_source(path: &Path) -> Result<rusqlite::Connection, CoreError> {
    let sql = |e: rusqlite::Error| -> CoreError {
        if e.sqlite_error_code() == Some(ErrorCode::DatabaseBusy)
            || e.sqlite_error_code() == Some(ErrorCode::DatabaseLocked)
        {
            CoreError::Io(format!(
                "{} is open in another process (the bot, or another tabula command): stop the \
                 bot before migrating, so nothing it writes during the copy is lost",
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
impl From<crate::db::Error> for Failure {
    fn from(e: crate::db::Error) -> Failure {
        Failure::Target(e.to_string())
    }
}

/// Labels a failed statement on the source with what was being done.
fn reading(what: &str) -> impl FnOnce(crate::db::Error) -> Failure + '_ {
    move |e| Failure::Source(format!("{what}: {e}"))
}

/// A table of the source with its columns, in their order.
struct SourceTable {
    name: String,
    columns: Vec<String>,
}

/// Every table of the source but SQLite's own (`sqlite_sequence`, `sqlite_stat1`).
fn source_tables(src: &Conn) -> crate::db::Result<Vec<SourceTable>> {
    let names: Vec<String> = src
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' \
             AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    names
        .into_iter()
        .map(|name| {
            let columns = src
                .prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")?
                .query_map([&name], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            Ok(SourceTable { name, columns })
        })
        .collect()
}

/// The last id SQLite's `AUTOINCREMENT` handed out per table: an outbox id is a message's
/// nonce, never reused, even after its row was delivered and deleted.
fn autoincrement(src: &Conn) -> crate::db::Result<HashMap<String, i64>> {
    let exists = src
        .prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence'")?
        .exists([])?;
    if !exists {
        return Ok(HashMap::new());
    }
    src.prepare("SELECT name, seq FROM sqlite_sequence")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// How one table is copied.
struct TablePlan {
    name: String,
    /// The source's columns, each with the target column's type (PostgreSQL's `udt_name`).
    columns: Vec<(String, String)>,
    /// The target's columns that take their numbers from a sequence.
    sequenced: Vec<String>,
}

/// The source's tables in an order that inserts every row after the rows its foreign keys
/// point to, each with the target's types for its columns. A table or column the target lacks
/// is an error that names it.
fn plan(dst: &Conn, tables: &[SourceTable]) -> Result<Vec<TablePlan>, Failure> {
    let mut target: HashMap<String, Vec<(String, String, bool)>> = HashMap::new();
    let mut stmt = dst.prepare(
        "SELECT table_name, column_name, udt_name, \
                COALESCE(is_identity = 'YES' OR column_default LIKE 'nextval(%', false) \
         FROM information_schema.columns WHERE table_schema = current_schema() \
         ORDER BY table_name, ordinal_position",
    )?;
    for row in stmt.query_map([], |r| {
        Ok((r.get::<String>(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
    })? {
        let (table, column, ty, sequenced) = row?;
        target
            .entry(table)
            .or_default()
            .push((column, ty, sequenced));
    }
    let mut plans = Vec::new();
    for table in tables {
        let Some(found) = target.get(&table.name) else {
            return Err(Failure::Target(format!(
                "it has no table {} (the SQLite file's schema differs)",
                table.name
            )));
        };
        let mut columns = Vec::new();
        for column in &table.columns {
            let Some((_, ty, _)) = found.iter().find(|(c, _, _)| c == column) else {
                return Err(Failure::Target(format!(
                    "its table {} has no column {column} (the SQLite file's schema differs)",
                    table.name
                )));
            };
            columns.push((column.clone(), ty.clone()));
        }
        let sequenced = found
            .iter()
            .filter(|(_, _, s)| *s)
            .map(|(c, _, _)| c.clone())
            .collect();
        plans.push(TablePlan {
            name: table.name.clone(),
            columns,
            sequenced,
        });
    }
    let references = foreign_keys(dst)?;
    order_by_references(plans, &references)
}

/// The target's foreign keys: (table, table it references).
fn foreign_keys(dst: &Conn) -> crate::db::Result<Vec<(String, String)>> {
    dst.prepare(
        "SELECT c.relname, r.relname FROM pg_constraint k \
         JOIN pg_class c ON c.oid = k.conrelid \
         JOIN pg_class r ON r.oid = k.confrelid \
         JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE k.contype = 'f' AND n.nspname = current_schema()",
    )?
    .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
    .collect()
}

/// `plans` ordered so that each table comes after those it references (a table referencing
/// itself needs nothing before it), otherwise by name.
fn order_by_references(
    plans: Vec<TablePlan>,
    references: &[(String, String)],
) -> Result<Vec<TablePlan>, Failure> {
    let mut waiting: BTreeMap<String, TablePlan> =
        plans.into_iter().map(|p| (p.name.clone(), p)).collect();
    let mut ordered = Vec::new();
    while !waiting.is_empty() {
        let ready = waiting
            .keys()
            .find(|name| {
                !references
                    .iter()
                    .any(|(from, to)| from == *name && to != *name && waiting.contains_key(to))
            })
            .cloned();
        let Some(name) = ready else {
            let names = waiting.keys().cloned().collect::<Vec<_>>().join(", ");
            return Err(Failure::Target(format!(
                "the foreign keys of its tables {names} form a cycle"
            )));
        };
        ordered.extend(waiting.remove(&name));
    }
    Ok(ordered)
}

/// Each table's row count.
fn count_all(conn: &Conn, plan: &[TablePlan]) -> crate::db::Result<Vec<(String, u64)>> {
    plan.iter()
        .map(|t| {
            let n: i64 = conn.query_row(
                &format!("SELECT COUNT(*) FROM {}", ident(&t.name)),
                [],
                |r| r.get(0),
            )?;
            Ok((t.name.clone(), n.max(0) as u64))
        })
        .collect()
}

/// A value read from the source, held until its batch is sent.
#[derive(Debug)]
enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    fn of(v: ValueRef<'_>) -> Value {
        match v {
            ValueRef::Null => Value::Null,
            ValueRef::Integer(i) => Value::Integer(i),
            ValueRef::Real(r) => Value::Real(r),
            ValueRef::Text(t) => Value::Text(t.to_owned()),
            ValueRef::Blob(b) => Value::Blob(b.to_vec()),
        }
    }

    /// The value for an error message (a long text cut short).
    fn describe(&self) -> String {
        match self {
            Value::Null => "NULL".into(),
            Value::Integer(i) => format!("the integer {i}"),
            Value::Real(r) => format!("the number {r}"),
            Value::Text(t) if t.chars().count() > 40 => {
                format!("the text {:?}…", t.chars().take(40).collect::<String>())
            }
            Value::Text(t) => format!("the text {t:?}"),
            Value::Blob(b) => format!("a blob of {} bytes", b.len()),
        }
    }

    /// Whether PostgreSQL's column type `ty` (a `udt_name`) takes this value as it is: the
    /// seam converts integers to any integer, boolean or floating type.
    fn fits(&self, ty: &str) -> bool {
        match self {
            Value::Null => true,
            Value::Integer(_) => {
                matches!(ty, "int2" | "int4" | "int8" | "bool" | "float4" | "float8")
            }
            Value::Real(_) => matches!(ty, "float4" | "float8"),
            Value::Text(_) => matches!(ty, "text" | "varchar" | "bpchar" | "name"),
            Value::Blob(_) => ty == "bytea",
        }
    }
}

impl ToSql for Value {
    fn to_value(&self) -> Result<ValueRef<'_>, crate::db::Error> {
        Ok(match self {
            Value::Null => ValueRef::Null,
            Value::Integer(i) => ValueRef::Integer(*i),
            Value::Real(r) => ValueRef::Real(*r),
            Value::Text(t) => ValueRef::Text(t),
            Value::Blob(b) => ValueRef::Blob(b),
        })
    }
}

/// Copies every row of `table` from `src` into `dst`, in batches of one multi-row `INSERT`;
/// returns the rows copied.
fn copy_table(src: &Conn, dst: &Conn, table: &TablePlan) -> Result<u64, Failure> {
    let columns = table
        .columns
        .iter()
        .map(|(c, _)| ident(c))
        .collect::<Vec<_>>()
        .join(", ");
    let width = table.columns.len();
    let per_batch = (BATCH_PARAMETERS / width.max(1)).clamp(1, BATCH_ROWS);
    let what = format!("reading its table {}", table.name);
    let mut stmt = src
        .prepare(&format!("SELECT {columns} FROM {}", ident(&table.name)))
        .map_err(reading(&what))?;
    let mut rows = stmt.query([]).map_err(reading(&what))?;
    let mut batch: Vec<Value> = Vec::with_capacity(per_batch * width);
    let mut copied = 0u64;
    while let Some(row) = rows.next().map_err(reading(&what))? {
        for (i, (column, ty)) in table.columns.iter().enumerate() {
            let value = row
                .with_value(i, |v| Ok(Value::of(v)))
                .map_err(reading(&what))?;
            if !value.fits(ty) {
                return Err(Failure::Source(format!(
                    "its table {} holds {} in column {column}, which PostgreSQL's column (of \
                     type {ty}) cannot take: correct that row and migrate again",
                    table.name,
                    value.describe()
                )));
            }
            batch.push(value);
        }
        if batch.len() == per_batch * width {
            copied += insert(dst, table, &columns, &batch)?;
            batch.clear();
        }
    }
    if !batch.is_empty() {
        copied += insert(dst, table, &columns, &batch)?;
    }
    Ok(copied)
}

/// Inserts `values` (whole rows of `table`'s columns) in one statement.
fn insert(dst: &Conn, table: &TablePlan, columns: &str, values: &[Value]) -> Result<u64, Failure> {
    let width = table.columns.len();
    let rows = values.len() / width;
    let mut sql = format!("INSERT INTO {} ({columns}) VALUES ", ident(&table.name));
    for r in 0..rows {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for c in 0..width {
            if c > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!("?{}", r * width + c + 1));
        }
        sql.push(')');
    }
    let params: Vec<&dyn ToSql> = values.iter().map(|v| v as &dyn ToSql).collect();
    let n = dst
        .execute(&sql, params.as_slice())
        .map_err(|e| Failure::Target(format!("copying table {}: {e}", table.name)))?;
    // The snapshot triggers note each written table id in a transaction-local setting that
    // only the bot's writer reads; left to grow over thousands of rows, appending to it would
    // cost time quadratic in the rows copied.
    dst.execute_batch("SELECT set_config('tabula.changed', '', true)")?;
    Ok(n as u64)
}

/// Sets each sequence of the target so that the next id follows the largest copied, or the
/// last SQLite's `AUTOINCREMENT` handed out if larger; an empty table's next id is 1.
fn continue_sequences(
    dst: &Conn,
    plan: &[TablePlan],
    autoincrement: &HashMap<String, i64>,
) -> crate::db::Result<()> {
    for table in plan {
        for column in &table.sequenced {
            let used = autoincrement.get(&table.name).copied().unwrap_or(0);
            let sql = format!(
                "SELECT setval(pg_get_serial_sequence({}, {}), GREATEST(COALESCE(MAX({c}), 0), \
                 {used}, 1), GREATEST(COALESCE(MAX({c}), 0), {used}) >= 1) FROM {t}",
                literal(&ident(&table.name)),
                literal(column),
                c = ident(column),
                t = ident(&table.name),
            );
            dst.execute_batch(&sql)?;
        }
    }
    Ok(())
}

/// Counts each table's rows on both sides (the source inside its read transaction, the target
/// inside the copy's): any difference from what was copied fails the migration.
fn verify(
    src: &Conn,
    dst: &Conn,
    plan: &[TablePlan],
    copied: &[(String, u64)],
) -> Result<(), Failure> {
    let source = count_all(src, plan).map_err(reading("counting its rows"))?;
    let target = count_all(dst, plan)?;
    for ((table, copied), ((_, s), (_, t))) in copied.iter().zip(source.iter().zip(&target)) {
        if s != copied || t != copied {
            return Err(Failure::Target(format!(
                "table {table} came out with {t} rows, but the SQLite file holds {s} and {copied} \
                 were copied; nothing was committed"
            )));
        }
    }
    Ok(())
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
