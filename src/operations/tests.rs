//! `tabula backup` and `tabula check` on real SQLite files: what they find in a damaged, newer or
//! healthy database, a backup taken while Tabula writes, and the tables Discord refuses. The
//! tables play the example game, tic-tac-toe: what the checks read does not depend on the game.
use super::*;
use commands::script::{Script, EPOCH};
use commands::store::health;
use commands::{Actor, Core, FakeClock, Input};
use serde_json::json;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
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

#[test]
fn damaged_pages_are_found_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 60);
    let pages = count(&db, "PRAGMA page_count");
    assert!(pages > 8, "{pages} pages");
    // Garbage over a few data pages in the middle of the closed file (never page 1, the header).
    let mut bytes = std::fs::read(&db).unwrap();
    let mut x: u32 = 0x2545_F491;
    for page in [3usize, (pages / 2) as usize, pages as usize - 1] {
        for b in &mut bytes[(page - 1) * 4096..page * 4096] {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            *b = x as u8;
        }
    }
    std::fs::write(&db, &bytes).unwrap();
    let line = open(&db).err().expect("refused");
    assert_line(&line, &db, &["is damaged", "see `tabula check"], true);
    assert_eq!(std::fs::read(&db).unwrap(), bytes, "left as it was");
    let found = check(&db, 0).unwrap();
    assert!(found.is_damaged(), "{found}");
    assert!(!found.integrity.is_empty(), "{found}");
    assert!(found.to_string().contains("DAMAGED"), "{found}");
}

#[test]
fn a_damaged_row_names_its_table_and_column_and_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 3);
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute("UPDATE tables SET options = '{not json' WHERE id = 2", [])
            .unwrap();
        conn.execute("UPDATE seats SET timeouts = -4 WHERE table_id = 3", [])
            .unwrap();
    }
    // A damaged row is not damage to the file: Tabula starts, and the row fails loudly.
    let core = open(&db).expect("structurally sound");
    let conn = commands::store::db::Conn::from(rusqlite::Connection::open(&db).unwrap());
    let err = commands::store::tables::get(&conn, 2)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("`options`") && err.contains("table 2"),
        "{err}"
    );
    let err = commands::store::tables::seats(&conn, 3)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("`seats.timeouts`") && err.contains("table 3"),
        "{err}"
    );
    for channel in ["c1", "c2"] {
        let replies = core.handle(
            &actor("u1", channel),
            Input::command("board", Default::default()).unwrap(),
        );
        // Damage, not a passing failure: trying again would not help (issue 25, item 4).
        assert!(
            replies[0]
                .text
                .starts_with("This table's saved game is damaged"),
            "{replies:?}"
        );
    }
    drop(core);
    let kept: String = conn
        .query_row("SELECT options FROM tables WHERE id = 2", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, "{not json", "nothing overwritten");
    let found = check(&db, 0).unwrap();
    assert!(found.is_damaged() && found.integrity.is_empty(), "{found}");
    let shown = found.to_string();
    assert!(
        shown.contains("damaged row: table 2: column `options`"),
        "{shown}"
    );
    assert!(shown.contains("damaged row: table 3"), "{shown}");
}

#[test]
fn a_newer_schema_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 2);
    let newer = store::schema_version() + 1;
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.pragma_update(None, "user_version", newer).unwrap();
    }
    let before = std::fs::read(&db).unwrap();
    let line = open(&db).err().expect("refused");
    let expected = format!(
        "was written by a newer Tabula (schema {newer}, this build knows {})",
        store::schema_version()
    );
    assert_line(&line, &db, &[&expected], false);
    assert_eq!(std::fs::read(&db).unwrap(), before, "untouched");
    assert!(
        !health::sibling(&db, "-wal").exists() || {
            std::fs::metadata(health::sibling(&db, "-wal"))
                .unwrap()
                .len()
                == 0
        }
    );
    let found = check(&db, 0).unwrap();
    assert!(
        found.to_string().contains("written by a newer Tabula"),
        "{found}"
    );
}

