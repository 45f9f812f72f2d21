//! Every request outside `/api`: the build's files (`super::assets`), `index.html` with each
//! page's head written in (200 for the app's routes (`super::routes`), the standing pages,
//! every published detail page and the console under `/admin`; 404 for any other path), the
//! sitemap, the blog's feeds and robots.txt.
//!
//! A change reads the settings again and patches the index of the published content with
//! the items it touched (the content watcher, or the owner's write itself, calls
//! [`WebApp::refresh`]), and nothing more: its cost does not grow with the number of pages
//! (docs/decisions-spec.md §21).
//!
//! Pages are the React app rendered in the server (`src/site/render/`), kept in the page
//! cache (a memory budget, least recently used out) with what each was made from: its
//! head and the answers to the queries its screens made. After a change, the next request
//! for a page checks those; a page whose data did not change is served as kept, one whose
//! data changed is rendered again for that request, which waits for that one render only
//! (docs/decisions-spec.md §12). A failed render is never kept (the next request tries again)
//! and reports the renderer `failing` in `/api/health` until a render works. The console,
//! an unsubscribe link, a calculator link beyond the few rendered at once, and a page
//! whose render failed are the bare
//! app (an empty body the browser fills) with their head. A query the page does not read
//! (campaign tags) changes nothing; a calculator link is rendered with its inputs and
//! result for its request, never kept (docs/decisions-spec.md §15).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use poem::{
    Endpoint, IntoResponse, Request, Response, Result,
    http::{Method, StatusCode, header},
};

use super::assets::{Assets, IMMUTABLE, PAGE, REVALIDATE, embedded_file, respond};
use super::inline_style::inline_stylesheets;
use super::page_cache::{Deps, PageCache};
use super::routes::{ROUTES, app_route, cookie_language, query_language, query_value, route_paths};
use crate::http::encoding::{Encoded, pick_encoding};
use crate::kernel::changes::{ChangeListener, version_in};
use crate::kernel::language::Language;
use crate::kernel::workers::Component;
use crate::pages::published::{Moved, Published, Section};
use crate::settings::SiteSettings;
use crate::site::render::data::RenderData;
use crate::site::render::{PageRenderer, RenderedBody, Renderer};
use crate::site::seo::sitemap::{MAX_ADDRESSES, rfc3339_from_unix};
use crate::site::seo::{
    LOGO_PATH, NOINDEX_ROUTES, Page, Seo, is_admin_path, json_block, paged_path,
};
use crate::site::share::{self, SharePictures};

mod documents;
mod forms;
mod pictures;
mod rendering;
mod requests;

use documents::Documents;
use pictures::logo;
use rendering::{Overlay, preload_key, published_pages, render_page, route_preloads};
pub use requests::CONTACT_SENT;
use requests::{Inputs, LINKED_RENDERS, inputs, not_found_render_path};

/// The longest a page request waits for the pages to be rendered again after a change.
const REFRESH_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// The settings and the index of the published content, for one content version: what
/// every page's head is made from. Reading it is the only work a change costs before it is
/// answered; pages are rendered when asked for.
pub struct Rendered {
    /// The content version it was read at.
    pub version: u64,
    pub settings: Arc<SiteSettings>,
    /// What is published: the detail pages' index, standing pages, when each list changed.
    pub published: Arc<Published>,
    /// `GET /api/settings`' body.
    pub public_json: Arc<Encoded>,
    documents: Documents,
}

/// What a request asks for: the page whose head it gets, its status, and the address its
/// body is rendered from (None: the bare app).
struct Resolved<'a> {
    page: Page<'a>,
    status: StatusCode,
    render: Option<String>,
    /// The bare page's key in the page cache.
    bare_key: String,
}

/// Renders waited for, by page key and version: a second request for a page being rendered
/// waits for that render instead of queueing another.
type Waiters = Mutex<HashMap<String, Vec<tokio::sync::oneshot::Sender<Option<Arc<Encoded>>>>>>;

