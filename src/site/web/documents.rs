//! The sitemap and the blog's feeds: made once per state of the content, when first
//! asked for, and revalidated on every use.

use super::*;

pub(super) fn lang_index(lang: Language) -> usize {
    match lang {
        Language::Vi => 0,
        Language::En => 1,
    }
}

/// The sitemap and the feeds of one state of the content, made when first asked for; each
/// carried to the next state when what it shows did not change (docs/decisions-spec.md §21).
#[derive(Default, Clone)]
pub(super) struct Documents {
    sitemaps: Arc<OnceLock<Vec<Arc<Encoded>>>>,
    feeds: Arc<[OnceLock<Arc<Encoded>>; 2]>,
}

impl Documents {
    /// These documents for a newer state: made again where `moved` says they show a change.
    pub(super) fn next(&self, moved: Moved) -> Documents {
        Documents {
            sitemaps: if moved.index {
                Arc::default()
            } else {
                self.sitemaps.clone()
            },
            feeds: if moved.blog {
                Arc::default()
            } else {
                self.feeds.clone()
            },
        }
    }
}

impl WebApp {
    /// The sitemap or a feed: revalidated on every use, so a change shows at once.
    pub(super) fn document(&self, req: &Request, doc: &Encoded, content_type: &str) -> Response {
        let (encoding, body) = pick_encoding(req, doc);
        respond(
            req,
            StatusCode::OK,
            content_type,
            REVALIDATE,
            Some(doc.etag.as_str()),
            encoding,
            Some("Accept-Encoding"),
            body.clone(),
        )
    }

    /// `/sitemap.xml` (n = 0) or `/sitemap-n.xml`, made when first asked for.
    pub(super) fn sitemap(&self, rendered: &Rendered, n: usize) -> Option<Arc<Encoded>> {
        let docs = rendered.documents.sitemaps.get_or_init(|| {
            self.seo
                .sitemaps(
                    route_paths(),
                    &rendered.published,
                    &self.built,
                    MAX_ADDRESSES,
                )
                .into_iter()
                .map(|xml| Arc::new(Encoded::new(xml.into_bytes())))
                .collect()
        });
        // With one sitemap there are no children.
        if n > 0 && docs.len() == 1 {
            return None;
        }
        docs.get(n).cloned()
    }

    /// The feed, made when first asked for: the bodies are rendered by the site's Markdown
    /// renderer (the newsletters' one: absolute links) off the async threads.
    pub(super) async fn feed(&self, rendered: &Arc<Rendered>, lang: Language) -> Arc<Encoded> {
        let cell = &rendered.documents.feeds[lang_index(lang)];
        if let Some(doc) = cell.get() {
            return doc.clone();
        }
        let renderer = self.renderer.clone();
        let base = self.seo.absolute("");
        let bodies: Vec<(String, String)> = rendered
            .published
            .feed_bodies
            .iter()
            .map(|(slug, (vi, en))| (slug.clone(), lang.pick(vi, en).to_owned()))
            .collect();
        let html = tokio::task::spawn_blocking(move || {
            bodies
                .into_iter()
                .filter_map(|(slug, text)| match renderer.mail_html(&text, &base) {
                    Ok(html) => Some((slug, html)),
                    Err(err) => {
                        tracing::warn!(%slug, error = %err, "a feed entry's body could not be rendered");
                        None
                    }
                })
                .collect::<HashMap<_, _>>()
        })
        .await
        .unwrap_or_default();
        cell.get_or_init(|| {
            let xml = self
                .seo
                .feed(&rendered.published, &rendered.settings, lang, &html);
            Arc::new(Encoded::new(xml.into_bytes()))
        })
        .clone()
    }
}
