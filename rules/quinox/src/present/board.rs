//! The public board and a seat's private view as text: what the picture shows, for screen
//! readers and for the terminal driver.
//!
//! Both come from a [`View`] only. Quinox hides nothing but the bag's order, so the text
//! says how many tiles the bag holds and never which.

use super::text::tile_text;
use super::text::{
    and_list, colour, face, name, other, player, spaces, spaces_or, tile_with_colour, tiles,
};
use crate::rules::{Aimed, Ask, CellView, Face, Restriction, StepView, TileId, View};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::text::standings;
use present_kit::words::Arg;
use std::fmt::Write;

/// "yes" or "no", for a message choosing by it.
pub fn yes(b: bool) -> Arg<'static> {
    Arg::Text(if b { "yes" } else { "no" })
}

/// What MAP, DESTINY and FAMINE bind, or `None` when nothing does.
pub fn aimed_line(aimed: &Aimed) -> Option<String> {
    let mut parts = Vec::new();
    if !aimed.map.is_empty() {
        parts.push(WORDS.say_with(
            "qx-aimed-map",
            &[("spaces", spaces_or(&aimed.map).as_str().into())],
        ));
    }
    if !aimed.destiny.is_empty() {
        parts.push(WORDS.say_with(
            "qx-aimed-destiny",
            &[("tiles", tiles(&aimed.destiny).as_str().into())],
        ));
    }
    if aimed.famine {
        parts.push(WORDS.say("qx-aimed-famine"));
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
        out.push(WORDS.say_with(
            "qx-this-turn",
            &[
                ("name", name(names, view.active).as_str().into()),
                ("line", line.as_str().into()),
            ],
        ));
    }
    if let Some(line) = aimed_line(&view.next_turn) {
        out.push(WORDS.say_with(
            "qx-next-turn",
            &[
                ("name", name(names, other(view.active)).as_str().into()),
                ("line", line.as_str().into()),
            ],
        ));
    }
    out
}

/// A restriction's name: the tile that sets it, as printed (tile names stay as they are).
pub fn restriction(r: Restriction) -> &'static str {
    match r {
        Restriction::Map => "MAP",
        Restriction::Charisma => "CHARISMA",
        Restriction::Poison => "POISON",
    }
}

/// What a target choice asks next: "SWORD: the pattern of tiles to turn over".
pub fn asking(ask: Ask, tile: TileId) -> String {
    let with = |key: &str, at: crate::rules::Hex| {
        WORDS.say_with(
            key,
            &[
                ("tile", tile.name().into()),
                ("at", at.to_string().as_str().into()),
            ],
        )
    };
    let key = match ask {
        Ask::PairSecond { with: at } => return with("qx-ask-pair-second", at),
        Ask::SwapSecond { with: at } => return with("qx-ask-swap-second", at),
        Ask::PullInto { from } => return with("qx-ask-pull-into", from),
        Ask::Options { n } => {
            return WORDS.say_with(
                "qx-ask-options",
                &[("tile", tile.name().into()), ("n", n.into())],
            )
        }
        Ask::FlipOne => "qx-ask-flip-one",
        Ask::FlipPattern => "qx-ask-flip-pattern",
        Ask::PairFirst => "qx-ask-pair-first",
        Ask::SwapSelf => "qx-ask-swap-self",
        Ask::SwapFirst => "qx-ask-swap-first",
        Ask::Pull => "qx-ask-pull",
        Ask::ToBag => "qx-ask-to-bag",
        Ask::RemoveOut => "qx-ask-remove-out",
        Ask::MapFirst => "qx-ask-map-first",
        Ask::MapSecond => "qx-ask-map-second",
        Ask::DestinyFirst => "qx-ask-destiny-first",
        Ask::DestinySecond => "qx-ask-destiny-second",
        Ask::Mirror => "qx-ask-mirror",
    };
    WORDS.say_with(key, &[("tile", tile.name().into())])
}

/// One line saying what the table waits for.
pub fn phase_line(view: &View, names: &Names) -> String {
    phase_line_for(view, names, None)
}

