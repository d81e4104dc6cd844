//! The store checks itself and tells the operator the truth (issue 17, item 5).
//!
//! Before SQLite touches the database, the file system is asked directly whether Tabula can
//! work there: the folder exists or can be created, a file can be written and synced in it (so a
//! read-only mount or a full disk is found at start, not at the first move), and the database
//! and its `-wal`/`-shm` files open for writing (SQLite silently opens a read-only file
//! read-only, and then every move fails). Whatever SQLite reports later is classified by
//! asking the file system again: its "disk I/O error" or "unable to open database file" hides
//! `EROFS`, `EACCES` and `ENOSPC`, which the probes name.
use crate::store::error::StoreError;
use rusqlite::ErrorCode;
use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Bytes the folder probe writes and syncs: the `-shm` file alone needs 32 KiB, and a disk that
/// cannot take 64 KiB cannot take a move either.
const PROBE_BYTES: usize = 64 * 1024;

/// The folder holding the database (`.` for a bare file name).
pub fn folder(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// `path` with `suffix` appended to its file name: SQLite's `-wal` and `-shm` files.
pub fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// What an operating-system error means for the operator, when it is one of theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cause {
    ReadOnlyFs,
    Denied,
    Full,
}

impl Cause {
    fn of(e: &io::Error) -> Option<Cause> {
        match e.kind() {
            io::ErrorKind::ReadOnlyFilesystem => Some(Cause::ReadOnlyFs),
            io::ErrorKind::PermissionDenied => Some(Cause::Denied),
            // EFBIG comes from a file-size limit (`ulimit -f`), EDQUOT from a quota: for the
            // operator both are a disk that takes no more.
            io::ErrorKind::StorageFull
            | io::ErrorKind::QuotaExceeded
            | io::ErrorKind::FileTooLarge => Some(Cause::Full),
            _ => None,
        }
    }

    fn words(self) -> &'static str {
        match self {
            Cause::ReadOnlyFs => "read-only file system",
            Cause::Denied => "permission denied",
            Cause::Full => "the disk is full",
        }
    }
}

/// Creates the database's folder if it is missing.
pub fn ensure_folder(path: &Path) -> Result<(), StoreError> {
    let dir = folder(path);
    if dir.is_dir() {
        return Ok(());
    }
    std::fs::create_dir_all(dir).map_err(|e| StoreError::CreateFolder {
        dir: dir.to_path_buf(),
        cause: Cause::of(&e)
            .map(|c| c.words().to_string())
            .unwrap_or_else(|| e.to_string()),
    })
}

/// Writes, syncs and removes a small file in the database's folder: SQLite creates its `-wal`
/// and `-shm` files there and must be able to grow them.
pub fn probe_folder(path: &Path) -> Result<(), StoreError> {
    let dir = folder(path);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "tabula.db".into());
    let probe = dir.join(format!(".{name}.write-check-{}", std::process::id()));
    let written = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
        .and_then(|mut f| {
            let result = f.write_all(&[0u8; PROBE_BYTES]).and_then(|()| f.sync_all());
            drop(f);
            result
        });
    // Removed whatever happened; a probe that could not be created is not there to remove.
    let _ = std::fs::remove_file(&probe);
    written.map_err(|e| match Cause::of(&e) {
        Some(Cause::Full) => StoreError::DiskFull {
            path: path.to_path_buf(),
        },
        Some(c) => StoreError::FolderReadOnly {
            dir: dir.to_path_buf(),
            path: path.to_path_buf(),
            cause: c.words().into(),
        },
        None => StoreError::Io {
            path: path.to_path_buf(),
            cause: format!("cannot write in its folder {}: {e}", dir.display()),
        },
    })
}

