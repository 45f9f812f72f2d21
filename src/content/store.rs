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

/// One page of the rows, drafts included, in display order, and how many rows there are.
pub fn page(
    conn: &Connection,
    table: Table,
    fields: &[Field],
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<Value>, i64)> {
    let total = conn
        .prepare_cached(&format!("SELECT count(*) FROM {}", table.name))?
        .query_row([], |r| r.get(0))?;
    let sql = format!(
        "SELECT {}, updated_at, {} FROM {} ORDER BY {} LIMIT ?1 OFFSET ?2",
        table.key,
        columns(fields),
        table.name,
        table.order
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let items = stmt
        .query_map([limit, offset], |r| {
            row_json(r, table, fields).map(Value::Object)
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
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

/// The rows `ids` take, in that order, the places they hold now; the others stay where they
/// are (so a page of the console, or two neighbours, reorder without the whole list). The
/// rows of `ids` in their new order; Err(id): an id that is not in the table (nothing is
/// changed then).
pub fn reorder(
    conn: &Connection,
    table: Table,
    fields: &[Field],
    ids: &[String],
) -> anyhow::Result<Result<Vec<Value>, String>> {
    let places = |conn: &Connection| -> rusqlite::Result<Vec<(String, i64)>> {
        let marks = vec!["?"; ids.len()].join(", ");
        conn.prepare(&format!(
            "SELECT {0}, sort_order FROM {1} WHERE {0} IN ({marks}) ORDER BY sort_order, rowid",
            table.key, table.name
        ))?
        .query_map(params_from_iter(ids), |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
    };
    let mut held = places(conn)?;
    if let Some(unknown) = ids
        .iter()
        .find(|id| !held.iter().any(|(key, _)| key == *id))
    {
        return Ok(Err(unknown.clone()));
    }
    // Places are sort_order values: when a listed row shares its value with another row
    // (rows filled from outside), the list is numbered 0, 1, 2… once first.
    let values: Vec<i64> = held.iter().map(|(_, order)| *order).collect();
    let marks = vec!["?"; values.len()].join(", ");
    let sharing: i64 = conn.query_row(
        &format!(
            "SELECT count(*) FROM {} WHERE sort_order IN ({marks})",
            table.name
        ),
        params_from_iter(&values),
        |r| r.get(0),
    )?;
    if sharing > i64::try_from(values.len()).unwrap_or(i64::MAX) {
        conn.execute(
            &format!(
                "UPDATE {0} SET sort_order = (SELECT n FROM (
                     SELECT rowid AS r, row_number() OVER (ORDER BY {1}) - 1 AS n FROM {0}
                 ) WHERE r = {0}.rowid)",
                table.name, table.order
            ),
            [],
        )?;
        held = places(conn)?;
    }
    let mut stmt = conn.prepare_cached(&format!(
        "UPDATE {} SET sort_order = ?1 WHERE {} = ?2",
        table.name, table.key
    ))?;
    for (id, (_, place)) in ids.iter().zip(&held) {
        stmt.execute(rusqlite::params![place, id])?;
    }
    let mut rows = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(row) = get(conn, table, fields, id)? {
            rows.push(Value::Object(row));
        }
    }
    Ok(Ok(rows))
}
