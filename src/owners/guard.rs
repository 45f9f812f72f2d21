//! The guard of every `/api/admin` route: a session (the `session` cookie security scheme of
//! the API document) and, for anything that changes state, the site's own origin. Public
//! routes never pass here, so they never touch the session store.

use std::sync::{Arc, Mutex, PoisonError};

use poem::http::{Method, StatusCode};
use poem::{Endpoint, IntoResponse, Request, RequestBody, Response};
use poem_openapi::registry::{MetaSecurityScheme, Registry};
use poem_openapi::{ApiExtractor, ApiExtractorType, ExtractParamOptions};

use super::accounts::Owner;
use super::devices;
use super::lockout::{Checks, Lockout};
use super::roles::RoleTable;
use super::sessions;
use crate::http::allow::MethodTable;
use crate::http::error::error_response;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;

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

pub fn unauthorized_text(lang: Language) -> &'static str {
    super::text::unauthorized(lang)
}

/// A signed-in owner: the extractor every owner endpoint takes (documented as the `session`
/// cookie scheme). Without a live session the request ends here with 401.
#[derive(Clone)]
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
                    "The session of a team member, set by `POST /api/admin/session`. The cookie \
                     is named `__Host-tradelane_session` when the site's public URL is https. \
                     An operation's requirement lists, as its scopes, the roles besides `owner` \
                     that may call it (`editor`, `sales`); none listed: owners only. Any other \
                     role is answered 403.",
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
        // `guard_admin` has usually looked it up already.
        match req.extensions().get::<OwnerSession>() {
            Some(session) => Ok(session.clone()),
            None => owner_session(req).await,
        }
    }
}

