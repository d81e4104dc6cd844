//! `tabula migrate` (issue 29): a server's SQLite database copied into PostgreSQL reads the same
//! there and plays on. The source is always a SQLite file and the target a fresh PostgreSQL
//! database of the test cluster, whatever `TABULA_TEST_ENGINE` says.
mod common;
use commands::script::Script;
use commands::store::db::{Conn, ValueRef};
use commands::store::transfer::migrate;
use commands::store::Location;
use common::*;
use rand::SeedableRng;
use serde_json::json;
use std::collections::BTreeMap;
use std::path::Path;

/// A server's history on the SQLite file `path`: a finished, rated game in c1, a running game
/// with deadlines in c2, a lobby in c3, house rules and a player's quiet hours; then Tabula
/// stops. The tables play the example game, tic-tac-toe.
fn play_a_server(path: &Path) {
    let mut t = Table::on_file(path.to_path_buf(), 7);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    t.admin_command("a1", "settings", json!({"abandon_days": 5}));
    t.start_ttt();
    t.ttt_to_win();
    t.command("u1", "notify", json!({"quiet": "23-6"}));
    t.channel = "c2".into();
    t.start_ttt();
    for _ in 0..3 {
        let (user, view) = who_can_act(&mut t, 2).expect("someone can act in c2");
        play_random(&mut t, &user, view, &mut rng);
    }
    t.channel = "c3".into();
    t.command("u4", "play", json!({"game": TTT}));
    t.admin_command("a1", "settings", json!({"scope": "here", "time": "async"}));
}

