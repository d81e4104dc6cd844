//! The public board and a seat's private view as text.
//!
//! Both are built from a [`View`] only, so they can say no more than the engine allows that
//! viewer to know: the board from the spectator's view, the private text from the seat's.

use super::text::{
    cards_text, direction, market_text, name, names_list, ordinal, plural, team_letter,
};
use crate::rules::wind::receiver;
use crate::rules::{Origin, PhaseView, RoundResult, TurnMove, View};
use game_kit::{Seat, Viewer};
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::text::count;
use std::fmt::Write;

/// One line saying what the table is waiting for, in public terms.
pub fn phase_line(view: &View, names: &Names) -> String {
    phase_line_as(view, names, false)
}

/// [`phase_line`] with every list of several players said as their number ("one of 5
/// players", "3 players"): for a picture, whose footer has a few lines only, when the whole
/// line would not fit them with long names (the message beside the picture names them all).
pub fn brief_phase_line(view: &View, names: &Names) -> String {
    phase_line_as(view, names, true)
}

fn phase_line_as(view: &View, names: &Names, brief: bool) -> String {
    let active = name(names, view.active);
    // "A or B or C", or briefly "one of 3 players"; "A, B and C", or "3 players".
    let either = |seats: &[Seat]| {
        if brief && seats.len() > 1 {
            format!("one of {} players", seats.len())
        } else {
            seats
                .iter()
                .map(|&t| name(names, t))
                .collect::<Vec<_>>()
                .join(" or ")
        }
    };
    let all = |seats: &[Seat]| {
        if brief && seats.len() > 1 {
            format!("{} players", seats.len())
        } else {
            names_list(names, seats)
        }
    };
    let give_card = |card: &Option<game_kit::cards::Card>| {
        card.map_or_else(|| "a face-down Market card".to_string(), |c| c.to_string())
    };
    match &view.phase {
        PhaseView::Turn => {
            if view.tokens.get(view.active).copied().unwrap_or(0) > 0 {
                format!("{active} to play: give a card or spend a token to swap.")
            } else {
                format!("{active} to play: give a card (no token left to swap).")
            }
        }
        PhaseView::ChooseTarget {
            card,
            forced,
            targets,
        } => {
            let kind = if *forced {
                "Forced Give (cannot be rejected)"
            } else {
                "Give"
            };
            format!(
                "{kind}: {active} revealed {card} and chooses who receives it: {}.",
                either(targets)
            )
        }
        PhaseView::QuickToss {
            target,
            swap,
            card,
            waiting,
            ..
        } => {
            let event = if *swap {
                format!(
                    "{active} wants to swap a card with {}",
                    name(names, *target)
                )
            } else {
                format!(
                    "{active} gives {} to {}",
                    give_card(card),
                    name(names, *target)
                )
            };
            format!(
                "{event}. Quick Toss: {} may first hand them a token (and skip their next turn).",
                all(waiting)
            )
        }
        PhaseView::TossChoice { target, offers } => format!(
            "{} offer a token: {} takes one (Quick Toss).",
            all(offers),
            name(names, *target)
        ),
        PhaseView::GiveReaction {
            card,
            origin,
            target,
            ..
        } => {
            let from = match origin {
                Origin::Market { .. } => " from the Market",
                Origin::Deck | Origin::Hand => " from the deck",
            };
            let card = match card {
                Some(c) => c.to_string(),
                None => "a face-down card".into(),
            };
            format!(
                "{active} gives {card}{from} to {}, who may reject it (1 token) or accept it.",
                name(names, *target)
            )
        }
        PhaseView::Bottoming { rejector, rejected } => format!(
            "{} rejected {rejected}; the Market shows 5 and they put one card at the bottom of \
             the deck ({rejected} takes the freed slot).",
            name(names, *rejector)
        ),
        PhaseView::SwapReaction {
            target, can_cancel, ..
        } => {
            let target = name(names, *target);
            if *can_cancel {
                format!(
                    "{active} wants to swap a card with {target}, who may cancel (1 token) or \
                     allow it by picking a card."
                )
            } else {
                format!("{active} swaps a card with {target}, who picks a card to exchange.")
            }
        }
        PhaseView::RelayPick { teammate, .. } => format!(
            "{active} makes a Relay Swap with teammate {}, who picks a card in secret; then \
             {active} gives the top deck card (forced).",
            name(names, *teammate)
        ),
        PhaseView::JackSwap { seat } => format!(
            "{} accepted a Jack and may swap with the Market for free.",
            name(names, *seat)
        ),
        PhaseView::QueenReorder { seat, .. } => format!(
            "{} accepted a Queen and puts the top two deck cards back in the order they like.",
            name(names, *seat)
        ),
        PhaseView::KingGive {
            seat,
            king,
            targets,
        } => format!(
            "{} accepted {king} and gives one card (nobody can reject it) to {}.",
            name(names, *seat),
            either(targets)
        ),
        PhaseView::WindOffer => {
            format!("{active} may call the Wind of Change (1 token) before the turn ends.")
        }
        PhaseView::WindPass {
            clockwise, picked, ..
        } => {
            let waiting: Vec<Seat> = (0..picked.len()).filter(|&s| !picked[s]).collect();
            format!(
                "The Wind of Change blows {}: waiting for {} to pick a card to pass.",
                direction(*clockwise),
                all(&waiting)
            )
        }
        PhaseView::RoundOver => "The match is over.".into(),
    }
}

