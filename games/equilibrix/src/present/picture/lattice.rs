//! The Flower of Life drawn (EX-B1, EX-B2): every lens (biangular field) as a petal between two
//! neighbouring nodes and every triangle (triangular field) as a triangle drawn in from the
//! lattice's, its sides bowed a little where the petals bulge, with the label players type
//! (EX-B3), the stones on them and the last change. The same outlines draw the small shapes
//! elsewhere (project cards, surround formations, legends).
//!
//! Coordinates follow `equilibrix-components.json`: axial nodes `(q, r)`, cartesian
//! `x = q + r/2`, `y = r·√3/2` with y **up**, so row A is at the bottom and `ne`/`u` point up
//! on the picture as their names say.

use super::{seat_look, LABEL, LETTER};
use crate::rules::geometry::{geometry, Point};
use crate::rules::view::View;
use crate::rules::Field;
use game_kit::Seat;
use present_kit::picture::palette::{ACCENT, TEXT};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};

pub const SQRT3: f32 = 1.732_050_8;

/// Empty fields: lenses a little lighter than triangles, so the two shapes read apart even
/// before their outlines do. Labels on them are light (above 5:1).
const EMPTY_LENS: Color = Color(0x2e, 0x6b, 0x51);
const EMPTY_TRIANGLE: Color = Color(0x27, 0x5c, 0x45);

/// A petal's length and width against the true Flower of Life's (which touch their
/// neighbours), and how far a triangle is pulled in towards its centre: the gaps keep
/// neighbouring stones apart and leave room for two lines of text on a triangle.
const PETAL_LONG: f32 = 0.9;
const PETAL_WIDE: f32 = 0.92;
const TRIANGLE_SCALE: f32 = 0.6;
/// How far a triangle's sides bow inwards at their middle, in lattice units (the petals bulge
/// there).
const TRIANGLE_BOW: f32 = 0.025;
/// Room kept around the outer nodes, in lattice units.
pub const PAD: f32 = 0.25;

/// The cartesian position of a node, in lattice units.
pub fn cart(p: Point) -> (f32, f32) {
    (p.0 as f32 + p.1 as f32 / 2.0, p.1 as f32 * SQRT3 / 2.0)
}

/// Where lattice coordinates land on the picture: the pixel of the cartesian origin and the
/// length of one lattice step.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub ox: f32,
    pub oy: f32,
    pub u: f32,
}

impl Frame {
    pub fn at(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (self.ox + x * self.u, self.oy - y * self.u)
    }

    pub fn node(&self, p: Point) -> (f32, f32) {
        self.at(cart(p))
    }

    /// The frame that centres the nodes `points` in the box `(x, y, w, h)`, as large as fits
    /// with `pad` lattice units around them, but with a step of at most `max_u` pixels.
    pub fn fit(
        points: &[Point],
        (x, y, w, h): (f32, f32, f32, f32),
        pad: f32,
        max_u: f32,
    ) -> Frame {
        let cs: Vec<(f32, f32)> = points.iter().map(|&p| cart(p)).collect();
        let lo_x = cs.iter().map(|c| c.0).fold(f32::MAX, f32::min);
        let hi_x = cs.iter().map(|c| c.0).fold(f32::MIN, f32::max);
        let lo_y = cs.iter().map(|c| c.1).fold(f32::MAX, f32::min);
        let hi_y = cs.iter().map(|c| c.1).fold(f32::MIN, f32::max);
        if cs.is_empty() {
            return Frame {
                ox: x + w / 2.0,
                oy: y + h / 2.0,
                u: max_u,
            };
        }
        let u = (w / (hi_x - lo_x + 2.0 * pad))
            .min(h / (hi_y - lo_y + 2.0 * pad))
            .min(max_u);
        Frame {
            ox: x + w / 2.0 - (lo_x + hi_x) / 2.0 * u,
            oy: y + h / 2.0 + (lo_y + hi_y) / 2.0 * u,
            u,
        }
    }
}

fn sub(a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    (a.0 - b.0, a.1 - b.1)
}

