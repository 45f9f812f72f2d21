//! The one registry of the public content lists (docs/decisions-spec.md §29): each list's
//! table, addresses, page size, detail pages and picture. The modules that go through every
//! list (the public API and its cache, the sitemap and feeds' index, the media library's
//! "still in use" check, the site's paged routes and share pictures) read this table instead
//! of naming the lists again. The app reads the same facts from
//! `frontend/src/config/content-lists.json`; a test below keeps the two equal.

use super::schedule::LIVE_POST;

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
    /// When its items have a page of their own: the columns (picture, author, publication
    /// time; `NULL` where it has none) its head, the sitemap and the feeds read.
    pub(in crate::content) details: Option<&'static str>,
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
        details: Some("NULL, NULL, NULL"),
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
        details: Some("image_url, NULL, NULL"),
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
        details: Some("image_url, author, published_at"),
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
        details: None,
        picture: Some(Picture {
            column: "avatar_url",
            named_by: "name",
            label_vi: "cảm nhận của",
            label_en: "testimonial by",
        }),
    },
];

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

    /// Whether its items have a page of their own (`/api/<name>/{slug}`).
    pub fn has_details(self) -> bool {
        self.spec().details.is_some()
    }
}

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
        page_size: i64,
        details: bool,
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
        let file: File =
            serde_json::from_str(include_str!("../../frontend/src/config/content-lists.json"))?;
        let ours: Vec<AppList> = LISTS
            .iter()
            .map(|s| AppList {
                name: s.name.to_owned(),
                path: s.path.to_owned(),
                page_size: s.page_size,
                details: s.details.is_some(),
            })
            .collect();
        assert_eq!(
            file.lists, ours,
            "frontend/src/config/content-lists.json must list what src/content/lists.rs does"
        );
        Ok(())
    }

    /// Each list's route is one of the app's routes (the server answers 404 for the others).
    #[test]
    fn each_list_is_a_route_of_the_app() -> Result<(), serde_json::Error> {
        #[derive(serde::Deserialize)]
        struct Routes {
            paths: Vec<String>,
        }
        let routes: Routes =
            serde_json::from_str(include_str!("../../frontend/src/app/route-table.json"))?;
        for spec in &LISTS {
            assert!(routes.paths.iter().any(|p| p == spec.path), "{}", spec.path);
        }
        Ok(())
    }
}
