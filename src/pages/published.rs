//! Everything published that has a page of its own, read once and then patched with the
//! items each change touched (by the content watcher, or by the owner's write itself): the index of the
//! detail pages of services, case studies and blog posts (what their heads, the sitemap and
//! the feeds say, never their bodies, so reading it stays cheap at thousands of posts), the
//! standing pages, and when each list last changed. Requests only look things up here,
//! never in SQLite.

use std::collections::HashMap;
use std::sync::Arc;

use rusqlite::Connection;

use super::StandingPage;
use crate::content;
use crate::content::changes::SortKey;
use crate::content::lists::{Details, List, Schema, WITH_DETAILS};
use crate::kernel::clock::in_zone;
use crate::kernel::language::Language;
use crate::settings::SiteSettings;

/// A list with detail pages (its registry entry says how they are shown), and its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Section(List);

impl Section {
    /// Every list with detail pages, in the registry's order (`content::lists::LISTS`).
    pub const ALL: [Section; WITH_DETAILS] = {
        let mut all = [Section(List::Services); WITH_DETAILS];
        let mut i = 0;
        while i < WITH_DETAILS {
            all[i] = Section(List::WITH_DETAILS[i]);
            i += 1;
        }
        all
    };

    /// The blog, whose posts the feeds carry.
    pub const BLOG: Section = Section(List::BlogPosts);

    /// The section of `list`, when its items have pages of their own.
    pub fn of(list: List) -> Option<Section> {
        list.has_details().then_some(Section(list))
    }

    /// Its content list.
    pub fn list(self) -> List {
        self.0
    }

    /// The list's route, which is also the prefix of its detail pages.
    pub fn path(self) -> &'static str {
        self.0.spec().path
    }

    /// What its items are in structured data.
    pub fn schema(self) -> Schema {
        self.details().map_or(Schema::Article, |d| d.schema)
    }

    /// How its pages are described (structured data, share picture).
    pub fn details(self) -> Option<&'static Details> {
        self.0.details()
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

/// One list's published items with detail pages, in its public order, and by slug: a
/// persistent map, so that the next version patches the items a change touched and shares the
/// rest with the pages still being served.
#[derive(Debug, Default, Clone, PartialEq)]
struct SectionIndex {
    order: imbl::OrdMap<SortKey, Arc<Detail>>,
    by_slug: imbl::HashMap<String, SortKey>,
}

impl SectionIndex {
    fn insert(&mut self, key: SortKey, detail: Detail) {
        self.remove(&detail.slug);
        self.by_slug.insert(detail.slug.clone(), key.clone());
        self.order.insert(key, Arc::new(detail));
    }

    fn remove(&mut self, slug: &str) {
        if let Some(key) = self.by_slug.remove(slug) {
            self.order.remove(&key);
        }
    }

    fn get(&self, slug: &str) -> Option<&Detail> {
        self.by_slug
            .get(slug)
            .and_then(|key| self.order.get(key))
            .map(Arc::as_ref)
    }
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Published {
    /// Each section's items (`Section::ALL`'s order), in its public order (posts newest first).
    sections: [SectionIndex; WITH_DETAILS],
    pub pages: Vec<StandingPage>,
    /// The latest `updated_at` of each list route's items (`/services`, `/industries`, …).
    pub list_updated: HashMap<&'static str, String>,
    /// How many items each list route shows: how many pages it takes (`/blog?page=N`).
    pub list_count: HashMap<&'static str, usize>,
    /// The bodies (Vietnamese, English) of the newest [`FEED_POSTS`] posts, by slug: the
    /// feeds carry only those.
    pub feed_bodies: HashMap<String, (String, String)>,
    /// The business's time zone the dates are in.
    zone: Option<chrono_tz::Tz>,
}

/// How many posts a feed carries (docs/decisions-spec.md §12).
pub const FEED_POSTS: usize = 20;

/// What a newer version of [`Published`] changed, so that only what shows it is made again.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    /// A detail page's head, a list's count or date, or a standing page: the sitemap.
    pub index: bool,
    /// A post, or the blog's count or date: the feeds.
    pub blog: bool,
}

fn section_index(section: Section) -> usize {
    Section::ALL
        .iter()
        .position(|s| *s == section)
        .unwrap_or_default()
}

impl Published {
    pub fn load(conn: &Connection) -> rusqlite::Result<Self> {
        let zone = SiteSettings::time_zone(conn)?;
        let mut sections: [SectionIndex; WITH_DETAILS] = Default::default();
        for section in Section::ALL {
            let index = &mut sections[section_index(section)];
            for row in content::published::details(conn, section.path())?.unwrap_or_default() {
                let (key, detail) = detail_of(section, row, zone);
                index.insert(key, detail);
            }
        }
        let mut published = Published {
            sections,
            pages: super::published(conn)?,
            zone: Some(zone),
            ..Published::default()
        };
        for (path, latest, count) in content::published::freshness(conn)? {
            published.set_freshness(path, latest, count);
        }
        published.feed_bodies = feed_bodies(conn)?;
        Ok(published)
    }

