//! `GET /api/pages/{slug}`: a published standing page, from memory (a snapshot kept up to
//! date by the kernel's change counter), never from SQLite.

use poem::Request;
use poem::web::Data;
use poem_openapi::{ApiResponse, OpenApi, param::Path, payload::Json};

use std::sync::{Arc, RwLock};

use rusqlite::Connection;

use super::StandingPage;
use crate::http::error::ErrorBody;
use crate::kernel::changes::ChangeListener;
use crate::kernel::language::Language;

pub struct PagesApi;

/// The published standing pages, as their endpoint reads them: five rows read again on a
/// change, never the lists' index (docs/decisions-spec.md §21).
pub struct CurrentPages(RwLock<Arc<Vec<StandingPage>>>);

impl CurrentPages {
    pub fn load(conn: &Connection) -> anyhow::Result<Arc<Self>> {
        Ok(Arc::new(CurrentPages(RwLock::new(Arc::new(
            super::published(conn)?,
        )))))
    }

    fn get(&self) -> Arc<Vec<StandingPage>> {
        self.0.read().expect("pages lock").clone()
    }
}

impl ChangeListener for CurrentPages {
    fn changed(&self, conn: &Connection) -> anyhow::Result<()> {
        let next = super::published(conn)?;
        if next != *self.get() {
            *self.0.write().expect("pages lock") = Arc::new(next);
        }
        Ok(())
    }
}

#[derive(ApiResponse)]
pub enum PageResponse {
    #[oai(status = 200)]
    Ok(Json<StandingPage>),
    /// No published page has this slug.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::ApiTags::Content")]
impl PagesApi {
    /// A standing page (about, faq, support, privacy or terms) in both languages. Its body
    /// is plain text with placeholders for the company's details (see `StandingPage`).
    #[oai(path = "/pages/:slug", method = "get", operation_id = "getPage")]
    async fn page(
        &self,
        req: &Request,
        current: Data<&Arc<CurrentPages>>,
        #[oai(example = "example_slug")] slug: Path<String>,
    ) -> PageResponse {
        match current.get().iter().find(|page| page.slug == *slug) {
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
