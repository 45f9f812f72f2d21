//! The holiday calendar's endpoints (docs/decisions-spec.md §19): the public read (the demurrage
//! page opened from a link, which is sent without its data block, asks for it) and the
//! owner's per-year writes from the console.

use std::sync::Arc;

use poem::Request;
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::{ApiResponse, OpenApi, payload::Json};

use super::holidays::{
    self, AdminHolidayCalendar, HolidayCalendar, HolidayDay, HolidayYear, HolidayYearInput,
};
use crate::http::body::JsonBody;
use crate::http::error::{ApiError, ErrorBody, failed_body};
use crate::http::schema::Closed;
use crate::kernel::changes::Changes;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;

pub struct HolidaysApi;

#[derive(ApiResponse)]
pub enum CalendarResponse {
    #[oai(status = 200)]
    Ok(Json<HolidayCalendar>),
    /// The server could not read it.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::ApiTags::Settings")]
impl HolidaysApi {
    /// The years of Vietnam's public holidays the owner set (each replaces the demurrage
    /// tracker's built-in year). The tracker's page carries the same object in its data block.
    #[oai(path = "/holidays", method = "get", operation_id = "getHolidays")]
    async fn holidays(&self, req: &Request, pool: Data<&DbPool>) -> CalendarResponse {
        match db::run(pool.0, |conn| Ok(holidays::load(conn)?)).await {
            Ok(calendar) => CalendarResponse::Ok(Json(calendar)),
            Err(err) => CalendarResponse::Failed(failed_body(Language::from_request(req), err)),
        }
    }
}

pub struct HolidaysAdminApi;

#[derive(ApiResponse)]
pub enum Removed {
    /// The year uses the built-in calendar again.
    #[oai(status = 204)]
    Done,
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl HolidaysAdminApi {
    /// Every year the owner set, oldest first, and the built-in years (2024–2030) the
    /// editor starts from when the owner has not set a year.
    #[oai(
        path = "/admin/holidays",
        method = "get",
        operation_id = "getAdminHolidays"
    )]
    async fn list(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<Json<AdminHolidayCalendar>, ApiError> {
        let lang = Language::from_request(req);
        let calendar = db::run(pool.0, |conn| Ok(holidays::load(conn)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(Json(AdminHolidayCalendar {
            years: calendar.years,
            built_in: holidays::built_in(),
        }))
    }

    /// Add one day to a year, keeping every other day in force (the owner's, or the
    /// built-in year's): e.g. an extra day off the Government announces. A date already
    /// listed takes the new kind. 400 as for a whole year.
    #[oai(
        path = "/admin/holidays/:year/days",
        method = "post",
        operation_id = "addAdminHolidayDay"
    )]
    async fn add_day(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        session: OwnerSession,
        #[oai(validator(minimum(value = "2000"), maximum(value = "2100")))] year: Path<i32>,
        body: JsonBody<Closed<HolidayDay>>,
    ) -> Result<Json<HolidayYear>, ApiError> {
        let lang = Language::from_request(req);
        let day: HolidayDay = serde_json::from_slice(&body.bytes(lang)?)
            .map_err(|_| ApiError::bad_request(holidays::day_shape(lang)))?;
        let year = year.0;
        let saved = write(&pool, &changes, session, lang, move |tx, actor| {
            let days = match holidays::with_day(tx, year, day, lang)? {
                Ok(days) => days,
                Err(refusal) => return Ok(Err(refusal)),
            };
            let saved = holidays::save(tx, year, &days)?;
            activity::record(tx, actor, "holidays.update", &year.to_string())?;
            Ok(Ok(saved))
        })
        .await?
        .map_err(ApiError::bad_request)?;
        Ok(Json(saved))
    }

    /// Replace a year's schedule with the decreed one: every day off and every weekend
    /// day worked. The demurrage tracker uses it from the next page load. 400 when a day is
    /// not a real date, not in `year`, listed twice, or a `workday` not on a weekend.
    #[oai(
        path = "/admin/holidays/:year",
        method = "put",
        operation_id = "updateAdminHolidayYear"
    )]
    async fn put(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        session: OwnerSession,
        #[oai(validator(minimum(value = "2000"), maximum(value = "2100")))] year: Path<i32>,
        body: JsonBody<Closed<HolidayYearInput>>,
    ) -> Result<Json<HolidayYear>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let year = year.0;
        let days = holidays::parse(&bytes, year, lang).map_err(ApiError::bad_request)?;
        let saved = write(&pool, &changes, session, lang, move |tx, actor| {
            let saved = holidays::save(tx, year, &days)?;
            activity::record(tx, actor, "holidays.update", &year.to_string())?;
            Ok(saved)
        })
        .await?;
        Ok(Json(saved))
    }

    /// Forget the owner's schedule of a year: the built-in calendar applies again.
    #[oai(
        path = "/admin/holidays/:year",
        method = "delete",
        operation_id = "deleteAdminHolidayYear"
    )]
    async fn delete(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        changes: Data<&Arc<Changes>>,
        session: OwnerSession,
        #[oai(validator(minimum(value = "2000"), maximum(value = "2100")))] year: Path<i32>,
    ) -> Result<Removed, ApiError> {
        let lang = Language::from_request(req);
        let year = year.0;
        let removed = write(&pool, &changes, session, lang, move |tx, actor| {
            let removed = holidays::remove(tx, year)?;
            if removed {
                activity::record(tx, actor, "holidays.remove", &year.to_string())?;
            }
            Ok(removed)
        })
        .await?;
        if removed {
            Ok(Removed::Done)
        } else {
            Err(ApiError::not_found(lang))
        }
    }
}

/// Runs `work` in one transaction with the owner's activity, then brings the kept pages up
/// to date before the answer leaves (the tracker's page shows the change at once).
async fn write<T: Send + 'static>(
    pool: &DbPool,
    changes: &Arc<Changes>,
    session: OwnerSession,
    lang: Language,
    work: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> anyhow::Result<T> + Send + 'static,
) -> Result<T, ApiError> {
    let changes = changes.clone();
    let actor = session.owner.email;
    db::run(pool, move |conn| {
        let tx = db::write(conn)?;
        let done = work(&tx, &actor)?;
        tx.commit()?;
        changes.committed(conn)?;
        Ok(done)
    })
    .await
    .map_err(|err| ApiError::failed(lang, err))
}
