//! The public board and a seat's private view as text: what the picture shows, for screen
//! readers and for the terminal driver.
//!
//! Both come from a [`View`] only. Quinox hides nothing but the bag's order, so the text
//! says how many tiles the bag holds and never which.

use super::text::points;
use super::text::{
    and_list, colour, face, name, other, player, spaces, tile_with_colour, tiles, tokens,
};
use crate::rules::{Aimed, CellView, Face, Restriction, StepView, TileId, View};
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::text::{count, standings};
use std::fmt::Write;

/// What MAP, DESTINY and FAMINE bind, or `None` when nothing does.
pub fn aimed_line(aimed: &Aimed) -> Option<String> {
    let mut parts = Vec::new();
    if !aimed.map.is_empty() {
        parts.push(format!(
            "MAP: pool tiles go to {}",
            spaces(&aimed.map).replace(" and ", " or ")
        ));
    }
    if !aimed.destiny.is_empty() {
        parts.push(format!(
            "DESTINY: {} must be played if in the pool",
            tiles(&aimed.destiny)
        ));
    }
    if aimed.famine {
        parts.push("FAMINE: one tile only".into());
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// The pending MAP / DESTINY / FAMINE effects, this turn's and next turn's.
pub fn pending_lines(view: &View, names: &Names) -> Vec<String> {
    let mut out = Vec::new();
    if view.result.is_some() {
        return out;
    }
    if let Some(line) = aimed_line(&view.this_turn) {
        out.push(format!("This turn ({}): {line}", name(names, view.active)));
    }
    if let Some(line) = aimed_line(&view.next_turn) {
        out.push(format!(
            "Next turn ({}): {line}",
            name(names, other(view.active))
        ));
    }
    out
}

pub fn restriction(r: Restriction) -> &'static str {
    match r {
        Restriction::Map => "MAP",
        Restriction::Charisma => "CHARISMA",
        Restriction::Poison => "POISON",
    }
}

/// One line saying what the table waits for.
pub fn phase_line(view: &View, names: &Names) -> String {
    match &view.step {
        StepView::ChooseColour { seat } => format!(
            "{} was drawn to play first. Waiting for {} to choose black or white.",
            name(names, view.first),
            name(names, *seat)
        ),
        StepView::Choose { seat, count, must } => {
            let what = if *count == 1 {
                "1 pool tile".to_string()
            } else {
                format!("{count} pool tiles")
            };
            let mut line = format!("Waiting for {} to choose {what}", name(names, *seat));
            if !must.is_empty() {
                let _ = write!(line, " (DESTINY: {} among them)", tiles(must));
            }
            line.push('.');
            line
        }
        StepView::Tile { seat } => format!(
            "Waiting for {} to pick which chosen tile to play next.",
            name(names, *seat)
        ),
        StepView::Face { seat, tile } => format!(
            "Waiting for {} to choose the face {tile} shows.",
            name(names, *seat)
        ),
        StepView::Space {
            seat,
            tile,
            face: f,
        } => format!(
            "Waiting for {} to place {tile}, {} face up ({} free spaces are labelled).",
            name(names, *seat),
            face(*f),
            view.spaces.len()
        ),
        StepView::Target {
            seat, what, picks, ..
        } => {
            let so_far = if picks.is_empty() {
                String::new()
            } else {
                format!(" (picked so far: {})", spaces(picks))
            };
            format!("Waiting for {}: {what}{so_far}.", name(names, *seat))
        }
        StepView::Over => "The game is over.".into(),
    }
}

/// "n50 SWORD (red, 2 tokens)".
fn cell(c: &CellView) -> String {
    match c.tile {
        None => format!("{} the Stone", c.at),
        Some(t) => {
            let mut s = format!("{} {t} ({}", c.at, colour(t.colour()));
            if c.tokens > 0 {
                let _ = write!(s, ", {}", tokens(c.tokens));
            }
            s.push(')');
            s
        }
    }
}

/// The tiles on the board by the face they show, each with its label.
fn board_lines(view: &View, names: &Names) -> Vec<String> {
    let mut out = Vec::new();
    let stone: Vec<String> = view
        .board
        .iter()
        .filter(|c| c.tile.is_none())
        .map(|c| c.at.to_string())
        .collect();
    for f in Face::BOTH {
        let list: Vec<String> = view
            .board
            .iter()
            .filter(|c| c.face == Some(f))
            .map(cell)
            .collect();
        let whose = super::text::seat_of(view, f)
            .map(|s| format!(", {}'s", name(names, s)))
            .unwrap_or_default();
        let heading = match f {
            Face::Black => "Black",
            Face::White => "White",
        };
        out.push(format!(
            "{heading}{whose} ({}): {}",
            list.len(),
            if list.is_empty() {
                "none".into()
            } else {
                list.join(", ")
            }
        ));
    }
    out.push(format!("The Stone: {}", and_list(&stone)));
    out
}

/// The scores line per seat: colour, points so far, supply.
fn seat_line(view: &View, names: &Names, seat: usize) -> String {
    let mut line = player(view, names, seat);
    if seat == view.first {
        line.push_str(", first player");
    }
    if let Some(f) = &view.result {
        let _ = write!(
            line,
            ": {B}{}{E} ({} + {} on them + {} in supply)",
            points(f.score[seat]),
            count(f.tiles[seat] as usize, "tile"),
            tokens(f.tokens_on_tiles[seat]),
            tokens(f.supply[seat]),
        );
    } else {
        let _ = write!(
            line,
            ": {} so far · {} in supply",
            points(view.scores[seat]),
            tokens(view.supply[seat])
        );
    }
    line
}

/// "Final: 1st Ann (37), 2nd Bea (28)" once the game is scored.
pub fn final_line(view: &View, names: &Names) -> Option<String> {
    let f = view.result.as_ref()?;
    let places: Vec<u32> = (0..2)
        .map(|s| 1 + u32::from(f.score[other(s)] > f.score[s]))
        .collect();
    Some(format!(
        "Final: {}",
        standings(&places, |s| f.score[s], |s| name(names, s))
    ))
}

/// The table as everyone sees it.
pub fn table_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    let status = if view.result.is_some() {
        "game over".to_string()
    } else {
        format!("turn {}", view.turn)
    };
    let _ = writeln!(
        out,
        "{B}Quinox{E} · {status} · {} in the bag",
        super::text::count(view.bag, "tile")
    );
    for seat in 0..2 {
        let _ = writeln!(out, "{}", seat_line(view, names, seat));
    }
    if view.result.is_none() {
        let pool: Vec<String> = view
            .pool
            .iter()
            .map(|p| tile_with_colour(p.tile, p.token))
            .collect();
        let _ = writeln!(
            out,
            "Pool ({}): {}",
            pool.len(),
            if pool.is_empty() {
                "empty".into()
            } else {
                pool.join(", ")
            }
        );
        if !view.hand.is_empty() {
            let hand: Vec<String> = view
                .hand
                .iter()
                .map(|p| tile_with_colour(p.tile, p.token))
                .collect();
            let _ = writeln!(
                out,
                "Chosen by {}, still to play: {}",
                name(names, view.active),
                hand.join(", ")
            );
        }
    }
    for line in pending_lines(view, names) {
        let _ = writeln!(out, "{line}");
    }
    for line in board_lines(view, names) {
        let _ = writeln!(out, "{line}");
    }
    if !view.removed.is_empty() {
        let _ = writeln!(out, "Out of the game: {}", tiles(&view.removed));
    }
    if !view.recent.is_empty() {
        let _ = writeln!(out, "Last placed: {}", last_placed(view));
    }
    if !view.spaces.is_empty() {
        let _ = writeln!(
            out,
            "Free spaces for the next tile: {}",
            spaces(&view.spaces)
        );
    }
    if !view.ignored.is_empty() {
        let set_aside: Vec<String> = view
            .ignored
            .iter()
            .map(|r| restriction(*r).to_string())
            .collect();
        let _ = writeln!(
            out,
            "Set aside for this placement (they clash, Q-17): {}",
            and_list(&set_aside)
        );
    }
    if let Some(line) = final_line(view, names) {
        let _ = writeln!(out, "{line}");
    }
    let _ = write!(out, "{}", phase_line(view, names));
    out
}

