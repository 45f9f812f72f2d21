//! Personal data as Vietnam's law asks (docs/decisions-spec.md §27; Law 91/2025/QH15): a
//! visitor's requests about an e-mail address (proved by a link e-mailed to it), their
//! deadlines and answers, the access file, the retention worker and the breach register.
//! The consent statements live in `settings::consent`, below the nouns that record them.

pub mod admin_api;
pub mod api;
pub mod retention;

use std::collections::HashSet;

use chrono::{Datelike, NaiveDate, TimeZone, Weekday};
use poem_openapi::{Enum, Object};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::enquiries::{erasure, store as enquiry_store};
use crate::kernel::language::Language;
use crate::notices::outbox::{self, PrivacyAnswer, PrivacyMail};
use crate::owners::activity;
use crate::settings::holidays::{self, HolidayKind};
use crate::settings::{SiteSettings, consent, store_value, stored_value};
use crate::subscriptions;

/// How long a request's confirmation link works; an unconfirmed request is then dropped.
pub const CONFIRM_DAYS: i64 = 7;
/// A second confirmation e-mail to one address waits this long after the first.
const RESEND_AFTER_MINUTES: u32 = 5;
const SETTINGS_KEY: &str = "personalData";

/// What a visitor may ask about an address's data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Deserialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum RequestKind {
    /// See everything held (answered with a JSON file).
    Access,
    /// Correct what is held (say what in `message`).
    Correct,
    /// Erase everything held.
    Erase,
    /// Withdraw consent (no more newsletters; the data is used for nothing else).
    Withdraw,
}

impl RequestKind {
    pub fn code(self) -> &'static str {
        match self {
            RequestKind::Access => "access",
            RequestKind::Correct => "correct",
            RequestKind::Erase => "erase",
            RequestKind::Withdraw => "withdraw",
        }
    }
}

/// The deadlines and the retention, as the business set them with its counsel; the
/// defaults are the spec's (2 working days to acknowledge, 15 days to complete, enquiries
/// kept 24 months). Retention is off until the owner turns it on: erasing on an upgrade,
/// before anyone chose it, could not be undone.
#[derive(Debug, Clone, PartialEq, Eq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase", default)]
pub struct PersonalDataSettings {
    /// Working days (Monday to Friday, less the days off of the holiday calendar) to
    /// acknowledge a confirmed request: 1 to 30.
    pub acknowledge_working_days: u32,
    /// Days to complete a confirmed request: 1 to 90.
    pub complete_days: u32,
    /// Whether the retention worker erases old data (off keeps everything).
    pub retention: bool,
    /// Enquiries older than this many months are erased: 1 to 240.
    pub enquiry_months: u32,
    /// Bounced subscribers are erased this many months after the bounce: 1 to 240.
    pub subscriber_months: u32,
}

impl Default for PersonalDataSettings {
    fn default() -> Self {
        PersonalDataSettings {
            acknowledge_working_days: 2,
            complete_days: 15,
            retention: false,
            enquiry_months: 24,
            subscriber_months: 12,
        }
    }
}

impl PersonalDataSettings {
    pub fn load(conn: &Connection) -> rusqlite::Result<Self> {
        Ok(stored_value(conn, SETTINGS_KEY)?
            .and_then(|v| serde_json::from_str(&v).ok())
            .unwrap_or_default())
    }

    pub fn save(&self, conn: &Connection) -> rusqlite::Result<()> {
        let json = serde_json::to_string(self).unwrap_or_default();
        store_value(conn, SETTINGS_KEY, &json)
    }
}

/// `secs` (Unix seconds) as stored: RFC 3339 in UTC with milliseconds, like SQLite's.
pub fn stamp(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string()
}

fn token_hash(token: &str) -> String {
    use sha2::Digest as _;
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}

