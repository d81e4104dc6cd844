//! Quinox as a picture: the hex board with every tile (its face, name, colour band, label and
//! tokens), the free spaces where the next tile may go (dashed, labelled with the coordinate a
//! player picks or types, Q-6), the last placements outlined, the players with their colours
//! and scores so far, and the pool. Drawn from a [`View`] only; the bag appears as a count,
//! never by its tiles or their order.
//!
//! Colour-blind safety: a tile's face is black or white (never a hue), its colour band uses
//! the Okabe-Ito hues and carries the colour's letter (R, Y, P, B, explained by a legend), free
//! spaces are dashed while the last placements have a solid thick outline, and tokens are coins
//! with their number.

use super::board::{final_line, last_placed, pending_lines, phase_line};
use super::text::{face, name, points};
use crate::rules::{CellView, Colour, Face, Hex, PoolView, StepView, TileId, View};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::font;
use present_kit::picture::palette::{
    ACCENT, BAND, BODY, COIN, COIN_RIM, GOOD, INK, LARGE, MARGIN, MUTED, PAPER, SMALL, TEXT, TITLE,
    WIDTH,
};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::present::Names;

/// The largest hex radius (a small board is not blown up) and the tallest board area.
const MAX_RADIUS: f32 = 50.0;
const MAX_BOARD_H: f32 = 760.0;
const SQRT3: f32 = 1.732_050_8;

/// A black face: near black, outlined so it stands out from the dark table.
const BLACK_FACE: Color = Color(0x16, 0x16, 0x16);
const BLACK_EDGE: Color = Color(0x9a, 0xa5, 0x9f);
/// The grey Stone.
const STONE: Color = Color(0x8f, 0x92, 0x90);
/// Labels printed on a face: dim but readable (above 4.5:1 on their face).
const LABEL_ON_WHITE: Color = Color(0x4d, 0x4d, 0x4d);
const LABEL_ON_BLACK: Color = Color(0xb8, 0xb8, 0xb8);

/// The colour band's hue (Okabe-Ito: vermillion, yellow, reddish purple, blue), its letter and
/// the letter's ink.
pub fn band_look(c: Colour) -> (Color, char, Color) {
    match c {
        Colour::Red => (Color(0xd5, 0x5e, 0x00), 'R', PAPER),
        Colour::Yellow => (Color(0xf0, 0xe4, 0x42), 'Y', INK),
        Colour::Purple => (Color(0xcc, 0x79, 0xa7), 'P', INK),
        Colour::Blue => (Color(0x00, 0x72, 0xb2), 'B', PAPER),
    }
}

/// A hex's centre at radius 1 (pointy-topped, `crate::rules::hex`).
fn unit_centre(h: Hex) -> (f32, f32) {
    (SQRT3 * (h.q as f32 + h.r as f32 / 2.0), 1.5 * h.r as f32)
}