/// Opens the database and its `-wal` and `-shm` files for writing, when they exist, without
/// changing them.
pub fn probe_files(path: &Path) -> Result<(), StoreError> {
    if path.is_dir() {
        return Err(StoreError::Io {
            path: path.to_path_buf(),
            cause: "it is a folder, not a file".into(),
        });
    }
    for file in [
        path.to_path_buf(),
        sibling(path, "-wal"),
        sibling(path, "-shm"),
    ] {
        match OpenOptions::new().read(true).write(true).open(&file) {
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => {
                return Err(match Cause::of(&e) {
                    Some(Cause::Full) => StoreError::DiskFull { path: file },
                    Some(c) => StoreError::ReadOnly {
                        path: file,
                        cause: c.words().into(),
                    },
                    None => StoreError::Io {
                        path: file,
                        cause: e.to_string(),
                    },
                })
            }
        }
    }
    Ok(())
}

/// The file-system checks, in the order a failure is best explained: files, then folder.
pub fn probe(path: &Path) -> Result<(), StoreError> {
    probe_files(path)?;
    probe_folder(path)
}

/// Turns an SQLite error met while opening or checking the database into what the operator
/// must know. The file system is asked first, since SQLite's own words for a read-only mount or
/// a full disk ("unable to open database file", "disk I/O error") name neither; only SQLite's
/// corruption codes become `StoreError::Damaged`, never an I/O or permission problem.
pub fn classify(path: &Path, err: &rusqlite::Error) -> StoreError {
    let code = err.sqlite_error_code();
    if code != Some(ErrorCode::DatabaseCorrupt) {
        if let Err(found) = probe(path) {
            if !matches!(found, StoreError::Io { .. }) {
                return found;
            }
        }
    }
    let path = path.to_path_buf();
    let detail = err.to_string();
    match code {
        Some(ErrorCode::DiskFull) => StoreError::DiskFull { path },
        Some(ErrorCode::ReadOnly) => StoreError::ReadOnly {
            path,
            cause: detail,
        },
        Some(ErrorCode::PermissionDenied) | Some(ErrorCode::AuthorizationForStatementDenied) => {
            StoreError::ReadOnly {
                path,
                cause: "permission denied".into(),
            }
        }
        Some(ErrorCode::DatabaseCorrupt) => StoreError::Damaged { path, detail },
        Some(ErrorCode::NotADatabase) => StoreError::Damaged {
            path,
            detail: "not an SQLite database, or its first page is damaged".into(),
        },
        Some(ErrorCode::DatabaseBusy) | Some(ErrorCode::DatabaseLocked) => {
            StoreError::Locked { path, detail }
        }
        _ => StoreError::Io {
            path,
            cause: detail,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn siblings_and_folders() {
        assert_eq!(
            sibling(Path::new("data/tabula.db"), "-wal"),
            PathBuf::from("data/tabula.db-wal")
        );
        assert_eq!(folder(Path::new("tabula.db")), Path::new("."));
        assert_eq!(folder(Path::new("/x/y/t.db")), Path::new("/x/y"));
    }

    #[test]
    fn sqlite_full_is_the_disk_and_never_damage() {
        // SQLite's own size cap raises the same SQLITE_FULL a full disk does.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE t (x BLOB); PRAGMA max_page_count = 4;")
            .unwrap();
        let err = (0..100)
            .find_map(|_| {
                conn.execute("INSERT INTO t VALUES (zeroblob(4000))", [])
                    .err()
            })
            .expect("the cap is reached");
        let found = classify(&path, &err);
        assert!(matches!(found, StoreError::DiskFull { .. }), "{found}");
        let line = found.to_string();
        assert!(line.contains("the disk is full"), "{line}");
        assert!(line.contains(&path.display().to_string()), "{line}");
        assert!(
            !line.contains("damaged") && !line.contains("corrupt"),
            "{line}"
        );
    }

    #[test]
    fn every_probe_passes_on_a_healthy_folder() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/t.db");
        ensure_folder(&path).unwrap();
        probe(&path).unwrap();
        std::fs::write(&path, b"").unwrap();
        probe(&path).unwrap();
        let left: Vec<_> = std::fs::read_dir(dir.path().join("sub"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(
            left,
            vec![std::ffi::OsString::from("t.db")],
            "no probe left"
        );
        let err = probe_files(dir.path()).unwrap_err().to_string();
        assert!(err.contains("is a folder"), "{err}");
    }
}
