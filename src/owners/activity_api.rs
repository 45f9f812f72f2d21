//! `GET /api/admin/activity`: the console's Activity page.

use poem::Request;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use super::activity::{self, ActivityEntry};
use super::guard::OwnerSession;
use crate::http::error::ApiError;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;

pub struct ActivityApi;

#[derive(Debug, Object)]
pub struct ActivityPage {
    /// Newest first.
    pub items: Vec<ActivityEntry>,
    pub total: i64,
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl ActivityApi {
    /// Every change made by an owner (console or command line), newest first.
    #[oai(
        path = "/admin/activity",
        method = "get",
        operation_id = "listActivity"
    )]
    async fn activity(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<i64>>,
        #[oai(validator(minimum(value = "0")))] offset: Query<Option<i64>>,
    ) -> Result<Json<ActivityPage>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = (limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        db::run(pool.0, move |conn| Ok(activity::list(conn, limit, offset)?))
            .await
            .map(|(items, total)| Json(ActivityPage { items, total }))
            .map_err(|err| ApiError::failed(lang, err))
    }
}
