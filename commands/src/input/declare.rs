//! The checks and helpers of a command's declaration: an option as Discord offers it, the
//! choice of a game, and whether given options are the declared ones. Uses the registry for
//! the games.

use super::Refusal;
use present_kit::present::{CommandOption, OptionKind};
use present_kit::text::echo;
use serde_json::Value;
use std::collections::BTreeMap;

/// An optional option.
pub(crate) fn option(
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
) -> CommandOption {
    CommandOption {
        name,
        description: description.to_string(),
        kind,
        required: false,
    }
}

/// The name of the option that chooses a game.
pub(crate) const GAME_OPTION: &str = "game";

/// A choice of one of the registered games (a game added to the registry appears here at the
/// next start).
pub(crate) fn game(description: &'static str, required: bool) -> CommandOption {
    CommandOption {
        required,
        ..option(
            GAME_OPTION,
            description,
            OptionKind::Choice(
                registry::engines()
                    .map(|g| (g.id(), g.name().to_string()))
                    .collect(),
            ),
        )
    }
}

/// Refuses an option `command` does not declare, naming those it does. A user option comes
/// with `<name>_name`, the name the server shows for them.
pub(crate) fn accepts(
    command: &str,
    options: &BTreeMap<String, Value>,
    declared: &[CommandOption],
) -> Result<(), Refusal> {
    let names: Vec<String> = declared
        .iter()
        .flat_map(|o| match o.kind {
            OptionKind::User => vec![o.name.to_string(), format!("{}_name", o.name)],
            _ => vec![o.name.to_string()],
        })
        .collect();
    match options.keys().find(|k| !names.contains(k)) {
        None => Ok(()),
        Some(key) if names.is_empty() => Err(Refusal::new("input-no-options")
            .with("command", format!("/{command}"))
            .with("option", echo(key))),
        Some(key) => Err(Refusal::new("input-no-such-option")
            .with("command", format!("/{command}"))
            .with("option", echo(key))
            .with(
                "options",
                names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", "),
            )),
    }
}

/// Checks `options` against the `declared` ones of `command` (e.g. `/play quinox`): each
/// given option is declared and every required one is given. Whether a value is the right
/// kind, number or choice is left to whoever reads it, which says what would do (a script
/// may give a list where Discord gives text, e.g. 8-quilibrium's `variants`).
pub(crate) fn declared(
    command: &str,
    options: &BTreeMap<String, Value>,
    declared: &[CommandOption],
) -> Result<(), Refusal> {
    if let Some(key) = options
        .keys()
        .find(|k| !declared.iter().any(|o| o.name == k.as_str()))
    {
        let names: Vec<String> = declared.iter().map(|o| format!("`{}`", o.name)).collect();
        return Err(if names.is_empty() {
            Refusal::new("input-no-options")
                .with("command", command)
                .with("option", echo(key))
        } else {
            Refusal::new("input-no-such-option")
                .with("command", command)
                .with("option", echo(key))
                .with("options", names.join(", "))
        });
    }
    if let Some(missing) = declared
        .iter()
        .find(|o| o.required && !options.contains_key(o.name))
    {
        return Err(Refusal::new("input-needs-option")
            .with("command", command)
            .with("option", missing.name)
            .with("what", &missing.description));
    }
    Ok(())
}

/// Checks each given option's value against its declaration (its kind, its range or choices)
/// and that every required one is given: what a handler its list entry names may rely on, so
/// that it reads the values without refusing them again. Values may be JSON or text, as a
/// script gives them (`"3"` for 3, `"true"` for true).
pub(crate) fn checked(
    command: &str,
    options: &BTreeMap<String, Value>,
    declared: &[CommandOption],
) -> Result<(), Refusal> {
    if let Some(missing) = declared
        .iter()
        .find(|o| o.required && !options.contains_key(o.name))
    {
        return Err(Refusal::new("input-needs-option")
            .with("command", format!("/{command}"))
            .with("option", missing.name)
            .with("what", &missing.description));
    }
    for option in declared {
        let Some(value) = options.get(option.name).and_then(super::text) else {
            if options.contains_key(option.name) {
                return Err(wanted(&option.kind, None)
                    .with("option", option.name)
                    .with("command", format!("/{command}")));
            }
            continue;
        };
        let fits = match &option.kind {
            OptionKind::Text => true,
            OptionKind::User => super::user_id(&value),
            OptionKind::Boolean => matches!(value.as_str(), "true" | "false"),
            OptionKind::Integer { min, max } => value
                .parse::<i64>()
                .is_ok_and(|n| (*min..=*max).contains(&n)),
            OptionKind::Choice(choices) => choices.iter().any(|(c, _)| *c == value),
        };
        if !fits {
            return Err(wanted(&option.kind, Some(&value))
                .with("option", option.name)
                .with("command", format!("/{command}")));
        }
    }
    Ok(())
}

/// The refusal of an option without a value of `kind` ("`x` of /y must be …"), or with
/// `given`, a value that is not one ("…, not `z`"); the option and command are added.
fn wanted(kind: &OptionKind, given: Option<&str>) -> Refusal {
    let (must, not) = match kind {
        OptionKind::Text => ("input-must-be-text", "input-not-text"),
        OptionKind::User => ("input-must-be-member", "input-not-member"),
        OptionKind::Boolean => ("input-must-be-boolean", "input-not-boolean"),
        OptionKind::Integer { .. } => ("input-must-be-number", "input-not-number"),
        OptionKind::Choice(_) => ("input-must-be-choice", "input-not-choice"),
    };
    let refusal = match given {
        None => Refusal::new(must),
        Some(value) => Refusal::new(not).with("value", echo(value)),
    };
    match kind {
        OptionKind::Integer { min, max } => refusal.with("min", min).with("max", max),
        OptionKind::Choice(choices) => refusal.with("choices", choice_list(choices)),
        _ => refusal,
    }
}

/// "`a`, `b`": a choice option's values.
fn choice_list(choices: &[(&'static str, String)]) -> String {
    choices
        .iter()
        .map(|(c, _)| format!("`{c}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
