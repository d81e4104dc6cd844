//! Phase 8: bots thinking on many tables while people play (issue 18, "Out of the way").
//!
//! On its own database: live 8-quilibrium tables played by simulated people at the usual
//! offered rate, first alone (the quiet figure), then beside tables where only strong bots
//! play (their host opened the table with three bots, started it and left, so the timeout
//! default plays the host's turns and the bots play on by themselves). The bots' searches run
//! on the worker pool with its production size (the cores less one), so the pool is busy for
//! the whole second half; the people's latency is measured beside it, with the scheduler
//! committing the bots' answers through the same writer as the people's inputs.
use super::disk::{self, Syncs};
use super::load::{drive, Pace, Run, Scheduler};
use super::sim::{actor, command};
use super::{active_tables, open_tables};
use commands::settings::BotSwitches;
use commands::store::{self, Location};
use commands::{Core, Switches, SystemClock};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the phase measured.
pub struct BotLoad {
    pub people_tables: usize,
    pub bot_tables: usize,
    pub threads: usize,
    pub quiet: Run,
    pub busy: Run,
    /// The disk's syncs beside each half (on SQLite only).
    pub quiet_disk: Option<Syncs>,
    pub busy_disk: Option<Syncs>,
    /// Bot moves committed while the people's load ran beside them.
    pub bot_moves: i64,
    pub busy_time: Duration,
    /// Transactions the writer committed during the quiet and the busy half.
    pub quiet_commits: u64,
    pub busy_commits: u64,
}

/// The bots' tables (channels `b<i>`) that are playing.
fn bot_tables_playing(db: &Location) -> anyhow::Result<i64> {
    let conn = store::connect(db)?;
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM tables WHERE channel LIKE 'b%' AND status = 'playing'",
        [],
        |r| r.get(0),
    )?)
}

/// Bot moves logged at the bots' tables (channels `b<i>`): every action there that was no
/// timeout.
fn bot_moves(db: &Location) -> anyhow::Result<i64> {
    let conn = store::connect(db)?;
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM actions a JOIN tables t ON t.id = a.table_id \
         WHERE t.channel LIKE 'b%' AND a.by_timeout = 0",
        [],
        |r| r.get(0),
    )?)
}

/// The longest unmeasured warm-up before the quiet half.
const WARM_UP: Duration = Duration::from_secs(1);

/// Runs the phase: `people` live tables driven at `rate` interactions/s by `clients` threads
/// for `time`, without and then with `bot_tables` tables of strong bots.
pub fn measure(
    db: &Location,
    people: usize,
    bot_tables: usize,
    clients: usize,
    rate: f64,
    time: Duration,
) -> anyhow::Result<BotLoad> {
    let bots = BotSwitches::default();
    let threads = bots.threads;
    let core = Core::open_at(
        db,
        Arc::new(SystemClock),
        Switches {
            bots,
            ..Switches::default()
        },
    )?;
    let active = active_tables(people);
    open_tables(&core, &active, clients.clamp(1, 16));
    let scheduler = Scheduler::new();
    let mut commits = (0, 0);
    let folder = db.file().and_then(std::path::Path::parent);
    let (quiet, busy, bot_moves, busy_time) = std::thread::scope(|s| -> anyhow::Result<_> {
        let (core, active, scheduler) = (&core, &active, &scheduler);
        s.spawn(move || scheduler.run(core, &SystemClock, active, Duration::from_millis(20)));
        // A short unmeasured warm-up first: the first interactions load fonts and fill the
        // picture caches, which would otherwise land in the quiet figure alone and make the
        // bots look free by comparison.
        drive(
            core,
            active,
            clients,
            Pace::Rate(rate),
            (time / 10).min(WARM_UP),
        );
        let before = core.commit_stats().commits;
        let quiet = disk::beside(folder, || {
            drive(core, active, clients, Pace::Rate(rate), time)
        })?;
        commits.0 = core.commit_stats().commits - before;
        for i in 0..bot_tables {
            let host = actor("gbots", &format!("b{i}"), &format!("bh{i}"));
            let play = [
                ("game", "eight-quilibrium"),
                ("bots", "3"),
                ("bot_level", "strong"),
                ("time", "live"),
            ];
            core.handle(&host, command("play", &play));
            core.handle(&host, command("start", &[]));
            core.handle(&host, command("leave", &[]));
        }
        // A refused command would leave the bots' half without bots: say so rather than
        // report a figure that measured nothing.
        let started = bot_tables_playing(db)?;
        anyhow::ensure!(
            started == bot_tables as i64,
            "{started} of {bot_tables} bots' tables started"
        );
        // Let the first bot moves fall due (the live pause) and the pool fill up.
        std::thread::sleep(Duration::from_millis(1_600));
        let before = bot_moves(db)?;
        let committed = core.commit_stats().commits;
        let started = Instant::now();
        let busy = disk::beside(folder, || {
            drive(core, active, clients, Pace::Rate(rate), time)
        })?;
        let busy_time = started.elapsed();
        commits.1 = core.commit_stats().commits - committed;
        let moves = bot_moves(db)? - before;
        scheduler.stop();
        Ok((quiet, busy, moves, busy_time))
    })?;
    // The bots' tables stay behind in this phase's own database, which goes with the run.
    let ((quiet, quiet_disk), (busy, busy_disk)) = (quiet, busy);
    Ok(BotLoad {
        people_tables: people,
        bot_tables,
        threads,
        quiet,
        busy,
        quiet_disk,
        busy_disk,
        bot_moves,
        busy_time,
        quiet_commits: commits.0,
        busy_commits: commits.1,
    })
}
