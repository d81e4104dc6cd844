//! The Docker image's build stage, without Docker: the files its `COPY` lines take (minus
//! `.dockerignore`) are staged in a directory of their own, and two things must hold there.
//!
//! 1. **Every file the compiler read for the binary is staged.** This build's own rustc
//!    dep-info (the binary's unit and every workspace library's, in `<target>/<profile>/deps`)
//!    lists every source file of the crates the binary is made of and every file embedded
//!    with `include_bytes!`/`include_str!` (fonts, game data). Each of them that lies in the
//!    repository must be in the staged context at the same place, or the image's `cargo
//!    build` would fail on it.
//! 2. **Cargo can load the staged workspace as the Dockerfile runs it**: `cargo metadata` with
//!    the Dockerfile's own `--locked` (plus `--offline`) loads every member's manifest and
//!    resolves against the staged `Cargo.lock`, so a missing workspace member, manifest or lock
//!    file fails here.
//!
//! What is the same as in the image: the Dockerfile is parsed (first stage's `WORKDIR`,
//! `COPY` and the `RUN` with `cargo build`, not a list written here) and `.dockerignore` is
//! applied with Docker's rules (last matching pattern wins, `!` re-includes, a matching folder
//! takes its contents along, `*`, `?`, `[...]` and `**`).
//!
//! Why not run the build itself: a staged `cargo check` needs a target of its own and, cold, took
//! 6 of CI's minutes on 2 cores (a dev build, 17.8 min of CPU). Which files a build needs is
//! exactly what the dep-info above records, so the two checks cover what that build would find
//! missing, in about a second. The workspace has no build scripts of its own (a test below
//! keeps it so: one would read files the dep-info does not list).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root (the `tabula` package's manifest folder).
fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One source of a `COPY` line and where it lands, relative to the build's `WORKDIR`.
#[derive(Debug, Clone, PartialEq)]
struct Copy {
    source: String,
    dest: String,
    /// The destination is a folder (several sources, or a trailing `/`).
    into_dir: bool,
}

/// The first stage of a Dockerfile: its `COPY`s and its `cargo build` command.
#[derive(Debug)]
struct BuildStage {
    copies: Vec<Copy>,
    cargo_args: Vec<String>,
}

