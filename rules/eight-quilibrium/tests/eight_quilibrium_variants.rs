//! 8-quilibrium variants: the worked examples of section 14 as tests, one test per variant rule,
//! the combinations of 15.C (presets) and 15.D, the timing of 15.B, and matches of several
//! rounds (EQ-2). Positions are built by hand; rulings are cited by
//! their ids (EQ-n).

mod eq8;

use eight_quilibrium::rules::events::redact;
use eight_quilibrium::rules::{
    Action, EightQuilibrium as Eq8, Event, Options, Origin, Phase, PhaseView, Preset, State,
    TokenReason, Variant,
};
use eq8::*;
use game_kit::cards::{full_deck, Card};
use game_kit::{Game, PromptKind, Viewer};

/// A position: each hand lists card codes and/or `#n` for n filler cards; `market` is the
/// Market by slot; `top` lists the top cards of the deck, topmost first. All other cards form
/// the rest of the deck. Seat 0 is active; `options` are in play (under Fog the whole Market
/// starts face down).
fn table(options: Options, hands: &[&str], market: &str, top: &str) -> State {
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
    // Fillers are number cards first, so no Rank Power fires by accident in small hands.
    let mut spare: Vec<Card> = full_deck()
        .into_iter()
        .filter(|k| !explicit.contains(k))
        .collect();
    spare.sort_by_key(|k| !(2..=10).contains(&k.rank));
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
    // The rest of the deck, face cards at the bottom.
    spare.reverse();
    let mut deck = spare;
    deck.extend(top.iter().rev());
    State::from_parts(hands, market, deck, 0).with_options(options)
}

fn opts(variants: &[Variant]) -> Options {
    Options::default().with(variants)
}

fn top(s: &State) -> Card {
    *s.deck.last().unwrap()
}

/// Cards the event shows to `viewer`.
fn shown(e: &Event, viewer: Viewer) -> String {
    serde_json::to_string(&redact(e, viewer).unwrap()).unwrap()
}

fn shows(events: &[Event], viewer: Viewer, card: &str) -> bool {
    events
        .iter()
        .any(|e| shown(e, viewer).contains(&format!("\"{card}\"")))
}

fn view_shows(s: &State, viewer: Viewer, card: &str) -> bool {
    let mut v = serde_json::to_value(Eq8::view(s, viewer)).unwrap();
    v["last_round"] = serde_json::Value::Null;
    v.to_string().contains(&format!("\"{card}\""))
}

fn prompt_seats(s: &State) -> Vec<(usize, PromptKind)> {
    Eq8::prompts(s).iter().map(|p| (p.seat, p.kind)).collect()
}

// ------------------------------------------------------------------ 14.A Team Play

#[test]
fn team_play_needs_four_or_six_and_seats_alternate() {
    let teams = opts(&[Variant::TeamPlay]);
    for players in [2, 3, 5] {
        let err = Eq8::setup(&teams, players, 1).unwrap_err().0;
        assert!(err.contains("Team Play needs 4"), "{err}");
    }
    for players in [4, 6] {
        let s = Eq8::setup(&teams, players, 1).unwrap();
        let v = Eq8::view(&s, Viewer::Spectator);
        let want: Vec<usize> = (0..players).map(|p| p % 2).collect();
        assert_eq!(v.team, Some(want), "teammates sit every other seat (EQ-11)");
        assert_eq!(s.teammates(0), (2..players).step_by(2).collect::<Vec<_>>());
    }
}

#[test]
fn example_14a_quick_toss_save_2v2() {
    // Your teammate (seat 1) at 7 cards, without tokens, is targeted by a top-deck Give.
    // You are seat 3.
    let mut s = table(
        opts(&[Variant::TeamPlay]),
        &["#7", "#7", "#8", "#7"],
        "9h 2c ks 6d",
        "7d 5c 5d",
    );
    s.tokens = vec![2, 0, 2, 2];
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 0, Action::GiveTo { target: 1 });
    // EQ-5: the window for Quick Toss opens before the target's, for the target's teammate.
    assert_eq!(prompt_seats(&s), vec![(3, PromptKind::Reaction)]);
    assert!(Eq8::legal(&s, 1).is_empty(), "the target waits");
    assert_eq!(Eq8::legal(&s, 3), vec![Action::QuickToss, Action::NoToss]);
    assert_eq!(Eq8::timeout_action(&s, 3), Some(Action::NoToss));
    let msg = refuse(&mut s, 2, Action::QuickToss);
    assert!(msg.contains("teammate of the targeted player"), "{msg}");

    let events = play(&mut s, 3, Action::QuickToss);
    assert!(events.contains(&Event::QuickTossed { from: 3, to: 1 }));
    assert_eq!(s.tokens, vec![2, 1, 2, 1]);
    assert!(s.team.skip[3], "the tosser will skip their next turn");
    assert_eq!(
        s.phase,
        Phase::GiveReaction {
            card: c("7d"),
            origin: Origin::Deck,
            target: 1
        }
    );
    // They immediately Reject, and bottom a card to bring the Market back to 4.
    play(&mut s, 1, Action::Reject);
    assert_eq!(s.market, slots("9h 2c ks 6d 7d"));
    let ks = slot_of(&s, "ks");
    play(&mut s, 1, Action::Bottom { slot: ks });
    assert_eq!(s.market, slots("9h 2c 7d 6d"), "♦7 takes ♠K's slot");
    assert_eq!((s.active, s.tokens[1]), (1, 0));

    // Play on until seat 3's turn would come: it is skipped, once (14.A.3).
    play(&mut s, 1, Action::DrawFromDeck);
    play(&mut s, 1, Action::GiveTo { target: 3 });
    play(&mut s, 3, Action::Accept);
    assert_eq!(s.active, 2);
    play(&mut s, 2, Action::DrawFromDeck);
    play(&mut s, 2, Action::GiveTo { target: 0 });
    let events = play(&mut s, 0, Action::Accept);
    assert!(events.contains(&Event::TurnSkipped { seat: 3 }));
    assert_eq!(s.active, 0, "seat 3 was skipped");
    assert!(!s.team.skip[3], "the marker is removed");
}

#[test]
fn quick_toss_in_3v3_one_token_and_the_target_chooses() {
    // Seat 3 is targeted; both teammates (1 and 5) offer; only one toss happens (14.A.4).
    let mut s = table(
        opts(&[Variant::TeamPlay]),
        &["#6", "#6", "#7", "#5", "#7", "#6"],
        "9h 2c 3s 6d",
        "",
    );
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 3 });
    assert_eq!(
        prompt_seats(&s),
        vec![(1, PromptKind::Reaction), (5, PromptKind::Reaction)]
    );
    play(&mut s, 1, Action::QuickToss);
    assert_eq!(prompt_seats(&s), vec![(5, PromptKind::Reaction)]);
    let events = play(&mut s, 5, Action::QuickToss);
    assert!(events.contains(&Event::TossOffered { from: 5, to: 3 }));
    assert_eq!(
        s.tokens,
        vec![2; 6],
        "no token moves before the target picks"
    );
    assert_eq!(prompt_seats(&s), vec![(3, PromptKind::Decision)]);
    // Timeout: the first offer clockwise from the target.
    assert_eq!(
        Eq8::timeout_action(&s, 3),
        Some(Action::TakeToss { from: 5 })
    );
    let msg = refuse(&mut s, 3, Action::TakeToss { from: 2 });
    assert!(msg.contains("did not offer"), "{msg}");
    play(&mut s, 3, Action::TakeToss { from: 1 });
    assert_eq!(s.tokens, vec![2, 1, 2, 3, 2, 2]);
    assert_eq!((s.team.skip[1], s.team.skip[5]), (true, false));
    assert!(matches!(s.phase, Phase::GiveReaction { target: 3, .. }));
    // Quick Toss is no reaction: the target still has its own reaction.
    assert_eq!(Eq8::legal(&s, 3), vec![Action::Accept, Action::Reject]);
}

