//! Bots at tables, through `commands` with a real SQLite file (the script driver,
//! whose bots search by a fixed number of iterations): seating and removing bots in the lobby
//! and every refusal; whole games of every game played by a person and bots; a restart while a
//! bot is thinking; an absent player's seat played by a bot until the player resumes; ratings
//! and `/stats` with bots. Where the game does not matter the tables play the example game,
//! tic-tac-toe; several bots need a game with more seats (Relinquish, Equation Hi-Lo), whole
//! games are each game's own, and a seat played by a bot until its player resumes needs a game
//! longer than tic-tac-toe (Quinox).
mod common;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// The lobby's or running table's seats as the database holds them: (user, name, bot level).
fn seats(t: &Table) -> Vec<(String, String, Option<String>)> {
    let conn = t.conn();
    let mut stmt = conn
        .prepare(
            "SELECT s.\"user\", s.name, s.bot FROM seats s JOIN tables t ON t.id = s.table_id \
             WHERE t.status IN ('lobby', 'playing') ORDER BY s.seat",
        )
        .unwrap();
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    rows
}

/// The latest lobby or running board's component with `label`.
fn board_button(t: &Table, label: &str) -> Option<String> {
    component(t.board(), |c| c["label"] == label)
}

/// The private reply's component with `label`.
fn private_button(out: &[Value], user: &str, label: &str) -> Option<String> {
    component(private_to(out, user)?, |c| c["label"] == label)
}

#[test]
fn the_host_seats_and_removes_bots_and_every_bad_request_is_refused_privately() {
    let mut t = Table::new(1);
    t.command("u1", "play", json!({"game": TTT}));
    t.command("u2", "join", json!({}));
    // Tic-tac-toe seats two: the table is full, so the board offers no "Add bot".
    assert!(board_button(&t, "Add bot").is_none());
    t.command("u2", "leave", json!({}));
    let add = board_button(&t, "Add bot").expect("an Add bot button");
    assert!(board_button(&t, "Remove bot").is_none(), "no bot yet");

    // Only the host.
    t.command("u2", "join", json!({}));
    let out = t.click("u2", &add);
    assert!(
        private_text(&out, "u2").contains("Only the host"),
        "{out:?}"
    );
    assert!(publics(&out).is_empty());
    t.command("u2", "leave", json!({}));

    // The host is asked for the level, then the bot takes a seat.
    let out = t.click("u1", &add);
    assert!(publics(&out).is_empty(), "asking changes nothing");
    let strong = private_button(&out, "u1", "Strong").expect("level buttons");
    assert!(private_button(&out, "u1", "Easy").is_some());
    let out = t.click("u1", &strong);
    assert_eq!(private_text(&out, "u1"), "Bot (strong) takes a seat.");
    assert!(
        text_of(t.board()).contains("• Bot (strong)"),
        "{}",
        text_of(t.board())
    );
    assert!(text_of(t.board()).contains("Ratings: a game with bots does not count"));
    assert_eq!(
        seats(&t),
        vec![
            ("u1".into(), "u1".into(), None),
            ("bot:1".into(), "Bot (strong)".into(), Some("strong".into()))
        ]
    );
    // Full now: a second bot, or a person, is refused.
    let out = t.click("u1", &strong);
    assert!(
        private_text(&out, "u1").contains("The table is full"),
        "{out:?}"
    );
    let out = t.command("u3", "join", json!({}));
    assert!(private_text(&out, "u3").contains("full"), "{out:?}");
    // Nobody can click for the bot, even with its user id.
    let remove = board_button(&t, "Remove bot").expect("a Remove bot button");
    let out = t.click("bot:1", &remove);
    assert!(private_text(&out, "bot:1").contains("Only the host"));
    let out = t.click("u1", &remove);
    assert_eq!(private_text(&out, "u1"), "Bot (strong) left the table.");
    assert_eq!(seats(&t).len(), 1);
    let out = t.click("u1", &remove);
    assert!(
        private_text(&out, "u1").contains("There is no bot"),
        "{out:?}"
    );
}