/// Joins continued lines and drops comments and blank lines.
fn instructions(dockerfile: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in dockerfile.lines() {
        let trimmed = line.trim();
        if current.is_empty() && (trimmed.is_empty() || trimmed.starts_with('#')) {
            continue;
        }
        if let Some(body) = trimmed.strip_suffix('\\') {
            current.push_str(body);
            current.push(' ');
        } else {
            current.push_str(trimmed);
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The arguments of a `COPY`, in shell form or JSON (exec) form, flags left out.
fn copy_arguments(rest: &str) -> Vec<String> {
    let rest = rest.trim();
    let mut words: Vec<String> = Vec::new();
    let mut remaining = rest;
    // Flags come first in either form.
    loop {
        let word_end = remaining
            .find(char::is_whitespace)
            .unwrap_or(remaining.len());
        let word = &remaining[..word_end];
        if !word.starts_with("--") {
            break;
        }
        assert!(
            !word.starts_with("--from"),
            "COPY {word} in the build stage: this test stages files from the build context only"
        );
        remaining = remaining[word_end..].trim_start();
    }
    if remaining.starts_with('[') {
        let parsed: Vec<String> =
            serde_json::from_str(remaining).expect("a COPY in JSON form is a JSON string array");
        words.extend(parsed);
    } else {
        words.extend(remaining.split_whitespace().map(str::to_string));
    }
    words
}

/// Parses the first stage of `dockerfile`.
fn build_stage(dockerfile: &str) -> BuildStage {
    let mut copies = Vec::new();
    let mut cargo_args = None;
    let mut workdir = String::from("/");
    let mut stages = 0;
    for instruction in instructions(dockerfile) {
        let (keyword, rest) = instruction
            .split_once(char::is_whitespace)
            .unwrap_or((instruction.as_str(), ""));
        match keyword.to_ascii_uppercase().as_str() {
            "FROM" => {
                stages += 1;
                if stages > 1 {
                    break;
                }
            }
            "WORKDIR" => {
                let dir = rest.trim();
                workdir = if dir.starts_with('/') {
                    dir.to_string()
                } else {
                    format!("{}/{dir}", workdir.trim_end_matches('/'))
                };
            }
            "ADD" => panic!("ADD in the build stage: this test understands COPY only"),
            "COPY" => {
                let mut words = copy_arguments(rest);
                assert!(words.len() >= 2, "COPY needs a source and a destination");
                let dest = words.pop().expect("destination");
                let into_dir = words.len() > 1 || dest.ends_with('/');
                let dest = relative_to(&workdir, &dest);
                for source in words {
                    assert!(
                        !source.contains(['*', '?', '[']),
                        "COPY {source}: wildcards are not staged by this test; name the files"
                    );
                    copies.push(Copy {
                        source: source.trim_start_matches("./").to_string(),
                        dest: dest.clone(),
                        into_dir,
                    });
                }
            }
            "RUN" if rest.contains("cargo build") => {
                assert!(cargo_args.is_none(), "one cargo build in the build stage");
                let (_, command) = rest.split_once("cargo ").expect("cargo");
                let command = command.split("&&").next().unwrap_or(command);
                cargo_args = Some(command.split_whitespace().map(str::to_string).collect());
            }
            _ => {}
        }
    }
    BuildStage {
        copies,
        cargo_args: cargo_args.expect("the build stage runs cargo build"),
    }
}

/// `dest` relative to `workdir` ("" for the folder itself); it must lie inside it.
fn relative_to(workdir: &str, dest: &str) -> String {
    let absolute = if dest.starts_with('/') {
        dest.to_string()
    } else {
        format!("{}/{dest}", workdir.trim_end_matches('/'))
    };
    let mut parts: Vec<&str> = Vec::new();
    for part in absolute.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    let workdir: Vec<&str> = workdir.split('/').filter(|p| !p.is_empty()).collect();
    assert!(
        parts.starts_with(&workdir),
        "COPY to {dest}: outside the build's WORKDIR, so not seen by its cargo build"
    );
    parts[workdir.len()..].join("/")
}

/// `.dockerignore`, as Docker reads it.
struct Ignore {
    /// (pattern, re-include?) in file order.
    patterns: Vec<(Vec<String>, bool)>,
}

impl Ignore {
    fn parse(text: &str) -> Ignore {
        let patterns = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| {
                let (negated, pattern) = match l.strip_prefix('!') {
                    Some(p) => (true, p.trim()),
                    None => (false, l),
                };
                let segments = pattern
                    .split('/')
                    .filter(|s| !s.is_empty() && *s != ".")
                    .map(str::to_string)
                    .collect();
                (segments, negated)
            })
            .collect();
        Ignore { patterns }
    }

    fn has_exceptions(&self) -> bool {
        self.patterns.iter().any(|(_, negated)| *negated)
    }

    /// Whether `path` (relative, `/`-separated) is left out of the context: the last pattern
    /// matching it or one of its parent folders decides.
    fn excludes(&self, path: &str) -> bool {
        let segments: Vec<&str> = path.split('/').collect();
        let mut excluded = false;
        for (pattern, negated) in &self.patterns {
            let hit = (1..=segments.len()).any(|n| matches(pattern, &segments[..n]));
            if hit {
                excluded = !negated;
            }
        }
        excluded
    }
}

/// Whether path `segments` match pattern `segments` (`**` spans any number of segments).
fn matches(pattern: &[String], path: &[&str]) -> bool {
    match pattern.split_first() {
        None => path.is_empty(),
        Some((first, rest)) if first == "**" => {
            (0..=path.len()).any(|skip| matches(rest, &path[skip..]))
        }
        Some((first, rest)) => match path.split_first() {
            Some((segment, path_rest)) => {
                glob(first.as_bytes(), segment.as_bytes()) && matches(rest, path_rest)
            }
            None => false,
        },
    }
}

/// Go's `filepath.Match` within one segment: `*`, `?`, `[...]` (with `^`/`!` and ranges) and
/// `\` escapes.
fn glob(pattern: &[u8], name: &[u8]) -> bool {
    match pattern.split_first() {
        None => name.is_empty(),
        Some((b'*', rest)) => (0..=name.len()).any(|skip| glob(rest, &name[skip..])),
        Some((b'?', rest)) => !name.is_empty() && glob(rest, &name[1..]),
        Some((b'[', rest)) => {
            let Some((&c, name_rest)) = name.split_first() else {
                return false;
            };
            let Some(close) = rest.iter().skip(1).position(|&b| b == b']').map(|i| i + 1) else {
                return false;
            };
            let (class, after) = (&rest[..close], &rest[close + 1..]);
            let (negated, class) = match class.split_first() {
                Some((b'^' | b'!', tail)) => (true, tail),
                _ => (false, class),
            };
            let mut found = false;
            let mut i = 0;
            while i < class.len() {
                if i + 2 < class.len() && class[i + 1] == b'-' {
                    found |= class[i] <= c && c <= class[i + 2];
                    i += 3;
                } else {
                    found |= class[i] == c;
                    i += 1;
                }
            }
            found != negated && glob(after, name_rest)
        }
        Some((b'\\', rest)) if !rest.is_empty() => {
            name.first() == Some(&rest[0]) && glob(&rest[1..], &name[1..])
        }
        Some((&p, rest)) => name.first() == Some(&p) && glob(rest, &name[1..]),
    }
}

/// Copies `from` to `to`, making the folders on the way.
fn copy_file(from: &Path, to: &Path) {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent).expect("create a staging folder");
    }
    fs::copy(from, to).unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
}

