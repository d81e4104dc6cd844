//! Equilibrix Project through `commands` with a real SQLite file (the script driver): games for
//! 3 and 6 players driven through the menus, with a restart between the two positional actions
//! and inside a tax choice (the game goes on exactly as it would have without the restart), and
//! a game finished by timeouts alone.
mod common;
use common::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// Opens an Equilibrix table with `n` players u1..un and `/play` options, and starts it.
fn start(t: &mut Table, n: usize, options: Value) {
    let mut play = json!({"game": "equilibrix-project"});
    if let (Some(map), Some(extra)) = (play.as_object_mut(), options.as_object()) {
        map.extend(extra.clone());
    }
    t.command("u1", "play", play);
    for i in 2..=n {
        t.command(&format!("u{i}"), "join", json!({}));
    }
    let out = t.command("u1", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the game started: {out:?}");
}

#[derive(Clone, Debug)]
struct Choice {
    id: String,
    value: Option<String>,
    label: String,
}

fn choices(msg: &Value) -> Vec<Choice> {
    let mut out = Vec::new();
    for c in actions(msg) {
        let id = c["custom_id"].as_str().unwrap_or_default().to_string();
        if c["kind"] == "button" {
            out.push(Choice {
                id,
                value: None,
                label: c["label"].as_str().unwrap_or_default().to_string(),
            });
        } else {
            for o in c["options"].as_array().into_iter().flatten() {
                out.push(Choice {
                    id: id.clone(),
                    value: o["value"].as_str().map(str::to_string),
                    label: o["label"].as_str().unwrap_or_default().to_string(),
                });
            }
        }
    }
    out
}

/// What the steered players like: building (stones, reports, recruits) over ending the turn.
const PREFER: &[&str] = &[
    "Report",
    "The ",
    "On ",
    "Positional",
    "Use the rule: place",
    "Place on",
    "Node ",
    "Political",
    "Recruit",
    "onto",
    "Return your stone",
    "Call charity",
    "Pay the tax",
];

fn pick(options: &[Choice], rng: &mut ChaCha8Rng) -> Choice {
    let liked: Vec<&Choice> = options
        .iter()
        .filter(|c| PREFER.iter().any(|p| c.label.starts_with(p)))
        .collect();
    if !liked.is_empty() && rng.gen_bool(0.9) {
        return (*liked.choose(rng).unwrap()).clone();
    }
    options.choose(rng).unwrap().clone()
}

fn press(t: &mut Table, user: &str, c: &Choice) -> Vec<Value> {
    match &c.value {
        Some(v) => t.select(user, &c.id, v),
        None => t.click(user, &c.id),
    }
}

/// Walks `user`'s menu from `view` down to an applied action; returns that click's outputs.
fn act(t: &mut Table, user: &str, mut view: Value, rng: &mut ChaCha8Rng) -> Vec<Value> {
    for _ in 0..40 {
        let options = choices(&view);
        assert!(!options.is_empty(), "{user} has nothing to click: {view}");
        let c = pick(&options, rng);
        let out = press(t, user, &c);
        if !publics(&out).is_empty() {
            return out;
        }
        view = private_to(&out, user)
            .unwrap_or_else(|| panic!("no answer to {c:?}"))
            .clone();
    }
    panic!("{user} never got to an action");
}

/// The spectator view on the latest board.
fn view(t: &Table) -> Value {
    t.board()["view"].clone()
}

fn between_positional_actions(t: &Table) -> bool {
    let v = view(t);
    v["turn"]["positional_left"] == 1
        && v["turn"]["step"]["step"] == "idle"
        && v["taxes"] == json!([])
}

fn in_tax_choice(t: &Table) -> bool {
    view(t)["taxes"].as_array().is_some_and(|a| !a.is_empty())
}

/// Every seat's private message (its text and components).
fn privates(t: &mut Table, players: usize) -> Vec<(String, Value)> {
    let hand = t.hand_id();
    (1..=players)
        .map(|i| {
            let user = format!("u{i}");
            let out = t.click(&user, &hand);
            let v = private_to(&out, &user).expect("a private view");
            (text_of(v).to_string(), v["components"].clone())
        })
        .collect()
}

/// Plays `seed` with `players` until `wanted` holds (at most `steps` actions); then, if
/// `restart`, restarts Tabula on the same file and checks every seat sees the same board and
/// menus; then plays `after` more actions. Returns the board text at the end, or `None` when
/// `wanted` never held.
fn play(
    players: usize,
    seed: u64,
    steps: usize,
    wanted: &dyn Fn(&Table) -> bool,
    restart: bool,
    after: usize,
) -> Option<String> {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::with_db(Some(dir.path().join("t.db")), seed);
    start(&mut t, players, json!({}));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut reached = false;
    for _ in 0..steps {
        if wanted(&t) {
            reached = true;
            break;
        }
        assert!(!t.finished());
        let (user, v) = who_can_act(&mut t, players).expect("someone can act");
        act(&mut t, &user, v, &mut rng);
    }
    if !reached {
        return None;
    }
    if restart {
        let before_text = text_of(t.board()).to_string();
        let before_view = view(&t);
        let before = privates(&mut t, players);
        t.restart();
        t.command("u1", "board", json!({}));
        assert_eq!(view(&t), before_view, "the same state after the restart");
        assert_eq!(text_of(t.board()), before_text);
        assert_eq!(privates(&mut t, players), before, "the same menus");
    }
    for _ in 0..after {
        if t.finished() {
            break;
        }
        let (user, v) = who_can_act(&mut t, players).expect("someone can act");
        let out = act(&mut t, &user, v, &mut rng);
        assert!(!publics(&out).is_empty());
    }
    Some(text_of(t.board()).to_string())
}

/// Finds a seed whose game reaches `wanted`, then checks that a restart there changes nothing:
/// the game goes on exactly like the same game without the restart.
fn restart_inside(label: &str, players: usize, steps: usize, wanted: &dyn Fn(&Table) -> bool) {
    for seed in 0..20u64 {
        let Some(with) = play(players, seed, steps, wanted, true, 12) else {
            continue;
        };
        let without = play(players, seed, steps, wanted, false, 12).expect("the same game");
        assert_eq!(with, without, "{label}: the game continues identically");
        return;
    }
    panic!("{label}: no game reached the moment");
}

#[test]
fn three_players_restart_between_the_positional_actions() {
    restart_inside(
        "3p between positional actions",
        3,
        60,
        &between_positional_actions,
    );
}

#[test]
fn six_players_restart_between_the_positional_actions() {
    restart_inside(
        "6p between positional actions",
        6,
        80,
        &between_positional_actions,
    );
}

#[test]
fn a_restart_inside_a_tax_choice() {
    restart_inside("tax choice", 3, 600, &in_tax_choice);
}

#[test]
fn timeouts_alone_finish_a_game() {
    let mut t = Table::new(5);
    start(&mut t, 3, json!({"turns": 2}));
    assert!(
        text_of(t.board()).contains("round 1 of 2"),
        "{}",
        text_of(t.board())
    );
    let mut texts = String::new();
    for _ in 0..300 {
        if t.finished() {
            break;
        }
        for o in t.advance(3601.0) {
            texts.push_str(text_of(&o));
            texts.push('\n');
        }
    }
    assert!(t.finished(), "{texts}");
    assert!(texts.contains("ends the turn"), "{texts}");
    assert!(texts.contains("round limit"), "{texts}");
}

/// Rewrites the stored Equilibrix state of the (only) table: seat 0 (u1) stands on field 17
/// after crossing the nodes after fields 8 and 16 last, so two charity questions are owed by
/// u1, one after the other; the others stand on 20 and 25. Optionally marks u1 absent.
fn two_taxes_of_one_seat(db: &std::path::Path, absent: bool) {
    let conn = common::db(db).unwrap();
    let state: String = conn
        .query_row("SELECT state FROM tables", [], |r| r.get(0))
        .unwrap();
    let mut v: Value = serde_json::from_str(&state).unwrap();
    v["spiral"] = json!([
        {"field": 17, "ahead": true},
        {"field": 20, "ahead": true},
        {"field": 25, "ahead": true}
    ]);
    v["taxes"] = json!([
        {"mover": 0, "node": 8, "stones": 1, "payer": null, "leader": 2},
        {"mover": 0, "node": 16, "stones": 1, "payer": null, "leader": 2}
    ]);
    conn.execute(
        "UPDATE tables SET state = ?1",
        [serde_json::to_string(&v).unwrap()],
    )
    .unwrap();
    if absent {
        conn.execute(
            "UPDATE seats SET absent = 1, timeouts = 3 WHERE seat = 0",
            [],
        )
        .unwrap();
    }
}

fn taxes(t: &Table) -> Vec<Value> {
    view(t)["taxes"].as_array().cloned().unwrap_or_default()
}

#[test]
fn a_timeout_answers_one_tax_and_the_next_gets_its_own_deadline() {
    // Issue 25: u1's first tax times out (charity not called, the oldest stone returned); its
    // second tax, a charity question of its own, is not settled in the same second but shown
    // with its own deadline (a live decision: 30 s), and times out only after that.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::with_db(Some(db.clone()), 7);
    start(&mut t, 3, json!({}));
    two_taxes_of_one_seat(&db, false);
    t.restart();
    // The deadline that was u1's turn passes: it answers the first tax only.
    t.advance(61.0);
    let left = taxes(&t);
    assert_eq!(
        left.len(),
        1,
        "only the tax that timed out is settled: {left:?}"
    );
    assert_eq!(left[0]["node"], 16);
    assert_eq!(left[0]["payer"], Value::Null, "still u1's own decision");
    let board = text_of(t.board()).to_string();
    assert!(
        board.contains("Crossed the node after field 16 last"),
        "{board}"
    );
    assert!(board.contains("(due"), "{board}");
    assert!(!board.contains("seat"), "no seat numbers: {board}");
    t.advance(29.0);
    assert_eq!(taxes(&t).len(), 1, "its own deadline has not passed yet");
    t.advance(2.0);
    assert!(
        taxes(&t).is_empty(),
        "the second deadline answers the second tax"
    );
    // Two timeouts, two missed deadlines: not absent yet.
    let conn = common::db(&db).unwrap();
    let (timeouts, absent): (i64, i64) = conn
        .query_row(
            "SELECT timeouts, absent FROM seats WHERE seat = 0",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((timeouts, absent), (2, 0));
}

#[test]
fn an_absent_seat_still_has_every_tax_played_at_once() {
    // The absence policy plays an absent seat's prompts by their defaults as soon as they are
    // due: both taxes go in one advance of the clock, one prompt after the other.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::with_db(Some(db.clone()), 7);
    start(&mut t, 3, json!({}));
    two_taxes_of_one_seat(&db, true);
    t.restart();
    t.advance(61.0);
    assert!(taxes(&t).is_empty(), "{:?}", taxes(&t));
    let v = view(&t);
    assert_eq!(
        v["turn"]["seat"], 1,
        "u1's turn was played by the default too"
    );
}

/// A game the code before EX-G9 played (bare moves, `Skip` after moves, timeouts that kept
/// a move), with its options, seed, log and final state as that code wrote them.
const PLAYED_BEFORE_EX_G9: &str =
    include_str!("../../rules/equilibrix/tests/fixtures/played-before-ex-g9.json");

/// Makes table 1 (3 seats, started) the finished game `game` of the earlier rules, as a
/// database written before rules versions holds it: its options without `rules`, its seed,
/// its final state and its log, one version per action.
fn finished_before_ex_g9(t: &mut Table, game: &Value) -> i64 {
    let conn = t.conn();
    let log = game["log"].as_array().unwrap();
    let last = log.len() as i64 + 1;
    conn.execute(
        "UPDATE tables SET options = ?1, seed = ?2, state = ?3, status = 'finished', \
         version = ?4 WHERE id = 1",
        commands::params![
            game["options"].to_string(),
            game["seed"].as_i64().unwrap(),
            game["state"].to_string(),
            last
        ],
    )
    .unwrap();
    conn.execute("DELETE FROM deadlines WHERE table_id = 1", [])
        .unwrap();
    conn.execute("DELETE FROM actions WHERE table_id = 1", [])
        .unwrap();
    for (i, l) in log.iter().enumerate() {
        conn.execute(
            "INSERT INTO actions (table_id, version, step, seat, action, by_timeout, at) \
             VALUES (1, ?1, 0, ?2, ?3, ?4, 0)",
            commands::params![
                i as i64 + 2,
                l["seat"].as_i64().unwrap(),
                l["action"].to_string(),
                i64::from(l["by_timeout"].as_bool().unwrap())
            ],
        )
        .unwrap();
    }
    t.restart();
    last
}

/// The stored options and state of table `id`.
fn stored(t: &Table, id: i64) -> (Value, Value) {
    let (options, state): (String, Option<String>) = t
        .conn()
        .query_row(
            "SELECT options, state FROM tables WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let state = state.map_or(Value::Null, |s| serde_json::from_str(&s).unwrap());
    (serde_json::from_str(&options).unwrap(), state)
}

/// EX-G9 changed what is legal; a game played before it still replays by its own rules, and
/// its rematch is a new game under today's.
#[test]
fn a_game_played_before_ex_g9_replays_and_its_rematch_plays_by_todays_rules() {
    let mut t = Table::new(71);
    start(&mut t, 3, json!({"turns": 6}));
    // A new table: today's rules, in its options and its state.
    let (options, state) = stored(&t, 1);
    assert_eq!(options, json!({"turns": 6, "rules": "ex-g9"}));
    assert_eq!(state["options"], options);

    let game: Value = serde_json::from_str(PLAYED_BEFORE_EX_G9).unwrap();
    let skips = game["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["action"]["type"] == "skip")
        .count();
    assert!(skips > 0, "the old game has bare moves");
    let last = finished_before_ex_g9(&mut t, &game);
    let moves = last - 1;

    // The replay deals it again and reaches its saved end.
    let out = t.command("u3", "replay", json!({"table": 1}));
    let shown = private_to(&out, "u3").expect("u3's replay").clone();
    assert!(
        text_of(&shown).starts_with(&format!("The deal, before move 1 of {moves}")),
        "{}",
        text_of(&shown)
    );
    let end = component(&shown, |c| c["label"] == "End ⏭").expect("End ⏭");
    let out = t.click("u3", &end);
    let text = text_of(private_to(&out, "u3").expect("the last step")).to_string();
    assert!(
        text.starts_with(&format!("After move {moves} of {moves}")),
        "{text}"
    );
    // Its move log holds the bare moves, as the game showed them.
    let out = t.click("u3", &format!("1:{last}:replaylog"));
    let file = private_to(&out, "u3").expect("the move log")["file"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(file.contains(&format!("Move {moves} of {moves}")), "{file}");
    assert_eq!(
        file.matches("moves without a stone").count(),
        skips,
        "{file}"
    );

    // Its rematch opens under today's rules, and its game is dealt with them.
    let out = t.click("u2", &format!("1:{last}:rematch"));
    assert!(
        private_text(&out, "u2").contains("You opened a rematch of table 1"),
        "{out:?}"
    );
    let (options, _) = stored(&t, 2);
    assert_eq!(options, json!({"turns": 6, "rules": "ex-g9"}));
    for u in ["u1", "u3"] {
        t.click(u, &format!("1:{last}:rematch"));
    }
    let out = t.command("u2", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the rematch starts: {out:?}");
    let (_, state) = stored(&t, 2);
    assert_eq!(state["options"]["rules"], "ex-g9");
}
