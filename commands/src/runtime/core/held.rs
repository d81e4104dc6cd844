//! Deadlines that could not fire, held back so that they neither stop the others nor spin.
//!
//! A table whose saved state does not load, or whose timeout fails to save, keeps its passed
//! deadline: the row stays as it is (nothing about the table is rewritten). Without this, the
//! scheduler would find that same row first on every pass, sleep zero and fail again, and no
//! other table's deadline would ever fire (issue 17, item 3). So a table whose timeout failed
//! is held back for a while that doubles with each failure up to [`MAX_BACKOFF`] (a
//! [`Backoff`]); every other table's deadlines fire on time meanwhile, and the error is logged
//! once per change, not once per attempt. The same backoff applies to the store as a whole when a round of timeouts
//! could not commit (disk full, read-only file): then nothing can fire, and retrying at once
//! would only fill the log.
//!
//! A database that cannot be reached (PostgreSQL restarting, the network down, another
//! SQLite connection holding the write lock) is another matter: it fails everything at once
//! and ends by itself, and nothing tells when. So then the store is tried again every
//! [`UNAVAILABLE_RETRY`] at most, failures met while that wait runs (the scheduler looking for
//! its next deadline, an input's batch) do not push the retry later, and the first transaction
//! that commits on a live connection, whoever's it is, ends the wait, in one log line (issue
//! 44: deadlines resumed up to 135 s after a 1.4 s restart, when every pass doubled a backoff
//! capped at a minute).
//!
//! This is memory, not data: after a restart every held deadline is tried once more.
use crate::api::Millis;
use crate::backoff::Backoff;
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// The first retry comes after this long; each failure doubles it.
const FIRST_BACKOFF: Millis = 1_000;
/// The longest wait between two tries.
pub const MAX_BACKOFF: Millis = 60_000;

/// The longest wait before the store is tried again while the database cannot be reached:
/// it is back within this (plus a connection's set-up) of coming back.
pub const UNAVAILABLE_RETRY: Millis = 1_000;

/// A table's or the store's backoff before its first failure.
const BACKOFF: Backoff = Backoff::new(
    Duration::from_millis(FIRST_BACKOFF as u64),
    Duration::from_millis(MAX_BACKOFF as u64),
);

/// The store's backoff while the database cannot be reached: a connection attempt (or, on
/// SQLite, a wait for the lock) a second costs nothing, and a longer wait would only delay
/// every deadline once the database is back.
const UNAVAILABLE: Backoff = Backoff::new(
    Duration::from_millis(UNAVAILABLE_RETRY as u64 / 2),
    Duration::from_millis(UNAVAILABLE_RETRY as u64),
);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Failing {
    backoff: Backoff,
    until: Millis,
    error: String,
    /// When the first of these failures was met.
    since: Millis,
    /// When the last one was met.
    at: Millis,
    /// The database could not be reached ([`crate::store::db::Error::is_unavailable`]).
    unavailable: bool,
}

impl Failing {
    /// Records one more failure at `now`, and whether the error differs from the last one.
    fn again(previous: Option<Failing>, now: Millis, error: String) -> (Failing, bool) {
        Failing::again_with(previous, now, error, false)
    }

    /// [`Failing::again`], of a database that could not be reached (`unavailable`) or not: a
    /// change between the two starts the backoff over.
    fn again_with(
        previous: Option<Failing>,
        now: Millis,
        error: String,
        unavailable: bool,
    ) -> (Failing, bool) {
        let previous = previous.filter(|p| p.unavailable == unavailable);
        let changed = previous.as_ref().is_none_or(|p| p.error != error);
        let since = previous.as_ref().map_or(now, |p| p.since);
        let start = if unavailable { UNAVAILABLE } else { BACKOFF };
        let mut backoff = previous.map_or(start, |p| p.backoff);
        let wait = Millis::try_from(backoff.fail().as_millis()).unwrap_or(Millis::MAX);
        let failing = Failing {
            backoff,
            until: now.saturating_add(wait),
            error,
            since,
            at: now,
            unavailable,
        };
        (failing, changed)
    }

    fn failures(&self) -> u32 {
        self.backoff.failures()
    }
}

/// The tables whose deadlines are held back, and the store's own backoff.
#[derive(Debug, Default)]
pub struct Held {
    tables: HashMap<i64, Failing>,
    store: Option<Failing>,
    /// Damage already logged (what does not read back, naming its table): each is logged
    /// once per process, however often players click at the table (issue 25, item 4).
    damaged: HashSet<String>,
}

