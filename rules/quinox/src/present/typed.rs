//! Why a typed space is refused (issue 14: a typed label that is not a legal choice gets a
//! clear private answer). The table asks only after the label matched no choice, so the
//! space is known to be illegal; this names the first reason a player can check on the
//! picture: taken, off the board's edge, next to POISON (Q-P3), away from CHARISMA (Q-P2),
//! outside MAP's spaces, or not a target of the acting tile.

use crate::rules::board::{frontier, next_to, with_effect};
use crate::rules::{Effect, Hex, Phase, Quinox, Restriction, State, TurnStep};
use crate::words::WORDS;
use game_kit::{Game, Seat, Viewer};

/// The reason typed `text` is not a legal space now, when `text` is a space label and the
/// step asks for a space; `None` lets the table give its generic answer.
pub fn typed_refusal(state: &State, seat: Seat, prefix: &[&str], text: &str) -> Option<String> {
    if seat != state.active || !prefix.is_empty() {
        return None;
    }
    let at: Hex = text.trim().parse().ok()?;
    match &state.phase {
        Phase::Play(TurnStep::Space { tile, .. }) => {
            Some(space_refusal(state, at, &tile.to_string()))
        }
        Phase::Play(TurnStep::Target(choice)) => {
            Some(target_refusal(state, at, &choice.actor.to_string()))
        }
        _ => None,
    }
}

/// Why `tile` may not go to `at` now. A restriction set aside because the restrictions
/// together allowed no space is never given as the reason.
fn space_refusal(state: &State, at: Hex, tile: &str) -> String {
    let ignored = Quinox::view(state, Viewer::Spectator).ignored;
    let binds = |r: Restriction| !ignored.contains(&r);
    let label = at.to_string();
    let say = |key: &str| WORDS.say_with(key, &[("at", label.as_str().into())]);
    if let Some(taken) = occupant(state, at) {
        return WORDS.say_with(
            "qx-typed-taken",
            &[
                ("at", label.as_str().into()),
                ("what", taken.as_str().into()),
            ],
        );
    }
    if !frontier(&state.board).contains(&at) {
        return say("qx-typed-off-board");
    }
    if binds(Restriction::Poison) && next_to(&state.board, at, |e| e == Effect::Repel) {
        return say("qx-typed-poison");
    }
    let free_charisma = with_effect(&state.board, |e| e == Effect::Attract)
        .into_iter()
        .filter(|_| binds(Restriction::Charisma))
        .filter(|c| c.neighbours().iter().any(|n| !state.board.contains_key(n)))
        .find(|c| !c.is_neighbour(at));
    if let Some(c) = free_charisma {
        return WORDS.say_with(
            "qx-typed-charisma",
            &[("at", c.to_string().as_str().into()), ("tile", tile.into())],
        );
    }
    // A mapped space taken since is no longer legal; a MAP with none left has lapsed and
    // binds nothing.
    let free = frontier(&state.board);
    let map: Vec<Hex> = state
        .this_turn
        .map
        .iter()
        .copied()
        .filter(|h| free.contains(h))
        .collect();
    if binds(Restriction::Map) && !map.is_empty() && !map.contains(&at) {
        let spaces: Vec<String> = map.iter().map(Hex::to_string).collect();
        return WORDS.say_with(
            "qx-typed-map",
            &[("spaces", super::text::or_list(&spaces).as_str().into())],
        );
    }
    WORDS.say_with(
        "qx-typed-not-now",
        &[("tile", tile.into()), ("at", label.as_str().into())],
    )
}

/// Why `at` is not a target of `actor` now.
fn target_refusal(state: &State, at: Hex, actor: &str) -> String {
    let found = occupant(state, at);
    let at = at.to_string();
    match found {
        None => WORDS.say_with(
            "qx-typed-empty",
            &[("at", at.as_str().into()), ("tile", actor.into())],
        ),
        Some(what) => WORDS.say_with(
            "qx-typed-not-target",
            &[
                ("what", what.as_str().into()),
                ("at", at.as_str().into()),
                ("tile", actor.into()),
            ],
        ),
    }
}

/// What stands at `at`: a tile's name, "the Stone", or `None` when it is free.
fn occupant(state: &State, at: Hex) -> Option<String> {
    let piece = state.board.get(&at)?;
    Some(match piece.tile() {
        Some(t) => t.to_string(),
        None => WORDS.say("qx-the-stone"),
    })
}
