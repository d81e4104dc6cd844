//! Whole games and the hard moments of a table, through the script driver with real SQLite.
//! Clicks play the example game, tic-tac-toe; the whole game with a reaction window stays on
//! 8-quilibrium, whose out-of-turn reactions tic-tac-toe lacks (as it lacks four players).
mod common;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn text_of(v: &Value) -> &str {
    v["text"].as_str().unwrap_or_default()
}

fn version_of(id: &str) -> i64 {
    id.split(':').nth(1).unwrap().parse().unwrap()
}

/// Plays random legal actions (clicking only what is shown) until the game ends.
fn play_out(
    t: &mut Table,
    players: usize,
    rng: &mut ChaCha8Rng,
    mut on_step: impl FnMut(&mut Table, &[Value]),
) {
    for _ in 0..2000 {
        if t.finished() {
            return;
        }
        let (user, view) = who_can_act(t, players).expect("someone can act until the game ends");
        let out = play_random(t, &user, view, rng);
        on_step(t, &out);
    }
    panic!("game did not finish in 2000 actions");
}

#[test]
fn four_player_game_to_final_scores_with_restart_in_a_reaction_window() {
    let mut t = Table::new(7);
    t.start_eq(4);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut restarted = false;
    play_out(&mut t, 4, &mut rng, |t, out| {
        // A public notice with reaction buttons means a window is open.
        let window = publics(out).into_iter().find(|o| {
            o["components"].as_array().is_some_and(|cs| {
                cs.iter()
                    .any(|c| c["custom_id"].as_str().unwrap().contains(":p."))
            })
        });
        if let (false, Some(window)) = (restarted, window) {
            let window = window.clone();
            let board_before = t.board().clone();
            t.restart();
            restarted = true;
            // After the restart the same window is open: its buttons still work.
            let reaction = actions(&window)[0]["custom_id"]
                .as_str()
                .unwrap()
                .to_string();
            let hand = t.hand_id();
            assert_eq!(
                hand,
                board_before["components"][0]["custom_id"].as_str().unwrap()
            );
            // Only the eligible player's click counts.
            let eligible = window["mentions"][0].as_str().unwrap().to_string();
            let other = if eligible == "u1" { "u2" } else { "u1" };
            let out = t.click(other, &reaction);
            assert!(
                publics(&out).is_empty(),
                "a wrong-user click changes nothing"
            );
            assert!(text_of(private_to(&out, other).unwrap()).contains("not yours"));
            let out = t.click(&eligible, &reaction);
            assert!(!publics(&out).is_empty() || private_to(&out, &eligible).is_some());
        }
    });
    assert!(restarted, "the game had at least one reaction window");
    let result = t.result().unwrap();
    assert_eq!(text_of(result).lines().count(), 4, "{}", text_of(result));
    // Ratings and stats are written.
    let out = t.command("u1", "leaderboard", json!({"game": "eight-quilibrium"}));
    let board = text_of(private_to(&out, "u1").unwrap()).to_string();
    for u in ["u1", "u2", "u3", "u4"] {
        assert!(board.contains(u), "{board}");
    }
    let out = t.command("u3", "stats", json!({}));
    assert!(text_of(private_to(&out, "u3").unwrap()).contains("1 game,"));
}

#[test]
fn stale_and_duplicate_clicks_change_nothing() {
    let mut t = Table::new(11);
    t.start_ttt();
    let (user, view) = who_can_act(&mut t, 2).unwrap();
    // Find a complete action by walking the menu, remembering the final click.
    let mut view = view;
    let last_id = loop {
        let c = actions(&view)[0].clone();
        let id = c["custom_id"].as_str().unwrap().to_string();
        let out = t.click(&user, &id);
        if !publics(&out).is_empty() {
            break id;
        }
        view = private_to(&out, &user).unwrap().clone();
    };
    let version_after = version_of(&t.hand_id());
    assert!(version_after > version_of(&last_id));
    // The same click again: refused, nothing public, the version does not move.
    let again = t.click(&user, &last_id);
    assert!(publics(&again).is_empty());
    assert!(text_of(private_to(&again, &user).unwrap()).contains("moment has passed"));
    assert_eq!(version_of(&t.hand_id()), version_after);
}

#[test]
fn concurrent_clicks_on_one_table_are_serialised() {
    let mut t = Table::new(5);
    t.start_ttt();
    // "Keep my coin" is a complete action at the first menu level.
    let user = "u1".to_string();
    let final_id = t.ttt_button(&user, "keep");
    let core = t.script.core();
    let actor = commands::Actor {
        guild: "g1".into(),
        channel: "c1".into(),
        user: user.clone(),
        name: user.clone(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    };
    let accepted = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                let actor = actor.clone();
                let id = final_id.clone();
                s.spawn(move || {
                    core.handle(
                        &actor,
                        commands::Input::Click {
                            custom_id: id,
                            values: vec![],
                        },
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap())
            .filter(|out| out.iter().any(|r| r.to.is_public()))
            .count()
    });
    assert_eq!(
        accepted, 1,
        "exactly one of four simultaneous identical clicks is applied"
    );
}
