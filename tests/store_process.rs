//! `tabula backup`, `tabula check` and the start-up line, through the real binary (issue 17,
//! items 5 and 6).
use commands::{Actor, Core, FakeClock, Input};
use serde_json::json;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;

fn tabula(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tabula"));
    // In an empty folder, so no `.env` is read; only what the test sets.
    cmd.current_dir(dir)
        .args(args)
        .env_remove("DATABASE_PATH")
        .env_remove("DISCORD_TOKEN")
        .env("RUST_LOG", "error");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A database with `n` lobbies.
fn populated(path: &Path, n: usize) {
    let core = Core::open(path, Arc::new(FakeClock::default())).unwrap();
    for i in 0..n {
        let actor = Actor {
            guild: "g".into(),
            channel: format!("c{i}"),
            user: "u1".into(),
            name: "Ann".into(),
            manage_channels: false,
            manage_server: false,
            parent: None,
            threads: Default::default(),
            locales: Default::default(),
        };
        core.handle(
            &actor,
            Input::command(
                "play",
                [("game".to_string(), json!("tic-tac-toe"))]
                    .into_iter()
                    .collect(),
            )
            .unwrap(),
        );
    }
}

#[test]
fn backup_then_check_then_restore() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data/tabula.db");
    populated(&db, 3);
    let db_s = db.to_str().unwrap();

    // The database comes from DATABASE_PATH, as for the bot.
    let out = tabula(
        dir.path(),
        &["backup", "copies/one.db"],
        &[("DATABASE_PATH", db_s)],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("3 tables (3 open)") && said.contains("copies/one.db"),
        "{said}"
    );

    let out = tabula(dir.path(), &["backup", "--db", db_s, "copies/one.db"], &[]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("--force"),
        "{}",
        text(&out.stderr)
    );
    let out = tabula(
        dir.path(),
        &["backup", "--force", "--db", db_s, "copies/one.db"],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));

    let out = tabula(dir.path(), &["check", "copies/one.db"], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("tables: 3") && said.contains("Tic-tac-toe: 3"),
        "{said}"
    );
    assert!(
        said.contains("integrity_check: ok") && said.contains("healthy"),
        "{said}"
    );

    // Restore as README says: copy over the database, remove stale -wal/-shm, start.
    std::fs::copy(dir.path().join("copies/one.db"), &db).unwrap();
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{db_s}{suffix}"));
    }
    let out = tabula(dir.path(), &["check"], &[("DATABASE_PATH", db_s)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn check_fails_on_a_damaged_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 40);
    let mut bytes = std::fs::read(&db).unwrap();
    let pages = bytes.len() / 4096;
    for b in &mut bytes[(pages / 2) * 4096..(pages / 2 + 1) * 4096] {
        *b = 0xA5;
    }
    std::fs::write(&db, &bytes).unwrap();
    let out = tabula(dir.path(), &["check", db.to_str().unwrap()], &[]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    assert!(
        text(&out.stdout).contains("DAMAGED"),
        "{}",
        text(&out.stdout)
    );
    assert!(
        text(&out.stderr).contains("is damaged"),
        "{}",
        text(&out.stderr)
    );

    // And Tabula refuses to start on it, in one line that says what to do.
    let out = tabula(
        dir.path(),
        &[],
        &[
            ("DATABASE_PATH", db.to_str().unwrap()),
            ("DISCORD_TOKEN", "x"),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    let last = err.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("Tabula cannot start: the database")
            && last.contains("is damaged")
            && last.contains("see `tabula check"),
        "{err}"
    );
}

#[test]
fn tabula_refuses_a_newer_database_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    populated(&db, 1);
    let newer = commands::store::schema_version() + 1;
    rusqlite::Connection::open(&db)
        .unwrap()
        .pragma_update(None, "user_version", newer)
        .unwrap();
    let before = std::fs::read(&db).unwrap();
    let out = tabula(
        dir.path(),
        &[],
        &[
            ("DATABASE_PATH", db.to_str().unwrap()),
            ("DISCORD_TOKEN", "x"),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!(
            "was written by a newer Tabula (schema {newer}, this build knows {})",
            commands::store::schema_version()
        )),
        "{err}"
    );
    assert_eq!(std::fs::read(&db).unwrap(), before);
}
