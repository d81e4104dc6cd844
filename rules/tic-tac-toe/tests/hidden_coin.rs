//! The coins are secret until the end: over random games, nothing public (the spectator view,
//! the board text, the public event lines and the prompts) names a coin or depends on the
//! coins or on how they were settled, until the game is over; then the board and the last
//! event reveal both. A seat's own view and its own event line name its coin.

use game_kit::{Game, Viewer};
use present_kit::present::Present;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tic_tac_toe::rules::{Coin, Event, Options, State, TicTacToe as T};

fn names() -> Vec<String> {
    vec!["Ann".into(), "Bea".into()]
}

fn names_a_coin(text: &str) -> bool {
    let lower = text.to_lowercase();
    lower.contains("heads") || lower.contains("tails")
}

fn flip(coin: Coin) -> Coin {
    match coin {
        Coin::Heads => Coin::Tails,
        Coin::Tails => Coin::Heads,
    }
}

/// What the public gets of `state` after `events`.
fn public(state: &State, events: &[Event]) -> (String, String, Vec<String>, Vec<String>) {
    let view = T::view(state, Viewer::Spectator);
    let lines = events
        .iter()
        .filter_map(|e| T::redact(e, Viewer::Spectator))
        .map(|e| T::event_text(&e, &names()))
        .collect();
    let prompts = T::prompts(state).into_iter().map(|p| p.what).collect();
    (
        serde_json::to_string(&view).unwrap(),
        T::board_text(&view, &names()),
        lines,
        prompts,
    )
}

#[test]
fn no_public_text_shows_a_coin_before_the_end() {
    let mut reveals = 0;
    for seed in 0..200u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut s = T::setup(&Options::default(), 2, seed).unwrap();
        let mut events = Vec::new();
        loop {
            let (view, board, lines, prompts) = public(&s, &events);
            if s.ending().is_some() {
                // The end reveals both coins, on the board and in the last event.
                for coin in s.coins {
                    assert!(board.contains(&coin.name()), "{board}");
                }
                assert!(lines
                    .last()
                    .is_some_and(|l| l.starts_with("Coins revealed")));
                reveals += 1;
                break;
            }
            for text in [&view, &board].into_iter().chain(&lines).chain(&prompts) {
                assert!(!names_a_coin(text), "seed {seed}: {text}");
            }
            // Other coins (and, for a seat that tossed, another toss) give the same public text.
            for seat in 0..2 {
                let mut other = s.clone();
                other.coins[seat] = flip(other.coins[seat]);
                let other_events: Vec<Event> = events
                    .iter()
                    .map(|e| match e {
                        Event::Settled {
                            seat: who,
                            secret: Some(settle),
                        } if *who == seat => Event::Settled {
                            seat: *who,
                            secret: Some(tic_tac_toe::rules::Settle {
                                tossed: !settle.tossed,
                                coin: flip(settle.coin),
                            }),
                        },
                        e => e.clone(),
                    })
                    .collect();
                assert_eq!(
                    public(&other, &other_events),
                    (view.clone(), board.clone(), lines.clone(), prompts.clone()),
                    "seed {seed}: seat {seat}'s coin shows"
                );
                // Its owner sees it.
                let own = T::view(&s, Viewer::Seat(seat));
                let text = T::private_text(&own, &names());
                assert!(text.contains(&format!("Your coin: \u{E000}{}", s.coins[seat].name())));
                for e in events
                    .iter()
                    .filter_map(|e| T::redact(e, Viewer::Seat(seat)))
                {
                    if let Event::Settled { seat: who, secret } = &e {
                        assert_eq!(secret.is_some(), *who == seat, "{e:?}");
                    }
                }
            }
            let prompt = T::prompts(&s).choose(&mut rng).cloned().expect("a prompt");
            let action = *T::legal(&s, prompt.seat).choose(&mut rng).unwrap();
            events = T::apply(&mut s, prompt.seat, action).unwrap();
        }
    }
    assert_eq!(reveals, 200);
}
