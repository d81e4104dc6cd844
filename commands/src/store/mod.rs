//! The ground floor: everything that is kept in the database, and the database itself. Uses
//! only the words at the crate's top (`api`, `timecontrol`) and the game kits (`game_kit`,
//! `present_kit`).
//!
//! Its modules, bottom up: [`db`] (one connection type over SQLite and PostgreSQL), `error`,
//! [`shards`] (which guilds a process serves, as SQL conditions), [`tables`] (a table's rows),
//! [`bots`] (bots at tables: seats, levels, options), [`ids`] (`custom_id`s),
//! [`notify`] (your-turn direct messages owed), [`deadlines`] (timers as data), [`server_settings`] (a
//! server's own settings), [`ratings`] (results and ratings, written when a game ends),
//! [`snapshot`] (running tables' parsed state kept between clicks), and
//! this module itself: where the database is ([`Location`]), opening it, and its versioned
//! migrations. SQLite (a file, the default) keeps its migrations in `store/migrations/`;
//! PostgreSQL (several processes sharing one database, issue 29) has its own in
//! [`postgres`], which reach the same schema versions; [`transfer`] copies one into the other,
//! [`health`] checks a database at open.
//!
//! Durability settings (`docs/design.md`): WAL with `synchronous=FULL` so an accepted action
//! survives power loss, foreign keys on, and a busy timeout so readers never fail on a lock.
//! All writes go through one writer connection.

use crate::store::db::Conn;
use crate::store::error::{CoreError, StoreError};
use rusqlite::config::DbConfig;
use rusqlite::{Connection, MAIN_DB};
use rusqlite_migration::{Migrations, M};
use std::path::Path;

pub mod away;
pub mod bots;
pub mod clocks;
pub mod db;
pub mod deadlines;
pub(crate) mod error;
pub mod health;
pub mod ids;
pub mod languages;
pub mod links;
mod location;
pub mod notify;
pub mod postgres;
pub mod ratings;
pub mod seasons;
pub mod server_settings;
pub mod shards;
pub mod snapshot;
pub mod tables;
pub mod tournaments;
pub mod transfer;

pub use location::{is_postgres_url, redacted, Location};

/// Schema history: one `.sql` file per step in `store/migrations/`, applied in this order.
/// rusqlite_migration keeps the number applied in `PRAGMA user_version`, so a released file is
/// never edited, reordered or removed: a new step is a new file appended here.
const MIGRATIONS: [&str; MIGRATION_COUNT] = [
    include_str!("migrations/01-tables-seats-actions-deadlines-results-ratings.sql"),
    include_str!("migrations/02-damaged-tables.sql"),
    include_str!("migrations/03-outbox.sql"),
    include_str!("migrations/04-unreachable-channels.sql"),
    include_str!("migrations/05-computer-players.sql"),
    include_str!("migrations/06-damaged-status-and-picture-alt.sql"),
    include_str!("migrations/07-resigned-seats.sql"),
    include_str!("migrations/08-rematches.sql"),
    include_str!("migrations/09-server-settings-and-abandonment.sql"),
    include_str!("migrations/10-direct-messages.sql"),
    include_str!("migrations/11-table-threads.sql"),
    include_str!("migrations/12-shard-keys.sql"),
    include_str!("migrations/13-claimed-writes-unnoted.sql"),
    include_str!("migrations/14-web-links.sql"),
    include_str!("migrations/15-leagues.sql"),
    include_str!("migrations/16-tournament-seat-order.sql"),
    include_str!("migrations/17-player-languages.sql"),
    include_str!("migrations/18-direct-message-language.sql"),
];

/// The steps of [`MIGRATIONS`], for rusqlite_migration.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
}

/// How long a connection waits for a lock held by another before it gives up.
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// The schema version this build writes: the number of migrations.
pub fn schema_version() -> i64 {
    MIGRATION_COUNT as i64
}