/// Stages `relative` (a file or folder of the repository) at `to`, minus what `ignore`
/// leaves out. Returns how many files were staged.
fn stage(root: &Path, relative: &str, to: &Path, ignore: &Ignore) -> usize {
    if ignore.excludes(relative) && !ignore.has_exceptions() {
        return 0;
    }
    let from = root.join(relative);
    let meta = fs::metadata(&from)
        .unwrap_or_else(|e| panic!("COPY {relative}: not in the build context ({e})"));
    if meta.is_dir() {
        let mut entries: Vec<_> = fs::read_dir(&from)
            .expect("read a folder")
            .map(|e| e.expect("folder entry").file_name())
            .collect();
        entries.sort();
        entries
            .into_iter()
            .map(|name| {
                let name = name.to_string_lossy().into_owned();
                stage(root, &format!("{relative}/{name}"), &to.join(&name), ignore)
            })
            .sum()
    } else if ignore.excludes(relative) {
        0
    } else {
        copy_file(&from, to);
        1
    }
}

/// Stages the build context the Dockerfile's build stage sees at `at` (emptied first).
/// Returns the parsed stage and the number of files staged.
fn stage_context(root: &Path, at: &Path, skip_source: Option<&str>) -> (BuildStage, usize) {
    let dockerfile = fs::read_to_string(root.join("Dockerfile")).expect("read the Dockerfile");
    let ignore = Ignore::parse(&fs::read_to_string(root.join(".dockerignore")).unwrap_or_default());
    let stage_def = build_stage(&dockerfile);
    if at.exists() {
        fs::remove_dir_all(at).expect("empty the staging folder");
    }
    fs::create_dir_all(at).expect("create the staging folder");
    let mut files = 0;
    for copy in &stage_def.copies {
        if Some(copy.source.as_str()) == skip_source {
            continue;
        }
        let dest = at.join(&copy.dest);
        let is_dir = fs::metadata(root.join(&copy.source)).is_ok_and(|m| m.is_dir());
        // Docker copies a folder's contents into the destination, a file into a destination
        // folder under its own name, or to the destination path itself.
        let to = if !is_dir && copy.into_dir {
            let name = Path::new(&copy.source).file_name().expect("file name");
            dest.join(name)
        } else {
            dest
        };
        files += stage(root, &copy.source, &to, &ignore);
    }
    (stage_def, files)
}

