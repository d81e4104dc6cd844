//! The public board and a seat's private view as text for screen readers: the Tree of Life
//! with the Vitruvians and what each row and column activates, the spiral, the projects, every
//! political map, the stones on the board and the last change.

use super::text::{
    combination, count, how, name, names_list, pos, rule, size, stock, stones, MAP_LEGEND,
};
use crate::rules::spiral::centre;
use crate::rules::view::{MapView, ProjectView, StepView};
use crate::rules::{EndReason, Kind, View};
use game_kit::Seat;
use present_kit::markup::{B, E};
use present_kit::present::Names;

const COLUMNS: [&str; 3] = ["left", "middle", "right"];

/// The game's state in one line: "round 3 of 40 · Ann's turn: ..." or "game over after ...".
pub(super) fn status_line(view: &View, names: &Names) -> String {
    let limit = if view.turn_limit == 0 {
        "no round limit".to_string()
    } else {
        format!("of {}", view.turn_limit)
    };
    if let Some(over) = view.over {
        let why = match (over.winner, over.reason) {
            (Some(w), EndReason::Centre) => {
                format!("{} reached the centre and wins", name(names, w))
            }
            (Some(w), EndReason::TurnLimit) => {
                format!(
                    "the round limit passed; {} is furthest on the spiral",
                    name(names, w)
                )
            }
            (None, _) => "the round limit passed".to_string(),
        };
        return format!("game over after round {}: {why}.", view.round);
    }
    let t = &view.turn;
    format!(
        "round {} {limit} · {}'s turn: {} left, political action {}{}",
        view.round,
        name(names, t.seat),
        count(t.positional_left, "positional action", "positional actions"),
        if t.political_done { "done" } else { "due" },
        match &t.step {
            StepView::Idle => String::new(),
            StepView::Moved => " · moved, choosing how to use the rule".into(),
            StepView::Chosen { how: h } => format!(" · choosing the field to {}", how(*h)),
            StepView::Recruiting { placed } => {
                format!(" · recruiting ({} of 3 placed)", placed.len())
            }
        }
    )
}

fn header(view: &View, names: &Names) -> String {
    format!("{B}Equilibrix Project{E} — {}", status_line(view, names))
}

