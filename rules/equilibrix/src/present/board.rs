//! The public board and a seat's private view as text for screen readers: the Tree of Life
//! with the Vitruvians and what each row and column activates, the spiral, the projects, every
//! political map, the stones on the board and the last change.

use super::text::{
    combination, how, map_legend, name, names_list, pos, positional_actions, rule, size_code,
    stock, stones,
};
use crate::rules::spiral::centre;
use crate::rules::view::{MapView, ProjectView, StepView};
use crate::rules::{EndReason, Kind, View};
use crate::words::{piece_name, project_name, WORDS};
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;

/// A column of the Tree in words (left, middle, right).
fn column(i: usize) -> String {
    match i {
        0 => WORDS.say("ex-column-left"),
        1 => WORDS.say("ex-column-middle"),
        2 => WORDS.say("ex-column-right"),
        _ => "?".into(),
    }
}

/// The game's state in one line: "round 3 of 40 · Ann's turn: ..." or "game over after ...".
pub(super) fn status_line(view: &View, names: &Names) -> String {
    if let Some(over) = view.over {
        let why = match (over.winner, over.reason) {
            (Some(w), EndReason::Centre) => WORDS.say_with(
                "ex-over-centre",
                &[("name", name(names, w).as_str().into())],
            ),
            (Some(w), EndReason::TurnLimit) => WORDS.say_with(
                "ex-over-limit-furthest",
                &[("name", name(names, w).as_str().into())],
            ),
            (None, _) => WORDS.say("ex-over-limit"),
        };
        return WORDS.say_with(
            "ex-status-over",
            &[("round", view.round.into()), ("why", why.as_str().into())],
        );
    }
    let round = if view.turn_limit == 0 {
        WORDS.say_with("ex-status-round-unlimited", &[("round", view.round.into())])
    } else {
        WORDS.say_with(
            "ex-status-round",
            &[
                ("round", view.round.into()),
                ("limit", view.turn_limit.into()),
            ],
        )
    };
    let t = &view.turn;
    let mut line = WORDS.say_with(
        "ex-status-turn",
        &[
            ("round", round.as_str().into()),
            ("name", name(names, t.seat).as_str().into()),
            (
                "positional",
                positional_actions(t.positional_left).as_str().into(),
            ),
            (
                "political",
                if t.political_done { "done" } else { "due" }.into(),
            ),
        ],
    );
    let step = match &t.step {
        StepView::Idle => None,
        StepView::Moved => Some(WORDS.say("ex-step-moved")),
        StepView::Chosen { how: h } => {
            Some(WORDS.say_with("ex-step-chosen", &[("how", how(*h).as_str().into())]))
        }
        StepView::Recruiting { placed } => {
            Some(WORDS.say_with("ex-step-recruiting", &[("placed", placed.len().into())]))
        }
    };
    if let Some(step) = step {
        line.push_str(" · ");
        line.push_str(&step);
    }
    line
}

fn header(view: &View, names: &Names) -> String {
    // The game's name is a name: the same in every language.
    format!("{B}Equilibrix Project{E} — {}", status_line(view, names))
}

fn tree_lines(view: &View, names: &Names) -> Vec<String> {
    let mut out = vec![format!(
        "{B}{}{E} {}",
        WORDS.say("ex-tree-title"),
        WORDS.say("ex-tree-note")
    )];
    for r in &view.tree.rows {
        out.push(WORDS.say_with(
            "ex-tree-row",
            &[
                ("row", r.row.into()),
                ("pair", combination(r.combination).as_str().into()),
                ("formation", r.formation.as_str().into()),
            ],
        ));
    }
    for (i, c) in view.tree.columns.iter().enumerate() {
        out.push(WORDS.say_with(
            "ex-tree-column",
            &[
                ("column", column(i).as_str().into()),
                ("piece", piece_name(&c.piece).as_str().into()),
                ("bb", c.degrees[0].into()),
                ("tt", c.degrees[1].into()),
                ("bt", c.degrees[2].into()),
            ],
        ));
    }
    for f in &view.tree.fields {
        let mut line = WORDS.say_with(
            "ex-tree-field",
            &[
                ("field", f.field.name().into()),
                ("row", f.row.into()),
                ("column", column(f.column as usize).as_str().into()),
                ("rule", rule(&f.rule).as_str().into()),
            ],
        );
        if !f.vitruvians.is_empty() {
            line.push_str(" — ");
            line.push_str(&names_list(names, &f.vitruvians));
        }
        out.push(line);
    }
    let off: Vec<Seat> = (0..view.players)
        .filter(|&s| view.on_tree.get(s).is_some_and(Option::is_none))
        .collect();
    if !off.is_empty() {
        out.push(WORDS.say_with(
            "ex-tree-off",
            &[("names", names_list(names, &off).as_str().into())],
        ));
    }
    out
}