/// The server side of the app: every page rendered in both languages.
pub struct WebApp {
    seo: Seo,
    /// Each post's and case study's drawn share picture, kept on disk.
    share: SharePictures,
    index: String,
    /// When the app was built (RFC 3339): the sitemap's lastmod of the static routes.
    built: String,
    rendered: RwLock<Arc<Rendered>>,
    robots: String,
    renderer: Arc<PageRenderer>,
    cache: Arc<PageCache>,
    waiters: Arc<Waiters>,
    /// Calculator links being rendered now (never kept): past [`LINKED_RENDERS`] such a
    /// link is served bare, so made-up query strings cannot queue up renders.
    linked: Arc<std::sync::atomic::AtomicUsize>,
    /// What renders are answered with; None: pages are served bare.
    data: Option<Arc<RenderData>>,
    /// The renderer's report for `/api/health`: `failing` while renders fail.
    health: Option<Component>,
    /// Each route's `modulepreload` links (docs/decisions-spec.md §28).
    preloads: HashMap<String, String>,
    /// The CSP sources allowing the stylesheet written into `index` (docs/decisions-spec.md §28).
    style_sources: Vec<String>,
    /// Held while the content is read again: the watcher and an owner's write patch one
    /// version after the other.
    refreshing: Mutex<()>,
    /// How many pages were rendered to be kept (tests read it: a change renders only the
    /// pages that show it).
    renders: Arc<std::sync::atomic::AtomicUsize>,
}

fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |hash, b| {
        (hash ^ u64::from(*b)).wrapping_mul(0x100000001b3)
    })
}

impl WebApp {
    /// The CSP sources (`'sha256-…'`) of the stylesheet every page carries in its head.
    pub fn style_sources(&self) -> &[String] {
        &self.style_sources
    }

    /// The page renderer, which also renders newsletters' Markdown (docs/decisions-spec.md §17).
    pub fn renderer(&self) -> Arc<PageRenderer> {
        self.renderer.clone()
    }

