//! The Tree of Life (EX-T1..EX-T4) turned on its side to fit under the board: its seven rows
//! run left to right (Keter first), the right column on top, the middle one in the middle and
//! the left one below. Above each row the stone pair it asks for and the surround formation it
//! scores (EX-T3, EX-F), the pair above the formation or, for a tall formation, beside it;
//! each field shows the name players type, the angle its column piece gives the row's pair
//! (EX-T2) and the Vitruvians standing there (two slots with 5-6 players),
//! the active player's field outlined in yellow and, in a seat's picture, the fields it may
//! move to now outlined in white.

use super::lattice::{self, Frame};
use super::{bar, squeezed_text, Drawn, HEAD, SYMBOL, TOKEN, TXT};
use crate::rules::data::components;
use crate::rules::view::View;
use crate::rules::{Combination, TreeField};
use crate::words::WORDS;
use present_kit::picture::draw;
use present_kit::picture::palette::{ACCENT, BAND, INK, MUTED, PAPER, RULE, TEXT};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};

/// Above each row: the line of its stone pair, and the box of its formation; a field's box;
/// the gap between the upper and lower boxes.
const PAIR_H: f32 = 26.0;
const FORMATION_H: f32 = 48.0;
const BOX_H: f32 = 73.0;
const GAP: f32 = 8.0;
/// Every other row's band, between the table and [`BAND`].
const STRIPE: Color = Color(0x1f, 0x4b, 0x39);
/// Where a field's name stands (its baseline) and where its Vitruvians stand (their middle),
/// from the box's top: the discs start below the name's descenders (issue 44: tokens covered
/// "Chesed 180°").
const NAME_BASE: f32 = 25.0;
const TOKEN_Y: f32 = BOX_H - TOKEN - 2.0;
/// A formation's lenses and triangles, plumper than on the board so their fields read at
/// this size.
const FORMATION_WIDE: f32 = 1.95;
const FORMATION_SCALE: f32 = 0.9;
/// The room a pair standing beside its formation keeps: a lens icon's length and a gap.
const BESIDE: f32 = lattice::ICON_LENS + 4.0;

/// The two icons of a stone pair, and where each stands relative to the pair's middle: side by
/// side above the formation, or one above the other beside it.
fn pair_icons(c: Combination, stacked: bool) -> [(bool, f32, f32); 2] {
    let (a, b) = match c {
        Combination::BB => (true, true),
        Combination::TT => (false, false),
        Combination::BT => (true, false),
    };
    // A triangle is drawn a little low, so it looks centred on the line of a lens.
    let drop = |lens: bool| if lens { 0.0 } else { 3.0 };
    if stacked {
        let dy = FORMATION_H / 4.0 + 4.0;
        return [(a, 0.0, -dy + drop(a)), (b, 0.0, dy + drop(b))];
    }
    let size = |lens: bool| {
        if lens {
            lattice::ICON_LENS
        } else {
            lattice::ICON_TRIANGLE * 0.8
        }
    };
    let total = size(a) + size(b) + 6.0;
    let left = -total / 2.0 + size(a) / 2.0;
    let right = total / 2.0 - size(b) / 2.0;
    [(a, left, drop(a)), (b, right, drop(b))]
}

/// The stone pair of a row as two field icons around `(cx, cy)`.
fn pair(svg: &mut Svg, c: Combination, stacked: bool, cx: f32, cy: f32) {
    let style = Style::fill(MUTED);
    for (lens, dx, dy) in pair_icons(c, stacked) {
        // Each icon at its own size: a lens its length, a triangle drawn in from its side.
        let drawn_w = if lens {
            lattice::ICON_LENS
        } else {
            lattice::ICON_TRIANGLE
        };
        lattice::icon(svg, lens, cx + dx, cy + dy, drawn_w, &style);
    }
}

/// Where a row's formation goes in its cell `(x, y, w, h)` (the pair's strip and the
/// formation's box): under the pair, or, where a field would be thinner there than
/// [`SYMBOL`] and the whole height draws it larger (F4, a tall triangle of triangles, issue
/// 44: 6.2 px at 400 px wide under the pair), beside the pair standing one icon above the
/// other, so every field of every formation is at least 8 px thick on a phone
/// (`tests::symbols_read_on_a_phone`). Returns its frame and whether the pair stands beside it.
fn formation_frame(
    f: &crate::rules::data::FormationData,
    (x, y, w, h): (f32, f32, f32, f32),
) -> (Frame, bool) {
    let all: Vec<_> = f
        .offensive
        .iter()
        .chain(&f.surrounded)
        .flatten()
        .copied()
        .collect();
    let under = Frame::fit_turned(&all, (x, y + PAIR_H, w, h - PAIR_H), 0.08, 40.0);
    // Beside the pair the formation is as tall as the cell, with no margin: the cell's
    // edges are the column's.
    let beside = Frame::fit_turned(&all, (x + BESIDE, y, w - BESIDE, h), 0.0, 40.0);
    let thinnest = |frame: &Frame| {
        f.offensive
            .iter()
            .chain(&f.surrounded)
            .map(|field| {
                let poly = lattice::outline_plump(frame, field, FORMATION_WIDE, FORMATION_SCALE);
                lattice::thinnest(&poly)
            })
            .fold(f32::MAX, f32::min)
    };
    if thinnest(&under) < SYMBOL && thinnest(&beside) > thinnest(&under) {
        (beside, true)
    } else {
        (under, false)
    }
}

