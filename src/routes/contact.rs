use poem::{Request, RequestBody, web::Data};
use poem_openapi::{
    ApiExtractor, ApiExtractorType, ApiResponse, ExtractParamOptions, Object, OpenApi,
    payload::Json,
    registry::{MetaMediaType, MetaRequest, Registry},
    types::Type,
};

use super::api::{AppState, ErrorBody};
use crate::db;
use crate::domain::contact::{self, ContactRequest, MAX_BODY_BYTES, NewEnquiry, Rejection};
use crate::domain::language::Language;

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
    bytes: Result<Vec<u8>, poem::error::ReadBodyError>,
}

impl<'a> ApiExtractor<'a> for ContactBody {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::RequestObject];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        ContactRequest::register(registry);
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
        let bytes = body
            .take()?
            .into_bytes_limit(MAX_BODY_BYTES)
            .await
            .map(Vec::from);
        Ok(ContactBody {
            content_type,
            bytes,
        })
    }
}

#[OpenApi(tag = "super::ApiTags::Contact")]
impl ContactApi {
    /// Send an enquiry. It is committed to the database before the 201 answer.
    #[oai(path = "/contact", method = "post", operation_id = "createContact")]
    async fn create(
        &self,
        req: &Request,
        state: Data<&AppState>,
        body: ContactBody,
    ) -> ContactResponse {
        let fallback = Language::from_request(req);
        let enquiry = match check(body, fallback) {
            Ok(enquiry) => enquiry,
            Err(rejection) => return rejection.into(),
        };
        let lang = enquiry.language;
        match db::run(&state.pool, move |conn| store(conn, &enquiry)).await {
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
        Err(poem::error::ReadBodyError::PayloadTooLarge) => {
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

/// Stores the enquiry; the insert is committed (autocommit) when this returns.
fn store(conn: &mut rusqlite::Connection, e: &NewEnquiry) -> anyhow::Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    conn.execute(
        "INSERT INTO contact_submissions
             (id, name, email, company, phone, message, preferred_language)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![
            id,
            e.name,
            e.email,
            e.company,
            e.phone,
            e.message,
            e.language.code()
        ],
    )?;
    Ok(id)
}