    /// The app with its pages' heads made from `settings` and `published` (read at
    /// `version`); the bodies are rendered by `renderer` from `data` when asked for, and
    /// kept within `page_cache_bytes`.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        public_url: &str,
        settings: SiteSettings,
        published: Published,
        version: u64,
        renderer: PageRenderer,
        data: Option<RenderData>,
        page_cache_bytes: usize,
        health: Option<Component>,
        data_dir: &std::path::Path,
    ) -> Arc<Self> {
        let seo = Seo::new(public_url);
        let share = SharePictures::new(data_dir, &published);
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
        let (index, style_sources) = inline_stylesheets(&index);
        let settings = Arc::new(settings);
        let rendered = Rendered {
            version,
            public_json: Arc::new(Encoded::new(settings.public_json().into_bytes())),
            settings,
            published: Arc::new(published),
            documents: Documents::default(),
        };
        let robots = seo.robots();
        let data = if renderer.available() {
            data.map(Arc::new)
        } else {
            None
        };
        Arc::new(WebApp {
            seo,
            share,
            index,
            built,
            rendered: RwLock::new(Arc::new(rendered)),
            robots,
            renderer: Arc::new(renderer),
            cache: Arc::new(PageCache::new(page_cache_bytes)),
            waiters: Arc::default(),
            linked: Arc::default(),
            data,
            health,
            preloads: route_preloads(),
            style_sources,
            refreshing: Mutex::new(()),
            renders: Arc::default(),
        })
    }

    pub fn seo(&self) -> &Seo {
        &self.seo
    }

    /// The kept pages: how many, and their bytes.
    pub fn page_cache_usage(&self) -> (usize, usize) {
        self.cache.usage()
    }

    /// How many pages have been rendered to be kept since the start.
    pub fn renders(&self) -> usize {
        self.renders.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The settings and published content as last read.
    pub fn current(&self) -> Arc<Rendered> {
        self.rendered.read().expect("pages lock").clone()
    }

    /// Brings the settings and the index of the published content to the content version
    /// (off the request path: the watcher thread, or the owner's write before it is
    /// answered): the settings read again, the index patched with the items the change log
    /// names (docs/decisions-spec.md §21), the sitemap and feeds kept unless they show what
    /// moved. Nothing is rendered here: each page is checked, and rendered again only if
    /// what it shows changed, when it is next asked for.
    pub fn refresh(&self, conn: &rusqlite::Connection) -> anyhow::Result<()> {
        let _one_at_a_time = self.refreshing.lock().expect("refresh lock");
        let version = version_in(conn)?;
        let current = self.current();
        if version <= current.version {
            return Ok(());
        }
        let settings = SiteSettings::load(conn)?;
        let (published, moved) = current.published.next(conn, current.version, version)?;
        let published = Arc::new(published);
        let next = if settings == *current.settings {
            Rendered {
                version,
                settings: current.settings.clone(),
                public_json: current.public_json.clone(),
                documents: current.documents.next(moved),
                published,
            }
        } else {
            let public_json = settings.public_json();
            let public_json = if public_json.as_bytes() == current.public_json.identity.as_ref() {
                current.public_json.clone()
            } else {
                Arc::new(Encoded::new(public_json.into_bytes()))
            };
            Rendered {
                version,
                settings: Arc::new(settings),
                published,
                public_json,
                // The feeds carry the company's name; the sitemap only addresses.
                documents: current.documents.next(Moved {
                    blog: true,
                    ..moved
                }),
            }
        };
        let mut slot = self.rendered.write().expect("pages lock");
        if slot.version < version {
            *slot = Arc::new(next);
        }
        Ok(())
    }

    /// Whether a page is served at `path` (no query): an app route, a standing page or a
    /// published item's page, as [`Self::resolve`] finds them.
    pub fn serves(&self, path: &str) -> bool {
        let trimmed = match path.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => path,
        };
        let rendered = self.current();
        app_route(trimmed).is_some()
            || trimmed
                .strip_prefix('/')
                .is_some_and(|slug| rendered.published.page(slug).is_some())
            || rendered.published.detail(trimmed).is_some()
    }

    /// Which page `req` asks for.
    fn resolve<'a>(&self, rendered: &'a Rendered, req: &Request) -> Resolved<'a> {
        let path = req.uri().path();
        if is_admin_path(path) {
            return Resolved {
                page: Page::Admin,
                status: StatusCode::OK,
                render: None,
                bare_key: "/admin".to_owned(),
            };
        }
        let trimmed = match path.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => path,
        };
        let not_found = |render: Option<String>| Resolved {
            page: Page::NotFound,
            status: StatusCode::NOT_FOUND,
            bare_key: format!("404:{}", render.as_deref().unwrap_or(trimmed)),
            render,
        };
        if let Some(route) = app_route(trimmed) {
            // Every public list is shown a page at a time (docs/decisions-spec.md §12), in
            // pages of the size the app asks for (both read `content::lists`).
            if let Some(spec) = crate::content::lists::by_path(route) {
                let (route, size) = (spec.path, usize::try_from(spec.page_size).unwrap_or(1));
                let count = rendered.published.list_count.get(route).copied();
                let last = published_pages(count.unwrap_or(0), size);
                let page = match query_value(req, "page") {
                    None => Some(1),
                    Some(n) => n.parse::<usize>().ok().filter(|n| (1..=last).contains(n)),
                };
                return match page {
                    Some(page) => Resolved {
                        page: Page::Paged { route, page, last },
                        status: StatusCode::OK,
                        render: Some(paged_path(route, page)),
                        bare_key: paged_path(route, page),
                    },
                    // Past the last page, or no page number at all.
                    None => not_found(not_found_render_path(&format!("{route}/~"))),
                };
            }
            return Resolved {
                page: Page::Route(route),
                status: StatusCode::OK,
                render: Some(route.to_owned()),
                bare_key: route.to_owned(),
            };
        }
        if let Some(standing) = trimmed
            .strip_prefix('/')
            .and_then(|slug| rendered.published.page(slug))
        {
            return Resolved {
                page: Page::Standing(standing),
                status: StatusCode::OK,
                render: Some(trimmed.to_owned()),
                bare_key: trimmed.to_owned(),
            };
        }
        if let Some(detail) = rendered.published.detail(trimmed) {
            return Resolved {
                page: Page::Detail(detail),
                status: StatusCode::OK,
                render: Some(trimmed.to_owned()),
                bare_key: trimmed.to_owned(),
            };
        }
        not_found(not_found_render_path(trimmed))
    }

    /// The page with its head only (the app fills the body in the browser), kept too.
    fn bare(&self, rendered: &Rendered, resolved: &Resolved<'_>, lang: Language) -> Arc<Encoded> {
        let key = format!("bare|{}|{}", lang.code(), resolved.bare_key);
        let mut html = self.seo.render(
            &self.index,
            resolved.page,
            lang,
            &rendered.settings,
            std::str::from_utf8(&rendered.public_json.identity).unwrap_or("{}"),
        );
        if let Some(links) = preload_key(resolved.page).and_then(|key| self.preloads.get(&key))
            && let Some(at) = html.find("</head>")
        {
            html.insert_str(at, links);
        }
        let head = format!("{:016x}", fnv(html.as_bytes()));
        if let Some(kept) = self.cache.get(&key)
            && *kept.head == *head
        {
            return kept.page;
        }
        let page = Arc::new(Encoded::new(html.into_bytes()));
        self.cache
            .insert(key, page.clone(), rendered.version, head, Vec::new());
        page
    }

    async fn page(&self, req: &Request) -> Response {
        let asked = query_language(req);
        let lang = asked.or_else(|| cookie_language(req)).unwrap_or_default();
        let rendered = self.fresh().await;
        let resolved = self.resolve(&rendered, req);
        let status = resolved.status;
        let page = match (&resolved.render, inputs(req, &resolved)) {
            (Some(render), Inputs::None) if self.data.is_some() => {
                let render = render.clone();
                self.server_page(&rendered, &resolved, render, lang).await
            }
            (Some(render), Inputs::Linked(query)) if self.data.is_some() => {
                let render = format!("{render}?{query}");
                self.linked_page(&rendered, &resolved, render, lang, None)
                    .await
            }
            (Some(render), Inputs::Variant(query)) if self.data.is_some() => {
                let render = format!("{render}?{query}");
                self.server_page(&rendered, &resolved, render, lang).await
            }
            _ => self.bare(&rendered, &resolved, lang),
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
            PAGE,
            validator,
            encoding,
            Some(vary),
            body.clone(),
        )
    }

    /// The settings and content as last read, after waiting (a little) for the content
    /// watcher to read them again when the content just changed: a body rendered from the
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

    /// The page rendered in the server: from the cache when it is current; when the
    /// content changed since it was rendered, kept if nothing it shows changed (its head
    /// and its queries' answers, checked off the executor) and rendered again otherwise.
    /// A request waits at most for its own page's render (behind the renders already
    /// queued), never for pages nobody asked for. The bare page when rendering fails.
    async fn server_page(
        &self,
        rendered: &Arc<Rendered>,
        resolved: &Resolved<'_>,
        render: String,
        lang: Language,
    ) -> Arc<Encoded> {
        let key = format!("{}|{render}", lang.code());
        let kept = self.cache.get(&key);
        if let Some(kept) = &kept
            && kept.version >= rendered.version
        {
            return kept.page.clone();
        }
        let bare = self.bare(rendered, resolved, lang);
        if let Some(kept) = kept
            && *kept.head == *bare.etag
            && let Some(data) = self.data.clone()
        {
            let published = rendered.published.clone();
            let deps = kept.deps.clone();
            let same = tokio::task::spawn_blocking(move || {
                deps.iter().all(|(query, hash)| {
                    fnv(data
                        .load(query, &published, None)
                        .unwrap_or_default()
                        .as_bytes())
                        == *hash
                })
            })
            .await
            .unwrap_or(false);
            if same {
                self.cache.confirm(&key, &kept.page, rendered.version);
                return kept.page;
            }
        }
        let (reply, answer) = tokio::sync::oneshot::channel();
        let waiting = format!("{}|{key}", rendered.version);
        let first = {
            let mut waiters = self.waiters.lock().expect("waiters lock");
            let list = waiters.entry(waiting.clone()).or_default();
            list.push(reply);
            list.len() == 1
        };
        if first
            && !self.schedule(
                rendered.clone(),
                key,
                waiting.clone(),
                render,
                lang,
                bare.clone(),
            )
        {
            self.waiters.lock().expect("waiters lock").remove(&waiting);
            return bare;
        }
        answer.await.ok().flatten().unwrap_or(bare)
    }

    /// A calculator's link with its inputs, rendered for this request and never kept (one
    /// page per query string would let anyone fill the memory); the bare page when
    /// [`LINKED_RENDERS`] are already under way or the render fails.
    async fn linked_page(
        &self,
        rendered: &Arc<Rendered>,
        resolved: &Resolved<'_>,
        render: String,
        lang: Language,
        overlay: Option<Overlay>,
    ) -> Arc<Encoded> {
        use std::sync::atomic::Ordering;
        let bare = self.bare(rendered, resolved, lang);
        let Some(data) = self.data.clone() else {
            return bare;
        };
        if self.linked.fetch_add(1, Ordering::SeqCst) >= LINKED_RENDERS {
            self.linked.fetch_sub(1, Ordering::SeqCst);
            return bare;
        }
        let (reply, answer) = tokio::sync::oneshot::channel();
        let rendered = rendered.clone();
        let (linked, page_bare) = (self.linked.clone(), bare.clone());
        let submitted = self.renderer.submit(move |renderer| {
            let page = render_page(
                renderer,
                None,
                &data,
                &rendered,
                (String::new(), render, overlay),
                lang,
                &page_bare,
            );
            linked.fetch_sub(1, Ordering::SeqCst);
            let _ = reply.send(page.ok());
        });
        if !submitted {
            self.linked.fetch_sub(1, Ordering::SeqCst);
            return bare;
        }
        answer.await.ok().flatten().unwrap_or(bare)
    }

    /// Queues the render of `render` in `lang` for `rendered`'s content; its waiters get
    /// the page (None when it failed).
    fn schedule(
        &self,
        rendered: Arc<Rendered>,
        key: String,
        waiting: String,
        render: String,
        lang: Language,
        bare: Arc<Encoded>,
    ) -> bool {
        let Some(data) = self.data.clone() else {
            return false;
        };
        let cache = self.cache.clone();
        let waiters = self.waiters.clone();
        let health = self.health.clone();
        let renders = self.renders.clone();
        self.renderer.submit(move |renderer| {
            if cache
                .get(&key)
                .is_none_or(|kept| kept.version < rendered.version)
            {
                renders.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            let page = render_page(
                renderer,
                Some(&cache),
                &data,
                &rendered,
                (key, render, None),
                lang,
                &bare,
            );
            if let Some(health) = &health {
                match &page {
                    Ok(_) => health.ok(),
                    Err(err) => health.failing(format!("{err:#}")),
                }
            }
            let page = page.ok();
            let list = waiters
                .lock()
                .expect("waiters lock")
                .remove(&waiting)
                .unwrap_or_default();
            for reply in list {
                let _ = reply.send(page.clone());
            }
        })
    }
}

