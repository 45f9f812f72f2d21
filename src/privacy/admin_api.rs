//! The console's Personal data screen (docs/decisions-spec.md §27): the requests queue with
//! its deadlines and answers, the consent statement, the deadlines and retention settings,
//! and the breach register. Owner-only.

use std::sync::Arc;

use chrono::NaiveDate;
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};
use serde::Deserialize;

use super::{Breach, BreachText, PersonalDataSettings, Refusal, RequestItem};
use crate::http::body::JsonBody;
use crate::http::check::{Body, Catalogue, check_body, not_valid};
use crate::http::error::ApiError;
use crate::http::schema::{Closed, NotBlank};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::notices::outbox::Outbox;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::settings::consent::{self, ConsentStatement};

pub struct PersonalDataAdminApi;

/// Which requests to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum RequestFilter {
    /// Not done yet.
    Open,
    Done,
}

#[derive(Debug, Object)]
pub struct RequestPage {
    /// Newest first.
    pub items: Vec<RequestItem>,
    pub total: i64,
}

#[derive(Debug, Object, Deserialize)]
pub struct AnswerInput {
    /// Words to the person, sent with the answer; required for a correction (say what was
    /// corrected). At most 5,000 characters.
    #[oai(validator(max_length = 5000))]
    pub note: Option<String>,
}

#[derive(Debug, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ConsentInput {
    /// The statement in Vietnamese, at most 2,000 characters.
    #[oai(validator(max_length = 2000))]
    pub text_vi: NotBlank,
    /// The statement in English, at most 2,000 characters.
    #[oai(validator(max_length = 2000))]
    pub text_en: NotBlank,
}

#[derive(Debug, Object)]
pub struct ConsentHistory {
    /// Every version, newest (the one shown now) first.
    pub items: Vec<ConsentStatement>,
}

#[derive(Debug, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct BreachInput {
    /// What happened, at most 5,000 characters.
    #[oai(validator(max_length = 5000))]
    pub what: NotBlank,
    /// When it was found, `YYYY-MM-DD`.
    #[oai(validator(pattern = r"^\d{4}-\d{2}-\d{2}$"))]
    pub found_at: String,
    /// Whom it concerns: which people, which data (at most 5,000 characters).
    #[oai(validator(max_length = 5000))]
    pub concerns: NotBlank,
    /// When it was reported to the authority, `YYYY-MM-DD`; absent or null: not yet.
    #[oai(nullable, validator(pattern = r"^\d{4}-\d{2}-\d{2}$"))]
    pub reported_at: Option<String>,
}

#[derive(Debug, Object)]
pub struct BreachPage {
    /// Latest found first.
    pub items: Vec<Breach>,
    pub total: i64,
}

/// The names of the screen's fields.
pub struct PersonalDataAdminText;

impl Catalogue for PersonalDataAdminText {
    fn label(&self, key: &str, lang: Language) -> String {
        match (key, lang) {
            ("note", Language::Vi) => "Lời nhắn gửi người yêu cầu (note)",
            ("note", Language::En) => "Words to the person (note)",
            ("textVi", Language::Vi) => "Lời đồng ý tiếng Việt",
            ("textVi", Language::En) => "The statement in Vietnamese",
            ("textEn", Language::Vi) => "Lời đồng ý tiếng Anh",
            ("textEn", Language::En) => "The statement in English",
            ("what", Language::Vi) => "Sự việc",
            ("what", Language::En) => "What happened",
            ("foundAt", Language::Vi) => "Ngày phát hiện",
            ("foundAt", Language::En) => "Found on",
            ("concerns", Language::Vi) => "Người và dữ liệu bị ảnh hưởng",
            ("concerns", Language::En) => "Whom it concerns",
            ("reportedAt", Language::Vi) => "Ngày báo cáo cơ quan chức năng",
            ("reportedAt", Language::En) => "Reported to the authority on",
            ("acknowledgeWorkingDays", Language::Vi) => "Số ngày làm việc để xác nhận đã nhận",
            ("acknowledgeWorkingDays", Language::En) => "Working days to acknowledge",
            ("completeDays", Language::Vi) => "Số ngày để hoàn tất",
            ("completeDays", Language::En) => "Days to complete",
            ("retention", Language::Vi) => "Tự động xóa dữ liệu cũ",
            ("retention", Language::En) => "Erase old data automatically",
            ("enquiryMonths", Language::Vi) => "Số tháng lưu yêu cầu liên hệ",
            ("enquiryMonths", Language::En) => "Months to keep enquiries",
            ("subscriberMonths", Language::Vi) => "Số tháng lưu địa chỉ bị trả lại",
            ("subscriberMonths", Language::En) => "Months to keep bounced subscribers",
            (other, _) => other,
        }
        .to_owned()
    }

