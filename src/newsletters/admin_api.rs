//! The console's Newsletter screen (docs/decisions-spec.md §17): write, preview, test, send or
//! schedule a newsletter; its recipients' states; the throttle setting.

use std::sync::Arc;

use chrono::TimeZone as _;
use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Html, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};
use serde::Deserialize;

use super::{Audience, Draft, MailMarkdown, Newsletter, NewsletterSummary, PREVIEW_TOKEN, compose};
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body, not_valid};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::schema::{Closed, PreferredLanguage};
use crate::kernel::clock::Clock;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::notices::outbox::{self, NewsletterMessage, Outbox, Recipient};
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::owners::roles::Role;
use crate::settings::SiteSettings;

pub struct NewslettersApi;

/// What the newsletters' endpoints need besides the database: the site's address (links
/// in the letters) and its Markdown renderer.
#[derive(Clone)]
pub struct Composer {
    pub public_url: String,
    pub markdown: MailMarkdown,
}

struct NewsletterText;

impl Catalogue for NewsletterText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "subjectVi" => lang.pick("Tiêu đề tiếng Việt", "Vietnamese subject"),
            "subjectEn" => lang.pick("Tiêu đề tiếng Anh", "English subject"),
            "bodyVi" => lang.pick("Nội dung tiếng Việt", "Vietnamese text"),
            "bodyEn" => lang.pick("Nội dung tiếng Anh", "English text"),
            "postId" => lang.pick("Bài viết", "Post"),
            "audience" => lang.pick("Người nhận", "Audience"),
            "at" => lang.pick("Thời điểm gửi", "Send time"),
            "perMinute" => lang.pick("Số thư mỗi phút", "Messages a minute"),
            other => other,
        }
        .to_owned()
    }

    /// `perMinute` the schema lets through that no `u32` holds (negative, a fraction).
    fn unreadable(&self, key: &str, name: &str, lang: Language) -> String {
        match key {
            "perMinute" => per_minute_error(lang).to_owned(),
            _ => not_valid(name, lang),
        }
    }
}

fn per_minute_error(lang: Language) -> &'static str {
    lang.pick(
        "Số thư mỗi phút phải là một số nguyên từ 1 đến 10000.",
        "Messages a minute must be a whole number from 1 to 10000.",
    )
}

/// The body of `POST /api/admin/newsletters`.
#[derive(Debug, Object, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct NewNewsletterRequest {
    /// The Vietnamese subject (one line); absent: the post's title.
    #[oai(validator(max_length = 200))]
    pub subject_vi: Option<crate::http::schema::SingleLine>,
    #[oai(validator(max_length = 200))]
    pub subject_en: Option<crate::http::schema::SingleLine>,
    /// Markdown (raw HTML shows as text). With a post, it follows the post's summary.
    #[oai(validator(max_length = 20000))]
    pub body_vi: Option<String>,
    #[oai(validator(max_length = 20000))]
    pub body_en: Option<String>,
    /// A published post: its picture, title, summary and a link to it in each language.
    #[oai(validator(max_length = 100))]
    pub post_id: Option<String>,
    pub audience: Audience,
}

/// Why a newsletter cannot be changed.
enum Refusal {
    Missing,
    /// It is being (or has been) sent; the reason, in the owner's language.
    Sent(String),
}

