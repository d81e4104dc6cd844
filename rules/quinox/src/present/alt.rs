//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the
//! board or a private view, most important first, within Discord's limit by construction
//! ([`Alt`]): whose turn and what is asked, the scores, what was placed last, what binds the
//! placement, the free spaces or the targets, the pool, and then as much of the board as fits,
//! each face's tiles with their labels (a count for the rest).
//!
//! Quinox hides nothing but the bag's order: both come from views in which the bag is a
//! count.

use super::board::{final_line, last_placed, pending_lines, phase_line, tiles_in_play};
use super::text::{colour, colour_kind, face, points, seat_of, tokens};
use crate::rules::{Face, View};
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
    let mut explained = Vec::new();
    if let game_kit::Viewer::Seat(me) = view.viewer {
        if let Some(c) = view.colours {
            alt.line(format!("You play {}.", face(c[me.min(1)])));
        }
        explained = tiles_in_play(view, me);
    }
    summary(&mut alt, view, names);
    // What the tiles in hand do, as far as room allows (each whole).
    for t in explained {
        alt.first_of([
            format!(
                "{t} ({}, {}): {}",
                colour(t.colour()),
                colour_kind(t.colour()),
                t.def().text
            ),
            format!("{t}: {}.", colour(t.colour())),
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
            None => "The game is over.".to_string(),
            Some(seat) => format!("{} to play.", name(names, seat)),
        },
    ]);
    if let Some(line) = final_line(view, names) {
        alt.line(format!("{line}."));
    }
    let scores: Vec<String> = (0..2)
        .map(|s| {
            let colour = view
                .colours
                .map(|c| format!(" ({})", face(c[s])))
                .unwrap_or_default();
            format!(
                "{}{colour} {}, {} in supply",
                name(names, s),
                points(view.scores[s]),
                tokens(view.supply[s])
            )
        })
        .collect();
    let state = if view.result.is_some() {
        "Final count"
    } else {
        "Scores so far"
    };
    alt.line(format!("{state}: {}.", scores.join("; ")));
    if view.result.is_none() {
        alt.line(format!(
            "Turn {}; {} in the bag.",
            view.turn,
            super::text::count(view.bag, "tile")
        ));
    }
    if !view.recent.is_empty() {
        alt.line(format!("Last placed: {}.", last_placed(view)));
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
        alt.line(format!(
            "Set aside for this placement because they clash (Q-17): {}.",
            set_aside.join(", ")
        ));
    }
    let labels = |hexes: &[crate::rules::Hex]| -> Vec<String> {
        hexes.iter().map(ToString::to_string).collect()
    };
    alt.list("Free spaces for the next tile", &labels(&view.spaces), None);
    alt.list("Targets to choose from", &labels(&view.targets), None);
    if view.result.is_none() {
        let pool: Vec<String> = view
            .pool
            .iter()
            .map(|p| {
                if p.token {
                    format!("{} ({}, token)", p.tile, colour(p.tile.colour()))
                } else {
                    format!("{} ({})", p.tile, colour(p.tile.colour()))
                }
            })
            .collect();
        alt.list("Pool", &pool, Some("empty"));
        let hand: Vec<String> = view.hand.iter().map(|p| p.tile.to_string()).collect();
        alt.list("Chosen, still to play", &hand, None);
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
                    format!("{t} {} ({})", c.at, tokens(c.tokens))
                } else {
                    format!("{t} {}", c.at)
                })
            })
            .collect();
        let whose = seat_of(view, f)
            .map(|s| format!(", {}'s", name(names, s)))
            .unwrap_or_default();
        let head = match f {
            Face::Black => format!("Black tiles{whose}"),
            Face::White => format!("White tiles{whose}"),
        };
        alt.list(&head, &list, Some("none"));
    }
    if let Some(stone) = view.board.iter().find(|c| c.tile.is_none()) {
        alt.line(format!("The Stone is at {}.", stone.at));
    }
    if !view.removed.is_empty() {
        let removed: Vec<String> = view.removed.iter().map(ToString::to_string).collect();
        alt.list("Out of the game", &removed, None);
    }
}
