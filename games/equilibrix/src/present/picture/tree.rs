//! The Tree of Life (EX-T1..EX-T4): its ten fields on their paths, each with the name players
//! type, the angle its column piece gives its row's pair (EX-T2) and the Vitruvians standing
//! there (two slots with 5-6 players), the active player's outlined; beside every row the
//! stone pair it asks for and the surround formation it scores (EX-T3, EX-F).

use super::lattice::{self, Frame, Mark};
use super::{bar, token, HEAD, NOTE};
use crate::rules::data::components;
use crate::rules::view::View;
use crate::rules::Combination;
use present_kit::picture::palette::{ACCENT, BAND, MUTED, PAPER, RULE, TEXT};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};

/// The strip left of the Tree showing each row's pair and formation.
const STRIP: f32 = 160.0;
const ROW_H: f32 = 58.0;
const BOX_H: f32 = 48.0;
/// Every other row's band, between the table and [`BAND`].
const STRIPE: Color = Color(0x1f, 0x4b, 0x39);

/// The stone pair of a row as two field icons.
fn pair(svg: &mut Svg, c: Combination, x: f32, cy: f32) {
    let style = Style::fill(MUTED);
    let (a, b) = match c {
        Combination::BB => (true, true),
        Combination::TT => (false, false),
        Combination::BT => (true, false),
    };
    for (i, lens) in [a, b].into_iter().enumerate() {
        let cx = x + 13.0 + i as f32 * 27.0;
        lattice::icon(svg, lens, cx, cy, if lens { 26.0 } else { 22.0 }, &style);
    }
}

/// A surround formation, small: attacking fields white, surrounded fields yellow (EX-F).
fn formation(svg: &mut Svg, id: &str, bbox: (f32, f32, f32, f32)) {
    let Some(f) = components().formations.iter().find(|f| f.id == id) else {
        return;
    };
    let all: Vec<_> = f
        .offensive
        .iter()
        .chain(&f.surrounded)
        .flatten()
        .copied()
        .collect();
    let frame = Frame::fit(&all, bbox, 0.3, 30.0);
    lattice::shape(svg, &frame, &f.offensive, Mark::Solid(PAPER));
    lattice::shape(svg, &frame, &f.surrounded, Mark::Solid(ACCENT));
}

/// Draws the Tree from `(x, y)`, `w` wide; returns the y below it.
pub fn tree(svg: &mut Svg, view: &View, x: f32, y: f32, w: f32) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, "Tree of Life", &head);
    let note = TextStyle::new(NOTE, MUTED);
    let top = y + HEAD + 30.0;
    svg.text(x, top - 8.0, "pair · surround (white takes yellow)", &note);
    let area_x = x + STRIP;
    let area_w = w - STRIP;
    let col_x = |c: u8| area_x + area_w * (2.0 * c as f32 + 1.0) / 6.0;
    let row_y = |r: u8| top + (r.max(1) - 1) as f32 * ROW_H + ROW_H / 2.0;
    // Row strip: the pair, the formation and its id.
    let t = &components().tree;
    let centre = |i: u8| {
        t.fields
            .get(i as usize)
            .map(|f| (col_x(f.column), row_y(f.row)))
            .unwrap_or((x, y))
    };
    // The rows' stripes, pairs and formations and the paths: the same all game, so the
    // backdrop (drawn once).
    svg.backdrop(|b| {
        for r in &view.tree.rows {
            let cy = row_y(r.row);
            if r.row % 2 == 0 {
                b.rect(
                    x - 6.0,
                    cy - ROW_H / 2.0,
                    w + 6.0,
                    ROW_H,
                    &Style::fill(STRIPE),
                );
            }
            pair(b, r.combination, x, cy);
            formation(
                b,
                &r.formation,
                (x + 56.0, cy - ROW_H / 2.0 + 2.0, 72.0, ROW_H - 4.0),
            );
        }
        for &(a, c) in &t.paths {
            bar(b, centre(a), centre(c), 3.0, RULE);
        }
    });
    for r in &view.tree.rows {
        let cy = row_y(r.row);
        let id = TextStyle::new(NOTE, TEXT).bold();
        svg.text(x + 130.0, id.baseline_for(cy), &r.formation, &id);
    }
    // Paths under the fields.
    // Boxes may be wider than a column: no two fields of neighbouring columns share a row.
    let box_w = (area_w / 3.0 + 4.0).min(104.0);
    let active = view.on_tree.get(view.active).copied().flatten();
    let name_style = TextStyle::new(NOTE, TEXT).bold();
    let angle_style = TextStyle::new(NOTE, MUTED);
    for f in &view.tree.fields {
        let (cx, cy) = (col_x(f.column), row_y(f.row));
        let (bx, by) = (cx - box_w / 2.0, cy - BOX_H / 2.0);
        let style = if view.over.is_none() && active == Some(f.field) {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(bx, by, box_w, BOX_H, 9.0, &style);
        svg.text(bx + 7.0, by + 19.0, f.field.name(), &name_style);
        svg.text(
            bx + 7.0,
            by + BOX_H - 9.0,
            &format!("{}°", f.rule.degrees),
            &angle_style,
        );
        for (i, &s) in f.vitruvians.iter().enumerate() {
            token(
                svg,
                s,
                bx + box_w - 13.0 - i as f32 * 23.0,
                by + BOX_H - 15.0,
                10.5,
            );
        }
    }
    top + 7.0 * ROW_H
}
