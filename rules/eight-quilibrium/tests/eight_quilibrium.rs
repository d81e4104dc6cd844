//! 8-quilibrium: the rulebook's worked examples (13.A-13.E) and one test per rule, on positions
//! built by hand. Rulings are cited by their ids (EQ-n).

mod eq8;

use eight_quilibrium::rules::scoring::rank_hands;
use eight_quilibrium::rules::{
    parse_hand, score_hand, Action, EightQuilibrium as Eq8, Event, Origin, Phase, PhaseView, State,
};
use eq8::*;
use game_kit::cards::{full_deck, Card};
use game_kit::{Game, PromptKind, Viewer};

/// A position: each hand lists card codes and/or `#n` for n filler cards; `market` is the
/// Market by slot; `top` lists the top cards of the deck, topmost first. All other cards form
/// the rest of the deck, so the 52 cards are always conserved. Seat 0 is active.
fn table(hands: &[&str], market: &str, top: &str) -> State {
    let market = cards(market);
    let top = cards(top);
    let explicit: Vec<Card> = hands
        .iter()
        .flat_map(|h| h.split_whitespace())
        .filter(|w| !w.starts_with('#'))
        .map(c)
        .chain(market.iter().copied())
        .chain(top.iter().copied())
        .collect();
    let mut spare: Vec<Card> = full_deck()
        .into_iter()
        .filter(|k| !explicit.contains(k))
        .collect();
    let hands: Vec<Vec<Card>> = hands
        .iter()
        .map(|h| {
            let mut hand = Vec::new();
            for w in h.split_whitespace() {
                match w.strip_prefix('#') {
                    Some(n) => hand.extend(spare.drain(..n.parse::<usize>().unwrap())),
                    None => hand.push(c(w)),
                }
            }
            hand
        })
        .collect();
    // The deck's last element is its top.
    let mut deck = spare;
    deck.extend(top.iter().rev());
    State::from_parts(hands, market, deck, 0)
}

// ---------------------------------------------------------------- worked examples (section 13)

#[test]
fn example_13a_typical_give_accepted_then_refill() {
    // Market ♥9 ♣2 ♠K ♦6; You 6, Alfa 7, Biden 7, Zelensky 6.
    let mut s = table(&["#6", "#7", "#7", "#6"], "9h 2c ks 6d", "5h");
    // Only You and Zelensky (tied fewest) may receive.
    let targets: Vec<usize> = Eq8::legal(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::GiveFromMarket { slot: 1, target } => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![0, 3]);
    let msg = refuse(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 1 });
    assert!(msg.contains("fewest cards (6)"), "{msg}");

    play(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 3 });
    assert_eq!(
        s.phase,
        Phase::GiveReaction {
            card: c("2c"),
            origin: Origin::Market { slot: 1 },
            target: 3
        }
    );
    let prompts = Eq8::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].seat, prompts[0].kind),
        (3, PromptKind::Reaction)
    );
    assert!(prompts[0].what.contains("♣2"));

    let events = play(&mut s, 3, Action::Accept);
    assert!(s.hands[3].contains(&c("2c")));
    assert_eq!(s.hands[3].len(), 7);
    // Refill from the top of the deck into the emptied slot.
    assert_eq!(s.market, slots("9h 5h ks 6d"));
    assert!(events.contains(&Event::Refilled {
        slot: 1,
        card: c("5h")
    }));
    // Turn ends; play passes clockwise.
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn example_13b_reject_from_deck_then_bottom() {
    // You reveal ♦7 and choose Alfa, tied for fewest with Biden.
    let mut s = table(&["#6", "#5", "#5", "#7"], "9h 2c ks 6d", "7d");
    let deck_before = s.deck.len();
    let events = play(&mut s, 0, Action::DrawFromDeck);
    assert!(events.contains(&Event::DeckRevealed {
        by: 0,
        card: c("7d"),
        forced: false
    }));
    assert_eq!(
        s.phase,
        Phase::ChooseTarget {
            card: c("7d"),
            canceler: None,
            forced: false
        }
    );
    // The revealed card is public.
    let spectator = Eq8::view(&s, Viewer::Spectator);
    assert!(matches!(
        spectator.phase,
        PhaseView::ChooseTarget { card, ref targets, .. } if card == c("7d") && targets == &[1, 2]
    ));
    assert_eq!(Eq8::prompts(&s)[0].kind, PromptKind::Decision);

    play(&mut s, 0, Action::GiveTo { target: 1 });
    play(&mut s, 1, Action::Reject);
    // ♦7 is in the Market, which now shows 5: Alfa bottoms one card (EQ-1).
    assert_eq!(s.market, slots("9h 2c ks 6d 7d"));
    assert_eq!(s.tokens[1], 1);
    let p = Eq8::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (1, PromptKind::Decision));
    assert_eq!(Eq8::legal(&s, 1).len(), 5, "any of the 5 cards may go");
    assert!(Eq8::legal(&s, 0).is_empty());

    let ks = slot_of(&s, "ks");
    let events = play(&mut s, 1, Action::Bottom { slot: ks });
    // The four slots are fixed places (section 8): ♦7 takes the slot ♠K left, and ♦6 stays in
    // slot 4 rather than sliding left.
    assert_eq!(s.market, slots("9h 2c 7d 6d"));
    assert!(events.contains(&Event::Bottomed {
        seat: 1,
        card: c("ks")
    }));
    assert_eq!(s.deck[0], c("ks"), "bottomed card is at the bottom");
    assert_eq!(s.deck.len(), deck_before);
    // The active player's turn ends; no replacement Give.
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
    assert_eq!(s.hands[1].len(), 5);
}

