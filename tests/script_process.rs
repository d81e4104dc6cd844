//! The real `tabula` binary: `tabula script` end to end, and `kill -9` at an arbitrary moment
//! loses nothing that was acknowledged.
use serde_json::{json, Value};
use std::io::{BufRead, Write};

mod script;

use script::Proc;

fn click(p: &mut Proc, user: &str, id: &str) -> Vec<Value> {
    p.send(json!({"user": user, "channel": "c1", "click": id}))
}

fn board_hand(out: &[Value]) -> Option<String> {
    out.iter()
        .filter(|o| o["delivery"]["kind"] == "board")
        .flat_map(|o| o["components"].as_array().cloned().unwrap_or_default())
        .map(|c| c["custom_id"].as_str().unwrap().to_string())
        .find(|id| id.ends_with(":hand"))
}

fn version(id: &str) -> i64 {
    id.split(':').nth(1).unwrap().parse().unwrap()
}

/// Opens and starts a table of `game` with `players` (u1..un) in c1; returns the board's hand
/// id.
fn open_table(p: &mut Proc, game: &str, players: usize) -> String {
    p.send(json!({"user": "u1", "channel": "c1", "command": "play", "options": {"game": game}}));
    for i in 2..=players {
        p.send(json!({"user": format!("u{i}"), "channel": "c1", "command": "join"}));
    }
    let out = p.send(json!({"user": "u1", "channel": "c1", "command": "start"}));
    board_hand(&out).expect("a board after start")
}

/// Plays one action of whoever can act, taking choice `pick` (modulo the number offered) at
/// every menu level and clicking only what is shown. Returns the outputs of the click that
/// applied the action, or `None` if nobody could act.
fn step(p: &mut Proc, hand: &str, players: usize, pick: usize) -> Option<Vec<Value>> {
    for i in 1..=players {
        let user = format!("u{i}");
        let mut out = click(p, &user, hand);
        loop {
            let choices: Vec<Value> = out
                .iter()
                .find(|o| o["to"] == user.as_str())
                .and_then(|v| v["components"].as_array().cloned())
                .unwrap_or_default()
                .into_iter()
                .filter(|c| {
                    c["custom_id"].as_str().unwrap().contains(":a.") && c["label"] != "◀ Back"
                })
                .collect();
            let Some(c) = choices.get(pick % choices.len().max(1)) else {
                break;
            };
            out = click(p, &user, c["custom_id"].as_str().unwrap());
            if out.iter().any(|o| o["to"] == "public") {
                return Some(out);
            }
        }
    }
    None
}

fn final_scores(out: &[Value]) -> Option<&Value> {
    out.iter().find(|o| {
        o["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Final scores"))
    })
}

#[test]
fn kill_nine_loses_no_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut p = Proc::start(&db, 9);
    // The example game, tic-tac-toe: six actions (both coins, four marks) leave it going on.
    let mut hand = open_table(&mut p, "tic-tac-toe", 2);
    for turn in 0..6 {
        let out = step(&mut p, &hand, 2, turn).expect("game goes on");
        hand = board_hand(&out).expect("a board after every action");
    }
    // Remember what u1 was shown, then kill the process without warning.
    let seen = click(&mut p, "u1", &hand);
    p.child.kill().unwrap();
    p.child.wait().unwrap();

    let mut p = Proc::start(&db, 9);
    let out = p.send(json!({"user": "u1", "channel": "c1", "command": "board"}));
    let after = board_hand(&out).expect("board after restart");
    assert_eq!(
        version(&after),
        version(&hand),
        "every acknowledged action survived"
    );
    let again = click(&mut p, "u1", &after);
    assert_eq!(
        again[0]["text"], seen[0]["text"],
        "u1's hand and view are exactly as before"
    );
    // And the game continues from there.
    assert!(step(&mut p, &after, 2, 0).is_some());
}

#[test]
fn kill_nine_mid_stream_keeps_the_database_consistent() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut p = Proc::start(&db, 9);
    let hand = open_table(&mut p, "tic-tac-toe", 2);
    // Fire a burst of timeouts without waiting, and kill while they are being written.
    for _ in 0..200 {
        writeln!(p.stdin, "{}", json!({"advance": 61})).unwrap();
    }
    p.stdin.flush().unwrap();
    let mut last_seen = version(&hand);
    for _ in 0..15 {
        let mut buf = String::new();
        if p.stdout.read_line(&mut buf).unwrap() == 0 {
            break;
        }
        if let Some(h) = board_hand(&[serde_json::from_str(&buf).unwrap()]) {
            last_seen = version(&h);
        }
    }
    p.child.kill().unwrap();
    p.child.wait().unwrap();
    let mut p = Proc::start(&db, 9);
    let out = p.send(json!({"user": "u1", "channel": "c1", "command": "board"}));
    match board_hand(&out) {
        Some(h) => assert!(version(&h) >= last_seen, "nothing acknowledged was lost"),
        // The burst may have finished the game (both players absent): then it is recorded.
        None => {
            let out = p.send(json!({"user": "u1", "channel": "c1", "command": "stats"}));
            assert!(
                out[0]["text"].as_str().unwrap().contains("1 game,"),
                "{out:?}"
            );
        }
    }
}

