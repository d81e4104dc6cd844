//! The shared harness for secret choices, over every registered game: a seat's secret choice
//! shows nowhere in public until it is revealed (issue 25; for Relinquish's Rally, RQ-8).
//!
//! Random legal games (random lobby options among each game's own, at its smallest and
//! largest table) are played through the type-erased `Session` the tables use. Whenever a
//! seat faces a secret choice with at least two legal answers, the state is copied, and two
//! or three different answers are applied for that seat to copies. What the public gets of
//! each result must be the same, in every language (issue 48: each comparison in the next
//! language): the spectator view, the board text, the board picture (SVG and alt text), the
//! public event lines and pictures of the answer, and the public prompts.
//!
//! A secret choice is found through the engine's prompt kinds, with no per-game code: a
//! [`PromptKind::Secret`] prompt, or a [`PromptKind::Turn`] prompt while another seat has one
//! too (simultaneous turns are only ever a simultaneous secret choice, such as Equation
//! Hi-Lo's declarations, which need turn time).
//!
//! "Until it is revealed": while another seat still has a secret choice to make after the
//! answer, everything must be equal. An answer that closes the round may reveal the picks, as
//! Relinquish's Clash does; that reveal is a public event, so when the answers' public events
//! differ the round was revealed and nothing more is compared, and when they are the same
//! (nothing was announced, as in 8-quilibrium's swap picks) the rest must be the same too.

use game_kit::{Prompt, PromptKind, Seat, Viewer};
use present_kit::session::{Engine, Menu, Session};
use present_kit::words::Lang;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Moves played per game type and table size, over as many games as they take: the property
/// needs many secret choices, not finished games.
const STEPS: usize = 6_000;
/// A game type that shows no secret choice in this many moves has none to check.
const NO_SECRETS: usize = 1_000;
/// Games per game type and table size at most.
const MAX_GAMES: u64 = 150;
/// Secret choices compared per game type and table size at most (each draws pictures).
const CHECKS: usize = 40;

fn names(players: usize) -> Vec<String> {
    (0..players).map(|i| format!("Player {}", i + 1)).collect()
}

/// Random lobby options from the game's own lobby choices (or the defaults when the random
/// ones do not suit the table).
fn random_options(engine: &dyn Engine, players: usize, rng: &mut ChaCha8Rng) -> Value {
    let defaults = engine
        .parse_options(&json!({}), Lang::En)
        .expect("default options");
    let mut options = defaults.clone();
    for option in engine.lobby_options(Lang::En) {
        let values: Vec<String> = if option.multi {
            option
                .choices
                .iter()
                .filter(|_| rng.gen_bool(0.4))
                .map(|(v, _)| v.clone())
                .collect()
        } else {
            match option.choices.choose(rng) {
                Some((v, _)) => vec![v.clone()],
                None => continue,
            }
        };
        if let Ok(changed) = engine.set_option(&options, &option.key, &values, Lang::En) {
            options = changed;
        }
    }
    if engine.validate_options(&options, players, Lang::En).is_ok() {
        options
    } else {
        defaults
    }
}

/// A random complete path of `seat`'s menu, one random step at a time: each kind of move is
/// as likely as the others (a uniform pick among legal actions would mostly end turns in a
/// game with many ways to end one), so games reach battles and swaps.
fn menu_action(
    session: &dyn Session,
    seat: Seat,
    names: &[String],
    rng: &mut ChaCha8Rng,
) -> Option<Value> {
    let mut prefix: Vec<String> = Vec::new();
    for _ in 0..12 {
        let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
        match session.menu(seat, &refs, names, Lang::En).ok()? {
            Menu::Choices(steps) => prefix.push(steps.choose(rng)?.code.clone()),
            Menu::Action(action) => return Some(action),
            Menu::Invalid => return None,
        }
    }
    None
}

