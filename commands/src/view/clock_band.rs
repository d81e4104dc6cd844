//! The clock under a board's picture (issue 47: a clocked table shows its clocks "on the board
//! and its picture"). Each game draws its own picture and knows nothing of clocks, so the core
//! adds one band below it: every person's time left at the last move, the running one marked.
//!
//! The band goes at the foot of the game's own document (its height and view box grow by the
//! band's), after everything the game drew, so the game's backdrop stays the first group and is
//! still cached as pixels (`present_kit::picture::svg`). Like the board's text, the band changes
//! only with a move: the picture is one per table version, never redrawn to tick.
use present_kit::attachment::Picture;
use present_kit::markup::html_escape;
use present_kit::picture::font::{fit, width as width_of, Weight};
use present_kit::picture::palette::{ACCENT, BAND, BODY, TEXT};
use present_kit::words::Lang;

/// One person's clock as the band shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shown {
    pub name: String,
    /// Time left at the last move, as the board's text writes it (`4:53`, `2d 3h`).
    pub left: String,
    /// Their clock is running now.
    pub running: bool,
}

/// The band's height, in the picture's own units.
const HEIGHT: f32 = 48.0;
/// Space at the band's ends and between two clocks.
const PAD: f32 = 16.0;

/// `picture` with its clocks drawn below it (same key, file and alt text: the band changes
/// only when the version, and with it the key, does; the key names the language already,
/// the game's picture being in `lang` too).
pub(crate) fn with_clocks(
    picture: Picture,
    clock: String,
    shown: Vec<Shown>,
    lang: Lang,
) -> Picture {
    let key = picture.key.clone();
    let file = picture.file.clone();
    let alt = picture.alt.clone();
    let head = crate::words::t(lang, "clock-band", &[("clock", (&clock).into())]);
    Picture::new(key, file, move || below(&picture.svg(), &head, &shown)).with_alt(alt)
}

/// `svg` (a document as `Svg::finish` writes it) with the band at its foot, `head` (the
/// clock's words, "Clock 5+3") at its start. A document whose
/// opening tag is not that one is returned as it is: the board's text still shows the clocks.
///
/// The band goes before the game's text overlay, which must stay the document's last group
/// (the rasteriser draws it itself); nothing the game drew reaches below its own height, so the
/// order changes no pixel.
pub(crate) fn below(svg: &str, head: &str, shown: &[Shown]) -> String {
    let Some((width, height, head_end)) = size(svg) else {
        return svg.to_string();
    };
    let Some(close) = svg.rfind("</svg>") else {
        return svg.to_string();
    };
    let at = svg[head_end..close]
        .find(present_kit::picture::svg::OVERLAY_OPEN)
        .map_or(close, |i| head_end + i);
    let total = height + HEIGHT;
    let (w, h) = (num(width), num(total));
    let mut out = String::with_capacity(svg.len() + 1024);
    out.push_str(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    ));
    out.push_str(&svg[head_end..at]);
    out.push_str(&band(width, height, head, shown));
    out.push_str(&svg[at..]);
    out
}

/// The width and height of `svg`'s opening tag and where that tag ends.
fn size(svg: &str) -> Option<(f32, f32, usize)> {
    let start = svg.find("<svg ")?;
    let end = start + svg[start..].find('>')? + 1;
    let tag = &svg[start..end];
    let attr = |name: &str| -> Option<f32> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        let value = &tag[at..at + tag[at..].find('"')?];
        value
            .parse::<f32>()
            .ok()
            .filter(|v| v.is_finite() && *v > 0.0)
    };
    Some((attr("width")?, attr("height")?, end))
}

