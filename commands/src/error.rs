//! The errors of the store and of the table machinery.
//!
//! Input problems are never errors: they are private replies (see [`crate::ctx::Refusal`]).
//! What is here is our side failing, which rolls the input back and is logged.

/// Errors opening or using the store.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("database error: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
    #[error("{0}")]
    Io(String),
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
    /// As a rusqlite error, so row readers can return it through `rusqlite::Result`.
    pub fn into_sql(self, index: usize) -> rusqlite::Error {
        rusqlite::Error::FromSqlConversionFailure(
            index,
            rusqlite::types::Type::Text,
            Box::new(self),
        )
    }
}

/// A game state, event, view or action that could not be turned into (or read back from) its
/// stored JSON form. The input that produced it is rolled back and the player told nothing
/// changed: a table must never be saved in a form it cannot load again.
#[derive(Debug, thiserror::Error)]
#[error("{what}: {source}")]
pub struct CodecError {
    pub what: &'static str,
    #[source]
    pub source: serde_json::Error,
}

impl CodecError {
    pub fn new(what: &'static str, source: serde_json::Error) -> Self {
        CodecError { what, source }
    }
}