/// How many steps [`MIGRATIONS`] has.
const MIGRATION_COUNT: usize = 18;

/// Opens the database at `path` (creating its folder and file), checks it, applies the pragmas
/// and brings the schema up to date.
///
/// The checks (issue 17, items 5 and 6), each failing with a one-line `StoreError` that
/// names the path and the cause:
/// - the folder can be created and written, and an existing database and its `-wal`/`-shm`
///   files can be written ([`health::probe`]): read-only files or mounts and a full disk are
///   found now, not at the first move;
/// - a `-wal` without its database, or a database in WAL mode that holds no schema while its
///   `-wal` is gone, is refused: its data was in that `-wal`, and a new empty database would
///   hide the loss;
/// - a database from a newer Tabula is refused before anything is written to it;
/// - an existing database passes `PRAGMA quick_check` (its time on 10,000 tables is in
///   docs/benchmarks.md).
///
/// A new database is created with its schema before it is switched to WAL, and after the
/// migrations the WAL is checkpointed into the database file, so the file itself always holds
/// the schema and everything migrated: a lost `-wal` can then cost only what followed.
pub fn open(path: &Path) -> Result<Connection, CoreError> {
    Ok(open_checked(path)?.0)
}

/// Opens the database at `location` for the writer, checked and migrated: a SQLite file as
/// [`open_with_findings`] does, a PostgreSQL database as [`postgres::open`] does (which finds
/// no damaged rows: PostgreSQL enforces every column's type and constraints itself).
pub fn open_at(location: &Location) -> Result<(Conn, Vec<String>), CoreError> {
    match location {
        Location::File(path) => {
            let (conn, findings) = open_checked(path)?;
            Ok((conn.into(), findings))
        }
        Location::Postgres(url) => Ok((postgres::open(url)?, Vec::new())),
    }
}

/// [`open`], also returning what `quick_check` found wrong in single rows (a value that breaks
/// its column's constraint): such rows do not stop the start (issue 25, item 4). The caller
/// finds the tables they belong to and refuses only those.
pub fn open_with_findings(path: &Path) -> Result<(Connection, Vec<String>), CoreError> {
    Ok(open_checked(path)?)
}

fn open_checked(path: &Path) -> Result<(Connection, Vec<String>), StoreError> {
    health::ensure_folder(path)?;
    let existing = inspect_files(path)?;
    health::probe(path)?;
    let sql = |e: rusqlite::Error| health::classify(path, &e);
    let mut conn = Connection::open(path).map_err(sql)?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(sql)?;
    // Until the checks pass, closing this connection must not checkpoint a `-wal` (of a newer
    // build, say) into the database file: a refused database is left exactly as it was.
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .map_err(sql)?;
    if conn.is_readonly(MAIN_DB).map_err(sql)? {
        return Err(StoreError::ReadOnly {
            path: path.to_path_buf(),
            cause: "SQLite could open it only for reading".into(),
        });
    }
    let found: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(sql)?;
    if found > schema_version() {
        return Err(StoreError::Newer {
            path: path.to_path_buf(),
            found,
            known: schema_version(),
        });
    }
    if existing && found == 0 {
        refuse_foreign_or_lost(path, &conn)?;
    }
    let mut row_findings = Vec::new();
    if existing {
        row_findings = quick_check(path, &conn)?;
    } else {
        tracing::info!(database = %path.display(), "creating a new, empty database");
    }
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(sql)?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(sql)?;
    // Each input runs in a savepoint; its sub-journal stays in memory.
    conn.pragma_update(None, "temp_store", "MEMORY")
        .map_err(sql)?;
    migrations().to_latest(&mut conn).map_err(|e| match e {
        rusqlite_migration::Error::RusqliteError { err, .. } => sql(err),
        other => StoreError::Io {
            path: path.to_path_buf(),
            cause: format!("migrating the schema failed: {other}"),
        },
    })?;
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
        .map_err(sql)?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Io {
            path: path.to_path_buf(),
            cause: format!("SQLite cannot use WAL mode here (journal mode stays {mode})"),
        });
    }
    checkpoint(&conn).map_err(sql)?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)
        .map_err(sql)?;
    // Every statement of an input is prepared once and reused: parsing SQL anew cost a fifth of
    // an interaction's CPU time (docs/benchmarks.md). The code uses a few dozen distinct statements.
    conn.set_prepared_statement_cache_capacity(128);
    Ok((conn, row_findings))
}