/// A row's stone pair and surround formation in its cell `(x, y, w, h)`: attacking fields
/// white, surrounded fields yellow (EX-F).
fn pair_and_formation(svg: &mut Svg, c: Combination, id: &str, cell: (f32, f32, f32, f32)) {
    let Some(f) = components().formations.iter().find(|f| f.id == id) else {
        return;
    };
    let (frame, stacked) = formation_frame(f, cell);
    let (x, y, w, h) = cell;
    if stacked {
        pair(svg, c, true, x + lattice::ICON_LENS / 2.0, y + h / 2.0);
    } else {
        pair(svg, c, false, x + w / 2.0, y + PAIR_H / 2.0);
    }
    for (fields, colour) in [(&f.offensive, PAPER), (&f.surrounded, ACCENT)] {
        for field in fields {
            let poly = lattice::outline_plump(&frame, field, FORMATION_WIDE, FORMATION_SCALE);
            svg.polygon(&poly, &Style::fill(colour).with_stroke(INK, 1.5));
        }
    }
}

/// An outline: a polygon's corners.
#[cfg(test)]
pub type Outline = Vec<(f32, f32)>;

/// Every formation's fields (its id, the field's outline, and the outlines of every pair's
/// icons as they would stand beside it), as the Tree draws them in a column `w` wide, for the
/// tests.
#[cfg(test)]
pub fn formation_outlines(w: f32) -> Vec<(String, Outline, Vec<Outline>)> {
    let cell = (0.0, 0.0, w / 7.0 - 6.0, PAIR_H + FORMATION_H);
    components()
        .formations
        .iter()
        .flat_map(|f| {
            let (frame, stacked) = formation_frame(f, cell);
            let (cx, cy) = if stacked {
                (lattice::ICON_LENS / 2.0, cell.3 / 2.0)
            } else {
                (cell.2 / 2.0, PAIR_H / 2.0)
            };
            // The widest pair: a lens and a triangle.
            let icons: Vec<Outline> = pair_icons(Combination::BT, stacked)
                .iter()
                .chain(&pair_icons(Combination::BB, stacked))
                .chain(&pair_icons(Combination::TT, stacked))
                .map(|&(lens, dx, dy)| {
                    let size = if lens {
                        lattice::ICON_LENS
                    } else {
                        lattice::ICON_TRIANGLE
                    };
                    lattice::icon_outline(lens, cx + dx, cy + dy, size)
                })
                .collect();
            f.offensive
                .iter()
                .chain(&f.surrounded)
                .map(move |field| {
                    (
                        f.id.clone(),
                        lattice::outline_plump(&frame, field, FORMATION_WIDE, FORMATION_SCALE),
                        icons.clone(),
                    )
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Draws the Tree from `(x, y)`, `w` wide, with the fields in `moves` outlined as choices;
/// returns the y below it.
pub fn tree(
    svg: &mut Svg,
    view: &View,
    x: f32,
    y: f32,
    w: f32,
    moves: &[TreeField],
    drawn: &mut Drawn,
) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    let title = WORDS.say("ex-tree-title");
    svg.text(x, y + HEAD, &title, &head);
    let note = TextStyle::new(TXT, MUTED).end();
    let room = w - head.width(&title) - 24.0;
    squeezed_text(
        svg,
        (x + w, y + HEAD),
        &WORDS.say("ex-pic-tree-note"),
        &note,
        room,
    );
    let strip = y + HEAD + 10.0;
    let upper = strip + PAIR_H + FORMATION_H + 4.0;
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
                    lower + BOX_H - strip + 6.0,
                    &Style::fill(STRIPE),
                );
            }
            pair_and_formation(
                b,
                r.combination,
                &r.formation,
                (cx + 3.0, strip, cw - 6.0, PAIR_H + FORMATION_H),
            );
        }
        for &(a, c) in &t.paths {
            bar(b, at(a), at(c), 3.0, RULE);
        }
    });
    let active = view.on_tree.get(view.active).copied().flatten();
    let name_style = TextStyle::new(TXT, TEXT);
    let angle_style = TextStyle::new(TXT, MUTED);
    let bw = cw - 4.0;
    for f in &view.tree.fields {
        let bx = col_x(f.row) + 2.0;
        let by = box_y(f.column);
        let style = if moves.contains(&f.field) {
            Style::fill(BAND).with_stroke(PAPER, 4.0)
        } else if view.over.is_none() && active == Some(f.field) {
            Style::fill(BAND).with_stroke(ACCENT, 4.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(bx, by, bw, BOX_H, 9.0, &style);
        let name = f.field.name();
        let name_w = name_style.width(name).min(bw - 10.0);
        squeezed_text(
            svg,
            (bx + 5.0, by + NAME_BASE),
            name,
            &name_style,
            bw - 10.0,
        );
        drawn.tree_texts.push((
            name.to_string(),
            [
                bx + 5.0,
                by + NAME_BASE - 0.76 * TXT,
                bx + 5.0 + name_w,
                by + NAME_BASE + 0.24 * TXT,
            ],
        ));
        // The Vitruvians at the lower right, under the name; the angle left of them.
        let discs = super::vitruvians(svg, &f.vitruvians, bx + bw - 4.0, by + TOKEN_Y);
        if let Some(d) = discs {
            drawn.tree_tokens.push(d);
        }
        let room = discs.map_or(bw - 10.0, |d| d[0] - 4.0 - (bx + 5.0));
        // The degree sign goes where the Vitruvians leave too little room for it.
        let mut angle = format!("{}°", f.rule.degrees);
        if angle_style.width(&angle) * draw::NARROWEST > room {
            angle.pop();
        }
        let base = angle_style.baseline_for(by + TOKEN_Y);
        squeezed_text(svg, (bx + 5.0, base), &angle, &angle_style, room);
        let angle_w = angle_style.width(&angle).min(room);
        drawn.tree_texts.push((
            angle,
            [
                bx + 5.0,
                base - 0.76 * TXT,
                bx + 5.0 + angle_w,
                base + 0.24 * TXT,
            ],
        ));
    }
    lower + BOX_H
}
