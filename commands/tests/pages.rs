//! The web pages' data (issue 46, `commands::pages`): found only by a live link, built from
//! the same functions as Discord's messages, and a replay step for every move.
mod common;

use commands::pages::server::{player_page, server_page};
use commands::pages::{move_log, replay_step, table_of, table_page, Stage};
use commands::store::db::Conn;
use common::{component, Table};
use present_kit::words::Lang;
use serde_json::{json, Value};

/// The web link of the channel's table.
fn token(conn: &Conn) -> String {
    conn.query_row(
        "SELECT web_token FROM tables ORDER BY id DESC LIMIT 1",
        [],
        |r| r.get(0),
    )
    .expect("a table with a link")
}

fn page(t: &Table) -> commands::pages::TablePage {
    let conn = t.conn();
    table_page(&conn, &token(&conn), Lang::En)
        .expect("the page reads")
        .expect("the link is live")
}

#[test]
fn a_running_tables_page_follows_its_moves_and_ends_as_its_replay() {
    let mut t = Table::new(3);
    t.start_ttt();
    let first = page(&t);
    assert_eq!(first.stage, Stage::Playing);
    assert_eq!(first.game, common::TTT);
    assert_eq!(first.moves.as_deref().map(<[_]>::len), Some(0));
    assert_eq!(first.players.len(), 2);
    // The example game opens with both players' secret keep-or-toss choice.
    assert!(
        first.players.iter().all(|p| p.awaited && p.due.is_some()),
        "both are awaited, with a deadline: {:?}",
        first.players
    );
    // (The link preview's line, "waiting for …", is the web pages' to word: issue 48.)
    assert!(!first.abandoned);

    t.ttt_to_win();
    let last = page(&t);
    assert_eq!(last.stage, Stage::Finished);
    assert!(last.version > first.version);
    let moves = last.moves.clone().expect("the log replays");
    assert_eq!(moves.len(), tic_tac_toe::rules::X_WINS.len());
    assert!(last.text.contains("Final scores"), "{}", last.text);
    assert!(last.players.iter().all(|p| !p.awaited));

    // Every step of the replay: its number, and the move's lines as the page lists them.
    let conn = t.conn();
    let link = token(&conn);
    for k in 0..=moves.len() {
        let step = replay_step(&conn, &link, k, Lang::En)
            .unwrap()
            .expect("a step");
        assert_eq!((step.step, step.steps), (k, moves.len()));
        let said = k
            .checked_sub(1)
            .map(|i| moves[i].lines.clone())
            .unwrap_or_default();
        assert_eq!(step.said, said, "step {k}");
    }
    // Past the end: the last step.
    let past = replay_step(&conn, &link, 10_000, Lang::En)
        .unwrap()
        .unwrap();
    assert_eq!(past.step, moves.len());

    // The move log is the file /replay's "Move log" button gives.
    let (name, text) = move_log(&conn, &link, Lang::En).unwrap().expect("a log");
    let replay = t.command("u1", "replay", json!({}));
    let log_button = component(&replay[0], |c| {
        c["label"]
            .as_str()
            .is_some_and(|l| l.starts_with("Move log"))
    })
    .expect("a move log button");
    let file = t.click("u1", &log_button);
    assert_eq!(file[0]["file"]["name"], Value::from(name));
    assert_eq!(file[0]["file"]["text"], Value::from(text));
}

#[test]
fn a_revoked_link_or_links_turned_off_find_nothing_and_neither_does_a_made_up_one() {
    let mut t = Table::new(4);
    t.start_ttt();
    let conn = t.conn();
    let old = token(&conn);
    assert!(table_of(&conn, &old).unwrap().is_some());
    for made_up in [
        "",
        "x",
        &"0".repeat(32),
        "..%2F..%2Fetc",
        &old.to_uppercase(),
    ] {
        assert!(table_of(&conn, made_up).unwrap().is_none(), "{made_up:?}");
        assert!(replay_step(&conn, made_up, 0, Lang::En).unwrap().is_none());
        assert!(move_log(&conn, made_up, Lang::En).unwrap().is_none());
    }

    // A new link revokes the old one.
    let new = commands::store::links::new_token();
    conn.execute(
        "UPDATE tables SET web_token = ?1 WHERE web_token = ?2",
        [new.as_str(), old.as_str()],
    )
    .unwrap();
    assert!(table_of(&conn, &old).unwrap().is_none());
    assert!(table_of(&conn, &new).unwrap().is_some());

    // The server turns web links off: the link finds nothing, whichever it is.
    let guild: String = conn
        .query_row("SELECT guild FROM tables LIMIT 1", [], |r| r.get(0))
        .unwrap();
    conn.execute(
        "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
         VALUES (?1, '', 'web_links', 'false', 'admin', 0)",
        [guild.as_str()],
    )
    .unwrap();
    assert!(table_of(&conn, &new).unwrap().is_none());
    assert!(table_page(&conn, &new, Lang::En).unwrap().is_none());
}

#[test]
fn server_pages_are_off_until_turned_on_and_a_player_page_charts_the_rating_after_each_game() {
    let mut t = Table::new(5);
    t.start_ttt();
    t.ttt_to_win();
    let conn = t.conn();
    let guild: String = conn
        .query_row("SELECT guild FROM tables LIMIT 1", [], |r| r.get(0))
        .unwrap();
    let link = commands::store::links::new_token();
    assert!(
        server_page(&conn, &link, commands::script::EPOCH)
            .unwrap()
            .is_none(),
        "off by default"
    );

    conn.execute(
        "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
         VALUES (?1, '', 'web_pages', ?2, 'admin', 0)",
        [guild.as_str(), &Value::from(link.as_str()).to_string()],
    )
    .unwrap();
    let server = server_page(&conn, &link, commands::script::EPOCH)
        .unwrap()
        .expect("on");
    assert_eq!(server.guild, guild);
    let game = server
        .games
        .iter()
        .find(|g| g.game == common::TTT)
        .expect("the game played here");
    assert_eq!(game.standings.len(), 2, "both people are rated");
    assert_eq!(game.recent.len(), 1);
    assert!(game.recent[0].token.is_some(), "its replay is linked");
    let places: Vec<u32> = game.recent[0].players.iter().map(|p| p.2).collect();
    assert_eq!(places, vec![1, 2], "u1 (X) won");

    let winner = &game.standings[0];
    let player = player_page(&conn, &link, &winner.user)
        .unwrap()
        .expect("a player of this server");
    let mine = player.games.iter().find(|g| g.game == common::TTT).unwrap();
    assert_eq!((mine.games, mine.wins), (1, 1));
    assert_eq!(mine.history.len(), 1, "one rated game, one point");
    assert!((mine.history[0].skill - winner.skill).abs() < 1e-9);
    assert_eq!(mine.skill, Some(winner.skill));

    // Nobody else's page, and no bot's.
    assert!(player_page(&conn, &link, "someone-else").unwrap().is_none());
    assert!(player_page(&conn, &link, "bot:strong").unwrap().is_none());
}
