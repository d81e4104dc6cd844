//! A player's rating over time as an SVG chart (issue 46), drawn here in a few dozen lines
//! rather than with a charting library: axes with whole-number ticks, one point per rated
//! game joined by a line, and the same points as a table for anyone who cannot see it.
//!
//! The chart carries no colour-only meaning (one series, labelled axes), draws its lines and
//! text in `currentColor` so it reads in light and dark, and has a `viewBox` only, so it
//! scales to its column. Its text is drawn large in SVG units because a phone shows the
//! chart at about 0.8 of its own size.
use super::Reader;
use commands::pages::server::RatingPoint;
use present_kit::markup::{self, html_escape};
use std::fmt::Write;

/// A rating as the pages show it: a whole number (never "-0").
pub fn rating(skill: f64) -> String {
    let r = skill.round();
    if r == 0.0 || !r.is_finite() {
        "0".into()
    } else {
        format!("{r:.0}")
    }
}

const WIDTH: f64 = 360.0;
const HEIGHT: f64 = 220.0;
const LEFT: f64 = 44.0;
const RIGHT: f64 = 14.0;
const TOP: f64 = 14.0;
const BOTTOM: f64 = 40.0;
const FONT: f64 = 17.0;

fn day(moment: i64) -> String {
    let iso = markup::iso(moment);
    iso.get(..10).unwrap_or(&iso).to_string()
}

/// Ticks for `min..=max`: a step of 1, 2 or 5 times a power of ten, at least 1 (ratings are
/// shown as whole numbers), about four of them.
pub fn ticks(min: f64, max: f64) -> (f64, f64, Vec<f64>) {
    let (mut lo, mut hi) = if min.is_finite() && max.is_finite() && min <= max {
        (min, max)
    } else {
        (0.0, 1.0)
    };
    if hi - lo < 1.0 {
        lo -= 1.0;
        hi += 1.0;
    }
    let raw = (hi - lo) / 4.0;
    let magnitude = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|f| f * magnitude)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * magnitude)
        .max(1.0);
    let first = (lo / step).floor() * step;
    let last = (hi / step).ceil() * step;
    let mut ticks = Vec::new();
    let mut t = first;
    while t <= last + step / 2.0 && ticks.len() < 20 {
        ticks.push(t);
        t += step;
    }
    (first, last, ticks)
}

/// The chart of `points` (oldest first) with ids starting with `id`, and its table.
pub fn rating_chart(points: &[RatingPoint], id: &str, reader: &Reader) -> String {
    let id = html_escape(id);
    match points {
        [] => format!(
            "<p class=\"chart-note\" id=\"{id}-note\">{}</p>",
            reader.h("web-chart-none", &[])
        ),
        [only] => format!(
            "<p class=\"chart-note\" id=\"{id}-note\">{}</p>",
            reader.h(
                "web-chart-one",
                &[
                    ("rating", rating(only.skill).as_str().into()),
                    ("date", day(only.at).as_str().into())
                ]
            )
        ),
        _ => chart(points, &id, reader),
    }
}

