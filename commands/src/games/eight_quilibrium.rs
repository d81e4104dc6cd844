//! How 8-quilibrium is shown and operated in a chat.
//!
//! Menu paths (codes are what travels in `custom_id`s; seats in codes are 0-based, labels use
//! the players' names):
//!
//! | action | path |
//! |---|---|
//! | Give from the Market | `g` → `m<slot>` (the card) → `t<seat>` ("to Bea") |
//! | Give the top deck card | `d` |
//! | …then its recipient | `t<seat>` ("Give ♦7 to Bea") |
//! | Swap with the Market | `sm` → `h<card code>` ("your ♥9") → `m<slot>` ("for ♠2") |
//! | Swap with a player | `sp` → `t<seat>` ("with Bea") → `h<card code>` ("your ♥9") |
//! | Reject / Accept | `rj` / `ac` |
//! | Cancel / Allow | `cn` / `al` → `h<card code>` ("give your ♥9") |
//! | Bottom a Market card | `b<slot>` ("Bottom ♥9") |
//!
//! Within one prompt no path is a prefix of another: each first code leads to exactly one kind
//! of action, and every kind has a fixed path length. The first step of a reaction shows no hidden
//! card, since reaction buttons may be posted publicly.

use crate::present::{Names, Present, Step};
use rules::cards::Card;
use rules::eight_quilibrium::{Action, EightQuilibrium, Event, Origin, PhaseView, State, View};
use rules::{Seat, Viewer};
use std::fmt::Write;

/// A seat as labels show it when no names are available.
fn seat_label(seat: Seat) -> String {
    format!("seat {}", seat + 1)
}

/// A seat's display name, falling back to its seat label.
fn name(names: &Names, seat: Seat) -> String {
    names
        .get(seat)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| seat_label(seat).replacen('s', "S", 1))
}

/// The Market card in `slot` as a label ("slot N" if the slot is empty, which a legal action
/// never produces).
fn market_label(market: &[Card], slot: usize) -> String {
    market
        .get(slot)
        .map_or_else(|| format!("slot {}", slot + 1), Card::to_string)
}

