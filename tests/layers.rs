//! No import circles, in any crate of the workspace: the modules of each crate form layers.
//!
//! Every crate's module files are read (`src/lib.rs` or `src/main.rs` and the files under them),
//! and every path a module names in code (`crate::a::b`, `super::c`, grouped `use crate::{a, b}`)
//! becomes an edge between two modules with the same parent: a file in `play/` naming
//! `crate::ctx::X` is an edge `play → ctx` at the crate's top level, and `super::held` in
//! `core/maintenance.rs` an edge `maintenance → held` inside `core`. A module naming its own
//! parent or its own children is not an edge. Any cycle among siblings fails, with the modules
//! on it.
//!
//! Doc comments (`///`, `//!`) count like code: a path one names in backticks (an intra-doc link
//! ``[`crate::a::B`]`` or a plain ``` `super::c` ```) or as a link's target (`[text](crate::a)`)
//! is an edge too, because a doc comment that names a module above its own describes its callers
//! from below, and a reader following the layers upwards then meets a module that points back
//! down. Plain words ("the outbox") are not paths. Other comments, and test code
//! (`#[cfg(test)] mod tests { .. }`, files named `tests.rs` or `testing.rs`), are left out:
//! tests may reach anywhere.
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every crate folder of the workspace (a `Cargo.toml` with a `src/`), outside `target`.
fn crates() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![root()];
    while let Some(dir) = stack.pop() {
        if dir.join("Cargo.toml").is_file() && dir.join("src").is_dir() {
            out.push(dir.clone());
        }
        for entry in fs::read_dir(&dir).expect("read a folder") {
            let path = entry.expect("entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() && !name.starts_with('.') && name != "target" && name != "src" {
                stack.push(path);
            }
        }
    }
    out.sort();
    out
}

/// One module file: its path in the crate (`["bot", "held"]`) and its code.
struct Module {
    path: Vec<String>,
    code: String,
}

/// The module files of the crate at `dir`, from its root file down.
fn modules(dir: &Path) -> Vec<Module> {
    let src = dir.join("src");
    let root_file = ["lib.rs", "main.rs"]
        .iter()
        .map(|f| src.join(f))
        .find(|f| f.is_file())
        .expect("a crate root");
    let mut out = Vec::new();
    collect(&root_file, &src, Vec::new(), &mut out);
    out
}

/// Reads `file` (module `path`, whose children live in `children`) and its child modules.
fn collect(file: &Path, children: &Path, path: Vec<String>, out: &mut Vec<Module>) {
    let code = strip(&fs::read_to_string(file).expect("read a module"));
    for child in declared_modules(&code) {
        let (flat, nested) = (
            children.join(format!("{child}.rs")),
            children.join(&child).join("mod.rs"),
        );
        let (child_file, grandchildren) = if flat.is_file() {
            (flat, children.join(&child))
        } else if nested.is_file() {
            (nested, children.join(&child))
        } else {
            continue; // an inline module: its code is part of this file
        };
        if child == "tests" || child == "testing" {
            continue;
        }
        let mut child_path = path.clone();
        child_path.push(child);
        collect(&child_file, &grandchildren, child_path, out);
    }
    out.push(Module { path, code });
}

/// `mod x;` declarations (not inline `mod x { .. }`).
fn declared_modules(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in code.lines() {
        let line = line.trim();
        let line = line
            .strip_prefix("pub(crate) ")
            .or_else(|| line.strip_prefix("pub(super) "))
            .or_else(|| line.strip_prefix("pub "))
            .unwrap_or(line);
        if let Some(rest) = line.strip_prefix("mod ") {
            if let Some(name) = rest.strip_suffix(';') {
                out.push(name.trim().to_string());
            }
        }
    }
    out
}

