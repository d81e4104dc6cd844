//! Your turn, wherever you are (issue 27, `/notify`), through `commands` with a real SQLite
//! file: a player who opted in gets one direct message when an async table starts waiting for
//! them and one with its reminder, none at live tables or for others; quiet hours hold a
//! message until they end; opting out stops them; a refusal by Discord stops every try and is
//! said once, at the player's next command, across a restart. The tables play the example
//! game, tic-tac-toe.
mod common;
use common::direct::{actor, command, open_core, EPOCH};
use common::*;
use serde_json::{json, Value};
use std::sync::Arc;

/// The direct messages in `out`: (user, text).
fn dms(out: &[Value]) -> Vec<(String, String)> {
    out.iter()
        .filter(|o| o["delivery"]["kind"] == "direct")
        .map(|o| {
            (
                o["delivery"]["user"].as_str().unwrap().to_string(),
                o["text"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Everything sent so far, as direct messages.
fn all_dms(t: &Table) -> Vec<(String, String)> {
    dms(&t.log)
}

#[test]
fn one_message_per_wait_and_one_with_the_reminder() {
    let mut t = Table::new(8);
    let out = t.command("u1", "notify", json!({"dms": "on"}));
    assert!(private_text(&out, "u1").contains("Direct messages are on"));
    t.command("u1", "play", json!({"game": TTT, "time": "async"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(8);
    // Play until u1 has been waited for twice; u2 never opted in.
    for _ in 0..40 {
        if all_dms(&t).len() >= 2 {
            break;
        }
        let (user, view) = who_can_act(&mut t, 2).expect("someone can move");
        play_random(&mut t, &user, view, &mut rng);
    }
    let sent = all_dms(&t);
    assert!(sent.len() >= 2, "{sent:?}");
    for (user, text) in &sent {
        assert_eq!(user, "u1");
        assert!(
            text.starts_with("⏳ Tic-tac-toe table 1 in <#c1> waits for you: "),
            "{text}"
        );
        assert!(text.contains("(due <t:"), "{text}");
    }
    // Each message stands for one wait: never two without a move between them.
    let mut waiting = false;
    for line in &t.log {
        if line["delivery"]["kind"] == "direct" {
            assert!(!waiting, "a second message for the same wait");
            waiting = true;
        }
        if line["delivery"]["kind"] == "board" {
            waiting = false;
        }
    }

    // The reminder before the deadline, if the table waits for u1 now.
    for _ in 0..10 {
        match who_can_act(&mut t, 2) {
            Some((user, _)) if user == "u1" => break,
            Some((user, view)) => {
                play_random(&mut t, &user, view, &mut rng);
            }
            None => panic!("nobody can move"),
        }
    }
    assert_eq!(
        who_can_act(&mut t, 2).map(|(user, _)| user),
        Some("u1".into())
    );
    let out = t.advance(22.5 * 3600.0);
    let reminders: Vec<_> = dms(&out)
        .into_iter()
        .filter(|(_, text)| text.starts_with("⏰ Reminder: Tic-tac-toe table 1"))
        .collect();
    assert_eq!(reminders.len(), 1, "{out:?}");

    // Off: no more.
    let out = t.command("u1", "notify", json!({"dms": "off"}));
    assert!(private_text(&out, "u1").contains("Direct messages are off"));
    let before = all_dms(&t).len();
    // Four moves (X, O, X, O: no row yet), two of them waits for u1.
    for _ in 0..4 {
        if let Some((user, view)) = who_can_act(&mut t, 2) {
            play_random(&mut t, &user, view, &mut rng);
        }
    }
    t.advance(30.0 * 3600.0);
    assert_eq!(all_dms(&t).len(), before, "nothing after /notify dms:off");
}

#[test]
fn live_tables_send_nothing_and_quiet_hours_hold_a_message_until_they_end() {
    let mut t = Table::new(9);
    // The fake clock starts at midnight UTC: quiet until 06:00.
    let out = t.command("u1", "notify", json!({"quiet": "23-6"}));
    let text = private_text(&out, "u1");
    assert!(text.contains("Quiet hours: 23:00-06:00 UTC"), "{text}");
    t.command("u2", "play", json!({"game": TTT}));
    t.command("u1", "join", json!({}));
    t.command("u2", "start", json!({}));
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9);
    for _ in 0..6 {
        let (user, view) = who_can_act(&mut t, 2).expect("someone can move");
        play_random(&mut t, &user, view, &mut rng);
    }
    assert!(
        all_dms(&t).is_empty(),
        "a live table sends no direct message"
    );
    t.command("u2", "cancel", json!({}));

    t.command("u2", "play", json!({"game": TTT, "time": "async"}));
    t.command("u1", "join", json!({}));
    t.command("u2", "start", json!({}));
    // u1 settles their coin at once, so the table's next wait for them is their turn as O.
    t.ttt_move("u1", "keep");
    for _ in 0..20 {
        if let Some((user, view)) = who_can_act(&mut t, 2).filter(|(u, _)| u == "u2") {
            play_random(&mut t, &user, view, &mut rng);
        } else {
            break;
        }
    }
    assert!(all_dms(&t).is_empty(), "held in the quiet hours");
    let out = t.advance(5.9 * 3600.0);
    assert!(dms(&out).is_empty(), "still quiet at 05:54");
    let out = t.advance(0.2 * 3600.0);
    let sent = dms(&out);
    assert_eq!(sent.len(), 1, "{out:?}");
    assert!(sent[0].1.starts_with("⏳ Tic-tac-toe table 2"), "{sent:?}");

    let out = t.command("u1", "notify", json!({"quiet": "7"}));
    assert!(private_text(&out, "u1").contains("not quiet hours"));
    let out = t.command("u1", "notify", json!({"dms": "maybe"}));
    assert!(private_text(&out, "u1").contains("`dms` is `on` or `off`"));
}

/// Discord refused u1's direct message: nothing more is queued for them, and their next
/// command (after a restart too) says so once; `/notify dms:on` tries again.
#[test]
fn a_refused_direct_message_stops_the_tries_and_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = Arc::new(commands::FakeClock::new(EPOCH));
    let core = open_core(&db, &clock, 5, true);
    let (u1, u2) = (actor("c1", "u1"), actor("c1", "u2"));
    core.handle(&u1, command("notify", json!({"dms": "on"})));
    core.handle(&u1, command("play", json!({"game": TTT, "time": "async"})));
    core.handle(&u2, command("join", json!({})));
    core.handle(&u1, command("start", json!({})));
    core.settle();
    core.dm_refused("u1").unwrap();
    let conn = common::db(&db).unwrap();
    let queued: i64 = conn
        .query_row("SELECT COUNT(*) FROM direct_messages", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        queued, 0,
        "nothing waits for a player who cannot be reached"
    );
    drop(core);

    let core = open_core(&db, &clock, 5, true);
    let out = core.handle(&u1, command("games", json!({})));
    let notes: Vec<&str> = out
        .iter()
        .map(|r| r.text.as_str())
        .filter(|t| t.contains("Discord did not let me send you one"))
        .collect();
    assert_eq!(notes.len(), 1, "{out:?}");
    let out = core.handle(&u1, command("games", json!({})));
    assert!(
        out.iter().all(|r| !r.text.contains("direct message")),
        "once"
    );
    let out = core.handle(&u1, command("notify", json!({})));
    assert!(
        out[0].text.starts_with("Direct messages are paused"),
        "{out:?}"
    );
    let refused: Option<i64> = conn
        .query_row(
            "SELECT refused_at FROM notify WHERE \"user\" = 'u1'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(refused.is_some());
    core.handle(&u1, command("notify", json!({"dms": "on"})));
    let refused: Option<i64> = conn
        .query_row(
            "SELECT refused_at FROM notify WHERE \"user\" = 'u1'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(refused, None, "opting in again tries again");
}

/// Plays random moves at `t`'s channel (players u1 and u2) until u1 has been waited for
/// `waits` times (each time the table turns to u1 is one wait) and then until `stop` holds
/// for whoever can act next; returns how many times u1 was waited for.
fn play_waits(t: &mut Table, rng: &mut impl rand::Rng, waits: usize, stop: &str) -> usize {
    let mut seen = 0;
    let mut last = String::new();
    for _ in 0..200 {
        let (user, view) = who_can_act(t, 2).expect("someone can move");
        if user == "u1" && last != "u1" {
            seen += 1;
        }
        last = user.clone();
        if seen >= waits && user == stop {
            return seen;
        }
        play_random(t, &user, view, rng);
    }
    panic!("u1 was not waited for {waits} times");
}

/// Issue 44: a player waited for five times in their quiet hours, at two tables, wakes to one
/// message per table that still waits for them, and none about turns that are over.
#[test]
fn the_end_of_quiet_hours_sends_one_message_per_table_still_waiting() {
    let mut t = Table::new(44);
    // The fake clock starts at midnight UTC: quiet until 06:00.
    t.command("u1", "notify", json!({"quiet": "0-6"}));
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(44);
    // Table 1 (#c1): waits for u1 three times; the third wait is still open.
    t.command("u1", "play", json!({"game": TTT, "time": "async"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let first = play_waits(&mut t, &mut rng, 3, "u1");
    // Table 2 (#c2): waits for u1 twice; both are over (it waits for u2 at the end).
    t.channel = "c2".into();
    t.command("u2", "play", json!({"game": TTT, "time": "async"}));
    t.command("u1", "join", json!({}));
    t.command("u2", "start", json!({}));
    let second = play_waits(&mut t, &mut rng, 2, "u2");
    assert_eq!(first + second, 5);
    assert!(all_dms(&t).is_empty(), "held in the quiet hours");

    let out = t.advance(6.1 * 3600.0);
    let sent = dms(&out);
    assert_eq!(sent.len(), 1, "one message, for table 1 only: {sent:?}");
    assert_eq!(sent[0].0, "u1");
    assert!(
        sent[0]
            .1
            .starts_with("⏳ Tic-tac-toe table 1 in <#c1> waits for you: "),
        "{sent:?}"
    );
    // Nothing is left to come later, and nothing more arrives.
    let left: i64 = t
        .conn()
        .query_row("SELECT COUNT(*) FROM direct_messages", [], |r| r.get(0))
        .unwrap();
    assert_eq!(left, 0);
    assert!(dms(&t.advance(3600.0)).is_empty());
}

/// Each direct message is said in its reader's language (issue 48), with what the table waits
/// for in that language too: the one they chose (`/settings my_language`), else their Discord
/// client's when they turned the messages on, else the server's. The public reminder stays in
/// the server's language.
#[test]
fn each_direct_message_is_in_its_readers_language() {
    let mut t = Table::new(48);
    t.admin_command("admin", "settings", json!({"language": "fr"}));
    // u1's client is German; u2's says no language.
    t.send(json!({"user": "u1", "channel": "c1", "command": "notify",
        "options": {"dms": "on"}, "locale": "de"}));
    t.command("u2", "notify", json!({"dms": "on"}));
    t.start_ttt_with(json!({"time": "async"}));
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(48);
    let said_to = |t: &Table, user: &str| -> Vec<String> {
        all_dms(t)
            .into_iter()
            .filter(|(u, _)| u == user)
            .map(|(_, text)| text)
            .collect()
    };
    let play_until = |t: &mut Table, rng: &mut rand_chacha::ChaCha8Rng, user: &str, n: usize| {
        for _ in 0..40 {
            if said_to(t, user).len() >= n {
                return;
            }
            let (who, view) = who_can_act(t, 2).expect("someone can move");
            play_random(t, &who, view, rng);
        }
        panic!("{user} was never waited for {n} times");
    };
    play_until(&mut t, &mut rng, "u1", 1);
    play_until(&mut t, &mut rng, "u2", 1);
    for text in said_to(&t, "u1") {
        assert!(
            text.starts_with("⏳ Der Tic-tac-toe-Tisch 1 in <#c1> wartet auf dich: "),
            "{text}"
        );
        assert!(
            text.contains("aufs Brett") || text.contains("Münze"),
            "{text}"
        );
    }
    for text in said_to(&t, "u2") {
        assert!(
            text.starts_with("⏳ La table 1 de Tic-tac-toe dans <#c1> t'attend : "),
            "{text}"
        );
        assert!(text.contains("plateau") || text.contains("pièce"), "{text}");
    }
    // u2 chooses Spanish: their next message is Spanish.
    let before = said_to(&t, "u2").len();
    t.command("u2", "settings", json!({"my_language": "es"}));
    play_until(&mut t, &mut rng, "u2", before + 1);
    let last = said_to(&t, "u2").pop().unwrap();
    assert!(
        last.starts_with("⏳ La mesa 1 de Tic-tac-toe en <#c1> te espera: "),
        "{last}"
    );
    assert!(
        last.contains("tablero") || last.contains("moneda"),
        "{last}"
    );

    // The reminder: German to u1, and the table's own reminder in French.
    for _ in 0..10 {
        match who_can_act(&mut t, 2) {
            Some((user, _)) if user == "u1" => break,
            Some((user, view)) => {
                play_random(&mut t, &user, view, &mut rng);
            }
            None => panic!("nobody can move"),
        }
    }
    let out = t.advance(22.5 * 3600.0);
    let reminder = dms(&out)
        .into_iter()
        .find(|(user, _)| user == "u1")
        .map(|(_, text)| text)
        .expect("u1's reminder");
    assert!(
        reminder.starts_with("⏰ Erinnerung: Der Tic-tac-toe-Tisch 1"),
        "{reminder}"
    );
    let public = publics(&out)
        .into_iter()
        .filter_map(|o| o["text"].as_str())
        .find(|text| text.starts_with("⏰ Rappel pour"))
        .expect("the table's reminder")
        .to_string();
    assert!(
        public.contains("plateau") || public.contains("pièce"),
        "{public}"
    );
}

/// Another player's stored language that does not read back (a damaged row) holds up no move:
/// the move goes through, and the message that waits for them goes in English.
#[test]
fn a_language_that_does_not_read_holds_no_move_up() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::on_file(db.clone(), 49);
    t.command("u2", "notify", json!({"dms": "on"}));
    t.command("u2", "settings", json!({"my_language": "de"}));
    t.start_ttt_with(json!({"time": "async"}));
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(49);
    // u2 keeps or tosses their coin while their language still reads.
    let hand = t.hand_id();
    let out = t.click("u2", &hand);
    let view = private_to(&out, "u2").expect("u2's view").clone();
    play_random(&mut t, "u2", view, &mut rng);
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute(
            "UPDATE player_languages SET lang = 'xx' WHERE \"user\" = 'u2'",
            [],
        )
        .unwrap();
    let to_u2 = |t: &Table| -> Vec<String> {
        all_dms(t)
            .into_iter()
            .filter(|(user, _)| user == "u2")
            .map(|(_, text)| text)
            .collect()
    };
    let before = to_u2(&t).len();
    // u1 moves until the table waits for u2 again.
    for _ in 0..10 {
        if to_u2(&t).len() > before {
            break;
        }
        let hand = t.hand_id();
        let out = t.click("u1", &hand);
        let view = private_to(&out, "u1").expect("u1's view").clone();
        let out = play_random(&mut t, "u1", view, &mut rng);
        assert!(!publics(&out).is_empty(), "the move went through: {out:?}");
    }
    let text = to_u2(&t).pop().expect("u2's message");
    assert!(to_u2(&t).len() > before, "a new message for u2");
    assert!(
        text.starts_with("⏳ Tic-tac-toe table 1 in <#c1> waits for you: "),
        "{text}"
    );
}
