//! The Tree of Life (EX-T1..EX-T4) turned on its side to fit under the board: its seven rows
//! run left to right (Keter first), the right column on top, the middle one in the middle and
//! the left one below. Above each row the stone pair it asks for and the surround formation it
//! scores (EX-T3, EX-F); each field shows the name players type, the angle its column piece
//! gives the row's pair (EX-T2) and the Vitruvians standing there (two slots with 5-6 players),
//! the active player's field outlined in yellow and, in a seat's picture, the fields it may
//! move to now outlined in white.

use super::lattice::{self, Frame, Mark};
use super::{bar, squeezed_text, token, HEAD, TXT};
use crate::rules::data::components;
use crate::rules::view::View;
use crate::rules::{Combination, TreeField};
use present_kit::picture::palette::{ACCENT, BAND, MUTED, PAPER, RULE, TEXT};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};

/// The strip above each row with its pair and formation, a field's box, and the gap between
/// the upper and lower boxes.
const STRIP_H: f32 = 44.0;
const BOX_H: f32 = 60.0;
const GAP: f32 = 10.0;
/// Every other row's band, between the table and [`BAND`].
const STRIPE: Color = Color(0x1f, 0x4b, 0x39);
/// A Vitruvian's radius here: its letter is then [`TXT`] tall.
const TOKEN: f32 = 18.0;
/// How far apart two Vitruvians on one field stand (they overlap; their letters do not).
const STACK: f32 = 22.0;

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

/// Draws the Tree from `(x, y)`, `w` wide, with the fields in `moves` outlined as choices;
/// returns the y below it.
pub fn tree(svg: &mut Svg, view: &View, x: f32, y: f32, w: f32, moves: &[TreeField]) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, "Tree of Life", &head);
    let note = TextStyle::new(TXT, MUTED).end();
    svg.text(
        x + w,
        y + HEAD,
        "row: pair, surround (white takes yellow)",
        &note,
    );
    let strip = y + HEAD + 12.0;
    let upper = strip + STRIP_H + 8.0;
    let lower = upper + BOX_H + GAP;
    let cw = w / 7.0;
    let col_x = |row: u8| x + (row.max(1) - 1) as f32 * cw;
    // The right column on top, the left one below, the middle one between them.
    let box_y = |column: u8| match column {
        2 => upper,
        0 => lower,
        _ => (upper + lower) / 2.0,
    };
    let centre = |row: u8, column: u8| (col_x(row) + cw / 2.0, box_y(column) + BOX_H / 2.0);
    let t = &components().tree;
    let at = |i: u8| {
        t.fields
            .get(i as usize)
            .map(|f| centre(f.row, f.column))
            .unwrap_or((x, y))
    };
    // The rows' stripes, pairs and formations and the paths: the same all game, so the
    // backdrop (drawn once).
    svg.backdrop(|b| {
        for r in &view.tree.rows {
            let cx = col_x(r.row);
            if r.row % 2 == 0 {
                b.rect(
                    cx,
                    strip - 4.0,
                    cw,
                    lower + BOX_H - strip + 8.0,
                    &Style::fill(STRIPE),
                );
            }
            pair(b, r.combination, cx + 4.0, strip + STRIP_H / 2.0);
            formation(b, &r.formation, (cx + 60.0, strip, cw - 62.0, STRIP_H));
        }
        for &(a, c) in &t.paths {
            bar(b, at(a), at(c), 3.0, RULE);
        }
    });
    let active = view.on_tree.get(view.active).copied().flatten();
    let name_style = TextStyle::new(TXT, TEXT);
    let angle_style = TextStyle::new(TXT, MUTED);
    let bw = cw - 6.0;
    for f in &view.tree.fields {
        let bx = col_x(f.row) + 3.0;
        let by = box_y(f.column);
        let style = if moves.contains(&f.field) {
            Style::fill(BAND).with_stroke(PAPER, 4.0)
        } else if view.over.is_none() && active == Some(f.field) {
            Style::fill(BAND).with_stroke(ACCENT, 4.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(bx, by, bw, BOX_H, 9.0, &style);
        squeezed_text(
            svg,
            (bx + 6.0, by + 24.0),
            f.field.name(),
            &name_style,
            bw - 12.0,
        );
        // The Vitruvians from the right, overlapping like stacked coins where two share it.
        let tokens = f.vitruvians.len() as f32;
        let room = if tokens > 0.0 {
            bw - 4.0 - 2.0 * TOKEN - (tokens - 1.0) * STACK - 12.0
        } else {
            bw - 12.0
        };
        // The degree sign goes where two Vitruvians leave too little room for it.
        let mut angle = format!("{}°", f.rule.degrees);
        if angle_style.width(&angle) * 0.85 > room {
            angle.pop();
        }
        squeezed_text(
            svg,
            (bx + 6.0, by + BOX_H - 8.0),
            &angle,
            &angle_style,
            room,
        );
        for (i, &s) in f.vitruvians.iter().enumerate() {
            token(
                svg,
                s,
                bx + bw - 4.0 - TOKEN - i as f32 * STACK,
                by + BOX_H - 19.0,
                TOKEN,
            );
        }
    }
    lower + BOX_H
}
