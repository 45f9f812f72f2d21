//! The one registry of the public content lists (docs/decisions-spec.md §29): each list's
//! table, addresses, page size, detail pages and picture. The modules that go through every
//! list (the public API and its cache, the sitemap and feeds' index, the media library's
//! "still in use" check, the site's paged routes and share pictures) read this table instead
//! of naming the lists again. The app reads the same facts from
//! `frontend/src/config/content-lists.json`; a test below keeps the two equal.

use rusqlite::Connection;
use serde_json::Value;

use super::schedule::LIVE_POST;
use super::{admin_api, api, public};

// The lists whose every part is in a file of their own (the model of a new list,
// CONTRIBUTING.md "A content list").
pub mod testimonials;

/// A public list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum List {
    Services,
    Industries,
    CaseStudies,
    BlogPosts,
    Testimonials,
}

/// The column of a list's items that holds a picture, and how the media library names an
/// item that shows one ("blog post “…”") when it refuses to delete it.
pub struct Picture {
    pub(in crate::content) column: &'static str,
    /// The bilingual column (without `_vi`/`_en`) that names an item.
    pub(in crate::content) named_by: &'static str,
    pub(in crate::content) label_vi: &'static str,
    pub(in crate::content) label_en: &'static str,
}

/// One page of a list's public items (`limit`, `offset`) as the API's JSON array.
pub(in crate::content) type PageOf = fn(&Connection, i64, i64) -> anyhow::Result<Value>;

/// A published item by its slug, with its related items, as the API's JSON; None when none.
pub(in crate::content) type ItemOf = fn(&Connection, &str) -> anyhow::Result<Option<Value>>;

/// What schema.org calls a detail page's item, in its structured data (`site::seo`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schema {
    /// A `Service` the business provides.
    Service,
    /// An `Article` (its author and publisher the business).
    Article,
    /// A `BlogPosting` with its author and publication date.
    BlogPosting,
}

/// The picture a detail page without one of its own is shared with (`site::share`): the
/// item's title drawn under the list's label.
pub struct Share {
    pub label_vi: &'static str,
    pub label_en: &'static str,
}

/// The pages of a list's items of their own (`<path>/<slug>`).
pub struct Details {
    /// The columns (picture, author, publication time; `NULL` where it has none) its head,
    /// the sitemap and the feeds read.
    pub(in crate::content) columns: &'static str,
    /// The item with its bodies, as `GET /api/<name>/{slug}` answers.
    pub(in crate::content) item: ItemOf,
    /// Its structured data's type.
    pub schema: Schema,
    /// A drawn share picture for an item without a picture; None: the site's picture.
    pub share: Option<Share>,
}

/// What one list is, for every module that reads the lists. Its SQL (table, condition,
/// order, columns) is `content`'s alone: a module above reads a list through `content`'s
/// functions, so the architecture test's table rule still holds (docs/architecture.md).
pub struct Spec {
    pub list: List,
    /// Its name in `/api/<name>`, `/api/admin/content/<name>` and the app's query keys.
    pub name: &'static str,
    pub(in crate::content) table: &'static str,
    /// The site's route of the list; its detail pages are `<path>/<slug>`.
    pub path: &'static str,
    /// Items a page holds, on the site (`?page=N`) and in the API when the caller does not say
    /// (docs/decisions-spec.md §12).
    pub page_size: i64,
    /// The SQL condition of the rows the public sees.
    pub(in crate::content) live: &'static str,
    /// The public order.
    pub(in crate::content) order: &'static str,
    /// One page of its items, as `GET /api/<name>` answers.
    pub(in crate::content) page: PageOf,
    /// When its items have a page of their own.
    pub(in crate::content) details: Option<Details>,
    pub(in crate::content) picture: Option<Picture>,
}

