//! Rematches and replays of finished games (issue 27), through `commands` with a real SQLite
//! file (the script driver): a replay shows, at every table version, exactly the public board
//! the game showed at that version, in all five games; its ◀ ▶ walk every move; its move log is
//! a text file; a log that does not lead to the saved game is said to be so; Rematch opens one
//! lobby with the same game and options and seats everyone who clicks it, across a restart.
//! Where the game does not matter the tables play the example game, tic-tac-toe; the replay of
//! every board stays on the five games it is about, and the rematch that reseats a bot and two
//! people on the same options stays on 8-quilibrium, which has options and a third seat.
mod common;
use common::*;
use serde_json::{json, Value};
use std::collections::BTreeMap;

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// The table and version a public board was drawn at, read from its buttons' ids
/// (`<table>:<version>:hand` while the game runs, `…:rematch` once it is over).
fn board_version(board: &Value) -> Option<(i64, i64)> {
    board["components"].as_array()?.iter().find_map(|c| {
        let id = c["custom_id"].as_str()?;
        let mut parts = id.splitn(3, ':');
        let (table, version, payload) = (parts.next()?, parts.next()?, parts.next()?);
        (payload == "hand" || payload == "rematch")
            .then(|| Some((table.parse().ok()?, version.parse().ok()?)))
            .flatten()
    })
}

/// Every public board of the game in the log, by the version it showed (the last one sent
/// for a version wins: a board is edited in place).
fn boards_by_version(t: &Table) -> BTreeMap<i64, Value> {
    let mut out = BTreeMap::new();
    for line in &t.log {
        if line["delivery"]["kind"] == "board" && line["to"] == "public" {
            if let Some((_, version)) = board_version(line) {
                out.insert(version, line["view"].clone());
            }
        }
    }
    out
}

/// The private answer to `user` in `out`, which must be there.
fn answer<'a>(out: &'a [Value], user: &str) -> &'a Value {
    private_to(out, user).unwrap_or_else(|| panic!("an answer to {user}: {out:?}"))
}

/// The id of the button labelled `label` on `msg`.
fn button(msg: &Value, label: &str) -> Option<String> {
    component(msg, |c| c["label"] == label)
}

/// Replays `t`'s finished table at every version a board showed, and walks the replay from
/// its deal to its end with Next ▶: each step is the board the game showed then.
fn check_replay(game: &str, t: &mut Table) {
    let boards = boards_by_version(t);
    let (table, last) = board_version(t.board()).expect("the final board has its buttons");
    assert!(boards.len() > 3, "{game}: boards {}", boards.len());
    for (version, view) in &boards {
        let out = t.click("u9", &format!("{table}:{version}:replaystep"));
        let shown = answer(&out, "u9");
        assert_eq!(
            &shown["view"], view,
            "{game}: the replay at version {version} shows the board of that version"
        );
        assert_eq!(shown["delivery"]["kind"], "update");
    }
    // From the deal, Next ▶ to the end: as many steps as versions that applied actions. The
    // final board's Replay answers with a new private message, leaving the board as it is.
    let from_board = button(t.board(), "Replay").expect("the final board's Replay");
    let out = t.click("u9", &from_board);
    assert!(publics(&out).is_empty(), "{out:?}");
    assert_eq!(answer(&out, "u9")["delivery"]["kind"], "respond");
    let out = t.command("u9", "replay", json!({}));
    assert_eq!(answer(&out, "u9")["delivery"]["kind"], "respond");
    let mut shown = answer(&out, "u9").clone();
    assert!(
        text_of(&shown).starts_with("The deal, before move 1 of "),
        "{shown}"
    );
    assert!(
        button(&shown, "◀ Back").is_none(),
        "nothing before the deal"
    );
    let actions: i64 = t
        .conn()
        .query_row(
            "SELECT COUNT(DISTINCT version) FROM actions WHERE table_id = ?1",
            [table],
            |r| r.get(0),
        )
        .unwrap();
    let mut steps = 0;
    while let Some(next) = button(&shown, "Next ▶") {
        let out = t.click("u9", &next);
        shown = answer(&out, "u9").clone();
        steps += 1;
        assert!(
            text_of(&shown).starts_with(&format!("After move {steps} of {actions}")),
            "{game}: {}",
            text_of(&shown)
        );
    }
    assert_eq!(steps, actions, "{game}: one step per move");
    assert_eq!(
        shown["view"], boards[&last],
        "{game}: the last step is the final board"
    );
    assert!(button(&shown, "End ⏭").is_none());
    let back = button(&shown, "◀ Back").expect("a way back");
    let out = t.click("u9", &back);
    assert!(text_of(answer(&out, "u9"))
        .starts_with(&format!("After move {} of {actions}", actions - 1)));

    // The move log: one text file, every move, the final board; no markup left in it.
    let log_id = button(&shown, "Move log (.txt)").expect("the move log button");
    let out = t.click("u9", &log_id);
    let reply = answer(&out, "u9");
    assert_eq!(
        reply["delivery"]["kind"], "respond",
        "a new private message"
    );
    let file = &reply["file"];
    assert_eq!(file["name"], format!("tabula-table-{table}.txt"));
    let text = file["text"].as_str().unwrap();
    assert!(
        text.contains(&format!("Move {actions} of {actions}")),
        "{text}"
    );
    assert!(text.contains("Final board:"), "{text}");
    assert!(!text.contains('\u{1}') && !text.contains("**"), "{text}");
}

