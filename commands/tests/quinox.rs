//! Quinox through `commands` with a real SQLite file (the script driver): whole games played
//! through the menus; a restart between the two placements of a turn and one inside a target
//! choice, after which the game goes on exactly as it would have without the restart; spaces
//! typed by label (accepted, or refused when illegal or not a label at all); stale clicks
//! refused; and timeouts alone finishing a game.
mod common;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// A Quinox table for u1 and u2 on a database file in `dir`, started.
fn start(dir: &std::path::Path, seed: u64) -> Table {
    let mut t = Table::with_db(Some(dir.join("q.db")), seed);
    t.command("u1", "play", json!({"game": "quinox"}));
    t.command("u2", "join", json!({}));
    let out = t.command("u1", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the game started: {out:?}");
    t
}

/// The board's view (the spectator's).
fn view(t: &Table) -> &Value {
    &t.board()["view"]
}

fn step(t: &Table) -> String {
    view(t)["step"]["step"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Plays random moves through the menus until `done` holds (true) or the game ends (false).
fn drive(t: &mut Table, rng: &mut ChaCha8Rng, done: impl Fn(&Table) -> bool) -> bool {
    drive_until(t, 2, rng, 3_000, done)
}

/// Every public text and the final scores, to compare two runs.
fn transcript(t: &Table) -> Vec<String> {
    t.log
        .iter()
        .filter(|o| o["to"] == "public")
        .map(|o| text_of(o).to_string())
        .collect()
}

/// Plays game `seed` twice with the same choices, once restarting Tabula when `moment`
/// first holds: the restarted game shows the same board and menus as before, and from there
/// both games go on identically to the same final scores.
fn restart_keeps_the_game(label: &str, moment: impl Fn(&Table) -> bool + Copy) {
    for seed in 0..20u64 {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let mut plain = start(a.path(), seed);
        let mut restarted = start(b.path(), seed);
        let (mut r1, mut r2) = (
            ChaCha8Rng::seed_from_u64(seed),
            ChaCha8Rng::seed_from_u64(seed),
        );
        if !drive(&mut restarted, &mut r2, moment) {
            continue;
        }
        assert!(drive(&mut plain, &mut r1, moment));
        let hand = restarted.hand_id();
        let before: Vec<Value> = ["u1", "u2"]
            .iter()
            .map(|u| private_to(&restarted.click(u, &hand), u).unwrap().clone())
            .collect();
        restarted.restart();
        restarted.command("u1", "board", json!({}));
        assert!(moment(&restarted), "{label}: still at the same moment");
        let hand = restarted.hand_id();
        for (u, was) in ["u1", "u2"].iter().zip(&before) {
            let now = private_to(&restarted.click(u, &hand), u).unwrap().clone();
            assert_eq!(now["text"], was["text"], "{label}: {u}'s view");
            let labels = |v: &Value| -> Vec<Value> {
                actions(v).iter().map(|c| c["label"].clone()).collect()
            };
            assert_eq!(labels(&now), labels(was), "{label}: {u}'s menu");
        }
        // The same clicks on both tables: the plain one clicks its own hand button as well,
        // so both consume the random choices alike.
        let hand = plain.hand_id();
        for u in ["u1", "u2"] {
            plain.click(u, &hand);
        }
        drive(&mut plain, &mut r1, |t| t.finished());
        drive(&mut restarted, &mut r2, |t| t.finished());
        assert!(plain.finished() && restarted.finished(), "{label}");
        assert_eq!(
            text_of(plain.result().unwrap()),
            text_of(restarted.result().unwrap()),
            "{label}: the same final scores"
        );
        let (p, r) = (transcript(&plain), transcript(&restarted));
        assert_eq!(p.last(), r.last(), "{label}: the same last board");
        eprintln!("{label}: seed {seed}");
        return;
    }
    panic!("{label}: never reached");
}

#[test]
fn a_restart_between_the_two_placements_of_a_turn_changes_nothing() {
    // One tile of a two-tile turn placed (its action done), the other still in hand.
    restart_keeps_the_game("between placements", |t| {
        let v = view(t);
        v["turn_size"] == 2
            && v["hand"].as_array().is_some_and(|h| h.len() == 1)
            && step(t) == "face"
    });
}

#[test]
fn a_restart_inside_a_target_choice_changes_nothing() {
    restart_keeps_the_game("target choice", |t| step(t) == "target");
}

#[test]
fn whole_games_reach_the_final_scores() {
    for seed in [1u64, 2] {
        let dir = tempfile::tempdir().unwrap();
        let mut t = start(dir.path(), seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        drive(&mut t, &mut rng, |t| t.finished());
        let result = text_of(t.result().expect("final scores"));
        assert!(result.contains("u1") || result.contains("U1"), "{result}");
        let board = text_of(t.board());
        assert!(board.contains("Final:"), "{board}");
        assert!(board.contains("game over"), "{board}");
    }
}

/// The seat (user) whose private view has a menu now, with that view.
fn actor(t: &mut Table) -> (String, Value) {
    who_can_act(t, 2).expect("someone can act")
}

fn button<'a>(v: &'a Value, label: &str) -> Option<&'a Value> {
    v["components"]
        .as_array()?
        .iter()
        .find(|c| c["label"].as_str().is_some_and(|l| l.starts_with(label)))
}

/// Opens "Type a choice…" and submits `text`; returns the outputs.
fn type_choice(t: &mut Table, user: &str, view: &Value, text: &str) -> Vec<Value> {
    let id = button(view, "Type a choice").expect("spaces can be typed")["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let out = t.click(user, &id);
    let modal = private_to(&out, user).expect("the form opens").clone();
    assert_eq!(modal["delivery"]["kind"], "modal", "{modal}");
    let custom_id = modal["delivery"]["custom_id"].as_str().unwrap().to_string();
    let ch = t.channel.clone();
    t.send(json!({"user": user, "channel": ch, "submit": custom_id,
                  "fields": {"choice": text}}))
}

#[test]
fn spaces_can_be_typed_and_bad_labels_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = start(dir.path(), 5);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let long = |t: &Table| {
        step(t) == "space" && view(t)["spaces"].as_array().is_some_and(|s| s.len() > 20)
    };
    assert!(
        drive(&mut t, &mut rng, long),
        "a placement with many spaces"
    );
    let (user, v) = actor(&mut t);
    let spaces: Vec<String> = view(&t)["spaces"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect();
    // Not a label at all, and a real label of a space that is taken (the Stone's first
    // space, m50, or wherever it is: every occupied space is refused).
    let taken = view(&t)["board"][0]["at"].as_str().unwrap().to_string();
    // Each is refused privately, with the reason when the text is a label.
    let taken_reason = format!("{taken} is taken by");
    for (bad, why) in [
        ("zz", "is not one of the choices here"),
        ("banana", "is not one of the choices here"),
        (taken.as_str(), taken_reason.as_str()),
        ("a1", "a1 does not touch the board"),
    ] {
        let out = type_choice(&mut t, &user, &v, bad);
        assert!(publics(&out).is_empty(), "{bad} changed nothing");
        let text = private_text(&out, &user);
        assert!(text.contains(why), "{bad}: {text}");
        assert!(text.contains("e.g."), "{bad}: examples: {text}");
        assert!(
            !text.contains("bk"),
            "no internal code among the examples: {text}"
        );
        assert_eq!(step(&t), "space");
    }
    // A free space, typed in capitals.
    let wanted = spaces[spaces.len() / 2].clone();
    let out = type_choice(&mut t, &user, &v, &wanted.to_uppercase());
    assert!(!publics(&out).is_empty(), "{wanted} was placed");
    let placed = view(&t)["board"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["at"] == wanted.as_str());
    assert!(placed, "a tile stands at {wanted}");
}

/// Every level of spaces or tiles offers typing, also when its choices fit as buttons; the
/// face level (two buttons, nothing to type) does not.
#[test]
fn short_lists_of_spaces_can_be_typed_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = start(dir.path(), 7);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let short = |t: &Table| {
        step(t) == "space" && view(t)["spaces"].as_array().is_some_and(|s| s.len() <= 20)
    };
    assert!(
        drive(&mut t, &mut rng, short),
        "a placement with few spaces"
    );
    let (user, v) = actor(&mut t);
    assert!(button(&v, "Type a choice").is_some(), "{v}");
    let spaces: Vec<String> = view(&t)["spaces"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect();
    let out = type_choice(&mut t, &user, &v, &spaces[0]);
    assert!(!publics(&out).is_empty(), "{} was placed", spaces[0]);
    assert!(drive(&mut t, &mut rng, |t| step(t) == "face"));
    let (_, v) = actor(&mut t);
    assert!(button(&v, "Type a choice").is_none(), "{v}");
}

#[test]
fn stale_clicks_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = start(dir.path(), 6);
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    // Past the colour choice, into the turns.
    assert!(drive(&mut t, &mut rng, |t| step(t) == "face"));
    let (user, v) = actor(&mut t);
    let old = actions(&v)[0]["custom_id"].as_str().unwrap().to_string();
    let out = t.click(&user, &old);
    assert!(!publics(&out).is_empty(), "the face is chosen");
    let before = text_of(t.board()).to_string();
    let again = t.click(&user, &old);
    assert!(publics(&again).is_empty());
    assert!(
        private_text(&again, &user).contains("moment has passed"),
        "{again:?}"
    );
    assert_eq!(text_of(t.board()), before, "nothing changed");
}

#[test]
fn timeouts_alone_finish_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = start(dir.path(), 8);
    let mut last = Vec::new();
    for _ in 0..2_000 {
        if t.finished() {
            break;
        }
        last = t.advance(90_000.0);
    }
    assert!(t.finished(), "timeouts finished the game");
    let board = text_of(t.board());
    assert!(board.contains("Final:"), "{board}");
    // The last turn timed out too, and its notice (the post just before the final scores)
    // says so like every other's (issue 25).
    let posts: Vec<&Value> = publics(&last)
        .into_iter()
        .filter(|o| o["delivery"]["kind"] == "post")
        .collect();
    let result = posts
        .iter()
        .position(|o| {
            o["title"]
                .as_str()
                .is_some_and(|t| t.starts_with("Final scores"))
        })
        .expect("the final scores");
    assert!(result > 0, "{posts:?}");
    let notice = text_of(posts[result - 1]);
    assert!(
        notice.starts_with("⏰ Time ran out") && notice.contains("Game over"),
        "{notice}"
    );
}

/// Issue 28, item 4: at an async table the steps of a turn share its deadline. Choosing the
/// pool tiles starts the turn's 24 hours; each later step of the same turn (a face, a space, a
/// target) keeps that deadline rather than getting a decision's 4 hours from its own moment,
/// and never less than those 4 hours. Hours pass between the steps, so the two differ.
#[test]
fn the_steps_of_a_turn_share_its_deadline() {
    const HOUR: i64 = 3_600_000;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.db");
    let mut t = Table::with_db(Some(db.clone()), 4);
    t.command("u1", "play", json!({"game": "quinox", "time": "async"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let rows = || -> Vec<(i64, String, i64)> {
        let conn = common::db(&db).unwrap();
        let mut stmt = conn
            .prepare("SELECT seat, kind, due FROM deadlines WHERE table_id = 1 ORDER BY seat")
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut now = commands::script::EPOCH;
    let mut shared = 0;
    for _ in 0..60 {
        let before = rows();
        t.advance(3.0 * 3600.0);
        now += 3 * HOUR;
        let Some((user, view)) = who_can_act(&mut t, 2) else {
            break;
        };
        let seat: i64 = if user == "u1" { 0 } else { 1 };
        play_random(&mut t, &user, view, &mut rng);
        let after = rows();
        let (Some(was), Some(is)) = (
            before.iter().find(|r| r.0 == seat),
            after.iter().find(|r| r.0 == seat),
        ) else {
            continue;
        };
        if is.1 == "decision" && (was.1 == "turn" || was.1 == "decision") {
            assert_eq!(is.2, was.2.max(now + 4 * HOUR), "{was:?} -> {is:?}");
            shared += usize::from(is.2 == was.2);
        }
    }
    assert!(
        shared >= 2,
        "steps kept their turn's deadline {shared} times"
    );
}
