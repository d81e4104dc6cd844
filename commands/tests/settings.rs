//! A server's own settings and abandoned tables (issue 27), through `commands` with a real
//! SQLite file (the script driver): only Manage Server changes `/settings`, anyone lists them;
//! house rules, the time control, the channels that may host tables, the bots'
//! levels and ratings apply to new tables and survive a restart; a table nobody plays for the
//! server's period ends as abandoned, unrated, with a notice, and shows so in `/history`.
//! Where any game does, the tables are the example game's, tic-tac-toe; house rules need a game
//! with options, a lobby with room for a second bot needs more than two seats, and a running
//! game that timeouts alone must not end within days needs a long one: those stay on
//! 8-quilibrium.
mod common;
use commands::store::db::ValueRef;
use common::*;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// The lobby board in `out`.
fn lobby(out: &[Value]) -> String {
    publics(out)
        .into_iter()
        .find(|o| o["title"].as_str().is_some_and(|t| t.ends_with("· lobby")))
        .map(|o| text_of(o).to_string())
        .unwrap_or_else(|| panic!("a lobby board: {out:?}"))
}

/// A stored column of table `id`.
fn column(t: &Table, id: i64, column: &str) -> Value {
    let conn = t.conn();
    conn.query_row(
        &format!("SELECT {column} FROM tables WHERE id = ?1"),
        [id],
        |r| {
            r.with_value(0, |v| {
                Ok(match v {
                    ValueRef::Null => Value::Null,
                    ValueRef::Integer(i) => json!(i),
                    ValueRef::Text(t) => json!(t),
                    other => json!(format!("{other:?}")),
                })
            })
        },
    )
    .unwrap()
}

#[test]
fn only_manage_server_changes_settings_and_anyone_lists_them() {
    let mut t = Table::new(1);
    let out = t.command("u1", "settings", json!({"tables": "off"}));
    let refused = private_text(&out, "u1");
    assert!(refused.contains("Manage Server permission"), "{refused}");
    assert!(publics(&out).is_empty());
    let out = t.command("u1", "settings", json!({}));
    let shown = private_text(&out, "u1");
    assert!(shown.contains("• Tables: allowed"), "{shown}");
    assert!(shown.contains("abandoned after 14 days"), "{shown}");
    assert!(shown.contains("nothing (Tabula's defaults)"), "{shown}");

    for (options, why) in [
        (json!({"tables": "maybe"}), "`tables` is"),
        (json!({"house_rules": "rounds=3"}), "Give `game` too"),
        (json!({"game": TTT}), "`house_rules` too"),
        (
            json!({"game": TTT, "house_rules": "rounds=3"}),
            "/play tic-tac-toe takes no options (not `rounds`)",
        ),
        (
            json!({"game": "eight-quilibrium", "house_rules": "rounds=99"}),
            "rounds",
        ),
        (json!({"bot_levels": "godlike"}), "`bot_levels` lists"),
        (json!({"abandon_days": 400}), "from 1 to 365"),
        (json!({"scope": "everywhere", "tables": "on"}), "`scope`"),
    ] {
        let out = t.admin_command("a1", "settings", options.clone());
        let refused = private_text(&out, "a1");
        assert!(refused.contains(why), "{options}: {refused}");
    }
    let out = t.admin_command(
        "a1",
        "settings",
        json!({"game": "eight-quilibrium", "house_rules": "rounds=3 variants=fog, wind_of_change"}),
    );
    let shown = private_text(&out, "a1");
    assert!(shown.starts_with("Saved for the whole server."), "{shown}");
    assert!(
        shown.contains("8-quilibrium: rounds=3 variants=fog, wind_of_change"),
        "{shown}"
    );
}

