//! Response bodies in the encodings clients accept: made once and kept (pages, content
//! lists), or compressed on the fly for the rest of the API.

use std::io::Write;
use std::sync::OnceLock;

use bytes::Bytes;
use poem::http::header;
use poem::web::{Compress, CompressionAlgo};
use poem::{Endpoint, IntoResponse, Request, Response, Result};

/// A body in the three encodings a client may accept, with its validator: a rendered page,
/// or a content list. The compressed forms are made on first use, so starting stays fast,
/// and once, so a request never compresses. `Bytes`, so that a response shares the body
/// instead of copying it.
pub struct Encoded {
    pub identity: Bytes,
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
    pub etag: String,
}

impl Encoded {
    pub fn new(identity: Vec<u8>) -> Self {
        let etag = format!("\"{:016x}\"", fxhash(&identity));
        Encoded {
            identity: Bytes::from(identity),
            gzip: OnceLock::new(),
            brotli: OnceLock::new(),
            etag,
        }
    }

    pub fn gzip(&self) -> &Bytes {
        self.gzip.get_or_init(|| {
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            gz.write_all(&self.identity).expect("gzip in memory");
            Bytes::from(gz.finish().expect("gzip in memory"))
        })
    }

    pub fn brotli(&self) -> &Bytes {
        self.brotli.get_or_init(|| {
            let mut out = Vec::new();
            {
                let mut writer = brotli::CompressorWriter::new(&mut out, 4096, 9, 20);
                writer.write_all(&self.identity).expect("brotli in memory");
            }
            Bytes::from(out)
        })
    }
}

/// FNV-1a: a cheap, stable validator for the rendered pages.
fn fxhash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |hash, b| {
        (hash ^ u64::from(*b)).wrapping_mul(0x100000001b3)
    })
}

/// Whether the client accepts `coding` (absent, or listed without `q=0`).
pub fn accepts(req: &Request, coding: &str) -> bool {
    req.header(header::ACCEPT_ENCODING).is_some_and(|value| {
        value.split(',').any(|item| {
            let mut parts = item.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            name.eq_ignore_ascii_case(coding) && !refused
        })
    })
}

/// The best encoding of `body` the client accepts: brotli, then gzip, then none.
pub fn pick_encoding<'a>(req: &Request, page: &'a Encoded) -> (Option<&'static str>, &'a Bytes) {
    if accepts(req, "br") {
        (Some("br"), page.brotli())
    } else if accepts(req, "gzip") {
        (Some("gzip"), page.gzip())
    } else {
        (None, &page.identity)
    }
}

/// For `/api`: answers that do not come encoded already (the content lists do, from the
/// cache) are compressed on the fly for clients that accept it; every answer says that it
/// varies with `Accept-Encoding`.
pub async fn compress_api<E: Endpoint>(next: E, req: Request) -> Result<Response> {
    let algo = if accepts(&req, "br") {
        Some(CompressionAlgo::BR)
    } else if accepts(&req, "gzip") {
        Some(CompressionAlgo::GZIP)
    } else {
        None
    };
    let mut resp = next.call(req).await?.into_response();
    resp.headers_mut().insert(
        header::VARY,
        header::HeaderValue::from_static("Accept-Encoding"),
    );
    Ok(match algo {
        Some(algo) if !resp.headers().contains_key(header::CONTENT_ENCODING) => {
            Compress::new(resp, algo).into_response()
        }
        _ => resp,
    })
}
