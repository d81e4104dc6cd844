//! The arena: its reports, its duels and the registry's arena side.
use eight_quilibrium::EightQuilibrium as Eq8;
use game_kit::bots::arena::*;
use game_kit::bots::Budget;
use game_kit::Game;

/// Steps enough for any 8-quilibrium game.
const STEPS: usize = 20_000;

fn small_duel(hero: Player, opponent: Player, games: u64) -> Duel {
    Duel {
        players: 2,
        games,
        hero,
        opponent,
        seed: 7,
    }
}

/// A report's numbers agree with each other: places add up to the games, the average place
/// follows from them, the interval holds the score and stays in `[0, 1]`, and only the hero's
/// moves are counted.
fn assert_consistent(r: &ArenaReport) {
    assert_eq!(r.places.len(), r.players);
    assert_eq!(r.places.iter().sum::<u64>(), r.games, "{r:?}");
    let mean_place = (1..=r.players as u64)
        .zip(&r.places)
        .map(|(p, c)| p * c)
        .sum::<u64>() as f64
        / r.games as f64;
    assert!((r.average_place - mean_place).abs() < 1e-9, "{r:?}");
    assert!((0.0..=1.0).contains(&r.score), "{r:?}");
    assert!(
        0.0 <= r.ci.0 && r.ci.0 <= r.score && r.score <= r.ci.1 && r.ci.1 <= 1.0,
        "{r:?}"
    );
    assert!(r.moves > 0 && r.fallbacks == 0, "{r:?}");
    assert!(r.seconds > 0.0 && r.moves_per_second > 0.0, "{r:?}");
}

#[test]
fn a_report_adds_up() {
    let hero = Player::Computer(Budget::iterations(4));
    let r = duel::<Eq8>(
        &Default::default(),
        &small_duel(hero, Player::Random, 3),
        STEPS,
    )
    .unwrap();
    assert_consistent(&r);
    assert_eq!(
        (r.game, r.games, r.hero, r.opponent),
        (Eq8::NAME, 3, hero, Player::Random)
    );
    assert!(
        r.iterations_per_second > 0.0 && r.peak_tree_bytes > 0,
        "{r:?}"
    );
    // The line names the game, the players, the games and the score.
    let line = r.to_string();
    for part in ["8-quilibrium 2p", "4 it. vs random", "3 games", "score "] {
        assert!(line.contains(part), "{line}");
    }
}

/// Counted moves are the hero's only: the same duel with a random hero counts none.
#[test]
fn only_the_hero_is_counted() {
    let mut tally = Tally::default();
    let seats = [Player::Random, Player::Computer(Budget::iterations(2))];
    play::<Eq8>(
        &Default::default(),
        &seats,
        3,
        STEPS,
        &|s| s == 0,
        &mut tally,
    )
    .unwrap();
    assert_eq!(tally, Tally::default());
    play::<Eq8>(
        &Default::default(),
        &seats,
        3,
        STEPS,
        &|s| s == 1,
        &mut tally,
    )
    .unwrap();
    assert!(tally.moves > 0 && tally.iterations > 0);
}

#[test]
fn a_bad_table_is_an_error_not_a_panic() {
    let d = Duel {
        players: 7,
        ..small_duel(Player::Random, Player::Random, 1)
    };
    let e = duel::<Eq8>(&Default::default(), &d, STEPS).unwrap_err();
    assert!(matches!(e, ArenaError::Setup { players: 7, .. }), "{e}");
    let e = duel::<Eq8>(
        &Default::default(),
        &small_duel(Player::Random, Player::Random, 1),
        5,
    )
    .unwrap_err();
    assert!(matches!(e, ArenaError::Endless { steps: 5, .. }), "{e}");
}

/// A bot that searches beats a random player, and the run replays exactly (iteration budgets,
/// fixed seed): the same report twice, times aside. With 100 iterations over 20 games the bot
/// scored 85% to 90% for every seed from 0 to 5 (and 90% for this one), far from the 50% the
/// test asks; about 2 s in a debug build.
#[test]
fn a_searching_bot_beats_random_and_replays() {
    let d = small_duel(
        Player::Computer(Budget::iterations(100)),
        Player::Random,
        20,
    );
    let a = duel::<Eq8>(&Default::default(), &d, STEPS).unwrap();
    let b = duel::<Eq8>(&Default::default(), &d, STEPS).unwrap();
    assert_consistent(&a);
    eprintln!("{a}");
    assert!(a.score > 0.5, "{a}");
    assert_eq!((a.score, &a.places, a.moves), (b.score, &b.places, b.moves));
}

/// Every registered game duels through its registry entry, as `tabula arena --game <id>` runs
/// it: a short duel of a searching bot against a random one ends every game, and
/// its report adds up. (How strong each game's bot is, `tabula arena` measures.)
#[test]
fn every_registered_game_duels_through_its_entry() {
    for game in registry::arena_games() {
        let d = Duel {
            players: game.measured[0].0,
            ..small_duel(Player::Computer(Budget::iterations(4)), Player::Random, 2)
        };
        let r = game.duel(&d).unwrap_or_else(|e| panic!("{}: {e}", game.id));
        assert_consistent(&r);
        eprintln!("{}: {r}", game.id);
    }
}

#[test]
fn every_game_is_listed_once_with_a_measured_table_it_seats() {
    let all: Vec<&ArenaGame> = registry::arena_games().collect();
    for (i, g) in all.iter().enumerate() {
        assert!(all[..i].iter().all(|h| h.id != g.id), "{} twice", g.id);
        assert!(g.measured.iter().all(|&(p, _)| g.seats(p)), "{}", g.id);
        assert_eq!(g.iterations(g.measured[0].0), g.measured[0].1);
        assert_eq!(registry::arena_game(g.id).map(|f| f.name), Some(g.name));
    }
    assert!(registry::arena_game("chess").is_none());
}

#[test]
fn the_tenth_opponent_has_a_tenth_of_the_budget() {
    let strong = Budget::iterations(2000);
    assert_eq!(
        Matchup::Tenth.opponent(strong),
        Player::Computer(Budget::iterations(200))
    );
    let timed = Budget::time(std::time::Duration::from_millis(500));
    let Player::Computer(t) = Matchup::Tenth.opponent(timed) else {
        panic!("a bot");
    };
    assert_eq!(t.max_time, Some(std::time::Duration::from_millis(50)));
    assert_eq!(Matchup::Random.opponent(strong), Player::Random);
}
