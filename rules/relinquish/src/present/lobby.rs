//! The host's options on the lobby board: the game's length, a beginner game and 2v2 teams
//! (RQ-1), one select each.

use super::text::{names_list, team};
use crate::rules::Options;
use crate::words::say;
use game_kit::{RuleError, Seat};
use present_kit::present::{no_option, one_choice, LobbyOption, Names};

fn select(key: &str, label: String, choices: [(&str, String); 2]) -> LobbyOption {
    LobbyOption {
        key: key.into(),
        label,
        choices: choices
            .into_iter()
            .map(|(v, l)| (v.to_string(), l))
            .collect(),
        multi: false,
    }
}

pub fn lobby_options() -> Vec<LobbyOption> {
    vec![
        select(
            "length",
            say("rq-lobby-length"),
            [
                ("full", say("rq-lobby-full")),
                ("short", say("rq-lobby-short")),
            ],
        ),
        select(
            "beginner",
            say("rq-lobby-beginner"),
            [
                ("no", say("rq-lobby-standard")),
                ("yes", say("rq-lobby-beginner-yes")),
            ],
        ),
        select(
            "teams",
            say("rq-lobby-teams"),
            [
                ("no", say("rq-lobby-teams-no")),
                ("yes", say("rq-lobby-teams-yes")),
            ],
        ),
    ]
}

fn flag(value: &str, yes: &str, no: &str) -> Result<bool, RuleError> {
    match value {
        v if v == yes => Ok(true),
        v if v == no => Ok(false),
        other => Err(RuleError::new(say!(
            "rq-lobby-not-a-choice",
            value = present_kit::text::echo(other).as_ref()
        ))),
    }
}

pub fn set_lobby_option(
    options: &Options,
    key: &str,
    values: &[String],
) -> Result<Options, RuleError> {
    let value = one_choice(values)?;
    let mut o = options.clone();
    match key {
        "length" => o.short = flag(value, "short", "full")?,
        "beginner" => o.beginner = flag(value, "yes", "no")?,
        "teams" => o.teams = flag(value, "yes", "no")?,
        _ => return Err(no_option("Relinquish", key)),
    }
    Ok(o)
}

/// The chosen options, the teams as seated now, and what the player count still needs.
pub fn lobby_text(options: &Options, names: &Names) -> String {
    let yes_no = |on: bool| if on { "yes" } else { "no" };
    let mut lines = vec![say!(
        "rq-lobby-game",
        short = yes_no(options.short),
        beginner = yes_no(options.beginner),
        teams = yes_no(options.teams)
    )];
    if options.teams && !names.is_empty() {
        let sides: Vec<String> = (0..2)
            .map(|t| {
                let seats: Vec<Seat> = (0..names.len()).filter(|s| s % 2 == t).collect();
                say!(
                    "rq-lobby-side",
                    team = team(t).to_string().as_str(),
                    names = &names_list(names, &seats)
                )
            })
            .collect();
        lines.push(say!("rq-lobby-teams-line", sides = &sides.join(" · ")));
    }
    if let Err(e) = options.validate(names.len()) {
        lines.push(say!("rq-lobby-so-far", why = &e.0));
    }
    lines.join("\n")
}
