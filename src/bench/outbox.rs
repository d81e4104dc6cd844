//! Phase 7: convergence after a Discord outage, on Tabula's side (issue 17).
//!
//! Live tables are played with the outbox on while nobody delivers anything (Discord is down:
//! every public message stays owed). Then a deliverer does what the Discord adapter's delivery
//! worker does for each owed message (draw the board from the committed state with its
//! picture, or take the stored post), with Discord answering at once, and marks them delivered.
//! The figures are what the outage left owed (boards coalesce to one per table) and how long
//! after the recovery every board showed its table's committed version and every message went
//! out, Discord's own latency excluded (the wire tests measure it with the fake Discord).
use super::sim::TableSim;
use super::{active_tables, lock, open_tables};
use commands::api::Queued;
use commands::outbox::Owed;
use commands::picture::Cache;
use commands::store::Location;
use commands::{Clock, Core, Switches};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the phase measured.
pub struct Convergence {
    pub tables: usize,
    pub outage: Duration,
    pub inputs: usize,
    pub boards: usize,
    pub posts: usize,
    /// From the recovery until the last owed board was delivered.
    pub boards_after: Duration,
    /// From the recovery until nothing was owed.
    pub all_after: Duration,
}

/// Plays `tables` live tables for `outage` from `clients` threads with nothing delivered, then
/// delivers everything owed.
pub fn measure(
    db: &Location,
    clock: Arc<dyn Clock>,
    tables: usize,
    clients: usize,
    outage: Duration,
) -> anyhow::Result<Convergence> {
    let switches = Switches {
        outbox: true,
        ..Switches::default()
    };
    let core = Core::open_at(db, clock, switches)?;
    let active: Vec<Mutex<TableSim>> = active_tables(tables);
    open_tables(&core, &active, clients);
    // What opening the tables owed is delivered first: the outage starts from a clean slate.
    deliver_all(&core)?;

    let inputs = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..clients {
            s.spawn(|| {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed) % active.len().max(1);
                    let Some(t) = active.get(i) else { break };
                    lock(t).step(&core);
                    inputs.fetch_add(1, Ordering::Relaxed);
                }
            });
        }
        std::thread::sleep(outage);
        stop.store(true, Ordering::Relaxed);
    });
    let owed = core.outbox(usize::MAX >> 1)?;
    let boards = owed
        .iter()
        .filter(|i| matches!(i.what, Owed::Board { .. }))
        .count();
    let posts = owed.len() - boards;

    let recovered = Instant::now();
    let boards_after = deliver_all(&core)?.unwrap_or_default();
    let all_after = recovered.elapsed();
    Ok(Convergence {
        tables,
        outage,
        inputs: inputs.into_inner(),
        boards,
        posts,
        boards_after,
        all_after,
    })
}

/// Delivers everything owed, oldest first, as the delivery worker does (a board drawn from
/// the committed state with its picture, acknowledged 50 at a time). Returns how long after
/// the start the last board was acknowledged.
fn deliver_all(core: &Core) -> anyhow::Result<Option<Duration>> {
    let started = Instant::now();
    let cache = Cache::new(64);
    let mut last_board = None;
    loop {
        let owed = core.outbox(500)?;
        if owed.is_empty() {
            return Ok(last_board);
        }
        let mut done = Vec::with_capacity(owed.len());
        let mut boards = false;
        for item in owed {
            let queued = match item.what {
                Owed::Board { table, .. } => {
                    boards = true;
                    let version = match core.board_now(table).map_err(anyhow::Error::msg)? {
                        Some((reply, version)) => {
                            if let Some(picture) = &reply.picture {
                                cache.png(picture)?;
                            }
                            version
                        }
                        None => i64::MAX,
                    };
                    Queued {
                        id: item.id,
                        version: Some(version),
                    }
                }
                Owed::Post(reply) => {
                    if let Some(picture) = &reply.picture {
                        cache.png(picture)?;
                    }
                    Queued {
                        id: item.id,
                        version: None,
                    }
                }
            };
            done.push(queued);
            if done.len() == 50 {
                core.outbox_delivered(std::mem::take(&mut done))?;
            }
        }
        core.outbox_delivered(done)?;
        if boards {
            last_board = Some(started.elapsed());
        }
    }
}
