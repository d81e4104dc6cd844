//! Presenter tests over random games: every prompted seat's menu paths are valid, distinct and
//! prefix-free, field steps answer their typed labels, and the texts cover every view and event.

use super::paths::{action_path, codes};
use crate::rules::{Action, Equilibrix, Options};
use game_kit::{Game, Viewer};
use present_kit::present::Present;
use present_kit::testing::assert_prefix_free;
use present_kit::testing::XorShift;
use std::collections::BTreeSet;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A random legal action of `seat` that moves the game on: ending the turn, Back and Skip
/// only one time in `one_in` (or when nothing else is legal), so playouts reach crowded
/// boards. The alt-text and picture tests play this way.
pub(crate) fn forward_move(
    s: &crate::rules::State,
    seat: game_kit::Seat,
    rng: &mut XorShift,
    one_in: usize,
) -> Action {
    let legal = Equilibrix::legal(s, seat);
    let forward: Vec<&Action> = legal
        .iter()
        .filter(|a| !matches!(a, Action::EndTurn | Action::Back | Action::Skip))
        .collect();
    if forward.is_empty() || rng.below(one_in) == 0 {
        legal[rng.below(legal.len())].clone()
    } else {
        forward[rng.below(forward.len())].clone()
    }
}

#[test]
fn random_games_have_valid_menus_and_texts() {
    let (mut longest, mut sample) = (0, String::new());
    let mut most_fields = 0;
    for seed in 1..=6u64 {
        let players = 3 + (seed as usize % 4);
        let names = names(players);
        let mut state = Equilibrix::setup(&Options::default(), players, seed).unwrap();
        let mut rng = XorShift(seed * 7919 + 1);
        for _ in 0..250 {
            let Some(prompt) = Equilibrix::prompts(&state).into_iter().next() else {
                break;
            };
            let seat = prompt.seat;
            let legal = Equilibrix::legal(&state, seat);
            assert!(!legal.is_empty());
            let paths: Vec<_> = legal
                .iter()
                .map(|a| action_path(&state, seat, a, &names))
                .collect();
            let distinct: BTreeSet<Vec<String>> = paths.iter().map(|p| codes(p)).collect();
            assert_eq!(distinct.len(), paths.len(), "{legal:?}");
            assert_prefix_free(&paths);
            let fields = legal
                .iter()
                .filter(|a| matches!(a, Action::Stone { .. }))
                .count();
            most_fields = most_fields.max(fields);
            for (path, action) in paths.iter().zip(&legal) {
                assert!(!path.is_empty() && path.len() <= present_kit::codes::MAX_DEPTH);
                for step in path {
                    assert!((1..=80).contains(&step.label.chars().count()), "{step:?}");
                    assert!(step.code.len() <= present_kit::codes::CODE_MAX, "{step:?}");
                }
                let last = path.last().unwrap();
                match action {
                    Action::Stone { field } | Action::PayTax { field } => {
                        assert!(last.answers(&field.label().to_lowercase()), "{last:?}");
                        if path.len() == 2 {
                            assert!(path[0].answers(field.node_label()), "{path:?}");
                        }
                    }
                    Action::Move { to } => assert!(last.answers(to.name()), "{last:?}"),
                    Action::Recruit { who, at } => {
                        assert!(path[0].answers(&names[*who]) && last.answers(at.name()));
                    }
                    _ => {}
                }
            }
            for viewer in std::iter::once(Viewer::Spectator).chain((0..players).map(Viewer::Seat)) {
                let view = Equilibrix::view(&state, viewer);
                let board = Equilibrix::board_text(&view, &names);
                // The embed holds 4096 characters, and the table adds its own lines.
                assert!((1..=3300).contains(&board.chars().count()), "{board}");
                longest = longest.max(board.chars().count());
                if board.chars().count() == longest {
                    sample = board;
                }
                let private = Equilibrix::private_text(&view, &names);
                assert!((1..=1000).contains(&private.chars().count()), "{private}");
            }
            // Prefer stones and recruits over ending the turn, so boards fill up.
            let pick = if legal.len() > 1 && rng.below(6) != 0 {
                let forward: Vec<&Action> = legal
                    .iter()
                    .filter(|a| !matches!(a, Action::EndTurn | Action::Back))
                    .collect();
                forward[rng.below(forward.len().max(1)).min(forward.len() - 1)].clone()
            } else {
                legal[rng.below(legal.len())].clone()
            };
            let events = Equilibrix::apply(&mut state, seat, pick).unwrap();
            for e in &events {
                let line = Equilibrix::event_text(e, &names);
                assert!(!line.is_empty() && !line.contains('?'), "{line}");
            }
        }
    }
    println!("most fields offered at once: {most_fields}");
    println!("longest board ({longest}):\n{sample}");
}

