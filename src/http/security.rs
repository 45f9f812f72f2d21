//! What every answer carries, whatever produced it: the security headers, and a JSON 500
//! instead of a dropped connection when a handler panics.

use std::any::Any;
use std::panic::AssertUnwindSafe;

use futures_util::FutureExt;
use poem::{
    Endpoint, IntoResponse, Request, Response, Result,
    http::{HeaderName, HeaderValue, StatusCode, header},
};

use crate::http::error::{error_response, status_text};
use crate::kernel::language::Language;

/// The app's policy. Scripts: the same-origin module bundle only, never inline (JSON-LD
/// `<script type="application/ld+json">` is data, not script, and is unaffected). Styles: the
/// same-origin stylesheets; React's `style` props go through the CSSOM, which `style-src`
/// does not govern, so no `'unsafe-inline'` is needed.
pub const APP_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// [`APP_CSP`] allowing also the inline stylesheets whose hashes are `style_sources`
/// (`'sha256-…'`: the stylesheet the pages carry in their head, docs/decisions-spec.md §28).
pub fn app_csp(style_sources: &[String]) -> HeaderValue {
    let allowed: String = style_sources
        .iter()
        .filter(|source| {
            source.starts_with("'sha256-")
                && source.ends_with('\'')
                && source[8..source.len() - 1]
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+/=".contains(c))
        })
        .map(|source| format!(" {source}"))
        .collect();
    let policy = APP_CSP.replacen("style-src 'self'", &format!("style-src 'self'{allowed}"), 1);
    HeaderValue::from_str(&policy).unwrap_or(HeaderValue::from_static(APP_CSP))
}

/// Swagger UI (`/api/docs`) inlines its script, its stylesheet and the document.
pub const DOCS_CSP: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// A newsletter's preview in the console's frame (docs/decisions-spec.md §17): the letter as
/// mailed, its inline styles as a mail client shows them, no script at all, framed only by
/// the console itself.
pub const LETTER_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; \
     img-src 'self' data:; frame-ancestors 'self'; sandbox";

/// Nothing on the site needs a device or sensor.
pub const PERMISSIONS_POLICY: &str = "camera=(), microphone=(), geolocation=(), payment=(), \
     usb=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()";

pub const REFERRER_POLICY: &str = "strict-origin-when-cross-origin";

/// Two years: browsers then reach the site over https only. Subdomains are left alone, as
/// they may be other services of the business.
pub const HSTS: &str = "max-age=63072000";

/// Whether a path is Swagger UI's, which gets [`DOCS_CSP`].
fn is_docs(path: &str) -> bool {
    path == "/api/docs" || path.starts_with("/api/docs/")
}

/// Adds the security headers to every answer, errors included. `hsts` when the public URL is
/// https (the header is ignored by browsers over plain http anyway); `app` is the app's
/// policy ([`app_csp`]).
pub async fn headers<E: Endpoint>(
    next: E,
    req: Request,
    hsts: bool,
    app: HeaderValue,
) -> Result<Response> {
    let docs = is_docs(req.uri().path());
    let letter = is_letter_preview(req.uri().path());
    let console = is_console(req.uri().path());
    let mut resp = match next.call(req).await {
        Ok(resp) => resp.into_response(),
        Err(err) => err.into_response(),
    };
    let h = resp.headers_mut();
    // Constants: made (and checked) at compile time, not for each answer.
    const DOCS: HeaderValue = HeaderValue::from_static(DOCS_CSP);
    const LETTER: HeaderValue = HeaderValue::from_static(LETTER_CSP);
    const FIXED: [(HeaderName, HeaderValue); 4] = [
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (
            header::REFERRER_POLICY,
            HeaderValue::from_static(REFERRER_POLICY),
        ),
        (
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static(PERMISSIONS_POLICY),
        ),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        ),
    ];
    let csp = match (docs, letter) {
        (true, _) => DOCS,
        (_, true) => LETTER,
        _ => app,
    };
    h.insert(header::CONTENT_SECURITY_POLICY, csp);
    h.insert(
        header::X_FRAME_OPTIONS,
        HeaderValue::from_static(if letter { "SAMEORIGIN" } else { "DENY" }),
    );
    for (name, value) in FIXED {
        h.insert(name, value);
    }
    if hsts {
        h.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(HSTS),
        );
    }
    // A shared cache (a CDN in front, docs/decisions-spec.md §20) must never keep the console, nor
    // an answer that sets a cookie: it would hand one visitor's cookie to the next.
    if console || h.contains_key(header::SET_COOKIE) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static(PRIVATE));
    }
    Ok(resp)
}

/// Whether a path is a newsletter's preview document, which gets [`LETTER_CSP`].
fn is_letter_preview(path: &str) -> bool {
    path.starts_with("/api/admin/newsletters/") && path.ends_with("/preview.html")
}

/// The caching of the console's pages and of answers that set a cookie.
pub const PRIVATE: &str = "private, no-store";

/// The console's pages (`/admin`, `/admin/…`); its API is `/api/admin` (no-store already).
fn is_console(path: &str) -> bool {
    path == "/admin" || path.starts_with("/admin/")
}

/// A panic in a handler answers 500 `{"error"}` in the caller's language, without the panic's
/// text (which goes to the log); the server goes on serving.
pub async fn catch_panics<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    // Shared copies (no allocation): the language is worked out only if a panic needs it.
    let accept_language = req.headers().get(header::ACCEPT_LANGUAGE).cloned();
    let method = req.method().clone();
    let uri = req.uri().clone();
    match AssertUnwindSafe(next.call(req)).catch_unwind().await {
        Ok(result) => result.map(IntoResponse::into_response),
        Err(panic) => {
            let path = uri.path();
            tracing::error!(%method, path, panic = panic_text(&*panic), "handler panicked");
            let lang = Language::from_accept_language(
                accept_language.as_ref().and_then(|v| v.to_str().ok()),
            );
            let status = StatusCode::INTERNAL_SERVER_ERROR;
            Ok(error_response(status, &status_text(status, lang)))
        }
    }
}

fn panic_text(panic: &(dyn Any + Send)) -> &str {
    panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)")
}
