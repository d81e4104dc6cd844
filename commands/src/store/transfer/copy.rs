//! The copy itself: rows read from the source and sent in multi-row `INSERT`s, the target's
//! sequences moved past the copied ids, and the row counts compared before the commit.

use super::plan::{count_all, TablePlan};
use super::{ident, literal, reading, Failure};
use crate::db::{Conn, ToSql, ValueRef};
use std::collections::HashMap;

/// Rows go in multi-row `INSERT`s of at most this many parameters (PostgreSQL takes 65,535)
/// and rows: one statement per row took 7 times as long (a round trip each), while 100 or
/// 5,000 rows a statement took about as long as 1,000 (10,000 tables in about 3 s).
const BATCH_PARAMETERS: usize = 30_000;
const BATCH_ROWS: usize = 1_000;

/// A value read from the source, held until its batch is sent.
#[derive(Debug)]
pub(super) enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    fn of(v: ValueRef<'_>) -> Value {
        match v {
            ValueRef::Null => Value::Null,
            ValueRef::Integer(i) => Value::Integer(i),
            ValueRef::Real(r) => Value::Real(r),
            ValueRef::Text(t) => Value::Text(t.to_owned()),
            ValueRef::Blob(b) => Value::Blob(b.to_vec()),
        }
    }

    /// The value for an error message (a long text cut short).
    fn describe(&self) -> String {
        match self {
            Value::Null => "NULL".into(),
            Value::Integer(i) => format!("the integer {i}"),
            Value::Real(r) => format!("the number {r}"),
            Value::Text(t) if t.chars().count() > 40 => {
                format!("the text {:?}…", t.chars().take(40).collect::<String>())
            }
            Value::Text(t) => format!("the text {t:?}"),
            Value::Blob(b) => format!("a blob of {} bytes", b.len()),
        }
    }

    /// Whether PostgreSQL's column type `ty` (a `udt_name`) takes this value as it is: the
    /// seam converts integers to any integer, boolean or floating type.
    pub(super) fn fits(&self, ty: &str) -> bool {
        match self {
            Value::Null => true,
            Value::Integer(_) => {
                matches!(ty, "int2" | "int4" | "int8" | "bool" | "float4" | "float8")
            }
            Value::Real(_) => matches!(ty, "float4" | "float8"),
            Value::Text(_) => matches!(ty, "text" | "varchar" | "bpchar" | "name"),
            Value::Blob(_) => ty == "bytea",
        }
    }
}

impl ToSql for Value {
    fn to_value(&self) -> Result<ValueRef<'_>, crate::db::Error> {
        Ok(match self {
            Value::Null => ValueRef::Null,
            Value::Integer(i) => ValueRef::Integer(*i),
            Value::Real(r) => ValueRef::Real(*r),
            Value::Text(t) => ValueRef::Text(t),
            Value::Blob(b) => ValueRef::Blob(b),
        })
    }
}

/// Copies every row of `table` from `src` into `dst`, in batches of one multi-row `INSERT`;
/// returns the rows copied.
pub(super) fn copy_table(src: &Conn, dst: &Conn, table: &TablePlan) -> Result<u64, Failure> {
    let columns = table
        .columns
        .iter()
        .map(|(c, _)| ident(c))
        .collect::<Vec<_>>()
        .join(", ");
    let width = table.columns.len();
    let per_batch = (BATCH_PARAMETERS / width.max(1)).clamp(1, BATCH_ROWS);
    let what = format!("reading its table {}", table.name);
    let mut stmt = src
        .prepare(&format!("SELECT {columns} FROM {}", ident(&table.name)))
        .map_err(reading(&what))?;
    let mut rows = stmt.query([]).map_err(reading(&what))?;
    let mut batch: Vec<Value> = Vec::with_capacity(per_batch * width);
    let mut copied = 0u64;
    while let Some(row) = rows.next().map_err(reading(&what))? {
        for (i, (column, ty)) in table.columns.iter().enumerate() {
            let value = row
                .with_value(i, |v| Ok(Value::of(v)))
                .map_err(reading(&what))?;
            if !value.fits(ty) {
                return Err(Failure::Source(format!(
                    "its table {} holds {} in column {column}, which PostgreSQL's column (of \
                     type {ty}) cannot take: correct that row and migrate again",
                    table.name,
                    value.describe()
                )));
            }
            batch.push(value);
        }
        if batch.len() == per_batch * width {
            copied += insert(dst, table, &columns, &batch)?;
            batch.clear();
        }
    }
    if !batch.is_empty() {
        copied += insert(dst, table, &columns, &batch)?;
    }
    Ok(copied)
}

/// Inserts `values` (whole rows of `table`'s columns) in one statement.
fn insert(dst: &Conn, table: &TablePlan, columns: &str, values: &[Value]) -> Result<u64, Failure> {
    let width = table.columns.len();
    let rows = values.len() / width;
    let mut sql = format!("INSERT INTO {} ({columns}) VALUES ", ident(&table.name));
    for r in 0..rows {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for c in 0..width {
            if c > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!("?{}", r * width + c + 1));
        }
        sql.push(')');
    }
    let params: Vec<&dyn ToSql> = values.iter().map(|v| v as &dyn ToSql).collect();
    let n = dst
        .execute(&sql, params.as_slice())
        .map_err(|e| Failure::Target(format!("copying table {}: {e}", table.name)))?;
    // The snapshot triggers note each written table id in a transaction-local setting that
    // only Tabula's writer reads; left to grow over thousands of rows, appending to it would
    // cost time quadratic in the rows copied.
    dst.execute_batch("SELECT set_config('tabula.changed', '', true)")?;
    Ok(n as u64)
}

/// Sets each sequence of the target so that the next id follows the largest copied, or the
/// last SQLite's `AUTOINCREMENT` handed out if larger; an empty table's next id is 1.
pub(super) fn continue_sequences(
    dst: &Conn,
    plan: &[TablePlan],
    autoincrement: &HashMap<String, i64>,
) -> crate::db::Result<()> {
    for table in plan {
        for column in &table.sequenced {
            let used = autoincrement.get(&table.name).copied().unwrap_or(0);
            let sql = format!(
                "SELECT setval(pg_get_serial_sequence({}, {}), GREATEST(COALESCE(MAX({c}), 0), \
                 {used}, 1), GREATEST(COALESCE(MAX({c}), 0), {used}) >= 1) FROM {t}",
                literal(&ident(&table.name)),
                literal(column),
                c = ident(column),
                t = ident(&table.name),
            );
            dst.execute_batch(&sql)?;
        }
    }
    Ok(())
}

/// Counts each table's rows on both sides (the source inside its read transaction, the target
/// inside the copy's): any difference from what was copied fails the migration.
pub(super) fn verify(
    src: &Conn,
    dst: &Conn,
    plan: &[TablePlan],
    copied: &[(String, u64)],
) -> Result<(), Failure> {
    let source = count_all(src, plan).map_err(reading("counting its rows"))?;
    let target = count_all(dst, plan)?;
    for ((table, copied), ((_, s), (_, t))) in copied.iter().zip(source.iter().zip(&target)) {
        if s != copied || t != copied {
            return Err(Failure::Target(format!(
                "table {table} came out with {t} rows, but the SQLite file holds {s} and {copied} \
                 were copied; nothing was committed"
            )));
        }
    }
    Ok(())
}
