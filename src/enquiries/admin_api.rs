//! The inbox: enquiries with their status, internal notes and notices; the same exports as
//! `tradelane enquiries export`.

use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};
use rusqlite::Connection;

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

/// The calculator's figures an enquiry was sent with (docs/decisions.md §15).
#[derive(Debug, Clone, Object)]
#[oai(rename = "EnquiryContextView", rename_all = "camelCase")]
pub struct ContextView {
    /// The calculator (`freight-calculator`…).
    pub tool: String,
    /// Its link with the inputs: a path on this site.
    pub link: String,
    pub summary: String,
}

/// Where the enquiry's visit came from; a field is absent when unknown.
#[derive(Debug, Clone, Object)]
#[oai(rename = "EnquirySourceView", rename_all = "camelCase")]
pub struct SourceView {
    #[oai(skip_serializing_if_is_none)]
    pub landing_path: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub referrer_host: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub utm_source: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub utm_medium: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub utm_campaign: Option<String>,
}

fn context_of(e: &Enquiry) -> Option<ContextView> {
    Some(ContextView {
        tool: e.context_tool.clone()?,
        link: e.context_link.clone()?,
        summary: e.context_summary.clone()?,
    })
}

fn source_of(e: &Enquiry) -> Option<SourceView> {
    let view = SourceView {
        landing_path: e.landing_path.clone(),
        referrer_host: e.referrer_host.clone(),
        utm_source: e.utm_source.clone(),
        utm_medium: e.utm_medium.clone(),
        utm_campaign: e.utm_campaign.clone(),
    };
    let known = view.landing_path.is_some()
        || view.referrer_host.is_some()
        || view.utm_source.is_some()
        || view.utm_medium.is_some()
        || view.utm_campaign.is_some();
    known.then_some(view)
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
    /// Absent when it was not sent from a calculator.
    #[oai(skip_serializing_if_is_none)]
    pub context: Option<ContextView>,
    /// Absent when the visit's origin is unknown.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<SourceView>,
}

impl From<Enquiry> for EnquirySummary {
    fn from(e: Enquiry) -> Self {
        let (context, source) = (context_of(&e), source_of(&e));
        EnquirySummary {
            context,
            source,
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
    /// Absent when it was not sent from a calculator.
    #[oai(skip_serializing_if_is_none)]
    pub context: Option<ContextView>,
    /// Absent when the visit's origin is unknown.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<SourceView>,
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

fn page(
    conn: &Connection,
    filter: store::Filter<'_>,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<EnquiryPage> {
    let found = store::page(conn, filter, limit, offset)?;
    Ok(EnquiryPage {
        items: found.items.into_iter().map(EnquirySummary::from).collect(),
        total: found.total,
        new_count: found.new_count,
    })
}

fn detail(conn: &Connection, id: &str) -> rusqlite::Result<Option<EnquiryDetail>> {
    let Some(e) = store::find(conn, id)? else {
        return Ok(None);
    };
    let notes = store::notes(conn, id)?
        .into_iter()
        .map(|n| Note {
            id: n.id,
            author: n.author,
            text: n.text,
            created_at: n.created_at,
        })
        .collect();
    let notices = outbox::list(conn, Some(id), 100)?;
    let (context, source) = (context_of(&e), source_of(&e));
    Ok(Some(EnquiryDetail {
        context,
        source,
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
    /// Enquiries, newest first, filtered by status, by words in the name, company,
    /// e-mail or message (any case, with or without diacritics; each word may be the
    /// start of one) and by source (the enquiry's `utmSource`, else its `referrerHost`,
    /// exactly).
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
        #[oai(validator(max_length = 253))] source: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<EnquiryPage>, ApiError> {
        let lang = Language::from_request(req);
        let q = q.0.unwrap_or_default().trim().to_owned();
        let (limit, offset) = (limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        let status = status.0;
        let source = source
            .0
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty());
        db::run(pool.0, move |conn| {
            let filter = store::Filter {
                status: status.map(EnquiryStatus::code),
                q: &q,
                source: source.as_deref(),
            };
            Ok(page(conn, filter, limit, offset)?)
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
            let Some(old) = store::status_of(&tx, &id)? else {
                return Ok(None);
            };
            if let Some(status) = status
                && status.code() != old
            {
                store::set_status(&tx, &id, status.code())?;
                activity::record(
                    &tx,
                    &actor,
                    "enquiry.status",
                    &format!("{id}: {old} → {}", status.code()),
                )?;
            }
            if let Some(note) = &note {
                store::add_note(&tx, &id, &actor, note)?;
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
