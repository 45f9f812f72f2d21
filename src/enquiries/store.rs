//! The stored enquiries as the owner reads them: one row type, the list and the exports
//! (the console's and `tradelane enquiries`').

use std::io::{self, Write};

use rusqlite::{Connection, OptionalExtension, params, params_from_iter};

use serde::Serialize;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use chrono_tz::Tz;

use crate::kernel::export::{self, ExportFormat, ExportRow};
use crate::kernel::language::Language;
use crate::kernel::words;
use crate::notices::outbox::{EnquiryNotice, FollowUpNotice};

/// One stored enquiry, every field.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Enquiry {
    pub id: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// `new` (or `spam` when the hidden honeypot field was filled), then `contacted` or
    /// `closed` as the owner sets it.
    pub status: String,
    pub preferred_language: String,
    pub name: String,
    pub email: String,
    pub company: String,
    pub phone: Option<String>,
    pub message: String,
    /// The calculator it was sent from (`context.tool`), its link and its summary; `null`
    /// when it was not.
    pub context_tool: Option<String>,
    pub context_link: Option<String>,
    pub context_summary: Option<String>,
    /// Where its visit came from (`source`); `null` when unknown.
    pub landing_path: Option<String>,
    pub referrer_host: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    /// Whether an owner has opened it.
    pub read: bool,
    /// The team member responsible for it.
    pub assignee_id: Option<i64>,
    /// The day to follow it up, `YYYY-MM-DD` in the business's time zone.
    pub follow_up_on: Option<String>,
}

/// The enquiry a notice announces, for the notices' sender (see `notices::outbox`).
pub fn notice_of(conn: &Connection, id: &str) -> rusqlite::Result<Option<EnquiryNotice>> {
    conn.query_row(
        "SELECT id, created_at, preferred_language, name, email, company, phone, message,
                context_tool, context_link, context_summary,
                landing_path, referrer_host, utm_source, utm_medium, utm_campaign
         FROM contact_submissions WHERE id = ?1",
        [id],
        |r| {
            let context = match (r.get(8)?, r.get(9)?, r.get(10)?) {
                (Some(tool), Some(link), Some(summary)) => Some((tool, link, summary)),
                _ => None,
            };
            let parts: Vec<String> = (11..16)
                .map(|i| r.get::<_, Option<String>>(i))
                .collect::<rusqlite::Result<Vec<_>>>()?
                .into_iter()
                .flatten()
                .collect();
            Ok(EnquiryNotice {
                context,
                source: (!parts.is_empty()).then(|| parts.join(" · ")),
                id: r.get(0)?,
                created_at: r.get(1)?,
                preferred_language: r.get(2)?,
                name: r.get(3)?,
                email: r.get(4)?,
                company: r.get(5)?,
                phone: r.get(6)?,
                message: r.get(7)?,
            })
        },
    )
    .optional()
}

/// Where an enquiry came from, for the owner's Dashboard (docs/decisions-spec.md §16): its
/// time and §15's `source` and `context`: its landing page, source (`utmSource`, else
/// `referrerHost`), campaign (`utmCampaign`) and tool (`context.tool`). Each is `None` when
/// the enquiry did not carry it (older enquiries, a visit without session storage); the
/// Dashboard then uses the visit the site counted when the enquiry was sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnquiryOrigin {
    pub id: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    pub landing_path: Option<String>,
    pub source: Option<String>,
    pub campaign: Option<String>,
    pub tool: Option<String>,
}

/// The enquiries (spam left out) received from `from` (inclusive) to `to` (exclusive),
/// both RFC 3339 UTC times as stored.
pub fn origins_between(
    conn: &Connection,
    from: &str,
    to: &str,
) -> rusqlite::Result<Vec<EnquiryOrigin>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, created_at, landing_path, source, utm_campaign, context_tool
         FROM contact_submissions
         WHERE created_at >= ?1 AND created_at < ?2 AND status <> 'spam'",
    )?;
    stmt.query_map([from, to], |r| {
        Ok(EnquiryOrigin {
            id: r.get(0)?,
            created_at: r.get(1)?,
            landing_path: r.get(2)?,
            source: r.get(3)?,
            campaign: r.get(4)?,
            tool: r.get(5)?,
        })
    })?
    .collect()
}

