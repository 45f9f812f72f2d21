//! The guard of every `/api/admin` route: a session (the `session` cookie security scheme of
//! the API document) and, for anything that changes state, the site's own origin. Public
//! routes never pass here, so they never touch the session store.

use std::sync::{Arc, Mutex, PoisonError};

use poem::http::{Method, StatusCode};
use poem::{Endpoint, IntoResponse, Request, RequestBody, Response};
use poem_openapi::registry::{MetaSecurityScheme, Registry};
use poem_openapi::{
    ApiExtractor, ApiExtractorType, ApiResponse, ExtractParamOptions, payload::Json,
};

use super::devices;
use super::lockout::{Checks, Lockout};
use super::owners::Owner;
use super::sessions;
use crate::db;
use crate::domain::contact::Rejection;
use crate::domain::language::Language;
use crate::routes::api::{AppState, ErrorBody, error_response};

/// The name of the security scheme in the document.
pub const SCHEME: &str = "session";
pub const COOKIE: &str = "tradelane_session";
/// On https the cookie is `__Host-` prefixed: browsers then only accept it when it is
/// Secure, set by this very host, for `/` (no subdomain can plant or shadow it).
pub const HOST_COOKIE: &str = "__Host-tradelane_session";

/// What the owner's side shares: the cookie's name and flags, the origin that may change
/// state, the sign-in lock-out.
pub struct AdminState {
    pub cookie_name: &'static str,
    pub secure: bool,
    /// `scheme://host[:port]` of the public URL.
    pub origin: String,
    pub lockout: Lockout,
    /// The cap on password checks running at once.
    pub checks: Checks,
}

impl AdminState {
    pub fn new(public_url: &str) -> Self {
        let secure = public_url.starts_with("https://");
        AdminState {
            cookie_name: if secure { HOST_COOKIE } else { COOKIE },
            secure,
            origin: public_url.trim_end_matches('/').to_owned(),
            lockout: Lockout::default(),
            checks: Checks::default(),
        }
    }

    /// `Set-Cookie` for a new session: no Max-Age, the server ends it.
    pub fn cookie(&self, token: &str) -> String {
        format!(
            "{}={token}; HttpOnly; SameSite=Strict; Path=/{}",
            self.cookie_name,
            if self.secure { "; Secure" } else { "" }
        )
    }

    /// `Set-Cookie` that removes the session cookie.
    pub fn clear_cookie(&self) -> String {
        format!(
            "{}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0{}",
            self.cookie_name,
            if self.secure { "; Secure" } else { "" }
        )
    }

    /// The session token the request carries, if any.
    pub fn token<'r>(&self, req: &'r Request) -> Option<&'r str> {
        cookie(req, self.cookie_name)
    }

    /// `Set-Cookie` remembering this browser for its account (see [`devices`]).
    pub fn device_cookie(&self, token: &str) -> String {
        format!(
            "{}={token}; HttpOnly; SameSite=Strict; Path=/; Max-Age={}{}",
            self.device_cookie_name(),
            u64::from(devices::MAX_AGE_DAYS) * 24 * 3600,
            if self.secure { "; Secure" } else { "" }
        )
    }

    /// The device token the request carries, if any.
    pub fn device_token<'r>(&self, req: &'r Request) -> Option<&'r str> {
        cookie(req, self.device_cookie_name())
    }

    fn device_cookie_name(&self) -> &'static str {
        if self.secure {
            devices::HOST_COOKIE
        } else {
            devices::COOKIE
        }
    }
}

fn cookie<'r>(req: &'r Request, wanted: &str) -> Option<&'r str> {
    req.headers()
        .get_all(poem::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == wanted)
        .map(|(_, value)| value.trim())
        .filter(|value| !value.is_empty())
}

/// Cookies a handler sets beside the one its answer declares: poem-openapi writes one
/// value per declared header, and sign-in sets two (the session and the device).
#[derive(Clone, Default)]
pub struct ExtraCookies(Arc<Mutex<Vec<String>>>);

