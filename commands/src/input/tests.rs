use super::*;
use crate::store::bots;
use crate::timecontrol::TimeControl;
use present_kit::present::OptionKind;
use serde_json::json;

/// A command parsed, its refusal said in English.
fn parse(name: &str, options: Value) -> Result<Command, String> {
    Command::parse(name, serde_json::from_value(options).unwrap()).map_err(|r| r.to_string())
}

fn game(id: &str) -> Game {
    Game::find(id).unwrap()
}

/// `/play` given nothing but the game.
fn none() -> PlayOptions {
    PlayOptions {
        time: None,
        bots: 0,
        bot_level: None,
        absent_bot: false,
        rated_with_bots: None,
        game: BTreeMap::new(),
        clock: None,
        lose_on_time: None,
    }
}

#[test]
fn play_options_are_read_once_into_their_types() {
    assert_eq!(
        parse(
            "play",
            json!({"game": "relinquish", "time": "async", "bots": "2", "bot_level": "strong",
                       "absent": "bot", "rated_with_bots": "yes", "teams": "yes"})
        ),
        Ok(Command::Play {
            game: game("relinquish"),
            options: PlayOptions {
                time: Some(TimeControl::Async),
                bots: 2,
                bot_level: Some(bots::Level::Strong),
                absent_bot: true,
                rated_with_bots: Some(true),
                game: [("teams".to_string(), json!("yes"))].into_iter().collect(),
                clock: None,
                lose_on_time: None,
            },
        })
    );
    // What was not given stays not given: the server's settings may fill it in.
    assert_eq!(
        parse("play", json!({"game": "quinox", "absent": "default"})),
        Ok(Command::Play {
            game: game("quinox"),
            options: none()
        })
    );
    let refused = |options: Value| parse("play", options).unwrap_err();
    assert_eq!(
        refused(json!({"game": "quinox", "time": "soon"})),
        "The time control must be `live` or `async`."
    );
    assert!(refused(json!({"game": "quinox", "bots": 2})).contains("at most 1 bot can"));
    // A level without bots is the table's to refuse, after what the server says.
    assert!(parse("play", json!({"game": "quinox", "bot_level": "easy"})).is_ok());
}

#[test]
fn commands_parse_into_their_types() {
    assert_eq!(parse("join", json!({})), Ok(Command::Join));
    assert_eq!(parse("games", json!({})), Ok(Command::Games));
    assert_eq!(
        parse("play", json!({"game": "8-Quilibrium", "rounds": 3})),
        Ok(Command::Play {
            game: game("eight-quilibrium"),
            options: PlayOptions {
                game: [("rounds".to_string(), json!(3))].into_iter().collect(),
                ..none()
            },
        })
    );
    assert_eq!(
        parse("rules", json!({"game": "quinox"})),
        Ok(Command::Rules {
            game: game("quinox")
        })
    );
    assert_eq!(
        parse("history", json!({"game": null})),
        Ok(Command::History { game: None })
    );
    assert_eq!(
        parse("stats", json!({"user": "42", "user_name": "Countess"})),
        Ok(Command::Stats {
            user: Some(UserOption {
                id: "42".into(),
                name: Some("Countess".into())
            }),
            bots: false
        })
    );
    assert_eq!(
        parse("stats", json!({"bots": "true"})),
        Ok(Command::Stats {
            user: None,
            bots: true
        })
    );
    assert_eq!(
        parse("score", json!({"hand": "AH 2C"})),
        Ok(Command::Tool {
            game: game("eight-quilibrium"),
            name: "score",
            options: [("hand".to_string(), "AH 2C".to_string())]
                .into_iter()
                .collect(),
        })
    );
}

