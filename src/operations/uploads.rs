//! The state of each backup's remote copy (docs/decisions-spec.md §26), in `backup_uploads`:
//! pending when made, uploaded, or failed with its kind and retried later (60 s, then twice
//! as long each time, at most an hour apart).

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension, params};

use super::remote::{Failure, FailureKind};
use crate::kernel::language::Language;

const FIRST_RETRY_SECS: i64 = 60;
const LAST_RETRY_SECS: i64 = 3600;
/// How many uploads one pass of the worker takes on.
pub const BATCH: u32 = 4;

/// A backup's copy in the object store, as the console shows it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct RemoteCopy {
    /// `pending` (not tried yet), `uploaded` or `failed` (retried by itself).
    pub state: String,
    /// How many times it was tried: `uploaded` after more than one is a retried upload.
    pub attempts: u32,
    /// Why the last attempt failed, in the caller's language (only when `failed`).
    #[oai(skip_serializing_if_is_none)]
    pub reason: Option<String>,
    /// RFC 3339, UTC: when it is tried again (only when `failed`).
    #[oai(skip_serializing_if_is_none)]
    pub next_try_at: Option<String>,
}

/// Records a new backup to upload.
pub fn enqueue(conn: &Connection, name: &str, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO backup_uploads (name, state, updated_at, next_try_at)
         VALUES (?1, 'pending', ?2, ?2)
         ON CONFLICT (name) DO UPDATE SET state = 'pending', attempts = 0,
             failure_kind = NULL, failure_detail = NULL, next_try_at = ?2, updated_at = ?2",
        params![name, now],
    )?;
    Ok(())
}

/// The uploads due now (pending, or failed and past their retry time), oldest first.
pub fn due(conn: &Connection, now: i64) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare_cached(
        "SELECT name FROM backup_uploads
         WHERE state IN ('pending', 'failed') AND next_try_at <= ?1
         ORDER BY next_try_at, name LIMIT ?2",
    )?;
    stmt.query_map(params![now, BATCH], |r| r.get(0))?.collect()
}

pub fn uploaded(conn: &Connection, name: &str, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE backup_uploads SET state = 'uploaded', attempts = attempts + 1,
             failure_kind = NULL, failure_detail = NULL, next_try_at = NULL, updated_at = ?2
         WHERE name = ?1",
        params![name, now],
    )?;
    Ok(())
}

/// Records a failed attempt and when to try again.
pub fn failed(conn: &Connection, name: &str, failure: &Failure, now: i64) -> rusqlite::Result<()> {
    let attempts: u32 = conn
        .query_row(
            "SELECT attempts FROM backup_uploads WHERE name = ?1",
            [name],
            |r| r.get(0),
        )
        .optional()?
        .unwrap_or(0);
    let wait = FIRST_RETRY_SECS
        .saturating_mul(1 << attempts.min(10))
        .min(LAST_RETRY_SECS);
    conn.execute(
        "UPDATE backup_uploads SET state = 'failed', attempts = attempts + 1,
             failure_kind = ?2, failure_detail = ?3, next_try_at = ?4, updated_at = ?5
         WHERE name = ?1",
        params![name, failure.kind.code(), failure.detail, now + wait, now],
    )?;
    Ok(())
}

/// Forgets a backup's remote copy (removed there, or the destination removed).
pub fn forget(conn: &Connection, name: &str) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM backup_uploads WHERE name = ?1", [name])?;
    Ok(())
}

/// Forgets every remote copy (the destination was removed or changed).
pub fn forget_all(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM backup_uploads", [])?;
    Ok(())
}

/// The remote copy of each of `names` that has one.
pub fn copies_of(
    conn: &Connection,
    names: &[String],
    lang: Language,
) -> rusqlite::Result<Vec<Option<RemoteCopy>>> {
    let mut stmt = conn.prepare_cached(
        "SELECT state, attempts, failure_kind, failure_detail, next_try_at
         FROM backup_uploads WHERE name = ?1",
    )?;
    names
        .iter()
        .map(|name| {
            stmt.query_row([name], |r| {
                let state: String = r.get(0)?;
                let kind: Option<String> = r.get(2)?;
                let detail: Option<String> = r.get(3)?;
                let next: Option<i64> = r.get(4)?;
                let failed = state == "failed";
                Ok(RemoteCopy {
                    attempts: r.get(1)?,
                    reason: kind.filter(|_| failed).map(|kind| {
                        Failure::new(FailureKind::from_code(&kind), detail.unwrap_or_default())
                            .say(lang)
                    }),
                    next_try_at: next.filter(|_| failed).map(super::backups::rfc3339),
                    state,
                })
            })
            .optional()
        })
        .collect()
}

/// The names of the copies uploaded, newest first (those a retention may remove).
pub fn uploaded_names(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare_cached(
        "SELECT name FROM backup_uploads WHERE state = 'uploaded' ORDER BY name DESC",
    )?;
    stmt.query_map([], |r| r.get(0))?.collect()
}

/// How many uploads are failing, and the newest failure: what the health and the console
/// warn of.
pub fn failing(conn: &Connection) -> rusqlite::Result<Option<(u32, Failure)>> {
    conn.query_row(
        "SELECT count(*) OVER (), failure_kind, failure_detail FROM backup_uploads
         WHERE state = 'failed' ORDER BY updated_at DESC, name DESC LIMIT 1",
        [],
        |r| {
            let kind: Option<String> = r.get(1)?;
            Ok((
                r.get(0)?,
                Failure::new(
                    FailureKind::from_code(kind.as_deref().unwrap_or("")),
                    r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                ),
            ))
        },
    )
    .optional()
}

/// The console's and the health's warning of failing uploads, in `lang`.
pub fn warning(count: u32, last: &Failure, lang: Language) -> String {
    match lang {
        Language::Vi => format!(
            "{count} bản sao lưu chưa tải lên được kho lưu trữ từ xa (sẽ tự thử lại): {}",
            last.say(lang)
        ),
        Language::En => format!(
            "{count} backup(s) could not be uploaded to the remote storage (retried by itself): {}",
            last.say(lang)
        ),
    }
}