#[test]
fn quick_toss_is_skipped_for_forced_gives_and_targets_that_reacted() {
    let teams = opts(&[Variant::TeamPlay]);
    // Swap canceled by seat 1: the Forced Give is unreactable, so no Quick Toss either.
    let mut s = table(
        teams.clone(),
        &["2c #5", "#6", "#7", "#7"],
        "9h 2s ks 6d",
        "7d",
    );
    s.tokens = vec![2, 2, 2, 2];
    play(
        &mut s,
        0,
        Action::SwapWithPlayer {
            target: 1,
            card: c("2c"),
        },
    );
    // A swap is a single event aimed at seat 1: its teammate 3 may toss first.
    assert_eq!(prompt_seats(&s), vec![(3, PromptKind::Reaction)]);
    play(&mut s, 3, Action::NoToss);
    play(&mut s, 1, Action::Cancel);
    assert_eq!(s.hands[1].len(), 7, "forced ♦7 accepted at once");
    assert_eq!(s.active, 1);
}

#[test]
fn skip_markers_condense_into_one_skipped_turn() {
    let mut s = table(
        opts(&[Variant::TeamPlay]),
        &["#4", "#3", "#5", "#5"],
        "9h 2c 3s 6d",
        "",
    );
    s.team.skip[3] = true;
    // A second toss by seat 3 before its turn adds nothing.
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    play(&mut s, 3, Action::QuickToss);
    play(&mut s, 1, Action::Accept);
    assert!(s.team.skip[3]);
    // Play on by timeouts and note whose turns start.
    let (mut order, mut skipped) = (Vec::new(), 0);
    while order.len() < 6 {
        if s.phase == Phase::Turn {
            order.push(s.active);
        }
        let seat = Eq8::prompts(&s)[0].seat;
        let a = Eq8::timeout_action(&s, seat).unwrap();
        skipped += play(&mut s, seat, a)
            .iter()
            .filter(|e| matches!(e, Event::TurnSkipped { seat: 3 }))
            .count();
    }
    assert_eq!(order, vec![1, 2, 0, 1, 2, 3]);
    assert_eq!(skipped, 1);
}

#[test]
fn assist_hands_a_token_to_a_teammate_and_ends_the_turn() {
    let mut s = table(
        opts(&[Variant::TeamPlay]),
        &["#5", "#5", "#5", "#5"],
        "9h 2c 3s 6d",
        "",
    );
    s.tokens = vec![2, 2, 0, 2];
    let assists: Vec<Action> = Eq8::legal(&s, 0)
        .into_iter()
        .filter(|a| matches!(a, Action::Assist { .. }))
        .collect();
    assert_eq!(assists, vec![Action::Assist { to: 2 }], "teammates only");
    let msg = refuse(&mut s, 0, Action::Assist { to: 1 });
    assert!(msg.contains("not your teammate"), "{msg}");
    let hands = s.hands.clone();
    let events = play(&mut s, 0, Action::Assist { to: 2 });
    assert_eq!(events[0], Event::Assisted { from: 0, to: 2 });
    assert_eq!(s.tokens, vec![1, 2, 1, 2]);
    assert_eq!(s.hands, hands);
    assert_eq!(
        (s.active, &s.phase),
        (1, &Phase::Turn),
        "no reaction window"
    );
    // Without Team Play there is no Assist.
    let mut base = table(
        Options::default(),
        &["#5", "#5", "#5", "#5"],
        "9h 2c 3s 6d",
        "",
    );
    assert!(!Eq8::legal(&base, 0)
        .iter()
        .any(|a| matches!(a, Action::Assist { .. })));
    let msg = refuse(&mut base, 0, Action::Assist { to: 2 });
    assert!(msg.contains("does not play Team Play"), "{msg}");
}

#[test]
fn example_14a_relay_swap_setup_3v3() {
    // You (seat 0) Relay Swap your ♠4 for your teammate's (seat 2) ♦Q, then make a Forced Give.
    let mut s = table(
        opts(&[Variant::TeamPlay]),
        &["4s #5", "#6", "qd #5", "#6", "#7", "#7"],
        "9h 2c 3s 6d",
        "8c",
    );
    play(
        &mut s,
        0,
        Action::RelaySwap {
            teammate: 2,
            card: c("4s"),
        },
    );
    assert_eq!(s.tokens[0], 1);
    assert_eq!(prompt_seats(&s), vec![(2, PromptKind::Secret)]);
    // The pick is secret: only the active player sees their own offer.
    assert!(view_shows(&s, Viewer::Seat(0), "4s"));
    for v in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
        assert!(!view_shows(&s, v, "4s"), "{v:?}");
    }
    assert_eq!(Eq8::timeout_action(&s, 2), {
        let low = *s.hands[2].iter().min().unwrap();
        Some(Action::RelayPick { card: low })
    });
    let events = play(&mut s, 2, Action::RelayPick { card: c("qd") });
    assert!(s.hands[0].contains(&c("qd")) && s.hands[2].contains(&c("4s")));
    for v in [Viewer::Seat(1), Viewer::Seat(3), Viewer::Spectator] {
        assert!(
            !shows(&events, v, "qd") && !shows(&events, v, "4s"),
            "{v:?}"
        );
    }
    assert!(shows(&events, Viewer::Seat(2), "4s") && shows(&events, Viewer::Seat(0), "qd"));
    // The penalty: the top card goes to a fewest-cards player, unreactable.
    assert!(events.contains(&Event::DeckRevealed {
        by: 0,
        card: c("8c"),
        forced: true
    }));
    assert_eq!(
        s.phase,
        Phase::ChooseTarget {
            card: c("8c"),
            canceler: None,
            forced: true
        }
    );
    play(&mut s, 0, Action::GiveTo { target: 1 });
    assert_eq!(s.hands[1].len(), 7, "accepted although seat 1 holds tokens");
    assert_eq!(s.active, 1);
    // Once per round per team: seat 1's team still may, seat 2's may not.
    assert!(Eq8::legal(&s, 1)
        .iter()
        .any(|a| matches!(a, Action::RelaySwap { .. })));
    s.active = 2;
    assert!(!Eq8::legal(&s, 2)
        .iter()
        .any(|a| matches!(a, Action::RelaySwap { .. })));
    let msg = refuse(
        &mut s,
        2,
        Action::RelaySwap {
            teammate: 4,
            card: c("4s"),
        },
    );
    assert!(msg.contains("already made its Relay Swap"), "{msg}");
}

#[test]
fn team_scores_add_up_and_teams_may_tie() {
    // Every hand scores 16; the rank sums differ, but tiebreakers do not apply to teams.
    let mut s = table(
        opts(&[Variant::TeamPlay]),
        &[
            "2c 3c 4d 5d 6h 7h 8s 9s",
            "2d 3d 4c 5c 6s 7s 8h 9h",
            "tc jc qd kd th jh qs ks",
            "td jd qc kc ts js qh",
        ],
        "ac ad ah as",
        "kh",
    );
    s.tokens = vec![2, 0, 2, 0];
    play(&mut s, 0, Action::DrawFromDeck);
    assert!(s.is_over());
    let r = Eq8::outcome(&s).unwrap();
    assert_eq!(r.team, vec![0, 1, 0, 1]);
    assert_eq!(r.score, vec![32; 4]);
    assert_eq!(r.place, vec![1; 4], "the teams tie (14.A.1)");
}

