//! What the enquiries hold of one person, for an access request, and retention's erasing
//! of old enquiries (docs/decisions-spec.md §27).

use rusqlite::Connection;

/// Every column of the rows `sql` selects, as JSON objects named by column (an access file
/// holds everything stored, including columns added later).
fn rows_as_json(
    conn: &Connection,
    sql: &str,
    param: &str,
) -> rusqlite::Result<Vec<serde_json::Map<String, serde_json::Value>>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let names: Vec<String> = stmt.column_names().into_iter().map(str::to_owned).collect();
    stmt.query_map([param], |r| {
        let mut object = serde_json::Map::new();
        for (i, name) in names.iter().enumerate() {
            let value = match r.get_ref(i)? {
                rusqlite::types::ValueRef::Null => serde_json::Value::Null,
                rusqlite::types::ValueRef::Integer(n) => n.into(),
                rusqlite::types::ValueRef::Real(x) => x.into(),
                rusqlite::types::ValueRef::Text(t) | rusqlite::types::ValueRef::Blob(t) => {
                    String::from_utf8_lossy(t).into_owned().into()
                }
            };
            object.insert(name.clone(), value);
        }
        Ok(object)
    })?
    .collect()
}

/// Everything stored about the enquiries sent from `email` (any case), for an access
/// request (docs/decisions-spec.md §27): every column, and each enquiry's notes.
pub fn held_by(conn: &Connection, email: &str) -> rusqlite::Result<Vec<serde_json::Value>> {
    let mut enquiries = rows_as_json(
        conn,
        "SELECT * FROM contact_submissions WHERE email = ?1 COLLATE NOCASE ORDER BY created_at",
        email,
    )?;
    for enquiry in &mut enquiries {
        let id = enquiry
            .get("id")
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let notes = rows_as_json(
            conn,
            "SELECT author, text, created_at FROM enquiry_notes WHERE enquiry_id = ?1 ORDER BY id",
            &id,
        )?;
        enquiry.insert(
            "notes".into(),
            serde_json::Value::Array(notes.into_iter().map(Into::into).collect()),
        );
    }
    Ok(enquiries.into_iter().map(Into::into).collect())
}

/// Deletes up to `chunk` enquiries received before `cutoff` (RFC 3339, UTC), with their
/// notes and search entries (by the tables' cascades and triggers); how many.
pub fn delete_older_than(conn: &Connection, cutoff: &str, chunk: i64) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "DELETE FROM contact_submissions WHERE rowid IN (
             SELECT rowid FROM contact_submissions WHERE created_at < ?1 LIMIT ?2)",
    )?
    .execute(rusqlite::params![cutoff, chunk])
}