/// The outline of the field whose nodes are `pts` (two: a lens, three: a triangle).
pub fn outline(frame: &Frame, pts: &[Point]) -> Vec<(f32, f32)> {
    match pts {
        [a, b] => lens(frame.node(*a), frame.node(*b), PETAL_WIDE),
        [a, b, c] => triangle([frame.node(*a), frame.node(*b), frame.node(*c)]),
        _ => Vec::new(),
    }
}

/// A petal from `a` to `b`: the two arcs of the circles through both nodes centred on the
/// third corners of the triangles either side (so at most 0.134 of a step wide each side),
/// shortened by [`PETAL_LONG`] and `wide` times as wide.
fn lens(a: (f32, f32), b: (f32, f32), wide: f32) -> Vec<(f32, f32)> {
    // Few points: resvg's cost grows with the edges it anti-aliases, and 144 fields add up.
    const STEPS: usize = 4;
    let (dx, dy) = sub(b, a);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let point = |k: usize, side: f32| {
        let t = -0.5 + k as f32 / STEPS as f32;
        let along = t * len * PETAL_LONG;
        let half = ((1.0 - t * t).max(0.0).sqrt() - SQRT3 / 2.0).max(0.0) * len * wide;
        (
            mx + ux * along + nx * half * side,
            my + uy * along + ny * half * side,
        )
    };
    let mut out: Vec<(f32, f32)> = (0..=STEPS).map(|k| point(k, 1.0)).collect();
    out.extend((1..STEPS).rev().map(|k| point(k, -1.0)));
    out
}

/// A triangle: the lattice triangle drawn in towards its centre, its sides bowed in a little
/// where the petals bulge.
fn triangle(c: [(f32, f32); 3]) -> Vec<(f32, f32)> {
    const STEPS: usize = 2;
    let g = (
        (c[0].0 + c[1].0 + c[2].0) / 3.0,
        (c[0].1 + c[1].1 + c[2].1) / 3.0,
    );
    let side = {
        let (dx, dy) = sub(c[1], c[0]);
        (dx * dx + dy * dy).sqrt()
    };
    let mut out = Vec::with_capacity(3 * STEPS);
    for i in 0..3 {
        let (p, q) = (c[i], c[(i + 1) % 3]);
        // The side's middle, and the unit vector from it towards the centre.
        let m = ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0);
        let (ix, iy) = sub(g, m);
        let il = (ix * ix + iy * iy).sqrt().max(1e-3);
        for k in 0..STEPS {
            let t = k as f32 / STEPS as f32;
            let s = (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t);
            let bow = TRIANGLE_BOW * side * (std::f32::consts::PI * t).sin();
            out.push((
                g.0 + (s.0 - g.0) * TRIANGLE_SCALE + ix / il * bow,
                g.1 + (s.1 - g.1) * TRIANGLE_SCALE + iy / il * bow,
            ));
        }
    }
    out
}

/// The nodes of a board field.
fn points(f: Field) -> Vec<Point> {
    let g = geometry();
    f.info()
        .nodes
        .iter()
        .filter_map(|&n| g.nodes.get(n as usize).copied())
        .collect()
}

/// Where a field's label and a stone's owner letter go, in pixels: the label in the middle
/// (where it is whether or not a stone lies there), the letter towards a lens's upper (or
/// right) end or a triangle's point.
fn text_spots(frame: &Frame, pts: &[Point]) -> ((f32, f32), (f32, f32)) {
    let px: Vec<(f32, f32)> = pts.iter().map(|&p| frame.node(p)).collect();
    let n = px.len().max(1) as f32;
    let centre = (
        px.iter().map(|p| p.0).sum::<f32>() / n,
        px.iter().map(|p| p.1).sum::<f32>() / n,
    );
    let u = frame.u;
    match px.as_slice() {
        [a, b] => {
            // The upper end (smaller y on the picture), else the right one.
            let (top, low) = if (a.1, -a.0) < (b.1, -b.0) {
                (*a, *b)
            } else {
                (*b, *a)
            };
            let (dx, dy) = sub(top, low);
            let len = (dx * dx + dy * dy).sqrt().max(1e-3);
            let (ux, uy) = (dx / len, dy / len);
            (centre, (centre.0 + ux * 0.3 * u, centre.1 + uy * 0.3 * u))
        }
        [_, _, _] => {
            // An upward triangle has one corner above its centre, a downward one below.
            let up = px.iter().filter(|p| p.1 < centre.1).count() == 1;
            let s = if up { -1.0 } else { 1.0 };
            (centre, (centre.0, centre.1 + s * 0.15 * u))
        }
        _ => (centre, centre),
    }
}

