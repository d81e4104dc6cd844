//! Menu paths: every legal action as a short sequence of steps (see the table in the parent
//! module's docs). Codes use indices (fields, Tree fields, map fields, sites), which are stable
//! while the state is; typed keys use the labels players read on the board.

use super::text::{how, name, size_code};
use crate::rules::projects::{shape_name, site_at, sites};
use crate::rules::{positional, Action, Field, How, Size, State, TurnStep};
use crate::words::{project_name, WORDS};
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

fn size_letter(s: Size) -> &'static str {
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
    let mut label = WORDS.say_with(
        "ex-menu-node",
        &[
            ("node", node.into()),
            ("fields", at.join(", ").as_str().into()),
        ],
    );
    if label.chars().count() > present_kit::limits::BUTTON_LABEL_MAX {
        label = WORDS.say_with(
            "ex-menu-node-count",
            &[("node", node.into()), ("n", at.len().into())],
        );
    }
    MenuStep::new(format!("n{code}"), label).typed(node)
}

fn stone_label(state: &State, field: Field) -> String {
    let key = match state.turn.step {
        TurnStep::Chosen { how: h } if h.places() => "ex-menu-place-on",
        TurnStep::Chosen { .. } => "ex-menu-remove-from",
        _ => "ex-menu-stone-on",
    };
    WORDS.say_with(key, &[("field", field.label().into())])
}

pub fn action_path(state: &State, _seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
    match action {
        Action::Move { to } => vec![
            MenuStep::new("mv", WORDS.say("ex-menu-move")),
            MenuStep::new(
                format!("t{}", to.0),
                WORDS.say_with(
                    "ex-menu-tree-field",
                    &[
                        ("field", to.name().into()),
                        ("row", to.row().into()),
                        (
                            "rule",
                            super::text::rule(&state.tree.rule(*to).into())
                                .as_str()
                                .into(),
                        ),
                    ],
                ),
            )
            .typed(to.name()),
        ],
        Action::Choose { how: h } => {
            vec![MenuStep::new(
                how_code(*h),
                WORDS.say_with("ex-menu-use", &[("how", how(*h).as_str().into())]),
            )]
        }
        Action::Skip => vec![MenuStep::new("sk", WORDS.say("ex-menu-skip"))],
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
            WORDS.say(if state.turn.step == TurnStep::Moved {
                "ex-menu-back-move"
            } else {
                "ex-menu-back-how"
            }),
        )],
        Action::Develop => vec![MenuStep::new("po", WORDS.say("ex-menu-political"))],
        Action::Recruit { who, at } => vec![
            MenuStep::new(
                format!("w{who}"),
                WORDS.say_with(
                    "ex-menu-recruit",
                    &[("name", name(names, *who).as_str().into())],
                ),
            )
            .typed(name(names, *who)),
            MenuStep::new(
                format!("m{}", at.0),
                WORDS.say_with(
                    "ex-menu-onto",
                    &[
                        ("at", at.name().into()),
                        (
                            "side",
                            if at.coalition() {
                                "coalition"
                            } else {
                                "opposition"
                            }
                            .into(),
                        ),
                    ],
                ),
            )
            .typed(at.name()),
        ],
        Action::DoneRecruiting => vec![MenuStep::new("dn", WORDS.say("ex-menu-done"))],
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
                Some((sh, i)) => (format!("x{i}"), project_name(shape_name(sh))),
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
                MenuStep::new("rp", WORDS.say("ex-menu-report")),
                MenuStep::new(
                    size_letter(*s),
                    WORDS.say_with(
                        "ex-menu-report-size",
                        &[
                            ("size", size_code(*s).into()),
                            ("project", project.as_str().into()),
                        ],
                    ),
                ),
                MenuStep::new(
                    code,
                    WORDS.say_with("ex-menu-report-on", &[("fields", where_.as_str().into())]),
                ),
            ]
        }
        Action::EndTurn => vec![MenuStep::new("ed", WORDS.say("ex-menu-end"))],
        Action::Charity { call: true } => {
            let leader = state
                .taxes
                .front()
                .and_then(|t| t.leader)
                .map_or_else(|| WORDS.say("ex-the-leader"), |s| name(names, s));
            vec![MenuStep::new(
                "cy",
                WORDS.say_with("ex-menu-charity", &[("leader", leader.as_str().into())]),
            )]
        }
        Action::Charity { call: false } => vec![MenuStep::new("cn", WORDS.say("ex-menu-pay-self"))],
        Action::PayTax { field } => vec![field_step(
            *field,
            WORDS.say_with("ex-menu-return", &[("field", field.label().into())]),
        )],
    }
}

#[cfg(test)]
pub(super) fn codes(path: &[MenuStep]) -> Vec<String> {
    path.iter().map(|s| s.code.clone()).collect()
}