impl ExtraCookies {
    /// Adds `Set-Cookie: cookie` to the answer of `req` (on the paths [`extra_cookies`]
    /// wraps).
    pub fn add(req: &Request, cookie: String) {
        if let Some(slot) = req.extensions().get::<ExtraCookies>() {
            slot.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(cookie);
        }
    }
}

/// Gives the sign-in handler a place for [`ExtraCookies`] and writes them to its answer.
pub async fn extra_cookies<E: Endpoint>(next: E, mut req: Request) -> poem::Result<Response> {
    // Within `/api` (poem's nesting strips the prefix from the path).
    if req.uri().path() != "/admin/session" {
        return next.call(req).await.map(IntoResponse::into_response);
    }
    let slot = ExtraCookies::default();
    req.extensions_mut().insert(slot.clone());
    let mut resp = next.call(req).await?.into_response();
    let cookies = std::mem::take(&mut *slot.0.lock().unwrap_or_else(PoisonError::into_inner));
    for cookie in cookies {
        if let Ok(value) = poem::http::HeaderValue::from_str(&cookie) {
            resp.headers_mut()
                .append(poem::http::header::SET_COOKIE, value);
        }
    }
    Ok(resp)
}

/// The errors of the owner's endpoints, each `{"error"}` in the owner's language.
#[derive(ApiResponse, Debug)]
pub enum AdminError {
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

impl AdminError {
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

impl From<Rejection> for AdminError {
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

/// The 500 body of a failure of the server's own, which goes to the log.
pub fn failed_body(lang: Language, err: impl std::fmt::Display) -> Json<ErrorBody> {
    tracing::error!(error = %err, "owner request failed");
    ErrorBody::json(lang.pick(
        "Máy chủ gặp sự cố. Vui lòng thử lại sau.",
        "The server ran into a problem. Please try again later.",
    ))
}

pub fn unauthorized_text(lang: Language) -> &'static str {
    lang.pick(
        "Bạn cần đăng nhập để tiếp tục.",
        "Please sign in to continue.",
    )
}

/// A signed-in owner: the extractor every owner endpoint takes (documented as the `session`
/// cookie scheme). Without a live session the request ends here with 401.
pub struct OwnerSession {
    pub owner: Owner,
    /// The current session's stored hash.
    pub token_hash: String,
}

impl<'a> ApiExtractor<'a> for OwnerSession {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::SecurityScheme];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        registry.create_security_scheme(
            SCHEME,
            MetaSecurityScheme {
                ty: "apiKey",
                description: Some(
                    "The owner's session, set by `POST /api/admin/session`. The cookie is named \
                     `__Host-tradelane_session` when the site's public URL is https.",
                ),
                name: Some(COOKIE),
                key_in: Some("cookie"),
                scheme: None,
                bearer_format: None,
                flows: None,
                openid_connect_url: None,
            },
        );
    }

    fn security_schemes() -> Vec<&'static str> {
        vec![SCHEME]
    }

    async fn from_request(
        req: &'a Request,
        _body: &mut RequestBody,
        _param_opts: ExtractParamOptions<Self::ParamType>,
    ) -> poem::Result<Self> {
        let lang = Language::from_request(req);
        let state = req
            .data::<AppState>()
            .ok_or_else(|| refuse(StatusCode::INTERNAL_SERVER_ERROR, "no state"))?;
        let Some(token) = state.admin.token(req) else {
            return Err(refuse(StatusCode::UNAUTHORIZED, unauthorized_text(lang)));
        };
        let token_hash = sessions::token_hash(token);
        let hash = token_hash.clone();
        match db::run(&state.pool, move |conn| Ok(sessions::owner(conn, &hash)?)).await {
            Ok(Some(owner)) => Ok(OwnerSession { owner, token_hash }),
            Ok(None) => Err(refuse(StatusCode::UNAUTHORIZED, unauthorized_text(lang))),
            Err(err) => {
                tracing::error!(error = %err, "session lookup failed");
                Err(refuse(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    lang.pick(
                        "Máy chủ gặp sự cố. Vui lòng thử lại sau.",
                        "The server ran into a problem. Please try again later.",
                    ),
                ))
            }
        }
    }
}