impl Held {
    /// Whether `table`'s deadlines wait at `now`.
    pub fn holds(&self, table: i64, now: Millis) -> bool {
        self.tables.get(&table).is_some_and(|f| f.until > now)
    }

    /// `table`'s timeout failed with `error`; it is tried again after the backoff.
    pub fn table_failed(&mut self, table: i64, now: Millis, error: String) {
        let (failing, changed) = Failing::again(self.tables.remove(&table), now, error);
        if changed {
            tracing::error!(
                table,
                error = %failing.error,
                retry_in_ms = failing.until - now,
                "a deadline cannot fire; the table's deadlines wait and every other table's go on (logged again only if the error changes)"
            );
        } else {
            tracing::debug!(
                table,
                failures = failing.failures(),
                "deadline still cannot fire"
            );
        }
        self.tables.insert(table, failing);
    }

    /// `table`'s timeout went through.
    pub fn table_fired(&mut self, table: i64) {
        if let Some(f) = self.tables.remove(&table) {
            tracing::info!(
                table,
                failures = f.failures(),
                "the table's deadlines fire again"
            );
        }
    }

    /// A round of timeouts could not commit: nothing fires until the backoff has passed. A
    /// failure met while the backoff runs was not a try of its own (the scheduler reading
    /// its next deadline, say) and leaves the retry when it was.
    pub fn store_failed(&mut self, now: Millis, error: String) {
        if self.store_waits(now) {
            tracing::debug!(error, "the store still fails; its retry stays when it was");
            return;
        }
        let (failing, changed) = Failing::again(self.store.take(), now, error);
        if changed {
            tracing::error!(
                error = %failing.error,
                retry_in_ms = failing.until - now,
                "timeouts could not be saved; retrying with backoff (logged again only if the error changes)"
            );
        }
        self.store = Some(failing);
    }

    /// The database could not be reached (a transaction met a lost connection, a refused
    /// one, a lock held elsewhere): the store is tried again within [`UNAVAILABLE_RETRY`],
    /// and no failure met before then pushes that retry later. This takes the place of a
    /// backoff of any other failure: that failure was this one.
    pub fn store_unavailable(&mut self, now: Millis, error: String) {
        if let Some(f) = &mut self.store {
            if f.unavailable && f.until > now {
                f.at = now;
                tracing::debug!(error, "the database still cannot be reached");
                return;
            }
        }
        let (failing, changed) = Failing::again_with(self.store.take(), now, error, true);
        if changed {
            tracing::error!(
                error = %failing.error,
                retry_in_ms = failing.until - now,
                "the database cannot be reached; deadlines, bots' moves and direct messages wait for it, tried again every second (logged again only if the error changes)"
            );
        }
        self.store = Some(failing);
    }

    /// A transaction committed on a live connection at `now`: if the database could not be
    /// reached before, it is back, and everything waiting for it goes on at once. The tables
    /// held back while it was away failed for that, not for themselves: they are tried again
    /// at once too.
    pub fn store_reached(&mut self, now: Millis) {
        let Some(f) = self.store.take_if(|f| f.unavailable) else {
            return;
        };
        let since = f.since;
        self.tables.retain(|_, t| t.at < since);
        tracing::info!(
            failures = f.failures(),
            away_ms = now.saturating_sub(since),
            "the database is back; deadlines, bots' moves and direct messages go on"
        );
    }

    /// Whether the store waits for a database that could not be reached.
    pub fn unavailable(&self) -> bool {
        self.store.as_ref().is_some_and(|f| f.unavailable)
    }

    /// A round of timeouts committed.
    pub fn store_ok(&mut self) {
        if let Some(f) = self.store.take() {
            if f.unavailable {
                // Said by `store_reached`'s line when the commit did not say it already.
                tracing::info!(failures = f.failures(), "the database is back");
            } else {
                tracing::info!(failures = f.failures(), "timeouts are saved again");
            }
        }
    }

    /// Logs damaged stored data (`detail` names the table and what is wrong) the first time
    /// it is met.
    pub fn damaged(&mut self, detail: &str) {
        if self.damaged.insert(detail.to_string()) {
            tracing::error!(
                damage = detail,
                "a table's stored data is damaged: its inputs are refused and the row is kept as it is (see `tabula check`; logged once)"
            );
        }
    }

    /// Whether the store's backoff keeps every deadline waiting at `now`.
    pub fn store_waits(&self, now: Millis) -> bool {
        self.store.as_ref().is_some_and(|f| f.until > now)
    }