#[test]
fn a_backup_while_the_bot_writes_is_consistent_and_opens() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 100);
    let core = Arc::new(open(&db).unwrap());
    let stop = Arc::new(AtomicBool::new(false));
    let made = Arc::new(AtomicUsize::new(0));
    let writer = {
        let (core, stop, made) = (core.clone(), stop.clone(), made.clone());
        std::thread::spawn(move || {
            let mut i = 1000;
            while !stop.load(Ordering::Relaxed) {
                lobby(&core, &format!("c{i}"));
                made.fetch_add(1, Ordering::Relaxed);
                i += 1;
            }
        })
    };
    while made.load(Ordering::Relaxed) < 3 {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let mut last = 0;
    for n in 0..3 {
        let dest = dir.path().join(format!("backups/b{n}.db"));
        let before = made.load(Ordering::Relaxed);
        let report = backup(&db, &dest, false).unwrap();
        assert!(report.to_string().contains("tables"), "{report}");
        // Consistent: every lobby copied has both of its seats (a lobby and its join are two
        // commits, so the copy may end between them, never inside one).
        let tables = count(&dest, "SELECT COUNT(*) FROM tables");
        let seated = count(&dest, "SELECT COUNT(DISTINCT table_id) FROM seats");
        assert_eq!(tables, seated);
        assert_eq!(tables, report.tables);
        assert!(tables >= 100 + before as i64 && tables >= last, "{tables}");
        last = tables;
        assert!(check(&dest, 0).map(|r| !r.is_damaged()).unwrap());
        // One self-contained file: not in WAL mode.
        assert_eq!(std::fs::read(&dest).unwrap()[18], 1);
        let again = backup(&db, &dest, false).unwrap_err().to_string();
        assert!(
            again.contains("already exists") && again.contains("--force"),
            "{again}"
        );
    }
    // The writer was never held up for long: it went on committing across the backups.
    std::thread::sleep(std::time::Duration::from_millis(50));
    stop.store(true, Ordering::Relaxed);
    writer.join().unwrap();
    assert!(made.load(Ordering::Relaxed) as i64 + 100 > last);
    let forced = backup(&db, &dir.path().join("backups/b0.db"), true).unwrap();
    assert_eq!(forced.tables as usize, 100 + made.load(Ordering::Relaxed));
    // A backup is a database Tabula opens (the restore of README's Operations section).
    drop(core);
    let restored = open(&dir.path().join("backups/b0.db")).unwrap();
    lobby(&restored, "after-restore");
}

#[test]
fn check_on_a_healthy_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 4);
    let found = check(&db, 0).unwrap();
    assert!(!found.is_damaged(), "{found}");
    let shown = found.to_string();
    for part in [
        "integrity_check: ok",
        "tables: 4",
        "Tic-tac-toe: 4",
        "lobby: 4",
        &format!("schema: {}", commands::store::schema_version()),
        "healthy",
    ] {
        assert!(shown.contains(part), "{part:?} in {shown}");
    }
    let missing = check(&dir.path().join("nope.db"), 0).unwrap_err();
    assert!(missing.to_string().contains("nope.db"), "{missing}");
    assert!(
        !dir.path().join("nope.db").exists(),
        "check creates nothing"
    );
}

/// `tabula check` names a table whose channel Discord refused, with the reason, and says
/// nothing of it once the mark is cleared; neither is damage.
#[test]
fn check_names_the_tables_discord_refuses() {
    let dir = tempfile::tempdir().unwrap();
    let location = Location::File(dir.path().join("tabula.db"));
    let mut script = Script::at(location.clone(), None, Some(3)).expect("the script opens");
    let out = script.line(
        &json!({"user": "u1", "channel": "c1", "command": "play",
                "options": {"game": "tic-tac-toe"}})
        .to_string(),
    );
    assert!(out.iter().all(|o| o.get("error").is_none()), "{out:?}");
    drop(script);
    let conn = store::connect(&location).unwrap();
    let gone = "Discord answered 404: Unknown Channel";
    let marked = conn
        .execute(
            "UPDATE tables SET unreachable = ?1 WHERE channel = 'c1'",
            commands::params![gone],
        )
        .unwrap();
    assert_eq!(marked, 1);
    let table: i64 = conn
        .query_row("SELECT id FROM tables WHERE channel = 'c1'", [], |r| {
            r.get(0)
        })
        .unwrap();

    let report = check_at(&location, EPOCH).unwrap();
    assert!(!report.is_damaged(), "{report}");
    assert!(
        report.to_string().contains(&format!(
            "unreachable: table {table} in channel c1: Discord refused its messages ({gone})"
        )),
        "{report}"
    );

    conn.execute("UPDATE tables SET unreachable = NULL", commands::params![])
        .unwrap();
    let report = check_at(&location, EPOCH).unwrap();
    assert!(!report.to_string().contains("unreachable"), "{report}");
}
