//! The inbox: enquiries with their status, internal notes and notices; the same exports as
//! `tradelane enquiries export`.

use crate::http::schema::Email;
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::MaybeUndefined;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};
use rusqlite::Connection;
use serde::Deserialize;

use crate::enquiries::erasure;
use crate::enquiries::store::{self, Enquiry, ExportedEnquiry, Filter};
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::ApiError;
use crate::http::export::{ExportResponse, FileFormat, streamed};
use crate::http::schema::{Closed, NonEmpty, NotBlank};
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::MailWake;
use crate::notices::outbox::{self, Notice};
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::owners::roles::Role;
use crate::owners::team;
use crate::settings::SiteSettings;

pub struct InboxApi;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Deserialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
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
}

/// The calculator's figures an enquiry was sent with (docs/decisions-spec.md §15).
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
    /// Whether an owner has opened it.
    pub read: bool,
    /// Absent when it was not sent from a calculator.
    #[oai(skip_serializing_if_is_none)]
    pub context: Option<ContextView>,
    /// Absent when the visit's origin is unknown.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<SourceView>,
    /// The address of the team member responsible; absent: nobody yet.
    #[oai(skip_serializing_if_is_none)]
    pub assignee: Option<String>,
    /// The day to follow it up (`YYYY-MM-DD`, the business's time zone); absent: none.
    #[oai(skip_serializing_if_is_none)]
    pub follow_up: Option<String>,
}

impl EnquirySummary {
    fn new(e: Enquiry, assignee: Option<String>) -> Self {
        let (context, source) = (context_of(&e), source_of(&e));
        EnquirySummary {
            context,
            source,
            assignee,
            follow_up: e.follow_up_on,
            id: e.id,
            created_at: e.created_at,
            status: e.status,
            preferred_language: e.preferred_language,
            name: e.name,
            email: e.email,
            company: e.company,
            phone: e.phone,
            message: e.message,
            read: e.read,
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
    /// Whether an owner has opened it (reading it through this endpoint does).
    pub read: bool,
    /// Absent when it was not sent from a calculator.
    #[oai(skip_serializing_if_is_none)]
    pub context: Option<ContextView>,
    /// Absent when the visit's origin is unknown.
    #[oai(skip_serializing_if_is_none)]
    pub source: Option<SourceView>,
    /// The address of the team member responsible; absent: nobody yet.
    #[oai(skip_serializing_if_is_none)]
    pub assignee: Option<String>,
    /// The day to follow it up (`YYYY-MM-DD`, the business's time zone); absent: none.
    #[oai(skip_serializing_if_is_none)]
    pub follow_up: Option<String>,
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

/// The body of `PATCH /api/admin/enquiries/{id}`: at least one field (an empty body is
/// refused: it would change nothing, which is a caller's mistake).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct EnquiryPatch {
    pub status: Option<EnquiryStatus>,
    /// An internal note, not blank, at most 5,000 characters (stored trimmed).
    #[oai(validator(max_length = 5000))]
    pub note: Option<NotBlank>,
    /// `false` marks it unread again (`true`, read, as opening it does).
    pub read: Option<bool>,
    /// The address of the team member who becomes responsible (they are told by e-mail);
    /// an empty text leaves it to nobody.
    #[oai(validator(max_length = 254, pattern = r"^$|^[^\s@]+@[^\s@]+$"))]
    #[serde(default)]
    pub assignee: MaybeUndefined<String>,
    /// The day to follow it up, `YYYY-MM-DD`; an empty text clears it.
    #[oai(
        rename = "followUp",
        validator(pattern = r"^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
    )]
    #[serde(default, rename = "followUp")]
    pub follow_up: MaybeUndefined<String>,
}

/// The inbox's "assigned to" filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum Assigned {
    /// Those assigned to the signed-in account.
    Me,
}

/// The enquiries a bulk action applies to: one page's at most; ids that no longer exist
/// are skipped.
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct BulkStatus {
    #[oai(validator(max_items = 200, max_length = 64))]
    pub ids: Vec<String>,
    pub status: EnquiryStatus,
}

#[derive(Debug, Clone, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct BulkDelete {
    #[oai(validator(max_items = 200, max_length = 64))]
    pub ids: Vec<String>,
}

/// What a bulk action did.
#[derive(Debug, Clone, Object)]
pub struct BulkDone {
    /// How many enquiries it changed or deleted.
    pub count: i64,
}

/// `POST /api/admin/enquiries/erasure`: one person's request to erase their data.
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct ErasureRequest {
    /// The person's e-mail address (any case).
    #[oai(validator(max_length = 254))]
    pub email: Email,
}

