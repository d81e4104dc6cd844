//! Quinox as a picture: the hex board with every tile (its face, name and colour), the free
//! spaces where the next tile may go (dashed, labelled with the coordinate a player types,
//! Q-6), the last placements outlined, the players with their colours and scores so far, and
//! the pool. Drawn from a [`View`] only; the bag appears as a count, never by its tiles or
//! their order.
//!
//! # One size from the first move to the end (issue 28)
//!
//! The picture is always [`HEIGHT`] px tall and [`WIDTH`] wide, for the board and for every
//! seat's view alike (Quinox has one table size, two players), so the board message never
//! jumps when it is edited. Every part has a fixed slot: header, players, the board's frame,
//! legend, pool (or the final count) and a footer of at most [`FOOTER_LINES`] lines.
//!
//! The board grows as tiles are placed, and the rules put no bound on its shape worth
//! reserving room for: 48 pieces in a straight line (as a run of timed-out turns, which play
//! the first space in coordinate order, nearly builds) is about 50 spaces long. So the board is
//! **scaled into a fixed frame** ([`FRAME_W`] × [`FRAME_H`]) instead: the hexes are as large
//! as the frame allows (at most [`MAX_RADIUS`]). The frame is sized so that random games' largest
//! boards (about 17 spaces across and 18 rows, measured over 400 games) still show every label
//! a player types.
//!
//! # Readable on a phone
//!
//! Every text is at least [`MIN_TEXT`] px, 10 px when Discord shows the picture 400 px wide.
//! Text sizes do not shrink with the hexes; what a hex holds does instead:
//! - a free space (and an empty space a target choice may pick) holds only its label, the
//!   thing a player types, so it stays readable on the largest boards;
//! - a tile holds its name, cut to its first four or three letters when the whole name does
//!   not fit (every four-letter start is unique); its colour is the hex's top cap with the
//!   colour's symbol (▲ red, ● yellow, ◆ purple, ■ blue: colour never carries meaning alone),
//!   so it needs no text;
//! - when a hex has room for two rows, a tile also shows its coordinate or its tokens'
//!   number; a tile the acting tile may choose shows its label in a dark pill in either case,
//!   in place of its coordinate or, with one row only, in place of its name;
//! - on a board too large for every label to fit (far beyond random games: a long line of
//!   timed-out turns) the texts that do not fit are left out, and the legend says the
//!   message beside the picture lists the spaces.
//!
//! Colour-blind safety: a tile's face is black or white (never a hue), its colour is a hue
//! with a symbol, free spaces are dashed while the last placements have a solid thick outline,
//! the acting tile's choices a dashed blue one, and tokens are coins.

use super::board::{final_line, pending_lines, phase_line};
use super::text::{face, name, points};
use crate::rules::{CellView, Colour, Face, Hex, PoolView, StepView, TileId, View};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::font::{self, Weight};
use present_kit::picture::palette::{
    ACCENT, BAND, BODY, COIN, COIN_RIM, GOOD, INK, LARGE, MARGIN, MUTED, PAPER, RULE, TABLE, TEXT,
    TITLE, WIDTH,
};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::present::Names;

/// The smallest text: 10 px when the [`WIDTH`] px picture is shown 400 px wide (issue 28).
pub const MIN_TEXT: f32 = WIDTH * 10.0 / 400.0;
/// The board's frame: the full inner width, and room for random games' largest boards.
pub const FRAME_W: f32 = WIDTH - 2.0 * MARGIN - 16.0;
pub const FRAME_H: f32 = 780.0;
/// The largest hex radius: a small board is not blown up beyond this.
pub const MAX_RADIUS: f32 = 66.0;
/// Footer lines (what the table waits for, MAP / DESTINY / FAMINE) the picture reserves.
pub const FOOTER_LINES: usize = 4;
/// Slots of the fixed layout, top to bottom.
const HEADER_H: f32 = TITLE + 16.0;
const PLAYERS_H: f32 = 78.0;
const LEGEND_H: f32 = 84.0;
const POOL_H: f32 = 112.0;
const FOOTER_LINE: f32 = 30.0;
/// The picture's one height.
pub const HEIGHT: f32 = MARGIN
    + HEADER_H
    + PLAYERS_H
    + 6.0
    + FRAME_H
    + LEGEND_H
    + POOL_H
    + 20.0
    + FOOTER_LINES as f32 * FOOTER_LINE
    + MARGIN;