/// The columns of an [`Enquiry`], in [`row`]'s order.
const SELECTED: &str =
    "id, created_at, status, preferred_language, name, email, company, phone, message,
     context_tool, context_link, context_summary, landing_path, referrer_host, utm_source,
     utm_medium, utm_campaign, read_at IS NOT NULL, assignee_id, follow_up_on";

/// One row of [`SELECTED`].
fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Enquiry> {
    Ok(Enquiry {
        id: r.get(0)?,
        created_at: r.get(1)?,
        status: r.get(2)?,
        preferred_language: r.get(3)?,
        name: r.get(4)?,
        email: r.get(5)?,
        company: r.get(6)?,
        phone: r.get(7)?,
        message: r.get(8)?,
        context_tool: r.get(9)?,
        context_link: r.get(10)?,
        context_summary: r.get(11)?,
        landing_path: r.get(12)?,
        referrer_host: r.get(13)?,
        utm_source: r.get(14)?,
        utm_medium: r.get(15)?,
        utm_campaign: r.get(16)?,
        read: r.get(17)?,
        assignee_id: r.get(18)?,
        follow_up_on: r.get(19)?,
    })
}

/// One page of the inbox, newest first, and what its footer and navigation show.
pub struct Page {
    pub items: Vec<Enquiry>,
    /// How many match the filter.
    pub total: i64,
    /// How many are `new`, whatever the filter.
    pub new_count: i64,
}

/// What the inbox and its exports are narrowed to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// None: every status.
    pub status: Option<String>,
    /// Words in the name, company, e-mail or message ("": no search).
    pub q: String,
    /// Some(false): unread only; Some(true): read only.
    pub read: Option<bool>,
    /// The enquiry's source (`utmSource`, else `referrerHost`), exactly.
    pub source: Option<String>,
    /// Only those assigned to this account.
    pub assignee: Option<i64>,
}

impl Filter {
    /// The `WHERE` clause (with `?` placeholders) and its values, in order.
    fn sql(&self) -> (String, Vec<rusqlite::types::Value>) {
        self.sql_with(false)
    }

    /// As [`Filter::sql`]; with `walk`, the search term is kept off the planner's indexes
    /// (a unary `+`), so a page is found by walking the date index (see [`page`]).
    fn sql_with(&self, walk: bool) -> (String, Vec<rusqlite::types::Value>) {
        let mut conditions = vec!["1"];
        let mut values = Vec::new();
        if let Some(status) = &self.status {
            conditions.push("status = ?");
            values.push(status.clone().into());
        }
        // Written out, not bound, so the planner walks the partial index of unread ones.
        match self.read {
            Some(false) => conditions.push("read_at IS NULL"),
            Some(true) => conditions.push("read_at IS NOT NULL"),
            None => {}
        }
        if let Some(assignee) = self.assignee {
            // `contact_submissions_assignee` (migrations/0026_team.sql).
            conditions.push("assignee_id = ?");
            values.push(assignee.into());
        }
        if let Some(source) = &self.source {
            // The source's own index (migrations/0013_enquiry_context_source.sql).
            conditions.push("source = ?");
            values.push(source.clone().into());
        }
        if let Some(query) = fts_query(&self.q) {
            // The words are looked up in the FTS index (diacritics folded: `huong` finds
            // `Hương`), never by reading every row.
            conditions.push(if walk {
                "+rowid IN (SELECT rowid FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?)"
            } else {
                "rowid IN (SELECT rowid FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?)"
            });
            values.push(query.into());
        }
        (conditions.join(" AND "), values)
    }
}

/// The search text as an FTS5 query: each word (letters and digits) a prefix every match
/// must have, quoted so no word is read as an operator. None when it has no word.
fn fts_query(q: &str) -> Option<String> {
    let words: Vec<String> = q
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        // As the index folds it (migrations/0011_cost.sql).
        .map(|w| w.replace('đ', "d").replace('Đ', "D"))
        .take(16)
        .map(|w| format!("\"{w}\"*"))
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// How many enquiries have `status` (every status: None), from the counts the triggers
/// keep rather than a count of the table.
fn counted(conn: &Connection, status: Option<&str>) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "SELECT coalesce(sum(n), 0) FROM contact_submission_counts WHERE ?1 IS NULL OR status = ?1",
    )?
    .query_row([status], |r| r.get(0))
}