/// One line saying what the table waits for, speaking to `me` ("Waiting for you ...") when
/// the table waits for that seat.
pub fn phase_line_for(view: &View, names: &Names, me: Option<Seat>) -> String {
    let you = |seat: Seat| yes(me == Some(seat));
    let who = |seat: Seat| name(names, seat);
    match &view.step {
        StepView::ChooseColour { seat } => WORDS.say_with(
            "qx-phase-colour",
            &[
                ("first", who(view.first).as_str().into()),
                ("name", who(*seat).as_str().into()),
                ("you", you(*seat)),
            ],
        ),
        StepView::Choose { seat, count, must } => {
            let name = who(*seat);
            let base = [
                ("name", Arg::from(name.as_str())),
                ("you", you(*seat)),
                ("n", (*count).into()),
            ];
            if must.is_empty() {
                WORDS.say_with("qx-phase-choose", &base)
            } else {
                let must = tiles(must);
                let mut args = base.to_vec();
                args.push(("tiles", must.as_str().into()));
                WORDS.say_with("qx-phase-choose-destiny", &args)
            }
        }
        StepView::Tile { seat } => WORDS.say_with(
            "qx-phase-tile",
            &[("name", who(*seat).as_str().into()), ("you", you(*seat))],
        ),
        StepView::Face { seat, tile } => WORDS.say_with(
            "qx-phase-face",
            &[
                ("name", who(*seat).as_str().into()),
                ("you", you(*seat)),
                ("tile", tile.name().into()),
            ],
        ),
        StepView::Space {
            seat,
            tile,
            face: f,
        } => WORDS.say_with(
            "qx-phase-space",
            &[
                ("name", who(*seat).as_str().into()),
                ("you", you(*seat)),
                ("tile", tile.name().into()),
                ("face", face(*f).as_str().into()),
                ("n", view.spaces.len().into()),
            ],
        ),
        StepView::Target {
            seat,
            text,
            picks,
            ask,
            ..
        } => {
            let what = asking(*ask, *text);
            let name = who(*seat);
            let base = [
                ("name", Arg::from(name.as_str())),
                ("you", you(*seat)),
                ("what", what.as_str().into()),
            ];
            if picks.is_empty() {
                WORDS.say_with("qx-phase-target", &base)
            } else {
                let picks = spaces(picks);
                let mut args = base.to_vec();
                args.push(("picks", picks.as_str().into()));
                WORDS.say_with("qx-phase-target-picked", &args)
            }
        }
        StepView::Over => WORDS.say("qx-phase-over"),
    }
}

