//! The shared harness: every game in the registry, at its smallest and largest table, through
//! the same type-erased `Engine` / `Session` the tables use. A game gets these checks by being
//! registered:
//! - every menu level it draws has valid, distinct codes, no path deeper than `MAX_DEPTH`, no
//!   path that is both an action and the start of another (prefix-free), labels that fit, and
//!   every `custom_id` built from its deepest paths fits Discord's limit;
//! - a game's direct `menu_level` offers every legal action's path (checked inside
//!   `Session::menu` in debug builds, which the walk below exercises); a step it offers beyond
//!   them is refused by the rules without a change;
//! - every form it offers can be a modal (valid code, one to five inputs);
//! - save → load → save gives the same text, and the same views, on random mid-game states;
//! - forged actions are refused and change nothing;
//! - timeouts alone finish a game.

use commands::store::ids::{ComponentId, Payload, MAX_DEPTH, MAX_LEN};
use game_kit::{Seat, Viewer};
use present_kit::session::{ApplyError, Engine, Menu, Session};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// How many menu nodes one walk visits at most (a board game's tree can be large; the walk
/// still covers every level kind).
const WALK_LIMIT: usize = 400;

fn names(players: usize) -> Vec<String> {
    (0..players).map(|i| format!("Player {}", i + 1)).collect()
}

fn new_game(engine: &dyn Engine, players: usize, seed: u64) -> Box<dyn Session> {
    let options = engine
        .parse_options(&json!({}), present_kit::words::Lang::En)
        .expect("default options parse");
    engine
        .setup(&options, players, seed, present_kit::words::Lang::En)
        .unwrap_or_else(|e| panic!("{} setup with {players}: {e}", engine.id()))
}

fn table_sizes(engine: &dyn Engine) -> Vec<usize> {
    let (min, max) = engine.players();
    let mut sizes = vec![min, max];
    sizes.dedup();
    sizes
}

/// Walks `seat`'s menu tree breadth-first (up to [`WALK_LIMIT`] nodes), checking every level;
/// returns the complete paths found.
fn walk_menus(game: &str, session: &dyn Session, seat: Seat, names: &[String]) -> Vec<Vec<String>> {
    let mut leaves = Vec::new();
    let mut queue: Vec<Vec<String>> = vec![Vec::new()];
    let mut visited = 0;
    while let Some(prefix) = queue.pop() {
        visited += 1;
        if visited > WALK_LIMIT {
            break;
        }
        let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
        let menu = session
            .menu(seat, &refs, names, present_kit::words::Lang::En)
            .unwrap_or_else(|e| panic!("{game}: menu after {prefix:?}: {e}"));
        match menu {
            Menu::Choices(steps) => {
                assert!(!steps.is_empty(), "{game}: empty level after {prefix:?}");
                assert!(prefix.len() < MAX_DEPTH, "{game}: too deep: {prefix:?}");
                for step in steps {
                    let chars = step.label.chars().count();
                    assert!(
                        (1..=80).contains(&chars),
                        "{game}: label {:?} after {prefix:?}",
                        step.label
                    );
                    let mut path = prefix.clone();
                    path.push(step.code);
                    queue.push(path);
                }
            }
            Menu::Action(_) => leaves.push(prefix),
            Menu::Invalid if prefix.is_empty() => break,
            Menu::Invalid => panic!("{game}: an offered step leads nowhere: {prefix:?}"),
        }
    }
    leaves
}

/// The longest id each path can become (largest table and version numbers, last page) fits.
fn ids_fit(game: &str, path: &[String]) {
    for payload in [
        Payload::Act {
            path: path.to_vec(),
            public: false,
            page: commands::store::ids::MAX_PAGE,
        },
        Payload::Type {
            path: path.to_vec(),
        },
    ] {
        let id = ComponentId::new(i64::MIN, i64::MIN, payload.clone()).render();
        assert!(id.len() <= MAX_LEN, "{game}: {id} is {} long", id.len());
        assert_eq!(
            ComponentId::parse(&id),
            Some(ComponentId::new(i64::MIN, i64::MIN, payload)),
            "{game}: {id} does not read back"
        );
    }
}

/// A random complete path of `seat`'s menu, walking one random step at a time.
fn random_action(
    session: &dyn Session,
    seat: Seat,
    names: &[String],
    rng: &mut ChaCha8Rng,
) -> Option<Value> {
    let mut prefix: Vec<String> = Vec::new();
    loop {
        let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
        match session
            .menu(seat, &refs, names, present_kit::words::Lang::En)
            .ok()?
        {
            Menu::Choices(steps) => prefix.push(steps.choose(rng)?.code.clone()),
            Menu::Action(action) => return Some(action),
            Menu::Invalid => return None,
        }
    }
}

fn views(session: &dyn Session, players: usize) -> Vec<Value> {
    std::iter::once(Viewer::Spectator)
        .chain((0..players).map(Viewer::Seat))
        .map(|v| session.view(v).expect("a view serialises"))
        .collect()
}