#[test]
fn a_replay_shows_every_board_each_game_showed() {
    for (game, extra, bots, time, seed) in [
        ("quinox", json!({}), 1, "live", 41),
        ("eight-quilibrium", json!({"rounds": 1}), 2, "async", 42),
        ("equation-hi-lo", json!({"rounds": 2}), 2, "live", 43),
        ("relinquish", json!({"short": "yes"}), 1, "async", 44),
        ("equilibrix-project", json!({"turns": 3}), 2, "async", 45),
    ] {
        let mut t = human_and_bots(game, extra, bots, time, seed);
        check_replay(game, &mut t);
    }
}

#[test]
fn replay_refuses_what_it_cannot_show() {
    let mut t = Table::new(3);
    let out = t.command("u1", "replay", json!({}));
    assert!(private_text(&out, "u1").contains("No game has ended in this channel"));
    t.start_ttt();
    let out = t.command("u1", "replay", json!({"table": 1}));
    assert!(private_text(&out, "u1").contains("still open"), "{out:?}");
    for payload in ["replay", "replaystep", "replaylog", "rematch"] {
        let out = t.click("u1", &format!("1:0:{payload}"));
        assert!(
            private_text(&out, "u1").contains("still being played"),
            "{out:?}"
        );
    }
    t.channel = "c2".into();
    let out = t.command("u1", "replay", json!({"table": 1}));
    assert!(private_text(&out, "u1").contains("This channel has no table 1"));
    let out = t.command("u1", "replay", json!({"table": 99}));
    assert!(private_text(&out, "u1").contains("This channel has no table 99"));
}

/// A game cancelled after its start replays up to where it stopped; one whose logged moves
/// were lost says that it cannot be replayed, and shows nothing made up.
#[test]
fn a_cancelled_game_replays_and_a_broken_log_is_named() {
    let mut t = Table::new(5);
    t.start_ttt();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5);
    assert!(!drive_until(&mut t, 2, &mut rng, 4, |_| false));
    t.command("u1", "cancel", json!({}));
    let conn = t.conn();
    let moves: i64 = conn
        .query_row("SELECT COUNT(DISTINCT version) FROM actions", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert!(moves >= 4, "{moves}");
    let out = t.command("u3", "replay", json!({}));
    let shown = answer(&out, "u3");
    assert!(
        text_of(shown).contains(&format!("before move 1 of {moves}")),
        "{shown}"
    );
    let end = button(shown, "End ⏭").unwrap();
    let out = t.click("u3", &end);
    assert!(text_of(answer(&out, "u3")).starts_with(&format!("After move {moves} of {moves}")));

    conn.execute(
        "DELETE FROM actions WHERE table_id = 1 AND version = \
         (SELECT MAX(version) FROM actions WHERE table_id = 1)",
        [],
    )
    .unwrap();
    let out = t.command("u3", "replay", json!({}));
    let refused = private_text(&out, "u3");
    assert!(
        refused.contains("does not lead to its final board"),
        "{refused}"
    );
    assert!(publics(&out).is_empty());
}

