//! The notices' words, in the recipient's language. Plain text: what strangers typed is
//! never interpreted.

use super::outbox::{EnquiryNotice as Enquiry, FollowUpNotice};
use crate::kernel::language::Language;
use crate::kernel::mail::one_line;
use crate::kernel::words::{language_name, tool_name};

pub struct Text {
    pub subject: String,
    pub body: String,
}

/// `at` (an RFC 3339 time as stored) in the business's time zone, as the owner reads it:
/// `2026-11-27 22:19 (GMT+7)`; unreadable text is shown as it is.
pub fn local_time(at: &str, zone: chrono_tz::Tz) -> String {
    use chrono::Offset as _;
    let Ok(time) = chrono::DateTime::parse_from_rfc3339(at) else {
        return at.to_owned();
    };
    let local = time.with_timezone(&zone);
    let secs = local.offset().fix().local_minus_utc();
    let (sign, secs) = if secs < 0 { ('-', -secs) } else { ('+', secs) };
    let offset = match (secs / 3600, secs % 3600 / 60) {
        (0, 0) => String::new(),
        (h, 0) => format!("{sign}{h}"),
        (h, m) => format!("{sign}{h}:{m:02}"),
    };
    format!("{} (GMT{offset})", local.format("%Y-%m-%d %H:%M"))
}

/// The notice of a new enquiry; `(site, link)`: the site's public address and the link that
/// opens the enquiry in the console; times in `zone`, the business's.
pub fn enquiry(
    e: &Enquiry,
    company: &str,
    (site, link): (&str, &str),
    zone: chrono_tz::Tz,
    lang: Language,
) -> Text {
    let language = language_name(
        if e.preferred_language == "en" {
            "en"
        } else {
            "vi"
        },
        lang,
    );
    let phone = e.phone.as_deref().unwrap_or("—");
    let sent = local_time(&e.created_at, zone);
    // The calculator's figures and the visit's origin, when the enquiry carries them.
    let mut about = String::new();
    if let Some((tool, path, summary)) = &e.context {
        let tool = tool_name(tool, lang);
        // The quote form starts its message with the figures: they are not repeated below.
        let summary = match summary.trim() {
            s if s.is_empty() || e.message.contains(s) => String::new(),
            s => format!("{s}\n"),
        };
        about.push_str(&match lang {
            Language::Vi => {
                format!("Gửi từ công cụ: {tool}\n{summary}Mở lại kết quả: {site}{path}\n\n")
            }
            Language::En => {
                format!("Sent from the tool: {tool}\n{summary}Open the result: {site}{path}\n\n")
            }
        });
    }
    if let Some(source) = &e.source {
        about.push_str(&match lang {
            Language::Vi => format!("Nguồn truy cập: {source}\n\n"),
            Language::En => format!("Came from: {source}\n\n"),
        });
    }
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("Yêu cầu tư vấn mới: {} ({})", e.name, e.company)),
            body: format!(
                "Trang web {company} vừa nhận được một yêu cầu tư vấn mới.\n\n\
                 Họ và tên: {}\nEmail: {}\nCông ty: {}\nSố điện thoại: {phone}\n\
                 Ngôn ngữ mong muốn: {language}\nThời gian gửi: {sent}\nMã yêu cầu: {}\n\n\
                 Nội dung:\n{}\n\n{about}\
                 Xem và xử lý yêu cầu trong trang quản trị:\n{link}\n\n\
                 Trả lời thư này sẽ gửi thẳng đến người đã liên hệ.\n",
                e.name, e.email, e.company, e.id, e.message
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("New enquiry: {} ({})", e.name, e.company)),
            body: format!(
                "The {company} website has received a new enquiry.\n\n\
                 Name: {}\nEmail: {}\nCompany: {}\nPhone: {phone}\n\
                 Preferred language: {language}\nSent: {sent}\nEnquiry id: {}\n\n\
                 Message:\n{}\n\n{about}\
                 Open it in the console:\n{link}\n\n\
                 Replying to this e-mail writes to the person who sent the enquiry.\n",
                e.name, e.email, e.company, e.id, e.message
            ),
        },
    }
}

