//! The public lists, a page at a time, and their items by slug (docs/decisions-spec.md §12).

use std::marker::PhantomData;
use std::sync::Arc;

use poem::{Endpoint, IntoResponse, Request, Response, http::Method, http::header};
use poem_openapi::{
    ApiResponse,
    payload::{Json, Payload},
    registry::{MetaSchemaRef, Registry},
    types::Type,
};

use super::cache::{Cached, ContentCache, Key};
use crate::content::public::{
    BlogPost, BlogPostSummary, CaseStudy, CaseStudyDetail, Industry, List, Service, ServiceDetail,
};
use crate::http::encoding::{Encoded, KEPT_COMPRESSED_FROM, accepts, pick_encoding};
use crate::http::error::ErrorBody;
use crate::http::paging::page_links;
use crate::kernel::language::Language;

/// JSON already serialized (from the content cache), in the encoding the client accepts,
/// documented as `T`.
pub struct CachedJson<T> {
    json: Arc<Encoded>,
    encoding: Option<&'static str>,
    _items: PhantomData<fn() -> T>,
}

impl<T: Type> Payload for CachedJson<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: Type> IntoResponse for CachedJson<T> {
    fn into_response(self) -> Response {
        let mut builder = Response::builder().content_type(<Self as Payload>::CONTENT_TYPE);
        let body = match self.encoding {
            Some("br") => self.json.brotli().clone(),
            Some(_) => self.json.gzip().clone(),
            None => self.json.identity.clone(),
        };
        if let Some(coding) = self.encoding {
            builder = builder.header(header::CONTENT_ENCODING, coding);
        }
        builder.body(body)
    }
}

impl<T> CachedJson<T> {
    fn new(req: &Request, json: Arc<Encoded>) -> Self {
        let encoding = if json.identity.len() < KEPT_COMPRESSED_FROM {
            None
        } else {
            pick_encoding(req, &json).0
        };
        CachedJson {
            json,
            encoding,
            _items: PhantomData,
        }
    }
}

#[derive(ApiResponse)]
pub enum ListResponse<T: Type + Send + Sync> {
    /// One page of the list.
    #[oai(status = 200)]
    Ok(
        CachedJson<Vec<T>>,
        /// How many items the whole list holds.
        #[oai(header = "X-Total-Count")]
        i64,
        /// The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are.
        #[oai(header = "Link")]
        Option<String>,
    ),
    /// `limit` or `offset` is not valid; the text names it.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// `offset` is past the end of the list.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The database could not be read.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum ItemResponse<T: Type + Send + Sync> {
    /// The item with its bodies and a few related ones.
    #[oai(status = 200)]
    Ok(CachedJson<T>),
    /// No published item has this slug.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The database could not be read.
    #[oai(status = 500)]
    Failed(Json<ErrorBody>),
}

fn failed(req: &Request, err: &anyhow::Error) -> Json<ErrorBody> {
    tracing::error!(error = %err, "content read failed");
    ErrorBody::json(Language::from_request(req).pick(
        "Không thể đọc nội dung. Vui lòng thử lại sau.",
        "The content could not be read. Please try again later.",
    ))
}

async fn read(cache: &Arc<ContentCache>, key: Key) -> anyhow::Result<Cached> {
    if let Some(cached) = cache.current(&key) {
        return Ok(cached);
    }
    let cache = cache.clone();
    tokio::task::spawn_blocking(move || cache.get(&key))
        .await
        .map_err(anyhow::Error::from)
        .and_then(|r| r)
}

/// The answer to a page of `list`, read from the content cache.
fn page_answer<T: Type + Send + Sync>(
    req: &Request,
    list: List,
    limit: i64,
    offset: i64,
    read: anyhow::Result<Cached>,
) -> ListResponse<T> {
    match read {
        // An empty list has its one, empty, page; past the end of a list is nothing.
        Ok(cached) if offset > 0 && offset >= cached.total => {
            ListResponse::NotFound(ErrorBody::json(Language::from_request(req).pick(
                "Trang này nằm ngoài danh sách.",
                "This page is past the end of the list.",
            )))
        }
        Ok(Cached {
            json: Some(json),
            total,
        }) => ListResponse::Ok(
            CachedJson::new(req, json),
            total,
            link_header(list, limit, offset, total),
        ),
        Ok(_) => ListResponse::Failed(failed(req, &anyhow::anyhow!("a page without items"))),
        Err(err) => ListResponse::Failed(failed(req, &err)),
    }
}

/// `GET /api/<list>` without a query (the first page, as the site's screens ask for it)
/// answered from the content cache ahead of the API's router and its layers, which cost more
/// than the answer itself (docs/decisions-spec.md §20): the same answer, made by the same
/// [`page_answer`], with the `Vary` that `http::encoding::compress_api` adds to every API
/// answer. Anything else, and a page not in memory, goes on to `next`.
pub async fn first_pages<E: Endpoint>(
    next: E,
    req: Request,
    cache: Arc<ContentCache>,
) -> poem::Result<Response> {
    match first_page(&req, &cache) {
        Some(resp) => Ok(resp),
        None => next.call(req).await.map(IntoResponse::into_response),
    }
}

