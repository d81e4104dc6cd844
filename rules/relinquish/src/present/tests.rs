//! Presenter tests over random games: menu paths are valid, unique and prefix-free and agree
//! with the menu levels; no public text shows a hand card, a scried card or an unrevealed
//! Rally; the private view shows only its reader's secrets and lists what is legal.

use super::*;
use crate::rules::{Battle, BattleStep, Card, Options, Phase, Rally};
use game_kit::{Game, PromptKind, Viewer};
use present_kit::present::Present;
use present_kit::testing::XorShift;
use std::collections::{BTreeSet, HashMap};

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bea", "Cy", "Dee"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The options of the `seed`-th test game: 2, 3 and 4 players, 2v2, short and beginner.
fn setup_for(seed: u64) -> (Options, usize) {
    let mut o = Options::default();
    let players = match seed % 5 {
        0 => 2,
        1 => 3,
        2 => 4,
        3 => {
            o.teams = true;
            4
        }
        _ => {
            o.short = true;
            o.beginner = true;
            2
        }
    };
    (o, players)
}

/// Plays random games and calls `check` on every state before each move. Choices in progress
/// are mostly carried through (dropped now and then by `Back`, `Unpick` or the end of the
/// turn), so games reach Summons, Enchants and Battles.
fn playouts(games: u64, mut check: impl FnMut(&State)) {
    for seed in 0..games {
        let (options, players) = setup_for(seed);
        let mut s = Relinquish::setup(&options, players, seed).unwrap();
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..20_000 {
            check(&s);
            let prompts = Relinquish::prompts(&s);
            if prompts.is_empty() {
                break;
            }
            let seat = prompts[rng.below(prompts.len())].seat;
            let a = calm_move(&s, seat, &mut rng);
            Relinquish::apply(&mut s, seat, a).unwrap();
        }
        assert!(s.is_over(), "seed {seed}: the game ended");
    }
}

/// A random legal action of `seat` that moves the game on: Back, Unpick and ending a turn
/// in the middle of a choice only now and then, so playouts reach deep positions. The
/// picture tests play the same way.
pub(super) fn calm_move(s: &State, seat: Seat, rng: &mut XorShift) -> Action {
    let legal = Relinquish::legal(s, seat);
    let choosing = matches!(s.phase, Phase::Turn { selecting: Some(_) });
    let calm: Vec<&Action> = legal
        .iter()
        .filter(|a| match a {
            Action::Back | Action::Unpick { .. } => false,
            Action::EndTurn { .. } => !choosing,
            _ => true,
        })
        .collect();
    if calm.is_empty() || rng.below(20) == 0 {
        legal[rng.below(legal.len())].clone()
    } else {
        calm[rng.below(calm.len())].clone()
    }
}

/// Every card named in `text`, by any spelling (`7 Wands`, `King of Swords`, `T16`).
fn cards_named(text: &str) -> BTreeSet<Card> {
    secrets::cards(text)
        .iter()
        .filter_map(|code| code.parse::<Card>().ok())
        .collect()
}

/// What no spectator may see now: every hand, the scried cards, Rally picks not yet revealed.
/// The picture tests check the same.
pub(super) fn hidden(s: &State) -> BTreeSet<Card> {
    let mut out: BTreeSet<Card> = s.hands.concat().into_iter().collect();
    match &s.phase {
        Phase::Scry { drawn, .. } => out.extend(drawn),
        Phase::Battle(Battle {
            step:
                BattleStep::Clash {
                    attack_rally,
                    defend_rally,
                    ..
                },
            ..
        }) => out.extend(
            [attack_rally, defend_rally]
                .into_iter()
                .flatten()
                .filter_map(|r| r.card()),
        ),
        _ => {}
    }
    out
}

/// The secrets of `seat` alone.
fn own_secrets(s: &State, seat: Seat) -> BTreeSet<Card> {
    let mut out: BTreeSet<Card> = s.hand(seat).iter().copied().collect();
    match &s.phase {
        Phase::Scry {
            seat: who, drawn, ..
        } if *who == seat => out.extend(drawn),
        Phase::Battle(Battle {
            step:
                BattleStep::Clash {
                    attack_rally,
                    defend_rally,
                    defender,
                    ..
                },
            ..
        }) => {
            let mine = if seat == s.active {
                attack_rally
            } else if seat == *defender {
                defend_rally
            } else {
                &None
            };
            out.extend(mine.and_then(Rally::card));
        }
        _ => {}
    }
    out
}