/// How many match `filter`: from the kept counts when only the status narrows it, else
/// counted through the indexes that narrow it (the unread ones, the search).
fn total(conn: &Connection, filter: &Filter) -> rusqlite::Result<i64> {
    let status = filter.status.as_deref();
    if filter.q.trim().is_empty() && filter.source.is_none() && filter.assignee.is_none() {
        match filter.read {
            None => return counted(conn, status),
            Some(true) => {
                let unread = Filter {
                    read: Some(false),
                    ..filter.clone()
                };
                return Ok(counted(conn, status)? - total(conn, &unread)?);
            }
            Some(false) => {}
        }
    }
    let (conditions, values) = filter.sql();
    conn.prepare_cached(&format!(
        "SELECT count(*) FROM contact_submissions WHERE {conditions}"
    ))?
    .query_row(params_from_iter(values), |r| r.get(0))
}

/// Above this many search matches, a page is found by walking the date index rather than by
/// sorting the matches (at 100,000 enquiries either takes under 25 ms near 2,000 matches).
const WALK_FROM_MATCHES: i64 = 2_000;

/// The enquiries that match `filter`, newest first.
pub fn page(conn: &Connection, filter: &Filter, limit: i64, offset: i64) -> rusqlite::Result<Page> {
    let new_count = counted(conn, Some("new"))?;
    // Few matches: sort just those. Many (a common name): walk the newest-first index and
    // keep the matching rows, which stops once the page is full instead of sorting every
    // match with its message (1.1 s for 20,000 of 100,000 rows). The index counts its own
    // matches.
    let walk = match fts_query(&filter.q) {
        Some(query) => {
            let matches: i64 = conn
                .prepare_cached(
                    "SELECT count(*) FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?1",
                )?
                .query_row([&query], |r| r.get(0))?;
            matches > WALK_FROM_MATCHES
        }
        None => false,
    };
    let (conditions, mut values) = filter.sql_with(walk);
    values.push(limit.into());
    values.push(offset.into());
    let table = if walk {
        "contact_submissions INDEXED BY contact_submissions_created_at"
    } else {
        "contact_submissions"
    };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {SELECTED} FROM {table} WHERE {conditions}
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?"
    ))?;
    let items = stmt
        .query_map(params_from_iter(values), row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(Page {
        items,
        total: total(conn, filter)?,
        new_count,
    })
}

/// One enquiry, every field.
pub fn find(conn: &Connection, id: &str) -> rusqlite::Result<Option<Enquiry>> {
    conn.query_row(
        &format!("SELECT {SELECTED} FROM contact_submissions WHERE id = ?1"),
        [id],
        row,
    )
    .optional()
}

/// An internal note on an enquiry.
pub struct StoredNote {
    pub id: i64,
    pub author: String,
    pub text: String,
    pub created_at: String,
}

/// The notes of an enquiry, oldest first.
pub fn notes(conn: &Connection, id: &str) -> rusqlite::Result<Vec<StoredNote>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, author, text, created_at FROM enquiry_notes WHERE enquiry_id = ?1 ORDER BY id",
    )?;
    stmt.query_map([id], |r| {
        Ok(StoredNote {
            id: r.get(0)?,
            author: r.get(1)?,
            text: r.get(2)?,
            created_at: r.get(3)?,
        })
    })?
    .collect()
}

/// The status of an enquiry, if it exists.
pub fn status_of(conn: &Connection, id: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "SELECT status FROM contact_submissions WHERE id = ?1",
        [id],
        |r| r.get(0),
    )
    .optional()
}

pub fn set_status(conn: &Connection, id: &str, status: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE contact_submissions SET status = ?2 WHERE id = ?1",
        params![id, status],
    )?;
    Ok(())
}

/// Sets (or clears) the person responsible; whether it changed.
pub fn set_assignee(conn: &Connection, id: &str, assignee: Option<i64>) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "UPDATE contact_submissions SET assignee_id = ?2 WHERE id = ?1 AND assignee_id IS NOT ?2",
        params![id, assignee],
    )? > 0)
}

