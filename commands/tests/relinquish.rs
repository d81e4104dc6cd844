//! Relinquish through `commands` with a real SQLite file (the script driver): whole games for
//! 2, 3 and 4 (2v2) players driven through the menus; restarts inside a Negate window, a Foil
//! chain, a block choice, a Rally and a scry choice, each resuming with the same deadline and the
//! same menu; wrong-user clicks on a reaction notice; and no hand card, scried card or
//! unrevealed Rally of any seat in any public message.
mod common;
use common::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use relinquish::rules::Card;
use serde_json::{json, Value};
use std::collections::BTreeSet;

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

/// Opens a Relinquish table with `n` players u1..un and `/play` options, and starts it.
fn start(t: &mut Table, n: usize, options: Value) {
    let mut play = json!({"game": "relinquish"});
    if let (Some(map), Some(extra)) = (play.as_object_mut(), options.as_object()) {
        map.extend(extra.clone());
    }
    t.command("u1", "play", play);
    for i in 2..=n {
        t.command(&format!("u{i}"), "join", json!({}));
    }
    let out = t.command("u1", "start", json!({}));
    assert!(!publics(&out).is_empty(), "the game started: {out:?}");
}

/// One choice a message offers: a button, or one option of a select.
#[derive(Clone, Debug)]
struct Choice {
    id: String,
    value: Option<String>,
    label: String,
}

fn choices(msg: &Value) -> Vec<Choice> {
    let mut out = Vec::new();
    for c in actions(msg) {
        let id = c["custom_id"].as_str().unwrap_or_default().to_string();
        if c["kind"] == "button" {
            out.push(Choice {
                id,
                value: None,
                label: c["label"].as_str().unwrap_or_default().to_string(),
            });
        } else {
            for o in c["options"].as_array().into_iter().flatten() {
                out.push(Choice {
                    id: id.clone(),
                    value: o["value"].as_str().map(str::to_string),
                    label: o["label"].as_str().unwrap_or_default().to_string(),
                });
            }
        }
    }
    out
}

/// Picks a choice: mostly one whose label contains a `prefer` word, rarely a step back.
fn pick(options: &[Choice], prefer: &[&str], rng: &mut ChaCha8Rng) -> Choice {
    let liked: Vec<&Choice> = options
        .iter()
        .filter(|c| prefer.iter().any(|p| c.label.contains(p)))
        .collect();
    if !liked.is_empty() && rng.gen_bool(0.85) {
        return (*liked.choose(rng).unwrap()).clone();
    }
    let forward: Vec<&Choice> = options
        .iter()
        .filter(|c| !c.label.starts_with("Back") && !c.label.starts_with("Take "))
        .collect();
    if !forward.is_empty() && rng.gen_bool(0.95) {
        return (*forward.choose(rng).unwrap()).clone();
    }
    options.choose(rng).unwrap().clone()
}

fn press(t: &mut Table, user: &str, c: &Choice) -> Vec<Value> {
    match &c.value {
        Some(v) => t.select(user, &c.id, v),
        None => t.click(user, &c.id),
    }
}

/// Walks `user`'s menu from `view` down to an applied action (something public changed);
/// returns that click's outputs.
fn act(
    t: &mut Table,
    user: &str,
    mut view: Value,
    prefer: &[&str],
    rng: &mut ChaCha8Rng,
) -> Vec<Value> {
    for _ in 0..40 {
        let options = choices(&view);
        assert!(!options.is_empty(), "{user} has nothing to click: {view}");
        let c = pick(&options, prefer, rng);
        let out = press(t, user, &c);
        if !publics(&out).is_empty() {
            return out;
        }
        view = private_to(&out, user)
            .unwrap_or_else(|| panic!("no answer to {c:?}"))
            .clone();
    }
    panic!("{user} never got to an action");
}

/// Plays steered random moves until `done` holds or the game ends; whether `done` held.
fn drive(
    t: &mut Table,
    players: usize,
    rng: &mut ChaCha8Rng,
    prefer: &[&str],
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
        act(t, &user, view, prefer, rng);
    }
    done(t)
}