// ------------------------------------------------------------------ 14.B Open Stock Economy

#[test]
fn example_14b_token_on_burden() {
    // Alfa (seat 1) is targeted by a top-deck Give; the Stock shows ♥9.
    let mut s = table(
        opts(&[Variant::OpenStock]),
        &["#6", "#6", "#7"],
        "3c 3d 3h 3s",
        "9h 2c",
    );
    assert_eq!(Eq8::view(&s, Viewer::Spectator).stock, Some(c("9h")));
    let events = play(&mut s, 0, Action::DrawFromDeck);
    // The card under the Stock stays face down while the Give is pending: nobody, the target
    // included, sees the next Stock before the Accept/Reject (14.B.2, 14.B.5, 15.B step 2).
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StockRevealed { .. })));
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        assert_eq!(Eq8::view(&s, viewer).stock, None, "{viewer:?}");
        assert!(!view_shows(&s, viewer, "2c"), "{viewer:?}");
    }
    play(&mut s, 0, Action::GiveTo { target: 1 });
    assert!(matches!(s.phase, Phase::GiveReaction { target: 1, .. }));
    assert_eq!(Eq8::view(&s, Viewer::Seat(1)).stock, None);
    assert!(!view_shows(&s, Viewer::Seat(1), "2c"));
    let events = play(&mut s, 1, Action::Accept);
    assert_eq!(s.hands[1].len(), 7);
    assert_eq!(s.tokens[1], 3);
    // Accepted, then the new Stock, then the token (15.B step 2).
    assert_eq!(
        events,
        vec![
            Event::Accepted {
                seat: 1,
                card: c("9h")
            },
            Event::StockRevealed { card: c("2c") },
            Event::TokenGained {
                seat: 1,
                reason: TokenReason::BurdenPays,
                kept: true
            },
            Event::TurnStarted { seat: 1 },
        ]
    );
    assert_eq!(Eq8::view(&s, Viewer::Seat(2)).stock, Some(c("2c")));
}

#[test]
fn example_14b_reject_to_market_with_stock_refresh() {
    // The Stock ♦7 goes to Zelensky (seat 3), who rejects; the next card is the new Stock.
    let mut s = table(
        opts(&[Variant::OpenStock]),
        &["#6", "#7", "#7", "#6"],
        "9h 2c ks 6d",
        "7d 4h",
    );
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 0, Action::GiveTo { target: 3 });
    let events = play(&mut s, 3, Action::Reject);
    assert_eq!(s.market, slots("9h 2c ks 6d 7d"));
    // The next Stock is turned up only after the bottoming (14.B.2's Reject bullet).
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StockRevealed { .. })));
    assert_eq!(Eq8::view(&s, Viewer::Seat(3)).stock, None);
    let events = play(&mut s, 3, Action::Bottom { slot: 0 });
    assert_eq!(s.market, slots("7d 2c ks 6d"), "♦7 takes the freed slot 1");
    assert_eq!(
        events[..2],
        [
            Event::Bottomed {
                seat: 3,
                card: c("9h")
            },
            Event::StockRevealed { card: c("4h") }
        ]
    );
    assert_eq!(Eq8::view(&s, Viewer::Spectator).stock, Some(c("4h")));
    assert_eq!(s.tokens[3], 1, "a rejected card earns nothing");
}

#[test]
fn fog_and_open_stock_a_card_bottomed_into_an_empty_deck_is_revealed_as_the_stock() {
    // The Stock ♦7 is the last deck card. Rejected, it makes the Market 5; the rejector
    // bottoms a face-down card, unseen, into the empty deck, where it is the only card and so
    // the new Stock: it is turned up at once, and the log says so (14.B.2, 14.D.2).
    let mut s = table(
        opts(&[Variant::OpenStock, Variant::FogOfWar]),
        &["#8", "#8", "#8", "#8", "#7", "#8"],
        "9h 2c ks 6d",
        "7d",
    );
    assert_eq!(s.deck, cards("7d"));
    play(&mut s, 0, Action::DrawFromDeck);
    assert!(s.deck.is_empty());
    assert!(matches!(s.phase, Phase::GiveReaction { target: 4, .. }));
    play(&mut s, 4, Action::Reject);
    let events = play(&mut s, 4, Action::Bottom { slot: 2 });
    assert_eq!(s.deck, cards("ks"));
    assert_eq!(s.market, slots("9h 2c 7d 6d"));
    assert!(events.contains(&Event::BottomedFaceDown {
        seat: 4,
        slot: 2,
        card: Some(c("ks"))
    }));
    assert!(events.contains(&Event::StockRevealed { card: c("ks") }));
    for viewer in [Viewer::Seat(0), Viewer::Seat(4), Viewer::Spectator] {
        assert_eq!(Eq8::view(&s, viewer).stock, Some(c("ks")));
        assert!(
            shows(&events, viewer, "ks"),
            "{viewer:?} learns it from the log"
        );
    }
}

#[test]
fn example_14b_refresh_then_act() {
    // At the start of your turn the Stock is ♠K: refresh (1 token) to reveal ♠2, then give it.
    let mut s = table(
        opts(&[Variant::OpenStock]),
        &["#6", "#5", "#6"],
        "3c 3d 3h 3s",
        "ks 2s",
    );
    let events = play(&mut s, 0, Action::RefreshStock);
    assert_eq!(
        events,
        vec![
            Event::StockRefreshed {
                seat: 0,
                card: c("ks")
            },
            Event::StockRevealed { card: c("2s") }
        ]
    );
    assert_eq!(s.deck[0], c("ks"), "the old Stock is at the bottom");
    assert_eq!((s.active, &s.phase, s.tokens[0]), (0, &Phase::Turn, 1));
    // Once per turn (our reading of "at the start of your turn").
    assert!(!Eq8::legal(&s, 0).contains(&Action::RefreshStock));
    let msg = refuse(&mut s, 0, Action::RefreshStock);
    assert!(msg.contains("already refreshed"), "{msg}");
    play(&mut s, 0, Action::DrawFromDeck);
    assert!(matches!(s.phase, Phase::GiveReaction { target: 1, .. }));
    assert_eq!(s.pending_card(), Some(c("2s")));
}

#[test]
fn burden_pays_is_capped_and_only_for_the_stock() {
    let stock = opts(&[Variant::OpenStock]);
    // At the cap of 3 the gain is lost.
    let mut s = table(stock.clone(), &["#6", "#5", "#6"], "3c 3d 3h 3s", "9h");
    s.tokens[1] = 3;
    play(&mut s, 0, Action::DrawFromDeck);
    let events = play(&mut s, 1, Action::Accept);
    assert_eq!(s.tokens[1], 3);
    assert!(events.contains(&Event::TokenGained {
        seat: 1,
        reason: TokenReason::BurdenPays,
        kept: false
    }));
    // A Market card pays nothing; the refill takes the Stock and reveals the next card.
    let mut s = table(stock.clone(), &["#6", "#5", "#6"], "3c 3d 3h 3s", "9h 8h");
    play(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 1 });
    let events = play(&mut s, 1, Action::Accept);
    assert_eq!(s.tokens[1], 2);
    assert_eq!(s.market, slots("3c 9h 3h 3s"));
    assert!(events.contains(&Event::StockRevealed { card: c("8h") }));
    // The Forced Give after a Cancel takes the Stock and pays the canceler.
    let mut s = table(stock, &["2c #5", "3d #5", "#7", "#7"], "9h 2s ks 6d", "7d");
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
    assert_eq!(s.tokens[1], 2, "spent one to cancel, earned one back");
}

