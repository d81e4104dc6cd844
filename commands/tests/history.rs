//! The end of a game stays visible: `/board` and `/history` after the last move, `/hand`
//! pointing to them, and the finished board agreeing with the "Final scores" post on who was
//! absent. The tables play the example game, tic-tac-toe; `/history`'s game filter needs a
//! second game, Equation Hi-Lo, and a third never played, Relinquish; the removal of a seat
//! needs three players, so it stays on 8-quilibrium.
mod common;
use common::*;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// Lets deadlines pass until the running game is over (every seat ends up absent).
fn finish_by_timeouts(t: &mut Table) {
    let from = t.log.len();
    let over = |t: &Table| {
        t.log[from..].iter().any(|o| {
            o["title"]
                .as_str()
                .is_some_and(|s| s.starts_with("Final scores"))
        })
    };
    for _ in 0..600 {
        if over(t) {
            return;
        }
        t.advance(61.0);
    }
    assert!(over(t), "timeouts alone finish the game");
}

/// The names a board lists as absent ("Absent (played by the timeout default): A, B").
fn board_absent(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
        .lines()
        .find_map(|l| l.strip_prefix("Absent (played by the timeout default): "))
        .map(|rest| rest.split(", ").map(str::to_string).collect())
        .unwrap_or_default();
    names.sort();
    names
}

/// The names a ranking marks absent: its lines `1. **name**: … (absent…`.
fn ranking_absent(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
        .lines()
        .filter(|l| l.contains("(absent"))
        .filter_map(|l| l.split("**").nth(1))
        .map(str::to_string)
        .collect();
    names.sort();
    names
}

/// Plays the game to its end with only `players` acting (random legal moves); every other
/// seat's turns come by timeout.
fn play_out(t: &mut Table, players: [&str; 2], rng: &mut impl rand::Rng) {
    for _ in 0..2000 {
        if t.finished() {
            break;
        }
        let hand = t.hand_id();
        let mut acted = false;
        for user in players {
            let out = t.click(user, &hand);
            let view = private_to(&out, user).expect("private view").clone();
            if !actions(&view).is_empty() {
                play_random(t, user, view, rng);
                acted = true;
                break;
            }
        }
        if !acted {
            t.advance(61.0);
        }
    }
    assert!(t.finished());
}

#[test]
fn the_finished_board_and_the_final_scores_agree_on_who_was_absent() {
    let mut t = Table::new(22);
    t.start_ttt();
    finish_by_timeouts(&mut t);
    let board = text_of(t.board()).to_string();
    let result = text_of(t.result().expect("final scores")).to_string();
    let on_board = board_absent(&board);
    assert_eq!(on_board, ["u1", "u2"], "everyone timed out: {board}");
    assert_eq!(
        ranking_absent(&result),
        on_board,
        "the Final scores post marks the same players absent as the board:\n{result}\n---\n{board}"
    );
}

/// The text of the board line(s) in `out` (the public post of a finished game, or a board).
fn public_titled<'a>(out: &'a [Value], part: &str) -> &'a Value {
    out.iter()
        .find(|o| o["to"] == "public" && o["title"].as_str().is_some_and(|t| t.contains(part)))
        .unwrap_or_else(|| panic!("a public message titled …{part}…: {out:?}"))
}

