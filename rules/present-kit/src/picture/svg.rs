//! A tiny SVG writer: just the shapes the games draw (rectangles, rounded rectangles, lines,
//! polygons, circles, text, groups and a hatch pattern), written as plain attributes that
//! resvg understands, with numbers rounded so snapshots stay stable and diffs stay readable.
//!
//! It knows nothing about games. Polygons, groups with a rotation and text that is centred or
//! rotated about its anchor are here so boards on other grids (hexes, triangles) can be drawn
//! with it too. Every `<text>` names the shipped font explicitly ([`super::font::FAMILY`]).

use super::backdrop;
use super::font::{self, Weight, FAMILY};
/// Opens the text overlay, always a finished document's last group: whoever adds to a
/// finished document (the core's clock band, issue 47) adds before it.
pub use super::overlay::GROUP_OPEN as OVERLAY_OPEN;
use super::overlay::{self, Bounds, Item};
pub use super::style::{Anchor, Color, TextStyle};
use super::PictureError;
use std::fmt::{self, Write};

/// What fills a shape: a colour or a pattern made with [`Svg::hatch_pattern`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    Color(Color),
    Pattern(&'static str),
}

impl fmt::Display for Paint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Paint::Color(c) => write!(f, "{c}"),
            Paint::Pattern(id) => write!(f, "url(#{id})"),
        }
    }
}

/// Fill and stroke of a shape. Without a fill the shape is hollow.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Style {
    pub fill: Option<Paint>,
    pub stroke: Option<(Color, f32)>,
    /// Dash and gap lengths of the stroke.
    pub dash: Option<(f32, f32)>,
    pub opacity: Option<f32>,
}

impl Style {
    pub fn fill(color: Color) -> Style {
        Style {
            fill: Some(Paint::Color(color)),
            ..Style::default()
        }
    }

    pub fn paint(paint: Paint) -> Style {
        Style {
            fill: Some(paint),
            ..Style::default()
        }
    }

    pub fn stroke(color: Color, width: f32) -> Style {
        Style {
            stroke: Some((color, width)),
            ..Style::default()
        }
    }

    pub fn with_stroke(self, color: Color, width: f32) -> Style {
        Style {
            stroke: Some((color, width)),
            ..self
        }
    }

    pub fn dashed(self, dash: f32, gap: f32) -> Style {
        Style {
            dash: Some((dash, gap)),
            ..self
        }
    }

    pub fn with_opacity(self, opacity: f32) -> Style {
        Style {
            opacity: Some(opacity),
            ..self
        }
    }

    /// How far the shape's paint reaches outside its geometry: half its stroke.
    fn pad(&self) -> f32 {
        self.stroke.map_or(0.0, |(_, w)| w / 2.0)
    }

    fn write(&self, out: &mut String) {
        match &self.fill {
            Some(paint) => {
                let _ = write!(out, r#" fill="{paint}""#);
            }
            None => out.push_str(r#" fill="none""#),
        }
        if let Some((color, width)) = self.stroke {
            let _ = write!(out, r#" stroke="{color}" stroke-width="{}""#, num(width));
        }
        if let Some((dash, gap)) = self.dash {
            let _ = write!(out, r#" stroke-dasharray="{} {}""#, num(dash), num(gap));
        }
        if let Some(opacity) = self.opacity {
            let _ = write!(out, r#" opacity="{}""#, num(opacity));
        }
    }
}

/// One run of a multi-run text: its own colour, weight or size, and optionally a new line
/// (`x` back to a column, `dy` down).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Span<'a> {
    pub text: &'a str,
    pub fill: Option<Color>,
    pub weight: Option<Weight>,
    pub size: Option<f32>,
    pub x: Option<f32>,
    pub dy: Option<f32>,
}

impl<'a> Span<'a> {
    pub fn new(text: &'a str) -> Span<'a> {
        Span {
            text,
            ..Span::default()
        }
    }

    pub fn fill(self, color: Color) -> Span<'a> {
        Span {
            fill: Some(color),
            ..self
        }
    }

    pub fn bold(self) -> Span<'a> {
        Span {
            weight: Some(Weight::Bold),
            ..self
        }
    }

    pub fn size(self, size: f32) -> Span<'a> {
        Span {
            size: Some(size),
            ..self
        }
    }

    /// Starts a new line at column `x`, `dy` below the previous baseline.
    pub fn line(self, x: f32, dy: f32) -> Span<'a> {
        Span {
            x: Some(x),
            dy: Some(dy),
            ..self
        }
    }
}

/// A translation, rotation (degrees, about the translated origin) and uniform scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Transform {
    pub translate: (f32, f32),
    pub rotate: f32,
    pub scale: f32,
}

