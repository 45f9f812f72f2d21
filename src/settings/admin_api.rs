//! The owner reads and writes the settings; a change shows on the next page load.

use std::sync::Arc;

use poem::Request;
use poem::web::Data;
use poem_openapi::{OpenApi, payload::Json};

use crate::http::body::JsonBody;
use crate::http::error::ApiError;
use crate::http::schema::Closed;
use crate::kernel::changes::Changes;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::mail::{MailWake, SmtpOverride};
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::settings::{AdminSettings, AdminSettingsInput, SiteSettings, validate};

pub struct SettingsAdminApi;

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
    ) -> Result<Json<AdminSettings>, ApiError> {
        let lang = Language::from_request(req);
        let settings = db::run(pool.0, |conn| Ok(SiteSettings::load(conn)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(settings.admin(smtp.is_set())))
    }

    /// Replace the settings (every field; unknown keys are refused). The public site shows
    /// them from the next page load.
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
    ) -> Result<Json<AdminSettings>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let changes = changes.0.clone();
        let actor = session.owner.email;
        let saved = db::run(pool.0, move |conn| {
            let tx = conn.transaction()?;
            let current = SiteSettings::load(&tx)?;
            let next = match validate::parse(&bytes, &current, lang) {
                Ok(next) => next,
                Err(text) => return Ok(Err(text)),
            };
            next.save(&tx)?;
            let changed = changed_fields(&current, &next);
            if !changed.is_empty() {
                activity::record(&tx, &actor, "settings.update", &changed.join(", "))?;
            }
            tx.commit()?;
            // The pages show the new values before this answer leaves.
            changes.committed(conn)?;
            Ok(Ok(next))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?
        .map_err(ApiError::bad_request)?;
        mail.wake();
        Ok(Json(saved.admin(smtp.is_set())))
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
    changed
}
