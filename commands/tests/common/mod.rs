//! A small harness over the script driver: send lines, keep what came out, find components.
#![allow(dead_code)]
pub mod direct;
pub mod tourney;
use commands::script::Script;
use commands::store::db::Conn;
use commands::store::Location;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::path::Path;

/// The example game's id: the game platform tests play where the game does not matter.
pub const TTT: &str = "tic-tac-toe";

pub struct Table {
    pub script: Script,
    pub channel: String,
    /// Every output line so far.
    pub log: Vec<Value>,
}

/// Where a test's database `path` is: that SQLite file, or with TABULA_TEST_ENGINE=postgres a
/// PostgreSQL database of its own (the same one each time for the same path, so a test that
/// reopens its file reopens it).
pub fn location(path: &Path) -> Location {
    match pg_test::database_for(path) {
        Some(url) => Location::Postgres(url),
        None => Location::File(path.to_path_buf()),
    }
}

/// A plain connection to the database standing for `path` (see [`location`]).
pub fn db(path: impl AsRef<Path>) -> commands::store::db::Result<Conn> {
    match location(path.as_ref()) {
        Location::File(path) => Conn::open(path),
        Location::Postgres(url) => Conn::postgres(&url),
    }
}

/// The names of a SQLite database's tables, SQLite's own left out, in order.
pub fn sqlite_tables(file: &Conn) -> Vec<String> {
    file.prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' \
         ORDER BY name",
    )
    .unwrap()
    .query_map([], |r| r.get(0))
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

/// A plain connection to `location`, to look into what Tabula stored.
pub fn connect(location: &Location) -> Conn {
    commands::store::connect(location).expect("the test database opens")
}

impl Table {
    pub fn new(seed: u64) -> Table {
        Table::with_db(None, seed)
    }

    pub fn with_db(db: Option<std::path::PathBuf>, seed: u64) -> Table {
        let (path, temp) = match db {
            Some(path) => (path, None),
            None => {
                let dir = tempfile::tempdir().unwrap();
                (dir.path().join("tabula.db"), Some(dir))
            }
        };
        Table {
            script: Script::at(location(&path), temp, Some(seed)).expect("script opens"),
            channel: "c1".into(),
            log: Vec::new(),
        }
    }

    /// A table on the database at `location`, whatever the backend under test.
    pub fn at(location: Location, seed: u64) -> Table {
        Table {
            script: Script::at(location, None, Some(seed)).expect("script opens"),
            channel: "c1".into(),
            log: Vec::new(),
        }
    }

    /// A table on the SQLite file `path` whatever the backend under test: for tests of what
    /// only a file has (damage, released databases).
    pub fn on_file(path: std::path::PathBuf, seed: u64) -> Table {
        Table {
            script: Script::new(Some(path), Some(seed)).expect("script opens"),
            channel: "c1".into(),
            log: Vec::new(),
        }
    }

    /// The same table with Tabula's public address set (`PUBLIC_URL`, issue 46).
    pub fn with_public_url(mut self, url: &str) -> Table {
        self.script = self
            .script
            .with_public_url(Some(url.to_string()))
            .expect("script reopens");
        self
    }

    pub fn send(&mut self, line: Value) -> Vec<Value> {
        let out = self.script.line(&line.to_string());
        for o in &out {
            assert!(o.get("error").is_none(), "driver error for {line}: {o}");
        }
        self.log.extend(out.clone());
        out
    }

    pub fn command(&mut self, user: &str, name: &str, options: Value) -> Vec<Value> {
        let ch = self.channel.clone();
        self.send(json!({"user": user, "channel": ch, "command": name, "options": options}))
    }

    /// A command by someone who may manage the server (`/settings`).
    pub fn admin_command(&mut self, user: &str, name: &str, options: Value) -> Vec<Value> {
        let ch = self.channel.clone();
        self.send(
            json!({"user": user, "channel": ch, "command": name, "options": options,
                         "manage_server": true}),
        )
    }

    pub fn click(&mut self, user: &str, custom_id: &str) -> Vec<Value> {
        let ch = self.channel.clone();
        self.send(json!({"user": user, "channel": ch, "click": custom_id}))
    }

    pub fn select(&mut self, user: &str, custom_id: &str, value: &str) -> Vec<Value> {
        let ch = self.channel.clone();
        self.send(json!({"user": user, "channel": ch, "click": custom_id, "values": [value]}))
    }

    /// Picks several values (or none) in a multi-select.
    pub fn select_many(&mut self, user: &str, custom_id: &str, values: &[&str]) -> Vec<Value> {
        let ch = self.channel.clone();
        self.send(json!({"user": user, "channel": ch, "click": custom_id, "values": values}))
    }

    pub fn advance(&mut self, seconds: f64) -> Vec<Value> {
        self.send(json!({ "advance": seconds }))
    }

    /// The database file the table's script runs on.
    /// A connection of its own to the script's database.
    pub fn conn(&self) -> Conn {
        connect(self.script.location())
    }

    pub fn restart(&mut self) -> Vec<Value> {
        self.send(json!({ "restart": true }))
    }

