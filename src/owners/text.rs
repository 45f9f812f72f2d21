//! The names of the owners' bodies' fields, for the shared body check
//! (`crate::http::check`).

use crate::http::check::{Catalogue, required_text};
use crate::kernel::language::Language;

pub struct OwnerText;

impl Catalogue for OwnerText {
    fn label(&self, key: &str, lang: Language) -> String {
        match (key, lang) {
            ("email", _) => "Email",
            ("password", Language::Vi) => "Mật khẩu",
            ("password", Language::En) => "Password",
            ("language", Language::Vi) => "Ngôn ngữ (language)",
            ("language", Language::En) => "Language (language)",
            ("code", Language::Vi) => "Mã xác thực",
            ("code", Language::En) => "Code",
            ("currentPassword", Language::Vi) => "Mật khẩu hiện tại",
            ("currentPassword", Language::En) => "Current password",
            ("newPassword", Language::Vi) => "Mật khẩu mới",
            ("newPassword", Language::En) => "New password",
            ("token", Language::Vi) => "Mã của liên kết (token)",
            ("token", Language::En) => "The link's token (token)",
            (other, _) => other,
        }
        .to_owned()
    }

    fn missing(&self, key: &str, name: &str, lang: Language) -> String {
        match key {
            "email" | "password" => lang
                .pick(
                    "Vui lòng nhập email và mật khẩu.",
                    "Please enter your e-mail address and password.",
                )
                .to_owned(),
            "currentPassword" => lang
                .pick(
                    "Vui lòng nhập mật khẩu hiện tại.",
                    "Please enter your current password.",
                )
                .to_owned(),
            _ => required_text(name, lang),
        }
    }
}
