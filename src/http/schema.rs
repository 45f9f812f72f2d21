//! What the derived schemas cannot say on their own, declared once and used twice: by the
//! OpenAPI document (a field's type carries its `pattern` or `format`) and by the server's
//! hand-written checks (the same pattern, compiled once). A rule written in one place cannot
//! drift between the two.
//!
//! How a body field declares a rule:
//! - an e-mail address: [`Email`] (`format: email`), checked with
//!   `crate::kernel::mail::is_valid_email` on the text as sent;
//! - a password: [`Password`] (`format: password`);
//! - text that must not be blank: [`NotBlank`];
//! - one line of text that must not be blank (a name, a company, anything that may reach a
//!   mail header): [`SingleLine`]; one line that may be blank: [`OneLineOrBlank`];
//! - `""` or an `https://` link: [`HttpsLinkOrEmpty`];
//! - `""` or an `smtp(s)://` URL: [`SmtpUrlOrEmpty`];
//! - an RFC 3339 date and time: [`DateTimeText`];
//! - lengths with `#[oai(validator(max_length = N))]` (counted on the text as sent);
//! - a body that refuses unknown keys: `JsonBody<Closed<T>>` (every owner's body does);
//! - a body that must name at least one field: `JsonBody<NonEmpty<T>>`.
//!
//! Optional fields are declared `Option<T>` (absent allowed, `null` not): the body readers
//! refuse `null` (`crate::http::body::text_field`). A field that does take `null` says so
//! with `#[oai(nullable)]`.

use std::borrow::Cow;
use std::marker::PhantomData;
use std::sync::LazyLock;

use poem_openapi::Enum;
use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use regex::Regex;
use serde_json::Value;

/// Not blank: at least one character that is neither white space (Unicode `White_Space`,
/// the set `str::trim` removes) nor a control character or U+FFFE/U+FFFF (which the server
/// drops before storing, docs/decisions-spec.md §21): what is left after that is not empty.
pub const NOT_BLANK: &str =
    r"[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufffe\uffff]";

/// `""`, or an `https://` link: a host of at least two dot-separated labels (letters, digits,
/// hyphens), an optional port, then a path, query or fragment in URI characters. Written
/// without `\s`/`\d`/`\w`, which mean different things in the document's (ECMA-262) and the
/// server's (Rust) regular expressions.
pub const HTTPS_LINK_OR_EMPTY: &str = r"^(https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][A-Za-z0-9._~!$&'()*+,;=:@%/?#\[\]-]*)?)?$";

/// `""`, or `smtp://` (STARTTLS) / `smtps://` (TLS): an optional `user[:password]@` (URI
/// characters; others percent-encoded, ASCII only so the decoded text is always UTF-8), a
/// host name (dot-separated labels: letters, digits, hyphens), an optional port up to
/// 65535, an optional final `/`.
pub const SMTP_URL_OR_EMPTY: &str = r"^(smtps?://(([A-Za-z0-9._~!$&'()*+,;=:-]|%[0-7][0-9A-Fa-f])*@)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?/?)?$";

/// One line of text that is not blank: no control character (Unicode `Cc`, line breaks and
/// NUL among them) and no line or paragraph separator anywhere, and at least one character
/// that is not white space. Such text can go into a mail header, a log line or a file name
/// without breaking it. [`is_single_line`] is the server's side of it.
pub const SINGLE_LINE: &str = r"^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*[^\u0000-\u001f\u007f-\u009f\u2028\u2029 \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufffe\uffff][^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$";

/// One line of text, possibly blank (see [`SINGLE_LINE`]).
pub const ONE_LINE_OR_BLANK: &str = r"^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$";

/// A path on this site with its query (`/tools/freight-calculator?from=…`): starts with one
/// `/` (never `//` or `/\`, which a browser reads as another host), no white space and no
/// control character. Such a link can be shown to the owner as a link that stays on the site.
pub const SITE_PATH: &str =
    r"^/([^/\\\u0000-\u0020\u007f-\u00a0\u2028\u2029][^\u0000-\u0020\u007f-\u00a0\u2028\u2029]*)?$";

/// `vi` or `en`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, serde::Deserialize)]
#[oai(rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum PreferredLanguage {
    Vi,
    En,
}

impl From<PreferredLanguage> for crate::kernel::language::Language {
    fn from(chosen: PreferredLanguage) -> Self {
        match chosen {
            PreferredLanguage::Vi => Self::Vi,
            PreferredLanguage::En => Self::En,
        }
    }
}

static HTTPS_LINK: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(HTTPS_LINK_OR_EMPTY).expect("a valid pattern"));
static SMTP_URL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(SMTP_URL_OR_EMPTY).expect("a valid pattern"));

/// Whether `text`, as sent, is `""` or an `https://` link as [`HTTPS_LINK_OR_EMPTY`] says.
pub fn is_https_link_or_empty(text: &str) -> bool {
    HTTPS_LINK.is_match(text)
}

