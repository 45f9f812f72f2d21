//! The console's Backups screen (docs/decisions-spec.md §20): list, make now, download, delete,
//! and the schedule.

use std::sync::Arc;

use poem::web::Data;
use poem::{Body, Request};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};
use serde::Deserialize;

use super::backups::{BackupItem, Backups, Schedule};
use super::remote::{self, Destination, Failure, RemoteView};
use super::uploads;
use crate::http::body::JsonBody;
use crate::http::check::{Catalogue, check_body};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::schema::Closed;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::owners::activity;
use crate::owners::guard::OwnerSession;
use crate::settings::SiteSettings;

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

    /// A number the schema lets through that no `u32` holds (negative, a fraction).
    fn unreadable(&self, key: &str, name: &str, lang: Language) -> String {
        let (min, max) = schedule_range(key);
        range_error(name, min, max, lang)
    }
}

/// The whole numbers a schedule's field takes.
fn schedule_range(key: &str) -> (u32, u32) {
    match key {
        "everyHours" => (0, 720),
        _ => (1, 100),
    }
}

fn range_error(name: &str, min: u32, max: u32, lang: Language) -> String {
    match lang {
        Language::Vi => format!("{name} phải là một số nguyên từ {min} đến {max}."),
        Language::En => format!("{name} must be a whole number from {min} to {max}."),
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
    /// Uploads to the remote destination are failing (they are retried by themselves), in
    /// the caller's language; absent when none fails.
    #[oai(skip_serializing_if_is_none)]
    pub upload_warning: Option<String>,
}

/// The endpoint of an S3-compatible store: `http(s)://host[:port]`.
const ENDPOINT: &str = r"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$";
/// S3's bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
const BUCKET: &str = r"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$";
const REGION: &str = r"^[A-Za-z0-9-]{0,40}$";
const PREFIX: &str = r"^[A-Za-z0-9._/-]{0,200}$";
const ACCESS_KEY: &str = r"^[!-~]{1,128}$";

/// Where the backups go (docs/decisions-spec.md §26).
#[derive(Debug, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct RemoteInput {
    /// `https://s3.example.com` (or `http://` on a private network), with its port if any.
    #[oai(validator(pattern = r"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$"))]
    pub endpoint: String,
    /// The store's region (`us-east-1` when empty).
    #[oai(validator(pattern = r"^[A-Za-z0-9-]{0,40}$"))]
    pub region: String,
    #[oai(validator(pattern = r"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$"))]
    pub bucket: String,
    /// A folder inside the bucket (`tradelane/backups`); may be empty.
    #[oai(validator(pattern = r"^[A-Za-z0-9._/-]{0,200}$"))]
    pub prefix: String,
    #[oai(validator(pattern = r"^[!-~]{1,128}$"))]
    pub access_key_id: String,
    /// Write-only, never answered. Absent: keep the stored one (there must be one).
    #[oai(validator(min_length = 1, max_length = 256))]
    pub secret_access_key: Option<crate::http::schema::Password>,
}

struct RemoteText;

impl Catalogue for RemoteText {
    fn label(&self, key: &str, lang: Language) -> String {
        match key {
            "endpoint" => lang.pick("Địa chỉ (endpoint)", "Endpoint").to_owned(),
            "region" => lang.pick("Vùng (region)", "Region").to_owned(),
            "bucket" => "Bucket".to_owned(),
            "prefix" => lang.pick("Thư mục (prefix)", "Prefix").to_owned(),
            "accessKeyId" => "Access key ID".to_owned(),
            "secretAccessKey" => "Secret access key".to_owned(),
            other => other.to_owned(),
        }
    }

