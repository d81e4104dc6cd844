//! `tabula bench`: measures the performance targets of `docs/design.md` through the same
//! `commands` API the Discord adapter uses (`Core::handle`, `fire_due`, `next_deadline`), on a
//! real SQLite file, or with `--database postgres://…` on PostgreSQL (a fresh database per
//! phase, see [`stores`]).
//!
//! 1. interaction latency with many stored and active tables, under a steady offered load;
//! 2. durable inputs per second on one core, next to the bare store (SQLite or PostgreSQL)
//!    committing the same rows one input at a time, measured in alternating rounds of the same
//!    run; 2b, on PostgreSQL only: durable inputs per second from one and from two processes
//!    sharing the database ([`processes`]);
//! 3. the time to resume every table and deadline after a restart;
//! 4. resident memory before and after the active load;
//! 5. random playouts per second of every engine in the registry;
//! 6. pictures; 7. convergence after a Discord outage;
//! 8. people's latency beside many tables of strong bots thinking (`--bots-only` runs just
//!    this one).
//!
//! `--quick` runs everything at a tiny scale (a smoke test in `cargo test`).
mod baseline;
mod baseline_pg;
mod bots;
mod copied;
mod disk;
mod engines;
mod load;
mod neighbour;
mod outbox;
mod pictures;
mod processes;
mod sim;
mod stores;
mod system;
mod web;

use commands::store::db::Conn;
use commands::store::shards::Shards;
use commands::store::Location;
use commands::{Clock, CommitStats, Core, Switches, SystemClock};
use load::{drive, lock, Pace, Run, Scheduler};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sim::TableSim;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use stores::Stores;
use system::{mib, resident_bytes, Samples};

/// The game of the active tables (the 1,000 being played in the latency target of
/// `docs/design.md`).
const ACTIVE_GAME: &str = "eight-quilibrium";

/// Sizes and durations of one benchmark run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    pub quick: bool,
    /// Folder for the databases (a fresh temporary folder inside it).
    pub dir: Option<PathBuf>,
    /// Stored tables besides the active ones: half idle async games, half cancelled.
    pub stored: usize,
    pub active: usize,
    /// Threads that open the tables.
    pub setup_threads: usize,
    /// Latency phase: client threads, offered interactions per second, duration.
    pub clients: usize,
    pub rate: f64,
    pub latency_time: Duration,
    /// Throughput phase: client threads (closed loop, all on one core), rounds of
    /// (bare SQLite for `bare_time`, Tabula for `tabula_time`).
    pub saturate_clients: usize,
    pub rounds: usize,
    pub bare_time: Duration,
    pub tabula_time: Duration,
    /// Interactions timed right after the restart (cold caches).
    pub cold_clicks: usize,
    /// Engine playouts: time per game and table size.
    pub engine_time: Duration,
    /// Phase 8: tables where only strong bots play, beside the people's load.
    pub bot_tables: usize,
    /// Run phase 8 only.
    pub bots_only: bool,
    /// Run phase 9 only.
    pub web_only: bool,
    /// Running tables the core keeps parsed between clicks (`Switches::kept_tables`).
    pub kept_tables: usize,
    /// A PostgreSQL server's URL: the store's phases run there instead of on SQLite files.
    pub database: Option<String>,
    /// Run as one of phase 2b's processes: serve this shard on `database`, drive its own
    /// tables for `child_time` and report ([`processes::child`]).
    pub child: Option<Shards>,
    /// Phase 2b's drive, in each process.
    pub child_time: Duration,
}

impl BenchOptions {
    pub fn full() -> BenchOptions {
        BenchOptions {
            quick: false,
            dir: None,
            stored: 10_000,
            active: 1_000,
            setup_threads: 16,
            clients: 100,
            rate: 1_000.0,
            latency_time: Duration::from_secs(20),
            saturate_clients: 64,
            rounds: 8,
            bare_time: Duration::from_secs(1),
            tabula_time: Duration::from_secs(2),
            cold_clicks: 200,
            engine_time: Duration::from_secs(1),
            bot_tables: 200,
            bots_only: false,
            web_only: false,
            kept_tables: commands::store::snapshot::KEPT_TABLES,
            database: None,
            child: None,
            child_time: Duration::from_secs(10),
        }
    }

    pub fn quick() -> BenchOptions {
        BenchOptions {
            quick: true,
            dir: None,
            stored: 40,
            active: 12,
            setup_threads: 4,
            clients: 4,
            rate: 200.0,
            latency_time: Duration::from_millis(400),
            saturate_clients: 4,
            rounds: 1,
            bare_time: Duration::from_millis(200),
            tabula_time: Duration::from_millis(300),
            cold_clicks: 10,
            engine_time: Duration::from_millis(30),
            bot_tables: 4,
            bots_only: false,
            web_only: false,
            kept_tables: commands::store::snapshot::KEPT_TABLES,
            database: None,
            child: None,
            child_time: Duration::from_millis(300),
        }
    }