/// An error that already is its JSON answer (`json_errors` lets it through as it is).
pub fn refuse(status: StatusCode, text: &str) -> poem::Error {
    poem::Error::from_response(error_response(status, text))
}

/// Whether a request may change state: its `Origin`, or else its `Referer`, is the site's:
/// the public URL's origin, or the host the request was sent to (`Host`, which a browser
/// never lets a page choose), so that `http://localhost:8080` works as well as
/// `http://127.0.0.1:8080` on the owner's own machine.
pub fn same_origin(req: &Request, origin: &str) -> bool {
    let claimed = match req.header(poem::http::header::ORIGIN) {
        Some(value) => value.to_owned(),
        None => match req
            .header(poem::http::header::REFERER)
            .and_then(|referer| referer.parse::<poem::http::Uri>().ok())
            .and_then(|uri| Some(format!("{}://{}", uri.scheme_str()?, uri.authority()?)))
        {
            Some(referer_origin) => referer_origin,
            None => return false,
        },
    };
    if claimed == origin {
        return true;
    }
    let authority = claimed
        .strip_prefix("https://")
        .or_else(|| claimed.strip_prefix("http://"));
    let host = req.header(poem::http::header::HOST);
    matches!((authority, host), (Some(a), Some(h)) if !a.is_empty() && a.eq_ignore_ascii_case(h))
}

/// 403 for any `/api/admin` POST, PUT, PATCH or DELETE from another origin (or naming
/// none): a page elsewhere cannot make the owner's browser change anything. The owner's
/// answers are never stored by a cache (`no-store`).
pub async fn check_origin<E: Endpoint>(
    next: E,
    req: Request,
    origin: &str,
) -> poem::Result<Response> {
    let path = req.uri().path();
    let admin = path == "/api/admin" || path.starts_with("/api/admin/");
    // The methods the owner's API changes things with; any other (TRACE, OPTIONS...) goes
    // on to the router, which answers 405 with `Allow`.
    let changes = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    if admin && changes && !same_origin(&req, origin) {
        let lang = Language::from_request(&req);
        tracing::warn!(path, "owner request refused: not from the site's origin");
        return Ok(error_response(
            StatusCode::FORBIDDEN,
            lang.pick(
                "Yêu cầu này phải được gửi từ chính trang quản trị của trang web.",
                "This request must come from the site's own console.",
            ),
        ));
    }
    let mut resp = next.call(req).await.map(IntoResponse::into_response)?;
    if admin {
        resp.headers_mut().insert(
            poem::http::header::CACHE_CONTROL,
            poem::http::HeaderValue::from_static("no-store"),
        );
    }
    Ok(resp)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(headers: &[(&str, &str)]) -> Request {
        let mut builder = Request::builder();
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        builder.finish()
    }

    #[test]
    fn origins() {
        let site = "https://tradelane.vn";
        assert!(same_origin(&request(&[("origin", site)]), site));
        assert!(same_origin(
            &request(&[("referer", "https://tradelane.vn/admin/x")]),
            site
        ));
        assert!(same_origin(
            &request(&[
                ("origin", "http://localhost:8080"),
                ("host", "localhost:8080")
            ]),
            site
        ));
        for headers in [
            vec![],
            vec![("origin", "null"), ("host", "tradelane.vn")],
            vec![("origin", "https://evil.example"), ("host", "tradelane.vn")],
            vec![
                ("referer", "https://evil.example/tradelane.vn"),
                ("host", "tradelane.vn"),
            ],
            vec![("origin", "https://tradelane.vn.evil.example")],
        ] {
            assert!(!same_origin(&request(&headers), site), "{headers:?}");
        }
    }
}
