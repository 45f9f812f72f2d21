//! The five content lists, as the API sends them (docs/product-spec.md §3, camelCase JSON): only the
//! published items; drafts stay in the console. Lists are read a page at a time
//! (docs/decisions-spec.md §12): a list item carries what its card shows, and one item with its
//! bodies (and a few related summaries) is read by its slug.

use poem_openapi::Object;
use rusqlite::{Connection, Row};

use super::schedule::LIVE_POST;
use crate::kernel::clock::in_zone;
use crate::media::media_join;
use crate::settings::SiteSettings;

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct Service {
    pub id: String,
    pub slug: String,
    /// One of package, truck, warehouse, ship, plane, document.
    pub icon: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    /// Multi-line text; lines that begin with a dash are bullets.
    pub content_vi: String,
    pub content_en: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct Industry {
    pub id: String,
    pub slug: String,
    /// One of factory, shopping, food, fashion, tech, health.
    pub icon: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct CaseStudy {
    pub id: String,
    pub slug: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    pub content_vi: String,
    pub content_en: String,
    pub client_name: String,
    pub industry: String,
    /// Absent when there is no image.
    #[oai(skip_serializing_if_is_none)]
    pub image_url: Option<String>,
    /// The picture's alt text from the media library, when the image is one of its pictures.
    #[oai(skip_serializing_if_is_none)]
    pub image_alt_vi: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub image_alt_en: Option<String>,
}

/// A blog post as its card shows it: no bodies, their reading times instead.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct BlogPostSummary {
    pub id: String,
    pub slug: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    pub author: String,
    /// RFC 3339 timestamp.
    pub published_at: String,
    /// Minutes to read the Vietnamese body (words / 200, rounded up).
    pub reading_minutes_vi: i64,
    /// Minutes to read the English body.
    pub reading_minutes_en: i64,
    /// Absent when there is no image.
    #[oai(skip_serializing_if_is_none)]
    pub image_url: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub image_alt_vi: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub image_alt_en: Option<String>,
}

/// One blog post with its bodies, and the posts published just before and after it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct BlogPost {
    pub id: String,
    pub slug: String,
    pub title_vi: String,
    pub title_en: String,
    pub description_vi: String,
    pub description_en: String,
    pub content_vi: String,
    pub content_en: String,
    pub author: String,
    /// RFC 3339 timestamp.
    pub published_at: String,
    /// Absent when there is no image.
    #[oai(skip_serializing_if_is_none)]
    pub image_url: Option<String>,
    /// The picture's alt text from the media library, when the image is one of its pictures.
    #[oai(skip_serializing_if_is_none)]
    pub image_alt_vi: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub image_alt_en: Option<String>,
    /// At most three other posts, the nearest in publication order.
    pub related: Vec<BlogPostSummary>,
}

/// One service, and the others (at most three) to link to.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ServiceDetail {
    #[oai(flatten)]
    pub service: Service,
    pub related: Vec<Service>,
}

/// One case study, and others (at most three) to link to.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct CaseStudyDetail {
    #[oai(flatten)]
    pub case_study: CaseStudy,
    pub related: Vec<CaseStudy>,
}

pub use super::lists::List;

/// The most items one page of a list holds (docs/decisions-spec.md §12); how many when the
/// caller does not say is the list's `page_size` (`content::lists`).
pub const MAX_LIMIT: i64 = 100;

/// How many related items a detail carries.
pub(in crate::content) const RELATED: i64 = 3;

/// One page of a list: its items' JSON array and how many items the list holds.
pub struct ListPage {
    pub items: serde_json::Value,
    pub total: i64,
}

