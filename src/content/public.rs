//! The five content lists, as the API sends them (docs/product.md §3, camelCase JSON): only the
//! published items; drafts stay in the console.

use poem_openapi::Object;
use rusqlite::{Connection, Row};

use crate::media::media_join;

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
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct Testimonial {
    pub id: String,
    pub name_vi: String,
    pub name_en: String,
    pub position_vi: String,
    pub position_en: String,
    pub company_vi: String,
    pub company_en: String,
    pub content_vi: String,
    pub content_en: String,
    /// Absent when there is no photo.
    #[oai(skip_serializing_if_is_none)]
    pub avatar_url: Option<String>,
    /// The photo's alt text from the media library, when the photo is one of its pictures.
    #[oai(skip_serializing_if_is_none)]
    pub avatar_alt_vi: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub avatar_alt_en: Option<String>,
}

fn list<T>(
    conn: &Connection,
    sql: &str,
    map: impl Fn(&Row<'_>) -> rusqlite::Result<T>,
) -> anyhow::Result<Vec<T>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map([], |row| map(row))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn services(conn: &Connection) -> anyhow::Result<Vec<Service>> {
    list(
        conn,
        "SELECT id, slug, icon, title_vi, title_en, description_vi, description_en,
                content_vi, content_en
         FROM services WHERE published = 1 ORDER BY sort_order, rowid",
        |r| {
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
        },
    )
}

pub fn industries(conn: &Connection) -> anyhow::Result<Vec<Industry>> {
    list(
        conn,
        "SELECT id, slug, icon, title_vi, title_en, description_vi, description_en
         FROM industries WHERE published = 1 ORDER BY sort_order, rowid",
        |r| {
            Ok(Industry {
                id: r.get(0)?,
                slug: r.get(1)?,
                icon: r.get(2)?,
                title_vi: r.get(3)?,
                title_en: r.get(4)?,
                description_vi: r.get(5)?,
                description_en: r.get(6)?,
            })
        },
    )
}

pub fn case_studies(conn: &Connection) -> anyhow::Result<Vec<CaseStudy>> {
    list(
        conn,
        concat!(
            "SELECT c.id, c.slug, c.title_vi, c.title_en, c.description_vi, c.description_en,
                    c.content_vi, c.content_en, c.client_name, c.industry, c.image_url,
                    m.alt_vi, m.alt_en
             FROM case_studies c",
            media_join!("c", "image_url"),
            " WHERE c.published = 1 ORDER BY c.sort_order, c.rowid"
        ),
        |r| {
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
        },
    )
}

/// Newest first: the first post is the featured one.
pub fn blog_posts(conn: &Connection) -> anyhow::Result<Vec<BlogPost>> {
    list(
        conn,
        concat!(
            "SELECT b.id, b.slug, b.title_vi, b.title_en, b.description_vi, b.description_en,
                    b.content_vi, b.content_en, b.author, b.published_at, b.image_url,
                    m.alt_vi, m.alt_en
             FROM blog_posts b",
            media_join!("b", "image_url"),
            " WHERE b.published = 1 ORDER BY b.published_at DESC, b.sort_order, b.rowid"
        ),
        |r| {
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
            })
        },
    )
}

pub fn testimonials(conn: &Connection) -> anyhow::Result<Vec<Testimonial>> {
    list(
        conn,
        concat!(
            "SELECT t.id, t.name_vi, t.name_en, t.position_vi, t.position_en, t.company_vi,
                    t.company_en, t.content_vi, t.content_en, t.avatar_url, m.alt_vi, m.alt_en
             FROM testimonials t",
            media_join!("t", "avatar_url"),
            " WHERE t.published = 1 ORDER BY t.sort_order, t.rowid"
        ),
        |r| {
            Ok(Testimonial {
                id: r.get(0)?,
                name_vi: r.get(1)?,
                name_en: r.get(2)?,
                position_vi: r.get(3)?,
                position_en: r.get(4)?,
                company_vi: r.get(5)?,
                company_en: r.get(6)?,
                content_vi: r.get(7)?,
                content_en: r.get(8)?,
                avatar_url: r.get(9)?,
                avatar_alt_vi: r.get(10)?,
                avatar_alt_en: r.get(11)?,
            })
        },
    )
}
