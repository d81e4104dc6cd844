//! How long to wait before trying again something that keeps failing: a wait that doubles with
//! each failure, from a first wait up to a cap.
//!
//! One type for every retry loop: the deadlines held back after failed timeouts and the store's
//! own backoff (1 s up to 60 s), and the binary's Discord delivery (a channel's
//! owed messages: 0.5 s up to 8 s; a first answer's picture edit).
use std::time::Duration;

/// A doubling wait: the first failure waits `base`, each further one twice the wait before, and
/// no wait is longer than `cap` (a `base` above `cap` waits `cap`). [`Backoff::reset`] (after a
/// success) starts over at `base`. The wait saturates instead of overflowing, however many
/// failures there were.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    base: Duration,
    cap: Duration,
    /// Failures since the start or the last reset.
    failures: u32,
    /// The wait after the last failure (zero before any).
    wait: Duration,
}

impl Backoff {
    /// A backoff that has seen no failure yet.
    pub const fn new(base: Duration, cap: Duration) -> Backoff {
        Backoff {
            base,
            cap,
            failures: 0,
            wait: Duration::ZERO,
        }
    }

    /// Records one more failure and returns how long to wait before the next try.
    pub fn fail(&mut self) -> Duration {
        self.wait = if self.failures == 0 {
            self.base
        } else {
            self.wait.saturating_mul(2)
        }
        .min(self.cap);
        self.failures = self.failures.saturating_add(1);
        self.wait
    }

    /// The wait the last failure asked for ([`Duration::ZERO`] if there was none since the
    /// start or the last reset).
    pub fn wait(&self) -> Duration {
        self.wait
    }

    /// Failures since the start or the last reset.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// A try went through: the next failure waits `base` again.
    pub fn reset(&mut self) {
        self.failures = 0;
        self.wait = Duration::ZERO;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn waits(backoff: &mut Backoff, n: usize) -> Vec<u128> {
        (0..n).map(|_| backoff.fail().as_millis()).collect()
    }

    #[test]
    fn each_failure_doubles_the_wait_up_to_the_cap() {
        let mut b = Backoff::new(ms(1_000), ms(60_000));
        assert_eq!((b.failures(), b.wait()), (0, Duration::ZERO));
        assert_eq!(
            waits(&mut b, 9),
            [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]
        );
        assert_eq!((b.failures(), b.wait()), (9, ms(60_000)));
        let mut b = Backoff::new(ms(500), ms(8_000));
        assert_eq!(
            waits(&mut b, 7),
            [500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]
        );
    }

    #[test]
    fn a_cap_between_two_doublings_is_reached_exactly_and_a_base_above_it_is_cut() {
        let mut b = Backoff::new(ms(300), ms(1_000));
        assert_eq!(waits(&mut b, 4), [300, 600, 1_000, 1_000]);
        let mut b = Backoff::new(ms(5_000), ms(1_000));
        assert_eq!(waits(&mut b, 2), [1_000, 1_000]);
    }

    #[test]
    fn reset_starts_over_at_the_base() {
        let mut b = Backoff::new(ms(500), ms(8_000));
        waits(&mut b, 5);
        b.reset();
        assert_eq!((b.failures(), b.wait()), (0, Duration::ZERO));
        assert_eq!(waits(&mut b, 3), [500, 1_000, 2_000]);
    }

    #[test]
    fn many_failures_neither_overflow_nor_pass_the_cap() {
        let mut b = Backoff::new(Duration::from_nanos(1), Duration::MAX);
        for _ in 0..1_000 {
            b.fail();
        }
        assert_eq!(b.wait(), Duration::MAX);
        let mut b = Backoff::new(ms(1_000), ms(60_000));
        for _ in 0..100_000 {
            assert!(b.fail() <= ms(60_000));
        }
        assert_eq!(b.failures(), 100_000);
    }
}
