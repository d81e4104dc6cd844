//! Picture tests: snapshots of fixed positions (3 players at the start, 6 mid-game, a tax, the
//! end), each rendered, decoded and measured as a phone shows it; what the pictures say (the
//! board's coordinates and key, the labels of exactly the fields a seat may choose); the
//! choices worked out from a seat's view against `legal`; the public picture never names a
//! card hidden in a pile; and the render times, measured on demand.

use super::*;
use crate::rules::data::components;
use crate::rules::view::ShapeView;
use crate::rules::{Action, Equilibrix, Options, State, TurnStep};
use game_kit::{Game, Viewer};
use present_kit::picture::measure::Measured;
use present_kit::picture::testing::{
    assert_renders, assert_snapshot, print_render_times, shown, write_doc_png,
};

/// A tiny deterministic generator (the fixtures must never change by themselves).
struct XorShift(u64);
impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A random legal game from `seed` that prefers building (stones, recruits, reports) over
/// ending the turn, stopped at the first state where `stop` holds (else played to the end).
/// Returns the state and whether `stop` held.
fn playout(players: usize, seed: u64, stop: impl Fn(&State) -> bool) -> (State, bool) {
    let mut s = Equilibrix::setup(&Options::default(), players, seed).unwrap();
    let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..20_000 {
        if stop(&s) {
            return (s, true);
        }
        let Some(p) = Equilibrix::prompts(&s).into_iter().next() else {
            break;
        };
        let legal = Equilibrix::legal(&s, p.seat);
        let forward: Vec<&Action> = legal
            .iter()
            .filter(|a| !matches!(a, Action::EndTurn | Action::Back | Action::Skip))
            .collect();
        let a = if forward.is_empty() || rng.below(8) == 0 {
            legal[rng.below(legal.len())].clone()
        } else {
            forward[rng.below(forward.len())].clone()
        };
        Equilibrix::apply(&mut s, p.seat, a).unwrap();
    }
    let held = stop(&s);
    (s, held)
}

fn stones(s: &State) -> usize {
    s.board.iter().flatten().count()
}

/// The seat the table waits for (the active one when nobody is prompted).
fn prompted(s: &State) -> Seat {
    Equilibrix::prompts(s)
        .first()
        .map_or(s.turn.seat, |p| p.seat)
}

/// The fixed positions of the snapshots, each with the seat whose picture is drawn.
fn fixtures() -> Vec<(&'static str, State, Seat)> {
    let mut out = Vec::new();
    // 3 players, the first turn: the first Vitruvian has just entered the Tree.
    let (s, ok) = playout(3, 1, |s| s.on_tree.iter().flatten().count() == 1);
    assert!(ok, "start");
    let seat = prompted(&s);
    out.push(("equilibrix-project-start", s, seat));
    // 6 players mid-game, the active player choosing a field for a stone.
    let (s, ok) = playout(6, 2, |s| {
        s.round >= 6
            && stones(s) >= 30
            && s.spiral.iter().filter(|p| p.field > 0).count() >= 3
            && matches!(s.turn.step, TurnStep::Chosen { .. })
    });
    assert!(ok, "mid");
    let seat = prompted(&s);
    out.push(("equilibrix-project-mid", s, seat));
    // 4 players, a tax owed for crossing a node.
    let (s, ok) = playout(4, 3, |s| !s.taxes.is_empty());
    assert!(ok, "tax");
    let seat = prompted(&s);
    out.push(("equilibrix-project-tax", s, seat));
    // 5 players, the game over.
    let (s, ok) = playout(5, 4, |s| s.is_over());
    assert!(ok, "over");
    out.push(("equilibrix-project-over", s, 0));
    out
}

/// The pictures kept as snapshots: both of each fixture, but only the board once the game is
/// over and only the payer's view of the tax (its board differs from the others' by little).
fn snapshotted(id: &str) -> (bool, bool) {
    match id {
        "equilibrix-project-over" => (true, false),
        "equilibrix-project-tax" => (false, true),
        _ => (true, true),
    }
}

#[test]
fn snapshots_render_and_decode() {
    for (id, s, seat) in fixtures() {
        let n = names(s.players());
        let board = board_svg(&Equilibrix::view(&s, Viewer::Spectator), &n);
        let private = private_svg(&Equilibrix::view(&s, Viewer::Seat(seat)), &n);
        let (keep_board, keep_private) = snapshotted(id);
        if keep_board {
            assert_snapshot(&format!("{id}-board"), &board);
        }
        if keep_private {
            assert_snapshot(&format!("{id}-private"), &private);
        }
        assert_renders(&board);
        assert_renders(&private);
        // Readable on a phone (issue 28): no text under 10 px at 400 px wide, none running
        // into another, and no taller than a phone screen (about 1.6 times as tall as wide).
        for svg in [&board, &private] {
            let m = Measured::of(svg).unwrap();
            assert!(m.too_small().is_empty(), "{id}: {:?}", m.too_small());
            assert!(m.collisions().is_empty(), "{id}: {:?}", m.collisions());
            assert!(
                m.height <= 1.6 * m.width,
                "{id}: {} x {}",
                m.width,
                m.height
            );
        }
    }
}