#[derive(ApiResponse)]
pub enum ChangeAnswer {
    /// The newsletter as it now is.
    #[oai(status = 200)]
    Ok(Json<Box<Newsletter>>),
    /// It has been sent (or, to cancel, is not scheduled).
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum DeleteAnswer {
    #[oai(status = 204)]
    Deleted,
    /// It has been sent: it stays, with its counts.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

/// Ok when newsletter `id` exists and has not been sent.
fn unsent(
    conn: &rusqlite::Connection,
    id: i64,
    lang: Language,
) -> rusqlite::Result<Result<(), Refusal>> {
    Ok(match super::state_of(conn, id)? {
        None => Err(Refusal::Missing),
        Some((state, _)) if state == "sending" => Err(Refusal::Sent(
            lang.pick(
                "Bản tin này đã được gửi đi nên không thể sửa hay xoá.",
                "This newsletter has been sent: it can no longer be changed or deleted.",
            )
            .to_owned(),
        )),
        Some(_) => Ok(()),
    })
}

fn changed_answer(
    changed: Result<Result<Option<Newsletter>, Refusal>, ApiError>,
    lang: Language,
) -> Result<ChangeAnswer, ApiError> {
    match changed? {
        Ok(Some(newsletter)) => Ok(ChangeAnswer::Ok(Json(Box::new(newsletter)))),
        Ok(None) | Err(Refusal::Missing) => Err(no_such_newsletter(lang)),
        Err(Refusal::Sent(text)) => Ok(ChangeAnswer::Conflict(ErrorBody::json(text))),
    }
}

/// Queues newsletter `id` to its audience now, or schedules it at `when` (its local text
/// and the instant), in the caller's transaction; what the owner is told.
fn send_or_schedule(
    tx: &rusqlite::Transaction<'_>,
    (id, audience): (i64, Audience),
    when: Option<(String, i64)>,
    actor: &str,
    lang: Language,
) -> anyhow::Result<SendAccepted> {
    Ok(match when {
        Some((local, when)) => {
            let utc = super::schedule::utc_text(when);
            super::schedule(tx, id, &utc)?;
            activity::record(tx, actor, "newsletter.schedule", &format!("#{id} {local}"))?;
            SendAccepted {
                state: "scheduled".into(),
                queued: 0,
                send_at: Some(utc),
                message: match lang {
                    Language::Vi => format!("Bản tin sẽ được gửi lúc {local}."),
                    Language::En => format!("The newsletter will be sent at {local}."),
                },
            }
        }
        None => {
            let queued = super::queue(tx, id, audience)?;
            activity::record(tx, actor, "newsletter.send", &format!("#{id}: {queued}"))?;
            SendAccepted {
                state: "sending".into(),
                queued: i64::try_from(queued).unwrap_or(i64::MAX),
                send_at: None,
                message: match lang {
                    Language::Vi => format!("Đã xếp {queued} người nhận vào hàng đợi gửi."),
                    Language::En => format!("{queued} recipient(s) queued for sending."),
                },
            }
        }
    })
}

/// The owner's checked body as a draft to compose, or the 400.
fn draft_of(bytes: &[u8], lang: Language) -> Result<Draft, ApiError> {
    let request = check_body::<Closed<NewNewsletterRequest>>(bytes, &NewsletterText, lang)
        .map_err(ApiError::bad_request)?;
    Ok(Draft {
        audience: Some(request.audience),
        post_id: request.post_id.filter(|p| !p.trim().is_empty()),
        subject_vi: request.subject_vi.map(|s| s.0),
        subject_en: request.subject_en.map(|s| s.0),
        body_vi: request.body_vi,
        body_en: request.body_en,
    })
}

/// Composes `draft` (its Markdown rendered on a blocking thread, off the async ones), then
/// runs `store` with it in one write transaction; a refused draft is the 400.
async fn composed<T: Send + 'static>(
    pool: &DbPool,
    composer: &Composer,
    draft: Draft,
    actor: String,
    lang: Language,
    store: impl FnOnce(
        &rusqlite::Transaction<'_>,
        &super::NewNewsletter,
    ) -> anyhow::Result<Result<T, Refusal>>
    + Send
    + 'static,
) -> Result<Result<T, Refusal>, ApiError> {
    let composer = composer.clone();
    let pool = pool.clone();
    let made = tokio::task::spawn_blocking(
        move || -> anyhow::Result<Result<Result<T, Refusal>, String>> {
            let mut conn = pool.get()?;
            let newsletter = match compose(
                &conn,
                &draft,
                &actor,
                &composer.public_url,
                &composer.markdown,
                lang,
            )? {
                Ok(newsletter) => newsletter,
                Err(reason) => return Ok(Err(reason)),
            };
            let tx = db::write(&mut conn)?;
            let stored = store(&tx, &newsletter)?;
            if stored.is_ok() {
                tx.commit()?;
            }
            Ok(Ok(stored))
        },
    )
    .await
    .map_err(|err| ApiError::failed(lang, err))?
    .map_err(|err| ApiError::failed(lang, err))?;
    made.map_err(ApiError::bad_request)
}

#[derive(Debug, Object)]
pub struct Created {
    pub id: i64,
}

#[derive(ApiResponse)]
pub enum CreateAnswer {
    #[oai(status = 201)]
    Created(Json<Created>),
}

/// The body of `POST /api/admin/newsletters/{id}/send`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct SendRequest {
    /// When to send, in the business's time zone (Settings), `YYYY-MM-DDTHH:MM`; absent:
    /// now.
    #[oai(validator(pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$"))]
    pub at: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SendAccepted {
    /// `sending` or `scheduled`.
    pub state: String,
    /// Recipients queued now (0 when scheduled).
    pub queued: i64,
    #[oai(skip_serializing_if_is_none)]
    pub send_at: Option<String>,
    pub message: String,
}

#[derive(ApiResponse)]
pub enum SendAnswer {
    /// Queued (its delivery shows in the counts), or scheduled.
    #[oai(status = 202)]
    Accepted(Json<SendAccepted>),
    /// It is already being sent, or nothing can be sent (no SMTP server).
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(Debug, Object)]
pub struct TestAccepted {
    pub message: String,
}

#[derive(ApiResponse)]
pub enum TestAnswer {
    /// Queued to the signed-in owner, one message per language of the newsletter.
    #[oai(status = 202)]
    Accepted(Json<TestAccepted>),
    /// No SMTP server is configured.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(Debug, Object)]
pub struct NewsletterPage {
    /// Newest first.
    pub items: Vec<NewsletterSummary>,
    pub total: i64,
}

#[derive(Debug, Object)]
pub struct RecipientPage {
    /// In the order they were queued.
    pub items: Vec<Recipient>,
    /// Recipients in all (queued, sent and failed).
    pub total: i64,
}

/// A newsletter exactly as it is mailed, in one language.
#[derive(Debug, Object)]
pub struct Preview {
    pub subject: String,
    pub html: String,
    pub text: String,
}

/// The throttle: newsletter messages the outbox sends a minute.
#[derive(Debug, Clone, Copy, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct NewsletterSettings {
    /// 1 to 10,000.
    #[oai(validator(minimum(value = "1"), maximum(value = "10000")))]
    pub per_minute: u32,
}

#[derive(ApiResponse)]
pub enum PreviewPage {
    /// The letter's HTML document.
    #[oai(status = 200)]
    Html(Html<String>),
}

/// Newsletter `id` in `language` as mailed, with a placeholder unsubscribe token.
async fn preview_of(
    req: &Request,
    pool: &DbPool,
    composer: &Composer,
    id: i64,
    language: PreferredLanguage,
) -> Result<NewsletterMessage, ApiError> {
    let lang = Language::from_request(req);
    let language = match language {
        PreferredLanguage::Vi => Language::Vi,
        PreferredLanguage::En => Language::En,
    };
    let public_url = composer.public_url.clone();
    db::run(pool, move |conn| {
        Ok(super::message(
            conn,
            id,
            language,
            PREVIEW_TOKEN,
            &public_url,
        )?)
    })
    .await
    .map_err(|err| ApiError::failed(lang, err))?
    .ok_or_else(|| {
        ApiError::NotFound(ErrorBody::json(lang.pick(
            "Không có bản tin này, hoặc bản tin không có phiên bản bằng ngôn ngữ đó.",
            "There is no such newsletter, or it has no version in that language.",
        )))
    })
}

fn no_smtp(lang: Language) -> Json<ErrorBody> {
    ErrorBody::json(lang.pick(
        "Chưa cấu hình máy chủ SMTP: hãy nhập URL SMTP ở màn hình Thư trước.",
        "No SMTP server is configured: enter an SMTP URL on the Mail screen first.",
    ))
}

fn no_such_newsletter(lang: Language) -> ApiError {
    ApiError::NotFound(ErrorBody::json(
        lang.pick("Không có bản tin này.", "There is no such newsletter."),
    ))
}

/// What `read` finds of a newsletter: 404 when it finds none, 500 when it fails.
async fn found<T: Send + 'static>(
    pool: &DbPool,
    lang: Language,
    read: impl FnOnce(&mut rusqlite::Connection) -> anyhow::Result<Option<T>> + Send + 'static,
) -> Result<Json<T>, ApiError> {
    db::run(pool, read)
        .await
        .map_err(|err| ApiError::failed(lang, err))?
        .map(Json)
        .ok_or_else(|| no_such_newsletter(lang))
}

