//! Equation Hi-Lo through `commands` with a real SQLite file (the script driver): menus for
//! betting, the equation forms (open a modal, submit, refusals with the reason, private checks),
//! restarts in the middle of the secret declaration, stale forms, timeouts, chips conserved
//! except the odd chips, and no closed card or submission in any public message.
mod common;
use common::*;
use equation_hi_lo::rules::solver::arrangements;
use equation_hi_lo::rules::{Card, Equation, Holding, Op};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

fn version_of(id: &str) -> i64 {
    id.split(':').nth(1).unwrap().parse().unwrap()
}

/// Opens an Equation Hi-Lo table with `n` players u1..un and the given options, and starts it.
fn start(t: &mut Table, n: usize, options: Value) -> Vec<Value> {
    let mut opts = options;
    opts["game"] = json!("equation-hi-lo");
    let out = t.command("u1", "play", opts);
    assert!(
        out.iter().any(|o| o["title"] == "Equation Hi-Lo · lobby"),
        "{out:?}"
    );
    for i in 2..=n {
        t.command(&format!("u{i}"), "join", json!({}));
    }
    t.command("u1", "start", json!({}))
}

/// Plays calm menu choices (check, call, the × choice) until the declaration.
fn to_declaring(t: &mut Table, players: usize) {
    for _ in 0..60 {
        if t.board()["view"]["phase"]["type"] == "declaring" {
            return;
        }
        let (user, view) = who_can_act(t, players).expect("someone acts");
        let calm = actions(&view)
            .into_iter()
            .find(|c| {
                let label = c["label"].as_str().unwrap();
                label == "Check" || label.starts_with("Call") || label.starts_with("The ×")
            })
            .expect("a calm choice");
        t.click(&user, calm["custom_id"].as_str().unwrap());
    }
    panic!("no declaration");
}

