//! What every API route shares: the state, the `{"error": ...}` body, and the catch-all
//! that turns any other failure under `/api` into that body.

use std::sync::Arc;

use poem::http::{HeaderValue, StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response};
use poem_openapi::{Object, payload::Json};

use crate::content_cache::ContentCache;
use crate::db::DbPool;
use crate::domain::language::Language;
use crate::enquiry_writer::EnquiryWriter;
use crate::ops::health::Components;
use crate::rate_limit::ContactLimiter;
use crate::routes::allow::MethodTable;

#[derive(Clone)]
pub struct AppState {
    pub pool: DbPool,
    /// The five content lists, in memory while the content is unchanged.
    pub content: Arc<ContentCache>,
    /// Stores enquiries, many to a commit under load.
    pub enquiries: EnquiryWriter,
    /// `None` when the enquiry rate limit is off.
    pub contact_limiter: Option<Arc<ContactLimiter>>,
    /// Whether `X-Forwarded-For` names the client.
    pub trust_proxy: bool,
    /// The background parts' own reports, for `GET /api/health`.
    pub health: Components,
}

/// The body of every error answer of the API.
#[derive(Debug, Clone, Object)]
pub struct ErrorBody {
    /// A human readable explanation, in the visitor's language where it can be told.
    pub error: String,
}

impl ErrorBody {
    pub fn json(text: impl Into<String>) -> Json<ErrorBody> {
        Json(ErrorBody { error: text.into() })
    }
}

pub fn error_response(status: StatusCode, text: &str) -> Response {
    poem::web::Json(serde_json::json!({ "error": text }))
        .with_status(status)
        .into_response()
}

/// Every failure under `/api` that no handler answered itself (unknown path, wrong method,
/// a panic...) leaves as JSON in the caller's language, without internals. A 405 says in
/// `Allow` which methods the path takes.
pub async fn json_errors<E: Endpoint>(
    next: E,
    req: Request,
    methods: Arc<MethodTable>,
) -> poem::Result<Response> {
    let lang = Language::from_request(&req);
    let path = req.uri().path().to_owned();
    let resp = match next.call(req).await {
        Ok(resp) => resp.into_response(),
        Err(err) => {
            let status = err.status();
            if status.is_server_error() {
                tracing::error!(error = %err, "request failed");
            }
            let mut resp = error_response(status, &status_text(status, lang));
            if status == StatusCode::METHOD_NOT_ALLOWED
                && let Some(allow) = methods.allow(&path)
                && let Ok(value) = HeaderValue::from_str(allow)
            {
                resp.headers_mut().insert(header::ALLOW, value);
            }
            return Ok(resp);
        }
    };
    Ok(resp)
}

pub fn status_text(status: StatusCode, lang: Language) -> String {
    match status {
        StatusCode::NOT_FOUND => {
            lang.pick("Không tìm thấy địa chỉ API này.", "No such API endpoint.")
        }
        StatusCode::METHOD_NOT_ALLOWED => lang.pick(
            "Phương thức này không được hỗ trợ tại địa chỉ này.",
            "This method is not allowed here.",
        ),
        StatusCode::PAYLOAD_TOO_LARGE => lang.pick(
            "Nội dung gửi lên quá lớn.",
            "The request body is too large.",
        ),
        s if s.is_client_error() => lang.pick("Yêu cầu không hợp lệ.", "Bad request."),
        _ => lang.pick(
            "Máy chủ gặp sự cố. Vui lòng thử lại sau.",
            "The server ran into a problem. Please try again later.",
        ),
    }
    .to_owned()
}
