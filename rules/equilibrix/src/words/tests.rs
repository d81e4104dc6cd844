//! The catalog's checks (issue 48): complete in every language, every message used, every name
//! in `data/` keyed, German and Spanish really spoken, no English left in the pseudo-language over
//! random games, and Discord's limits kept in every language.

use super::{piece_name, project_name, WORDS};
use crate::present::tests::forward_move;
use crate::rules::data::components;
use crate::rules::{Action, Equilibrix, Options, State};
use game_kit::{Game, Seat, Viewer};
use present_kit::limits::{
    ALT_TEXT_MAX, BUTTON_LABEL_MAX, DESCRIPTION_MAX, OPTION_LABEL_MAX, PLACEHOLDER_MAX,
};
use present_kit::present::{MenuStep, Present};
use present_kit::testing::XorShift;
use present_kit::words::{speaking, Lang};

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn the_catalog_is_complete_in_every_language() {
    let problems = WORDS.check();
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Every message of the English catalog is asked for somewhere in `src` (the data's names by
/// their prefix, which `every_data_name_has_its_key` checks).
#[test]
fn every_message_is_used() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let data = |k: &String| {
        k.starts_with("ex-project-") && !k.starts_with("ex-project-line")
            || k.starts_with("ex-piece-")
    };
    let unused: Vec<String> = WORDS
        .unused(&src)
        .expect("the sources read")
        .into_iter()
        .filter(|k| !data(k))
        .collect();
    assert!(unused.is_empty(), "never used: {unused:?}");
}

/// The data files stay the English source of truth: every project and column piece named
/// there has its key, and English says exactly the data's name; no data key is left over.
#[test]
fn every_data_name_has_its_key() {
    let c = components();
    let mut keys = Vec::new();
    for shape in &c.shapes {
        assert_eq!(project_name(&shape.name), shape.name, "{}", shape.name);
        keys.push(format!("ex-project-{}", super::key_part(&shape.name)));
    }
    for piece in &c.columns {
        assert_eq!(piece_name(&piece.name), piece.name, "{}", piece.name);
        keys.push(format!("ex-piece-{}", super::key_part(&piece.name)));
    }
    for key in &keys {
        assert!(WORDS.has(key), "{key} is missing");
        for lang in Lang::ALL {
            assert!(WORDS.format(lang, key, &[]).is_some(), "{key} in {lang:?}");
        }
    }
    let data_keys: Vec<String> = WORDS
        .keys(Lang::En)
        .into_iter()
        .filter(|k| {
            (k.starts_with("ex-project-")
                && !["ex-project-line", "ex-project-voluntary", "ex-project-next"]
                    .iter()
                    .any(|p| k.starts_with(p))
                && !["ex-project-no-next", "ex-project-pile"].contains(&k.as_str()))
                || k.starts_with("ex-piece-")
        })
        .collect();
    for k in &data_keys {
        assert!(keys.contains(k), "{k} names nothing in data/");
    }
}

/// A random game of `players` from `seed` after `steps` forward actions.
fn played(players: usize, seed: u64, steps: usize) -> State {
    let mut s = Equilibrix::setup(&Options::default(), players, seed).unwrap();
    let mut rng = XorShift(seed * 7919 + 1);
    for _ in 0..steps {
        let Some(p) = Equilibrix::prompts(&s).into_iter().next() else {
            break;
        };
        let a = forward_move(&s, p.seat, &mut rng, 6);
        Equilibrix::apply(&mut s, p.seat, a).unwrap();
    }
    s
}

fn menu(state: &State, seat: Seat, names: &[String]) -> Vec<MenuStep> {
    Equilibrix::legal(state, seat)
        .iter()
        .flat_map(|a| Equilibrix::action_path(state, seat, a, names))
        .collect()
}

/// German and Spanish (and the others) really spoken: the board, a private view, an event, a
/// menu level, a refusal, the rules summary, the lobby and a picture.
#[test]
fn german_and_spanish_are_spoken() {
    let n = names(3);
    let s = played(3, 4, 60);
    let seat = Equilibrix::prompts(&s)[0].seat;
    let spectator = Equilibrix::view(&s, Viewer::Spectator);
    let mine = Equilibrix::view(&s, Viewer::Seat(seat));
    let said = |lang: Lang| {
        speaking(lang, || {
            let mut s2 = s.clone();
            let events = Equilibrix::apply(&mut s2, seat, Action::EndTurn).unwrap();
            let refusal = Equilibrix::apply(&mut s.clone(), (seat + 1) % 3, Action::EndTurn)
                .unwrap_err()
                .0;
            let pictures = Equilibrix::PICTURES.unwrap();
            [
                Equilibrix::board_text(&spectator, &n),
                Equilibrix::private_text(&mine, &n),
                events
                    .iter()
                    .map(|e| Equilibrix::event_text(e, &n))
                    .collect::<Vec<_>>()
                    .join("\n"),
                menu(&s, seat, &n)
                    .iter()
                    .map(|m| m.label.clone())
                    .collect::<Vec<_>>()
                    .join("\n"),
                refusal,
                Equilibrix::rules_text(),
                (Equilibrix::LOBBY.unwrap().text)(&Options::default(), &n),
                present_kit::picture::texts(&(pictures.board)(&spectator, &n))
                    .unwrap()
                    .join("\n"),
                (pictures.private_alt)(&mine, &n),
            ]
        })
    };
    let de = said(Lang::De);
    let es = said(Lang::Es);
    let en = said(Lang::En);
    let expect = |texts: &[String; 9], words: [&str; 9]| {
        for (text, word) in texts.iter().zip(words) {
            assert!(text.contains(word), "{word:?} not in\n{text}");
        }
    };
    expect(
        &de,
        [
            "Baum des Lebens",
            "Dein Vorrat",
            "beendet den Zug",
            "Zug beenden",
            "ist am Zug",
            "Dein Zug",
            "höchstens 40 Runden",
            "+Koalition",
            "Deine politische Karte",
        ],
    );
    expect(
        &es,
        [
            "Árbol de la Vida",
            "Tu reserva",
            "termina el turno",
            "Terminar el turno",
            "Es el turno",
            "Tu turno",
            "como mucho 40 rondas",
            "relaciones",
            "Tu mapa político",
        ],
    );
    expect(
        &en,
        [
            "Tree of Life",
            "Your stock",
            "ends the turn",
            "End the turn",
            "It is seat",
            "Your turn",
            "at most 40 rounds",
            "relations",
            "Your political map",
        ],
    );
    for lang in [Lang::Fr, Lang::PtBr] {
        let other = said(lang);
        for (a, b) in other.iter().zip(&en) {
            assert_ne!(a, b, "{lang:?} says it in English");
        }
    }
}

/// Plain English words outside the pseudo-language's brackets: what skipped the catalog. Names,
/// labels and codes (field labels, map fields, formations, the Tree's fields, the game's name)
/// are allowed.
fn plain_words(text: &str, allowed: &[String]) -> Vec<String> {
    // A picture's line wrapped from a longer text starts inside its brackets: as many as
    // close in it without opening.
    let (mut open, mut unopened) = (0i32, 0i32);
    for c in text.chars() {
        match c {
            '⟦' => open += 1,
            '⟧' => {
                open -= 1;
                unopened = unopened.max(-open);
            }
            _ => {}
        }
    }
    let mut outside = String::new();
    let mut depth = unopened as usize;
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            c if depth == 0 => outside.push(c),
            _ => outside.push(' '),
        }
    }
    outside
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        // The pseudo-language accents every vowel: a word with a plain one is English (a
        // picture's wrapped or cut line may have lost its brackets).
        .filter(|w| w.chars().any(|c| "aeiouAEIOU".contains(c)))
        // Seats' letters, as the relations column writes them (`+AD ×B`).
        .filter(|w| !w.chars().all(|c| ('A'..='F').contains(&c)))
        .filter(|w| !allowed.iter().any(|a| a == w))
        .map(str::to_string)
        .collect()
}

