//! The host's options on the lobby board: a preset, the variants (a multi-select) and the
//! number of rounds. Three selects, which with Join/Leave/Start and the time control fill
//! Discord's five action rows.

use super::text::{names_list, team_letter};
use crate::rules::options::MAX_ROUNDS;
use crate::rules::{Options, Preset, Variant};
use crate::words::{say, say_with};
use game_kit::{RuleError, Seat};
use present_kit::present::{no_option, one_choice, LobbyOption, Names};

/// The value of the preset select that keeps the variants chosen one by one.
const NO_PRESET: &str = "none";

fn variant_blurb(v: Variant) -> String {
    say(match v {
        Variant::TeamPlay => "eq-lobby-blurb-team-play",
        Variant::OpenStock => "eq-lobby-blurb-open-stock",
        Variant::WindOfChange => "eq-lobby-blurb-wind",
        Variant::FogOfWar => "eq-lobby-blurb-fog",
        Variant::RankPowers => "eq-lobby-blurb-rank-powers",
    })
}

/// A select option's label within Discord's limit: a longer translation ends in "…".
fn fit_label(label: String) -> String {
    let max = present_kit::limits::OPTION_LABEL_MAX;
    if label.chars().count() <= max {
        label
    } else {
        let mut cut: String = label.chars().take(max - 1).collect();
        cut.push('…');
        cut
    }
}

pub fn lobby_options() -> Vec<LobbyOption> {
    let mut presets = vec![(NO_PRESET.to_string(), say("eq-lobby-no-preset"))];
    presets.extend(Preset::ALL.iter().map(|p| {
        let vs: Vec<String> = p.variants().iter().map(|v| v.name()).collect();
        let label = say_with(
            "eq-lobby-preset-choice",
            &[
                ("preset", p.name().as_str().into()),
                ("variants", vs.join(" + ").as_str().into()),
                ("players", p.players_text().as_str().into()),
            ],
        );
        (p.id().to_string(), fit_label(label))
    }));
    vec![
        LobbyOption {
            key: "preset".into(),
            label: say("eq-lobby-preset"),
            choices: presets,
            multi: false,
        },
        LobbyOption {
            key: "variants".into(),
            label: say("eq-lobby-variants"),
            choices: Variant::ALL
                .iter()
                .map(|v| (v.id().to_string(), fit_label(variant_blurb(*v))))
                .collect(),
            multi: true,
        },
        LobbyOption {
            key: "rounds".into(),
            label: say("eq-lobby-rounds"),
            choices: (1..=MAX_ROUNDS)
                .map(|r| {
                    let label = say_with("eq-lobby-rounds-choice", &[("n", r.into())]);
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
            let preset = Preset::parse(value).ok_or_else(|| {
                RuleError::new(say_with("eq-error-no-preset", &[("value", value.into())]))
            })?;
            Ok(Options::preset(preset).rounds(options.rounds))
        }
        "variants" => {
            let mut chosen = Vec::new();
            for v in values {
                chosen.push(Variant::parse(v).ok_or_else(|| {
                    RuleError::new(say_with("eq-error-no-variant", &[("value", v.into())]))
                })?);
            }
            Ok(options.clone().with(&chosen))
        }
        "rounds" => {
            let value = one_choice(values)?;
            let rounds = value
                .parse::<u8>()
                .ok()
                .filter(|r| (1..=MAX_ROUNDS).contains(r))
                .ok_or_else(|| {
                    RuleError::new(say_with(
                        "eq-error-match-rounds",
                        &[("max", MAX_ROUNDS.into())],
                    ))
                })?;
            Ok(options.clone().rounds(rounds))
        }
        _ => Err(no_option(&say("eq-this-game"), key)),
    }
}

/// The chosen options, the teams as seated now, and what the player count still needs.
pub fn lobby_text(options: &Options, names: &Names) -> String {
    let mut lines = vec![say_with(
        "eq-lobby-game",
        &[("summary", options.summary().as_str().into())],
    )];
    if options.team_play && !names.is_empty() {
        let teams: Vec<String> = (0..2)
            .map(|t| {
                let seats: Vec<Seat> = (0..names.len()).filter(|s| s % 2 == t).collect();
                say_with(
                    "eq-lobby-team",
                    &[
                        ("team", team_letter(t).to_string().as_str().into()),
                        ("members", names_list(names, &seats).as_str().into()),
                    ],
                )
            })
            .collect();
        lines.push(say_with(
            "eq-lobby-teams",
            &[("teams", teams.join(" · ").as_str().into())],
        ));
    }
    if let Err(e) = options.validate(names.len()) {
        lines.push(say_with(
            "eq-lobby-so-far",
            &[("problem", e.0.as_str().into())],
        ));
    }
    lines.join("\n")
}