/// The end (23:59:59, in `zone`) of the `n`th working day after `now`'s day: Monday to
/// Friday, less the calendar's days off, plus its weekend days worked.
pub fn after_working_days(
    now: i64,
    n: u32,
    zone: chrono_tz::Tz,
    off: &HashSet<NaiveDate>,
    worked: &HashSet<NaiveDate>,
) -> String {
    let start = chrono::DateTime::from_timestamp(now, 0).unwrap_or_default();
    let mut day = start.with_timezone(&zone).date_naive();
    let mut counted = 0;
    while counted < n {
        day = day.succ_opt().unwrap_or(day);
        let weekend = matches!(day.weekday(), Weekday::Sat | Weekday::Sun);
        if worked.contains(&day) || (!weekend && !off.contains(&day)) {
            counted += 1;
        }
    }
    let end = day.and_hms_opt(23, 59, 59).unwrap_or_default();
    zone.from_local_datetime(&end)
        .earliest()
        .map_or_else(|| stamp(now), |t| stamp(t.timestamp()))
}

/// The holiday calendar's days off and weekend days worked.
fn calendar(conn: &Connection) -> rusqlite::Result<(HashSet<NaiveDate>, HashSet<NaiveDate>)> {
    let (mut off, mut worked) = (HashSet::new(), HashSet::new());
    for year in holidays::load(conn)?.years {
        for day in year.days {
            let Ok(date) = NaiveDate::parse_from_str(&day.date, "%Y-%m-%d") else {
                continue;
            };
            if day.kind == HolidayKind::Workday {
                worked.insert(date);
            } else {
                off.insert(date);
            }
        }
    }
    Ok((off, worked))
}

/// A request as the visitor sent it, checked.
#[derive(Debug, Clone)]
pub struct NewRequest {
    pub email: String,
    pub kind: RequestKind,
    pub message: Option<String>,
    pub language: Language,
}

/// Stores the request, unconfirmed, and queues the e-mail with its link (in the caller's
/// transaction), unless one went to the address within 5 minutes. Whether one was queued.
pub fn create(conn: &Connection, r: &NewRequest, now: i64) -> rusqlite::Result<bool> {
    if outbox::privacy_confirm_within(conn, &r.email, RESEND_AFTER_MINUTES)? {
        return Ok(false);
    }
    let token = hex::encode(rand::random::<[u8; 32]>());
    conn.prepare_cached(
        "INSERT INTO personal_data_requests (id, email, kind, message, language, token_hash,
                                             created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        uuid::Uuid::now_v7().to_string(),
        r.email,
        r.kind.code(),
        r.message,
        r.language.code(),
        token_hash(&token),
        stamp(now)
    ])?;
    let secret = format!("{}:{token}", r.kind.code());
    outbox::queue_privacy(conn, PrivacyMail::Confirm, &r.email, r.language, &secret)?;
    Ok(true)
}

/// Confirms the request whose link carries `token` (within 7 days; a second press is no
/// error): it is received now, and its deadlines set. Whether there was one.
pub fn confirm(conn: &Connection, token: &str, now: i64) -> rusqlite::Result<bool> {
    let found: Option<(String, String, String)> = conn
        .prepare_cached(
            "SELECT id, state, created_at FROM personal_data_requests WHERE token_hash = ?1",
        )?
        .query_row([token_hash(token)], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .optional()?;
    let Some((id, state, created_at)) = found else {
        return Ok(false);
    };
    if state != "unconfirmed" {
        return Ok(true);
    }
    if created_at < stamp(now - CONFIRM_DAYS * 86_400) {
        return Ok(false);
    }
    let settings = PersonalDataSettings::load(conn)?;
    let zone = SiteSettings::time_zone(conn)?;
    let (off, worked) = calendar(conn)?;
    let acknowledge_by =
        after_working_days(now, settings.acknowledge_working_days, zone, &off, &worked);
    let due = stamp(now + i64::from(settings.complete_days) * 86_400);
    conn.prepare_cached(
        "UPDATE personal_data_requests
         SET state = 'received', received_at = ?2, acknowledge_by = ?3, due_at = ?4
         WHERE id = ?1",
    )?
    .execute(params![id, stamp(now), acknowledge_by, due])?;
    Ok(true)
}

/// One request as the console shows it.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct RequestItem {
    pub id: String,
    /// The address (its fingerprint once erased).
    pub email: String,
    /// `access`, `correct`, `erase` or `withdraw`.
    pub kind: String,
    /// `received`, `acknowledged` or `done`.
    pub state: String,
    /// When the visitor confirmed the address (RFC 3339, UTC): the deadlines run from it.
    pub received_at: String,
    /// The deadline to complete it.
    pub due_at: String,
    /// The deadline to acknowledge it.
    pub acknowledge_by: String,
    /// The language the visitor wrote in (and is answered in).
    pub language: String,
    /// Whether its next deadline has passed and it is not done.
    pub overdue: bool,
    #[oai(skip_serializing_if_is_none)]
    pub message: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub acknowledged_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub answered_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub answered_by: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub answer_note: Option<String>,
}