fn level(s: &State, seat: Seat, prefix: &[&str]) -> MenuLevel<Action> {
    Relinquish::menu_level(s, seat, prefix, &names(s.players())).unwrap()
}

#[test]
fn paths_are_valid_unique_prefix_free_and_agree_with_the_levels() {
    let mut checked = 0usize;
    let mut states = 0usize;
    playouts(5, |s| {
        let n = names(s.players());
        states += 1;
        // Every third state; walking the levels (slow) in every ninth.
        if !states.is_multiple_of(3) {
            return;
        }
        let walk = states.is_multiple_of(9);
        for seat in 0..s.players() {
            let legal = Relinquish::legal(s, seat);
            let paths: Vec<Vec<MenuStep>> = legal
                .iter()
                .map(|a| Relinquish::action_path(s, seat, a, &n))
                .collect();
            let mut codes: Vec<Vec<&str>> = paths
                .iter()
                .map(|p| p.iter().map(|s| s.code.as_str()).collect())
                .collect();
            codes.sort();
            for pair in codes.windows(2) {
                let (a, b) = (&pair[0], &pair[1]);
                assert!(
                    !(a.len() <= b.len() && b[..a.len()] == a[..]),
                    "path {a:?} is a prefix of (or equal to) {b:?}"
                );
            }
            let mut labels: HashMap<(Vec<String>, String), String> = HashMap::new();
            for (p, a) in paths.iter().zip(&legal) {
                assert!(
                    !p.is_empty() && p.len() <= present_kit::codes::MAX_DEPTH,
                    "{a:?}"
                );
                for (depth, step) in p.iter().enumerate() {
                    assert!(present_kit::codes::valid_code(&step.code), "{step:?}");
                    assert!(
                        !step.label.is_empty() && step.label.chars().count() <= 80,
                        "{step:?}"
                    );
                    let prefix: Vec<String> = p[..depth].iter().map(|s| s.code.clone()).collect();
                    let key = (prefix, step.code.clone());
                    let label = labels.entry(key).or_insert_with(|| step.label.clone());
                    assert_eq!(*label, step.label);
                }
                checked += 1;
                if !walk {
                    continue;
                }
                // Walking the levels along the path ends at the same action (for some of
                // the actions: each level computes every path again).
                if !checked.is_multiple_of(29) {
                    continue;
                }
                let codes: Vec<&str> = p.iter().map(|s| s.code.as_str()).collect();
                for depth in 0..codes.len() {
                    match level(s, seat, &codes[..depth]) {
                        MenuLevel::Choices(steps) => assert!(
                            steps.iter().any(|st| st.code == codes[depth]),
                            "{codes:?} at {depth}"
                        ),
                        other => panic!("{codes:?} at {depth}: {other:?}"),
                    }
                }
                assert_eq!(level(s, seat, &codes), MenuLevel::Action(a.clone()));
            }
            if !walk {
                continue;
            }
            // Every step a level offers leads on (to more choices or an action).
            if let MenuLevel::Choices(steps) = level(s, seat, &[]) {
                for st in &steps {
                    assert_ne!(level(s, seat, &[&st.code]), MenuLevel::Invalid, "{st:?}");
                }
            } else {
                assert!(legal.is_empty(), "seat {seat} has moves but no menu");
            }
        }
    });
    assert!(checked > 10_000, "{checked} paths checked");
}