const SQRT3: f32 = 1.732_050_8;
/// The centres of a tile's two rows from the hex's centre, in text sizes: a text's letters
/// reach 0.365 above its centre and 0.6 below (descenders), so the rows are one size and a
/// little apart.
const TWO_ROWS: (f32, f32) = (-0.6, 0.48);
/// How narrow a text may be squeezed to fit (as names are, `draw::NARROWEST`).
const NARROWEST: f32 = draw::NARROWEST;

/// A black face: near black, outlined so it stands out from the dark table.
const BLACK_FACE: Color = Color(0x16, 0x16, 0x16);
const BLACK_EDGE: Color = Color(0x9a, 0xa5, 0x9f);
/// The grey Stone.
const STONE: Color = Color(0x8f, 0x92, 0x90);
/// Coordinates printed on a face: dim but readable (above 4.5:1 on their face).
const LABEL_ON_WHITE: Color = Color(0x4d, 0x4d, 0x4d);
const LABEL_ON_BLACK: Color = Color(0xb8, 0xb8, 0xb8);

/// The colour's hue (Okabe-Ito: vermillion, yellow, reddish purple, blue) and the ink of its
/// symbol on that hue.
pub fn hue(c: Colour) -> (Color, Color) {
    match c {
        Colour::Red => (Color(0xd5, 0x5e, 0x00), PAPER),
        Colour::Yellow => (Color(0xf0, 0xe4, 0x42), INK),
        Colour::Purple => (Color(0xcc, 0x79, 0xa7), INK),
        Colour::Blue => (Color(0x00, 0x72, 0xb2), PAPER),
    }
}

/// The colour's symbol, `s` its half size: ▲ red, ● yellow, ◆ purple, ■ blue. A shape needs
/// no minimum size as a text does, so it fits the smallest hex.
fn symbol(svg: &mut Svg, c: Colour, cx: f32, cy: f32, s: f32, ink: Color) {
    let style = Style::fill(ink);
    match c {
        Colour::Red => svg.polygon(
            &[
                (cx, cy - s),
                (cx + s * 1.05, cy + s * 0.8),
                (cx - s * 1.05, cy + s * 0.8),
            ],
            &style,
        ),
        Colour::Yellow => svg.circle(cx, cy, s * 0.85, &style),
        Colour::Purple => svg.polygon(
            &[(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)],
            &style,
        ),
        Colour::Blue => svg.rect(cx - s * 0.8, cy - s * 0.8, s * 1.6, s * 1.6, &style),
    }
}

/// A colour chip: the hue as a rounded rectangle with the symbol in its middle.
fn chip_band(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour) {
    let (fill, ink) = hue(c);
    svg.rounded_rect(x, y, w, h, h * 0.3, &Style::fill(fill));
    symbol(svg, c, x + w / 2.0, y + h / 2.0, h * 0.32, ink);
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

/// Half the width of a pointy-topped hex of radius `r` at `dy` from its centre.
fn half_width(r: f32, dy: f32) -> f32 {
    let dy = dy.abs();
    let side = SQRT3 / 2.0 * r;
    if dy <= r / 2.0 {
        side
    } else {
        (side * (r - dy) / (r / 2.0)).max(0.0)
    }
}

/// The hex's top cap above `dy` (negative: above the centre), as a polygon.
fn cap(cx: f32, cy: f32, r: f32, dy: f32) -> Vec<(f32, f32)> {
    let w = half_width(r, dy);
    let mut pts = vec![(cx, cy - r)];
    if dy > -r / 2.0 {
        pts.push((cx + SQRT3 / 2.0 * r, cy - r / 2.0));
    }
    pts.push((cx + w, cy + dy));
    pts.push((cx - w, cy + dy));
    if dy > -r / 2.0 {
        pts.push((cx - SQRT3 / 2.0 * r, cy - r / 2.0));
    }
    pts
}

/// A text that fits its room: what it says, its weight and how much it is narrowed.
type Fitted<'a> = (&'a str, Weight, f32);

