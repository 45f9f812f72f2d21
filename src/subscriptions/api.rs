//! The newsletter boxes of /blog and /testimonials, and the unsubscribe page's button.

use std::sync::Arc;

use poem::{Request, web::Data};
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};
use serde::Deserialize;

use super::{NewSubscription, SubscriptionRequest, SubscriptionText};
use crate::http::body::JsonBody;
use crate::http::body::Rejection;
use crate::http::check::check_body;
use crate::http::error::ErrorBody;
use crate::http::rate_limit::{ContactLimiter, client_of, retry_after_secs};
use crate::http::schema::NotBlank;
use crate::kernel::db;
use crate::kernel::db::DbPool;
use crate::kernel::language::Language;
use crate::notices::outbox::Outbox;

pub struct SubscriptionsApi;

/// The subscriptions' rate limit per client address (counted apart from the enquiries');
/// `None` when it is off.
#[derive(Clone)]
pub struct SubscriptionLimit(pub Option<Arc<ContactLimiter>>);

#[derive(Debug, Object)]
pub struct Message {
    /// A text for the visitor, in their language.
    pub message: String,
}

#[derive(Debug, Object, Deserialize)]
pub struct UnsubscribeRequest {
    /// The token of the unsubscribe link (not blank).
    #[oai(validator(max_length = 200))]
    pub token: NotBlank,
}

#[derive(ApiResponse)]
pub enum SubscribeResponse {
    /// Received: a confirmation e-mail is on its way (the same answer when the address was
    /// already waiting or confirmed: it tells nothing about the list).
    #[oai(status = 201)]
    Created(Json<Message>),
    /// The address is missing or invalid, or `language` or `source` is not one of theirs.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// The body is larger than 32 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many from this address; `Retry-After` says how many seconds to wait.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before sending again.
        #[oai(header = "Retry-After")]
        u64,
    ),
    /// The subscription could not be stored.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(SubscribeResponse);

#[derive(Debug, Object, Deserialize)]
pub struct ConfirmRequest {
    /// The token of the confirmation link (not blank).
    #[oai(validator(max_length = 200))]
    pub token: NotBlank,
}