    /// When the scheduler should look again, given the earliest deadline of a table that is
    /// not held (`next`): never before the store's backoff ends, and no later than the first
    /// held table's retry.
    pub fn next(&self, next: Option<Millis>) -> Option<Millis> {
        let retry = self.tables.values().map(|f| f.until).min();
        let next = match (next, retry) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        match &self.store {
            // Failing, the store is tried again when its backoff ends even with no deadline
            // known (reading them is what may have failed).
            Some(store) => Some(next.map_or(store.until, |n| n.max(store.until))),
            None => next,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_its_cap_and_success_clears_it() {
        let mut held = Held::default();
        let mut waits = Vec::new();
        let mut now = 0;
        for _ in 0..10 {
            held.table_failed(7, now, "state does not load".into());
            let until = held.tables[&7].until;
            waits.push(until - now);
            assert!(held.holds(7, now));
            assert!(!held.holds(8, now), "other tables are not held");
            now = until;
            assert!(!held.holds(7, now), "tried again once the backoff passed");
        }
        assert_eq!(
            waits,
            [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000]
        );
        held.table_fired(7);
        held.table_failed(7, now, "state does not load".into());
        assert_eq!(held.tables[&7].until - now, FIRST_BACKOFF);
    }

    #[test]
    fn the_next_wake_up_is_the_earliest_of_deadlines_and_retries_but_never_inside_the_store_backoff(
    ) {
        let mut held = Held::default();
        assert_eq!(held.next(None), None);
        assert_eq!(held.next(Some(500)), Some(500));
        held.table_failed(1, 0, "x".into());
        assert_eq!(held.next(None), Some(1_000));
        assert_eq!(held.next(Some(500)), Some(500));
        assert_eq!(held.next(Some(5_000)), Some(1_000));
        held.store_failed(0, "disk full".into());
        assert!(held.store_waits(999));
        assert_eq!(held.next(Some(500)), Some(1_000));
        held.store_failed(1_000, "disk full".into());
        assert_eq!(held.next(Some(500)), Some(3_000));
        held.store_ok();
        assert!(!held.store_waits(1_001));
        assert_eq!(held.next(Some(500)), Some(500));
    }

    #[test]
    fn failures_met_while_the_store_waits_do_not_push_its_retry() {
        let mut held = Held::default();
        held.store_failed(0, "disk full".into());
        // The scheduler reading its next deadline, every click's pass: none is a try.
        for now in (0..1_000).step_by(50) {
            held.store_failed(now, "reading the next deadline".into());
        }
        assert_eq!(
            held.store.as_ref().map(|f| (f.until, f.failures())),
            Some((1_000, 1))
        );
        held.store_failed(1_000, "disk full".into());
        assert_eq!(held.store.as_ref().map(|f| f.until), Some(3_000));
    }

    #[test]
    fn an_unreachable_database_is_retried_every_second_however_long_it_is_away() {
        let mut held = Held::default();
        // A failure of another kind first (reading deadlines), then the writer finds the
        // connection gone: the retry is the unreachable database's.
        held.store_failed(0, "reading deadlines".into());
        held.store_unavailable(0, "connection closed".into());
        assert!(held.unavailable());
        let mut now = 0;
        let mut waits = Vec::new();
        for _ in 0..200 {
            let until = held.store.as_ref().map_or(0, |f| f.until);
            // Clicks meanwhile fail too, without moving the retry.
            held.store_unavailable(until - 1, "connection closed".into());
            held.store_failed(until - 1, "the transaction did not commit".into());
            assert_eq!(held.store.as_ref().map(|f| f.until), Some(until));
            waits.push(until - now);
            now = until;
            held.store_unavailable(now, "connection closed".into());
        }
        assert!(waits.iter().all(|w| *w <= UNAVAILABLE_RETRY), "{waits:?}");
        // Nothing known due: the scheduler still looks again when the retry comes.
        assert_eq!(held.next(None), held.store.as_ref().map(|f| f.until));
    }

    #[test]
    fn the_first_commit_after_the_database_is_back_ends_the_wait_and_frees_its_tables() {
        let mut held = Held::default();
        held.table_failed(1, 0, "state does not load".into());
        held.store_unavailable(100, "connection closed".into());
        // A table whose timeout failed because the database was away.
        held.table_failed(2, 200, "writing the input's rows: connection closed".into());
        held.store_reached(300);
        assert!(!held.unavailable() && !held.store_waits(300));
        assert!(!held.holds(2, 300), "freed with the database");
        assert!(held.holds(1, 300), "its own failure stays held");
        // A commit ends only a wait for an unreachable database: a full disk needs a write.
        held.store_failed(400, "disk full".into());
        held.store_reached(500);
        assert!(held.store_waits(500));
    }
}
