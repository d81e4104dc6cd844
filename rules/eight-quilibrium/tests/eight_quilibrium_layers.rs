//! The 8-quilibrium rules modules form layers: no module imports another that (directly or
//! through a chain) imports it back.
//!
//! The test reads the sources of `rules/eight-quilibrium/src/rules/`, collects every reference one
//! module makes to another (`use super::x`, `super::x::f`, `use super::{x, y}`,
//! `crate::eight_quilibrium::x`, `self::x` and `mod x;`; comments and string literals do not
//! count), builds the module graph from them and checks that:
//!
//! - the graph has no cycle (a cycle is printed when there is one);
//! - `state` and its data sub-modules import nothing but `options` and each other;
//! - `market` imports only the lowest layer (plain data, events, and helpers that only read the
//!   state), never `flow`, `open_stock` or another variant;
//! - the top (`apply`, `legal`, `prompts`, `timeout`, `view`, and `computer`, what the computer
//!   players need) is imported by nothing below it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every source file of `rules/eight-quilibrium/src/rules/`, by its path inside that folder. A test
/// below checks that the list is complete, so a new module cannot slip past the layering.
const SOURCES: &[(&str, &str)] = &[
    ("mod.rs", include_str!("../src/rules/mod.rs")),
    ("actions.rs", include_str!("../src/rules/actions.rs")),
    ("apply.rs", include_str!("../src/rules/apply.rs")),
    ("computer.rs", include_str!("../src/rules/computer.rs")),
    ("checks.rs", include_str!("../src/rules/checks.rs")),
    ("events.rs", include_str!("../src/rules/events.rs")),
    ("flow.rs", include_str!("../src/rules/flow.rs")),
    ("fog.rs", include_str!("../src/rules/fog.rs")),
    ("legal.rs", include_str!("../src/rules/legal.rs")),
    ("market.rs", include_str!("../src/rules/market.rs")),
    ("open_stock.rs", include_str!("../src/rules/open_stock.rs")),
    ("options.rs", include_str!("../src/rules/options.rs")),
    ("prompts.rs", include_str!("../src/rules/prompts.rs")),
    (
        "rank_powers.rs",
        include_str!("../src/rules/rank_powers.rs"),
    ),
    ("rounds.rs", include_str!("../src/rules/rounds.rs")),
    ("scoring.rs", include_str!("../src/rules/scoring.rs")),
    ("state.rs", include_str!("../src/rules/state.rs")),
    ("state/fog.rs", include_str!("../src/rules/state/fog.rs")),
    (
        "state/rounds.rs",
        include_str!("../src/rules/state/rounds.rs"),
    ),
    (
        "state/team_play.rs",
        include_str!("../src/rules/state/team_play.rs"),
    ),
    ("state/wind.rs", include_str!("../src/rules/state/wind.rs")),
    ("targeting.rs", include_str!("../src/rules/targeting.rs")),
    ("team_play.rs", include_str!("../src/rules/team_play.rs")),
    ("timeout.rs", include_str!("../src/rules/timeout.rs")),
    ("view.rs", include_str!("../src/rules/view.rs")),
    ("wind.rs", include_str!("../src/rules/wind.rs")),
];

/// The name of the `mod.rs` module in the graph.
const ROOT: &str = "eight_quilibrium";

/// The lowest layer: plain data (`state` and its sub-modules included), actions, options,
/// events, and the helpers that only read the state.
const LOWEST: &[&str] = &[
    "actions",
    "options",
    "events",
    "state",
    "targeting",
    "scoring",
    "checks",
];

/// The top layer: what the engine calls (`computer`: what the bots call).
const TOP: &[&str] = &["apply", "computer", "legal", "prompts", "timeout", "view"];

/// Module path (inside `eight_quilibrium`) of a file: `mod.rs` is the root, `state/fog.rs` is
/// `state::fog`.
fn module_path(file: &str) -> Vec<String> {
    let stem = file.strip_suffix(".rs").expect("a .rs file");
    let mut path: Vec<String> = stem.split('/').map(str::to_string).collect();
    if path.last().map(String::as_str) == Some("mod") {
        path.pop();
    }
    path
}

fn node_name(path: &[String]) -> String {
    if path.is_empty() {
        ROOT.to_string()
    } else {
        path.join("::")
    }
}

