//! Signing in and out, the current session, the owner's password.

use super::guard::AdminState;
use super::mail::Mailer;
use super::text::{self, OwnerText};
use crate::http::check::{LanguagePeek, check_body, check_body_in};
use crate::http::rate_limit::client_of;
use crate::http::schema::{Email, Password};
use poem::Request;
use poem::web::Data;
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};
use serde::Deserialize;
use std::sync::Arc;

use std::net::IpAddr;

use super::guard::{ExtraCookies, OwnerSession};
use super::lockout::Attempt;
use super::roles::Role;
use super::{accounts, activity, devices, recovery, sessions};
use crate::http::body::JsonBody;
use crate::http::body::Rejection;
use crate::http::error::ErrorBody;
use crate::http::error::{ApiError, failed_body};
use crate::http::rate_limit::retry_after_secs;
use crate::http::schema::Closed;
use crate::http::schema::PreferredLanguage;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;

pub struct AccountApi;

/// The body of `POST /api/admin/session`.
#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct SignInRequest {
    /// The account's address as sent (no surrounding spaces), at most 254 characters.
    #[oai(validator(max_length = 254))]
    pub email: Email,
    /// Not empty, at most 1,024 characters.
    #[oai(validator(min_length = 1, max_length = 1024))]
    pub password: Password,
    /// The console's language, kept as the owner's (their notices use it).
    pub language: Option<PreferredLanguage>,
    /// With two-step sign-in on: the authenticator app's 6-digit code, or an unused
    /// recovery code.
    #[oai(validator(max_length = 20))]
    pub code: Option<String>,
}

/// Why a sign-in was refused.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SignInRefusal {
    pub error: String,
    /// `totp` when the password was right and the account asks for a code (send it in
    /// `code`), or the code was wrong.
    #[oai(skip_serializing_if_is_none)]
    pub second_factor: Option<String>,
}

/// The signed-in owner.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SessionInfo {
    pub email: String,
    /// `vi` or `en`.
    pub language: String,
    /// What the console shows: only what the role may do.
    pub role: Role,
    /// The team requires two-step sign-in and this account has not turned it on: it can
    /// only do that (or sign out) until it does.
    pub two_step_required: bool,
}

/// The body of `PUT /api/admin/password`.
#[derive(Debug, Object, Deserialize)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChange {
    /// Not empty. A wrong one is answered 403.
    #[oai(validator(min_length = 1))]
    pub current_password: Password,
    /// 12–1,024 characters.
    #[oai(validator(min_length = 12, max_length = 1024))]
    pub new_password: Password,
}

