//! Two `tabula` processes sharing one PostgreSQL database, each running one of two shards
//! (issue 29), against one fake Discord that serves both shards: games in a guild on each
//! shard play to their end; one process is killed (`kill -9`) mid-game while its table's
//! deadline passes and started again. Every acknowledged move survives, the overdue deadline
//! fires once (by its own shard's process, not the other), and both boards end where the
//! database says. The games are 8-quilibrium's, not the example game's: both shards' boards
//! and views carry pictures, which tic-tac-toe does not draw, and one table seats three.

// Shared with `discord_wire`, which uses more of it.
#[allow(dead_code)]
mod wire;

use commands::store::db::Conn;
use fake_discord::FakeDiscord;
use std::path::Path;
use std::time::{Duration, Instant};
use wire::players::Players;
use wire::process::{Output, TabulaProcess};

/// How long a test waits for a condition before it fails: generous, so that a busy machine
/// only slows it down.
const PATIENCE: Duration = Duration::from_secs(60);

fn connect(url: &str) -> Conn {
    Conn::postgres(url).expect("the test database")
}

fn count(url: &str, sql: &str) -> i64 {
    connect(url)
        .query_row(sql, [], |r| r.get(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Both processes are done with what they were given: nothing owed to Discord and no
/// person's deadline passed without firing, in either shard, but at the table `down` (whose
/// shard's process is down), if any.
fn idle(url: &str, down: i64) -> bool {
    let Ok(conn) = Conn::postgres(url) else {
        return false;
    };
    let owed: Option<i64> = conn
        .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .ok();
    let overdue: Option<i64> = conn
        .query_row(
            "SELECT COUNT(*) FROM deadlines WHERE bot IS NULL AND due <= ?1 AND table_id <> ?2",
            [now_ms(), down],
            |r| r.get(0),
        )
        .ok();
    owed == Some(0) && overdue == Some(0)
}

fn wait_for(limit: Duration, what: &str, mut done: impl FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < limit, "{what}: not within {limit:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The table in `channel`: its id and version as stored.
fn stored(url: &str, channel: fake_discord::Id) -> (i64, i64) {
    connect(url)
        .query_row(
            "SELECT id, version FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [channel.to_string()],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("the table's row")
}

fn assert_clean(fake: &FakeDiscord, processes: &[&TabulaProcess]) {
    let report = fake.report();
    eprintln!("{report}");
    for tabula in processes {
        let problems = tabula.log_problems();
        assert!(
            problems.is_empty(),
            "tabula log problems:\n{}",
            problems.join("\n")
        );
    }
    report.assert_clean();
}

/// Starts the process of `shard` of 2 on the database at `url`, with commands registered
/// globally (the fake offers them in every guild); waits until it is connected and registered.
fn start(fake: &FakeDiscord, url: &str, shard: u32, log: &Path) -> TabulaProcess {
    let sessions = fake.sessions();
    let env = [
        ("DATABASE_URL", url.to_string()),
        ("SHARDS", format!("{shard}-{shard}/2")),
    ];
    let tabula = TabulaProcess::spawn_with(fake.api_base(), "", &env, log, Output::File, None);
    if let Err(e) = fake.wait_ready(sessions, PATIENCE) {
        panic!("{e}\nbot log:\n{}", tabula.log_text());
    }
    tabula
}

#[test]
fn two_processes_on_two_shards_play_on_through_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let url = pg_test::server().fresh_database();
    let fake = FakeDiscord::start().expect("fake Discord starts");
    fake.set_leak_rule(wire::leak_rule("eight-quilibrium"));
    fake.set_shard_count(2);
    // The fake's first guild is on shard 1 of 2; a second guild is made on shard 0.
    let first_guild = fake.guild();
    assert_eq!(fake_discord::shard_of(first_guild, 2), 1);
    let second_guild = fake.add_guild(0, 2).expect("a guild on shard 0");
    let on_one = fake.channel();
    let on_zero = fake.channels_in(second_guild)[0];
    for channel in [on_one, on_zero] {
        fake.deny_threads(channel, Some(fake_discord::NoThreads::Withheld));
    }
    let watched = url.clone();
    let down = std::sync::Arc::new(std::sync::atomic::AtomicI64::new(0));
    let not_counted = down.clone();
    fake.set_idle_check(move || {
        idle(
            &watched,
            not_counted.load(std::sync::atomic::Ordering::SeqCst),
        )
    });

    let log = |shard: u32| dir.path().join(format!("bot-{shard}.log"));
    let mut zero = start(&fake, &url, 0, &log(0));
    let one = start(&fake, &url, 1, &log(1));
    let mut connected = fake.connected_shards();
    connected.sort();
    assert_eq!(connected, [(0, 2), (1, 2)], "one session per shard");

    let mut a = Players::new(&fake, &["Ann", "Bea"], 21);
    a.channel = on_zero;
    a.pictures = true;
    let mut b = Players::new(&fake, &["Cy", "Dee", "Eve"], 22);
    b.channel = on_one;
    b.pictures = true;
    a.open_and_start("eight-quilibrium");
    b.open_and_start("eight-quilibrium");
    // Until each table has moves acknowledged (a step may be a menu step, not yet a move).
    for _ in 0..200 {
        if a.tally.actions >= 2 && b.tally.actions >= 2 {
            break;
        }
        let views = a.refresh();
        assert!(a.step(&views));
        let views = b.refresh();
        assert!(b.step(&views));
    }
    assert!(
        a.tally.actions >= 2 && b.tally.actions >= 2,
        "moves were made"
    );
    let acted = a.tally.actions as i64;
    let (table_zero, acknowledged) = stored(&url, on_zero);
    let table_one = stored(&url, on_one).0;

    // Shard 0's process dies; while it is down its table's deadlines pass, and shard 1's
    // process, which is up the whole time, must leave them alone.
    let sessions = fake.sessions();
    zero.kill();
    down.store(table_zero, std::sync::atomic::Ordering::SeqCst);
    let rewound = connect(&url)
        .execute(
            "UPDATE deadlines SET due = due - 600000 WHERE table_id = ?1 AND bot IS NULL",
            [table_zero],
        )
        .unwrap();
    assert!(rewound > 0, "shard 0's table waits for someone");
    let due = count(
        &url,
        &format!(
            "SELECT COUNT(*) FROM deadlines WHERE table_id = {table_zero} AND bot IS NULL \
             AND due <= {}",
            now_ms()
        ),
    );
    // Shard 1's process keeps playing its own table meanwhile (each of its inputs has its
    // scheduler look for due deadlines: it must pass over shard 0's).
    let views = b.refresh();
    assert!(b.step(&views));
    let before_restart = stored(&url, on_zero).1;
    assert_eq!(
        before_restart, acknowledged,
        "nobody fired shard 0's deadline while its process was down"
    );

    let zero = start(&fake, &url, 0, &log(0));
    fake.wait_for_shard(0, sessions, PATIENCE)
        .expect("shard 0 is back");
    down.store(0, std::sync::atomic::Ordering::SeqCst);
    wait_for(PATIENCE, "shard 0's overdue deadline fired", || {
        stored(&url, on_zero).1 > acknowledged && idle(&url, 0)
    });
    // Each due deadline was one timeout input: one version of the table, logged as such.
    let fired = count(
        &url,
        &format!(
            "SELECT COUNT(DISTINCT version) FROM actions WHERE table_id = {table_zero} \
             AND by_timeout = 1 AND version > {acknowledged}"
        ),
    );
    assert_eq!(fired, due, "every overdue deadline fired once");
    // Every move acknowledged before the kill is in the log: one version each.
    let logged = count(
        &url,
        &format!(
            "SELECT COUNT(DISTINCT version) FROM actions WHERE table_id = {table_zero} \
             AND by_timeout = 0 AND version <= {acknowledged}"
        ),
    );
    assert_eq!(
        logged, acted,
        "the moves acknowledged before the kill survived"
    );

    a.play_to_end(2_000);
    b.play_to_end(2_000);
    fake.settle();
    for (players, table) in [(&a, table_zero), (&b, table_one)] {
        assert!(players.public_with("Final scores").is_some());
        let status: String = connect(&url)
            .query_row("SELECT status FROM tables WHERE id = ?1", [table], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(status, "finished");
    }
    wait_for(PATIENCE, "both shards delivered everything", || {
        idle(&url, 0)
    });
    assert_clean(&fake, &[&zero, &one]);
}
