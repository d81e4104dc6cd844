//! A picture measured as a phone shows it (issue 28): Discord draws a picture about 400 px
//! wide on a phone, so a label 22 px tall in an 880 px picture is 10 px tall there. Every text
//! of an SVG document is read back with its size and the box its letters cover, so a test can
//! ask for the smallest text at phone size and for texts that run into each other.
//! Test support only (the `testing` feature): Tabula never measures a picture it sends.
//!
//! A text's size is its font size (the em, as "a 10 px font" means); its box spans its
//! advance width (narrowed by a squeeze) and, upright, from the top of the capitals to the
//! bottom of the descenders. A turned text has no box (it is never a label here).

use super::font::{self, Weight};
use super::raster::PictureError;
use resvg::usvg::roxmltree::{Document, Node};

/// How wide Discord shows a picture on a phone, in px.
pub const PHONE_WIDTH: f32 = 400.0;
/// How tall the smallest capital or digit a player must read stands, in px, at
/// [`PHONE_WIDTH`] (issue 44: what a reader sees is the letters, not the font size), and the
/// smallest symbol that carries game information (a suit mark, a colour symbol, an icon).
pub const SMALLEST_CAPITAL: f32 = 8.0;
/// The smallest font size, in px at [`PHONE_WIDTH`], whose capitals stand
/// [`SMALLEST_CAPITAL`] tall in the shipped font (its capitals are 0.729 of the size; a test
/// below keeps the two in step).
pub const SMALLEST_TEXT: f32 = 11.0;

/// One run of text as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    /// Font size in the picture's own px (a scaled group scales it).
    pub size: f32,
    /// `[left, top, right, bottom]` of its letters, or `None` when turned.
    pub bounds: Option<[f32; 4]>,
}

/// A picture's declared size and every run of text in it.
#[derive(Clone, Debug)]
pub struct Measured {
    pub width: f32,
    pub height: f32,
    pub labels: Vec<Label>,
}

impl Measured {
    /// Reads `svg` (as the project's SVG writer produces it).
    pub fn of(svg: &str) -> Result<Measured, PictureError> {
        let doc = Document::parse(svg).map_err(|e| PictureError::Parse(e.to_string()))?;
        let root = doc.root_element();
        let number = |name: &str| -> Result<f32, PictureError> {
            root.attribute(name)
                .and_then(|v| v.parse::<f32>().ok())
                .ok_or_else(|| PictureError::Parse(format!("the picture has no {name}")))
        };
        let (width, height) = (number("width")?, number("height")?);
        let mut labels = Vec::new();
        for text in doc.descendants().filter(|n| n.has_tag_name("text")) {
            read_text(text, &mut labels);
        }
        Ok(Measured {
            width,
            height,
            labels,
        })
    }

    /// `px` of this picture as a phone shows them.
    pub fn at_phone(&self, px: f32) -> f32 {
        px * PHONE_WIDTH / self.width
    }

    /// The smallest text, if there is any.
    pub fn smallest(&self) -> Option<&Label> {
        self.labels.iter().min_by(|a, b| a.size.total_cmp(&b.size))
    }

    /// How tall `label`'s capitals stand at phone size.
    pub fn capital_at_phone(&self, label: &Label) -> f32 {
        self.at_phone(label.size) * font::cap_height(Weight::Regular)
    }

    /// The texts smaller than [`SMALLEST_TEXT`] at phone size (capitals under
    /// [`SMALLEST_CAPITAL`]).
    pub fn too_small(&self) -> Vec<&Label> {
        self.labels
            .iter()
            .filter(|l| self.at_phone(l.size) < SMALLEST_TEXT - 0.01)
            .collect()
    }

    /// Pairs of texts whose letters' boxes overlap by more than a hair (1 px each way), and
    /// texts that reach past the picture's edge.
    pub fn collisions(&self) -> Vec<String> {
        let boxed: Vec<(&Label, [f32; 4])> = self
            .labels
            .iter()
            .filter_map(|l| l.bounds.map(|b| (l, b)))
            .collect();
        let mut found = Vec::new();
        for (i, (a, ab)) in boxed.iter().enumerate() {
            if ab[0] < -0.5 || ab[1] < -0.5 || ab[2] > self.width + 0.5 || ab[3] > self.height + 0.5
            {
                found.push(format!("{:?} leaves the picture at {ab:?}", a.text));
            }
            for (b, bb) in &boxed[i + 1..] {
                let dx = ab[2].min(bb[2]) - ab[0].max(bb[0]);
                let dy = ab[3].min(bb[3]) - ab[1].max(bb[1]);
                if dx > 1.0 && dy > 1.0 {
                    found.push(format!("{:?} {ab:?} runs into {:?} {bb:?}", a.text, b.text));
                }
            }
        }
        found
    }
}

