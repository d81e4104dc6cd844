//! The real `tabula` binary against a database that goes away mid-game and comes back (issue
//! 44): a PostgreSQL server restarted under it, and a SQLite file whose write lock another
//! connection holds. While the database is away a table's turn deadline passes and players
//! keep clicking; once it is back the deadline must fire within seconds, however many passes
//! of the scheduler met the dead connection meanwhile, and the log must say once that the
//! database is back. (Before, every such pass doubled a backoff capped at a minute: deadlines
//! resumed up to 135 s after a 1.4 s restart.)
//!
//! Also: the process logs which shards it runs, once, at start; and refuses a partial shard
//! range on a SQLite file.

// Shared with `discord_wire`, which uses more of it.
#[allow(dead_code)]
mod wire;

use fake_discord::{FakeDiscord, Id};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use wire::players::Players;
use wire::process::{Output, TabulaProcess};

/// How long a test waits for a condition that has no deadline of its own: generous, so that a
/// busy machine only slows it down.
const PATIENCE: Duration = Duration::from_secs(90);

/// How long the database stays away, with players clicking all along.
const AWAY: Duration = Duration::from_secs(6);

/// The most a deadline may take to fire once the database is back. The target is 2 s (a retry
/// at most every second, then a connection and a commit); this leaves room for a machine
/// other tests keep busy, and is far below the minute the old backoff could wait.
const BACK_WITHIN: Duration = Duration::from_secs(6);

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The database as the test sees it, on its own connections.
trait Database {
    /// Runs one statement with no result; `None` if the database does not answer.
    fn execute(&self, sql: &str) -> Option<()>;
    /// One integer; `None` if the database does not answer.
    fn integer(&self, sql: &str) -> Option<i64>;
}

struct Postgres(String);

impl Database for Postgres {
    fn execute(&self, sql: &str) -> Option<()> {
        let conn = commands::store::db::Conn::postgres(&self.0).ok()?;
        conn.execute_batch(sql).ok()
    }
    fn integer(&self, sql: &str) -> Option<i64> {
        let conn = commands::store::db::Conn::postgres(&self.0).ok()?;
        conn.query_row(sql, [], |r| r.get(0)).ok()
    }
}

struct Sqlite(std::path::PathBuf);

impl Database for Sqlite {
    fn execute(&self, sql: &str) -> Option<()> {
        let conn = rusqlite::Connection::open(&self.0).ok()?;
        conn.busy_timeout(Duration::from_secs(5)).ok()?;
        conn.execute_batch(sql).ok()
    }
    fn integer(&self, sql: &str) -> Option<i64> {
        let conn = rusqlite::Connection::open(&self.0).ok()?;
        conn.query_row(sql, [], |r| r.get(0)).ok()
    }
}

