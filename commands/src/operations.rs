//! What an operator runs beside Tabula (issue 17, item 6): `tabula backup` and `tabula check`.
//! Above the store in the module layers: it reads rows with `tables` and states with the registry.
//!
//! Both only read the live database, through their own read-only connection: in WAL mode a
//! reader sees one committed snapshot and never blocks Tabula's writer, so they are safe while
//! Tabula runs. Copying the file with `cp` is not: the newest commits (at first, everything)
//! live in the `-wal` until SQLite checkpoints them.
use crate::db::Conn;
use crate::error::CoreError;
use crate::store::{self, health, Location};
use crate::tables;
use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Opens an existing database for reading only: never creates it, never writes it.
fn open_read_only(path: &Path) -> Result<Connection, CoreError> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => {}
        Ok(_) => return Err(CoreError::Io(format!("{} is not a file", path.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(CoreError::Io(format!("{} does not exist", path.display())))
        }
        Err(e) => {
            return Err(CoreError::Io(format!(
                "cannot read {}: {e}",
                path.display()
            )))
        }
    }
    let sql = |e: rusqlite::Error| CoreError::Store(health::classify(path, &e));
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(sql)?;
    conn.busy_timeout(Duration::from_secs(5)).map_err(sql)?;
    Ok(conn)
}

fn file_len(path: &Path) -> Option<u64> {
    std::fs::metadata(path).ok().map(|m| m.len())
}

/// What `tabula backup` copied.
#[derive(Debug)]
pub struct BackupReport {
    pub source: PathBuf,
    pub dest: PathBuf,
    pub bytes: u64,
    pub schema: i64,
    pub tables: i64,
    pub open_tables: i64,
    pub deadlines: i64,
    pub took: Duration,
}

impl fmt::Display for BackupReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "copied {} to {}: {} tables ({} open), {} deadlines, schema {}, {} in {:.2} s",
            self.source.display(),
            self.dest.display(),
            self.tables,
            self.open_tables,
            self.deadlines,
            self.schema,
            bytes(self.bytes),
            self.took.as_secs_f64()
        )
    }
}

/// Copies the database at `source` to `dest` with SQLite's online backup API: one consistent
/// snapshot, taken in a single step so a busy bot cannot make it start over, while the bot's
/// writer goes on committing. The copy is written beside `dest` under a temporary name, switched
/// out of WAL mode (one self-contained file), checked with `quick_check`, synced, and only then
/// given its name, so `dest` never holds half a backup. An existing `dest` is kept unless
/// `force`.
pub fn backup(source: &Path, dest: &Path, force: bool) -> Result<BackupReport, CoreError> {
    let started = Instant::now();
    if !force && dest.exists() {
        return Err(CoreError::Io(format!(
            "{} already exists; choose another name or pass --force to overwrite it",
            dest.display()
        )));
    }
    let src = open_read_only(source)?;
    let dir = health::folder(dest);
    std::fs::create_dir_all(dir)
        .map_err(|e| CoreError::Io(format!("cannot create folder {}: {e}", dir.display())))?;
    let name = dest
        .file_name()
        .ok_or_else(|| CoreError::Io(format!("{} names no file", dest.display())))?
        .to_string_lossy()
        .into_owned();
    let partial = dir.join(format!(".{name}.partial-{}", std::process::id()));
    let _ = std::fs::remove_file(&partial);
    let result = copy_into(&src, &partial).and_then(|report| {
        if force {
            std::fs::rename(&partial, dest)
        } else {
            // A hard link fails if `dest` appeared meanwhile: never overwritten without --force.
            std::fs::hard_link(&partial, dest).and_then(|()| std::fs::remove_file(&partial))
        }
        .map_err(|e| CoreError::Io(format!("cannot write {}: {e}", dest.display())))?;
        // The new name must survive a crash too.
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(report)
    });
    if result.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    let (schema, tables, open_tables, deadlines) = result?;
    Ok(BackupReport {
        source: source.to_path_buf(),
        dest: dest.to_path_buf(),
        bytes: file_len(dest).unwrap_or(0),
        schema,
        tables,
        open_tables,
        deadlines,
        took: started.elapsed(),
    })
}