#[test]
fn example_13c_cancel_forces_an_unreactable_give_to_the_canceler() {
    // You (6) swap with Marci (6); the others hold 7.
    let mut s = table(&["2c #5", "3d #5", "#7", "#7"], "9h 2s ks 6d", "7d");
    let you_before = s.hands[0].clone();
    let marci_before = s.hands[1].clone();
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    assert_eq!(s.tokens[0], 1, "the swap costs a token even if canceled");
    let events = play(&mut s, 1, Action::Cancel);
    // Marci is among the fewest, so the forced ♦7 goes to Marci with no reaction window,
    // although Marci still holds a token.
    assert_eq!(s.tokens[1], 1);
    assert!(events.contains(&Event::SwapCanceled { from: 0, by: 1 }));
    assert!(events.contains(&Event::Gave {
        from: 0,
        to: 1,
        card: c("7d"),
        origin: Origin::Deck,
        forced: true
    }));
    assert_eq!(s.hands[0], you_before, "your card returns unrevealed");
    let mut expected = marci_before;
    expected.push(c("7d"));
    assert_eq!(s.hands[1], expected);
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
    // Nobody learns the two chosen cards.
    for e in &events {
        let json = serde_json::to_string(e).unwrap();
        assert!(
            !json.contains("\"2c\"") && !json.contains("\"3d\""),
            "{json}"
        );
    }
}

#[test]
fn example_13d_swap_with_market_has_no_refill() {
    let mut s = table(&["9h #5", "#6", "#6"], "2s 2c ks 6d", "");
    let deck = s.deck.clone();
    play(
        &mut s,
        0,
        Action::SwapWithMarket {
            card: c("9h"),
            slot: 0,
        },
    );
    assert_eq!(s.market, slots("9h 2c ks 6d"));
    assert!(s.hands[0].contains(&c("2s")) && !s.hands[0].contains(&c("9h")));
    assert_eq!(s.hands[0].len(), 6);
    assert_eq!(s.deck, deck, "no refill");
    assert_eq!(s.tokens[0], 1);
    assert_eq!(s.active, 1);
}

