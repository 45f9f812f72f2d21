//! `tradelane enquiries`' table: aligned in terminal cells, truncated, free of escapes.

use std::io::{self, Write};

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use super::store::Enquiry;

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
