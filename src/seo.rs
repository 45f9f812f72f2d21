//! What a crawler reads without running any script: each page's `<head>` written into
//! `index.html` (title, description, canonical, alternates, Open Graph, Twitter, JSON-LD),
//! the sitemap and robots.txt. Titles and descriptions come from the app's own
//! `page-meta.json` and the brand from the current settings (the owner edits them), so
//! server and app say the same thing. Every page also carries the public settings as a JSON
//! data block, which the app reads at start instead of asking for them.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::{Value, json};

use crate::domain::language::Language;
use crate::settings::SiteSettings;

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

/// Which page a request is for: one of the app's routes, or Page Not Found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page<'a> {
    Route(&'a str),
    NotFound,
    /// `/admin` and everything under it: the owner's console, never indexed.
    Admin,
}

/// App routes that answer 200 but are not for search engines (nor the sitemap).
pub const NOINDEX_ROUTES: [&str; 1] = ["/unsubscribe"];

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
            meta: serde_json::from_str(include_str!("../frontend/src/app/page-meta.json"))
                .expect("page-meta.json is valid"),
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
            Page::Route(path) => self
                .meta
                .pages
                .get(path)
                .unwrap_or(&self.meta.not_found)
                .get(lang),
            Page::NotFound => self.meta.not_found.get(lang),
            Page::Admin => self.admin.get(lang),
        }
    }

    fn url(&self, path: &str, lang: Option<Language>) -> String {
        match lang {
            Some(lang) => format!("{}{path}?lang={}", self.origin, lang.code()),
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
            "sameAs": brand.links(),
        })
    }

    fn page_structured_data(
        &self,
        page: Page<'_>,
        brand: &SiteSettings,
        lang: Language,
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
            _ => None,
        }
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
        let text = self.page_text(page, lang);
        let title = match page {
            Page::Admin => format!("{} — {}", text.title, brand.company_name),
            _ => format!("{} | {}", text.title, brand.company_name),
        };
        let mut tags = vec![
            format!("<title>{}</title>", escape(&title)),
            meta_name("description", &text.description),
            settings_block(settings_json),
        ];
        if let Page::Admin = page {
            tags.push(meta_name("robots", "noindex, nofollow"));
            return tags.join("\n    ");
        }
        if let Page::Route(path) = page {
            if NOINDEX_ROUTES.contains(&path) {
                tags.push(meta_name("robots", "noindex"));
            }
            let canonical = self.canonical(path, lang);
            tags.push(link("canonical", &canonical, None));
            tags.push(link(
                "alternate",
                &self.url(path, Some(Language::Vi)),
                Some("vi"),
            ));
            tags.push(link(
                "alternate",
                &self.url(path, Some(Language::En)),
                Some("en"),
            ));
            tags.push(link("alternate", &self.url(path, None), Some("x-default")));
            tags.push(meta_property("og:url", &canonical));
        } else {
            tags.push(meta_name("robots", "noindex"));
        }
        let (og_locale, og_alternate) = match lang {
            Language::Vi => ("vi_VN", "en_US"),
            Language::En => ("en_US", "vi_VN"),
        };
        tags.extend([
            meta_property("og:type", "website"),
            meta_property("og:site_name", &brand.company_name),
            meta_property("og:title", &title),
            meta_property("og:description", &text.description),
            meta_property("og:locale", og_locale),
            meta_property("og:locale:alternate", og_alternate),
            meta_name("twitter:card", "summary"),
            meta_name("twitter:title", &title),
            meta_name("twitter:description", &text.description),
            json_ld("ld-organization", &self.organization(brand, lang)),
        ]);
        if let Some(data) = self.page_structured_data(page, brand, lang) {
            tags.push(json_ld("page-structured-data", &data));
        }
        tags.join("\n    ")
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

    /// Every indexable route in both languages, each with its hreflang alternates (never
    /// the console nor the unsubscribe page).
    pub fn sitemap<'a>(&self, paths: impl Iterator<Item = &'a str>) -> String {
        let mut xml = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
        );
        let mut paths: Vec<&str> = paths
            .filter(|p| !NOINDEX_ROUTES.contains(p) && !is_admin_path(p))
            .collect();
        paths.sort_unstable();
        for path in paths {
            for lang in [Language::Vi, Language::En] {
                xml.push_str("  <url>\n");
                xml.push_str(&format!(
                    "    <loc>{}</loc>\n",
                    escape(&self.canonical(path, lang))
                ));
                for (hreflang, url) in [
                    ("vi", self.url(path, Some(Language::Vi))),
                    ("en", self.url(path, Some(Language::En))),
                    ("x-default", self.url(path, None)),
                ] {
                    xml.push_str(&format!(
                        "    <xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>\n",
                        escape(&url)
                    ));
                }
                xml.push_str("  </url>\n");
            }
        }
        xml.push_str("</urlset>\n");
        xml
    }

    pub fn robots(&self) -> String {
        format!(
            "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: {}/sitemap.xml\n",
            self.origin
        )
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
    let json = json
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    format!("<script id=\"tradelane-settings\" type=\"application/json\">{json}</script>")
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

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

/// JSON-LD is data, not script: `</` is escaped so the text can never close the element.
fn json_ld(id: &str, data: &Value) -> String {
    let text = data.to_string().replace("</", "<\\/");
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
        let tag = json_ld("x", &json!({"a": "</script>"}));
        assert!(!tag.contains("</script>\"}"));
        let block = settings_block(r#"{"a":"</script><!-- & >"}"#);
        assert_eq!(
            block,
            r#"<script id="tradelane-settings" type="application/json">{"a":"\u003c/script\u003e\u003c!-- \u0026 \u003e"}</script>"#
        );
    }
}
