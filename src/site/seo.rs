//! What a crawler reads without running any script: each page's `<head>` written into
//! `index.html` (title, description, canonical, alternates, Open Graph, Twitter, JSON-LD),
//! the sitemap and robots.txt. Titles and descriptions come from the app's own
//! `page-meta.json` and the brand from the current settings (the owner edits them), so
//! server and app say the same thing. Every page also carries the public settings as a JSON
//! data block, which the app reads at start instead of asking for them.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::{Value, json};

use crate::content::lists::LISTS;
use crate::content::lists::Schema;
use crate::kernel::language::Language;
use crate::pages::published::{Detail, Section};
use crate::pages::{self, StandingPage};
use crate::settings::SiteSettings;
use crate::site::share;

pub mod feed;
pub mod sitemap;

#[derive(Debug, Clone, Deserialize)]
pub struct PageText {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Clone, Deserialize)]
struct Bilingual<T> {
    vi: T,
    en: T,
}

impl<T> Bilingual<T> {
    fn get(&self, lang: Language) -> &T {
        match lang {
            Language::Vi => &self.vi,
            Language::En => &self.en,
        }
    }
}

#[derive(Debug, Deserialize)]
struct PageMeta {
    pages: HashMap<String, Bilingual<PageText>>,
    #[serde(rename = "notFound")]
    not_found: Bilingual<PageText>,
}

/// A content list's words, in its entry of the app's registry.
#[derive(Debug, Deserialize)]
struct ListMeta {
    path: String,
    page: Bilingual<PageText>,
}

#[derive(Debug, Deserialize)]
struct ListsMeta {
    lists: Vec<ListMeta>,
}

/// The app's words of every route: `page-meta.json`'s, and each content list's from its
/// registry entry (`content-lists.json`), as the app reads them (`app/page-meta.ts`).
fn page_meta() -> PageMeta {
    let mut meta: PageMeta =
        serde_json::from_str(include_str!("../../frontend/src/app/page-meta.json"))
            .expect("page-meta.json is valid");
    let lists: ListsMeta =
        serde_json::from_str(include_str!("../../frontend/src/config/content-lists.json"))
            .expect("content-lists.json is valid");
    for list in lists.lists {
        meta.pages.insert(list.path, list.page);
    }
    meta
}

