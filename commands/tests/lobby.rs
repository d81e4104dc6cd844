//! Lobby life cycle through the script driver, with a real SQLite file.
mod common;
use common::*;
use serde_json::json;

#[test]
fn play_join_start_and_refusals() {
    let mut t = Table::new(1);
    let out = t.command("u1", "play", json!({"game": TTT}));
    assert_eq!(publics(&out).len(), 1, "one lobby board");
    assert!(t.board()["text"]
        .as_str()
        .unwrap()
        .contains("Players (1/2)"));

    // A second table in the same channel is refused privately.
    let out = t.command("u2", "play", json!({"game": TTT}));
    assert!(publics(&out).is_empty());
    assert!(private_text(&out, "u2").contains("already has a table"));

    // Unknown game and bad time control.
    t.channel = "c2".into();
    let out = t.command("u1", "play", json!({"game": "chess"}));
    assert!(private_text(&out, "u1").contains("no game called"));
    let out = t.command("u1", "play", json!({"game": TTT, "time": "blitz"}));
    assert!(private_text(&out, "u1").contains("live"));
    t.channel = "c1".into();

    // Starting alone is refused; so is a start by someone who is not the host.
    let out = t.command("u1", "start", json!({}));
    let text = private_text(&out, "u1");
    assert!(text.contains("needs 2 players; 1 player so far"), "{text}");
    let join = component(t.board(), |c| c["label"] == "Join").unwrap();
    t.click("u2", &join);
    let out = t.click("u2", &join);
    assert!(private_text(&out, "u2").contains("already at this table"));
    let out = t.command("u2", "start", json!({}));
    assert!(private_text(&out, "u2").contains("Only the host"));
    assert!(t.board()["text"]
        .as_str()
        .unwrap()
        .contains("Players (2/2)"));

    // Two is the most.
    let out = t.command("u3", "join", json!({}));
    assert!(private_text(&out, "u3").contains("full"));

    // The host leaves: the next player becomes host and, once the seat is taken again, can
    // start.
    t.command("u1", "leave", json!({}));
    t.command("u3", "join", json!({}));
    let out = t.command("u2", "start", json!({}));
    assert!(publics(&out)
        .iter()
        .any(|o| o["text"].as_str().unwrap().contains("The game begins")));
    let board = t.board();
    assert!(board["title"].as_str().unwrap().contains("Tic-tac-toe"));
    assert!(t.board()["components"].as_array().unwrap().len() == 1);

    // Joining a running game is refused.
    let out = t.command("u9", "join", json!({}));
    assert!(private_text(&out, "u9").contains("already started"));
}

#[test]
fn cancel_needs_host_or_manage_channels() {
    let mut t = Table::new(2);
    t.start_ttt();
    let out = t.command("u2", "cancel", json!({}));
    assert!(private_text(&out, "u2").contains("Only the host"));
    let out = t.send(
        json!({"user": "mod", "channel": "c1", "command": "cancel", "manage_channels": true}),
    );
    assert!(publics(&out)
        .iter()
        .any(|o| o["text"].as_str().unwrap().contains("cancelled")));
    // The channel is free again.
    let out = t.command("u2", "play", json!({"game": TTT}));
    assert_eq!(publics(&out).len(), 1);
    // Old buttons answer that the game is over.
    let old = t
        .log
        .iter()
        .find_map(|o| {
            component(o, |c| {
                c["custom_id"].as_str().unwrap().starts_with("1:")
                    && c["custom_id"].as_str().unwrap().ends_with(":hand")
            })
        })
        .unwrap();
    let out = t.click("u1", &old);
    assert!(private_text(&out, "u1").contains("over"));
}

