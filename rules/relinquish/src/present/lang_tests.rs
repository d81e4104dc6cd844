//! Relinquish in every language (issue 48): German and French texts come out translated, the
//! pseudo-language finds any text that skipped the catalog, Discord's limits hold in every
//! language, and no public text leaks a hidden card in any language.

use super::tests::{calm_move, hidden};
use super::*;
use crate::rules::{Battle, BattleStep, Card, Options, Phase, Rally};
use game_kit::{Game, Viewer};
use present_kit::limits;
use present_kit::present::Present;
use present_kit::testing::XorShift;
use present_kit::words::{speaking, Lang};
use std::collections::BTreeSet;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bea", "Cy", "Dee"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Random games of 2, 3 and 4 players (2v2, short and beginner among them), `check` called on
/// every state before each move with the move's events after it.
fn playouts(games: std::ops::Range<u64>, mut check: impl FnMut(&State, &[Event])) {
    for seed in games {
        let mut o = Options::default();
        let players = match seed % 4 {
            0 => 2,
            1 => 3,
            2 => {
                o.teams = true;
                4
            }
            _ => {
                o.short = true;
                o.beginner = true;
                2
            }
        };
        let mut s = Relinquish::setup(&o, players, seed + 100).unwrap();
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut events = Vec::new();
        for _ in 0..20_000 {
            check(&s, &events);
            let prompts = Relinquish::prompts(&s);
            if prompts.is_empty() {
                break;
            }
            let seat = prompts[rng.below(prompts.len())].seat;
            let a = calm_move(&s, seat, &mut rng);
            events = Relinquish::apply(&mut s, seat, a).unwrap();
        }
        check(&s, &events);
    }
}

/// Every text a reader gets of `s` in the language spoken: the board, each private view, the
/// event lines as each viewer reads them, the root menu's labels and those one level down,
/// the prompts, the alt texts and the pictures' texts (every `pictures`-th call).
fn texts(s: &State, events: &[Event], pictures: bool) -> Vec<String> {
    let n = names(s.players());
    let mut out = Vec::new();
    let board = Relinquish::view(s, Viewer::Spectator);
    out.push(Relinquish::board_text(&board, &n));
    out.push(alt::board_alt(&board, &n));
    if pictures {
        out.extend(present_kit::picture::svg::texts(&picture::board_svg(&board, &n)).unwrap());
    }
    for seat in 0..s.players() {
        let view = Relinquish::view(s, Viewer::Seat(seat));
        out.push(Relinquish::private_text(&view, &n));
        out.push(alt::private_alt(&view, &n));
        if pictures {
            out.extend(present_kit::picture::svg::texts(&picture::private_svg(&view, &n)).unwrap());
        }
        if let Some(MenuLevel::Choices(root)) = Relinquish::menu_level(s, seat, &[], &n) {
            for step in &root {
                out.push(step.label.clone());
                out.extend(step.key.clone());
                if let Some(MenuLevel::Choices(next)) =
                    Relinquish::menu_level(s, seat, &[step.code.as_str()], &n)
                {
                    out.extend(next.into_iter().map(|st| st.label));
                }
            }
        }
        for e in events {
            if let Some(e) = Relinquish::redact(e, Viewer::Seat(seat)) {
                out.push(Relinquish::event_text(&e, &n));
            }
        }
    }
    out.extend(Relinquish::prompts(s).into_iter().map(|p| p.what));
    out
}

/// The plain English words of a pseudo-language text: ASCII words with a letter the
/// pseudo-language accents (names, the game's name and the cards' codes aside).
fn plain_english(text: &str) -> Vec<String> {
    const KEEP: [&str; 7] = ["Ann", "Bea", "Cy", "Dee", "Relinquish", "v2", "seat"];
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() >= 2 && w.is_ascii() && !KEEP.contains(w))
        .filter(|w| w.chars().any(|c| "aeioucnAEIOU".contains(c)))
        .map(str::to_string)
        .collect()
}

