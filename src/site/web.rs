//! The React app, embedded in the binary: hashed assets cached forever and sent
//! precompressed (brotli or gzip, built by Vite), `index.html` with each page's head written
//! in (200 for the app's routes, the standing pages, every published detail page and the
//! console under `/admin`; 404 for any other path), the sitemap, the blog's feeds and
//! robots.txt.
//!
//! The pages' heads are rendered at start and again only when the owner's settings or the
//! published content change (the content watcher, or the owner's write itself, calls
//! [`WebApp::refresh`]): a request only picks the rendered page, never reads SQLite.
//!
//! Their bodies are the React app rendered in the server (`src/render/`), kept per content
//! version, path and language: the first request for a page after a change waits for its
//! render, and a change renders again, in the background, every page rendered before it.
//! The console, pages opened with inputs in their query, and any page whose render failed
//! are the bare app (an empty body the browser fills) with their head.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock, RwLock};

use bytes::Bytes;
use poem::{
    Endpoint, IntoResponse, Request, Response, Result,
    http::{HeaderValue, Method, StatusCode, header},
};
use rust_embed::RustEmbed;

use crate::http::encoding::{Encoded, accepts, pick_encoding};
use crate::kernel::changes::{ChangeListener, version_in};
use crate::kernel::language::Language;
use crate::pages::published::{Published, Section};
use crate::settings::SiteSettings;
use crate::site::render::data::RenderData;
use crate::site::render::{PageRenderer, RenderedBody, Renderer};
use crate::site::seo::sitemap::rfc3339_from_unix;
use crate::site::seo::{Page, Seo, is_admin_path, json_block};

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
        serde_json::from_str(include_str!("../../frontend/src/app/route-table.json"))
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

/// The longest a page request waits for the pages to be rendered again after a change.
const REFRESH_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// A page in both languages (Vietnamese first).
type Both = [Arc<Encoded>; 2];

fn lang_index(lang: Language) -> usize {
    match lang {
        Language::Vi => 0,
        Language::En => 1,
    }
}

/// The pages as rendered for one state of the settings and the published content.
pub struct Rendered {
    /// The content version they were rendered at.
    pub version: u64,
    pub settings: Arc<SiteSettings>,
    /// What is published: detail pages, standing pages, when each list changed.
    pub published: Arc<Published>,
    /// `GET /api/settings`' body.
    pub public_json: Arc<Encoded>,
    /// By path: the routes, the standing pages and every published detail page.
    pages: HashMap<String, Both>,
    admin: Both,
    not_found: Both,
    sitemap: Arc<Encoded>,
    /// The blog's Atom feed, Vietnamese then English.
    feeds: Both,
}

/// The server-rendered pages of one content version, by render path and language.
#[derive(Default)]
struct ServerPages {
    version: u64,
    pages: HashMap<(String, Language), Arc<Encoded>>,
}

impl ServerPages {
    fn get(&self, version: u64, path: &str, lang: Language) -> Option<Arc<Encoded>> {
        if self.version != version {
            return None;
        }
        self.pages.get(&(path.to_owned(), lang)).cloned()
    }

    fn insert(&mut self, version: u64, path: String, lang: Language, page: Arc<Encoded>) {
        if self.version < version {
            self.version = version;
            self.pages.clear();
        }
        if self.version == version {
            self.pages.insert((path, lang), page);
        }
    }
}

/// The server side of the app: every page rendered in both languages.
pub struct WebApp {
    seo: Seo,
    index: String,
    /// When the app was built (RFC 3339): the sitemap's lastmod of the static routes.
    built: String,
    rendered: RwLock<Arc<Rendered>>,
    robots: String,
    renderer: Arc<PageRenderer>,
    server_pages: Arc<RwLock<ServerPages>>,
    /// What renders are answered with; None: pages are served bare.
    data: Option<Arc<RenderData>>,
}

