//! The activity list: every change an owner makes, from the console or the CLI. `detail`
//! is plain text and never holds a secret.

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};

#[derive(Debug, Clone, Object)]
pub struct ActivityEntry {
    pub id: i64,
    /// RFC 3339, UTC.
    pub at: String,
    /// The owner's e-mail address, or `cli`.
    pub actor: String,
    /// A stable key, e.g. `settings.update`, `enquiry.status`, `owner.create`.
    pub action: String,
    /// Plain text, never a secret.
    pub detail: String,
}

pub fn record(conn: &Connection, actor: &str, action: &str, detail: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("INSERT INTO activity (actor, action, detail) VALUES (?1, ?2, ?3)")?
        .execute([actor, action, detail])?;
    Ok(())
}

/// Replaces `text` (as given and in lower case) by `with` in every entry's detail: an erased
/// person's address leaves the list too (e.g. an earlier `subscription.remove`).
pub fn redact(conn: &Connection, text: &str, with: &str) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare_cached(
        "UPDATE activity SET detail = replace(detail, ?1, ?2) WHERE instr(detail, ?1) > 0",
    )?;
    stmt.execute([text, with])?;
    stmt.execute([text.to_lowercase().as_str(), with])?;
    Ok(())
}

/// Newest first, and the total.
pub fn list(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<ActivityEntry>, i64)> {
    let total = conn.query_row("SELECT count(*) FROM activity", [], |r| r.get(0))?;
    let mut stmt = conn.prepare_cached(
        "SELECT id, at, actor, action, detail FROM activity ORDER BY id DESC LIMIT ?1 OFFSET ?2",
    )?;
    let items = stmt
        .query_map([limit, offset], |r| {
            Ok(ActivityEntry {
                id: r.get(0)?,
                at: r.get(1)?,
                actor: r.get(2)?,
                action: r.get(3)?,
                detail: r.get(4)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

/// The newest entry of `action`: its id, time and actor.
pub fn latest(conn: &Connection, action: &str) -> rusqlite::Result<Option<(i64, String, String)>> {
    conn.prepare_cached(
        "SELECT id, at, actor FROM activity WHERE action = ?1 ORDER BY id DESC LIMIT 1",
    )?
    .query_row([action], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
    .optional()
}
