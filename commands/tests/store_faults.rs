//! The store under faults, with real SQLite files (issue 17, items 5 and 6): every start-up
//! error is one line naming the file and the cause, an I/O or permission problem is never
//! called damage, a refused database is left untouched, and backups are consistent while the
//! core writes.
//!
//! Read-only mounts and full disks are real: the test runs itself again inside a user and mount
//! namespace (`unshare -Urm`) with a read-only bind mount or a small tmpfs. A read-only file is
//! made with `chmod`; as root, whom file permissions do not stop, the child runs in a user
//! namespace without a mapping (`unshare -U`), where they do. Where `unshare` is not
//! available those cases print why they were skipped. The tables play the example game,
//! tic-tac-toe; the measure of a benchmark-shaped database seats up to six, on 8-quilibrium.
use commands::store::{self, health};
use commands::{Actor, Clock, Core, FakeClock, Input};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

const FAILURE: &str = "Something went wrong on our side; nothing was changed.";

fn actor(user: &str, channel: &str) -> Actor {
    Actor {
        guild: "g".into(),
        channel: channel.into(),
        user: user.into(),
        name: user.into(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    }
}

fn open(path: &Path) -> Result<Core, String> {
    Core::open(path, Arc::new(FakeClock::default())).map_err(|e| e.to_string())
}

/// Opens a lobby in `channel` and seats a second player; panics if either input failed.
fn lobby(core: &Core, channel: &str) {
    let play = Input::command(
        "play",
        [("game".to_string(), json!("tic-tac-toe"))]
            .into_iter()
            .collect(),
    )
    .unwrap();
    for (user, input) in [
        ("u1", play),
        ("u2", Input::command("join", Default::default()).unwrap()),
    ] {
        let replies = core.handle(&actor(user, channel), input);
        assert!(
            !replies.iter().any(|r| r.text.starts_with(FAILURE)),
            "{replies:?}"
        );
    }
}

/// A database with `n` lobbies, closed with everything in the database file.
fn populated(path: &Path, n: usize) {
    let core = open(path).unwrap();
    for i in 0..n {
        lobby(&core, &format!("c{i}"));
    }
    assert!(core.checkpoint().unwrap());
}

fn count(path: &Path, sql: &str) -> i64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row(sql, [], |r| r.get(0)).unwrap()
}

