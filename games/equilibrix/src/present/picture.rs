//! Equilibrix Project as pictures: the public board from the spectator's view, and a seat's
//! view from that seat's view. Both are drawn from a [`View`] only, so they show no more than
//! the text beside them; the status, tax and "now" lines are the text's own.
//!
//! Both pictures are 880 px wide and read on a phone, where Discord shows them about 400 px
//! wide (issue 28): no text is smaller than [`TXT`] (22 px, 10 px on the phone), and each
//! picture keeps one size for a player count, however the game goes, so the board message
//! never jumps. The board picture holds, top to bottom: the players (a row each: colour and
//! letter, name, spiral field with their own track, stones in stock and relations), the Flower
//! of Life with the stones, the coordinates on its edges and a key to the labels (EX-B3), the
//! Tree of Life on its side, and the three project piles. A seat's picture has what they are
//! doing now at the top, the same players and board, but with every field they may choose
//! now labelled in large type, the Tree with the fields they may move to outlined, and their
//! own political map in place of the projects.
//!
//! The fields carry no labels on the public board: 144 labels at a readable size do not fit
//! between the stones. A label is the node it is named after plus a suffix (`D4ne`), so the
//! board has the nodes' coordinates on its edges as a chess board has (rows A-G on the left,
//! numbers below the lower end of each line of nodes) and a key showing the suffixes around
//! one node.
//!
//! Colour is never the only cue: each player's stones and Vitruvians carry the player's letter
//! (A, B, C ... in seat order) on an Okabe-Ito colour; lenses and triangles differ in shape;
//! coalition and opposition fields carry + and ×; project fields are filled (obligatory) or
//! outlined (voluntary); attacking and surrounded fields of a formation are white and yellow
//! and the heading says which is which; choices are outlined in white and, on the board,
//! labelled.
//!
//! Drawing cost: resvg pays about as much per text character as per small shape, and most for
//! shapes with many edges, so the board's 144 fields are few-sided polygons, straight lines
//! are bars rather than stroked lines, and texts are short; `tests::render_times` measures it.
//!
//! What the view hides, the order of each project pile under its visible top card (ruling 1
//! of `crate::rules`), has no place here: a pile is drawn as its count.

mod choices;
mod lattice;
mod politics;
mod projects;
mod spiral;
#[cfg(test)]
mod tests;
mod tree;

use super::board::now_line;
use super::text::name;
use crate::rules::{Field, TreeField, View};
use game_kit::Seat;
use lattice::Frame;
use present_kit::picture::palette::{ACCENT, INK, MARGIN, MUTED, PAPER, TEXT, WIDTH};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::picture::{draw, font};
use present_kit::present::Names;
use present_kit::text::ordinal;

/// The smallest text drawn (10 px on a phone), the stones' letters, a field label one may
/// choose, section headings and the title.
pub const TXT: f32 = 22.0;
pub const LETTER: f32 = 22.0;
pub const CHOICE: f32 = 22.0;
pub const HEAD: f32 = 24.0;
const TITLE: f32 = 28.0;

/// One lattice step on the main board, in pixels.
const UNIT: f32 = 92.0;
/// Room kept above the top row's nodes, in lattice units.
const BOARD_TOP: f32 = 0.14;
/// A player's row, and the radius of their token there (its letter is then [`TXT`] tall).
const ROW_H: f32 = 38.0;
const TOKEN: f32 = 18.0;
/// The key's node and lattice step, relative to the board's top right.
const KEY_U: f32 = 68.0;

/// How a seat is drawn: its colour, the ink on it and its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub fill: Color,
    pub ink: Color,
    pub letter: char,
}

/// Okabe-Ito colours, most distinct first (three players get orange, sky blue and reddish
/// purple), with white in place of Okabe-Ito's yellow, which the pictures keep for "look
/// here" (the turn, the last change, the labels to choose from); each carries a letter too.
/// Ink is dark except on blue (contrast above 4.5:1).
const SEAT_COLOURS: [(Color, Color); 6] = [
    (Color(0xe6, 0x9f, 0x00), INK),
    (Color(0x56, 0xb4, 0xe9), INK),
    (Color(0xcc, 0x79, 0xa7), INK),
    (Color(0xea, 0xe7, 0xdd), INK),
    (Color(0x00, 0x72, 0xb2), PAPER),
    (Color(0xd5, 0x5e, 0x00), INK),
];