/// Sets (or clears) the follow-up day (`YYYY-MM-DD`).
pub fn set_follow_up(conn: &Connection, id: &str, day: Option<&str>) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE contact_submissions SET follow_up_on = ?2 WHERE id = ?1",
        params![id, day],
    )?;
    Ok(())
}

/// The open enquiries (new or contacted) to follow up on or before `day`, soonest first:
/// the first `limit` with their assignee's address, and how many in all. For the digest
/// (docs/decisions-spec.md §25); `contact_submissions_open_follow_up` (0030) holds only the
/// open ones, so closed enquiries' old days are never read.
pub fn follow_ups_due(
    conn: &Connection,
    day: &str,
    limit: i64,
) -> rusqlite::Result<(Vec<FollowUpNotice>, i64)> {
    const OPEN: &str = "follow_up_on IS NOT NULL AND status IN ('new', 'contacted')";
    let total: i64 = conn
        .prepare_cached(&format!(
            "SELECT count(*) FROM contact_submissions WHERE {OPEN} AND follow_up_on <= ?1"
        ))?
        .query_row([day], |r| r.get(0))?;
    let rows: Vec<(FollowUpNotice, Option<i64>)> = conn
        .prepare_cached(&format!(
            "SELECT id, name, company, follow_up_on, assignee_id FROM contact_submissions
             WHERE {OPEN} AND follow_up_on <= ?1 ORDER BY follow_up_on, created_at LIMIT ?2"
        ))?
        .query_map(params![day, limit], |r| {
            let notice = FollowUpNotice {
                id: r.get(0)?,
                name: r.get(1)?,
                company: r.get(2)?,
                day: r.get(3)?,
                assignee: None,
            };
            Ok((notice, r.get(4)?))
        })?
        .collect::<rusqlite::Result<_>>()?;
    let mut ids: Vec<i64> = rows.iter().filter_map(|(_, a)| *a).collect();
    ids.sort_unstable();
    ids.dedup();
    let emails = crate::owners::team::emails(conn, &ids)?;
    let items = rows
        .into_iter()
        .map(|(mut notice, assignee)| {
            notice.assignee = assignee
                .and_then(|id| emails.iter().find(|(i, _)| *i == id))
                .map(|(_, email)| email.clone());
            notice
        })
        .collect();
    Ok((items, total))
}

pub fn add_note(conn: &Connection, id: &str, author: &str, text: &str) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO enquiry_notes (enquiry_id, author, text) VALUES (?1, ?2, ?3)",
        params![id, author, text],
    )?;
    Ok(())
}

/// How many enquiries there are: the counts the triggers keep, not a count of the table.
pub fn count(conn: &Connection) -> anyhow::Result<usize> {
    let n: i64 = conn.query_row(
        "SELECT coalesce(sum(n), 0) FROM contact_submission_counts",
        [],
        |r| r.get(0),
    )?;
    Ok(usize::try_from(n).unwrap_or(0))
}

/// One enquiry in an export (docs/decisions-spec.md §15): dates in the business's time zone as
/// local `YYYY-MM-DD HH:MM`, with its notes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize, poem_openapi::Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "ExportedEnquiry", rename_all = "camelCase")]
pub struct ExportedEnquiry {
    pub id: String,
    /// Local `YYYY-MM-DD HH:MM` in the business's time zone (Settings).
    pub created_at: String,
    pub status: String,
    /// Whether an owner has opened it.
    pub read: bool,
    pub preferred_language: String,
    pub name: String,
    pub email: String,
    pub company: String,
    /// `null` when none was given (the export always has the key).
    #[oai(nullable)]
    pub phone: Option<String>,
    pub message: String,
    /// The calculator it was sent from, its link and its summary (§15 `context`); `null`
    /// when it was not.
    #[oai(nullable)]
    pub context_tool: Option<String>,
    #[oai(nullable)]
    pub context_link: Option<String>,
    #[oai(nullable)]
    pub context_summary: Option<String>,
    /// Where its visit came from (§15 `source`); `null` when unknown.
    #[oai(nullable)]
    pub landing_path: Option<String>,
    #[oai(nullable)]
    pub referrer_host: Option<String>,
    #[oai(nullable)]
    pub utm_source: Option<String>,
    #[oai(nullable)]
    pub utm_medium: Option<String>,
    #[oai(nullable)]
    pub utm_campaign: Option<String>,
    /// The version of the consent statement shown when it was sent (§27), if the form
    /// showed one.
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub consent_version: Option<i64>,
    /// The internal notes, oldest first.
    pub notes: Vec<ExportedNote>,
    /// The CSV cells that are not stored text as such.
    #[serde(skip)]
    #[oai(skip)]
    csv: CsvExtras,
}