#[test]
fn rematch_opens_one_lobby_with_the_same_game_and_seats_everyone_who_clicks() {
    let mut t = human_and_bots("eight-quilibrium", json!({"rounds": 1}), 1, "async", 51);
    let final_board = t.board().clone();
    let rematch = button(&final_board, "Rematch").expect("the final board's Rematch");
    assert!(button(&final_board, "Replay").is_some());

    let out = t.click("u2", &rematch);
    let lobby = publics(&out)[0].clone();
    let text = text_of(&lobby);
    assert!(
        text.starts_with("A rematch of table 1.\nHost: u2"),
        "{text}"
    );
    assert!(text.contains("Time control: async"), "{text}");
    assert!(
        text.contains("Bot (easy)"),
        "the bot is seated again: {text}"
    );
    assert!(private_text(&out, "u2").contains("You opened a rematch of table 1"));
    let first = t
        .conn()
        .query_row("SELECT options FROM tables WHERE id = 1", [], |r| {
            r.get::<String>(0)
        })
        .unwrap();
    let again = t
        .conn()
        .query_row(
            "SELECT options, rematch_of FROM tables WHERE id = 2",
            [],
            |r| Ok((r.get::<String>(0)?, r.get::<i64>(1)?)),
        )
        .unwrap();
    assert_eq!(
        again,
        (first, 1),
        "the same options, and the game it follows"
    );

    // A restart later, the same button seats whoever clicks it in that lobby.
    t.restart();
    let out = t.click("u1", &rematch);
    assert!(
        private_text(&out, "u1").contains("You joined the table"),
        "{out:?}"
    );
    let out = t.click("u1", &rematch);
    assert!(private_text(&out, "u1").contains("already at this table"));
    let out = t.command("u2", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the rematch starts: {out:?}");
    let out = t.click("u3", &rematch);
    assert!(
        private_text(&out, "u3").contains("already started"),
        "{out:?}"
    );
}

#[test]
fn rematch_waits_for_the_channels_other_table() {
    let mut t = human_and_bots(TTT, json!({}), 1, "live", 52);
    let final_board = t.board().clone();
    let rematch = button(&final_board, "Rematch").unwrap();
    t.command("u5", "play", json!({"game": TTT}));
    let out = t.click("u1", &rematch);
    assert!(
        private_text(&out, "u1").contains("This channel already has a table"),
        "{out:?}"
    );
    assert!(publics(&out).is_empty());
    // The ended game's /history answer offers its replay.
    let out = t.command("u1", "history", json!({}));
    let replay = button(answer(&out, "u1"), "Replay").expect("history offers the replay");
    let (_, version) = board_version(&final_board).unwrap();
    assert_eq!(
        replay,
        format!("1:{version}:replay"),
        "the board's own version"
    );
}

/// `/history` offers every earlier game of the channel to replay; a pick outside the channel
/// is refused.
#[test]
fn history_offers_the_earlier_games_to_replay() {
    let mut t = Table::new(6);
    t.start_ttt();
    t.command("u1", "cancel", json!({}));
    t.start_ttt();
    t.command("u1", "cancel", json!({}));
    let out = t.command("u3", "history", json!({}));
    let shown = answer(&out, "u3");
    let pick = component(shown, |c| c["kind"] == "select").expect("a select of earlier games");
    let options: Vec<(&str, &str)> = shown["components"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "select")
        .unwrap()["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["value"].as_str().unwrap(), o["label"].as_str().unwrap()))
        .collect();
    assert_eq!(options, [("1", "Table 1 · Tic-tac-toe")]);
    let out = t.select("u3", &pick, "1");
    let replay = answer(&out, "u3");
    assert_eq!(replay["title"], "Replay · Tic-tac-toe · table 1");
    assert_eq!(
        text_of(replay).split("\n").next(),
        Some("The deal: the game ended before anyone moved")
    );
    assert_eq!(replay["delivery"]["kind"], "respond");
    for forged in ["2x", "99"] {
        let out = t.select("u3", &pick, forged);
        assert!(private_text(&out, "u3").contains("not one of this channel's"));
    }
    t.channel = "c2".into();
    t.start_ttt();
    t.command("u1", "cancel", json!({}));
    let out = t.command("u3", "history", json!({}));
    assert!(component(answer(&out, "u3"), |c| c["kind"] == "select").is_none());
    let out = t.select("u3", "3:1:replaypick", "1");
    assert!(
        private_text(&out, "u3").contains("not one of this channel's"),
        "{out:?}"
    );
}

/// Issue 44: a move played by a timeout is marked so in the move log as in the replay; every
/// step of the replay says what the log's move of the same number says.
#[test]
fn the_move_log_says_what_the_replay_says_timeouts_included() {
    let mut t = Table::new(12);
    t.command("u1", "play", json!({"game": TTT, "time": "live"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(12);
    assert!(!drive_until(&mut t, 2, &mut rng, 2, |_| false));
    // Nobody moves: the live deadlines pass and their defaults are played.
    for _ in 0..3 {
        t.advance(3600.0);
        if t.finished() {
            break;
        }
    }
    if !t.finished() {
        t.command("u1", "cancel", json!({}));
    }
    let out = t.command("u9", "replay", json!({}));
    let mut shown = answer(&out, "u9").clone();
    let log_id = button(&shown, "Move log (.txt)").expect("the move log button");
    let log = answer(&t.click("u9", &log_id), "u9")["file"]["text"]
        .as_str()
        .unwrap()
        .to_string();
    // The log's lines of each move, by its number.
    let mut moves: Vec<Vec<String>> = Vec::new();
    for line in log.lines() {
        if line.starts_with("Move ") {
            moves.push(Vec::new());
        } else if line.starts_with("Final board:") {
            break;
        } else if let (Some(m), Some(l)) = (moves.last_mut(), line.strip_prefix("  ")) {
            m.push(l.to_string());
        }
    }
    let mut timed_out = 0;
    let mut k = 0;
    while let Some(next) = button(&shown, "Next ▶") {
        shown = answer(&t.click("u9", &next), "u9").clone();
        let text = text_of(&shown);
        let said: Vec<String> = text
            .split_once("This move:\n")
            // The log is plain text: no bold marks.
            .map(|(_, lines)| lines.lines().map(|l| l.replace("**", "")).collect())
            .unwrap_or_default();
        if said
            .first()
            .is_some_and(|l| l.starts_with("⏰ Time ran out"))
        {
            timed_out += 1;
        }
        assert_eq!(said, moves[k], "move {}: replay and log differ", k + 1);
        k += 1;
    }
    assert_eq!(k, moves.len());
    assert!(timed_out > 0, "a move was played by a timeout: {log}");
}