#[derive(ApiResponse)]
pub enum ConfirmResponse {
    /// Confirmed: the address receives the newsletter.
    #[oai(status = 204)]
    Confirmed,
    /// The token is missing or not text.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No subscription waits for this token (mistyped, or older than 7 days).
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum UnsubscribeResponse {
    /// The subscription has ended.
    #[oai(status = 200)]
    Done(Json<Message>),
    /// The token is missing or not text.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No subscription has this token (already ended, or mistyped).
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

fn failed(lang: Language) -> Json<ErrorBody> {
    ErrorBody::json(lang.pick(
        "Không thể lưu yêu cầu của bạn. Vui lòng thử lại.",
        "Your request could not be saved. Please try again.",
    ))
}

#[OpenApi(tag = "crate::http::ApiTags::Subscriptions")]
impl SubscriptionsApi {
    /// Subscribe to the newsletter: the address waits for the confirmation link e-mailed to
    /// it (double opt-in). The same address again is no second subscription and no error;
    /// while unconfirmed it gets a new link (not within 5 minutes of the last). Same limits
    /// as the contact form.
    #[oai(
        path = "/subscriptions",
        method = "post",
        operation_id = "createSubscription"
    )]
    async fn subscribe(
        &self,
        req: &Request,
        limit: Data<&SubscriptionLimit>,
        pool: Data<&DbPool>,
        outbox: Data<&Arc<Outbox>>,
        body: JsonBody<SubscriptionRequest>,
    ) -> SubscribeResponse {
        let fallback = Language::from_request(req);
        let subscription: NewSubscription = match body
            .bytes(fallback)
            .and_then(|b| super::parse(&b, fallback))
        {
            Ok(s) => s,
            Err(rejection) => return rejection.into(),
        };
        let lang = subscription.language;
        if let Some(limiter) = &limit.0.0 {
            let client = client_of(req);
            if let Err(wait) = limiter.check(client) {
                let secs = retry_after_secs(wait);
                tracing::warn!(%client, retry_after = secs, "subscription rate limit reached");
                return SubscribeResponse::TooManyRequests(
                    ErrorBody::json(crate::http::rate_limit::too_many(lang, secs)),
                    secs,
                );
            }
        }
        let thanks = Json(Message {
            message: super::thank_you(lang).to_owned(),
        });
        if subscription.spam {
            tracing::warn!("subscription filled the honeypot field; not stored");
            return SubscribeResponse::Created(thanks);
        }
        let stored = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let queued = super::store(&tx, &subscription)?;
            tx.commit()?;
            Ok(queued)
        });
        match stored.await {
            Ok(queued) => {
                if queued {
                    outbox.0.wake();
                }
                SubscribeResponse::Created(thanks)
            }
            Err(err) => {
                tracing::error!(error = %err, "subscription not stored");
                SubscribeResponse::Failed(failed(lang))
            }
        }
    }

    /// Confirm a subscription with the token of its confirmation link (within 7 days; a
    /// second press of a used link is no error).
    #[oai(
        path = "/subscriptions/confirm",
        method = "post",
        operation_id = "confirmSubscription"
    )]
    async fn confirm(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        body: JsonBody<ConfirmRequest>,
    ) -> ConfirmResponse {
        let lang = Language::from_request(req);
        let bytes = match body.bytes(lang) {
            Ok(bytes) => bytes,
            Err(Rejection::TooLarge(text)) => {
                return ConfirmResponse::PayloadTooLarge(ErrorBody::json(text));
            }
            Err(Rejection::UnsupportedMediaType(text)) => {
                return ConfirmResponse::UnsupportedMediaType(ErrorBody::json(text));
            }
            Err(Rejection::BadRequest(text)) => {
                return ConfirmResponse::BadRequest(ErrorBody::json(text));
            }
        };
        let token = match check_body::<ConfirmRequest>(&bytes, &SubscriptionText, lang) {
            Ok(checked) => checked.token.0,
            Err(text) => return ConfirmResponse::BadRequest(ErrorBody::json(text)),
        };
        match db::run(pool.0, move |conn| Ok(super::confirm(conn, token.trim())?)).await {
            Ok(true) => ConfirmResponse::Confirmed,
            Ok(false) => ConfirmResponse::NotFound(ErrorBody::json(lang.pick(
                "Liên kết xác nhận không hợp lệ hoặc đã hết hạn (liên kết dùng được trong 7 ngày). \
                 Hãy đăng ký lại để nhận liên kết mới.",
                "This confirmation link is not valid or has expired (links work for 7 days). \
                 Subscribe again to get a new one.",
            ))),
            Err(err) => {
                tracing::error!(error = %err, "confirmation failed");
                ConfirmResponse::Failed(failed(lang))
            }
        }
    }

    /// End a subscription with the token of its unsubscribe link.
    #[oai(
        path = "/subscriptions/unsubscribe",
        method = "post",
        operation_id = "unsubscribe"
    )]
    async fn unsubscribe(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        body: JsonBody<UnsubscribeRequest>,
    ) -> UnsubscribeResponse {
        let lang = Language::from_request(req);
        let bytes = match body.bytes(lang) {
            Ok(bytes) => bytes,
            Err(Rejection::TooLarge(text)) => {
                return UnsubscribeResponse::PayloadTooLarge(ErrorBody::json(text));
            }
            Err(Rejection::UnsupportedMediaType(text)) => {
                return UnsubscribeResponse::UnsupportedMediaType(ErrorBody::json(text));
            }
            Err(Rejection::BadRequest(text)) => {
                return UnsubscribeResponse::BadRequest(ErrorBody::json(text));
            }
        };
        let token = match check_body::<UnsubscribeRequest>(&bytes, &SubscriptionText, lang) {
            Ok(checked) => checked.token.0,
            Err(text) => return UnsubscribeResponse::BadRequest(ErrorBody::json(text)),
        };
        match db::run(pool.0, move |conn| Ok(super::unsubscribe(conn, &token)?)).await {
            Ok(true) => UnsubscribeResponse::Done(Json(Message {
                message: lang
                    .pick(
                        "Bạn đã hủy đăng ký. Chúng tôi sẽ không gửi thư cho bạn nữa.",
                        "You have unsubscribed. We will not write to you again.",
                    )
                    .to_owned(),
            })),
            Ok(false) => UnsubscribeResponse::NotFound(ErrorBody::json(lang.pick(
                "Liên kết hủy đăng ký không hợp lệ hoặc đăng ký đã được hủy trước đó.",
                "This unsubscribe link is not valid, or the subscription has already ended.",
            ))),
            Err(err) => {
                tracing::error!(error = %err, "unsubscribe failed");
                UnsubscribeResponse::Failed(failed(lang))
            }
        }
    }
}

/// `POST /unsubscribe?token=…`: the one-click unsubscribe of a newsletter's
/// `List-Unsubscribe-Post` header (RFC 8058, docs/decisions-spec.md §17). Mail providers post to
/// it without a page, a cookie or an `Origin`, so none is asked for. It ends the
/// subscription and answers 204 whether or not it still existed (a second click, a
/// provider's retry); only a request without a token is refused.
#[poem::handler]
pub async fn one_click(req: &Request, pool: Data<&DbPool>) -> poem::Response {
    use poem::http::StatusCode;
    let lang = Language::from_request(req);
    let token = url::form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes())
        .find(|(key, _)| key == "token")
        .map(|(_, value)| value.trim().to_owned())
        .filter(|token| !token.is_empty());
    let Some(token) = token else {
        return crate::http::error::error_response(
            StatusCode::BAD_REQUEST,
            lang.pick(
                "Thiếu mã hủy đăng ký (token) trong liên kết.",
                "The link has no unsubscribe token (token).",
            ),
        );
    };
    match db::run(pool.0, move |conn| Ok(super::unsubscribe(conn, &token)?)).await {
        Ok(_) => StatusCode::NO_CONTENT.into(),
        Err(err) => {
            tracing::error!(error = %err, "one-click unsubscribe failed");
            crate::http::error::error_response(
                StatusCode::SERVICE_UNAVAILABLE,
                lang.pick(
                    "Chưa thể hủy đăng ký lúc này, vui lòng thử lại sau.",
                    "The subscription could not be ended just now; please try again later.",
                ),
            )
        }
    }
}