/// The ranking part of an ended game's text: the lines after "Final scores:".
fn final_scores_part(text: &str) -> String {
    text.split_once("Final scores:\n")
        .map(|(_, rest)| rest.split("\n\n").next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// Checks that `shown` (a `/board` or `/history` answer about the ended game) holds the final
/// board and nothing else the game kept hidden: the very spectator view of the final board,
/// its text unchanged, then the ranking exactly as the Final scores post had it.
fn assert_shows_the_final_board(t: &Table, final_board: &Value, shown: &Value) {
    assert_eq!(
        shown["view"], final_board["view"],
        "the spectator view of the final board, nothing more"
    );
    let text = text_of(shown);
    let board_text = text_of(final_board);
    assert!(
        text.starts_with(board_text),
        "the final board's text comes first, unchanged:\n{text}\n---\n{board_text}"
    );
    let rest = &text[board_text.len()..];
    assert!(
        rest.trim_start().starts_with("Finished <t:"),
        "then when it ended: {rest}"
    );
    let result = text_of(t.result().expect("final scores"));
    assert_eq!(final_scores_part(text), result, "the ranking as posted");
    // Its one button replays the game; nothing there plays on.
    let ids: Vec<&str> = shown["components"]
        .as_array()
        .map(|cs| cs.iter().filter_map(|c| c["custom_id"].as_str()).collect())
        .unwrap_or_default();
    assert!(
        ids.len() == 1 && ids[0].ends_with(":replay"),
        "only Replay: {ids:?}"
    );
}

#[test]
fn a_player_who_left_is_marked_absent_on_the_board_and_the_post_alike() {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5);
    let mut t = Table::new(5);
    t.start_ttt();
    // u1 leaves the running game: absent at once, their turns played by the default.
    let out = t.command("u1", "leave", json!({}));
    assert!(
        out.iter().any(|o| text_of(o).contains("left the game")),
        "{out:?}"
    );
    play_out(&mut t, ["u2", "u2"], &mut rng);
    let board = text_of(t.board()).to_string();
    let result = text_of(t.result().unwrap()).to_string();
    assert_eq!(board_absent(&board), ["u1"], "{board}");
    assert_eq!(ranking_absent(&result), ["u1"], "{result}");
    assert!(
        result.contains("Absent players rank last for ratings"),
        "{result}"
    );
}

#[test]
fn everyone_absent_is_a_tie_for_ratings_and_said_so() {
    let mut t = Table::new(22);
    t.start_ttt();
    finish_by_timeouts(&mut t);
    let result = text_of(t.result().unwrap()).to_string();
    assert!(
        result.contains("Everyone was absent, so the ratings count this game as a tie."),
        "{result}"
    );
    // The ratings did tie: both players with the same rating.
    let out = t.command("u1", "leaderboard", json!({"game": TTT}));
    let board = private_text(&out, "u1");
    let skills: Vec<&str> = board
        .lines()
        .filter_map(|l| l.split("skill ").nth(1))
        .collect();
    assert_eq!(skills.len(), 2, "{board}");
    assert!(skills.iter().all(|s| *s == skills[0]), "{board}");
}

#[test]
fn board_after_the_end_posts_the_final_board_and_ranking_without_taking_over_the_board() {
    let mut t = Table::new(22);
    t.start_ttt();
    let old = t.hand_id();
    finish_by_timeouts(&mut t);
    let final_board = t.board().clone();
    let board_message = final_board["message"].clone();
    t.restart();
    let out = t.command("u2", "board", json!({}));
    let shown = public_titled(&out, "· finished");
    assert_eq!(shown["delivery"]["kind"], "post", "a plain post: {shown}");
    assert!(
        shown.get("message").is_none(),
        "no board message id: {shown}"
    );
    assert_shows_the_final_board(&t, &final_board, shown);
    assert_eq!(
        board_absent(text_of(shown)),
        ranking_absent(&final_scores_part(text_of(shown))),
        "the same absentees on the board and in the ranking"
    );
    assert!(private_text(&out, "u2").contains("last game's final board is posted"));
    // The table's board stays the one the last move edited.
    assert_eq!(t.board()["message"], board_message);
    // /hand says there is no table and where to look.
    let hand = private_text(&t.command("u3", "hand", json!({})), "u3");
    assert!(hand.contains("There is no table in this channel"), "{hand}");
    assert!(
        hand.contains("/board") && hand.contains("/history") && hand.contains("table 1"),
        "{hand}"
    );
    // The old board's buttons are over.
    assert!(private_text(&t.click("u1", &old), "u1").contains("over"));
    // A new table in the channel takes /board back.
    t.command("u1", "play", json!({"game": TTT}));
    let out = t.command("u1", "board", json!({}));
    assert_eq!(
        public_titled(&out, "lobby")["delivery"]["kind"],
        "board",
        "{out:?}"
    );
}

#[test]
fn no_game_ended_here_yet() {
    let mut t = Table::new(3);
    let board = private_text(&t.command("u1", "board", json!({})), "u1");
    assert!(board.contains("no game has ended here yet"), "{board}");
    let out = t.command("u1", "history", json!({}));
    assert_eq!(out.len(), 1);
    assert_eq!(out[0]["ephemeral"], true);
    assert!(text_of(&out[0]).contains("No game has ended in this channel yet"));
    let hand = private_text(&t.command("u1", "hand", json!({})), "u1");
    assert_eq!(
        hand,
        "There is no table in this channel. Open one with /play."
    );
    // A lobby cancelled before its start is no game to show.
    t.command("u1", "play", json!({"game": TTT}));
    t.command("u1", "cancel", json!({}));
    let out = t.command("u1", "history", json!({}));
    assert!(text_of(&out[0]).contains("No game has ended"), "{out:?}");
    // An unknown game is refused with the list of games.
    let out = t.command("u1", "history", json!({"game": "chess"}));
    assert!(text_of(&out[0]).contains("Which game?"), "{out:?}");
}

#[test]
fn history_shows_the_last_game_privately_with_a_game_filter_and_earlier_games() {
    let mut t = Table::new(22);
    // Game 1: tic-tac-toe, finished by timeouts.
    t.start_ttt();
    finish_by_timeouts(&mut t);
    let first_board = t.board().clone();
    let first_result = t.result().unwrap().clone();
    let winner = text_of(&first_result)
        .lines()
        .find(|l| l.starts_with("1. "))
        .and_then(|l| l.split("**").nth(1))
        .unwrap()
        .to_string();
    // Game 2: Equation Hi-Lo, one round, finished by timeouts.
    t.command("u1", "play", json!({"game": "equation-hi-lo", "rounds": 1}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    finish_by_timeouts(&mut t);
    let hilo_board = t.board().clone();
    // Game 3: tic-tac-toe, cancelled after its start.
    t.start_ttt();
    t.advance(5.0);
    t.command("u1", "cancel", json!({}));

    // Without a filter: the cancelled game, then the two before it.
    let out = t.command("u3", "history", json!({}));
    assert_eq!(out.len(), 1, "one private answer, nothing public: {out:?}");
    let shown = &out[0];
    assert_eq!(shown["to"], "u3");
    assert_eq!(shown["ephemeral"], true);
    let title = shown["title"].as_str().unwrap();
    assert!(
        title.starts_with("Last game here · ") && title.ends_with("· table 3 · cancelled"),
        "{title}"
    );
    let text = text_of(shown);
    assert!(
        text.contains("Cancelled <t:") && text.contains("no ratings changed"),
        "{text}"
    );
    assert!(!text.contains("Final scores"), "{text}");
    let earlier = text.split_once("Earlier games here:\n").unwrap().1;
    let lines: Vec<&str> = earlier.lines().collect();
    assert_eq!(lines.len(), 2, "{earlier}");
    assert!(
        lines[0].contains("Equation Hi-Lo · table 2 · won by **"),
        "{earlier}"
    );
    assert!(
        lines[1].contains(&format!("Tic-tac-toe · table 1 · won by **{winner}**")),
        "{earlier}"
    );

    // Only tic-tac-toe: the cancelled one first, the finished one below it.
    let out = t.command("u3", "history", json!({"game": TTT}));
    let text = text_of(&out[0]);
    assert!(text.contains("table 1 · won by"), "{text}");
    assert!(!text.contains("Equation Hi-Lo"), "{text}");

    // Only Equation Hi-Lo: its final board, ranking and absences.
    let out = t.command("u1", "history", json!({"game": "equation-hi-lo"}));
    let shown = &out[0];
    assert_eq!(shown["to"], "u1");
    assert!(shown["title"]
        .as_str()
        .unwrap()
        .ends_with("Equation Hi-Lo · table 2 · finished"));
    assert_eq!(shown["view"], hilo_board["view"]);
    assert!(text_of(shown).starts_with(text_of(&hilo_board)));
    assert!(!text_of(shown).contains("Earlier games here"));

    // A game never played here.
    let out = t.command("u1", "history", json!({"game": "relinquish"}));
    assert!(
        text_of(&out[0]).contains("No Relinquish game has ended in this channel yet"),
        "{out:?}"
    );

    // /board shows the cancelled game, clearly cancelled.
    let out = t.command("u2", "board", json!({}));
    let cancelled = public_titled(&out, "· cancelled");
    assert_eq!(cancelled["delivery"]["kind"], "post");
    assert!(text_of(cancelled).contains("Cancelled <t:"));

    // Another channel has its own history.
    let out = t.send(json!({"user": "u1", "channel": "c2", "command": "history"}));
    assert!(text_of(&out[0]).contains("No game has ended in this channel yet"));

    // The finished tic-tac-toe game, through the filter at its own channel, holds the final
    // board and its ranking exactly.
    let mut t2 = Table::new(22);
    t2.start_ttt();
    finish_by_timeouts(&mut t2);
    let final_board = t2.board().clone();
    let out = t2.command("u2", "history", json!({"game": TTT}));
    assert_shows_the_final_board(&t2, &final_board, &out[0]);
    assert_eq!(
        final_board["view"], first_board["view"],
        "same seed, same game"
    );
}

/// Issue 27, no stalled games: `/resign` gives the seat to the timeout default for good. The
/// notice and the board say so, a second `/resign` and one from a spectator are refused, an
/// older Resume button no longer brings the player back, their turns are played by timeout to
/// the end, and the final scores and the ratings put them last.
#[test]
fn a_player_who_resigned_is_played_for_to_the_end_and_ranks_last() {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9);
    let mut t = Table::new(9);
    t.start_ttt();
    // u1 steps away first, so their view offers Resume; then resigns.
    t.command("u1", "leave", json!({}));
    let hand = t.hand_id();
    let away = t.click("u1", &hand);
    let view = private_to(&away, "u1").expect("u1's view").clone();
    let resume = component(&view, |c| c["label"] == "Resume").expect("a Resume button");
    let out = t.command("u1", "resign", json!({}));
    assert!(
        publics(&out).iter().any(|o| text_of(o)
            == "u1 resigned: their seat is played by the timeout default to the end."),
        "{out:?}"
    );
    assert!(
        private_text(&out, "u1").starts_with("You resigned from table"),
        "{out:?}"
    );
    let again = t.command("u1", "resign", json!({}));
    assert!(
        private_text(&again, "u1").contains("You resigned from this game."),
        "{again:?}"
    );
    let leave = t.command("u1", "leave", json!({}));
    assert!(
        private_text(&leave, "u1").contains("You resigned from this game."),
        "{leave:?}"
    );
    let spectator = t.command("u9", "resign", json!({}));
    assert!(
        private_text(&spectator, "u9").contains("not playing"),
        "{spectator:?}"
    );
    let back = t.click("u1", &resume);
    assert!(
        private_text(&back, "u1").contains("You resigned from this game"),
        "{back:?}"
    );
    let hand = t.hand_id();
    let view = private_to(&t.click("u1", &hand), "u1")
        .expect("u1's view")
        .clone();
    assert!(
        text_of(&view).contains("You resigned from this game"),
        "{view}"
    );
    assert!(
        component(&view, |c| c["label"] == "Resume").is_none(),
        "no Resume after resigning: {view}"
    );
    play_out(&mut t, ["u2", "u2"], &mut rng);
    let board = text_of(t.board()).to_string();
    assert_eq!(board_absent(&board), ["u1 (resigned)"], "{board}");
    let result = text_of(t.result().unwrap()).to_string();
    let marked: Vec<&str> = result
        .lines()
        .filter(|l| l.contains("(resigned)"))
        .collect();
    assert_eq!(marked.len(), 1, "{result}");
    assert!(marked[0].contains("**u1**"), "{result}");
    assert!(
        result.contains("Players who resigned or were absent rank last for ratings"),
        "{result}"
    );
    // The ratings put u1 last: the leaderboard's last line is theirs.
    let out = t.command("u2", "leaderboard", json!({"game": TTT}));
    let leaderboard = private_text(&out, "u2");
    let rated: Vec<&str> = leaderboard
        .lines()
        .filter(|l| l.contains("skill "))
        .collect();
    assert_eq!(rated.len(), 2, "{leaderboard}");
    assert!(rated[1].contains("u1"), "{leaderboard}");
}

/// Issue 27, no stalled games: the host removes an absent player's seat for good and chooses
/// who plays it. Only the host (or someone who can manage the channel) may, only an absent
/// player's seat, never their own; the board says who plays it, the removed player's Resume is
/// refused, and the final scores mark them removed and last. (8-quilibrium: it needs a third
/// player, neither host nor removed, who is refused and plays on.)
#[test]
fn the_host_removes_an_absent_players_seat_and_chooses_who_plays_it() {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(11);
    let mut t = Table::new(11);
    t.start_eq(3);
    let remove = |to: &str| json!({"player": "u2", "player_name": "u2", "to": to});
    let refusal = |t: &mut Table, user: &str, options: Value| {
        let out = t.command(user, "remove", options);
        assert!(
            publics(&out).is_empty(),
            "a refusal changes nothing: {out:?}"
        );
        private_text(&out, user)
    };
    assert!(refusal(&mut t, "u1", remove("default")).contains("u2 is not absent"));
    t.command("u2", "leave", json!({}));
    let hand = t.hand_id();
    let away = t.click("u2", &hand);
    let view = private_to(&away, "u2").expect("u2's view").clone();
    let resume = component(&view, |c| c["label"] == "Resume").expect("a Resume button");
    assert!(refusal(&mut t, "u3", remove("default")).contains("Only the host"));
    assert!(refusal(&mut t, "u1", json!({"player": "u1"})).contains("/resign"));
    assert!(
        refusal(&mut t, "u1", json!({"player": "u9", "player_name": "u9"}))
            .contains("u9 is not playing")
    );

    let out = t.command("u1", "remove", remove("default"));
    assert!(
        publics(&out).iter().any(|o| text_of(o)
            == "u1 removed u2 from the game: their seat is played by the timeout default to the end, and they rank last."),
        "{out:?}"
    );
    assert!(publics(&out)
        .iter()
        .all(|o| o["mentions"].as_array().is_none_or(Vec::is_empty)));
    let board = text_of(t.board()).to_string();
    assert_eq!(board_absent(&board), ["u2 (removed)"], "{board}");
    assert!(refusal(&mut t, "u1", remove("default")).contains("already played by"));
    t.command("u1", "remove", remove("bot"));
    let board = text_of(t.board()).to_string();
    assert!(
        board.contains("Absent (played by a bot): u2 (removed)"),
        "{board}"
    );
    let back = t.click("u2", &resume);
    assert!(
        private_text(&back, "u2").contains("You were removed from this game"),
        "{back:?}"
    );

    // Someone who can manage the channel gives it back to the timeout default; u1 and u3 play
    // on to the end.
    let ch = t.channel.clone();
    let out = t.send(json!({"user": "mod", "channel": ch, "command": "remove",
        "options": remove("default"), "manage_channels": true}));
    assert!(
        publics(&out)
            .iter()
            .any(|o| text_of(o).starts_with("mod removed u2 from the game")),
        "{out:?}"
    );
    play_out(&mut t, ["u1", "u3"], &mut rng);
    let result = text_of(t.result().unwrap()).to_string();
    let marked: Vec<&str> = result.lines().filter(|l| l.contains("(removed)")).collect();
    assert_eq!(marked.len(), 1, "{result}");
    assert!(marked[0].contains("**u2**"), "{result}");
    assert!(
        result.contains("Players who were removed or absent rank last for ratings"),
        "{result}"
    );
}
