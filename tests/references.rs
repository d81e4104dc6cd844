//! No reference to a file that is not in the repository: every path the repository's text names
//! (in code, comments, doc comments, READMEs, `docs/`, SQL, scripts) must lead to a file or folder
//! that exists, so a reader who follows one is never sent to a moved module or a note kept
//! elsewhere.
//!
//! The text files of the repository are walked (without `target/`, `.git/` and what git ignores
//! at the top: the database files and `.env`), split into words made of letters, digits and
//! `_ - . /`, and a word is taken for a repository path when
//! - its first segment is a top-level folder of the repository (`commands/src/batch.rs`,
//!   `rules/quinox/data/`, `data/fonts`) or it has a `/` and ends in a file extension the
//!   repository uses (`core/held.rs`, `present/secrets.rs`): it must exist from the top level,
//!   from the file's own folder, or as the end of some path of the repository (`src/rules/`,
//!   written from inside a game's crate, is `rules/quinox/src/rules/`);
//! - or it starts with `../`: it must exist from the file's own folder.
//!
//! Absolute paths (`/app/data`, `/usr/lib/postgresql`) and addresses (`https://…`) are places
//! outside the repository and are not looked at, except that no text may name the machine the
//! project was written on (`/work/…`) or a folder beside the repository (`../shared`): the project
//! stands alone. The few words that look like paths and are not files of the repository are in
//! [`ALLOWED`], each with its reason.
//!
//! Module paths are held to the same rule: a path that starts with a workspace crate's name
//! (`commands::db::pg`, `present_kit::alt::Alt`), or with `crate::` in a crate's `src/`, must lead
//! through modules that exist to a name its last module defines or re-exports, so a doc comment
//! or a README sentence never names a module that moved.
use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;

/// Words that look like repository paths but name something else, with the reason.
const ALLOWED: &[(&str, &str)] = &[
    (
        "assets/DejaVuSans.ttf",
        "the web pages' font at its address (`/assets/…`), served from the font in `data/fonts/`",
    ),
    (
        "assets/DejaVuSans-Bold.ttf",
        "the web pages' bold font at its address, served from the font in `data/fonts/`",
    ),
    (
        "data/tabula.db",
        "the default database file (`DATABASE_PATH`), created at the first start, git-ignored",
    ),
    (
        "data/tabula.db-wal",
        "SQLite's write-ahead log beside that database, at run time",
    ),
    (
        "data/tabula.db-shm",
        "SQLite's shared-memory file beside that database, at run time",
    ),
];

/// Files whose path-like words are not references: test fixtures that name made-up paths on
/// purpose.
const FIXTURES: &[(&str, &str)] = &[
    (
        "tests/references.rs",
        "this test's own examples of missing paths",
    ),
    (
        "tests/docker_context.rs",
        "a staged build context made of invented files",
    ),
    (
        "commands/tests/migrate.rs",
        "`tabula migrate` refusing a database path that is not there",
    ),
];

/// Extensions of files the repository holds: a word with a `/` ending in one is a file path.
const EXTENSIONS: &[&str] = &[
    "rs", "md", "toml", "sql", "sh", "json", "png", "svg", "ttf", "txt", "lock", "yml", "yaml",
];

/// The repository root (the `tabula` package's manifest folder).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether the walk leaves `path` (relative to the root) out: build output, git's own folder,
/// and the files `.gitignore` keeps out at the top (the local database and `.env`).
fn ignored(rel: &str) -> bool {
    rel == "target"
        || rel == ".git"
        || rel == ".env"
        || rel.ends_with("/target")
        || (rel.starts_with("data/") && rel.contains(".db"))
}

/// Whether the file at `rel` is text the test reads (by its name).
fn is_text(rel: &str) -> bool {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    let ext = name.rsplit_once('.').map(|(_, e)| e);
    matches!(
        ext,
        Some("rs" | "md" | "toml" | "sql" | "sh" | "txt" | "yml" | "yaml" | "example")
    ) || matches!(name, "Dockerfile" | "run" | ".dockerignore" | ".gitignore")
}

/// Every file under the root, relative to it with `/` separators, and every folder.
fn walk() -> (Vec<String>, BTreeSet<String>) {
    let mut files = Vec::new();
    let mut dirs = BTreeSet::new();
    let mut stack = vec![String::new()];
    while let Some(rel) = stack.pop() {
        let dir = root().join(&rel);
        for entry in fs::read_dir(&dir).expect("read a folder") {
            let entry = entry.expect("a folder entry");
            let name = entry.file_name().to_string_lossy().into_owned();
            let child = if rel.is_empty() {
                name
            } else {
                format!("{rel}/{name}")
            };
            if ignored(&child) {
                continue;
            }
            if entry.file_type().expect("a file type").is_dir() {
                dirs.insert(child.clone());
                stack.push(child);
            } else {
                files.push(child);
            }
        }
    }
    files.sort();
    (files, dirs)
}

