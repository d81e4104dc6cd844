//! The checks and helpers of a command's declaration: an option as Discord offers it, the
//! choice of a game, and whether given options are the declared ones. Uses the registry for
//! the games.

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
) -> Result<(), String> {
    let names: Vec<String> = declared
        .iter()
        .flat_map(|o| match o.kind {
            OptionKind::User => vec![o.name.to_string(), format!("{}_name", o.name)],
            _ => vec![o.name.to_string()],
        })
        .collect();
    match options.keys().find(|k| !names.contains(k)) {
        None => Ok(()),
        Some(key) if names.is_empty() => Err(format!(
            "/{command} takes no options (not `{}`).",
            echo(key)
        )),
        Some(key) => Err(format!(
            "/{command} has no option `{}`; it takes {}.",
            echo(key),
            names
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
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
) -> Result<(), String> {
    if let Some(key) = options
        .keys()
        .find(|k| !declared.iter().any(|o| o.name == k.as_str()))
    {
        let names: Vec<String> = declared.iter().map(|o| format!("`{}`", o.name)).collect();
        return Err(if names.is_empty() {
            format!("{command} takes no options (not `{}`).", echo(key))
        } else {
            format!(
                "{command} has no option `{}`; it takes {}.",
                echo(key),
                names.join(", ")
            )
        });
    }
    if let Some(missing) = declared
        .iter()
        .find(|o| o.required && !options.contains_key(o.name))
    {
        return Err(format!(
            "{command} needs its option `{}` ({}).",
            missing.name, missing.description
        ));
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
) -> Result<(), String> {
    if let Some(missing) = declared
        .iter()
        .find(|o| o.required && !options.contains_key(o.name))
    {
        return Err(format!(
            "/{command} needs its option `{}` ({}).",
            missing.name, missing.description
        ));
    }
    for option in declared {
        let Some(value) = options.get(option.name).and_then(super::text) else {
            if options.contains_key(option.name) {
                return Err(format!(
                    "`{}` of /{command} must be {}.",
                    option.name,
                    wanted(&option.kind)
                ));
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
            return Err(format!(
                "`{}` of /{command} must be {}, not `{}`.",
                option.name,
                wanted(&option.kind),
                echo(&value)
            ));
        }
    }
    Ok(())
}

/// What a value of `kind` is, for a refusal.
fn wanted(kind: &OptionKind) -> String {
    match kind {
        OptionKind::Text => "text".into(),
        OptionKind::User => "a member of this server".into(),
        OptionKind::Boolean => "true or false".into(),
        OptionKind::Integer { min, max } => format!("a whole number from {min} to {max}"),
        OptionKind::Choice(choices) => format!(
            "one of {}",
            choices
                .iter()
                .map(|(c, _)| format!("`{c}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}
