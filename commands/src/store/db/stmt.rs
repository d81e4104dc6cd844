//! Prepared statements and their rows on either backend: parameters bound and checked against
//! the statement's, rows stepped through or mapped, and columns read strictly ([`super::value`]).

use super::{pg, Changes, Error, FromSql, OptionalExtension, Params, Result, ValueRef};
use std::cell::RefCell;

/// A prepared statement.
pub struct Stmt<'c> {
    pub(super) inner: StmtInner<'c>,
}

pub(super) enum StmtInner<'c> {
    Sqlite(rusqlite::CachedStatement<'c>),
    Postgres(&'c RefCell<pg::Client>, pg::Prepared),
}

/// Binds `params` to a SQLite statement, checking their number.
fn bind_sqlite(stmt: &mut rusqlite::Statement<'_>, params: &impl Params) -> Result<()> {
    let mut given = 0;
    params.each(&mut |p| {
        given += 1;
        stmt.raw_bind_parameter(given, Sqlite(p.to_value()?))?;
        Ok(())
    })?;
    let wanted = stmt.parameter_count();
    if given != wanted {
        return Err(Error::ParamCount { wanted, given });
    }
    Ok(())
}

/// A value as rusqlite binds it.
struct Sqlite<'a>(ValueRef<'a>);

impl rusqlite::ToSql for Sqlite<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::ValueRef as V;
        Ok(rusqlite::types::ToSqlOutput::Borrowed(match self.0 {
            ValueRef::Null => V::Null,
            ValueRef::Integer(i) => V::Integer(i),
            ValueRef::Real(r) => V::Real(r),
            ValueRef::Text(t) => V::Text(t.as_bytes()),
            ValueRef::Blob(b) => V::Blob(b),
        }))
    }
}

/// `params` as PostgreSQL's client binds them.
pub(super) fn pg_params(params: &impl Params) -> Result<Vec<pg::Param<'_>>> {
    let mut values = Vec::new();
    params.each(&mut |p| {
        values.push(pg::Param(p.to_value()?));
        Ok(())
    })?;
    Ok(values)
}

/// Runs `f` with `params` bound for PostgreSQL.
fn with_pg_params<R>(
    params: &impl Params,
    f: impl FnOnce(&[&(dyn tokio_postgres::types::ToSql + Sync)]) -> Result<R>,
) -> Result<R> {
    let values = pg_params(params)?;
    let refs: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> = values
        .iter()
        .map(|v| v as &(dyn tokio_postgres::types::ToSql + Sync))
        .collect();
    f(&refs)
}

impl<'c> Stmt<'c> {
    /// Runs the statement; returns the rows it changed.
    pub fn execute<P: Params>(&mut self, params: P) -> Result<usize> {
        match &mut self.inner {
            StmtInner::Sqlite(s) => {
                bind_sqlite(s, &params)?;
                Ok(s.raw_execute()?)
            }
            StmtInner::Postgres(c, prepared) => with_pg_params(&params, |p| {
                let n = c.borrow_mut().execute(prepared, p)?;
                Ok(n as usize)
            }),
        }
    }

    /// Runs a write whose row count is not wanted, which changes what `changes` says of the
    /// rows the read path's cache keeps: at once on SQLite; on PostgreSQL
    /// it is sent and not waited for, and its answer is waited for with the next statement
    /// that has a result (or at the writer's end of an input, or of the input after it in a
    /// paced transaction: [`super::Conn::end_input`]), whose error it then is.
    pub fn execute_later<P: Params>(&mut self, params: P, changes: Changes) -> Result<()> {
        match &mut self.inner {
            StmtInner::Sqlite(_) => self.execute(params).map(drop),
            StmtInner::Postgres(c, prepared) => {
                let mut owned = Vec::new();
                params.each(&mut |p| {
                    owned.push(pg::Owned::new(p.to_value()?));
                    Ok(())
                })?;
                Ok(c.borrow_mut().execute_later(prepared, owned, changes)?)
            }
        }
    }