pub(in crate::content) fn rows<T>(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
    map: impl Fn(&Row<'_>) -> rusqlite::Result<T>,
) -> anyhow::Result<Vec<T>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map(params, |row| map(row))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub(in crate::content) fn to_json<T: poem_openapi::types::ToJSON>(
    items: &[T],
) -> serde_json::Value {
    serde_json::Value::Array(items.iter().filter_map(|i| i.to_json()).collect())
}

/// Minutes to read `text`: words / 200, rounded up (docs/product-spec.md §9).
pub fn reading_minutes(text: &str) -> i64 {
    let words = text.split_whitespace().count() as i64;
    (words + 199) / 200
}

// The public order of each list, as a subquery of the rowids of one page (walked in the
// index, so the rows skipped by the offset are never read) and the same order outside it.
const SERVICE_ORDER: &str = "sort_order, rowid";
const POST_ORDER: &str = "published_at DESC, sort_order, rowid";

const SERVICE_COLUMNS: &str =
    "id, slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en";

fn service(r: &Row<'_>) -> rusqlite::Result<Service> {
    Ok(Service {
        id: r.get(0)?,
        slug: r.get(1)?,
        icon: r.get(2)?,
        title_vi: r.get(3)?,
        title_en: r.get(4)?,
        description_vi: r.get(5)?,
        description_en: r.get(6)?,
        content_vi: r.get(7)?,
        content_en: r.get(8)?,
    })
}

const INDUSTRY_COLUMNS: &str = "id, slug, icon, title_vi, title_en, description_vi, description_en";

fn industry(r: &Row<'_>) -> rusqlite::Result<Industry> {
    Ok(Industry {
        id: r.get(0)?,
        slug: r.get(1)?,
        icon: r.get(2)?,
        title_vi: r.get(3)?,
        title_en: r.get(4)?,
        description_vi: r.get(5)?,
        description_en: r.get(6)?,
    })
}

const CASE_COLUMNS: &str =
    "c.id, c.slug, c.title_vi, c.title_en, c.description_vi, c.description_en,
     c.content_vi, c.content_en, c.client_name, c.industry, c.image_url, m.alt_vi, m.alt_en";

fn case_study(r: &Row<'_>) -> rusqlite::Result<CaseStudy> {
    Ok(CaseStudy {
        id: r.get(0)?,
        slug: r.get(1)?,
        title_vi: r.get(2)?,
        title_en: r.get(3)?,
        description_vi: r.get(4)?,
        description_en: r.get(5)?,
        content_vi: r.get(6)?,
        content_en: r.get(7)?,
        client_name: r.get(8)?,
        industry: r.get(9)?,
        image_url: r.get(10)?,
        image_alt_vi: r.get(11)?,
        image_alt_en: r.get(12)?,
    })
}

const POST_COLUMNS: &str =
    "b.id, b.slug, b.title_vi, b.title_en, b.description_vi, b.description_en,
     b.content_vi, b.content_en, b.author, b.published_at, b.image_url, m.alt_vi, m.alt_en";

fn post_summary(r: &Row<'_>) -> rusqlite::Result<BlogPostSummary> {
    let content_vi: String = r.get(6)?;
    let content_en: String = r.get(7)?;
    Ok(BlogPostSummary {
        id: r.get(0)?,
        slug: r.get(1)?,
        title_vi: r.get(2)?,
        title_en: r.get(3)?,
        description_vi: r.get(4)?,
        description_en: r.get(5)?,
        reading_minutes_vi: reading_minutes(&content_vi),
        reading_minutes_en: reading_minutes(&content_en),
        author: r.get(8)?,
        published_at: r.get(9)?,
        image_url: r.get(10)?,
        image_alt_vi: r.get(11)?,
        image_alt_en: r.get(12)?,
    })
}

/// The posts with their `publishedAt` in the business's time zone, so that the date a reader
/// sees is the business's day (docs/decisions-spec.md §23).
fn in_business_zone(
    conn: &Connection,
    mut posts: Vec<BlogPostSummary>,
) -> rusqlite::Result<Vec<BlogPostSummary>> {
    let zone = SiteSettings::time_zone(conn)?;
    for post in &mut posts {
        post.published_at = in_zone(&post.published_at, zone);
    }
    Ok(posts)
}

fn post(r: &Row<'_>) -> rusqlite::Result<BlogPost> {
    Ok(BlogPost {
        id: r.get(0)?,
        slug: r.get(1)?,
        title_vi: r.get(2)?,
        title_en: r.get(3)?,
        description_vi: r.get(4)?,
        description_en: r.get(5)?,
        content_vi: r.get(6)?,
        content_en: r.get(7)?,
        author: r.get(8)?,
        published_at: r.get(9)?,
        image_url: r.get(10)?,
        image_alt_vi: r.get(11)?,
        image_alt_en: r.get(12)?,
        related: Vec::new(),
    })
}

/// How many items `list` holds.
pub fn total(conn: &Connection, list: List) -> anyhow::Result<i64> {
    let spec = list.spec();
    let sql = format!("SELECT count(*) FROM {} WHERE {}", spec.table, spec.live);
    Ok(conn.prepare_cached(&sql)?.query_row([], |r| r.get(0))?)
}

/// The items `offset..offset + limit` of `list`, in its public order (posts newest first:
/// the first post is the featured one), and the list's size.
pub fn page(conn: &Connection, list: List, limit: i64, offset: i64) -> anyhow::Result<ListPage> {
    let total = total(conn, list)?;
    let items = (list.spec().page)(conn, limit, offset)?;
    Ok(ListPage { items, total })
}

/// The published item of `list` with this slug, with its related items, as JSON; None when
/// there is none (or the list has no detail pages).
pub fn detail(
    conn: &Connection,
    list: List,
    slug: &str,
) -> anyhow::Result<Option<serde_json::Value>> {
    match &list.spec().details {
        Some(details) => (details.item)(conn, slug),
        None => Ok(None),
    }
}

/// The SQL of one page (`?1` items from `?2`) of `list`'s public rows: `columns` of its table
/// (as `alias`, joined by `join`, e.g. `media_join!`), in its public order. The page's rowids
/// are picked in the index, so the rows skipped by the offset are never read.
pub(in crate::content) fn page_sql(list: List, alias: &str, columns: &str, join: &str) -> String {
    let spec = list.spec();
    let (table, live, order) = (spec.table, spec.live, spec.order);
    let outer = order
        .split(", ")
        .map(|o| format!("{alias}.{o}"))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "SELECT {columns} FROM {table} {alias} {join}
         WHERE {alias}.rowid IN (SELECT rowid FROM {table} WHERE {live}
                                 ORDER BY {order} LIMIT ?1 OFFSET ?2)
         ORDER BY {outer}"
    )
}

