//! A database an earlier Tabula wrote opens with this build, and its games go on.
mod common;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

/// Schema 6 as the migrations wrote it when they were Rust strings (see the fixture's header).
const RELEASED: &str = include_str!("fixtures/tabula-v6.sql");

#[test]
fn a_database_from_before_the_sql_migration_files_opens_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tabula.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(RELEASED)
        .unwrap();
    let mut t = Table::with_db(Some(db), 7);

    // c1: the Quinox game stands at version 7 with u1 to move; a move goes through.
    let out = t.click("u1", "1:7:hand");
    let view = private_to(&out, "u1").expect("u1's view").clone();
    assert!(!actions(&view).is_empty(), "u1 has a move: {view}");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let out = play_random(&mut t, "u1", view, &mut rng);
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the board after the move");
    assert_eq!(board["delivery"]["table"], 1);

    // c2: the lobby starts its game from the stored seed.
    t.channel = "c2".into();
    let out = t.command("u3", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the game started: {out:?}");
    assert_eq!(t.board()["delivery"]["table"], 2);
    assert!(t.click("u4", &t.hand_id()).iter().any(|o| o["to"] == "u4"));
}
