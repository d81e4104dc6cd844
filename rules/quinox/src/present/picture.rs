//! Quinox as a picture: the hex board with every tile (its face, name and colour), the free
//! spaces where the next tile may go (dashed, labelled with the coordinate a player types,
//! Q-6), the last placements outlined, the players with their colours and scores so far, and
//! the pool. Drawn from a [`View`] only; the bag appears as a count, never by its tiles or
//! their order.
//!
//! # One size from the first move to the end (issues 28 and 44)
//!
//! The picture is always [`HEIGHT`] px tall and [`WIDTH`] wide, for the board and for every
//! seat's view alike (Quinox has one table size, two players), so the board message never
//! jumps when it is edited; [`HEIGHT`] is 1.25 times the width, the tallest picture a phone
//! shows at full width (a taller one is shrunk, and its texts with it). Every part has a fixed
//! slot: players (a long name on two lines), the board's frame, legend, pool (or the final
//! count) and a footer of at most [`FOOTER_LINES`] lines. There is no title: the message says
//! which game it is, the seat's own view says "(you)" after its name, and the turn is in the
//! pool's heading.
//!
//! The board grows as tiles are placed, and the rules put no bound on its shape worth
//! reserving room for: 48 pieces in a straight line (as a run of timed-out turns, which play
//! the first space in coordinate order, nearly builds) is about 50 spaces long. So the board is
//! **scaled into a fixed frame** ([`FRAME_W`] × [`FRAME_H`]) instead: the hexes are as large
//! as the frame allows (at most [`MAX_RADIUS`]). Random games' largest boards (measured over
//! 300 games with the `board_extents` test: about 11 spaces across and 13 rows at the
//! median, at most 16 across and 18 rows) still show every label a player types.
//!
//! # Readable on a phone (issue 44)
//!
//! Every text is at least [`MIN_TEXT`] px (capitals 8 px tall when Discord shows the picture
//! 400 px wide), and every symbol that tells something (a colour's, a coin) at least 8 px
//! there too (`symbols`). Sizes do not shrink with the hexes; what a hex holds does instead:
//! - a free space (and an empty space a target choice may pick) holds only its label, the
//!   thing a player types, so it stays readable on the largest boards;
//! - a tile holds its colour's cap with the colour's symbol (▲ red, ● yellow, ◆ purple,
//!   ■ blue: colour never carries meaning alone) and under it its name, cut to its first four
//!   or three letters when the whole name does not fit (every four-letter start is unique);
//! - where a hex has no room for both (the largest boards of random games), the
//!   name stays, since it says which tile lies there and so its colour, and the cap shrinks to
//!   the hex's roof in the colour's hue, without the symbol;
//! - when a hex has room for a second row, a tile also shows its coordinate or its
//!   tokens' number, else its tokens are a coin on its corner; a tile the acting tile may
//!   choose shows its label in a dark pill, in place of its coordinate or, with one row only,
//!   in place of its name;
//! - on a board too large for every label to fit (far beyond random games: a long line of
//!   timed-out turns) the texts that do not fit are left out, and the legend says the
//!   message beside the picture lists the spaces.
//!
//! Colour-blind safety: a tile's face is black or white (never a hue), its colour is a hue
//! that differs from the others in lightness or plainly in hue with colour-blind eyes too
//! (`symbols`), with a symbol; free spaces are dashed while the last placements have a solid
//! thick outline, the acting tile's choices a dashed blue one, and tokens are coins.

use super::board::{final_line, pending_lines, phase_line, phase_line_for};
use super::symbols::{chip_band, hue, symbol, COLOURS, SYMBOL};
use super::text::{colour, face, name, points};
use crate::rules::{CellView, Face, Hex, PoolView, StepView, TileId, View};
use crate::words::WORDS;
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::font::{self, Weight};
use present_kit::picture::palette::{
    ACCENT, BAND, COIN, COIN_RIM, GOOD, INK, LARGE, MARGIN, MUTED, PAPER, RULE, TABLE, TEXT, WIDTH,
};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::present::Names;

