//! The change log of the public lists (migration 0037, docs/decisions-spec.md §21): each change
//! of a list's item is noted, in its own transaction, under the content counter's value it
//! made. What the server keeps in memory (the published index in `pages`, the lists' JSON in
//! [`super::cache`], the pages made of them in `site`) reads the changes since the version it
//! holds and patches itself, so a save costs the same at 10 and at 10,000 posts.

use std::cmp::Reverse;

use rusqlite::{Connection, OptionalExtension as _};

use super::lists::{LISTS, List};
use super::schedule::LIVE_POST;
use crate::kernel::changes;

/// The most steps a reader patches itself over; further behind (or past what the log keeps,
/// 1,000 steps), it reads everything again.
pub const MOST_STEPS: u64 = 500;

/// An item's place in its list's public order (posts: newest first, then `sort_order`, then
/// the row; the other lists: `sort_order`, then the row), as SQLite orders them.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SortKey {
    newest: Reverse<Option<String>>,
    sort_order: i64,
    row: i64,
}

impl SortKey {
    pub(in crate::content) fn new(published_at: Option<String>, sort_order: i64, row: i64) -> Self {
        SortKey {
            newest: Reverse(published_at),
            sort_order,
            row,
        }
    }
}

/// One changed item: its slug before and after (None: created, deleted; the testimonials
/// have none) and its place before the change.
#[derive(Debug, Clone)]
pub struct Change {
    pub version: u64,
    pub list: List,
    pub old_slug: Option<String>,
    pub new_slug: Option<String>,
    pub old_key: Option<SortKey>,
    /// Its row.
    pub item: i64,
}

/// What moved the counter from `from` to `to`: the lists' changes, oldest first, and whether
/// every step was one (false: something else moved it too, such as the settings, a standing
/// page, a picture). None when the log cannot say: too many steps, or steps no longer kept.
pub struct Steps {
    pub changes: Vec<Change>,
    pub only_lists: bool,
}

pub fn between(conn: &Connection, from: u64, to: u64) -> rusqlite::Result<Option<Steps>> {
    if to <= from {
        return Ok(Some(Steps {
            changes: Vec::new(),
            only_lists: true,
        }));
    }
    if to - from > MOST_STEPS {
        return Ok(None);
    }
    let mut stmt = conn.prepare_cached(
        "SELECT version, list, old_slug, new_slug, old_at, old_order, item
         FROM content_changes WHERE version > ?1 AND version <= ?2 ORDER BY version, id",
    )?;
    let rows = stmt.query_map([from as i64, to as i64], |r| {
        let table: String = r.get(1)?;
        let old_order: Option<i64> = r.get(5)?;
        Ok((
            r.get::<_, i64>(0)? as u64,
            LISTS.iter().find(|s| s.table == table).map(|s| s.list),
            r.get::<_, Option<String>>(2)?,
            r.get::<_, Option<String>>(3)?,
            old_order.map(|order| (r.get::<_, Option<String>>(4), order)),
            r.get::<_, i64>(6)?,
        ))
    })?;
    let mut changes = Vec::new();
    let mut steps = std::collections::HashSet::new();
    for row in rows {
        let (version, list, old_slug, new_slug, old, item) = row?;
        let Some(list) = list else { continue };
        let old_key = match old {
            Some((at, order)) => Some(SortKey::new(at?, order, item)),
            None => None,
        };
        steps.insert(version);
        changes.push(Change {
            version,
            list,
            old_slug,
            new_slug,
            old_key,
            item,
        });
    }
    Ok(Some(Steps {
        changes,
        only_lists: steps.len() as u64 == to - from,
    }))
}

/// The scheduled posts whose time came moved the counter (docs/decisions-spec.md §18): noted
/// as their changes, so what is kept patches itself with them (a day back: a post is seen go
/// live within seconds, and noting one twice costs a read).
pub fn went_live(conn: &Connection) -> rusqlite::Result<()> {
    changes::bump(conn)?;
    let version = changes::version_in(conn)?;
    conn.prepare_cached(&format!(
        "INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
         SELECT ?1, 'blog_posts', slug, slug, published_at, sort_order, rowid FROM blog_posts
         WHERE {LIVE_POST} AND julianday(published_at) > julianday('now') - 1"
    ))?
    .execute([version as i64])?;
    Ok(())
}

/// The live post's place now, by its row (None: not live).
pub fn post_key(conn: &Connection, row: i64) -> rusqlite::Result<Option<SortKey>> {
    conn.prepare_cached(&format!(
        "SELECT published_at, sort_order, rowid FROM blog_posts WHERE rowid = ?1 AND {LIVE_POST}"
    ))?
    .query_row([row], |r| Ok(SortKey::new(r.get(0)?, r.get(1)?, r.get(2)?)))
    .optional()
}

/// The slugs of the `n` live posts just before `key` in the public order (newer, or as new
/// and earlier in `sort_order`): the posts whose related ones may include the item at `key`.
pub fn posts_before(conn: &Connection, key: &SortKey, n: i64) -> rusqlite::Result<Vec<String>> {
    let at = key.newest.0.clone().unwrap_or_default();
    conn.prepare_cached(&format!(
        "SELECT slug FROM blog_posts WHERE {LIVE_POST}
           AND (published_at > ?1 OR (published_at = ?1 AND (sort_order, rowid) < (?2, ?3)))
         ORDER BY published_at ASC, sort_order DESC, rowid DESC LIMIT ?4"
    ))?
    .query_map(rusqlite::params![at, key.sort_order, key.row, n], |r| {
        r.get(0)
    })?
    .collect()
}

/// The slugs of the `n` last live posts in the public order (the oldest).
pub fn last_posts(conn: &Connection, n: i64) -> rusqlite::Result<Vec<String>> {
    conn.prepare_cached(&format!(
        "SELECT slug FROM blog_posts WHERE {LIVE_POST}
         ORDER BY published_at ASC, sort_order DESC, rowid DESC LIMIT ?1"
    ))?
    .query_map([n], |r| r.get(0))?
    .collect()
}