pub fn seat_look(seat: Seat) -> Look {
    let (fill, ink) = SEAT_COLOURS.get(seat).copied().unwrap_or((MUTED, INK));
    Look {
        fill,
        ink,
        letter: char::from(b'A' + (seat % 26) as u8),
    }
}

/// A Vitruvian (or a player's marker): a disc of the seat's colour with its letter.
pub fn token(svg: &mut Svg, seat: Seat, cx: f32, cy: f32, r: f32) {
    let look = seat_look(seat);
    svg.circle(cx, cy, r, &Style::fill(look.fill).with_stroke(INK, 1.5));
    let style = TextStyle::new(r * 1.25, look.ink).bold().middle();
    svg.text(cx, style.baseline_for(cy), &look.letter.to_string(), &style);
}

/// A straight bar from `a` to `b`, `width` wide: a plain four-cornered polygon, which resvg
/// draws for a fraction of a stroked line with round caps.
pub fn bar(svg: &mut Svg, a: (f32, f32), b: (f32, f32), width: f32, color: Color) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
    svg.polygon(
        &[
            (a.0 + nx, a.1 + ny),
            (b.0 + nx, b.1 + ny),
            (b.0 - nx, b.1 - ny),
            (a.0 - nx, a.1 - ny),
        ],
        &Style::fill(color),
    );
}

/// `text` from `(x, y)` (baseline) within `max` pixels: narrowed as far as
/// [`draw::NARROWEST`] where it is a little too wide, cut only past that. Names go through
/// [`draw::name`], which does the same.
pub fn squeezed_text(svg: &mut Svg, (x, y): (f32, f32), text: &str, style: &TextStyle, max: f32) {
    let full = style.width(text);
    if full <= max {
        svg.text(x, y, text, style);
        return;
    }
    let squeeze = (max / full).max(draw::NARROWEST);
    let cut = font::fit(text, style.size, style.weight, max / squeeze);
    svg.text(x, y, &cut, &style.squeezed(squeeze));
}

/// Letters of `seats` without spaces, e.g. "BC".
fn letters(seats: &[Seat]) -> String {
    seats.iter().map(|&s| seat_look(s).letter).collect()
}

/// Title and round; returns the y below.
fn header(svg: &mut Svg, view: &View, title: &str) -> f32 {
    let y = MARGIN;
    svg.text(
        MARGIN + 8.0,
        y + TITLE,
        title,
        &TextStyle::new(TITLE, TEXT).bold(),
    );
    let right = match (view.over, view.turn_limit) {
        (Some(_), _) => "Game over".to_string(),
        (None, 0) => format!("Round {}", view.round),
        (None, limit) => format!("Round {} of {limit}", view.round),
    };
    svg.text(
        WIDTH - MARGIN - 8.0,
        y + TITLE,
        &right,
        &TextStyle::new(TXT, MUTED).end(),
    );
    y + TITLE + 14.0
}

/// Final places once the game is over, as the ranking has them: the winner, then by spiral
/// position, ahead on a shared field counting as ahead (EX-K2, EX-K5).
fn places(view: &View) -> Vec<u32> {
    let Some(over) = view.over else {
        return Vec::new();
    };
    let key = |s: Seat| {
        (
            over.winner == Some(s),
            view.spiral.get(s).map_or(0, |p| p.key()),
        )
    };
    (0..view.players)
        .map(|s| 1 + (0..view.players).filter(|&o| key(o) > key(s)).count() as u32)
        .collect()
}

/// Where the columns of the players' rows start.
struct Columns {
    mark: f32,
    token: f32,
    name: f32,
    name_w: f32,
    number_right: f32,
    track: f32,
    track_w: f32,
    stock: f32,
    relations: f32,
}

const COLUMNS: Columns = Columns {
    mark: MARGIN + 8.0,
    token: MARGIN + 78.0,
    name: MARGIN + 102.0,
    name_w: 206.0,
    number_right: MARGIN + 348.0,
    track: MARGIN + 360.0,
    track_w: 188.0,
    stock: MARGIN + 566.0,
    relations: MARGIN + 712.0,
};

