//! Pieces several games draw the same way: the table panel, card backs, empty slots, coins,
//! the turn marker, badges and wrapped paragraphs.

use super::font;
use super::palette::{
    ACCENT, BACK, BACK_HATCH, COIN, COIN_RIM, MARGIN, MUTED, PAPER, RULE, TABLE, TABLE_EDGE, WIDTH,
};
use super::svg::{Color, Style, Svg, TextStyle};

/// A new picture `width` wide on the table panel; its height follows the content.
pub fn table(width: f32) -> Svg {
    let mut svg = Svg::new(width, 0.0);
    svg.background(Style::fill(TABLE).with_stroke(TABLE_EDGE, 4.0), 18.0);
    svg
}

/// Corner radius of a card `w` wide.
pub fn card_radius(w: f32) -> f32 {
    (w * 0.1).max(4.0)
}

/// A face-up card's blank face; the game prints on it.
pub fn card_face(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    // No edge stroke: paper on the dark table needs none, and strokes are the dearest shapes
    // to rasterise.
    svg.rounded_rect(x, y, w, h, card_radius(w), &Style::fill(PAPER));
}

/// A face-down card: a dark-blue back in a white frame with a lighter inner border and a
/// cross, unlike any face (and unlike any suit symbol). Drawn with plain shapes: a pattern fill costs resvg a tile
/// rendering per card, several milliseconds on a board full of backs.
pub fn card_back(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    let r = card_radius(w);
    svg.rounded_rect(x, y, w, h, r, &Style::fill(PAPER));
    let inset = (w * 0.08).max(3.0);
    let (ix, iy, iw, ih) = (x + inset, y + inset, w - 2.0 * inset, h - 2.0 * inset);
    let inner = Style::fill(BACK);
    svg.rounded_rect(ix, iy, iw, ih, (r - inset / 2.0).max(2.0), &inner);
    if w < 40.0 {
        return;
    }
    let m = inset;
    svg.rounded_rect(
        ix + m,
        iy + m,
        iw - 2.0 * m,
        ih - 2.0 * m,
        3.0,
        &Style::stroke(BACK_HATCH, 2.0),
    );
    let (x0, y0, x1, y1) = (ix + m, iy + m, ix + iw - m, iy + ih - m);
    svg.line(x0, y0, x1, y1, BACK_HATCH, 2.0);
    svg.line(x0, y1, x1, y0, BACK_HATCH, 2.0);
}

/// A face-down card too small for [`card_back`]'s pattern (e.g. counting a hand's cards).
pub fn mini_back(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    svg.rounded_rect(x, y, w, h, 3.0, &Style::fill(BACK).with_stroke(PAPER, 2.0));
}

/// Where a card would lie but none does: a dashed outline.
pub fn empty_slot(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    svg.rounded_rect(
        x,
        y,
        w,
        h,
        card_radius(w),
        &Style::stroke(MUTED, 2.0).dashed(8.0, 6.0),
    );
}

/// A token or chip.
pub fn coin(svg: &mut Svg, cx: f32, cy: f32, r: f32) {
    svg.circle(cx, cy, r, &Style::fill(COIN).with_stroke(COIN_RIM, 2.0));
    svg.circle(cx, cy, r * 0.62, &Style::stroke(COIN_RIM, 1.5));
}

/// The ▶ marker of whose turn it is, its left edge at `x`, `size` tall, centred on `cy`.
pub fn turn_marker(svg: &mut Svg, x: f32, cy: f32, size: f32) {
    let h = size / 2.0;
    svg.polygon(
        &[(x, cy - h), (x + size * 0.87, cy), (x, cy + h)],
        &Style::fill(ACCENT),
    );
}

/// A rounded pill with bold `text`, its left edge at `x`, centred on `cy`; returns its width.
pub fn badge(svg: &mut Svg, x: f32, cy: f32, text: &str, size: f32, bg: Color, fg: Color) -> f32 {
    let style = TextStyle::new(size, fg).bold();
    let pad = size * 0.45;
    let w = style.width(text) + 2.0 * pad;
    let h = size * 1.35;
    svg.rounded_rect(x, cy - h / 2.0, w, h, h / 2.0, &Style::fill(bg));
    svg.text(x + pad, style.baseline_for(cy), text, &style);
    w
}

