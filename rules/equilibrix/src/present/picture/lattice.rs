//! The Flower of Life drawn (EX-B1, EX-B2): every lens (biangular field) as a petal between two
//! neighbouring nodes and every triangle (triangular field) as a triangle drawn in from the
//! lattice's, its sides bowed a little where the petals bulge, with the label players type
//! (EX-B3), the stones on them and the last change. The same outlines draw the small shapes
//! elsewhere (project cards, surround formations, legends).
//!
//! Coordinates follow the crate's `data/components.json`: axial nodes `(q, r)`, cartesian
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
const PETAL_WIDE: f32 = 0.96;
const TRIANGLE_SCALE: f32 = 0.62;
/// How far a triangle's sides bow inwards at their middle, in lattice units (the petals bulge
/// there).
const TRIANGLE_BOW: f32 = 0.025;

/// The cartesian position of a node, in lattice units.
pub fn cart(p: Point) -> (f32, f32) {
    (p.0 as f32 + p.1 as f32 / 2.0, p.1 as f32 * SQRT3 / 2.0)
}

/// Where lattice coordinates land on the picture: the pixel of the cartesian origin, the
/// length of one lattice step, and how far the drawing is turned (degrees anticlockwise; the
/// board is never turned, a small drawing may be, to be drawn larger).
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub ox: f32,
    pub oy: f32,
    pub u: f32,
    pub turn: f32,
}

/// A cartesian point turned `degrees` anticlockwise about the origin.
fn turned((x, y): (f32, f32), degrees: f32) -> (f32, f32) {
    if degrees == 0.0 {
        return (x, y);
    }
    let (s, c) = degrees.to_radians().sin_cos();
    (x * c - y * s, x * s + y * c)
}

impl Frame {
    pub fn at(&self, p: (f32, f32)) -> (f32, f32) {
        let (x, y) = turned(p, self.turn);
        (self.ox + x * self.u, self.oy - y * self.u)
    }

    /// The frame that centres the nodes `points` in the box `bbox` as large as fits (see
    /// `fit_at`), turned by the multiple of 30° that draws the nodes largest: a
    /// formation or a project may lie any way round (no turn unless it gains a tenth).
    pub fn fit_turned(points: &[Point], bbox: (f32, f32, f32, f32), pad: f32, max_u: f32) -> Frame {
        let mut best = Frame::fit_at(points, bbox, pad, max_u, 0.0);
        for k in 1..6 {
            let f = Frame::fit_at(points, bbox, pad, max_u, k as f32 * 30.0);
            if f.u > best.u * 1.1 {
                best = f;
            }
        }
        best
    }

    pub fn node(&self, p: Point) -> (f32, f32) {
        self.at(cart(p))
    }

    /// The frame that centres the nodes `points`, turned by `turn` degrees, in the box
    /// `(x, y, w, h)`, as large as fits with `pad` lattice units around them, but with a step
    /// of at most `max_u` pixels.
    fn fit_at(
        points: &[Point],
        (x, y, w, h): (f32, f32, f32, f32),
        pad: f32,
        max_u: f32,
        turn: f32,
    ) -> Frame {
        let cs: Vec<(f32, f32)> = points.iter().map(|&p| turned(cart(p), turn)).collect();
        let lo_x = cs.iter().map(|c| c.0).fold(f32::MAX, f32::min);
        let hi_x = cs.iter().map(|c| c.0).fold(f32::MIN, f32::max);
        let lo_y = cs.iter().map(|c| c.1).fold(f32::MAX, f32::min);
        let hi_y = cs.iter().map(|c| c.1).fold(f32::MIN, f32::max);
        if cs.is_empty() {
            return Frame {
                ox: x + w / 2.0,
                oy: y + h / 2.0,
                u: max_u,
                turn,
            };
        }
        let u = (w / (hi_x - lo_x + 2.0 * pad))
            .min(h / (hi_y - lo_y + 2.0 * pad))
            .min(max_u);
        Frame {
            ox: x + w / 2.0 - (lo_x + hi_x) / 2.0 * u,
            oy: y + h / 2.0 + (lo_y + hi_y) / 2.0 * u,
            u,
            turn,
        }
    }
}

fn sub(a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    (a.0 - b.0, a.1 - b.1)
}

/// How thick the outline `poly` is across its narrowest direction (tried by the degree): a
/// symbol's size as a reader sees it.
pub fn thinnest(poly: &[(f32, f32)]) -> f32 {
    (0..180)
        .map(|deg| {
            let (s, c) = (deg as f32).to_radians().sin_cos();
            let along = poly.iter().map(|p| p.0 * c + p.1 * s);
            let hi = along.clone().fold(f32::MIN, f32::max);
            let lo = along.fold(f32::MAX, f32::min);
            hi - lo
        })
        .fold(f32::MAX, f32::min)
}

