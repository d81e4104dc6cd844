//! One line per (already redacted) event. A secret the viewer is not entitled to is `None` in
//! the event, and the line then says only that something happened.

use super::text::{name, points, team_letter};
use crate::rules::{Event, Origin, TokenReason};
use crate::words::{say, say_with};
use game_kit::cards::Card;
use game_kit::Seat;
use present_kit::present::Names;
use present_kit::text::standings;

fn or_a_card(card: &Option<Card>) -> String {
    card.map_or_else(|| say("eq-event-a-card"), |c| c.to_string())
}

fn power_text(card: Card) -> String {
    say(match card.rank {
        1 => "eq-power-ace",
        11 => "eq-power-jack",
        12 => "eq-power-queen",
        _ => "eq-power-king",
    })
}

/// Why a player placed ahead of another with as many points: the first of EQ-3's tiebreakers
/// that tells their hands apart, or none (a shared place).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Decider {
    /// Rank sums, the first one closer to 56.
    RankSum(u32, u32),
    /// Suit Scores, the first one higher.
    SuitScore(u32, u32),
    /// Cards that share their rank with another card of the hand, the first fewer.
    SharedRanks(u32, u32),
    /// Nothing tells them apart: they share the place.
    Shared,
}

/// Two neighbours in the standings with the same points, and what decided between them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Tie {
    ahead: Seat,
    behind: Seat,
    points: u32,
    decider: Decider,
}

impl Tie {
    fn text(&self, names: &Names) -> String {
        let (a, b) = (name(names, self.ahead), name(names, self.behind));
        let points = points(self.points as usize);
        let (key, x, y) = match self.decider {
            Decider::RankSum(x, y) => ("eq-tie-rank-sum", x, y),
            Decider::SuitScore(x, y) => ("eq-tie-suit-score", x, y),
            Decider::SharedRanks(x, y) => ("eq-tie-shared-ranks", x, y),
            Decider::Shared => ("eq-tie-shared", 0, 0),
        };
        say_with(
            key,
            &[
                ("a", a.as_str().into()),
                ("b", b.as_str().into()),
                ("points", points.as_str().into()),
                ("x", x.into()),
                ("y", y.into()),
            ],
        )
    }
}

/// Each revealed hand's score by its three parts, in the order of the places: the round's line
/// shows where the points came from without the final board.
fn parts_line(hands: &[Vec<Card>], places: &[u32], names: &Names) -> String {
    use crate::rules::scoring::score_hand;
    let mut seats: Vec<Seat> = (0..places.len().min(hands.len())).collect();
    seats.sort_by_key(|&s| (places[s], s));
    let parts: Vec<String> = seats
        .iter()
        .map(|&s| {
            let score = score_hand(&hands[s]);
            format!(
                "{} {} + {} + {}",
                name(names, s),
                score.suit,
                score.color,
                score.parity
            )
        })
        .collect();
    say_with(
        "eq-event-parts",
        &[("parts", parts.join(", ").as_str().into())],
    )
}

/// The ties among neighbouring places of a round without teams, each with the tiebreaker that
/// decided it (EQ-3), worked out from the revealed hands: a round's line says why a player with
/// as many points placed ahead, so nobody has to redo the sums.
fn ties(hands: &[Vec<Card>], totals: &[u32], places: &[u32]) -> Vec<Tie> {
    use crate::rules::scoring::score_hand;
    let mut seats: Vec<Seat> = (0..places.len().min(totals.len()).min(hands.len())).collect();
    seats.sort_by_key(|&s| (places[s], s));
    seats
        .windows(2)
        .filter(|pair| totals[pair[0]] == totals[pair[1]])
        .map(|pair| {
            let (x, y) = (score_hand(&hands[pair[0]]), score_hand(&hands[pair[1]]));
            let decider = if places[pair[0]] == places[pair[1]] {
                Decider::Shared
            } else if x.distance != y.distance {
                Decider::RankSum(x.rank_sum, y.rank_sum)
            } else if x.suit != y.suit {
                Decider::SuitScore(x.suit, y.suit)
            } else if x.same_rank != y.same_rank {
                Decider::SharedRanks(x.same_rank, y.same_rank)
            } else {
                Decider::Shared
            };
            Tie {
                ahead: pair[0],
                behind: pair[1],
                points: totals[pair[0]],
                decider,
            }
        })
        .collect()
}