fn cards_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "(none)".into();
    }
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn ordinal(place: u32) -> String {
    let suffix = match (place % 10, place % 100) {
        (1, p) if p != 11 => "st",
        (2, p) if p != 12 => "nd",
        (3, p) if p != 13 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// The recipient part of a Give label.
fn to_whom(seat: Seat, target: Seat, names: &Names) -> String {
    if seat == target {
        "to yourself".into()
    } else {
        format!("to {}", name(names, target))
    }
}

/// One line saying what the table is waiting for, in public terms.
fn phase_line(view: &View, names: &Names) -> String {
    let active = name(names, view.active);
    match &view.phase {
        PhaseView::Turn => format!("{active} to play: give a card or spend a token to swap."),
        PhaseView::ChooseTarget {
            card,
            forced,
            targets,
        } => {
            let who: Vec<String> = targets.iter().map(|&t| name(names, t)).collect();
            let kind = if *forced {
                "Forced Give (cannot be rejected)"
            } else {
                "Give"
            };
            format!(
                "{kind}: {active} revealed {card} and chooses who receives it: {}.",
                who.join(" or ")
            )
        }
        PhaseView::GiveReaction {
            card,
            origin,
            target,
            ..
        } => {
            let from = match origin {
                Origin::Market { .. } => " from the Market",
                Origin::Deck => " from the deck",
            };
            format!(
                "{active} gives {card}{from} to {}, who may reject it (1 token) or accept it.",
                name(names, *target)
            )
        }
        PhaseView::Bottoming { rejector, rejected } => format!(
            "{} rejected {rejected}; the Market shows 5 and they put one card at the bottom of \
             the deck.",
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
        PhaseView::RoundOver => "The round is over.".into(),
    }
}

/// Final standings, best first.
fn results_text(view: &View, names: &Names, out: &mut String) {
    let Some(result) = &view.result else { return };
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (result.places[s], s));
    for s in seats {
        let score = &result.scores[s];
        let _ = writeln!(
            out,
            "{} {}: {} points (suits {}, colour {}, parity {}; rank sum {}) — {}",
            ordinal(result.places[s]),
            name(names, s),
            score.total,
            score.suit,
            score.color,
            score.parity,
            score.rank_sum,
            cards_text(&result.hands[s]),
        );
    }
}

/// What the viewing seat is asked to do, if anything.
fn your_move(view: &View, me: Seat, names: &Names) -> Option<String> {
    let active = view.active == me;
    Some(match &view.phase {
        PhaseView::Turn if active => {
            "Your turn: give a card to a player with the fewest cards, or spend a token to swap."
                .into()
        }
        PhaseView::ChooseTarget { card, .. } if active => {
            format!("Choose who receives {card}.")
        }
        PhaseView::GiveReaction {
            card,
            target,
            can_reject,
            ..
        } if *target == me => {
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
        _ => return None,
    })
}

impl Present for EightQuilibrium {
    fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<Step> {
        let pending = state.pending_card();
        match action {
            Action::GiveFromMarket { slot, target } => vec![
                Step::new("g", "Give from the Market"),
                Step::new(format!("m{slot}"), market_label(&state.market, *slot)),
                Step::new(format!("t{target}"), to_whom(seat, *target, names)),
            ],
            Action::DrawFromDeck => vec![Step::new("d", "Give the top card of the deck")],
            Action::GiveTo { target } => {
                let card = pending.map_or_else(|| "the card".to_string(), |c| c.to_string());
                vec![Step::new(
                    format!("t{target}"),
                    format!("Give {card} {}", to_whom(seat, *target, names)),
                )]
            }
            Action::SwapWithMarket { card, slot } => vec![
                Step::new("sm", "Swap with the Market (1 token)"),
                Step::new(format!("h{}", card.code()), format!("your {card}")),
                Step::new(
                    format!("m{slot}"),
                    format!("for {}", market_label(&state.market, *slot)),
                ),
            ],
            Action::SwapWithPlayer { target, card } => vec![
                Step::new("sp", "Swap with a player (1 token)"),
                Step::new(
                    format!("t{target}"),
                    format!("with {}", name(names, *target)),
                ),
                Step::new(format!("h{}", card.code()), format!("your {card}")),
            ],
            Action::Reject => vec![Step::new("rj", "Reject (1 token)")],
            Action::Accept => vec![Step::new("ac", "Accept")],
            Action::Cancel => vec![Step::new("cn", "Cancel (1 token)")],
            Action::Allow { card } => vec![
                Step::new("al", "Allow and pick a card"),
                Step::new(format!("h{}", card.code()), format!("give your {card}")),
            ],
            Action::Bottom { slot } => vec![Step::new(
                format!("b{slot}"),
                format!("Bottom {}", market_label(&state.market, *slot)),
            )],
        }
    }

    fn board_text(view: &View, names: &Names) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "**8-quilibrium** · turn {}", view.turn);
        let _ = writeln!(
            out,
            "Market: {} · Deck: {}",
            cards_text(&view.market),
            plural(view.deck_count, "card", "cards")
        );
        for seat in 0..view.players {
            let size = view.hand_sizes.get(seat).copied().unwrap_or(0);
            let tokens = usize::from(view.tokens.get(seat).copied().unwrap_or(0));
            let marker = if seat == view.active && view.phase != PhaseView::RoundOver {
                "▶"
            } else {
                "·"
            };
            let full = if size >= 8 { " (full)" } else { "" };
            let reacted = if view.reacted.get(seat).copied().unwrap_or(false) {
                " · reacted this turn"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "{marker} {}. {}: {}{full} · {}{reacted}",
                seat + 1,
                name(names, seat),
                plural(size, "card", "cards"),
                plural(tokens, "token", "tokens"),
            );
        }
        let _ = writeln!(out, "{}", phase_line(view, names));
        results_text(view, names, &mut out);
        out.trim_end().to_string()
    }

    fn private_text(view: &View, names: &Names) -> String {
        let (Viewer::Seat(me), Some(hand)) = (view.viewer, &view.hand) else {
            return Self::board_text(view, names);
        };
        let mut out = String::new();
        let _ = writeln!(out, "Your hand ({}): {}", hand.len(), cards_text(hand));
        let tokens = usize::from(view.tokens.get(me).copied().unwrap_or(0));
        let _ = writeln!(
            out,
            "Your tokens: {} · Market: {}",
            tokens,
            cards_text(&view.market)
        );
        if let PhaseView::SwapReaction {
            target,
            offered: Some(card),
            ..
        } = &view.phase
        {
            let _ = writeln!(
                out,
                "You picked {card} to swap with {}; waiting for their answer.",
                name(names, *target)
            );
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
                    "You placed {} with {} points.",
                    ordinal(*place),
                    score.total
                );
            }
            results_text(view, names, &mut out);
        }
        out.trim_end().to_string()
    }

    fn event_text(event: &Event, names: &Names) -> String {
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
                Origin::Deck => format!(
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
            Event::RoundEnded { totals, places, .. } => {
                let mut seats: Vec<Seat> = (0..places.len()).collect();
                seats.sort_by_key(|&s| (places[s], s));
                let standings: Vec<String> = seats
                    .iter()
                    .map(|&s| {
                        format!(
                            "{} {} ({})",
                            ordinal(places[s]),
                            n(&s),
                            totals.get(s).copied().unwrap_or(0)
                        )
                    })
                    .collect();
                format!("Round over! {}", standings.join(", "))
            }
        }
    }

    fn rules_text() -> &'static str {
        RULES
    }
}

