//! Rules versions (EX-G9): a game is played, saved and replayed by the rules it began under.
//! Tables stored before versions existed have no `rules` in their options and keep the rules
//! of then (a Tree move may stand without its stone); every new table, a rematch included,
//! gets today's. Replays go through the registry's engine as `commands`' replay does: the
//! deal from the stored options, seat count and seed, then every logged action, and the
//! saved state at the end.

use equilibrix::rules::{Action, Options, Rules, State, TurnStep};
use equilibrix::{Equilibrix as Ex, ENTRY};
use game_kit::game::{Game, Seat};
use present_kit::session::Session;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// One logged action, as `commands` stores it.
struct Logged {
    seat: Seat,
    action: Value,
    by_timeout: bool,
}

/// Deals `options` again and applies `log` through the registry's engine, as `/replay` does;
/// the saved state it reaches, as JSON, or the first action refused.
fn replay(options: &Value, players: usize, seed: u64, log: &[Logged]) -> Result<Value, String> {
    let mut session: Box<dyn Session> = ENTRY
        .engine
        .setup(options, players, seed, present_kit::words::Lang::En)
        .map_err(|e| format!("the deal: {}", e.0))?;
    for (i, l) in log.iter().enumerate() {
        session
            .apply(l.seat, &l.action, present_kit::words::Lang::En)
            .map_err(|e| format!("action {i} {}: {e:?}", l.action))?;
    }
    let saved = session.save().map_err(|e| format!("{e:?}"))?;
    serde_json::from_str(&saved).map_err(|e| e.to_string())
}

/// The log of a game file: `[{"seat", "action", "by_timeout"}]`.
fn log_of(game: &Value) -> Vec<Logged> {
    game["log"]
        .as_array()
        .expect("a log")
        .iter()
        .map(|l| Logged {
            seat: l["seat"].as_u64().expect("a seat") as Seat,
            action: l["action"].clone(),
            by_timeout: l["by_timeout"].as_bool().expect("by_timeout"),
        })
        .collect()
}

/// How many logged actions are bare-move `Skip`s, and how many timeouts ended a turn right
/// after a move (`after_move[i]`: the step before action `i` was `moved`).
fn old_rules_uses(log: &[Logged], after_move: &[bool]) -> (usize, usize) {
    let skips = log.iter().filter(|l| l.action["type"] == "skip").count();
    let timeouts = log
        .iter()
        .zip(after_move)
        .filter(|(l, &moved)| moved && l.by_timeout)
        .count();
    (skips, timeouts)
}