// ------------------------------------------------------------------ 14.C Wind of Change

#[test]
fn example_14c_wind_after_a_give() {
    let mut s = table(
        opts(&[Variant::WindOfChange]),
        &["2c 3c 4c", "2d 3d", "2h 3h 4h"],
        "9s 8s 7s 6s",
        "",
    );
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    play(&mut s, 1, Action::Accept);
    // The Give resolved with no reaction: now (and only now) the Wind may be called.
    assert_eq!(s.phase, Phase::WindOffer);
    assert_eq!(prompt_seats(&s), vec![(0, PromptKind::Decision)]);
    assert_eq!(Eq8::timeout_action(&s, 0), Some(Action::Decline));
    play(&mut s, 0, Action::CallWind { clockwise: true });
    assert_eq!(s.tokens[0], 1);
    // Everyone picks at the same time, in secret.
    assert_eq!(
        prompt_seats(&s),
        vec![
            (0, PromptKind::Secret),
            (1, PromptKind::Secret),
            (2, PromptKind::Secret)
        ]
    );
    assert_eq!(
        Eq8::timeout_action(&s, 2),
        Some(Action::WindPick { card: c("2h") }),
        "EQ-8: the lowest card"
    );
    play(&mut s, 1, Action::WindPick { card: c("9s") });
    assert!(view_shows(&s, Viewer::Seat(1), "9s"));
    assert_eq!(
        Eq8::view(&s, Viewer::Seat(0)).phase,
        PhaseView::WindPass {
            clockwise: true,
            picked: vec![false, true, false],
            mine: None
        }
    );
    let msg = refuse(&mut s, 1, Action::WindPick { card: c("2d") });
    assert!(msg.contains("already picked"), "{msg}");
    play(&mut s, 0, Action::WindPick { card: c("4c") });
    let events = play(&mut s, 2, Action::WindPick { card: c("3h") });
    // Clockwise: 0 → 1 → 2 → 0. Sizes unchanged; the turn ends.
    assert!(s.hands[1].contains(&c("4c")));
    assert!(s.hands[2].contains(&c("9s")));
    assert!(s.hands[0].contains(&c("3h")));
    assert_eq!(
        s.hands.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![3, 3, 3]
    );
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
    // Each player sees the card they passed and the one they got, nothing else.
    let pass = events
        .iter()
        .find(|e| matches!(e, Event::WindPassed { .. }))
        .unwrap();
    assert_eq!(
        redact(pass, Viewer::Seat(0)),
        Some(Event::WindPassed {
            clockwise: true,
            passes: vec![Some(c("4c")), None, Some(c("3h"))]
        })
    );
    assert_eq!(
        redact(pass, Viewer::Spectator),
        Some(Event::WindPassed {
            clockwise: true,
            passes: vec![None, None, None]
        })
    );
    // At most once per round.
    play(&mut s, 1, Action::GiveFromMarket { slot: 0, target: 1 });
    assert_eq!(s.phase, Phase::Turn, "no second Wind this round");
}

#[test]
fn eq8_the_previous_rounds_caller_may_not_call() {
    let options = opts(&[Variant::WindOfChange]).rounds(3);
    let mut s = table(options, &["#8", "#7"], "9s 8s 7s 6s", "");
    s.tokens[1] = 0;
    s.wind.called_by = Some(0);
    play(&mut s, 0, Action::DrawFromDeck);
    // Round 2: seat 1 starts (EQ-2), and seat 0, last round's caller, may not call.
    assert_eq!((s.round.round, s.active), (2, 1));
    assert_eq!(Eq8::view(&s, Viewer::Spectator).wind_barred, Some(0));
    play(&mut s, 1, Action::DrawFromDeck);
    play(&mut s, 0, Action::Accept);
    assert_eq!(s.phase, Phase::WindOffer, "seat 1 may call");
    play(&mut s, 1, Action::Decline);
    assert_eq!(s.active, 0);
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn), "seat 0 is barred");
    // Nobody called in round 2, so in round 3 seat 0 may call again.
    while s.round.round == 2 {
        let seat = Eq8::prompts(&s)[0].seat;
        let a = Eq8::timeout_action(&s, seat).unwrap();
        play(&mut s, seat, a);
    }
    assert_eq!(s.wind.previous_caller, None);
    assert!(eight_quilibrium::rules::wind::may_call(&s, 0));
}

// ------------------------------------------------------------------ 14.D Fog of War

#[test]
fn fog_deals_the_market_face_down() {
    let s = Eq8::setup(&opts(&[Variant::FogOfWar]), 3, 5).unwrap();
    let v = Eq8::view(&s, Viewer::Seat(0));
    assert_eq!(v.market, vec![None; 4]);
    assert_eq!(v.face_down, vec![true; 4]);
    for card in &s.market {
        for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
            assert!(!view_shows(&s, viewer, &card.unwrap().code()));
        }
    }
}

#[test]
fn example_14d_rejected_deck_card_becomes_public() {
    let mut s = table(
        opts(&[Variant::FogOfWar]),
        &["#6", "#7", "#7", "#6"],
        "9h 2c ks 6d",
        "7d",
    );
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 0, Action::GiveTo { target: 3 });
    play(&mut s, 3, Action::Reject);
    let v = Eq8::view(&s, Viewer::Spectator);
    assert_eq!(v.market, vec![None, None, None, None, Some(c("7d"))]);
    // Zelensky bottoms a face-down card, unseen even by them.
    let events = play(&mut s, 3, Action::Bottom { slot: 0 });
    assert!(events.contains(&Event::BottomedFaceDown {
        seat: 3,
        slot: 0,
        card: Some(c("9h"))
    }));
    for v in [Viewer::Seat(3), Viewer::Seat(0), Viewer::Spectator] {
        assert!(!shows(&events, v, "9h"), "{v:?}");
    }
    // 14.D.1: the slots are fixed; the public ♦7 fills slot 1, the one that was freed, and the
    // other face-down cards stay in slots 2-4.
    assert_eq!(s.market, slots("7d 2c ks 6d"));
    let v = Eq8::view(&s, Viewer::Seat(1));
    assert_eq!(v.market, vec![Some(c("7d")), None, None, None]);
    assert_eq!(v.face_down, vec![false, true, true, true]);
}

#[test]
fn example_14d_swap_from_a_hidden_slot() {
    // Slot 2 (index 1) is face down; it holds ♠Q.
    let mut s = table(
        opts(&[Variant::FogOfWar]),
        &["4h #5", "#6", "#6"],
        "2c qs 9h 6d",
        "",
    );
    let deck = s.deck.len();
    let events = play(
        &mut s,
        0,
        Action::SwapWithMarket {
            card: c("4h"),
            slot: 1,
        },
    );
    assert_eq!(
        events[0],
        Event::SwappedWithMarketFaceDown {
            seat: 0,
            gave: Some(c("4h")),
            took: c("qs"),
            slot: 1
        }
    );
    assert!(s.hands[0].contains(&c("qs")));
    assert_eq!(s.deck.len(), deck, "no refill");
    // ♠Q is revealed to all as it leaves; ♥4 went in face down, known only to the swapper.
    assert!(shows(&events, Viewer::Spectator, "qs"));
    assert!(!shows(&events, Viewer::Seat(1), "4h"));
    assert_eq!(Eq8::view(&s, Viewer::Seat(0)).market[1], Some(c("4h")));
    assert_eq!(Eq8::view(&s, Viewer::Seat(1)).market[1], None);
    assert!(s.is_face_down(c("4h")));
}