#[test]
fn forged_and_foreign_ids_are_refused_politely() {
    let mut t = Table::new(3);
    t.start_ttt();
    let hand = t.hand_id();
    for id in [
        "",
        "garbage",
        "999:1:hand",
        "1:1:a.zz.yy",
        "1:99999999999999999999:hand",
        "-1:0:join",
        &"9".repeat(200),
        "1:1:a.<script>",
    ] {
        let out = t.click("u1", id);
        assert_eq!(out.len(), 1, "{id}: {out:?}");
        assert_eq!(out[0]["to"], "u1");
        assert_eq!(out[0]["ephemeral"], true);
    }
    // A button from this table clicked in another channel.
    t.channel = "elsewhere".into();
    let out = t.click("u1", &hand);
    assert!(private_text(&out, "u1").contains("another channel"));
    // A spectator's click.
    t.channel = "c1".into();
    let out = t.click("watcher", &hand);
    assert!(private_text(&out, "watcher").contains("not playing"));
    // Unknown commands and missing options.
    let out = t.command("u1", "dance", json!({}));
    assert!(private_text(&out, "u1").contains("Unknown command"));
    let out = t.command("u1", "rules", json!({}));
    assert!(private_text(&out, "u1").contains("Which game"));
}

#[test]
fn host_sets_the_time_control_on_the_lobby_board() {
    let mut t = Table::new(4);
    t.command("u1", "play", json!({"game": TTT}));
    t.command("u2", "join", json!({}));
    let select = component(t.board(), |c| c["kind"] == "select").expect("a time-control select");
    let out = t.select("u2", &select, "async");
    assert!(private_text(&out, "u2").contains("Only the host"));
    let out = t.select("u1", &select, "blitz");
    assert!(private_text(&out, "u1").contains("live"));
    t.select("u1", &select, "async");
    assert!(t.board()["text"]
        .as_str()
        .unwrap()
        .contains("async (24 h turns"));
    t.command("u1", "start", json!({}));
    // The async allowance applies: nothing times out after a minute.
    assert!(t.advance(120.0).is_empty());
}

/// Issue 25, item 4: a lobby option the game does not have (a forged or outdated select) is
/// refused with what to do, not answered "Option saved." while nothing was saved.
#[test]
fn an_unknown_lobby_option_is_refused_not_saved() {
    let mut t = Table::new(4);
    t.command("u1", "play", json!({"game": TTT}));
    let select = component(t.board(), |c| c["kind"] == "select").expect("a time-control select");
    let board = t.board()["text"].clone();
    let forged = select.replace(":set.time", ":set.colour");
    assert_ne!(forged, select, "the time select is `set.time`: {select}");
    let out = t.select("u1", &forged, "blue");
    let text = private_text(&out, "u1");
    assert_eq!(
        text,
        "Tic-tac-toe has no option `colour`; the lobby's menus list the ones it has."
    );
    assert!(publics(&out).is_empty(), "{out:?}");
    assert_eq!(t.board()["text"], board, "nothing changed");
}

/// Issue 28, item 4: a full lobby offers no Join (nor Add bot) and says it is full; when a
/// seat frees up, Join is back.
#[test]
fn a_full_lobby_offers_no_join() {
    let mut t = Table::new(2);
    t.command("u1", "play", json!({"game": TTT}));
    let label = |t: &Table, l: &str| component(t.board(), |c| c["label"] == l);
    assert!(label(&t, "Join").is_some());
    t.command("u2", "join", json!({}));
    let text = t.board()["text"].as_str().unwrap().to_string();
    assert!(text.contains("Players (2/2)"), "{text}");
    assert!(text.contains("The table is full"), "{text}");
    assert!(label(&t, "Join").is_none(), "a full lobby shows no Join");
    assert!(label(&t, "Add bot").is_none());
    assert!(label(&t, "Start").is_some());
    // /join is still refused with the reason.
    let out = t.command("u3", "join", json!({}));
    assert!(private_text(&out, "u3").contains("full"), "{out:?}");
    t.command("u2", "leave", json!({}));
    assert!(label(&t, "Join").is_some(), "a free seat brings Join back");
}
