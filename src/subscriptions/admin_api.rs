//! Subscribers: list, search, remove, export (never the unsubscribe tokens).

use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use serde::Deserialize;

use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::ApiError;
use crate::http::export::{ExportResponse, FileFormat, streamed};
use crate::http::schema::Closed;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::owners::roles::Role;
use crate::settings::SiteSettings;
use crate::subscriptions::import::{self, ImportReport};
use crate::subscriptions::{self, Subscription};

/// The import's body: the CSV file's text and JSON's escaping of it.
const MAX_IMPORT_BYTES: usize = import::MAX_BYTES * 2;

#[derive(Debug, Object, Deserialize)]
#[oai(deny_unknown_fields)]
pub struct ImportRequest {
    /// The CSV file's text (UTF-8, a BOM allowed): a header row naming the columns `email`,
    /// `language` (`vi` or `en`; blank: `vi`), `consent_basis` and `consent_date`
    /// (`YYYY-MM-DD`), then one subscriber a line; at most 1 MB and 20,000 lines.
    #[oai(validator(max_length = 1048576))]
    pub csv: String,
}

/// The import form's field names.
struct ImportText;

impl Catalogue for ImportText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "csv" => lang.pick("Tệp CSV (csv)", "The CSV file (csv)").to_owned(),
            other => other.to_owned(),
        }
    }
}

pub struct SubscribersApi;

#[derive(Debug, Object)]
pub struct SubscriptionPage {
    pub items: Vec<Subscription>,
    /// How many match the search.
    pub total: i64,
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl SubscribersApi {
    /// Subscriptions, newest first; `q` searches the address.
    #[oai(
        path = "/admin/subscriptions",
        method = "get",
        operation_id = "listSubscriptions"
    )]
    async fn list(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] _session: OwnerSession,
        #[oai(validator(max_length = 254))] q: Query<Option<String>>,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<SubscriptionPage>, ApiError> {
        let lang = Language::from_request(req);
        let q = q.0.unwrap_or_default();
        let (limit, offset) = (limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        db::run(pool.0, move |conn| {
            let (items, total) = subscriptions::list(conn, &q, limit, offset)?;
            Ok(SubscriptionPage { items, total })
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Every subscription as a file (CSV with BOM, or JSON), without unsubscribe tokens.
    #[oai(
        path = "/admin/subscriptions/export",
        method = "get",
        operation_id = "exportSubscriptions"
    )]
    async fn export(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        #[oai(scope = "Role::Editor", scope = "Role::Sales")] _session: OwnerSession,
        format: Query<FileFormat>,
    ) -> Result<ExportResponse<Subscription>, ApiError> {
        let lang = Language::from_request(req);
        let format = format.0;
        let reader = pool.0.clone();
        // Written while it is sent, in constant memory: the same rows as the CLI.
        let body = streamed(move |out| {
            let conn = reader.get()?;
            let zone = SiteSettings::time_zone(&conn)?;
            subscriptions::export_all(&conn, out, format.into(), zone, lang)
        });
        db::run(pool.0, move |conn| {
            Ok(ExportResponse::new(conn, "subscriptions", format, body)?)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Import subscribers from a CSV file: all of it or, when a line is refused, none; the
    /// report lists refused and skipped lines (already on the list, or repeated) with the
    /// reason in the owner's language.
    #[oai(
        path = "/admin/subscriptions/import",
        method = "post",
        operation_id = "importSubscriptions"
    )]
    async fn import(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<ImportRequest>, MAX_IMPORT_BYTES>,
    ) -> Result<Json<ImportReport>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let csv = check_body::<Closed<ImportRequest>>(&bytes, &ImportText, lang)
            .map_err(ApiError::bad_request)?
            .csv;
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            // "Today" in the business's time zone: a consent date is never after it.
            let zone = SiteSettings::time_zone(&tx)?;
            let today = chrono::Utc::now().with_timezone(&zone).date_naive();
            let report = match import::import(&tx, &csv, lang, today)? {
                Ok(report) => report,
                // The file as a whole cannot be read: its one refusal is line 1.
                Err(reason) => ImportReport::refused_file(reason),
            };
            if report.imported > 0 {
                activity::record(
                    &tx,
                    &actor,
                    "subscription.import",
                    &report.imported.to_string(),
                )?;
            }
            tx.commit()?;
            Ok(report)
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Remove a subscriber.
    #[oai(
        path = "/admin/subscriptions/:id",
        method = "delete",
        operation_id = "deleteSubscription"
    )]
    async fn remove(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
        id: Path<String>,
    ) -> Result<Removed, ApiError> {
        let lang = Language::from_request(req);
        let id = id.0;
        let actor = session.owner.email;
        let removed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let email = subscriptions::remove(&tx, &id)?;
            if let Some(email) = &email {
                activity::record(&tx, &actor, "subscription.remove", email)?;
            }
            tx.commit()?;
            Ok(email.is_some())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if removed {
            Ok(Removed::Done)
        } else {
            Err(ApiError::not_found(lang))
        }
    }
}
