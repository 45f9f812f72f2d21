//! Owner writes carry the version they started from (docs/decisions-spec.md §18): a `GET` answers
//! an `ETag`, the `PUT` sends it back as `If-Match`; a stale one is refused with 412 saying
//! who saved last and when, none at all with 428, so two owners never silently undo each
//! other.

use poem::Request;
use poem::http::header::IF_MATCH;
use poem_openapi::Object;
use poem_openapi::payload::Json;
use sha2::{Digest, Sha256};

use crate::kernel::language::Language;

/// The 412 answer: the version sent is not the current one.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct StaleBody {
    /// A human readable explanation, in the owner's language.
    pub error: String,
    /// Who saved the current version (an owner's e-mail), when it is known.
    pub changed_by: Option<String>,
    /// When the current version was saved (RFC 3339, UTC), when it is known.
    pub changed_at: Option<String>,
    /// The item as it now is, so that the console can keep this tab's changes over it
    /// field by field (docs/decisions-spec.md §23) without asking again.
    #[oai(skip_serializing_if_is_none)]
    pub current: Option<Box<serde_json::Value>>,
    /// The current version's tag: the `If-Match` of a save made over `current`.
    #[oai(skip_serializing_if_is_none)]
    pub version: Option<String>,
}

/// A strong entity tag of the parts (the stored item and its latest save).
pub fn tag(parts: &[&[u8]]) -> String {
    let mut hash = Sha256::new();
    for part in parts {
        // Each part's length first, so that two splits of the same bytes differ.
        hash.update((part.len() as u64).to_be_bytes());
        hash.update(part);
    }
    format!("\"{}\"", hex::encode(&hash.finalize()[..12]))
}

/// What the request's `If-Match` says about the current version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Precondition {
    /// No `If-Match`: 428.
    Missing,
    /// It names another version (or is not readable): 412.
    Stale,
    Current,
}

/// The request's `If-Match` tags, taken before the work moves to the database thread.
#[derive(Debug, Clone)]
pub struct IfMatch(Option<Vec<String>>);

impl IfMatch {
    pub fn from_request(req: &Request) -> Self {
        let mut values = req.headers().get_all(IF_MATCH).iter().peekable();
        if values.peek().is_none() {
            return IfMatch(None);
        }
        // A list of tags or `*` (RFC 9110 §13.1.1); a value that is not text matches nothing.
        IfMatch(Some(
            values
                .filter_map(|value| value.to_str().ok())
                .flat_map(|value| value.split(','))
                .map(|tag| tag.trim().to_owned())
                .collect(),
        ))
    }

    /// A weak tag never matches: the comparison is strong.
    pub fn check(&self, current: &str) -> Precondition {
        match &self.0 {
            None => Precondition::Missing,
            Some(tags) if tags.iter().any(|tag| tag == "*" || tag == current) => {
                Precondition::Current
            }
            Some(_) => Precondition::Stale,
        }
    }
}

/// The 428 text.
pub fn missing_text(lang: Language) -> String {
    lang.pick(
        "Thiếu phiên bản bạn đã mở (tiêu đề If-Match). Hãy tải lại rồi lưu lần nữa.",
        "The version you opened is missing (the If-Match header). Please reload and save again.",
    )
    .to_owned()
}

/// The 412 body: who saved the current version and when, where known.
pub fn stale(
    lang: Language,
    changed_by: Option<String>,
    changed_at: Option<String>,
    zone: chrono_tz::Tz,
) -> Json<StaleBody> {
    let when = changed_at.as_deref().map(|at| readable_time(at, zone));
    let error = match (lang, &changed_by, &when) {
        (Language::Vi, Some(who), Some(when)) => format!(
            "{who} đã lưu một phiên bản mới hơn vào {when}, sau khi bạn mở trang này. Hãy so sánh và tải lại trước khi lưu."
        ),
        (Language::En, Some(who), Some(when)) => format!(
            "{who} saved a newer version at {when}, after you opened this. Please compare and reload before saving."
        ),
        (Language::Vi, _, _) => "Đã có một phiên bản mới hơn được lưu sau khi bạn mở trang này. Hãy so sánh và tải lại trước khi lưu.".to_owned(),
        (Language::En, _, _) => "A newer version was saved after you opened this. Please compare and reload before saving.".to_owned(),
    };
    Json(StaleBody {
        error,
        changed_by,
        changed_at,
        current: None,
        version: None,
    })
}

/// `2026-11-27T07:10:00Z` as the business's clock reads it (`14:10 27/11/2026` in Hà Nội),
/// as every time the console shows (docs/decisions-spec.md §23); anything else as it is.
fn readable_time(at: &str, zone: chrono_tz::Tz) -> String {
    chrono::NaiveDateTime::parse_from_str(at.trim_end_matches('Z'), "%Y-%m-%dT%H:%M:%S%.f")
        .map_or_else(
            |_| at.to_owned(),
            |t| {
                t.and_utc()
                    .with_timezone(&zone)
                    .format("%H:%M %d/%m/%Y")
                    .to_string()
            },
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_match_lists_star_and_weak_tags() {
        let current = tag(&[b"item", b"1"]);
        let req = |value: Option<&str>| {
            let mut builder = Request::builder();
            if let Some(value) = value {
                builder = builder.header(IF_MATCH, value);
            }
            builder.finish()
        };
        let check = |value| IfMatch::from_request(&req(value)).check(&current);
        assert_eq!(check(None), Precondition::Missing);
        assert_eq!(check(Some("*")), Precondition::Current);
        let listed = format!("\"other\", {current}");
        assert_eq!(check(Some(&listed)), Precondition::Current);
        let weak = format!("W/{current}");
        assert_eq!(check(Some(&weak)), Precondition::Stale);
        assert_eq!(check(Some("\"stale\"")), Precondition::Stale);
        assert_ne!(tag(&[b"ab", b"c"]), tag(&[b"a", b"bc"]));
    }

    #[test]
    fn stale_names_who_and_when() {
        let body = stale(
            Language::Vi,
            Some("a@b.vn".into()),
            Some("2026-11-27T07:10:00Z".into()),
            chrono_tz::Asia::Ho_Chi_Minh,
        );
        assert!(body.0.error.contains("a@b.vn đã lưu"), "{}", body.0.error);
        assert!(!body.0.error.contains("UTC"), "{}", body.0.error);
        assert!(
            body.0.error.contains("14:10 27/11/2026"),
            "{}",
            body.0.error
        );
    }
}
