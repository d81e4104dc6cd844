//! 8-quilibrium's bots remember what they saw: a card a seat saw another take (an
//! accepted Give) stays in that hand in every sample drawn with the seat's memory. (The checks
//! every game passes, `game_kit::bots::checks`, run from the registry.)
use eight_quilibrium::rules::{EightQuilibrium as Eq8, Event, Options};
use game_kit::bots::{Determinize, Recall, SearchRng};
use game_kit::Game;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn samples_remember_given_cards() {
    let mut checked = 0;
    for seed in 0..20u64 {
        let mut s = Eq8::setup(&Options::default(), 3, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut recall = Recall::<Eq8>::new(0);
        while let Some(p) = Eq8::prompts(&s).choose(&mut rng).cloned() {
            let a = Eq8::legal(&s, p.seat).choose(&mut rng).unwrap().clone();
            let events = Eq8::apply(&mut s, p.seat, a).unwrap();
            recall.observe(&events);
            for e in &events {
                let Event::Accepted { seat, card } = e else {
                    continue;
                };
                if *seat == 0 || !s.hands[*seat].contains(card) {
                    continue;
                }
                for draw in 0..4 {
                    let mut r = SearchRng::seed_from_u64(draw);
                    let sample = Eq8::determinize(&s, 0, recall.memory(), &mut r);
                    assert!(sample.hands[*seat].contains(card), "seed {seed}: {card:?}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked}");
}
