//! Password reset by e-mail and two-step sign-in, in the console (see [`super::recovery`]).

use std::sync::Arc;

use crate::http::schema::{Email, Password};
use poem::Request;
use poem::web::Data;
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};
use serde::Deserialize;

use super::guard::{AdminState, OwnerSession};
use super::mail::Mailer;
use super::roles::Role;
use super::text::{self, OwnerText};
use super::{accounts, activity, recovery, sessions};
use crate::http::body::JsonBody;
use crate::http::check::check_body;
use crate::http::error::ApiError;
use crate::http::error::ErrorBody;
use crate::http::rate_limit::{client_of, retry_after_secs};
use crate::http::schema::Closed;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;

pub struct RecoveryApi;

/// The body of `POST /api/admin/password-reset`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct ResetRequest {
    /// The account's address as sent, at most 254 characters.
    #[oai(validator(max_length = 254))]
    pub email: Email,
}

/// The body of `POST /api/admin/password-reset/confirm`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct ResetConfirm {
    /// The token of the e-mailed link.
    #[oai(validator(min_length = 1, max_length = 200))]
    pub token: String,
    /// The new password: 12–1,024 characters, not easy to guess.
    #[oai(validator(min_length = 12, max_length = 1024))]
    pub password: Password,
}

/// The body of `POST /api/admin/totp/confirm` and `DELETE /api/admin/totp`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct TotpCode {
    /// A 6-digit code of the authenticator app (or, to turn it off, a recovery code).
    #[oai(validator(min_length = 1, max_length = 20))]
    pub code: String,
}

/// A new TOTP secret, for the authenticator app.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct TotpSetup {
    /// Base32, to type in by hand.
    pub secret: String,
    /// `otpauth://totp/…`, to scan as a QR code.
    pub otpauth_url: String,
}

/// Two-step sign-in is on.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct RecoveryCodes {
    /// Ten single-use codes for when the phone is lost; shown once.
    pub recovery_codes: Vec<String>,
}

/// Whether two-step sign-in is on.
#[derive(Debug, Object)]
pub struct TotpStatus {
    pub enabled: bool,
}

#[derive(ApiResponse)]
pub enum Accepted {
    /// Taken: if the address has an account (and e-mail is set up), a link is on its way.
    #[oai(status = 202)]
    Accepted,
}

#[derive(ApiResponse)]
pub enum TotpBegun {
    /// The secret for the app; not in force until confirmed.
    #[oai(status = 200)]
    Ok(Json<TotpSetup>),
    /// Two-step sign-in is on already: turn it off first.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum Done {
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum TotpOff {
    /// Two-step sign-in is off.
    #[oai(status = 204)]
    Done,
    /// Too many wrong codes from this address or for this account: the same lock-out as
    /// sign-in (5 within 15 minutes), so a stolen session cannot guess its way past the
    /// second step.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before trying again.
        #[oai(header = "Retry-After")]
        u64,
    ),
}

