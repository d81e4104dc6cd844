//! The SQLite store: connection settings and versioned migrations.
//!
//! Durability settings follow DESIGN.md: WAL with `synchronous=FULL` so an accepted action
//! survives power loss, foreign keys on, and a busy timeout so readers never fail on a lock.
//! All writes go through the one writer connection the [`crate::Bot`] owns.

use crate::error::BotError;
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::Path;

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
    ])
}

/// Opens the database at `path` (creating its folder and file), applies the pragmas and brings
/// the schema up to date.
pub fn open(path: &Path) -> Result<Connection, BotError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| BotError::Corrupt(format!("cannot create {}: {e}", dir.display())))?;
    }
    let mut conn = Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // Each input runs in a savepoint; its sub-journal stays in memory.
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    // Every statement of an input is prepared once and reused: parsing SQL anew cost a fifth of
    // an interaction's CPU time (BENCHMARKS.md). The code uses a few dozen distinct statements.
    conn.set_prepared_statement_cache_capacity(128);
    migrations().to_latest(&mut conn)?;
    Ok(conn)
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
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
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