impl Transform {
    pub fn translate(x: f32, y: f32) -> Transform {
        Transform {
            translate: (x, y),
            rotate: 0.0,
            scale: 1.0,
        }
    }

    pub fn rotated(self, degrees: f32) -> Transform {
        Transform {
            rotate: degrees,
            ..self
        }
    }

    pub fn scaled(self, scale: f32) -> Transform {
        Transform { scale, ..self }
    }
}

/// An SVG document being drawn. The height may grow while drawing ([`Svg::set_height`]): the
/// header is written by [`Svg::finish`], so a picture can fit its content.
#[derive(Clone, Debug)]
pub struct Svg {
    width: f32,
    height: f32,
    /// A rounded panel under everything, sized at [`Svg::finish`]: `(style, corner radius)`.
    background: Option<(Style, f32)>,
    defs: String,
    /// What [`Svg::backdrop`] drew: painted first, under the body.
    backdrop: String,
    body: String,
    /// Every top-level element of `body` with what it may paint, so that [`Svg::finish`] can
    /// hand the texts nothing covers to the text overlay ([`super::overlay`]).
    items: Vec<Item>,
    /// How deep in [`Svg::group`]s the writer is: elements inside a group are one item.
    depth: u32,
}

impl Svg {
    pub fn new(width: f32, height: f32) -> Svg {
        Svg {
            width,
            height,
            background: None,
            defs: String::new(),
            backdrop: String::new(),
            body: String::new(),
            items: Vec::new(),
            depth: 0,
        }
    }

    /// Notes the element written since `start`.
    fn record(&mut self, start: usize, bounds: Bounds, movable: bool) {
        if self.depth == 0 {
            self.items.push(Item {
                start,
                end: self.body.len(),
                bounds,
                movable,
            });
        }
    }

    pub fn width(&self) -> f32 {
        self.width
    }

    pub fn height(&self) -> f32 {
        self.height
    }

    pub fn set_height(&mut self, height: f32) {
        self.height = height;
    }

    /// Puts a rounded panel of `style` under the whole picture, whatever its final height.
    pub fn background(&mut self, style: Style, radius: f32) {
        self.background = Some((style, radius));
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, style: &Style) {
        self.rounded_rect(x, y, w, h, 0.0, style);
    }