/// The band's elements, `width` wide from `top` down: plain SVG, its texts escaped.
fn band(width: f32, top: f32, head: &str, shown: &[Shown]) -> String {
    let baseline = top + HEIGHT / 2.0 + BODY * 0.36;
    let mut out = format!(
        "<g id=\"clocks\">\n<rect x=\"0\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BAND}\"/>\n",
        num(top),
        num(width),
        num(HEIGHT)
    );
    let mut text = |x: f32, words: &str, bold: bool| {
        let (fill, weight) = if bold {
            (ACCENT, " font-weight=\"bold\"")
        } else {
            (TEXT, "")
        };
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\"{weight}>{}</text>\n",
            num(x),
            num(baseline),
            num(BODY),
            html_escape(words)
        ));
    };
    let mut x = PAD;
    let head = fit(head, BODY, Weight::Regular, width / 4.0);
    text(x, &head, false);
    x += width_of(&head, BODY, Weight::Regular) + PAD * 1.5;
    // What is left of the width goes to the clocks in equal shares; a long name is cut with
    // "…" inside its share, the time never is.
    let share = (width - x - PAD) / shown.len().max(1) as f32;
    for s in shown {
        let weight = if s.running {
            Weight::Bold
        } else {
            Weight::Regular
        };
        let time = if s.running {
            format!(" ▶ {}", s.left)
        } else {
            format!(" {}", s.left)
        };
        let room = share - width_of(&time, BODY, weight) - PAD;
        let name = fit(&s.name, BODY, weight, room.max(BODY));
        text(x, &format!("{name}{time}"), s.running);
        x += share;
    }
    out.push_str("</g>\n");
    out
}

/// A number as the picture's writer prints them: no trailing zeros.
fn num(v: f32) -> String {
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use present_kit::picture::svg::{Style, Svg, TextStyle};

    fn game_picture() -> String {
        let mut svg = Svg::new(880.0, 600.0);
        svg.backdrop(|s| s.rect(0.0, 0.0, 880.0, 600.0, &Style::fill(BAND)));
        svg.text(10.0, 40.0, "board", &TextStyle::new(BODY, TEXT));
        svg.finish()
    }

    fn clocks() -> Vec<Shown> {
        vec![
            Shown {
                name: "Ann".into(),
                left: "4:53".into(),
                running: false,
            },
            Shown {
                name: "Bob".into(),
                left: "5:00".into(),
                running: true,
            },
        ]
    }

    #[test]
    fn the_band_grows_the_picture_and_keeps_the_backdrop_first() {
        let with = below(&game_picture(), "Clock 5+3", &clocks());
        assert!(with.starts_with(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="880" height="648" viewBox="0 0 880 648">"#
        ));
        assert_eq!(with.matches("<svg").count(), 1, "{with}");
        assert_eq!(with.matches("</svg>").count(), 1, "{with}");
        // The backdrop is still the document's first group, so its pixels are still cached;
        // the band comes after everything the game drew.
        let backdrop = with
            .find("<g id=\"backdrop\">")
            .expect("the game's backdrop");
        let band = with.find("<g id=\"clocks\">").expect("the band");
        assert!(
            backdrop < band && with[..backdrop].matches('<').count() == 1,
            "{with}"
        );
        assert!(with[band..].contains("Ann 4:53") && with[band..].contains("Bob ▶ 5:00"));
        assert!(
            with.contains("y=\"600\""),
            "the band starts below the game's picture"
        );
        // It draws, and as tall as it says.
        let png = present_kit::picture::render_png(&with).expect("renders");
        assert_eq!((png.width, png.height), (880, 648));
    }

    #[test]
    fn a_long_name_is_cut_and_its_time_is_not() {
        let mut shown = clocks();
        shown[0].name = "A name much longer than any share of the band could hold".into();
        let with = below(&game_picture(), "Clock 3d+7", &shown);
        assert!(with.contains("…"), "{with}");
        assert!(with.contains(" 4:53"), "{with}");
    }

    #[test]
    fn a_document_of_another_shape_is_left_as_it_is() {
        let odd = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"></svg>";
        assert_eq!(below(odd, "Clock 5+3", &clocks()), odd);
    }
}