/// Our own summary of the base game for `/rules`.
const RULES: &str = "\
**8-quilibrium** (2-6 players) — build the most balanced 8-card hand.

**Start:** everyone gets 3 cards and 2 tokens; 4 cards lie face up as the Market.

**Your turn — do one thing:**
• **Give** a card — a Market card or the top card of the deck (turned up first) — to whoever holds \
the fewest cards. Ties: you pick among them, yourself included if you are tied. With two players \
and a tie, it goes to your opponent. Nobody ever holds more than 8.
• **Swap with the Market** (1 token): trade one of your cards for a Market card.
• **Swap with a player** (1 token) who holds at least as many cards as you: you both pick a card \
in secret and trade.

**Reacting** (once per turn each, only if you are the one targeted):
• **Reject** a card given to you (1 token): it goes to the Market instead and the turn ends. A \
deck card makes the Market 5, so you send one Market card to the bottom of the deck.
• **Cancel** a swap aimed at you (1 token): the swapper must instead give the top deck card to a \
fewest-cards player — to you if you are one of them — and nobody can reject that card.

**End:** the moment every hand holds 8 cards. Score out of 16: suits (up to 10, best at 2 of each), \
colour (up to 3, best at 4 red) and parity (up to 3, best at 4 even ranks; A=1, J=11, Q=12, K=13). \
Ties go to the rank sum nearest 56, then the better suit score, then fewer cards sharing a rank. \
Try `/score` to check any hand.";

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Game;
    use std::collections::HashMap;

    /// A tiny deterministic generator, so the tests need no extra dependency.
    struct XorShift(u64);
    impl XorShift {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    fn names(n: usize) -> Vec<String> {
        ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// Plays random games and calls `check` on every state before each move.
    fn playouts(games: u64, mut check: impl FnMut(&State)) {
        for seed in 0..games {
            let players = 2 + (seed % 5) as usize;
            let mut s = EightQuilibrium::setup(&Default::default(), players, seed).unwrap();
            let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            loop {
                check(&s);
                let Some(p) = EightQuilibrium::prompts(&s).into_iter().next() else {
                    break;
                };
                let legal = EightQuilibrium::legal(&s, p.seat);
                let a = legal[rng.below(legal.len())].clone();
                EightQuilibrium::apply(&mut s, p.seat, a).unwrap();
            }
        }
    }

    /// Cards no spectator may see in this state (all hands, unless the round is over).
    fn hidden(s: &State) -> Vec<Card> {
        if s.is_over() {
            Vec::new()
        } else {
            s.hands.concat()
        }
    }

    #[test]
    fn paths_are_valid_unique_and_prefix_free() {
        playouts(400, |s| {
            for seat in 0..s.players() {
                let paths: Vec<Vec<Step>> = EightQuilibrium::legal(s, seat)
                    .iter()
                    .map(|a| EightQuilibrium::action_path(s, seat, a, &[]))
                    .collect();
                // Sorted, any path that extends another one comes right after it.
                let mut codes: Vec<Vec<&str>> = paths
                    .iter()
                    .map(|p| p.iter().map(|s| s.code.as_str()).collect())
                    .collect();
                codes.sort();
                for pair in codes.windows(2) {
                    let (a, b) = (&pair[0], &pair[1]);
                    assert!(
                        !(a.len() <= b.len() && b[..a.len()] == a[..]),
                        "path {a:?} is a prefix of (or equal to) {b:?}"
                    );
                }
                let mut labels: HashMap<(Vec<String>, String), String> = HashMap::new();
                for p in &paths {
                    assert!(!p.is_empty());
                    for (depth, step) in p.iter().enumerate() {
                        assert!(
                            !step.code.is_empty()
                                && step.code.len() <= 12
                                && step.code.bytes().all(|b| b.is_ascii_lowercase()
                                    || b.is_ascii_digit()
                                    || b == b'-'
                                    || b == b'_'),
                            "bad code {:?}",
                            step.code
                        );
                        assert!(!step.label.is_empty() && step.label.chars().count() <= 80);
                        // The same code at the same place always carries the same label.
                        let prefix: Vec<String> =
                            p[..depth].iter().map(|s| s.code.clone()).collect();
                        let key = (prefix, step.code.clone());
                        let label = labels.entry(key).or_insert_with(|| step.label.clone());
                        assert_eq!(*label, step.label);
                    }
                }
            }
        });
    }

    #[test]
    fn public_reaction_labels_hide_hand_cards() {
        playouts(400, |s| {
            for p in EightQuilibrium::prompts(s) {
                if p.kind != rules::PromptKind::Reaction {
                    continue;
                }
                for a in EightQuilibrium::legal(s, p.seat) {
                    let first = &EightQuilibrium::action_path(s, p.seat, &a, &[])[0];
                    for card in hidden(s) {
                        assert!(!first.label.contains(&card.to_string()), "{first:?}");
                    }
                }
            }
        });
    }

    #[test]
    fn spectator_board_never_shows_a_hidden_card() {
        playouts(400, |s| {
            let n = names(s.players());
            let text =
                EightQuilibrium::board_text(&EightQuilibrium::view(s, Viewer::Spectator), &n);
            for card in hidden(s) {
                assert!(!text.contains(&card.to_string()), "{card} in\n{text}");
            }
        });
    }

    #[test]
    fn private_text_shows_only_the_own_hidden_cards() {
        playouts(200, |s| {
            let n = names(s.players());
            for me in 0..s.players() {
                let text =
                    EightQuilibrium::private_text(&EightQuilibrium::view(s, Viewer::Seat(me)), &n);
                for card in &s.hands[me] {
                    assert!(text.contains(&card.to_string()), "own {card} missing");
                }
                if s.is_over() {
                    continue;
                }
                for (other, hand) in s.hands.iter().enumerate() {
                    if other == me {
                        continue;
                    }
                    for card in hand {
                        assert!(!text.contains(&card.to_string()), "{card} of {other}");
                    }
                }
            }
        });
    }

    #[test]
    fn event_text_hides_swap_cards_from_third_parties() {
        let mut s = EightQuilibrium::setup(&Default::default(), 3, 11).unwrap();
        let n = names(3);
        let mine = s.hands[0][0];
        let events = EightQuilibrium::apply(
            &mut s,
            0,
            Action::SwapWithPlayer {
                target: 1,
                card: mine,
            },
        )
        .unwrap();
        let theirs = s.hands[1][0];
        let mut all = events;
        all.extend(EightQuilibrium::apply(&mut s, 1, Action::Allow { card: theirs }).unwrap());
        for e in &all {
            for viewer in [Viewer::Seat(2), Viewer::Spectator] {
                let line =
                    EightQuilibrium::event_text(&EightQuilibrium::redact(e, viewer).unwrap(), &n);
                assert!(!line.contains(&mine.to_string()), "{line}");
                assert!(!line.contains(&theirs.to_string()), "{line}");
            }
        }
        let swap = all
            .iter()
            .find(|e| matches!(e, Event::SwappedWithPlayer { .. }))
            .unwrap();
        let line = EightQuilibrium::event_text(
            &EightQuilibrium::redact(swap, Viewer::Seat(2)).unwrap(),
            &n,
        );
        assert_eq!(line, "Alice swapped a card with Bob.");
        assert!(line.contains("Alice") && line.contains("Bob"), "{line}");
        let for_alice = all
            .iter()
            .filter_map(|e| EightQuilibrium::redact(e, Viewer::Seat(0)))
            .map(|e| EightQuilibrium::event_text(&e, &n))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(for_alice.contains(&mine.to_string()) && for_alice.contains(&theirs.to_string()));
    }

    #[test]
    fn example_paths_read_well() {
        let s = EightQuilibrium::setup(&Default::default(), 3, 3).unwrap();
        let card = s.hands[0][0];
        let path =
            EightQuilibrium::action_path(&s, 0, &Action::SwapWithMarket { card, slot: 2 }, &[]);
        assert_eq!(path[0], Step::new("sm", "Swap with the Market (1 token)"));
        assert_eq!(path[1].code, format!("h{}", card.code()));
        assert_eq!(path[1].label, format!("your {card}"));
        assert_eq!(path[2].label, format!("for {}", s.market[2]));
        let path = EightQuilibrium::action_path(
            &s,
            0,
            &Action::GiveFromMarket { slot: 1, target: 2 },
            &names(3),
        );
        assert_eq!(
            path,
            vec![
                Step::new("g", "Give from the Market"),
                Step::new("m1", s.market[1].to_string()),
                Step::new("t2", "to Carol"),
            ]
        );
    }

    #[test]
    fn board_shows_market_players_and_the_pending_give() {
        let mut s = EightQuilibrium::setup(&Default::default(), 3, 5).unwrap();
        let n = names(3);
        let market = s.market.clone();
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        for card in &market {
            assert!(text.contains(&card.to_string()));
        }
        assert!(text.contains("▶ 1. Alice: 3 cards · 2 tokens"), "{text}");
        assert!(text.contains("Alice to play"), "{text}");
        EightQuilibrium::apply(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 }).unwrap();
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        assert!(
            text.contains(&format!("Alice gives {} from the Market to Bob", market[0])),
            "{text}"
        );
    }

    #[test]
    fn finished_game_shows_every_hand_and_place() {
        let mut s = EightQuilibrium::setup(&Default::default(), 2, 9).unwrap();
        while let Some(p) = EightQuilibrium::prompts(&s).into_iter().next() {
            let a = EightQuilibrium::timeout_action(&s, p.seat).unwrap();
            EightQuilibrium::apply(&mut s, p.seat, a).unwrap();
        }
        let n = names(2);
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        for card in s.hands.concat() {
            assert!(
                text.contains(&card.to_string()),
                "{card} missing in\n{text}"
            );
        }
        assert!(text.contains("1st"), "{text}");
    }

    #[test]
    fn rules_text_covers_the_essentials() {
        let t = EightQuilibrium::rules_text();
        for word in [
            "Give", "Market", "Reject", "Cancel", "8 cards", "56", "/score",
        ] {
            assert!(t.contains(word), "{word}");
        }
        assert!(t.len() < 2000, "fits one Discord message");
    }

    #[test]
    fn names_fall_back_to_seat_numbers() {
        assert_eq!(name(&[], 2), "Seat 3");
        assert_eq!(name(&["".into()], 0), "Seat 1");
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(4), "4th");
        assert_eq!(ordinal(11), "11th");
    }
}