/// The whole board in `frame`: every field with its label, the stones in their owners' colours
/// with their letters, and the fields of the last change outlined.
pub fn board(svg: &mut Svg, view: &View, frame: &Frame) {
    let owners: Vec<Option<Seat>> = Field::all()
        .map(|f| view.stones.iter().find(|s| s.field == f).map(|s| s.owner))
        .collect();
    // Every field empty is the backdrop (drawn once for all pictures: the fields are most of
    // the board's drawing cost); the stones lie on it.
    svg.backdrop(|b| {
        for f in Field::all() {
            let pts = points(f);
            let fill = if pts.len() == 2 {
                EMPTY_LENS
            } else {
                EMPTY_TRIANGLE
            };
            b.polygon(&outline(frame, &pts), &Style::fill(fill));
        }
    });
    for f in Field::all() {
        if let Some(s) = owners[f.index()] {
            svg.polygon(&outline(frame, &points(f)), &Style::fill(seat_look(s).fill));
        }
    }
    for f in &view.last_changed {
        if f.exists() {
            let shape = outline(frame, &points(*f));
            // Wide enough to show on the dark gaps around the field, whatever its colour.
            svg.polygon(&shape, &Style::stroke(ACCENT, 5.0));
        }
    }
    let label = TextStyle::new(LABEL, TEXT).middle();
    for f in Field::all() {
        let pts = points(f);
        let (centre, letter_at) = text_spots(frame, &pts);
        match owners[f.index()] {
            Some(s) => {
                let look = seat_look(s);
                let big = TextStyle::new(LETTER, look.ink).bold().middle();
                svg.text(
                    letter_at.0,
                    big.baseline_for(letter_at.1),
                    &look.letter.to_string(),
                    &big,
                );
                let small = TextStyle::new(LABEL, look.ink).middle();
                svg.text(centre.0, small.baseline_for(centre.1), f.label(), &small);
            }
            None => svg.text(centre.0, label.baseline_for(centre.1), f.label(), &label),
        }
    }
}

/// How a small shape (a project card, a formation) shows each of its fields.
#[derive(Clone, Copy, Debug)]
pub enum Mark {
    /// Filled: obligatory fields of a project, the attacking stones of a formation.
    Solid(Color),
    /// Outlined only: voluntary fields.
    Outline(Color, f32),
}

/// The fields `fields` (each as its nodes) drawn in `frame` with `mark`.
pub fn shape(svg: &mut Svg, frame: &Frame, fields: &[Vec<Point>], mark: Mark) {
    for f in fields {
        let poly = outline(frame, f);
        let style = match mark {
            Mark::Solid(c) => Style::fill(c),
            Mark::Outline(c, w) => Style::stroke(c, w),
        };
        svg.polygon(&poly, &style);
    }
}

/// A single field icon (for legends, stock and the Tree's stone pairs): a lying lens (plumper
/// than on the board, to read at this size) or an upward triangle, `size` pixels across,
/// centred on `(cx, cy)`.
pub fn icon(svg: &mut Svg, lens_icon: bool, cx: f32, cy: f32, size: f32, style: &Style) {
    let poly: Vec<(f32, f32)> = if lens_icon {
        lens((cx - size / 2.0, cy), (cx + size / 2.0, cy), 1.5)
    } else {
        let h = size * SQRT3 / 2.0;
        let pts = [
            (cx - size / 2.0, cy + h / 3.0),
            (cx + size / 2.0, cy + h / 3.0),
            (cx, cy - 2.0 * h / 3.0),
        ];
        triangle(pts)
    };
    svg.polygon(&poly, style);
}
