//! The stored enquiries as the owner reads them: one row type, the list and the exports
//! (the console's and `tradelane enquiries`'). Split by job: the exports are in `export`,
//! the CLI's terminal table in `terminal`, what an access request reads and retention
//! erases in `personal`; re-exported here, so callers name `store::…` as before.

use rusqlite::{Connection, OptionalExtension, params, params_from_iter};

pub use super::export::{ExportedEnquiry, ExportedNote, export, export_header};
pub use super::personal::{delete_older_than, held_by};
pub use super::terminal::write_table;
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
pub(super) const SELECTED: &str =
    "id, created_at, status, preferred_language, name, email, company, phone, message,
     context_tool, context_link, context_summary, landing_path, referrer_host, utm_source,
     utm_medium, utm_campaign, read_at IS NOT NULL, assignee_id, follow_up_on";

/// One row of [`SELECTED`].
pub(super) fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Enquiry> {
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
    pub(super) fn sql(&self) -> (String, Vec<rusqlite::types::Value>) {
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
