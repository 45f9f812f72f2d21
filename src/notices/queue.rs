//! Queueing notices of each kind, in the caller's transaction: an enquiry's, a
//! newsletter's, a test, a subscription's confirmation, an assignment, the personal-data
//! e-mails; and forgetting an address's.

use rusqlite::{Connection, params};

use super::digest::digest_minutes;
use crate::kernel::language::Language;
use crate::owners::accounts;
use crate::settings::SiteSettings;

/// Who gets a notice of each new enquiry: the Settings' `notifyTo` addresses, each in its
/// language (the owner account's with that address, else Vietnamese). Read once per batch
/// of enquiries, inside the transaction that stores them.
pub fn enquiry_recipients(conn: &Connection) -> rusqlite::Result<Vec<(String, String)>> {
    SiteSettings::notify_to(conn)?
        .into_iter()
        .map(|to| {
            let language = accounts::language_of(conn, &to)?.unwrap_or_else(|| "vi".into());
            Ok((to, language))
        })
        .collect()
}

/// Queues a notice of enquiry `enquiry_id` to each of `recipients` (see
/// [`enquiry_recipients`]), in the transaction that stores the enquiry. With the digest on,
/// the row is a `digest` one: the sender gathers a recipient's digest rows into one e-mail.
pub fn queue_enquiry(
    conn: &Connection,
    enquiry_id: &str,
    recipients: &[(String, String)],
) -> rusqlite::Result<usize> {
    let kind = if digest_minutes(conn)? > 0 {
        "digest"
    } else {
        "enquiry"
    };
    let mut insert = conn.prepare_cached(
        "INSERT INTO notices (kind, enquiry_id, recipient, language) VALUES (?4, ?1, ?2, ?3)",
    )?;
    for (to, language) in recipients {
        insert.execute(params![enquiry_id, to, language, kind])?;
    }
    Ok(recipients.len())
}

/// [`queue_enquiry`] to the current recipients (for an enquiry stored by other means).
pub fn queue_enquiry_notices(conn: &Connection, enquiry_id: &str) -> rusqlite::Result<usize> {
    queue_enquiry(conn, enquiry_id, &enquiry_recipients(conn)?)
}

/// Queues newsletter `newsletter` to every row `audience` selects, in one statement (one
/// transaction, however many subscribers): `audience` is a SELECT of the subscriptions'
/// noun giving (subscription id, address, language), taking `?2` as its parameter.
pub fn queue_newsletter(
    conn: &Connection,
    newsletter: i64,
    audience: &str,
    audience_param: &str,
) -> rusqlite::Result<usize> {
    conn.execute(
        &format!(
            "INSERT INTO notices (kind, newsletter_id, subscription_id, recipient, language)
             SELECT 'newsletter', ?1, sub.* FROM ({audience}) AS sub"
        ),
        params![newsletter, audience_param],
    )
}

/// Queues a test of newsletter `newsletter` to `recipient` (the signed-in owner).
pub fn queue_newsletter_test(
    conn: &Connection,
    newsletter: i64,
    recipient: &str,
    language: Language,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO notices (kind, newsletter_id, recipient, language)
         VALUES ('newsletter', ?1, ?2, ?3)",
        params![newsletter, recipient, language.code()],
    )?;
    Ok(())
}

/// Queues a test e-mail to each of `recipients` (in the transaction of the caller).
pub fn queue_test(conn: &Connection, recipients: &[String]) -> rusqlite::Result<()> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO notices (kind, recipient, language) VALUES ('test', ?1, ?2)",
    )?;
    for recipient in recipients {
        let language = accounts::language_of(conn, recipient)?.unwrap_or_else(|| "vi".into());
        insert.execute([recipient, &language])?;
    }
    Ok(())
}

