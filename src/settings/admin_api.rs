//! The owner reads and writes the settings; a change shows on the next page load.

use std::sync::Arc;

use poem::Request;
use poem::web::Data;
use poem_openapi::types::ToJSON;
use poem_openapi::{ApiResponse, OpenApi, payload::Json};

use crate::http::body::JsonBody;
use crate::http::error::{ApiError, ErrorBody, failed_body};
use crate::http::schema::Closed;
use crate::http::version::{self, IfMatch, Precondition, StaleBody};
use crate::kernel::changes::Changes;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::{MailWake, SmtpOverride};
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::settings::{AdminSettings, AdminSettingsInput, SiteSettings, validate};

pub struct SettingsAdminApi;

/// The settings and their version, which a save sends back as `If-Match`.
#[derive(ApiResponse)]
pub enum VersionedSettings {
    #[oai(status = 200)]
    Ok(Json<AdminSettings>, #[oai(header = "ETag")] String),
}

/// The refusals of a settings save, each `{"error"}` in the owner's language.
#[derive(ApiResponse, Debug)]
pub enum SettingsWriteError {
    /// A field is missing or invalid; the text names it.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session (signed out, expired, or never signed in).
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// A state-changing request from another origin (or naming none).
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// The version in `If-Match` is not the current one: who saved the current one, and when.
    #[oai(status = 412)]
    PreconditionFailed(Json<StaleBody>),
    /// The body is larger than 32 KB.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not `application/json`.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// A save without `If-Match` (the version it started from).
    #[oai(status = 428)]
    PreconditionRequired(Json<ErrorBody>),
    /// The server could not do it.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

crate::rejection_answers!(SettingsWriteError);

/// The settings' version: what the owner sees, and the latest save (so the same values saved
/// again are a new version); with who made that save and when.
fn version_of(
    conn: &rusqlite::Connection,
    admin: &AdminSettings,
) -> rusqlite::Result<(String, Option<(String, String)>)> {
    let latest = activity::latest(conn, "settings.update")?;
    let saved = latest.as_ref().map_or(0, |(id, _, _)| *id);
    let text = admin.to_json_string();
    let tag = version::tag(&[text.as_bytes(), &saved.to_be_bytes()]);
    Ok((tag, latest.map(|(_, at, actor)| (actor, at))))
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl SettingsAdminApi {
    /// Every setting, with the notice recipients; the SMTP URL is never answered, only
    /// whether one is set.
    #[oai(
        path = "/admin/settings",
        method = "get",
        operation_id = "getAdminSettings"
    )]
    async fn get(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        smtp: Data<&SmtpOverride>,
        _session: OwnerSession,
    ) -> Result<VersionedSettings, ApiError> {
        let lang = Language::from_request(req);
        let smtp_set = smtp.is_set();
        let (admin, tag) = db::run(pool.0, move |conn| {
            let admin = SiteSettings::load(conn)?.admin(smtp_set);
            let (tag, _) = version_of(conn, &admin)?;
            Ok((admin, tag))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        Ok(VersionedSettings::Ok(Json(admin), tag))
    }

    /// Replace the settings (every field; unknown keys are refused), sending in `If-Match`
    /// the version it started from (428 without, 412 when another save came first). The
    /// public site shows them from the next page load.
    #[oai(
        path = "/admin/settings",
        method = "put",
        operation_id = "updateAdminSettings"
    )]
    // Each part the handler uses is its own argument (pool, change counter, mail), by design.
    #[allow(clippy::too_many_arguments)]
    async fn put(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        mail: Data<&MailWake>,
        smtp: Data<&SmtpOverride>,
        session: OwnerSession,
        body: JsonBody<Closed<AdminSettingsInput>>,
    ) -> Result<VersionedSettings, SettingsWriteError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let changes = changes.0.clone();
        let actor = session.owner.email;
        let if_match = IfMatch::from_request(req);
        let smtp_set = smtp.is_set();
        let saved = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let current = SiteSettings::load(&tx)?;
            let next = match validate::parse(&bytes, &current, lang) {
                Ok(next) => next,
                Err(text) => return Ok(Err(SettingsWriteError::BadRequest(ErrorBody::json(text)))),
            };
            let (tag, latest) = version_of(&tx, &current.admin(smtp_set))?;
            match if_match.check(&tag) {
                Precondition::Current => {}
                Precondition::Missing => {
                    return Ok(Err(SettingsWriteError::PreconditionRequired(
                        ErrorBody::json(version::missing_text(lang)),
                    )));
                }
                Precondition::Stale => {
                    let (by, at) = latest.map_or((None, None), |(by, at)| (Some(by), Some(at)));
                    return Ok(Err(SettingsWriteError::PreconditionFailed(version::stale(
                        lang,
                        by,
                        at,
                        SiteSettings::time_zone(&tx)?,
                    ))));
                }
            }
            next.save(&tx)?;
            let changed = changed_fields(&current, &next);
            if !changed.is_empty() {
                activity::record(&tx, &actor, "settings.update", &changed.join(", "))?;
            }
            let admin = next.admin(smtp_set);
            let (tag, _) = version_of(&tx, &admin)?;
            tx.commit()?;
            // The pages show the new values before this answer leaves.
            changes.committed(conn)?;
            Ok(Ok((admin, tag)))
        })
        .await
        .map_err(|err| SettingsWriteError::Failed(failed_body(lang, err)))??;
        mail.wake();
        Ok(VersionedSettings::Ok(Json(saved.0), saved.1))
    }
}

/// The API names of the fields that differ (the SMTP URL only as "smtpUrl", never its value).
fn changed_fields(a: &SiteSettings, b: &SiteSettings) -> Vec<&'static str> {
    let mut changed = Vec::new();
    macro_rules! compare {
        ($($field:ident $key:literal),*) => {
            $(if a.$field != b.$field {
                changed.push($key);
            })*
        };
    }
    crate::settings::text_fields!(compare);
    if a.notify_to != b.notify_to {
        changed.push("notifyTo");
    }
    if a.smtp_url != b.smtp_url {
        changed.push("smtpUrl");
    }
    if a.time_zone != b.time_zone {
        changed.push("timeZone");
    }
    if a.home_figures != b.home_figures {
        changed.push("homeFigures");
    }
    if a.usd_vnd_rate != b.usd_vnd_rate {
        changed.push("usdVndRate");
    }
    if a.confirmations_per_hour != b.confirmations_per_hour {
        changed.push("confirmationsPerHour");
    }
    changed
}
