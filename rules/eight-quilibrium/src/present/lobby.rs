//! The host's options on the lobby board: a preset, the variants (a multi-select) and the
//! number of rounds. Three selects, which with Join/Leave/Start and the time control fill
//! Discord's five action rows.

use super::text::{names_list, team_letter};
use crate::rules::options::MAX_ROUNDS;
use crate::rules::{Options, Preset, Variant};
use game_kit::{RuleError, Seat};
use present_kit::present::{no_option, one_choice, LobbyOption, Names};

/// The value of the preset select that keeps the variants chosen one by one.
const NO_PRESET: &str = "none";

fn variant_blurb(v: Variant) -> &'static str {
    match v {
        Variant::TeamPlay => "Team Play: 2v2 or 3v3, Assist, Quick Toss, Relay Swap",
        Variant::OpenStock => "Open Stock Economy: public top card, tokens for taking it",
        Variant::WindOfChange => "Wind of Change: once a round everyone passes a card",
        Variant::FogOfWar => "Fog of War: face-down Market, peeks",
        Variant::RankPowers => "Rank Powers: J, Q, K and A do something when taken",
    }
}

pub fn lobby_options() -> Vec<LobbyOption> {
    let mut presets = vec![(
        NO_PRESET.to_string(),
        "No preset (pick variants below)".to_string(),
    )];
    presets.extend(Preset::ALL.iter().map(|p| {
        let vs: Vec<&str> = p.variants().iter().map(|v| v.name()).collect();
        (
            p.id().to_string(),
            format!("{}: {} ({})", p.name(), vs.join(" + "), p.players_text()),
        )
    }));
    vec![
        LobbyOption {
            key: "preset".into(),
            label: "Preset (host)".into(),
            choices: presets,
            multi: false,
        },
        LobbyOption {
            key: "variants".into(),
            label: "Variants (host; any number, none = base game)".into(),
            choices: Variant::ALL
                .iter()
                .map(|v| (v.id().to_string(), variant_blurb(*v).to_string()))
                .collect(),
            multi: true,
        },
        LobbyOption {
            key: "rounds".into(),
            label: "Rounds in the match (host)".into(),
            choices: (1..=MAX_ROUNDS)
                .map(|r| {
                    let label = if r == 1 {
                        "1 round".to_string()
                    } else {
                        format!("{r} rounds, scores added up")
                    };
                    (r.to_string(), label)
                })
                .collect(),
            multi: false,
        },
    ]
}

pub fn set_lobby_option(
    options: &Options,
    key: &str,
    values: &[String],
) -> Result<Options, RuleError> {
    match key {
        "preset" => {
            let value = one_choice(values)?;
            if value == NO_PRESET {
                let mut o = options.clone();
                o.preset = None;
                return Ok(o);
            }
            let preset = Preset::parse(value)
                .ok_or_else(|| RuleError::new(format!("There is no preset \"{value}\".")))?;
            Ok(Options::preset(preset).rounds(options.rounds))
        }
        "variants" => {
            let mut chosen = Vec::new();
            for v in values {
                chosen.push(
                    Variant::parse(v)
                        .ok_or_else(|| RuleError::new(format!("There is no variant \"{v}\".")))?,
                );
            }
            Ok(options.clone().with(&chosen))
        }
        "rounds" => {
            let value = one_choice(values)?;
            let rounds = value
                .parse::<u8>()
                .ok()
                .filter(|r| (1..=MAX_ROUNDS).contains(r))
                .ok_or_else(|| RuleError::new(format!("A match has 1 to {MAX_ROUNDS} rounds.")))?;
            Ok(options.clone().rounds(rounds))
        }
        _ => Err(no_option("This game", key)),
    }
}

/// The chosen options, the teams as seated now, and what the player count still needs.
pub fn lobby_text(options: &Options, names: &Names) -> String {
    let mut lines = vec![format!("Game: {}", options.summary())];
    if options.team_play && !names.is_empty() {
        let teams: Vec<String> = (0..2)
            .map(|t| {
                let seats: Vec<Seat> = (0..names.len()).filter(|s| s % 2 == t).collect();
                format!("{}: {}", team_letter(t), names_list(names, &seats))
            })
            .collect();
        lines.push(format!(
            "Teams by seat (every other seat): {}",
            teams.join(" · ")
        ));
    }
    if let Err(e) = options.validate(names.len()) {
        lines.push(format!("⚠ {} so far.", e.0));
    }
    lines.join("\n")
}