impl WebApp {
    /// The app with its pages rendered for `settings` and `published` (read at `version`);
    /// the bodies are rendered by `renderer` from `data` when asked for.
    pub fn new(
        public_url: &str,
        settings: SiteSettings,
        published: Published,
        version: u64,
        renderer: PageRenderer,
        data: Option<RenderData>,
    ) -> Arc<Self> {
        let seo = Seo::new(public_url);
        let index = Assets::get("index.html")
            .map(|f| String::from_utf8_lossy(&f.data).into_owned())
            .unwrap_or_else(|| {
                "<!doctype html><html lang=\"vi\"><head><!-- head:start --><!-- head:end --></head><body>The app was not built into this binary.</body></html>".to_owned()
            });
        let built = Assets::get("index.html")
            .and_then(|f| f.metadata.last_modified())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs())
            });
        let built = rfc3339_from_unix(built);
        let rendered = render(
            &seo,
            &index,
            &built,
            Arc::new(settings),
            Arc::new(published),
            version,
            None,
        );
        let robots = seo.robots();
        Arc::new(WebApp {
            seo,
            index,
            built,
            rendered: RwLock::new(Arc::new(rendered)),
            robots,
            renderer: Arc::new(renderer),
            server_pages: Arc::default(),
            data: data.map(Arc::new),
        })
    }

    pub fn seo(&self) -> &Seo {
        &self.seo
    }

    /// The pages and settings as last rendered.
    pub fn current(&self) -> Arc<Rendered> {
        self.rendered.read().expect("pages lock").clone()
    }

    /// Reads the settings and the published content again when the content version moved
    /// past the rendered one, and renders the pages again when either changed (off the
    /// request path: the watcher thread or the blocking pool). Pages whose text changed are
    /// compressed here too, so no visitor waits; the others keep their compressed forms.
    pub fn refresh(&self, conn: &rusqlite::Connection) -> anyhow::Result<()> {
        let version = version_in(conn)?;
        let current = self.current();
        if version <= current.version {
            return Ok(());
        }
        let settings = SiteSettings::load(conn)?;
        let published = Published::load(conn)?;
        let next = if settings == *current.settings && published == *current.published {
            // Something no page shows changed (a draft, the order of a list…).
            Rendered {
                version,
                settings: current.settings.clone(),
                published: current.published.clone(),
                public_json: current.public_json.clone(),
                pages: current.pages.clone(),
                admin: current.admin.clone(),
                not_found: current.not_found.clone(),
                sitemap: current.sitemap.clone(),
                feeds: current.feeds.clone(),
            }
        } else {
            let rendered = render(
                &self.seo,
                &self.index,
                &self.built,
                Arc::new(settings),
                Arc::new(published),
                version,
                Some(&current),
            );
            for page in rendered
                .pages
                .values()
                .chain([&rendered.admin, &rendered.not_found, &rendered.feeds])
                .flatten()
                .chain([&rendered.sitemap])
            {
                page.gzip();
                page.brotli();
            }
            rendered
        };
        let next = Arc::new(next);
        {
            let mut slot = self.rendered.write().expect("pages lock");
            if slot.version >= version {
                return Ok(());
            }
            *slot = next.clone();
        }
        // The pages visitors asked for are rendered again now, in the background; one asked
        // for before that is done is rendered for its request.
        if self.renderer.started() {
            let keys: Vec<(String, Language)> = self
                .server_pages
                .read()
                .expect("server pages lock")
                .pages
                .keys()
                .cloned()
                .collect();
            for (path, lang) in keys {
                self.schedule(next.clone(), path, lang, None);
            }
        }
        Ok(())
    }

    async fn page(&self, req: &Request) -> Response {
        let path = req.uri().path();
        let asked = query_language(req);
        let lang = asked.or_else(|| cookie_language(req)).unwrap_or_default();
        let rendered = self.fresh().await;
        let (page, status, render_path) = if is_admin_path(path) {
            (&rendered.admin, StatusCode::OK, None)
        } else {
            let trimmed = match path.strip_suffix('/') {
                Some(trimmed) if !trimmed.is_empty() => trimmed,
                _ => path,
            };
            match rendered.pages.get(trimmed) {
                Some(page) => (page, StatusCode::OK, Some(trimmed.to_owned())),
                None => (
                    &rendered.not_found,
                    StatusCode::NOT_FOUND,
                    not_found_render_path(trimmed),
                ),
            }
        };
        let bare = &page[lang_index(lang)];
        let page = match render_path {
            Some(render_path) if !has_inputs(req) => {
                self.server_page(&rendered, render_path, lang, bare).await
            }
            _ => bare.clone(),
        };
        // A 304 for a 404 page would hide the status from crawlers and monitors.
        let validator = (status == StatusCode::OK).then_some(page.etag.as_str());
        let (encoding, body) = pick_encoding(req, &page);
        // Without `?lang`, the language comes from the `locale` cookie.
        let vary = if asked.is_some() {
            "Accept-Encoding"
        } else {
            "Accept-Encoding, Cookie"
        };
        respond(
            req,
            status,
            "text/html; charset=utf-8",
            REVALIDATE,
            validator,
            encoding,
            Some(vary),
            body.clone(),
        )
    }

    /// The pages as last rendered, after waiting (a little) for the content watcher to
    /// finish rendering them again when the content just changed: a body rendered from the
    /// new content must not be sent under the old head.
    async fn fresh(&self) -> Arc<Rendered> {
        let mut rendered = self.current();
        let Some(data) = &self.data else {
            return rendered;
        };
        let wanted = data.version();
        let start = std::time::Instant::now();
        while rendered.version < wanted && start.elapsed() < REFRESH_WAIT {
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            rendered = self.current();
        }
        rendered
    }

    /// The page rendered in the server: from memory when rendered for the current content,
    /// else rendered now (the first request after a change). The bare page when the
    /// renderer is not available.
    async fn server_page(
        &self,
        rendered: &Arc<Rendered>,
        path: String,
        lang: Language,
        bare: &Arc<Encoded>,
    ) -> Arc<Encoded> {
        let cached =
            self.server_pages
                .read()
                .expect("server pages lock")
                .get(rendered.version, &path, lang);
        if let Some(page) = cached {
            return page;
        }
        let (reply, answer) = tokio::sync::oneshot::channel();
        if !self.schedule(rendered.clone(), path, lang, Some(reply)) {
            return bare.clone();
        }
        answer.await.unwrap_or_else(|_| bare.clone())
    }

    /// Queues the render of `path` in `lang` for `rendered`'s content; `reply` gets the page.
    fn schedule(
        &self,
        rendered: Arc<Rendered>,
        path: String,
        lang: Language,
        reply: Option<tokio::sync::oneshot::Sender<Arc<Encoded>>>,
    ) -> bool {
        let Some(data) = self.data.clone() else {
            return false;
        };
        let pages = self.server_pages.clone();
        self.renderer.submit(move |renderer| {
            let page = render_page(renderer, &pages, &data, &rendered, path, lang);
            if let Some(reply) = reply {
                let _ = reply.send(page);
            }
        })
    }

    /// The sitemap or a feed: revalidated on every use, so a change shows at once.
    fn document(&self, req: &Request, doc: &Encoded, content_type: &str) -> Response {
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
}

