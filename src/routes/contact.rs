use std::time::Duration;

use poem::{Request, RequestBody, error::ReadBodyError, http::header, web::Data};
use poem_openapi::{
    ApiExtractor, ApiExtractorType, ApiResponse, ExtractParamOptions, Object, OpenApi,
    payload::Json,
    registry::{MetaMediaType, MetaRequest, Registry},
    types::Type,
};
use tokio::io::{AsyncRead, AsyncReadExt};

use super::api::{AppState, ErrorBody};
use crate::domain::contact::{self, ContactRequest, MAX_BODY_BYTES, NewEnquiry, Rejection};
use crate::domain::language::Language;
use crate::rate_limit::{client_address, retry_after_secs};

pub struct ContactApi;

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

impl From<Rejection> for ContactResponse {
    fn from(rejection: Rejection) -> Self {
        match rejection {
            Rejection::BadRequest(text) => Self::BadRequest(ErrorBody::json(text)),
            Rejection::TooLarge(text) => Self::PayloadTooLarge(ErrorBody::json(text)),
            Rejection::UnsupportedMediaType(text) => {
                Self::UnsupportedMediaType(ErrorBody::json(text))
            }
        }
    }
}

/// The raw enquiry body. poem-openapi's `Json` would answer a bad body on its own, in no
/// particular language; reading the bytes here lets every refusal speak the visitor's
/// language, while the document still describes the body as a `ContactRequest`.
pub struct ContactBody {
    content_type: Option<String>,
    bytes: Result<Vec<u8>, ReadBodyError>,
}

impl<'a> ApiExtractor<'a> for ContactBody {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::RequestObject];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        ContactRequest::register(registry);
        contact::refine_schema(registry);
    }

    fn request_meta() -> Option<MetaRequest> {
        Some(MetaRequest {
            description: None,
            content: vec![MetaMediaType {
                content_type: "application/json",
                schema: ContactRequest::schema_ref(),
            }],
            required: true,
        })
    }

    async fn from_request(
        request: &'a Request,
        body: &mut RequestBody,
        _param_opts: ExtractParamOptions<Self::ParamType>,
    ) -> poem::Result<Self> {
        let content_type = request.content_type().map(str::to_owned);
        let declared = request
            .header(header::CONTENT_LENGTH)
            .and_then(|v| v.trim().parse::<u64>().ok());
        let bytes = read_limited(body.take()?, declared).await;
        Ok(ContactBody {
            content_type,
            bytes,
        })
    }
}

/// How much of an oversized body is still read (and thrown away) so that the client, which
/// is still sending, receives the 413: closing a socket with unread data resets it, and the
/// answer can be lost with it.
const DRAIN_MAX_BYTES: u64 = 1024 * 1024;
const DRAIN_TIMEOUT: Duration = Duration::from_secs(2);

/// Reads at most [`MAX_BODY_BYTES`], with or without a Content-Length (chunked bodies too).
async fn read_limited(body: poem::Body, declared: Option<u64>) -> Result<Vec<u8>, ReadBodyError> {
    let mut reader = body.into_async_read();
    if let Some(len) = declared.filter(|&len| len > MAX_BODY_BYTES as u64) {
        // Larger than that, it is not worth reading: the connection is closed instead.
        if len <= DRAIN_MAX_BYTES {
            drain(&mut reader).await;
        }
        return Err(ReadBodyError::PayloadTooLarge);
    }
    let mut data = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let n = reader.read(&mut buf).await?;
        if n == 0 {
            return Ok(data);
        }
        if data.len() + n > MAX_BODY_BYTES {
            drain(&mut reader).await;
            return Err(ReadBodyError::PayloadTooLarge);
        }
        data.extend_from_slice(&buf[..n]);
    }
}

async fn drain(reader: &mut (impl AsyncRead + Unpin)) {
    let mut sink = tokio::io::sink();
    let mut limited = reader.take(DRAIN_MAX_BYTES);
    let _ = tokio::time::timeout(DRAIN_TIMEOUT, tokio::io::copy(&mut limited, &mut sink)).await;
}

#[OpenApi(tag = "super::ApiTags::Contact")]
impl ContactApi {
    /// Send an enquiry. It is committed to the database before the 201 answer. One client
    /// address may send a few in a row, then about one every 12 seconds (by default); refused
    /// enquiries (400, 413, 415) do not count.
    #[oai(path = "/contact", method = "post", operation_id = "createContact")]
    async fn create(
        &self,
        req: &Request,
        state: Data<&AppState>,
        body: ContactBody,
    ) -> ContactResponse {
        let fallback = Language::from_request(req);
        // Checked before the limit: a refused enquiry stores nothing, so it uses up none of
        // the visitor's allowance, and correcting a mistake never ends in a 429.
        let enquiry = match check(body, fallback) {
            Ok(enquiry) => enquiry,
            Err(rejection) => return rejection.into(),
        };
        if let Some(limiter) = &state.contact_limiter {
            let client = client_address(req, state.trust_proxy);
            if let Err(wait) = limiter.check(client) {
                let secs = retry_after_secs(wait);
                tracing::warn!(%client, retry_after = secs, "enquiry rate limit reached");
                return ContactResponse::TooManyRequests(
                    ErrorBody::json(contact::too_many(enquiry.language, secs)),
                    secs,
                );
            }
        }
        let lang = enquiry.language;
        if enquiry.spam {
            tracing::warn!("enquiry filled the honeypot field; stored as spam");
        }
        match state.enquiries.store(enquiry).await {
            Ok(id) => ContactResponse::Created(Json(ContactCreated {
                id,
                message: contact::thank_you(lang).to_owned(),
            })),
            Err(err) => {
                tracing::error!(error = %err, "enquiry not stored");
                ContactResponse::Failed(ErrorBody::json(lang.pick(
                    "Không thể lưu yêu cầu của bạn. Vui lòng thử lại.",
                    "Your enquiry could not be saved. Please try again.",
                )))
            }
        }
    }
}

fn check(body: ContactBody, fallback: Language) -> Result<NewEnquiry, Rejection> {
    let bytes = match body.bytes {
        Ok(bytes) => bytes,
        Err(ReadBodyError::PayloadTooLarge) => {
            return Err(contact::too_large(fallback));
        }
        Err(_) => {
            return Err(Rejection::BadRequest(
                fallback
                    .pick(
                        "Không đọc được nội dung gửi lên.",
                        "The request body could not be read.",
                    )
                    .to_owned(),
            ));
        }
    };
    if !contact::is_json_content_type(body.content_type.as_deref()) {
        return Err(contact::unsupported_media_type(fallback));
    }
    contact::parse(&bytes, fallback)
}
