//! The commissions board (EX-K3, EX-D) in the column beside the board: for each pile, where
//! it stands as the view tells it (the commissioned card with its shape, obligatory fields
//! filled and voluntary ones outlined, its points by rank, how many cards lie under it, and
//! the next card's name, which everyone may see; its fields are in the text beside). The cards below the next stay face down: only their number is drawn.

use super::lattice::{self, Frame};
use super::{squeezed_text, HEAD, TXT};
use crate::rules::geometry::{label_points, Point};
use crate::rules::view::{ShapeView, View};
use crate::rules::Size;
use crate::words::{project_name, WORDS};
use present_kit::picture::palette::{BAND, INK, MUTED, PAPER, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

/// A card's height by its pile, the gap between cards, and the width kept for its shape. The
/// large pile's card is taller: its roundest shapes (Serpent, Wheel) need the height for every
/// field to be at least 8 px thick on a phone (issue 44: 6.1 px on 78 px cards), and the shape
/// column is wide enough for the Bridge, the medium pile's longest.
const CARD_H: [f32; 3] = [78.0, 78.0, 102.0];
const CARD_GAP: f32 = 4.0;
pub(super) const SHAPE_W: f32 = 150.0;

/// The height of the card of a pile of size `size`.
fn card_h(size: Size) -> f32 {
    match size {
        Size::Small => CARD_H[0],
        Size::Medium => CARD_H[1],
        Size::Large => CARD_H[2],
    }
}

/// Small drawings' lenses and triangles, plumper than on the board so their fields read.
const WIDE: f32 = 2.25;
const SCALE: f32 = 0.88;

fn fields(labels: &[String]) -> Vec<Vec<Point>> {
    labels.iter().filter_map(|l| label_points(l)).collect()
}

/// The largest lattice step of a card's shape, in pixels.
const MAX_STEP: f32 = 40.0;

/// A card's shape fitted into `bbox`: each field's outline, and whether it is obligatory.
/// The drawing and the tests' measure both read it, so they measure what is drawn.
fn outlines(
    obligatory: &[String],
    voluntary: &[String],
    bbox: (f32, f32, f32, f32),
) -> Vec<(bool, Vec<(f32, f32)>)> {
    let obligatory = fields(obligatory);
    let voluntary = fields(voluntary);
    let all: Vec<Point> = obligatory
        .iter()
        .chain(&voluntary)
        .flatten()
        .copied()
        .collect();
    let frame = Frame::fit_turned(&all, bbox, 0.25, MAX_STEP);
    let outline = |f: &Vec<Point>| lattice::outline_plump(&frame, f, WIDE, SCALE);
    obligatory
        .iter()
        .map(|f| (true, outline(f)))
        .chain(voluntary.iter().map(|f| (false, outline(f))))
        .collect()
}

/// A card's shape fitted into `bbox`: obligatory fields filled, voluntary ones outlined.
fn shape(svg: &mut Svg, s: &ShapeView, bbox: (f32, f32, f32, f32)) {
    for (obligatory, poly) in outlines(&s.obligatory, &s.voluntary, bbox) {
        let style = if obligatory {
            Style::fill(PAPER).with_stroke(INK, 1.0)
        } else {
            Style::stroke(PAPER, 2.5)
        };
        svg.polygon(&poly, &style);
    }
}

/// Every project shape's fields as a card draws them, for the tests.
#[cfg(test)]
pub fn shape_outlines() -> Vec<(String, Vec<(f32, f32)>)> {
    crate::rules::data::components()
        .shapes
        .iter()
        .flat_map(|s| {
            let bbox = (0.0, 0.0, SHAPE_W, card_h(s.size) - 6.0);
            outlines(&s.obligatory_labels, &s.voluntary_labels, bbox)
                .into_iter()
                .map(|(_, poly)| (s.name.clone(), poly))
        })
        .collect()
}

/// Draws the three piles from `(x, y)`, `w` wide, a card under another (the column beside the
/// board): each with its commissioned shape, name, points by rank, the cards under it and the
/// next card's name. Returns the y below them.
pub fn projects(svg: &mut Svg, view: &View, x: f32, y: f32, w: f32) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    let title = WORDS.say("ex-projects-title");
    svg.text(x, y + HEAD, &title, &head);
    let note = TextStyle::new(TXT, MUTED);
    let points_note = note.end();
    squeezed_text(
        svg,
        (x + w, y + HEAD),
        &WORDS.say("ex-pic-points-under"),
        &points_note,
        w - head.width(&title) - 16.0,
    );
    // The key to the shapes: filled obligatory, outlined voluntary.
    let ly = y + HEAD + 22.0;
    let tri = lattice::ICON_TRIANGLE;
    lattice::icon(
        svg,
        false,
        x + tri / 2.0,
        ly + 3.0,
        tri,
        &Style::fill(PAPER),
    );
    let mut lx = x + tri + 4.0;
    let obligatory = WORDS.say("ex-pic-obligatory");
    // The obligatory word keeps what the voluntary one leaves at its narrowest (and at
    // least half the line).
    let voluntary = WORDS.say("ex-pic-voluntary");
    let line = x + w - lx - tri - 18.0;
    let room =
        (line - note.width(&voluntary) * present_kit::picture::draw::NARROWEST).max(line / 2.0);
    squeezed_text(svg, (lx, note.baseline_for(ly)), &obligatory, &note, room);
    lx += note.width(&obligatory).min(room) + 14.0;
    lattice::icon(
        svg,
        false,
        lx + tri / 2.0,
        ly + 3.0,
        tri,
        &Style::stroke(PAPER, 2.5),
    );
    lx += tri + 4.0;
    squeezed_text(
        svg,
        (lx, note.baseline_for(ly)),
        &voluntary,
        &note,
        x + w - lx,
    );
    let top = ly + 16.0;
    let title = TextStyle::new(TXT, TEXT).bold();
    let text_x = x + SHAPE_W + 8.0;
    let text_w = x + w - 6.0 - text_x;
    let mut cy = top;
    for p in &view.projects {
        let card = card_h(p.size);
        svg.rounded_rect(x, cy, w, card, 10.0, &Style::fill(BAND));
        shape(
            svg,
            &p.commissioned,
            (x + 4.0, cy + 3.0, SHAPE_W, card - 6.0),
        );
        // The text in the middle of a taller card.
        let cy_text = cy + (card - CARD_H[0]) / 2.0;
        // The name; the pile's size shows in its points and place (small, medium, large from
        // the top).
        squeezed_text(
            svg,
            (text_x, cy_text + 23.0),
            &project_name(&p.commissioned.name),
            &title,
            text_w,
        );
        let points: Vec<String> = p.points.iter().map(u32::to_string).collect();
        squeezed_text(
            svg,
            (text_x, cy_text + 48.0),
            &WORDS.say_with(
                "ex-pic-points-pile",
                &[
                    ("points", points.join("/").as_str().into()),
                    ("n", p.pile.into()),
                ],
            ),
            &note,
            text_w,
        );
        let next = match &p.next {
            Some(n) => WORDS.say_with(
                "ex-pic-next",
                &[("project", project_name(&n.name).as_str().into())],
            ),
            None => WORDS.say("ex-pic-no-next"),
        };
        squeezed_text(svg, (text_x, cy_text + 72.0), &next, &note, text_w);
        cy += card + CARD_GAP;
    }
    // The same height whatever the piles hold, so the picture keeps its size.
    top + CARD_H.iter().sum::<f32>() + 2.0 * CARD_GAP
}
