//! The public board and a seat's private view as text.
//!
//! Both are built from a [`View`] only, so they can say no more than the engine allows that
//! viewer to know: the board from the spectator's view, the private text from the seat's.

use super::text::{
    cards, cards_text, market_text, name, names_list, ordinal, points, team_letter, tokens,
};
use crate::rules::wind::receiver;
use crate::rules::{Origin, PhaseView, RoundResult, TurnMove, View};
use crate::words::{say, say_with};
use game_kit::{Seat, Viewer};
use present_kit::markup::{B, E};
use present_kit::present::Names;
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
            say_with("eq-phase-one-of", &[("n", seats.len().into())])
        } else {
            seats
                .iter()
                .map(|&t| name(names, t))
                .reduce(|first, last| {
                    say_with(
                        "eq-or",
                        &[
                            ("first", first.as_str().into()),
                            ("last", last.as_str().into()),
                        ],
                    )
                })
                .unwrap_or_default()
        }
    };
    let all = |seats: &[Seat]| {
        if brief && seats.len() > 1 {
            say_with("eq-phase-players", &[("n", seats.len().into())])
        } else {
            names_list(names, seats)
        }
    };
    let give_card = |card: &Option<game_kit::cards::Card>| {
        card.map_or_else(|| say("eq-phase-facedown-market-card"), |c| c.to_string())
    };
    match &view.phase {
        PhaseView::Turn => {
            if view.tokens.get(view.active).copied().unwrap_or(0) > 0 {
                say_with("eq-phase-turn", &[("active", active.as_str().into())])
            } else {
                say_with(
                    "eq-phase-turn-no-token",
                    &[("active", active.as_str().into())],
                )
            }
        }
        PhaseView::ChooseTarget {
            card,
            forced,
            targets,
        } => {
            let key = if *forced {
                "eq-phase-choose-target-forced"
            } else {
                "eq-phase-choose-target"
            };
            say_with(
                key,
                &[
                    ("active", active.as_str().into()),
                    ("card", card.to_string().as_str().into()),
                    ("targets", either(targets).as_str().into()),
                ],
            )
        }
        PhaseView::QuickToss {
            target,
            swap,
            card,
            waiting,
            ..
        } => {
            let key = if *swap {
                "eq-phase-quick-toss-swap"
            } else {
                "eq-phase-quick-toss-give"
            };
            say_with(
                key,
                &[
                    ("active", active.as_str().into()),
                    ("card", give_card(card).as_str().into()),
                    ("target", name(names, *target).as_str().into()),
                    ("waiting", all(waiting).as_str().into()),
                ],
            )
        }
        PhaseView::TossChoice { target, offers } => say_with(
            "eq-phase-toss-choice",
            &[
                ("offers", all(offers).as_str().into()),
                ("target", name(names, *target).as_str().into()),
            ],
        ),
        PhaseView::GiveReaction {
            card,
            origin,
            target,
            ..
        } => {
            let key = match (origin, card) {
                (Origin::Market { .. }, Some(_)) => "eq-phase-give-market",
                (Origin::Market { .. }, None) => "eq-phase-give-market-hidden",
                (Origin::Deck | Origin::Hand, Some(_)) => "eq-phase-give-deck",
                (Origin::Deck | Origin::Hand, None) => "eq-phase-give-deck-hidden",
            };
            let card = card.map(|c| c.to_string()).unwrap_or_default();
            say_with(
                key,
                &[
                    ("active", active.as_str().into()),
                    ("card", card.as_str().into()),
                    ("target", name(names, *target).as_str().into()),
                ],
            )
        }
        PhaseView::Bottoming { rejector, rejected } => say_with(
            "eq-phase-bottoming",
            &[
                ("rejector", name(names, *rejector).as_str().into()),
                ("rejected", rejected.to_string().as_str().into()),
            ],
        ),
        PhaseView::SwapReaction {
            target, can_cancel, ..
        } => {
            let target = name(names, *target);
            let key = if *can_cancel {
                "eq-phase-swap-cancel"
            } else {
                "eq-phase-swap"
            };
            say_with(
                key,
                &[
                    ("active", active.as_str().into()),
                    ("target", target.as_str().into()),
                ],
            )
        }
        PhaseView::RelayPick { teammate, .. } => say_with(
            "eq-phase-relay",
            &[
                ("active", active.as_str().into()),
                ("teammate", name(names, *teammate).as_str().into()),
            ],
        ),
        PhaseView::JackSwap { seat } => say_with(
            "eq-phase-jack",
            &[("seat", name(names, *seat).as_str().into())],
        ),
        PhaseView::QueenReorder { seat, .. } => say_with(
            "eq-phase-queen",
            &[("seat", name(names, *seat).as_str().into())],
        ),
        PhaseView::KingGive {
            seat,
            king,
            targets,
        } => say_with(
            "eq-phase-king",
            &[
                ("seat", name(names, *seat).as_str().into()),
                ("king", king.to_string().as_str().into()),
                ("targets", either(targets).as_str().into()),
            ],
        ),
        PhaseView::WindOffer => {
            say_with("eq-phase-wind-offer", &[("active", active.as_str().into())])
        }
        PhaseView::WindPass {
            clockwise, picked, ..
        } => {
            let waiting: Vec<Seat> = (0..picked.len()).filter(|&s| !picked[s]).collect();
            let key = if *clockwise {
                "eq-phase-wind-pass-cw"
            } else {
                "eq-phase-wind-pass-ccw"
            };
            say_with(key, &[("waiting", all(&waiting).as_str().into())])
        }
        PhaseView::RoundOver => say("eq-phase-over"),
    }
}