#[test]
fn what_does_not_exist_is_refused_with_what_does() {
    let refused = |name: &str, options: Value| parse(name, options).unwrap_err();
    assert_eq!(refused("dance", json!({})), "Unknown command /dance.");
    assert!(refused("play", json!({})).starts_with("Which game? Choose one of: `eight-quilibrium`"));
    assert!(refused("play", json!({"game": "chess"}))
        .starts_with("There is no game called \"chess\". Choose one of:"));
    assert!(refused("rules", json!({})).starts_with("Which game?"));
    assert!(refused("history", json!({"game": "chess"})).starts_with("Which game?"));
    // Each game's /play takes only its own options, plus the table's.
    let e = refused("play", json!({"game": "quinox", "rounds": 3}));
    assert!(
        e.starts_with("/play quinox has no option `rounds`; it takes `time`"),
        "{e}"
    );
    assert!(e.contains("`rated_with_bots`"), "{e}");
    assert!(parse("play", json!({"game": "equation-hi-lo", "rounds": 3})).is_ok());
    assert_eq!(
        refused("join", json!({"game": "quinox"})),
        "/join takes no options (not `game`)."
    );
    assert!(refused("rules", json!({"game": "quinox", "page": 2})).contains("no option `page`"));
    assert!(refused("stats", json!({"bots": "maybe"})).contains("true or false"));
    assert!(refused("stats", json!({"bots": true, "user": "1"})).contains("not both"));
    assert!(refused("stats", json!({"user_name": "Bea"})).contains("give `user` too"));
    assert!(refused("score", json!({})).contains("needs its option `hand`"));
    assert!(
        refused("settings", json!({"game": "quinox", "house_rules": ["x"]}))
            .contains("`house_rules` takes a word or a number")
    );
    assert!(refused("notify", json!({"quiet": {"from": 1}})).contains("two UTC hours"));
    assert!(refused("notify", json!({"quiet": "25-3"})).contains("`25-3` is not quiet hours"));
    assert!(
        refused("leaderboard", json!({"game": "quinox", "season": "last"}))
            .contains("a season's number")
    );
    for bad in [json!("x"), json!(0), json!(-2), json!(1.5)] {
        assert!(refused("replay", json!({ "table": bad })).contains("table's number"));
    }
    assert!(refused("replay", json!({"game": "quinox"})).contains("no option `game`"));
    assert!(refused("score", json!({"hand": "AH", "suit": "H"})).contains("no option `suit`"));
    // Values are judged by their readers: a script's list of variants reaches the game.
    assert!(parse(
        "play",
        json!({"game": "eight-quilibrium", "variants": ["fog"]})
    )
    .is_ok());
}

/// A refusal read before the reader is known is said again in each reader's language (issue
/// 48): the core's own messages, and a game's refusal of house rules asked of the game again.
#[test]
fn refusals_are_said_in_the_readers_language() {
    use present_kit::words::Lang;
    let refusal = |name: &str, options: Value| {
        Command::parse(name, serde_json::from_value(options).unwrap()).expect_err("refused")
    };
    let rules = refusal(
        "settings",
        json!({"game": "eight-quilibrium", "house_rules": "rounds=99"}),
    );
    let (en, de) = (rules.say(Lang::En), rules.say(Lang::De));
    assert!(
        en.contains("1 to 9") && de.contains("1 bis 9"),
        "{en} / {de}"
    );
    assert_ne!(en, de, "the game says it in German");
    assert_eq!(rules.to_string(), en);
    for (name, options) in [
        ("notify", json!({"quiet": "7"})),
        ("leaderboard", json!({"game": "quinox", "season": "x"})),
        ("play", json!({"game": "quinox", "clock": "5+999"})),
        ("play", json!({"game": "quinox", "bots": 5})),
        ("play", json!({"game": "quinox", "absent": "nobody"})),
        ("settings", json!({"game": "quinox", "house_rules": "=3"})),
        ("settings", json!({"clock": "soon"})),
    ] {
        let refusal = refusal(name, options);
        let pseudo = refusal.say(Lang::Pseudo);
        assert!(pseudo.starts_with('⟦'), "{name}: {pseudo}");
        for lang in [Lang::De, Lang::Es, Lang::Fr, Lang::PtBr] {
            assert_ne!(
                refusal.say(lang),
                refusal.say(Lang::En),
                "{name} in {lang:?}"
            );
        }
    }
}

