//! `GET /api/pages/{slug}`: a published standing page, from memory (the rendered pages'
//! snapshot), never from SQLite.

use poem::Request;
use poem::web::Data;
use poem_openapi::{ApiResponse, OpenApi, param::Path, payload::Json};

use super::StandingPage;
use crate::domain::language::Language;
use crate::routes::api::{AppState, ErrorBody};

pub struct PagesApi;

#[derive(ApiResponse)]
pub enum PageResponse {
    #[oai(status = 200)]
    Ok(Json<StandingPage>),
    /// No published page has this slug.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::routes::ApiTags::Content")]
impl PagesApi {
    /// A standing page (about, faq, support, privacy or terms) in both languages. Its body
    /// is plain text with placeholders for the company's details (see `StandingPage`).
    #[oai(path = "/pages/:slug", method = "get", operation_id = "getPage")]
    async fn page(
        &self,
        req: &Request,
        state: Data<&AppState>,
        #[oai(example = "example_slug")] slug: Path<String>,
    ) -> PageResponse {
        match state.web.current().published.page(&slug) {
            Some(page) => PageResponse::Ok(Json(page.clone())),
            None => PageResponse::NotFound(ErrorBody::json(
                Language::from_request(req)
                    .pick("Không tìm thấy trang này.", "There is no such page."),
            )),
        }
    }
}

/// The document's example slug (the conformance run requests it, so the 200 answer is
/// checked against its schema too, not only the 404s of generated slugs).
fn example_slug() -> String {
    "about".to_owned()
}
