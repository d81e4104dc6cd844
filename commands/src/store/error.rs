//! The errors of the store and of the table machinery.
//!
//! Input problems are never errors: they are private replies, refusals.
//! What is here is our side failing, which rolls the input back and is logged.

use std::path::PathBuf;

/// Errors opening or using the store.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    #[error("database error: {0}")]
    Db(#[from] crate::store::db::Error),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// The database cannot be used, said in one line that names the file and the cause.
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{0}")]
    Io(String),
}

impl From<rusqlite::Error> for CoreError {
    fn from(e: rusqlite::Error) -> Self {
        CoreError::Db(e.into())
    }
}

/// Why the database cannot be opened or written, for the operator (issue 17, item 5): one line
/// that names the path and the cause. A problem of the file system (permissions, a read-only
/// mount, a full disk) is never called damage; only SQLite's own integrity checks say
/// `Damaged`.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot create folder {} for the database ({cause})", dir.display())]
    CreateFolder { dir: PathBuf, cause: String },
    #[error("the database {} is read-only ({cause}); Tabula must be able to write it", path.display())]
    ReadOnly { path: PathBuf, cause: String },
    #[error(
        "the folder {} of the database {} is read-only ({cause}); SQLite must create its \
         -wal and -shm files there",
        dir.display(),
        path.display()
    )]
    FolderReadOnly {
        dir: PathBuf,
        path: PathBuf,
        cause: String,
    },
    #[error("cannot write the database {}: the disk is full", path.display())]
    DiskFull { path: PathBuf },
    #[error(
        "the database {} was written by a newer Tabula (schema {found}, this build knows \
         {known}); it was left untouched: run the newer build or restore a backup",
        path.display()
    )]
    Newer {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("the database {} is damaged ({detail}): see `tabula check {}`", path.display(), path.display())]
    Damaged { path: PathBuf, detail: String },
    /// The data lived in a `-wal` file that is gone, or a `-wal` is there without its database:
    /// starting a new, empty database here would hide the loss (issue 17, item 6).
    #[error(
        "the database {} {detail}; refusing to start a new, empty database over it: restore a \
         backup (README, Operations) or move these files away",
        path.display()
    )]
    Lost { path: PathBuf, detail: String },
    #[error("{} is not a Tabula database ({detail})", path.display())]
    NotTabula { path: PathBuf, detail: String },
    #[error("the database {} is locked by another process ({detail})", path.display())]
    Locked { path: PathBuf, detail: String },
    #[error("cannot use the database {}: {cause}", path.display())]
    Io { path: PathBuf, cause: String },
    /// A PostgreSQL database (its URL without the password) cannot be used.
    #[error("cannot use the PostgreSQL database {location}: {cause}")]
    Server { location: String, cause: String },
    #[error(
        "the PostgreSQL database {location} was written by a newer Tabula (schema {found}, this \
         build knows {known}); it was left untouched: run the newer build"
    )]
    ServerNewer {
        location: String,
        found: i64,
        known: i64,
    },
}

/// A stored column that does not hold what it should (a damaged row, or a value this build
/// cannot read). Reported as an error, never replaced by a default, so a damaged table is
/// noticed instead of silently rewritten.
#[derive(Debug, thiserror::Error)]
#[error("column `{column}` of table {table}: {problem}")]
pub struct CorruptColumn {
    pub table: i64,
    pub column: &'static str,
    pub problem: String,
}

impl CorruptColumn {
    /// As a database error, so row readers can return it through `db::Result`.
    pub fn into_sql(self, index: usize) -> crate::store::db::Error {
        crate::store::db::Error::Conversion {
            index,
            source: Box::new(self),
        }
    }
}

pub use present_kit::CodecError;

/// Whether `e` is a stored column that does not hold what it should (`CorruptColumn`, or a
/// value of the wrong type), as opposed to the database failing.
pub fn is_corrupt(e: &crate::store::db::Error) -> bool {
    use crate::store::db::Error;
    matches!(e, Error::Conversion { source, .. } if source.is::<CorruptColumn>())
        || matches!(e, Error::Type { .. } | Error::OutOfRange { .. })
}
