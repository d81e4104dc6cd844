//! Presenter tests over random games: menu paths are valid, unique and prefix-free and agree
//! with the levels (both orders of a pool pair); every step offers exactly what `legal` allows;
//! texts never name the bag's tiles; pictures as snapshots, rendered and measured.

use super::*;
use crate::rules::{Phase, TurnStep as QStep};
use game_kit::{Game, Viewer};
use present_kit::picture::testing::{
    assert_renders, assert_snapshot, print_render_times, write_doc_png,
};
use present_kit::present::level_from_paths;
use present_kit::testing::{assert_prefix_free, XorShift};

pub(super) fn names() -> Vec<String> {
    vec!["Ann".into(), "Bea".into()]
}

/// Plays a random game from `seed` (rarely stepping Back), calling `check` before every move;
/// stops early when `stop` holds. Returns the state reached.
pub(super) fn playout(
    seed: u64,
    mut stop: impl FnMut(&State) -> bool,
    mut check: impl FnMut(&State),
) -> State {
    let mut s = Quinox::setup(&Options::default(), 2, seed).unwrap();
    let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..5_000 {
        if stop(&s) {
            return s;
        }
        check(&s);
        let prompts = Quinox::prompts(&s);
        let Some(p) = prompts.first() else {
            return s;
        };
        let legal = Quinox::legal(&s, p.seat);
        let forward: Vec<&Action> = legal.iter().filter(|a| **a != Action::Back).collect();
        let a = if forward.is_empty() || rng.below(15) == 0 {
            legal[rng.below(legal.len())].clone()
        } else {
            forward[rng.below(forward.len())].clone()
        };
        Quinox::apply(&mut s, p.seat, a).unwrap();
    }
    s
}

fn level(s: &State, seat: Seat, prefix: &[&str]) -> MenuLevel<Action> {
    paths::level(s, seat, prefix).unwrap_or_else(|| {
        let paths: Vec<(Vec<MenuStep>, Action)> = Quinox::legal(s, seat)
            .into_iter()
            .map(|a| (paths::action_path(s, seat, &a, &names()), a))
            .collect();
        level_from_paths(&paths, prefix).unwrap()
    })
}

/// Every legal action reached by walking the levels, in the order the menus show them.
fn walk(s: &State, seat: Seat, prefix: &mut Vec<String>, out: &mut Vec<Action>) {
    let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
    match level(s, seat, &refs) {
        MenuLevel::Action(a) => out.push(a),
        MenuLevel::Choices(steps) => {
            assert!(!steps.is_empty());
            for st in steps {
                assert!(present_kit::codes::valid_code(&st.code), "{st:?}");
                assert!(st.label.chars().count() <= 80, "{st:?}");
                prefix.push(st.code.clone());
                walk(s, seat, prefix, out);
                prefix.pop();
            }
        }
        MenuLevel::Invalid => panic!("a level offered a step leading nowhere: {prefix:?}"),
    }
}

#[test]
fn menus_offer_exactly_the_legal_actions() {
    for seed in 0..40 {
        playout(
            seed,
            |_| false,
            |s| {
                for p in Quinox::prompts(s) {
                    let legal = Quinox::legal(s, p.seat);
                    let paths: Vec<Vec<MenuStep>> = legal
                        .iter()
                        .map(|a| paths::action_path(s, p.seat, a, &names()))
                        .collect();
                    assert_prefix_free(&paths);
                    let mut reached = Vec::new();
                    walk(s, p.seat, &mut Vec::new(), &mut reached);
                    for a in &legal {
                        assert!(reached.contains(a), "seed {seed}: {a:?} not offered");
                    }
                    for a in &reached {
                        assert!(legal.contains(a), "seed {seed}: {a:?} offered, not legal");
                    }
                    // Spaces come in coordinate order, as the engine lists them.
                    if let Phase::Play(QStep::Space { .. }) = s.phase {
                        let codes: Vec<String> = match level(s, p.seat, &[]) {
                            MenuLevel::Choices(steps) => {
                                steps.into_iter().map(|s| s.code).collect()
                            }
                            _ => panic!(),
                        };
                        let hexes: Vec<crate::rules::Hex> =
                            codes.iter().filter_map(|c| c.parse().ok()).collect();
                        let mut sorted = hexes.clone();
                        sorted.sort();
                        assert_eq!(hexes, sorted);
                    }
                }
            },
        );
    }
}