/// The board's phase, and the battle step inside a battle (`battle/clash`).
fn phase(t: &Table) -> String {
    let p = &t.board()["view"]["phase"];
    let kind = p["type"].as_str().unwrap_or_default().to_string();
    match p["step"]["type"].as_str() {
        Some(step) => format!("{kind}/{step}"),
        None => kind,
    }
}

/// The `⏳` lines of the latest board: who is awaited, for what, until when.
fn waiting(t: &Table) -> BTreeSet<String> {
    text_of(t.board())
        .lines()
        .filter(|l| l.starts_with('⏳'))
        .map(str::to_string)
        .collect()
}

/// Every seat's private view: its components and its view (secrets included).
fn views(t: &mut Table, players: usize) -> Vec<(Value, Value)> {
    let hand = t.hand_id();
    (1..=players)
        .map(|i| {
            let user = format!("u{i}");
            let out = t.click(&user, &hand);
            let v = private_to(&out, &user).expect("a private view");
            (v["components"].clone(), v["view"].clone())
        })
        .collect()
}

/// Drives a game (new table per seed) until `phase` holds, then restarts Tabula on the same
/// file and checks the deadlines and every seat's menu are unchanged, and that play goes on.
fn restart_inside(
    label: &str,
    players: usize,
    options: Value,
    prefer: &[&str],
    wanted: impl Fn(&Table) -> bool,
) {
    for seed in 0..40u64 {
        let dir = tempfile::tempdir().unwrap();
        let mut t = Table::with_db(Some(dir.path().join("t.db")), seed);
        start(&mut t, players, options.clone());
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if !drive(&mut t, players, &mut rng, prefer, 1500, &wanted) {
            continue;
        }
        let before_phase = phase(&t);
        let before_wait = waiting(&t);
        let before = views(&mut t, players);
        assert!(!before_wait.is_empty(), "{label}: someone is awaited");
        t.restart();
        t.command("u1", "board", json!({}));
        assert_eq!(phase(&t), before_phase, "{label}");
        assert_eq!(waiting(&t), before_wait, "{label}: the same deadlines");
        assert_eq!(views(&mut t, players), before, "{label}: the same menus");
        // The prompt still works: its player acts and the game moves on.
        let (user, view) = who_can_act(&mut t, players).expect("someone can act");
        let out = act(&mut t, &user, view, prefer, &mut rng);
        assert!(
            !publics(&out).is_empty(),
            "{label}: accepted after the restart"
        );
        eprintln!("{label}: seed {seed}, {before_phase}");
        return;
    }
    panic!("{label}: never reached");
}

const ENCHANT: &[&str] = &[
    "Magick: Enchant",
    "Resting Commons",
    "with T",
    "Name ",
    "Confirm",
    "Negate…",
    "captures",
    "Glamour",
    "Rest ",
    "Arcana",
    "Fortify",
];
const MURDER: &[&str] = &[
    "Magick: Murder",
    "with T",
    "Foil…",
    "Summon",
    "Pay with",
    "Confirm",
    "Populate",
    "'s ",
];
const BATTLE: &[&str] = &[
    "Battle",
    "Attack",
    "Confirm",
    "Meet",
    "Block with",
    "Summon",
    "Pay with",
    "Populate",
    "Rally ",
];

#[test]
fn a_restart_inside_a_negate_window_keeps_it() {
    restart_inside("negate", 2, json!({}), ENCHANT, |t| phase(t) == "negate");
}

#[test]
fn a_restart_inside_a_foil_chain_keeps_it() {
    // A chain: the Murder was Foiled at least once, and the murderer's side may answer.
    restart_inside("foil chain", 2, json!({}), MURDER, |t| {
        let p = &t.board()["view"]["phase"];
        p["type"] == "foil" && p["chain"].as_array().is_some_and(|c| c.len() >= 2)
    });
}