fn wrong_code(lang: Language) -> ApiError {
    ApiError::bad_request(text::code_wrong_now(lang))
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl RecoveryApi {
    /// Ask for a password reset link. The answer is 202 whatever the address, so it tells
    /// nobody which accounts exist; the account's address gets a link valid 30 minutes
    /// (single use) when e-mail is set up, at most one every two minutes.
    #[oai(
        path = "/admin/password-reset",
        method = "post",
        operation_id = "requestPasswordReset"
    )]
    async fn request_reset(
        &self,
        req: &Request,
        mail: Data<&Mailer>,
        pool: Data<&DbPool>,
        body: JsonBody<Closed<ResetRequest>>,
    ) -> Result<Accepted, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let email = check_body::<Closed<ResetRequest>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?
            .email
            .0;
        let outbox = mail.0.clone();
        let queued = db::run(pool.0, move |conn| {
            // Without SMTP the link could never arrive; queueing it would only send a dead
            // link once mail is set up.
            if !outbox.can_send(conn)? {
                return Ok(false);
            }
            let tx = db::write(conn)?;
            let queued = recovery::queue_reset(&tx, &*outbox, &email)?.is_some();
            tx.commit()?;
            Ok(queued)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if queued {
            mail.0.wake();
        }
        Ok(Accepted::Accepted)
    }

    /// Set a new password with the token of a reset link: every session of the account
    /// ends. A used, expired or unknown token is a 400.
    #[oai(
        path = "/admin/password-reset/confirm",
        method = "post",
        operation_id = "confirmPasswordReset"
    )]
    async fn confirm_reset(
        &self,
        req: &Request,
        admin: Data<&Arc<AdminState>>,
        pool: Data<&DbPool>,
        body: JsonBody<Closed<ResetConfirm>>,
    ) -> Result<Done, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<ResetConfirm>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?;
        let token = checked.token;
        let password = checked.password.0;
        let lookup = token.clone();
        let email = db::run(pool.0, move |conn| {
            Ok(conn
                .query_row(
                    "SELECT o.email FROM password_resets r JOIN owners o ON o.id = r.owner_id
                     WHERE r.token_hash = ?1",
                    [sessions::token_hash(&lookup)],
                    |r| r.get::<_, String>(0),
                )
                .ok())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let expired = || ApiError::bad_request(text::reset_link_expired(lang));
        let email = email.ok_or_else(expired)?;
        accounts::check_password(&password, &email, lang).map_err(ApiError::bad_request)?;
        let hash = tokio::task::spawn_blocking(move || accounts::hash_password(&password))
            .await
            .map_err(|err| ApiError::failed(lang, err))?
            .map_err(|err| ApiError::failed(lang, err))?;
        let changed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let Some(owner_id) = recovery::use_reset_token(&tx, &token)? else {
                return Ok(None);
            };
            accounts::set_password_hash(&tx, owner_id, &hash)?;
            let ended = sessions::delete_all(&tx, owner_id, None)?;
            let email: String =
                tx.query_row("SELECT email FROM owners WHERE id = ?1", [owner_id], |r| {
                    r.get(0)
                })?;
            activity::record(&tx, &email, "owner.password_reset", &format!("{ended}"))?;
            tx.commit()?;
            Ok(Some(email))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let email = changed.ok_or_else(expired)?;
        admin
            .0
            .lockout
            .clear(&format!("account:{}", email.to_lowercase()));
        Ok(Done::Done)
    }

    /// Whether two-step sign-in is on for the signed-in owner.
    #[oai(path = "/admin/totp", method = "get", operation_id = "getTotp")]
    async fn totp_status(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
    ) -> Result<Json<TotpStatus>, ApiError> {
        let lang = Language::from_request(req);
        let id = session.owner.id;
        let enabled = db::run(pool.0, move |conn| Ok(recovery::totp_enabled(conn, id)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(TotpStatus { enabled }))
    }

    /// Start turning on two-step sign-in: a new secret for the authenticator app. It is in
    /// force once `POST /api/admin/totp/confirm` gets a good code. 409 when it is on already.
    #[oai(path = "/admin/totp", method = "post", operation_id = "beginTotp")]
    async fn begin_totp(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        mail: Data<&Mailer>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
    ) -> Result<TotpBegun, ApiError> {
        let lang = Language::from_request(req);
        let owner = session.owner;
        let names = mail.0.clone();
        let setup = db::run(pool.0, move |conn| {
            if recovery::totp_enabled(conn, owner.id)? {
                return Ok(None);
            }
            let company = names.sender_name(conn)?;
            let (secret, otpauth_url) =
                recovery::begin_totp(conn, owner.id, &company, &owner.email)?;
            Ok(Some(TotpSetup {
                secret,
                otpauth_url,
            }))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(match setup {
            Some(setup) => TotpBegun::Ok(Json(setup)),
            None => TotpBegun::Conflict(ErrorBody::json(text::totp_on_already(lang))),
        })
    }

    /// Turn on two-step sign-in with a first code from the app: the answer holds ten
    /// single-use recovery codes, shown this once.
    #[oai(
        path = "/admin/totp/confirm",
        method = "post",
        operation_id = "confirmTotp"
    )]
    async fn confirm_totp(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
        body: JsonBody<Closed<TotpCode>>,
    ) -> Result<Json<RecoveryCodes>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let code = check_body::<Closed<TotpCode>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?
            .code;
        let owner = session.owner;
        let codes = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if recovery::totp_enabled(&tx, owner.id)?
                || !recovery::check_totp(&tx, owner.id, &code, now_secs())?
            {
                return Ok(None);
            }
            let codes = recovery::enable_totp(&tx, owner.id)?;
            activity::record(&tx, &owner.email, "owner.totp_on", "")?;
            tx.commit()?;
            Ok(Some(codes))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let recovery_codes = codes.ok_or_else(|| wrong_code(lang))?;
        Ok(Json(RecoveryCodes { recovery_codes }))
    }

    /// Turn off two-step sign-in, with a code of the app or a recovery code. Wrong codes
    /// count against the sign-in lock-out (docs/decisions-spec.md §21): after 5 within 15
    /// minutes, from this address or for this account, 429 with `Retry-After`.
    #[oai(path = "/admin/totp", method = "delete", operation_id = "disableTotp")]
    async fn disable_totp(
        &self,
        req: &Request,
        admin: Data<&Arc<AdminState>>,
        pool: Data<&DbPool>,
        mail: Data<&Mailer>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
        body: JsonBody<Closed<TotpCode>>,
    ) -> Result<TotpOff, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let code = check_body::<Closed<TotpCode>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?
            .code;
        let owner = session.owner;
        // The keys a failed sign-in counts on: a guess here is a guess there.
        let client = client_of(req);
        let keys = [
            format!("ip:{client}"),
            format!("account:{}", owner.email.to_lowercase()),
        ];
        let attempt = match admin.0.lockout.reserve(&keys) {
            Ok(attempt) => attempt,
            Err(wait) => {
                let secs = retry_after_secs(wait);
                tracing::warn!(client = %client, account = %owner.email, retry_after = secs, "turning two-step off locked out");
                return Ok(TotpOff::TooManyRequests(
                    ErrorBody::json(text::locked_out(lang, secs)),
                    secs,
                ));
            }
        };
        let email = owner.email.clone();
        let done = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if !recovery::totp_enabled(&tx, owner.id)?
                || !recovery::check_second_factor(&tx, owner.id, &code, now_secs())?
            {
                return Ok(false);
            }
            recovery::disable_totp(&tx, owner.id)?;
            activity::record(&tx, &owner.email, "owner.totp_off", "")?;
            tx.commit()?;
            Ok(true)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if done {
            attempt.succeeded();
            Ok(TotpOff::Done)
        } else {
            tracing::warn!(client = %client, account = %email, "turning two-step off refused: wrong code");
            super::admin_api::record_failure(pool.0, mail.0, &email, client, attempt.last_allowed)
                .await;
            Err(wrong_code(lang))
        }
    }
}
