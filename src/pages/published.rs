//! Everything published that has a page of its own, read in one go whenever the content
//! version moves (by the content watcher, or by the owner's write itself): the detail pages
//! of services, case studies and blog posts, the standing pages, and when each list last
//! changed. Requests only look things up here, never in SQLite.

use std::collections::HashMap;

use rusqlite::Connection;

use super::StandingPage;
use crate::kernel::language::Language;

/// A list with detail pages, and its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Section {
    Services,
    CaseStudies,
    Blog,
}

impl Section {
    pub const ALL: [Section; 3] = [Section::Services, Section::CaseStudies, Section::Blog];

    /// The list's route, which is also the prefix of its detail pages.
    pub fn path(self) -> &'static str {
        match self {
            Section::Services => "/services",
            Section::CaseStudies => "/case-studies",
            Section::Blog => "/blog",
        }
    }

    fn table(self) -> &'static str {
        match self {
            Section::Services => "services",
            Section::CaseStudies => "case_studies",
            Section::Blog => "blog_posts",
        }
    }
}

/// A published service, case study or blog post, as its page's head, the sitemap and the
/// feed need it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detail {
    pub section: Section,
    pub slug: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    pub content_vi: String,
    pub content_en: String,
    /// A site path (`/images/…`, `/media/…`) or an absolute URL.
    pub image_url: Option<String>,
    /// Posts only.
    pub author: Option<String>,
    /// Posts only (RFC 3339).
    pub published_at: Option<String>,
    /// RFC 3339.
    pub updated_at: String,
}

impl Detail {
    pub fn path(&self) -> String {
        format!("{}/{}", self.section.path(), self.slug)
    }

    pub fn title(&self, lang: Language) -> &str {
        lang.pick(&self.title_vi, &self.title_en)
    }

    pub fn description(&self, lang: Language) -> &str {
        lang.pick(&self.description_vi, &self.description_en)
    }

    pub fn content(&self, lang: Language) -> &str {
        lang.pick(&self.content_vi, &self.content_en)
    }
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Published {
    /// In each list's public order (posts newest first).
    pub details: Vec<Detail>,
    pub pages: Vec<StandingPage>,
    /// The latest `updated_at` of each list route's items (`/services`, `/industries`, …).
    pub list_updated: HashMap<&'static str, String>,
}

impl Published {
    pub fn load(conn: &Connection) -> rusqlite::Result<Self> {
        let mut details = Vec::new();
        for section in Section::ALL {
            details.extend(details_of(conn, section)?);
        }
        let mut list_updated = HashMap::new();
        for (path, table) in [
            ("/services", "services"),
            ("/industries", "industries"),
            ("/case-studies", "case_studies"),
            ("/blog", "blog_posts"),
            ("/testimonials", "testimonials"),
        ] {
            let latest: Option<String> = conn.query_row(
                &format!("SELECT max(updated_at) FROM {table} WHERE published = 1"),
                [],
                |r| r.get(0),
            )?;
            if let Some(latest) = latest.filter(|l| !l.is_empty()) {
                list_updated.insert(path, latest);
            }
        }
        Ok(Published {
            details,
            pages: super::published(conn)?,
            list_updated,
        })
    }

    pub fn section(&self, section: Section) -> impl Iterator<Item = &Detail> {
        self.details.iter().filter(move |d| d.section == section)
    }

    pub fn page(&self, slug: &str) -> Option<&StandingPage> {
        self.pages.iter().find(|p| p.slug == slug)
    }
}

fn details_of(conn: &Connection, section: Section) -> rusqlite::Result<Vec<Detail>> {
    let (extra, order) = match section {
        Section::Services => ("NULL, NULL, NULL", "sort_order, rowid"),
        Section::CaseStudies => ("image_url, NULL, NULL", "sort_order, rowid"),
        Section::Blog => (
            "image_url, author, published_at",
            "published_at DESC, sort_order, rowid",
        ),
    };
    let sql = format!(
        "SELECT slug, title_vi, title_en, description_vi, description_en, content_vi,
                content_en, updated_at, {extra}
         FROM {} WHERE published = 1 ORDER BY {order}",
        section.table()
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    stmt.query_map([], |r| {
        Ok(Detail {
            section,
            slug: r.get(0)?,
            title_vi: r.get(1)?,
            title_en: r.get(2)?,
            description_vi: r.get(3)?,
            description_en: r.get(4)?,
            content_vi: r.get(5)?,
            content_en: r.get(6)?,
            updated_at: r.get(7)?,
            image_url: r.get(8)?,
            author: r.get(9)?,
            published_at: r.get(10)?,
        })
    })?
    .collect()
}
