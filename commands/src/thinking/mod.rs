//! Where bots think: [`think`] turns a due bot row into a search and its answer
//! into an input; this module is the worker pool that runs those searches: a few OS threads,
//! off the async runtime and off the writer, fed through a bounded queue.
//!
//! The scheduler hands over the bot rows that fell due ([`Pool::submit`]) while there is room
//! ([`Pool::room`]: threads plus queue); rows past that stay in the database, still due, and
//! are handed over as searches finish, so none is ever dropped. A worker leaves its answer here
//! and wakes the scheduler ([`Pool::set_wake`]), which commits it through the writer and
//! releases the table ([`Pool::release`]). Until then the table counts as busy, so the same row
//! is never searched twice at once, and one table's bots think one after the other.
//!
//! Nothing here must survive a restart: the rows do. A search running when the process stops
//! is simply lost, and its row, still due, is searched again by the next process.

pub mod think;

use std::collections::HashSet;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use think::{Answer, Request};

/// Called when an answer is ready (the Discord front end wakes its scheduler).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

pub struct Pool {
    queue: SyncSender<Request>,
    shared: Arc<Shared>,
    capacity: usize,
}

struct Shared {
    flights: Mutex<Flights>,
    answered: Condvar,
    wake: Mutex<Option<Wake>>,
}

#[derive(Default)]
struct Flights {
    /// Tables with a search queued or running, or answered and not yet committed.
    busy: HashSet<i64>,
    /// Answers waiting for the writer.
    answers: Vec<Answer>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every critical section here is a few container operations that cannot panic halfway.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Pool {
    /// Starts `threads` workers (at least one) behind a queue of `queue` searches.
    pub fn new(threads: usize, queue: usize) -> Pool {
        let threads = threads.max(1);
        let (send, receive) = sync_channel::<Request>(queue);
        let receive = Arc::new(Mutex::new(receive));
        let shared = Arc::new(Shared {
            flights: Mutex::default(),
            answered: Condvar::new(),
            wake: Mutex::new(None),
        });
        for n in 0..threads {
            let receive = Arc::clone(&receive);
            let shared = Arc::clone(&shared);
            let spawned = std::thread::Builder::new()
                .name(format!("tabula-bot-{n}"))
                .spawn(move || work(&receive, &shared));
            if let Err(e) = spawned {
                // Fewer threads only means slower bots; the rows wait meanwhile.
                tracing::error!(error = %e, "cannot start a bot worker thread");
            }
        }
        Pool {
            queue: send,
            shared,
            capacity: threads + queue,
        }
    }

    /// Calls `wake` whenever an answer is ready.
    pub fn set_wake(&self, wake: Wake) {
        *lock(&self.shared.wake) = Some(wake);
    }

    /// Whether `table` has a search under way or an answer waiting for its commit.
    pub fn busy(&self, table: i64) -> bool {
        lock(&self.shared.flights).busy.contains(&table)
    }

    /// How many more searches can be handed over now.
    pub fn room(&self) -> usize {
        self.capacity
            .saturating_sub(lock(&self.shared.flights).busy.len())
    }

    /// Hands `request` to a worker; returns false when the queue is full (the request is
    /// dropped, and its row stays due for a later pass).
    pub fn submit(&self, request: Request) -> bool {
        let table = request.table;
        if !lock(&self.shared.flights).busy.insert(table) {
            return false;
        }
        match self.queue.try_send(request) {
            Ok(()) => true,
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                lock(&self.shared.flights).busy.remove(&table);
                false
            }
        }
    }

    /// The answers ready so far (their tables stay busy until [`Pool::release`]).
    pub fn take_answers(&self) -> Vec<Answer> {
        std::mem::take(&mut lock(&self.shared.flights).answers)
    }

    /// Whether answers wait for the writer.
    pub fn has_answers(&self) -> bool {
        !lock(&self.shared.flights).answers.is_empty()
    }

    /// `table`'s answer was committed or dropped: its next row may be searched.
    pub fn release(&self, table: i64) {
        lock(&self.shared.flights).busy.remove(&table);
    }

    /// Whether no search is under way and no answer waits.
    pub fn idle(&self) -> bool {
        lock(&self.shared.flights).busy.is_empty()
    }

    /// Waits up to `limit` until an answer is ready; returns whether one is.
    pub fn wait_for_answer(&self, limit: Duration) -> bool {
        let until = Instant::now() + limit;
        let mut flights = lock(&self.shared.flights);
        while flights.answers.is_empty() {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            flights = self
                .shared
                .answered
                .wait_timeout(flights, left)
                .map(|(g, _)| g)
                .unwrap_or_else(|p| p.into_inner().0);
        }
        true
    }
}

/// How much a search thread lowers its niceness when it cannot be made an idle thread.
pub const NICENESS: i32 = 10;

/// Makes the calling thread a background one: Linux's `SCHED_IDLE` policy, which runs it only
/// when no other thread wants the core and lets any other thread that wakes up take the core
/// at once. Niceness alone is not enough: a niced search still holds a core for a scheduler
/// tick (milliseconds) after a person's input becomes runnable there. The search's time limit
/// is wall-clock, so on a busy machine a bot simply searches less. If the policy cannot be
/// set, the thread is niced by [`NICENESS`] instead; if that fails too, it says so and searches
/// at the same priority as everything else.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        let param = libc::sched_param { sched_priority: 0 };
        // SAFETY: sched_setscheduler(2), getpriority(2) and setpriority(2) with pid/who 0 act
        // on the calling thread only; `param` outlives the call, which only reads it.
        let idle = unsafe { libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) } == 0;
        if idle {
            return;
        }
        let niced = unsafe {
            let now = libc::getpriority(libc::PRIO_PROCESS, 0);
            libc::setpriority(libc::PRIO_PROCESS, 0, (now + NICENESS).min(19))
        } == 0;
        if !niced {
            tracing::warn!(
                error = %std::io::Error::last_os_error(),
                "a bot search thread keeps its priority"
            );
        }
    }
}

/// A worker: takes requests until the pool is dropped.
fn work(receive: &Mutex<Receiver<Request>>, shared: &Shared) {
    lower_priority();
    loop {
        let request = lock(receive).recv();
        let Ok(request) = request else {
            return;
        };
        let (table, seat, version) = (request.table, request.seat, request.version);
        let started = Instant::now();
        // A panicking engine costs this move, not the worker: the answer says so, and the
        // table's deadlines are held back like any that cannot fire.
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| request.run()))
            .unwrap_or_else(|_| Answer {
                table,
                seat,
                version,
                action: Err("the search panicked".into()),
                elapsed: started.elapsed(),
            });
        tracing::debug!(
            table,
            seat,
            version,
            ms = answer.elapsed.as_secs_f64() * 1000.0,
            "bot search done"
        );
        lock(&shared.flights).answers.push(answer);
        shared.answered.notify_all();
        let wake = lock(&shared.wake).clone();
        if let Some(wake) = wake {
            wake();
        }
    }
}
