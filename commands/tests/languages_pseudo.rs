//! The pseudo-language through whole games (issue 48): a server whose Discord language is the
//! pseudo one (`en-XA`: each catalog text accented, longer and bracketed ⟦…⟧) plays each
//! registered game to its end at an async table, with a direct message, a reminder and a
//! timeout on the way, then asks every command a player or an admin reads answers from, and
//! types a few that do not read. Every text, title, label, placeholder and alt text Tabula sent
//! must have come through a catalog: a plain English word outside the brackets is a text that
//! skipped them. Nothing but the first line names a language: every other answer follows the
//! server's, which Tabula remembers from it.
mod common;
use common::*;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::{json, Value};

/// Words that are no English to translate: the games' and Tabula's names.
const KEPT: [&str; 9] = [
    "Tabula",
    "Quinox",
    "Relinquish",
    "Equilibrix",
    "Project",
    "Equation",
    "quilibrium",
    "Tic",
    "tac",
];

/// The keys of an output line whose strings a person reads.
const READ: [&str; 6] = [
    "text",
    "title",
    "label",
    "placeholder",
    "alt",
    "description",
];

/// Every string a person reads in `line`, with where it is (the game's own `view` data is
/// no text).
fn read_texts<'a>(line: &'a Value, at: &str, out: &mut Vec<(String, &'a str)>) {
    match line {
        Value::Object(map) => {
            for (key, value) in map {
                if key == "view" {
                    continue;
                }
                match value {
                    Value::String(text) if READ.contains(&key.as_str()) => {
                        out.push((format!("{at}.{key}"), text));
                    }
                    _ => read_texts(value, &format!("{at}.{key}"), out),
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                read_texts(item, at, out);
            }
        }
        _ => {}
    }
}

/// Whether `text` holds a word of plain English outside the pseudo-language's brackets: a run
/// of three or more ASCII letters with a lowercase one that is not a name in [`KEPT`] (tile and
/// card codes are capitals, labels and ids have digits; markup and timestamps are short).
fn plain_english(text: &str) -> bool {
    present_kit::words::outside_pseudo(text)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()))
        .any(|w| !KEPT.contains(&w))
}

/// Whether the latest board of the table is over: it offers no hand to open.
fn over(t: &Table) -> bool {
    t.log
        .iter()
        .rev()
        .find(|o| o["delivery"]["kind"] == "board")
        .is_some_and(|board| {
            component(board, |c| {
                c["custom_id"]
                    .as_str()
                    .is_some_and(|id| id.ends_with(":hand"))
            })
            .is_none()
        })
}

/// u1's next move from their view: random menu choices down to an action (never Back, the
/// secondary button of the last row, whose label is no longer "◀ Back"), or the form as it
/// opens (Equation Hi-Lo's declaration). False when u1 has nothing to do.
fn u1_acts(t: &mut Table, rng: &mut rand_chacha::ChaCha8Rng) -> bool {
    let choices = |view: &Value| -> Vec<Value> {
        actions(view)
            .into_iter()
            .filter(|c| !(c["row"] == 4 && c["style"] == "secondary"))
            .collect()
    };
    let hand = t.hand_id();
    let out = t.click("u1", &hand);
    let mut view = private_to(&out, "u1").expect("u1's view").clone();
    if !choices(&view).is_empty() {
        for _ in 0..30 {
            let Some(c) = choices(&view).choose(rng).cloned() else {
                return true;
            };
            let id = c["custom_id"].as_str().unwrap().to_string();
            let out = if c["kind"] == "select" {
                let options = c["options"].as_array().unwrap();
                let value = options.choose(rng).unwrap()["value"].as_str().unwrap();
                let value = value.to_string();
                t.select("u1", &id, &value)
            } else {
                t.click("u1", &id)
            };
            match private_to(&out, "u1") {
                Some(next) if publics(&out).is_empty() => view = next.clone(),
                _ => return true,
            }
        }
        return true;
    }
    let Some(form) = component(&view, |c| {
        c["custom_id"].as_str().is_some_and(|id| id.contains(":f."))
    }) else {
        return false;
    };
    let out = t.click("u1", &form);
    let modal = private_to(&out, "u1").unwrap().clone();
    let Some(id) = modal["delivery"]["custom_id"].as_str() else {
        return false;
    };
    let mut fields = serde_json::Map::new();
    for i in modal["delivery"]["inputs"].as_array().unwrap() {
        fields.insert(i["custom_id"].as_str().unwrap().into(), i["value"].clone());
    }
    let ch = t.channel.clone();
    t.send(json!({"user": "u1", "channel": ch, "submit": id, "fields": fields}));
    true
}