/// The smallest text: capitals 8 px tall when the [`WIDTH`] px picture is shown 400 px wide
/// (issue 44); most of the picture's texts are this size.
pub const MIN_TEXT: f32 = WIDTH * SMALLEST_TEXT / PHONE_WIDTH;
/// The smallest font size that reads on a phone (the kit's `measure::SMALLEST_TEXT`, which
/// only its tests build; a test checks they agree).
pub const SMALLEST_TEXT: f32 = 11.0;
pub use super::symbols::PHONE_WIDTH;
/// The board's frame: the full inner width, and what the picture's height cap leaves.
pub const FRAME_W: f32 = WIDTH - 2.0 * MARGIN - 16.0;
pub const FRAME_H: f32 = HEIGHT
    - (MARGIN
        + PLAYERS_H
        + 6.0
        + LEGEND_H
        + POOL_H
        + 20.0
        + FOOTER_LINES as f32 * FOOTER_LINE
        + MARGIN);
/// The largest hex radius: a small board is not blown up beyond this.
pub const MAX_RADIUS: f32 = 66.0;
/// Footer lines (what the table waits for, MAP / DESTINY / FAMINE) the picture reserves.
pub const FOOTER_LINES: usize = 3;
/// Slots of the fixed layout, top to bottom: the players (a name may take two lines), the
/// board's frame, the legend's two lines, the pool (or the final count) and the footer.
const PLAYERS_H: f32 = 94.0;
const LEGEND_H: f32 = 66.0;
const POOL_H: f32 = 104.0;
const FOOTER_LINE: f32 = 29.0;
/// The picture's one height, the most a phone shows at full width (issue 44: at most 1.25
/// times the width); the board's frame takes what the other slots leave.
pub const HEIGHT: f32 = WIDTH * 1.25;

const SQRT3: f32 = 1.732_050_8;
/// A tile's hex, as a share of the space's radius.
const TILE: f32 = 0.96;
/// How narrow a text may be squeezed to fit (as names are, `draw::NARROWEST`).
const NARROWEST: f32 = draw::NARROWEST;

/// A black face: near black, outlined so it stands out from the dark table.
pub const BLACK_FACE: Color = Color(0x16, 0x16, 0x16);
const BLACK_EDGE: Color = Color(0x9a, 0xa5, 0x9f);
/// The grey Stone.
pub const STONE: Color = Color(0x8f, 0x92, 0x90);
/// Coordinates printed on a face: dim but readable (above 4.5:1 on their face).
const LABEL_ON_WHITE: Color = Color(0x4d, 0x4d, 0x4d);
const LABEL_ON_BLACK: Color = Color(0xb8, 0xb8, 0xb8);

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
    let (w, side) = (half_width(r, dy), SQRT3 / 2.0 * r);
    let mut pts = vec![(cx, cy - r)];
    if dy > -r / 2.0 {
        pts.push((cx + side, cy - r / 2.0));
    }
    if dy > r / 2.0 {
        pts.push((cx + side, cy + r / 2.0));
    }
    pts.push((cx + w, cy + dy));
    pts.push((cx - w, cy + dy));
    if dy > r / 2.0 {
        pts.push((cx - side, cy + r / 2.0));
    }
    if dy > -r / 2.0 {
        pts.push((cx - side, cy - r / 2.0));
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
    // Cut by letters, not bytes: a translated name (the Stone's) may have accents.
    let cut = |n: usize| name.char_indices().nth(n).map_or(name, |(i, _)| &name[..i]);
    [
        (name, Weight::Bold),
        (name, Weight::Regular),
        (cut(4), Weight::Bold),
        (cut(4), Weight::Regular),
        (cut(3), Weight::Bold),
    ]
}

/// Where a tile's parts go, from its hex's centre (see [`Frame::tile_rows`]).
struct TileRows {
    /// The symbol's centre, when the hex has room for it.
    symbol: Option<f32>,
    /// The bottom of the colour's cap.
    cap: f32,
    /// The centre of the name's capitals.
    name: f32,
    /// The centre of the second row, when there is room for one.
    second: Option<f32>,
}

