//! The two backends' schemas are one schema (issue 29): PostgreSQL's migrations reach SQLite's
//! version with the same tables, columns, nullability and indexes, so a database moves from
//! one engine to the other (`tabula migrate`) and every statement reads the same rows.
//! Always on PostgreSQL (a throwaway database of `pg-test`).
mod common;

use commands::store::db::Conn;
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

/// Schema 12's change-note triggers, which noted every write: how a database written before
/// schema 13 has them.
const SCHEMA_12_TRIGGERS: &str = "\
    CREATE OR REPLACE FUNCTION tabula_note_changed(id BIGINT) RETURNS void LANGUAGE plpgsql AS $$ \
    BEGIN PERFORM set_config('tabula.changed', \
        COALESCE(current_setting('tabula.changed', true), '') || id || ',', true); END $$; \
    DROP TRIGGER tables_changed ON tables; \
    DROP TRIGGER seats_changed ON seats; \
    DROP TRIGGER deadlines_changed ON deadlines; \
    CREATE TRIGGER tables_changed AFTER INSERT OR UPDATE OR DELETE ON tables \
        FOR EACH ROW EXECUTE FUNCTION tabula_table_changed(); \
    CREATE TRIGGER seats_changed AFTER INSERT OR UPDATE OR DELETE ON seats \
        FOR EACH ROW EXECUTE FUNCTION tabula_rows_changed(); \
    CREATE TRIGGER deadlines_changed AFTER INSERT OR UPDATE OR DELETE ON deadlines \
        FOR EACH ROW EXECUTE FUNCTION tabula_rows_changed(); \
    UPDATE tabula_schema SET version = 12";

/// The triggers that skip writes the writer knows (schema 13).
fn conditional_triggers(conn: &Conn) -> i64 {
    conn.query_row(
        "SELECT COUNT(*) FROM pg_trigger WHERE tgname LIKE '%_changed' \
         AND pg_get_triggerdef(oid) LIKE '%tabula.claimed%'",
        [],
        |r| r.get(0),
    )
    .unwrap()
}

/// A database written at schema 12 with a game under way is brought to schema 13 at the next
/// start and keeps playing: a move after the upgrade is kept, with its log row, across
/// another restart.
#[test]
fn a_database_at_schema_12_with_a_game_under_way_upgrades_and_plays_on() {
    use rand::SeedableRng;
    let url = pg_test::server().fresh_database();
    let mut table = common::Table::at(commands::store::Location::Postgres(url.clone()), 7);
    table.start_ttt();
    let conn = Conn::postgres(&url).unwrap();
    conn.execute_batch(SCHEMA_12_TRIGGERS).unwrap();
    assert_eq!(conditional_triggers(&conn), 0);
    let stored = |conn: &Conn| -> (i64, i64) {
        conn.query_row(
            "SELECT version, (SELECT COUNT(*) FROM actions WHERE table_id = t.id) \
             FROM tables t WHERE channel = 'c1'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
    };
    let before = stored(&conn);

    table.restart();
    assert_eq!(
        commands::store::postgres::version(&conn).unwrap(),
        commands::store::postgres::schema_version()
    );
    assert_eq!(conditional_triggers(&conn), 3);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let (user, view) = common::who_can_act(&mut table, 2).expect("someone can act");
    let out = common::play_random(&mut table, &user, view, &mut rng);
    assert!(!common::publics(&out).is_empty(), "the move was applied");
    let after = stored(&conn);
    assert!(
        after.0 > before.0 && after.1 > before.1,
        "{before:?} -> {after:?}"
    );
    table.restart();
    assert_eq!(stored(&conn), after, "kept across a restart");
    assert!(
        common::who_can_act(&mut table, 2).is_some(),
        "the game goes on"
    );
}

/// Winds a schema-14 database back to schema 13: no web links, no ratings after a game.
const BEFORE_WEB_LINKS: &str = "\
    DROP INDEX tables_web_token; \
    ALTER TABLE tables DROP COLUMN web_token; \
    ALTER TABLE results DROP COLUMN mu, DROP COLUMN sigma; \
    UPDATE tabula_schema SET version = 13";

/// A database written at schema 13 with a game under way and one finished (issue 46) is brought
/// to schema 14 at the next start: every table gets a link of its own that opens its page, the
/// game plays on to its end, and its results keep the ratings after it.
#[test]
fn a_database_at_schema_13_gets_web_links_and_plays_on() {
    let url = pg_test::server().fresh_database();
    let location = commands::store::Location::Postgres(url.clone());
    let mut table = common::Table::at(location, 8);
    table.channel = "c2".into();
    table.start_ttt();
    table.ttt_to_win();
    table.channel = "c1".into();
    table.start_ttt();
    let conn = Conn::postgres(&url).unwrap();
    conn.execute_batch(BEFORE_WEB_LINKS).unwrap();

    table.restart();
    assert_eq!(
        commands::store::postgres::version(&conn).unwrap(),
        commands::store::postgres::schema_version()
    );
    let tokens: Vec<(i64, String)> = conn
        .prepare("SELECT id, web_token FROM tables ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(tokens.len(), 2);
    assert_ne!(tokens[0].1, tokens[1].1);
    for (id, token) in &tokens {
        assert!(commands::store::links::well_formed(token), "{token}");
        let found = commands::pages::table_of(&conn, token).unwrap();
        assert_eq!(found.map(|t| t.id), Some(*id));
    }
    let ratings = |table: i64| -> Vec<(Option<f64>, Option<f64>)> {
        conn.prepare("SELECT mu, sigma FROM results WHERE table_id = ?1 ORDER BY seat")
            .unwrap()
            .query_map([table], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    assert_eq!(ratings(1), vec![(None, None); 2], "wound back: none kept");

    // c1's game goes on to its end; its results keep the ratings after it.
    table.ttt_to_win();
    let after = ratings(2);
    assert_eq!(after.len(), 2);
    for (mu, sigma) in after {
        assert!(
            mu.is_some_and(f64::is_finite) && sigma.is_some_and(|s| s > 0.0),
            "{mu:?} {sigma:?}"
        );
    }
}