/// What an erasure removed.
#[derive(Debug, Clone, Object)]
pub struct ErasureDone {
    pub enquiries: i64,
    pub subscriptions: i64,
}

#[derive(ApiResponse)]
pub enum Deleted {
    /// The enquiry, its notes and its search entry are gone.
    #[oai(status = 204)]
    Done,
}

/// The inbox's filter from its query parameters.
fn filter(
    status: Option<EnquiryStatus>,
    q: Option<String>,
    read: Option<bool>,
    source: Option<String>,
    assignee: Option<i64>,
) -> Filter {
    Filter {
        assignee,
        status: status.map(|s| s.code().to_owned()),
        q: q.unwrap_or_default().trim().to_owned(),
        read,
        source: source
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty()),
    }
}

fn page(
    conn: &Connection,
    filter: &Filter,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<EnquiryPage> {
    let found = store::page(conn, filter, limit, offset)?;
    // One look-up per distinct assignee of this page, not per enquiry.
    let mut ids: Vec<i64> = found.items.iter().filter_map(|e| e.assignee_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let emails = team::emails(conn, &ids)?;
    let email_of = |id: Option<i64>| {
        id.and_then(|id| {
            emails
                .iter()
                .find(|(i, _)| *i == id)
                .map(|(_, e)| e.clone())
        })
    };
    Ok(EnquiryPage {
        items: found
            .items
            .into_iter()
            .map(|e| {
                let assignee = email_of(e.assignee_id);
                EnquirySummary::new(e, assignee)
            })
            .collect(),
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
    let assignee = match e.assignee_id {
        Some(id) => team::emails(conn, &[id])?.pop().map(|(_, email)| email),
        None => None,
    };
    Ok(Some(EnquiryDetail {
        assignee,
        follow_up: e.follow_up_on,
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
        read: e.read,
        notes,
        notices,
    }))
}

/// An assignee that is no active member of the team.
fn text_no_member(lang: Language) -> String {
    lang.pick(
        "Không có thành viên nào đang hoạt động với địa chỉ này trong nhóm.",
        "No active team member has this address.",
    )
    .to_owned()
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
            ("assignee", Language::Vi) => "Người phụ trách (assignee)",
            ("assignee", Language::En) => "Assignee (assignee)",
            ("followUp", Language::Vi) => "Ngày theo dõi (followUp)",
            ("followUp", Language::En) => "Follow-up date (followUp)",
            ("read", Language::Vi) => "Đã đọc (read)",
            ("read", Language::En) => "Read (read)",
            ("ids", Language::Vi) => "Các yêu cầu (ids)",
            ("ids", Language::En) => "Enquiries (ids)",
            ("email", Language::Vi) => "Địa chỉ email (email)",
            ("email", Language::En) => "E-mail address (email)",
            (other, _) => other,
        }
        .to_owned()
    }
}

/// What a PATCH body asks for.
struct Patch {
    status: Option<EnquiryStatus>,
    note: Option<String>,
    read: Option<bool>,
    /// Some(""): nobody.
    assignee: Option<String>,
    /// Some(""): none.
    follow_up: Option<String>,
}

/// The status, note and read mark a PATCH body asks for, or the 400 text.
fn parse_patch(bytes: &[u8], lang: Language) -> Result<Patch, String> {
    let patch = check_body::<NonEmpty<Closed<EnquiryPatch>>>(bytes, &InboxText, lang)?;
    let sent = |field: MaybeUndefined<String>| match field {
        MaybeUndefined::Undefined => None,
        // Sent blank (the checker makes that null): nobody, no day.
        MaybeUndefined::Null => Some(String::new()),
        MaybeUndefined::Value(text) => Some(text.trim().to_owned()),
    };
    Ok(Patch {
        status: patch.status,
        note: patch.note.map(|note| note.0),
        read: patch.read,
        assignee: sent(patch.assignee),
        follow_up: sent(patch.follow_up)
            .map(|day| {
                // The pattern let it through; the calendar decides (no 2025-02-30).
                match day.is_empty() || chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").is_ok()
                {
                    true => Ok(day),
                    false => Err(lang
                        .pick(
                            "Ngày theo dõi không có trên lịch (YYYY-MM-DD).",
                            "The follow-up date is not a real day (YYYY-MM-DD).",
                        )
                        .to_owned()),
                }
            })
            .transpose()?,
    })
}

/// The ids of a bulk body, each once.
fn bulk_ids(mut ids: Vec<String>) -> Vec<String> {
    ids.sort();
    ids.dedup();
    ids
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
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
        #[oai(scope = "Role::Sales")] session: OwnerSession,
        status: Query<Option<EnquiryStatus>>,
        #[oai(validator(max_length = 200))] q: Query<Option<String>>,
        /// `false`: only the unread ones; `true`: only the read ones.
        read: Query<Option<bool>>,
        #[oai(validator(max_length = 253))] source: Query<Option<String>>,
        /// `me`: only those assigned to the signed-in account.
        assigned: Query<Option<Assigned>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<EnquiryPage>, ApiError> {
        let lang = Language::from_request(req);
        let mine = assigned.0.map(|Assigned::Me| session.owner.id);
        let filter = filter(status.0, q.0, read.0, source.0, mine);
        let (limit, offset) = (limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        db::run(pool.0, move |conn| Ok(page(conn, &filter, limit, offset)?))
            .await
            .map(Json)
            .map_err(|err| ApiError::failed(lang, err))
    }

    /// The enquiries the inbox's filter shows (the same parameters), with their notes, as a
    /// file: the same bytes as `tradelane enquiries export` with the same filter. Dates are
    /// local `YYYY-MM-DD HH:MM` in the business's time zone (Settings); the CSV header row is
    /// in the request's language.
    #[oai(
        path = "/admin/enquiries/export",
        method = "get",
        operation_id = "exportEnquiries"
    )]
    async fn export(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Sales")] _session: OwnerSession,
        format: Query<FileFormat>,
        status: Query<Option<EnquiryStatus>>,
        #[oai(validator(max_length = 200))] q: Query<Option<String>>,
        /// `false`: only the unread ones; `true`: only the read ones.
        read: Query<Option<bool>>,
        /// The enquiry's source (`utmSource`, else `referrerHost`), exactly.
        #[oai(validator(max_length = 253))]
        source: Query<Option<String>>,
    ) -> Result<ExportResponse<ExportedEnquiry>, ApiError> {
        let lang = Language::from_request(req);
        let format = format.0;
        let filter = filter(status.0, q.0, read.0, source.0, None);
        let reader = pool.0.clone();
        let body = streamed(move |out| {
            let conn = reader.get()?;
            let zone = SiteSettings::time_zone(&conn)?;
            store::export(&conn, out, format.into(), &filter, zone, lang)
        });
        db::run(pool.0, move |conn| {
            Ok(ExportResponse::new(conn, "enquiries", format, body)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// One enquiry with its notes (oldest first) and its notices; an owner opening it marks
    /// it read.
    #[oai(
        path = "/admin/enquiries/:id",
        method = "get",
        operation_id = "getEnquiry"
    )]
    async fn get(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Sales")] _session: OwnerSession,
        id: Path<String>,
    ) -> Result<Json<EnquiryDetail>, ApiError> {
        let lang = Language::from_request(req);
        let id = id.0;
        db::run(pool.0, move |conn| {
            store::mark_read(conn, &id)?;
            Ok(detail(conn, &id)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?
        .map(Json)
        .ok_or_else(|| ApiError::not_found(lang))
    }

    /// Change the status (e.g. mark spam / not spam), add an internal note (kept with its
    /// author and time), assign it to a team member (told by e-mail) or set a follow-up day.
    #[oai(
        path = "/admin/enquiries/:id",
        method = "patch",
        operation_id = "updateEnquiry"
    )]
    async fn patch(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        mail: Data<&MailWake>,
        #[oai(scope = "Role::Sales")] session: OwnerSession,
        id: Path<String>,
        body: JsonBody<NonEmpty<Closed<EnquiryPatch>>>,
    ) -> Result<Json<EnquiryDetail>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let patch = parse_patch(&bytes, lang).map_err(ApiError::bad_request)?;
        let id = id.0;
        let actor = session.owner.email;
        let done = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(old) = store::status_of(&tx, &id)? else {
                return Ok(Ok(None));
            };
            let Patch {
                status,
                note,
                read,
                assignee,
                follow_up,
            } = patch;
            let assignee = match assignee.as_deref() {
                None => None,
                Some("") => Some(None),
                Some(email) => match team::active_by_email(&tx, email)? {
                    Some(found) => Some(Some(found)),
                    None => return Ok(Err(text_no_member(lang))),
                },
            };
            if let Some(assignee) = &assignee {
                assign(&tx, &id, &actor, assignee.as_ref())?;
            }
            if let Some(day) = &follow_up {
                store::set_follow_up(&tx, &id, Some(day.as_str()).filter(|d| !d.is_empty()))?;
                activity::record(&tx, &actor, "enquiry.follow_up", &format!("{id}: {day}"))?;
            }
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
            if let Some(read) = read {
                store::set_read(&tx, &id, read)?;
            }
            tx.commit()?;
            Ok(Ok(detail(conn, &id)?))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?
        .map_err(ApiError::bad_request)?;
        // The assignee's notice, if one was queued, leaves now rather than at the next poll.
        mail.0.wake();
        done.map(Json).ok_or_else(|| ApiError::not_found(lang))
    }

    /// Delete one enquiry with its notes (it cannot be undone).
    #[oai(
        path = "/admin/enquiries/:id",
        method = "delete",
        operation_id = "deleteEnquiry"
    )]
    async fn delete(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<String>,
    ) -> Result<Deleted, ApiError> {
        let lang = Language::from_request(req);
        let actor = session.owner.email;
        let ids = vec![id.0];
        let deleted = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let deleted = store::delete(&tx, &ids)?;
            if deleted > 0 {
                activity::record(&tx, &actor, "enquiry.delete", &ids[0])?;
            }
            tx.commit()?;
            Ok(deleted)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if deleted > 0 {
            Ok(Deleted::Done)
        } else {
            Err(ApiError::not_found(lang))
        }
    }

    /// Set one status on several enquiries (at most 200); one activity entry.
    #[oai(
        path = "/admin/enquiries/bulk-status",
        method = "post",
        operation_id = "bulkEnquiryStatus"
    )]
    async fn bulk_status(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Sales")] session: OwnerSession,
        body: JsonBody<Closed<BulkStatus>>,
    ) -> Result<Json<BulkDone>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let BulkStatus { ids, status } = check_body::<Closed<BulkStatus>>(&bytes, &InboxText, lang)
            .map_err(ApiError::bad_request)?;
        let ids = bulk_ids(ids);
        let actor = session.owner.email;
        let changed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let changed = store::set_statuses(&tx, &ids, status.code())?;
            if changed > 0 {
                activity::record(
                    &tx,
                    &actor,
                    "enquiry.bulk_status",
                    &format!("{changed} → {}: {}", status.code(), ids.join(", ")),
                )?;
            }
            tx.commit()?;
            Ok(changed)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(BulkDone {
            count: count(changed),
        }))
    }

    /// Delete several enquiries (at most 200) with their notes; one activity entry.
    #[oai(
        path = "/admin/enquiries/bulk-delete",
        method = "post",
        operation_id = "bulkDeleteEnquiries"
    )]
    async fn bulk_delete(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<BulkDelete>>,
    ) -> Result<Json<BulkDone>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let ids = bulk_ids(
            check_body::<Closed<BulkDelete>>(&bytes, &InboxText, lang)
                .map_err(ApiError::bad_request)?
                .ids,
        );
        let actor = session.owner.email;
        let deleted = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let deleted = store::delete(&tx, &ids)?;
            if deleted > 0 {
                activity::record(
                    &tx,
                    &actor,
                    "enquiry.bulk_delete",
                    &format!("{deleted}: {}", ids.join(", ")),
                )?;
            }
            tx.commit()?;
            Ok(deleted)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(BulkDone {
            count: count(deleted),
        }))
    }

    /// Erase one person's data on request (Decree 13/2023): every enquiry sent from the
    /// address, with its notes, and every newsletter subscription of it. The activity list
    /// records the erasure with the address's domain and a hash, never the address.
    #[oai(
        path = "/admin/enquiries/erasure",
        method = "post",
        operation_id = "eraseEnquirer"
    )]
    async fn erase(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<ErasureRequest>>,
    ) -> Result<Json<ErasureDone>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<ErasureRequest>>(&bytes, &InboxText, lang)
            .map_err(ApiError::bad_request)?;
        let email = checked.email.0;
        let actor = session.owner.email;
        let erased = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let erased = erasure::erase(&tx, &actor, &email)?;
            tx.commit()?;
            Ok(erased)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(ErasureDone {
            enquiries: count(erased.enquiries),
            subscriptions: count(erased.subscriptions),
        }))
    }
}

/// Gives enquiry `id` to `assignee` (`None`: to nobody), in the caller's transaction; the
/// new person responsible hears of it by e-mail (not when they took it themself), and the
/// activity names them. Nothing happens when it is already theirs.
fn assign(
    tx: &Connection,
    id: &str,
    actor: &str,
    assignee: Option<&(i64, String, String)>,
) -> rusqlite::Result<()> {
    if !store::set_assignee(tx, id, assignee.map(|a| a.0))? {
        return Ok(());
    }
    let detail = match assignee {
        Some((_, email, language)) => {
            if email != actor {
                outbox::queue_assigned(tx, id, email, language)?;
            }
            format!("{id} → {email}")
        }
        None => format!("{id} → —"),
    };
    activity::record(tx, actor, "enquiry.assign", &detail)
}