/// The pseudo-language over random games: no text a reader gets has plain English in it, so
/// every text went through the catalog.
#[test]
fn every_text_goes_through_the_catalog() {
    let mut states = 0usize;
    let mut seen = 0usize;
    speaking(Lang::Pseudo, || {
        playouts(0..4, |s, events| {
            states += 1;
            if !(states.is_multiple_of(4) || !events.is_empty() && states.is_multiple_of(2)) {
                return;
            }
            for text in texts(s, events, states.is_multiple_of(16)) {
                let plain = plain_english(&text);
                assert!(plain.is_empty(), "plain English {plain:?} in:\n{text}");
                seen += 1;
            }
        });
        // The lobby, the /play options, the rules and a refusal.
        let mut texts = vec![
            lobby::lobby_text(&Options::default(), &names(3)),
            lobby::lobby_text(
                &Options {
                    teams: true,
                    ..Options::default()
                },
                &names(3),
            ),
            Relinquish::rules_text(),
        ];
        for o in lobby::lobby_options() {
            texts.push(o.label);
            texts.extend(o.choices.into_iter().map(|(_, l)| l));
        }
        for o in play_options() {
            texts.push(o.description);
            if let OptionKind::Choice(choices) = o.kind {
                texts.extend(choices.into_iter().map(|(_, l)| l));
            }
        }
        let s = Relinquish::setup(&Options::default(), 2, 1).unwrap();
        let other = 1 - s.active;
        texts.push(
            Relinquish::apply(&mut s.clone(), other, Action::Battle)
                .unwrap_err()
                .0,
        );
        for text in texts {
            let plain = plain_english(&text);
            assert!(plain.is_empty(), "plain English {plain:?} in:\n{text}");
        }
    });
    assert!(seen > 500, "{seen} texts");
}

/// A German and a French game read in their language: board, private view, an event line, a
/// menu level, a refusal and the rules summary.
#[test]
fn german_and_french_read_translated() {
    let s = Relinquish::setup(&Options::default(), 2, 7).unwrap();
    let n = names(2);
    let me = s.active;
    let other = 1 - me;
    let mut after = s.clone();
    let populate = Relinquish::legal(&s, me)
        .into_iter()
        .find(|a| matches!(a, Action::Populate { .. }))
        .expect("a Populate");
    let events = Relinquish::apply(&mut after, me, populate).unwrap();
    for (lang, words) in [
        (
            Lang::De,
            [
                "Spähstapel",
                "Deine Hand (",
                "besiedelt",
                "Zug beenden",
                "Ein anderer Spieler ist am Zug",
                "Zahlkarten",
            ],
        ),
        (
            Lang::Fr,
            [
                "Pioche de divination",
                "Ta main (",
                "peuple",
                "Finir le tour",
                "C'est le tour d'un autre joueur",
                "cartes numérotées",
            ],
        ),
    ] {
        speaking(lang, || {
            let board = Relinquish::board_text(&Relinquish::view(&s, Viewer::Spectator), &n);
            let private = Relinquish::private_text(&Relinquish::view(&s, Viewer::Seat(me)), &n);
            let event = Relinquish::event_text(&events[0], &n);
            let Some(MenuLevel::Choices(root)) = Relinquish::menu_level(&s, me, &[], &n) else {
                panic!("no menu");
            };
            let labels: Vec<String> = root.into_iter().map(|st| st.label).collect();
            let refusal = Relinquish::apply(&mut s.clone(), other, Action::Battle)
                .unwrap_err()
                .0;
            let rules = Relinquish::rules_text();
            let texts = [board, private, event, labels.join("\n"), refusal, rules];
            for (text, word) in texts.iter().zip(words) {
                assert!(
                    text.contains(word),
                    "{}: {word:?} not in:\n{text}",
                    lang.tag()
                );
            }
        });
    }
    // The rules summary in English is the one it was before the catalog, paragraphs and all.
    let rules = Relinquish::rules_text();
    assert!(rules.starts_with("**Relinquish** (2-4 players, or 2v2) — a 78-card tarot deck."));
    assert!(rules.contains("in your tableau.\n\n**Cards:** Commons 1-10 like `7 Wands`"));
    assert!(rules.contains("in any order, at most one of each:\n• **Populate** — place"));
    assert!(rules.ends_with("**beginner** (no Finesse, no Acceptance), **teams**."));
    assert_eq!(rules.matches("\n\n").count(), 6, "{rules}");
    // The card labels are the language's, and English stays as it was.
    let queen = Card::court(crate::rules::Rank::Queen, crate::rules::Suit::Swords);
    assert_eq!(
        speaking(Lang::De, || queen.label()),
        "Königin der Schwerter"
    );
    assert_eq!(queen.label(), "Queen of Swords");
    assert_eq!(
        speaking(Lang::De, || Card::Tarot(16).label()),
        "T16 Der Turm"
    );
}

