//! The yardstick for durable throughput: bare SQLite writing what one accepted input writes at
//! its core (the table's state row and one action log row), one transaction per input, with the
//! same schema and the same pragmas (WAL, `synchronous=FULL`) as Tabula's store; on
//! PostgreSQL, [`PgBare`]'s single-statement commits on the same server.
use super::baseline_pg::PgBare;
use super::copied::Copied;
use commands::store::Location;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::time::{Duration, Instant};

/// The baseline of the store the run measures.
pub enum Baseline {
    Sqlite(Bare),
    Postgres(PgBare),
}

impl Baseline {
    /// The baseline in the empty database `bare`, with the running tables of `source`.
    pub fn open(bare: &Location, source: &Location) -> anyhow::Result<Baseline> {
        match (bare, source) {
            (Location::File(bare), Location::File(source)) => {
                Ok(Baseline::Sqlite(Bare::open(bare, source)?))
            }
            (Location::Postgres(bare), Location::Postgres(source)) => {
                Ok(Baseline::Postgres(PgBare::open(bare, source)?))
            }
            _ => anyhow::bail!("the baseline and the bot's store are on different engines"),
        }
    }

    /// Mean bytes of the state rows written.
    pub fn mean_state_bytes(&self) -> usize {
        match self {
            Baseline::Sqlite(b) => b.copied.mean_state_bytes(),
            Baseline::Postgres(b) => b.copied.mean_state_bytes(),
        }
    }

    /// Commits one input's rows at a time for `duration`; returns the commits made.
    pub fn run(&mut self, duration: Duration) -> anyhow::Result<u64> {
        match self {
            Baseline::Sqlite(b) => b.run(duration),
            Baseline::Postgres(b) => b.run(duration),
        }
    }

    /// The report's words for what one commit is.
    pub fn describe(&self) -> &'static str {
        match self {
            Baseline::Sqlite(_) => "bare SQLite, one transaction per input",
            Baseline::Postgres(_) => "bare PostgreSQL, one autocommitted statement per input",
        }
    }
}

pub struct Bare {
    conn: Connection,
    copied: Copied,
}

impl Bare {
    /// A new database at `path` holding a copy of the running tables of `source` (the bot's
    /// database), so the rows written are real states of their real size.
    pub fn open(path: &Path, source: &Path) -> anyhow::Result<Bare> {
        let conn = commands::store::open(path)?;
        conn.execute("ATTACH DATABASE ?1 AS src", [source.to_string_lossy()])?;
        conn.execute_batch(
            "INSERT INTO tables SELECT * FROM src.tables WHERE status = 'playing';",
        )?;
        let action: Option<String> = conn
            .query_row(
                "SELECT action FROM src.actions ORDER BY rowid DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?;
        conn.execute_batch("DETACH DATABASE src;")?;
        let rows = {
            let mut stmt = conn.prepare("SELECT id, state FROM tables ORDER BY id")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<Result<Vec<_>, _>>()?
        };
        Ok(Bare {
            conn,
            copied: Copied::new(rows, action)?,
        })
    }

    /// Commits one input's rows per transaction for `duration`; returns the commits made.
    pub fn run(&mut self, duration: Duration) -> anyhow::Result<u64> {
        let started = Instant::now();
        let mut commits = 0;
        while started.elapsed() < duration {
            let (id, state, action) = self.copied.next();
            let now = commits as i64;
            let tx = self.conn.transaction()?;
            tx.prepare_cached(
                "UPDATE tables SET state = ?2, version = version + 1, updated_at = ?3 \
                 WHERE id = ?1",
            )?
            .execute(params![id, state, now])?;
            tx.prepare_cached(
                "INSERT INTO actions (table_id, version, step, seat, action, by_timeout, at) \
                 SELECT id, version, 0, 0, ?2, 0, ?3 FROM tables WHERE id = ?1",
            )?
            .execute(params![id, action, now])?;
            tx.commit()?;
            commits += 1;
        }
        Ok(commits)
    }
}