#[test]
fn lobby_sets_the_round_limit() {
    let o = super::lobby::set_lobby_option(&Options::default(), "turns", &["0".into()]).unwrap();
    assert_eq!(o.turns, 0);
    assert!(super::lobby::lobby_text(&o, &names(3)).contains("no round limit"));
    assert!(super::lobby::set_lobby_option(&o, "turns", &["x".into()]).is_err());
    assert!(super::lobby::set_lobby_option(&o, "size", &["1".into()]).is_err());
    assert!(super::lobby::lobby_text(&o, &names(2)).contains('⚠'));
}

#[test]
fn texts_count_in_words_name_players_and_explain_the_map_codes() {
    // Issue 25: "1 triangle", "1 positional action", "1 stone" (never "(s)"), players by name
    // (never a zero-based seat number), and a legend for the political map codes.
    let mut s = Equilibrix::setup(&Options::default(), 3, 4).unwrap();
    s.turn.positional_left = 1;
    s.maps[0].0[crate::rules::MapField::parse("C1").unwrap().index()].push(1);
    s.spiral[0] = crate::rules::Pos {
        field: 9,
        ahead: true,
    };
    s.spiral[1] = crate::rules::Pos {
        field: 12,
        ahead: true,
    };
    s.taxes.push_back(crate::rules::Tax {
        mover: 2,
        node: 8,
        stones: 1,
        payer: None,
        leader: Some(1),
        begun: false,
    });
    let n = names(3);
    let mut view = Equilibrix::view(&s, Viewer::Seat(2));
    view.stock[2] = [1, 1];
    let board = Equilibrix::board_text(&view, &n);
    let private = Equilibrix::private_text(&view, &n);
    // The prompt as the table shows it: the engine's name marker filled in.
    let prompt = game_kit::Prompt::fill_names(&Equilibrix::prompts(&s)[0].what, |seat| {
        n.get(seat).cloned()
    });
    assert!(prompt.ends_with("call charity on Bea"), "{prompt}");
    for text in [&board, &private, &prompt] {
        assert!(!text.contains("(s)"), "{text}");
        assert!(!text.contains("seat"), "{text}");
        assert!(
            !text.contains("1 triangles") && !text.contains("1 lenses"),
            "{text}"
        );
    }
    assert!(board.contains("1 lens, 1 triangle"), "{board}");
    assert!(
        private.contains("Your stock: 1 lens, 1 triangle"),
        "{private}"
    );
    assert!(board.contains("1 positional action left"), "{board}");
    assert!(
        board.contains(
            "crossed the node after field 8 last and decides: pay 1 stone or have Bea pay"
        ),
        "{board}"
    );
    assert!(prompt.contains("pay 1 stone of tax"), "{prompt}");
    assert!(board.contains("C1 Bea"), "{board}");
    assert!(
        board.contains("C1, C2 coalition") && board.contains("OD opposition"),
        "{board}"
    );
    assert!(private.contains("Your political map: empty"), "{private}");
    assert!(private.contains("O1, O2 opposition"), "{private}");
    s.taxes.clear();
    let view = Equilibrix::view(&s, Viewer::Seat(0));
    let private = Equilibrix::private_text(&view, &n);
    assert!(private.contains("(1 positional action left)"), "{private}");
}
