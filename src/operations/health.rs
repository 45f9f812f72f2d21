use std::collections::BTreeMap;

use poem::{Request, web::Data};
use poem_openapi::{ApiResponse, Enum, Object, OpenApi, payload::Json};

use crate::kernel::changes::version_in;
use crate::kernel::db::{self, DbPool};
use crate::kernel::language::Language;
use crate::kernel::workers::{Components, Status};

pub struct HealthApi;

/// Whether the server can do its work: every part is `ok`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum OverallStatus {
    Ok,
    Unavailable,
}

/// How one part is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum ComponentStatus {
    /// It does its job.
    Ok,
    /// It runs, but its last attempt failed (a full disk, an unreachable mail server...).
    Failing,
    /// Its thread has ended.
    Stopped,
}

#[derive(Debug, Clone, Object)]
pub struct ComponentHealth {
    pub status: ComponentStatus,
    /// Why it is not `ok`; absent when it is.
    #[oai(skip_serializing_if_is_none)]
    pub error: Option<String>,
}

#[derive(Debug, Clone, Object)]
pub struct Health {
    pub status: OverallStatus,
    /// What is wrong, in the caller's language; absent when the status is `ok`.
    #[oai(skip_serializing_if_is_none)]
    pub error: Option<String>,
    /// Each part by name: `database` (it can be read), `enquiryWriter` (it stores
    /// enquiries), `noticeSender` (it sends enquiry notices by e-mail), `eventRecorder` (it
    /// stores visit counts; absent with `--no-analytics`), `renderer` (it renders pages in
    /// the server; `failing` from a failed render until one works), `backups` (`failing`
    /// when the last scheduled backup failed or is older than twice its interval: a warning
    /// only, it never makes the status `unavailable`).
    pub components: BTreeMap<String, ComponentHealth>,
}

#[derive(ApiResponse)]
pub enum HealthResponse {
    /// Every part does its job.
    #[oai(status = 200)]
    Ok(Json<Health>),
    /// A part cannot do its job: the body says which and why.
    #[oai(status = 503)]
    Unavailable(Json<Health>),
}

impl From<Status> for ComponentHealth {
    fn from(status: Status) -> Self {
        let (status, error) = match status {
            Status::Ok => (ComponentStatus::Ok, None),
            Status::Failing(error) => (ComponentStatus::Failing, Some(error)),
            Status::Stopped(error) => (ComponentStatus::Stopped, Some(error)),
        };
        ComponentHealth { status, error }
    }
}

#[OpenApi(tag = "crate::http::ApiTags::Health")]
impl HealthApi {
    /// Can the server do its work? 200 when its database answers and every background part
    /// (the enquiry writer, the notice sender) works; 503 with the same body otherwise.
    #[oai(path = "/health", method = "get", operation_id = "getHealth")]
    async fn health(
        &self,
        req: &Request,
        pool: Data<&DbPool>,
        health: Data<&Components>,
    ) -> HealthResponse {
        let read = db::run(pool.0, |conn| Ok(version_in(conn)?)).await;
        let mut components: BTreeMap<String, ComponentHealth> = health
            .0
            .report()
            .into_iter()
            .map(|(name, status)| (name.to_owned(), status.into()))
            .collect();
        let database = match read {
            Ok(_) => Status::Ok,
            Err(err) => Status::Failing(format!("{err:#}")),
        };
        components.insert("database".into(), database.into());
        let failing: Vec<&str> = components
            .iter()
            // A late or failed backup, or one not uploaded yet, is a warning for the owner, not
            // a reason to take the site out of a load balancer.
            .filter(|(name, c)| {
                c.status != ComponentStatus::Ok
                    && !matches!(name.as_str(), "backups" | "backupUploads")
            })
            .map(|(name, _)| name.as_str())
            .collect();
        if failing.is_empty() {
            return HealthResponse::Ok(Json(Health {
                status: OverallStatus::Ok,
                error: None,
                components,
            }));
        }
        tracing::error!(failing = failing.join(", "), "health check failed");
        let lang = Language::from_request(req);
        let error = match lang {
            Language::Vi => format!(
                "Máy chủ không thể hoạt động bình thường vì {} đang gặp sự cố.",
                failing.join(", ")
            ),
            Language::En => format!("The server cannot do its work: {}.", failing.join(", ")),
        };
        HealthResponse::Unavailable(Json(Health {
            status: OverallStatus::Unavailable,
            error: Some(error),
            components,
        }))
    }
}
