//! Quinox in every language (issue 48): the catalog is complete and every message used; German
//! and French come out translated; the pseudo-language over random playouts finds any text
//! that skipped the catalog; Discord's limits hold in every language; and no text names a tile
//! still in the bag, whatever the language.

use super::tests::{fixtures, names, playout};
use super::*;
use crate::rules::{Phase, TileId, TurnStep as QStep};
use crate::words::WORDS;
use game_kit::{Game, Viewer};
use present_kit::limits::{ALT_TEXT_MAX, BUTTON_LABEL_MAX};
use present_kit::words::{speaking, Lang};

/// Every language, and the pseudo-language.
fn every_language() -> impl Iterator<Item = Lang> {
    Lang::WITH_PSEUDO.into_iter()
}

#[test]
fn the_catalog_is_complete_in_every_language() {
    let problems = WORDS.check();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    for key in WORDS.keys(Lang::En) {
        for lang in Lang::ALL {
            assert!(
                WORDS.format(lang, &key, &[]).is_some(),
                "{key} {}",
                lang.tag()
            );
        }
    }
}

/// English's tile texts are the data file's, word for word; every tile has one.
#[test]
fn every_tile_has_its_text() {
    for t in TileId::all() {
        assert_eq!(super::text::tile_text(t), t.def().text, "{t}");
        for lang in Lang::ALL {
            let key = format!("qx-tile-{}", t.name().to_lowercase());
            assert!(
                WORDS.format(lang, &key, &[]).is_some(),
                "{key} {}",
                lang.tag()
            );
        }
    }
}

#[test]
fn every_message_is_used() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // The tiles' texts are asked for by name (`text::tile_text`).
    let unused: Vec<String> = WORDS
        .unused(&src)
        .expect("the sources read")
        .into_iter()
        .filter(|k| k.strip_prefix("qx-tile-").and_then(TileId::named).is_none())
        .collect();
    assert!(unused.is_empty(), "never used: {unused:?}");
}

/// The state of a fixture.
fn fixture(name: &str) -> State {
    fixtures()
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(_, s)| s)
        .expect("a fixture")
}

/// The board, a private view, an event, a menu level, a refusal and the rules in `lang`.
fn samples(lang: Lang) -> Vec<String> {
    let s = fixture("quinox-early");
    let seat = s.active;
    speaking(lang, || {
        let mut out = vec![
            board::board_text(&Quinox::view(&s, Viewer::Spectator), &names()),
            board::private_text(&Quinox::view(&s, Viewer::Seat(seat)), &names()),
        ];
        let mut t = s.clone();
        let a = Quinox::timeout_action(&t, seat).unwrap();
        for e in Quinox::apply(&mut t, seat, a).unwrap() {
            out.push(events::event_text(&e, &names()));
        }
        for a in Quinox::legal(&s, seat) {
            for st in paths::action_path(&s, seat, &a, &names()) {
                out.push(st.label);
            }
        }
        let start = Quinox::setup(&Options::default(), 2, 3).unwrap();
        for a in Quinox::legal(&start, 1 - start.active) {
            for st in paths::action_path(&start, 1 - start.active, &a, &names()) {
                out.push(st.label);
            }
        }
        let wrong = Quinox::apply(&mut s.clone(), 1 - seat, Action::Back).unwrap_err();
        out.push(wrong.to_string());
        let colour = Action::Colour {
            face: crate::rules::Face::Black,
        };
        let wrong = Quinox::apply(&mut s.clone(), seat, colour).unwrap_err();
        out.push(wrong.to_string());
        // A typed space the rules refuse, with its reason (the fixture places a tile).
        out.extend(typed::typed_refusal(&s, seat, &[], "a1"));
        out.push(Quinox::rules_text());
        out.push(lobby_text(&Options::default(), &names()[..1]));
        out
    })
}

#[test]
fn german_and_french_come_out_translated() {
    let de = samples(Lang::De).join("\n");
    for word in [
        "Auslage",
        "Beutel",
        "Plättchen",
        "Du spielst",
        "im Vorrat",
        "legt",
        "nach oben",
        "Ich spiele",
        "Platz",
        "Wähle",
        "Stein",
        "Zug",
        "zwei Personen",
        "berührt das Spielfeld nicht",
    ] {
        assert!(
            de.to_lowercase().contains(&word.to_lowercase()),
            "German lacks {word}:\n{de}"
        );
    }
    let fr = samples(Lang::Fr).join("\n");
    for word in [
        "rivière",
        "sac",
        "tuile",
        "Tu joues",
        "réserve",
        "pose",
        "Je joue",
        "Pierre",
        "Tour",
        "Choisis",
        "ne touche pas le plateau",
    ] {
        assert!(
            fr.to_lowercase().contains(&word.to_lowercase()),
            "French lacks {word}:\n{fr}"
        );
    }
    // The values stay: tile names and space labels are what a player types.
    assert!(de.contains("m50") && fr.contains("m50"));
}