fn spiral_line(view: &View, names: &Names) -> String {
    let c = centre();
    let parts: Vec<String> = view
        .spiral
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} {}", name(names, s), pos(*p, c)))
        .collect();
    format!(
        "{B}{}{E} {}",
        WORDS.say("ex-spiral-title"),
        WORDS.say_with(
            "ex-spiral-line",
            &[
                ("centre", c.into()),
                ("places", parts.join(" · ").as_str().into())
            ]
        )
    )
}

fn project_line(p: &ProjectView) -> String {
    let points: Vec<String> = p.points.iter().map(u32::to_string).collect();
    let mut line = WORDS.say_with(
        "ex-project-line",
        &[
            ("size", size_code(p.size).into()),
            ("points", points.join("/").as_str().into()),
            (
                "project",
                format!("{B}{}{E}", project_name(&p.commissioned.name))
                    .as_str()
                    .into(),
            ),
            (
                "fields",
                p.commissioned.obligatory.join(" ").as_str().into(),
            ),
        ],
    );
    if !p.commissioned.voluntary.is_empty() {
        line.push_str(&WORDS.say_with(
            "ex-project-voluntary",
            &[("fields", p.commissioned.voluntary.join(" ").as_str().into())],
        ));
    }
    match &p.next {
        Some(n) => line.push_str(&WORDS.say_with(
            "ex-project-next",
            &[("project", project_name(&n.name).as_str().into())],
        )),
        None => line.push_str(&WORDS.say("ex-project-no-next")),
    }
    line.push_str(&WORDS.say_with("ex-project-pile", &[("n", p.pile.into())]));
    line
}

/// One political map: "C1 Bea · CD Cy, Dan; partners Bea; opponents nobody".
pub fn map_line(map: &MapView, names: &Names) -> String {
    let fields: Vec<String> = map
        .fields
        .iter()
        .filter(|(_, on)| !on.is_empty())
        .map(|(f, on)| format!("{} {}", f.name(), names_list(names, on)))
        .collect();
    WORDS.say_with(
        "ex-map-line",
        &[
            (
                "fields",
                if fields.is_empty() {
                    WORDS.say("ex-map-empty")
                } else {
                    fields.join(" · ")
                }
                .as_str()
                .into(),
            ),
            (
                "partners",
                names_list(names, &map.coalition).as_str().into(),
            ),
            (
                "opponents",
                names_list(names, &map.opposition).as_str().into(),
            ),
        ],
    )
}

fn stone_lines(view: &View, names: &Names) -> Vec<String> {
    let mut out = vec![format!(
        "{B}{}{E} {}",
        WORDS.say("ex-stones-title"),
        WORDS.say("ex-stones-note")
    )];
    for s in 0..view.players {
        let of = |k: Kind| {
            let l: Vec<&str> = view
                .stones
                .iter()
                .filter(|st| st.owner == s && st.kind == k)
                .map(|st| st.field.label())
                .collect();
            if l.is_empty() {
                WORDS.say("ex-none")
            } else {
                l.join(" ")
            }
        };
        out.push(
            WORDS.say_with(
                "ex-stones-line",
                &[
                    ("name", name(names, s).as_str().into()),
                    ("lenses", of(Kind::B).as_str().into()),
                    ("triangles", of(Kind::T).as_str().into()),
                    (
                        "stock",
                        stock(view.stock.get(s).copied().unwrap_or_default())
                            .as_str()
                            .into(),
                    ),
                ],
            ),
        );
    }
    out
}

pub(super) fn tax_lines(view: &View, names: &Names) -> Vec<String> {
    view.taxes
        .iter()
        .map(|t| match t.payer {
            None => WORDS.say_with(
                "ex-tax-decides",
                &[
                    ("name", name(names, t.mover).as_str().into()),
                    ("node", t.node.into()),
                    ("stones", stones(t.stones).as_str().into()),
                    (
                        "leader",
                        t.leader
                            .map_or_else(|| WORDS.say("ex-the-leader"), |l| name(names, l))
                            .as_str()
                            .into(),
                    ),
                ],
            ),
            Some(p) => WORDS.say_with(
                "ex-tax-returns",
                &[
                    ("name", name(names, p).as_str().into()),
                    ("stones", stones(t.stones).as_str().into()),
                    ("node", t.node.into()),
                ],
            ),
        })
        .collect()
}