/// "n50 SWORD (red, 2 tokens)".
fn cell(c: &CellView) -> String {
    let at = c.at.to_string();
    match c.tile {
        None => WORDS.say_with("qx-cell-stone", &[("at", at.as_str().into())]),
        Some(t) => {
            let c_word = colour(t.colour());
            let args = [
                ("at", Arg::from(at.as_str())),
                ("tile", t.name().into()),
                ("colour", c_word.as_str().into()),
                ("n", c.tokens.into()),
            ];
            if c.tokens > 0 {
                WORDS.say_with("qx-cell-tokens", &args)
            } else {
                WORDS.say_with("qx-cell", &args[..3])
            }
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
        let shown = if list.is_empty() {
            WORDS.say("qx-none")
        } else {
            list.join(", ")
        };
        let whose = super::text::seat_of(view, f).map(|s| name(names, s));
        let key = match (f, whose.is_some()) {
            (Face::Black, false) => "qx-board-black",
            (Face::Black, true) => "qx-board-black-seat",
            (Face::White, false) => "qx-board-white",
            (Face::White, true) => "qx-board-white-seat",
        };
        let whose = whose.unwrap_or_default();
        let args = [
            ("n", Arg::from(list.len())),
            ("list", shown.as_str().into()),
            ("name", whose.as_str().into()),
        ];
        let args = if key.ends_with("-seat") {
            &args[..]
        } else {
            &args[..2]
        };
        out.push(WORDS.say_with(key, args));
    }
    out.push(WORDS.say_with(
        "qx-board-stone",
        &[("list", and_list(&stone).as_str().into())],
    ));
    out
}

/// The scores line per seat: colour, points so far, supply.
fn seat_line(view: &View, names: &Names, seat: usize) -> String {
    let who = player(view, names, seat);
    let first = yes(seat == view.first);
    if let Some(f) = &view.result {
        let (b, e) = (B.to_string(), E.to_string());
        WORDS.say_with(
            "qx-seat-final",
            &[
                ("player", who.as_str().into()),
                ("first", first),
                ("b", b.as_str().into()),
                ("e", e.as_str().into()),
                ("points", f.score[seat].into()),
                ("tiles", f.tiles[seat].into()),
                ("ontiles", f.tokens_on_tiles[seat].into()),
                ("supply", f.supply[seat].into()),
            ],
        )
    } else {
        WORDS.say_with(
            "qx-seat-playing",
            &[
                ("player", who.as_str().into()),
                ("first", first),
                ("points", view.scores[seat].into()),
                ("supply", view.supply[seat].into()),
            ],
        )
    }
}

/// "Final: 1st Ann (37), 2nd Bea (28)" once the game is scored.
pub fn final_line(view: &View, names: &Names) -> Option<String> {
    let f = view.result.as_ref()?;
    let places: Vec<u32> = (0..2)
        .map(|s| 1 + u32::from(f.score[other(s)] > f.score[s]))
        .collect();
    let list = standings(&places, |s| f.score[s], |s| name(names, s));
    Some(WORDS.say_with("qx-final", &[("list", list.as_str().into())]))
}

/// The table as everyone sees it.
pub fn table_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    let (b, e) = (B.to_string(), E.to_string());
    let _ = writeln!(
        out,
        "{}",
        WORDS.say_with(
            "qx-table-head",
            &[
                ("b", b.as_str().into()),
                ("e", e.as_str().into()),
                ("game", "Quinox".into()),
                ("over", yes(view.result.is_some())),
                ("turn", view.turn.into()),
                ("bag", view.bag.into()),
            ],
        )
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
        let line = if pool.is_empty() {
            WORDS.say("qx-pool-empty")
        } else {
            WORDS.say_with(
                "qx-pool",
                &[
                    ("n", pool.len().into()),
                    ("list", pool.join(", ").as_str().into()),
                ],
            )
        };
        let _ = writeln!(out, "{line}");
        if !view.hand.is_empty() {
            let hand: Vec<String> = view
                .hand
                .iter()
                .map(|p| tile_with_colour(p.tile, p.token))
                .collect();
            let _ = writeln!(
                out,
                "{}",
                WORDS.say_with(
                    "qx-hand",
                    &[
                        ("name", name(names, view.active).as_str().into()),
                        ("list", hand.join(", ").as_str().into()),
                    ],
                )
            );
        }
    }
    for line in pending_lines(view, names) {
        let _ = writeln!(out, "{line}");
    }
    for line in board_lines(view, names) {
        let _ = writeln!(out, "{line}");
    }
    let line = |key: &str, list: String| WORDS.say_with(key, &[("list", list.as_str().into())]);
    if !view.removed.is_empty() {
        let _ = writeln!(out, "{}", line("qx-removed", tiles(&view.removed)));
    }
    if !view.recent.is_empty() {
        let _ = writeln!(out, "{}", line("qx-last-placed", last_placed(view)));
    }
    if !view.spaces.is_empty() {
        let _ = writeln!(out, "{}", line("qx-free-spaces", spaces(&view.spaces)));
    }
    if !view.ignored.is_empty() {
        let set_aside: Vec<String> = view
            .ignored
            .iter()
            .map(|r| restriction(*r).to_string())
            .collect();
        let _ = writeln!(out, "{}", line("qx-set-aside", and_list(&set_aside)));
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
            let tile = view.board.iter().find(|c| c.at == *at).and_then(|c| c.tile);
            let at = at.to_string();
            match tile {
                Some(t) => WORDS.say_with(
                    "qx-placed-at",
                    &[("tile", t.name().into()), ("at", at.as_str().into())],
                ),
                None => WORDS.say_with("qx-placed-at-unknown", &[("at", at.as_str().into())]),
            }
        })
        .collect();
    and_list(&items)
}

/// "SWORD (red, flips): Turns over three ...": what a tile does, for the private view.
pub fn explained(t: TileId) -> String {
    WORDS.say_with(
        "qx-tile-explained",
        &[
            ("tile", t.name().into()),
            ("colour", colour(t.colour()).as_str().into()),
            ("kind", super::text::colour_kind(t.colour()).as_str().into()),
            ("text", tile_text(t).as_str().into()),
        ],
    )
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
                "{}",
                WORDS.say_with(
                    "qx-you-play",
                    &[("face", face(c[me.min(1)]).as_str().into())]
                )
            );
        }
        for t in tiles_in_play(view, me) {
            let _ = writeln!(out, "{}", explained(t));
        }
        if !out.is_empty() {
            out.push('\n');
        }
    }
    out.push_str(&table_text(view, names));
    out
}