/// The source with comments, string literals and char literals blanked out (newlines kept), so
/// only code is left to scan.
fn code_only(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let blank = |ch: char| if ch == '\n' { '\n' } else { ' ' };
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let mut i = 0;
    while i < c.len() {
        let prev_ident = i > 0 && ident(c[i - 1]);
        if c[i] == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c[i] == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            loop {
                if i >= c.len() {
                    break;
                }
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(c[i]));
                    i += 1;
                }
            }
        } else if !prev_ident && (c[i] == 'r' || (c[i] == 'b' && c.get(i + 1) == Some(&'r'))) && {
            let mut j = i + if c[i] == 'b' { 2 } else { 1 };
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            c.get(j) == Some(&'"')
        } {
            // A raw string: r"..", r#".."#, br"..".
            let mut j = i + if c[i] == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while c[j] == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1; // the opening quote
            while j < c.len() {
                if c[j] == '"' && (1..=hashes).all(|h| c.get(j + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            for &ch in &c[i..j.min(c.len())] {
                out.push(blank(ch));
            }
            i = j;
        } else if c[i] == '"' {
            out.push(' ');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < c.len() {
                    out.push(blank(c[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c[i] == '\'' && c.get(i + 1) == Some(&'\\') {
            // An escaped char literal: '\n', '\'', '\u{..}'.
            let mut j = i + 2;
            while j < c.len() && c[j] != '\'' {
                j += 1;
            }
            for _ in i..=j.min(c.len() - 1) {
                out.push(' ');
            }
            i = j + 1;
        } else if c[i] == '\'' && c.get(i + 2) == Some(&'\'') {
            // A plain char literal: 'x', '"', '{'.
            out.push_str("   ");
            i += 3;
        } else {
            // Code, including lifetimes ('a).
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

fn tokens(code: &str) -> Vec<String> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if c[i].is_whitespace() {
            i += 1;
        } else if c[i].is_alphanumeric() || c[i] == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(c[start..i].iter().collect());
        } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".to_string());
            i += 2;
        } else {
            out.push(c[i].to_string());
            i += 1;
        }
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|ch| ch.is_alphabetic() || ch == '_')
}

/// Parses a use tree (or the rest of an expression path) starting at `tokens[i]`: returns the
/// paths it names, relative to where it starts. A glob names the empty path.
fn use_tree(t: &[String], i: usize) -> Vec<Vec<String>> {
    match t.get(i).map(String::as_str) {
        Some("{") => {
            let mut out = Vec::new();
            let mut j = i + 1;
            let mut depth = 0;
            let mut item_start = j;
            while j < t.len() {
                match t[j].as_str() {
                    "{" => depth += 1,
                    "}" if depth > 0 => depth -= 1,
                    "," | "}" if depth == 0 => {
                        if item_start < j {
                            out.extend(use_tree(t, item_start));
                        }
                        if t[j] == "}" {
                            break;
                        }
                        item_start = j + 1;
                    }
                    _ => {}
                }
                j += 1;
            }
            out
        }
        Some("*") => vec![Vec::new()],
        Some("self") => vec![Vec::new()],
        Some(id) if is_ident(id) => {
            if t.get(i + 1).map(String::as_str) == Some("::")
                && t.get(i + 2)
                    .is_some_and(|n| n == "{" || n == "*" || is_ident(n))
            {
                use_tree(t, i + 2)
                    .into_iter()
                    .map(|mut rest| {
                        rest.insert(0, id.to_string());
                        rest
                    })
                    .collect()
            } else {
                vec![vec![id.to_string()]]
            }
        }
        _ => Vec::new(),
    }
}

/// The module paths (inside `eight_quilibrium`) that the file `file` refers to, with each
/// reference's module path as seen from the file (glob and `self` references name the module
/// they sit in).
fn references(file: &str, src: &str) -> Vec<Vec<String>> {
    let file_path = module_path(file);
    let t = tokens(&code_only(src));
    let mut refs = Vec::new();
    // Inline modules (`mod tests { .. }`) we are in, with the brace depth they opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < t.len() {
        let here = || {
            let mut p = file_path.clone();
            p.extend(inline.iter().map(|(name, _)| name.clone()));
            p
        };
        let after_sep = i > 0 && t[i - 1] == "::";
        match t[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            "mod" if t.get(i + 1).is_some_and(|n| is_ident(n)) => {
                let name = t[i + 1].clone();
                match t.get(i + 2).map(String::as_str) {
                    Some("{") => {
                        inline.push((name, depth));
                        depth += 1;
                        i += 3;
                        continue;
                    }
                    Some(";") => {
                        let mut p = here();
                        p.push(name);
                        refs.push(p);
                    }
                    _ => {}
                }
            }
            "super" | "self" if !after_sep && t.get(i + 1).map(String::as_str) == Some("::") => {
                let mut base = here();
                let mut j = i;
                while t.get(j).map(String::as_str) == Some("super")
                    && t.get(j + 1).map(String::as_str) == Some("::")
                {
                    base.pop();
                    j += 2;
                }
                if t[j] == "self" {
                    j += 2;
                }
                for rest in use_tree(&t, j) {
                    let mut p = base.clone();
                    p.extend(rest);
                    refs.push(p);
                }
                i = j;
                continue;
            }
            "crate"
                if !after_sep
                    && t.get(i + 1).map(String::as_str) == Some("::")
                    && t.get(i + 2).map(String::as_str) == Some(ROOT) =>
            {
                let j = i + 4;
                if t.get(i + 3).map(String::as_str) == Some("::") {
                    refs.extend(use_tree(&t, j));
                } else {
                    refs.push(Vec::new());
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    refs
}

/// The module graph: each file module and the other file modules it refers to.
fn graph_of(sources: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: Vec<Vec<String>> = sources.iter().map(|(f, _)| module_path(f)).collect();
    let mut graph = BTreeMap::new();
    for ((file, src), me) in sources.iter().zip(&modules) {
        let targets: &mut BTreeSet<String> = graph.entry(node_name(me)).or_default();
        for r in references(file, src) {
            // The innermost file module the path goes through.
            let target = modules
                .iter()
                .filter(|m| r.starts_with(m))
                .max_by_key(|m| m.len())
                .unwrap_or_else(|| panic!("{file}: no module for {r:?}"));
            if target != me {
                targets.insert(node_name(target));
            }
        }
    }
    graph
}

/// A cycle of the graph, as `a -> b -> .. -> a`, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, done, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

fn show(graph: &BTreeMap<String, BTreeSet<String>>) -> String {
    graph
        .iter()
        .map(|(from, to)| {
            let to: Vec<&str> = to.iter().map(String::as_str).collect();
            format!("  {from} -> {}\n", to.join(", "))
        })
        .collect()
}

fn in_state(module: &str) -> bool {
    module == "state" || module.starts_with("state::")
}

fn in_lowest(module: &str) -> bool {
    in_state(module) || LOWEST.contains(&module)
}

#[test]
fn sources_list_every_module_file() {
    fn walk(dir: &Path, prefix: &str, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            let path = entry.path();
            if path.is_dir() {
                walk(&path, &format!("{prefix}{name}/"), out);
            } else if name.ends_with(".rs") {
                out.insert(format!("{prefix}{name}"));
            }
        }
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut on_disk = BTreeSet::new();
    walk(&dir, "", &mut on_disk);
    let listed: BTreeSet<String> = SOURCES.iter().map(|(f, _)| f.to_string()).collect();
    assert_eq!(
        listed, on_disk,
        "SOURCES must list every file of src/rules/"
    );
}

#[test]
fn the_scan_sees_every_kind_of_reference_and_nothing_else() {
    let src = r##"
        //! Not a reference: super::commented::X, "nor" this.
        use super::plain::Thing;
        use super::{grouped, nested::{deep::A, B}, self_item::{self}};
        use crate::eight_quilibrium::absolute::Y;
        use crate::cards::Card;
        mod child;
        pub(super) fn f() -> char {
            let _ = super::called::f('"');
            let _ = "super::in_string::X";
            let _ = r#"super::in_raw_string::X"#;
            /* super::in_block::X */
            '{'
        }
        #[cfg(test)]
        mod tests {
            use super::*;
            use super::super::from_tests;
        }
    "##;
    let mut refs: Vec<String> = references("here.rs", src)
        .iter()
        .map(|p| p.join("::"))
        .collect();
    refs.sort();
    assert_eq!(
        refs,
        [
            "absolute::Y",
            "called::f",
            "from_tests",
            "grouped",
            "here",
            "here::child",
            "nested::B",
            "nested::deep::A",
            "plain::Thing",
            "self_item",
        ]
    );
}

#[test]
fn the_module_graph_has_no_cycle() {
    let graph = graph_of(SOURCES);
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "the 8-quilibrium modules import each other in a circle: {}\nthe whole graph:\n{}",
            cycle.join(" -> "),
            show(&graph)
        );
    }
    println!("{}", show(&graph));
}

#[test]
fn state_imports_only_plain_data() {
    let graph = graph_of(SOURCES);
    for (from, to) in graph.iter().filter(|(from, _)| in_state(from)) {
        let above: Vec<&String> = to
            .iter()
            .filter(|m| !in_state(m) && *m != "options")
            .collect();
        assert!(
            above.is_empty(),
            "{from} must import only options and other state modules, not {above:?}"
        );
    }
}

#[test]
fn market_imports_only_the_lowest_layer() {
    let graph = graph_of(SOURCES);
    let to = &graph["market"];
    let above: Vec<&String> = to.iter().filter(|m| !in_lowest(m)).collect();
    assert!(
        above.is_empty(),
        "market must import only the lowest layer, not {above:?}"
    );
}

#[test]
fn nothing_below_the_top_imports_it() {
    let graph = graph_of(SOURCES);
    for (from, to) in &graph {
        if from == ROOT || TOP.contains(&from.as_str()) {
            continue;
        }
        let top: Vec<&String> = to
            .iter()
            .filter(|m| *m == ROOT || TOP.contains(&m.as_str()))
            .collect();
        assert!(top.is_empty(), "{from} must not import {top:?}");
    }
}
