use std::marker::PhantomData;

use bytes::Bytes;
use poem::{IntoResponse, Request, Response, http::header, web::Data};
use poem_openapi::{
    ApiResponse, OpenApi,
    payload::{Json, Payload},
    registry::{MetaSchemaRef, Registry},
    types::{ToJSON, Type},
};
use rusqlite::Connection;

use std::sync::Arc;

use super::cache::{ContentCache, List};
use crate::content::public::{self, BlogPost, CaseStudy, Industry, Service, Testimonial};
use crate::http::encoding::pick_encoding;
use crate::http::error::ErrorBody;
use crate::kernel::language::Language;

pub struct ContentApi;

/// A list already serialized to JSON (from the content cache), in the encoding the client
/// accepts, documented as `Vec<T>`.
pub struct ListJson<T> {
    json: Bytes,
    encoding: Option<&'static str>,
    _items: PhantomData<fn() -> T>,
}

impl<T: Type> Payload for ListJson<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        Vec::<T>::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: Type> IntoResponse for ListJson<T> {
    fn into_response(self) -> Response {
        let mut builder = Response::builder().content_type(<Self as Payload>::CONTENT_TYPE);
        if let Some(coding) = self.encoding {
            builder = builder.header(header::CONTENT_ENCODING, coding);
        }
        builder.body(self.json)
    }
}

#[derive(ApiResponse)]
pub enum ListResponse<T: Type + Send + Sync> {
    #[oai(status = 200)]
    Ok(ListJson<T>),
    /// The database could not be read.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

impl ContentApi {
    async fn list<T, F>(
        &self,
        req: &Request,
        cache: &Arc<ContentCache>,
        list: List,
        read: F,
    ) -> ListResponse<T>
    where
        T: ToJSON + Type + Send + Sync + 'static,
        F: FnOnce(&Connection) -> anyhow::Result<Vec<T>> + Send + 'static,
    {
        let cache = cache.clone();
        // Served from memory while the content is unchanged; read (off the executor) otherwise.
        let json = if let Some(json) = cache.current(list) {
            Ok(json)
        } else {
            let pool = cache.pool().clone();
            tokio::task::spawn_blocking(move || {
                cache.get(list, || {
                    let items = read(&*pool.get()?)?;
                    Ok(serde_json::to_vec(&items.to_json())?)
                })
            })
            .await
            .map_err(anyhow::Error::from)
            .and_then(|r| r)
        };
        match json {
            Ok(json) => {
                let (encoding, body) = pick_encoding(req, &json);
                ListResponse::Ok(ListJson {
                    json: body.clone(),
                    encoding,
                    _items: PhantomData,
                })
            }
            Err(err) => {
                tracing::error!(error = %err, "list read failed");
                ListResponse::Failed(ErrorBody::json(Language::from_request(req).pick(
                    "Không thể đọc nội dung. Vui lòng thử lại sau.",
                    "The content could not be read. Please try again later.",
                )))
            }
        }
    }
}

#[OpenApi(tag = "crate::http::ApiTags::Content")]
impl ContentApi {
    /// The consultancy's services, in display order.
    #[oai(path = "/services", method = "get", operation_id = "listServices")]
    async fn services(
        &self,
        req: &Request,
        content: Data<&Arc<ContentCache>>,
    ) -> ListResponse<Service> {
        self.list(req, &content, List::Services, public::services)
            .await
    }

    /// The industries served, in display order.
    #[oai(path = "/industries", method = "get", operation_id = "listIndustries")]
    async fn industries(
        &self,
        req: &Request,
        content: Data<&Arc<ContentCache>>,
    ) -> ListResponse<Industry> {
        self.list(req, &content, List::Industries, public::industries)
            .await
    }

    /// Case studies, in display order.
    #[oai(
        path = "/case-studies",
        method = "get",
        operation_id = "listCaseStudies"
    )]
    async fn case_studies(
        &self,
        req: &Request,
        content: Data<&Arc<ContentCache>>,
    ) -> ListResponse<CaseStudy> {
        self.list(req, &content, List::CaseStudies, public::case_studies)
            .await
    }

    /// Blog posts, newest first (the first one is featured).
    #[oai(path = "/blog-posts", method = "get", operation_id = "listBlogPosts")]
    async fn blog_posts(
        &self,
        req: &Request,
        content: Data<&Arc<ContentCache>>,
    ) -> ListResponse<BlogPost> {
        self.list(req, &content, List::BlogPosts, public::blog_posts)
            .await
    }

    /// Client testimonials, in display order.
    #[oai(
        path = "/testimonials",
        method = "get",
        operation_id = "listTestimonials"
    )]
    async fn testimonials(
        &self,
        req: &Request,
        content: Data<&Arc<ContentCache>>,
    ) -> ListResponse<Testimonial> {
        self.list(req, &content, List::Testimonials, public::testimonials)
            .await
    }
}
