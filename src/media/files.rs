//! `GET`/`HEAD /media/{name}`: the library's files. A name holds its content's hash, so a
//! file never changes under its name: a year-long immutable cache, and the name as ETag.
//! Only names of the form the library writes are looked up, so no path can leave the folder.

use super::MediaLibrary;
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::web::{Data, Path};
use poem::{Body, Request, Response, handler};
use std::sync::Arc;

/// `<32 hex digits>[-card|-share].<jpg|png>` or `<32 hex digits>-<width>.webp` (a width of
/// `picture::WEBP_WIDTHS`), and its Content-Type.
pub(crate) fn content_type(name: &str) -> Option<&'static str> {
    let (stem, ext) = name.split_once('.')?;
    if ext == "webp" {
        let (hash, width) = stem.split_once('-')?;
        let known = super::picture::WEBP_WIDTHS
            .iter()
            .any(|w| w.to_string() == width);
        return (known && is_hash(hash)).then_some("image/webp");
    }
    let hash = stem
        .strip_suffix("-card")
        .or_else(|| stem.strip_suffix("-share"))
        .unwrap_or(stem);
    if !is_hash(hash) || (stem.ends_with("-share") && ext != "jpg") {
        return None;
    }
    match ext {
        "jpg" => Some("image/jpeg"),
        "png" => Some("image/png"),
        _ => None,
    }
}

fn is_hash(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Where a WebP copy's picture is while the copy is not made yet (a picture uploaded before
/// the copies existed, until `media::webp` reaches it): the JPEG/PNG of about that width.
async fn stand_in(dir: &std::path::Path, name: &str) -> Option<String> {
    let (hash, width) = name.strip_suffix(".webp")?.split_once('-')?;
    let width: u32 = width.parse().ok()?;
    let size = if width <= super::picture::CARD_SIDE {
        "-card"
    } else {
        ""
    };
    for ext in ["jpg", "png"] {
        let file = format!("{hash}{size}.{ext}");
        if tokio::fs::try_exists(dir.join(&file))
            .await
            .unwrap_or(false)
        {
            return Some(format!("/media/{file}"));
        }
    }
    None
}

#[handler]
pub async fn serve(
    req: &Request,
    Path(name): Path<String>,
    media: Data<&Arc<MediaLibrary>>,
) -> Response {
    let Some(mime) = content_type(&name) else {
        return not_found();
    };
    let etag = format!("\"{name}\"");
    let path = media.0.dir.join(&name);
    let bytes = match tokio::fs::read(&path).await {
        Ok(bytes) => bytes,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            return match stand_in(&media.0.dir, &name).await {
                // Not cached: the copy itself will be there soon.
                Some(address) => Response::builder()
                    .status(StatusCode::FOUND)
                    .header(header::LOCATION, address)
                    .header(header::CACHE_CONTROL, "no-store")
                    .finish(),
                None => not_found(),
            };
        }
        Err(err) => {
            tracing::error!(path = %path.display(), error = %err, "media file unreadable");
            return Response::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .finish();
        }
    };
    let mut builder = Response::builder()
        .header(header::CACHE_CONTROL, "public, max-age=31536000, immutable")
        .header(header::ETAG, etag.as_str())
        .header("x-content-type-options", "nosniff");
    let fresh = req
        .header(header::IF_NONE_MATCH)
        .is_some_and(|tags| tags.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    if fresh {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    builder = builder
        .content_type(mime)
        .header(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
    if req.method() == Method::HEAD {
        builder.finish()
    } else {
        builder.body(Body::from(bytes))
    }
}

fn not_found() -> Response {
    Response::builder()
        .status(StatusCode::NOT_FOUND)
        .header(header::CACHE_CONTROL, "no-store")
        .content_type("text/plain; charset=utf-8")
        .body("Not Found")
}

#[cfg(test)]
mod tests {
    use super::content_type;

    #[test]
    fn only_the_library_names() {
        let hash = "0123456789abcdef0123456789abcdef";
        assert_eq!(content_type(&format!("{hash}.jpg")), Some("image/jpeg"));
        assert_eq!(content_type(&format!("{hash}-card.png")), Some("image/png"));
        assert_eq!(
            content_type(&format!("{hash}-share.jpg")),
            Some("image/jpeg")
        );
        for width in [400, 800, 1600] {
            assert_eq!(
                content_type(&format!("{hash}-{width}.webp")),
                Some("image/webp")
            );
        }
        for name in [
            format!("{hash}-share.png"),
            format!("{hash}.svg"),
            format!("{}.jpg", &hash[1..]),
            format!("../{hash}.jpg"),
            format!("{}.jpg", hash.to_uppercase()),
            ".x.jpg.partial".to_owned(),
            format!("{hash}-500.webp"),
            format!("{hash}.webp"),
            format!("{hash}-card.webp"),
            "..".to_owned(),
        ] {
            assert_eq!(content_type(&name), None, "{name}");
        }
    }
}