/// Queues the confirmation e-mail of subscription `subscription_id` (in the transaction
/// that stores it); `token` stays in `secret` only until the message is sent or given up.
/// One still waiting its turn (the hourly budget holds it) takes the new link instead: an
/// address never has two confirmations queued.
pub fn queue_confirm(
    conn: &Connection,
    email: &str,
    language: Language,
    token: &str,
    subscription_id: &str,
) -> rusqlite::Result<()> {
    let renewed = conn
        .prepare_cached(
            "UPDATE notices SET secret = ?2, language = ?3, recipient = ?4
             WHERE subscription_id = ?1 AND kind = 'confirm' AND state IN ('pending', 'retrying')",
        )?
        .execute(params![subscription_id, token, language.code(), email])?;
    if renewed > 0 {
        return Ok(());
    }
    conn.prepare_cached(
        "INSERT INTO notices (kind, recipient, language, secret, subscription_id)
         VALUES ('confirm', ?1, ?2, ?3, ?4)",
    )?
    .execute(params![email, language.code(), token, subscription_id])?;
    Ok(())
}

/// Whether a confirmation e-mail to `subscription_id` was queued in the last `minutes`
/// (a visitor pressing again gets no second one so soon).
pub fn confirm_queued_within(
    conn: &Connection,
    subscription_id: &str,
    minutes: u32,
) -> rusqlite::Result<bool> {
    queued_within(
        conn,
        ("subscription_id", subscription_id),
        "confirm",
        minutes,
    )
}

/// Whether an e-mail of `kind` whose `column` is `value` was queued in the last `minutes`.
fn queued_within(
    conn: &Connection,
    (column, value): (&str, &str),
    kind: &str,
    minutes: u32,
) -> rusqlite::Result<bool> {
    conn.prepare_cached(&format!(
        "SELECT EXISTS (SELECT 1 FROM notices WHERE {column} = ?1 AND kind = ?2
                          AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d minutes', ?3)))"
    ))?
    .query_row(params![value, kind, minutes], |r| r.get(0))
}

/// Tells `recipient` that enquiry `enquiry_id` was assigned to them, in the caller's
/// transaction (docs/decisions-spec.md §25).
pub fn queue_assigned(
    conn: &Connection,
    enquiry_id: &str,
    recipient: &str,
    language: &str,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO notices (kind, enquiry_id, recipient, language) VALUES ('assigned', ?1, ?2, ?3)",
        params![enquiry_id, recipient, language],
    )?;
    Ok(())
}

/// The e-mails of a personal-data request (docs/decisions-spec.md §27).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrivacyMail {
    /// The link that proves the address; `secret` is its token.
    Confirm,
    /// The answer; `secret` is [`PrivacyAnswer`] as JSON (with the access file), kept only
    /// until the message is sent or given up.
    Answer,
    /// A deadline coming, to a notice recipient; `secret` is [`PrivacyReminder`] as JSON.
    Reminder,
}

impl PrivacyMail {
    fn kind(self) -> &'static str {
        match self {
            PrivacyMail::Confirm => "privacy-confirm",
            PrivacyMail::Answer => "privacy-answer",
            PrivacyMail::Reminder => "privacy-reminder",
        }
    }
}

/// What an answer e-mail says.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyAnswer {
    /// `access`, `correct`, `erase` or `withdraw`.
    pub kind: String,
    /// The owner's words to the person, if any.
    pub note: Option<String>,
    /// An access request's file (JSON text), attached as `personal-data.json`.
    pub file: Option<String>,
}

/// What a reminder says.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrivacyReminder {
    pub email: String,
    pub kind: String,
    /// `acknowledge` or `complete`.
    pub step: String,
    /// The deadline (RFC 3339, UTC).
    pub by: String,
}

/// Queues one personal-data e-mail (in the caller's transaction).
pub fn queue_privacy(
    conn: &Connection,
    mail: PrivacyMail,
    recipient: &str,
    language: Language,
    secret: &str,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO notices (kind, recipient, language, secret) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![mail.kind(), recipient, language.code(), secret])?;
    Ok(())
}

/// Whether a request's confirmation e-mail went to `email` in the last `minutes` (a
/// visitor pressing again, or someone else typing the address, sends no second one so soon).
pub fn privacy_confirm_within(
    conn: &Connection,
    email: &str,
    minutes: u32,
) -> rusqlite::Result<bool> {
    queued_within(conn, ("recipient", email), "privacy-confirm", minutes)
}

/// Forgets every e-mail to `email` (any case) for an erasure: the outbox keeps no address
/// of a person who asked to be erased (their newsletter rows go with their subscription).
pub fn forget(conn: &Connection, email: &str) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM notices WHERE recipient = ?1 COLLATE NOCASE")?
        .execute([email])
}