/// The words of `text` that may be paths: runs of letters, digits and `_ - . /`, each with the
/// character before it (to tell `https://x/y` from `x/y`).
fn words(text: &str) -> Vec<(Option<char>, String)> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut before = None;
    let mut last = None;
    for c in text.chars() {
        if c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/') {
            if current.is_empty() {
                before = last;
            }
            current.push(c);
        } else if !current.is_empty() {
            out.push((before, std::mem::take(&mut current)));
        }
        last = Some(c);
    }
    if !current.is_empty() {
        out.push((before, current));
    }
    out
}

/// What one file gets wrong: each word that names a missing repository path, or the machine the
/// project was written on, with its line.
fn problems(
    rel: &str,
    text: &str,
    top: &BTreeSet<String>,
    exists: &dyn Fn(&str) -> bool,
    suffix_exists: &dyn Fn(&str) -> bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let folder = rel.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
    for (n, line) in text.lines().enumerate() {
        for (before, word) in words(line) {
            let word = word.trim_end_matches(['.', '-']);
            if word.starts_with("/work/") || word.starts_with("../shared") {
                out.push(format!(
                    "{rel}:{}: `{word}` is outside the repository",
                    n + 1
                ));
                continue;
            }
            if word.starts_with('/') || before == Some(':') || !word.contains('/') {
                continue;
            }
            if ALLOWED.iter().any(|(a, _)| *a == word) {
                continue;
            }
            let word = word.strip_prefix("./").unwrap_or(word);
            let first = word.split('/').next().unwrap_or("");
            let ext = word
                .rsplit('/')
                .next()
                .and_then(|name| name.rsplit_once('.'))
                .map(|(_, e)| e);
            let path_like = top.contains(first) || ext.is_some_and(|e| EXTENSIONS.contains(&e));
            let found = if word.starts_with("../") {
                normalise(&format!("{folder}/{word}")).is_some_and(|p| exists(&p))
            } else if path_like && !word.contains("..") {
                let word = word.trim_end_matches('/');
                exists(word)
                    || normalise(&format!("{folder}/{word}")).is_some_and(|p| exists(&p))
                    || suffix_exists(word)
            } else {
                continue;
            };
            if !found {
                out.push(format!("{rel}:{}: `{word}` does not exist", n + 1));
            }
        }
    }
    out
}

/// The crates of the workspace: the name code uses for each (`present_kit`) and its folder
/// (`""` for the `tabula` binary at the top).
fn workspace_crates(dirs: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in std::iter::once(&String::new()).chain(dirs) {
        let base = root().join(dir);
        let Ok(manifest) = fs::read_to_string(base.join("Cargo.toml")) else {
            continue;
        };
        if !base.join("src").is_dir() {
            continue;
        }
        let name = manifest
            .split("[package]")
            .nth(1)
            .and_then(|p| p.lines().find_map(|l| l.trim().strip_prefix("name = ")))
            .map(|n| n.trim_matches('"').replace('-', "_"));
        if let Some(name) = name {
            out.push((name, dir.clone()));
        }
    }
    out
}

/// What one file gets wrong in the module paths it names (`commands::core::held`,
/// `crate::outbox::Owed`, `present_kit::alt::Alt`): a path that starts with a workspace crate's
/// name, or with `crate::` in a file under a crate's `src/`, must lead through modules that
/// exist, and its first name that is not a module must be a word of the last module's file
/// (an item defined or re-exported there). `source(dir, path)` is the text of module `path` of
/// the crate in `dir`, if that module exists.
fn module_problems(
    rel: &str,
    text: &str,
    crates: &[(String, String)],
    source: &dyn Fn(&str, &[&str]) -> Option<String>,
) -> Vec<String> {
    let own = crates
        .iter()
        .filter(|(_, dir)| {
            let src = if dir.is_empty() {
                "src/".to_string()
            } else {
                format!("{dir}/src/")
            };
            rel.starts_with(&src)
        })
        .max_by_key(|(_, dir)| dir.len());
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let tokens = line.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'));
        for token in tokens.filter(|t| t.contains("::")) {
            let segments: Vec<&str> = token.split("::").collect();
            let dir = match segments[0] {
                "crate" => own.map(|(_, d)| d),
                name => crates.iter().find(|(c, _)| c == name).map(|(_, d)| d),
            };
            let Some(dir) = dir else { continue };
            let mut path: Vec<&str> = Vec::new();
            for segment in segments[1..].iter().filter(|s| !s.is_empty()) {
                path.push(segment);
                if source(dir, &path).is_some() {
                    continue;
                }
                path.pop();
                let parent = source(dir, &path).unwrap_or_default();
                let defined = parent
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .any(|w| w == *segment);
                if !defined {
                    out.push(format!("{rel}:{}: `{token}` does not exist", n + 1));
                }
                break;
            }
        }
    }
    out
}

