//! Faults under the store (issue 17, items 3 and 4), with real SQLite: one table that cannot
//! fire its deadline never stops the others, a damaged table can still be cancelled, and a
//! lock held for a moment by another process fails no move.
mod common;
use commands::api::Reply;
use commands::{Clock, Core, FakeClock};
use common::direct::{actor, command, open_core, EPOCH};
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn open(db: &Path, clock: &Arc<FakeClock>) -> Core {
    open_core(db, clock, 11, false)
}

/// Opens and starts a live tic-tac-toe table (the example game) in `channel`, hosted by `a`.
fn start(core: &Core, channel: &str) {
    core.handle(
        &actor(channel, "a"),
        command("play", json!({"game": common::TTT})),
    );
    core.handle(&actor(channel, "b"), command("join", json!({})));
    core.handle(&actor(channel, "a"), command("start", json!({})));
}

fn version(db: &Path, channel: &str) -> i64 {
    common::db(db)
        .unwrap()
        .query_row(
            "SELECT version FROM tables WHERE channel = ?1",
            [channel],
            |r| r.get(0),
        )
        .unwrap()
}

fn publics(replies: &[Reply]) -> Vec<&Reply> {
    replies.iter().filter(|r| r.to.is_public()).collect()
}

#[test]
fn a_table_that_cannot_fire_waits_with_backoff_and_every_other_table_fires_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(EPOCH));
    let core = open(&db, &clock);
    start(&core, "broken");
    start(&core, "fine");
    // The first table's saved state is damaged, and this build cannot load it.
    common::db(&db)
        .unwrap()
        .execute(
            "UPDATE tables SET state = '{\"not\": \"a state\"}' WHERE channel = 'broken'",
            [],
        )
        .unwrap();
    drop(core);
    let core = open(&db, &clock);
    let fine_before = version(&db, "fine");

    // Both tables' deadlines pass; the damaged one comes first in due order.
    clock.advance(10 * 60 * 1000);
    let fired = core.fire_due();
    assert!(
        version(&db, "fine") > fine_before,
        "the healthy table's timeout fired despite the damaged one"
    );
    assert!(publics(&fired).iter().all(|r| r.channel == "fine"));

    // The damaged table's deadline does not come back at once (no zero-sleep spin) ...
    let now = clock.now();
    let next = core.next_deadline().expect("deadlines remain");
    assert!(
        next > now,
        "next deadline {next} must lie after now {now}: a failed deadline is held back"
    );
    // ... and is retried with backoff (at most a minute apart), while the healthy table's
    // timeouts go on firing whenever they fall due.
    let fine_mid = version(&db, "fine");
    let mut waits = Vec::new();
    for _ in 0..8 {
        let now = clock.now();
        let next = core.next_deadline().unwrap();
        waits.push(next - now);
        clock.advance(next - now);
        core.fire_due();
    }
    assert!(
        waits.iter().all(|w| (1..=60_000).contains(w)),
        "never a zero sleep, never more than the cap: {waits:?}"
    );
    assert!(
        version(&db, "fine") > fine_mid,
        "the healthy table kept moving"
    );
    let broken_state: String = common::db(&db)
        .unwrap()
        .query_row(
            "SELECT state FROM tables WHERE channel = 'broken'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(broken_state, "{\"not\": \"a state\"}", "never overwritten");
}

#[test]
fn the_host_can_cancel_a_table_that_does_not_load_and_the_row_is_kept_for_inspection() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(EPOCH));
    let core = open(&db, &clock);
    for (channel, damage) in [
        (
            "state",
            "UPDATE tables SET state = 'garbage' WHERE channel = 'state'",
        ),
        (
            "row",
            "UPDATE tables SET options = '{not json' WHERE channel = 'row'",
        ),
        (
            "game",
            "UPDATE tables SET game = 'no-such-game' WHERE channel = 'game'",
        ),
    ] {
        start(&core, channel);
        common::db(&db).unwrap().execute(damage, []).unwrap();
        let before: (String, String, String) = common::db(&db)
            .unwrap()
            .query_row(
                "SELECT state, options, game FROM tables WHERE channel = ?1",
                [channel],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap();

        let refused = core.handle(&actor(channel, "b"), command("cancel", json!({})));
        assert!(
            refused[0].text.contains("Only the host"),
            "{channel}: {refused:?}"
        );
        let out = core.handle(&actor(channel, "a"), command("cancel", json!({})));
        let post = publics(&out);
        assert_eq!(post.len(), 1, "{channel}: {out:?}");
        assert!(
            post[0].text.contains("cancelled the table") && post[0].text.contains("kept"),
            "{channel}: {}",
            post[0].text
        );
        let conn = common::db(&db).unwrap();
        let after: (String, String, String, String, Option<String>) = conn
            .query_row(
                "SELECT state, options, game, status, damaged FROM tables WHERE channel = ?1",
                [channel],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .unwrap();
        assert_eq!(
            (after.0, after.1, after.2),
            before,
            "{channel}: kept as it was"
        );
        assert_eq!(after.3, "cancelled");
        assert!(after.4.is_some(), "{channel}: marked for inspection");
        let deadlines: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM deadlines d JOIN tables t ON t.id = d.table_id \
                 WHERE t.channel = ?1",
                [channel],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(deadlines, 0, "{channel}: its deadlines are gone");

        // The channel is free again.
        let out = core.handle(
            &actor(channel, "a"),
            command("play", json!({"game": common::TTT})),
        );
        assert!(
            publics(&out)
                .iter()
                .any(|r| r.title.as_deref().is_some_and(|t| t.ends_with("lobby"))),
            "{channel}: a new table opens: {out:?}"
        );
    }
}

#[test]
fn a_write_lock_held_for_a_moment_by_another_process_fails_no_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(EPOCH));
    let core = open(&db, &clock);
    core.handle(
        &actor("c1", "a"),
        command("play", json!({"game": common::TTT})),
    );
    // An admin's sqlite3 takes the write lock and keeps it 1.5 s.
    let mut other = common::db(&db).unwrap();
    let holder = std::thread::spawn(move || {
        let tx = other.write_transaction().unwrap();
        tx.execute("UPDATE tables SET updated_at = updated_at", [])
            .unwrap();
        std::thread::sleep(Duration::from_millis(1_500));
        tx.commit().unwrap();
    });
    std::thread::sleep(Duration::from_millis(100));
    let started = Instant::now();
    let out = core.handle(&actor("c1", "b"), command("join", json!({})));
    let waited = started.elapsed();
    holder.join().unwrap();
    assert!(
        !out.iter()
            .any(|r| r.text.starts_with("Something went wrong")),
        "the join waited for the lock instead of failing: {out:?}"
    );
    assert!(
        waited >= Duration::from_millis(1_000),
        "it really waited for the lock ({waited:?})"
    );
    let seats: i64 = common::db(&db)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM seats", [], |r| r.get(0))
        .unwrap();
    assert_eq!(seats, 2, "the join was saved");
}
