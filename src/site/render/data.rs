//! What a server render's queries are answered with: the content lists from the content
//! cache (the same JSON `/api/<list>` sends), the standing pages and the settings from the
//! pages' snapshot. Never a network request: the render runs inside the server.

use std::sync::Arc;

use poem_openapi::types::ToJSON;

use crate::content::cache::{ContentCache, List};
use crate::content::public;
use crate::kernel::db::DbPool;
use crate::pages::published::Published;

pub struct RenderData {
    content: Arc<ContentCache>,
    pool: DbPool,
}

impl RenderData {
    pub fn new(content: Arc<ContentCache>, pool: DbPool) -> Self {
        RenderData { content, pool }
    }

    /// The content version the lists are kept for. Pages rendered for an older version are
    /// not kept: their lists would be newer than their heads.
    pub fn version(&self) -> u64 {
        self.content.version()
    }

    /// Makes the lists follow the content version `version` at least (the owner's own change
    /// renders the pages before the watcher has seen it).
    pub fn catch_up(&self, version: u64) {
        self.content.catch_up(version);
    }

    /// The JSON answer to a query key of the app (`["api", "services"]`,
    /// `["api", "pages", "about"]`), or None when the server has none (the screen then
    /// renders its loading state, and the browser asks the API).
    pub fn load(&self, key: &[String], published: &Published) -> Option<String> {
        let key: Vec<&str> = key.iter().map(String::as_str).collect();
        match key.as_slice() {
            ["api", "pages", slug] => {
                let page = published.page(slug)?;
                serde_json::to_string(&page.to_json()).ok()
            }
            ["api", name] => {
                let list = match *name {
                    "services" => List::Services,
                    "industries" => List::Industries,
                    "case-studies" => List::CaseStudies,
                    "blog-posts" => List::BlogPosts,
                    "testimonials" => List::Testimonials,
                    _ => return None,
                };
                match self.list(list) {
                    Ok(json) => String::from_utf8(json.identity.to_vec()).ok(),
                    Err(err) => {
                        tracing::warn!(error = %err, ?list, "list not read for a render");
                        None
                    }
                }
            }
            _ => None,
        }
    }

    /// A list's JSON as `/api` sends it, from memory or read (then kept) when it changed.
    fn list(&self, list: List) -> anyhow::Result<Arc<crate::http::encoding::Encoded>> {
        self.content.get(list, || {
            let conn = self.pool.get()?;
            let json = match list {
                List::Services => serde_json::to_vec(&public::services(&conn)?.to_json())?,
                List::Industries => serde_json::to_vec(&public::industries(&conn)?.to_json())?,
                List::CaseStudies => serde_json::to_vec(&public::case_studies(&conn)?.to_json())?,
                List::BlogPosts => serde_json::to_vec(&public::blog_posts(&conn)?.to_json())?,
                List::Testimonials => serde_json::to_vec(&public::testimonials(&conn)?.to_json())?,
            };
            Ok(json)
        })
    }
}
