//! The blog's Atom feed (RFC 4287), one per language: `/blog/feed.xml` in Vietnamese,
//! `/blog/feed.xml?lang=en` in English. The newest 20 published posts, newest first; each entry's
//! content is its Markdown rendered to HTML with absolute links (docs/decisions-spec.md §22),
//! never the raw Markdown.

use std::collections::HashMap;

use super::{Seo, escape};
use crate::kernel::language::Language;
use crate::pages::published::{Detail, FEED_POSTS, Published, Section};
use crate::settings::SiteSettings;

impl Seo {
    /// `html`: each post's body in `lang` as HTML, by slug (a post missing there has no
    /// content, only its summary).
    pub fn feed(
        &self,
        published: &Published,
        brand: &SiteSettings,
        lang: Language,
        html: &HashMap<String, String>,
    ) -> String {
        // The newest posts only (docs/decisions-spec.md §12).
        let posts: Vec<_> = published.section(Section::BLOG).take(FEED_POSTS).collect();
        let updated = posts
            .iter()
            .map(|p| p.updated_at.as_str())
            .max()
            .or_else(|| published.list_updated.get("/blog").map(String::as_str))
            .unwrap_or("1970-01-01T00:00:00Z");
        let blog_title = self.page_text(super::Page::Route("/blog"), lang);
        let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.push_str(&format!(
            "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n",
            lang.code()
        ));
        xml.push_str(&format!(
            "  <title>{}</title>\n  <subtitle>{}</subtitle>\n",
            escape(&format!("{} | {}", blog_title.title, brand.company_name)),
            escape(&blog_title.description)
        ));
        let feed_url = self.feed_url(lang);
        xml.push_str(&format!("  <id>{}</id>\n", escape(&feed_url)));
        xml.push_str(&format!(
            "  <link rel=\"self\" type=\"application/atom+xml\" href=\"{}\"/>\n",
            escape(&feed_url)
        ));
        xml.push_str(&format!(
            "  <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
            escape(&self.canonical("/blog", lang))
        ));
        xml.push_str(&format!("  <updated>{}</updated>\n", escape(updated)));
        xml.push_str(&format!(
            "  <author><name>{}</name></author>\n",
            escape(&brand.company_name)
        ));
        for post in posts {
            self.entry(&mut xml, post, lang, html);
        }
        xml.push_str("</feed>\n");
        xml
    }

    /// One post's `<entry>`: its own URL as id, its summary, and its body as HTML when `html`
    /// has it.
    fn entry(
        &self,
        xml: &mut String,
        post: &Detail,
        lang: Language,
        html: &HashMap<String, String>,
    ) {
        // The entry's id stays the same across languages' feeds only by its own URL.
        let url = self.canonical(&post.path(), lang);
        xml.push_str("  <entry>\n");
        xml.push_str(&format!(
            "    <title>{}</title>\n",
            escape(post.title(lang))
        ));
        xml.push_str(&format!(
            "    <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
            escape(&url)
        ));
        xml.push_str(&format!("    <id>{}</id>\n", escape(&url)));
        if let Some(published) = &post.published_at {
            xml.push_str(&format!(
                "    <published>{}</published>\n",
                escape(published)
            ));
        }
        xml.push_str(&format!(
            "    <updated>{}</updated>\n",
            escape(&post.updated_at)
        ));
        if let Some(author) = &post.author {
            xml.push_str(&format!(
                "    <author><name>{}</name></author>\n",
                escape(author)
            ));
        }
        xml.push_str(&format!(
            "    <summary type=\"text\">{}</summary>\n",
            escape(post.description(lang))
        ));
        if let Some(body) = html.get(&post.slug) {
            xml.push_str(&format!(
                "    <content type=\"html\">{}</content>\n",
                escape(body)
            ));
        }
        xml.push_str("  </entry>\n");
    }
}