/// The first of `candidates` (texts in their weights) that fits `max` px at `size`, narrowed
/// (down to [`NARROWEST`]) where needed; `None` when none fits.
fn fit<'a>(candidates: &[(&'a str, Weight)], size: f32, max: f32) -> Option<Fitted<'a>> {
    candidates.iter().find_map(|&(t, weight)| {
        let w = font::width(t, size, weight);
        if w <= max {
            Some((t, weight, 1.0))
        } else {
            (w * NARROWEST <= max).then(|| (t, weight, max / w))
        }
    })
}

/// A label (a space's coordinate) in bold, else in the narrower regular weight.
fn label_candidates(label: &str) -> [(&str, Weight); 2] {
    [(label, Weight::Bold), (label, Weight::Regular)]
}

/// A tile's name, then its first four and three letters (each four-letter start names one
/// tile only): what a hex too small for the name shows. Bold, else regular before a shorter
/// cut (a longer start reads better than a bolder one).
fn name_candidates(name: &str) -> [(&str, Weight); 5] {
    let cut = |n: usize| name.get(..n).unwrap_or(name);
    [
        (name, Weight::Bold),
        (name, Weight::Regular),
        (cut(4), Weight::Bold),
        (cut(4), Weight::Regular),
        (cut(3), Weight::Bold),
    ]
}

/// The board as drawn: where each space goes and how large the texts are.
struct Frame {
    left: f32,
    top: f32,
    x0: f32,
    y0: f32,
    /// Hex radius.
    r: f32,
    /// Text size in the hexes.
    size: f32,
}

impl Frame {
    /// The frame at `y` for `spaces`: as large as [`FRAME_W`] × [`FRAME_H`] and
    /// [`MAX_RADIUS`] allow, centred.
    fn new(spaces: &[Hex], y: f32) -> Frame {
        let pts: Vec<(f32, f32)> = spaces.iter().map(|h| unit_centre(*h)).collect();
        let min = |f: fn(&(f32, f32)) -> f32| pts.iter().map(f).fold(f32::MAX, f32::min);
        let max = |f: fn(&(f32, f32)) -> f32| pts.iter().map(f).fold(f32::MIN, f32::max);
        let (x0, x1) = (min(|p| p.0) - SQRT3 / 2.0, max(|p| p.0) + SQRT3 / 2.0);
        let (y0, y1) = (min(|p| p.1) - 1.0, max(|p| p.1) + 1.0);
        // The thick outlines reach a little outside the hexes.
        let r = ((FRAME_W - 8.0) / (x1 - x0))
            .min((FRAME_H - 8.0) / (y1 - y0))
            .min(MAX_RADIUS);
        Frame {
            left: MARGIN + 8.0 + (FRAME_W - (x1 - x0) * r) / 2.0,
            top: y + (FRAME_H - (y1 - y0) * r) / 2.0,
            x0,
            y0,
            r,
            size: (r * 0.4).clamp(MIN_TEXT, 28.0),
        }
    }

    fn at(&self, h: Hex) -> (f32, f32) {
        let (ux, uy) = unit_centre(h);
        (
            self.left + (ux - self.x0) * self.r,
            self.top + (uy - self.y0) * self.r,
        )
    }

