//! No hidden card in any public message: random games through the same path as Discord, checking
//! every public reply (text, view and component labels) against each seat's never-public cards.
mod common;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rules::cards::{full_deck, Card};
use serde_json::Value;
use std::collections::HashSet;

/// Every way a card can appear in a message: its symbol form in text, its code in a view.
fn mentions(msg: &Value, card: &Card) -> bool {
    let text = msg.to_string();
    let symbol = card.to_string();
    text.contains(&symbol) || text.contains(&format!("\"{}\"", card.code()))
}

fn hand_of(view: &Value) -> Vec<Card> {
    serde_json::from_value(view["view"]["hand"].clone()).unwrap_or_default()
}

#[test]
fn public_messages_never_show_a_card_that_only_its_owner_knows() {
    let deck = full_deck();
    let mut swaps = 0;
    for (seed, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 5), (5, 6), (6, 4)] {
        let mut t = Table::new(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let out = t.start_eq(players);
        let mut seen_publicly: HashSet<Card> = HashSet::new();
        let note_public = |out: &[Value], seen: &mut HashSet<Card>| {
            for m in out.iter().filter(|o| o["to"] == "public") {
                for c in &deck {
                    if mentions(m, c) {
                        seen.insert(*c);
                    }
                }
            }
        };
        note_public(&out, &mut seen_publicly);
        for _ in 0..400 {
            if t.finished() {
                break;
            }
            // Each seat's secret cards right now: in its hand, never shown publicly.
            let hand = t.hand_id();
            let mut secrets: Vec<(String, Vec<Card>)> = Vec::new();
            for i in 1..=players {
                let user = format!("u{i}");
                let out = t.click(&user, &hand);
                let cards = hand_of(private_to(&out, &user).unwrap());
                secrets.push((
                    user,
                    cards
                        .into_iter()
                        .filter(|c| !seen_publicly.contains(c))
                        .collect(),
                ));
            }
            let (user, view) = who_can_act(&mut t, players).expect("someone can act");
            let out = play_random(&mut t, &user, view, &mut rng);
            let game_over = t.finished();
            // A hand card legitimately goes public by entering the face-up Market.
            let market: Vec<Card> =
                serde_json::from_value(t.board()["view"]["market"].clone()).unwrap_or_default();
            for m in out.iter().filter(|o| o["to"] == "public") {
                for (owner, cards) in &secrets {
                    for c in cards.iter().filter(|c| !market.contains(c)) {
                        // At the end all hands are revealed on purpose.
                        assert!(
                            game_over || !mentions(m, c),
                            "seed {seed}: {c} of {owner} appeared publicly: {m}"
                        );
                    }
                }
            }
            note_public(&out, &mut seen_publicly);
        }
        assert!(t.finished(), "seed {seed}: game finished");
        swaps += t
            .log
            .iter()
            .filter(|o| {
                o["to"] == "public"
                    && o["text"]
                        .as_str()
                        .unwrap_or_default()
                        .contains("swapped a card with")
            })
            .count();
    }
    assert!(swaps > 0, "the games exercised secret swaps with players");
}
