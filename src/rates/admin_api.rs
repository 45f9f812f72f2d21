//! The Rates screen's endpoints (docs/decisions-spec.md §24): the draft (`If-Match`), its
//! import from a spreadsheet and export, publishing, the versions and restoring one as the
//! draft, withdrawing the card. Owner-only: every call needs the owner's session.

use std::sync::Arc;

use chrono::{TimeZone, Utc};
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};
use rusqlite::Connection;

use super::card::{self, LineError, RateCard};
use super::expiry::{ExpiryWarning, warning};
use super::file::RateFile;
use super::import::{self, Kind, Refusal, Rows};
use super::store::{self, VersionInfo};
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::{ApiError, ErrorBody, failed_body};
use crate::http::schema::Closed;
use crate::http::version::{self, IfMatch, Precondition, StaleBody};
use crate::kernel::changes::Changes;
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;

/// The draft as JSON: 20,000 lanes of the longest usual row, with room to spare.
const MAX_DRAFT_BYTES: usize = 12 * 1024 * 1024;

/// The version the site shows.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PublishedInfo {
    pub version: i64,
    pub published_at: String,
}

/// The draft, what the site shows, and the expiry warning.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct RatesDraft {
    pub card: RateCard,
    /// The version the draft was restored from, if it was.
    #[oai(skip_serializing_if_is_none)]
    pub based_on: Option<i64>,
    /// When and by whom the draft was last saved (RFC 3339, UTC); absent before the first save.
    #[oai(skip_serializing_if_is_none)]
    pub updated_at: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub updated_by: Option<String>,
    /// Absent when the site shows no card (the calculators say "indicative").
    #[oai(skip_serializing_if_is_none)]
    pub published: Option<PublishedInfo>,
    pub warning: ExpiryWarning,
}

#[derive(ApiResponse)]
pub enum DraftAnswer {
    /// The draft, with its version in `ETag` (send it back as `If-Match` to save).
    #[oai(status = 200)]
    Ok(Json<RatesDraft>, #[oai(header = "ETag")] String),
}

/// The refusals of a draft save, each `{"error"}` in the owner's language.
#[derive(ApiResponse, Debug)]
pub enum DraftError {
    /// A row is invalid; the text names the list and the row.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// Another save came first: who made it, and when.
    #[oai(status = 412)]
    PreconditionFailed(Json<StaleBody>),
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// A save without `If-Match`.
    #[oai(status = 428)]
    PreconditionRequired(Json<ErrorBody>),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(DraftError);

/// What an import did.
#[derive(Debug, Clone, Object)]
#[oai(rename = "RateImportReport", rename_all = "camelCase")]
pub struct ImportReport {
    pub kind: Kind,
    /// Rows now in the draft's list of that kind (the file's rows replace it whole).
    pub imported: u32,
}

/// A file refused by line: nothing was imported.
#[derive(Debug, Clone, Object)]
#[oai(rename = "RateImportRefusal", rename_all = "camelCase")]
pub struct ImportRefusal {
    /// A summary in the owner's language.
    pub error: String,
    /// Each refused line (the header is line 1) and why; 500 at most.
    pub lines: Vec<LineError>,
    /// How many refusals there are in all.
    pub count: u32,
}

#[derive(ApiResponse, Debug)]
pub enum ImportAnswer {
    #[oai(status = 200)]
    Ok(Json<ImportReport>),
    /// The file as a whole is refused (not CSV/XLSX, wrong columns, too many lines).
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// Larger than 8 MB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// Not `text/csv` nor the XLSX type.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Lines are refused, each named: nothing was imported.
    #[oai(status = 422)]
    Refused(Json<ImportRefusal>),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(ImportAnswer);

/// A page of the published versions, newest first.
#[derive(Debug, Clone, Object)]
#[oai(rename = "RateVersionPage", rename_all = "camelCase")]
pub struct VersionPage {
    pub items: Vec<VersionInfo>,
    pub total: i64,
}

#[derive(ApiResponse)]
pub enum Done {
    /// The site shows no card now.
    #[oai(status = 204)]
    Done,
}

/// The body's field names.
struct RatesText;

impl Catalogue for RatesText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "usdVnd" => lang.pick("Tỷ giá USD→VND", "USD→VND rate").to_owned(),
            "freight" => lang.pick("Cước vận chuyển", "Freight lanes").to_owned(),
            "demurrage" => lang
                .pick("Phí lưu container", "Demurrage tariffs")
                .to_owned(),
            _ => key.to_owned(),
        }
    }
}