/// Whether the database file exists with content. A `-wal` with content beside a missing or
/// empty database file is refused: the database was deleted or truncated after a crash, and
/// its data is in that `-wal`, which a new database would overwrite.
fn inspect_files(path: &Path) -> Result<bool, StoreError> {
    let len = |p: &Path| std::fs::metadata(p).map(|m| m.len()).ok();
    let db = len(path);
    let wal = health::sibling(path, "-wal");
    match (db, len(&wal)) {
        (None | Some(0), Some(w)) if w > 0 => Err(StoreError::Lost {
            path: path.to_path_buf(),
            detail: format!(
                "is {} but {} holds {w} bytes",
                if db.is_none() { "missing" } else { "empty" },
                wal.display()
            ),
        }),
        (None | Some(0), _) => Ok(false),
        (Some(_), _) => Ok(true),
    }
}

/// An existing file with no Tabula schema: someone else's SQLite database, or one of ours that
/// was in WAL mode and lost its `-wal` (Tabula before issue 17 kept a new database's whole
/// schema in the `-wal` until SQLite's first checkpoint; deleting `-wal` and `-shm` then left a
/// file like this). A file with nothing in it and no WAL history is simply new.
fn refuse_foreign_or_lost(path: &Path, conn: &Connection) -> Result<(), StoreError> {
    let sql = |e: rusqlite::Error| health::classify(path, &e);
    let objects: i64 = conn
        .query_row("SELECT COUNT(*) FROM sqlite_schema", [], |r| r.get(0))
        .map_err(sql)?;
    if objects > 0 {
        return Err(StoreError::NotTabula {
            path: path.to_path_buf(),
            detail: format!(
                "no Tabula schema, but {objects} other table{} or index{}",
                if objects == 1 { "" } else { "s" },
                if objects == 1 { "" } else { "es" }
            ),
        });
    }
    // Bytes 18 and 19 of the header are 2 once a database was switched to WAL.
    let mut header = [0u8; 20];
    let wal_mode = std::fs::File::open(path)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut header))
        .map(|()| header[18] == 2)
        .unwrap_or(false);
    if wal_mode {
        return Err(StoreError::Lost {
            path: path.to_path_buf(),
            detail: format!(
                "holds no tables although it was used in WAL mode: its data was in {}, which is \
                 missing",
                health::sibling(path, "-wal").display()
            ),
        });
    }
    Ok(())
}