/// What the pictures say: the board's coordinates (row letters A-G, numbers 1-7) and the key
/// to the labels' suffixes, but no field's label on the public board (issue 28: 144 labels do
/// not fit at a readable size); the players' letters and names, the Tree's fields, the
/// commissioned and next projects; the private picture the seat's map fields, its "now" line
/// and the label of every field it may choose now, and no other field's label; the end of the
/// game its result.
#[test]
fn pictures_show_the_labels_players_type() {
    let mut labelled = 0;
    for (id, s, seat) in fixtures() {
        let n = names(s.players());
        let view = Equilibrix::view(&s, Viewer::Spectator);
        let board = board_svg(&view, &n);
        let texts = present_kit::picture::texts(&board).unwrap();
        let has = |t: &[String], w: &str| t.iter().any(|x| x == w);
        for c in [
            "A", "B", "C", "D", "E", "F", "G", "1", "2", "3", "4", "5", "6", "7",
        ] {
            assert!(has(&texts, c), "{id}: no coordinate {c}");
        }
        for suffix in ["e", "ne", "nw", "u", "d", "D4 + ne = D4ne"] {
            assert!(has(&texts, suffix), "{id}: the key has no {suffix}");
        }
        for f in crate::rules::Field::all() {
            assert!(!has(&texts, f.label()), "{id}: label {} drawn", f.label());
        }
        for stone in &view.stones {
            assert!(
                has(&texts, &seat_look(stone.owner).letter.to_string()),
                "{id}"
            );
        }
        for name in &n {
            assert!(texts.iter().any(|t| t == name), "{id}: {name}");
        }
        for f in crate::rules::TreeField::all() {
            assert!(has(&texts, f.name()), "{id}: {}", f.name());
        }
        for p in &view.projects {
            assert!(
                texts.iter().any(|t| t.contains(&p.commissioned.name)),
                "{id}"
            );
            if let Some(next) = &p.next {
                assert!(texts.iter().any(|t| t.contains(&next.name)), "{id}");
            }
        }
        if s.is_over() {
            assert!(texts.iter().any(|t| t.starts_with("Game over")), "{id}");
            assert!(has(&texts, "1st"), "{id}");
        }
        let mine = Equilibrix::view(&s, Viewer::Seat(seat));
        let private = private_svg(&mine, &n);
        let texts = present_kit::picture::texts(&private).unwrap();
        assert!(texts.iter().any(|t| t.contains("(you)")), "{id}");
        for f in crate::rules::MapField::all() {
            assert!(has(&texts, f.name()), "{id}: {}", f.name());
        }
        let now = super::super::board::now_line(&mine, &n, seat);
        let first = now.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
        assert!(texts.iter().any(|t| t.starts_with(&first)), "{id}: {now}");
        let chosen = choices::fields(&mine, seat);
        for f in crate::rules::Field::all() {
            assert_eq!(
                has(&texts, f.label()),
                chosen.contains(&f),
                "{id}: {} in the private picture",
                f.label()
            );
        }
        labelled += chosen.len();
    }
    // The mid-game fixture chooses a field, the tax fixture a stone to return.
    assert!(labelled >= 4, "{labelled}");
}

/// Names the font cannot draw (emoji, nothing at all) lose those characters or fall back to
/// "Seat N", in the players' rows and in the lines under the pictures alike.
#[test]
fn undrawable_names_are_cleaned() {
    let (_, s, seat) = fixtures().swap_remove(2);
    let mut n = names(s.players());
    n[0] = "Ann 🎲".into();
    n[1] = "🎲".into();
    for svg in [
        board_svg(&Equilibrix::view(&s, Viewer::Spectator), &n),
        private_svg(&Equilibrix::view(&s, Viewer::Seat(seat)), &n),
    ] {
        let texts = present_kit::picture::texts(&svg).unwrap();
        assert!(texts.iter().all(|t| !t.contains('🎲')), "{texts:?}");
        assert!(texts.iter().any(|t| t == "Seat 2"), "{texts:?}");
        assert!(texts.iter().all(|t| !t.contains("  ")), "{texts:?}");
        assert_renders(&svg);
    }
}

/// `cargo test --release -p equilibrix --lib picture::tests::render_times --
/// --ignored --nocapture --test-threads 1`
#[test]
#[ignore = "a measurement: run in release"]
fn render_times() {
    for (id, s, seat) in fixtures() {
        let n = names(s.players());
        let board = Equilibrix::view(&s, Viewer::Spectator);
        print_render_times(&format!("{id}-board"), 200, || board_svg(&board, &n));
        let mine = Equilibrix::view(&s, Viewer::Seat(seat));
        print_render_times(&format!("{id}-private"), 200, || private_svg(&mine, &n));
    }
}