#[test]
fn house_rules_time_and_channels_apply_to_new_tables_across_a_restart() {
    let mut t = Table::new(2);
    t.admin_command(
        "a1",
        "settings",
        json!({"time": "async", "game": "eight-quilibrium", "house_rules": "rounds=3"}),
    );
    t.channel = "c2".into();
    let out = t.admin_command("a1", "settings", json!({"scope": "here", "tables": "off"}));
    assert!(private_text(&out, "a1").contains("Saved for this channel"));
    t.restart();

    let out = t.command("u1", "play", json!({"game": TTT}));
    assert!(
        private_text(&out, "u1").contains("turn tables off in this channel"),
        "{out:?}"
    );
    t.channel = "c1".into();
    let out = t.command("u1", "play", json!({"game": "eight-quilibrium"}));
    let board = lobby(&out);
    assert!(board.contains("Time control: async"), "{board}");
    assert!(
        board.contains("From this server's house rules: time, rounds (/settings)"),
        "{board}"
    );
    assert_eq!(column(&t, 1, "time_control"), "async");
    let options: Value = serde_json::from_str(column(&t, 1, "options").as_str().unwrap()).unwrap();
    assert_eq!(options["rounds"], 3);
    // The host changes the rounds: no longer the server's house rule.
    let board_msg = t.board().clone();
    let rounds = component(&board_msg, |c| {
        c["custom_id"].as_str().unwrap().ends_with("set.rounds")
    })
    .expect("a rounds select");
    let out = t.select("u1", &rounds, "1");
    let board = lobby(&out);
    assert!(
        board.contains("From this server's house rules: time (/settings)"),
        "{board}"
    );
    t.command("u1", "cancel", json!({}));

    // What /play says wins over the house rules.
    let out = t.command(
        "u1",
        "play",
        json!({"game": "eight-quilibrium", "rounds": 2, "time": "live"}),
    );
    let board = lobby(&out);
    assert!(!board.contains("house rules"), "{board}");
    assert!(board.contains("Time control: live"), "{board}");
    // The channel's own time wins over the server's.
    t.command("u1", "cancel", json!({}));
    t.admin_command("a1", "settings", json!({"scope": "here", "time": "live"}));
    let out = t.command("u1", "play", json!({"game": TTT}));
    assert!(lobby(&out).contains("Time control: live"));
    let out = t.command("u1", "settings", json!({}));
    let shown = private_text(&out, "u1");
    assert!(shown.contains("Set for one channel"), "{shown}");
    assert!(shown.contains("tables off"), "{shown}");
}

#[test]
fn computer_players_follow_the_servers_levels_and_ratings() {
    let mut t = Table::new(3);
    t.admin_command(
        "a1",
        "settings",
        json!({"bot_levels": "easy", "bots_rated": "no"}),
    );
    for (options, why) in [
        (
            json!({"game": TTT, "bots": 1, "bot_level": "strong"}),
            "levels only: easy",
        ),
        (
            json!({"game": TTT, "bots": 1, "rated_with_bots": true}),
            "never counts games with computer players",
        ),
        (
            json!({"game": TTT, "absent": "bot"}),
            "plays at normal level",
        ),
    ] {
        let out = t.command("u1", "play", options.clone());
        assert!(private_text(&out, "u1").contains(why), "{options}: {out:?}");
    }
    // A level not given becomes the one allowed.
    let out = t.command("u1", "play", json!({"game": "eight-quilibrium", "bots": 1}));
    assert!(lobby(&out).contains("Bot (easy)"), "{out:?}");
    let add = component(t.board(), |c| c["label"] == "Add bot").unwrap();
    let out = t.click("u1", &add);
    let levels: Vec<&str> = private_to(&out, "u1").unwrap()["components"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["label"].as_str())
        .collect();
    assert_eq!(levels, ["Easy"]);
    let table = t.board()["delivery"]["table"].as_i64().unwrap();
    let out = t.click("u1", &format!("{table}:99:bot.strong"));
    assert!(
        private_text(&out, "u1").contains("levels only: easy"),
        "{out:?}"
    );
}

