//! Newsletter subscriptions (docs/decisions-spec.md §7): one row per address, whatever its case; each
//! with a random unsubscribe token that only the subscriber's link carries.

pub mod admin_api;
pub mod api;
pub mod cli;
pub mod import;
pub mod sweep;

use std::io::{self, Write};

use crate::http::schema::Email;
use poem_openapi::{Enum, Object};
use rusqlite::{Connection, OptionalExtension, params};
use serde::Deserialize;
use serde::Serialize;
use serde_json::Value;

use crate::http::body::Rejection;
use crate::http::check::{Catalogue, LanguagePeek, check_body_in, required_text};
use crate::http::schema::PreferredLanguage;
use crate::kernel::clock::local_minute;
use crate::kernel::export::{self, ExportFormat, ExportRow};
use crate::kernel::language::Language;
use crate::kernel::words;
use crate::notices::outbox;

/// A subscription that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSubscription {
    pub email: String,
    pub language: Language,
    /// `blog` or `testimonials`: the box it came from.
    pub source: &'static str,
    /// The hidden `website` field was filled: answered 201, stored nowhere.
    pub spam: bool,
    /// The consent as given: the page's path and the words the box showed.
    pub page: String,
    pub consent_text: String,
    /// The consent statement's version the box showed (docs/decisions-spec.md §27).
    pub consent_version: Option<i64>,
}

/// The body of `POST /api/subscriptions` (documented; checked by [`parse`]).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionRequest {
    /// A valid address (with a dotted domain, without a display name or surrounding
    /// spaces), at most 254 characters.
    #[oai(validator(max_length = 254))]
    pub email: Email,
    /// The language of the answer and of the letters.
    pub language: PreferredLanguage,
    /// Which box the visitor used.
    pub source: SubscriptionSource,
    /// The path of the page the box was on (kept as the consent's page; absent: the
    /// box's own page).
    #[oai(validator(max_length = 200))]
    pub page: Option<String>,
    /// The exact words the box showed beside the address (kept as the consent's text).
    #[oai(validator(max_length = 1000))]
    pub consent_text: Option<String>,
    /// The version of the consent statement the box showed (`GET /api/consent`), kept with
    /// the subscription and the time; absent or null: none recorded.
    #[oai(nullable, validator(minimum(value = "1")))]
    pub consent_version: Option<i64>,
    /// Leave it out. A field that people never see: a subscription with any value here but
    /// null or blank text is answered 201 and stored nowhere.
    #[oai(nullable)]
    pub website: Option<Value>,
}

/// `blog` (the newsletter box) or `testimonials` (the quote box).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Deserialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum SubscriptionSource {
    Blog,
    Testimonials,
}

/// One subscription as the owner sees it (never its tokens), with its consent record; a
/// field it lacks is absent (never `null`).
#[derive(Debug, Clone, Object, Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Subscription {
    pub id: String,
    pub email: String,
    pub language: String,
    /// `blog`, `testimonials` or `import`.
    pub source: String,
    pub created_at: String,
    /// `pending` (awaiting confirmation), `confirmed` or `bounced`.
    pub state: String,
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confirmed_at: Option<String>,
    /// When consent was given, on which page, the words shown, and on what basis
    /// (`double-opt-in`, `signup` before double opt-in, or an imported list's stated basis).
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent_page: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent_text: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent_basis: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounced_at: Option<String>,
    /// The version of the consent statement agreed to (docs/decisions-spec.md §27).
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consent_version: Option<i64>,
    /// `consent_version` as the CSV export writes it.
    #[oai(skip)]
    #[serde(skip)]
    pub consent_version_text: String,
}