#[test]
fn example_13e_scoring_a_hand() {
    // ♥3 ♦1 ♣2 ♠2; 4 red; 3 even.
    let hand = parse_hand("ah 3h 5h 7d 2c 4c 6s 9s").unwrap();
    let s = score_hand(&hand);
    assert_eq!(s.suit_counts, [2, 1, 3, 2]);
    assert_eq!((s.reds, s.evens), (4, 3));
    assert_eq!((s.suit, s.color, s.parity, s.total), (6, 3, 2, 11));
}

// ---------------------------------------------------------------- targeting (sections 9, 10)

#[test]
fn give_to_self_only_when_tied_for_fewest() {
    let mut s = table(&["#6", "#5", "#6"], "9h 2c ks 6d", "");
    let msg = refuse(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 0 });
    assert!(msg.contains("You have 6 cards"), "{msg}");
    let mut s = table(&["#5", "#5", "#6"], "9h 2c ks 6d", "");
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 0 });
    assert_eq!(s.hands[0].len(), 6, "self-Give is accepted with no window");
}

#[test]
fn unique_fewest_must_receive_even_the_giver() {
    let mut s = table(&["#4", "#5", "#5"], "9h 2c ks 6d", "8c");
    refuse(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    // A deck Give with a single legal target is given at once (no target step).
    play(&mut s, 0, Action::DrawFromDeck);
    assert_eq!(s.hands[0].len(), 5);
    assert!(s.hands[0].contains(&c("8c")));
    assert_eq!(s.active, 1);
}

#[test]
fn nobody_above_eight_and_last_open_hand_takes_it() {
    let mut s = table(&["#7", "#8", "#8"], "9h 2c ks 6d", "");
    let msg = refuse(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert!(msg.contains("already has 8"), "{msg}");
    let targets: Vec<_> = Eq8::legal(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::GiveFromMarket { target, .. } => Some(target),
            _ => None,
        })
        .collect();
    assert!(targets.iter().all(|&t| t == 0) && !targets.is_empty());
}

#[test]
fn two_players_tied_must_give_to_the_opponent() {
    let mut s = table(&["#5", "#5"], "9h 2c ks 6d", "");
    let msg = refuse(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 0 });
    assert!(msg.contains("opponent"), "{msg}");
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert!(matches!(s.phase, Phase::GiveReaction { target: 1, .. }));
}

#[test]
fn two_players_canceled_swap_forces_give_to_canceler() {
    // Section 10: tied at 6, the canceler receives the forced card.
    let mut s = table(&["2c #5", "#6"], "9h 2s ks 6d", "7d");
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    play(&mut s, 1, Action::Cancel);
    assert_eq!(s.hands[1].len(), 7);
    assert!(s.hands[1].contains(&c("7d")));
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn eq7_forced_give_target_is_chosen_when_canceler_is_not_fewest() {
    // Seat 0 (5) swaps with seat 2 (6); seats 0 and 1 hold 5: the active player chooses
    // between them; the forced Give still cannot be rejected.
    let mut s = table(&["2c #4", "#5", "#6"], "9h 2s ks 6d", "7d");
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 2,
            card: c("2c"),
        },
    );
    play(&mut s, 2, Action::Cancel);
    assert_eq!(
        s.phase,
        Phase::ChooseTarget {
            card: c("7d"),
            canceler: Some(2),
            forced: true
        }
    );
    assert_eq!(
        Eq8::legal(&s, 0),
        vec![Action::GiveTo { target: 0 }, Action::GiveTo { target: 1 }]
    );
    let msg = refuse(&mut s, 0, Action::GiveTo { target: 2 });
    assert!(msg.contains("fewest"), "{msg}");
    // Timeout: first eligible clockwise from the active player (EQ-7 applied to the choice).
    assert_eq!(
        Eq8::timeout_action(&s, 0),
        Some(Action::GiveTo { target: 1 })
    );
    play(&mut s, 0, Action::GiveTo { target: 1 });
    assert_eq!(s.hands[1].len(), 6, "seat 1 holds tokens but cannot reject");
    assert_eq!(s.active, 1);
}