/// Games written by the code before EX-G9 (commit 1edd639, random menus with bare moves,
/// `Skip` after moves and timeouts after moves, for 3 to 6 players): each one's options,
/// seats, seed, log and final state, exactly as that code produced them.
fn played_before_ex_g9() -> Vec<Value> {
    let read = |name: &str| -> Value {
        let path = format!("{}/tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    let mut games = vec![read("played-before-ex-g9")];
    games.extend(
        read("played-before-ex-g9-4-to-6-players")
            .as_array()
            .cloned()
            .unwrap_or_default(),
    );
    games
}

#[test]
fn games_played_before_ex_g9_replay_to_their_saved_end() {
    let games = played_before_ex_g9();
    assert_eq!(games.len(), 4);
    for game in games {
        let log = log_of(&game);
        let (options, players, seed) = (
            &game["options"],
            game["players"].as_u64().unwrap() as usize,
            game["seed"].as_u64().unwrap(),
        );
        assert!(options.get("rules").is_none(), "stored without `rules`");
        // The log uses what EX-G9 refuses: bare moves, and timeouts that kept a move.
        let options_read: Options = serde_json::from_value(options.clone()).unwrap();
        let mut s: State = Ex::setup(&options_read, players, seed).unwrap();
        let mut after_move = Vec::new();
        for l in &log {
            after_move.push(matches!(
                s.turn.step,
                TurnStep::Moved | TurnStep::Chosen { .. }
            ));
            let action: Action = serde_json::from_value(l.action.clone()).unwrap();
            Ex::apply(&mut s, l.seat, action).unwrap();
        }
        let (skips, timeouts) = old_rules_uses(&log, &after_move);
        assert!(
            skips >= 10 && timeouts >= 1,
            "{players} players: {skips} skips, {timeouts} timeouts"
        );

        let end = replay(options, players, seed, &log).expect("the old game replays");
        assert_eq!(
            end, game["state"],
            "{players} players: the replay reaches the saved final state"
        );
        assert!(end["over"].is_object());

        // Under today's rules the same log is refused: the version keeps it replayable.
        let today = ENTRY
            .engine
            .parse_options(options, present_kit::words::Lang::En)
            .unwrap();
        assert!(replay(&today, players, seed, &log).is_err());
    }
}

/// Plays a random game dealt from `options` (JSON, as a table stores them) through the
/// registry's engine, preferring `Skip` after a move and sometimes letting the turn time out
/// right after a move; the log and the final saved state.
fn random_game(options: &Value, players: usize, seed: u64) -> (Vec<Logged>, Vec<bool>, Value) {
    let mut session = ENTRY
        .engine
        .setup(options, players, seed, present_kit::words::Lang::En)
        .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut log, mut after_move) = (Vec::new(), Vec::new());
    while let Some(p) = session.prompts().first().cloned() {
        let state: State = serde_json::from_str(&session.save().unwrap()).unwrap();
        let moved = state.turn.step == TurnStep::Moved && p.seat == state.turn.seat;
        let legal = session.legal(p.seat).unwrap();
        let skip = json!({"type": "skip"});
        let (action, by_timeout) = if moved && rng.gen_bool(0.2) {
            (session.timeout_action(p.seat).unwrap().unwrap(), true)
        } else if moved && rng.gen_bool(0.6) {
            // Under the earlier rules a move may stand without its stone.
            (skip, false)
        } else {
            let end = json!({"type": "end_turn"});
            let some: Vec<&Value> = legal.iter().filter(|a| **a != end).collect();
            match some.is_empty() || rng.gen_bool(0.03) {
                true => (legal[rng.gen_range(0..legal.len())].clone(), false),
                false => (some[rng.gen_range(0..some.len())].clone(), false),
            }
        };
        session
            .apply(p.seat, &action, present_kit::words::Lang::En)
            .unwrap_or_else(|e| panic!("{action} refused: {e:?}"));
        after_move.push(moved);
        log.push(Logged {
            seat: p.seat,
            action,
            by_timeout,
        });
        assert!(log.len() < 20_000, "the game never ends");
    }
    let end = serde_json::from_str(&session.save().unwrap()).unwrap();
    (log, after_move, end)
}

#[test]
fn random_games_under_the_earlier_rules_replay_exactly() {
    for (players, seed) in [(3, 11), (4, 12), (5, 13), (6, 14)] {
        let options = json!({"turns": 4});
        let (log, after_move, end) = random_game(&options, players, seed);
        let (skips, timeouts) = old_rules_uses(&log, &after_move);
        assert!(skips > 0, "{players} players: bare moves were played");
        assert!(end["over"].is_object());
        assert_eq!(
            end["options"], options,
            "the state keeps the options as stored"
        );
        assert_eq!(
            replay(&options, players, seed, &log).as_ref(),
            Ok(&end),
            "{players} players ({skips} bare moves, {timeouts} timeouts after a move)"
        );
    }
}

#[test]
fn new_tables_get_todays_rules_and_stored_options_read_as_before() {
    let engine = ENTRY.engine;
    // `/play` and the quick game: options parsed for a new table.
    for given in [json!({}), json!({"turns": "20"}), json!({"turns": 2})] {
        let parsed = engine
            .parse_options(&given, present_kit::words::Lang::En)
            .unwrap();
        assert_eq!(parsed["rules"], "ex-g9", "{given} -> {parsed}");
        let o: Options = serde_json::from_value(parsed).unwrap();
        assert_eq!(o.rules, Rules::CURRENT);
    }
    assert_eq!(Options::default().rules, Rules::CURRENT);
    assert_eq!(Options::rounds(3).rules, Rules::CURRENT);
    // Options stored before versions: the earlier rules.
    let stored: Options = serde_json::from_value(json!({"turns": 6})).unwrap();
    assert_eq!(stored.rules, Rules::BeforeExG9);
    assert!(!stored.rules.move_with_stone() && Rules::ExG9.move_with_stone());
    // No other value reads: the earlier rules are only what an old table's absent field means.
    assert!(engine
        .parse_options(&json!({"rules": "before"}), present_kit::words::Lang::En)
        .is_err());

    // A game dealt from either keeps its rules in its state, and plays by them.
    for (options, bare) in [
        (json!({"turns": 6}), true),
        (json!({"turns": 6, "rules": "ex-g9"}), false),
    ] {
        let mut session = engine
            .setup(&options, 3, 5, present_kit::words::Lang::En)
            .unwrap();
        let saved: Value = serde_json::from_str(&session.save().unwrap()).unwrap();
        assert_eq!(saved["options"], options, "saved as dealt");
        let first = session.legal(0).unwrap()[0].clone();
        assert_eq!(first["type"], "move", "{first}");
        session
            .apply(0, &first, present_kit::words::Lang::En)
            .unwrap();
        let legal = session.legal(0).unwrap();
        assert_eq!(
            legal.contains(&json!({"type": "skip"})),
            bare,
            "{options}: {legal:?}"
        );
        assert_eq!(legal.contains(&json!({"type": "back"})), !bare, "{legal:?}");
        let view = session.view(game_kit::Viewer::Seat(0)).unwrap();
        assert_eq!(view["turn"].get("bare_moves").is_some(), bare, "{view}");
    }
}

#[test]
fn the_rules_version_is_no_players_option() {
    let engine = ENTRY.engine;
    let keys: Vec<String> = engine
        .lobby_options(present_kit::words::Lang::En)
        .into_iter()
        .map(|o| o.key)
        .collect();
    assert_eq!(keys, ["turns"]);
    let play: Vec<&str> = engine
        .play_options(present_kit::words::Lang::En)
        .into_iter()
        .map(|o| o.name)
        .collect();
    assert!(!play.iter().any(|n| n.contains("rule")), "{play:?}");
    for options in [json!({"turns": 6}), json!({"turns": 6, "rules": "ex-g9"})] {
        let text = engine
            .lobby_text(&options, &["Ann".into()], present_kit::words::Lang::En)
            .unwrap();
        assert!(
            !text.to_lowercase().contains("rule") && !text.contains("EX-G9"),
            "{text}"
        );
    }
    // A lobby's choice writes today's rules (a lobby opens a new game) ...
    let set = engine
        .set_option(
            &json!({"turns": 6}),
            "turns",
            &["20".into()],
            present_kit::words::Lang::En,
        )
        .unwrap();
    assert_eq!(set, json!({"turns": 20, "rules": "ex-g9"}));
    // ... and a forged choice cannot bring the earlier rules back.
    assert!(engine
        .set_option(
            &set,
            "rules",
            &["before-ex-g9".into()],
            present_kit::words::Lang::En
        )
        .is_err());
}

/// States saved mid-way before EX-G9 have no `rules` in their options: they go on under the
/// earlier rules, as they began (see also `games_saved_before_ex_g9_load_as_they_are`).
#[test]
fn a_state_saved_mid_way_before_ex_g9_goes_on_under_its_rules() {
    let path = format!(
        "{}/tests/fixtures/saved-before-ex-g9-moved-first-action.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let s: State = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(s.options.rules, Rules::BeforeExG9);
    let seat = s.turn.seat;
    let legal = Ex::legal(&s, seat);
    assert!(legal.contains(&Action::Skip) && !legal.contains(&Action::Back));
}