fn allowed_words(names: &[String]) -> Vec<String> {
    let mut allowed: Vec<String> = names.to_vec();
    allowed.extend(crate::rules::TreeField::all().map(|f| f.name().to_string()));
    for w in ["Equilibrix", "Project", "ne", "nw", "CD", "OD"] {
        allowed.push(w.into());
    }
    allowed
}

/// Issue 48: in the pseudo-language nothing a player reads is plain English (what skipped the
/// catalog would be), over random games of 3 to 6: board, private view and event texts, every
/// menu label, the prompts, the alt texts and every text of the pictures; and Discord's limits
/// hold there and in every language.
#[test]
fn random_games_speak_only_the_catalog_and_keep_discords_limits() {
    for lang in Lang::WITH_PSEUDO {
        let mut seen = 0;
        for seed in 1..=4u64 {
            let players = 3 + (seed as usize % 4);
            let n = names(players);
            let allowed = allowed_words(&n);
            let mut state = Equilibrix::setup(&Options::default(), players, seed).unwrap();
            let mut rng = XorShift(seed * 31 + 7);
            for step in 0..160 {
                let Some(prompt) = Equilibrix::prompts(&state).into_iter().next() else {
                    break;
                };
                let seat = prompt.seat;
                speaking(lang, || {
                    let mut texts: Vec<String> = Vec::new();
                    for m in menu(&state, seat, &n) {
                        let chars = m.label.chars().count();
                        assert!(
                            (1..=BUTTON_LABEL_MAX).contains(&chars),
                            "{lang:?}: {chars} {:?}",
                            m.label
                        );
                        texts.push(m.label);
                    }
                    texts.push(Equilibrix::prompts(&state)[0].what.clone());
                    // The pictures are slow to draw: a few moments per game.
                    let pictures = step % 40 == 0;
                    for viewer in [Viewer::Spectator, Viewer::Seat(seat)] {
                        let view = Equilibrix::view(&state, viewer);
                        texts.push(Equilibrix::board_text(&view, &n));
                        texts.push(Equilibrix::private_text(&view, &n));
                        let p = Equilibrix::PICTURES.unwrap();
                        for alt in [(p.board_alt)(&view, &n), (p.private_alt)(&view, &n)] {
                            assert!(alt.chars().count() <= ALT_TEXT_MAX, "{lang:?}: {alt}");
                            texts.push(alt);
                        }
                        if pictures {
                            let svg = if viewer == Viewer::Spectator {
                                (p.board)(&view, &n)
                            } else {
                                (p.private)(&view, &n)
                            };
                            texts.extend(present_kit::picture::texts(&svg).unwrap());
                        }
                    }
                    let action = forward_move(&state, seat, &mut rng, 6);
                    let events = Equilibrix::apply(&mut state, seat, action).unwrap();
                    texts.extend(events.iter().map(|e| Equilibrix::event_text(e, &n)));
                    if lang == Lang::Pseudo {
                        for text in &texts {
                            let plain = plain_words(text, &allowed);
                            assert!(plain.is_empty(), "{plain:?} in\n{text}");
                        }
                    }
                    seen += texts.len();
                });
            }
        }
        assert!(seen > 1000, "{lang:?}: {seen}");
        // The lobby, the option and the refusals the host meets there.
        speaking(lang, || {
            let lobby = Equilibrix::LOBBY.unwrap();
            let selects = lobby.selects.unwrap();
            let mut texts = Vec::new();
            for o in (selects.list)() {
                assert!(o.label.chars().count() <= PLACEHOLDER_MAX, "{}", o.label);
                texts.push(o.label);
                for (_, label) in o.choices {
                    assert!(label.chars().count() <= OPTION_LABEL_MAX, "{label}");
                    texts.push(label);
                }
            }
            for o in (lobby.play)() {
                assert!(
                    o.description.chars().count() <= DESCRIPTION_MAX,
                    "{}",
                    o.description
                );
                texts.push(o.description);
            }
            let o = Options::default();
            texts.push((selects.set)(&o, "turns", &["x".into()]).unwrap_err().0);
            texts.push((lobby.text)(&o, &names(2)));
            texts.push(Equilibrix::rules_text());
            if lang == Lang::Pseudo {
                for text in &texts {
                    let plain = plain_words(text, &allowed_words(&[]));
                    assert!(plain.is_empty(), "{plain:?} in\n{text}");
                }
            }
        });
    }
}

