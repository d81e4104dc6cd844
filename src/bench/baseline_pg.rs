//! The yardstick for durable throughput on PostgreSQL: bare PostgreSQL writing what one
//! accepted input writes at its core (the table's state row and one action log row), one
//! commit per input, on the same server and schema as Tabula's store.
//!
//! Each input is a single statement in autocommit (the state row's update and the log row's
//! insert joined in one `WITH … UPDATE … RETURNING` statement): one round trip and one
//! commit, the least any program can do per durable input on PostgreSQL one at a time. The
//! baseline's tables are Tabula's own schema without its triggers (which note changed tables
//! for the read path's cache), as SQLite's baseline file has none of the core's temporary
//! triggers.
use super::copied::Copied;
use commands::db::{params, Conn, OptionalExtension};
use commands::store::Location;
use std::time::{Duration, Instant};

pub struct PgBare {
    conn: Conn,
    pub(super) copied: Copied,
}

const COMMIT: &str = "WITH u AS (\
        UPDATE tables SET state = ?2, version = version + 1, updated_at = ?3 \
        WHERE id = ?1 RETURNING id, version) \
    INSERT INTO actions (table_id, version, step, seat, action, by_timeout, at) \
    SELECT id, version, 0, 0, ?4, 0, ?3 FROM u";

impl PgBare {
    /// The empty database `bare`, given Tabula's schema and a copy of the running tables of
    /// `source` (Tabula's database), so the rows written are real states of their real size.
    /// Rows are copied as JSON by column name, so the copy follows whatever columns the schema
    /// has.
    pub fn open(bare: &str, source: &str) -> anyhow::Result<PgBare> {
        let conn = commands::store::postgres::open(bare)?;
        conn.execute_batch(
            "ALTER TABLE tables DISABLE TRIGGER USER; ALTER TABLE actions DISABLE TRIGGER USER",
        )?;
        let from = commands::store::connect(&Location::Postgres(source.to_owned()))?;
        let playing = {
            let mut stmt = from.prepare(
                "SELECT CAST(row_to_json(t) AS TEXT) FROM tables t WHERE status = 'playing'",
            )?;
            let rows = stmt.query_map([], |r| r.get::<String>(0))?;
            rows.collect::<Result<Vec<_>, _>>()?
        };
        for row in &playing {
            conn.execute(
                "INSERT INTO tables SELECT * FROM json_populate_record(CAST(NULL AS tables), \
                 CAST(CAST(?1 AS TEXT) AS JSON))",
                [row],
            )?;
        }
        let action: Option<String> = from
            .query_row(
                "SELECT action FROM actions ORDER BY table_id DESC, version DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?;
        let rows = {
            let mut stmt = conn.prepare("SELECT id, state FROM tables ORDER BY id")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<Result<Vec<_>, _>>()?
        };
        Ok(PgBare {
            conn,
            copied: Copied::new(rows, action)?,
        })
    }

    /// Commits one input's rows per statement for `duration`; returns the commits made.
    pub fn run(&mut self, duration: Duration) -> anyhow::Result<u64> {
        let started = Instant::now();
        let mut commits = 0;
        while started.elapsed() < duration {
            let (id, state, action) = self.copied.next();
            let now = commits as i64;
            let written = self.conn.execute(COMMIT, params![id, state, now, action])?;
            anyhow::ensure!(written == 1, "the baseline wrote {written} log rows, not 1");
            commits += 1;
        }
        Ok(commits)
    }
}