/// `at` (local time in `zone`) as Unix seconds, or why it cannot be used.
fn send_time(at: &str, zone: chrono_tz::Tz, lang: Language) -> Result<i64, String> {
    let local = chrono::NaiveDateTime::parse_from_str(at, "%Y-%m-%dT%H:%M").map_err(|_| {
        lang.pick(
            "Thời điểm gửi không phải ngày giờ có thật (YYYY-MM-DDTHH:MM).",
            "The send time is not a real date and time (YYYY-MM-DDTHH:MM).",
        )
        .to_owned()
    })?;
    zone.from_local_datetime(&local)
        .earliest()
        .map(|t| t.timestamp())
        .ok_or_else(|| {
            lang.pick(
                "Giờ này không tồn tại ở múi giờ của doanh nghiệp (đổi giờ).",
                "This time does not exist in the business's time zone (a clock change).",
            )
            .to_owned()
        })
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl NewslettersApi {
    /// Write a newsletter (a draft until it is sent).
    #[oai(
        path = "/admin/newsletters",
        method = "post",
        operation_id = "createNewsletter"
    )]
    async fn create(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        composer: Data<&Composer>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        body: JsonBody<Closed<NewNewsletterRequest>>,
    ) -> Result<CreateAnswer, ApiError> {
        let lang = Language::from_request(req);
        let draft = draft_of(&body.bytes(lang)?, lang)?;
        let actor = session.owner.email;
        let made = composed(
            pool.0,
            composer.0,
            draft,
            actor.clone(),
            lang,
            move |tx, newsletter| {
                let id = super::insert(tx, newsletter)?;
                activity::record(tx, &actor, "newsletter.create", &format!("#{id}"))?;
                Ok(Ok(id))
            },
        )
        .await?;
        match made {
            Ok(id) => Ok(CreateAnswer::Created(Json(Created { id }))),
            // A new newsletter is refused only for its text, which `composed` answered.
            Err(Refusal::Missing) => Err(no_such_newsletter(lang)),
            Err(Refusal::Sent(reason)) => Err(ApiError::bad_request(reason)),
        }
    }

    /// Rewrite a newsletter not yet sent (a draft, or a scheduled one: it keeps its time).
    /// 409 once it is being sent.
    #[oai(
        path = "/admin/newsletters/:id",
        method = "put",
        operation_id = "updateNewsletter"
    )]
    async fn update(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        composer: Data<&Composer>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        id: Path<i64>,
        body: JsonBody<Closed<NewNewsletterRequest>>,
    ) -> Result<ChangeAnswer, ApiError> {
        let lang = Language::from_request(req);
        let draft = draft_of(&body.bytes(lang)?, lang)?;
        let (id, actor) = (id.0, session.owner.email);
        let changed = composed(
            pool.0,
            composer.0,
            draft,
            actor.clone(),
            lang,
            move |tx, newsletter| {
                if let Err(refusal) = unsent(tx, id, lang)? {
                    return Ok(Err(refusal));
                }
                super::rewrite(tx, id, newsletter)?;
                activity::record(tx, &actor, "newsletter.update", &format!("#{id}"))?;
                Ok(Ok(super::get(tx, id)?))
            },
        )
        .await;
        changed_answer(changed, lang)
    }

    /// Delete a newsletter not yet sent. 409 once it is being sent (its counts are its record).
    #[oai(
        path = "/admin/newsletters/:id",
        method = "delete",
        operation_id = "deleteNewsletter"
    )]
    async fn delete(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        id: Path<i64>,
    ) -> Result<DeleteAnswer, ApiError> {
        let lang = Language::from_request(req);
        let (id, actor) = (id.0, session.owner.email);
        let done = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if let Err(refusal) = unsent(&tx, id, lang)? {
                return Ok(Err(refusal));
            }
            super::remove_unsent(&tx, id)?;
            activity::record(&tx, &actor, "newsletter.delete", &format!("#{id}"))?;
            tx.commit()?;
            Ok(Ok(()))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match done {
            Ok(()) => Ok(DeleteAnswer::Deleted),
            Err(Refusal::Missing) => Err(no_such_newsletter(lang)),
            Err(Refusal::Sent(text)) => Ok(DeleteAnswer::Conflict(ErrorBody::json(text))),
        }
    }

    /// Call off a scheduled send: the newsletter is a draft again, to edit, send or schedule
    /// anew (moving a send is scheduling it again). 409 when it is not scheduled.
    #[oai(
        path = "/admin/newsletters/:id/cancel",
        method = "post",
        operation_id = "cancelNewsletter"
    )]
    async fn cancel(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        id: Path<i64>,
    ) -> Result<ChangeAnswer, ApiError> {
        let lang = Language::from_request(req);
        let (id, actor) = (id.0, session.owner.email);
        let changed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if super::state_of(&tx, id)?.is_none() {
                return Ok(Err(Refusal::Missing));
            }
            if !super::unschedule(&tx, id)? {
                return Ok(Err(Refusal::Sent(
                    lang.pick(
                        "Bản tin này không có lịch gửi nào để huỷ.",
                        "This newsletter has no scheduled send to cancel.",
                    )
                    .to_owned(),
                )));
            }
            activity::record(&tx, &actor, "newsletter.cancel", &format!("#{id}"))?;
            let newsletter = super::get(&tx, id)?;
            tx.commit()?;
            Ok(Ok(newsletter))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err));
        changed_answer(changed, lang)
    }

    /// The newsletters, newest first, with their counts.
    #[oai(
        path = "/admin/newsletters",
        method = "get",
        operation_id = "listNewsletters"
    )]
    async fn list(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "100")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0"), maximum(value = "1000000")))] offset: Query<
            Option<i64>,
        >,
    ) -> Result<Json<NewsletterPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = (limit.0.unwrap_or(20), offset.0.unwrap_or(0));
        db::run(pool.0, move |conn| Ok(super::list(conn, limit, offset)?))
            .await
            .map(|(items, total)| Json(NewsletterPage { items, total }))
            .map_err(|err| ApiError::failed(lang, err))
    }

    /// One newsletter: its state, counts and versions.
    #[oai(
        path = "/admin/newsletters/:id",
        method = "get",
        operation_id = "getNewsletter"
    )]
    async fn get(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        id: Path<i64>,
    ) -> Result<Json<Newsletter>, ApiError> {
        let id = id.0;
        found(pool.0, Language::from_request(req), move |conn| {
            Ok(super::get(conn, id)?)
        })
        .await
    }

    /// A page of its recipients and each one's delivery state.
    #[oai(
        path = "/admin/newsletters/:id/recipients",
        method = "get",
        operation_id = "listNewsletterRecipients"
    )]
    async fn recipients(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        id: Path<i64>,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0"), maximum(value = "10000000")))] offset: Query<
            Option<i64>,
        >,
    ) -> Result<Json<RecipientPage>, ApiError> {
        let (id, limit, offset) = (id.0, limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        found(pool.0, Language::from_request(req), move |conn| {
            let Some(newsletter) = super::get(conn, id)? else {
                return Ok(None);
            };
            let s = &newsletter.summary;
            let items = outbox::newsletter_recipients(conn, id, limit, offset)?;
            Ok(Some(RecipientPage {
                items,
                total: s.queued + s.sent + s.failed,
            }))
        })
        .await
    }

    /// The newsletter exactly as it is mailed in `language` (its unsubscribe link a
    /// placeholder).
    #[oai(
        path = "/admin/newsletters/:id/preview",
        method = "get",
        operation_id = "previewNewsletter"
    )]
    async fn preview(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        composer: Data<&Composer>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        id: Path<i64>,
        language: Query<PreferredLanguage>,
    ) -> Result<Json<Preview>, ApiError> {
        let m = preview_of(req, pool.0, composer.0, id.0, language.0).await?;
        Ok(Json(Preview {
            subject: m.subject,
            html: m.html,
            text: m.text,
        }))
    }

    /// The same letter's HTML as a document of its own, for the console's sandboxed frame
    /// (it carries its own policy: inline styles as in a mail client, no script).
    #[oai(
        path = "/admin/newsletters/:id/preview.html",
        method = "get",
        operation_id = "previewNewsletterHtml"
    )]
    async fn preview_html(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        composer: Data<&Composer>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
        id: Path<i64>,
        language: Query<PreferredLanguage>,
    ) -> Result<PreviewPage, ApiError> {
        let m = preview_of(req, pool.0, composer.0, id.0, language.0).await?;
        Ok(PreviewPage::Html(Html(m.html)))
    }

    /// Send it to the signed-in owner, once per language it has.
    #[oai(
        path = "/admin/newsletters/:id/test",
        method = "post",
        operation_id = "testNewsletter"
    )]
    async fn test(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        outbox: Data<&Arc<Outbox>>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        id: Path<i64>,
    ) -> Result<TestAnswer, ApiError> {
        let lang = Language::from_request(req);
        let id = id.0;
        let owner = session.owner.email;
        let outbox_ = outbox.0.clone();
        let queued = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if super::state_of(&tx, id)?.is_none() {
                return Ok(None);
            }
            if outbox_.smtp_url(&SiteSettings::load(&tx)?).is_none() {
                return Ok(Some(false));
            }
            for language in super::languages_of(&tx, id)? {
                outbox::queue_newsletter_test(&tx, id, &owner, language)?;
            }
            activity::record(&tx, &owner, "newsletter.test", &format!("#{id} → {owner}"))?;
            tx.commit()?;
            Ok(Some(true))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match queued {
            None => Err(no_such_newsletter(lang)),
            Some(false) => Ok(TestAnswer::Conflict(no_smtp(lang))),
            Some(true) => {
                outbox.0.wake();
                Ok(TestAnswer::Accepted(Json(TestAccepted {
                    message: lang
                        .pick(
                            "Đã xếp thư thử gửi đến địa chỉ của bạn.",
                            "A test is queued to your address.",
                        )
                        .to_owned(),
                })))
            }
        }
    }

    /// Send it now, or schedule it (`at`, in the business's time zone).
    #[oai(
        path = "/admin/newsletters/:id/send",
        method = "post",
        operation_id = "sendNewsletter"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn send(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        outbox: Data<&Arc<Outbox>>,
        clock: Data<&Clock>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        id: Path<i64>,
        body: JsonBody<Closed<SendRequest>>,
    ) -> Result<SendAnswer, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let at = check_body::<Closed<SendRequest>>(&bytes, &NewsletterText, lang)
            .map_err(ApiError::bad_request)?
            .at;
        let (id, now, actor) = (id.0, clock.now(), session.owner.email);
        let outbox_ = outbox.0.clone();
        let answer = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some((state, audience)) = super::state_of(&tx, id)? else {
                return Ok(None);
            };
            if state == "sending" {
                return Ok(Some(Err((
                    true,
                    lang.pick(
                        "Bản tin này đã được gửi đi.",
                        "This newsletter has already been sent.",
                    )
                    .to_owned(),
                ))));
            }
            if outbox_.smtp_url(&SiteSettings::load(&tx)?).is_none() {
                return Ok(Some(Err((true, no_smtp(lang).0.error))));
            }
            let when = match at.as_deref() {
                Some(at) => match send_time(at, SiteSettings::time_zone(&tx)?, lang) {
                    Ok(when) if when > now => Some((at.to_owned(), when)),
                    Ok(_) => {
                        return Ok(Some(Err((
                            false,
                            lang.pick(
                                "Thời điểm gửi đã qua: hãy chọn một thời điểm sau hoặc gửi ngay.",
                                "The send time has passed: choose a later one, or send now.",
                            )
                            .to_owned(),
                        ))));
                    }
                    Err(reason) => return Ok(Some(Err((false, reason)))),
                },
                None => None,
            };
            let accepted = send_or_schedule(&tx, (id, audience), when, &actor, lang)?;
            tx.commit()?;
            Ok(Some(Ok(accepted)))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match answer {
            None => Err(no_such_newsletter(lang)),
            Some(Err((true, reason))) => Ok(SendAnswer::Conflict(ErrorBody::json(reason))),
            Some(Err((false, reason))) => Err(ApiError::bad_request(reason)),
            Some(Ok(accepted)) => {
                outbox.0.wake();
                Ok(SendAnswer::Accepted(Json(accepted)))
            }
        }
    }

    /// The throttle setting.
    #[oai(
        path = "/admin/newsletter-settings",
        method = "get",
        operation_id = "getNewsletterSettings"
    )]
    async fn settings(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor")] _session: OwnerSession,
    ) -> Result<Json<NewsletterSettings>, ApiError> {
        let lang = Language::from_request(req);
        db::run(pool.0, |conn| {
            Ok(NewsletterSettings {
                per_minute: super::per_minute(conn)?,
            })
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Change the throttle: newsletter messages sent a minute.
    #[oai(
        path = "/admin/newsletter-settings",
        method = "put",
        operation_id = "setNewsletterSettings"
    )]
    async fn set_settings(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        outbox: Data<&Arc<Outbox>>,
        #[oai(scope = "Role::Editor")] session: OwnerSession,
        body: JsonBody<Closed<NewsletterSettings>>,
    ) -> Result<Json<NewsletterSettings>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let per_minute = check_body::<Closed<NewsletterSettings>>(&bytes, &NewsletterText, lang)
            .map_err(ApiError::bad_request)?
            .per_minute;
        if !(1..=10_000).contains(&per_minute) {
            return Err(ApiError::bad_request(per_minute_error(lang)));
        }
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            super::store_per_minute(&tx, per_minute)?;
            activity::record(
                &tx,
                &actor,
                "newsletter.settings",
                &format!("{per_minute}/min"),
            )?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        outbox.0.wake();
        Ok(Json(NewsletterSettings { per_minute }))
    }
}
