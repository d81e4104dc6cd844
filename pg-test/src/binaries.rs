//! Where PostgreSQL's server programs are. A source build or a symlink puts them on `PATH`;
//! Debian's packages put them in `/usr/lib/postgresql/VERSION/bin`, off `PATH`, one folder per
//! installed major version.

use std::ffi::OsStr;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Where Debian's packages install each major version's programs.
pub(crate) const DEBIAN_ROOT: &str = "/usr/lib/postgresql";

/// A folder holding `initdb` and `pg_ctl` (and `postgres`, which `pg_ctl` finds beside itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Binaries {
    dir: PathBuf,
}

impl Binaries {
    pub(crate) fn initdb(&self) -> PathBuf {
        self.dir.join("initdb")
    }

    pub(crate) fn pg_ctl(&self) -> PathBuf {
        self.dir.join("pg_ctl")
    }
}

/// The programs on `PATH` first (whoever put them there chose them), else the highest major
/// version under [`DEBIAN_ROOT`].
pub(crate) fn find() -> Option<Binaries> {
    find_in(std::env::var_os("PATH").as_deref(), Path::new(DEBIAN_ROOT))
}

fn find_in(path: Option<&OsStr>, debian_root: &Path) -> Option<Binaries> {
    let on_path = path.into_iter().flat_map(std::env::split_paths);
    on_path
        .chain(debian_versions(debian_root))
        .find(|dir| has_programs(dir))
        .map(|dir| Binaries { dir })
}

/// `ROOT/VERSION/bin` for each installed version, highest first ("15" above "9.6").
fn debian_versions(root: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(root) else {
        return Vec::new();
    };
    let mut versions: Vec<(Vec<u32>, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name();
            let key = version_key(name.to_str()?)?;
            Some((key, entry.path().join("bin")))
        })
        .collect();
    versions.sort_by(|a, b| b.0.cmp(&a.0));
    versions.into_iter().map(|(_, dir)| dir).collect()
}

/// "9.6" → [9, 6]; a name that is not a version → `None`.
fn version_key(name: &str) -> Option<Vec<u32>> {
    name.split('.').map(|part| part.parse().ok()).collect()
}

fn has_programs(dir: &Path) -> bool {
    ["initdb", "pg_ctl"]
        .iter()
        .all(|name| is_executable(&dir.join(name)))
}

fn is_executable(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn install(dir: &Path, programs: &[&str]) {
        fs::create_dir_all(dir).unwrap();
        for name in programs {
            let path = dir.join(name);
            fs::write(&path, "#!/bin/sh\n").unwrap();
            fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        }
    }

    #[test]
    fn the_highest_debian_version_wins_numerically() {
        let root = tempfile::tempdir().unwrap();
        for version in ["9.6", "15", "10", "not-a-version"] {
            install(
                &root.path().join(version).join("bin"),
                &["initdb", "pg_ctl"],
            );
        }
        let found = find_in(None, root.path()).unwrap();
        assert_eq!(found.initdb(), root.path().join("15/bin/initdb"));
    }

    #[test]
    fn path_comes_before_debian_folders_and_needs_both_programs() {
        let root = tempfile::tempdir().unwrap();
        let half = root.path().join("half");
        let full = root.path().join("full");
        install(&half, &["initdb"]);
        install(&full, &["initdb", "pg_ctl"]);
        install(&root.path().join("lib/15/bin"), &["initdb", "pg_ctl"]);
        let path = std::env::join_paths([&half, &full]).unwrap();
        let found = find_in(Some(&path), &root.path().join("lib")).unwrap();
        assert_eq!(found.pg_ctl(), full.join("pg_ctl"));
    }

    #[test]
    fn nothing_installed_is_none() {
        let root = tempfile::tempdir().unwrap();
        let path = std::env::join_paths([root.path()]).unwrap();
        assert_eq!(find_in(Some(&path), &root.path().join("missing")), None);
    }

    #[test]
    fn a_program_without_execute_permission_does_not_count() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("15/bin");
        install(&dir, &["initdb", "pg_ctl"]);
        fs::set_permissions(dir.join("pg_ctl"), fs::Permissions::from_mode(0o644)).unwrap();
        assert_eq!(find_in(None, root.path()), None);
    }
}