/// The public board.
pub fn board_text(view: &View, names: &Names) -> String {
    let mut out = vec![header(view, names)];
    out.extend(tax_lines(view, names));
    out.push(spiral_line(view, names));
    out.push(format!("{B}{}{E}", WORDS.say("ex-projects-title")));
    out.extend(view.projects.iter().map(project_line));
    out.push(format!(
        "{B}{}{E} ({})",
        WORDS.say("ex-maps-title"),
        map_legend()
    ));
    for (s, m) in view.maps.iter().enumerate() {
        out.push(format!("{}: {}", name(names, s), map_line(m, names)));
    }
    out.extend(stone_lines(view, names));
    out.extend(tree_lines(view, names));
    if !view.last_changed.is_empty() {
        let l: Vec<&str> = view.last_changed.iter().map(|f| f.label()).collect();
        out.push(WORDS.say_with("ex-last-change", &[("fields", l.join(" ").as_str().into())]));
    }
    out.join("\n")
}

/// A seat's private view: their own map, their stones and what they can do now.
pub fn private_text(view: &View, names: &Names) -> String {
    let Some(me) = view.me else {
        return WORDS.say("ex-watching");
    };
    let mut out = Vec::new();
    if let Some(m) = view.maps.get(me) {
        out.push(WORDS.say_with(
            "ex-your-map",
            &[
                ("map", map_line(m, names).as_str().into()),
                ("legend", map_legend().as_str().into()),
            ],
        ));
    }
    out.push(
        WORDS.say_with(
            "ex-your-stock",
            &[
                (
                    "stock",
                    stock(view.stock.get(me).copied().unwrap_or_default())
                        .as_str()
                        .into(),
                ),
                (
                    "spiral",
                    view.spiral
                        .get(me)
                        .map_or("?".into(), |p| pos(*p, centre()))
                        .as_str()
                        .into(),
                ),
            ],
        ),
    );
    out.push(your_vitruvian(view, me, true));
    out.push(now_line(view, names, me));
    out.join("\n")
}

/// Where `me`'s Vitruvian stands, as a sentence; `any` adds that any free field is open.
pub(super) fn your_vitruvian(view: &View, me: Seat, any: bool) -> String {
    match view.on_tree.get(me).copied().flatten() {
        Some(f) => WORDS.say_with("ex-your-vitruvian-on", &[("field", f.name().into())]),
        None if any => WORDS.say("ex-your-vitruvian-off-any"),
        None => WORDS.say("ex-your-vitruvian-off"),
    }
}

/// What `me` is doing or waiting for now, as the private view's last line.
pub(super) fn now_line(view: &View, names: &Names, me: Seat) -> String {
    if view.over.is_some() {
        return WORDS.say("ex-now-over");
    }
    if let Some(t) = view.taxes.first() {
        let n = stones(t.stones);
        return if t.payer.is_none() && t.mover == me {
            WORDS.say_with("ex-now-charity", &[("stones", n.as_str().into())])
        } else if t.payer == Some(me) {
            WORDS.say_with("ex-now-pay", &[("stones", n.as_str().into())])
        } else {
            WORDS.say("ex-now-waiting-tax")
        };
    }
    if view.turn.seat != me {
        return WORDS.say_with(
            "ex-now-playing",
            &[("name", name(names, view.turn.seat).as_str().into())],
        );
    }
    let t = &view.turn;
    match &t.step {
        StepView::Idle => {
            let mut can = Vec::new();
            if t.positional_left > 0 {
                can.push(WORDS.say_with(
                    "ex-can-move",
                    &[(
                        "positional",
                        positional_actions(t.positional_left).as_str().into(),
                    )],
                ));
            }
            if !t.political_done {
                can.push(WORDS.say("ex-can-political"));
            }
            can.push(WORDS.say("ex-can-report"));
            can.push(WORDS.say("ex-can-end"));
            WORDS.say_with("ex-now-can", &[("can", can.join(", ").as_str().into())])
        }
        StepView::Moved => {
            // Under the rules before EX-G9 a move may stand without its stone.
            let or = if t.bare_moves { "leave" } else { "back" };
            match &t.rule {
                Some(r) => WORDS.say_with(
                    "ex-now-moved-rule",
                    &[("rule", rule(r).as_str().into()), ("or", or.into())],
                ),
                None => WORDS.say_with("ex-now-moved", &[("or", or.into())]),
            }
        }
        StepView::Chosen { how: h } => {
            WORDS.say_with("ex-now-chosen", &[("how", how(*h).as_str().into())])
        }
        StepView::Recruiting { placed } => {
            WORDS.say_with("ex-now-recruiting", &[("placed", placed.len().into())])
        }
    }
}