/// Discord's limits hold in every language over random games: menu labels, the lobby's
/// selects and the /play options.
#[test]
fn discord_limits_hold_in_every_language() {
    for (i, lang) in (0u64..).zip(Lang::WITH_PSEUDO) {
        speaking(lang, || {
            let mut states = 0usize;
            playouts(i..i + 1, |s, _| {
                states += 1;
                if !states.is_multiple_of(4) {
                    return;
                }
                let n = names(s.players());
                for seat in 0..s.players() {
                    for a in Relinquish::legal(s, seat) {
                        for step in Relinquish::action_path(s, seat, &a, &n) {
                            let len = step.label.chars().count();
                            assert!(
                                (1..=limits::BUTTON_LABEL_MAX).contains(&len),
                                "{}: {step:?}",
                                lang.tag()
                            );
                        }
                    }
                    let view = Relinquish::view(s, Viewer::Seat(seat));
                    assert!(alt::private_alt(&view, &n).chars().count() <= limits::ALT_TEXT_MAX);
                }
            });
            for o in lobby::lobby_options() {
                assert!(
                    o.label.chars().count() <= limits::PLACEHOLDER_MAX,
                    "{}",
                    o.label
                );
                for (_, l) in &o.choices {
                    assert!(l.chars().count() <= limits::OPTION_LABEL_MAX, "{l}");
                }
            }
            for o in play_options() {
                assert!(
                    o.description.chars().count() <= limits::DESCRIPTION_MAX,
                    "{}: {}",
                    lang.tag(),
                    o.description
                );
                if let OptionKind::Choice(choices) = o.kind {
                    for (_, l) in choices {
                        assert!(l.chars().count() <= limits::DESCRIPTION_MAX, "{l}");
                    }
                }
            }
        });
    }
}

/// The secrets of `seat` alone: its hand, its scry, its own Rally pick.
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

fn named(text: &str) -> BTreeSet<Card> {
    secrets::cards(text)
        .iter()
        .filter_map(|code| code.parse::<Card>().ok())
        .collect()
}

/// The hidden-information checks in every language: the board never names a hidden card, a
/// private view names all of its reader's secrets (as the leak checks read them) and nobody
/// else's, and an event line never shows another seat a card still hidden.
#[test]
fn secrets_stay_secret_in_every_language() {
    for (i, lang) in (0u64..).zip(Lang::WITH_PSEUDO) {
        speaking(lang, || {
            let mut states = 0usize;
            let mut before = BTreeSet::new();
            playouts(i + 2..i + 3, |s, events| {
                states += 1;
                let now = hidden(s);
                let n = names(s.players());
                for e in events {
                    for viewer in (0..s.players())
                        .map(Viewer::Seat)
                        .chain([Viewer::Spectator])
                    {
                        let Some(e) = Relinquish::redact(e, viewer) else {
                            continue;
                        };
                        let line = Relinquish::event_text(&e, &n);
                        if (secrets::SECRETS.open_move)(&line) {
                            continue;
                        }
                        let mine = match viewer {
                            Viewer::Seat(v) => own_secrets(s, v),
                            Viewer::Spectator => BTreeSet::new(),
                        };
                        for c in named(&line) {
                            assert!(
                                !(before.contains(&c) && now.contains(&c)) || mine.contains(&c),
                                "{}: {c} shown to {viewer:?}: {line}",
                                lang.tag()
                            );
                        }
                    }
                }
                before = now.clone();
                if s.is_over() || !states.is_multiple_of(3) {
                    return;
                }
                let board = Relinquish::board_text(&Relinquish::view(s, Viewer::Spectator), &n);
                for c in named(&board) {
                    assert!(
                        !now.contains(&c),
                        "{}: {c} on the board:\n{board}",
                        lang.tag()
                    );
                }
                for seat in 0..s.players() {
                    let text =
                        Relinquish::private_text(&Relinquish::view(s, Viewer::Seat(seat)), &n);
                    let mine = own_secrets(s, seat);
                    let held: BTreeSet<Card> = (secrets::SECRETS.held)(&text)
                        .expect("a private view")
                        .iter()
                        .filter_map(|code| code.parse::<Card>().ok())
                        .collect();
                    assert_eq!(held, mine, "{}:\n{text}", lang.tag());
                    for c in named(&text).intersection(&now) {
                        assert!(
                            mine.contains(c),
                            "{}: {c} of another seat:\n{text}",
                            lang.tag()
                        );
                    }
                }
            });
        });
    }
}