#[test]
fn fog_peek_shows_up_to_two_slots_to_the_peeker_only() {
    let mut s = table(
        opts(&[Variant::FogOfWar]),
        &["#5", "#5", "#6"],
        "2c qs 9h 6d",
        "",
    );
    let peeks: Vec<Action> = Eq8::legal(&s, 0)
        .into_iter()
        .filter(|a| matches!(a, Action::Peek { .. }))
        .collect();
    assert_eq!(peeks.len(), 4 + 6, "one or two of the four slots");
    let msg = refuse(
        &mut s,
        0,
        Action::Peek {
            slots: vec![0, 1, 2],
        },
    );
    assert!(msg.contains("one or two"), "{msg}");
    let events = play(&mut s, 0, Action::Peek { slots: vec![0, 2] });
    assert_eq!(s.tokens[0], 1);
    assert_eq!((s.active, &s.phase), (0, &Phase::Turn), "the turn goes on");
    assert!(shows(&events, Viewer::Seat(0), "9h"));
    assert!(!shows(&events, Viewer::Seat(1), "9h") && !shows(&events, Viewer::Spectator, "2c"));
    let mine = Eq8::view(&s, Viewer::Seat(0));
    assert_eq!(mine.market, vec![Some(c("2c")), None, Some(c("9h")), None]);
    assert_eq!(Eq8::view(&s, Viewer::Seat(1)).market, vec![None; 4]);
    let msg = refuse(&mut s, 0, Action::Peek { slots: vec![1] });
    assert!(msg.contains("already peeked"), "{msg}");
    // The peeked card stays known while it stays in the Market, in its own slot: giving slot
    // 2 leaves that slot empty and renumbers nothing (14.D.1).
    play(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 1 });
    let mine = Eq8::view(&s, Viewer::Seat(0));
    assert_eq!(mine.market, vec![Some(c("2c")), None, Some(c("9h")), None]);
    assert_eq!(mine.empty, vec![false, true, false, false]);
    assert_eq!(mine.face_down, vec![true, false, true, true]);
}

#[test]
fn fog_market_gives_show_the_card_to_the_target_only_and_keep_the_face_on_return() {
    let mut s = table(
        opts(&[Variant::FogOfWar]),
        &["#5", "#4", "#6"],
        "2c qs 9h 6d",
        "5h",
    );
    let events = play(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 1 });
    assert!(shows(&events, Viewer::Seat(1), "qs"));
    assert!(!shows(&events, Viewer::Seat(2), "qs") && !shows(&events, Viewer::Seat(0), "qs"));
    assert!(!Eq8::prompts(&s)[0].what.contains("♠Q"));
    assert!(view_shows(&s, Viewer::Seat(1), "qs"));
    assert!(!view_shows(&s, Viewer::Seat(0), "qs") && !view_shows(&s, Viewer::Spectator, "qs"));
    // Rejected: back face down in its slot, and the rejector remembers it.
    let events = play(&mut s, 1, Action::Reject);
    assert!(matches!(
        events[0],
        Event::RejectedFaceDown {
            seat: 1,
            slot: 1,
            ..
        }
    ));
    assert!(s.is_face_down(c("qs")) && s.market[1] == Some(c("qs")));
    assert_eq!(Eq8::view(&s, Viewer::Seat(1)).market[1], Some(c("qs")));
    assert_eq!(Eq8::view(&s, Viewer::Seat(2)).market[1], None);
    // Accepted (a Give to yourself needs no answer): revealed as it leaves; the refill comes
    // face down.
    let events = play(&mut s, 1, Action::GiveFromMarket { slot: 1, target: 1 });
    assert!(events.contains(&Event::Accepted {
        seat: 1,
        card: c("qs")
    }));
    assert!(events.contains(&Event::RefilledFaceDown {
        slot: 1,
        card: Some(c("5h"))
    }));
    assert!(!shows(&events, Viewer::Seat(1), "5h"));
    assert!(s.is_face_down(c("5h")));
    // A face-up card that is rejected back stays face up.
    let mut s = table(
        opts(&[Variant::FogOfWar]),
        &["#5", "#4", "#6"],
        "2c qs 9h 6d",
        "",
    );
    s.fog.face_down.retain(|&k| k != c("9h"));
    play(&mut s, 0, Action::GiveFromMarket { slot: 2, target: 1 });
    assert!(
        view_shows(&s, Viewer::Spectator, "9h"),
        "a face-up card is public"
    );
    play(&mut s, 1, Action::Reject);
    assert!(!s.is_face_down(c("9h")));
    assert_eq!(Eq8::view(&s, Viewer::Spectator).market[2], Some(c("9h")));
}

#[test]
fn fog_round_end_skips_the_refill() {
    // 14.D.4: the round ends at once; no refill.
    let mut s = table(
        opts(&[Variant::FogOfWar]),
        &["#8", "#8", "#7"],
        "2c qs 9h 6d",
        "5h",
    );
    s.tokens[2] = 0;
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 2 });
    assert!(s.is_over());
    assert_eq!(s.market, slots("- qs 9h 6d"), "slot 1 stays empty");
    // The base game refills (section 11).
    let mut s = table(Options::default(), &["#8", "#8", "#7"], "2c qs 9h 6d", "5h");
    s.tokens[2] = 0;
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 2 });
    assert!(s.is_over());
    assert_eq!(s.market, slots("5h qs 9h 6d"));
}

// ------------------------------------------------------------------ 14.E Rank Powers

#[test]
fn example_14e_queen_into_planning() {
    // Your teammate (seat 2) gives you (seat 0) ♥Q from the Market.
    let mut s = table(
        opts(&[Variant::TeamPlay, Variant::RankPowers]),
        &["#5", "#6", "#6", "#6"],
        "qh 2c 3s 6d",
        "5h 7c 8d",
    );
    s.active = 2;
    play(&mut s, 2, Action::GiveFromMarket { slot: 0, target: 0 });
    let events = play(&mut s, 0, Action::Accept);
    // Refill first (section 8), then the Queen (15.B).
    let refill = events
        .iter()
        .position(|e| matches!(e, Event::Refilled { .. }))
        .unwrap();
    let power = events
        .iter()
        .position(|e| matches!(e, Event::RankPower { .. }))
        .unwrap();
    assert!(refill < power);
    assert_eq!(s.market[0], Some(c("5h")));
    assert_eq!(s.phase, Phase::QueenReorder { seat: 0 });
    assert_eq!(prompt_seats(&s), vec![(0, PromptKind::Decision)]);
    // Only the Queen's holder sees the two cards.
    assert_eq!(Eq8::view(&s, Viewer::Seat(0)).deck_top, cards("7c 8d"));
    assert!(view_shows(&s, Viewer::Seat(0), "8d"));
    for v in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
        assert!(
            !view_shows(&s, v, "8d") && !shows(&events, v, "8d"),
            "{v:?}"
        );
    }
    assert_eq!(
        Eq8::timeout_action(&s, 0),
        Some(Action::QueenOrder { top: c("7c") }),
        "EQ-10: keep the order"
    );
    play(&mut s, 0, Action::QueenOrder { top: c("8d") });
    assert_eq!(top(&s), c("8d"));
    assert_eq!(s.deck[s.deck.len() - 2], c("7c"));
    assert_eq!(s.active, 3);
    // The holder still knows what is on top.
    assert_eq!(Eq8::view(&s, Viewer::Seat(0)).deck_top, cards("8d 7c"));
}

