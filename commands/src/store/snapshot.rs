//! The last committed state of running tables, parsed once and shared by the read path.
//!
//! One action takes several clicks (open the view, menu steps, the action itself), each of
//! which read the table's row, its seats and deadlines and parsed its saved state again:
//! about a quarter of an interaction's CPU (`docs/benchmarks.md`, run 6). A [`Loaded`] table is
//! kept here between those clicks, keyed by table, and is replaced or dropped as soon as the
//! writer commits any change to that table's rows ([`Snapshots::changed`]), so a read never
//! answers from a state older than the last commit it could have seen.
//!
//! Which tables a commit changed is not left to each handler to declare: triggers note every
//! written row of `tables`, `seats` and `deadlines` (temporary ones on SQLite's writer
//! connection, [`watch`]; the schema's own on PostgreSQL, into a setting local to the
//! transaction), and the writer reads that list before each commit ([`take_changed`]). On
//! PostgreSQL, where reading it is a round trip, an action's writes say which table they
//! change (`db::Changes`); the server's triggers then skip them (schema 13; debug builds note
//! them apart and check each claim against those notes), and the list is read only after a
//! write that does not.
//!
//! A read fills the cache only if no commit happened since before it began
//! ([`Snapshots::offer`] with the generation read first): a read that began before a commit
//! may have seen the older state, and must not put it back after the writer dropped it.
//!
//! A committed action already holds everything a read would load (its row, seats, deadlines
//! and parsed state), so the writer notes it ([`Fresh`]) and puts it in the cache in the same
//! step that drops the older state: the next click at that table (the next player's view)
//! reads and parses nothing.
use crate::store::db::{Backend, Conn};
use crate::store::deadlines::Deadline;
use crate::store::tables::{SeatRow, Table, RECENT_INPUTS};
use present_kit::session::Session;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Running tables kept parsed by default (`Switches::kept_tables`, the `snapshot` module):
/// the ones used most recently. Beyond it the least recently used is dropped (it is read
/// again when next clicked), so the cache's memory is bounded whatever the number of active
/// tables. Since the writer keeps the state each action leaves, every click at a kept table
/// reads nothing: with the benchmark's thousand active tables all kept, a quarter less CPU
/// per interaction than keeping 64 (which the benchmark's round of a thousand tables never
/// hits). The full run kept the resident set at 35 KB per active table, with the allocator
/// returning freed pages (the binary's `allocator` module; 48-57 KB without): `BENCHMARKS.md`,
/// run 11. A kept table itself is about 3 KB of live data.
pub const KEPT_TABLES: usize = 1024;

/// A running table as committed: its row (without the saved state, which [`Loaded::session`]
/// stands for), its seats, its deadlines and its parsed state.
pub struct Loaded {
    pub table: Table,
    pub seats: Vec<SeatRow>,
    pub deadlines: Vec<Deadline>,
    pub session: Box<dyn Session>,
}

impl Loaded {
    /// A running table as the cache keeps it: without the stored text of its state (the
    /// parsed state stands for it; nothing reads it again, and an action saves a new one).
    /// It keeps the recent events a row is saved with ([`RECENT_INPUTS`], the board's), so
    /// that the writer can take the row from here ([`WriterCache::unchanged`]) and save them
    /// with the next action's; a row saved before with more keeps only those.
    pub fn for_reads(
        mut table: Table,
        seats: Vec<SeatRow>,
        deadlines: Vec<Deadline>,
        session: Box<dyn Session>,
    ) -> Loaded {
        table.state = None;
        let recent = &mut table.recent;
        recent.drain(..recent.len().saturating_sub(RECENT_INPUTS));
        Loaded {
            table,
            seats,
            deadlines,
            session,
        }
    }

    /// The state for an action to change: taken as it is when nothing else holds it (the
    /// writer's own read), copied when it is shared (kept for the read path).
    pub fn session_to_change(loaded: Arc<Loaded>) -> Box<dyn Session> {
        Arc::try_unwrap(loaded)
            .map(|own| own.session)
            .unwrap_or_else(|shared| shared.session.clone_box())
    }
}