/// Renders one page on the renderer thread (unless a queued job did already) and keeps it.
/// A failed render keeps the bare page for this content version, so it is not tried on
/// every request.
fn render_page(
    renderer: &mut Renderer,
    pages: &RwLock<ServerPages>,
    data: &Arc<RenderData>,
    rendered: &Rendered,
    path: String,
    lang: Language,
) -> Arc<Encoded> {
    let cached = pages
        .read()
        .expect("server pages lock")
        .get(rendered.version, &path, lang);
    if let Some(page) = cached {
        return page;
    }
    data.catch_up(rendered.version);
    let head = rendered.pages.get(&path).unwrap_or(&rendered.not_found);
    let bare = &head[lang_index(lang)];
    let settings = String::from_utf8_lossy(&rendered.public_json.identity);
    let loader = {
        let data = data.clone();
        let published = rendered.published.clone();
        Box::new(move |key: &[String]| data.load(key, &published))
    };
    let page = match renderer.render(&path, lang, &settings, loader) {
        Ok(body) => with_body(bare, &body),
        Err(err) => {
            tracing::warn!(error = %format!("{err:#}"), path, lang = lang.code(), "page not rendered; serving the bare app");
            None
        }
    };
    let page = page.unwrap_or_else(|| bare.clone());
    // Compressed here, off the request path.
    page.gzip();
    page.brotli();
    // Kept unless the content moved on while it rendered (its lists may then be newer than
    // its head); the refresh that follows renders it again.
    if data.version() <= rendered.version {
        pages.write().expect("server pages lock").insert(
            rendered.version,
            path,
            lang,
            page.clone(),
        );
    }
    page
}

/// The bare page with the rendered body in its root and the render's data after it.
fn with_body(bare: &Encoded, body: &RenderedBody) -> Option<Arc<Encoded>> {
    const ROOT: &str = "<div id=\"root\"></div>";
    let html = std::str::from_utf8(&bare.identity).ok()?;
    let at = html.find(ROOT)?;
    let page = format!(
        "{}<div id=\"root\">{}</div>{}{}",
        &html[..at],
        body.html,
        json_block("tradelane-data", &body.data),
        &html[at + ROOT.len()..]
    );
    Some(Arc::new(Encoded::new(page.into_bytes())))
}

/// Where a path that is no page is rendered: one Not Found per kind of path (all unknown
/// paths share it, so no one can fill the memory with renders of made-up addresses). The
/// kind keeps what the screen shows: the section whose link is current in the header, and
/// whether the path is a detail page of a section (`/blog/{slug}`). None: a standing page
/// that is not published, which the app shows as that page's own error; served bare.
fn not_found_render_path(path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let first = *segments.first()?;
    if segments.len() == 1 && crate::pages::SLUGS.contains(&first) {
        return None;
    }
    let known = ROUTES
        .iter()
        .any(|route| route.trim_start_matches('/').split('/').next() == Some(first))
        || Section::ALL.iter().any(|s| s.path() == format!("/{first}"));
    let first = if known { first } else { "~" };
    let depth = segments.len().min(3);
    let mut render = format!("/{first}");
    for _ in 1..depth {
        render.push_str("/~");
    }
    Some(render)
}

