//! A contact enquiry: the server checks everything the browser checks, and more
//! (docs/decisions-spec.md §4). Every message exists in both languages.

use crate::http::schema::Email;
use poem_openapi::Object;
use serde::Deserialize;

use crate::http::body::Rejection;
use crate::http::check::{Catalogue, Sent, check_body_in, required_text};
use crate::http::schema::{
    NotBlank, OneLineOrBlank, PreferredLanguage, SITE_PATH, SingleLine, SitePath,
};
use crate::kernel::language::Language;
use crate::settings::consent;

/// The body of `POST /api/contact`, as the server checks it. Unknown fields are ignored.
/// Lengths count characters (Unicode code points) of the text as sent; the stored text is
/// trimmed. "Not blank" means at least one character that is not white space (Unicode
/// `White_Space`, the set the pattern lists).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct ContactRequest {
    /// Full name: one line, not blank, at most 200 characters.
    #[oai(validator(max_length = 200))]
    pub name: SingleLine,
    /// E-mail address (with a dotted domain, without a display name or surrounding
    /// spaces), at most 254 characters.
    #[oai(validator(max_length = 254))]
    pub email: Email,
    /// Company: one line, not blank, at most 200 characters.
    #[oai(validator(max_length = 200))]
    pub company: SingleLine,
    /// Phone number: one line, optional (absent, null or blank: none), at most 50
    /// characters.
    #[oai(validator(max_length = 50), nullable)]
    pub phone: Option<OneLineOrBlank>,
    /// The message, not blank, at most 5,000 characters (line breaks welcome).
    #[oai(validator(max_length = 5000))]
    pub message: NotBlank,
    /// The language to answer in.
    pub preferred_language: PreferredLanguage,
    /// What the enquiry is about, when it was sent from a calculator's result ("Request a
    /// quote with these figures"); absent or null: none.
    #[oai(nullable)]
    pub context: Option<EnquiryContext>,
    /// Where the visit that sent it came from (its first page); absent or null: unknown.
    #[oai(nullable)]
    pub source: Option<EnquirySource>,
    /// The version of the consent statement the form showed (`GET /api/consent`), kept with
    /// the enquiry and the time (docs/decisions-spec.md §27); absent or null: none recorded.
    #[oai(nullable, validator(minimum(value = "1")))]
    pub consent_version: Option<i64>,
    /// Leave it out. A field that people never see (the form hides it): an enquiry with any
    /// value here but null or blank text is still answered 201, and kept with status `spam`.
    #[oai(nullable)]
    pub website: Option<serde_json::Value>,
}

/// The calculators an enquiry can come from (their pages' last path segment).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poem_openapi::Enum, Deserialize)]
#[oai(rename_all = "kebab-case")]
#[serde(rename_all = "kebab-case")]
pub enum ToolName {
    IncotermsCalculator,
    FobCifCalculator,
    FreightCalculator,
    DemurrageCalculator,
    HsCodeAnalyzer,
}

impl ToolName {
    /// The calculator page's last path segment, as the document names it.
    pub fn code(self) -> &'static str {
        match self {
            Self::IncotermsCalculator => "incoterms-calculator",
            Self::FobCifCalculator => "fob-cif-calculator",
            Self::FreightCalculator => "freight-calculator",
            Self::DemurrageCalculator => "demurrage-calculator",
            Self::HsCodeAnalyzer => "hs-code-analyzer",
        }
    }
}

/// A calculator's figures an enquiry is about (docs/decisions-spec.md §15).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct EnquiryContext {
    pub tool: ToolName,
    /// The calculator's link with its inputs: a path on this site (`/tools/…?…`), at most
    /// 2,000 characters.
    #[oai(validator(max_length = 2000))]
    pub link: SitePath,
    /// The result in a few lines, in the visitor's language: not blank, at most 2,000
    /// characters.
    #[oai(validator(max_length = 2000))]
    pub summary: NotBlank,
}

/// Where a visit came from, taken from its first page (docs/decisions-spec.md §15). Each field
/// optional (absent, null or blank: unknown).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct EnquirySource {
    /// The first page's path (without its query), at most 500 characters.
    #[oai(validator(max_length = 500), nullable)]
    pub landing_path: Option<SitePath>,
    /// The host of the page that linked to it (one line, at most 253 characters).
    #[oai(validator(max_length = 253), nullable)]
    pub referrer_host: Option<OneLineOrBlank>,
    /// `utm_source` of the first page (one line, at most 200 characters); so are the next two.
    #[oai(validator(max_length = 200), nullable)]
    pub utm_source: Option<OneLineOrBlank>,
    #[oai(validator(max_length = 200), nullable)]
    pub utm_medium: Option<OneLineOrBlank>,
    #[oai(validator(max_length = 200), nullable)]
    pub utm_campaign: Option<OneLineOrBlank>,
}

