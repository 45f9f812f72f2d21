//! The contact page's form sent without JavaScript (docs/decisions-spec.md §28): a
//! `POST /contact` of `application/x-www-form-urlencoded` fields, checked and stored by the
//! same code as `POST /api/contact` (`enquiries::rules::parse`, `enquiries::api::accept`:
//! the same rules, rate limit, consent check and writer). A stored enquiry is answered 303 to
//! the page's confirmation (`/contact?sent=1`, Post/Redirect/Get); a refused one with the
//! page rendered again, what was typed kept and the reason shown, in the page's language.
//!
//! No origin check: like the API's, the form is public, anyone may send it, and a post only
//! adds an enquiry (nothing a forged request could gain from a visitor's browser).

use std::sync::Arc;

use poem::http::{StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response, Result};
use serde_json::{Map, Value, json};

use super::routes::{cookie_language, query_language};
use super::web::{CONTACT_SENT, WebApp};
use crate::enquiries::api::{EnquiryLimit, EnquiryObservers, Refused, accept};
use crate::enquiries::rules;
use crate::enquiries::writer::EnquiryWriter;
use crate::http::body::{Rejection, too_large};
use crate::kernel::db::DbPool;
use crate::kernel::language::Language;

/// The largest form accepted, as the API's body (docs/decisions-spec.md §4).
const MAX_BODY: usize = 32 * 1024;

/// The form's fields, as the API names them; the visitor's own are kept for a second try.
const FIELDS: [&str; 7] = [
    "name",
    "email",
    "company",
    "phone",
    "message",
    "website",
    "consentVersion",
];
const TYPED: [&str; 5] = ["name", "email", "company", "phone", "message"];

/// `POST /contact`.
pub struct ContactForm(pub Arc<WebApp>);

impl Endpoint for ContactForm {
    type Output = Response;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let body = req.take_body();
        let lang = query_language(&req)
            .or_else(|| cookie_language(&req))
            .unwrap_or_else(|| Language::from_request(&req));
        let form = match read_form(&req, body, lang).await {
            Ok(form) => form,
            Err((status, text)) => {
                return Ok(self.refused(&req, lang, status, &Map::new(), text).await);
            }
        };
        let object = enquiry_of(&form, lang);
        let enquiry = match rules::parse(object.to_string().as_bytes(), lang) {
            Ok(enquiry) => enquiry,
            Err(Rejection::BadRequest(text)) => {
                return Ok(self
                    .refused(&req, lang, StatusCode::BAD_REQUEST, &form, text)
                    .await);
            }
            Err(Rejection::TooLarge(text)) => {
                return Ok(self
                    .refused(&req, lang, StatusCode::PAYLOAD_TOO_LARGE, &form, text)
                    .await);
            }
            Err(Rejection::UnsupportedMediaType(text)) => {
                let status = StatusCode::UNSUPPORTED_MEDIA_TYPE;
                return Ok(self.refused(&req, lang, status, &form, text).await);
            }
        };
        let (Some(limit), Some(writer), Some(pool), Some(observers)) = (
            req.data::<EnquiryLimit>(),
            req.data::<EnquiryWriter>(),
            req.data::<DbPool>(),
            req.data::<EnquiryObservers>(),
        ) else {
            tracing::error!("the contact form's parts are missing from the request");
            return Ok(StatusCode::INTERNAL_SERVER_ERROR.into_response());
        };
        match accept(&req, limit, writer, pool, observers, enquiry).await {
            Ok(_) => Ok(Response::builder()
                .status(StatusCode::SEE_OTHER)
                .header(
                    header::LOCATION,
                    format!("/contact?{CONTACT_SENT}&lang={}", lang.code()),
                )
                .header(header::CACHE_CONTROL, "no-store")
                .finish()),
            Err(Refused::BadRequest(text)) => Ok(self
                .refused(&req, lang, StatusCode::BAD_REQUEST, &form, text)
                .await),
            Err(Refused::TooMany(text, secs)) => {
                let status = StatusCode::TOO_MANY_REQUESTS;
                let mut resp = self.refused(&req, lang, status, &form, text).await;
                if let Ok(value) = secs.to_string().parse() {
                    resp.headers_mut().insert(header::RETRY_AFTER, value);
                }
                Ok(resp)
            }
            Err(Refused::Failed(text)) => {
                let status = StatusCode::INTERNAL_SERVER_ERROR;
                Ok(self.refused(&req, lang, status, &form, text).await)
            }
        }
    }
}

impl ContactForm {
    /// The page again with what was typed and why it was refused.
    async fn refused(
        &self,
        req: &Request,
        lang: Language,
        status: StatusCode,
        form: &Map<String, Value>,
        error: String,
    ) -> Response {
        let values: Map<String, Value> = TYPED
            .iter()
            .map(|key| {
                (
                    key.to_string(),
                    form.get(*key).cloned().unwrap_or(json!("")),
                )
            })
            .collect();
        let posted = json!({ "values": values, "error": error });
        self.0.contact_refused(req, lang, status, &posted).await
    }
}

/// The form's fields (the first value of each known name), or the status and text of a
/// body that is not a form or is too large.
async fn read_form(
    req: &Request,
    body: poem::Body,
    lang: Language,
) -> std::result::Result<Map<String, Value>, (StatusCode, String)> {
    let essence = req
        .content_type()
        .and_then(|value| value.split(';').next())
        .map(|value| value.trim().to_ascii_lowercase());
    if essence.as_deref() != Some("application/x-www-form-urlencoded") {
        let text = lang.pick(
            "Biểu mẫu phải được gửi dạng application/x-www-form-urlencoded.",
            "The form must be sent as application/x-www-form-urlencoded.",
        );
        return Err((StatusCode::UNSUPPORTED_MEDIA_TYPE, text.to_owned()));
    }
    let bytes = body.into_bytes_limit(MAX_BODY).await.map_err(|_| {
        let (Rejection::TooLarge(text)
        | Rejection::BadRequest(text)
        | Rejection::UnsupportedMediaType(text)) = too_large(lang);
        (StatusCode::PAYLOAD_TOO_LARGE, text)
    })?;
    let mut form = Map::new();
    for (key, value) in url::form_urlencoded::parse(&bytes) {
        if FIELDS.contains(&key.as_ref()) && !form.contains_key(key.as_ref()) {
            form.insert(key.into_owned(), Value::String(value.into_owned()));
        }
    }
    Ok(form)
}

/// The API's body for the form's fields, in the page's language. The address is trimmed as
/// the app's form trims it before sending; every other rule is the API's.
fn enquiry_of(form: &Map<String, Value>, lang: Language) -> Value {
    let mut object = form.clone();
    if let Some(Value::String(email)) = object.get_mut("email") {
        *email = email.trim().to_owned();
    }
    // The statement's version the page showed (a hidden field): a number, as the API takes it;
    // anything else goes on as typed and is refused by the API's own rule.
    if let Some(Value::String(version)) = object.get("consentVersion") {
        let version = match version.trim().parse::<i64>() {
            Ok(number) => json!(number),
            Err(_) if version.trim().is_empty() => Value::Null,
            Err(_) => json!(version),
        };
        object.insert("consentVersion".into(), version);
    }
    object.insert("preferredLanguage".into(), json!(lang.code()));
    Value::Object(object)
}