#[test]
fn a_pool_pair_can_be_picked_in_either_order() {
    let s = playout(
        3,
        |s| matches!(s.phase, Phase::Choose) && s.turn_size == 2,
        |_| {},
    );
    let seat = s.active;
    let MenuLevel::Choices(first) = level(&s, seat, &[]) else {
        panic!()
    };
    assert_eq!(first.len(), s.pool.len(), "every pool tile can come first");
    let (a, b) = (&first[0].code, &first[1].code);
    let one = level(&s, seat, &[a, b]);
    let other = level(&s, seat, &[b, a]);
    assert!(matches!(one, MenuLevel::Action(Action::Choose { .. })));
    assert_eq!(one, other);
    assert_eq!(level(&s, seat, &[a, a]), MenuLevel::Invalid);
    assert_eq!(level(&s, seat, &["t99"]), MenuLevel::Invalid);
}

/// A tile never seen (drawn into the pool) is in the bag, and none of the texts, menus or
/// pictures may name it: that would tell the bag's contents beyond what players saw leave it
/// (WIND and EXILE send known tiles back, which stay known). DESTINY may name any tile.
#[test]
fn texts_never_name_an_unseen_tile() {
    for seed in 0..20 {
        let mut seen: std::collections::BTreeSet<&'static str> = Default::default();
        playout(
            seed,
            |_| false,
            |s| {
                for p in s
                    .pool
                    .iter()
                    .map(|p| p.tile)
                    .chain(s.hand.iter().map(|h| h.tile))
                {
                    seen.insert(p.name());
                }
                for t in s.board.values().filter_map(|p| p.tile()) {
                    seen.insert(t.name());
                }
                for t in s.this_turn.destiny.iter().chain(&s.next_turn.destiny) {
                    seen.insert(t.name());
                }
                let unseen: Vec<&str> = s
                    .bag
                    .iter()
                    .map(|t| t.name())
                    .filter(|n| !seen.contains(n))
                    .collect();
                let mut texts = vec![
                    board::board_text(&Quinox::view(s, Viewer::Spectator), &names()),
                    board::private_text(&Quinox::view(s, Viewer::Seat(s.active)), &names()),
                    picture::board_svg(&Quinox::view(s, Viewer::Spectator), &names()),
                ];
                for p in Quinox::prompts(s) {
                    for a in Quinox::legal(s, p.seat) {
                        // DESTINY's own menu lists every tile by name, as its text says.
                        if matches!(a, Action::Name { .. }) {
                            continue;
                        }
                        for st in paths::action_path(s, p.seat, &a, &names()) {
                            texts.push(st.label);
                        }
                    }
                }
                for t in &texts {
                    let words: Vec<&str> = t.split(|c: char| !c.is_ascii_alphanumeric()).collect();
                    for name in &unseen {
                        assert!(
                            !words.contains(name),
                            "seed {seed}: {name} (in the bag) shown in {t}"
                        );
                    }
                }
            },
        );
    }
}

#[test]
fn event_lines_and_rules_read_well() {
    let mut s = Quinox::setup(&Options::default(), 2, 7).unwrap();
    let mut lines = Vec::new();
    for _ in 0..400 {
        let Some(p) = Quinox::prompts(&s).first().cloned() else {
            break;
        };
        let a = Quinox::timeout_action(&s, p.seat).unwrap();
        for e in Quinox::apply(&mut s, p.seat, a).unwrap() {
            lines.push(events::event_text(&e, &names()));
        }
    }
    assert!(s.is_over());
    assert!(lines.iter().any(|l| l.contains("places")));
    assert!(lines.last().unwrap().contains("Game over"));
    for l in &lines {
        assert!(!l.is_empty() && l.len() < 300, "{l}");
    }
    let rules = Quinox::rules_text();
    for word in [
        "Stone", "pool", "token", "red", "yellow", "purple", "blue", "m50",
    ] {
        assert!(rules.contains(word), "{word}");
    }
    // The English summary is the one it was before the catalog, word for word.
    assert!(rules.starts_with("**Quinox** (2 players) — 47 hexagonal tiles"));
    assert!(rules.ends_with("a tile placed that way shows the opponent's colour."));
    assert_eq!(rules.matches("\n\n").count(), 5);
}