/// The words of `text` outside ⟦…⟧ that are neither a value (a tile's name or the start of
/// one, a space label, a player's name, the game's name, a number) nor a ruling id.
fn plain_words(text: &str) -> Vec<String> {
    let outside = present_kit::words::outside_pseudo(text);
    outside
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().any(char::is_alphabetic))
        .filter(|w| {
            let tile = TileId::all().any(|t| t.name().starts_with(*w) && w.len() >= 3);
            let digits = w.trim_start_matches(|c: char| c.is_ascii_lowercase());
            let label = digits.len() < w.len()
                && digits.starts_with(|c: char| c.is_ascii_digit())
                && digits.chars().all(|c| c.is_ascii_digit() || c == '_');
            let ruling =
                *w == "Q" || (w.starts_with('P') && w[1..].chars().all(|c| c.is_ascii_digit()));
            !(tile || label || ruling || ["Ann", "Bea", "Quinox"].contains(w))
        })
        .map(str::to_string)
        .collect()
}

/// Every text of a state a reader can see, in the language spoken: board, private views, both
/// pictures' texts and alt texts, every menu label of the levels shown.
fn every_text(s: &State) -> Vec<String> {
    let mut out = Vec::new();
    let public = Quinox::view(s, Viewer::Spectator);
    out.push(board::board_text(&public, &names()));
    out.push(alt::board_alt(&public, &names()));
    let svg = picture::board_svg(&public, &names());
    out.push(present_kit::picture::svg::texts(&svg).unwrap().join(" "));
    for seat in 0..2 {
        let view = Quinox::view(s, Viewer::Seat(seat));
        out.push(board::private_text(&view, &names()));
        out.push(alt::private_alt(&view, &names()));
        let svg = picture::private_svg(&view, &names());
        out.push(present_kit::picture::svg::texts(&svg).unwrap().join(" "));
    }
    for p in Quinox::prompts(s) {
        if let Some(MenuLevel::Choices(steps)) = paths::level(s, p.seat, &[]) {
            out.extend(steps.into_iter().map(|st| st.label));
        }
        for a in Quinox::legal(s, p.seat) {
            for st in paths::action_path(s, p.seat, &a, &names()) {
                out.push(st.label);
            }
        }
    }
    out
}

/// The pseudo-language over random games: nothing a reader sees is plain English outside
/// ⟦…⟧ (what skipped the catalog would be), and the events too.
#[test]
fn the_pseudo_language_leaves_no_plain_english() {
    for seed in 0..3 {
        let mut n = 0;
        let end = playout(
            seed,
            |_| false,
            |s| {
                n += 1;
                if n % 7 != 1 {
                    return;
                }
                let texts = speaking(Lang::Pseudo, || every_text(s));
                for t in texts {
                    let plain = plain_words(&t);
                    assert!(plain.is_empty(), "seed {seed}: {plain:?} in {t}");
                }
            },
        );
        let texts = speaking(Lang::Pseudo, || every_text(&end));
        for t in texts {
            let plain = plain_words(&t);
            assert!(plain.is_empty(), "seed {seed}: {plain:?} in {t}");
        }
    }
    // Every event, and the lobby and rules.
    let mut s = Quinox::setup(&Options::default(), 2, 9).unwrap();
    while let Some(p) = Quinox::prompts(&s).first().cloned() {
        let a = Quinox::timeout_action(&s, p.seat).unwrap();
        for e in Quinox::apply(&mut s, p.seat, a).unwrap() {
            let t = speaking(Lang::Pseudo, || events::event_text(&e, &names()));
            assert!(plain_words(&t).is_empty(), "{t}");
        }
    }
    for t in speaking(Lang::Pseudo, samples_without_names) {
        assert!(plain_words(&t).is_empty(), "{t}");
    }
}

fn samples_without_names() -> Vec<String> {
    let mut out = samples(Lang::Pseudo);
    out.push(lobby_text(&Options::default(), &names()));
    out
}