// ---------------------------------------------------------------- swaps (section 6.B, EQ-6)

#[test]
fn swap_with_player_needs_a_token_and_a_big_enough_target() {
    let mut s = table(&["2c #5", "#5", "#7"], "9h 2s ks 6d", "");
    let msg = refuse(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    assert!(
        msg.contains("fewer cards than you") && msg.contains("at least as many cards"),
        "{msg}"
    );
    let msg = refuse(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 0,
            card: c("2c"),
        },
    );
    assert!(msg.contains("yourself"), "{msg}");
    let msg = refuse(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 2,
            card: c("9h"),
        },
    );
    assert!(msg.contains("You do not hold ♥9"), "{msg}");
    s.tokens[0] = 0;
    let msg = refuse(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 2,
            card: c("2c"),
        },
    );
    assert_eq!(msg, "You have no Reject tokens left");
    let msg = refuse(
        &mut s,
        0,
        Action::SwapWithMarket {
            card: c("2c"),
            slot: 0,
        },
    );
    assert_eq!(msg, "You have no Reject tokens left");
    assert!(Eq8::legal(&s, 0).iter().all(|a| !matches!(
        a,
        Action::SwapWithPlayer { .. } | Action::SwapWithMarket { .. }
    )));
}

#[test]
fn eq6_allowed_swap_exchanges_cards_and_hides_them_from_others() {
    let mut s = table(&["2c #5", "3d #5", "#7"], "9h 2s ks 6d", "");
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    // The initiator sees their own pick; the target and others do not.
    let seen = |v: Viewer| match Eq8::view(&s, v).phase {
        PhaseView::SwapReaction { offered, .. } => offered,
        other => panic!("{other:?}"),
    };
    assert_eq!(seen(Viewer::Seat(0)), Some(c("2c")));
    assert_eq!(seen(Viewer::Seat(1)), None);
    assert_eq!(seen(Viewer::Seat(2)), None);
    assert_eq!(seen(Viewer::Spectator), None);
    assert!(!Eq8::prompts(&s)[0].what.contains("♣2"));

    let msg = refuse(&mut s, 1, Action::Allow { card: c("9h") });
    assert!(msg.contains("You do not hold ♥9"), "{msg}");
    let events = play(&mut s, 1, Action::Allow { card: c("3d") });
    assert!(s.hands[0].contains(&c("3d")) && !s.hands[0].contains(&c("2c")));
    assert!(s.hands[1].contains(&c("2c")) && !s.hands[1].contains(&c("3d")));
    assert_eq!((s.hands[0].len(), s.hands[1].len()), (6, 6));
    let swap = events
        .iter()
        .find(|e| matches!(e, Event::SwappedWithPlayer { .. }))
        .unwrap();
    for viewer in [Viewer::Seat(0), Viewer::Seat(1)] {
        assert_eq!(Eq8::redact(swap, viewer).as_ref(), Some(swap));
    }
    for viewer in [Viewer::Seat(2), Viewer::Spectator] {
        assert_eq!(
            Eq8::redact(swap, viewer),
            Some(Event::SwappedWithPlayer {
                from: 0,
                to: 1,
                gave: None,
                got: None
            })
        );
    }
}

#[test]
fn swap_is_legal_at_eight_cards() {
    let mut s = table(&["2c #7", "3d #7", "#7"], "9h 2s ks 6d", "");
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    play(&mut s, 1, Action::Allow { card: c("3d") });
    assert_eq!(s.hands[0].len(), 8);
}

// ---------------------------------------------------------------- reactions (section 7, EQ-4)

