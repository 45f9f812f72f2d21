//! Response bodies in the encodings clients accept: made once and kept (pages, content
//! lists), or compressed on the fly for the rest of the API.

use std::io::Write;
use std::sync::OnceLock;

use bytes::Bytes;
use compression_codecs::Encode;
use compression_codecs::brotli::BrotliEncoder;
use compression_codecs::brotli::params::EncoderParams;
use compression_codecs::core::Level;
use compression_codecs::core::util::PartialBuffer;
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

    /// The gzip form if made already (what a cache holds, without making it).
    pub fn gzip_if_made(&self) -> Option<&Bytes> {
        self.gzip.get()
    }

    /// The brotli form if made already.
    pub fn brotli_if_made(&self) -> Option<&Bytes> {
        self.brotli.get()
    }

    pub fn brotli(&self) -> &Bytes {
        self.brotli
            .get_or_init(|| Bytes::from(brotli_compress(&self.identity)))
    }
}

/// `body` in brotli, through the codec poem's compression uses rather than brotli's own
/// writer: the encoder is generic code, compiled in whichever crate names its types, and the
/// codec names them in a crate the dev profile optimises (Cargo.toml). Through the writer it
/// ran unoptimised in the tests, and took two fifths of their time.
fn brotli_compress(body: &[u8]) -> Vec<u8> {
    let (quality, window) = brotli_settings(body.len());
    let params = EncoderParams::default()
        .quality(Level::Precise(quality as i32))
        .window_size(window as i32);
    let mut encoder = BrotliEncoder::new(params);
    let mut input = PartialBuffer::new(body);
    let mut out = Vec::with_capacity(body.len() / 4 + 64);
    let mut chunk = [0u8; 4096];
    loop {
        let mut output = PartialBuffer::new(&mut chunk[..]);
        let done = if input.unwritten().is_empty() {
            encoder.finish(&mut output).expect("brotli in memory")
        } else {
            encoder
                .encode(&mut input, &mut output)
                .expect("brotli in memory");
            false
        };
        out.extend_from_slice(output.written());
        if done {
            return out;
        }
    }
}

/// Brotli's quality and window for a body of `len` bytes. Quality 9 hashes into a fixed
/// 32 MB table (its touched pages were the server's peak memory, bench/RESULTS.md);
/// quality 10 keeps a tree sized by the window instead, and a window no larger than the body
/// loses nothing: for a 33 KB page 1.5 MB instead of 18 MB, as fast, and 6 % smaller.
fn brotli_settings(len: usize) -> (u32, u32) {
    let fitted = usize::BITS - len.saturating_sub(1).leading_zeros();
    (10, fitted.clamp(16, 20))
}

/// FNV-1a: a cheap, stable validator for the rendered pages.
fn fxhash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |hash, b| {
        (hash ^ u64::from(*b)).wrapping_mul(0x100000001b3)
    })
}

/// Bodies smaller than this are sent as they are when kept ready (the content cache):
/// compressing them costs more than it saves.
pub const KEPT_COMPRESSED_FROM: usize = 1024;

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

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    /// Bodies around each window size the fitting chooses decode to the same bytes, in
    /// both encodings.
    #[test]
    fn every_encoding_decodes_to_the_body() {
        for len in [0, 1, 1000, 65_535, 65_537, 200_000, 1_100_000] {
            let text = "<p>Tối ưu chuỗi cung ứng</p>".as_bytes();
            let body: Vec<u8> = (0..len)
                .map(|i: usize| text[i % text.len()].wrapping_add((i / 4096 % 8) as u8))
                .collect();
            let encoded = Encoded::new(body.clone());
            let mut unbrotli = Vec::new();
            brotli::Decompressor::new(&encoded.brotli()[..], 4096)
                .read_to_end(&mut unbrotli)
                .unwrap();
            assert_eq!(unbrotli, body, "brotli, {len} bytes");
            let mut gunzip = Vec::new();
            flate2::read::GzDecoder::new(&encoded.gzip()[..])
                .read_to_end(&mut gunzip)
                .unwrap();
            assert_eq!(gunzip, body, "gzip, {len} bytes");
        }
    }

    #[test]
    fn the_brotli_window_fits_the_body() {
        assert_eq!(brotli_settings(0), (10, 16));
        assert_eq!(brotli_settings(65_536), (10, 16));
        assert_eq!(brotli_settings(65_537), (10, 17));
        assert_eq!(brotli_settings(10 << 20), (10, 20));
    }
}