/// The console's "send a test e-mail".
pub fn test(company: &str, console: &str, lang: Language) -> Text {
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("Thư thử từ {company}")),
            body: format!(
                "Đây là thư thử gửi từ trang quản trị của {company}.\n\n\
                 Bạn nhận được thư này nghĩa là cấu hình SMTP đã hoạt động: thông báo về \
                 các yêu cầu tư vấn mới sẽ được gửi đến địa chỉ này.\n\n{console}\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("Test e-mail from {company}")),
            body: format!(
                "This is a test e-mail sent from the {company} console.\n\n\
                 If you are reading it, the SMTP settings work: notices of new enquiries \
                 will reach this address.\n\n{console}\n"
            ),
        },
    }
}

/// To an owner whose account had failed sign-ins (at most one an hour).
pub fn security(company: &str, console: &str, lang: Language) -> Text {
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!(
                "Có người đăng nhập sai vào trang quản trị {company}"
            )),
            body: format!(
                "Trong giờ qua đã có lần đăng nhập sai mật khẩu vào tài khoản quản trị của bạn \
                 trên trang {company}. Sau 5 lần sai trong 15 phút, địa chỉ đó bị khoá 15 phút; \
                 trình duyệt bạn đã từng đăng nhập vẫn vào được bình thường.\n\n\
                 Nếu đó là bạn, không cần làm gì. Nếu không, hãy đổi sang một mật khẩu mạnh và \
                 bật xác thực hai lớp. Chi tiết (thời gian, địa chỉ) có trong mục Nhật ký \
                 hoạt động:\n{console}\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("Failed sign-ins to the {company} console")),
            body: format!(
                "In the past hour someone tried to sign in to your owner account on the \
                 {company} website with a wrong password. After 5 failures within 15 minutes \
                 that address is locked out for 15 minutes; browsers you have signed in with \
                 before keep working.\n\n\
                 If it was you, nothing is needed. If not, choose a strong password and turn \
                 on two-step sign-in. The details (times, addresses) are in the activity \
                 list:\n{console}\n"
            ),
        },
    }
}

/// A password reset link, to the account's address.
pub fn reset(company: &str, link: &str, lang: Language) -> Text {
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("Đặt lại mật khẩu trang quản trị {company}")),
            body: format!(
                "Có người (có lẽ là bạn) vừa yêu cầu đặt lại mật khẩu quản trị trang {company}.\n\n\
                 Mở liên kết sau để chọn mật khẩu mới. Liên kết dùng được một lần, trong 30 \
                 phút:\n{link}\n\n\
                 Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu hiện tại vẫn giữ nguyên.\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("Reset your {company} console password")),
            body: format!(
                "Someone (probably you) asked to reset the owner password of the {company} \
                 website.\n\n\
                 Open this link to choose a new password. It works once, for 30 minutes:\n\
                 {link}\n\n\
                 If you did not ask, ignore this e-mail: your password stays as it is.\n"
            ),
        },
    }
}

/// What a digest reminds of besides the new enquiries: rate-card lanes about to expire
/// (docs/decisions-spec.md §24), and follow-ups due (§25).
#[derive(Debug, Default)]
pub struct Reminders<'a> {
    /// How many lanes expire within 7 days, and the soonest last day.
    pub rates_expiring: Option<&'a (u32, String)>,
    /// Open enquiries to follow up today or earlier (the first ones), and how many in all.
    pub follow_ups: &'a [FollowUpNotice],
    pub follow_ups_total: i64,
}

/// The digest's lines of follow-ups due, each with who is responsible.
fn follow_up_lines(reminders: &Reminders<'_>, site: &str, lang: Language) -> String {
    if reminders.follow_ups_total == 0 {
        return String::new();
    }
    let total = reminders.follow_ups_total;
    let mut text = match lang {
        Language::Vi => format!("\nCần liên hệ lại (đến hạn hôm nay hoặc đã quá hạn): {total}\n"),
        Language::En => format!("\nFollow-ups due (today or overdue): {total}\n"),
    };
    for f in reminders.follow_ups {
        let who = match (&f.assignee, lang) {
            (Some(who), _) => who.as_str(),
            (None, Language::Vi) => "chưa có người phụ trách",
            (None, Language::En) => "nobody assigned",
        };
        let (on, by) = (
            lang.pick("ngày", "on"),
            lang.pick("phụ trách", "responsible"),
        );
        text.push_str(&format!(
            "• {} ({}) — {on} {}, {by}: {who}\n  {site}/admin/enquiries/{}\n",
            f.name, f.company, f.day, f.id
        ));
    }
    let more = total - i64::try_from(reminders.follow_ups.len()).unwrap_or(0);
    if more > 0 {
        text.push_str(&match lang {
            Language::Vi => format!("… và {more} yêu cầu khác.\n"),
            Language::En => format!("… and {more} more.\n"),
        });
    }
    text
}

