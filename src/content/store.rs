//! The owner's reads and writes of a content table, for any of them: the columns come from
//! the checked fields (see `check`), so one piece of SQL serves the five lists and the
//! standing pages.

use rusqlite::types::Value as Sql;
use rusqlite::{Connection, OptionalExtension, params_from_iter};
use serde_json::{Map, Value};

use super::check::{Field, Rule};

/// A table the console edits.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    pub name: &'static str,
    /// The key column and JSON name: `id`, or `slug` for the standing pages.
    pub key: &'static str,
    /// The public order (`ORDER BY`), which the console shows too.
    pub order: &'static str,
}

fn columns(fields: &[Field]) -> String {
    fields
        .iter()
        .map(|f| f.column.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn row_json(
    row: &rusqlite::Row<'_>,
    table: Table,
    fields: &[Field],
) -> rusqlite::Result<Map<String, Value>> {
    let mut out = Map::new();
    out.insert(table.key.to_owned(), Value::String(row.get(0)?));
    out.insert("updatedAt".to_owned(), Value::String(row.get(1)?));
    for (i, field) in fields.iter().enumerate() {
        let value = match field.rule {
            Rule::Flag => Value::Bool(row.get::<_, i64>(i + 2)? != 0),
            _ => match row.get::<_, Option<String>>(i + 2)? {
                Some(text) => Value::String(text),
                // An optional field without a value is left out, as the schema says.
                None => continue,
            },
        };
        out.insert(field.key.to_owned(), value);
    }
    Ok(out)
}

/// Every row, drafts included, in display order.
pub fn list(conn: &Connection, table: Table, fields: &[Field]) -> rusqlite::Result<Vec<Value>> {
    let sql = format!(
        "SELECT {}, updated_at, {} FROM {} ORDER BY {}",
        table.key,
        columns(fields),
        table.name,
        table.order
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    stmt.query_map([], |r| row_json(r, table, fields).map(Value::Object))?
        .collect()
}

pub fn get(
    conn: &Connection,
    table: Table,
    fields: &[Field],
    key: &str,
) -> rusqlite::Result<Option<Map<String, Value>>> {
    let sql = format!(
        "SELECT {}, updated_at, {} FROM {} WHERE {} = ?1",
        table.key,
        columns(fields),
        table.name,
        table.key
    );
    conn.prepare_cached(&sql)?
        .query_row([key], |r| row_json(r, table, fields))
        .optional()
}

fn sql_values(fields: &[Field], values: &Map<String, Value>) -> Vec<Sql> {
    fields
        .iter()
        .map(|f| match values.get(f.key) {
            Some(Value::Bool(b)) => Sql::Integer(i64::from(*b)),
            Some(Value::String(s)) => Sql::Text(s.clone()),
            _ => Sql::Null,
        })
        .collect()
}

/// A new row at the end of the list; its id.
pub fn insert(
    conn: &Connection,
    table: Table,
    fields: &[Field],
    values: &Map<String, Value>,
) -> rusqlite::Result<String> {
    let placeholders = (1..=fields.len())
        .map(|i| format!("?{i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let sql = format!(
        "INSERT INTO {0} ({1}, sort_order)
         VALUES ({placeholders}, (SELECT coalesce(max(sort_order), -1) + 1 FROM {0}))
         RETURNING {2}",
        table.name,
        columns(fields),
        table.key
    );
    conn.prepare_cached(&sql)?
        .query_row(params_from_iter(sql_values(fields, values)), |r| r.get(0))
}

/// Replaces every field of the row; false when there is no such row.
pub fn update(
    conn: &Connection,
    table: Table,
    fields: &[Field],
    key: &str,
    values: &Map<String, Value>,
) -> rusqlite::Result<bool> {
    let sets = fields
        .iter()
        .enumerate()
        .map(|(i, f)| format!("{} = ?{}", f.column, i + 1))
        .collect::<Vec<_>>()
        .join(", ");
    let sql = format!(
        "UPDATE {} SET {sets} WHERE {} = ?{}",
        table.name,
        table.key,
        fields.len() + 1
    );
    let mut params = sql_values(fields, values);
    params.push(Sql::Text(key.to_owned()));
    Ok(conn
        .prepare_cached(&sql)?
        .execute(params_from_iter(params))?
        == 1)
}

pub fn delete(conn: &Connection, table: Table, key: &str) -> rusqlite::Result<bool> {
    let sql = format!("DELETE FROM {} WHERE {} = ?1", table.name, table.key);
    Ok(conn.prepare_cached(&sql)?.execute([key])? == 1)
}

/// Whether another row than `except` has this slug.
pub fn slug_taken(
    conn: &Connection,
    table: Table,
    slug: &str,
    except: Option<&str>,
) -> rusqlite::Result<bool> {
    let sql = format!(
        "SELECT EXISTS (SELECT 1 FROM {} WHERE slug = ?1 AND {} IS NOT ?2)",
        table.name, table.key
    );
    conn.prepare_cached(&sql)?
        .query_row(rusqlite::params![slug, except], |r| r.get(0))
}

/// Puts `ids` first, in that order; the others follow in their current order. Err(id): an
/// id that is not in the table (nothing is changed then).
pub fn reorder(
    conn: &Connection,
    table: Table,
    ids: &[String],
) -> anyhow::Result<Result<(), String>> {
    let current: Vec<String> = conn
        .prepare_cached(&format!(
            "SELECT {} FROM {} ORDER BY {}",
            table.key, table.name, table.order
        ))?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    if let Some(unknown) = ids.iter().find(|id| !current.contains(id)) {
        return Ok(Err(unknown.clone()));
    }
    let order = ids
        .iter()
        .chain(current.iter().filter(|id| !ids.contains(id)));
    let mut stmt = conn.prepare_cached(&format!(
        "UPDATE {} SET sort_order = ?1 WHERE {} = ?2",
        table.name, table.key
    ))?;
    for (position, id) in order.enumerate() {
        stmt.execute(rusqlite::params![position as i64, id])?;
    }
    Ok(Ok(()))
}
