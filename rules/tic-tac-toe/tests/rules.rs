//! The rules (`tic_tac_toe::rules`): the coins, rows, full boards and their coin tie-break,
//! refusals, timeouts and the bots' samples.

use game_kit::bots::Determinize;
use game_kit::GameRng;
use game_kit::{Game, PromptKind, Viewer};
use rand::SeedableRng;
use tic_tac_toe::rules::{Action, Coin, Ending, Event, Options, State, TicTacToe as T};

fn new_game(seed: u64) -> State {
    T::setup(&Options::default(), 2, seed).unwrap()
}

/// A game past its coins (both kept), with the coins set to `coins`.
fn playing(coins: [Coin; 2]) -> State {
    let mut s = new_game(1);
    T::apply(&mut s, 0, Action::Keep).unwrap();
    T::apply(&mut s, 1, Action::Keep).unwrap();
    s.coins = coins;
    s
}

/// Plays `squares` in turn, X first; returns the last move's events.
fn play(s: &mut State, squares: &[usize]) -> Vec<Event> {
    let mut events = Vec::new();
    for &square in squares {
        let seat = s.turn;
        events =
            T::apply(s, seat, Action::Place { square }).unwrap_or_else(|e| panic!("{square}: {e}"));
    }
    events
}

#[test]
fn only_two_players_sit_down() {
    for players in [0, 1, 3] {
        assert!(T::setup(&Options::default(), players, 1).is_err());
    }
}

#[test]
fn coins_come_from_the_seed_and_are_settled_in_secret_first() {
    assert_eq!(new_game(5), new_game(5));
    let dealt: Vec<[Coin; 2]> = (0..40).map(|seed| new_game(seed).coins).collect();
    assert!(dealt.iter().any(|c| c[0] == Coin::Heads) && dealt.iter().any(|c| c[0] == Coin::Tails));
    assert!(dealt.iter().any(|c| c[1] == Coin::Heads) && dealt.iter().any(|c| c[1] == Coin::Tails));

    let mut s = new_game(5);
    let prompts = T::prompts(&s);
    assert_eq!(prompts.len(), 2, "both settle at once");
    assert!(prompts.iter().all(|p| p.kind == PromptKind::Secret));
    assert_eq!(T::legal(&s, 0), [Action::Keep, Action::Toss]);
    let kept = s.coins[0];
    let events = T::apply(&mut s, 0, Action::Keep).unwrap();
    assert_eq!(s.coins[0], kept);
    let Event::Settled {
        secret: Some(settle),
        ..
    } = &events[0]
    else {
        panic!("{events:?}");
    };
    assert!(!settle.tossed && settle.coin == kept);
    assert_eq!(T::prompts(&s).len(), 1, "seat 1 still settles");
    T::apply(&mut s, 1, Action::Toss).unwrap();
    let prompts = T::prompts(&s);
    assert_eq!((prompts[0].seat, prompts[0].kind), (0, PromptKind::Turn));
    // Tossing draws a fair coin from the state's generator.
    let tossed: Vec<Coin> = (0..40)
        .map(|seed| {
            let mut s = new_game(seed);
            T::apply(&mut s, 1, Action::Toss).unwrap();
            s.coins[1]
        })
        .collect();
    assert!(tossed.contains(&Coin::Heads) && tossed.contains(&Coin::Tails));
}

#[test]
fn every_row_column_and_diagonal_wins() {
    // X takes the line, O answers on squares off it.
    for line in tic_tac_toe::rules::LINES {
        let mut spare = (0..9).filter(|s| !line.contains(s));
        let mut s = playing([Coin::Tails, Coin::Heads]);
        let (o1, o2) = (spare.next().unwrap(), spare.next().unwrap());
        // Two O marks off the line never make a row of their own.
        let events = play(&mut s, &[line[0], o1, line[1], o2, line[2]]);
        assert_eq!(s.row(), Some(0), "{line:?}");
        assert_eq!(s.ending(), Some(Ending::Row { winner: 0 }));
        assert_eq!(
            events.last(),
            Some(&Event::Ended {
                ending: Ending::Row { winner: 0 },
                coins: [Coin::Tails, Coin::Heads]
            }),
            "a row wins whatever the coins, and the end reveals them"
        );
        let r = T::outcome(&s).unwrap();
        assert_eq!((r.place, r.score), (vec![1, 2], vec![1, 0]));
        assert!(T::prompts(&s).is_empty());
    }
    // O wins too.
    let mut s = playing([Coin::Heads, Coin::Heads]);
    play(&mut s, &[0, 3, 1, 4, 8, 5]);
    assert_eq!(s.ending(), Some(Ending::Row { winner: 1 }));
    assert_eq!(T::outcome(&s).unwrap().place, vec![2, 1]);
}

/// X O X / X O O / O X X: a full board with no row.
const FULL: [usize; 9] = [0, 1, 2, 4, 3, 5, 7, 6, 8];