/// Several new enquiries in one e-mail (the digest setting): each with its sender, time and
/// link; `total` counts those beyond the listed ones.
pub fn digest(
    enquiries: &[Enquiry],
    total: i64,
    company: &str,
    site: &str,
    zone: chrono_tz::Tz,
    lang: Language,
    reminders: &Reminders<'_>,
) -> Text {
    let rates_expiring = reminders.rates_expiring;
    let mut list = String::new();
    for e in enquiries {
        let phone = e.phone.as_deref().unwrap_or("—");
        list.push_str(&format!(
            "• {} ({}) — {}, {phone}\n  {}\n  {}\n  {site}/admin/enquiries/{}\n\n",
            e.name,
            e.company,
            e.email,
            local_time(&e.created_at, zone),
            one_line(&e.message).chars().take(200).collect::<String>(),
            e.id
        ));
    }
    let more = total - i64::try_from(enquiries.len()).unwrap_or(0);
    let inbox = format!("{site}/admin/enquiries");
    // docs/decisions-spec.md §24: the digest says, 7 days ahead, that rate-card lanes expire.
    let rates = rates_expiring.map_or_else(String::new, |(n, first)| match lang {
        Language::Vi => format!(
            "\nBảng giá: {n} tuyến hết hạn trong 7 ngày tới (sớm nhất ngày {first}). Cập nhật tại:\n{site}/admin/rates\n"
        ),
        Language::En => format!(
            "\nRate card: {n} {} within 7 days (the first on {first}). Update it at:\n{site}/admin/rates\n",
            if *n == 1 { "lane expires" } else { "lanes expire" }
        ),
    });
    let rates = rates + &follow_up_lines(reminders, site, lang);
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("{total} yêu cầu tư vấn mới trên trang {company}")),
            body: format!(
                "Trang web {company} đã nhận được {total} yêu cầu tư vấn mới kể từ thư tổng hợp \
                 trước.\n\n{list}{}Xem tất cả trong hộp thư yêu cầu:\n{inbox}\n{rates}",
                if more > 0 {
                    format!("… và {more} yêu cầu khác.\n\n")
                } else {
                    String::new()
                }
            ),
        },
        Language::En => Text {
            subject: one_line(&format!(
                "{total} new {} on the {company} website",
                if total == 1 { "enquiry" } else { "enquiries" }
            )),
            body: format!(
                "New enquiries on the {company} website since the last digest: {total}.\n\n\
                 {list}{}See them all in the inbox:\n{inbox}\n{rates}",
                if more > 0 {
                    format!("… and {more} more.\n\n")
                } else {
                    String::new()
                }
            ),
        },
    }
}

/// The confirmation link of a new subscription, in the subscriber's language.
pub fn confirm(company: &str, link: &str, lang: Language) -> Text {
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("Xác nhận đăng ký nhận bản tin của {company}")),
            body: format!(
                "Xin chào,\n\n\
                 Ai đó (có lẽ là bạn) vừa đăng ký nhận bản tin của {company} bằng địa chỉ email \
                 này. Để bắt đầu nhận bài viết mới, hãy mở liên kết sau và bấm \"Xác nhận\" \
                 trong vòng 7 ngày:\n{link}\n\n\
                 Nếu bạn không đăng ký, hãy bỏ qua thư này: bạn sẽ không nhận thêm thư nào và \
                 địa chỉ của bạn sẽ được xoá sau 7 ngày.\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("Confirm your subscription to {company}")),
            body: format!(
                "Hello,\n\n\
                 Someone (probably you) has just subscribed to the {company} newsletter with \
                 this e-mail address. To start receiving new articles, open this link and \
                 press \"Confirm\" within 7 days:\n{link}\n\n\
                 If it was not you, ignore this e-mail: you will get nothing more, and the \
                 address is deleted after 7 days.\n"
            ),
        },
    }
}

