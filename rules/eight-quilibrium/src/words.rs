//! 8-quilibrium's words (issue 48): every text of the game a person reads (boards, private
//! views, events, menus, the lobby, `/play`'s options, the `/score` tool, refusals, the rules
//! summary, pictures and their alt texts), per language, in Project Fluent's format, so each
//! reader gets the game in their own language ([`present_kit::words::speaking`]).
//!
//! Keys are lowercase-kebab with the prefix `eq-` and the part of the game they belong to:
//! `eq-board-…`, `eq-private-…`, `eq-turn-…` (the texts of the board and the private view),
//! `eq-event-…`, `eq-menu-…` (menu labels and placeholders), `eq-lobby-…`, `eq-option-…`,
//! `eq-tool-…`, `eq-error-…` (refusals), `eq-rules-…`, `eq-pic-…` (picture texts) and
//! `eq-alt-…` (alt texts). Each language has the same files: `play.ftl` (board, private view,
//! events), `menus.ftl` (menus, lobby, options, tool, refusals, rules summary) and
//! `pictures.ftl` (picture and alt texts).
use present_kit::words::{Catalog, Lang};

pub(crate) static WORDS: Catalog = Catalog::new(
    "eight-quilibrium",
    &[
        (Lang::En, include_str!("../locales/en/play.ftl")),
        (Lang::En, include_str!("../locales/en/menus.ftl")),
        (Lang::En, include_str!("../locales/en/pictures.ftl")),
        (Lang::De, include_str!("../locales/de/play.ftl")),
        (Lang::De, include_str!("../locales/de/menus.ftl")),
        (Lang::De, include_str!("../locales/de/pictures.ftl")),
        (Lang::Es, include_str!("../locales/es/play.ftl")),
        (Lang::Es, include_str!("../locales/es/menus.ftl")),
        (Lang::Es, include_str!("../locales/es/pictures.ftl")),
        (Lang::Fr, include_str!("../locales/fr/play.ftl")),
        (Lang::Fr, include_str!("../locales/fr/menus.ftl")),
        (Lang::Fr, include_str!("../locales/fr/pictures.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/play.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/menus.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/pictures.ftl")),
    ],
);

/// `key` in the language spoken now.
pub(crate) fn say(key: &str) -> String {
    WORDS.say(key)
}