fn corners(cx: f32, cy: f32, r: f32) -> Vec<(f32, f32)> {
    (0..6)
        .map(|k| {
            let a = (60.0 * k as f32 - 90.0).to_radians();
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// The narrowest a name is squeezed before its font gets smaller.
const MIN_SQUEEZE: f32 = 0.78;

/// The size of text `text` fitting `max` pixels, at most `size`.
fn fitted(text: &str, size: f32, bold: bool, max: f32) -> f32 {
    let weight = if bold {
        font::Weight::Bold
    } else {
        font::Weight::Regular
    };
    let w = font::width(text, size, weight);
    if w <= max {
        size
    } else {
        (size * max / w).max(6.0)
    }
}

/// `style` for `text` fitting `max` pixels: a long name is first narrowed (down to
/// [`MIN_SQUEEZE`], keeping its height), and only then set smaller.
fn squeezed(text: &str, style: TextStyle, max: f32) -> TextStyle {
    let w = style.width(text);
    if w <= max {
        return style;
    }
    let squeeze = (max / w).max(MIN_SQUEEZE);
    let size = fitted(
        text,
        style.size,
        style.weight == font::Weight::Bold,
        max / squeeze,
    );
    TextStyle { size, ..style }.squeezed(squeeze)
}

/// What one pass over the board draws: first every space's shapes, then every text, so that
/// no space's shape is drawn over a neighbour's text and all texts can go to the picture kit's
/// text overlay (drawn from cached glyphs, a fraction of resvg's cost; `picture::overlay`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layer {
    Shapes,
    Texts,
}

/// The colour band with its letter, `w` wide and `h` tall, its top left at (`x`, `y`).
fn band(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour) {
    for layer in [Layer::Shapes, Layer::Texts] {
        band_layer(svg, x, y, w, h, c, layer);
    }
}

fn band_layer(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour, layer: Layer) {
    let (hue, letter, ink) = band_look(c);
    if layer == Layer::Shapes {
        svg.rounded_rect(x, y, w, h, h * 0.3, &Style::fill(hue));
        return;
    }
    let style = TextStyle::new(h * 0.85, ink).bold().middle();
    svg.text(
        x + w / 2.0,
        style.baseline_for(y + h / 2.0),
        &letter.to_string(),
        &style,
    );
}

/// A coin with its number.
fn token(svg: &mut Svg, cx: f32, cy: f32, r: f32, n: u32) {
    for layer in [Layer::Shapes, Layer::Texts] {
        token_layer(svg, cx, cy, r, n, layer);
    }
}

fn token_layer(svg: &mut Svg, cx: f32, cy: f32, r: f32, n: u32, layer: Layer) {
    if layer == Layer::Shapes {
        svg.circle(cx, cy, r, &Style::fill(COIN).with_stroke(COIN_RIM, 1.5));
        return;
    }
    let style = TextStyle::new(r * 1.3, INK).bold().middle();
    svg.text(cx, style.baseline_for(cy), &n.to_string(), &style);
}

/// One occupied space.
fn tile_hex(svg: &mut Svg, c: &CellView, cx: f32, cy: f32, r: f32, layer: Layer) {
    let hex = corners(cx, cy, r * 0.96);
    let (fill, ink, dim) = match c.face {
        Some(Face::White) => (Style::fill(PAPER), INK, LABEL_ON_WHITE),
        Some(Face::Black) => (
            Style::fill(BLACK_FACE).with_stroke(BLACK_EDGE, 1.5),
            TEXT,
            LABEL_ON_BLACK,
        ),
        None => (Style::fill(STONE), INK, INK),
    };
    if layer == Layer::Shapes {
        svg.polygon(&hex, &fill);
    } else {
        let label = c.at.to_string();
        let small = TextStyle::new(r * 0.33, dim).middle();
        svg.text(cx, small.baseline_for(cy - r * 0.56), &label, &small);
        let name = c.tile.map_or("STONE", TileId::name);
        let style = squeezed(name, TextStyle::new(r * 0.4, ink).bold().middle(), r * 1.5);
        svg.text(cx, style.baseline_for(cy - r * 0.12), name, &style);
    }
    if let Some(colour) = c.colour {
        let (w, h) = (r * 1.05, r * 0.3);
        band_layer(svg, cx - w / 2.0, cy + r * 0.12, w, h, colour, layer);
    }
    if c.tokens > 0 {
        token_layer(svg, cx, cy + r * 0.68, r * 0.17, c.tokens, layer);
    }
}

/// A free space where the next tile may go: dashed, with its label.
fn free_hex(svg: &mut Svg, at: Hex, cx: f32, cy: f32, r: f32, layer: Layer) {
    if layer == Layer::Shapes {
        let hex = corners(cx, cy, r * 0.9);
        svg.polygon(
            &hex,
            &Style::fill(BAND).with_stroke(ACCENT, 2.0).dashed(6.0, 4.0),
        );
        return;
    }
    let label = at.to_string();
    let size = fitted(&label, r * 0.42, true, r * 1.4);
    let style = TextStyle::new(size, ACCENT).bold().middle();
    svg.text(cx, style.baseline_for(cy), &label, &style);
}

/// The board: tiles, free spaces and the last placements; returns the y below it.
fn board(svg: &mut Svg, view: &View, y: f32) -> f32 {
    // Empty spaces a target choice may pick (HOOK's move, EXILE's space) are drawn like free
    // spaces.
    let free: Vec<Hex> = view
        .spaces
        .iter()
        .chain(
            view.targets
                .iter()
                .filter(|h| !view.board.iter().any(|c| c.at == **h)),
        )
        .copied()
        .collect();
    let all: Vec<Hex> = view
        .board
        .iter()
        .map(|c| c.at)
        .chain(free.iter().copied())
        .collect();
    if all.is_empty() {
        return y;
    }
    let pts: Vec<(f32, f32)> = all.iter().map(|h| unit_centre(*h)).collect();
    let fold = |f: fn(f32, f32) -> f32, i: usize, start: f32| {
        pts.iter()
            .map(|p| if i == 0 { p.0 } else { p.1 })
            .fold(start, f)
    };
    let (x0, x1) = (
        fold(f32::min, 0, f32::MAX) - SQRT3 / 2.0,
        fold(f32::max, 0, f32::MIN) + SQRT3 / 2.0,
    );
    let (y0, y1) = (
        fold(f32::min, 1, f32::MAX) - 1.0,
        fold(f32::max, 1, f32::MIN) + 1.0,
    );
    let room = draw::inner_width();
    let r = (room / (x1 - x0))
        .min(MAX_BOARD_H / (y1 - y0))
        .min(MAX_RADIUS);
    let left = MARGIN + 8.0 + (room - (x1 - x0) * r) / 2.0;
    let at = |h: Hex| {
        let (ux, uy) = unit_centre(h);
        (left + (ux - x0) * r, y + (uy - y0) * r)
    };
    for h in &free {
        let (cx, cy) = at(*h);
        free_hex(svg, *h, cx, cy, r, Layer::Shapes);
    }
    for c in &view.board {
        let (cx, cy) = at(c.at);
        tile_hex(svg, c, cx, cy, r, Layer::Shapes);
    }
    for h in &view.recent {
        let (cx, cy) = at(*h);
        svg.polygon(&corners(cx, cy, r * 0.96), &Style::stroke(ACCENT, 5.0));
    }
    // What the acting tile may choose: a dashed blue edge over the tile's own, so that a
    // target that was also placed last shows both marks in turn; picks made so far: a solid
    // blue edge.
    for h in &view.targets {
        let (cx, cy) = at(*h);
        svg.polygon(
            &corners(cx, cy, r * 0.97),
            &Style::stroke(GOOD, 4.0).dashed(7.0, 4.0),
        );
    }
    if let StepView::Target { picks, .. } = &view.step {
        for h in picks {
            let (cx, cy) = at(*h);
            svg.polygon(&corners(cx, cy, r * 0.97), &Style::stroke(GOOD, 5.0));
        }
    }
    // The texts last: the marks above are on the spaces' edges, clear of them.
    for h in &free {
        let (cx, cy) = at(*h);
        free_hex(svg, *h, cx, cy, r, Layer::Texts);
    }
    for c in &view.board {
        let (cx, cy) = at(c.at);
        tile_hex(svg, c, cx, cy, r, Layer::Texts);
    }
    y + (y1 - y0) * r
}

/// A pool tile as a chip: name, colour band, token; returns its width.
fn chip(svg: &mut Svg, x: f32, y: f32, p: &PoolView, chosen: bool) -> f32 {
    let (w, h) = (112.0, 58.0);
    let style = if chosen {
        Style::fill(PAPER).with_stroke(ACCENT, 4.0)
    } else {
        Style::fill(PAPER)
    };
    svg.rounded_rect(x, y, w, h, 8.0, &style);
    let name = p.tile.name();
    let text = squeezed(name, TextStyle::new(SMALL, INK).bold().middle(), w - 12.0);
    svg.text(x + w / 2.0, text.baseline_for(y + 17.0), name, &text);
    band(
        svg,
        x + 8.0,
        y + 32.0,
        if p.token { 64.0 } else { 96.0 },
        18.0,
        p.tile.colour(),
    );
    if p.token {
        token(svg, x + w - 20.0, y + 41.0, 11.0, 1);
    }
    w
}

/// The pool and the chosen tiles still to play; returns the y below.
fn pool(svg: &mut Svg, view: &View, names: &Names, y: f32) -> f32 {
    let mut y = y;
    let row = |svg: &mut Svg, title: String, list: &[PoolView], chosen: bool, y: f32| {
        let head = TextStyle::new(BODY, TEXT).bold();
        svg.text(MARGIN + 8.0, y + BODY, &title, &head);
        let mut x = MARGIN + 8.0;
        let mut y = y + BODY + 10.0;
        for p in list {
            if x + 112.0 > WIDTH - MARGIN {
                x = MARGIN + 8.0;
                y += 66.0;
            }
            x += chip(svg, x, y, p, chosen) + 8.0;
        }
        y + 66.0
    };
    if !view.hand.is_empty() {
        let who = name(names, view.active);
        y = row(
            svg,
            format!("Chosen by {who}, still to play"),
            &view.hand,
            true,
            y,
        );
    }
    let title = format!(
        "Pool ({}) · bag: {}",
        view.pool.len(),
        present_kit::text::count(view.bag, "tile")
    );
    if view.pool.is_empty() {
        let head = TextStyle::new(BODY, TEXT).bold();
        svg.text(
            MARGIN + 8.0,
            y + BODY,
            &format!("{title} · the pool is empty"),
            &head,
        );
        y + BODY + 12.0
    } else {
        row(svg, title, &view.pool, false, y)
    }
}

/// The two players: colour swatch, name, colour, points so far and supply.
fn players(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) -> f32 {
    let half = (WIDTH - 2.0 * MARGIN) / 2.0;
    for seat in 0..2 {
        let x = MARGIN + seat as f32 * half;
        let cy = y + 22.0;
        if view.active == seat && view.result.is_none() {
            draw::turn_marker(svg, x + 4.0, cy, 20.0);
        }
        let f = view.colours.map(|c| c[seat]);
        let swatch = corners(x + 44.0, cy + 10.0, 20.0);
        match f {
            Some(Face::White) => svg.polygon(&swatch, &Style::fill(PAPER)),
            Some(Face::Black) => svg.polygon(
                &swatch,
                &Style::fill(BLACK_FACE).with_stroke(BLACK_EDGE, 1.5),
            ),
            None => svg.polygon(&swatch, &Style::stroke(MUTED, 2.0).dashed(4.0, 3.0)),
        }
        let style = TextStyle::new(LARGE, TEXT).bold();
        let mut label = name(names, seat);
        if me == Some(seat) {
            label.push_str(" (you)");
        }
        let shown = draw::name_fit(&label, &format!("Seat {}", seat + 1), &style, half - 80.0);
        svg.text(x + 72.0, cy + 8.0, &shown, &style);
        let mut parts =
            vec![f.map_or("colour not chosen yet".to_string(), |f| face(f).to_string())];
        match &view.result {
            Some(fin) => parts.push(points(fin.score[seat])),
            None => parts.push(format!("{} so far", points(view.scores[seat]))),
        }
        parts.push(format!("supply {}", view.supply[seat]));
        let sub = TextStyle::new(SMALL, MUTED);
        let text = draw::name_fit(&parts.join(" · "), "", &sub, half - 80.0);
        svg.text(x + 72.0, cy + 34.0, &text, &sub);
    }
    y + 70.0
}

/// Title and turn; returns the y below.
fn header(svg: &mut Svg, view: &View, title: &str) -> f32 {
    let y = MARGIN;
    svg.text(
        MARGIN + 8.0,
        y + TITLE,
        title,
        &TextStyle::new(TITLE, TEXT).bold(),
    );
    let right = if view.result.is_some() {
        "Game over".to_string()
    } else {
        format!("Turn {}", view.turn)
    };
    svg.text(
        WIDTH - MARGIN - 8.0,
        y + TITLE,
        &right,
        &TextStyle::new(BODY, MUTED).end(),
    );
    y + TITLE + 14.0
}

/// The bands' letters, the coins and the dashed spaces explained, and the target marks while
/// a target is chosen (a second line, as the first one is full).
fn legend(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let mut x = MARGIN + 8.0;
    let cy = y + 14.0;
    let text = TextStyle::new(SMALL * 0.9, MUTED);
    for (c, word) in [
        (Colour::Red, "red"),
        (Colour::Yellow, "yellow"),
        (Colour::Purple, "purple"),
        (Colour::Blue, "blue"),
    ] {
        band(svg, x, cy - 9.0, 22.0, 18.0, c);
        svg.text(x + 27.0, text.baseline_for(cy), word, &text);
        x += 27.0 + text.width(word) + 14.0;
    }
    token(svg, x + 10.0, cy, 10.0, 1);
    svg.text(x + 25.0, text.baseline_for(cy), "point token", &text);
    x += 25.0 + text.width("point token") + 14.0;
    let dashed = corners(x + 12.0, cy, 12.0);
    svg.polygon(
        &dashed,
        &Style::fill(BAND).with_stroke(ACCENT, 2.0).dashed(4.0, 3.0),
    );
    svg.text(x + 30.0, text.baseline_for(cy), "free space", &text);
    x += 30.0 + text.width("free space") + 14.0;
    svg.polygon(&corners(x + 12.0, cy, 12.0), &Style::stroke(ACCENT, 3.0));
    svg.text(x + 30.0, text.baseline_for(cy), "last placed", &text);
    let StepView::Target { actor, picks, .. } = &view.step else {
        return y + 32.0;
    };
    if view.targets.is_empty() {
        // Naming tiles (DESTINY): nothing on the board to mark.
        return y + 32.0;
    }
    let (x, cy) = (MARGIN + 8.0, cy + 30.0);
    svg.polygon(
        &corners(x + 12.0, cy, 12.0),
        &Style::stroke(GOOD, 3.0).dashed(4.0, 3.0),
    );
    let what = format!("{actor} may choose this");
    svg.text(x + 30.0, text.baseline_for(cy), &what, &text);
    if !picks.is_empty() {
        let x = x + 30.0 + text.width(&what) + 14.0;
        svg.polygon(&corners(x + 12.0, cy, 12.0), &Style::stroke(GOOD, 3.0));
        svg.text(x + 30.0, text.baseline_for(cy), "chosen so far", &text);
    }
    y + 62.0
}

/// The seat the table waits for, if any.
fn awaited(view: &View) -> Option<Seat> {
    match &view.step {
        StepView::ChooseColour { seat }
        | StepView::Choose { seat, .. }
        | StepView::Tile { seat }
        | StepView::Face { seat, .. }
        | StepView::Space { seat, .. }
        | StepView::Target { seat, .. } => Some(*seat),
        StepView::Over => None,
    }
}

fn footer_lines(view: &View, names: &Names, me: Option<Seat>) -> Vec<(String, TextStyle)> {
    let muted = TextStyle::new(SMALL, MUTED);
    let mut lines: Vec<(String, TextStyle)> = pending_lines(view, names)
        .into_iter()
        .map(|l| (l, TextStyle::new(SMALL, TEXT).bold()))
        .collect();
    if !view.recent.is_empty() {
        lines.push((format!("Last placed: {}", last_placed(view)), muted));
    }
    if let Some(line) = final_line(view, names) {
        lines.push((line, TextStyle::new(BODY, TEXT).bold()));
    }
    match me {
        Some(seat) if awaited(view) == Some(seat) => {
            // The private view: the player's own step, as the menu under the picture asks it.
            let mut as_you = names.to_vec();
            as_you.resize(2, String::new());
            as_you[seat.min(1)] = "you".into();
            let line = phase_line(view, &as_you);
            lines.push((line, TextStyle::new(BODY, ACCENT).bold()));
        }
        _ => lines.push((phase_line(view, names), TextStyle::new(BODY, TEXT))),
    }
    lines
}

fn picture(view: &View, names: &Names, title: &str, me: Option<Seat>) -> String {
    let mut svg = draw::table(WIDTH);
    let mut y = header(&mut svg, view, title);
    y = players(&mut svg, view, names, me, y);
    y = board(&mut svg, view, y + 6.0) + 12.0;
    y = legend(&mut svg, view, y);
    if view.result.is_none() {
        y = pool(&mut svg, view, names, y + 6.0);
    }
    let height = draw::footer(&mut svg, &footer_lines(view, names, me), y, MARGIN - 8.0);
    svg.set_height(height);
    svg.finish()
}

/// The public board, from the spectator's view.
pub fn board_svg(view: &View, names: &Names) -> String {
    picture(view, names, "Quinox", None)
}

/// A seat's view: the same board (Quinox hides nothing from a player but the bag's order),
/// with the seat marked as "you".
pub fn private_svg(view: &View, names: &Names) -> String {
    let me = match view.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Spectator => None,
    };
    picture(view, names, "Quinox · your view", me)
}