#[test]
fn eq4_no_token_means_no_window_and_no_wait() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    s.tokens[1] = 0;
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert_eq!(s.hands[1].len(), 6);
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn eq4_one_reaction_per_player_per_active_turn() {
    // Seat 1 already reacted during seat 0's turn: no second window (EQ-4).
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    s.reacted[1] = true;
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert_eq!(s.hands[1].len(), 6);
    assert_eq!(s.active, 1);
    // And the flag resets with the next active turn.
    assert_eq!(s.reacted, vec![false; 3]);

    // A window opened by hand on a player who already reacted offers no Reject.
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    s.market[0] = None;
    s.phase = Phase::GiveReaction {
        card: c("9h"),
        origin: Origin::Market { slot: 0 },
        target: 1,
    };
    s.reacted[1] = true;
    assert_eq!(Eq8::legal(&s, 1), vec![Action::Accept]);
    let msg = refuse(&mut s, 1, Action::Reject);
    assert!(msg.contains("already reacted"), "{msg}");
}

#[test]
fn eq4_eq6_swap_target_without_token_still_picks_a_card_secretly() {
    let mut s = table(&["2c #5", "3d #5", "#7"], "9h 2s ks 6d", "");
    s.tokens[1] = 0;
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    let p = Eq8::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (1, PromptKind::Secret));
    assert!(!Eq8::legal(&s, 1).contains(&Action::Cancel));
    assert_eq!(Eq8::legal(&s, 1).len(), 6);
    let msg = refuse(&mut s, 1, Action::Cancel);
    assert_eq!(msg, "You have no Reject tokens left");
}

#[test]
fn eq4_only_the_target_reacts() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    for seat in [0, 2] {
        let msg = refuse(&mut s, seat, Action::Reject);
        assert!(msg.contains("Only the player receiving"), "{msg}");
        assert!(Eq8::legal(&s, seat).is_empty());
        assert_eq!(Eq8::timeout_action(&s, seat), None);
    }
}

#[test]
fn market_origin_reject_returns_to_its_slot_without_bottoming() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    let deck = s.deck.clone();
    play(&mut s, 0, Action::GiveFromMarket { slot: 2, target: 1 });
    // The card left the Market; its slot waits empty, and the others keep their numbers.
    assert_eq!(s.market, slots("9h 2c - 6d"));
    let v = Eq8::view(&s, Viewer::Spectator);
    assert_eq!(v.market, slots("9h 2c - 6d"));
    assert_eq!(v.empty, vec![false, false, true, false]);
    let events = play(&mut s, 1, Action::Reject);
    assert!(events.contains(&Event::Rejected {
        seat: 1,
        card: c("ks"),
        origin: Origin::Market { slot: 2 }
    }));
    assert_eq!(s.market, slots("9h 2c ks 6d"));
    assert_eq!(s.deck, deck);
    assert_eq!(s.tokens[1], 1);
    assert_eq!(s.hands[1].len(), 5);
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn eq1_rejector_may_bottom_the_rejected_card_itself() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "7d");
    play(&mut s, 0, Action::DrawFromDeck);
    assert!(matches!(s.phase, Phase::GiveReaction { target: 1, .. }));
    play(&mut s, 1, Action::Reject);
    let slot = slot_of(&s, "7d");
    let msg = refuse(&mut s, 0, Action::Bottom { slot });
    assert!(msg.contains("Only the player who rejected"), "{msg}");
    refuse(&mut s, 1, Action::Bottom { slot: 5 });
    play(&mut s, 1, Action::Bottom { slot });
    assert_eq!(s.market, slots("9h 2c ks 6d"));
    assert_eq!(s.deck[0], c("7d"));
    assert_eq!(s.active, 1);
}

#[test]
fn accepted_deck_give_does_not_touch_the_market() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "7d 8d");
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    assert_eq!(s.market, slots("9h 2c ks 6d"));
    assert_eq!(s.deck.last(), Some(&c("8d")));
}

