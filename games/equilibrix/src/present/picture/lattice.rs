//! The Flower of Life drawn (EX-B1, EX-B2): every lens (biangular field) as a petal between two
//! neighbouring nodes and every triangle (triangular field) as a triangle drawn in from the
//! lattice's, its sides bowed a little where the petals bulge, with the label players type
//! (EX-B3), the stones on them and the last change. The same outlines draw the small shapes
//! elsewhere (project cards, surround formations, legends).
//!
//! Coordinates follow `equilibrix-components.json`: axial nodes `(q, r)`, cartesian
//! `x = q + r/2`, `y = r·√3/2` with y **up**, so row A is at the bottom and `ne`/`u` point up
//! on the picture as their names say.

use super::{seat_look, CHOICE, LETTER};
use crate::rules::geometry::{geometry, Point};
use crate::rules::view::View;
use crate::rules::Field;
use game_kit::Seat;
use present_kit::picture::palette::{ACCENT, INK, PAPER, TEXT};
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
const TRIANGLE_SCALE: f32 = 0.62;
/// How far a triangle's sides bow inwards at their middle, in lattice units (the petals bulge
/// there).
const TRIANGLE_BOW: f32 = 0.025;

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

/// The middle of a field's outline, in pixels: where a stone's letter goes.
pub fn centre(frame: &Frame, f: Field) -> (f32, f32) {
    let px: Vec<(f32, f32)> = points(f).iter().map(|&p| frame.node(p)).collect();
    let n = px.len().max(1) as f32;
    (
        px.iter().map(|p| p.0).sum::<f32>() / n,
        px.iter().map(|p| p.1).sum::<f32>() / n,
    )
}

/// How far the coordinates stand off the board's outer nodes, in lattice units.
pub const COORD_OFF: f32 = 0.62;

/// The coordinates on the board's edges (EX-B3), as a chess board has them: each row's letter
/// left of its first node, and each number below the lower end of its line of nodes (a
/// number runs up and to the left, along the `nw` lenses). Returns each text's box, so the
/// labels of the private picture keep clear of them.
pub fn coordinates(svg: &mut Svg, frame: &Frame, style: &TextStyle) -> Vec<[f32; 4]> {
    let g = geometry();
    let mut boxes = Vec::new();
    let mut put = |svg: &mut Svg, text: &str, (x, y): (f32, f32)| {
        svg.text(x, style.baseline_for(y), text, style);
        boxes.push(text_box(style, text, x, y));
    };
    for (i, &p) in g.nodes.iter().enumerate() {
        let Some(label) = g.node_labels.get(i) else {
            continue;
        };
        let (row, number) = label.split_at(1);
        // The first node of its row: none to its west.
        if !g.nodes.contains(&(p.0 - 1, p.1)) {
            let (x, y) = cart(p);
            put(svg, row, frame.at((x - COORD_OFF, y)));
        }
        // The lower end of its number's line: none to its south-east.
        if !g.nodes.contains(&(p.0 + 1, p.1 - 1)) {
            let (x, y) = cart(p);
            put(
                svg,
                number,
                frame.at((x + COORD_OFF * 0.5, y - COORD_OFF * SQRT3 / 2.0)),
            );
        }
    }
    boxes
}

/// The whole board in `frame`: every field, the stones in their owners' colours with their
/// letters (except on the fields in `chosen`, whose labels the caller draws on them), the
/// fields of the last change outlined in yellow and those in `chosen` in white. Returns the
/// boxes of the letters drawn.
pub fn board(svg: &mut Svg, view: &View, frame: &Frame, chosen: &[Field]) -> Vec<[f32; 4]> {
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
    // White inside dark, to show on every stone's colour (white ones too) and on the table.
    for f in chosen {
        if f.exists() {
            let shape = outline(frame, &points(*f));
            svg.polygon(&shape, &Style::stroke(INK, 7.0));
            svg.polygon(&shape, &Style::stroke(PAPER, 3.0));
        }
    }
    let mut boxes = Vec::new();
    for f in Field::all() {
        let Some(s) = owners[f.index()] else {
            continue;
        };
        if chosen.contains(&f) {
            continue;
        }
        let look = seat_look(s);
        let style = TextStyle::new(LETTER, look.ink).bold().middle();
        let (x, y) = centre(frame, f);
        let letter = look.letter.to_string();
        svg.text(x, style.baseline_for(y), &letter, &style);
        boxes.push(text_box(&style, &letter, x, y));
    }
    boxes
}

/// The box a centred text drawn with its capitals' middle at `(x, y)` covers, as
/// `present_kit::picture::measure` counts it (from the capitals' top to the descenders).
pub fn text_box(style: &TextStyle, text: &str, x: f32, y: f32) -> [f32; 4] {
    let w = style.width(text) / 2.0;
    let base = style.baseline_for(y);
    [
        x - w,
        base - 0.76 * style.size,
        x + w,
        base + 0.24 * style.size,
    ]
}

/// A point on the picture, in pixels.
type Px = (f32, f32);