/// `PRAGMA quick_check`: SQLite's structural check without the index cross-checks of
/// `integrity_check`, so damaged pages are found at start rather than by a player's move.
/// Structural damage refuses the database; findings about single rows (a value that breaks
/// its column's NOT NULL or CHECK constraint) are returned: the rest of the database is sound,
/// and only the tables they belong to must stop (issue 25, item 4).
fn quick_check(path: &Path, conn: &Connection) -> Result<Vec<String>, StoreError> {
    let started = std::time::Instant::now();
    let problems = integrity(conn, "quick_check").map_err(|e| health::classify(path, &e))?;
    let problems: Vec<String> = problems
        .iter()
        // SQLite's first finding starts with a header line; the operator's line is one line.
        .map(|p| {
            p.replace("*** in database main ***", "")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let (rows, structural): (Vec<String>, Vec<String>) =
        problems.into_iter().partition(|p| is_row_finding(p));
    tracing::info!(
        database = %path.display(),
        ms = started.elapsed().as_secs_f64() * 1000.0,
        rows = rows.len(),
        "quick_check passed"
    );
    match structural.first() {
        None => Ok(rows),
        Some(first) => Err(StoreError::Damaged {
            path: path.to_path_buf(),
            detail: if structural.len() > 1 {
                format!("{first}; and {} more problems", structural.len() - 1)
            } else {
                first.clone()
            },
        }),
    }
}

/// Whether a `quick_check` finding is about one row's value rather than the file's structure:
/// SQLite words these "NULL value in T.C", "CHECK constraint failed in T" and, for typed
/// columns, "TEXT value in T.C" (or INTEGER, REAL, BLOB, NUMERIC).
fn is_row_finding(finding: &str) -> bool {
    finding.starts_with("CHECK constraint failed in ")
        || ["NULL", "TEXT", "INTEGER", "REAL", "BLOB", "NUMERIC"]
            .iter()
            .any(|kind| finding.starts_with(&format!("{kind} value in ")))
}

/// The problems `PRAGMA <pragma>` (`quick_check` or `integrity_check`) lists; empty when it says
/// `ok`. At most 100 are listed.
pub fn integrity(conn: &Connection, pragma: &str) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare(&format!("PRAGMA {pragma}(100)"))?;
    let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
    let lines = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(if lines.len() == 1 && lines[0] == "ok" {
        Vec::new()
    } else {
        lines
    })
}

/// Copies the WAL into the database file and empties it (`wal_checkpoint(TRUNCATE)`), so the
/// file alone holds every commit (issue 17, item 6): after the migrations at open and at a
/// clean shutdown. Returns whether it completed; a reader in another process (a backup, say)
/// can keep it from finishing, which loses nothing: the WAL stays.
pub fn checkpoint(conn: &Connection) -> rusqlite::Result<bool> {
    let busy: i64 = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0))?;
    Ok(busy == 0)
}