#[test]
fn example_14e_kings_tribute() {
    // You (seat 1) accept ♠K from a top-deck Give and give it on; nobody can react.
    let mut s = table(
        opts(&[Variant::RankPowers]),
        &["#6", "#5", "#6", "#6"],
        "9h 2c 3s 6d",
        "ks",
    );
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    assert_eq!(
        s.phase,
        Phase::KingGive {
            seat: 1,
            king: c("ks")
        }
    );
    assert_eq!(prompt_seats(&s), vec![(1, PromptKind::Decision)]);
    // EQ-10: the timeout gives the King to the first eligible player clockwise.
    assert_eq!(
        Eq8::timeout_action(&s, 1),
        Some(Action::KingGive {
            card: c("ks"),
            target: 2
        })
    );
    let msg = refuse(
        &mut s,
        1,
        Action::KingGive {
            card: c("9h"),
            target: 2,
        },
    );
    assert!(msg.contains("You do not hold"), "{msg}");
    let events = play(
        &mut s,
        1,
        Action::KingGive {
            card: c("ks"),
            target: 3,
        },
    );
    assert!(events.contains(&Event::Gave {
        from: 1,
        to: 3,
        card: c("ks"),
        origin: Origin::Hand,
        forced: true
    }));
    // Accepted at once although seat 3 holds tokens, and, as the worked example says, the
    // King-Give sets off the recipient's own power: the King's power fires again, for its new
    // holder (14.E.3, 14.E.4).
    assert!(s.hands[3].contains(&c("ks")));
    assert!(events.contains(&Event::RankPower {
        seat: 3,
        card: c("ks")
    }));
    assert_eq!(
        s.phase,
        Phase::KingGive {
            seat: 3,
            king: c("ks")
        }
    );
    assert_eq!(prompt_seats(&s), vec![(3, PromptKind::Decision)]);
    // Seat 1 (now 5 cards) is the only fewest-cards player. The King coming back to seat 1,
    // whose King power already fired this turn, sets off nothing more: each player gets a
    // card's power at most once per turn, so the chain ends.
    let events = play(
        &mut s,
        3,
        Action::KingGive {
            card: c("ks"),
            target: 1,
        },
    );
    assert!(!events.iter().any(|e| matches!(e, Event::RankPower { .. })));
    assert!(s.hands[1].contains(&c("ks")));
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn a_king_bouncing_between_two_players_on_timeouts_ends() {
    // Hand sizes 6/5/7/7: the King goes to seat 1 (the only 5), whose timeout gives it to the
    // first fewest player clockwise, seat 0 (EQ-10); seat 0's King power sends it back to seat
    // 1, now again the only fewest. Were powers unlimited this would never stop; once per
    // player and card per turn, it stops when the King returns to seat 1.
    let mut s = table(
        opts(&[Variant::RankPowers]),
        &["#6", "#5", "#7", "#7"],
        "9h 2c 3s 6d",
        "kh",
    );
    let mut powers = Vec::new();
    let mut steps = 0;
    while s.active == 0 {
        steps += 1;
        assert!(steps < 20, "the King chain does not end: {:?}", s.phase);
        let seat = Eq8::prompts(&s)[0].seat;
        let action = Eq8::timeout_action(&s, seat).unwrap();
        for e in play(&mut s, seat, action) {
            if let Event::RankPower { seat, card } = e {
                powers.push((seat, card));
            }
        }
    }
    assert_eq!(powers, vec![(1, c("kh")), (0, c("kh"))]);
    assert!(s.hands[1].contains(&c("kh")));
    assert_eq!(
        s.hands.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![6, 6, 7, 7]
    );
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn a_card_whose_power_fired_for_one_player_still_fires_for_another() {
    // The once-per-turn limit is per player and card: an Ace whose power already fired for
    // seat 2 this turn (set by hand here) still pays seat 1 when a King-Give hands it on
    // (14.E.3 chains).
    let mut s = table(
        opts(&[Variant::RankPowers]),
        &["#6", "#5", "ah #5", "#6"],
        "9h 2c 3s 6d",
        "kc",
    );
    s.this_turn.fired.push((2, c("ah")));
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    // Seat 1 gives the King on to seat 2, whose King power passes the Ace back to seat 1 (now
    // the only fewest).
    play(
        &mut s,
        1,
        Action::KingGive {
            card: c("kc"),
            target: 2,
        },
    );
    assert_eq!(
        s.phase,
        Phase::KingGive {
            seat: 2,
            king: c("kc")
        }
    );
    let events = play(
        &mut s,
        2,
        Action::KingGive {
            card: c("ah"),
            target: 1,
        },
    );
    assert!(events.contains(&Event::RankPower {
        seat: 1,
        card: c("ah")
    }));
    assert_eq!(s.tokens[1], 3, "the Ace pays its new holder");
}

#[test]
fn a_king_give_can_chain_into_the_recipients_power() {
    let mut s = table(
        opts(&[Variant::RankPowers]),
        &["#6", "ah #4", "#6", "#6"],
        "9h 2c 3s 6d",
        "kc",
    );
    s.tokens[3] = 1;
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    let events = play(
        &mut s,
        1,
        Action::KingGive {
            card: c("ah"),
            target: 3,
        },
    );
    assert!(events.contains(&Event::RankPower {
        seat: 3,
        card: c("ah")
    }));
    assert_eq!(s.tokens[3], 2, "the Ace pays its new holder");
}

#[test]
fn jack_offers_a_free_swap_that_may_be_declined() {
    let mut s = table(
        opts(&[Variant::RankPowers]),
        &["#6", "4c #4", "#6"],
        "9h 2c 3s 6d",
        "jd",
    );
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    assert_eq!(s.phase, Phase::JackSwap { seat: 1 });
    assert_eq!(Eq8::timeout_action(&s, 1), Some(Action::Decline));
    let mut declined = s.clone();
    play(&mut declined, 1, Action::Decline);
    assert_eq!(declined.active, 1);
    let events = play(
        &mut s,
        1,
        Action::JackSwap {
            card: c("4c"),
            slot: 0,
        },
    );
    assert!(matches!(events[0], Event::JackSwapped { seat: 1, .. }));
    assert_eq!(s.market[0], Some(c("4c")));
    assert!(s.hands[1].contains(&c("9h")));
    assert_eq!(s.tokens[1], 2, "free of charge");
    assert_eq!(s.active, 1);
}

#[test]
fn aces_pay_a_token_up_to_three_and_swaps_set_off_nothing() {
    let powers = opts(&[Variant::RankPowers]);
    let mut s = table(powers.clone(), &["#6", "#5", "#6"], "9h 2c 3s 6d", "ad");
    s.tokens[1] = 3;
    play(&mut s, 0, Action::DrawFromDeck);
    let events = play(&mut s, 1, Action::Accept);
    assert!(events.contains(&Event::TokenGained {
        seat: 1,
        reason: TokenReason::Ace,
        kept: false
    }));
    assert_eq!(s.tokens[1], 3);
    // Taking a Jack by a swap is not accepting it (14.E.3).
    let mut s = table(powers.clone(), &["4c #5", "#5", "#6"], "jh 2c 3s 6d", "");
    play(
        &mut s,
        0,
        Action::SwapWithMarket {
            card: c("4c"),
            slot: 0,
        },
    );
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
    // A round-ending acceptance sets off nothing (14.E.1).
    let mut s = table(powers, &["#8", "#8", "#7"], "9h 2c 3s 6d", "kd");
    s.tokens[2] = 0;
    play(&mut s, 0, Action::DrawFromDeck);
    assert!(s.is_over());
}

// ------------------------------------------------------------------ 15.B, 15.C and 15.D

#[test]
fn preset_player_counts_are_enforced() {
    for p in Preset::ALL {
        for players in 2..=6 {
            let ok = Eq8::setup(&Options::preset(p), players, 1).is_ok();
            assert_eq!(
                ok,
                p.players().contains(&players),
                "{} with {players}",
                p.name()
            );
        }
    }
    let err = Eq8::setup(&Options::preset(Preset::TokenDay), 6, 1)
        .unwrap_err()
        .0;
    assert!(err.contains("Token Day preset is for 3 to 5"), "{err}");
}

#[test]
fn token_day_stock_ace_pays_twice_within_the_cap() {
    // 15.C: a Stock-origin Ace can yield two tokens; 15.B: Burden Pays before the power.
    let mut s = table(
        Options::preset(Preset::TokenDay),
        &["#6", "#5", "#6"],
        "9h 2c 3s 6d",
        "as 7d",
    );
    s.tokens[1] = 1;
    play(&mut s, 0, Action::DrawFromDeck);
    let events = play(&mut s, 1, Action::Accept);
    let gains: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::TokenGained { .. }))
        .collect();
    assert_eq!(
        gains,
        vec![
            &Event::TokenGained {
                seat: 1,
                reason: TokenReason::BurdenPays,
                kept: true
            },
            &Event::TokenGained {
                seat: 1,
                reason: TokenReason::Ace,
                kept: true
            }
        ]
    );
    assert_eq!(s.tokens[1], 3);
    // From 2 tokens the second gain hits the cap.
    let mut s = table(
        Options::preset(Preset::TokenDay),
        &["#6", "#5", "#6"],
        "9h 2c 3s 6d",
        "as 7d",
    );
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    assert_eq!(s.tokens[1], 3);
}