// ---------------------------------------------------------------- round end and scoring

#[test]
fn round_ends_when_every_hand_holds_eight_with_the_market_refilled_to_four() {
    let mut s = table(&["#8", "#7", "#8"], "9h 2c ks 6d", "");
    let deck = s.deck.len();
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    let events = play(&mut s, 1, Action::Accept);
    assert_eq!(s.phase, Phase::RoundOver);
    // Section 11: the Market remains at 4 when the round ends.
    assert_eq!(s.market_cards().count(), 4);
    assert_eq!(s.deck.len(), deck - 1, "the refill took the top deck card");
    assert!(matches!(events.last(), Some(Event::RoundEnded { .. })));
    assert!(Eq8::prompts(&s).is_empty());
    for seat in 0..3 {
        assert!(Eq8::legal(&s, seat).is_empty());
        assert_eq!(Eq8::timeout_action(&s, seat), None);
    }
    let msg = refuse(&mut s, 0, Action::DrawFromDeck);
    assert!(msg.contains("round is over"), "{msg}");
    let ranking = Eq8::outcome(&s).expect("finished");
    let totals: Vec<i64> = s
        .hands
        .iter()
        .map(|h| i64::from(score_hand(h).total))
        .collect();
    assert_eq!(ranking.score, totals);
    // Hands and scores are public now.
    let v = Eq8::view(&s, Viewer::Spectator);
    let result = v.result.expect("result shown");
    assert_eq!(result.hands.len(), 3);
    assert_eq!(result.places, ranking.place);
}

#[test]
fn outcome_is_none_while_playing() {
    let s = Eq8::setup(&Default::default(), 4, 1).unwrap();
    assert_eq!(Eq8::outcome(&s), None);
}

#[test]
fn eq3_tiebreak_one_rank_sum_closest_to_56() {
    // Both 16 points; sums 44 and 48.
    let a = parse_hand("2c 3c 4d 5d 6h 7h 8s 9s").unwrap();
    let b = parse_hand("2c 3c 4d 5d 6h 7h 8s ks").unwrap();
    let (scores, r) = rank_hands(&[a, b]);
    assert_eq!((scores[0].total, scores[1].total), (16, 16));
    assert_eq!((scores[0].distance, scores[1].distance), (12, 8));
    assert_eq!(r.place, vec![2, 1]);
}

#[test]
fn eq3_tiebreak_two_higher_suit_score() {
    // 7 points each and rank sum 55 (distance 1) each; suit scores 2 and 4.
    let a = parse_hand("9c qh 10h 7c 8d 3c ah 5c").unwrap();
    let b = parse_hand("4h ac kc 7d 6s 9s 3s qs").unwrap();
    let (sa, sb) = (score_hand(&a), score_hand(&b));
    assert_eq!((sa.total, sa.distance, sa.suit), (7, 1, 2));
    assert_eq!((sb.total, sb.distance, sb.suit), (7, 1, 4));
    assert_eq!(rank_hands(&[a, b]).1.place, vec![2, 1]);
}

#[test]
fn eq3_tiebreak_three_fewer_same_rank_cards_then_shared_place() {
    // 16 points and distance 16 each; `paired` holds two 5s, `distinct` none.
    let paired = parse_hand("4c 6d 2h 8s 3c 7d 5h 5s").unwrap();
    let distinct = parse_hand("7h kd 10s 9s qd 8h 2c jc").unwrap();
    let (sp, sd) = (score_hand(&paired), score_hand(&distinct));
    assert_eq!(
        (sp.total, sp.distance, sp.suit),
        (sd.total, sd.distance, sd.suit)
    );
    assert_eq!((sp.same_rank, sd.same_rank), (2, 0));
    assert_eq!(
        rank_hands(&[paired.clone(), distinct.clone()]).1.place,
        vec![2, 1]
    );

    // Equal on every figure: a shared place, and the next place is skipped.
    let twin = parse_hand("5c 5d 2h 8s 3c 7d 4h 6s").unwrap();
    assert_eq!(score_hand(&twin).key(), sp.key());
    let r = rank_hands(&[paired, twin, distinct]).1;
    assert_eq!(r.place, vec![2, 2, 1]);
    let low = parse_hand("ah 2h 3h 4h 5h 6h 7h 8h").unwrap();
    let r = rank_hands(&[low.clone(), low]).1;
    assert_eq!(r.place, vec![1, 1]);
}