/// Every row of each of `tables` at `conn`, each row its values as written out, sorted (the
/// engines sort text differently): the same on both sides when the copy is faithful.
fn rows_of(conn: &Conn, file: &Conn, tables: &[String]) -> BTreeMap<String, Vec<String>> {
    let mut all = BTreeMap::new();
    for table in tables {
        let columns: Vec<String> = file
            .prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")
            .unwrap()
            .query_map([table], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let list = columns
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let mut stmt = conn
            .prepare(&format!("SELECT {list} FROM \"{table}\""))
            .unwrap();
        let mut rows = stmt.query([]).unwrap();
        let mut out = Vec::new();
        while let Some(row) = rows.next().unwrap() {
            let values: Vec<String> = (0..columns.len())
                .map(|i| {
                    row.with_value(i, |v: ValueRef<'_>| Ok(format!("{v:?}")))
                        .unwrap()
                })
                .collect();
            out.push(values.join(" | "));
        }
        out.sort();
        all.insert(table.clone(), out);
    }
    all
}

/// What Tabula's own readers make of each table (its state, seats, moves and deadlines),
/// each player's statistics and each channel's house rules, written out.
fn as_tabula_reads_it(conn: &Conn) -> Vec<String> {
    let ids: Vec<(i64, String, String)> = conn
        .prepare("SELECT id, guild, channel FROM tables ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut out = Vec::new();
    for (id, guild, channel) in ids {
        let table = commands::store::tables::get(conn, id).unwrap().unwrap();
        out.push(format!("{table:?}"));
        out.push(format!(
            "{:?}",
            commands::store::tables::seats(conn, id).unwrap()
        ));
        out.push(format!(
            "{:?}",
            commands::store::tables::log(conn, id).unwrap()
        ));
        out.push(format!(
            "{:?}",
            commands::store::deadlines::for_table(conn, id).unwrap()
        ));
        out.push(format!(
            "{:?}",
            commands::store::server_settings::for_channel(conn, &guild, &channel)
        ));
    }
    for user in ["u1", "u2", "u3", "u4"] {
        out.push(format!(
            "{:?}",
            commands::store::ratings::stats(conn, "g1", user).unwrap()
        ));
    }
    out
}

fn count(conn: &Conn, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get(0)).unwrap()
}

/// A table on the PostgreSQL database at `url`, as Tabula started there would run it.
fn on_postgres(url: &str, channel: &str) -> Table {
    Table {
        script: Script::at(Location::Postgres(url.to_owned()), None, Some(7)).unwrap(),
        channel: channel.into(),
        log: Vec::new(),
    }
}

#[test]
fn a_server_moves_to_postgres_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    play_a_server(&path);
    // An owed message was delivered and its row deleted: its id, a nonce, must not come back.
    let file = Conn::open(&path).unwrap();
    file.execute_batch(
        "INSERT INTO outbox (id, channel, kind, reply, created_at) \
         VALUES (900, 'c1', 'post', '{}', 0); DELETE FROM outbox WHERE id = 900;",
    )
    .unwrap();
    let tables = sqlite_tables(&file);
    for wanted in [
        "tables",
        "seats",
        "actions",
        "deadlines",
        "results",
        "ratings",
    ] {
        assert!(tables.iter().any(|t| t == wanted), "{tables:?}");
    }
    let before = rows_of(&file, &file, &tables);
    for (table, least) in [
        ("tables", 3),
        ("seats", 5),
        ("actions", 3),
        ("deadlines", 1),
        ("results", 2),
        ("ratings", 2),
        ("server_settings", 2),
        ("notify", 1),
    ] {
        assert!(
            before[table].len() >= least,
            "{table} has rows to copy: {:?}",
            before[table]
        );
    }
    let read_before = as_tabula_reads_it(&file);
    let largest = count(&file, "SELECT MAX(id) FROM tables");
    drop(file);

    let url = pg_test::server().fresh_database();
    let report = migrate(&path, &url, false).unwrap();
    for (table, rows) in &report.rows {
        assert_eq!(*rows as usize, before[table].len(), "{table}: {report}");
    }
    assert_eq!(report.rows.len(), tables.len(), "{report}");
    let position = |t: &str| report.rows.iter().position(|(n, _)| n == t).unwrap();
    assert!(position("tables") < position("seats"), "{report}");
    assert_eq!(report.replaced, 0);
    let text = report.to_string();
    assert!(
        text.contains("DATABASE_URL=") && text.contains("seats"),
        "{text}"
    );

    let pg = Conn::postgres(&url).unwrap();
    let file = Conn::open(&path).unwrap();
    assert_eq!(rows_of(&pg, &file, &tables), before, "every row was copied");
    assert_eq!(as_tabula_reads_it(&pg), read_before);
    let next_outbox: i64 = count(
        &pg,
        "SELECT nextval(pg_get_serial_sequence('outbox', 'id'))",
    );
    assert!(
        next_outbox > 900,
        "outbox ids continue after 900: {next_outbox}"
    );
    drop(file);

    // Tabula started on PostgreSQL: the running game takes a move, a new table a new id.
    let mut t = on_postgres(&url, "c2");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
    let version = |conn: &Conn| count(conn, "SELECT version FROM tables WHERE channel = 'c2'");
    let was = version(&pg);
    t.command("u1", "board", json!({}));
    let (user, view) = who_can_act(&mut t, 2).expect("someone can act in c2 after the move");
    let out = play_random(&mut t, &user, view, &mut rng);
    assert!(!publics(&out).is_empty(), "the move was accepted: {out:?}");
    assert!(version(&pg) > was, "the move was saved");
    t.channel = "c9".into();
    t.command("u5", "play", json!({"game": TTT}));
    let new_id = count(&pg, "SELECT id FROM tables WHERE channel = 'c9'");
    assert!(
        new_id > largest,
        "a new table's id {new_id} follows {largest}"
    );
    drop(t);

    // A second copy into the now used database is refused, and leaves it as it was ...
    let played = rows_of(&pg, &Conn::open(&path).unwrap(), &tables);
    assert_ne!(played, before);
    let refused = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(
        refused.contains("already holds Tabula data") && refused.contains("--force"),
        "{refused}"
    );
    let file = Conn::open(&path).unwrap();
    assert_eq!(rows_of(&pg, &file, &tables), played);
    // ... unless forced: then the target holds the file's rows again, and only those.
    drop(file);
    let forced = migrate(&path, &url, true).unwrap();
    assert!(forced.replaced > 0, "{forced}");
    assert!(forced.to_string().contains("--force"), "{forced}");
    let file = Conn::open(&path).unwrap();
    assert_eq!(rows_of(&pg, &file, &tables), before);
}

#[test]
fn a_missing_file_is_refused_and_nothing_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("data/tabula.db");
    let url = pg_test::server().fresh_database();
    let e = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(e.contains("does not exist"), "{e}");
    assert!(!path.exists() && !path.parent().unwrap().exists());
    // The target was not touched either: it has no schema.
    let pg = Conn::postgres(&url).unwrap();
    assert_eq!(commands::store::postgres::version(&pg).unwrap(), 0);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, b"").unwrap();
    let e = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(e.contains("is empty"), "{e}");
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 0);
    let e = migrate(&path, "data/other.db", false)
        .unwrap_err()
        .to_string();
    assert!(e.contains("PostgreSQL URL"), "{e}");
}

#[test]
fn a_running_tabula_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut t = Table::on_file(path.clone(), 3);
    t.start_ttt();
    let url = pg_test::server().fresh_database();
    let e = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(e.contains("stop tabula before migrating"), "{e}");
    let pg = Conn::postgres(&url).unwrap();
    assert_eq!(commands::store::postgres::version(&pg).unwrap(), 0);
    // A copy taken meanwhile with SQLite's backup and taken out of WAL mode (what `tabula
    // backup` makes: a file no bot has open) copies.
    let backup = dir.path().join("backup.db");
    rusqlite::Connection::open(&path)
        .unwrap()
        .backup(rusqlite::MAIN_DB, &backup, None)
        .unwrap();
    rusqlite::Connection::open(&backup)
        .unwrap()
        .pragma_update(None, "journal_mode", "DELETE")
        .unwrap();
    let copied = migrate(&backup, &pg_test::server().fresh_database(), false).unwrap();
    assert!(copied.rows.iter().any(|(t, n)| t == "tables" && *n == 1));
    // Tabula is unharmed, and once it stopped the copy goes through.
    t.command("u3", "play", json!({}));
    drop(t);
    let report = migrate(&path, &url, false).unwrap();
    assert!(report.rows.iter().any(|(t, n)| t == "seats" && *n == 2));
}

