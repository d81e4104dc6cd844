//! Phase 2b (PostgreSQL only): durable throughput from one process, then from two processes
//! sharing one database, as Tabula runs when its shards are split between processes
//! (issue 29).
//!
//! Each process is a child `tabula bench --child K/N`: a core serving shard K of N (its
//! timers fire only its own tables' deadlines), with its own live tables in guilds on that
//! shard and its own closed-loop clients, not pinned to a core. Every child opens its tables
//! first, says so, and waits; the parent starts them all at once and adds up what each
//! reports on one JSON line. The one-process figure is taken the same way, so the two differ
//! only in the number of processes.
use super::load::{drive, Pace, Scheduler};
use super::system::{self, Samples};
use super::{active_tables_for, open_tables, stats_delta, BenchOptions};
use anyhow::Context;
use commands::shards::Shards;
use commands::store::Location;
use commands::{Core, Switches, SystemClock};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What one child measured, printed as its last line.
#[derive(Serialize, Deserialize)]
pub struct Report {
    pub shard: String,
    pub tables: usize,
    pub durable: usize,
    pub interactions: usize,
    /// Seconds of the drive, and the child's CPU seconds meanwhile (all its threads).
    pub elapsed: f64,
    pub cpu: f64,
    /// The writer's group commit during the drive.
    pub batches: String,
    /// Every interaction's latency in microseconds.
    pub latencies: Vec<u32>,
}

impl Report {
    pub fn durable_rate(&self) -> f64 {
        self.durable as f64 / self.elapsed.max(1e-9)
    }
}

/// The line a child prints once its tables are open; it then waits for a line on its input.
const READY: &str = "ready";

/// Guild `i % 20` of the ones on `shard`: a Discord id whose key (`id >> 22`) falls on it.
fn guild_on(shard: Shards, i: usize) -> String {
    let key = u64::from(shard.total) * (1 + (i % 20) as u64) + u64::from(shard.first);
    (key << 22 | 1).to_string()
}

/// "1/2" for shard 1 of 2.
fn shard_name(shard: Shards) -> String {
    format!("{}/{}", shard.first, shard.total)
}

/// The child's side: open the tables, wait for the start, drive, report.
pub fn child(o: &BenchOptions, url: &str, shard: Shards) -> anyhow::Result<()> {
    let switches = Switches {
        kept_tables: o.kept_tables,
        shards: shard,
        ..Switches::default()
    };
    let location = Location::Postgres(url.to_owned());
    let core = Core::open_at(&location, Arc::new(SystemClock), switches)?;
    let tables = active_tables_for(o.active, &format!("s{}-", shard.first), |i| {
        guild_on(shard, i)
    });
    open_tables(&core, &tables, o.setup_threads);
    let scheduler = Scheduler::new();
    let report = std::thread::scope(|s| {
        let (core, tables, scheduler) = (&core, &tables, &scheduler);
        s.spawn(move || scheduler.run(core, &SystemClock, tables, Duration::from_millis(50)));
        let report = (|| -> anyhow::Result<Report> {
            let mut out = std::io::stdout().lock();
            writeln!(out, "{READY}")?;
            out.flush()?;
            drop(out);
            let mut line = String::new();
            if std::io::stdin().read_line(&mut line)? == 0 {
                anyhow::bail!("the parent benchmark went away before the start");
            }
            let before = core.commit_stats();
            let run = drive(core, tables, o.saturate_clients, Pace::Flat, o.child_time);
            Ok(Report {
                shard: shard_name(shard),
                tables: tables.len(),
                durable: run.durable.len(),
                interactions: run.interactions(),
                elapsed: run.elapsed.as_secs_f64(),
                cpu: run.cpu.as_secs_f64(),
                batches: stats_delta(before, core.commit_stats()),
                latencies: run.all().0,
            })
        })();
        scheduler.stop();
        report
    })?;
    println!("{}", serde_json::to_string(&report)?);
    Ok(())
}

/// A running child, killed if dropped before it finished.
struct Spawned {
    shard: String,
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    stderr: Option<JoinHandle<String>>,
}

