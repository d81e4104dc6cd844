//! Equilibrix Project as pictures: the public board from the spectator's view, and a seat's
//! view from that seat's view. Both are drawn from a [`View`] only, so they show no more than
//! the text beside them; the status, tax and "now" lines are the text's own.
//!
//! The board picture holds, top to bottom: the players (each with a colour and a letter, their
//! spiral field, stones in stock and relations), the Flower of Life with every field's label
//! (EX-B3) and the stones, the Tree of Life with the Vitruvians and what each row and column
//! activates, the scoring spiral, and the commissioned projects with the next card of each
//! pile. A seat's picture shows that seat's political map drawn out, their stock and what they
//! are choosing now where the board has the spiral, so it stays as tall (and as quick to
//! draw) as the board.
//!
//! Colour is never the only cue: each player's stones and Vitruvians carry the player's letter
//! (A, B, C ... in seat order) on an Okabe-Ito colour; lenses and triangles differ in shape;
//! coalition and opposition fields carry + and ×; project fields are filled (obligatory) or
//! outlined (voluntary); attacking and surrounded fields of a formation are white and yellow
//! and the legend says which is which.
//!
//! Drawing cost: resvg pays about as much per text character as per small shape, and most for
//! shapes with many edges, so the board's 144 fields are few-sided polygons, straight lines
//! are bars rather than stroked lines, and texts are short; `tests::render_times` measures it.
//!
//! What the view hides, the order of each project pile under its visible top card (ruling 1
//! of `crate::rules`), has no place here: a pile is drawn as its count.

mod lattice;
mod politics;
mod projects;
mod spiral;
#[cfg(test)]
mod tests;
mod tree;

use super::board::{now_line, status_line, tax_lines};
use super::text::name;
use crate::rules::View;
use game_kit::Seat;
use lattice::Frame;
use present_kit::picture::palette::{ACCENT, INK, MARGIN, MUTED, PAPER, TEXT, TITLE, WIDTH};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::picture::{draw, font};
use present_kit::present::Names;
use present_kit::text::ordinal;

/// Field labels on the board (capitals about 11 px high, the smallest text we draw), the
/// owner letter on a stone, section headings and secondary text.
pub const LABEL: f32 = 15.0;
pub const LETTER: f32 = 16.0;
pub const HEAD: f32 = 20.0;
pub const NOTE: f32 = 15.0;

/// One lattice step on the main board, in pixels.
const UNIT: f32 = 120.0;
/// The left column's width (the Tree, the political map) beside the spiral and the stock.
const LEFT_W: f32 = 460.0;

/// How a seat is drawn: its colour, the ink on it and its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub fill: Color,
    pub ink: Color,
    pub letter: char,
}

/// Okabe-Ito colours, most distinct first (three players get orange, sky blue and reddish
/// purple), with white in place of Okabe-Ito's yellow, which the pictures keep for "look
/// here" (the turn, the last change, new relations); each carries a letter too. Ink is dark
/// except on blue (contrast above 4.5:1).
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
    svg.circle(cx, cy, r, &Style::fill(look.fill));
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

/// Letters of `seats`, e.g. "B C".
fn letters(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|&s| seat_look(s).letter.to_string())
        .collect::<Vec<_>>()
        .join(" ")
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
        &TextStyle::new(NOTE + 4.0, MUTED).end(),
    );
    y + TITLE + 16.0
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

/// The players, three to a row: letter and colour, name (and place, once over), spiral
/// field, stock and relations.
fn players(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) -> f32 {
    let places = places(view);
    let cw = draw::inner_width() / 3.0;
    let row_h = 64.0;
    let name_style = TextStyle::new(NOTE + 4.0, TEXT).bold();
    let sub = TextStyle::new(NOTE, MUTED);
    for seat in 0..view.players {
        let x = MARGIN + 8.0 + (seat % 3) as f32 * cw;
        let top = y + (seat / 3) as f32 * row_h;
        let cy = top + 18.0;
        if view.over.is_none() && view.active == seat {
            draw::turn_marker(svg, x, cy, 16.0);
        }
        token(svg, seat, x + 32.0, cy, 15.0);
        let mut label = name(names, seat);
        if me == Some(seat) {
            label.push_str(" (you)");
        }
        if let Some(place) = places.get(seat) {
            label.push_str(&format!(" · {}", ordinal(*place)));
        }
        let shown = draw::name_fit(
            &label,
            &format!("Seat {}", seat + 1),
            &name_style,
            cw - 62.0,
        );
        svg.text(x + 54.0, name_style.baseline_for(cy), &shown, &name_style);
        let pos = view.spiral.get(seat).map_or(0, |p| p.field);
        let stock = view.stock.get(seat).copied().unwrap_or_default();
        let place = if pos == 0 {
            "not scored".to_string()
        } else {
            format!("spiral {pos}")
        };
        let line = format!("{place} · {} L {} T", stock[0], stock[1]);
        svg.text(
            x + 54.0,
            cy + 24.0,
            &draw::name_fit(&line, "", &sub, cw - 60.0),
            &sub,
        );
        let relations = match view.maps.get(seat) {
            Some(m) if m.coalition.is_empty() && m.opposition.is_empty() => {
                "no relations".to_string()
            }
            Some(m) => {
                let mut parts = Vec::new();
                if !m.coalition.is_empty() {
                    parts.push(format!("+ {}", letters(&m.coalition)));
                }
                if !m.opposition.is_empty() {
                    parts.push(format!("× {}", letters(&m.opposition)));
                }
                parts.join(" · ")
            }
            None => String::new(),
        };
        svg.text(x + 54.0, cy + 42.0, &relations, &sub);
    }
    y + view.players.div_ceil(3) as f32 * row_h + 4.0
}

