//! A political map (EX-M1, EX-M2), laid out from the crate's `data/political.txt` in the column
//! beside the board: the owner's own Vitruvian beside the heading, each chain of fields from a
//! circle down along its arrows in a column of its own, coalition fields in the upper rows
//! and opposition fields in the lowest, below a line, arrows off the map at the end, and the
//! other players' Vitruvians where they stand.

use super::{bar, token, vitruvians, HEAD, TOKEN};
use crate::rules::view::MapView;
use crate::rules::MapField;
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::picture::palette::{ACCENT, BAND, RULE, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

const CELL_H: f32 = 42.0;
/// The room between two rows, where the arrows run.
const GAP_Y: f32 = 22.0;
/// How far the last arrow runs off the map.
const OFF: f32 = 18.0;

/// Each map field's (column, row) on the drawing: a column per chain (a chain starts at a
/// circle field), coalition fields in the rows from the top, opposition fields in the rows
/// after every chain's coalition fields.
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
    let coalition_rows = chains
        .iter()
        .map(|c| c.iter().filter(|f| f.coalition()).count())
        .max()
        .unwrap_or(0);
    let mut out: Vec<(MapField, usize, usize)> = Vec::new();
    for (col, chain) in chains.iter().enumerate() {
        let (mut coal, mut opp) = (0, 0);
        for &f in chain {
            if out.iter().any(|(g, _, _)| *g == f) {
                continue;
            }
            let row = if f.coalition() {
                coal += 1;
                coal - 1
            } else {
                opp += 1;
                coalition_rows + opp - 1
            };
            out.push((f, col, row));
        }
    }
    out
}

/// An arrow down from `(x, y1)` to `(x, y2)`.
fn arrow(svg: &mut Svg, x: f32, y1: f32, y2: f32) {
    bar(svg, (x, y1), (x, y2 - 6.0), 3.0, RULE);
    svg.polygon(
        &[(x, y2), (x - 6.0, y2 - 9.0), (x + 6.0, y2 - 9.0)],
        &Style::fill(RULE),
    );
}

/// Draws `owner`'s map from `(x, y)`, `w` wide; returns the y below it.
pub fn map(svg: &mut Svg, map: &MapView, owner: Seat, x: f32, y: f32, w: f32) -> f32 {
    let head = TextStyle::new(HEAD, TEXT).bold();
    let title = WORDS.say("ex-pic-your-map");
    // The token may reach a little into the margin, as it always has.
    let room = w + 4.0 - 2.0 * TOKEN;
    if head.width(&title) * present_kit::picture::draw::NARROWEST <= room {
        super::squeezed_text(svg, (x, y + HEAD), &title, &head, room);
        token(
            svg,
            owner,
            x + head.width(&title).min(room) + 8.0 + TOKEN,
            y + HEAD - 0.36 * HEAD,
            TOKEN,
        );
    } else {
        // A longer title (issue 48: some languages) takes the whole line in smaller type,
        // without the owner's token (their row in the players' list is marked anyway).
        let small = TextStyle::new(super::TXT, TEXT).bold();
        super::squeezed_text(svg, (x, y + HEAD), &title, &small, w + 8.0);
    }
    let top = y + HEAD + 16.0;
    let cells = layout();
    let cols = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    let rows = cells.iter().map(|c| c.2).max().unwrap_or(0) + 1;
    let name = TextStyle::new(super::TXT, TEXT).bold();
    // Each column as wide as its widest field: the name and its slots' Vitruvians.
    let widths: Vec<f32> = (0..cols)
        .map(|c| {
            cells
                .iter()
                .filter(|f| f.1 == c)
                .map(|f| {
                    let discs = if f.0.slots() > 1 {
                        2.0 * TOKEN + 22.0
                    } else {
                        2.0 * TOKEN
                    };
                    8.0 + name.width(f.0.name()) + 6.0 + discs + 4.0
                })
                .fold(0.0, f32::max)
        })
        .collect();
    let gap = ((w - widths.iter().sum::<f32>()) / (cols.max(2) - 1) as f32).max(4.0);
    let col_x = |c: usize| x + widths[..c].iter().sum::<f32>() + c as f32 * gap;
    let row_y = |r: usize| top + r as f32 * (CELL_H + GAP_Y);
    // The line between the coalition rows and the opposition row.
    let coalition_rows = cells
        .iter()
        .filter(|c| !c.0.coalition())
        .map(|c| c.2)
        .min()
        .unwrap_or(rows);
    if coalition_rows > 0 && coalition_rows < rows {
        let ly = row_y(coalition_rows) - GAP_Y / 2.0;
        bar(svg, (x, ly), (x + w, ly), 2.0, RULE);
    }
    for &(f, c, r) in &cells {
        let (cx, cy) = (col_x(c), row_y(r));
        let cw = widths[c];
        let style = if f.circle() {
            Style::fill(BAND).with_stroke(ACCENT, 2.5)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(cx, cy, cw, CELL_H, CELL_H / 2.0, &style);
        svg.text(
            cx + 10.0,
            name.baseline_for(cy + CELL_H / 2.0),
            f.name(),
            &name,
        );
        let on: &[Seat] = map
            .fields
            .iter()
            .find(|(g, _)| *g == f)
            .map_or(&[], |(_, v)| v.as_slice());
        vitruvians(svg, on, cx + cw - 2.0, cy + CELL_H / 2.0);
        let mid = cx + cw / 2.0;
        let next_y = f
            .next()
            .and_then(|n| cells.iter().find(|(g, _, _)| *g == n))
            .map(|&(_, _, nr)| row_y(nr));
        match next_y {
            Some(ny) => arrow(svg, mid, cy + CELL_H + 2.0, ny - 2.0),
            None => arrow(svg, mid, cy + CELL_H + 2.0, cy + CELL_H + OFF),
        }
    }
    row_y(rows) - GAP_Y + OFF
}
