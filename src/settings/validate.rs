//! Checks `PUT /api/admin/settings` like the contact form checks an enquiry: every field
//! named in the owner's language, unknown keys refused.

use serde_json::{Map, Value};

use super::SiteSettings;
use crate::domain::contact::is_valid_email;
use crate::domain::language::Language;

/// (key, Vietnamese label, English label, max characters, kind)
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Text,
    Email,
    Link,
}

const FIELDS: [(&str, &str, &str, usize, Kind); 16] = [
    (
        "companyName",
        "Tên công ty",
        "Company name",
        200,
        Kind::Text,
    ),
    ("legalName", "Tên pháp lý", "Legal name", 200, Kind::Text),
    (
        "taglineVi",
        "Khẩu hiệu (tiếng Việt)",
        "Tagline (Vietnamese)",
        200,
        Kind::Text,
    ),
    (
        "taglineEn",
        "Khẩu hiệu (tiếng Anh)",
        "Tagline (English)",
        200,
        Kind::Text,
    ),
    ("phone", "Số điện thoại", "Phone", 50, Kind::Text),
    ("email", "Email", "Email", 254, Kind::Email),
    (
        "streetVi",
        "Địa chỉ (tiếng Việt)",
        "Street address (Vietnamese)",
        200,
        Kind::Text,
    ),
    (
        "streetEn",
        "Địa chỉ (tiếng Anh)",
        "Street address (English)",
        200,
        Kind::Text,
    ),
    (
        "cityVi",
        "Thành phố (tiếng Việt)",
        "City (Vietnamese)",
        200,
        Kind::Text,
    ),
    (
        "cityEn",
        "Thành phố (tiếng Anh)",
        "City (English)",
        200,
        Kind::Text,
    ),
    (
        "hoursVi",
        "Giờ làm việc (tiếng Việt)",
        "Opening hours (Vietnamese)",
        200,
        Kind::Text,
    ),
    (
        "hoursEn",
        "Giờ làm việc (tiếng Anh)",
        "Opening hours (English)",
        200,
        Kind::Text,
    ),
    (
        "facebookUrl",
        "Liên kết Facebook",
        "Facebook link",
        500,
        Kind::Link,
    ),
    (
        "linkedinUrl",
        "Liên kết LinkedIn",
        "LinkedIn link",
        500,
        Kind::Link,
    ),
    (
        "youtubeUrl",
        "Liên kết YouTube",
        "YouTube link",
        500,
        Kind::Link,
    ),
    ("zaloUrl", "Liên kết Zalo", "Zalo link", 500, Kind::Link),
];

pub const MAX_RECIPIENTS: usize = 10;

fn label(lang: Language, vi: &str, en: &str, key: &str) -> String {
    format!("{} ({key})", lang.pick(vi, en))
}

/// The settings an owner's body asks for; `current` gives the SMTP URL when the body
/// leaves it out. Err: the 400 text.
pub fn parse(body: &[u8], current: &SiteSettings, lang: Language) -> Result<SiteSettings, String> {
    let value: Value = serde_json::from_slice(body).map_err(|_| {
        lang.pick(
            "Dữ liệu gửi lên không phải JSON hợp lệ.",
            "The request body is not valid JSON.",
        )
        .to_owned()
    })?;
    let Value::Object(object) = value else {
        return Err(lang
            .pick(
                "Dữ liệu gửi lên phải là một đối tượng JSON.",
                "The request body must be a JSON object.",
            )
            .to_owned());
    };
    let known =
        |key: &str| FIELDS.iter().any(|f| f.0 == key) || key == "notifyTo" || key == "smtpUrl";
    if let Some(key) = object.keys().find(|k| !known(k)) {
        return Err(match lang {
            Language::Vi => format!("Trường \"{key}\" không được hỗ trợ."),
            Language::En => format!("Unknown field \"{key}\"."),
        });
    }
    let mut values = Vec::with_capacity(FIELDS.len());
    for (key, vi, en, max, kind) in FIELDS {
        values.push(text(
            &object,
            key,
            &label(lang, vi, en, key),
            max,
            kind,
            lang,
        )?);
    }
    let [
        company_name,
        legal_name,
        tagline_vi,
        tagline_en,
        phone,
        email,
        street_vi,
        street_en,
        city_vi,
        city_en,
        hours_vi,
        hours_en,
        facebook_url,
        linkedin_url,
        youtube_url,
        zalo_url,
    ]: [String; 16] = values.try_into().expect("16 fields");
    Ok(SiteSettings {
        company_name,
        legal_name,
        tagline_vi,
        tagline_en,
        phone,
        email,
        street_vi,
        street_en,
        city_vi,
        city_en,
        hours_vi,
        hours_en,
        facebook_url,
        linkedin_url,
        youtube_url,
        zalo_url,
        notify_to: recipients(&object, lang)?,
        smtp_url: match object.get("smtpUrl") {
            None => current.smtp_url.clone(),
            Some(Value::String(url)) if url.trim().is_empty() => None,
            Some(Value::String(url)) => Some(
                crate::mail::SmtpUrl::parse(url.trim())
                    .map_err(|_| smtp_url_error(lang))?
                    .to_string(),
            ),
            Some(_) => return Err(smtp_url_error(lang)),
        },
    })
}

