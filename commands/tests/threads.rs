//! A thread per table (issue 27), through `commands` with a real SQLite file (the script
//! driver playing the front end's part): `/play` in a text channel asks for a thread and opens
//! the table there, the channel is told; a channel holds several tables side by side and
//! `/board` or `/join` typed in it finds them; at the end the result and the final board go to
//! the channel and the thread is archived, after its last messages; a rematch opens in a new
//! thread; with threads refused or turned off, or inside a thread, tables play where they are
//! opened; the thread's parent survives a restart. The tables play the example game,
//! tic-tac-toe.
mod common;
use common::*;
use serde_json::{json, Value};

/// A line typed in `channel` (a thread of `parent` when given) by a front end that opens
/// threads (`threads`: `open` or `refuse`).
fn line(user: &str, channel: &str, parent: Option<&str>, threads: &str, what: Value) -> Value {
    let mut line = json!({"user": user, "channel": channel, "threads": threads});
    if let Some(parent) = parent {
        line["parent"] = json!(parent);
    }
    if let (Some(l), Some(w)) = (line.as_object_mut(), what.as_object()) {
        l.extend(w.clone());
    }
    line
}

fn play(game: &str) -> Value {
    json!({"command": "play", "options": {"game": game, "bots": 1, "bot_level": "easy", "time": "async"}})
}