/// One round's standings, best first.
fn round_lines(result: &RoundResult, names: &Names, out: &mut String) {
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (result.places[s], s));
    for s in seats {
        let score = &result.scores[s];
        let _ = writeln!(
            out,
            "{} {}: {} (suits {}, colour {}, parity {}; rank sum {}) — {}",
            ordinal(result.places[s]),
            name(names, s),
            count(score.total as usize, "point"),
            score.suit,
            score.color,
            score.parity,
            score.rank_sum,
            cards_text(&result.hands[s]),
        );
    }
    if let Some(teams) = &result.team_totals {
        let _ = writeln!(out, "{}", teams_line(teams, "this round"));
    }
}

fn teams_line(teams: &[u32], what: &str) -> String {
    let parts: Vec<String> = teams
        .iter()
        .enumerate()
        .map(|(t, p)| format!("Team {} {p}", team_letter(t)))
        .collect();
    format!("Team points {what}: {}", parts.join(" · "))
}

/// Points over the rounds so far, best first.
fn match_line(view: &View, names: &Names, points: &[u32]) -> String {
    let mut seats: Vec<Seat> = (0..points.len()).collect();
    seats.sort_by_key(|&s| (std::cmp::Reverse(points[s]), s));
    let parts: Vec<String> = seats
        .iter()
        .map(|&s| format!("{} {}", name(names, s), points[s]))
        .collect();
    match &view.team_points {
        Some(teams) => format!(
            "{} ({})",
            teams_line(teams, "in the match"),
            parts.join(", ")
        ),
        None => format!("Match points: {}", parts.join(", ")),
    }
}

/// Final standings (and between rounds, the last round's).
fn results_text(view: &View, names: &Names, out: &mut String) {
    if let Some(result) = &view.result {
        if view.rounds > 1 {
            let _ = writeln!(out, "Round {} (the last):", result.round);
        }
        round_lines(result, names, out);
        if view.rounds > 1 {
            let _ = writeln!(out, "{}", match_line(view, names, &view.match_points));
            if let Some(places) = &view.match_places {
                let mut seats: Vec<Seat> = (0..places.len()).collect();
                seats.sort_by_key(|&s| (places[s], s));
                let parts: Vec<String> = seats
                    .iter()
                    .map(|&s| format!("{} {}", ordinal(places[s]), name(names, s)))
                    .collect();
                let _ = writeln!(out, "Final places: {}", parts.join(", "));
            }
        }
    } else if let Some(last) = &view.last_round {
        let _ = writeln!(out, "Round {} scores:", last.round);
        round_lines(last, names, out);
        let _ = writeln!(out, "{}", match_line(view, names, &view.match_points));
    }
}

/// The header lines: game, round, turn, variants.
fn header(view: &View, out: &mut String) {
    let round = if view.rounds > 1 {
        format!(" · round {} of {}", view.round, view.rounds)
    } else {
        String::new()
    };
    let _ = writeln!(out, "{B}8-quilibrium{E}{round} · turn {}", view.turn);
    if !view.options.variants().is_empty() {
        let names: Vec<&str> = view.options.variants().iter().map(|v| v.name()).collect();
        let preset = view
            .options
            .preset
            .map_or_else(String::new, |p| format!("{}: ", p.name()));
        let _ = writeln!(out, "Variants: {preset}{}", names.join(", "));
    }
}

