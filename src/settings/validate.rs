//! Checks `PUT /api/admin/settings` like the contact form checks an enquiry: every field
//! named in the owner's language, unknown keys refused.

use serde_json::{Map, Value};

use super::SiteSettings;
use crate::http::body::not_one_line;
use crate::http::schema::{is_https_link_or_empty, is_smtp_url_or_empty};
use crate::kernel::language::Language;
use crate::kernel::mail::is_one_line;
use crate::kernel::mail::is_valid_email;

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
            Some(Value::String(url)) if !is_smtp_url_or_empty(url) => {
                return Err(smtp_url_error(lang));
            }
            Some(Value::String(url)) if url.is_empty() => None,
            Some(Value::String(url)) => Some(
                crate::kernel::mail::SmtpUrl::parse(url)
                    .map_err(|_| smtp_url_error(lang))?
                    .to_string(),
            ),
            Some(_) => return Err(smtp_url_error(lang)),
        },
    })
}

fn smtp_url_error(lang: Language) -> String {
    lang.pick(
        "URL SMTP (smtpUrl) phải bắt đầu bằng smtp:// hoặc smtps:// và có tên máy chủ, ví dụ smtps://user:mat-khau@smtp.example.com:465; ký tự đặc biệt trong tên người dùng hoặc mật khẩu phải được mã hoá (ví dụ @ thành %40).",
        "SMTP URL (smtpUrl) must start with smtp:// or smtps:// and name a host, e.g. smtps://user:password@smtp.example.com:465; special characters in the user or password must be percent-encoded (e.g. @ as %40).",
    )
    .to_owned()
}

/// One field, checked as the document declares it (`crate::http::schema`): lengths count
/// the text as sent; plain text must not be blank and is stored trimmed; an address and a
/// link are taken exactly as sent.
fn text(
    object: &Map<String, Value>,
    key: &str,
    label: &str,
    max: usize,
    kind: Kind,
    lang: Language,
) -> Result<String, String> {
    let sent = match object.get(key) {
        Some(Value::String(text)) => text.as_str(),
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
    if kind != Kind::Link && sent.trim().is_empty() {
        return Err(match lang {
            Language::Vi => format!("{label} là bắt buộc."),
            Language::En => format!("{label} is required."),
        });
    }
    if sent.chars().count() > max {
        return Err(match lang {
            Language::Vi => format!("{label} không được dài quá {max} ký tự."),
            Language::En => format!("{label} must be at most {max} characters."),
        });
    }
    match kind {
        // Every text setting is one line: the company name goes into the From of e-mails.
        Kind::Text if !is_one_line(sent) => Err(not_one_line(label, lang)),
        Kind::Text => Ok(sent.trim().to_owned()),
        Kind::Email if !is_valid_email(sent) => Err(match lang {
            Language::Vi => format!("{label} không hợp lệ."),
            Language::En => format!("{label} is not a valid address."),
        }),
        Kind::Link if !is_https_link_or_empty(sent) => Err(match lang {
            Language::Vi => format!(
                "{label} phải để trống hoặc là một địa chỉ bắt đầu bằng https://, ví dụ https://www.facebook.com/congty."
            ),
            Language::En => format!(
                "{label} must be empty or an address starting with https://, e.g. https://www.facebook.com/company."
            ),
        }),
        Kind::Email | Kind::Link => Ok(sent.to_owned()),
    }
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
        // As sent: the document declares each item `format: email`.
        let address = item.as_str().unwrap_or_default();
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
    fn unknown_keys_and_fields_are_named() {
        let current = SiteSettings::default();
        let err = parse(&body(serde_json::json!({"x": 1})), &current, Language::En).unwrap_err();
        assert!(err.contains("\"x\""), "{err}");
        let err = parse(&body(serde_json::json!({})), &current, Language::Vi).unwrap_err();
        assert!(err.contains("companyName"), "{err}");
    }
}
