//! The Mail screen's lists: the notices, newest first, and a newsletter's recipients.

use rusqlite::{Connection, params};

/// One notice as the console shows it.
#[derive(Debug, Clone, poem_openapi::Object)]
#[oai(rename_all = "camelCase")]
pub struct Notice {
    pub id: i64,
    /// `enquiry`, `digest` (an enquiry announced in a digest), `test`, `security` (failed
    /// sign-ins, to the account), `reset` (a password reset link), `confirm` (a
    /// subscription's confirmation link; links are never shown) or `newsletter`.
    pub kind: String,
    #[oai(skip_serializing_if_is_none)]
    pub enquiry_id: Option<String>,
    pub recipient: String,
    /// `pending`, `retrying`, `sent` or `failed`.
    pub state: String,
    pub attempts: i64,
    /// The SMTP server's last refusal (never holds the SMTP password).
    #[oai(skip_serializing_if_is_none)]
    pub last_error: Option<String>,
    /// What the last failure was, for the console to say in the owner's language:
    /// `connectionRefused`, `authFailed`, `tls`, `recipientRefused`, `timeout`, `other`, or
    /// `cancelled` (the owner stopped it).
    #[oai(skip_serializing_if_is_none)]
    pub error_kind: Option<String>,
    pub created_at: String,
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<String>,
}

/// Newest first: of one enquiry, or all of them.
pub fn list(conn: &Connection, enquiry: Option<&str>, limit: i64) -> rusqlite::Result<Vec<Notice>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, kind, enquiry_id, recipient, state, attempts, last_error, created_at, sent_at,
                error_kind
         FROM notices WHERE ?1 IS NULL OR enquiry_id = ?1
         ORDER BY id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![enquiry, limit], |r| {
        Ok(Notice {
            id: r.get(0)?,
            kind: r.get(1)?,
            enquiry_id: r.get(2)?,
            recipient: r.get(3)?,
            state: r.get(4)?,
            attempts: r.get(5)?,
            last_error: r.get(6)?,
            created_at: r.get(7)?,
            sent_at: r.get(8)?,
            error_kind: r.get(9)?,
        })
    })?;
    rows.collect()
}

/// One recipient of a newsletter as the console shows it.
#[derive(Debug, Clone, poem_openapi::Object)]
#[oai(rename_all = "camelCase")]
pub struct Recipient {
    pub id: i64,
    pub recipient: String,
    pub language: String,
    /// `pending`, `retrying`, `sent` or `failed`.
    pub state: String,
    pub attempts: i64,
    #[oai(skip_serializing_if_is_none)]
    pub last_error: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub sent_at: Option<String>,
}

/// A page of newsletter `newsletter`'s recipients (tests left out), in queue order.
pub fn newsletter_recipients(
    conn: &Connection,
    newsletter: i64,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<Vec<Recipient>> {
    conn.prepare_cached(
        "SELECT id, recipient, language, state, attempts, last_error, sent_at FROM notices
         WHERE newsletter_id = ?1 AND subscription_id IS NOT NULL
         ORDER BY id LIMIT ?2 OFFSET ?3",
    )?
    .query_map(params![newsletter, limit, offset], |r| {
        Ok(Recipient {
            id: r.get(0)?,
            recipient: r.get(1)?,
            language: r.get(2)?,
            state: r.get(3)?,
            attempts: r.get(4)?,
            last_error: r.get(5)?,
            sent_at: r.get(6)?,
        })
    })?
    .collect()
}
