//! Subscribers: list, search, remove, export (never the unsubscribe tokens).

use poem::Request;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::http::error::ApiError;
use crate::http::export::{ExportResponse, FileFormat, streamed};
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::subscriptions::{self, Subscription};

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
        _session: OwnerSession,
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
        _session: OwnerSession,
        format: Query<FileFormat>,
    ) -> Result<ExportResponse<Subscription>, ApiError> {
        let lang = Language::from_request(req);
        let format = format.0;
        let reader = pool.0.clone();
        // Written while it is sent, in constant memory: the same rows as the CLI.
        let body = streamed(move |out| {
            let conn = reader.get()?;
            subscriptions::export_all(&conn, out, format.into())
        });
        db::run(pool.0, move |conn| {
            Ok(ExportResponse::new(conn, "subscriptions", format, body)?)
        })
        .await
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
            let tx = conn.transaction()?;
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