/// The columns of [`Subscription`], in its order.
const COLUMNS: &str = "id, email, language, source, created_at,
    CASE WHEN bounced_at IS NOT NULL THEN 'bounced'
         WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END,
    confirmed_at, consent_at, consent_page, consent_text, consent_basis, bounced_at,
    consent_version";

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
            ("token", Language::Vi) => "Mã trong liên kết (token)",
            ("token", Language::En) => "The link's code (token)",
            ("page", Language::Vi) => "Trang đăng ký (page)",
            ("page", Language::En) => "The page (page)",
            ("consentText", Language::Vi) => "Lời đồng ý (consentText)",
            ("consentText", Language::En) => "The consent text (consentText)",
            ("consentVersion", Language::Vi) => "Phiên bản lời đồng ý (consentVersion)",
            ("consentVersion", Language::En) => "Consent statement version (consentVersion)",
            (other, _) => other,
        }
        .to_owned()
    }

    fn missing(&self, _key: &str, name: &str, lang: Language) -> String {
        required_text(name, lang)
    }

    /// Only `consentVersion` can pass the schema and not fit its type (`1.5`).
    fn unreadable(&self, _key: &str, name: &str, lang: Language) -> String {
        crate::settings::consent::unknown_consent(name, lang)
    }
}

/// Checks a JSON body against `SubscriptionRequest`'s schema: values exactly as the
/// document promises (an address, one of two languages, one of two sources), so " vi" is
/// refused like any other typo. Refusals speak the body's language, else `fallback`.
pub fn parse(body: &[u8], fallback: Language) -> Result<NewSubscription, Rejection> {
    let (request, lang) = check_body_in::<SubscriptionRequest, LanguagePeek>(
        body,
        &SubscriptionText,
        fallback,
        LanguagePeek::chosen,
    )
    .map_err(Rejection::BadRequest)?;
    let source = match request.source {
        SubscriptionSource::Blog => "blog",
        SubscriptionSource::Testimonials => "testimonials",
    };
    Ok(NewSubscription {
        email: request.email.0,
        language: request.language.into(),
        source,
        spam: crate::http::body::fills_honeypot(request.website.as_ref()),
        // A path of the site, else the box's own page: the record never holds a URL
        // elsewhere or a line break.
        page: request
            .page
            .as_deref()
            .map(str::trim)
            .filter(|p| {
                p.starts_with('/') && !p.starts_with("//") && crate::kernel::mail::is_one_line(p)
            })
            .map_or_else(|| format!("/{source}"), str::to_owned),
        consent_text: request.consent_text.unwrap_or_default().trim().to_owned(),
        consent_version: crate::settings::consent::version_of(
            request.consent_version,
            &SubscriptionText,
            lang,
        )?,
    })
}

/// The answer to every subscription, whether the address was new, waiting or already
/// confirmed: a visitor cannot tell them apart (no address enumeration).
pub fn thank_you(lang: Language) -> &'static str {
    lang.pick(
        "Gần xong rồi! Chúng tôi vừa gửi một email xác nhận: hãy mở hộp thư và bấm vào liên kết \
         trong thư để bắt đầu nhận bài viết mới.",
        "Almost done! We have sent you a confirmation e-mail: check your inbox and open its link \
         to start receiving new articles.",
    )
}

/// How long a confirmation link works, and an unconfirmed subscription is kept.
pub const CONFIRM_DAYS: i64 = 7;
/// A second confirmation e-mail to one address waits this long after the first.
const RESEND_AFTER_MINUTES: u32 = 5;

/// The SHA-256 of a confirmation token, as stored.
fn token_hash(token: &str) -> String {
    use sha2::Digest as _;
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}

