//! The README's module table of `commands` (the fenced block after "In `commands`:") names
//! every module of `commands/src` and nothing else: each room (a folder under `commands/src`,
//! written `room/`) and each module at the crate's top on a line of its own, each module of a
//! room on an indented line below it. A module added, moved or removed without the table
//! changing fails here, with the names that differ.
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The names `mod x;` declares in `file` (any visibility; inline `mod x { .. }` and test
/// modules left out).
fn declared(file: &Path) -> Vec<String> {
    let code = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let mut out = Vec::new();
    let mut test = false;
    for line in code.lines() {
        let line = line.trim();
        if line == "#[cfg(test)]" {
            test = true;
            continue;
        }
        let rest = ["pub(crate) mod ", "pub(super) mod ", "pub mod ", "mod "]
            .iter()
            .find_map(|p| line.strip_prefix(p));
        if let Some(name) = rest.and_then(|r| r.strip_suffix(';')) {
            if !test {
                out.push(name.trim().to_string());
            }
        }
        test = false;
    }
    out
}

/// Every module of `commands/src`, as the table writes it: `room/` for a folder's module,
/// `room/module` for a module of a room, `module` for a file at the top.
fn modules() -> BTreeSet<String> {
    let src = root().join("commands/src");
    let mut out = BTreeSet::new();
    for top in declared(&src.join("lib.rs")) {
        let room = src.join(&top).join("mod.rs");
        if room.is_file() {
            out.insert(format!("{top}/"));
            for module in declared(&room) {
                out.insert(format!("{top}/{module}"));
            }
        } else {
            out.insert(top);
        }
    }
    out
}

/// The names in the table's first column, written as [`modules`] writes them.
fn table() -> BTreeSet<String> {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let after = readme
        .split_once("In `commands`:\n\n```\n")
        .expect("the README has the module table of `commands`")
        .1;
    let block = after.split_once("```").expect("the table's fence closes").0;
    let mut out = BTreeSet::new();
    let mut room: Option<String> = None;
    for line in block.lines() {
        let indent = line.len() - line.trim_start().len();
        // The first column ends at the first run of two spaces; a line indented past it
        // continues the description above.
        let first = line.trim_start().split("  ").next().unwrap_or("").trim();
        if first.is_empty() || indent > 2 {
            continue;
        }
        for name in first.split(", ") {
            match (indent, name.strip_suffix('/')) {
                (0, Some(r)) => {
                    room = Some(r.to_string());
                    out.insert(name.to_string());
                }
                (0, None) => {
                    room = None;
                    out.insert(name.to_string());
                }
                _ => {
                    let r = room
                        .as_ref()
                        .unwrap_or_else(|| panic!("`{name}` is indented under no room"));
                    out.insert(format!("{r}/{name}"));
                }
            }
        }
    }
    out
}

#[test]
fn the_readme_names_every_module_of_commands_and_no_other() {
    let (code, readme) = (modules(), table());
    let missing: Vec<_> = code.difference(&readme).collect();
    let stale: Vec<_> = readme.difference(&code).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "README.md's table of `commands`: missing {missing:?}; names no module {stale:?}"
    );
    assert!(
        code.contains("store/db"),
        "the reading of commands/src found {code:?}"
    );
}
