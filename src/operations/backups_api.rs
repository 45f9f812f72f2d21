//! The console's Backups screen (docs/decisions-spec.md §20): list, make now, download, delete,
//! and the schedule.

use std::sync::Arc;

use poem::web::Data;
use poem::{Body, Request};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::backups::{BackupItem, Backups, Schedule};
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::schema::Closed;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;

pub struct BackupsApi;

struct ScheduleText;

impl Catalogue for ScheduleText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "everyHours" => lang.pick("Chu kỳ (giờ)", "Every (hours)").to_owned(),
            "keep" => lang.pick("Số bản giữ lại", "Backups kept").to_owned(),
            other => other.to_owned(),
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct BackupList {
    /// Newest first, at most `limit` of them.
    pub items: Vec<BackupItem>,
    /// How many backups there are.
    pub total: u64,
    pub schedule: Schedule,
    /// Why the schedule needs attention (the last scheduled backup failed, or is older than
    /// twice its interval), in the caller's language; absent when all is well.
    #[oai(skip_serializing_if_is_none)]
    pub warning: Option<String>,
}

#[derive(Debug, Object)]
pub struct BackupMade {
    pub name: String,
}

#[derive(ApiResponse)]
pub enum Made {
    /// Made: the name of its file.
    #[oai(status = 201)]
    Created(Json<BackupMade>),
}

#[derive(ApiResponse)]
pub enum Download {
    /// The `.tar`, streamed from disk.
    #[oai(status = 200, content_type = "application/x-tar")]
    File(
        Binary<Body>,
        /// `attachment; filename="<name>"`.
        #[oai(header = "Content-Disposition")]
        String,
    ),
}

#[derive(ApiResponse)]
pub enum Removed {
    /// The file is gone.
    #[oai(status = 204)]
    Done,
}

fn no_such_backup(lang: Language) -> ApiError {
    ApiError::NotFound(ErrorBody::json(lang.pick(
        "Không có bản sao lưu nào tên như vậy.",
        "There is no backup of that name.",
    )))
}

