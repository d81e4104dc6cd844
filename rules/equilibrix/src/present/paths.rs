//! Menu paths: every legal action as a short sequence of steps (see the table in the parent
//! module's docs). Codes use indices (fields, Tree fields, map fields, sites), which are stable
//! while the state is; typed keys use the labels players read on the board.

use super::text::{how, name, size};
use crate::rules::projects::{shape_name, site_at, sites};
use crate::rules::{positional, Action, Field, How, Size, State, TurnStep};
use game_kit::Seat;
use present_kit::present::{MenuStep, Names};

/// Past this many fields, the field step goes through the field's node first.
const PAGE: usize = 25;

fn how_code(h: How) -> &'static str {
    match h {
        How::PlaceStandard => "ps",
        How::PlaceMagical => "pm",
        How::RemoveStandard => "rs",
        How::RemoveMagical => "rm",
    }
}

fn size_code(s: Size) -> &'static str {
    match s {
        Size::Small => "s",
        Size::Medium => "m",
        Size::Large => "l",
    }
}

fn field_step(field: Field, label: String) -> MenuStep {
    MenuStep::new(format!("f{}", field.0), label).typed(field.label())
}

/// The fields offered for the stone now (what `legal` offers as `Stone` actions).
fn stone_fields(state: &State) -> Vec<Field> {
    match state.turn.step {
        TurnStep::Chosen { how: h } => positional::fields(state, h),
        _ => Vec::new(),
    }
}

/// The node step for `field`: code `n` and the node's label in lower case (`nd4`); the label
/// lists the node's offered fields.
fn node_step(field: Field, offered: &[Field]) -> MenuStep {
    let node = field.node_label();
    let at: Vec<&str> = offered
        .iter()
        .filter(|f| f.node_label() == node)
        .map(|f| f.label())
        .collect();
    let code: String = node
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .flat_map(|c| c.to_lowercase())
        .collect();
    let mut label = format!("Node {node}: {}", at.join(", "));
    if label.chars().count() > 80 {
        label = format!("Node {node}: {} fields", at.len());
    }
    MenuStep::new(format!("n{code}"), label).typed(node)
}

fn stone_label(state: &State, field: Field) -> String {
    let what = match state.turn.step {
        TurnStep::Chosen { how: h } if h.places() => "Place on",
        TurnStep::Chosen { .. } => "Remove from",
        _ => "Stone on",
    };
    format!("{what} {}", field.label())
}

pub fn action_path(state: &State, _seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
    match action {
        Action::Move { to } => vec![
            MenuStep::new("mv", "Positional action: move on the Tree…"),
            MenuStep::new(
                format!("t{}", to.0),
                format!(
                    "{} (row {}: {})",
                    to.name(),
                    to.row(),
                    super::text::rule(&state.tree.rule(*to).into())
                ),
            )
            .typed(to.name()),
        ],
        Action::Choose { how: h } => {
            vec![MenuStep::new(
                how_code(*h),
                format!("Use the rule: {}", how(*h)),
            )]
        }
        Action::Skip => vec![MenuStep::new("sk", "Leave the stone out (the move stands)")],
        Action::Stone { field } => {
            let offered = stone_fields(state);
            let step = field_step(*field, stone_label(state, *field));
            if offered.len() > PAGE {
                vec![node_step(*field, &offered), step]
            } else {
                vec![step]
            }
        }
        Action::Back => vec![MenuStep::new(
            "bk",
            if state.turn.step == TurnStep::Moved {
                "Back: undo the move"
            } else {
                "Back: choose how again"
            },
        )],
        Action::Develop => vec![MenuStep::new(
            "po",
            "Political action: develop relations, then recruit",
        )],
        Action::Recruit { who, at } => vec![
            MenuStep::new(format!("w{who}"), format!("Recruit {}…", name(names, *who)))
                .typed(name(names, *who)),
            MenuStep::new(
                format!("m{}", at.0),
                format!(
                    "onto {} ({})",
                    at.name(),
                    if at.coalition() {
                        "coalition"
                    } else {
                        "opposition"
                    }
                ),
            )
            .typed(at.name()),
        ],
        Action::DoneRecruiting => vec![MenuStep::new("dn", "No more new relations")],
        Action::Report { size: s, fields } => {
            let shape = state.commissioned(*s);
            let site = shape
                .and_then(|sh| site_at(sh, fields).map(|site| (sh, site)))
                .and_then(|(sh, site)| {
                    sites(sh)
                        .iter()
                        .position(|x| std::ptr::eq(x, site))
                        .map(|i| (sh, i))
                });
            let (code, project) = match site {
                Some((sh, i)) => (format!("x{i}"), shape_name(sh).to_string()),
                None => ("x".to_string(), "?".to_string()),
            };
            let mut where_ = fields
                .iter()
                .map(|f| f.label())
                .collect::<Vec<_>>()
                .join(" ");
            if where_.chars().count() > 60 {
                where_ = format!("{}…", where_.chars().take(59).collect::<String>());
            }
            vec![
                MenuStep::new("rp", "Report a commissioned project…"),
                MenuStep::new(
                    size_code(*s),
                    format!("The {} project ({project})", size(*s)),
                ),
                MenuStep::new(code, format!("On {where_}")),
            ]
        }
        Action::EndTurn => vec![MenuStep::new("ed", "End the turn")],
        Action::Charity { call: true } => {
            let leader = state
                .taxes
                .front()
                .and_then(|t| t.leader)
                .map_or("the leader".to_string(), |s| name(names, s));
            vec![MenuStep::new("cy", format!("Call charity: {leader} pays"))]
        }
        Action::Charity { call: false } => vec![MenuStep::new("cn", "Pay the tax yourself")],
        Action::PayTax { field } => vec![field_step(
            *field,
            format!("Return your stone on {}", field.label()),
        )],
    }
}

#[cfg(test)]
pub(super) fn codes(path: &[MenuStep]) -> Vec<String> {
    path.iter().map(|s| s.code.clone()).collect()
}