/// Which page a request is for: one of the app's routes, or Page Not Found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page<'a> {
    Route(&'a str),
    NotFound,
    /// `/admin` and everything under it: the owner's console, never indexed.
    Admin,
    /// About, FAQ, Support, Privacy or Terms: text from the database.
    Standing(&'a StandingPage),
    /// A service, case study or blog post at its own address.
    Detail(&'a Detail),
    /// Page `page` (from 1) of `last` of a list route (`/blog?page=2`).
    Paged {
        route: &'a str,
        page: usize,
        last: usize,
    },
}

/// What a page's head says about it.
struct Described {
    title: String,
    description: String,
    /// The path its canonical address is made of (none for Page Not Found, the console).
    path: Option<String>,
}

/// The brand's logo (the site's mark drawn as PNG, which every consumer of JSON-LD reads).
pub const LOGO_PATH: &str = "/logo.png";

/// Routes that show another route's page under a second address: their canonical (and the
/// sitemap's one entry) is the other (docs/decisions-spec.md §22).
pub const ROUTE_ALIASES: [(&str, &str); 1] =
    [("/tools/fob-cif-calculator", "/tools/incoterms-calculator")];

/// The route whose address is canonical for `path`: itself, or the route it is an alias of.
pub fn canonical_route(path: &str) -> &str {
    ROUTE_ALIASES
        .iter()
        .find(|(alias, _)| *alias == path)
        .map_or(path, |(_, route)| route)
}

/// App routes that answer 200 but are not for search engines (nor the sitemap): the pages an
/// e-mail's link opens, whose token the server does not render.
pub const NOINDEX_ROUTES: [&str; 3] = [
    "/unsubscribe",
    "/subscribe/confirm",
    "/personal-data/confirm",
];

pub struct Seo {
    origin: String,
    meta: PageMeta,
    admin: Bilingual<PageText>,
}

const HEAD_START: &str = "<!-- head:start -->";
const HEAD_END: &str = "<!-- head:end -->";

impl Seo {
    /// `public_url` is the site's public origin, e.g. `https://example.vn` (no trailing slash).
    pub fn new(public_url: &str) -> Self {
        Seo {
            origin: public_url.trim_end_matches('/').to_owned(),
            meta: page_meta(),
            admin: Bilingual {
                vi: PageText {
                    title: "Quản trị".into(),
                    description: "Trang quản trị dành cho chủ trang web.".into(),
                },
                en: PageText {
                    title: "Console".into(),
                    description: "The site owner's console.".into(),
                },
            },
        }
    }

    pub fn page_text(&self, page: Page<'_>, lang: Language) -> &PageText {
        match page {
            Page::Route(path) | Page::Paged { route: path, .. } => self
                .meta
                .pages
                .get(path)
                .unwrap_or(&self.meta.not_found)
                .get(lang),
            Page::NotFound | Page::Standing(_) | Page::Detail(_) => self.meta.not_found.get(lang),
            Page::Admin => self.admin.get(lang),
        }
    }

    fn describe(&self, page: Page<'_>, lang: Language, brand: &SiteSettings) -> Described {
        match page {
            Page::Standing(standing) => Described {
                title: pages::fill(standing.title(lang), brand, lang),
                description: pages::fill(standing.description(lang), brand, lang),
                path: Some(standing.path()),
            },
            Page::Detail(detail) => Described {
                title: detail.title(lang).to_owned(),
                description: detail.description(lang).to_owned(),
                path: Some(detail.path()),
            },
            Page::Route(path) => {
                let text = self.page_text(page, lang);
                Described {
                    title: text.title.clone(),
                    description: text.description.clone(),
                    path: Some(canonical_route(path).to_owned()),
                }
            }
            Page::Paged { route, page: 1, .. } => self.describe(Page::Route(route), lang, brand),
            Page::Paged {
                route,
                page: n,
                last,
            } => {
                let text = self.page_text(page, lang);
                Described {
                    title: match lang {
                        Language::Vi => format!("{} — Trang {n}/{last}", text.title),
                        Language::En => format!("{} — Page {n} of {last}", text.title),
                    },
                    description: text.description.clone(),
                    path: Some(paged_path(route, n)),
                }
            }
            Page::NotFound | Page::Admin => {
                let text = self.page_text(page, lang);
                Described {
                    title: text.title.clone(),
                    description: text.description.clone(),
                    path: None,
                }
            }
        }
    }

    /// An absolute URL of a site path; absolute URLs are kept as they are.
    pub fn absolute(&self, path_or_url: &str) -> String {
        if path_or_url.starts_with("https://") || path_or_url.starts_with("http://") {
            path_or_url.to_owned()
        } else {
            format!("{}{path_or_url}", self.origin)
        }
    }

    /// The page's share picture (1200×630) in `lang`: a post's or case study's own raster
    /// picture, else its own drawn picture (its title and the company's name,
    /// `super::share`), else the branded picture of its section (networks do not show SVG).
    pub fn share_image(&self, page: Page<'_>, lang: Language, brand: &SiteSettings) -> String {
        if let Page::Detail(detail) = page {
            let own = detail.image_url.as_deref().and_then(share_variant);
            // Text the site's font cannot draw (Chinese, Korean, emoji…) would leave the picture
            // empty: the section's own picture is shown instead (docs/decisions-spec.md §22).
            if share::drawn_for(detail, own.is_some())
                && share::drawable(detail.title(lang))
                && share::drawable(&brand.company_name)
            {
                return self.absolute(&share::path(detail, lang, &brand.company_name));
            }
            if let Some(image) = own {
                return self.absolute(&image);
            }
        }
        let section = match page {
            Page::Route(path) | Page::Paged { route: path, .. } => path_section(path),
            Page::Detail(detail) => path_section(detail.section.path()),
            Page::Standing(_) => "company",
            Page::NotFound | Page::Admin => "home",
        };
        self.absolute(&format!("/og/{section}.png"))
    }

    pub(crate) fn url(&self, path: &str, lang: Option<Language>) -> String {
        let join = if path.contains('?') { '&' } else { '?' };
        match lang {
            Some(lang) => format!("{}{path}{join}lang={}", self.origin, lang.code()),
            None => format!("{}{path}", self.origin),
        }
    }

    /// The canonical address: the plain path in Vietnamese, `?lang=en` in English.
    pub fn canonical(&self, path: &str, lang: Language) -> String {
        match lang {
            Language::Vi => self.url(path, None),
            Language::En => self.url(path, Some(Language::En)),
        }
    }

    /// The `hreflang` alternates of a page: each language's canonical address (the one
    /// whose canonical is itself: the bare path is Vietnamese to a visitor without the
    /// `locale` cookie, as crawlers are), and the bare path as the default.
    pub fn alternates(&self, path: &str) -> [(&'static str, String); 3] {
        [
            ("vi", self.canonical(path, Language::Vi)),
            ("en", self.canonical(path, Language::En)),
            ("x-default", self.url(path, None)),
        ]
    }

    fn organization(&self, brand: &SiteSettings, lang: Language) -> Value {
        let (street, city) = match lang {
            Language::Vi => (&brand.street_vi, &brand.city_vi),
            Language::En => (&brand.street_en, &brand.city_en),
        };
        json!({
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": brand.company_name,
            "legalName": brand.legal_name,
            "url": self.url("/", None),
            "email": brand.email,
            "telephone": brand.phone,
            "address": {
                "@type": "PostalAddress",
                "streetAddress": street,
                "addressLocality": city,
                "addressCountry": "VN",
            },
            "logo": self.absolute(LOGO_PATH),
            "sameAs": brand.links(),
        })
    }

    /// The page's own structured data, beside the Organization block every page has.
    fn page_structured_data(
        &self,
        page: Page<'_>,
        brand: &SiteSettings,
        lang: Language,
        described: &Described,
        image: &str,
    ) -> Option<Value> {
        let text = self.page_text(page, lang);
        match page {
            Page::Route("/") => Some(json!({
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": brand.company_name,
                "url": self.url("/", None),
                "description": text.description,
                "inLanguage": lang.code(),
            })),
            Page::Route("/contact") => Some(json!({
                "@context": "https://schema.org",
                "@type": "ContactPage",
                "name": text.title,
                "description": text.description,
                "url": self.canonical("/contact", lang),
                "inLanguage": lang.code(),
                "mainEntity": {
                    "@type": "Organization",
                    "name": brand.company_name,
                    "contactPoint": {
                        "@type": "ContactPoint",
                        "contactType": "customer service",
                        "email": brand.email,
                        "telephone": brand.phone,
                        "availableLanguage": ["vi", "en"],
                    },
                },
            })),
            Page::Standing(standing) if standing.slug == "faq" => Some(json!({
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "name": described.title,
                "url": self.canonical(&standing.path(), lang),
                "inLanguage": lang.code(),
                "mainEntity": pages::questions(&pages::fill(standing.body(lang), brand, lang))
                    .into_iter()
                    .map(|(question, answer)| json!({
                        "@type": "Question",
                        "name": question,
                        "acceptedAnswer": { "@type": "Answer", "text": answer },
                    }))
                    .collect::<Vec<_>>(),
            })),
            Page::Standing(standing) => Some(json!({
                "@context": "https://schema.org",
                "@type": match standing.slug.as_str() {
                    "about" => "AboutPage",
                    "support" => "ContactPage",
                    _ => "WebPage",
                },
                "name": described.title,
                "description": described.description,
                "url": self.canonical(&standing.path(), lang),
                "inLanguage": lang.code(),
                "dateModified": standing.updated_at,
            })),
            Page::Detail(detail) => Some(self.detail_structured_data(detail, brand, lang, image)),
            _ => None,
        }
    }

    fn detail_structured_data(
        &self,
        detail: &Detail,
        brand: &SiteSettings,
        lang: Language,
        image: &str,
    ) -> Value {
        let url = self.canonical(&detail.path(), lang);
        let publisher = json!({
            "@type": "Organization",
            "name": brand.company_name,
            "url": self.url("/", None),
        });
        match detail.section.schema() {
            Schema::Service => json!({
                "@context": "https://schema.org",
                "@type": "Service",
                "name": detail.title(lang),
                "description": detail.description(lang),
                "url": url,
                "image": image,
                "provider": publisher,
                "areaServed": { "@type": "Country", "name": "Vietnam" },
                "inLanguage": lang.code(),
            }),
            Schema::Article => json!({
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": detail.title(lang),
                "description": detail.description(lang),
                "url": url,
                "mainEntityOfPage": url,
                "image": image,
                "dateModified": detail.updated_at,
                "author": publisher,
                "publisher": publisher,
                "inLanguage": lang.code(),
            }),
            Schema::BlogPosting => json!({
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": detail.title(lang),
                "description": detail.description(lang),
                "url": url,
                "mainEntityOfPage": url,
                "image": image,
                "datePublished": detail.published_at,
                "dateModified": detail.updated_at,
                "author": { "@type": "Person", "name": detail.author },
                "publisher": publisher,
                "inLanguage": lang.code(),
            }),
        }
    }

    /// Home › list › item, for a detail page.
    fn breadcrumbs(&self, detail: &Detail, lang: Language) -> Value {
        let list = detail.section.path();
        json!({
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [
                {
                    "@type": "ListItem",
                    "position": 1,
                    "name": lang.pick("Trang chủ", "Home"),
                    "item": self.canonical("/", lang),
                },
                {
                    "@type": "ListItem",
                    "position": 2,
                    "name": self.page_text(Page::Route(list), lang).title,
                    "item": self.canonical(list, lang),
                },
                {
                    "@type": "ListItem",
                    "position": 3,
                    "name": detail.title(lang),
                    "item": self.canonical(&detail.path(), lang),
                },
            ],
        })
    }

    /// The tags between the `head:start` and `head:end` markers of `index.html`;
    /// `settings_json` is the public settings' JSON, embedded as a data block.
    pub fn head(
        &self,
        page: Page<'_>,
        lang: Language,
        brand: &SiteSettings,
        settings_json: &str,
    ) -> String {
        let described = self.describe(page, lang, brand);
        let title = match page {
            Page::Admin => format!("{} — {}", described.title, brand.company_name),
            _ => format!("{} | {}", described.title, brand.company_name),
        };
        let mut tags = vec![
            format!("<title>{}</title>", escape(&title)),
            meta_name("description", &described.description),
            settings_block(settings_json),
        ];
        if let Page::Admin = page {
            tags.push(meta_name("robots", "noindex, nofollow"));
            return tags.join("\n    ");
        }
        match &described.path {
            Some(path) => tags.extend(self.address_tags(page, path, lang, brand)),
            None => tags.push(meta_name("robots", "noindex")),
        }
        let image = self.share_image(page, lang, brand);
        tags.extend(share_tags(
            page,
            lang,
            brand,
            &title,
            &described.description,
            &image,
        ));
        if let Page::Detail(detail) = page
            && detail.section == Section::BLOG
        {
            tags.extend(article_tags(detail));
        }
        tags.push(json_ld("ld-organization", &self.organization(brand, lang)));
        if let Some(data) = self.page_structured_data(page, brand, lang, &described, &image) {
            tags.push(json_ld("page-structured-data", &data));
        }
        if let Page::Detail(detail) = page {
            tags.push(json_ld("ld-breadcrumbs", &self.breadcrumbs(detail, lang)));
        }
        tags.join("\n    ")
    }

    /// The tags of a page with an address: its robots rule, canonical and alternate
    /// addresses, its neighbours in a paged list and the blog's feed.
    fn address_tags(
        &self,
        page: Page<'_>,
        path: &str,
        lang: Language,
        brand: &SiteSettings,
    ) -> Vec<String> {
        let mut tags = Vec::new();
        if NOINDEX_ROUTES.contains(&path) {
            tags.push(meta_name("robots", "noindex"));
        }
        let canonical = self.canonical(path, lang);
        tags.push(link("canonical", &canonical, None));
        for (hreflang, url) in self.alternates(path) {
            tags.push(link("alternate", &url, Some(hreflang)));
        }
        tags.push(meta_property("og:url", &canonical));
        if let Page::Paged { route, page, last } = page {
            if page > 1 {
                tags.push(link(
                    "prev",
                    &self.canonical(&paged_path(route, page - 1), lang),
                    None,
                ));
            }
            if page < last {
                tags.push(link(
                    "next",
                    &self.canonical(&paged_path(route, page + 1), lang),
                    None,
                ));
            }
        }
        if path == "/blog" || path.starts_with("/blog/") {
            tags.push(feed_link(&self.feed_url(lang), lang, brand));
        }
        tags
    }

    /// The blog's Atom feed in `lang`.
    pub fn feed_url(&self, lang: Language) -> String {
        match lang {
            Language::Vi => self.url("/blog/feed.xml", None),
            Language::En => self.url("/blog/feed.xml", Some(Language::En)),
        }
    }

    /// `index.html` with this page's language and head.
    pub fn render(
        &self,
        index_html: &str,
        page: Page<'_>,
        lang: Language,
        brand: &SiteSettings,
        settings_json: &str,
    ) -> String {
        let mut html = index_html.replacen(
            "<html lang=\"vi\">",
            &format!("<html lang=\"{}\">", lang.code()),
            1,
        );
        if let (Some(start), Some(end)) = (html.find(HEAD_START), html.find(HEAD_END)) {
            html.replace_range(
                start..end + HEAD_END.len(),
                &self.head(page, lang, brand, settings_json),
            );
        }
        html
    }

    pub fn robots(&self) -> String {
        format!(
            "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: {}/sitemap.xml\n",
            self.origin
        )
    }
}

/// The address of page `page` of a list route: the route itself for the first.
pub fn paged_path(route: &str, page: usize) -> String {
    if page <= 1 {
        route.to_owned()
    } else {
        format!("{route}?page={page}")
    }
}

/// `/admin` and every path under it.
pub fn is_admin_path(path: &str) -> bool {
    path == "/admin" || path.starts_with("/admin/")
}

/// The public settings as a JSON data block (`type="application/json"`: never run, so the
/// CSP is unaffected). `<`, `>` and `&` are written as `\u003c`, `\u003e`, `\u0026`, so no
/// value can close the element or start a comment.
pub fn settings_block(json: &str) -> String {
    json_block("tradelane-settings", json)
}

/// A JSON data block with `id`, escaped as [`settings_block`] says: the settings, and the
/// data a server-rendered page was rendered with (`tradelane-data`).
pub fn json_block(id: &str, json: &str) -> String {
    let json = json
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    format!("<script id=\"{id}\" type=\"application/json\">{json}</script>")
}

/// The section a list route's share picture is named after.
fn path_section(path: &str) -> &'static str {
    let first = path
        .trim_start_matches('/')
        .split('/')
        .next()
        .unwrap_or_default();
    if let Some(list) = LISTS.iter().find(|l| l.path.get(1..) == Some(first)) {
        return &list.path[1..];
    }
    match first {
        "tools" => "tools",
        "contact" => "contact",
        _ => "home",
    }
}

/// The Open Graph and Twitter tags of a page.
fn share_tags(
    page: Page<'_>,
    lang: Language,
    brand: &SiteSettings,
    title: &str,
    description: &str,
    image: &str,
) -> Vec<String> {
    let (og_locale, og_alternate) = match lang {
        Language::Vi => ("vi_VN", "en_US"),
        Language::En => ("en_US", "vi_VN"),
    };
    let og_type = match page {
        Page::Detail(detail) if detail.section.schema() != Schema::Service => "article",
        _ => "website",
    };
    vec![
        meta_property("og:type", og_type),
        meta_property("og:site_name", &brand.company_name),
        meta_property("og:title", title),
        meta_property("og:description", description),
        meta_property("og:locale", og_locale),
        meta_property("og:locale:alternate", og_alternate),
        meta_property("og:image", image),
        meta_property("og:image:width", "1200"),
        meta_property("og:image:height", "630"),
        meta_property("og:image:alt", title),
        meta_name("twitter:card", "summary_large_image"),
        meta_name("twitter:title", title),
        meta_name("twitter:description", description),
        meta_name("twitter:image", image),
    ]
}

/// The tags of a blog post as an article.
fn article_tags(detail: &Detail) -> Vec<String> {
    let mut tags = Vec::new();
    if let Some(published) = &detail.published_at {
        tags.push(meta_property("article:published_time", published));
    }
    tags.push(meta_property("article:modified_time", &detail.updated_at));
    if let Some(author) = &detail.author {
        tags.push(meta_property("article:author", author));
    }
    tags
}

/// The 1200×630 share variant of an uploaded picture (`/media/<name>.<ext>`); other
/// pictures have none (they may be SVG, or of any size).
fn share_variant(url: &str) -> Option<String> {
    let name = url.strip_prefix("/media/")?;
    let (stem, _ext) = name.rsplit_once('.')?;
    (!stem.is_empty() && !stem.contains('/')).then(|| format!("/media/{stem}-share.jpg"))
}

fn feed_link(href: &str, lang: Language, brand: &SiteSettings) -> String {
    let title = format!("{} — {}", brand.company_name, lang.pick("Blog", "Blog"));
    format!(
        "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"{}\" href=\"{}\" />",
        escape(&title),
        escape(href)
    )
}

pub(crate) use crate::kernel::html::escape;

fn meta_name(name: &str, content: &str) -> String {
    format!("<meta name=\"{name}\" content=\"{}\" />", escape(content))
}

fn meta_property(property: &str, content: &str) -> String {
    format!(
        "<meta property=\"{property}\" content=\"{}\" />",
        escape(content)
    )
}

fn link(rel: &str, href: &str, hreflang: Option<&str>) -> String {
    match hreflang {
        Some(lang) => format!(
            "<link rel=\"{rel}\" hreflang=\"{lang}\" href=\"{}\" />",
            escape(href)
        ),
        None => format!("<link rel=\"{rel}\" href=\"{}\" />", escape(href)),
    }
}

/// JSON-LD is data, not script: `<`, `>` and `&` are written as JSON escapes, so no text
/// can close the element, open a comment or start another tag.
fn json_ld(id: &str, data: &Value) -> String {
    let text = data
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    format!("<script type=\"application/ld+json\" id=\"{id}\">{text}</script>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn head_replaces_the_marked_block_and_the_language() {
        let seo = Seo::new("https://example.vn/");
        let html = "<html lang=\"vi\"><head>\n<!-- head:start --><title>x</title><!-- head:end -->\n</head></html>";
        let brand = SiteSettings::default();
        let out = seo.render(
            html,
            Page::Route("/case-studies"),
            Language::En,
            &brand,
            &brand.public_json(),
        );
        assert!(out.starts_with("<html lang=\"en\">"));
        assert!(out.contains("<title>Case studies | Tradelane</title>"));
        assert!(out.contains(
            "<link rel=\"canonical\" href=\"https://example.vn/case-studies?lang=en\" />"
        ));
        assert!(!out.contains("<title>x</title>"));
    }

    #[test]
    fn escaping() {
        assert_eq!(escape("a&b<c>\"'"), "a&amp;b&lt;c&gt;&quot;&#39;");
        let tag = json_ld("x", &json!({"a": "</script><!--<script>"}));
        assert_eq!(
            tag,
            r#"<script type="application/ld+json" id="x">{"a":"\u003c/script\u003e\u003c!--\u003cscript\u003e"}</script>"#
        );
        let block = settings_block(r#"{"a":"</script><!-- & >"}"#);
        assert_eq!(
            block,
            r#"<script id="tradelane-settings" type="application/json">{"a":"\u003c/script\u003e\u003c!-- \u0026 \u003e"}</script>"#
        );
    }
}
