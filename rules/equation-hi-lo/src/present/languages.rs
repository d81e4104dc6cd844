//! Equation Hi-Lo in every language (issue 48): German and Spanish come out translated, the
//! pseudo-language finds any text that skipped the catalog, Discord's limits hold in every
//! language, and the secrets stay secret whatever the reader's language.

use super::testing::names;
use super::text::card_name;
use super::{alt, forms, lobby, picture};
use crate::rules::{Action, EquationHiLo, Event, Options, Phase, State};
use game_kit::{Game, Viewer};
use present_kit::limits;
use present_kit::present::{FormOutcome, Present};
use present_kit::testing::XorShift;
use present_kit::words::{speaking, Lang};
use std::collections::BTreeMap;

/// Random games through the menus and the forms: `visit` sees every state before a move and
/// the events of the move that led to it.
fn games(count: u64, mut visit: impl FnMut(&State, &[Event])) {
    for seed in 0..count {
        let players = 2 + (seed % 7) as usize;
        let options = Options {
            chips: 8 + (seed % 30) as u32,
            rounds: 2,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, players, seed).unwrap();
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut events = Vec::new();
        while let Some(p) = {
            visit(&s, &events);
            EquationHiLo::prompts(&s).into_iter().next()
        } {
            let offered = forms::forms(&s, p.seat);
            let action = if offered.is_empty() {
                let legal = EquationHiLo::legal(&s, p.seat);
                legal[rng.below(legal.len())].clone()
            } else {
                let form = &offered[rng.below(3)];
                let fields: BTreeMap<String, String> = form
                    .inputs
                    .iter()
                    .map(|i| (i.id.clone(), i.value.clone().unwrap()))
                    .collect();
                match forms::submit(&s, p.seat, &form.code, &fields).unwrap() {
                    FormOutcome::Action(a) => a,
                    FormOutcome::Note(n) => panic!("a declaration form gave a note: {n}"),
                }
            };
            events = EquationHiLo::apply(&mut s, p.seat, action).unwrap();
        }
    }
}

/// A game in its first betting round, the seat to act and another seat.
fn betting() -> (State, usize, usize) {
    let mut s = EquationHiLo::setup(&Options::default(), 3, 5).unwrap();
    while !matches!(s.phase, Phase::Betting { .. }) {
        let p = EquationHiLo::prompts(&s).remove(0);
        let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
        EquationHiLo::apply(&mut s, p.seat, a).unwrap();
    }
    let Phase::Betting { to_act, .. } = s.phase else {
        unreachable!()
    };
    (s, to_act, (to_act + 1) % 3)
}

/// What a reader of `lang` gets: the board, a private view, an event, a menu, a refusal and
/// the rules summary.
fn sample(lang: Lang) -> [String; 6] {
    let (s, to_act, other) = betting();
    let n = names(3);
    speaking(lang, || {
        let board = EquationHiLo::board_text(&EquationHiLo::view(&s, Viewer::Spectator), &n);
        let private = EquationHiLo::private_text(&EquationHiLo::view(&s, Viewer::Seat(to_act)), &n);
        let event = EquationHiLo::event_text(&Event::Checked { seat: 0 }, &n);
        let menu: Vec<String> = EquationHiLo::legal(&s, to_act)
            .iter()
            .flat_map(|a| EquationHiLo::action_path(&s, to_act, a, &n))
            .map(|step| step.label)
            .collect();
        let refusal = EquationHiLo::apply(&mut s.clone(), other, Action::Check).unwrap_err();
        [
            board,
            private,
            event,
            menu.join(" | "),
            refusal.0,
            EquationHiLo::rules_text(),
        ]
    })
}

#[test]
fn german_and_spanish_readers_get_their_language() {
    let [board, private, event, menu, refusal, rules] = sample(Lang::De);
    assert!(
        board.contains("Erste Setzrunde") && board.contains("Limit"),
        "{board}"
    );
    assert!(board.contains("Geber"), "{board}");
    assert!(private.contains("Deine verdeckte Karte:"), "{private}");
    assert!(private.contains("Du bist mit Setzen dran"), "{private}");
    assert_eq!(event, "Alice checkt.");
    assert!(
        menu.contains("Aussteigen") && menu.contains("Setzen"),
        "{menu}"
    );
    assert_eq!(refusal, "Du bist nicht mit Setzen dran.");
    assert!(
        rules.contains("Rechenzeichen") && rules.contains("Karten:"),
        "{rules}"
    );
    let [board, private, event, menu, refusal, rules] = sample(Lang::Es);
    assert!(
        board.contains("Primera ronda de apuestas") && board.contains("tope"),
        "{board}"
    );
    assert!(private.contains("Tu carta tapada:"), "{private}");
    assert_eq!(event, "Alice pasa.");
    assert!(menu.contains("Retirarse"), "{menu}");
    assert_eq!(refusal, "No es tu turno de apostar.");
    assert!(rules.contains("ronda de apuestas"), "{rules}");
    // The suits are named in the language, and the typed equation's refusal too.
    assert_eq!(
        speaking(Lang::De, || card_name(
            crate::rules::Card::number(7, crate::rules::Suit::Black).unwrap()
        )),
        "Schwarz 7"
    );
    let refused = speaking(Lang::Fr, || {
        crate::rules::Equation::parse("(3+4)*2").unwrap_err()
    });
    assert!(refused.0.starts_with("Les parenthèses"), "{}", refused.0);
    // The /rules summary stays one Discord message in every language.
    for lang in Lang::ALL {
        let rules = speaking(lang, EquationHiLo::rules_text);
        assert!(
            rules.chars().count() < 2000,
            "{}: {}",
            lang.tag(),
            rules.len()
        );
        assert!(rules.contains("\n\n**"), "{}: paragraphs kept", lang.tag());
    }
}

