//! The drawn share pictures of posts and case studies, and the logo.

use super::*;

impl WebApp {
    /// A post's or case study's drawn share picture. The address of an older version (the
    /// title or the company's name changed since) leads to the current one; an item that
    /// is not published, or has a picture of its own, has none.
    pub(super) async fn share_picture(
        &self,
        req: &Request,
        item: &str,
        lang: Language,
    ) -> Response {
        let rendered = self.current();
        let Some(detail) = rendered.published.detail(item) else {
            return StatusCode::NOT_FOUND.into_response();
        };
        let company = &rendered.settings.company_name;
        let current = share::path(detail, lang, company);
        let drawn = self
            .seo
            .share_image(Page::Detail(detail), lang, &rendered.settings);
        if !drawn.ends_with(&current) {
            return StatusCode::NOT_FOUND.into_response();
        }
        if req.uri().path() != current {
            return Response::builder()
                .status(StatusCode::FOUND)
                .header(header::LOCATION, current)
                .header(header::CACHE_CONTROL, "public, max-age=300")
                .finish();
        }
        let file = current.rsplit('/').next().unwrap_or_default();
        let picture = self.share.picture(
            item,
            file,
            detail.section,
            lang,
            detail.title(lang).to_owned(),
            company.clone(),
        );
        match picture.await {
            Ok(png) => respond(
                req,
                StatusCode::OK,
                "image/png",
                IMMUTABLE,
                Some(&format!("\"{}\"", file.trim_end_matches(".png"))),
                None,
                None,
                png.into(),
            ),
            Err(error) => {
                tracing::error!(%error, item, "a share picture could not be drawn");
                StatusCode::INTERNAL_SERVER_ERROR.into_response()
            }
        }
    }
}

/// The brand's logo as PNG (512×512, from the site's own mark), drawn once.
pub(super) fn logo(req: &Request) -> Response {
    static LOGO: OnceLock<Option<bytes::Bytes>> = OnceLock::new();
    let png = LOGO.get_or_init(|| {
        let svg = embedded_file_text("favicon.svg")?;
        share::rasterize(&svg, 512, 512).ok().map(Into::into)
    });
    match png {
        Some(png) => respond(
            req,
            StatusCode::OK,
            "image/png",
            "public, max-age=86400",
            Some("\"logo\""),
            None,
            None,
            png.clone(),
        ),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

fn embedded_file_text(name: &str) -> Option<String> {
    Assets::get(name).map(|f| String::from_utf8_lossy(&f.data).into_owned())
}