    /// Whether a tile has room for two rows of text: its name, and under it its coordinate
    /// (the longest take four characters) or a target's label.
    fn two_rows(&self) -> bool {
        let widest = font::width("za49", self.size, Weight::Bold) * NARROWEST;
        self.room(TWO_ROWS.0 * self.size)
            .min(self.room(TWO_ROWS.1 * self.size))
            >= widest
    }

    /// The centres of a tile's rows, from the hex's centre: two rows one text height apart,
    /// or one row in the middle.
    fn rows(&self) -> (f32, f32) {
        if self.two_rows() {
            (TWO_ROWS.0 * self.size, TWO_ROWS.1 * self.size)
        } else {
            (0.0, 0.0)
        }
    }

    /// The width a text at `dy` from a hex's centre may take: the hex's width along the
    /// text's letters, less a margin.
    fn room(&self, dy: f32) -> f32 {
        let top = dy - 0.365 * self.size;
        let bottom = dy + 0.6 * self.size;
        2.0 * half_width(self.r, top).min(half_width(self.r, bottom)) * 0.9
    }

    /// The first of `candidates` that fits, centred `dy` below the centre of the hex at
    /// (`cx`, `cy`); whether one did.
    fn label(
        &self,
        svg: &mut Svg,
        (cx, cy): (f32, f32),
        dy: f32,
        candidates: &[(&str, Weight)],
        fill: Color,
    ) -> bool {
        let Some((text, weight, squeeze)) = fit(candidates, self.size, self.room(dy)) else {
            return false;
        };
        let style = TextStyle {
            weight,
            ..TextStyle::new(self.size, fill).middle().squeezed(squeeze)
        };
        svg.text(cx, style.baseline_for(cy + dy), text, &style);
        true
    }
}

/// Whether the acting tile may choose `at` now.
fn is_target(view: &View, at: Hex) -> bool {
    view.targets.contains(&at)
}

/// One tile's shapes: its face and its colour's cap with the symbol.
fn tile_shapes(svg: &mut Svg, f: &Frame, c: &CellView) {
    let (cx, cy) = f.at(c.at);
    let r = f.r;
    let hex = corners(cx, cy, r * 0.96);
    let fill = match c.face {
        Some(Face::White) => Style::fill(PAPER),
        Some(Face::Black) => Style::fill(BLACK_FACE).with_stroke(BLACK_EDGE, 1.5),
        None => Style::fill(STONE),
    };
    svg.polygon(&hex, &fill);
    if let Some(colour) = c.colour {
        // The cap ends just above the name's letters.
        let (name_row, _) = f.rows();
        let bottom = (name_row - 0.365 * f.size - 3.0).min(-0.45 * r);
        let (hue_fill, ink) = hue(colour);
        svg.polygon(&cap(cx, cy, r * 0.96, bottom), &Style::fill(hue_fill));
        let top = -0.96 * r;
        let s = ((bottom - top) * 0.3).min(r * 0.14);
        symbol(
            svg,
            colour,
            cx,
            cy + (top + bottom) / 2.0 + s * 0.25,
            s,
            ink,
        );
    }
    if c.tokens > 0 && !f.two_rows() {
        // No room for the number: a coin at the bottom (the text gives the count).
        let s = r * 0.16;
        svg.circle(
            cx,
            cy + r * 0.72,
            s,
            &Style::fill(COIN).with_stroke(COIN_RIM, 1.5),
        );
    }
}

