//! The React app, embedded in the binary: hashed assets cached forever and sent
//! precompressed (brotli or gzip, built by Vite), `index.html` with each page's head written
//! in (200 for the app's routes, 404 for any other path), the sitemap and robots.txt.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock};

use bytes::Bytes;
use poem::{
    Endpoint, IntoResponse, Request, Response, Result,
    http::{HeaderValue, Method, StatusCode, header},
};
use rust_embed::RustEmbed;

use crate::domain::language::Language;
use crate::encoding::{Encoded, accepts, pick_encoding};
use crate::seo::{Page, Seo};

#[derive(RustEmbed)]
#[folder = "frontend/dist"]
#[exclude = ".vite/*"]
struct Assets;

/// The app's route table, shared with the frontend router.
static ROUTES: LazyLock<HashSet<String>> = LazyLock::new(|| {
    #[derive(serde::Deserialize)]
    struct RouteTable {
        paths: Vec<String>,
    }
    let table: RouteTable =
        serde_json::from_str(include_str!("../frontend/src/app/route-table.json"))
            .expect("frontend/src/app/route-table.json is valid");
    table.paths.into_iter().collect()
});

pub fn route_paths() -> impl Iterator<Item = &'static str> {
    ROUTES.iter().map(String::as_str)
}

/// The route a path names, a trailing slash forgiven.
fn app_route(path: &str) -> Option<&'static str> {
    let path = match path.strip_suffix('/') {
        Some(trimmed) if !trimmed.is_empty() => trimmed,
        _ => path,
    };
    ROUTES.get(path).map(String::as_str)
}

pub fn is_app_route(path: &str) -> bool {
    app_route(path).is_some()
}

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// The server side of the app: every page rendered once at start, in both languages.
pub struct WebApp {
    seo: Seo,
    pages: HashMap<(Option<&'static str>, Language), Encoded>,
    sitemap: String,
    robots: String,
}

impl WebApp {
    pub fn new(public_url: &str) -> Arc<Self> {
        let seo = Seo::new(public_url);
        let index = Assets::get("index.html")
            .map(|f| String::from_utf8_lossy(&f.data).into_owned())
            .unwrap_or_else(|| {
                "<!doctype html><html lang=\"vi\"><head><!-- head:start --><!-- head:end --></head><body>The app was not built into this binary.</body></html>".to_owned()
            });
        let mut pages = HashMap::new();
        for lang in [Language::Vi, Language::En] {
            for route in route_paths().map(Some).chain([None]) {
                let page = route.map_or(Page::NotFound, Page::Route);
                let html = seo.render(&index, page, lang);
                pages.insert((route, lang), Encoded::new(html.into_bytes()));
            }
        }
        let sitemap = seo.sitemap(route_paths());
        let robots = seo.robots();
        Arc::new(WebApp {
            seo,
            pages,
            sitemap,
            robots,
        })
    }

    pub fn seo(&self) -> &Seo {
        &self.seo
    }

    fn page(&self, req: &Request) -> Response {
        let route = app_route(req.uri().path());
        let lang = query_language(req).unwrap_or_default();
        let Some(page) = self.pages.get(&(route, lang)) else {
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        };
        let status = if route.is_some() {
            StatusCode::OK
        } else {
            StatusCode::NOT_FOUND
        };
        // A 304 for a 404 page would hide the status from crawlers and monitors.
        let validator = (status == StatusCode::OK).then_some(page.etag.as_str());
        let (encoding, body) = pick_encoding(req, page);
        respond(
            req,
            status,
            "text/html; charset=utf-8",
            REVALIDATE,
            validator,
            encoding,
            true,
            body.clone(),
        )
    }
}

impl Endpoint for WebApp {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(StatusCode::METHOD_NOT_ALLOWED.into_response());
        }
        let path = req.uri().path();
        let text = |body: &str, content_type: &str| {
            Response::builder()
                .header(header::CONTENT_TYPE, content_type)
                .header(header::CACHE_CONTROL, "public, max-age=3600")
                .body(body.to_owned())
        };
        match path {
            "/sitemap.xml" => return Ok(text(&self.sitemap, "application/xml; charset=utf-8")),
            "/robots.txt" => return Ok(text(&self.robots, "text/plain; charset=utf-8")),
            "/index.html" => return Ok(self.page(&req)),
            _ => {}
        }
        let file = path.trim_start_matches('/');
        if !file.is_empty()
            && let Some(response) = embedded_file(&req, file)
        {
            return Ok(response);
        }
        Ok(self.page(&req))
    }
}