    /// The sizes for `args`: the full or quick run, with any size given overriding it.
    pub fn from_args(args: BenchArgs) -> anyhow::Result<BenchOptions> {
        let mut o = if args.quick {
            BenchOptions::quick()
        } else {
            BenchOptions::full()
        };
        o.dir = args.dir;
        o.stored = args.stored.unwrap_or(o.stored);
        o.active = args.active.unwrap_or(o.active);
        o.rate = args.rate.unwrap_or(o.rate);
        if let Some(seconds) = args.seconds {
            anyhow::ensure!(
                seconds.is_finite() && seconds > 0.0,
                "--seconds must be positive"
            );
            o.latency_time = Duration::from_secs_f64(seconds);
        }
        o.saturate_clients = args.saturate.unwrap_or(o.saturate_clients);
        o.rounds = args.rounds.unwrap_or(o.rounds);
        o.bot_tables = args.bot_tables.unwrap_or(o.bot_tables);
        o.bots_only = args.bots_only;
        o.web_only = args.web_only;
        o.kept_tables = args.kept_tables.unwrap_or(o.kept_tables);
        o.database = args.database;
        if let Some(child) = &args.child {
            o.child = Some(Shards::parse(child).map_err(|e| anyhow::anyhow!("--child: {e}"))?);
            anyhow::ensure!(o.database.is_some(), "--child needs --database");
        }
        if let Some(seconds) = args.child_seconds {
            anyhow::ensure!(
                seconds.is_finite() && seconds > 0.0,
                "--child-seconds must be positive"
            );
            o.child_time = Duration::from_secs_f64(seconds);
        }
        anyhow::ensure!(o.active > 0, "--active must be at least 1");
        anyhow::ensure!(o.rate > 0.0, "--rate must be positive");
        Ok(o)
    }
}

/// `tabula bench`'s options.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// A run at a tiny scale (seconds; part of the tests).
    #[arg(long)]
    quick: bool,
    /// Put the temporary databases on this disk.
    #[arg(long)]
    dir: Option<PathBuf>,
    /// Stored tables besides the active ones.
    #[arg(long)]
    stored: Option<usize>,
    /// Active tables in the latency phase.
    #[arg(long)]
    active: Option<usize>,
    /// Offered interactions per second in the latency phase.
    #[arg(long)]
    rate: Option<f64>,
    /// Length of the latency phase in seconds.
    #[arg(long)]
    seconds: Option<f64>,
    /// Client threads of the throughput phase.
    #[arg(long)]
    saturate: Option<usize>,
    /// Alternating rounds of the throughput phase.
    #[arg(long)]
    rounds: Option<usize>,
    /// Tables of strong bots thinking beside the people's load (phase 8).
    #[arg(long)]
    bot_tables: Option<usize>,
    /// Run only phase 8 (bots beside the people's load).
    #[arg(long)]
    bots_only: bool,
    /// Run only phase 9 (the web pages).
    #[arg(long)]
    web_only: bool,
    /// Running tables kept parsed between clicks (memory against CPU; 0 keeps none).
    #[arg(long)]
    kept_tables: Option<usize>,
    /// Run the phases that use a store on this PostgreSQL server instead of SQLite files, and
    /// add phase 2b (one and two processes sharing a database). The bench creates a database
    /// per phase, `tabula_bench_<pid>_<phase>`, and drops it at the end: the account needs the
    /// right to create databases (CREATEDB). The database the URL names is only connected to.
    #[arg(long, value_name = "postgres://…")]
    database: Option<String>,
    /// Internal: run as one of phase 2b's processes, serving shard K of N (K/N).
    #[arg(long, hide = true)]
    child: Option<String>,
    /// Internal: how long a phase 2b process drives its tables.
    #[arg(long, hide = true)]
    child_seconds: Option<f64>,
}

/// Tables played during the memory warm-up (see [`warm_up`]).
const WARM_TABLES: usize = 10;

/// Both load phases' client threads, briefly, on a few tables.
fn warm_up(o: &BenchOptions, core: &Core, tables: &[Mutex<TableSim>]) -> anyhow::Result<()> {
    let time = if o.quick {
        Duration::from_millis(50)
    } else {
        Duration::from_secs(1)
    };
    drive(core, tables, o.clients, Pace::Rate(o.rate), time);
    std::thread::scope(|s| {
        s.spawn(|| -> anyhow::Result<()> {
            system::pin_to_cpu(0)?;
            drive(core, tables, o.saturate_clients, Pace::Flat, time);
            Ok(())
        })
        .join()
        .map_err(|_| anyhow::anyhow!("the warm-up panicked"))?
    })
}

