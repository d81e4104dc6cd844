//! The scoring spiral (EX-K1, EX-G5): fields 1 to the centre winding inwards, eight to a turn,
//! with a yellow dot at each node and one cross per stone of its income tax, and every player's
//! Vitruvian on its field (on a shared field the one ahead sits further along).

use super::{bar, token, HEAD, NOTE};
use crate::rules::data::components;
use crate::rules::view::View;
use game_kit::Seat;
use present_kit::picture::palette::{ACCENT, INK, MUTED, RULE, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

/// Fields on one turn of the drawn spiral.
const PER_TURN: f32 = 8.0;
/// The innermost turn's radius, so the last fields keep room for two Vitruvians.
const INNER: f32 = 30.0;
const TOKEN: f32 = 11.0;

struct Spiral {
    cx: f32,
    cy: f32,
    outer: f32,
    centre: f32,
}

impl Spiral {
    /// The point of field `f` (fractions lie between fields); the centre field is the middle.
    fn at(&self, f: f32) -> (f32, f32) {
        if f >= self.centre {
            return (self.cx, self.cy);
        }
        let span = (self.centre - 2.0).max(1.0);
        let r = self.outer - (self.outer - INNER) * ((f - 1.0) / span).clamp(0.0, 1.2);
        let a = (-90.0 + (f - 1.0) * 360.0 / PER_TURN).to_radians();
        (self.cx + r * a.cos(), self.cy + r * a.sin())
    }

    /// The unit vector pointing outwards from the middle at field `f`.
    fn outwards(&self, f: f32) -> (f32, f32) {
        let (x, y) = self.at(f);
        let (dx, dy) = (x - self.cx, y - self.cy);
        let l = (dx * dx + dy * dy).sqrt().max(1e-3);
        (dx / l, dy / l)
    }
}

/// A cross of a node's tax.
fn cross(svg: &mut Svg, x: f32, y: f32, s: f32) {
    bar(svg, (x - s, y - s), (x + s, y + s), 2.5, ACCENT);
    bar(svg, (x - s, y + s), (x + s, y - s), 2.5, ACCENT);
}

/// Draws the spiral from `(x, y)`, `w` wide and `h` tall; returns the y below it.
/// The track: a bar from each field to the next (plain four-edged shapes are the cheapest
/// for resvg); with eight fields to a turn every field is a corner of it. Fields 1, 10, 20
/// and 30 get a square, to count by. Nodes: a ring between two fields, and just outside it
/// (between the turns) one cross per stone of tax, side by side.
fn track(svg: &mut Svg, sp: &Spiral, outer: f32) {
    let data = &components().spiral;
    let centre = f32::from(data.centre);
    for f in 1..data.centre.saturating_sub(1) {
        let a = sp.at(f32::from(f));
        let b = sp.at(f32::from(f) + 1.0);
        bar(svg, a, b, 3.0, RULE);
    }
    let last = sp.at(centre - 1.0);
    bar(svg, last, (sp.cx, sp.cy), 3.0, RULE);
    svg.circle(sp.cx, sp.cy, 15.0, &Style::fill(ACCENT));
    let gap = (outer - INNER) / (centre - 2.0).max(1.0) * PER_TURN;
    for &(after, tax) in &data.nodes {
        let f = f32::from(after) + 0.5;
        let (px, py) = sp.at(f);
        svg.circle(px, py, 6.0, &Style::fill(ACCENT));
        let (ox, oy) = sp.outwards(f);
        let (tx, ty) = (-oy, ox);
        for k in 0..tax {
            let side = (f32::from(k) - f32::from(tax.saturating_sub(1)) / 2.0) * 12.0;
            let (cx, cy) = (
                px + ox * gap * 0.5 + tx * side,
                py + oy * gap * 0.5 + ty * side,
            );
            cross(svg, cx, cy, 4.0);
        }
    }
    for f in [1u8, 10, 20, 30] {
        if f < data.centre {
            let (px, py) = sp.at(f32::from(f));
            svg.rect(px - 4.5, py - 4.5, 9.0, 9.0, &Style::fill(MUTED));
        }
    }
}

pub fn spiral(svg: &mut Svg, view: &View, x: f32, y: f32, w: f32, h: f32) -> f32 {
    let data = &components().spiral;
    let centre = f32::from(data.centre);
    let head = TextStyle::new(HEAD, TEXT).bold();
    svg.text(x, y + HEAD, "Scoring spiral", &head);
    let note = TextStyle::new(NOTE, MUTED).end();
    svg.text(x + w, y + HEAD, "× = 1 stone of tax", &note);
    let off: Vec<Seat> = (0..view.players)
        .filter(|&s| view.spiral.get(s).is_some_and(|p| p.field == 0))
        .collect();
    let bottom_room = if off.is_empty() { 0.0 } else { 34.0 };
    let top = y + HEAD + 14.0;
    let avail = h - (top - y) - bottom_room;
    let outer = (avail / 2.0 - 18.0).min(w / 2.0 - 22.0);
    let sp = Spiral {
        cx: x + w / 2.0,
        cy: top + avail / 2.0,
        outer,
        centre,
    };
    // The track, its nodes and squares never change: the backdrop (drawn once).
    svg.backdrop(|b| track(b, &sp, outer));
    // A few numbers to count by, outside the track.
    let num = TextStyle::new(NOTE, MUTED).middle();
    for f in [1u8, 10, 20, 30] {
        if f >= data.centre {
            continue;
        }
        let (px, py) = sp.at(f32::from(f));
        let (ox, oy) = sp.outwards(f32::from(f));
        let (tx, ty) = (px + ox * 17.0, py + oy * 17.0);
        svg.text(tx, num.baseline_for(ty), &f.to_string(), &num);
    }
    let c = TextStyle::new(NOTE, INK).bold().middle();
    svg.text(sp.cx, c.baseline_for(sp.cy), &data.centre.to_string(), &c);
    // The Vitruvians: on a shared field the one ahead a little further along.
    for (seat, p) in view.spiral.iter().enumerate() {
        if p.field == 0 {
            continue;
        }
        let f = f32::from(p.field);
        let shared = view
            .spiral
            .iter()
            .enumerate()
            .any(|(o, q)| o != seat && q.field == p.field);
        let shift = match (shared, p.ahead) {
            (false, _) => 0.0,
            (true, true) => 0.24,
            (true, false) => -0.24,
        };
        let (tx, ty) = sp.at(if f >= centre { f } else { f + shift });
        let (tx, ty) = if f >= centre && shared {
            (tx + if p.ahead { 12.0 } else { -12.0 }, ty)
        } else {
            (tx, ty)
        };
        token(svg, seat, tx, ty, TOKEN);
    }
    let mut bottom = top + avail;
    if !off.is_empty() {
        let note = TextStyle::new(NOTE, MUTED);
        let ty = bottom + 16.0;
        svg.text(x, note.baseline_for(ty), "not on it yet:", &note);
        let mut tx = x + note.width("not on it yet:") + 20.0;
        for s in off {
            token(svg, s, tx, ty, TOKEN);
            tx += 2.0 * TOKEN + 5.0;
        }
        bottom += bottom_room;
    }
    bottom
}
