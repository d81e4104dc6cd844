//! The disk's own sync latency, measured beside a phase (issue 44, "Benchmark honesty").
//!
//! A durable input waits for its commit's `fdatasync`. On a shared or virtual disk a sync now
//! and then stalls for a hundred milliseconds or more (one in about 2,000 on the machine of
//! docs/benchmarks.md run 17), and every input committed behind it waits as long: the phase's tail
//! is then the disk's, not Tabula's. A probe thread writes 4 KiB into a file of its own in the
//! database's folder and syncs it every [`INTERVAL`] while the phase runs, so the report can
//! give the disk's p50/p99/max beside the phase, and split the phase's slowest interactions
//! into the time a stalled sync was in flight and the rest ([`Tail`]).
//!
//! The probe's syncs are few beside the writer's (100/s against up to 1,000/s), so it barely
//! adds to the load it measures. The split is an estimate: a slow interaction that overlaps a
//! stalled sync is taken to wait for the disk during the overlap (a device flush holds every
//! sync on that disk), and a stall that began before the probe's next sync is missed for up to
//! one interval, so the disk's share is, if anything, understated.
use super::load::Run;
use super::system::Samples;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How often the probe syncs.
pub const INTERVAL: Duration = Duration::from_millis(10);

/// A sync that alone takes longer than this breaks the latency target (p99 < 5 ms): the
/// time such a sync is in flight is counted as the disk's.
pub const STALL: Duration = Duration::from_millis(5);

/// What the probe writes each time (a page, as a small commit does).
const BLOCK: usize = 4096;

/// One sync of the probe.
#[derive(Clone, Copy, Debug)]
pub struct Sync {
    pub start: Instant,
    pub took: Duration,
}

impl Sync {
    fn end(&self) -> Instant {
        self.start + self.took
    }
}

/// The probe's syncs during a phase, in the order they ran (one at a time).
#[derive(Default, Debug)]
pub struct Syncs(pub Vec<Sync>);

impl Syncs {
    /// "p50 0.52 ms, p99 3.10 ms, max 186.00 ms (n = 1998; 3 over 5 ms)".
    pub fn summary(&self) -> String {
        let mut samples = Samples::default();
        for s in &self.0 {
            samples.push(s.took);
        }
        let stalls = self.0.iter().filter(|s| s.took > STALL).count();
        format!(
            "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms (n = {}; {stalls} over {} ms)",
            samples.quantile_ms(0.5),
            samples.quantile_ms(0.99),
            samples.quantile_ms(1.0),
            samples.len(),
            STALL.as_millis()
        )
    }

    /// How long, between `start` and `end`, a stalled sync (over [`STALL`]) was in flight.
    pub fn stalled_within(&self, start: Instant, end: Instant) -> Duration {
        // The syncs ran one after another: the first that may overlap is found by its end.
        let first = self.0.partition_point(|s| s.end() <= start);
        self.0[first..]
            .iter()
            .take_while(|s| s.start < end)
            .filter(|s| s.took > STALL)
            .map(|s| {
                s.end()
                    .min(end)
                    .saturating_duration_since(s.start.max(start))
            })
            .sum()
    }
}

/// A probe syncing beside a phase; [`Probe::finish`] stops it and returns its syncs.
pub struct Probe {
    stop: Arc<AtomicBool>,
    file: PathBuf,
    thread: JoinHandle<std::io::Result<Vec<Sync>>>,
}

impl Probe {
    /// Starts syncing a file of its own in `dir` (the database's folder).
    pub fn start(dir: &Path) -> std::io::Result<Probe> {
        let file = dir.join("disk-probe.bin");
        let out = File::create(&file)?;
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::spawn(move || -> std::io::Result<Vec<Sync>> {
            let mut syncs = Vec::new();
            let mut block = [0u8; BLOCK];
            let mut next = Instant::now();
            while !stopped.load(Ordering::Relaxed) {
                // A different byte each time, so that no layer can skip the write.
                block[0] = block[0].wrapping_add(1);
                out.write_all_at(&block, 0)?;
                let start = Instant::now();
                out.sync_data()?;
                syncs.push(Sync {
                    start,
                    took: start.elapsed(),
                });
                next += INTERVAL;
                let now = Instant::now();
                if next > now {
                    std::thread::sleep(next - now);
                } else {
                    // After a stall, the next sync at once and the pace from there.
                    next = now;
                }
            }
            Ok(syncs)
        });
        Ok(Probe { stop, file, thread })
    }

    /// Stops the probe; its syncs, and its file removed.
    pub fn finish(self) -> anyhow::Result<Syncs> {
        self.stop.store(true, Ordering::Relaxed);
        let syncs = self
            .thread
            .join()
            .map_err(|_| anyhow::anyhow!("the disk probe panicked"))??;
        std::fs::remove_file(&self.file)?;
        Ok(Syncs(syncs))
    }
}

/// Runs `phase` with a probe beside it when the database is a file in `dir`.
pub fn beside<T>(
    dir: Option<&Path>,
    phase: impl FnOnce() -> T,
) -> anyhow::Result<(T, Option<Syncs>)> {
    let Some(dir) = dir else {
        return Ok((phase(), None));
    };
    let probe = Probe::start(dir)?;
    let result = phase();
    Ok((result, Some(probe.finish()?)))
}