/// One round's standings, best first.
fn round_lines(result: &RoundResult, names: &Names, out: &mut String) {
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (result.places[s], s));
    for s in seats {
        let score = &result.scores[s];
        let line = say_with(
            "eq-result-line",
            &[
                ("place", ordinal(result.places[s]).as_str().into()),
                ("name", name(names, s).as_str().into()),
                ("points", points(score.total as usize).as_str().into()),
                ("suit", score.suit.into()),
                ("color", score.color.into()),
                ("parity", score.parity.into()),
                ("sum", score.rank_sum.into()),
                ("hand", cards_text(&result.hands[s]).as_str().into()),
            ],
        );
        let _ = writeln!(out, "{line}");
    }
    if let Some(teams) = &result.team_totals {
        let _ = writeln!(
            out,
            "{}",
            say_with(
                "eq-team-points-round",
                &[("teams", team_parts(teams).as_str().into())]
            )
        );
    }
}

fn team_parts(teams: &[u32]) -> String {
    let parts: Vec<String> = teams
        .iter()
        .enumerate()
        .map(|(t, p)| {
            say_with(
                "eq-team-part",
                &[
                    ("team", team_letter(t).to_string().as_str().into()),
                    ("points", (*p).into()),
                ],
            )
        })
        .collect();
    parts.join(" · ")
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
        Some(teams) => say_with(
            "eq-team-points-match-seats",
            &[
                ("teams", team_parts(teams).as_str().into()),
                ("seats", parts.join(", ").as_str().into()),
            ],
        ),
        None => say_with(
            "eq-match-points",
            &[("seats", parts.join(", ").as_str().into())],
        ),
    }
}

/// Final standings (and between rounds, the last round's).
fn results_text(view: &View, names: &Names, out: &mut String) {
    if let Some(result) = &view.result {
        if view.rounds > 1 {
            let _ = writeln!(
                out,
                "{}",
                say_with("eq-round-last", &[("round", result.round.into())])
            );
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
                let _ = writeln!(
                    out,
                    "{}",
                    say_with(
                        "eq-final-places",
                        &[("places", parts.join(", ").as_str().into())]
                    )
                );
            }
        }
    } else if let Some(last) = &view.last_round {
        let _ = writeln!(
            out,
            "{}",
            say_with("eq-round-scores", &[("round", last.round.into())])
        );
        round_lines(last, names, out);
        let _ = writeln!(out, "{}", match_line(view, names, &view.match_points));
    }
}

/// The header lines: game, round, turn, variants.
fn header(view: &View, out: &mut String) {
    let head = if view.rounds > 1 {
        say_with(
            "eq-board-header-rounds",
            &[
                ("round", view.round.into()),
                ("rounds", view.rounds.into()),
                ("turn", view.turn.into()),
            ],
        )
    } else {
        say_with("eq-board-header", &[("turn", view.turn.into())])
    };
    // The game's name, in bold, stands first in every language.
    let head = head.replacen("8-quilibrium", &format!("{B}8-quilibrium{E}"), 1);
    let _ = writeln!(out, "{head}");
    if !view.options.variants().is_empty() {
        let names: Vec<String> = view.options.variants().iter().map(|v| v.name()).collect();
        let line = match view.options.preset {
            Some(p) => say_with(
                "eq-board-variants-preset",
                &[
                    ("preset", p.name().as_str().into()),
                    ("variants", names.join(", ").as_str().into()),
                ],
            ),
            None => say_with(
                "eq-board-variants",
                &[("variants", names.join(", ").as_str().into())],
            ),
        };
        let _ = writeln!(out, "{line}");
    }
}