fn chart(points: &[RatingPoint], id: &str, reader: &Reader) -> String {
    let min = points.iter().map(|p| p.skill).fold(f64::INFINITY, f64::min);
    let max = points
        .iter()
        .map(|p| p.skill)
        .fold(f64::NEG_INFINITY, f64::max);
    let (lo, hi, ticks) = ticks(min, max);
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let n = points.len();
    let x = |i: usize| LEFT + plot_w * i as f64 / (n - 1) as f64;
    let y = |v: f64| {
        let v = if v.is_finite() { v } else { lo };
        TOP + plot_h * (hi - v) / (hi - lo)
    };
    let first = points.first().map_or(0, |p| p.at);
    let last = points.last().map_or(0, |p| p.at);
    let title = reader.t(
        "web-chart-title",
        &[
            ("games", n.into()),
            ("first", rating(points[0].skill).as_str().into()),
            ("from", day(first).as_str().into()),
            ("last", rating(points[n - 1].skill).as_str().into()),
            ("to", day(last).as_str().into()),
        ],
    );
    let mut svg = format!(
        "<svg class=\"rating-chart\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" \
         aria-labelledby=\"{id}-title\" focusable=\"false\">\
         <title id=\"{id}-title\">{}</title>",
        html_escape(&title)
    );
    // Horizontal grid lines with their values.
    for t in &ticks {
        let ty = y(*t);
        let _ = write!(
            svg,
            "<line class=\"grid\" x1=\"{LEFT}\" x2=\"{}\" y1=\"{ty:.1}\" y2=\"{ty:.1}\" \
             stroke=\"currentColor\" stroke-width=\"1\" opacity=\"0.25\"/>\
             <text x=\"{}\" y=\"{:.1}\" font-size=\"{FONT}\" text-anchor=\"end\" \
             fill=\"currentColor\">{}</text>",
            WIDTH - RIGHT,
            LEFT - 6.0,
            ty + FONT * 0.35,
            rating(*t)
        );
    }
    // The axes.
    let _ = write!(
        svg,
        "<path class=\"axis\" d=\"M{LEFT} {TOP} V{} H{}\" fill=\"none\" stroke=\"currentColor\" \
         stroke-width=\"1.5\"/>",
        TOP + plot_h,
        WIDTH - RIGHT
    );
    let base = HEIGHT - 10.0;
    let _ = write!(
        svg,
        "<text x=\"{LEFT}\" y=\"{base}\" font-size=\"{FONT}\" fill=\"currentColor\">{}</text>\
         <text x=\"{}\" y=\"{base}\" font-size=\"{FONT}\" text-anchor=\"end\" \
         fill=\"currentColor\">{}</text>",
        day(first),
        WIDTH - RIGHT,
        day(last)
    );
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.skill)))
        .collect();
    let _ = write!(
        svg,
        "<polyline class=\"line\" points=\"{}\" fill=\"none\" stroke=\"currentColor\" \
         stroke-width=\"2.5\" stroke-linejoin=\"round\"/>",
        line.join(" ")
    );
    for (i, p) in points.iter().enumerate() {
        let _ = write!(
            svg,
            "<circle class=\"point\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"4.5\" fill=\"currentColor\"/>",
            x(i),
            y(p.skill)
        );
    }
    svg.push_str("</svg>");
    let mut table = format!(
        "<details class=\"chart-points\"><summary>{}</summary>\
         <table><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
         <th scope=\"col\">{}</th></tr></thead><tbody>",
        reader.h("web-chart-as-table", &[]),
        reader.h("web-chart-game", &[]),
        reader.h("web-chart-date", &[]),
        reader.h("web-chart-rating-after", &[]),
    );
    for (i, p) in points.iter().enumerate() {
        let _ = write!(
            table,
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
            i + 1,
            day(p.at),
            rating(p.skill)
        );
    }
    table.push_str("</tbody></table></details>");
    format!("<figure class=\"chart\">{svg}{table}</figure>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use present_kit::words::Lang;

    fn rating_chart(points: &[RatingPoint], id: &str) -> String {
        super::rating_chart(points, id, &Reader::of(Lang::En))
    }

    fn point(day: i64, skill: f64) -> RatingPoint {
        RatingPoint {
            at: 1_767_225_600_000 + day * 86_400_000,
            skill,
        }
    }

    #[test]
    fn no_point_or_one_point_is_said_in_words() {
        let none = rating_chart(&[], "c");
        assert!(!none.contains("<svg"), "{none}");
        assert!(none.contains("no chart"), "{none}");
        let one = rating_chart(&[point(3, 4.6)], "c");
        assert!(!one.contains("<svg"), "{one}");
        assert!(
            one.contains("the rating was 5 after it, on 2026-01-04"),
            "{one}"
        );
    }

    #[test]
    fn points_are_drawn_in_order_inside_the_plot_and_listed() {
        let points = [point(0, 0.8), point(1, 1.6), point(2, -2.2), point(5, 2.3)];
        let out = rating_chart(&points, "c0");
        assert!(out.contains("<svg class=\"rating-chart\" viewBox=\"0 0 360 220\""));
        assert!(!out.contains(" width=\""), "the chart scales: {out}");
        assert_eq!(out.matches("<circle").count(), 4);
        // Every point lies inside the plot area.
        for c in out.split("<circle").skip(1) {
            let cx: f64 = c
                .split("cx=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            let cy: f64 = c
                .split("cy=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            assert!((LEFT..=WIDTH - RIGHT).contains(&cx), "{cx}");
            assert!((TOP..=HEIGHT - BOTTOM).contains(&cy), "{cy}");
        }
        // The lowest rating is drawn lowest (largest y).
        let ys: Vec<f64> = out
            .split("<circle")
            .skip(1)
            .map(|c| {
                c.split("cy=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap()
            })
            .collect();
        assert!(ys[2] > ys[0] && ys[0] > ys[1] && ys[1] > ys[3], "{ys:?}");
        // The table lists each point with its date and whole rating.
        assert!(
            out.contains("<tr><td>3</td><td>2026-01-03</td><td>-2</td></tr>"),
            "{out}"
        );
        assert!(out.contains("<tr><td>4</td><td>2026-01-06</td><td>2</td></tr>"));
        assert!(
            out.contains("from 1 on 2026-01-01 to 2 on 2026-01-06"),
            "{out}"
        );
    }

    #[test]
    fn a_flat_series_and_odd_values_still_get_a_range() {
        let (lo, hi, t) = ticks(3.0, 3.0);
        assert!(lo < 3.0 && hi > 3.0 && t.len() >= 2, "{lo} {hi} {t:?}");
        let (lo, hi, t) = ticks(f64::NAN, 1.0);
        assert!(lo < hi && !t.is_empty());
        let (_, _, t) = ticks(-120.0, 980.0);
        assert!(t.len() <= 8, "{t:?}");
        let out = rating_chart(&[point(0, 5.0), point(0, 5.0)], "c");
        assert_eq!(out.matches("<circle").count(), 2);
        assert!(!out.contains("NaN") && !out.contains("inf"), "{out}");
    }
}
