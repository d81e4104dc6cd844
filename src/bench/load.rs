//! Driving many tables at once: client threads (like the adapter's `spawn_blocking` tasks) that
//! each play their share of the tables, and a scheduler thread that fires deadlines the way the
//! Discord adapter's scheduler does.
use super::sim::{Kind, TableSim};
use super::system::Samples;
use commands::{Clock, Core};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What a run of the clients produced.
#[derive(Default)]
pub struct Run {
    pub elapsed: Duration,
    /// CPU time of the whole process meanwhile (all threads).
    pub cpu: Duration,
    pub durable: Samples,
    pub read_only: Samples,
    /// When each interaction ended and how long it took, to set it beside the disk's syncs
    /// ([`super::disk::Tail`]).
    pub spans: Vec<Span>,
}

/// One interaction's place in time.
#[derive(Clone, Copy, Debug)]
pub struct Span {
    pub end: Instant,
    pub took: Duration,
}

impl Run {
    pub fn interactions(&self) -> usize {
        self.durable.len() + self.read_only.len()
    }

    /// CPU time per interaction, in microseconds.
    pub fn cpu_per_interaction_us(&self) -> f64 {
        self.cpu.as_secs_f64() * 1e6 / self.interactions().max(1) as f64
    }

    pub fn all(&self) -> Samples {
        let mut all = Samples(self.durable.0.clone());
        all.0.extend(&self.read_only.0);
        all
    }

    pub fn merge(&mut self, other: Run) {
        self.elapsed += other.elapsed;
        self.cpu += other.cpu;
        self.durable.extend(other.durable);
        self.read_only.extend(other.read_only);
        self.spans.extend(other.spans);
    }
}

/// How the clients pace their clicks.
#[derive(Clone, Copy)]
pub enum Pace {
    /// Open loop: `per_second` interactions in total, spread evenly over the clients (players
    /// think between clicks; a slow answer does not slow down the other players).
    Rate(f64),
    /// Closed loop: every client clicks again as soon as it has its answer (saturation).
    Flat,
}

/// Runs `clients` threads over `tables` for `duration`; client `c` plays tables `c`,
/// `c + clients`, ... in turn, one interaction at a time.
pub fn drive(
    core: &Core,
    tables: &[Mutex<TableSim>],
    clients: usize,
    pace: Pace,
    duration: Duration,
) -> Run {
    let started = Instant::now();
    let cpu_before = super::system::cpu_time();
    let runs: Vec<Run> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..clients)
            .map(|c| {
                s.spawn(move || {
                    // With fewer tables than clients (the memory warm-up), clients share tables;
                    // their clicks then race like real concurrent players', which is fine.
                    let mine: Vec<&Mutex<TableSim>> = if tables.len() >= clients {
                        tables.iter().skip(c).step_by(clients).collect()
                    } else {
                        tables.get(c % tables.len().max(1)).into_iter().collect()
                    };
                    let mut run = Run::default();
                    if mine.is_empty() {
                        return run;
                    }
                    let interval = match pace {
                        Pace::Rate(r) => Some(Duration::from_secs_f64(clients as f64 / r)),
                        Pace::Flat => None,
                    };
                    // Spread the clients' first clicks over one interval.
                    let mut next =
                        started + interval.unwrap_or_default() * c as u32 / clients as u32;
                    let mut i = 0;
                    while started.elapsed() < duration {
                        if let Some(interval) = interval {
                            let now = Instant::now();
                            if next > now {
                                std::thread::sleep(next - now);
                            }
                            next += interval;
                        }
                        let table = mine[i % mine.len()];
                        i += 1;
                        let (kind, took) = lock(table).step(core);
                        run.spans.push(Span {
                            end: Instant::now(),
                            took,
                        });
                        match kind {
                            Kind::Durable => run.durable.push(took),
                            Kind::ReadOnly => run.read_only.push(took),
                        }
                    }
                    run
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut total = Run::default();
    for r in runs {
        total.merge(r);
    }
    total.elapsed = started.elapsed();
    total.cpu = super::system::cpu_time().saturating_sub(cpu_before);
    total
}

pub fn lock(table: &Mutex<TableSim>) -> std::sync::MutexGuard<'_, TableSim> {
    table.lock().unwrap_or_else(|p| p.into_inner())
}

/// The deadline scheduler, as in the Discord adapter: sleeps until the next stored deadline
/// (at most `tick`), fires what is due and shows the replies to the tables' players.
pub struct Scheduler {
    stop: AtomicBool,
    pub fired: Mutex<usize>,
}

impl Scheduler {
    pub fn new() -> Scheduler {
        Scheduler {
            stop: AtomicBool::new(false),
            fired: Mutex::new(0),
        }
    }

    pub fn run(&self, core: &Core, clock: &dyn Clock, tables: &[Mutex<TableSim>], tick: Duration) {
        let by_channel: HashMap<String, usize> = tables
            .iter()
            .enumerate()
            .map(|(i, t)| (lock(t).channel.clone(), i))
            .collect();
        while !self.stop.load(Ordering::Relaxed) {
            let wait = core
                .next_deadline()
                .map(|due| Duration::from_millis(u64::try_from(due - clock.now()).unwrap_or(0)))
                .unwrap_or(tick)
                .min(tick);
            if !wait.is_zero() {
                std::thread::sleep(wait);
                continue;
            }
            let replies = core.fire_due();
            *self.fired.lock().unwrap_or_else(|p| p.into_inner()) += replies.len();
            for r in &replies {
                if let Some(t) = by_channel.get(&r.channel).and_then(|&i| tables.get(i)) {
                    lock(t).observe(std::slice::from_ref(r));
                }
            }
        }
    }

    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Active tables live in channels `a<index>`.
pub fn active_channel(i: usize) -> String {
    format!("a{i}")
}