const COLUMNS: &str = "id, email, kind, state, received_at, due_at, acknowledge_by, language,
    message, acknowledged_at, answered_at, answered_by, answer_note";

fn item(r: &rusqlite::Row<'_>, now: &str) -> rusqlite::Result<RequestItem> {
    let state: String = r.get(3)?;
    let due_at: String = r.get(5)?;
    let acknowledge_by: String = r.get(6)?;
    let overdue = match &state[..] {
        "received" => acknowledge_by.as_str() < now || due_at.as_str() < now,
        "acknowledged" => due_at.as_str() < now,
        _ => false,
    };
    Ok(RequestItem {
        id: r.get(0)?,
        email: r.get(1)?,
        kind: r.get(2)?,
        state,
        received_at: r.get(4)?,
        due_at,
        acknowledge_by,
        language: r.get(7)?,
        overdue,
        message: r.get(8)?,
        acknowledged_at: r.get(9)?,
        answered_at: r.get(10)?,
        answered_by: r.get(11)?,
        answer_note: r.get(12)?,
    })
}

/// Confirmed requests, newest first (`open`: not done yet; `done`), one page; and how many.
pub fn list(
    conn: &Connection,
    open: Option<bool>,
    limit: i64,
    offset: i64,
    now: i64,
) -> rusqlite::Result<(Vec<RequestItem>, i64)> {
    let filter = match open {
        None => "state <> 'unconfirmed'",
        Some(true) => "state IN ('received', 'acknowledged')",
        Some(false) => "state = 'done'",
    };
    let total = conn
        .prepare_cached(&format!(
            "SELECT count(*) FROM personal_data_requests WHERE {filter}"
        ))?
        .query_row([], |r| r.get(0))?;
    let now = stamp(now);
    let items = conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM personal_data_requests WHERE {filter}
             ORDER BY received_at DESC LIMIT ?1 OFFSET ?2"
        ))?
        .query_map(params![limit, offset], |r| item(r, &now))?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

/// One confirmed request.
pub fn find(conn: &Connection, id: &str, now: i64) -> rusqlite::Result<Option<RequestItem>> {
    let now = stamp(now);
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM personal_data_requests WHERE id = ?1 AND state <> 'unconfirmed'"
    ))?
    .query_row([id], |r| item(r, &now))
    .optional()
}

/// Marks a received request acknowledged (by `actor`); a later state is left as it is.
pub fn acknowledge(conn: &Connection, id: &str, actor: &str, now: i64) -> rusqlite::Result<()> {
    let changed = conn
        .prepare_cached(
            "UPDATE personal_data_requests SET state = 'acknowledged', acknowledged_at = ?2
             WHERE id = ?1 AND state = 'received'",
        )?
        .execute(params![id, stamp(now)])?;
    if changed > 0 {
        activity::record(conn, actor, "privacy.acknowledge", id)?;
    }
    Ok(())
}