/// The live session the request carries, or the 401 (500 on a database failure) to answer.
async fn owner_session(req: &Request) -> poem::Result<OwnerSession> {
    let lang = Language::from_request(req);
    let (Some(admin), Some(pool)) = (req.data::<Arc<AdminState>>(), req.data::<DbPool>()) else {
        return Err(refuse(StatusCode::INTERNAL_SERVER_ERROR, "no state"));
    };
    let Some(token) = admin.token(req) else {
        return Err(refuse(StatusCode::UNAUTHORIZED, unauthorized_text(lang)));
    };
    let token_hash = sessions::token_hash(token);
    let hash = token_hash.clone();
    match db::run(pool, move |conn| Ok(sessions::owner(conn, &hash)?)).await {
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

/// An error that already is its JSON answer (`json_errors` lets it through as it is).
pub fn refuse(status: StatusCode, text: &str) -> poem::Error {
    poem::Error::from_response(error_response(status, text))
}

/// Whether a request may change state: its `Origin`, or else its `Referer`, is the site's
/// public URL's origin, and nothing else. `Host` is never compared: a client that forges
/// both `Host` and `Origin` would otherwise pass (docs/decisions-spec.md §21). Origins are
/// equal when scheme, host and port are (a default port counts as written): `http://site`
/// is another origin than `https://site`, so a page served over plain http (or by anyone on
/// the path of it) cannot act on the https site. `X-Forwarded-Proto` is not read: behind a
/// TLS proxy the public URL names the https origin the owner uses.
pub fn same_origin(req: &Request, origin: &str) -> bool {
    let claimed = match req.header(poem::http::header::ORIGIN) {
        Some(value) => value,
        None => match req.header(poem::http::header::REFERER) {
            Some(referer) => referer,
            None => return false,
        },
    };
    let Some(claimed) = tuple_origin(claimed) else {
        return false;
    };
    tuple_origin(origin).is_some_and(|site| site == claimed)
}

/// The (scheme, host, port) origin of a URL; `None` for an opaque one (`null`, `data:`...).
fn tuple_origin(url: &str) -> Option<url::Origin> {
    let origin = url::Url::parse(url).ok()?.origin();
    origin.is_tuple().then_some(origin)
}

/// What an account with two-step sign-in still off may do while the team requires it: see
/// who it is, sign out, and turn two-step sign-in on.
const TWO_STEP_SETUP: &[(&str, &str)] = &[
    ("/admin/session", "GET"),
    ("/admin/session", "HEAD"),
    ("/admin/session", "DELETE"),
    ("/admin/sessions", "DELETE"),
    ("/admin/totp", "GET"),
    ("/admin/totp", "HEAD"),
    ("/admin/totp", "POST"),
    ("/admin/totp/confirm", "POST"),
];

/// Why the signed-in `owner` may not call `method` on `path`, in the account's language:
/// its role is not among the operation's, or the team requires two-step sign-in first.
fn refused(owner: &Owner, path: &str, method: &str, roles: &RoleTable) -> Option<&'static str> {
    let lang = owner.language;
    if owner.needs_two_step && !TWO_STEP_SETUP.contains(&(path.trim_end_matches('/'), method)) {
        return Some(super::text::two_step_required(lang));
    }
    (!roles.allows(path, method, owner.role)).then(|| super::text::role_refused(lang, owner.role))
}

/// The gate of every `/api/admin` path, before any router reads the path: 403 for a POST,
/// PUT, PATCH or DELETE from another origin (or naming none), so that a page elsewhere cannot
/// make the owner's browser change anything; then 401 without a live session, whatever the
/// path holds, except for the operations `public` lists (signing in) and for a method a
/// documented (and readable) path does not take (`methods`), which the router refuses with
/// 405 and `Allow` with or without a session; then 403 when the account's role may not
/// call the operation ([`RoleTable`]). The owner's answers are never stored by a cache (`no-store`).
pub async fn guard_admin<E: Endpoint>(
    next: E,
    mut req: Request,
    origin: &str,
    methods: &MethodTable,
    public: &MethodTable,
    roles: &RoleTable,
) -> poem::Result<Response> {
    let path = req.uri().path().to_owned();
    let Some(api_path) = path
        .strip_prefix("/api")
        .filter(|p| *p == "/admin" || p.starts_with("/admin/"))
    else {
        return next.call(req).await.map(IntoResponse::into_response);
    };
    // The methods the owner's API changes things with; any other (TRACE, OPTIONS...) goes
    // on to the router, which answers 405 with `Allow`.
    let changes = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    let mut resp = if changes && !same_origin(&req, origin) {
        let lang = Language::from_request(&req);
        tracing::warn!(path, "owner request refused: not from the site's origin");
        error_response(StatusCode::FORBIDDEN, super::text::other_origin(lang))
    } else if public.allows(api_path, req.method().as_str())
        || (methods.allow(api_path).is_some()
            && !methods.allows(api_path, req.method().as_str())
            && percent_encoding::percent_decode_str(api_path)
                .decode_utf8()
                .is_ok())
    {
        next.call(req).await.map(IntoResponse::into_response)?
    } else {
        match owner_session(&req).await {
            Ok(session) => match refused(&session.owner, api_path, req.method().as_str(), roles) {
                Some(text) => {
                    tracing::warn!(path, account = %session.owner.email, role = session.owner.role.code(), "owner request refused: role");
                    error_response(StatusCode::FORBIDDEN, text)
                }
                None => {
                    req.extensions_mut().insert(session);
                    next.call(req).await.map(IntoResponse::into_response)?
                }
            },
            Err(refusal) => refusal.into_response(),
        }
    };
    resp.headers_mut().insert(
        poem::http::header::CACHE_CONTROL,
        poem::http::HeaderValue::from_static("no-store"),
    );
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
            &request(&[("origin", "https://tradelane.vn:443")]),
            site
        ));
        assert!(same_origin(
            &request(&[("referer", "https://Tradelane.VN/admin/x")]),
            site
        ));
        for headers in [
            vec![],
            vec![("origin", "null"), ("host", "tradelane.vn")],
            vec![("origin", "https://evil.example"), ("host", "tradelane.vn")],
            // A forged `Host` equal to the forged `Origin` proves nothing.
            vec![("origin", "https://evil.example"), ("host", "evil.example")],
            vec![
                ("origin", "http://localhost:8080"),
                ("host", "localhost:8080"),
            ],
            vec![
                ("referer", "https://evil.example/tradelane.vn"),
                ("host", "tradelane.vn"),
            ],
            vec![("origin", "https://tradelane.vn.evil.example")],
            vec![("origin", "http://tradelane.vn")],
            vec![("referer", "http://tradelane.vn/admin")],
            vec![("origin", "https://tradelane.vn:8443")],
        ] {
            assert!(!same_origin(&request(&headers), site), "{headers:?}");
        }
    }
}