#[derive(ApiResponse)]
pub enum SignInResponse {
    /// Signed in: the session cookie is set (and, for a browser new to the account, a
    /// second `Set-Cookie` remembers it: its own allowance of failed sign-ins).
    #[oai(status = 204)]
    SignedIn(#[oai(header = "Set-Cookie")] String),
    /// A field is missing or not text.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Unknown account or wrong password (the same answer for both), or a second step
    /// (`secondFactor`) missing or wrong.
    #[oai(status = 401)]
    Unauthorized(Json<SignInRefusal>),
    /// Not sent from the site's own origin, or the account is suspended.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// The body is larger than 32 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many failed sign-ins from this address, for this account or from this browser,
    /// or too many password checks running at once.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before trying again.
        #[oai(header = "Retry-After")]
        u64,
    ),
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum SignedOut {
    /// The session is over; the cookie is cleared.
    #[oai(status = 204)]
    Done(#[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum PasswordChanged {
    /// Changed; every other session of the owner has ended.
    #[oai(status = 204)]
    Done,
    /// Too many wrong current passwords from this address or for this account, or too many
    /// password checks at once.
    #[oai(status = 429)]
    TooManyRequests(
        Json<ErrorBody>,
        /// Seconds to wait before trying again.
        #[oai(header = "Retry-After")]
        u64,
    ),
}

fn bad_credentials(lang: Language) -> SignInResponse {
    SignInResponse::Unauthorized(Json(SignInRefusal {
        error: text::bad_credentials(lang).to_owned(),
        second_factor: None,
    }))
}

enum SecondStep {
    NotAsked,
    Missing,
    Passed,
    Wrong,
    /// The code of this window that was just accepted, given again.
    Used,
}

/// The sign-in body: address, password, the language it chooses and the code. Refusals
/// speak the language the body chooses, when it is one of the two.
fn sign_in_body(
    bytes: &[u8],
    lang: Language,
) -> Result<(String, String, Option<Language>, Option<String>), String> {
    let (body, _) = check_body_in::<Closed<SignInRequest>, LanguagePeek>(
        bytes,
        &OwnerText,
        lang,
        LanguagePeek::chosen,
    )?;
    let chosen = body.language.map(Language::from);
    Ok((body.email.0, body.password.0, chosen, body.code))
}

/// The answer to a body that could not be read at all.
fn refused_body(rejection: Rejection) -> SignInResponse {
    match rejection {
        Rejection::BadRequest(text) => SignInResponse::BadRequest(ErrorBody::json(text)),
        Rejection::TooLarge(text) => SignInResponse::PayloadTooLarge(ErrorBody::json(text)),
        Rejection::UnsupportedMediaType(text) => {
            SignInResponse::UnsupportedMediaType(ErrorBody::json(text))
        }
    }
}

/// What a failed sign-in counts against: this browser alone when it has signed in to the
/// account before, else the address and the account.
fn lockout_keys(known_device: Option<&str>, client: IpAddr, email: &str) -> Vec<String> {
    match known_device {
        Some(token) => vec![format!("device:{}", sessions::token_hash(token))],
        None => vec![
            format!("ip:{client}"),
            format!("account:{}", email.to_lowercase()),
        ],
    }
}

/// The account of `email`, if any, and whether `password` is its password. Always one
/// argon2 verification, against a dummy hash for an unknown account.
async fn password_matches(
    pool: &DbPool,
    email: String,
    password: String,
) -> anyhow::Result<(Option<accounts::Owner>, bool)> {
    let found = db::run(pool, move |conn| Ok(accounts::find(conn, &email)?)).await?;
    let (owner, hash) = found.map_or((None, None), |(o, h)| (Some(o), Some(h)));
    let matches = blocking(move || accounts::verify_password(&password, hash.as_deref())).await?;
    Ok((owner, matches))
}

/// Whether this browser has signed in to `email` before: then it counts against itself
/// alone.
async fn is_known_device(pool: &DbPool, device: Option<String>, email: &str) -> bool {
    let Some(token) = device else {
        return false;
    };
    let tried = email.to_owned();
    db::run(pool, move |conn| {
        Ok(devices::account(conn, &token)?.is_some_and(|a| a.eq_ignore_ascii_case(&tried)))
    })
    .await
    .unwrap_or(false)
}

/// Where the account stands on the second step with `code`.
async fn second_step_of(
    pool: &DbPool,
    owner_id: i64,
    code: Option<String>,
) -> anyhow::Result<SecondStep> {
    db::run(pool, move |conn| {
        if !recovery::totp_enabled(conn, owner_id)? {
            return Ok(SecondStep::NotAsked);
        }
        let Some(code) = code else {
            return Ok(SecondStep::Missing);
        };
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Ok(
            match recovery::check_second_factor(conn, owner_id, &code, now)? {
                true => SecondStep::Passed,
                false if recovery::code_already_used(conn, owner_id, &code, now)? => {
                    SecondStep::Used
                }
                false => SecondStep::Wrong,
            },
        )
    })
    .await
}

/// The second step, when the account has one: a missing code is no failure (the password
/// was right), a wrong one is. `Err`: the answer that refuses the sign-in.
async fn pass_second_step<'a>(
    attempt: Attempt<'a>,
    pool: &DbPool,
    mail: &Mailer,
    owner: &accounts::Owner,
    code: Option<String>,
    client: IpAddr,
    lang: Language,
) -> Result<Attempt<'a>, SignInResponse> {
    match second_step_of(pool, owner.id, code).await {
        Ok(SecondStep::NotAsked | SecondStep::Passed) => Ok(attempt),
        Ok(SecondStep::Missing) => {
            attempt.succeeded();
            Err(second_step(text::code_needed(lang)))
        }
        // A code given twice is no sign-in either, and counts like a wrong one.
        Ok(wrong @ (SecondStep::Wrong | SecondStep::Used)) => {
            tracing::warn!(client = %client, account = %owner.email, "sign-in refused: wrong second-step code");
            record_failure(pool, mail, &owner.email, client, attempt.last_allowed).await;
            Err(second_step(match wrong {
                SecondStep::Used => text::code_used(lang),
                _ => text::code_wrong(lang),
            }))
        }
        Err(err) => Err(SignInResponse::Failed(failed_body(lang, err))),
    }
}

/// A new session for `owner`: its token, and a new device token unless `known_device`
/// (this browser's, already the account's) is touched instead.
async fn open_session(
    pool: &DbPool,
    owner: accounts::Owner,
    known_device: Option<String>,
    chosen: Option<Language>,
) -> anyhow::Result<(String, Option<String>)> {
    db::run(pool, move |conn| {
        let tx = db::write(conn)?;
        let token = sessions::create(&tx, owner.id)?;
        let new_device = match known_device {
            Some(token) => {
                devices::touch(&tx, &token)?;
                None
            }
            None => Some(devices::create(&tx, owner.id)?),
        };
        if let Some(chosen) = chosen {
            accounts::set_language(&tx, owner.id, chosen)?;
        }
        activity::record(&tx, &owner.email, "session.signin", "")?;
        tx.commit()?;
        Ok((token, new_device))
    })
    .await
}

