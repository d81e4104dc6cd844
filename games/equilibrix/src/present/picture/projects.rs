//! The commissions board (EX-K3, EX-D): the three commissioned cards with their shapes
//! (obligatory fields filled, voluntary ones outlined), their points, and the next card on each
//! pile, which everyone may see. The pile below it stays face down: only its size is drawn.

use super::lattice::{self, Frame, Mark};
use super::{HEAD, NOTE};
use crate::present::text::size;
use crate::rules::geometry::{label_points, Point};
use crate::rules::view::{ShapeView, View};
use present_kit::picture::draw;
use present_kit::picture::palette::{BAND, MUTED, PAPER, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

const CARD_H: f32 = 178.0;

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
    lattice::shape(svg, &frame, &voluntary, Mark::Outline(PAPER, 2.0));
}

/// Draws the three piles from `(x, y)`, `w` wide; returns the y below them.
pub fn projects(svg: &mut Svg, view: &View, x: f32, y: f32, w: f32) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, "Commissioned projects", &head);
    let note = TextStyle::new(NOTE, MUTED);
    svg.text(
        x + head.width("Commissioned projects") + 14.0,
        y + HEAD,
        "filled: obligatory · outlined: voluntary",
        &note,
    );
    let top = y + HEAD + 12.0;
    let gap = 12.0;
    let cw = (w - 2.0 * gap) / 3.0;
    let title = TextStyle::new(NOTE + 2.0, TEXT).bold();
    for (i, p) in view.projects.iter().enumerate() {
        let cx = x + i as f32 * (cw + gap);
        svg.rounded_rect(cx, top, cw, CARD_H, 12.0, &Style::fill(BAND));
        let points: Vec<String> = p.points.iter().map(u32::to_string).collect();
        let mut heading = format!("{} · {}", size(p.size), p.commissioned.name);
        if let Some(first) = heading.get(..1) {
            heading = first.to_uppercase() + &heading[1..];
        }
        svg.text(
            cx + 12.0,
            top + 24.0,
            &draw::name_fit(&heading, "?", &title, cw - 24.0),
            &title,
        );
        svg.text(
            cx + 12.0,
            top + 44.0,
            &format!("{} points · pile {}", points.join("/"), p.pile),
            &note,
        );
        // The commissioned shape large on the left, the next card's small on the right.
        let next_w = 92.0;
        shape(
            svg,
            &p.commissioned,
            (cx + 8.0, top + 52.0, cw - next_w - 20.0, CARD_H - 60.0),
            40.0,
        );
        if let Some(n) = &p.next {
            let right = cx + cw - 10.0;
            shape(svg, n, (right - next_w, top + 66.0, next_w, 70.0), 22.0);
            let style = note.end();
            svg.text(
                right,
                top + CARD_H - 14.0,
                &draw::name_fit(&format!("next: {}", n.name), "", &note, cw / 2.0),
                &style,
            );
        }
    }
    top + CARD_H
}