    /// This index at the content version `to`, from this one at `from`: the items the change
    /// log names read again, the rest shared (docs/decisions-spec.md §21); read whole when
    /// the log cannot say what changed or the time zone moved. With what moved.
    pub fn next(&self, conn: &Connection, from: u64, to: u64) -> rusqlite::Result<(Self, Moved)> {
        let zone = SiteSettings::time_zone(conn)?;
        let steps = content::changes::between(conn, from, to)?;
        let Some(steps) = steps.filter(|_| self.zone == Some(zone)) else {
            let next = Published::load(conn)?;
            let moved = Moved {
                index: next != *self,
                blog: next.section(Section::BLOG).ne(self.section(Section::BLOG))
                    || next.feed_bodies != self.feed_bodies
                    || next.list_updated.get("/blog") != self.list_updated.get("/blog"),
            };
            return Ok((next, moved));
        };
        let mut next = self.clone();
        let mut moved = Moved::default();
        let mut lists = Vec::new();
        for change in &steps.changes {
            if !lists.contains(&change.list) {
                lists.push(change.list);
            }
            let shown = next.patch(conn, change, zone)?;
            moved.index |= shown;
            moved.blog |= shown && change.list == List::BlogPosts;
        }
        for list in lists {
            let (path, latest, count) = content::published::freshness_of(conn, list.spec())?;
            let fresh = next.set_freshness(path, latest, count);
            moved.index |= fresh;
            if list == List::BlogPosts {
                // A body shows in the feeds without showing in the index.
                next.feed_bodies = feed_bodies(conn)?;
                moved.blog |= fresh || next.feed_bodies != self.feed_bodies;
            }
        }
        if !steps.only_lists {
            // A standing page may have changed too (five rows).
            next.pages = super::published(conn)?;
            moved.index |= next.pages != self.pages;
        }
        Ok((next, moved))
    }

    /// The changed item read again: gone from its old slug, at its place when published.
    /// Whether what the index shows of it changed (a draft's edit does not).
    fn patch(
        &mut self,
        conn: &Connection,
        change: &content::changes::Change,
        zone: chrono_tz::Tz,
    ) -> rusqlite::Result<bool> {
        let Some(section) = Section::ALL.into_iter().find(|s| s.list() == change.list) else {
            return Ok(false);
        };
        let index = &mut self.sections[section_index(section)];
        let slugs: Vec<&String> = [&change.old_slug, &change.new_slug]
            .into_iter()
            .flatten()
            .collect();
        let shown = |index: &SectionIndex| -> Vec<(SortKey, Detail)> {
            slugs
                .iter()
                .filter_map(|slug| {
                    let key = index.by_slug.get(slug.as_str())?;
                    Some((key.clone(), index.order.get(key)?.as_ref().clone()))
                })
                .collect()
        };
        let before = shown(index);
        for slug in &slugs {
            index.remove(slug);
        }
        if let Some(slug) = &change.new_slug
            && let Some(row) = content::published::detail(conn, section.path(), slug)?
        {
            let (key, detail) = detail_of(section, row, zone);
            index.insert(key, detail);
        }
        Ok(shown(index) != before)
    }

    /// A list's count and latest change; whether either moved.
    fn set_freshness(&mut self, path: &'static str, latest: Option<String>, count: i64) -> bool {
        let count = usize::try_from(count).unwrap_or(0);
        let latest = latest.filter(|l| !l.is_empty());
        let moved = self.list_count.get(path) != Some(&count)
            || self.list_updated.get(path) != latest.as_ref();
        self.list_count.insert(path, count);
        match latest {
            Some(latest) => self.list_updated.insert(path, latest),
            None => self.list_updated.remove(path),
        };
        moved
    }

    /// The published detail page at `path` (`/blog/{slug}`…).
    pub fn detail(&self, path: &str) -> Option<&Detail> {
        Section::ALL.into_iter().find_map(|section| {
            let slug = path.strip_prefix(section.path())?.strip_prefix('/')?;
            self.sections[section_index(section)].get(slug)
        })
    }

    /// A section's published items, in its public order.
    pub fn section(&self, section: Section) -> impl Iterator<Item = &Detail> {
        self.sections[section_index(section)]
            .order
            .values()
            .map(Arc::as_ref)
    }

    /// Every published detail page: the sections in turn, each in its public order.
    pub fn details(&self) -> impl Iterator<Item = &Detail> {
        Section::ALL
            .into_iter()
            .flat_map(move |section| self.section(section))
    }

    pub fn page(&self, slug: &str) -> Option<&StandingPage> {
        self.pages.iter().find(|p| p.slug == slug)
    }
}

fn feed_bodies(conn: &Connection) -> rusqlite::Result<HashMap<String, (String, String)>> {
    Ok(content::published::feed_bodies(conn, FEED_POSTS)?
        .into_iter()
        .collect())
}

// Dates are the business's (docs/decisions-spec.md §23): a post published at 06:30 in Hà Nội
// is that day's on its page, in the feed and in the sitemap.
fn detail_of(
    section: Section,
    r: content::published::PublishedRow,
    zone: chrono_tz::Tz,
) -> (SortKey, Detail) {
    (
        r.key,
        Detail {
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
        },
    )
}