/// A checked `context`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Context {
    pub tool: String,
    pub link: String,
    pub summary: String,
}

/// A checked `source`; every field optional.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Source {
    pub landing_path: Option<String>,
    pub referrer_host: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
}

/// An enquiry that passed every check, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEnquiry {
    pub name: String,
    pub email: String,
    pub company: String,
    pub phone: Option<String>,
    pub message: String,
    pub language: Language,
    pub context: Option<Context>,
    pub source: Source,
    /// The hidden `website` field was filled: most likely a bot.
    pub spam: bool,
    /// The consent statement's version the form showed.
    pub consent_version: Option<i64>,
}

impl NewEnquiry {
    /// The status the enquiry is stored with.
    pub fn status(&self) -> &'static str {
        if self.spam { "spam" } else { "new" }
    }
}

/// The names of the contact form's fields, as the visitor knows them.
pub struct EnquiryText;

impl Catalogue for EnquiryText {
    fn label(&self, key: &str, lang: Language) -> String {
        match (key, lang) {
            ("name", Language::Vi) => "Họ và tên",
            ("name", Language::En) => "Full name",
            ("email", _) => "Email",
            ("company", Language::Vi) => "Tên công ty",
            ("company", Language::En) => "Company",
            ("phone", Language::Vi) => "Số điện thoại",
            ("phone", Language::En) => "Phone",
            ("message", Language::Vi) => "Nội dung tin nhắn",
            ("message", Language::En) => "Message",
            ("preferredLanguage", Language::Vi) => "Ngôn ngữ (preferredLanguage)",
            ("preferredLanguage", Language::En) => "Language (preferredLanguage)",
            ("context", Language::Vi) => "Thông tin tính toán (context)",
            ("context", Language::En) => "Calculation (context)",
            ("tool", Language::Vi) => "Công cụ (context.tool)",
            ("tool", Language::En) => "Tool (context.tool)",
            ("link", Language::Vi) => "Liên kết (context.link)",
            ("link", Language::En) => "Link (context.link)",
            ("summary", Language::Vi) => "Tóm tắt (context.summary)",
            ("summary", Language::En) => "Summary (context.summary)",
            ("source", Language::Vi) => "Nguồn truy cập (source)",
            ("source", Language::En) => "Source (source)",
            ("landingPath", Language::Vi) => "Trang đầu tiên (source.landingPath)",
            ("landingPath", Language::En) => "Landing page (source.landingPath)",
            ("referrerHost", _) => "source.referrerHost",
            ("utmSource", _) => "source.utmSource",
            ("utmMedium", _) => "source.utmMedium",
            ("utmCampaign", _) => "source.utmCampaign",
            ("consentVersion", Language::Vi) => "Phiên bản lời đồng ý (consentVersion)",
            ("consentVersion", Language::En) => "Consent statement version (consentVersion)",
            (other, _) => other,
        }
        .to_owned()
    }

    fn missing(&self, _key: &str, name: &str, lang: Language) -> String {
        required_text(name, lang)
    }

    /// Only `consentVersion` can pass the schema and not fit its type (`1.5`).
    fn unreadable(&self, _key: &str, name: &str, lang: Language) -> String {
        consent::unknown_consent(name, lang)
    }

    fn pattern(&self, pattern: &str, name: &str, lang: Language) -> Option<String> {
        (pattern == SITE_PATH).then(|| match lang {
            Language::Vi => format!(
                "{name} phải là một đường dẫn trên trang này, bắt đầu bằng /, không có khoảng trắng."
            ),
            Language::En => {
                format!("{name} must be a path on this site, starting with /, without spaces.")
            }
        })
    }
}

/// The thank-you text of a stored enquiry.
pub fn thank_you(lang: Language) -> &'static str {
    lang.pick(
        "Cảm ơn bạn đã liên hệ! Chúng tôi đã nhận được yêu cầu và sẽ phản hồi trong vòng một ngày làm việc.",
        "Thank you for reaching out! We have received your enquiry and will reply within one business day.",
    )
}

/// What the contact body says before its check: the language it asks to be answered in.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ContactPeek {
    #[serde(default)]
    preferred_language: Sent,
}

impl ContactPeek {
    /// The language the enquiry asks for, when it names a field for it: Vietnamese when that
    /// field holds neither language (the site's first one).
    fn chosen(self) -> Option<Language> {
        match self.preferred_language {
            Sent::Absent => None,
            sent => Some(
                sent.text()
                    .and_then(|v| Language::parse(v.trim()))
                    .unwrap_or_default(),
            ),
        }
    }
}

