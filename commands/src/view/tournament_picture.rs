//! A tournament's standings as a picture (issue 47: "a final result post with a standings
//! picture"), on its round and final posts and `/tournament action:standings`.
//!
//! Drawn on the same table panel, in the same type and palette as the games' boards, 880 units
//! wide so that a phone shows it at the boards' scale: every text is at least the readable
//! size at 400 px (`measure::SMALLEST_TEXT`), names are whole up to 32 characters (narrowed
//! before any cut, `draw::name`), and the picture is never taller than 1.25 times its width
//! (the tallest a phone shows without shrinking it): past the rows that fit, a last line says
//! how many more there are. The top three carry their rank in a filled disc and withdrawn
//! players the word, so neither is told by colour alone.
use crate::api::Picture;
use crate::view::tournament::{points_in, tiebreak_code};
use crate::words::t;
use present_kit::picture::draw;
use present_kit::picture::palette::{ACCENT, INK, MARGIN, MUTED, RULE, TEXT, WIDTH};
use present_kit::picture::svg::{Style, TextStyle};
use present_kit::words::Lang;

/// One row of the standings as the picture shows it.
pub(crate) struct Row<'a> {
    pub rank: u32,
    /// Display name, up to 32 characters, any Unicode.
    pub name: &'a str,
    pub points: f64,
    /// The tie-breaks in the order they apply, by name.
    pub tiebreaks: &'a [(&'static str, f64)],
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

/// The type: the smallest is above the readable size at phone width (24.2 units of 880).
const TITLE: f32 = 32.0;
const BODY: f32 = 26.0;
const ROW: f32 = 42.0;
/// The tallest picture: 1.25 times its width.
const MAX_HEIGHT: f32 = WIDTH * 1.25;
/// Column widths, right to left: games, each tie-break, points; the rank's disc.
const GAMES_W: f32 = 108.0;
const BREAK_W: f32 = 80.0;
const POINTS_W: f32 = 84.0;
const RANK_W: f32 = 48.0;

/// A tie-break's column head, short enough for its column, and how the key under the list
/// spells it out, in `lang`.
fn short(name: &str, lang: Lang) -> (String, String) {
    let code = [("tiebreak", tiebreak_code(name).into())];
    (
        t(lang, "standings-picture-short", &code),
        t(lang, "standings-picture-key", &code),
    )
}