/// Discord's limits in every language over random games: every menu label fits a button,
/// every alt text its limit.
#[test]
fn discord_limits_hold_in_every_language() {
    for lang in every_language() {
        for seed in 0..2 {
            let mut n = 0;
            playout(
                seed,
                |_| false,
                |s| {
                    n += 1;
                    if n % 3 != 1 {
                        return;
                    }
                    speaking(lang, || {
                        for p in Quinox::prompts(s) {
                            let mut labels = Vec::new();
                            if let Some(MenuLevel::Choices(steps)) = paths::level(s, p.seat, &[]) {
                                labels.extend(steps.into_iter().map(|st| st.label));
                            }
                            for a in Quinox::legal(s, p.seat) {
                                for st in paths::action_path(s, p.seat, &a, &names()) {
                                    labels.push(st.label);
                                }
                            }
                            for l in labels {
                                assert!(
                                    l.chars().count() <= BUTTON_LABEL_MAX,
                                    "{} seed {seed}: {l}",
                                    lang.tag()
                                );
                            }
                        }
                        for seat in 0..2 {
                            let view = Quinox::view(s, Viewer::Seat(seat));
                            let alt = alt::private_alt(&view, &names());
                            assert!(alt.chars().count() <= ALT_TEXT_MAX, "{alt}");
                        }
                    });
                },
            );
        }
    }
}

/// The bag's tiles stay secret in every language: no text, menu or picture names a tile never
/// seen (the English run over more games is `tests::texts_never_name_an_unseen_tile`).
#[test]
fn texts_never_name_an_unseen_tile_in_any_language() {
    for lang in every_language() {
        let mut seen: std::collections::BTreeSet<&'static str> = Default::default();
        let mut n = 0;
        playout(
            lang as u64 + 30,
            |_| false,
            |s| {
                for t in s
                    .pool
                    .iter()
                    .map(|p| p.tile)
                    .chain(s.hand.iter().map(|h| h.tile))
                    .chain(s.board.values().filter_map(|p| p.tile()))
                    .chain(s.this_turn.destiny.iter().copied())
                    .chain(s.next_turn.destiny.iter().copied())
                {
                    seen.insert(t.name());
                }
                n += 1;
                if n % 4 != 1 {
                    return;
                }
                let unseen: Vec<&str> = s
                    .bag
                    .iter()
                    .map(|t| t.name())
                    .filter(|n| !seen.contains(n))
                    .collect();
                let texts = speaking(lang, || {
                    let mut texts = every_text(s);
                    // DESTINY's own menu lists every tile by name, as its text says.
                    if matches!(s.phase, Phase::Play(QStep::Target(_)))
                        && Quinox::legal(s, s.active)
                            .iter()
                            .any(|a| matches!(a, Action::Name { .. }))
                    {
                        texts.retain(|t| !t.contains('('));
                    }
                    texts
                });
                for t in &texts {
                    let words: Vec<&str> = t.split(|c: char| !c.is_ascii_alphanumeric()).collect();
                    for name in &unseen {
                        assert!(
                            !words.contains(name),
                            "{}: {name} (in the bag) shown in {t}",
                            lang.tag()
                        );
                    }
                }
            },
        );
    }
}

/// The pseudo-language's check finds plain English and lets values through.
#[test]
fn plain_english_is_found() {
    assert_eq!(
        plain_words("⟦Wáíţ ⟦fór⟧⟧ Waiting for Ann: m50 SWORD SWOR (Q-14, Q-P3) 12 h3_4"),
        ["Waiting", "for"]
    );
    assert!(plain_words("⟦Ünclosed and cut…").is_empty());
}

/// Prints a language's texts to read them as a player would:
/// `QUINOX_LANG=de cargo test -p quinox print_texts -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_texts() {
    let lang = std::env::var("QUINOX_LANG")
        .ok()
        .and_then(|l| Lang::from_discord(&l))
        .unwrap_or(Lang::En);
    for t in samples(lang) {
        println!("{t}\n---");
    }
    let target = fixture("quinox-target");
    speaking(lang, || {
        let view = Quinox::view(&target, Viewer::Seat(target.active));
        println!("{}\n---", board::private_text(&view, &names()));
        println!("{}\n---", alt::private_alt(&view, &names()));
    });
    let mut s = Quinox::setup(&Options::default(), 2, 9).unwrap();
    while let Some(p) = Quinox::prompts(&s).first().cloned() {
        let a = Quinox::timeout_action(&s, p.seat).unwrap();
        for e in Quinox::apply(&mut s, p.seat, a).unwrap() {
            println!("{}", speaking(lang, || events::event_text(&e, &names())));
        }
    }
    let over = Quinox::view(&s, Viewer::Spectator);
    println!(
        "---\n{}",
        speaking(lang, || board::board_text(&over, &names()))
    );
}