/// The words of `text` outside the pseudo-language's brackets, the names and the game's name:
/// each one is English that skipped the catalog.
fn plain_english(text: &str, names: &[String]) -> Vec<String> {
    let mut outside = present_kit::words::outside_pseudo(text).replace(EquationHiLo::NAME, " ");
    for name in names {
        outside = outside.replace(name.as_str(), " ");
    }
    outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_string)
        .collect()
}

#[test]
fn the_pseudo_language_finds_no_text_outside_the_catalog() {
    let mut checked = 0;
    let mut pictures = 0;
    games(24, |s, events| {
        let n = names(s.players());
        speaking(Lang::Pseudo, || {
            let mut texts: Vec<String> = Vec::new();
            let public = EquationHiLo::view(s, Viewer::Spectator);
            texts.push(EquationHiLo::board_text(&public, &n));
            texts.push(alt::board_alt(&public, &n));
            for seat in 0..s.players() {
                let view = EquationHiLo::view(s, Viewer::Seat(seat));
                texts.push(EquationHiLo::private_text(&view, &n));
                texts.push(alt::private_alt(&view, &n));
                for a in EquationHiLo::legal(s, seat) {
                    for step in EquationHiLo::action_path(s, seat, &a, &n) {
                        texts.push(step.label);
                    }
                }
                for f in forms::forms(s, seat) {
                    texts.push(f.button);
                    texts.push(f.title);
                    texts.extend(f.inputs.iter().map(|i| i.label.clone()));
                    texts.extend(f.inputs.iter().filter_map(|i| i.placeholder.clone()));
                }
            }
            for e in events {
                for viewer in [Viewer::Spectator, Viewer::Seat(0)] {
                    if let Some(seen) = EquationHiLo::redact(e, viewer) {
                        texts.push(EquationHiLo::event_text(&seen, &n));
                        if let Event::Showdown { showdown } = &seen {
                            texts.push(alt::showdown_alt(showdown, &n));
                            if pictures < 6 {
                                let svg = picture::showdown_svg(showdown, &n);
                                texts.push(present_kit::picture::texts(&svg).unwrap().join(" "));
                            }
                        }
                    }
                }
            }
            // A few pictures of each game: drawing is the slow part. A picture's lines are
            // read together, as a sentence wrapped over two lines has its brackets in both.
            if checked % 37 == 0 {
                pictures += 1;
                let board = picture::board_svg(&public, &n);
                texts.push(present_kit::picture::texts(&board).unwrap().join(" "));
                let mine = picture::private_svg(&EquationHiLo::view(s, Viewer::Seat(0)), &n);
                texts.push(present_kit::picture::texts(&mine).unwrap().join(" "));
            }
            for text in &texts {
                let english = plain_english(text, &n);
                // The dealer's button is the one letter of a picture every language shares.
                let english: Vec<&String> = english.iter().filter(|w| *w != "sqrt").collect();
                assert!(english.is_empty(), "{english:?} in {text:?}");
            }
        });
        checked += 1;
    });
    // The lobby, the /play options and the refusals of the rules and the forms.
    speaking(Lang::Pseudo, || {
        let options = Options::default();
        let mut texts = vec![lobby::lobby_text(&Options {
            best: true,
            ..options.clone()
        })];
        for o in lobby::lobby_options() {
            texts.push(o.label);
            texts.extend(o.choices.into_iter().map(|(_, label)| label));
        }
        for o in EquationHiLo::LOBBY.map(|l| (l.play)()).unwrap_or_default() {
            texts.push(o.description);
            if let present_kit::present::OptionKind::Choice(choices) = o.kind {
                texts.extend(choices.into_iter().map(|(_, label)| label));
            }
        }
        texts.push(
            lobby::set_lobby_option(&options, "ante", &["7".into()])
                .unwrap_err()
                .0,
        );
        texts.push(options.validate(9).unwrap_err().0);
        texts.push(EquationHiLo::score_text(3));
        texts.push(EquationHiLo::rules_text());
        for typed in [
            "", "(1", "3 4", "3+", "√+3", "1.5", "3=3", "3^2", "12", "+3", "√√3", "3√4",
        ] {
            texts.push(crate::rules::Equation::parse(typed).unwrap_err().0);
        }
        for text in &texts {
            let english: Vec<String> = plain_english(text, &[])
                .into_iter()
                .filter(|w| w != "sqrt")
                .collect();
            assert!(english.is_empty(), "{english:?} in {text:?}");
        }
    });
    assert!(checked > 300 && pictures > 10, "{checked} {pictures}");
}