/// The line names the file and carries every expected phrase, and never calls an I/O or
/// permission problem damage unless `damaged`.
fn assert_line(line: &str, path: &Path, phrases: &[&str], damaged: bool) {
    assert!(!line.contains('\n'), "one line: {line}");
    assert!(line.contains(&path.display().to_string()), "{line}");
    for p in phrases {
        assert!(line.contains(p), "{p:?} missing from: {line}");
    }
    if !damaged {
        assert!(
            !line.contains("damaged") && !line.contains("corrupt"),
            "{line}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Running part of a test again in another namespace.

/// Set in a child run: what the child does.
const CHILD: &str = "STORE_FAULTS_CHILD";
/// Set in a child run: the folder it works in.
const CHILD_DIR: &str = "STORE_FAULTS_DIR";

/// Runs `shell` (which ends by running `"$0" "$@"`, this test binary's `child` test) under
/// `unshare <flags>`; returns the child's `RESULT:` lines, or `None` when the namespace cannot
/// be made here.
fn in_namespace(flags: &str, shell: &str, mode: &str, dir: &Path) -> Option<Vec<String>> {
    let exe = std::env::current_exe().unwrap();
    let probe = Command::new("unshare")
        .args(flags.split(' '))
        .arg("true")
        .status();
    if !matches!(probe, Ok(s) if s.success()) {
        eprintln!("skipped: `unshare {flags}` is not available here");
        return None;
    }
    let out = Command::new("unshare")
        .args(flags.split(' '))
        .args(["sh", "-c", shell])
        .arg(&exe)
        .args(["--exact", "child", "--nocapture", "--test-threads=1"])
        .env(CHILD, mode)
        .env(CHILD_DIR, dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "child failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(
        stdout
            .lines()
            // The harness prints `test child ... ` before the first line.
            .filter_map(|l| l.split_once("RESULT: ").map(|(_, r)| r))
            .map(str::to_string)
            .collect(),
    )
}

fn report(outcome: Result<Core, String>) {
    match outcome {
        Ok(_) => println!("RESULT: opened"),
        Err(e) => println!("RESULT: {e}"),
    }
}

/// The other half of [`in_namespace`]: does nothing in a normal run.
#[test]
fn child() {
    let (Ok(mode), Ok(dir)) = (std::env::var(CHILD), std::env::var(CHILD_DIR)) else {
        return;
    };
    let dir = PathBuf::from(dir);
    match mode.as_str() {
        "open" => report(open(&dir.join("t.db"))),
        "read-only-mount" => {
            report(open(&dir.join("t.db")));
            report(open(&dir.join("missing/t.db")));
        }
        "full" => {
            // A database with a few tables, then a disk filled up to the last byte.
            populated(&dir.join("t.db"), 5);
            fill_disk(&dir);
            report(open(&dir.join("t.db")));
            report(open(&dir.join("new.db")));
        }
        "bots-full" => bots_on_a_full_disk(&dir),
        other => panic!("unknown child mode {other}"),
    }
}

/// Fills the disk of `dir` up to its last byte.
fn fill_disk(dir: &Path) {
    let mut filler = std::fs::File::create(dir.join("filler")).unwrap();
    let chunk = vec![7u8; 4096];
    while std::io::Write::write_all(&mut filler, &chunk).is_ok() {}
    let _ = filler.sync_all();
}

/// The child of [`a_bots_move_that_cannot_be_saved_backs_off`]: bots with moves
/// due on a disk that fills up. Prints how many transactions were tried at each stage.
fn bots_on_a_full_disk(dir: &Path) {
    use commands::switches::BotSwitches;
    let clock = Arc::new(FakeClock::new(1_000_000));
    let switches = commands::Switches {
        seed: Some(3),
        bots: BotSwitches {
            threads: 1,
            iterations: Some(8),
            ..Default::default()
        },
        ..Default::default()
    };
    let core = Core::open_with(&dir.join("t.db"), clock.clone(), switches).unwrap();
    let command = |name: &str, options: serde_json::Value| {
        Input::command(
            name,
            options
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        )
        .unwrap()
    };
    let u1 = actor("u1", "c");
    let play = json!({"game": "tic-tac-toe", "time": "async", "bots": 1, "bot_level": "easy"});
    core.handle(&u1, command("play", play));
    core.handle(&u1, command("start", json!({})));
    // From here on only bots and timeouts play.
    core.handle(&u1, command("leave", json!({})));
    assert!(core.bots_pending(), "a bot's move is due");
    fill_disk(dir);
    let tried = |core: &Core| core.commit_stats().rolled_back;
    // The bot thinks, and its move cannot be saved.
    core.settle();
    let first = tried(&core);
    println!("RESULT: failed {first}");
    let next = core.next_deadline().expect("the bot's move is still due");
    println!("RESULT: next in {}", next - clock.now());
    // However often the scheduler wakes before the backoff has passed, nothing is tried.
    for _ in 0..200 {
        core.settle();
    }
    println!("RESULT: failed again {}", tried(&core) - first);
    // Once it has passed, the move is searched and tried once more, and waits twice as long.
    clock.advance(next - clock.now());
    core.settle();
    println!("RESULT: after the backoff {}", tried(&core) - first);
    let later = core.next_deadline().expect("still due");
    println!("RESULT: next in {}", later - clock.now());
    // Room again: the move is saved after the backoff, and the game goes on.
    std::fs::remove_file(dir.join("filler")).unwrap();
    let committed = core.commit_stats().commits;
    clock.advance(later - clock.now());
    core.settle();
    println!(
        "RESULT: committed {}",
        core.commit_stats().commits > committed
    );
}

fn is_root() -> bool {
    // The owner of a file we just created is who we are.
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("me");
    std::fs::write(&f, b"").unwrap();
    std::os::unix::fs::MetadataExt::uid(&std::fs::metadata(&f).unwrap()) == 0
}

// ---------------------------------------------------------------------------------------------

#[test]
fn a_read_only_file_is_refused_at_open() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 2);
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).unwrap();
    let line = if is_root() {
        match in_namespace("-U", "exec \"$0\" \"$@\"", "open", dir.path()) {
            Some(lines) => lines[0].clone(),
            None => return,
        }
    } else {
        open(&db).err().expect("refused")
    };
    assert_line(&line, &db, &["is read-only", "permission denied"], false);
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    open(&db).expect("writable again");
}