/// The code without comments and without `#[cfg(test)]` items (a `mod tests { .. }` block or a
/// `mod tests;` line), plus the paths doc comments name ([`doc_paths`]), one line each.
fn strip(code: &str) -> String {
    let mut out = String::new();
    let mut skip_depth: Option<i32> = None;
    let mut depth = 0i32;
    let mut pending_test = false;
    for raw in code.lines() {
        let (line, comment) = match raw.find("//") {
            Some(i) => (&raw[..i], &raw[i..]),
            None => (raw, ""),
        };
        let doc = comment
            .strip_prefix("///")
            .or_else(|| comment.strip_prefix("//!"))
            .filter(|_| line.trim().is_empty());
        let trimmed = line.trim();
        if skip_depth.is_none() && trimmed == "#[cfg(test)]" {
            pending_test = true;
            continue;
        }
        if pending_test && (doc.is_some() || trimmed.is_empty()) {
            continue;
        }
        if pending_test {
            pending_test = false;
            if trimmed.ends_with(';') {
                continue;
            }
            skip_depth = Some(depth);
        }
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
        }
        if let Some(d) = skip_depth {
            if depth <= d && line.contains('}') {
                skip_depth = None;
            }
            continue;
        }
        if let Some(doc) = doc {
            for path in doc_paths(doc) {
                out.push_str(&path);
                out.push('\n');
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The module paths a doc comment's text names: its code spans (`` `crate::a::B` ``, also inside
/// an intra-doc link's brackets) and its links' targets (`[text](crate::a)`, `[text]: super::b`)
/// that start with `crate::`, `super::` or `self::`.
fn doc_paths(doc: &str) -> Vec<String> {
    let is_path = |s: &str| {
        let s = s.trim();
        ["crate::", "super::", "self::"]
            .iter()
            .any(|p| s.starts_with(p))
    };
    let mut out: Vec<String> = doc
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|span| is_path(span))
        .map(|span| span.trim().to_string())
        .collect();
    let mut rest = doc;
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        let target = rest.split(')').next().unwrap_or("");
        if is_path(target) {
            out.push(target.trim().to_string());
        }
    }
    if let Some((_, target)) = doc
        .trim()
        .strip_prefix('[')
        .and_then(|d| d.split_once("]: "))
    {
        if is_path(target) {
            out.push(target.trim().to_string());
        }
    }
    out
}

/// Every module path named in `code` from the module at `at`, as far as `known` modules go:
/// `crate::a::b::Item` is `[a, b]` if `a::b` is a module, `super::c` is `at`'s parent plus `c`.
fn references(code: &str, at: &[String], known: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let mut out = BTreeSet::new();
    let bytes: Vec<char> = code.chars().collect();
    let text: String = bytes.iter().collect();
    for (start, prefix) in [("crate::", 0usize), ("super::", 1usize), ("self::", 2usize)] {
        let mut from = 0;
        while let Some(i) = text[from..].find(start) {
            let i = from + i;
            from = i + start.len();
            let before = text[..i].chars().last();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut base: Vec<String> = match prefix {
                0 => Vec::new(),
                1 => at[..at.len().saturating_sub(1)].to_vec(),
                _ => at.to_vec(),
            };
            // `super::super::x`
            let mut rest = &text[from..];
            while let Some(r) = rest.strip_prefix("super::") {
                base.pop();
                rest = r;
            }
            for tail in paths_after(rest) {
                let mut path = base.clone();
                let mut best = None;
                for segment in tail {
                    path.push(segment);
                    if known.contains(&path) {
                        best = Some(path.clone());
                    } else {
                        break;
                    }
                }
                if let Some(p) = best {
                    out.insert(p);
                }
            }
        }
    }
    out
}

/// The paths that start at `rest` (just after `crate::`): `a::b::C` is one, `{a, b::c}` two.
fn paths_after(rest: &str) -> Vec<Vec<String>> {
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 1;
        let mut end = 0;
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let inner = &group[..end];
        let mut parts = Vec::new();
        let mut depth = 0;
        let mut current = String::new();
        for c in inner.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(std::mem::take(&mut current));
                    continue;
                }
                _ => {}
            }
            current.push(c);
        }
        parts.push(current);
        return parts.iter().flat_map(|p| paths_after(p.trim())).collect();
    }
    let mut segments = Vec::new();
    let mut rest = rest;
    loop {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        segments.push(rest[..end].to_string());
        match rest[end..].strip_prefix("::") {
            Some(r) if !r.starts_with('{') => rest = r,
            Some(r) => {
                return paths_after(r)
                    .into_iter()
                    .map(|tail| segments.iter().cloned().chain(tail).collect())
                    .collect();
            }
            None => break,
        }
    }
    vec![segments]
}

/// The edges between sibling modules of the crate at `dir`, by parent.
fn sibling_edges(dir: &Path) -> BTreeMap<Vec<String>, BTreeSet<(String, String)>> {
    let modules = modules(dir);
    let known: BTreeSet<Vec<String>> = modules.iter().map(|m| m.path.clone()).collect();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<(String, String)>> = BTreeMap::new();
    for module in &modules {
        for target in references(&module.code, &module.path, &known) {
            let common = module
                .path
                .iter()
                .zip(&target)
                .take_while(|(a, b)| a == b)
                .count();
            if common < module.path.len() && common < target.len() {
                edges
                    .entry(module.path[..common].to_vec())
                    .or_default()
                    .insert((module.path[common].clone(), target[common].clone()));
            }
        }
    }
    edges
}

