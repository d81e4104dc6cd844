//! What the table page and the replay both list (issue 46): the stage's name, the players and
//! the moves, as HTML from the page data (everything escaped on its way in).
use super::Reader;
use commands::pages::{Move, Player, Stage};
use present_kit::markup::{self, html_escape, Dialect};

pub fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Lobby => "lobby",
        Stage::Playing => "playing",
        Stage::Finished => "finished",
        Stage::Cancelled => "cancelled",
    }
}

/// The `<li>` of each seat: the name, what kind of seat it is and whether it is awaited,
/// said in words (never by colour alone).
pub fn players(players: &[Player], stage: Stage, reader: &Reader) -> String {
    let mut out = String::new();
    for p in players {
        let class = if p.awaited { " class=\"awaited\"" } else { "" };
        out.push_str(&format!(
            "<li data-seat=\"{}\"{class}><span class=\"name\">{}</span>",
            p.seat,
            html_escape(&p.name)
        ));
        if p.bot {
            out.push_str(&format!(
                " <span class=\"tag\">{}</span>",
                reader.h("web-player-bot", &[])
            ));
        }
        if p.absent {
            out.push_str(&format!(
                " <span class=\"tag\">{}</span>",
                reader.h("web-player-absent", &[])
            ));
        }
        if p.awaited && stage == Stage::Playing {
            out.push_str(&format!(
                " <span class=\"turn\">{}</span>",
                reader.h("web-player-to-play", &[])
            ));
            if let Some(due) = p.due {
                out.push_str(&format!(
                    " <span class=\"due\">{}</span>",
                    reader.h_with("web-player-due", &[], &[("time", time(due).as_str())])
                ));
            }
        }
        out.push_str("</li>");
    }
    out
}

/// The `<li>` of each move, its lines in the core's markup. With `link`, each links to the
/// replay after it (`link(k)` is the address of step `k`), and `current` is marked.
pub fn moves(
    moves: &[Move],
    link: Option<&dyn Fn(usize) -> String>,
    current: Option<usize>,
    reader: &Reader,
) -> String {
    let mut out = String::new();
    for m in moves {
        let lines: Vec<String> = m
            .lines
            .iter()
            .map(|l| markup::render(l, Dialect::Html))
            .collect();
        let lines = if lines.is_empty() {
            reader.h("web-move-nothing-public", &[])
        } else {
            lines.join("<br>")
        };
        let mark = if current == Some(m.number) {
            " class=\"current\" aria-current=\"step\""
        } else {
            ""
        };
        match link {
            Some(link) => out.push_str(&format!(
                "<li data-move=\"{}\"{mark}><a href=\"{}\">{lines}</a></li>",
                m.number,
                html_escape(&link(m.number))
            )),
            None => out.push_str(&format!(
                "<li data-move=\"{}\"{mark}>{lines}</li>",
                m.number
            )),
        }
    }
    out
}

/// A moment as `<time>`: the UTC time as text (true without a script); the live script says
/// it relative to now.
pub fn time(moment: i64) -> String {
    let iso = markup::iso(moment);
    // `2026-01-01T00:01:05Z` reads as `2026-01-01 00:01 UTC`.
    let shown = match (iso.get(..10), iso.get(11..16)) {
        (Some(date), Some(minute)) => format!("{date} {minute} UTC"),
        _ => iso.clone(),
    };
    format!("<time datetime=\"{iso}\">{shown}</time>")
}