/// Buttons of a private view that open a form.
fn forms(view: &Value) -> Vec<String> {
    view["components"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .filter_map(|c| c["custom_id"].as_str())
                .filter(|id| id.contains(":f."))
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

fn form_of(ids: &[String], kind: &str) -> String {
    ids.iter()
        .find(|id| id.contains(&format!(":f.{kind}-")))
        .unwrap_or_else(|| panic!("no {kind} form in {ids:?}"))
        .clone()
}

/// The holding in a private view (`view.me`).
fn holding(view: &Value) -> Holding {
    let me = &view["view"]["me"];
    Holding {
        numbers: serde_json::from_value(me["numbers"].clone()).unwrap(),
        roots: me["roots"].as_u64().unwrap() as usize,
        ops: serde_json::from_value::<Vec<Op>>(me["ops"].clone()).unwrap(),
    }
}

/// An equation typed the way a player might: ASCII spellings, no spaces.
fn typed(eq: &Equation) -> String {
    eq.to_string()
        .replace('−', "-")
        .replace('÷', "/")
        .replace('×', "*")
        .replace('√', "sqrt")
        .replace(' ', "")
}

/// Opens form `id` and submits `fields`; returns the submit's outputs.
fn fill(t: &mut Table, user: &str, id: &str, fields: Value) -> Vec<Value> {
    let out = t.click(user, id);
    let modal = private_to(&out, user).expect("the form opens").clone();
    assert_eq!(modal["delivery"]["kind"], "modal", "{modal}");
    let custom_id = modal["delivery"]["custom_id"].as_str().unwrap().to_string();
    assert_eq!(custom_id.split(':').nth(2), id.split(':').nth(2));
    let inputs = modal["delivery"]["inputs"].as_array().unwrap();
    assert!(!inputs.is_empty() && inputs.len() <= 5);
    for i in inputs {
        assert!(i["label"].as_str().unwrap().chars().count() <= 45);
        assert!(
            i["value"].as_str().is_some(),
            "inputs start with the cards in order"
        );
    }
    assert!(modal["delivery"]["title"].as_str().unwrap().chars().count() <= 45);
    let ch = t.channel.clone();
    t.send(json!({"user": user, "channel": ch, "submit": custom_id, "fields": fields}))
}

/// Current secrets: each seat's closed card, from its own private view.
fn closed_cards(t: &mut Table, players: usize) -> Vec<Option<Card>> {
    let hand = t.hand_id();
    (1..=players)
        .map(|i| {
            let user = format!("u{i}");
            let out = t.click(&user, &hand);
            let view = private_to(&out, &user).unwrap();
            serde_json::from_value(view["view"]["me"]["closed"].clone()).unwrap_or(None)
        })
        .collect()
}

/// Whether `text` shows `card` ("Gold 1" but not inside "Gold 10").
fn shows(text: &str, card: Card) -> bool {
    let word = card.to_string();
    text.match_indices(&word).any(|(i, _)| {
        !text[i + word.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// Public text minus the showdown's reveal lines, which show closed cards on purpose.
fn outside_reveals(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("• ") && !l.starts_with("  ") && !l.contains("(closed "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// No public message shows a closed card that is still secret: `before` are the closed cards
/// before the step, `after` those after it (a new round deals new ones). Views and the board's
/// table describe the current round; a notice describes the old round up to its showdown and
/// the new round after its "**Round" line.
fn assert_no_leak(out: &[Value], before: &[Option<Card>], after: &[Option<Card>]) {
    let check = |text: &str, secrets: &[Option<Card>]| {
        for c in secrets.iter().flatten() {
            assert!(!shows(text, *c), "{c} shown publicly: {text}");
        }
    };
    for m in publics(out) {
        let view = m["view"].to_string();
        for c in after.iter().flatten() {
            assert!(
                !view.contains(&format!("\"{}\"", c.code())),
                "{c} in a public view"
            );
        }
        let text = text_of(m);
        assert!(!text.contains("You handed in"), "{m}");
        if m["delivery"]["kind"] == "board" {
            check(text.split("\n\nRecently:").next().unwrap(), after);
            continue;
        }
        match text.rfind("**Round ") {
            Some(i) => check(&text[i..], after),
            None if !text.contains("**Showdown") && !text.contains("takes the pot") => {
                check(&outside_reveals(text), before)
            }
            None => {}
        }
    }
}

/// "N chip(s) ... leave(s) the game" in public notices: the chips removed, as announced.
fn announced_removals(out: &[Value]) -> u64 {
    let mut total = 0;
    for m in publics(out)
        .into_iter()
        .filter(|m| m["delivery"]["kind"] == "post")
    {
        for line in text_of(m).lines() {
            if line.contains("leaves the game") {
                let n: u64 = line
                    .split_whitespace()
                    .find_map(|w| w.parse().ok())
                    .unwrap_or_else(|| panic!("{line}"));
                total += n;
            }
        }
    }
    total
}

/// Plays one whole random game: random menu choices for betting and the × choice, and for the
/// declaration a private check, now and then a wrong equation (refused, nothing changes), then
/// a random valid declaration through the form. Returns the final board's view.
fn play_game(t: &mut Table, players: usize, seed: u64, restarts: bool) -> (Value, u64, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut removed_announced = 0;
    let mut restarted = false;
    let mut checks = 0;
    for _ in 0..3000 {
        if t.finished() {
            let view = t.board()["view"].clone();
            assert!(!restarts || restarted, "a restart happened mid-declaration");
            return (view, removed_announced, checks);
        }
        let secrets = closed_cards(t, players);
        let hand = t.hand_id();
        let mut acted = false;
        for i in 1..=players {
            let user = format!("u{i}");
            let out = t.click(&user, &hand);
            let view = private_to(&out, &user).unwrap().clone();
            let out = if !actions(&view).is_empty() {
                play_random(t, &user, view, &mut rng)
            } else if !forms(&view).is_empty() {
                let ids = forms(&view);
                let all = arrangements(&holding(&view));
                let pick = |rng: &mut ChaCha8Rng| typed(&all.choose(rng).unwrap().equation);
                // Check a candidate privately: a note, and the version does not move.
                if rng.gen_bool(0.5) {
                    let candidate = pick(&mut rng);
                    let out = fill(
                        t,
                        &user,
                        &form_of(&ids, "ck"),
                        json!({"equation": candidate}),
                    );
                    let note = private_text(&out, &user);
                    assert!(note.starts_with("Checked (nothing handed in)"), "{note}");
                    assert!(note.contains("uses your cards correctly"), "{note}");
                    assert!(publics(&out).is_empty());
                    assert_eq!(t.hand_id(), hand, "checking changes nothing");
                    checks += 1;
                }
                // A wrong equation is refused with the reason; nothing changes.
                if rng.gen_bool(0.3) {
                    let out = fill(t, &user, &form_of(&ids, "hi"), json!({"high": "1+1"}));
                    let note = private_text(&out, &user);
                    assert!(note.starts_with("Your equation for 20 `1+1`:"), "{note}");
                    assert!(publics(&out).is_empty());
                    assert_eq!(t.hand_id(), hand);
                }
                // A Swing with the same arrangement twice is refused, however it is typed.
                if rng.gen_bool(0.2) {
                    let eq = &all.choose(&mut rng).unwrap().equation;
                    let fields = json!({"low": typed(eq), "high": eq.to_string()});
                    let out = fill(t, &user, &form_of(&ids, "sw"), fields);
                    let note = private_text(&out, &user);
                    assert!(note.contains("two different arrangements"), "{note}");
                    assert!(publics(&out).is_empty());
                    assert_eq!(t.hand_id(), hand);
                }
                let (kind, fields) = match rng.gen_range(0..3) {
                    0 => ("lo", json!({"low": pick(&mut rng)})),
                    1 => ("hi", json!({"high": pick(&mut rng)})),
                    // Two different arrangements (section 7).
                    _ => {
                        let two: Vec<String> = all
                            .choose_multiple(&mut rng, 2)
                            .map(|a| typed(&a.equation))
                            .collect();
                        ("sw", json!({"low": two[0], "high": two[1]}))
                    }
                };
                let out = fill(t, &user, &form_of(&ids, kind), fields);
                assert!(!publics(&out).is_empty(), "{out:?}");
                out
            } else {
                continue;
            };
            if !t.finished() {
                let after = closed_cards(t, players);
                assert_no_leak(&out, &secrets, &after);
            }
            removed_announced += announced_removals(&out);
            // Restart once while some have handed in and others have not.
            let waiting = t.board()["view"]["phase"]["type"] == "declaring";
            if restarts && !restarted && waiting {
                let before = t.board()["view"].clone();
                t.restart();
                restarted = true;
                let out = t.command("u1", "board", json!({}));
                let board = out
                    .iter()
                    .find(|o| o["delivery"]["kind"] == "board")
                    .unwrap();
                assert_eq!(
                    board["view"], before,
                    "the submissions survived the restart"
                );
            }
            acted = true;
            break;
        }
        assert!(acted, "someone can act until the game ends");
    }
    panic!("the game did not end");
}

#[test]
fn random_games_conserve_chips_except_odd_chips() {
    let mut all_checks = 0;
    for (seed, players, options) in [
        (6u64, 3usize, json!({"rounds": 3})),
        (2, 2, json!({"chips": 12, "ante": 2, "rounds": 0})),
        (3, 5, json!({"chips": "20", "rounds": "2", "best": "no"})),
    ] {
        let mut t = Table::new(seed);
        let start_chips = options["chips"]
            .as_u64()
            .or_else(|| options["chips"].as_str().and_then(|s| s.parse().ok()))
            .unwrap_or(50);
        start(&mut t, players, options);
        let (view, announced, checks) = play_game(&mut t, players, seed, seed == 6);
        all_checks += checks;
        let chips: u64 = view["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["chips"].as_u64().unwrap())
            .sum();
        let removed = view["removed"].as_u64().unwrap();
        assert_eq!(chips + removed, players as u64 * start_chips, "seed {seed}");
        assert_eq!(removed, announced, "every removed chip was announced");
        assert_eq!(view["pot"], 0);
        let result = t.result().unwrap();
        assert_eq!(text_of(result).lines().count(), players);
    }
    assert!(all_checks > 0, "the private check was used");
}

#[test]
fn showdown_message_names_declarations_results_and_winners() {
    let mut t = Table::new(21);
    start(&mut t, 2, json!({"rounds": 1}));
    to_declaring(&mut t, 2);
    let hand = t.hand_id();
    let v1 = private_to(&t.click("u1", &hand), "u1").unwrap().clone();
    let v2 = private_to(&t.click("u2", &hand), "u2").unwrap().clone();
    let low = arrangements(&holding(&v1))[0].equation.clone();
    let high = arrangements(&holding(&v2))[0].equation.clone();
    let out = fill(
        &mut t,
        "u1",
        &form_of(&forms(&v1), "lo"),
        json!({"low": typed(&low)}),
    );
    // Handed in, but nothing is revealed: the public only learns that u1 is done.
    let notice = publics(&out)
        .into_iter()
        .find(|m| m["delivery"]["kind"] == "post")
        .unwrap();
    assert!(
        text_of(notice).contains("u1 has handed in their declaration."),
        "{notice}"
    );
    assert!(!text_of(notice).contains(&low.to_string()));
    assert!(private_text(&out, "u1").contains("You handed in Low (1) with"));
    // The other's form is still valid although the version moved (forms follow the round).
    let out = fill(
        &mut t,
        "u2",
        &form_of(&forms(&v2), "hi"),
        json!({"high": typed(&high)}),
    );
    let notice = publics(&out)
        .into_iter()
        .find(|m| text_of(m).contains("**Showdown"))
        .expect("the showdown");
    let text = text_of(notice);
    for needle in [
        format!("Low: `{low}` = "),
        format!("High: `{high}` = "),
        "from 1".to_string(),
        "from 20".to_string(),
        "Low half".to_string(),
        "High half".to_string(),
        "Best possible with these cards:".to_string(),
        "Game over!".to_string(),
    ] {
        assert!(text.contains(&needle), "{needle:?} missing in\n{text}");
    }
    assert!(t.finished());
}

#[test]
fn forms_are_refused_when_stale_foreign_or_after_handing_in() {
    let mut t = Table::new(5);
    start(&mut t, 2, json!({"rounds": 2}));
    to_declaring(&mut t, 2);
    let hand = t.hand_id();
    let view = private_to(&t.click("u1", &hand), "u1").unwrap().clone();
    let ids = forms(&view);
    assert_eq!(ids.len(), 4);
    // Somebody else's click on my form button: not theirs to open.
    let ch = t.channel.clone();
    let out = t.send(json!({"user": "u9", "channel": ch, "click": ids[0]}));
    assert!(private_text(&out, "u9").contains("not playing"), "{out:?}");
    // A forged form code is refused without a change.
    let forged = ids[0].replace("lo-r1", "lo-r9");
    let out =
        t.send(json!({"user": "u1", "channel": ch, "submit": forged, "fields": {"low": "1"}}));
    assert!(private_text(&out, "u1").contains("out of date"), "{out:?}");
    let out = t.send(json!({"user": "u1", "channel": "elsewhere", "submit": ids[0], "fields": {}}));
    assert!(
        private_text(&out, "u1").contains("another channel"),
        "{out:?}"
    );
    // Hand in; the same form again is out of date, and the buttons are gone.
    let default = view["view"]["me"]["numbers"].clone();
    assert!(default.is_array());
    let modal = t.click("u1", &form_of(&ids, "hi"));
    let value = modal[0]["delivery"]["inputs"][0]["value"]
        .as_str()
        .unwrap()
        .to_string();
    let out = fill(&mut t, "u1", &form_of(&ids, "hi"), json!({"high": value}));
    assert!(private_text(&out, "u1").contains("You handed in High (20)"));
    let out = t.send(json!({"user": "u1", "channel": ch, "submit": form_of(&ids, "lo"), "fields": {"low": value}}));
    assert!(private_text(&out, "u1").contains("out of date"), "{out:?}");
    let view = private_to(&t.click("u1", &t.hand_id()), "u1")
        .unwrap()
        .clone();
    assert!(forms(&view).is_empty());
    // Round 2: round-1 forms stay refused.
    let out = t.advance(61.0);
    assert!(
        out.iter().any(|o| text_of(o).contains("**Showdown")),
        "{out:?}"
    );
    assert_eq!(t.board()["view"]["round"], 2);
    let out = t.send(json!({"user": "u1", "channel": ch, "submit": form_of(&ids, "sw"), "fields": {"low": "1", "high": "1"}}));
    assert!(private_text(&out, "u1").contains("out of date"), "{out:?}");
}

#[test]
fn timeouts_alone_play_a_whole_game_with_the_ruling_defaults() {
    let mut t = Table::new(8);
    start(&mut t, 3, json!({"rounds": 2}));
    let mut texts = String::new();
    for _ in 0..200 {
        if t.finished() {
            break;
        }
        for o in t.advance(61.0) {
            texts.push_str(text_of(&o));
            texts.push('\n');
        }
    }
    assert!(t.finished(), "{texts}");
    assert!(texts.contains("⏰ Time ran out"));
    assert!(texts.contains("checks."), "betting defaults to a check");
    // HL-5: every timed-out declaration is High.
    let reveals: Vec<&str> = texts.lines().filter(|l| l.starts_with("• ")).collect();
    assert!(!reveals.is_empty());
    assert!(
        reveals.iter().all(|l| l.contains("): High: `")),
        "{reveals:?}"
    );
    assert!(
        texts.contains("marked absent"),
        "three timeouts mark a player absent"
    );
}

#[test]
fn a_declaration_deadline_is_not_extended_by_others_handing_in() {
    let mut t = Table::new(13);
    start(&mut t, 3, json!({}));
    to_declaring(&mut t, 3);
    let deadline_of = |t: &Table, name: &str| {
        text_of(t.board())
            .lines()
            .find(|l| l.contains(&format!("**{name}**")) && l.contains("Declare"))
            .map(str::to_string)
    };
    let before = deadline_of(&t, "u3").expect("u3 is asked to declare");
    t.advance(20.0);
    let hand = t.hand_id();
    let view = private_to(&t.click("u1", &hand), "u1").unwrap().clone();
    let value = t.click("u1", &form_of(&forms(&view), "lo"))[0]["delivery"]["inputs"][0]["value"]
        .as_str()
        .unwrap()
        .to_string();
    fill(
        &mut t,
        "u1",
        &form_of(&forms(&view), "lo"),
        json!({"low": value}),
    );
    assert_eq!(
        deadline_of(&t, "u3").unwrap(),
        before,
        "u3's deadline stays"
    );
    assert!(deadline_of(&t, "u1").is_none(), "u1 is done");
    assert_eq!(version_of(&t.hand_id()), version_of(&hand) + 1);
    // The others' common deadline passes 40 s later, as first set: their defaults are played.
    let out = t.advance(39.0);
    assert!(publics(&out).is_empty(), "{out:?}");
    let out = t.advance(1.0);
    for who in ["u2", "u3"] {
        assert!(
            out.iter()
                .any(|o| text_of(o).contains(&format!("Time ran out for {who}"))),
            "{out:?}"
        );
    }
    assert!(out.iter().any(|o| text_of(o).contains("**Showdown")));
}

#[test]
fn bet_menus_offer_amounts_up_to_the_cap_and_no_further() {
    let mut t = Table::new(3);
    start(&mut t, 2, json!({"chips": 30, "ante": 2}));
    for _ in 0..10 {
        if t.board()["view"]["phase"]["type"] == "betting" {
            break;
        }
        t.advance(31.0);
    }
    let (user, view) = who_can_act(&mut t, 2).unwrap();
    let bet = actions(&view)
        .into_iter()
        .find(|c| c["custom_id"].as_str().unwrap().ends_with(":a.b"))
        .unwrap();
    let out = t.click(&user, bet["custom_id"].as_str().unwrap());
    let menu = private_to(&out, &user).unwrap().clone();
    // 3..=30: 28 amounts, more than one select holds: the shared pager shows 25, then 3.
    let select = |menu: &Value| {
        actions(menu)
            .into_iter()
            .find(|c| c["kind"] == "select")
            .unwrap()
    };
    let labels = |c: &Value| -> Vec<String> {
        c["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["label"].as_str().unwrap().to_string())
            .collect()
    };
    let first = labels(&select(&menu));
    assert_eq!(first.len(), 25);
    assert_eq!(first[0], "Bet to 3 in total (+1)");
    let more = actions(&menu)
        .into_iter()
        .find(|c| c["label"] == "More ▶")
        .unwrap();
    let out = t.click(&user, more["custom_id"].as_str().unwrap());
    let page = private_to(&out, &user).unwrap().clone();
    let amounts = labels(&select(&page));
    assert_eq!(amounts.len(), 3);
    assert_eq!(amounts.last().unwrap(), "Bet to 30 in total (+28)");
    let last = select(&page)["custom_id"].as_str().unwrap().to_string();
    // A forged amount above the cap is not an option.
    let forged = last.replace(":a.b.~1", ":a.b.t31");
    let out = t.click(&user, &forged);
    assert!(
        private_text(&out, &user).contains("not available"),
        "{out:?}"
    );
}

/// A level longer than one select can be typed: "Type a choice…" opens a one-input form; a
/// typed amount is played like a click (the engine validates it), an unknown one is refused
/// privately with examples and changes nothing, and a form from before the table moved on is
/// refused as stale.
#[test]
fn a_long_menu_takes_a_typed_choice() {
    let mut t = Table::new(11);
    start(&mut t, 2, json!({"chips": 200}));
    for _ in 0..10 {
        if t.board()["view"]["phase"]["type"] == "betting" {
            break;
        }
        t.advance(31.0);
    }
    let (user, view) = who_can_act(&mut t, 2).unwrap();
    let bet = actions(&view)
        .into_iter()
        .find(|c| c["custom_id"].as_str().unwrap().ends_with(":a.b"))
        .unwrap();
    let out = t.click(&user, bet["custom_id"].as_str().unwrap());
    let menu = private_to(&out, &user).unwrap().clone();
    let typed = menu["components"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["label"] == "Type a choice…")
        .expect("a long level can be typed")["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(typed.ends_with(":t.b"), "{typed}");
    let out = t.click(&user, &typed);
    let modal = private_to(&out, &user).unwrap().clone();
    assert_eq!(modal["delivery"]["kind"], "modal");
    assert_eq!(modal["delivery"]["custom_id"], json!(typed));
    let input = modal["delivery"]["inputs"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let ch = t.channel.clone();
    let submit = |t: &mut Table, text: &str| {
        t.send(
            json!({"user": user, "channel": ch, "submit": typed, "fields": {input.clone(): text}}),
        )
    };
    // Not an amount on offer (beyond the cap): a private note with examples; nothing changes.
    let before = t.hand_id();
    let out = submit(&mut t, "9999");
    assert!(publics(&out).is_empty(), "{out:?}");
    let note = private_text(&out, &user);
    assert!(
        note.contains("\"9999\" is not one of the choices"),
        "{note}"
    );
    assert!(note.contains("e.g. "), "{note}");
    assert_eq!(t.hand_id(), before);
    // A typed amount is a bet like a click.
    let out = submit(&mut t, " 57 ");
    assert!(
        publics(&out)
            .iter()
            .any(|m| m["text"].as_str().unwrap().contains("57")),
        "{out:?}"
    );
    assert_ne!(t.hand_id(), before);
    // The same form again: the table has moved on.
    let out = submit(&mut t, "60");
    assert!(publics(&out).is_empty());
    assert!(
        private_text(&out, &user).contains("That moment has passed"),
        "{out:?}"
    );
}

/// The showdown notice carries a picture of every live hand (drawn from the public showdown
/// event), the board and each private view theirs, all as real PNGs.
#[test]
fn the_showdown_comes_with_its_picture() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = commands::script::Script::new(None, Some(3))
        .unwrap()
        .with_images(dir.path().join("images"))
        .unwrap();
    let mut out = Vec::new();
    for line in [
        json!({"user": "u1", "channel": "c1", "command": "play", "options": {"game": "equation-hi-lo", "rounds": 1}}),
        json!({"user": "u2", "channel": "c1", "command": "join"}),
        json!({"user": "u3", "channel": "c1", "command": "join"}),
        json!({"user": "u1", "channel": "c1", "command": "start"}),
        json!({"user": "u2", "channel": "c1", "command": "hand"}),
    ]
    .into_iter()
    .chain((0..30).map(|_| json!({"advance": 61})))
    {
        out.extend(script.line(&line.to_string()));
    }
    let image = |o: &Value| o["images"][0]["file"].as_str().map(str::to_string);
    let showdown = out
        .iter()
        .find(|o| o["delivery"]["kind"] == "post" && text_of(o).contains("**Showdown"))
        .expect("a showdown notice");
    let file = image(showdown).expect("the showdown notice has a picture");
    // The picture's key names its language: the cache keeps each language's apart.
    assert!(file.ends_with(".e0.en.png"), "{file}");
    assert!(out
        .iter()
        .filter(|o| o["delivery"]["kind"] == "board")
        .all(|o| o["title"].as_str().unwrap().contains("lobby") || image(o).is_some()));
    let private = out
        .iter()
        .filter(|o| {
            o["to"] == "u2"
                && o["title"]
                    .as_str()
                    .is_some_and(|t| t.starts_with("Your view"))
        })
        .find_map(image)
        .expect("a private view has a picture");
    assert!(private.ends_with(".s1.en.png"), "{private}");
    for file in [file, private] {
        let bytes = std::fs::read(&file).unwrap();
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{file}");
    }
}