/// Whether two boxes `[left, top, right, bottom]` overlap.
fn overlap(a: &[f32; 4], b: &[f32; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// The labels of the fields in `chosen`, large, each on a yellow badge on its field or, where
/// that would run into another text, as near beside it as is free (with a short line to the
/// field), inside `area` and clear of `taken` (the letters and coordinates). A label with no
/// free place nearby is left out: its field is still outlined, and the coordinates name it.
/// Returns how many labels were drawn.
pub fn choice_labels(
    svg: &mut Svg,
    frame: &Frame,
    chosen: &[Field],
    taken: &mut Vec<[f32; 4]>,
    area: [f32; 4],
) -> usize {
    let style = TextStyle::new(CHOICE, INK).bold().middle();
    let (pad_x, half_h) = (5.0, CHOICE * 0.62);
    let step_y = 2.0 * half_h + 2.0;
    let mut drawn = 0;
    // Each label: its field's middle, where it goes, and its text.
    let mut placed: Vec<(Px, Px, &str)> = Vec::new();
    for &f in chosen {
        let label = f.label();
        let half_w = style.width(label) / 2.0 + pad_x;
        let (cx, cy) = centre(frame, f);
        let dx = 2.0 * half_w + 2.0;
        let offsets = [
            (0.0, 0.0),
            (0.0, -step_y),
            (0.0, step_y),
            (-dx * 0.6, 0.0),
            (dx * 0.6, 0.0),
            (-dx * 0.6, -step_y),
            (dx * 0.6, -step_y),
            (-dx * 0.6, step_y),
            (dx * 0.6, step_y),
            (0.0, -2.0 * step_y),
            (0.0, 2.0 * step_y),
            (-dx, 0.0),
            (dx, 0.0),
            (-dx, -step_y),
            (dx, -step_y),
            (-dx, step_y),
            (dx, step_y),
            (-dx * 0.6, -2.0 * step_y),
            (dx * 0.6, -2.0 * step_y),
            (-dx * 0.6, 2.0 * step_y),
            (dx * 0.6, 2.0 * step_y),
        ];
        let spot = offsets
            .iter()
            .map(|&(ox, oy)| (cx + ox, cy + oy))
            .find(|&(x, y)| {
                let b = [x - half_w, y - half_h, x + half_w, y + half_h];
                b[0] >= area[0]
                    && b[1] >= area[1]
                    && b[2] <= area[2]
                    && b[3] <= area[3]
                    && !taken.iter().any(|t| overlap(t, &b))
            });
        if let Some((x, y)) = spot {
            taken.push([x - half_w, y - half_h, x + half_w, y + half_h]);
            placed.push(((cx, cy), (x, y), label));
        }
    }
    // Leaders first, so no badge is crossed by another's line.
    for &((cx, cy), (x, y), _) in &placed {
        if (cx - x).abs() + (cy - y).abs() > 1.0 {
            super::bar(svg, (cx, cy), (x, y), 3.0, ACCENT);
        }
    }
    for &(_, (x, y), label) in &placed {
        let half_w = style.width(label) / 2.0 + pad_x;
        svg.rounded_rect(
            x - half_w,
            y - half_h,
            2.0 * half_w,
            2.0 * half_h,
            6.0,
            &Style::fill(ACCENT).with_stroke(INK, 1.5),
        );
        svg.text(x, style.baseline_for(y), label, &style);
        drawn += 1;
    }
    drawn
}

/// The key to the labels (EX-B3) beside the board: one node with its three lenses (`e`, `ne`,
/// `nw`) and two triangles (`u`, `d`), each named, and an example, so any field's label can
/// be read off the board's coordinates. `(x, y)` is the node, `u` the step in pixels.
pub fn key(svg: &mut Svg, (x, y): (f32, f32), u: f32, style: &TextStyle) {
    let frame = Frame { ox: x, oy: y, u };
    let n = (0i8, 0i8);
    let fields: [(&str, Vec<Point>); 5] = [
        ("e", vec![n, (1, 0)]),
        ("ne", vec![n, (0, 1)]),
        ("nw", vec![n, (-1, 1)]),
        ("u", vec![n, (1, 0), (0, 1)]),
        ("d", vec![n, (1, -1), (1, 0)]),
    ];
    svg.backdrop(|b| {
        for (_, pts) in &fields {
            let fill = if pts.len() == 2 {
                EMPTY_LENS
            } else {
                EMPTY_TRIANGLE
            };
            b.polygon(
                &outline(&frame, pts),
                &Style::fill(fill).with_stroke(TEXT, 1.5),
            );
        }
        b.circle(x, y, 5.0, &Style::fill(TEXT));
    });
    let h = u * SQRT3 / 2.0;
    let spots = [
        ("e", (x + u + 12.0, y)),
        ("ne", (x + u / 2.0 + 4.0, y - h - 14.0)),
        ("nw", (x - u / 2.0 - 4.0, y - h - 14.0)),
        ("u", (x + u / 2.0, y - h / 3.0 - 2.0)),
        ("d", (x + u / 2.0, y + h / 3.0 + 2.0)),
    ];
    for (t, (tx, ty)) in spots {
        let s = if t.len() == 1 && t != "e" {
            TextStyle::new(style.size, TEXT).bold().middle()
        } else {
            *style
        };
        let tx = if t == "e" { tx + s.width(t) / 2.0 } else { tx };
        svg.text(tx, s.baseline_for(ty), t, &s);
    }
    let node = style.end();
    svg.text(x - 10.0, node.baseline_for(y), "D4", &node);
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
