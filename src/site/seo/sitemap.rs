//! The sitemap: every indexable route, standing page and detail page, in both languages,
//! each with its hreflang alternates and `lastmod` (never the console nor the unsubscribe
//! page, never a draft). Past [`MAX_ADDRESSES`] addresses it becomes a sitemap index
//! (`/sitemap.xml`) of child sitemaps (`/sitemap-1.xml`, `/sitemap-2.xml`…), each holding
//! at most that many (docs/decisions-spec.md §12).

/// The most addresses one sitemap holds (the sitemaps protocol allows 50,000).
pub const MAX_ADDRESSES: usize = 10_000;

use super::{NOINDEX_ROUTES, ROUTE_ALIASES, Seo, escape, is_admin_path};
use crate::kernel::language::Language;
use crate::pages::published::Published;

impl Seo {
    /// `built` is when the app (the text of the static routes) was built, RFC 3339. The
    /// first document is `/sitemap.xml` (the whole sitemap, or the index of the others); the
    /// n-th after it is `/sitemap-n.xml`.
    pub fn sitemaps<'a>(
        &self,
        routes: impl Iterator<Item = &'a str>,
        published: &Published,
        built: &str,
        max_addresses: usize,
    ) -> Vec<String> {
        let mut entries: Vec<(String, String)> = routes
            .filter(|p| {
                !NOINDEX_ROUTES.contains(p)
                    && !is_admin_path(p)
                    && !ROUTE_ALIASES.iter().any(|(alias, _)| alias == p)
            })
            .map(|path| {
                // A list page changes when its items do; the others with the app.
                let lastmod = published
                    .list_updated
                    .get(path)
                    .filter(|l| l.as_str() > built)
                    .map_or(built, String::as_str);
                (path.to_owned(), lastmod.to_owned())
            })
            .collect();
        entries.sort_unstable();
        entries.extend(
            published
                .pages
                .iter()
                .map(|p| (p.path(), p.updated_at.clone())),
        );
        entries.extend(
            published
                .details()
                .map(|d| (d.path(), d.updated_at.clone())),
        );
        // Each path is two addresses (one per language), kept in the same child.
        let per_child = (max_addresses / 2).max(1);
        let children: Vec<String> = entries
            .chunks(per_child)
            .map(|chunk| self.urlset(chunk))
            .collect();
        if children.len() <= 1 {
            return vec![
                children
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| self.urlset(&[])),
            ];
        }
        let mut index = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
        );
        for (i, chunk) in entries.chunks(per_child).enumerate() {
            let lastmod = chunk.iter().map(|(_, l)| l.as_str()).max().unwrap_or(built);
            index.push_str(&format!(
                "  <sitemap>\n    <loc>{}</loc>\n    <lastmod>{}</lastmod>\n  </sitemap>\n",
                escape(&self.absolute(&format!("/sitemap-{}.xml", i + 1))),
                escape(lastmod)
            ));
        }
        index.push_str("</sitemapindex>\n");
        std::iter::once(index).chain(children).collect()
    }

    fn urlset(&self, entries: &[(String, String)]) -> String {
        let mut xml = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
        );
        for (path, lastmod) in entries {
            for lang in [Language::Vi, Language::En] {
                xml.push_str("  <url>\n");
                xml.push_str(&format!(
                    "    <loc>{}</loc>\n",
                    escape(&self.canonical(path, lang))
                ));
                xml.push_str(&format!("    <lastmod>{}</lastmod>\n", escape(lastmod)));
                for (hreflang, url) in self.alternates(path) {
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
}

/// `secs` since the Unix epoch as RFC 3339 UTC (days to civil date: H. Hinnant's algorithm).
pub fn rfc3339_from_unix(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn unix_time_as_rfc3339() {
        assert_eq!(super::rfc3339_from_unix(0), "1970-01-01T00:00:00Z");
        assert_eq!(
            super::rfc3339_from_unix(1_795_398_245),
            "2026-11-23T01:44:05Z"
        );
        assert_eq!(
            super::rfc3339_from_unix(951_782_400),
            "2000-02-29T00:00:00Z"
        );
    }
}
