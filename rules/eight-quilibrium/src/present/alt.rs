//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the board
//! or a private view, most important first and within Discord's limit by construction
//! ([`Alt`]): what the table waits for (naming whoever is awaited), the seat's own move and
//! hand (private view only), the Market, each seat's cards and tokens, and the scores.

use super::board::{phase_line, variant_reminders};
use super::text::{cards_text, market_text, name, ordinal, plural};
use crate::rules::{PhaseView, RoundResult, View};
use game_kit::{Seat, Viewer};
use present_kit::alt::Alt;
use present_kit::present::Names;
use present_kit::text::count;

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
        format!("Your hand ({}): {}.", hand.len(), cards_text(hand)),
        format!("Your hand: {}.", plural(hand.len(), "card", "cards")),
    ]);
    let tokens = usize::from(view.tokens.get(me).copied().unwrap_or(0));
    alt.line(format!("Your tokens: {tokens}."));
    if !view.deck_top.is_empty() {
        alt.line(format!(
            "You know the top of the deck (top first): {}.",
            cards_text(&view.deck_top)
        ));
    }
    if let Some(result) = &view.result {
        if let (Some(score), Some(place)) = (result.scores.get(me), result.places.get(me)) {
            alt.line(format!(
                "You placed {} with {}.",
                ordinal(*place),
                count(score.total as usize, "point")
            ));
        }
    }
    table(&mut alt, view, names);
    if view.result.is_none() {
        for line in variant_reminders(view) {
            alt.line(format!("{line}."));
        }
    }
    alt.finish()
}

/// The Market, the seats and the scores.
fn table(alt: &mut Alt, view: &View, names: &Names) {
    let round = if view.rounds > 1 {
        format!(
            "Round {} of {}, turn {}.",
            view.round, view.rounds, view.turn
        )
    } else {
        format!("Turn {}.", view.turn)
    };
    alt.line(round);
    alt.line(format!(
        "Market: {}. Deck: {}.",
        market_text(view),
        plural(view.deck_count, "card", "cards")
    ));
    if let Some(result) = view.result.as_ref().or(view.last_round.as_ref()) {
        standings(alt, result, names);
    }
    let seats: Vec<String> = (0..view.players)
        .map(|s| {
            let size = view.hand_sizes.get(s).copied().unwrap_or(0);
            let tokens = usize::from(view.tokens.get(s).copied().unwrap_or(0));
            let mut line = format!(
                "{} {}, {}",
                name(names, s),
                plural(size, "card", "cards"),
                plural(tokens, "token", "tokens")
            );
            if view.rounds > 1 && view.phase != PhaseView::RoundOver {
                let points = view.match_points.get(s).copied().unwrap_or(0) as usize;
                line.push_str(&format!(", {}", plural(points, "point", "points")));
            }
            line
        })
        .collect();
    alt.list("Players", &seats, None);
}

/// "Round 2 scores: 1st Ann 14, 2nd Bea 9 ...".
fn standings(alt: &mut Alt, result: &RoundResult, names: &Names) {
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (result.places[s], s));
    let parts: Vec<String> = seats
        .iter()
        .map(|&s| {
            format!(
                "{} {} {}",
                ordinal(result.places[s]),
                name(names, s),
                count(result.scores[s].total as usize, "point")
            )
        })
        .collect();
    alt.list(&format!("Round {} scores", result.round), &parts, None);
}