/// Runs the backup into the file `to`; returns (schema, tables, open tables, deadlines) as the
/// copy holds them.
fn copy_into(src: &Connection, to: &Path) -> Result<(i64, i64, i64, i64), CoreError> {
    let sql = |e: rusqlite::Error| CoreError::Store(health::classify(to, &e));
    let mut dst = Connection::open(to).map_err(sql)?;
    {
        let backup = Backup::new(src, &mut dst).map_err(sql)?;
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            // -1: every page in one step, under one read transaction of the source.
            match backup.step(-1).map_err(sql)? {
                StepResult::Done => break,
                StepResult::More | StepResult::Busy | StepResult::Locked
                    if Instant::now() < deadline =>
                {
                    std::thread::sleep(Duration::from_millis(50))
                }
                _ => {
                    return Err(CoreError::Io(
                        "the database stayed locked for 30 s; nothing was copied".into(),
                    ))
                }
            }
        }
    }
    dst.pragma_update(None, "journal_mode", "DELETE")
        .map_err(sql)?;
    let problems = store::integrity(&dst, "quick_check").map_err(sql)?;
    if let Some(first) = problems.first() {
        return Err(CoreError::Io(format!(
            "the copy does not pass quick_check ({first}); the database may be damaged: see \
             `tabula check`"
        )));
    }
    let count = |q: &str| dst.query_row(q, [], |r| r.get::<_, i64>(0)).map_err(sql);
    let counts = (
        count("PRAGMA user_version")?,
        count("SELECT COUNT(*) FROM tables")?,
        count("SELECT COUNT(*) FROM tables WHERE status IN ('lobby', 'playing')")?,
        count("SELECT COUNT(*) FROM deadlines")?,
    );
    drop(dst);
    std::fs::File::open(to)
        .and_then(|f| f.sync_all())
        .map_err(|e| CoreError::Io(format!("cannot sync {}: {e}", to.display())))?;
    Ok(counts)
}

/// What `tabula check` found.
#[derive(Debug, Default)]
pub struct CheckReport {
    pub location: Option<Location>,
    pub bytes: u64,
    pub wal_bytes: Option<u64>,
    pub schema: i64,
    pub known_schema: i64,
    /// `PRAGMA integrity_check`'s findings; empty when it says `ok`.
    pub integrity: Vec<String>,
    /// (game, status, count), by game then status.
    pub tables: Vec<(String, String, i64)>,
    pub deadlines: i64,
    pub overdue: i64,
    pub actions: i64,
    pub ratings: i64,
    /// Rows that do not read back, or whose saved state does not load: (table, problem).
    pub damaged_rows: Vec<(i64, String)>,
    /// Tables of a game this build does not know (not damage: a newer build's game).
    pub unknown_games: Vec<(i64, String)>,
    /// Parts of the summary that could not be read (a damaged database).
    pub unreadable: Vec<String>,
    /// Tables whose channel refused their messages for good: (table, channel, why). Not
    /// damage: the channel was deleted or Tabula lost access to it.
    pub unreachable: Vec<(i64, String, String)>,
}

