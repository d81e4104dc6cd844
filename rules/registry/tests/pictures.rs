//! Every game's pictures as a phone shows them (issues 28 and 44): over random games at the
//! game's smallest and largest table, every text of every board, private view and event
//! picture has capitals at least 8 px tall (an 11 px font) when the picture is shown 400 px
//! wide; no text runs into another or
//! off the picture; no player's name is cut anywhere in a line; no picture is taller than
//! 1.25 times its width; and the board and the private views keep one
//! size from edit to edit, so the board message never jumps in the channel.
//!
//! The font size checked is `SMALLEST_TEXT`, the size whose capitals are `SMALLEST_CAPITAL`
//! tall: 24.2 px in an 880 px picture is 11 px on a phone, with capitals 8 px tall.
//! The states measured are spread over each game from its first move to its end.
//!
//! Every language is measured (issue 48): each state is drawn in each language Tabula speaks
//! and in the pseudo-language (40 % longer), the same checks hold in all, and a board or a
//! private view keeps one size across languages too (the longest translation sizes a box).

use game_kit::Viewer;
use present_kit::picture::measure::{Measured, PHONE_WIDTH, SMALLEST_CAPITAL, SMALLEST_TEXT};
use present_kit::picture::phone::cut_inside_a_name;
use present_kit::picture::testing::long_names;
use present_kit::session::{Engine, Session};
use present_kit::words::Lang;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::collections::BTreeSet;

/// The tallest a picture may be, as a multiple of its width (issue 44).
const TALLEST: f32 = 1.25;

/// States measured per game, spread evenly over it (its last state always among them).
const SAMPLES: usize = 24;
const SEEDS: u64 = 2;

/// What one table's pictures measured.
#[derive(Default)]
struct Findings {
    problems: Vec<String>,
    /// The smallest text at phone size, and what it said.
    smallest: Option<(f32, String)>,
    boards: BTreeSet<(u32, u32)>,
    privates: BTreeSet<(u32, u32)>,
    pictures: usize,
}

impl Findings {
    fn measure(&mut self, what: &str, svg: &str, names: &[String]) -> (u32, u32) {
        let m = Measured::of(svg).unwrap_or_else(|e| panic!("{what}: {e}"));
        self.pictures += 1;
        if let Some(small) = m.smallest() {
            let px = m.at_phone(small.size);
            if self.smallest.as_ref().is_none_or(|(s, _)| px < *s) {
                self.smallest = Some((px, small.text.clone()));
            }
        }
        for label in m.too_small() {
            self.problems.push(format!(
                "{what}: {:?} is {:.1} px tall at {PHONE_WIDTH} px",
                label.text,
                m.at_phone(label.size)
            ));
        }
        for c in m.collisions() {
            self.problems.push(format!("{what}: {c}"));
        }
        // A name cut anywhere in a line ("Your hand, Alexander Montgo…"), as the font draws
        // names (issue 44: placeholders for what it lacks).
        for label in &m.labels {
            if let Some(cut) = label
                .text
                .split('…')
                .next()
                .filter(|_| label.text.contains('…'))
            {
                if cut_inside_a_name(cut, names) {
                    self.problems
                        .push(format!("{what}: a name is cut in {:?}", label.text));
                }
            }
        }
        // Issue 44: a phone shows a picture whole up to 1.25 times as tall as wide.
        if m.height > TALLEST * m.width {
            self.problems.push(format!(
                "{what}: {}x{} is taller than {TALLEST} times its width",
                m.width, m.height
            ));
        }
        (m.width.ceil() as u32, m.height.ceil() as u32)
    }
}

/// A random game's actions from `seed`, as the playout picks them.
fn play(
    engine: &dyn Engine,
    players: usize,
    seed: u64,
    mut visit: impl FnMut(usize, &dyn Session, &[Value]),
) {
    let options = engine
        .parse_options(&serde_json::json!({}), present_kit::words::Lang::En)
        .unwrap();
    let mut session = engine
        .setup(&options, players, seed, present_kit::words::Lang::En)
        .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();
    for step in 0..100_000 {
        visit(step, session.as_ref(), &events);
        let prompts = session.prompts();
        if prompts.is_empty() {
            return;
        }
        let seat = prompts[rng.gen_range(0..prompts.len())].seat;
        let legal = session.legal(seat).unwrap();
        let action = &legal[rng.gen_range(0..legal.len())];
        events = session
            .apply(seat, action, present_kit::words::Lang::En)
            .unwrap();
    }
    panic!("{} did not end", engine.id());
}