#[test]
fn discord_limits_hold_in_every_language() {
    let langs = Lang::WITH_PSEUDO;
    games(10, |s, _| {
        let n = names(s.players());
        for lang in langs {
            speaking(lang, || {
                for seat in 0..s.players() {
                    for a in EquationHiLo::legal(s, seat) {
                        for step in EquationHiLo::action_path(s, seat, &a, &n) {
                            assert!(
                                step.label.chars().count() <= limits::BUTTON_LABEL_MAX,
                                "{step:?}"
                            );
                        }
                    }
                    for f in forms::forms(s, seat) {
                        assert!(
                            f.button.chars().count() <= limits::BUTTON_LABEL_MAX,
                            "{f:?}"
                        );
                        assert!(f.title.chars().count() <= limits::MODAL_TITLE_MAX, "{f:?}");
                        for i in &f.inputs {
                            assert!(i.label.chars().count() <= limits::INPUT_LABEL_MAX, "{i:?}");
                            let p = i.placeholder.as_deref().unwrap_or("");
                            assert!(p.chars().count() <= limits::INPUT_PLACEHOLDER_MAX, "{p}");
                        }
                    }
                }
            });
        }
    });
    for lang in langs {
        speaking(lang, || {
            for o in lobby::lobby_options() {
                assert!(
                    o.label.chars().count() <= limits::PLACEHOLDER_MAX,
                    "{}",
                    o.label
                );
                for (_, label) in &o.choices {
                    assert!(label.chars().count() <= limits::OPTION_LABEL_MAX, "{label}");
                }
            }
            for o in EquationHiLo::LOBBY.map(|l| (l.play)()).unwrap_or_default() {
                assert!(
                    o.description.chars().count() <= limits::DESCRIPTION_MAX,
                    "{}",
                    o.description
                );
                if let present_kit::present::OptionKind::Choice(choices) = o.kind {
                    for (_, label) in choices {
                        assert!(label.chars().count() <= limits::OPTION_LABEL_MAX, "{label}");
                    }
                }
            }
        });
    }
}

/// The secrets property of the texts, in every language: nobody else's text shows a closed
/// card, a seat's own view does, and the end-to-end check recognises the card in each language.
#[test]
fn closed_cards_stay_secret_in_every_language() {
    let langs = [Lang::De, Lang::Es, Lang::Fr, Lang::PtBr, Lang::Pseudo];
    let mut checked = 0;
    games(14, |s, _| {
        let n = names(s.players());
        for lang in langs {
            speaking(lang, || {
                let board = EquationHiLo::board_text(&EquationHiLo::view(s, Viewer::Spectator), &n);
                for seat in 0..s.players() {
                    let Some(h) = s.hand(seat) else { continue };
                    let card = card_name(h.closed);
                    let hides = |text: &str| {
                        !text.match_indices(&card).any(|(i, _)| {
                            !text[i + card.len()..].starts_with(|c: char| c.is_ascii_digit())
                        })
                    };
                    assert!(hides(&board), "{card} in\n{board}");
                    for other in (0..s.players()).filter(|&o| o != seat) {
                        let text = EquationHiLo::private_text(
                            &EquationHiLo::view(s, Viewer::Seat(other)),
                            &n,
                        );
                        assert!(hides(&text), "{card} in {other}'s\n{text}");
                    }
                    let mine =
                        EquationHiLo::private_text(&EquationHiLo::view(s, Viewer::Seat(seat)), &n);
                    assert!(!hides(&mine), "own closed card missing:\n{mine}");
                    let rendered =
                        present_kit::markup::render(&mine, present_kit::markup::Dialect::Discord);
                    let held = (super::secrets::SECRETS.held)(&rendered);
                    assert_eq!(
                        held,
                        Some([h.closed.to_string()].into_iter().collect()),
                        "{}: {rendered}",
                        lang.tag()
                    );
                    checked += 1;
                }
            });
        }
    });
    assert!(checked > 500, "{checked}");
}