/// The outline of the field whose nodes are `pts` (two: a lens, three: a triangle).
pub fn outline(frame: &Frame, pts: &[Point]) -> Vec<(f32, f32)> {
    outline_plump(frame, pts, PETAL_WIDE, TRIANGLE_SCALE)
}

/// [`outline`] for the small drawings (the key, formations, project cards): lenses `wide`
/// times as wide as the true petal and triangles `scale` of the lattice's, so their fields
/// stay readable where a lattice step is short.
pub fn outline_plump(frame: &Frame, pts: &[Point], wide: f32, scale: f32) -> Vec<(f32, f32)> {
    match pts {
        [a, b] => lens(frame.node(*a), frame.node(*b), wide),
        [a, b, c] => triangle_scaled([frame.node(*a), frame.node(*b), frame.node(*c)], scale),
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
    triangle_scaled(c, TRIANGLE_SCALE)
}

/// [`triangle`] drawn in to `scale` of the lattice triangle.
fn triangle_scaled(c: [(f32, f32); 3], scale: f32) -> Vec<(f32, f32)> {
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
                g.0 + (s.0 - g.0) * scale + ix / il * bow,
                g.1 + (s.1 - g.1) * scale + iy / il * bow,
            ));
        }
    }
    out
}

/// The empty fields' colours, for the tests.
#[cfg(test)]
pub const EMPTY: [Color; 2] = [EMPTY_LENS, EMPTY_TRIANGLE];