/// The longest menu labels a game can make, in every language: a Tree field with the longest
/// pair, the widest angle and any formation; recruiting, charity and reporting with long names.
#[test]
fn the_longest_menu_labels_fit_in_every_language() {
    use crate::rules::view::RuleView;
    use crate::rules::Combination;
    let long = present_kit::picture::testing::long_names(6);
    for lang in Lang::WITH_PSEUDO {
        speaking(lang, || {
            let mut labels = Vec::new();
            for field in crate::rules::TreeField::all() {
                for combination in [Combination::BB, Combination::TT, Combination::BT] {
                    let rule = RuleView {
                        combination,
                        degrees: 180,
                        formation: "F7".into(),
                    };
                    labels.push(WORDS.say_with(
                        "ex-menu-tree-field",
                        &[
                            ("field", field.name().into()),
                            ("row", 7u8.into()),
                            ("rule", crate::present::text_rule(&rule).as_str().into()),
                        ],
                    ));
                }
            }
            for name in &long {
                labels.push(WORDS.say_with("ex-menu-recruit", &[("name", name.into())]));
                labels.push(WORDS.say_with("ex-menu-charity", &[("leader", name.into())]));
            }
            for shape in &components().shapes {
                for size in ["small", "medium", "large"] {
                    labels.push(WORDS.say_with(
                        "ex-menu-report-size",
                        &[
                            ("size", size.into()),
                            ("project", project_name(&shape.name).as_str().into()),
                        ],
                    ));
                }
            }
            for label in labels {
                let chars = label.chars().count();
                assert!(chars <= BUTTON_LABEL_MAX, "{lang:?}: {chars} {label}");
            }
        });
    }
}

/// Writes a German and a pseudo-language board and private picture to
/// `$EQUILIBRIX_PNG_DIR` (default the system's temporary folder) to look at:
/// `cargo test -p equilibrix --lib words::tests::write_pngs -- --ignored`.
#[test]
#[ignore = "writes files to look at"]
fn write_pngs() {
    let dir = std::env::var("EQUILIBRIX_PNG_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| std::env::temp_dir());
    let n = present_kit::picture::testing::long_names(4);
    let s = played(4, 3, 300);
    let seat = Equilibrix::prompts(&s)[0].seat;
    for lang in [Lang::De, Lang::Pseudo, Lang::Fr, Lang::Es, Lang::PtBr] {
        speaking(lang, || {
            let p = Equilibrix::PICTURES.unwrap();
            let board = (p.board)(&Equilibrix::view(&s, Viewer::Spectator), &n);
            let private = (p.private)(&Equilibrix::view(&s, Viewer::Seat(seat)), &n);
            for (what, svg) in [("board", board), ("private", private)] {
                let png = present_kit::picture::render_png(&svg).unwrap();
                let path = dir.join(format!("equilibrix-{}-{what}.png", lang.tag()));
                std::fs::write(&path, &png.bytes).unwrap();
                println!("{}", path.display());
            }
        });
    }
}
