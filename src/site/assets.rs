//! The app's build, embedded in the binary: files sent in the best encoding the client
//! accepts that the build produced (brotli or gzip, made by Vite), hashed assets cached
//! forever, every answer with its validator.

use std::borrow::Cow;
use std::fmt::Write as _;

use bytes::Bytes;
use poem::{
    Request, Response,
    http::{HeaderValue, StatusCode, header},
};
use rust_embed::RustEmbed;

use crate::http::encoding::accepts;

#[derive(RustEmbed)]
#[folder = "frontend/dist"]
#[exclude = ".vite/*"]
pub(super) struct Assets;

pub(super) const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub(super) const REVALIDATE: &str = "no-cache";
/// Rendered pages (docs/decisions-spec.md §20): browsers revalidate each time (by ETag), a shared
/// cache keeps a page a minute and may serve it five more while it fetches the new one, so a
/// change shows through a CDN within about a minute.
pub(super) const PAGE: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

#[allow(clippy::too_many_arguments)]
pub(super) fn respond(
    req: &Request,
    status: StatusCode,
    content_type: &str,
    cache: &'static str,
    etag: Option<&str>,
    encoding: Option<&str>,
    vary: Option<&'static str>,
    body: Bytes,
) -> Response {
    // One validator per encoding: caches must not mix a brotli body with a gzip one.
    let etag = etag.map(|tag| match encoding {
        Some(coding) => format!("{}-{coding}\"", tag.trim_end_matches('"')),
        None => tag.to_owned(),
    });
    // Static values are used as they are, not parsed and copied for each answer.
    let mut builder =
        Response::builder().header(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Some(vary) = vary {
        builder = builder.header(header::VARY, HeaderValue::from_static(vary));
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
pub(super) fn embedded_file(req: &Request, file: &str) -> Option<Response> {
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
        has_variants.then_some("Accept-Encoding"),
        body,
    ))
}

pub(super) fn content_type(file: &str) -> String {
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
pub(super) fn shared(data: Cow<'static, [u8]>) -> Bytes {
    match data {
        Cow::Borrowed(bytes) => Bytes::from_static(bytes),
        Cow::Owned(bytes) => Bytes::from(bytes),
    }
}

pub(super) fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}
