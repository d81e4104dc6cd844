//! A database an earlier Tabula wrote opens with this build, and its games go on.
mod common;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

/// Schema 6 as the migrations wrote it when they were Rust strings (see the fixture's header).
const RELEASED: &str = include_str!("fixtures/tabula-v6.sql");

/// The script driver (seed 7) on a database file written from `dump`, in a folder that lives
/// as long as the returned guard.
fn open(dump: &str) -> (tempfile::TempDir, Table) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tabula.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(dump)
        .unwrap();
    (dir, Table::on_file(db, 7))
}

#[test]
fn a_database_from_before_the_sql_migration_files_opens_and_plays_on() {
    let (_dir, mut t) = open(RELEASED);

    // c1: the Quinox game stands at version 7 with u1 to move; a move goes through.
    let out = t.click("u1", "1:7:hand");
    let view = private_to(&out, "u1").expect("u1's view").clone();
    assert!(!actions(&view).is_empty(), "u1 has a move: {view}");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let out = play_random(&mut t, "u1", view, &mut rng);
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the board after the move");
    assert_eq!(board["delivery"]["table"], 1);

    // c2: the lobby starts its game from the stored seed.
    t.channel = "c2".into();
    let out = t.command("u3", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the game started: {out:?}");
    assert_eq!(t.board()["delivery"]["table"], 2);
    assert!(t.click("u4", &t.hand_id()).iter().any(|o| o["to"] == "u4"));
}

/// Schema 7, as `main` wrote it before rematches and replays (see the fixture's header).
const MAIN_BEFORE_REMATCHES: &str = include_str!("fixtures/tabula-v7.sql");

/// A database of the last schema before this one (issue 27): the running game whose second
/// player resigned goes on, the lobby starts, and the game that finished before rematches
/// existed replays from its deal to its saved end and opens a rematch with its bot.
#[test]
fn a_database_from_before_rematches_plays_on_replays_and_rematches() {
    let (_dir, mut t) = open(MAIN_BEFORE_REMATCHES);

    // c1: Quinox at version 3, u2 resigned; u1 plays on.
    let out = t.click("u1", "1:3:hand");
    let view = private_to(&out, "u1").expect("u1's view").clone();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let out = play_random(&mut t, "u1", view, &mut rng);
    assert!(publics(&out).iter().any(|o| o["delivery"]["table"] == 1));

    // c2: the lobby starts.
    t.channel = "c2".into();
    let out = t.command("u3", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the game started: {out:?}");

    // c3: the finished game replays to its saved end, then its rematch opens.
    t.channel = "c3".into();
    let out = t.command("u7", "replay", json!({}));
    let shown = private_to(&out, "u7").expect("the replay").clone();
    let end = component(&shown, |c| c["label"] == "End ⏭").expect("an End button");
    let out = t.click("u7", &end);
    let last = private_to(&out, "u7").expect("the last step").clone();
    assert!(
        last["text"].as_str().unwrap().starts_with("After move "),
        "{last}"
    );
    let out = t.command("u7", "history", json!({}));
    let ended = private_to(&out, "u7").expect("the final board").clone();
    assert_eq!(
        last["view"], ended["view"],
        "the replay ends on the saved board"
    );

    let out = t.click("u5", "3:18:rematch");
    let lobby = publics(&out)[0];
    let text = lobby["text"].as_str().unwrap();
    assert!(
        text.starts_with("A rematch of table 3.\nHost: u5"),
        "{text}"
    );
    assert!(text.contains("Bot (easy)"), "{text}");
}

/// Schema 10, as `main` wrote it before a thread per table (see the fixture's header).
const MAIN_BEFORE_THREADS: &str = include_str!("fixtures/tabula-v10.sql");

/// A database of the last schema before threads (issue 27): its game goes on in its channel,
/// a Rematch click joins the rematch lobby it holds, its server settings and direct-message
/// choices are still there, and a new table opens in a thread of its own.
#[test]
fn a_database_from_before_threads_plays_on_and_opens_new_tables_in_threads() {
    let (_dir, mut t) = open(MAIN_BEFORE_THREADS);

    // c1: u1 chooses a colour; the game goes on in its channel, where it always was.
    let out = t.click("u1", "1:3:hand");
    let view = private_to(&out, "u1").expect("u1's view").clone();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let out = play_random(&mut t, "u1", view, &mut rng);
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the board after the move");
    assert_eq!(
        (board["delivery"]["table"].clone(), board["channel"].clone()),
        (json!(1), json!("c1"))
    );

    // c3: the finished game's Rematch seats u6 at the rematch lobby already open.
    t.channel = "c3".into();
    let out = t.click("u6", "3:18:rematch");
    let lobby = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the rematch lobby");
    assert_eq!(lobby["delivery"]["table"], 4);
    assert!(lobby["text"].as_str().unwrap().contains("u6"), "{lobby}");

    // The server's settings and u1's direct-message choice are kept.
    let out = t.command("u9", "settings", json!({}));
    let shown = private_text(&out, "u9");
    assert!(shown.contains("abandoned after 30 days"), "{shown}");
    assert!(shown.contains("A thread per table: on"), "{shown}");
    let out = t.command("u1", "notify", json!({}));
    assert!(private_text(&out, "u1").contains("22"), "{out:?}");

    // A new table opens in a thread of its own, with the server's async default.
    let out = t.send(json!({"user": "u7", "channel": "c5", "threads": "open",
                            "command": "play", "options": {"game": TTT}}));
    assert_eq!(out[0]["thread"], "t1", "{out:?}");
    let lobby = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the lobby");
    assert_eq!(lobby["channel"], "t1");
    assert!(lobby["text"].as_str().unwrap().contains("async"), "{lobby}");
}

/// Schema 13, as `main` wrote it before the web pages (see the fixture's header).
const MAIN_BEFORE_WEB_PAGES: &str = include_str!("fixtures/tabula-v13.sql");

/// A database of the last schema before the web pages (issue 46): every table gets a link of
/// its own that opens its page, the game under way plays on with the link on its board, the
/// old results keep no rating (they had none), and a rated game played after the upgrade
/// keeps each player's rating after it.
#[test]
fn a_database_from_before_the_web_pages_gets_links_for_every_table_and_plays_on() {
    let (_dir, t) = open(MAIN_BEFORE_WEB_PAGES);
    let mut t = t.with_public_url("https://tabula.example");
    let conn = t.conn();
    let tokens: Vec<(i64, String)> = conn
        .prepare("SELECT id, web_token FROM tables ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(tokens.len(), 3);
    let distinct: std::collections::BTreeSet<&String> = tokens.iter().map(|(_, t)| t).collect();
    assert_eq!(distinct.len(), 3, "{tokens:?}");
    for (id, token) in &tokens {
        assert!(commands::store::links::well_formed(token), "{token}");
        let table = commands::pages::table_of(&conn, token).unwrap();
        assert_eq!(table.map(|t| t.id), Some(*id));
    }
    let rating_of = |table: i64| -> Vec<(Option<f64>, Option<f64>)> {
        conn.prepare("SELECT mu, sigma FROM results WHERE table_id = ?1 ORDER BY seat")
            .unwrap()
            .query_map([table], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    assert_eq!(
        rating_of(2),
        vec![(None, None); 2],
        "recorded before ratings were kept"
    );

    // c1: u2 places a tile; the board links to the table's page.
    let out = t.click("u2", "1:6:hand");
    let view = private_to(&out, "u2").expect("u2's view").clone();
    assert!(!actions(&view).is_empty(), "u2 has a move: {view}");
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    let out = play_random(&mut t, "u2", view, &mut rng);
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the board after the move");
    assert_eq!(board["delivery"]["table"], 1);
    let link = board["components"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["kind"] == "link")
        .expect("the board's web link");
    assert_eq!(
        link["url"],
        format!("https://tabula.example/t/{}", tokens[0].1)
    );

    // c4: a new live game, played to its end by timeouts, is rated with the ratings after it.
    t.channel = "c4".into();
    t.command(
        "u7",
        "play",
        json!({"game": "eight-quilibrium", "rounds": 1, "time": "live"}),
    );
    t.command("u8", "join", json!({}));
    t.command("u7", "start", json!({}));
    for _ in 0..200 {
        if t.finished() {
            break;
        }
        t.advance(600.0);
    }
    let result = t.result().expect("the game ended").clone();
    assert_eq!(result["title"], "Final scores · table 4");
    let after = rating_of(4);
    assert_eq!(after.len(), 2);
    for (mu, sigma) in after {
        assert!(
            mu.is_some_and(f64::is_finite) && sigma.is_some_and(|s| s > 0.0),
            "{mu:?} {sigma:?}"
        );
    }
}

/// Schema 14, as `main` wrote it before leagues (see the fixture's header).
const MAIN_BEFORE_LEAGUES: &str = include_str!("fixtures/tabula-v14.sql");

/// A database of the last schema before leagues (issue 47) opens at schema 15: the game under
/// way keeps its per-decision deadlines (no clock), takes a move, and its player may go away;
/// the rated result keeps its ratings; the lobby starts.
#[test]
fn a_database_from_before_leagues_plays_on() {
    let (_dir, mut t) = open(MAIN_BEFORE_LEAGUES);
    let conn = t.conn();
    let clocks: Vec<Option<String>> = conn
        .prepare("SELECT clock FROM tables ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(clocks, vec![None, None, None], "no table had a clock");
    let rated: Vec<(f64, f64)> = conn
        .prepare("SELECT mu, sigma FROM results WHERE table_id = 2 ORDER BY seat")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(rated.len(), 2, "the rated result keeps its ratings");

    // c1: u2 moves in the Quinox game under way.
    let out = t.click("u2", "1:4:hand");
    let view = private_to(&out, "u2").expect("u2's view").clone();
    assert!(!actions(&view).is_empty(), "u2 has a move: {view}");
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let out = play_random(&mut t, "u2", view, &mut rng);
    assert!(
        publics(&out)
            .iter()
            .any(|o| o["delivery"]["kind"] == "board" && o["delivery"]["table"] == 1),
        "the move is applied: {out:?}"
    );
    // Its players may go away (schema 15's `away`).
    let out = t.command("u1", "away", json!({"days": 2}));
    assert!(
        publics(&out).iter().any(|o| o["text"]
            .as_str()
            .unwrap_or_default()
            .contains("is away until")),
        "{out:?}"
    );

    // c3: the lobby starts.
    t.channel = "c3".into();
    let out = t.command("u5", "start", json!({}));
    assert!(
        publics(&out)
            .iter()
            .any(|o| o["delivery"]["kind"] == "board" && o["delivery"]["table"] == 3),
        "the lobby's game starts: {out:?}"
    );
    let status: String = conn
        .query_row("SELECT status FROM tables WHERE id = 3", [], |r| r.get(0))
        .unwrap();
    assert_eq!(status, "playing");
}

/// Schema 15, as `main` wrote it before tournaments ran (see the fixture's header).
const MAIN_BEFORE_TOURNAMENTS: &str = include_str!("fixtures/tabula-v15.sql");

/// A database of schema 15 (leagues' clocks, time away and seasons, no tournament yet) opens at
/// the newest schema: the clocked game takes a move on its clock, the season keeps its ratings,
/// the away player's lobby starts, and a tournament runs beside them, its round's tables opened
/// in threads with the seat order migration 16 keeps.
#[test]
fn a_database_from_before_tournaments_plays_on_and_runs_one() {
    let (_dir, mut t) = open(MAIN_BEFORE_TOURNAMENTS);
    let conn = t.conn();
    let season: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM season_ratings WHERE guild = 'g1' AND season = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(season, 2, "season 1's ratings are kept");

    // c1: u1 chooses a colour in the clocked Quinox game.
    let out = t.click("u1", "1:3:hand");
    let view = private_to(&out, "u1").expect("u1's view").clone();
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let out = play_random(&mut t, "u1", view, &mut rng);
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board" && o["delivery"]["table"] == 1)
        .expect("the move is applied")
        .clone();
    assert!(
        board["text"].as_str().unwrap().contains("3d+7"),
        "the clock is kept: {board}"
    );

    // c3: the lobby starts while u6 is away.
    t.channel = "c3".into();
    let out = t.command("u5", "start", json!({}));
    assert!(
        publics(&out)
            .iter()
            .any(|o| o["delivery"]["kind"] == "board" && o["delivery"]["table"] == 3),
        "{out:?}"
    );

    // A tournament of four, created in c1 beside its game: its tables play in threads.
    let mut cup = common::tourney::Tourney::create(t, json!({"game": "quinox", "rounds": 1}));
    for u in ["u1", "u2", "u7", "u8"] {
        cup.join(u);
    }
    cup.start();
    let tables = cup.tables(1);
    assert_eq!(tables.len(), 2);
    assert!(tables
        .iter()
        .all(|p| p.status == "playing" && p.channel.starts_with('t')));
    let seats: Vec<u32> = cup.seats().iter().map(|s| s.seat).collect();
    assert_eq!(seats.iter().filter(|s| **s == 1).count(), 2, "{seats:?}");
}

/// Schema 17, as `main` wrote it before direct messages kept their reader's language (see the
/// fixture's header).
const MAIN_BEFORE_DM_LANGUAGE: &str = include_str!("fixtures/tabula-v17.sql");

/// A database of schema 17 opens at the newest schema and its game goes on; the direct messages
/// of the players who opted in before migration 18 are said in the language each reads: u2's
/// chosen German, and u1's server's French (their Discord language was never kept). Once u1
/// sets `/notify` again from a German client, theirs are German too.
#[test]
fn a_database_from_before_dm_languages_plays_on_and_says_each_message_in_its_readers_language() {
    let (_dir, mut t) = open(MAIN_BEFORE_DM_LANGUAGE);
    let dms = |out: &[serde_json::Value], user: &str| -> Vec<String> {
        out.iter()
            .filter(|o| o["delivery"]["kind"] == "direct" && o["delivery"]["user"] == user)
            .map(|o| o["text"].as_str().unwrap().to_string())
            .collect()
    };
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    // u1 chooses a colour (the board's button as it stands, version 3).
    let out = t.click("u1", "1:3:hand");
    let view = private_to(&out, "u1").expect("u1's view").clone();
    let out = play_random(&mut t, "u1", view, &mut rng);
    let (mut to_u1, mut to_u2) = (dms(&out, "u1"), dms(&out, "u2"));
    for _ in 0..20 {
        if !to_u1.is_empty() && !to_u2.is_empty() {
            break;
        }
        let (user, view) = who_can_act(&mut t, 2).expect("someone can move");
        let out = play_random(&mut t, &user, view, &mut rng);
        to_u1.extend(dms(&out, "u1"));
        to_u2.extend(dms(&out, "u2"));
    }
    assert!(
        !to_u1.is_empty() && !to_u2.is_empty(),
        "{to_u1:?} {to_u2:?}"
    );
    for text in &to_u1 {
        assert!(
            text.starts_with("⏳ La table 1 de Quinox dans <#c1> t'attend : Choisis"),
            "{text}"
        );
    }
    for text in &to_u2 {
        assert!(
            text.starts_with("⏳ Der Quinox-Tisch 1 in <#c1> wartet auf dich: Wähle"),
            "{text}"
        );
    }

    t.send(json!({"user": "u1", "channel": "c1", "command": "notify",
        "options": {"dms": "on"}, "locale": "de"}));
    let mut again = Vec::new();
    for _ in 0..20 {
        if !again.is_empty() {
            break;
        }
        let (user, view) = who_can_act(&mut t, 2).expect("someone can move");
        let out = play_random(&mut t, &user, view, &mut rng);
        again.extend(dms(&out, "u1"));
    }
    assert!(
        again[0].starts_with("⏳ Der Quinox-Tisch 1 in <#c1> wartet auf dich: "),
        "{again:?}"
    );
}