#[test]
fn several_bots_are_named_apart_and_the_host_picks_which_leaves() {
    let mut t = Table::new(2);
    let out = t.command(
        "u1",
        "play",
        json!({"game": "relinquish", "bots": 3, "bot_level": "easy"}),
    );
    assert!(private_text(&out, "u1").contains("with 3 bots"), "{out:?}");
    let names: Vec<String> = seats(&t).into_iter().map(|s| s.1).collect();
    assert_eq!(names, ["u1", "Bot (easy)", "Bot 2 (easy)", "Bot 3 (easy)"]);
    // With several bots the host is asked which one leaves.
    let remove = board_button(&t, "Remove bot").unwrap();
    let out = t.click("u1", &remove);
    assert!(publics(&out).is_empty());
    let second = private_button(&out, "u1", "Bot 2 (easy)").expect("one button per bot");
    let out = t.click("u1", &second);
    assert_eq!(private_text(&out, "u1"), "Bot 2 (easy) left the table.");
    // The same button again: that bot is gone.
    let out = t.click("u1", &second);
    assert!(private_text(&out, "u1").contains("already left"), "{out:?}");
    // A new bot takes the free number, whatever seat it sits in.
    let add = board_button(&t, "Add bot").unwrap();
    let out = t.click("u1", &add);
    let normal = private_button(&out, "u1", "Normal").unwrap();
    t.click("u1", &normal);
    let names: Vec<String> = seats(&t).into_iter().map(|s| s.1).collect();
    assert_eq!(
        names,
        ["u1", "Bot (easy)", "Bot 3 (easy)", "Bot 2 (normal)"]
    );
    // The host leaves: bots do not keep a table, so it closes.
    let out = t.command("u1", "leave", json!({}));
    assert!(
        private_text(&out, "u1").contains("the table is closed"),
        "{out:?}"
    );
}

#[test]
fn play_refuses_bad_bot_options_clearly() {
    let mut t = Table::new(3);
    for (options, words) in [
        (json!({"game": TTT, "bots": 2}), "at most 1 bot can"),
        (
            json!({"game": "equation-hi-lo", "bots": 8}),
            "at most 7 bots can",
        ),
        (json!({"game": TTT, "bots": "lots"}), "whole number"),
        (
            json!({"game": TTT, "bots": 1, "bot_level": "godlike"}),
            "easy, normal or strong",
        ),
        (json!({"game": TTT, "bot_level": "easy"}), "give `bots` too"),
        (json!({"game": TTT, "absent": "pass"}), "`absent` must be"),
        (
            json!({"game": TTT, "rated_with_bots": "sometimes"}),
            "true or false",
        ),
    ] {
        let out = t.command("u1", "play", options.clone());
        assert!(publics(&out).is_empty(), "{options}: {out:?}");
        let text = private_text(&out, "u1");
        assert!(text.contains(words), "{options}: {text}");
    }
    // Nothing was opened: a good /play works.
    let out = t.command("u1", "play", json!({"game": TTT, "bots": 1}));
    assert!(!publics(&out).is_empty());
    // Bot buttons on a running game are refused.
    let add = board_button(&t, "Remove bot").unwrap();
    t.command("u1", "start", json!({}));
    let out = t.click("u1", &add);
    assert!(
        private_text(&out, "u1").contains("already started"),
        "{out:?}"
    );
}

/// Every bot named in the result, the person too; no bot was ever pinged or timed out.
fn check_result(t: &Table, bots: usize) {
    let result = text_of(t.result().unwrap()).to_string();
    assert!(result.contains("u1"), "{result}");
    assert!(result.contains("Bot (easy)"), "{result}");
    if bots > 1 {
        assert!(result.contains("Bot 2 (easy)"), "{result}");
    }
    for line in &t.log {
        let mentions = line["mentions"].as_array().cloned().unwrap_or_default();
        assert!(
            mentions
                .iter()
                .all(|m| !m.as_str().unwrap_or("").starts_with("bot:")),
            "a bot was pinged: {line}"
        );
        assert!(
            !text_of(line).contains("Time ran out for Bot"),
            "a bot timed out: {line}"
        );
    }
    assert!(
        t.log.iter().all(|l| l["to"] != "bot:1"),
        "nothing private goes to a bot"
    );
    // A public notice offers reaction buttons only for the person's window: a bot answers
    // its own.
    for line in t.log.iter().filter(|l| l["to"] == "public") {
        let reacts = component(line, |c| {
            c["custom_id"].as_str().is_some_and(|id| id.contains(":p."))
        });
        if reacts.is_some() {
            assert!(
                text_of(line).contains("⏳ **u1**"),
                "buttons for a bot: {line}"
            );
        }
    }
}