#[test]
fn a_restart_inside_a_block_choice_keeps_it() {
    restart_inside("block", 2, json!({}), BATTLE, |t| {
        phase(t) == "battle/blocking"
    });
}

#[test]
fn a_restart_inside_a_rally_keeps_it() {
    // One Rally is in, the other still awaited: the pick stays secret and pending.
    restart_inside("rally", 3, json!({}), BATTLE, |t| {
        let step = &t.board()["view"]["phase"]["step"];
        step["type"] == "clash" && step["attacker_picked"] != step["defender_picked"]
    });
}

#[test]
fn a_restart_inside_a_scry_choice_keeps_it() {
    restart_inside("scry", 2, json!({"short": "yes"}), &["Augur"], |t| {
        phase(t) == "scry"
    });
}

/// The latest public message carrying reaction buttons (`:p.` payloads).
fn reaction_notice(t: &Table) -> Option<Value> {
    t.log
        .iter()
        .rev()
        .find(|o| {
            o["to"] == "public"
                && o["components"].as_array().is_some_and(|cs| {
                    cs.iter()
                        .any(|c| c["custom_id"].as_str().unwrap_or("").contains(":p."))
                })
        })
        .cloned()
}

#[test]
fn only_the_players_in_a_window_may_answer_from_the_notice() {
    let mut checked = 0;
    for seed in 0..30u64 {
        let mut t = Table::new(seed);
        start(&mut t, 4, json!({"teams": "yes"}));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if !drive(&mut t, 4, &mut rng, ENCHANT, 800, |t| phase(t) == "negate") {
            continue;
        }
        let p = t.board()["view"]["phase"].clone();
        let waiting: Vec<u64> = p["waiting"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_u64)
            .collect();
        let notice = reaction_notice(&t).expect("the window's notice has buttons");
        let labels: Vec<&str> = notice["components"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c["label"].as_str())
            .collect();
        assert!(
            labels.contains(&"Negate…") && labels.contains(&"No counter"),
            "{labels:?}"
        );
        let negate = component(&notice, |c| c["label"] == "Negate…").unwrap();
        for seat in (0..4u64).filter(|s| !waiting.contains(s)) {
            let user = format!("u{}", seat + 1);
            let out = t.click(&user, &negate);
            assert!(
                publics(&out).is_empty(),
                "a wrong click changed nothing public"
            );
            let text = private_text(&out, &user);
            assert!(text.contains("not yours"), "{text}");
        }
        // Someone waiting opens the counter's menu privately from the notice.
        let user = format!("u{}", waiting[0] + 1);
        let out = t.click(&user, &negate);
        assert!(publics(&out).is_empty());
        let menu = private_to(&out, &user).expect("a private menu");
        assert!(!actions(menu).is_empty(), "{menu}");
        checked += 1;
        if checked == 2 {
            return;
        }
    }
    panic!("only {checked} Negate windows reached in 2v2");
}

fn play_whole_game(players: usize, options: Value, seed: u64) -> Table {
    let mut t = Table::new(seed);
    start(&mut t, players, options);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    drive(&mut t, players, &mut rng, &[], 5000, |_| false);
    assert!(t.finished(), "{players} players: the game finished");
    t
}

#[test]
fn whole_games_for_two_three_and_four_players_reach_the_final_scores() {
    for (players, options, seed) in [
        (2, json!({}), 1u64),
        (3, json!({"short": "yes"}), 2),
        (4, json!({"teams": "yes", "beginner": "yes"}), 3),
    ] {
        let t = play_whole_game(players, options, seed);
        let result = text_of(t.result().unwrap()).to_string();
        for i in 1..=players {
            assert!(result.contains(&format!("u{i}")), "{result}");
        }
        assert!(text_of(t.board()).contains("The game is over"));
        if players == 4 {
            // Partners share their team's score and place.
            let places: Vec<u64> =
                serde_json::from_value(t.board()["view"]["places"].clone()).expect("places");
            assert_eq!(places[0], places[2]);
            assert_eq!(places[1], places[3]);
            assert!(text_of(t.board()).contains("2v2"));
        }
    }
}

