//! `POST /api/events`: a page view or a tool event, sent by the app with `sendBeacon`
//! (docs/decisions-spec.md §16). The answer never waits for the database.

use poem::{Request, web::Data};
use poem_openapi::{ApiResponse, Enum, Object, OpenApi, payload::Json};
use serde::Deserialize;

use super::recorder::Event;
use super::{Insight, NotCounted};
use crate::http::body::{JsonBody, Rejection};
use crate::http::check::{Catalogue, check_body};
use crate::http::error::ErrorBody;
use crate::http::rate_limit::{client_of, retry_after_secs};
use crate::http::schema::{Closed, PreferredLanguage};
use crate::kernel::language::Language;

pub struct EventsApi;

/// The largest body read: an event is a few hundred bytes, but the longest body the schema
/// allows (two 2,048-character addresses, 3 bytes a character at worst) must fit, so that
/// a field too long is refused as such (400) rather than as a large body.
pub const MAX_EVENT_BYTES: usize = 16 * 1024;

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, Deserialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum EventType {
    /// A page was shown (the first page, and every route change after it).
    Pageview,
    /// A calculator computed a result.
    Calculated,
    /// A calculator's result was exported as PDF.
    Pdf,
    /// A calculator's link was copied.
    Link,
    /// A quote was requested from a calculator's result.
    Quote,
}

impl EventType {
    fn code(self) -> &'static str {
        match self {
            EventType::Pageview => "pageview",
            EventType::Calculated => "calculated",
            EventType::Pdf => "pdf",
            EventType::Link => "link",
            EventType::Quote => "quote",
        }
    }
}

/// One event. Unknown fields are refused. Sent as `application/json`, or as `text/plain`
/// (what `navigator.sendBeacon` sends for a string).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct EventRequest {
    #[oai(rename = "type")]
    #[serde(rename = "type")]
    pub kind: EventType,
    /// The page's path with its query (`/blog/x?utm_source=zalo`): only the path and the
    /// `utm_source`, `utm_medium` and `utm_campaign` values are kept.
    #[oai(validator(max_length = 2048))]
    pub path: String,
    /// `document.referrer` on the first page, the previous page's address after a route
    /// change: only its host is kept, and only when it is another site's.
    #[oai(validator(max_length = 2048))]
    pub referrer: Option<String>,
    /// The calculator (`incoterms-calculator`…) of a tool event.
    #[oai(validator(max_length = 64))]
    pub tool: Option<String>,
    /// The language the page is shown in (else the browser's `Accept-Language`).
    pub lang: Option<PreferredLanguage>,
}

#[derive(ApiResponse)]
pub enum EventResponse {
    /// Counted.
    #[oai(status = 204)]
    Counted,
    /// Not counted: a bot or not a browser, `Sec-GPC: 1`, counting turned off, a path the
    /// site does not count, or the server too busy to keep it.
    #[oai(status = 202)]
    NotCounted,
    /// The body is not such an event (a wrong type, a field too long, an unknown field).
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// The body is larger than 16 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json` or `text/plain`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many events from this address; `Retry-After` says how many seconds to wait.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before sending again.
        #[oai(header = "Retry-After")]
        u64,
    ),
}

impl From<Rejection> for EventResponse {
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

/// An event as sent, checked against its schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentEvent {
    pub kind: EventType,
    pub path: String,
    pub referrer: Option<String>,
    pub tool: Option<String>,
    pub lang: Option<Language>,
}

#[OpenApi(tag = "crate::http::ApiTags::Events")]
impl EventsApi {
    /// Count a page view or a tool event. The client address and user agent make that
    /// day's visitor key and are not kept; bots, non-browsers and `Sec-GPC: 1` are not
    /// counted (202). Written in batches after the answer. One client address may send
    /// about two a second (by default).
    #[oai(path = "/events", method = "post", operation_id = "recordEvent")]
    async fn record(
        &self,
        req: &Request,
        insight: Data<&Insight>,
        body: JsonBody<Closed<EventRequest>, MAX_EVENT_BYTES>,
    ) -> EventResponse {
        let lang = Language::from_request(req);
        let sent = match read(body, lang) {
            Ok(sent) => sent,
            Err(rejection) => return rejection.into(),
        };
        if let Some(limiter) = insight.limiter()
            && let Err(wait) = limiter.check(client_of(req))
        {
            let secs = retry_after_secs(wait);
            return EventResponse::TooManyRequests(
                ErrorBody::json(lang.pick(
                    "Quá nhiều sự kiện trong thời gian ngắn.",
                    "Too many events in a short time.",
                )),
                secs,
            );
        }
        match count(&insight, req, sent) {
            Ok(()) => EventResponse::Counted,
            Err(_) => EventResponse::NotCounted,
        }
    }
}

fn read(
    body: JsonBody<Closed<EventRequest>, MAX_EVENT_BYTES>,
    lang: Language,
) -> Result<SentEvent, Rejection> {
    let text_plain = body
        .content_type()
        .and_then(|t| t.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("text/plain"));
    let bytes = if text_plain {
        body.bytes_as_json(lang)?
    } else {
        body.bytes(lang)?
    };
    let event = check_body::<Closed<EventRequest>>(&bytes, &EventText, lang)
        .map_err(Rejection::BadRequest)?;
    Ok(SentEvent {
        kind: event.kind,
        path: event.path,
        referrer: event.referrer,
        tool: event.tool,
        lang: event.lang.map(Language::from),
    })
}