/// Fixtures for the pictures: a first placement, a mid-game target choice, a crowded late
/// board and a finished game.
pub(super) fn fixtures() -> Vec<(&'static str, State)> {
    let mut out = Vec::new();
    let early = playout(
        5,
        |s| matches!(s.phase, Phase::Play(QStep::Space { .. })) && s.turn == 2,
        |_| {},
    );
    out.push(("quinox-early", early));
    let target = playout(
        11,
        |s| {
            matches!(s.phase, Phase::Play(QStep::Target(_)))
                && s.board.len() > 12
                && !Quinox::view(s, Viewer::Spectator).targets.is_empty()
        },
        |_| {},
    );
    out.push(("quinox-target", target));
    let late = playout(
        2,
        |s| matches!(s.phase, Phase::Play(QStep::Space { .. })) && s.board.len() > 34,
        |_| {},
    );
    out.push(("quinox-late", late));
    let over = playout(4, |_| false, |_| {});
    assert!(over.is_over());
    out.push(("quinox-over", over));
    out
}

#[test]
fn snapshots_render_and_decode() {
    for (id, s) in fixtures() {
        let board = picture::board_svg(&Quinox::view(&s, Viewer::Spectator), &names());
        assert_snapshot(&format!("{id}-board"), &board);
        assert_renders(&board);
        let private = picture::private_svg(&Quinox::view(&s, Viewer::Seat(s.active)), &names());
        assert_snapshot(&format!("{id}-private"), &private);
        assert_renders(&private);
    }
}

/// `cargo test --release -p quinox --lib render_times -- --ignored --nocapture`
#[test]
#[ignore = "a measurement: run in release"]
fn render_times() {
    for (id, s) in fixtures() {
        let board = Quinox::view(&s, Viewer::Spectator);
        print_render_times(&format!("{id}-board"), 200, || {
            picture::board_svg(&board, &names())
        });
    }
}

/// The README's picture of a board.
#[test]
#[ignore = "writes docs/quinox-board.png"]
fn doc_picture() {
    let (id, s) = fixtures().swap_remove(2);
    assert_eq!(id, "quinox-late");
    write_doc_png(
        "quinox-board",
        &picture::board_svg(&Quinox::view(&s, Viewer::Spectator), &names()),
    );
}

/// Issue 14: a typed space that is not a legal choice is refused with its reason: every
/// illegal space next to the board or on it, at every placement of 40 random games, gets a
/// specific one (taken, POISON, CHARISMA, MAP; never the catch-all), and each restriction's
/// reason turns up somewhere. A label far from the board is off its edge.
#[test]
fn typed_illegal_spaces_are_refused_with_their_reason() {
    use crate::rules::board::frontier;
    use crate::rules::Hex;
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..40 {
        playout(
            seed,
            |_| false,
            |s| {
                let Phase::Play(QStep::Space { .. }) = &s.phase else {
                    return;
                };
                let seat = s.active;
                let legal: Vec<Hex> = Quinox::legal(s, seat)
                    .into_iter()
                    .filter_map(|a| match a {
                        Action::Place { at } => Some(at),
                        _ => None,
                    })
                    .collect();
                let far = Hex::new(40, 40);
                assert!(typed::typed_refusal(s, seat, &[], &far.to_string())
                    .is_some_and(|w| w.contains("does not touch the board")));
                let mut candidates = frontier(&s.board);
                candidates.extend(s.board.keys().copied());
                for at in candidates.into_iter().filter(|h| !legal.contains(h)) {
                    let why = typed::typed_refusal(s, seat, &[], &at.to_string())
                        .unwrap_or_else(|| panic!("no reason for {at}"));
                    let kind = ["is taken by", "POISON", "CHARISMA", "MAP"]
                        .into_iter()
                        .find(|k| why.contains(k))
                        .unwrap_or_else(|| panic!("{at}: no specific reason: {why}"));
                    if s.board.contains_key(&at) {
                        assert_eq!(kind, "is taken by", "{at}: {why}");
                    }
                    *seen.entry(kind).or_default() += 1;
                }
                // Not a label, or the wrong step: the table's generic answer.
                assert_eq!(typed::typed_refusal(s, seat, &[], "banana"), None);
                assert_eq!(typed::typed_refusal(s, 1 - seat, &[], "m50"), None);
            },
        );
    }
    for kind in ["is taken by", "POISON", "CHARISMA", "MAP"] {
        assert!(
            seen.get(kind).is_some_and(|n| *n > 0),
            "{kind} never seen: {seen:?}"
        );
    }
}

