//! Every save of an item or standing page kept as a revision: who, when and the fields as
//! saved (docs/decisions-spec.md §18). The newest [`KEPT`] of each item are kept: enough to undo
//! a bad day of edits, and the table stays bounded per item whatever the site's age.

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};
use serde_json::{Map, Value};

/// How many saves of one item are kept.
pub const KEPT: i64 = 50;

/// One saved version, without its text.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct RevisionEntry {
    pub id: i64,
    /// RFC 3339, UTC.
    pub saved_at: String,
    /// The e-mail of the owner who saved it.
    pub saved_by: String,
}

/// Keeps `values` as the newest revision of `list`/`key`, dropping the oldest beyond [`KEPT`].
pub fn record(
    conn: &Connection,
    list: &str,
    key: &str,
    saved_by: &str,
    values: &Map<String, Value>,
) -> rusqlite::Result<()> {
    let body = Value::Object(values.clone()).to_string();
    conn.prepare_cached(
        "INSERT INTO content_revisions (list, item_key, saved_by, body) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute([list, key, saved_by, &body])?;
    conn.prepare_cached(
        "DELETE FROM content_revisions WHERE list = ?1 AND item_key = ?2 AND id <= (
             SELECT id FROM content_revisions WHERE list = ?1 AND item_key = ?2
             ORDER BY id DESC LIMIT 1 OFFSET ?3)",
    )?
    .execute(rusqlite::params![list, key, KEPT])?;
    Ok(())
}

/// The item's saves, newest first (at most [`KEPT`]).
pub fn list(conn: &Connection, list: &str, key: &str) -> rusqlite::Result<Vec<RevisionEntry>> {
    conn.prepare_cached(
        "SELECT id, saved_at, saved_by FROM content_revisions
         WHERE list = ?1 AND item_key = ?2 ORDER BY id DESC LIMIT ?3",
    )?
    .query_map(rusqlite::params![list, key, KEPT], |r| {
        Ok(RevisionEntry {
            id: r.get(0)?,
            saved_at: r.get(1)?,
            saved_by: r.get(2)?,
        })
    })?
    .collect()
}

/// The newest save of the item, if any.
pub fn latest(conn: &Connection, list: &str, key: &str) -> rusqlite::Result<Option<RevisionEntry>> {
    Ok(self::list(conn, list, key)?.into_iter().next())
}

/// One save's fields as they were saved.
pub fn body(
    conn: &Connection,
    list: &str,
    key: &str,
    id: i64,
) -> rusqlite::Result<Option<(RevisionEntry, Map<String, Value>)>> {
    let row: Option<(RevisionEntry, String)> = conn
        .prepare_cached(
            "SELECT id, saved_at, saved_by, body FROM content_revisions
             WHERE list = ?1 AND item_key = ?2 AND id = ?3",
        )?
        .query_row(rusqlite::params![list, key, id], |r| {
            Ok((
                RevisionEntry {
                    id: r.get(0)?,
                    saved_at: r.get(1)?,
                    saved_by: r.get(2)?,
                },
                r.get(3)?,
            ))
        })
        .optional()?;
    Ok(
        row.and_then(|(entry, text)| match serde_json::from_str(&text) {
            Ok(Value::Object(values)) => Some((entry, values)),
            _ => None,
        }),
    )
}

/// An item's history goes with it.
pub fn forget(conn: &Connection, list: &str, key: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("DELETE FROM content_revisions WHERE list = ?1 AND item_key = ?2")?
        .execute([list, key])?;
    Ok(())
}