#[test]
fn an_answer_window_looks_the_same_whatever_the_hand_holds() {
    let mut windows = 0;
    let mut without = 0;
    playouts(40, |s| {
        for p in Relinquish::prompts(s) {
            if p.kind != PromptKind::Reaction {
                continue;
            }
            windows += 1;
            let MenuLevel::Choices(root) = level(s, p.seat, &[]) else {
                panic!("no menu in a window");
            };
            let codes: Vec<&str> = root.iter().map(|st| st.code.as_str()).collect();
            let first = if matches!(s.phase, Phase::Negate { .. }) {
                "ng"
            } else {
                "fl"
            };
            assert_eq!(codes, [first, "nc"]);
            // The labels are public: no card at all.
            for st in &root {
                assert!(cards_named(&st.label).is_empty(), "{st:?}");
            }
            let legal = Relinquish::legal(s, p.seat);
            if legal == [Action::NoCounter] {
                without += 1;
                assert_eq!(
                    level(s, p.seat, &[first, "none"]),
                    MenuLevel::Action(Action::NoCounter)
                );
            }
        }
        // Nobody else may answer.
        if let Phase::Negate { waiting, .. } | Phase::Foil { waiting, .. } = &s.phase {
            for seat in (0..s.players()).filter(|x| !waiting.contains(x)) {
                assert_eq!(level(s, seat, &[]), MenuLevel::Invalid);
                assert_eq!(level(s, seat, &["ng"]), MenuLevel::Invalid);
            }
        }
    });
    assert!(
        windows > 20 && without > 0,
        "{windows} windows, {without} without a counter"
    );
}

#[test]
fn public_text_never_shows_a_hidden_card() {
    playouts(12, |s| {
        if s.is_over() {
            return;
        }
        let n = names(s.players());
        let view = Relinquish::view(s, Viewer::Spectator);
        let text = Relinquish::board_text(&view, &n);
        let secret = hidden(s);
        for c in cards_named(&text) {
            assert!(!secret.contains(&c), "{c} on the board:\n{text}");
        }
        assert!(text.chars().count() <= 4096, "{text}");
        // The public first steps of reaction prompts, too.
        for p in Relinquish::prompts(s) {
            assert!(cards_named(&p.what).iter().all(|c| !secret.contains(c)));
        }
    });
}

#[test]
fn the_private_view_shows_its_own_secrets_and_nobody_elses() {
    let mut rallies = 0;
    let mut scries = 0;
    let mut states = 0usize;
    playouts(12, |s| {
        states += 1;
        let rally = matches!(
            &s.phase,
            Phase::Battle(Battle {
                step: BattleStep::Clash { .. },
                ..
            })
        );
        if s.is_over() || !(rally || states.is_multiple_of(3)) {
            return;
        }
        let n = names(s.players());
        let all = hidden(s);
        for seat in 0..s.players() {
            let view = Relinquish::view(s, Viewer::Seat(seat));
            let text = Relinquish::private_text(&view, &n);
            assert!(text.chars().count() <= 4096, "{text}");
            let mine = own_secrets(s, seat);
            let named = cards_named(&text);
            for c in &mine {
                assert!(named.contains(c), "own {c} missing:\n{text}");
            }
            for c in named.intersection(&all) {
                assert!(mine.contains(c), "{c} of another seat:\n{text}");
            }
            rallies += usize::from(text.contains("Your Rally:"));
            scries += usize::from(text.contains("Scrying:"));
        }
    });
    assert!(
        rallies > 0 && scries > 0,
        "{rallies} rallies, {scries} scries"
    );
}

#[test]
fn event_lines_hide_secrets_from_everyone_else() {
    let mut seen = 0;
    for seed in 0..30u64 {
        let (options, players) = setup_for(seed);
        let mut s = Relinquish::setup(&options, players, seed).unwrap();
        let n = names(players);
        let mut rng = XorShift(seed | 1);
        while let Some(p) = Relinquish::prompts(&s).first().cloned() {
            let before = hidden(&s);
            let legal = Relinquish::legal(&s, p.seat);
            let a = legal[rng.below(legal.len())].clone();
            let events = Relinquish::apply(&mut s, p.seat, a).unwrap();
            // Cards that became public by the move itself (played, discarded, revealed).
            let after = hidden(&s);
            for e in &events {
                // A scry's other card is discarded face up (RQ-10).
                let discarded = match e {
                    Event::Kept { discarded, .. } => *discarded,
                    _ => None,
                };
                for viewer in (0..players)
                    .filter(|&v| v != p.seat)
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator])
                {
                    let line = Relinquish::event_text(&Relinquish::redact(e, viewer).unwrap(), &n);
                    for c in cards_named(&line)
                        .into_iter()
                        .filter(|c| Some(*c) != discarded)
                    {
                        assert!(
                            !(before.contains(&c) && after.contains(&c)),
                            "{c} still hidden, shown to {viewer:?}: {line}"
                        );
                    }
                    seen += 1;
                }
            }
        }
    }
    assert!(seen > 1000);
}