// ---------------------------------------------------------------- timeouts (EQ-4, EQ-6, EQ-7)

#[test]
fn eq7_turn_timeout_reveals_the_deck_card_and_gives_clockwise() {
    let mut s = table(&["#6", "#7", "#6", "#6"], "9h 2c ks 6d", "7d");
    s.active = 0;
    assert_eq!(Eq8::timeout_action(&s, 0), Some(Action::DrawFromDeck));
    assert_eq!(Eq8::timeout_action(&s, 1), None);
    play(&mut s, 0, Action::DrawFromDeck);
    // Seats 0, 2, 3 tie; clockwise from seat 0 the first is seat 2.
    assert_eq!(
        Eq8::timeout_action(&s, 0),
        Some(Action::GiveTo { target: 2 })
    );
    // From seat 3, clockwise wraps to seat 0.
    let mut s = table(&["#6", "#7", "#6", "#6"], "9h 2c ks 6d", "7d");
    s.active = 3;
    play(&mut s, 3, Action::DrawFromDeck);
    assert_eq!(
        Eq8::timeout_action(&s, 3),
        Some(Action::GiveTo { target: 0 })
    );
}

#[test]
fn eq4_eq6_reaction_timeouts_accept_and_allow_with_the_lowest_card() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert_eq!(Eq8::timeout_action(&s, 1), Some(Action::Accept));

    // Lowest rank, ties broken clubs < diamonds < hearts < spades (EQ-6).
    let mut s = table(&["2c #5", "3h 3d 3s 5c 9d kh", "#7"], "9h 2s ks 6d", "");
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    assert_eq!(
        Eq8::timeout_action(&s, 1),
        Some(Action::Allow { card: c("3d") })
    );
}

#[test]
fn bottoming_timeout_bottoms_the_rejected_card() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "7d");
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Reject);
    let slot = slot_of(&s, "7d");
    assert_eq!(Eq8::timeout_action(&s, 1), Some(Action::Bottom { slot }));
    assert_eq!(Eq8::timeout_action(&s, 0), None);
}

// ---------------------------------------------------------------- illegal inputs

#[test]
fn malformed_state_is_refused_not_panicked_on() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    s.tokens.pop();
    let card = s.hands[0][0];
    refuse(&mut s, 0, Action::SwapWithMarket { card, slot: 0 });
    assert!(Eq8::legal(&s, 0).is_empty());
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    s.active = 7;
    refuse(&mut s, 0, Action::DrawFromDeck);
    assert!(Eq8::prompts(&s).is_empty());
    assert!(Eq8::legal(&s, 0).is_empty());
    assert_eq!(Eq8::timeout_action(&s, 0), None);
}