#[OpenApi(tag = "crate::http::ApiTags::Admin")]
impl BackupsApi {
    /// The backups in `<data-dir>/backups`, newest first, with the schedule and any warning.
    #[oai(path = "/admin/backups", method = "get", operation_id = "listBackups")]
    async fn list(
        &self,
        req: &Request,
        backups: Data<&Arc<Backups>>,
        pool: Data<&DbPool>,
        _session: OwnerSession,
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))] limit: Query<Option<u32>>,
        #[oai(validator(minimum(value = "0"), maximum(value = "100000")))] offset: Query<
            Option<u32>,
        >,
    ) -> Result<Json<BackupList>, ApiError> {
        let lang = Language::from_request(req);
        let (limit, offset) = (
            limit.0.unwrap_or(50) as usize,
            offset.0.unwrap_or(0) as usize,
        );
        let backups = backups.0.clone();
        db::run(pool.0, move |conn| {
            let schedule = Schedule::load(conn)?;
            let all = backups.list()?;
            let total = all.len() as u64;
            Ok(BackupList {
                items: all.into_iter().skip(offset).take(limit).collect(),
                total,
                warning: backups.warning(&schedule, lang),
                schedule,
            })
        })
        .await
        .map(Json)
        .map_err(|err| ApiError::failed(lang, err))
    }

    /// Make a backup now: the database and the pictures it names, in one `.tar`.
    #[oai(
        path = "/admin/backups",
        method = "post",
        operation_id = "createBackup"
    )]
    async fn create(
        &self,
        req: &Request,
        backups: Data<&Arc<Backups>>,
        pool: Data<&DbPool>,
        session: OwnerSession,
    ) -> Result<Made, ApiError> {
        let lang = Language::from_request(req);
        let backups = backups.0.clone();
        let actor = session.owner.email;
        let made = db::run(pool.0, move |conn| match backups.make(false) {
            Ok(name) => {
                activity::record(conn, &actor, "backup.create", &name)?;
                Ok(Ok(name))
            }
            Err(err) => {
                let text = format!("{err:#}");
                activity::record(conn, &actor, "backup.failed", &text)?;
                Ok(Err(text))
            }
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        match made {
            Ok(name) => Ok(Made::Created(Json(BackupMade { name }))),
            Err(text) => {
                tracing::error!(error = text, "a backup failed");
                Err(ApiError::Failed(ErrorBody::json(match lang {
                    Language::Vi => format!("Không tạo được bản sao lưu: {text}"),
                    Language::En => format!("The backup could not be made: {text}"),
                })))
            }
        }
    }

    /// Download a backup (a `.tar`: `tradelane.db` and `media/`).
    #[oai(
        path = "/admin/backups/:name",
        method = "get",
        operation_id = "downloadBackup"
    )]
    async fn download(
        &self,
        req: &Request,
        backups: Data<&Arc<Backups>>,
        _session: OwnerSession,
        /// A name from the list.
        #[oai(validator(max_length = 100))]
        name: Path<String>,
    ) -> Result<Download, ApiError> {
        let lang = Language::from_request(req);
        let path = backups
            .0
            .path_of(&name.0)
            .ok_or_else(|| no_such_backup(lang))?;
        let file = match tokio::fs::File::open(&path).await {
            Ok(file) => file,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                return Err(no_such_backup(lang));
            }
            Err(err) => return Err(ApiError::failed(lang, err)),
        };
        // The name matched the server's own pattern: plain ASCII, safe in the header.
        Ok(Download::File(
            Binary(Body::from_async_read(file)),
            format!("attachment; filename=\"{}\"", name.0),
        ))
    }

    /// Delete a backup.
    #[oai(
        path = "/admin/backups/:name",
        method = "delete",
        operation_id = "deleteBackup"
    )]
    async fn delete(
        &self,
        req: &Request,
        backups: Data<&Arc<Backups>>,
        pool: Data<&DbPool>,
        session: OwnerSession,
        /// A name from the list.
        #[oai(validator(max_length = 100))]
        name: Path<String>,
    ) -> Result<Removed, ApiError> {
        let lang = Language::from_request(req);
        let backups = backups.0.clone();
        let actor = session.owner.email;
        let name = name.0;
        let removed = db::run(pool.0, move |conn| {
            let removed = backups.remove(&name)?;
            if removed {
                activity::record(conn, &actor, "backup.delete", &name)?;
            }
            Ok(removed)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if removed {
            Ok(Removed::Done)
        } else {
            Err(no_such_backup(lang))
        }
    }

    /// Set the schedule: a backup every `everyHours` hours (0: off), the last `keep` kept.
    #[oai(
        path = "/admin/backup-schedule",
        method = "put",
        operation_id = "setBackupSchedule"
    )]
    async fn schedule(
        &self,
        req: &Request,
        backups: Data<&Arc<Backups>>,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<Schedule>>,
    ) -> Result<Json<Schedule>, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let checked = check_body::<Closed<Schedule>>(&bytes, &ScheduleText, lang)
            .map_err(ApiError::bad_request)?;
        let number = |key: &str, min: u64, max: u64| {
            checked
                .0
                .get(key)
                .and_then(serde_json::Value::as_u64)
                .filter(|n| (min..=max).contains(n))
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| {
                    let label = ScheduleText.label(key, lang);
                    ApiError::bad_request(match lang {
                        Language::Vi => {
                            format!("{label} phải là một số nguyên từ {min} đến {max}.")
                        }
                        Language::En => {
                            format!("{label} must be a whole number from {min} to {max}.")
                        }
                    })
                })
        };
        let schedule = Schedule {
            every_hours: number("everyHours", 0, 720)?,
            keep: number("keep", 1, 100)?,
        };
        let actor = session.owner.email;
        db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            schedule.save(&tx)?;
            let detail = match schedule.every_hours {
                0 => "off".to_owned(),
                hours => format!("every {hours} h, keep {}", schedule.keep),
            };
            activity::record(&tx, &actor, "backup.schedule", &detail)?;
            tx.commit()?;
            Ok(())
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        backups.0.schedule_changed();
        Ok(Json(schedule))
    }
}