/// The players, a row each: the turn marker (or the place, once over), letter and colour,
/// name, spiral field and track, stones in stock and relations; under a line of headings.
fn players(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) -> f32 {
    let c = &COLUMNS;
    let muted = TextStyle::new(TXT, MUTED);
    let heads_y = y + TXT;
    svg.text(c.number_right - 30.0, heads_y, "spiral", &muted);
    svg.text(c.stock, heads_y, "stock", &muted);
    svg.text(c.relations, heads_y, "relations", &muted);
    let top = y + TXT + 10.0;
    let places = places(view);
    let name_style = TextStyle::new(TXT, TEXT).bold();
    let count = TextStyle::new(TXT, TEXT);
    for seat in 0..view.players {
        let cy = top + seat as f32 * ROW_H + ROW_H / 2.0;
        if let Some(place) = places.get(seat) {
            let style = TextStyle::new(TXT, if *place == 1 { ACCENT } else { TEXT }).bold();
            svg.text(c.mark, style.baseline_for(cy), &ordinal(*place), &style);
        } else if view.active == seat {
            draw::turn_marker(svg, c.mark + 4.0, cy, 20.0);
        }
        token(svg, seat, c.token, cy, TOKEN);
        let mut label = name(names, seat);
        if me == Some(seat) {
            label.push_str(" (you)");
        }
        draw::name(
            svg,
            (c.name, name_style.baseline_for(cy)),
            &label,
            &format!("Seat {}", seat + 1),
            &name_style,
            c.name_w,
        );
        let pos = view.spiral.get(seat).copied().unwrap_or_default();
        spiral::track(svg, seat, pos, c.number_right, c.track, c.track_w, cy);
        let stock = view.stock.get(seat).copied().unwrap_or_default();
        let fill = Style::fill(seat_look(seat).fill);
        lattice::icon(svg, true, c.stock + 14.0, cy, 28.0, &fill);
        svg.text(
            c.stock + 32.0,
            count.baseline_for(cy),
            &stock[0].to_string(),
            &count,
        );
        lattice::icon(svg, false, c.stock + 80.0, cy + 2.0, 26.0, &fill);
        svg.text(
            c.stock + 97.0,
            count.baseline_for(cy),
            &stock[1].to_string(),
            &count,
        );
        let relations = match view.maps.get(seat) {
            Some(m) => {
                let mut parts = Vec::new();
                if !m.coalition.is_empty() {
                    parts.push(format!("+{}", letters(&m.coalition)));
                }
                if !m.opposition.is_empty() {
                    parts.push(format!("×{}", letters(&m.opposition)));
                }
                parts.join(" ")
            }
            None => String::new(),
        };
        let right = WIDTH - MARGIN - 8.0;
        squeezed_text(
            svg,
            (c.relations, count.baseline_for(cy)),
            &relations,
            &count,
            right - c.relations,
        );
    }
    top + view.players as f32 * ROW_H + 6.0
}

/// The board's height from its top: the top row's nodes down to the numbers below the
/// bottom row.
fn board_height() -> f32 {
    let radius = f32::from(crate::rules::geometry::geometry().radius);
    let half_h = radius * lattice::SQRT3 / 2.0 * UNIT;
    let below = lattice::COORD_OFF * lattice::SQRT3 / 2.0 * UNIT + 0.605 * TXT + 4.0;
    BOARD_TOP * UNIT + 2.0 * half_h + below
}

