//! The seam's errors: what failed on either backend ([`Error`]), told as the backends' own
//! words with their causes, and what kind of failure it is (the connection gone, the database
//! away for a while, a statement refused).

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A statement or a row that failed, on either backend.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{}", pg_text(.0))]
    Postgres(#[from] tokio_postgres::Error),
    /// The PostgreSQL client's runtime could not start (threads or file handles ran out).
    #[error("cannot start the PostgreSQL client: {0}")]
    Runtime(std::io::Error),
    /// A statement that must return a row returned none (see [`OptionalExtension`]).
    #[error("the query returned no rows")]
    NoRows,
    /// A column holds another class than the one read (a damaged row).
    #[error("column {index} holds {found}, not {wanted}")]
    Type {
        index: usize,
        found: &'static str,
        wanted: &'static str,
    },
    /// An integer column does not fit the type read.
    #[error("column {index} holds {value}, out of range")]
    OutOfRange { index: usize, value: i64 },
    /// A column's value could not be made what it stands for (a corrupt column).
    #[error("column {index}: {source}")]
    Conversion {
        index: usize,
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// A parameter cannot be stored.
    #[error("parameter: {0}")]
    Param(String),
    /// The statement binds another number of parameters than it has.
    #[error("the statement has {wanted} parameters, {given} were given")]
    ParamCount { wanted: usize, given: usize },
    /// A stored value that does not read as what it stands for (a damaged row, or one a newer
    /// Tabula wrote), said with its table and row.
    #[error("{0}")]
    Damaged(String),
}

/// PostgreSQL's errors say "db error" until their cause is shown; the others ("error
/// connecting to server") say what failed but not why, which their sources do: a refused
/// connection, a socket file that is not there, a host name that does not resolve.
fn pg_text(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{}: {}", db.code().code(), db.message()),
        None => with_causes(e),
    }
}

/// `e` followed by each error of its source chain (`what failed: why: why that`), leaving out
/// a cause whose text the words before already end with.
pub fn with_causes(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        let said = cause.to_string();
        if !said.is_empty() && !text.ends_with(&said) {
            text.push_str(": ");
            text.push_str(&said);
        }
        source = cause.source();
    }
    text
}

impl Error {
    /// The SQLite error this is, for the store's own checks of SQLite's codes.
    pub fn sqlite(&self) -> Option<&rusqlite::Error> {
        match self {
            Error::Sqlite(e) => Some(e),
            _ => None,
        }
    }

    /// PostgreSQL's SQLSTATE code, if the server refused the statement.
    pub fn sqlstate(&self) -> Option<&str> {
        match self {
            Error::Postgres(e) => e.code().map(|c| c.code()),
            _ => None,
        }
    }

    /// The connection is gone (the server stopped, the network failed): nothing more can be
    /// done on it, and a new one must be opened.
    pub fn is_closed(&self) -> bool {
        match self {
            Error::Postgres(e) => e.is_closed(),
            _ => false,
        }
    }

    /// The database could not be reached or was held by someone else, rather than refusing
    /// what was asked: PostgreSQL's connection is gone or cannot be made (SQLSTATE class 08),
    /// or the server is shutting down or starting (57P01-57P03); SQLite's file is locked by
    /// another connection beyond the busy timeout. Such a failure ends as soon as the database
    /// is back, so it is retried within a second instead of backing off
    /// (`core::held`).
    pub fn is_unavailable(&self) -> bool {
        match self {
            Error::Postgres(e) => {
                e.is_closed()
                    // Sending or connecting failed (`Io`, `Connect`): their cause is the socket's.
                    || std::error::Error::source(e)
                        .is_some_and(|s| s.downcast_ref::<std::io::Error>().is_some())
                    || e.code().is_some_and(|c| {
                        let code = c.code();
                        code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03")
                    })
            }
            Error::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
            ),
            _ => false,
        }
    }
}

/// `.optional()` on a single-row result: `Ok(None)` where there is no row.
pub trait OptionalExtension<T> {
    fn optional(self) -> Result<Option<T>>;
}

impl<T> OptionalExtension<T> for Result<T> {
    fn optional(self) -> Result<Option<T>> {
        match self {
            Ok(v) => Ok(Some(v)),
            Err(Error::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }
}