/// The wall clock moved by a fixed offset: a bot that was down for that long.
struct OffsetClock(i64);

impl Clock for OffsetClock {
    fn now(&self) -> i64 {
        SystemClock.now() + self.0
    }
}

fn open_core(o: &BenchOptions, db: &Location, clock: Arc<dyn Clock>) -> anyhow::Result<Core> {
    let switches = Switches {
        kept_tables: o.kept_tables,
        ..Switches::default()
    };
    Ok(Core::open_at(db, clock, switches)?)
}

/// Plays each table's opening commands (`/play`, `/join`s, `/start`) from `threads` threads;
/// returns the number of inputs and the time taken.
fn open_tables(core: &Core, tables: &[Mutex<TableSim>], threads: usize) -> (usize, Duration) {
    let next = AtomicUsize::new(0);
    let inputs = AtomicUsize::new(0);
    let started = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(t) = tables.get(i) else { break };
                let mut t = lock(t);
                for _ in 0..16 {
                    if t.is_playing() {
                        break;
                    }
                    t.step(core);
                    inputs.fetch_add(1, Ordering::Relaxed);
                }
            });
        }
    });
    (inputs.into_inner(), started.elapsed())
}

fn players(rng: &mut ChaCha8Rng, game: &str) -> (usize, usize) {
    registry::find(game)
        .map(|g| g.players())
        .map(|(min, max)| (min, max.min(min + 4)))
        .map(|(min, max)| (min, rng.gen_range(min..=max)))
        .unwrap_or((2, 2))
}

/// Stored tables: even ones are idle async games waiting for a move (each with deadlines and a
/// reminder stored), odd ones were started and then cancelled.
fn stored_tables(n: usize) -> Vec<Mutex<TableSim>> {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5707ED);
    let pool = (n / 2).max(8);
    (0..n)
        .map(|i| {
            let (_, count) = players(&mut rng, ACTIVE_GAME);
            let mut users: Vec<String> = Vec::new();
            while users.len() < count {
                let u = format!("p{}", rng.gen_range(0..pool));
                if !users.contains(&u) {
                    users.push(u);
                }
            }
            Mutex::new(TableSim::new(
                format!("g{}", i % 20),
                format!("s{i}"),
                ACTIVE_GAME,
                "async",
                users,
                rng.next_u64(),
            ))
        })
        .collect()
}

fn active_tables(n: usize) -> Vec<Mutex<TableSim>> {
    active_tables_for(n, "", |i| format!("g{}", i % 20))
}

/// Active tables whose channels and players' names start with `prefix` (so that processes
/// sharing a database keep apart), table `i` in guild `guild(i)`.
fn active_tables_for(
    n: usize,
    prefix: &str,
    guild: impl Fn(usize) -> String,
) -> Vec<Mutex<TableSim>> {
    let mut rng = ChaCha8Rng::seed_from_u64(0xAC71FE);
    (0..n)
        .map(|i| {
            let (_, count) = players(&mut rng, ACTIVE_GAME);
            let users = (0..count).map(|s| format!("{prefix}a{i}u{s}")).collect();
            Mutex::new(TableSim::new(
                guild(i),
                format!("{prefix}{}", load::active_channel(i)),
                ACTIVE_GAME,
                "live",
                users,
                rng.next_u64(),
            ))
        })
        .collect()
}

fn stats_delta(before: CommitStats, after: CommitStats) -> String {
    let commits = after.commits - before.commits;
    let jobs = after.jobs - before.jobs;
    let waited = match (before.waited, after.waited) {
        (Some(b), Some(a)) => format!(
            "; the writer waited for PostgreSQL {:.0} µs per job",
            (a - b).as_secs_f64() * 1e6 / jobs.max(1) as f64
        ),
        _ => String::new(),
    };
    format!(
        "{commits} commits for {jobs} jobs (mean batch {:.2}){waited}",
        jobs as f64 / commits.max(1) as f64
    )
}

fn count(conn: &Conn, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get(0)).unwrap_or(-1)
}

/// The bytes the store takes: the SQLite file and its WAL, or the PostgreSQL database.
fn store_size(db: &Location) -> u64 {
    match db {
        Location::File(path) => file_size(path),
        Location::Postgres(_) => commands::store::connect(db)
            .and_then(|c| {
                Ok(
                    c.query_row("SELECT pg_database_size(current_database())", [], |r| {
                        r.get::<i64>(0)
                    })?,
                )
            })
            .map_or(0, |b| u64::try_from(b).unwrap_or(0)),
    }
}

