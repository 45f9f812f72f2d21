//! `GET /api/admin/stats`: the Dashboard's figures (docs/decisions-spec.md §16).

use poem::{Request, web::Data};
use poem_openapi::param::Query;
use poem_openapi::{OpenApi, payload::Json};

use super::Insight;
use super::stats::{self, Stats};
use crate::http::error::ApiError;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::guard::OwnerSession;
use crate::owners::roles::Role;

pub struct StatsApi;

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl StatsApi {
    /// Visitors, page views, pages, sources, campaigns, devices, languages, tool use and
    /// enquiries with their conversion, for the `days` days ending today (Vietnam's
    /// calendar; the console asks for 7, 30 or 365), with the `days` before them beside.
    #[oai(path = "/admin/stats", method = "get", operation_id = "getStats")]
    async fn stats(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        insight: Data<&Insight>,
        #[oai(scope = "Role::Sales")] _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "365")))] days: Query<Option<i64>>,
    ) -> Result<Json<Stats>, ApiError> {
        let lang = Language::from_request(req);
        let days = days.0.unwrap_or(30);
        let now = insight.clock().now();
        let counting = insight.counting();
        db::run(pool.0, move |conn| stats::stats(conn, now, days, counting))
            .await
            .map(Json)
            .map_err(|err| ApiError::failed(lang, err))
    }
}