fn market_line(view: &View) -> String {
    let stock = match view.stock {
        Some(c) => Some(say_with(
            "eq-board-stock",
            &[("card", c.to_string().as_str().into())],
        )),
        // The card under a Stock being given is turned up once that Give resolves (14.B.2).
        None if view.options.open_stock && view.deck_count > 0 => Some(say("eq-board-stock-next")),
        None => None,
    };
    let mut legend = Vec::new();
    if view.face_down.iter().any(|&d| d) {
        legend.push(say("eq-board-legend-face-down"));
    }
    if view.empty.iter().any(|&e| e) {
        legend.push(say("eq-board-legend-empty"));
    }
    let key = match (legend.is_empty(), stock.is_some()) {
        (true, false) => "eq-board-market",
        (true, true) => "eq-board-market-stock",
        (false, false) => "eq-board-market-legend",
        (false, true) => "eq-board-market-legend-stock",
    };
    say_with(
        key,
        &[
            ("market", market_text(view).as_str().into()),
            ("legend", legend.join(", ").as_str().into()),
            ("deck", cards(view.deck_count).as_str().into()),
            ("stock", stock.unwrap_or_default().as_str().into()),
        ],
    )
}

/// A one-line reminder per variant in play, for the private view (the `/rules` text has the
/// longer summary).
pub fn variant_reminders(view: &View) -> Vec<String> {
    let o = &view.options;
    let mut lines = Vec::new();
    if o.team_play {
        lines.push(say("eq-remind-team-play"));
    }
    if o.open_stock {
        lines.push(say("eq-remind-open-stock"));
    }
    if o.wind_of_change {
        lines.push(say("eq-remind-wind"));
    }
    if o.fog_of_war {
        lines.push(say("eq-remind-fog"));
    }
    if o.rank_powers {
        lines.push(say("eq-remind-rank-powers"));
    }
    lines
}

/// The active player's turn in their private view: only the moves the rules allow right now
/// (from the view's legal move kinds), so nothing is offered that would be refused.
fn turn_text(view: &View) -> String {
    let can = |m: TurnMove| view.moves.contains(&m);
    let give = match (can(TurnMove::GiveFromMarket), can(TurnMove::GiveFromDeck)) {
        (true, true) => say("eq-turn-give-both"),
        (true, false) => say("eq-turn-give-market"),
        (false, true) => say("eq-turn-give-deck"),
        (false, false) => String::new(),
    };
    let swap = match (can(TurnMove::SwapWithMarket), can(TurnMove::SwapWithPlayer)) {
        (true, true) => say("eq-turn-swap-both"),
        (true, false) => say("eq-turn-swap-market"),
        (false, true) => say("eq-turn-swap-player"),
        (false, false) => String::new(),
    };
    let main = match (give.is_empty(), swap.is_empty()) {
        (false, false) => say_with(
            "eq-turn-give-or-swap",
            &[
                ("give", give.as_str().into()),
                ("swap", swap.as_str().into()),
            ],
        ),
        (false, true) => say_with("eq-turn-give", &[("give", give.as_str().into())]),
        (true, false) => say_with("eq-turn-swap", &[("swap", swap.as_str().into())]),
        (true, true) => say("eq-turn-plain"),
    };
    let extras: Vec<String> = [
        (TurnMove::Peek, "eq-turn-extra-peek"),
        (TurnMove::RefreshStock, "eq-turn-extra-refresh"),
        (TurnMove::Assist, "eq-turn-extra-assist"),
        (TurnMove::RelaySwap, "eq-turn-extra-relay"),
    ]
    .into_iter()
    .filter(|(m, _)| can(*m))
    .map(|(_, key)| say(key))
    .collect();
    if extras.is_empty() {
        main
    } else {
        say_with(
            "eq-turn-with-extras",
            &[
                ("main", main.as_str().into()),
                ("extras", join_or(&extras).as_str().into()),
            ],
        )
    }
}