/// `a/b/../c` as `a/c`; `None` if it climbs above the root.
fn normalise(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for segment in path.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

#[test]
fn every_path_the_repository_names_exists() {
    let (files, dirs) = walk();
    let top: BTreeSet<String> = dirs.iter().filter(|d| !d.contains('/')).cloned().collect();
    assert!(top.contains("commands") && top.contains("rules"), "{top:?}");
    let all: BTreeSet<&str> = files.iter().map(String::as_str).collect();
    let exists = |p: &str| all.contains(p) || dirs.contains(p);
    let suffix_exists = |p: &str| {
        let tail = format!("/{p}");
        files.iter().any(|f| f == p || f.ends_with(&tail))
            || dirs.iter().any(|d| d == p || d.ends_with(&tail))
    };
    let mut found = Vec::new();
    let mut read = 0;
    for rel in files.iter().filter(|f| is_text(f)) {
        if FIXTURES.iter().any(|(f, _)| f == rel) {
            continue;
        }
        let Ok(text) = fs::read_to_string(root().join(rel)) else {
            continue;
        };
        read += 1;
        found.extend(problems(rel, &text, &top, &exists, &suffix_exists));
    }
    assert!(read > 300, "read only {read} text files");
    assert!(
        found.is_empty(),
        "paths that are not in the repository ({}):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_module_path_the_repository_names_exists() {
    let (files, dirs) = walk();
    let crates = workspace_crates(&dirs);
    assert!(crates.len() >= 10, "{crates:?}");
    let source = |dir: &str, path: &[&str]| -> Option<String> {
        let src = root().join(dir).join("src");
        if path.is_empty() {
            // The root file, and the macros `#[macro_export]` puts at the root from anywhere.
            let prefix = if dir.is_empty() {
                "src/".to_string()
            } else {
                format!("{dir}/src/")
            };
            let macros: String = files
                .iter()
                .filter(|f| f.starts_with(&prefix) && f.ends_with(".rs"))
                .filter_map(|f| fs::read_to_string(root().join(f)).ok())
                .flat_map(|t| {
                    t.split("macro_rules!")
                        .skip(1)
                        .map(|m| m.split('{').next().unwrap_or("").to_string())
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>()
                .join(" ");
            return ["lib.rs", "main.rs"]
                .iter()
                .find_map(|f| fs::read_to_string(src.join(f)).ok())
                .map(|root_file| format!("{root_file}\n{macros}"));
        }
        let joined = path.join("/");
        fs::read_to_string(src.join(format!("{joined}.rs")))
            .or_else(|_| fs::read_to_string(src.join(&joined).join("mod.rs")))
            .ok()
    };
    let mut found = Vec::new();
    for rel in files.iter().filter(|f| is_text(f)) {
        if FIXTURES.iter().any(|(f, _)| f == rel) {
            continue;
        }
        if let Ok(text) = fs::read_to_string(root().join(rel)) {
            found.extend(module_problems(rel, &text, &crates, &source));
        }
    }
    assert!(
        found.is_empty(),
        "module paths that are not in the code ({}):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// A module path through a module that moved is found; one to an item, a re-export or a
/// module that exists is not, nor a path of another crate.
#[test]
fn missing_module_paths_are_found() {
    let crates = vec![("commands".to_string(), "commands".to_string())];
    let source = |_: &str, path: &[&str]| -> Option<String> {
        match path {
            [] => Some("pub mod core;\npub use core::Core;".into()),
            ["core"] => Some("pub mod held;\npub struct Core;".into()),
            ["core", "held"] => Some("pub fn hold() {}".into()),
            _ => None,
        }
    };
    let text = "`commands::core::held::hold`, `commands::Core`, std::mem::take\n\
                see `commands::bot::held` and `crate::core::gone`";
    let found = module_problems("commands/src/api.rs", text, &crates, &source);
    assert_eq!(
        found,
        [
            "commands/src/api.rs:2: `commands::bot::held` does not exist",
            "commands/src/api.rs:2: `crate::core::gone` does not exist"
        ]
    );
    assert!(module_problems("tests/x.rs", "crate::gone", &crates, &source).is_empty());
}

/// The check finds a missing path of each kind and passes the ones that exist or are not paths.
#[test]
fn missing_paths_are_found_and_other_words_are_not() {
    let top: BTreeSet<String> = ["commands", "rules", "data"].map(String::from).into();
    let files = ["commands/src/core/held.rs", "rules/quinox/data/tiles.txt"];
    let exists = |p: &str| files.contains(&p) || p == "commands/src" || p == "rules";
    let suffix_exists = |p: &str| files.iter().any(|f| f.ends_with(&format!("/{p}")));
    let text = "see `commands/src/core/held.rs`, core/held.rs and rules/quinox/data/tiles.txt.\n\
                https://discord.com/api/v10/x and /app/data, and/or 1/2, data/tabula.db\n\
                `commands/src/bot/held.rs`, bot/maintenance.rs, data/quinox/tiles.txt\n\
                ../shared/DESIGN.md and /work/x";
    let found = problems("README.md", text, &top, &exists, &suffix_exists);
    let words: Vec<&str> = found
        .iter()
        .map(|p| p.split('`').nth(1).unwrap_or(""))
        .collect();
    assert_eq!(
        words,
        [
            "commands/src/bot/held.rs",
            "bot/maintenance.rs",
            "data/quinox/tiles.txt",
            "../shared/DESIGN.md",
            "/work/x"
        ],
        "{found:?}"
    );
    assert!(found[0].starts_with("README.md:3:"), "{found:?}");
}