/// The access file: everything held about `email` (any case) and nothing of anyone
/// else's, as JSON (docs/decisions-spec.md §27).
pub fn access_file(conn: &Connection, email: &str, now: i64) -> anyhow::Result<String> {
    let enquiries = enquiry_store::held_by(conn, email)?;
    let subscriptions = subscriptions::held_by(conn, email)?;
    let mut versions: Vec<i64> = enquiries
        .iter()
        .filter_map(|e| e.get("consent_version").and_then(serde_json::Value::as_i64))
        .chain(subscriptions.iter().filter_map(|s| s.consent_version))
        .collect();
    versions.sort_unstable();
    versions.dedup();
    let statements = consent::of_versions(conn, &versions)?;
    let requests: Vec<serde_json::Value> = conn
        .prepare_cached(
            "SELECT id, kind, message, state, created_at, received_at, answered_at
             FROM personal_data_requests WHERE email = ?1 ORDER BY created_at",
        )?
        .query_map([email], |r| {
            Ok(serde_json::json!({
                "id": r.get::<_, String>(0)?,
                "kind": r.get::<_, String>(1)?,
                "message": r.get::<_, Option<String>>(2)?,
                "state": r.get::<_, String>(3)?,
                "createdAt": r.get::<_, String>(4)?,
                "receivedAt": r.get::<_, Option<String>>(5)?,
                "answeredAt": r.get::<_, Option<String>>(6)?,
            }))
        })?
        .collect::<rusqlite::Result<_>>()?;
    let company = SiteSettings::load(conn)?.company_name;
    Ok(serde_json::to_string_pretty(&serde_json::json!({
        "emailAddress": email,
        "controller": company,
        "generatedAt": stamp(now),
        "enquiries": enquiries,
        "subscriptions": subscriptions,
        "consentStatements": statements,
        "personalDataRequests": requests,
    }))?)
}

/// Why an answer was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NotFound,
    AlreadyDone,
}

/// Answers request `id` (by `actor`), in the caller's transaction: an access request with
/// the access file, an erasure by erasing the address everywhere (the request then keeps
/// only its fingerprint), a withdrawal by ending its subscriptions, a correction with the
/// owner's note saying what was corrected. The answer e-mail goes to the address.
pub fn answer(
    conn: &Connection,
    id: &str,
    actor: &str,
    note: Option<&str>,
    now: i64,
) -> anyhow::Result<Result<(), Refusal>> {
    let found: Option<(String, String, String, String)> = conn
        .prepare_cached(
            "SELECT email, kind, state, language FROM personal_data_requests
             WHERE id = ?1 AND state <> 'unconfirmed'",
        )?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .optional()?;
    let Some((email, kind, state, language)) = found else {
        return Ok(Err(Refusal::NotFound));
    };
    if state == "done" {
        return Ok(Err(Refusal::AlreadyDone));
    }
    let mut file = None;
    match &kind[..] {
        "access" => file = Some(access_file(conn, &email, now)?),
        "erase" => {
            erasure::erase(conn, actor, &email)?;
            conn.prepare_cached(
                "UPDATE personal_data_requests SET email = ?2, message = NULL WHERE email = ?1",
            )?
            .execute(params![email, erasure::fingerprint(&email)])?;
        }
        "withdraw" => {
            subscriptions::erase(conn, &email)?;
        }
        _ => {}
    }
    conn.prepare_cached(
        "UPDATE personal_data_requests
         SET state = 'done', answered_at = ?2, answered_by = ?3, answer_note = ?4,
             acknowledged_at = coalesce(acknowledged_at, ?2), token_hash = NULL
         WHERE id = ?1",
    )?
    .execute(params![id, stamp(now), actor, note])?;
    let answer = PrivacyAnswer {
        kind: kind.clone(),
        note: note.map(str::to_owned),
        file,
    };
    outbox::queue_privacy(
        conn,
        PrivacyMail::Answer,
        &email,
        Language::parse(&language).unwrap_or_default(),
        &serde_json::to_string(&answer)?,
    )?;
    activity::record(conn, actor, "privacy.answer", &format!("{kind} {id}"))?;
    Ok(Ok(()))
}

/// One entry of the breach register.
#[derive(Debug, Clone, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct Breach {
    pub id: i64,
    /// What happened.
    pub what: String,
    /// When it was found (`YYYY-MM-DD`).
    pub found_at: String,
    /// Whom it concerns (which people, which data).
    pub concerns: String,
    /// When it was reported to the authority (`YYYY-MM-DD`); absent: not yet.
    #[oai(skip_serializing_if_is_none)]
    pub reported_at: Option<String>,
    pub created_at: String,
    pub created_by: String,
}