#[test]
fn the_turn_line_names_what_the_menu_offers() {
    let mut turns = 0;
    playouts(12, |s| {
        if !matches!(s.phase, Phase::Turn { selecting: None }) {
            return;
        }
        let me = s.active;
        let n = names(s.players());
        let text = Relinquish::private_text(&Relinquish::view(s, Viewer::Seat(me)), &n);
        let line = text
            .lines()
            .find(|l| l.starts_with("Your turn."))
            .unwrap_or_else(|| panic!("no turn line:\n{text}"));
        let MenuLevel::Choices(root) = level(s, me, &[]) else {
            panic!("no menu in a turn");
        };
        let offered = |code: &str| root.iter().any(|st| st.code == code);
        for (word, codes) in [
            ("Populate", &["po"][..]),
            ("Summon", &["su"]),
            ("Magick", &["en", "au", "mu"]),
            ("Battle", &["ba"]),
        ] {
            assert_eq!(
                line.contains(word),
                codes.iter().any(|c| offered(c)),
                "{word}: {line}"
            );
        }
        turns += 1;
    });
    assert!(turns > 200, "{turns}");
}

#[test]
fn a_several_card_choice_can_be_confirmed_early_and_is_told_what_is_missing() {
    // At the start of a Summon, Confirm is offered before the payment is complete (after the
    // cards to pick), and the engine's refusal says what the cost is.
    let mut summons = 0;
    playouts(3, |s| {
        let me = s.active;
        if summons > 3 || !matches!(s.phase, Phase::Turn { selecting: None }) {
            return;
        }
        let Some(summon) = Relinquish::legal(s, me)
            .into_iter()
            .find(|a| matches!(a, Action::Summon { .. }))
        else {
            return;
        };
        let mut s = s.clone();
        Relinquish::apply(&mut s, me, summon).unwrap();
        let MenuLevel::Choices(root) = level(&s, me, &[]) else {
            panic!("no menu");
        };
        assert!(root[0].code.starts_with('p'), "picks come first: {root:?}");
        assert!(root.iter().any(|st| st.code == "ok"));
        assert_eq!(level(&s, me, &["ok"]), MenuLevel::Action(Action::Confirm));
        let err = Relinquish::apply(&mut s, me, Action::Confirm).unwrap_err();
        assert!(err.0.contains("costs"), "{}", err.0);
        summons += 1;
    });
    assert!(summons > 0, "no Summon found");
}

#[test]
fn rules_text_covers_the_essentials() {
    let t = Relinquish::rules_text();
    for word in [
        "Populate",
        "Summon",
        "Magick",
        "Enchant",
        "Augur",
        "Murder",
        "Negate",
        "Foil",
        "Battle",
        "Clash",
        "Rally",
        "Glamour",
        "Coerce",
        "Bounty",
        "Lavish",
        "Congregate",
        "Conscript",
        "Fortify",
        "Acceptance",
        "scry",
        "short",
        "beginner",
        "teams",
    ] {
        assert!(t.contains(word), "{word}");
    }
    assert!(
        t.chars().count() <= 2800,
        "{} characters",
        t.chars().count()
    );
}

#[test]
fn lobby_options_set_the_engine_options() {
    let o = Options::default();
    let set = |o: &Options, k: &str, v: &str| lobby::set_lobby_option(o, k, &[v.to_string()]);
    let o = set(&o, "length", "short").unwrap();
    let o = set(&o, "beginner", "yes").unwrap();
    let o = set(&o, "teams", "yes").unwrap();
    assert!(o.short && o.beginner && o.teams);
    assert!(set(&o, "teams", "maybe").is_err());
    assert!(set(&o, "colour", "yes").is_err());
    let text = lobby::lobby_text(&o, &names(3));
    assert!(
        text.contains("short") && text.contains("beginner"),
        "{text}"
    );
    assert!(text.contains("A: Ann and Cy · B: Bea"), "{text}");
    assert!(text.contains("⚠ Teams are two against two"), "{text}");
    assert!(!lobby::lobby_text(&o, &names(4)).contains('⚠'));
    assert!(lobby::lobby_options().len() <= present_kit::present::MAX_LOBBY_OPTIONS);
}

