//! One bot move: what the search needs, read from the last committed state, and the search.
//!
//! A request is read on a read connection when the bot's row falls due ([`Request::load`]):
//! the table's saved state at its current version, and, for a game whose bots remember what
//! they saw (`Determinize::REMEMBERS`, 8-quilibrium's cards given to each hand), the table's
//! log, which the search replays from the seed to rebuild the seat's `Recall` (only the events
//! as that seat saw them). Rebuilding it for each move costs a replay of the log (well under a
//! millisecond per hundred actions) and keeps nothing in memory between moves: a restart or a
//! search on another thread needs nothing but the database. The other games search from the
//! state alone (`game_kit::bots::choose`).
//!
//! [`Request::run`] is pure CPU work on a worker thread; it touches neither the database nor
//! the async runtime.

use crate::computer::Level;
use crate::ctx::mix;
use crate::db::Conn;
use crate::deadlines::Deadline;
use crate::session::{Engine, SearchInput};
use crate::tables::{self, Status};
use game_kit::Seat;
use serde_json::Value;
use std::time::{Duration, Instant};

/// Everything one search needs, owned, so it can move to a worker thread.
pub struct Request {
    pub table: i64,
    pub seat: Seat,
    /// The table's version the state is at: the answer counts only if it is still current.
    pub version: i64,
    pub level: Level,
    engine: &'static dyn Engine,
    options: Value,
    players: usize,
    table_seed: u64,
    state: String,
    log: Vec<(Seat, Value)>,
    iterations: Option<u32>,
}

/// Why a bot row could not become a request.
#[derive(Debug)]
pub enum Skip {
    /// The table is no longer running or no longer exists: nothing to think about.
    Gone,
    /// Reading the table failed or found damage; the table's deadlines are held back.
    Failed(String),
}

impl From<crate::db::Error> for Skip {
    fn from(e: crate::db::Error) -> Self {
        Skip::Failed(format!("reading the table: {e}"))
    }
}

/// What came of a search.
#[derive(Debug)]
pub struct Answer {
    pub table: i64,
    pub seat: Seat,
    pub version: i64,
    /// The chosen action (JSON); `None` when the seat turned out to have no prompt; an error
    /// when the state or the log could not be read.
    pub action: Result<Option<Value>, String>,
    pub elapsed: Duration,
}

impl Request {
    /// The request for bot row `due`, read from the last committed state on `conn`.
    pub fn load(conn: &Conn, due: &Deadline, iterations: Option<u32>) -> Result<Request, Skip> {
        let Some(level) = due.bot else {
            return Err(Skip::Failed("the row is not a bot's".into()));
        };
        let Some(table) = tables::get(conn, due.table)? else {
            return Err(Skip::Gone);
        };
        if table.status != Status::Playing {
            return Err(Skip::Gone);
        }
        let Some(engine) = registry::find(&table.game) else {
            return Err(Skip::Failed(format!(
                "game {:?} is not in this build",
                table.game
            )));
        };
        let Some(state) = table.state else {
            return Err(Skip::Failed("no saved state".into()));
        };
        let players = tables::seats(conn, table.id)?.len();
        let log = if engine.remembers() {
            tables::log(conn, table.id)?
                .into_iter()
                .map(|logged| (logged.seat, logged.action))
                .collect()
        } else {
            Vec::new()
        };
        Ok(Request {
            table: table.id,
            seat: due.seat,
            version: table.version,
            level,
            engine,
            options: table.options,
            players,
            table_seed: table.seed,
            state,
            log,
            iterations,
        })
    }

    /// Searches and returns the move. The search's seed comes from the table's seed, version
    /// and seat, so a run with a fixed seed and a fixed iteration budget replays exactly.
    pub fn run(self) -> Answer {
        let started = Instant::now();
        let input = SearchInput {
            options: &self.options,
            players: self.players,
            table_seed: self.table_seed,
            state: &self.state,
            log: &self.log,
            seat: self.seat,
            level: self.level,
            iterations: self.iterations,
            search_seed: mix(self.table_seed ^ mix(self.version as u64) ^ self.seat as u64),
        };
        let action = self.engine.think(&input);
        Answer {
            table: self.table,
            seat: self.seat,
            version: self.version,
            action,
            elapsed: started.elapsed(),
        }
    }
}