fn wait_for(limit: Duration, what: &str, mut done: impl FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < limit, "{what}: not within {limit:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A game of the example game, tic-tac-toe, started in the fake's channel: its table's id.
fn started_table(players: &mut Players, db: &dyn Database) -> i64 {
    // Played in the channel itself, where `/board` and the test look.
    players
        .fake
        .deny_threads(players.channel, Some(fake_discord::NoThreads::Withheld));
    players.open_and_start("tic-tac-toe");
    let table = db
        .integer("SELECT MAX(id) FROM tables WHERE status = 'playing'")
        .expect("the table's row");
    let waiting = db
        .integer(&format!(
            "SELECT COUNT(*) FROM deadlines WHERE table_id = {table} AND bot IS NULL"
        ))
        .expect("its deadlines");
    assert!(waiting > 0, "someone's turn has a deadline");
    table
}

/// The timeouts the table has had.
fn timeouts(db: &dyn Database, table: i64) -> Option<i64> {
    db.integer(&format!(
        "SELECT COUNT(*) FROM actions WHERE table_id = {table} AND by_timeout = 1"
    ))
}

/// Brings the table's turn deadline to `in_ms` from now, and has Tabula's scheduler read it
/// (every interaction wakes it).
fn deadline_in(players: &Players, db: &dyn Database, table: i64, in_ms: i64) {
    db.execute(&format!(
        "UPDATE deadlines SET due = {} WHERE table_id = {table} AND bot IS NULL",
        now_ms() + in_ms
    ))
    .expect("move the deadline");
    players.slash(players.users[0], "board", &[]);
}

/// Players click (`/board`) in `channel` until `stop`, whatever the answers: each click wakes
/// the scheduler, which then meets the database that is away.
fn keep_clicking(fake: &FakeDiscord, user: Id, channel: Id, stop: &AtomicBool) -> usize {
    let mut clicks = 0;
    while !stop.load(Ordering::SeqCst) {
        let _ = fake.slash(user, channel, "board", &[]);
        clicks += 1;
        std::thread::sleep(Duration::from_millis(150));
    }
    clicks
}

/// Takes the database away (`away`), keeps it away for [`AWAY`] with players clicking while
/// the table's deadline passes, brings it back (`back`, which returns once it is), and
/// returns how long after that the deadline fired.
fn deadline_after_return(
    fake: &FakeDiscord,
    players: &Players,
    db: &dyn Database,
    table: i64,
    away: impl FnOnce(),
    back: impl FnOnce(),
) -> Duration {
    let before = timeouts(db, table).expect("the timeouts so far");
    deadline_in(players, db, table, 1_500);
    let stop = AtomicBool::new(false);
    let back_at = std::thread::scope(|s| {
        away();
        let (user, channel, stop) = (players.users[1], players.channel, &stop);
        let clicker = s.spawn(move || keep_clicking(fake, user, channel, stop));
        std::thread::sleep(AWAY);
        back();
        let back_at = Instant::now();
        stop.store(true, Ordering::SeqCst);
        let clicks = clicker.join().expect("the clicks");
        assert!(
            clicks > 3,
            "players clicked while the database was away ({clicks})"
        );
        back_at
    });
    wait_for(
        PATIENCE,
        "the deadline fired once the database was back",
        || timeouts(db, table).is_some_and(|n| n > before),
    );
    back_at.elapsed()
}

fn assert_back_once(tabula: &TabulaProcess, fired_after: Duration) {
    eprintln!("the deadline fired {fired_after:?} after the database was back");
    assert!(
        fired_after < BACK_WITHIN,
        "the deadline fired {fired_after:?} after the database was back\n{}",
        tabula.log_text()
    );
    tabula
        .wait_log("the database is back", PATIENCE)
        .unwrap_or_else(|e| panic!("{e}\n{}", tabula.log_text()));
    let log = tabula.log_text();
    assert_eq!(
        log.matches("the database is back").count(),
        1,
        "said once:\n{log}"
    );
}

#[test]
fn deadlines_resume_within_seconds_of_postgres_restarting() {
    let dir = tempfile::tempdir().unwrap();
    let server = pg_test::Server::launch();
    let url = server.fresh_database();
    let db = Postgres(url.clone());
    let fake = FakeDiscord::start().expect("fake Discord starts");
    let sessions = fake.sessions();
    let log = dir.path().join("bot.log");
    let env = [("DATABASE_URL", url.clone())];
    let guild = fake.guild().to_string();
    let tabula = TabulaProcess::spawn_with(fake.api_base(), &guild, &env, &log, Output::File, None);
    if let Err(e) = fake.wait_ready(sessions, PATIENCE) {
        panic!("{e}\nbot log:\n{}", tabula.log_text());
    }
    let mut players = Players::new(&fake, &["Ann", "Bea"], 5);
    let table = started_table(&mut players, &db);

    let fired_after = deadline_after_return(
        &fake,
        &players,
        &db,
        table,
        || server.stop(pg_test::Shutdown::Fast),
        || server.start(),
    );
    assert_back_once(&tabula, fired_after);
    // Nothing of PostgreSQL's own chatter (`relation ... already exists, skipping` at every
    // start and reconnect) reaches the log.
    let log = tabula.log_text();
    assert!(!log.contains("already exists"), "{log}");
}

#[test]
fn deadlines_resume_within_seconds_of_a_sqlite_lock_ending() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let db = Sqlite(path.clone());
    let fake = FakeDiscord::start().expect("fake Discord starts");
    let tabula = TabulaProcess::start(&fake, &path, &dir.path().join("bot.log"));
    let mut players = Players::new(&fake, &["Ann", "Bea"], 6);
    let table = started_table(&mut players, &db);

    // Another connection (an administrator's `sqlite3`, a backup) holds the write lock.
    let holder = rusqlite::Connection::open(&path).expect("a second connection");
    let fired_after = deadline_after_return(
        &fake,
        &players,
        &db,
        table,
        || {
            holder
                .execute_batch("BEGIN IMMEDIATE")
                .expect("take the lock")
        },
        || {
            holder
                .execute_batch("ROLLBACK")
                .expect("let go of the lock")
        },
    );
    assert_back_once(&tabula, fired_after);
}

#[test]
fn the_shards_a_process_runs_are_logged_once_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().expect("fake Discord starts");
    let log = dir.path().join("bot.log");
    let tabula = TabulaProcess::start(&fake, &dir.path().join("t.db"), &log);
    let text = tabula.log_text();
    assert_eq!(
        text.matches("running shards 0 to 0 of 1").count(),
        1,
        "{text}"
    );
}

#[test]
fn a_partial_shard_range_on_a_sqlite_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let log = dir.path().join("stderr.txt");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tabula"))
        .env_clear()
        .env("DISCORD_TOKEN", "fake-token")
        // Were it accepted, it would connect nowhere (nothing listens on port 1).
        .env("DISCORD_API_BASE", "http://127.0.0.1:1")
        .env("DATABASE_PATH", &db)
        .env("SHARDS", "0-0/2")
        .env("WEB_ADDR", "off")
        // No `.env` of the repository's.
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(&log).expect("stderr file"))
        .spawn()
        .expect("run tabula");
    // Refused at once; accepted, it would run on: stopped after a while, the test fails.
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the process") {
            break Some(status);
        }
        if started.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let said = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(
        status.is_some_and(|s| !s.success()),
        "refused: {status:?}\n{said}"
    );
    assert!(
        said.contains("SHARDS=0-0/2") && said.contains("DATABASE_URL"),
        "{said}"
    );
    assert!(!db.exists(), "nothing was created: {said}");
}