    /// Opens a table of the example game, tic-tac-toe, with u1 (X, the host) and u2 (O) and
    /// starts it: the platform tests' table wherever the game does not matter.
    pub fn start_ttt(&mut self) -> Vec<Value> {
        self.start_ttt_with(json!({}))
    }

    /// Like [`Table::start_ttt`], with more `/play` options (e.g. `{"time": "async"}`).
    pub fn start_ttt_with(&mut self, options: Value) -> Vec<Value> {
        let mut play = json!({"game": TTT});
        if let (Some(map), Some(extra)) = (play.as_object_mut(), options.as_object()) {
            map.extend(extra.clone());
        }
        self.command("u1", "play", play);
        self.command("u2", "join", json!({}));
        self.command("u1", "start", json!({}))
    }

    /// The id of `user`'s button for the tic-tac-toe move `code` (`keep`, `toss`, `a1` ..
    /// `c3`) in their private view, opened from the latest board.
    pub fn ttt_button(&mut self, user: &str, code: &str) -> String {
        let hand = self.hand_id();
        let out = self.click(user, &hand);
        let view = private_to(&out, user).expect("a private view").clone();
        let end = format!(":a.{code}");
        component(&view, |c| {
            c["custom_id"].as_str().is_some_and(|id| id.ends_with(&end))
        })
        .unwrap_or_else(|| panic!("{user} is offered {code}: {view}"))
    }

    /// Plays the tic-tac-toe move `code` for `user` through their private view, as they
    /// would click it; returns the outputs of the click that applied it.
    pub fn ttt_move(&mut self, user: &str, code: &str) -> Vec<Value> {
        let id = self.ttt_button(user, code);
        self.click(user, &id)
    }

    /// Plays the started tic-tac-toe table to its end by the example game's short win
    /// (`tic_tac_toe::rules::X_WINS`): u1 (X) wins with a row.
    pub fn ttt_to_win(&mut self) {
        for (seat, action) in tic_tac_toe::rules::X_WINS {
            let user = format!("u{}", seat + 1);
            let out = self.ttt_move(&user, &tic_tac_toe::present::code(&action));
            assert!(
                !publics(&out).is_empty(),
                "{user} {action:?} is applied: {out:?}"
            );
        }
        assert!(self.finished(), "the short game ends");
    }

    /// Opens an 8-quilibrium table with `n` players u1..un and starts it.
    pub fn start_eq(&mut self, n: usize) -> Vec<Value> {
        self.command("u1", "play", json!({"game": "eight-quilibrium"}));
        for i in 2..=n {
            self.command(&format!("u{i}"), "join", json!({}));
        }
        self.command("u1", "start", json!({}))
    }

    /// Opens an 8-quilibrium table with `n` players u1..un and game `options` (e.g.
    /// `{"preset": "enigma"}`) and starts it.
    pub fn start_eq_with(&mut self, n: usize, options: Value) -> Vec<Value> {
        let mut play = json!({"game": "eight-quilibrium"});
        if let (Some(map), Some(extra)) = (play.as_object_mut(), options.as_object()) {
            map.extend(extra.clone());
        }
        self.command("u1", "play", play);
        for i in 2..=n {
            self.command(&format!("u{i}"), "join", json!({}));
        }
        self.command("u1", "start", json!({}))
    }

    /// The phase type the board's (spectator) view shows, e.g. `"turn"` or `"quick_toss"`.
    pub fn phase(&self) -> String {
        self.board()["view"]["phase"]["type"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// The latest board line.
    pub fn board(&self) -> &Value {
        self.log
            .iter()
            .rev()
            .find(|o| o["delivery"]["kind"] == "board")
            .expect("a board was posted")
    }

    /// The "Show my hand / act" id on the latest board.
    pub fn hand_id(&self) -> String {
        component(self.board(), |c| {
            c["custom_id"].as_str().unwrap().ends_with(":hand")
        })
        .expect("board has a hand button")
    }

    /// The final-scores post, once the game has ended.
    pub fn result(&self) -> Option<&Value> {
        self.log.iter().rev().find(|o| {
            o["title"]
                .as_str()
                .is_some_and(|t| t.starts_with("Final scores"))
        })
    }

    pub fn finished(&self) -> bool {
        self.result().is_some()
    }
}

pub fn private_to<'a>(out: &'a [Value], user: &str) -> Option<&'a Value> {
    out.iter().find(|o| o["to"] == user)
}

/// The text of the private reply to `user` ("" if there is none).
pub fn private_text(out: &[Value], user: &str) -> String {
    private_to(out, user)
        .map(|o| o["text"].as_str().unwrap_or_default().to_string())
        .unwrap_or_default()
}

pub fn publics(out: &[Value]) -> Vec<&Value> {
    out.iter().filter(|o| o["to"] == "public").collect()
}

pub fn component(msg: &Value, pred: impl Fn(&Value) -> bool) -> Option<String> {
    msg["components"]
        .as_array()?
        .iter()
        .find(|c| pred(c))
        .map(|c| c["custom_id"].as_str().unwrap_or_default().to_string())
}