/// One tile's texts: its name, and where there is room its coordinate, its tokens or, when
/// the acting tile may choose it, its label in a pill. Returns false when that label did not
/// fit.
fn tile_texts(svg: &mut Svg, f: &Frame, view: &View, c: &CellView) -> bool {
    let (cx, cy) = f.at(c.at);
    let (ink, dim) = match c.face {
        Some(Face::White) | None => (INK, LABEL_ON_WHITE),
        Some(Face::Black) => (TEXT, LABEL_ON_BLACK),
    };
    let label = c.at.to_string();
    let name = c.tile.map_or("STONE", TileId::name);
    let (first, second) = f.rows();
    let target = is_target(view, c.at);
    if !f.two_rows() {
        if target {
            return pill(svg, f, (cx, cy), first, &label);
        }
        f.label(svg, (cx, cy), first, &name_candidates(name), ink);
        return true;
    }
    f.label(svg, (cx, cy), first, &name_candidates(name), ink);
    if target {
        return pill(svg, f, (cx, cy), second, &label);
    } else if c.tokens > 0 {
        coin(svg, f, (cx, cy + second), c.tokens);
    } else {
        let at = (cx, cy + second);
        let room = f.room(second);
        if let Some((text, _, squeeze)) = fit(&[(&label, Weight::Regular)], f.size, room) {
            let style = TextStyle::new(f.size, dim).middle().squeezed(squeeze);
            svg.text(at.0, style.baseline_for(at.1), text, &style);
        }
    }
    true
}

/// A target's label on a dark pill, readable on either face, `dy` below the centre of the
/// hex at (`cx`, `cy`); whether it fitted.
fn pill(svg: &mut Svg, f: &Frame, (cx, cy): (f32, f32), dy: f32, label: &str) -> bool {
    let cy = cy + dy;
    // The pill may reach a little past the letters' room: it is a shape, not a text.
    let Some((text, weight, squeeze)) = fit(&label_candidates(label), f.size, f.room(dy)) else {
        return false;
    };
    let w = font::width(text, f.size, weight) * squeeze + 8.0;
    let h = f.size * 1.05;
    svg.rounded_rect(
        cx - w / 2.0,
        cy - h / 2.0,
        w,
        h,
        h * 0.3,
        &Style::fill(TABLE).with_stroke(GOOD, 2.0),
    );
    let style = TextStyle {
        weight,
        ..TextStyle::new(f.size, GOOD).middle().squeezed(squeeze)
    };
    svg.text(cx, style.baseline_for(cy), text, &style);
    true
}

/// A coin with the number of tokens on a tile.
fn coin(svg: &mut Svg, f: &Frame, (cx, cy): (f32, f32), n: u32) {
    let rad = f.size * 0.62;
    svg.circle(cx, cy, rad, &Style::fill(COIN).with_stroke(COIN_RIM, 1.5));
    let style = TextStyle::new(f.size, INK).bold().middle();
    svg.text(cx, style.baseline_for(cy), &n.to_string(), &style);
}

/// The empty spaces to label: where the next tile may go, and empty spaces a target choice
/// may pick (HOOK's move, EXILE's space), drawn alike.
fn free_spaces(view: &View) -> Vec<Hex> {
    let empty_targets = view
        .targets
        .iter()
        .filter(|h| !view.board.iter().any(|c| c.at == **h) && !view.spaces.contains(h));
    view.spaces.iter().chain(empty_targets).copied().collect()
}

/// The board in its frame at `y`; returns whether every label a player may type fits.
fn board(svg: &mut Svg, view: &View, y: f32) -> bool {
    let free = free_spaces(view);
    let all: Vec<Hex> = view
        .board
        .iter()
        .map(|c| c.at)
        .chain(free.iter().copied())
        .collect();
    if all.is_empty() {
        return true;
    }
    let f = Frame::new(&all, y);
    // Shapes first, texts last, so that no space's shape covers a neighbour's text (and the
    // texts can go to the picture kit's cheap text overlay).
    for h in &free {
        let (cx, cy) = f.at(*h);
        svg.polygon(
            &corners(cx, cy, f.r * 0.9),
            &Style::fill(BAND).with_stroke(ACCENT, 2.0).dashed(6.0, 4.0),
        );
    }
    for c in &view.board {
        tile_shapes(svg, &f, c);
    }
    for h in &view.recent {
        let (cx, cy) = f.at(*h);
        svg.polygon(&corners(cx, cy, f.r * 0.96), &Style::stroke(ACCENT, 5.0));
    }
    // What the acting tile may choose: a dashed blue edge; picks made so far: a solid one.
    for h in &view.targets {
        let (cx, cy) = f.at(*h);
        svg.polygon(
            &corners(cx, cy, f.r * 0.97),
            &Style::stroke(GOOD, 4.0).dashed(7.0, 4.0),
        );
    }
    if let StepView::Target { picks, .. } = &view.step {
        for h in picks {
            let (cx, cy) = f.at(*h);
            svg.polygon(&corners(cx, cy, f.r * 0.97), &Style::stroke(GOOD, 5.0));
        }
    }
    let mut labelled = true;
    for h in &free {
        let label = h.to_string();
        labelled &= f.label(svg, f.at(*h), 0.0, &label_candidates(&label), ACCENT);
    }
    for c in &view.board {
        labelled &= tile_texts(svg, &f, view, c);
    }
    labelled
}