/// The link that proves a personal-data request's address (docs/decisions-spec.md §27).
pub fn privacy_confirm(company: &str, kind: &str, link: &str, lang: Language) -> Text {
    let what = privacy_kind(kind, lang);
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!(
                "Xác nhận yêu cầu về dữ liệu cá nhân gửi {company}"
            )),
            body: format!(
                "Xin chào,\n\n\
                 Ai đó (có lẽ là bạn) vừa gửi tới {company} yêu cầu {what} gắn với địa chỉ \
                 email này. Để chúng tôi biết địa chỉ này đúng là của bạn, hãy mở liên kết sau \
                 và bấm \"Xác nhận\" trong vòng 7 ngày:\n{link}\n\n\
                 Thời hạn trả lời được tính từ lúc bạn xác nhận. Nếu bạn không gửi yêu cầu \
                 này, hãy bỏ qua thư: chúng tôi sẽ không làm gì cả.\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("Confirm your personal data request to {company}")),
            body: format!(
                "Hello,\n\n\
                 Someone (probably you) has just asked {company} {what} for this e-mail \
                 address. So that we know the address is yours, open this link and press \
                 \"Confirm\" within 7 days:\n{link}\n\n\
                 The time to answer runs from your confirmation. If it was not you, ignore this \
                 e-mail: nothing will be done.\n"
            ),
        },
    }
}

/// The answer to a personal-data request; an access answer carries the file beside it.
pub fn privacy_answer(company: &str, kind: &str, note: Option<&str>, lang: Language) -> Text {
    let note = note
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(|n| format!("\n{n}\n"))
        .unwrap_or_default();
    let (subject, done) = match (kind, lang) {
        ("access", Language::Vi) => (
            "Dữ liệu cá nhân của bạn",
            "Tệp đính kèm (personal-data.json) chứa mọi dữ liệu chúng tôi lưu gắn với địa chỉ \
             email này: các yêu cầu liên hệ, đăng ký bản tin, lời đồng ý bạn đã chấp nhận và \
             các yêu cầu về dữ liệu cá nhân. Đây là tệp JSON, mở được bằng mọi trình soạn thảo \
             văn bản.",
        ),
        ("access", Language::En) => (
            "Your personal data",
            "The attached file (personal-data.json) holds everything we keep about this e-mail \
             address: enquiries, newsletter subscriptions, the consent statements you agreed to \
             and your personal data requests. It is a JSON file, readable in any text editor.",
        ),
        ("erase", Language::Vi) => (
            "Dữ liệu cá nhân của bạn đã được xóa",
            "Chúng tôi đã xóa mọi yêu cầu liên hệ và đăng ký bản tin gắn với địa chỉ email này. \
             Đây là thư cuối cùng chúng tôi gửi tới địa chỉ này.",
        ),
        ("erase", Language::En) => (
            "Your personal data has been erased",
            "We have erased every enquiry and newsletter subscription of this e-mail address. \
             This is the last e-mail we send to it.",
        ),
        ("withdraw", Language::Vi) => (
            "Bạn đã rút lại sự đồng ý",
            "Chúng tôi đã ghi nhận việc bạn rút lại sự đồng ý: địa chỉ email này không còn nhận \
             bản tin và chúng tôi không dùng dữ liệu của bạn cho mục đích nào khác ngoài việc \
             trả lời những yêu cầu bạn đã gửi.",
        ),
        ("withdraw", Language::En) => (
            "Your consent is withdrawn",
            "We have recorded that you withdrew your consent: this address no longer receives \
             the newsletter, and we use your data for nothing but answering the enquiries you \
             sent.",
        ),
        (_, Language::Vi) => (
            "Dữ liệu cá nhân của bạn đã được sửa",
            "Chúng tôi đã sửa dữ liệu gắn với địa chỉ email này như bạn yêu cầu.",
        ),
        (_, Language::En) => (
            "Your personal data has been corrected",
            "We have corrected the data of this e-mail address as you asked.",
        ),
    };
    let sign = match lang {
        Language::Vi => format!("Trân trọng,\n{company}"),
        Language::En => format!("Kind regards,\n{company}"),
    };
    let hello = lang.pick("Xin chào,", "Hello,");
    Text {
        subject: one_line(&format!("{subject} ({company})")),
        body: format!("{hello}\n\n{done}\n{note}\n{sign}\n"),
    }
}