#[test]
fn a_column_postgres_lacks_is_named_and_nothing_is_copied() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut t = Table::on_file(path.clone(), 4);
    t.start_ttt();
    drop(t);
    Conn::open(&path)
        .unwrap()
        .execute_batch("ALTER TABLE seats ADD COLUMN nickname TEXT")
        .unwrap();
    let url = pg_test::server().fresh_database();
    let e = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(
        e.contains("seats") && e.contains("nickname"),
        "the table and the column are named: {e}"
    );
    let pg = Conn::postgres(&url).unwrap();
    assert_eq!(count(&pg, "SELECT COUNT(*) FROM tables"), 0);
}

/// A copy that fails halfway (a value PostgreSQL's column cannot take, in a table copied after
/// others) leaves the target as it was, and names the table and column.
#[test]
fn a_failing_copy_leaves_the_target_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut t = Table::on_file(path.clone(), 5);
    t.start_ttt();
    drop(t);
    // SQLite keeps text it cannot make an integer in an integer column.
    Conn::open(&path)
        .unwrap()
        .execute_batch("UPDATE seats SET timeouts = 'lots' WHERE seat = 1")
        .unwrap();
    let url = pg_test::server().fresh_database();
    let e = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(
        e.contains("seats") && e.contains("timeouts") && e.contains("lots"),
        "{e}"
    );
    let pg = Conn::postgres(&url).unwrap();
    assert_eq!(count(&pg, "SELECT COUNT(*) FROM tables"), 0);
    assert_eq!(count(&pg, "SELECT COUNT(*) FROM seats"), 0);
}

/// A row that breaks its column's constraint in the file is refused before anything is copied:
/// PostgreSQL would refuse it.
#[test]
fn damaged_rows_are_refused_before_copying() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut t = Table::on_file(path.clone(), 6);
    t.start_ttt();
    drop(t);
    Conn::open(&path)
        .unwrap()
        .execute_batch(
            "PRAGMA ignore_check_constraints = ON; \
             UPDATE seats SET bot = 'godlike' WHERE seat = 1;",
        )
        .unwrap();
    let url = pg_test::server().fresh_database();
    let e = migrate(&path, &url, false).unwrap_err().to_string();
    assert!(e.contains("damaged") && e.contains("tabula check"), "{e}");
    let pg = Conn::postgres(&url).unwrap();
    assert_eq!(commands::store::postgres::version(&pg).unwrap(), 0);
}

/// Measures a large copy (docs/benchmarks.md): the played server's tables repeated `MIGRATE_COPIES`
/// times (default 700: 2,100 tables, a third each finished, running and in the lobby) in the
/// file by SQL, then migrated. `cargo test --release -p commands --test migrate -- --ignored
/// --nocapture`. The played server's games are tic-tac-toe's (the platform tests play the
/// example game): a copy holds fewer seats and logged actions than with the three-player
/// 8-quilibrium games it played before.
#[test]
#[ignore]
fn measure_a_large_copy() {
    let copies: i64 = std::env::var("MIGRATE_COPIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(700);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    play_a_server(&path);
    let file = Conn::open(&path).unwrap();
    let stride = count(&file, "SELECT MAX(id) FROM tables") + 1;
    let started = std::time::Instant::now();
    file.execute_batch("BEGIN").unwrap();
    let mut names = sqlite_tables(&file);
    // Referenced by the others' foreign keys.
    names.sort_by_key(|t| t != "tables");
    for table in names {
        let columns: Vec<String> = file
            .prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")
            .unwrap()
            .query_map([&table], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        // Ids move by a stride per copy; channels and users get the copy's number, so every
        // unique key stays unique.
        let values = columns
            .iter()
            .map(|c| match c.as_str() {
                "id" | "table_id" | "rematch_of" => format!("\"{c}\" + k * {stride}"),
                "channel" | "user" => format!("\"{c}\" || '-' || k"),
                _ => format!("\"{c}\""),
            })
            .collect::<Vec<_>>()
            .join(", ");
        let list = columns
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(", ");
        file.execute_batch(&format!(
            "WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < {copies}) \
             INSERT INTO \"{table}\" ({list}) SELECT {values} FROM \"{table}\", n \
             WHERE k <= {copies}"
        ))
        .unwrap();
    }
    file.execute_batch("COMMIT").unwrap();
    let tables = count(&file, "SELECT COUNT(*) FROM tables");
    let actions = count(&file, "SELECT COUNT(*) FROM actions");
    drop(file);
    let bytes = std::fs::metadata(&path).unwrap().len();
    println!(
        "built {tables} tables, {actions} actions, {} MB in {:.1} s",
        bytes / 1_000_000,
        started.elapsed().as_secs_f64()
    );
    let url = pg_test::server().fresh_database();
    let report = migrate(&path, &url, false).unwrap();
    println!("{report}");
    let again = migrate(&path, &url, true).unwrap();
    println!("again, --force: {:.2} s", again.took.as_secs_f64());
}
