//! Placeholder until the standings picture lands (issue 47).
use crate::api::Picture;

pub(crate) struct Row<'a> {
    pub rank: u32,
    pub name: &'a str,
    pub points: f64,
    pub tiebreaks: &'a [(&'static str, f64)],
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

pub(crate) fn standings_picture(
    key: String,
    title: &str,
    subtitle: &str,
    rows: &[Row<'_>],
) -> Picture {
    let text = format!("{title} {subtitle} {}", rows.len());
    let svg = format!("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"880\" height=\"200\"><text x=\"10\" y=\"40\">{}</text></svg>", present_kit::markup::html_escape(&text));
    for r in rows {
        let _ = (
            r.rank,
            r.name,
            r.points,
            r.tiebreaks,
            r.played,
            r.byes,
            r.withdrawn,
        );
    }
    Picture::new(key, "standings.png", move || svg.clone())
}
