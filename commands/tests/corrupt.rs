//! A damaged row is reported, never papered over: reading it fails the input (nothing changes,
//! the player is told the table is damaged and what the host can do) and the row is left
//! exactly as it was for the admin to inspect.
mod common;
use common::*;
use serde_json::json;

/// How the answer to any input at a damaged table starts (issue 25, item 4: not "please try
/// again", which never helps).
const DAMAGED: &str = "This table's saved game is damaged, so it cannot go on (trying again will not help). The host, or anyone who can manage this channel, can end it with /cancel";

fn damaged(column: &str, value: &str) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::on_file(db.clone(), 5);
    t.start_ttt();
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
            out[0]["text"].as_str().unwrap().starts_with(DAMAGED),
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

/// Issue 25, item 4: a table whose `status` breaks its constraint (written past SQLite's
/// checks) no longer keeps Tabula from starting. Tabula starts, every other table plays
/// on, the damaged one refuses every input politely (also `/play` beside it), and its host can
/// cancel it; its other columns are kept as they were.
#[test]
fn a_damaged_status_stops_only_its_own_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::on_file(db.clone(), 5);
    t.start_ttt();
    t.channel = "c2".into();
    t.start_ttt();
    t.channel = "c1".into();
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "PRAGMA ignore_check_constraints = ON; \
             UPDATE tables SET status = 'paused' WHERE channel = 'c1';",
        )
        .unwrap();
    }
    // SQLite's own check sees the broken constraint; Tabula starts all the same.
    assert!(
        commands::store::integrity(&rusqlite::Connection::open(&db).unwrap(), "quick_check")
            .unwrap()
            .iter()
            .any(|p| p.contains("CHECK constraint failed in tables")),
        "the damage is what quick_check reports"
    );
    t.restart();
    for out in [
        t.command("u1", "board", json!({})),
        t.command("u2", "hand", json!({})),
        t.command("u2", "play", json!({"game": TTT})),
        t.click("u1", "1:3:hand"),
    ] {
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0]["ephemeral"], true, "{out:?}");
        assert!(
            out[0]["text"].as_str().unwrap().starts_with(DAMAGED),
            "{out:?}"
        );
    }
    // The other channel's table plays on.
    t.channel = "c2".into();
    let out = t.command("u1", "board", json!({}));
    assert!(
        out.iter().any(|o| o["text"]
            .as_str()
            .unwrap_or("")
            .contains("Coins still to settle")),
        "{out:?}"
    );
    // The host cancels the damaged table; the channel can then open a new one.
    t.channel = "c1".into();
    let out = t.command("u2", "cancel", json!({}));
    assert!(
        private_text(&out, "u2").contains("Only the host"),
        "{out:?}"
    );
    let out = t.command("u1", "cancel", json!({}));
    assert!(
        publics(&out).iter().any(|o| o["text"]
            .as_str()
            .unwrap_or("")
            .contains("could not be read")),
        "{out:?}"
    );
    let conn = rusqlite::Connection::open(&db).unwrap();
    let (status, damaged, state): (String, String, Option<String>) = conn
        .query_row(
            "SELECT status, damaged, state FROM tables WHERE channel = 'c1'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(status, "cancelled");
    assert!(damaged.contains("status"), "{damaged}");
    assert!(state.is_some(), "the saved game is kept");
    let out = t.command("u1", "play", json!({"game": TTT}));
    assert!(!publics(&out).is_empty(), "a new table opens: {out:?}");
}

/// The look-up of a damaged status uses its partial index, which holds only damaged rows: a
/// channel with no open table costs no scan of every table.
#[test]
fn the_damaged_status_look_up_uses_its_index() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    drop(commands::Core::open(&db, std::sync::Arc::new(commands::FakeClock::default())).unwrap());
    let conn = rusqlite::Connection::open(&db).unwrap();
    let plan: String = conn
        .query_row(
            "EXPLAIN QUERY PLAN SELECT id FROM tables WHERE channel = ?1 AND status NOT IN \
             ('lobby', 'playing', 'finished', 'cancelled') ORDER BY id DESC LIMIT 1",
            ["c"],
            |r| r.get(3),
        )
        .unwrap();
    assert!(plan.contains("tables_damaged_status"), "{plan}");
}