/// The widest three-letter start of any tile's name at `size`, narrowed as far as a text may
/// be: the room a hex needs to name every tile.
fn widest_start(size: f32) -> f32 {
    TileId::all()
        .map(|t| t.name().get(..3).unwrap_or(t.name()))
        .map(|start| font::width(start, size, Weight::Regular) * NARROWEST)
        .fold(0.0, f32::max)
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

    /// Where a tile's parts go, from the hex's centre: its colour's symbol in the top cap, as
    /// high as a symbol fits inside the hex, the name under the cap, and a second row (the
    /// coordinate, the tokens or a target's label) where the hex has room for it.
    ///
    /// A hex too small for a symbol and at least three letters of a name under it (wide
    /// boards: about 28 spaces across) keeps the name: it tells which tile lies there, and so
    /// its colour, while the cap shrinks to the hex's roof in the colour's hue, without the
    /// symbol (the legend and the pool still show the symbols; the hues differ in lightness
    /// or hue with colour-blind eyes too, see `symbols`).
    fn tile_rows(&self) -> TileRows {
        let r = self.r * TILE;
        let half = SYMBOL / 2.0;
        // The highest centre at which a symbol (the square is the widest at its top) stays
        // 2 px inside the hex's slanted edges, where the hex is 2 × √3 × (r - |dy|) wide.
        let top = -(r - (half + 2.0) / SQRT3).min(r - 3.0);
        let symbol = top + half;
        let cap = symbol + half + 2.0;
        let name = cap + 2.5 + 0.365 * self.size;
        if self.room_capitals(name) < widest_start(self.size) {
            let cap = -r / 2.0 + 2.0;
            return TileRows {
                symbol: None,
                cap,
                name: cap + 2.5 + 0.365 * self.size,
                second: None,
            };
        }
        let second = name + 1.15 * self.size;
        let widest = font::width("za49", self.size, Weight::Regular) * NARROWEST;
        let second = (self.room(second) >= widest).then_some(second);
        TileRows {
            symbol: Some(symbol),
            cap,
            name,
            second,
        }
    }

    /// The width capitals (a tile's name) centred `dy` from a hex's centre may take: they
    /// have no descenders.
    fn room_capitals(&self, dy: f32) -> f32 {
        let top = dy - 0.365 * self.size;
        let bottom = dy + 0.365 * self.size;
        2.0 * half_width(self.r, top).min(half_width(self.r, bottom)) * 0.9
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
    let r = f.r * TILE;
    let hex = corners(cx, cy, r);
    let fill = match c.face {
        Some(Face::White) => Style::fill(PAPER),
        Some(Face::Black) => Style::fill(BLACK_FACE).with_stroke(BLACK_EDGE, 1.5),
        None => Style::fill(STONE),
    };
    svg.polygon(&hex, &fill);
    if let Some(colour) = c.colour {
        let rows = f.tile_rows();
        let (hue_fill, ink) = hue(colour);
        svg.polygon(&cap(cx, cy, r, rows.cap), &Style::fill(hue_fill));
        if let Some(dy) = rows.symbol {
            symbol(svg, colour, cx, cy + dy, ink);
        }
    }
}

/// The radius of a coin that stands for a tile's tokens where the hex has no room for their
/// number: as large as a symbol.
const SMALL_COIN: f32 = SYMBOL / 2.0 + 1.0;

/// Where the hex has no second row, a tile's tokens as a coin on its lower right corner (the
/// text gives the count); drawn after every tile, so no neighbour covers it.
fn tile_coin(svg: &mut Svg, f: &Frame, c: &CellView) {
    if c.tokens == 0 || f.tile_rows().second.is_some() {
        return;
    }
    let (cx, cy) = f.at(c.at);
    let r = f.r * TILE;
    svg.circle(
        cx + 0.5 * r,
        cy + 0.62 * r,
        SMALL_COIN,
        &Style::fill(COIN).with_stroke(COIN_RIM, 1.5),
    );
}

/// A tile's name in its row, cut to its first letters where the whole name does not fit,
/// left out where not even three letters fit (the message lists every tile).
fn tile_name(svg: &mut Svg, f: &Frame, (cx, cy): (f32, f32), dy: f32, name: &str, ink: Color) {
    let Some((text, weight, squeeze)) = fit(&name_candidates(name), f.size, f.room_capitals(dy))
    else {
        return;
    };
    let style = TextStyle {
        weight,
        ..TextStyle::new(f.size, ink).middle().squeezed(squeeze)
    };
    svg.text(cx, style.baseline_for(cy + dy), text, &style);
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
    let stone = WORDS.say("qx-pic-stone");
    let name = match c.tile {
        Some(t) => t.name(),
        None => stone.as_str(),
    };
    let rows = f.tile_rows();
    let name_row = rows.name;
    let target = is_target(view, c.at);
    let Some(second) = rows.second else {
        if target {
            // The label in place of the name; in the middle if the name's row is too narrow.
            return pill(svg, f, (cx, cy), name_row, &label) || pill(svg, f, (cx, cy), 0.0, &label);
        }
        tile_name(svg, f, (cx, cy), name_row, name, ink);
        return true;
    };
    tile_name(svg, f, (cx, cy), name_row, name, ink);
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
    for c in &view.board {
        tile_coin(svg, &f, c);
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

/// A pool chip's height: the name, then the colour's band.
const CHIP_H: f32 = 66.0;

/// A pool tile as a chip `w` wide: name, colour chip, and a coin for its penalty token.
fn chip(svg: &mut Svg, x: f32, y: f32, w: f32, p: &PoolView, chosen: bool) {
    let h = CHIP_H;
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
        svg.text(x + w / 2.0, style.baseline_for(y + 18.0), text, &style);
    }
    let band_top = y + h - 6.0 - super::symbols::BAND;
    let band_w = if p.token { w - 44.0 } else { w - 14.0 };
    chip_band(svg, x + 7.0, band_top, band_w, p.tile.colour());
    if p.token {
        draw::coin(
            svg,
            x + w - 19.0,
            band_top + super::symbols::BAND / 2.0,
            11.0,
        );
    }
}

/// The tiles chosen and still to play (outlined, "yours" in the active seat's own view) and
/// the pool, in one row of chips: seven at most (a full pool, or the pool and the hand after
/// choosing); more would narrow the chips, never wrap, so the slot keeps its height.
fn pool(svg: &mut Svg, view: &View, me: Option<Seat>, y: f32) {
    let head = TextStyle::new(MIN_TEXT, TEXT).bold();
    let right = WORDS.say_with(
        "qx-pic-counts",
        &[
            ("turn", view.turn.into()),
            ("pool", view.pool.len().into()),
            ("bag", view.bag.into()),
        ],
    );
    let base = y + MIN_TEXT;
    // Whose the outlined tiles are, the ▶ says; the seat's own view says "yours".
    let title = if !view.hand.is_empty() {
        Some(if me == Some(view.active) {
            WORDS.say("qx-pic-outlined-yours")
        } else {
            WORDS.say("qx-pic-outlined-chosen")
        })
    } else if view.pool.is_empty() {
        Some(WORDS.say("qx-pic-pool-empty"))
    } else {
        None
    };
    // Both on one line: a long translation narrows both alike (down to `NARROWEST`), and
    // what still does not fit of the title is left to `draw::name` to end in "…".
    let gap = 24.0;
    let right_w = head.width(&right);
    let title_w = title.as_deref().map_or(0.0, |t| head.width(t));
    let squeeze = ((FRAME_W - gap) / (right_w + title_w)).clamp(NARROWEST, 1.0);
    let right_style = head.squeezed(squeeze);
    svg.text(MARGIN + 8.0 + FRAME_W, base, &right, &right_style.end());
    if let Some(title) = title {
        let room = FRAME_W - gap - right_w * squeeze;
        draw::name(svg, (MARGIN + 8.0, base), &title, "", &head, room);
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
    let top = y + POOL_H - CHIP_H - 4.0;
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
        let text = WORDS.say_with(
            "qx-pic-result",
            &[
                ("name", name(names, seat).as_str().into()),
                ("tiles", fin.tiles[seat].into()),
                ("ontiles", fin.tokens_on_tiles[seat].into()),
                ("supply", fin.supply[seat].into()),
            ],
        );
        let at = (MARGIN + 8.0, y + 68.0 + seat as f32 * 32.0);
        draw::name(svg, at, &text, "", &sub, FRAME_W);
    }
}

/// A player's name (with "(you)" in the seat's own view) as the lines it takes within
/// `room` at `style`: whole, on two lines where one is too short (issue 44: a name is the
/// point of its line and is never cut). Lines may be narrowed (down to `draw::NARROWEST`,
/// as `draw::name` does) rather than take a third; only words past a second line at the
/// narrowest join it, which is then cut.
fn name_lines(name: &str, style: &TextStyle, room: f32) -> Vec<String> {
    let wrap = |squeeze: f32| font::wrap(name, style.size, style.weight, room / squeeze);
    let mut lines = [1.0, 0.86, NARROWEST]
        .into_iter()
        .map(wrap)
        .find(|lines| lines.len() <= 2)
        .unwrap_or_else(|| wrap(NARROWEST));
    if lines.len() > 2 {
        let rest = lines.split_off(1).join(" ");
        lines.push(rest);
    }
    lines
}

/// The two players: the ▶ of the seat awaited, colour swatch, name (on two lines if need be),
/// then colour, points so far and supply.
fn players(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) {
    let half = FRAME_W / 2.0;
    let style = TextStyle::new(LARGE, TEXT).bold();
    let room = half - 76.0;
    let labels: Vec<(String, String)> = (0..2)
        .map(|seat| {
            let fallback = present_kit::text::unnamed_seat(seat);
            let mut label = draw::shown(&name(names, seat), &fallback);
            if me == Some(seat) {
                label = WORDS.say_with("qx-pic-you", &[("name", label.as_str().into())]);
            }
            (label, fallback)
        })
        .collect();
    let lines: Vec<Vec<String>> = labels
        .iter()
        .map(|(label, _)| name_lines(label, &style, room))
        .collect();
    let line_h = LARGE + 4.0;
    // Both seats' second lines at one height, under the taller name.
    let name_rows = lines.iter().map(Vec::len).max().unwrap_or(1).min(2);
    let sub_base = y + LARGE + (name_rows as f32 - 1.0) * line_h + 32.0;
    for seat in 0..2 {
        let x = MARGIN + 8.0 + seat as f32 * half;
        let cy = y + LARGE * 0.6;
        // ▶ marks the seat the table waits for, as the footer and the alt text say: at the
        // start that is the player choosing black or white, not the first player.
        if awaited(view) == Some(seat) {
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
        for (i, line) in lines[seat].iter().enumerate() {
            let at = (x + 68.0, y + LARGE + i as f32 * line_h);
            draw::name(svg, at, line, &labels[seat].1, &style, room);
        }
        let sub = TextStyle::new(MIN_TEXT, MUTED);
        let text = match (f, &view.result) {
            (None, _) if awaited(view) == Some(seat) => WORDS.say("qx-pic-choosing"),
            (None, _) => WORDS.say("qx-pic-drawn-first"),
            (Some(f), Some(fin)) => WORDS.say_with(
                "qx-pic-seat-final",
                &[
                    ("face", face(f).as_str().into()),
                    ("points", points(fin.score[seat]).as_str().into()),
                    ("supply", view.supply[seat].into()),
                ],
            ),
            (Some(f), None) => WORDS.say_with(
                "qx-pic-seat",
                &[
                    ("face", face(f).as_str().into()),
                    ("points", view.scores[seat].into()),
                    ("supply", view.supply[seat].into()),
                ],
            ),
        };
        draw::name(svg, (x + 68.0, sub_base), &text, "", &sub, room);
    }
}

/// One legend entry: a mark drawn by `mark` at (`x`, `cy`) 24 px wide, then `word`; returns
/// the x after it.
fn entry(
    svg: &mut Svg,
    (x, cy): (f32, f32),
    word: &str,
    squeeze: f32,
    mark: impl FnOnce(&mut Svg),
) -> f32 {
    let text = TextStyle::new(MIN_TEXT, MUTED).squeezed(squeeze);
    mark(svg);
    svg.text(x + 34.0, text.baseline_for(cy), word, &text);
    x + 34.0 + TextStyle::new(MIN_TEXT, MUTED).width(word) * squeeze + 20.0
}

/// How much a legend row of `words` is narrowed so that it fits the frame's width (a long
/// translation; never below `NARROWEST`).
fn row_squeeze(words: &[String]) -> f32 {
    let text = TextStyle::new(MIN_TEXT, MUTED);
    let marks = words.len() as f32 * 54.0 - 20.0;
    let widths: f32 = words.iter().map(|w| text.width(w)).sum();
    ((FRAME_W - marks) / widths).clamp(NARROWEST, 1.0)
}

/// The colours with their symbols, then the marks on the board: free spaces, the last
/// placements and coins, or while a target is chosen what may be chosen. On a board too large
/// to label, the second line says where the labels are instead.
fn legend(svg: &mut Svg, view: &View, y: f32, labelled: bool) {
    let mut x = MARGIN + 8.0;
    let cy = y + 16.0;
    let mut words: Vec<String> = COLOURS.iter().map(|c| colour(*c)).collect();
    words.push(WORDS.say("qx-pic-token"));
    let squeeze = row_squeeze(&words);
    for (c, word) in COLOURS.iter().zip(&words) {
        x = entry(svg, (x, cy), word, squeeze, |svg| {
            chip_band(svg, x, cy - super::symbols::BAND / 2.0, 28.0, *c);
        });
    }
    entry(svg, (x, cy), &words[4], squeeze, |svg| {
        draw::coin(svg, x + 12.0, cy, 11.0)
    });
    let (mut x, cy) = (MARGIN + 8.0, cy + 33.0);
    if !labelled {
        let text = TextStyle::new(MIN_TEXT, TEXT);
        draw::name(
            svg,
            (x, text.baseline_for(cy)),
            &WORDS.say("qx-pic-unlabelled"),
            "",
            &text,
            FRAME_W,
        );
        return;
    }
    let hex = |x: f32| corners(x + 12.0, cy, 13.0);
    // The second row's entries: what may be chosen (and what is), or the free spaces; then
    // the last placements.
    let mut marks: Vec<(String, u8)> = Vec::new();
    if !view.targets.is_empty() {
        marks.push((WORDS.say("qx-pic-may-choose"), 0));
        if matches!(&view.step, StepView::Target { picks, .. } if !picks.is_empty()) {
            marks.push((WORDS.say("qx-pic-chosen"), 1));
        }
    } else if !view.spaces.is_empty() {
        marks.push((WORDS.say("qx-pic-free-space"), 2));
    }
    if !view.recent.is_empty() {
        marks.push((WORDS.say("qx-pic-last-placed"), 3));
    }
    let words: Vec<String> = marks.iter().map(|(w, _)| w.clone()).collect();
    let squeeze = row_squeeze(&words);
    for (word, kind) in &marks {
        x = entry(svg, (x, cy), word, squeeze, |svg| match kind {
            0 => svg.polygon(&hex(x), &Style::stroke(GOOD, 3.0).dashed(4.0, 3.0)),
            1 => svg.polygon(&hex(x), &Style::stroke(GOOD, 3.0)),
            2 => svg.polygon(
                &hex(x),
                &Style::fill(BAND).with_stroke(ACCENT, 2.0).dashed(4.0, 3.0),
            ),
            _ => svg.polygon(&hex(x), &Style::stroke(ACCENT, 3.0)),
        });
    }
}

/// The seat the table waits for, if any.
pub(super) fn awaited(view: &View) -> Option<Seat> {
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
            let line = phase_line_for(view, names, me);
            texts.push((line, TextStyle::new(MIN_TEXT, ACCENT).bold()));
        }
        _ => texts.push((phase_line(view, names), TextStyle::new(MIN_TEXT, TEXT))),
    }
    for line in pending_lines(view, names) {
        texts.push((line, TextStyle::new(MIN_TEXT, TEXT).bold()));
    }
    draw::lines_within(&texts, FRAME_W, FOOTER_LINES)
}

fn picture(view: &View, names: &Names, me: Option<Seat>) -> String {
    let mut svg = draw::table(WIDTH);
    let mut y = MARGIN;
    players(&mut svg, view, names, me, y);
    y += PLAYERS_H + 6.0;
    let labelled = board(&mut svg, view, y);
    y += FRAME_H;
    legend(&mut svg, view, y, labelled);
    y += LEGEND_H;
    if view.result.is_none() {
        pool(&mut svg, view, me, y);
    } else {
        result(&mut svg, view, names, y);
    }
    y += POOL_H + 6.0;
    svg.line(MARGIN + 8.0, y, MARGIN + 8.0 + FRAME_W, y, RULE, 2.0);
    y += 14.0;
    for (line, style) in footer_lines(view, names, me) {
        svg.text(MARGIN + 8.0, y + style.size, &line, &style);
        y += FOOTER_LINE;
    }
    svg.set_height(HEIGHT);
    svg.finish()
}

/// The public board, from the spectator's view.
pub fn board_svg(view: &View, names: &Names) -> String {
    picture(view, names, None)
}

/// A seat's view: the same board (Quinox hides nothing from a player but the bag's order),
/// with the seat marked as "you".
pub fn private_svg(view: &View, names: &Names) -> String {
    let me = match view.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Spectator => None,
    };
    picture(view, names, me)
}
