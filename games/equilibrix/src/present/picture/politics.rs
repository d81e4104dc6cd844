//! A political map (EX-M1, EX-M2), laid out from `data/equilibrix/political.txt`: the owner's
//! own Vitruvian fixed top left, each chain of fields from a circle along its arrows in one row,
//! coalition fields (marked +) on the left, opposition fields (marked ×) on the right, arrows
//! off the map at the end, and the other players' Vitruvians where they stand.

use super::{bar, token, HEAD, TXT};
use crate::rules::view::MapView;
use crate::rules::MapField;
use game_kit::Seat;
use present_kit::picture::palette::{ACCENT, BAND, MUTED, RULE, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

const CELL_W: f32 = 136.0;
const CELL_H: f32 = 40.0;
/// A Vitruvian's radius here: its letter is then [`TXT`] tall.
const TOKEN: f32 = 18.0;
const GAP_X: f32 = 28.0;
const GAP_Y: f32 = 8.0;

/// Each map field's (column, row) on the drawing. Chains start at circle fields; a chain with
/// no coalition field shares the top row with the owner's Vitruvian.
fn layout() -> Vec<(MapField, usize, usize)> {
    let chains: Vec<Vec<MapField>> = MapField::all()
        .filter(|f| f.circle())
        .map(|start| {
            let mut chain = vec![start];
            while let Some(n) = chain.last().and_then(|f| f.next()) {
                if chain.contains(&n) || chain.len() > 8 {
                    break;
                }
                chain.push(n);
            }
            chain
        })
        .collect();
    let coalition_cols = chains
        .iter()
        .map(|c| c.iter().filter(|f| f.coalition()).count())
        .max()
        .unwrap_or(0)
        .max(1);
    let mut out = Vec::new();
    let mut row = 1;
    for chain in &chains {
        let r = if chain.iter().any(|f| f.coalition()) {
            row += 1;
            row - 1
        } else {
            0
        };
        let (mut coal, mut opp) = (0, 0);
        for &f in chain {
            if out.iter().any(|(g, _, _)| *g == f) {
                continue;
            }
            let col = if f.coalition() {
                coal += 1;
                coal - 1
            } else {
                opp += 1;
                coalition_cols + opp - 1
            };
            out.push((f, col, r));
        }
    }
    out
}

/// A "+" or "×" mark.
fn mark(svg: &mut Svg, coalition: bool, cx: f32, cy: f32) {
    let s = 5.0;
    if coalition {
        bar(svg, (cx - s, cy), (cx + s, cy), 2.5, MUTED);
        bar(svg, (cx, cy - s), (cx, cy + s), 2.5, MUTED);
    } else {
        bar(svg, (cx - s, cy - s), (cx + s, cy + s), 2.5, MUTED);
        bar(svg, (cx - s, cy + s), (cx + s, cy - s), 2.5, MUTED);
    }
}

/// An arrow from `(x1, y)` to `(x2, y)`.
fn arrow(svg: &mut Svg, x1: f32, x2: f32, y: f32) {
    bar(svg, (x1, y), (x2 - 6.0, y), 3.0, RULE);
    svg.polygon(
        &[(x2, y), (x2 - 9.0, y - 6.0), (x2 - 9.0, y + 6.0)],
        &Style::fill(RULE),
    );
}

/// The map's height from its top, heading included.
pub fn height() -> f32 {
    let rows = layout().iter().map(|c| c.2).max().unwrap_or(0) + 1;
    HEAD + 14.0 + rows as f32 * (CELL_H + GAP_Y) - GAP_Y
}

/// Draws `owner`'s map from `(x, y)`; returns the y below it.
pub fn map(svg: &mut Svg, map: &MapView, owner: Seat, title: &str, x: f32, y: f32) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, title, &head);
    let top = y + HEAD + 14.0;
    let cells = layout();
    let cols = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    let rows = cells.iter().map(|c| c.2).max().unwrap_or(0) + 1;
    let cell_x = |c: usize| x + c as f32 * (CELL_W + GAP_X);
    let cell_y = |r: usize| top + r as f32 * (CELL_H + GAP_Y);
    let coalition_cols = cells
        .iter()
        .filter(|c| !c.0.coalition())
        .map(|c| c.1)
        .min()
        .unwrap_or(cols);
    // The sides: a divider between coalition and opposition, with their words.
    let split = cell_x(coalition_cols) - GAP_X / 2.0;
    let bottom = cell_y(rows) - GAP_Y;
    bar(svg, (split, top - 4.0), (split, bottom + 4.0), 2.0, RULE);
    // The owner's own Vitruvian.
    let (ox, oy) = (cell_x(0), cell_y(0));
    svg.rounded_rect(ox, oy, CELL_W, CELL_H, 9.0, &Style::stroke(RULE, 1.5));
    token(svg, owner, ox + 24.0, oy + CELL_H / 2.0, TOKEN);
    let note = TextStyle::new(TXT, MUTED);
    svg.text(
        ox + 50.0,
        note.baseline_for(oy + CELL_H / 2.0),
        "own",
        &note,
    );
    let name = TextStyle::new(TXT, TEXT).bold();
    for &(f, c, r) in &cells {
        let (cx, cy) = (cell_x(c), cell_y(r));
        let style = if f.circle() {
            Style::fill(BAND).with_stroke(ACCENT, 2.5)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(cx, cy, CELL_W, CELL_H, CELL_H / 2.0, &style);
        mark(svg, f.coalition(), cx + 16.0, cy + CELL_H / 2.0);
        svg.text(
            cx + 28.0,
            name.baseline_for(cy + CELL_H / 2.0),
            f.name(),
            &name,
        );
        let on: &[Seat] = map
            .fields
            .iter()
            .find(|(g, _)| *g == f)
            .map_or(&[], |(_, v)| v.as_slice());
        for (i, &s) in on.iter().enumerate() {
            token(
                svg,
                s,
                cx + CELL_W - 4.0 - TOKEN - i as f32 * 24.0,
                cy + CELL_H / 2.0,
                TOKEN,
            );
        }
        let next_x = match f.next() {
            Some(n) => cells
                .iter()
                .find(|(g, _, _)| *g == n)
                .map(|&(_, nc, _)| cell_x(nc)),
            None => None,
        };
        let y_mid = cy + CELL_H / 2.0;
        match next_x {
            Some(nx) => arrow(svg, cx + CELL_W + 2.0, nx - 2.0, y_mid),
            None => {
                arrow(svg, cx + CELL_W + 2.0, cx + CELL_W + GAP_X - 4.0, y_mid);
            }
        }
    }
    bottom
}
