//! Importing a list of subscribers from CSV (docs/decisions-spec.md §17): columns e-mail,
//! language, consent basis and consent date, a header row, UTF-8 with or without a BOM.
//! A file is imported whole or not at all: one refused line and nothing is stored, and the
//! report says which lines and why. Addresses already on the list, or repeated in the file
//! (any case), are skipped, not refused. Imported rows are confirmed, source `import`, with
//! the basis and date the file states.

use std::collections::HashMap;

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension, params};

use crate::kernel::language::Language;
use crate::kernel::mail::{is_one_line, is_valid_email};

/// The largest file, in bytes, and the most rows it may hold.
pub const MAX_BYTES: usize = 1 << 20;
pub const MAX_ROWS: usize = 20_000;
/// Lines a report lists of each kind; it counts the rest.
const REPORT_LINES: usize = 200;

/// One line of the report: its number in the file (the header is line 1) and why.
#[derive(Debug, Clone, Object, PartialEq, Eq)]
pub struct ImportLine {
    pub line: u64,
    pub reason: String,
}

/// What an import did.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ImportReport {
    /// Subscribers added (0 when any line was refused: nothing is stored then).
    pub imported: u64,
    /// Lines skipped: the address is already on the list or earlier in the file.
    pub skipped_count: u64,
    /// Lines refused, with the reason; any refusal stops the whole file.
    pub refused_count: u64,
    /// The first 200 of each, in file order.
    pub skipped: Vec<ImportLine>,
    pub refused: Vec<ImportLine>,
}

impl ImportReport {
    /// The report of a file that cannot be read at all.
    pub fn refused_file(reason: String) -> Self {
        ImportReport {
            imported: 0,
            skipped_count: 0,
            refused_count: 1,
            skipped: Vec::new(),
            refused: vec![ImportLine { line: 1, reason }],
        }
    }
}

/// A file's lines as read: those to store, those skipped, those refused.
type Lines = (Vec<Row>, Vec<ImportLine>, Vec<ImportLine>);

struct Row {
    line: u64,
    email: String,
    language: Language,
    basis: String,
    date: String,
}

/// Which column holds what, from the header's names (any case; spaces, `_` and `-` ignored).
struct Columns {
    email: usize,
    language: Option<usize>,
    basis: usize,
    date: usize,
}

fn key(name: &str) -> String {
    name.trim()
        .trim_start_matches('\u{feff}')
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-'))
        .collect::<String>()
        .to_lowercase()
}

fn columns(header: &csv::StringRecord, lang: Language) -> Result<Columns, String> {
    let find = |names: &[&str]| header.iter().position(|h| names.contains(&key(h).as_str()));
    let missing = |vi: &str, en: &str| {
        lang.pick(
            &format!("Dòng tiêu đề thiếu cột {vi}. Cần các cột: email, language, consent_basis, consent_date."),
            &format!("The header row has no {en} column. The columns are: email, language, consent_basis, consent_date."),
        )
        .to_owned()
    };
    Ok(Columns {
        email: find(&["email", "emailaddress", "địachỉemail"])
            .ok_or_else(|| missing("email", "email"))?,
        language: find(&["language", "lang", "ngônngữ"]),
        basis: find(&["consentbasis", "basis", "cơsởđồngý"])
            .ok_or_else(|| missing("consent_basis", "consent_basis"))?,
        date: find(&["consentdate", "date", "ngàyđồngý"])
            .ok_or_else(|| missing("consent_date", "consent_date"))?,
    })
}

/// Reads a consent date: `YYYY-MM-DD`, not after `today`.
fn date(text: &str, today: chrono::NaiveDate) -> Option<String> {
    let day = chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").ok()?;
    (day <= today && text.trim().len() == 10).then(|| day.format("%Y-%m-%d").to_string())
}

/// The refusal of a line the CSV reader cannot read, in Vietnamese and English.
const UNREADABLE_LINE: (&str, &str) = (
    "Dòng không đọc được (dấu ngoặc kép không khớp?).",
    "The line cannot be read (unbalanced quotes?).",
);

