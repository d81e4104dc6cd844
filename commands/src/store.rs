//! The SQLite store: connection settings and versioned migrations.
//!
//! Durability settings follow DESIGN.md: WAL with `synchronous=FULL` so an accepted action
//! survives power loss, foreign keys on, and a busy timeout so readers never fail on a lock.
//! All writes go through the one writer connection the [`crate::Bot`] owns.

use crate::error::{BotError, StoreError};
use rusqlite::config::DbConfig;
use rusqlite::{Connection, MAIN_DB};
use rusqlite_migration::{Migrations, M};
use std::path::Path;

pub mod health;

/// Schema history. Append new migrations; never edit a released one.
fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(
            r#"
        -- One row per table (a game in a channel), from lobby to finished or cancelled.
        CREATE TABLE tables (
            id            INTEGER PRIMARY KEY,
            guild         TEXT NOT NULL,
            channel       TEXT NOT NULL,
            game          TEXT NOT NULL,
            status        TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
            host          TEXT NOT NULL,
            options       TEXT NOT NULL,
            time_control  TEXT NOT NULL,
            seed          INTEGER NOT NULL,
            version       INTEGER NOT NULL,
            state         TEXT,
            recent        TEXT NOT NULL DEFAULT '[]',
            board_message TEXT,
            created_at    INTEGER NOT NULL,
            updated_at    INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX tables_one_open_per_channel
            ON tables (channel) WHERE status IN ('lobby', 'playing');
        CREATE INDEX tables_guild_status ON tables (guild, status);

        -- Who sits where. Seat order is join order; absence is the policy of DESIGN.md.
        CREATE TABLE seats (
            table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seat      INTEGER NOT NULL,
            user      TEXT NOT NULL,
            name      TEXT NOT NULL,
            timeouts  INTEGER NOT NULL DEFAULT 0,
            absent    INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (table_id, seat),
            UNIQUE (table_id, user)
        );
        CREATE INDEX seats_user ON seats (user);

        -- Every accepted game action, in order: with the seed it replays the game. One input
        -- can apply several actions (a timeout also settles the seat's follow-up decisions),
        -- numbered by `step` within the version.
        CREATE TABLE actions (
            table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            version    INTEGER NOT NULL,
            step       INTEGER NOT NULL,
            seat       INTEGER NOT NULL,
            action     TEXT NOT NULL,
            by_timeout INTEGER NOT NULL,
            at         INTEGER NOT NULL,
            PRIMARY KEY (table_id, version, step)
        );

        -- Deadlines are data: one per prompted seat, fired by the scheduler.
        CREATE TABLE deadlines (
            table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seat      INTEGER NOT NULL,
            kind      TEXT NOT NULL,
            what      TEXT NOT NULL,
            due       INTEGER NOT NULL,
            remind_at INTEGER,
            PRIMARY KEY (table_id, seat)
        );
        CREATE INDEX deadlines_due ON deadlines (due);
        CREATE INDEX deadlines_remind ON deadlines (remind_at) WHERE remind_at IS NOT NULL;

        -- Finished games, one row per seat, for stats.
        CREATE TABLE results (
            table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            guild       TEXT NOT NULL,
            game        TEXT NOT NULL,
            user        TEXT NOT NULL,
            seat        INTEGER NOT NULL,
            place       INTEGER NOT NULL,
            score       INTEGER NOT NULL,
            absent      INTEGER NOT NULL,
            finished_at INTEGER NOT NULL,
            PRIMARY KEY (table_id, seat)
        );
        CREATE INDEX results_player ON results (guild, game, user);

        -- Weng-Lin ratings per guild and game.
        CREATE TABLE ratings (
            guild TEXT NOT NULL,
            game  TEXT NOT NULL,
            user  TEXT NOT NULL,
            name  TEXT NOT NULL,
            mu    REAL NOT NULL,
            sigma REAL NOT NULL,
            PRIMARY KEY (guild, game, user)
        );
        "#,
        ),
        // A table cancelled because its row or saved state could not be read keeps everything
        // else as it was; this says why (issue 17, item 3).
        M::up("ALTER TABLE tables ADD COLUMN damaged TEXT;"),
        // Public messages a commit owes Discord (see `crate::outbox`). AUTOINCREMENT: an id is a
        // post's nonce, so it is never reused.
        M::up(
            r#"
        CREATE TABLE outbox (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            channel      TEXT NOT NULL,
            kind         TEXT NOT NULL CHECK (kind IN ('board', 'post')),
            table_id     INTEGER,
            version      INTEGER,
            reply        TEXT,
            svg          TEXT,
            picture_key  TEXT,
            picture_file TEXT,
            created_at   INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX outbox_one_board_per_table ON outbox (table_id) WHERE kind = 'board';
        "#,
        ),
        // Why Discord refused a table's messages for good (its channel is gone, or the bot lost
        // access to it), until a message to that channel goes out again (issue 17, item 1). The
        // index makes clearing it cheap on every delivered message: it holds only marked rows.
        M::up(
            r#"
        ALTER TABLE tables ADD COLUMN unreachable TEXT;
        CREATE INDEX tables_unreachable ON tables (channel) WHERE unreachable IS NOT NULL;
        "#,
        ),
        // Computer players (issue 18, see `crate::computer`): a seat a bot holds has its level
        // (and a `bot:<n>` user that no Discord id can be); a deadline row a bot answers says at
        // which level it thinks, so timeouts and bot moves are told apart in SQL; a table may
        // hand absent players' seats to a bot and may count its game for ratings although
        // bots play; a result row says whether it counted for ratings and which level a bot
        // seat played.
        M::up(
            r#"
        ALTER TABLE seats ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));
        ALTER TABLE deadlines ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));
        CREATE INDEX deadlines_bot_due ON deadlines (due) WHERE bot IS NOT NULL;
        ALTER TABLE tables ADD COLUMN absent_bot INTEGER NOT NULL DEFAULT 0
            CHECK (absent_bot IN (0, 1));
        ALTER TABLE tables ADD COLUMN rated_with_bots INTEGER NOT NULL DEFAULT 0
            CHECK (rated_with_bots IN (0, 1));
        ALTER TABLE results ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));
        ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
        "#,
        ),
        // Issue 25, item 4. A table whose status is damaged (none of the four) is neither open
        // nor ended; a channel with no open table looks for one, so that its players are told
        // and its host can cancel it. The index holds only such rows, so it costs nothing while
        // there are none, and the look-up stays cheap with many tables. And a post's picture
        // keeps the alt text its presenter wrote for it.
        M::up(
            r#"
        CREATE INDEX tables_damaged_status ON tables (channel)
            WHERE status NOT IN ('lobby', 'playing', 'finished', 'cancelled');
        ALTER TABLE outbox ADD COLUMN picture_alt TEXT;
        "#,
        ),
    ])
}

