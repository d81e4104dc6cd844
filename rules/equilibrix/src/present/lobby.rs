//! The host's option on the lobby board: the round limit (EX-K5).

use crate::rules::Options;
use game_kit::RuleError;
use present_kit::present::{no_option, one_choice, LobbyOption, Names};

const ROUNDS: [&str; 5] = ["20", "30", "40", "60", "0"];

pub fn lobby_options() -> Vec<LobbyOption> {
    vec![LobbyOption {
        key: "turns".into(),
        label: "Round limit (host)".into(),
        choices: ROUNDS
            .iter()
            .map(|r| {
                let label = match *r {
                    "0" => "No round limit: play until someone reaches the centre".to_string(),
                    "40" => "40 rounds (the standard)".to_string(),
                    n => format!("{n} rounds"),
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
    let turns: u32 = value
        .trim()
        .parse()
        .map_err(|_| RuleError::new(format!("\"{value}\" is not a number of rounds.")))?;
    let mut o = options.clone();
    o.turns = turns;
    o.validate(3)?;
    Ok(o)
}

pub fn lobby_text(options: &Options, names: &Names) -> String {
    let mut lines = vec![if options.turns == 0 {
        "Game: no round limit".to_string()
    } else {
        format!("Game: at most {} rounds", options.turns)
    }];
    if let Err(e) = options.validate(names.len()) {
        lines.push(format!("⚠ {} so far.", e.0));
    }
    lines.join("\n")
}