    fn pattern(&self, pattern: &str, name: &str, lang: Language) -> Option<String> {
        let (vi, en) = match pattern {
            ENDPOINT => (
                "phải là địa chỉ http:// hoặc https:// của kho lưu trữ, ví dụ https://s3.example.com",
                "must be the storage's http:// or https:// address, such as https://s3.example.com",
            ),
            BUCKET => (
                "gồm 3–63 chữ thường, chữ số, dấu chấm hoặc gạch nối",
                "must be 3 to 63 lower-case letters, digits, dots or hyphens",
            ),
            REGION => (
                "chỉ gồm chữ, chữ số và gạch nối",
                "may hold only letters, digits and hyphens",
            ),
            PREFIX => (
                "chỉ gồm chữ, chữ số, dấu chấm, gạch nối, gạch dưới và /",
                "may hold only letters, digits, dots, hyphens, underscores and /",
            ),
            ACCESS_KEY => (
                "gồm 1–128 ký tự, không có khoảng trắng",
                "must be 1 to 128 characters without spaces",
            ),
            _ => return None,
        };
        Some(format!("{name} {}.", lang.pick(vi, en)))
    }
}

/// What a try of the destination found.
#[derive(Debug, Object)]
pub struct RemoteTest {
    /// The store took a small object and removed it.
    pub ok: bool,
    /// Why not, in the caller's language.
    #[oai(skip_serializing_if_is_none)]
    pub reason: Option<String>,
}

#[derive(ApiResponse)]
pub enum RemoteFound {
    /// The destination, without its secret.
    #[oai(status = 200)]
    Found(Json<RemoteView>),
}

