//! The outbox (issue 17, item 1) with real SQLite: what a commit announces is owed in the same
//! transaction, survives a restart, coalesces per board, and is no longer owed once delivered.
mod common;
use commands::api::Delivery;
use commands::runtime::outbox::Owed;
use commands::{Core, FakeClock};
use common::direct::{command, open_core, EPOCH};
use serde_json::json;
use std::path::Path;
use std::sync::Arc;

fn actor(user: &str) -> commands::api::Actor {
    common::direct::actor("c1", user)
}

fn open(db: &Path, clock: &Arc<FakeClock>) -> Core {
    open_core(db, clock, 5, true)
}

fn status(db: &Path) -> String {
    common::db(db)
        .unwrap()
        .query_row("SELECT status FROM tables", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn public_messages_are_owed_with_the_commit_survive_a_restart_and_end_with_the_final_scores() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(EPOCH));
    let mut core = open(&db, &clock);
    let out = core.handle(&actor("a"), command("play", json!({"game": common::TTT})));
    let lobby = out
        .iter()
        .find(|r| matches!(r.delivery, Delivery::Board { .. }))
        .expect("a lobby board");
    assert!(lobby.queued.is_some(), "a public board is owed");
    assert!(
        out.iter()
            .filter(|r| !r.to.is_public())
            .all(|r| r.queued.is_none()),
        "private replies are never owed"
    );

    // A refused input owes nothing.
    let owed = core.outbox(100).unwrap().len();
    let refused = core.handle(&actor("b"), command("start", json!({})));
    assert!(refused.iter().all(|r| r.queued.is_none()));
    assert_eq!(core.outbox(100).unwrap().len(), owed);

    core.handle(&actor("b"), command("join", json!({})));
    core.handle(&actor("a"), command("start", json!({})));
    // However many moves, one board is owed, at the newest version.
    let boards: Vec<(i64, i64)> = core
        .outbox(100)
        .unwrap()
        .iter()
        .filter_map(|i| match i.what {
            Owed::Board { table, version } => Some((table, version)),
            Owed::Post(_) => None,
        })
        .collect();
    assert_eq!(boards.len(), 1, "{boards:?}");
    let (table, version) = boards[0];
    assert_eq!(core.board_now(table).unwrap().unwrap().1, version);

    // Nothing is delivered while the game plays itself out by timeouts, and Tabula restarts
    // twice on the way: what is owed stays owed, the final scores included.
    for round in 0..400 {
        if status(&db) == "finished" {
            break;
        }
        clock.advance(10 * 60 * 1000);
        if round % 7 == 3 {
            drop(core);
            core = open(&db, &clock);
        }
        core.fire_due();
    }
    assert_eq!(status(&db), "finished", "timeouts alone end the game");
    drop(core);
    let core = open(&db, &clock);
    let owed = core.outbox(10_000).unwrap();
    let posts: Vec<String> = owed
        .iter()
        .filter_map(|i| match &i.what {
            Owed::Post(reply) => Some(format!(
                "{}\n{}",
                reply.title.as_deref().unwrap_or_default(),
                reply.text
            )),
            Owed::Board { .. } => None,
        })
        .collect();
    assert!(
        posts.iter().any(|t| t.contains("Final scores")),
        "the result is owed: {posts:?}"
    );
    assert!(
        posts.iter().filter(|t| t.contains("Time ran out")).count() > 1,
        "every timeout's notice is owed"
    );
    let board = owed
        .iter()
        .find_map(|i| match i.what {
            Owed::Board { version, .. } => Some(version),
            Owed::Post(_) => None,
        })
        .expect("the board is owed");
    let (final_board, final_version) = core.board_now(table).unwrap().unwrap();
    assert_eq!(board, final_version, "the board owed is the final one");
    assert!(final_board.title.unwrap_or_default().contains("finished"));
    let labels: Vec<&str> = final_board
        .components
        .iter()
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(
        labels,
        ["Rematch", "Replay"],
        "an ended board has nothing left to play, only what comes after"
    );

    // Delivered: no longer owed. A board sent at an older version than owed stays owed.
    let older = commands::api::Queued {
        id: owed
            .iter()
            .find(|i| matches!(i.what, Owed::Board { .. }))
            .unwrap()
            .id,
        version: Some(final_version - 1),
    };
    core.outbox_delivered(vec![older]).unwrap();
    assert_eq!(core.outbox_len().unwrap(), owed.len() as i64);
    let all: Vec<commands::api::Queued> = owed
        .iter()
        .map(|i| commands::api::Queued {
            id: i.id,
            version: match i.what {
                Owed::Board { version, .. } => Some(version),
                Owed::Post(_) => None,
            },
        })
        .collect();
    core.outbox_delivered(all).unwrap();
    assert_eq!(core.outbox_len().unwrap(), 0);
}

/// Issue 17, item 1: what can never go out (the channel is gone, Tabula lost access) is
/// dropped and marks its table, once per change of reason (so the front end logs it once, even
/// across restarts); the next message that reaches the channel clears the mark, and
/// `tabula check` lists marked tables without calling them damage.
#[test]
fn a_message_that_can_never_go_out_marks_its_table_until_one_reaches_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(EPOCH));
    let core = open(&db, &clock);
    core.handle(&actor("a"), command("play", json!({"game": common::TTT})));
    core.handle(&actor("b"), command("join", json!({})));
    core.handle(&actor("a"), command("start", json!({})));
    clock.advance(10 * 60 * 1000);
    core.fire_due();
    let owed = core.outbox(100).unwrap();
    let posts: Vec<i64> = owed
        .iter()
        .filter(|i| matches!(i.what, Owed::Post(_)))
        .map(|i| i.id)
        .collect();
    assert!(!posts.is_empty(), "the timeout's notice is owed");
    let table: i64 = owed
        .iter()
        .find_map(|i| match i.what {
            Owed::Board { table, .. } => Some(table),
            Owed::Post(_) => None,
        })
        .expect("the board is owed");

    let gone = "Discord answered 404: Unknown Channel".to_string();
    assert!(core.outbox_dropped(posts[0], gone.clone()).unwrap());
    assert_eq!(
        core.unreachable().unwrap(),
        vec![(table, "c1".into(), gone.clone())]
    );

    // The same reason again, after a restart: the mark does not change, nothing to log.
    drop(core);
    let core = open(&db, &clock);
    let board = core
        .outbox(100)
        .unwrap()
        .into_iter()
        .find(|i| matches!(i.what, Owed::Board { .. }))
        .unwrap();
    assert!(!core.outbox_dropped(board.id, gone.clone()).unwrap());

    // The next turn runs out too; one of its messages is refused for another reason, which
    // changes the mark.
    clock.advance(10 * 60 * 1000);
    core.fire_due();
    let owed = core.outbox(100).unwrap();
    let denied = "Discord answered 403: Missing Access".to_string();
    assert!(core.outbox_dropped(owed[0].id, denied.clone()).unwrap());
    assert_eq!(core.unreachable().unwrap()[0].2, denied);

    // Access is back: the rest goes out and clears the mark.
    let now_owed: Vec<commands::api::Queued> = owed[1..]
        .iter()
        .map(|i| commands::api::Queued {
            id: i.id,
            version: match i.what {
                Owed::Board { version, .. } => Some(version),
                Owed::Post(_) => None,
            },
        })
        .collect();
    assert!(!now_owed.is_empty());
    core.outbox_delivered(now_owed).unwrap();
    assert!(core.unreachable().unwrap().is_empty());
}