/// A phase's slowest interactions (at or above its p99), split into the time a stalled sync
/// was in flight and Tabula's own.
#[derive(Debug)]
pub struct Tail {
    /// The phase's p99 over all interactions, where the tail starts.
    pub from_ms: f64,
    pub interactions: usize,
    /// Their summed time, and the part of it a stalled sync was in flight.
    pub total: Duration,
    pub disk: Duration,
    /// The p99 of every interaction's time less its overlap with stalled syncs.
    pub own_p99_ms: f64,
}

impl Tail {
    pub fn of(run: &Run, syncs: &Syncs) -> Tail {
        let mut all = run.all();
        let from_ms = all.quantile_ms(0.99);
        let from = Duration::from_secs_f64(from_ms / 1000.0);
        let (mut interactions, mut total, mut disk) = (0, Duration::ZERO, Duration::ZERO);
        let mut own = Samples::default();
        for span in &run.spans {
            let start = span.end.checked_sub(span.took).unwrap_or(span.end);
            let waited = syncs.stalled_within(start, span.end).min(span.took);
            own.push(span.took - waited);
            if span.took >= from {
                interactions += 1;
                total += span.took;
                disk += waited;
            }
        }
        Tail {
            from_ms,
            interactions,
            total,
            disk,
            own_p99_ms: own.quantile_ms(0.99),
        }
    }

    /// The report's line.
    pub fn line(&self) -> String {
        let share =
            |part: Duration| 100.0 * part.as_secs_f64() / self.total.as_secs_f64().max(1e-9);
        format!(
            "tail (the {} interactions at or above p99 {:.2} ms): {:.0}% of their time a disk sync over {} ms was in flight, {:.0}% Tabula's own; p99 without the stalled syncs' time: {:.2} ms",
            self.interactions,
            self.from_ms,
            share(self.disk),
            STALL.as_millis(),
            share(self.total.saturating_sub(self.disk)),
            self.own_p99_ms
        )
    }
}

/// The report's lines for a phase: the disk's syncs beside it and the split of its tail, or
/// why there are none.
pub fn lines(run: &Run, syncs: Option<&Syncs>) -> Vec<String> {
    match syncs {
        None => vec![
            "disk sync: not measured (the database is a PostgreSQL server's, on its disk)"
                .to_string(),
        ],
        Some(syncs) => vec![
            format!(
                "disk sync beside it (fdatasync of 4 KiB in the database's folder every {} ms): {}",
                INTERVAL.as_millis(),
                syncs.summary()
            ),
            Tail::of(run, syncs).line(),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::super::load::Span;
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn only_stalled_syncs_in_flight_count_as_the_disks_time() {
        let t0 = Instant::now();
        let syncs = Syncs(vec![
            Sync {
                start: t0,
                took: ms(1),
            },
            Sync {
                start: t0 + ms(10),
                took: ms(100),
            },
            Sync {
                start: t0 + ms(120),
                took: ms(2),
            },
        ]);
        // Overlaps the 100 ms stall from 10 to 50 ms; the 1 ms sync does not count.
        assert_eq!(syncs.stalled_within(t0, t0 + ms(50)), ms(40));
        assert_eq!(syncs.stalled_within(t0 + ms(115), t0 + ms(130)), ms(0));
        assert_eq!(syncs.stalled_within(t0 + ms(100), t0 + ms(200)), ms(10));

        // 100 quick interactions (0.1-0.2 ms) and one that waited behind the stall; the
        // tail is the slowest quick one and that one.
        let mut run = Run::default();
        for i in 0..100 {
            let end = t0 + ms(200 + i);
            let took = Duration::from_micros(100 + i);
            run.durable.push(took);
            run.spans.push(Span { end, took });
        }
        run.durable.push(ms(95));
        run.spans.push(Span {
            end: t0 + ms(105),
            took: ms(95),
        });
        let tail = Tail::of(&run, &syncs);
        assert_eq!(tail.interactions, 2);
        assert_eq!(tail.disk, ms(95));
        assert!(tail.own_p99_ms <= 1.0, "{tail:?}");
        assert!(
            tail.line().contains("100% of their time"),
            "{}",
            tail.line()
        );
    }

    #[test]
    fn the_probe_syncs_a_file_in_the_folder_and_removes_it() {
        let dir = tempfile::tempdir().unwrap();
        let probe = Probe::start(dir.path()).unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        while std::fs::metadata(dir.path().join("disk-probe.bin"))
            .map(|m| m.len())
            .unwrap_or(0)
            == 0
            && Instant::now() < deadline
        {
            std::thread::sleep(ms(5));
        }
        // The write is in the file: the sync after it is taken before the probe sees the stop.
        let syncs = probe.finish().unwrap();
        assert!(!syncs.0.is_empty());
        assert!(syncs.summary().starts_with("p50 "), "{}", syncs.summary());
        assert!(!dir.path().join("disk-probe.bin").exists());
    }
}