fn no_destination(lang: Language) -> ApiError {
    ApiError::NotFound(ErrorBody::json(lang.pick(
        "Chưa đặt nơi lưu bản sao lưu từ xa.",
        "No remote destination for the backups is set.",
    )))
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
            let mut items: Vec<BackupItem> = all.into_iter().skip(offset).take(limit).collect();
            let names: Vec<String> = items.iter().map(|item| item.name.clone()).collect();
            for (item, copy) in items
                .iter_mut()
                .zip(uploads::copies_of(conn, &names, lang)?)
            {
                item.remote = copy;
            }
            Ok(BackupList {
                items,
                total,
                warning: backups.warning(&schedule, lang),
                upload_warning: uploads::failing(conn)?
                    .map(|(count, last)| uploads::warning(count, &last, lang)),
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
        let made = db::run(pool.0, move |conn| {
            match backups.make(false, SiteSettings::time_zone(conn)?) {
                Ok(name) => {
                    activity::record(conn, &actor, "backup.create", &name)?;
                    backups.queue_upload(conn, &name)?;
                    Ok(Ok(name))
                }
                Err(err) => {
                    let text = format!("{err:#}");
                    activity::record(conn, &actor, "backup.failed", &text)?;
                    Ok(Err(text))
                }
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
        let schedule = check_body::<Closed<Schedule>>(&bytes, &ScheduleText, lang)
            .map_err(ApiError::bad_request)?;
        for (key, value) in [
            ("everyHours", schedule.every_hours),
            ("keep", schedule.keep),
        ] {
            let (min, max) = schedule_range(key);
            if !(min..=max).contains(&value) {
                let name = ScheduleText.label(key, lang);
                return Err(ApiError::bad_request(range_error(&name, min, max, lang)));
            }
        }
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

    /// The remote destination of the backups, without its secret (`secretSet` says whether
    /// one is stored and opens with this machine's key); `configured` false when none is set.
    #[oai(
        path = "/admin/backups/remote",
        method = "get",
        operation_id = "getBackupRemote"
    )]
    async fn remote(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<RemoteFound, ApiError> {
        let lang = Language::from_request(req);
        let view = db::run(pool.0, |conn| Ok(Destination::view(conn)?))
            .await
            .map_err(|err| ApiError::failed(lang, err))?;
        Ok(RemoteFound::Found(Json(view)))
    }

    /// Set the remote destination: every backup is uploaded there when made (those on disk
    /// now too), and the retention applies there as well.
    #[oai(
        path = "/admin/backups/remote",
        method = "put",
        operation_id = "setBackupRemote"
    )]
    async fn set_remote(
        &self,
        req: &Request,
        backups: Data<&Arc<Backups>>,
        pool: Data<&DbPool>,
        session: OwnerSession,
        body: JsonBody<Closed<RemoteInput>>,
    ) -> Result<Removed, ApiError> {
        let lang = Language::from_request(req);
        let bytes = body.bytes(lang)?;
        let input = check_body::<Closed<RemoteInput>>(&bytes, &RemoteText, lang)
            .map_err(ApiError::bad_request)?;
        let destination = Destination {
            endpoint: input.endpoint.trim_end_matches('/').to_owned(),
            region: input.region,
            bucket: input.bucket,
            prefix: input.prefix.trim_matches('/').to_owned(),
            access_key_id: input.access_key_id,
        };
        let secret = input.secret_access_key.map(|secret| secret.0);
        let actor = session.owner.email;
        let this = backups.0.clone();
        let saved = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            let before = Destination::load(&tx)?;
            if secret.is_none() && Destination::load_with_secret(&tx)?.is_none() {
                return Ok(false);
            }
            destination.save(&tx, secret.as_deref())?;
            if before.as_ref() != Some(&destination) {
                // A new place: the copies there are none yet; every backup on disk goes.
                uploads::forget_all(&tx)?;
                for item in this.list()? {
                    uploads::enqueue(&tx, &item.name, this.now())?;
                }
            }
            activity::record(
                &tx,
                &actor,
                "backup.remote",
                &format!("{}/{}", destination.endpoint, destination.bucket),
            )?;
            tx.commit()?;
            Ok(true)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if !saved {
            return Err(ApiError::bad_request(
                lang.pick("Thiếu Secret access key.", "Secret access key is missing."),
            ));
        }
        backups.0.remote_changed();
        Ok(Removed::Done)
    }

    /// Remove the remote destination (the copies already there stay in the store).
    #[oai(
        path = "/admin/backups/remote",
        method = "delete",
        operation_id = "deleteBackupRemote"
    )]
    async fn delete_remote(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        session: OwnerSession,
    ) -> Result<Removed, ApiError> {
        let lang = Language::from_request(req);
        let actor = session.owner.email;
        let removed = db::run(pool.0, move |conn| {
            let tx = db::write(conn)?;
            if Destination::load(&tx)?.is_none() {
                return Ok(false);
            }
            Destination::remove(&tx)?;
            uploads::forget_all(&tx)?;
            activity::record(&tx, &actor, "backup.remoteRemoved", "")?;
            tx.commit()?;
            Ok(true)
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        if removed {
            Ok(Removed::Done)
        } else {
            Err(no_destination(lang))
        }
    }

    /// Try the remote destination: a small object is written there and removed.
    #[oai(
        path = "/admin/backups/remote/test",
        method = "post",
        operation_id = "testBackupRemote"
    )]
    async fn test_remote(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        _session: OwnerSession,
    ) -> Result<Json<RemoteTest>, ApiError> {
        let lang = Language::from_request(req);
        let found = db::run(pool.0, |conn| {
            Ok((
                Destination::load(conn)?,
                Destination::load_with_secret(conn)?,
            ))
        })
        .await
        .map_err(|err| ApiError::failed(lang, err))?;
        let (destination, secret) = match found {
            (None, _) => return Err(no_destination(lang)),
            (Some(_), None) => {
                return Err(ApiError::bad_request(lang.pick(
                    "Chưa có Secret access key (hoặc máy này không có khoá để mở nó): hãy nhập lại.",
                    "No secret access key is stored (or this machine lacks the key that opens it): enter it again.",
                )));
            }
            (Some(_), Some(pair)) => pair,
        };
        let outcome = remote::try_it(&destination, &secret).await;
        Ok(Json(RemoteTest {
            ok: outcome.is_ok(),
            reason: outcome.err().map(|failure: Failure| failure.say(lang)),
        }))
    }
}