fn file_size(path: &Path) -> u64 {
    let wal = PathBuf::from(format!("{}-wal", path.display()));
    [path.to_path_buf(), wal]
        .iter()
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum()
}

fn verdict(met: bool) -> &'static str {
    if met {
        "met"
    } else {
        "MISSED"
    }
}

/// What the two load phases measured.
struct Phases {
    latency: Run,
    latency_stats: String,
    /// The disk's syncs beside the latency phase (on SQLite only).
    latency_disk: Option<disk::Syncs>,
    /// The same offered load with a disk-heavy neighbour, and its MB/s and fsyncs/s (on
    /// SQLite only: a PostgreSQL server's disk is not the bench's to load).
    busy: Option<(Run, (f64, f64))>,
    bare_commits: u64,
    bare_time: Duration,
    bare_state_bytes: usize,
    bare_name: &'static str,
    tabula: Run,
    saturated_stats: String,
    /// Per round: (bare commits/s, Tabula durable inputs/s).
    round_rates: Vec<(f64, f64)>,
}

/// Latency under a steady offered load (1), then durable throughput on one core (2) in rounds
/// alternating with the bare store's baseline, so that both see the same machine noise.
fn load_phases(
    o: &BenchOptions,
    core: &Core,
    active: &[Mutex<TableSim>],
    db: &Location,
    bare_db: &Location,
) -> anyhow::Result<Phases> {
    let before = core.commit_stats();
    let (latency, latency_disk) = disk::beside(db.file().and_then(Path::parent), || {
        drive(core, active, o.clients, Pace::Rate(o.rate), o.latency_time)
    })?;
    let latency_stats = stats_delta(before, core.commit_stats());
    let busy = match db.file() {
        Some(path) => Some(beside_neighbour(o, core, active, path)?),
        None => None,
    };
    std::thread::scope(|p| {
        p.spawn(|| -> anyhow::Result<Phases> {
            // Every thread started from here on inherits the pinning.
            system::pin_to_cpu(0)?;
            let mut bare = baseline::Baseline::open(bare_db, db)?;
            let (mut bare_commits, mut bare_time) = (0, Duration::ZERO);
            let mut tabula = Run::default();
            let before = core.commit_stats();
            let mut round_rates = Vec::new();
            for _ in 0..o.rounds {
                let started = Instant::now();
                let commits = bare.run(o.bare_time)?;
                let took = started.elapsed();
                bare_commits += commits;
                bare_time += took;
                let run = drive(core, active, o.saturate_clients, Pace::Flat, o.tabula_time);
                round_rates.push((
                    commits as f64 / took.as_secs_f64().max(1e-9),
                    run.durable.len() as f64 / run.elapsed.as_secs_f64().max(1e-9),
                ));
                tabula.merge(run);
            }
            Ok(Phases {
                latency,
                latency_stats,
                latency_disk,
                busy,
                bare_commits,
                bare_time,
                bare_state_bytes: bare.mean_state_bytes(),
                bare_name: bare.describe(),
                tabula,
                saturated_stats: stats_delta(before, core.commit_stats()),
                round_rates,
            })
        })
        .join()
        .map_err(|_| anyhow::anyhow!("the throughput phase panicked"))?
    })
}

/// Phase 1b: the latency phase's load while another program writes large blocks to the
/// database file's disk, forcing each to it, so that every commit's fsync queues behind the
/// neighbour's. Returns the run and the neighbour's MB/s and fsyncs/s.
fn beside_neighbour(
    o: &BenchOptions,
    core: &Core,
    active: &[Mutex<TableSim>],
    db: &Path,
) -> anyhow::Result<(Run, (f64, f64))> {
    let neighbour = neighbour::Neighbour::new();
    let busy_file = db.with_file_name("neighbour.bin");
    std::thread::scope(|s| -> anyhow::Result<(Run, (f64, f64))> {
        let writer = s.spawn(|| neighbour.run(&busy_file));
        // Let the neighbour's writes reach the disk before measuring.
        std::thread::sleep(o.latency_time.min(Duration::from_secs(1)) / 4);
        let started = Instant::now();
        let busy = drive(core, active, o.clients, Pace::Rate(o.rate), o.latency_time);
        let disk = neighbour.rate(started.elapsed());
        neighbour.stop();
        writer
            .join()
            .map_err(|_| anyhow::anyhow!("the disk neighbour panicked"))??;
        Ok((busy, disk))
    })
}