    pub fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, style: &Style) {
        let start = self.body.len();
        let _ = write!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}""#,
            num(x),
            num(y),
            num(w.max(0.0)),
            num(h.max(0.0))
        );
        if r > 0.0 {
            let _ = write!(self.body, r#" rx="{}""#, num(r));
        }
        style.write(&mut self.body);
        self.body.push_str("/>\n");
        let bounds = Bounds::around([(x, y), (x + w.max(0.0), y + h.max(0.0))], style.pad());
        self.record(start, bounds, false);
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, color: Color, width: f32) {
        let start = self.body.len();
        let _ = write!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}""#,
            num(x1),
            num(y1),
            num(x2),
            num(y2)
        );
        Style::stroke(color, width).write(&mut self.body);
        self.body.push_str(r#" stroke-linecap="round"/>"#);
        self.body.push('\n');
        self.record(
            start,
            Bounds::around([(x1, y1), (x2, y2)], width / 2.0),
            false,
        );
    }

    pub fn polygon(&mut self, points: &[(f32, f32)], style: &Style) {
        let start = self.body.len();
        let bounds = Bounds::around(points.iter().copied(), style.pad());
        let points: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{},{}", num(*x), num(*y)))
            .collect();
        let _ = write!(self.body, r#"<polygon points="{}""#, points.join(" "));
        style.write(&mut self.body);
        self.body.push_str(r#" stroke-linejoin="round"/>"#);
        self.body.push('\n');
        self.record(start, bounds, false);
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, style: &Style) {
        let start = self.body.len();
        let _ = write!(
            self.body,
            r#"<circle cx="{}" cy="{}" r="{}""#,
            num(cx),
            num(cy),
            num(r.max(0.0))
        );
        style.write(&mut self.body);
        self.body.push_str("/>\n");
        let r = r.max(0.0);
        let bounds = Bounds::around([(cx - r, cy - r), (cx + r, cy + r)], style.pad());
        self.record(start, bounds, false);
    }

    /// One line of text with its baseline at `y`.
    pub fn text(&mut self, x: f32, y: f32, text: &str, style: &TextStyle) {
        // Characters the font lacks show as a box, never as nothing (issue 44).
        let text = &*font::placeholders(text);
        let start = self.body.len();
        self.open_text(x, y, style);
        self.body.push_str(&escape(text));
        self.body.push_str("</text>\n");
        let bounds = overlay::text_bounds(x, y, text, style);
        self.record(start, bounds, overlay::movable(text, style));
    }

    /// A text of several runs (one `<text>` element, so a reader sees it as one string).
    pub fn spans(&mut self, x: f32, y: f32, style: &TextStyle, spans: &[Span<'_>]) {
        let start = self.body.len();
        self.open_text(x, y, style);
        for span in spans {
            self.body.push_str("<tspan");
            if let Some(x) = span.x {
                let _ = write!(self.body, r#" x="{}""#, num(x));
            }
            if let Some(dy) = span.dy {
                let _ = write!(self.body, r#" dy="{}""#, num(dy));
            }
            if let Some(fill) = span.fill {
                let _ = write!(self.body, r#" fill="{fill}""#);
            }
            if let Some(Weight::Bold) = span.weight {
                self.body.push_str(r#" font-weight="bold""#);
            }
            if let Some(Weight::Regular) = span.weight {
                self.body.push_str(r#" font-weight="normal""#);
            }
            if let Some(size) = span.size {
                let _ = write!(self.body, r#" font-size="{}""#, num(size));
            }
            let text = font::placeholders(span.text);
            let _ = write!(self.body, ">{}</tspan>", escape(&text));
        }
        self.body.push_str("</text>\n");
        let bounds = spans_bounds(x, y, style, spans);
        self.record(start, bounds, false);
    }

    fn open_text(&mut self, x: f32, y: f32, style: &TextStyle) {
        let _ = write!(
            self.body,
            r#"<text x="{}" y="{}" font-family="{FAMILY}" font-size="{}" fill="{}""#,
            num(x),
            num(y),
            num(style.size),
            style.fill
        );
        if style.weight == Weight::Bold {
            self.body.push_str(r#" font-weight="bold""#);
        }
        match style.anchor {
            Anchor::Start => {}
            Anchor::Middle => self.body.push_str(r#" text-anchor="middle""#),
            Anchor::End => self.body.push_str(r#" text-anchor="end""#),
        }
        let mut transform = String::new();
        if style.rotate != 0.0 {
            let _ = write!(
                transform,
                "rotate({} {} {})",
                num(style.rotate),
                num(x),
                num(y)
            );
        }
        if style.squeeze != 1.0 {
            // x' = squeeze·x + x·(1 - squeeze): a horizontal scale about the anchor.
            let _ = write!(
                transform,
                "{}matrix({} 0 0 1 {} 0)",
                if transform.is_empty() { "" } else { " " },
                num(style.squeeze),
                num(x * (1.0 - style.squeeze))
            );
        }
        if !transform.is_empty() {
            let _ = write!(self.body, r#" transform="{transform}""#);
        }
        self.body.push('>');
    }

    /// Draws `draw`'s elements as the picture's backdrop (`picture::backdrop`): painted before
    /// everything else, wherever the call comes, and rasterised once for every picture that
    /// shares it. For what does not change from one table version to the next (a board's empty
    /// fields, a track, the shapes of a legend); whatever the body draws lies on top of it.
    ///
    /// Inside a [`Svg::group`] the elements are drawn in place instead (the backdrop would
    /// lose the group's transform).
    pub fn backdrop(&mut self, draw: impl FnOnce(&mut Svg)) {
        if self.depth > 0 {
            draw(self);
            return;
        }
        let body = std::mem::take(&mut self.body);
        let items = std::mem::take(&mut self.items);
        draw(self);
        let drawn = std::mem::replace(&mut self.body, body);
        self.items = items;
        self.backdrop.push_str(&drawn);
    }

    /// Draws `draw`'s shapes moved, rotated and scaled by `transform`.
    pub fn group(&mut self, transform: Transform, draw: impl FnOnce(&mut Svg)) {
        let (x, y) = transform.translate;
        let mut attr = format!("translate({} {})", num(x), num(y));
        if transform.rotate != 0.0 {
            let _ = write!(attr, " rotate({})", num(transform.rotate));
        }
        if transform.scale != 1.0 {
            let _ = write!(attr, " scale({})", num(transform.scale));
        }
        let start = self.body.len();
        let _ = writeln!(self.body, r#"<g transform="{attr}">"#);
        self.depth += 1;
        draw(self);
        self.depth -= 1;
        self.body.push_str("</g>\n");
        self.record(start, Bounds::EVERYTHING, false);
    }

    /// Defines a pattern of diagonal lines (`line` on `background`, every `spacing` px) to fill
    /// shapes with [`Paint::Pattern`]`(id)`. Defining the same id twice keeps the first.
    pub fn hatch_pattern(
        &mut self,
        id: &'static str,
        background: Color,
        line: Color,
        spacing: f32,
        line_width: f32,
    ) {
        if self.defs.contains(&format!(r#"id="{id}""#)) {
            return;
        }
        let s = num(spacing);
        let _ = writeln!(
            self.defs,
            r#"<pattern id="{id}" width="{s}" height="{s}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="{s}" height="{s}" fill="{background}"/><line x1="0" y1="0" x2="0" y2="{s}" stroke="{line}" stroke-width="{}"/></pattern>"#,
            num(line_width)
        );
    }

    /// The finished document.
    pub fn finish(self) -> String {
        let (w, h) = (num(self.width), num(self.height));
        let mut out = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
        );
        out.push('\n');
        if !self.defs.is_empty() {
            out.push_str("<defs>\n");
            out.push_str(&self.defs);
            out.push_str("</defs>\n");
        }
        if !self.backdrop.is_empty() {
            out.push_str(backdrop::OPEN);
        }
        if let Some((style, radius)) = self.background {
            let inset = style.stroke.map_or(0.0, |(_, w)| w / 2.0);
            let mut panel = Svg::new(self.width, self.height);
            panel.rounded_rect(
                inset,
                inset,
                self.width - 2.0 * inset,
                self.height - 2.0 * inset,
                radius,
                &style,
            );
            out.push_str(&panel.body);
        }
        if !self.backdrop.is_empty() {
            out.push_str(&self.backdrop);
            out.push_str(backdrop::CLOSE);
        }
        out.push_str(&overlay::arrange(&self.body, &self.items));
        out.push_str("</svg>\n");
        out
    }
}

/// What a text of several runs may paint: each run's box, lines moved as the runs say (a
/// rotated one may paint anywhere).
fn spans_bounds(x: f32, y: f32, style: &TextStyle, spans: &[Span<'_>]) -> Bounds {
    if style.rotate != 0.0 {
        return Bounds::EVERYTHING;
    }
    let mut corners = Vec::with_capacity(spans.len() * 2);
    let (mut line_x, mut pen, mut base) = (x, 0.0_f32, y);
    let mut widths = Vec::new();
    for span in spans {
        if let Some(column) = span.x {
            line_x = column;
            pen = 0.0;
        }
        base += span.dy.unwrap_or(0.0);
        let size = span.size.unwrap_or(style.size);
        let weight = span.weight.unwrap_or(style.weight);
        let w = super::font::width(span.text, size, weight) * style.squeeze;
        widths.push(w);
        corners.push((line_x + pen, base - 1.1 * size));
        corners.push((line_x + pen + w, base + 0.35 * size));
        pen += w;
    }
    // A centred or end-anchored text may start up to its whole width to the left.
    let shift = match style.anchor {
        Anchor::Start => 0.0,
        _ => widths.iter().sum::<f32>(),
    };
    let mut b = Bounds::around(corners, style.size * 0.25);
    b.x0 -= shift;
    b
}

/// A number as SVG attributes want it: at most two decimals, no trailing zeros.
pub fn num(v: f32) -> String {
    if !v.is_finite() {
        return "0".into();
    }
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_string()
    }
}

/// XML text and attribute escaping. Characters XML 1.0 does not allow (most control
/// characters) are dropped rather than making the document unreadable.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

/// The text content of every `<text>` element of `svg`, in document order (runs of one
/// element joined). This is what a reader of the picture can read, so checks that a public
/// picture shows no hidden card look here.
pub fn texts(svg: &str) -> Result<Vec<String>, PictureError> {
    let doc = resvg::usvg::roxmltree::Document::parse(svg)
        .map_err(|e| PictureError::Parse(e.to_string()))?;
    Ok(doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            n.descendants()
                .filter(|d| d.is_text())
                .filter_map(|d| d.text())
                .collect::<String>()
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::palette::{INK, PAPER};

    #[test]
    fn characters_the_font_lacks_are_written_as_boxes_in_every_text() {
        let mut svg = Svg::new(200.0, 100.0);
        let style = TextStyle::new(20.0, INK);
        svg.text(0.0, 20.0, "Waiting for 李小龙 🐉 Lee", &style);
        svg.spans(
            0.0,
            60.0,
            &style,
            &[Span {
                text: " 🎲 Bea",
                ..Span::default()
            }],
        );
        assert_eq!(
            texts(&svg.finish()).unwrap(),
            ["Waiting for □□□ □ Lee", " □ Bea"]
        );
    }

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(f32::NAN), "0");
    }

    #[test]
    fn text_is_escaped_and_read_back() {
        let mut svg = Svg::new(100.0, 50.0);
        svg.text(
            10.0,
            20.0,
            "a<b & \"c\" 'd'\u{1}",
            &TextStyle::new(18.0, INK),
        );
        svg.spans(
            10.0,
            40.0,
            &TextStyle::new(18.0, INK).middle().rotated(30.0),
            &[
                Span::new("9").bold(),
                Span::new("♥").fill(PAPER).line(10.0, 20.0),
            ],
        );
        let doc = svg.finish();
        assert!(doc.contains("a&lt;b &amp; &quot;c&quot; &apos;d&apos;</text>"));
        assert!(doc.contains(r#"font-family="DejaVu Sans""#));
        assert!(doc.contains(r#"transform="rotate(30 10 40)""#));
        assert_eq!(texts(&doc).unwrap(), vec!["a<b & \"c\" 'd'", "9♥"]);
    }

    #[test]
    fn squeezed_text_scales_about_its_anchor() {
        let mut svg = Svg::new(200.0, 50.0);
        let style = TextStyle::new(18.0, INK).middle();
        svg.text(100.0, 30.0, "CHARISMA", &style.squeezed(0.8));
        svg.text(100.0, 30.0, "CHARISMA", &style.squeezed(0.8).rotated(90.0));
        svg.text(100.0, 30.0, "KEY", &style);
        let doc = svg.finish();
        assert!(
            doc.contains(r#"transform="matrix(0.8 0 0 1 20 0)""#),
            "{doc}"
        );
        assert!(doc.contains(r#"transform="rotate(90 100 30) matrix(0.8 0 0 1 20 0)""#));
        assert_eq!(
            doc.matches("transform=").count(),
            2,
            "no transform for a plain text"
        );
        assert!(crate::picture::render_png(&doc).is_ok());
    }

    #[test]
    fn shapes_groups_and_patterns() {
        let mut svg = Svg::new(200.0, 100.0);
        svg.hatch_pattern("back", INK, PAPER, 8.0, 2.0);
        svg.hatch_pattern("back", INK, PAPER, 8.0, 2.0);
        svg.group(Transform::translate(50.0, 50.0).rotated(60.0), |g| {
            g.polygon(
                &[(0.0, -10.0), (8.66, 5.0), (-8.66, 5.0)],
                &Style::fill(INK).with_stroke(PAPER, 1.5),
            );
        });
        svg.rounded_rect(
            1.0,
            2.0,
            30.0,
            40.0,
            4.0,
            &Style::paint(Paint::Pattern("back")),
        );
        svg.circle(5.0, 5.0, 3.0, &Style::stroke(INK, 1.0).dashed(2.0, 2.0));
        svg.line(0.0, 0.0, 10.0, 10.0, INK, 2.0);
        svg.set_height(120.0);
        let doc = svg.finish();
        assert_eq!(doc.matches("<pattern").count(), 1);
        assert!(doc.starts_with(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">"#
        ));
        assert!(doc.contains(r#"<g transform="translate(50 50) rotate(60)">"#));
        assert!(doc.contains(r#"fill="url(#back)""#));
        assert!(doc.contains(r#"stroke-dasharray="2 2""#));
        assert!(texts(&doc).unwrap().is_empty());
    }
}