/// The README's picture of a board.
#[test]
#[ignore = "writes docs/equilibrix-board.png"]
fn doc_picture() {
    let (id, s, _) = fixtures().swap_remove(1);
    assert_eq!(id, "equilibrix-project-mid");
    let board = board_svg(
        &Equilibrix::view(&s, Viewer::Spectator),
        &names(s.players()),
    );
    write_doc_png("equilibrix-board", &board);
}

/// Every project shape's name that `view` does not show: the cards in the piles below their
/// visible top, and the backs of the visible cards. A picture drawn from the view may name
/// none of them (the order of the piles is the one secret of the game).
fn hidden_names(view: &crate::rules::View) -> Vec<String> {
    let shown: Vec<&str> = view
        .projects
        .iter()
        .flat_map(|p| std::iter::once(&p.commissioned).chain(p.next.as_ref()))
        .map(|s| s.name.as_str())
        .collect();
    components()
        .shapes
        .iter()
        .map(|s| s.name.clone())
        .filter(|n| !shown.contains(&n.as_str()))
        .collect()
}

/// The hidden-card check over random games of 3 to 6 players, at many moments (including after
/// reports, when the piles turn): neither the public picture nor any seat's names a project
/// the view does not show; and a drawing that does (a board drawn from a view whose next card
/// was swapped for a hidden one) is caught.
#[test]
fn pictures_never_name_a_hidden_project() {
    let (mut checked, mut caught, mut turned) = (0, 0, 0);
    for seed in 0..8u64 {
        let players = 3 + (seed as usize % 4);
        for stop in [0usize, 40, 120, 260, 500] {
            let step = std::cell::Cell::new(0usize);
            let (s, _) = playout(players, seed + 50, |_| {
                step.set(step.get() + 1);
                step.get() > stop
            });
            let n = names(s.players());
            let spectator = Equilibrix::view(&s, Viewer::Spectator);
            let secret = hidden_names(&spectator);
            assert_eq!(secret.len(), components().shapes.len() - 6);
            let board = board_svg(&spectator, &n);
            let leaked = shown(&board, &secret);
            assert!(leaked.is_empty(), "{leaked:?} in\n{board}");
            for seat in 0..players {
                let view = Equilibrix::view(&s, Viewer::Seat(seat));
                assert_eq!(hidden_names(&view), secret);
                let private = private_svg(&view, &n);
                let leaked = shown(&private, &secret);
                assert!(leaked.is_empty(), "{leaked:?} in seat {seat}'s\n{private}");
            }
            checked += 1;
            // Piles that turned: some card was completed and went under its pile.
            let fresh = Equilibrix::setup(&Options::default(), players, seed + 50).unwrap();
            if fresh.piles != s.piles {
                turned += 1;
            }
            // A deliberately leaked card is caught.
            let c = components();
            let hidden = c
                .shapes
                .iter()
                .find(|sh| secret.contains(&sh.name))
                .expect("a hidden shape");
            let mut leaky = spectator.clone();
            leaky.projects[0].next = Some(ShapeView {
                name: hidden.name.clone(),
                obligatory: hidden.obligatory_labels.clone(),
                voluntary: hidden.voluntary_labels.clone(),
            });
            let leaky = board_svg(&leaky, &n);
            assert_eq!(shown(&leaky, &secret), vec![hidden.name.clone()]);
            caught += 1;
        }
    }
    assert!(
        checked == 40 && caught == 40 && turned >= 3,
        "{checked} {caught} {turned}"
    );
}

/// The choices the private picture labels, worked out from the seat's view, are exactly the
/// fields and Tree fields `legal` offers that seat, at every step of random games of 3 to 6.
#[test]
fn choices_match_the_legal_actions() {
    for seed in 0..12u64 {
        let players = 3 + (seed as usize % 4);
        let mut s = Equilibrix::setup(&Options::default(), players, seed + 900).unwrap();
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..3000 {
            for seat in 0..players {
                let view = Equilibrix::view(&s, Viewer::Seat(seat));
                let legal = Equilibrix::legal(&s, seat);
                let mut want: Vec<crate::rules::Field> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Stone { field } | Action::PayTax { field } => Some(*field),
                        _ => None,
                    })
                    .collect();
                want.sort();
                let got = choices::fields(&view, seat);
                assert_eq!(got, want, "seat {seat}");
                let mut want: Vec<crate::rules::TreeField> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Move { to } => Some(*to),
                        _ => None,
                    })
                    .collect();
                want.sort();
                let mut got = choices::tree_moves(&view, seat);
                got.sort();
                assert_eq!(got, want, "seat {seat}");
            }
            let Some(p) = Equilibrix::prompts(&s).into_iter().next() else {
                break;
            };
            let legal = Equilibrix::legal(&s, p.seat);
            let a = legal[rng.below(legal.len())].clone();
            Equilibrix::apply(&mut s, p.seat, a).unwrap();
        }
    }
}