/// The languages measured: every one Tabula speaks and the pseudo-language;
/// `PICTURES_LANG=<tag>` measures one (while its words are being fitted).
fn languages() -> Vec<Lang> {
    let only = std::env::var("PICTURES_LANG").ok();
    Lang::WITH_PSEUDO
        .into_iter()
        .filter(|l| only.as_deref().is_none_or(|tag| tag == l.tag()))
        .collect()
}

fn measure_table(engine: &dyn Engine, players: usize) -> Findings {
    let names = long_names(players);
    let langs = languages();
    let mut found = Findings::default();
    for seed in 0..SEEDS {
        let mut length = 0;
        play(engine, players, seed, |step, _, _| length = step);
        let stride = (length / SAMPLES).max(1);
        play(engine, players, seed, |step, session, events| {
            if step % stride != 0 && step != length {
                return;
            }
            for &lang in &langs {
                let tag = format!(
                    "{} with {players} in {} (seed {seed}, step {step})",
                    engine.id(),
                    lang.tag()
                );
                let key = String::new();
                let board = session
                    .view_parts(Viewer::Spectator, &names, key.clone(), lang)
                    .unwrap();
                let svg = board.picture.expect("a board picture").svg();
                let size = found.measure(&format!("{tag}, board"), &svg, &names);
                found.boards.insert(size);
                let seats: Vec<usize> = if step == length {
                    (0..players).collect()
                } else {
                    vec![step % players]
                };
                for seat in seats {
                    let private = session
                        .view_parts(Viewer::Seat(seat), &names, key.clone(), lang)
                        .unwrap();
                    let svg = private.picture.expect("a private picture").svg();
                    let size = found.measure(&format!("{tag}, seat {seat}'s view"), &svg, &names);
                    found.privates.insert(size);
                }
                for viewer in [Viewer::Spectator, Viewer::Seat(step % players)] {
                    for picture in session
                        .event_pictures(events, viewer, &names, lang)
                        .unwrap()
                    {
                        found.measure(&format!("{tag}, event picture"), &picture.svg, &names);
                    }
                }
            }
        });
    }
    found
}

#[test]
fn every_picture_reads_on_a_phone_and_keeps_its_size() {
    let mut problems = Vec::new();
    // PICTURES_GAME=<id> measures one game only (while its pictures are being worked on).
    let only = std::env::var("PICTURES_GAME").ok();
    let chosen = |e: &&dyn Engine| only.as_deref().is_none_or(|id| id == e.id());
    for engine in registry::engines()
        .filter(|e| e.draws_pictures())
        .filter(chosen)
    {
        let (min, max) = engine.players();
        for players in BTreeSet::from([min, max]) {
            let found = measure_table(engine, players);
            let (px, text) = found.smallest.clone().unwrap_or_default();
            println!(
                "{} with {players}: {} pictures; smallest text {px:.1} px at {PHONE_WIDTH} px \
                 ({text:?}); boards {:?}; private views {:?}",
                engine.id(),
                found.pictures,
                found.boards,
                found.privates
            );
            for (what, sizes) in [("board", &found.boards), ("private view", &found.privates)] {
                if sizes.len() != 1 {
                    problems.push(format!(
                        "{} with {players}: the {what} changes size (from edit to edit or \
                         language to language): {sizes:?}",
                        engine.id()
                    ));
                }
            }
            // One line per kind of problem is enough to see what to fix.
            let mut seen = BTreeSet::new();
            for p in found.problems {
                let kind: String = p.split(": ").skip(1).collect::<Vec<_>>().join(": ");
                if seen.insert(kind) {
                    problems.push(p);
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems (each text at least {SMALLEST_TEXT} px, capitals {SMALLEST_CAPITAL} px, \
         at {PHONE_WIDTH} px):\n{}",
        problems.len(),
        problems[..problems.len().min(80)].join("\n")
    );
}