/// Every card named in a text, by any spelling (`7 Wands`, `King of Swords`, `T16`).
fn cards_named(text: &str) -> BTreeSet<Card> {
    relinquish::present::secrets::cards(text)
        .iter()
        .filter_map(|code| code.parse::<Card>().ok())
        .collect()
}

/// A seat's secrets from its own private view: hand, scried cards, a pending Rally pick.
fn secrets(view: &Value) -> BTreeSet<Card> {
    let me = &view["me"];
    let mut out: BTreeSet<Card> = serde_json::from_value(me["hand"].clone()).unwrap_or_default();
    let scry: Vec<Card> = serde_json::from_value(me["scry"].clone()).unwrap_or_default();
    out.extend(scry);
    if let Some(c) = me["rally"]["card"].as_str() {
        out.insert(c.parse().unwrap());
    }
    out
}

#[test]
fn public_messages_never_show_a_secret_card() {
    let mut rallies = 0;
    for (players, options, seed) in [
        (2, json!({}), 11u64),
        (3, json!({}), 12),
        (4, json!({"teams": "yes"}), 13),
    ] {
        let mut t = Table::new(seed);
        start(&mut t, players, options);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let prefer: Vec<&str> = BATTLE.iter().chain(ENCHANT).copied().collect();
        let secrets_now = |t: &mut Table| -> BTreeSet<Card> {
            views(t, players)
                .iter()
                .flat_map(|(_, v)| secrets(v))
                .collect()
        };
        let mut before = secrets_now(&mut t);
        for _ in 0..3000 {
            if t.finished() {
                break;
            }
            let (user, view) = who_can_act(&mut t, players).expect("someone can act");
            let out = act(&mut t, &user, view, &prefer, &mut rng);
            if t.finished() {
                break;
            }
            let after = secrets_now(&mut t);
            for m in publics(&out) {
                let mut named = cards_named(text_of(m));
                for c in m["components"].as_array().into_iter().flatten() {
                    named.extend(cards_named(c["label"].as_str().unwrap_or_default()));
                }
                let json = m["view"].to_string();
                for c in before.intersection(&after) {
                    assert!(
                        !named.contains(c) && !json.contains(&format!("\"{}\"", c.code())),
                        "seed {seed}: secret {c} in public: {m}"
                    );
                }
            }
            rallies += out
                .iter()
                .filter(|o| o["to"] == "public" && text_of(o).contains("Clash:"))
                .count();
            before = after;
        }
        assert!(t.finished(), "seed {seed}: finished");
    }
    assert!(rallies > 0, "no Clash was played");
}

/// A `⏳` line without its deadline: who is awaited, and for what.
fn awaited(line: &str) -> String {
    line.split(" (due ").next().unwrap_or(line).to_string()
}

/// The notices (public posts other than the board and the result) among `out`.
fn notices(out: &[Value]) -> Vec<&Value> {
    out.iter()
        .filter(|o| o["to"] == "public" && o["delivery"]["kind"] == "post")
        .filter(|o| !text_of(o).contains("Final scores"))
        .collect()
}

