//! The web pages' reads (issue 46): on a read connection, never the writer's.
use super::Core;
use crate::pages::{PageError, PageResult};
use crate::store::db::Conn;

impl Core {
    /// Runs a page's reads (`crate::pages`) on a read connection, in one transaction, so that
    /// everything on the page comes from one committed moment. A page never waits for the
    /// writer's batch, and never writes.
    pub fn read_page<T>(&self, f: impl FnOnce(&Conn) -> PageResult<T>) -> PageResult<T> {
        self.with_reader(|conn| {
            let tx = conn.transaction()?;
            f(&tx)
        })
        .map_err(|e| PageError(e.to_string()))?
    }
}
