//! Newsletter subscriptions (docs/decisions.md §7): one row per address, whatever its case; each
//! with a random unsubscribe token that only the subscriber's link carries.

pub mod admin_api;
pub mod api;
pub mod cli;

use std::io::{self, Write};

use poem_openapi::types::Email;
use poem_openapi::{Enum, Object};
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use serde_json::Value;

use crate::http::body::{Rejection, object};
use crate::http::check::{Catalogue, check, required_text, shape_of};
use crate::http::schema::PreferredLanguage;
use crate::kernel::export::{self, ExportFormat, ExportRow};
use crate::kernel::language::Language;

/// A subscription that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSubscription {
    pub email: String,
    pub language: Language,
    /// `blog` or `testimonials`: the box it came from.
    pub source: &'static str,
    /// The hidden `website` field was filled: answered 201, stored nowhere.
    pub spam: bool,
}

/// The body of `POST /api/subscriptions` (documented; checked by [`parse`]).
#[derive(Debug, Clone, Object)]
pub struct SubscriptionRequest {
    /// A valid address (with a dotted domain, without a display name or surrounding
    /// spaces), at most 254 characters.
    #[oai(validator(max_length = 254))]
    pub email: Email,
    /// The language of the answer and of the letters.
    pub language: PreferredLanguage,
    /// Which box the visitor used.
    pub source: SubscriptionSource,
    /// Leave it out. A field that people never see: a subscription with any value here but
    /// null or blank text is answered 201 and stored nowhere.
    #[oai(nullable)]
    pub website: Option<Value>,
}

/// `blog` (the newsletter box) or `testimonials` (the quote box).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum SubscriptionSource {
    Blog,
    Testimonials,
}

/// One subscription as the owner sees it (never its unsubscribe token).
#[derive(Debug, Clone, Object, Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Subscription {
    pub id: String,
    pub email: String,
    pub language: String,
    pub source: String,
    pub created_at: String,
}

/// The names of the subscription boxes' fields.
pub struct SubscriptionText;

impl Catalogue for SubscriptionText {
    fn label(&self, key: &str, lang: Language) -> String {
        match (key, lang) {
            ("email", _) => "Email",
            ("language", Language::Vi) => "Ngôn ngữ (language)",
            ("language", Language::En) => "Language (language)",
            ("source", Language::Vi) => "Nguồn đăng ký (source)",
            ("source", Language::En) => "Source (source)",
            ("token", Language::Vi) => "Mã hủy đăng ký (token)",
            ("token", Language::En) => "The unsubscribe token (token)",
            (other, _) => other,
        }
        .to_owned()
    }

    fn missing(&self, _key: &str, name: &str, lang: Language) -> String {
        required_text(name, lang)
    }
}

/// Checks a JSON body against `SubscriptionRequest`'s schema: values exactly as the
/// document promises (an address, one of two languages, one of two sources), so " vi" is
/// refused like any other typo. Refusals speak the body's language, else `fallback`.
pub fn parse(body: &[u8], fallback: Language) -> Result<NewSubscription, Rejection> {
    let object = object(body, fallback).map_err(Rejection::BadRequest)?;
    let lang = object
        .get("language")
        .and_then(Value::as_str)
        .and_then(Language::parse)
        .unwrap_or(fallback);
    let checked = check(
        &object,
        shape_of::<SubscriptionRequest>(),
        &SubscriptionText,
        lang,
    )
    .map_err(Rejection::BadRequest)?;
    let spam = match object.get("website") {
        None | Some(Value::Null) => false,
        Some(Value::String(text)) => !text.trim().is_empty(),
        Some(_) => true,
    };
    Ok(NewSubscription {
        email: checked.required("email").to_owned(),
        language: Language::parse(checked.required("language")).unwrap_or_default(),
        source: if checked.required("source") == "blog" {
            "blog"
        } else {
            "testimonials"
        },
        spam,
    })
}

pub fn thank_you(lang: Language) -> &'static str {
    lang.pick(
        "Cảm ơn bạn đã đăng ký! Chúng tôi sẽ gửi các bài viết và cập nhật mới đến email của bạn.",
        "Thank you for subscribing! We will send new articles and updates to your e-mail.",
    )
}