/// A long turn is many small moves: the player making them is named and pinged when the turn
/// comes to them, not again after each move; a move that shows nothing in public and awaits
/// nobody new posts no notice at all. Whoever an input newly sets waiting is always named.
#[test]
fn notices_name_and_ping_only_whoever_is_newly_awaited() {
    let (mut quiet, mut named) = (0, 0);
    for (players, seed) in [(2, 21u64), (3, 22)] {
        let mut t = Table::new(seed);
        start(&mut t, players, json!({}));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let prefer: Vec<&str> = BATTLE.iter().chain(ENCHANT).copied().collect();
        for _ in 0..400 {
            if t.finished() {
                break;
            }
            let before: BTreeSet<String> = waiting(&t).iter().map(|l| awaited(l)).collect();
            let (user, view) = who_can_act(&mut t, players).expect("someone can act");
            let out = act(&mut t, &user, view, &prefer, &mut rng);
            if t.finished() {
                break;
            }
            let after: BTreeSet<String> = waiting(&t).iter().map(|l| awaited(l)).collect();
            let fresh: BTreeSet<&String> = after.difference(&before).collect();
            let posted = notices(&out);
            assert!(posted.len() <= 1, "one notice per input: {posted:?}");
            let Some(notice) = posted.first() else {
                assert!(fresh.is_empty(), "{fresh:?} newly awaited, yet no notice");
                quiet += 1;
                continue;
            };
            assert!(!text_of(notice).trim().is_empty(), "an empty notice");
            let lines: BTreeSet<String> = text_of(notice)
                .lines()
                .filter(|l| l.starts_with('⏳'))
                .map(awaited)
                .collect();
            let reaction = notice["components"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|c| {
                    !c["custom_id"]
                        .as_str()
                        .unwrap_or_default()
                        .ends_with(":hand")
                });
            if reaction {
                // A reaction window's notice carries its buttons and names all it waits for.
                assert_eq!(lines, after, "{notice}");
                continue;
            }
            assert_eq!(
                lines.iter().collect::<BTreeSet<_>>(),
                fresh,
                "named {lines:?}, newly awaited {fresh:?}: {notice}"
            );
            let pinged: BTreeSet<String> =
                serde_json::from_value(notice["mentions"].clone()).unwrap_or_default();
            for u in &pinged {
                assert!(
                    fresh.iter().any(|l| l.contains(&format!("**{u}**"))),
                    "{u} pinged though not newly awaited: {notice}"
                );
            }
            if lines.is_empty() {
                quiet += 1;
            } else {
                named += 1;
            }
        }
    }
    assert!(quiet > 20 && named > 20, "quiet {quiet}, named {named}");
}

// ------------------------------------------------------------ Issue 25, item 2: timeouts

/// The user name of the seat whose turn it is on the latest board.
fn active_user(t: &Table) -> String {
    let seat = t.board()["view"]["active"]
        .as_u64()
        .expect("an active seat");
    format!("u{}", seat + 1)
}

#[test]
fn a_timed_out_turn_leaves_the_acceptance_keep_to_the_player_with_its_own_deadline() {
    // RQ-12: the turn's default only ends the turn. The Acceptance's keep is another prompt
    // with its own deadline; RQ-15's default applies only when that deadline passes.
    let mut t = Table::new(3);
    start(&mut t, 2, json!({}));
    let user = active_user(&t);
    t.advance(61.0);
    assert_eq!(phase(&t), "scry", "{}", text_of(t.board()));
    assert_eq!(active_user(&t), user);
    let keep: Vec<String> = waiting(&t)
        .into_iter()
        .filter(|l| l.contains(&user) && l.contains("Keep one of the two scried cards"))
        .collect();
    assert_eq!(keep.len(), 1, "{}", text_of(t.board()));
    assert!(keep[0].contains("(due "), "{}", keep[0]);
    // The player sees the keep in their view and may answer it.
    let hand = t.hand_id();
    let out = t.click(&user, &hand);
    let mine = private_text(&out, &user);
    assert!(mine.contains("Scrying:"), "{mine}");
    // Not yet due: nothing happens before the keep's own 30 s.
    t.advance(20.0);
    assert_eq!(phase(&t), "scry");
    // Its own deadline: the first card is kept and the next player's turn begins.
    t.advance(11.0);
    assert_eq!(phase(&t), "turn");
    assert_ne!(active_user(&t), user);
}

