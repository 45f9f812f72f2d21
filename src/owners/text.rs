//! What the owners' side says, in both languages: the names of its bodies' fields (for the
//! shared body check, `crate::http::check`) and its refusals.

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

pub fn bad_credentials(lang: Language) -> &'static str {
    lang.pick(
        "Email hoặc mật khẩu không đúng.",
        "Wrong e-mail address or password.",
    )
}

pub fn code_needed(lang: Language) -> &'static str {
    lang.pick(
        "Nhập mã 6 số trong ứng dụng xác thực (hoặc một mã khôi phục).",
        "Enter the 6-digit code of your authenticator app (or a recovery code).",
    )
}

pub fn code_wrong(lang: Language) -> &'static str {
    lang.pick(
        "Mã xác thực không đúng hoặc đã hết hạn.",
        "The code is wrong or has expired.",
    )
}

/// A wrong code where the owner is setting two-step sign-in up or turning it off.
pub fn code_wrong_now(lang: Language) -> &'static str {
    lang.pick(
        "Mã không đúng hoặc đã hết hạn. Hãy nhập mã đang hiện trong ứng dụng xác thực.",
        "The code is wrong or has expired. Enter the code your authenticator app shows now.",
    )
}

pub fn busy(lang: Language) -> &'static str {
    lang.pick(
        "Máy chủ đang kiểm tra nhiều lượt đăng nhập cùng lúc. Vui lòng thử lại sau giây lát.",
        "The server is checking many sign-ins at once. Please try again in a moment.",
    )
}

pub fn locked_out(lang: Language, secs: u64) -> String {
    match lang {
        Language::Vi => format!(
            "Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {} phút.",
            secs.div_ceil(60)
        ),
        Language::En => format!(
            "Too many failed sign-ins. Please try again in {} minutes.",
            secs.div_ceil(60)
        ),
    }
}

pub fn current_password_wrong(lang: Language) -> &'static str {
    lang.pick(
        "Mật khẩu hiện tại không đúng.",
        "The current password is wrong.",
    )
}

pub fn reset_link_expired(lang: Language) -> &'static str {
    lang.pick(
        "Liên kết đặt lại mật khẩu không hợp lệ, đã dùng hoặc đã hết hạn (30 phút). Hãy yêu cầu một liên kết mới.",
        "This reset link is not valid, already used or expired (30 minutes). Ask for a new one.",
    )
}

pub fn totp_on_already(lang: Language) -> &'static str {
    lang.pick(
        "Xác thực hai lớp đang bật. Hãy tắt trước khi thiết lập lại.",
        "Two-step sign-in is on already. Turn it off before setting it up again.",
    )
}

pub fn unauthorized(lang: Language) -> &'static str {
    lang.pick(
        "Bạn cần đăng nhập để tiếp tục.",
        "Please sign in to continue.",
    )
}

pub fn other_origin(lang: Language) -> &'static str {
    lang.pick(
        "Yêu cầu này phải được gửi từ chính trang quản trị của trang web.",
        "This request must come from the site's own console.",
    )
}