fn too_many_lines(lang: Language) -> String {
    lang.pick(
        "Tệp có quá nhiều dòng: tối đa 20.000 địa chỉ mỗi lần nhập.",
        "The file has too many lines: at most 20,000 addresses per import.",
    )
    .to_owned()
}

/// The file's reader, past its header row, and where its columns are.
fn open(text: &str, lang: Language) -> Result<(csv::Reader<&[u8]>, Columns), String> {
    if text.len() > MAX_BYTES {
        return Err(lang
            .pick(
                "Tệp quá lớn: tối đa 1 MB (khoảng 20.000 dòng). Hãy chia thành nhiều tệp.",
                "The file is too large: at most 1 MB (about 20,000 lines). Split it into several files.",
            )
            .to_owned());
    }
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let Ok(header) = reader.headers() else {
        return Err(lang
            .pick(
                "Không đọc được dòng tiêu đề của tệp CSV.",
                "The CSV file's header row cannot be read.",
            )
            .to_owned());
    };
    let cols = columns(header, lang)?;
    Ok((reader, cols))
}

/// One line's address, language, consent basis and date; or why it is refused, in
/// Vietnamese and English.
fn line_values<'r>(
    record: &'r csv::StringRecord,
    cols: &Columns,
    today: chrono::NaiveDate,
) -> Result<(&'r str, Language, &'r str, String), (String, String)> {
    let cell = |i: usize| record.get(i).unwrap_or("");
    let email = cell(cols.email);
    if !is_valid_email(email) || email.len() > 254 {
        return Err((
            format!("\"{}\" không phải là địa chỉ email hợp lệ.", one(email)),
            format!("\"{}\" is not a valid e-mail address.", one(email)),
        ));
    }
    let language = match cols
        .language
        .map(cell)
        .unwrap_or("")
        .to_lowercase()
        .as_str()
    {
        "" | "vi" | "vie" | "tiếng việt" | "vietnamese" => Language::Vi,
        "en" | "eng" | "english" | "tiếng anh" => Language::En,
        other => {
            return Err((
                format!("Ngôn ngữ \"{}\" không hợp lệ: dùng vi hoặc en.", one(other)),
                format!(
                    "The language \"{}\" is not valid: use vi or en.",
                    one(other)
                ),
            ));
        }
    };
    let basis = cell(cols.basis);
    if basis.is_empty() || basis.chars().count() > 200 || !is_one_line(basis) {
        return Err((
            "Thiếu cơ sở đồng ý (consent_basis), hoặc dài quá 200 ký tự.".into(),
            "The consent basis (consent_basis) is missing or longer than 200 characters.".into(),
        ));
    }
    let Some(date) = date(cell(cols.date), today) else {
        return Err((
            format!(
                "Ngày đồng ý \"{}\" không hợp lệ: dùng dạng YYYY-MM-DD, không sau hôm nay.",
                one(cell(cols.date))
            ),
            format!(
                "The consent date \"{}\" is not valid: use YYYY-MM-DD, not after today.",
                one(cell(cols.date))
            ),
        ));
    };
    Ok((email, language, basis, date))
}

