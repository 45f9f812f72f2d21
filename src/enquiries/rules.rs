//! A contact enquiry: the server checks everything the browser checks, and more
//! (docs/decisions.md §4). Every message exists in both languages.

use poem_openapi::Object;
use poem_openapi::types::Email;
use serde_json::{Map, Value};

use crate::http::body::{Rejection, not_one_line};
use crate::http::schema::{NotBlank, OneLineOrBlank, PreferredLanguage, SingleLine};
use crate::kernel::language::Language;
use crate::kernel::mail::{is_one_line, is_valid_email};

/// The body of `POST /api/contact`, as the server checks it. Unknown fields are ignored.
/// Lengths count characters (Unicode code points) of the text as sent; the stored text is
/// trimmed. "Not blank" means at least one character that is not white space (Unicode
/// `White_Space`, the set the pattern lists).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
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
    /// Leave it out. A field that people never see (the form hides it): an enquiry with any
    /// value here but null or blank text is still answered 201, and kept with status `spam`.
    #[oai(nullable)]
    pub website: Option<serde_json::Value>,
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
    /// The hidden `website` field was filled: most likely a bot.
    pub spam: bool,
}

impl NewEnquiry {
    /// The status the enquiry is stored with.
    pub fn status(&self) -> &'static str {
        if self.spam { "spam" } else { "new" }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Name,
    Email,
    Company,
    Phone,
    Message,
    PreferredLanguage,
}

impl Field {
    fn key(self) -> &'static str {
        match self {
            Field::Name => "name",
            Field::Email => "email",
            Field::Company => "company",
            Field::Phone => "phone",
            Field::Message => "message",
            Field::PreferredLanguage => "preferredLanguage",
        }
    }

    fn label(self, lang: Language) -> &'static str {
        match (self, lang) {
            (Field::Name, Language::Vi) => "Họ và tên",
            (Field::Name, Language::En) => "Full name",
            (Field::Email, _) => "Email",
            (Field::Company, Language::Vi) => "Tên công ty",
            (Field::Company, Language::En) => "Company",
            (Field::Phone, Language::Vi) => "Số điện thoại",
            (Field::Phone, Language::En) => "Phone",
            (Field::Message, Language::Vi) => "Nội dung tin nhắn",
            (Field::Message, Language::En) => "Message",
            (Field::PreferredLanguage, Language::Vi) => "Ngôn ngữ (preferredLanguage)",
            (Field::PreferredLanguage, Language::En) => "Language (preferredLanguage)",
        }
    }

    /// Fields that must be one line: they reach mail headers and one-line displays.
    fn single_line(self) -> bool {
        matches!(self, Field::Name | Field::Company | Field::Phone)
    }

    fn max_chars(self) -> usize {
        match self {
            Field::Name | Field::Company => 200,
            Field::Email => 254,
            Field::Phone => 50,
            Field::Message => 5000,
            // Anything but `vi` or `en` is refused as such.
            Field::PreferredLanguage => usize::MAX,
        }
    }
}

/// The thank-you text of a stored enquiry.
pub fn thank_you(lang: Language) -> &'static str {
    lang.pick(
        "Cảm ơn bạn đã liên hệ! Chúng tôi đã nhận được yêu cầu và sẽ phản hồi trong vòng một ngày làm việc.",
        "Thank you for reaching out! We have received your enquiry and will reply within one business day.",
    )
}

/// The language an enquiry asks to be answered in, when it can be told at all.
fn language_of(object: &Map<String, Value>) -> Language {
    object
        .get("preferredLanguage")
        .and_then(Value::as_str)
        .and_then(|v| Language::parse(v.trim()))
        .unwrap_or_default()
}