#[test]
fn a_full_board_goes_to_heads_and_equal_coins_draw() {
    for (coins, ending, place) in [
        (
            [Coin::Heads, Coin::Tails],
            Ending::Coins { winner: 0 },
            [1, 2],
        ),
        (
            [Coin::Tails, Coin::Heads],
            Ending::Coins { winner: 1 },
            [2, 1],
        ),
        ([Coin::Heads, Coin::Heads], Ending::Draw, [1, 1]),
        ([Coin::Tails, Coin::Tails], Ending::Draw, [1, 1]),
    ] {
        let mut s = playing(coins);
        let events = play(&mut s, &FULL);
        assert_eq!(s.row(), None);
        assert_eq!(s.ending(), Some(ending), "{coins:?}");
        assert_eq!(events.last(), Some(&Event::Ended { ending, coins }));
        assert_eq!(T::outcome(&s).unwrap().place, place, "{coins:?}");
        assert!(T::prompts(&s).is_empty());
    }
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let refused = |s: &mut State, seat: usize, action: Action| {
        let before = s.clone();
        let e = T::apply(s, seat, action).expect_err("refused");
        assert_eq!(*s, before, "{action:?} by {seat}: {e}");
        e.0
    };
    let mut s = new_game(3);
    assert!(refused(&mut s, 0, Action::Place { square: 4 }).contains("coins"));
    assert!(refused(&mut s, 2, Action::Keep).contains("not playing"));
    T::apply(&mut s, 0, Action::Toss).unwrap();
    assert!(refused(&mut s, 0, Action::Keep).contains("already"));
    T::apply(&mut s, 1, Action::Keep).unwrap();
    assert!(refused(&mut s, 1, Action::Keep).contains("settled"));
    assert!(refused(&mut s, 1, Action::Place { square: 4 }).contains("not your turn"));
    assert!(refused(&mut s, 0, Action::Place { square: 9 }).contains("no such square"));
    play(&mut s, &[4]);
    assert!(refused(&mut s, 1, Action::Place { square: 4 }).contains("taken"));
    play(&mut s, &[0, 1, 2, 7]);
    assert!(s.ending().is_some());
    assert!(refused(&mut s, 1, Action::Place { square: 3 }).contains("over"));
    assert!(T::legal(&s, 0).is_empty() && T::legal(&s, 1).is_empty());
}

#[test]
fn timeouts_keep_the_coin_and_take_the_first_free_square() {
    let mut s = new_game(8);
    let coins = s.coins;
    let mut moves = 0;
    while let Some(p) = T::prompts(&s).first().cloned() {
        let action = T::timeout_action(&s, p.seat).expect("a default");
        T::apply(&mut s, p.seat, action).unwrap();
        moves += 1;
    }
    assert_eq!(s.coins, coins, "kept");
    // X a1, O b1, X c1, O a2, X b2, O c2, X a3: the diagonal c1-b2-a3.
    assert_eq!(s.ending(), Some(Ending::Row { winner: 0 }));
    assert_eq!(moves, 2 + 7);
    assert_eq!(T::timeout_action(&s, 0), None);
}

#[test]
fn a_sample_keeps_what_the_seat_sees_and_redraws_the_other_coin() {
    let mut s = new_game(4);
    T::apply(&mut s, 0, Action::Keep).unwrap();
    T::apply(&mut s, 1, Action::Keep).unwrap();
    play(&mut s, &[4, 0]);
    let mut other = Vec::new();
    for draw in 0..40 {
        let mut rng = GameRng::seed_from_u64(draw);
        let sample = T::determinize(&s, 0, &(), &mut rng);
        assert_eq!(
            T::view(&sample, Viewer::Seat(0)),
            T::view(&s, Viewer::Seat(0))
        );
        other.push(sample.coins[1]);
        // Fair: the same view gives the same sample, whatever seat 1 truly holds.
        let mut flipped = s.clone();
        flipped.coins[1] = match s.coins[1] {
            Coin::Heads => Coin::Tails,
            Coin::Tails => Coin::Heads,
        };
        let mut again = GameRng::seed_from_u64(draw);
        assert_eq!(T::determinize(&flipped, 0, &(), &mut again), sample);
    }
    assert!(other.contains(&Coin::Heads) && other.contains(&Coin::Tails));
}

/// `X_WINS`, the short game the platform's tests play, is legal move by move and ends in X's
/// row whatever the seed; its menu codes are the ones the buttons carry.
#[test]
fn the_short_game_ends_in_a_row_for_x_whatever_the_seed() {
    use present_kit::present::Present;
    use tic_tac_toe::present::code;
    use tic_tac_toe::rules::X_WINS;
    for seed in 0..50 {
        let mut s = new_game(seed);
        for (seat, action) in X_WINS {
            let path = T::action_path(&s, seat, &action, &[]);
            assert_eq!(path.len(), 1);
            assert_eq!(path[0].code, code(&action));
            assert!(T::legal(&s, seat).contains(&action), "{seed}: {action:?}");
            T::apply(&mut s, seat, action).unwrap();
        }
        assert_eq!(s.ending(), Some(Ending::Row { winner: 0 }), "seed {seed}");
    }
}