/// A random move for `seat`: mostly a random menu path, and rarely the timeout default (in a
/// turn, that is the pass that ends games early), sometimes any legal action (forms too).
fn random_move(session: &dyn Session, seat: Seat, names: &[String], rng: &mut ChaCha8Rng) -> Value {
    let default = session.timeout_action(seat).expect("a default");
    for _ in 0..4 {
        match menu_action(session, seat, names, rng) {
            Some(a) if Some(&a) == default.as_ref() && rng.gen_bool(0.8) => continue,
            Some(a) if rng.gen_bool(0.9) => return a,
            _ => break,
        }
    }
    let legal = session.legal(seat).expect("legal actions");
    legal
        .choose(rng)
        .cloned()
        .unwrap_or_else(|| panic!("seat {seat} prompted, nothing legal"))
}

fn is_secret(prompt: &Prompt, all: &[Prompt]) -> bool {
    match prompt.kind {
        PromptKind::Secret => true,
        PromptKind::Turn => all
            .iter()
            .any(|p| p.kind == PromptKind::Turn && p.seat != prompt.seat),
        _ => false,
    }
}

/// Whether a seat other than `seat` still has a secret choice to make.
fn round_open(session: &dyn Session, seat: Seat) -> bool {
    let prompts = session.prompts();
    prompts
        .iter()
        .any(|p| p.seat != seat && is_secret(p, &prompts))
}

/// Everything the public gets after an answer.
#[derive(Debug, PartialEq)]
struct Public {
    events: Vec<String>,
    /// Each event picture's SVG and alt text.
    event_pictures: Vec<(String, Option<String>)>,
    view: Value,
    board: String,
    /// The board picture's SVG and alt text.
    picture: Option<(String, Option<String>)>,
    prompts: Vec<(Seat, PromptKind, String)>,
}

/// What the public gets, in `lang` (issue 48: the property holds in every language).
fn public(session: &dyn Session, events: &[Value], names: &[String], lang: Lang) -> Public {
    let parts = session
        .view_parts(Viewer::Spectator, names, "board".into(), lang)
        .expect("the spectator view");
    Public {
        events: session
            .event_lines(events, Viewer::Spectator, names, lang)
            .expect("event lines"),
        event_pictures: session
            .event_pictures(events, Viewer::Spectator, names, lang)
            .expect("event pictures")
            .into_iter()
            .map(|p| (p.svg, p.alt))
            .collect(),
        view: parts.json.value().expect("the view serialises"),
        board: parts.text,
        picture: parts.picture.map(|p| (p.svg(), p.alt.clone())),
        prompts: session
            .prompts_in(lang)
            .into_iter()
            .map(|p| (p.seat, p.kind, p.what))
            .collect(),
    }
}

/// The first difference between two public results, for the failure message.
fn difference(a: &Public, b: &Public) -> String {
    if a.events != b.events {
        return format!("events:\n{:?}\n{:?}", a.events, b.events);
    }
    if a.view != b.view {
        return format!("spectator view:\n{}\n{}", a.view, b.view);
    }
    if a.board != b.board {
        return format!("board text:\n{}\n---\n{}", a.board, b.board);
    }
    if a.prompts != b.prompts {
        return format!("prompts:\n{:?}\n{:?}", a.prompts, b.prompts);
    }
    if a.picture != b.picture {
        return "board picture".into();
    }
    "event pictures".into()
}

