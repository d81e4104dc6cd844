//! A damaged row is reported, never papered over: reading it fails the input (nothing changes,
//! the player is told so) and the row is left exactly as it was for the admin to inspect.
mod common;
use common::*;
use serde_json::json;

const FAILURE: &str = "Something went wrong on our side; nothing was changed.";

fn damaged(column: &str, value: &str) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::with_db(Some(db.clone()), 5);
    t.start_eq(2);
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute(&format!("UPDATE tables SET {column} = ?1"), [value])
            .unwrap();
    }
    t.restart();
    for out in [
        t.command("u1", "board", json!({})),
        t.command("u2", "hand", json!({})),
        t.click("u1", "1:3:hand"),
    ] {
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0]["ephemeral"], true, "{out:?}");
        assert!(
            out[0]["text"].as_str().unwrap().starts_with(FAILURE),
            "{column}: {out:?}"
        );
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    let kept: String = conn
        .query_row(&format!("SELECT {column} FROM tables"), [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, value, "the damaged {column} is kept for inspection");
}

#[test]
fn damaged_columns_fail_loudly_and_are_kept() {
    damaged("options", "{not json");
    damaged("recent", "[[");
    damaged("time_control", "sometimes");
}
