//! No hidden card in any public message: random games through the same path as Discord, checking
//! every public reply (text, view and component labels) against the cards only some seats know:
//! their hands, and with the variants also face-down Market cards they looked at, the Queen's
//! look at the deck, and their secret picks.
mod common;
use common::*;
use game_kit::cards::{full_deck, Card};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::collections::HashSet;

/// Every way a card can appear in a message: its symbol form in text, its code in a view.
fn mentions(msg: &Value, card: &Card) -> bool {
    let text = msg.to_string();
    let symbol = card.to_string();
    text.contains(&symbol) || text.contains(&format!("\"{}\"", card.code()))
}

/// The cards a JSON value names by code.
fn cards_in(v: &Value) -> HashSet<Card> {
    let text = v.to_string();
    full_deck()
        .into_iter()
        .filter(|c| text.contains(&format!("\"{}\"", c.code())))
        .collect()
}

/// A card leaves secrecy by the rules when it is taken from the Market or the deck ("takes",
/// revealed as it leaves, 14.D.2), given openly ("gives", e.g. a King-Give from the hand), or
/// swapped out of the Market ("for ♠Q"); and every hand is shown when a round ends.
fn revealed_by_rule(text: &str, card: &Card) -> bool {
    let c = card.to_string();
    text.contains("over!")
        || text.contains(&format!("takes {c}"))
        || text.contains(&format!("gives {c}"))
        || text.contains(&format!("for {c}"))
}

/// Plays one random game of `options` and checks every public reply; returns the number of
/// public lines announcing a secret exchange (swaps, Relay Swaps, Wind passes).
fn check_game(seed: u64, players: usize, options: Value) -> usize {
    let deck = full_deck();
    let mut t = Table::new(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let out = t.start_eq_with(players, options);
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
    for _ in 0..1500 {
        if t.finished() {
            break;
        }
        // What each seat knows that the spectators' board does not show, and that never went
        // public: its hand, face-down cards it saw, the deck cards it looked at, its picks.
        let public_now = cards_in(&t.board()["view"]);
        let hand = t.hand_id();
        let mut secrets: Vec<(String, Vec<Card>)> = Vec::new();
        for i in 1..=players {
            let user = format!("u{i}");
            let out = t.click(&user, &hand);
            let known = cards_in(&private_to(&out, &user).unwrap()["view"]);
            secrets.push((
                user,
                known
                    .into_iter()
                    .filter(|c| !public_now.contains(c) && !seen_publicly.contains(c))
                    .collect(),
            ));
        }
        let (user, view) = who_can_act(&mut t, players).expect("someone can act");
        let out = play_random(&mut t, &user, view, &mut rng);
        let game_over = t.finished();
        // A card legitimately goes public by entering the face-up Market or becoming the Stock.
        let public_after = cards_in(&t.board()["view"]);
        let notice: String = out
            .iter()
            .filter(|o| o["to"] == "public")
            .map(|o| o["text"].as_str().unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n");
        for m in out.iter().filter(|o| o["to"] == "public") {
            for (owner, cards) in &secrets {
                for c in cards.iter().filter(|c| !public_after.contains(c)) {
                    // At the end all hands are revealed on purpose.
                    assert!(
                        game_over || revealed_by_rule(&notice, c) || !mentions(m, c),
                        "seed {seed}: {c} known to {owner} appeared publicly: {m}"
                    );
                }
            }
        }
        note_public(&out, &mut seen_publicly);
    }
    assert!(t.finished(), "seed {seed}: game finished");
    t.log
        .iter()
        .filter(|o| {
            let text = o["text"].as_str().unwrap_or_default();
            o["to"] == "public"
                && (text.contains("swapped a card with")
                    || text.contains("exchange a card face down")
                    || text.contains("every player passes one card"))
        })
        .count()
}

#[test]
fn public_messages_never_show_a_card_that_only_its_owner_knows() {
    let mut swaps = 0;
    for (seed, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 5), (5, 6), (6, 4)] {
        swaps += check_game(seed, players, json!({}));
    }
    assert!(swaps > 0, "the games exercised secret swaps with players");
}

#[test]
fn public_messages_keep_every_variants_secrets() {
    let mut secret_exchanges = 0;
    for (seed, players, options) in [
        (11u64, 4usize, json!({"preset": "enigma"})),
        (12, 3, json!({"preset": "token_day"})),
        (13, 5, json!({"preset": "deduction_night"})),
        (14, 6, json!({"preset": "pillow_of_winds"})),
        (15, 4, json!({"preset": "socialist_capitalism"})),
        (
            16,
            4,
            json!({"variants": ["team_play", "open_stock", "wind_of_change", "fog_of_war",
                                "rank_powers"], "rounds": 2}),
        ),
        (17, 3, json!({"variants": "fog, stock, powers"})),
    ] {
        secret_exchanges += check_game(seed, players, options);
    }
    assert!(secret_exchanges > 0, "the games exercised secret exchanges");
}
