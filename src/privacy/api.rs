//! The public side: the consent statement the forms show, and the "Your personal data"
//! page's request and confirmation (docs/decisions-spec.md §27).

use std::sync::Arc;

use crate::http::schema::Email;
use poem::{Request, web::Data};
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};
use serde::Deserialize;

use super::{NewRequest, RequestKind};
use crate::http::body::{JsonBody, Rejection};
use crate::http::check::{Catalogue, LanguagePeek, check_body, check_body_in, required_text};
use crate::http::error::{ErrorBody, failed_body};
use crate::http::rate_limit::{ContactLimiter, client_of, retry_after_secs};
use crate::http::schema::{NotBlank, PreferredLanguage};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::notices::outbox::Outbox;
use crate::settings::consent::{self, ConsentStatement};

pub struct PersonalDataApi;

/// The requests' rate limit per client address (counted apart from the enquiries');
/// `None` when it is off.
#[derive(Clone)]
pub struct PersonalDataLimit(pub Option<Arc<ContactLimiter>>);

/// The body of `POST /api/personal-data/requests`.
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct PersonalDataRequest {
    /// The address whose data the request is about; the confirmation link goes to it.
    #[oai(validator(max_length = 254))]
    pub email: Email,
    pub kind: RequestKind,
    /// What to correct, or anything else to say (at most 2,000 characters).
    #[oai(validator(max_length = 2000))]
    pub message: Option<String>,
    /// The page's language: the e-mails and the answer are in it (absent: the request's
    /// `Accept-Language`).
    pub language: Option<PreferredLanguage>,
}

#[derive(Debug, Object)]
pub struct Received {
    /// A text for the visitor, in their language.
    pub message: String,
}

#[derive(ApiResponse)]
pub enum CreateResponse {
    /// Received: if the address is real, a confirmation link is on its way to it. The same
    /// answer for every address (it tells nothing about what is held).
    #[oai(status = 202)]
    Accepted(Json<Received>),
    /// A field is missing or invalid.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many from this client; `Retry-After` says how many seconds to wait.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before sending again.
        #[oai(header = "Retry-After")]
        u64,
    ),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(CreateResponse);

#[derive(Debug, Object, Deserialize)]
pub struct ConfirmToken {
    /// The token of the confirmation link (not blank).
    #[oai(validator(max_length = 200))]
    pub token: NotBlank,
}

#[derive(ApiResponse)]
pub enum ConfirmResponse {
    /// Confirmed: the request is received and its deadlines run.
    #[oai(status = 204)]
    Confirmed,
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No request waits for this token (mistyped, or older than 7 days).
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(ConfirmResponse);

#[derive(ApiResponse)]
pub enum ConsentResponse {
    /// The statement the forms show now, in both languages.
    #[oai(status = 200)]
    Current(Json<ConsentStatement>),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

/// The names of the page's fields.
pub struct PersonalDataText;

impl Catalogue for PersonalDataText {
    fn label(&self, key: &str, lang: Language) -> String {
        match (key, lang) {
            ("email", _) => "Email",
            ("kind", Language::Vi) => "Loại yêu cầu (kind)",
            ("kind", Language::En) => "What you ask for (kind)",
            ("message", Language::Vi) => "Nội dung",
            ("message", Language::En) => "Message",
            ("language", Language::Vi) => "Ngôn ngữ (language)",
            ("language", Language::En) => "Language (language)",
            ("token", Language::Vi) => "Mã trong liên kết (token)",
            ("token", Language::En) => "The link's code (token)",
            (other, _) => other,
        }
        .to_owned()
    }