/// A breach as the owner writes it.
#[derive(Debug, Clone)]
pub struct BreachText {
    pub what: String,
    pub found_at: String,
    pub concerns: String,
    pub reported_at: Option<String>,
}

const BREACH_COLUMNS: &str = "id, what, found_at, concerns, reported_at, created_at, created_by";

fn breach(r: &rusqlite::Row<'_>) -> rusqlite::Result<Breach> {
    Ok(Breach {
        id: r.get(0)?,
        what: r.get(1)?,
        found_at: r.get(2)?,
        concerns: r.get(3)?,
        reported_at: r.get(4)?,
        created_at: r.get(5)?,
        created_by: r.get(6)?,
    })
}

/// The register, latest found first, one page; and how many.
pub fn breaches(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<Breach>, i64)> {
    let total = conn.query_row("SELECT count(*) FROM personal_data_breaches", [], |r| {
        r.get(0)
    })?;
    let items = conn
        .prepare_cached(&format!(
            "SELECT {BREACH_COLUMNS} FROM personal_data_breaches
             ORDER BY found_at DESC, id DESC LIMIT ?1 OFFSET ?2"
        ))?
        .query_map(params![limit, offset], breach)?
        .collect::<rusqlite::Result<_>>()?;
    Ok((items, total))
}

/// Records a breach (by `actor`).
pub fn add_breach(conn: &Connection, b: &BreachText, actor: &str) -> rusqlite::Result<Breach> {
    let id: i64 = conn.query_row(
        "INSERT INTO personal_data_breaches (what, found_at, concerns, reported_at, created_by)
         VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
        params![b.what, b.found_at, b.concerns, b.reported_at, actor],
        |r| r.get(0),
    )?;
    activity::record(conn, actor, "privacy.breach", &b.found_at)?;
    conn.query_row(
        &format!("SELECT {BREACH_COLUMNS} FROM personal_data_breaches WHERE id = ?1"),
        [id],
        breach,
    )
}

/// Changes breach `id` (a report made, a fuller description); `None` when there is none.
pub fn update_breach(
    conn: &Connection,
    id: i64,
    b: &BreachText,
    actor: &str,
) -> rusqlite::Result<Option<Breach>> {
    let changed = conn.execute(
        "UPDATE personal_data_breaches SET what = ?2, found_at = ?3, concerns = ?4, reported_at = ?5
         WHERE id = ?1",
        params![id, b.what, b.found_at, b.concerns, b.reported_at],
    )?;
    if changed == 0 {
        return Ok(None);
    }
    activity::record(conn, actor, "privacy.breach", &b.found_at)?;
    conn.query_row(
        &format!("SELECT {BREACH_COLUMNS} FROM personal_data_breaches WHERE id = ?1"),
        [id],
        breach,
    )
    .optional()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> i64 {
        chrono::DateTime::parse_from_rfc3339(text)
            .unwrap()
            .timestamp()
    }

    #[test]
    fn two_working_days_skip_the_weekend_and_the_days_off() {
        let zone: chrono_tz::Tz = "Asia/Ho_Chi_Minh".parse().unwrap();
        let none = HashSet::new();
        // Thursday 2026-01-08, 10:00 in Hanoi: Friday, then Monday.
        let thursday = at("2026-01-08T03:00:00Z");
        assert_eq!(
            after_working_days(thursday, 2, zone, &none, &none),
            "2026-01-12T16:59:59.000Z"
        );
        // Friday the 9th off: Monday and Tuesday.
        let off: HashSet<_> = [NaiveDate::from_ymd_opt(2026, 1, 9).unwrap()].into();
        assert_eq!(
            after_working_days(thursday, 2, zone, &off, &none),
            "2026-01-13T16:59:59.000Z"
        );
        // Saturday the 10th worked: Friday, Saturday.
        let worked: HashSet<_> = [NaiveDate::from_ymd_opt(2026, 1, 10).unwrap()].into();
        assert_eq!(
            after_working_days(thursday, 2, zone, &none, &worked),
            "2026-01-10T16:59:59.000Z"
        );
    }
}
