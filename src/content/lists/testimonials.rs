//! Testimonials: a client's words, with their name, position, company and photo; no page of
//! their own. Everything that is this list's own is here (docs/decisions-spec.md §29): the
//! public shape and endpoint, the owner's body and the console's endpoints. Its entry in
//! `content::lists::LISTS` says the rest (table, path, page size, order, picture).

use rusqlite::{Connection, Row};

use crate::content::admin_api::prelude::*;
use crate::content::api::public_list_api;
use crate::content::lists::List;
use crate::content::public::{page_json, page_sql};
use crate::media::media_join;

// A testimonial as the public list shows it (a doc comment would enter the document).
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

const COLUMNS: &str = "t.id, t.name_vi, t.name_en, t.position_vi, t.position_en, t.company_vi,
     t.company_en, t.content_vi, t.content_en, t.avatar_url, m.alt_vi, m.alt_en";

fn testimonial(r: &Row<'_>) -> rusqlite::Result<Testimonial> {
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
}

/// One page of the published testimonials, in the owner's order.
pub(in crate::content) fn page(
    conn: &Connection,
    limit: i64,
    offset: i64,
) -> anyhow::Result<serde_json::Value> {
    let join = media_join!("t", "avatar_url");
    let sql = page_sql(List::Testimonials, "t", COLUMNS, join);
    page_json(conn, &sql, (limit, offset), testimonial)
}

public_list_api!(
    TestimonialsApi, List::Testimonials, "/testimonials",
    list:
        /// Client testimonials, in display order, a page at a time.
        "listTestimonials" => Testimonial
);

content_objects! {
    /// A testimonial as the owner edits it (drafts included).
    TestimonialInput, TestimonialItem, key id;
    name_vi: text(200),
    name_en: text(200),
    position_vi: text(200),
    position_en: text(200),
    company_vi: text(200),
    company_en: text(200),
    content_vi: text(2000),
    content_en: text(2000),
    /// Absent or empty: initials instead of a photo. Otherwise a picture of this site:
    /// `/media/…` (an upload) or `/images/…`.
    avatar_url: image,
    /// false: a draft, seen only in the console.
    published: flag,
}

/// Testimonials have no slug: the activity list names one by the person's name.
const KIND: Kind = Kind {
    name_field: "nameVi",
    labels: &[
        ("nameVi", "Họ tên (tiếng Việt)", "Name (Vietnamese)"),
        ("nameEn", "Họ tên (tiếng Anh)", "Name (English)"),
        (
            "positionVi",
            "Chức vụ (tiếng Việt)",
            "Position (Vietnamese)",
        ),
        ("positionEn", "Chức vụ (tiếng Anh)", "Position (English)"),
        ("companyVi", "Công ty (tiếng Việt)", "Company (Vietnamese)"),
        ("companyEn", "Công ty (tiếng Anh)", "Company (English)"),
        ("avatarUrl", "Ảnh chân dung", "Photo"),
    ],
    ..Kind::list("testimonials", fields_of::<TestimonialInput>)
};

content_api!(
    TestimonialsAdminApi,
    KIND,
    TestimonialInput,
    TestimonialItem,
    "/admin/content/testimonials",
    "/admin/content/testimonials/:id",
    [
        "listAdminTestimonials",
        "getAdminTestimonial",
        "createAdminTestimonial",
        "updateAdminTestimonial",
        "deleteAdminTestimonial",
        "reorderAdminTestimonials"
    ],
    [
        "/admin/content/testimonials/:id/revisions",
        "/admin/content/testimonials/:id/revisions/:revisionId",
        "/admin/content/testimonials/:id/revisions/:revisionId/restore",
        "listAdminTestimonialRevisions",
        "getAdminTestimonialRevision",
        "restoreAdminTestimonialRevision"
    ]
);