#[test]
fn example_paths_read_well() {
    let s = Relinquish::setup(&Options::default(), 2, 7).unwrap();
    let n = names(2);
    let t: Card = "T16".parse().unwrap();
    let path = Relinquish::action_path(&s, 0, &Action::Augur { tarot: t }, &n);
    assert_eq!(path[0], MenuStep::new("au", "Magick: Augur (scry twice)"));
    assert_eq!(path[1].code, "tt16");
    assert_eq!(path[1].key.as_deref(), Some("T16"));
    assert_eq!(path[1].label, "exile T16 The Tower");
    let c: Card = "9W".parse().unwrap();
    let path = Relinquish::action_path(&s, 0, &Action::Populate { card: c }, &n);
    assert_eq!(path[1].label, "Populate 9 Wands");
    assert_eq!(path[1].key.as_deref(), Some("9 Wands"));
    assert_eq!(
        Relinquish::action_path(&s, 1, &Action::NoCounter, &n),
        vec![MenuStep::new("nc", "No counter")]
    );
}

/// Issue 28: no text, menu label or typed example writes a card so that a letter could be
/// read as a playing-card suit (`10C`, `QS`), and every typed example names its own step
/// when typed, as a card the parser reads.
#[test]
fn cards_are_never_written_as_codes_and_every_typed_example_parses() {
    let (mut keys, mut aliases) = (0usize, 0usize);
    playouts(3, |s| {
        let n = names(s.players());
        let view = Relinquish::view(s, Viewer::Seat(s.active));
        let texts = [
            Relinquish::board_text(&view, &n),
            Relinquish::private_text(&view, &n),
        ];
        for seat in 0..s.players() {
            for a in Relinquish::legal(s, seat) {
                for step in Relinquish::action_path(s, seat, &a, &n) {
                    assert_no_code(&step.label);
                    if let Some(key) = &step.key {
                        assert_no_code(key);
                        assert!(step.answers(key), "{step:?}");
                        keys += 1;
                        if step.code.len() > 2
                            && !key.contains(" and ")
                            && !key.starts_with(['+', '-'])
                        {
                            assert!(key.parse::<Card>().is_ok(), "{key}");
                        }
                    }
                    // A card's code is still understood when typed (never suggested).
                    if let Some(alias) = &step.alias {
                        assert!(step.answers(alias), "{step:?}");
                        let card: Card = alias.parse().unwrap();
                        assert_eq!(step.key.as_deref(), Some(card.short().as_str()));
                        aliases += 1;
                    }
                }
            }
        }
        for t in texts {
            assert_no_code(&t);
        }
    });
    assert!(keys > 1000 && aliases > 1000, "{keys} {aliases}");
}

/// Fails if `text` holds a card code as a word (a Common `7W`, a Court `QS`).
fn assert_no_code(text: &str) {
    for word in text.split(|c: char| !c.is_ascii_alphanumeric()) {
        let is_code = word
            .parse::<Card>()
            .is_ok_and(|c| !c.is_tarot() && c.code() == word);
        assert!(!is_code, "{word:?} in {text}");
    }
    assert!(!text.contains(['♣', '♥', '♠', '♦']), "{text}");
}

#[test]
fn pile_counts_read_in_the_singular_for_one_card() {
    let n = names(2);
    let one = events::event_text(&crate::rules::Event::Reshuffled { cards: 1 }, &n);
    assert!(one.contains("(1 card)"), "{one}");
    let five = events::event_text(&crate::rules::Event::Reshuffled { cards: 5 }, &n);
    assert!(five.contains("(5 cards)"), "{five}");
    let hidden = crate::rules::Event::ScryDrawn {
        seat: 1,
        cards: vec![None],
    };
    assert_eq!(events::event_text(&hidden, &n), "Bea scries 1 card.");
}