#[test]
fn a_read_only_mount_and_a_missing_folder_on_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 2);
    let d = dir.path().display();
    let shell =
        format!("mount --bind {d} {d} && mount -o remount,ro,bind {d} {d} && exec \"$0\" \"$@\"");
    let Some(lines) = in_namespace("-Urm", &shell, "read-only-mount", dir.path()) else {
        return;
    };
    assert_line(
        &lines[0],
        &db,
        &["is read-only", "read-only file system"],
        false,
    );
    let missing = dir.path().join("missing");
    assert_line(
        &lines[1],
        &missing,
        &["cannot create folder", "(read-only file system)"],
        false,
    );
}

#[test]
fn a_full_disk_is_the_disk_not_damage() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    let shell = format!("mount -t tmpfs -o size=2m tmpfs {d} && exec \"$0\" \"$@\"");
    let Some(lines) = in_namespace("-Urm", &shell, "full", dir.path()) else {
        return;
    };
    assert_line(
        &lines[0],
        &dir.path().join("t.db"),
        &["the disk is full"],
        false,
    );
    assert_line(
        &lines[1],
        &dir.path().join("new.db"),
        &["the disk is full"],
        false,
    );
}

/// Issue 25, item 4: a bot's move that cannot be saved (a full disk) counts as a store
/// failure and backs off like a timeout does, instead of being searched and tried again
/// hundreds of times a second.
#[test]
fn a_bots_move_that_cannot_be_saved_backs_off() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    let shell = format!("mount -t tmpfs -o size=2m tmpfs {d} && exec \"$0\" \"$@\"");
    let Some(lines) = in_namespace("-Urm", &shell, "bots-full", dir.path()) else {
        return;
    };
    assert_eq!(lines.len(), 6, "{lines:?}");
    assert!(
        lines[0].starts_with("failed ") && lines[0] != "failed 0",
        "{lines:?}"
    );
    assert_eq!(
        lines[1], "next in 1000",
        "the first retry comes after a second"
    );
    assert_eq!(
        lines[2], "failed again 0",
        "nothing tried during the backoff"
    );
    assert_eq!(
        lines[3], "after the backoff 1",
        "one more try once it passed"
    );
    assert_eq!(lines[4], "next in 2000", "the backoff doubles");
    assert_eq!(lines[5], "committed true", "saved once there is room");
}

#[test]
fn a_lost_wal_is_not_papered_over_with_an_empty_database() {
    // The database file was deleted, its -wal kept.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let wal = health::sibling(&db, "-wal");
    std::fs::write(&wal, vec![1u8; 5000]).unwrap();
    let line = open(&db).err().expect("refused");
    assert_line(
        &line,
        &db,
        &["is missing but", "-wal holds 5000 bytes"],
        false,
    );
    assert!(!db.exists(), "no new database created");

    // What Tabula before issue 17 left when `-wal` and `-shm` were deleted: a WAL-mode file
    // whose schema was only ever in the WAL.
    let old = dir.path().join("old.db");
    let live = rusqlite::Connection::open(&old).unwrap();
    live.pragma_update(None, "journal_mode", "WAL").unwrap();
    live.execute_batch("CREATE TABLE tables (id INTEGER PRIMARY KEY)")
        .unwrap();
    let orphan = dir.path().join("orphan.db");
    std::fs::copy(&old, &orphan).unwrap();
    drop(live);
    let line = open(&orphan).err().expect("refused");
    assert_line(
        &line,
        &orphan,
        &[
            "holds no tables although it was used in WAL mode",
            "missing",
        ],
        false,
    );

    // Someone else's database, and a file that is no database at all.
    let other = dir.path().join("other.db");
    rusqlite::Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE notes (x)")
        .unwrap();
    let line = open(&other).err().expect("refused");
    assert_line(&line, &other, &["is not a Tabula database"], false);
    let text = dir.path().join("text.db");
    std::fs::write(&text, "hello, this is not SQLite ".repeat(200)).unwrap();
    let line = open(&text).err().expect("refused");
    assert_line(
        &line,
        &text,
        &["not an SQLite database", "tabula check"],
        true,
    );
}

