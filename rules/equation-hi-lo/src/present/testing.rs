//! Helpers of the presenter's tests: names, random playouts through menus and forms, and
//! whether a text shows a card.

use crate::rules::{Card, EquationHiLo, Options, State};
use game_kit::Game;
use present_kit::present::FormOutcome;
use present_kit::testing::XorShift;
use std::collections::BTreeMap;

pub(super) fn names(n: usize) -> Vec<String> {
    [
        "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gus", "Hana",
    ][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Plays random games (random menu actions and random typed declarations through the
/// forms) and calls `check` on every state before each move.
pub(super) fn playouts(games: u64, mut check: impl FnMut(&State)) {
    for seed in 0..games {
        let players = 2 + (seed % 7) as usize;
        let options = Options {
            chips: 8 + (seed % 30) as u32,
            rounds: 3,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, players, seed).unwrap();
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        while let Some(p) = {
            check(&s);
            EquationHiLo::prompts(&s).into_iter().next()
        } {
            let forms = crate::present::forms::forms(&s, p.seat);
            let action = if forms.is_empty() {
                let legal = EquationHiLo::legal(&s, p.seat);
                legal[rng.below(legal.len())].clone()
            } else {
                let form = &forms[rng.below(3)];
                let fields: BTreeMap<String, String> = form
                    .inputs
                    .iter()
                    .map(|i| (i.id.clone(), i.value.clone().unwrap()))
                    .collect();
                match crate::present::forms::submit(&s, p.seat, &form.code, &fields).unwrap() {
                    FormOutcome::Action(a) => a,
                    FormOutcome::Note(n) => panic!("a declaration form gave a note: {n}"),
                }
            };
            EquationHiLo::apply(&mut s, p.seat, action).unwrap();
        }
    }
}

/// Whether `text` shows `card` (as "Gold 1", not as part of "Gold 10").
pub(super) fn shows(text: &str, card: Card) -> bool {
    let word = card.to_string();
    text.match_indices(&word).any(|(i, _)| {
        !text[i + word.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}
