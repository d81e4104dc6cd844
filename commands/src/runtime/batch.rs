//! Group commit: many callers' jobs share one transaction, so one `fsync` covers them all.
//!
//! The scheme is a leader/follower queue with no thread of its own. A caller queues its job; if
//! no batch is running it becomes the leader: it takes the writer, then *every* job queued by
//! then, runs them all and publishes one result per job. Callers that queued while a batch was
//! running wait; when it ends one of them leads the next batch with everything queued meanwhile.
//! Under light load a batch is one job (no added wait); under heavy load a batch is everything
//! that arrived during the previous commit, which is what lets durable throughput exceed one
//! commit per `fsync`.
//!
//! Only one batch runs at a time, and a batch runs its jobs one after the other in queue order,
//! so jobs are serialised exactly as a plain mutex would serialise them.
//!
//! Every caller waits on its own slot, so the end of a batch wakes exactly the callers whose jobs
//! it ran, plus the one caller that leads next: no thundering herd however many are waiting.
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The queue shared by every caller. `J` is a job, `R` its result.
pub(crate) struct Batcher<J, R> {
    state: Mutex<State<J, R>>,
}

struct State<J, R> {
    queued: Vec<(J, Arc<Slot<R>>)>,
    /// A batch is running, or a caller has been told to lead the next one.
    leading: bool,
}

impl<J, R> Default for Batcher<J, R> {
    fn default() -> Self {
        Batcher {
            state: Mutex::new(State {
                queued: Vec::new(),
                leading: false,
            }),
        }
    }
}

/// Where one caller waits.
struct Slot<R> {
    state: Mutex<Wait<R>>,
    wake: Condvar,
}

enum Wait<R> {
    Queued,
    /// Run the next batch.
    Lead,
    /// The job ran; `None` if its batch panicked before producing results.
    Done(Option<R>),
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every critical section here is a few assignments that cannot panic halfway.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl<R> Slot<R> {
    fn set(&self, to: Wait<R>) {
        *lock(&self.state) = to;
        self.wake.notify_one();
    }
}

/// Ends a batch even if running it panicked: every taken job's caller is answered (with `None`
/// when no result was produced) and the leader role passes on, so nobody waits forever.
struct Leading<'a, J, R> {
    batcher: &'a Batcher<J, R>,
    slots: Vec<Arc<Slot<R>>>,
    results: Option<Vec<R>>,
}

impl<J, R> Drop for Leading<'_, J, R> {
    fn drop(&mut self) {
        let mut results = self.results.take().map(Vec::into_iter);
        for slot in self.slots.drain(..) {
            slot.set(Wait::Done(results.as_mut().and_then(Iterator::next)));
        }
        let mut state = lock(&self.batcher.state);
        match state.queued.first() {
            Some((_, next)) => next.set(Wait::Lead),
            None => state.leading = false,
        }
    }
}

impl<J, R> Batcher<J, R> {
    /// How many jobs are waiting for a batch (tests use it to line up a batch).
    #[cfg(test)]
    pub fn queued(&self) -> usize {
        lock(&self.state).queued.len()
    }