/// The scale and offset of the groups around `node` (`translate(x y)` and `scale(s)` as the
/// writer's groups have them); `None` when one of them turns its contents.
fn placement(node: Node) -> Option<(f32, f32, f32)> {
    let (mut scale, mut dx, mut dy) = (1.0f32, 0.0f32, 0.0f32);
    for group in node.ancestors().filter(|n| n.has_tag_name("g")) {
        let Some(t) = group.attribute("transform") else {
            continue;
        };
        let (mut s, mut tx, mut ty) = (1.0f32, 0.0f32, 0.0f32);
        for part in t.split(')').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, args) = part.split_once('(')?;
            let args: Vec<f32> = args
                .split([' ', ','])
                .filter(|a| !a.is_empty())
                .filter_map(|a| a.parse().ok())
                .collect();
            match (name.trim(), args.as_slice()) {
                ("translate", [x, y]) => (tx, ty) = (tx + x * s, ty + y * s),
                ("translate", [x]) => tx += x * s,
                ("scale", [k]) => s *= k,
                _ => return None,
            }
        }
        // An outer group applies after an inner one.
        (dx, dy) = (tx + dx * s, ty + dy * s);
        scale *= s;
    }
    Some((scale, dx, dy))
}

fn number(node: Node, name: &str) -> Option<f32> {
    node.attribute(name).and_then(|v| v.parse().ok())
}

/// One run of a text element: where it starts, what it says and how.
struct Run {
    x: Option<f32>,
    dy: f32,
    text: String,
    size: f32,
    weight: Weight,
}

fn weight_of(node: Node, inherited: Weight) -> Weight {
    match node.attribute("font-weight") {
        Some("bold") => Weight::Bold,
        Some("normal") => Weight::Regular,
        _ => inherited,
    }
}

