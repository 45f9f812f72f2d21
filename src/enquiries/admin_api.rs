//! The inbox: enquiries with their status, internal notes and notices; the same exports as
//! `tradelane enquiries export`.

use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};
use rusqlite::{Connection, OptionalExtension, params};

use crate::enquiries::store::{self, Enquiry};
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::ApiError;
use crate::http::export::{ExportResponse, FileFormat, streamed};
use crate::http::schema::{Closed, NonEmpty, NotBlank};
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::notices::outbox::{self, Notice};
use crate::owners::activity;
use crate::owners::guard::OwnerSession;

pub struct InboxApi;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum EnquiryStatus {
    New,
    Contacted,
    Closed,
    Spam,
}

impl EnquiryStatus {
    pub fn code(self) -> &'static str {
        match self {
            Self::New => "new",
            Self::Contacted => "contacted",
            Self::Closed => "closed",
            Self::Spam => "spam",
        }
    }

    fn parse(code: &str) -> Option<Self> {
        [Self::New, Self::Contacted, Self::Closed, Self::Spam]
            .into_iter()
            .find(|s| s.code() == code)
    }
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EnquirySummary {
    pub id: String,
    pub created_at: String,
    /// `new`, `contacted`, `closed` or `spam`.
    pub status: String,
    pub preferred_language: String,
    pub name: String,
    pub email: String,
    pub company: String,
    #[oai(skip_serializing_if_is_none)]
    pub phone: Option<String>,
    pub message: String,
}

impl From<Enquiry> for EnquirySummary {
    fn from(e: Enquiry) -> Self {
        EnquirySummary {
            id: e.id,
            created_at: e.created_at,
            status: e.status,
            preferred_language: e.preferred_language,
            name: e.name,
            email: e.email,
            company: e.company,
            phone: e.phone,
            message: e.message,
        }
    }
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct Note {
    pub id: i64,
    /// The owner who wrote it.
    pub author: String,
    pub text: String,
    pub created_at: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EnquiryDetail {
    pub id: String,
    pub created_at: String,
    pub status: String,
    pub preferred_language: String,
    pub name: String,
    pub email: String,
    pub company: String,
    #[oai(skip_serializing_if_is_none)]
    pub phone: Option<String>,
    pub message: String,
    /// Oldest first.
    pub notes: Vec<Note>,
    /// The e-mail notices of this enquiry.
    pub notices: Vec<Notice>,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EnquiryPage {
    pub items: Vec<EnquirySummary>,
    /// How many match the filter.
    pub total: i64,
    /// How many have status `new` (whatever the filter).
    pub new_count: i64,
}

/// The body of `PATCH /api/admin/enquiries/{id}`: at least one of the two (an empty body
/// is refused: it would change nothing, which is a caller's mistake).
#[derive(Debug, Clone, Object)]
#[oai(deny_unknown_fields)]
pub struct EnquiryPatch {
    pub status: Option<EnquiryStatus>,
    /// An internal note, not blank, at most 5,000 characters (stored trimmed).
    #[oai(validator(max_length = 5000))]
    pub note: Option<NotBlank>,
}

const COLUMNS: &str =
    "id, created_at, status, preferred_language, name, email, company, phone, message";

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
    })
}

/// The search text as an FTS5 query: each word (letters and digits) a prefix every match
/// must have, quoted so no word is read as an operator. None when it has no word.
fn fts_query(q: &str) -> Option<String> {
    let words: Vec<String> = q
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        // As the index folds it (migrations/0010_cost.sql).
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

fn page(
    conn: &Connection,
    status: Option<EnquiryStatus>,
    q: &str,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<EnquiryPage> {
    let status = status.map(EnquiryStatus::code);
    let new_count = counted(conn, Some("new"))?;
    let order = "ORDER BY created_at DESC, rowid DESC";
    let (items, total) = match fts_query(q) {
        None => {
            let total = counted(conn, status)?;
            let mut stmt = conn.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM contact_submissions WHERE ?1 IS NULL OR status = ?1 {order} LIMIT ?2 OFFSET ?3"
            ))?;
            let items = stmt
                .query_map(params![status, limit, offset], row)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            (items, total)
        }
        Some(query) => {
            // The words are looked up in the FTS index (diacritics folded: `huong` finds
            // `Hương`), never by reading every row.
            let found = "rowid IN (SELECT rowid FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?2)";
            let total = conn
                .prepare_cached(&format!(
                    "SELECT count(*) FROM contact_submissions WHERE (?1 IS NULL OR status = ?1) AND {found}"
                ))?
                .query_row(params![status, query], |r| r.get(0))?;
            let mut stmt = conn.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM contact_submissions WHERE (?1 IS NULL OR status = ?1) AND {found} {order} LIMIT ?3 OFFSET ?4"
            ))?;
            let items = stmt
                .query_map(params![status, query, limit, offset], row)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            (items, total)
        }
    };
    Ok(EnquiryPage {
        items: items.into_iter().map(EnquirySummary::from).collect(),
        total,
        new_count,
    })
}