#[test]
fn no_more_acceptances_is_its_own_line_and_a_beginner_board_has_none() {
    // Issue 25: the reshuffle line no longer repeats "No more Acceptances"; the engine sends
    // `AcceptancesOver` once (RQ-10, RQ-19), and a beginner game has no Acceptances (RQ-1).
    let n = names(2);
    let again = events::event_text(&crate::rules::Event::Reshuffled { cards: 9 }, &n);
    assert!(!again.contains("Acceptance"), "{again}");
    let over = events::event_text(&crate::rules::Event::AcceptancesOver, &n);
    assert!(over.starts_with("No more Acceptances"), "{over}");
    let beginner = Options {
        beginner: true,
        ..Options::default()
    };
    let s = Relinquish::setup(&beginner, 2, 3).unwrap();
    let view = Relinquish::view(&s, Viewer::Spectator);
    let text = Relinquish::board_text(&view, &n);
    assert!(text.contains("Acceptances none (beginner game)"), "{text}");
    assert!(!text.contains("Acceptances on"), "{text}");
    let svg = picture::board_svg(&view, &n);
    assert!(!svg.contains("Acceptances on"));
    let s = Relinquish::setup(&Options::default(), 2, 3).unwrap();
    let text = Relinquish::board_text(&Relinquish::view(&s, Viewer::Spectator), &n);
    assert!(text.contains("Acceptances on"), "{text}");
}

/// Issue 44: the pictures' alt texts say what just happened. After every action that brought
/// events, the board's alt text and the actor's own have a "Just now:" line ending in the
/// newest event's line as each may see it, and the board's names no hidden card; a stored game
/// from before the field was added still loads, with nothing to tell.
#[test]
fn alt_text_says_what_just_happened_and_keeps_secrets() {
    let mut told = 0;
    for seed in 0..10u64 {
        let (options, players) = setup_for(seed);
        let n = names(players);
        let mut s = Relinquish::setup(&options, players, seed).unwrap();
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..3_000 {
            let prompts = Relinquish::prompts(&s);
            if prompts.is_empty() {
                break;
            }
            let p = &prompts[rng.below(prompts.len())];
            let legal = Relinquish::legal(&s, p.seat);
            let action = legal[rng.below(legal.len())].clone();
            let events = Relinquish::apply(&mut s, p.seat, action).unwrap();
            let Some(newest) = events.last() else {
                continue;
            };
            for viewer in [Viewer::Spectator, Viewer::Seat(p.seat)] {
                let view = Relinquish::view(&s, viewer);
                let alt = match viewer {
                    Viewer::Seat(_) => alt::private_alt(&view, &n),
                    _ => alt::board_alt(&view, &n),
                };
                let seen = Relinquish::redact(newest, viewer)
                    .map(|e| present_kit::markup::strip(&events::event_text(&e, &n)));
                let Some(seen) = seen else { continue };
                let line = alt
                    .lines()
                    .find(|l| l.starts_with("Just now: "))
                    .unwrap_or_else(|| panic!("nothing said about {newest:?}:\n{alt}"));
                assert!(line.ends_with(&seen), "{line:?} misses {seen:?}");
                if viewer == Viewer::Spectator {
                    // The line names only what the public event lines named, and the rest
                    // of the alt text no hidden card.
                    let public: String = events
                        .iter()
                        .filter_map(|e| Relinquish::redact(e, viewer))
                        .map(|e| events::event_text(&e, &n))
                        .collect();
                    let public = cards_named(&public);
                    assert!(cards_named(line).is_subset(&public), "{line}");
                    let rest: String = alt.lines().filter(|l| *l != line).collect();
                    let secret = hidden(&s);
                    for c in cards_named(&rest) {
                        assert!(!secret.contains(&c), "{c} in the alt text:\n{alt}");
                    }
                }
                told += 1;
            }
        }
    }
    assert!(told > 1_000, "{told}");
    // A game stored before the field existed.
    let s = Relinquish::setup(&Options::default(), 2, 1).unwrap();
    let mut stored = serde_json::to_value(&s).unwrap();
    stored.as_object_mut().unwrap().remove("last");
    let loaded: State = serde_json::from_value(stored).unwrap();
    assert!(loaded.last.is_empty());
    let alt = alt::board_alt(&Relinquish::view(&loaded, Viewer::Spectator), &names(2));
    assert!(!alt.contains("Just now"), "{alt}");
}
