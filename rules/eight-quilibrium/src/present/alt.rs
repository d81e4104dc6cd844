//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the board
//! or a private view, most important first and within Discord's limit by construction
//! ([`Alt`]): what the table waits for (naming whoever is awaited), the seat's own move and
//! hand (private view only), the Market, each seat's cards and tokens, and the scores.

use super::board::{phase_line, variant_reminders};
use super::text::{cards, cards_text, market_text, name, ordinal, points, tokens};
use crate::rules::{PhaseView, RoundResult, View};
use crate::words::{say, say_with};
use game_kit::{Seat, Viewer};
use present_kit::alt::Alt;
use present_kit::present::Names;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::opening(phase_line(view, names));
    table(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: what it waits for, the seat's hand and tokens, then the
/// table.
pub fn private_alt(view: &View, names: &Names) -> String {
    let (Viewer::Seat(me), Some(hand)) = (view.viewer, &view.hand) else {
        return board_alt(view, names);
    };
    let mut alt = Alt::opening(phase_line(view, names));
    alt.first_of([
        say_with(
            "eq-alt-hand",
            &[
                ("n", hand.len().into()),
                ("cards", cards_text(hand).as_str().into()),
            ],
        ),
        say_with(
            "eq-alt-hand-count",
            &[("cards", cards(hand.len()).as_str().into())],
        ),
    ]);
    let tokens = usize::from(view.tokens.get(me).copied().unwrap_or(0));
    alt.line(say_with("eq-alt-tokens", &[("n", tokens.into())]));
    if !view.deck_top.is_empty() {
        alt.line(say_with(
            "eq-alt-deck-top",
            &[("cards", cards_text(&view.deck_top).as_str().into())],
        ));
    }
    if let Some(result) = &view.result {
        if let (Some(score), Some(place)) = (result.scores.get(me), result.places.get(me)) {
            alt.line(say_with(
                "eq-alt-placed",
                &[
                    ("place", ordinal(*place).as_str().into()),
                    ("points", points(score.total as usize).as_str().into()),
                ],
            ));
        }
    }
    table(&mut alt, view, names);
    if view.result.is_none() {
        for line in variant_reminders(view) {
            alt.line(say_with(
                "eq-alt-reminder",
                &[("line", line.as_str().into())],
            ));
        }
    }
    alt.finish()
}

/// The Market, the seats and the scores.
fn table(alt: &mut Alt, view: &View, names: &Names) {
    let round = if view.rounds > 1 {
        say_with(
            "eq-alt-round-turn",
            &[
                ("round", view.round.into()),
                ("rounds", view.rounds.into()),
                ("turn", view.turn.into()),
            ],
        )
    } else {
        say_with("eq-alt-turn", &[("turn", view.turn.into())])
    };
    alt.line(round);
    alt.line(say_with(
        "eq-alt-market",
        &[
            ("market", market_text(view).as_str().into()),
            ("deck", cards(view.deck_count).as_str().into()),
        ],
    ));
    if let Some(result) = view.result.as_ref().or(view.last_round.as_ref()) {
        standings(alt, result, names);
    }
    let seats: Vec<String> = (0..view.players)
        .map(|s| {
            let size = view.hand_sizes.get(s).copied().unwrap_or(0);
            let held = usize::from(view.tokens.get(s).copied().unwrap_or(0));
            let args = [
                ("name", name(names, s)),
                ("cards", cards(size)),
                ("tokens", tokens(held)),
                (
                    "points",
                    points(view.match_points.get(s).copied().unwrap_or(0) as usize),
                ),
            ];
            let args: Vec<_> = args.iter().map(|(k, v)| (*k, v.as_str().into())).collect();
            if view.rounds > 1 && view.phase != PhaseView::RoundOver {
                say_with("eq-alt-seat-points", &args)
            } else {
                say_with("eq-alt-seat", &args)
            }
        })
        .collect();
    alt.list(&say("eq-alt-players"), &seats, None);
}

/// "Round 2 scores: 1st Ann 14, 2nd Bea 9 ...".
fn standings(alt: &mut Alt, result: &RoundResult, names: &Names) {
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (result.places[s], s));
    let parts: Vec<String> = seats
        .iter()
        .map(|&s| {
            say_with(
                "eq-alt-standing",
                &[
                    ("place", ordinal(result.places[s]).as_str().into()),
                    ("name", name(names, s).as_str().into()),
                    (
                        "points",
                        points(result.scores[s].total as usize).as_str().into(),
                    ),
                ],
            )
        })
        .collect();
    alt.list(
        &say_with("eq-alt-round-scores", &[("round", result.round.into())]),
        &parts,
        None,
    );
}