#[test]
fn the_serde_form_is_the_name_and_options_and_reads_back_through_the_parse() {
    let commands = [
        parse(
            "play",
            json!({"game": "relinquish", "teams": "yes", "bots": 3}),
        ),
        parse("leave", json!({})),
        parse("resign", json!({})),
        parse(
            "remove",
            json!({"player": "7", "player_name": "Bea", "to": "default"}),
        ),
        parse("remove", json!({"player": "7"})),
        parse("leaderboard", json!({"game": "quinox"})),
        parse("history", json!({"game": "equation-hi-lo"})),
        parse("replay", json!({})),
        parse("replay", json!({"table": 12})),
        parse("settings", json!({})),
        parse("notify", json!({})),
        parse("notify", json!({"dms": "on", "quiet": "22-7"})),
        parse("notify", json!({"dms": "off", "quiet": "none"})),
        parse(
            "settings",
            json!({"scope": "here", "tables": "off", "time": "default",
                       "game": "eight-quilibrium", "house_rules": "rounds=3 variants=fog",
                       "bot_levels": "normal,easy", "bots_rated": "table", "abandon_days": 30}),
        ),
        parse(
            "settings",
            json!({"game": "quinox", "house_rules": "none", "bot_levels": "all",
                       "abandon_days": 0}),
        ),
        parse("stats", json!({"user": "7", "user_name": "Bea"})),
        parse("stats", json!({"bots": true})),
        parse("score", json!({"hand": "AH"})),
    ];
    for command in commands {
        let command = command.unwrap();
        let input = Input::Command(command.clone());
        let json = serde_json::to_value(&input).unwrap();
        assert_eq!(
            serde_json::from_value::<Input>(json.clone()).unwrap(),
            input
        );
        let (name, options) = command.to_parts();
        assert_eq!(json["command"]["name"], json!(name));
        assert_eq!(Command::parse(&name, options), Ok(command));
    }
    assert_eq!(
        serde_json::to_value(Input::Command(Command::Play {
            game: game("quinox"),
            options: none()
        }))
        .unwrap(),
        json!({"command": {"name": "play", "options": {"game": "quinox"}}})
    );
    let bad = serde_json::from_value::<Input>(json!({"command": {"name": "dance"}}));
    assert!(bad
        .unwrap_err()
        .to_string()
        .contains("Unknown command /dance."));
}

#[test]
fn play_options_follow_the_game() {
    for engine in registry::engines() {
        let options = play_options(engine, present_kit::words::Lang::En);
        let names: Vec<&str> = options.iter().map(|o| o.name).collect();
        assert_eq!(names[0], "time");
        // The bots' options, then the clock's (issue 47).
        let (before, clock) = names.split_at(names.len() - 2);
        assert_eq!(clock, ["clock", "lose_on_time"]);
        assert!(before.ends_with(&bots::options::KEYS), "{names:?}");
        let bots = options.iter().find(|o| o.name == "bots").unwrap();
        let (_, max_players) = engine.players();
        let most = (max_players as i64 - 1).min(bots::options::MAX_BOTS);
        assert_eq!(bots.kind, OptionKind::Integer { min: 0, max: most });
    }
}

#[test]
fn reads_first_only_what_shows() {
    for (name, options, reads) in [
        ("play", json!({"game": "quinox"}), false),
        ("join", json!({}), false),
        ("leave", json!({}), false),
        ("start", json!({}), false),
        ("cancel", json!({}), false),
        ("resign", json!({}), false),
        ("remove", json!({"player": "7", "to": "bot"}), false),
        ("hand", json!({}), true),
        ("board", json!({}), true),
        ("rules", json!({"game": "quinox"}), true),
        ("games", json!({}), true),
        ("replay", json!({"table": "3"}), true),
        ("settings", json!({}), true),
        ("settings", json!({"tables": "on"}), false),
        ("notify", json!({}), true),
        ("notify", json!({"quiet": "1-5"}), false),
        ("score", json!({"hand": "AH"}), true),
    ] {
        let input = Input::Command(parse(name, options).unwrap());
        assert_eq!(input.reads_first(), reads, "{name}");
    }
    assert!(Input::Click {
        custom_id: "1:1:hand".into(),
        values: vec![]
    }
    .reads_first());
    assert!(!Input::Submit {
        custom_id: "1:1:f.x".into(),
        fields: BTreeMap::new()
    }
    .reads_first());
}

/// A command its list entry answers itself (`/hand`, `/board`) reads as `Command::Listed` with
/// its declared options, refuses what it does not declare, and keeps its serde form.
#[test]
fn commands_answered_by_their_entry_are_listed_and_round_trip() {
    let hand = parse("hand", json!({})).unwrap();
    assert_eq!(
        hand,
        Command::Listed {
            name: "hand",
            options: BTreeMap::new()
        }
    );
    assert!(hand.reads_first(), "a view reads first");
    let err = parse("board", json!({"x": 1})).unwrap_err();
    assert!(err.contains("/board") && err.contains("`x`"), "{err}");
    let stored = serde_json::to_value(Input::Command(hand.clone())).unwrap();
    assert_eq!(stored["command"]["name"], "hand");
    let back: Input = serde_json::from_value(stored).unwrap();
    assert_eq!(back, Input::Command(hand));
}