fn text(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// The stored channel and parent of table `id`.
fn place(t: &Table, id: i64) -> (String, Option<String>) {
    let conn = t.conn();
    conn.query_row(
        "SELECT channel, parent FROM tables WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .unwrap()
}

/// The custom id of the component on `msg` whose payload is `payload`.
fn button(msg: &Value, payload: &str) -> String {
    component(msg, |c| {
        c["custom_id"]
            .as_str()
            .is_some_and(|id| id.ends_with(&format!(":{payload}")))
    })
    .unwrap_or_else(|| panic!("no {payload} button on {msg}"))
}

#[test]
fn a_table_plays_in_its_own_thread_and_its_result_goes_to_the_channel() {
    let mut t = Table::new(5);
    let out = t.send(line("u1", "c1", None, "open", play(TTT)));
    assert_eq!(
        out[0]["thread"], "t1",
        "the thread is opened first: {out:?}"
    );
    assert_eq!(out[0]["parent"], "c1");
    assert_eq!(out[0]["name"], "Tic-tac-toe · u1's table");
    let lobby = out
        .iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("a lobby board");
    assert_eq!(lobby["channel"], "t1", "the lobby is in the thread");
    let told = publics(&out)
        .into_iter()
        .find(|o| o["channel"] == "c1")
        .expect("the channel is told");
    assert!(text(told).contains("<#t1>"), "{told}");
    assert!(private_text(&out, "u1").contains("in its own thread, <#t1>"));
    assert_eq!(place(&t, 1), ("t1".into(), Some("c1".into())));

    // A second table in the same channel, side by side (no bot: a seat for u3).
    let second = json!({"command": "play", "options": {"game": TTT, "time": "async"}});
    let out = t.send(line("u2", "c1", None, "open", second));
    assert_eq!(out[0]["thread"], "t2");
    assert_eq!(place(&t, 2), ("t2".into(), Some("c1".into())));
    // Typed in the channel: a player at one table gets it; someone at none is shown both.
    let out = t.send(line("u1", "c1", None, "open", json!({"command": "board"})));
    let board = out
        .iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("u1's board is posted again");
    assert_eq!(board["channel"], "t1");
    assert!(private_text(&out, "u1").contains("Board posted in <#t1>"));
    let out = t.send(line("u3", "c1", None, "open", json!({"command": "join"})));
    let listing = private_text(&out, "u3");
    assert!(
        listing.contains("<#t1>") && listing.contains("<#t2>"),
        "{listing}"
    );
    assert!(publics(&out).is_empty());
    // Inside the thread, /join is that table's.
    let out = t.send(line(
        "u3",
        "t2",
        Some("c1"),
        "open",
        json!({"command": "join"}),
    ));
    assert!(
        publics(&out).iter().any(|o| o["channel"] == "t2"),
        "u3 joins table 2: {out:?}"
    );

    // Table 1 is played to its end in its thread, across a restart.
    t.channel = "t1".into();
    t.restart();
    t.command("u1", "start", json!({}));
    let mark = t.log.len();
    play_to_end(&mut t, TTT, 5);
    let end: Vec<Value> = t.log[mark..].to_vec();
    let archive = end
        .iter()
        .position(|o| o["delivery"]["kind"] == "archive")
        .expect("the thread is archived");
    assert_eq!(end[archive]["channel"], "t1");
    let result = end
        .iter()
        .position(|o| o["channel"] == "c1" && text(o).contains("has ended. Final scores"))
        .expect("the result goes to the channel");
    assert!(text(&end[result]).contains("(Played in <#t1>.)"));
    // The thread's own last messages come before its archiving.
    let last_in_thread = end
        .iter()
        .rposition(|o| o["channel"] == "t1" && o["delivery"]["kind"] != "archive")
        .unwrap();
    assert!(last_in_thread < archive, "archived after its last message");
    assert_eq!(
        end.iter()
            .filter(|o| o["delivery"]["kind"] == "archive")
            .count(),
        1
    );

    // The channel's history and replays hold its threads' games.
    let out = t.send(line(
        "u1",
        "c1",
        None,
        "open",
        json!({"command": "history"}),
    ));
    let last = private_to(&out, "u1").expect("the channel's last game");
    assert!(
        last["title"]
            .as_str()
            .is_some_and(|t| t.contains("table 1")),
        "{last}"
    );
    let out = t.send(line(
        "u1",
        "c1",
        None,
        "open",
        json!({"command": "replay", "options": {"table": 1}}),
    ));
    assert!(
        private_text(&out, "u1").contains("The deal, before move 1"),
        "{out:?}"
    );

    // Rematch from the result in the channel: a new thread; a second click joins it there.
    let rematch = button(&end[result], "rematch");
    let out = t.send(line("u1", "c1", None, "open", json!({"click": rematch})));
    assert_eq!(out[0]["thread"], "t3", "{out:?}");
    assert_eq!(place(&t, 3), ("t3".into(), Some("c1".into())));
    assert!(publics(&out)
        .iter()
        .any(|o| o["channel"] == "c1" && text(o).contains("a rematch of table 1")));
    // Tabula came back too; its host makes room before someone else clicks Rematch.
    let lobby = out
        .iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the rematch lobby")
        .clone();
    assert_eq!(lobby["channel"], "t3");
    let unbot = button(&lobby, "unbot");
    t.send(line(
        "u1",
        "t3",
        Some("c1"),
        "open",
        json!({"click": unbot}),
    ));
    let out = t.send(line("u4", "c1", None, "open", json!({"click": rematch})));
    assert!(out.iter().all(|o| o.get("thread").is_none()), "{out:?}");
    assert!(publics(&out).iter().any(|o| o["channel"] == "t3"));
}

#[test]
fn without_a_thread_tables_play_where_they_are_opened() {
    let mut t = Table::new(6);
    // Discord refused the thread: the table plays in the channel, and the host is told why.
    let out = t.send(line("u1", "c2", None, "refuse", play(TTT)));
    assert_eq!(out[0]["thread_refused"], "c2");
    assert_eq!(place(&t, 1), ("c2".into(), None));
    assert!(
        private_text(&out, "u1").contains("could not open a thread"),
        "{out:?}"
    );
    // Opened inside a thread someone made: it plays there, and Tabula never archives it.
    let out = t.send(line("u1", "u-thread", Some("c2"), "open", play(TTT)));
    assert!(out.iter().all(|o| o.get("thread").is_none()), "{out:?}");
    assert_eq!(place(&t, 2), ("u-thread".into(), None));
    // Threads turned off for the server.
    let out = t.send(json!({"user": "a1", "channel": "c3", "manage_server": true,
                            "command": "settings", "options": {"threads": "off"}}));
    assert!(private_text(&out, "a1").contains("A thread per table: off"));
    let out = t.send(line("u1", "c3", None, "open", play(TTT)));
    assert!(out.iter().all(|o| o.get("thread").is_none()), "{out:?}");
    assert_eq!(place(&t, 3), ("c3".into(), None));
    // ... and the host is told why (issue 44).
    assert!(
        private_text(&out, "u1").contains("settings turn threads off here"),
        "{out:?}"
    );
    // A front end without threads never gets asked.
    let out = t.command("u1", "play", json!({"game": TTT}));
    assert!(out.iter().all(|o| o.get("thread").is_none()));
    assert_eq!(place(&t, 4), ("c1".into(), None));
    assert!(!private_text(&out, "u1").contains("thread"), "{out:?}");
}

#[test]
fn a_lobby_abandoned_in_its_thread_closes_it_and_tells_the_channel() {
    let mut t = Table::new(7);
    t.send(line("u1", "c1", None, "open", play(TTT)));
    let out = t.advance(15.0 * 24.0 * 3600.0);
    let told = out
        .iter()
        .find(|o| o["channel"] == "c1")
        .unwrap_or_else(|| panic!("the channel is told: {out:?}"));
    assert!(text(told).contains("is closed"), "{told}");
    assert!(text(told).contains("<#t1>"), "{told}");
    assert!(out
        .iter()
        .any(|o| o["delivery"]["kind"] == "archive" && o["channel"] == "t1"));
}