/// Plays `game` at an async table of u1 and the game's quick bots to its end, in the
/// pseudo-language, with a reminder and a timeout on the way.
fn play_in_pseudo(entry: &present_kit::entry::Entry, seed: u64) -> Table {
    let game = entry.engine.id();
    let mut t = Table::new(seed);
    t.send(json!({"user": "u1", "channel": "c1", "command": "notify",
        "options": {"dms": "on"}, "locale": "en-XA", "guild_locale": "en-XA"}));
    let mut play: Value = serde_json::from_str(entry.quick.options).unwrap();
    play["game"] = json!(game);
    play["time"] = json!("async");
    play["bots"] = json!(entry.quick.bots);
    play["bot_level"] = json!("easy");
    t.send(
        json!({"user": "u1", "channel": "c1", "command": "play", "options": play,
        "guild_locale": "en-XA"}),
    );
    let out = t.command("u1", "start", json!({}));
    assert!(!publics(&out).is_empty(), "{game} starts: {out:?}");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let (mut moves, mut waited) = (0, false);
    for _ in 0..5_000 {
        if over(&t) {
            break;
        }
        if u1_acts(&mut t, &mut rng) {
            moves += 1;
            // Once u1 has played a little: the reminder before their deadline, then the
            // timeout that plays their turn for them.
            if moves == 3 && !waited && !over(&t) {
                waited = true;
                t.advance(22.5 * 3600.0);
                t.advance(3.0 * 3600.0);
            }
        } else {
            t.advance(2.0);
        }
    }
    assert!(over(&t), "{game} ended ({moves} moves)");
    t
}

/// After a game: what a player and an admin read from the commands, and refusals of what was
/// typed wrong.
fn ask_everything(t: &mut Table, game: &str) {
    for (name, options) in [
        ("rules", json!({"game": game})),
        ("games", json!({})),
        ("history", json!({})),
        ("replay", json!({"table": 1})),
        ("stats", json!({})),
        ("stats", json!({"bots": true})),
        ("leaderboard", json!({"game": game})),
        ("season", json!({})),
        ("notify", json!({})),
        ("away", json!({"days": 1})),
        ("away", json!({"off": true})),
        ("play", json!({"game": "chess"})),
        ("play", json!({"game": game, "clock": "soon"})),
        ("play", json!({"game": game, "bots": 99})),
        ("replay", json!({"table": "x"})),
        ("notify", json!({"quiet": "25-3"})),
        ("leaderboard", json!({"game": game, "season": "last"})),
    ] {
        t.command("u1", name, options);
    }
    // A rematch from the finished board, and a tournament's sign-up, standings and end.
    let rematch = t
        .log
        .iter()
        .rev()
        .find(|o| o["delivery"]["kind"] == "board")
        .and_then(|board| {
            component(board, |c| {
                c["custom_id"]
                    .as_str()
                    .is_some_and(|id| id.ends_with(":rematch"))
            })
        });
    if let Some(id) = rematch {
        t.click("u1", &id);
    }
    t.admin_command(
        "admin",
        "tournament",
        json!({"action": "create", "game": game, "name": "T48"}),
    );
    for (user, action) in [
        ("u1", "join"),
        ("u2", "join"),
        ("u2", "leave"),
        ("u1", "start"),
    ] {
        t.click(user, &format!("tn:1:{action}"));
    }
    assert!(
        t.log
            .iter()
            .any(|o| o.to_string().contains("\"tn:1:join\"")),
        "{game}: the tournament's sign-up was posted"
    );
    t.command("u1", "tournament", json!({"action": "standings"}));
    t.admin_command("admin", "tournament", json!({"action": "cancel"}));
    for options in [
        json!({}),
        json!({"clock": "soon"}),
        json!({"game": game, "house_rules": "=3"}),
        json!({"abandon_days": 999}),
    ] {
        t.admin_command("admin", "settings", options);
    }
}

#[test]
fn every_game_and_every_answer_in_the_pseudo_language_came_through_a_catalog() {
    let mut problems = Vec::new();
    for (i, entry) in registry::GAMES.iter().enumerate() {
        let game = entry.engine.id();
        let mut t = play_in_pseudo(entry, 4800 + i as u64);
        ask_everything(&mut t, game);
        let dms = t
            .log
            .iter()
            .filter(|o| o["delivery"]["kind"] == "direct")
            .count();
        assert!(dms > 0, "{game}: u1 was sent a direct message");
        let mut texts = Vec::new();
        for line in &t.log {
            read_texts(line, "", &mut texts);
        }
        let bracketed = texts.iter().filter(|(_, text)| text.contains('⟦')).count();
        assert!(
            bracketed > 30,
            "{game}: only {bracketed} texts in the pseudo-language"
        );
        let mut plain: Vec<String> = texts
            .iter()
            .filter(|(_, text)| plain_english(text))
            .map(|(at, text)| format!("{game} {at}: {text}"))
            .collect();
        plain.sort();
        plain.dedup();
        problems.extend(plain);
    }
    assert!(
        problems.is_empty(),
        "{} texts skipped the catalogs:\n{}",
        problems.len(),
        problems.into_iter().take(60).collect::<Vec<_>>().join("\n")
    );
}