/// Parses and checks a JSON body. `fallback` is the language for errors found before the
/// body says which language it wants.
pub fn parse(body: &[u8], fallback: Language) -> Result<NewEnquiry, Rejection> {
    let value: Value = serde_json::from_slice(body).map_err(|_| {
        Rejection::BadRequest(
            fallback
                .pick(
                    "Dữ liệu gửi lên không phải JSON hợp lệ.",
                    "The request body is not valid JSON.",
                )
                .to_owned(),
        )
    })?;
    let Value::Object(object) = value else {
        return Err(Rejection::BadRequest(
            fallback
                .pick(
                    "Dữ liệu gửi lên phải là một đối tượng JSON.",
                    "The request body must be a JSON object.",
                )
                .to_owned(),
        ));
    };
    let lang = match object.get("preferredLanguage") {
        Some(_) => language_of(&object),
        None => fallback,
    };

    let name = required(&object, Field::Name, lang)?;
    let email = required(&object, Field::Email, lang)?;
    let company = required(&object, Field::Company, lang)?;
    let phone = optional(&object, Field::Phone, lang)?;
    let message = required(&object, Field::Message, lang)?;
    required(&object, Field::PreferredLanguage, lang)?;
    // Exactly `vi` or `en`, as the document's enum says (no surrounding spaces).
    let language = object
        .get(Field::PreferredLanguage.key())
        .and_then(Value::as_str)
        .and_then(Language::parse)
        .ok_or_else(|| {
            Rejection::BadRequest(
                lang.pick(
                    "Ngôn ngữ (preferredLanguage) phải là \"vi\" hoặc \"en\".",
                    "Language (preferredLanguage) must be \"vi\" or \"en\".",
                )
                .to_owned(),
            )
        })?;
    // The address as sent: the document's `format: email` allows no surrounding spaces.
    let email_raw = object.get(Field::Email.key()).and_then(Value::as_str);
    if email_raw != Some(email.as_str()) || !is_valid_email(&email) {
        return Err(Rejection::BadRequest(
            lang.pick("Email không hợp lệ.", "Invalid email address.")
                .to_owned(),
        ));
    }
    Ok(NewEnquiry {
        name,
        email,
        company,
        phone,
        message,
        language,
        spam: fills_honeypot(&object),
    })
}

/// Whether the hidden `website` field holds anything. People never see it, so any value
/// (of any type) marks a bot; it is never a reason to refuse, so bots learn nothing.
fn fills_honeypot(object: &Map<String, Value>) -> bool {
    match object.get("website") {
        None | Some(Value::Null) => false,
        Some(Value::String(text)) => !text.trim().is_empty(),
        Some(_) => true,
    }
}

fn optional(
    object: &Map<String, Value>,
    field: Field,
    lang: Language,
) -> Result<Option<String>, Rejection> {
    let raw = match object.get(field.key()) {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::String(text)) => text,
        Some(_) => return Err(not_text(field, lang)),
    };
    // The length of the text as sent (the document's `maxLength`), then trimmed.
    check_length(raw, field, lang)?;
    if field.single_line() && !is_one_line(raw) {
        return Err(Rejection::BadRequest(not_one_line(field.label(lang), lang)));
    }
    let text = raw.trim();
    if text.is_empty() {
        return Ok(None);
    }
    Ok(Some(text.to_owned()))
}

fn required(
    object: &Map<String, Value>,
    field: Field,
    lang: Language,
) -> Result<String, Rejection> {
    optional(object, field, lang)?.ok_or_else(|| {
        let label = field.label(lang);
        Rejection::BadRequest(match lang {
            Language::Vi => format!("{label} là bắt buộc."),
            Language::En => format!("{label} is required."),
        })
    })
}

fn check_length(text: &str, field: Field, lang: Language) -> Result<(), Rejection> {
    let max = field.max_chars();
    if text.chars().count() <= max {
        return Ok(());
    }
    let label = field.label(lang);
    Err(Rejection::BadRequest(match lang {
        Language::Vi => format!("{label} không được dài quá {max} ký tự."),
        Language::En => format!("{label} must be at most {max} characters."),
    }))
}

fn not_text(field: Field, lang: Language) -> Rejection {
    let label = field.label(lang);
    Rejection::BadRequest(match lang {
        Language::Vi => format!("{label} phải là chuỗi ký tự."),
        Language::En => format!("{label} must be text."),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::body::is_json_content_type;

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
