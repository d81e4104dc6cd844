//! Issue 44's checks of the pictures on a phone, for Quinox: the colours' symbols and the
//! coins large enough, the colours apart for colour-blind players, long names whole, the
//! picture no taller than a phone shows at full width, and the start's ▶ on the player the
//! footer and the alt text wait for.

use super::picture::{self, FRAME_W, HEIGHT, PHONE_WIDTH, SMALLEST_TEXT};
use super::symbols::{hue, COLOURS, ON_DARK, ON_LIGHT, SMALLEST_SYMBOL};
use super::tests::playout;
use crate::rules::{Options, Quinox, State, StepView};
use game_kit::{Game, Viewer};
use present_kit::picture::measure::Measured;
use present_kit::picture::palette::{ACCENT, COIN, COIN_RIM, MARGIN, WIDTH};
use present_kit::picture::svg::Color;
use present_kit::picture::testing::long_names;
use present_kit::picture::vision::{self, lab, seen, too_close, Vision, DISTINCT};

/// The numbers after `name="` in an SVG element's line.
fn attr(line: &str, name: &str) -> Option<f32> {
    let start = line.find(&format!(" {name}=\""))? + name.len() + 3;
    let rest = &line[start..];
    rest[..rest.find('"')?].parse().ok()
}

/// The width and height of an element's shape (polygon, circle or rect), from its line.
fn extent(line: &str) -> Option<(f32, f32)> {
    if line.starts_with("<circle") {
        let r = attr(line, "r")?;
        return Some((2.0 * r, 2.0 * r));
    }
    if line.starts_with("<rect") {
        return Some((attr(line, "width")?, attr(line, "height")?));
    }
    let start = line.find("points=\"")? + 8;
    let rest = &line[start..];
    let points: Vec<(f32, f32)> = rest[..rest.find('"')?]
        .split(' ')
        .filter_map(|p| {
            let (x, y) = p.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect();
    let span = |f: fn(&(f32, f32)) -> f32| {
        let v: Vec<f32> = points.iter().map(f).collect();
        v.iter().copied().fold(f32::MIN, f32::max) - v.iter().copied().fold(f32::MAX, f32::min)
    };
    Some((span(|p| p.0), span(|p| p.1)))
}

/// Every symbol that carries information in `svg` (the colours' symbols, found by their
/// inks, and the coins, found by their fill and rim; not a coin's inner ring), as (what, its smaller side at phone width).
fn symbols(svg: &str) -> Vec<(String, f32)> {
    let phone = PHONE_WIDTH / WIDTH;
    svg.lines()
        .filter(|l| {
            l.contains(&format!("fill=\"{ON_DARK}\""))
                || l.contains(&format!("fill=\"{ON_LIGHT}\""))
                || l.contains(&format!("fill=\"{COIN}\" stroke=\"{COIN_RIM}\""))
        })
        .filter_map(|l| {
            let (w, h) = extent(l)?;
            Some((l.chars().take(60).collect(), w.min(h) * phone))
        })
        .collect()
}

/// The pictures of a state, each seat's view and the board, with the long test names.
fn pictures(s: &State, names: &[String]) -> Vec<String> {
    let mut out = vec![picture::board_svg(
        &Quinox::view(s, Viewer::Spectator),
        names,
    )];
    for seat in 0..2 {
        out.push(picture::private_svg(
            &Quinox::view(s, Viewer::Seat(seat)),
            names,
        ));
    }
    out
}

/// Issue 44: every colour symbol and every coin is at least 8 px (as tall as the smallest
/// text's capitals) when the picture is shown 400 px wide, on random games' boards from the
/// first move to the end, small hexes included; the legend's four symbols are among them.
#[test]
fn symbols_read_on_a_phone() {
    let names = long_names(2);
    let mut smallest = f32::MAX;
    for seed in 0..4 {
        let mut step = 0;
        let over = playout(
            seed,
            |_| false,
            |s| {
                step += 1;
                if step % 5 == 0 {
                    for svg in pictures(s, &names) {
                        let found = symbols(&svg);
                        assert!(found.len() >= 4, "the legend's symbols are missing");
                        for (what, px) in found {
                            smallest = smallest.min(px);
                            assert!(
                                px >= SMALLEST_SYMBOL,
                                "{what}… is {px:.1} px at phone width"
                            );
                        }
                    }
                }
            },
        );
        for svg in pictures(&over, &names) {
            for (what, px) in symbols(&svg) {
                assert!(
                    px >= SMALLEST_SYMBOL,
                    "{what}… is {px:.1} px at phone width"
                );
            }
        }
    }
    println!("smallest symbol: {smallest:.1} px at {PHONE_WIDTH} px");
}

/// Issue 44: the tiles' four hues stay apart for colour-blind players. Beyond the kit's
/// [`DISTINCT`], a cap is a small patch on a phone, so under each kind of vision two hues
/// differ either plainly in hue (ΔE 40) or in lightness (L* 35). Okabe-Ito's vermillion and
/// yellow (33 apart with deuteranopia, 32 in lightness) and its reddish purple and blue (23
/// with protanopia, 9 in lightness) did not. The faces (white, black, the grey Stone) differ
/// by the kit's measure too.
#[test]
fn colours_stay_apart_for_colour_blind_players() {
    let words = ["red", "yellow", "purple", "blue"];
    let hues: Vec<(&str, Color)> = COLOURS
        .iter()
        .zip(words)
        .map(|(c, w)| (w, hue(*c).0))
        .collect();
    let close = too_close(&hues, DISTINCT);
    assert!(close.is_empty(), "{close:?}");
    for (i, (na, a)) in hues.iter().enumerate() {
        for (nb, b) in &hues[i + 1..] {
            for v in [Vision::Typical, Vision::Protanopia, Vision::Deuteranopia] {
                let de = vision::difference(*a, *b, v);
                let dl = (lab(seen(*a, v))[0] - lab(seen(*b, v))[0]).abs();
                assert!(
                    de >= 40.0 || dl >= 35.0,
                    "{na} and {nb} with {v:?}: ΔE {de:.1}, lightness {dl:.1} apart"
                );
            }
        }
    }
    let faces = [
        ("white", present_kit::picture::palette::PAPER),
        ("black", picture::BLACK_FACE),
        ("Stone", picture::STONE),
    ];
    let close = too_close(&faces, DISTINCT);
    assert!(close.is_empty(), "{close:?}");
}

/// Issue 44: a phone shows a picture whole only up to 1.25 times as tall as it is wide; the
/// picture keeps that one size (its texts' size is checked with the pictures' other tests),
/// and the constants the kit keeps for its tests are the ones this crate draws with.
#[test]
fn the_picture_fits_a_phone() {
    assert_eq!(PHONE_WIDTH, present_kit::picture::measure::PHONE_WIDTH);
    assert_eq!(SMALLEST_TEXT, present_kit::picture::measure::SMALLEST_TEXT);
    assert_eq!(
        SMALLEST_SYMBOL,
        present_kit::picture::measure::SMALLEST_CAPITAL
    );
    let s = Quinox::setup(&Options::default(), 2, 1).unwrap();
    for svg in pictures(&s, &long_names(2)) {
        let m = Measured::of(&svg).unwrap();
        assert_eq!((m.width, m.height), (WIDTH, HEIGHT));
        assert!(m.height <= 1.25 * m.width, "{} px tall", m.height);
    }
}

/// Issue 44: the players' names, of up to 32 characters (with accents, CJK and emoji the
/// font draws as a box), are shown whole, with "(you)" in a seat's own view: on two lines
/// where one is too short, never cut.
#[test]
fn long_names_are_whole() {
    let all = long_names(8);
    let s = playout(3, |s| s.turn == 4, |_| {});
    for pair in all.chunks(2) {
        for (k, svg) in pictures(&s, pair).iter().enumerate() {
            let m = Measured::of(svg).unwrap();
            let top: Vec<String> = m
                .labels
                .iter()
                .filter(|l| l.bounds.is_some_and(|b| b[3] < MARGIN + 70.0))
                .map(|l| l.text.clone())
                .collect();
            assert!(top.iter().all(|t| !t.contains('…')), "{top:?}");
            let joined = top.join(" ");
            for (seat, name) in pair.iter().enumerate() {
                let mut whole = present_kit::picture::draw::shown(name, "");
                if k == seat + 1 {
                    whole.push_str(" (you)");
                }
                assert!(joined.contains(&whole), "{whole:?} not whole in {top:?}");
            }
        }
    }
}

/// The ▶ of a picture: the accent triangle in the players' band, and which half it is in.
fn marked_seat(svg: &str) -> Option<usize> {
    svg.lines()
        .filter(|l| l.starts_with("<polygon") && l.contains(&format!("fill=\"{ACCENT}\"")))
        .find_map(|l| {
            let start = l.find("points=\"")? + 8;
            let pts: Vec<&str> = l[start..].split('"').next()?.split(' ').collect();
            let (x, y) = pts.first()?.split_once(',')?;
            let (x, y): (f32, f32) = (x.parse().ok()?, y.parse().ok()?);
            (pts.len() == 3 && y < MARGIN + 60.0)
                .then_some(usize::from(x + 1.0 > MARGIN + 8.0 + FRAME_W / 2.0))
        })
}

/// Issue 44 (Q-14): at the start the first player is drawn by lot and the other one chooses
/// black or white. The picture's ▶, its footer and the alt text all name the chooser, whose
/// own view says "you"; the first player's line says they were drawn to play first.
#[test]
fn the_start_marks_the_player_choosing_a_colour() {
    let names = long_names(2);
    for seed in 0..8 {
        let s = Quinox::setup(&Options::default(), 2, seed).unwrap();
        let view = Quinox::view(&s, Viewer::Spectator);
        let StepView::ChooseColour { seat: chooser } = view.step else {
            panic!("the game starts with the colour choice");
        };
        assert_ne!(chooser, view.first);
        let board = picture::board_svg(&view, &names);
        assert_eq!(marked_seat(&board), Some(chooser), "seed {seed}");
        let texts = present_kit::picture::svg::texts(&board).unwrap().join(" ");
        let waiting = format!("Waiting for {}", names[chooser]);
        assert!(texts.contains(&waiting), "{texts}");
        assert!(texts.contains("choosing black or white"), "{texts}");
        assert!(texts.contains("drawn to play first"), "{texts}");
        let alt = super::alt::board_alt(&view, &names);
        let first_line = alt.lines().next().unwrap_or_default();
        assert!(first_line.contains(&waiting), "{alt}");
        let own = Quinox::view(&s, Viewer::Seat(chooser));
        let private = picture::private_svg(&own, &names);
        assert_eq!(marked_seat(&private), Some(chooser));
        let texts = present_kit::picture::svg::texts(&private)
            .unwrap()
            .join(" ");
        assert!(texts.contains("Waiting for you"), "{texts}");
    }
}
