//! The host's options on the lobby board: the game's length, a beginner game and 2v2 teams
//! (RQ-1), one select each.

use super::text::{names_list, team};
use crate::rules::Options;
use game_kit::{RuleError, Seat};
use present_kit::present::{no_option, one_choice, LobbyOption, Names};

fn select(key: &str, label: &str, choices: [(&str, &str); 2]) -> LobbyOption {
    LobbyOption {
        key: key.into(),
        label: label.into(),
        choices: choices
            .iter()
            .map(|(v, l)| (v.to_string(), l.to_string()))
            .collect(),
        multi: false,
    }
}

pub fn lobby_options() -> Vec<LobbyOption> {
    vec![
        select(
            "length",
            "Game length (host)",
            [
                ("full", "Full game: every undealt card in the scry pile"),
                ("short", "Short game: a 16-card scry pile"),
            ],
        ),
        select(
            "beginner",
            "Beginner game (host)",
            [
                ("no", "Standard: Finesse and Acceptances"),
                ("yes", "Beginner: no Finesse, no Acceptance"),
            ],
        ),
        select(
            "teams",
            "Teams (host)",
            [
                ("no", "Every player for themselves"),
                ("yes", "2v2 teams (4 players, partners every other seat)"),
            ],
        ),
    ]
}

fn flag(value: &str, yes: &str, no: &str) -> Result<bool, RuleError> {
    match value {
        v if v == yes => Ok(true),
        v if v == no => Ok(false),
        other => Err(RuleError::new(format!(
            "\"{other}\" is not one of the choices."
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
    let mut lines = vec![format!(
        "Game: {} · {} · {}",
        if options.short {
            "short (16-card scry pile)"
        } else {
            "full length"
        },
        if options.beginner {
            "beginner (no Finesse, no Acceptance)"
        } else {
            "standard"
        },
        if options.teams {
            "2v2 teams"
        } else {
            "no teams"
        }
    )];
    if options.teams && !names.is_empty() {
        let sides: Vec<String> = (0..2)
            .map(|t| {
                let seats: Vec<Seat> = (0..names.len()).filter(|s| s % 2 == t).collect();
                format!("{}: {}", team(t), names_list(names, &seats))
            })
            .collect();
        lines.push(format!(
            "Teams by seat (every other seat): {}",
            sides.join(" · ")
        ));
    }
    if let Err(e) = options.validate(names.len()) {
        lines.push(format!("⚠ {} so far.", e.0));
    }
    lines.join("\n")
}