/// A reminder to the notice recipients that a request's deadline is near or past.
pub fn privacy_reminder(
    company: &str,
    reminder: (&str, &str, &str, &str),
    console: &str,
    zone: chrono_tz::Tz,
    lang: Language,
) -> Text {
    let (email, kind, step, by) = reminder;
    let what = privacy_kind(kind, lang);
    let by = local_time(by, zone);
    let task = match (step, lang) {
        ("acknowledge", Language::Vi) => "xác nhận đã nhận",
        ("acknowledge", Language::En) => "acknowledge",
        (_, Language::Vi) => "trả lời",
        (_, Language::En) => "answer",
    };
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("Sắp đến hạn {task} yêu cầu về dữ liệu cá nhân")),
            body: format!(
                "Yêu cầu {what} của {email} cần được {task} trước {by}.\n\n\
                 Mở yêu cầu trong trang quản trị:\n{console}\n\n\
                 — {company}\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("A personal data request is due: {task} it")),
            body: format!(
                "{email}'s request {what} must be {task}d by {by}.\n\n\
                 Open it in the console:\n{console}\n\n\
                 — {company}\n"
            ),
        },
    }
}

/// A request's kind as the sentences above name it.
fn privacy_kind(kind: &str, lang: Language) -> &'static str {
    match (kind, lang) {
        ("access", Language::Vi) => "xem dữ liệu cá nhân",
        ("access", Language::En) => "to see the personal data held",
        ("correct", Language::Vi) => "sửa dữ liệu cá nhân",
        ("correct", Language::En) => "to correct the personal data held",
        ("erase", Language::Vi) => "xóa dữ liệu cá nhân",
        ("erase", Language::En) => "to erase the personal data held",
        (_, Language::Vi) => "rút lại sự đồng ý",
        (_, Language::En) => "to withdraw consent",
    }
}

/// An invitation to the console's team (docs/decisions-spec.md §25), to the invited address.
pub fn invitation(company: &str, link: &str, lang: Language) -> Text {
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("Lời mời tham gia trang quản trị {company}")),
            body: format!(
                "Bạn được mời tham gia nhóm quản lý trang web {company}.\n\n\
                 Mở liên kết sau để chọn mật khẩu và tạo tài khoản. Liên kết dùng được một \
                 lần, trong 7 ngày:\n{link}\n\n\
                 Nếu bạn không chờ lời mời này, hãy bỏ qua thư.\n"
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("You are invited to the {company} console")),
            body: format!(
                "You have been invited to join the team that runs the {company} website.\n\n\
                 Open this link to choose a password and create your account. It works once, \
                 for 7 days:\n{link}\n\n\
                 If you were not expecting this, ignore this e-mail.\n"
            ),
        },
    }
}