fn round_trips(engine: &dyn Engine, session: &dyn Session, players: usize) {
    let saved = session.save().expect("the state saves");
    let loaded = engine
        .load(&saved)
        .unwrap_or_else(|e| panic!("{}: a saved state does not load: {e}", engine.id()));
    assert_eq!(
        loaded.save().expect("saves again"),
        saved,
        "{}: save → load → save",
        engine.id()
    );
    assert_eq!(views(loaded.as_ref(), players), views(session, players));
}

/// Forged actions: nonsense, and a real action of one seat played by a seat that has no
/// prompt. Each is refused by the rules and leaves the state exactly as it was.
fn forgeries_refused(
    game: &str,
    session: &mut dyn Session,
    players: usize,
    real: Option<(Seat, Value)>,
) {
    let before = session.save().expect("saves");
    let prompted: Vec<Seat> = session.prompts().iter().map(|p| p.seat).collect();
    let mut forged = vec![
        (0, json!({"not": "an action"})),
        (0, json!(null)),
        (0, json!(42)),
    ];
    if let Some((_, action)) = real {
        if let Some(idle) = (0..players).find(|s| !prompted.contains(s)) {
            forged.push((idle, action));
        }
    }
    forged.push((players + 3, json!("Check")));
    for (seat, action) in forged {
        match session.apply(seat, &action, present_kit::words::Lang::En) {
            Err(ApplyError::Rule(_)) => {}
            Err(ApplyError::Broken(e)) => panic!("{game}: forged {action} broke the game: {e}"),
            Ok(_) => panic!("{game}: seat {seat} could play forged {action}"),
        }
        assert_eq!(
            session.save().expect("saves"),
            before,
            "{game}: {action} changed the state"
        );
    }
}

#[test]
fn every_game_draws_valid_menus_saves_and_refuses_forgeries_on_random_games() {
    for engine in registry::engines() {
        let game = engine.id();
        for players in table_sizes(engine) {
            let names = names(players);
            for seed in 0..3u64 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut session = new_game(engine, players, seed);
                let mut steps = 0;
                while !session.prompts().is_empty() {
                    steps += 1;
                    assert!(steps < 20_000, "{game} with {players} does not end");
                    // The expensive checks on a sample of moments.
                    let check = steps % 7 == 1;
                    if check {
                        round_trips(engine, session.as_ref(), players);
                    }
                    let prompts = session.prompts();
                    let seat = prompts.choose(&mut rng).expect("a prompt").seat;
                    if check {
                        for p in &prompts {
                            for path in walk_menus(game, session.as_ref(), p.seat, &names) {
                                ids_fit(game, &path);
                            }
                            let forms = session
                                .forms(p.seat, present_kit::words::Lang::En)
                                .unwrap_or_else(|e| panic!("{game}: forms: {e}"));
                            for form in forms {
                                let id = ComponentId::new(
                                    i64::MIN,
                                    i64::MIN,
                                    Payload::Form { code: form.code },
                                );
                                assert!(id.render().len() <= MAX_LEN, "{game}");
                            }
                        }
                    }
                    let action = match random_action(session.as_ref(), seat, &names, &mut rng) {
                        // Some moves are typed in forms (an equation); the default stands in.
                        Some(a) if rng.gen_bool(0.9) => a,
                        _ => session
                            .timeout_action(seat)
                            .expect("a timeout action serialises")
                            .unwrap_or_else(|| {
                                panic!("{game}: seat {seat} prompted without a default")
                            }),
                    };
                    if check {
                        forgeries_refused(
                            game,
                            session.as_mut(),
                            players,
                            Some((seat, action.clone())),
                        );
                    }
                    let before = session.save().expect("saves");
                    match session.apply(seat, &action, present_kit::words::Lang::En) {
                        Ok(_) => {}
                        // A game may offer a step the engine refuses with what is missing (an
                        // incomplete choice's Confirm): refused by the rules, nothing changed.
                        Err(ApplyError::Rule(_)) => {
                            assert_eq!(session.save().expect("saves"), before, "{game}");
                            let fallback = session
                                .timeout_action(seat)
                                .expect("serialises")
                                .expect("a default");
                            session
                                .apply(seat, &fallback, present_kit::words::Lang::En)
                                .unwrap_or_else(|e| panic!("{game}: default refused: {e:?}"));
                        }
                        Err(ApplyError::Broken(e)) => panic!("{game}: {e}"),
                    }
                }
                assert!(session.outcome().is_some(), "{game}: no outcome at the end");
                round_trips(engine, session.as_ref(), players);
            }
        }
    }
}

