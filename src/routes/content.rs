use poem::web::Data;
use poem_openapi::{ApiResponse, OpenApi, payload::Json};
use rusqlite::Connection;

use super::api::{AppState, ErrorBody};
use crate::db;
use crate::domain::content::{self, BlogPost, CaseStudy, Industry, Service, Testimonial};

pub struct ContentApi;

#[derive(ApiResponse)]
pub enum ListResponse<T: poem_openapi::types::ToJSON + Send + Sync> {
    #[oai(status = 200)]
    Ok(Json<Vec<T>>),
    /// The database could not be read.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

impl ContentApi {
    async fn list<T, F>(&self, state: &AppState, read: F) -> ListResponse<T>
    where
        T: poem_openapi::types::ToJSON + Send + Sync + 'static,
        F: FnOnce(&Connection) -> anyhow::Result<Vec<T>> + Send + 'static,
    {
        match db::run(&state.pool, move |conn| read(conn)).await {
            Ok(items) => ListResponse::Ok(Json(items)),
            Err(err) => {
                tracing::error!(error = %err, "list read failed");
                ListResponse::Failed(ErrorBody::json(
                    "Không thể đọc dữ liệu. / The content could not be read.",
                ))
            }
        }
    }
}

#[OpenApi(tag = "super::ApiTags::Content")]
impl ContentApi {
    /// The consultancy's services, in display order.
    #[oai(path = "/services", method = "get", operation_id = "listServices")]
    async fn services(&self, state: Data<&AppState>) -> ListResponse<Service> {
        self.list(&state, content::services).await
    }

    /// The industries served, in display order.
    #[oai(path = "/industries", method = "get", operation_id = "listIndustries")]
    async fn industries(&self, state: Data<&AppState>) -> ListResponse<Industry> {
        self.list(&state, content::industries).await
    }

    /// Case studies, in display order.
    #[oai(
        path = "/case-studies",
        method = "get",
        operation_id = "listCaseStudies"
    )]
    async fn case_studies(&self, state: Data<&AppState>) -> ListResponse<CaseStudy> {
        self.list(&state, content::case_studies).await
    }

    /// Blog posts, newest first (the first one is featured).
    #[oai(path = "/blog-posts", method = "get", operation_id = "listBlogPosts")]
    async fn blog_posts(&self, state: Data<&AppState>) -> ListResponse<BlogPost> {
        self.list(&state, content::blog_posts).await
    }

    /// Client testimonials, in display order.
    #[oai(
        path = "/testimonials",
        method = "get",
        operation_id = "listTestimonials"
    )]
    async fn testimonials(&self, state: Data<&AppState>) -> ListResponse<Testimonial> {
        self.list(&state, content::testimonials).await
    }
}