#[test]
fn forged_actions_never_change_the_state() {
    let forged = |s: &State| {
        let mut v = vec![
            Action::GiveFromMarket { slot: 9, target: 1 },
            Action::GiveFromMarket {
                slot: 0,
                target: 99,
            },
            Action::GiveTo { target: 77 },
            Action::SwapWithMarket {
                card: c("ah"),
                slot: 0,
            },
            Action::SwapWithMarket {
                card: s.hands[0][0],
                slot: 4,
            },
            Action::SwapWithPlayer {
                target: 42,
                card: s.hands[0][0],
            },
            Action::Reject,
            Action::Accept,
            Action::Cancel,
            Action::Allow { card: c("ah") },
            Action::Bottom { slot: 0 },
            Action::Bottom { slot: 99 },
        ];
        v.retain(|a| !Eq8::legal(s, s.active).contains(a));
        v
    };
    let mut s = table(&["#6", "#5", "#7"], "2h 2c ks 6d", "7d");
    for seat in [0, 1, 2, 3, usize::MAX] {
        for a in forged(&s) {
            refuse(&mut s, seat, a);
        }
    }
    // In every later phase too.
    play(&mut s, 0, Action::DrawFromDeck);
    for seat in [0, 1, 2, 5] {
        for a in forged(&s) {
            if !Eq8::legal(&s, seat).contains(&a) {
                refuse(&mut s, seat, a);
            }
        }
    }
    play(&mut s, 1, Action::Reject);
    for seat in [0, 1, 2] {
        for a in forged(&s) {
            if !Eq8::legal(&s, seat).contains(&a) {
                refuse(&mut s, seat, a);
            }
        }
    }
}

#[test]
fn wrong_seat_and_wrong_phase_messages_are_readable() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    assert_eq!(
        refuse(&mut s, 1, Action::DrawFromDeck),
        "It is not your turn"
    );
    assert!(refuse(&mut s, 0, Action::Accept).starts_with("That is not possible now"));
    assert!(refuse(&mut s, 9, Action::DrawFromDeck).contains("no seat 9"));
    let msg = refuse(&mut s, 0, Action::GiveFromMarket { slot: 4, target: 1 });
    assert!(msg.contains("no such Market card"), "{msg}");
}

// ---------------------------------------------------------------- setup and views

#[test]
fn setup_validates_player_counts() {
    assert!(Eq8::setup(&Default::default(), 1, 0).is_err());
    assert!(Eq8::setup(&Default::default(), 7, 0).is_err());
    assert!(Eq8::validate_options(&Default::default(), 6).is_ok());
    let s = Eq8::setup(&Default::default(), 6, 0).unwrap();
    assert_eq!(s.active, 0, "seat 0 starts");
    assert_eq!(Eq8::prompts(&s)[0].kind, PromptKind::Turn);
    assert_eq!(Eq8::ID, "eight-quilibrium");
    assert_eq!(Eq8::NAME, "8-quilibrium");
    assert_eq!(Eq8::PLAYERS, (2, 6));
}

#[test]
fn options_accept_an_empty_object() {
    let o: eight_quilibrium::rules::Options = serde_json::from_str("{}").unwrap();
    assert_eq!(o, Default::default());
    let o: eight_quilibrium::rules::Options =
        serde_json::from_str(r#"{"future_variant": true}"#).unwrap();
    assert_eq!(o, Default::default());
}

#[test]
fn views_show_only_the_own_hand() {
    let s = Eq8::setup(&Default::default(), 3, 5).unwrap();
    for seat in 0..3 {
        let v = Eq8::view(&s, Viewer::Seat(seat));
        let mut mine = s.hands[seat].clone();
        mine.sort();
        assert_eq!(v.hand, Some(mine));
        assert_eq!(v.hand_sizes, vec![3, 3, 3]);
        assert_eq!(v.market, s.market);
        assert_eq!(v.deck_count, s.deck.len());
        assert!(v.result.is_none());
    }
    assert_eq!(Eq8::view(&s, Viewer::Spectator).hand, None);
    assert_eq!(Eq8::view(&s, Viewer::Seat(9)).hand, None);
}

#[test]
fn a_given_card_is_public_while_pending() {
    let mut s = table(&["#6", "#5", "#7"], "9h 2c ks 6d", "");
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    let v = Eq8::view(&s, Viewer::Spectator);
    assert_eq!(
        v.phase,
        PhaseView::GiveReaction {
            card: Some(c("9h")),
            origin: Origin::Market { slot: 0 },
            target: 1,
            can_reject: true
        }
    );
}
