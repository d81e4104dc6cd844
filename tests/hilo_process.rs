//! Equation Hi-Lo through the real `tabula` binary: random full games through `tabula script`
//! (menus for betting, modals for the equations, a restart during the secret declaration) end
//! with every chip accounted for except the odd chips removed; and `tabula local` with a human
//! seat typing into the equation form.
use equation_hi_lo::rules::solver::arrangements;
use equation_hi_lo::rules::{Holding, Op};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

mod script;

use script::Proc;

/// A click by `user` in channel `c1`.
fn click(p: &mut Proc, user: &str, id: &str, values: &[String]) -> Vec<Value> {
    p.send_ok(json!({"user": user, "channel": "c1", "click": id, "values": values}))
}

fn board(out: &[Value]) -> Option<&Value> {
    out.iter().rev().find(|o| o["delivery"]["kind"] == "board")
}

fn mine<'a>(out: &'a [Value], user: &str) -> Option<&'a Value> {
    out.iter().find(|o| o["to"] == user)
}

fn ids(msg: &Value, marker: &str) -> Vec<Value> {
    msg["components"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .filter(|c| {
                    c["custom_id"].as_str().unwrap().contains(marker) && c["label"] != "◀ Back"
                })
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

fn holding(view: &Value) -> Holding {
    let me = &view["view"]["me"];
    Holding {
        numbers: serde_json::from_value(me["numbers"].clone()).unwrap(),
        roots: me["roots"].as_u64().unwrap() as usize,
        ops: serde_json::from_value::<Vec<Op>>(me["ops"].clone()).unwrap(),
    }
}

/// "N chip(s) ... leave(s) the game" in public posts.
fn removals(out: &[Value]) -> u64 {
    out.iter()
        .filter(|o| o["to"] == "public" && o["delivery"]["kind"] == "post")
        .flat_map(|o| {
            o["text"]
                .as_str()
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|l| l.contains("leaves the game"))
        .map(|l| {
            l.split_whitespace()
                .find_map(|w| w.parse::<u64>().ok())
                .unwrap()
        })
        .sum()
}

/// One random game of `players` in c1; returns (final board view, chips announced removed).
fn random_game(p: &mut Proc, players: usize, options: Value, seed: u64) -> (Value, u64, bool) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut opts = options;
    opts["game"] = json!("equation-hi-lo");
    p.send_ok(json!({"user": "u1", "channel": "c1", "command": "play", "options": opts}));
    for i in 2..=players {
        p.send_ok(json!({"user": format!("u{i}"), "channel": "c1", "command": "join"}));
    }
    let out = p.send_ok(json!({"user": "u1", "channel": "c1", "command": "start"}));
    let mut last_board = board(&out).expect("a board").clone();
    let mut removed = 0;
    let mut restarted = false;
    for _ in 0..3000 {
        if last_board["title"].as_str().unwrap().ends_with("finished") {
            return (last_board["view"].clone(), removed, restarted);
        }
        let hand = ids(&last_board, ":hand")[0]["custom_id"]
            .as_str()
            .unwrap()
            .to_string();
        let mut progressed = None;
        for i in 1..=players {
            let user = format!("u{i}");
            let mut view = mine(&click(p, &user, &hand, &[]), &user).unwrap().clone();
            // Walk the menu, choosing at random among what is shown.
            loop {
                let menu = ids(&view, ":a.");
                let forms = ids(&view, ":f.");
                if let Some(c) = menu.choose(&mut rng) {
                    let id = c["custom_id"].as_str().unwrap();
                    let values: Vec<String> = c["options"]
                        .as_array()
                        .and_then(|o| o.choose(&mut rng))
                        .map(|o| vec![o["value"].as_str().unwrap().to_string()])
                        .unwrap_or_default();
                    let out = click(p, &user, id, &values);
                    if out.iter().any(|o| o["to"] == "public") {
                        progressed = Some(out);
                        break;
                    }
                    view = mine(&out, &user).unwrap().clone();
                } else if !forms.is_empty() {
                    // A declaration: open a form (never the check), type random valid equations.
                    let declare: Vec<&Value> = forms
                        .iter()
                        .filter(|f| !f["custom_id"].as_str().unwrap().contains(":f.ck"))
                        .collect();
                    let form = declare.choose(&mut rng).unwrap();
                    let out = click(p, &user, form["custom_id"].as_str().unwrap(), &[]);
                    let modal = mine(&out, &user).unwrap();
                    assert_eq!(modal["delivery"]["kind"], "modal");
                    let all = arrangements(&holding(&view));
                    let mut fields = serde_json::Map::new();
                    for input in modal["delivery"]["inputs"].as_array().unwrap() {
                        let eq = &all.choose(&mut rng).unwrap().equation;
                        let text = if rng.gen_bool(0.5) {
                            eq.to_string()
                        } else {
                            eq.to_string()
                                .replace('−', "-")
                                .replace('÷', "/")
                                .replace('×', "x")
                        };
                        fields.insert(input["custom_id"].as_str().unwrap().into(), json!(text));
                    }
                    let out = p.send_ok(json!({
                        "user": user, "channel": "c1",
                        "submit": modal["delivery"]["custom_id"], "fields": fields
                    }));
                    assert!(out.iter().any(|o| o["to"] == "public"), "{out:?}");
                    progressed = Some(out);
                    break;
                } else {
                    break;
                }
            }
            if progressed.is_some() {
                break;
            }
        }
        let out = progressed.expect("someone could act");
        removed += removals(&out);
        last_board = board(&out).expect("a board after every action").clone();
        // Restart the process once while the declarations are half in.
        let half_in = last_board["view"]["phase"]["type"] == "declaring"
            && last_board["view"]["seats"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s["submitted"] == true);
        if half_in && !restarted {
            p.send_ok(json!({"restart": true}));
            restarted = true;
            let out = p.send_ok(json!({"user": "u1", "channel": "c1", "command": "board"}));
            let again = board(&out).unwrap();
            assert_eq!(
                again["view"], last_board["view"],
                "nothing lost in the restart"
            );
            last_board = again.clone();
        }
    }
    panic!("the game did not end");
}

#[test]
fn random_games_through_tabula_script_conserve_chips_except_odd_chips() {
    let mut restarts = 0;
    for (seed, players, options, start) in [
        (1u64, 4usize, json!({"rounds": 4}), 50u64),
        (2, 3, json!({"chips": 15, "ante": 2, "rounds": 0}), 15),
        (3, 6, json!({"chips": 30, "rounds": 2}), 30),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut p = Proc::start(&dir.path().join("t.db"), seed);
        let (view, announced, restarted) = random_game(&mut p, players, options, seed);
        let chips: u64 = view["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["chips"].as_u64().unwrap())
            .sum();
        let removed = view["removed"].as_u64().unwrap();
        assert_eq!(
            chips + removed,
            players as u64 * start,
            "seed {seed}: {view}"
        );
        assert_eq!(
            removed, announced,
            "seed {seed}: every removed chip was announced"
        );
        assert_eq!(view["pot"], 0);
        restarts += usize::from(restarted);
        p.child.kill().ok();
        p.child.wait().ok();
    }
    assert!(restarts > 0, "a restart came during a declaration");
}

#[test]
fn a_human_types_equations_in_tabula_local() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args([
            "local",
            "equation-hi-lo",
            "--players",
            "3",
            "--humans",
            "1",
            "--seed",
            "6",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Always the first choice; at a form, first a wrong equation, then the starting text
    // (`ok`: an empty line hands in nothing, issue 44).
    let answers = "1\n1 + 1\n1\nok\n".repeat(300);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(answers.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("[Declare Low: aim for 1]"),
        "the form is shown"
    );
    assert!(
        stdout.contains("Your equation for 1 \"1 + 1\""),
        "a wrong equation is refused"
    );
    // A terminal shows the showdown's heading, without Discord's `**` (not a terminal here,
    // so no ANSI bold either).
    assert!(stdout.contains("\nShowdown, round"), "{stdout}");
    assert!(
        !stdout.contains("**") && !stdout.contains("<t:"),
        "{stdout}"
    );
    assert!(stdout.contains("== Final scores"), "{stdout}");
}