/// The nodes of a board field, for the tests.
#[cfg(test)]
pub fn field_points(f: Field) -> Vec<Point> {
    points(f)
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

/// How narrow a stone's letter is drawn, and how far a triangle's letter stands from its
/// middle towards its apex, in lattice units: together they keep the letters of neighbouring
/// stones apart (the registry's picture test measures them).
const LETTER_SQUEEZE: f32 = 0.82;
const LETTER_LIFT: f32 = 0.066;

/// Where a stone's letter goes: a lens's middle, or a triangle's middle moved towards its
/// apex (`u` up, `d` down).
pub fn letter_at(frame: &Frame, f: Field) -> (f32, f32) {
    let (x, y) = centre(frame, f);
    let label = f.label();
    let lift = LETTER_LIFT * frame.u;
    if label.ends_with('u') {
        (x, y - lift)
    } else if label.ends_with('d') {
        (x, y + lift)
    } else {
        (x, y)
    }
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

/// The outlines of the fields holding a stone: what a choice's label may never cover.
pub fn stone_shapes(view: &View, frame: &Frame) -> Vec<Vec<(f32, f32)>> {
    view.stones
        .iter()
        .filter(|s| s.field.exists())
        .map(|s| outline(frame, &points(s.field)))
        .collect()
}

/// The whole board in `frame`: every field, the stones in their owners' colours with their
/// letters, the fields of the last change outlined in yellow and those in `chosen` in white.
/// Returns the boxes of the letters drawn.
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
        let look = seat_look(s);
        // Narrowed and, on a triangle, moved towards its apex: at this step the letters of
        // neighbouring fields would otherwise touch.
        let style = TextStyle::new(LETTER, look.ink)
            .bold()
            .middle()
            .squeezed(LETTER_SQUEEZE);
        let (x, y) = letter_at(frame, f);
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
pub fn overlap(a: &[f32; 4], b: &[f32; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// Whether the box `b` and the outline `shape` overlap: no line separates them along the
/// box's axes or the outline's edges (exact for a convex outline, a little generous for a
/// triangle's bowed sides).
pub fn box_meets(b: &[f32; 4], shape: &[(f32, f32)]) -> bool {
    if shape.is_empty() {
        return false;
    }
    let corners = [(b[0], b[1]), (b[2], b[1]), (b[2], b[3]), (b[0], b[3])];
    let apart = |axis: (f32, f32)| {
        let project = |p: &(f32, f32)| p.0 * axis.0 + p.1 * axis.1;
        let (mut lo_a, mut hi_a) = (f32::MAX, f32::MIN);
        for p in &corners {
            lo_a = lo_a.min(project(p));
            hi_a = hi_a.max(project(p));
        }
        let (mut lo_b, mut hi_b) = (f32::MAX, f32::MIN);
        for p in shape {
            lo_b = lo_b.min(project(p));
            hi_b = hi_b.max(project(p));
        }
        hi_a <= lo_b || hi_b <= lo_a
    };
    if apart((1.0, 0.0)) || apart((0.0, 1.0)) {
        return false;
    }
    for (i, p) in shape.iter().enumerate() {
        let q = shape[(i + 1) % shape.len()];
        if apart((-(q.1 - p.1), q.0 - p.0)) {
            return false;
        }
    }
    true
}

/// The labels of the fields in `chosen`, in large type ([`CHOICE`]), each on a yellow badge
/// on its field or, where that would cover a stone (issue 44: crowded turns hid stones under
/// the labels) or another text, as near beside it as is free, with a line to the field; in
/// smaller type ([`super::TXT`]) only where no place is free for the large one. Inside `area`,
/// clear of `stones` (the outlines of the fields holding stones) and `taken` (the letters,
/// coordinates and the column beside the board). Returns each label's text, size and box.
pub fn choice_labels(
    svg: &mut Svg,
    frame: &Frame,
    chosen: &[Field],
    stones: &[Vec<(f32, f32)>],
    taken: &mut Vec<[f32; 4]>,
    area: [f32; 4],
) -> Vec<(String, f32, [f32; 4])> {
    let mut out = Vec::new();
    // Each label: its field's middle, where it goes, its text and size.
    let mut placed: Vec<(Px, Px, &str, f32)> = Vec::new();
    // Every label tries large and near, then small and near, before any goes further out, so
    // a far one takes no near place from another (issue 44: the labels stay large where there
    // is room, and near their fields); last, small anywhere free on the board, nearest first.
    let passes: [&[(f32, f32)]; 3] = [
        &[(CHOICE, 1.2), (super::TXT, 1.2)],
        &[(CHOICE, 3.0), (super::TXT, 3.0)],
        &[(super::TXT, 0.0)],
    ];
    let mut left: Vec<Field> = chosen.to_vec();
    for stages in passes {
        left.retain(|&f| {
            let label = f.label();
            let (cx, cy) = centre(frame, f);
            let spot = stages.iter().find_map(|&(size, reach)| {
                let style = TextStyle::new(size, INK).bold().middle();
                let (half_w, half_h) = (style.width(label) / 2.0 + 6.0, size * 0.62);
                let free = |&(x, y): &(f32, f32)| {
                    let b = [x - half_w, y - half_h, x + half_w, y + half_h];
                    b[0] >= area[0]
                        && b[1] >= area[1]
                        && b[2] <= area[2]
                        && b[3] <= area[3]
                        && !taken.iter().any(|t| overlap(t, &b))
                        && !stones.iter().any(|s| box_meets(&b, s))
                };
                let found = if reach > 0.0 {
                    candidates(half_w, half_h, reach * frame.u)
                        .map(|(ox, oy)| (cx + ox, cy + oy))
                        .find(free)
                } else {
                    anywhere(area, (cx, cy)).into_iter().find(free)
                };
                found.map(|(x, y)| (x, y, size, half_w, half_h))
            });
            let Some((x, y, size, half_w, half_h)) = spot else {
                return true;
            };
            let b = [x - half_w, y - half_h, x + half_w, y + half_h];
            taken.push(b);
            placed.push(((cx, cy), (x, y), label, size));
            out.push((label.to_string(), size, b));
            false
        });
    }
    // Leaders first, so no badge is crossed by another's line.
    for &((cx, cy), (x, y), _, _) in &placed {
        if (cx - x).abs() + (cy - y).abs() > 1.0 {
            super::bar(svg, (cx, cy), (x, y), 3.0, ACCENT);
            svg.circle(cx, cy, 4.0, &Style::fill(ACCENT).with_stroke(INK, 1.0));
        }
    }
    for &(_, (x, y), label, size) in &placed {
        let style = TextStyle::new(size, INK).bold().middle();
        let (half_w, half_h) = (style.width(label) / 2.0 + 6.0, size * 0.62);
        svg.rounded_rect(
            x - half_w,
            y - half_h,
            2.0 * half_w,
            2.0 * half_h,
            6.0,
            &Style::fill(ACCENT).with_stroke(INK, 1.5),
        );
        svg.text(x, style.baseline_for(y), label, &style);
    }
    out
}

/// Every point of an 8 px grid over `area`, nearest to `to` first.
fn anywhere(area: [f32; 4], to: Px) -> Vec<Px> {
    let mut all: Vec<Px> = Vec::new();
    let mut y = area[1];
    while y <= area[3] {
        let mut x = area[0];
        while x <= area[2] {
            all.push((x, y));
            x += 8.0;
        }
        y += 8.0;
    }
    let d = |p: &Px| (p.0 - to.0).powi(2) + (p.1 - to.1).powi(2);
    all.sort_by(|a, b| d(a).total_cmp(&d(b)));
    all
}

/// Where a label may go relative to its field's middle, nearest first: on it, then rings of
/// 16 directions further and further out, to `reach` pixels.
fn candidates(half_w: f32, half_h: f32, reach: f32) -> impl Iterator<Item = (f32, f32)> {
    let rings = (reach / half_h).ceil() as usize;
    std::iter::once((0.0, 0.0)).chain((1..=rings).flat_map(move |ring| {
        let r = ring as f32 * half_h;
        (0..16).map(move |k| {
            let a = k as f32 * std::f32::consts::PI / 8.0;
            // Stretched sideways: a label is wider than tall.
            (a.cos() * r * (half_w / half_h).min(2.5), a.sin() * r)
        })
    }))
}

/// The key to the labels (EX-B3) beside the board: one node with its three lenses (`e`, `ne`,
/// `nw`) and two triangles (`u`, `d`), each named, so any field's label can be read off the
/// board's coordinates. `(x, y)` is the node, `u` the step in pixels. Returns the box it takes.
pub fn key(svg: &mut Svg, (x, y): (f32, f32), u: f32, style: &TextStyle) -> [f32; 4] {
    let frame = Frame {
        ox: x,
        oy: y,
        u,
        turn: 0.0,
    };
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
                &outline_plump(&frame, pts, KEY_WIDE, TRIANGLE_SCALE),
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
    let mut bbox = [x - u, y - h - 16.0 - style.size, x + u, y + h / 3.0 + 2.0];
    for (t, (tx, ty)) in spots {
        let s = if t.len() == 1 && t != "e" {
            TextStyle::new(style.size, TEXT).bold().middle()
        } else {
            *style
        };
        let tx = if t == "e" { tx + s.width(t) / 2.0 } else { tx };
        svg.text(tx, s.baseline_for(ty), t, &s);
        let b = text_box(&s, t, tx, ty);
        bbox = [
            bbox[0].min(b[0]),
            bbox[1].min(b[1]),
            bbox[2].max(b[2]),
            bbox[3].max(b[3]),
        ];
    }
    let node = style.end();
    svg.text(x - 10.0, node.baseline_for(y), "D4", &node);
    let w = node.width("D4");
    [bbox[0].min(x - 10.0 - w), bbox[1], bbox[2], bbox[3]]
}

/// The icons' sizes (a lens's length, a triangle's side before it is drawn in): both at least
/// [`super::SYMBOL`] across their narrower side (`tests::symbols_read_on_a_phone`).
pub const ICON_LENS: f32 = 46.0;
pub const ICON_TRIANGLE: f32 = 34.0;
/// How much plumper than on the board the key's lenses are, so they are [`super::SYMBOL`]
/// thick at the key's smaller step.
const KEY_WIDE: f32 = 1.25;

/// A single field icon (for legends, stock and the Tree's stone pairs): a lying lens (plumper
/// than on the board, to read at this size) or an upward triangle, `size` pixels across,
/// centred on `(cx, cy)`.
pub fn icon(svg: &mut Svg, lens_icon: bool, cx: f32, cy: f32, size: f32, style: &Style) {
    svg.polygon(&icon_outline(lens_icon, cx, cy, size), style);
}

/// The outline [`icon`] draws.
pub fn icon_outline(lens_icon: bool, cx: f32, cy: f32, size: f32) -> Vec<(f32, f32)> {
    if lens_icon {
        lens((cx - size / 2.0, cy), (cx + size / 2.0, cy), 1.5)
    } else {
        let h = size * SQRT3 / 2.0;
        let pts = [
            (cx - size / 2.0, cy + h / 3.0),
            (cx + size / 2.0, cy + h / 3.0),
            (cx, cy - 2.0 * h / 3.0),
        ];
        triangle(pts)
    }
}

/// The key's fields as it draws them, for the tests.
#[cfg(test)]
pub fn key_outlines(u: f32) -> Vec<Vec<(f32, f32)>> {
    let frame = Frame {
        ox: 0.0,
        oy: 0.0,
        u,
        turn: 0.0,
    };
    let n = (0i8, 0i8);
    [
        vec![n, (1, 0)],
        vec![n, (0, 1)],
        vec![n, (-1, 1)],
        vec![n, (1, 0), (0, 1)],
        vec![n, (1, -1), (1, 0)],
    ]
    .iter()
    .map(|pts| outline_plump(&frame, pts, KEY_WIDE, TRIANGLE_SCALE))
    .collect()
}
