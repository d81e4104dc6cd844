//! The host's option on the lobby board: the round limit (EX-K5).

use crate::rules::Options;
use crate::words::WORDS;
use game_kit::RuleError;
use present_kit::present::{no_option, one_choice, LobbyOption, Names};

const ROUNDS: [&str; 5] = ["20", "30", "40", "60", "0"];

pub fn lobby_options() -> Vec<LobbyOption> {
    vec![LobbyOption {
        key: "turns".into(),
        label: WORDS.say("ex-lobby-turns"),
        choices: ROUNDS
            .iter()
            .map(|r| {
                let label = match *r {
                    "0" => WORDS.say("ex-lobby-turns-none"),
                    "40" => WORDS.say_with("ex-lobby-turns-standard", &[("n", 40u32.into())]),
                    n => WORDS.say_with(
                        "ex-lobby-turns-n",
                        &[("n", n.parse::<u32>().unwrap_or_default().into())],
                    ),
                };
                (r.to_string(), label)
            })
            .collect(),
        multi: false,
    }]
}

pub fn set_lobby_option(
    options: &Options,
    key: &str,
    values: &[String],
) -> Result<Options, RuleError> {
    let value = one_choice(values)?;
    if key != "turns" {
        return Err(no_option("Equilibrix Project", key));
    }
    let turns: u32 = value.trim().parse().map_err(|_| {
        RuleError::new(WORDS.say_with("ex-lobby-not-rounds", &[("value", value.into())]))
    })?;
    let mut o = options.clone();
    o.turns = turns;
    o.validate(3)?;
    Ok(o)
}

pub fn lobby_text(options: &Options, names: &Names) -> String {
    let mut lines = vec![if options.turns == 0 {
        WORDS.say("ex-lobby-no-limit")
    } else {
        WORDS.say_with("ex-lobby-limit", &[("n", options.turns.into())])
    }];
    if let Err(e) = options.validate(names.len()) {
        lines.push(WORDS.say_with("ex-lobby-so-far", &[("why", e.0.as_str().into())]));
    }
    lines.join("\n")
}
