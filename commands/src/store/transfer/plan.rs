//! What `tabula migrate` copies, and in which order: the source's tables and columns, each
//! matched with the target's column types, ordered so that every row comes after the rows its
//! foreign keys point to.

use super::{ident, Failure};
use crate::store::db::Conn;
use std::collections::{BTreeMap, HashMap};

/// A table of the source with its columns, in their order.
pub(super) struct SourceTable {
    pub(super) name: String,
    pub(super) columns: Vec<String>,
}

/// Every table of the source but SQLite's own (`sqlite_sequence`, `sqlite_stat1`).
pub(super) fn source_tables(src: &Conn) -> crate::store::db::Result<Vec<SourceTable>> {
    let names: Vec<String> = src
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' \
             AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    names
        .into_iter()
        .map(|name| {
            let columns = src
                .prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")?
                .query_map([&name], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            Ok(SourceTable { name, columns })
        })
        .collect()
}

/// The last id SQLite's `AUTOINCREMENT` handed out per table: an outbox id is a message's
/// nonce, never reused, even after its row was delivered and deleted.
pub(super) fn autoincrement(src: &Conn) -> crate::store::db::Result<HashMap<String, i64>> {
    let exists = src
        .prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence'")?
        .exists([])?;
    if !exists {
        return Ok(HashMap::new());
    }
    src.prepare("SELECT name, seq FROM sqlite_sequence")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// How one table is copied.
pub(super) struct TablePlan {
    pub(super) name: String,
    /// The source's columns, each with the target column's type (PostgreSQL's `udt_name`).
    pub(super) columns: Vec<(String, String)>,
    /// The target's columns that take their numbers from a sequence.
    pub(super) sequenced: Vec<String>,
}

/// The source's tables in an order that inserts every row after the rows its foreign keys
/// point to, each with the target's types for its columns. A table or column the target lacks
/// is an error that names it.
pub(super) fn plan(dst: &Conn, tables: &[SourceTable]) -> Result<Vec<TablePlan>, Failure> {
    let mut target: HashMap<String, Vec<(String, String, bool)>> = HashMap::new();
    let mut stmt = dst.prepare(
        "SELECT table_name, column_name, udt_name, \
                COALESCE(is_identity = 'YES' OR column_default LIKE 'nextval(%', false) \
         FROM information_schema.columns WHERE table_schema = current_schema() \
         ORDER BY table_name, ordinal_position",
    )?;
    for row in stmt.query_map([], |r| {
        Ok((r.get::<String>(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
    })? {
        let (table, column, ty, sequenced) = row?;
        target
            .entry(table)
            .or_default()
            .push((column, ty, sequenced));
    }
    let mut plans = Vec::new();
    for table in tables {
        let Some(found) = target.get(&table.name) else {
            return Err(Failure::Target(format!(
                "it has no table {} (the SQLite file's schema differs)",
                table.name
            )));
        };
        let mut columns = Vec::new();
        for column in &table.columns {
            let Some((_, ty, _)) = found.iter().find(|(c, _, _)| c == column) else {
                return Err(Failure::Target(format!(
                    "its table {} has no column {column} (the SQLite file's schema differs)",
                    table.name
                )));
            };
            columns.push((column.clone(), ty.clone()));
        }
        let sequenced = found
            .iter()
            .filter(|(_, _, s)| *s)
            .map(|(c, _, _)| c.clone())
            .collect();
        plans.push(TablePlan {
            name: table.name.clone(),
            columns,
            sequenced,
        });
    }
    let references = foreign_keys(dst)?;
    order_by_references(plans, &references)
}

/// The target's foreign keys: (table, table it references).
pub(super) fn foreign_keys(dst: &Conn) -> crate::store::db::Result<Vec<(String, String)>> {
    dst.prepare(
        "SELECT c.relname, r.relname FROM pg_constraint k \
         JOIN pg_class c ON c.oid = k.conrelid \
         JOIN pg_class r ON r.oid = k.confrelid \
         JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE k.contype = 'f' AND n.nspname = current_schema()",
    )?
    .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
    .collect()
}

/// `plans` ordered so that each table comes after those it references (a table referencing
/// itself needs nothing before it), otherwise by name.
pub(super) fn order_by_references(
    plans: Vec<TablePlan>,
    references: &[(String, String)],
) -> Result<Vec<TablePlan>, Failure> {
    let mut waiting: BTreeMap<String, TablePlan> =
        plans.into_iter().map(|p| (p.name.clone(), p)).collect();
    let mut ordered = Vec::new();
    while !waiting.is_empty() {
        let ready = waiting
            .keys()
            .find(|name| {
                !references
                    .iter()
                    .any(|(from, to)| from == *name && to != *name && waiting.contains_key(to))
            })
            .cloned();
        let Some(name) = ready else {
            let names = waiting.keys().cloned().collect::<Vec<_>>().join(", ");
            return Err(Failure::Target(format!(
                "the foreign keys of its tables {names} form a cycle"
            )));
        };
        ordered.extend(waiting.remove(&name));
    }
    Ok(ordered)
}

/// Each table's row count.
pub(super) fn count_all(
    conn: &Conn,
    plan: &[TablePlan],
) -> crate::store::db::Result<Vec<(String, u64)>> {
    plan.iter()
        .map(|t| {
            let n: i64 = conn.query_row(
                &format!("SELECT COUNT(*) FROM {}", ident(&t.name)),
                [],
                |r| r.get(0),
            )?;
            Ok((t.name.clone(), n.max(0) as u64))
        })
        .collect()
}