#[test]
fn a_person_and_bots_play_a_whole_quinox_game() {
    let t = human_and_bots("quinox", json!({}), 1, "live", 11);
    check_result(&t, 1);
}

#[test]
fn a_person_and_bots_play_a_whole_eight_quilibrium_game() {
    let t = human_and_bots("eight-quilibrium", json!({"rounds": 1}), 2, "async", 12);
    check_result(&t, 2);
}

#[test]
fn a_person_and_bots_play_a_whole_equation_hi_lo_game() {
    let t = human_and_bots("equation-hi-lo", json!({"rounds": 2}), 2, "live", 13);
    check_result(&t, 2);
}

#[test]
fn a_person_and_bots_play_a_whole_relinquish_game() {
    let t = human_and_bots("relinquish", json!({"short": "yes"}), 1, "async", 14);
    check_result(&t, 1);
}

#[test]
fn a_person_and_bots_play_a_whole_equilibrix_game() {
    let t = human_and_bots("equilibrix-project", json!({"turns": 3}), 2, "async", 15);
    check_result(&t, 2);
}

/// The table's version and its deadline rows as (seat, bot level), straight from the file.
fn stored(db: &std::path::Path) -> (i64, Vec<(i64, Option<String>)>) {
    let conn = common::db(db).unwrap();
    let version = conn
        .query_row("SELECT version FROM tables WHERE id = 1", [], |r| r.get(0))
        .unwrap();
    let rows = conn
        .prepare("SELECT seat, bot FROM deadlines WHERE table_id = 1 ORDER BY seat")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    (version, rows)
}

/// Opens an async tic-tac-toe table with `play` options for u1 (and u2 when `two`), starts
/// it, and, if a person is prompted first, has them leave (so the timeout default or a bot
/// plays them): afterwards a bot row is due. Returns the database path.
fn bot_due_at_async_table(
    dir: &std::path::Path,
    clock: &std::sync::Arc<commands::FakeClock>,
    play: Value,
    two: bool,
) -> std::path::PathBuf {
    use common::direct::{actor, command, open_core};
    let db = dir.join("t.db");
    let core = open_core(&db, clock, 9, false);
    core.handle(&actor("c1", "u1"), command("play", play));
    if two {
        core.handle(&actor("c1", "u2"), command("join", json!({})));
    }
    core.handle(&actor("c1", "u1"), command("start", json!({})));
    let (_, rows) = stored(&db);
    if rows.iter().all(|(_, level)| level.is_none()) {
        let user = format!("u{}", rows[0].0 + 1);
        core.handle(&actor("c1", &user), command("leave", json!({})));
    }
    let (_, rows) = stored(&db);
    assert!(
        rows.iter().any(|(_, level)| level.is_some()),
        "a bot row is due: {rows:?}"
    );
    db
}

