//! What each registry entry declares for the end-to-end tests holds together: its quick game
//! is a table the game accepts, and its secrets rule tells the game's private views from other
//! messages. (The wire tests then play every entry's quick game with its secrets watched.)
use serde_json::Value;

#[test]
fn every_quick_game_is_a_table_its_game_accepts() {
    for entry in registry::GAMES {
        let engine = entry.engine;
        let quick = entry.quick;
        let options: Value = serde_json::from_str(quick.options)
            .unwrap_or_else(|e| panic!("{}: quick options: {e}", engine.id()));
        assert!(options.is_object(), "{}: {options}", engine.id());
        let parsed = engine
            .parse_options(&options, present_kit::words::Lang::En)
            .unwrap_or_else(|e| panic!("{}: {options} refused: {e:?}", engine.id()));
        let players = quick.bots as usize + 1;
        engine
            .validate_options(&parsed, players, present_kit::words::Lang::En)
            .unwrap_or_else(|e| panic!("{}: {players} players refused: {e:?}", engine.id()));
    }
}

#[test]
fn no_secrets_rule_reads_a_refusal_as_a_private_view() {
    for entry in registry::GAMES {
        for text in ["That moment has passed.", "It is not your turn.", ""] {
            assert_eq!(
                (entry.secrets.held)(text),
                None,
                "{}: {text:?}",
                entry.engine.id()
            );
        }
    }
}
