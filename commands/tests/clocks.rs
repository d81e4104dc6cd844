//! Clocks (issue 47): a table's chosen clock times its turns (Fischer `5+3` on a live table,
//! correspondence `3d+7` on an async one), each move charged from its turn's start to the
//! click, an outage charged nothing, the absence policy or a loss on time when a clock runs out,
//! and the server's default clock. On SQLite, and on PostgreSQL with
//! `TABULA_TEST_ENGINE=postgres`.
mod common;
use common::*;
use serde_json::{json, Value};

const SECOND: i64 = 1000;
const MINUTE: i64 = 60 * SECOND;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

fn texts(out: &[Value]) -> String {
    out.iter()
        .map(|o| o["text"].as_str().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The newest table's id.
fn table_id(t: &Table) -> i64 {
    t.conn()
        .query_row("SELECT MAX(id) FROM tables", [], |r| r.get(0))
        .unwrap()
}

/// `seat`'s stored bank at the newest table (`None`: not charged yet).
fn clock_left(t: &Table, seat: i64) -> Option<i64> {
    t.conn()
        .query_row(
            "SELECT clock_left FROM seats WHERE table_id = ?1 AND seat = ?2",
            commands::params![table_id(t), seat],
            |r| r.get(0),
        )
        .unwrap()
}

/// `seat`'s deadline row at the newest table: (started, due, remind_at).
fn wait_of(t: &Table, seat: i64) -> (Option<i64>, i64, Option<i64>) {
    t.conn()
        .query_row(
            "SELECT started, due, remind_at FROM deadlines WHERE table_id = ?1 AND seat = ?2",
            commands::params![table_id(t), seat],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
}

fn now(t: &Table) -> i64 {
    t.script.core().now()
}

fn board_text(t: &Table) -> String {
    t.board()["text"].as_str().unwrap_or_default().to_string()
}

/// Both coins kept (secrets: their own short deadlines, uncharged): X (u1, seat 0) to move.
fn to_first_turn(t: &mut Table, clock: Value) {
    let out = t.start_ttt_with(clock);
    assert!(!publics(&out).is_empty(), "the game starts: {out:?}");
    t.ttt_move("u1", "keep");
    t.ttt_move("u2", "keep");
    assert_eq!((clock_left(t, 0), clock_left(t, 1)), (None, None));
}

#[test]
fn a_fischer_clock_charges_each_move_and_adds_the_increment() {
    let mut t = Table::new(471);
    to_first_turn(&mut t, json!({"clock": "5+3"}));
    let (started, due, remind) = wait_of(&t, 0);
    assert_eq!(started, Some(now(&t)));
    assert_eq!(due, now(&t) + 5 * MINUTE, "due when the bank runs out");
    assert_eq!(remind, None, "a live clock has no reminder");
    t.advance(10.0);
    t.ttt_move("u1", "a1");
    assert_eq!(
        clock_left(&t, 0),
        Some(5 * MINUTE - 10 * SECOND + 3 * SECOND)
    );
    let board = board_text(&t);
    assert!(board.contains("Clock `5+3`"), "{board}");
    assert!(
        board.contains("4:53"),
        "u1's time left at the last move: {board}"
    );
    assert!(board.contains("runs out"), "u2's clock runs: {board}");
    // A wait longer than the pace's own minute is fine on a clock: u2 has five.
    let out = t.advance(299.0);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    t.ttt_move("u2", "a2");
    assert_eq!(clock_left(&t, 1), Some(SECOND + 3 * SECOND));
}

#[test]
fn a_live_game_where_one_player_runs_out_goes_to_the_absence_policy() {
    let mut t = Table::new(472);
    to_first_turn(&mut t, json!({"clock": "1+0"}));
    let out = t.advance(59.0);
    assert!(out.is_empty(), "nothing due before the minute: {out:?}");
    let out = t.advance(1.5);
    assert!(texts(&out).contains("Time ran out"), "{}", texts(&out));
    assert_eq!(clock_left(&t, 0), Some(0), "the bank is spent");
    // u1's clock is empty: every later turn of theirs times out at once, as soon as u2 has
    // moved, until they are marked absent and the timeout default plays for them.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(472);
    let mut all = Vec::new();
    for _ in 0..20 {
        if t.finished() {
            break;
        }
        let (user, view) = who_can_act(&mut t, 2).expect("someone can act");
        assert_eq!(user, "u2", "u1 never gets to act on an empty clock");
        all.extend(play_random(&mut t, &user, view, &mut rng));
    }
    assert!(t.finished(), "the game is played out");
    assert!(
        texts(&all).contains("Time ran out for u1"),
        "{}",
        texts(&all)
    );
    assert!(!t.result().unwrap()["text"]
        .as_str()
        .unwrap()
        .contains("lost on time"));
}

#[test]
fn lose_on_time_ends_the_game_at_once() {
    let mut t = Table::new(473);
    to_first_turn(&mut t, json!({"clock": "1+0", "lose_on_time": true}));
    let lobby_or_board = texts(&t.log);
    assert!(
        lobby_or_board.contains("running out of time loses the game"),
        "the lobby says so"
    );
    let out = t.advance(61.0);
    assert!(
        texts(&out).contains("u1 lost on time: u2 wins."),
        "{}",
        texts(&out)
    );
    let result = t.result().expect("a result").clone();
    assert!(result["text"].as_str().unwrap().contains("lost on time"));
    let places: Vec<(i64, i64)> = {
        let conn = t.conn();
        let mut stmt = conn
            .prepare("SELECT seat, place FROM results WHERE table_id = ?1 ORDER BY seat")
            .unwrap();
        let rows = stmt
            .query_map([table_id(&t)], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        rows.collect::<Result<_, _>>().unwrap()
    };
    assert_eq!(places, vec![(0, 2), (1, 1)], "the other player wins");
    // No move of the timeout default was played: only the two coins are logged.
    let logged: i64 = t
        .conn()
        .query_row(
            "SELECT COUNT(*) FROM actions WHERE table_id = ?1",
            [table_id(&t)],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(logged, 2);
    // The channel's last game says how it ended, and it can be replayed.
    let out = t.command("u1", "board", json!({}));
    assert!(texts(&out).contains("lost on time"), "{}", texts(&out));
    let out = t.command("u1", "history", json!({}));
    let said = texts(&out);
    assert!(
        said.contains("lost on time") && !said.contains("went wrong"),
        "{said}"
    );
    let out = t.command("u1", "replay", json!({}));
    assert!(!texts(&out).contains("went wrong"), "{}", texts(&out));
}

#[test]
fn a_correspondence_game_over_days_banks_unused_time() {
    let mut t = Table::new(474);
    to_first_turn(&mut t, json!({"clock": "3d+7"}));
    let (_, due, remind) = wait_of(&t, 0);
    assert_eq!(due, now(&t) + 3 * DAY, "the bank starts empty");
    assert_eq!(remind, Some(due - 2 * HOUR));
    // u1 takes a day of three: two are banked.
    t.advance(DAY as f64 / 1000.0);
    t.ttt_move("u1", "a1");
    assert_eq!(clock_left(&t, 0), Some(2 * DAY));
    // u2 takes two: one banked.
    t.advance(2.0 * DAY as f64 / 1000.0);
    t.ttt_move("u2", "a2");
    assert_eq!(clock_left(&t, 1), Some(DAY));
    // u1 may now take five days; at four, one comes out of the bank.
    let (_, due, _) = wait_of(&t, 0);
    assert_eq!(due, now(&t) + 5 * DAY);
    let out = t.advance(4.0 * DAY as f64 / 1000.0);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    t.ttt_move("u1", "b1");
    assert_eq!(clock_left(&t, 0), Some(DAY));
    let board = board_text(&t);
    assert!(board.contains("Clock `3d+7` (bank"), "{board}");
    // The move that ends the game banks nothing: u1 wins with c1 at once after u2's move.
    t.ttt_move("u2", "b2");
    t.ttt_move("u1", "c1");
    assert!(t.finished());
    assert_eq!(
        clock_left(&t, 0),
        Some(DAY),
        "no time banked by the last move"
    );
}

/// A restart during a player's turn (Tabula down for three hours) leaves their clock where it
/// was: the turn's start and deadline move forward by the outage.
#[test]
fn a_restart_during_a_turn_costs_no_clock_time() {
    let mut t = Table::new(475);
    to_first_turn(&mut t, json!({"clock": "5+3"}));
    // 40 s pass while Tabula runs (its heartbeat is written), then it is down for 3 hours.
    t.advance(40.0);
    let (started, due, _) = wait_of(&t, 0);
    let out = t.send(json!({"restart": true, "down": 3.0 * 3600.0}));
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    let (started_after, due_after, _) = wait_of(&t, 0);
    assert_eq!(started_after, started.map(|s| s + 3 * HOUR));
    assert_eq!(due_after, due + 3 * HOUR);
    t.advance(5.0);
    t.ttt_move("u1", "a1");
    assert_eq!(
        clock_left(&t, 0),
        Some(5 * MINUTE - 45 * SECOND + 3 * SECOND),
        "charged the 45 s of play, not the outage"
    );
    // A quick restart (under two minutes) moves nothing.
    let (started, due, _) = wait_of(&t, 1);
    t.send(json!({"restart": true, "down": 30.0}));
    assert_eq!(wait_of(&t, 1), (started, due, None));
}

#[test]
fn the_servers_default_clock_applies_to_new_tables() {
    let mut t = Table::new(476);
    let out = t.admin_command("u9", "settings", json!({"clock": "3d+7"}));
    assert!(!texts(&out).is_empty());
    let out = t.admin_command("u9", "settings", json!({}));
    assert!(
        texts(&out).contains("Clock of new tables: `3d+7`"),
        "{}",
        texts(&out)
    );
    to_first_turn(&mut t, json!({}));
    let stored: (Option<String>, String) = t
        .conn()
        .query_row(
            "SELECT clock, time_control FROM tables WHERE id = ?1",
            [table_id(&t)],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(
        stored,
        (Some("3d+7".into()), "async".into()),
        "the clock implies its pace"
    );
    // A table that chose the other pace does not take the default clock.
    t.command("u1", "cancel", json!({}));
    t.command("u1", "play", json!({"game": TTT, "time": "live"}));
    let clock: Option<String> = t
        .conn()
        .query_row(
            "SELECT clock FROM tables WHERE id = ?1",
            [table_id(&t)],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(clock, None);
    // Back to none.
    t.admin_command("u9", "settings", json!({"clock": "default"}));
    let out = t.admin_command("u9", "settings", json!({}));
    assert!(
        texts(&out).contains("Clock of new tables: none"),
        "{}",
        texts(&out)
    );
}

#[test]
fn bad_clocks_are_refused_clearly() {
    let mut t = Table::new(477);
    let out = t.command("u1", "play", json!({"game": TTT, "clock": "5 minutes"}));
    let said = private_text(&out, "u1");
    assert!(said.contains("`5+3`") && said.contains("`3d+7`"), "{said}");
    let out = t.command(
        "u1",
        "play",
        json!({"game": TTT, "clock": "3d", "time": "live"}),
    );
    assert!(private_text(&out, "u1").contains("for `async` tables"));
    let out = t.command("u1", "play", json!({"game": TTT, "lose_on_time": true}));
    assert!(private_text(&out, "u1").contains("needs a clock"));
    let out = t.command(
        "u1",
        "play",
        json!({"game": TTT, "clock": "5+3", "lose_on_time": true, "bots": 1}),
    );
    assert!(private_text(&out, "u1").contains("rated games"));
    let out = t.admin_command("u9", "settings", json!({"clock": "99d"}));
    assert!(texts(&out).contains("from 1 to 30"), "{}", texts(&out));
    let tables: i64 = t
        .conn()
        .query_row("SELECT COUNT(*) FROM tables", [], |r| r.get(0))
        .unwrap();
    assert_eq!(tables, 0, "nothing was opened");
}

/// Time away (issue 47) pauses a correspondence clock: the days away are charged to nobody,
/// whether the player went away during their turn or their turn came while they were away.
#[test]
fn time_away_is_never_charged_to_a_clock() {
    let mut t = Table::new(478);
    to_first_turn(&mut t, json!({"clock": "3d+7"}));
    // u1 thinks for a day, then goes away for four: their turn's start and end move by four.
    t.advance(DAY as f64 / 1000.0);
    let (started, due, _) = wait_of(&t, 0);
    let out = t.command("u1", "away", json!({"days": 4}));
    assert!(private_text(&out, "u1").contains("away until"), "{out:?}");
    let (started_away, due_away, _) = wait_of(&t, 0);
    assert_eq!(started_away, started.map(|s| s + 4 * DAY));
    assert_eq!(due_away, due + 4 * DAY);
    // Back after the four days, a day later: u2 goes away for two days, and then u1 moves,
    // two days charged and one banked.
    let out = t.advance(5.0 * DAY as f64 / 1000.0);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    let out = t.command("u2", "away", json!({"days": 2}));
    assert!(private_text(&out, "u2").contains("away until"), "{out:?}");
    t.ttt_move("u1", "a1");
    assert_eq!(clock_left(&t, 0), Some(DAY), "two of three days used");
    // u2's turn came while they were away: it starts when they are back, and they move an hour
    // after their return.
    let (started, _, _) = wait_of(&t, 1);
    assert_eq!(started, Some(now(&t) + 2 * DAY));
    let _ = t.advance((2.0 * DAY as f64 + HOUR as f64) / 1000.0);
    t.ttt_move("u2", "a2");
    assert_eq!(
        clock_left(&t, 1),
        Some(3 * DAY - HOUR),
        "only the hour after the return is charged"
    );
}