/// Reads the file and checks every line against the list; stores nothing.
fn read(
    conn: &Connection,
    text: &str,
    lang: Language,
    today: chrono::NaiveDate,
) -> anyhow::Result<Result<Lines, String>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (mut reader, cols) = match open(text, lang) {
        Ok(opened) => opened,
        Err(text) => return Ok(Err(text)),
    };
    let mut seen: HashMap<String, u64> = HashMap::new();
    let (mut rows, mut skipped, mut refused) = (Vec::new(), Vec::new(), Vec::new());
    let mut exists = conn.prepare_cached("SELECT 1 FROM subscriptions WHERE email = ?1")?;
    for (index, record) in reader.records().enumerate() {
        if index >= MAX_ROWS {
            return Ok(Err(too_many_lines(lang)));
        }
        let line = record
            .as_ref()
            .ok()
            .and_then(|r| r.position())
            .map_or(index as u64 + 2, |p| line_at(text, p.byte()));
        let mut refuse = |vi: String, en: String| {
            refused.push(ImportLine {
                line,
                reason: match lang {
                    Language::Vi => vi,
                    Language::En => en,
                },
            });
        };
        let Ok(record) = record else {
            let (vi, en) = UNREADABLE_LINE;
            refuse(vi.into(), en.into());
            continue;
        };
        if record.iter().all(str::is_empty) {
            continue;
        }
        let (email, language, basis, date) = match line_values(&record, &cols, today) {
            Ok(values) => values,
            Err((vi, en)) => {
                refuse(vi, en);
                continue;
            }
        };
        let folded = email.to_lowercase();
        if let Some(first) = seen.get(&folded) {
            skipped.push(ImportLine {
                line,
                reason: match lang {
                    Language::Vi => format!("{email}: trùng với dòng {first} của tệp."),
                    Language::En => format!("{email}: repeats line {first} of the file."),
                },
            });
            continue;
        }
        seen.insert(folded, line);
        if exists.query_row([email], |_| Ok(())).optional()?.is_some() {
            skipped.push(ImportLine {
                line,
                reason: match lang {
                    Language::Vi => format!("{email}: đã có trong danh sách."),
                    Language::En => format!("{email}: already on the list."),
                },
            });
            continue;
        }
        rows.push(Row {
            line,
            email: email.to_owned(),
            language,
            basis: basis.to_owned(),
            date,
        });
    }
    Ok(Ok((rows, skipped, refused)))
}

/// The line number (from 1) of the record starting at byte `at`: the reader's own line count
/// lags behind after a CRLF, so it is counted here, past the line breaks before the record.
fn line_at(text: &str, at: u64) -> u64 {
    let bytes = text.as_bytes();
    let mut at = usize::try_from(at).unwrap_or(bytes.len()).min(bytes.len());
    while at < bytes.len() && matches!(bytes[at], b'\r' | b'\n') {
        at += 1;
    }
    bytes[..at].iter().filter(|b| **b == b'\n').count() as u64 + 1
}

/// A cell quoted in a reason: one line, at most 60 characters.
fn one(text: &str) -> String {
    let text = crate::kernel::mail::one_line(text);
    if text.chars().count() > 60 {
        format!("{}…", text.chars().take(60).collect::<String>())
    } else {
        text
    }
}

/// Imports `text` (in the caller's transaction): every line stored, or none when one is
/// refused. `Err` when the file as a whole cannot be read (its text says why, in `lang`).
pub fn import(
    conn: &Connection,
    text: &str,
    lang: Language,
    today: chrono::NaiveDate,
) -> anyhow::Result<Result<ImportReport, String>> {
    let (rows, skipped, refused) = match read(conn, text, lang, today)? {
        Ok(read) => read,
        Err(text) => return Ok(Err(text)),
    };
    let mut imported = 0;
    if refused.is_empty() {
        let mut insert = conn.prepare_cached(
            "INSERT INTO subscriptions (id, email, language, source, unsubscribe_token,
                                        confirmed_at, consent_at, consent_basis)
             VALUES (?1, ?2, ?3, 'import', ?4, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?5, ?6)",
        )?;
        for row in &rows {
            insert
                .execute(params![
                    uuid::Uuid::now_v7().to_string(),
                    row.email,
                    row.language.code(),
                    hex::encode(rand::random::<[u8; 32]>()),
                    row.date,
                    row.basis
                ])
                .map_err(|err| anyhow::anyhow!("line {}: {err}", row.line))?;
            imported += 1;
        }
    }
    let count = |v: &Vec<ImportLine>| v.len() as u64;
    Ok(Ok(ImportReport {
        imported,
        skipped_count: count(&skipped),
        refused_count: count(&refused),
        skipped: skipped.into_iter().take(REPORT_LINES).collect(),
        refused: refused.into_iter().take(REPORT_LINES).collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::line_at;

    #[test]
    fn lines_are_counted_whatever_the_line_breaks() {
        let crlf = "a,b\r\nc,d\r\ne,f\r\n";
        assert_eq!(line_at(crlf, 0), 1);
        assert_eq!(line_at(crlf, 5), 2);
        // A position left on the previous line's break still names the record's own line.
        assert_eq!(line_at(crlf, 4), 2);
        assert_eq!(line_at("a\nb\n\"x\ny\",z\n", 4), 3);
    }
}