#[test]
fn timeouts_alone_finish_every_game() {
    for engine in registry::engines() {
        for players in table_sizes(engine) {
            for seed in 0..3u64 {
                let mut session = new_game(engine, players, seed);
                let mut fired = 0;
                while let Some(prompt) = session.prompts().first().cloned() {
                    fired += 1;
                    assert!(fired < 50_000, "{} does not end on timeouts", engine.id());
                    let action = session
                        .timeout_action(prompt.seat)
                        .expect("serialises")
                        .expect("every prompt has a default");
                    session
                        .apply(prompt.seat, &action, present_kit::words::Lang::En)
                        .unwrap_or_else(|e| panic!("{}: default refused: {e:?}", engine.id()));
                }
                assert!(session.outcome().is_some(), "{}", engine.id());
            }
        }
    }
}

/// Names as long as Discord allows (32 characters), so that alt texts are tried at their
/// longest.
fn long_names(players: usize) -> Vec<String> {
    (0..players)
        .map(|i| format!("Player {} with a long name!!!!!", i + 1))
        .collect()
}

/// One picture's alt text: there, within Discord's limit, never cut, and naming every seat
/// that is awaited (issue 25, item 4).
fn alt_fits(game: &str, what: &str, alt: Option<&str>, awaited: &[String]) {
    let alt = alt.unwrap_or_else(|| panic!("{game}: {what} has no alt text of its own"));
    let n = alt.chars().count();
    assert!(!alt.trim().is_empty(), "{game}: {what}: empty alt text");
    assert!(
        n <= commands::api::ALT_TEXT_MAX,
        "{game}: {what}: alt text of {n} characters:\n{alt}"
    );
    assert!(!alt.ends_with('…'), "{game}: {what}: cut alt text:\n{alt}");
    for name in awaited {
        assert!(
            alt.contains(name.as_str()),
            "{game}: {what}: the alt text does not name {name}, who is awaited:\n{alt}"
        );
    }
}

/// Every picture of every game (the board, every seat's view, event pictures such as
/// Hi-Lo's showdown), at every table size, over random games to their end: its alt text
/// fits whole and says whose turn it is.
#[test]
fn every_picture_has_an_alt_text_that_fits_whole_and_names_whose_turn_it_is() {
    for engine in registry::engines().filter(|e| e.draws_pictures()) {
        let game = engine.id();
        let (min, max) = engine.players();
        for players in min..=max {
            let names = long_names(players);
            for seed in 0..2u64 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed + 100);
                let mut session = new_game(engine, players, seed);
                let mut steps = 0;
                loop {
                    let prompts = session.prompts();
                    let mut awaited: Vec<String> =
                        prompts.iter().map(|p| names[p.seat].clone()).collect();
                    awaited.dedup();
                    if steps % 3 == 0 || prompts.is_empty() {
                        for viewer in
                            std::iter::once(Viewer::Spectator).chain((0..players).map(Viewer::Seat))
                        {
                            let parts = session
                                .view_parts(
                                    viewer,
                                    &names,
                                    String::new(),
                                    present_kit::words::Lang::En,
                                )
                                .unwrap_or_else(|e| panic!("{game}: view: {e}"));
                            let picture = parts.picture.expect("a picture");
                            let what = format!("{viewer:?} at step {steps}, {players} players");
                            alt_fits(game, &what, picture.alt.as_deref(), &awaited);
                        }
                    }
                    let Some(prompt) = prompts.choose(&mut rng).cloned() else {
                        break;
                    };
                    steps += 1;
                    assert!(steps < 20_000, "{game} does not end");
                    let seat = prompt.seat;
                    let action = match random_action(session.as_ref(), seat, &names, &mut rng) {
                        Some(a) if rng.gen_bool(0.9) => a,
                        _ => session
                            .timeout_action(seat)
                            .expect("serialises")
                            .expect("a default"),
                    };
                    let events = match session.apply(seat, &action, present_kit::words::Lang::En) {
                        Ok(events) => events,
                        Err(_) => {
                            let fallback = session
                                .timeout_action(seat)
                                .expect("serialises")
                                .expect("a default");
                            session
                                .apply(seat, &fallback, present_kit::words::Lang::En)
                                .expect("the default")
                        }
                    };
                    let shown = session
                        .event_pictures(
                            &events,
                            Viewer::Spectator,
                            &names,
                            present_kit::words::Lang::En,
                        )
                        .unwrap_or_else(|e| panic!("{game}: event pictures: {e}"));
                    for p in shown {
                        let what = format!("an event picture at step {steps}, {players} players");
                        alt_fits(game, &what, p.alt.as_deref(), &[]);
                    }
                }
            }
        }
    }
}

/// One `/play` can seat enough bots to fill the largest table of any registered game (issue
/// 28, item 4), and no more.
#[test]
fn one_play_can_fill_every_games_table_with_bots() {
    let largest = registry::GAMES
        .iter()
        .map(|e| e.engine.players().1)
        .max()
        .expect("games are registered");
    assert_eq!(
        commands::store::bots::options::MAX_BOTS,
        largest as i64 - 1,
        "the largest table less its host"
    );
}