/// Every list, in the site's order.
pub const LISTS: [Spec; 5] = [
    Spec {
        list: List::Services,
        name: "services",
        table: "services",
        path: "/services",
        page_size: 12,
        live: "published = 1",
        order: "sort_order, rowid",
        page: public::services_page,
        details: Some(Details {
            columns: "NULL, NULL, NULL",
            item: public::service_item,
            schema: Schema::Service,
            share: None,
        }),
        picture: None,
    },
    Spec {
        list: List::Industries,
        name: "industries",
        table: "industries",
        path: "/industries",
        page_size: 12,
        live: "published = 1",
        order: "sort_order, rowid",
        page: public::industries_page,
        details: None,
        picture: None,
    },
    Spec {
        list: List::CaseStudies,
        name: "case-studies",
        table: "case_studies",
        path: "/case-studies",
        page_size: 12,
        live: "published = 1",
        order: "sort_order, rowid",
        page: public::case_studies_page,
        details: Some(Details {
            columns: "image_url, NULL, NULL",
            item: public::case_study_item,
            schema: Schema::Article,
            share: Some(Share {
                label_vi: "Dự án tiêu biểu",
                label_en: "Case study",
            }),
        }),
        picture: Some(Picture {
            column: "image_url",
            named_by: "title",
            label_vi: "dự án tiêu biểu",
            label_en: "case study",
        }),
    },
    Spec {
        list: List::BlogPosts,
        name: "blog-posts",
        table: "blog_posts",
        path: "/blog",
        page_size: 12,
        // A post whose time has not come stays hidden (docs/decisions-spec.md §18).
        live: LIVE_POST,
        order: "published_at DESC, sort_order, rowid",
        page: public::blog_posts_page,
        details: Some(Details {
            columns: "image_url, author, published_at",
            item: public::blog_post_item,
            schema: Schema::BlogPosting,
            share: Some(Share {
                label_vi: "Blog logistics",
                label_en: "Logistics blog",
            }),
        }),
        picture: Some(Picture {
            column: "image_url",
            named_by: "title",
            label_vi: "bài viết",
            label_en: "blog post",
        }),
    },
    Spec {
        list: List::Testimonials,
        name: "testimonials",
        table: "testimonials",
        path: "/testimonials",
        page_size: 12,
        live: "published = 1",
        order: "sort_order, rowid",
        page: testimonials::page,
        details: None,
        picture: Some(Picture {
            column: "avatar_url",
            named_by: "name",
            label_vi: "cảm nhận của",
            label_en: "testimonial by",
        }),
    },
];

/// Every list's public endpoints (`GET /api/<name>`, and `/{slug}` with detail pages), in
/// the order of [`LISTS`]: one entry of the API's tuple (`startup::api_service`).
pub type ContentApis = (
    api::ServicesApi,
    api::IndustriesApi,
    api::CaseStudiesApi,
    api::BlogPostsApi,
    testimonials::TestimonialsApi,
);

pub const CONTENT_APIS: ContentApis = (
    api::ServicesApi,
    api::IndustriesApi,
    api::CaseStudiesApi,
    api::BlogPostsApi,
    testimonials::TestimonialsApi,
);

/// Every list's console endpoints (`/api/admin/content/<name>…`), in the order of [`LISTS`].
pub type ListAdminApis = (
    admin_api::ServicesAdminApi,
    admin_api::IndustriesAdminApi,
    admin_api::CaseStudiesAdminApi,
    admin_api::BlogPostsAdminApi,
    testimonials::TestimonialsAdminApi,
);

pub const LIST_ADMIN_APIS: ListAdminApis = (
    admin_api::ServicesAdminApi,
    admin_api::IndustriesAdminApi,
    admin_api::CaseStudiesAdminApi,
    admin_api::BlogPostsAdminApi,
    testimonials::TestimonialsAdminApi,
);

impl List {
    pub const ALL: [List; LISTS.len()] = {
        let mut all = [List::Services; LISTS.len()];
        let mut i = 0;
        while i < LISTS.len() {
            all[i] = LISTS[i].list;
            i += 1;
        }
        all
    };