#[test]
fn token_day_market_king_refills_from_the_stock_before_the_king_gives() {
    let mut s = table(
        Options::preset(Preset::TokenDay),
        &["#6", "#5", "#6"],
        "kh 2c 3s 6d",
        "7d 8d",
    );
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    let events = play(&mut s, 1, Action::Accept);
    let kinds: Vec<String> = events
        .iter()
        .map(|e| serde_json::to_value(e).unwrap()["type"].to_string())
        .collect();
    assert_eq!(
        kinds,
        [
            "\"accepted\"",
            "\"refilled\"",
            "\"stock_revealed\"",
            "\"rank_power\""
        ]
    );
    assert_eq!(s.market[0], Some(c("7d")), "the refill took the Stock");
    assert_eq!(Eq8::view(&s, Viewer::Spectator).stock, Some(c("8d")));
    assert!(matches!(s.phase, Phase::KingGive { seat: 1, .. }));
}

#[test]
fn enigma_quick_toss_on_a_face_down_give() {
    let mut s = table(
        Options::preset(Preset::Enigma),
        &["#6", "#5", "#6", "#6"],
        "9h 2c 3s 6d",
        "",
    );
    s.tokens[1] = 0;
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    // The tossing teammate decides without seeing the face-down card; the target sees it.
    assert_eq!(prompt_seats(&s), vec![(3, PromptKind::Reaction)]);
    assert!(!view_shows(&s, Viewer::Seat(3), "9h"));
    assert!(view_shows(&s, Viewer::Seat(1), "9h"));
    assert!(Eq8::prompts(&s).iter().all(|p| !p.what.contains("♥9")));
    play(&mut s, 3, Action::QuickToss);
    let events = play(&mut s, 1, Action::Reject);
    assert!(matches!(events[0], Event::RejectedFaceDown { .. }));
    assert!(s.is_face_down(c("9h")), "back face down (14.D.2)");
    assert_eq!(s.active, 1);
    assert!(s.team.skip[3]);
}

#[test]
fn deduction_night_peek_give_then_wind_leaves_the_market_alone() {
    let mut s = table(
        Options::preset(Preset::DeductionNight),
        &["2c 3c 4c #2", "2d 3d 4d", "2h 3h 4h #1"],
        "9s 8s 7s 6s",
        "",
    );
    play(&mut s, 0, Action::Peek { slots: vec![0, 1] });
    play(&mut s, 0, Action::GiveFromMarket { slot: 3, target: 1 });
    play(&mut s, 1, Action::Accept);
    assert_eq!(s.phase, Phase::WindOffer);
    play(&mut s, 0, Action::CallWind { clockwise: false });
    assert_eq!(s.tokens[0], 0, "peek and Wind cost one token each");
    let market = s.market.clone();
    for (seat, card) in [(0, "2c"), (1, "2d"), (2, "2h")] {
        play(&mut s, seat, Action::WindPick { card: c(card) });
    }
    // Counterclockwise: 0 → 2, 1 → 0, 2 → 1. The Market is untouched and still hidden.
    assert!(s.hands[2].contains(&c("2c")) && s.hands[0].contains(&c("2d")));
    assert!(s.hands[1].contains(&c("2h")));
    assert_eq!(s.market[..3], market[..3]);
    assert_eq!(
        Eq8::view(&s, Viewer::Seat(0)).market[..2],
        [Some(c("9s")), Some(c("8s"))]
    );
    assert_eq!(Eq8::view(&s, Viewer::Seat(1)).market[0], None);
}

#[test]
fn pillow_of_winds_the_wind_comes_after_the_king_chain() {
    // 15.B.5: Wind of Change only after the action fully resolved, powers included.
    let mut s = table(
        Options::preset(Preset::PillowOfWinds),
        &["#6", "#5", "#6", "#6"],
        "9h 2c 3s 6d",
        "ks",
    );
    s.tokens[3] = 0;
    play(&mut s, 0, Action::DrawFromDeck);
    play(&mut s, 1, Action::Accept);
    assert!(matches!(s.phase, Phase::KingGive { seat: 1, .. }));
    play(
        &mut s,
        1,
        Action::KingGive {
            card: c("ks"),
            target: 2,
        },
    );
    // The King's new holder gives it on in turn (14.E.4); no Wind offer in the middle.
    assert!(matches!(s.phase, Phase::KingGive { seat: 2, .. }));
    play(
        &mut s,
        2,
        Action::KingGive {
            card: c("ks"),
            target: 1,
        },
    );
    assert_eq!(s.phase, Phase::WindOffer);
    assert_eq!(
        prompt_seats(&s),
        vec![(0, PromptKind::Decision)],
        "the active player"
    );
    // Assist ends the turn at once: no Wind after it.
    let mut s = table(
        Options::preset(Preset::PillowOfWinds),
        &["#6", "#5", "#6", "#6"],
        "9h 2c 3s 6d",
        "",
    );
    play(&mut s, 0, Action::Assist { to: 2 });
    assert_eq!((s.active, &s.phase), (1, &Phase::Turn));
}

