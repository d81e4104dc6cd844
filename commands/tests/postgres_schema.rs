//! The two engines' schemas are one schema (issue 29): PostgreSQL's migrations reach SQLite's
//! version with the same tables, columns, nullability and indexes, so a database moves from
//! one engine to the other (`tabula migrate`) and every statement reads the same rows.
//! Always on PostgreSQL (a throwaway database of `pg-test`).
mod common;

use commands::db::Conn;
use std::collections::BTreeSet;

/// (table, column, nullable) of every Tabula table in a SQLite database at the latest schema.
fn sqlite_columns() -> (BTreeSet<(String, String, bool)>, BTreeSet<String>) {
    let dir = tempfile::tempdir().unwrap();
    let raw = commands::store::open(&dir.path().join("t.db")).unwrap();
    let conn = Conn::from(raw);
    let tables = common::sqlite_tables(&conn);
    let mut columns = BTreeSet::new();
    for table in &tables {
        let rows: Vec<(String, bool, bool)> = conn
            .prepare(&format!(
                "SELECT name, \"notnull\", pk FROM pragma_table_info('{table}')"
            ))
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for (name, not_null, primary) in rows {
            // SQLite lets a primary key column hold NULL unless it says NOT NULL; ours are
            // always given, and PostgreSQL's are NOT NULL.
            columns.insert((table.clone(), name, !(not_null || primary)));
        }
    }
    let indexes = conn
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    (columns, indexes)
}

#[test]
fn postgres_reaches_the_same_schema_as_sqlite() {
    let url = pg_test::server().fresh_database();
    let conn = commands::store::postgres::open(&url).unwrap();
    assert_eq!(
        commands::store::postgres::version(&conn).unwrap(),
        commands::store::schema_version()
    );
    let columns: BTreeSet<(String, String, bool)> = conn
        .prepare(
            "SELECT table_name::text, column_name::text, is_nullable = 'YES' \
             FROM information_schema.columns WHERE table_schema = current_schema() \
             AND table_name <> 'tabula_schema'",
        )
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let indexes: BTreeSet<String> = conn
        .prepare(
            "SELECT indexname::text FROM pg_indexes WHERE schemaname = current_schema() \
             AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let (sqlite, sqlite_indexes) = sqlite_columns();
    assert_eq!(columns, sqlite, "columns (table, column, nullable)");
    assert_eq!(indexes, sqlite_indexes, "indexes by name");
}

/// Processes that start together migrate an empty database once; a database of a newer
/// Tabula is refused and left as it is.
#[test]
fn processes_starting_together_migrate_once_and_a_newer_schema_is_refused() {
    let url = pg_test::server().fresh_database();
    std::thread::scope(|s| {
        let starts: Vec<_> = (0..4)
            .map(|_| s.spawn(|| commands::store::postgres::open(&url).map(drop)))
            .collect();
        for start in starts {
            start.join().unwrap().unwrap();
        }
    });
    let conn = commands::store::connect(&commands::store::Location::Postgres(url.clone())).unwrap();
    let versions: i64 = conn
        .query_row("SELECT COUNT(*) FROM tabula_schema", [], |r| r.get(0))
        .unwrap();
    assert_eq!(versions, 1);
    conn.execute("UPDATE tabula_schema SET version = 99", [])
        .unwrap();
    let refused = commands::store::postgres::open(&url)
        .err()
        .unwrap()
        .to_string();
    assert!(
        refused.contains("newer Tabula") && refused.contains("99"),
        "{refused}"
    );
    assert!(!refused.contains("password"), "{refused}");
}
