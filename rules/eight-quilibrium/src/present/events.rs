//! One line per (already redacted) event. A secret the viewer is not entitled to is `None` in
//! the event, and the line then says only that something happened.

use super::text::{direction, name, team_letter};
use crate::rules::{Event, Origin, TokenReason};
use game_kit::cards::Card;
use game_kit::Seat;
use present_kit::present::Names;
use present_kit::text::standings;

fn or_a_card(card: &Option<Card>) -> String {
    card.map_or_else(|| "a card".to_string(), |c| c.to_string())
}

fn power_text(card: Card) -> &'static str {
    match card.rank {
        1 => "the Ace's power: one token (up to 3)",
        11 => "the Jack's power: a free swap with the Market",
        12 => "the Queen's power: a look at the top two deck cards, to put back in any order",
        _ => "the King's power: give one card to a player with the fewest cards, unrejectable",
    }
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
        let points = present_kit::text::count(self.points as usize, "point");
        match self.decider {
            Decider::RankSum(x, y) => {
                format!("{a} is ahead of {b} on {points}: rank sum {x} is closer to 56 than {y}")
            }
            Decider::SuitScore(x, y) => format!(
                "{a} is ahead of {b} on {points}: rank sums as close to 56, Suit Score {x} \
                 against {y}"
            ),
            Decider::SharedRanks(x, y) => format!(
                "{a} is ahead of {b} on {points}: fewer cards sharing a rank ({x} against {y})"
            ),
            Decider::Shared => {
                format!("{a} and {b} share the place on {points}: every tiebreaker is level")
            }
        }
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
    format!("suits + colour + parity: {}", parts.join(", "))
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
            format!(
                "Team {} {} ({})",
                team_letter(t),
                team(totals, t),
                members.join(", ")
            )
        })
        .collect();
    let mut line = format!("{head} {}", parts.join(" · "));
    if round > 1 {
        line.push_str(&format!(
            " · Match points so far: Team A {}, Team B {}",
            team(cumulative, 0),
            team(cumulative, 1)
        ));
    }
    line
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s: &Seat| name(names, *s);
    match event {
        Event::TurnStarted { seat } => format!("{}'s turn.", n(seat)),
        Event::DeckRevealed { by, card, forced } => {
            if *forced {
                format!(
                    "{} must give the top card of the deck: {card} (forced, cannot be \
                     rejected).",
                    n(by)
                )
            } else {
                format!("{} reveals {card} from the deck.", n(by))
            }
        }
        Event::Gave {
            from,
            to,
            card,
            origin,
            ..
        } => {
            let src = match origin {
                Origin::Market { .. } => " from the Market",
                Origin::Deck => "",
                Origin::Hand => " from their hand (King, cannot be rejected)",
            };
            if from == to {
                format!("{} gives {card}{src} to themselves.", n(from))
            } else {
                format!("{} gives {card}{src} to {}.", n(from), n(to))
            }
        }
        Event::Accepted { seat, card } => format!("{} takes {card}.", n(seat)),
        Event::Rejected { seat, card, origin } => match origin {
            Origin::Market { .. } => format!(
                "{} rejects {card} (1 token); it returns to the Market.",
                n(seat)
            ),
            Origin::Deck | Origin::Hand => format!(
                "{} rejects {card} (1 token); it goes to the Market.",
                n(seat)
            ),
        },
        Event::Refilled { card, .. } => format!("{card} from the deck refills the Market."),
        Event::Bottomed { seat, card } => {
            format!("{} puts {card} at the bottom of the deck.", n(seat))
        }
        Event::SwappedWithMarket {
            seat, gave, took, ..
        } => format!(
            "{} swaps {gave} for {took} from the Market (1 token).",
            n(seat)
        ),
        Event::SwapOffered { from, to, card } => match card {
            Some(card) => format!(
                "{} offers {card} to swap with {} (1 token).",
                n(from),
                n(to)
            ),
            None => format!("{} wants to swap a card with {} (1 token).", n(from), n(to)),
        },
        Event::SwapCanceled { from, by } => format!(
            "{} cancels {}'s swap (1 token); both cards stay hidden.",
            n(by),
            n(from)
        ),
        Event::SwappedWithPlayer {
            from,
            to,
            gave,
            got,
        } => match (gave, got) {
            (Some(gave), Some(got)) => {
                format!("{} swapped {gave} for {}'s {got}.", n(from), n(to))
            }
            _ => format!("{} swapped a card with {}.", n(from), n(to)),
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
                format!("Round {round} over!")
            } else {
                "Round over!".to_string()
            };
            if *team_play {
                return team_round_text(&head, totals, cumulative, *round, names);
            }
            let table = standings(places, |s| totals.get(s).copied().unwrap_or(0), |s| n(&s));
            let mut line = format!("{head} {table}");
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
                line.push_str(&format!(" · Match points so far: {}", totals.join(", ")));
            }
            line
        }
        Event::RoundStarted { round, starter } => format!(
            "Round {round} begins: a new deal, 2 tokens each; {} starts.",
            n(starter)
        ),
        Event::GaveFaceDown {
            from,
            to,
            slot,
            card,
        } => match card {
            Some(card) => format!(
                "{} gives the face-down card of slot {} to {}: it is {card} (only {} sees it).",
                n(from),
                slot + 1,
                n(to),
                n(to)
            ),
            None => format!(
                "{} gives the face-down card of slot {} to {}.",
                n(from),
                slot + 1,
                n(to)
            ),
        },
        Event::RejectedFaceDown { seat, slot, card } => format!(
            "{} rejects {} (1 token); it goes back face down to slot {}.",
            n(seat),
            card.map_or_else(|| "the card".to_string(), |c| c.to_string()),
            slot + 1
        ),
        Event::RefilledFaceDown { slot, .. } => {
            format!("A face-down card from the deck fills slot {}.", slot + 1)
        }
        // Only a rejector bottoms, and a face-down card is never the (face-up) rejected one,
        // which therefore takes the freed slot (14.D.1, EQ-1).
        Event::BottomedFaceDown { seat, slot, .. } => format!(
            "{} puts the face-down card of slot {} at the bottom of the deck, unseen; the \
             rejected card takes slot {}.",
            n(seat),
            slot + 1,
            slot + 1
        ),
        Event::SwappedWithMarketFaceDown {
            seat,
            gave,
            took,
            slot,
        } => format!(
            "{} swaps {} for {took} from slot {} (1 token); the card put in lies face down.",
            n(seat),
            or_a_card(gave),
            slot + 1
        ),
        Event::Peeked { seat, slots, cards } => {
            let parts: Vec<String> = slots
                .iter()
                .zip(cards)
                .map(|(s, c)| match c {
                    Some(c) => format!("slot {} ({c})", s + 1),
                    None => format!("slot {}", s + 1),
                })
                .collect();
            format!("{} peeks at {} (1 token).", n(seat), parts.join(" and "))
        }
        Event::StockRevealed { card } => format!("The new Stock is {card}."),
        Event::StockRefreshed { seat, card } => format!(
            "{} sends the Stock {card} to the bottom of the deck (1 token).",
            n(seat)
        ),
        Event::TokenGained { seat, reason, kept } => {
            let why = match reason {
                TokenReason::BurdenPays => "Burden Pays",
                TokenReason::Ace => "Ace",
            };
            if *kept {
                format!("{} gains a token ({why}).", n(seat))
            } else {
                format!(
                    "{} would gain a token ({why}) but already holds 3, the most allowed.",
                    n(seat)
                )
            }
        }
        Event::Assisted { from, to } => format!(
            "{} assists {}: one token to their teammate, and {}'s turn ends.",
            n(from),
            n(to),
            n(from)
        ),
        Event::TossOffered { from, to } => {
            format!("{} offers {} a token (Quick Toss).", n(from), n(to))
        }
        Event::QuickTossed { from, to } => format!(
            "{} Quick Tosses a token to {} and will skip their next turn.",
            n(from),
            n(to)
        ),
        Event::TurnSkipped { seat } => format!("{} skips this turn (Quick Toss).", n(seat)),
        Event::RelayOffered { from, to, card } => match card {
            Some(card) => format!(
                "{} starts a Relay Swap with {}, offering {card} (1 token).",
                n(from),
                n(to)
            ),
            None => format!("{} starts a Relay Swap with {} (1 token).", n(from), n(to)),
        },
        Event::RelaySwapped {
            from,
            to,
            gave,
            got,
        } => match (gave, got) {
            (Some(gave), Some(got)) => format!(
                "Relay Swap: {} gave {gave} and got {}'s {got}.",
                n(from),
                n(to)
            ),
            _ => format!(
                "{} and {} exchange a card face down (Relay Swap).",
                n(from),
                n(to)
            ),
        },
        Event::RankPower { seat, card } => {
            format!("{} accepted {card}: {}.", n(seat), power_text(*card))
        }
        Event::PowerDeclined { seat } => format!("{} declines the Jack's swap.", n(seat)),
        Event::JackSwapped {
            seat,
            gave,
            took,
            slot,
            face_down,
        } => {
            let down = if *face_down {
                " (the card put in lies face down)"
            } else {
                ""
            };
            format!(
                "{} swaps {} for {took} from slot {} for free (Jack){down}.",
                n(seat),
                or_a_card(gave),
                slot + 1
            )
        }
        Event::QueenPeeked { seat, cards } => {
            let seen: Vec<String> = cards.iter().flatten().map(Card::to_string).collect();
            if seen.is_empty() {
                format!("{} looks at the top two cards of the deck.", n(seat))
            } else {
                format!(
                    "{} looks at the top of the deck: {}.",
                    n(seat),
                    seen.join(", then ")
                )
            }
        }
        Event::QueenReordered { seat, top } => match top {
            Some(top) => format!("{} puts {top} on top of the deck.", n(seat)),
            None => format!(
                "{} puts the two cards back in the order they like.",
                n(seat)
            ),
        },
        Event::WindCalled { seat, clockwise } => format!(
            "{} calls the Wind of Change {} (1 token): everyone picks a card to pass.",
            n(seat),
            direction(*clockwise)
        ),
        Event::WindPicked { seat } => format!("{} has picked a card for the Wind.", n(seat)),
        Event::WindPassed { clockwise, passes } => {
            let known: Vec<String> = passes
                .iter()
                .enumerate()
                .filter_map(|(s, c)| c.map(|c| format!("{} passed {c}", n(&s))))
                .collect();
            if known.is_empty() {
                format!(
                    "The Wind blows {}: every player passes one card, face down.",
                    direction(*clockwise)
                )
            } else {
                format!(
                    "The Wind blows {}: {}.",
                    direction(*clockwise),
                    known.join(", ")
                )
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
