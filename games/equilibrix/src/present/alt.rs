//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the board
//! or a private view, most important first and within Discord's limit by construction
//! ([`Alt`]), however many seats play: whose turn and what is left of it, a tax awaited, the
//! spiral, the last change, the seat's own map, stock and Vitruvian (private view only), the
//! commissioned projects, each seat's stones and Vitruvian, then the political maps as far as
//! room allows.

use super::board::{map_line, now_line, status_line, tax_lines};
use super::text::{name, pos, size};
use crate::rules::spiral::centre;
use crate::rules::{Kind, View};
use present_kit::alt::Alt;
use present_kit::present::Names;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::new();
    head(&mut alt, view, names);
    table(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: whose turn, what the seat can do now, its own map, stock
/// and Vitruvian, then the board.
pub fn private_alt(view: &View, names: &Names) -> String {
    let Some(me) = view.me else {
        return board_alt(view, names);
    };
    let mut alt = Alt::new();
    head(&mut alt, view, names);
    alt.line(now_line(view, names, me));
    if let Some(m) = view.maps.get(me) {
        alt.line(format!("Your political map: {}.", map_line(m, names)));
    }
    let stock = view.stock.get(me).copied().unwrap_or_default();
    alt.line(format!(
        "Your stock: {} lenses, {} triangles.",
        stock[0], stock[1]
    ));
    match view.on_tree.get(me).copied().flatten() {
        Some(f) => alt.line(format!("Your Vitruvian is on {} of the Tree.", f.name())),
        None => alt.line("Your Vitruvian is not on the Tree yet."),
    };
    table(&mut alt, view, names);
    alt.finish()
}

/// Whose turn (or the end), and any tax awaited.
fn head(alt: &mut Alt, view: &View, names: &Names) {
    let status = status_line(view, names);
    let mut chars = status.chars();
    let status: String = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    alt.line(format!("{status}."));
    for line in tax_lines(view, names) {
        alt.line(format!("{line}."));
    }
}

fn table(alt: &mut Alt, view: &View, names: &Names) {
    let c = centre();
    let spiral: Vec<String> = view
        .spiral
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} {}", name(names, s), pos(*p, c)))
        .collect();
    alt.list(&format!("Spiral, centre {c}"), &spiral, None);
    if !view.last_changed.is_empty() {
        let l: Vec<&str> = view.last_changed.iter().map(|f| f.label()).collect();
        alt.line(format!("Last change: {}.", l.join(" ")));
    }
    let projects: Vec<String> = view
        .projects
        .iter()
        .map(|p| {
            format!(
                "{} {} on {}",
                size(p.size),
                p.commissioned.name,
                p.commissioned.obligatory.join(" ")
            )
        })
        .collect();
    alt.list("Commissioned projects", &projects, None);
    let on_tree: Vec<String> = (0..view.players)
        .map(|s| match view.on_tree.get(s).copied().flatten() {
            Some(f) => format!("{} on {}", name(names, s), f.name()),
            None => format!("{} not on the Tree", name(names, s)),
        })
        .collect();
    alt.list("Vitruvians", &on_tree, None);
    for s in 0..view.players {
        let of = |k: Kind| -> Vec<String> {
            view.stones
                .iter()
                .filter(|st| st.owner == s && st.kind == k)
                .map(|st| st.field.label().to_string())
                .collect()
        };
        let stock = view.stock.get(s).copied().unwrap_or_default();
        let who = name(names, s);
        alt.line(format!(
            "{who}'s stock: {} lenses, {} triangles.",
            stock[0], stock[1]
        ));
        alt.list(&format!("{who}'s lenses"), &of(Kind::B), Some("none"));
        alt.list(&format!("{who}'s triangles"), &of(Kind::T), Some("none"));
    }
    for (s, m) in view.maps.iter().enumerate() {
        alt.line(format!(
            "{}'s political map: {}.",
            name(names, s),
            map_line(m, names)
        ));
    }
}
