//! Input bounds (issue 44), through the script driver: very long input (5,000 characters, many
//! of them more than one byte) in every command, option, click, select and form the core
//! takes gets answers within Discord's limits that repeat at most `text::ECHO_MAX` characters
//! of it.
mod common;
use common::*;
use present_kit::session::Engine;
use present_kit::text::ECHO_MAX;
use serde_json::{json, Value};

/// The characters of the long input: none of them occurs in Tabula's own wording, so a run of
/// them in an answer is an echo.
const PIECES: [char; 3] = ['漢', '🎲', 'ŵ'];

/// 5,000 characters (about 14,000 bytes).
fn long() -> String {
    PIECES.iter().cycle().take(5_000).collect()
}

/// Discord's limits for what the adapter sends: the text is an embed's description, the
/// title the embed's title.
const DESCRIPTION_MAX: usize = 4_096;
const TITLE_MAX: usize = 256;

/// The longest run of the long input's characters in `text`.
fn echoed(text: &str) -> usize {
    let (mut run, mut best) = (0, 0);
    for c in text.chars() {
        run = if PIECES.contains(&c) { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

thread_local! {
    /// How many forms this test sent back filled with long input.
    static FORMS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// What [`check`] found wrong in this test, reported together at its end.
    static FOUND: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Records `what` when `ok` does not hold.
fn expect(ok: bool, what: String) {
    if !ok {
        FOUND.with(|f| f.borrow_mut().push(what));
    }
}

/// Fails with everything [`check`] found, if anything.
fn report() {
    let found = FOUND.with(|f| f.take());
    assert!(
        found.is_empty(),
        "{} answers too long or echoing too much:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Every answer in `out` fits Discord and echoes at most the bound.
fn check(out: &[Value], what: &str) {
    expect(!out.is_empty(), format!("{what}: no answer"));
    for o in out {
        let text = o["text"].as_str().unwrap_or_default();
        let title = o["title"].as_str().unwrap_or_default();
        let short: String = text.chars().take(200).collect();
        expect(
            text.chars().count() <= DESCRIPTION_MAX,
            format!("{what}: {} characters: {short}…", text.chars().count()),
        );
        expect(
            title.chars().count() <= TITLE_MAX,
            format!("{what}: title {title}"),
        );
        for part in [text, title] {
            expect(
                echoed(part) <= ECHO_MAX,
                format!(
                    "{what}: echoes {} characters of the input: {short}…",
                    echoed(part)
                ),
            );
        }
        for c in o["components"].as_array().into_iter().flatten() {
            let label = c["label"].as_str().unwrap_or_default();
            expect(echoed(label) <= ECHO_MAX, format!("{what}: label {label}"));
        }
    }
}

/// A line by `user` in `channel`, with `extra` fields; driver errors are answers too here.
fn send(t: &mut Table, line: Value) -> Vec<Value> {
    t.script.line(&line.to_string())
}

/// The option names a command's refusal of an unknown option lists (`it takes `a`, `b``).
fn declared(t: &mut Table, channel: &str, name: &str) -> Vec<String> {
    let out = send(
        t,
        json!({"user": "u1", "channel": channel, "command": name, "options": {"zz_none": "1"},
               "manage_server": true}),
    );
    let text = out
        .first()
        .and_then(|o| o["text"].as_str())
        .unwrap_or_default();
    let Some((_, list)) = text.split_once("it takes ") else {
        return Vec::new();
    };
    list.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Opens and starts a table of `game` in `channel` with u1 and u2 (or bots where it needs
/// more players).
fn started(t: &mut Table, game: &dyn Engine, channel: &str) {
    t.channel = channel.into();
    let (min, _) = game.players();
    t.command(
        "u1",
        "play",
        json!({"game": game.id(), "bots": min.saturating_sub(2), "time": "async"}),
    );
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
}

#[test]
fn long_input_anywhere_gets_short_answers() {
    let long = long();
    let mut t = Table::new(44);
    let engines: Vec<&'static dyn Engine> = registry::engines().collect();
    let mut names: Vec<String> = [
        "join",
        "leave",
        "start",
        "cancel",
        "resign",
        "hand",
        "board",
        "games",
        "play",
        "rules",
        "leaderboard",
        "history",
        "notify",
        "settings",
        "replay",
        "remove",
        "stats",
        "link",
    ]
    .map(str::to_string)
    .to_vec();
    for game in &engines {
        names.extend(
            game.tools(present_kit::words::Lang::En)
                .iter()
                .map(|tool| tool.name.to_string()),
        );
    }
    // A table of every game, each in its channel, so that its own commands reach it.
    for (i, game) in engines.iter().enumerate() {
        started(&mut t, *game, &format!("g{i}"));
    }
    let channels: Vec<String> = (0..engines.len())
        .map(|i| format!("g{i}"))
        .chain(["c-empty".to_string()])
        .collect();

    // An unknown command, and an unknown option of each command.
    for channel in &channels {
        let out = send(
            &mut t,
            json!({"user": "u1", "channel": channel, "command": long, "options": {}}),
        );
        check(&out, "an unknown command");
        for name in &names {
            let out = send(
                &mut t,
                json!({"user": "u1", "channel": channel, "command": name,
                       "options": {long.clone(): "1"}, "manage_server": true}),
            );
            check(&out, &format!("/{name} with an unknown option"));
        }
    }
    // Each declared option of each command given the long value, in every channel.
    for name in &names {
        let options = declared(&mut t, "c-empty", name);
        for channel in &channels {
            for option in &options {
                let out = send(
                    &mut t,
                    json!({"user": "u1", "channel": channel, "command": name,
                           "options": {option.clone(): long}, "manage_server": true}),
                );
                check(&out, &format!("/{name} {option}:<long> in {channel}"));
            }
        }
    }
    // /play: the game's name, and every option of every game.
    let out = send(
        &mut t,
        json!({"user": "u1", "channel": "c-play", "command": "play", "options": {"game": long}}),
    );
    check(&out, "/play game:<long>");
    for game in &engines {
        for option in commands::input::play_options(*game, present_kit::words::Lang::En) {
            let out = send(
                &mut t,
                json!({"user": "u1", "channel": "c-play", "command": "play",
                       "options": {"game": game.id(), option.name: long}}),
            );
            check(&out, &format!("/play {} {}:<long>", game.id(), option.name));
            t.send(json!({"user": "u1", "channel": "c-play", "command": "cancel"}));
        }
    }
    // /settings house rules of the long kind.
    for value in [long.clone(), format!("{long}={long}"), format!("a={long}")] {
        let game = engines[0].id();
        let out = send(
            &mut t,
            json!({"user": "u1", "channel": "c-empty", "command": "settings", "manage_server": true,
                   "options": {"game": game, "house_rules": value}}),
        );
        check(&out, "/settings house_rules:<long>");
    }
    // Clicks, selects and forms with long ids and values, at every table.
    for channel in &channels {
        let out = send(
            &mut t,
            json!({"user": "u1", "channel": channel, "click": long}),
        );
        check(&out, "a click on a long id");
        let out = send(
            &mut t,
            json!({"user": "u1", "channel": channel, "submit": long, "fields": {long.clone(): long}}),
        );
        check(&out, "a form with a long id");
    }
    for (i, _) in engines.iter().enumerate() {
        components_with_long_input(&mut t, &format!("g{i}"));
    }
    report();
}

/// Every button of the private views of u1 and u2 at `channel`'s table clicked with a long
/// value (as a select's), and every form they open sent back with long fields (the typed
/// choice, Equation Hi-Lo's equations).
fn components_with_long_input(t: &mut Table, channel: &str) {
    let long = long();
    let channel = channel.to_string();
    t.channel = channel.clone();
    // The "Show my hand / act" button of this channel's latest board.
    let Some(hand) = t
        .log
        .iter()
        .rev()
        .filter(|o| o["delivery"]["kind"] == "board" && o["channel"] == channel.as_str())
        .find_map(|b| component(b, |c| c["custom_id"].as_str().unwrap().ends_with(":hand")))
    else {
        expect(false, format!("no board in {channel}"));
        return;
    };
    for user in ["u1", "u2"] {
        let view = private_to(&t.click(user, &hand), user).cloned();
        let Some(view) = view else { continue };
        for c in view["components"].as_array().into_iter().flatten() {
            let Some(id) = c["custom_id"].as_str() else {
                continue;
            };
            let out = send(
                t,
                json!({"user": user, "channel": channel, "click": id, "values": [long]}),
            );
            check(&out, &format!("{id} with a long value"));
            // A button that opens a form: the form sent back with long fields.
            let out = send(t, json!({"user": user, "channel": channel, "click": id}));
            let Some(form) = out.iter().find(|o| o["delivery"]["kind"] == "modal") else {
                continue;
            };
            let fields: serde_json::Map<String, Value> = form["delivery"]["inputs"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|i| i["custom_id"].as_str())
                .map(|f| (f.to_string(), json!(long)))
                .collect();
            let submit = form["delivery"]["custom_id"].as_str().unwrap_or_default();
            let out = send(
                t,
                json!({"user": user, "channel": channel, "submit": submit, "fields": fields}),
            );
            FORMS.with(|n| n.set(n.get() + 1));
            check(&out, &format!("form {id} with long fields"));
        }
    }
}

/// Equation Hi-Lo's equations typed long, in its declaration.
#[test]
fn long_equations_get_short_answers() {
    let mut t = Table::new(45);
    t.command("u1", "play", json!({"game": "equation-hi-lo"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    for _ in 0..60 {
        if t.board()["view"]["phase"]["type"] == "declaring" {
            break;
        }
        let (user, view) = who_can_act(&mut t, 2).expect("someone acts");
        let calm = actions(&view)
            .into_iter()
            .find(|c| {
                let label = c["label"].as_str().unwrap();
                label == "Check" || label.starts_with("Call") || label.starts_with("The ×")
            })
            .expect("a calm choice");
        t.click(&user, calm["custom_id"].as_str().unwrap());
    }
    assert_eq!(t.board()["view"]["phase"]["type"], "declaring");
    components_with_long_input(&mut t, "c1");
    assert!(
        FORMS.with(|n| n.get()) > 0,
        "the declaration's forms were filled"
    );
    report();
}
