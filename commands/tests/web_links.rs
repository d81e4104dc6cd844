//! Issue 46 in Discord: the "View on the web" link button on boards and results, `/link` and
//! its revocation, and `/settings web_links` and `web_pages`, through the script driver on a
//! real database (SQLite, or PostgreSQL with TABULA_TEST_ENGINE=postgres).
mod common;
use commands::pages;
use commands::store::links;
use commands::store::server_settings;
use common::*;
use serde_json::{json, Value};

const PUBLIC: &str = "https://tabula.example";

/// The link buttons of one output line: their URLs.
fn links_of(msg: &Value) -> Vec<String> {
    msg["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["kind"] == "link")
        .map(|c| {
            assert_eq!(c["label"], "View on the web", "{c}");
            assert!(c.get("custom_id").is_none(), "a link has no custom_id: {c}");
            c["url"].as_str().expect("a link has its url").to_string()
        })
        .collect()
}

/// The table's stored web link.
fn token_of(t: &Table, id: i64) -> String {
    t.conn()
        .query_row("SELECT web_token FROM tables WHERE id = ?1", [id], |r| {
            r.get::<String>(0)
        })
        .expect("the table has a link")
}

fn page_url(token: &str) -> String {
    format!("{PUBLIC}/t/{token}")
}

/// The latest public board (a running or ended table's, not the lobby's) in `out`.
fn board_in(out: &[Value]) -> Option<&Value> {
    out.iter()
        .rev()
        .find(|o| o["delivery"]["kind"] == "board" && o["to"] == "public")
}

#[test]
fn without_a_public_address_nothing_carries_a_link() {
    let mut t = Table::new(1);
    t.start_ttt();
    t.ttt_to_win();
    for line in &t.log {
        assert!(
            links_of(line).is_empty(),
            "no link without PUBLIC_URL: {line}"
        );
    }
    let out = t.command("u1", "link", json!({}));
    let said = private_text(&out, "u1");
    assert!(said.contains("no public web address"), "{said}");
    assert!(links_of(private_to(&out, "u1").unwrap()).is_empty());
}

#[test]
fn boards_and_the_result_link_to_the_tables_page_and_private_answers_never_do() {
    let mut t = Table::new(2).with_public_url("https://tabula.example/");
    t.command("u1", "play", json!({"game": TTT}));
    t.command("u2", "join", json!({}));
    // The lobby carries none (its rows are the host's).
    for line in &t.log {
        assert!(links_of(line).is_empty(), "{line}");
    }
    let out = t.command("u1", "start", json!({}));
    let token = token_of(&t, 1);
    assert!(links::well_formed(&token), "{token}");
    let board = board_in(&out).expect("the started board");
    assert_eq!(links_of(board), vec![page_url(&token)], "{board}");
    // It shares the row of the board's own button, which still works.
    let hand = t.hand_id();
    let view = t.click("u2", &hand);
    assert!(links_of(private_to(&view, "u2").unwrap()).is_empty());
    t.ttt_to_win();
    let result = t.result().expect("the result post").clone();
    assert_eq!(links_of(&result), vec![page_url(&token)], "{result}");
    let last = board_in(&t.log).expect("the final board").clone();
    assert!(
        last["title"].as_str().unwrap().ends_with("finished"),
        "{last}"
    );
    assert_eq!(links_of(&last), vec![page_url(&token)], "{last}");
    // A private answer never carries it (the history of the channel, a replay).
    for (command, options) in [("history", json!({})), ("replay", json!({}))] {
        let out = t.command("u2", command, options);
        for line in out.iter().filter(|o| o["to"] != "public") {
            assert!(links_of(line).is_empty(), "/{command}: {line}");
        }
    }
    // /board with no open table posts the final board for everyone: with its link.
    let out = t.command("u2", "board", json!({}));
    let posted = publics(&out);
    assert_eq!(posted.len(), 1, "{out:?}");
    assert_eq!(links_of(posted[0]), vec![page_url(&token)]);
    // Every link anywhere was on a public message or /link's answer.
    for line in &t.log {
        if !links_of(line).is_empty() {
            assert_eq!(line["to"], "public", "{line}");
        }
    }
}

#[test]
fn web_links_off_in_a_channel_takes_the_button_away_and_default_brings_it_back() {
    let mut t = Table::new(3).with_public_url(PUBLIC);
    t.admin_command("a1", "settings", json!({"web_links": "off"}));
    let out = t.start_ttt();
    assert!(links_of(board_in(&out).unwrap()).is_empty());
    let out = t.command("u1", "link", json!({}));
    let said = private_text(&out, "u1");
    assert!(said.contains("turned off in this channel"), "{said}");
    assert!(links_of(private_to(&out, "u1").unwrap()).is_empty());
    // The channel's own setting wins over the server's.
    t.admin_command(
        "a1",
        "settings",
        json!({"scope": "here", "web_links": "on"}),
    );
    let out = t.command("u1", "board", json!({}));
    let token = token_of(&t, 1);
    assert_eq!(links_of(board_in(&out).unwrap()), vec![page_url(&token)]);
    t.admin_command(
        "a1",
        "settings",
        json!({"scope": "here", "web_links": "default"}),
    );
    let out = t.command("u1", "board", json!({}));
    assert!(links_of(board_in(&out).unwrap()).is_empty());
    t.admin_command("a1", "settings", json!({"web_links": "default"}));
    let out = t.restart();
    let _ = out;
    let out = t.command("u1", "board", json!({}));
    assert_eq!(links_of(board_in(&out).unwrap()), vec![page_url(&token)]);
}

#[test]
fn link_shows_the_page_privately_and_only_the_host_or_a_manager_renews_it() {
    let mut t = Table::new(4).with_public_url(PUBLIC);
    let out = t.command("u1", "link", json!({}));
    let said = private_text(&out, "u1");
    assert!(said.contains("There is no table in this channel"), "{said}");
    t.start_ttt();
    let old = token_of(&t, 1);

    let out = t.command("u2", "link", json!({}));
    assert!(publics(&out).is_empty(), "{out:?}");
    let answer = private_to(&out, "u2").expect("a private answer");
    assert!(answer["text"].as_str().unwrap().contains(&page_url(&old)));
    assert_eq!(links_of(answer), vec![page_url(&old)]);

    // A player who is not the host is refused, and nothing changes.
    let out = t.command("u2", "link", json!({"new": true}));
    let said = private_text(&out, "u2");
    assert!(said.contains("Only the table's host"), "{said}");
    assert!(publics(&out).is_empty());
    assert_eq!(token_of(&t, 1), old);

    // The host renews it: the old link resolves to nothing, the new one to the table, and
    // the board is edited to carry the new one.
    let out = t.command("u1", "link", json!({"new": true}));
    let new = token_of(&t, 1);
    assert_ne!(new, old);
    assert!(links::well_formed(&new));
    let said = private_text(&out, "u1");
    assert!(
        said.contains("new link") && said.contains(&page_url(&new)),
        "{said}"
    );
    let board = board_in(&out).expect("the board is edited");
    assert!(
        board["message"].is_string(),
        "an edit of the posted board: {board}"
    );
    assert_eq!(links_of(board), vec![page_url(&new)]);
    let conn = t.conn();
    assert!(pages::table_of(&conn, &old).unwrap().is_none());
    assert_eq!(pages::table_of(&conn, &new).unwrap().map(|t| t.id), Some(1));
    // Its buttons still work: the table did not move.
    let hand = t.hand_id();
    let view = t.click("u2", &hand);
    assert!(private_to(&view, "u2").is_some_and(|v| !actions(v).is_empty()));

    // Someone who may manage the channel may too, without a seat.
    let ch = t.channel.clone();
    let out = t.send(json!({"user": "m1", "channel": ch, "command": "link",
                            "options": {"new": true}, "manage_channels": true}));
    let newer = token_of(&t, 1);
    assert_ne!(newer, new);
    assert!(private_text(&out, "m1").contains(&page_url(&newer)));
    assert!(pages::table_of(&conn, &new).unwrap().is_none());

    // After the game, /link gives the ended table's page: its replay.
    t.ttt_to_win();
    let out = t.command("u2", "link", json!({}));
    let said = private_text(&out, "u2");
    assert!(
        said.contains("replay") && said.contains(&page_url(&newer)),
        "{said}"
    );
}

#[test]
fn settings_turn_web_links_and_the_server_pages_on_and_off() {
    let mut t = Table::new(5).with_public_url(PUBLIC);
    let out = t.command("u1", "settings", json!({}));
    let shown = private_text(&out, "u1");
    assert!(shown.contains("• Web pages of tables: shown"), "{shown}");
    assert!(shown.contains("• The server's web pages: off"), "{shown}");

    // Only a server manager turns the server pages on, and only for the whole server.
    let out = t.command("u1", "settings", json!({"web_pages": "on"}));
    assert!(private_text(&out, "u1").contains("Manage Server"));
    let out = t.admin_command(
        "a1",
        "settings",
        json!({"scope": "here", "web_pages": "on"}),
    );
    assert!(private_text(&out, "a1").contains("for the whole server"));
    let conn = t.conn();
    let pages_token = |conn: &commands::store::db::Conn| {
        server_settings::for_channel(conn, "g1", "c1")
            .unwrap()
            .web_pages
    };
    assert_eq!(pages_token(&conn), None);

    let out = t.admin_command("a1", "settings", json!({"web_pages": "on"}));
    let first = pages_token(&conn).expect("on at a link");
    assert!(links::well_formed(&first));
    let shown = private_text(&out, "a1");
    assert!(shown.contains(&format!("{PUBLIC}/s/{first}")), "{shown}");
    // Anyone may list the settings; the link is only shown to whoever may change them.
    let out = t.command("u1", "settings", json!({}));
    let shown = private_text(&out, "u1");
    assert!(shown.contains("• The server's web pages: on"), "{shown}");
    assert!(!shown.contains(&first), "the link is not anyone's: {shown}");
    // Turned on again: a new link, the old one revoked.
    t.admin_command("a1", "settings", json!({"web_pages": "on"}));
    let second = pages_token(&conn).expect("still on");
    assert_ne!(first, second);
    let out = t.admin_command("a1", "settings", json!({"web_pages": "off"}));
    assert_eq!(pages_token(&conn), None);
    assert!(private_text(&out, "a1").contains("• The server's web pages: off"));

    // web_links: off for one channel, listed as its own, and back to the default.
    let out = t.admin_command(
        "a1",
        "settings",
        json!({"scope": "here", "web_links": "off"}),
    );
    let shown = private_text(&out, "a1");
    assert!(
        shown.contains("• Web pages of tables: turned off"),
        "{shown}"
    );
    assert!(shown.contains("web_links off"), "{shown}");
    let settings = server_settings::for_channel(&conn, "g1", "c1").unwrap();
    assert!(!settings.web_links);
    t.restart();
    assert!(
        !server_settings::for_channel(&conn, "g1", "c1")
            .unwrap()
            .web_links
    );
    t.admin_command(
        "a1",
        "settings",
        json!({"scope": "here", "web_links": "default"}),
    );
    assert!(
        server_settings::for_channel(&conn, "g1", "c1")
            .unwrap()
            .web_links
    );
    for (options, why) in [
        (json!({"web_links": "maybe"}), "`web_links` is"),
        (json!({"web_pages": "default"}), "`web_pages` is"),
    ] {
        let out = t.admin_command("a1", "settings", options.clone());
        let refused = private_text(&out, "a1");
        assert!(refused.contains(why), "{options}: {refused}");
    }
}

/// With Discord's outbox: an owed board drawn again by the delivery worker carries the link
/// as it stands (after a `/link new:true`, the new one), and the "Final scores" post is owed
/// with its link.
#[test]
fn the_outbox_owes_boards_and_results_with_their_current_link() {
    use commands::api::Delivery;
    use commands::runtime::outbox::Owed;
    use commands::{Core, FakeClock, Switches};
    use common::direct::{actor, command, EPOCH};
    use std::sync::Arc;

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(FakeClock::new(EPOCH));
    let switches = Switches {
        seed: Some(6),
        outbox: true,
        public_url: Some(PUBLIC.into()),
        ..Switches::default()
    };
    let core = Core::open_at(&location(&db), clock.clone(), switches).unwrap();
    core.handle(&actor("c1", "a"), command("play", json!({"game": TTT})));
    core.handle(&actor("c1", "b"), command("join", json!({})));
    let out = core.handle(&actor("c1", "a"), command("start", json!({})));
    let board = out
        .iter()
        .find(|r| matches!(r.delivery, Delivery::Board { .. }))
        .expect("the started board");
    assert!(board.queued.is_some(), "owed");
    let url_of = |r: &commands::api::Reply| -> Vec<String> {
        r.components
            .iter()
            .filter(|c| c.is_link())
            .filter_map(|c| c.url.clone())
            .collect()
    };
    let conn = connect(&location(&db));
    let token = |conn: &commands::store::db::Conn| -> String {
        conn.query_row("SELECT web_token FROM tables WHERE id = 1", [], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let first = token(&conn);
    assert_eq!(url_of(board), vec![page_url(&first)]);
    let (drawn, _) = core.board_now(1).unwrap().expect("the table's board");
    assert_eq!(url_of(&drawn), vec![page_url(&first)]);

    let out = core.handle(&actor("c1", "a"), command("link", json!({"new": true})));
    let second = token(&conn);
    assert_ne!(first, second);
    let edit = out
        .iter()
        .find(|r| matches!(r.delivery, Delivery::Board { .. }))
        .expect("the board edit");
    assert!(
        edit.queued.is_some(),
        "the edit is owed like any board edit"
    );
    assert_eq!(url_of(edit), vec![page_url(&second)]);
    let (drawn, _) = core.board_now(1).unwrap().expect("the table's board");
    assert_eq!(url_of(&drawn), vec![page_url(&second)]);

    // Played out by timeouts: the final scores are owed with the link.
    for _ in 0..100 {
        let finished: String = conn
            .query_row("SELECT status FROM tables WHERE id = 1", [], |r| r.get(0))
            .unwrap();
        if finished == "finished" {
            break;
        }
        clock.advance(10 * 60 * 1000);
        core.fire_due();
    }
    let result = core
        .outbox(100)
        .unwrap()
        .into_iter()
        .find_map(|i| match i.what {
            Owed::Post(post)
                if post
                    .title
                    .as_deref()
                    .is_some_and(|t| t.starts_with("Final scores")) =>
            {
                Some(post)
            }
            _ => None,
        })
        .expect("the final scores are owed");
    assert_eq!(url_of(&result), vec![page_url(&second)]);
}

/// A table in a thread of its own follows the settings of the channel it was opened in (a
/// thread has none of its own): `web_links:off` there takes its button away and its page's
/// link finds nothing, and `/link` in the channel finds the table in its thread.
#[test]
fn a_tables_thread_follows_its_channels_web_links() {
    let mut t = Table::new(7).with_public_url(PUBLIC);
    let in_thread = |user: &str, what: Value| -> Value {
        let mut line = json!({"user": user, "channel": "t1", "parent": "c1", "threads": "open"});
        line.as_object_mut()
            .unwrap()
            .extend(what.as_object().unwrap().clone());
        line
    };
    t.send(json!({"user": "u1", "channel": "c1", "threads": "open",
                  "command": "play", "options": {"game": TTT}}));
    t.send(in_thread("u2", json!({"command": "join"})));
    let out = t.send(in_thread("u1", json!({"command": "start"})));
    let board = board_in(&out).expect("the board in the thread");
    assert_eq!(board["channel"], "t1");
    let token = token_of(&t, 1);
    assert_eq!(links_of(board), vec![page_url(&token)]);
    // /link typed in the channel finds the table in its thread.
    let out = t.command("u2", "link", json!({}));
    assert!(
        private_text(&out, "u2").contains(&page_url(&token)),
        "{out:?}"
    );

    // Off for the channel, typed in the thread: the channel's setting.
    let mut off = in_thread(
        "a1",
        json!({"command": "settings",
                                         "options": {"scope": "here", "web_links": "off"}}),
    );
    off["manage_server"] = json!(true);
    t.send(off);
    let out = t.send(in_thread("u1", json!({"command": "board"})));
    assert!(links_of(board_in(&out).unwrap()).is_empty(), "{out:?}");
    // And the page itself follows the same setting: its link finds nothing.
    let conn = t.conn();
    assert!(pages::table_of(&conn, &token).unwrap().is_none());
    assert!(
        pages::table_page(&conn, &token, present_kit::words::Lang::En)
            .unwrap()
            .is_none()
    );
}