/// The import circles in `edges`: every group of two or more modules that reach each other
/// (a strongly connected component), each sorted, found with Tarjan's algorithm.
fn circles(edges: &BTreeSet<(String, String)>) -> Vec<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges {
        next.entry(a).or_default().push(b);
        next.entry(b).or_default();
    }
    struct Tarjan<'a> {
        next: BTreeMap<&'a str, Vec<&'a str>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, node: &'a str) {
            let i = self.index.len();
            self.index.insert(node, i);
            self.low.insert(node, i);
            self.stack.push(node);
            self.on_stack.insert(node);
            for n in self.next[node].clone() {
                if !self.index.contains_key(n) {
                    self.visit(n);
                    let low = self.low[node].min(self.low[n]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(n) {
                    let low = self.low[node].min(self.index[n]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut group = Vec::new();
                while let Some(n) = self.stack.pop() {
                    self.on_stack.remove(n);
                    group.push(n.to_string());
                    if n == node {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.out.push(group);
                }
            }
        }
    }
    let nodes: Vec<&str> = next.keys().copied().collect();
    let mut t = Tarjan {
        next,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for node in nodes {
        if !t.index.contains_key(node) {
            t.visit(node);
        }
    }
    t.out
}

#[test]
fn no_crate_has_an_import_circle() {
    let crates = crates();
    assert!(crates.len() >= 8, "found only {crates:?}");
    let mut found = Vec::new();
    for dir in &crates {
        for (parent, edges) in sibling_edges(dir) {
            for group in circles(&edges) {
                let name = dir
                    .strip_prefix(root())
                    .unwrap_or(dir)
                    .display()
                    .to_string();
                let name = if name.is_empty() { ".".into() } else { name };
                let inside: Vec<String> = edges
                    .iter()
                    .filter(|(a, b)| group.contains(a) && group.contains(b))
                    .map(|(a, b)| format!("{a} → {b}"))
                    .collect();
                found.push(format!(
                    "{name}: in `crate::{}`: {} ({})",
                    parent.join("::"),
                    group.join(", "),
                    inside.join(", ")
                ));
            }
        }
    }
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

/// The test finds a circle it is shown, and none where there is none.
#[test]
fn a_circle_is_found_and_a_layering_is_not_one() {
    let known: BTreeSet<Vec<String>> = [vec![], vec!["a".into()], vec!["b".into()]]
        .into_iter()
        .collect();
    let from_a = references("use crate::{b::Thing, x};", &["a".into()], &known);
    assert_eq!(from_a, [vec!["b".to_string()]].into_iter().collect());
    let from_b = references("fn f() { super::a::g() }", &["b".into()], &known);
    assert_eq!(from_b, [vec!["a".to_string()]].into_iter().collect());
    let circle: BTreeSet<(String, String)> = [("a", "b"), ("b", "c"), ("c", "a")]
        .iter()
        .map(|(x, y)| (x.to_string(), y.to_string()))
        .collect();
    assert_eq!(
        circles(&circle),
        vec![vec!["a".to_string(), "b".into(), "c".into()]]
    );
    let layers: BTreeSet<(String, String)> = [("a", "b"), ("b", "c"), ("a", "c")]
        .iter()
        .map(|(x, y)| (x.to_string(), y.to_string()))
        .collect();
    assert!(circles(&layers).is_empty());
    assert_eq!(
        strip("use crate::a; // crate::b\n#[cfg(test)]\nmod tests {\n    use crate::c;\n}\n"),
        "use crate::a; \n"
    );
}

/// A doc comment that names a module above its own is an edge, so a doc comment describing
/// callers closes a circle with the code below it; plain words and ordinary comments do not.
#[test]
fn doc_comments_name_edges_and_plain_words_do_not() {
    let code = "//! Used by the outbox, see [`crate::b::Owed`] and [the row](super::c).\n\
                /// Also `crate::d` and [`x`].\n\
                /// [e]: crate::e::E\n\
                // not a doc comment: `crate::f`\n\
                fn g() {} // `crate::h`\n\
                #[cfg(test)]\n\
                /// `crate::i`\n\
                mod tests {\n    /// `crate::j`\n    fn k() {}\n}\n";
    assert_eq!(
        strip(code),
        "crate::b::Owed\nsuper::c\ncrate::d\ncrate::e::E\n\nfn g() {} \n"
    );
    let known: BTreeSet<Vec<String>> = [vec![], vec!["a".into()], vec!["b".into()]]
        .into_iter()
        .collect();
    let from_b = references("use crate::a::Thing;", &["b".into()], &known);
    let from_a = references(
        &strip("/// Read by [`crate::b::f`].\n"),
        &["a".into()],
        &known,
    );
    let edges: BTreeSet<(String, String)> = from_a
        .iter()
        .map(|t| ("a".to_string(), t[0].clone()))
        .chain(from_b.iter().map(|t| ("b".to_string(), t[0].clone())))
        .collect();
    assert_eq!(circles(&edges), vec![vec!["a".to_string(), "b".into()]]);
}