/// Opens a read connection to the database at `path`, which [`open`] has set up: in WAL mode a
/// reader sees the last committed state and never waits for the writer or its `fsync`.
/// `query_only` makes any write through it an error.
pub fn open_reader(path: &Path) -> Result<Connection, rusqlite::Error> {
    let conn = Connection::open_with_flags(
        path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.pragma_update(None, "query_only", "ON")?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.set_prepared_statement_cache_capacity(128);
    Ok(conn)
}

/// A plain connection to the database at `location`, as it is: no checks, settings or
/// migrations. For tools and tests that look into a database Tabula opened.
pub fn connect(location: &Location) -> Result<Conn, CoreError> {
    match location {
        Location::File(path) => Ok(Conn::open(path)?),
        Location::Postgres(url) => Ok(Conn::postgres(url)?),
    }
}

/// A read connection to the database at `location` ([`open_reader`] for a file; on PostgreSQL
/// a connection whose transactions are read-only, so any write through it is an error).
pub fn reader_at(location: &Location) -> Result<Conn, CoreError> {
    match location {
        Location::File(path) => Ok(open_reader(path)
            .map_err(crate::store::db::Error::from)?
            .into()),
        Location::Postgres(url) => postgres::reader(url),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_valid() {
        assert!(migrations().validate().is_ok());
    }

    #[test]
    fn schema_version_counts_the_migrations() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrations().to_latest(&mut conn).unwrap();
        let v: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, schema_version());
    }

    /// The migrations are the files of `store/migrations/`, all of them, in the order of their
    /// names.
    #[test]
    fn the_migrations_are_the_sql_files_in_name_order() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store/migrations");
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        let texts: Vec<String> = files
            .iter()
            .map(|f| std::fs::read_to_string(f).unwrap())
            .collect();
        assert_eq!(texts, MIGRATIONS, "{files:?}");
    }

    /// A database Tabula wrote before its migrations were `.sql` files (schema 6, as the Rust
    /// strings built it); `tests/released_database.rs` plays on in it.
    const RELEASED: &str = include_str!("../../tests/fixtures/tabula-v6.sql");

    /// Every table and index with its SQL, whitespace runs made one space: SQLite keeps each
    /// `CREATE` as written (and appends added columns to it), so only the indentation of the
    /// files may differ from the strings they replaced.
    fn schema(conn: &Connection) -> Vec<(String, String, String)> {
        let mut stmt = conn
            .prepare("SELECT type, name, sql FROM sqlite_schema ORDER BY type, name")
            .unwrap();
        let rows = stmt
            .query_map([], |r| {
                let sql: Option<String> = r.get(2)?;
                let sql = sql.unwrap_or_default();
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    sql.split_whitespace().collect::<Vec<_>>().join(" "),
                ))
            })
            .unwrap();
        rows.collect::<rusqlite::Result<_>>().unwrap()
    }

    /// The schema version of [`RELEASED`].
    const RELEASED_VERSION: usize = 6;

    /// A database at any version before the released one, built by the first `n` migrations,
    /// upgrades to the schema the released migrations built; and the released database, like
    /// every later version, upgrades to exactly the schema a new database gets.
    #[test]
    fn every_older_schema_upgrades_to_the_released_one() {
        let mut released = Connection::open_in_memory().unwrap();
        released.execute_batch(RELEASED).unwrap();
        let version: i64 = released
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, RELEASED_VERSION as i64);
        let want = schema(&released);
        assert!(want.len() > 10, "{want:?}");
        for n in 0..=RELEASED_VERSION {
            let mut conn = Connection::open_in_memory().unwrap();
            migrations().to_version(&mut conn, n).unwrap();
            migrations()
                .to_version(&mut conn, RELEASED_VERSION)
                .unwrap();
            assert_eq!(schema(&conn), want, "upgraded from version {n}");
        }
        let mut new = Connection::open_in_memory().unwrap();
        migrations().to_latest(&mut new).unwrap();
        let newest = schema(&new);
        migrations().to_latest(&mut released).unwrap();
        assert_eq!(schema(&released), newest, "the released database upgraded");
        for n in RELEASED_VERSION..=MIGRATION_COUNT {
            let mut conn = Connection::open_in_memory().unwrap();
            migrations().to_version(&mut conn, n).unwrap();
            migrations().to_latest(&mut conn).unwrap();
            assert_eq!(schema(&conn), newest, "upgraded from version {n}");
        }
    }

    /// Migration 7 (issue 27): the seats of a database from before `/resign` and `/remove`
    /// read as players who are still in the game, played by the table's own absence policy; a
    /// stand-in the code does not know is refused by the schema.
    #[test]
    fn seats_from_before_resigning_are_still_in_the_game() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrations().to_version(&mut conn, 6).unwrap();
        conn.execute_batch(
            "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
                                 seed, version, created_at, updated_at) \
             VALUES (1, 'g', 'c', 'quinox', 'playing', 'u1', '{}', 'live', 1, 3, 0, 0);
             INSERT INTO seats (table_id, seat, \"user\", name, absent) VALUES (1, 0, 'u1', 'Ann', 1);",
        )
        .unwrap();
        migrations().to_latest(&mut conn).unwrap();
        let conn = Conn::from(conn);
        let seats = crate::store::tables::seats(&conn, 1).unwrap();
        assert!(seats[0].absent && !seats[0].resigned);
        assert_eq!(seats[0].stand_in, None);
        crate::store::tables::remove_player(&conn, 1, 0, crate::store::tables::StandIn::Bot)
            .unwrap();
        let seats = crate::store::tables::seats(&conn, 1).unwrap();
        assert!(seats[0].resigned);
        assert_eq!(seats[0].stand_in, Some(crate::store::tables::StandIn::Bot));
        let bad = conn.execute("UPDATE seats SET stand_in = 'anyone'", []);
        assert!(bad.is_err());
    }

    /// Migration 9 (issue 27): open tables of a database from before abandonment count as
    /// last played at their last save, ended ones stay as they were; no table reads as
    /// abandoned or with house rules; a reason the code does not know is refused.
    #[test]
    fn open_tables_from_before_abandonment_count_from_their_last_save() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrations().to_version(&mut conn, 8).unwrap();
        conn.execute_batch(
            "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
                                 seed, version, created_at, updated_at) \
             VALUES (1, 'g', 'c', 'quinox', 'playing', 'u1', '{}', 'live', 1, 3, 0, 500), \
                    (2, 'g', 'd', 'quinox', 'finished', 'u1', '{}', 'live', 1, 9, 0, 700);",
        )
        .unwrap();
        migrations().to_latest(&mut conn).unwrap();
        let human_at = |id: i64| -> Option<i64> {
            conn.query_row("SELECT human_at FROM tables WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .unwrap()
        };
        assert_eq!(human_at(1), Some(500));
        assert_eq!(human_at(2), None);
        let conn = Conn::from(conn);
        let table = crate::store::tables::get(&conn, 1).unwrap().unwrap();
        assert!(!table.abandoned && table.house_rules.is_empty());
        let bad = conn.execute("UPDATE tables SET ended_why = 'bored'", []);
        assert!(bad.is_err());
        let none: i64 = conn
            .query_row("SELECT COUNT(*) FROM server_settings", [], |r| r.get(0))
            .unwrap();
        assert_eq!(none, 0);
    }

    /// A database of the schema before bots (4) keeps its tables, seats,
    /// deadlines and results through migration 5: seats and deadlines are people's, tables
    /// keep the timeout default for absent players and count for ratings as before.
    #[test]
    fn tables_from_before_bots_migrate_as_peoples_tables() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrations().to_version(&mut conn, 4).unwrap();
        conn.execute_batch(
            "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
                                 seed, version, created_at, updated_at) \
             VALUES (1, 'g', 'c', 'quinox', 'playing', 'u1', '{}', 'live', 1, 3, 0, 0);
             INSERT INTO seats (table_id, seat, \"user\", name) VALUES (1, 0, 'u1', 'Ann');
             INSERT INTO deadlines (table_id, seat, kind, what, due) VALUES (1, 0, 'turn', 'x', 5);
             INSERT INTO results (table_id, guild, game, \"user\", seat, place, score, absent, \
                                  finished_at) VALUES (1, 'g', 'quinox', 'u1', 0, 1, 3, 0, 9);",
        )
        .unwrap();
        migrations().to_latest(&mut conn).unwrap();
        let conn = Conn::from(conn);
        let table = crate::store::tables::get(&conn, 1).unwrap().unwrap();
        assert!(!table.absent_bot && !table.rated_with_bots);
        let seats = crate::store::tables::seats(&conn, 1).unwrap();
        assert_eq!(seats[0].bot, None);
        let dl = crate::store::deadlines::for_table(&conn, 1).unwrap();
        assert_eq!(dl[0].bot, None);
        let rated: i64 = conn
            .query_row("SELECT rated FROM results", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rated, 1);
        // A level the code does not know is refused by the schema.
        let bad = conn.execute("UPDATE seats SET bot = 'godlike'", []);
        assert!(bad.is_err());
    }

    #[test]
    fn open_sets_durable_pragmas_and_is_reopenable() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/tabula.db");
        let conn = open(&path).unwrap();
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let sync: i64 = conn
            .query_row("PRAGMA synchronous", [], |r| r.get(0))
            .unwrap();
        assert_eq!(sync, 2, "synchronous=FULL");
        let fk: i64 = conn
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        assert_eq!(fk, 1);
        drop(conn);
        open(&path).unwrap();
    }
}