/// Stores the subscription; the same address again (any case) updates its language and
/// source and keeps its row, token and date.
pub fn store(conn: &Connection, s: &NewSubscription) -> rusqlite::Result<()> {
    let token = hex::encode(rand::random::<[u8; 32]>());
    conn.prepare_cached(
        "INSERT INTO subscriptions (id, email, language, source, unsubscribe_token)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (email) DO UPDATE SET language = excluded.language, source = excluded.source",
    )?
    .execute(params![
        uuid::Uuid::now_v7().to_string(),
        s.email,
        s.language.code(),
        s.source,
        token
    ])?;
    Ok(())
}

/// Ends the subscription the token belongs to; false when there is none.
pub fn unsubscribe(conn: &Connection, token: &str) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "DELETE FROM subscriptions WHERE unsubscribe_token = ?1",
        [token],
    )? > 0)
}

/// Ends every subscription of `email` (any case); how many (0 or 1: addresses are unique).
pub fn erase(conn: &Connection, email: &str) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM subscriptions WHERE email = ?1 COLLATE NOCASE")?
        .execute([email])
}

/// The address of subscription `id`, once removed.
pub fn remove(conn: &Connection, id: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "DELETE FROM subscriptions WHERE id = ?1 RETURNING email",
        [id],
        |r| r.get(0),
    )
    .optional()
}

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Subscription> {
    Ok(Subscription {
        id: r.get(0)?,
        email: r.get(1)?,
        language: r.get(2)?,
        source: r.get(3)?,
        created_at: r.get(4)?,
    })
}

/// Newest first, those whose address contains `q` (any case), and how many match: one
/// page read by SQLite, never the whole list in memory.
pub fn list(
    conn: &Connection,
    q: &str,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<Subscription>, i64)> {
    let q = q.trim().to_lowercase();
    // `instr` of the lowered address: `%` and `_` typed by the owner are plain characters.
    let matching = "(?1 = '' OR instr(lower(email), ?1) > 0)";
    let total = conn
        .prepare_cached(&format!(
            "SELECT count(*) FROM subscriptions WHERE {matching}"
        ))?
        .query_row([&q], |r| r.get(0))?;
    let items = conn
        .prepare_cached(&format!(
            "SELECT id, email, language, source, created_at FROM subscriptions
             WHERE {matching} ORDER BY created_at DESC, rowid DESC LIMIT ?2 OFFSET ?3"
        ))?
        .query_map(params![q, limit, offset], row)?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

impl ExportRow for Subscription {
    fn cells(&self) -> Vec<&str> {
        vec![
            &self.id,
            &self.email,
            &self.language,
            &self.source,
            &self.created_at,
        ]
    }
}

/// Every subscription as CSV (UTF-8 with BOM) or JSON, newest first, like the enquiries'
/// export: a row at a time as SQLite reads it, so memory does not grow with the list
/// (docs/decisions.md §12).
pub fn export_all<W: Write>(conn: &Connection, out: W, format: ExportFormat) -> anyhow::Result<()> {
    let mut stmt = conn.prepare(
        "SELECT id, email, language, source, created_at FROM subscriptions
         ORDER BY created_at DESC, rowid DESC",
    )?;
    let rows = stmt
        .query_map([], row)?
        .map(|row| row.map_err(io::Error::other));
    export::write_each::<_, Subscription, Subscription>(
        out,
        &["id", "email", "language", "source", "createdAt"],
        rows,
        format,
    )?;
    Ok(())
}

/// The newsletter's audience (docs/decisions.md §17), as a SELECT of (subscription id,
/// address, language) for the outbox's queue: confirmed, never bounced, and of the
/// language `?2` (`vi`, `en`, or `all`).
pub const AUDIENCE: &str = "SELECT id, email, language FROM subscriptions
     WHERE confirmed_at IS NOT NULL AND bounced_at IS NULL AND (?2 = 'all' OR language = ?2)";

/// A subscription a newsletter may still go to: its unsubscribe token, if it is confirmed
/// and never bounced.
pub fn receiving_token(conn: &Connection, id: &str) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached(
        "SELECT unsubscribe_token FROM subscriptions
         WHERE id = ?1 AND confirmed_at IS NOT NULL AND bounced_at IS NULL",
    )?
    .query_row([id], |r| r.get(0))
    .optional()
}

/// The mail server refused the address for good: it receives nothing more.
pub fn mark_bounced(conn: &Connection, id: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE subscriptions SET bounced_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND bounced_at IS NULL",
    )?
    .execute([id])?;
    Ok(())
}