    /// A number the schema lets through that no `u32` holds (negative, a fraction).
    fn unreadable(&self, key: &str, name: &str, lang: Language) -> String {
        match range_of(key) {
            Some(range) => out_of_range(name, range, lang),
            None => not_valid(name, lang),
        }
    }

    fn pattern(&self, _pattern: &str, name: &str, lang: Language) -> Option<String> {
        Some(match lang {
            Language::Vi => format!("{name} phải là một ngày dạng YYYY-MM-DD."),
            Language::En => format!("{name} must be a date written YYYY-MM-DD."),
        })
    }
}

fn checked<T: Body>(body: JsonBody<Closed<T>>, lang: Language) -> Result<T::Read, ApiError> {
    let bytes = body.bytes(lang)?;
    check_body::<Closed<T>>(&bytes, &PersonalDataAdminText, lang).map_err(ApiError::bad_request)
}

/// The whole numbers a setting takes.
fn range_of(key: &str) -> Option<(u32, u32)> {
    match key {
        "acknowledgeWorkingDays" => Some((1, 30)),
        "completeDays" => Some((1, 90)),
        "enquiryMonths" | "subscriberMonths" => Some((1, 240)),
        _ => None,
    }
}

/// The refusal of a number outside its setting's range.
fn out_of_range(name: &str, (min, max): (u32, u32), lang: Language) -> String {
    match lang {
        Language::Vi => format!("{name} phải là số nguyên từ {min} đến {max}."),
        Language::En => format!("{name} must be a whole number from {min} to {max}."),
    }
}

/// `settings` with every number inside its range, or the refusal naming the first that is not.
fn bounded(
    settings: PersonalDataSettings,
    lang: Language,
) -> Result<PersonalDataSettings, ApiError> {
    for (key, value) in [
        ("acknowledgeWorkingDays", settings.acknowledge_working_days),
        ("completeDays", settings.complete_days),
        ("enquiryMonths", settings.enquiry_months),
        ("subscriberMonths", settings.subscriber_months),
    ] {
        if let Some(range) = range_of(key)
            && !(range.0..=range.1).contains(&value)
        {
            let name = PersonalDataAdminText.label(key, lang);
            return Err(ApiError::bad_request(out_of_range(&name, range, lang)));
        }
    }
    Ok(settings)
}

/// A real calendar date (the pattern lets 2026-02-30 through).
fn date(text: &str, key: &str, lang: Language) -> Result<String, ApiError> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(|d| d.format("%Y-%m-%d").to_string())
        .map_err(|_| {
            let name = PersonalDataAdminText.label(key, lang);
            ApiError::bad_request(match lang {
                Language::Vi => format!("{name} không phải một ngày có thật."),
                Language::En => format!("{name} is not a real date."),
            })
        })
}

fn breach_text(input: BreachInput, lang: Language) -> Result<BreachText, ApiError> {
    Ok(BreachText {
        what: input.what.0.trim().to_owned(),
        found_at: date(&input.found_at, "foundAt", lang)?,
        concerns: input.concerns.0.trim().to_owned(),
        reported_at: input
            .reported_at
            .map(|d| date(&d, "reportedAt", lang))
            .transpose()?,
    })
}

