//! The console's Mail and Activity pages: notices' delivery state, a test e-mail, and the
//! list of owner changes.

use crate::http::schema::Email;
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use serde::Deserialize;
use std::sync::Arc;

use super::failures::{self, NotAgain};
use super::outbox::{self, Notice, Outbox};
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::ApiError;
use crate::http::error::ErrorBody;
use crate::http::schema::Closed;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::SmtpOverride;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::settings::{SiteSettings, store_value};

pub struct MailApi;

/// The names of the Mail screen's fields.
struct MailText;

impl Catalogue for MailText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "to" => lang.pick("Người nhận (to)", "Recipient (to)").to_owned(),
            "minutes" => lang
                .pick(
                    "Số phút giữa hai thư (minutes)",
                    "Minutes between two e-mails (minutes)",
                )
                .to_owned(),
            other => other.to_owned(),
        }
    }

    /// `minutes` the schema lets through that no `u32` holds (negative, a fraction).
    fn unreadable(&self, _key: &str, _name: &str, lang: Language) -> String {
        digest_error(lang).to_owned()
    }
}

fn digest_error(lang: Language) -> &'static str {
    lang.pick(
        "Số phút giữa hai thư (minutes) phải là số nguyên từ 0 đến 1440.",
        "Minutes between two e-mails (minutes) must be a whole number from 0 to 1440.",
    )
}

#[derive(Debug, Object)]
pub struct NoticeList {
    /// Newest first.
    pub items: Vec<Notice>,
}

#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct TestMailRequest {
    /// One address, at most 254 characters; absent: every notice recipient of the settings.
    #[oai(validator(max_length = 254))]
    pub to: Option<Email>,
}

/// The enquiry digest: `minutes` between two notices to one recipient.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct NoticeDigest {
    /// 0: a notice per enquiry, at once; else at most one e-mail per this many minutes
    /// (up to a day) listing the enquiries that came meanwhile.
    #[oai(validator(minimum(value = "0"), maximum(value = "1440")))]
    pub minutes: u32,
}

#[derive(ApiResponse)]
pub enum Cancelled {
    /// Stopped: it will not be sent.
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum SentAgain {
    /// Queued again as new: it goes out in its turn, its delivery shown in the list.
    #[oai(status = 202)]
    Accepted(Json<Accepted>),
    /// It cannot go again: it is not failed, its link was dropped when it failed (the
    /// person asks again), or it is a newsletter's (the newsletter sends it). The text says
    /// which.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(Debug, Object)]
pub struct Accepted {
    pub message: String,
}

#[derive(ApiResponse)]
pub enum TestQueued {
    /// Queued: its delivery shows in the notices.
    #[oai(status = 202)]
    Accepted(Json<Accepted>),
    /// Nothing can be sent yet: no SMTP URL is set, or (without `to`) there is no notice
    /// recipient. The text says which.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl MailApi {
    /// The latest notices and their delivery state.
    #[oai(path = "/admin/notices", method = "get", operation_id = "listNotices")]
    async fn notices(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
    ) -> Result<Json<NoticeList>, ApiError> {
        let lang = Language::from_request(req);
        let limit = limit.0.unwrap_or(50);
        db::run(pool.0, move |conn| Ok(outbox::list(conn, None, limit)?))
            .await
            .map(|items| Json(NoticeList { items }))
            .map_err(|err| ApiError::failed(lang, err))
    }

    /// Stop a pending or retrying message (it is marked failed, `errorKind` `cancelled`).
    #[oai(
        path = "/admin/notices/:id/cancel",
        method = "post",
        operation_id = "cancelNotice"
    )]
    async fn cancel(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<i64>,
    ) -> Result<Cancelled, ApiError> {
        let lang = Language::from_request(req);
        let (id, actor) = (id.0, session.owner.email);
        let cancelled = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let recipient = outbox::cancel(&tx, id)?;
            if let Some(recipient) = &recipient {
                activity::record(&tx, &actor, "mail.cancel", &format!("#{id} {recipient}"))?;
            }
            tx.commit()?;
            Ok(recipient.is_some())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if cancelled {
            Ok(Cancelled::Done)
        } else {
            Err(ApiError::NotFound(ErrorBody::json(lang.pick(
                "Không có thư nào đang chờ gửi với mã này (có thể thư đã được gửi hoặc đã dừng).",
                "No message waiting to be sent has this id (it may have been sent or stopped).",
            ))))
        }
    }