/// `text` wrapped to `max_width`, the first baseline at `y`; returns the baseline after the
/// last line.
pub fn paragraph(
    svg: &mut Svg,
    x: f32,
    y: f32,
    text: &str,
    style: &TextStyle,
    max_width: f32,
) -> f32 {
    let mut y = y;
    for line in font::wrap(text, style.size, style.weight, max_width) {
        svg.text(x, y, &line, style);
        y += style.size * 1.3;
    }
    y
}

/// A player's name made drawable (see [`shown`]) and fitted to `max`
/// pixels; `fallback` when nothing drawable is left.
pub fn name_fit(name: &str, fallback: &str, style: &TextStyle, max: f32) -> String {
    font::fit(&shown(name, fallback), style.size, style.weight, max)
}

/// A name as a picture shows it: [`font::drawable`] (placeholders for what the font lacks),
/// and, when nothing but placeholders is left (a name of emoji or of a script the font lacks),
/// `fallback` before them, so two such players still tell apart ("Seat 2 □□").
pub fn shown(name: &str, fallback: &str) -> String {
    let drawable = font::drawable(name);
    if drawable.is_empty() {
        fallback.to_string()
    } else if drawable
        .chars()
        .all(|c| c == font::PLACEHOLDER || c.is_whitespace())
    {
        format!("{fallback} {drawable}")
    } else {
        drawable
    }
}

/// `blocks` of text wrapped to `width`, one line after another, in at most `lines` lines: the
/// room a picture keeps for them never grows (issue 28: one size per table), so a block that
/// would run past it ends in "…" on the last line (the message beside the picture says it
/// whole). Each line keeps its block's style.
pub fn lines_within(
    blocks: &[(String, TextStyle)],
    width: f32,
    lines: usize,
) -> Vec<(String, TextStyle)> {
    let mut out: Vec<(String, TextStyle)> = Vec::new();
    for (text, style) in blocks {
        for line in font::wrap(text, style.size, style.weight, width) {
            out.push((line, *style));
        }
    }
    if out.len() > lines {
        out.truncate(lines);
        if let Some((last, style)) = out.last_mut() {
            let cut = font::fit(&format!("{last} …"), style.size, style.weight, width);
            *last = if cut.ends_with('…') {
                cut
            } else {
                format!("{last} …")
            };
        }
    }
    out
}

/// How narrow a name may be squeezed before it is cut: at 72 % of its width its letters
/// still read as themselves, and "Bot 2 (easy)" beside "Bot 5 (easy)" stays two players
/// (issue 28 found both cut to "Bot 2 (ea…").
pub const NARROWEST: f32 = 0.72;

/// Draws a player's name at `(x, y)` in `style`, within `max` pixels: made drawable as
/// [`name_fit`] does, whole where it fits, narrowed down to [`NARROWEST`] where it does not,
/// and cut with "…" only past that. Returns the width it takes.
pub fn name(
    svg: &mut Svg,
    (x, y): (f32, f32),
    name: &str,
    fallback: &str,
    style: &TextStyle,
    max: f32,
) -> f32 {
    let name = shown(name, fallback);
    let full = style.width(&name);
    if full <= max {
        svg.text(x, y, &name, style);
        return full;
    }
    // Narrowed enough to fit, the name is drawn whole: cutting it to `max / squeeze` could
    // come out a rounding error short and drop its last letter.
    if full * NARROWEST <= max {
        let squeeze = max / full;
        svg.text(x, y, &name, &style.squeezed(squeeze));
        return max;
    }
    let cut = font::fit(&name, style.size, style.weight, max / NARROWEST);
    svg.text(x, y, &cut, &style.squeezed(NARROWEST));
    style.width(&cut) * NARROWEST
}

/// Draws seat `seat`'s name as [`name`] does, the table's name for it or "Seat N" when it has
/// none drawable; returns the width it takes.
pub fn seat_name(
    svg: &mut Svg,
    at: (f32, f32),
    names: &[String],
    seat: usize,
    style: &TextStyle,
    max: f32,
) -> f32 {
    let fallback = crate::text::unnamed_seat(seat);
    name(
        svg,
        at,
        &crate::text::seat_name(names, seat),
        &fallback,
        style,
        max,
    )
}