fn second_step(error: &str) -> SignInResponse {
    SignInResponse::Unauthorized(Json(SignInRefusal {
        error: error.to_owned(),
        second_factor: Some("totp".to_owned()),
    }))
}

/// A wrong password for an existing account: an activity entry (and one for the lock-out
/// it causes), and at most hourly an e-mail to the account.
pub(super) async fn record_failure(
    pool: &DbPool,
    mail: &Mailer,
    account: &str,
    client: IpAddr,
    locks: bool,
) {
    let account = account.to_owned();
    let queue = mail.clone();
    let recorded = db::run(pool, move |conn| {
        let tx = db::write(conn)?;
        activity::record(&tx, &account, "session.failed", &client.to_string())?;
        if locks {
            activity::record(&tx, &account, "session.locked", &client.to_string())?;
        }
        let queued = queue.queue_security(&tx, &account)?;
        tx.commit()?;
        Ok(queued)
    })
    .await;
    match recorded {
        Ok(true) => mail.wake(),
        Ok(false) => {}
        Err(err) => tracing::warn!(error = %err, "failed sign-in not recorded"),
    }
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    Ok(tokio::task::spawn_blocking(work).await?)
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl AccountApi {
    /// Sign in. Five failures within 15 minutes from one address, or for one account, lock
    /// it out for the rest of those 15 minutes (429); a browser that has signed in to the
    /// account before counts its failures apart, so guesses from elsewhere never lock it
    /// out. Failures are counted before the password is checked.
    #[oai(path = "/admin/session", method = "post", operation_id = "signIn")]
    async fn sign_in(
        &self,
        req: &Request,
        admin: Data<&Arc<AdminState>>,
        pool: Data<&DbPool>,
        mail: Data<&Mailer>,
        body: JsonBody<Closed<SignInRequest>>,
    ) -> SignInResponse {
        let mut lang = Language::from_request(req);
        let (email, password, chosen, code) = match body.bytes(lang) {
            Ok(bytes) => match sign_in_body(&bytes, lang) {
                Ok(parsed) => parsed,
                Err(text) => return SignInResponse::BadRequest(ErrorBody::json(text)),
            },
            Err(rejection) => return refused_body(rejection),
        };
        if let Some(chosen) = chosen {
            lang = chosen;
        }
        let client = client_of(req);
        let device = admin.0.device_token(req).map(str::to_owned);
        let known_device = is_known_device(pool.0, device.clone(), &email).await;
        let keys = lockout_keys(device.as_deref().filter(|_| known_device), client, &email);
        let Some(_check) = admin.0.checks.try_start() else {
            tracing::warn!(client = %client, account = %email, "sign-in refused: too many checks at once");
            return SignInResponse::TooManyRequests(ErrorBody::json(text::busy(lang)), 1);
        };
        let attempt = match admin.0.lockout.reserve(&keys) {
            Ok(attempt) => attempt,
            Err(wait) => {
                let secs = retry_after_secs(wait);
                tracing::warn!(client = %client, account = %email, retry_after = secs, "sign-in locked out");
                return SignInResponse::TooManyRequests(
                    ErrorBody::json(text::locked_out(lang, secs)),
                    secs,
                );
            }
        };
        let (owner, matches) = match password_matches(pool.0, email.clone(), password).await {
            Ok(found) => found,
            Err(err) => return SignInResponse::Failed(failed_body(lang, err)),
        };
        let Some(owner) = owner.clone().filter(|_| matches) else {
            tracing::warn!(client = %client, account = %email, "sign-in refused: unknown account or wrong password");
            if let Some(owner) = owner {
                record_failure(pool.0, mail.0, &owner.email, client, attempt.last_allowed).await;
            }
            return bad_credentials(lang);
        };
        if owner.suspended {
            tracing::warn!(client = %client, account = %email, "sign-in refused: suspended");
            attempt.succeeded();
            return SignInResponse::Forbidden(ErrorBody::json(text::suspended(lang)));
        }
        let attempt =
            match pass_second_step(attempt, pool.0, mail.0, &owner, code, client, lang).await {
                Ok(attempt) => attempt,
                Err(refused) => return refused,
            };
        attempt.succeeded();
        let device = device.filter(|_| known_device);
        match open_session(pool.0, owner, device, chosen).await {
            Ok((token, new_device)) => {
                if let Some(device) = new_device {
                    ExtraCookies::add(req, admin.0.device_cookie(&device));
                }
                SignInResponse::SignedIn(admin.0.cookie(&token))
            }
            Err(err) => SignInResponse::Failed(failed_body(lang, err)),
        }
    }

    /// The signed-in owner.
    #[oai(path = "/admin/session", method = "get", operation_id = "getSession")]
    async fn session(
        &self,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
    ) -> Result<Json<SessionInfo>, ApiError> {
        Ok(Json(SessionInfo {
            email: session.owner.email,
            language: session.owner.language.code().to_owned(),
            role: session.owner.role,
            two_step_required: session.owner.needs_two_step,
        }))
    }

    /// Sign out: the session ends on the server, the cookie is cleared.
    #[oai(path = "/admin/session", method = "delete", operation_id = "signOut")]
    async fn sign_out(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        admin: Data<&Arc<AdminState>>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
    ) -> Result<SignedOut, ApiError> {
        let lang = Language::from_request(req);
        let hash = session.token_hash;
        db::run(pool.0, move |conn| Ok(sessions::delete(conn, &hash)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(SignedOut::Done(admin.0.clear_cookie()))
    }

    /// Sign out everywhere: every session of this owner ends, this one too.
    #[oai(
        path = "/admin/sessions",
        method = "delete",
        operation_id = "signOutEverywhere"
    )]
    async fn sign_out_everywhere(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        admin: Data<&Arc<AdminState>>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
    ) -> Result<SignedOut, ApiError> {
        let lang = Language::from_request(req);
        let owner = session.owner;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let ended = sessions::delete_all(&tx, owner.id, None)?;
            activity::record(&tx, &owner.email, "owner.signout_all", &format!("{ended}"))?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(SignedOut::Done(admin.0.clear_cookie()))
    }

    /// Change the owner's password; every other session of theirs ends.
    #[oai(
        path = "/admin/password",
        method = "put",
        operation_id = "changePassword"
    )]
    async fn change_password(
        &self,
        req: &Request,
        admin: Data<&Arc<AdminState>>,
        pool: Data<&DbPool>,
        mail: Data<&Mailer>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] session: OwnerSession,
        body: JsonBody<Closed<PasswordChange>>,
    ) -> Result<PasswordChanged, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<PasswordChange>>(&bytes, &OwnerText, lang)
            .map_err(ApiError::bad_request)?;
        let current = checked.current_password.0;
        let new = checked.new_password.0;
        accounts::check_password(&new, &session.owner.email, lang)
            .map_err(ApiError::bad_request)?;
        let owner = session.owner;
        let id = owner.id;
        // A wrong current password counts like a failed sign-in (a stolen session must not
        // become a way to guess the password).
        let client = client_of(req);
        let keys = [
            format!("ip:{client}"),
            format!("account:{}", owner.email.to_lowercase()),
        ];
        let Some(_check) = admin.0.checks.try_start() else {
            return Ok(PasswordChanged::TooManyRequests(
                ErrorBody::json(text::busy(lang)),
                1,
            ));
        };
        let attempt = match admin.0.lockout.reserve(&keys) {
            Ok(attempt) => attempt,
            Err(wait) => {
                let secs = retry_after_secs(wait);
                tracing::warn!(client = %client, account = %owner.email, retry_after = secs, "password change locked out");
                return Ok(PasswordChanged::TooManyRequests(
                    ErrorBody::json(text::locked_out(lang, secs)),
                    secs,
                ));
            }
        };
        let hash = db::run(pool.0, move |conn| Ok(accounts::password_hash(conn, id)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        let new_hash = blocking(move || {
            if !accounts::verify_password(&current, hash.as_deref()) {
                return Ok(None);
            }
            accounts::hash_password(&new).map(Some)
        })
        .await
        .and_then(|r| r)
        .map_err(|err| ApiError::failed(lang, err))?;
        // 403, not 400: the request is well formed; the owner is refused the change.
        let Some(new_hash) = new_hash else {
            tracing::warn!(client = %client, account = %owner.email, "password change refused: wrong current password");
            record_failure(pool.0, mail.0, &owner.email, client, attempt.last_allowed).await;
            return Err(ApiError::Forbidden(ErrorBody::json(
                text::current_password_wrong(lang),
            )));
        };
        attempt.succeeded();
        let keep = session.token_hash;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            accounts::set_password_hash(&tx, owner.id, &new_hash)?;
            let ended = sessions::delete_all(&tx, owner.id, Some(&keep))?;
            activity::record(&tx, &owner.email, "owner.password", &format!("{ended}"))?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(PasswordChanged::Done)
    }
}
