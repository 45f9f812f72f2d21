//! `PUT /api/admin/settings`: the body checked against its schema by the shared check, every
//! field named in the owner's language by this catalogue.

use super::{AdminSettingsInput, SiteSettings};
use crate::http::check::{Catalogue, check_body, required_text};
use crate::http::schema::Closed;
use crate::kernel::language::Language;
use crate::kernel::mail::SmtpUrl;
use poem_openapi::types::MaybeUndefined;

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

/// The names of the settings' fields, for the shared body check (`crate::http::check`).
pub struct SettingsText;

impl Catalogue for SettingsText {
    fn label(&self, key: &str, lang: Language) -> String {
        let (vi, en) = match key {
            "notifyTo" => ("Người nhận thông báo", "Notice recipients"),
            "smtpUrl" => ("URL SMTP", "SMTP URL"),
            "timeZone" => ("Múi giờ", "Time zone"),
            "usdVndRate" => ("Tỷ giá USD/VND", "USD/VND exchange rate"),
            "confirmationsPerHour" => (
                "Số thư xác nhận đăng ký tối đa mỗi giờ",
                "Subscription confirmations per hour at most",
            ),
            _ => super::figures::label(key).unwrap_or_else(|| {
                FIELDS
                    .iter()
                    .find(|f| f.0 == key)
                    .map_or((key, key), |f| (f.1, f.2))
            }),
        };
        format!("{} ({key})", lang.pick(vi, en))
    }

    /// A figure, a rate or a number the schema lets through but its type cannot hold.
    fn unreadable(&self, key: &str, name: &str, lang: Language) -> String {
        match key {
            "usdVndRate" => rate_error(name, lang),
            "confirmationsPerHour" => per_hour_error(lang),
            _ => format!("{name}."),
        }
    }

    fn invalid_email(&self, name: &str, lang: Language) -> String {
        match lang {
            Language::Vi => format!("{name} không hợp lệ."),
            Language::En => format!("{name} is not a valid address."),
        }
    }

    fn missing(&self, key: &str, name: &str, lang: Language) -> String {
        match FIELDS.iter().find(|f| f.0 == key).map(|f| f.4) {
            Some(Kind::Link) => match lang {
                Language::Vi => format!("Thiếu {name} (để trống \"\" nếu không có)."),
                Language::En => format!("{name} is missing (send \"\" when there is none)."),
            },
            Some(_) => required_text(name, lang),
            None => match lang {
                Language::Vi => format!("Thiếu {name}."),
                Language::En => format!("{name} is missing."),
            },
        }
    }
}

/// The settings an owner's body asks for, checked against `AdminSettingsInput`'s schema;
/// `current` gives the SMTP URL when the body leaves it out. Err: the 400 text.
pub fn parse(body: &[u8], current: &SiteSettings, lang: Language) -> Result<SiteSettings, String> {
    let input = check_body::<Closed<AdminSettingsInput>>(body, &SettingsText, lang)?;
    let mut notify_to: Vec<String> = Vec::new();
    for address in input.notify_to {
        if !notify_to.iter().any(|a| a.eq_ignore_ascii_case(&address.0)) {
            notify_to.push(address.0);
        }
    }
    Ok(SiteSettings {
        company_name: input.company_name.0,
        legal_name: input.legal_name.0,
        tagline_vi: input.tagline_vi.0,
        tagline_en: input.tagline_en.0,
        phone: input.phone.0,
        email: input.email.0,
        street_vi: input.street_vi.0,
        street_en: input.street_en.0,
        city_vi: input.city_vi.0,
        city_en: input.city_en.0,
        hours_vi: input.hours_vi.0,
        hours_en: input.hours_en.0,
        facebook_url: input.facebook_url.0,
        linkedin_url: input.linkedin_url.0,
        youtube_url: input.youtube_url.0,
        zalo_url: input.zalo_url.0,
        notify_to,
        smtp_url: match input.smtp_url {
            MaybeUndefined::Undefined => current.smtp_url.clone(),
            MaybeUndefined::Null => None,
            MaybeUndefined::Value(url) => Some(
                SmtpUrl::parse(&url.0)
                    .map_err(|_| smtp_url_error(&SettingsText.label("smtpUrl", lang), lang))?
                    .to_string(),
            ),
        },
        time_zone: input
            .time_zone
            .map_or_else(|| current.time_zone.clone(), |zone| zone.0),
        // Checked against its schema: every figure, trimmed, so it reads back whole.
        home_figures: input
            .home_figures
            .map_or_else(|| current.home_figures.clone(), Into::into),
        usd_vnd_rate: match input.usd_vnd_rate {
            Some(rate) => Some(rate)
                .filter(|r| chrono::NaiveDate::parse_from_str(&r.date, "%Y-%m-%d").is_ok())
                .ok_or_else(|| rate_error(&SettingsText.label("usdVndRate", lang), lang))?,
            None => current.usd_vnd_rate.clone(),
        },
        confirmations_per_hour: match input.confirmations_per_hour {
            Some(n) if (1..=10_000).contains(&n) => n,
            Some(_) => return Err(per_hour_error(lang)),
            None => current.confirmations_per_hour,
        },
    })
}

fn per_hour_error(lang: Language) -> String {
    let name = SettingsText.label("confirmationsPerHour", lang);
    match lang {
        Language::Vi => format!("{name} phải là số nguyên từ 1 đến 10000."),
        Language::En => format!("{name} must be a whole number from 1 to 10000."),
    }
}

fn rate_error(name: &str, lang: Language) -> String {
    match lang {
        Language::Vi => format!(
            "{name} cần số đồng cho 1 USD (số nguyên, ví dụ 26300) và một ngày có thật dạng YYYY-MM-DD."
        ),
        Language::En => format!(
            "{name} needs the dong for 1 USD (a whole number, e.g. 26300) and a real date as YYYY-MM-DD."
        ),
    }
}

fn smtp_url_error(name: &str, lang: Language) -> String {
    match lang {
        Language::Vi => format!(
            "{name} phải bắt đầu bằng smtp:// hoặc smtps:// và có tên máy chủ, ví dụ smtps://user:mat-khau@smtp.example.com:465; ký tự đặc biệt trong tên người dùng hoặc mật khẩu phải được mã hoá (ví dụ @ thành %40)."
        ),
        Language::En => format!(
            "{name} must start with smtp:// or smtps:// and name a host, e.g. smtps://user:password@smtp.example.com:465; special characters in the user or password must be percent-encoded (e.g. @ as %40)."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(v: serde_json::Value) -> Vec<u8> {
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