impl CsvExtras {
    /// The cells of `e` in the reader's words: status, language, calculator, read, notes.
    fn of(e: &Enquiry, notes: &[ExportedNote], consent: Option<i64>, lang: Language) -> Self {
        CsvExtras {
            consent: consent.map_or_else(String::new, |v| v.to_string()),
            status: words::status_name(&e.status, lang).to_owned(),
            language: words::language_name(&e.preferred_language, lang).to_owned(),
            tool: e
                .context_tool
                .as_deref()
                .map_or("", |tool| words::tool_name(tool, lang)),
            read: if e.read {
                lang.pick("có", "yes")
            } else {
                lang.pick("không", "no")
            },
            notes: notes
                .iter()
                .map(|n| format!("{} {}: {}", n.created_at, n.author, n.text))
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct CsvExtras {
    read: &'static str,
    notes: String,
    /// Status, language and calculator in the reader's words, like the headers (§23).
    status: String,
    language: String,
    tool: &'static str,
    consent: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize, poem_openapi::Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "ExportedNote", rename_all = "camelCase")]
pub struct ExportedNote {
    /// Local `YYYY-MM-DD HH:MM` in the business's time zone.
    pub created_at: String,
    pub author: String,
    pub text: String,
}

/// The CSV header row, in the reader's language.
pub fn export_header(lang: Language) -> [&'static str; 20] {
    match lang {
        Language::Vi => [
            "Mã",
            "Ngày nhận",
            "Trạng thái",
            "Đã đọc",
            "Ngôn ngữ",
            "Họ và tên",
            "Email",
            "Công ty",
            "Số điện thoại",
            "Nội dung",
            "Công cụ tính",
            "Liên kết kết quả",
            "Tóm tắt kết quả",
            "Trang đến đầu tiên",
            "Trang giới thiệu",
            "Nguồn UTM",
            "Kênh UTM",
            "Chiến dịch UTM",
            "Ghi chú",
            "Phiên bản nội dung đồng ý",
        ],
        Language::En => [
            "ID",
            "Received",
            "Status",
            "Read",
            "Language",
            "Name",
            "Email",
            "Company",
            "Phone",
            "Message",
            "Tool",
            "Result link",
            "Result summary",
            "Landing page",
            "Referrer",
            "UTM source",
            "UTM medium",
            "UTM campaign",
            "Notes",
            "Consent statement version",
        ],
    }
}

pub use crate::kernel::clock::local_minute;

/// The enquiries that match `filter`, newest first, with every field and their notes,
/// written to `out` one row at a time as it is read (see [`export::write_each`]): dates
/// local to `zone`, CSV headers in `lang`.
pub fn export<W: Write>(
    conn: &Connection,
    out: W,
    format: ExportFormat,
    filter: &Filter,
    zone: Tz,
    lang: Language,
) -> anyhow::Result<()> {
    let (conditions, values) = filter.sql();
    let mut stmt = conn.prepare(&format!(
        "SELECT {SELECTED} FROM contact_submissions WHERE {conditions}
         ORDER BY created_at DESC, rowid DESC"
    ))?;
    let mut notes_of = conn.prepare(
        "SELECT created_at, author, text FROM enquiry_notes WHERE enquiry_id = ?1 ORDER BY id",
    )?;
    let mut consent_of =
        conn.prepare("SELECT consent_version FROM contact_submissions WHERE id = ?1")?;
    let rows = stmt
        .query_map(params_from_iter(values), row)?
        .map(|found| {
            let e = found?;
            // One enquiry's notes at a time: the memory stays that of one row.
            let notes = notes_of
                .query_map([&e.id], |r| {
                    Ok(ExportedNote {
                        created_at: local_minute(&r.get::<_, String>(0)?, zone),
                        author: r.get(1)?,
                        text: r.get(2)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let consent_version: Option<i64> = consent_of.query_row([&e.id], |r| r.get(0))?;
            let csv = CsvExtras::of(&e, &notes, consent_version, lang);
            Ok(ExportedEnquiry {
                created_at: local_minute(&e.created_at, zone),
                id: e.id,
                status: e.status,
                read: e.read,
                preferred_language: e.preferred_language,
                name: e.name,
                email: e.email,
                company: e.company,
                phone: e.phone,
                message: e.message,
                context_tool: e.context_tool,
                context_link: e.context_link,
                context_summary: e.context_summary,
                landing_path: e.landing_path,
                referrer_host: e.referrer_host,
                utm_source: e.utm_source,
                utm_medium: e.utm_medium,
                utm_campaign: e.utm_campaign,
                notes,
                consent_version,
                csv,
            })
        })
        .map(|row: rusqlite::Result<ExportedEnquiry>| row.map_err(io::Error::other));
    export::write_each::<_, ExportedEnquiry, ExportedEnquiry>(
        out,
        &export_header(lang),
        rows,
        format,
    )?;
    Ok(())
}

/// Marks an enquiry read when an owner opens it (the first time is kept).
pub fn mark_read(conn: &Connection, id: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE contact_submissions SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND read_at IS NULL",
    )?
    .execute([id])?;
    Ok(())
}

/// Marks an enquiry read or unread again.
pub fn set_read(conn: &Connection, id: &str, read: bool) -> rusqlite::Result<()> {
    if read {
        return mark_read(conn, id);
    }
    conn.prepare_cached("UPDATE contact_submissions SET read_at = NULL WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}

/// Sets `status` on each of `ids` that exists and has another; how many changed.
pub fn set_statuses(conn: &Connection, ids: &[String], status: &str) -> rusqlite::Result<usize> {
    let mut stmt = conn.prepare_cached(
        "UPDATE contact_submissions SET status = ?2 WHERE id = ?1 AND status <> ?2",
    )?;
    let mut changed = 0;
    for id in ids {
        changed += stmt.execute(params![id, status])?;
    }
    Ok(changed)
}

/// Deletes each of `ids` that exists, with its notes (foreign key), its search entry and its
/// visit (triggers, migrations/0014_inbox.sql); how many were deleted.
pub fn delete(conn: &Connection, ids: &[String]) -> rusqlite::Result<usize> {
    let mut stmt = conn.prepare_cached("DELETE FROM contact_submissions WHERE id = ?1")?;
    let mut deleted = 0;
    for id in ids {
        deleted += stmt.execute([id])?;
    }
    Ok(deleted)
}

/// Deletes every enquiry sent from `email` (any case), as [`delete`] does; how many.
pub fn delete_from(conn: &Connection, email: &str) -> rusqlite::Result<usize> {
    conn.prepare_cached("DELETE FROM contact_submissions WHERE email = ?1 COLLATE NOCASE")?
        .execute([email])
}

/// The enquiries, newest first (insertion order breaks ties within a millisecond).
pub fn load(conn: &Connection, limit: Option<usize>) -> anyhow::Result<Vec<Enquiry>> {
    let limit = limit.map_or(-1, |n| i64::try_from(n).unwrap_or(i64::MAX));
    let mut stmt = conn.prepare(&format!(
        "SELECT {SELECTED} FROM contact_submissions ORDER BY created_at DESC, rowid DESC LIMIT ?1"
    ))?;
    let rows = stmt.query_map([limit], row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

impl ExportRow for ExportedEnquiry {
    fn cells(&self) -> Vec<&str> {
        vec![
            &self.id,
            &self.created_at,
            &self.csv.status,
            self.csv.read,
            &self.csv.language,
            &self.name,
            &self.email,
            &self.company,
            self.phone.as_deref().unwrap_or(""),
            &self.message,
            self.csv.tool,
            self.context_link.as_deref().unwrap_or(""),
            self.context_summary.as_deref().unwrap_or(""),
            self.landing_path.as_deref().unwrap_or(""),
            self.referrer_host.as_deref().unwrap_or(""),
            self.utm_source.as_deref().unwrap_or(""),
            self.utm_medium.as_deref().unwrap_or(""),
            self.utm_campaign.as_deref().unwrap_or(""),
            &self.csv.notes,
            &self.csv.consent,
        ]
    }
}

/// Column caps, in terminal cells: (header, widest).
const COLUMNS: [(&str, usize); 8] = [
    ("DATE (UTC)", 16),
    ("STATUS", 6),
    ("LANG", 4),
    ("NAME", 24),
    ("COMPANY", 28),
    ("EMAIL", 32),
    ("PHONE", 18),
    ("MESSAGE", 60),
];

pub fn write_table<W: Write>(out: &mut W, rows: &[Enquiry], total: usize) -> io::Result<()> {
    if rows.is_empty() {
        return writeln!(out, "No enquiries yet.");
    }
    let cells: Vec<[String; 8]> = rows
        .iter()
        .map(|e| {
            let first_line = e
                .message
                .lines()
                .map(str::trim)
                .find(|line| !line.is_empty())
                .unwrap_or("");
            let date = e
                .created_at
                .get(..16)
                .unwrap_or(&e.created_at)
                .replace('T', " ");
            [
                date,
                e.status.clone(),
                e.preferred_language.clone(),
                e.name.clone(),
                e.company.clone(),
                e.email.clone(),
                e.phone.clone().unwrap_or_default(),
                first_line.to_owned(),
            ]
            .map(|text| terminal_safe(&text))
        })
        .collect();
    let mut widths = COLUMNS.map(|(header, _)| header.width());
    for row in &cells {
        for (i, cell) in row.iter().enumerate() {
            widths[i] = widths[i].max(cell.width().min(COLUMNS[i].1));
        }
    }
    let header = COLUMNS.map(|(header, _)| header.to_owned());
    for row in std::iter::once(&header).chain(&cells) {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            let text = truncate(cell, COLUMNS[i].1);
            line.push_str(&text);
            if i + 1 < row.len() {
                line.push_str(&" ".repeat(widths[i] - text.width() + 2));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    if rows.len() < total {
        writeln!(
            out,
            "\nShowing the newest {} of {total} enquiries; --limit 0 lists them all.",
            rows.len()
        )?;
    } else if total == 1 {
        writeln!(out, "\n1 enquiry.")?;
    } else {
        writeln!(out, "\n{total} enquiries.")?;
    }
    Ok(())
}

/// Strangers wrote these texts: control characters (escape sequences) and bidi overrides
/// must not reach the terminal.
fn terminal_safe(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control()
                || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
            {
                ' '
            } else {
                c
            }
        })
        .collect()
}

/// Cuts `text` to `max` terminal cells, ending with `…` when cut.
fn truncate(text: &str, max: usize) -> String {
    if text.width() <= max {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > max - 1 {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push('…');
    out
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn enquiry(name: &str, message: &str) -> Enquiry {
        Enquiry {
            id: "00000000-0000-4000-8000-000000000000".into(),
            created_at: "2026-03-06T08:30:12.345Z".into(),
            status: "new".into(),
            preferred_language: "vi".into(),
            name: name.into(),
            email: "lan@example.vn".into(),
            company: "Công ty TNHH Cửu Long".into(),
            phone: None,
            message: message.into(),
            ..Enquiry::default()
        }
    }

    #[test]
    fn the_table_is_aligned_truncated_and_free_of_escapes() {
        let rows = [
            enquiry("Nguyễn Thị Lan", "\n  Xin chào\x1b[31m đỏ\nDòng hai"),
            enquiry("Ann", &"x".repeat(100)),
        ];
        let mut out = Vec::new();
        write_table(&mut out, &rows, 5).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains('\x1b'));
        assert!(text.contains("2026-03-06 08:30"));
        assert!(text.contains("Xin chào [31m đỏ"));
        assert!(!text.contains("Dòng hai"));
        assert!(text.contains(&format!("{}…", "x".repeat(59))));
        let lines: Vec<&str> = text.lines().collect();
        let column = |line: &str| line.find("lan@").unwrap_or(0);
        assert_eq!(
            lines[1][..column(lines[1])].width(),
            lines[2][..column(lines[2])].width()
        );
        assert!(text.contains("newest 2 of 5"));
    }
}
