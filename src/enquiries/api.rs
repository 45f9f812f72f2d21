use poem::{Request, web::Data};
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};

use std::sync::Arc;

use super::writer::EnquiryWriter;
use crate::enquiries::rules::{self, ContactRequest, EnquiryText, NewEnquiry};
use crate::http::body::JsonBody;
use crate::http::body::Rejection;
use crate::http::check::Catalogue;
use crate::http::error::ErrorBody;
use crate::http::rate_limit::{ContactLimiter, client_of, retry_after_secs};
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::settings::consent;

pub struct ContactApi;

/// Told of each stored enquiry (not spam) with the request that sent it, after it is
/// committed: the visit counting ties it to the visit it ended (docs/decisions-spec.md §16). The
/// enquiries declare it; the composition root hands in the implementation.
pub trait EnquiryObserver: Send + Sync {
    fn stored(&self, req: &Request, id: &str);
}

/// The observer of stored enquiries, if any.
#[derive(Clone, Default)]
pub struct EnquiryObservers(pub Option<Arc<dyn EnquiryObserver>>);

/// The enquiries' rate limit per client address; `None` when it is off.
#[derive(Clone)]
pub struct EnquiryLimit(pub Option<Arc<ContactLimiter>>);

#[derive(Debug, Object)]
pub struct ContactCreated {
    /// The stored enquiry's id.
    pub id: String,
    /// A thank-you text in the enquiry's language.
    pub message: String,
}

#[derive(ApiResponse)]
pub enum ContactResponse {
    /// The enquiry is stored.
    #[oai(status = 201)]
    Created(Json<ContactCreated>),
    /// A field is missing, blank, too long or invalid, or the body is not a JSON object.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// The body is larger than 32 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many enquiries from this address; `Retry-After` says how many seconds to wait.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before sending again.
        #[oai(header = "Retry-After")]
        u64,
    ),
    /// The enquiry could not be stored.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(ContactResponse);

/// The enquiry body, documented as a `ContactRequest`.
pub type ContactBody = JsonBody<ContactRequest>;

#[OpenApi(tag = "crate::http::ApiTags::Contact")]
impl ContactApi {
    /// Send an enquiry. It is committed to the database before the 201 answer. One client
    /// address may send a few in a row, then about one every 12 seconds (by default); refused
    /// enquiries (400, 413, 415) do not count.
    #[oai(path = "/contact", method = "post", operation_id = "createContact")]
    async fn create(
        &self,
        req: &Request,
        limit: Data<&EnquiryLimit>,
        writer: Data<&EnquiryWriter>,
        pool: Data<&DbPool>,
        observers: Data<&EnquiryObservers>,
        body: ContactBody,
    ) -> ContactResponse {
        let fallback = Language::from_request(req);
        // Checked before the limit: a refused enquiry stores nothing, so it uses up none of
        // the visitor's allowance, and correcting a mistake never ends in a 429.
        let enquiry = match check(body, fallback) {
            Ok(enquiry) => enquiry,
            Err(rejection) => return rejection.into(),
        };
        match accept(req, limit.0, writer.0, pool.0, observers.0, enquiry).await {
            Ok(created) => ContactResponse::Created(Json(created)),
            Err(Refused::BadRequest(text)) => ContactResponse::BadRequest(ErrorBody::json(text)),
            Err(Refused::TooMany(text, secs)) => {
                ContactResponse::TooManyRequests(ErrorBody::json(text), secs)
            }
            Err(Refused::Failed(text)) => ContactResponse::Failed(ErrorBody::json(text)),
        }
    }
}

/// Why a checked enquiry was not stored, in its language.
#[derive(Debug)]
pub enum Refused {
    /// It names a consent statement that does not exist.
    BadRequest(String),
    /// The client address sent too many; the seconds to wait.
    TooMany(String, u64),
    /// The database refused it.
    Failed(String),
}

/// Stores a checked enquiry as `POST /api/contact` does, for that endpoint and for the
/// contact page's own form sent without JavaScript (docs/decisions-spec.md §28): the
/// client's rate limit, the consent statement it names, the writer, the visit's observer.
pub async fn accept(
    req: &Request,
    limit: &EnquiryLimit,
    writer: &EnquiryWriter,
    pool: &DbPool,
    observers: &EnquiryObservers,
    enquiry: NewEnquiry,
) -> Result<ContactCreated, Refused> {
    let failed = |lang: Language| {
        Refused::Failed(
            lang.pick(
                "Không thể lưu yêu cầu của bạn. Vui lòng thử lại.",
                "Your enquiry could not be saved. Please try again.",
            )
            .to_owned(),
        )
    };
    if let Some(limiter) = &limit.0 {
        let client = client_of(req);
        if let Err(wait) = limiter.check(client) {
            let secs = retry_after_secs(wait);
            tracing::warn!(%client, retry_after = secs, "enquiry rate limit reached");
            return Err(Refused::TooMany(
                crate::http::rate_limit::too_many(enquiry.language, secs),
                secs,
            ));
        }
    }
    if let Some(version) = enquiry.consent_version {
        // One primary-key read, only for a form that names a version.
        let lang = enquiry.language;
        match db::run(pool, move |conn| Ok(consent::find(conn, version)?)).await {
            Ok(Some(_)) => {}
            Ok(None) => {
                return Err(Refused::BadRequest(consent::unknown_consent(
                    &EnquiryText.label("consentVersion", lang),
                    lang,
                )));
            }
            Err(err) => {
                tracing::error!(error = %err, "consent statements unreadable");
                return Err(failed(lang));
            }
        }
    }
    let (lang, spam) = (enquiry.language, enquiry.spam);
    if enquiry.spam {
        tracing::warn!("enquiry filled the honeypot field; stored as spam");
    }
    match writer.store(enquiry).await {
        Ok(id) => {
            if let (Some(observer), false) = (&observers.0, spam) {
                observer.stored(req, &id);
            }
            Ok(ContactCreated {
                id,
                message: rules::thank_you(lang).to_owned(),
            })
        }
        Err(err) => {
            tracing::error!(error = %err, "enquiry not stored");
            Err(failed(lang))
        }
    }
}

fn check(body: ContactBody, fallback: Language) -> Result<NewEnquiry, Rejection> {
    let bytes = body.bytes(fallback)?;
    rules::parse(&bytes, fallback)
}