/// Reads a `<text>` element (with its `<tspan>` runs) into `labels`: one label per chunk of
/// runs that share a start (a run with its own `x` starts a new chunk, as in SVG).
fn read_text(text: Node, labels: &mut Vec<Label>) {
    let size = number(text, "font-size").unwrap_or(16.0);
    let weight = weight_of(text, Weight::Regular);
    let (x, y) = (
        number(text, "x").unwrap_or(0.0),
        number(text, "y").unwrap_or(0.0),
    );
    let anchor = text.attribute("text-anchor").unwrap_or("start");
    let transform = text.attribute("transform").unwrap_or("");
    let turned = transform.contains("rotate");
    let squeeze = transform
        .split_once("matrix(")
        .and_then(|(_, m)| m.split([' ', ')']).next())
        .and_then(|s| s.parse::<f32>().ok())
        .unwrap_or(1.0);
    let placed = placement(text);
    let mut runs: Vec<Run> = Vec::new();
    for child in text.children() {
        if child.is_text() {
            runs.push(Run {
                x: None,
                dy: 0.0,
                text: child.text().unwrap_or("").to_string(),
                size,
                weight,
            });
        } else if child.has_tag_name("tspan") {
            runs.push(Run {
                x: number(child, "x"),
                dy: number(child, "dy").unwrap_or(0.0),
                text: child
                    .descendants()
                    .filter(|d| d.is_text())
                    .filter_map(|d| d.text())
                    .collect::<String>(),
                size: number(child, "font-size").unwrap_or(size),
                weight: weight_of(child, weight),
            });
        }
    }
    // Chunks: runs from one absolute x to the next.
    let mut chunks: Vec<(f32, f32, Vec<Run>)> = Vec::new();
    let mut baseline = y;
    for run in runs {
        baseline += run.dy;
        match (run.x, chunks.last_mut()) {
            (None, Some(chunk)) => chunk.2.push(run),
            (start, _) => chunks.push((start.unwrap_or(x), baseline, vec![run])),
        }
    }
    for (start, baseline, runs) in chunks {
        let width: f32 = runs
            .iter()
            .map(|r| font::width(&r.text, r.size, r.weight))
            .sum::<f32>()
            * squeeze;
        let left = match anchor {
            "middle" => start - width / 2.0,
            "end" => start - width,
            _ => start,
        };
        let mut run_x = left;
        for run in runs {
            let w = font::width(&run.text, run.size, run.weight) * squeeze;
            if run.text.trim().is_empty() {
                run_x += w;
                continue;
            }
            let bounds = match (turned, placed) {
                (false, Some((s, dx, dy))) => Some([
                    dx + run_x * s,
                    dy + (baseline - 0.76 * run.size) * s,
                    dx + (run_x + w) * s,
                    dy + (baseline + 0.24 * run.size) * s,
                ]),
                _ => None,
            };
            let scale = placed.map_or(1.0, |p| p.0);
            labels.push(Label {
                text: run.text,
                size: run.size * scale,
                bounds,
            });
            run_x += w;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::palette::TEXT;
    use crate::picture::svg::{Svg, TextStyle};

    #[test]
    fn the_smallest_text_has_capitals_as_tall_as_the_target() {
        for weight in [Weight::Regular, Weight::Bold] {
            let cap = SMALLEST_TEXT * font::cap_height(weight);
            assert!(cap >= SMALLEST_CAPITAL, "{weight:?}: {cap}");
            // And not needlessly larger: one px less would miss it.
            assert!((SMALLEST_TEXT - 1.0) * font::cap_height(weight) < SMALLEST_CAPITAL);
        }
    }

    #[test]
    fn texts_are_read_back_with_their_size_and_box() {
        let mut svg = Svg::new(800.0, 300.0);
        let style = TextStyle::new(20.0, TEXT);
        svg.text(10.0, 50.0, "D4ne", &style);
        svg.text(400.0, 100.0, "middle", &style.bold().middle());
        svg.text(790.0, 150.0, "end", &style.squeezed(0.5).end());
        let measured = Measured::of(&svg.finish()).unwrap();
        assert_eq!((measured.width, measured.height), (800.0, 300.0));
        let l = &measured.labels;
        assert_eq!(l.len(), 3);
        assert_eq!(l[0].text, "D4ne");
        let w = font::width("D4ne", 20.0, Weight::Regular);
        assert_eq!(l[0].bounds, Some([10.0, 50.0 - 15.2, 10.0 + w, 50.0 + 4.8]));
        let mw = font::width("middle", 20.0, Weight::Bold);
        assert!((l[1].bounds.unwrap()[0] - (400.0 - mw / 2.0)).abs() < 0.01);
        let ew = font::width("end", 20.0, Weight::Regular) * 0.5;
        assert!((l[2].bounds.unwrap()[0] - (790.0 - ew)).abs() < 0.01);
        // 20 px in an 800 px picture is 10 px on a phone: its capitals stand 7.3 px, too small
        // since issue 44; 22 px (11 px on a phone) is just large enough.
        assert_eq!(measured.at_phone(20.0), 10.0);
        assert_eq!(measured.too_small().len(), 3);
        assert!(measured.capital_at_phone(&l[0]) < SMALLEST_CAPITAL);
        assert!(measured.collisions().is_empty());
    }

    #[test]
    fn small_and_colliding_texts_are_found() {
        let mut svg = Svg::new(880.0, 200.0);
        svg.text(10.0, 50.0, "D1ne", &TextStyle::new(15.0, TEXT));
        svg.text(30.0, 52.0, "D", &TextStyle::new(24.5, TEXT));
        svg.text(860.0, 150.0, "past the edge", &TextStyle::new(24.5, TEXT));
        let measured = Measured::of(&svg.finish()).unwrap();
        let small: Vec<&str> = measured
            .too_small()
            .iter()
            .map(|l| l.text.as_str())
            .collect();
        assert_eq!(small, ["D1ne"]);
        assert_eq!(measured.smallest().unwrap().text, "D1ne");
        let collisions = measured.collisions();
        assert_eq!(collisions.len(), 2, "{collisions:?}");
        assert!(collisions[0].contains("runs into"));
        assert!(collisions[1].contains("leaves the picture"));
    }

    #[test]
    fn spans_and_scaled_groups_are_measured_as_drawn() {
        let doc = r#"<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">
<g transform="translate(100 10) scale(0.5)"><text x="0" y="40" font-size="20">ab</text></g>
<text x="10" y="90" font-size="20">A<tspan font-size="30">B</tspan><tspan x="200">C</tspan></text>
</svg>"#;
        let measured = Measured::of(doc).unwrap();
        let l = &measured.labels;
        assert_eq!(l.len(), 4);
        assert_eq!(l[0].size, 10.0);
        assert_eq!(l[0].bounds.unwrap()[0], 100.0);
        assert_eq!(l[0].bounds.unwrap()[1], 10.0 + (40.0 - 15.2) * 0.5);
        assert_eq!(l[2].size, 30.0);
        let a = font::width("A", 20.0, Weight::Regular);
        assert!((l[2].bounds.unwrap()[0] - (10.0 + a)).abs() < 0.01);
        assert_eq!(l[3].bounds.unwrap()[0], 200.0);
        let texts: Vec<&str> = l.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["ab", "A", "B", "C"]);
    }
}