/// Whether `text`, as sent, is `""` or an SMTP URL as [`SMTP_URL_OR_EMPTY`] says.
pub fn is_smtp_url_or_empty(text: &str) -> bool {
    SMTP_URL.is_match(text)
}

/// What every documentation-only type here says the same way to poem-openapi's `Type`:
/// required, and validated (lengths) as itself.
macro_rules! self_valued {
    () => {
        const IS_REQUIRED: bool = true;
        type RawValueType = Self;
        type RawElementValueType = Self;

        fn as_raw_value(&self) -> Option<&Self::RawValueType> {
            Some(self)
        }

        fn raw_element_iter<'a>(
            &'a self,
        ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
            Box::new(self.as_raw_value().into_iter())
        }
    };
}

/// A string type documented with more than its type (a `pattern` or a `format`), for request
/// bodies, which the server reads itself: parsing only checks that the value is text.
macro_rules! documented_string {
    ($(#[$docs:meta])* $ty:ident, $($key:ident: $value:expr),+) => {
        $(#[$docs])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
        #[serde(transparent)]
        pub struct $ty(pub String);

        impl AsRef<str> for $ty {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl Type for $ty {

            fn name() -> Cow<'static, str> {
                concat!("string_", stringify!($ty)).into()
            }

            fn schema_ref() -> MetaSchemaRef {
                MetaSchemaRef::Inline(Box::new(MetaSchema {
                    $($key: $value,)+
                    ..MetaSchema::new("string")
                }))
            }

            self_valued!();
        }

        impl ParseFromJSON for $ty {
            fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
                match value {
                    Some(Value::String(text)) => Ok(Self(text)),
                    other => Err(ParseError::expected_type(other.unwrap_or_default())),
                }
            }
        }

        impl ToJSON for $ty {
            fn to_json(&self) -> Option<Value> {
                Some(Value::String(self.0.clone()))
            }
        }
    };
}

/// A string type documented with a pattern.
macro_rules! pattern_string {
    ($(#[$docs:meta])* $ty:ident, $pattern:expr) => {
        documented_string!($(#[$docs])* $ty, pattern: Some($pattern.to_owned()));
    };
}

pattern_string!(
    /// Text with at least one character that is not white space.
    NotBlank,
    NOT_BLANK
);
pattern_string!(
    /// One line of text with at least one character that is not white space.
    SingleLine,
    SINGLE_LINE
);
pattern_string!(
    /// One line of text, possibly blank.
    OneLineOrBlank,
    ONE_LINE_OR_BLANK
);
pattern_string!(
    /// A path on this site, with its query.
    SitePath,
    SITE_PATH
);
pattern_string!(
    /// `""` (none) or an `https://` link.
    HttpsLinkOrEmpty,
    HTTPS_LINK_OR_EMPTY
);
pattern_string!(
    /// `""` or an `smtp://` / `smtps://` URL.
    SmtpUrlOrEmpty,
    SMTP_URL_OR_EMPTY
);
documented_string!(
    /// An RFC 3339 date and time (`format: date-time`), checked with
    /// `chrono::DateTime::parse_from_rfc3339`.
    DateTimeText,
    format: Some("date-time")
);

documented_string!(
    /// An e-mail address (`format: email`), checked with `kernel::mail::is_valid_email` on
    /// the text as sent: poem-openapi's own `Email` says the same in the document but
    /// cannot be read with serde.
    Email,
    format: Some("email")
);
documented_string!(
    /// A password (`format: password`), kept as sent (see `Email`).
    Password,
    format: Some("password")
);

documented_string!(
    /// An IANA time zone name from the server's own database (chrono-tz), e.g.
    /// `Asia/Ho_Chi_Minh`: listed in the document, so any other name is a schema error.
    TimeZoneName,
    enum_items: chrono_tz::TZ_VARIANTS
        .iter()
        .map(|zone| Value::String(zone.name().to_owned()))
        .collect()
);

/// A request body object whose schema says more than its derive: only documents (the
/// handler reads and checks the body itself).
macro_rules! body_rule {
    ($(#[$docs:meta])* $ty:ident, |$schema:ident| $apply:expr) => {
        $(#[$docs])*
        pub struct $ty<T>(PhantomData<fn() -> T>);

        impl<T: Type> Type for $ty<T> {

            fn name() -> Cow<'static, str> {
                T::name()
            }

            fn schema_ref() -> MetaSchemaRef {
                T::schema_ref()
            }

            fn register(registry: &mut Registry) {
                T::register(registry);
                if let MetaSchemaRef::Reference(name) = T::schema_ref()
                    && let Some($schema) = registry.schemas.get_mut(&name)
                {
                    $apply;
                }
            }

            self_valued!();
        }
    };
}

body_rule!(
    /// `T` must name at least one of its fields (`minProperties: 1`).
    NonEmpty,
    |schema| schema.min_properties = Some(1)
);
body_rule!(
    /// `T` refuses keys it does not declare (`additionalProperties: false`), as the handler's
    /// `crate::http::body::deny_unknown` does. poem-openapi cannot write `false` there, so
    /// the schema carries [`CLOSED_MARK`] until [`finish_document`] replaces it.
    Closed,
    |schema| {
        schema.additional_properties = Some(Box::new(MetaSchemaRef::Inline(Box::new(
            MetaSchema {
                title: Some(CLOSED_MARK.to_owned()),
                ..MetaSchema::ANY
            },
        ))))
    }
);

/// The stand-in for `additionalProperties: false` until the document is finished.
pub const CLOSED_MARK: &str = "tradelane:closed";

/// The served and committed document: poem-openapi's, with what it cannot write (see
/// [`Closed`]). Replaced in the text, so that the document keeps poem-openapi's key order.
pub fn finish_document(spec: &str) -> String {
    static MARKED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r#""additionalProperties": \{{\s*"title": "{CLOSED_MARK}"\s*\}}"#
        ))
        .expect("a valid pattern")
    });
    let finished = MARKED.replace_all(spec, r#""additionalProperties": false"#);
    assert!(!finished.contains(CLOSED_MARK), "every mark replaced");
    finished.into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::mail::is_one_line;

    /// The document's patterns and the server's checks say the same of the same texts.
    #[test]
    fn single_line_pattern_and_check_agree() {
        let single = Regex::new(SINGLE_LINE).unwrap();
        let one = Regex::new(ONE_LINE_OR_BLANK).unwrap();
        for (text, is_one, not_blank) in [
            ("Nguyễn Văn An", true, true),
            ("  An  ", true, true),
            ("", true, false),
            ("   ", true, false),
            ("\u{a0}\u{3000}", true, false),
            ("A\nB", false, true),
            ("A\r\nBcc: x@y.z", false, true),
            ("A\tB", false, true),
            ("A\u{0}B", false, true),
            ("A\u{85}B", false, true),
            ("A\u{2028}B", false, true),
            ("\u{202e}RTL\u{200f}", true, true),
        ] {
            assert_eq!(is_one_line(text), is_one, "{text:?}");
            assert_eq!(one.is_match(text), is_one, "{text:?}");
            assert_eq!(single.is_match(text), is_one && not_blank, "{text:?}");
        }
    }

    #[test]
    fn https_links() {
        for ok in [
            "",
            "https://www.facebook.com/tradelane",
            "https://zalo.me/0901234567",
            "https://www.youtube.com/@tradelane?sub=1#top",
            "https://example.vn:8443/a%20b",
        ] {
            assert!(is_https_link_or_empty(ok), "{ok}");
        }
        for bad in [
            " ",
            "http://www.facebook.com/",
            "javascript:alert(1)",
            "https://exa mple.com",
            "https://localhost/",
            "https://example.com/\u{a0}",
            " https://example.com",
            "https://example.com/\n",
            "https://ví-dụ.vn/",
        ] {
            assert!(!is_https_link_or_empty(bad), "{bad:?}");
        }
    }

    #[test]
    fn smtp_urls_matching_the_pattern_are_parsed_by_the_mail_sender() {
        for ok in [
            "",
            "smtp://127.0.0.1:2525",
            "smtps://user%40example.vn:p%2Fss@smtp.example.com:465",
            "smtp://mail.example.vn/",
            "smtps://u:p:q@h:65535",
            "smtp://h:0",
        ] {
            assert!(is_smtp_url_or_empty(ok), "{ok}");
            if !ok.is_empty() {
                crate::kernel::mail::SmtpUrl::parse(ok).unwrap_or_else(|e| panic!("{ok}: {e}"));
            }
        }
        for bad in [
            " ",
            "http://smtp.example.com",
            "smtp://",
            "smtp://h:65536",
            "smtp://h/path",
            "smtp://h?x=1",
            "smtp://us er@h",
            "smtp://a:b",
            "smtp://u:%FF@h",
            " smtp://h",
        ] {
            assert!(!is_smtp_url_or_empty(bad), "{bad:?}");
        }
    }

    /// Everything the pattern admits, the mail sender can parse (else a request the
    /// document calls valid would be refused).
    #[test]
    fn generated_smtp_urls_parse() {
        use proptest::prelude::*;
        // Without the anchors `^…$`, which the generator does not take.
        let inner = &SMTP_URL_OR_EMPTY[1..SMTP_URL_OR_EMPTY.len() - 1];
        let strategy = proptest::string::string_regex(inner).expect("a pattern");
        proptest!(ProptestConfig::with_cases(2000), |(url in strategy)| {
            if !url.is_empty() {
                prop_assert!(crate::kernel::mail::SmtpUrl::parse(&url).is_ok(), "{}", url);
            }
        });
    }
}