/// An enquiry was assigned to the recipient.
pub fn assigned(e: &Enquiry, company: &str, link: &str, lang: Language) -> Text {
    let who = format!("{} ({}, {})", e.name, e.company, e.email);
    match lang {
        Language::Vi => Text {
            subject: one_line(&format!("{company}: bạn phụ trách yêu cầu của {}", e.name)),
            body: format!(
                "Yêu cầu tư vấn của {who} vừa được giao cho bạn.\n\n\
                 {}\n\nXem và ghi chú tại:\n{link}\n",
                e.message.chars().take(500).collect::<String>()
            ),
        },
        Language::En => Text {
            subject: one_line(&format!("{company}: the enquiry from {} is yours", e.name)),
            body: format!(
                "The enquiry from {who} has just been assigned to you.\n\n\
                 {}\n\nRead it and add notes at:\n{link}\n",
                e.message.chars().take(500).collect::<String>()
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::{Reminders, digest, local_time};
    use crate::kernel::language::Language;
    use crate::notices::outbox::FollowUpNotice;

    #[test]
    fn the_digest_says_when_rate_card_lanes_expire() {
        let zone = chrono_tz::Asia::Ho_Chi_Minh;
        let soon = (2, "2026-12-05".to_owned());
        let en = digest(
            &[],
            1,
            "Acme",
            "https://acme.vn",
            zone,
            Language::En,
            &Reminders {
                rates_expiring: Some(&soon),
                ..Reminders::default()
            },
        );
        assert!(
            en.body
                .contains("Rate card: 2 lanes expire within 7 days (the first on 2026-12-05)"),
            "{}",
            en.body
        );
        assert!(en.body.contains("https://acme.vn/admin/rates"));
        let vi = digest(
            &[],
            1,
            "Acme",
            "https://acme.vn",
            zone,
            Language::Vi,
            &Reminders {
                rates_expiring: Some(&soon),
                ..Reminders::default()
            },
        );
        assert!(
            vi.body
                .contains("Bảng giá: 2 tuyến hết hạn trong 7 ngày tới"),
            "{}",
            vi.body
        );
        let none = digest(
            &[],
            1,
            "Acme",
            "https://acme.vn",
            zone,
            Language::En,
            &Reminders::default(),
        );
        assert!(!none.body.contains("Rate card"));
        assert!(!none.body.contains("Follow-ups"));
    }

    #[test]
    fn the_digest_lists_follow_ups_due_with_who_is_responsible() {
        let zone = chrono_tz::Asia::Ho_Chi_Minh;
        let due = [
            FollowUpNotice {
                id: "e1".into(),
                name: "Lan".into(),
                company: "An Phát".into(),
                day: "2026-12-01".into(),
                assignee: Some("minh@example.vn".into()),
            },
            FollowUpNotice {
                id: "e2".into(),
                name: "Hoa".into(),
                company: "Bình Minh".into(),
                day: "2026-12-02".into(),
                assignee: None,
            },
        ];
        let reminders = Reminders {
            follow_ups: &due,
            follow_ups_total: 3,
            ..Reminders::default()
        };
        let en = digest(
            &[],
            1,
            "Acme",
            "https://acme.vn",
            zone,
            Language::En,
            &reminders,
        );
        for line in [
            "Follow-ups due (today or overdue): 3",
            "• Lan (An Phát) — on 2026-12-01, responsible: minh@example.vn",
            "https://acme.vn/admin/enquiries/e1",
            "• Hoa (Bình Minh) — on 2026-12-02, responsible: nobody assigned",
            "… and 1 more.",
        ] {
            assert!(en.body.contains(line), "{line} in:\n{}", en.body);
        }
        let vi = digest(
            &[],
            1,
            "Acme",
            "https://acme.vn",
            zone,
            Language::Vi,
            &reminders,
        );
        for line in [
            "Cần liên hệ lại (đến hạn hôm nay hoặc đã quá hạn): 3",
            "• Lan (An Phát) — ngày 2026-12-01, phụ trách: minh@example.vn",
            "phụ trách: chưa có người phụ trách",
        ] {
            assert!(vi.body.contains(line), "{line} in:\n{}", vi.body);
        }
    }

    #[test]
    fn times_are_shown_in_the_business_zone() {
        let vietnam = chrono_tz::Asia::Ho_Chi_Minh;
        assert_eq!(
            local_time("2026-11-27T15:19:00.000Z", vietnam),
            "2026-11-27 22:19 (GMT+7)"
        );
        // Past midnight there: the date moves with it.
        assert_eq!(
            local_time("2026-11-27T18:30:00Z", vietnam),
            "2026-11-28 01:30 (GMT+7)"
        );
        assert_eq!(
            local_time("2026-01-10T10:00:00Z", chrono_tz::Asia::Kolkata),
            "2026-01-10 15:30 (GMT+5:30)"
        );
        assert_eq!(
            local_time("2026-01-10T10:00:00Z", chrono_tz::UTC),
            "2026-01-10 10:00 (GMT)"
        );
        assert_eq!(local_time("not a time", vietnam), "not a time");
    }
}
