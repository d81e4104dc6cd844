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
//! This is memory, not data: after a restart every held deadline is tried once more.
use crate::api::Millis;
use crate::backoff::Backoff;
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// The first retry comes after this long; each failure doubles it.
const FIRST_BACKOFF: Millis = 1_000;
/// The longest wait between two tries.
pub const MAX_BACKOFF: Millis = 60_000;

/// A table's or the store's backoff before its first failure.
const BACKOFF: Backoff = Backoff::new(
    Duration::from_millis(FIRST_BACKOFF as u64),
    Duration::from_millis(MAX_BACKOFF as u64),
);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Failing {
    backoff: Backoff,
    until: Millis,
    error: String,
}

impl Failing {
    /// Records one more failure at `now`, and whether the error differs from the last one.
    fn again(previous: Option<Failing>, now: Millis, error: String) -> (Failing, bool) {
        let changed = previous.as_ref().is_none_or(|p| p.error != error);
        let mut backoff = previous.map_or(BACKOFF, |p| p.backoff);
        let wait = Millis::try_from(backoff.fail().as_millis()).unwrap_or(Millis::MAX);
        let failing = Failing {
            backoff,
            until: now.saturating_add(wait),
            error,
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

    /// A round of timeouts could not commit: nothing fires until the backoff has passed.
    pub fn store_failed(&mut self, now: Millis, error: String) {
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

    /// A round of timeouts committed.
    pub fn store_ok(&mut self) {
        if let Some(f) = self.store.take() {
            tracing::info!(failures = f.failures(), "timeouts are saved again");
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
            Some(store) => next.map(|n| n.max(store.until)),
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
}