/// The cache; see the module documentation.
pub struct Snapshots {
    inner: Mutex<Inner>,
    capacity: usize,
}

#[derive(Default)]
struct Inner {
    /// Commits that changed some table since the process started.
    generation: u64,
    /// Each kept table with the tick it was last used at.
    tables: HashMap<i64, (Arc<Loaded>, u64)>,
    /// The channel of each kept table (a channel has one open table at a time).
    channels: HashMap<String, i64>,
    /// Counts uses, for the least recently used.
    tick: u64,
}

impl Default for Snapshots {
    fn default() -> Self {
        Snapshots::new(KEPT_TABLES)
    }
}

impl Snapshots {
    /// A cache of at most `capacity` tables (0 keeps none).
    pub fn new(capacity: usize) -> Snapshots {
        Snapshots {
            inner: Mutex::default(),
            capacity,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // Every update below leaves the maps consistent before anything can panic.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Read before a read transaction begins, and given back to [`Snapshots::offer`].
    pub fn generation(&self) -> u64 {
        self.lock().generation
    }

    pub fn get(&self, table: i64) -> Option<Arc<Loaded>> {
        self.lock().used(table)
    }

    /// Whether `loaded` is what the cache keeps for its table (the same state, not an equal
    /// one). Not a use: the least recently used order is left as it is.
    pub fn holds(&self, loaded: &Arc<Loaded>) -> bool {
        self.lock()
            .tables
            .get(&loaded.table.id)
            .is_some_and(|(kept, _)| Arc::ptr_eq(kept, loaded))
    }

    /// The kept running table of `channel`, if any.
    pub fn in_channel(&self, channel: &str) -> Option<Arc<Loaded>> {
        let mut inner = self.lock();
        let id = *inner.channels.get(channel)?;
        inner.used(id)
    }

    /// Keeps `loaded`, read in a transaction that began at `generation`, unless a commit
    /// changed some table since (it may then be older than that commit).
    pub fn offer(&self, generation: u64, loaded: &Arc<Loaded>) {
        let mut inner = self.lock();
        if inner.generation != generation || self.capacity == 0 {
            return;
        }
        let dropped = inner.keep(loaded.clone(), self.capacity);
        // Freeing a table's state is the slow part of dropping it: done after the lock.
        drop(inner);
        drop(dropped);
    }

    /// The writer is about to release the replies of a transaction that changed `tables`
    /// (committed or not): their kept states are dropped, and reads begun before cannot put
    /// them back. `fresh` (empty unless the transaction committed) are states the commit
    /// left, as a read would now load them ([`Fresh`]): kept in place of the dropped ones in
    /// the same step, so no read sees the table missing in between.
    pub fn changed(&self, tables: &[i64], fresh: Vec<Arc<Loaded>>) {
        if tables.is_empty() && fresh.is_empty() {
            return;
        }
        let mut inner = self.lock();
        inner.generation += 1;
        let mut dropped: Vec<_> = tables.iter().filter_map(|&t| inner.forget(t)).collect();
        if self.capacity > 0 {
            for loaded in fresh {
                dropped.extend(inner.keep(loaded, self.capacity));
            }
        }
        drop(inner);
        drop(dropped);
    }

    /// Tables kept now (tests, benchmarks).
    pub fn len(&self) -> usize {
        self.lock().tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Inner {
    /// Keeps `loaded` (as the most recently used), dropping the least recently used table if
    /// the cache is full; returns what it no longer keeps, for the caller to drop after
    /// unlocking.
    fn keep(&mut self, loaded: Arc<Loaded>, capacity: usize) -> Vec<Arc<Loaded>> {
        let id = loaded.table.id;
        let mut dropped = Vec::new();
        if self.tables.len() >= capacity && !self.tables.contains_key(&id) {
            let oldest = self.tables.iter().min_by_key(|(_, (_, at))| *at);
            if let Some(old) = oldest.map(|(old, _)| *old) {
                dropped.extend(self.forget(old));
            }
        }
        self.tick += 1;
        let at = self.tick;
        self.channels.insert(loaded.table.channel.clone(), id);
        dropped.extend(self.tables.insert(id, (loaded, at)).map(|(old, _)| old));
        dropped
    }

    fn used(&mut self, table: i64) -> Option<Arc<Loaded>> {
        self.tick += 1;
        let tick = self.tick;
        let (loaded, at) = self.tables.get_mut(&table)?;
        *at = tick;
        Some(loaded.clone())
    }

    /// Stops keeping `table`; returns what was kept, for the caller to drop after unlocking.
    fn forget(&mut self, table: i64) -> Option<Arc<Loaded>> {
        let (gone, _) = self.tables.remove(&table)?;
        if self.channels.get(&gone.table.channel) == Some(&table) {
            self.channels.remove(&gone.table.channel);
        }
        Some(gone)
    }
}

/// What one transaction of the writer changed: every table it wrote, and for those whose last
/// write was a committed action, the state that action left ([`Loaded::for_reads`]).
///
/// A state is only ever the last word on its table: every write the triggers note after it
/// (a timeout's presence change, a lobby change, anything) wipes it ([`Fresh::note_writes`]),
/// and so does undoing the savepoint it was noted in ([`Fresh::step_undone`]). A wiped table
/// is dropped from the cache as before, never kept stale.
#[derive(Default)]
pub struct Fresh(Mutex<FreshInner>);

#[derive(Default)]
struct FreshInner {
    /// Every table written; `Some` where its last write was a committed action's.
    tables: HashMap<i64, Option<Arc<Loaded>>>,
    /// Tables given a state in the savepoint running now.
    in_step: Vec<i64>,
}

impl Fresh {
    fn lock(&self) -> MutexGuard<'_, FreshInner> {
        // Every update below leaves the map consistent before anything can panic.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Forgets everything: a new transaction begins (one that failed may have left notes).
    pub fn reset(&self) {
        *self.lock() = FreshInner::default();
    }

    /// Notes the tables written since the last call, on the writer's transaction `conn`.
    pub fn note_writes(&self, conn: &Conn) -> crate::store::db::Result<()> {
        let written = take_changed(conn)?;
        let mut inner = self.lock();
        for table in written {
            inner.tables.insert(table, None);
        }
        Ok(())
    }

    /// `loaded` is its table as the running savepoint leaves it; every write before this was
    /// noted ([`Fresh::note_writes`]).
    pub fn left(&self, loaded: Loaded) {
        let id = loaded.table.id;
        let mut inner = self.lock();
        inner.tables.insert(id, Some(Arc::new(loaded)));
        inner.in_step.push(id);
    }

    /// The state the savepoint that ran last left for its table, if it gave exactly one table
    /// a state and nothing wrote that table after (an action that goes on): the
    /// table as a read in this transaction would now find it.
    pub fn left_in_step(&self, conn: &Conn) -> crate::store::db::Result<Option<Arc<Loaded>>> {
        self.note_writes(conn)?;
        let inner = self.lock();
        Ok(match inner.in_step.as_slice() {
            [table] => inner.tables.get(table).cloned().flatten(),
            _ => None,
        })
    }

    /// Whether this transaction wrote `table` (as far as [`Fresh::note_writes`] noted).
    fn wrote(&self, table: i64) -> bool {
        self.lock().tables.contains_key(&table)
    }

    /// An input's savepoint begins.
    pub fn step_began(&self) {
        self.lock().in_step.clear();
    }

    /// The savepoint was rolled back: the states noted in it never happened.
    pub fn step_undone(&self) {
        let mut inner = self.lock();
        for table in std::mem::take(&mut inner.in_step) {
            inner.tables.insert(table, None);
        }
    }

    /// The tables written, and the states to keep once the transaction has committed.
    pub fn take(&self) -> (Vec<i64>, Vec<Arc<Loaded>>) {
        let inner = std::mem::take(&mut *self.lock());
        let written = inner.tables.keys().copied().collect();
        let fresh = inner.tables.into_values().flatten().collect();
        (written, fresh)
    }
}

/// The cache as the writer's transaction sees it: what is kept, and what this transaction
/// wrote so far.
#[derive(Clone, Copy)]
pub struct WriterCache<'a> {
    pub kept: &'a Snapshots,
    pub fresh: &'a Fresh,
}

impl WriterCache<'_> {
    /// Whether `loaded` is still its table as the writer's transaction `conn` would read it:
    /// it is what the cache keeps, and this transaction has not written the table. A kept
    /// table is its last committed state (every commit that writes it replaces or drops it),
    /// so the writer can act on it without reading the row and seats again. A write of this
    /// transaction not noted yet is noted first.
    pub fn unchanged(&self, conn: &Conn, loaded: &Arc<Loaded>) -> crate::store::db::Result<bool> {
        self.fresh.note_writes(conn)?;
        Ok(!self.fresh.wrote(loaded.table.id) && self.kept.holds(loaded))
    }
}

/// Sets up the writer's connection to note every table whose rows it writes. On SQLite: a
/// temporary table and triggers, which live only on this connection and are never stored in
/// the file. PostgreSQL's triggers are part of its schema (`store/postgres/11-schema.sql`)
/// and note the tables in a setting local to the transaction.
///
/// A trigger's own `INSERT OR IGNORE` would not do: inside an upsert (`INSERT … ON CONFLICT DO
/// UPDATE`, which `deadlines` uses) SQLite applies the outer statement's conflict handling to
/// the trigger's statements too, so the second note of a table would abort the statement.
pub fn watch(conn: &Conn) -> crate::store::db::Result<()> {
    if conn.backend() == Backend::Postgres {
        return Ok(());
    }
    let mut sql =
        String::from("CREATE TEMP TABLE IF NOT EXISTS changed_tables (id INTEGER PRIMARY KEY);\n");
    for (table, id) in [
        ("tables", "id"),
        ("seats", "table_id"),
        ("deadlines", "table_id"),
    ] {
        for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
            sql.push_str(&format!(
                "CREATE TEMP TRIGGER IF NOT EXISTS changed_{table}_{event} AFTER {event} ON main.{table} \
                 BEGIN INSERT INTO changed_tables (id) SELECT {row}.{id} WHERE NOT EXISTS \
                 (SELECT 1 FROM changed_tables WHERE id = {row}.{id}); END;\n",
                event = event.to_lowercase()
            ));
            if event == "UPDATE" && table != "tables" {
                // A row moved to another table (never done today) changes the old one too.
                sql.push_str(&format!(
                    "CREATE TEMP TRIGGER IF NOT EXISTS changed_{table}_update_old AFTER UPDATE ON \
                     main.{table} BEGIN INSERT INTO changed_tables (id) SELECT OLD.{id} \
                     WHERE NOT EXISTS (SELECT 1 FROM changed_tables WHERE id = OLD.{id}); END;\n"
                ));
            }
        }
    }
    conn.execute_batch(&sql)
}

/// The tables written since the last call, inside the writer's transaction (so a rolled back
/// transaction forgets them along with its writes, which is right: nothing changed).
pub fn take_changed(conn: &Conn) -> crate::store::db::Result<Vec<i64>> {
    if conn.backend() == Backend::Postgres {
        let (unsaid, mut said) = conn.take_changes();
        // Writes that said what they changed are not noted by the server (schema 13, set
        // apart in debug builds); every other write is. So the notes are read only after a
        // write that said nothing, at the cost of a round trip.
        if cfg!(debug_assertions) {
            // Debug builds check every claim against the server's notes of it.
            let notes = postgres_notes(conn, unsaid)?;
            let unclaimed: Vec<&i64> = notes
                .claimed
                .iter()
                .chain(if unsaid { &[][..] } else { &notes.changed[..] })
                .filter(|t| !said.contains(t))
                .collect();
            assert!(
                unclaimed.is_empty(),
                "writes that said what they changed changed tables {unclaimed:?} too"
            );
            if unsaid {
                said.extend(notes.changed);
            }
        } else if unsaid {
            said.extend(postgres_notes(conn, true)?.changed);
        }
        said.sort_unstable();
        said.dedup();
        return Ok(said);
    }
    let ids = conn
        .prepare_cached("SELECT id FROM temp.changed_tables")?
        .query_map([], |r| r.get(0))?
        .collect::<crate::store::db::Result<Vec<i64>>>()?;
    if !ids.is_empty() {
        conn.prepare_cached("DELETE FROM temp.changed_tables")?
            .execute([])?;
    }
    Ok(ids)
}

/// The server's notes on PostgreSQL (schema 13).
struct Notes {
    /// Tables written by writes that did not say what they change.
    changed: Vec<i64>,
    /// Tables written by writes that did, noted only in debug builds to check the claims.
    claimed: Vec<i64>,
}

/// Reads the server's notes (each setting a list such as "12,7,12,"), emptying the claimed
/// ones, and the others too if `empty`.
fn postgres_notes(conn: &Conn, empty: bool) -> crate::store::db::Result<Notes> {
    let (changed, claimed): (Option<String>, Option<String>) = conn
        .prepare_cached(if empty {
            "SELECT current_setting('tabula.changed', true), \
             current_setting('tabula.checked', true), \
             set_config('tabula.changed', '', true), set_config('tabula.checked', '', true)"
        } else {
            "SELECT current_setting('tabula.changed', true), \
             current_setting('tabula.checked', true), set_config('tabula.checked', '', true)"
        })?
        .query_row([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(Notes {
        changed: noted_ids(changed.as_deref())?,
        claimed: noted_ids(claimed.as_deref())?,
    })
}

/// The tables of a note list ("12,7,12,"), each once.
fn noted_ids(noted: Option<&str>) -> crate::store::db::Result<Vec<i64>> {
    let mut ids = Vec::new();
    for id in noted.unwrap_or("").split(',').filter(|s| !s.is_empty()) {
        let id: i64 = id
            .parse()
            .map_err(|_| crate::store::db::Error::Conversion {
                index: 0,
                source: format!("a changed table noted as {id:?}").into(),
            })?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn database() -> Conn {
        let conn = Conn::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE tables (id INTEGER PRIMARY KEY, version INTEGER);
             CREATE TABLE seats (table_id INTEGER, seat INTEGER, absent INTEGER);
             CREATE TABLE deadlines (table_id INTEGER, seat INTEGER, due INTEGER);
             INSERT INTO tables VALUES (1, 0), (2, 0), (3, 0);
             INSERT INTO seats VALUES (1, 0, 0), (2, 0, 0);
             INSERT INTO deadlines VALUES (3, 0, 10);",
        )
        .unwrap();
        watch(&conn).unwrap();
        conn
    }

    #[test]
    fn every_written_row_names_its_table_once_and_a_rolled_back_write_names_none() {
        let mut conn = database();
        assert_eq!(take_changed(&conn).unwrap(), Vec::<i64>::new());
        let tx = conn.transaction().unwrap();
        tx.execute_batch(
            "UPDATE tables SET version = 1 WHERE id = 1;
             UPDATE seats SET absent = 1 WHERE table_id = 1;
             UPDATE seats SET absent = 1 WHERE table_id = 2;
             SAVEPOINT step; DELETE FROM deadlines WHERE table_id = 3; ROLLBACK TO step;
             RELEASE step;",
        )
        .unwrap();
        let mut changed = take_changed(&tx).unwrap();
        changed.sort();
        assert_eq!(changed, vec![1, 2]);
        tx.execute_batch(
            "DELETE FROM deadlines WHERE table_id = 3; INSERT INTO tables VALUES (4, 0)",
        )
        .unwrap();
        let mut changed = take_changed(&tx).unwrap();
        changed.sort();
        assert_eq!(changed, vec![3, 4], "taken once, then only the new ones");
        tx.commit().unwrap();
        assert_eq!(take_changed(&conn).unwrap(), Vec::<i64>::new());
    }
}