/// Action components (menu steps) of a message, excluding Back.
pub fn actions(msg: &Value) -> Vec<Value> {
    msg["components"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .filter(|c| {
                    let id = c["custom_id"].as_str().unwrap_or_default();
                    (id.contains(":a") || id.contains(":p")) && c["label"] != "◀ Back"
                })
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// Finds which user has something to do: asks each seat's private view.
pub fn who_can_act(t: &mut Table, players: usize) -> Option<(String, Value)> {
    let hand = t.hand_id();
    for i in 1..=players {
        let user = format!("u{i}");
        let out = t.click(&user, &hand);
        let view = private_to(&out, &user).expect("private view").clone();
        if !actions(&view).is_empty() {
            return Some((user, view));
        }
    }
    None
}

/// Plays one random legal action for `user` starting from their `view`, clicking only what is
/// shown. Returns the outputs of the click that applied the action.
pub fn play_random(t: &mut Table, user: &str, mut view: Value, rng: &mut impl Rng) -> Vec<Value> {
    loop {
        let choices = actions(&view);
        let c = choices.choose(rng).expect("a choice is offered").clone();
        let id = c["custom_id"].as_str().unwrap().to_string();
        let out = if c["kind"] == "select" {
            let opts = c["options"].as_array().unwrap();
            let v = opts.choose(rng).unwrap()["value"]
                .as_str()
                .unwrap()
                .to_string();
            t.select(user, &id, &v)
        } else {
            t.click(user, &id)
        };
        if !publics(&out).is_empty() {
            return out;
        }
        view = private_to(&out, user)
            .expect("menu step answers privately")
            .clone();
        assert!(
            !actions(&view).is_empty(),
            "a menu step leads somewhere: {view}"
        );
    }
}

/// Plays random legal actions (through the menus, like a player) until `done` holds for the
/// table or the game ends; returns whether `done` held.
pub fn drive_until(
    t: &mut Table,
    players: usize,
    rng: &mut impl Rng,
    steps: usize,
    done: impl Fn(&Table) -> bool,
) -> bool {
    for _ in 0..steps {
        if done(t) {
            return true;
        }
        if t.finished() {
            return false;
        }
        let (user, view) = who_can_act(t, players).expect("someone can act");
        play_random(t, &user, view, rng);
    }
    done(t)
}

/// Plays a whole game of `game` for person u1 and `bots` easy bots at a `time` table: u1
/// plays random choices from its view (and, in Equation Hi-Lo, declares through the form),
/// the bots move when their rows fall due. Returns the table at the end.
pub fn human_and_bots(game: &str, extra: Value, bots: usize, time: &str, seed: u64) -> Table {
    let mut t = Table::new(seed);
    let mut play = json!({"game": game, "bots": bots, "bot_level": "easy", "time": time});
    if let (Some(map), Some(more)) = (play.as_object_mut(), extra.as_object()) {
        map.extend(more.clone());
    }
    t.command("u1", "play", play);
    let out = t.command("u1", "start", json!({}));
    assert!(!publics(&out).is_empty(), "{game} starts: {out:?}");
    play_to_end(&mut t, game, seed);
    t
}

/// Plays the started game at `t`'s channel to its end for person u1 (random choices from its
/// view; in Equation Hi-Lo, declarations through the form) while its bots move.
pub fn play_to_end(t: &mut Table, game: &str, seed: u64) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut moves = 0;
    let mut waits = 0;
    for _ in 0..5_000 {
        if t.finished() {
            break;
        }
        let hand = t.hand_id();
        let out = t.click("u1", &hand);
        let view = private_to(&out, "u1").expect("a view").clone();
        if !actions(&view).is_empty() {
            play_random(t, "u1", view, &mut rng);
            moves += 1;
        } else if let Some(form) = component(&view, |c| {
            c["custom_id"].as_str().is_some_and(|id| id.contains(":f."))
        }) {
            // Equation Hi-Lo's declaration: hand in the form as it opens (the cards in order);
            // if that is no equation the engine accepts, the deadline plays the default.
            let out = t.click("u1", &form);
            let modal = private_to(&out, "u1").unwrap().clone();
            let id = modal["delivery"]["custom_id"].as_str().unwrap().to_string();
            let mut fields = serde_json::Map::new();
            for i in modal["delivery"]["inputs"].as_array().unwrap() {
                fields.insert(i["custom_id"].as_str().unwrap().into(), i["value"].clone());
            }
            let ch = t.channel.clone();
            let out = t.send(json!({"user": "u1", "channel": ch, "submit": id, "fields": fields}));
            if publics(&out).is_empty() {
                t.advance(61.0);
            }
            moves += 1;
        } else {
            // Nothing for u1: the bots' turn (their pause at a live table).
            t.advance(2.0);
            waits += 1;
        }
    }
    assert!(
        t.finished(),
        "{game}: the game ended ({moves} moves, {waits} waits)"
    );
    assert!(moves > 0, "{game}: the person played");
}