/// "a", "a or b", "a, b or c".
pub(crate) fn join_or(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [first, last] => say_with(
            "eq-or",
            &[
                ("first", first.as_str().into()),
                ("last", last.as_str().into()),
            ],
        ),
        [first, more @ .., last] => say_with(
            "eq-or-list",
            &[
                ("first", first.as_str().into()),
                ("more", more.join(", ").as_str().into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// The variants' table state: teams, the Wind, Relay Swaps.
fn variant_lines(view: &View, names: &Names, out: &mut String) {
    if let Some(team) = &view.team {
        let parts: Vec<String> = (0..2)
            .map(|t| {
                let members: Vec<Seat> = (0..team.len()).filter(|&s| team[s] == t).collect();
                let key = if view.relay_used.get(t).copied().unwrap_or(false) {
                    "eq-board-team-members-relay"
                } else {
                    "eq-board-team-members"
                };
                say_with(
                    key,
                    &[
                        ("team", team_letter(t).to_string().as_str().into()),
                        ("members", names_list(names, &members).as_str().into()),
                    ],
                )
            })
            .collect();
        let teams = parts
            .into_iter()
            .reduce(|a, b| {
                say_with(
                    "eq-board-vs",
                    &[("a", a.as_str().into()), ("b", b.as_str().into())],
                )
            })
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}",
            say_with("eq-board-teams", &[("teams", teams.as_str().into())])
        );
    }
    if view.options.wind_of_change {
        let line = match (view.wind_called_by, view.wind_barred) {
            (Some(s), _) => say_with(
                "eq-board-wind-called",
                &[("name", name(names, s).as_str().into())],
            ),
            (None, Some(s)) => say_with(
                "eq-board-wind-barred",
                &[("name", name(names, s).as_str().into())],
            ),
            (None, None) => say("eq-board-wind-open"),
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
        let n_tokens = usize::from(view.tokens.get(seat).copied().unwrap_or(0));
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
        let full = if size >= 8 {
            format!(" {}", say("eq-board-full"))
        } else {
            String::new()
        };
        let mut extra = String::new();
        if view.reacted.get(seat).copied().unwrap_or(false) {
            extra.push_str(&format!(" · {}", say("eq-board-reacted")));
        }
        if view.skip.get(seat).copied().unwrap_or(false) {
            extra.push_str(&format!(" · {}", say("eq-board-skips")));
        }
        let points = if view.rounds > 1 && !over {
            format!(
                " · {}",
                points(view.match_points.get(seat).copied().unwrap_or(0) as usize)
            )
        } else {
            String::new()
        };
        extra.push_str(&points);
        let line = say_with(
            "eq-board-seat",
            &[
                ("marker", marker.into()),
                ("n", (seat + 1).into()),
                ("name", name(names, seat).as_str().into()),
                ("team", team.as_str().into()),
                ("cards", cards(size).as_str().into()),
                ("full", full.as_str().into()),
                ("tokens", tokens(n_tokens).as_str().into()),
                ("extra", extra.as_str().into()),
            ],
        );
        let _ = writeln!(out, "{line}");
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
        PhaseView::ChooseTarget { card, .. } if active => say_with(
            "eq-move-choose-target",
            &[("card", card.to_string().as_str().into())],
        ),
        PhaseView::QuickToss {
            target,
            swap,
            card,
            waiting,
            ..
        } if waiting.contains(&me) => {
            let what = if *swap {
                say("eq-move-a-swap")
            } else {
                card.map_or_else(|| say("eq-phase-facedown-market-card"), |c| c.to_string())
            };
            say_with(
                "eq-move-quick-toss",
                &[
                    ("target", name(names, *target).as_str().into()),
                    ("what", what.as_str().into()),
                ],
            )
        }
        PhaseView::TossChoice { target, offers } if *target == me => say_with(
            "eq-move-toss-choice",
            &[("offers", names_list(names, offers).as_str().into())],
        ),
        PhaseView::GiveReaction {
            card,
            target,
            can_reject,
            ..
        } if *target == me => {
            let card = card.map_or_else(|| say("eq-move-a-card"), |c| c.to_string());
            let key = if *can_reject {
                "eq-move-give-reject"
            } else {
                "eq-move-give"
            };
            say_with(key, &[("card", card.as_str().into())])
        }
        PhaseView::Bottoming { rejector, .. } if *rejector == me => say("eq-move-bottoming"),
        PhaseView::SwapReaction {
            target, can_cancel, ..
        } if *target == me => {
            let who = name(names, view.active);
            let key = if *can_cancel {
                "eq-move-swap-cancel"
            } else {
                "eq-move-swap"
            };
            say_with(key, &[("who", who.as_str().into())])
        }
        PhaseView::RelayPick { teammate, .. } if *teammate == me => say_with(
            "eq-move-relay",
            &[("who", name(names, view.active).as_str().into())],
        ),
        PhaseView::JackSwap { seat } if *seat == me => say("eq-move-jack"),
        PhaseView::QueenReorder {
            seat,
            top: Some(top),
        } if *seat == me => say_with("eq-move-queen", &[("top", cards_text(top).as_str().into())]),
        PhaseView::KingGive {
            seat,
            king,
            targets,
        } if *seat == me => say_with(
            "eq-move-king",
            &[
                ("king", king.to_string().as_str().into()),
                (
                    "targets",
                    targets
                        .iter()
                        .map(|&t| {
                            if t == me {
                                say("eq-move-yourself")
                            } else {
                                name(names, t)
                            }
                        })
                        .reduce(|first, last| {
                            say_with(
                                "eq-or",
                                &[
                                    ("first", first.as_str().into()),
                                    ("last", last.as_str().into()),
                                ],
                            )
                        })
                        .unwrap_or_default()
                        .as_str()
                        .into(),
                ),
            ],
        ),
        PhaseView::WindOffer if active => say("eq-move-wind-offer"),
        PhaseView::WindPass {
            clockwise,
            picked,
            mine,
        } if picked.get(me).is_some() => {
            let to = name(names, receiver(me, *clockwise, view.players));
            match mine {
                Some(card) => say_with(
                    "eq-move-wind-passed",
                    &[
                        ("card", card.to_string().as_str().into()),
                        ("to", to.as_str().into()),
                    ],
                ),
                None => say_with("eq-move-wind-pick", &[("to", to.as_str().into())]),
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
    let line = say_with(
        "eq-private-hand",
        &[
            ("n", hand.len().into()),
            ("cards", cards_text(hand).as_str().into()),
        ],
    );
    let _ = writeln!(out, "{line}");
    let tokens = usize::from(view.tokens.get(me).copied().unwrap_or(0));
    let line = say_with(
        "eq-private-tokens",
        &[
            ("n", tokens.into()),
            ("market", market_line(view).as_str().into()),
        ],
    );
    let _ = writeln!(out, "{line}");
    if view
        .market
        .iter()
        .zip(&view.face_down)
        .any(|(c, &d)| c.is_some() && d)
    {
        let _ = writeln!(out, "{}", say("eq-private-known-face-down"));
    }
    if !view.deck_top.is_empty() {
        let line = say_with(
            "eq-private-deck-top",
            &[("cards", cards_text(&view.deck_top).as_str().into())],
        );
        let _ = writeln!(out, "{line}");
    }
    if let Some(team) = view.team.as_ref().and_then(|t| t.get(me)) {
        let mates: Vec<Seat> = (0..view.players)
            .filter(|&s| s != me && view.team.as_ref().and_then(|t| t.get(s)) == Some(team))
            .collect();
        let line = say_with(
            "eq-private-team",
            &[
                ("team", team_letter(*team).to_string().as_str().into()),
                ("mates", names_list(names, &mates).as_str().into()),
            ],
        );
        let _ = writeln!(out, "{line}");
    }
    if view.skip.get(me).copied().unwrap_or(false) {
        let _ = writeln!(out, "{}", say("eq-private-skip"));
    }
    match &view.phase {
        PhaseView::SwapReaction {
            target,
            offered: Some(card),
            ..
        } => {
            let line = say_with(
                "eq-private-swap-picked",
                &[
                    ("card", card.to_string().as_str().into()),
                    ("target", name(names, *target).as_str().into()),
                ],
            );
            let _ = writeln!(out, "{line}");
        }
        PhaseView::RelayPick {
            teammate,
            offered: Some(card),
        } => {
            let line = say_with(
                "eq-private-relay-offered",
                &[
                    ("card", card.to_string().as_str().into()),
                    ("teammate", name(names, *teammate).as_str().into()),
                ],
            );
            let _ = writeln!(out, "{line}");
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
            let key = if view.rounds > 1 {
                "eq-private-placed-last-round"
            } else {
                "eq-private-placed"
            };
            let line = say_with(
                key,
                &[
                    ("place", ordinal(*place).as_str().into()),
                    ("points", points(score.total as usize).as_str().into()),
                ],
            );
            let _ = writeln!(out, "{line}");
        }
    }
    if view.result.is_none() {
        let reminders = variant_reminders(view);
        if !reminders.is_empty() {
            let _ = writeln!(out, "{}", say("eq-private-variants"));
            for line in reminders {
                let _ = writeln!(out, "• {line}");
            }
        }
    }
    results_text(view, names, &mut out);
    out.trim_end().to_string()
}