#[test]
fn the_database_file_holds_the_schema_at_once() {
    // The checkpoint after the migrations: the file alone, as `cp` without the -wal would copy
    // it, already holds the schema and the migrated state.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let core = open(&db).unwrap();
    let copy = dir.path().join("copy.db");
    std::fs::copy(&db, &copy).unwrap();
    assert_eq!(count(&copy, "PRAGMA user_version"), store::schema_version());
    drop(core);
    open(&copy).expect("the copy opens");
}

/// The figure in docs/benchmarks.md: how long the `quick_check` at open takes on a database shaped
/// like the benchmark's (10,000 stored tables: half idle async games with deadlines, half
/// started and cancelled). `cargo test -p commands --test store_faults quick_check_time --
/// --ignored --nocapture`; `TABLES=n` for another size.
#[test]
#[ignore]
fn quick_check_time_on_10k_tables() {
    let tables: usize = std::env::var("TABLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let core = Arc::new(open(&db).unwrap());
    let started = std::time::Instant::now();
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let core = core.clone();
            std::thread::spawn(move || {
                let command =
                    |user: &str, channel: &str, name: &str, options: serde_json::Value| {
                        let options = options
                            .as_object()
                            .unwrap()
                            .iter()
                            .map(|(k, v)| (k.clone(), v.clone()))
                            .collect();
                        core.handle(
                            &actor(user, channel),
                            Input::command(name, options).unwrap(),
                        )
                    };
                for i in (t..tables).step_by(8) {
                    let channel = format!("s{i}");
                    let options = json!({"game": "eight-quilibrium", "time": "async"});
                    command("u1", &channel, "play", options);
                    for p in 0..(2 + i % 4) {
                        command(
                            &format!("p{}", (i + p * 7) % 5000),
                            &channel,
                            "join",
                            json!({}),
                        );
                    }
                    command("u1", &channel, "start", json!({}));
                    if i % 2 == 1 {
                        command("u1", &channel, "cancel", json!({}));
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert!(core.checkpoint().unwrap());
    drop(core);
    let built = started.elapsed();
    let size = std::fs::metadata(&db).unwrap().len();
    let playing = count(&db, "SELECT COUNT(*) FROM tables WHERE status = 'playing'");
    let deadlines = count(&db, "SELECT COUNT(*) FROM deadlines");
    let mut runs = Vec::new();
    for _ in 0..5 {
        let conn = rusqlite::Connection::open(&db).unwrap();
        let t = std::time::Instant::now();
        assert!(store::integrity(&conn, "quick_check").unwrap().is_empty());
        runs.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let t = std::time::Instant::now();
    drop(open(&db).unwrap());
    let whole_open = t.elapsed().as_secs_f64() * 1000.0;
    println!(
        "{tables} tables ({playing} playing, {deadlines} deadlines), {:.1} MiB, built in {:.0} s: \
         quick_check {:?} ms; whole open {whole_open:.1} ms",
        size as f64 / 1048576.0,
        built.as_secs_f64(),
        runs.iter().map(|r| format!("{r:.1}")).collect::<Vec<_>>()
    );
    if let Ok(keep) = std::env::var("KEEP_DB") {
        std::fs::copy(&db, keep).unwrap();
    }
}