    /// Queues `job` and returns its result once the batch holding it has run.
    ///
    /// If this caller leads, `acquire` is called first (it takes the writer), then `run` gets the
    /// writer and every queued job in queue order and must return one result per job, in order.
    /// Taking the queue *after* the writer lets a batch include everyone who arrived while the
    /// writer was busy. Panics if the batch holding `job` panicked outside the per-job handling.
    pub fn submit<G>(
        &self,
        job: J,
        acquire: impl FnOnce() -> G,
        run: impl FnOnce(G, Vec<J>) -> Vec<R>,
    ) -> R {
        let slot = Arc::new(Slot {
            state: Mutex::new(Wait::Queued),
            wake: Condvar::new(),
        });
        let lead_now = {
            let mut state = lock(&self.state);
            state.queued.push((job, slot.clone()));
            !std::mem::replace(&mut state.leading, true)
        };
        if !lead_now {
            let mut wait = lock(&slot.state);
            while matches!(*wait, Wait::Queued) {
                wait = slot.wake.wait(wait).unwrap_or_else(|p| p.into_inner());
            }
            if let Wait::Done(result) = std::mem::replace(&mut *wait, Wait::Queued) {
                return result.expect("the batch holding this job failed");
            }
        }
        // Leading: our own job is still queued (only a leader takes jobs), so it is in this batch.
        let writer = acquire();
        let (jobs, slots): (Vec<J>, Vec<Arc<Slot<R>>>) =
            std::mem::take(&mut lock(&self.state).queued)
                .into_iter()
                .unzip();
        let mut leading = Leading {
            batcher: self,
            slots,
            results: None,
        };
        let results = run(writer, jobs);
        debug_assert_eq!(results.len(), leading.slots.len());
        leading.results = Some(results);
        drop(leading);
        let mut wait = lock(&slot.state);
        match std::mem::replace(&mut *wait, Wait::Queued) {
            Wait::Done(Some(result)) => result,
            _ => unreachable!("a leader's own job is in its batch"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    /// Jobs are numbers; a batch records its jobs and answers each with its double.
    fn double(
        b: &Batcher<u32, u32>,
        seen: &Mutex<Vec<Vec<u32>>>,
        writer: &Mutex<()>,
        n: u32,
    ) -> u32 {
        b.submit(
            n,
            || writer.lock().unwrap(),
            |_guard, jobs| {
                seen.lock().unwrap().push(jobs.clone());
                jobs.iter().map(|j| j * 2).collect()
            },
        )
    }

    #[test]
    fn one_caller_runs_its_own_job() {
        let b = Batcher::default();
        let seen = Mutex::new(Vec::new());
        let writer = Mutex::new(());
        assert_eq!(double(&b, &seen, &writer, 21), 42);
        assert_eq!(*seen.lock().unwrap(), vec![vec![21]]);
    }

    #[test]
    fn callers_queued_behind_a_busy_writer_share_one_batch_and_get_their_own_results() {
        let b = Batcher::default();
        let seen = Mutex::new(Vec::new());
        let writer = Mutex::new(());
        let held = writer.lock().unwrap();
        std::thread::scope(|s| {
            let handles: Vec<_> = (1..=8u32)
                .map(|n| {
                    let (b, seen, writer) = (&b, &seen, &writer);
                    s.spawn(move || (n, double(b, seen, writer, n)))
                })
                .collect();
            // The first caller leads and waits for the writer; the other seven queue.
            while b.queued() < 8 {
                std::thread::yield_now();
            }
            drop(held);
            for h in handles {
                let (n, r) = h.join().unwrap();
                assert_eq!(r, n * 2);
            }
        });
        let seen = seen.lock().unwrap();
        assert_eq!(seen.len(), 1, "one batch: {seen:?}");
        let mut jobs = seen[0].clone();
        jobs.sort();
        assert_eq!(jobs, (1..=8).collect::<Vec<_>>());
    }

    #[test]
    fn batches_never_overlap_and_every_job_runs_once() {
        let b = Arc::new(Batcher::<u32, u32>::default());
        let running = Arc::new(AtomicUsize::new(0));
        let ran = Arc::new(AtomicUsize::new(0));
        let writer = Arc::new(Mutex::new(()));
        let handles: Vec<_> = (0..8u32)
            .map(|t| {
                let (b, running, ran, writer) =
                    (b.clone(), running.clone(), ran.clone(), writer.clone());
                std::thread::spawn(move || {
                    for i in 0..200u32 {
                        let n = t * 1000 + i;
                        let r = b.submit(
                            n,
                            || writer.lock().unwrap(),
                            |_g, jobs| {
                                assert_eq!(running.fetch_add(1, Ordering::SeqCst), 0);
                                ran.fetch_add(jobs.len(), Ordering::SeqCst);
                                running.fetch_sub(1, Ordering::SeqCst);
                                jobs.iter().map(|j| j + 1).collect()
                            },
                        );
                        assert_eq!(r, n + 1);
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        assert_eq!(ran.load(Ordering::SeqCst), 1600);
    }

    #[test]
    fn a_panicking_batch_releases_its_callers_and_the_queue_keeps_working() {
        let b = Batcher::<u32, u32>::default();
        let writer = Mutex::new(());
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            b.submit(1, || (), |_, _: Vec<u32>| -> Vec<u32> { panic!("boom") })
        }));
        assert!(outcome.is_err());
        let seen = Mutex::new(Vec::new());
        assert_eq!(double(&b, &seen, &writer, 5), 10);
    }
}
