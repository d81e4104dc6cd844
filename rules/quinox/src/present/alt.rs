//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the
//! board or a private view, most important first, within Discord's limit by construction
//! ([`Alt`]): whose turn and what is asked, the scores, what was placed last, what binds the
//! placement, the free spaces or the targets, the pool, and then as much of the board as fits,
//! each face's tiles with their labels (a count for the rest).
//!
//! Quinox hides nothing but the bag's order: both come from views in which the bag is a
//! count.

use super::board::{explained, final_line, last_placed, pending_lines, phase_line, tiles_in_play};
use super::text::{colour, face, player, tile_with_colour};
use crate::rules::{Face, View};
use crate::words::WORDS;
use present_kit::alt::{name, Alt};
use present_kit::present::Names;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::new();
    summary(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: the seat's colour and what its tiles do, then the board.
pub fn private_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::new();
    let mut shown = Vec::new();
    if let game_kit::Viewer::Seat(me) = view.viewer {
        if let Some(c) = view.colours {
            alt.line(WORDS.say_with(
                "qx-alt-you-play",
                &[("face", face(c[me.min(1)]).as_str().into())],
            ));
        }
        shown = tiles_in_play(view, me);
    }
    summary(&mut alt, view, names);
    // What the tiles in hand do, as far as room allows (each whole).
    for t in shown {
        alt.first_of([
            explained(t),
            WORDS.say_with(
                "qx-alt-tile-short",
                &[
                    ("tile", t.name().into()),
                    ("colour", colour(t.colour()).as_str().into()),
                ],
            ),
        ]);
    }
    alt.finish()
}

fn summary(alt: &mut Alt, view: &View, names: &Names) {
    // Whose turn and what is asked: first, so it is always there.
    alt.first_of([
        phase_line(view, names),
        // The seat awaited, as the picture's ▶ marks it (at the start the colour chooser).
        match super::picture::awaited(view) {
            None => WORDS.say("qx-phase-over"),
            Some(seat) => WORDS.say_with(
                "qx-alt-to-play",
                &[("name", name(names, seat).as_str().into())],
            ),
        },
    ]);
    if let Some(line) = final_line(view, names) {
        alt.line(format!("{line}."));
    }
    let scores: Vec<String> = (0..2)
        .map(|s| {
            WORDS.say_with(
                "qx-alt-score",
                &[
                    ("player", player(view, names, s).as_str().into()),
                    ("points", view.scores[s].into()),
                    ("supply", view.supply[s].into()),
                ],
            )
        })
        .collect();
    let key = if view.result.is_some() {
        "qx-alt-scores-final"
    } else {
        "qx-alt-scores"
    };
    alt.line(WORDS.say_with(key, &[("list", scores.join("; ").as_str().into())]));
    if view.result.is_none() {
        alt.line(WORDS.say_with(
            "qx-alt-turn",
            &[("turn", view.turn.into()), ("bag", view.bag.into())],
        ));
    }
    if !view.recent.is_empty() {
        alt.line(WORDS.say_with(
            "qx-alt-last-placed",
            &[("list", last_placed(view).as_str().into())],
        ));
    }
    for line in pending_lines(view, names) {
        alt.line(format!("{line}."));
    }
    if !view.ignored.is_empty() {
        let set_aside: Vec<String> = view
            .ignored
            .iter()
            .map(|r| super::board::restriction(*r).to_string())
            .collect();
        alt.line(WORDS.say_with(
            "qx-alt-set-aside",
            &[("list", set_aside.join(", ").as_str().into())],
        ));
    }
    let labels = |hexes: &[crate::rules::Hex]| -> Vec<String> {
        hexes.iter().map(ToString::to_string).collect()
    };
    alt.list(
        &WORDS.say("qx-alt-free-spaces"),
        &labels(&view.spaces),
        None,
    );
    alt.list(&WORDS.say("qx-alt-targets"), &labels(&view.targets), None);
    let none = WORDS.say("qx-none");
    if view.result.is_none() {
        let pool: Vec<String> = view
            .pool
            .iter()
            .map(|p| {
                if p.token {
                    WORDS.say_with(
                        "qx-alt-pool-token",
                        &[
                            ("tile", p.tile.name().into()),
                            ("colour", colour(p.tile.colour()).as_str().into()),
                        ],
                    )
                } else {
                    tile_with_colour(p.tile, false)
                }
            })
            .collect();
        alt.list(
            &WORDS.say("qx-alt-pool"),
            &pool,
            Some(&WORDS.say("qx-empty")),
        );
        let hand: Vec<String> = view.hand.iter().map(|p| p.tile.to_string()).collect();
        alt.list(&WORDS.say("qx-alt-hand"), &hand, None);
    }
    // The board: each face's tiles with their labels, as many as fit.
    for f in Face::BOTH {
        let list: Vec<String> = view
            .board
            .iter()
            .filter(|c| c.face == Some(f))
            .filter_map(|c| {
                let t = c.tile?;
                Some(if c.tokens > 0 {
                    WORDS.say_with(
                        "qx-alt-cell-tokens",
                        &[
                            ("tile", t.name().into()),
                            ("at", c.at.to_string().as_str().into()),
                            ("n", c.tokens.into()),
                        ],
                    )
                } else {
                    format!("{t} {}", c.at)
                })
            })
            .collect();
        let whose = super::text::seat_of(view, f).map(|s| name(names, s));
        let key = match (f, whose.is_some()) {
            (Face::Black, false) => "qx-alt-black",
            (Face::Black, true) => "qx-alt-black-seat",
            (Face::White, false) => "qx-alt-white",
            (Face::White, true) => "qx-alt-white-seat",
        };
        let whose = whose.unwrap_or_default();
        let head = WORDS.say_with(key, &[("name", whose.as_str().into())]);
        alt.list(&head, &list, Some(&none));
    }
    if let Some(stone) = view.board.iter().find(|c| c.tile.is_none()) {
        alt.line(WORDS.say_with(
            "qx-alt-stone",
            &[("at", stone.at.to_string().as_str().into())],
        ));
    }
    if !view.removed.is_empty() {
        let removed: Vec<String> = view.removed.iter().map(ToString::to_string).collect();
        alt.list(&WORDS.say("qx-alt-removed"), &removed, None);
    }
}
