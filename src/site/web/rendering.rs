//! Rendering a page in the server: its preloads, the render on a renderer thread and the
//! page it makes.

use super::*;

/// Each route's scripts as `modulepreload` links, from the build's `route-preloads.json`
/// (`frontend/vite.config.ts`): a page's head names only its own route's chunks, so a slow
/// phone fetches them side by side from the start instead of one after another as each import
/// is found (docs/decisions-spec.md §28). Low priority, last in the head: the fonts and pictures
/// come first (bench/RESULTS.md found no later first paint than without them).
pub(super) fn route_preloads() -> HashMap<String, String> {
    let Some(file) = Assets::get("route-preloads.json") else {
        return HashMap::new();
    };
    let routes: HashMap<String, Vec<String>> =
        serde_json::from_slice(&file.data).unwrap_or_default();
    routes
        .into_iter()
        .map(|(route, files)| {
            let links = files
                .iter()
                .filter(|file| {
                    file.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-_./".contains(c))
                })
                .map(|file| {
                    format!(
                        "<link rel=\"modulepreload\" crossorigin fetchpriority=\"low\" href=\"/{file}\">"
                    )
                })
                .collect::<String>();
            (route, links)
        })
        .collect()
}

/// The router's path a page is served by (`/blog/:slug` for a post), for its preloads.
pub(super) fn preload_key(page: Page<'_>) -> Option<String> {
    match page {
        Page::Route(route) | Page::Paged { route, .. } => Some(route.to_owned()),
        Page::Standing(standing) => Some(format!("/{}", standing.slug)),
        Page::Detail(detail) => Some(format!("{}/:slug", detail.section.path())),
        Page::NotFound | Page::Admin => None,
    }
}

/// How many pages a list of `count` items takes, `size` a page (one at least: an empty
/// list shows its empty first page).
pub(super) fn published_pages(count: usize, size: usize) -> usize {
    count.div_ceil(size).max(1)
}

/// One query's answer given to one render before the content's: a visitor's own post,
/// which only that answer shows (docs/decisions-spec.md §28).
pub(super) type Overlay = (Vec<serde_json::Value>, String);

/// Renders one page (`job`: its key in `cache`, the address rendered, an overlay) on a
/// renderer thread and keeps it in `cache` (None: not kept), with what it was made from. A
/// failed render is never kept: the next request tries again.
pub(super) fn render_page(
    renderer: &mut Renderer,
    cache: Option<&PageCache>,
    data: &Arc<RenderData>,
    rendered: &Rendered,
    job: (String, String, Option<Overlay>),
    lang: Language,
    bare: &Arc<Encoded>,
) -> anyhow::Result<Arc<Encoded>> {
    let (key, render, overlay) = job;
    if let Some(kept) = cache.and_then(|cache| cache.get(&key))
        && kept.version >= rendered.version
    {
        return Ok(kept.page);
    }
    data.catch_up(rendered.version);
    let settings = String::from_utf8_lossy(&rendered.public_json.identity);
    let asked: Rc<RefCell<Deps>> = Rc::default();
    let loader = {
        let data = data.clone();
        let published = rendered.published.clone();
        let asked = asked.clone();
        // A link's render (never kept) may read what its inputs ask for; a kept page may not.
        let link = cache.is_none().then(|| render.clone());
        Box::new(move |query: &[serde_json::Value]| {
            if let Some((asked_for, answer)) = &overlay
                && query == asked_for.as_slice()
            {
                return Some(answer.clone());
            }
            let answer = data.load(query, &published, link.as_deref());
            asked.borrow_mut().push((
                query.to_vec(),
                fnv(answer.as_deref().unwrap_or_default().as_bytes()),
            ));
            answer
        })
    };
    let body = renderer.render(&render, lang, &settings, loader).map_err(|err| {
        tracing::warn!(error = %format!("{err:#}"), render, lang = lang.code(), "page not rendered; serving the bare app");
        err
    })?;
    let page = with_body(bare, &body)
        .ok_or_else(|| anyhow::anyhow!("the page has no root to render into"))?;
    // Compressed here, off the request path (the cache counts every form).
    page.gzip();
    page.brotli();
    let deps = asked.take();
    if let Some(cache) = cache {
        cache.insert(key, page.clone(), rendered.version, bare.etag.clone(), deps);
    }
    Ok(page)
}

/// The bare page with the rendered body in its root and the render's data after it.
pub(super) fn with_body(bare: &Encoded, body: &RenderedBody) -> Option<Arc<Encoded>> {
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