/// Stores the subscription, unconfirmed, with its consent record, and queues its
/// confirmation e-mail (in the caller's transaction). The same address again (any case)
/// while unconfirmed takes the new language, source and consent and gets a new link (not
/// twice within 5 minutes); a confirmed one is left as it is. Whether an e-mail was queued.
pub fn store(conn: &Connection, s: &NewSubscription) -> rusqlite::Result<bool> {
    let existing: Option<(String, bool)> = conn
        .prepare_cached("SELECT id, confirmed_at IS NOT NULL FROM subscriptions WHERE email = ?1")?
        .query_row([&s.email], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let token = hex::encode(rand::random::<[u8; 32]>());
    let id = match existing {
        Some((_, true)) => return Ok(false),
        Some((id, false)) => {
            if outbox::confirm_queued_within(conn, &id, RESEND_AFTER_MINUTES)? {
                return Ok(false);
            }
            conn.prepare_cached(
                "UPDATE subscriptions SET language = ?2, source = ?3, confirm_token_hash = ?4,
                        created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
                        consent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
                        consent_page = ?5, consent_text = ?6, consent_basis = 'double-opt-in',
                        consent_version = ?7
                 WHERE id = ?1",
            )?
            .execute(params![
                id,
                s.language.code(),
                s.source,
                token_hash(&token),
                s.page,
                s.consent_text,
                s.consent_version
            ])?;
            id
        }
        None => {
            let id = uuid::Uuid::now_v7().to_string();
            conn.prepare_cached(
                "INSERT INTO subscriptions (id, email, language, source, unsubscribe_token,
                                            confirm_token_hash, consent_at, consent_page,
                                            consent_text, consent_basis, consent_version)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?7, ?8,
                         'double-opt-in', ?9)",
            )?
            .execute(params![
                id,
                s.email,
                s.language.code(),
                s.source,
                hex::encode(rand::random::<[u8; 32]>()),
                token_hash(&token),
                s.page,
                s.consent_text,
                s.consent_version
            ])?;
            id
        }
    };
    outbox::queue_confirm(conn, &s.email, s.language, &token, &id)?;
    Ok(true)
}

/// Confirms the subscription whose link carries `token`, if it is still waiting (within 7
/// days) or already confirmed (a second press is no error). Whether there was one.
pub fn confirm(conn: &Connection, token: &str) -> rusqlite::Result<bool> {
    Ok(conn
        .prepare_cached(
            "UPDATE subscriptions
             SET confirmed_at = coalesce(confirmed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
             WHERE confirm_token_hash = ?1
               AND (confirmed_at IS NOT NULL
                    OR created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d days', ?2)))",
        )?
        .execute(params![token_hash(token), CONFIRM_DAYS])?
        > 0)
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
        state: r.get(5)?,
        confirmed_at: r.get(6)?,
        consent_at: r.get(7)?,
        consent_page: r.get(8)?,
        consent_text: r.get(9)?,
        consent_basis: r.get(10)?,
        bounced_at: r.get(11)?,
        consent_version: r.get(12)?,
        consent_version_text: r
            .get::<_, Option<i64>>(12)?
            .map(|v| v.to_string())
            .unwrap_or_default(),
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
            "SELECT {COLUMNS} FROM subscriptions
             WHERE {matching} ORDER BY created_at DESC, rowid DESC LIMIT ?2 OFFSET ?3"
        ))?
        .query_map(params![q, limit, offset], row)?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

impl ExportRow for Subscription {
    fn cells(&self) -> Vec<&str> {
        fn or_blank(v: &Option<String>) -> &str {
            v.as_deref().unwrap_or("")
        }
        vec![
            &self.id,
            &self.email,
            &self.language,
            &self.source,
            &self.created_at,
            &self.state,
            or_blank(&self.confirmed_at),
            or_blank(&self.consent_at),
            or_blank(&self.consent_page),
            or_blank(&self.consent_text),
            or_blank(&self.consent_basis),
            or_blank(&self.bounced_at),
            &self.consent_version_text,
        ]
    }
}

/// Every subscription as CSV (UTF-8 with BOM) or JSON, newest first, like the enquiries'
/// export: a row at a time as SQLite reads it, so memory does not grow with the list
/// (docs/decisions-spec.md §12).
pub fn export_all<W: Write>(
    conn: &Connection,
    out: W,
    format: ExportFormat,
    zone: chrono_tz::Tz,
    lang: Language,
) -> anyhow::Result<()> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM subscriptions ORDER BY created_at DESC, rowid DESC"
    ))?;
    let rows = stmt.query_map([], row)?.map(|row| {
        row.map(|s| Exported::new(s, zone, lang))
            .map_err(io::Error::other)
    });
    export::write_each::<_, Exported, Exported>(out, &export_header(lang), rows, format)?;
    Ok(())
}

