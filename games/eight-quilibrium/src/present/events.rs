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