/// Checks a JSON body against `ContactRequest`'s schema. Refusals speak the language the
/// enquiry asks for, else `fallback` (the request's).
pub fn parse(body: &[u8], fallback: Language) -> Result<NewEnquiry, Rejection> {
    let (request, lang) = check_body_in::<ContactRequest, ContactPeek>(
        body,
        &EnquiryText,
        fallback,
        ContactPeek::chosen,
    )
    .map_err(Rejection::BadRequest)?;
    Ok(NewEnquiry {
        name: request.name.0,
        email: request.email.0,
        company: request.company.0,
        phone: request.phone.map(|phone| phone.0),
        message: request.message.0,
        language: request.preferred_language.into(),
        context: request.context.map(|c| Context {
            tool: c.tool.code().to_owned(),
            link: c.link.0,
            summary: c.summary.0,
        }),
        source: request
            .source
            .map(|s| Source {
                landing_path: s.landing_path.map(|p| p.0),
                referrer_host: s.referrer_host.map(|t| t.0),
                utm_source: s.utm_source.map(|t| t.0),
                utm_medium: s.utm_medium.map(|t| t.0),
                utm_campaign: s.utm_campaign.map(|t| t.0),
            })
            .unwrap_or_default(),
        spam: crate::http::body::fills_honeypot(request.website.as_ref()),
        consent_version: consent::version_of(request.consent_version, &EnquiryText, lang)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::body::is_json_content_type;
    use crate::kernel::mail::is_valid_email;
    use serde_json::Value;

    fn body(v: Value) -> Vec<u8> {
        serde_json::to_vec(&v).unwrap()
    }

    #[test]
    fn accepts_and_trims_a_valid_enquiry() {
        let e = parse(
            &body(serde_json::json!({
                "name": "  Nguyễn Văn An ", "email": "an@example.vn", "company": "Cty ABC",
                "phone": "  ", "message": "Xin chào", "preferredLanguage": "vi", "extra": 1
            })),
            Language::Vi,
        )
        .unwrap();
        assert_eq!(e.name, "Nguyễn Văn An");
        assert_eq!(e.phone, None);
        assert_eq!(e.language, Language::Vi);
    }

    #[test]
    fn single_line_fields_refuse_line_breaks_in_the_senders_language() {
        for (field, text) in [
            ("name", "A\nB"),
            ("company", "Cty\r\nBcc: x@y.vn"),
            ("phone", "090\u{0}1"),
            ("name", "An\u{2028}B"),
        ] {
            let mut value = serde_json::json!({
                "name": "An", "email": "an@example.vn", "company": "Cty",
                "message": "Dòng 1\nDòng 2", "preferredLanguage": "vi"
            });
            value[field] = text.into();
            let Err(Rejection::BadRequest(vi)) = parse(&body(value.clone()), Language::Vi) else {
                panic!("{field}: {text:?} accepted");
            };
            assert!(vi.contains("một dòng"), "{vi}");
            value["preferredLanguage"] = "en".into();
            let Err(Rejection::BadRequest(en)) = parse(&body(value), Language::Vi) else {
                panic!("{field}: {text:?} accepted");
            };
            assert!(en.contains("single line"), "{en}");
        }
    }

    /// A refusal speaks the language the body names (trimmed), Vietnamese when the field
    /// holds neither language, and the request's when the body has no such field.
    #[test]
    fn a_refusal_speaks_the_language_the_body_asks_for() {
        let refusal = |language: Option<Value>, fallback: Language| {
            let mut value = serde_json::json!({ "name": "An", "email": "an@example.vn" });
            if let Some(language) = language {
                value["preferredLanguage"] = language;
            }
            match parse(&body(value), fallback) {
                Err(Rejection::BadRequest(text)) => text,
                other => panic!("{other:?}"),
            }
        };
        let (english, vietnamese) = (refusal(None, Language::En), refusal(None, Language::Vi));
        assert!(english.contains("Company"), "{english}");
        assert!(vietnamese.contains("Tên công ty"), "{vietnamese}");
        assert_eq!(refusal(Some(" en ".into()), Language::Vi), english);
        for unreadable in [
            Value::Null,
            5.into(),
            "fr".into(),
            serde_json::json!(["en"]),
        ] {
            assert_eq!(refusal(Some(unreadable), Language::En), vietnamese);
        }
    }

    #[test]
    fn email_rules() {
        for ok in ["a@b.co", "an.nguyen+quote@cong-ty.com.vn"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in [
            "",
            "a",
            "a@",
            "@b.co",
            "a@b",
            "a b@c.com",
            "a@b.",
            "Name <a@b.co>",
        ] {
            assert!(!is_valid_email(bad), "{bad}");
        }
    }

    #[test]
    fn json_content_types() {
        assert!(is_json_content_type(Some("application/json")));
        assert!(is_json_content_type(Some(
            "Application/JSON; charset=utf-8"
        )));
        assert!(is_json_content_type(Some("application/merge-patch+json")));
        assert!(!is_json_content_type(Some("text/plain")));
        assert!(!is_json_content_type(None));
    }
}