/// A pool tile as a chip `w` wide: name, colour chip, and a coin for its penalty token.
fn chip(svg: &mut Svg, x: f32, y: f32, w: f32, p: &PoolView, chosen: bool) {
    let h = 64.0;
    let style = if chosen {
        Style::fill(PAPER).with_stroke(ACCENT, 5.0)
    } else {
        Style::fill(PAPER)
    };
    svg.rounded_rect(x, y, w, h, 8.0, &style);
    let name = p.tile.name();
    if let Some((text, weight, squeeze)) = fit(&name_candidates(name), MIN_TEXT, w - 10.0) {
        let style = TextStyle {
            weight,
            ..TextStyle::new(MIN_TEXT, INK).middle().squeezed(squeeze)
        };
        svg.text(x + w / 2.0, style.baseline_for(y + 19.0), text, &style);
    }
    let band_w = if p.token { w - 44.0 } else { w - 16.0 };
    chip_band(svg, x + 8.0, y + 36.0, band_w, 20.0, p.tile.colour());
    if p.token {
        draw::coin(svg, x + w - 20.0, y + 46.0, 11.0);
    }
}

/// The tiles chosen and still to play (outlined, "yours" in the active seat's own view) and
/// the pool, in one row of chips: seven at most (a full pool, or the pool and the hand after
/// choosing); more would narrow the chips, never wrap, so the slot keeps its height.
fn pool(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) {
    let head = TextStyle::new(BODY, TEXT).bold();
    let right = format!(
        "Pool {} · bag {}",
        view.pool.len(),
        present_kit::text::count(view.bag, "tile")
    );
    let right_w = head.width(&right);
    svg.text(
        MARGIN + 8.0 + FRAME_W,
        y + BODY,
        &right,
        &TextStyle::new(BODY, TEXT).bold().end(),
    );
    if !view.hand.is_empty() {
        let title = if me == Some(view.active) {
            "Outlined: yours to play".to_string()
        } else {
            format!("Outlined: to play by {}", name(names, view.active))
        };
        draw::name(
            svg,
            (MARGIN + 8.0, y + BODY),
            &title,
            "Outlined: to play",
            &head,
            FRAME_W - right_w - 24.0,
        );
    } else if view.pool.is_empty() {
        svg.text(MARGIN + 8.0, y + BODY, "The pool is empty", &head);
    }
    let chips: Vec<(&PoolView, bool)> = view
        .hand
        .iter()
        .map(|p| (p, true))
        .chain(view.pool.iter().map(|p| (p, false)))
        .collect();
    if chips.is_empty() {
        return;
    }
    let gap = 10.0;
    let n = chips.len() as f32;
    let w = ((FRAME_W - gap * (n - 1.0)) / n).min(116.0);
    let top = y + BODY + 14.0;
    for (i, (p, chosen)) in chips.into_iter().enumerate() {
        chip(svg, MARGIN + 8.0 + i as f32 * (w + gap), top, w, p, chosen);
    }
}