#[test]
fn four_player_game_through_tabula_script_with_a_restart_in_a_reaction_window() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut p = Proc::start(&db, 9);
    // 8-quilibrium: tic-tac-toe has no reaction windows.
    let mut hand = open_table(&mut p, "eight-quilibrium", 4);
    let mut restarted_in_window = false;
    let mut finished = false;
    for turn in 0..500 {
        // A rotating choice, so every kind of action comes up.
        let out = step(&mut p, &hand, 4, turn).expect("someone could act");
        if let Some(result) = final_scores(&out) {
            assert_eq!(result["text"].as_str().unwrap().lines().count(), 4);
            finished = true;
            break;
        }
        hand = board_hand(&out).expect("a board after every action");
        let window = out.iter().any(|o| {
            o["to"] == "public"
                && o["components"].as_array().is_some_and(|cs| {
                    cs.iter()
                        .any(|c| c["custom_id"].as_str().unwrap().contains(":p."))
                })
        });
        if window && !restarted_in_window {
            // Restart Tabula inside the reaction window: same database, nothing in memory.
            let board_before = out
                .iter()
                .find(|o| o["delivery"]["kind"] == "board")
                .unwrap()
                .clone();
            p.send(json!({"restart": true}));
            restarted_in_window = true;
            let out = p.send(json!({"user": "u1", "channel": "c1", "command": "board"}));
            assert_eq!(
                board_hand(&out).unwrap(),
                hand,
                "same table version after restart"
            );
            // Same state, same window, same deadline (the text carries the deadline timestamp).
            let board_after = out
                .iter()
                .find(|o| o["delivery"]["kind"] == "board")
                .unwrap();
            assert_eq!(board_after["text"], board_before["text"]);
            assert_eq!(board_after["view"], board_before["view"]);
        }
    }
    assert!(restarted_in_window, "a reaction window happened");
    assert!(finished, "the game reached final scores");
}

#[test]
fn script_lines_choose_presets_and_variants() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = Proc::start(&dir.path().join("t.db"), 9);
    let out = p.send(json!({"user": "u1", "channel": "c1", "command": "play",
        "options": {"game": "eight-quilibrium", "preset": "enigma", "rounds": 2}}));
    let board = out
        .iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("a lobby board");
    let text = board["text"].as_str().unwrap();
    assert!(
        text.contains("Game: Enigma (Team Play, Fog of War) · 2 rounds"),
        "{text}"
    );
    // The variants multi-select takes several values in one line.
    let variants = board["components"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "multi_select")
        .expect("a variants multi-select")["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let out = p.send(json!({"user": "u1", "channel": "c1", "click": variants,
        "values": ["wind_of_change", "rank_powers"]}));
    let text = out
        .iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the board is updated")["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        text.contains("Game: Wind of Change, Rank Powers · 2 rounds"),
        "{text}"
    );
    let out = p.send(json!({"user": "u1", "channel": "c2", "command": "play",
        "options": {"game": "eight-quilibrium", "variants": "teleport"}}));
    assert!(
        out[0]["text"]
            .as_str()
            .unwrap()
            .contains("no variant called \"teleport\""),
        "{out:?}"
    );
    p.child.kill().ok();
    p.child.wait().ok();
}

/// `--images DIR`: every picture Tabula would send is a PNG file in DIR, and the output line
/// names it with its description (the message text) and size; without the flag, none.
#[test]
fn script_writes_every_picture_with_its_description() {
    let dir = tempfile::tempdir().unwrap();
    let images = dir.path().join("images");
    let mut p = Proc::start_with(
        &dir.path().join("t.db"),
        7,
        &[std::ffi::OsStr::new("--images"), images.as_os_str()],
    );
    let hand = open_table(&mut p, "eight-quilibrium", 3);
    let out = click(&mut p, "u1", &hand);
    let mut seen = 0;
    for o in out.iter().chain(
        p.send(json!({"user": "u2", "channel": "c1", "command": "board"}))
            .iter(),
    ) {
        let Some(list) = o["images"].as_array() else {
            continue;
        };
        for image in list {
            let file = image["file"].as_str().unwrap();
            let bytes = std::fs::read(file).unwrap();
            assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
            // IHDR: width and height, big-endian, at bytes 16..24.
            let w = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
            let h = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
            assert_eq!(
                (json!(w), json!(h)),
                (image["width"].clone(), image["height"].clone())
            );
            assert!(w >= 600 && h >= 300, "{w}×{h}");
            let alt = image["alt"].as_str().unwrap();
            assert!(!alt.is_empty() && !alt.contains("**"), "{alt}");
            seen += 1;
        }
    }
    assert!(seen >= 2, "a private view and a board: {out:?}");
    assert!(std::fs::read_dir(&images).unwrap().count() >= 2);
}