/// The event's fields, named as sent.
struct EventText;

impl Catalogue for EventText {
    fn label(&self, key: &str, lang: Language) -> String {
        match lang {
            Language::Vi => format!("Trường \"{key}\""),
            Language::En => format!("The field \"{key}\""),
        }
    }

    fn missing(&self, key: &str, _name: &str, lang: Language) -> String {
        match lang {
            Language::Vi => format!("Thiếu trường \"{key}\"."),
            Language::En => format!("The field \"{key}\" is missing."),
        }
    }
}

/// A page path the site counts, without its query; and the query.
fn page_path(path: &str) -> Option<(String, Option<&str>)> {
    let path = path.split('#').next().unwrap_or_default();
    let (path, query) = match path.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (path, None),
    };
    let countable = path.starts_with('/')
        && !path.starts_with("//")
        && path.len() <= 300
        && !path.chars().any(char::is_control)
        && path != "/admin"
        && !path.starts_with("/admin/")
        && path != "/api"
        && !path.starts_with("/api/");
    if !countable {
        return None;
    }
    let trimmed = if path.len() > 1 {
        path.trim_end_matches('/')
    } else {
        path
    };
    Some((
        if trimmed.is_empty() { "/" } else { trimmed }.to_owned(),
        query,
    ))
}

/// A short label: trimmed, lowercase, at most 100 characters; `None` when empty.
fn label(text: &str) -> Option<String> {
    let text: String = text.trim().to_lowercase().chars().take(100).collect();
    (!text.is_empty() && !text.chars().any(char::is_control)).then_some(text)
}

/// A referrer's host, without `www.`, lowercase.
fn referrer_host(referrer: &str) -> Option<String> {
    let url = url::Url::parse(referrer.trim()).ok()?;
    let host = url.host_str()?.to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host).to_owned();
    label(&host)
}

/// The host the request was sent to, without its port (and `www.`).
fn own_host(req: &Request) -> Option<String> {
    let host = req.header("host")?;
    let url = url::Url::parse(&format!("http://{host}/")).ok()?;
    let host = url.host_str()?.to_ascii_lowercase();
    Some(host.strip_prefix("www.").unwrap_or(&host).to_owned())
}

fn valid_tool(tool: &str) -> bool {
    !tool.is_empty()
        && tool
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Counts the event, or says why not.
pub fn count(insight: &Insight, req: &Request, sent: SentEvent) -> Result<(), NotCounted> {
    let (path, query) = page_path(&sent.path).ok_or(NotCounted::NotAPage)?;
    // A made-up path would be stored for 30 days and kept in the totals (§21).
    if !insight.serves(&path) {
        return Err(NotCounted::NotAPage);
    }
    let tool = match sent.kind {
        EventType::Pageview => None,
        _ => Some(
            sent.tool
                .filter(|t| valid_tool(t))
                .ok_or(NotCounted::NotAPage)?,
        ),
    };
    let visit = insight.visit(req)?;
    let utm = |key: &str| {
        query.and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == key)
                .and_then(|(_, v)| label(&v))
        })
    };
    let (utm_source, medium, campaign) =
        (utm("utm_source"), utm("utm_medium"), utm("utm_campaign"));
    let external = sent
        .referrer
        .as_deref()
        .and_then(referrer_host)
        .filter(|host| Some(host) != own_host(req).as_ref());
    let internal = sent
        .referrer
        .as_deref()
        .is_some_and(|r| !r.trim().is_empty())
        && external.is_none()
        && utm_source.is_none();
    let entry = sent.kind == EventType::Pageview && !internal;
    let language = sent.lang.unwrap_or_else(|| Language::from_request(req));
    let event = Event {
        day: visit.day,
        at: visit.at,
        visitor: visit.visitor,
        kind: sent.kind.code(),
        path,
        entry,
        source: entry.then(|| utm_source.or(external)).flatten(),
        medium: entry.then_some(medium).flatten(),
        campaign: entry.then_some(campaign).flatten(),
        device: visit.device.code(),
        language: language.code(),
        tool,
    };
    let recorder = insight.recorder().ok_or(NotCounted::Off)?;
    if recorder.record(event) {
        Ok(())
    } else {
        Err(NotCounted::Dropped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_keep_only_the_page() {
        assert_eq!(
            page_path("/blog/post/?utm_source=Zalo#top"),
            Some(("/blog/post".into(), Some("utm_source=Zalo")))
        );
        assert_eq!(page_path("/"), Some(("/".into(), None)));
        for not_a_page in [
            "",
            "blog",
            "//evil.example/x",
            "/admin",
            "/admin/stats",
            "/api/events",
        ] {
            assert_eq!(page_path(not_a_page), None, "{not_a_page}");
        }
    }

    #[test]
    fn referrers_keep_only_the_host() {
        assert_eq!(
            referrer_host("https://www.Google.com/search?q=logistics+hcm"),
            Some("google.com".into())
        );
        assert_eq!(referrer_host("not a url"), None);
        assert_eq!(referrer_host(""), None);
    }
}