/// The main board with its legend in the free corners; returns the y below.
fn board(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let radius = f32::from(crate::rules::geometry::geometry().radius);
    let half_h = (radius + lattice::PAD) * lattice::SQRT3 / 2.0 * UNIT;
    let frame = Frame {
        ox: WIDTH / 2.0,
        oy: y + half_h,
        u: UNIT,
    };
    lattice::board(svg, view, &frame);
    // Legend in the lower left corner: the two field shapes and the last change.
    let note = TextStyle::new(NOTE, MUTED);
    let lx = MARGIN + 14.0;
    let ly = y + 2.0 * half_h - 76.0;
    svg.backdrop(|b| {
        lattice::icon(b, true, lx + 14.0, ly, 34.0, &Style::fill(MUTED));
        lattice::icon(b, false, lx + 14.0, ly + 28.0, 30.0, &Style::fill(MUTED));
        lattice::icon(
            b,
            false,
            lx + 14.0,
            ly + 58.0,
            30.0,
            &Style::stroke(ACCENT, 3.0),
        );
    });
    svg.text(lx + 38.0, note.baseline_for(ly), "lens (B)", &note);
    svg.text(
        lx + 38.0,
        note.baseline_for(ly + 28.0),
        "triangle (T)",
        &note,
    );
    svg.text(
        lx + 38.0,
        note.baseline_for(ly + 58.0),
        "last change",
        &note,
    );
    // Lower right: the players' lines above.
    let rx = WIDTH - MARGIN - 14.0;
    let end = note.end();
    svg.text(
        rx,
        note.baseline_for(ly + 28.0),
        "L T: stones in stock",
        &end,
    );
    svg.text(
        rx,
        note.baseline_for(ly + 58.0),
        "+ partners × opponents",
        &end,
    );
    y + 2.0 * half_h
}

/// The private column beside the Tree: the seat's political map, stock and what they choose
/// now, from `(x, y)`, `w` wide; returns the y below.
fn yours(svg: &mut Svg, view: &View, names: &Names, me: Seat, x: f32, y: f32, w: f32) -> f32 {
    let mut y = match view.maps.get(me) {
        Some(m) => politics::map(svg, m, me, "Your political map", x, y) + 24.0,
        None => y,
    };
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, "Your stock", &head);
    let stock = view.stock.get(me).copied().unwrap_or_default();
    let sy = y + HEAD + 30.0;
    let seat_fill = Style::fill(seat_look(me).fill);
    lattice::icon(svg, true, x + 20.0, sy, 40.0, &seat_fill);
    svg.text(
        x + 46.0,
        head.baseline_for(sy),
        &format!("× {}", stock[0]),
        &head,
    );
    lattice::icon(svg, false, x + 130.0, sy, 34.0, &seat_fill);
    svg.text(
        x + 152.0,
        head.baseline_for(sy),
        &format!("× {}", stock[1]),
        &head,
    );
    y = sy + 30.0;
    let now = TextStyle::new(NOTE + 3.0, ACCENT).bold();
    let line = now_line(view, names, me);
    let end = draw::paragraph(svg, x, y + now.size, &line, &now, w);
    end - now.size
}

/// Taxes owed, and the result once the game is over. The state of the turn is the first line
/// of the text beside the picture (and a seat's picture has its own "now" line), so it is not
/// repeated here: every character drawn costs render time.
fn footer_lines(view: &View, names: &Names) -> Vec<(String, TextStyle)> {
    let text = TextStyle::new(NOTE + 3.0, TEXT);
    let mut lines: Vec<(String, TextStyle)> = tax_lines(view, names)
        .into_iter()
        .map(|l| (l, text.bold()))
        .collect();
    if view.over.is_some() {
        let mut status = status_line(view, names);
        if let Some(first) = status.get(..1) {
            status = first.to_uppercase() + &status[1..];
        }
        lines.push((status, text));
    }
    lines
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
    let title = if me.is_some() {
        "Equilibrix Project · your view"
    } else {
        "Equilibrix Project"
    };
    let mut y = header(&mut svg, view, title);
    y = players(&mut svg, view, names, me, y);
    y = board(&mut svg, view, y + 4.0) + 18.0;
    // The Tree, and beside it the spiral (public) or the seat's own things (private).
    let x = MARGIN + 8.0;
    let below_tree = tree::tree(&mut svg, view, x, y, LEFT_W);
    let rx = x + LEFT_W + 20.0;
    let rw = WIDTH - MARGIN - 8.0 - rx;
    let below_right = match me {
        Some(me) => yours(&mut svg, view, names, me, rx, y, rw),
        None => spiral::spiral(&mut svg, view, rx, y, rw, below_tree - y),
    };
    y = below_tree.max(below_right) + 20.0;
    y = projects::projects(&mut svg, view, x, y, draw::inner_width()) + 16.0;
    let lines = footer_lines(view, names);
    let height = if lines.is_empty() {
        y + MARGIN - 8.0
    } else {
        draw::footer(&mut svg, &lines, y, MARGIN - 8.0)
    };
    svg.set_height(height);
    svg.finish()
}

/// The public board, from the spectator's view.
pub fn board_svg(view: &View, names: &Names) -> String {
    picture(view, names, None)
}

/// A seat's picture: the board as everyone sees it (Equilibrix hides nothing in play but the
/// piles' order), with the seat's own political map, stock and current choice in place of
/// the spiral (which the board message beside it shows).
pub fn private_svg(view: &View, names: &Names) -> String {
    picture(view, names, view.me)
}