/// One page of `list`'s public items, each read by `map`, as JSON.
pub(in crate::content) fn page_json<T: poem_openapi::types::ToJSON>(
    conn: &Connection,
    sql: &str,
    (limit, offset): (i64, i64),
    map: impl Fn(&Row<'_>) -> rusqlite::Result<T>,
) -> anyhow::Result<serde_json::Value> {
    Ok(to_json(&rows(conn, sql, (limit, offset), map)?))
}

pub(in crate::content) fn services_page(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> anyhow::Result<serde_json::Value> {
    let sql = page_sql(List::Services, "s", SERVICE_COLUMNS, "");
    page_json(conn, &sql, (limit, offset), service)
}

pub(in crate::content) fn industries_page(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> anyhow::Result<serde_json::Value> {
    let sql = page_sql(List::Industries, "i", INDUSTRY_COLUMNS, "");
    page_json(conn, &sql, (limit, offset), industry)
}

pub(in crate::content) fn case_studies_page(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> anyhow::Result<serde_json::Value> {
    let join = media_join!("c", "image_url");
    let sql = page_sql(List::CaseStudies, "c", CASE_COLUMNS, join);
    page_json(conn, &sql, (limit, offset), case_study)
}

pub(in crate::content) fn blog_posts_page(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> anyhow::Result<serde_json::Value> {
    let join = media_join!("b", "image_url");
    let sql = page_sql(List::BlogPosts, "b", POST_COLUMNS, join);
    let posts = rows(conn, &sql, (limit, offset), post_summary)?;
    Ok(to_json(&in_business_zone(conn, posts)?))
}

pub(in crate::content) fn service_item(
    conn: &Connection,
    slug: &str,
) -> anyhow::Result<Option<serde_json::Value>> {
    use poem_openapi::types::ToJSON;
    Ok(service_detail(conn, slug)?.and_then(|d| d.to_json()))
}

pub(in crate::content) fn case_study_item(
    conn: &Connection,
    slug: &str,
) -> anyhow::Result<Option<serde_json::Value>> {
    use poem_openapi::types::ToJSON;
    Ok(case_study_detail(conn, slug)?.and_then(|d| d.to_json()))
}

pub(in crate::content) fn blog_post_item(
    conn: &Connection,
    slug: &str,
) -> anyhow::Result<Option<serde_json::Value>> {
    use poem_openapi::types::ToJSON;
    Ok(blog_post(conn, slug)?.and_then(|d| d.to_json()))
}

/// The published service with this slug, and the services after it in the list's order
/// (from the start again when it is near the end).
pub fn service_detail(conn: &Connection, slug: &str) -> anyhow::Result<Option<ServiceDetail>> {
    let found = rows(
        conn,
        &format!("SELECT {SERVICE_COLUMNS}, rowid FROM services WHERE published = 1 AND slug = ?1"),
        [slug],
        |r| Ok((service(r)?, r.get::<_, i64>(9)?)),
    )?;
    let Some((service_row, _)) = found.into_iter().next() else {
        return Ok(None);
    };
    let related = rows(
        conn,
        &format!(
            "SELECT {SERVICE_COLUMNS} FROM services WHERE published = 1 AND slug <> ?1
             ORDER BY {SERVICE_ORDER} LIMIT ?2"
        ),
        rusqlite::params![slug, RELATED],
        service,
    )?;
    Ok(Some(ServiceDetail {
        service: service_row,
        related,
    }))
}

pub fn case_study_detail(conn: &Connection, slug: &str) -> anyhow::Result<Option<CaseStudyDetail>> {
    let found = rows(
        conn,
        &format!(
            "SELECT {CASE_COLUMNS} FROM case_studies c {} WHERE c.published = 1 AND c.slug = ?1",
            media_join!("c", "image_url")
        ),
        [slug],
        case_study,
    )?;
    let Some(case_study_row) = found.into_iter().next() else {
        return Ok(None);
    };
    let related = rows(
        conn,
        &format!(
            "SELECT {CASE_COLUMNS} FROM case_studies c {}
             WHERE c.published = 1 AND c.slug <> ?1 ORDER BY c.sort_order, c.rowid LIMIT ?2",
            media_join!("c", "image_url")
        ),
        rusqlite::params![slug, RELATED],
        case_study,
    )?;
    Ok(Some(CaseStudyDetail {
        case_study: case_study_row,
        related,
    }))
}

/// The published post with this slug, with the posts published just before it (and after
/// it, for the oldest ones) as related: a post's page changes only when its neighbours do.
pub fn blog_post(conn: &Connection, slug: &str) -> anyhow::Result<Option<BlogPost>> {
    let found = rows(
        conn,
        &format!(
            "SELECT {POST_COLUMNS} FROM blog_posts b {} WHERE b.rowid IN (SELECT rowid FROM blog_posts WHERE {LIVE_POST} AND slug = ?1)",
            media_join!("b", "image_url")
        ),
        [slug],
        post,
    )?;
    let Some(mut found) = found.into_iter().next() else {
        return Ok(None);
    };
    // Its position in the public order, then the posts around it.
    let position: i64 = conn
        .prepare_cached(&format!(
            "SELECT n FROM (SELECT slug, row_number() OVER (ORDER BY {POST_ORDER}) - 1 AS n
                            FROM blog_posts WHERE {LIVE_POST})
             WHERE slug = ?1"
        ))?
        .query_row([slug], |r| r.get(0))?;
    let total = total(conn, List::BlogPosts)?;
    let start = (position + 1).min((total - RELATED - 1).max(0));
    let mut related = rows(
        conn,
        &format!(
            "SELECT {POST_COLUMNS} FROM blog_posts b {}
             WHERE b.rowid IN (SELECT rowid FROM blog_posts WHERE {LIVE_POST}
                               ORDER BY {POST_ORDER} LIMIT ?1 OFFSET ?2)
             ORDER BY b.published_at DESC, b.sort_order, b.rowid",
            media_join!("b", "image_url")
        ),
        (RELATED + 1, start),
        post_summary,
    )?;
    related.retain(|p| p.slug != slug);
    related.truncate(RELATED as usize);
    let zone = SiteSettings::time_zone(conn)?;
    found.published_at = in_zone(&found.published_at, zone);
    found.related = in_business_zone(conn, related)?;
    Ok(Some(found))
}

/// The live post `id` (a newsletter is made from it, docs/decisions-spec.md §17), or None.
pub fn live_post_by_id(conn: &Connection, id: &str) -> anyhow::Result<Option<BlogPost>> {
    use rusqlite::OptionalExtension as _;
    let slug: Option<String> = conn
        .prepare_cached(&format!(
            "SELECT slug FROM blog_posts WHERE id = ?1 AND {LIVE_POST}"
        ))?
        .query_row([id], |r| r.get(0))
        .optional()?;
    match slug {
        Some(slug) => blog_post(conn, &slug),
        None => Ok(None),
    }
}