/// The Dockerfile's cargo arguments as this test follows them: `check` for `build`, the dev
/// profile, offline. The image must build `--locked`, and the binary it builds is the one whose
/// dep-info the test reads.
fn test_build_args(stage: &BuildStage) -> Vec<String> {
    let mut args: Vec<String> = stage
        .cargo_args
        .iter()
        .filter(|a| *a != "--release")
        .cloned()
        .collect();
    assert_eq!(args.first().map(String::as_str), Some("build"));
    args[0] = "check".into();
    assert!(
        args.iter().any(|a| a == "--locked"),
        "the image must build --locked: {args:?}"
    );
    assert!(
        args.windows(2).any(|w| w[0] == "--bin" && w[1] == "tabula"),
        "the image builds the tabula binary: {args:?}"
    );
    args.push("--offline".into());
    args
}

fn cargo() -> Command {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    // The staged workspace is a project of its own: nothing of this build's settings leaks in.
    command
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_MANIFEST_DIR")
        .env_remove("CARGO_BUILD_TARGET_DIR");
    command
}

/// The files cargo's dep-info `text` lists as dependencies (`target: dep dep ...`, spaces in
/// names escaped as `\ `), normalised (`a/b/../c` is `a/c`).
fn dep_info_files(text: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for line in text.lines() {
        let Some((_, deps)) = line.split_once(": ") else {
            continue;
        };
        let mut current = String::new();
        let mut chars = deps.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.peek() == Some(&' ') => {
                    current.push(' ');
                    chars.next();
                }
                ' ' => {
                    if !current.is_empty() {
                        files.push(normalise(Path::new(&std::mem::take(&mut current))));
                    }
                }
                c => current.push(c),
            }
        }
        if !current.is_empty() {
            files.push(normalise(Path::new(&current)));
        }
    }
    files
}

/// `path` with `.` and `..` resolved textually (the dep-info names embedded files as
/// `src/x/../../data/f`).
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// This workspace's `cargo metadata` (no dependencies, offline).
fn workspace_metadata() -> serde_json::Value {
    let output = cargo()
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(repo())
        .output()
        .expect("run cargo");
    assert!(
        output.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("metadata")
}

/// Every target of kind `kind` (`lib`, `custom-build` ...) of the workspace's packages.
fn workspace_targets(kind: &str) -> Vec<serde_json::Value> {
    workspace_metadata()["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .flat_map(|p| {
            p["targets"]
                .as_array()
                .expect("a package's targets")
                .clone()
        })
        .filter(|t| {
            t["kind"]
                .as_array()
                .is_some_and(|k| k.iter().any(|k| k == kind))
        })
        .collect()
}

/// The crate names (`-` as `_`, as rustc names its files) of every workspace library.
fn workspace_libraries() -> Vec<String> {
    workspace_targets("lib")
        .iter()
        .map(|t| t["name"].as_str().expect("target name").replace('-', "_"))
        .collect()
}

/// The targets a rustc dep-info file names (its `<target>: <deps>` lines: the dep-info
/// itself, then each output the unit wrote, e.g. `libx-<hash>.rlib` and `.rmeta`).
fn dep_info_targets(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter_map(|l| l.split_once(": ").map(|(target, _)| target))
}

/// Newest of `candidates` by modification time (an incremental build leaves older units'
/// files of the same crate behind; the newest is this build's).
fn newest(candidates: Vec<PathBuf>) -> Option<PathBuf> {
    candidates
        .into_iter()
        .max_by_key(|p| fs::metadata(p).and_then(|m| m.modified()).ok())
}