pub fn run(args: BenchArgs) -> anyhow::Result<()> {
    let o = BenchOptions::from_args(args)?;
    if let (Some(shard), Some(url)) = (o.child, &o.database) {
        return processes::child(&o, url, shard);
    }
    let parent = match &o.dir {
        Some(d) => {
            std::fs::create_dir_all(d)?;
            d.clone()
        }
        None => std::env::temp_dir(),
    };
    let temp = tempfile::Builder::new()
        .prefix("tabula-bench-")
        .tempdir_in(&parent)?;
    // Declared before every core, so that it is dropped (and its databases with it) after them.
    let stores = match &o.database {
        Some(url) => Stores::Postgres(stores::Server::connect(url)?),
        None => Stores::Sqlite {
            dir: temp.path().to_path_buf(),
        },
    };
    let build = if cfg!(debug_assertions) {
        "debug (numbers are not representative; use --release)"
    } else {
        "release"
    };
    println!(
        "# Tabula benchmark{}",
        if o.quick { " (--quick)" } else { "" }
    );
    println!("machine: {}", system::machine());
    println!("build: {build}");
    println!("allocator: mimalloc, {}", system::allocator_options());
    println!("load average at start: {}", system::load_average());
    println!("database: {}", stores.describe());
    if o.bots_only {
        return bots_phase(&o, &stores);
    }
    if o.web_only {
        return web_phase(&o, &stores);
    }

    let db = stores.fresh("tabula")?;
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let mut core = open_core(&o, &db, clock.clone())?;

    // Stored tables: through the API, from several threads.
    let stored = stored_tables(o.stored);
    let (inputs, took) = open_tables(&core, &stored, o.setup_threads);
    let cancel_started = Instant::now();
    for t in stored.iter().skip(1).step_by(2) {
        lock(t).cancel(&core);
    }
    let cancels = o.stored / 2;
    let took = took + cancel_started.elapsed();
    drop(stored);
    println!();
    println!("## Setup");
    println!(
        "stored tables: {} ({} idle async games, {} cancelled) through the API: {} inputs in {:.1} s ({:.0} inputs/s)",
        o.stored,
        o.stored - cancels,
        cancels,
        inputs + cancels,
        took.as_secs_f64(),
        (inputs + cancels) as f64 / took.as_secs_f64().max(1e-9)
    );
    let rss_stored = resident_bytes();

    let active = active_tables(o.active);
    let (inputs, took) = open_tables(&core, &active, o.setup_threads);
    println!(
        "active tables: {} live {ACTIVE_GAME} games (2-6 players) opened: {inputs} inputs in {:.1} s",
        o.active,
        took.as_secs_f64()
    );
    // Memory is compared between the same load on a few tables and on all of them, so that
    // what the client threads, the allocator's per-thread caches and SQLite's page cache take
    // anyway is in both figures, and the difference is what more active tables cost.
    let warm = WARM_TABLES.min(o.active);
    warm_up(&o, &core, &active[..warm])?;
    system::trim_heap();
    let rss_before = resident_bytes();

    let scheduler = Scheduler::new();
    let bare_db = stores.fresh("bare")?;
    let phases = std::thread::scope(|s| -> anyhow::Result<Phases> {
        let (core, active, scheduler) = (&core, &active, &scheduler);
        s.spawn(move || scheduler.run(core, &SystemClock, active, Duration::from_millis(50)));
        let result = load_phases(&o, core, active, &db, &bare_db);
        scheduler.stop();
        result
    })?;
    let fired_live = *scheduler.fired.lock().unwrap_or_else(|p| p.into_inner());
    let Phases {
        mut latency,
        latency_stats,
        latency_disk,
        busy,
        bare_commits,
        bare_time,
        bare_state_bytes,
        bare_name,
        tabula,
        saturated_stats,
        round_rates,
    } = phases;

    let rss_after_raw = resident_bytes();
    system::trim_heap();
    let rss_after = resident_bytes();

    println!();
    println!(
        "## 1. Interaction latency ({} stored + {} active tables)",
        o.stored, o.active
    );
    println!(
        "offered {:.0} interactions/s from {} client threads for {:.0} s; achieved {:.0}/s ({} durable, {} read-only)",
        o.rate,
        o.clients,
        o.latency_time.as_secs_f64(),
        latency.interactions() as f64 / latency.elapsed.as_secs_f64(),
        latency.durable.len(),
        latency.read_only.len()
    );
    let mut all = latency.all();
    let p99 = all.quantile_ms(0.99);
    println!("latency, all interactions: {}", all.summary());
    println!("latency, durable inputs:   {}", latency.durable.summary());
    println!("latency, read-only:        {}", latency.read_only.summary());
    println!(
        "CPU time per interaction: {:.0} µs; group commit: {latency_stats}; scheduler replies posted: {fired_live}",
        latency.cpu_per_interaction_us()
    );
    for line in disk::lines(&latency, latency_disk.as_ref()) {
        println!("{line}");
    }
    println!("target p99 < 5 ms: {}", verdict(p99 < 5.0));

    println!();
    println!("## 1b. The same load beside a disk-heavy neighbour");
    match busy {
        Some((busy, disk)) => print_beside_neighbour(&mut latency, busy, disk),
        None => println!(
            "skipped: the disk to load is the PostgreSQL server's, which is not the bench's"
        ),
    }

    println!();
    if stores.is_postgres() {
        println!(
            "## 2. Durable throughput from one core (the bench on CPU 0, the server's processes on any)"
        );
    } else {
        println!("## 2. Durable throughput on one core (CPU 0, synchronous=FULL)");
    }
    let bare_rate = bare_commits as f64 / bare_time.as_secs_f64().max(1e-9);
    let durable_rate = tabula.durable.len() as f64 / tabula.elapsed.as_secs_f64().max(1e-9);
    println!(
        "{bare_name} (state row of {bare_state_bytes} bytes + log row): {bare_rate:.0} commits/s ({bare_commits} in {:.1} s)",
        bare_time.as_secs_f64()
    );
    println!(
        "Tabula, {} closed-loop clients: {durable_rate:.0} durable inputs/s, {:.0} interactions/s ({} durable of {} in {:.1} s)",
        o.saturate_clients,
        tabula.interactions() as f64 / tabula.elapsed.as_secs_f64().max(1e-9),
        tabula.durable.len(),
        tabula.interactions(),
        tabula.elapsed.as_secs_f64()
    );
    println!(
        "CPU time per interaction: {:.0} µs (one core: at most {:.0} interactions/s); group commit: {saturated_stats}",
        tabula.cpu_per_interaction_us(),
        1e6 / tabula.cpu_per_interaction_us().max(1e-9)
    );
    println!("latency at saturation: {}", tabula.all().summary());
    let ratio = durable_rate / bare_rate.max(1e-9);
    let mut ratios: Vec<f64> = round_rates
        .iter()
        .map(|(bare, tabula)| tabula / bare.max(1e-9))
        .collect();
    ratios.sort_by(f64::total_cmp);
    println!(
        "rounds (bare commits/s -> Tabula durable inputs/s): {}",
        round_rates
            .iter()
            .map(|(b, t)| format!("{b:.0} -> {t:.0}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let median = ratios.get(ratios.len() / 2).copied().unwrap_or(0.0);
    println!(
        "ratio Tabula durable inputs / bare {} commits: {ratio:.2} overall, {median:.2} median of {} alternating rounds",
        if stores.is_postgres() { "PostgreSQL" } else { "SQLite" },
        ratios.len()
    );
    println!("target ratio >= 1: {}", verdict(ratio >= 1.0));
    if stores.is_postgres() {
        processes::phase(&o, &|phase| stores.fresh(phase))?;
    }

    // 3. Restart.
    let finished: usize = active.iter().map(|t| lock(t).finished).sum();
    let reader = commands::store::connect(&db)?;
    let tables = count(&reader, "SELECT COUNT(*) FROM tables");
    let deadlines = count(&reader, "SELECT COUNT(*) FROM deadlines");
    let finished_rows = count(
        &reader,
        "SELECT COUNT(*) FROM tables WHERE status = 'finished'",
    );
    let actions = count(&reader, "SELECT COUNT(*) FROM actions");
    drop(reader);
    drop(core);
    println!();
    println!("## 3. Restart");
    println!(
        "stored: {tables} tables ({finished_rows} finished, {finished} of them during this run), {deadlines} deadlines, {actions} logged actions; database {}",
        mib(store_size(&db) as f64)
    );
    let started = Instant::now();
    core = open_core(&o, &db, clock.clone())?;
    let opened = started.elapsed();
    let next = core.next_deadline();
    let fired = core.fire_due().len();
    let ready = started.elapsed();
    println!(
        "restart to ready: {:.1} ms (open + migrations {:.1} ms, then next deadline {} and {fired} overdue replies fired)",
        ready.as_secs_f64() * 1000.0,
        opened.as_secs_f64() * 1000.0,
        if next.is_some() { "armed" } else { "none" },
    );
    println!(
        "target restart < 1 s: {}",
        verdict(ready < Duration::from_secs(1))
    );
    let mut cold = Samples::default();
    let mut rng = ChaCha8Rng::seed_from_u64(0xC01D);
    for _ in 0..o.cold_clicks {
        let t = &active[rng.gen_range(0..active.len())];
        let mut t = lock(t);
        if t.is_playing() {
            cold.push(t.step(&core).1);
        }
    }
    println!("first interactions after the restart: {}", cold.summary());
    drop(core);
    // After two days' downtime every stored deadline (live and async) is overdue.
    let later: Arc<dyn Clock> = Arc::new(OffsetClock(2 * 24 * 3600 * 1000));
    let started = Instant::now();
    let core = open_core(&o, &db, later)?;
    let fired = core.fire_due().len();
    let took = started.elapsed();
    let reader = commands::store::connect(&db)?;
    let moved = count(&reader, "SELECT COUNT(*) FROM deadlines");
    println!(
        "restart after 2 days down, all {deadlines} deadlines overdue: every timeout applied in {:.2} s ({fired} replies; {:.0} timeouts/s; {moved} deadlines re-armed)",
        took.as_secs_f64(),
        deadlines as f64 / took.as_secs_f64().max(1e-9)
    );
    drop(core);

    println!();
    println!("## 4. Memory (resident set, /proc/self/statm)");
    println!(
        "after storing the {} tables: {}; after the same client threads played {warm} active tables: {}; after both load phases on all {}: {} ({} before the allocators' caches were freed)",
        o.stored,
        mib(rss_stored as f64),
        mib(rss_before as f64),
        o.active,
        mib(rss_after as f64),
        mib(rss_after_raw as f64)
    );
    let grown = (o.active - warm).max(1) as f64;
    let per_table = (rss_after as f64 - rss_before as f64) / grown / 1024.0;
    println!("per active table: {per_table:.1} KB, the simulated players' own state included");
    println!(
        "target < 50 KB per active table: {}",
        verdict(per_table < 50.0)
    );

    println!();
    println!("load average at the end: {}", system::load_average());
    println!();
    println!("## 5. Engines (random playouts, default options, one thread)");
    for e in engines::measure(o.engine_time) {
        match &e.error {
            Some(err) => println!("{} ({} players): error: {err}", e.game, e.players),
            None => println!(
                "{} ({} players): {:.0} playouts/s, {:.0} actions/s, {:.1} actions per game, {} unfinished",
                e.game,
                e.players,
                e.playouts_per_second(),
                e.actions as f64 / e.elapsed.as_secs_f64().max(1e-9),
                e.actions as f64 / e.playouts.max(1) as f64,
                e.unfinished
            ),
        }
    }

    println!();
    println!("## 6. Pictures (SVG drawn and rasterised to PNG, one thread, no cache; on-CPU time)");
    let mut worst: f64 = 0.0;
    for mut p in pictures::measure(o.engine_time) {
        worst = worst.max(p.times.quantile_ms(0.99));
        match &p.error {
            Some(err) => println!(
                "{} {} ({} players): error: {err}",
                p.game, p.picture, p.players
            ),
            None => println!(
                "{} {} ({} players): {}; wall p99 {:.2} ms; largest PNG {:.0} KB",
                p.game,
                p.picture,
                p.players,
                p.times.summary(),
                p.wall.quantile_ms(0.99),
                p.largest as f64 / 1024.0
            ),
        }
    }
    println!(
        "target p99 < 20 ms per picture (each is drawn once per table version and viewer): {}",
        verdict(worst < 20.0)
    );

    println!();
    println!(
        "## 7. Convergence after a Discord outage (the bot's side; Discord answering at once)"
    );
    let (tables, outage) = if o.quick {
        (o.active.min(20), Duration::from_millis(500))
    } else {
        (o.active.min(200), Duration::from_secs(5))
    };
    let c = outbox::measure(&stores.fresh("outbox")?, clock, tables, 8, outage)?;
    println!(
        "{} live tables played for {:.1} s with nothing delivered: {} interactions left {} messages owed ({} boards, one per game however many moves, and {} posts)",
        c.tables,
        c.outage.as_secs_f64(),
        c.inputs,
        c.boards + c.posts,
        c.boards,
        c.posts
    );
    println!(
        "after the recovery every board showed its committed version in {:.2} s and everything owed went out in {:.2} s (each board drawn once with its picture)",
        c.boards_after.as_secs_f64(),
        c.all_after.as_secs_f64()
    );
    println!(
        "target boards converge within 10 s of the recovery: {}",
        verdict(c.boards_after < Duration::from_secs(10))
    );
    bots_phase(&o, &stores)?;
    web_phase(&o, &stores)
}

/// Phase 9: the web pages (see [`web`]).
fn web_phase(o: &BenchOptions, stores: &Stores) -> anyhow::Result<()> {
    println!();
    println!("## 9. Web pages");
    let mut w = web::measure(&stores.fresh("web")?, o.quick)?;
    println!("a table's page (its reads, every move replayed from the log, and its HTML with the board): {}", w.page.summary());
    println!("a replay step's page: {}", w.step.summary());
    println!("the board's SVG alone: {}", w.svg.summary());
    let worst = w.page.quantile_ms(0.99).max(w.step.quantile_ms(0.99));
    println!(
        "target page and SVG render p99 < 20 ms: {}",
        verdict(worst < 20.0 && w.svg.quantile_ms(0.99) < 20.0)
    );
    println!(
        "{} live pages open on {} tables: each commit's version reached each page after {} ({} of {} events missing)",
        w.pages_open,
        w.tables,
        w.event.summary(),
        w.events_missing,
        w.events_expected
    );
    println!(
        "target commit-to-event p99 < 250 ms, none missing: {}",
        verdict(w.event.quantile_ms(0.99) < 250.0 && w.events_missing == 0)
    );
    println!(
        "memory per open live page: {:.1} KB (resident, both ends of the connection in this process)",
        w.bytes_per_page / 1024.0
    );
    println!(
        "a cached page, 8 keep-alive clients in this process: {:.0} requests/s ({}); revalidated (304): {:.0} requests/s ({})",
        w.cached_rps,
        w.cached.summary(),
        w.revalidated_rps,
        w.revalidated.summary()
    );
    Ok(())
}

/// Phase 1b's report: `busy` beside the neighbour writing `disk` (MB/s, fsyncs/s), against
/// the quiet `latency`.
fn print_beside_neighbour(latency: &mut Run, mut busy: Run, disk: (f64, f64)) {
    println!(
        "neighbour: {:.0} MB/s in 4 MiB blocks, {:.0} fsyncs/s, on the database's disk",
        disk.0, disk.1
    );
    println!("latency, durable inputs:   {}", busy.durable.summary());
    println!("latency, read-only:        {}", busy.read_only.summary());
    let (quiet_read, busy_read) = (
        latency.read_only.quantile_ms(0.99),
        busy.read_only.quantile_ms(0.99),
    );
    println!(
        "read-only p99 {busy_read:.2} ms against {quiet_read:.2} ms quiet; durable p99 {:.2} ms against {:.2} ms quiet",
        busy.durable.quantile_ms(0.99),
        latency.durable.quantile_ms(0.99)
    );
    // Sub-millisecond figures are noise: a floor of 1 ms keeps the ratio meaningful.
    println!(
        "target read-only p99 within 2x of quiet: {}",
        verdict(busy_read <= 2.0 * quiet_read.max(1.0))
    );
}

/// Phase 8: the people's latency beside tables of strong bots (see [`bots`]).
fn bots_phase(o: &BenchOptions, stores: &Stores) -> anyhow::Result<()> {
    println!();
    println!("## 8. Bots thinking beside the people's load");
    let people = o.active.min(if o.quick { 12 } else { 200 });
    let b = bots::measure(
        &stores.fresh("bots")?,
        people,
        o.bot_tables,
        o.clients,
        o.rate,
        o.latency_time,
    )?;
    println!(
        "{} tables of 8-quilibrium where three strong bots play (a second per turn), searched on {} worker thread(s), beside {} live tables of people at {:.0} interactions/s offered",
        b.bot_tables, b.threads, b.people_tables, o.rate
    );
    let (mut quiet, mut busy) = (b.quiet.all(), b.busy.all());
    println!("people, no bots:       {}", quiet.summary());
    println!("people, bots thinking: {}", busy.summary());
    for (half, run, syncs) in [
        ("no bots", &b.quiet, b.quiet_disk.as_ref()),
        ("bots thinking", &b.busy, b.busy_disk.as_ref()),
    ] {
        for line in disk::lines(run, syncs) {
            println!("{half}: {line}");
        }
    }
    println!(
        "bot moves committed meanwhile: {} in {:.1} s ({:.1}/s); CPU per people's interaction {:.0} µs quiet, {:.0} µs with bots (the process's CPU, bots' searches included)",
        b.bot_moves,
        b.busy_time.as_secs_f64(),
        b.bot_moves as f64 / b.busy_time.as_secs_f64().max(1e-9),
        b.quiet.cpu_per_interaction_us(),
        b.busy.cpu_per_interaction_us()
    );
    println!(
        "writer commits: {:.0}/s quiet, {:.0}/s with bots (their moves, and their tables' timeouts, share the writer)",
        b.quiet_commits as f64 / b.quiet.elapsed.as_secs_f64().max(1e-9),
        b.busy_commits as f64 / b.busy_time.as_secs_f64().max(1e-9)
    );
    let (q, p) = (quiet.quantile_ms(0.99), busy.quantile_ms(0.99));
    println!("people's p99 {p:.2} ms with bots thinking against {q:.2} ms without");
    println!(
        "target people's p99 < 5 ms with bots thinking: {}",
        verdict(p < 5.0)
    );
    Ok(())
}
