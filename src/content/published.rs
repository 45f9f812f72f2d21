//! What of the lists the public sees, read for `pages::published` (the index of detail pages,
//! the sitemap and the feeds). The SQL lives here because `content` owns these tables
//! (docs/architecture.md); `pages` sits above and keeps the shapes it serves.

use rusqlite::Connection;

use crate::content::changes::SortKey;
use crate::content::lists::{LISTS, Spec, by_path};
use crate::content::schedule::LIVE_POST;

/// A published item with a page of its own, as its head, the sitemap and the feeds need it.
pub struct PublishedRow {
    pub slug: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    pub updated_at: String,
    pub image_url: Option<String>,
    pub author: Option<String>,
    pub published_at: Option<String>,
    /// Its place in the list's public order.
    pub key: SortKey,
}

/// Each list route's latest `updated_at` (when it has items) and how many items it shows.
pub fn freshness(conn: &Connection) -> rusqlite::Result<Vec<(&'static str, Option<String>, i64)>> {
    LISTS.iter().map(|spec| freshness_of(conn, spec)).collect()
}

/// One list's latest `updated_at` and count, as [`freshness`] gives them.
pub fn freshness_of(
    conn: &Connection,
    spec: &Spec,
) -> rusqlite::Result<(&'static str, Option<String>, i64)> {
    conn.prepare_cached(&format!(
        "SELECT max(updated_at), count(*) FROM {} WHERE {}",
        spec.table, spec.live
    ))?
    .query_row([], |r| Ok((spec.path, r.get(0)?, r.get(1)?)))
}

/// The published item at `slug` of the list at `path` (None: not published, or the list has
/// no detail pages).
pub fn detail(conn: &Connection, path: &str, slug: &str) -> rusqlite::Result<Option<PublishedRow>> {
    let Some(sql) = published_select(path, "AND slug = ?1") else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(&sql)?;
    let mut rows = stmt.query_map([slug], published_row)?;
    rows.next().transpose()
}

/// The query of a list's published rows as [`published_row`] reads them, `rest` after its
/// condition (None: no such list, or one without detail pages).
fn published_select(path: &str, rest: &str) -> Option<String> {
    let spec = by_path(path)?;
    let extra = spec.details.as_ref()?.columns;
    Some(format!(
        "SELECT slug, title_vi, title_en, description_vi, description_en, updated_at, {extra},
                sort_order, rowid
         FROM {} WHERE {} {rest}",
        spec.table, spec.live
    ))
}

fn published_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PublishedRow> {
    let published_at: Option<String> = r.get(8)?;
    Ok(PublishedRow {
        slug: r.get(0)?,
        title_vi: r.get(1)?,
        title_en: r.get(2)?,
        description_vi: r.get(3)?,
        description_en: r.get(4)?,
        updated_at: r.get(5)?,
        image_url: r.get(6)?,
        author: r.get(7)?,
        key: SortKey::new(published_at.clone(), r.get(9)?, r.get(10)?),
        published_at,
    })
}

/// The published items of the list at `path` (`/services`, `/case-studies`, `/blog`…), in
/// its public order (posts newest first). `None` for a list without detail pages.
pub fn details(conn: &Connection, path: &str) -> rusqlite::Result<Option<Vec<PublishedRow>>> {
    let Some(spec) = by_path(path) else {
        return Ok(None);
    };
    let Some(sql) = published_select(path, &format!("ORDER BY {}", spec.order)) else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([], published_row)?;
    rows.collect::<rusqlite::Result<_>>().map(Some)
}

/// The bodies (Vietnamese, English) of the newest `limit` published posts, by slug.
pub fn feed_bodies(
    conn: &Connection,
    limit: usize,
) -> rusqlite::Result<Vec<(String, (String, String))>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT slug, content_vi, content_en FROM blog_posts WHERE {LIVE_POST}
         ORDER BY published_at DESC, sort_order, rowid LIMIT {limit}"
    ))?;
    stmt.query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?
        .collect()
}
