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
            ("role", Language::Vi) => "Vai trò",
            ("role", Language::En) => "Role",
            ("suspended", Language::Vi) => "Tạm khóa",
            ("suspended", Language::En) => "Suspended",
            ("requireTwoStep", Language::Vi) => "Bắt buộc đăng nhập hai bước",
            ("requireTwoStep", Language::En) => "Require two-step sign-in",
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

pub fn code_used(lang: Language) -> &'static str {
    lang.pick(
        "Mã này vừa được dùng để đăng nhập. Hãy đợi mã tiếp theo trong ứng dụng xác thực (tối đa 30 giây) rồi nhập lại.",
        "This code was just used to sign in. Wait for the next code in your authenticator app (at most 30 seconds) and enter it.",
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

/// A role refused an operation (docs/decisions-spec.md §25).
pub fn role_refused(lang: Language, role: super::roles::Role) -> &'static str {
    use super::roles::Role;
    match (role, lang) {
        (Role::Editor, Language::Vi) => {
            "Tài khoản biên tập viên không có quyền làm việc này. Hãy nhờ chủ tài khoản."
        }
        (Role::Editor, Language::En) => {
            "An editor's account may not do this. Ask one of the owners."
        }
        (Role::Sales, Language::Vi) => {
            "Tài khoản kinh doanh không có quyền làm việc này. Hãy nhờ chủ tài khoản."
        }
        (Role::Sales, Language::En) => "A sales account may not do this. Ask one of the owners.",
        (Role::Owner, _) => lang.pick("Không được phép.", "Not allowed."),
    }
}

/// The team requires two-step sign-in and the account has not turned it on.
pub fn two_step_required(lang: Language) -> &'static str {
    lang.pick(
        "Nhóm yêu cầu đăng nhập hai bước: hãy bật nó trong mục Tài khoản trước.",
        "Your team requires two-step sign-in: turn it on under Account first.",
    )
}

/// A change that would leave the team without an owner who can act.
pub fn last_owner(lang: Language) -> &'static str {
    lang.pick(
        "Đây là chủ tài khoản cuối cùng: hãy cấp quyền chủ cho người khác trước.",
        "This is the last owner: make someone else an owner first.",
    )
}

/// An invitation to an address that already has an account.
pub fn already_member(lang: Language) -> &'static str {
    lang.pick(
        "Địa chỉ này đã có tài khoản trong nhóm.",
        "This address already has an account in the team.",
    )
}

/// An invitation link that is used, withdrawn, expired or unknown.
pub fn invitation_expired(lang: Language) -> &'static str {
    lang.pick(
        "Lời mời này đã được dùng, đã bị thu hồi hoặc đã hết hạn. Hãy nhờ chủ tài khoản gửi lại.",
        "This invitation has been used, withdrawn or has expired. Ask an owner to send it again.",
    )
}

/// A suspended account tried to sign in.
pub fn suspended(lang: Language) -> &'static str {
    lang.pick(
        "Tài khoản này đang bị tạm khóa. Hãy liên hệ chủ tài khoản.",
        "This account is suspended. Please contact one of the owners.",
    )
}