/// Compares the public results of different answers of `seat` to its secret choice; returns
/// whether a comparison was made (false when the round was revealed).
fn check_secret(
    engine: &dyn Engine,
    session: &dyn Session,
    seat: Seat,
    names: &[String],
    rng: &mut ChaCha8Rng,
    lang: Lang,
) -> bool {
    let game = engine.id();
    let mut answers = session.legal(seat).expect("legal actions");
    answers.dedup();
    if answers.len() < 2 {
        return false;
    }
    answers.shuffle(rng);
    answers.truncate(3);
    let saved = session.save().expect("saves");
    let results: Vec<(Value, Public, bool)> = answers
        .into_iter()
        .map(|answer| {
            let mut copy = engine.load(&saved).expect("loads");
            let events = copy
                .apply(seat, &answer, Lang::En)
                .unwrap_or_else(|e| panic!("{game}: a legal answer was refused: {e:?}"));
            let open = round_open(copy.as_ref(), seat);
            (answer, public(copy.as_ref(), &events, names, lang), open)
        })
        .collect();
    let (first, first_public, first_open) = &results[0];
    let mut compared = false;
    for (answer, other, open) in &results[1..] {
        let revealed = !(*first_open && *open) && first_public.events != other.events;
        if revealed {
            continue;
        }
        compared = true;
        assert!(
            first_public == other,
            "{game}: seat {seat}'s secret answer shows in public before the reveal \
             ({first} against {answer}); first difference in the {}",
            difference(first_public, other)
        );
    }
    compared
}

#[test]
fn a_secret_choice_shows_nowhere_in_public_until_the_reveal() {
    let mut compared: BTreeMap<&str, usize> = BTreeMap::new();
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for engine in registry::engines() {
        let game = engine.id();
        let (min, max) = engine.players();
        let mut sizes = vec![min, max.min(4)];
        sizes.dedup();
        for players in sizes {
            let names = names(players);
            // Short games (everyone passing early) make room for more games.
            let mut steps = 0;
            let mut checks = 0;
            let mut seed = 0u64;
            let mut secrets = 0;
            let done = |steps: usize, checks: usize, secrets: usize| {
                steps >= STEPS || checks >= CHECKS || (secrets == 0 && steps >= NO_SECRETS)
            };
            while !done(steps, checks, secrets) && seed < MAX_GAMES {
                seed += 1;
                let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + players as u64);
                let options = random_options(engine, players, &mut rng);
                let mut session = engine
                    .setup(&options, players, seed, Lang::En)
                    .unwrap_or_else(|e| panic!("{game} {options}: {e}"));
                while !done(steps, checks, secrets) {
                    steps += 1;
                    let prompts = session.prompts();
                    if prompts.is_empty() {
                        break;
                    }
                    for p in prompts.iter().filter(|p| is_secret(p, &prompts)) {
                        *seen.entry(game).or_default() += 1;
                        secrets += 1;
                        if checks < CHECKS
                            && check_secret(
                                engine,
                                session.as_ref(),
                                p.seat,
                                &names,
                                &mut rng,
                                // Each check in the next language: every language is compared.
                                Lang::WITH_PSEUDO[checks % Lang::WITH_PSEUDO.len()],
                            )
                        {
                            checks += 1;
                            *compared.entry(game).or_default() += 1;
                        }
                    }
                    let seat = prompts.choose(&mut rng).expect("a prompt").seat;
                    let action = random_move(session.as_ref(), seat, &names, &mut rng);
                    // A menu may offer a step the engine refuses with what is missing (an
                    // incomplete choice's Confirm); then a legal action is played instead.
                    if session.apply(seat, &action, Lang::En).is_err() {
                        let legal = session.legal(seat).expect("legal actions");
                        let fallback = legal.choose(&mut rng).expect("a legal action");
                        session
                            .apply(seat, fallback, Lang::En)
                            .unwrap_or_else(|e| panic!("{game}: a legal action refused: {e:?}"));
                    }
                }
            }
        }
    }
    eprintln!("secret choices seen: {seen:?}, compared: {compared:?}");
    // The harness must reach the secret choices it is about, or it proves nothing.
    for game in ["eight-quilibrium", "equation-hi-lo", "relinquish"] {
        assert!(
            compared.get(game).copied().unwrap_or(0) >= 5,
            "{game}: too few secret choices reached: {compared:?}"
        );
    }
    // So must every other registered game whose prompts showed a secret choice (a new game's,
    // such as the example game's coins), without naming it here.
    for game in seen.keys() {
        assert!(
            compared.get(game).copied().unwrap_or(0) >= 5,
            "{game}: too few secret choices compared: seen {seen:?}, compared {compared:?}"
        );
    }
}