impl ChangeListener for WebApp {
    fn changed(&self, conn: &rusqlite::Connection) -> anyhow::Result<()> {
        self.refresh(conn)
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
            "/blog/feed.xml" => {
                let rendered = self.current();
                let lang = query_language(&req).unwrap_or_default();
                let feed = self.feed(&rendered, lang).await;
                return Ok(self.document(&req, &feed, "application/atom+xml; charset=utf-8"));
            }
            "/robots.txt" => return Ok(text(&self.robots, "text/plain; charset=utf-8")),
            LOGO_PATH => return Ok(logo(&req)),
            "/index.html" => return Ok(self.page(&req).await),
            _ => {}
        }
        let sitemap = match path {
            "/sitemap.xml" => Some(0),
            _ => path
                .strip_prefix("/sitemap-")
                .and_then(|rest| rest.strip_suffix(".xml"))
                .and_then(|n| n.parse::<usize>().ok())
                .filter(|n| *n > 0 && !path.contains("-0")),
        };
        if let Some(n) = sitemap {
            let rendered = self.current();
            if let Some(doc) = self.sitemap(&rendered, n) {
                return Ok(self.document(&req, &doc, "application/xml; charset=utf-8"));
            }
        }
        if let Some((item, lang)) = share::parse(path) {
            return Ok(self.share_picture(&req, &item, lang).await);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn page(n: usize) -> Arc<Encoded> {
        // Text that does not compress away: the budget counts every form.
        let text: String = (0..n)
            .map(|i| char::from(b'a' + (i * 7919 % 26) as u8))
            .collect();
        Arc::new(Encoded::new(text.into_bytes()))
    }

    #[test]
    fn the_page_cache_keeps_to_its_budget_and_drops_the_least_recently_used() {
        let cache = PageCache::new(100_000);
        for i in 0..10 {
            cache.insert(format!("p{i}"), page(10_000), 1, String::new(), Vec::new());
            // p0 is used after each insert: it stays.
            assert!(cache.get("p0").is_some(), "after p{i}");
        }
        let (count, bytes) = cache.usage();
        assert!(bytes <= 100_000, "{bytes} bytes kept");
        assert!(count < 10, "{count} pages kept");
        assert!(
            cache.get("p1").is_none(),
            "the least recently used went first"
        );
        assert!(cache.get("p9").is_some(), "the newest stays");
        // A page larger than the whole budget is not kept at all.
        cache.insert("huge".into(), page(200_000), 1, String::new(), Vec::new());
        assert!(cache.get("huge").is_none());
        assert!(cache.usage().1 <= 100_000);
    }
}
