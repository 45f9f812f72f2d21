//! Everything published that has a page of its own, read in one go whenever the content
//! version moves (by the content watcher, or by the owner's write itself): the index of the
//! detail pages of services, case studies and blog posts (what their heads, the sitemap and
//! the feeds say, never their bodies, so reading it stays cheap at thousands of posts), the
//! standing pages, and when each list last changed. Requests only look things up here,
//! never in SQLite.

use std::collections::HashMap;

use rusqlite::Connection;

use super::StandingPage;
use crate::content;
use crate::content::lists::List;
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

    /// Its content list.
    pub fn list(self) -> List {
        match self {
            Section::Services => List::Services,
            Section::CaseStudies => List::CaseStudies,
            Section::Blog => List::BlogPosts,
        }
    }

    /// The list's route, which is also the prefix of its detail pages.
    pub fn path(self) -> &'static str {
        self.list().spec().path
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
        for (path, latest, count) in content::published::freshness(conn)? {
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
        let feed_bodies = content::published::feed_bodies(conn, FEED_POSTS)?
            .into_iter()
            .collect();
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

fn details_of(conn: &Connection, section: Section) -> rusqlite::Result<Vec<Detail>> {
    let rows = content::published::details(conn, section.path())?.unwrap_or_default();
    // Dates are the business's (docs/decisions-spec.md §23): a post published at 06:30 in
    // Hà Nội is that day's on its page, in the feed and in the sitemap.
    let zone = SiteSettings::time_zone(conn)?;
    Ok(rows
        .into_iter()
        .map(|r| Detail {
            section,
            slug: r.slug,
            title_vi: r.title_vi,
            title_en: r.title_en,
            description_vi: r.description_vi,
            description_en: r.description_en,
            updated_at: in_zone(&r.updated_at, zone),
            image_url: r.image_url,
            author: r.author,
            published_at: r.published_at.map(|at| in_zone(&at, zone)),
        })
        .collect())
}