/// The standings picture under `key`: `title` (the tournament and its game), `subtitle` (which
/// standings: "Final standings after 4 rounds"), then one line per row, best first; its words
/// in `lang` (the key names the language: the picture differs by it).
pub(crate) fn standings_picture(
    key: String,
    title: &str,
    subtitle: &str,
    rows: &[Row<'_>],
    lang: Lang,
) -> Picture {
    let svg = draw_standings(title, subtitle, rows, lang);
    Picture::new(
        format!("{key}.{}", lang.tag()),
        "standings.png",
        move || svg.clone(),
    )
    .with_alt(Some(alt(title, subtitle, rows, lang)))
}

/// What a screen reader says of the picture: which standings, and the first three.
fn alt(title: &str, subtitle: &str, rows: &[Row<'_>], lang: Lang) -> String {
    let top: Vec<String> = rows
        .iter()
        .take(3)
        .map(|r| {
            t(
                lang,
                "standings-picture-alt-row",
                &[
                    ("rank", r.rank.into()),
                    ("name", r.name.into()),
                    ("points", (&points_in(r.points, lang)).into()),
                    ("n", r.points.into()),
                ],
            )
        })
        .collect();
    let text = t(
        lang,
        "standings-picture-alt",
        &[
            ("title", title.into()),
            ("subtitle", subtitle.into()),
            ("top", (&top.join("; ")).into()),
            ("players", rows.len().into()),
        ],
    );
    text.chars().take(crate::api::ALT_TEXT_MAX).collect()
}

/// The SVG document.
fn draw_standings(title: &str, subtitle: &str, rows: &[Row<'_>], lang: Lang) -> String {
    let says = |key: &str| t(lang, key, &[]);
    let mut svg = draw::table(WIDTH);
    let left = MARGIN + 8.0;
    let right = WIDTH - MARGIN - 8.0;
    let heading = TextStyle::new(TITLE, TEXT).bold();
    let plain = TextStyle::new(BODY, TEXT);
    let muted = TextStyle::new(BODY, MUTED);
    let mut y = MARGIN + TITLE;
    draw::name(
        &mut svg,
        (left, y),
        title,
        &says("standings-picture-tournament"),
        &heading,
        right - left,
    );
    y += BODY * 1.5;
    draw::name(
        &mut svg,
        (left, y),
        subtitle,
        &says("standings-picture-standings"),
        &muted,
        right - left,
    );
    y += 18.0;
    svg.line(left, y, right, y, RULE, 2.0);
    y += ROW * 0.8;
    // Column heads, right-aligned over their numbers.
    let breaks = rows.first().map_or(0, |r| r.tiebreaks.len());
    let games_x = right;
    let break_x = |i: usize| games_x - GAMES_W - (breaks - 1 - i) as f32 * BREAK_W;
    let points_x = games_x - GAMES_W - breaks as f32 * BREAK_W;
    let name_x = left + RANK_W;
    let name_max = points_x - POINTS_W - name_x - 12.0;
    let head = muted.end();
    // A head never reaches its left neighbour's (the longest translation is cut, never drawn
    // over another): each has the room from the head before it to its own right edge.
    let fit = |text: String, room: f32| {
        present_kit::picture::font::fit(&text, BODY, head.weight, room - 8.0)
    };
    let player = says("standings-picture-player");
    let player_end = name_x + present_kit::picture::font::width(&player, BODY, muted.weight);
    svg.text(name_x, y, &player, &muted);
    svg.text(
        points_x,
        y,
        &fit(
            says("standings-picture-points"),
            points_x - player_end - 8.0,
        ),
        &head,
    );
    for (i, (name, _)) in rows
        .first()
        .map_or(&[][..], |r| r.tiebreaks)
        .iter()
        .enumerate()
    {
        svg.text(break_x(i), y, &fit(short(name, lang).0, BREAK_W), &head);
    }
    svg.text(
        games_x,
        y,
        &fit(says("standings-picture-games"), GAMES_W),
        &head,
    );
    y += 14.0;
    // Rows that fit, leaving room for the "more" line, the key and the panel's foot.
    let room = MAX_HEIGHT - y - MARGIN - 2.0 * ROW - 8.0;
    let fits = ((room / ROW).floor().max(1.0) as usize).min(rows.len());
    let shown = if fits < rows.len() {
        fits.saturating_sub(1).max(1)
    } else {
        fits
    };
    for row in &rows[..shown] {
        y += ROW;
        let cy = y - BODY * 0.35;
        let ink = if row.withdrawn { muted } else { plain };
        // The rank: the top three in a filled disc, the rest as a plain number.
        let rank = row.rank.to_string();
        if row.rank <= 3 {
            svg.circle(left + 20.0, cy, 19.0, &Style::fill(ACCENT));
            let on_disc = TextStyle::new(BODY, INK).bold().middle();
            svg.text(left + 20.0, on_disc.baseline_for(cy), &rank, &on_disc);
        } else {
            svg.text(left + 20.0, y, &rank, &ink.middle());
        }
        let name = if row.withdrawn {
            t(
                lang,
                "standings-picture-withdrawn",
                &[("name", row.name.into())],
            )
        } else {
            row.name.to_string()
        };
        let style = if row.rank == 1 { ink.bold() } else { ink };
        draw::name(&mut svg, (name_x, y), &name, &player, &style, name_max);
        svg.text(points_x, y, &points_in(row.points, lang), &ink.bold().end());
        for (i, (_, value)) in row.tiebreaks.iter().enumerate().take(breaks) {
            svg.text(break_x(i), y, &points_in(*value, lang), &ink.end());
        }
        let games = if row.byes > 0 {
            format!("{}+{}", row.played, row.byes)
        } else {
            row.played.to_string()
        };
        svg.text(games_x, y, &games, &ink.end());
    }
    if shown < rows.len() {
        y += ROW;
        let more = t(
            lang,
            "standings-picture-more",
            &[("more", (rows.len() - shown).into())],
        );
        draw::name(&mut svg, (name_x, y), &more, "", &muted, right - name_x);
    }
    let key: Vec<String> = rows
        .first()
        .map_or(&[][..], |r| r.tiebreaks)
        .iter()
        .map(|(name, _)| short(name, lang).1)
        .collect();
    if !key.is_empty() {
        y += ROW + 8.0;
        let key = format!(
            "{} · {}",
            key.join(" · "),
            says("standings-picture-games-key")
        );
        draw::name(&mut svg, (left, y), &key, "", &muted, right - left);
    }
    svg.set_height(y + MARGIN + 8.0);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use present_kit::picture::measure::Measured;
    use present_kit::picture::testing::LONG_NAMES;

    const BREAKS: [(&str, f64); 2] = [
        (crate::tournament::standings::BUCHHOLZ, 7.5),
        (crate::tournament::standings::SONNEBORN_BERGER, 4.25),
    ];

    fn rows(n: usize, names: &[String]) -> Vec<Row<'_>> {
        (0..n)
            .map(|i| Row {
                rank: i as u32 + 1,
                name: &names[i],
                points: (n - i) as f64 / 2.0,
                tiebreaks: &BREAKS,
                played: 4,
                byes: u32::from(i == 2),
                withdrawn: i == 1,
            })
            .collect()
    }

    fn names(n: usize) -> Vec<String> {
        (0..n)
            .map(|i| {
                let base = LONG_NAMES[i % LONG_NAMES.len()];
                if i < LONG_NAMES.len() {
                    base.to_string()
                } else {
                    format!(
                        "{} {i}",
                        &base[..base.char_indices().nth(20).map_or(base.len(), |(b, _)| b)]
                    )
                }
            })
            .collect()
    }

    fn size(svg: &str) -> (f32, f32) {
        let attr = |name: &str| -> f32 {
            let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            svg[at..at + svg[at..].find('"').unwrap()].parse().unwrap()
        };
        (attr("width"), attr("height"))
    }

    /// In every language (issue 48): the column heads, the key and the "more" line are the
    /// catalog's, and fit as the English ones do.
    #[test]
    fn every_language_fits_and_reads_big_enough() {
        let names = names(20);
        let rows = rows(20, &names);
        for lang in Lang::WITH_PSEUDO.into_iter() {
            let svg = draw_standings("Autumn Swiss · Quinox", "Final standings", &rows, lang);
            let measured = Measured::of(&svg).unwrap();
            assert!(
                measured.too_small().is_empty(),
                "{lang:?}: {:?}",
                measured.too_small()
            );
            assert!(
                measured.collisions().is_empty(),
                "{lang:?}: {:?}",
                measured.collisions()
            );
            let texts = present_kit::picture::svg::texts(&svg).unwrap();
            let points = t(lang, "standings-picture-points", &[]);
            assert!(texts.contains(&points), "{lang:?}: {texts:?}");
        }
    }

    #[test]
    fn every_name_reads_whole_and_every_text_is_big_enough_on_a_phone() {
        let names = names(8);
        let rows = rows(8, &names);
        let svg = draw_standings(
            "Autumn Swiss · Quinox",
            "Final standings after 4 rounds",
            &rows,
            Lang::En,
        );
        let texts = present_kit::picture::svg::texts(&svg).unwrap();
        for name in &names[..8] {
            // The emoji is not in the font: it is drawn as the rest of the name around it.
            let drawable = draw::shown(name, "Player");
            assert!(
                texts.iter().any(|t| t.contains(drawable.trim())),
                "{name} whole: {texts:?}"
            );
        }
        assert!(texts.iter().any(|t| t.contains("(withdrawn)")), "{texts:?}");
        let measured = Measured::of(&svg).unwrap();
        assert!(
            measured.too_small().is_empty(),
            "{:?}",
            measured.too_small()
        );
        assert!(
            measured.collisions().is_empty(),
            "{:?}",
            measured.collisions()
        );
    }

    #[test]
    fn a_long_list_stays_within_a_phone_screen_and_says_how_many_more() {
        let names: Vec<String> = (1..=64)
            .map(|i| format!("Player {i:02} Montgomery-Whitfield"))
            .collect();
        let rows = rows(64, &names);
        let svg = draw_standings(
            "Big Swiss · Quinox",
            "Standings after round 3",
            &rows,
            Lang::En,
        );
        let (w, h) = size(&svg);
        assert!(h <= 1.25 * w, "{h} tall for {w} wide");
        let texts = present_kit::picture::svg::texts(&svg).unwrap();
        let more = texts
            .iter()
            .find(|t| t.contains("more"))
            .expect("a more line");
        let shown = texts.iter().filter(|t| t.starts_with("Player ")).count();
        assert!(shown >= 15, "{shown} rows shown");
        assert!(
            more.contains(&format!("{} more", 64 - shown)),
            "{more}, {shown} shown"
        );
        let four = draw_standings("Cup", "Final standings", &rows[..4], Lang::En);
        assert!(!four.contains("more"));
        assert!(size(&four).1 < h);
    }

    #[test]
    fn the_alt_text_names_the_winner_and_the_numbers() {
        let names = names(4);
        let rows = rows(4, &names);
        let picture = standings_picture(
            "k".into(),
            "Cup · Quinox",
            "Final standings",
            &rows,
            Lang::En,
        );
        let alt = picture.alt.clone().unwrap();
        assert!(
            alt.starts_with("Cup · Quinox: Final standings. 1. Alexander"),
            "{alt}"
        );
        assert!(
            alt.contains("2 points") && alt.contains("Players: 4"),
            "{alt}"
        );
        assert_eq!(short("Placement sum (lower is better)", Lang::En).0, "Pl");
    }

    /// Writes the pictures to look at (`STANDINGS_PNG=dir cargo test -p commands --lib
    /// tournament_picture`); nothing without the variable.
    #[test]
    fn pictures_to_look_at() {
        let Some(dir) = std::env::var_os("STANDINGS_PNG") else {
            return;
        };
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        for n in [4, 16, 64] {
            let names = names(n);
            let rows = rows(n, &names);
            let svg = draw_standings(
                "Winter Swiss · Quinox",
                "Final standings after 4 rounds",
                &rows,
                Lang::En,
            );
            let png = present_kit::picture::raster::render_png(&svg).unwrap();
            std::fs::write(dir.join(format!("standings-{n}.png")), &png.bytes).unwrap();
        }
    }
}