    /// Send a failed message again (after the mail settings were mended, say): it is
    /// queued as new and recorded in the activity list.
    #[oai(
        path = "/admin/notices/:id/send-again",
        method = "post",
        operation_id = "sendNoticeAgain"
    )]
    async fn send_again(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        outbox: Data<&Arc<Outbox>>,
        session: OwnerSession,
        id: Path<i64>,
    ) -> Result<SentAgain, ApiError> {
        let lang = Language::from_request(req);
        let (id, actor) = (id.0, session.owner.email);
        let outcome = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let outcome = failures::send_again(&tx, id)?;
            if let Ok(recipient) = &outcome {
                activity::record(&tx, &actor, "mail.sendAgain", &format!("#{id} {recipient}"))?;
            }
            tx.commit()?;
            Ok(outcome)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let refusal = match outcome {
            Ok(_) => {
                outbox.0.wake();
                return Ok(SentAgain::Accepted(Json(Accepted {
                    message: lang
                        .pick(
                            "Đã xếp thư vào hàng đợi để gửi lại; trạng thái gửi hiển thị trong danh sách.",
                            "The message is queued to be sent again; its delivery shows in the list.",
                        )
                        .to_owned(),
                })));
            }
            Err(NotAgain::Unknown) => {
                return Err(ApiError::NotFound(ErrorBody::json(lang.pick(
                    "Không có thư nào với mã này.",
                    "No message has this id.",
                ))));
            }
            Err(NotAgain::NotFailed) => lang.pick(
                "Chỉ gửi lại được thư đã gửi không thành công; thư này đã gửi xong hoặc đang chờ gửi.",
                "Only a message that failed can be sent again; this one was sent or is still waiting.",
            ),
            Err(NotAgain::LinkGone) => lang.pick(
                "Liên kết trong thư này đã bị huỷ khi gửi không thành công; người nhận cần yêu cầu lại.",
                "This message's link was dropped when it failed; the recipient needs to ask again.",
            ),
            Err(NotAgain::Newsletter) => lang.pick(
                "Thư này thuộc một bản tin; bản tin tự gửi đến từng người nhận.",
                "This message belongs to a newsletter, which sends to each recipient itself.",
            ),
        };
        Ok(SentAgain::Conflict(ErrorBody::json(refusal)))
    }

    /// The enquiry digest setting.
    #[oai(
        path = "/admin/notices/digest",
        method = "get",
        operation_id = "getNoticeDigest"
    )]
    async fn digest(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<Json<NoticeDigest>, ApiError> {
        let lang = Language::from_request(req);
        db::run(pool.0, |conn| Ok(outbox::digest_minutes(conn)?))
            .await
            .map(|minutes| Json(NoticeDigest { minutes }))
            .map_err(|err| ApiError::failed(lang, err))
    }

    /// Change the enquiry digest setting (from the next enquiry on).
    #[oai(
        path = "/admin/notices/digest",
        method = "put",
        operation_id = "setNoticeDigest"
    )]
    async fn set_digest(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        outbox: Data<&Arc<Outbox>>,
        session: OwnerSession,
        body: JsonBody<Closed<NoticeDigest>>,
    ) -> Result<Json<NoticeDigest>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let minutes = check_body::<Closed<NoticeDigest>>(&bytes, &MailText, lang)
            .map_err(ApiError::bad_request)?
            .minutes;
        // The body check reads types, not bounds: the bounds are said here.
        if minutes > 1440 {
            return Err(ApiError::bad_request(digest_error(lang)));
        }
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            store_value(&tx, outbox::DIGEST_KEY, &minutes.to_string())?;
            activity::record(&tx, &actor, "mail.digest", &minutes.to_string())?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        outbox.0.wake();
        Ok(Json(NoticeDigest { minutes }))
    }

    /// Send a test e-mail (to `to`, or to every notice recipient).
    #[oai(
        path = "/admin/notices/test",
        method = "post",
        operation_id = "sendTestMail"
    )]
    async fn test(
        &self,
        req: &Request,
        outbox: Data<&Arc<Outbox>>,
        smtp: Data<&SmtpOverride>,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<TestMailRequest>>,
    ) -> Result<TestQueued, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let to = check_body::<Closed<TestMailRequest>>(&bytes, &MailText, lang)
            .map_err(ApiError::bad_request)?
            .to
            .map(|to| to.0);
        let env = smtp.is_set();
        let actor = session.owner.email;
        let queued = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let settings = SiteSettings::load(&tx)?;
            if !env && settings.smtp_url.is_none() {
                return Ok(Err(lang.pick(
                    "Chưa cấu hình máy chủ SMTP: hãy nhập URL SMTP trước.",
                    "No SMTP server is configured: enter an SMTP URL first.",
                )));
            }
            let recipients = match to {
                Some(to) => vec![to],
                None => settings.notify_to.clone(),
            };
            if recipients.is_empty() {
                return Ok(Err(lang.pick(
                    "Chưa có người nhận: hãy nhập một địa chỉ hoặc thêm người nhận thông báo.",
                    "There is no recipient: enter an address or add notice recipients.",
                )));
            }
            outbox::queue_test(&tx, &recipients)?;
            activity::record(&tx, &actor, "mail.test", &recipients.join(", "))?;
            tx.commit()?;
            Ok(Ok(()))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if let Err(text) = queued {
            return Ok(TestQueued::Conflict(ErrorBody::json(text)));
        }
        outbox.0.wake();
        Ok(TestQueued::Accepted(Json(Accepted {
            message: lang
                .pick(
                    "Đã xếp thư thử vào hàng đợi; trạng thái gửi hiển thị bên dưới.",
                    "The test e-mail is queued; its delivery state shows below.",
                )
                .to_owned(),
        })))
    }
}