/// "SWORD at n49, KEY at m48" (the recent placements where they are now).
pub fn last_placed(view: &View) -> String {
    let items: Vec<String> = view
        .recent
        .iter()
        .map(|at| {
            let what = view
                .board
                .iter()
                .find(|c| c.at == *at)
                .and_then(|c| c.tile)
                .map_or_else(|| "a tile".to_string(), |t| t.to_string());
            format!("{what} at {at}")
        })
        .collect();
    and_list(&items)
}

/// The tiles seat `me` is choosing from or acting with now, whose texts its private view
/// explains (none when it is not `me`'s move).
pub(super) fn tiles_in_play(view: &View, me: Seat) -> Vec<TileId> {
    let mine = view.active == me && view.result.is_none();
    match &view.step {
        StepView::Choose { .. } if mine => view.pool.iter().map(|p| p.tile).collect(),
        StepView::Tile { .. } | StepView::Face { .. } | StepView::Space { .. } if mine => {
            view.hand.iter().map(|p| p.tile).collect()
        }
        StepView::Target { actor, text, .. } if mine => {
            let mut v = vec![*actor];
            if text != actor {
                v.push(*text);
            }
            v
        }
        _ => Vec::new(),
    }
}

/// The public board.
pub fn board_text(view: &View, names: &Names) -> String {
    table_text(view, names)
}

/// The private view: the seat's colour, what the tiles it may choose from do, then the table.
pub fn private_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    if let game_kit::Viewer::Seat(me) = view.viewer {
        if let Some(c) = view.colours {
            let _ = writeln!(
                out,
                "You play {}: tiles showing {} score for you.",
                face(c[me.min(1)]),
                face(c[me.min(1)])
            );
        }
        let shown = tiles_in_play(view, me);
        for t in shown {
            let _ = writeln!(
                out,
                "{t} ({}, {}): {}",
                colour(t.colour()),
                super::text::colour_kind(t.colour()),
                t.def().text
            );
        }
        if !out.is_empty() {
            out.push('\n');
        }
    }
    out.push_str(&table_text(view, names));
    out
}
