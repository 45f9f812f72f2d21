//! The stored enquiries as the owner reads them: one row type, the list and the exports
//! (the console's and `tradelane enquiries`').

use std::io::{self, Write};

use rusqlite::{Connection, OptionalExtension, params};

use serde::Serialize;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::kernel::export::{self, ExportFormat, ExportRow};
use crate::notices::outbox::EnquiryNotice;

/// One stored enquiry, every field, as exported.
#[derive(
    Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize, poem_openapi::Object,
)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "ExportedEnquiry", rename_all = "camelCase")]
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
    /// `null` when none was given (the export always has the key).
    #[oai(nullable)]
    pub phone: Option<String>,
    pub message: String,
    /// The calculator it was sent from (`context.tool`), its link and its summary; `null`
    /// when it was not.
    #[oai(nullable)]
    pub context_tool: Option<String>,
    #[oai(nullable)]
    pub context_link: Option<String>,
    #[oai(nullable)]
    pub context_summary: Option<String>,
    /// Where its visit came from (`source`); `null` when unknown.
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
}

/// The export's columns, in order; the CSV header row.
pub const FIELDS: [&str; 17] = [
    "id",
    "createdAt",
    "status",
    "preferredLanguage",
    "name",
    "email",
    "company",
    "phone",
    "message",
    "contextTool",
    "contextLink",
    "contextSummary",
    "landingPath",
    "referrerHost",
    "utmSource",
    "utmMedium",
    "utmCampaign",
];

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

/// Where an enquiry came from, for the owner's Dashboard (docs/decisions.md §16): its
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
     utm_medium, utm_campaign";

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
    })
}

/// One page of the inbox, newest first, and what its footer and navigation show.
pub struct Page {
    pub items: Vec<Enquiry>,
    /// How many match (the status and the search).
    pub total: i64,
    /// How many are `new`, whatever the filter.
    pub new_count: i64,
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

/// What the inbox's list is filtered by; `None`/`""`: anything.
#[derive(Debug, Clone, Copy, Default)]
pub struct Filter<'a> {
    pub status: Option<&'a str>,
    /// Words every match holds in its name, company, e-mail or message.
    pub q: &'a str,
    /// The enquiry's source (`utmSource`, else `referrerHost`), exactly.
    pub source: Option<&'a str>,
}

/// The enquiries that match `filter`, newest first.
pub fn page(
    conn: &Connection,
    filter: Filter<'_>,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<Page> {
    let new_count = counted(conn, Some("new"))?;
    let query = fts_query(filter.q);
    // Only the conditions set are written, so each uses its index: the FTS index for the
    // words (diacritics folded: `huong` finds `Hương`), never a read of every row; the
    // source's index for a source.
    let mut conditions = Vec::new();
    let mut values: Vec<&dyn rusqlite::ToSql> = Vec::new();
    if let Some(status) = &filter.status {
        conditions.push("status = ?");
        values.push(status);
    }
    if let Some(source) = &filter.source {
        conditions.push("source = ?");
        values.push(source);
    }
    if let Some(query) = &query {
        conditions.push(
            "rowid IN (SELECT rowid FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?)",
        );
        values.push(query);
    }
    let matching = if conditions.is_empty() {
        "1".to_owned()
    } else {
        conditions.join(" AND ")
    };
    let total = if query.is_none() && filter.source.is_none() {
        counted(conn, filter.status)?
    } else {
        conn.prepare_cached(&format!(
            "SELECT count(*) FROM contact_submissions WHERE {matching}"
        ))?
        .query_row(values.as_slice(), |r| r.get(0))?
    };
    values.push(&limit);
    values.push(&offset);
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {SELECTED} FROM contact_submissions WHERE {matching}
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?"
    ))?;
    let items = stmt
        .query_map(values.as_slice(), row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(Page {
        items,
        total,
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

/// Every enquiry, newest first, with every field, written to `out` one row at a time as
/// it is read: CSV or JSON (see [`export::write_each`]).
pub fn export_all<W: Write>(conn: &Connection, out: W, format: ExportFormat) -> anyhow::Result<()> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {SELECTED} FROM contact_submissions ORDER BY created_at DESC, rowid DESC"
    ))?;
    let rows = stmt
        .query_map([], row)?
        .map(|row| row.map_err(io::Error::other));
    export::write_each::<_, Enquiry, Enquiry>(out, &FIELDS, rows, format)?;
    Ok(())
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

impl ExportRow for Enquiry {
    fn cells(&self) -> Vec<&str> {
        vec![
            &self.id,
            &self.created_at,
            &self.status,
            &self.preferred_language,
            &self.name,
            &self.email,
            &self.company,
            self.phone.as_deref().unwrap_or(""),
            &self.message,
            self.context_tool.as_deref().unwrap_or(""),
            self.context_link.as_deref().unwrap_or(""),
            self.context_summary.as_deref().unwrap_or(""),
            self.landing_path.as_deref().unwrap_or(""),
            self.referrer_host.as_deref().unwrap_or(""),
            self.utm_source.as_deref().unwrap_or(""),
            self.utm_medium.as_deref().unwrap_or(""),
            self.utm_campaign.as_deref().unwrap_or(""),
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
