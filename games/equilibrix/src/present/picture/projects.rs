//! The commissions board (EX-K3, EX-D): for each pile, where it stands as the view tells it
//! (the commissioned card with its shape, obligatory fields filled and voluntary ones
//! outlined, its points by rank, how many cards lie under it, and the next card, which
//! everyone may see). The cards below the next stay face down: only their number is drawn.

use super::lattice::{self, Frame, Mark};
use super::{squeezed_text, HEAD, TXT};
use crate::present::text::size;
use crate::rules::geometry::{label_points, Point};
use crate::rules::view::{ShapeView, View};
use present_kit::picture::palette::{BAND, MUTED, PAPER, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

const CARD_H: f32 = 152.0;

fn fields(labels: &[String]) -> Vec<Vec<Point>> {
    labels.iter().filter_map(|l| label_points(l)).collect()
}

/// A card's shape fitted into `bbox`, one lattice step at most `max_u` pixels.
fn shape(svg: &mut Svg, s: &ShapeView, bbox: (f32, f32, f32, f32), max_u: f32) {
    let obligatory = fields(&s.obligatory);
    let voluntary = fields(&s.voluntary);
    let all: Vec<Point> = obligatory
        .iter()
        .chain(&voluntary)
        .flatten()
        .copied()
        .collect();
    let frame = Frame::fit(&all, bbox, 0.25, max_u);
    lattice::shape(svg, &frame, &obligatory, Mark::Solid(PAPER));
    lattice::shape(svg, &frame, &voluntary, Mark::Outline(PAPER, 2.5));
}

/// "Small · Wedge": the pile and the commissioned shape's name.
fn heading(size_word: &str, name: &str) -> String {
    let mut heading = format!("{size_word} · {name}");
    if let Some(first) = heading.get(..1) {
        heading = first.to_uppercase() + &heading[1..];
    }
    heading
}

/// Draws the three piles from `(x, y)`, `w` wide; returns the y below them.
pub fn projects(svg: &mut Svg, view: &View, x: f32, y: f32, w: f32) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, "Projects", &head);
    let note = TextStyle::new(TXT, MUTED);
    svg.text(
        x + w,
        y + HEAD,
        "filled: obligatory · outlined: voluntary",
        &note.end(),
    );
    let top = y + HEAD + 12.0;
    let gap = 12.0;
    let cw = (w - 2.0 * gap) / 3.0;
    let title = TextStyle::new(TXT, TEXT).bold();
    for (i, p) in view.projects.iter().enumerate() {
        let cx = x + i as f32 * (cw + gap);
        svg.rounded_rect(cx, top, cw, CARD_H, 12.0, &Style::fill(BAND));
        let points: Vec<String> = p.points.iter().map(u32::to_string).collect();
        let heading = heading(size(p.size), &p.commissioned.name);
        squeezed_text(svg, (cx + 10.0, top + 28.0), &heading, &title, cw - 20.0);
        squeezed_text(
            svg,
            (cx + 10.0, top + 56.0),
            &format!("{} pts · {} under it", points.join("/"), p.pile),
            &note,
            cw - 20.0,
        );
        // The commissioned shape large on the left, the next card small on the right.
        let next_w = 112.0;
        shape(
            svg,
            &p.commissioned,
            (cx + 8.0, top + 62.0, cw - next_w - 24.0, CARD_H - 66.0),
            48.0,
        );
        let nx = cx + cw - 10.0 - next_w;
        match &p.next {
            Some(n) => {
                svg.text(nx, top + 84.0, "next:", &note);
                shape(svg, n, (nx, top + 88.0, next_w, 36.0), 18.0);
                squeezed_text(svg, (nx, top + CARD_H - 10.0), &n.name, &note, next_w);
            }
            None => {
                svg.text(nx, top + 84.0, "no next", &note);
            }
        }
    }
    top + CARD_H
}