/// The final count in the pool's slot once the game is over: the places (wrapped, long
/// names whole), then, when they took one line, each player's points by where they come from.
fn result(svg: &mut Svg, view: &View, names: &Names, y: f32) {
    let (Some(line), Some(fin)) = (final_line(view, names), &view.result) else {
        return;
    };
    let style = TextStyle::new(LARGE, TEXT).bold();
    let lines = font::wrap(&line, LARGE, Weight::Bold, FRAME_W);
    for (i, l) in lines.iter().take(3).enumerate() {
        svg.text(MARGIN + 8.0, y + LARGE + 4.0 + i as f32 * 34.0, l, &style);
    }
    if lines.len() > 1 {
        return;
    }
    let sub = TextStyle::new(MIN_TEXT, MUTED);
    for seat in 0..2 {
        let text = format!(
            "{}: {} + {} on them + {} in supply",
            name(names, seat),
            present_kit::text::count(fin.tiles[seat] as usize, "tile"),
            present_kit::text::count(fin.tokens_on_tiles[seat] as usize, "token"),
            fin.supply[seat]
        );
        let text = draw::name_fit(&text, "", &sub, FRAME_W);
        svg.text(MARGIN + 8.0, y + 68.0 + seat as f32 * 32.0, &text, &sub);
    }
}

/// The two players: colour swatch, name, colour, points so far and supply.
fn players(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) {
    let half = FRAME_W / 2.0;
    for seat in 0..2 {
        let x = MARGIN + 8.0 + seat as f32 * half;
        let cy = y + 32.0;
        if view.active == seat && view.result.is_none() {
            draw::turn_marker(svg, x, cy, 20.0);
        }
        let f = view.colours.map(|c| c[seat]);
        let swatch = corners(x + 40.0, cy, 20.0);
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
        let room = half - 76.0;
        let fallback = format!("Seat {}", seat + 1);
        draw::name(svg, (x + 68.0, y + 30.0), &label, &fallback, &style, room);
        let sub = TextStyle::new(MIN_TEXT, MUTED);
        let text = match (f, &view.result) {
            (None, _) => "choosing colours".to_string(),
            (Some(f), Some(fin)) => format!(
                "{} · {} · supply {}",
                face(f),
                points(fin.score[seat]),
                view.supply[seat]
            ),
            (Some(f), None) => format!(
                "{} · {} so far · supply {}",
                face(f),
                view.scores[seat],
                view.supply[seat]
            ),
        };
        let text = draw::name_fit(&text, "", &sub, room);
        svg.text(x + 68.0, y + 62.0, &text, &sub);
    }
}

/// Title and turn.
fn header(svg: &mut Svg, view: &View, title: &str) {
    let y = MARGIN + TITLE;
    svg.text(MARGIN + 8.0, y, title, &TextStyle::new(TITLE, TEXT).bold());
    let right = if view.result.is_some() {
        "Game over".to_string()
    } else {
        format!("Turn {}", view.turn)
    };
    svg.text(
        MARGIN + 8.0 + FRAME_W,
        y,
        &right,
        &TextStyle::new(BODY, MUTED).end(),
    );
}

/// One legend entry: a mark drawn by `mark` at (`x`, `cy`) 24 px wide, then `word`; returns
/// the x after it.
fn entry(svg: &mut Svg, x: f32, cy: f32, word: &str, mark: impl FnOnce(&mut Svg)) -> f32 {
    let text = TextStyle::new(MIN_TEXT, MUTED);
    mark(svg);
    svg.text(x + 32.0, text.baseline_for(cy), word, &text);
    x + 32.0 + text.width(word) + 22.0
}