/// The CSV header row, in the reader's language, like the enquiries' (§23).
fn export_header(lang: Language) -> [&'static str; 13] {
    match lang {
        Language::Vi => [
            "Mã",
            "Email",
            "Ngôn ngữ",
            "Đăng ký từ",
            "Ngày đăng ký",
            "Trạng thái",
            "Ngày xác nhận",
            "Ngày đồng ý",
            "Trang đồng ý",
            "Nội dung đồng ý",
            "Cơ sở đồng ý",
            "Ngày bị trả về",
            "Phiên bản nội dung đồng ý",
        ],
        Language::En => [
            "ID",
            "Email",
            "Language",
            "Signed up from",
            "Signed up",
            "State",
            "Confirmed",
            "Consent given",
            "Consent page",
            "Consent text",
            "Consent basis",
            "Bounced",
            "Consent statement version",
        ],
    }
}

/// A subscription as exported: JSON as stored (codes, UTC), CSV in the reader's words and
/// the business's time zone, like the enquiries' export.
#[derive(Serialize)]
#[serde(transparent)]
struct Exported {
    subscription: Subscription,
    #[serde(skip)]
    cells: Vec<String>,
}

impl Exported {
    fn new(s: Subscription, zone: chrono_tz::Tz, lang: Language) -> Self {
        let local = |at: &Option<String>| {
            at.as_deref()
                .map_or_else(String::new, |at| local_minute(at, zone))
        };
        let word = |code: &str| subscription_word(code, lang).unwrap_or(code).to_owned();
        let cells = vec![
            s.id.clone(),
            s.email.clone(),
            words::language_name(&s.language, lang).to_owned(),
            word(&s.source),
            local_minute(&s.created_at, zone),
            word(&s.state),
            local(&s.confirmed_at),
            local(&s.consent_at),
            s.consent_page.clone().unwrap_or_default(),
            s.consent_text.clone().unwrap_or_default(),
            s.consent_basis.as_deref().map_or_else(String::new, word),
            local(&s.bounced_at),
            s.consent_version_text.clone(),
        ];
        Self {
            subscription: s,
            cells,
        }
    }
}

impl ExportRow for Exported {
    fn cells(&self) -> Vec<&str> {
        self.cells.iter().map(String::as_str).collect()
    }
}

/// The subscription codes an export writes in words: source, state, consent basis.
fn subscription_word(code: &str, lang: Language) -> Option<&'static str> {
    Some(match (code, lang) {
        ("blog", Language::Vi) => "Hộp đăng ký ở blog",
        ("blog", Language::En) => "The blog's sign-up box",
        ("testimonials", Language::Vi) => "Hộp ở trang cảm nhận khách hàng",
        ("testimonials", Language::En) => "The testimonials page's box",
        ("import", Language::Vi) => "Nhập từ tệp",
        ("import", Language::En) => "Imported from a file",
        ("pending", Language::Vi) => "Chờ xác nhận",
        ("pending", Language::En) => "Awaiting confirmation",
        ("confirmed", Language::Vi) => "Đã xác nhận",
        ("confirmed", Language::En) => "Confirmed",
        ("bounced", Language::Vi) => "Bị trả về",
        ("bounced", Language::En) => "Bounced",
        ("double-opt-in", Language::Vi) => "Tự xác nhận qua liên kết trong email",
        ("double-opt-in", Language::En) => "Confirmed through the e-mailed link",
        ("signup", Language::Vi) => "Đăng ký trên trang (trước khi có bước xác nhận)",
        ("signup", Language::En) => "Signed up on the site (before confirmation existed)",
        _ => return None,
    })
}

/// The newsletter's audience (docs/decisions-spec.md §17), as a SELECT of (subscription id,
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

/// The subscriptions of `email` (any case) with their consent records, for an access
/// request (docs/decisions-spec.md §27).
pub fn held_by(conn: &Connection, email: &str) -> rusqlite::Result<Vec<Subscription>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM subscriptions WHERE email = ?1 COLLATE NOCASE"
    ))?
    .query_map([email], row)?
    .collect()
}

/// Deletes up to `chunk` subscriptions the mail server refused for good before `cutoff`
/// (RFC 3339, UTC); how many. (An unsubscribed address is deleted when it leaves.)
pub fn drop_bounced_before(conn: &Connection, cutoff: &str, chunk: i64) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "DELETE FROM subscriptions WHERE rowid IN (
             SELECT rowid FROM subscriptions WHERE bounced_at < ?1 LIMIT ?2)",
    )?
    .execute(params![cutoff, chunk])
}