/// `key` with `args` in the language spoken now.
pub(crate) fn say_with(key: &str, args: &[(&str, present_kit::words::Arg<'_>)]) -> String {
    WORDS.say_with(key, args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Preset, State, Variant};
    use crate::EightQuilibrium;
    use game_kit::{Game, Viewer};
    use present_kit::limits;
    use present_kit::present::{MenuLevel, Present};
    use present_kit::testing::XorShift;
    use present_kit::words::speaking;

    #[test]
    fn the_catalog_is_complete_in_every_language() {
        let problems = WORDS.check();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// Every English key is asked for by its key somewhere in the crate's source.
    #[test]
    fn every_message_is_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let unused = WORDS.unused(&src).expect("the sources read");
        assert!(unused.is_empty(), "never used: {unused:?}");
    }

    fn names(n: usize) -> Vec<String> {
        ["Ann", "Bea", "Cy", "Dee", "Eve", "Flo"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// A table of every variant with 4 players, a few moves in.
    fn variants_table() -> State {
        let options = Options::default().with(&Variant::ALL).rounds(2);
        EightQuilibrium::setup(&options, 4, 7).unwrap()
    }

    /// German (and French) come out in their words: board, private view, an event, a menu
    /// level, a refusal and the rules summary.
    #[test]
    fn german_and_french_read_as_such() {
        let s = variants_table();
        let n = names(4);
        let view = EightQuilibrium::view(&s, Viewer::Spectator);
        let mine = EightQuilibrium::view(&s, Viewer::Seat(s.active));
        let event = crate::rules::Event::TurnStarted { seat: 1 };
        let refusal = || {
            let mut t = s.clone();
            let other = (s.active + 1) % 4;
            let action = EightQuilibrium::legal(&s, s.active)[0].clone();
            EightQuilibrium::apply(&mut t, other, action).unwrap_err().0
        };
        let labels = |lang| {
            speaking(lang, || {
                match EightQuilibrium::menu_level(&s, s.active, &[], &n) {
                    Some(MenuLevel::Choices(steps)) => steps
                        .iter()
                        .map(|st| st.label.clone())
                        .collect::<Vec<_>>()
                        .join(" | "),
                    _ => String::new(),
                }
            })
        };
        speaking(Lang::De, || {
            let board = EightQuilibrium::board_text(&view, &n);
            assert!(
                board.contains("Auslage:") && board.contains("Stapel:"),
                "{board}"
            );
            assert!(
                board.contains("Chips") && board.contains("Karten"),
                "{board}"
            );
            let private = EightQuilibrium::private_text(&mine, &n);
            assert!(
                private.contains("Deine Hand") && private.contains("Du bist dran"),
                "{private}"
            );
            assert_eq!(EightQuilibrium::event_text(&event, &n), "Bea ist am Zug.");
            assert!(refusal().contains("nicht am Zug"), "{}", refusal());
            let rules = EightQuilibrium::rules_text();
            assert!(
                rules.contains("Auslage") && rules.contains("Wind des Wandels"),
                "{rules}"
            );
        });
        let menu = labels(Lang::De);
        assert!(menu.contains("Aus der Auslage geben"), "{menu}");
        speaking(Lang::Fr, || {
            let board = EightQuilibrium::board_text(&view, &n);
            assert!(
                board.contains("Marché") && board.contains("Pioche"),
                "{board}"
            );
            let private = EightQuilibrium::private_text(&mine, &n);
            assert!(private.contains("Ta main"), "{private}");
            assert_eq!(EightQuilibrium::event_text(&event, &n), "Au tour de Bea.");
            assert!(refusal().contains("pas ton tour"), "{}", refusal());
            assert!(EightQuilibrium::rules_text().contains("Marché"));
        });
        assert!(labels(Lang::Fr).contains("Donner du Marché"));
        // The score tool answers in the language, and reads the cards as typed anywhere.
        let tools = <EightQuilibrium as Present>::TOOLS.unwrap();
        let mut options = std::collections::BTreeMap::new();
        options.insert("hand".to_string(), "AC 2C 3D 4D 5H 6H 7S 8S".to_string());
        let answer = speaking(Lang::Es, || (tools.run)("score", &options)).unwrap();
        assert!(
            answer.text.contains("Palos") && answer.text.contains("Paridad"),
            "{}",
            answer.text
        );
        // A variant typed in the language of the reader is understood, and in English.
        speaking(Lang::De, || {
            assert_eq!(Variant::parse("Nebel des Krieges"), Some(Variant::FogOfWar));
            assert_eq!(Variant::parse("Fog of War"), Some(Variant::FogOfWar));
            assert_eq!(Preset::parse("Chip-Tag"), Some(Preset::TokenDay));
            assert_eq!(Preset::parse("Token Day"), Some(Preset::TokenDay));
        });
    }

    /// `cargo test -p eight-quilibrium --lib print_samples -- --ignored --nocapture`: a board,
    /// a private view, the menu and some events of a game with every variant, in every
    /// language, to read.
    #[test]
    #[ignore = "prints texts to read"]
    fn print_samples() {
        let mut s = variants_table();
        let n = names(4);
        let mut rng = XorShift(3);
        let mut events = Vec::new();
        for _ in 0..40 {
            let prompts = EightQuilibrium::prompts(&s);
            let p = &prompts[rng.below(prompts.len())];
            let legal = EightQuilibrium::legal(&s, p.seat);
            let a = legal[rng.below(legal.len())].clone();
            events.extend(EightQuilibrium::apply(&mut s, p.seat, a).unwrap());
        }
        for lang in Lang::WITH_PSEUDO {
            speaking(lang, || {
                println!("===== {}", lang.tag());
                let view = EightQuilibrium::view(&s, Viewer::Spectator);
                println!("{}\n", EightQuilibrium::board_text(&view, &n));
                let mine = EightQuilibrium::view(&s, Viewer::Seat(s.active));
                println!("{}\n", EightQuilibrium::private_text(&mine, &n));
                let mut turn = variants_table();
                for seat in [s.active, turn.active] {
                    let state = if seat == s.active { &s } else { &turn };
                    if let Some(MenuLevel::Choices(steps)) =
                        EightQuilibrium::menu_level(state, seat, &[], &n)
                    {
                        for st in steps {
                            println!("[{}] {}", st.code, st.label);
                        }
                    }
                }
                let first = EightQuilibrium::legal(&turn, turn.active)[0].clone();
                let active = turn.active;
                let _ = EightQuilibrium::apply(&mut turn, active, first);
                for p in EightQuilibrium::prompts(&turn) {
                    for a in EightQuilibrium::legal(&turn, p.seat) {
                        let path = EightQuilibrium::action_path(&turn, p.seat, &a, &n);
                        let labels: Vec<String> = path.into_iter().map(|st| st.label).collect();
                        println!("  {}", labels.join(" › "));
                    }
                }
                for e in events.iter().rev().take(8) {
                    println!("- {}", EightQuilibrium::event_text(e, &n));
                }
            });
        }
    }

    /// The text of an SVG's text nodes.
    fn svg_texts(svg: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find("<text") {
            rest = &rest[start..];
            let end = rest.find("</text>").unwrap_or(rest.len());
            let element = &rest[..end];
            let mut text = String::new();
            let mut inside = false;
            for c in element.chars() {
                match c {
                    '<' => inside = true,
                    '>' => inside = false,
                    c if !inside => text.push(c),
                    _ => {}
                }
            }
            out.push(
                text.replace("&amp;", "&")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">"),
            );
            rest = &rest[end.min(rest.len())..];
            if rest.len() > 7 {
                rest = &rest[7..];
            } else {
                break;
            }
        }
        out
    }

    /// Plain English left in a pseudo-language text: a word of two or more ASCII letters
    /// outside ⟦…⟧, once the players' names are taken out.
    fn plain_english(text: &str, names: &[String]) -> Option<String> {
        let mut outside = present_kit::words::outside_pseudo(text);
        for n in names {
            outside = outside.replace(n.as_str(), " ");
        }
        outside
            .split(|c: char| !c.is_ascii_alphabetic())
            .find(|w| w.len() >= 2)
            .map(str::to_string)
    }

    /// Random playouts over the base game, every preset and every variant.
    fn playouts(games: u64, mut check: impl FnMut(&State, u64)) {
        for seed in 0..games {
            let (options, players) = match seed % 8 {
                0 | 1 => (Options::default(), 2 + (seed % 5) as usize),
                k @ 2..=6 => {
                    let p = Preset::ALL[k as usize - 2];
                    let counts = p.players();
                    (Options::preset(p), counts[0])
                }
                _ => (Options::default().with(&Variant::ALL).rounds(2), 4),
            };
            let mut s = EightQuilibrium::setup(&options, players, seed).unwrap();
            let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            let mut step = 0u64;
            loop {
                check(&s, step);
                step += 1;
                let prompts = EightQuilibrium::prompts(&s);
                if prompts.is_empty() {
                    break;
                }
                let p = &prompts[rng.below(prompts.len())];
                let legal = EightQuilibrium::legal(&s, p.seat);
                let a = legal[rng.below(legal.len())].clone();
                for e in EightQuilibrium::apply(&mut s, p.seat, a).unwrap() {
                    let n = names(s.players());
                    for lang in Lang::WITH_PSEUDO {
                        let line = speaking(lang, || EightQuilibrium::event_text(&e, &n));
                        assert!(!line.contains("[eq-"), "{line}");
                        if lang == Lang::Pseudo {
                            assert_eq!(plain_english(&line, &n), None, "{line}");
                        }
                    }
                }
            }
        }
    }

    /// Every text the game produces in the pseudo-language is in ⟦…⟧ but names and values:
    /// a text that skipped the catalog shows as plain English.
    #[test]
    fn the_pseudo_language_leaves_no_plain_english() {
        let pictures = <EightQuilibrium as Present>::PICTURES.unwrap();
        playouts(24, |s, step| {
            let n = names(s.players());
            speaking(Lang::Pseudo, || {
                let mut texts: Vec<String> = Vec::new();
                let board = EightQuilibrium::view(s, Viewer::Spectator);
                texts.push(EightQuilibrium::board_text(&board, &n));
                texts.push((pictures.board_alt)(&board, &n));
                // A picture's lines are joined: a wrapped text is bracketed across them.
                if step % 6 == 0 {
                    texts.push(svg_texts(&(pictures.board)(&board, &n)).join(" "));
                }
                for seat in 0..s.players() {
                    let view = EightQuilibrium::view(s, Viewer::Seat(seat));
                    texts.push(EightQuilibrium::private_text(&view, &n));
                    texts.push((pictures.private_alt)(&view, &n));
                    if step % 6 == 0 {
                        texts.push(svg_texts(&(pictures.private)(&view, &n)).join(" "));
                    }
                    if let Some(MenuLevel::Choices(steps)) =
                        EightQuilibrium::menu_level(s, seat, &[], &n)
                    {
                        texts.extend(steps.iter().map(|st| st.label.clone()));
                        for st in &steps {
                            if let Some(MenuLevel::Choices(next)) =
                                EightQuilibrium::menu_level(s, seat, &[st.code.as_str()], &n)
                            {
                                texts.extend(next.iter().map(|st| st.label.clone()));
                            }
                        }
                    }
                }
                for text in texts {
                    // The game's name and a card's shorthand are no English.
                    let text = text.replace("8-quilibrium", "");
                    assert!(!text.contains("[eq-"), "{text}");
                    assert_eq!(plain_english(&text, &n), None, "{text}");
                }
            });
        });
        // The lobby, the options and the tool.
        speaking(Lang::Pseudo, || {
            let lobby = <EightQuilibrium as Present>::LOBBY.unwrap();
            let n = names(4);
            for options in [
                Options::default(),
                Options::preset(Preset::Enigma).rounds(3),
                Options::preset(Preset::TokenDay),
            ] {
                let text = (lobby.text)(&options, &n);
                assert_eq!(plain_english(&text, &n), None, "{text}");
            }
            let selects = lobby.selects.unwrap();
            for o in (selects.list)() {
                assert_eq!(plain_english(&o.label, &n), None, "{}", o.label);
                for (_, label) in &o.choices {
                    assert_eq!(plain_english(label, &n), None, "{label}");
                }
            }
            for o in (lobby.play)() {
                assert_eq!(plain_english(&o.description, &n), None, "{}", o.description);
            }
            assert_eq!(
                plain_english(&EightQuilibrium::rules_text(), &n),
                None,
                "the rules"
            );
        });
    }

    /// Discord's limits hold in every language: menu labels, the lobby's selects, `/play`'s
    /// options and the tool.
    #[test]
    fn discord_limits_hold_in_every_language() {
        playouts(16, |s, _| {
            let n = names(s.players());
            for lang in Lang::WITH_PSEUDO {
                speaking(lang, || {
                    for seat in 0..s.players() {
                        for action in EightQuilibrium::legal(s, seat) {
                            for st in EightQuilibrium::action_path(s, seat, &action, &n) {
                                let len = st.label.chars().count();
                                assert!(
                                    len > 0 && len <= limits::BUTTON_LABEL_MAX,
                                    "{}: {}",
                                    lang.tag(),
                                    st.label
                                );
                            }
                        }
                    }
                    let view = EightQuilibrium::view(s, Viewer::Spectator);
                    let text = EightQuilibrium::board_text(&view, &n);
                    assert!(text.chars().count() <= limits::EMBED_DESCRIPTION_MAX);
                    let alt =
                        (<EightQuilibrium as Present>::PICTURES.unwrap().board_alt)(&view, &n);
                    assert!(alt.chars().count() <= limits::ALT_TEXT_MAX);
                });
            }
        });
        for lang in Lang::WITH_PSEUDO {
            speaking(lang, || {
                let lobby = <EightQuilibrium as Present>::LOBBY.unwrap();
                for o in (lobby.selects.unwrap().list)() {
                    assert!(
                        o.label.chars().count() <= limits::PLACEHOLDER_MAX,
                        "{}",
                        o.label
                    );
                    for (_, label) in &o.choices {
                        assert!(label.chars().count() <= limits::OPTION_LABEL_MAX, "{label}");
                    }
                }
                for o in (lobby.play)() {
                    assert!(
                        o.description.chars().count() <= limits::DESCRIPTION_MAX,
                        "{}: {}",
                        lang.tag(),
                        o.description
                    );
                    if let present_kit::present::OptionKind::Choice(choices) = &o.kind {
                        for (_, name) in choices {
                            assert!(name.chars().count() <= limits::DESCRIPTION_MAX);
                        }
                    }
                }
                for tool in (<EightQuilibrium as Present>::TOOLS.unwrap().list)() {
                    assert!(tool.description.chars().count() <= limits::DESCRIPTION_MAX);
                    for o in &tool.options {
                        assert!(
                            o.description.chars().count() <= limits::DESCRIPTION_MAX,
                            "{}",
                            o.description
                        );
                    }
                }
            });
        }
    }
}