#[test]
fn a_bot_thinking_when_the_process_stops_thinks_again_after_the_restart() {
    use common::direct::{open_core, EPOCH};
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(commands::FakeClock::new(EPOCH));
    let play = json!({"game": TTT, "time": "async", "bots": 1, "bot_level": "strong"});
    let db = bot_due_at_async_table(dir.path(), &clock, play, false);
    let (version, rows) = stored(&db);
    {
        // A strong bot thinks about a second: the process stops long before it answers.
        let core = open_core(&db, &clock, 9, false);
        assert!(core.fire_due().is_empty(), "nothing is committed yet");
        assert!(core.bots_pending(), "the search is under way");
    }
    // The search of the stopped process, finishing on its orphaned thread, commits nothing.
    std::thread::sleep(std::time::Duration::from_millis(1_300));
    assert_eq!(stored(&db), (version, rows), "nothing changed while down");
    // After the restart the row is still due, and the bot thinks again and moves.
    // (`settle` would let the strong bot play out the whole game against the absent u1.)
    let core = open_core(&db, &clock, 9, false);
    let started = std::time::Instant::now();
    let mut replies = Vec::new();
    while replies.is_empty() && started.elapsed() < std::time::Duration::from_secs(30) {
        replies = core.fire_due();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(
        replies.iter().any(|r| r.text.contains("Bot (strong)")),
        "{replies:?}"
    );
    assert!(stored(&db).0 > version, "the bot's move was committed");
}

#[test]
fn an_answer_for_a_seat_its_player_took_back_is_dropped() {
    use common::direct::{actor, open_core, EPOCH};
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(commands::FakeClock::new(EPOCH));
    let play = json!({"game": TTT, "time": "async", "absent": "bot"});
    let db = bot_due_at_async_table(dir.path(), &clock, play, true);
    let (version, rows) = stored(&db);
    let seat = rows.iter().find(|(_, level)| level.is_some()).unwrap().0;
    assert_eq!(
        rows.iter().find(|(s, _)| *s == seat).unwrap().1.as_deref(),
        Some("normal")
    );
    let core = open_core(&db, &clock, 9, false);
    core.fire_due();
    assert!(
        core.bots_pending(),
        "a normal bot thinks for the absent player"
    );
    // The player resumes while the bot thinks: the seat is theirs again.
    let user = format!("u{}", seat + 1);
    let resume = commands::Input::Click {
        custom_id: format!("1:{version}:resume"),
        values: Vec::new(),
    };
    let replies = core.handle(&actor("c1", &user), resume);
    assert!(
        replies.iter().any(|r| r.text.contains("is back")),
        "{replies:?}"
    );
    // The bot's answer arrives and is dropped: the game did not move, the seat waits for its
    // player.
    let replies = core.settle();
    assert!(replies.is_empty(), "{replies:?}");
    let (after, rows) = stored(&db);
    assert_eq!(after, version);
    assert!(
        rows.contains(&(seat, None)) && rows.iter().all(|(_, level)| level.is_none()),
        "{rows:?}"
    );
}

/// Plays u1 and u2 at a live Quinox table with `absent: bot`; u2 lets three turns time out and
/// is marked absent, a bot plays u2's next turn, then u2 resumes and plays again.
#[test]
fn an_absent_players_seat_is_played_by_a_bot_until_they_resume() {
    let mut t = Table::new(21);
    t.command("u1", "play", json!({"game": "quinox", "absent": "bot"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut timeouts = 0;
    // u1 plays at once; u2 never does until marked absent.
    while !text_of(t.board()).contains("Absent (played by a bot): u2") {
        assert!(timeouts < 10 && !t.finished(), "u2 is marked absent");
        match who_can_act(&mut t, 2) {
            Some((user, view)) if user == "u1" => {
                play_random(&mut t, "u1", view, &mut rng);
            }
            _ => {
                t.advance(61.0);
                timeouts += 1;
            }
        }
    }
    assert!(t
        .log
        .iter()
        .any(|l| text_of(l).contains("their turns are played by a bot")));
    // A bot now moves for u2, after its pause, and it is no timeout.
    let before = t.log.len();
    let mut bot_moved = false;
    for _ in 0..20 {
        match who_can_act(&mut t, 2) {
            Some((user, view)) if user == "u1" => {
                play_random(&mut t, "u1", view, &mut rng);
            }
            _ => {
                let out = t.advance(2.0);
                if out.iter().any(|o| text_of(o).contains("u2 ")) {
                    bot_moved = true;
                    break;
                }
            }
        }
    }
    assert!(bot_moved, "a bot played u2's turn");
    assert!(t.log[before..]
        .iter()
        .all(|l| !text_of(l).contains("Time ran out for u2")));
    // u2 resumes from their view.
    let hand = t.hand_id();
    let out = t.click("u2", &hand);
    assert!(
        private_text(&out, "u2").contains("your turns are played by a bot"),
        "the absent player's view names who plays for them: {out:?}"
    );
    let resume = private_button(&out, "u2", "Resume").expect("a Resume button");
    let out = t.click("u2", &resume);
    assert!(publics(&out)
        .iter()
        .any(|p| text_of(p).contains("u2 is back")));
    assert!(!text_of(t.board()).contains("Absent"));
    // From now on u2's turns wait for u2: two seconds pass and no bot moves for them.
    while who_can_act(&mut t, 2).is_some_and(|(u, _)| u == "u1") {
        let (_, view) = who_can_act(&mut t, 2).unwrap();
        play_random(&mut t, "u1", view, &mut rng);
    }
    let out = t.advance(2.0);
    assert!(publics(&out).is_empty(), "{out:?}");
    let (user, _) = who_can_act(&mut t, 2).expect("someone is prompted");
    assert_eq!(user, "u2");
}

/// The rated and unrated rows of `/stats` and the bots' rows.
#[test]
fn games_with_bots_are_unrated_unless_the_table_says_so_and_bots_have_their_own_stats() {
    // Unrated by default.
    let mut t = human_and_bots(TTT, json!({}), 1, "live", 31);
    let conn = t.conn();
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    assert_eq!(count("SELECT COUNT(*) FROM ratings"), 0, "no rating moved");
    assert_eq!(count("SELECT COUNT(*) FROM results WHERE rated = 0"), 2);
    assert_eq!(
        count("SELECT COUNT(*) FROM results WHERE \"user\" = 'bot:easy' AND bot = 'easy'"),
        1
    );
    let out = t.command("u1", "stats", json!({}));
    let text = private_text(&out, "u1");
    assert!(
        text.contains("**Tic-tac-toe** with bots (unrated): 1 game,"),
        "{text}"
    );
    assert!(!text.contains("skill"), "{text}");
    let out = t.command("u1", "leaderboard", json!({"game": TTT}));
    assert!(
        private_text(&out, "u1").contains("No finished Tic-tac-toe games"),
        "{out:?}"
    );
    let out = t.command("u1", "stats", json!({"bots": true}));
    let text = private_text(&out, "u1");
    assert!(
        text.contains("**Bot (easy)** · Tic-tac-toe: 1 game,"),
        "{text}"
    );
    assert!(
        !text.contains("u1"),
        "people are not among the bots: {text}"
    );
    let out = t.command("u1", "stats", json!({"bots": "maybe"}));
    assert!(private_text(&out, "u1").contains("true or false"));

    // Rated when the table says so: the person and the bot level both get a rating, and only
    // the person is on the leaderboard.
    let mut t = human_and_bots(TTT, json!({"rated_with_bots": true}), 1, "live", 32);
    let conn = t.conn();
    let users: Vec<String> = conn
        .prepare("SELECT \"user\" FROM ratings ORDER BY \"user\"")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(users, ["bot:easy", "u1"]);
    let out = t.command("u1", "leaderboard", json!({"game": TTT}));
    let text = private_text(&out, "u1");
    assert!(
        text.contains("**u1**") && text.contains("1 game,"),
        "{text}"
    );
    assert!(!text.contains("Bot"), "{text}");
    let out = t.command("u1", "stats", json!({}));
    let text = private_text(&out, "u1");
    assert!(
        text.starts_with("**Tic-tac-toe**: 1 game,") && text.contains("skill"),
        "{text}"
    );
    let out = t.command("u1", "stats", json!({"bots": true}));
    assert!(private_text(&out, "u1").contains("skill"), "{out:?}");
}

/// Bot moves due past the pool's queue wait as rows and all get played: four async tables whose
/// people left at once, a pool of one thread and a queue of one.
#[test]
fn bot_moves_past_the_queue_wait_as_rows_and_none_is_dropped() {
    use common::direct::{actor, command, EPOCH};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let clock = std::sync::Arc::new(commands::FakeClock::new(EPOCH));
    let switches = commands::Switches {
        seed: Some(4),
        bots: commands::switches::BotSwitches {
            threads: 1,
            queue: 1,
            iterations: Some(8),
            ..Default::default()
        },
        ..Default::default()
    };
    let core = commands::Core::open_at(&common::location(&db), clock.clone(), switches).unwrap();
    for c in 0..4 {
        let channel = format!("c{c}");
        let play = json!({"game": TTT, "time": "async", "bots": 1, "bot_level": "easy"});
        core.handle(&actor(&channel, "u1"), command("play", play));
        core.handle(&actor(&channel, "u1"), command("start", json!({})));
        // The person leaves: from here on only the timeout default and bots play, so the
        // tables run to their end by themselves.
        core.handle(&actor(&channel, "u1"), command("leave", json!({})));
    }
    core.fire_due();
    assert!(core.bots_pending());
    let replies = core.settle();
    let finished = replies
        .iter()
        .filter(|r| {
            r.title
                .as_deref()
                .is_some_and(|t| t.starts_with("Final scores"))
        })
        .count();
    assert_eq!(finished, 4, "every table played to its end");
    assert!(!core.bots_pending());
}
