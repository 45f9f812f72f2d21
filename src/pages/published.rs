//! Everything published that has a page of its own, read in one go whenever the content
//! version moves (by the content watcher, or by the owner's write itself): the index of the
//! detail pages of services, case studies and blog posts (what their heads, the sitemap and
//! the feeds say, never their bodies, so reading it stays cheap at thousands of posts), the
//! standing pages, and when each list last changed. Requests only look things up here,
//! never in SQLite.

use std::collections::HashMap;

use rusqlite::Connection;

use super::StandingPage;
use crate::content::schedule::LIVE_POST;
use crate::kernel::clock::in_zone;
use crate::kernel::language::Language;
use crate::settings::SiteSettings;

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
    /// A site path (`/images/…`, `/media/…`) or an absolute URL.
    pub image_url: Option<String>,
    /// Posts only.
    pub author: Option<String>,
    /// Posts only (RFC 3339, in the business's time zone).
    pub published_at: Option<String>,
    /// RFC 3339, in the business's time zone.
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
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Published {
    /// In each list's public order (posts newest first).
    pub details: Vec<Detail>,
    pub pages: Vec<StandingPage>,
    /// The latest `updated_at` of each list route's items (`/services`, `/industries`, …).
    pub list_updated: HashMap<&'static str, String>,
    /// How many items each list route shows: how many pages it takes (`/blog?page=N`).
    pub list_count: HashMap<&'static str, usize>,
    /// Each detail page's index in `details`, by path.
    by_path: HashMap<String, usize>,
    /// The bodies (Vietnamese, English) of the newest [`FEED_POSTS`] posts, by slug: the
    /// feeds carry only those.
    pub feed_bodies: HashMap<String, (String, String)>,
}

/// How many posts a feed carries (docs/decisions-spec.md §12).
pub const FEED_POSTS: usize = 20;

impl Published {
    pub fn load(conn: &Connection) -> rusqlite::Result<Self> {
        let mut details = Vec::new();
        for section in Section::ALL {
            details.extend(details_of(conn, section)?);
        }
        let mut list_updated = HashMap::new();
        let mut list_count = HashMap::new();
        for (path, table) in [
            ("/services", "services"),
            ("/industries", "industries"),
            ("/case-studies", "case_studies"),
            ("/blog", "blog_posts"),
            ("/testimonials", "testimonials"),
        ] {
            let (latest, count): (Option<String>, i64) = conn.query_row(
                &format!(
                    "SELECT max(updated_at), count(*) FROM {table} WHERE {}",
                    live(table)
                ),
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            list_count.insert(path, usize::try_from(count).unwrap_or(0));
            if let Some(latest) = latest.filter(|l| !l.is_empty()) {
                list_updated.insert(path, latest);
            }
        }
        let by_path = details
            .iter()
            .enumerate()
            .map(|(i, d)| (d.path(), i))
            .collect();
        let mut feed_bodies = HashMap::new();
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT slug, content_vi, content_en FROM {} WHERE {LIVE_POST}
             ORDER BY published_at DESC, sort_order, rowid LIMIT {FEED_POSTS}",
            Section::Blog.table()
        ))?;
        for row in stmt.query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))? {
            let (slug, bodies): (String, (String, String)) = row?;
            feed_bodies.insert(slug, bodies);
        }
        Ok(Published {
            details,
            pages: super::published(conn)?,
            list_updated,
            list_count,
            by_path,
            feed_bodies,
        })
    }

    /// The published detail page at `path` (`/blog/{slug}`…).
    pub fn detail(&self, path: &str) -> Option<&Detail> {
        self.by_path.get(path).map(|&i| &self.details[i])
    }

    pub fn section(&self, section: Section) -> impl Iterator<Item = &Detail> {
        self.details.iter().filter(move |d| d.section == section)
    }

    pub fn page(&self, slug: &str) -> Option<&StandingPage> {
        self.pages.iter().find(|p| p.slug == slug)
    }
}

/// What of `table` the public sees: the published rows (and of the posts, those whose time
/// has come: docs/decisions-spec.md §18).
fn live(table: &str) -> &'static str {
    if table == "blog_posts" {
        LIVE_POST
    } else {
        "published = 1"
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
        "SELECT slug, title_vi, title_en, description_vi, description_en, updated_at, {extra}
         FROM {} WHERE {} ORDER BY {order}",
        section.table(),
        live(section.table())
    );
    // Dates are the business's (docs/decisions-spec.md §23): a post published at 06:30 in
    // Hà Nội is that day's on its page, in the feed and in the sitemap.
    let zone = SiteSettings::time_zone(conn)?;
    let mut stmt = conn.prepare_cached(&sql)?;
    stmt.query_map([], |r| {
        Ok(Detail {
            section,
            slug: r.get(0)?,
            title_vi: r.get(1)?,
            title_en: r.get(2)?,
            description_vi: r.get(3)?,
            description_en: r.get(4)?,
            updated_at: in_zone(&r.get::<_, String>(5)?, zone),
            image_url: r.get(6)?,
            author: r.get(7)?,
            published_at: r.get::<_, Option<String>>(8)?.map(|at| in_zone(&at, zone)),
        })
    })?
    .collect()
}