fn query_language(req: &Request) -> Option<Language> {
    req.uri().query().and_then(|query| {
        query
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .find(|(key, _)| *key == "lang")
            .and_then(|(_, value)| Language::parse(value))
    })
}

#[allow(clippy::too_many_arguments)]
fn respond(
    req: &Request,
    status: StatusCode,
    content_type: &str,
    cache: &str,
    etag: Option<&str>,
    encoding: Option<&str>,
    vary: bool,
    body: Bytes,
) -> Response {
    // One validator per encoding: caches must not mix a brotli body with a gzip one.
    let etag = etag.map(|tag| match encoding {
        Some(coding) => format!("{}-{coding}\"", tag.trim_end_matches('"')),
        None => tag.to_owned(),
    });
    let mut builder = Response::builder().header(header::CACHE_CONTROL, cache);
    if vary {
        builder = builder.header(header::VARY, "Accept-Encoding");
    }
    if let Some(tag) = &etag {
        builder = builder.header(header::ETAG, tag.as_str());
        let matches = req
            .header(header::IF_NONE_MATCH)
            .is_some_and(|tags| tags.split(',').any(|t| t.trim() == tag || t.trim() == "*"));
        if matches {
            return builder.status(StatusCode::NOT_MODIFIED).finish();
        }
    }
    if let Some(coding) = encoding {
        builder = builder.header(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(match coding {
                "br" => "br",
                _ => "gzip",
            }),
        );
    }
    builder
        .status(status)
        .header(header::CONTENT_TYPE, content_type)
        .body(body)
}

/// A file of the build, in the best encoding the client accepts that the build produced.
fn embedded_file(req: &Request, file: &str) -> Option<Response> {
    if file == "index.html" || file.ends_with(".br") || file.ends_with(".gz") {
        return None;
    }
    let asset = Assets::get(file)?;
    let etag = format!("\"{}\"", hex(&asset.metadata.sha256_hash()[..16]));
    let cache = if file.starts_with("assets/") {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    let compressed = [("br", "br"), ("gzip", "gz")]
        .into_iter()
        .find_map(|(coding, ext)| {
            if !accepts(req, coding) {
                return None;
            }
            Assets::get(&format!("{file}.{ext}")).map(|c| (coding, shared(c.data)))
        });
    let has_variants = Assets::get(&format!("{file}.gz")).is_some();
    let (encoding, body) = match compressed {
        Some((coding, data)) => (Some(coding), data),
        None => (None, shared(asset.data)),
    };
    Some(respond(
        req,
        StatusCode::OK,
        &content_type(file),
        cache,
        Some(&etag),
        encoding,
        has_variants,
        body,
    ))
}

fn content_type(file: &str) -> String {
    let mime = mime_guess::from_path(file).first_or_octet_stream();
    let textual = mime.type_() == "text"
        || matches!(mime.subtype().as_str(), "javascript" | "json" | "xml")
        || mime.suffix().is_some_and(|s| s == "xml");
    if textual {
        format!("{mime}; charset=utf-8")
    } else {
        mime.to_string()
    }
}

/// An embedded file's bytes as a response body: in a release build they live in the binary
/// and are sent from there, never copied (a copy per request of a 350 KB script costs
/// throughput and, at 64 requests in flight, tens of megabytes).
fn shared(data: Cow<'static, [u8]>) -> Bytes {
    match data {
        Cow::Borrowed(bytes) => Bytes::from_static(bytes),
        Cow::Owned(bytes) => Bytes::from(bytes),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}