/// rustc's dep-info for the `tabula` binary the tests run: `deps/tabula-<hash>.d` of the unit
/// whose executable is the binary itself (cargo hard-links it into the profile folder), or, on
/// a file system without hard links, the newest binary unit's.
fn binary_dep_info(binary: &Path, deps: &Path) -> PathBuf {
    use std::os::unix::fs::MetadataExt;
    let id = fs::metadata(binary)
        .map(|m| (m.dev(), m.ino()))
        .unwrap_or_else(|e| panic!("read {}: {e}", binary.display()));
    let mut units = Vec::new();
    for entry in fs::read_dir(deps).expect("read the deps folder").flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with("tabula-") || path.extension().is_some() {
            continue;
        }
        let dep_info = path.with_extension("d");
        if !dep_info.is_file() {
            continue;
        }
        if fs::metadata(&path).is_ok_and(|m| (m.dev(), m.ino()) == id) {
            return dep_info;
        }
        units.push(dep_info);
    }
    newest(units)
        .unwrap_or_else(|| panic!("no dep-info for {} in {}", binary.display(), deps.display()))
}

/// rustc's dep-info for this build of library `crate_name` (a `lib<crate>-<hash>.rlib` unit;
/// `cargo clippy`'s metadata-only units and test harnesses are not the library the binary links).
fn library_dep_info(deps: &Path, crate_name: &str) -> Option<PathBuf> {
    let prefix = format!("{crate_name}-");
    let rlib = format!("/lib{crate_name}-");
    let units = fs::read_dir(deps)
        .expect("read the deps folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "d")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
        })
        .filter(|p| {
            fs::read_to_string(p).is_ok_and(|text| {
                dep_info_targets(&text).any(|t| t.contains(&rlib) && t.ends_with(".rlib"))
            })
        })
        .collect();
    newest(units)
}

/// Repository files the `tabula` binary and the workspace's libraries were compiled from,
/// relative to the repository root, read from this build's rustc dep-info. Cargo writes one
/// combined `tabula.d` next to the binary only when `cargo build` asks for the binary; under
/// `cargo test` the binary is built for the tests and only rustc's per-unit files exist, so
/// they are read unit by unit: the binary's, and each workspace library's (a superset of what
/// the binary links: every member must build in the image's workspace anyway).
fn files_the_binary_needs(root: &Path) -> Vec<PathBuf> {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_tabula"));
    let deps = binary.parent().expect("the binary's folder").join("deps");
    let mut dep_infos = vec![binary_dep_info(&binary, &deps)];
    for library in workspace_libraries() {
        let dep_info = library_dep_info(&deps, &library).unwrap_or_else(|| {
            panic!(
                "no dep-info for workspace library {library} in {}: it is built by `cargo test --workspace`",
                deps.display()
            )
        });
        dep_infos.push(dep_info);
    }
    let root = normalise(root);
    let mut files = Vec::new();
    for dep_info in &dep_infos {
        let text = fs::read_to_string(dep_info)
            .unwrap_or_else(|e| panic!("read {}: {e}", dep_info.display()));
        // rustc names a workspace member's files relative to the workspace root, where cargo
        // runs it; files outside the repository (the registry's) are not the image's concern.
        files.extend(dep_info_files(&text).into_iter().filter_map(|f| {
            if f.is_relative() {
                Some(f)
            } else {
                f.strip_prefix(&root).ok().map(Path::to_path_buf)
            }
        }));
    }
    files.sort();
    files.dedup();
    files
}

#[test]
fn the_image_build_stage_holds_every_file_the_binary_is_built_from() {
    let root = repo();
    let context = tempfile::tempdir().expect("temp dir");
    let (stage, files) = stage_context(&root, context.path(), None);
    assert!(files > 0, "nothing staged");
    let workdir_files = files_the_binary_needs(&root);
    assert!(
        workdir_files.iter().any(|f| f.starts_with("data")),
        "the dep-info names no embedded data file: {workdir_files:?}"
    );
    assert!(
        workdir_files.iter().any(|f| f == Path::new("src/main.rs")),
        "the dep-info does not name the binary's own source: {workdir_files:?}"
    );
    let missing: Vec<_> = workdir_files
        .iter()
        .filter(|f| !context.path().join(f).is_file())
        .collect();
    assert!(
        missing.is_empty(),
        "the Dockerfile's build stage lacks files the binary is built from: {missing:?}. \
         Add them to its COPY lines (or take them out of .dockerignore)."
    );
    let args = test_build_args(&stage);
    let output = cargo()
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .args(
            args.iter()
                .filter(|a| *a == "--locked" || *a == "--offline"),
        )
        .current_dir(context.path())
        .output()
        .expect("run cargo");
    assert!(
        output.status.success(),
        "cargo cannot load the workspace the Dockerfile copies: the image would not build.\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    eprintln!(
        "docker build stage: {files} files staged, the binary's {} repository files among them",
        workdir_files.len()
    );
}

