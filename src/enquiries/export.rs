//! The enquiries' exports (docs/decisions-spec.md §15, §23): every field and the notes, dates
//! local to the business, the CSV's words in the reader's language.

use std::io::{self, Write};

use chrono_tz::Tz;
use rusqlite::{Connection, params_from_iter};
use serde::Serialize;

use super::store::{Enquiry, Filter, SELECTED, row};
use crate::kernel::clock::local_minute;
use crate::kernel::export::{self, ExportFormat, ExportRow};
use crate::kernel::language::Language;
use crate::kernel::words;

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