fn smtp_url_error(lang: Language) -> String {
    lang.pick(
        "URL SMTP (smtpUrl) phải bắt đầu bằng smtp:// hoặc smtps:// và có tên máy chủ, ví dụ smtps://user:mật-khẩu@smtp.example.com:465.",
        "SMTP URL (smtpUrl) must start with smtp:// or smtps:// and name a host, e.g. smtps://user:password@smtp.example.com:465.",
    )
    .to_owned()
}

fn text(
    object: &Map<String, Value>,
    key: &str,
    label: &str,
    max: usize,
    kind: Kind,
    lang: Language,
) -> Result<String, String> {
    let text = match object.get(key) {
        Some(Value::String(text)) => text.trim(),
        Some(_) => {
            return Err(match lang {
                Language::Vi => format!("{label} phải là chuỗi ký tự."),
                Language::En => format!("{label} must be text."),
            });
        }
        None if kind == Kind::Link => {
            return Err(match lang {
                Language::Vi => format!("Thiếu {label} (để trống \"\" nếu không có)."),
                Language::En => format!("{label} is missing (send \"\" when there is none)."),
            });
        }
        None => "",
    };
    if text.is_empty() {
        if kind == Kind::Link {
            return Ok(String::new());
        }
        return Err(match lang {
            Language::Vi => format!("{label} là bắt buộc."),
            Language::En => format!("{label} is required."),
        });
    }
    if text.chars().count() > max {
        return Err(match lang {
            Language::Vi => format!("{label} không được dài quá {max} ký tự."),
            Language::En => format!("{label} must be at most {max} characters."),
        });
    }
    match kind {
        Kind::Email if !is_valid_email(text) => Err(match lang {
            Language::Vi => format!("{label} không hợp lệ."),
            Language::En => format!("{label} is not a valid address."),
        }),
        Kind::Link if !is_https_url(text) => Err(match lang {
            Language::Vi => format!("{label} phải là một địa chỉ bắt đầu bằng https://."),
            Language::En => format!("{label} must be an address starting with https://."),
        }),
        _ => Ok(text.to_owned()),
    }
}

fn is_https_url(text: &str) -> bool {
    text.starts_with("https://")
        && !text.chars().any(char::is_whitespace)
        && text
            .parse::<poem::http::Uri>()
            .is_ok_and(|uri| uri.host().is_some_and(|h| h.contains('.')))
}

fn recipients(object: &Map<String, Value>, lang: Language) -> Result<Vec<String>, String> {
    let name = lang.pick(
        "Người nhận thông báo (notifyTo)",
        "Notice recipients (notifyTo)",
    );
    let list = match object.get("notifyTo") {
        Some(Value::Array(list)) => list,
        _ => {
            return Err(match lang {
                Language::Vi => format!("{name} phải là một danh sách địa chỉ email."),
                Language::En => format!("{name} must be a list of e-mail addresses."),
            });
        }
    };
    if list.len() > MAX_RECIPIENTS {
        return Err(match lang {
            Language::Vi => format!("{name}: tối đa {MAX_RECIPIENTS} địa chỉ."),
            Language::En => format!("{name}: at most {MAX_RECIPIENTS} addresses."),
        });
    }
    let mut out: Vec<String> = Vec::new();
    for item in list {
        let address = item.as_str().map(str::trim).unwrap_or_default();
        if address.chars().count() > 254 || !is_valid_email(address) {
            return Err(match lang {
                Language::Vi => format!("{name}: \"{address}\" không phải địa chỉ email hợp lệ."),
                Language::En => format!("{name}: \"{address}\" is not a valid e-mail address."),
            });
        }
        if !out.iter().any(|a| a.eq_ignore_ascii_case(address)) {
            out.push(address.to_owned());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(v: Value) -> Vec<u8> {
        serde_json::to_vec(&v).unwrap()
    }

    #[test]
    fn https_links_only() {
        assert!(is_https_url("https://www.facebook.com/tradelane"));
        assert!(!is_https_url("http://www.facebook.com/"));
        assert!(!is_https_url("javascript:alert(1)"));
        assert!(!is_https_url("https://exa mple.com"));
    }

    #[test]
    fn unknown_keys_and_fields_are_named() {
        let current = SiteSettings::default();
        let err = parse(&body(serde_json::json!({"x": 1})), &current, Language::En).unwrap_err();
        assert!(err.contains("\"x\""), "{err}");
        let err = parse(&body(serde_json::json!({})), &current, Language::Vi).unwrap_err();
        assert!(err.contains("companyName"), "{err}");
    }
}