    fn missing(&self, _key: &str, name: &str, lang: Language) -> String {
        required_text(name, lang)
    }
}

fn received(lang: Language) -> Json<Received> {
    Json(Received {
        message: lang
            .pick(
                "Chúng tôi đã nhận yêu cầu. Nếu địa chỉ này đúng, một email xác nhận đang được gửi \
                 tới: hãy mở liên kết trong thư trong vòng 7 ngày để chúng tôi bắt đầu xử lý.",
                "We have your request. If the address is right, a confirmation e-mail is on its \
                 way: open its link within 7 days so that we can start.",
            )
            .to_owned(),
    })
}

fn parse(bytes: &[u8], fallback: Language) -> Result<NewRequest, Rejection> {
    let (checked, lang) = check_body_in::<PersonalDataRequest, LanguagePeek>(
        bytes,
        &PersonalDataText,
        fallback,
        LanguagePeek::chosen,
    )
    .map_err(Rejection::BadRequest)?;
    Ok(NewRequest {
        email: checked.email.0.trim().to_owned(),
        kind: checked.kind,
        message: checked
            .message
            .map(|m| m.trim().to_owned())
            .filter(|m| !m.is_empty()),
        language: lang,
    })
}

#[OpenApi(tag = "crate::http::ApiTags::PersonalData")]
impl PersonalDataApi {
    /// The consent statement the contact form and the newsletter boxes show now; they send
    /// its `version` as `consentVersion`.
    #[oai(path = "/consent", method = "get", operation_id = "getConsent")]
    async fn consent(&self, req: &Request, pool: Data<&DbPool>) -> ConsentResponse {
        let lang = Language::from_request(req);
        match db::run(pool.0, |conn| Ok(consent::current(conn)?)).await {
            Ok(current) => ConsentResponse::Current(Json(current)),
            Err(err) => ConsentResponse::Failed(failed_body(lang, err)),
        }
    }

    /// Ask to see, correct or erase what the site holds about an address, or withdraw
    /// consent. Answered 202 whatever the address (no enumeration); a link e-mailed to the
    /// address proves it (not twice within 5 minutes), and the request waits for it.
    #[oai(
        path = "/personal-data/requests",
        method = "post",
        operation_id = "createPersonalDataRequest"
    )]
    async fn create(
        &self,
        req: &Request,
        limit: Data<&PersonalDataLimit>,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        outbox: Data<&Arc<Outbox>>,
        body: JsonBody<PersonalDataRequest>,
    ) -> CreateResponse {
        let fallback = Language::from_request(req);
        let request = match body.bytes(fallback).and_then(|b| parse(&b, fallback)) {
            Ok(r) => r,
            Err(rejection) => return rejection.into(),
        };
        let lang = request.language;
        if let Some(limiter) = &limit.0.0 {
            let client = client_of(req);
            if let Err(wait) = limiter.check(client) {
                let secs = retry_after_secs(wait);
                return CreateResponse::TooManyRequests(
                    ErrorBody::json(crate::http::rate_limit::too_many(lang, secs)),
                    secs,
                );
            }
        }
        let now = clock.0.now();
        let stored = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let queued = super::create(&tx, &request, now)?;
            tx.commit()?;
            Ok(queued)
        });
        match stored.await {
            Ok(queued) => {
                if queued {
                    outbox.0.wake();
                }
                CreateResponse::Accepted(received(lang))
            }
            Err(err) => CreateResponse::Failed(failed_body(lang, err)),
        }
    }

    /// Confirm a request with the token of its e-mailed link (within 7 days; a second press
    /// is no error). The deadlines run from now.
    #[oai(
        path = "/personal-data/confirm",
        method = "post",
        operation_id = "confirmPersonalDataRequest"
    )]
    async fn confirm(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        clock: Data<&Clock>,
        body: JsonBody<ConfirmToken>,
    ) -> ConfirmResponse {
        let lang = Language::from_request(req);
        let token = match body.bytes(lang).and_then(|b| {
            check_body::<ConfirmToken>(&b, &PersonalDataText, lang).map_err(Rejection::BadRequest)
        }) {
            Ok(checked) => checked.token.0.trim().to_owned(),
            Err(rejection) => return rejection.into(),
        };
        let now = clock.0.now();
        let confirmed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let found = super::confirm(&tx, &token, now)?;
            tx.commit()?;
            Ok(found)
        });
        match confirmed.await {
            Ok(true) => ConfirmResponse::Confirmed,
            Ok(false) => ConfirmResponse::NotFound(ErrorBody::json(lang.pick(
                "Liên kết này không còn hiệu lực (quá 7 ngày hoặc sai mã). Hãy gửi lại yêu cầu.",
                "This link no longer works (older than 7 days, or mistyped). Please send the \
                 request again.",
            ))),
            Err(err) => ConfirmResponse::Failed(failed_body(lang, err)),
        }
    }
}