fn page_bounds(limit: Option<i64>, offset: Option<i64>) -> (i64, i64) {
    (limit.unwrap_or(50), offset.unwrap_or(0))
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl PersonalDataAdminApi {
    /// The personal data requests whose address was confirmed, newest first, with their
    /// deadlines (`acknowledgeBy`, `dueAt`) and whether one has passed.
    #[oai(
        path = "/admin/personal-data/requests",
        method = "get",
        operation_id = "listPersonalDataRequests"
    )]
    #[allow(clippy::too_many_arguments)] // the request data a poem handler takes
    async fn requests(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        _session: OwnerSession,
        state: Query<Option<RequestFilter>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<RequestPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = page_bounds(limit.0, offset.0);
        let open = state.0.map(|s| s == RequestFilter::Open);
        let now = clock.0.now();
        db::run(pool.0, move |conn| {
            Ok(super::list(conn, open, limit, offset, now)?)
        })
        .await
        .map(|(items, total)| Json(RequestPage { items, total }))
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Tell the queue a request is acknowledged (the person was told it is being handled).
    #[oai(
        path = "/admin/personal-data/requests/:id/acknowledge",
        method = "post",
        operation_id = "acknowledgePersonalDataRequest"
    )]
    async fn acknowledge(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        session: OwnerSession,
        id: Path<String>,
    ) -> Result<Json<RequestItem>, ApiError> {
        let lang = Language::from_request(req);
        let now = clock.0.now();
        let actor = session.owner.email;
        let found = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            super::acknowledge(&tx, &id.0, &actor, now)?;
            let item = super::find(&tx, &id.0, now)?;
            tx.commit()?;
            Ok(item)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        found.map(Json).ok_or_else(|| ApiError::not_found(lang))
    }

    /// Answer a request: access sends the person a JSON file of everything held about the
    /// address; erase removes the address from every table and search index; withdraw ends
    /// its subscriptions; correct tells the person what was corrected (`note` required).
    #[oai(
        path = "/admin/personal-data/requests/:id/answer",
        method = "post",
        operation_id = "answerPersonalDataRequest"
    )]
    #[allow(clippy::too_many_arguments)] // the request data a poem handler takes
    async fn answer(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        outbox: Data<&Arc<Outbox>>,
        session: OwnerSession,
        id: Path<String>,
        body: JsonBody<Closed<AnswerInput>>,
    ) -> Result<Json<RequestItem>, ApiError> {
        let lang = Language::from_request(req);
        let note = checked(body, lang)?
            .note
            .map(|n| n.trim().to_owned())
            .filter(|n| !n.is_empty());
        let now = clock.0.now();
        let actor = session.owner.email;
        let done = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let kind = super::find(&tx, &id.0, now)?.map(|r| r.kind);
            if kind.as_deref() == Some("correct") && note.is_none() {
                return Ok(Err(Some(lang.pick(
                    "Hãy ghi rõ những gì đã được sửa (note): lời nhắn này được gửi cho người yêu cầu.",
                    "Say what was corrected (note): it is sent to the person.",
                ))));
            }
            match super::answer(&tx, &id.0, &actor, note.as_deref(), now)? {
                Ok(()) => {}
                Err(Refusal::NotFound) => return Ok(Err(None)),
                Err(Refusal::AlreadyDone) => {
                    return Ok(Err(Some(lang.pick(
                        "Yêu cầu này đã được trả lời.",
                        "This request has already been answered.",
                    ))));
                }
            }
            let item = super::find(&tx, &id.0, now)?;
            tx.commit()?;
            Ok(Ok(item))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match done {
            Ok(Some(item)) => {
                outbox.0.wake();
                Ok(Json(item))
            }
            Ok(None) | Err(None) => Err(ApiError::not_found(lang)),
            Err(Some(text)) => Err(ApiError::bad_request(text)),
        }
    }

    /// Every version of the consent statement, the one shown now first.
    #[oai(
        path = "/admin/personal-data/consent",
        method = "get",
        operation_id = "listConsentStatements"
    )]
    async fn consent(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<Json<ConsentHistory>, ApiError> {
        let lang = Language::from_request(req);
        db::run(pool.0, |conn| Ok(consent::history(conn)?))
            .await
            .map(|items| Json(ConsentHistory { items }))
            .map_err(|err| ApiError::failed(lang, err))
    }

    /// New words for the consent statement: a new version (earlier ones stay, each enquiry
    /// and subscription keeps the one it agreed to). The same words again change nothing.
    #[oai(
        path = "/admin/personal-data/consent",
        method = "put",
        operation_id = "setConsentStatement"
    )]
    async fn set_consent(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<ConsentInput>>,
    ) -> Result<Json<ConsentStatement>, ApiError> {
        let lang = Language::from_request(req);
        let input = checked(body, lang)?;
        let (vi, en) = (
            input.text_vi.0.trim().to_owned(),
            input.text_en.0.trim().to_owned(),
        );
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let current = consent::current(&tx)?;
            if current.text_vi == vi && current.text_en == en {
                return Ok(current);
            }
            let new = consent::publish(&tx, &vi, &en, &actor)?;
            activity::record(&tx, &actor, "privacy.consent", &new.version.to_string())?;
            tx.commit()?;
            Ok(new)
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// The deadlines and the retention, as the business set them with its counsel.
    #[oai(
        path = "/admin/personal-data/settings",
        method = "get",
        operation_id = "getPersonalDataSettings"
    )]
    async fn settings(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<Json<PersonalDataSettings>, ApiError> {
        let lang = Language::from_request(req);
        db::run(pool.0, |conn| Ok(PersonalDataSettings::load(conn)?))
            .await
            .map(Json)
            .map_err(|err| ApiError::failed(lang, err))
    }

    /// Change the deadlines (new ones apply to requests confirmed from now) and the
    /// retention.
    #[oai(
        path = "/admin/personal-data/settings",
        method = "put",
        operation_id = "setPersonalDataSettings"
    )]
    async fn set_settings(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<PersonalDataSettings>>,
    ) -> Result<Json<PersonalDataSettings>, ApiError> {
        let lang = Language::from_request(req);
        let settings = bounded(checked(body, lang)?, lang)?;
        let actor = session.owner.email;
        let saved = settings.clone();
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            saved.save(&tx)?;
            let detail = serde_json::to_string(&saved)?;
            activity::record(&tx, &actor, "privacy.settings", &detail)?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(settings))
    }

    /// The breach register, latest found first.
    #[oai(
        path = "/admin/personal-data/breaches",
        method = "get",
        operation_id = "listBreaches"
    )]
    async fn breaches(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<BreachPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = page_bounds(limit.0, offset.0);
        db::run(pool.0, move |conn| {
            Ok(super::breaches(conn, limit, offset)?)
        })
        .await
        .map(|(items, total)| Json(BreachPage { items, total }))
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Record a breach: what, when it was found, whom it concerns, when it was reported.
    #[oai(
        path = "/admin/personal-data/breaches",
        method = "post",
        operation_id = "addBreach"
    )]
    async fn add_breach(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<BreachInput>>,
    ) -> Result<Json<Breach>, ApiError> {
        let lang = Language::from_request(req);
        let text = breach_text(checked(body, lang)?, lang)?;
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let b = super::add_breach(&tx, &text, &actor)?;
            tx.commit()?;
            Ok(b)
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Change a breach's entry (a report made, a fuller description).
    #[oai(
        path = "/admin/personal-data/breaches/:id",
        method = "put",
        operation_id = "updateBreach"
    )]
    async fn update_breach(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<i64>,
        body: JsonBody<Closed<BreachInput>>,
    ) -> Result<Json<Breach>, ApiError> {
        let lang = Language::from_request(req);
        let text = breach_text(checked(body, lang)?, lang)?;
        let actor = session.owner.email;
        let found = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let b = super::update_breach(&tx, id.0, &text, &actor)?;
            tx.commit()?;
            Ok(b)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        found.map(Json).ok_or_else(|| ApiError::not_found(lang))
    }
}