/// The fast answer of [`first_pages`], when there is one.
pub fn first_page(req: &Request, cache: &ContentCache) -> Option<Response> {
    if req.method() != Method::GET || req.uri().query().is_some() {
        return None;
    }
    let list = List::from_name(req.uri().path().strip_prefix("/api/")?)?;
    let limit = list.spec().page_size;
    let cached = cache.current(&Key::Page {
        list,
        limit,
        offset: 0,
    })?;
    // A body too small to be kept compressed is compressed by `compress_api` when the client
    // asks: that answer is the router's to give.
    let small = cached.json.as_ref()?.identity.len() < KEPT_COMPRESSED_FROM;
    if small && (accepts(req, "br") || accepts(req, "gzip")) {
        return None;
    }
    // The item type only documents the answer; the body is the cached JSON.
    let mut resp = page_answer::<Service>(req, list, limit, 0, Ok(cached)).into_response();
    resp.headers_mut().insert(
        header::VARY,
        header::HeaderValue::from_static("Accept-Encoding"),
    );
    Some(resp)
}

/// The `Link` header of a page: the next and previous pages of the same size.
pub fn link_header(list: List, limit: i64, offset: i64, total: i64) -> Option<String> {
    page_links(&format!("/api/{}", list.name()), limit, offset, total)
}

/// A page of `list` (`limit` by default its page size), from the content cache.
pub async fn list_page<T: Type + Send + Sync>(
    req: &Request,
    cache: &Arc<ContentCache>,
    list: List,
    limit: Option<i64>,
    offset: Option<i64>,
) -> ListResponse<T> {
    let (limit, offset) = (limit.unwrap_or(list.spec().page_size), offset.unwrap_or(0));
    let key = Key::Page {
        list,
        limit,
        offset,
    };
    page_answer(req, list, limit, offset, read(cache, key).await)
}

/// The published item of `list` with this slug, from the content cache.
pub async fn list_item<T: Type + Send + Sync>(
    req: &Request,
    cache: &Arc<ContentCache>,
    list: List,
    slug: String,
) -> ItemResponse<T> {
    let lang = Language::from_request(req);
    match read(cache, Key::Item { list, slug }).await {
        Ok(Cached {
            json: Some(json), ..
        }) => ItemResponse::Ok(CachedJson::new(req, json)),
        Ok(_) => ItemResponse::NotFound(ErrorBody::json(lang.pick(
            "Không tìm thấy mục này.",
            "No published item has this address.",
        ))),
        Err(err) => ItemResponse::Failed(failed(req, &err)),
    }
}

/// The public endpoints of one list (docs/decisions-spec.md §29): `GET <path>` a page at a
/// time, and with detail pages `GET <path>/{slug}`, each with its operation id and the
/// description its doc comment gives.
macro_rules! public_list_api {
    (
        $api:ident, $list:expr, $path:literal,
        list: $(#[$list_doc:meta])* $list_op:literal => $item:ty
        $(, detail: $(#[$detail_doc:meta])* $detail_path:literal, $detail_op:literal => $detail:ty)?
    ) => {
        pub struct $api;

        #[::poem_openapi::OpenApi(tag = "crate::http::ApiTags::Content")]
        impl $api {
            $(#[$list_doc])*
            #[oai(path = $path, method = "get", operation_id = $list_op)]
            async fn list(
                &self,
                req: &::poem::Request,
                content: ::poem::web::Data<&::std::sync::Arc<$crate::content::cache::ContentCache>>,
                /// Items per page (default 12).
                #[oai(validator(minimum(value = "1"), maximum(value = "100")))]
                limit: ::poem_openapi::param::Query<Option<i64>>,
                /// How many items to skip (default 0).
                #[oai(validator(minimum(value = "0"), maximum(value = "1000000")))]
                offset: ::poem_openapi::param::Query<Option<i64>>,
            ) -> $crate::content::api::ListResponse<$item> {
                $crate::content::api::list_page(req, &content, $list, limit.0, offset.0).await
            }

            $(
            $(#[$detail_doc])*
            #[oai(path = $detail_path, method = "get", operation_id = $detail_op)]
            async fn item(
                &self,
                req: &::poem::Request,
                content: ::poem::web::Data<&::std::sync::Arc<$crate::content::cache::ContentCache>>,
                slug: ::poem_openapi::param::Path<String>,
            ) -> $crate::content::api::ItemResponse<$detail> {
                $crate::content::api::list_item(req, &content, $list, slug.0).await
            }
            )?
        }
    };
}

public_list_api!(
    ServicesApi, List::Services, "/services",
    list:
        /// The consultancy's services, in display order, a page at a time.
        "listServices" => Service,
    detail:
        /// One service with its bodies, and a few others.
        "/services/:slug", "getService" => ServiceDetail
);

public_list_api!(
    IndustriesApi, List::Industries, "/industries",
    list:
        /// The industries served, in display order, a page at a time.
        "listIndustries" => Industry
);

public_list_api!(
    CaseStudiesApi, List::CaseStudies, "/case-studies",
    list:
        /// Case studies, in display order, a page at a time.
        "listCaseStudies" => CaseStudy,
    detail:
        /// One case study with its bodies, and a few others.
        "/case-studies/:slug", "getCaseStudy" => CaseStudyDetail
);

public_list_api!(
    BlogPostsApi, List::BlogPosts, "/blog-posts",
    list:
        /// Blog posts, newest first (the first one is featured), a page at a time: each as its
        /// card shows it, without the bodies.
        "listBlogPosts" => BlogPostSummary,
    detail:
        /// One blog post with its bodies, and the posts published nearest to it.
        "/blog-posts/:slug", "getBlogPost" => BlogPost
);

pub(in crate::content) use public_list_api;