/// A round's result under Team Play: team sums with their members' points (14.A.1).
fn team_round_text(
    head: &str,
    totals: &[u32],
    cumulative: &[u32],
    round: u8,
    names: &Names,
) -> String {
    let team = |points: &[u32], t: usize| -> u32 {
        points
            .iter()
            .enumerate()
            .filter(|(s, _)| s % 2 == t)
            .map(|(_, p)| p)
            .sum()
    };
    let parts: Vec<String> = (0..2)
        .map(|t| {
            let members: Vec<String> = (0..totals.len())
                .filter(|s| s % 2 == t)
                .map(|s| format!("{} {}", name(names, s), totals[s]))
                .collect();
            say_with(
                "eq-event-team-part",
                &[
                    ("team", team_letter(t).to_string().as_str().into()),
                    ("points", team(totals, t).into()),
                    ("members", members.join(", ").as_str().into()),
                ],
            )
        })
        .collect();
    let mut line = format!("{head} {}", parts.join(" · "));
    if round > 1 {
        let so_far = say_with(
            "eq-event-match-so-far-teams",
            &[
                ("a", team(cumulative, 0).into()),
                ("b", team(cumulative, 1).into()),
            ],
        );
        line.push_str(&format!(" · {so_far}"));
    }
    line
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s: &Seat| name(names, *s);
    let c = |card: &Card| card.to_string();
    let one = |key: &str, who: &Seat| say_with(key, &[("name", n(who).as_str().into())]);
    let pair = |key: &str, from: &Seat, to: &Seat| {
        say_with(
            key,
            &[
                ("from", n(from).as_str().into()),
                ("to", n(to).as_str().into()),
            ],
        )
    };
    let with_card = |key: &str, who: &Seat, card: &Card| {
        say_with(
            key,
            &[
                ("name", n(who).as_str().into()),
                ("card", c(card).as_str().into()),
            ],
        )
    };
    match event {
        Event::TurnStarted { seat } => one("eq-event-turn", seat),
        Event::DeckRevealed { by, card, forced } => {
            if *forced {
                with_card("eq-event-deck-forced", by, card)
            } else {
                with_card("eq-event-deck-revealed", by, card)
            }
        }
        Event::Gave {
            from,
            to,
            card,
            origin,
            ..
        } => {
            let key = match (origin, from == to) {
                (Origin::Market { .. }, false) => "eq-event-gave-market",
                (Origin::Market { .. }, true) => "eq-event-gave-market-self",
                (Origin::Deck, false) => "eq-event-gave",
                (Origin::Deck, true) => "eq-event-gave-self",
                (Origin::Hand, false) => "eq-event-gave-hand",
                (Origin::Hand, true) => "eq-event-gave-hand-self",
            };
            say_with(
                key,
                &[
                    ("from", n(from).as_str().into()),
                    ("card", c(card).as_str().into()),
                    ("to", n(to).as_str().into()),
                ],
            )
        }
        Event::Accepted { seat, card } => with_card("eq-event-accepted", seat, card),
        Event::Rejected { seat, card, origin } => match origin {
            Origin::Market { .. } => with_card("eq-event-rejected-market", seat, card),
            Origin::Deck | Origin::Hand => with_card("eq-event-rejected-deck", seat, card),
        },
        Event::Refilled { card, .. } => {
            say_with("eq-event-refilled", &[("card", c(card).as_str().into())])
        }
        Event::Bottomed { seat, card } => with_card("eq-event-bottomed", seat, card),
        Event::SwappedWithMarket {
            seat, gave, took, ..
        } => say_with(
            "eq-event-swapped-market",
            &[
                ("name", n(seat).as_str().into()),
                ("gave", c(gave).as_str().into()),
                ("took", c(took).as_str().into()),
            ],
        ),
        Event::SwapOffered { from, to, card } => match card {
            Some(card) => say_with(
                "eq-event-swap-offered-card",
                &[
                    ("from", n(from).as_str().into()),
                    ("card", c(card).as_str().into()),
                    ("to", n(to).as_str().into()),
                ],
            ),
            None => pair("eq-event-swap-offered", from, to),
        },
        Event::SwapCanceled { from, by } => say_with(
            "eq-event-swap-canceled",
            &[
                ("by", n(by).as_str().into()),
                ("from", n(from).as_str().into()),
            ],
        ),
        Event::SwappedWithPlayer {
            from,
            to,
            gave,
            got,
        } => match (gave, got) {
            (Some(gave), Some(got)) => say_with(
                "eq-event-swapped-player-cards",
                &[
                    ("from", n(from).as_str().into()),
                    ("gave", c(gave).as_str().into()),
                    ("to", n(to).as_str().into()),
                    ("got", c(got).as_str().into()),
                ],
            ),
            _ => pair("eq-event-swapped-player", from, to),
        },
        Event::RoundEnded {
            hands,
            totals,
            places,
            round,
            cumulative,
            team_play,
            ..
        } => {
            let head = if *round > 1 {
                say_with("eq-event-round-n-over", &[("round", (*round).into())])
            } else {
                say("eq-event-round-over")
            };
            if *team_play {
                return team_round_text(&head, totals, cumulative, *round, names);
            }
            let table = standings(places, |s| totals.get(s).copied().unwrap_or(0), |s| n(&s));
            let mut line = table;
            if hands.iter().all(|h| !h.is_empty()) {
                line.push_str(&format!(" · {}", parts_line(hands, places, names)));
            }
            for tie in ties(hands, totals, places) {
                line.push_str(&format!(" · {}", tie.text(names)));
            }
            if *round > 1 {
                let mut by_points: Vec<Seat> = (0..cumulative.len()).collect();
                by_points.sort_by_key(|&s| (std::cmp::Reverse(cumulative[s]), s));
                let totals: Vec<String> = by_points
                    .iter()
                    .map(|&s| format!("{} {}", n(&s), cumulative[s]))
                    .collect();
                let so_far = say_with(
                    "eq-event-match-so-far",
                    &[("totals", totals.join(", ").as_str().into())],
                );
                line.push_str(&format!(" · {so_far}"));
            }
            say_with(
                "eq-event-round-head",
                &[
                    ("head", head.as_str().into()),
                    ("rest", line.as_str().into()),
                ],
            )
        }
        Event::RoundStarted { round, starter } => say_with(
            "eq-event-round-started",
            &[
                ("round", (*round).into()),
                ("name", n(starter).as_str().into()),
            ],
        ),
        Event::GaveFaceDown {
            from,
            to,
            slot,
            card,
        } => match card {
            Some(card) => say_with(
                "eq-event-gave-face-down-seen",
                &[
                    ("from", n(from).as_str().into()),
                    ("slot", (slot + 1).into()),
                    ("to", n(to).as_str().into()),
                    ("card", c(card).as_str().into()),
                ],
            ),
            None => say_with(
                "eq-event-gave-face-down",
                &[
                    ("from", n(from).as_str().into()),
                    ("slot", (slot + 1).into()),
                    ("to", n(to).as_str().into()),
                ],
            ),
        },
        Event::RejectedFaceDown { seat, slot, card } => say_with(
            "eq-event-rejected-face-down",
            &[
                ("name", n(seat).as_str().into()),
                (
                    "card",
                    card.map_or_else(|| say("eq-event-the-card"), |c| c.to_string())
                        .as_str()
                        .into(),
                ),
                ("slot", (slot + 1).into()),
            ],
        ),
        Event::RefilledFaceDown { slot, .. } => say_with(
            "eq-event-refilled-face-down",
            &[("slot", (slot + 1).into())],
        ),
        // Only a rejector bottoms, and a face-down card is never the (face-up) rejected one,
        // which therefore takes the freed slot (14.D.1, EQ-1).
        Event::BottomedFaceDown { seat, slot, .. } => say_with(
            "eq-event-bottomed-face-down",
            &[
                ("name", n(seat).as_str().into()),
                ("slot", (slot + 1).into()),
            ],
        ),
        Event::SwappedWithMarketFaceDown {
            seat,
            gave,
            took,
            slot,
        } => say_with(
            "eq-event-swapped-market-face-down",
            &[
                ("name", n(seat).as_str().into()),
                ("gave", or_a_card(gave).as_str().into()),
                ("took", c(took).as_str().into()),
                ("slot", (slot + 1).into()),
            ],
        ),
        Event::Peeked { seat, slots, cards } => {
            let parts: Vec<String> = slots
                .iter()
                .zip(cards)
                .map(|(s, card)| match card {
                    Some(card) => say_with(
                        "eq-event-peek-slot-card",
                        &[("slot", (s + 1).into()), ("card", c(card).as_str().into())],
                    ),
                    None => say_with("eq-event-peek-slot", &[("slot", (s + 1).into())]),
                })
                .collect();
            let slots = parts
                .into_iter()
                .reduce(|first, last| {
                    say_with(
                        "eq-event-peek-and",
                        &[
                            ("first", first.as_str().into()),
                            ("last", last.as_str().into()),
                        ],
                    )
                })
                .unwrap_or_default();
            say_with(
                "eq-event-peeked",
                &[
                    ("name", n(seat).as_str().into()),
                    ("slots", slots.as_str().into()),
                ],
            )
        }
        Event::StockRevealed { card } => say_with(
            "eq-event-stock-revealed",
            &[("card", c(card).as_str().into())],
        ),
        Event::StockRefreshed { seat, card } => with_card("eq-event-stock-refreshed", seat, card),
        Event::TokenGained { seat, reason, kept } => {
            let why = match reason {
                TokenReason::BurdenPays => say("eq-reason-burden-pays"),
                TokenReason::Ace => say("eq-reason-ace"),
            };
            let key = if *kept {
                "eq-event-token-gained"
            } else {
                "eq-event-token-capped"
            };
            say_with(
                key,
                &[
                    ("name", n(seat).as_str().into()),
                    ("why", why.as_str().into()),
                ],
            )
        }
        Event::Assisted { from, to } => pair("eq-event-assisted", from, to),
        Event::TossOffered { from, to } => pair("eq-event-toss-offered", from, to),
        Event::QuickTossed { from, to } => pair("eq-event-quick-tossed", from, to),
        Event::TurnSkipped { seat } => one("eq-event-turn-skipped", seat),
        Event::RelayOffered { from, to, card } => match card {
            Some(card) => say_with(
                "eq-event-relay-offered-card",
                &[
                    ("from", n(from).as_str().into()),
                    ("to", n(to).as_str().into()),
                    ("card", c(card).as_str().into()),
                ],
            ),
            None => pair("eq-event-relay-offered", from, to),
        },
        Event::RelaySwapped {
            from,
            to,
            gave,
            got,
        } => match (gave, got) {
            (Some(gave), Some(got)) => say_with(
                "eq-event-relay-swapped-cards",
                &[
                    ("from", n(from).as_str().into()),
                    ("gave", c(gave).as_str().into()),
                    ("to", n(to).as_str().into()),
                    ("got", c(got).as_str().into()),
                ],
            ),
            _ => pair("eq-event-relay-swapped", from, to),
        },
        Event::RankPower { seat, card } => say_with(
            "eq-event-rank-power",
            &[
                ("name", n(seat).as_str().into()),
                ("card", c(card).as_str().into()),
                ("power", power_text(*card).as_str().into()),
            ],
        ),
        Event::PowerDeclined { seat } => one("eq-event-power-declined", seat),
        Event::JackSwapped {
            seat,
            gave,
            took,
            slot,
            face_down,
        } => {
            let key = if *face_down {
                "eq-event-jack-swapped-face-down"
            } else {
                "eq-event-jack-swapped"
            };
            say_with(
                key,
                &[
                    ("name", n(seat).as_str().into()),
                    ("gave", or_a_card(gave).as_str().into()),
                    ("took", c(took).as_str().into()),
                    ("slot", (slot + 1).into()),
                ],
            )
        }
        Event::QueenPeeked { seat, cards } => {
            let seen: Vec<String> = cards.iter().flatten().map(Card::to_string).collect();
            if seen.is_empty() {
                one("eq-event-queen-peeked", seat)
            } else {
                let cards = seen
                    .into_iter()
                    .reduce(|first, second| {
                        say_with(
                            "eq-event-queen-then",
                            &[
                                ("first", first.as_str().into()),
                                ("second", second.as_str().into()),
                            ],
                        )
                    })
                    .unwrap_or_default();
                say_with(
                    "eq-event-queen-peeked-cards",
                    &[
                        ("name", n(seat).as_str().into()),
                        ("cards", cards.as_str().into()),
                    ],
                )
            }
        }
        Event::QueenReordered { seat, top } => match top {
            Some(top) => say_with(
                "eq-event-queen-reordered-top",
                &[
                    ("name", n(seat).as_str().into()),
                    ("top", c(top).as_str().into()),
                ],
            ),
            None => one("eq-event-queen-reordered", seat),
        },
        Event::WindCalled { seat, clockwise } => {
            let key = if *clockwise {
                "eq-event-wind-called-cw"
            } else {
                "eq-event-wind-called-ccw"
            };
            one(key, seat)
        }
        Event::WindPicked { seat } => one("eq-event-wind-picked", seat),
        Event::WindPassed { clockwise, passes } => {
            let known: Vec<String> = passes
                .iter()
                .enumerate()
                .filter_map(|(s, card)| card.map(|card| with_card("eq-event-wind-pass", &s, &card)))
                .collect();
            if known.is_empty() {
                if *clockwise {
                    say("eq-event-wind-passed-hidden-cw")
                } else {
                    say("eq-event-wind-passed-hidden-ccw")
                }
            } else {
                let key = if *clockwise {
                    "eq-event-wind-passed-cw"
                } else {
                    "eq-event-wind-passed-ccw"
                };
                say_with(key, &[("passes", known.join(", ").as_str().into())])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scoring::{parse_hand, rank_hands};

    fn round_line(hands: &[&str]) -> String {
        let hands: Vec<Vec<Card>> = hands.iter().map(|h| parse_hand(h).unwrap()).collect();
        let (scores, _) = rank_hands(&hands);
        let totals: Vec<u32> = scores.iter().map(|s| s.total).collect();
        let keys: Vec<_> = scores.iter().map(|s| s.key()).collect();
        let places: Vec<u32> = keys
            .iter()
            .map(|k| 1 + keys.iter().filter(|o| *o > k).count() as u32)
            .collect();
        let names: Vec<String> = vec!["Ann".into(), "Bea".into(), "Cy".into()];
        let event = Event::RoundEnded {
            hands,
            totals,
            places,
            round: 1,
            cumulative: Vec::new(),
            team_play: false,
        };
        event_text(&event, &names)
    }

    /// A tie on points names the EQ-3 tiebreaker that decided it, with both figures.
    #[test]
    fn a_round_line_says_which_tiebreaker_decided_a_tie() {
        // 9 points each: rank sums 59 and 54, so the second hand (2 from 56) is ahead.
        let line = round_line(&["2C 4D 4S 5H 9H JH JS KS", "AC AS 2D 7D 10C 10S JD QS"]);
        assert!(
            line.starts_with(
                "Round over! 1st Bea (9), 2nd Ann (9) · suits + colour + parity: Bea 4 + 2 + 3, \
                 Ann 4 + 3 + 2 · "
            ),
            "{line}"
        );
        assert!(
            line.ends_with("Bea is ahead of Ann on 9 points: rank sum 54 is closer to 56 than 59"),
            "{line}"
        );
    }

    /// The same hand twice (in other suits' order) ties on everything: a shared place, said so.
    #[test]
    fn a_full_tie_is_a_shared_place() {
        let line = round_line(&["AC 2D 3H 4S 5C 6D 7H 8S", "AD 2C 3S 4H 5D 6C 7S 8H"]);
        assert!(line.contains("share the place on"), "{line}");
        let line = round_line(&["AC 2D 3H 4S 5C 6D 7H 8S", "AS 2S 3S 4S 5S 6S 7S 8S"]);
        assert!(!line.contains("ahead of"), "no tie, no note: {line}");
    }
}
