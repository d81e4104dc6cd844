//! Every registered game, through its type-erased engine: random games end, and a seed fixes them.

/// Every registered game plays random games to the end at its smallest and largest table,
/// and a playout is fixed by its seed.
#[test]
fn random_playouts_of_every_game_finish_and_replay_from_the_seed() {
    for engine in registry::engines() {
        let (min, max) = engine.players();
        for players in [min, max] {
            for seed in 0..5 {
                let run = engine.random_playout(players, seed, 100_000).unwrap();
                assert!(run.finished, "{} with {players}: {run:?}", engine.id());
                assert!(run.actions > 0);
                assert_eq!(engine.random_playout(players, seed, 100_000).unwrap(), run);
            }
        }
    }
}

#[test]
fn a_playout_stops_at_its_action_limit() {
    for engine in registry::engines() {
        let (min, _) = engine.players();
        let run = engine.random_playout(min, 3, 2).unwrap();
        assert_eq!(run.actions, 2);
        assert!(!run.finished);
    }
}