/// The colours with their symbols, then the marks on the board: free spaces, the last
/// placements and coins, or while a target is chosen what may be chosen. On a board too large
/// to label, the second line says where the labels are instead.
fn legend(svg: &mut Svg, view: &View, y: f32, labelled: bool) {
    let mut x = MARGIN + 8.0;
    let cy = y + 22.0;
    for (c, word) in [
        (Colour::Red, "red"),
        (Colour::Yellow, "yellow"),
        (Colour::Purple, "purple"),
        (Colour::Blue, "blue"),
    ] {
        x = entry(svg, x, cy, word, |svg| {
            chip_band(svg, x, cy - 11.0, 24.0, 22.0, c);
        });
    }
    entry(svg, x, cy, "token", |svg| {
        draw::coin(svg, x + 12.0, cy, 11.0)
    });
    let (mut x, cy) = (MARGIN + 8.0, cy + 36.0);
    if !labelled {
        let text = TextStyle::new(MIN_TEXT, TEXT).bold();
        svg.text(
            x,
            text.baseline_for(cy),
            "Some spaces are too small to label: the message lists them.",
            &text,
        );
        return;
    }
    let hex = |x: f32| corners(x + 12.0, cy, 13.0);
    if !view.targets.is_empty() {
        x = entry(svg, x, cy, "may be chosen", |svg| {
            svg.polygon(&hex(x), &Style::stroke(GOOD, 3.0).dashed(4.0, 3.0));
        });
        if matches!(&view.step, StepView::Target { picks, .. } if !picks.is_empty()) {
            x = entry(svg, x, cy, "chosen", |svg| {
                svg.polygon(&hex(x), &Style::stroke(GOOD, 3.0));
            });
        }
    } else if !view.spaces.is_empty() {
        x = entry(svg, x, cy, "free space", |svg| {
            svg.polygon(
                &hex(x),
                &Style::fill(BAND).with_stroke(ACCENT, 2.0).dashed(4.0, 3.0),
            );
        });
    }
    if !view.recent.is_empty() {
        entry(svg, x, cy, "last placed", |svg| {
            svg.polygon(&hex(x), &Style::stroke(ACCENT, 3.0));
        });
    }
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

/// The footer: what the table waits for (as "you" in the awaited seat's own view), then
/// MAP / DESTINY / FAMINE, wrapped, at most [`FOOTER_LINES`] lines; a cut ends in "…" (the
/// message beside the picture says it all).
fn footer_lines(view: &View, names: &Names, me: Option<Seat>) -> Vec<(String, TextStyle)> {
    let mut texts: Vec<(String, TextStyle)> = Vec::new();
    match me {
        Some(seat) if awaited(view) == Some(seat) => {
            let mut as_you = names.to_vec();
            as_you.resize(2, String::new());
            as_you[seat.min(1)] = "you".into();
            let line = phase_line(view, &as_you);
            texts.push((line, TextStyle::new(BODY, ACCENT).bold()));
        }
        _ => texts.push((phase_line(view, names), TextStyle::new(BODY, TEXT))),
    }
    for line in pending_lines(view, names) {
        texts.push((line, TextStyle::new(MIN_TEXT, TEXT).bold()));
    }
    draw::lines_within(&texts, FRAME_W, FOOTER_LINES)
}

fn picture(view: &View, names: &Names, title: &str, me: Option<Seat>) -> String {
    let mut svg = draw::table(WIDTH);
    header(&mut svg, view, title);
    let mut y = MARGIN + HEADER_H;
    players(&mut svg, view, names, me, y);
    y += PLAYERS_H + 6.0;
    let labelled = board(&mut svg, view, y);
    y += FRAME_H;
    legend(&mut svg, view, y, labelled);
    y += LEGEND_H;
    if view.result.is_none() {
        pool(&mut svg, view, names, me, y);
    } else {
        result(&mut svg, view, names, y);
    }
    y += POOL_H + 8.0;
    svg.line(MARGIN + 8.0, y, MARGIN + 8.0 + FRAME_W, y, RULE, 2.0);
    y += 12.0;
    for (line, style) in footer_lines(view, names, me) {
        svg.text(MARGIN + 8.0, y + style.size, &line, &style);
        y += FOOTER_LINE;
    }
    svg.set_height(HEIGHT);
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
