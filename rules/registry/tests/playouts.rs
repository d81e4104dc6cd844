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

/// What a table waits for is said in the reader's language (issue 48): through random games of
/// every game, each prompt in German differs from its English (the core stores the English and
/// shows the reader's), and in the pseudo-language every prompt came through a catalog
/// (bracketed), with the same seats and kinds in the same order.
#[test]
fn every_prompt_is_said_in_the_readers_language() {
    use present_kit::words::Lang;
    use rand::{Rng, SeedableRng};
    for engine in registry::engines() {
        let (min, max) = engine.players();
        for (players, seed) in [(min, 1), (max, 2)] {
            let mut session = engine
                .setup(&serde_json::json!({}), players, seed, Lang::En)
                .unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut seen = 0;
            for _ in 0..400 {
                let english = session.prompts();
                if english.is_empty() {
                    break;
                }
                let german = session.prompts_in(Lang::De);
                let pseudo = session.prompts_in(Lang::Pseudo);
                for ((en, de), ps) in english.iter().zip(&german).zip(&pseudo) {
                    assert_eq!((en.seat, en.kind), (de.seat, de.kind), "{}", engine.id());
                    assert_ne!(en.what, de.what, "{}: {:?} in German", engine.id(), en.what);
                    assert!(
                        ps.what.starts_with('⟦'),
                        "{}: {:?} skipped the catalog",
                        engine.id(),
                        ps.what
                    );
                    seen += 1;
                }
                assert_eq!(english.len(), german.len(), "{}", engine.id());
                let seat = english[rng.gen_range(0..english.len())].seat;
                let legal = session.legal(seat).unwrap();
                let action = &legal[rng.gen_range(0..legal.len())];
                session.apply(seat, action, Lang::En).unwrap();
            }
            assert!(seen > 5, "{}: only {seen} prompts", engine.id());
        }
    }
}