impl CheckReport {
    /// Damaged: SQLite's integrity check failed, a row does not read back, or the summary could
    /// not be read.
    pub fn is_damaged(&self) -> bool {
        !self.integrity.is_empty() || !self.damaged_rows.is_empty() || !self.unreadable.is_empty()
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let postgres = matches!(self.location, Some(Location::Postgres(_)));
        match &self.location {
            Some(location) => writeln!(f, "database: {location}")?,
            None => writeln!(f, "database: ?")?,
        }
        if !postgres {
            let wal = match self.wal_bytes {
                Some(w) => format!("{} in its -wal", bytes(w)),
                None => "no -wal".into(),
            };
            writeln!(f, "size: {} ({wal})", bytes(self.bytes))?;
        }
        let schema = match self.schema.cmp(&self.known_schema) {
            std::cmp::Ordering::Greater => format!(
                "{} (written by a newer Tabula; this build knows {})",
                self.schema, self.known_schema
            ),
            std::cmp::Ordering::Less => format!(
                "{} (this build migrates it to {} when it opens it)",
                self.schema, self.known_schema
            ),
            std::cmp::Ordering::Equal => self.schema.to_string(),
        };
        writeln!(f, "schema: {schema}")?;
        if postgres {
            // PostgreSQL checks its own pages (data checksums, `pg_amcheck`); Tabula reads
            // every row back below.
            writeln!(f, "integrity_check: PostgreSQL's own (see pg_amcheck)")?;
        } else if self.integrity.is_empty() {
            writeln!(f, "integrity_check: ok")?;
        } else {
            writeln!(f, "integrity_check: {} problems", self.integrity.len())?;
            for line in &self.integrity {
                writeln!(f, "  {line}")?;
            }
        }
        let total: i64 = self.tables.iter().map(|t| t.2).sum();
        writeln!(f, "tables: {total}")?;
        let mut game = None;
        for (g, status, n) in &self.tables {
            if game != Some(g) {
                let name = registry::find(g).map(|e| e.name()).unwrap_or(g);
                let of_game: i64 = self.tables.iter().filter(|t| &t.0 == g).map(|t| t.2).sum();
                writeln!(f, "  {name}: {of_game}")?;
                game = Some(g);
            }
            writeln!(f, "    {status}: {n}")?;
        }
        writeln!(
            f,
            "deadlines: {} ({} overdue now)",
            self.deadlines, self.overdue
        )?;
        writeln!(
            f,
            "logged actions: {}; ratings: {}",
            self.actions, self.ratings
        )?;
        for (id, game) in &self.unknown_games {
            writeln!(f, "table {id}: game {game:?} is not in this build")?;
        }
        for (id, problem) in &self.damaged_rows {
            writeln!(f, "damaged row: table {id}: {problem}")?;
        }
        for (id, channel, why) in &self.unreachable {
            writeln!(
                f,
                "unreachable: table {id} in channel {channel}: Discord refused its messages ({why})"
            )?;
        }
        for what in &self.unreadable {
            writeln!(f, "could not read {what}")?;
        }
        if self.is_damaged() {
            write!(
                f,
                "DAMAGED: restore the newest good backup (README, Operations); damaged rows are \
                 kept as they are for inspection"
            )
        } else {
            write!(f, "healthy")
        }
    }
}

/// `tabula check`: `PRAGMA integrity_check`, every table row and saved state read back, and a
/// summary. Read-only: safe while Tabula runs.
pub fn check(path: &Path, now_ms: i64) -> Result<CheckReport, CoreError> {
    let conn = open_read_only(path)?;
    let mut report = CheckReport {
        location: Some(Location::File(path.to_path_buf())),
        bytes: file_len(path).unwrap_or(0),
        wal_bytes: file_len(&health::sibling(path, "-wal")),
        known_schema: store::schema_version(),
        ..CheckReport::default()
    };
    // The header is read first: a file that is no database at all fails here, as an error.
    report.schema = conn
        .query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))
        .map_err(|e| CoreError::Store(health::classify(path, &e)))?;
    match store::integrity(&conn, "integrity_check") {
        Ok(problems) => report.integrity = problems,
        Err(e) => report.integrity = vec![e.to_string()],
    }
    summarize(&Conn::from(conn), now_ms, &mut report);
    Ok(report)
}

