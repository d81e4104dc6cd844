//! Deadlines as data: timeouts, absence, reminders, and deadlines that fell due while Tabula
//! was down.
mod common;
use commands::api::Actor;
use commands::Input;
use commands::{Core, FakeClock, Switches};
use common::*;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::Arc;

fn texts(out: &[Value]) -> String {
    out.iter()
        .map(|o| o["text"].as_str().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_turn_times_out_to_the_ruling_default() {
    let mut t = Table::new(21);
    t.start_ttt();
    // Both coins are kept (a secret has a shorter allowance): X's turn, a minute.
    t.ttt_move("u1", "keep");
    t.ttt_move("u2", "keep");
    let before = t.hand_id();
    let out = t.advance(59.0);
    assert!(out.is_empty(), "nothing is due before 60 s");
    let out = t.advance(1.5);
    assert!(texts(&out).contains("Time ran out"), "{}", texts(&out));
    assert_ne!(
        t.hand_id(),
        before,
        "the timeout was applied as an input (new version)"
    );
}

#[test]
fn three_timeouts_mark_a_player_absent_until_they_resume() {
    let mut t = Table::new(22);
    t.start_ttt();
    let mut all = Vec::new();
    for _ in 0..40 {
        all.extend(t.advance(61.0));
        if texts(&all).contains("marked absent") {
            break;
        }
    }
    assert!(texts(&all).contains("marked absent"), "{}", texts(&all));
    // Keep letting time pass: with everyone away the timeout defaults finish the game.
    for _ in 0..400 {
        if t.finished() {
            break;
        }
        t.advance(61.0);
    }
    assert!(t.finished(), "absent players' turns are played out");
    let result = t.result().unwrap();
    assert!(
        result["text"].as_str().unwrap().contains("absent"),
        "{result}"
    );
}

#[test]
fn resume_brings_an_absent_player_back() {
    let mut t = Table::new(23);
    t.start_ttt();
    // Both coins are kept: X (u1) is to move.
    t.ttt_move("u1", "keep");
    t.ttt_move("u2", "keep");
    // u2 (not the active player) leaves the running game: marked absent at once.
    let version = t.hand_id();
    let out = t.command("u2", "leave", json!({}));
    assert!(texts(&out).contains("left the game"));
    assert!(
        t.board()["text"].as_str().unwrap().contains("Absent"),
        "the board shows it"
    );
    let out = t.click("u2", &t.hand_id());
    let view = private_to(&out, "u2").unwrap();
    let resume = component(view, |c| c["label"] == "Resume").expect("absent players see Resume");
    let out = t.click("u2", &resume);
    assert!(texts(&out).contains("is back"));
    assert!(!t.board()["text"].as_str().unwrap().contains("Absent"));
    // No game action happened in between: presence changes keep the version.
    assert_eq!(t.hand_id(), version);
    let out = t.click("u2", &t.hand_id());
    assert!(component(private_to(&out, "u2").unwrap(), |c| c["label"] == "Resume").is_none());
}

#[test]
fn async_tables_get_a_reminder_before_the_deadline() {
    let mut t = Table::new(24);
    t.start_ttt_with(json!({"time": "async"}));
    // Both coins are kept: one player, X, is awaited.
    t.ttt_move("u1", "keep");
    t.ttt_move("u2", "keep");
    let out = t.advance(21.0 * 3600.0);
    assert!(out.is_empty());
    let out = t.advance(1.5 * 3600.0);
    let reminder = out
        .iter()
        .find(|o| o["text"].as_str().unwrap_or_default().contains("Reminder"))
        .expect("a reminder");
    assert_eq!(reminder["mentions"].as_array().unwrap().len(), 1);
    // Only once.
    assert!(t
        .advance(600.0)
        .iter()
        .all(|o| !o["text"].as_str().unwrap_or_default().contains("Reminder")));
}

fn actor(user: &str) -> Actor {
    Actor {
        guild: "g1".into(),
        channel: "c1".into(),
        user: user.into(),
        name: user.into(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    }
}

fn command(core: &Core, user: &str, name: &str, options: Value) -> Vec<commands::Reply> {
    let options: BTreeMap<String, Value> = serde_json::from_value(options).unwrap();
    core.handle(&actor(user), Input::command(name, options).unwrap())
}

#[test]
fn deadlines_that_fell_due_while_down_fire_after_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(commands::script::EPOCH));
    let switches = Switches {
        seed: Some(5),
        ..Switches::default()
    };
    {
        let core =
            Core::open_at(&common::location(&path), clock.clone(), switches.clone()).unwrap();
        command(&core, "u1", "play", json!({"game": TTT}));
        command(&core, "u2", "join", json!({}));
        command(&core, "u1", "start", json!({}));
        assert!(core.next_deadline().is_some());
    }
    // Tabula is down for five minutes.
    clock.advance(5 * 60 * 1000);
    let core = Core::open_at(&common::location(&path), clock.clone(), switches).unwrap();
    let fired = core.fire_due();
    assert!(fired.iter().any(|r| r.text.contains("Time ran out")));
    assert!(fired.iter().all(|r| r.to.is_public()));
    // Afterwards the next deadline is in the future again.
    assert!(core.next_deadline().unwrap() > commands::Clock::now(clock.as_ref()));
}

/// The due deadlines are read a page at a time: the first one not passed over is found however
/// many tables before it are held back, and so is the scheduler's next moment.
#[test]
fn the_first_due_deadline_past_many_held_tables_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let location = location(&path);
    drop(
        Core::open_at(
            &location,
            Arc::new(FakeClock::new(commands::script::EPOCH)),
            Switches::default(),
        )
        .unwrap(),
    );
    let conn = connect(&location);
    for id in 1..=40_i64 {
        conn.execute(
            "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
             seed, version, created_at, updated_at) \
             VALUES (?1, 'g', ?2, 'tic-tac-toe', 'playing', 'u', '{}', 'live', 1, 1, 0, 0)",
            commands::params![id, format!("c{id}")],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO deadlines (table_id, seat, kind, what, due) VALUES (?1, 0, 'turn', 'x', ?2)",
            [id, 1_000 + id],
        )
        .unwrap();
    }
    let all = commands::store::shards::Shards::ALL;
    let first =
        commands::store::deadlines::first_due(&conn, 5_000, None, &all, |t| t <= 35).unwrap();
    assert_eq!(first.map(|d| d.table), Some(36));
    let none = commands::store::deadlines::first_due(&conn, 5_000, None, &all, |_| true).unwrap();
    assert!(none.is_none(), "every table held: nothing is due");
    let next = commands::store::deadlines::next(&conn, &all, |t, _, _| t <= 33).unwrap();
    assert_eq!(next, Some(1_034));
}
