use poem::{Request, web::Data};
use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};

use super::api::{AppState, ErrorBody};
use crate::db;
use crate::domain::language::Language;

pub struct HealthApi;

#[derive(Debug, Object)]
pub struct Health {
    /// Always `ok` when the database answers.
    pub status: String,
}

#[derive(ApiResponse)]
pub enum HealthResponse {
    /// The server can read its database.
    #[oai(status = 200)]
    Ok(Json<Health>),
    /// The database cannot be read.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

#[OpenApi(tag = "super::ApiTags::Health")]
impl HealthApi {
    /// Is the server up and its database readable?
    #[oai(path = "/health", method = "get", operation_id = "getHealth")]
    async fn health(&self, req: &Request, state: Data<&AppState>) -> HealthResponse {
        let read = db::run(&state.pool, |conn| {
            Ok(conn.query_row("SELECT count(*) FROM services", [], |r| r.get::<_, i64>(0))?)
        })
        .await;
        match read {
            Ok(_) => HealthResponse::Ok(Json(Health {
                status: "ok".into(),
            })),
            Err(err) => {
                tracing::error!(error = %err, "health check failed");
                HealthResponse::Unavailable(ErrorBody::json(Language::from_request(req).pick(
                    "Không đọc được cơ sở dữ liệu.",
                    "The database cannot be read.",
                )))
            }
        }
    }
}