#[test]
fn socialist_capitalism_relay_forced_give_takes_the_stock_and_pays() {
    let mut s = table(
        Options::preset(Preset::SocialistCapitalism),
        &["4s #5", "#7", "#6", "#7"],
        "9h 2c 3s 6d",
        "8c 7h",
    );
    play(
        &mut s,
        0,
        Action::RelaySwap {
            teammate: 2,
            card: c("4s"),
        },
    );
    let pick = s.hands[2][0];
    let events = play(&mut s, 2, Action::RelayPick { card: pick });
    assert!(events.contains(&Event::DeckRevealed {
        by: 0,
        card: c("8c"),
        forced: true
    }));
    // The next Stock is shown once the Forced Give has resolved (14.B.2).
    assert_eq!(Eq8::view(&s, Viewer::Spectator).stock, None);
    let events = play(&mut s, 0, Action::GiveTo { target: 2 });
    assert!(events.contains(&Event::StockRevealed { card: c("7h") }));
    assert!(s.hands[2].contains(&c("8c")));
    assert_eq!(
        s.tokens[2], 3,
        "Burden Pays on the Forced Give from the Stock"
    );
    // Tokens are capped at 3: no Assist and no Quick Toss into a full teammate.
    s.active = 0;
    s.tokens[0] = 1;
    assert!(!Eq8::legal(&s, 0).contains(&Action::Assist { to: 2 }));
    let mut s = table(
        Options::preset(Preset::SocialistCapitalism),
        &["#6", "#5", "#6", "#6"],
        "9h 2c 3s 6d",
        "",
    );
    s.tokens[1] = 3;
    play(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert!(
        matches!(s.phase, Phase::GiveReaction { target: 1, .. }),
        "no Quick Toss window: {:?}",
        s.phase
    );
    let mut s2 = table(
        Options::preset(Preset::SocialistCapitalism),
        &["#6", "#5", "#6", "#6"],
        "9h 2c 3s 6d",
        "",
    );
    s2.tokens[1] = 2;
    play(&mut s2, 0, Action::GiveFromMarket { slot: 0, target: 1 });
    assert!(
        matches!(s2.phase, Phase::QuickToss { .. }),
        "below the cap it opens"
    );
}

#[test]
fn team_play_and_wind_the_wind_follows_a_relay_swap_once_per_round() {
    // 15.D: resolve, then Wind; the Relay Swap limit still holds.
    let options = opts(&[Variant::TeamPlay, Variant::WindOfChange]);
    let mut s = table(options, &["4s #5", "#7", "#6", "#7"], "9h 2c 3s 6d", "8c");
    play(
        &mut s,
        0,
        Action::RelaySwap {
            teammate: 2,
            card: c("4s"),
        },
    );
    let pick = s.hands[2][0];
    play(&mut s, 2, Action::RelayPick { card: pick });
    play(&mut s, 0, Action::GiveTo { target: 0 });
    assert_eq!(s.phase, Phase::WindOffer, "after the Forced Give resolved");
    play(&mut s, 0, Action::CallWind { clockwise: true });
    for seat in 0..4 {
        let card = s.hands[seat][0];
        play(&mut s, seat, Action::WindPick { card });
    }
    assert_eq!(s.active, 1);
    play(&mut s, 1, Action::DrawFromDeck);
    assert!(matches!(s.phase, Phase::GiveReaction { target: 2, .. }));
    play(&mut s, 2, Action::Accept);
    assert_eq!(
        (s.active, &s.phase),
        (2, &Phase::Turn),
        "one Wind per round"
    );
    assert!(!eight_quilibrium::rules::team_play::can_relay(&s, 2));
}

#[test]
fn stock_powers_and_wind_resolve_in_15b_order() {
    // 15.D: Stock King accepted → Burden Pays → King-Give → (then) the Wind offer.
    let options = opts(&[
        Variant::OpenStock,
        Variant::RankPowers,
        Variant::WindOfChange,
    ]);
    let mut s = table(options, &["#6", "#5", "#6"], "9h 2c 3s 6d", "kd 5c");
    play(&mut s, 0, Action::DrawFromDeck);
    let events = play(&mut s, 1, Action::Accept);
    let burden = events
        .iter()
        .position(|e| matches!(e, Event::TokenGained { .. }))
        .unwrap();
    let power = events
        .iter()
        .position(|e| matches!(e, Event::RankPower { .. }))
        .unwrap();
    assert!(burden < power);
    assert_eq!(s.tokens[1], 3);
    assert!(matches!(s.phase, Phase::KingGive { .. }));
    play(
        &mut s,
        1,
        Action::KingGive {
            card: c("kd"),
            target: 0,
        },
    );
    // Seat 0 now holds the King and gives on in turn (14.E.4), to seat 1 (the only fewest),
    // whose King power already fired: the chain ends and only then may the Wind be called.
    assert!(matches!(s.phase, Phase::KingGive { seat: 0, .. }));
    assert!(!Eq8::legal(&s, 0).contains(&Action::CallWind { clockwise: true }));
    play(
        &mut s,
        0,
        Action::KingGive {
            card: c("kd"),
            target: 1,
        },
    );
    assert_eq!(s.phase, Phase::WindOffer);
    assert_eq!(Eq8::view(&s, Viewer::Spectator).stock, Some(c("5c")));
}

// ------------------------------------------------------------------ EQ-2 matches

#[test]
fn eq2_rounds_add_up_rotate_the_start_and_reset_tokens() {
    let options = Options::default().rounds(2);
    let mut s = table(options, &["#8", "#7", "#8"], "9h 2c 3s 6d", "5h");
    s.tokens = vec![0, 0, 3];
    let events = play(&mut s, 0, Action::DrawFromDeck);
    let first: Vec<u32> = s.round.history[0].totals.clone();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RoundEnded { round: 1, cumulative, .. } if *cumulative == first
    )));
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        starter: 1
    }));
    assert!(!s.is_over());
    assert_eq!((s.round.round, s.active, s.turn), (2, 1, 1));
    assert_eq!(s.tokens, vec![2, 2, 2]);
    assert!(s.hands.iter().all(|h| h.len() == 3));
    assert_eq!(s.market.len(), 4);
    let v = Eq8::view(&s, Viewer::Spectator);
    assert_eq!(v.match_points, first);
    assert_eq!(v.last_round.as_ref().map(|r| r.round), Some(1));
    assert!(Eq8::outcome(&s).is_none());
    while !s.is_over() {
        let seat = Eq8::prompts(&s)[0].seat;
        let a = Eq8::timeout_action(&s, seat).unwrap();
        play(&mut s, seat, a);
    }
    let second = &s.round.history[1].totals;
    let r = Eq8::outcome(&s).unwrap();
    for seat in 0..3 {
        assert_eq!(r.score[seat], i64::from(first[seat] + second[seat]));
    }
    assert_eq!(Eq8::view(&s, Viewer::Spectator).match_places, Some(r.place));
}

#[test]
fn stored_base_states_without_variant_fields_still_load() {
    let s = Eq8::setup(&Options::default(), 3, 9).unwrap();
    let mut json = serde_json::to_value(&s).unwrap();
    let obj = json.as_object_mut().unwrap();
    for key in ["this_turn", "seen", "fog", "team", "wind", "round"] {
        obj.remove(key);
    }
    obj.insert("options".into(), serde_json::json!({}));
    let back: State = serde_json::from_value(json).unwrap();
    assert_eq!(back.round.round, 1);
    assert_eq!(Eq8::legal(&back, 0), Eq8::legal(&s, 0));
}

#[test]
fn states_stored_before_fixed_slots_resume_a_market_give() {
    // Older builds stored the Market as plain cards, the three others side by side while a
    // Market card was being given, and the fired powers as a list of cards.
    let mut s = table(Options::default(), &["#6", "#5", "#7"], "9h 2c ks 6d", "5h");
    play(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 1 });
    let mut json = serde_json::to_value(&s).unwrap();
    json["market"] = serde_json::json!(["9h", "ks", "6d"]);
    json["this_turn"] = serde_json::json!({"powers": ["kc"]});
    let old: State = serde_json::from_value(json).unwrap();
    assert_eq!(old.market, slots("9h ks 6d"));
    let mut accepted = old.clone();
    play(&mut accepted, 1, Action::Accept);
    assert_eq!(
        accepted.market,
        slots("9h 5h ks 6d"),
        "refilled in its slot"
    );
    let mut rejected = old;
    play(&mut rejected, 1, Action::Reject);
    assert_eq!(rejected.market, slots("9h 2c ks 6d"), "back in its slot");
}