fn tree_lines(view: &View, names: &Names) -> Vec<String> {
    let mut out = vec![format!(
        "{B}Tree of Life{E} (row: pair and surround; column: angle)"
    )];
    for r in &view.tree.rows {
        out.push(format!(
            "Row {}: {}, surround {}",
            r.row,
            combination(r.combination),
            r.formation
        ));
    }
    for (i, c) in view.tree.columns.iter().enumerate() {
        out.push(format!(
            "Column {} ({}): two lenses {}°, two triangles {}°, lens and triangle {}°",
            COLUMNS.get(i).unwrap_or(&"?"),
            c.piece,
            c.degrees[0],
            c.degrees[1],
            c.degrees[2]
        ));
    }
    for f in &view.tree.fields {
        let who = if f.vitruvians.is_empty() {
            String::new()
        } else {
            format!(" — {}", names_list(names, &f.vitruvians))
        };
        out.push(format!(
            "• {} (row {}, {}): {}{who}",
            f.field.name(),
            f.row,
            COLUMNS.get(f.column as usize).unwrap_or(&"?"),
            rule(&f.rule)
        ));
    }
    let off: Vec<Seat> = (0..view.players)
        .filter(|&s| view.on_tree.get(s).is_some_and(Option::is_none))
        .collect();
    if !off.is_empty() {
        out.push(format!("Not on the Tree yet: {}", names_list(names, &off)));
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
    format!("{B}Spiral{E} (centre {c}): {}", parts.join(" · "))
}

fn project_line(p: &ProjectView) -> String {
    let points: Vec<String> = p.points.iter().map(u32::to_string).collect();
    let mut line = format!(
        "{} ({} points): {B}{}{E} on {}",
        size(p.size),
        points.join("/"),
        p.commissioned.name,
        p.commissioned.obligatory.join(" ")
    );
    if !p.commissioned.voluntary.is_empty() {
        line.push_str(&format!(
            ", voluntary {}",
            p.commissioned.voluntary.join(" ")
        ));
    }
    match &p.next {
        Some(n) => line.push_str(&format!("; next {}", n.name)),
        None => line.push_str("; no next card"),
    }
    line.push_str(&format!(" ({} in the pile)", p.pile));
    line
}

/// One political map: "C1 Bea · CD Cy, Dan · O1 — ; coalition: Bea; opposition: nobody".
pub fn map_line(map: &MapView, names: &Names) -> String {
    let fields: Vec<String> = map
        .fields
        .iter()
        .filter(|(_, on)| !on.is_empty())
        .map(|(f, on)| format!("{} {}", f.name(), names_list(names, on)))
        .collect();
    format!(
        "{}; partners {}; opponents {}",
        if fields.is_empty() {
            "empty".to_string()
        } else {
            fields.join(" · ")
        },
        names_list(names, &map.coalition),
        names_list(names, &map.opposition)
    )
}

fn stone_lines(view: &View, names: &Names) -> Vec<String> {
    let mut out = vec![format!("{B}Stones{E} (lenses; triangles; in stock)")];
    for s in 0..view.players {
        let of = |k: Kind| {
            let l: Vec<&str> = view
                .stones
                .iter()
                .filter(|st| st.owner == s && st.kind == k)
                .map(|st| st.field.label())
                .collect();
            if l.is_empty() {
                "none".to_string()
            } else {
                l.join(" ")
            }
        };
        out.push(format!(
            "{}: {}; {}; stock {}",
            name(names, s),
            of(Kind::B),
            of(Kind::T),
            stock(view.stock.get(s).copied().unwrap_or_default())
        ));
    }
    out
}

pub(super) fn tax_lines(view: &View, names: &Names) -> Vec<String> {
    view.taxes
        .iter()
        .map(|t| match t.payer {
            None => format!(
                "Tax: {} crossed the node after field {} last and decides: pay {} or have {} pay",
                name(names, t.mover),
                t.node,
                stones(t.stones),
                t.leader.map_or("the leader".into(), |l| name(names, l))
            ),
            Some(p) => format!(
                "Tax: {} returns {} to stock (node after field {})",
                name(names, p),
                stones(t.stones),
                t.node
            ),
        })
        .collect()
}

/// The public board.
pub fn board_text(view: &View, names: &Names) -> String {
    let mut out = vec![header(view, names)];
    out.extend(tax_lines(view, names));
    out.push(spiral_line(view, names));
    out.push(format!("{B}Projects{E}"));
    out.extend(view.projects.iter().map(project_line));
    out.push(format!("{B}Political maps{E} ({MAP_LEGEND})"));
    for (s, m) in view.maps.iter().enumerate() {
        out.push(format!("{}: {}", name(names, s), map_line(m, names)));
    }
    out.extend(stone_lines(view, names));
    out.extend(tree_lines(view, names));
    if !view.last_changed.is_empty() {
        let l: Vec<&str> = view.last_changed.iter().map(|f| f.label()).collect();
        out.push(format!("Last change: {}", l.join(" ")));
    }
    out.join("\n")
}

/// A seat's private view: their own map, their stones and what they can do now.
pub fn private_text(view: &View, names: &Names) -> String {
    let Some(me) = view.me else {
        return "You are watching.".into();
    };
    let mut out = Vec::new();
    if let Some(m) = view.maps.get(me) {
        out.push(format!(
            "Your political map: {} ({MAP_LEGEND})",
            map_line(m, names)
        ));
    }
    out.push(format!(
        "Your stock: {} · spiral {}",
        stock(view.stock.get(me).copied().unwrap_or_default()),
        view.spiral
            .get(me)
            .map_or("?".into(), |p| pos(*p, centre()))
    ));
    match view.on_tree.get(me).copied().flatten() {
        Some(f) => out.push(format!("Your Vitruvian is on {} of the Tree.", f.name())),
        None => out.push("Your Vitruvian is not on the Tree yet: any free field.".into()),
    }
    out.push(now_line(view, names, me));
    out.join("\n")
}

/// What `me` is doing or waiting for now, as the private view's last line.
pub(super) fn now_line(view: &View, names: &Names, me: Seat) -> String {
    if view.over.is_some() {
        return "The game is over.".into();
    }
    if let Some(t) = view.taxes.first() {
        return if t.payer.is_none() && t.mover == me {
            format!(
                "Now: you crossed a node last. Pay {} yourself, or call charity.",
                stones(t.stones)
            )
        } else if t.payer == Some(me) {
            format!(
                "Now: choose {} of yours to return to stock as tax.",
                stones(t.stones)
            )
        } else {
            "Now: waiting for a tax to be paid.".into()
        };
    }
    if view.turn.seat != me {
        return format!("Now: {} is playing.", name(names, view.turn.seat));
    }
    let t = &view.turn;
    match &t.step {
        StepView::Idle => {
            let mut can = Vec::new();
            if t.positional_left > 0 {
                can.push(format!(
                    "move on the Tree ({} left)",
                    count(t.positional_left, "positional action", "positional actions")
                ));
            }
            if !t.political_done {
                can.push("the political action".into());
            }
            can.push("report a commissioned project once its fields are filled".into());
            can.push("end the turn".into());
            format!("Now: {}.", can.join(", "))
        }
        StepView::Moved => {
            // Under the rules before EX-G9 a move may stand without its stone.
            let or = if t.bare_moves {
                "leave it out"
            } else {
                "go back to undo the move"
            };
            match &t.rule {
                Some(r) => format!(
                    "Now: your rule is {}. Place or remove a stone, or {or}.",
                    rule(r)
                ),
                None => format!("Now: place or remove a stone, or {or}."),
            }
        }
        StepView::Chosen { how: h } => format!("Now: choose the field to {}.", how(*h)),
        StepView::Recruiting { placed } => format!(
            "Now: recruit onto a circle of your map ({} of 3 placed), or stop.",
            placed.len()
        ),
    }
}