fn stamp(clock: &Clock) -> String {
    Utc.timestamp_opt(clock.now(), 0)
        .single()
        .unwrap_or_default()
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

fn draft_view(conn: &Connection, clock: &Clock) -> rusqlite::Result<(RatesDraft, String)> {
    let draft = store::draft(conn)?;
    let text = serde_json::to_string(&draft.card).expect("a card serialises");
    let tag = version::tag(&[
        text.as_bytes(),
        draft.updated_at.as_deref().unwrap_or_default().as_bytes(),
    ]);
    let published = store::published(conn)?.map(|p| PublishedInfo {
        version: p.version,
        published_at: p.published_at,
    });
    let view = RatesDraft {
        card: draft.card,
        based_on: draft.based_on,
        updated_at: draft.updated_at,
        updated_by: draft.updated_by,
        published,
        warning: warning(conn, clock)?,
    };
    Ok((view, tag))
}

pub struct RatesAdminApi;

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl RatesAdminApi {
    /// The draft rate card, what the site shows, and the lanes expiring within 7 days.
    #[oai(
        path = "/admin/rates/draft",
        method = "get",
        operation_id = "getRatesDraft"
    )]
    async fn draft(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        _session: OwnerSession,
    ) -> Result<DraftAnswer, ApiError> {
        let lang = Language::from_request(req);
        let clock = clock.0.clone();
        let (view, tag) = db::run(pool.0, move |conn| Ok(draft_view(conn, &clock)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(DraftAnswer::Ok(Json(view), tag))
    }

    /// Replace the draft (the whole card), sending in `If-Match` the version it started
    /// from (428 without, 412 when another save came first). The site changes only when
    /// the draft is published.
    #[oai(
        path = "/admin/rates/draft",
        method = "put",
        operation_id = "updateRatesDraft"
    )]
    // Each part the handler uses is its own argument, by design.
    #[allow(clippy::too_many_arguments)]
    async fn put(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        session: OwnerSession,
        body: JsonBody<Closed<RateCard>, MAX_DRAFT_BYTES>,
    ) -> Result<DraftAnswer, DraftError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        check_body::<Closed<RateCard>>(&bytes, &RatesText, lang)
            .map_err(|text| DraftError::BadRequest(ErrorBody::json(text)))?;
        // A draft keeps its cells as typed (a blank carrier is "any", not absent): read
        // from the body as sent, once the check passed, not from the trimmed values.
        let card: RateCard = serde_json::from_slice(&bytes)
            .map_err(|err| DraftError::BadRequest(ErrorBody::json(err.to_string())))?;
        let errors = card::card_errors(&card, lang);
        if !errors.is_empty() {
            let more = errors.len().saturating_sub(20);
            let mut text = errors.into_iter().take(20).collect::<Vec<_>>().join("\n");
            if more > 0 {
                text.push_str(&match lang {
                    Language::Vi => format!("\n… và {more} lỗi khác."),
                    Language::En => format!("\n… and {more} more."),
                });
            }
            return Err(DraftError::BadRequest(ErrorBody::json(text)));
        }
        let if_match = IfMatch::from_request(req);
        let clock = clock.0.clone();
        let actor = session.owner.email;
        let answer = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let draft = store::draft(&tx)?;
            let (_, tag) = draft_view(&tx, &clock)?;
            match if_match.check(&tag) {
                Precondition::Current => {}
                Precondition::Missing => {
                    return Ok(Err(DraftError::PreconditionRequired(ErrorBody::json(
                        version::missing_text(lang),
                    ))));
                }
                Precondition::Stale => {
                    let zone = crate::settings::SiteSettings::time_zone(&tx)?;
                    return Ok(Err(DraftError::PreconditionFailed(version::stale(
                        lang,
                        draft.updated_by,
                        draft.updated_at,
                        zone,
                    ))));
                }
            }
            store::save_draft(&tx, &card, draft.based_on, &stamp(&clock), &actor)?;
            activity::record(&tx, &actor, "rates.draft", &card.freight.len().to_string())?;
            let view = draft_view(&tx, &clock)?;
            tx.commit()?;
            Ok(Ok(view))
        })
        .await
        .map_err(|err| DraftError::Failed(failed_body(lang, err)))??;
        Ok(DraftAnswer::Ok(Json(answer.0), answer.1))
    }

    /// Import a rate sheet into the draft: `kind=freight` or `demurrage`, the body the file
    /// (`text/csv`, UTF-8, or XLSX, its first sheet; line 1 the columns). All or nothing:
    /// with any line refused (each reported by line, 422) nothing changes; else the file's
    /// rows replace the draft's list of that kind.
    #[oai(
        path = "/admin/rates/import",
        method = "post",
        operation_id = "importRates"
    )]
    async fn import(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        session: OwnerSession,
        kind: Query<Kind>,
        file: RateFile,
    ) -> Result<ImportAnswer, ImportAnswer> {
        let lang = Language::from_request(req);
        let kind = kind.0;
        let (bytes, xlsx) = file.read(lang)?;
        // Reading 20,000 lines takes a while: off the async threads.
        let rows = tokio::task::spawn_blocking(move || import::read(&bytes, xlsx, kind, lang))
            .await
            .map_err(|err| ImportAnswer::Failed(failed_body(lang, err)))?;
        let rows = match rows {
            Ok(rows) => rows,
            Err(Refusal::File(text)) => {
                return Err(ImportAnswer::BadRequest(ErrorBody::json(text)));
            }
            Err(Refusal::Lines(lines)) => {
                let count = lines.len() as u32;
                let error = match lang {
                    Language::Vi => format!(
                        "Chưa nhập gì: {count} lỗi trong tệp. Hãy sửa các dòng được nêu rồi nhập lại cả tệp."
                    ),
                    Language::En => format!(
                        "Nothing was imported: {count} problems in the file. Correct the lines listed and import the whole file again."
                    ),
                };
                return Err(ImportAnswer::Refused(Json(ImportRefusal {
                    error,
                    lines: lines.into_iter().take(500).collect(),
                    count,
                })));
            }
        };
        let clock = clock.0.clone();
        let actor = session.owner.email;
        let imported = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let mut draft = store::draft(&tx)?;
            let imported = match rows {
                Rows::Freight(lanes) => {
                    let n = lanes.len();
                    draft.card.freight = lanes;
                    n
                }
                Rows::Demurrage(tariffs) => {
                    let n = tariffs.len();
                    draft.card.demurrage = tariffs;
                    n
                }
            };
            store::save_draft(&tx, &draft.card, draft.based_on, &stamp(&clock), &actor)?;
            let what = match kind {
                Kind::Freight => "freight",
                Kind::Demurrage => "demurrage",
            };
            activity::record(&tx, &actor, "rates.import", &format!("{what} {imported}"))?;
            tx.commit()?;
            Ok(imported)
        })
        .await
        .map_err(|err| ImportAnswer::Failed(failed_body(lang, err)))?;
        Ok(ImportAnswer::Ok(Json(ImportReport {
            kind,
            imported: imported as u32,
        })))
    }

    /// The draft's rows of `kind` as CSV, in the import's columns (it imports back as it is).
    #[oai(
        path = "/admin/rates/export",
        method = "get",
        operation_id = "exportRates"
    )]
    async fn export(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        kind: Query<Kind>,
    ) -> Result<Attachment<Vec<u8>>, ApiError> {
        let lang = Language::from_request(req);
        let kind = kind.0;
        let draft = db::run(pool.0, |conn| Ok(store::draft(conn)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        let name = match kind {
            Kind::Freight => "rates-freight.csv",
            Kind::Demurrage => "rates-demurrage.csv",
        };
        Ok(Attachment::new(import::export(&draft.card, kind))
            .attachment_type(AttachmentType::Attachment)
            .filename(name))
    }

    /// Publish the draft as a new version: the calculators use it from their next load
    /// (through a CDN, within a minute).
    #[oai(
        path = "/admin/rates/draft/publish",
        method = "post",
        operation_id = "publishRates"
    )]
    async fn publish(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        clock: Data<&Clock>,
        session: OwnerSession,
    ) -> Result<Json<PublishedInfo>, ApiError> {
        let lang = Language::from_request(req);
        let clock = clock.0.clone();
        let changes = changes.0.clone();
        let actor = session.owner.email;
        let at = stamp(&clock);
        let version = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let version = store::publish(&tx, &at, &actor)?;
            activity::record(&tx, &actor, "rates.publish", &version.to_string())?;
            tx.commit()?;
            // `GET /api/rates` answers the new card before this answer leaves.
            changes.committed(conn)?;
            Ok(PublishedInfo {
                version,
                published_at: at,
            })
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(version))
    }

    /// Take the card off the site: the calculators use their indicative rates again (the
    /// versions are kept; publishing brings a card back). 404 when none is shown.
    #[oai(
        path = "/admin/rates/withdraw",
        method = "post",
        operation_id = "withdrawRates"
    )]
    async fn withdraw(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        clock: Data<&Clock>,
        session: OwnerSession,
    ) -> Result<Done, ApiError> {
        let lang = Language::from_request(req);
        let at = stamp(clock.0);
        let changes = changes.0.clone();
        let actor = session.owner.email;
        let withdrawn = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let withdrawn = store::withdraw(&tx, &at, &actor)?;
            if withdrawn {
                activity::record(&tx, &actor, "rates.withdraw", "")?;
            }
            tx.commit()?;
            changes.committed(conn)?;
            Ok(withdrawn)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if withdrawn {
            Ok(Done::Done)
        } else {
            Err(ApiError::not_found(lang))
        }
    }

    /// The published versions, newest first, with who published each and when.
    #[oai(
        path = "/admin/rates/versions",
        method = "get",
        operation_id = "listRateVersions"
    )]
    async fn versions(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        #[oai(
            default = "default_limit",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        limit: Query<i64>,
        #[oai(default, validator(minimum(value = "0")))] offset: Query<i64>,
    ) -> Result<Json<VersionPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = (limit.0, offset.0);
        let (items, total) = db::run(pool.0, move |conn| {
            Ok(store::versions(conn, limit, offset)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(VersionPage { items, total }))
    }

    /// Make a published version the draft again (the site is unchanged until it is
    /// published). 404 when there is no such version.
    #[oai(
        path = "/admin/rates/versions/:version/restore",
        method = "post",
        operation_id = "restoreRateVersion"
    )]
    async fn restore(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        session: OwnerSession,
        version: Path<i64>,
    ) -> Result<DraftAnswer, ApiError> {
        let lang = Language::from_request(req);
        let version = version.0;
        let clock = clock.0.clone();
        let actor = session.owner.email;
        let restored = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(card) = store::version_card(&tx, version)? else {
                return Ok(None);
            };
            store::save_draft(&tx, &card, Some(version), &stamp(&clock), &actor)?;
            activity::record(&tx, &actor, "rates.restore", &version.to_string())?;
            let view = draft_view(&tx, &clock)?;
            tx.commit()?;
            Ok(Some(view))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match restored {
            Some((view, tag)) => Ok(DraftAnswer::Ok(Json(view), tag)),
            None => Err(ApiError::not_found(lang)),
        }
    }
}

fn default_limit() -> i64 {
    20
}
