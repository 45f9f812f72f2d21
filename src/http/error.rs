//! The `{"error": ...}` body every API error answer carries, and the catch-all that turns
//! any other failure under `/api` into that body.

use std::sync::Arc;

use poem::http::{HeaderValue, StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response};
use poem_openapi::{ApiResponse, Object, payload::Json};

use crate::http::allow::MethodTable;
use crate::kernel::language::Language;

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
    let head = req.method() == poem::http::Method::HEAD;
    let mut resp = answer(next, req, &methods).await;
    // An error answer to HEAD keeps its status and headers, but never a body.
    if head {
        resp.set_body(poem::Body::empty());
    }
    Ok(resp)
}

/// [`json_errors`] for the `/api` paths of the root router, whose own refusals come before
/// the `/api` routes and their `json_errors` see the request (a path that is not UTF-8 once
/// percent-decoded: `/api/pages/%ff`). Other paths are left as they are.
pub async fn api_json_errors<E: Endpoint>(
    next: E,
    req: Request,
    methods: Arc<MethodTable>,
) -> poem::Result<Response> {
    let path = req.uri().path();
    if path == "/api" || path.starts_with("/api/") {
        json_errors(next, req, methods).await
    } else {
        next.call(req).await.map(IntoResponse::into_response)
    }
}

async fn answer<E: Endpoint>(next: E, req: Request, methods: &MethodTable) -> Response {
    let lang = Language::from_request(&req);
    let path = req.uri().path().to_owned();
    match next.call(req).await {
        Ok(resp) => resp.into_response(),
        // Already the JSON answer in the caller's language (e.g. the owner guard's 401).
        Err(err) if err.is_from_response() => err.into_response(),
        // A query or path parameter out of its range: say which one.
        Err(err) if err.is::<poem_openapi::error::ParseParamError>() => {
            let name = err
                .downcast_ref::<poem_openapi::error::ParseParamError>()
                .map_or("", |e| e.name);
            let text = match lang {
                Language::Vi => format!("Tham số \"{name}\" không hợp lệ."),
                Language::En => format!("The parameter \"{name}\" is not valid."),
            };
            error_response(StatusCode::BAD_REQUEST, &text)
        }
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
            resp
        }
    }
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

/// The errors of the owner's endpoints (and any other that answers with these statuses),
/// each `{"error"}` in the caller's language.
#[derive(ApiResponse, Debug)]
pub enum ApiError {
    /// A field is missing or invalid; the text names it.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session (signed out, expired, or never signed in).
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// A state-changing request from another origin (or naming none); for a password
    /// change, also a wrong current password.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// No such item.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The body is larger than 32 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// The server could not do it.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

impl ApiError {
    pub fn bad_request(text: impl Into<String>) -> Self {
        Self::BadRequest(ErrorBody::json(text))
    }

    pub fn not_found(lang: Language) -> Self {
        Self::NotFound(ErrorBody::json(
            lang.pick("Không tìm thấy mục này.", "No such item."),
        ))
    }

    /// A failure of the server's own: logged, answered without internals.
    pub fn failed(lang: Language, err: impl std::fmt::Display) -> Self {
        Self::Failed(failed_body(lang, err))
    }
}

crate::rejection_answers!(ApiError);

/// The 500 body of a failure of the server's own, which goes to the log.
pub fn failed_body(lang: Language, err: impl std::fmt::Display) -> Json<ErrorBody> {
    tracing::error!(error = %err, "request failed");
    ErrorBody::json(lang.pick(
        "Máy chủ gặp sự cố. Vui lòng thử lại sau.",
        "The server ran into a problem. Please try again later.",
    ))
}