/// A table counts as played while people change it or move; timeouts and bots do not keep it
/// alive. Past the period, a lobby closes and a running game ends unrated; a channel's own
/// period wins over the server's.
#[test]
fn a_table_nobody_plays_is_abandoned_after_the_servers_period() {
    const DAY: f64 = 24.0 * 3600.0;
    let mut t = Table::new(4);
    t.admin_command("a1", "settings", json!({"abandon_days": 3}));
    t.channel = "c3".into();
    t.admin_command(
        "a1",
        "settings",
        json!({"scope": "here", "abandon_days": 10}),
    );
    t.command("u7", "play", json!({"game": TTT}));
    t.channel = "c1".into();
    t.command("u5", "play", json!({"game": TTT}));
    t.channel = "c2".into();
    t.command(
        "u1",
        "play",
        json!({"game": "eight-quilibrium", "time": "async"}),
    );
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let game = 3;

    let out = t.advance(2.0 * DAY);
    assert!(
        !out.iter()
            .any(|o| text_of(o).contains("abandoned") || text_of(o).contains("closed")),
        "nothing is abandoned within the period: {out:?}"
    );
    // Someone moves on day 2: the game counts from then.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(4);
    let (user, view) = who_can_act(&mut t, 2).expect("someone can move");
    play_random(&mut t, &user, view, &mut rng);

    let out = t.advance(1.5 * DAY);
    let closed: Vec<&str> = publics(&out).into_iter().map(text_of).collect();
    assert!(
        closed
            .iter()
            .any(|t| t.starts_with("The Tic-tac-toe lobby (table 2) is closed")),
        "the quiet lobby closes: {closed:?}"
    );
    assert!(
        !closed.iter().any(|t| t.contains("table 1)")),
        "c3 waits 10 days"
    );
    assert_eq!(
        column(&t, game, "status"),
        "playing",
        "moved a day and a half ago"
    );
    assert_eq!(column(&t, 2, "ended_why"), "abandoned");
    let closed = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board" && o["delivery"]["table"] == 2)
        .expect("the lobby's board");
    assert_eq!(closed["title"], "Tic-tac-toe · lobby closed");
    assert!(closed["components"].as_array().is_none_or(Vec::is_empty));

    let out = t.advance(2.0 * DAY);
    let notice = publics(&out)
        .into_iter()
        .find(|o| text_of(o).contains("is abandoned"))
        .unwrap_or_else(|| panic!("the game ends: {out:?}"));
    assert_eq!(notice["channel"], "c2");
    assert!(text_of(notice)
        .starts_with("8-quilibrium table 3 is abandoned: nobody made a move for 3 days"));
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board" && o["delivery"]["table"] == game)
        .expect("its board");
    assert!(board["title"].as_str().unwrap().ends_with("· abandoned"));
    assert!(board["components"].as_array().is_none_or(Vec::is_empty));
    assert_eq!(column(&t, game, "status"), "cancelled");
    let conn = t.conn();
    let results: i64 = conn
        .query_row("SELECT COUNT(*) FROM results", [], |r| r.get(0))
        .unwrap();
    assert_eq!(results, 0, "unrated: no result rows, no ratings");
    let deadlines: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM deadlines WHERE table_id = ?1",
            [game],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(deadlines, 0);
    let out = t.command("u1", "history", json!({}));
    assert!(
        private_text(&out, "u1").contains("Abandoned <t:"),
        "{out:?}"
    );
    // The channel is free again.
    let out = t.command("u1", "play", json!({"game": TTT}));
    assert!(!publics(&out).is_empty());

    t.channel = "c3".into();
    let out = t.advance(5.0 * DAY);
    assert!(
        publics(&out)
            .iter()
            .any(|o| text_of(o).starts_with("The Tic-tac-toe lobby (table 1) is closed: nobody joined, started or changed it for 10 days")),
        "{out:?}"
    );
}