/// `tabula check` on the database at `location`: [`check`] for a SQLite file; on PostgreSQL
/// the schema version and the same summary, every row and saved state read back. Read-only
/// (its connection's transactions cannot write): safe while Tabula runs.
pub fn check_at(location: &Location, now_ms: i64) -> Result<CheckReport, CoreError> {
    let url = match location {
        Location::File(path) => return check(path, now_ms),
        Location::Postgres(url) => url,
    };
    let conn = store::postgres::reader(url)?;
    let mut report = CheckReport {
        location: Some(location.clone()),
        known_schema: store::schema_version(),
        ..CheckReport::default()
    };
    report.schema = store::postgres::version(&conn)?;
    summarize(&conn, now_ms, &mut report);
    Ok(report)
}

/// What `tabula check` reads the same way on either engine: counts, every table row and saved
/// state read back, and the tables Discord refused.
fn summarize(conn: &Conn, now_ms: i64, report: &mut CheckReport) {
    let count = |q: &str| conn.query_row(q, [], |r| r.get::<i64>(0));
    let mut unreadable = Vec::new();
    let mut read = |what: &str, q: &str| match count(q) {
        Ok(n) => n,
        Err(e) => {
            unreadable.push(format!("{what}: {e}"));
            0
        }
    };
    report.deadlines = read("deadlines", "SELECT COUNT(*) FROM deadlines");
    report.overdue = read(
        "deadlines",
        &format!("SELECT COUNT(*) FROM deadlines WHERE due <= {now_ms}"),
    );
    report.actions = read("actions", "SELECT COUNT(*) FROM actions");
    report.ratings = read("ratings", "SELECT COUNT(*) FROM ratings");
    let by_status = conn
        .prepare(
            "SELECT game, status, COUNT(*) FROM tables GROUP BY game, status \
             ORDER BY game, CASE status WHEN 'lobby' THEN 0 WHEN 'playing' THEN 1 \
             WHEN 'finished' THEN 2 ELSE 3 END",
        )
        .and_then(|mut s| {
            s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<crate::db::Result<Vec<_>>>()
        });
    match by_status {
        Ok(rows) => report.tables = rows,
        Err(e) => unreadable.push(format!("tables: {e}")),
    }
    match rows_and_states(conn) {
        Ok((damaged, unknown)) => {
            report.damaged_rows = damaged;
            report.unknown_games = unknown;
        }
        Err(e) => unreadable.push(format!("table rows: {e}")),
    }
    // Older schemas have no such mark; they are migrated when Tabula opens them.
    if report.schema >= UNREACHABLE_SINCE {
        match crate::outbox::unreachable(conn) {
            Ok(rows) => report.unreachable = rows,
            Err(e) => unreadable.push(format!("unreachable tables: {e}")),
        }
    }
    report.unreadable = unreadable;
}

/// The schema version that added `tables.unreachable`.
const UNREACHABLE_SINCE: i64 = 4;

type Findings = (Vec<(i64, String)>, Vec<(i64, String)>);

/// Reads back every table row and seat, and loads every saved state with its game's engine.
fn rows_and_states(conn: &Conn) -> crate::db::Result<Findings> {
    let mut damaged = tables::unreadable(conn)?;
    let mut unknown = Vec::new();
    let mut stmt = conn.prepare("SELECT id, game, state FROM tables WHERE state IS NOT NULL")?;
    let rows = stmt.query_map([], |r| {
        Ok((r.get::<i64>(0)?, r.get::<String>(1)?, r.get::<String>(2)?))
    })?;
    for row in rows {
        let (id, game, state) = row?;
        match registry::find(&game) {
            None => unknown.push((id, game)),
            Some(engine) => {
                if let Err(e) = engine.load(&state) {
                    damaged.push((id, format!("column `state`: {e}")));
                }
            }
        }
    }
    damaged.sort_by_key(|d| d.0);
    Ok((damaged, unknown))
}

/// A size for people: bytes, KiB or MiB.
fn bytes(n: u64) -> String {
    const KIB: f64 = 1024.0;
    let f = n as f64;
    if f < KIB {
        format!("{n} bytes")
    } else if f < KIB * KIB {
        format!("{:.1} KiB", f / KIB)
    } else {
        format!("{:.1} MiB", f / KIB / KIB)
    }
}