/// How long a connection waits for a lock held by another before it gives up.
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// The schema version this build writes: the number of migrations.
pub fn schema_version() -> i64 {
    MIGRATION_COUNT as i64
}

/// How many steps [`migrations`] has (checked by a test).
const MIGRATION_COUNT: usize = 6;

/// Opens the database at `path` (creating its folder and file), checks it, applies the pragmas
/// and brings the schema up to date.
///
/// The checks (issue 17, items 5 and 6), each failing with a one-line [`StoreError`] that
/// names the path and the cause:
/// - the folder can be created and written, and an existing database and its `-wal`/`-shm`
///   files can be written ([`health::probe`]): read-only files or mounts and a full disk are
///   found now, not at the first move;
/// - a `-wal` without its database, or a database in WAL mode that holds no schema while its
///   `-wal` is gone, is refused: its data was in that `-wal`, and a new empty database would
///   hide the loss;
/// - a database from a newer Tabula is refused before anything is written to it;
/// - an existing database passes `PRAGMA quick_check` (its time on 10,000 tables is in
///   BENCHMARKS.md).
///
/// A new database is created with its schema before it is switched to WAL, and after the
/// migrations the WAL is checkpointed into the database file, so the file itself always holds
/// the schema and everything migrated: a lost `-wal` can then cost only what followed.
pub fn open(path: &Path) -> Result<Connection, BotError> {
    Ok(open_checked(path)?.0)
}

/// [`open`], also returning what `quick_check` found wrong in single rows (a value that breaks
/// its column's constraint): such rows do not stop the start (issue 25, item 4). The caller
/// finds the tables they belong to and refuses only those.
pub fn open_with_findings(path: &Path) -> Result<(Connection, Vec<String>), BotError> {
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
    // an interaction's CPU time (BENCHMARKS.md). The code uses a few dozen distinct statements.
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
pub fn open_reader(path: &Path) -> Result<Connection, BotError> {
    let conn = Connection::open_with_flags(
        path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.pragma_update(None, "query_only", "ON")?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.set_prepared_statement_cache_capacity(128);
    Ok(conn)
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

    /// A database of the schema before computer players (4) keeps its tables, seats,
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
             INSERT INTO seats (table_id, seat, user, name) VALUES (1, 0, 'u1', 'Ann');
             INSERT INTO deadlines (table_id, seat, kind, what, due) VALUES (1, 0, 'turn', 'x', 5);
             INSERT INTO results (table_id, guild, game, user, seat, place, score, absent, \
                                  finished_at) VALUES (1, 'g', 'quinox', 'u1', 0, 1, 3, 0, 9);",
        )
        .unwrap();
        migrations().to_latest(&mut conn).unwrap();
        let table = crate::tables::get(&conn, 1).unwrap().unwrap();
        assert!(!table.absent_bot && !table.rated_with_bots);
        let seats = crate::tables::seats(&conn, 1).unwrap();
        assert_eq!(seats[0].bot, None);
        let dl = crate::deadlines::for_table(&conn, 1).unwrap();
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