fn detail(conn: &Connection, id: &str) -> rusqlite::Result<Option<EnquiryDetail>> {
    let Some(e) = conn
        .query_row(
            &format!("SELECT {COLUMNS} FROM contact_submissions WHERE id = ?1"),
            [id],
            row,
        )
        .optional()?
    else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT id, author, text, created_at FROM enquiry_notes WHERE enquiry_id = ?1 ORDER BY id",
    )?;
    let notes = stmt
        .query_map([id], |r| {
            Ok(Note {
                id: r.get(0)?,
                author: r.get(1)?,
                text: r.get(2)?,
                created_at: r.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    let notices = outbox::list(conn, Some(id), 100)?;
    Ok(Some(EnquiryDetail {
        id: e.id,
        created_at: e.created_at,
        status: e.status,
        preferred_language: e.preferred_language,
        name: e.name,
        email: e.email,
        company: e.company,
        phone: e.phone,
        message: e.message,
        notes,
        notices,
    }))
}

/// The names of the inbox's fields.
struct InboxText;

impl Catalogue for InboxText {
    fn label(&self, key: &str, lang: Language) -> String {
        match (key, lang) {
            ("status", Language::Vi) => "Trạng thái (status)",
            ("status", Language::En) => "Status (status)",
            ("note", Language::Vi) => "Ghi chú (note)",
            ("note", Language::En) => "Note (note)",
            (other, _) => other,
        }
        .to_owned()
    }
}

/// The status and note a PATCH body asks for, or the 400 text.
fn parse_patch(
    bytes: &[u8],
    lang: Language,
) -> Result<(Option<EnquiryStatus>, Option<String>), String> {
    let checked = check_body::<NonEmpty<Closed<EnquiryPatch>>>(bytes, &InboxText, lang)?;
    let status = checked.text("status").and_then(EnquiryStatus::parse);
    let note = checked.text("note").map(str::to_owned);
    Ok((status, note))
}

// The list takes one argument per query parameter.
#[allow(clippy::too_many_arguments)]
#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl InboxApi {
    /// Enquiries, newest first, filtered by status and by words in the name, company,
    /// e-mail or message (any case, with or without diacritics; each word may be the
    /// start of one).
    #[oai(
        path = "/admin/enquiries",
        method = "get",
        operation_id = "listEnquiries"
    )]
    async fn list(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        status: Query<Option<EnquiryStatus>>,
        #[oai(validator(max_length = 200))] q: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<EnquiryPage>, ApiError> {
        let lang = Language::from_request(req);
        let q = q.0.unwrap_or_default().trim().to_owned();
        let (limit, offset) = (limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        let status = status.0;
        db::run(pool.0, move |conn| {
            Ok(page(conn, status, &q, limit, offset)?)
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Every enquiry as a file: the same bytes as `tradelane enquiries export`.
    #[oai(
        path = "/admin/enquiries/export",
        method = "get",
        operation_id = "exportEnquiries"
    )]
    async fn export(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        format: Query<FileFormat>,
    ) -> Result<ExportResponse<Enquiry>, ApiError> {
        let lang = Language::from_request(req);
        let format = format.0;
        let reader = pool.0.clone();
        let body = streamed(move |out| {
            let conn = reader.get()?;
            store::export_all(&conn, out, format.into())
        });
        db::run(pool.0, move |conn| {
            Ok(ExportResponse::new(conn, "enquiries", format, body)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// One enquiry with its notes (oldest first) and its notices.
    #[oai(
        path = "/admin/enquiries/:id",
        method = "get",
        operation_id = "getEnquiry"
    )]
    async fn get(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        id: Path<String>,
    ) -> Result<Json<EnquiryDetail>, ApiError> {
        let lang = Language::from_request(req);
        let id = id.0;
        db::run(pool.0, move |conn| Ok(detail(conn, &id)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?
            .map(Json)
            .ok_or_else(|| ApiError::not_found(lang))
    }

    /// Change the status (e.g. mark spam / not spam) and/or add an internal note.
    #[oai(
        path = "/admin/enquiries/:id",
        method = "patch",
        operation_id = "updateEnquiry"
    )]
    async fn patch(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<String>,
        body: JsonBody<NonEmpty<Closed<EnquiryPatch>>>,
    ) -> Result<Json<EnquiryDetail>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let (status, note) = parse_patch(&bytes, lang).map_err(ApiError::bad_request)?;
        let id = id.0;
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = conn.transaction()?;
            let Some(old) = tx
                .query_row(
                    "SELECT status FROM contact_submissions WHERE id = ?1",
                    [&id],
                    |r| r.get::<_, String>(0),
                )
                .optional()?
            else {
                return Ok(None);
            };
            if let Some(status) = status
                && status.code() != old
            {
                tx.execute(
                    "UPDATE contact_submissions SET status = ?2 WHERE id = ?1",
                    params![id, status.code()],
                )?;
                activity::record(
                    &tx,
                    &actor,
                    "enquiry.status",
                    &format!("{id}: {old} → {}", status.code()),
                )?;
            }
            if let Some(note) = &note {
                tx.execute(
                    "INSERT INTO enquiry_notes (enquiry_id, author, text) VALUES (?1, ?2, ?3)",
                    params![id, actor, note],
                )?;
                activity::record(&tx, &actor, "enquiry.note", &id)?;
            }
            tx.commit()?;
            Ok(detail(conn, &id)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?
        .map(Json)
        .ok_or_else(|| ApiError::not_found(lang))
    }
}