fn market_line(view: &View) -> String {
    let stock = match view.stock {
        Some(c) => format!(" · Stock: {c}"),
        // The card under a Stock being given is turned up once that Give resolves (14.B.2).
        None if view.options.open_stock && view.deck_count > 0 => {
            " · Stock: turned up once this Give is settled".into()
        }
        None => String::new(),
    };
    let mut legend = Vec::new();
    if view.face_down.iter().any(|&d| d) {
        legend.push("▢ face down");
    }
    if view.empty.iter().any(|&e| e) {
        legend.push("— empty slot");
    }
    let legend = if legend.is_empty() {
        String::new()
    } else {
        format!(" ({})", legend.join(", "))
    };
    format!(
        "Market: {}{legend} · Deck: {}{stock}",
        market_text(view),
        plural(view.deck_count, "card", "cards")
    )
}

/// A one-line reminder per variant in play, for the private view (the `/rules` text has the
/// longer summary).
pub fn variant_reminders(view: &View) -> Vec<&'static str> {
    let o = &view.options;
    let mut lines = Vec::new();
    if o.team_play {
        lines.push(
            "Team Play: team scores add up · Assist (a token to a teammate, ends your turn) · \
             Relay Swap once per round per team · Quick Toss a token to a targeted teammate",
        );
    }
    if o.open_stock {
        lines.push(
            "Open Stock: the deck's top card lies face up · receiving it pays you a token (3 at \
             most) · Refresh sends it to the bottom (1 token)",
        );
    }
    if o.wind_of_change {
        lines.push(
            "Wind of Change: once per round, after your action, 1 token makes everyone pass a \
             card left or right",
        );
    }
    if o.fog_of_war {
        lines.push(
            "Fog of War: Market cards lie face down (rejected deck cards face up) and show as \
             they leave · Peek at up to 2 slots (1 token)",
        );
    }
    if o.rank_powers {
        lines.push(
            "Rank Powers: accepting J = free Market swap · Q = reorder the top 2 deck cards · \
             K = give a card on, unrejectable · A = a token",
        );
    }
    lines
}

/// The active player's turn in their private view: only the moves the rules allow right now
/// (from the view's legal move kinds), so nothing is offered that would be refused.
fn turn_text(view: &View) -> String {
    let can = |m: TurnMove| view.moves.contains(&m);
    let give = match (can(TurnMove::GiveFromMarket), can(TurnMove::GiveFromDeck)) {
        (true, true) => "give a card from the Market or the deck",
        (true, false) => "give a card from the Market",
        (false, true) => "give the top card of the deck",
        (false, false) => "",
    };
    let swap = match (can(TurnMove::SwapWithMarket), can(TurnMove::SwapWithPlayer)) {
        (true, true) => "spend a token to swap with the Market or a player",
        (true, false) => "spend a token to swap with the Market",
        (false, true) => "spend a token to swap with a player",
        (false, false) => "",
    };
    let main = match (give.is_empty(), swap.is_empty()) {
        (false, false) => {
            format!("Your turn: {give} to a player with the fewest cards, or {swap}.")
        }
        (false, true) => format!("Your turn: {give} to a player with the fewest cards."),
        (true, false) => format!("Your turn: {swap}."),
        (true, true) => "Your turn.".to_string(),
    };
    let extras: Vec<&str> = [
        (TurnMove::Peek, "peek at the Market first (1 token)"),
        (TurnMove::RefreshStock, "refresh the Stock first (1 token)"),
        (
            TurnMove::Assist,
            "Assist a teammate instead (1 token, ends your turn)",
        ),
        (TurnMove::RelaySwap, "Relay Swap with a teammate (1 token)"),
    ]
    .into_iter()
    .filter(|(m, _)| can(*m))
    .map(|(_, text)| text)
    .collect();
    if extras.is_empty() {
        main
    } else {
        format!("{main} You may also {}.", join_or(&extras))
    }
}

