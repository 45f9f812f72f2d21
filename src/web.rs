//! The React app, embedded in the binary: hashed assets cached forever, `index.html` for
//! every route of the app (200) and for every other path (404, the app's Page Not Found).

use std::collections::HashSet;
use std::sync::LazyLock;

use poem::{
    IntoResponse, Request, Response, handler,
    http::{Method, StatusCode, header},
};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "frontend/dist"]
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

/// Whether `path` is a screen of the app; a trailing slash is forgiven.
pub fn is_app_route(path: &str) -> bool {
    let path = match path.strip_suffix('/') {
        Some(trimmed) if !trimmed.is_empty() => trimmed,
        _ => path,
    };
    ROUTES.contains(path)
}

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

#[handler]
pub fn app(req: &Request) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let path = req.uri().path();
    let file = path.trim_start_matches('/');
    if !file.is_empty()
        && let Some(response) = embedded_file(req, file, true)
    {
        return response;
    }
    let status = if is_app_route(path) {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    // A 304 for a 404 page would hide the status from crawlers and monitors.
    let revalidate = status == StatusCode::OK;
    let mut response = embedded_file(req, "index.html", revalidate).unwrap_or_else(|| {
        "The app was not built into this binary."
            .with_status(StatusCode::INTERNAL_SERVER_ERROR)
            .into_response()
    });
    if response.status() == StatusCode::OK {
        response.set_status(status);
    }
    if !revalidate {
        response.headers_mut().remove(header::ETAG);
    }
    response
}

fn embedded_file(req: &Request, file: &str, conditional: bool) -> Option<Response> {
    let asset = Assets::get(file)?;
    let etag = format!("\"{}\"", hex(&asset.metadata.sha256_hash()[..16]));
    let cache = if file.starts_with("assets/") {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    let not_modified = conditional
        && req
            .header(header::IF_NONE_MATCH)
            .is_some_and(|tags| tags.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let builder = Response::builder()
        .header(header::ETAG, etag)
        .header(header::CACHE_CONTROL, cache);
    if not_modified {
        return Some(builder.status(StatusCode::NOT_MODIFIED).finish());
    }
    Some(
        builder
            .header(header::CONTENT_TYPE, content_type(file))
            .body(asset.data.into_owned()),
    )
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

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
