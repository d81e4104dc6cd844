//! Time away (issue 47): `/away days:N` pauses a player's deadlines at async tables, within
//! the server's yearly allowance, and tells each table once, without a ping.
mod common;
use common::*;
use serde_json::{json, Value};

const HOUR: f64 = 3600.0;
const DAY: f64 = 24.0 * HOUR;

fn texts(out: &[Value]) -> String {
    out.iter()
        .map(|o| o["text"].as_str().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A started async tic-tac-toe table where X (u1) is to move, a day to do it.
fn async_table(seed: u64) -> Table {
    let mut t = Table::new(seed);
    t.start_ttt_with(json!({"time": "async"}));
    t.ttt_move("u1", "keep");
    t.ttt_move("u2", "keep");
    t
}

/// Every deadline of the table, as (seat, due).
fn deadlines(t: &Table) -> Vec<(i64, i64)> {
    t.conn()
        .prepare("SELECT seat, due FROM deadlines ORDER BY seat")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn a_week_away_does_not_time_out_and_the_turn_then_has_its_allowance() {
    let mut t = async_table(471);
    let before = deadlines(&t);
    let out = t.command("u1", "away", json!({"days": 7}));
    let notices: Vec<&Value> = publics(&out)
        .into_iter()
        .filter(|o| {
            o["text"]
                .as_str()
                .unwrap_or_default()
                .contains("is away until")
        })
        .collect();
    assert_eq!(notices.len(), 1, "the table is told once: {out:?}");
    assert!(
        notices[0]["text"].as_str().unwrap().contains("<t:"),
        "{}",
        notices[0]
    );
    assert!(
        notices[0]["mentions"]
            .as_array()
            .is_none_or(|m| m.is_empty()),
        "never a ping: {}",
        notices[0]
    );
    assert!(private_text(&out, "u1").contains("14 days of this year's 21 days left"));
    let after = deadlines(&t);
    assert_eq!(after.len(), before.len());
    assert_eq!(
        after[0].1 - before[0].1,
        7 * 86_400_000,
        "X's deadline moved by the week"
    );
    let out = t.advance(7.0 * DAY + HOUR);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    // Back: the day of the turn is what was left of it when they went away.
    let out = t.advance(22.0 * HOUR);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    let out = t.advance(2.0 * HOUR);
    assert!(texts(&out).contains("Time ran out"), "{}", texts(&out));
}

#[test]
fn a_live_table_is_not_paused() {
    let mut t = Table::new(472);
    t.start_ttt();
    t.ttt_move("u1", "keep");
    t.ttt_move("u2", "keep");
    let out = t.command("u1", "away", json!({"days": 2}));
    assert!(!texts(&publics(&out).into_iter().cloned().collect::<Vec<_>>()).contains("away until"));
    let out = t.advance(61.0);
    assert!(texts(&out).contains("Time ran out"), "{}", texts(&out));
}

#[test]
fn coming_back_early_restores_the_deadline_and_other_players_are_untouched() {
    let mut t = async_table(473);
    // O (u2) goes away: X's deadline is not theirs and stays as it is.
    let before = deadlines(&t);
    t.command("u2", "away", json!({"days": 5}));
    assert_eq!(
        deadlines(&t),
        before,
        "another player's deadline is untouched"
    );
    // X goes away too, then comes back after two days.
    t.command("u1", "away", json!({"days": 5}));
    t.advance(2.0 * DAY);
    let out = t.command("u1", "away", json!({"off": true}));
    assert!(texts(&out).contains("is back"), "{}", texts(&out));
    // The pause lasted two days: the deadline is two days after the original one.
    assert_eq!(deadlines(&t)[0].1 - before[0].1, 2 * 86_400_000);
    let out = t.command("u1", "away", json!({"off": true}));
    assert!(private_text(&out, "u1").contains("not away"));
}

#[test]
fn the_yearly_allowance_is_counted_and_refused_when_used_up() {
    let mut t = async_table(474);
    t.admin_command("admin", "settings", json!({"away_days": 3}));
    let out = t.command("u1", "away", json!({"days": 4}));
    assert!(
        private_text(&out, "u1").contains("3 days of this year's 3 days left"),
        "{out:?}"
    );
    t.command("u1", "away", json!({"days": 2}));
    let out = t.command("u1", "away", json!({"days": 1}));
    assert!(private_text(&out, "u1").contains("already"), "{out:?}");
    t.advance(2.0 * DAY + 1.0);
    t.command("u1", "away", json!({"days": 1}));
    t.advance(DAY + 1.0);
    let out = t.command("u1", "away", json!({"days": 1}));
    assert!(
        private_text(&out, "u1").contains("0 days of this year"),
        "{out:?}"
    );
    // A new year, a new allowance.
    t.advance(366.0 * DAY);
    let out = t.command("u1", "away", json!({"days": 1}));
    assert!(private_text(&out, "u1").contains("away until"), "{out:?}");
    // Turned off.
    t.admin_command("admin", "settings", json!({"away_days": 0}));
    let out = t.command("u2", "away", json!({"days": 1}));
    assert!(private_text(&out, "u2").contains("turned off"), "{out:?}");
}

#[test]
fn a_restart_mid_absence_keeps_it() {
    let mut t = async_table(475);
    t.command("u1", "away", json!({"days": 3}));
    t.advance(DAY);
    t.restart();
    let out = t.advance(2.0 * DAY + HOUR);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    let out = t.command("u1", "away", json!({}));
    assert!(private_text(&out, "u1").contains("not away"), "{out:?}");
}

#[test]
fn a_prompt_that_comes_while_away_is_due_a_full_allowance_after_the_return() {
    let mut t = async_table(476);
    // O (u2) goes away for three days; X (u1) moves an hour later, so O is to move.
    t.command("u2", "away", json!({"days": 3}));
    t.advance(HOUR);
    let before = deadlines(&t);
    t.ttt_move("u1", "a1");
    let after = deadlines(&t);
    assert_ne!(after, before, "the turn passed to O");
    let (seat, due) = after[0];
    assert_eq!(seat, 1, "O's turn");
    // Away from the first moment: back after three days, then the turn's day.
    let started = before[0].1 - 86_400_000; // X's turn began a day before its deadline
    assert_eq!(due, started + 3 * 86_400_000 + 86_400_000);
    let out = t.advance(3.0 * DAY + 22.0 * HOUR);
    assert!(!texts(&out).contains("Time ran out"), "{}", texts(&out));
    let out = t.advance(2.0 * HOUR);
    assert!(texts(&out).contains("Time ran out"), "{}", texts(&out));
}