/// "a", "a or b", "a, b or c".
fn join_or(parts: &[&str]) -> String {
    match parts.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The variants' table state: teams, the Wind, Relay Swaps.
fn variant_lines(view: &View, names: &Names, out: &mut String) {
    if let Some(team) = &view.team {
        let parts: Vec<String> = (0..2)
            .map(|t| {
                let members: Vec<Seat> = (0..team.len()).filter(|&s| team[s] == t).collect();
                let relay = if view.relay_used.get(t).copied().unwrap_or(false) {
                    ", Relay Swap used"
                } else {
                    ""
                };
                format!(
                    "{} ({}{relay})",
                    team_letter(t),
                    names_list(names, &members)
                )
            })
            .collect();
        let _ = writeln!(out, "Teams: {}", parts.join(" vs "));
    }
    if view.options.wind_of_change {
        let line = match (view.wind_called_by, view.wind_barred) {
            (Some(s), _) => format!("Wind of Change: called by {} this round.", name(names, s)),
            (None, Some(s)) => format!(
                "Wind of Change: not called yet this round ({} called it last round and may \
                 not).",
                name(names, s)
            ),
            (None, None) => "Wind of Change: not called yet this round.".into(),
        };
        let _ = writeln!(out, "{line}");
    }
}

pub fn board_text(view: &View, names: &Names) -> String {
    let mut out = String::new();
    header(view, &mut out);
    let _ = writeln!(out, "{}", market_line(view));
    let over = view.phase == PhaseView::RoundOver;
    for seat in 0..view.players {
        let size = view.hand_sizes.get(seat).copied().unwrap_or(0);
        let tokens = usize::from(view.tokens.get(seat).copied().unwrap_or(0));
        let marker = if seat == view.active && !over {
            "▶"
        } else {
            "·"
        };
        let team = view
            .team
            .as_ref()
            .and_then(|t| t.get(seat))
            .map_or_else(String::new, |&t| format!(" [{}]", team_letter(t)));
        let full = if size >= 8 { " (full)" } else { "" };
        let reacted = if view.reacted.get(seat).copied().unwrap_or(false) {
            " · reacted this turn"
        } else {
            ""
        };
        let skip = if view.skip.get(seat).copied().unwrap_or(false) {
            " · skips next turn"
        } else {
            ""
        };
        let points = if view.rounds > 1 && !over {
            format!(
                " · {}",
                plural(
                    view.match_points.get(seat).copied().unwrap_or(0) as usize,
                    "point",
                    "points"
                )
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{marker} {}. {}{team}: {}{full} · {}{reacted}{skip}{points}",
            seat + 1,
            name(names, seat),
            plural(size, "card", "cards"),
            plural(tokens, "token", "tokens"),
        );
    }
    variant_lines(view, names, &mut out);
    let _ = writeln!(out, "{}", phase_line(view, names));
    results_text(view, names, &mut out);
    out.trim_end().to_string()
}

/// What the viewing seat is asked to do, if anything.
fn your_move(view: &View, me: Seat, names: &Names) -> Option<String> {
    let active = view.active == me;
    Some(match &view.phase {
        PhaseView::Turn if active => turn_text(view),
        PhaseView::ChooseTarget { card, .. } if active => format!("Choose who receives {card}."),
        PhaseView::QuickToss {
            target,
            swap,
            card,
            waiting,
            ..
        } if waiting.contains(&me) => {
            let what = if *swap {
                "a swap".to_string()
            } else {
                card.map_or_else(|| "a face-down Market card".into(), |c| c.to_string())
            };
            format!(
                "Your teammate {} is targeted by {what}: Quick Toss them one of your tokens \
                 (you skip your next turn), or not.",
                name(names, *target)
            )
        }
        PhaseView::TossChoice { target, offers } if *target == me => format!(
            "{} offer you a token: take one (Quick Toss).",
            names_list(names, offers)
        ),
        PhaseView::GiveReaction {
            card,
            target,
            can_reject,
            ..
        } if *target == me => {
            let card = card.map_or_else(|| "A card".into(), |c| c.to_string());
            if *can_reject {
                format!("{card} is coming to you: reject it (1 token) or accept it.")
            } else {
                format!("{card} is coming to you.")
            }
        }
        PhaseView::Bottoming { rejector, .. } if *rejector == me => {
            "Choose a Market card to put at the bottom of the deck.".into()
        }
        PhaseView::SwapReaction {
            target, can_cancel, ..
        } if *target == me => {
            let who = name(names, view.active);
            if *can_cancel {
                format!(
                    "{who} wants to swap a card with you: cancel (1 token) or pick one of \
                     your cards to give."
                )
            } else {
                format!("{who} swaps a card with you: pick one of your cards to give.")
            }
        }
        PhaseView::RelayPick { teammate, .. } if *teammate == me => format!(
            "{} makes a Relay Swap with you: pick one of your cards to give them.",
            name(names, view.active)
        ),
        PhaseView::JackSwap { seat } if *seat == me => {
            "You accepted a Jack: swap one of your cards with a Market card for free, or decline."
                .into()
        }
        PhaseView::QueenReorder {
            seat,
            top: Some(top),
        } if *seat == me => format!(
            "You accepted a Queen. The top of the deck: {}. Choose which card goes on top.",
            cards_text(top)
        ),
        PhaseView::KingGive {
            seat,
            king,
            targets,
        } if *seat == me => format!(
            "You accepted {king}: give one of your cards (it may be {king}) to {}.",
            targets
                .iter()
                .map(|&t| if t == me {
                    "yourself".to_string()
                } else {
                    name(names, t)
                })
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        PhaseView::WindOffer if active => {
            "Your action is done: call the Wind of Change (1 token), or end your turn.".into()
        }
        PhaseView::WindPass {
            clockwise,
            picked,
            mine,
        } if picked.get(me).is_some() => {
            let to = name(names, receiver(me, *clockwise, view.players));
            match mine {
                Some(card) => format!("You pass {card} to {to}; waiting for the others."),
                None => format!("The Wind blows: pick the card you pass to {to}."),
            }
        }
        _ => return None,
    })
}

pub fn private_text(view: &View, names: &Names) -> String {
    let (Viewer::Seat(me), Some(hand)) = (view.viewer, &view.hand) else {
        return board_text(view, names);
    };
    let mut out = String::new();
    let _ = writeln!(out, "Your hand ({}): {}", hand.len(), cards_text(hand));
    let tokens = usize::from(view.tokens.get(me).copied().unwrap_or(0));
    let _ = writeln!(out, "Your tokens: {tokens} · {}", market_line(view));
    if view
        .market
        .iter()
        .zip(&view.face_down)
        .any(|(c, &d)| c.is_some() && d)
    {
        let _ = writeln!(out, "(* a face-down card you have looked at)");
    }
    if !view.deck_top.is_empty() {
        let _ = writeln!(
            out,
            "You know the top of the deck (top first): {}.",
            cards_text(&view.deck_top)
        );
    }
    if let Some(team) = view.team.as_ref().and_then(|t| t.get(me)) {
        let mates: Vec<Seat> = (0..view.players)
            .filter(|&s| s != me && view.team.as_ref().and_then(|t| t.get(s)) == Some(team))
            .collect();
        let _ = writeln!(
            out,
            "Your team: {} (with {}).",
            team_letter(*team),
            names_list(names, &mates)
        );
    }
    if view.skip.get(me).copied().unwrap_or(false) {
        let _ = writeln!(out, "You skip your next turn (Quick Toss).");
    }
    match &view.phase {
        PhaseView::SwapReaction {
            target,
            offered: Some(card),
            ..
        } => {
            let _ = writeln!(
                out,
                "You picked {card} to swap with {}; waiting for their answer.",
                name(names, *target)
            );
        }
        PhaseView::RelayPick {
            teammate,
            offered: Some(card),
        } => {
            let _ = writeln!(
                out,
                "You offered {card} to {} for the Relay Swap; waiting for their pick.",
                name(names, *teammate)
            );
        }
        _ => {}
    }
    match your_move(view, me, names) {
        Some(line) => {
            let _ = writeln!(out, "{line}");
        }
        None => {
            let _ = writeln!(out, "{}", phase_line(view, names));
        }
    }
    if let Some(result) = &view.result {
        if let (Some(score), Some(place)) = (result.scores.get(me), result.places.get(me)) {
            let _ = writeln!(
                out,
                "You placed {} with {}{}.",
                ordinal(*place),
                count(score.total as usize, "point"),
                if view.rounds > 1 {
                    " in the last round"
                } else {
                    ""
                }
            );
        }
    }
    if view.result.is_none() {
        let reminders = variant_reminders(view);
        if !reminders.is_empty() {
            let _ = writeln!(out, "Variants in play:");
            for line in reminders {
                let _ = writeln!(out, "• {line}");
            }
        }
    }
    results_text(view, names, &mut out);
    out.trim_end().to_string()
}