impl Spawned {
    fn start(o: &BenchOptions, url: &str, shard: Shards) -> anyhow::Result<Spawned> {
        let exe = std::env::current_exe().context("cannot find the tabula program to start")?;
        let mut command = Command::new(exe);
        command
            .args(["bench", "--child", &shard.to_string(), "--database", url])
            .args(["--active", &o.active.to_string()])
            .args(["--saturate", &o.saturate_clients.to_string()])
            .args(["--kept-tables", &o.kept_tables.to_string()])
            .args(["--child-seconds", &o.child_time.as_secs_f64().to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if o.quick {
            command.arg("--quick");
        }
        let mut child = command
            .spawn()
            .context("cannot start a benchmark process")?;
        let (stdin, stdout) = (child.stdin.take(), child.stdout.take());
        let stderr = child.stderr.take().map(|mut e| {
            std::thread::spawn(move || {
                let mut text = String::new();
                let _ = std::io::Read::read_to_string(&mut e, &mut text);
                text
            })
        });
        let stdout = stdout.context("the benchmark process has no output")?;
        Ok(Spawned {
            shard: shard_name(shard),
            child,
            stdin,
            stdout: BufReader::new(stdout),
            stderr,
        })
    }

    /// The child's next line of output; its end is an error with what it wrote on stderr.
    fn line(&mut self, waiting_for: &str) -> anyhow::Result<String> {
        let mut line = String::new();
        if self.stdout.read_line(&mut line)? == 0 {
            let status = self.child.wait()?;
            let stderr = self
                .stderr
                .take()
                .and_then(|h| h.join().ok())
                .unwrap_or_default();
            anyhow::bail!(
                "the benchmark process for shard {} ended ({status}) before {waiting_for}: {}",
                self.shard,
                stderr.trim()
            );
        }
        Ok(line.trim_end().to_owned())
    }

    fn ready(&mut self) -> anyhow::Result<()> {
        let line = self.line("it was ready")?;
        anyhow::ensure!(line == READY, "unexpected output from a child: {line}");
        Ok(())
    }

    fn go(&mut self) -> anyhow::Result<()> {
        let stdin = self.stdin.as_mut().context("the child's input is closed")?;
        writeln!(stdin, "go")?;
        stdin.flush()?;
        Ok(())
    }

    fn report(&mut self) -> anyhow::Result<Report> {
        let line = self.line("it reported")?;
        serde_json::from_str(&line)
            .with_context(|| format!("unexpected report from a child: {line}"))
    }
}

impl Drop for Spawned {
    fn drop(&mut self) {
        drop(self.stdin.take());
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

/// What `n` processes measured together.
pub struct Together {
    pub reports: Vec<Report>,
    /// The machine's busy CPU time (every process) and its total, over the drive.
    pub machine_busy: Duration,
    pub machine_total: Duration,
    pub wall: Duration,
}

impl Together {
    pub fn durable_rate(&self) -> f64 {
        self.reports.iter().map(Report::durable_rate).sum()
    }

    fn interaction_rate(&self) -> f64 {
        self.reports
            .iter()
            .map(|r| r.interactions as f64 / r.elapsed.max(1e-9))
            .sum()
    }

    fn latencies(&self) -> Samples {
        Samples(
            self.reports
                .iter()
                .flat_map(|r| r.latencies.iter().copied())
                .collect(),
        )
    }
}

/// Runs `n` children on the empty database `url` at once.
pub fn measure(o: &BenchOptions, url: &str, n: u32) -> anyhow::Result<Together> {
    // The schema is made before the children start, not by the first of them while the others
    // wait on its lock.
    drop(commands::store::postgres::open(url)?);
    let mut children = (0..n)
        .map(|k| {
            let shard = Shards {
                first: k,
                last: k,
                total: n,
            };
            Spawned::start(o, url, shard)
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    for c in &mut children {
        c.ready()?;
    }
    let (busy, total) = system::machine_cpu();
    let started = Instant::now();
    for c in &mut children {
        c.go()?;
    }
    let reports = children
        .iter_mut()
        .map(Spawned::report)
        .collect::<anyhow::Result<Vec<_>>>()?;
    let wall = started.elapsed();
    let (busy_after, total_after) = system::machine_cpu();
    for mut c in children {
        let status = c.child.wait()?;
        anyhow::ensure!(status.success(), "a benchmark process failed: {status}");
    }
    Ok(Together {
        reports,
        machine_busy: busy_after.saturating_sub(busy),
        machine_total: total_after.saturating_sub(total),
        wall,
    })
}

/// One line of the phase's report for `t`.
fn line(t: &Together) -> String {
    let shards: Vec<&str> = t.reports.iter().map(|r| r.shard.as_str()).collect();
    let each: Vec<String> = t
        .reports
        .iter()
        .map(|r| format!("{:.0}", r.durable_rate()))
        .collect();
    let cpu: f64 = t.reports.iter().map(|r| r.cpu).sum();
    let interactions: usize = t.reports.iter().map(|r| r.interactions).sum();
    let busy = t.machine_busy.as_secs_f64();
    let seconds = t.wall.as_secs_f64().max(1e-9);
    format!(
        "{} (shards {}): {:.0} durable inputs/s ({}), {:.0} interactions/s; \
         latency {}; the processes' CPU {:.0} µs per interaction; group commit: {}; machine \
         CPU busy {:.0}% ({:.2} of {} cores: the bench processes {:.2}, everything else, the \
         server among it, {:.2})",
        match t.reports.len() {
            1 => "1 process".to_string(),
            n => format!("{n} processes"),
        },
        shards.join(", "),
        t.durable_rate(),
        each.join(" + "),
        t.interaction_rate(),
        t.latencies().summary(),
        cpu * 1e6 / interactions.max(1) as f64,
        t.reports
            .iter()
            .map(|r| r.batches.as_str())
            .collect::<Vec<_>>()
            .join("; "),
        100.0 * busy / t.machine_total.as_secs_f64().max(1e-9),
        busy / seconds,
        system::cores(),
        cpu / seconds,
        (busy - cpu).max(0.0) / seconds,
    )
}

/// The phase: one process, then two, each on a database of its own made by `fresh`.
pub fn phase(
    o: &BenchOptions,
    fresh: &dyn Fn(&str) -> anyhow::Result<Location>,
) -> anyhow::Result<()> {
    println!();
    println!("## 2b. Durable throughput from one and from two processes sharing the database");
    println!(
        "each process: a core serving its own shard's guilds, {} live tables, {} closed-loop clients for {:.1} s, not pinned; the server on the same machine",
        o.active,
        o.saturate_clients,
        o.child_time.as_secs_f64()
    );
    let mut rates = Vec::new();
    for n in [1, 2] {
        let Location::Postgres(url) = fresh(&format!("processes{n}"))? else {
            anyhow::bail!("processes share a database only on PostgreSQL");
        };
        let together = measure(o, &url, n)?;
        println!("{}", line(&together));
        rates.push(together.durable_rate());
    }
    println!(
        "two processes against one: {:.2}x the durable inputs/s",
        rates[1] / rates[0].max(1e-9)
    );
    Ok(())
}