/// What a handler named by its list entry may rely on: each value of its kind and within its
/// range or choices, and every required option given; values may be text, as a script gives.
#[test]
fn options_of_a_listed_command_are_checked_against_their_declaration() {
    use present_kit::present::CommandOption;
    let declared = vec![
        CommandOption {
            name: "count",
            description: "How many".into(),
            kind: OptionKind::Integer { min: 1, max: 5 },
            required: true,
        },
        CommandOption {
            name: "loud",
            description: "Whether".into(),
            kind: OptionKind::Boolean,
            required: false,
        },
        CommandOption {
            name: "colour",
            description: "Which".into(),
            kind: OptionKind::Choice(vec![("red", "Red".into()), ("blue", "Blue".into())]),
            required: false,
        },
    ];
    let check = |options: Value| {
        declare::checked("demo", &serde_json::from_value(options).unwrap(), &declared)
            .map_err(|r| r.to_string())
    };
    assert_eq!(
        check(json!({"count": 3, "loud": true, "colour": "red"})),
        Ok(())
    );
    assert_eq!(check(json!({"count": "5", "loud": "false"})), Ok(()));
    let missing = check(json!({"loud": true})).unwrap_err();
    assert!(missing.contains("needs its option `count`"), "{missing}");
    let range = check(json!({"count": 9})).unwrap_err();
    assert!(
        range.contains("from 1 to 5") && range.contains("`9`"),
        "{range}"
    );
    let kind = check(json!({"count": 2, "loud": "maybe"})).unwrap_err();
    assert!(kind.contains("true or false"), "{kind}");
    let choice = check(json!({"count": 2, "colour": "green"})).unwrap_err();
    assert!(choice.contains("one of `red`, `blue`"), "{choice}");
    let list = check(json!({"count": [1]})).unwrap_err();
    assert!(list.contains("`count` of /demo must be"), "{list}");
}

/// `/play`'s clock options (issue 47): read into their types, a clock and `time` that disagree
/// refused, losing on time only where two can play; every refusal says what is accepted.
#[test]
fn play_reads_the_clock_and_lose_on_time() {
    use crate::timecontrol::GameClock;
    assert_eq!(
        parse(
            "play",
            json!({"game": "quinox", "clock": "5+3", "lose_on_time": true})
        ),
        Ok(Command::Play {
            game: game("quinox"),
            options: PlayOptions {
                clock: Some(GameClock::parse("5+3").unwrap()),
                lose_on_time: Some(true),
                ..none()
            },
        })
    );
    assert_eq!(
        parse(
            "play",
            json!({"game": "quinox", "clock": "3d+7", "time": "async"})
        ),
        Ok(Command::Play {
            game: game("quinox"),
            options: PlayOptions {
                time: Some(TimeControl::Async),
                clock: Some(GameClock::parse("3d+7").unwrap()),
                ..none()
            },
        })
    );
    let refused = |options: Value| parse("play", options).expect_err("refused");
    let e = refused(json!({"game": "quinox", "clock": "3d", "time": "live"}));
    assert!(
        e.contains("`3d` is for `async` tables") && e.contains("`5+3`"),
        "{e}"
    );
    // Said in the reader's language where it is answered (issue 48).
    let options = json!({"game": "quinox", "clock": "3d", "time": "live"});
    let refusal =
        Command::parse("play", serde_json::from_value(options).unwrap()).expect_err("refused");
    let de = refusal.say(present_kit::words::Lang::De);
    assert!(
        de.starts_with("Die Uhr `3d`") && de.contains("`5+3`"),
        "{de}"
    );
    let e = refused(json!({"game": "quinox", "clock": "five"}));
    assert!(e.contains("`5+3`") && e.contains("`3d+7`"), "{e}");
    let e = refused(json!({"game": "quinox", "lose_on_time": "maybe"}));
    assert!(e.contains("true or false"), "{e}");
    let e = refused(json!({"game": "equilibrix-project", "lose_on_time": true}));
    assert!(e.contains("two-player"), "{e}");
    // Offered on every game, within Discord's limits.
    for id in ["quinox", "relinquish", "equilibrix-project"] {
        let declared = play_options(game(id).engine(), present_kit::words::Lang::En);
        for name in ["clock", "lose_on_time"] {
            let o = declared.iter().find(|o| o.name == name).expect(name);
            assert!(o.description.len() <= 100, "{name}");
        }
    }
}