/// The main board with its coordinates, the key to the labels and a legend, and, for a
/// seat, the labels of the fields in `chosen`; returns the y below.
fn board(svg: &mut Svg, view: &View, y: f32, chosen: &[Field]) -> f32 {
    let radius = f32::from(crate::rules::geometry::geometry().radius);
    let half_h = radius * lattice::SQRT3 / 2.0 * UNIT;
    let left = MARGIN + 8.0;
    let right = WIDTH - MARGIN - 8.0;
    let coord = TextStyle::new(TXT, MUTED).bold().middle();
    let frame = Frame {
        // The row letters stand left of the leftmost node.
        ox: left + (radius + lattice::COORD_OFF) * UNIT + coord.width("D") / 2.0 + 2.0,
        oy: y + BOARD_TOP * UNIT + half_h,
        u: UNIT,
    };
    let bottom = y + board_height();
    let mut taken = lattice::board(svg, view, &frame, chosen);
    taken.extend(lattice::coordinates(svg, &frame, &coord));
    // The key in the top right corner, beside the hexagon's upper right side.
    let key_style = TextStyle::new(TXT, TEXT).bold().middle();
    let node = (right - KEY_U - 30.0, y + 96.0);
    lattice::key(svg, node, KEY_U, &key_style);
    let example = TextStyle::new(TXT, MUTED).end();
    let ex_y = node.1 + KEY_U * 0.9 + 18.0;
    svg.text(
        right,
        example.baseline_for(ex_y),
        "D4 + ne = D4ne",
        &example,
    );
    taken.push([right - 190.0, y, right, ex_y + 14.0]);
    // The legend in the bottom right corner.
    let legend = TextStyle::new(TXT, MUTED).end();
    let mut ly = bottom - 14.0;
    let item = |svg: &mut Svg, text: &str, stroke: Color, ly: f32| {
        svg.text(right, legend.baseline_for(ly), text, &legend);
        let w = legend.width(text);
        lattice::icon(
            svg,
            true,
            right - w - 26.0,
            ly,
            34.0,
            &Style::stroke(stroke, 3.0),
        );
        [right - w - 46.0, ly - 14.0, right, ly + 14.0]
    };
    taken.push(item(svg, "last change", ACCENT, ly));
    if !chosen.is_empty() {
        ly -= 34.0;
        taken.push(item(svg, "your choices", PAPER, ly));
    }
    lattice::choice_labels(svg, &frame, chosen, &mut taken, [left, y, right, bottom]);
    bottom
}

/// What the seat does now, at most two lines under the title (the text beside the picture
/// has it whole); returns the y below the space kept for it.
fn now(svg: &mut Svg, view: &View, names: &Names, me: Seat, y: f32) -> f32 {
    let style = TextStyle::new(TXT, ACCENT).bold();
    let width = draw::inner_width();
    let mut lines = font::wrap(&now_line(view, names, me), TXT, style.weight, width);
    if lines.len() > 2 {
        lines.truncate(2);
        let last = format!("{}…", lines[1]);
        lines[1] = font::fit(&last, TXT, style.weight, width);
    }
    for (i, line) in lines.iter().enumerate() {
        svg.text(MARGIN + 8.0, y + TXT + i as f32 * 30.0, line, &style);
    }
    y + 2.0 * 30.0 + 4.0
}

/// The names as the font can draw them: characters it lacks (emoji ...) dropped, "Seat N" for
/// a name left empty, so the lines taken from the text read whole.
fn drawable_names(view: &View, names: &Names) -> Vec<String> {
    (0..view.players)
        .map(|s| {
            let n = font::drawable(&name(names, s));
            if n.is_empty() {
                format!("Seat {}", s + 1)
            } else {
                n
            }
        })
        .collect()
}

fn picture(view: &View, names: &Names, me: Option<Seat>) -> String {
    let names = &drawable_names(view, names);
    let mut svg = draw::table(WIDTH);
    let x = MARGIN + 8.0;
    let w = draw::inner_width();
    let (chosen, moves): (Vec<Field>, Vec<TreeField>) = match me {
        Some(me) => (choices::fields(view, me), choices::tree_moves(view, me)),
        None => (Vec::new(), Vec::new()),
    };
    let mut y = match me {
        Some(me) => {
            let y = header(&mut svg, view, "Equilibrix Project · your view");
            now(&mut svg, view, names, me, y)
        }
        None => header(&mut svg, view, "Equilibrix Project"),
    };
    y = players(&mut svg, view, names, me, y);
    y = board(&mut svg, view, y + 4.0, &chosen) + 12.0;
    y = tree::tree(&mut svg, view, x, y, w, &moves) + 16.0;
    y = match me.and_then(|me| view.maps.get(me).map(|m| (me, m))) {
        Some((me, m)) => {
            politics::map(&mut svg, m, me, "Your political map", x, y);
            y + politics::height()
        }
        None => projects::projects(&mut svg, view, x, y, w),
    };
    svg.set_height(y + MARGIN - 4.0);
    svg.finish()
}

/// The public board, from the spectator's view.
pub fn board_svg(view: &View, names: &Names) -> String {
    picture(view, names, None)
}

/// A seat's picture: the board as everyone sees it (Equilibrix hides nothing in play but the
/// piles' order) with the fields and Tree fields the seat may choose now marked, what they
/// are doing now, and their own political map in place of the projects (which the board
/// message beside it shows).
pub fn private_svg(view: &View, names: &Names) -> String {
    picture(view, names, view.me)
}
