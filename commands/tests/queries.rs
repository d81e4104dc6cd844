//! The read-only commands: /games, /score, /rules, /board, /hand, /leaderboard, /stats. They play
//! the example game, tic-tac-toe; `/score` is 8-quilibrium's own tool, so its test stays there.
mod common;
use common::*;
use serde_json::json;

#[test]
fn games_lists_my_open_tables_and_who_is_waited_for() {
    let mut t = Table::new(31);
    assert!(private_text(&t.command("u1", "games", json!({})), "u1").contains("no open games"));
    t.start_ttt();
    t.channel = "c2".into();
    t.command("u1", "play", json!({"game": TTT}));
    let out = t.command("u1", "games", json!({}));
    let listing = private_text(&out, "u1");
    assert!(
        listing.contains("<#c1>") && listing.contains("waiting for you"),
        "{listing}"
    );
    assert!(
        listing.contains("<#c2>") && listing.contains("lobby"),
        "{listing}"
    );
    // Another server's tables are not listed.
    let out = t.send(json!({"user": "u1", "channel": "c9", "guild": "g2", "command": "games"}));
    assert!(private_text(&out, "u1").contains("no open games"));
}

#[test]
fn score_calculator_explains_components_and_bad_input() {
    let mut t = Table::new(32);
    // Worked example 13.E: three hearts, one diamond, two clubs, two spades; 4 red, 3 even.
    let out = t.command(
        "anyone",
        "score",
        json!({"hand": "3H 5H 7H 8D 2C 4C JS KS"}),
    );
    let s = private_text(&out, "anyone");
    assert!(
        s.contains("**6** / 10") && s.contains("**3** / 3") && s.contains("**2** / 3"),
        "{s}"
    );
    assert!(s.contains("Total: 11"), "{s}");
    let out = t.command("anyone", "score", json!({"hand": "3H 5H"}));
    assert_eq!(out[0]["ephemeral"], true);
    assert!(!private_text(&out, "anyone").is_empty());
}

#[test]
fn rules_hand_and_board() {
    let mut t = Table::new(33);
    let out = t.command("u1", "rules", json!({"game": "Tic-tac-toe"}));
    assert!(private_text(&out, "u1").contains("three in a row"));
    assert!(private_text(&t.command("u1", "hand", json!({})), "u1").contains("no table"));
    t.command("u1", "play", json!({"game": TTT}));
    assert!(private_text(&t.command("u1", "hand", json!({})), "u1").contains("not started"));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let out = t.command("u2", "hand", json!({}));
    let view = private_to(&out, "u2").unwrap();
    assert_eq!(view["ephemeral"], true);
    assert!(view["text"].as_str().unwrap().contains("You play O."));
    // /board posts a new board message (no message id yet) that becomes the live one.
    let before = t.board()["message"].clone();
    let out = t.command("u2", "board", json!({}));
    let board = publics(&out)[0];
    assert_eq!(board["delivery"]["message"], serde_json::Value::Null);
    assert_ne!(t.board()["message"], before);
    // The next update edits the new board.
    let msg = t.board()["message"].clone();
    t.advance(61.0);
    assert_eq!(t.board()["delivery"]["message"], msg);
}

/// After /board posts a new board, the next move made by clicking edits that new board: the
/// cache of running tables hears of the message id Tabula stored outside a batch (on
/// PostgreSQL such a write leaves no change note, so the table is named).
#[test]
fn a_move_after_a_new_board_edits_the_new_board() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(34);
    let mut t = Table::new(34);
    t.start_ttt();
    // A move first: the table is then kept, as its move left it.
    let (user, view) = who_can_act(&mut t, 2).expect("someone can act");
    play_random(&mut t, &user, view, &mut rng);
    t.command("u2", "board", json!({}));
    let posted = t.board()["message"].clone();
    assert!(posted.is_string(), "the new board got an id: {posted}");
    let (user, view) = who_can_act(&mut t, 2).expect("someone can act");
    let out = play_random(&mut t, &user, view, &mut rng);
    let board = publics(&out)
        .into_iter()
        .find(|r| r["delivery"]["kind"] == "board")
        .expect("the move edits the board");
    assert_eq!(board["delivery"]["message"], posted);
}