/// The dep-info above lists what the compiler read, not what a build script reads: none of
/// the workspace's crates may have one without this test learning to follow it.
#[test]
fn no_workspace_crate_has_a_build_script() {
    let scripts: Vec<String> = workspace_targets("custom-build")
        .iter()
        .map(|t| t["src_path"].to_string())
        .collect();
    assert!(scripts.is_empty(), "build scripts: {scripts:?}");
}

#[test]
fn dep_info_lists_are_read_as_cargo_writes_them() {
    let files = dep_info_files(
        "/r/target/debug/tabula: /r/src/main.rs /r/src/a\\ b.rs /r/rules/src/x/../../../data/f.txt\n\n/r/src/main.rs:\n",
    );
    assert_eq!(
        files,
        [
            PathBuf::from("/r/src/main.rs"),
            PathBuf::from("/r/src/a b.rs"),
            PathBuf::from("/r/data/f.txt"),
        ]
    );
}

/// Without its `COPY fake-discord` line the image fails as it did (the workspace lists a
/// member it lacks): the staged build notices. `cargo metadata` loads every member's manifest
/// without compiling, so this costs a second.
#[test]
fn a_workspace_member_the_image_lacks_fails_the_staged_build() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_, files) = stage_context(&repo(), dir.path(), Some("fake-discord"));
    assert!(files > 0);
    let output = cargo()
        .args(["metadata", "--locked", "--offline", "--format-version", "1"])
        .current_dir(dir.path())
        .output()
        .expect("run cargo");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success(),
        "the staged workspace loaded without a member"
    );
    assert!(log.contains("fake-discord"), "{log}");
}

#[test]
fn the_dockerfile_is_read_as_docker_reads_it() {
    let stage = build_stage(
        "# comment\nFROM rust:1 AS build\nWORKDIR /src\nCOPY Cargo.toml Cargo.lock ./\n\
         COPY --chown=1:1 rules rules\nCOPY [\"data\", \"/src/data\"]\nCOPY one.txt two\n\
         RUN cargo build --release \\\n    --locked --bin tabula\nFROM debian\nCOPY x y\n",
    );
    let copy = |source: &str, dest: &str, into_dir| Copy {
        source: source.into(),
        dest: dest.into(),
        into_dir,
    };
    assert_eq!(
        stage.copies,
        [
            copy("Cargo.toml", "", true),
            copy("Cargo.lock", "", true),
            copy("rules", "rules", false),
            copy("data", "data", false),
            copy("one.txt", "two", false),
        ]
    );
    assert_eq!(
        test_build_args(&stage),
        ["check", "--locked", "--bin", "tabula", "--offline"]
    );
}

#[test]
fn dockerignore_patterns_follow_docker() {
    let ignore =
        Ignore::parse("# comment\ntarget\n/.git\ndata/*.db\n**/*.tmp\n!keep.tmp\ndocs/[a-c]?.md\n");
    for excluded in [
        "target",
        "target/debug/tabula",
        ".git/HEAD",
        "data/tabula.db",
        "a/b/c.tmp",
        "x.tmp",
        "docs/b1.md",
    ] {
        assert!(ignore.excludes(excluded), "{excluded} should be excluded");
    }
    for kept in [
        "data/fonts/DejaVuSans.ttf",
        "data/tabula.db-wal",
        "src/target.rs",
        "keep.tmp",
        "docs/d1.md",
        "docs/b12.md",
        "rules/target",
    ] {
        assert!(!ignore.excludes(kept), "{kept} should be kept");
    }
}