#[test]
fn a_lapsed_map_is_no_clash_in_the_texts() {
    // MAP named only l50, which is taken now: MAP has lapsed, so no text calls it a
    // clash or says where the tile must go.
    use crate::rules::{Face, Hex, Piece, PoolTile, TileId};
    let mut s = State::blank(7);
    let tower = TileId::named("TOWER").unwrap();
    let ink = TileId::named("INK").unwrap();
    assert!(s.take_from_bag(tower) && s.take_from_bag(ink));
    let l50: Hex = "l50".parse().unwrap();
    s.board.insert(
        l50,
        Piece::Tile {
            tile: tower,
            face: Face::White,
            tokens: 0,
        },
    );
    s.this_turn.map = vec![l50];
    s.pool.push(PoolTile {
        tile: ink,
        token: false,
    });
    s.turn_size = 1;
    s.phase = Phase::Choose;
    let seat = s.active;
    Quinox::apply(&mut s, seat, Action::Choose { tiles: vec![ink] }).unwrap();
    Quinox::apply(&mut s, seat, Action::Face { face: Face::Black }).unwrap();
    let n = names();
    let view = Quinox::view(&s, Viewer::Spectator);
    let texts = [
        Quinox::board_text(&view, &n),
        Quinox::private_text(&Quinox::view(&s, Viewer::Seat(seat)), &n),
        alt::board_alt(&view, &n),
    ];
    for text in &texts {
        assert!(!text.contains("clash"), "{text}");
        assert!(!text.contains("MAP"), "{text}");
    }
    let events = Quinox::apply(
        &mut s,
        seat,
        Action::Place {
            at: "k50".parse().unwrap(),
        },
    )
    .unwrap();
    for e in &events {
        let line = Quinox::event_text(e, &n);
        assert!(!line.contains("clash"), "{line}");
    }
}

/// Issue 28: from the first move to game over, the board and every seat's view keep one size;
/// every text's capitals are at least 8 px tall when the picture is shown 400 px wide
/// (issue 44); no text runs into another or off the picture; and on random games' boards (sized for, see `picture`) every
/// label a player may type (free spaces, the acting tile's choices) is drawn. A game of
/// timed-out turns, whose board grows into a long line, keeps the size and the text sizes too.
#[test]
fn pictures_keep_one_size_and_read_on_a_phone() {
    use present_kit::picture::measure::Measured;
    let check = |s: &State, typed_labels: bool| {
        let board = Quinox::view(s, Viewer::Spectator);
        let mut svgs = vec![picture::board_svg(&board, &names())];
        for seat in 0..2 {
            svgs.push(picture::private_svg(
                &Quinox::view(s, Viewer::Seat(seat)),
                &names(),
            ));
        }
        for svg in &svgs {
            let m = Measured::of(svg).unwrap();
            assert_eq!((m.width, m.height), (880.0, picture::HEIGHT));
            assert!(m.too_small().is_empty(), "{:?}", m.too_small());
            assert!(m.collisions().is_empty(), "{:?}", m.collisions());
            if typed_labels {
                let texts: Vec<&str> = m.labels.iter().map(|l| l.text.as_str()).collect();
                for h in board.spaces.iter().chain(&board.targets) {
                    assert!(texts.contains(&h.to_string().as_str()), "{h} unlabelled");
                }
            }
        }
    };
    for seed in 0..6 {
        let over = playout(seed, |_| false, |s| check(s, true));
        check(&over, true);
    }
    let mut s = Quinox::setup(&Options::default(), 2, 1).unwrap();
    while let Some(p) = Quinox::prompts(&s).first().cloned() {
        let a = Quinox::timeout_action(&s, p.seat).unwrap();
        Quinox::apply(&mut s, p.seat, a).unwrap();
        check(&s, false);
    }
}