    /// Its entry in [`LISTS`].
    pub fn spec(self) -> &'static Spec {
        // Every variant has its entry: a test below holds the table to it.
        LISTS.iter().find(|s| s.list == self).unwrap_or(&LISTS[0])
    }

    /// Its name in `/api/<name>` and in the app's query keys.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn from_name(name: &str) -> Option<Self> {
        LISTS.iter().find(|s| s.name == name).map(|s| s.list)
    }

    /// How its items' pages are shown, when they have pages of their own.
    pub fn details(self) -> Option<&'static Details> {
        self.spec().details.as_ref()
    }

    /// Whether its items have a page of their own (`/api/<name>/{slug}`).
    pub fn has_details(self) -> bool {
        self.spec().details.is_some()
    }

    /// The lists with detail pages, in the order of [`LISTS`].
    pub const WITH_DETAILS: [List; WITH_DETAILS] = {
        let mut all = [List::Services; WITH_DETAILS];
        let (mut i, mut n) = (0, 0);
        while i < LISTS.len() {
            if LISTS[i].details.is_some() {
                all[n] = LISTS[i].list;
                n += 1;
            }
            i += 1;
        }
        all
    };
}

/// How many lists have detail pages.
pub const WITH_DETAILS: usize = {
    let (mut i, mut n) = (0, 0);
    while i < LISTS.len() {
        if LISTS[i].details.is_some() {
            n += 1;
        }
        i += 1;
    }
    n
};

/// The list whose site route is `path` (`/blog`).
pub fn by_path(path: &str) -> Option<&'static Spec> {
    LISTS.iter().find(|s| s.path == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, PartialEq, Debug)]
    #[serde(rename_all = "camelCase")]
    struct AppList {
        name: String,
        path: String,
        details: bool,
    }

    /// The console's part of an entry: the table its activity names it by.
    #[derive(serde::Deserialize, PartialEq, Debug)]
    struct AppConsole {
        table: String,
    }

    #[test]
    fn each_list_has_one_entry() {
        for list in List::ALL {
            assert_eq!(LISTS.iter().filter(|s| s.list == list).count(), 1);
            assert_eq!(list.spec().list, list);
        }
    }

    /// The app's copy says what this table says, in the same order.
    #[test]
    fn the_app_reads_the_same_lists() -> Result<(), serde_json::Error> {
        #[derive(serde::Deserialize)]
        struct File {
            lists: Vec<AppList>,
        }
        #[derive(serde::Deserialize)]
        struct Consoles {
            consoles: std::collections::BTreeMap<String, AppConsole>,
        }
        let file: File =
            serde_json::from_str(include_str!("../../frontend/src/config/content-lists.json"))?;
        let consoles: Consoles = serde_json::from_str(include_str!(
            "../../frontend/src/config/content-consoles.json"
        ))?;
        let ours: Vec<AppList> = LISTS
            .iter()
            .map(|s| AppList {
                name: s.name.to_owned(),
                path: s.path.to_owned(),
                details: s.details.is_some(),
            })
            .collect();
        assert_eq!(
            file.lists, ours,
            "frontend/src/config/content-lists.json must list what src/content/lists.rs does"
        );
        // Every list's pages hold what the app's pager counts (`LIST_PAGE_SIZE`).
        let pager = include_str!("../../frontend/src/lib/list-pages.ts");
        for spec in &LISTS {
            let size = format!("export const LIST_PAGE_SIZE = {}\n", spec.page_size);
            assert!(
                pager.contains(&size),
                "{} pages of {}",
                spec.name,
                spec.page_size
            );
        }
        // Each list's console part names its table (the activity list's name of it).
        for spec in &LISTS {
            let console = consoles.consoles.get(spec.name);
            assert_eq!(
                console.map(|c| c.table.as_str()),
                Some(spec.table),
                "{}",
                spec.name
            );
        }
        assert_eq!(consoles.consoles.len(), LISTS.len());
        Ok(())
    }

    /// The lists' routes are the registry's: the app's route table (which the server and
    /// the app read with the registry's paths) does not write them again.
    #[test]
    fn the_route_table_leaves_the_lists_to_the_registry() -> Result<(), serde_json::Error> {
        #[derive(serde::Deserialize)]
        struct Routes {
            paths: Vec<String>,
        }
        let routes: Routes =
            serde_json::from_str(include_str!("../../frontend/src/app/route-table.json"))?;
        for spec in &LISTS {
            assert!(
                !routes.paths.iter().any(|p| p == spec.path),
                "{}",
                spec.path
            );
        }
        Ok(())
    }
}
