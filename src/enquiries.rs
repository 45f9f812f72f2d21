//! `tradelane enquiries`: the business reads its enquiries. The database is opened read-only
//! (a plain WAL reader, safe beside a running server) and never created or migrated here.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use anyhow::{Context, bail};
use rusqlite::{Connection, OpenFlags};
use serde::Serialize;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::cli::{EnquiriesCommand, ExportArgs, ExportFormat, ListArgs};
use crate::configuration::database_path;

/// One stored enquiry, every field, as exported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize, poem_openapi::Object)]
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
}

/// The export's columns, in order; the CSV header row.
pub const FIELDS: [&str; 9] = [
    "id",
    "createdAt",
    "status",
    "preferredLanguage",
    "name",
    "email",
    "company",
    "phone",
    "message",
];

pub fn run(command: EnquiriesCommand) -> anyhow::Result<()> {
    match command {
        EnquiriesCommand::List(args) => list(&args),
        EnquiriesCommand::Export(args) => export(&args),
    }
}

fn list(args: &ListArgs) -> anyhow::Result<()> {
    let conn = open_existing(&args.data.data_dir)?;
    let total = count(&conn)?;
    let limit = (args.limit > 0).then_some(args.limit);
    let rows = load(&conn, limit)?;
    let mut out = io::stdout().lock();
    ignore_broken_pipe(write_table(&mut out, &rows, total))
}

fn export(args: &ExportArgs) -> anyhow::Result<()> {
    let conn = open_existing(&args.data.data_dir)?;
    let rows = load(&conn, None)?;
    let result = match &args.output {
        Some(path) => {
            let file =
                File::create(path).with_context(|| format!("cannot write {}", path.display()))?;
            write_export(BufWriter::new(file), &rows, args.format)
        }
        None => write_export(BufWriter::new(io::stdout().lock()), &rows, args.format),
    };
    ignore_broken_pipe(result)
}

/// `tradelane enquiries export | head` is fine: a closed pipe is not an error.
fn ignore_broken_pipe(result: io::Result<()>) -> anyhow::Result<()> {
    match result {
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => Ok(other?),
    }
}

/// Opens the database of `data_dir` read-only; a missing database is an error, not created.
pub fn open_existing(data_dir: &Path) -> anyhow::Result<Connection> {
    let path = database_path(data_dir);
    if !path.is_file() {
        bail!(
            "the database {} does not exist: no enquiry has been stored there (check --data-dir; \
             `tradelane serve` creates it)",
            path.display()
        );
    }
    let conn = Connection::open_with_flags(
        &path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .with_context(|| format!("cannot open the database {}", path.display()))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let has_table: bool = conn
        .query_row(
            "SELECT count(*) > 0 FROM sqlite_master
             WHERE type = 'table' AND name = 'contact_submissions'",
            [],
            |r| r.get(0),
        )
        .with_context(|| format!("cannot read the database {}", path.display()))?;
    if !has_table {
        bail!(
            "{} is not a tradelane database (it has no enquiries table)",
            path.display()
        );
    }
    Ok(conn)
}

pub fn count(conn: &Connection) -> anyhow::Result<usize> {
    let n: i64 = conn.query_row("SELECT count(*) FROM contact_submissions", [], |r| r.get(0))?;
    Ok(usize::try_from(n).unwrap_or(0))
}

/// The enquiries, newest first (insertion order breaks ties within a millisecond).
pub fn load(conn: &Connection, limit: Option<usize>) -> anyhow::Result<Vec<Enquiry>> {
    let limit = limit.map_or(-1, |n| i64::try_from(n).unwrap_or(i64::MAX));
    let mut stmt = conn.prepare(
        "SELECT id, created_at, status, preferred_language, name, email, company, phone, message
         FROM contact_submissions
         ORDER BY created_at DESC, rowid DESC
         LIMIT ?1",
    )?;
    let rows = stmt.query_map([limit], |r| {
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
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn write_export<W: Write>(
    mut out: W,
    rows: &[Enquiry],
    format: ExportFormat,
) -> io::Result<()> {
    match format {
        ExportFormat::Json => {
            serde_json::to_writer_pretty(&mut out, rows)?;
            out.write_all(b"\n")?;
        }
        ExportFormat::Csv => {
            // The BOM tells spreadsheet programs the file is UTF-8 (Vietnamese names).
            out.write_all("\u{feff}".as_bytes())?;
            let mut csv = csv::WriterBuilder::new()
                .terminator(csv::Terminator::CRLF)
                .from_writer(&mut out);
            csv.write_record(FIELDS)?;
            for e in rows {
                let phone = e.phone.as_deref().unwrap_or("");
                let record = [
                    &e.id,
                    &e.created_at,
                    &e.status,
                    &e.preferred_language,
                    &e.name,
                    &e.email,
                    &e.company,
                    phone,
                    &e.message,
                ]
                .map(|field| spreadsheet_safe(field));
                csv.write_record(record.iter().map(|field| field.as_bytes()))?;
            }
            csv.flush()?;
        }
    }
    out.flush()
}

/// A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
/// leading `'`: enquiries are written by strangers, and the export is opened in spreadsheets.
pub fn spreadsheet_safe(field: &str) -> std::borrow::Cow<'_, str> {
    match field.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{field}").into(),
        _ => field.into(),
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

    #[test]
    fn formulas_are_neutralised() {
        assert_eq!(spreadsheet_safe("=1+1"), "'=1+1");
        assert_eq!(spreadsheet_safe("+84 90"), "'+84 90");
        assert_eq!(spreadsheet_safe("Nguyễn"), "Nguyễn");
        assert_eq!(spreadsheet_safe(""), "");
    }
}