/// A 2-player position in a Clash: seat 0's King of Wands (strength 2) against seat 1's Page
/// of Swords (0), seat 1 has picked no Rally and seat 0's pick is open; whatever it is, the
/// King wins and takes one of
/// seat 1's two equal highest Commons (7P, 7C), which is the attacker's choice (RQ-9).
fn clash_before_an_equal_capture() -> relinquish::rules::State {
    use game_kit::Game;
    use relinquish::rules::{Action, Options, Placed, Relinquish, State};
    let mut s = State::blank(&Options::default(), 2, 7);
    let card = |c: &str| -> Card { c.parse().unwrap() };
    let place = |codes: &str, seat| {
        codes
            .split_whitespace()
            .map(|c| Placed {
                card: card(c),
                resting: false,
                origin: seat,
            })
            .collect::<Vec<_>>()
    };
    s.hands[0] = vec![card("1C"), card("2W")];
    s.hands[1] = vec![card("1W"), card("3C")];
    s.tableaus[0] = place("KW", 0);
    s.tableaus[1] = place("PS 7P 7C", 1);
    s.fill_scry_pile();
    s.active = 0;
    for (seat, action) in [
        (0, Action::Battle),
        (
            0,
            Action::Attack {
                court: card("KW"),
                at: 1,
            },
        ),
        (0, Action::Confirm),
        (
            1,
            Action::Block {
                attacker: card("KW"),
                with: card("PS"),
            },
        ),
        // The defender has picked (no Rally); the attacker's Rally is the one left.
        (1, Action::Rally { card: None }),
    ] {
        Relinquish::apply(&mut s, seat, action).unwrap();
    }
    assert_eq!(
        Relinquish::prompts(&s)
            .iter()
            .map(|p| p.seat)
            .collect::<Vec<_>>(),
        vec![0],
        "the attacker's Rally is open"
    );
    s
}

#[test]
fn a_timed_out_rally_leaves_the_capture_choice_to_the_attacker() {
    // The Rally's default is no Rally (RQ-8); the capture among equal Commons is the attacker's
    // own prompt, whose default (our ruling 6) applies only when its own deadline passes.
    use game_kit::Game;
    use relinquish::rules::Relinquish;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::with_db(Some(db.clone()), 1);
    start(&mut t, 2, json!({}));
    // The table now holds the crafted Clash, with the deadlines its prompts get.
    let state = clash_before_an_equal_capture();
    {
        let conn = common::db(&db).unwrap();
        let table: i64 = conn
            .query_row("SELECT id FROM tables WHERE channel = 'c1'", [], |r| {
                r.get(0)
            })
            .unwrap();
        conn.execute(
            "UPDATE tables SET state = ?1 WHERE id = ?2",
            commands::params![serde_json::to_string(&state).unwrap(), table],
        )
        .unwrap();
        conn.execute("DELETE FROM deadlines WHERE table_id = ?1", [table])
            .unwrap();
        for p in Relinquish::prompts(&state) {
            conn.execute(
                "INSERT INTO deadlines (table_id, seat, kind, what, due) \
                 VALUES (?1, ?2, 'secret', ?3, ?4)",
                commands::params![table, p.seat as i64, p.what, common::direct::EPOCH + 30_000],
            )
            .unwrap();
        }
    }
    t.restart();
    // The attacker's Rally times out: the King wins, and the attacker is asked which 7 to
    // capture, with a deadline of its own (before the fix the first 7 was taken at once).
    t.advance(31.0);
    t.command("u1", "board", json!({}));
    assert_eq!(phase(&t), "battle/capture", "{}", text_of(t.board()));
    let capture: Vec<String> = waiting(&t)
        .into_iter()
        .filter(|l| l.contains("u1") && l.contains("equal Commons"))
        .collect();
    assert_eq!(capture.len(), 1, "{}", text_of(t.board()));
    assert!(capture[0].contains("(due "), "{}", capture[0]);
    // The attacker may still choose: 7 Cups, say.
    let hand = t.hand_id();
    let out = t.click("u1", &hand);
    let view = private_to(&out, "u1").unwrap().clone();
    let take = choices(&view)
        .into_iter()
        .find(|c| c.label.contains("7 Cups"))
        .unwrap_or_else(|| panic!("no 7 Cups to capture: {view}"));
    press(&mut t, "u1", &take);
    t.command("u1", "board", json!({}));
    let board = text_of(t.board());
    assert!(board.contains("7 Cups ←u2"), "{board}");
}