/// Looking at the pictures: the fixtures, the colour choice at turn 0 and two finished games,
/// with the long test names, as PNGs in `$QUINOX_PNG` (full size; downscale to 400 px wide to
/// see them as a phone does).
/// `QUINOX_PNG=/tmp/quinox-png cargo test -p quinox --lib write_pngs -- --ignored`
#[test]
#[ignore = "writes PNGs to look at"]
fn write_pngs() {
    let Some(dir) = std::env::var_os("QUINOX_PNG") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let all = present_kit::picture::testing::long_names(8);
    let mut states = fixtures();
    states.push((
        "quinox-colour",
        Quinox::setup(&Options::default(), 2, 3).unwrap(),
    ));
    // A run of timed-out turns: the board grows into a long line.
    let mut line = Quinox::setup(&Options::default(), 2, 1).unwrap();
    while let Some(p) = Quinox::prompts(&line).first().cloned() {
        if line.turn == 16 {
            break;
        }
        let a = Quinox::timeout_action(&line, p.seat).unwrap();
        Quinox::apply(&mut line, p.seat, a).unwrap();
    }
    states.push(("quinox-timeouts", line));
    // `QUINOX_PNG_LANG=de` (or `en-XA`, the pseudo-language) draws them in that language.
    let lang = std::env::var("QUINOX_PNG_LANG")
        .ok()
        .and_then(|l| present_kit::words::Lang::from_discord(&l))
        .unwrap_or(present_kit::words::Lang::En);
    for (i, (id, s)) in states.into_iter().enumerate() {
        let id = format!("{id}-{}", lang.tag());
        // Each pair of the long names in turn: accents, CJK and emoji, bots.
        let long = &all[(2 * i) % 8..(2 * i) % 8 + 2];
        let pictures = present_kit::words::speaking(lang, || {
            [
                (
                    "board",
                    picture::board_svg(&Quinox::view(&s, Viewer::Spectator), long),
                ),
                (
                    "private",
                    picture::private_svg(&Quinox::view(&s, Viewer::Seat(s.active)), long),
                ),
            ]
        });
        for (who, svg) in pictures {
            let png = present_kit::picture::render_png(&svg).unwrap();
            std::fs::write(dir.join(format!("{id}-{who}.png")), &png.bytes).unwrap();
        }
    }
}

/// How large random games' boards grow (free spaces included), to size the board's frame.
#[test]
#[ignore = "a measurement"]
fn board_extents() {
    let mut ext: Vec<(f32, f32)> = Vec::new();
    for seed in 0..300 {
        let mut worst = (0.0f32, 0.0f32);
        playout(
            seed,
            |_| false,
            |s| {
                let v = Quinox::view(s, Viewer::Spectator);
                let all: Vec<crate::rules::Hex> = v
                    .board
                    .iter()
                    .map(|c| c.at)
                    .chain(v.spaces.iter().copied())
                    .chain(v.targets.iter().copied())
                    .collect();
                let xs = all.iter().map(|h| 1.732 * (h.q as f32 + h.r as f32 / 2.0));
                let ys = all.iter().map(|h| 1.5 * h.r as f32);
                let w = xs.clone().fold(f32::MIN, f32::max) - xs.fold(f32::MAX, f32::min) + 1.732;
                let h = ys.clone().fold(f32::MIN, f32::max) - ys.fold(f32::MAX, f32::min) + 2.0;
                worst = (worst.0.max(w), worst.1.max(h));
            },
        );
        ext.push(worst);
    }
    let mut w: Vec<f32> = ext.iter().map(|e| e.0).collect();
    let mut h: Vec<f32> = ext.iter().map(|e| e.1).collect();
    w.sort_by(f32::total_cmp);
    h.sort_by(f32::total_cmp);
    let q = |v: &Vec<f32>, p: f32| v[((v.len() - 1) as f32 * p) as usize];
    println!(
        "width units p50 {} p90 {} p99 {} max {}; height units p50 {} p90 {} p99 {} max {}",
        q(&w, 0.5),
        q(&w, 0.9),
        q(&w, 0.99),
        q(&w, 1.0),
        q(&h, 0.5),
        q(&h, 0.9),
        q(&h, 0.99),
        q(&h, 1.0)
    );
}