/// Inputs in the query (a calculator's, an unsubscribe token…) make the page the bare app:
/// one rendered page per query string would let anyone fill the memory.
fn has_inputs(req: &Request) -> bool {
    req.uri().query().is_some_and(|query| {
        query
            .split('&')
            .filter(|pair| !pair.is_empty())
            .any(|pair| pair.split('=').next() != Some("lang"))
    })
}

impl ChangeListener for WebApp {
    fn changed(&self, conn: &rusqlite::Connection) -> anyhow::Result<()> {
        self.refresh(conn)
    }
}

/// Every page in both languages, the sitemap and the feeds, for one state of the settings
/// and the content. A page whose text is the same as in `previous` keeps its body (and the
/// compressed forms already made of it).
fn render(
    seo: &Seo,
    index: &str,
    built: &str,
    settings: Arc<SiteSettings>,
    published: Arc<Published>,
    version: u64,
    previous: Option<&Rendered>,
) -> Rendered {
    let json = settings.public_json();
    let keep = |old: Option<&Arc<Encoded>>, text: String| -> Arc<Encoded> {
        match old {
            Some(old) if old.identity.as_ref() == text.as_bytes() => old.clone(),
            _ => Arc::new(Encoded::new(text.into_bytes())),
        }
    };
    let both = |page: Page<'_>, old: Option<&Both>| -> Both {
        [Language::Vi, Language::En].map(|lang| {
            let html = seo.render(index, page, lang, &settings, &json);
            keep(old.map(|o| &o[lang_index(lang)]), html)
        })
    };
    let old_page = |path: &str| previous.and_then(|p| p.pages.get(path));
    let mut pages = HashMap::new();
    for path in route_paths() {
        pages.insert(path.to_owned(), both(Page::Route(path), old_page(path)));
    }
    for standing in &published.pages {
        let path = standing.path();
        let html = both(Page::Standing(standing), old_page(&path));
        pages.insert(path, html);
    }
    for detail in &published.details {
        let path = detail.path();
        let html = both(Page::Detail(detail), old_page(&path));
        pages.insert(path, html);
    }
    let admin = both(Page::Admin, previous.map(|p| &p.admin));
    let not_found = both(Page::NotFound, previous.map(|p| &p.not_found));
    let sitemap = keep(
        previous.map(|p| &p.sitemap),
        seo.sitemap(route_paths(), &published, built),
    );
    let feeds = [Language::Vi, Language::En].map(|lang| {
        keep(
            previous.map(|p| &p.feeds[lang_index(lang)]),
            seo.feed(&published, &settings, lang),
        )
    });
    Rendered {
        version,
        public_json: Arc::new(Encoded::new(json.into_bytes())),
        settings,
        published,
        pages,
        admin,
        not_found,
        sitemap,
        feeds,
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
            "/sitemap.xml" => {
                let rendered = self.current();
                return Ok(self.document(
                    &req,
                    &rendered.sitemap,
                    "application/xml; charset=utf-8",
                ));
            }
            "/blog/feed.xml" => {
                let rendered = self.current();
                let lang = query_language(&req).unwrap_or_default();
                return Ok(self.document(
                    &req,
                    &rendered.feeds[lang_index(lang)],
                    "application/atom+xml; charset=utf-8",
                ));
            }
            "/robots.txt" => return Ok(text(&self.robots, "text/plain; charset=utf-8")),
            "/index.html" => return Ok(self.page(&req).await),
            _ => {}
        }
        let file = path.trim_start_matches('/');
        if !file.is_empty()
            && let Some(response) = embedded_file(&req, file)
        {
            return Ok(response);
        }
        Ok(self.page(&req).await)
    }
}

/// The language a visitor chose on an earlier visit: the `locale` cookie the app sets.
fn cookie_language(req: &Request) -> Option<Language> {
    req.headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == "locale")
        .and_then(|(_, value)| Language::parse(value.trim()))
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
    vary: Option<&'static str>,
    body: Bytes,
) -> Response {
    // One validator per encoding: caches must not mix a brotli body with a gzip one.
    let etag = etag.map(|tag| match encoding {
        Some(coding) => format!("{}-{coding}\"", tag.trim_end_matches('"')),
        None => tag.to_owned(),
    });
    let mut builder = Response::builder().header(header::CACHE_CONTROL, cache);
    if let Some(vary) = vary {
        builder = builder.header(header::VARY, vary);
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
        has_variants.then_some("Accept-Encoding"),
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