/// The width inside a full-width band (the panel's margins and the band's padding).
pub fn inner_width() -> f32 {
    WIDTH - 2.0 * MARGIN - 16.0
}

/// A rule and then `lines` as wrapped paragraphs under the picture's content, from `y`;
/// returns the picture's height with `bottom` below the last line.
pub fn footer(svg: &mut Svg, lines: &[(String, TextStyle)], y: f32, bottom: f32) -> f32 {
    let mut y = y + 6.0;
    svg.line(MARGIN + 8.0, y, WIDTH - MARGIN - 8.0, y, RULE, 2.0);
    y += 12.0;
    for (text, style) in lines {
        y = paragraph(
            svg,
            MARGIN + 8.0,
            y + style.size,
            text,
            style,
            inner_width(),
        ) - style.size * 1.3
            + 14.0;
    }
    y + bottom
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::measure::Measured;
    use crate::picture::palette::TEXT;

    /// Text kept within its lines: wrapped, in order, and cut with "…" on the last line only
    /// when it runs past them.
    #[test]
    fn lines_within_keeps_to_its_room() {
        let body = TextStyle::new(22.0, TEXT);
        let bold = body.bold();
        let blocks = [
            ("one two three four five six seven eight".to_string(), body),
            ("and a second block".to_string(), bold),
        ];
        let all = lines_within(&blocks, 200.0, 10);
        assert!(all.len() >= 3, "{all:?}");
        assert!(all
            .iter()
            .all(|(l, s)| s.width(l) <= 200.0 && !l.contains('…')));
        let second: Vec<&str> = all
            .iter()
            .filter(|(_, s)| s.weight == bold.weight)
            .map(|(l, _)| l.as_str())
            .collect();
        assert_eq!(second.join(" "), "and a second block");
        assert_eq!(all.last().map(|(_, s)| s.weight), Some(bold.weight));
        let two = lines_within(&blocks, 200.0, 2);
        assert_eq!(two.len(), 2);
        assert_eq!(two[0], all[0]);
        assert!(two[1].0.ends_with('…') && body.width(&two[1].0) <= 200.0 + body.width(" …"));
        assert!(lines_within(&blocks, 200.0, 0).is_empty());
    }

    /// A name is drawn whole where it fits, narrowed where a little too wide, and cut only
    /// past [`NARROWEST`]; it never takes more than its room.
    #[test]
    fn names_are_narrowed_before_they_are_cut() {
        let style = TextStyle::new(20.0, TEXT).bold();
        let full = style.width("Bot 2 (easy)");
        let mut svg = Svg::new(800.0, 200.0);
        let whole = name(
            &mut svg,
            (10.0, 40.0),
            "Bot 2 (easy)",
            "Seat 1",
            &style,
            300.0,
        );
        let narrowed = name(
            &mut svg,
            (10.0, 80.0),
            "Bot 5 (easy)",
            "Seat 2",
            &style,
            full * 0.8,
        );
        let cut = name(
            &mut svg,
            (10.0, 120.0),
            "Bartholomew the Magnificent of Somewhere",
            "Seat 3",
            &style,
            120.0,
        );
        let fallback = name(&mut svg, (10.0, 160.0), "🎲", "Seat 4", &style, 300.0);
        assert_eq!(whole, full);
        assert!(narrowed <= full * 0.8 + 0.01 && cut <= 120.01);
        assert!(fallback > 0.0);
        let texts: Vec<String> = Measured::of(&svg.finish())
            .unwrap()
            .labels
            .into_iter()
            .map(|l| l.text)
            .collect();
        assert_eq!(texts[..2], ["Bot 2 (easy)", "Bot 5 (easy)"]);
        assert!(
            texts[2].starts_with("Bartholom") && texts[2].ends_with("…"),
            "{texts:?}"
        );
        // A name of nothing the font draws keeps its placeholders after the seat (issue 44).
        assert_eq!(texts[3], "Seat 4 □");
    }
}