    /// The first row, read by `f`; [`Error::NoRows`] if there is none.
    pub fn query_row<T, P, F>(&mut self, params: P, f: F) -> Result<T>
    where
        P: Params,
        F: FnOnce(&Row<'_>) -> Result<T>,
    {
        match &mut self.inner {
            StmtInner::Sqlite(s) => {
                bind_sqlite(s, &params)?;
                let mut rows = s.raw_query();
                match rows.next()? {
                    Some(r) => f(&Row(RowInner::Sqlite(r))),
                    None => Err(Error::NoRows),
                }
            }
            StmtInner::Postgres(c, prepared) => {
                let rows = with_pg_params(&params, |p| Ok(c.borrow_mut().query(prepared, p)?))?;
                match rows.first() {
                    Some(r) => f(&Row(RowInner::Postgres(r))),
                    None => Err(Error::NoRows),
                }
            }
        }
    }

    /// Whether the statement returns a row.
    pub fn exists<P: Params>(&mut self, params: P) -> Result<bool> {
        self.query_row(params, |_| Ok(()))
            .optional()
            .map(|r| r.is_some())
    }

    /// Every row, each read by `f`.
    pub fn query_map<T, P, F>(&mut self, params: P, f: F) -> Result<MappedRows<'_, F>>
    where
        P: Params,
        F: FnMut(&Row<'_>) -> Result<T>,
    {
        Ok(MappedRows {
            rows: self.query(params)?,
            f,
        })
    }

    /// Every row, to be stepped through with [`Rows::next`].
    pub fn query<P: Params>(&mut self, params: P) -> Result<Rows<'_>> {
        Ok(Rows(match &mut self.inner {
            StmtInner::Sqlite(s) => {
                bind_sqlite(s, &params)?;
                RowsInner::Sqlite(s.raw_query())
            }
            StmtInner::Postgres(c, prepared) => {
                let rows = with_pg_params(&params, |p| Ok(c.borrow_mut().query(prepared, p)?))?;
                RowsInner::Postgres(rows.into_iter(), None)
            }
        }))
    }
}

/// The rows of a query.
pub struct Rows<'s>(RowsInner<'s>);

enum RowsInner<'s> {
    Sqlite(rusqlite::Rows<'s>),
    /// PostgreSQL's rows, fetched in full, and the one being read.
    Postgres(
        std::vec::IntoIter<tokio_postgres::Row>,
        Option<tokio_postgres::Row>,
    ),
}

impl Rows<'_> {
    /// The next row, or `None` after the last.
    #[allow(clippy::should_implement_trait)] // it lends the row, which Iterator cannot
    pub fn next(&mut self) -> Result<Option<Row<'_>>> {
        match &mut self.0 {
            RowsInner::Sqlite(rows) => Ok(rows.next()?.map(|r| Row(RowInner::Sqlite(r)))),
            RowsInner::Postgres(rows, current) => {
                *current = rows.next();
                Ok(current.as_ref().map(|r| Row(RowInner::Postgres(r))))
            }
        }
    }
}

/// The rows of [`Stmt::query_map`], each read by its function.
pub struct MappedRows<'s, F> {
    rows: Rows<'s>,
    f: F,
}

impl<T, F: FnMut(&Row<'_>) -> Result<T>> Iterator for MappedRows<'_, F> {
    type Item = Result<T>;

    fn next(&mut self) -> Option<Result<T>> {
        match self.rows.next() {
            Ok(Some(row)) => Some((self.f)(&row)),
            Ok(None) => None,
            Err(e) => Some(Err(e)),
        }
    }
}

/// One row of a result.
pub struct Row<'r>(pub(super) RowInner<'r>);

pub(super) enum RowInner<'r> {
    Sqlite(&'r rusqlite::Row<'r>),
    Postgres(&'r tokio_postgres::Row),
}

impl Row<'_> {
    /// Column `index` (from 0) as a `T`; a column of another class, or out of `T`'s range, is
    /// an error (see [`super::value`]).
    pub fn get<T: FromSql>(&self, index: usize) -> Result<T> {
        self.with_value(index, |v| {
            T::column(v).map_err(|e| e.at(index, std::any::type_name::<T>()))
        })
    }

    /// Runs `f` with column `index` as it is stored.
    pub fn with_value<T>(
        &self,
        index: usize,
        f: impl FnOnce(ValueRef<'_>) -> Result<T>,
    ) -> Result<T> {
        match &self.0 {
            RowInner::Sqlite(r) => {
                use rusqlite::types::ValueRef as V;
                let value = match r.get_ref(index)? {
                    V::Null => ValueRef::Null,
                    V::Integer(i) => ValueRef::Integer(i),
                    V::Real(x) => ValueRef::Real(x),
                    V::Text(t) => {
                        ValueRef::Text(std::str::from_utf8(t).map_err(|e| Error::Conversion {
                            index,
                            source: Box::new(e),
                        })?)
                    }
                    V::Blob(b) => ValueRef::Blob(b),
                };
                f(value)
            }
            RowInner::Postgres(r) => {
                let column: pg::Column<'_> = r.try_get(index)?;
                f(column.0)
            }
        }
    }
}
